"""Records figures: leaderboard, stats and history queries over 100,000 stored results, and the
time to rebuild every rating from them, on SQLite and (when a server is at hand) PostgreSQL."""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any

from service import ratings, records
from service.storage import Storage, Tx
from tests import pgserver

KINDS = ("red-dragon", "krasny-drakon", "drago-rosso", "sarkanytojas", "play-of-the-dragons")
GUILDS = (101, 202, 303, 404)
PLAYERS = 2_000


async def _fill(storage: Storage, results: int, seed: int = 7) -> None:
    """Finished 4-seat games straight into the tables (ratings are then rebuilt from them all)."""
    rng = random.Random(seed)
    games, seats, rows = [], [], []
    for game_id in range(1, results // 4 + 1):
        kind, guild = rng.choice(KINDS), rng.choice(GUILDS)
        at = 1_700_000_000.0 + game_id * 60
        players = rng.sample(range(1, PLAYERS + 1), 4)
        games.append((game_id, kind, guild, guild * 10 + game_id % 7, players[0], at, at))  # hosted by a player
        places = [1, 2, 3, 4]
        rng.shuffle(places)
        seats += [(game_id, seat, user, f"player {user}") for seat, user in enumerate(players)]
        rows += [
            (game_id, seat, user, kind, guild, places[seat], 40 - 10 * places[seat], at)
            for seat, user in enumerate(players)
        ]

    async def work(tx: Tx) -> None:
        await tx.executemany(
            "INSERT INTO games (id, kind, guild_id, channel_id, host_id, status, options, turn_seconds, seed,"
            " created_at, ended_at) VALUES (?,?,?,?,?,'finished','{}',300,1,?,?)",
            games,
        )
        await tx.executemany("INSERT INTO seats (game_id, seat, user_id, name, is_ai) VALUES (?,?,?,?,0)", seats)
        await tx.executemany(
            "INSERT INTO results (game_id, seat, user_id, is_ai, kind, guild_id, placement, score, finished_at)"
            " VALUES (?,?,?,0,?,?,?,?,?)",
            rows,
        )

    await storage.transaction(work)


def _median_ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1e3:.2f} ms (max {max(samples) * 1e3:.2f})"


async def _time(call: Callable[[], Awaitable[object]], repeats: int) -> list[float]:
    samples = []
    for _ in range(repeats):
        started = time.perf_counter()
        await call()
        samples.append(time.perf_counter() - started)
    return samples


async def _measure(target: str | Path, results: int, name: str) -> list[tuple[str, str]]:
    storage = Storage(target, wait_seconds=60)
    await storage.open()
    try:
        await _fill(storage, results)
        started = time.perf_counter()
        games = await storage.recompute_ratings()
        rebuilt = time.perf_counter() - started
        rng = random.Random(3)
        board = await _time(
            lambda: records.leaderboard(
                storage, rng.choice((*KINDS, ratings.ALL_GAMES)), rng.choice((0, *GUILDS)), True, rng.randrange(20)
            ),
            300,
        )
        stats = await _time(
            lambda: records.player_records(storage, rng.randrange(1, PLAYERS + 1), rng.choice(GUILDS)), 300
        )
        history = await _time(lambda: records.recent_games(storage, rng.choice(GUILDS), None), 100)
        count = await storage.fetchone("SELECT COUNT(*) FROM ratings")
        explain = "EXPLAIN QUERY PLAN" if storage.dialect == "sqlite" else "EXPLAIN"
        plan = await storage.fetchall(
            f"{explain} SELECT * FROM ratings WHERE kind=? AND guild_id=? ORDER BY ordinal DESC LIMIT 10", ("*", 0)
        )
    finally:
        await storage.close()
    rows = count[0] if count else 0
    return [
        (
            f"{name}: rebuild all ratings from {results:,} results ({games:,} games, {rows:,} rating rows)",
            f"{rebuilt:.1f} s",
        ),
        (f"{name}: leaderboard page query, median", _median_ms(board)),
        (f"{name}: player stats query, median", _median_ms(stats)),
        (f"{name}: recent games of a server, median", _median_ms(history)),
        (f"{name}: leaderboard uses its index", "yes" if "ratings_board" in str(plan) else f"no: {plan}"),
    ]


def on_both_backends(
    measure: Callable[[str | Path, int, str], Coroutine[Any, Any, list[tuple[str, str]]]], results: int
) -> list[tuple[str, str]]:
    """``measure(target, results, name)`` on a new SQLite file, then on PostgreSQL when a server is at hand."""
    with tempfile.TemporaryDirectory() as folder:
        figures = asyncio.run(measure(Path(folder) / "bench.sqlite3", results, "SQLite"))
    with pgserver.server() as url:
        if url is None:
            figures.append(("PostgreSQL", "skipped: no server binaries and no BENCH_DATABASE_URL"))
        else:
            figures += asyncio.run(measure(url, results, "PostgreSQL"))
    return figures


def run(quick: bool = False) -> list[tuple[str, str]]:
    return on_both_backends(_measure, 10_000 if quick else 100_000)
