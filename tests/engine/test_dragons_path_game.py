"""Dragons' Path as a game: the race, private checks, the demonstration, scoring, rounds, practice and the AI."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.protocol import Event, IllegalAction, random_playout, replay
from engine.sarkanytojas import path_ai
from engine.sarkanytojas.dragons_path import check_route, next_tiles, score_guess, solve
from engine.sarkanytojas.events import (
    Guessed,
    Passed,
    PathGameOver,
    RoundBegins,
    RoundOver,
    RouteFound,
    RouteShown,
)
from engine.sarkanytojas.moves import DONE, PASS, Guess, Step, Word, parse_path
from engine.sarkanytojas.path_game import (
    CHECKING,
    ENGINE,
    OVER,
    RACING,
    REVEAL,
    REVEAL_SECONDS,
    SHOWING,
    State,
    guess_range,
    sample_route,
)
from engine.sarkanytojas.views import Found


def steps(route: list[list[int]] | list[tuple[int, int]]) -> list[str]:
    return [f"step:{r}{c}" for r, c in route]


def worse_route(state: State, than: int) -> list[list[int]]:
    """Some complete route of the current board worth less than ``than``."""
    rng = random.Random(0)
    for _ in range(1000):
        value, route = sample_route(state.board, rng)
        if value < than:
            return route
    raise AssertionError("no worse route found")


def route_value_of(state: State, route: list[list[int]]) -> int:
    return sum(state.board[r][c] or 0 for r, c in route)


def play(state: State, seat: int, *actions: str) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events += ENGINE.apply(state, seat, action)
    return events


def test_new_game_rounds_boards_and_options():
    state = ENGINE.new_state(3, {"level": "II"}, seed=5)
    assert state.rounds == 4 and state.round == 0 and state.phase == RACING
    assert len(state.board) == 4 and sum(t is None for row in state.board for t in row) == 1
    assert state.board == ENGINE.new_state(3, {"level": "II"}, seed=5).board
    assert ENGINE.new_state(12, {}, seed=5).rounds == 12
    # the base game's check is untimed and its race has no limit; both are options
    assert ENGINE.new_state(1, {}, seed=5).check_seconds == 0 and ENGINE.new_state(1, {}, seed=5).race_seconds == 0
    assert ENGINE.new_state(2, {"check_seconds": 30, "race_seconds": 90}, seed=5).race_seconds == 90
    with pytest.raises(ValueError):
        ENGINE.new_state(2, {"level": "IV"}, seed=1)
    with pytest.raises(ValueError):
        ENGINE.new_state(2, {"check_seconds": 5}, seed=1)
    with pytest.raises(ValueError):
        ENGINE.new_state(13, {}, seed=1)


def test_guess_range_spans_all_dragons_to_all_eggs():
    assert guess_range("I") == (-10, 10)
    assert guess_range("II") == (-16, 20)
    assert guess_range("III") == (-42, 42)


def test_racing_lets_anyone_guess_or_pass():
    state = ENGINE.new_state(3, {"check_seconds": 30}, seed=1)
    assert ENGINE.to_act(state) == [0, 1, 2] and not ENGINE.is_over(state)
    assert ENGINE.time_limit(state, 300) == 0  # the race has no limit by default
    low, high = guess_range("I")
    assert ENGINE.legal_actions(state, 2) == [*(f"guess:{n}" for n in range(low, high + 1)), "pass"]
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, "guess:11")
    events = play(state, 2, "guess:4")
    assert state.phase == CHECKING and state.guesser == 2 and state.guess == 4
    assert events == [Guessed(seat=2, guess=4, practice=False)]
    assert ENGINE.to_act(state) == [0, 1]
    assert ENGINE.time_limit(state, 300) == 30  # the Timed Variant
    # Not simultaneous: AI checkers make one move (one tile of their route) per AI delay, at a human pace.
    assert not ENGINE.simultaneous(state)
    with pytest.raises(IllegalAction, match="guess_already_announced"):
        ENGINE.apply(state, 0, "guess:5")


def test_checkers_build_routes_in_private():
    state = ENGINE.new_state(3, {}, seed=1)
    best, route = solve(state.board)
    play(state, 0, f"guess:{best - 1}")
    first = steps(route)[0]
    assert first in ENGINE.legal_actions(state, 1) and "undo" not in ENGINE.legal_actions(state, 1)
    before_others = [ENGINE.view(state, s) for s in (0, 2, None)]
    play(state, 1, first)
    assert [ENGINE.view(state, s) for s in (0, 2, None)] == before_others  # nobody else sees a route being built
    own = ENGINE.view(state, 1).own
    assert own is not None and own.route == (tuple(route[0]),)
    play(state, 1, "undo")
    own = ENGINE.view(state, 1).own
    assert own is not None and own.route == ()
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 1, "submit")  # nothing to show yet
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, first)  # the guesser does not check
    bad = next(
        a for a in (f"step:{r}{c}" for r in range(3) for c in range(3)) if a not in ENGINE.legal_actions(state, 1)
    )
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 1, bad)


def test_a_better_route_scores_the_checkers_like_seed_example_2():
    state = ENGINE.new_state(4, {}, seed=3)
    best, route = solve(state.board)
    guess = best - 3
    play(state, 1, f"guess:{guess}")
    events = play(state, 2, *steps(route), "submit")
    assert events[-1] == RouteFound(seat=2, value=best, guess=guess) and state.phase == CHECKING
    assert ENGINE.view(state, None).found == (Found(seat=2, value=best),)
    assert ENGINE.view(state, 0).target == best  # the others must now beat the shown route
    play(state, 0, "done")
    events = play(state, 3, "done")
    assert state.phase == REVEAL and state.sheet == [score_guess(4, 1, guess, best, False)]
    assert state.sheet == [[3, -abs(guess), 3, 3]]
    assert state.last_round["best"] == best and check_route(state.last_round["board"], state.last_round["best_route"])
    assert events[-1] == RoundOver(round=1, points=(3, -abs(guess), 3, 3), best=best)


def test_unbeaten_guess_shown_scores_it_like_seed_example_1():
    state = ENGINE.new_state(2, {}, seed=4)
    best, route = solve(state.board)
    play(state, 0, f"guess:{best}")
    play(state, 1, "done")
    assert state.phase == SHOWING and ENGINE.to_act(state) == [0]
    assert not ENGINE.simultaneous(state) and ENGINE.time_limit(state, 120) == 120
    assert "submit" not in ENGINE.legal_actions(state, 0)
    events = play(state, 0, *steps(route), "submit")
    assert events[0] == RouteShown(seat=0, ok=True, value=best, guess=best)
    assert state.sheet == [[best, 0]] and state.last_round is not None and state.last_round["shown"]


def test_a_route_short_of_the_guess_fails_like_seed_example_3():
    state = ENGINE.new_state(3, {}, seed=4)
    best, _ = solve(state.board)
    play(state, 2, f"guess:{best}")
    play(state, 0, "done")
    play(state, 1, "done")
    route = worse_route(state, best)
    events = play(state, 2, *steps(route), "submit")
    value = route_value_of(state, route)
    assert events[0] == RouteShown(seat=2, ok=False, value=value, guess=best) and value < best
    assert state.sheet == [[0, 0, -abs(best)]]
    state = ENGINE.new_state(3, {}, seed=4)
    play(state, 2, "guess:3")
    play(state, 0, "done")
    play(state, 1, "done")
    events = play(state, 2, "giveup")
    assert events[0] == RouteShown(seat=2, ok=False, value=None, guess=3)
    assert state.sheet == [[0, 0, -3]] and state.last_round is not None and not state.last_round["shown"]


def test_the_round_recap_holds_the_route_shown_to_the_table_beside_the_best():
    state = ENGINE.new_state(3, {}, seed=3)  # a checker's better route is the one shown
    best, route = solve(state.board)
    play(state, 1, f"guess:{best - 3}")
    play(state, 2, *steps(route), "submit")
    play(state, 0, "done")
    recap = ENGINE.view(state, None).last_round
    assert recap is not None and recap.played == tuple(map(tuple, route)) and recap.played_by == 2
    state = ENGINE.new_state(3, {}, seed=4)  # the guesser's route, even one short of the guess
    best, _ = solve(state.board)
    play(state, 2, f"guess:{best}")
    play(state, 0, "done")
    play(state, 1, "done")
    short = worse_route(state, best)
    play(state, 2, *steps(short), "submit")
    recap = ENGINE.view(state, 0).last_round
    assert recap is not None and recap.played == tuple(map(tuple, short)) and recap.played_by == 2
    state = ENGINE.new_state(3, {}, seed=4)  # nothing shown: no route
    play(state, 2, "guess:3")
    play(state, 0, "done")
    play(state, 1, "done")
    play(state, 2, "giveup")
    recap = ENGINE.view(state, None).last_round
    assert recap is not None and recap.played == () and recap.played_by is None


def test_timeouts_show_finished_routes_and_end_the_rest():
    state = ENGINE.new_state(3, {}, seed=6)
    best, route = solve(state.board)
    play(state, 0, f"guess:{best - 2}")
    play(state, 1, *steps(route))
    play(state, 2, steps(route)[0])
    assert ENGINE.timeout_action(state, 1) == "submit" and ENGINE.timeout_action(state, 2) == "done"
    play(state, 1, "submit")
    play(state, 2, "done")
    assert state.phase == REVEAL and ENGINE.to_act(state) == [0, 1, 2]
    assert ENGINE.timeout_action(state, 0) == "next" and ENGINE.time_limit(state, 0) == REVEAL_SECONDS
    assert ENGINE.simultaneous(state)  # every AI seat presses "next" at once
    state = ENGINE.new_state(2, {}, seed=6)
    play(state, 0, "guess:1")
    play(state, 1, "done")
    assert ENGINE.timeout_action(state, 0) == "giveup"
    play(state, 0, *steps(worse_route(state, 99)))
    assert ENGINE.timeout_action(state, 0) == "submit"


def test_checkers_timing_out_together_all_show_their_routes():
    state = ENGINE.new_state(3, {"level": "II"}, seed=12)
    best, route = solve(state.board)
    second = worse_route(state, best)
    guess = route_value_of(state, second) - 1
    play(state, 0, f"guess:{guess}")
    play(state, 1, *steps(route))
    play(state, 2, *steps(second))
    timeouts = [(seat, ENGINE.timeout_action(state, seat)) for seat in ENGINE.to_act(state)]
    assert timeouts == [(1, "submit"), (2, "submit")]
    for seat, action in timeouts:  # applied one after the other, as the service does
        ENGINE.apply(state, seat, action)
    assert [f["value"] for f in state.found] == [best, guess + 1]
    assert state.sheet == [score_guess(3, 0, guess, best, False)]


def test_rounds_follow_each_other_until_the_end():
    state = ENGINE.new_state(2, {}, seed=8)
    boards = []
    for number in range(1, 5):
        assert state.round + 1 == number and state.phase == RACING
        boards.append(state.board)
        play(state, number % 2, "guess:-10")
        play(state, (number + 1) % 2, "done")
        shown = play(state, number % 2, "giveup")
        if number < 4:
            assert state.phase == REVEAL
            play(state, 0, "next")
            assert state.phase == REVEAL and ENGINE.to_act(state) == [1]
            events = play(state, 1, "next")
            assert events == [RoundBegins(round=number + 1, rounds=4)]
        else:
            assert shown[-1] == PathGameOver(winners=(0, 1), points=-20)
    assert state.phase == OVER and ENGINE.is_over(state) and ENGINE.to_act(state) == []
    assert len({str(b) for b in boards}) == 4
    assert ENGINE.scoresheet(state) == [[0, -10], [-10, 0], [0, -10], [-10, 0]]
    results = ENGINE.results(state)
    assert [(r.seat, r.placement, r.score) for r in results] == [(0, 1, -20), (1, 1, -20)]
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, "next")


def test_practice_reveals_the_optimum_and_scores_nothing():
    state = ENGINE.new_state(1, {"level": "III"}, seed=2)
    assert "pass" in ENGINE.legal_actions(state, 0)
    events = play(state, 0, "guess:7")
    assert state.phase == REVEAL and state.sheet == [] and state.last_round["points"] is None
    assert state.last_round["best"] == solve(state.last_round["board"])[0]
    assert events == [
        Guessed(seat=0, guess=7, practice=True),
        RoundOver(round=1, points=None, best=solve(state.board)[0]),
    ]
    play(state, 0, "next", "pass")
    assert state.last_round["guesser"] is None and state.round == 1
    play(state, 0, "next", "guess:1", "next", "guess:2")
    assert state.phase == OVER and ENGINE.results(state) == [] and ENGINE.scoresheet(state) == []


def test_dump_load_and_replay_rebuild_the_game():
    log: list[tuple[int, str]] = []
    state = ENGINE.new_state(3, {"level": "II", "check_seconds": 45}, seed=11)
    _, route = solve(state.board)
    moves = [(1, "guess:0"), *((2, a) for a in steps(route)), (0, steps(route)[0]), (0, "undo"), (0, "done")]
    for seat, action in moves:
        ENGINE.apply(state, seat, action)
        log.append((seat, action))
        assert ENGINE.dump(ENGINE.load(ENGINE.dump(state))) == ENGINE.dump(state)
    rebuilt = replay(ENGINE, 3, {"level": "II", "check_seconds": 45}, 11, log)
    assert ENGINE.dump(rebuilt) == ENGINE.dump(state)


def ai_check(state: State, seat: int) -> None:
    """Let the AI check for ``seat`` until its check is over, as the service does."""
    rng = random.Random(1)
    while seat in ENGINE.to_act(state) and state.phase == CHECKING:
        ENGINE.apply(state, seat, ENGINE.ai_action(ENGINE.view(state, seat), ENGINE.legal_actions(state, seat), rng))


def test_ai_checks_a_low_guess_with_a_better_route():
    state = ENGINE.new_state(2, {}, seed=9)
    best, _ = solve(state.board)
    play(state, 0, f"guess:{best - 4}")
    ai_check(state, 1)
    assert state.found and state.found[0]["value"] > best - 4 and state.phase == REVEAL


def test_ai_cannot_beat_the_optimum_and_gives_up():
    state = ENGINE.new_state(2, {}, seed=9)
    best, _ = solve(state.board)
    play(state, 0, f"guess:{best}")
    assert ENGINE.ai_action(ENGINE.view(state, 1), ENGINE.legal_actions(state, 1), random.Random(1)) == "done"
    play(state, 1, "done")
    play(state, 0, "giveup")
    assert ENGINE.ai_action(ENGINE.view(state, 1), ENGINE.legal_actions(state, 1), random.Random(1)) == "next"


@pytest.mark.parametrize(("level", "least", "most"), [("I", 36, 40), ("II", 14, 32), ("III", 14, 32)])
def test_ai_checker_finds_the_optimum_often_but_not_always(level, least, most):
    """Out of 40 boards whose guess is one short of the optimum, how often the AI finds a better route."""
    beaten = 0
    for seed in range(40):
        state = ENGINE.new_state(2, {"level": level}, seed=seed)
        best, _ = solve(state.board)
        play(state, 0, f"guess:{best - 1}")
        ai_check(state, 1)
        beaten += bool(state.found)
    assert least <= beaten <= most


def test_everyone_passing_ends_the_round_with_the_best_route_and_no_points():
    state = ENGINE.new_state(3, {}, seed=2)
    best, route = solve(state.board)
    assert play(state, 1, "pass") == [Passed(seat=1)]
    assert ENGINE.to_act(state) == [0, 2] and ENGINE.legal_actions(state, 1) == []
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 1, "guess:3")  # who passed has given up on this board
    play(state, 0, "pass")
    events = play(state, 2, "pass")
    assert events == [Passed(seat=2), RoundOver(round=1, points=(0, 0, 0), best=best)]
    assert state.phase == REVEAL and state.sheet == [[0, 0, 0]]
    recap = ENGINE.view(state, 0).last_round
    assert (
        recap is not None
        and recap.guesser is None
        and recap.best == best
        and recap.best_route == tuple((r, c) for r, c in route)
    )
    play(state, 0, "next")
    play(state, 1, "next")
    play(state, 2, "next")
    assert state.phase == RACING and ENGINE.to_act(state) == [0, 1, 2]  # a new board: everyone races again


def test_the_race_timer_passes_for_everyone_left():
    state = ENGINE.new_state(2, {"race_seconds": 90}, seed=2)
    assert ENGINE.time_limit(state, 300) == 90
    play(state, 0, "pass")
    assert ENGINE.timeout_action(state, 1) == "pass"
    play(state, 1, "pass")
    assert state.phase == REVEAL and state.sheet == [[0, 0]]


def test_checking_is_untimed_in_the_base_game():
    """The others check until each has shown a better route or given up; the turn timer only guards absence."""
    state = ENGINE.new_state(3, {}, seed=4)
    best, route = solve(state.board)
    play(state, 0, f"guess:{best - 1}")
    assert state.phase == CHECKING and ENGINE.time_limit(state, 600) == 600
    play(state, 1, "done")
    assert state.phase == CHECKING and ENGINE.to_act(state) == [2]
    play(state, 2, *steps(route), "submit")
    assert state.phase == REVEAL


def test_no_running_total_while_demonstrating_but_while_checking():
    state = ENGINE.new_state(2, {}, seed=4)
    best, route = solve(state.board)
    play(state, 0, f"guess:{best}")
    play(state, 1, steps(route)[0])
    assert ENGINE.view(state, 1).own.value == route_value_of(state, route[:1])  # a checker sees the count
    play(state, 1, "done")
    play(state, 0, *steps(route)[:1])
    own = ENGINE.view(state, 0).own
    # the guesser shows their route without a count, so they can miscount as in the document's example 3
    assert own is not None and own.value is None and own.route == ((route[0][0], route[0][1]),)


def ai_move(state: State, seat: int, level: str = "normal") -> str:
    view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
    return path_ai.choose(view, legal, random.Random(1), level=level)


def test_ai_seats_race_to_a_guess_they_can_show():
    state = ENGINE.new_state(2, {}, seed=9)
    assert ENGINE.may_act(state) == ENGINE.to_act(state) == [0, 1]
    guess = ENGINE.ai_action(ENGINE.view(state, 1), ENGINE.legal_actions(state, 1), random.Random(1))
    assert guess.startswith("guess:")
    play(state, 1, guess)
    play(state, 0, "done")
    assert state.phase == SHOWING
    while state.phase == SHOWING:
        play(state, 1, ENGINE.ai_action(ENGINE.view(state, 1), ENGINE.legal_actions(state, 1), random.Random(1)))
    assert state.last_round is not None and state.last_round["shown"] and state.sheet[0][1] == int(guess[6:])


@pytest.mark.parametrize(("level", "least", "most"), [("easy", 5, 16), ("normal", 20, 32), ("hard", 40, 40)])
def test_ai_guesses_fall_below_the_optimum_by_level(level, least, most):
    """Out of 40 level II boards, how often the AI's guess is the optimum."""
    spot_on = 0
    for seed in range(40):
        state = ENGINE.new_state(2, {"level": "II"}, seed=seed)
        best, _ = solve(state.board)
        guess = int(ai_move(state, 1, level).removeprefix("guess:"))
        assert guess <= best
        spot_on += guess == best
    assert least <= spot_on <= most


def test_ai_racers_think_longer_on_larger_boards():
    thinks = [ENGINE.ai_seconds(ENGINE.new_state(2, {"level": level}, seed=1), 1.5) for level in ("I", "II", "III")]
    assert thinks == [13.5, 24.0, 37.5]
    state = ENGINE.new_state(2, {}, seed=1)
    play(state, 0, "guess:1")
    assert ENGINE.ai_seconds(state, 1.5) == 1.5  # checking: one tile per AI move, at the service's pace


@pytest.mark.parametrize("seats", [1, 2, 3, 5])
def test_random_playouts_finish(seats):
    """The shared protocol's random playout (nobody waits in the race: every seat may guess or pass)."""
    for seed in range(5):
        options = {"level": "II", "check_seconds": 20 * (seed % 2), "race_seconds": 30 * (seed % 2)}
        state = random_playout(ENGINE, seats, options, seed)
        assert ENGINE.is_over(state)


# -- the typed contract: moves, events, views, what is hidden ------------------------------------


def test_moves_parse_and_format_in_one_place():
    assert parse_path("guess:-7") == Guess(-7) and Guess(-7).action == "guess:-7"
    assert parse_path("step:21") == Step(2, 1) and Step(2, 1).action == "step:21"
    assert parse_path("pass") == PASS == Word("pass") and DONE.action == "done"
    for bad in ("guess:", "guess:x", "step:2", "step:2a", "skip", "guess:--1"):
        with pytest.raises(IllegalAction):
            parse_path(bad)


def random_game(seats: int, level: str, seed: int) -> tuple[list[State], list[Event]]:
    """Copies of the state before every action of a seeded game (guesses, routes built, shown or not)."""
    rng = random.Random(seed)
    state = ENGINE.new_state(seats, {"level": level}, seed)
    positions, events = [], []
    while not ENGINE.is_over(state):
        positions.append(ENGINE.clone(state))
        to_act = ENGINE.to_act(state)
        if not to_act:
            seat = rng.randrange(seats)
            legal = ENGINE.legal_actions(state, seat)
            action = "pass" if "pass" in legal and rng.random() < 0.2 else f"guess:{rng.randint(-3, 8)}"
        else:
            seat = rng.choice(to_act)
            legal = ENGINE.legal_actions(state, seat)
            steps_ = [a for a in legal if a.startswith("step:")]
            action = rng.choice(steps_) if steps_ and rng.random() < 0.85 else rng.choice(legal)
        events += ENGINE.apply(state, seat, action)
    positions.append(state)
    return positions, events


def test_events_are_data_that_round_trips():
    kinds = [t.kind for t in ENGINE.event_types]
    assert len(kinds) == len(set(kinds)) and not {"timed_out", "seat_reclaimed"} & set(kinds)
    seen: set[type[Event]] = set()
    for seed in range(10):
        for seats in (1, 2, 3):
            for event in random_game(seats, "I", seed)[1]:
                assert type(event) in ENGINE.event_types
                seen.add(type(event))
                data = json.loads(json.dumps(event.to_data()))
                assert ENGINE.decode_event(data) == event == type(event).from_data(data)
    assert seen == set(ENGINE.event_types)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**9), seats=st.integers(1, 4), level=st.sampled_from(["I", "II", "III"]))
def test_redealing_what_a_seat_cannot_see_leaves_its_view_unchanged(seed, seats, level):
    rng = random.Random(seed)
    for state in random_game(seats, level, seed)[0]:
        for seat in [*range(seats), None]:
            again = ENGINE.redeal_hidden(state, seat, rng)
            assert ENGINE.view(again, seat) == ENGINE.view(state, seat)
            for other in range(seats):  # every route dealt is one the rules allow (or this raises)
                next_tiles(again.board, again.routes[other])


def test_redeal_deals_other_routes_anew():
    state = ENGINE.new_state(3, {"level": "III"}, seed=4)
    best, route = solve(state.board)
    play(state, 0, f"guess:{best - 1}")
    play(state, 1, *steps(route)[:3])
    rng = random.Random(1)
    dealt = {json.dumps(ENGINE.redeal_hidden(state, 2, rng).routes[1]) for _ in range(30)}
    assert len(dealt) > 1  # seat 2 cannot know seat 1's route
    assert {json.dumps(ENGINE.redeal_hidden(state, 1, rng).routes[1]) for _ in range(5)} == {
        json.dumps(state.routes[1])
    }
    hash(ENGINE.view(state, 1))  # frozen all the way down


def test_a_game_stored_before_passing_and_race_timers_loads_and_plays_on():
    stored = ENGINE.dump(ENGINE.new_state(2, {"check_seconds": 30}, seed=3))
    del stored["passed"], stored["race_seconds"]
    state = ENGINE.load(stored)
    assert ENGINE.to_act(state) == [0, 1] and ENGINE.time_limit(state, 300) == 0
    play(state, 0, "pass")
    assert state.passed == [True, False] and state.phase == RACING
