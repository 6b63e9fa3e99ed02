"""``/red-dragon``: the trick-taking game, drawn as an embed table and a hand of card buttons."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.red_dragon import texts
from discord_ui.components import ActionButton, ActionSelect
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.names import in_code_block
from discord_ui.presenter import COLOUR, HandContext, TableContext, seat_name
from engine.protocol import Event
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


def signed(amount: int) -> str:
    """``+12``, ``−4`` (a true minus sign) or ``0``."""
    if amount > 0:
        return texts.PLUS.format(amount=amount)
    if amount < 0:
        return texts.MINUS.format(amount=-amount)
    return texts.ZERO


def short_name(name: str, limit: int = NAME_CHARACTERS) -> str:
    """``name``, cut to ``limit`` characters (ending in "…") where room is scarce."""
    return name if len(name) <= limit else texts.SHORT_NAME.format(start=name[: limit - 1].rstrip())


@functools.cache  # a hand's and a trick's cards are labelled on every move: sixty labels, made once each
def card_label(card: str) -> str:
    """Short label for messages, e.g. ``🔥11``."""
    return texts.CARD.format(suit=texts.SUIT_EMOJI[suit(card)], rank=rank(card))


def card_option(card: str, action: str) -> discord.SelectOption:
    penalty = PENALTY[card]
    label = (
        texts.CARD_OPTION_COST.format(rank=rank(card), penalty=penalty)
        if penalty
        else texts.CARD_OPTION.format(rank=rank(card))
    )
    return discord.SelectOption(label=label, value=action, emoji=texts.SUIT_EMOJI[suit(card)])


def card_button(game_id: int, stamp: int, action: str, card: str, disabled: bool) -> ActionButton:
    return ActionButton(
        game_id,
        stamp,
        action,
        str(rank(card)),
        SUIT_STYLE[suit(card)],
        texts.SUIT_EMOJI[suit(card)],
        disabled=disabled,
    )


def cards_text(cards: Sequence[str]) -> str:
    return texts.CARD_SEPARATOR.join(card_label(c) for c in cards) or texts.NO_CARDS


def trick_text(trick: Sequence[PlayedCard], names: Sequence[str]) -> str:
    return texts.PLAYED_SEPARATOR.join(
        texts.PLAYED_CARD.format(name=names[p.seat], card=card_label(p.card)) for p in trick
    )


def tricks_text(tricks: int, penalty: int) -> str:
    """``no tricks``, ``1 trick``, ``3 tricks, red −7`` (no red part without red points)."""
    taken = texts.TRICKS_NONE if tricks == 0 else texts.TRICKS(tricks)
    return taken + (texts.PLAYER_RED.format(penalty=penalty) if penalty else "")


def last_trick_line(last: LastTrick, names: Sequence[str]) -> str:
    """The last trick in one line, for a private view."""
    template = texts.HAND_LAST_TRICK_RED if last.penalty else texts.HAND_LAST_TRICK
    return template.format(cards=trick_text(last.cards, names), winner=names[last.winner], penalty=last.penalty)


def scoresheet(view: SeatView, names: list[str]) -> str:
    """The scoresheet as a monospace table: a row per round and the totals (``names`` plain)."""
    short = [in_code_block(n.replace("🤖 ", ""))[:7] for n in names]
    width = max(5, *(len(s) for s in short))
    header = texts.SHEET_ROUND_HEADER.ljust(3) + " " + " ".join(s.rjust(width) for s in short)
    lines = [header]
    for number, row in enumerate(view.rows, start=1):
        lines.append(f"{number:>3} " + " ".join(signed(p).rjust(width) for p in row))
    lines.append(texts.SHEET_TOTAL.ljust(3) + " " + " ".join(signed(t).rjust(width) for t in view.totals))
    return "```\n" + "\n".join(lines) + "\n```"


def newest_lines(lines: Sequence[str], limit: int) -> str:
    """The newest of ``lines`` that fit in ``limit`` characters, oldest first ("…" when some were left out)."""
    kept: list[str] = []
    used = 0
    for line in reversed(lines):
        if used + len(line) + 1 > limit - 2:
            if kept:
                kept.append("…")
            break
        kept.append(line)
        used += len(line) + 1
    return "\n".join(reversed(kept))


def describe(event: Event, names: Sequence[str]) -> str | None:
    """The sentence for one Red Dragon event."""
    if isinstance(event, ev.StockReady):
        return texts.STOCK_READY.format(player=seat_name(names, event.seat))
    if isinstance(event, ev.StockRevealed):
        return texts.STOCK_REVEALED.format(cards=cards_text(sorted(event.cards, key=sort_key)))
    if isinstance(event, ev.CardDrafted):
        return texts.CARD_DRAFTED.format(player=seat_name(names, event.seat), card=card_label(event.card))
    if isinstance(event, ev.PlayBegins):
        return texts.PLAY_BEGINS.format(round=event.round, player=seat_name(names, event.leader))
    if isinstance(event, ev.CardPlayed):
        return texts.CARD_PLAYED.format(player=seat_name(names, event.seat), card=card_label(event.card))
    if isinstance(event, ev.TrickWon):
        template = texts.TRICK_WON_RED if event.penalty else texts.TRICK_WON
        return template.format(player=seat_name(names, event.winner), penalty=event.penalty)
    if isinstance(event, ev.RoundScored):
        points = texts.ROUND_POINTS_SEPARATOR.join(
            texts.ROUND_POINTS.format(player=seat_name(names, s), points=signed(p)) for s, p in enumerate(event.points)
        )
        return texts.ROUND_SCORED.format(round=event.round, points=points)
    if isinstance(event, ev.Sweep):
        return texts.SWEEP.format(player=seat_name(names, event.seat))
    if isinstance(event, ev.GameOver):
        return texts.GAME_OVER
    if isinstance(event, ev.RoundDealt):
        return texts.ROUND_DEALT.format(round=event.round)
    return None


def build_rules() -> str:
    """The rules with their figures (deck, stock, trick values, the no-trick bonus table) from the engine's data,
    so the text and the scoring cannot differ."""
    counts = sorted(TABLES)
    ranks = sorted({rank(card) for card in DECK})
    bonus_rows = [
        texts.BONUS_ROW.format(
            players=players,
            bonuses=texts.LIST_SEPARATOR.join(
                texts.BONUS_ALONE.format(bonus=bonus)
                if count == 1
                else texts.BONUS_SHARED.format(count=count, bonus=bonus)
                for count, bonus in enumerate(TABLES[players].zero_trick_bonus, 1)
            ),
        )
        for players in counts
    ]
    return texts.RULES.format(
        cards=len(DECK),
        low=ranks[0],
        high=ranks[-1],
        stock=texts.LIST_SEPARATOR.join(texts.STOCK_ENTRY.format(stock=TABLES[n].stock, players=n) for n in counts),
        trick_values=texts.LIST_SEPARATOR.join(str(TABLES[n].trick_value) for n in counts[:-1])
        + texts.OR
        + str(TABLES[counts[-1]].trick_value),
        player_counts=texts.LIST_SEPARATOR.join(str(n) for n in counts[:-1]) + texts.OR + str(counts[-1]),
        bonus_table="\n".join(bonus_rows),
    )


class RedDragonCog(GameCog, group_name="red-dragon", group_description=texts.GROUP_DESCRIPTION):
    engine = ENGINE
    rules_text = build_rules()
    tagline = texts.TAGLINE
    quick_start = texts.QUICK_START
    emoji = "🐉"

    @app_commands.command(name="new", description=texts.NEW_DESCRIPTION)
    @app_commands.describe(timer=texts.TIMER_DESCRIPTION)
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(self, interaction: discord.Interaction, timer: int | None = None) -> None:
        await self.open_lobby(interaction, {}, timer)

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return describe(event, names)

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: SeatView) -> str:
        return f"round-{view.round}"

    def round_summary(self, table: TableContext) -> str | None:
        """The round just over (the table is already showing the next one): each player's points and total."""
        view: SeatView = table.view
        if not view.rows:
            return None
        points = texts.ROUND_SUMMARY_SEPARATOR.join(
            texts.ROUND_SUMMARY_POINTS.format(name=short_name(name), points=signed(p), total=signed(t))
            for name, p, t in zip(table.names, view.rows[-1], view.totals, strict=False)
        )
        return texts.ROUND_SUMMARY.format(round=len(view.rows), rounds=view.rounds, points=points)

    def table_embed(self, table: TableContext) -> discord.Embed:
        view: SeatView = table.view
        names = [short_name(n) for n in table.names]
        over = view.over
        stage = texts.STAGE_OVER if over else texts.STAGE_ROUND.format(round=view.round, rounds=view.rounds)
        embed = discord.Embed(
            title=texts.TABLE_TITLE.format(stage=stage), description=self._phase_text(table, names), colour=COLOUR
        )
        if over:
            embed.add_field(name=texts.FIELD_SCORESHEET, value=scoresheet(view, table.plain_names), inline=False)
        else:
            embed.add_field(name=texts.FIELD_PLAYERS, value=self._players(view, names), inline=False)
        last = view.last_trick
        if last:
            template = texts.LAST_TRICK_RED if last.penalty else texts.LAST_TRICK
            value = template.format(
                cards=trick_text(last.cards, names), winner=names[last.winner], penalty=last.penalty
            )
            embed.add_field(name=texts.FIELD_LAST_TRICK, value=value, inline=False)
        seconds = table.game.turn_seconds
        if seconds >= 60:
            timer = texts.TIMER_MINUTES.format(minutes=seconds // 60)
        else:
            timer = texts.TIMER_SECONDS.format(seconds=seconds) if seconds else texts.TIMER_OFF
        embed.set_footer(
            text=texts.FOOTER.format(
                legend=texts.LEGEND,
                trick_value=view.trick_value,
                costly=card_label(COSTLY),
                costly_penalty=PENALTY[COSTLY],
                timer=timer,
            )
        )
        room = min(TABLE_CHARACTERS - len(embed) - len(texts.FIELD_RECENT), 1024)
        recent = newest_lines(table.recent, room) if room >= RECENT_MINIMUM else ""
        if recent:
            embed.add_field(name=texts.FIELD_RECENT, value=recent, inline=False)
        return embed

    @staticmethod
    def _players(view: SeatView, names: Sequence[str]) -> str:
        lines = []
        for seat, name in enumerate(names):
            parts = []
            if view.phase == "play" or view.tricks[seat]:
                parts.append(tricks_text(view.tricks[seat], view.penalties[seat]))
            parts.append(texts.PLAYER_HAND.format(count=view.hand_counts[seat]))
            if view.rows:  # no total before the first round is scored
                parts.append(texts.PLAYER_TOTAL.format(total=signed(view.totals[seat])))
            lines.append(
                texts.PLAYER_LINE.format(
                    name=name,
                    lead=texts.FIRST_PLAYER_MARK if seat == view.first_player else "",
                    parts=texts.PLAYER_PART_SEPARATOR.join(parts),
                )
            )
        return "\n".join(lines)

    def _phase_text(self, table: TableContext, names: Sequence[str]) -> str:
        view: SeatView = table.view
        if view.over:
            if view.sweep is not None:
                return texts.SWEEP_WINNER.format(name=names[view.sweep])
            winners = [r["seat"] for r in table.results if r["placement"] == 1]
            if winners:
                template = texts.WINNERS if len(winners) > 1 else texts.WINNER
                shown = texts.WINNER_SEPARATOR.join(
                    texts.WINNER_NAME.format(name=names[s], total=signed(view.totals[s])) for s in winners
                )
                return template.format(names=shown)
            return texts.GAME_OVER_TABLE
        if view.phase == "stock":
            marks = texts.STOCK_MARK_SEPARATOR.join(
                (texts.STOCK_MARK_READY if ready else texts.STOCK_MARK_WAITING).format(name=names[s])
                for s, ready in enumerate(view.stock_ready)
            )
            return texts.STOCK_PHASE(view.stock_size, marks=marks)
        if view.phase == "draft":
            upcoming = texts.DRAFT_SEPARATOR.join(names[s] for s in view.draft_order[:6])
            return texts.DRAFT_PHASE.format(cards=cards_text(sorted(view.stock, key=sort_key)), upcoming=upcoming)
        turn = names[view.to_act[0]] if view.to_act else texts.UNKNOWN_NAME
        if not view.trick or view.led_suit is None:
            return texts.LEADS_NEXT.format(name=turn)
        led = texts.SUIT_EMOJI[view.led_suit]
        return texts.TRICK_PHASE.format(suit=led, trick=trick_text(view.trick, names), name=turn)

    # -- a player's hand --------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view: SeatView = hand.view
        names = [short_name(n) for n in hand.names]
        seat = hand.seat
        total = signed(view.totals[seat])
        embed = discord.Embed(title=texts.HAND_TITLE.format(round=view.round, rounds=view.rounds), colour=COLOUR)
        items: list[Any] = []
        game_id, stamp = hand.game.id, hand.stamp
        own = view.hand or ()
        if view.over:
            embed.description = texts.HAND_OVER.format(total=total)
            return embed, items
        offered = [(a, moves.parse(a)) for a in hand.legal]
        if view.phase == "stock":
            chosen = view.stock_chosen or ()
            need = view.stock_size - len(chosen)
            if need > 0 and offered:
                options = [card_option(m.card, a) for a, m in offered]
                placeholder = texts.STOCK_SELECT(need)
                items.append(ActionSelect(game_id, stamp, "stock", options, placeholder, need, need))
                embed.description = texts.STOCK_CHOOSE(need)
            else:
                waiting = texts.STOCK_WAITING_SEPARATOR.join(
                    texts.WAITING_NAME.format(name=names[s]) for s, ready in enumerate(view.stock_ready) if not ready
                )
                embed.description = texts.STOCK_CHOSEN.format(
                    cards=cards_text(sorted(chosen, key=sort_key)), names=waiting or texts.UNKNOWN_NAME
                )
            embed.add_field(name=texts.FIELD_YOUR_CARDS, value=cards_text(own), inline=False)
            if view.rows:
                embed.set_footer(text=texts.HAND_TOTAL.format(total=total))
            return embed, items
        if view.phase == "draft":
            my_pick = bool(offered)
            for card in sorted(view.stock, key=sort_key):
                items.append(card_button(game_id, stamp, moves.take(card), card, disabled=not my_pick))
            nxt = names[view.draft_order[0]] if view.draft_order else texts.UNKNOWN_NAME
            embed.description = texts.DRAFT_YOUR_PICK if my_pick else texts.DRAFT_OTHER_PICKS.format(name=nxt)
            embed.add_field(name=texts.FIELD_YOUR_CARDS, value=cards_text(own), inline=False)
            if view.rows:
                embed.set_footer(text=texts.HAND_TOTAL.format(total=total))
            return embed, items
        playable = {m.card for _, m in offered if isinstance(m, moves.Play)}
        for card in own:
            items.append(card_button(game_id, stamp, moves.play(card), card, disabled=card not in playable))
        trick = trick_text(view.trick, names)
        last = last_trick_line(view.last_trick, names) if view.last_trick else ""
        waiting = names[view.to_act[0]] if view.to_act else texts.UNKNOWN_NAME
        if playable and view.trick and view.led_suit is not None:
            lines = [texts.RULE_FOLLOW.format(suit=texts.SUIT_EMOJI[view.led_suit], trick=trick)]
        elif playable:
            lines = [texts.RULE_LEAD, last]
        elif view.trick:
            lines = [texts.WAITING_TRICK.format(trick=trick, name=waiting)]
        else:
            lines = [texts.WAITING_LEAD.format(name=waiting), last]
        embed.description = "\n".join(line for line in lines if line)
        tricks = tricks_text(view.tricks[seat], view.penalties[seat])
        template = texts.HAND_FOOTER if view.rows else texts.HAND_FOOTER_FIRST_ROUND
        embed.set_footer(text=template.format(tricks=tricks, total=total))
        return embed, items
