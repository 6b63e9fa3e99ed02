"""What a seat sees of a Drago Rosso game, as typed data.

Nothing is hidden in this game but the order of the undrawn cards, so every seat and the
spectators see the same table; a seat's view adds what concerns that seat itself (what the next
card would cost it, where it stands in a ransom offer). The deck's contents by kind are public:
anybody could count the revealed cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.drago_rosso.cards import KINDS

# the phases of a game
TURN, OFFER, OVER = "turn", "offer", "over"
# what a card does (``LastCard.effect``, ``NextCard.effect``)
ADVANCE = "advance"  # footprints: the knight walks on and gems are placed beside it
AT_HEAD = "head"  # footprints past the last stripe: the pile and the whole treasure, and the game ends
STOPPED = "stop"  # a stop card: a fine, the pile back to the treasure, the next turn
DANGER = "danger"  # the first or second danger card: works as a stop card
DOOM = "doom"  # the last danger card: the revealer loses every gem and the game ends
# how the game ended (``SeatView.end``)
END_HEAD, END_DANGER = "head", "danger"
# where a seat asked to pay a ransom stands (``Bidder.status``)
DECIDING = "deciding"  # not answered yet
TAKES = "takes"  # would take over (it does if every seat before it clockwise passes)
PASSES = "passes"
SKIPPED = "skipped"  # not answered, but a seat before it clockwise takes over: no longer asked


@dataclass(frozen=True)
class LastCard:
    """The last revealed card and what it did."""

    seat: int
    card: str  # a kind of ``KINDS``
    effect: str  # ADVANCE, AT_HEAD, STOPPED, DANGER or DOOM
    start: int  # the knight's stripe before (0: the tail)
    to: int  # and after (0 again after a stop or danger card)
    placed: int = 0  # gems placed beside the knight
    fine: int = 0  # gems the revealer paid to the treasure
    returned: int = 0  # gems beside the knight that went back to the treasure
    lost: int = 0  # gems the dragon took (DOOM)
    gained: int = 0  # gems won at the head (the pile and the treasure)


#: the parts of a round's change of gems, in the order of :class:`RoundParts`' fields
PARTS = ("banked", "received", "paid", "fines", "lost", "treasure")


@dataclass(frozen=True)
class RoundParts:
    """Where a seat's gems of a round came from and went, signed (below zero: gems lost), so that they add up to the
    round's change: the piles it ``banked``, the ransoms it ``received`` and ``paid``, the ``fines`` of stop and danger
    cards, the gems ``lost`` to the dragon and the ``treasure`` won at the head."""

    banked: int = 0
    received: int = 0
    paid: int = 0
    fines: int = 0
    lost: int = 0
    treasure: int = 0


@dataclass(frozen=True)
class Bidder:
    """A seat asked to pay a ransom, and its answer so far."""

    seat: int
    status: str  # DECIDING, TAKES, PASSES or SKIPPED


@dataclass(frozen=True)
class Offer:
    """An open ransom offer: who stopped, what taking over costs, and who may take it in which order."""

    stopper: int
    amount: int
    #: every seat that can pay, clockwise from the stopper: the first of them to take over gets the turn
    bidders: tuple[Bidder, ...]
    #: seats whose answers are still awaited
    waiting: tuple[int, ...]
    #: for the viewing seat while it may take over: bidders before it still deciding (its take counts
    #: only if they pass) and bidders after it who offered to take over (its take beats theirs)
    ahead: tuple[int, ...] = ()
    beaten: tuple[int, ...] = ()

    def status(self, seat: int) -> str | None:
        """Where ``seat`` stands in this offer; None if it was not asked (the stopper, or it cannot pay)."""
        return next((bidder.status for bidder in self.bidders if bidder.seat == seat), None)


@dataclass(frozen=True)
class NextCard:
    """What the next card would do if it is of this kind, for the seat that would reveal it."""

    card: str  # a kind of ``KINDS``
    count: int  # how many of this kind are left in the deck
    effect: str  # ADVANCE, AT_HEAD, STOPPED, DANGER or DOOM
    ends_turn: bool  # a stop or danger card
    to: int = 0  # footprints: the stripe the knight would reach (``HEAD`` past the last one)
    placed: int = 0  # footprints: gems placed beside the knight (at the head: the whole treasure)
    fine_divisor: int = 0  # stop and danger cards: the fine is this fraction (1/n) of the revealer's gems
    doubles: bool = False  # the second danger card: from then on fines are 1/2 and placements double
    #: the viewing seat's fine (or, for DOOM, every gem it would lose), if it is the one to reveal
    cost: int | None = None


@dataclass(frozen=True)
class SeatView:
    """The table as ``seat`` sees it (``None``: a spectator). Everything but the deck's order is public."""

    seat: int | None
    seats: int
    phase: str  # TURN, OFFER or OVER
    turn: int
    round: int  # every seat owns one turn a round, the first seat first
    round_gems: tuple[int, ...]  # everyone's gems when this round began (when the round before ended)
    last_round: tuple[int, ...]  # gems each seat won (or lost, below 0) in the round before; () in round 1
    knight: int  # 0: the tail, 1-17 a stripe, ``HEAD`` past the last stripe
    pile: int  # gems beside the knight
    treasure: int
    gems: tuple[int, ...]
    active: int  # who reveals (or stopped, during an offer)
    owner: int  # whose turn it is; the next turn goes to the seat after them
    to_act: tuple[int, ...]
    dangers: int  # danger cards revealed
    fine_divisor: int  # fines are 1/n of the payer's gems
    doubled: bool  # placements are doubled (after the second danger card)
    deck: tuple[int, ...]  # cards left by kind, in the order of ``KINDS``
    deck_size: int
    last: LastCard | None
    offer: Offer | None
    must_reveal: bool  # the active player has to reveal before stopping
    took_over: bool  # the active player paid a ransom for this knight and has not revealed yet
    active_reveals: int  # cards the active player revealed since getting the knight
    turn_reveals: int  # cards revealed this turn
    offer_seconds: int
    #: the next card by kind (in the order of ``KINDS``), priced for the viewing seat if it would reveal it
    next_cards: tuple[NextCard, ...]
    #: the gems the viewing seat would reveal with (the active player's gems, or a bidder's less the ransom)
    payer_gems: int | None
    finished: bool
    end: str | None  # END_HEAD or END_DANGER once finished
    winners: tuple[int, ...]
    #: where each seat's change of the round before came from (empty in round 1, and for a round that began before
    #: the parts were kept)
    last_round_parts: tuple[RoundParts, ...] = ()

    def left(self, kind: str) -> int:
        """Cards of ``kind`` left in the deck."""
        return self.deck[KINDS.index(kind)]
