"""Red Dragon moves: the compact action strings (``stock:R11``, ``take:G3``, ``play:B14``) and back.

Actions travel as strings in custom ids, select values and logs; this module is the one place that
reads and writes them.
"""

from __future__ import annotations

from collections.abc import Iterable
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
MoveType = type[Stock] | type[Take] | type[Play]
MOVE_TYPES: tuple[MoveType, ...] = (Stock, Take, Play)
_BY_VERB: dict[str, MoveType] = {t.verb: t for t in MOVE_TYPES}


def parse(action: str) -> Move:
    """The move an action string names; ``ValueError`` for anything that is not a move's shape."""
    verb, _, card = action.partition(":")
    move_type = _BY_VERB.get(verb)
    if move_type is None or not card:
        raise ValueError(f"not a Red Dragon move: {action!r}")
    return move_type(card)


def format_move(move: Move) -> str:
    """The action string of ``move``: ``parse(format_move(m)) == m``."""
    return f"{move.verb}:{move.card}"


def actions(move_type: MoveType, cards: Iterable[str]) -> list[str]:
    """The action strings of ``move_type`` with each of ``cards`` (how the rules list legal actions)."""
    prefix = f"{move_type.verb}:"
    return [prefix + card for card in cards]


def stock(card: str) -> str:
    """``format_move(Stock(card))``."""
    return f"{Stock.verb}:{card}"


def take(card: str) -> str:
    """``format_move(Take(card))``."""
    return f"{Take.verb}:{card}"


def play(card: str) -> str:
    """``format_move(Play(card))``."""
    return f"{Play.verb}:{card}"
