"""The hard Drago Rosso AI: the best stopping and ransom policy for the chance of winning.

The normal AI maximises the gems a run brings, 5 reveals ahead. This one plans the run 7 footprints
ahead (a run rarely lasts longer, and the bound keeps every decision short), by dynamic programming over
the remaining deck's composition with exact expectations over the next card, and values every way a run
can end by what it does to the seat's chance of winning the game:

* reaching the head ends the game with the pile and the whole treasure: a win if that puts the seat
  ahead of everyone, a tie shared, else a loss;
* the third danger card ends the game with the seat's gems gone: a loss;
* a stop card or another danger card (a fine) and banking the pile leave the game going with the seat's
  lead over the best other seat changed; a lead is worth ``1 / (1 + exp(-lead / spread))``, where the
  spread grows with the cards left (more cards, more can still happen).

Ahead, it banks small piles rather than risk a fine; behind, it pushes on for the head. Expectations over
the next card are exact (by the counts of each kind left, which every seat may count). Deterministic.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from engine.drago_rosso.cards import DANGER_CARD, FOOTPRINTS, KINDS, STOP_CARD, STRIPES, fine_divisor, stripe_value
from engine.drago_rosso.moves import PASS, REVEAL, STOP, TAKE, parse_all, to_action
from engine.drago_rosso.views import SeatView

Counts = tuple[int, ...]  # remaining cards by kind, in the order of ``KINDS``
STOP_INDEX = KINDS.index(STOP_CARD)
DANGER_INDEX = KINDS.index(DANGER_CARD)
#: the spread of a lead's worth: this many gems plus one per card left
SPREAD_BASE = 100
SPREAD_PER_CARD = 5.0
#: footprints looked ahead; past them the run is banked (a run that long is rare, and this bounds a decision)
HORIZON = 7


def worth(lead: float, cards_left: int) -> float:
    """What a lead over the best other seat is worth while the game goes on, between 0 and 1."""
    spread = SPREAD_BASE + SPREAD_PER_CARD * cards_left
    return 1 / (1 + math.exp(-lead / spread))


def final(lead: int) -> float:
    """A finished game: won, tied or lost."""
    return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0


@lru_cache(maxsize=1 << 18)
def reveal_worth(
    knight: int, pile: int, treasure: int, counts: Counts, dangers: int, gems: int, lead: int, depth: int = HORIZON
) -> float:
    """The worth of revealing one more card and then playing the run on at best.

    ``gems`` are the revealer's own (fines are levied on them), ``lead`` its gems minus the best other
    seat's, both before the run's pile is counted.
    """
    total = sum(counts)
    if not total:
        return worth(lead + pile, 0)
    left = total - 1
    fine = gems // fine_divisor(dangers)
    value = counts[STOP_INDEX] * worth(lead - fine, left)
    if dangers + 1 < 3:
        danger_fine = gems // fine_divisor(dangers + 1)
        value += counts[DANGER_INDEX] * worth(lead - danger_fine, left)
    else:
        value += counts[DANGER_INDEX] * final(lead - gems)
    for index, kind in enumerate(FOOTPRINTS):
        if not counts[index]:
            continue
        target = knight + int(kind)
        if target > STRIPES:
            outcome = final(lead + pile + treasure)
        else:
            placed = min(stripe_value(target, dangers), treasure)
            rest = (*counts[:index], counts[index] - 1, *counts[index + 1 :])
            outcome = worth(lead + pile + placed, left)
            if depth > 1:
                onward = reveal_worth(target, pile + placed, treasure - placed, rest, dangers, gems, lead, depth - 1)
                outcome = max(outcome, onward)
        value += counts[index] * outcome
    return value / total


def _lead(gems: Sequence[int], seat: int) -> int:
    return gems[seat] - max(g for s, g in enumerate(gems) if s != seat)


def choose(view: SeatView, legal: Sequence[str]) -> str:
    """The legal action with the better chance of winning for the seat owning ``view``."""
    if len(legal) == 1 or view.seat is None:
        return legal[0]
    moves = parse_all(legal)
    seat, left = view.seat, view.deck_size
    if TAKE in moves and view.offer is not None:
        ransom, stopper = view.offer.amount, view.offer.stopper
        banked = list(view.gems)
        banked[stopper] += view.pile
        paid = list(view.gems)
        paid[seat] -= ransom
        paid[stopper] += ransom
        taking = reveal_worth(
            view.knight, view.pile, view.treasure, view.deck, view.dangers, paid[seat], _lead(paid, seat)
        )
        return to_action(TAKE if taking > worth(_lead(banked, seat), left) else PASS)
    gems = view.gems[seat]
    lead = _lead(view.gems, seat)
    revealing = reveal_worth(view.knight, view.pile, view.treasure, view.deck, view.dangers, gems, lead)
    return to_action(REVEAL if STOP not in moves or revealing > worth(lead + view.pile, left) else STOP)
