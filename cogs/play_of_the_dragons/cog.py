"""``/play-of-the-dragons``: Three-Dragon Ante, drawn as an embed table and a hand of card buttons.

Cards are shown as a colour emoji and a short name with the strength ("🟥 Red 8", "🧙 Archmage 9"),
the same in the log, on the table, in the hand and on a button (there without the emoji). The words
are the catalog's (``locales/<locale>/play-of-the-dragons.ftl``), in the locale of whoever reads them;
the engine's typed views and events only give seats, card ids and numbers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands, ui

from discord_ui import i18n
from discord_ui.app import player_of, tell
from discord_ui.components import ActionButton, ActionSelect, hoard_of, lets_go
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.ids import read_id
from discord_ui.names import in_code_block
from discord_ui.presenter import COLOUR, HandContext, TableContext
from discord_ui.translator import command_text
from engine.play_of_the_dragons import CARDS, ENGINE, GIVE_OR_PAY, SeatView, events, moves, pending
from engine.play_of_the_dragons.cards import has_power
from engine.play_of_the_dragons.events import Payment
from engine.play_of_the_dragons.views import Debt, PlayerView, Special
from engine.protocol import Event
from service.games import GameError

TRIGGER = "⚡"
OPTION = {option.key: option for option in ENGINE.options}
#: the slash-command ranges of the numeric options, straight from the engine's limits
StartGold = app_commands.Range[int, OPTION["start_gold"].minimum, OPTION["start_gold"].maximum]
Gambits = app_commands.Range[int, OPTION["gambits"].minimum, OPTION["gambits"].maximum]
#: most components a hand may use: four rows of five (the fifth row is the shared Refresh row)
MAX_BUTTONS = 20
MAX_SELECTS = 4
SELECT_OPTIONS = 25
LABEL_LIMIT = 80
FIELD_LIMIT = 1024
DESCRIPTION_LIMIT = 4096
DESCRIPTION_OPTION_LIMIT = 100
#: the most characters a table and a private view show (the private view's own part: the shared "since your last
#: move" field takes up to about 420 more)
TABLE_BUDGET = 1000
HAND_BUDGET = 360
#: room kept for the final table's last events, and the shortest log worth a field
FINAL_LOG = 100
LOG_ROOM = 250
SHORTEST_LOG = 60
CHOICE_EMOJI = {"take": "💰", "others": "📣", "pay": "🪙"}
COLOUR_EMOJI = {
    "black": "⬛",
    "blue": "🟦",
    "green": "🟩",
    "red": "🟥",
    "white": "⬜",
    "brass": "🟫",
    "bronze": "🟤",
    "copper": "🟠",
    "gold": "🟨",
    "silver": "⚪",
}
#: the cards without a colour, by id
SPECIAL_EMOJI = {
    "bahamut": "💠",
    "tiamat": "🐲",
    "dracolich": "💀",
    "archmage": "🧙",
    "dragonslayer": "⚔️",
    "thief": "🦹",
    "druid": "🌿",
    "priest": "🕯️",
    "princess": "👸",
    "fool": "🃏",
}
#: marks and separators of the table: symbols, no words
ANTED_MARK, CHOOSING_MARK, ELIMINATED_MARK = "✅", "⏳", "💀"
MARK_LEADER, MARK_DECIDING, MARK_PLAYING, MARK_WINNER = "🚩 ", "❓ ", "▶️ ", "🏆 "
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
SEPARATOR = " · "
NONE = "—"
NO_PLACE = "•"


# -- words from the catalog -----------------------------------------------------------------------
def say(locale: str, key: str, /, **args: Any) -> str:
    """The game's message ``play-of-the-dragons-<key>`` in ``locale``."""
    return i18n.text(locale, f"{ENGINE.id}-{key}", **args)


def bold_names(seats: Sequence[int], names: Sequence[str], locale: str, last_and: bool = False) -> str:
    """ "**ann**, **ben**": seats' names, each in bold as the catalog writes a player; ``last_and``: "**ann**,
    **ben** and **cat**", the last joined as the catalog joins it."""
    bold = [say(locale, "player", player=names[seat]) for seat in seats]
    if last_and and len(bold) > 1:
        return say(locale, "and", first=i18n.listed(bold[:-1], locale), last=bold[-1])
    return i18n.listed(bold, locale)


def clauses(items: Sequence[str], locale: str) -> str:
    """Clauses of one sentence one after the other ("a; b; c"), as the catalog joins them."""
    if not items:
        return ""
    joined = items[-1]
    for item in reversed(items[:-1]):
        joined = say(locale, "clauses", first=item, rest=joined)
    return joined


# -- how a card looks ---------------------------------------------------------------------------
def card_emoji(card: str) -> str:
    colour = CARDS[card].colour
    return COLOUR_EMOJI[colour] if colour else SPECIAL_EMOJI[card]


def short_name(card: str, locale: str) -> str:
    """ "Red 8", "Archmage 9", "Bahamut 13": colour or name, then strength."""
    data = CARDS[card]
    return say(locale, "card", name=say(locale, f"name-{data.colour or card}"), strength=data.strength)


def card_text(card: str, locale: str) -> str:
    return f"{card_emoji(card)} {short_name(card, locale)}"


def kind_text(card: str, locale: str) -> str:
    data = CARDS[card]
    if data.kind == "mortal" or data.alignment is None:
        return say(locale, "kind-mortal")
    return say(locale, "kind-god" if data.kind == "god" else "kind-dragon", alignment=data.alignment)


def rule_text(card: str, locale: str) -> str:
    """What the card does, in our words (Tiamat, without a power, by her id)."""
    return say(locale, f"power-{CARDS[card].power or card}")


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def cards_list(cards: Sequence[str], locale: str) -> str:
    return i18n.listed((card_text(c, locale) for c in cards), locale)


def flight_text(cards: Sequence[str], locale: str) -> str:
    return SEPARATOR.join(card_text(c, locale) for c in cards) or NONE


def owed_text(debts: Sequence[Debt], names: Sequence[str], locale: str) -> str:
    """ "6 to the stakes, 5 to ann" ("" without debts)."""
    owed = [
        say(locale, "owed-stakes", amount=d.amount)
        if d.to is None
        else say(locale, "owed", amount=d.amount, creditor=names[d.to])
        for d in debts
    ]
    return i18n.listed(owed, locale)


def special_text(special: Special, locale: str) -> str:
    if special.colour is not None:
        return say(locale, "special-colour", colour=special.colour)
    return say(locale, "special-strength", strength=special.strength)


def trigger_rule(view: SeatView, locale: str) -> str:
    if view.previous_strength is None:
        return say(locale, "trigger-first")
    return say(locale, "trigger-at-most", strength=view.previous_strength)


def timer_words(seconds: int, locale: str) -> str:
    """A turn timer as the house rules show it: off, whole minutes or seconds."""
    if not seconds:
        return say(locale, "timer-off")
    minutes, rest = divmod(seconds, 60)
    return say(locale, "timer-seconds", seconds=seconds) if rest else say(locale, "timer-minutes", minutes=minutes)


def scoresheet(view: SeatView, names: list[str], locale: str, limit: int = FIELD_LIMIT) -> str:
    """Gold after every gambit as a monospace table in at most ``limit`` characters, the newest rows kept when it
    grows too long (``names`` plain)."""
    short = [in_code_block(n.replace("🤖 ", ""))[:6] for n in names]
    width = max(4, *(len(s) for s in short))
    header = f"{say(locale, 'scoresheet-gambit'):<6} " + " ".join(s.rjust(width) for s in short)
    start = f"{say(locale, 'scoresheet-start'):<6} " + " ".join(
        str(view.options.start_gold).rjust(width) for _ in names
    )
    rows = [f"{n:<6} " + " ".join(str(g).rjust(width) for g in row) for n, row in enumerate(view.scoresheet, 1)]
    room = min(limit, FIELD_LIMIT) - len("```\n\n```") - len(header) - len(start) - 2
    kept: list[str] = []
    for row in reversed(rows):
        if sum(len(r) + 1 for r in kept) + len(row) + 1 > room:
            break
        kept.insert(0, row)
    return "```\n" + "\n".join([header, start, *kept]) + "\n```"


# -- events and questions in words ---------------------------------------------------------------
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


class PowersButton(ui.DynamicItem[ui.Button], template=r"pd:(?P<game>\d+):powers"):
    """Shows a player privately what each card of their hand does (the hand itself only names the cards)."""

    def __init__(self, game_id: int, label: str | None) -> None:
        button: ui.Button[Any] = ui.Button(
            label=label, style=discord.ButtonStyle.secondary, emoji="📜", custom_id=f"pd:{game_id}:powers"
        )
        button.row = 4  # beside the shared Refresh button, under the cards and answers
        super().__init__(button)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(read_id(match["game"]), item.label if isinstance(item, ui.Button) else None)

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        hoard = hoard_of(interaction)
        if not await hoard.game_here(interaction, self.game_id, ENGINE.id):
            return
        try:
            live = await hoard.service.live(self.game_id)
        except GameError as error:
            await tell(interaction, hoard.refusal(error))
            return
        locale = i18n.language(interaction.locale.value)
        seat = live.record.seat_of(player_of(interaction).id)
        if seat is None or live.state is None:
            await tell(interaction, say(locale, "not-seated"))
            return
        embed = powers_embed(live.engine.view(live.state, seat), locale)
        await interaction.response.send_message(embed=embed, ephemeral=True)


def powers_embed(view: SeatView, locale: str) -> discord.Embed:
    """What each card of the seat's hand does, in full (cards of one power together), and the powers an open
    question lets them pick from, in the viewer's ``locale``."""
    embed = discord.Embed(title=say(locale, "powers-title", stage=stage_text(view, locale)), colour=COLOUR)
    lines = power_lines([(c.card, c.triggers) for c in view.hand or ()], locale) or [say(locale, "no-cards")]
    if view.pending is not None and view.pending.kind in ("copy", "princess"):
        picks = [card for choice in view.pending.choices for card in choice.cards]
        lines += ["", say(locale, "powers-choices"), *power_lines([(card, False) for card in picks], locale)]
    embed.description = clip("\n".join(lines), DESCRIPTION_LIMIT)
    if any(c.triggers for c in view.hand or ()):
        embed.set_footer(text=say(locale, "powers-footer", trigger=TRIGGER))
    return embed


def power_lines(cards: Sequence[tuple[str, bool]], locale: str) -> list[str]:
    """A line per power: "🟦 **Blue 2 ⚡, Blue 9** · evil dragon: Count the evil dragons..."."""
    groups: dict[str, list[tuple[str, bool]]] = {}
    for card, triggers in cards:
        groups.setdefault(CARDS[card].power or card, []).append((card, triggers))
    return [
        say(
            locale,
            "powers-line",
            emoji=card_emoji(group[0][0]),
            names=i18n.listed((short_name(c, locale) + (f" {TRIGGER}" if t else "") for c, t in group), locale),
            kind=kind_text(group[0][0], locale),
            text=rule_text(group[0][0], locale),
        )
        for group in groups.values()
    ]


def stage_text(view: SeatView, locale: str) -> str:
    """ "gambit 2 of 3 · round 1 of 3", "gambit 4 · ante", "final gold"."""
    numbers = {"gambit": view.gambit, "gambits": view.options.gambits}
    if view.finished:
        return say(locale, "stage-final")
    if view.phase == "ante":
        return say(locale, "stage-ante", **numbers)
    if view.round > view.rounds:
        return say(locale, "stage-tie-break", round=view.round, **numbers)
    return say(locale, "stage-round", round=view.round, rounds=view.rounds, **numbers)


def gambit_summary(view: SeatView, names: Sequence[str], locale: str) -> str | None:
    """One line on the gambit just over (the view is of the next one): who took the stakes, everyone's gold."""
    over = view.gambit - 1
    if view.finished or over < 1 or len(view.scoresheet) < over:
        return None
    outcome: dict[str, Any] = {"key": "summary-gold"}  # (not known when the log has moved past the gambit's end)
    for event in reversed(view.log):
        if isinstance(event, events.GambitStarted) and event.gambit == over:
            break
        if isinstance(event, events.GambitWon) and event.gambit == over:
            key = "summary-won-weakest" if event.weakest else "summary-won"
            outcome = {"key": key, "winner": names[event.winner], "amount": event.gold}
        elif isinstance(event, events.StakesEmptied) and event.gambit == over:
            outcome = {"key": "summary-emptied"}
        elif isinstance(event, events.NoFlightMayWin) or (isinstance(event, events.FlightsTied) and event.settled):
            outcome = {"key": "summary-kept"}
    gold = view.scoresheet[over - 1]
    standings = [
        say(locale, "summary-player-out" if p.eliminated else "summary-player", name=names[p.seat], gold=gold[p.seat])
        for p in view.players
    ]
    return say(locale, outcome.pop("key"), gambit=over, gold=SEPARATOR.join(standings), **outcome)


def choice_power(question: pending.Question, choice: pending.Choice, locale: str) -> str | None:
    """What the power a choice picks does, in short (for a select option's description), when a power is picked."""
    if not isinstance(question, pending.Copy | pending.Princess) or len(choice.cards) != 1:
        return None
    card = choice.cards[0]
    return clip(say(locale, f"power-{CARDS[card].power or card}.summary"), DESCRIPTION_OPTION_LIMIT)


class PlayOfTheDragonsCog(
    GameCog,
    group_name="play-of-the-dragons",
    group_description=command_text("command-play-of-the-dragons.description"),
):
    engine = ENGINE
    recent_events = 12  # one card can set off several powers' events
    emoji = "🪙"

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(PowersButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(PowersButton)

    @app_commands.command(name="new", description=command_text("command-play-of-the-dragons-new.description"))
    @app_commands.describe(
        start_gold=command_text("command-play-of-the-dragons-new-start_gold.description"),
        gambits=command_text("command-play-of-the-dragons-new-gambits.description"),
        lead_tie_keeps_leader=command_text("command-play-of-the-dragons-new-lead_tie_keeps_leader.description"),
        timer=command_text("command-play-of-the-dragons-new-timer.description"),
    )
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        start_gold: StartGold | None = None,
        gambits: Gambits | None = None,
        lead_tie_keeps_leader: bool | None = None,
        timer: int | None = None,
    ) -> None:
        options = {"start_gold": start_gold, "gambits": gambits, "lead_tie_keeps_leader": lead_tie_keeps_leader}
        await self.open_lobby(interaction, options, timer)

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return describe_event(event, names, locale)

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: SeatView) -> str:
        return f"gambit-{view.gambit}"

    def round_summary(self, table: TableContext) -> str | None:
        return gambit_summary(table.view, table.names, table.locale)

    def table_embed(self, table: TableContext) -> discord.Embed:
        view: SeatView = table.view
        title = table.text(f"{ENGINE.id}-table-title", stage=stage_text(view, table.locale))
        embed = discord.Embed(title=title, description=self._situation(table))
        embed.colour = COLOUR
        embed.set_footer(text=self._house_rules(table))
        what_happened = say(table.locale, "what-happened")
        if view.finished:
            embed.add_field(name=say(table.locale, "final-gold"), value=self._standings(table), inline=False)
            sheet = say(table.locale, "scoresheet")
            room = TABLE_BUDGET - len(embed) - len(sheet) - len(what_happened) - FINAL_LOG
            embed.add_field(name=sheet, value=scoresheet(view, table.plain_names, table.locale, room), inline=False)
        else:
            for field in self._player_fields(table, TABLE_BUDGET - len(embed) - LOG_ROOM):
                embed.add_field(**field, inline=True)
        log = self._log(table, min(FIELD_LIMIT, TABLE_BUDGET - len(embed) - len(what_happened)))
        if log:
            embed.add_field(name=what_happened, value=log, inline=False)
        return embed

    def _situation(self, table: TableContext) -> str:
        """What is going on and who is to act, in a few plain lines."""
        view: SeatView = table.view
        names, L = table.names, table.locale
        if view.finished:
            return say(L, "game-over-line", gambits=view.gambit) + "\n" + self._winners(table)
        if view.phase == "ante":
            marks = [
                f"{ANTED_MARK if p.anted else CHOOSING_MARK} {names[p.seat]}" for p in view.players if not p.eliminated
            ]
            return "\n".join([say(L, "stakes-line", stakes=view.stakes), say(L, "ante-line"), SEPARATOR.join(marks)])
        weakest = "yes" if view.weakest_wins else "no"
        lines = [say(L, "leads-line", stakes=view.stakes, name=names[view.leader], weakest=weakest)]
        if view.waiting is not None:
            prompt = question_text(view.waiting, names, L, asked=False)
            lines.append(say(L, "must-decide", name=names[view.waiting.seat], prompt=prompt))
        elif view.turn is not None:
            lines.append(say(L, "to-play", name=names[view.turn], rule=trigger_rule(view, L)))
        return "\n".join(lines)

    def _player_fields(self, table: TableContext, room: int) -> list[dict[str, str]]:
        """A field per player in about ``room`` characters: the longest flights list only their newest cards
        when the flights grow long."""
        view: SeatView = table.view
        shown = {p.seat: len(p.flight) for p in view.players}
        while True:
            fields = [self._player_field(table, p, shown[p.seat]) for p in view.players]
            longest = max(shown, key=lambda seat: shown[seat])
            if sum(len(f["name"]) + len(f["value"]) for f in fields) <= room or shown[longest] <= 1:
                return fields
            shown[longest] -= 1

    @staticmethod
    def _player_field(table: TableContext, player: PlayerView, shown: int) -> dict[str, str]:
        """A player's gold, cards, debts, ante and flight (its newest ``shown`` cards by name)."""
        view: SeatView = table.view
        names, L = table.names, table.locale
        seat = player.seat
        marks = ""
        if view.phase == "play" and seat == view.leader:
            marks += MARK_LEADER
        if seat in view.to_act and not view.finished:
            marks += MARK_DECIDING if view.waiting else MARK_PLAYING
        if seat in view.winners:
            marks += MARK_WINNER
        if player.eliminated:
            return {
                "name": f"{ELIMINATED_MARK} {names[seat]}",
                "value": say(L, "out-of-the-game", gold=player.gold),
            }
        lines = [say(L, "player-gold", gold=player.gold, cards=player.hand_size)]
        owed = owed_text(player.debts, names, L)
        if owed:
            lines.append(say(L, "owes", debts=owed))
        if view.phase != "ante":  # (during the ante the description marks who has chosen)
            lines.append(f"🎲 {card_text(player.ante, L) if player.ante else NONE}")
            lines.append(f"🐉 **{player.flight_strength}**")
            if shown < len(player.flight):
                lines.append(say(L, "flight-earlier", count=len(player.flight) - shown))
            lines += [card_text(card, L) for card in player.flight[len(player.flight) - shown :]]
            if player.flight and not player.can_win:
                lines.append(say(L, "cannot-win"))
        lines += [special_text(s, L) for s in player.specials]
        if view.priest == seat:
            lines.append(say(L, "priest-leads"))
        return {"name": clip(f"{marks}{names[seat]}", 256), "value": clip("\n".join(lines), FIELD_LIMIT)}

    @staticmethod
    def _winners(table: TableContext) -> str:
        view: SeatView = table.view
        winners = [r["seat"] for r in table.results if r["placement"] == 1] or list(view.winners)
        if not winners:
            return ""
        gold = view.players[winners[0]].gold
        who = bold_names(winners, table.names, table.locale)
        return say(table.locale, "wins", names=who, count=len(winners), gold=gold)

    @staticmethod
    def _standings(table: TableContext) -> str:
        view: SeatView = table.view
        placement = {r["seat"]: r["placement"] for r in table.results}
        order = sorted(view.players, key=lambda p: (placement.get(p.seat, 99), p.seat))
        lines = []
        for player in order:
            place = placement.get(player.seat)
            mark = MEDALS.get(place, say(table.locale, "place", place=place)) if place else NO_PLACE
            key = "standing-eliminated" if player.eliminated else "standing"
            lines.append(say(table.locale, key, mark=mark, name=table.names[player.seat], gold=player.gold))
        return "\n".join(lines)

    def _log(self, table: TableContext, budget: int) -> str:
        """The view's log of the latest events, with the bot's own notes (timeouts) in their place, in at most
        ``budget`` characters ("" when not even a short line fits).

        ``table.recent`` is the tail of every event in words, the bot's notes included; the view's log is
        a longer tail of the game's events only. Dropping from the log the entries ``recent`` repeats and
        appending ``recent`` puts each note where it happened. The oldest lines go first when space is short;
        the newest is cut short rather than left out.
        """
        view: SeatView = table.view
        log = [line for line in (describe_event(e, table.names, table.locale) for e in view.log) if line]
        known = set(log)
        repeated = sum(1 for text in table.recent if text in known)
        lines = log[: len(log) - repeated] + table.recent
        if budget < SHORTEST_LOG or not lines:
            return ""
        newest = lines[-1]
        while lines and sum(len(line) + 1 for line in lines) > budget:
            lines.pop(0)
        return "\n".join(lines) or clip(newest, budget)

    @staticmethod
    def _house_rules(table: TableContext) -> str:
        view: SeatView = table.view
        options = view.options
        return say(
            table.locale,
            "house-rules",
            gambits=options.gambits,
            ties="keep" if options.lead_tie_keeps_leader else "untied",
            timer=timer_words(table.game.turn_seconds, table.locale),
            deck=view.deck_size,
            discard=view.discard_size,
        )

    # -- a player's hand --------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view: SeatView = hand.view
        names, seat, L = hand.names, hand.seat, hand.locale
        me = view.players[seat]
        embed = discord.Embed(title=say(L, "hand-title", stage=stage_text(view, L)), colour=COLOUR)
        if view.finished:
            embed.description = say(L, "hand-game-over", gold=me.gold)
            return embed, []
        if me.eliminated:
            embed.description = say(L, "hand-eliminated")
            return embed, []
        items: list[Any]
        optional: list[str] = []  # what goes first when the view grows too long
        if view.pending is not None:
            question = view.pending.question
            lines = [say(L, "your-decision", prompt=question_text(question, names, L))]
            optional.append(say(L, f"decision-help-{question.kind}"))
            lines.append(optional[-1])
            items = self._decision_controls(hand, question, view.pending.choices)
        elif view.phase == "ante":
            lines = self._ante_text(view, names, me, bool(hand.legal), L)
            items = self._card_controls(hand, "ante", discord.ButtonStyle.primary)
        else:
            lines = [self._turn_text(view, names, bool(hand.legal), L)]
            items = self._card_controls(hand, "play", discord.ButtonStyle.success)
        cards = view.hand or ()
        lines.append(say(L, "your-gold", gold=me.gold, stakes=view.stakes, cards=len(cards), limit=view.hand_limit))
        owed = owed_text(me.debts, names, L)
        if owed:
            lines.append(say(L, "your-debts", debts=owed))
        if view.phase == "play":
            if view.weakest_wins:
                lines.append(say(L, "weakest-note"))
            lines.append(say(L, "your-flight", strength=me.flight_strength, flight=flight_text(me.flight, L)))
            others = self._others(view, names, L)
            if others:
                optional.insert(0, others)
                lines.append(others)
        while optional and len(embed.title or "") + len("\n".join(lines)) > HAND_BUDGET:
            lines.remove(optional.pop(0))
        embed.description = clip("\n".join(lines), HAND_BUDGET - len(embed.title or ""))
        if cards:
            items.append(PowersButton(hand.game.id, say(L, "powers-button")))
        return embed, items

    @staticmethod
    def _others(view: SeatView, names: list[str], locale: str) -> str:
        """The other flights' strengths in one line (the table shows their cards)."""
        flights = [
            say(
                locale,
                "other-flight" if p.can_win else "other-flight-cannot-win",
                name=names[p.seat],
                strength=p.flight_strength,
            )
            for p in view.players
            if p.seat != view.seat and not p.eliminated
        ]
        return say(locale, "other-flights", flights=SEPARATOR.join(flights)) if flights else ""

    @staticmethod
    def _ante_text(view: SeatView, names: list[str], me: PlayerView, choosing: bool, locale: str) -> list[str]:
        if choosing:
            return [say(locale, "choose-ante")]
        if me.ante:
            others = [p.seat for p in view.players if not p.anted and not p.eliminated]
            card = card_text(me.ante, locale)
            if others:
                return [say(locale, "your-ante-waiting", card=card, names=bold_names(others, names, locale))]
            return [say(locale, "your-ante", card=card)]
        return [say(locale, "no-ante")]

    @staticmethod
    def _turn_text(view: SeatView, names: list[str], my_turn: bool, locale: str) -> str:
        if my_turn:
            return say(locale, "your-turn", rule=trigger_rule(view, locale))
        if view.waiting is not None:
            prompt = question_text(view.waiting, names, locale, asked=False)
            return say(locale, "is-deciding", name=names[view.waiting.seat], prompt=prompt)
        if view.turn is not None:
            return say(locale, "waiting-to-play", name=names[view.turn])
        return say(locale, "waiting-for-others")

    def _card_controls(self, hand: HandContext, verb: str, style: discord.ButtonStyle) -> list[Any]:
        """A button per card of the hand, enabled when it may be played or anted now.

        Cards whose power would trigger stand out in ``style``; during the ante nothing triggers.
        """
        view: SeatView = hand.view
        legal = set(hand.legal)
        buttons = []
        for card in view.hand or ():  # at most HAND_LIMIT (10) cards: two rows
            action = moves.action(moves.Ante(card.card) if verb == "ante" else moves.Play(card.card))
            buttons.append(
                ActionButton(
                    hand.game.id,
                    hand.stamp,
                    action,
                    short_name(card.card, hand.locale) + (f" {TRIGGER}" if card.triggers else ""),
                    style if card.triggers or verb == "ante" else discord.ButtonStyle.secondary,
                    card_emoji(card.card),
                    disabled=action not in legal,
                )
            )
        return buttons

    def _decision_controls(
        self, hand: HandContext, question: pending.Question, options: Sequence[pending.Choice]
    ) -> list[Any]:
        choices = [
            (
                c.action,
                clip(choice_label(question, c, hand.plain_names, hand.locale), LABEL_LIMIT),
                choice_emoji(c),
                choice_power(question, c, hand.locale),
            )
            for c in options
        ]
        if len(choices) > MAX_BUTTONS:
            return self._selects(hand, choices, say(hand.locale, "choice-select"))
        return [
            ActionButton(
                hand.game.id,
                hand.stamp,
                action,
                text,
                discord.ButtonStyle.secondary if action == "choose:pay" else discord.ButtonStyle.primary,
                emoji,
            )
            for action, text, emoji, _power in choices
        ]

    @staticmethod
    def _selects(hand: HandContext, choices: list[tuple[str, str, str, str | None]], placeholder: str) -> list[Any]:
        """More choices than buttons fit (a Dracolich or Dragonslayer facing crowded flights): up to four
        selects of 25 options, each option saying what its power does where that is the choice."""
        selects = []
        for index in range(0, min(len(choices), MAX_SELECTS * SELECT_OPTIONS), SELECT_OPTIONS):
            chunk = choices[index : index + SELECT_OPTIONS]
            options = [
                discord.SelectOption(label=text, value=action, emoji=emoji, description=power)
                for action, text, emoji, power in chunk
            ]
            selects.append(ActionSelect(hand.game.id, hand.stamp, f"pick{index}", options, placeholder))
        return selects
