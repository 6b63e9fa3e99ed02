"""Sárkánytojás figures: engine speed, AI time and strength against greedy, puzzle solver, images."""

from __future__ import annotations

import random
import statistics
import time

from cogs.sarkanytojas.picture import TableBoard, render_board, render_puzzle
from engine.protocol import random_playout
from engine.sarkanytojas import ENGINE
from engine.sarkanytojas.ai import greedy
from engine.sarkanytojas.dragons_path import _endings, new_board, solve


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f} ms"


def playouts_per_second(games: int) -> float:
    started = time.perf_counter()
    for seed in range(games):
        random_playout(ENGINE, 2 + seed % 3, {"shield_pit": seed % 2 == 1}, seed)
    return games / (time.perf_counter() - started)


def ai_against_greedy(seats: int, games: int, timings: list[float]) -> tuple[list[int], float, float]:
    """AI side against greedy seats, the AI taking every side in turn over ``games`` seeded games.

    Returns the AI's wins/draws/losses (by placement against the best greedy side) and the
    mean match points per game of an AI seat and of a greedy seat.
    """
    tally = [0, 0, 0]
    ai_points: list[float] = []
    greedy_points: list[float] = []
    for seed in range(games):
        side = seed % (2 if seats == 4 else seats)
        ai_seats = {side, side + 2} if seats == 4 else {side}
        rng = random.Random(seed)
        state = ENGINE.new_state(seats, {"shield_pit": seed % 4 >= 2}, seed)
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
            if seat in ai_seats:
                started = time.perf_counter()
                action = ENGINE.ai_action(view, legal, rng)
                timings.append(time.perf_counter() - started)
            else:
                action = greedy(view, legal, rng)
            ENGINE.apply(state, seat, action)
        places = [r.placement for r in ENGINE.results(state)]
        ours = min(places[s] for s in ai_seats)
        theirs = min(places[s] for s in range(seats) if s not in ai_seats)
        tally[0 if ours < theirs else 1 if ours == theirs else 2] += 1
        points = state.points[0]
        ai_points.append(statistics.mean(points[s] for s in ai_seats))
        greedy_points.append(statistics.mean(points[s] for s in range(seats) if s not in ai_seats))
    return tally, statistics.mean(ai_points), statistics.mean(greedy_points)


def solver_times(boards: int) -> tuple[float, list[float]]:
    """Time of a first solve with no cached structure, then of ``boards`` 5x5 boards."""
    _endings.cache_clear()
    started = time.perf_counter()
    solve(new_board(3, "cold"))
    cold = time.perf_counter() - started
    times = []
    for seed in range(boards):
        board = new_board(3, seed)
        started = time.perf_counter()
        solve(board)
        times.append(time.perf_counter() - started)
    return cold, times


def image_figures(renders: int) -> tuple[list[float], int, list[float], int]:
    """Render times and PNG sizes of a table a dozen takes into a game and of a solved 5x5 puzzle."""
    state = ENGINE.new_state(2, {"shield_pit": True}, 3)
    rng = random.Random(3)
    for _ in range(12):
        seat = ENGINE.to_act(state)[0]
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    view = ENGINE.view(state, None)
    board_times, puzzle_times = [], []
    board = new_board(3, 1)
    route = solve(board)[1]
    for _ in range(renders):
        started = time.perf_counter()
        table_png = render_board(TableBoard.of(view))
        board_times.append(time.perf_counter() - started)
        started = time.perf_counter()
        puzzle_png = render_puzzle(board, route)
        puzzle_times.append(time.perf_counter() - started)
    return board_times, len(table_png), puzzle_times, len(puzzle_png)


def run(quick: bool = False) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    rate = playouts_per_second(40 if quick else 400)
    rows.append(("random playouts/s (2-4 players, Shield/Pit on and off)", f"{rate:.0f}"))
    games = {2: 4, 3: 6, 4: 4} if quick else {2: 24, 3: 60, 4: 16}
    for seats, n in games.items():
        timings: list[float] = []
        (won, drawn, lost), ai_mean, greedy_mean = ai_against_greedy(seats, n, timings)
        who = "AI pair vs greedy pair" if seats == 4 else f"1 AI vs {seats - 1} greedy"
        rows.append(
            (
                f"{seats} players, {who}, {n} games: W/D/L",
                f"{won}/{drawn}/{lost}; match points per game AI {ai_mean:.2f}, greedy {greedy_mean:.2f}",
            )
        )
        rows.append(
            (
                f"{seats} players, AI decision time median / max",
                f"{_ms(statistics.median(timings))} / {_ms(max(timings))}",
            )
        )
    cold, times = solver_times(40 if quick else 200)
    rows.append(("Dragons' Path 5x5 solve, first call (builds the cached structure)", _ms(cold)))
    rows.append(
        (
            f"Dragons' Path 5x5 solve over {len(times)} boards median / max",
            f"{_ms(statistics.median(times))} / {_ms(max(times))}",
        )
    )
    board_times, board_size, puzzle_times, puzzle_size = image_figures(5 if quick else 30)
    rows.append(
        (
            "table image render median / max, PNG size",
            f"{_ms(statistics.median(board_times))} / {_ms(max(board_times))}, {board_size / 1024:.1f} KB",
        )
    )
    rows.append(
        (
            "puzzle image render (5x5 with route) median, PNG size",
            f"{_ms(statistics.median(puzzle_times))}, {puzzle_size / 1024:.1f} KB",
        )
    )
    return rows
