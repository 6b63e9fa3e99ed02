"""Settings read from the environment (and a ``.env`` file, see ``.env.example``)."""

from __future__ import annotations

import os
import re
import urllib.parse
from dataclasses import dataclass, fields
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATABASE = ROOT / "data" / "hoard.sqlite3"
#: worker processes drawing table pictures unless ``PICTURE_WORKERS`` says otherwise
PICTURE_WORKERS = 1
#: worker processes where AI seats think unless ``AI_WORKERS`` says otherwise
AI_WORKERS = 1
#: environment variables holding secrets: read into the settings once, then taken out of the bot's environment so
#: that no process it starts inherits them
SECRET_VARIABLES = ("DISCORD_TOKEN", "DATABASE_URL", "PGPASSWORD")
#: a URL's password: after ``user:`` before ``@``, or a ``password=`` parameter
_PASSWORD = re.compile(r"(?<=://)([^:/?#@]*:)[^/?#]*@|(?<=[?&]password=)[^&#]*")


def masked(url: str) -> str:
    """A database URL as it may be shown (logs, errors, messages): its password replaced by ``***``."""
    return _PASSWORD.sub(lambda found: f"{found[1]}***@" if found[1] is not None else "***", url)


def _with_password(url: str, password: str) -> str:
    """``url`` with PostgreSQL's ``PGPASSWORD`` put in, when it names a user and no password: the variable is taken
    out of the environment (:func:`forget_secrets`), where the database driver would have looked for it."""
    scheme, _, rest = url.partition("://")
    user, at, host = rest.partition("@")
    if not password or not at or ":" in user:
        return url
    return f"{scheme}://{user}:{urllib.parse.quote(password, safe='')}@{host}"


def forget_secrets() -> None:
    """Take the secret variables out of this process's environment (the settings hold what they said)."""
    for name in SECRET_VARIABLES:
        os.environ.pop(name, None)


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


def _workers(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit():
        raise SystemExit(f"{name} must be a whole number (0 or more), not {raw!r}.")
    return int(raw)


def _shard_ids(raw: str, count: int | None) -> tuple[int, ...] | None:
    """``"0,1"`` or ``"0-3"`` or ``"0-3,8"``: this process's shards."""
    raw = raw.strip()
    if not raw:
        return None
    if count is None:
        raise SystemExit("SHARD_IDS needs SHARD_COUNT (the total number of shards of all processes).")
    ids: set[int] = set()
    for part in raw.split(","):
        low, _, high = part.strip().partition("-")
        if not low.isdigit() or (high and not high.isdigit()):
            raise SystemExit(f"SHARD_IDS must list shard numbers like 0,1 or 0-3, not {raw!r}.")
        ids.update(range(int(low), int(high or low) + 1))
    if any(i >= count for i in ids):
        raise SystemExit(f"SHARD_IDS may only name shards 0 to {count - 1} (SHARD_COUNT is {count}).")
    return tuple(sorted(ids))


def _count(name: str) -> int | None:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return None
    if not raw.isdigit() or int(raw) < 1:
        raise SystemExit(f"{name} must be a whole number of at least 1, not {raw!r}.")
    return int(raw)


def _port(name: str) -> int | None:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return None
    if not raw.isdigit() or not 0 < int(raw) < 65536:
        raise SystemExit(f"{name} must be a port number from 1 to 65535, not {raw!r}.")
    return int(raw)


def _log_format() -> str:
    raw = os.environ.get("LOG_FORMAT", "").strip().lower() or "text"
    if raw not in ("text", "json"):
        raise SystemExit(f"LOG_FORMAT must be text or json, not {raw!r}.")
    return raw


@dataclass(frozen=True)
class Settings:
    token: str | None = None
    dev_guild_id: int | None = None
    database_path: Path = DEFAULT_DATABASE
    #: ``postgresql://user:password@host/db``: store in PostgreSQL instead of the SQLite file
    database_url: str | None = None
    #: how long a write waits for a locked database before the move is refused (Discord allows 3 s to answer)
    database_wait: float = 2.5
    #: all processes' shards together (None: one process, discord.py asks Discord how many)
    shard_count: int | None = None
    #: the shards this process runs (None: all of them)
    shard_ids: tuple[int, ...] | None = None
    #: a process's claim on its shards' games lasts this long unless renewed (renewed every third of it)
    lease_seconds: float = 30.0
    #: pause before each AI move, so humans can follow the table
    ai_delay: float = 1.5
    #: how late a turn timer may fire at most (timers are checked this often)
    timer_granularity: float = 1.0
    #: unstarted lobbies close after this many seconds
    lobby_seconds: float = 30 * 60
    #: the table message is reposted when it gets this old (Discord limits edits of old messages)
    table_max_age: float = 50 * 60
    #: requests a second on the bot token, all processes together (Discord's global limit is 50; interaction
    #: answers are not counted): each process paces its own share, by its number of shards
    request_budget: float = 45.0
    #: a player the game has waited for this long gets a ping message (the table names them at once)
    ping_delay: float = 60.0
    #: processes that draw table pictures (0: a thread of this process). Built in code (tests, tools) a thread;
    #: the bot's default from the environment is one process, so that drawing does not hold the loop's GIL
    picture_workers: int = 0
    #: processes where AI seats think (0: a thread of this process); as for pictures, one process by default
    #: from the environment, a thread when built in code
    ai_workers: int = 0
    #: the port of ``/healthz``, ``/readyz`` and ``/metrics`` (None: not served; 0: any free port)
    http_port: int | None = None
    #: ``json``: log lines as JSON objects (one a line); anything else: discord.py's text lines
    log_format: str = "text"
    #: open lobbies and games a server may have at once (each costs requests of the bot's one global budget)
    server_games: int = 25
    #: open lobbies and games a member may be seated in at once
    member_games: int = 3

    @classmethod
    def from_env(cls) -> Settings:
        guild = os.environ.get("DEV_GUILD_ID", "").strip()
        if guild and not guild.isdigit():
            raise SystemExit(f"DEV_GUILD_ID must be a server id (digits only), not {guild!r}.")
        database = os.environ.get("DATABASE_PATH", "").strip()
        url = os.environ.get("DATABASE_URL", "").strip() or None
        if url is not None and not url.startswith(("postgresql://", "postgres://")):
            # not echoed: a mistyped URL may hide its password where no pattern finds it
            raise SystemExit(
                "DATABASE_URL must be a URL like postgresql://USER:PASSWORD@HOST/DATABASE"
                " (SQLite is set with DATABASE_PATH); the value set is not one."
            )
        url = url and _with_password(url, os.environ.get("PGPASSWORD", ""))
        shard_count = _count("SHARD_COUNT")
        shard_ids = _shard_ids(os.environ.get("SHARD_IDS", ""), shard_count)
        if shard_ids is not None and shard_ids != tuple(range(shard_count or 0)) and url is None:
            raise SystemExit(
                "Several processes (SHARD_IDS naming only some shards) need one shared database: set DATABASE_URL."
            )
        return cls(
            token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
            dev_guild_id=int(guild) if guild else None,
            database_path=Path(database) if database else DEFAULT_DATABASE,
            database_url=url,
            database_wait=_float("DATABASE_WAIT_SECONDS", cls.database_wait),
            shard_count=shard_count,
            shard_ids=shard_ids,
            lease_seconds=_float("SHARD_LEASE_SECONDS", cls.lease_seconds) or cls.lease_seconds,
            ai_delay=_float("AI_DELAY_SECONDS", cls.ai_delay),
            timer_granularity=_float("TIMER_GRANULARITY_SECONDS", cls.timer_granularity),
            lobby_seconds=_float("LOBBY_TIMEOUT_SECONDS", cls.lobby_seconds),
            ping_delay=_float("PING_DELAY_SECONDS", cls.ping_delay),
            request_budget=_float("REQUEST_BUDGET", cls.request_budget) or cls.request_budget,
            picture_workers=_workers("PICTURE_WORKERS", PICTURE_WORKERS),
            ai_workers=_workers("AI_WORKERS", AI_WORKERS),
            http_port=_port("HTTP_PORT"),
            log_format=_log_format(),
            server_games=_count("SERVER_GAME_LIMIT") or cls.server_games,
            member_games=_count("MEMBER_GAME_LIMIT") or cls.member_games,
        )

    def __repr__(self) -> str:
        """The settings without their secrets: the token left out, the database URL without its password."""
        shown = {f.name: getattr(self, f.name) for f in fields(self)}
        shown["token"] = "***" if self.token else None
        shown["database_url"] = masked(self.database_url) if self.database_url else None
        return f"Settings({', '.join(f'{name}={value!r}' for name, value in shown.items())})"

    @property
    def database(self) -> str | Path:
        """Where the data lives: the PostgreSQL URL when set, else the SQLite file."""
        return self.database_url or self.database_path
