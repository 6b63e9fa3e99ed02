"""Records figures: leaderboard, stats and history queries over 100,000 stored results, and the
time to rebuild every rating from them."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from service import ratings, records
from service.storage import Storage

KINDS = ("red-dragon", "krasny-drakon", "drago-rosso", "sarkanytojas", "play-of-the-dragons")
GUILDS = (101, 202, 303, 404)
PLAYERS = 2_000


async def _fill(storage: Storage, results: int, seed: int = 7) -> None:
    """Finished 4-seat games straight into the tables, then ratings from them all."""
    rng = random.Random(seed)
    games = results // 4

    def work(db: sqlite3.Connection) -> None:
        for game_id in range(1, games + 1):
            kind, guild = rng.choice(KINDS), rng.choice(GUILDS)
            at = 1_700_000_000 + game_id * 60
            db.execute(
                "INSERT INTO games (id, kind, guild_id, channel_id, host_id, status, options, turn_seconds, seed,"
                " created_at, ended_at) VALUES (?,?,?,?,?,'finished','{}',300,1,?,?)",
                (game_id, kind, guild, guild * 10 + game_id % 7, 1, at, at),
            )
            players = rng.sample(range(1, PLAYERS + 1), 4)
            places = [1, 2, 3, 4]
            rng.shuffle(places)
            db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, name, is_ai) VALUES (?,?,?,?,0)",
                [(game_id, seat, user, f"player {user}") for seat, user in enumerate(players)],
            )
            db.executemany(
                "INSERT INTO results (game_id, seat, user_id, is_ai, kind, guild_id, placement, score, finished_at)"
                " VALUES (?,?,?,0,?,?,?,?,?)",
                [
                    (game_id, seat, user, kind, guild, places[seat], 40 - 10 * places[seat], at)
                    for seat, user in enumerate(players)
                ],
            )

    await storage.transaction(work)


def _median_ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1e3:.2f} ms (max {max(samples) * 1e3:.2f})"


def _time(call: Callable[[], object], repeats: int) -> list[float]:
    samples = []
    for _ in range(repeats):
        started = time.perf_counter()
        call()
        samples.append(time.perf_counter() - started)
    return samples


async def _measure(results: int) -> list[tuple[str, str]]:
    with tempfile.TemporaryDirectory() as folder:
        storage = Storage(Path(folder) / "records.sqlite3")
        await storage.open()
        await _fill(storage, results)
        started = time.perf_counter()
        games = await storage.recompute_ratings()
        rebuilt = time.perf_counter() - started
        db, rng = storage.conn, random.Random(3)
        board = _time(
            lambda: records.leaderboard(
                db, rng.choice((*KINDS, ratings.ALL_GAMES)), rng.choice((0, *GUILDS)), True, rng.randrange(20)
            ),
            300,
        )
        stats = _time(lambda: records.player_records(db, rng.randrange(1, PLAYERS + 1), rng.choice(GUILDS)), 300)
        history = _time(lambda: records.recent_games(db, rng.choice(GUILDS), None), 100)
        rows = db.execute("SELECT COUNT(*) FROM ratings").fetchone()[0]
        plan = json.dumps(
            db.execute(
                "EXPLAIN QUERY PLAN SELECT * FROM ratings WHERE kind=? AND guild_id=? ORDER BY ordinal DESC LIMIT 10",
                ("*", 0),
            ).fetchall()
        )
        await storage.close()
    return [
        (f"rebuild all ratings from {results:,} results ({games:,} games, {rows:,} rating rows)", f"{rebuilt:.1f} s"),
        ("leaderboard page query, median", _median_ms(board)),
        ("player stats query, median", _median_ms(stats)),
        ("recent games of a server, median", _median_ms(history)),
        ("leaderboard uses its index", "yes" if "ratings_board" in plan else f"no: {plan}"),
    ]


def run(quick: bool = False) -> list[tuple[str, str]]:
    return asyncio.run(_measure(10_000 if quick else 100_000))
