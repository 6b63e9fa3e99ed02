"""Sárkánytojás rules, views, matches and AI: hand-built positions plus seeded random games."""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from dataclasses import fields

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cogs.sarkanytojas.picture import TableBoard, render_board
from engine.protocol import Event, IllegalAction, random_playout, replay
from engine.sarkanytojas import ENGINE, PIT, SHIELD, SIZE, State, match_points, square_name
from engine.sarkanytojas.ai import choose, greedy
from engine.sarkanytojas.events import (
    FIELD_EMPTY,
    LINE_EMPTY,
    GameBegins,
    GameOver,
    MatchOver,
    ShieldPitTaken,
    TileGivenUp,
)
from engine.sarkanytojas.moves import Discard, Take, parse
from engine.sarkanytojas.views import FaceDown, Line, SarkanytojasView


def sq(name: str) -> int:
    """Square index of a name such as ``"C4"``."""
    return (int(name[1:]) - 1) * SIZE + ord(name[0]) - ord("A")


def take(name: str) -> str:
    row, col = divmod(sq(name), SIZE)
    return f"take:{row}{col}"


def board(seats: int, egg: str, tiles: dict[str, int | str], options: dict | None = None) -> State:
    """A fresh game whose field holds only ``tiles``, the pawn on ``egg``."""
    state = ENGINE.new_state(seats, options or {}, seed=1)
    state.grid = [None] * (SIZE * SIZE)
    for name, tile in tiles.items():
        state.grid[sq(name)] = tile
    state.egg = sq(egg)
    return state


def play(state: State, *moves: tuple[int, str]) -> list[Event]:
    events: list[Event] = []
    for seat, action in moves:
        events += ENGINE.apply(state, seat, action)
    return events


# -- set-up ----------------------------------------------------------------------------


def test_new_game_lays_out_48_tiles_and_the_egg():
    state = ENGINE.new_state(2, {}, seed=7)
    tiles = [t for t in state.grid if t is not None]
    assert len(tiles) == 48 and state.grid[state.egg] is None
    counts = Counter(tiles)
    assert set(counts.values()) == {3}
    assert sorted(v for v in counts if v > 0) == [1, 2, 3, 4, 5, 6, 8, 10]
    assert sorted(-v for v in counts if v < 0) == [1, 2, 3, 4, 5, 6, 8, 10]
    assert ENGINE.new_state(2, {}, seed=7).grid == state.grid
    assert ENGINE.new_state(2, {}, seed=8).grid != state.grid


def test_shield_pit_option_swaps_six_value_tiles():
    state = ENGINE.new_state(3, {"shield_pit": True}, seed=3)
    counts = Counter(t for t in state.grid if t is not None)
    assert counts[SHIELD] == 3 and counts[PIT] == 3
    assert sum(n for t, n in counts.items() if isinstance(t, int)) == 42


def test_options_are_checked():
    with pytest.raises(ValueError):
        ENGINE.new_state(2, {"match": 0}, seed=1)
    with pytest.raises(ValueError):
        ENGINE.new_state(2, {"match": 10}, seed=1)
    with pytest.raises(ValueError):
        ENGINE.new_state(5, {}, seed=1)


def test_square_names():
    assert square_name(0, 0) == "A1" and square_name(3, 6) == "G4"
    assert take("G4") == "take:36"


# -- taking tiles --------------------------------------------------------------------------


def test_first_take_is_along_the_row_at_any_distance_then_the_column():
    state = board(2, "D4", {"A4": 1, "G4": -2, "D1": 3, "B2": 4, "G1": 5})
    assert sorted(ENGINE.legal_actions(state, 0)) == [take("A4"), take("G4")]
    assert ENGINE.legal_actions(state, 1) == []
    play(state, (0, take("G4")))
    assert state.egg == sq("G4") and state.grid[sq("G4")] is None
    assert ENGINE.legal_actions(state, 1) == [take("G1")]
    assert ENGINE.view(state, None).line == Line("column", 6)


def test_game_ends_when_the_next_line_is_empty_and_last_taker_gets_the_egg():
    state = board(2, "A1", {"B1": 5, "D4": -3})
    events = play(state, (0, take("B1")))
    assert ENGINE.is_over(state)
    assert state.sheet == [[10, 0]] and state.points == [[1, 0]]
    over = events[-1]
    assert isinstance(over, GameOver) and (over.end, over.stuck, over.direction) == (LINE_EMPTY, 1, "column")
    assert over.personal == (10, 0) and over.scores == (10, 0) and over.points == (1, 0) and over.winners == (0,)
    assert state.last_game["egg_to"] == 0 and state.last_game["winners"] == [0]
    assert [r.placement for r in ENGINE.results(state)] == [1, 2]


def test_game_ends_when_the_field_is_empty():
    state = board(2, "A1", {"C1": -2})
    events = play(state, (0, take("C1")))
    assert ENGINE.is_over(state)
    assert state.sheet == [[3, 0]]
    assert isinstance(events[-1], GameOver) and events[-1].end == FIELD_EMPTY and events[-1].stuck is None


def test_egg_bonus_can_decide_the_game_and_ties_share():
    # Seat 0 takes +4, seat 1 takes -1 and is then last taker: 4 vs -1 + 5 = 4, a shared win.
    state = board(2, "A1", {"B1": 4, "B3": -1})
    play(state, (0, take("B1")), (1, take("B3")))
    assert ENGINE.is_over(state)
    assert state.sheet == [[4, 4]] and state.points == [[1, 1]]
    assert [r.placement for r in ENGINE.results(state)] == [1, 1]
    assert ENGINE.view(state, None).winners == (0, 1)


def test_three_players_alternate_direction_every_take():
    state = ENGINE.new_state(3, {}, seed=11)
    rng = random.Random(0)
    seen = []
    for i in range(6):
        seat = ENGINE.to_act(state)[0]
        view = ENGINE.view(state, seat)
        assert view.line is not None
        seen.append((seat, view.line.direction))
        row, col = view.egg
        for action in ENGINE.legal_actions(state, seat):
            move = parse(action)
            assert isinstance(move, Take)
            assert (move.row == row) if view.line.direction == "row" else (move.col == col)
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        assert not ENGINE.is_over(state), i
    assert seen == [(0, "row"), (1, "column"), (2, "row"), (0, "column"), (1, "row"), (2, "column")]


def test_four_players_score_in_pairs_with_fixed_directions():
    state = board(4, "A1", {"B1": 3, "B3": 4, "D3": -1, "D5": 6, "G7": 2})
    directions = []
    for seat, name in ((0, "B1"), (1, "B3"), (2, "D3"), (3, "D5")):
        line = ENGINE.view(state, seat).line
        assert line is not None
        directions.append(line.direction)
        play(state, (seat, take(name)))
    assert directions == ["row", "column", "row", "column"]
    assert ENGINE.is_over(state)
    # Pair 0+2: 3 - 1 = 2; pair 1+3: 4 + 6 + the egg's 5 = 15.
    assert state.sheet == [[2, 15, 2, 15]] and state.points == [[0, 1, 0, 1]]
    assert state.last_game["personal"] == [3, 4, -1, 11]
    results = ENGINE.results(state)
    assert [(r.placement, r.team) for r in results] == [(2, 0), (1, 1), (2, 0), (1, 1)]
    view = ENGINE.view(state, None)
    assert view.pairs and [s.seats for s in view.sides] == [(0, 2), (1, 3)] and view.winners == (1, 3)


# -- Shield and Pit --------------------------------------------------------------------------


def test_pit_with_nothing_to_give_up_is_simply_discarded():
    state = board(2, "A1", {"B1": PIT, "B4": 3, "E4": 1}, {"shield_pit": True})
    events = play(state, (0, take("B1")))
    assert state.pending is None and ENGINE.to_act(state) == [1]
    assert state.kept[0] == [] and state.discards[0] == [{"by": PIT, "tile": None}]
    assert events[0] == ShieldPitTaken(seat=0, row=0, col=1, tile=PIT, cost="egg", must_give_up=False)
    assert ENGINE.view(state, 1).players[0].discards == (FaceDown(by=PIT, kind=None, tile=None),)


def test_shield_makes_the_taker_choose_a_dragon_to_give_up():
    tiles = {"B1": -8, "B3": 1, "D3": -2, "D4": 4, "F4": SHIELD, "F2": 5, "A2": -3, "G2": -5}
    state = board(2, "A1", tiles, {"shield_pit": True})
    play(state, (0, take("B1")), (1, take("B3")), (0, take("D3")), (1, take("D4")))
    events = play(state, (0, take("F4")))
    assert state.pending == SHIELD and ENGINE.to_act(state) == [0]
    assert ENGINE.legal_actions(state, 0) == ["discard:0", "discard:1"]  # -8 or -2
    assert ENGINE.legal_actions(state, 1) == []
    assert events == [ShieldPitTaken(seat=0, row=3, col=5, tile=SHIELD, cost="dragon", must_give_up=True)]
    own = ENGINE.view(state, 0).pending_discard
    assert own is not None and [o.tile for o in own.options] == [-8, -2]
    assert [o.action for o in own.options] == ["discard:0", "discard:1"]
    for viewer in (1, None):
        pending = ENGINE.view(state, viewer).pending_discard
        assert pending is not None and (pending.seat, pending.by, pending.kind, pending.options) == (
            0,
            SHIELD,
            "dragon",
            (),
        )
    events = play(state, (0, "discard:0"))
    assert state.kept[0] == [-2] and state.discards[0] == [{"by": SHIELD, "tile": -8}]
    assert ENGINE.to_act(state) == [1] and state.pending is None
    assert events[0] == TileGivenUp(seat=0, by=SHIELD, tile_kind="dragon") and "-8" not in json.dumps(
        events[0].to_data()
    )


def test_discard_choices_offer_each_value_once():
    state = board(2, "A1", {"B1": PIT}, {"shield_pit": True})
    state.kept[0] = [3, -1, 3, 5, 3]
    state.grid[sq("G7")] = 1
    play(state, (0, take("B1")))
    assert ENGINE.legal_actions(state, 0) == ["discard:0", "discard:3"]


def test_taken_tiles_lie_face_down_until_the_game_ends():
    """ "places the chosen tile face down in front of themselves": the others see how many, not which."""
    assert ENGINE.resolve_options({})["open_scores"] is False
    tiles = {"B1": 8, "B3": -2, "D3": 5, "D7": 1}
    state = board(4, "A1", tiles)
    play(state, (0, take("B1")), (1, take("B3")), (2, take("D3")))
    own = ENGINE.view(state, 0).players[0]
    assert own.kept == (8,) and own.score == 8 and not own.face_down and own.tiles == 1
    for viewer in (1, 2, None):  # seat 2 is seat 0's partner: partners do not see each other's tiles either
        other = ENGINE.view(state, viewer).players[0]
        assert other.face_down and other.tiles == 1 and other.taken == () and other.kept is None
        assert other.score is None and other.score_range is None
        assert ENGINE.view(state, viewer).sides[0].score is None
    # the same takes with other values look the same to everybody but their takers
    twin = board(4, "A1", {"B1": 3, "B3": -2, "D3": 5, "D7": 1})
    play(twin, (0, take("B1")), (1, take("B3")), (2, take("D3")))
    assert ENGINE.view(twin, 1).players == ENGINE.view(state, 1).players
    assert ENGINE.view(twin, 0).players != ENGINE.view(state, 0).players
    play(state, (3, take("D7")))  # the last tile: the game ends and everything is revealed
    assert ENGINE.is_over(state)
    assert ENGINE.view(state, 1).players[0].kept == (8,) and not ENGINE.view(state, 1).players[0].face_down


def test_open_scores_shows_every_haul_during_play():
    state = board(2, "A1", {"B1": 8, "B3": -2, "G7": 1}, {"open_scores": True})
    play(state, (0, take("B1")))
    other = ENGINE.view(state, 1).players[0]
    assert not other.face_down and other.kept == (8,) and other.score == 8 and other.taken == (8,)


def test_redealing_shuffles_the_values_face_down_but_not_their_kinds():
    state = board(3, "A1", {"B1": 8, "B3": -2, "D3": 5, "D5": -6, "F5": 1, "G7": 2})
    play(state, (0, take("B1")), (1, take("B3")), (2, take("D3")), (0, take("D5")))
    dealt = set()
    for deal in range(40):
        again = ENGINE.redeal_hidden(state, 1, random.Random(deal))
        assert again.taken[1] == [-2] and ENGINE.view(again, 1) == ENGINE.view(state, 1)
        assert [t > 0 for t in again.taken[0]] == [True, False] and [t > 0 for t in again.taken[2]] == [True]
        dealt.add((tuple(again.taken[0]), tuple(again.taken[2])))
    assert dealt == {((8, -6), (5,)), ((5, -6), (8,))}


def test_discarded_value_stays_secret_from_the_others():
    tiles = {"B1": -8, "B3": 1, "D3": -2, "D4": 4, "F4": SHIELD, "F2": 5, "A2": -3, "G2": -5}
    state = board(2, "A1", tiles, {"shield_pit": True, "open_scores": True})
    play(state, (0, take("B1")), (1, take("B3")), (0, take("D3")), (1, take("D4")), (0, take("F4")))
    play(state, (0, "discard:1"))  # gives up the -2, keeps the -8
    own = ENGINE.view(state, 0).players[0]
    assert own.score == -8 and own.kept == (-8,)
    assert own.discards[0].tile == -2
    for viewer in (1, None):
        other = ENGINE.view(state, viewer).players[0]
        assert other.kept is None and other.score is None
        assert other.discards == (FaceDown(by=SHIELD, kind="dragon", tile=None),)
        assert other.score_range == (-8, -2)
        assert other.taken == (-8, -2, SHIELD)
        side = ENGINE.view(state, viewer).sides[0]
        assert side.score is None and side.score_range == (-8, -2)
    # Whichever tile went, the others' views are identical.
    twin = board(2, "A1", tiles, {"shield_pit": True, "open_scores": True})
    play(twin, (0, take("B1")), (1, take("B3")), (0, take("D3")), (1, take("D4")), (0, take("F4")))
    play(twin, (0, "discard:0"))
    assert ENGINE.view(twin, 1) == ENGINE.view(state, 1)
    assert ENGINE.view(twin, None) == ENGINE.view(state, None)
    assert ENGINE.view(twin, 0) != ENGINE.view(state, 0)


def test_discards_are_revealed_once_the_game_is_over():
    state = board(2, "A1", {"B1": -8, "B2": SHIELD}, {"shield_pit": True})
    state.kept[1] = [-3]
    state.grid[sq("G7")] = 1
    play(state, (0, take("B1")), (1, take("B2")), (1, "discard:0"))
    assert ENGINE.is_over(state)
    assert state.sheet == [[-8, 5]]
    assert ENGINE.view(state, 0).players[1].discards[0].tile == -3
    assert state.last_game is not None and state.last_game["discards"][1] == [{"by": SHIELD, "tile": -3}]
    recap = ENGINE.view(state, 0).last_game
    assert recap is not None and recap.discards[1] == (FaceDown(by=SHIELD, kind="dragon", tile=-3),)


# -- matches -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "points"),
    [
        ([12, 3], [1, 0]),
        ([5, 5], [1, 1]),
        ([10, 7, 2], [2, 1, 0]),
        ([10, 10, 2], [2, 2, 0]),
        ([10, 2, 2], [2, 1, 1]),
        ([4, 4, 4], [2, 2, 2]),
    ],
)
def test_match_points_ties_take_the_higher_value(scores, points):
    assert match_points(scores) == points


def test_match_plays_several_games_with_rotating_starter():
    state = ENGINE.new_state(3, {"match": 4}, seed=5)
    rng = random.Random(5)
    starters = [state.starter]
    boards = [list(state.grid)]
    while not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        events = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        if any(isinstance(e, GameBegins) for e in events):
            starters.append(state.starter)
            boards.append(list(state.grid))
            recap = ENGINE.view(state, None).last_game
            assert recap is not None and recap.number == len(starters) - 1
        if ENGINE.is_over(state):
            assert isinstance(events[-1], MatchOver) and events[-1].points == tuple(ENGINE.match_totals(state))
    assert starters == [0, 1, 2, 0]
    assert len({json.dumps(b) for b in boards}) == 4
    assert len(ENGINE.scoresheet(state)) == len(state.points) == 4
    for row, points in zip(state.sheet, state.points, strict=True):
        assert points == match_points(row)
    totals = [sum(p[s] for p in state.points) for s in range(3)]
    view = ENGINE.view(state, 0)
    assert view.match_points == tuple(totals) and view.finished
    assert view.winners == tuple(s for s in range(3) if totals[s] == max(totals))
    results = ENGINE.results(state)
    assert [r.score for r in results] == totals  # a match's result is its match points, which place its players
    assert [r.placement for r in results] == [1 + sum(t > totals[s] for t in totals) for s in range(3)]


# -- protocol ------------------------------------------------------------------------------


def test_illegal_actions_leave_the_state_unchanged():
    state = board(2, "D4", {"A4": 1, "G4": -2, "D1": 3}, {"shield_pit": True})
    before = ENGINE.dump(state)
    for seat, action in [
        (1, take("A4")),
        (0, take("D1")),
        (0, take("B4")),
        (0, "take:99"),
        (0, "take:3"),
        (0, "take:"),
        (0, "discard:0"),
        (0, "grab:30"),
        (0, "take:30 "),
    ]:
        with pytest.raises(IllegalAction):
            ENGINE.apply(state, seat, action)
        assert ENGINE.dump(state) == before
    play(state, (0, take("A4")))
    state.grid = [None] * (SIZE * SIZE)
    state.over = True
    frozen = ENGINE.dump(state)
    with pytest.raises(IllegalAction, match="game_over"):
        ENGINE.apply(state, 1, take("A1"))
    assert ENGINE.dump(state) == frozen


def test_pending_discard_refuses_takes():
    tiles = {"B1": -8, "B3": 1, "D3": -2, "D4": 4, "F4": SHIELD, "F2": 5, "A2": -3}
    state = board(2, "A1", tiles, {"shield_pit": True})
    play(state, (0, take("B1")), (1, take("B3")), (0, take("D3")), (1, take("D4")), (0, take("F4")))
    before = ENGINE.dump(state)
    for seat, action in [(0, take("F2")), (1, take("F2")), (0, "discard:5"), (1, "discard:0")]:
        with pytest.raises(IllegalAction):
            ENGINE.apply(state, seat, action)
        assert ENGINE.dump(state) == before


def test_dump_load_round_trip_mid_game():
    tiles = {"B1": -8, "B3": 1, "D3": -2, "D4": 4, "F4": SHIELD, "F2": 5, "A2": -3}
    state = board(2, "A1", tiles, {"shield_pit": True, "match": 2})
    play(state, (0, take("B1")), (1, take("B3")), (0, take("D3")), (1, take("D4")), (0, take("F4")))
    data = json.loads(json.dumps(ENGINE.dump(state)))
    again = ENGINE.load(data)
    assert again == state and ENGINE.dump(again) == ENGINE.dump(state)
    assert ENGINE.clone(state) == state
    assert ENGINE.view(again, 1) == ENGINE.view(state, 1)


def logged_playout(seats: int, options: dict, seed: int) -> tuple[State, list[tuple[int, str]]]:
    rng = random.Random(seed)
    state = ENGINE.new_state(seats, options, seed)
    log = []
    while not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        action = rng.choice(ENGINE.legal_actions(state, seat))
        log.append((seat, action))
        ENGINE.apply(state, seat, action)
    return state, log


def test_replay_rebuilds_the_same_match():
    options = {"shield_pit": True, "match": 3}
    state, log = logged_playout(4, options, seed=21)
    assert ENGINE.dump(replay(ENGINE, 4, options, 21, log)) == ENGINE.dump(state)
    assert ENGINE.dump(random_playout(ENGINE, 4, options, 21)) == ENGINE.dump(random_playout(ENGINE, 4, options, 21))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), seats=st.integers(2, 4), shield_pit=st.booleans())
def test_random_games_conserve_tiles_and_terminate(seed, seats, shield_pit):
    state = ENGINE.new_state(seats, {"shield_pit": shield_pit}, seed)
    initial = Counter(t for t in state.grid if t is not None)
    rng = random.Random(seed)
    actions = 0
    while not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        legal = ENGINE.legal_actions(state, seat)
        assert legal and all(ENGINE.legal_actions(state, s) == [] for s in range(seats) if s != seat)
        view = ENGINE.view(state, seat)
        if view.pending_discard is None:
            assert sorted(c.action for c in view.choices) == sorted(legal)
        ENGINE.apply(state, seat, rng.choice(legal))
        actions += 1
        assert actions <= 48 + 6
        on_field = Counter(t for t in state.grid if t is not None)
        taken = Counter(t for pile in state.taken for t in pile)
        assert on_field + taken == initial
        for s in range(seats):
            gone = [d["tile"] for d in state.discards[s] if d["tile"] is not None]
            pile = [t for t in state.taken[s] if isinstance(t, int)]
            assert Counter(state.kept[s]) + Counter(gone) == Counter(pile)
    assert len(state.sheet) == 1
    last = state.last_game
    assert last is not None
    assert sum(last["personal"]) == sum(sum(kept) for kept in last["kept"]) + 5
    hash(ENGINE.view(state, None))  # frozen all the way down: tuples, no lists or dicts


# -- the typed contract: moves, events, views, what is hidden ------------------------------------


def test_moves_parse_and_format_in_one_place():
    assert parse("take:36") == Take(3, 6) and Take(3, 6).action == "take:36" == take("G4")
    assert parse("discard:2") == Discard(2) and Discard(2).action == "discard:2"
    for bad in ("take:", "take:3", "take:999", "take:3x", "discard:", "discard:-1", "grab:30", "take:30 "):
        with pytest.raises(IllegalAction):
            parse(bad)


def random_positions(seats: int, options: dict, seed: int) -> list[State]:
    """Copies of the state before every action of a seeded random game (a match, with options)."""
    rng = random.Random(seed)
    state = ENGINE.new_state(seats, options, seed)
    positions = []
    while not ENGINE.is_over(state):
        positions.append(ENGINE.clone(state))
        seat = ENGINE.to_act(state)[0]
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    positions.append(state)
    return positions


def test_events_are_data_that_round_trips():
    kinds = [t.kind for t in ENGINE.event_types]
    assert len(kinds) == len(set(kinds)) and not {"timed_out", "seat_reclaimed"} & set(kinds)
    seen: set[type[Event]] = set()
    for seed in range(12):
        rng = random.Random(seed)
        state = ENGINE.new_state(2 + seed % 3, {"shield_pit": True, "match": 2}, seed)
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            for event in ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat))):
                assert type(event) in ENGINE.event_types
                seen.add(type(event))
                data = json.loads(json.dumps(event.to_data()))
                assert ENGINE.decode_event(data) == event == type(event).from_data(data)
                for f in fields(event):
                    value = getattr(event, f.name)
                    assert not isinstance(value, str) or " " not in value, (event, f.name)  # ids, not sentences
    assert seen == set(ENGINE.event_types)


def test_a_games_score_is_the_sum_of_its_parts_in_its_end_and_its_record():
    """Each player's score of a game is the eggs and the dragons they kept and the Dragon Egg's bonus, in the event
    that ends it and in the record the next game's views show; an end stored before the parts were kept has none."""
    ends = 0
    for seed in range(9):
        rng = random.Random(seed)
        state = ENGINE.new_state(2 + seed % 3, {"shield_pit": True, "match": 2}, seed)
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            for event in ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat))):
                if not isinstance(event, GameOver):
                    continue
                ends += 1
                last = ENGINE.view(state, None).last_game
                assert last is not None and last.parts == event.score_parts()
                assert [p.score for p in last.parts] == list(last.personal) == list(event.personal)
                assert [p.egg for p in last.parts] == [5 if s == event.egg_to else 0 for s in range(state.seats)]
                assert all(p.eggs >= 0 >= p.dragons for p in last.parts)
                old = {k: v for k, v in event.to_data().items() if k not in ("eggs", "dragons")}
                decoded = ENGINE.decode_event(old)
                assert isinstance(decoded, GameOver) and decoded.score_parts() == ()
    assert ends == 18


def test_each_take_says_what_it_leaves_the_next_player():
    """The view's preview of every take matches what applying it does."""
    for seed in range(6):
        for state in random_positions(2 + seed % 3, {"shield_pit": True}, seed)[:-1]:
            view = ENGINE.view(state, None)
            if view.pending_discard is not None:
                assert view.choices == ()
                continue
            taker = ENGINE.to_act(state)[0]
            for choice in view.choices:
                after = ENGINE.clone(state)
                ENGINE.apply(after, taker, choice.action)
                assert choice.tile == state.grid[choice.square[0] * SIZE + choice.square[1]]
                kind = {SHIELD: "dragon", PIT: "egg"}.get(choice.tile) if isinstance(choice.tile, str) else None
                assert choice.cost == kind
                assert choice.costs == (after.pending is not None)
                if after.pending is not None:
                    ENGINE.apply(after, taker, ENGINE.legal_actions(after, taker)[0])
                assert choice.ends_game == (after.game != state.game or ENGINE.is_over(after))
                if not choice.ends_game:
                    following = ENGINE.view(after, None)
                    assert following.turn == choice.next_seat and following.line == choice.next_line
                    assert sorted(map(str, (c.tile for c in following.choices))) == sorted(map(str, choice.next_tiles))


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**9), seats=st.integers(2, 4), match=st.integers(1, 2))
def test_redealing_what_a_seat_cannot_see_leaves_its_view_unchanged(seed, seats, match):
    rng = random.Random(seed)
    for state in random_positions(seats, {"shield_pit": True, "match": match}, seed):
        for seat in [*range(seats), None]:
            again = ENGINE.redeal_hidden(state, seat, rng)
            assert ENGINE.view(again, seat) == ENGINE.view(state, seat)
            assert ENGINE.view(state, seat) == ENGINE.view(ENGINE.clone(state), seat)
            # the copy is a game that goes on by the rules
            for other in range(seats):
                values = [t for t in again.taken[other] if isinstance(t, int)]
                gone = [d["tile"] for d in again.discards[other] if d["tile"] is not None]
                assert Counter(again.kept[other]) + Counter(gone) == Counter(values)


def test_redeal_changes_what_is_hidden():
    tiles = {"B1": -8, "B3": 1, "D3": -2, "D4": 4, "F4": SHIELD, "F2": 5, "A2": -3, "G2": -5}
    state = board(2, "A1", tiles, {"shield_pit": True})
    play(state, (0, take("B1")), (1, take("B3")), (0, take("D3")), (1, take("D4")), (0, take("F4")), (0, "discard:1"))
    rng = random.Random(3)
    dealt = {tuple(ENGINE.redeal_hidden(state, 1, rng).kept[0]) for _ in range(40)}
    assert dealt == {(-8,), (-2,)}  # bob cannot tell which dragon ann gave up
    assert {tuple(ENGINE.redeal_hidden(state, 0, rng).kept[0]) for _ in range(10)} == {(-8,)}  # ann can


def test_snapshots_from_before_typed_views_still_load():
    """A match snapshot stored when the record of the last game held tile descriptors and a sentence."""
    state = ENGINE.new_state(4, {"shield_pit": True, "match": 2}, seed=3)
    rng = random.Random(3)
    while state.game == 0:
        seat = ENGINE.to_act(state)[0]
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    last = state.last_game
    assert last is not None

    def old(tile):
        if tile is None:
            return None
        kind = "egg" if isinstance(tile, int) and tile > 0 else "dragon" if isinstance(tile, int) else tile
        label = f"{tile:+d}" if isinstance(tile, int) else tile.capitalize()
        return {"kind": kind, "value": tile if isinstance(tile, int) else 0, "label": label}

    stored = ENGINE.dump(state)
    reason = (
        "the field is empty"
        if last["end"] == FIELD_EMPTY
        else f"{{s{last['stuck']}}} has no tile in their {last['direction']}"
    )
    stored["last_game"] = {
        **{k: v for k, v in last.items() if k not in ("end", "stuck", "direction")},
        "grid": [[old(t) for t in last["grid"][r * SIZE : (r + 1) * SIZE]] for r in range(SIZE)],
        "kept": [[old(t) for t in kept] for kept in last["kept"]],
        "discards": [[{"by": d["by"], "tile": old(d["tile"])} for d in ds] for ds in last["discards"]],
        "reason": reason,
    }
    assert ENGINE.view(ENGINE.load(stored), None) == ENGINE.view(state, None)


def test_views_hold_what_the_seat_may_know():
    state = ENGINE.new_state(3, {"shield_pit": True}, seed=2)
    view = ENGINE.view(state, 1)
    assert isinstance(view, SarkanytojasView) and view.seat == 1 and view.turn == 0
    assert ENGINE.view(state, None).seat is None


# -- AI ----------------------------------------------------------------------------------------


def duel(seats: int, seed: int, ai_seats: set[int], options: dict) -> State:
    state = ENGINE.new_state(seats, options, seed)
    rng = random.Random(seed)
    while not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
        action = (ENGINE.ai_action if seat in ai_seats else greedy)(view, legal, rng)
        assert action in legal
        ENGINE.apply(state, seat, action)
    return state


@pytest.mark.parametrize(
    ("seats", "ai_sides", "games"),
    [(2, [{0}, {1}], 3), (3, [{0}, {1}, {2}], 4), (4, [{0, 2}, {1, 3}], 2)],
)
def test_ai_beats_greedy(seats, ai_sides, games):
    ai_points = greedy_points = 0.0
    for ai_seats in ai_sides:
        for seed in range(games):
            state = duel(seats, seed, ai_seats, {"shield_pit": seed % 2 == 1})
            points = state.points[0]
            ai_points += sum(points[s] for s in ai_seats) / len(ai_seats)
            others = [s for s in range(seats) if s not in ai_seats]
            greedy_points += sum(points[s] for s in others) / len(others)
    assert ai_points > 1.5 * greedy_points


def test_ai_discards_its_cheapest_tile():
    tiles = {"B1": -8, "B3": 1, "D3": -2, "D4": 4, "F4": SHIELD, "F2": 5, "A2": -3}
    state = board(2, "A1", tiles, {"shield_pit": True})
    play(state, (0, take("B1")), (1, take("B3")), (0, take("D3")), (1, take("D4")), (0, take("F4")))
    assert choose(ENGINE.view(state, 0), ENGINE.legal_actions(state, 0), random.Random(1)) == "discard:0"


def test_ai_takes_the_last_tile_for_the_egg():
    # +1 ends the game at once (+1 and the egg's +5); after +4 the other would take +6 and the egg.
    state = board(2, "A1", {"B1": 1, "E1": 4, "E5": 6})
    assert choose(ENGINE.view(state, 0), ENGINE.legal_actions(state, 0), random.Random(1)) == take("B1")


def test_ai_choice_is_deterministic_and_never_reads_the_clock(monkeypatch):
    state = ENGINE.new_state(2, {"shield_pit": True}, seed=12)
    rng = random.Random(12)
    for _ in range(6):
        seat = ENGINE.to_act(state)[0]
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    view, legal = ENGINE.view(state, ENGINE.to_act(state)[0]), ENGINE.legal_actions(state, ENGINE.to_act(state)[0])
    first = choose(view, legal, random.Random(5))

    def no_clock() -> float:
        raise AssertionError("the AI must not read the clock")

    for name in ("perf_counter", "monotonic", "time", "process_time"):
        monkeypatch.setattr(time, name, no_clock)
    assert all(choose(view, legal, random.Random(5)) == first for _ in range(3))
    for seats in (3, 4):
        position = ENGINE.new_state(seats, {}, seed=seats)
        seat = ENGINE.to_act(position)[0]
        own, moves = ENGINE.view(position, seat), ENGINE.legal_actions(position, seat)
        assert len({choose(own, moves, random.Random(1)) for _ in range(3)}) == 1


# -- table image --------------------------------------------------------------------------------


def test_table_image_is_a_small_png():
    state, _ = logged_playout(2, {"shield_pit": True}, seed=4)
    finished = render_board(TableBoard.of(ENGINE.view(state, None)))
    state = ENGINE.new_state(4, {"shield_pit": True}, seed=4)
    playing = render_board(TableBoard.of(ENGINE.view(state, 2)))
    plain = render_board(TableBoard.of(ENGINE.view(state, 2), highlight_line=False))
    for png in (finished, playing, plain):
        assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) < 60_000
    assert playing != plain


def test_a_game_stored_before_face_down_tiles_loads_with_them():
    state = board(2, "A1", {"B1": 8, "B3": -2, "G7": 1})
    play(state, (0, take("B1")))
    stored = ENGINE.dump(state)
    del stored["open_scores"]
    loaded = ENGINE.load(stored)
    assert ENGINE.view(loaded, 1).players[0].face_down and ENGINE.legal_actions(loaded, 1) == [take("B3")]
