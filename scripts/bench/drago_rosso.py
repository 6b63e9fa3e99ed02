"""Drago Rosso figures: engine speed, AI decision time, table image cost and AI strength."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence

from cogs.drago_rosso.picture import render_table
from engine.drago_rosso import ENGINE, SeatView
from engine.drago_rosso.ai import stop_at_three
from engine.protocol import random_playout

Player = Callable[[SeatView, Sequence[str], random.Random], str]
SEATS = 4


def random_player(view: SeatView, legal: Sequence[str], rng: random.Random) -> str:
    """The baseline: any legal action, uniformly (as ``engine.protocol.random_policy``)."""
    return rng.choice(legal)


def playouts_per_second(games: int) -> float:
    started = time.perf_counter()
    for seed in range(games):
        random_playout(ENGINE, 2 + seed % 5, {}, seed)
    return games / (time.perf_counter() - started)


def contest(opponent: Player, games: int) -> tuple[float, float, float, list[float]]:
    """One AI seat (moving round the table) against three ``opponent`` seats.

    Returns the AI's mean gems, the opponents' mean gems, the AI's share of wins (ties count)
    and every AI decision time in seconds.
    """
    ai_gems: list[int] = []
    other_gems: list[int] = []
    wins = 0
    timings: list[float] = []
    for seed in range(games):
        ai_seat = seed % SEATS
        rng = random.Random(seed)
        state = ENGINE.new_state(SEATS, {}, seed)
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
            if seat == ai_seat:
                started = time.perf_counter()
                action = ENGINE.ai_action(view, legal, rng)
                timings.append(time.perf_counter() - started)
            else:
                action = opponent(view, legal, rng)
            ENGINE.apply(state, seat, action)
        ai_gems.append(state.gems[ai_seat])
        other_gems.extend(g for s, g in enumerate(state.gems) if s != ai_seat)
        wins += ENGINE.results(state)[ai_seat].placement == 1
    return statistics.mean(ai_gems), statistics.mean(other_gems), wins / games, timings


def image_figures(renders: int) -> tuple[float, int]:
    """Median render time (s) and mean PNG size (bytes) over positions of AI-played games."""
    names = ["Ann", "Bartholomew", "Cyd", "Dee", "Eli", "Fay"]
    times: list[float] = []
    sizes: list[int] = []
    for seed in range(renders):
        seats = 2 + seed % 5
        rng = random.Random(seed)
        state = ENGINE.new_state(seats, {}, seed)
        for _ in range(seed % 25):
            if ENGINE.is_over(state):
                break
            seat = ENGINE.to_act(state)[0]
            ENGINE.apply(
                state, seat, ENGINE.ai_action(ENGINE.view(state, seat), ENGINE.legal_actions(state, seat), rng)
            )
        view = ENGINE.view(state, None)
        started = time.perf_counter()
        png = render_table(view, names[:seats])
        times.append(time.perf_counter() - started)
        sizes.append(len(png))
    return statistics.median(times), round(statistics.mean(sizes))


def run(quick: bool = False) -> list[tuple[str, str]]:
    games = 100 if quick else 1000
    rate = playouts_per_second(200 if quick else 2000)
    random_ai, random_other, random_wins, timings = contest(random_player, games)
    stop_ai, stop_other, stop_wins, more_timings = contest(stop_at_three, games)
    timings += more_timings
    render_time, png_size = image_figures(20 if quick else 100)
    return [
        ("random playouts/s (2-6 players)", f"{rate:.0f}"),
        ("AI decision time median / max", f"{statistics.median(timings) * 1e3:.3f} ms / {max(timings) * 1e3:.2f} ms"),
        ("table image render median / mean PNG size", f"{render_time * 1e3:.1f} ms / {png_size / 1024:.1f} KB"),
        (
            f"mean gems over {games} games, 1 AI vs 3 random",
            f"AI {random_ai:.1f}, random {random_other:.1f} (AI wins {random_wins:.0%})",
        ),
        (
            f"mean gems over {games} games, 1 AI vs 3 stop-at-3",
            f"AI {stop_ai:.1f}, stop-at-3 {stop_other:.1f} (AI wins {stop_wins:.0%})",
        ),
    ]
