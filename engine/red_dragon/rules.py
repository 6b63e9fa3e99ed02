"""Red Dragon: a trick-taking game for 3-6 players with a penalty suit.

Each of the N rounds goes through three phases:

* ``stock``: every player secretly and simultaneously puts 4/3/2/2 cards into a common
  stock (one ``stock:<card>`` action per card);
* ``draft``: the stock is shuffled, shown face up and drafted back one card at a time in
  snake order from the round's first player (``take:<card>``); with ``forced_choices`` (new games) the
  last card goes to its drafter at once, as there is nothing left to choose;
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

from engine.protocol import (
    DEFAULT_AI_LEVEL,
    FORCED_CHOICES,
    AiLevel,
    Engine,
    Event,
    SeatResult,
    forced_choices,
    placements,
)
from engine.red_dragon import moves
from engine.red_dragon.events import (
    EVENT_TYPES,
    CardDrafted,
    CardPlayed,
    GameOver,
    LastCardTaken,
    PlayBegins,
    RoundDealt,
    RoundScored,
    StockReady,
    StockRevealed,
    Sweep,
    TrickWon,
)
from engine.red_dragon.moves import Play, Stock, Take, parse
from engine.red_dragon.views import LastTrick, PlayedCard, RoundParts, SeatView

_DATA = json.loads((Path(__file__).resolve().parents[2] / "data" / "red_dragon.json").read_text("utf-8"))
SUITS: list[str] = [s["code"] for s in _DATA["suits"]]
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


#: every card's rank and its place in a sorted hand, looked up rather than parsed: hands are sorted and cards
#: labelled on every move
_RANK: dict[str, int] = {card: int(card[1:]) for card in DECK}
_SORT_KEY: dict[str, tuple[int, int]] = {card: (SUITS.index(card[0]), _RANK[card]) for card in DECK}


def suit(card: str) -> str:
    return card[0]


def rank(card: str) -> int:
    return _RANK[card] if card in _RANK else int(card[1:])


def sort_key(card: str) -> tuple[int, int]:
    return _SORT_KEY[card] if card in _SORT_KEY else (SUITS.index(suit(card)), rank(card))


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
    #: the cards each seat drafted from the face-up stock this round (everyone saw them taken)
    drafted: list[list[str]] = field(default_factory=list)
    #: whether the last card of a draft is taken for its drafter (off in games stored before it)
    forced_choices: bool = False
    #: the last scored round's parts by seat: [tricks, red points, no-trick bonus]
    last_parts: list[list[int]] = field(default_factory=list)


class RedDragon(Engine[State, SeatView]):
    id = "red-dragon"
    state_type = State
    event_types = EVENT_TYPES
    title = "Red Dragon"
    min_seats = 3
    max_seats = 6
    options = (FORCED_CHOICES,)

    # -- set-up ----------------------------------------------------------------
    def new_state(self, seats: int, options: Mapping[str, Any], seed: int) -> State:
        self.check_seats(seats)
        self.resolve_options(options)
        state = State(seats=seats, seed=seed, forced_choices=forced_choices(options))
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
        state.drafted = [[] for _ in range(state.seats)]
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
            return moves.actions(Stock, state.hands[seat])
        if state.phase == "draft":
            return moves.actions(Take, state.stock)
        return moves.actions(Play, self.playable(state, seat))

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
        move = parse(action)
        state.moves += 1
        if isinstance(move, Stock):
            return self._stock(state, seat, move.card)
        if isinstance(move, Take):
            return self._take(state, seat, move.card)
        return self._play(state, seat, move.card)

    def _stock(self, state: State, seat: int, card: str) -> list[Event]:
        state.hands[seat].remove(card)
        state.stock_choice[seat].append(card)
        events: list[Event] = []
        need = TABLES[state.seats].stock
        if len(state.stock_choice[seat]) == need:
            events.append(StockReady(seat))
        if self.to_act(state):
            return events
        stock = [c for choice in state.stock_choice for c in choice]
        random.Random(f"{state.seed}:stock:{state.round}").shuffle(stock)
        state.stock = stock
        state.stock_choice = [[] for _ in range(state.seats)]
        state.draft_order = snake_order(self.first_player(state), state.seats, len(stock))
        state.phase = "draft"
        events.append(StockRevealed(tuple(stock)))
        return events

    def _take(self, state: State, seat: int, card: str) -> list[Event]:
        self._draft(state, seat, card)
        events: list[Event] = [CardDrafted(seat, card)]
        if len(state.stock) == 1 and state.forced_choices:  # nothing left to choose: the card goes to its drafter
            drafter, last = state.draft_order[0], state.stock[0]
            self._draft(state, drafter, last)
            events.append(LastCardTaken(drafter, last))
        if not state.stock:
            state.phase = "play"
            state.leader = self.first_player(state)
            events.append(PlayBegins(state.round, state.leader))
        return events

    @staticmethod
    def _draft(state: State, seat: int, card: str) -> None:
        state.stock.remove(card)
        state.draft_order.pop(0)
        state.hands[seat].append(card)
        state.hands[seat].sort(key=sort_key)
        if len(state.drafted) == state.seats:  # (absent from snapshots older than the field)
            state.drafted[seat].append(card)

    def _play(self, state: State, seat: int, card: str) -> list[Event]:
        state.hands[seat].remove(card)
        state.trick.append([seat, card])
        state.played.append(card)
        events: list[Event] = [CardPlayed(seat, card)]
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
        events.append(TrickWon(winner, tuple(cards), penalty))
        if not any(state.hands):
            events.extend(self._score_round(state))
        return events

    def _score_round(self, state: State) -> list[Event]:
        table = TABLES[state.seats]
        red = [sum(PENALTY[c] for c in state.taken[s]) for s in range(state.seats)]
        bonus = [0] * state.seats
        zero = [s for s in range(state.seats) if state.tricks[s] == 0]
        if 0 < len(zero) <= len(table.zero_trick_bonus):
            for s in zero:
                bonus[s] = table.zero_trick_bonus[len(zero) - 1]
        row = [state.tricks[s] * table.trick_value - red[s] + bonus[s] for s in range(state.seats)]
        state.rows.append(row)
        state.last_parts = [[state.tricks[s], red[s], bonus[s]] for s in range(state.seats)]
        events: list[Event] = [
            RoundScored(state.round, tuple(row), tuple(state.tricks), tuple(red), tuple(bonus), table.trick_value)
        ]
        sweeper = next((s for s in range(state.seats) if state.tricks[s] == table.hand), None)
        if sweeper is not None:
            state.sweep = sweeper
            state.phase = "over"
            events.append(Sweep(sweeper))
        elif state.round == state.seats:
            state.phase = "over"
            events.append(GameOver(tuple(self.totals(state))))
        else:
            state.round += 1
            self._deal(state)
            events.append(RoundDealt(state.round))
        return events

    # -- views and results ----------------------------------------------------------
    def totals(self, state: State) -> list[int]:
        return [sum(row[s] for row in state.rows) for s in range(state.seats)]

    def view(self, state: State, seat: int | None) -> SeatView:
        table = TABLES[state.seats]
        stock_phase = state.phase == "stock"
        last = state.last_trick
        return SeatView(
            seats=state.seats,
            seat=seat,
            round=state.round,
            rounds=state.seats,
            phase=state.phase,
            first_player=self.first_player(state),
            hand_size=table.hand,
            stock_size=table.stock,
            trick_value=table.trick_value,
            to_act=tuple(self.to_act(state)),
            stock_ready=tuple(len(c) == table.stock for c in state.stock_choice) if stock_phase else (),
            stock=tuple(state.stock),
            draft_order=tuple(state.draft_order),
            trick=tuple(PlayedCard(s, c) for s, c in state.trick),
            led_suit=suit(state.trick[0][1]) if state.trick else None,
            leader=state.leader,
            tricks=tuple(state.tricks),
            penalties=tuple(sum(PENALTY[c] for c in taken) for taken in state.taken),
            hand_counts=tuple(len(h) for h in state.hands),
            played=tuple(state.played),
            last_trick=(
                LastTrick(tuple(PlayedCard(s, c) for s, c in last["cards"]), last["winner"], last["penalty"])
                if last
                else None
            ),
            rows=tuple(tuple(r) for r in state.rows),
            totals=tuple(self.totals(state)),
            sweep=state.sweep,
            over=state.phase == "over",
            hand=tuple(state.hands[seat]) if seat is not None else None,
            stock_chosen=(tuple(state.stock_choice[seat]) if stock_phase else ()) if seat is not None else None,
            legal=tuple(self.legal_actions(state, seat)) if seat is not None else (),
            last_round=tuple(RoundParts(*parts) for parts in state.last_parts),
        )

    def redeal_hidden(self, state: State, seat: int | None, rng: random.Random) -> State:
        """Other seats' hands and secret stock choices dealt anew among them (sizes kept), and a new seed
        for what nobody has seen yet (the stock's shuffle, later rounds' deals). Cards a seat drafted from
        the face-up stock and still holds stay in its hand: everyone saw them taken.
        """
        copy = self.clone(state)
        copy.seed = rng.randrange(2**32)
        others = [s for s in range(copy.seats) if s != seat]
        drafted = copy.drafted if len(copy.drafted) == copy.seats else [[] for _ in range(copy.seats)]
        known = {s: [c for c in copy.hands[s] if c in drafted[s]] for s in others}
        pool = [c for s in others for c in copy.hands[s] if c not in known[s]]
        pool += [c for s in others for c in copy.stock_choice[s]] if copy.stock_choice else []
        rng.shuffle(pool)
        for s in others:
            unknown = len(copy.hands[s]) - len(known[s])
            copy.hands[s] = sorted(known[s] + pool[:unknown], key=sort_key)
            del pool[:unknown]
            if copy.stock_choice:
                chosen = len(copy.stock_choice[s])
                copy.stock_choice[s] = pool[:chosen]
                del pool[:chosen]
        return copy

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

    def ai_action(
        self, view: SeatView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL
    ) -> str:
        from engine.red_dragon.ai import play

        return play(view, legal, rng, level)


ENGINE = RedDragon()
