"""Krasny Drakon rules, views, AI and whole-game properties.

Most rule tests build a table by hand (``table``) holding exactly the cards they need, so each
special card and corner case is reached directly instead of hunting for seeds. Card ids are
rank, suit, deck: ``"7H1"``; ``T`` is the 10; jokers are ``JK1``...
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.krasny_drakon import (
    DATA,
    ENGINE,
    FOLLOW,
    RANKS,
    STALEMATE_PICKUPS,
    KrasnyDrakonView,
    PileView,
    PlayerView,
    State,
    build_deck,
    rank_of,
    sorted_cards,
)
from engine.krasny_drakon.ai import choose
from engine.krasny_drakon.events import (
    EVENT_TYPES,
    ChanceTurned,
    PickedUp,
    Played,
    PlayStarted,
    ReserveChosen,
    Stalemate,
    Unlocked,
)
from engine.krasny_drakon.moves import Chance, Declare, Pickup, Play, Reserve, Unlock, format_move, parse
from engine.protocol import Event, IllegalAction, random_playout, replay

Player = Callable[[KrasnyDrakonView, Sequence[str], random.Random], str]
ALL = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"]

# The follow table written out again from DECISIONS.md, independently of the data file.
EXPECTED_FOLLOW = {
    "2": ALL,
    "3": ALL,
    "4": ["2", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"],
    "5": ["2", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"],
    "6": ["2", "6", "7", "8", "9", "T", "J", "Q", "K", "A"],
    "7": ["2", "7", "8", "9", "T", "J", "Q", "K", "A"],
    "8": ["2", "8", "9", "T", "J", "Q", "K", "A"],
    "9": ["2", "3", "4", "5", "6", "7", "8", "9", "T"],
    "J": ["2", "T", "J", "Q", "K", "A"],
    "Q": ["2", "T", "Q", "K", "A"],
    "K": ["2", "T", "K", "A"],
    "A": ["2", "T", "A"],
}


def table(
    seats: int = 2,
    *,
    opening: Sequence[Sequence[str]] = (),
    reserve: Sequence[Sequence[str]] = (),
    chance: Sequence[Sequence[str]] = (),
    hand: Sequence[Sequence[str]] = (),
    pile: Sequence[str] = (),
    declared: dict[str, str] | None = None,
    turn: int = 0,
    unlock: Sequence[str | None] | None = None,
    **options: Any,
) -> State:
    """A game in the play phase holding exactly the given cards (missing seats hold nothing).

    Seats without opening cards have unlocked their reserve first unless ``unlock`` says otherwise.
    """

    def per_seat(given: Sequence[Sequence[str]]) -> list[list[str]]:
        return [list(given[s]) if s < len(given) else [] for s in range(seats)]

    resolved = ENGINE.resolve_options(options, seats)
    opening_cards = per_seat(opening)
    if unlock is None:
        unlock = [None if opening_cards[s] else "reserve" for s in range(seats)]
    return State(
        seats=seats,
        seed=0,
        options=resolved,
        dealer=max(resolved["dealer"], 0),
        phase="play",
        chance=[list(cards) for cards in per_seat(chance)],
        reserve=per_seat(reserve),
        opening=opening_cards,
        hand=per_seat(hand),
        unlock_first=list(unlock),
        out_of_play=0,
        turn=turn,
        pile=list(pile),
        declared=dict(declared or {}),
    )


def play(state: State, *moves: tuple[int, str]) -> list[Event]:
    events: list[Event] = []
    for seat, action in moves:
        events += ENGINE.apply(state, seat, action)
    return events


def plays(state: State, seat: int) -> list[str]:
    return [a for a in ENGINE.legal_actions(state, seat) if a.startswith("play:")]


def view_text(view: KrasnyDrakonView) -> str:
    """Everything a view holds, as text, for checking that it names no hidden card."""
    return repr(view)


def kinds(events: list[Event]) -> list[str]:
    return [event.kind for event in events]


def ranks_playable(state: State, seat: int) -> list[str]:
    return sorted({rank_of(a[5:]) for a in plays(state, seat)}, key=RANKS.index)


# -- the follow table ----------------------------------------------------------------
@pytest.mark.parametrize("top", list(EXPECTED_FOLLOW))
def test_follow_table_row(top: str) -> None:
    assert list(FOLLOW[top]) == EXPECTED_FOLLOW[top]
    every_rank = [f"{rank}S1" for rank in ALL]
    pile = [f"{top}H1"]
    state = table(opening=[every_rank, ["2D1"]], pile=pile)
    assert ranks_playable(state, 0) == EXPECTED_FOLLOW[top]
    assert list(ENGINE.view(state, 0).may_follow) == EXPECTED_FOLLOW[top]


def test_follow_table_data_covers_every_rank() -> None:
    assert set(DATA["follow"]) == set(ALL)
    assert list(FOLLOW["T"]) == ALL  # a 10 never stays on the pile; its row is the empty pile's


def test_empty_pile_takes_anything() -> None:
    state = table(opening=[[f"{rank}S1" for rank in ALL], ["2D1"]])
    assert ranks_playable(state, 0) == ALL
    pile = ENGINE.view(state, None).pile
    assert pile == PileView(cards=(), declared=(), top_rank=None) and pile.top is None and pile.count == 0


# -- special cards -------------------------------------------------------------------
def test_two_goes_on_anything_and_anything_goes_on_two() -> None:
    for top in ALL[:8] + ALL[9:]:
        state = table(opening=[["2S1", "5S1"], ["4D1"]], pile=[f"{top}H1"])
        assert "play:2S1" in plays(state, 0)
    state = table(opening=[["2S1", "5S1"], ["3D1", "KD1"]])
    play(state, (0, "play:2S1"))
    assert plays(state, 1) == ["play:3D1", "play:KD1"]


def test_three_goes_only_on_two_three_nine_but_takes_anything() -> None:
    for top, fits in [("2", True), ("3", True), ("9", True), ("4", False), ("8", False), ("J", False), ("A", False)]:
        state = table(opening=[["3S1"], ["4D1"]], pile=[f"{top}H1"])
        assert (plays(state, 0) == ["play:3S1"]) is fits
    state = table(opening=[["3S1", "4S1"], ["AD1", "4D1"]])
    play(state, (0, "play:3S1"))
    assert plays(state, 1) == ["play:4D1", "play:AD1"]


def test_eight_plays_again() -> None:
    state = table(opening=[["8S1", "9S1", "3S1"], ["KD1"]])
    events = play(state, (0, "play:8S1"))
    assert kinds(events) == ["play", "again"]
    assert ENGINE.to_act(state) == [0]
    assert plays(state, 0) == ["play:9S1"]  # the 3 may not follow the 8


def test_eight_as_last_card_goes_out_and_play_passes_on() -> None:
    state = table(3, hand=[["8S1"], ["9D1"], ["KC1"]])
    events = play(state, (0, "play:8S1"))
    assert kinds(events) == ["play", "out"]
    assert state.finished == [0]
    assert ENGINE.to_act(state) == [1]
    assert plays(state, 1) == ["play:9D1"]


def test_eight_with_nothing_to_follow_means_picking_up_own_pile() -> None:
    state = table(opening=[["8S1", "3S1"], ["KD1"]], pile=["4H1"])
    play(state, (0, "play:8S1"))
    assert ENGINE.legal_actions(state, 0) == ["pickup"]
    play(state, (0, "pickup"))
    assert state.hand[0] == ["4H1", "8S1"]
    assert ENGINE.to_act(state) == [1] and state.pile == []


def test_nine_asks_for_equal_or_lower() -> None:
    state = table(opening=[["9S1", "4S1"], [f"{rank}D1" for rank in ALL]])
    play(state, (0, "play:9S1"))
    view = ENGINE.view(state, 1)
    assert view.equal_or_lower is True
    assert view.pile.top_rank == "9"
    assert ranks_playable(state, 1) == ["2", "3", "4", "5", "6", "7", "8", "9", "T"]
    with pytest.raises(IllegalAction, match="may_not_follow_nine"):
        ENGINE.apply(state, 1, "play:KD1")
    play(state, (1, "play:5D1"))
    assert ENGINE.view(state, 0).equal_or_lower is False


@pytest.mark.parametrize("again", [False, True])
def test_ten_burns_the_pile(again: bool) -> None:
    state = table(3, opening=[["TS1", "5S1"], ["KD1"], ["4C1"]], pile=["7H1", "AH1"], ten_plays_again=again)
    events = play(state, (0, "play:TS1"))
    assert state.pile == [] and state.burnt == ["7H1", "AH1", "TS1"]
    assert ENGINE.view(state, None).burnt == 3
    assert kinds(events) == (["play", "burn", "again"] if again else ["play", "burn"])
    assert ENGINE.to_act(state) == ([0] if again else [1])
    assert ranks_playable(state, ENGINE.to_act(state)[0]) in (["5"], ["K"])  # a fresh pile


def test_ten_as_last_card_with_ten_plays_again_passes_on() -> None:
    state = table(3, hand=[["TS1"], ["KD1"], ["4C1"]], pile=["7H1"], ten_plays_again=True)
    play(state, (0, "play:TS1"))
    assert state.finished == [0] and ENGINE.to_act(state) == [1]


def test_ace_on_ace() -> None:
    state = table(opening=[["AS1", "KS1"], ["AD1", "KD1", "2D1", "TD1"]], pile=["AH1"])
    assert ranks_playable(state, 0) == ["A"]
    play(state, (0, "play:AS1"))
    assert ranks_playable(state, 1) == ["2", "T", "A"]


# -- chance cards, sources and the unlock choice -----------------------------------------
def test_chance_card_that_fits_is_played() -> None:
    state = table(chance=[["KS1", "3S1"], ["4D1"]], pile=["5H1"], unlock=["chance", "chance"])
    assert ENGINE.legal_actions(state, 0) == ["chance:0", "chance:1"]
    events = play(state, (0, "chance:0"))
    assert state.pile == ["5H1", "KS1"] and state.chance[0] == [None, "3S1"]
    assert events == [Played(0, ("KS1",), "K", "chance")]
    assert ENGINE.view(state, None).players[0].chance == (False, True)


def test_chance_card_that_does_not_fit_is_picked_up_with_the_pile() -> None:
    state = table(3, chance=[["3S1", "KS1"], ["4D1"], ["5C1"]], pile=["5H1", "JH1"], unlock=["chance"] * 3)
    events = play(state, (0, "chance:0"))
    taken = ("5H1", "JH1", "3S1")
    assert events == [ChanceTurned(0, 0, "3S1", fits=False, picked_up=taken), PickedUp(0, taken, 1)]
    assert state.hand[0] == ["5H1", "JH1", "3S1"]
    assert state.pile == [] and state.chance[0] == [None, "KS1"]
    assert ENGINE.to_act(state) == [1]
    # The hand waits until the chance cards are gone.
    assert ENGINE.source(state, 0) == "chance"


def test_joker_turned_over_from_chance_is_named() -> None:
    state = table(chance=[["JK1", "3S1"], ["4D1"]], pile=["JH1"], unlock=["chance", "chance"], jokers=True)
    assert play(state, (0, "chance:0")) == [ChanceTurned(0, 0, "JK1", fits=True)]
    assert ENGINE.legal_actions(state, 0) == [
        "declare:2",
        "declare:T",
        "declare:J",
        "declare:Q",
        "declare:K",
        "declare:A",
    ]
    assert ENGINE.view(state, 1).revealed == "JK1"
    with pytest.raises(IllegalAction, match="declare_joker_first"):
        ENGINE.apply(state, 0, "chance:1")
    assert play(state, (0, "declare:Q")) == [Played(0, ("JK1",), "Q", "chance")]
    assert state.declared == {"JK1": "Q"} and state.pending is None
    assert ENGINE.view(state, 1).pile.top_rank == "Q"


def test_source_order_and_the_unlock_choice_is_made_once() -> None:
    state = table(
        opening=[["5S1"], ["KD1", "KC1", "KH1"]],
        reserve=[["6S1"]],
        chance=[["7S1"]],
        hand=[["4S1"]],
        unlock=[None, None],
    )
    assert ENGINE.source(state, 0) == "opening"
    assert plays(state, 0) == ["play:5S1"]  # neither the reserve nor the hand yet
    with pytest.raises(IllegalAction, match="not_in_source"):
        ENGINE.apply(state, 0, "play:4S1")
    play(state, (0, "play:5S1"), (1, "play:KD1"))
    assert ENGINE.legal_actions(state, 0) == ["unlock:reserve", "unlock:chance"]
    with pytest.raises(IllegalAction, match="choose_unlock_first"):
        ENGINE.apply(state, 0, "pickup")
    events = play(state, (0, "unlock:reserve"))
    assert events == [Unlocked(0, "reserve")] and ENGINE.to_act(state) == [0]
    assert ENGINE.legal_actions(state, 0) == ["pickup"]  # the 6 may not follow the K
    with pytest.raises(IllegalAction, match="unlock_once"):
        ENGINE.apply(state, 0, "unlock:chance")
    play(state, (0, "pickup"), (1, "play:KC1"))
    assert ENGINE.source(state, 0) == "reserve"
    play(state, (0, "pickup"), (1, "play:KH1"))
    # Seat 1 is out; seat 0 is the last one holding cards and loses.
    assert state.finished == [1, 0] and ENGINE.is_over(state)


def test_reserve_then_chance_then_hand() -> None:
    state = table(3, reserve=[["6S1"]], chance=[["7S1"]], hand=[["4S1"]], opening=[[], ["2D1"], ["2C1"]])
    assert ENGINE.source(state, 0) == "reserve"
    play(state, (0, "play:6S1"))
    assert ENGINE.source(state, 0) == "chance"
    state.pile = []
    state.turn = 0
    play(state, (0, "chance:0"))
    assert ENGINE.source(state, 0) == "hand"


def test_chance_first_then_reserve() -> None:
    state = table(reserve=[["6S1"]], chance=[["7S1"]], opening=[[], ["2D1"]], unlock=["chance", None])
    assert ENGINE.source(state, 0) == "chance"
    play(state, (0, "chance:0"))
    assert ENGINE.source(state, 0) == "reserve"


def test_pickup_only_when_nothing_fits() -> None:
    state = table(opening=[["3S1", "KS1"], ["4D1"]], pile=["JH1"])
    assert ENGINE.legal_actions(state, 0) == ["play:KS1"]
    with pytest.raises(IllegalAction, match="must_play"):
        ENGINE.apply(state, 0, "pickup")
    state = table(opening=[["3S1", "4S1"], ["4D1"]], pile=["7H1", "JH1"])
    assert ENGINE.legal_actions(state, 0) == ["pickup"]
    events = play(state, (0, "pickup"))
    assert state.hand[0] == ["7H1", "JH1"] and state.pile == []
    assert events == [PickedUp(0, ("7H1", "JH1"), 1)]
    assert ENGINE.to_act(state) == [1]
    assert ranks_playable(state, 1) == ["4"]  # a new pile


# -- decks, jokers and sets -----------------------------------------------------------
def test_two_decks_with_eight_players_deal_every_card() -> None:
    state = ENGINE.new_state(8, {}, 3)
    assert state.options["decks"] == 2 and state.out_of_play == 0
    dealt = [card for seat in range(8) for card in [*state.chance[seat], *state.opening[seat]] if card is not None]
    assert sorted(dealt) == sorted(build_deck(2, False)) and len(set(dealt)) == 104
    assert ENGINE.view(state, None).options.decks == 2 and ENGINE.view(state, None).decks_forced


@pytest.mark.parametrize(
    ("seats", "given", "decks", "out"),
    [(2, {}, 1, 26), (4, {}, 1, 0), (3, {"decks": 2}, 2, 65), (5, {"decks": 1}, 2, 39), (4, {"jokers": True}, 1, 2)],
)
def test_deck_count_and_cards_out_of_play(seats: int, given: dict[str, Any], decks: int, out: int) -> None:
    state = ENGINE.new_state(seats, given, 1)
    assert state.options["decks"] == decks and state.out_of_play == out
    assert all(len(state.chance[s]) == 5 and len(state.opening[s]) == 8 for s in range(seats))


def test_jokers_in_the_deck() -> None:
    assert [c for c in build_deck(1, True) if rank_of(c) == "JK"] == ["JK1", "JK2"]
    assert len(build_deck(2, True)) == 108


def test_joker_is_played_as_a_named_rank() -> None:
    state = table(3, opening=[["JK1", "4S1"], ["5D1", "KD1"], ["QC1"]], pile=["JH1"], jokers=True)
    assert plays(state, 0) == [f"play:JK1={r}" for r in EXPECTED_FOLLOW["J"]]
    with pytest.raises(IllegalAction, match="declare_joker_rank"):
        ENGINE.apply(state, 0, "play:JK1")
    with pytest.raises(IllegalAction, match="may_not_follow"):
        ENGINE.apply(state, 0, "play:JK1=5")
    events = play(state, (0, "play:JK1=K"))
    assert events == [Played(0, ("JK1",), "K", "opening")]
    pile = ENGINE.view(state, 1).pile
    assert pile.top == "JK1" and pile.top_rank == "K" and pile.declared == (("JK1", "K"),)
    assert pile.declared_as("JK1") == "K" and pile.declared_as("JH1") is None
    assert plays(state, 1) == ["play:KD1"]


def test_joker_as_eight_plays_again_and_as_ten_burns() -> None:
    state = table(opening=[["JK1", "JK2", "9S1"], ["5D1"]], jokers=True)
    play(state, (0, "play:JK1=8"))
    assert ENGINE.to_act(state) == [0]
    play(state, (0, "play:JK2=T"))
    assert state.burnt == ["JK1", "JK2"] and state.declared == {} and ENGINE.to_act(state) == [1]


def test_picked_up_joker_loses_its_rank() -> None:
    state = table(opening=[["3S1"], ["5D1"]], pile=["JK1"], declared={"JK1": "A"}, jokers=True)
    play(state, (0, "pickup"))
    assert state.hand[0] == ["JK1"] and state.declared == {}


def test_sets_of_one_rank_from_one_source() -> None:
    state = table(opening=[["7S1", "7H1", "7D1", "JK1", "5C1"], ["8D1"]], reserve=[["7C1"]], sets=True, jokers=True)
    legal = plays(state, 0)
    # One set per size, made of the lowest ids (D < H < S); every single card stays playable.
    assert [a for a in legal if a.startswith("play:7")] == [
        "play:7D1",
        "play:7H1",
        "play:7S1",
        "play:7D1+7H1",
        "play:7D1+7H1+7S1",
    ]
    assert not [a for a in legal if "7C1" in a or ("JK1" in a and "+" in a)]
    with pytest.raises(IllegalAction, match="sets_as_listed"):
        ENGINE.apply(state, 0, "play:7S1+7H1")
    with pytest.raises(IllegalAction, match="sets_not_allowed"):
        ENGINE.apply(state, 0, "play:7D1+JK1=7")
    play(state, (0, "play:7D1+7H1+7S1"))
    assert state.pile == ["7D1", "7H1", "7S1"] and state.opening[0] == ["JK1", "5C1"]


def test_sets_are_off_by_default_and_a_set_of_eights_plays_again_once() -> None:
    state = table(opening=[["8S1", "8H1", "4S1"], ["8D1"]])
    assert plays(state, 0) == ["play:4S1", "play:8H1", "play:8S1"]
    with pytest.raises(IllegalAction, match="sets_not_allowed"):
        ENGINE.apply(state, 0, "play:8H1+8S1")
    state = table(opening=[["8S1", "8H1", "KS1"], ["8D1"]], sets=True)
    play(state, (0, "play:8H1+8S1"))
    assert ENGINE.to_act(state) == [0] and plays(state, 0) == ["play:KS1"]


# -- set-up ----------------------------------------------------------------------------
def test_setup_is_simultaneous_and_each_seat_picks_three_reserve_cards() -> None:
    state = ENGINE.new_state(3, {"dealer": 2}, 5)
    assert ENGINE.to_act(state) == [0, 1, 2] and ENGINE.simultaneous(state)
    for seat in range(3):
        assert len(ENGINE.legal_actions(state, seat)) == 8
    you = ENGINE.view(state, 1).you
    assert you is not None
    mine = you.choose_from
    events = play(state, (1, f"reserve:{mine[0]}"), (1, f"reserve:{mine[1]}"))
    assert events == []
    you = ENGINE.view(state, 1).you
    assert you is not None and you.reserve_needed == 1 and set(you.not_reserved) == set(mine[2:])
    events = play(state, (1, f"reserve:{mine[2]}"))
    assert events == [ReserveChosen(1)] and ENGINE.to_act(state) == [0, 2]
    with pytest.raises(IllegalAction, match="reserve_already_chosen"):
        ENGINE.apply(state, 1, f"reserve:{mine[3]}")
    for seat in (0, 2):
        for _ in range(3):
            events = play(state, (seat, ENGINE.legal_actions(state, seat)[0]))
    assert events[-1] == PlayStarted(0)
    assert state.phase == "play" and ENGINE.to_act(state) == [0]  # left of the dealer (seat 2)
    assert sorted(state.reserve[1]) == sorted(mine[:3]) and sorted(state.opening[1]) == sorted(mine[3:])
    assert len(ENGINE.legal_actions(state, 0)) == 5  # any opening card starts the pile


def test_dealer_option_is_checked_and_rotates_on_rematch() -> None:
    with pytest.raises(ValueError, match="dealer"):
        ENGINE.new_state(3, {"dealer": 3}, 0)
    with pytest.raises(ValueError):
        ENGINE.new_state(3, {"dealer": 8}, 0)
    with pytest.raises(ValueError):
        ENGINE.new_state(3, {"decks": 3}, 0)
    assert ENGINE.rematch_options({"dealer": 2, "decks": 1}, 3) == {"dealer": 0, "decks": 1}
    state = ENGINE.new_state(4, {"dealer": 3}, 0)
    for seat in range(4):
        for _ in range(3):
            play(state, (seat, ENGINE.legal_actions(state, seat)[0]))
    assert ENGINE.to_act(state) == [0] and ENGINE.view(state, None).dealer == 3


# -- views -------------------------------------------------------------------------------
def test_view_shows_own_reserve_and_sorted_hand_only_to_the_owner() -> None:
    state = table(
        3,
        opening=[["5S1", "3C1"], ["KD1"], ["QC1"]],
        reserve=[["AS1", "2S1", "TS1"], ["4D1"], ["6C1"]],
        chance=[["9S1"], ["9D1"], ["9C1"]],
        hand=[["KH1", "3H1", "JK1", "TH1", "2H1"], ["8D1"], ["8C1"]],
        jokers=True,
    )
    mine = ENGINE.view(state, 0)
    assert mine.you is not None
    assert mine.you.hand == ("2H1", "3H1", "TH1", "KH1", "JK1")
    assert mine.you.reserve == ("2S1", "TS1", "AS1")
    assert mine.you.source == "opening" and mine.you.source_cards == ("3C1", "5S1")
    assert mine.players[0].opening == ("3C1", "5S1")
    assert mine.players[1] == PlayerView(
        seat=1,
        opening=("KD1",),
        chance=(True,),
        chance_face_up=(),
        chance_count=1,
        reserve_count=1,
        hand_count=1,
        cards_left=4,
        source="opening",
        unlock_first=None,
        order=("opening",),
        ready=False,
        place=None,
    )
    text = view_text(mine)
    for hidden in ("9S1", "9D1", "9C1", "4D1", "6C1", "8D1", "8C1"):
        assert hidden not in text
    spectator = ENGINE.view(state, None)
    assert spectator.you is None
    for hidden in ("AS1", "2H1", "JK1", "9S1"):
        assert hidden not in view_text(spectator)


def test_setup_view_hides_the_dealt_cards_from_others() -> None:
    state = ENGINE.new_state(2, {}, 9)
    other = state.opening[1]
    view = ENGINE.view(state, 0)
    assert view.you is not None
    assert view.phase == "setup" and view.you.choose_from == tuple(sorted_cards(state.opening[0]))
    assert all(card not in view_text(view) for card in other)
    assert view.players[1].opening == ()


# -- illegal actions, persistence, results --------------------------------------------------
def test_illegal_actions_raise_and_leave_the_state_unchanged() -> None:
    cases: list[tuple[State, int, str]] = []
    setup = ENGINE.new_state(2, {}, 4)
    cases += [(setup, 0, "pickup"), (setup, 0, "reserve:XX1"), (setup, 0, f"reserve:{setup.opening[1][0]}")]
    state = table(3, opening=[["5S1", "3S1"], ["4D1"], ["KC1"]], pile=["4H1"], reserve=[["AS1"]])
    cases += [
        (state, 1, "play:4D1"),  # not their turn
        (state, 0, "play:3S1"),  # does not fit
        (state, 0, "play:AS1"),  # reserve not unlocked
        (state, 0, "pickup"),  # must play
        (state, 0, "chance:0"),
        (state, 0, "unlock:chance"),
        (state, 0, "play:5S1+3S1"),
        (state, 0, "bogus"),
        (state, 0, "play:"),
        (state, 7, "play:5S1"),
    ]
    over = table(opening=[["5S1"], ["4D1", "6D1"]])
    play(over, (0, "play:5S1"))
    assert ENGINE.is_over(over)
    cases.append((over, 1, "play:6D1"))
    for case, seat, action in cases:
        before = ENGINE.snapshot(case)
        with pytest.raises(IllegalAction):
            ENGINE.apply(case, seat, action)
        assert ENGINE.snapshot(case) == before, action


def test_dump_and_load_round_trip_through_json() -> None:
    state = random_playout_until(ENGINE.new_state(5, {"jokers": True, "sets": True}, 11), 300, random.Random(1))
    data = ENGINE.dump(state)
    again = ENGINE.load(json.loads(json.dumps(data)))
    assert ENGINE.dump(again) == data and again == state
    assert ENGINE.clone(state) == state and ENGINE.clone(state) is not state


def test_replay_is_deterministic() -> None:
    rng = random.Random(2)
    state = ENGINE.new_state(4, {"jokers": True}, 21)
    log = []
    while not ENGINE.is_over(state):
        seat = rng.choice(ENGINE.to_act(state))
        action = rng.choice(ENGINE.legal_actions(state, seat))
        log.append((seat, action))
        ENGINE.apply(state, seat, action)
    assert ENGINE.snapshot(replay(ENGINE, 4, {"jokers": True}, 21, log)) == ENGINE.snapshot(state)
    assert ENGINE.new_state(4, {}, 21).chance != ENGINE.new_state(4, {}, 22).chance


def test_results_rank_by_finishing_order() -> None:
    state = table(3, hand=[["5S1"], ["6D1"], ["7C1", "3C1"]])
    play(state, (0, "play:5S1"), (1, "play:6D1"))
    assert ENGINE.is_over(state) and state.finished == [0, 1, 2]
    results = {r.seat: (r.placement, r.score) for r in ENGINE.results(state)}
    assert results == {0: (1, 2), 1: (2, 1), 2: (3, 0)}
    with pytest.raises(ValueError):
        ENGINE.results(table(hand=[["5S1"], ["6D1"]]))


def test_stalemate_ends_a_game_that_goes_round_in_circles() -> None:
    assert STALEMATE_PICKUPS == 25 and ENGINE.new_state(2, {}, 1).stalemate_after == 25
    state = table(3, hand=[["3S1", "4S1"], ["5D1", "6D1", "7D1"], []], pile=["KH1", "AH1"])
    state.stalemate_after = STALEMATE_PICKUPS
    state.finished = [2]
    state.pickups_in_a_row = STALEMATE_PICKUPS - 1
    events = play(state, (0, "pickup"))
    assert events == [PickedUp(0, ("KH1", "AH1"), 1), Stalemate(STALEMATE_PICKUPS, (1, 0), shared=True)]
    assert ENGINE.view(state, None).ended_by_stalemate and ENGINE.is_over(state)
    # who holds how many after the last pickup is close to a coin flip: the players left share the last place, and
    # outlast nobody (the score counts the players outlasted)
    assert [(r.seat, r.placement, r.score) for r in ENGINE.results(state)] == [(0, 2, 0), (1, 2, 0), (2, 1, 2)]
    players = ENGINE.view(state, None).players
    assert [(p.place, p.outlasted, p.stopped) for p in players] == [(2, (), True), (2, (), True), (1, (1, 0), False)]


def test_stalemate_shares_the_last_place_between_everyone_left() -> None:
    state = table(3, hand=[["3S1"], ["5D1", "6D1"], ["7C1", "8C1"]], pile=["KH1"])
    state.stalemate_after = STALEMATE_PICKUPS
    state.pickups_in_a_row = STALEMATE_PICKUPS - 1
    play(state, (0, "pickup"))
    assert [r.placement for r in ENGINE.results(state)] == [1, 1, 1] and state.stalemated == [1, 2, 0]


def test_games_stored_before_the_lower_bound_keep_fifty_pickups() -> None:
    stored = ENGINE.dump(ENGINE.new_state(2, {"dealer": 0}, 1))
    del stored["stalemate_after"], stored["stalemated"]
    assert ENGINE.load(stored).stalemate_after == 50


def test_the_first_dealer_is_drawn_by_lot_unless_the_host_chooses() -> None:
    """ "by lot or by preference" """
    assert ENGINE.resolve_options({})["dealer"] == -1
    dealers = {ENGINE.new_state(4, {}, seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert ENGINE.new_state(4, {}, 7).dealer == ENGINE.new_state(4, {}, 7).dealer  # drawn from the seed
    assert {ENGINE.new_state(4, {"dealer": 2}, seed).dealer for seed in range(10)} == {2}
    assert ENGINE.rematch_options({"dealer": -1}, 4) == {"dealer": -1}  # drawn again for a rematch


def test_open_chance_cards_are_turned_face_up_and_played_like_the_others() -> None:
    """ "open, at his choice, the chance cards": with the option they lie face up once reached."""
    state = table(2, chance=[["9S1", "3C1", "KD1"], ["4D1"]], pile=["5H1"], open_chance=True, unlock=["chance", None])
    state.reserve = [[], ["2S1"]]
    assert ENGINE.source(state, 0) == "chance"
    assert ENGINE.legal_actions(state, 0) == ["play:9S1", "play:KD1"]
    other = ENGINE.view(state, 1).players[0]
    assert other.chance_face_up == ("3C1", "9S1", "KD1")
    mine = ENGINE.view(state, 0).you
    assert mine is not None and mine.source_cards == ("3C1", "9S1", "KD1")
    assert ENGINE.view(state, 1).players[1].chance_face_up == ()  # seat 1 has not reached its own yet
    for deal in range(10):  # face-up chance cards are not hidden any more
        assert ENGINE.redeal_hidden(state, 1, random.Random(deal)).chance[0] == state.chance[0]
    play(state, (0, "play:KD1"))
    assert state.chance[0] == ["9S1", "3C1", None] and state.pile == ["5H1", "KD1"]
    blind = table(2, chance=[["9S1", "3C1", "KD1"], ["4D1"]], pile=["5H1"], unlock=["chance", None])
    assert ENGINE.legal_actions(blind, 0) == ["chance:0", "chance:1", "chance:2"]  # the default: played blind


# -- whole games -------------------------------------------------------------------------------
def random_playout_until(state: State, steps: int, rng: random.Random) -> State:
    for _ in range(steps):
        if ENGINE.is_over(state):
            break
        seat = rng.choice(ENGINE.to_act(state))
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    return state


def holdings(state: State, seat: int) -> list[str]:
    chance = [card for card in state.chance[seat] if card is not None]
    return chance + state.reserve[seat] + state.opening[seat] + state.hand[seat]


def check_invariants(state: State, deck: set[str]) -> None:
    """13 cards per player are conserved, and no view names a card its viewer may not know."""
    pending = [state.pending] if state.pending else []
    in_play = state.pile + state.burnt + pending + [c for s in range(state.seats) for c in holdings(state, s)]
    assert len(in_play) == 13 * state.seats and len(set(in_play)) == len(in_play)
    assert set(in_play) <= deck
    never_seen = (deck - set(in_play)) | {c for s in range(state.seats) for c in state.chance[s] if c}
    setup = state.phase == "setup"
    for viewer in [None, *range(state.seats)]:
        hidden = set(never_seen)
        for s in range(state.seats):
            if s != viewer:
                hidden |= set(state.reserve[s]) | set(state.hand[s]) | (set(state.opening[s]) if setup else set())
        text = view_text(ENGINE.view(state, viewer))
        leaked = [card for card in hidden if card in text]
        assert not leaked, (viewer, leaked)


def run_checked_game(seats: int, options: dict[str, Any], seed: int, players: dict[int, Player]) -> State:
    """A whole game (random seats unless in ``players``), checking the invariants as it goes."""
    rng = random.Random(f"{seed}:test")
    state = ENGINE.new_state(seats, options, seed)
    deck = set(build_deck(state.options["decks"], state.options["jokers"]))
    for step in range(20_000):
        if ENGINE.is_over(state):
            break
        if step < 60 or step % 7 == 0:
            check_invariants(state, deck)
        seat = rng.choice(ENGINE.to_act(state))
        legal = ENGINE.legal_actions(state, seat)
        assert legal
        player = players.get(seat)
        action = player(ENGINE.view(state, seat), legal, rng) if player else rng.choice(legal)
        assert action in legal
        ENGINE.apply(state, seat, action)
    assert ENGINE.is_over(state), "the game did not end"
    check_invariants(state, deck)
    assert sorted(state.finished) == list(range(seats))
    return state


OPTION_MIXES: list[dict[str, Any]] = [
    {},
    {"jokers": True},
    {"sets": True, "ten_plays_again": True},
    {"decks": 2, "jokers": True, "sets": True},
]


@pytest.mark.parametrize("seats", range(2, 9))
@pytest.mark.parametrize("mix", range(len(OPTION_MIXES)))
def test_random_games_keep_the_invariants_and_end(seats: int, mix: int) -> None:
    for seed in range(2):
        run_checked_game(seats, OPTION_MIXES[mix], 100 * seats + 10 * mix + seed, {})


@pytest.mark.parametrize("seats", range(2, 9))
def test_ai_only_games_are_legal_and_end(seats: int) -> None:
    for seed, options in enumerate(OPTION_MIXES):
        run_checked_game(seats, options | {"dealer": seed % seats}, seed, dict.fromkeys(range(seats), choose))


@settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    seats=st.integers(2, 8),
    seed=st.integers(0, 10**6),
    jokers=st.booleans(),
    sets=st.booleans(),
    again=st.booleans(),
)
def test_any_seeded_game_keeps_the_invariants(seats: int, seed: int, jokers: bool, sets: bool, again: bool) -> None:
    options = {"jokers": jokers, "sets": sets, "ten_plays_again": again}
    run_checked_game(seats, options, seed, {seed % seats: choose})


def test_random_playout_finishes_for_every_player_count() -> None:
    for seats in range(2, 9):
        assert ENGINE.is_over(random_playout(ENGINE, seats, {"jokers": True}, seats))


def test_ai_beats_random_players() -> None:
    """One AI seat against three random ones over fixed seeds: a random seat averages 2.5."""
    places = []
    for seed in range(80):
        ai_seat = seed % 4
        rng = random.Random(f"{seed}:strength")
        state = ENGINE.new_state(4, {}, seed)
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            legal = ENGINE.legal_actions(state, seat)
            ai_turn = seat == ai_seat
            action = ENGINE.ai_action(ENGINE.view(state, seat), legal, rng) if ai_turn else rng.choice(legal)
            ENGINE.apply(state, seat, action)
        places.append(state.finished.index(ai_seat) + 1)
    assert sum(places) / len(places) < 2.1
    assert places.count(1) > len(places) * 0.35


def test_ai_keeps_strong_cards_in_reserve_and_emergency_cards_back() -> None:
    dealt = ["3S1", "4S1", "TS1", "2S1", "AS1", "6S1", "7S1", "KS1"]
    legal = [f"reserve:{c}" for c in dealt]
    picks = []
    setup = ENGINE.view(ENGINE.new_state(2, {}, 0), 0)
    for _ in range(3):
        pick = choose(setup, legal, random.Random(0))
        picks.append(pick)
        legal.remove(pick)
    assert picks == ["reserve:TS1", "reserve:2S1", "reserve:AS1"]
    state = table(opening=[["2S1", "TS1", "5S1", "9S1"], ["KD1", "4D1"]], pile=["4H1"])
    assert choose(ENGINE.view(state, 0), ENGINE.legal_actions(state, 0), random.Random(0)) == "play:5S1"
    # When the next player's face-up cards cannot answer a card, that card is worth playing.
    state = table(opening=[["2S1", "TS1", "5S1", "9S1"], ["KD1", "QD1"]], pile=["4H1"])
    assert choose(ENGINE.view(state, 0), ENGINE.legal_actions(state, 0), random.Random(0)) == "play:9S1"


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), jokers=st.booleans(), sets=st.booleans())
def test_hard_ai_searches_only_the_normal_ais_favourite_plays(seed: int, jokers: bool, sets: bool) -> None:
    """Hard picks one of the normal AI's few best plays, and leaves what it cannot tell apart to the normal AI."""
    from engine.krasny_drakon.ai import best_plays
    from engine.krasny_drakon.search import CANDIDATES

    rng = random.Random(seed)
    state = ENGINE.new_state(3, {"jokers": jokers, "sets": sets}, seed)
    searched = 0
    while not ENGINE.is_over(state) and searched < 4:
        seat = rng.choice(ENGINE.may_act(state))
        view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
        normal = choose(view, legal, random.Random(seed))
        if state.phase == "play" and legal[0].startswith("play:") and len(legal) > CANDIDATES:
            assert ENGINE.ai_action(view, legal, random.Random(seed), "hard") in best_plays(view, legal, CANDIDATES)
            searched += 1
        elif not legal[0].startswith(("play:", "pickup")):
            assert ENGINE.ai_action(view, legal, random.Random(seed), "hard") == normal
        ENGINE.apply(state, seat, normal)
    assert searched, "no position with a choice between plays was looked at"


# -- moves, events and the hidden cards ----------------------------------------------------------
def test_moves_parse_and_format_back() -> None:
    assert parse("reserve:7H1") == Reserve("7H1")
    assert parse("unlock:chance") == Unlock("chance")
    pair = parse("play:7D1+7H1")
    assert pair == Play(("7D1", "7H1")) and isinstance(pair, Play) and pair.rank == "7" and pair.is_set
    assert parse("play:JK1=K") == Play(("JK1",), "K")
    assert parse("chance:3") == Chance(3) and parse("declare:9") == Declare("9") and parse("pickup") == Pickup()
    for bogus in ("bogus", "play:", "play:JK1=", "unlock:hand", "chance:x", "pickup:now", "reserve:"):
        with pytest.raises(ValueError):
            parse(bogus)
    state = random_playout_until(ENGINE.new_state(4, {"jokers": True, "sets": True}, 5), 400, random.Random(3))
    for seat in range(4):
        for legal in ENGINE.legal_actions(state, seat):
            assert format_move(parse(legal)) == legal


def test_event_kinds_are_unique_and_every_kind_happens() -> None:
    assert len({event_type.kind for event_type in EVENT_TYPES}) == len(EVENT_TYPES)
    assert not {"timed_out", "seat_reclaimed"} & {event_type.kind for event_type in EVENT_TYPES}
    seen: set[str] = set()
    for seed in range(60):
        rng = random.Random(seed)
        state = ENGINE.new_state(2 + seed % 7, {"jokers": True, "sets": seed % 2 == 0}, seed)
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            events = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
            assert state.last_events == [event.to_data() for event in events]
            for event in events:
                data = json.loads(json.dumps(event.to_data()))
                assert type(event).from_data(data) == event and ENGINE.decode_event(data) == event
                seen.add(event.kind)
    assert seen == {event_type.kind for event_type in EVENT_TYPES}


def redeal_is_invisible(state: State, rng: random.Random) -> bool:
    """For every seat and a spectator, a redeal of what it cannot see leaves its view (and its moves) as
    they are and keeps every card once; True if some redeal changed the state."""
    changed = False
    deck = set(build_deck(state.options["decks"], state.options["jokers"]))
    for viewer in [None, *range(state.seats)]:
        again = ENGINE.redeal_hidden(state, viewer, rng)
        assert ENGINE.view(again, viewer) == ENGINE.view(state, viewer), viewer
        if viewer is not None:
            assert ENGINE.legal_actions(again, viewer) == ENGINE.legal_actions(state, viewer)
        cards = again.pile + again.burnt + ([again.pending] if again.pending else [])
        cards += [c for s in range(again.seats) for c in holdings(again, s)]
        assert len(cards) == len(set(cards)) == 13 * state.seats and set(cards) <= deck
        changed |= again != state
    return changed


@settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    seats=st.integers(2, 8),
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 400),
    jokers=st.booleans(),
    sets=st.booleans(),
)
def test_redeal_hidden_changes_nothing_a_seat_can_see(
    seats: int, seed: int, steps: int, jokers: bool, sets: bool
) -> None:
    rng = random.Random(seed)
    state = ENGINE.new_state(seats, {"jokers": jokers, "sets": sets}, seed)
    changed = redeal_is_invisible(state, rng)
    for _ in range(4):
        state = random_playout_until(state, steps // 4 + 1, rng)
        changed |= redeal_is_invisible(state, rng)
    assert changed  # every game has chance cards face down at the start


def test_a_redealt_game_plays_on_to_the_end() -> None:
    rng = random.Random(7)
    state = random_playout_until(ENGINE.new_state(3, {"jokers": True}, 7), 40, rng)
    again = ENGINE.redeal_hidden(state, 0, rng)
    assert again.chance != state.chance and again.opening == state.opening
    assert again.reserve[0] == state.reserve[0] and again.hand[0] == state.hand[0]
    assert ENGINE.is_over(random_playout_until(again, 20_000, rng))
