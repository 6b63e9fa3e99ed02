"""How Drago Rosso's events read on the table and in the private views."""

from __future__ import annotations

from collections.abc import Sequence

from cogs.drago_rosso.words import bold, round_scores, some_names, text
from discord_ui import i18n
from engine.drago_rosso.events import (
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
from engine.protocol import Event


def describe_event(event: Event, names: Sequence[str], locale: str = i18n.DEFAULT) -> str | None:
    """The sentence for one of Drago Rosso's events in ``locale``; None for an event of another game."""
    if isinstance(event, Advanced):
        placement = "short" if event.placed != event.due else "doubled" if event.doubled else "single"
        return text(
            locale,
            "event-advance",
            who=names[event.seat],
            steps=event.steps,
            to=event.to,
            pile=event.pile,
            placement=placement,
            placed=event.placed,
            due=event.due,
        )
    if isinstance(event, ReachedHead):
        return text(locale, "event-head", who=names[event.seat], steps=event.steps, pile=event.pile, prize=event.prize)
    if isinstance(event, StopCard | DangerCard):
        if isinstance(event, StopCard):
            message = "event-stop-card"
        else:
            message = "event-first-danger" if event.number == 1 else "event-second-danger"
        return text(
            locale, message, who=names[event.seat], fine=event.fine, returned=event.returned, divisor=event.divisor
        )
    if isinstance(event, DragonWakes):
        return text(locale, "event-dragon-wakes", who=names[event.seat], lost=event.lost)
    if isinstance(event, Stopped):
        who = names[event.seat]
        if not event.bidders:
            return text(locale, "event-stops-nobody-pays", who=who, stripe=event.stripe, amount=event.amount)
        bidders = some_names(locale, bold(locale, names, event.bidders))
        return text(
            locale,
            "event-stops",
            who=who,
            stripe=event.stripe,
            amount=event.amount,
            bidders=bidders,
            count=len(event.bidders),
        )
    if isinstance(event, OfferTaken):
        return text(locale, "event-offer-taken", who=names[event.seat])
    if isinstance(event, OfferPassed):
        return text(locale, "event-offer-passed", who=names[event.seat])
    if isinstance(event, TookOver):
        return text(locale, "event-took-over", who=names[event.seat], stopper=names[event.stopper], amount=event.amount)
    if isinstance(event, Banked):
        return text(locale, "event-banks", who=names[event.seat], amount=event.amount)
    if isinstance(event, NewTurn):
        return text(locale, "event-new-turn", turn=event.turn, who=names[event.seat])
    if isinstance(event, RoundOver):
        parts = [event.parts(seat) for seat in range(len(event.gems))]
        scores = round_scores(names, event.gems, event.change, parts, locale)
        return text(locale, "event-round-over", round=event.round, scores=scores)
    if isinstance(event, GameOver):
        winners = i18n.listed(bold(locale, names, event.winners), locale, style="standard")
        return text(locale, "event-game-over", winners=winners, count=len(event.winners), gems=event.gems)
    return None


def concerns(event: Event, seat: int) -> bool:
    """Whether ``event`` concerns ``seat`` or changes what it may do: every fine, stop, ransom, take-over, bank and
    end, and its own turn; not a mere advance of the knight or another seat passing on an offer."""
    if isinstance(event, NewTurn):
        return event.seat == seat
    return not isinstance(event, Advanced | OfferPassed)
