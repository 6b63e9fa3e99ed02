"""Play of the Dragons rules: every power, the gambit's structure, money trouble and seeded random games."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Sequence
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.play_of_the_dragons import (
    CARDS,
    ENGINE,
    HAND_LIMIT,
    PARTS,
    STAKES,
    State,
    has_power,
    moves,
    pending,
    strength,
)
from engine.play_of_the_dragons import events as ev
from engine.play_of_the_dragons.events import Payment
from engine.play_of_the_dragons.powers import POWERS
from engine.play_of_the_dragons.views import SeatView
from engine.protocol import Event, IllegalAction, random_playout, replay

E = TypeVar("E", bound=Event)

# -- helpers --------------------------------------------------------------------------------------


def table(
    hands: Sequence[Sequence[str]],
    *,
    flights: Sequence[Sequence[str]] | None = None,
    antes: Sequence[str | None] | None = None,
    stakes: int = 30,
    gold: Sequence[int] | None = None,
    leader: int = 0,
    round_no: int = 1,
    top: Sequence[str] = (),
    options: dict[str, Any] | None = None,
    out: Sequence[int] | None = None,
) -> State:
    """A gambit in the play phase, at the start of round ``round_no``, with exactly these cards.

    ``top`` lists the next cards of the draw pile, the first one drawn first. Every other card is
    further down the draw pile, so all 70 cards stay in play.
    """
    seats = len(hands)
    state = ENGINE.new_state(seats, options or {}, 5)
    flights = flights or [[] for _ in range(seats)]
    antes = antes or [None] * seats
    placed = [c for h in hands for c in h] + [c for f in flights for c in f] + [c for c in antes if c] + list(top)
    assert len(placed) == len(set(placed)) and set(placed) <= set(CARDS), "a card is placed twice or unknown"
    state.deck = [c for c in CARDS if c not in placed] + list(reversed(top))
    state.discard = []
    state.hands = [list(h) for h in hands]
    state.flights = [list(f) for f in flights]
    state.antes = list(antes)
    state.gold = list(gold) if gold else [50] * seats
    state.stakes = stakes
    state.phase = "play"
    state.leader = leader
    state.round = round_no - 1
    state.out = list(out) if out else [0] * seats
    ENGINE._start_round(state, "ante", [])
    return state


def act(state: State, seat: int, action: str) -> list[Event]:
    return ENGINE.apply(state, seat, action)


#: the events of card powers and of the answers to their questions
POWER_EVENTS = (
    ev.GoldTaken,
    ev.NoEvilDragon,
    ev.OpponentsPay,
    ev.CardHanded,
    ev.PaidInstead,
    ev.CardPulled,
    ev.MortalSeen,
    ev.CopperSwapped,
    ev.GoodDragonsDraw,
    ev.SilverDraws,
    ev.BahamutCollects,
    ev.PowerCopied,
    ev.MortalPays,
    ev.DragonSlain,
    ev.CardThrownAway,
    ev.PrincessTriggers,
    ev.NothingToChoose,
    ev.AnteTaken,
)


def powers(events: list[Event]) -> list[Event]:
    return [e for e in events if isinstance(e, POWER_EVENTS)]


def of(events: list[Event], kind: type[E]) -> list[E]:
    """The events of one kind."""
    return [e for e in events if isinstance(e, kind)]


def one(events: list[Event], kind: type[E]) -> E:
    [found] = of(events, kind)
    return found


def dumped(events: list[Event]) -> str:
    """Everything the events say, as stored."""
    return json.dumps([e.to_data() for e in events])


def seat_view(state: State, seat: int | None) -> SeatView:
    return ENGINE.view(state, seat)


def mine(state: State, seat: int) -> Any:
    """The seat's own open question (asserted to be there)."""
    found = seat_view(state, seat).pending
    assert found is not None
    return found


def answers(state: State, seat: int) -> list[str]:
    return [c.action for c in mine(state, seat).choices]


def all_cards(state: State) -> list[str]:
    hands = [c for h in state.hands for c in h]
    flights = [c for f in state.flights for c in f]
    return state.deck + state.discard + hands + flights + [c for c in state.antes if c]


def card_ids(view: Any) -> set[str]:
    """Every card id a view shows outside its log of public events: in any field, and in the answers offered."""
    found: set[str] = set()
    if dataclasses.is_dataclass(view) and not isinstance(view, type):
        for f in dataclasses.fields(view):
            if not isinstance(view, SeatView) or f.name != "log":
                found |= card_ids(getattr(view, f.name))
    elif isinstance(view, tuple | list):
        for value in view:
            found |= card_ids(value)
    elif isinstance(view, str):
        for part in [*view.partition(":")[2].split(","), view]:
            if part in CARDS:
                found.add(part)
    return found


# spare cards to fill each seat's hand with (good dragons that play no part in the tests)
F0 = ["copper7", "bronze7", "brass7"]
F1 = ["copper5", "bronze6", "brass5"]
F2 = ["copper8", "bronze9", "gold11"]
F3 = ["silver10", "bronze11", "gold9"]


# -- the cards ------------------------------------------------------------------------------------


def test_seventy_cards_as_in_the_original_deck() -> None:
    assert len(CARDS) == 70
    kinds = {k: sum(1 for c in CARDS.values() if c.kind == k) for k in ("dragon", "god", "mortal")}
    assert kinds == {"dragon": 61, "god": 2, "mortal": 7}
    assert sorted(c.strength for c in CARDS.values() if c.colour == "gold") == [2, 4, 6, 9, 11, 13]
    assert sorted(c.strength for c in CARDS.values() if c.colour == "red") == [2, 3, 5, 8, 10, 12]
    assert CARDS["dracolich"].alignment == "evil" and CARDS["dracolich"].colour is None
    assert all(has_power(c) for c in CARDS if c != "tiamat") and not has_power("tiamat")
    assert {c.power for c in CARDS.values() if c.power} == set(POWERS)


# -- ante ---------------------------------------------------------------------------------------------


def ante_state(ante_cards: Sequence[str], gold: Sequence[int] | None = None) -> State:
    state = ENGINE.new_state(len(ante_cards), {}, 3)
    hands = [[c, [F0, F1, F2, F3][i][0]] for i, c in enumerate(ante_cards)]
    placed = [c for h in hands for c in h]
    state.deck = [c for c in CARDS if c not in placed]
    state.hands = hands
    if gold:
        state.gold = list(gold)
    return state


def test_ante_is_secret_until_everyone_has_chosen() -> None:
    state = ante_state(["red8", "black5", "white2"])
    act(state, 1, "ante:black5")
    view = seat_view(state, 0)
    assert view.players[1].anted and view.players[1].ante is None
    assert seat_view(state, 1).players[1].ante == "black5"
    assert seat_view(state, None).players[1].ante is None
    assert sorted(ENGINE.to_act(state)) == [0, 2]
    with pytest.raises(IllegalAction, match="ante_already_chosen"):
        act(state, 1, "ante:copper5")


def test_ante_highest_untied_leads_and_everyone_pays_the_highest_value() -> None:
    state = ante_state(["red8", "silver8", "white2"])
    act(state, 0, "ante:red8")
    act(state, 1, "ante:silver8")
    events = act(state, 2, "ante:white2")
    assert state.phase == "play" and state.leader == 2 and ENGINE.to_act(state) == [2]
    assert state.gold == [42, 42, 42] and state.stakes == 24
    revealed = one(events, ev.AnteRevealed)
    assert revealed.amount == 8 and revealed.leader == 2 and revealed.antes == ("red8", "silver8", "white2")
    assert revealed.payments == (Payment(2, None, 8, 0), Payment(0, None, 8, 0), Payment(1, None, 8, 0))
    assert seat_view(state, 0).players[1].ante == "silver8"


def test_ante_all_tied_discards_draws_and_antes_again_without_paying() -> None:
    state = ante_state(["red8", "silver8", "white2", "blue2"])
    for seat, card in enumerate(["red8", "silver8", "white2", "blue2"]):
        act(state, seat, f"ante:{card}")
    assert state.phase == "ante" and state.stakes == 0 and state.gold == [50] * 4
    assert sorted(state.discard) == ["blue2", "red8", "silver8", "white2"]
    assert [len(h) for h in state.hands] == [2, 2, 2, 2]
    assert state.antes == [None] * 4 and sorted(ENGINE.to_act(state)) == [0, 1, 2, 3]


def test_ante_a_player_cannot_afford_becomes_a_debt() -> None:
    state = ante_state(["red8", "black5", "white2"], gold=[50, 3, 50])
    for seat, card in enumerate(["red8", "black5", "white2"]):
        act(state, seat, f"ante:{card}")
    assert state.gold == [42, 0, 42] and state.stakes == 19
    assert state.debts == [[1, STAKES, 5]]
    assert seat_view(state, 2).players[1].debt == 5


# -- the trigger rule and every power ------------------------------------------------------------------

PLAIN = {
    "black": "black9",
    "blue": "blue11",
    "green": "green10",
    "red": "red12",
    "white": "white8",
    "brass": "brass9",
    "bronze": "bronze11",
    "copper": "copper10",
    "gold": "gold13",
    "silver": "silver12",
    "bahamut": "bahamut",
    "dracolich": "dracolich",
    "archmage": "archmage",
    "dragonslayer": "dragonslayer",
    "thief": "thief",
    "druid": "druid",
    "priest": "priest",
    "princess": "princess",
    "fool": "fool",
}


@pytest.mark.parametrize("card", sorted(PLAIN.values()))
def test_a_card_stronger_than_the_previous_one_does_not_trigger(card):
    mortal = "thief" if card != "thief" else "fool"
    state = table([["white1", *F0], [card, *F1], [*F2[:2], "gold2"]], flights=[[], ["black1"], [mortal]])
    act(state, 0, "play:white1")
    before = (list(state.gold), state.stakes, [len(h) for h in state.hands])
    events = act(state, 1, f"play:{card}")
    assert not powers(events), events
    assert (list(state.gold), state.stakes) == before[:2]
    assert [len(h) for h in state.hands] == [3, 3, 3]
    assert ENGINE.to_act(state) == [2] and not state.tasks
    assert one(events, ev.CardPlayed) == ev.CardPlayed(1, card, False, False, CARDS[card].strength + 1)


def test_equal_strength_triggers_and_first_card_of_each_round_always_triggers() -> None:
    state = table([["black5", *F0], ["red5", *F1], ["white1", *F2]])
    events = act(state, 0, "play:black5")
    assert state.gold[0] == 52 and powers(events)
    view = seat_view(state, 1)
    assert view.previous_strength == 5
    triggers = {c.card: c.triggers for c in view.hand or ()}
    assert triggers == {"red5": True, "copper5": True, "brass5": True, "bronze6": False}


def test_black_takes_two_from_the_stakes() -> None:
    state = table([["black3", *F0], F1, F2[:2]])
    events = act(state, 0, "play:black3")
    assert state.gold[0] == 52 and state.stakes == 28
    assert powers(events) == [ev.GoldTaken(0, "black3", "black", 2)]


def test_blue_counts_evil_dragons_including_tiamat_and_dracolich_and_takes() -> None:
    state = table([["blue1", *F0], F1, F2[:2]], flights=[["tiamat", "dracolich", "fool"], [], []])
    act(state, 0, "play:blue1")
    question = mine(state, 0)
    assert question.kind == "blue" and answers(state, 0) == ["choose:take", "choose:others"]
    assert question.question == pending.BlueChoice(0, 3, "blue1")
    assert [c.amount for c in question.choices] == [3, 3]
    other = seat_view(state, 1)
    assert other.pending is None and other.waiting is not None and other.waiting.seat == 0
    act(state, 0, "choose:take")
    assert state.gold[0] == 53 and state.stakes == 27 and ENGINE.to_act(state) == [1]


def test_blue_can_make_every_opponent_pay_into_the_stakes() -> None:
    state = table([["blue4", *F0], F1, F2[:2]], flights=[["black5"], [], []], gold=[50, 50, 1])
    act(state, 0, "play:blue4")
    events = act(state, 0, "choose:others")
    assert state.gold == [50, 48, 0] and state.stakes == 33
    assert state.debts == [[2, STAKES, 1]]
    assert one(events, ev.OpponentsPay).payments == (Payment(1, None, 2, 0), Payment(2, None, 1, 1))


def test_green_left_opponent_chooses_a_weaker_evil_dragon_to_hand_over() -> None:
    state = table([["green6", *F0], ["black5", "blue2", "red8", "tiamat"], F2[:2]])
    act(state, 0, "play:green6")
    assert ENGINE.to_act(state) == [1]
    assert answers(state, 1) == ["choose:blue2", "choose:black5", "choose:pay"]
    assert mine(state, 1).question == pending.Give(1, 0, "green", "green6", 6)
    assert seat_view(state, 0).pending is None
    events = act(state, 1, "choose:black5")
    assert "black5" in state.hands[0] and "black5" not in state.hands[1]
    assert events[0] == ev.CardHanded(0, "green6", "green", 1)
    assert "black5" not in dumped(events)  # the handed card stays secret
    assert ENGINE.to_act(state) == [1]  # now seat 1 plays its card of the round


def test_green_opponent_may_pay_and_is_asked_even_without_a_fitting_card() -> None:
    state = table([["green6", *F0], ["black5", *F1], F2[:2]])
    act(state, 0, "play:green6")
    act(state, 1, "choose:pay")
    assert state.gold[:2] == [55, 45]
    state = table([["green1", *F0], ["black5", *F1], F2[:2]])
    act(state, 0, "play:green1")
    # the document's victim "must give ... or pay": always asked, so being asked reveals nothing of the hand
    assert ENGINE.to_act(state) == [1] and answers(state, 1) == ["choose:pay"]
    events = act(state, 1, "choose:pay")
    assert state.gold[:2] == [55, 45] and ev.PaidInstead(0, "green1", "green", Payment(1, 0, 5, 0)) in events


def test_a_green_or_brass_victim_with_nothing_to_hand_over_pays_at_once_in_a_new_game() -> None:
    new = ENGINE.resolve_options(seats=3)  # a new game: the lobby resolves the options
    state = table([["green1", *F0], ["black5", *F1], F2[:2]], options=new)
    events = act(state, 0, "play:green1")
    assert ev.PaidWithoutChoice(0, "green1", "green", Payment(1, 0, 5, 0)) in events
    assert state.gold[:2] == [55, 45] and not state.tasks and ENGINE.to_act(state) == [1]
    assert seat_view(state, 1).pending is None  # seat 1 now plays its card of the round
    hand = ["princess", "silver3", "silver6", "silver8", "silver10", "silver12", "gold6", "copper1", "copper3"]
    state = table([hand, ["gold9", "black1"], F2[:2]], flights=[["gold4", "brass1"], ["red3"], []], options=new)
    act(state, 0, "play:princess")
    events = act(state, 0, "choose:gold4")  # Brass: seat 0's hand is full, so seat 1 can hand nothing over
    assert ev.PaidWithoutChoice(0, "brass1", "brass", Payment(1, 0, 5, 0)) in events and "gold9" in state.hands[1]
    state = table([["green6", *F0], ["black5", *F1], F2[:2]], options=new)
    act(state, 0, "play:green6")
    assert answers(state, 1) == ["choose:black5", "choose:pay"]  # a real choice is still asked


def test_the_green_question_looks_the_same_to_the_others_whatever_the_victim_holds() -> None:
    fitting = table([["green6", *F0], ["black5", "copper1"], F2[:2]])
    unfitting = table([["green6", *F0], ["gold9", "copper1"], F2[:2]])
    for state in (fitting, unfitting):
        act(state, 0, "play:green6")
    for seat in (0, 2, None):
        views = [seat_view(s, seat) for s in (fitting, unfitting)]
        assert views[0].waiting == views[1].waiting == pending.Give(1, 0, "green", "green6", 6)
        assert views[0].pending is None and views[1].pending is None and views[0].to_act == views[1].to_act == (1,)
    assert answers(fitting, 1) == ["choose:black5", "choose:pay"] and answers(unfitting, 1) == ["choose:pay"]


def test_green_skips_eliminated_seats_and_a_short_payment_is_a_debt() -> None:
    state = table([["green6", *F0], [], ["white8", "copper8"]], gold=[50, 50, 3], out=[0, 1, 0])
    act(state, 0, "play:green6")
    assert ENGINE.to_act(state) == [2]
    act(state, 2, "choose:pay")
    assert state.gold == [53, 50, 0] and state.debts == [[2, 0, 2]]
    assert ENGINE.to_act(state) == [2]


def test_a_card_cannot_be_handed_to_a_full_hand() -> None:
    hand = ["princess", "silver3", "silver6", "silver8", "silver10", "silver12", "gold6", "copper1", "copper3"]
    state = table([hand, ["gold9", "black1"], F2[:2]], flights=[["gold4", "brass1"], ["red3"], []])
    act(state, 0, "play:princess")
    act(state, 0, "choose:gold4")
    assert len(state.hands[0]) == HAND_LIMIT
    # Brass then asks seat 1, who could give Gold 9 but must pay: seat 0 has no room
    assert answers(state, 1) == ["choose:pay"]
    events = act(state, 1, "choose:pay")
    assert state.gold[:2] == [54, 45] and "gold9" in state.hands[1]
    assert ev.PaidInstead(0, "brass1", "brass", Payment(1, 0, 5, 0)) in events


def test_red_strongest_opponent_pays_one_and_loses_a_random_card() -> None:
    state = table([["red2", *F0], ["black1", "white1"], ["black2", "white2"]], flights=[[], ["gold13"], ["silver2"]])
    events = act(state, 0, "play:red2")
    assert state.gold[:2] == [51, 49]
    assert len(state.hands[0]) == 4 and len(state.hands[1]) == 1
    assert {"black1", "white1"} & set(state.hands[0])
    assert powers(events) == [ev.CardPulled(0, "red2", "red", 1, Payment(1, 0, 1, 0), True)]
    assert "black1" not in dumped(events) and "white1" not in dumped(events)


def test_red_tied_strongest_opponents_the_owner_chooses() -> None:
    state = table([["red2", *F0], ["black1", "white1"], ["black2", "white2"]], flights=[[], ["gold6"], ["silver6"]])
    act(state, 0, "play:red2")
    assert answers(state, 0) == ["choose:seat1", "choose:seat2"]
    assert [(c.seat, c.amount) for c in mine(state, 0).choices] == [(1, 6), (2, 6)]
    act(state, 0, "choose:seat2")
    assert state.gold == [51, 50, 49] and len(state.hands[2]) == 1


def test_white_needs_a_mortal_in_some_flight() -> None:
    state = table([["white1", *F0], F1, F2[:2]], flights=[[], [], ["fool"]])
    events = act(state, 0, "play:white1")
    assert state.gold[0] == 53 and powers(events) == [ev.MortalSeen(0, "white1", "white", True, 3)]
    state = table([["white1", *F0], F1, F2[:2]], flights=[[], [], ["black3"]])
    events = act(state, 0, "play:white1")
    assert state.gold[0] == 50 and powers(events) == [ev.MortalSeen(0, "white1", "white", False, 0)]


def test_brass_strongest_opponent_gives_a_stronger_good_dragon_or_pays() -> None:
    state = table(
        [["brass4", *F0], ["gold9", "silver12", "black1", "copper3"], F2[:2]], flights=[[], ["gold11"], ["silver2"]]
    )
    act(state, 0, "play:brass4")
    assert answers(state, 1) == ["choose:gold9", "choose:silver12", "choose:pay"]
    act(state, 1, "choose:silver12")
    assert "silver12" in state.hands[0]
    state = table([["brass9", *F0], ["gold4", "black1"], F2[:2]], flights=[[], ["gold11"], ["silver2"]])
    act(state, 0, "play:brass9")
    act(state, 1, "choose:pay")
    assert state.gold[:2] == [55, 45]


def test_bronze_takes_the_two_weakest_ante_cards() -> None:
    state = table([["bronze1", *F0], F1, F2[:2]], antes=["white3", "blue1", "copper1"])
    events = act(state, 0, "play:bronze1")
    assert {"blue1", "copper1"} <= set(state.hands[0]) and state.antes == ["white3", None, None]
    assert one(events, ev.AnteTaken) == ev.AnteTaken(0, ("blue1", "copper1"), "bronze")
    state = table([["bronze1", *F0], F1, F2[:2]], antes=["black1", "white3", "red5"])
    act(state, 0, "play:bronze1")
    assert {"black1", "white3"} <= set(state.hands[0]) and state.antes == [None, None, "red5"]


def test_bronze_lets_the_owner_choose_among_equally_weak_ante_cards() -> None:
    state = table([["bronze3", *F0], F1, F2[:2]], antes=["black2", "white2", "red2"])
    act(state, 0, "play:bronze3")
    assert len(answers(state, 0)) == 3 and mine(state, 0).question == pending.Bronze(0, 2)
    act(state, 0, "choose:white2")
    assert answers(state, 0) == ["choose:black2", "choose:red2"]
    act(state, 0, "choose:red2")
    assert state.antes == ["black2", None, None] and {"white2", "red2"} <= set(state.hands[0])


def test_bronze_respects_the_hand_limit() -> None:
    hand = ["bronze1", "silver2", "silver3", "silver6", "silver8", "silver10", "silver12", "gold2", "gold4", "gold6"]
    state = table([hand, F1, F2[:2]], antes=["black1", "white3", "red5"])
    act(state, 0, "play:bronze1")
    assert len(state.hands[0]) == HAND_LIMIT and "black1" in state.hands[0] and state.antes[1] == "white3"


def test_copper_is_replaced_by_the_top_card_whose_power_triggers_and_sets_the_bar() -> None:
    state = table([["copper3", *F0], ["red5", "black7", "white1"], F2[:2]], top=["black5"])
    events = act(state, 0, "play:copper3")
    assert state.flights[0] == ["black5"] and "copper3" in state.discard
    assert state.gold[0] == 52 and ev.CopperSwapped(0, "copper3", "copper", "black5", True) in events
    assert seat_view(state, 1).previous_strength == 5
    events = act(state, 1, "play:red5")  # 5 <= 5: triggers against the newcomer
    assert powers(events)
    assert state.plays[0] == [0, "black5"]


def test_copper_newcomer_without_power() -> None:
    state = table([["copper1", *F0], F1, F2[:2]], top=["tiamat"])
    events = act(state, 0, "play:copper1")
    assert state.flights[0] == ["tiamat"] and not state.tasks
    assert ev.CopperSwapped(0, "copper1", "copper", "tiamat", False) in events


def test_two_coppers_with_nothing_else_to_draw_swap_once_each_and_the_chain_ends() -> None:
    """Seat 0's copper draws the other copper, whose power draws the first one back (the discards reshuffled):
    that card's power already ran in this chain, so it stays without triggering again."""
    state = table([["copper3", *F0], F1, F2[:2]])
    state.deck, state.discard = ["copper5"], []  # the rest of the pile left out: only the two coppers can be drawn
    events = act(state, 0, "play:copper3")
    assert ev.CopperSwapped(0, "copper3", "copper", "copper5", True) in events
    assert ev.CopperSwapped(0, "copper5", "copper", "copper3", False) in events
    assert state.flights[0] == ["copper3"] and state.discard == ["copper5"]
    assert not state.tasks and state.swapped_out == []


def test_gold_draws_one_card_per_good_dragon() -> None:
    state = table([["gold4", *F0], F1, F2[:2]], flights=[["brass1", "black2", "silver2"], [], []])
    events = act(state, 0, "play:gold4")
    assert len(state.hands[0]) == 3 + 3 and powers(events) == [ev.GoodDragonsDraw(0, "gold4", "gold", 3, 3)]


def test_silver_every_player_with_a_good_dragon_draws() -> None:
    state = table([["silver2", *F0], F1, F2[:2]], flights=[[], ["brass4"], ["black1"]])
    events = act(state, 0, "play:silver2")
    assert [len(h) for h in state.hands] == [4, 4, 2]
    assert powers(events) == [ev.SilverDraws(0, "silver2", "silver", (0, 1))]


def test_bahamut_collects_ten_from_every_mixed_flight() -> None:
    state = table([["bahamut", *F0], F1, F2[:2]], flights=[[], ["gold2", "black1"], ["red2", "fool"]])
    events = act(state, 0, "play:bahamut")
    assert state.gold == [60, 40, 50]
    assert powers(events) == [ev.BahamutCollects(0, "bahamut", "bahamut", (Payment(1, 0, 10, 0),))]


def test_tiamat_has_no_power() -> None:
    state = table([["tiamat", *F0], F1, F2[:2]])
    events = act(state, 0, "play:tiamat")
    assert not powers(events) and ENGINE.to_act(state) == [1]
    assert one(events, ev.CardPlayed) == ev.CardPlayed(0, "tiamat", False, True, 13)


def test_dracolich_copies_an_evil_power_measured_by_the_copied_card() -> None:
    state = table(
        [["dracolich", *F0], ["red8", "white1", "gold9"], F2[:2]], flights=[["gold2"], ["black2"], ["green4", "tiamat"]]
    )
    act(state, 0, "play:dracolich")
    assert answers(state, 0) == ["choose:black2", "choose:green4"]  # neither itself nor the powerless Tiamat
    assert [c.seat for c in mine(state, 0).choices] == [1, 2]
    events = act(state, 0, "choose:green4")
    # the copied Green 4's text applies: "this card" is the Green 4, so an evil dragon weaker than 4
    assert events[0] == ev.PowerCopied(0, "dracolich", "green4", 4)
    assert answers(state, 1) == ["choose:white1", "choose:pay"]
    events = act(state, 1, "choose:white1")
    assert "white1" in state.hands[0] and events[0] == ev.CardHanded(0, "dracolich", "green", 1)


def test_archmage_copying_a_dragonslayer_slays_below_the_copied_strength() -> None:
    state = table(
        [["archmage", *F0], F1, F2[:2]],
        flights=[[], ["red5", "red8"], ["black7"]],
        antes=["dragonslayer", None, None],
    )
    events = act(state, 0, "play:archmage")  # the only ante card with a power: copied at once
    assert ev.OnlyChoice(0, "copy", "archmage", ("dragonslayer",), 0) in events
    # the copied Dragonslayer (8) slays dragons weaker than 8: the Red 8 is safe from the Archmage (9)
    assert ev.PowerCopied(0, "archmage", "dragonslayer", 8) in events
    assert answers(state, 0) == ["choose:red5", "choose:black7"]


def test_archmage_pays_one_and_uses_an_ante_card_power() -> None:
    state = table([["archmage", *F0], F1, F2[:2]], antes=["thief", "black1", "tiamat"])
    act(state, 0, "play:archmage")
    assert answers(state, 0) == ["choose:thief", "choose:black1"]
    act(state, 0, "choose:thief")
    assert state.gold[0] == 50 - 1 + 7 and state.stakes == 30 + 1 - 7
    assert mine(state, 0).kind == "discard"
    act(state, 0, "choose:bronze7")
    assert "bronze7" in state.discard and len(state.hands[0]) == 2


def test_dragonslayer_removes_a_weaker_dragon_from_any_flight() -> None:
    state = table(
        [["dragonslayer", *F0], F1, F2[:2]],
        flights=[["white4"], ["red5", "gold13", "priest"], ["black7", "black9"]],
    )
    act(state, 0, "play:dragonslayer")
    assert answers(state, 0) == ["choose:white4", "choose:red5", "choose:black7"]
    events = act(state, 0, "choose:red5")
    assert state.flights[1] == ["gold13", "priest"] and "red5" in state.discard
    assert state.gold[0] == 49 and state.stakes == 31
    assert events[0] == ev.DragonSlain(0, "dragonslayer", "dragonslayer", "red5", 1)


def test_a_forced_power_with_one_target_says_there_was_no_other() -> None:
    state = table([["dragonslayer", *F0], F1, F2[:2]], flights=[["white4"], ["gold13"], []])
    events = act(state, 0, "play:dragonslayer")
    assert state.flights[0] == ["dragonslayer"] and "white4" in state.discard
    only = one(events, ev.OnlyChoice)
    assert only == ev.OnlyChoice(0, "slay", "dragonslayer", ("white4",), 0)
    assert events.index(only) < events.index(one(events, ev.DragonSlain))
    assert only in seat_view(state, 0).log


def test_dragonslayer_with_nothing_to_slay() -> None:
    state = table([["dragonslayer", *F0], F1, F2[:2]], flights=[[], ["gold13"], []])
    events = act(state, 0, "play:dragonslayer")
    assert ev.NothingToChoose(0, "slay", "dragonslayer") in events and state.gold[0] == 49


def test_thief_takes_seven_then_discards() -> None:
    state = table([["thief", *F0], F1, F2[:2]])
    act(state, 0, "play:thief")
    assert state.gold[0] == 57 and mine(state, 0).kind == "discard"
    act(state, 0, "choose:brass7")
    assert sorted(state.hands[0]) == ["bronze7", "copper7"] and "brass7" in state.discard


def test_druid_weakest_flight_wins() -> None:
    state = table(
        [["druid", *F0], ["black1", *F1], ["red12", *F2]],
        flights=[["gold13", "red10"], ["black2", "white2"], ["silver12", "blue11"]],
        round_no=3,
    )
    act(state, 0, "play:druid")
    act(state, 1, "play:black1")
    events = act(state, 2, "play:red12")
    # the Black 1 triggered (1 <= 6) and took 2 of the 31 gold first
    assert one(events, ev.GambitWon) == ev.GambitWon(1, 1, True, 5, 29)
    assert state.gold[1] == 52 + 29


def test_priest_leads_the_next_round() -> None:
    state = table([["priest", *F0], ["red12", *F1], ["white1", *F2]])
    act(state, 0, "play:priest")
    assert state.gold[0] == 49 and state.stakes == 31
    act(state, 1, "play:red12")
    events = act(state, 2, "play:white1")
    assert state.round == 2 and state.leader == 0 and ENGINE.to_act(state) == [0]
    assert one(events, ev.RoundStarted) == ev.RoundStarted(2, 0, "priest", False)


def test_princess_triggers_good_dragons_in_the_chosen_order() -> None:
    state = table(
        [["princess", *F0], ["black2", *F1], F2[:2]],
        flights=[["brass2", "gold4", "black1"], ["red3"], []],
    )
    act(state, 0, "play:princess")
    assert state.gold[0] == 49
    assert answers(state, 0) == ["choose:brass2", "choose:gold4"]
    events = act(state, 0, "choose:gold4")
    assert len(state.hands[0]) == 3 + 2  # two good dragons: two cards
    assert ev.PrincessTriggers(0, "brass2") in events
    assert mine(state, 1).kind == "give"  # then Brass asks the strongest flight (seat 1)
    act(state, 1, "choose:pay")
    assert state.gold[:2] == [54, 45]


def test_fool_draws_one_card_per_stronger_flight() -> None:
    state = table([["fool", *F0], F1, F2[:2]], flights=[[], ["red12"], ["black1"]])
    events = act(state, 0, "play:fool")
    assert state.gold[0] == 49 and len(state.hands[0]) == 4
    assert powers(events) == [ev.MortalPays(0, "fool", "fool", Payment(0, None, 1, 0), stronger=1, drew=1)]


# -- rounds, leads and the end of a gambit ------------------------------------------------------------------


@pytest.mark.parametrize(("keeps", "leader"), [(False, 0), (True, 1)])
def test_next_leader_when_the_strongest_card_is_tied(keeps, leader):
    state = table(
        [[*F0, "white3"], ["silver8", *F1], ["red8", *F2]],
        leader=1,
        options={"lead_tie_keeps_leader": keeps},
    )
    act(state, 1, "play:silver8")
    act(state, 2, "play:red8")
    events = act(state, 0, "play:white3")
    # 8 and 8 tie: the highest untied card (3) leads, or with the option the leader keeps the lead
    assert state.round == 2 and state.leader == leader and ENGINE.to_act(state) == [leader]
    assert one(events, ev.RoundStarted) == ev.RoundStarted(2, leader, "kept" if leader == 1 else "untied", False)


def test_round_leader_is_the_highest_untied_card_with_the_option_off() -> None:
    options = {"lead_tie_keeps_leader": False}
    state = table([["white3", *F0], ["silver8", *F1], ["red8", *F2], ["blue4", *F3]], options=options)
    act(state, 0, "play:white3")
    act(state, 1, "play:silver8")
    act(state, 2, "play:red8")
    act(state, 3, "play:blue4")
    act(state, 3, "choose:take")
    assert state.leader == 3 and state.round == 2


def test_by_default_a_tie_for_the_strongest_card_keeps_the_leader() -> None:
    """ "In the event of equality, it is the leader of the last turn which preserves its place." """
    assert ENGINE.resolve_options({})["lead_tie_keeps_leader"] is True
    state = table([["white3", *F0], ["silver8", *F1], ["red8", *F2], ["blue4", *F3]])
    act(state, 0, "play:white3")
    act(state, 1, "play:silver8")
    act(state, 2, "play:red8")
    act(state, 3, "play:blue4")
    events = act(state, 3, "choose:take")
    assert state.leader == 0 and state.round == 2
    assert one(events, ev.RoundStarted) == ev.RoundStarted(2, 0, "kept", False)


def test_strongest_flight_wins_after_three_rounds() -> None:
    state = table(
        [["white1", *F0], ["black1", *F1], ["white2", *F2]],
        flights=[["gold13"], ["silver2"], ["brass2"]],
        round_no=3,
    )
    act(state, 0, "play:white1")
    act(state, 1, "play:black1")
    events = act(state, 2, "play:white2")
    assert one(events, ev.GambitWon) == ev.GambitWon(0, 1, False, 14, 28)
    assert state.gambit == 2 and state.phase == "ante" and state.gold == [78, 52, 50] and state.stakes == 0
    assert [len(h) for h in state.hands] == [5, 5, 5] and state.flights == [[], [], []]
    assert ENGINE.scoresheet(state) == [[78, 52, 50]]


def test_a_tie_after_three_rounds_plays_another_round() -> None:
    state = table(
        [["white1", *F0], ["white2", *F1], ["white3", *F2]],
        flights=[["copper3"], ["black2"], ["brass1"]],
        round_no=3,
    )
    act(state, 0, "play:white1")
    act(state, 1, "play:white2")
    events = act(state, 2, "play:white3")
    assert one(events, ev.FlightsTied) == ev.FlightsTied((0, 1, 2), 4, False)
    assert state.round == 4 and state.gambit == 1 and one(events, ev.RoundStarted).tie_break
    assert ENGINE.to_act(state) == [2]


@pytest.mark.parametrize(
    ("god", "partner"),
    [("bahamut", "black9"), ("tiamat", "gold9")],
)
def test_god_rules_keep_a_flight_from_winning(god, partner):
    state = table(
        [["gold6", *F0], ["black1", *F1], ["white1", *F2]],
        flights=[[god, partner], ["silver2"], ["brass4"]],
        round_no=3,
    )
    assert not seat_view(state, 0).players[0].can_win
    act(state, 0, "play:gold6")
    act(state, 1, "play:black1")
    events = act(state, 2, "play:white1")
    assert one(events, ev.GambitWon).winner == 2


def test_no_flight_may_win_and_the_stakes_stay() -> None:
    state = table(
        [["white1", *F0], ["red2", *F1]],
        flights=[["bahamut", "black9"], ["tiamat", "gold9"]],
        round_no=3,
        options={"gambits": 5},
    )
    act(state, 0, "play:white1")
    events = act(state, 1, "play:red2")
    assert ev.NoFlightMayWin() in events and state.stakes == 30 and state.gambit == 2


def test_colour_flight_every_opponent_pays_the_second_strongest_once() -> None:
    state = table([["white1", *F0], ["red5", "red8", *F1], F2[:2]], flights=[[], ["red2", "red3"], []])
    act(state, 0, "play:white1")
    events = act(state, 1, "play:red5")
    assert one(events, ev.ColourFlight) == ev.ColourFlight(1, "red", 3, (Payment(2, 1, 3, 0), Payment(0, 1, 3, 0)))
    assert state.gold == [47, 56, 47] and state.specials[1] == ["colour:red"]


def test_a_colour_flight_pays_once_per_gambit() -> None:
    state = table([["white1", *F0], ["red8", *F1], F2[:2]], flights=[[], ["red2", "red3", "red5"], []])
    state.specials[1] = ["colour:red"]
    events = act(state, 0, "play:white1")
    events += act(state, 1, "play:red8")
    assert not of(events, ev.ColourFlight) and state.gold[1] == 50


def test_colour_flight_with_tiamat() -> None:
    state = table([["white1", *F0], ["black3", *F1], F2[:2]], flights=[[], ["tiamat", "black2"], []])
    act(state, 0, "play:white1")
    events = act(state, 1, "play:black3")
    # the group is 13, 3, 2: the second strongest is 3
    colour = one(events, ev.ColourFlight)
    assert (colour.colour, colour.amount) == ("black", 3)
    assert state.gold == [47, 56, 47]


def test_strength_flight_takes_the_ante_cards_and_gold() -> None:
    state = table(
        [["white1", *F0], ["brass5", "bronze6", "silver3"], F2[:2]],
        flights=[[], ["black5", "red5"], []],
        antes=["white2", "blue2", "copper3"],
    )
    act(state, 0, "play:white1")
    events = act(state, 1, "play:brass5")
    assert one(events, ev.StrengthFlight) == ev.StrengthFlight(1, 5)
    assert ev.StrengthFlightGold(1, 5) in events
    assert {"white2", "blue2", "copper3"} <= set(state.hands[1]) and state.antes == [None, None, None]
    assert state.gold[1] == 55 and state.stakes == 25 and state.specials[1] == ["strength:5"]


def test_strength_flight_with_tiamat_and_a_full_hand() -> None:
    hand = ["gold13", "silver2", "silver3", "silver6", "silver8", "silver10", "silver12", "gold2", "gold4", "gold6"]
    state = table(
        [["white1", *F0], hand, F1[:2]],
        flights=[[], ["tiamat", "bahamut"], []],
        antes=["white2", "blue2", "copper3"],
        stakes=8,
    )
    act(state, 0, "play:white1")
    act(state, 1, "play:gold13")
    assert answers(state, 1) == ["choose:blue2", "choose:white2", "choose:copper3"]
    assert mine(state, 1).question == pending.Grab(1)
    events = act(state, 1, "choose:copper3")
    assert len(state.hands[1]) == HAND_LIMIT and "copper3" in state.hands[1]
    # 8 gold were left: the strength flight empties the stakes and the gambit ends at once
    assert state.gold[1] == 58 and ev.StakesEmptied(1) in events and state.gambit == 2


def test_stakes_running_out_mid_power_ends_the_gambit_at_once() -> None:
    state = table([["thief", *F0], ["black1", *F1], ["white1", *F2]], stakes=5, flights=[[], ["red12"], []])
    events = act(state, 0, "play:thief")
    assert state.gold[0] == 55 and state.stakes == 0
    assert ev.StakesEmptied(1) in events and not of(events, ev.GambitWon)
    assert state.gambit == 2 and state.phase == "ante" and not state.tasks
    assert "black1" in state.hands[1] and len(state.hands[0]) == 3 + 2  # no discard, then the 2-card draw


def test_archmage_copying_the_thief_can_empty_the_stakes_too() -> None:
    state = table([["archmage", *F0], F1, F2[:2]], antes=["thief", None, None], stakes=3)
    act(state, 0, "play:archmage")
    assert state.gold[0] == 49 + 4 and state.gambit == 2


# -- buying cards, debts, elimination and the end of the game ---------------------------------------------------


def test_playing_the_last_card_buys_four_cards() -> None:
    state = table([["black5"], F1, F2[:2]], top=["red8"])
    events = act(state, 0, "play:black5")
    assert one(events, ev.CardsBought) == ev.CardsBought(0, "red8", Payment(0, None, 8, 0), 4)
    assert len(state.hands[0]) == 4 and "red8" in state.discard
    assert state.gold[0] == 50 + 2 - 8 and state.stakes == 30 - 2 + 8


def test_buying_without_gold_is_a_debt() -> None:
    state = table([["black5"], F1, F2[:2]], top=["red8"], gold=[0, 50, 50], stakes=10)
    act(state, 0, "play:black5")
    assert state.gold[0] == 0 and state.debts == [[0, STAKES, 6]]


def endgame(gold: Sequence[int], options: dict[str, Any] | None = None) -> State:
    """Round 3, seat 0 about to win the 30 gold with 14 against 5 and 4; no power moves any gold."""
    return table(
        [["white1", *F0], ["white3", *F1], ["white2", *F2]],
        flights=[["gold13"], ["silver2"], ["brass2"]],
        gold=gold,
        round_no=3,
        options=options,
    )


def finish_endgame(state: State) -> list[Event]:
    return act(state, 0, "play:white1") + act(state, 1, "play:white3") + act(state, 2, "play:white2")


def test_debt_repaid_at_the_end_of_the_gambit() -> None:
    state = endgame([0, 50, 50], {"gambits": 3})
    state.debts = [[0, STAKES, 5], [0, 1, 4]]
    events = finish_endgame(state)
    assert one(events, ev.DebtRepaid) == ev.DebtRepaid(0, (Payment(0, None, 5, 0), Payment(0, 1, 4, 0)))
    assert state.gold == [30 - 9, 50 + 4, 50] and state.stakes == 5 and state.debts == []
    assert state.out == [0, 0, 0] and state.gambit == 2 and not ENGINE.is_over(state)


def test_unpaid_debt_eliminates_and_ends_the_game() -> None:
    state = endgame([50, 3, 50])
    state.debts = [[1, 2, 10]]
    events = finish_endgame(state)
    assert ev.Eliminated(1) in events and one(events, ev.DebtDefaulted).payments == (Payment(1, 2, 3, 0),)
    assert state.out == [0, 1, 0] and state.gold == [80, 0, 53] and state.hands[1] == []
    assert ENGINE.is_over(state) and state.winners == [0]
    assert [(r.seat, r.placement, r.score) for r in ENGINE.results(state)] == [(0, 1, 80), (1, 3, 0), (2, 2, 53)]
    assert seat_view(state, 0).players[1].eliminated


def test_fixed_number_of_gambits_and_shared_wins() -> None:
    state = ENGINE.new_state(3, {"gambits": 2}, 9)
    assert state.options["gambits"] == 2
    random_game(state, 9)
    assert state.gambit == 2 and len(ENGINE.scoresheet(state)) == 2
    state = table(
        [["white1", *F0], ["white2", *F1]],
        flights=[["gold2"], ["silver2"]],
        round_no=3,
        gold=[40, 40],
        stakes=0,
        options={"gambits": 1},
    )
    act(state, 0, "play:white1")
    events = act(state, 1, "play:white2")
    assert ENGINE.is_over(state) and state.winners == [0, 1] and one(events, ev.GameOver).winners == (0, 1)
    assert [r.placement for r in ENGINE.results(state)] == [1, 1]


def test_gold_left_in_the_stakes_at_the_end_belongs_to_nobody() -> None:
    state = endgame([50, 3, 50])
    state.debts = [[1, STAKES, 10]]
    events = finish_endgame(state)
    assert ev.Eliminated(1) in events and ENGINE.is_over(state)
    over = one(events, ev.GameOver)
    assert over.stakes_left == state.stakes == 3 and over.gold == tuple(state.gold) == (80, 0, 50)
    assert [r.score for r in ENGINE.results(state)] == [80, 0, 50]


def test_default_game_ends_after_a_gambit_that_leaves_a_player_without_gold() -> None:
    state = endgame([50, 0, 50])
    events = finish_endgame(state)
    assert ENGINE.is_over(state) and state.winners == [0]
    assert one(events, ev.GameOver) == ev.GameOver(1, (80, 0, 50), (0,))
    view = seat_view(state, None)
    assert view.finished and view.winners == (0,) and view.scoresheet == ((80, 0, 50),)
    assert ENGINE.legal_actions(state, 0) == [] and ENGINE.to_act(state) == []


def test_options_are_checked() -> None:
    with pytest.raises(ValueError):
        ENGINE.new_state(3, {"start_gold": 0}, 1)
    with pytest.raises(ValueError):
        ENGINE.new_state(3, {"gambits": 51}, 1)
    with pytest.raises(ValueError):
        ENGINE.new_state(7, {}, 1)
    state = ENGINE.new_state(2, {"start_gold": "100", "lead_tie_keeps_leader": "on"}, 1)
    assert state.gold == [100, 100] and state.options["lead_tie_keeps_leader"] is True


# -- protocol guarantees -------------------------------------------------------------------------------


def test_illegal_actions_leave_the_state_unchanged() -> None:
    state = table([["green6", *F0], ["black5", "blue2"], F2[:2]])
    attempts = [
        (1, "play:black5"),  # not seat 1's turn
        (0, "play:black5"),  # not in hand
        (0, "play:nonsense"),
        (0, "ante:green6"),
        (0, "choose:pay"),
        (9, "play:green6"),
        (0, "dance"),
    ]
    for seat, action in attempts:
        before = json.dumps(ENGINE.dump(state), sort_keys=True)
        with pytest.raises(IllegalAction):
            act(state, seat, action)
        assert json.dumps(ENGINE.dump(state), sort_keys=True) == before
    act(state, 0, "play:green6")
    for seat, action in [(0, "choose:pay"), (1, "play:black5"), (1, "choose:black5x"), (2, "choose:pay")]:
        before = json.dumps(ENGINE.dump(state), sort_keys=True)
        with pytest.raises(IllegalAction) as caught:
            act(state, seat, action)
        assert str(caught.value)
        assert json.dumps(ENGINE.dump(state), sort_keys=True) == before


def random_game(state: State, seed: int, check: Any = None) -> list[tuple[int, str]]:
    """Play ``state`` to the end with seeded random actions; return the action log."""
    rng = random.Random(seed)
    log = []
    while not ENGINE.is_over(state):
        seat = rng.choice(ENGINE.to_act(state))
        action = rng.choice(ENGINE.legal_actions(state, seat))
        ENGINE.apply(state, seat, action)
        log.append((seat, action))
        if check:
            check(state)
        assert len(log) < 50_000
    return log


def test_dump_load_round_trip_and_replay() -> None:
    options = {"start_gold": 20}
    state = ENGINE.new_state(4, options, 21)
    rng = random.Random(21)
    log = []
    while not ENGINE.is_over(state):
        dumped = ENGINE.dump(state)
        assert json.loads(json.dumps(dumped)) == dumped
        assert ENGINE.load(dumped) == state and ENGINE.dump(ENGINE.load(dumped)) == dumped
        seat = rng.choice(ENGINE.to_act(state))
        action = rng.choice(ENGINE.legal_actions(state, seat))
        ENGINE.apply(state, seat, action)
        log.append((seat, action))
    rebuilt = replay(ENGINE, 4, options, 21, log)
    assert ENGINE.dump(rebuilt) == ENGINE.dump(state)
    assert ENGINE.clone(state) == state


def check_invariants(state: State) -> None:
    """Gold only moves between hoards and the stakes, the 70 cards never change, hands stay legal."""
    assert sum(state.gold) + state.stakes == state.seats * state.options["start_gold"]
    assert min(state.gold) >= 0 and state.stakes >= 0
    assert all(amount > 0 for _, _, amount in state.debts)
    assert sorted(all_cards(state)) == sorted(CARDS)
    assert all(len(h) <= HAND_LIMIT for h in state.hands)
    assert all(not state.hands[s] for s in range(state.seats) if state.out[s])


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_random_games_conserve_gold_and_cards(seats):
    for seed in range(12):
        options = {"start_gold": 10 + seed * 3, "lead_tie_keeps_leader": seed % 2 == 1, "gambits": seed % 3 * 4}
        state = ENGINE.new_state(seats, options, seed)
        random_game(state, seed, check_invariants)
        assert ENGINE.is_over(state) and state.winners
        assert len(ENGINE.scoresheet(state)) == state.gambit
        assert not options["gambits"] or state.gambit <= options["gambits"]


def test_views_never_show_another_hand_or_a_secret_ante() -> None:
    for seed in range(6):
        seats = 3 + seed % 4
        state = ENGINE.new_state(seats, {"start_gold": 15}, seed)

        def check(state: State, seats: int = seats) -> None:
            for viewer in [None, *range(seats)]:
                view = ENGINE.view(state, viewer)
                # the one exception: a card the viewer itself handed over or lost, named to it alone
                shown = card_ids(view) - {e.card for e in view.exchanges if viewer in (e.giver, e.taker)}
                for other in range(seats):
                    if other == viewer:
                        continue
                    assert not shown & set(state.hands[other])
                    if state.phase == "ante" and state.antes[other]:
                        assert state.antes[other] not in shown
            own = seat_view(state, 0)
            assert [c.card for c in own.hand or ()] == sorted(state.hands[0], key=lambda c: (strength(c), c))

        random_game(state, seed, check)


def test_every_game_terminates_with_default_options() -> None:
    for seed in range(40):
        state = random_playout(ENGINE, 2 + seed % 5, {}, seed)
        assert ENGINE.is_over(state)


def test_ai_plays_legal_moves_and_beats_random_players() -> None:
    ai_gold: list[int] = []
    random_gold: list[int] = []
    for seed in range(24):
        seats = 3 + seed % 2
        ai_seat = seed % seats
        state = ENGINE.new_state(seats, {"gambits": 6}, seed)
        rng = random.Random(seed)
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            legal = ENGINE.legal_actions(state, seat)
            if seat == ai_seat:
                action = ENGINE.ai_action(ENGINE.view(state, seat), legal, rng)
                assert action in legal
            else:
                action = rng.choice(legal)
            ENGINE.apply(state, seat, action)
        ai_gold.append(state.gold[ai_seat])
        random_gold.extend(g for s, g in enumerate(state.gold) if s != ai_seat)
    ai_mean = sum(ai_gold) / len(ai_gold)
    random_mean = sum(random_gold) / len(random_gold)
    assert ai_mean > 1.5 * random_mean, (ai_mean, random_mean)


# -- the typed contract ----------------------------------------------------------------------------------------------


def playout_states(seats: int, seed: int, every: int = 1) -> list[State]:
    """Copies of a seeded random game's state after every ``every``-th action (the first and the last included)."""
    state = ENGINE.new_state(seats, {"start_gold": 20 + seed % 30}, seed)
    rng = random.Random(seed)
    states = [ENGINE.clone(state)]
    while not ENGINE.is_over(state):
        seat = rng.choice(ENGINE.to_act(state))
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        if len(states) % every == 0 or ENGINE.is_over(state):
            states.append(ENGINE.clone(state))
    return states


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.integers(2, 6), seed=st.integers(0, 10_000), deal=st.integers(0, 1_000))
def test_a_redeal_of_what_a_seat_cannot_see_leaves_its_view_unchanged(seats, seed, deal):
    rng = random.Random(deal)
    for state in playout_states(seats, seed, every=3):
        before = ENGINE.dump(state)
        for viewer in [None, *range(seats)]:
            redealt = ENGINE.redeal_hidden(state, viewer, rng)
            assert ENGINE.view(redealt, viewer) == ENGINE.view(state, viewer)
            assert sorted(all_cards(redealt)) == sorted(CARDS)
            assert [len(h) for h in redealt.hands] == [len(h) for h in state.hands]
            if viewer is not None:
                assert redealt.hands[viewer] == state.hands[viewer]
            # the redealt game goes on: everyone to act has the same number of choices or, if hidden, some
            for seat in ENGINE.to_act(redealt):
                assert ENGINE.legal_actions(redealt, seat)
                if seat == viewer:
                    assert ENGINE.legal_actions(redealt, seat) == ENGINE.legal_actions(state, seat)
        assert ENGINE.dump(state) == before  # the original is untouched


def test_a_redeal_deals_the_hidden_cards_anew() -> None:
    state = ENGINE.new_state(4, {}, 7)
    redealt = ENGINE.redeal_hidden(state, 0, random.Random(1))
    assert redealt.hands[0] == state.hands[0] and redealt.hands[1:] != state.hands[1:]
    assert redealt.deck != state.deck
    spectator = ENGINE.redeal_hidden(state, None, random.Random(1))
    assert spectator.hands[0] != state.hands[0]
    # during the ante, the others' chosen cards are hidden too
    act(state, 1, f"ante:{state.hands[1][0]}")
    assert ENGINE.redeal_hidden(state, 0, random.Random(2)).antes[1] != state.antes[1]
    assert ENGINE.redeal_hidden(state, 1, random.Random(2)).antes[1] == state.antes[1]


def test_a_redealt_green_victim_is_offered_what_the_new_hand_holds() -> None:
    state = table([["green6", *F0], ["black5", "copper1"], F2[:2]])
    act(state, 0, "play:green6")
    assert ENGINE.to_act(state) == [1]
    empty_handed = 0
    for deal in range(30):
        redealt = ENGINE.redeal_hidden(state, 0, random.Random(deal))
        offered = ENGINE.legal_actions(redealt, 1)
        assert offered[-1] == "choose:pay" and ENGINE.to_act(redealt) == [1]
        gifts = [a.removeprefix("choose:") for a in offered[:-1]]
        assert all(c in redealt.hands[1] and CARDS[c].alignment == "evil" and strength(c) < 6 for c in gifts)
        empty_handed += not gifts
    assert empty_handed  # being asked no longer means holding a fitting dragon


def test_every_event_survives_storage_and_every_action_parses() -> None:
    seen: set[str] = set()
    for seed in range(40):
        state = ENGINE.new_state(2 + seed % 5, {"start_gold": 10 + seed}, seed)
        rng = random.Random(seed)
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            legal = ENGINE.legal_actions(state, seat)
            assert all(moves.action(moves.parse(a)) == a for a in legal)
            for event in ENGINE.apply(state, seat, rng.choice(legal)):
                data = json.loads(json.dumps(event.to_data()))
                assert ENGINE.decode_event(data) == event and type(ENGINE.decode_event(data)) is type(event)
                seen.add(event.kind)
            for task in state.tasks:
                assert pending.to_data(pending.from_data(task), pending.answers(task)) == task
    kinds = {t.kind for t in ENGINE.event_types}
    assert len(kinds) == len(ENGINE.event_types) and not kinds & {"timed_out", "seat_reclaimed"}
    assert len(seen) >= 30, kinds - seen


def test_payments_come_back_typed() -> None:
    event = ev.AnteRevealed(("red8", None), 8, 0, (Payment(0, None, 8, 0), Payment(1, None, 3, 5)))
    back = ENGINE.decode_event(json.loads(json.dumps(event.to_data())))
    assert isinstance(back, ev.AnteRevealed) and back == event and back.payments[1].owed == 5


def test_moves_are_parsed_in_one_place() -> None:
    assert moves.parse("ante:red8") == moves.Ante("red8") and moves.parse("play:thief") == moves.Play("thief")
    assert moves.parse("choose:seat2") == moves.ChooseSeat(2)
    assert moves.parse("choose:pay") == moves.ChooseWord("pay")
    assert moves.parse("choose:blue1,copper1") == moves.ChooseCards(("blue1", "copper1"))
    for bad in ("dance", "play:nonsense", "choose:", "choose:red8,x", "ante"):
        with pytest.raises(moves.BadAction):
            moves.parse(bad)


def test_a_game_stored_before_events_and_answers_were_data_goes_on() -> None:
    """Snapshots of running games hold the log as text lines and the open question's answers with labels."""
    state = table([["green6", *F0], ["black5", "blue2", "red8", "tiamat"], F2[:2]])
    act(state, 0, "play:green6")
    old = ENGINE.dump(state)
    old["log"] = ["{s0} plays Green Dragon 6 (its power triggers); flight strength 6."]
    task = old["tasks"][-1]
    del task["than"]
    task["options"] = [[value, f"label of {value}"] for value in task["options"]]
    loaded = ENGINE.load(old)
    assert ENGINE.legal_actions(loaded, 1) == ["choose:blue2", "choose:black5", "choose:pay"]
    assert seat_view(loaded, 1).log == () and mine(loaded, 1).question == pending.Give(1, 0, "green", "green6", 6)
    events = act(loaded, 1, "choose:black5")
    assert events[0] == ev.CardHanded(0, "green6", "green", 1)
    assert seat_view(loaded, 1).log[-len(events) :] == tuple(events)


def test_every_gambits_gold_is_scored_in_parts_that_add_up_to_its_change() -> None:
    """Every gold move is counted in its part: the parts of a gambit add up to the change its scoresheet row shows,
    and the view of the next gambit shows the same."""
    seen = [0] * len(PARTS)
    for seed in range(30):
        seats = 2 + seed % 5
        state = ENGINE.new_state(seats, {"start_gold": 8 + seed, "gambits": seed % 3 * 3}, seed)
        rng = random.Random(seed)
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            for event in ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat))):
                if not isinstance(event, ev.GambitScored):
                    continue
                before = state.sheet[-2] if len(state.sheet) > 1 else [8 + seed] * seats
                assert list(event.gold) == state.sheet[event.gambit - 1] == state.sheet[-1]
                assert [g - b for g, b in zip(event.gold, before, strict=True)] == list(event.points)
                assert all(sum(event.parts(s)) == event.points[s] for s in range(seats)), event
                assert event.players == tuple(s for s in range(seats) if state.out[s] in (0, event.gambit))
                shown = seat_view(state, None).last_gambit
                assert [(g.points, g.parts) for g in shown] == [(event.points[s], event.parts(s)) for s in range(seats)]
                seen = [n + sum(1 for s in range(seats) if event.parts(s)[i]) for i, n in enumerate(seen)]
    assert all(seen), dict(zip(PARTS, seen, strict=True))  # every part came up


def test_a_gambit_begun_before_its_parts_were_kept_is_scored_without_them() -> None:
    """A game stored in the middle of a gambit before the parts were kept ends that gambit with its change of gold
    alone, and keeps the parts from the next gambit on."""
    state = ENGINE.new_state(3, {}, 4)
    rng = random.Random(4)
    while state.phase != "play":
        seat = rng.choice(ENGINE.to_act(state))
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    old = ENGINE.dump(state)
    del old["gains"], old["last_gains"]
    loaded = ENGINE.load(old)
    scored: list[ev.GambitScored] = []
    while len(scored) < 2 and not ENGINE.is_over(loaded):
        seat = rng.choice(ENGINE.to_act(loaded))
        events = ENGINE.apply(loaded, seat, rng.choice(ENGINE.legal_actions(loaded, seat)))
        scored += [e for e in events if isinstance(e, ev.GambitScored)]
        if len(scored) == 1 and not ENGINE.is_over(loaded):
            assert seat_view(loaded, None).last_gambit == ()
    assert scored[0].parts(0) == () and list(scored[0].points) == [gold - 50 for gold in scored[0].gold]
    assert ENGINE.decode_event(json.loads(json.dumps(scored[0].to_data()))) == scored[0]
    assert len(scored) == 2 and all(sum(scored[1].parts(s)) == scored[1].points[s] for s in range(3))
