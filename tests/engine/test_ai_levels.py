"""The three AI levels of every game: legal, deterministic, and blind to what the seat may not see.

Positions come from random games of every registered game (as in the conformance tests). At each sampled
position every level must choose one of the legal actions, choose the same again from the same ``rng``,
and the hard AI (the one that searches over hidden cards) must choose the same when everything hidden
from its seat is dealt anew: it samples worlds from its view, never from the state.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.drago_rosso import ENGINE as DRAGO_ROSSO
from engine.protocol import AI_LEVELS, DEFAULT_AI_LEVEL, ai_level, play_game, random_policy
from tests.engine.test_conformance import ENGINES, EVERY_GAME, seats_for, walk

#: positions looked at per random game (the hard AI takes tens of milliseconds per decision)
POSITIONS = 4
LEVEL_GAMES = settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@EVERY_GAME
@LEVEL_GAMES
@given(data=st.data(), seed=st.integers(0, 2**32))
def test_every_level_plays_legally_and_deterministically_from_its_view_alone(game: str, data: Any, seed: int) -> None:
    engine = ENGINES[game]
    seats = data.draw(seats_for(engine))
    rng = random.Random(seed)
    checked = 0
    for state, _seat, _action, _log in walk(engine, seats, seed):
        if checked == POSITIONS:
            return
        pending = engine.to_act(state)
        if not pending or rng.random() > 0.15:
            continue
        checked += 1
        seat = rng.choice(pending)
        view, legal = engine.view(state, seat), engine.legal_actions(state, seat)
        for level in AI_LEVELS:
            choice = engine.ai_action(view, legal, random.Random(seed), level)
            assert choice in legal, f"the {level} AI chose {choice!r}, not one of {legal}"
            assert engine.ai_action(view, legal, random.Random(seed), level) == choice
        hard = engine.ai_action(view, legal, random.Random(seed), "hard")
        for _ in range(2):
            other = engine.redeal_hidden(state, seat, rng)
            again = engine.ai_action(engine.view(other, seat), engine.legal_actions(other, seat), random.Random(seed))
            assert again == engine.ai_action(view, legal, random.Random(seed))
            redealt = engine.ai_action(
                engine.view(other, seat), engine.legal_actions(other, seat), random.Random(seed), "hard"
            )
            assert redealt == hard, "the hard AI's choice depends on cards hidden from it"


def test_normal_is_the_default_level_and_levels_are_plain_strings() -> None:
    assert DEFAULT_AI_LEVEL == "normal" and AI_LEVELS == ("easy", "normal", "hard")
    assert [ai_level(name) for name in AI_LEVELS] == list(AI_LEVELS)
    with pytest.raises(ValueError):
        ai_level("grandmaster")


def test_the_easy_ai_sometimes_differs_from_the_normal_one() -> None:
    engine = ENGINES["red-dragon"]
    differ = same = 0
    for seed in range(40):
        state = engine.new_state(4, {}, seed)
        for _ in range(3):  # into the stock phase's choices, where every card of the hand is legal
            view, legal = engine.view(state, 0), engine.legal_actions(state, 0)
            easy = engine.ai_action(view, legal, random.Random(seed), "easy")
            normal = engine.ai_action(view, legal, random.Random(seed))
            differ, same = differ + (easy != normal), same + (easy == normal)
            engine.apply(state, 0, normal)
    assert differ > 0 and same > differ


def test_hard_drago_rosso_wins_more_often_than_normal_against_random_players() -> None:
    """Over the same 2-player seeds (seats alternating), playing for the win beats playing for gems."""
    wins = {}
    for level in ("normal", "hard"):

        def policy(view: Any, legal: Any, rng: random.Random, level: Any = level) -> str:
            return DRAGO_ROSSO.ai_action(view, legal, rng, level)

        wins[level] = 0
        for seed in range(60):
            mine = seed % 2
            state = play_game(DRAGO_ROSSO, 2, {}, seed, [policy if s == mine else random_policy for s in range(2)])
            wins[level] += DRAGO_ROSSO.results(state)[mine].placement == 1
    assert wins["hard"] > wins["normal"] + 6
