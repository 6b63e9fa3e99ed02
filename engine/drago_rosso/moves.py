"""Drago Rosso's moves, and the one place where their action strings are read and written.

Actions stay short strings (``"reveal"``, ``"stop"``, ``"take"``, ``"pass"``) because they travel in
custom ids and logs; :func:`parse` turns one into its :data:`Move` and :func:`to_action` back.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from engine.protocol import IllegalAction


@dataclass(frozen=True)
class Reveal:
    """The active player reveals the top card of the deck."""

    word: ClassVar[str] = "reveal"


@dataclass(frozen=True)
class Stop:
    """The active player stops (after at least one reveal): the others may take over, else it banks the pile."""

    word: ClassVar[str] = "stop"


@dataclass(frozen=True)
class Take:
    """A seat asked in a ransom offer pays the ransom to take over the turn."""

    word: ClassVar[str] = "take"


@dataclass(frozen=True)
class Pass:
    """A seat asked in a ransom offer lets it go (silence counts as this)."""

    word: ClassVar[str] = "pass"


Move = Reveal | Stop | Take | Pass
REVEAL, STOP, TAKE, PASS = Reveal(), Stop(), Take(), Pass()
_BY_WORD: dict[str, Move] = {move.word: move for move in (REVEAL, STOP, TAKE, PASS)}


def parse(text: str) -> Move:
    """The move an action string names; :class:`IllegalAction` for anything else."""
    try:
        return _BY_WORD[text]
    except KeyError:
        raise IllegalAction("not_allowed_now", action=text) from None


def try_parse(text: str) -> Move | None:
    """The move an action string names, or None."""
    return _BY_WORD.get(text)


def to_action(move: Move) -> str:
    """The action string of ``move`` (for ``legal_actions``, logs and custom ids)."""
    return move.word


def parse_all(actions: Sequence[str]) -> set[Move]:
    """The moves a list of legal actions offers."""
    return {parse(text) for text in actions}
