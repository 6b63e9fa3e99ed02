"""How Play of the Dragons' events and the questions a seat must answer read."""

from __future__ import annotations

from collections.abc import Sequence

from cogs.play_of_the_dragons.words import (
    CHOICE_EMOJI,
    bold_names,
    card_emoji,
    card_text,
    cards_list,
    clauses,
    gold_parts,
    say,
    short_name,
)
from discord_ui import i18n
from discord_ui.formatting import signed
from engine.play_of_the_dragons import CARDS, GIVE_OR_PAY, events, moves, pending
from engine.play_of_the_dragons.cards import has_power
from engine.play_of_the_dragons.events import Payment
from engine.protocol import Event


def payment_text(payment: Payment, names: Sequence[str], locale: str) -> str:
    """ "**ann** pays 2 gold into the stakes", "... to **ben** and owes 1 more"."""
    key = "pays-stakes" if payment.payee is None else "pays-seat"
    payee = None if payment.payee is None else names[payment.payee]
    return say(
        locale,
        f"{key}-owing" if payment.owed else key,
        payer=names[payment.payer],
        payee=payee,
        paid=payment.paid,
        owed=payment.owed,
    )


def payments_text(payments: Sequence[Payment], names: Sequence[str], locale: str) -> str:
    return clauses([payment_text(p, names, locale) for p in payments], locale)


def antes_text(antes: Sequence[str | None], names: Sequence[str], locale: str) -> str:
    return i18n.listed(
        (say(locale, "seat-card", seat=names[s], card=card_text(c, locale)) for s, c in enumerate(antes) if c), locale
    )


def who(seat: int, host: str, power: str, names: Sequence[str], locale: str) -> str:
    """ "**ann**'s ⬛ Black 3", or "**ann**'s 💀 Dracolich 10 (as Black)" for a copied power."""
    if CARDS[host].power == power:
        return say(locale, "uses", seat=names[seat], card=card_text(host, locale))
    return say(
        locale, "uses-copied", seat=names[seat], card=card_text(host, locale), power=say(locale, f"name-{power}")
    )


def describe_event(event: Event, names: Sequence[str], locale: str) -> str | None:
    """The sentence for one event of the game, in ``locale``."""
    n, L = names, locale
    if isinstance(event, events.GambitStarted):
        return say(L, "next-gambit" if event.drew else "first-gambit", gambit=event.gambit, drew=event.drew)
    if isinstance(event, events.AnteChosen):
        return say(L, "ante-chosen", seat=n[event.seat])
    if isinstance(event, events.AnteTied):
        return say(L, "ante-tied", antes=antes_text(event.antes, n, L))
    if isinstance(event, events.AnteRevealed):
        payments = payments_text(event.payments, n, L)
        return say(L, "ante-revealed", antes=antes_text(event.antes, n, L), amount=event.amount, payments=payments)
    if isinstance(event, events.RoundStarted):
        key = "tie-break-round-started" if event.tie_break else "round-started"
        return say(L, key, round=event.round, leader=n[event.leader], reason=event.reason)
    if isinstance(event, events.CardPlayed):
        note = "triggers" if event.triggers else "powerless" if event.powerless else "strong"
        card = card_text(event.card, L)
        return say(L, "card-played", seat=n[event.seat], card=card, note=note, strength=event.flight_strength)
    if isinstance(event, events.TurnSkipped):
        return say(L, "turn-skipped", seat=n[event.seat])
    if isinstance(event, events.Reshuffled):
        return say(L, "reshuffled")
    if isinstance(event, events.CardsBought):
        return say(
            L,
            "cards-bought",
            seat=n[event.seat],
            card=card_text(event.card, L),
            payment=payment_text(event.payment, n, L),
            count=event.drew,
        )
    if isinstance(event, events.ColourFlight):
        payments = payments_text(event.payments, n, L)
        return say(L, "colour-flight", seat=n[event.seat], colour=event.colour, amount=event.amount, payments=payments)
    if isinstance(event, events.StrengthFlight):
        return say(L, "strength-flight", seat=n[event.seat], strength=event.strength)
    if isinstance(event, events.StrengthFlightGold):
        return say(L, "strength-flight-gold", seat=n[event.seat], gold=event.gold)
    if isinstance(event, events.AnteTaken):
        return say(L, "ante-taken", seat=n[event.seat], cards=cards_list(event.cards, L), source=event.source)
    if isinstance(event, events.PowerCopied):
        return say(
            L,
            "power-copied" if event.strength is None else "power-copied-measured",
            seat=n[event.seat],
            host=card_text(event.host, L),
            card=card_text(event.card, L),
            strength=event.strength,
        )
    if isinstance(event, events.OnlyChoice):
        if event.cards:
            named = i18n.listed((card_text(c, L) for c in event.cards), L)
        else:
            named = say(L, "player", player=n[event.target]) if event.target is not None else ""
        host = card_text(event.host, L) if event.host else ""
        return say(L, f"only-choice-{event.question}", seat=n[event.seat], host=host, choice=named)
    if isinstance(event, events.CardThrownAway):
        return say(L, "card-thrown-away", seat=n[event.seat], card=card_text(event.card, L))
    if isinstance(event, events.PrincessTriggers):
        return say(L, "princess-triggers", seat=n[event.seat], card=card_text(event.card, L))
    if isinstance(event, events.NothingToChoose):
        host = card_text(event.host, L) if event.host else ""
        return say(L, f"nothing-to-choose-{event.question}", seat=n[event.seat], host=host)
    if isinstance(event, events.StakesEmptied):
        return say(L, "stakes-emptied", gambit=event.gambit)
    if isinstance(event, events.NoFlightMayWin):
        return say(L, "no-flight-may-win")
    if isinstance(event, events.FlightsTied):
        key = "flights-tied-settled" if event.settled else "flights-tied"
        return say(L, key, seats=bold_names(event.seats, n, L), strength=event.strength)
    if isinstance(event, events.GambitWon):
        return say(
            L,
            "gambit-won",
            winner=n[event.winner],
            gambit=event.gambit,
            weakest="yes" if event.weakest else "no",
            strength=event.flight_strength,
            gold=event.gold,
        )
    if isinstance(event, events.DebtRepaid):
        return say(L, "debt-repaid", payments=payments_text(event.payments, n, L))
    if isinstance(event, events.DebtDefaulted):
        return say(L, "debt-defaulted", payments=payments_text(event.payments, n, L))
    if isinstance(event, events.Eliminated):
        return say(L, "eliminated", seat=n[event.seat])
    if isinstance(event, events.GambitScored):
        players = [
            say(L, "gambit-scored-player", player=n[s], points=signed(event.points[s], L), parts=parts)
            if (parts := gold_parts(event.parts(s), L))
            else say(L, "gambit-scored-player-plain", player=n[s], points=signed(event.points[s], L))
            for s in event.players
        ]
        return say(L, "gambit-scored", gambit=event.gambit, players=i18n.listed(players, L))
    if isinstance(event, events.GameOver):
        return say(
            L,
            "game-over-stakes-left" if event.stakes_left else "game-over",
            gambits=event.gambits,
            gold=i18n.listed((say(L, "seat-gold", seat=n[s], gold=g) for s, g in enumerate(event.gold)), L),
            winners=bold_names(event.winners, n, L, last_and=True),
            count=len(event.winners),
            left=event.stakes_left,
        )
    return _describe_power(event, names, locale)


def describe_own(event: Event, seat: int, names: Sequence[str], locale: str) -> str | None:
    """What the game did for ``seat`` as it reads it: "You pay 5 gold: no dragon to hand over" (None: the table's
    sentence)."""
    if isinstance(event, events.GambitScored) and seat in event.players:
        parts = gold_parts(event.parts(seat), locale)
        return say(
            locale,
            "you-gambit-scored" if parts else "you-gambit-scored-plain",
            gambit=event.gambit,
            points=signed(event.points[seat], locale),
            parts=parts,
            gold=event.gold[seat],
        )
    if isinstance(event, events.PaidWithoutChoice) and event.payment.payer == seat:
        payment = event.payment
        return say(
            locale,
            "you-paid-without-choice-owing" if payment.owed else "you-paid-without-choice",
            who=who(event.seat, event.host, event.power, names, locale),
            paid=payment.paid,
            owed=payment.owed,
        )
    return None


def _describe_power(event: Event, n: Sequence[str], L: str) -> str | None:
    """The sentence for an event of a card's power (they name who uses which card's power)."""
    if isinstance(event, events.GoldTaken):
        return say(L, "gold-taken", who=who(event.seat, event.host, event.power, n, L), gold=event.gold)
    if isinstance(event, events.NoEvilDragon):
        return say(L, "no-evil-dragon", who=who(event.seat, event.host, event.power, n, L))
    if isinstance(event, events.OpponentsPay):
        payments = payments_text(event.payments, n, L)
        user = who(event.seat, event.host, event.power, n, L)
        return say(L, "opponents-pay", who=user, amount=event.amount, payments=payments)
    if isinstance(event, events.CardHanded):
        user = who(event.seat, event.host, event.power, n, L)
        return say(L, "card-handed", who=user, giver=n[event.giver], seat=n[event.seat])
    if isinstance(event, events.PaidInstead):
        user = who(event.seat, event.host, event.power, n, L)
        return say(L, "paid-instead", who=user, payment=payment_text(event.payment, n, L))
    if isinstance(event, events.PaidWithoutChoice):
        user = who(event.seat, event.host, event.power, n, L)
        return say(L, "paid-without-choice", who=user, payment=payment_text(event.payment, n, L))
    if isinstance(event, events.CardPulled):
        return say(
            L,
            "card-pulled" if event.pulled else "no-card-pulled",
            who=who(event.seat, event.host, event.power, n, L),
            payment=payment_text(event.payment, n, L),
            seat=n[event.seat],
            target=n[event.target],
        )
    if isinstance(event, events.MortalSeen):
        user = who(event.seat, event.host, event.power, n, L)
        return say(L, "mortal-seen" if event.seen else "no-mortal-seen", who=user, gold=event.gold)
    if isinstance(event, events.CopperSwapped):
        user = who(event.seat, event.host, event.power, n, L)
        if event.card is None:
            return say(L, "copper-stays", who=user)
        note = "triggers" if event.triggers else "ran" if has_power(event.card) else "powerless"
        return say(L, "copper-swapped", who=user, card=card_text(event.card, L), note=note)
    if isinstance(event, events.GoodDragonsDraw):
        user = who(event.seat, event.host, event.power, n, L)
        return say(L, "good-dragons-draw", who=user, count=event.good, seat=n[event.seat], drew=event.drew)
    if isinstance(event, events.SilverDraws):
        user = who(event.seat, event.host, event.power, n, L)
        return say(L, "silver-draws", who=user, count=len(event.seats), seats=bold_names(event.seats, n, L))
    if isinstance(event, events.BahamutCollects):
        user = who(event.seat, event.host, event.power, n, L)
        if not event.payments:
            return say(L, "bahamut-nobody", who=user)
        return say(L, "bahamut-collects", who=user, payments=payments_text(event.payments, n, L))
    if isinstance(event, events.MortalPays):
        key = f"mortal-pays-{event.power}"
        if event.power == "princess" and not event.cards:
            key += "-nothing"
        return say(
            L,
            key,
            who=who(event.seat, event.host, event.power, n, L),
            payment=payment_text(event.payment, n, L),
            seat=n[event.seat],
            cards=cards_list(event.cards, L),
            stronger=event.stronger,
            drew=event.drew,
        )
    if isinstance(event, events.DragonSlain):
        user = who(event.seat, event.host, event.power, n, L)
        return say(L, "dragon-slain", who=user, card=card_text(event.card, L), owner=n[event.owner])
    return None


def question_text(question: pending.Question, names: Sequence[str], locale: str, asked: bool = True) -> str:
    """What an open question asks, as the hand of the one ``asked`` shows it, or else the table and the others'
    hands (a Green or Brass victim's question says nothing of their hand to the others)."""
    L = locale
    if isinstance(question, pending.BlueChoice):
        return say(L, "question-blue", host=card_text(question.host, L), count=question.count)
    if isinstance(question, pending.Give):
        host, to = card_text(question.host, L), names[question.to]
        if not asked:
            return say(L, "question-give-public", host=host, to=to, pay=GIVE_OR_PAY)
        return say(L, "question-give", host=host, to=to, power=question.power, than=question.than, pay=GIVE_OR_PAY)
    if isinstance(question, pending.Target):
        return say(L, "question-target", host=card_text(question.host, L))
    if isinstance(question, pending.Copy):
        return say(L, f"question-copy-{question.source}", host=card_text(question.host, L))
    if isinstance(question, pending.Slay):
        return say(L, "question-slay", host=card_text(question.host, L), than=question.than)
    if isinstance(question, pending.Discard):
        return say(L, "question-discard")
    if isinstance(question, pending.Princess):
        return say(L, "question-princess")
    if isinstance(question, pending.Bronze):
        return say(L, "question-bronze")
    return say(L, "question-grab")


def choice_label(question: pending.Question, choice: pending.Choice, names: Sequence[str], locale: str) -> str:
    """An answer as its button or select option shows it: names plain, cards without emoji."""
    answer = moves.parse_answer(choice.action.removeprefix("choose:"))
    if isinstance(answer, moves.ChooseWord):
        return say(locale, f"choice-{answer.word}", amount=choice.amount)
    if isinstance(answer, moves.ChooseSeat):
        return say(locale, "choice-target", seat=names[answer.seat], strength=choice.amount)
    cards = [short_name(c, locale) for c in answer.cards]
    if len(cards) > 1:
        return i18n.listed(cards, locale)
    [card] = cards
    where = names[choice.seat] if choice.seat is not None else ""
    if isinstance(question, pending.Give):
        return say(locale, "choice-give", card=card)
    if isinstance(question, pending.Copy) and question.source == "ante":
        return say(locale, "choice-ante-of", card=card, seat=where)
    if isinstance(question, pending.Copy | pending.Slay):
        return say(locale, "choice-flight-of", card=card, seat=where)
    if isinstance(question, pending.Discard):
        return say(locale, "choice-discard", card=card)
    if isinstance(question, pending.Princess):
        return say(locale, "choice-trigger", card=card)
    return say(locale, "choice-take-card", card=card)


def choice_emoji(choice: pending.Choice) -> str:
    if choice.cards:
        return card_emoji(choice.cards[0])
    answer = moves.parse_answer(choice.action.removeprefix("choose:"))
    if isinstance(answer, moves.ChooseSeat):
        return "🎯"
    return CHOICE_EMOJI.get(answer.word, "▫️") if isinstance(answer, moves.ChooseWord) else "▫️"


#: what every seat must not miss: the ante and its ties, who leads, flights and what they win, thefts from the stakes
#: or the ante, a dragon slain, gambits won, debts and players out, each gambit's gold, the end
IMPORTANT = (
    events.GambitStarted,
    events.AnteTied,
    events.AnteRevealed,
    events.RoundStarted,
    events.ColourFlight,
    events.StrengthFlight,
    events.StrengthFlightGold,
    events.AnteTaken,
    events.GoldTaken,
    events.DragonSlain,
    events.StakesEmptied,
    events.NoFlightMayWin,
    events.FlightsTied,
    events.GambitWon,
    events.DebtRepaid,
    events.DebtDefaulted,
    events.Eliminated,
    events.GambitScored,
    events.GameOver,
)


def concerns(event: Event, seat: int) -> bool:
    """Whether ``event`` concerns ``seat`` or changes what it may do: one of :data:`IMPORTANT`, or one that makes
    the seat pay or be paid, hand over or lose a card, or draw (its own plays and powers it saw played)."""
    if isinstance(event, IMPORTANT):
        return True
    payments = [*getattr(event, "payments", ()), *([event.payment] if hasattr(event, "payment") else [])]
    if any(seat in (p.payer, p.payee) for p in payments):
        return True
    named = [getattr(event, name, None) for name in ("target", "giver", "owner")]
    return seat in named or seat in getattr(event, "seats", ())
