"""A heuristic Red Dragon player that sees only its own seat's view.

It plays the way a careful human does: give the dangerous cards (high reds, the red 11,
high cards that win tricks) away in the stock, draft low cards back, duck under tricks
that carry red, shed red and high cards when void, and take clean tricks when it is the
last to play. With an empty trick pile and a low hand it goes for the zero-trick bonus.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.protocol import View
from engine.red_dragon.rules import PENALTY, PENALTY_SUIT, rank, suit


def danger(card: str) -> int:
    """How much a card tends to hurt its holder: red points weigh double, high ranks win tricks."""
    return 2 * PENALTY[card] + rank(card)


def choose(view: View, legal: Sequence[str], rng: random.Random) -> str:
    verb = legal[0].split(":", 1)[0]
    cards = [a.split(":", 1)[1] for a in legal]
    if verb == "stock":
        card = max(cards, key=lambda c: (danger(c), rng.random()))
    elif verb == "take":
        card = min(cards, key=lambda c: (danger(c), rng.random()))
    else:
        card = _play(view, cards)
    return f"{verb}:{card}"


def _play(view: View, cards: list[str]) -> str:
    trick: list[list] = view["trick"]
    if not trick:
        return _lead(view, cards)
    led = suit(trick[0][1])
    if suit(cards[0]) != led or any(suit(c) != led for c in cards):
        # Void in the led suit: this trick is someone else's, so shed the worst card.
        return max(cards, key=danger)
    best = max(rank(c) for _, c in trick if suit(c) == led)
    ducking = [c for c in cards if rank(c) < best]
    winning = [c for c in cards if rank(c) > best]
    last = len(trick) == view["seats"] - 1
    seat = view["seat"]
    chasing_zero = view["tricks"][seat] == 0 and _low_hand(view["hand"])
    if last and winning and not chasing_zero:
        gain = view["trick_value"] - sum(PENALTY[c] for _, c in trick)
        cheapest = min(winning, key=lambda c: (PENALTY[c], -rank(c)))
        if gain - PENALTY[cheapest] > 0:
            return cheapest
    if ducking:
        return max(ducking, key=rank)
    if led == PENALTY_SUIT:
        safe = [c for c in winning if PENALTY[c] < 26] or winning
        return min(safe, key=rank)
    return max(winning, key=rank)


def _lead(view: View, cards: list[str]) -> str:
    plain = [c for c in cards if suit(c) != PENALTY_SUIT]
    pool = plain or cards
    return min(pool, key=lambda c: (rank(c), PENALTY[c]))


def _low_hand(hand: Sequence[str]) -> bool:
    return bool(hand) and sum(rank(c) for c in hand) / len(hand) <= 5
