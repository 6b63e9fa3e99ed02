"""A game's state and the small moves of gold and cards every rule is made of."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Literal

from engine.play_of_the_dragons import pending
from engine.play_of_the_dragons.cards import HAND_LIMIT
from engine.play_of_the_dragons.events import Payment, Reshuffled
from engine.protocol import Event

STAKES = -1  # the creditor of a debt owed to the stakes
LOG_LENGTH = 20  # events the view keeps for the table's log

Part = Literal["won", "ante", "bought", "flights", "powers", "debts"]
#: what a seat's gold of a gambit is made of, in the order ``State.gains`` counts it: the stakes won at its end, the
#: ante paid, cards bought with an empty hand, special flights (colour flights paid or received, strength flights'
#: gold), card powers (gold taken from the stakes, paid, received) and debts repaid or left unpaid at its end
PARTS: tuple[Part, ...] = ("won", "ante", "bought", "flights", "powers", "debts")


@dataclass
class State:
    seats: int
    options: dict[str, Any]
    seed: int
    deck: list[str]  # draw pile, top card last
    discard: list[str]
    hands: list[list[str]]
    gold: list[int]
    stakes: int = 0
    debts: list[list[int]] = field(default_factory=list)  # [debtor, creditor or STAKES, amount]
    out: list[int] = field(default_factory=list)  # 0 while playing, else the gambit that eliminated the seat
    phase: str = "ante"  # "ante", "play" or "over"
    gambit: int = 1
    round: int = 0
    leader: int = 0
    antes: list[str | None] = field(default_factory=list)
    order: list[int] = field(default_factory=list)  # seats of this round in playing order
    turn: int = 0  # index into ``order`` of the seat whose card is awaited
    plays: list[list[Any]] = field(default_factory=list)  # [seat, card] played this round
    last: str | None = None  # the card the next play is compared with
    flights: list[list[str]] = field(default_factory=list)
    weakest_wins: bool = False
    priest: int | None = None
    specials: list[list[str]] = field(default_factory=list)  # special flights already paid, per seat
    tasks: list[dict[str, Any]] = field(default_factory=list)  # the stack of pending.Task, stored form
    emptied: bool = False
    shuffles: int = 0
    #: cards copper swaps put in the discards while the powers now pending run: drawn back by a copper in the same
    #: chain, such a card's power does not trigger again (two coppers and nothing else left to draw would otherwise
    #: swap each other for ever)
    swapped_out: list[str] = field(default_factory=list)
    picks: int = 0  # random hand picks so far (Red)
    #: hidden cards moved from hand to hand, as the two seats involved know them until their next move:
    #: [seat who knows, giver, taker, card, power] (Red's pull, Green's or Brass's gift); in no public event
    exchanges: list[list[Any]] = field(default_factory=list)
    log: list[Any] = field(default_factory=list)  # the latest events as Event.to_data() dicts
    sheet: list[list[int]] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    #: this gambit's gold by seat and part (:data:`PARTS`), counted with every change of gold; empty in a gambit
    #: begun in a game stored before the parts were kept (counted again from the next gambit on)
    gains: list[list[int]] = field(default_factory=list)
    #: the last gambit's gold by seat and part, as ``gains`` counted it (empty before the first gambit ends)
    last_gains: list[list[int]] = field(default_factory=list)


# -- the task stack -------------------------------------------------------------------------------------------
def push(state: State, task: pending.Task) -> None:
    state.tasks.append(pending.to_data(task))


def waiting(state: State) -> tuple[pending.Question, tuple[str, ...]] | None:
    """The question on top of the stack waiting for its answer, with the answer values; None if none waits."""
    if not state.tasks:
        return None
    values = pending.answers(state.tasks[-1])
    if values is None:
        return None
    task = pending.from_data(state.tasks[-1])
    assert not isinstance(task, pending.RunPower | pending.CheckSpecials | pending.TakeStakes | pending.EndTurn)
    return task, values


# -- seats ---------------------------------------------------------------------------------------------------
def active(state: State) -> list[int]:
    return [s for s in range(state.seats) if not state.out[s]]


def clockwise(state: State, first: int) -> list[int]:
    """Active seats starting at ``first`` (or the next active seat after it) and going clockwise."""
    return [(first + i) % state.seats for i in range(state.seats) if not state.out[(first + i) % state.seats]]


def opponents(state: State, seat: int) -> list[int]:
    return [s for s in clockwise(state, seat) if s != seat]


def owner(state: State, card: str) -> int:
    """The seat whose flight holds ``card``."""
    return next(s for s in range(state.seats) if card in state.flights[s])


# -- cards -----------------------------------------------------------------------------------------------------
def pop_deck(state: State, events: list[Event]) -> str | None:
    """The top card of the draw pile, the discards shuffled in first if it is empty; None if both are."""
    if not state.deck:
        if not state.discard:
            return None
        state.deck, state.discard = state.discard, []
        random.Random(f"{state.seed}:reshuffle:{state.shuffles}").shuffle(state.deck)
        state.shuffles += 1
        events.append(Reshuffled())
    return state.deck.pop()


def draw(state: State, seat: int, count: int, events: list[Event]) -> int:
    """Draw up to ``count`` cards, stopping at the hand limit or when no card is left; the number drawn."""
    drawn = 0
    while drawn < count and len(state.hands[seat]) < HAND_LIMIT:
        card = pop_deck(state, events)
        if card is None:
            break
        state.hands[seat].append(card)
        drawn += 1
    return drawn


# -- gold --------------------------------------------------------------------------------------------------
def no_gains(seats: int) -> list[list[int]]:
    """A gambit's gold by seat and part before any has moved."""
    return [[0] * len(PARTS) for _ in range(seats)]


def credit(state: State, seat: int, amount: int, part: Part) -> None:
    """Add ``amount`` (below zero: take it away) to ``seat``'s gold and count it in the gambit's ``part``. Every
    change of a seat's gold goes through here, so a gambit's parts add up to its change of gold."""
    state.gold[seat] += amount
    if state.gains:
        state.gains[seat][PARTS.index(part)] += amount


def gambit_change(state: State) -> list[int]:
    """Each seat's change of gold over the last gambit on the scoresheet."""
    before = state.sheet[-2] if len(state.sheet) > 1 else [state.options["start_gold"]] * state.seats
    return [after - was for after, was in zip(state.sheet[-1], before, strict=True)]


def pay(state: State, payer: int, payee: int, amount: int, part: Part) -> Payment:
    """Move ``amount`` gold to ``payee`` (a seat or STAKES), counted in ``part``; what is missing becomes a debt."""
    paid = min(state.gold[payer], amount)
    credit(state, payer, -paid, part)
    if payee == STAKES:
        state.stakes += paid
    else:
        credit(state, payee, paid, part)
    short = amount - paid
    if short:
        for debt in state.debts:
            if debt[0] == payer and debt[1] == payee:
                debt[2] += short
                break
        else:
            state.debts.append([payer, payee, short])
    return Payment(payer, None if payee == STAKES else payee, paid, short)


def exchange(state: State, giver: int, taker: int, card: str, power: str) -> None:
    """Move ``card`` from ``giver``'s hand to ``taker``'s, and let both of them (only) know which card it was."""
    state.hands[giver].remove(card)
    state.hands[taker].append(card)
    for seat in (giver, taker):
        state.exchanges.append([seat, giver, taker, card, power])


def take(state: State, seat: int, amount: int, part: Part) -> int:
    """Take up to ``amount`` from the stakes, counted in ``part``; leaving them empty ends the gambit. The gold
    taken."""
    got = min(amount, state.stakes)
    state.stakes -= got
    credit(state, seat, got, part)
    if state.stakes == 0:
        state.emptied = True
    return got
