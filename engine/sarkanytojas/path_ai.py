"""The Dragons' Path AI: it races to a guess, checks the others' guesses and shows its own route.

It sees only its seat's view. Every decision follows one *plan*, a complete route chosen from the board
alone and the same each time the AI is asked (the planner is seeded by the board, the seat and the
level, not by the move's ``rng``), so a route is built tile by tile like a human would and a guess is
always the value of a route the AI can then show. How good the plan is depends on the level:

* ``"easy"``: the best of 4 routes sampled with a preference for valuable tiles;
* ``"normal"``: the best of 20 such routes (the optimum of a 3x3 board nearly always, of larger
  boards about half of the time);
* ``"hard"``: the optimum (the exact solver).

So an AI's guess is sometimes below the optimum, more often on lower levels and larger boards, and
a human can beat it to the guess or beat its guess while checking. How long it thinks before guessing
is the engine's pacing hook (:meth:`engine.sarkanytojas.path_game.DragonsPathGame.ai_seconds`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from engine.sarkanytojas.dragons_path import Board, next_tiles, solve
from engine.sarkanytojas.moves import DONE, GIVEUP, NEXT, PASS, SUBMIT, Guess, Step
from engine.sarkanytojas.views import PathView

#: routes sampled per level; "hard" solves the board instead
SAMPLES = {"easy": 4, "normal": 20}
LEVELS = ("easy", "normal", "hard")
#: how strongly a sampled route prefers valuable tiles (softmax temperature)
TEMPERATURE = 2.0

Route = list[list[int]]


def route_value(board: Board, route: Sequence[Sequence[int]]) -> int:
    return sum(board[r][c] or 0 for r, c in route)


def sample_route(board: Board, rng: random.Random) -> tuple[int, Route]:
    """A random complete route whose every step prefers the more valuable tiles (softmax)."""
    route: Route = []
    while following := next_tiles(board, route):
        weights = [math.exp((board[r][c] or 0) / TEMPERATURE) for r, c in following]
        r, c = rng.choices(following, weights)[0]
        route.append([r, c])
    return route_value(board, route), route


def plan(view: PathView, level: str = "normal") -> tuple[int, Route]:
    """The route the AI in ``view``'s seat goes by on this board, and its value."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}")
    board: Board = [list(row) for row in view.board]
    if level == "hard":
        value, cells = solve(board)
        return value, [list(cell) for cell in cells]
    key = f"{board}:{view.seat}" if level == "normal" else f"{board}:{view.seat}:{level}"
    planner = random.Random(key)
    return max((sample_route(board, planner) for _ in range(SAMPLES[level])), key=lambda found: found[0])


def choose(view: PathView, legal: Sequence[str], rng: random.Random, level: str = "normal") -> str:
    """Ready at once after a reveal; in the race, guess the plan's value; else follow (or drop) the plan."""
    if NEXT.action in legal:
        return NEXT.action
    value, route_plan = plan(view, level)
    if any(action.startswith("guess:") for action in legal):
        guess = Guess(value).action
        return guess if guess in legal else PASS.action
    stop = DONE.action if DONE.action in legal else GIVEUP.action
    assert view.guess is not None and view.own is not None
    target = view.target if view.target is not None else view.guess - 1
    route = [list(cell) for cell in view.own.route]
    if value <= target or route_plan[: len(route)] != route:
        return stop
    if len(route) < len(route_plan):
        return Step(route_plan[len(route)][0], route_plan[len(route)][1]).action
    return SUBMIT.action
