"""The protocol every registered game must keep, checked the same way for each (and for any game added later).

Random games are played with hypothesis choosing the seed and the number of seats; along the way every
rule of the protocol is checked: games end, legal actions apply and anything else is refused without a
trace, snapshots and replays rebuild the state exactly, stored events read back as they were, the AI
only plays legal moves, and a seat's view does not depend on anything hidden from it.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import registry
from engine.protocol import Engine, Event, IllegalAction, random_playout, replay

ENGINES = registry.engines()
MAX_ACTIONS = 20_000
GAMES = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def seats_for(engine: Engine[Any, Any]) -> st.SearchStrategy[int]:
    return st.integers(engine.min_seats, engine.max_seats)


def walk(engine: Engine[Any, Any], seats: int, seed: int) -> Iterator[tuple[Any, int, str, list[tuple[int, str]]]]:
    """A random game: yields (state, seat, the action it is about to take, the log so far) before each move."""
    rng = random.Random(seed)
    state = engine.new_state(seats, engine.resolve_options(seats=seats), seed)
    log: list[tuple[int, str]] = []
    for _ in range(MAX_ACTIONS):
        if engine.is_over(state):
            return
        seat = rng.choice(engine.may_act(state))
        action = rng.choice(engine.legal_actions(state, seat))
        yield state, seat, action, log
        engine.apply(state, seat, action)
        log.append((seat, action))
    raise AssertionError(f"{engine.id} did not end within {MAX_ACTIONS} actions")


EVERY_GAME = pytest.mark.parametrize("game", sorted(ENGINES))


def test_the_registry_holds_every_game_mode() -> None:
    assert set(ENGINES) == {
        "red-dragon",
        "krasny-drakon",
        "drago-rosso",
        "sarkanytojas",
        "dragons-path",
        "play-of-the-dragons",
    }


@EVERY_GAME
@GAMES
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_random_games_end_with_a_placement_for_every_seat(game: str, data: Any, seed: int) -> None:
    engine = ENGINES[game]
    seats = data.draw(seats_for(engine))
    state = random_playout(engine, seats, engine.resolve_options(seats=seats), seed, MAX_ACTIONS)
    results = engine.results(state)
    if seats == 1 and not results:  # a game played alone may be practice, which records nothing
        return
    assert sorted(r.seat for r in results) == list(range(seats))
    assert min(r.placement for r in results) == 1 and all(1 <= r.placement <= seats for r in results)
    assert engine.may_act(state) == []


@EVERY_GAME
@GAMES
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_legal_actions_apply_and_nothing_else_does(game: str, data: Any, seed: int) -> None:
    engine = ENGINES[game]
    seats = data.draw(seats_for(engine))
    rng = random.Random(seed)
    for state, seat, _action, _log in walk(engine, seats, seed):
        if rng.random() > 0.2:
            continue
        before = engine.snapshot(state)
        legal = set(engine.legal_actions(state, seat))
        others = {a for s in range(seats) if s != seat for a in engine.legal_actions(state, s)} - legal
        waiting = [s for s in range(seats) if s not in engine.may_act(state)]
        attempts = [(seat, a) for a in sorted(others)[:3]] + [(seat, "no-such-move"), (seat, ""), (seat, "play:")]
        attempts += [(s, a) for s in waiting[:2] for a in sorted(legal)[:1]]
        for who, bad in attempts:
            with pytest.raises(IllegalAction):
                engine.apply(state, who, bad)
            assert engine.snapshot(state) == before, f"refused {bad!r} by seat {who} changed the state"
        copy = engine.clone(state)
        chosen = rng.choice(sorted(legal))
        events = engine.apply(copy, seat, chosen)
        assert all(isinstance(e, Event | dict) for e in events)


@EVERY_GAME
@GAMES
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_snapshots_replays_and_events_rebuild_exactly(game: str, data: Any, seed: int) -> None:
    engine = ENGINES[game]
    seats = data.draw(seats_for(engine))
    options = engine.resolve_options(seats=seats)
    rng = random.Random(seed)
    for state, seat, action, log in walk(engine, seats, seed):
        if rng.random() < 0.02:
            snapshot = engine.snapshot(state)
            assert engine.snapshot(engine.load(engine.dump(state))) == snapshot
            assert engine.snapshot(replay(engine, seats, options, seed, log)) == snapshot
        for event in engine.apply(engine.clone(state), seat, action):
            if isinstance(event, Event):
                assert engine.decode_event(event.to_data()) == event, f"{event.kind} does not read back"


@EVERY_GAME
@GAMES
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_the_ai_plays_only_legal_moves_from_its_own_view(game: str, data: Any, seed: int) -> None:
    engine = ENGINES[game]
    seats = data.draw(seats_for(engine))
    rng = random.Random(seed)
    state = engine.new_state(seats, engine.resolve_options(seats=seats), seed)
    for _ in range(MAX_ACTIONS):
        if engine.is_over(state):
            return
        pending = engine.to_act(state)
        seat = rng.choice(pending or engine.may_act(state))
        legal = engine.legal_actions(state, seat)
        if not pending:  # nobody is waited for (a race): the AI is only asked for seats the game waits for
            engine.apply(state, seat, rng.choice(legal))
            continue
        choice = engine.ai_action(engine.view(state, seat), legal, rng)
        assert choice in legal, f"the AI chose {choice!r}, not one of {legal}"
        engine.apply(state, seat, choice)
    raise AssertionError(f"{engine.id} did not end within {MAX_ACTIONS} actions with AI players")


@EVERY_GAME
@GAMES
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_a_view_does_not_depend_on_what_is_hidden_from_it(game: str, data: Any, seed: int) -> None:
    """Deal anew everything a seat may not know: its view (and its legal actions) must not change."""
    engine = ENGINES[game]
    seats = data.draw(seats_for(engine))
    rng = random.Random(seed)
    for state, _seat, _action, _log in walk(engine, seats, seed):
        if rng.random() > 0.1:
            continue
        for viewer in [None, *range(seats)]:
            view = engine.view(state, viewer)
            for _ in range(2):
                other = engine.redeal_hidden(state, viewer, rng)
                assert engine.view(other, viewer) == view, f"seat {viewer}'s view shows something hidden from it"
                if viewer is not None:
                    assert engine.legal_actions(other, viewer) == engine.legal_actions(state, viewer)
            assert engine.snapshot(state) == engine.snapshot(engine.clone(state))
