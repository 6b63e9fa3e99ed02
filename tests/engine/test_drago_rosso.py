"""Drago Rosso rules, ransom window, AI and table image.

Most tests build a table whose deck is exactly the cards they need (top first), so every card
kind and corner of the rules can be reached without hunting for seeds.
"""

from __future__ import annotations

import dataclasses
import io
import json
import random
import statistics
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from cogs.drago_rosso.picture import render_table
from engine.drago_rosso import DECK_COUNTS, ENGINE, HEAD, KINDS, SeatView, State
from engine.drago_rosso.ai import choose, stop_at_three
from engine.drago_rosso.events import (
    EVENT_TYPES,
    Advanced,
    Banked,
    DangerCard,
    DragonWakes,
    GameOver,
    NewTurn,
    OfferPassed,
    OfferTaken,
    ReachedHead,
    RoundOver,
    StopCard,
    TookOver,
)
from engine.drago_rosso.moves import PASS, REVEAL, STOP, TAKE, parse, to_action, try_parse
from engine.drago_rosso.views import (
    ADVANCE,
    AT_HEAD,
    DANGER,
    DECIDING,
    DOOM,
    PASSES,
    SKIPPED,
    STOPPED,
    TAKES,
    Bidder,
    LastCard,
    NextCard,
    Offer,
    RoundParts,
)
from engine.protocol import Event, IllegalAction, random_policy, replay

Player = Callable[[SeatView, Sequence[str], random.Random], str]


def table(seats: int = 3, deck: Sequence[str] = (), treasure: int = 200, **fields: Any) -> State:
    """A new game whose deck is exactly ``deck`` (top first), with any state fields overridden (given gems are those
    the round began with, unless ``round_gems`` says otherwise)."""
    state = ENGINE.new_state(seats, {"treasure": treasure}, 0)
    state.deck = list(deck)
    state.round_gems = list(fields.get("gems", state.gems))
    for key, value in fields.items():
        setattr(state, key, value)
    return state


def total(state: State) -> int:
    """All gems in the game: players, treasure and the pile beside the knight."""
    return sum(state.gems) + state.treasure + state.pile


def play(state: State, *moves: tuple[int, str]) -> list[Event]:
    events: list[Event] = []
    for seat, action in moves:
        events += ENGINE.apply(state, seat, action)
    return events


# -- setup and options -------------------------------------------------------------
def test_setup_deals_the_deck_gems_and_treasure():
    state = ENGINE.new_state(4, {}, 7)
    assert len(state.deck) == 51
    assert Counter(state.deck) == DECK_COUNTS
    assert state.gems == [40, 40, 40, 40]
    assert state.treasure == 200
    assert state.options == {"treasure": 200, "offer_seconds": 30}
    assert ENGINE.new_state(4, {}, 7).deck == state.deck
    assert ENGINE.new_state(4, {}, 8).deck != state.deck
    assert ENGINE.legal_actions(state, 0) == ["reveal"]
    assert ENGINE.to_act(state) == [0]


def test_options_and_seat_limits():
    state = ENGINE.new_state(2, {"treasure": "0", "offer_seconds": 90}, 1)
    assert state.treasure == 0
    assert ENGINE.view(state, 0).offer_seconds == 90
    for bad in ({"treasure": -1}, {"treasure": 10001}, {"offer_seconds": 4}, {"offer_seconds": 601}, {"x": 1}):
        with pytest.raises(ValueError):
            ENGINE.new_state(3, bad, 1)
    for seats in (1, 7):
        with pytest.raises(ValueError):
            ENGINE.new_state(seats, {}, 1)


# -- cards -----------------------------------------------------------------------
@pytest.mark.parametrize("steps", [1, 2, 3, 4])
def test_footprint_moves_the_knight_and_places_the_stripe_value(steps: int):
    state = table(deck=[str(steps), "stop"])
    [event] = play(state, (0, "reveal"))
    assert (state.knight, state.pile, state.treasure) == (steps, steps, 200 - steps)
    assert event == Advanced(seat=0, steps=steps, start=0, to=steps, placed=steps, due=steps, doubled=False, pile=steps)
    assert ENGINE.view(state, None).last == LastCard(
        seat=0, card=str(steps), effect=ADVANCE, start=0, to=steps, placed=steps
    )
    assert ENGINE.legal_actions(state, 0) == ["reveal", "stop"]


def test_the_pile_grows_by_each_stripe_reached():
    state = table(deck=["3", "2", "4", "1"])
    play(state, *[(0, "reveal")] * 4)
    assert state.knight == 10
    assert state.pile == 3 + 5 + 9 + 10
    assert total(state) == 320


def test_stop_card_fines_a_quarter_rounded_down_and_returns_the_pile():
    state = table(deck=["2", "stop"], gems=[39, 40, 40])
    events = play(state, (0, "reveal"), (0, "reveal"))
    assert state.gems == [30, 40, 40]
    assert state.treasure == 200 - 2 + 9 + 2
    assert (state.knight, state.pile) == (0, 0)
    assert (state.owner, state.active, state.turn) == (1, 1, 2)
    assert ENGINE.view(state, None).must_reveal
    assert state.last == {
        "seat": 0, "card": "stop", "effect": "stop", "from": 2, "to": 0,
        "placed": 0, "fine": 9, "returned": 2, "lost": 0, "gained": 0,
    }  # fmt: skip
    assert events == [
        Advanced(seat=0, steps=2, start=0, to=2, placed=2, due=2, doubled=False, pile=2),
        StopCard(seat=0, fine=9, divisor=4, returned=2),
        NewTurn(turn=2, seat=1),
    ]
    assert ENGINE.view(state, None).last == LastCard(0, "stop", STOPPED, start=2, to=0, fine=9, returned=2)


def test_first_danger_card_is_a_stop_card():
    state = table(deck=["1", "danger"], gems=[43, 40, 40])
    events = play(state, (0, "reveal"), (0, "reveal"))
    assert state.gems[0] == 43 - 10
    assert state.dangers == 1
    assert events[1:] == [DangerCard(seat=0, number=1, fine=10, divisor=4, returned=1), NewTurn(turn=2, seat=1)]
    view = ENGINE.view(state, None)
    assert (view.fine_divisor, view.doubled, view.active) == (4, False, 1)
    assert view.last is not None and view.last.effect == DANGER


def test_second_danger_halves_fines_and_doubles_placements():
    state = table(deck=["1", "danger", "3", "stop"], gems=[41, 41, 40], dangers=1)
    events = play(state, (0, "reveal"), (0, "reveal"))
    assert state.gems[0] == 41 - 20  # the second danger card itself already costs half
    assert events[1] == DangerCard(seat=0, number=2, fine=20, divisor=2, returned=1)
    view = ENGINE.view(state, None)
    assert (view.dangers, view.fine_divisor, view.doubled) == (2, 2, True)
    [event] = play(state, (1, "reveal"))
    assert state.pile == 6
    assert event == Advanced(seat=1, steps=3, start=0, to=3, placed=6, due=6, doubled=True, pile=6)
    play(state, (1, "reveal"))  # a plain stop card now costs half too
    assert state.gems[1] == 41 - 20
    assert state.treasure == 200 - 1 + 1 + 20 + 20


def test_third_danger_loses_every_gem_and_ends_the_game():
    state = table(deck=["2", "danger", "1"], gems=[50, 60, 30], dangers=2)
    events = play(state, (0, "reveal"), (0, "reveal"))
    assert state.gems == [0, 60, 30]
    assert state.treasure == 200 - 4 + 4 + 50
    assert state.pile == 0
    assert ENGINE.is_over(state)
    assert ENGINE.to_act(state) == [] and ENGINE.legal_actions(state, 0) == []
    view = ENGINE.view(state, None)
    assert (view.finished, view.end, view.winners) == (True, "danger", (1,))
    nothing = (0, 0, 0)
    over = RoundOver(1, (0, 60, 30), (-50, 0, 0), nothing, nothing, nothing, nothing, (-50, 0, 0), nothing)
    assert events[1:] == [DragonWakes(seat=0, lost=50, returned=4), over, GameOver(winners=(1,), gems=60)]
    assert [(r.seat, r.placement, r.score) for r in ENGINE.results(state)] == [(0, 3, 0), (1, 1, 60), (2, 2, 30)]
    with pytest.raises(IllegalAction, match="game_over"):
        ENGINE.apply(state, 1, "reveal")


def test_placements_stop_when_the_treasure_runs_dry():
    state = table(deck=["4", "3", "1", "stop"], treasure=5)
    events = play(state, (0, "reveal"), (0, "reveal"), (0, "reveal"))
    assert (state.knight, state.pile, state.treasure) == (8, 5, 0)
    assert events[1] == Advanced(seat=0, steps=3, start=4, to=7, placed=1, due=7, doubled=False, pile=5)
    last = ENGINE.view(state, None).last
    assert last is not None and last.placed == 0
    play(state, (0, "stop"), (1, "pass"), (2, "pass"))
    assert state.gems == [45, 40, 40] and state.treasure == 0


@pytest.mark.parametrize(
    "deck",
    [
        ["4", "4", "4", "4", "2"],  # from stripe 16 just past the last stripe
        ["4", "4", "4", "4", "4"],  # overshooting the head counts too
        ["4", "4", "4", "4", "1", "1"],  # stripe 17 is still a stripe; the next step passes it
    ],
)
def test_passing_stripe_17_wins_the_pile_and_the_treasure(deck: list[str]):
    state = table(deck=[*deck, "stop"], gems=[40, 40, 40])
    play(state, *[(0, "reveal")] * (len(deck) - 1))
    assert not ENGINE.is_over(state)
    pile = state.pile
    events = play(state, (0, "reveal"))
    assert ENGINE.is_over(state)
    assert state.gems == [240, 40, 40]
    assert (state.treasure, state.pile, state.knight) == (0, 0, HEAD)
    view = ENGINE.view(state, None)
    assert (view.end, view.winners) == ("head", (0,))
    assert view.last is not None and (view.last.effect, view.last.gained) == (AT_HEAD, 200)
    nothing = (0, 0, 0)
    over = RoundOver(
        1, (240, 40, 40), (200, 0, 0), (pile, 0, 0), nothing, nothing, nothing, nothing, treasure=(200 - pile, 0, 0)
    )
    assert events == [ReachedHead(seat=0, steps=int(deck[-1]), pile=pile, prize=200 - pile), over, GameOver((0,), 240)]


def test_a_turn_starts_with_a_reveal():
    state = table(deck=["1"])
    before = ENGINE.snapshot(state)
    with pytest.raises(IllegalAction, match="reveal_before_stop"):
        ENGINE.apply(state, 0, "stop")
    assert ENGINE.snapshot(state) == before


# -- the ransom window ------------------------------------------------------------------
def stopped(seats: int = 4, stopper: int = 0, gems: Sequence[int] | None = None) -> State:
    """``stopper`` has revealed 2 then 1 (pile 5 at stripe 3) and stopped."""
    state = table(seats, deck=["2", "1", "1", "stop", "stop"], gems=list(gems or [40] * seats))
    state.owner = state.active = stopper
    play(state, (stopper, "reveal"), (stopper, "reveal"), (stopper, "stop"))
    return state


def test_the_offer_goes_to_every_other_seat_that_can_pay_clockwise():
    state = stopped(4, stopper=1, gems=[10, 40, 3, 40])
    assert state.phase == "offer"
    assert ENGINE.to_act(state) == [3, 0]  # seat 2 cannot pay 5
    assert ENGINE.legal_actions(state, 3) == ["take", "pass"]
    bidders = (Bidder(3, DECIDING), Bidder(0, DECIDING))
    assert ENGINE.view(state, None).offer == Offer(stopper=1, amount=5, bidders=bidders, waiting=(3, 0))
    view = ENGINE.view(state, 0)
    assert view.offer == Offer(stopper=1, amount=5, bidders=bidders, waiting=(3, 0), ahead=(3,))
    assert ENGINE.view(state, 3).offer == Offer(stopper=1, amount=5, bidders=bidders, waiting=(3, 0))
    assert view.active == 1 and view.pile == 5
    assert (view.payer_gems, ENGINE.view(state, 3).payer_gems) == (5, 35)  # what each would reveal with
    assert ENGINE.view(state, 1).payer_gems is None and ENGINE.view(state, 2).payer_gems is None
    for seat, reason in ((1, "not_your_turn"), (2, "not_your_turn")):
        with pytest.raises(IllegalAction, match=reason):
            ENGINE.apply(state, seat, "take")


def test_nobody_able_to_pay_means_the_stopper_banks_at_once():
    state = stopped(2, gems=[40, 4])
    assert state.phase == "turn"
    assert state.gems == [45, 4]
    assert (state.owner, state.active, state.pile, state.knight) == (1, 1, 0, 0)


def test_everybody_passing_banks_the_pile_and_passes_the_turn_on():
    state = stopped(3)
    events = play(state, (2, "pass"), (1, "pass"))
    assert state.gems == [45, 40, 40] and state.treasure == 195
    assert (state.owner, state.active, state.phase, state.offer) == (1, 1, "turn", None)
    assert events == [OfferPassed(seat=2), OfferPassed(seat=1), Banked(seat=0, amount=5), NewTurn(turn=2, seat=1)]


def test_the_bot_closes_a_timed_out_window_by_passing_for_the_silent_seats():
    state = stopped(4)
    play(state, (2, "pass"))
    silent = [(seat, ENGINE.timeout_action(state, seat)) for seat in ENGINE.to_act(state)]
    assert silent == [(1, "pass"), (3, "pass")]
    play(state, *silent)
    assert state.phase == "turn" and state.gems[0] == 45


def test_the_offer_window_has_its_own_clock_and_answers_are_simultaneous():
    state = ENGINE.new_state(4, {}, 3)
    assert (ENGINE.time_limit(state, 300), ENGINE.time_limit(state, 0)) == (300, 0)
    assert not ENGINE.simultaneous(state)
    assert ENGINE.timeout_action(state, 0) is None  # a silent active player is left to the AI
    state = stopped(4)
    state.options["offer_seconds"] = 45
    assert ENGINE.simultaneous(state)
    assert (ENGINE.time_limit(state, 300), ENGINE.time_limit(state, 0)) == (45, 45)  # even with the timer off
    assert [ENGINE.timeout_action(state, s) for s in range(4)] == [None, "pass", "pass", "pass"]
    play(state, (2, "take"))
    assert ENGINE.simultaneous(state)  # one seat left to answer, still in the window
    assert [ENGINE.timeout_action(state, s) for s in range(4)] == [None, "pass", None, None]
    play(state, (1, "pass"))
    assert state.active == 2 and not ENGINE.simultaneous(state)
    assert ENGINE.time_limit(state, 300) == 300
    assert [ENGINE.timeout_action(state, s) for s in range(4)] == [None] * 4


@pytest.mark.parametrize(
    ("answers", "taker"),
    [
        ([(1, "take")], 1),  # the seat right after the stopper closes it at once
        ([(3, "take"), (2, "pass"), (1, "pass")], 3),
        ([(2, "take"), (1, "take")], 1),  # an earlier seat overrides a later one that answered first
        ([(3, "pass"), (2, "take"), (1, "pass")], 2),
        ([(3, "take"), (1, "pass"), (2, "take")], 2),
        ([(2, "pass"), (3, "pass"), (1, "pass")], None),
    ],
)
def test_first_seat_clockwise_to_take_wins_whatever_the_answer_order(answers: list[tuple[int, str]], taker: int):
    state = stopped(4)
    for seat, action in answers[:-1]:
        play(state, (seat, action))
        assert state.phase == "offer" and state.gems == [40, 40, 40, 40]
    play(state, answers[-1])
    assert state.phase == "turn"
    if taker is None:
        assert state.gems == [45, 40, 40, 40] and state.active == 1
    else:
        assert state.gems[0] == 45 and state.gems[taker] == 35
        assert (state.active, state.owner, state.pile, state.knight) == (taker, 0, 5, 3)


def test_a_take_drops_the_seats_after_the_taker_from_the_window():
    state = stopped(5)
    play(state, (3, "take"))
    assert ENGINE.to_act(state) == [1, 2]
    offer = ENGINE.view(state, None).offer
    assert offer is not None and offer.waiting == (1, 2)
    assert offer.bidders == (Bidder(1, DECIDING), Bidder(2, DECIDING), Bidder(3, TAKES), Bidder(4, SKIPPED))
    assert [offer.status(seat) for seat in range(5)] == [None, DECIDING, DECIDING, TAKES, SKIPPED]
    mine = ENGINE.view(state, 2).offer
    assert mine is not None and (mine.ahead, mine.beaten) == ((1,), (3,))
    play(state, (1, "pass"))
    mine = ENGINE.view(state, 2).offer
    assert mine is not None and (mine.ahead, mine.beaten) == ((), (3,))
    offer = ENGINE.view(state, 2).offer
    assert offer is not None and offer.bidders[0] == Bidder(1, PASSES)
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 4, "pass")
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 3, "pass")  # one answer per seat


def test_the_taker_pays_the_stopper_and_must_reveal_before_stopping():
    state = stopped(3)
    events = play(state, (1, "take"))
    assert events == [OfferTaken(seat=1), TookOver(seat=1, stopper=0, amount=5)]
    assert state.gems == [45, 35, 40]
    assert ENGINE.legal_actions(state, 1) == ["reveal"]
    view = ENGINE.view(state, 1)
    assert view.must_reveal and view.took_over and (view.active, view.owner) == (1, 0)
    with pytest.raises(IllegalAction, match="reveal_before_stop"):
        ENGINE.apply(state, 1, "stop")
    play(state, (1, "reveal"))
    assert (state.knight, state.pile) == (4, 9)
    assert ENGINE.legal_actions(state, 1) == ["reveal", "stop"]
    assert not ENGINE.view(state, 1).took_over


def test_take_over_chains_and_the_next_turn_follows_the_turn_owner():
    state = table(deck=["2", "1", "3", "1", "stop", "4"])
    play(state, (0, "reveal"), (0, "stop"), (1, "take"))  # seat 1 pays 2
    play(state, (1, "reveal"), (1, "stop"))  # stripe 3, pile 5
    assert ENGINE.to_act(state) == [2, 0]
    play(state, (0, "take"), (2, "pass"))  # the original player takes the turn back
    assert (state.active, state.gems) == (0, [40 - 5 + 2, 40 - 2 + 5, 40])
    play(state, (0, "reveal"), (0, "stop"), (2, "pass"), (1, "pass"))  # stripe 6, banks 11
    assert state.gems == [48, 43, 40] and state.treasure == 189
    assert (state.owner, state.active, state.turn) == (1, 1, 2)
    play(state, (1, "reveal"), (1, "stop"), (2, "take"))  # seat 2 is first clockwise: no wait for seat 0
    play(state, (2, "reveal"))  # a stop card: the taker pays the fine
    assert state.gems == [48, 44, 39 - 9]
    assert (state.owner, state.active, state.turn) == (2, 2, 3)
    assert total(state) == 320


# -- protocol ------------------------------------------------------------------------
def test_illegal_actions_leave_the_state_unchanged():
    fresh = table(deck=["1", "2", "3"])
    offer = stopped(4)
    over = table(deck=["danger"], dangers=2)
    play(over, (0, "reveal"))
    empty = table(deck=[])
    cases = [
        (fresh, 1, "reveal", "not_your_turn"),
        (fresh, 0, "dance", "not_allowed_now"),
        (fresh, 0, "take", "not_allowed_now"),
        (fresh, 0, "stop", "reveal_before_stop"),
        (offer, 0, "pass", "not_your_turn"),
        (offer, 1, "reveal", "not_allowed_now"),
        (offer, 1, "stop", "not_allowed_now"),
        (over, 0, "reveal", "game_over"),
        (empty, 0, "reveal", "deck_empty"),
    ]
    for state, seat, action, message in cases:
        before = ENGINE.snapshot(state)
        with pytest.raises(IllegalAction, match=message):
            ENGINE.apply(state, seat, action)
        assert ENGINE.snapshot(state) == before, (seat, action)


def test_dump_and_load_round_trip_through_json():
    state = stopped(4)
    play(state, (3, "take"))
    data = json.loads(json.dumps(ENGINE.dump(state)))
    loaded = ENGINE.load(data)
    assert loaded == state
    assert ENGINE.dump(loaded) == ENGINE.dump(state)
    loaded.offer["answers"][0] = "pass"  # the copy shares nothing with its source
    loaded.gems[0] = 0
    assert data["offer"]["answers"][0] is None and data["gems"][0] == 40
    assert ENGINE.clone(state) == state


def random_game(seed: int, seats: int) -> tuple[State, list[tuple[int, str]]]:
    rng = random.Random(seed)
    state = ENGINE.new_state(seats, {"treasure": 50 + seed % 300}, seed)
    log = []
    while not ENGINE.is_over(state):
        seat = rng.choice(ENGINE.to_act(state))
        action = rng.choice(ENGINE.legal_actions(state, seat))
        ENGINE.apply(state, seat, action)
        log.append((seat, action))
    return state, log


def test_replay_rebuilds_the_game_exactly():
    for seed in range(20):
        state, log = random_game(seed, 2 + seed % 5)
        rebuilt = replay(ENGINE, state.seats, state.options, seed, log)
        assert ENGINE.dump(rebuilt) == ENGINE.dump(state)


def test_rounds_end_when_every_seat_has_owned_a_turn():
    state = table(3, deck=["2", *["stop"] * 6, "1"])
    assert (ENGINE.view(state, None).round, ENGINE.view(state, None).last_round) == (1, ())
    play(state, (0, "reveal"), (0, "stop"), (1, "take"), (1, "reveal"))  # seat 1 plays seat 0's turn, then its own
    assert (state.turn, state.owner, state.gems) == (2, 1, [42, 29, 40])
    assert ENGINE.view(state, None).round == 1
    play(state, (1, "reveal"), (2, "reveal"))
    view = ENGINE.view(state, None)
    assert (state.turn, view.round, view.round_gems, view.last_round) == (4, 2, (42, 22, 30), (2, -18, -10))
    play(state, (0, "reveal"), (1, "reveal"))
    assert ENGINE.view(state, None).round_gems == (42, 22, 30)  # the round's start, while it goes on
    play(state, (2, "reveal"))
    view = ENGINE.view(state, None)
    assert (view.round, view.round_gems, view.last_round) == (3, (32, 17, 23), (-10, -5, -7))


def test_a_rounds_end_says_where_everyones_gems_came_from():
    state = table(3, deck=["2", "3", "stop", "danger"])
    play(state, (0, "reveal"), (0, "stop"), (1, "take"))  # seat 1 pays seat 0 the 2 gems beside the knight
    play(state, (1, "reveal"), (1, "stop"), (2, "pass"), (0, "pass"))  # and banks the 7 there now
    events = play(state, (1, "reveal"), (2, "reveal"))  # seat 1's own turn, then seat 2's: both stopped
    assert state.gems == [42, 34, 30]
    over = next(event for event in events if isinstance(event, RoundOver))
    assert events.index(over) == len(events) - 2 and isinstance(events[-1], NewTurn)  # before the next round's turn
    assert (over.round, over.gems, over.change) == (1, (42, 34, 30), (2, -6, -10))
    parts = [over.parts(seat) for seat in range(3)]
    assert parts == [RoundParts(received=2), RoundParts(banked=7, paid=-2, fines=-11), RoundParts(fines=-10)]
    assert [sum(dataclasses.astuple(part)) for part in parts] == list(over.change)  # the parts add up
    view = ENGINE.view(state, None)
    assert view.last_round == over.change and view.last_round_parts == tuple(parts)


def test_a_round_begun_before_the_parts_were_kept_has_none():
    stored = ENGINE.dump(table(2, deck=["stop", "stop", "1", "stop"]))
    del stored["round_parts"], stored["previous_round_parts"]
    state = ENGINE.load(stored)
    events = play(state, (0, "reveal"), (1, "reveal"))  # a round of stop cards: it began without parts
    assert not any(isinstance(event, RoundOver) for event in events)
    assert ENGINE.view(state, None).last_round == (-10, -10) and ENGINE.view(state, None).last_round_parts == ()
    events = play(state, (0, "reveal"), (0, "stop"), (1, "pass"), (1, "reveal"))  # the next round is counted
    assert [event.parts(0) for event in events if isinstance(event, RoundOver)] == [RoundParts(banked=1)]


def test_views_are_public_and_never_show_the_deck_order():
    state = table(4, deck=["3", "stop", "1", "danger", "1"])
    play(state, (0, "reveal"))
    spectator = ENGINE.view(state, None)
    for seat in range(1, 4):  # the onlookers see exactly what a spectator sees
        assert ENGINE.view(state, seat) == dataclasses.replace(spectator, seat=seat)
    mine = ENGINE.view(state, 0)  # the active player also sees what the next card would cost it
    assert mine.payer_gems == 40 and spectator.payer_gems is None
    assert [card.cost for card in mine.next_cards] == [None] * 4 + [10, 10]
    assert dataclasses.replace(mine, seat=None, payer_gems=None, next_cards=spectator.next_cards) == spectator
    assert spectator.deck == (2, 0, 0, 0, 1, 1) and spectator.left("stop") == 1
    assert spectator.deck_size == 4
    reordered = ENGINE.clone(state)
    reordered.deck.reverse()
    assert ENGINE.view(reordered, None) == spectator
    assert {f.name for f in dataclasses.fields(spectator)} == {
        "seat", "seats", "phase", "turn", "round", "round_gems", "last_round", "knight", "pile", "treasure", "gems",
        "active", "owner", "to_act",
        "dangers", "fine_divisor", "doubled", "deck", "deck_size", "last", "offer", "must_reveal", "took_over",
        "active_reveals", "turn_reveals", "offer_seconds", "next_cards", "payer_gems", "finished", "end", "winners",
        "last_round_parts",
    }  # fmt: skip


def test_the_next_card_by_kind_with_what_it_would_do():
    state = table(deck=["1", "2", "4", "stop", "danger"], knight=14, pile=30, treasure=20, gems=[41, 40, 40])
    state.active_reveals = 1
    cards = ENGINE.view(state, 0).next_cards
    assert cards == (
        NextCard("1", 1, ADVANCE, ends_turn=False, to=15, placed=15),
        NextCard("2", 1, ADVANCE, ends_turn=False, to=16, placed=16),
        NextCard("3", 0, ADVANCE, ends_turn=False, to=17, placed=17),
        NextCard("4", 1, AT_HEAD, ends_turn=False, to=HEAD, placed=20),
        NextCard("stop", 1, STOPPED, ends_turn=True, fine_divisor=4, cost=10),
        NextCard("danger", 1, DANGER, ends_turn=True, fine_divisor=4, cost=10),
    )
    assert [card.card for card in cards] == list(KINDS)
    state.treasure = 15
    assert [card.placed for card in ENGINE.view(state, 1).next_cards[:4]] == [15, 15, 15, 15]  # what is left
    state.dangers = 1
    second = ENGINE.view(state, 0).next_cards[5]
    assert second == NextCard("danger", 1, DANGER, ends_turn=True, fine_divisor=2, doubles=True, cost=20)
    assert ENGINE.view(state, 1).next_cards[5].cost is None  # not seat 1's reveal
    state.dangers = 2
    cards = ENGINE.view(state, 0).next_cards
    assert (cards[0].placed, cards[4].fine_divisor, cards[4].cost) == (15, 2, 20)  # doubled: 30, but only 15 left
    assert cards[5] == NextCard("danger", 1, DOOM, ends_turn=True, cost=41)


def test_moves_are_parsed_and_written_in_one_place():
    for move in (REVEAL, STOP, TAKE, PASS):
        assert parse(to_action(move)) == move and try_parse(to_action(move)) == move
    assert [to_action(m) for m in (REVEAL, STOP, TAKE, PASS)] == ["reveal", "stop", "take", "pass"]
    assert try_parse("dance") is None
    with pytest.raises(IllegalAction, match="not_allowed_now"):
        parse("dance")


def walk(seed: int, steps: int) -> State:
    """A game with random legal moves from ``seed``, stopped after ``steps`` moves or at its end."""
    rng = random.Random(seed)
    state = ENGINE.new_state(2 + seed % 5, {"treasure": seed % 300}, seed)
    for _ in range(steps):
        if ENGINE.is_over(state):
            break
        seat = rng.choice(ENGINE.to_act(state))
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    return state


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 60), st.integers(0, 2**32))
def test_redealing_what_is_hidden_changes_no_view(seed: int, steps: int, redeal: int):
    state = walk(seed, steps)
    before = ENGINE.dump(state)
    for seat in [None, *range(state.seats)]:
        copy = ENGINE.redeal_hidden(state, seat, random.Random(redeal))
        assert ENGINE.view(copy, seat) == ENGINE.view(state, seat)
        assert Counter(copy.deck) == Counter(state.deck)
        assert ENGINE.dump(copy) | {"deck": state.deck} == before  # only the deck's order may differ
    assert ENGINE.dump(state) == before  # the original is untouched


def test_redealing_shuffles_the_undrawn_deck():
    state = ENGINE.new_state(3, {}, 5)
    orders = {
        tuple(ENGINE.redeal_hidden(state, seat, random.Random(seed)).deck) for seed in range(5) for seat in (0, None)
    }
    assert len(orders) > 1


def test_equal_gems_share_the_placement():
    state = table(deck=["danger"], gems=[30, 50, 50], dangers=2)
    play(state, (0, "reveal"))
    assert [r.placement for r in ENGINE.results(state)] == [3, 1, 1]
    assert ENGINE.view(state, None).winners == (1, 2)


def test_random_games_conserve_gems_and_always_end() -> None:
    seen: set[str] = set()
    for seed in range(300):
        seats = 2 + seed % 5
        rng = random.Random(seed)
        state = ENGINE.new_state(seats, {"treasure": seed % 250}, seed)
        start = total(state)
        for _ in range(1000):
            if ENGINE.is_over(state):
                break
            acting = ENGINE.to_act(state)
            assert acting and all(ENGINE.legal_actions(state, s) for s in acting)
            seat = rng.choice(acting)
            for event in ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat))):
                assert isinstance(event, EVENT_TYPES)
                data = json.loads(json.dumps(event.to_data()))
                assert type(event).from_data(data) == event and ENGINE.decode_event(data) == event
                seen.add(event.kind)
            assert total(state) == start
            assert min(state.gems) >= 0 and state.treasure >= 0 and state.pile >= 0
            assert 0 <= state.knight <= HEAD
        assert ENGINE.is_over(state), seed
        assert ENGINE.load(json.loads(json.dumps(ENGINE.dump(state)))) == state
    assert seen == {event_type.kind for event_type in EVENT_TYPES}  # every kind came up, each with its own name
    assert len(EVENT_TYPES) == len(seen) and not seen & {"timed_out", "seat_reclaimed"}


# -- AI -----------------------------------------------------------------------------
def contest(opponent: Player, games: int, seats: int) -> tuple[float, float, float]:
    """One AI seat (moving round the table) against ``opponent``: mean gems of each, AI win share."""
    ai_gems, other_gems, wins = [], [], 0
    for seed in range(games):
        ai_seat = seed % seats
        rng = random.Random(seed)
        state = ENGINE.new_state(seats, {}, seed)
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            view, legal = ENGINE.view(state, seat), ENGINE.legal_actions(state, seat)
            action = ENGINE.ai_action(view, legal, rng) if seat == ai_seat else opponent(view, legal, rng)
            ENGINE.apply(state, seat, action)
        ai_gems.append(state.gems[ai_seat])
        other_gems += [g for s, g in enumerate(state.gems) if s != ai_seat]
        wins += ENGINE.results(state)[ai_seat].placement == 1
    return statistics.mean(ai_gems), statistics.mean(other_gems), wins / games


def test_the_ai_only_plays_legal_actions():
    for seed in range(120):
        seats = 2 + seed % 5
        rng = random.Random(seed)
        state = ENGINE.new_state(seats, {"treasure": (seed * 37) % 400}, seed)
        while not ENGINE.is_over(state):
            for seat in ENGINE.to_act(state):  # every seat in an offer window answers
                if seat not in ENGINE.to_act(state):
                    continue
                legal = ENGINE.legal_actions(state, seat)
                action = ENGINE.ai_action(ENGINE.view(state, seat), legal, rng)
                assert action in legal
                ENGINE.apply(state, seat, action)


@pytest.mark.parametrize(("opponent", "seats"), [(random_policy, 2), (random_policy, 4), (stop_at_three, 4)])
def test_the_ai_beats_random_and_stop_at_three_players(opponent: Player, seats: int):
    ai_mean, other_mean, win_share = contest(opponent, 120, seats)
    assert ai_mean > 2 * other_mean
    assert win_share > 1.2 / seats  # the game is swingy: a third danger card can sink any lead


def offer_view(knight: int, pile: int, treasure: int, gems: int = 40, dangers: int = 0) -> SeatView:
    """Seat 1's view of seat 0 stopping at ``knight`` with ``pile``; the deck is a fresh one."""
    state = table(
        deck=[kind for kind, count in DECK_COUNTS.items() for _ in range(count)],
        treasure=treasure, gems=[40, gems, 40], knight=knight, pile=pile, dangers=dangers, active_reveals=1,
    )  # fmt: skip
    play(state, (0, "stop"))
    return ENGINE.view(state, 1)


def test_the_ai_takes_a_cheap_knight_near_the_head_and_refuses_a_dear_one_at_the_tail():
    assert choose(offer_view(knight=15, pile=20, treasure=300), ["take", "pass"], random.Random(0)) == "take"
    assert choose(offer_view(knight=2, pile=30, treasure=300), ["take", "pass"], random.Random(0)) == "pass"


def test_the_ai_weighs_the_pile_against_the_cards_left():
    state = table(deck=["1", "2", "2"], knight=3, pile=6, active_reveals=1)
    assert choose(ENGINE.view(state, 0), ["reveal", "stop"], random.Random(0)) == "reveal"  # nothing can go wrong
    state = table(deck=["danger", "stop", "1"], knight=3, pile=6, active_reveals=1, dangers=2, gems=[100, 40, 40])
    assert choose(ENGINE.view(state, 0), ["reveal", "stop"], random.Random(0)) == "stop"
    assert choose(ENGINE.view(state, 0), ["reveal"], random.Random(0)) == "reveal"


# -- image --------------------------------------------------------------------------
def test_the_table_renders_to_a_small_png():
    names = ["Ann", "Bartholomew the Unbelievably Brave", "Cyd", "Dee", "Eli", "Fay"]
    offer = stopped(6, gems=[40, 40, 40, 2, 40, 40])
    play(offer, (2, "take"))
    near_head = table(6, deck=["4", "4", "4", "4", "1"], dangers=2, treasure=9000)
    play(near_head, *[(0, "reveal")] * 5)
    head = table(2, deck=["4", "4", "4", "4", "4"])
    play(head, *[(0, "reveal")] * 5)
    doom = table(3, deck=["danger"], dangers=2)
    play(doom, (0, "reveal"))
    for state in (ENGINE.new_state(2, {}, 1), offer, near_head, head, doom):
        png = render_table(ENGINE.view(state, None), names[: state.seats])
        assert png.startswith(b"\x89PNG\r\n\x1a\n")
        assert 2_000 < len(png) < 60_000
        with Image.open(io.BytesIO(png)) as image:
            assert image.format == "PNG" and image.size == (800, 450)
