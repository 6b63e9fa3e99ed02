"""Play of the Dragons figures: engine speed, AI decision time and AI strength against random players."""

from __future__ import annotations

import statistics
import time

from engine.play_of_the_dragons import ENGINE
from engine.protocol import play_game, random_playout, random_policy
from scripts.bench import timed


def playouts_per_second(games: int) -> float:
    started = time.perf_counter()
    for seed in range(games):
        random_playout(ENGINE, 2 + seed % 5, {}, seed)
    return games / (time.perf_counter() - started)


def ai_against_random(games: int, seats: int, gambits: int) -> tuple[float, float, float, list[float]]:
    """Mean final gold of one AI seat and of the random seats, the AI's win rate, and its decision times (s)."""
    ai_gold: list[int] = []
    random_gold: list[int] = []
    wins = 0.0
    timings: list[float] = []
    ai = timed(ENGINE.ai_action, timings)
    for seed in range(games):
        ai_seat = seed % seats
        policies = [ai if s == ai_seat else random_policy for s in range(seats)]
        state = play_game(ENGINE, seats, {"gambits": gambits}, seed, policies)
        ai_gold.append(state.gold[ai_seat])
        random_gold.extend(g for s, g in enumerate(state.gold) if s != ai_seat)
        if ai_seat in state.winners:
            wins += 1 / len(state.winners)
    return statistics.mean(ai_gold), statistics.mean(random_gold), wins / games, timings


def run(quick: bool = False) -> list[tuple[str, str]]:
    playouts = 50 if quick else 400
    games = 40 if quick else 300
    rate = playouts_per_second(playouts)
    rows = [("random playouts/s (2-6 players, default options)", f"{rate:.0f}")]
    timings: list[float] = []
    for seats in (2, 4):
        ai_mean, random_mean, win_rate, times = ai_against_random(games, seats, 10)
        timings += times
        rows.append(
            (
                f"mean final gold over {games} games of 10 gambits, 1 AI vs {seats - 1} random",
                f"AI {ai_mean:.1f}, random {random_mean:.1f} (AI wins {win_rate:.0%})",
            )
        )
    median, worst = statistics.median(timings) * 1e3, max(timings) * 1e3
    rows.insert(1, ("AI decision time median / max", f"{median:.3f} ms / {worst:.3f} ms"))
    return rows
