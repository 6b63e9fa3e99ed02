"""What one seat of a Red Dragon game may know, as typed data (the spectator's view has no hand)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlayedCard:
    """A card in a trick and the seat that played it."""

    seat: int
    card: str


@dataclass(frozen=True)
class LastTrick:
    """The last completed trick: its cards in playing order, who took it and the red points in it."""

    cards: tuple[PlayedCard, ...]
    winner: int
    penalty: int


@dataclass(frozen=True)
class RoundParts:
    """Where a seat's points of a round came from: ``tricks`` worth the trick's value each, less ``red`` points,
    plus the no-trick ``bonus``."""

    tricks: int
    red: int
    bonus: int


@dataclass(frozen=True)
class SeatView:
    """A seat's view (``seat`` None: a spectator, who has no ``hand``, ``stock_chosen`` or ``legal``).

    Per-seat tuples are indexed by seat. ``phase`` is ``stock``, ``draft``, ``play`` or ``over``.
    """

    seats: int
    seat: int | None
    round: int
    rounds: int
    phase: str
    #: the round's first player (who drafts first and leads the first trick)
    first_player: int
    hand_size: int
    #: how many cards each player puts into the stock
    stock_size: int
    #: points a trick is worth
    trick_value: int
    to_act: tuple[int, ...]
    #: during the stock phase: whether each seat has chosen all its stock cards (empty otherwise)
    stock_ready: tuple[bool, ...]
    #: the face-up stock being drafted
    stock: tuple[str, ...]
    #: seats in the order they draft the rest of the stock
    draft_order: tuple[int, ...]
    #: the trick being played, in playing order
    trick: tuple[PlayedCard, ...]
    #: the suit the current trick was led with (None: no card in it yet)
    led_suit: str | None
    leader: int
    #: tricks taken this round, by seat
    tricks: tuple[int, ...]
    #: red points in the tricks taken this round, by seat
    penalties: tuple[int, ...]
    hand_counts: tuple[int, ...]
    #: every card played this round, in order
    played: tuple[str, ...]
    last_trick: LastTrick | None
    #: the scoresheet: one row of points by seat per finished round
    rows: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    #: the seat that took every trick of a round and won at once
    sweep: int | None
    over: bool
    hand: tuple[str, ...] | None = None
    #: the cards this seat has put into the stock so far (stock phase; empty otherwise)
    stock_chosen: tuple[str, ...] | None = None
    legal: tuple[str, ...] = ()
    #: the parts of the last scored round's points, by seat (empty before the first round is scored)
    last_round: tuple[RoundParts, ...] = ()
