"""What a seat sees of a Sárkánytojás game and of a Dragons' Path game: frozen dataclasses, no words.

Tiles are their codes: a signed ``int`` for a value tile (an egg above zero, a dragon below) or
``"shield"`` / ``"pit"``; :func:`engine.sarkanytojas.rules.tile_kind` names their kind. Squares and
cells are zero-based ``(row, col)`` pairs. A spectator's view (seat ``None``) is the same type with
everything private left out.
"""

from __future__ import annotations

from dataclasses import dataclass

Tile = int | str
Square = tuple[int, int]

# -- Sárkánytojás ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Line:
    """A row (``direction`` ``"row"``, ``index`` its zero-based number) or a column."""

    direction: str
    index: int


@dataclass(frozen=True)
class TakeChoice:
    """One tile the seat to take may take, and what that take leads to.

    ``cost``: for a Shield or Pit, the kind of tile (``"dragon"`` / ``"egg"``) it makes its taker give
    up, ``None`` for a value tile; ``costs`` says whether the taker has one to give up. ``next_line`` is
    the line the next taker (``next_seat``) must then take from, ``next_tiles`` what it holds; when it
    is empty the take ends the game (``ends_game``) and its taker gets the Dragon Egg.
    """

    action: str
    square: Square
    tile: Tile
    cost: str | None
    costs: bool
    next_seat: int
    next_line: Line
    next_tiles: tuple[Tile, ...]
    ends_game: bool


@dataclass(frozen=True)
class FaceDown:
    """A Shield or Pit (``by``) a player took: ``kind`` of the tile it cost them (``None``: they had none to
    give up), and that tile's value when the viewer may know it."""

    by: str
    kind: str | None
    tile: int | None


@dataclass(frozen=True)
class Haul:
    """A player's tiles as the viewer may know them.

    Taken tiles lie face down in front of their taker: while a game is played a viewer sees only how many
    tiles (``tiles``) each other player holds (``face_down``: ``taken`` and ``kept`` empty / ``None``,
    scores ``None``) and which Shields and Pits they took; the house rule "open scores" shows every haul.
    Otherwise ``taken`` is every tile they took this game, in order; ``kept``/``score``: their scoring
    tiles and their sum, ``None`` while some of them went face down unseen by the viewer; ``score_range``
    is then what the public can tell (exact otherwise; ``None`` for a face-down haul).
    """

    seat: int
    side: int
    taken: tuple[Tile, ...]
    kept: tuple[int, ...] | None
    discards: tuple[FaceDown, ...]
    score: int | None
    score_range: tuple[int, int] | None
    tiles: int = 0
    face_down: bool = False


@dataclass(frozen=True)
class Side:
    """A scoring side: one seat, or a pair with four players (``score_range`` ``None``: a haul is face down)."""

    side: int
    seats: tuple[int, ...]
    score: int | None
    score_range: tuple[int, int] | None


@dataclass(frozen=True)
class DiscardOption:
    action: str
    tile: int


@dataclass(frozen=True)
class PendingDiscard:
    """``seat`` took a Shield or Pit (``by``) and chooses which of their ``kind`` tiles to give up; the
    ``options`` are shown to that seat only (empty for everyone else)."""

    seat: int
    by: str
    kind: str
    options: tuple[DiscardOption, ...]


@dataclass(frozen=True)
class LastTake:
    seat: int
    square: Square


@dataclass(frozen=True)
class ScoreParts:
    """Where a player's score of a game came from: the ``eggs`` they kept (the sum of their values), the ``dragons``
    they kept (the sum of theirs, below zero) and the Dragon Egg's bonus (``egg``, 0 unless they took last)."""

    eggs: int
    dragons: int
    egg: int

    @property
    def score(self) -> int:
        """The score these parts make: the one sum every view of a game's score reads."""
        return self.eggs + self.dragons + self.egg


@dataclass(frozen=True)
class GameRecap:
    """Everything revealed about a finished game.

    ``end``: :data:`~engine.sarkanytojas.events.FIELD_EMPTY` or ``LINE_EMPTY`` (then ``stuck`` had no tile
    in their ``direction``). ``personal``: each seat's own score (the Dragon Egg included), ``parts`` what it is
    made of, ``scores``: each seat's side score, ``points``: the match points it gave.
    """

    number: int
    grid: tuple[tuple[Tile | None, ...], ...]
    egg: Square
    egg_to: int
    end: str
    stuck: int | None
    direction: str | None
    kept: tuple[tuple[int, ...], ...]
    discards: tuple[tuple[FaceDown, ...], ...]
    personal: tuple[int, ...]
    scores: tuple[int, ...]
    points: tuple[int, ...]
    winners: tuple[int, ...]
    parts: tuple[ScoreParts, ...] = ()


@dataclass(frozen=True)
class SarkanytojasView:
    """A seat's view of a Sárkánytojás match (``seat`` ``None``: a spectator's)."""

    seat: int | None
    seats: int
    size: int
    shield_pit: bool
    open_scores: bool
    games: int
    game_number: int
    grid: tuple[tuple[Tile | None, ...], ...]
    egg: Square
    tiles_left: int
    takes: int
    starter: int
    turn: int | None
    line: Line | None
    choices: tuple[TakeChoice, ...]
    last_take: LastTake | None
    #: the takes since the next taker last took, oldest first (the table marks them)
    recent_takes: tuple[LastTake, ...]
    pending_discard: PendingDiscard | None
    players: tuple[Haul, ...]
    pairs: bool
    sides: tuple[Side, ...]
    match_points: tuple[int, ...]
    scoresheet: tuple[tuple[int, ...], ...]
    points_sheet: tuple[tuple[int, ...], ...]
    last_game: GameRecap | None
    finished: bool
    winners: tuple[int, ...]
    egg_bonus: int


# -- Dragons' Path -----------------------------------------------------------------------------

Board = tuple[tuple[int | None, ...], ...]


@dataclass(frozen=True)
class OwnRoute:
    """The route the viewer is building: its cells in order, its value (checking only) and the cells it may
    take next."""

    route: tuple[Square, ...]
    value: int | None  # None while the guesser demonstrates: they keep their own count
    next: tuple[Square, ...]


@dataclass(frozen=True)
class Check:
    """A checker's progress: ``status`` ``"checking"``, ``"done"`` or ``"found"`` (then ``value``)."""

    seat: int
    status: str
    value: int | None


@dataclass(frozen=True)
class Found:
    seat: int
    value: int


@dataclass(frozen=True)
class RoundRecap:
    """Everything revealed about a finished round; ``points`` is ``None`` in practice."""

    round: int
    board: Board
    guesser: int | None
    guess: int | None
    found: Found | None
    shown: bool
    points: tuple[int, ...] | None
    best: int
    best_route: tuple[Square, ...]
    #: the route shown to the table (the best one a checker found, or the guesser's), by ``played_by``
    played: tuple[Square, ...] = ()
    played_by: int | None = None


@dataclass(frozen=True)
class PathView:
    """A seat's view of a Dragons' Path game (``seat`` ``None``: a spectator's)."""

    seat: int | None
    seats: int
    practice: bool
    level: str
    size: int
    check_seconds: int  # 0: untimed
    race_seconds: int  # 0: no limit
    passed: tuple[int, ...]  # the seats that gave up on this board
    round: int
    rounds: int
    phase: str
    board: Board
    guess_range: tuple[int, int]
    guesser: int | None
    guess: int | None
    target: int | None
    checks: tuple[Check, ...]
    found: tuple[Found, ...]
    own: OwnRoute | None
    to_act: tuple[int, ...]
    sheet: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    #: each seat's placement by points so far (1 is best, equal points share)
    places: tuple[int, ...]
    last_round: RoundRecap | None
    finished: bool
