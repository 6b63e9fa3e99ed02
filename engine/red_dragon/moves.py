"""Red Dragon moves: the compact action strings (``stock:R11``, ``take:G3``, ``play:B14``) and back.

Actions travel as strings in custom ids, select values and logs; this module is the one place that
reads and writes them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class Stock:
    """Put ``card`` from the hand into the common stock (in secret)."""

    verb: ClassVar[str] = "stock"
    card: str


@dataclass(frozen=True)
class Take:
    """Draft ``card`` back from the face-up stock."""

    verb: ClassVar[str] = "take"
    card: str


@dataclass(frozen=True)
class Play:
    """Play ``card`` into the trick."""

    verb: ClassVar[str] = "play"
    card: str


Move = Stock | Take | Play
MOVE_TYPES: tuple[type[Stock] | type[Take] | type[Play], ...] = (Stock, Take, Play)


def parse(action: str) -> Move:
    """The move an action string names; ``ValueError`` for anything that is not a move's shape."""
    verb, sep, card = action.partition(":")
    if not sep or not card:
        raise ValueError(f"not a Red Dragon move: {action!r}")
    for move_type in MOVE_TYPES:
        if move_type.verb == verb:
            return move_type(card)
    raise ValueError(f"not a Red Dragon move: {action!r}")


def format_move(move: Move) -> str:
    """The action string of ``move``: ``parse(format_move(m)) == m``."""
    return f"{move.verb}:{move.card}"


def stock(card: str) -> str:
    return format_move(Stock(card))


def take(card: str) -> str:
    return format_move(Take(card))


def play(card: str) -> str:
    return format_move(Play(card))
