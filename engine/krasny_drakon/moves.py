"""Krasny Drakon's moves: the compact action strings, parsed and formatted in this one place.

* ``reserve:<card>``  set-up: put one of the eight dealt cards into the reserve (three times)
* ``unlock:reserve`` / ``unlock:chance``  the once-only choice when the opening cards are gone
* ``play:<card>``  one card from the current source; a joker names its rank: ``play:JK1=7``
* ``play:<card>+<card>...``  with the ``sets`` option, equal ranks from one source together
* ``chance:<slot>``  turn over chance card ``slot`` (0-4) and play it if it fits
* ``declare:<rank>``  the rank of a joker just turned over from the chance cards
* ``pickup``  take the pile; offered only when nothing can be played
"""

from __future__ import annotations

from dataclasses import dataclass

JOKER = "JK"
#: the sources a seat may choose to unlock first
UNLOCKABLE = ("reserve", "chance")


def rank_of(card: str) -> str:
    """The printed rank of ``card``; ``"JK"`` for a joker."""
    return JOKER if card.startswith(JOKER) else card[0]


@dataclass(frozen=True)
class Reserve:
    """Put ``card`` (one of the dealt cards) into the reserve."""

    card: str


@dataclass(frozen=True)
class Unlock:
    """Play ``source`` (``"reserve"`` or ``"chance"``) after the opening cards, then the other one."""

    source: str


@dataclass(frozen=True)
class Play:
    """Put ``cards`` (one rank, from one source) on the pile; a single joker names the rank it plays as."""

    cards: tuple[str, ...]
    declared: str | None = None

    @property
    def rank(self) -> str:
        """The rank the cards count as on the pile."""
        return self.declared or rank_of(self.cards[0])

    @property
    def is_set(self) -> bool:
        return len(self.cards) > 1


@dataclass(frozen=True)
class Chance:
    """Turn over the chance card in ``slot`` and play it if it fits."""

    slot: int


@dataclass(frozen=True)
class Declare:
    """The rank of the joker just turned over from the chance cards."""

    rank: str


@dataclass(frozen=True)
class Pickup:
    """Take the whole pile into the hand."""


Move = Reserve | Unlock | Play | Chance | Declare | Pickup


def parse(action: str) -> Move:
    """The move an action string names; ``ValueError`` when it is no action of this game."""
    verb, colon, arg = action.partition(":")
    if verb == "pickup" and not colon:
        return Pickup()
    if not arg:
        raise ValueError(f"{action!r} is not an action of this game")
    if verb == "reserve":
        return Reserve(arg)
    if verb == "unlock" and arg in UNLOCKABLE:
        return Unlock(arg)
    if verb == "declare":
        return Declare(arg)
    if verb == "chance" and arg.isdigit():
        return Chance(int(arg))
    if verb == "play":
        played, equals, declared = arg.partition("=")
        cards = tuple(played.split("+"))
        if all(cards) and (declared or not equals):
            return Play(cards, declared or None)
    raise ValueError(f"{action!r} is not an action of this game")


def format_move(move: Move) -> str:
    """The action string of ``move`` (``parse(format_move(move)) == move``)."""
    if isinstance(move, Reserve):
        return f"reserve:{move.card}"
    if isinstance(move, Unlock):
        return f"unlock:{move.source}"
    if isinstance(move, Play):
        declared = f"={move.declared}" if move.declared else ""
        return "play:" + "+".join(move.cards) + declared
    if isinstance(move, Chance):
        return f"chance:{move.slot}"
    if isinstance(move, Declare):
        return f"declare:{move.rank}"
    return "pickup"
