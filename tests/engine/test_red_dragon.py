"""Red Dragon rules: the seed's worked example, each phase, and seeded random playouts."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.protocol import Event, IllegalAction, play_game, random_playout, random_policy, replay
from engine.red_dragon import DECK, ENGINE, PENALTY, TABLES, SeatView, State, moves, snake_order
from engine.red_dragon import events as ev


def test_deck_has_sixty_cards_and_red_costs_what_tricks_are_worth():
    assert len(DECK) == len(set(DECK)) == 60
    assert PENALTY["R11"] == 26 and PENALTY["R14"] == 14 and PENALTY["Y14"] == 0
    red_total = sum(PENALTY.values())
    assert red_total == 120
    for seats, table in TABLES.items():
        assert table.hand * seats + 0 == 60
        assert table.hand * table.trick_value == red_total


def test_snake_draft_order():
    assert snake_order(0, 4, 12) == [0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3]
    assert snake_order(2, 3, 12) == [2, 0, 1, 1, 0, 2, 2, 0, 1, 1, 0, 2]


def _finish_round(state: State, tricks: list[int], taken: list[list[str]]) -> list[Event]:
    """Score the current round as if it had ended with these trick piles."""
    state.tricks = tricks
    state.taken = taken
    state.hands = [[] for _ in range(state.seats)]
    return ENGINE._score_round(state)


def test_seed_worked_example_scores():
    # Zoltan 7 tricks with red 12; Anette and Erik 4 tricks each with -61 and -47; Monica none.
    state = ENGINE.new_state(4, {}, seed=1)
    anette = ["R11", "R14", "R13", "R8"]
    erik = ["R0", "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R9", "R10"]
    assert sum(PENALTY[c] for c in anette) == 61 and sum(PENALTY[c] for c in erik) == 47
    _finish_round(state, [7, 4, 4, 0], [["R12"], anette, erik, []])
    assert state.rows == [[44, -29, -15, 20]]
    assert state.round == 2 and state.phase == "stock"


@pytest.mark.parametrize(
    ("seats", "tricks", "bonus"),
    [
        (4, [7, 8, 0, 0], 10),
        (5, [6, 6, 0, 0, 0], 5),
        (6, [5, 5, 0, 0, 0, 0], 5),
        (6, [5, 3, 2, 0, 0, 0], 10),
        (6, [5, 3, 1, 1, 0, 0], 15),
    ],
)
def test_zero_trick_bonus_depends_on_how_many_took_none(seats, tricks, bonus):
    state = ENGINE.new_state(seats, {}, seed=2)
    scored = _finish_round(state, tricks, [[] for _ in range(seats)])[0]
    assert isinstance(scored, ev.RoundScored) and scored.round == 1
    row = scored.points
    for seat, count in enumerate(tricks):
        if count == 0:
            assert row[seat] == bonus
        else:
            assert row[seat] == count * TABLES[seats].trick_value


def test_taking_every_trick_wins_at_once_whatever_the_totals():
    state = ENGINE.new_state(3, {}, seed=3)
    state.rows = [[-200, 100, 100]]
    state.round = 2
    events = _finish_round(state, [20, 0, 0], [list(DECK[:60]), [], []])
    assert events[-1] == ev.Sweep(0)
    assert ENGINE.is_over(state) and state.sweep == 0
    results = {r.seat: r.placement for r in ENGINE.results(state)}
    assert results[0] == 1 and results[1] == results[2] == 2


def test_game_lasts_as_many_rounds_as_players_and_equal_totals_share_the_win():
    state = ENGINE.new_state(3, {}, seed=4)
    for number in range(3):
        events = _finish_round(state, [10, 10, 0], [[], [], []])
        assert events[-1] == (ev.RoundDealt(number + 2) if number < 2 else ev.GameOver((180, 180, 60)))
    assert ENGINE.is_over(state) and len(state.rows) == 3
    places = [r.placement for r in ENGINE.results(state)]
    assert places == [1, 1, 3]


def test_stock_choice_is_secret_and_simultaneous():
    state = ENGINE.new_state(4, {}, seed=5)
    assert ENGINE.to_act(state) == [0, 1, 2, 3]
    card = state.hands[2][0]
    events = ENGINE.apply(state, 2, f"stock:{card}")
    assert events == []
    for seat in (0, 1, 3, None):
        view = ENGINE.view(state, seat)
        assert card not in (view.stock_chosen or ()) and card not in view.stock
        assert card not in json.dumps(dataclasses.asdict(view)["hand"])
    assert ENGINE.view(state, 2).stock_chosen == (card,)
    assert ENGINE.view(state, None).stock_chosen is None and ENGINE.view(state, None).hand is None
    # Choosing all three makes the seat ready; others are still asked.
    events = []
    for c in state.hands[2][:2]:
        events += ENGINE.apply(state, 2, f"stock:{c}")
    assert events == [ev.StockReady(2)]
    assert 2 not in ENGINE.to_act(state)
    assert ENGINE.view(state, 0).stock_ready == (False, False, True, False)


def test_stock_is_revealed_then_drafted_in_snake_order():
    state = ENGINE.new_state(3, {}, seed=6)
    for seat in range(3):
        for c in list(state.hands[seat][:4]):
            ENGINE.apply(state, seat, f"stock:{c}")
    assert state.phase == "draft" and len(state.stock) == 12
    revealed = tuple(state.stock)
    assert ENGINE.view(state, None).stock == revealed
    order = []
    taken = []
    while state.phase == "draft":
        seat = ENGINE.to_act(state)[0]
        order.append(seat)
        card = state.stock[0]
        events = ENGINE.apply(state, seat, f"take:{card}")
        assert events[0] == ev.CardDrafted(seat, card)
        taken.append(card)
    assert events[-1] == ev.PlayBegins(1, 0)
    assert tuple(taken) == revealed
    assert order == snake_order(0, 3, 12)
    assert [len(h) for h in state.hands] == [20, 20, 20]
    assert state.phase == "play" and ENGINE.to_act(state) == [0]


def test_the_last_card_of_the_draft_is_taken_for_its_drafter():
    state = ENGINE.new_state(3, ENGINE.resolve_options(), seed=6)  # a new game: the lobby resolves the options
    for seat in range(3):
        for c in list(state.hands[seat][:4]):
            ENGINE.apply(state, seat, f"stock:{c}")
    while len(state.stock) > 2:
        seat = ENGINE.to_act(state)[0]
        ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
    seat, last_seat = state.draft_order
    card, last = state.stock
    events = ENGINE.apply(state, seat, f"take:{card}")
    assert events == [ev.CardDrafted(seat, card), ev.LastCardTaken(last_seat, last), ev.PlayBegins(1, 0)]
    assert last in state.hands[last_seat] and state.phase == "play"
    assert ENGINE.decode_event(json.loads(json.dumps(events[1].to_data()))) == events[1]


def test_a_game_stored_before_forced_choices_asks_for_the_last_card_as_it_did():
    state = ENGINE.new_state(3, {}, seed=6)  # its options as stored then: no forced_choices
    for seat in range(3):
        for c in list(state.hands[seat][:4]):
            ENGINE.apply(state, seat, f"stock:{c}")
    while len(state.stock) > 1:
        seat = ENGINE.to_act(state)[0]
        ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
    assert state.phase == "draft" and ENGINE.legal_actions(state, state.draft_order[0]) == [f"take:{state.stock[0]}"]


def _to_play_phase(seats: int, seed: int) -> State:
    state = ENGINE.new_state(seats, {}, seed)
    while state.phase != "play":
        seat = ENGINE.to_act(state)[0]
        ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[0])
    return state


def test_must_follow_suit_and_highest_of_led_suit_wins():
    state = _to_play_phase(4, seed=7)
    leader = ENGINE.to_act(state)[0]
    lead = state.hands[leader][0]
    ENGINE.apply(state, leader, f"play:{lead}")
    nxt = ENGINE.to_act(state)[0]
    same = [c for c in state.hands[nxt] if c[0] == lead[0]]
    legal = [a.split(":")[1] for a in ENGINE.legal_actions(state, nxt)]
    assert legal == (same or state.hands[nxt])
    off = [c for c in state.hands[nxt] if c[0] != lead[0]]
    if same and off:
        before = ENGINE.dump(state)
        with pytest.raises(IllegalAction):
            ENGINE.apply(state, nxt, f"play:{off[0]}")
        assert ENGINE.dump(state) == before
    while len(state.trick) < 4 and state.trick:
        seat = ENGINE.to_act(state)[0]
        ENGINE.apply(state, seat, ENGINE.legal_actions(state, seat)[-1])
    last = state.last_trick
    led = last["cards"][0][1][0]
    best = max((c for _, c in last["cards"] if c[0] == led), key=lambda c: int(c[1:]))
    assert [s for s, c in last["cards"] if c == best] == [last["winner"]]
    assert ENGINE.to_act(state) == [last["winner"]]


@pytest.mark.parametrize(
    "action",
    ["play:R99", "stock:XX", "", "take", "play:", "hello:R1"],
)
def test_illegal_input_changes_nothing(action):
    state = ENGINE.new_state(4, {}, seed=8)
    before = ENGINE.dump(state)
    with pytest.raises(IllegalAction):
        ENGINE.apply(state, 0, action)
    assert ENGINE.dump(state) == before


def test_acting_out_of_turn_is_refused():
    state = _to_play_phase(3, seed=9)
    other = (ENGINE.to_act(state)[0] + 1) % 3
    with pytest.raises(IllegalAction, match="not_your_turn"):
        ENGINE.apply(state, other, f"play:{state.hands[other][0]}")


def test_options_are_checked():
    with pytest.raises(ValueError):
        ENGINE.new_state(2, {}, seed=1)
    with pytest.raises(ValueError):
        ENGINE.new_state(4, {"bogus": 1}, seed=1)


@settings(max_examples=60, deadline=None)
@given(seats=st.integers(3, 6), seed=st.integers(0, 2**32))
def test_random_games_conserve_cards_and_scores_balance(seats: int, seed: int) -> None:
    rng = random.Random(seed)
    state = ENGINE.new_state(seats, {}, seed)
    log: list[tuple[int, str]] = []
    table = TABLES[seats]
    tricks, penalties = [0] * seats, [0] * seats
    while not ENGINE.is_over(state):
        cards = [c for h in state.hands for c in h] + [c for ch in state.stock_choice for c in ch]
        cards += state.stock + [c for _, c in state.trick] + [c for t in state.taken for c in t]
        assert sorted(cards) == sorted(DECK)
        seat = rng.choice(ENGINE.to_act(state))
        action = rng.choice(ENGINE.legal_actions(state, seat))
        events = ENGINE.apply(state, seat, action)
        log.append((seat, action))
        for event in events:
            assert type(event) in ENGINE.event_types
            assert ENGINE.decode_event(json.loads(json.dumps(event.to_data()))) == event
            if isinstance(event, ev.CardPlayed):
                assert (seat, action) == (event.seat, moves.play(event.card))
            if isinstance(event, ev.TrickWon):
                tricks[event.winner] += 1
                penalties[event.winner] += event.penalty
                assert event.penalty == sum(PENALTY[c] for c in event.cards) and len(event.cards) == seats
            if isinstance(event, ev.RoundScored):
                # Trick points minus red penalties sum to zero; only the zero-trick bonus is extra.
                assert sum(tricks) == table.hand
                base = [tricks[s] * table.trick_value - penalties[s] for s in range(seats)]
                assert sum(base) == 0
                zero = [s for s in range(seats) if tricks[s] == 0]
                bonus = table.zero_trick_bonus[len(zero) - 1] if 0 < len(zero) <= len(table.zero_trick_bonus) else 0
                assert list(event.points) == [base[s] + (bonus if s in zero else 0) for s in range(seats)]
                tricks, penalties = [0] * seats, [0] * seats
    assert len(log) < 1000
    assert 1 <= len(state.rows) <= seats
    rebuilt = replay(ENGINE, seats, {}, seed, log)
    assert ENGINE.dump(rebuilt) == ENGINE.dump(state)
    assert ENGINE.dump(ENGINE.load(json.loads(json.dumps(ENGINE.dump(state))))) == ENGINE.dump(state)
    assert sorted(r.placement for r in ENGINE.results(state))[0] == 1


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_views_never_show_other_hands(seats):
    rng = random.Random(seats)
    state = ENGINE.new_state(seats, {}, seats)
    while not ENGINE.is_over(state):
        for viewer in [None, *range(seats)]:
            view = ENGINE.view(state, viewer)
            public = ("played", "stock", "trick", "last_trick")
            text = json.dumps({k: v for k, v in dataclasses.asdict(view).items() if k not in public})
            for other in range(seats):
                if other == viewer:
                    continue
                for card in state.hands[other] + state.stock_choice[other]:
                    assert f'"{card}"' not in text
        seat = rng.choice(ENGINE.to_act(state))
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))


def test_ai_plays_legally_and_beats_random_players():
    def ai(view, legal, rng):
        action = ENGINE.ai_action(view, legal, rng)
        assert action in legal
        return action

    ai_scores, random_scores = [], []
    for seed in range(60):
        ai_seat = seed % 4
        state = play_game(ENGINE, 4, {}, seed, [ai if s == ai_seat else random_policy for s in range(4)])
        totals = ENGINE.totals(state)
        ai_scores.append(totals[ai_seat])
        random_scores.extend(t for s, t in enumerate(totals) if s != ai_seat)
    assert sum(ai_scores) / len(ai_scores) > sum(random_scores) / len(random_scores) + 20


def test_random_playouts_always_finish():
    for seed in range(40):
        state = random_playout(ENGINE, 3 + seed % 4, {}, seed)
        assert ENGINE.is_over(state)


def test_moves_parse_and_format_back():
    for action, move in [
        ("stock:R11", moves.Stock("R11")),
        ("take:G3", moves.Take("G3")),
        ("play:B14", moves.Play("B14")),
    ]:
        assert moves.parse(action) == move and moves.format_move(move) == action
    assert moves.stock("R1") == "stock:R1" and moves.take("Y0") == "take:Y0" and moves.play("G9") == "play:G9"
    for bad in ["", "take", "play:", "hello:R1", ":R1"]:
        with pytest.raises(ValueError):
            moves.parse(bad)


def test_views_are_typed_and_frozen() -> None:
    state = _to_play_phase(4, seed=10)
    view = ENGINE.view(state, 1)
    assert isinstance(view, SeatView) and view.seat == 1 and view.hand == tuple(state.hands[1])
    assert view.legal == tuple(ENGINE.legal_actions(state, 1))
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.round = 3  # type: ignore[misc]  # (the point: views cannot be changed)
    spectator = ENGINE.view(state, None)
    assert spectator.hand is None and spectator.stock_chosen is None and spectator.legal == ()
    leader = ENGINE.to_act(state)[0]
    card = state.hands[leader][0]
    ENGINE.apply(state, leader, moves.play(card))
    after = ENGINE.view(state, None)
    assert after.led_suit == card[0] and after.trick[0].seat == leader and after.trick[0].card == card


def _playout_states(seats: int, seed: int, every: int) -> list[State]:
    """Clones of a random game's state every ``every`` actions (the first and the last included)."""
    rng = random.Random(seed)
    state = ENGINE.new_state(seats, {}, seed)
    found = [ENGINE.clone(state)]
    count = 0
    while not ENGINE.is_over(state):
        seat = rng.choice(ENGINE.to_act(state))
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        count += 1
        if count % every == 0:
            found.append(ENGINE.clone(state))
    return [*found, state]


@settings(max_examples=25, deadline=None)
@given(seats=st.integers(3, 6), seed=st.integers(0, 2**32), every=st.integers(3, 40))
def test_redealing_what_a_seat_cannot_see_leaves_its_view_unchanged(seats: int, seed: int, every: int) -> None:
    rng = random.Random(seed)
    for state in _playout_states(seats, seed, every):
        before = ENGINE.dump(state)
        for viewer in [None, *range(seats)]:
            copy = ENGINE.redeal_hidden(state, viewer, rng)
            assert ENGINE.view(copy, viewer) == ENGINE.view(state, viewer)
            assert ENGINE.dump(state) == before  # the original is untouched
            # The copy is a whole game again: every card once, the same sizes, the same turn.
            cards = [c for h in copy.hands for c in h] + [c for ch in copy.stock_choice for c in ch]
            cards += copy.stock + [c for _, c in copy.trick] + [c for t in copy.taken for c in t]
            assert sorted(cards) == sorted(DECK)
            assert [len(h) for h in copy.hands] == [len(h) for h in state.hands]
            assert ENGINE.to_act(copy) == ENGINE.to_act(state)
            if viewer is not None:
                assert copy.hands[viewer] == state.hands[viewer]
                assert copy.stock_choice[viewer] == state.stock_choice[viewer]
            for seat in range(seats):  # cards seen taken from the face-up stock stay where they went
                assert [c for c in state.hands[seat] if c in state.drafted[seat]] == [
                    c for c in copy.hands[seat] if c in state.drafted[seat]
                ]
            if not ENGINE.is_over(copy):
                seat = ENGINE.to_act(copy)[0]
                ENGINE.apply(copy, seat, ENGINE.legal_actions(copy, seat)[0])


def test_redealing_really_deals_the_hidden_cards_anew():
    state = ENGINE.new_state(4, {}, seed=12)
    rng = random.Random(1)
    copies = [ENGINE.redeal_hidden(state, 0, rng) for _ in range(5)]
    assert all(c.hands[0] == state.hands[0] for c in copies)
    assert any(c.hands[1:] != state.hands[1:] for c in copies)
    assert any(ENGINE.redeal_hidden(state, None, rng).hands[0] != state.hands[0] for _ in range(5))


def test_snapshots_from_before_the_drafted_field_still_play_on():
    state = ENGINE.new_state(3, {}, seed=13)
    for seat in range(3):
        for card in list(state.hands[seat][:4]):
            ENGINE.apply(state, seat, moves.stock(card))
    old = ENGINE.dump(state)
    del old["drafted"]
    loaded = ENGINE.load(old)
    while not ENGINE.is_over(loaded) and loaded.round == 1:
        seat = ENGINE.to_act(loaded)[0]
        ENGINE.apply(loaded, seat, ENGINE.legal_actions(loaded, seat)[0])
        for viewer in (None, 0, 1, 2):
            copy = ENGINE.redeal_hidden(loaded, viewer, random.Random(seat))
            assert ENGINE.view(copy, viewer) == ENGINE.view(loaded, viewer)
    assert loaded.round == 2 and loaded.drafted == [[], [], []]
