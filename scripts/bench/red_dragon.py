"""Red Dragon figures: engine speed, AI decision time and AI strength against random players."""

from __future__ import annotations

import statistics
import time

from engine.protocol import play_game, random_playout, random_policy
from engine.red_dragon import ENGINE
from scripts.bench import timed


def playouts_per_second(games: int) -> float:
    started = time.perf_counter()
    for seed in range(games):
        random_playout(ENGINE, 3 + seed % 4, {}, seed)
    return games / (time.perf_counter() - started)


def ai_against_random(games: int) -> tuple[float, float, list[float]]:
    """Mean final score of one AI seat and of the three random seats, plus AI decision times (s)."""
    ai_scores: list[int] = []
    random_scores: list[int] = []
    timings: list[float] = []
    ai = timed(ENGINE.ai_action, timings)
    for seed in range(games):
        ai_seat = seed % 4
        state = play_game(ENGINE, 4, {}, seed, [ai if s == ai_seat else random_policy for s in range(4)])
        totals = ENGINE.totals(state)
        ai_scores.append(totals[ai_seat])
        random_scores.extend(t for s, t in enumerate(totals) if s != ai_seat)
    return statistics.mean(ai_scores), statistics.mean(random_scores), timings


def run(quick: bool = False) -> list[tuple[str, str]]:
    rate = playouts_per_second(50 if quick else 500)
    ai_mean, random_mean, timings = ai_against_random(50 if quick else 500)
    games = 50 if quick else 500
    return [
        ("random playouts/s (3-6 players)", f"{rate:.0f}"),
        ("AI decision time median / max", f"{statistics.median(timings) * 1e3:.3f} ms / {max(timings) * 1e3:.3f} ms"),
        (f"mean score over {games} games, 1 AI vs 3 random", f"AI {ai_mean:+.1f}, random {random_mean:+.1f}"),
    ]
