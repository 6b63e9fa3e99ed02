"""The hard Play of the Dragons AI: its worlds come from the seat's view and match it, its choice ignores
what the seat cannot see, and it searches (it does not merely repeat the normal AI)."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.play_of_the_dragons import CARDS, ENGINE
from engine.play_of_the_dragons.search import sample_state
from engine.play_of_the_dragons.state import State
from tests.engine.test_conformance import walk

SEARCH_GAMES = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def searched(state: State, seat: int) -> bool:
    """Whether the hard AI searches at this decision (no question open: an ante or a card to play)."""
    view = ENGINE.view(state, seat)
    return view.waiting is None and view.phase in ("ante", "play") and len(ENGINE.legal_actions(state, seat)) > 1


def every_card(state: State) -> Counter[str]:
    places = [state.deck, state.discard, *state.hands, *state.flights, [c for c in state.antes if c]]
    return Counter(card for place in places for card in place)


@SEARCH_GAMES
@given(seats=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_a_world_holds_the_seventy_cards_and_shows_the_seat_exactly_its_view(seats: int, seed: int) -> None:
    rng = random.Random(seed)
    checked = 0
    for state, seat, _action, _log in walk(ENGINE, seats, seed):
        if not searched(state, seat):
            continue
        view = ENGINE.view(state, seat)
        world = sample_state(view, rng)
        assert every_card(world) == Counter(CARDS.keys())
        # the world starts with no log of its own; everything else the seat sees is the same
        assert dataclasses.replace(ENGINE.view(world, seat), log=()) == dataclasses.replace(view, log=())
        assert ENGINE.legal_actions(world, seat) == ENGINE.legal_actions(state, seat)
        checked += 1
    assert checked > 0


@SEARCH_GAMES
@given(seats=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_the_hard_choice_is_legal_repeatable_and_blind_to_hidden_cards(seats: int, seed: int) -> None:
    rng = random.Random(seed)
    checked = 0
    for state, seat, _action, _log in walk(ENGINE, seats, seed):
        if checked == 3:
            return
        if not searched(state, seat) or rng.random() > 0.1:
            continue
        checked += 1
        view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
        hard = ENGINE.ai_action(view, legal, random.Random(seed), "hard")
        assert hard in legal
        assert ENGINE.ai_action(view, legal, random.Random(seed), "hard") == hard
        for _ in range(2):
            other = ENGINE.redeal_hidden(state, seat, rng)
            again = ENGINE.ai_action(
                ENGINE.view(other, seat), ENGINE.legal_actions(other, seat), random.Random(seed), "hard"
            )
            assert again == hard, "the hard AI's choice depends on cards hidden from it"


def test_the_hard_ai_chooses_otherwise_than_the_normal_one_now_and_then() -> None:
    """Over the first decisions of some normal games, the search overrules the heuristic at times, not always."""
    differ = same = 0
    for seed in range(6):
        state = ENGINE.new_state(3, {}, seed)
        rng = random.Random(seed)
        for _ in range(25):
            if ENGINE.is_over(state):
                break
            seat = ENGINE.to_act(state)[0]
            view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
            normal = ENGINE.ai_action(view, legal, random.Random(seed))
            if searched(state, seat):
                hard = ENGINE.ai_action(view, legal, random.Random(seed), "hard")
                differ, same = differ + (hard != normal), same + (hard == normal)
            ENGINE.apply(state, seat, ENGINE.ai_action(view, legal, rng))
    assert differ > 0 and same > 0
