"""``/red-dragon``: the trick-taking game, drawn as an embed table and a hand of card buttons."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from discord_ui import i18n
from discord_ui.components import ActionButton, ActionSelect, Item
from discord_ui.drawing import Log, Sheet
from discord_ui.formatting import column_name, short_name, signed
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.presenter import HandContext, TableContext
from discord_ui.translator import command_text
from engine.protocol import FORCED_CHOICES, Event
from engine.red_dragon import (
    DECK,
    ENGINE,
    PENALTY,
    PENALTY_SUIT,
    TABLES,
    LastTrick,
    PlayedCard,
    SeatView,
    moves,
    rank,
    sort_key,
    suit,
)
from engine.red_dragon import events as ev

#: what every seat must not miss: the stock revealed, who leads, tricks won, rounds scored and dealt, the end (the
#: cards played and drafted one by one are seen in the trick and the stock)
IMPORTANT = (ev.StockRevealed, ev.PlayBegins, ev.TrickWon, ev.RoundScored, ev.Sweep, ev.RoundDealt, ev.GameOver)
#: the suits' symbols (shown before a card's number): a shape of its own for each suit, not only a colour
SUIT_EMOJI = {"R": "🔥", "Y": "⭐", "G": "🍀", "B": "💧"}
SUIT_STYLE = {
    "R": discord.ButtonStyle.danger,
    "Y": discord.ButtonStyle.secondary,
    "G": discord.ButtonStyle.success,
    "B": discord.ButtonStyle.primary,
}
#: the red card that costs more than its number (the red 11)
COSTLY = next(c for c in DECK if suit(c) == PENALTY_SUIT and PENALTY[c] != rank(c))
#: the most characters the table's embed should hold (title, description, fields, footer)
TABLE_CHARACTERS = 1000
#: names longer than this are cut short on the table and in the private view
NAME_CHARACTERS = 16
#: the least room worth giving the table's "Recent" field
RECENT_MINIMUM = 40
#: the Babel locale of a catalog whose name is not one (the pseudo-locale is English underneath)
#: the parts of a line that lists things side by side (a player's facts, a trick's cards, the stock's marks)
APART = " · "


@functools.cache  # a hand's and a trick's cards are labelled on every move: sixty labels, made once each
def card_label(card: str) -> str:
    """Short label for messages, e.g. ``🔥11``: the suit's symbol and the number, the same in every language."""
    return f"{SUIT_EMOJI[suit(card)]}{rank(card)}"


@functools.lru_cache(maxsize=1024)  # sixty cards in each locale, drawn into every stock select
def card_option_label(card: str, locale: str) -> str:
    """A card in a select: its number, and what it costs if it is red."""
    penalty = PENALTY[card]
    if penalty:
        return i18n.text(locale, "red-dragon-card-option-cost", rank=rank(card), penalty=penalty)
    return str(rank(card))


def card_option(card: str, action: str, locale: str) -> discord.SelectOption:
    return discord.SelectOption(label=card_option_label(card, locale), value=action, emoji=SUIT_EMOJI[suit(card)])


def card_button(game_id: int, stamp: int, action: str, card: str, disabled: bool) -> ActionButton:
    return ActionButton(
        game_id,
        stamp,
        action,
        str(rank(card)),
        SUIT_STYLE[suit(card)],
        SUIT_EMOJI[suit(card)],
        disabled=disabled,
    )


def cards_text(cards: Sequence[str]) -> str:
    return " ".join(card_label(c) for c in cards) or "—"


def trick_text(trick: Sequence[PlayedCard], names: Sequence[str]) -> str:
    return APART.join(f"{names[p.seat]} {card_label(p.card)}" for p in trick)


def tricks_text(tricks: int, penalty: int, locale: str) -> str:
    """``no tricks``, ``1 trick``, ``3 tricks, red −7`` (no red part without red points)."""
    if penalty:
        return i18n.text(locale, "red-dragon-tricks-red", count=tricks, penalty=penalty)
    return i18n.text(locale, "red-dragon-tricks", count=tricks)


def parts_text(tricks: int, red: int, bonus: int, value: int, locale: str) -> str:
    """Where a round's points came from: ``3 tricks × 5, red −7``, ``no trick, bonus +25`` or ``no trick``."""
    if tricks and red:
        return i18n.text(locale, "red-dragon-parts-tricks-red", count=tricks, value=value, red=red)
    if tricks:
        return i18n.text(locale, "red-dragon-parts-tricks", count=tricks, value=value)
    if bonus:
        return i18n.text(locale, "red-dragon-parts-bonus", bonus=bonus)
    return i18n.text(locale, "red-dragon-parts-none")


def last_trick_line(last: LastTrick, names: Sequence[str], locale: str) -> str:
    """The last trick in one line, for a private view."""
    message = "red-dragon-hand-last-trick-red" if last.penalty else "red-dragon-hand-last-trick"
    return i18n.text(
        locale, message, cards=trick_text(last.cards, names), winner=names[last.winner], penalty=last.penalty
    )


def scoresheet(view: SeatView, names: list[str], locale: str) -> str:
    """The scoresheet as a monospace table: a row per round and the totals (``names`` plain)."""
    short = [column_name(n, 7) for n in names]
    width = max(5, *(len(s) for s in short))
    header = i18n.text(locale, "red-dragon-sheet-round").ljust(3) + " " + " ".join(s.rjust(width) for s in short)
    lines = [header]
    for number, row in enumerate(view.rows, start=1):
        lines.append(f"{number:>3} " + " ".join(signed(p, locale).rjust(width) for p in row))
    total = i18n.text(locale, "red-dragon-sheet-total").ljust(3)
    lines.append(total + " " + " ".join(signed(t, locale).rjust(width) for t in view.totals))
    return "```\n" + "\n".join(lines) + "\n```"


def describe(event: Event, names: Sequence[str], locale: str) -> str | None:
    """The sentence for one Red Dragon event, in ``locale``."""
    if isinstance(event, ev.StockReady):
        return i18n.text(locale, "red-dragon-event-stock-ready", player=names[event.seat])
    if isinstance(event, ev.StockRevealed):
        return i18n.text(locale, "red-dragon-event-stock-revealed", cards=cards_text(sorted(event.cards, key=sort_key)))
    if isinstance(event, ev.CardDrafted):
        return i18n.text(locale, "red-dragon-event-card-drafted", player=names[event.seat], card=card_label(event.card))
    if isinstance(event, ev.LastCardTaken):
        return i18n.text(locale, "red-dragon-event-last-card", player=names[event.seat], card=card_label(event.card))
    if isinstance(event, ev.PlayBegins):
        return i18n.text(locale, "red-dragon-event-play-begins", round=event.round, player=names[event.leader])
    if isinstance(event, ev.CardPlayed):
        return i18n.text(locale, "red-dragon-event-card-played", player=names[event.seat], card=card_label(event.card))
    if isinstance(event, ev.TrickWon):
        message = "red-dragon-event-trick-won-red" if event.penalty else "red-dragon-event-trick-won"
        return i18n.text(locale, message, player=names[event.winner], penalty=event.penalty)
    if isinstance(event, ev.RoundScored):
        if event.tricks:  # events stored before the parts were kept give the points alone
            points = [
                i18n.text(
                    locale,
                    "red-dragon-event-round-points-parts",
                    player=names[s],
                    points=signed(p, locale),
                    parts=parts_text(event.tricks[s], event.red[s], event.bonus[s], event.trick_value, locale),
                )
                for s, p in enumerate(event.points)
            ]
        else:
            points = [
                i18n.text(locale, "red-dragon-event-round-points", player=names[s], points=signed(p, locale))
                for s, p in enumerate(event.points)
            ]
        return i18n.text(locale, "red-dragon-event-round-scored", round=event.round, points=i18n.listed(points, locale))
    if isinstance(event, ev.Sweep):
        return i18n.text(locale, "red-dragon-event-sweep", player=names[event.seat])
    if isinstance(event, ev.GameOver):
        return i18n.text(locale, "red-dragon-event-game-over")
    if isinstance(event, ev.RoundDealt):
        return i18n.text(locale, "red-dragon-event-round-dealt", round=event.round)
    return None


def rules_figures() -> dict[str, int]:
    """The figures the rules (``red-dragon-rules``) quote, from the engine's data (deck, stock, trick values, the
    no-trick bonus table), so the text and the scoring cannot differ."""
    ranks = sorted({rank(card) for card in DECK})
    figures = {"cards": len(DECK), "low": ranks[0], "high": ranks[-1]}
    for players, table in TABLES.items():
        figures[f"stock_{players}"] = table.stock
        figures[f"trick_{players}"] = table.trick_value
        for count, bonus in enumerate(table.zero_trick_bonus, start=1):
            figures[f"bonus_{players}_{count}"] = bonus
    return figures


class RedDragonCog(GameCog, group_name="red-dragon", group_description=command_text("command-red-dragon.description")):
    engine = ENGINE
    emoji = "🐉"
    hidden_options = (FORCED_CHOICES.key,)  # not a house rule: every new game takes the draft's last card for you

    @app_commands.command(name="new", description=command_text("command-red-dragon-new.description"))
    @app_commands.describe(
        timer=command_text("command-red-dragon-new-timer.description"),
        thread=command_text("command-game-new-thread.description"),
    )
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(self, interaction: discord.Interaction, timer: int | None = None, thread: bool | None = None) -> None:
        await self.open_lobby(interaction, {}, timer, thread)

    def rules_arguments(self) -> Mapping[str, Any]:
        return rules_figures()

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return describe(event, names, locale)

    def important(self, event: Event, seat: int) -> bool:
        return super().important(event, seat) or isinstance(event, IMPORTANT)

    def describe_for(self, event: Event, seat: int, names: Sequence[str], locale: str) -> str | None:
        if isinstance(event, ev.LastCardTaken) and event.seat == seat:
            return i18n.text(locale, "red-dragon-event-last-card-yours", card=card_label(event.card))
        return None

    def revealed_hand(self, view: SeatView, locale: str) -> str | None:
        return cards_text(view.hand) if view.hand else None

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: SeatView) -> str:
        return f"round-{view.round}"

    def round_summary(self, table: TableContext) -> str | None:
        """The round just over (the table is already showing the next one): each player's points, where they came
        from (tricks, red points, the no-trick bonus) and their total."""
        view: SeatView = table.view
        if not view.rows or len(view.last_round) != len(table.names):
            return None
        points = APART.join(
            table.text(
                "red-dragon-round-summary-points",
                name=short_name(name, NAME_CHARACTERS),
                points=signed(p, table.locale),
                parts=parts_text(part.tricks, part.red, part.bonus, view.trick_value, table.locale),
                total=signed(t, table.locale),
            )
            for name, p, part, t in zip(table.names, view.rows[-1], view.last_round, view.totals, strict=False)
        )
        return table.text("red-dragon-round-summary", round=len(view.rows), rounds=view.rounds, points=points)

    def draw_table(self, table: TableContext) -> Sheet:
        view: SeatView = table.view
        names = [short_name(n, NAME_CHARACTERS) for n in table.names]
        over = view.over
        if over:
            title = table.text("red-dragon-table-title-over")
        else:
            title = table.text("red-dragon-table-title", round=view.round, rounds=view.rounds)
        sheet = Sheet(title, [self._phase_text(table, names)], budget=TABLE_CHARACTERS)
        if over:
            scores = scoresheet(view, table.plain_names, table.locale)
            sheet.add(table.text("red-dragon-table-scoresheet"), scores)
        else:
            sheet.add(table.text("red-dragon-table-players"), self._players(view, names, table.locale))
        last = view.last_trick
        if last:
            message = "red-dragon-table-last-trick-cards-red" if last.penalty else "red-dragon-table-last-trick-cards"
            value = table.text(
                message, cards=trick_text(last.cards, names), winner=names[last.winner], penalty=last.penalty
            )
            sheet.add(table.text("red-dragon-table-last-trick"), value)
        seconds = table.game.turn_seconds
        if seconds >= 60:
            timer = table.text("red-dragon-timer-minutes", minutes=seconds // 60)
        else:
            timer = (
                table.text("red-dragon-timer-seconds", seconds=seconds)
                if seconds
                else table.text("red-dragon-timer-off")
            )
        sheet.footer = table.text(
            "red-dragon-footer",
            trick_value=view.trick_value,
            costly=card_label(COSTLY),
            costly_penalty=PENALTY[COSTLY],
            timer=timer,
        )
        sheet.log = Log(table.text("red-dragon-table-recent"), table.recent, least=RECENT_MINIMUM)
        return sheet

    @staticmethod
    def _players(view: SeatView, names: Sequence[str], locale: str) -> str:
        lines = []
        for seat, name in enumerate(names):
            parts = []
            if view.phase == "play" or view.tricks[seat]:
                parts.append(tricks_text(view.tricks[seat], view.penalties[seat], locale))
            parts.append(i18n.text(locale, "red-dragon-table-in-hand", count=view.hand_counts[seat]))
            if view.rows:  # no total before the first round is scored
                parts.append(i18n.text(locale, "red-dragon-table-total", total=signed(view.totals[seat], locale)))
            message = "red-dragon-table-player-first" if seat == view.first_player else "red-dragon-table-player"
            lines.append(i18n.text(locale, message, name=name, parts=APART.join(parts)))
        return "\n".join(lines)

    def _phase_text(self, table: TableContext, names: Sequence[str]) -> str:
        view: SeatView = table.view
        if view.over:
            if view.sweep is not None:  # why the game ended early (the places are in the standings)
                return table.text("red-dragon-table-sweep", name=names[view.sweep])
            return table.text("red-dragon-table-game-over")
        if view.phase == "stock":
            marks = APART.join(f"{'✅' if ready else '⏳'} {names[s]}" for s, ready in enumerate(view.stock_ready))
            return table.text("red-dragon-table-stock", count=view.stock_size, marks=marks)
        if view.phase == "draft":
            upcoming = " → ".join(names[s] for s in view.draft_order[:6])
            return table.text(
                "red-dragon-table-draft", cards=cards_text(sorted(view.stock, key=sort_key)), upcoming=upcoming
            )
        turn = names[view.to_act[0]] if view.to_act else "?"
        if not view.trick or view.led_suit is None:
            return table.text("red-dragon-table-leads-next", name=turn)
        led = SUIT_EMOJI[view.led_suit]
        return table.text("red-dragon-table-trick", suit=led, trick=trick_text(view.trick, names), name=turn)

    # -- a player's hand --------------------------------------------------------------------
    def draw_hand(self, hand: HandContext) -> Sheet:
        view: SeatView = hand.view
        names = [short_name(n, NAME_CHARACTERS) for n in hand.names]
        seat, locale = hand.seat, hand.locale
        total = signed(view.totals[seat], locale)
        title = hand.text("red-dragon-hand-title", round=view.round, rounds=view.rounds)
        sheet = Sheet(title)
        items = sheet.controls
        game_id, stamp = hand.game.id, hand.stamp
        own = view.hand or ()
        if view.over:
            sheet.lines = [hand.text("red-dragon-hand-over", total=total)]
            return sheet
        offered = [(a, moves.parse(a)) for a in hand.legal]
        if view.phase in ("stock", "draft"):
            if view.phase == "stock":
                sheet.lines = [self._stock(hand, names, offered, items)]
            else:
                my_pick = bool(offered)
                for card in sorted(view.stock, key=sort_key):
                    items.append(card_button(game_id, stamp, moves.take(card), card, disabled=not my_pick))
                nxt = names[view.draft_order[0]] if view.draft_order else "?"
                sheet.lines = [
                    hand.text("red-dragon-hand-your-pick")
                    if my_pick
                    else hand.text("red-dragon-hand-other-picks", name=nxt)
                ]
            sheet.add(hand.text("red-dragon-hand-your-cards"), cards_text(own))
            if view.rows:
                sheet.footer = hand.text("red-dragon-hand-total", total=total)
            return sheet
        playable = {m.card for _, m in offered if isinstance(m, moves.Play)}
        for card in own:
            items.append(card_button(game_id, stamp, moves.play(card), card, disabled=card not in playable))
        trick = trick_text(view.trick, names)
        last = last_trick_line(view.last_trick, names, locale) if view.last_trick else ""
        waiting = names[view.to_act[0]] if view.to_act else "?"
        if playable and view.trick and view.led_suit is not None:
            lines = [hand.text("red-dragon-hand-follow", suit=SUIT_EMOJI[view.led_suit], trick=trick)]
        elif playable:
            lines = [hand.text("red-dragon-hand-lead"), last]
        elif view.trick:
            lines = [hand.text("red-dragon-hand-waiting-trick", trick=trick, name=waiting)]
        else:
            lines = [hand.text("red-dragon-hand-waiting-lead", name=waiting), last]
        sheet.lines = lines
        tricks = tricks_text(view.tricks[seat], view.penalties[seat], locale)
        if view.rows:
            footer = hand.text("red-dragon-hand-footer", tricks=tricks, total=total)
        else:
            footer = hand.text("red-dragon-hand-footer-first-round", tricks=tricks)
        sheet.footer = footer
        return sheet

    @staticmethod
    def _stock(hand: HandContext, names: Sequence[str], offered: list[tuple[str, Any]], items: list[Item]) -> str:
        """The stock phase's words: the select of cards still to give, or what was given and whom it waits for."""
        view: SeatView = hand.view
        chosen = view.stock_chosen or ()
        need = view.stock_size - len(chosen)
        if need > 0 and offered:
            options = [card_option(m.card, a, hand.locale) for a, m in offered]
            placeholder = hand.text("red-dragon-hand-stock-select", count=need)
            items.append(ActionSelect(hand.game.id, hand.stamp, "stock", options, placeholder, need, need))
            return hand.text("red-dragon-hand-stock-choose", count=need)
        waiting = [
            hand.text("red-dragon-hand-waiting-name", name=names[s])
            for s, ready in enumerate(view.stock_ready)
            if not ready
        ]
        return hand.text(
            "red-dragon-hand-stock-chosen",
            cards=cards_text(sorted(chosen, key=sort_key)),
            names=i18n.listed(waiting, hand.locale) if waiting else "?",
        )
