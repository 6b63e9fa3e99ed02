"""A seat's private view of Play of the Dragons: its situation in a few lines, its cards as buttons, its answers
to the questions the cards' powers ask."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from cogs.play_of_the_dragons.events import (
    choice_emoji,
    choice_label,
    question_text,
)
from cogs.play_of_the_dragons.powers import (
    PowersButton,
)
from cogs.play_of_the_dragons.words import (
    SEPARATOR,
    SPOILS,
    TRIGGER,
    bold_names,
    card_emoji,
    card_text,
    cards_list,
    choice_power,
    flight_text,
    owed_text,
    say,
    short_name,
    stage_text,
    trigger_rule,
)
from discord_ui.components import ActionButton, ActionSelect, Item
from discord_ui.drawing import Sheet
from discord_ui.formatting import clip
from discord_ui.presenter import HandContext
from engine.play_of_the_dragons import SeatView, moves, pending
from engine.play_of_the_dragons.views import Exchange, PlayerView

#: most components a hand may use: four rows of five (the fifth row is the shared Refresh row)
MAX_BUTTONS = 20
MAX_SELECTS = 4
SELECT_OPTIONS = 25
LABEL_LIMIT = 80
#: the most characters a private view shows of its own (the shared "since your last move" field comes on top)
HAND_BUDGET = 360


class PrivateView:
    """A seat's private view (a part of the game's cog)."""

    def draw_hand(self, hand: HandContext) -> Sheet:
        view: SeatView = hand.view
        names, seat, L = hand.names, hand.seat, hand.locale
        me = view.players[seat]
        sheet = Sheet(say(L, "hand-title", stage=stage_text(view, L)))
        if view.finished:
            sheet.lines = [say(L, "hand-game-over", gold=me.gold)]
            return sheet
        if me.eliminated:
            sheet.lines = [say(L, "hand-eliminated")]
            return sheet
        items: list[Item]
        optional: list[str] = []  # what goes first when the view grows too long
        learned = [self._exchange_text(e, seat, names, L) for e in view.exchanges]
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
        lines[:0] = learned
        cards = view.hand or ()
        lines.append(say(L, "your-gold", gold=me.gold, stakes=view.stakes, cards=len(cards), limit=view.hand_limit))
        owed = owed_text(me.debts, names, L)
        if owed:
            lines.append(say(L, "your-debts", debts=owed))
        if view.phase == "play":
            if view.weakest_wins:
                lines.append(say(L, "weakest-note"))
            key = "your-flight" if me.can_win else "your-flight-cannot-win"
            lines.append(say(L, key, strength=me.flight_strength, flight=flight_text(me.flight, L)))
            spoiling = [c.card for c in cards if c.spoils and view.turn == seat]
            if spoiling:  # the god rules' trap, said where the card is chosen
                lines.append(say(L, "spoils-warning", cards=cards_list(spoiling, L)))
            others = self._others(view, names, L)
            if others:
                optional.insert(0, others)
                lines.append(others)
        while optional and len(sheet.title) + len("\n".join(lines)) > HAND_BUDGET:
            lines.remove(optional.pop(0))
        sheet.lines = [clip("\n".join(lines), HAND_BUDGET - len(sheet.title))]
        if cards:
            items.append(PowersButton(hand.game.id, say(L, "powers-button")))
        sheet.controls = items
        return sheet

    @staticmethod
    def _exchange_text(exchange: Exchange, seat: int, names: list[str], locale: str) -> str:
        """What the seat learned of a hidden card it gave or took: "🤖 Ember took your 🟤 Bronze 7"."""
        given = exchange.giver == seat
        if exchange.power == "red":  # pulled at random
            key = "exchange-taken-from-you" if given else "exchange-you-took"
        else:  # handed over to Green or Brass
            key = "exchange-you-handed" if given else "exchange-handed-you"
        other = names[exchange.taker if given else exchange.giver]
        return say(locale, key, name=other, card=card_text(exchange.card, locale))

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
                    short_name(card.card, hand.locale)
                    + (f" {SPOILS}" if card.spoils and verb == "play" else "")
                    + (f" {TRIGGER}" if card.triggers else ""),
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
