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

Option ``shield_pit``: 6 random value tiles are swapped for 3 Shield and 3 Pit tiles. Taking
a Shield costs the taker one of their own dragon tiles, a Pit one of their own egg tiles,
chosen by the taker with a ``discard:<index>`` action (index into their kept tiles). Both
tiles then leave the game face down, so the others learn *that* a tile went, never which.

Squares are named like a chess board: columns A-G from the left, rows 1-7 from the top;
actions use zero-based digits, ``take:<row><col>`` (``take:36`` is G4).

Tiles are stored as codes: a non-zero ``int`` for a value tile (positive egg, negative
dragon) or the strings ``"shield"`` / ``"pit"``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.protocol import Engine, Event, Option, SeatResult, View, placements

SIZE = 7
VALUES = (1, 2, 3, 4, 5, 6, 8, 10)
COPIES = 3
EGG_BONUS = 5
SHIELD = "shield"
PIT = "pit"
START = "start"
ROW = "row"
COLUMN = "column"

Tile = int | str


def square_name(row: int, col: int) -> str:
    """``"C4"`` for row 3, column 2 (zero-based): the name shown on the table image."""
    return f"{chr(ord('A') + col)}{row + 1}"


def tile_kind(tile: Tile) -> str:
    if isinstance(tile, int):
        return "egg" if tile > 0 else "dragon"
    return tile


def tile_label(tile: Tile) -> str:
    if isinstance(tile, int):
        return f"{tile:+d}"
    return tile.capitalize()


def describe(tile: Tile) -> dict[str, Any]:
    """A tile as the views show it: ``kind`` (egg/dragon/shield/pit), signed ``value``, ``label``."""
    return {"kind": tile_kind(tile), "value": tile if isinstance(tile, int) else 0, "label": tile_label(tile)}


def value_tiles() -> list[int]:
    return [sign * v for sign in (1, -1) for v in VALUES for _ in range(COPIES)]


def side_of(seat: int, seats: int) -> int:
    """The scoring side of ``seat``: the pair (seat % 2) with 4 players, else the seat itself."""
    return seat % 2 if seats == 4 else seat


def sides(seats: int) -> list[list[int]]:
    return [[0, 2], [1, 3]] if seats == 4 else [[s] for s in range(seats)]


def match_points(side_scores: Sequence[int]) -> list[int]:
    """Match points per side for one game; tied sides take the higher value."""
    places = placements(side_scores)
    if len(side_scores) == 3:
        return [{1: 2, 2: 1, 3: 0}[p] for p in places]
    return [1 if p == 1 else 0 for p in places]


def line_squares(egg: int, direction: str) -> list[int]:
    """Square indices (row * 7 + col) of the pawn's row or column, the pawn's own square excluded."""
    row, col = divmod(egg, SIZE)
    squares = range(row * SIZE, row * SIZE + SIZE) if direction == ROW else range(col, SIZE * SIZE, SIZE)
    return [sq for sq in squares if sq != egg]


def direction_of(takes: int) -> str:
    """Direction of the next take after ``takes`` takes: the first take is along the row."""
    return ROW if takes % 2 == 0 else COLUMN


def effect_kind(tile: Tile) -> str | None:
    """The kind of tile a Shield / Pit makes its taker give up."""
    return {SHIELD: "dragon", PIT: "egg"}.get(tile) if isinstance(tile, str) else None


@dataclass
class State:
    seats: int
    seed: int
    shield_pit: bool
    games: int
    game: int = 0  # zero-based number of the game being played (== games once the match is over)
    starter: int = 0
    grid: list[Tile | None] = field(default_factory=list)  # 49 squares, None = empty
    egg: int = 0  # square of the egg pawn
    takes: int = 0  # tiles taken in this game
    last_taker: int | None = None
    last_square: int | None = None
    pending: str | None = None  # SHIELD / PIT: the last taker must now discard a tile
    taken: list[list[Tile]] = field(default_factory=list)  # per seat, every tile taken this game
    kept: list[list[int]] = field(default_factory=list)  # per seat, value tiles still scoring
    discards: list[list[dict[str, Any]]] = field(default_factory=list)  # {"by": SHIELD/PIT, "tile": int | None}
    sheet: list[list[int]] = field(default_factory=list)  # per finished game, each seat's side score
    points: list[list[int]] = field(default_factory=list)  # per finished game, match points per seat
    last_game: dict[str, Any] | None = None  # everything revealed about the previous game
    over: bool = False


class Sarkanytojas(Engine[State, View]):
    id = "sarkanytojas"
    state_type = State
    title = "Sárkánytojás"
    min_seats = 2
    max_seats = 4
    options = (
        Option(
            "shield_pit",
            "Shield and Pit",
            False,
            "Replace 6 random tiles with 3 Shields (give up a dragon) and 3 Pits (give up an egg).",
        ),
        Option("match", "Games in the match", 1, "Games played in a row for match points.", minimum=1, maximum=9),
    )

    # -- set-up ----------------------------------------------------------------
    def new_state(self, seats: int, options: Mapping[str, Any], seed: int) -> State:
        self.check_seats(seats)
        resolved = self.resolve_options(options, seats)
        state = State(seats=seats, seed=seed, shield_pit=bool(resolved["shield_pit"]), games=int(resolved["match"]))
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
        return [sq for sq in line_squares(state.egg, direction_of(state.takes)) if state.grid[sq] is not None]

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
            return [f"discard:{i}" for i in self.discard_choices(state, seat)]
        return [f"take:{sq // SIZE}{sq % SIZE}" for sq in self.line(state)]

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
        verb, arg = action.split(":", 1)
        if verb == "take":
            return self._take(state, seat, int(arg[0]) * SIZE + int(arg[1]))
        return self._discard(state, seat, int(arg))

    def _take(self, state: State, seat: int, square: int) -> list[Event]:
        tile = state.grid[square]
        assert tile is not None
        state.grid[square] = None
        state.egg = square
        state.takes += 1
        state.last_taker = seat
        state.last_square = square
        state.taken[seat].append(tile)
        name = square_name(*divmod(square, SIZE))
        event: Event = {"type": "take", "seat": seat, "square": name, "tile": tile}
        kind = effect_kind(tile)
        if kind is None:
            assert isinstance(tile, int)
            state.kept[seat].append(tile)
            event["text"] = f"{{s{seat}}} takes {tile_label(tile)} from {name}."
            return [event, *self._after_take(state)]
        if any(tile_kind(t) == kind for t in state.kept[seat]):
            state.pending = tile
            event["text"] = f"{{s{seat}}} takes a {tile_label(tile)} from {name} and must give up one of their {kind}s."
            return [event]
        state.discards[seat].append({"by": tile, "tile": None})
        event["text"] = (
            f"{{s{seat}}} takes a {tile_label(tile)} from {name}; with no {kind} to give up, it is discarded."
        )
        return [event, *self._after_take(state)]

    def _discard(self, state: State, seat: int, index: int) -> list[Event]:
        assert state.pending is not None
        by = state.pending
        tile = state.kept[seat].pop(index)
        state.discards[seat].append({"by": by, "tile": tile})
        state.pending = None
        # The value stays out of the event: events are shown to the whole table.
        event: Event = {
            "type": "discard",
            "seat": seat,
            "by": by,
            "kind": tile_kind(tile),
            "text": f"{{s{seat}}} puts the {tile_label(by)} and one of their {tile_kind(tile)}s face down.",
        }
        return [event, *self._after_take(state)]

    def _after_take(self, state: State) -> list[Event]:
        """End the game if no tile is left or the next taker's line is empty."""
        if all(t is None for t in state.grid):
            reason = "the field is empty"
        elif not self.line(state):
            nxt = self.turn(state)
            reason = f"{{s{nxt}}} has no tile in their {direction_of(state.takes)}"
        else:
            return []
        return self._end_game(state, reason)

    def _end_game(self, state: State, reason: str) -> list[Event]:
        seats = state.seats
        egg_to = state.last_taker
        assert egg_to is not None
        personal = [sum(state.kept[s]) + (EGG_BONUS if s == egg_to else 0) for s in range(seats)]
        groups = sides(seats)
        side_scores = [sum(personal[s] for s in group) for group in groups]
        side_points = match_points(side_scores)
        row = [side_scores[side_of(s, seats)] for s in range(seats)]
        points = [side_points[side_of(s, seats)] for s in range(seats)]
        side_places = placements(side_scores)
        winners = [s for s in range(seats) if side_places[side_of(s, seats)] == 1]
        state.sheet.append(row)
        state.points.append(points)
        state.last_game = {
            "number": state.game + 1,
            "grid": self._grid(state),
            "egg": list(divmod(state.egg, SIZE)),
            "egg_to": egg_to,
            "reason": reason,
            "kept": [[describe(t) for t in kept] for kept in state.kept],
            "discards": [
                [{"by": d["by"], "tile": None if d["tile"] is None else describe(d["tile"])} for d in ds]
                for ds in state.discards
            ],
            "personal": personal,
            "scores": row,
            "points": points,
            "winners": winners,
        }
        number = state.game + 1
        listing = ", ".join(f"{{s{s}}} {personal[s]:+d}" for s in range(seats))
        if seats == 4:
            listing += f" (pairs: {{s0}}+{{s2}} {side_scores[0]:+d}, {{s1}}+{{s3}} {side_scores[1]:+d})"
        won = " and ".join(f"{{s{s}}}" for s in winners)
        events: list[Event] = [
            {
                "type": "game_over",
                "game": number,
                "scores": row,
                "points": points,
                "winners": winners,
                "text": f"Game {number} ends: {reason}. {{s{egg_to}}} gets the Dragon Egg (+{EGG_BONUS}). "
                f"Scores: {listing}. Won by {won}.",
            }
        ]
        state.game += 1
        if state.game < state.games:
            self._start_game(state)
            events.append(
                {
                    "type": "game_begins",
                    "game": state.game + 1,
                    "text": f"Game {state.game + 1} of {state.games} is laid out; {{s{state.starter}}} starts.",
                }
            )
        else:
            state.over = True
            if state.games > 1:
                totals = self.match_totals(state)
                best = max(totals)
                champions = " and ".join(f"{{s{s}}}" for s in range(seats) if totals[s] == best)
                events.append(
                    {
                        "type": "match_over",
                        "points": totals,
                        "text": f"The match is over: {champions} with {best} match point{'s' * (best != 1)}.",
                    }
                )
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
    def _grid(state: State) -> list[list[dict[str, Any] | None]]:
        """The field as 7 rows of 7 tile descriptors, ``None`` for an empty square."""
        cells = [None if t is None else describe(t) for t in state.grid]
        return [cells[r * SIZE : (r + 1) * SIZE] for r in range(SIZE)]

    def _player_view(self, state: State, player: int, viewer: int | None) -> dict[str, Any]:
        """What ``viewer`` knows about ``player``'s haul: everything except others' hidden discard values."""
        hidden = not state.over and player != viewer and any(d["tile"] is not None for d in state.discards[player])
        kept = state.kept[player]
        discards = [
            {
                "by": d["by"],
                "kind": None if d["tile"] is None else effect_kind(d["by"]),
                "tile": None if d["tile"] is None or hidden else describe(d["tile"]),
            }
            for d in state.discards[player]
        ]
        if hidden:
            # Public bounds: the taker may have given up any of the tiles of that kind they took.
            values = [t for t in state.taken[player] if isinstance(t, int)]
            eggs = sorted(v for v in values if v > 0)
            dragons = sorted(v for v in values if v < 0)
            lost_eggs = sum(1 for d in discards if d["kind"] == "egg")
            lost_dragons = sum(1 for d in discards if d["kind"] == "dragon")
            total = sum(values)
            low = total - sum(eggs[len(eggs) - lost_eggs :]) - sum(dragons[len(dragons) - lost_dragons :])
            high = total - sum(eggs[:lost_eggs]) - sum(dragons[:lost_dragons])
            score_range = [low, high]
        else:
            score_range = [sum(kept), sum(kept)]
        return {
            "seat": player,
            "side": side_of(player, state.seats),
            "taken": [describe(t) for t in state.taken[player]],
            "kept": None if hidden else [describe(t) for t in kept],
            "discards": discards,
            "score": None if hidden else sum(kept),
            "score_range": score_range,
        }

    def view(self, state: State, seat: int | None) -> View:
        seats = state.seats
        players = [self._player_view(state, p, seat) for p in range(seats)]
        side_list = []
        for i, group in enumerate(sides(seats)):
            known = [players[s]["score"] for s in group]
            side_list.append(
                {
                    "side": i,
                    "seats": list(group),
                    "score": None if None in known else sum(known),
                    "score_range": [sum(players[s]["score_range"][k] for s in group) for k in (0, 1)],
                }
            )
        direction = None if state.over else direction_of(state.takes)
        row, col = divmod(state.egg, SIZE)
        line = None
        if direction is not None:
            index = row if direction == ROW else col
            label = f"row {index + 1}" if direction == ROW else f"column {chr(ord('A') + index)}"
            line = {"direction": direction, "index": index, "label": label}
        choices = []
        if not state.over and state.pending is None:
            for sq in self.line(state):
                tile = state.grid[sq]
                assert tile is not None
                choices.append(
                    {
                        "action": f"take:{sq // SIZE}{sq % SIZE}",
                        "square": square_name(*divmod(sq, SIZE)),
                        "tile": describe(tile),
                    }
                )
        pending = None
        if state.pending is not None:
            assert state.last_taker is not None
            pending = {"seat": state.last_taker, "by": state.pending, "kind": effect_kind(state.pending)}
            if seat == state.last_taker:
                pending["options"] = [
                    {"action": f"discard:{i}", "tile": describe(state.kept[seat][i])}
                    for i in self.discard_choices(state, seat)
                ]
        totals = self.match_totals(state)
        winners: list[int] = []
        if state.over:
            places = self.match_places(state)
            winners = [s for s in range(seats) if places[s] == 1]
        last_take = None
        if state.last_square is not None:
            last_take = {
                "seat": state.last_taker,
                "square": list(divmod(state.last_square, SIZE)),
                "name": square_name(*divmod(state.last_square, SIZE)),
            }
        return {
            "game_id": self.id,
            "seat": seat,
            "seats": seats,
            "size": SIZE,
            "options": {"shield_pit": state.shield_pit, "match": state.games},
            "grid": self._grid(state),
            "egg": [row, col],
            "tiles_left": sum(t is not None for t in state.grid),
            "takes": state.takes,
            "starter": state.starter,
            "turn": None if state.over else self.to_act(state)[0],
            "direction": direction,
            "line": line,
            "choices": choices,
            "last_take": last_take,
            "pending_discard": pending,
            "players": players,
            "pairs": sides(4) if seats == 4 else None,
            "sides": side_list,
            "game_number": min(state.game + 1, state.games),
            "games": state.games,
            "match_points": totals,
            "scoresheet": [list(r) for r in state.sheet],
            "points_sheet": [list(r) for r in state.points],
            "last_game": json.loads(json.dumps(state.last_game)),
            "finished": state.over,
            "winners": winners,
        }

    def is_over(self, state: State) -> bool:
        return state.over

    def results(self, state: State) -> list[SeatResult]:
        places = self.match_places(state)
        scores = [sum(row[s] for row in state.sheet) for s in range(state.seats)]
        return [
            SeatResult(seat=s, placement=places[s], score=scores[s], team=s % 2 if state.seats == 4 else None)
            for s in range(state.seats)
        ]

    def scoresheet(self, state: State) -> list[list[int]]:
        return [list(r) for r in state.sheet]

    def ai_action(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        from engine.sarkanytojas.ai import choose

        return choose(view, legal, rng)


ENGINE = Sarkanytojas()
