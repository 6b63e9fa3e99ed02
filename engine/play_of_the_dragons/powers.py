"""The card powers, one named handler each, in :data:`POWERS` keyed by the cards' ``power`` field.

A handler carries out its power for ``seat`` as if printed on ``host`` (the card played, or the
Dracolich / Archmage copying it); ``measure`` is the strength of the card whose power it is (the copied
card's for a copy), which Green, Brass and the Dragonslayer compare with. Powers needing somebody's
answer push a question (see ``pending``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.play_of_the_dragons import pending
from engine.play_of_the_dragons.cards import (
    CARDS,
    HAND_LIMIT,
    by_strength,
    flight_strength,
    has_power,
    is_evil,
    is_good,
    is_mortal,
    power_of,
)
from engine.play_of_the_dragons.events import (
    BahamutCollects,
    CardPulled,
    CopperSwapped,
    GoldTaken,
    GoodDragonsDraw,
    MortalPays,
    MortalSeen,
    NoEvilDragon,
    SilverDraws,
)
from engine.play_of_the_dragons.state import (
    STAKES,
    State,
    clockwise,
    draw,
    exchange,
    opponents,
    pay,
    pop_deck,
    push,
    take,
)
from engine.protocol import Event

Handler = Callable[[State, int, str, int, list[Event]], None]
#: the powers that compare a card with "this card": a copy measures by the copied card's strength
MEASURED = frozenset({"green", "brass", "dragonslayer"})


def black(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    events.append(GoldTaken(seat, host, "black", take(state, seat, 2, "powers")))


def blue(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    count = sum(1 for c in state.flights[seat] if is_evil(c))
    if not count:
        events.append(NoEvilDragon(seat, host, "blue"))
        return
    push(state, pending.BlueChoice(seat, count, host))


def green(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    left = opponents(state, seat)[0]
    push(state, pending.Give(left, seat, "green", host, measure))


def red(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    push(state, pending.Target(seat, "red", host))


def red_pull(state: State, seat: int, target: int, host: str, events: list[Event]) -> None:
    """Red's victim ``target`` pays 1 and loses a random card from their hand, if there is room for it."""
    paid = pay(state, target, seat, 1, "powers")
    hand = by_strength(state.hands[target])
    pulled = bool(hand) and len(state.hands[seat]) < HAND_LIMIT
    if pulled:
        card = hand[random.Random(f"{state.seed}:pick:{state.picks}").randrange(len(hand))]
        state.picks += 1
        exchange(state, target, seat, card, "red")
    events.append(CardPulled(seat, host, "red", target, paid, pulled))


def white(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    seen = any(is_mortal(c) for f in state.flights for c in f)
    events.append(MortalSeen(seat, host, "white", seen, take(state, seat, 3, "powers") if seen else 0))


def brass(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    push(state, pending.Target(seat, "brass", host, measure))


def bronze(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    push(state, pending.Bronze(seat, 2))


def copper(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    card = pop_deck(state, events)
    if card is None:
        events.append(CopperSwapped(seat, host, "copper", None, False))
        return
    flight = state.flights[seat]
    flight[flight.index(host)] = card
    state.discard.append(host)
    state.swapped_out.append(host)
    if state.last == host:
        state.last = card
    for play in state.plays:
        if play[1] == host:
            play[1] = card
    triggers = has_power(card) and card not in state.swapped_out
    events.append(CopperSwapped(seat, host, "copper", card, triggers))
    if triggers:
        push(state, pending.RunPower(seat, power_of(card), card))


def gold(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    good = sum(1 for c in state.flights[seat] if is_good(c))
    drawn = draw(state, seat, good, events)
    events.append(GoodDragonsDraw(seat, host, "gold", good, drawn))


def silver(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    drew = [
        s for s in clockwise(state, seat) if any(is_good(c) for c in state.flights[s]) and draw(state, s, 1, events)
    ]
    events.append(SilverDraws(seat, host, "silver", tuple(drew)))


def bahamut(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    mixed = [
        s
        for s in opponents(state, seat)
        if any(is_good(c) for c in state.flights[s]) and any(is_evil(c) for c in state.flights[s])
    ]
    events.append(BahamutCollects(seat, host, "bahamut", tuple(pay(state, s, seat, 10, "powers") for s in mixed)))


def dracolich(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    push(state, pending.Copy(seat, "flight", host))


def archmage(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    events.append(MortalPays(seat, host, "archmage", pay(state, seat, STAKES, 1, "powers")))
    push(state, pending.Copy(seat, "ante", host))


def dragonslayer(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    events.append(MortalPays(seat, host, "dragonslayer", pay(state, seat, STAKES, 1, "powers")))
    push(state, pending.Slay(seat, host, measure))


def thief(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    events.append(GoldTaken(seat, host, "thief", take(state, seat, 7, "powers")))
    push(state, pending.Discard(seat))


def druid(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    paid = pay(state, seat, STAKES, 1, "powers")
    state.weakest_wins = True
    events.append(MortalPays(seat, host, "druid", paid))


def priest(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    paid = pay(state, seat, STAKES, 1, "powers")
    state.priest = seat
    events.append(MortalPays(seat, host, "priest", paid))


def princess(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    paid = pay(state, seat, STAKES, 1, "powers")
    queue = tuple(c for c in state.flights[seat] if is_good(c))
    events.append(MortalPays(seat, host, "princess", paid, cards=queue))
    if queue:
        push(state, pending.Princess(seat, queue))


def fool(state: State, seat: int, host: str, measure: int, events: list[Event]) -> None:
    paid = pay(state, seat, STAKES, 1, "powers")
    mine = flight_strength(state.flights[seat])
    stronger = sum(1 for s in opponents(state, seat) if flight_strength(state.flights[s]) > mine)
    drawn = draw(state, seat, stronger, events)
    events.append(MortalPays(seat, host, "fool", paid, stronger=stronger, drew=drawn))


POWERS: dict[str, Handler] = {
    "black": black,
    "blue": blue,
    "green": green,
    "red": red,
    "white": white,
    "brass": brass,
    "bronze": bronze,
    "copper": copper,
    "gold": gold,
    "silver": silver,
    "bahamut": bahamut,
    "dracolich": dracolich,
    "archmage": archmage,
    "dragonslayer": dragonslayer,
    "thief": thief,
    "druid": druid,
    "priest": priest,
    "princess": princess,
    "fool": fool,
}
assert {c.power for c in CARDS.values() if c.power} == set(POWERS), "every power of the cards has a handler"
