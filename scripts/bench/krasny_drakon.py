"""Krasny Drakon figures: engine speed, AI decision time and AI strength against random players."""

from __future__ import annotations

import random
import statistics
import time

from engine.krasny_drakon import ENGINE, State
from engine.krasny_drakon.events import Stalemate
from engine.protocol import random_playout


def ended_in_stalemate(state: State) -> bool:
    return any(event["kind"] == Stalemate.kind for event in state.last_events)


def playouts_per_second(games: int) -> tuple[float, int]:
    """Random games (2-8 players in turn) per second, and how many ended on the stalemate limit."""
    stalemates = 0
    started = time.perf_counter()
    for seed in range(games):
        state = random_playout(ENGINE, 2 + seed % 7, {}, seed)
        stalemates += ended_in_stalemate(state)
    return games / (time.perf_counter() - started), stalemates


def ai_against_random(games: int) -> tuple[float, float, float, list[float]]:
    """One AI seat against three random seats: mean finishing place of the AI and of a random seat,
    the AI's share of wins, and the AI's decision times in seconds."""
    ai_places: list[int] = []
    random_places: list[int] = []
    timings: list[float] = []
    for seed in range(games):
        rng = random.Random(f"{seed}:bench")
        ai_seat = seed % 4
        state = ENGINE.new_state(4, {}, seed)
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            legal = ENGINE.legal_actions(state, seat)
            if seat == ai_seat:
                started = time.perf_counter()
                action = ENGINE.ai_action(ENGINE.view(state, seat), legal, rng)
                timings.append(time.perf_counter() - started)
            else:
                action = rng.choice(legal)
            ENGINE.apply(state, seat, action)
        places = [state.finished.index(seat) + 1 for seat in range(4)]
        ai_places.append(places[ai_seat])
        random_places.extend(place for seat, place in enumerate(places) if seat != ai_seat)
    wins = ai_places.count(1) / games
    return statistics.mean(ai_places), statistics.mean(random_places), wins, timings


def ai_only_lengths(games: int) -> tuple[float, int]:
    """Median number of actions of an 8-player all-AI game, and how many hit the stalemate limit."""
    lengths: list[int] = []
    stalemates = 0
    for seed in range(games):
        rng = random.Random(f"{seed}:bench-ai")
        state = ENGINE.new_state(8, {}, seed)
        actions = 0
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            view = ENGINE.view(state, seat)
            ENGINE.apply(state, seat, ENGINE.ai_action(view, ENGINE.legal_actions(state, seat), rng))
            actions += 1
        lengths.append(actions)
        stalemates += ended_in_stalemate(state)
    return statistics.median(lengths), stalemates


def run(quick: bool = False) -> list[tuple[str, str]]:
    playouts = 70 if quick else 350
    games = 60 if quick else 300
    ai_games = 10 if quick else 50
    rate, random_stalemates = playouts_per_second(playouts)
    ai_mean, random_mean, wins, timings = ai_against_random(games)
    length, ai_stalemates = ai_only_lengths(ai_games)
    return [
        ("random playouts/s (2-8 players)", f"{rate:.0f}"),
        (f"random playouts ending on the stalemate limit (of {playouts})", f"{random_stalemates}"),
        ("AI decision time median / max", f"{statistics.median(timings) * 1e3:.3f} ms / {max(timings) * 1e3:.3f} ms"),
        (
            f"mean place over {games} games, 1 AI vs 3 random (1 = first out)",
            f"AI {ai_mean:.2f}, random {random_mean:.2f}, AI wins {wins:.0%}",
        ),
        (f"8-player all-AI games: median actions, stalemates (of {ai_games})", f"{length:.0f}, {ai_stalemates}"),
    ]
