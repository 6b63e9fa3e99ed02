"""Settings read from the environment (and a ``.env`` file, see ``.env.example``)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATABASE = ROOT / "data" / "hoard.sqlite3"


def _float(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise SystemExit(f"{name} must be a number of seconds, not {raw!r}.") from None
    if value < 0:
        raise SystemExit(f"{name} must not be negative.")
    return value


@dataclass(frozen=True)
class Settings:
    token: str | None = None
    dev_guild_id: int | None = None
    database_path: Path = DEFAULT_DATABASE
    #: pause before each AI move, so humans can follow the table
    ai_delay: float = 1.5
    #: how late a turn timer may fire at most (timers are checked this often)
    timer_granularity: float = 1.0
    #: unstarted lobbies close after this many seconds
    lobby_seconds: float = 30 * 60
    #: the table message is reposted when it gets this old (Discord limits edits of old messages)
    table_max_age: float = 50 * 60
    #: a player the game has waited for this long gets a ping message (the table names them at once)
    ping_delay: float = 60.0

    @classmethod
    def from_env(cls) -> Settings:
        guild = os.environ.get("DEV_GUILD_ID", "").strip()
        if guild and not guild.isdigit():
            raise SystemExit(f"DEV_GUILD_ID must be a server id (digits only), not {guild!r}.")
        database = os.environ.get("DATABASE_PATH", "").strip()
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
            dev_guild_id=int(guild) if guild else None,
            database_path=Path(database) if database else DEFAULT_DATABASE,
            ai_delay=_float("AI_DELAY_SECONDS", cls.ai_delay),
            timer_granularity=_float("TIMER_GRANULARITY_SECONDS", cls.timer_granularity),
            lobby_seconds=_float("LOBBY_TIMEOUT_SECONDS", cls.lobby_seconds),
            ping_delay=_float("PING_DELAY_SECONDS", cls.ping_delay),
        )
