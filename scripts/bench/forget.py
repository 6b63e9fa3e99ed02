"""``/records forget`` while the bot moves games: 100,000 stored results, one member forgotten in one server
(its ratings and the global board computed in a worker process and stored by the bot's own writer, as the bot
does), and meanwhile moves stored through the bot's storage at 50 a second; the figures are a move's latency
(asked for to committed, with the event loop's own delay), before and during the forget, on SQLite and (when a
server is at hand) PostgreSQL."""

from __future__ import annotations

import asyncio
import statistics
import time
from pathlib import Path
from typing import Any

from scripts.bench.records import GUILDS, _fill, on_both_backends
from service import records
from service.storage import GameRecord, LoggedAction, SeatRecord, Storage
from service.workers import Workers

RATE = 50  # moves a second
BEFORE_SECONDS = 5.0


async def _moves(storage: Storage, game: GameRecord, until: asyncio.Future[Any] | float) -> list[float]:
    """Store a move every 1/RATE s until ``until`` (a time or a forget that finishes); each move's latency."""
    loop = asyncio.get_running_loop()
    latencies: list[float] = []
    tasks: list[asyncio.Task[None]] = []

    async def move(due: float) -> None:
        game.moves += 1
        await storage.save_progress(game, [LoggedAction(0, "pass", "player", [], time.time())])
        latencies.append(loop.time() - due)

    due = loop.time()
    while not (until.done() if isinstance(until, asyncio.Future) else loop.time() >= until):
        tasks.append(asyncio.create_task(move(due)))
        due += 1 / RATE
        await asyncio.sleep(max(0.0, due - loop.time()))
    await asyncio.gather(*tasks)
    return latencies


def _figures(samples: list[float]) -> str:
    cut = statistics.quantiles(samples, n=100)
    return f"p50 {cut[49] * 1e3:.1f} / p99 {cut[98] * 1e3:.1f} / max {max(samples) * 1e3:.1f} ms ({len(samples)} moves)"


async def _measure(target: str | Path, results: int, name: str) -> list[tuple[str, str]]:
    storage = Storage(target, wait_seconds=60)
    await storage.open()
    workers = Workers(1, "bench-records")
    try:
        await _fill(storage, results)
        await storage.recompute_ratings()
        seats = [SeatRecord(0, 1, "p", False)]
        game = GameRecord(results, "red-dragon", GUILDS[1], 1, 1, "active", {}, 300, 1, seats=seats)
        await storage.execute(
            "INSERT INTO games (id, kind, guild_id, channel_id, host_id, status, options, turn_seconds, seed,"
            " created_at) VALUES (?, 'red-dragon', ?, 1, 1, 'active', '{}', 300, 1, 0)",
            (game.id, game.guild_id),
        )
        loop = asyncio.get_running_loop()
        before = await _moves(storage, game, loop.time() + BEFORE_SECONDS)
        started = time.perf_counter()
        forget = asyncio.ensure_future(
            records.forget_member(
                storage, GUILDS[0], 1, lambda: workers.run(records.plan_apart, target, 30.0, GUILDS[0], 1)
            )
        )
        during = await _moves(storage, game, forget)
        touched = await forget
        took = time.perf_counter() - started
    finally:
        await workers.close()
        await storage.close()
    return [
        (f"{name}: moves before the forget", _figures(before)),
        (f"{name}: forget over {results:,} results ({touched} games touched)", f"{took:.1f} s"),
        (f"{name}: moves during the forget", _figures(during)),
    ]


def run(quick: bool = False) -> list[tuple[str, str]]:
    return on_both_backends(_measure, 10_000 if quick else 100_000)
