"""The load benchmark's harness on a few tables (its figures are not checked here: speed is the benchmark's)."""

from __future__ import annotations

import asyncio

from scripts.bench import load


def test_the_load_benchmark_moves_from_open_private_views_and_its_floor_replays_the_same_clicks():
    run = asyncio.run(load.measure(10, (4.0,), 2.0, overload_seconds=0, picture_workers=0, ai_workers=0))
    played = [step for _command, step in run.alone] + run.hoard
    assert all(step.failed == 0 for step in played)
    moves, clicks = sum(step.moves for step in played), sum(step.clicks for step in played)
    assert moves > 0
    assert clicks < 1.5 * moves  # views opened once a game: mostly one click a move (a Refresh when one lagged)
    floor = run.floor[0]
    assert floor.failed == 0 and floor.moves > 0
