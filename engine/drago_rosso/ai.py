"""Drago Rosso AI: expected gems from the cards that are left.

The deck's remaining contents by kind are public (anybody could count the revealed cards), so
the AI can price one more reveal exactly: each footprint moves the knight and grows the pile
(or, past stripe 17, wins the pile and the whole treasure), a stop card costs the fine, and a
danger card costs the fine or, as the third one, every gem the player has. After a footprint it
plays on optimally, i.e. takes the better of stopping and revealing again, down to a fixed
horizon where it assumes a stop (a slight underestimate, so it errs towards caution).

Everything is measured as the change of the AI's own gems from now on. Stopping is worth the
pile: the stopper gets it whether a rival pays it as ransom or nobody does and he banks it.
Taking over is worth the forced first reveal and whatever follows, minus the ransom.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from engine.drago_rosso.cards import DANGER_CARD, FOOTPRINTS, KINDS, STOP_CARD, STRIPES, fine_divisor, stripe_value
from engine.drago_rosso.moves import PASS, REVEAL, STOP, TAKE, parse_all, to_action
from engine.drago_rosso.views import SeatView
from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, with_mistakes

#: how many reveals ahead the AI plays out: 5 keeps a decision within a few milliseconds
HORIZON = 5

Counts = tuple[int, ...]  # remaining cards by kind, in the order of ``KINDS``
STOP_INDEX = KINDS.index(STOP_CARD)
DANGER_INDEX = KINDS.index(DANGER_CARD)


def choose(view: SeatView, legal: Sequence[str], rng: random.Random) -> str:
    """Pick the legal action with the higher expected gain for the seat owning ``view``.

    ``rng`` is part of the AI interface; this AI is deterministic and does not need it.
    """
    if len(legal) == 1:
        return legal[0]
    moves = parse_all(legal)
    if TAKE in moves and view.offer is not None and view.seat is not None:
        ransom = view.offer.amount
        gems = view.gems[view.seat] - ransom
        gain = reveal_value(view.knight, view.pile, view.treasure, view.deck, view.dangers, gems, HORIZON)
        return to_action(TAKE if gain > ransom else PASS)
    gems = view.gems[view.active]
    gain = reveal_value(view.knight, view.pile, view.treasure, view.deck, view.dangers, gems, HORIZON)
    return to_action(REVEAL if STOP not in moves or gain > view.pile else STOP)


@lru_cache(maxsize=1 << 16)
def reveal_value(knight: int, pile: int, treasure: int, counts: Counts, dangers: int, gems: int, depth: int) -> float:
    """Expected gems the active player ends this run with after revealing one card.

    A stop or danger card scores minus the fine (the pile is lost), a footprint scores the pile
    it leads to, or more if revealing on beats stopping there. ``gems`` are the player's own
    gems, on which fines are levied.
    """
    total = sum(counts)
    if not total:
        return pile
    expected: float = -counts[STOP_INDEX] * (gems // fine_divisor(dangers))
    danger_loss = gems if dangers >= 2 else gems // fine_divisor(dangers + 1)
    expected -= counts[DANGER_INDEX] * danger_loss
    for index, kind in enumerate(FOOTPRINTS):
        if not counts[index]:
            continue
        target = knight + int(kind)
        if target > STRIPES:
            outcome: float = pile + treasure
        else:
            placed = min(stripe_value(target, dangers), treasure)
            outcome = pile + placed
            if depth > 1:
                rest = (*counts[:index], counts[index] - 1, *counts[index + 1 :])
                onward = reveal_value(target, outcome, treasure - placed, rest, dangers, gems, depth - 1)
                outcome = max(outcome, onward)
        expected += counts[index] * outcome
    return expected / total


def play(view: SeatView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL) -> str:
    """The AI at ``level``: easy errs now and then, normal is :func:`choose`, hard plays to win
    (:mod:`engine.drago_rosso.planner`)."""
    if level == "easy":
        return with_mistakes(choose, view, legal, rng)
    if level == "hard":
        from engine.drago_rosso.planner import choose as plan

        return plan(view, legal)
    return choose(view, legal, rng)


def stop_at_three(view: SeatView, legal: Sequence[str], rng: random.Random) -> str:
    """The cautious baseline the AI is measured against: reveals three cards, then stops; never takes over."""
    moves = parse_all(legal)
    if TAKE in moves:
        return to_action(PASS)
    return to_action(STOP if STOP in moves and view.active_reveals >= 3 else REVEAL)
