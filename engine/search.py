"""Determinized search for the games with hidden cards (perfect-information Monte Carlo).

A hard AI sees only its seat's view. A game's search module turns that view into *worlds*: full states
whose hidden cards are dealt at random from the cards the view does not show, so every world is one the
seat cannot tell from the real game. In each world every legal action is tried and the game played on
by the normal AI in every seat (each from its own view of that world) until a horizon the game chooses
(e.g. the end of the round); the action with the best total over the worlds wins. All worlds are shared
by all actions (common random numbers), so the comparison is between actions, not between lucky deals.

The work is bounded by a count of playouts, never by the clock: the same view, legal actions and
``rng`` give the same choice on any machine.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from engine.protocol import Engine

S = TypeVar("S")


def determinized_choice(
    engine: Engine[Any, Any],
    seat: int,
    legal: Sequence[str],
    rng: random.Random,
    sample: Callable[[random.Random], S],
    done: Callable[[S], bool],
    utility: Callable[[S], float],
    playouts: int,
    max_moves: int = 2_000,
) -> str:
    """The legal action of ``seat`` with the best total ``utility`` over worlds drawn with ``sample``.

    About ``playouts`` games are played on in all (at least one world); each stops once
    ``done`` says so, the game is over or ``max_moves`` moves were made. Ties go to the earlier action.
    """
    if len(legal) == 1:
        return legal[0]
    worlds = max(1, playouts // len(legal))
    totals = dict.fromkeys(legal, 0.0)
    for _ in range(worlds):
        world = sample(rng)
        playout_seed = rng.randrange(2**32)
        for action in legal:
            state = engine.clone(world)
            engine.apply(state, seat, action)
            play_on(engine, state, random.Random(playout_seed), done, max_moves)
            totals[action] += utility(state)
    return max(legal, key=lambda action: totals[action])


def play_on(
    engine: Engine[Any, Any], state: Any, rng: random.Random, done: Callable[[Any], bool], max_moves: int
) -> None:
    """Play ``state`` on with the normal AI in every seat, each from its own view, until ``done``."""
    for _ in range(max_moves):
        if engine.is_over(state) or done(state):
            return
        seat = engine.to_act(state)[0]
        engine.apply(state, seat, engine.ai_action(engine.view(state, seat), engine.legal_actions(state, seat), rng))
