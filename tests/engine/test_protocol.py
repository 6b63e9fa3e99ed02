"""The shared protocol's helpers: options, placements, snapshots, replays and policy play."""

from __future__ import annotations

import json

import pytest

from engine.protocol import Option, OptionError, placements, play_game, random_policy, replay
from engine.red_dragon import ENGINE

GAMBITS = Option("gambits", 0, minimum=0, maximum=50, special=(0,))


def test_options_coerce_and_refuse_bad_values():
    assert GAMBITS.coerce("7") == 7
    with pytest.raises(OptionError, match="at_most") as too_many:
        GAMBITS.coerce(51)
    assert too_many.value.params == {"key": "gambits", "maximum": 50}
    with pytest.raises(OptionError, match="whole_number"):
        GAMBITS.coerce("many")
    flag = Option("jokers", False)
    assert flag.coerce("on") is True and flag.coerce("off") is False
    with pytest.raises(ValueError):
        flag.coerce("perhaps")
    decks = Option("decks", 1, choices=(1, 2))
    with pytest.raises(OptionError, match="one_of") as refused:
        decks.coerce(3)
    assert refused.value.params == {"key": "decks", "allowed": "1, 2"}


def test_placements_share_equal_scores():
    assert placements([10, 30, 30, 5]) == [3, 1, 1, 4]
    assert placements([2, 1, 1], higher_is_better=False) == [3, 1, 1]


def test_snapshots_share_nothing_and_replays_rebuild_the_game():
    state = ENGINE.new_state(3, {}, 11)
    snapshot = ENGINE.dump(state)
    assert snapshot["hands"] is not state.hands and json.loads(ENGINE.snapshot(state)) == snapshot
    copy = ENGINE.clone(state)
    copy.hands[0].clear()
    assert state.hands[0]
    log = []
    for _ in range(30):
        seat = ENGINE.to_act(state)[0]
        action = ENGINE.legal_actions(state, seat)[0]
        ENGINE.apply(state, seat, action)
        log.append((seat, action))
    assert ENGINE.snapshot(replay(ENGINE, 3, {}, 11, log)) == ENGINE.snapshot(state)


def test_play_game_gives_each_policy_only_its_own_view():
    seen: list[int | None] = []

    def watching(view, legal, rng):
        seen.append(view.seat)
        return random_policy(view, legal, rng)

    state = play_game(ENGINE, 3, {}, 5, [watching, random_policy, random_policy])
    assert ENGINE.is_over(state) and seen and set(seen) == {0}
