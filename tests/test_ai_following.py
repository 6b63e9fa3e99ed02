"""With no AI pace, AI seats that move one after the other have their moves found in one search: the moves
searches of their own would make, no more (a human to act, a pause the game wants, a cap all end it)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.protocol import AiLevel, Engine
from engine.registry import engines
from service.games import FOLLOWING_MOST, _ai_moves


def _one_by_one(
    engine: Engine[Any, Any],
    snapshot: str,
    automatic: dict[int, tuple[str, AiLevel]],
    seed: int,
    moves_so_far: int,
    following: dict[int, AiLevel],
) -> list[tuple[int, str, str]]:
    """What searches of their own would find: one search, its moves made, the next search, and so on."""
    state = engine.restore(snapshot)
    moves: list[tuple[int, str, str]] = []
    while True:
        found = _ai_moves(engine, engine.snapshot(state), automatic, seed, moves_so_far + len(moves), {})
        for seat, action, _source in found:
            engine.apply(state, seat, action)
        moves += found
        pending = engine.to_act(state)
        if (
            len(moves) >= FOLLOWING_MOST
            or not found
            or not pending
            or engine.is_over(state)
            or any(s not in following for s in pending)
            or engine.ai_seconds(state, 0.0) > 0
        ):
            return moves
        automatic = {s: ("ai", following[s]) for s in pending}


@pytest.mark.parametrize("engine", list(engines().values()), ids=lambda e: e.id)
def test_the_moves_of_ai_seats_following_each_other_are_those_of_searches_of_their_own(engine):
    rng = random.Random(5)
    chained = 0
    for game in range(12):
        seats = engine.max_seats if game % 2 else max(engine.min_seats, 2)
        state = engine.new_state(seats, {}, game)
        following: dict[int, AiLevel] = {s: "normal" for s in range(1, seats)}  # seat 0 is the human
        for _turn in range(60):
            pending = engine.to_act(state)
            if engine.is_over(state) or not pending:
                break
            if any(s not in following for s in pending):  # the human moves at random
                seat = next(s for s in pending if s not in following)
                engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
                continue
            automatic = {s: ("ai", following[s]) for s in pending}
            snapshot = engine.snapshot(state)
            found = _ai_moves(engine, snapshot, automatic, game, _turn, following)
            assert found == _one_by_one(engine, snapshot, automatic, game, _turn, following)
            alone = _ai_moves(engine, snapshot, automatic, game, _turn, {})  # no seat following: one search's
            assert found[: len(alone)] == alone and len(found) <= max(FOLLOWING_MOST, len(alone))
            chained += len(found) > len(alone)
            for seat, action, _source in found:
                engine.apply(state, seat, action)
    assert chained, f"{engine.id}: no search made the moves of AI seats following each other"


def test_no_moves_follow_those_made_for_a_player_whose_time_ran_out():
    engine = engines()["red-dragon"]
    state = engine.new_state(3, {}, 3)
    rng = random.Random(3)
    while engine.simultaneous(state):  # on to the tricks, where seats move one after the other
        for seat in engine.to_act(state):
            engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
    leader = engine.to_act(state)[0]
    following: dict[int, AiLevel] = {s: "normal" for s in range(3) if s != leader}
    snapshot = engine.snapshot(state)
    assert len(_ai_moves(engine, snapshot, {leader: ("ai", "normal")}, 3, 0, following)) > 1
    assert len(_ai_moves(engine, snapshot, {leader: ("timer", "normal")}, 3, 0, following)) == 1
