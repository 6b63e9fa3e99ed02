"""Red Dragon: a trick-taking game for 3-6 players with a penalty suit.

Each of the N rounds goes through three phases:

* ``stock``: every player secretly and simultaneously puts 4/3/2/2 cards into a common
  stock (one ``stock:<card>`` action per card);
* ``draft``: the stock is shuffled, shown face up and drafted back one card at a time in
  snake order from the round's first player (``take:<card>``);
* ``play``: tricks, follow suit, highest card of the led suit wins (``play:<card>``).

Cards are ``<suit><rank>`` strings: suits R (red, the penalty suit), Y (gold), G (green),
B (blue), ranks 0-14. A red card costs its rank, the red 11 costs 26, so the red cards
cost exactly what the tricks of a round are worth.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.protocol import Engine, Event, SeatResult, View, placements

_DATA = json.loads((Path(__file__).resolve().parents[2] / "data" / "red_dragon.json").read_text("utf-8"))
SUITS: list[str] = [s["code"] for s in _DATA["suits"]]
SUIT_NAMES: dict[str, str] = {s["code"]: s["name"] for s in _DATA["suits"]}
SUIT_EMOJI: dict[str, str] = {s["code"]: s["emoji"] for s in _DATA["suits"]}
RANKS: list[int] = _DATA["ranks"]
PENALTY_SUIT: str = _DATA["penalty_suit"]
DECK: list[str] = [f"{suit}{rank}" for suit in SUITS for rank in RANKS]
PENALTY: dict[str, int] = {
    card: (_DATA["penalty_overrides"].get(card, int(card[1:])) if card[0] == PENALTY_SUIT else 0) for card in DECK
}


@dataclass(frozen=True)
class Table:
    """The figures that depend on the number of players."""

    hand: int
    stock: int
    trick_value: int
    zero_trick_bonus: tuple[int, ...]


TABLES: dict[int, Table] = {
    int(n): Table(t["hand"], t["stock"], t["trick_value"], tuple(t["zero_trick_bonus"]))
    for n, t in _DATA["by_players"].items()
}


def suit(card: str) -> str:
    return card[0]


def rank(card: str) -> int:
    return int(card[1:])


def card_label(card: str) -> str:
    """Short label for messages, e.g. ``🟥11``."""
    return f"{SUIT_EMOJI[suit(card)]}{rank(card)}"


def sort_key(card: str) -> tuple[int, int]:
    return SUITS.index(suit(card)), rank(card)


def snake_order(first: int, seats: int, picks: int) -> list[int]:
    """Seats in draft order: A B C D D C B A A B C D ... starting from ``first``."""
    forward = [(first + i) % seats for i in range(seats)]
    order: list[int] = []
    lap = 0
    while len(order) < picks:
        order.extend(forward if lap % 2 == 0 else forward[::-1])
        lap += 1
    return order[:picks]


@dataclass
class State:
    seats: int
    seed: int
    round: int = 1
    phase: str = "stock"  # stock | draft | play | over
    hands: list[list[str]] = field(default_factory=list)
    stock_choice: list[list[str]] = field(default_factory=list)
    stock: list[str] = field(default_factory=list)
    draft_order: list[int] = field(default_factory=list)
    trick: list[list[Any]] = field(default_factory=list)  # [[seat, card], ...]
    leader: int = 0
    tricks: list[int] = field(default_factory=list)
    taken: list[list[str]] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    last_trick: dict[str, Any] | None = None
    rows: list[list[int]] = field(default_factory=list)
    sweep: int | None = None
    moves: int = 0


class RedDragon(Engine[State, View]):
    id = "red-dragon"
    state_type = State
    title = "Red Dragon"
    min_seats = 3
    max_seats = 6
    options = ()

    # -- set-up ----------------------------------------------------------------
    def new_state(self, seats: int, options: Mapping[str, Any], seed: int) -> State:
        self.check_seats(seats)
        self.resolve_options(options)
        state = State(seats=seats, seed=seed)
        self._deal(state)
        return state

    def _deal(self, state: State) -> None:
        deck = DECK[:]
        random.Random(f"{state.seed}:deal:{state.round}").shuffle(deck)
        size = TABLES[state.seats].hand
        state.hands = [sorted(deck[i * size : (i + 1) * size], key=sort_key) for i in range(state.seats)]
        state.stock_choice = [[] for _ in range(state.seats)]
        state.stock = []
        state.draft_order = []
        state.trick = []
        state.tricks = [0] * state.seats
        state.taken = [[] for _ in range(state.seats)]
        state.played = []
        state.leader = self.first_player(state)
        state.phase = "stock"

    def simultaneous(self, state: State) -> bool:
        return state.phase == "stock"

    @staticmethod
    def first_player(state: State) -> int:
        return (state.round - 1) % state.seats

    # -- whose turn ------------------------------------------------------------
    def to_act(self, state: State) -> list[int]:
        if state.phase == "stock":
            need = TABLES[state.seats].stock
            return [s for s in range(state.seats) if len(state.stock_choice[s]) < need]
        if state.phase == "draft":
            return [state.draft_order[0]]
        if state.phase == "play":
            return [(state.leader + len(state.trick)) % state.seats]
        return []

    def legal_actions(self, state: State, seat: int) -> list[str]:
        if seat not in self.to_act(state):
            return []
        if state.phase == "stock":
            return [f"stock:{c}" for c in state.hands[seat]]
        if state.phase == "draft":
            return [f"take:{c}" for c in state.stock]
        return [f"play:{c}" for c in self.playable(state, seat)]

    @staticmethod
    def playable(state: State, seat: int) -> list[str]:
        hand = state.hands[seat]
        if not state.trick:
            return list(hand)
        led = suit(state.trick[0][1])
        following = [c for c in hand if suit(c) == led]
        return following or list(hand)

    # -- applying actions ----------------------------------------------------------
    def apply(self, state: State, seat: int, action: str) -> list[Event]:
        self.require_legal(state, seat, action)
        verb, card = action.split(":", 1)
        state.moves += 1
        if verb == "stock":
            return self._stock(state, seat, card)
        if verb == "take":
            return self._take(state, seat, card)
        return self._play(state, seat, card)

    def _stock(self, state: State, seat: int, card: str) -> list[Event]:
        state.hands[seat].remove(card)
        state.stock_choice[seat].append(card)
        events: list[Event] = []
        need = TABLES[state.seats].stock
        if len(state.stock_choice[seat]) == need:
            events.append({"type": "stock_ready", "seat": seat, "text": f"{{s{seat}}} has chosen their stock cards."})
        if self.to_act(state):
            return events
        stock = [c for choice in state.stock_choice for c in choice]
        random.Random(f"{state.seed}:stock:{state.round}").shuffle(stock)
        state.stock = stock
        state.stock_choice = [[] for _ in range(state.seats)]
        state.draft_order = snake_order(self.first_player(state), state.seats, len(stock))
        state.phase = "draft"
        shown = " ".join(card_label(c) for c in stock)
        events.append({"type": "stock_revealed", "cards": stock, "text": f"The stock is revealed: {shown}"})
        return events

    def _take(self, state: State, seat: int, card: str) -> list[Event]:
        state.stock.remove(card)
        state.draft_order.pop(0)
        state.hands[seat].append(card)
        state.hands[seat].sort(key=sort_key)
        events: list[Event] = [
            {"type": "draft", "seat": seat, "card": card, "text": f"{{s{seat}}} takes {card_label(card)}."}
        ]
        if not state.stock:
            state.phase = "play"
            state.leader = self.first_player(state)
            events.append({"type": "play_begins", "text": f"Round {state.round}: {{s{state.leader}}} leads."})
        return events

    def _play(self, state: State, seat: int, card: str) -> list[Event]:
        state.hands[seat].remove(card)
        state.trick.append([seat, card])
        state.played.append(card)
        events: list[Event] = [
            {"type": "play", "seat": seat, "card": card, "text": f"{{s{seat}}} plays {card_label(card)}."}
        ]
        if len(state.trick) < state.seats:
            return events
        led = suit(state.trick[0][1])
        winner, _ = max(((s, c) for s, c in state.trick if suit(c) == led), key=lambda sc: rank(sc[1]))
        cards = [c for _, c in state.trick]
        penalty = sum(PENALTY[c] for c in cards)
        state.tricks[winner] += 1
        state.taken[winner].extend(cards)
        state.last_trick = {"cards": state.trick, "winner": winner, "penalty": penalty}
        state.trick = []
        state.leader = winner
        cost = f" (red −{penalty})" if penalty else ""
        events.append(
            {"type": "trick", "seat": winner, "penalty": penalty, "text": f"{{s{winner}}} takes the trick{cost}."}
        )
        if not any(state.hands):
            events.extend(self._score_round(state))
        return events

    def _score_round(self, state: State) -> list[Event]:
        table = TABLES[state.seats]
        row = [
            state.tricks[s] * table.trick_value - sum(PENALTY[c] for c in state.taken[s]) for s in range(state.seats)
        ]
        zero = [s for s in range(state.seats) if state.tricks[s] == 0]
        if 0 < len(zero) <= len(table.zero_trick_bonus):
            for s in zero:
                row[s] += table.zero_trick_bonus[len(zero) - 1]
        state.rows.append(row)
        parts = ", ".join(f"{{s{s}}} {points:+d}" for s, points in enumerate(row))
        events: list[Event] = [
            {"type": "round_scored", "round": state.round, "row": row, "text": f"Round {state.round}: {parts}."}
        ]
        sweeper = next((s for s in range(state.seats) if state.tricks[s] == table.hand), None)
        if sweeper is not None:
            state.sweep = sweeper
            state.phase = "over"
            events.append(
                {
                    "type": "sweep",
                    "seat": sweeper,
                    "text": f"{{s{sweeper}}} took every trick and wins the game at once!",
                }
            )
        elif state.round == state.seats:
            state.phase = "over"
            events.append({"type": "game_over", "text": "The last round is over."})
        else:
            state.round += 1
            self._deal(state)
            events.append({"type": "round_begins", "round": state.round, "text": f"Round {state.round} is dealt."})
        return events

    # -- views and results ----------------------------------------------------------
    def totals(self, state: State) -> list[int]:
        return [sum(row[s] for row in state.rows) for s in range(state.seats)]

    def view(self, state: State, seat: int | None) -> View:
        table = TABLES[state.seats]
        to_act = self.to_act(state)
        view: View = {
            "seats": state.seats,
            "seat": seat,
            "round": state.round,
            "rounds": state.seats,
            "phase": state.phase,
            "first_player": self.first_player(state),
            "hand_size": table.hand,
            "stock_size": table.stock,
            "trick_value": table.trick_value,
            "to_act": to_act,
            "stock_ready": [len(c) == table.stock for c in state.stock_choice] if state.phase == "stock" else [],
            "stock": list(state.stock),
            "draft_order": list(state.draft_order),
            "trick": [list(p) for p in state.trick],
            "leader": state.leader,
            "tricks": list(state.tricks),
            "penalties": [sum(PENALTY[c] for c in taken) for taken in state.taken],
            "hand_counts": [len(h) for h in state.hands],
            "played": list(state.played),
            "last_trick": state.last_trick,
            "rows": [list(r) for r in state.rows],
            "totals": self.totals(state),
            "sweep": state.sweep,
            "over": state.phase == "over",
        }
        if seat is not None:
            view["hand"] = list(state.hands[seat])
            view["stock_chosen"] = list(state.stock_choice[seat]) if state.phase == "stock" else []
            view["legal"] = self.legal_actions(state, seat)
        return view

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def results(self, state: State) -> list[SeatResult]:
        totals = self.totals(state)
        if state.sweep is None:
            places = placements(totals)
        else:
            others = [s for s in range(state.seats) if s != state.sweep]
            ranked = placements([totals[s] for s in others])
            places = [1] * state.seats
            for s, place in zip(others, ranked, strict=True):
                places[s] = place + 1
        return [SeatResult(seat=s, placement=places[s], score=totals[s]) for s in range(state.seats)]

    def scoresheet(self, state: State) -> list[list[int]]:
        return [list(r) for r in state.rows]

    def ai_action(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        from engine.red_dragon.ai import choose

        return choose(view, legal, rng)


ENGINE = RedDragon()
