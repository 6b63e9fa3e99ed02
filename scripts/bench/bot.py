"""Bot figures: time to answer a click (the move stored, on SQLite and on PostgreSQL) against a bare
discord.py floor, memory per active game, and the start-up time with 1,000 games in progress.

Clicks go through the same recording fake of Discord the tests use, with request validation
against the OpenAPI spec switched off so that only the bot's own work is timed.
"""

from __future__ import annotations

import asyncio
import gc
import re
import statistics
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any, cast

import discord
from discord import ui
from discord.ext import commands

from bot import create_bot
from engine.red_dragon import ENGINE
from service.games import GameService, Player
from service.settings import Settings
from service.storage import Storage
from tests import pgserver
from tests.fakediscord import FakeDiscord

NO_SPEC = Path("/nonexistent/openapi.json")


class _AnswerClock:
    """Notes when the fake Discord receives an interaction callback, without polling.

    Polling in a busy loop would hold the GIL and slow down the database thread it measures.
    """

    def __init__(self, fake: FakeDiscord) -> None:
        self.answered = asyncio.Event()
        self.at = 0.0
        handle = fake._handle

        def recording(route: Any, *args: Any, **kwargs: Any) -> Any:
            # The answer counts as given when the request reaches "Discord", before the fake models it.
            if route.path.endswith("/callback"):
                self.at = time.perf_counter()
                self.answered.set()
            return handle(route, *args, **kwargs)

        fake._handle = recording  # type: ignore[method-assign]

    async def time(self, fake: FakeDiscord, payload: dict[str, Any]) -> float:
        """Seconds from handing ``payload`` to discord.py until the bot's answer reached Discord."""
        self.answered.clear()
        started = time.perf_counter()
        fake.dispatch_now(payload, "timed click")
        await self.answered.wait()
        elapsed = self.at - started
        await fake.settle()
        return elapsed


class _Ack(ui.DynamicItem[ui.Button], template=r"[at]:(?P<rest>.+)"):
    """Matches Hoard's action and table buttons, and only acknowledges."""

    def __init__(self, custom_id: str) -> None:
        super().__init__(ui.Button(label="ack", custom_id=custom_id))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(match[0])

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()


class _AckSelect(ui.DynamicItem[ui.Select], template=r"s:(?P<rest>.+)"):
    def __init__(self, custom_id: str) -> None:
        super().__init__(ui.Select(custom_id=custom_id, options=[discord.SelectOption(label="x")]))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(match[0])

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()


class _FloorBot(commands.Bot):
    """The least a discord.py bot can do with a click: parse it, route it, acknowledge it."""

    def __init__(self) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.none())

    async def setup_hook(self) -> None:
        self.add_dynamic_items(_Ack, _AckSelect)


async def floor_click_times(fake: FakeDiscord, clicks: list[dict[str, Any]]) -> list[float]:
    """The same raw clicks Hoard answered, replayed to a bot that only acknowledges them."""
    await fake.connect(_FloorBot())
    clock = _AnswerClock(fake)
    times = []
    for number, payload in enumerate(clicks):
        fresh = {**payload, "id": str(int(payload["id"]) + 1), "token": f"{payload['token']}-floor-{number}"}
        times.append(await clock.time(fake, fresh))
    return times


async def click_times(clicks: int, database_url: str | None = None) -> tuple[list[float], list[float]]:
    """Card plays by humans in Red Dragon (each answer is sent only after the move is stored, in
    SQLite or at ``database_url``), then the same raw clicks answered by the floor bot."""
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(
            database_path=Path(folder) / "bench.sqlite3", database_url=database_url, ai_delay=0, timer_granularity=3600
        )
        fake = FakeDiscord(spec_path=NO_SPEC)
        bot = create_bot(settings)
        await fake.connect(cast(Any, bot))
        users = [fake.member(n) for n in ("ann", "ben", "cas", "dot")]
        clock = _AnswerClock(fake)
        times: list[float] = []
        played: list[dict[str, Any]] = []
        while len(times) < clicks:
            result = await fake.slash(users[0], "red-dragon new")
            lobby = result.response
            assert lobby is not None
            for user in users[1:]:
                await fake.click(user, lobby, lobby.find_button("Join").custom_id)
            await fake.click(users[0], lobby, lobby.find_button("Start").custom_id)
            game = await bot.hoard.storage.open_game_in_channel(fake.channel_id)
            assert game is not None
            while len(times) < clicks:
                live = await bot.hoard.service.live(game.id)
                if live.record.status != "active":
                    break
                seat = live.engine.to_act(live.state)[0]
                table = next(
                    m for m in reversed(fake.channel_messages()) if "My view" in [b.label for b in m.buttons()]
                )
                opened = await fake.click(users[seat], table, table.find_button("My view").custom_id)
                hand = opened.response
                assert hand is not None
                selects = [s for s in hand.selects() if not s.disabled]
                if selects:
                    values = [o.value for o in selects[0].options[: selects[0].min_values]]
                    payload = fake.component_payload(users[seat], hand, selects[0].custom_id, values)
                else:
                    button = next(b for b in hand.buttons() if not b.disabled and b.custom_id.startswith("a:"))
                    payload = fake.component_payload(users[seat], hand, button.custom_id)
                played.append(payload)
                times.append(await clock.time(fake, payload))
                await _idle(bot)
        floor = await floor_click_times(fake, played)
        await fake.close()
    return times, floor


async def _idle(bot: Any) -> None:
    """Wait for the table updates and AI moves a click set off, so clicks are timed one at a time."""
    while bot.hoard.busy:  # noqa: ASYNC110 (the work is spread over several tasks; nothing to await)
        await asyncio.sleep(0.005)


async def _active_games(path: Path, games: int) -> GameService:
    storage = Storage(path)
    await storage.open()
    service = GameService(storage, Settings(database_path=path, ai_delay=3600), {ENGINE.id: ENGINE})
    for n in range(games):
        host = Player(n * 10 + 1, f"p{n}")
        game = await service.open_lobby(ENGINE.id, 1, 1000 + n, host, {}, 300)
        for seat in range(1, 4):
            await service.join(game.id, Player(n * 10 + 1 + seat, f"p{n}-{seat}"))
        await service.start_game(game.id, host)
    return service


async def memory_and_resume(games: int) -> tuple[float, float, float]:
    """Bytes per active game held in memory, start-up time, and time to load every game's state."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "many.sqlite3"
        service = await _active_games(path, games)
        await service.stop()
        await service.storage.close()
        gc.collect()
        storage = Storage(path)
        started = time.perf_counter()
        await storage.open()
        service = GameService(storage, Settings(database_path=path, ai_delay=3600), {ENGINE.id: ENGINE})
        await service.start()
        resumed = time.perf_counter() - started
        gc.collect()
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        started = time.perf_counter()
        for game_id in range(1, games + 1):
            await service.live(game_id)
        loaded = time.perf_counter() - started
        per_game = (tracemalloc.get_traced_memory()[0] - before) / games
        tracemalloc.stop()
        await service.stop()
        await storage.close()
    return per_game, resumed, loaded


def _ms(values: list[float], q: float) -> str:
    ordered = sorted(values)
    return f"{ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1e3:.2f} ms"


def run(quick: bool = False) -> list[tuple[str, str]]:
    clicks = 60 if quick else 1000
    games = 200 if quick else 1000
    hoard, floor = asyncio.run(click_times(clicks))
    figures = [
        (
            f"click answered, move stored in SQLite (median / p99 of {clicks})",
            f"{_ms(hoard, 0.5)} / {_ms(hoard, 0.99)}",
        ),
        ("same clicks, bare discord.py bot that only acknowledges (floor)", f"{_ms(floor, 0.5)} / {_ms(floor, 0.99)}"),
        (
            "SQLite median / floor median (fsync per commit included)",
            f"{statistics.median(hoard) / statistics.median(floor):.1f}x",
        ),
    ]
    with pgserver.server(durable=True) as url:
        if url is None:
            figures.append(("click answered, PostgreSQL", "skipped: no server binaries and no BENCH_DATABASE_URL"))
        else:
            pg, pg_floor = asyncio.run(click_times(clicks, url))
            figures += [
                (
                    f"click answered, move stored in PostgreSQL (median / p99 of {clicks})",
                    f"{_ms(pg, 0.5)} / {_ms(pg, 0.99)}",
                ),
                ("same clicks, floor (PostgreSQL run)", f"{_ms(pg_floor, 0.5)} / {_ms(pg_floor, 0.99)}"),
            ]
    per_game, resumed, loaded = asyncio.run(memory_and_resume(games))
    return [
        *figures,
        (f"memory per active game ({games} active)", f"{per_game / 1024:.1f} KiB"),
        (f"start-up with {games} active games (timers resumed)", f"{resumed * 1e3:.0f} ms"),
        (f"loading all {games} games into memory", f"{loaded * 1e3:.0f} ms"),
    ]
