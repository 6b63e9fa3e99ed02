"""Krasny Drakon (Richard Glover's "Red Dragon", via its Russian translation): a shedding game.

Every player holds 13 cards in four sources that are played strictly in order: five face-up
*opening* cards, then (chosen once) the three secret *reserve* cards or the five blind *chance*
cards, then the other of the two, and last the *hand* built from piles the player had to pick up.
Cards go onto one pile; the rank on top decides what may follow (``data/krasny_drakon.json``).
The defaults and options follow ``shared/rules/DECISIONS.md``.

Card ids name one physical card: rank, suit and deck number (``"7H1"``, ``"TS2"`` is a 10 of
spades from the second deck); jokers are ``"JK1"`` to ``"JK4"``. Ranks are one character:
``2``-``9``, ``T``, ``J``, ``Q``, ``K``, ``A``. The actions are parsed in ``moves``; the events
are in ``events`` and the views in ``views``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.krasny_drakon.events import (
    EVENT_TYPES,
    Burnt,
    ChanceTurned,
    Lost,
    PickedUp,
    Played,
    PlaysAgain,
    PlayStarted,
    ReserveChosen,
    Stalemate,
    Unlocked,
    WentOut,
)
from engine.krasny_drakon.moves import JOKER, Chance, Declare, Move, Pickup, Play, Reserve, Unlock, parse, rank_of
from engine.krasny_drakon.views import KrasnyDrakonView, Options, PileView, PlayerView, Private
from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, Engine, Event, IllegalAction, Option, OptionError, SeatResult

DATA: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parents[2] / "data" / "krasny_drakon.json").read_text(encoding="utf-8")
)
RANKS: tuple[str, ...] = tuple(DATA["ranks"])
RANK_INDEX: dict[str, int] = {rank: i for i, rank in enumerate(RANKS)}
SUITS: tuple[str, ...] = tuple(suit["code"] for suit in DATA["suits"])
SUIT_SYMBOLS: dict[str, str] = {suit["code"]: suit["symbol"] for suit in DATA["suits"]}
FOLLOW: dict[str, tuple[str, ...]] = {rank: tuple(allowed) for rank, allowed in DATA["follow"].items()}
CHANCE_CARDS: int = DATA["chance_cards"]
DEALT_CARDS: int = DATA["dealt_cards"]
RESERVE_CARDS: int = DATA["reserve_cards"]
CARDS_PER_PLAYER = CHANCE_CARDS + DEALT_CARDS
STALEMATE_PICKUPS: int = DATA["stalemate_pickups"]
TWO_DECKS_FROM_SEATS: int = DATA["two_decks_from_seats"]
SOURCES = ("opening", "reserve", "chance", "hand")
BY_LOT = -1  # option ``dealer``: the first dealer is drawn by lot


def is_joker(card: str) -> bool:
    return card.startswith(JOKER)


def suit_of(card: str) -> str | None:
    """The suit code of ``card``; None for a joker."""
    return None if is_joker(card) else card[1]


def face(card: str) -> str:
    """What a card looks like: the deck it came from does not matter (``"7H2"`` → ``"7H"``)."""
    return JOKER if is_joker(card) else card[:2]


def sorted_cards(cards: Sequence[str]) -> list[str]:
    return sorted(cards, key=sort_key)


def build_deck(decks: int, jokers: bool) -> list[str]:
    cards = [f"{rank}{suit}{deck}" for deck in range(1, decks + 1) for rank in RANKS for suit in SUITS]
    if jokers:
        cards += [f"{JOKER}{n}" for n in range(1, DATA["jokers_per_deck"] * decks + 1)]
    return cards


# Sorting happens on every legal_actions call, so each card's key is worked out once here.
_SORT_KEYS: dict[str, tuple[int, str]] = {
    card: (RANK_INDEX.get(rank_of(card), len(RANKS)), card) for card in build_deck(2, True)
}


def sort_key(card: str) -> tuple[int, str]:
    """Rank order 2 < ... < A, jokers last; ties by suit and deck so that the order is stable."""
    return _SORT_KEYS[card]


def source_order(first: str) -> tuple[str, ...]:
    """The sources after the opening cards once ``first`` (``"reserve"`` or ``"chance"``) is chosen."""
    return (first, "chance" if first == "reserve" else "reserve", "hand")


@dataclass
class State:
    """One game. During set-up ``opening[s]`` holds the dealt cards not (yet) put into the reserve."""

    seats: int
    seed: int
    options: dict[str, Any]
    dealer: int
    phase: str  # "setup", "play" or "over"
    chance: list[list[str | None]]  # fixed slots; None where the card has been played
    reserve: list[list[str]]
    opening: list[list[str]]
    hand: list[list[str]]
    unlock_first: list[str | None]  # "reserve" or "chance" once the seat has chosen
    out_of_play: int
    turn: int | None = None
    pile: list[str] = field(default_factory=list)
    declared: dict[str, str] = field(default_factory=dict)  # joker id -> rank while on the pile
    burnt: list[str] = field(default_factory=list)
    pending: str | None = None  # a joker turned over from the chance cards, waiting for its rank
    finished: list[int] = field(default_factory=list)
    pickups_in_a_row: int = 0  # pickups since somebody last went out or burnt the pile
    #: pickups in a row that end the game (games stored before the lower bound keep the old one)
    stalemate_after: int = 50
    stalemated: list[int] = field(default_factory=list)  # who shared the last place when the game stopped
    last_events: list[dict[str, Any]] = field(default_factory=list)  # the last move's events, as data


class KrasnyDrakon(Engine[State, KrasnyDrakonView]):
    id = "krasny-drakon"
    state_type = State
    event_types = EVENT_TYPES
    title = "Krasny Drakon"
    min_seats = 2
    max_seats = 8
    options = (
        Option("decks", 1, choices=(1, 2), special=(1,)),  # 1: 2 all the same with 5 or more players
        Option("jokers", False),
        Option("sets", False),
        Option("ten_plays_again", False),
        Option("open_chance", False),
        Option("dealer", BY_LOT, minimum=BY_LOT, maximum=7, special=(BY_LOT,)),
    )

    # -- options and set-up ----------------------------------------------------------
    def resolve_options(self, given: Mapping[str, Any] | None = None, seats: int | None = None) -> dict[str, Any]:
        """Also applies the seat-dependent rules when ``seats`` is known: 5-8 players force 2 decks."""
        resolved = super().resolve_options(given, seats)
        if seats is not None:
            self.check_seats(seats)
            if seats >= TWO_DECKS_FROM_SEATS:
                resolved["decks"] = 2
            if resolved["dealer"] >= seats:
                raise OptionError("dealer_seat", key="dealer", last=seats - 1)
        return resolved

    def new_state(self, seats: int, options: Mapping[str, Any], seed: int) -> State:
        resolved = self.resolve_options(options, seats)
        deck = build_deck(resolved["decks"], resolved["jokers"])
        random.Random(f"{seed}:deal").shuffle(deck)
        dealer = resolved["dealer"]
        if dealer == BY_LOT:  # "by lot or by preference"
            dealer = random.Random(f"{seed}:dealer").randrange(seats)
        chance: list[list[str | None]] = []
        dealt: list[list[str]] = []
        for seat in range(seats):
            chance.append(list(deck[seat * CHANCE_CARDS : (seat + 1) * CHANCE_CARDS]))
            start = seats * CHANCE_CARDS + seat * DEALT_CARDS
            dealt.append(deck[start : start + DEALT_CARDS])
        return State(
            seats=seats,
            seed=seed,
            options=resolved,
            dealer=dealer,
            phase="setup",
            chance=chance,
            reserve=[[] for _ in range(seats)],
            opening=dealt,
            hand=[[] for _ in range(seats)],
            unlock_first=[None] * seats,
            out_of_play=len(deck) - seats * CARDS_PER_PLAYER,
            stalemate_after=STALEMATE_PICKUPS,
        )

    def rematch_options(self, options: Mapping[str, Any], seats: int) -> dict[str, Any]:
        """The deal passes to the left in the next game (a dealer drawn by lot is drawn again)."""
        dealer = options.get("dealer", 0)
        return {**options, "dealer": dealer if dealer == BY_LOT else (dealer + 1) % seats}

    # -- queries ------------------------------------------------------------------
    def to_act(self, state: State) -> list[int]:
        if state.phase == "setup":
            return [s for s in range(state.seats) if len(state.reserve[s]) < RESERVE_CARDS]
        if state.phase == "play" and state.turn is not None:
            return [state.turn]
        return []

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def simultaneous(self, state: State) -> bool:
        """The reserve cards are chosen in secret by everyone at once, even when one seat is left."""
        return state.phase == "setup"

    def source(self, state: State, seat: int) -> str | None:
        """Where ``seat`` must play from next: a source name, ``"choose"`` (unlock choice due) or None (out)."""
        if state.opening[seat]:
            return "opening"
        first = state.unlock_first[seat]
        if first is None:
            return "choose"
        for name in source_order(first):
            if self._cards_in(state, seat, name):
                return name
        return None

    def _cards_in(self, state: State, seat: int, name: str) -> list[str]:
        if name == "chance":
            return [card for card in state.chance[seat] if card is not None]
        return {"opening": state.opening, "reserve": state.reserve, "hand": state.hand}[name][seat]

    @staticmethod
    def open_chance(state: State) -> bool:
        """Whether chance cards go face up when their player reaches them (option ``open_chance``)."""
        return bool(state.options.get("open_chance", False))

    def chance_face_up(self, state: State, seat: int) -> bool:
        return self.open_chance(state) and state.phase == "play" and self.source(state, seat) == "chance"

    def cards_left(self, state: State, seat: int) -> int:
        held = sum(len(self._cards_in(state, seat, name)) for name in SOURCES)
        return held + (1 if state.pending is not None and state.turn == seat else 0)

    def top_rank(self, state: State) -> str | None:
        """The rank the top of the pile counts as (a joker's declared rank)."""
        if not state.pile:
            return None
        top = state.pile[-1]
        return state.declared[top] if is_joker(top) else rank_of(top)

    def may_follow(self, state: State) -> tuple[str, ...]:
        top = self.top_rank(state)
        return RANKS if top is None else FOLLOW[top]

    def legal_actions(self, state: State, seat: int) -> list[str]:
        if seat not in self.to_act(state):
            return []
        if state.phase == "setup":
            return [f"reserve:{card}" for card in sorted_cards(state.opening[seat])]
        allowed = self.may_follow(state)
        if state.pending is not None:
            return [f"declare:{rank}" for rank in allowed]
        source = self.source(state, seat)
        if source is None:
            return []
        if source == "choose":
            return ["unlock:reserve", "unlock:chance"]
        if source == "chance" and not self.open_chance(state):
            return [f"chance:{slot}" for slot, card in enumerate(state.chance[seat]) if card is not None]
        cards = sorted_cards(self._cards_in(state, seat, source))
        actions: list[str] = []
        by_rank: dict[str, list[str]] = {}
        for card in cards:
            if is_joker(card):
                actions += [f"play:{card}={rank}" for rank in allowed]
            elif rank_of(card) in allowed:
                actions.append(f"play:{card}")
                by_rank.setdefault(rank_of(card), []).append(card)
        if state.options["sets"]:
            # Suits never matter, so one set per rank and size is offered: its lowest ids.
            for same in by_rank.values():
                actions += ["play:" + "+".join(same[:size]) for size in range(2, len(same) + 1)]
        return actions or ["pickup"]

    # -- moves ----------------------------------------------------------------------
    def apply(self, state: State, seat: int, action: str) -> list[Event]:
        move = self._validate(state, seat, action)
        events: list[Event]
        if isinstance(move, Reserve):
            events = self._reserve(state, seat, move.card)
        elif isinstance(move, Unlock):
            state.unlock_first[seat] = move.source
            events = [Unlocked(seat, move.source)]
        elif isinstance(move, Play):
            events = self._play(state, seat, move)
        elif isinstance(move, Chance):
            events = self._chance(state, seat, move.slot)
        elif isinstance(move, Declare):
            card, state.pending = state.pending, None
            assert card is not None  # legal_actions offers "declare" only while a joker is pending
            events = self._land(state, seat, (card,), move.rank, "chance")
        else:
            events = self._pickup(state, seat, [])
        state.last_events = [event.to_data() for event in events]
        return events

    def _validate(self, state: State, seat: int, action: str) -> Move:
        """The move ``action`` names if it is legal; else raise :class:`IllegalAction` with the most helpful
        reason. Never changes ``state``."""
        if self.is_over(state):
            raise IllegalAction("game_over")
        if not 0 <= seat < state.seats:
            raise IllegalAction("no_seat", seat=seat)
        if seat not in self.to_act(state):
            if state.phase == "setup":
                raise IllegalAction("reserve_already_chosen")
            raise IllegalAction("not_your_turn")
        try:
            move: Move | None = parse(action)
        except ValueError:
            move = None
        if move is not None and action in self.legal_actions(state, seat):
            return move
        if state.phase == "setup":
            if not isinstance(move, Reserve):
                raise IllegalAction("choose_reserve_first", count=RESERVE_CARDS)
            raise IllegalAction("not_a_dealt_card", card=move.card)
        if state.pending is not None:
            raise IllegalAction("declare_joker_first")
        source = self.source(state, seat)
        if source == "choose":
            raise IllegalAction("choose_unlock_first")
        if isinstance(move, Unlock):
            raise IllegalAction("unlock_once")
        if isinstance(move, Pickup):
            raise IllegalAction("must_play")
        if source == "chance":
            raise IllegalAction("chance_next")
        if not isinstance(move, Play):
            raise IllegalAction("not_an_action_now", action=action)
        self._explain_play(state, seat, source, move)
        raise IllegalAction("not_allowed_now", action=action)

    def _explain_play(self, state: State, seat: int, source: str | None, move: Play) -> None:
        """Raise the reason a ``play:`` action the seat typed is refused, if one of the common ones."""
        cards = move.cards
        own = self._cards_in(state, seat, source) if source else []
        for card in cards:
            if card not in own:
                raise IllegalAction("not_in_source", card=card, source=source)
        ranks = {rank_of(card) for card in cards}
        if move.is_set and (not state.options["sets"] or len(ranks) > 1 or JOKER in ranks):
            raise IllegalAction("sets_not_allowed")
        rank = move.rank
        if is_joker(cards[0]) and not move.declared:
            raise IllegalAction("declare_joker_rank", card=cards[0])
        top = self.top_rank(state)
        if rank not in self.may_follow(state) and top is not None:
            raise IllegalAction("may_not_follow_nine" if top == "9" else "may_not_follow", rank=rank, top=top)
        if move.is_set:
            same = sorted_cards([card for card in own if rank_of(card) == rank])
            raise IllegalAction("sets_as_listed", action=f"play:{'+'.join(same[: len(cards)])}")

    def _reserve(self, state: State, seat: int, card: str) -> list[Event]:
        state.opening[seat].remove(card)
        state.reserve[seat].append(card)
        events: list[Event] = []
        if len(state.reserve[seat]) == RESERVE_CARDS:
            events.append(ReserveChosen(seat))
        if not self.to_act(state):
            state.phase = "play"
            state.turn = (state.dealer + 1) % state.seats
            events.append(PlayStarted(state.turn))
        return events

    def _play(self, state: State, seat: int, move: Play) -> list[Event]:
        source = self.source(state, seat)
        assert source is not None  # a seat that is out is never asked to act
        if source == "chance":  # open chance cards: their slots empty
            for card in move.cards:
                state.chance[seat][state.chance[seat].index(card)] = None
        else:
            own = self._cards_in(state, seat, source)
            for card in move.cards:
                own.remove(card)
        return self._land(state, seat, move.cards, move.rank, source)

    def _chance(self, state: State, seat: int, slot: int) -> list[Event]:
        card = state.chance[seat][slot]
        assert card is not None
        state.chance[seat][slot] = None
        if is_joker(card):
            state.pending = card
            return [ChanceTurned(seat, slot, card, fits=True)]
        if rank_of(card) in self.may_follow(state):
            return self._land(state, seat, (card,), rank_of(card), "chance")
        taken = (*state.pile, card)
        events: list[Event] = [ChanceTurned(seat, slot, card, fits=False, picked_up=taken)]
        return events + self._pickup(state, seat, [card])

    def _land(self, state: State, seat: int, cards: tuple[str, ...], rank: str, source: str) -> list[Event]:
        """Put ``cards`` (one rank, counting as ``rank``) on the pile and carry out what that rank does."""
        state.pile += cards
        for card in cards:
            if is_joker(card):
                state.declared[card] = rank
        events: list[Event] = [Played(seat, cards, rank, source)]
        again = rank == "8"
        if rank == "T":
            events.append(Burnt(seat, len(state.pile)))
            state.pickups_in_a_row = 0
            state.burnt += state.pile
            state.pile = []
            state.declared = {}
            again = state.options["ten_plays_again"]
        if self._finish_if_empty(state, seat, events):
            return events
        if again:
            events.append(PlaysAgain(seat))
            state.turn = seat
        else:
            state.turn = self._next_seat(state, seat)
        return events

    def _pickup(self, state: State, seat: int, extra: list[str]) -> list[Event]:
        taken = state.pile + extra
        state.hand[seat] += taken
        state.pile = []
        state.declared = {}
        state.turn = self._next_seat(state, seat)
        state.pickups_in_a_row += 1
        events: list[Event] = [PickedUp(seat, tuple(taken), state.turn)]
        if state.pickups_in_a_row >= state.stalemate_after:
            self._end_stalemate(state, events)
        return events

    def _end_stalemate(self, state: State, events: list[Event]) -> None:
        """End a game that has stopped moving forward.

        Nothing in the rules guarantees an end: once the 10s are burnt, two players living off
        picked-up hands can pass the same cards back and forth for ever. After
        ``stalemate_after`` pickups with nobody going out and no burn (``STALEMATE_PICKUPS``; the
        longest streak in games that ended normally was 21), the players still holding cards share
        the last place: who holds how many after a pickup is close to a coin flip, so nobody loses alone.
        """
        assert state.turn is not None
        order = [(state.turn + step) % state.seats for step in range(state.seats)]
        remaining = [s for s in order if s not in state.finished]
        state.finished += remaining
        state.stalemated = remaining
        state.phase = "over"
        state.turn = None
        events.append(Stalemate(state.stalemate_after, tuple(remaining), shared=True))

    def _finish_if_empty(self, state: State, seat: int, events: list[Event]) -> bool:
        """Record ``seat`` as finished if it has no cards left; end the game when one player remains."""
        if self.cards_left(state, seat):
            return False
        state.finished.append(seat)
        state.pickups_in_a_row = 0
        place, outlasted = self.standing(state, seat)
        events.append(WentOut(seat, place, outlasted))
        remaining = [s for s in range(state.seats) if s not in state.finished]
        if len(remaining) == 1:
            state.finished.append(remaining[0])
            state.phase = "over"
            state.turn = None
            events.append(Lost(remaining[0], stalemate=False))
        else:
            state.turn = self._next_seat(state, seat)
        return True

    def _next_seat(self, state: State, seat: int) -> int:
        for step in range(1, state.seats + 1):
            candidate = (seat + step) % state.seats
            if candidate not in state.finished:
                return candidate
        raise AssertionError("no seat left to play")

    # -- views and results --------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> KrasnyDrakonView:
        """Public table plus, for a seat, its own reserve and hand. Chance cards are never named."""
        if seat is not None and not 0 <= seat < state.seats:
            raise ValueError(f"there is no seat {seat}")
        setup = state.phase == "setup"
        top_rank = self.top_rank(state)
        players = tuple(self._player_view(state, s, setup) for s in range(state.seats))
        options = state.options
        you = None
        if seat is not None:
            source = None if setup else self.source(state, seat)
            in_source = source in ("opening", "reserve", "hand") or self.chance_face_up(state, seat)
            you = Private(
                seat=seat,
                reserve=tuple(sorted_cards(state.reserve[seat])),
                hand=tuple(sorted_cards(state.hand[seat])),
                source=source,
                source_cards=tuple(sorted_cards(self._cards_in(state, seat, source))) if source and in_source else (),
                choose_from=tuple(sorted_cards(state.opening[seat] + state.reserve[seat])) if setup else (),
                not_reserved=tuple(sorted_cards(state.opening[seat])) if setup else (),
                reserve_needed=RESERVE_CARDS - len(state.reserve[seat]),
            )
        return KrasnyDrakonView(
            phase=state.phase,
            seats=state.seats,
            dealer=state.dealer,
            options=Options(
                decks=options["decks"],
                jokers=options["jokers"],
                sets=options["sets"],
                ten_plays_again=options["ten_plays_again"],
                dealer=options["dealer"],
                open_chance=self.open_chance(state),
            ),
            two_decks_from=TWO_DECKS_FROM_SEATS,
            turn=state.turn,
            to_act=tuple(self.to_act(state)),
            pile=PileView(
                cards=tuple(state.pile),
                declared=tuple(sorted(state.declared.items())),
                top_rank=top_rank,
            ),
            may_follow=self.may_follow(state),
            equal_or_lower=top_rank == "9",
            burnt=len(state.burnt),
            out_of_play=state.out_of_play,
            revealed=state.pending,
            players=players,
            finished=tuple(state.finished),
            pickups_in_a_row=state.pickups_in_a_row,
            stalemate_pickups=state.stalemate_after,
            ended_by_stalemate=state.phase == "over" and state.pickups_in_a_row >= state.stalemate_after,
            you=you,
        )

    def _player_view(self, state: State, seat: int, setup: bool) -> PlayerView:
        source = None if setup else self.source(state, seat)
        place, outlasted = self.standing(state, seat) if seat in state.finished else (None, ())
        first = state.unlock_first[seat]
        order: tuple[str, ...] = ()
        if source == "opening":
            order = ("opening",)
        elif first is not None and source in SOURCES:
            sources = source_order(first)
            order = sources[sources.index(source) :]
        return PlayerView(
            seat=seat,
            opening=() if setup else tuple(sorted_cards(state.opening[seat])),
            chance=tuple([card is not None for card in state.chance[seat]]),
            chance_face_up=tuple(sorted_cards(self._cards_in(state, seat, "chance")))
            if self.chance_face_up(state, seat)
            else (),
            chance_count=len(self._cards_in(state, seat, "chance")),
            reserve_count=len(state.reserve[seat]),
            hand_count=len(state.hand[seat]),
            cards_left=self.cards_left(state, seat),
            source=source,
            unlock_first=first,
            order=order,
            ready=len(state.reserve[seat]) == RESERVE_CARDS,
            place=place,
            outlasted=outlasted,
            stopped=seat in state.stalemated,
        )

    def redeal_hidden(self, state: State, seat: int | None, rng: random.Random) -> State:
        """Every card ``seat`` cannot see dealt anew from the cards it has not seen: face-down chance cards
        (its own too; chance cards turned face up under ``open_chance`` stay), the other seats' reserves
        and hands (and, while reserves are chosen, their dealt cards), and the cards left out of the deal.
        Sizes, the pile, the burnt cards and the face-up opening cards stay as they are."""
        copy = self.clone(state)
        setup = state.phase == "setup"
        slots: list[tuple[list[Any], int]] = []  # (list, index) of every hidden card
        for s in range(state.seats):
            if not self.chance_face_up(copy, s):
                slots += [(copy.chance[s], i) for i, card in enumerate(copy.chance[s]) if card is not None]
            if s != seat:
                piles: list[list[str]] = [copy.reserve[s], copy.hand[s]] + ([copy.opening[s]] if setup else [])
                slots += [(cards, i) for cards in piles for i in range(len(cards))]
        hidden = [cards[i] for cards, i in slots]
        dealt = set(copy.pile) | set(copy.burnt) | ({copy.pending} if copy.pending else set())
        for s in range(state.seats):
            dealt |= {card for card in copy.chance[s] if card is not None}
            dealt |= set(copy.reserve[s]) | set(copy.opening[s]) | set(copy.hand[s])
        undealt = [card for card in build_deck(copy.options["decks"], copy.options["jokers"]) if card not in dealt]
        pool = hidden + undealt
        rng.shuffle(pool)
        for (cards, i), card in zip(slots, pool, strict=False):
            cards[i] = card
        return copy

    def standing(self, state: State, seat: int) -> tuple[int, tuple[int, ...]]:
        """Where ``seat``, out of the game, finished (1 is first; the players a stalemate stopped share the place
        after those out) and the seats it outlasted: those out after it and those still holding cards, none for
        a player stopped by a stalemate. Its score is how many it outlasted: the results, the views and the event
        of its going out all read them here."""
        if seat in state.stalemated:
            return state.seats - len(state.stalemated) + 1, ()
        index = state.finished.index(seat)
        holding = [s for s in range(state.seats) if s not in state.finished]
        return index + 1, (*state.finished[index + 1 :], *holding)

    def results(self, state: State) -> list[SeatResult]:
        """Placement is the finishing position (the players stopped by a stalemate share the last one); score is
        the number of players outlasted (:meth:`standing`)."""
        if not self.is_over(state):
            raise ValueError("the game is not over")
        standings = [self.standing(state, s) for s in range(state.seats)]
        return [
            SeatResult(seat=s, placement=place, score=len(outlasted)) for s, (place, outlasted) in enumerate(standings)
        ]

    def ai_action(
        self, view: KrasnyDrakonView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL
    ) -> str:
        from engine.krasny_drakon.ai import play  # the AI imports this module's card helpers

        return play(view, legal, rng, level)


ENGINE = KrasnyDrakon()
