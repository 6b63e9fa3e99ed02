"""Drago Rosso: push-your-luck with a knight creeping along a dragon's 17 stripes.

Rules as fixed in ``rules/DECISIONS.md`` (seed ``drago-rosso.it.txt``). A turn is a run of
reveals by one or more players (ransom take-overs hand the run on); it ends when a stop or
danger card comes, or when the player who stops is not taken over and banks the pile.

The ransom offer is a simultaneous phase. Every other seat that can afford the ransom (the pile
beside the knight) is in ``to_act`` and answers ``"take"`` or ``"pass"`` in any order. The first
seat clockwise from the stopper that takes wins, so the window closes as soon as the answers
given settle it: a ``"take"`` closes it once every eligible seat before the taker (clockwise) has
passed, and it drops the seats after the taker from ``to_act`` at once, since nothing they say
can matter. The window's length is the option ``offer_seconds``, which ``time_limit`` hands to the
bot's turn timer; when it runs out, ``timeout_action`` tells the bot to apply ``"pass"`` for every
seat still in ``to_act``, so the close is an ordinary logged action that replays exactly and a
restart in the middle of a window simply resumes its timer.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.drago_rosso.cards import (
    DANGER_CARD,
    DANGERS,
    DECK_COUNTS,
    FOOTPRINTS,
    HEAD,
    KINDS,
    START_GEMS,
    STOP_CARD,
    STRIPES,
    fine_divisor,
    stripe_value,
)
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
    Stopped,
    TookOver,
)
from engine.drago_rosso.moves import PASS, REVEAL, STOP, TAKE, Pass, Reveal, Stop, Take, parse, to_action, try_parse
from engine.drago_rosso.views import (
    ADVANCE,
    AT_HEAD,
    DANGER,
    DECIDING,
    DOOM,
    END_DANGER,
    END_HEAD,
    OFFER,
    OVER,
    PARTS,
    PASSES,
    SKIPPED,
    STOPPED,
    TAKES,
    TURN,
    Bidder,
    LastCard,
    NextCard,
    Offer,
    RoundParts,
    SeatView,
)
from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, Engine, Event, IllegalAction, Option, SeatResult, placements

# the answers stored in ``State.offer["answers"]``
_TAKE, _PASS = to_action(TAKE), to_action(PASS)


@dataclass
class State:
    """Everything one game is. ``deck`` is the undrawn cards, top first: never shown."""

    seats: int
    options: dict[str, Any]
    seed: int
    deck: list[str]
    gems: list[int]
    treasure: int
    knight: int = 0
    pile: int = 0
    owner: int = 0
    active: int = 0
    dangers: int = 0
    active_reveals: int = 0
    turn_reveals: int = 0
    turn: int = 1
    phase: str = TURN
    #: ``{"stopper", "amount", "eligible" (clockwise from the stopper), "answers" (aligned, None = not yet)}``
    offer: dict[str, Any] | None = None
    #: the last revealed card: the fields of :class:`LastCard`, with ``"from"`` for ``start``
    last: dict[str, Any] | None = None
    end: str | None = None
    #: everyone's gems when the current round began (a round: every seat owns one turn), and when the one
    #: before began (empty in the first round)
    round_gems: list[int] = field(default_factory=list)
    previous_round_gems: list[int] = field(default_factory=list)
    #: by seat, where its gems of the current round came from, in the order of ``PARTS`` (empty in a game stored
    #: before they were kept, until its next round), and of the round before
    round_parts: list[list[int]] = field(default_factory=list)
    previous_round_parts: list[list[int]] = field(default_factory=list)


def round_of(turn: int, seats: int) -> int:
    """The round a turn belongs to: round 1 holds every seat's first turn, round 2 their second, and so on."""
    return (turn - 1) // seats + 1


def no_parts(seats: int) -> list[list[int]]:
    """Every seat's parts of a round that has just begun: nothing won or lost yet."""
    return [[0] * len(PARTS) for _ in range(seats)]


def gain(state: State, seat: int, part: str, amount: int) -> None:
    """``seat`` wins ``amount`` gems (loses them, below zero), counted in the round's ``part``: every gem a seat wins or
    loses goes through here, so that a round's parts add up to its change."""
    state.gems[seat] += amount
    if state.round_parts:
        state.round_parts[seat][PARTS.index(part)] += amount


def offer_winner(offer: Mapping[str, Any]) -> int | None:
    """The seat that takes over, ``-1`` if everyone passed, ``None`` while still undecided."""
    for seat, answer in zip(offer["eligible"], offer["answers"], strict=True):
        if answer is None:
            return None
        if answer == _TAKE:
            return seat
    return -1


def _open_offer(state: State) -> dict[str, Any]:
    if state.offer is None:
        raise IllegalAction("no_ransom_offer")
    return state.offer


class DragoRosso(Engine[State, SeatView]):
    """Engine for Drago Rosso; see the module docstring for the ransom window."""

    id = "drago-rosso"
    state_type = State
    event_types = EVENT_TYPES
    title = "Drago Rosso"
    min_seats = 2
    max_seats = 6
    options = (
        Option(key="treasure", default=200, minimum=0, maximum=10000),
        Option(key="offer_seconds", default=30, minimum=5, maximum=600),
    )

    # -- lifecycle -------------------------------------------------------------
    def new_state(self, seats: int, options: Mapping[str, Any], seed: int) -> State:
        self.check_seats(seats)
        resolved = self.resolve_options(options)
        deck = [kind for kind in KINDS for _ in range(DECK_COUNTS[kind])]
        random.Random(f"{seed}:deck").shuffle(deck)
        return State(
            seats=seats,
            options=resolved,
            seed=seed,
            deck=deck,
            gems=[START_GEMS] * seats,
            treasure=resolved["treasure"],
            round_gems=[START_GEMS] * seats,
            round_parts=no_parts(seats),
        )

    def to_act(self, state: State) -> list[int]:
        if state.phase == TURN:
            return [state.active]
        if state.phase == OFFER:
            offer = _open_offer(state)
            waiting = []
            for seat, answer in zip(offer["eligible"], offer["answers"], strict=True):
                if answer == _TAKE:  # seats further round can no longer change the outcome
                    break
                if answer is None:
                    waiting.append(seat)
            return waiting
        return []

    def legal_actions(self, state: State, seat: int) -> list[str]:
        if seat not in self.to_act(state):
            return []
        if state.phase == OFFER:
            return [to_action(TAKE), to_action(PASS)]
        return [to_action(REVEAL), to_action(STOP)] if state.active_reveals else [to_action(REVEAL)]

    def apply(self, state: State, seat: int, action: str) -> list[Event]:
        if (
            isinstance(try_parse(action), Stop)
            and state.phase == TURN
            and seat == state.active
            and not state.active_reveals
        ):
            raise IllegalAction("reveal_before_stop")
        self.require_legal(state, seat, action)
        move = parse(action)
        events: list[Event]
        if isinstance(move, Reveal):
            events = self._reveal(state)
        elif isinstance(move, Stop):
            events = self._stop(state)
        else:
            events = self._answer(state, seat, move)
        if state.phase == OVER:
            events += [*self._round_over(state), self._end_event(state)]
        return events

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def results(self, state: State) -> list[SeatResult]:
        ranks = placements(state.gems)
        return [SeatResult(seat=s, placement=ranks[s], score=state.gems[s]) for s in range(state.seats)]

    def ai_action(
        self, view: SeatView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL
    ) -> str:
        from engine.drago_rosso.ai import play  # here, not at the top: the AI module imports this one

        return play(view, legal, rng, level)

    def redeal_hidden(self, state: State, seat: int | None, rng: random.Random) -> State:
        """Only the order of the undrawn cards is hidden, from every seat alike: shuffle it anew."""
        copy = self.clone(state)
        rng.shuffle(copy.deck)
        return copy

    # -- the ransom window's clock ------------------------------------------------------
    def simultaneous(self, state: State) -> bool:
        """Answers to a ransom offer are given at the same time, so AI seats answer it together."""
        return state.phase == OFFER

    def time_limit(self, state: State, turn_seconds: int) -> int:
        """The offer window lasts ``offer_seconds``, even with the turn timer off; turns keep the timer."""
        return int(state.options["offer_seconds"]) if state.phase == OFFER else turn_seconds

    def timeout_action(self, state: State, seat: int) -> str | None:
        """Whoever has not answered an offer in time passes; a silent active player is left to the AI."""
        return to_action(PASS) if state.phase == OFFER and seat in self.to_act(state) else None

    # -- view ------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> SeatView:
        """The whole table: nothing is hidden but the deck order. A seat's view adds what concerns it."""
        to_act = tuple(self.to_act(state))
        offer = None
        payer: int | None = None
        if state.phase == TURN and seat == state.active:
            payer = state.gems[seat]
        if state.offer is not None:
            offer = _offer_view(state.offer, to_act, seat)
            if seat in to_act:
                payer = state.gems[seat] - offer.amount
        over = state.phase == OVER
        round_gems = tuple(state.round_gems or state.gems)
        last_round = (
            tuple(now - before for now, before in zip(round_gems, state.previous_round_gems, strict=True))
            if state.previous_round_gems
            else ()
        )
        return SeatView(
            seat=seat,
            seats=state.seats,
            phase=state.phase,
            turn=state.turn,
            round=round_of(state.turn, state.seats),
            round_gems=round_gems,
            last_round=last_round,
            knight=state.knight,
            pile=state.pile,
            treasure=state.treasure,
            gems=tuple(state.gems),
            active=state.active,
            owner=state.owner,
            to_act=to_act,
            dangers=state.dangers,
            fine_divisor=fine_divisor(state.dangers),
            doubled=state.dangers >= 2,
            deck=tuple(state.deck.count(kind) for kind in KINDS),
            deck_size=len(state.deck),
            last=_last_card(state.last),
            offer=offer,
            must_reveal=state.phase == TURN and not state.active_reveals,
            took_over=state.phase == TURN and not state.active_reveals and state.turn_reveals > 0,
            active_reveals=state.active_reveals,
            turn_reveals=state.turn_reveals,
            offer_seconds=int(state.options["offer_seconds"]),
            next_cards=next_cards(state, payer),
            payer_gems=payer,
            finished=over,
            end=state.end,
            winners=tuple(_winners(state)) if over else (),
            last_round_parts=tuple(RoundParts(*parts) for parts in state.previous_round_parts),
        )

    # -- actions ---------------------------------------------------------------
    def _reveal(self, state: State) -> list[Event]:
        if not state.deck:
            raise IllegalAction("deck_empty")
        seat = state.active
        card = state.deck.pop(0)
        state.active_reveals += 1
        state.turn_reveals += 1
        if card in FOOTPRINTS:
            return self._advance(state, seat, int(card))
        if card == STOP_CARD:
            return self._stopped(state, seat, card)
        state.dangers += 1
        if state.dangers < DANGERS:
            return self._stopped(state, seat, card)
        return self._doom(state, seat)

    def _advance(self, state: State, seat: int, steps: int) -> list[Event]:
        start = state.knight
        target = start + steps
        if target > STRIPES:
            prize = state.treasure
            pile = state.pile
            gain(state, seat, "banked", pile)
            gain(state, seat, "treasure", prize)
            state.treasure = 0
            state.pile = 0
            state.knight = HEAD
            state.phase = OVER
            state.end = END_HEAD
            state.last = _last(seat, str(steps), AT_HEAD, start, HEAD, gained=pile + prize)
            return [ReachedHead(seat=seat, steps=steps, pile=pile, prize=prize)]
        value = stripe_value(target, state.dangers)
        placed = min(value, state.treasure)
        state.treasure -= placed
        state.pile += placed
        state.knight = target
        state.last = _last(seat, str(steps), ADVANCE, start, target, placed=placed)
        return [
            Advanced(
                seat=seat,
                steps=steps,
                start=start,
                to=target,
                placed=placed,
                due=value,
                doubled=value != target,
                pile=state.pile,
            )
        ]

    def _stopped(self, state: State, seat: int, card: str) -> list[Event]:
        """A stop card, or a danger card acting as one: fine, pile back to the treasure, next turn."""
        divisor = fine_divisor(state.dangers)
        fine = state.gems[seat] // divisor
        returned = state.pile
        gain(state, seat, "fines", -fine)
        state.treasure += fine + returned
        effect = STOPPED if card == STOP_CARD else DANGER
        state.last = _last(seat, card, effect, state.knight, 0, fine=fine, returned=returned)
        event: Event
        if card == STOP_CARD:
            event = StopCard(seat=seat, fine=fine, divisor=divisor, returned=returned)
        else:
            event = DangerCard(seat=seat, number=state.dangers, fine=fine, divisor=divisor, returned=returned)
        return [event, *self._next_turn(state)]

    def _doom(self, state: State, seat: int) -> list[Event]:
        lost = state.gems[seat]
        returned = state.pile
        gain(state, seat, "lost", -lost)
        state.treasure += lost + returned
        state.pile = 0
        state.phase = OVER
        state.end = END_DANGER
        state.last = _last(seat, DANGER_CARD, DOOM, state.knight, state.knight, lost=lost, returned=returned)
        return [DragonWakes(seat=seat, lost=lost, returned=returned)]

    def _stop(self, state: State) -> list[Event]:
        stopper = state.active
        amount = state.pile
        eligible = [s for s in ((stopper + i) % state.seats for i in range(1, state.seats)) if state.gems[s] >= amount]
        stopped = Stopped(seat=stopper, stripe=state.knight, amount=amount, bidders=tuple(eligible))
        if not eligible:
            return [stopped, *self._bank(state, stopper)]
        state.phase = OFFER
        state.offer = {"stopper": stopper, "amount": amount, "eligible": eligible, "answers": [None] * len(eligible)}
        return [stopped]

    def _answer(self, state: State, seat: int, move: Take | Pass) -> list[Event]:
        offer = _open_offer(state)
        offer["answers"][offer["eligible"].index(seat)] = to_action(move)
        events: list[Event] = [OfferTaken(seat=seat) if isinstance(move, Take) else OfferPassed(seat=seat)]
        winner = offer_winner(offer)
        if winner is None:
            return events
        stopper, amount = offer["stopper"], offer["amount"]
        state.offer = None
        state.phase = TURN
        if winner < 0:
            return events + self._bank(state, stopper)
        gain(state, winner, "paid", -amount)
        gain(state, stopper, "received", amount)
        state.active = winner
        state.active_reveals = 0
        return [*events, TookOver(seat=winner, stopper=stopper, amount=amount)]

    def _bank(self, state: State, seat: int) -> list[Event]:
        banked = state.pile
        gain(state, seat, "banked", banked)
        return [Banked(seat=seat, amount=banked), *self._next_turn(state)]

    def _next_turn(self, state: State) -> list[Event]:
        """Clear the table and give the turn to the seat after the one whose turn it was."""
        state.pile = 0
        state.knight = 0
        state.owner = (state.owner + 1) % state.seats
        state.active = state.owner
        state.active_reveals = 0
        state.turn_reveals = 0
        events: list[Event] = []
        if state.owner == 0:  # every seat has owned a turn: a new round
            events += self._round_over(state)
            state.previous_round_gems = list(state.round_gems)
            state.round_gems = list(state.gems)
            state.previous_round_parts = state.round_parts
            state.round_parts = no_parts(state.seats)
        state.turn += 1
        return [*events, NewTurn(turn=state.turn, seat=state.owner)]

    @staticmethod
    def _round_over(state: State) -> list[Event]:
        """The round's end: everyone's gems, their change and its parts (none in a round that began before the parts
        were kept)."""
        if not state.round_parts:
            return []
        gems = tuple(state.gems)
        change = tuple(now - before for now, before in zip(gems, state.round_gems, strict=True))
        by_part = {part: tuple(parts[i] for parts in state.round_parts) for i, part in enumerate(PARTS)}
        return [RoundOver(round=round_of(state.turn, state.seats), gems=gems, change=change, **by_part)]

    def _end_event(self, state: State) -> Event:
        winners = _winners(state)
        return GameOver(winners=tuple(winners), gems=state.gems[winners[0]])


def next_cards(state: State, payer: int | None) -> tuple[NextCard, ...]:
    """What the next card would do, by kind, priced for a revealer holding ``payer`` gems (None: unpriced)."""
    dangers = state.dangers
    cards = []
    for kind in KINDS:
        count = state.deck.count(kind)
        if kind in FOOTPRINTS:
            target = state.knight + int(kind)
            if target > STRIPES:
                cards.append(NextCard(kind, count, AT_HEAD, ends_turn=False, to=HEAD, placed=state.treasure))
            else:
                placed = min(stripe_value(target, dangers), state.treasure)
                cards.append(NextCard(kind, count, ADVANCE, ends_turn=False, to=target, placed=placed))
        elif kind == STOP_CARD or dangers + 1 < DANGERS:
            divisor = fine_divisor(dangers if kind == STOP_CARD else dangers + 1)
            effect = STOPPED if kind == STOP_CARD else DANGER
            doubles = kind == DANGER_CARD and fine_divisor(dangers + 1) != fine_divisor(dangers)
            cost = None if payer is None else payer // divisor
            cards.append(
                NextCard(kind, count, effect, ends_turn=True, fine_divisor=divisor, doubles=doubles, cost=cost)
            )
        else:
            cards.append(NextCard(kind, count, DOOM, ends_turn=True, cost=payer))
    return tuple(cards)


def _offer_view(offer: Mapping[str, Any], waiting: tuple[int, ...], seat: int | None) -> Offer:
    """The open offer with each bidder's standing, and for ``seat`` who comes before and after it."""
    bidders = []
    taken = False
    for bidder, answer in zip(offer["eligible"], offer["answers"], strict=True):
        if answer == _TAKE:
            status, taken = TAKES, True
        elif answer == _PASS:
            status = PASSES
        else:
            status = SKIPPED if taken else DECIDING
        bidders.append(Bidder(bidder, status))
    ahead: tuple[int, ...] = ()
    beaten: tuple[int, ...] = ()
    if seat in waiting:
        position = offer["eligible"].index(seat)
        ahead = tuple(b.seat for b in bidders[:position] if b.status == DECIDING)
        beaten = tuple(b.seat for b in bidders[position + 1 :] if b.status == TAKES)
    return Offer(
        stopper=offer["stopper"],
        amount=offer["amount"],
        bidders=tuple(bidders),
        waiting=waiting,
        ahead=ahead,
        beaten=beaten,
    )


def _last(
    seat: int,
    card: str,
    effect: str,
    start: int,
    to: int,
    *,
    placed: int = 0,
    fine: int = 0,
    returned: int = 0,
    lost: int = 0,
    gained: int = 0,
) -> dict[str, Any]:
    """The last revealed card and what it did, always with the same keys (see :class:`LastCard`)."""
    return {
        "seat": seat,
        "card": card,
        "effect": effect,
        "from": start,
        "to": to,
        "placed": placed,
        "fine": fine,
        "returned": returned,
        "lost": lost,
        "gained": gained,
    }


def _last_card(last: Mapping[str, Any] | None) -> LastCard | None:
    if last is None:
        return None
    fields = {key: value for key, value in last.items() if key != "from"}
    return LastCard(start=last["from"], **fields)


def _winners(state: State) -> list[int]:
    """Seats with the most gems: equal gems share the win."""
    best = max(state.gems)
    return [seat for seat, gems in enumerate(state.gems) if gems == best]


ENGINE = DragoRosso()
