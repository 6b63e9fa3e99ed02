"""What happens in Sárkánytojás and in the Dragons' Path game, as data (the Discord side writes the words).

Seats are numbers, squares zero-based ``row`` / ``col``, tiles their codes (a signed value, or
``"shield"`` / ``"pit"``), kinds of tile ``"egg"`` / ``"dragon"``. Events are shown to the whole
table, so none carries what only one seat may know (such as the value of a tile put face down).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.protocol import Event
from engine.sarkanytojas.views import ScoreParts

# -- Sárkánytojás ------------------------------------------------------------------------------

#: how a game ended: no tile left on the field, or none in the next taker's line
FIELD_EMPTY = "field_empty"
LINE_EMPTY = "line_empty"


@dataclass(frozen=True)
class TileTaken(Event):
    """``seat`` took the value tile ``tile`` from ``(row, col)`` and keeps it."""

    kind = "take"
    seat: int
    row: int
    col: int
    tile: int


@dataclass(frozen=True)
class ShieldPitTaken(Event):
    """``seat`` took a Shield or Pit (``tile``) from ``(row, col)``; it costs one of their ``cost`` tiles
    (``"dragon"`` / ``"egg"``). With ``must_give_up`` they now choose which; otherwise they had none and the
    Shield or Pit is simply discarded."""

    kind = "take_shield_pit"
    seat: int
    row: int
    col: int
    tile: str
    cost: str
    must_give_up: bool


@dataclass(frozen=True)
class TileGivenUp(Event):
    """``seat`` put the Shield or Pit ``by`` and one of their ``tile_kind`` tiles face down (value unsaid)."""

    kind = "discard"
    seat: int
    by: str
    tile_kind: str


@dataclass(frozen=True)
class GameOver(Event):
    """Game ``game`` ended (``end``: :data:`FIELD_EMPTY` or :data:`LINE_EMPTY`, then ``stuck`` had no tile in
    their ``direction``); ``egg_to`` took last and got the Dragon Egg (``egg_bonus``). ``personal``: each
    seat's own score, made of the ``eggs`` and the ``dragons`` (below zero) they kept and the Dragon Egg's bonus;
    ``scores``: each seat's side score, ``points``: match points, ``winners``: seats (events stored before the
    parts were kept have empty ``eggs`` and ``dragons``)."""

    kind = "game_over"
    game: int
    end: str
    stuck: int | None
    direction: str | None
    egg_to: int
    egg_bonus: int
    personal: tuple[int, ...]
    scores: tuple[int, ...]
    points: tuple[int, ...]
    winners: tuple[int, ...]
    pairs: bool
    eggs: tuple[int, ...] = ()
    dragons: tuple[int, ...] = ()

    def score_parts(self) -> tuple[ScoreParts, ...]:
        """Each seat's own score in its parts (``personal`` is their sum); none for an event stored before."""
        return tuple(
            ScoreParts(eggs, dragons, self.egg_bonus if seat == self.egg_to else 0)
            for seat, (eggs, dragons) in enumerate(zip(self.eggs, self.dragons, strict=True))
        )


@dataclass(frozen=True)
class GameBegins(Event):
    """Game ``game`` of ``games`` is laid out; ``starter`` takes first."""

    kind = "game_begins"
    game: int
    games: int
    starter: int


@dataclass(frozen=True)
class MatchOver(Event):
    """The match is over: ``points`` per seat, ``champions`` the seats with the most (``best``)."""

    kind = "match_over"
    points: tuple[int, ...]
    champions: tuple[int, ...]
    best: int


SARKANYTOJAS_EVENTS: tuple[type[Event], ...] = (TileTaken, ShieldPitTaken, TileGivenUp, GameOver, GameBegins, MatchOver)

# -- Dragons' Path -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Passed(Event):
    """A lone player gave up on this board."""

    kind = "pass"
    seat: int


@dataclass(frozen=True)
class Guessed(Event):
    """``seat`` announced a route worth ``guess``; in ``practice`` it is checked at once, else the others check."""

    kind = "guess"
    seat: int
    guess: int
    practice: bool


@dataclass(frozen=True)
class RouteFound(Event):
    """Checker ``seat`` showed a route worth ``value``, beating the ``guess``."""

    kind = "found"
    seat: int
    value: int
    guess: int


@dataclass(frozen=True)
class MustShow(Event):
    """Nobody beat the guess: the guesser ``seat`` must now show a route worth ``guess``."""

    kind = "showing"
    seat: int
    guess: int


@dataclass(frozen=True)
class RouteShown(Event):
    """The guesser ``seat`` showed a route worth ``value`` (``ok``: at least the ``guess``), or none (``value``
    None)."""

    kind = "shown"
    seat: int
    ok: bool
    value: int | None
    guess: int


@dataclass(frozen=True)
class RoundOver(Event):
    """Round ``round`` is scored (``points`` per seat; None in practice); the best route was worth ``best``."""

    kind = "round_over"
    round: int
    points: tuple[int, ...] | None
    best: int


@dataclass(frozen=True)
class PathGameOver(Event):
    """The game is over: ``winners`` with ``points`` each."""

    kind = "path_over"
    winners: tuple[int, ...]
    points: int


@dataclass(frozen=True)
class RoundBegins(Event):
    """Round ``round`` of ``rounds`` is laid out."""

    kind = "round_begins"
    round: int
    rounds: int


PATH_EVENTS: tuple[type[Event], ...] = (
    Passed,
    Guessed,
    RouteFound,
    MustShow,
    RouteShown,
    RoundOver,
    PathGameOver,
    RoundBegins,
)
