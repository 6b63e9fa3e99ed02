"""A heuristic Red Dragon player that sees only its own seat's view.

It plays the way a careful human does: give the dangerous cards (high reds, the red 11,
high cards that win tricks) away in the stock, draft low cards back, duck under tricks
that carry red, shed red and high cards when void, and take clean tricks when it is the
last to play. With an empty trick pile and a low hand it goes for the zero-trick bonus.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, with_mistakes
from engine.red_dragon.moves import Move, Play, Stock, Take, format_move, parse
from engine.red_dragon.rules import PENALTY, PENALTY_SUIT, rank, suit
from engine.red_dragon.views import SeatView


def danger(card: str) -> int:
    """How much a card tends to hurt its holder: red points weigh double, high ranks win tricks."""
    return 2 * PENALTY[card] + rank(card)


def choose(view: SeatView, legal: Sequence[str], rng: random.Random) -> str:
    offered = [parse(a) for a in legal]
    cards = [m.card for m in offered]
    move: Move
    if isinstance(offered[0], Stock):
        move = Stock(max(cards, key=lambda c: (danger(c), rng.random())))
    elif isinstance(offered[0], Take):
        move = Take(min(cards, key=lambda c: (danger(c), rng.random())))
    else:
        move = Play(_play(view, cards))
    return format_move(move)


def _play(view: SeatView, cards: list[str]) -> str:
    trick = [(p.seat, p.card) for p in view.trick]
    if not trick or view.led_suit is None:
        return _lead(view, cards)
    led = view.led_suit
    if suit(cards[0]) != led or any(suit(c) != led for c in cards):
        # Void in the led suit: this trick is someone else's, so shed the worst card.
        return max(cards, key=danger)
    best = max(rank(c) for _, c in trick if suit(c) == led)
    ducking = [c for c in cards if rank(c) < best]
    winning = [c for c in cards if rank(c) > best]
    last = len(trick) == view.seats - 1
    seat = view.seat
    chasing_zero = seat is not None and view.tricks[seat] == 0 and _low_hand(view.hand or ())
    if last and winning and not chasing_zero:
        gain = view.trick_value - sum(PENALTY[c] for _, c in trick)
        cheapest = min(winning, key=lambda c: (PENALTY[c], -rank(c)))
        if gain - PENALTY[cheapest] > 0:
            return cheapest
    if ducking:
        return max(ducking, key=rank)
    if led == PENALTY_SUIT:
        safe = [c for c in winning if PENALTY[c] < 26] or winning
        return min(safe, key=rank)
    return max(winning, key=rank)


def _lead(view: SeatView, cards: list[str]) -> str:
    plain = [c for c in cards if suit(c) != PENALTY_SUIT]
    pool = plain or cards
    return min(pool, key=lambda c: (rank(c), PENALTY[c]))


def _low_hand(hand: Sequence[str]) -> bool:
    return bool(hand) and sum(rank(c) for c in hand) / len(hand) <= 5


def play(view: SeatView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL) -> str:
    """The AI at ``level``: easy errs now and then, normal is :func:`choose`, hard searches."""
    if level == "easy":
        return with_mistakes(choose, view, legal, rng)
    if level == "hard":
        from engine.red_dragon.search import choose as search

        return search(view, legal, rng)
    return choose(view, legal, rng)
