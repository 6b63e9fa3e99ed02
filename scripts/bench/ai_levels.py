"""The three AI levels of every game head to head: Hard vs Normal and Normal vs Easy, with 95% intervals.

One seat plays the stronger level and every other seat the weaker one; the stronger seat moves round the
table from game to game. A game's figure is the stronger seat's edge in placement: the weaker seats' mean
placement minus its own (above 0: it did better). The interval is the mean edge +- 1.96 standard errors
over the games played; a comparison whose interval excludes 0 shows a real difference. Also here: Drago
Rosso's 2-player win rate against random players and the CPU time a Hard decision takes (median, max).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Iterator, Sequence
from typing import Any

from engine.protocol import AiLevel, Engine, Policy, play_game, random_policy
from engine.registry import engines

#: per game: (engine id, seats, Hard vs Normal games, Normal vs Easy games; quick runs play a quarter). Sized
#: so that each comparison takes a few minutes on a 2-core machine.
GAMES: tuple[tuple[str, int, int, int], ...] = (
    ("red-dragon", 3, 30, 200),
    ("krasny-drakon", 3, 120, 300),
    ("drago-rosso", 2, 300, 1000),
    ("sarkanytojas", 3, 400, 200),
    ("play-of-the-dragons", 3, 60, 300),
)


def level_policy(engine: Engine[Any, Any], level: AiLevel, timings: list[float] | None = None) -> Policy:
    """``engine``'s AI at ``level`` as a policy, noting each decision's time (s) in ``timings`` if given.

    The time is the CPU time the decision took (``time.thread_time``), so that other work on a shared
    machine does not count in it.
    """

    def decide(view: Any, legal: Sequence[str], rng: random.Random) -> str:
        started = time.thread_time()
        action = engine.ai_action(view, legal, rng, level)
        if timings is not None:
            timings.append(time.thread_time() - started)
        return action

    return decide


def head_to_head(
    engine: Engine[Any, Any], seats: int, strong: Policy, weak: Policy, games: int
) -> tuple[float, float, float]:
    """The stronger seat's mean placement edge and its 95% interval (low, high) over ``games`` games."""
    edges: list[float] = []
    for seed in range(games):
        mine = seed % seats
        policies = [strong if s == mine else weak for s in range(seats)]
        state = play_game(engine, seats, {}, 10_000 + seed, policies)
        places = [r.placement for r in sorted(engine.results(state), key=lambda r: r.seat)]
        edges.append(sum(p for s, p in enumerate(places) if s != mine) / (seats - 1) - places[mine])
    mean = statistics.mean(edges)
    half = 1.96 * statistics.stdev(edges) / math.sqrt(games) if games > 1 else math.inf
    return mean, mean - half, mean + half


def win_rate_against_random(engine: Engine[Any, Any], level: AiLevel, games: int) -> float:
    """The share of 2-player games ``level`` wins (ties count) against a random player, seats rotated."""
    wins = 0
    for seed in range(games):
        mine = seed % 2
        policy = level_policy(engine, level)
        state = play_game(engine, 2, {}, 20_000 + seed, [policy if s == mine else random_policy for s in range(2)])
        wins += next(r.placement for r in engine.results(state) if r.seat == mine) == 1
    return wins / games


def interval(figures: tuple[float, float, float], games: int) -> str:
    mean, low, high = figures
    verdict = "better" if low > 0 else "worse" if high < 0 else "no clear difference"
    return f"{mean:+.2f} places [{low:+.2f}, {high:+.2f}] over {games} games: {verdict}"


def run(quick: bool = False, only: Sequence[str] = ()) -> Iterator[tuple[str, str]]:
    """The figures, each as soon as it is measured (``only``: these games, by id or with ``_`` for ``-``)."""
    by_id = engines()
    for game, seats, hard_games, easy_games in GAMES:
        if only and game not in only and game.replace("-", "_") not in only:
            continue
        engine = by_id[game]
        hard_games, easy_games = (max(8, n // 4) if quick else n for n in (hard_games, easy_games))
        timings: list[float] = []
        hard = level_policy(engine, "hard", timings)
        normal = level_policy(engine, "normal")
        easy = level_policy(engine, "easy")
        started = time.perf_counter()
        figures = head_to_head(engine, seats, hard, normal, hard_games)
        yield f"{game} {seats}p: Hard vs Normal", interval(figures, hard_games)
        median, longest = statistics.median(timings) * 1000, max(timings) * 1000
        yield f"{game}: Hard decision CPU ms (median / max)", f"{median:.1f} / {longest:.1f} over {len(timings)}"
        figures = head_to_head(engine, seats, normal, easy, easy_games)
        yield f"{game} {seats}p: Normal vs Easy", interval(figures, easy_games)
        if game == "drago-rosso":
            for level in ("normal", "hard"):
                rate = win_rate_against_random(engine, level, hard_games)
                yield f"drago-rosso 2p: {level.title()} wins vs random", f"{rate:.1%} of {hard_games} games"
        yield f"{game}: seconds for these figures", f"{time.perf_counter() - started:.0f}"


if __name__ == "__main__":
    import sys

    for label, figure in run("--quick" in sys.argv, [a for a in sys.argv[1:] if not a.startswith("--")]):
        print(f"  {label:<50} {figure}", flush=True)
