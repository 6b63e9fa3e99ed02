"""Sárkánytojás: take egg and dragon tiles from the egg pawn's row or column on a 7x7 field.

The 48 value tiles (eggs +1..+10, dragons -1..-10) and the Start tile are shuffled into a
7x7 grid; the egg pawn replaces the Start tile. Each take alternates direction, starting
with the pawn's row: the player takes any remaining tile in that line (any distance) and the
pawn moves onto its square. The game ends when the next player's line is empty or no tile
is left; the last taker gets the egg (+5). With 4 players the opposite seats 0+2 and 1+3
are pairs and score together.

A state covers a whole match (option ``match``): the games are played one after the
other, the first player rotating, and each game gives match points (2 players 1/0,
3 players 2/1/0 with tied players taking the higher value, 4 players 1/0 per pair).

Taken tiles lie face down (the document): during a game a view shows the other players' hauls as a
count of tiles only (partners' too); option ``open_scores`` shows them. All is revealed at the end.

Option ``shield_pit`` (the document's own supplement): 6 random value tiles are swapped for 3 Shield
and 3 Pit tiles. Taking a Shield costs the taker one of their own dragon tiles, a Pit one of their own
egg tiles, chosen by the taker with a ``discard:<index>`` action (index into their kept tiles). Both
tiles then leave the game face down, so the others learn *that* a tile went, never which.

Squares are named like a chess board: columns A-G from the left, rows 1-7 from the top;
actions use zero-based digits, ``take:<row><col>`` (``take:36`` is G4).

Tiles are stored as codes: a non-zero ``int`` for a value tile (positive egg, negative
dragon) or the strings ``"shield"`` / ``"pit"``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, Engine, Event, Option, SeatResult, placements
from engine.sarkanytojas.events import (
    FIELD_EMPTY,
    LINE_EMPTY,
    SARKANYTOJAS_EVENTS,
    GameBegins,
    GameOver,
    MatchOver,
    ShieldPitTaken,
    TileGivenUp,
    TileTaken,
)
from engine.sarkanytojas.moves import Discard, Take, parse
from engine.sarkanytojas.views import (
    DiscardOption,
    FaceDown,
    GameRecap,
    Haul,
    LastTake,
    Line,
    PendingDiscard,
    SarkanytojasView,
    ScoreParts,
    Side,
    TakeChoice,
    Tile,
)

SIZE = 7
VALUES = (1, 2, 3, 4, 5, 6, 8, 10)
COPIES = 3
EGG_BONUS = 5
SHIELD = "shield"
PIT = "pit"
START = "start"
ROW = "row"
COLUMN = "column"


def square_name(row: int, col: int) -> str:
    """``"C4"`` for row 3, column 2 (zero-based): the name shown on the table image."""
    return f"{chr(ord('A') + col)}{row + 1}"


def tile_kind(tile: Tile) -> str:
    """``"egg"``, ``"dragon"``, ``"shield"`` or ``"pit"``."""
    if isinstance(tile, int):
        return "egg" if tile > 0 else "dragon"
    return tile


def value_tiles() -> list[int]:
    return [sign * v for sign in (1, -1) for v in VALUES for _ in range(COPIES)]


def side_of(seat: int, seats: int) -> int:
    """The scoring side of ``seat``: the pair (seat % 2) with 4 players, else the seat itself."""
    return seat % 2 if seats == 4 else seat


def sides(seats: int) -> list[list[int]]:
    """The seats of each scoring side."""
    return [[0, 2], [1, 3]] if seats == 4 else [[s] for s in range(seats)]


def match_points(side_scores: Sequence[int]) -> list[int]:
    """Match points per side for one game; tied sides take the higher value."""
    places = placements(side_scores)
    if len(side_scores) == 3:
        return [{1: 2, 2: 1, 3: 0}[p] for p in places]
    return [1 if p == 1 else 0 for p in places]


def score_parts(kept: Sequence[int], egg: bool) -> ScoreParts:
    """A player's score of a game in its parts: the value tiles they kept, by kind, and the Dragon Egg's bonus if
    they took last (``egg``). The one place a game's score is figured: the score is the parts' sum."""
    return ScoreParts(
        eggs=sum(t for t in kept if t > 0), dragons=sum(t for t in kept if t < 0), egg=EGG_BONUS if egg else 0
    )


def line_squares(egg: int, direction: str) -> list[int]:
    """Square indices (row * 7 + col) of the pawn's row or column, the pawn's own square excluded."""
    row, col = divmod(egg, SIZE)
    squares = range(row * SIZE, row * SIZE + SIZE) if direction == ROW else range(col, SIZE * SIZE, SIZE)
    return [sq for sq in squares if sq != egg]


#: LINE[direction][square]: :func:`line_squares`, worked out once (every view and every move reads them)
LINE: dict[str, tuple[tuple[int, ...], ...]] = {
    d: tuple(tuple(line_squares(sq, d)) for sq in range(SIZE * SIZE)) for d in (ROW, COLUMN)
}
#: TAKE[square]: the action taking that square's tile
TAKE: tuple[str, ...] = tuple(Take(sq // SIZE, sq % SIZE).action for sq in range(SIZE * SIZE))


def direction_of(takes: int) -> str:
    """Direction of the next take after ``takes`` takes: the first take is along the row."""
    return ROW if takes % 2 == 0 else COLUMN


def effect_kind(tile: Tile | None) -> str | None:
    """The kind of tile a Shield / Pit makes its taker give up."""
    return {SHIELD: "dragon", PIT: "egg"}.get(tile) if isinstance(tile, str) else None


@dataclass
class State:
    seats: int
    seed: int
    shield_pit: bool
    games: int
    open_scores: bool = False  # every haul shown during play (games stored before the option lay face up)
    game: int = 0  # zero-based number of the game being played (== games once the match is over)
    starter: int = 0
    grid: list[Tile | None] = field(default_factory=list)  # 49 squares, None = empty
    egg: int = 0  # square of the egg pawn
    takes: int = 0  # tiles taken in this game
    last_taker: int | None = None
    last_square: int | None = None
    order: list[int] = field(default_factory=list)  # the squares taken this game, in order
    pending: str | None = None  # SHIELD / PIT: the last taker must now discard a tile
    taken: list[list[Tile]] = field(default_factory=list)  # per seat, every tile taken this game
    kept: list[list[int]] = field(default_factory=list)  # per seat, value tiles still scoring
    discards: list[list[dict[str, Any]]] = field(default_factory=list)  # {"by": SHIELD/PIT, "tile": int | None}
    sheet: list[list[int]] = field(default_factory=list)  # per finished game, each seat's side score
    points: list[list[int]] = field(default_factory=list)  # per finished game, match points per seat
    last_game: dict[str, Any] | None = None  # everything revealed about the previous game
    over: bool = False


class Sarkanytojas(Engine[State, SarkanytojasView]):
    id = "sarkanytojas"
    state_type = State
    event_types = SARKANYTOJAS_EVENTS
    title = "Sárkánytojás"
    min_seats = 2
    max_seats = 4
    options = (
        Option("shield_pit", False),
        Option("match", 1, minimum=1, maximum=9),
        Option("open_scores", False),
    )

    # -- set-up ----------------------------------------------------------------
    def new_state(self, seats: int, options: Mapping[str, Any], seed: int) -> State:
        self.check_seats(seats)
        resolved = self.resolve_options(options, seats)
        state = State(
            seats=seats,
            seed=seed,
            shield_pit=bool(resolved["shield_pit"]),
            games=int(resolved["match"]),
            open_scores=bool(resolved["open_scores"]),
        )
        self._start_game(state)
        return state

    def _start_game(self, state: State) -> None:
        rng = random.Random(f"{state.seed}:board:{state.game}")
        tiles: list[Tile] = list(value_tiles())
        if state.shield_pit:
            rng.shuffle(tiles)
            tiles = tiles[6:] + [SHIELD] * 3 + [PIT] * 3
        tiles.append(START)
        rng.shuffle(tiles)
        state.egg = tiles.index(START)
        state.grid = [None if t == START else t for t in tiles]
        state.starter = state.game % state.seats
        state.takes = 0
        state.last_taker = None
        state.last_square = None
        state.order = []
        state.pending = None
        state.taken = [[] for _ in range(state.seats)]
        state.kept = [[] for _ in range(state.seats)]
        state.discards = [[] for _ in range(state.seats)]

    # -- whose turn ------------------------------------------------------------
    @staticmethod
    def turn(state: State) -> int:
        """The seat that takes next (ignoring a pending discard)."""
        return (state.starter + state.takes) % state.seats

    @staticmethod
    def line(state: State) -> list[int]:
        """Squares holding a tile in the line the next taker must use."""
        grid = state.grid
        return [sq for sq in LINE[direction_of(state.takes)][state.egg] if grid[sq] is not None]

    def to_act(self, state: State) -> list[int]:
        if state.over:
            return []
        if state.pending is not None:
            assert state.last_taker is not None
            return [state.last_taker]
        return [self.turn(state)]

    def legal_actions(self, state: State, seat: int) -> list[str]:
        if seat not in self.to_act(state):
            return []
        if state.pending is not None:
            return [Discard(i).action for i in self.discard_choices(state, seat)]
        return [TAKE[sq] for sq in self.line(state)]

    @staticmethod
    def discard_choices(state: State, seat: int) -> list[int]:
        """Indices into ``kept[seat]`` the pending Shield/Pit allows, one per distinct value."""
        kind = effect_kind(state.pending) if state.pending else None
        seen: set[int] = set()
        choices = []
        for i, tile in enumerate(state.kept[seat]):
            if tile_kind(tile) == kind and tile not in seen:
                seen.add(tile)
                choices.append(i)
        return choices

    # -- applying actions ----------------------------------------------------------
    def apply(self, state: State, seat: int, action: str) -> list[Event]:
        self.require_legal(state, seat, action)
        move = parse(action)
        if isinstance(move, Take):
            return self._take(state, seat, move.row * SIZE + move.col)
        return self._discard(state, seat, move.index)

    def _take(self, state: State, seat: int, square: int) -> list[Event]:
        tile = state.grid[square]
        assert tile is not None
        state.grid[square] = None
        state.egg = square
        state.takes += 1
        state.last_taker = seat
        state.last_square = square
        state.order.append(square)
        state.taken[seat].append(tile)
        row, col = divmod(square, SIZE)
        kind = effect_kind(tile)
        if kind is None:
            assert isinstance(tile, int)
            state.kept[seat].append(tile)
            return [TileTaken(seat=seat, row=row, col=col, tile=tile), *self._after_take(state)]
        assert isinstance(tile, str)
        if any(tile_kind(t) == kind for t in state.kept[seat]):
            state.pending = tile
            return [ShieldPitTaken(seat=seat, row=row, col=col, tile=tile, cost=kind, must_give_up=True)]
        state.discards[seat].append({"by": tile, "tile": None})
        event = ShieldPitTaken(seat=seat, row=row, col=col, tile=tile, cost=kind, must_give_up=False)
        return [event, *self._after_take(state)]

    def _discard(self, state: State, seat: int, index: int) -> list[Event]:
        assert state.pending is not None
        by = state.pending
        tile = state.kept[seat].pop(index)
        state.discards[seat].append({"by": by, "tile": tile})
        state.pending = None
        # The value stays out of the event: events are shown to the whole table.
        return [TileGivenUp(seat=seat, by=by, tile_kind=tile_kind(tile)), *self._after_take(state)]

    def _after_take(self, state: State) -> list[Event]:
        """End the game if no tile is left or the next taker's line is empty."""
        if all(t is None for t in state.grid):
            return self._end_game(state, FIELD_EMPTY, None, None)
        if not self.line(state):
            return self._end_game(state, LINE_EMPTY, self.turn(state), direction_of(state.takes))
        return []

    @staticmethod
    def _recent_takes(state: State) -> tuple[LastTake, ...]:
        """The takes of this game since the next taker's own last take (every other player's latest), oldest
        first: what that player did not see happen yet."""
        first = max(0, len(state.order) - (state.seats - 1))
        return tuple(
            LastTake(seat=(state.starter + i) % state.seats, square=divmod(state.order[i], SIZE))
            for i in range(first, len(state.order))
        )

    def _end_game(self, state: State, end: str, stuck: int | None, direction: str | None) -> list[Event]:
        seats = state.seats
        egg_to = state.last_taker
        assert egg_to is not None
        parts = [score_parts(state.kept[s], s == egg_to) for s in range(seats)]
        personal = [p.score for p in parts]
        groups = sides(seats)
        side_scores = [sum(personal[s] for s in group) for group in groups]
        side_points = match_points(side_scores)
        row = [side_scores[side_of(s, seats)] for s in range(seats)]
        points = [side_points[side_of(s, seats)] for s in range(seats)]
        side_places = placements(side_scores)
        winners = [s for s in range(seats) if side_places[side_of(s, seats)] == 1]
        state.sheet.append(row)
        state.points.append(points)
        number = state.game + 1
        state.last_game = {
            "number": number,
            "grid": list(state.grid),
            "egg": list(divmod(state.egg, SIZE)),
            "egg_to": egg_to,
            "end": end,
            "stuck": stuck,
            "direction": direction,
            "kept": [list(kept) for kept in state.kept],
            "discards": [[dict(d) for d in ds] for ds in state.discards],
            "personal": personal,
            "scores": row,
            "points": points,
            "winners": winners,
        }
        events: list[Event] = [
            GameOver(
                game=number,
                end=end,
                stuck=stuck,
                direction=direction,
                egg_to=egg_to,
                egg_bonus=EGG_BONUS,
                personal=tuple(personal),
                scores=tuple(row),
                points=tuple(points),
                winners=tuple(winners),
                pairs=seats == 4,
                eggs=tuple(p.eggs for p in parts),
                dragons=tuple(p.dragons for p in parts),
            )
        ]
        state.game += 1
        if state.game < state.games:
            self._start_game(state)
            events.append(GameBegins(game=state.game + 1, games=state.games, starter=state.starter))
        else:
            state.over = True
            if state.games > 1:
                totals = self.match_totals(state)
                best = max(totals)
                champions = tuple(s for s in range(seats) if totals[s] == best)
                events.append(MatchOver(points=tuple(totals), champions=champions, best=best))
        return events

    # -- views and results ----------------------------------------------------------
    @staticmethod
    def match_totals(state: State) -> list[int]:
        return [sum(row[s] for row in state.points) for s in range(state.seats)]

    def match_places(self, state: State) -> list[int]:
        """Each seat's placement by match points; pairs are ranked as one."""
        totals = self.match_totals(state)
        side_places = placements([totals[group[0]] for group in sides(state.seats)])
        return [side_places[side_of(s, state.seats)] for s in range(state.seats)]

    @staticmethod
    def _grid(cells: Sequence[Tile | None]) -> tuple[tuple[Tile | None, ...], ...]:
        """The field as 7 rows of 7 tile codes, ``None`` for an empty square."""
        return tuple(tuple(cells[r * SIZE : (r + 1) * SIZE]) for r in range(SIZE))

    @staticmethod
    def _face_down(state: State, player: int, viewer: int | None) -> bool:
        """Whether ``viewer`` sees only the back of ``player``'s tiles (partners' too: they may not confer)."""
        return not state.open_scores and not state.over and player != viewer

    @staticmethod
    def _hidden(state: State, player: int, viewer: int | None) -> bool:
        """Whether some of ``player``'s scoring tiles went face down without ``viewer`` knowing which."""
        return not state.over and player != viewer and any(d["tile"] is not None for d in state.discards[player])

    def _haul(self, state: State, player: int, viewer: int | None) -> Haul:
        """What ``viewer`` knows about ``player``'s haul: everything except others' hidden discard values."""
        if self._face_down(state, player, viewer):
            return Haul(
                seat=player,
                side=side_of(player, state.seats),
                taken=(),
                kept=None,
                discards=tuple(
                    FaceDown(by=d["by"], kind=None if d["tile"] is None else effect_kind(d["by"]), tile=None)
                    for d in state.discards[player]
                ),
                score=None,
                score_range=None,
                tiles=len(state.taken[player]),
                face_down=True,
            )
        hidden = self._hidden(state, player, viewer)
        kept = state.kept[player]
        discards = tuple(
            FaceDown(
                by=d["by"],
                kind=None if d["tile"] is None else effect_kind(d["by"]),
                tile=None if d["tile"] is None or hidden else d["tile"],
            )
            for d in state.discards[player]
        )
        if hidden:
            # Public bounds: the taker may have given up any of the tiles of that kind they took.
            values = [t for t in state.taken[player] if isinstance(t, int)]
            eggs = sorted(v for v in values if v > 0)
            dragons = sorted(v for v in values if v < 0)
            lost_eggs = sum(1 for d in discards if d.kind == "egg")
            lost_dragons = sum(1 for d in discards if d.kind == "dragon")
            total = sum(values)
            low = total - sum(eggs[len(eggs) - lost_eggs :]) - sum(dragons[len(dragons) - lost_dragons :])
            high = total - sum(eggs[:lost_eggs]) - sum(dragons[:lost_dragons])
            score_range = (low, high)
        else:
            score_range = (sum(kept), sum(kept))
        return Haul(
            seat=player,
            side=side_of(player, state.seats),
            taken=tuple(state.taken[player]),
            kept=None if hidden else tuple(kept),
            discards=discards,
            score=None if hidden else sum(kept),
            score_range=score_range,
            tiles=len(state.taken[player]),
        )

    def _choice(self, state: State, square: int) -> TakeChoice:
        """A take of the tile on ``square`` by the seat to take, and what it leaves the next taker."""
        grid = state.grid
        tile = grid[square]
        assert tile is not None
        taker = self.turn(state)
        cost = effect_kind(tile)
        following = direction_of(state.takes + 1)
        row, col = divmod(square, SIZE)
        next_tiles = tuple(t for sq in LINE[following][square] if (t := grid[sq]) is not None)
        return TakeChoice(
            action=TAKE[square],
            square=(row, col),
            tile=tile,
            cost=cost,
            costs=cost is not None and any(tile_kind(t) == cost for t in state.kept[taker]),
            next_seat=(taker + 1) % state.seats,
            next_line=Line(following, col if following == COLUMN else row),
            next_tiles=next_tiles,
            ends_game=not next_tiles,
        )

    @staticmethod
    def _recap(last: Mapping[str, Any]) -> GameRecap:
        """The view of a finished game's record (also of one stored before records held only codes)."""

        def code(tile: Any) -> Any:
            if isinstance(tile, dict):  # an older record's tile descriptor
                return tile["value"] if tile["kind"] in ("egg", "dragon") else tile["kind"]
            return tile

        cells = [code(t) for row in last["grid"] for t in row] if isinstance(last["grid"][0], list) else last["grid"]
        kept = tuple(tuple(code(t) for t in tiles) for tiles in last["kept"])
        end, stuck, direction = last.get("end"), last.get("stuck"), last.get("direction")
        if end is None:  # an older record said how the game ended in words
            reason = str(last.get("reason", ""))
            found = re.search(r"\{s(\d+)\} has no tile in their (row|column)", reason)
            end = LINE_EMPTY if found else FIELD_EMPTY
            stuck, direction = (int(found[1]), found[2]) if found else (None, None)
        return GameRecap(
            number=last["number"],
            grid=Sarkanytojas._grid(cells),
            egg=(last["egg"][0], last["egg"][1]),
            egg_to=last["egg_to"],
            end=end,
            stuck=stuck,
            direction=direction,
            kept=kept,
            discards=tuple(
                tuple(
                    FaceDown(
                        by=d["by"],
                        kind=None if d["tile"] is None else effect_kind(d["by"]),
                        tile=None if d["tile"] is None else code(d["tile"]),
                    )
                    for d in ds
                )
                for ds in last["discards"]
            ),
            personal=tuple(last["personal"]),
            scores=tuple(last["scores"]),
            points=tuple(last["points"]),
            winners=tuple(last["winners"]),
            parts=tuple(score_parts(tiles, seat == last["egg_to"]) for seat, tiles in enumerate(kept)),
        )

    def view(self, state: State, seat: int | None) -> SarkanytojasView:
        seats = state.seats
        players = tuple(self._haul(state, p, seat) for p in range(seats))
        side_list = []
        for i, group in enumerate(sides(seats)):
            known = [players[s].score for s in group]
            ranges = [r for s in group if (r := players[s].score_range) is not None]
            side_list.append(
                Side(
                    side=i,
                    seats=tuple(group),
                    score=None if None in known else sum(s for s in known if s is not None),
                    score_range=(
                        (sum(r[0] for r in ranges), sum(r[1] for r in ranges)) if len(ranges) == len(group) else None
                    ),
                )
            )
        row, col = divmod(state.egg, SIZE)
        line = None
        if not state.over:
            direction = direction_of(state.takes)
            line = Line(direction, row if direction == ROW else col)
        choices: tuple[TakeChoice, ...] = ()
        if not state.over and state.pending is None:
            choices = tuple(self._choice(state, sq) for sq in self.line(state))
        pending = None
        if state.pending is not None:
            assert state.last_taker is not None
            kind = effect_kind(state.pending)
            assert kind is not None
            options: tuple[DiscardOption, ...] = ()
            if seat == state.last_taker:
                options = tuple(
                    DiscardOption(Discard(i).action, state.kept[seat][i]) for i in self.discard_choices(state, seat)
                )
            pending = PendingDiscard(seat=state.last_taker, by=state.pending, kind=kind, options=options)
        winners: tuple[int, ...] = ()
        if state.over:
            places = self.match_places(state)
            winners = tuple(s for s in range(seats) if places[s] == 1)
        last_take = None
        if state.last_square is not None:
            assert state.last_taker is not None
            last_take = LastTake(seat=state.last_taker, square=divmod(state.last_square, SIZE))
        return SarkanytojasView(
            seat=seat,
            seats=seats,
            size=SIZE,
            shield_pit=state.shield_pit,
            open_scores=state.open_scores,
            games=state.games,
            game_number=min(state.game + 1, state.games),
            grid=self._grid(state.grid),
            egg=(row, col),
            tiles_left=len(state.grid) - state.grid.count(None),
            takes=state.takes,
            starter=state.starter,
            turn=None if state.over else self.to_act(state)[0],
            line=line,
            choices=choices,
            last_take=last_take,
            recent_takes=self._recent_takes(state),
            pending_discard=pending,
            players=players,
            pairs=seats == 4,
            sides=tuple(side_list),
            match_points=tuple(self.match_totals(state)),
            scoresheet=tuple(tuple(r) for r in state.sheet),
            points_sheet=tuple(tuple(r) for r in state.points),
            last_game=None if state.last_game is None else self._recap(state.last_game),
            finished=state.over,
            winners=winners,
            egg_bonus=EGG_BONUS,
        )

    # -- what is hidden ---------------------------------------------------------------
    def redeal_hidden(self, state: State, seat: int | None, rng: random.Random) -> State:
        """A copy in which the games still to come are laid out anew, the values of the tiles lying face down
        in front of the other players are shuffled among them (each keeps the kind, egg or dragon, of every
        take, which the public can tell from their Shields and Pits), and for every other player it is dealt
        anew which tiles their Shields and Pits cost them (any tile of the right kind they held then)."""
        copy = self.clone(state)
        copy.seed = rng.randrange(2**31)  # the layouts of the games still to come
        face_down = [p for p in range(copy.seats) if self._face_down(copy, p, seat)]
        for sign in (1, -1):
            places = [
                (p, i) for p in face_down for i, t in enumerate(copy.taken[p]) if isinstance(t, int) and t * sign > 0
            ]
            values = [copy.taken[p][i] for p, i in places]
            rng.shuffle(values)
            for (p, i), value in zip(places, values, strict=True):
                copy.taken[p][i] = value
        for player in face_down:
            copy.kept[player] = [t for t in copy.taken[player] if isinstance(t, int)]
        for player in range(copy.seats):
            if self._hidden(copy, player, seat):
                self._redeal_discards(copy, player, rng)
        return copy

    @staticmethod
    def _redeal_discards(state: State, player: int, rng: random.Random) -> None:
        kept: list[int] = []
        discards = iter(state.discards[player])
        dealt: list[dict[str, Any]] = []
        for tile in state.taken[player]:
            kind = effect_kind(tile)
            if kind is None:
                assert isinstance(tile, int)
                kept.append(tile)
                continue
            discard = next(discards, None)
            if discard is None:  # the Shield or Pit whose discard is still to be chosen
                break
            if discard["tile"] is not None:
                same = [i for i, t in enumerate(kept) if tile_kind(t) == kind]
                discard = {"by": discard["by"], "tile": kept.pop(rng.choice(same))}
            dealt.append(discard)
        state.kept[player] = kept
        state.discards[player] = dealt

    def is_over(self, state: State) -> bool:
        return state.over

    def results(self, state: State) -> list[SeatResult]:
        places = self.match_places(state)
        if state.games > 1:  # a match is won on match points, and its score says so
            scores = self.match_totals(state)
        else:
            scores = [sum(row[s] for row in state.sheet) for s in range(state.seats)]
        return [
            SeatResult(seat=s, placement=places[s], score=scores[s], team=s % 2 if state.seats == 4 else None)
            for s in range(state.seats)
        ]

    def scoresheet(self, state: State) -> list[list[int]]:
        return [list(r) for r in state.sheet]

    def ai_action(
        self, view: SarkanytojasView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL
    ) -> str:
        from engine.sarkanytojas.ai import play

        return play(view, legal, rng, level)


ENGINE = Sarkanytojas()
