"""The moves of Sárkánytojás and of the Dragons' Path game, and their compact action strings.

Actions travel as short strings in custom ids and logs; this module is the one place that reads
and writes them. Squares and cells are zero-based ``(row, col)`` digits.

Sárkánytojás: ``take:<row><col>`` (take that square's tile), ``discard:<index>`` (give up the kept
tile at that index after a Shield or Pit).

Dragons' Path: ``guess:<n>``, ``pass``, ``step:<row><col>``, ``undo``, ``submit``, ``done``,
``giveup``, ``next``.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.protocol import IllegalAction

# -- Sárkánytojás ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Take:
    """Take the tile on ``(row, col)``."""

    row: int
    col: int

    @property
    def action(self) -> str:
        return f"take:{self.row}{self.col}"


@dataclass(frozen=True)
class Discard:
    """Give up the kept tile at ``index`` (into the taker's kept tiles) for a Shield or Pit."""

    index: int

    @property
    def action(self) -> str:
        return f"discard:{self.index}"


Move = Take | Discard


def _cell(arg: str, action: str) -> tuple[int, int]:
    if len(arg) != 2 or not arg.isdigit():
        raise IllegalAction("not_a_move", action=action)
    return int(arg[0]), int(arg[1])


def parse(action: str) -> Move:
    """The Sárkánytojás move an action string names; :class:`IllegalAction` if it names none."""
    verb, _, arg = action.partition(":")
    if verb == "take":
        return Take(*_cell(arg, action))
    if verb == "discard" and arg.isdigit():
        return Discard(int(arg))
    raise IllegalAction("not_a_move", action=action)


def action(move: Move | PathMove) -> str:
    """The action string of a move (of either game)."""
    return move.action


# -- Dragons' Path -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Guess:
    """Announce a route worth ``value``."""

    value: int

    @property
    def action(self) -> str:
        return f"guess:{self.value}"


@dataclass(frozen=True)
class Step:
    """Add the tile on ``(row, col)`` to the route being built."""

    row: int
    col: int

    @property
    def action(self) -> str:
        return f"step:{self.row}{self.col}"


@dataclass(frozen=True)
class Word:
    """A move without an argument: ``pass``, ``undo``, ``submit``, ``done``, ``giveup`` or ``next``."""

    verb: str

    @property
    def action(self) -> str:
        return self.verb


PASS, UNDO, SUBMIT, DONE, GIVEUP, NEXT = (Word(w) for w in ("pass", "undo", "submit", "done", "giveup", "next"))
WORDS = frozenset(w.verb for w in (PASS, UNDO, SUBMIT, DONE, GIVEUP, NEXT))

PathMove = Guess | Step | Word


def parse_path(action: str) -> PathMove:
    """The Dragons' Path move an action string names; :class:`IllegalAction` if it names none."""
    if action in WORDS:
        return Word(action)
    verb, _, arg = action.partition(":")
    if verb == "guess":
        digits = arg[1:] if arg[:1] in ("-", "+") else arg
        if digits.isdigit():
            return Guess(int(arg))
    elif verb == "step":
        return Step(*_cell(arg, action))
    raise IllegalAction("not_a_move", action=action)
