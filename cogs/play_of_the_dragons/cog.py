"""``/play-of-the-dragons``: Three-Dragon Ante, drawn as an embed table and a hand of card buttons.

Cards are shown as a colour emoji and a short name with the strength ("🟥 Red 8", "🧙 Archmage 9"),
the same in the log, on the table, in the hand and on a button (there without the emoji). The words
are in ``texts``; the engine's typed views and events only give seats, card ids and numbers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands, ui

from cogs.play_of_the_dragons import texts as T
from discord_ui.app import player_of, tell
from discord_ui.components import ActionButton, ActionSelect, hoard_of, lets_go
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.ids import read_id
from discord_ui.lobby import timer_text
from discord_ui.names import in_code_block
from discord_ui.presenter import COLOUR, HandContext, TableContext, seat_name
from engine.play_of_the_dragons import CARDS, ENGINE, GIVE_OR_PAY, SeatView, events, moves, pending
from engine.play_of_the_dragons.cards import HAND_LIMIT, HAND_SIZE, has_power
from engine.play_of_the_dragons.events import Payment
from engine.play_of_the_dragons.views import Debt, PlayerView, Special
from engine.protocol import Event
from service.games import GameError

#: the rules with the deal and the deck from the engine's own figures
RULES = T.RULES.format(
    start_gold=next(o.default for o in ENGINE.options if o.key == "start_gold"),
    hand=HAND_SIZE,
    limit=HAND_LIMIT,
    cards=len(CARDS),
)

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


# -- how a card looks ---------------------------------------------------------------------------
def card_emoji(card: str) -> str:
    colour = CARDS[card].colour
    return T.COLOUR_EMOJI[colour] if colour else T.SPECIAL_EMOJI[card]


def short_name(card: str) -> str:
    """ "Red 8", "Archmage 9", "Bahamut 13": colour or name, then strength."""
    data = CARDS[card]
    name = T.COLOUR_NAMES[data.colour] if data.colour else T.SPECIAL_NAMES[card]
    return T.CARD_NAME.format(name=name, strength=data.strength)


def card_text(card: str) -> str:
    return f"{card_emoji(card)} {short_name(card)}"


def kind_text(card: str) -> str:
    data = CARDS[card]
    if data.kind == "mortal" or data.alignment is None:
        return T.KIND_MORTAL
    template = T.KIND_GOD if data.kind == "god" else T.KIND_DRAGON
    return template.format(alignment=T.ALIGNMENTS[data.alignment])


def rule_text(card: str) -> str:
    """What the card does, in our words (Tiamat, without a power, by her id)."""
    return T.RULE_TEXTS[CARDS[card].power or card]


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def cards_list(cards: Sequence[str]) -> str:
    return T.LIST_SEPARATOR.join(card_text(c) for c in cards)


def flight_text(cards: Sequence[str]) -> str:
    return T.FLIGHT_SEPARATOR.join(card_text(c) for c in cards) or T.NONE


def owed_text(debts: Sequence[Debt], names: Sequence[str]) -> str:
    """ "6 to the stakes, 5 to ann" ("" without debts)."""
    owed = [T.OWED.format(amount=d.amount, creditor=T.THE_STAKES if d.to is None else names[d.to]) for d in debts]
    return T.LIST_SEPARATOR.join(owed)


def debts_text(debts: Sequence[Debt], names: Sequence[str]) -> str:
    owed = owed_text(debts, names)
    return T.OWES.format(debts=owed) if owed else ""


def special_text(special: Special) -> str:
    if special.colour is not None:
        return T.SPECIAL_COLOUR.format(colour=T.COLOUR_NAMES[special.colour].lower())
    return T.SPECIAL_STRENGTH.format(strength=special.strength)


def cards_word(count: int) -> str:
    return T.CARD_COUNT(count)


def gambits_word(count: int) -> str:
    return T.GAMBITS(count)


def trigger_rule(view: SeatView) -> str:
    if view.previous_strength is None:
        return T.TRIGGER_FIRST
    return T.TRIGGER_AT_MOST.format(strength=view.previous_strength)


def scoresheet(view: SeatView, names: list[str], limit: int = FIELD_LIMIT) -> str:
    """Gold after every gambit as a monospace table in at most ``limit`` characters, the newest rows kept when it
    grows too long (``names`` plain)."""
    short = [in_code_block(n.replace("🤖 ", ""))[:6] for n in names]
    width = max(4, *(len(s) for s in short))
    header = f"{T.SCORESHEET_HEADER:<6} " + " ".join(s.rjust(width) for s in short)
    start = f"{T.SCORESHEET_START:<6} " + " ".join(str(view.options.start_gold).rjust(width) for _ in names)
    rows = [f"{n:<6} " + " ".join(str(g).rjust(width) for g in row) for n, row in enumerate(view.scoresheet, 1)]
    room = min(limit, FIELD_LIMIT) - len("```\n\n```") - len(header) - len(start) - 2
    kept: list[str] = []
    for row in reversed(rows):
        if sum(len(r) + 1 for r in kept) + len(row) + 1 > room:
            break
        kept.insert(0, row)
    return "```\n" + "\n".join([header, start, *kept]) + "\n```"


# -- events and questions in words ---------------------------------------------------------------
def _count_cards(count: int) -> str:
    return T.CARDS_DRAWN(count)


def payment_text(payment: Payment, names: Sequence[str]) -> str:
    where = T.INTO_THE_STAKES if payment.payee is None else T.TO_SEAT.format(seat=seat_name(names, payment.payee))
    template = T.PAYS_AND_OWES if payment.owed else T.PAYS
    return template.format(payer=seat_name(names, payment.payer), paid=payment.paid, where=where, owed=payment.owed)


def payments_text(payments: Sequence[Payment], names: Sequence[str]) -> str:
    return T.PAYMENT_SEPARATOR.join(payment_text(p, names) for p in payments)


def seats_text(seats: Sequence[int], names: Sequence[str], separator: str = T.LIST_SEPARATOR) -> str:
    return separator.join(seat_name(names, s) for s in seats)


def antes_text(antes: Sequence[str | None], names: Sequence[str]) -> str:
    return T.LIST_SEPARATOR.join(
        T.SEAT_CARD.format(seat=seat_name(names, s), card=card_text(c)) for s, c in enumerate(antes) if c
    )


def who(seat: int, host: str, power: str, names: Sequence[str]) -> str:
    """ "**ann**'s ⬛ Black 3", or "**ann**'s 💀 Dracolich 10 (as Black)" for a copied power."""
    if CARDS[host].power == power:
        return T.USES.format(seat=seat_name(names, seat), card=card_text(host))
    return T.USES_COPIED.format(seat=seat_name(names, seat), card=card_text(host), power=T.POWER_NAMES[power])


def describe_event(event: Event, names: Sequence[str]) -> str | None:
    """The sentence for one event of the game."""
    n = names
    if isinstance(event, events.GambitStarted):
        return (T.NEXT_GAMBIT if event.drew else T.FIRST_GAMBIT).format(gambit=event.gambit, drew=event.drew)
    if isinstance(event, events.AnteChosen):
        return T.ANTE_CHOSEN.format(seat=seat_name(n, event.seat))
    if isinstance(event, events.AnteTied):
        return T.ANTE_TIED.format(antes=antes_text(event.antes, n))
    if isinstance(event, events.AnteRevealed):
        payments = payments_text(event.payments, n)
        return T.ANTE_REVEALED.format(antes=antes_text(event.antes, n), amount=event.amount, payments=payments)
    if isinstance(event, events.RoundStarted):
        template = T.TIE_BREAK_ROUND_STARTED if event.tie_break else T.ROUND_STARTED
        reason = T.ROUND_REASONS.get(event.reason, event.reason)
        return template.format(round=event.round, leader=seat_name(n, event.leader), reason=reason)
    if isinstance(event, events.CardPlayed):
        note = T.PLAY_TRIGGERS if event.triggers else T.PLAY_POWERLESS if event.powerless else T.PLAY_TOO_STRONG
        card = card_text(event.card)
        return T.CARD_PLAYED.format(seat=seat_name(n, event.seat), card=card, note=note, strength=event.flight_strength)
    if isinstance(event, events.TurnSkipped):
        return T.TURN_SKIPPED.format(seat=seat_name(n, event.seat))
    if isinstance(event, events.Reshuffled):
        return T.RESHUFFLED
    if isinstance(event, events.CardsBought):
        return T.CARDS_BOUGHT.format(
            seat=seat_name(n, event.seat),
            card=card_text(event.card),
            payment=payment_text(event.payment, n),
            cards=_count_cards(event.drew),
        )
    if isinstance(event, events.ColourFlight):
        return T.COLOUR_FLIGHT.format(
            seat=seat_name(n, event.seat),
            colour=T.COLOUR_NAMES[event.colour].lower(),
            amount=event.amount,
            payments=payments_text(event.payments, n),
        )
    if isinstance(event, events.StrengthFlight):
        return T.STRENGTH_FLIGHT.format(seat=seat_name(n, event.seat), strength=event.strength)
    if isinstance(event, events.StrengthFlightGold):
        return T.STRENGTH_FLIGHT_GOLD.format(seat=seat_name(n, event.seat), gold=event.gold)
    if isinstance(event, events.AnteTaken):
        source = T.ANTE_SOURCES[event.source]
        return T.ANTE_TAKEN.format(seat=seat_name(n, event.seat), cards=cards_list(event.cards), source=source)
    if isinstance(event, events.PowerCopied):
        template = T.POWER_COPIED if event.strength is None else T.POWER_COPIED_MEASURED
        return template.format(
            seat=seat_name(n, event.seat),
            host=card_text(event.host),
            card=card_text(event.card),
            strength=event.strength,
        )
    if isinstance(event, events.OnlyChoice):
        if event.cards:
            named = [card_text(c) for c in event.cards]
        else:
            named = [seat_name(n, event.target)] if event.target is not None else []
        host = card_text(event.host) if event.host else ""
        return T.ONLY_CHOICE[event.question].format(
            seat=seat_name(n, event.seat), host=host, choice=T.LIST_SEPARATOR.join(named)
        )
    if isinstance(event, events.CardThrownAway):
        return T.CARD_THROWN_AWAY.format(seat=seat_name(n, event.seat), card=card_text(event.card))
    if isinstance(event, events.PrincessTriggers):
        return T.PRINCESS_TRIGGERS.format(seat=seat_name(n, event.seat), card=card_text(event.card))
    if isinstance(event, events.NothingToChoose):
        host = card_text(event.host) if event.host else ""
        return T.NOTHING_TO_CHOOSE[event.question].format(seat=seat_name(n, event.seat), host=host)
    if isinstance(event, events.StakesEmptied):
        return T.STAKES_EMPTIED.format(gambit=event.gambit)
    if isinstance(event, events.NoFlightMayWin):
        return T.NO_FLIGHT_MAY_WIN
    if isinstance(event, events.FlightsTied):
        template = T.FLIGHTS_TIED_SETTLED if event.settled else T.FLIGHTS_TIED
        return template.format(seats=seats_text(event.seats, n), strength=event.strength)
    if isinstance(event, events.GambitWon):
        template = T.GAMBIT_WON_WEAKEST if event.weakest else T.GAMBIT_WON_STRONGEST
        winner = seat_name(n, event.winner)
        return template.format(winner=winner, gambit=event.gambit, strength=event.flight_strength, gold=event.gold)
    if isinstance(event, events.DebtRepaid):
        return T.DEBT_REPAID.format(payments=payments_text(event.payments, n))
    if isinstance(event, events.DebtDefaulted):
        return T.DEBT_DEFAULTED.format(payments=payments_text(event.payments, n))
    if isinstance(event, events.Eliminated):
        return T.ELIMINATED.format(seat=seat_name(n, event.seat))
    if isinstance(event, events.GameOver):
        gold = T.LIST_SEPARATOR.join(T.SEAT_GOLD.format(seat=seat_name(n, s), gold=g) for s, g in enumerate(event.gold))
        template = T.GAME_OVER_ONE if len(event.winners) == 1 else T.GAME_OVER_SHARED
        gambits = gambits_word(event.gambits)
        line = template.format(gambits=gambits, gold=gold, winners=seats_text(event.winners, n, T.AND))
        return line + (T.STAKES_LEFT.format(gold=event.stakes_left) if event.stakes_left else "")
    return _describe_power(event, names)


def _describe_power(event: Event, n: Sequence[str]) -> str | None:
    """The sentence for an event of a card's power (they name who uses which card's power)."""
    if isinstance(event, events.GoldTaken):
        return T.GOLD_TAKEN.format(who=who(event.seat, event.host, event.power, n), gold=event.gold)
    if isinstance(event, events.NoEvilDragon):
        return T.NO_EVIL_DRAGON.format(who=who(event.seat, event.host, event.power, n))
    if isinstance(event, events.OpponentsPay):
        payments = payments_text(event.payments, n)
        return T.OPPONENTS_PAY.format(
            who=who(event.seat, event.host, event.power, n), amount=event.amount, payments=payments
        )
    if isinstance(event, events.CardHanded):
        giver, receiver = seat_name(n, event.giver), seat_name(n, event.seat)
        return T.CARD_HANDED.format(who=who(event.seat, event.host, event.power, n), giver=giver, seat=receiver)
    if isinstance(event, events.PaidInstead):
        payment = payment_text(event.payment, n)
        return T.PAID_INSTEAD.format(who=who(event.seat, event.host, event.power, n), payment=payment)
    if isinstance(event, events.CardPulled):
        template = T.CARD_PULLED if event.pulled else T.NO_CARD_PULLED
        return template.format(
            who=who(event.seat, event.host, event.power, n),
            payment=payment_text(event.payment, n),
            seat=seat_name(n, event.seat),
            target=seat_name(n, event.target),
        )
    if isinstance(event, events.MortalSeen):
        template = T.MORTAL_SEEN if event.seen else T.NO_MORTAL_SEEN
        return template.format(who=who(event.seat, event.host, event.power, n), gold=event.gold)
    if isinstance(event, events.CopperSwapped):
        if event.card is None:
            return T.COPPER_STAYS.format(who=who(event.seat, event.host, event.power, n))
        note = T.PLAY_TRIGGERS if event.triggers else T.COPPER_RAN if has_power(event.card) else T.PLAY_POWERLESS
        return T.COPPER_SWAPPED.format(
            who=who(event.seat, event.host, event.power, n), card=card_text(event.card), note=note
        )
    if isinstance(event, events.GoodDragonsDraw):
        return T.GOOD_DRAGONS_DRAW(
            event.good,
            who=who(event.seat, event.host, event.power, n),
            seat=seat_name(n, event.seat),
            cards=_count_cards(event.drew),
        )
    if isinstance(event, events.SilverDraws):
        template = T.SILVER_DRAWS_ONE if len(event.seats) == 1 else T.SILVER_DRAWS if event.seats else T.SILVER_NOBODY
        return template.format(who=who(event.seat, event.host, event.power, n), seats=seats_text(event.seats, n))
    if isinstance(event, events.BahamutCollects):
        template = T.BAHAMUT_COLLECTS if event.payments else T.BAHAMUT_NOBODY
        payments = payments_text(event.payments, n)
        return template.format(who=who(event.seat, event.host, event.power, n), payments=payments)
    if isinstance(event, events.MortalPays):
        return T.MORTAL_PAYS[event.power].format(
            who=who(event.seat, event.host, event.power, n),
            payment=payment_text(event.payment, n),
            seat=seat_name(n, event.seat),
            cards=cards_list(event.cards) or T.NO_GOOD_DRAGON,
            stronger=event.stronger,
            drew=_count_cards(event.drew),
        )
    if isinstance(event, events.DragonSlain):
        return T.DRAGON_SLAIN.format(
            who=who(event.seat, event.host, event.power, n), card=card_text(event.card), owner=seat_name(n, event.owner)
        )
    return None


def question_text(question: pending.Question, names: Sequence[str], asked: bool = True) -> str:
    """What an open question asks, as the hand of the one ``asked`` shows it, or else the table and the others'
    hands (a Green or Brass victim's question says nothing of their hand to the others)."""
    if isinstance(question, pending.BlueChoice):
        return T.QUESTION_BLUE.format(host=card_text(question.host), count=question.count)
    if isinstance(question, pending.Give) and not asked:
        return T.QUESTION_GIVE_PUBLIC.format(
            host=card_text(question.host), to=seat_name(names, question.to), pay=GIVE_OR_PAY
        )
    if isinstance(question, pending.Give):
        wanted = T.WANTED[question.power].format(than=question.than)
        to = seat_name(names, question.to)
        return T.QUESTION_GIVE.format(host=card_text(question.host), to=to, wanted=wanted, pay=GIVE_OR_PAY)
    if isinstance(question, pending.Target):
        return T.QUESTION_TARGET.format(host=card_text(question.host))
    if isinstance(question, pending.Copy):
        return T.QUESTION_COPY[question.source].format(host=card_text(question.host))
    if isinstance(question, pending.Slay):
        return T.QUESTION_SLAY.format(host=card_text(question.host), than=question.than)
    if isinstance(question, pending.Discard):
        return T.QUESTION_DISCARD
    if isinstance(question, pending.Princess):
        return T.QUESTION_PRINCESS
    if isinstance(question, pending.Bronze):
        return T.QUESTION_BRONZE
    return T.QUESTION_GRAB


def choice_label(question: pending.Question, choice: pending.Choice, names: Sequence[str]) -> str:
    """An answer as its button or select option shows it: names plain, cards without emoji."""
    answer = moves.parse_answer(choice.action.removeprefix("choose:"))
    if isinstance(answer, moves.ChooseWord):
        template = {"take": T.CHOICE_TAKE, "others": T.CHOICE_OTHERS, "pay": T.CHOICE_PAY}[answer.word]
        return template.format(amount=choice.amount)
    if isinstance(answer, moves.ChooseSeat):
        return T.CHOICE_TARGET.format(seat=names[answer.seat], strength=choice.amount)
    cards = [short_name(c) for c in answer.cards]
    if len(cards) > 1:
        return T.LIST_SEPARATOR.join(cards)
    [card] = cards
    where = names[choice.seat] if choice.seat is not None else ""
    if isinstance(question, pending.Give):
        return T.CHOICE_GIVE.format(card=card)
    if isinstance(question, pending.Copy) and question.source == "ante":
        return T.CHOICE_ANTE_OF.format(card=card, seat=where)
    if isinstance(question, pending.Copy | pending.Slay):
        return T.CHOICE_FLIGHT_OF.format(card=card, seat=where)
    if isinstance(question, pending.Discard):
        return T.CHOICE_DISCARD.format(card=card)
    if isinstance(question, pending.Princess):
        return T.CHOICE_TRIGGER.format(card=card)
    return T.CHOICE_TAKE_CARD.format(card=card)


def choice_emoji(choice: pending.Choice) -> str:
    if choice.cards:
        return card_emoji(choice.cards[0])
    answer = moves.parse_answer(choice.action.removeprefix("choose:"))
    if isinstance(answer, moves.ChooseSeat):
        return "🎯"
    return CHOICE_EMOJI.get(answer.word, "▫️") if isinstance(answer, moves.ChooseWord) else "▫️"


class PowersButton(ui.DynamicItem[ui.Button], template=r"pd:(?P<game>\d+):powers"):
    """Shows a player privately what each card of their hand does (the hand itself only names the cards)."""

    def __init__(self, game_id: int) -> None:
        button: ui.Button[Any] = ui.Button(
            label=T.POWERS_BUTTON, style=discord.ButtonStyle.secondary, emoji="📜", custom_id=f"pd:{game_id}:powers"
        )
        button.row = 4  # beside the shared Refresh button, under the cards and answers
        super().__init__(button)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(read_id(match["game"]))

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
        seat = live.record.seat_of(player_of(interaction).id)
        if seat is None or live.state is None:
            await tell(interaction, T.NOT_SEATED)
            return
        embed = powers_embed(live.engine.view(live.state, seat))
        await interaction.response.send_message(embed=embed, ephemeral=True)


def powers_embed(view: SeatView) -> discord.Embed:
    """What each card of the seat's hand does, in full (cards of one power together), and the powers an open
    question lets them pick from."""
    embed = discord.Embed(title=T.POWERS_TITLE.format(stage=stage_text(view)), colour=COLOUR)
    lines = power_lines([(c.card, c.triggers) for c in view.hand or ()]) or [T.NO_CARDS]
    if view.pending is not None and view.pending.kind in ("copy", "princess"):
        picks = [card for choice in view.pending.choices for card in choice.cards]
        lines += ["", T.POWERS_CHOICES, *power_lines([(card, False) for card in picks])]
    embed.description = clip("\n".join(lines), DESCRIPTION_LIMIT)
    if any(c.triggers for c in view.hand or ()):
        embed.set_footer(text=T.POWERS_FOOTER.format(trigger=TRIGGER))
    return embed


def power_lines(cards: Sequence[tuple[str, bool]]) -> list[str]:
    """A line per power: "🟦 **Blue 2 ⚡, Blue 9** · evil dragon: Count the evil dragons..."."""
    groups: dict[str, list[tuple[str, bool]]] = {}
    for card, triggers in cards:
        groups.setdefault(CARDS[card].power or card, []).append((card, triggers))
    return [
        T.POWERS_LINE.format(
            emoji=card_emoji(group[0][0]),
            names=T.POWERS_NAME_SEPARATOR.join(short_name(c) + (f" {TRIGGER}" if t else "") for c, t in group),
            kind=kind_text(group[0][0]),
            text=rule_text(group[0][0]),
        )
        for group in groups.values()
    ]


def stage_text(view: SeatView) -> str:
    """ "gambit 2 of 3 · round 1 of 3", "gambit 4 · ante", "final gold"."""
    limit = view.options.gambits
    gambit = (T.GAMBIT_OF if limit else T.GAMBIT_NUMBER).format(gambit=view.gambit, gambits=limit)
    if view.finished:
        return T.STAGE_FINAL
    if view.phase == "ante":
        return T.STAGE_ANTE.format(gambit=gambit)
    if view.round > view.rounds:
        return T.STAGE_TIE_BREAK.format(gambit=gambit, round=view.round)
    return T.STAGE_ROUND.format(gambit=gambit, round=view.round, rounds=view.rounds)


def gambit_summary(view: SeatView, names: Sequence[str]) -> str | None:
    """One line on the gambit just over (the view is of the next one): who took the stakes, everyone's gold."""
    over = view.gambit - 1
    if view.finished or over < 1 or len(view.scoresheet) < over:
        return None
    outcome = None  # (not known when the log has moved past the gambit's end)
    for event in reversed(view.log):
        if isinstance(event, events.GambitStarted) and event.gambit == over:
            break
        if isinstance(event, events.GambitWon) and event.gambit == over:
            template = T.SUMMARY_WON_WEAKEST if event.weakest else T.SUMMARY_WON
            outcome = template.format(winner=names[event.winner], gold=event.gold)
        elif isinstance(event, events.StakesEmptied) and event.gambit == over:
            outcome = T.SUMMARY_EMPTIED
        elif isinstance(event, events.NoFlightMayWin) or (isinstance(event, events.FlightsTied) and event.settled):
            outcome = T.SUMMARY_KEPT
    gold = view.scoresheet[over - 1]
    standings = [
        (T.SUMMARY_OUT if p.eliminated else T.SUMMARY_GOLD).format(name=names[p.seat], gold=gold[p.seat])
        for p in view.players
    ]
    template = T.ROUND_SUMMARY if outcome else T.ROUND_SUMMARY_GOLD
    return template.format(gambit=over, outcome=outcome, gold=T.SUMMARY_SEPARATOR.join(standings))


class PlayOfTheDragonsCog(
    GameCog,
    group_name="play-of-the-dragons",
    group_description=T.GROUP_DESCRIPTION,
):
    engine = ENGINE
    rules_text = RULES
    tagline = T.TAGLINE
    quick_start = T.QUICK_START
    score_unit = T.GOLD
    illegal_texts = T.ILLEGAL
    option_words = T.OPTIONS
    recent_events = 12  # one card can set off several powers' events
    emoji = "🪙"

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(PowersButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(PowersButton)

    @app_commands.command(name="new", description=T.NEW_DESCRIPTION)
    @app_commands.describe(
        start_gold=T.NEW_START_GOLD,
        gambits=T.NEW_GAMBITS,
        lead_tie_keeps_leader=T.NEW_LEAD_TIE,
        timer=T.NEW_TIMER,
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
        return describe_event(event, names)

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: SeatView) -> str:
        return f"gambit-{view.gambit}"

    def round_summary(self, table: TableContext) -> str | None:
        return gambit_summary(table.view, table.names)

    def table_embed(self, table: TableContext) -> discord.Embed:
        view: SeatView = table.view
        names = table.names
        embed = discord.Embed(title=T.TITLE.format(stage=stage_text(view)), description=self._situation(table))
        embed.colour = COLOUR
        embed.set_footer(text=self._house_rules(table))
        if view.finished:
            embed.add_field(name=T.FINAL_GOLD, value=self._standings(table), inline=False)
            room = TABLE_BUDGET - len(embed) - len(T.SCORESHEET) - len(T.WHAT_HAPPENED) - FINAL_LOG
            embed.add_field(name=T.SCORESHEET, value=scoresheet(view, table.plain_names, room), inline=False)
        else:
            for field in self._player_fields(view, names, TABLE_BUDGET - len(embed) - LOG_ROOM):
                embed.add_field(**field, inline=True)
        log = self._log(table, min(FIELD_LIMIT, TABLE_BUDGET - len(embed) - len(T.WHAT_HAPPENED)))
        if log:
            embed.add_field(name=T.WHAT_HAPPENED, value=log, inline=False)
        return embed

    def _situation(self, table: TableContext) -> str:
        """What is going on and who is to act, in a few plain lines."""
        view: SeatView = table.view
        names = table.names
        if view.finished:
            return T.GAME_OVER.format(gambits=gambits_word(view.gambit)) + "\n" + self._winners(table)
        if view.phase == "ante":
            marks = [
                (T.ANTED_MARK if p.anted else T.CHOOSING_MARK).format(name=names[p.seat])
                for p in view.players
                if not p.eliminated
            ]
            return "\n".join([T.STAKES_LINE.format(stakes=view.stakes), T.ANTE_LINE, T.MARK_SEPARATOR.join(marks)])
        goal = T.GOAL_WEAKEST if view.weakest_wins else T.GOAL_STRONGEST
        lines = [T.LEADS_LINE.format(stakes=view.stakes, name=names[view.leader], goal=goal)]
        if view.waiting is not None:
            prompt = question_text(view.waiting, names, asked=False)
            lines.append(T.MUST_DECIDE.format(name=names[view.waiting.seat], prompt=prompt))
        elif view.turn is not None:
            lines.append(T.TO_PLAY.format(name=names[view.turn], rule=trigger_rule(view)))
        return "\n".join(lines)

    def _player_fields(self, view: SeatView, names: list[str], room: int) -> list[dict[str, str]]:
        """A field per player in about ``room`` characters: the longest flights list only their newest cards
        when the flights grow long."""
        shown = {p.seat: len(p.flight) for p in view.players}
        while True:
            fields = [self._player_field(view, p, names, shown[p.seat]) for p in view.players]
            longest = max(shown, key=lambda seat: shown[seat])
            if sum(len(f["name"]) + len(f["value"]) for f in fields) <= room or shown[longest] <= 1:
                return fields
            shown[longest] -= 1

    @staticmethod
    def _player_field(view: SeatView, player: PlayerView, names: list[str], shown: int) -> dict[str, str]:
        """A player's gold, cards, debts, ante and flight (its newest ``shown`` cards by name)."""
        seat = player.seat
        marks = ""
        if view.phase == "play" and seat == view.leader:
            marks += T.MARK_LEADER
        if seat in view.to_act and not view.finished:
            marks += T.MARK_DECIDING if view.waiting else T.MARK_PLAYING
        if seat in view.winners:
            marks += T.MARK_WINNER
        if player.eliminated:
            return {
                "name": T.ELIMINATED_NAME.format(name=names[seat]),
                "value": T.OUT_OF_THE_GAME.format(gold=player.gold),
            }
        lines = [T.PLAYER_GOLD.format(gold=player.gold, cards=cards_word(player.hand_size))]
        debts = debts_text(player.debts, names)
        if debts:
            lines.append(T.DEBTS_LINE.format(debts=debts))
        if view.phase != "ante":  # (during the ante the description marks who has chosen)
            lines.append(T.ANTE_SHOWN.format(card=card_text(player.ante) if player.ante else T.NONE))
            lines.append(T.FLIGHT_STRENGTH.format(strength=player.flight_strength))
            if shown < len(player.flight):
                lines.append(T.FLIGHT_EARLIER.format(count=len(player.flight) - shown))
            lines += [card_text(card) for card in player.flight[len(player.flight) - shown :]]
            if player.flight and not player.can_win:
                lines.append(T.CANNOT_WIN)
        lines += [T.SPECIAL_LINE.format(special=special_text(s)) for s in player.specials]
        if view.priest == seat:
            lines.append(T.PRIEST_LEADS)
        return {"name": clip(f"{marks}{names[seat]}", 256), "value": clip("\n".join(lines), FIELD_LIMIT)}

    @staticmethod
    def _winners(table: TableContext) -> str:
        view: SeatView = table.view
        names = table.names
        winners = [r["seat"] for r in table.results if r["placement"] == 1] or list(view.winners)
        if not winners:
            return ""
        gold = view.players[winners[0]].gold
        who = T.WINNER_SEPARATOR.join(names[s] for s in winners)
        return (T.WINS_ONE if len(winners) == 1 else T.WINS_SHARED).format(names=who, gold=gold)

    @staticmethod
    def _standings(table: TableContext) -> str:
        view: SeatView = table.view
        names = table.names
        placement = {r["seat"]: r["placement"] for r in table.results}
        medals = {1: "🥇", 2: "🥈", 3: "🥉"}
        order = sorted(view.players, key=lambda p: (placement.get(p.seat, 99), p.seat))
        lines = []
        for player in order:
            place = placement.get(player.seat)
            mark = medals.get(place, T.PLACE.format(place=place)) if place else T.NO_PLACE
            out = T.STANDING_OUT if player.eliminated else ""
            lines.append(T.STANDING.format(mark=mark, name=names[player.seat], gold=player.gold, out=out))
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
        log = [line for line in (describe_event(e, table.names) for e in view.log) if line]
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
        end = T.END_AFTER(options.gambits)
        ties = T.TIES_KEEP if options.lead_tie_keeps_leader else T.TIES_UNTIED
        return T.HOUSE_RULES.format(
            end=end if options.gambits else T.END_BROKE,
            ties=ties,
            timer=timer_text(table.game.turn_seconds),
            deck=view.deck_size,
            discard=view.discard_size,
        )

    # -- a player's hand --------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view: SeatView = hand.view
        names, seat = hand.names, hand.seat
        me = view.players[seat]
        embed = discord.Embed(title=T.HAND_TITLE.format(stage=stage_text(view)), colour=COLOUR)
        if view.finished:
            embed.description = T.HAND_GAME_OVER.format(gold=me.gold)
            return embed, []
        if me.eliminated:
            embed.description = T.HAND_ELIMINATED
            return embed, []
        items: list[Any]
        optional: list[str] = []  # what goes first when the view grows too long
        if view.pending is not None:
            question = view.pending.question
            lines = [T.YOUR_DECISION.format(prompt=question_text(question, names))]
            optional.append(T.DECISION_HELP[question.kind])
            lines.append(optional[-1])
            items = self._decision_controls(hand, question, view.pending.choices)
        elif view.phase == "ante":
            lines = self._ante_text(view, names, me, bool(hand.legal))
            items = self._card_controls(hand, "ante", discord.ButtonStyle.primary)
        else:
            lines = [self._turn_text(view, names, bool(hand.legal))]
            items = self._card_controls(hand, "play", discord.ButtonStyle.success)
        cards = view.hand or ()
        lines.append(
            T.YOUR_GOLD.format(gold=me.gold, stakes=view.stakes, cards=cards_word(len(cards)), limit=view.hand_limit)
        )
        owed = owed_text(me.debts, names)
        if owed:
            lines.append(T.YOUR_DEBTS.format(debts=owed))
        if view.phase == "play":
            if view.weakest_wins:
                lines.append(T.WEAKEST_NOTE)
            lines.append(T.YOUR_FLIGHT.format(strength=me.flight_strength, flight=flight_text(me.flight)))
            others = self._others(view, names)
            if others:
                optional.insert(0, others)
                lines.append(others)
        while optional and len(embed.title or "") + len("\n".join(lines)) > HAND_BUDGET:
            lines.remove(optional.pop(0))
        embed.description = clip("\n".join(lines), HAND_BUDGET - len(embed.title or ""))
        if cards:
            items.append(PowersButton(hand.game.id))
        return embed, items

    @staticmethod
    def _others(view: SeatView, names: list[str]) -> str:
        """The other flights' strengths in one line (the table shows their cards)."""
        flights = [
            T.OTHER_FLIGHT.format(
                name=names[p.seat], strength=p.flight_strength, mark="" if p.can_win else T.CANNOT_WIN_MARK
            )
            for p in view.players
            if p.seat != view.seat and not p.eliminated
        ]
        return T.OTHER_FLIGHTS.format(flights=T.FLIGHT_SEPARATOR.join(flights)) if flights else ""

    @staticmethod
    def _ante_text(view: SeatView, names: list[str], me: PlayerView, choosing: bool) -> list[str]:
        if choosing:
            return [T.CHOOSE_ANTE]
        if me.ante:
            others = [names[p.seat] for p in view.players if not p.anted and not p.eliminated]
            wait = T.WAITING_FOR.format(names=T.NAME_SEPARATOR.join(others)) if others else ""
            return [T.YOUR_ANTE.format(card=card_text(me.ante), wait=wait)]
        return [T.NO_ANTE]

    @staticmethod
    def _turn_text(view: SeatView, names: list[str], my_turn: bool) -> str:
        if my_turn:
            return T.YOUR_TURN.format(rule=trigger_rule(view))
        if view.waiting is not None:
            prompt = question_text(view.waiting, names, asked=False)
            return T.IS_DECIDING.format(name=names[view.waiting.seat], prompt=prompt)
        if view.turn is not None:
            return T.WAITING_TO_PLAY.format(name=names[view.turn])
        return T.WAITING_FOR_OTHERS

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
                    short_name(card.card) + (f" {TRIGGER}" if card.triggers else ""),
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
                clip(choice_label(question, c, hand.plain_names), LABEL_LIMIT),
                choice_emoji(c),
                choice_power(question, c),
            )
            for c in options
        ]
        if len(choices) > MAX_BUTTONS:
            return self._selects(hand, choices, T.CHOICE_SELECT)
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


def choice_power(question: pending.Question, choice: pending.Choice) -> str | None:
    """What the power a choice picks does, in short (for a select option's description), when a power is picked."""
    if not isinstance(question, pending.Copy | pending.Princess) or len(choice.cards) != 1:
        return None
    card = choice.cards[0]
    return clip(T.POWER_SUMMARY[CARDS[card].power or card], DESCRIPTION_OPTION_LIMIT)
