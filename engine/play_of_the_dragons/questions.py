"""The questions powers ask: their possible answers when they come up, and carrying out the answer given."""

from __future__ import annotations

from engine.play_of_the_dragons import moves, pending
from engine.play_of_the_dragons.cards import (
    HAND_LIMIT,
    by_strength,
    flight_strength,
    has_power,
    is_dragon,
    is_evil,
    is_good,
    power_of,
    strength,
)
from engine.play_of_the_dragons.events import (
    AnteTaken,
    CardHanded,
    CardThrownAway,
    DragonSlain,
    GoldTaken,
    NothingToChoose,
    OpponentsPay,
    PaidInstead,
    Payment,
    PowerCopied,
    PrincessTriggers,
)
from engine.play_of_the_dragons.pending import Choice, Question
from engine.play_of_the_dragons.powers import MEASURED, red_pull
from engine.play_of_the_dragons.state import STAKES, State, active, exchange, opponents, owner, pay, push, take
from engine.protocol import Event

GIVE_OR_PAY = 5  # what Green's and Brass's victim pays instead of handing a card over


def _card(card: str, seat: int | None = None) -> Choice:
    return Choice(f"choose:{card}", cards=(card,), seat=seat)


def _cards(cards: list[str]) -> Choice:
    return Choice(f"choose:{','.join(cards)}", cards=tuple(cards))


def gift_fits(question: pending.Give, card: str) -> bool:
    """Whether Green (an evil dragon weaker than the threshold) or Brass (a good one stronger) may demand ``card``."""
    if question.power == "green":
        return is_evil(card) and strength(card) < question.than
    return is_good(card) and strength(card) > question.than


def fitting_gifts(state: State, question: pending.Give) -> list[str]:
    """The cards of the giver's hand Green or Brass may demand (none when the receiver's hand is full)."""
    if len(state.hands[question.to]) >= HAND_LIMIT:
        return []
    return [c for c in state.hands[question.seat] if gift_fits(question, c)]


def pay_instead(state: State, question: pending.Give) -> Payment:
    """Green's or Brass's victim pays its 5 gold (what it can, owing the rest)."""
    return pay(state, question.seat, question.to, GIVE_OR_PAY, "powers")


def choices(state: State, question: Question) -> list[Choice]:
    """The possible answers to ``question``, computed when it comes up (an empty list: none at all)."""
    seat = question.seat
    if isinstance(question, pending.BlueChoice):
        return [Choice("choose:take", amount=question.count), Choice("choose:others", amount=question.count)]
    if isinstance(question, pending.Give):
        fits = fitting_gifts(state, question)
        return [*(_card(c) for c in by_strength(fits)), Choice("choose:pay", amount=GIVE_OR_PAY)]
    if isinstance(question, pending.Target):
        rivals = opponents(state, seat)
        best = max(flight_strength(state.flights[s]) for s in rivals)
        return [
            Choice(f"choose:seat{s}", seat=s, amount=best) for s in rivals if flight_strength(state.flights[s]) == best
        ]
    if isinstance(question, pending.Copy):
        if question.source == "ante":
            found = [(c, s) for s, c in enumerate(state.antes) if c]
        else:
            found = [(c, s) for s in active(state) for c in state.flights[s] if is_evil(c)]
        return [_card(c, s) for c, s in found if c != question.host and has_power(c)]
    if isinstance(question, pending.Slay):
        return [
            _card(c, s) for s in active(state) for c in state.flights[s] if is_dragon(c) and strength(c) < question.than
        ]
    if isinstance(question, pending.Discard):
        return [_card(c) for c in by_strength(state.hands[seat])]
    if isinstance(question, pending.Princess):
        return [_card(c) for c in question.queue if c in state.flights[seat]]
    room = HAND_LIMIT - len(state.hands[seat])
    ante = by_strength([c for c in state.antes if c])
    if not ante or room <= 0:
        return []
    if isinstance(question, pending.Bronze):
        weakest = [c for c in ante if strength(c) == strength(ante[0])]
        if len(weakest) <= min(room, question.left):
            return [_cards(weakest)]
        return [_card(c) for c in weakest]
    # a strength flight's ante cards
    if len(ante) <= room:
        return [_cards(ante)]
    return [_card(c) for c in ante]


def resolve(state: State, question: Question, answer: moves.Answer, events: list[Event]) -> None:
    """Carry out ``answer`` (one of the question's choices) to ``question``."""
    seat = question.seat
    if isinstance(question, pending.BlueChoice):
        if isinstance(answer, moves.ChooseWord) and answer.word == "take":
            events.append(GoldTaken(seat, question.host, question.power, take(state, seat, question.count, "powers")))
        else:
            paid = tuple(pay(state, s, STAKES, question.count, "powers") for s in opponents(state, seat))
            events.append(OpponentsPay(seat, question.host, question.power, question.count, paid))
    elif isinstance(question, pending.Give):
        receiver = question.to
        if isinstance(answer, moves.ChooseCards):
            [card] = answer.cards
            exchange(state, seat, receiver, card, question.power)
            events.append(CardHanded(receiver, question.host, question.power, seat))
        else:
            events.append(PaidInstead(receiver, question.host, question.power, pay_instead(state, question)))
    elif isinstance(question, pending.Target):
        assert isinstance(answer, moves.ChooseSeat)
        if question.power == "red":
            red_pull(state, seat, answer.seat, question.host, events)
        else:
            than = strength(question.host) if question.than is None else question.than
            push(state, pending.Give(answer.seat, seat, "brass", question.host, than))
    else:
        assert isinstance(answer, moves.ChooseCards)
        _resolve_cards(state, question, answer.cards, events)


def _resolve_cards(state: State, question: Question, cards: tuple[str, ...], events: list[Event]) -> None:
    seat = question.seat
    if isinstance(question, pending.Copy):
        [card] = cards
        measured = strength(card) if power_of(card) in MEASURED else None
        events.append(PowerCopied(seat, question.host, card, measured))
        push(state, pending.RunPower(seat, power_of(card), question.host, card))
    elif isinstance(question, pending.Slay):
        [card] = cards
        victim = owner(state, card)
        state.flights[victim].remove(card)
        state.discard.append(card)
        events.append(DragonSlain(seat, question.host, question.power, card, victim))
    elif isinstance(question, pending.Discard):
        [card] = cards
        state.hands[seat].remove(card)
        state.discard.append(card)
        events.append(CardThrownAway(seat, card))
    elif isinstance(question, pending.Princess):
        [card] = cards
        queue = tuple(c for c in question.queue if c != card)
        if queue:
            push(state, pending.Princess(seat, queue))
        push(state, pending.RunPower(seat, power_of(card), card))
        events.append(PrincessTriggers(seat, card))
    elif isinstance(question, pending.Bronze | pending.Grab):
        for card in cards:
            state.antes[state.antes.index(card)] = None
            state.hands[seat].append(card)
        source = "bronze" if isinstance(question, pending.Bronze) else "strength_flight"
        events.append(AnteTaken(seat, cards, source))
        left = (question.left if isinstance(question, pending.Bronze) else HAND_LIMIT) - len(cards)
        if left > 0 and len(state.hands[seat]) < HAND_LIMIT and any(state.antes):
            push(state, pending.Bronze(seat, left) if isinstance(question, pending.Bronze) else question)


def nothing(question: Question, events: list[Event]) -> None:
    """Report a question without any possible answer, so that every power shows its outcome."""
    host = question.host if isinstance(question, pending.Copy | pending.Slay) else None
    events.append(NothingToChoose(question.seat, question.kind, host))
