"""``/red-dragon``: the trick-taking game, drawn as an embed table and a hand of card buttons."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.red_dragon import texts
from discord_ui.components import ActionButton, ActionSelect
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.presenter import COLOUR, HandContext, TableContext, seat_name
from engine.protocol import Event
from engine.red_dragon import DECK, ENGINE, PENALTY, PENALTY_SUIT, PlayedCard, SeatView, moves, rank, suit
from engine.red_dragon import events as ev

SUIT_STYLE = {
    "R": discord.ButtonStyle.danger,
    "Y": discord.ButtonStyle.secondary,
    "G": discord.ButtonStyle.success,
    "B": discord.ButtonStyle.primary,
}
#: the red card that costs more than its number (the red 11)
COSTLY = next(c for c in DECK if suit(c) == PENALTY_SUIT and PENALTY[c] != rank(c))


def card_label(card: str) -> str:
    """Short label for messages, e.g. ``🟥11``."""
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


def scoresheet(view: SeatView, names: list[str]) -> str:
    """The running scoresheet as a monospace table: a row per round and the totals."""
    short = [n.replace("🤖 ", "")[:7] for n in names]
    width = max(5, *(len(s) for s in short))
    header = texts.SHEET_ROUND_HEADER.ljust(3) + " " + " ".join(s.rjust(width) for s in short)
    lines = [header]
    for number, row in enumerate(view.rows, start=1):
        lines.append(f"{number:>3} " + " ".join(f"{p:+d}".rjust(width) for p in row))
    lines.append(texts.SHEET_TOTAL.ljust(3) + " " + " ".join(f"{t:+d}".rjust(width) for t in view.totals))
    return "```\n" + "\n".join(lines) + "\n```"


def describe(event: Event, names: Sequence[str]) -> str | None:
    """The sentence for one Red Dragon event."""
    if isinstance(event, ev.StockReady):
        return texts.STOCK_READY.format(player=seat_name(names, event.seat))
    if isinstance(event, ev.StockRevealed):
        return texts.STOCK_REVEALED.format(cards=texts.CARD_SEPARATOR.join(card_label(c) for c in event.cards))
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
            texts.ROUND_POINTS.format(player=seat_name(names, s), points=p) for s, p in enumerate(event.points)
        )
        return texts.ROUND_SCORED.format(round=event.round, points=points)
    if isinstance(event, ev.Sweep):
        return texts.SWEEP.format(player=seat_name(names, event.seat))
    if isinstance(event, ev.GameOver):
        return texts.GAME_OVER
    if isinstance(event, ev.RoundDealt):
        return texts.ROUND_DEALT.format(round=event.round)
    return None


class RedDragonCog(GameCog, group_name="red-dragon", group_description=texts.GROUP_DESCRIPTION):
    engine = ENGINE
    rules_text = texts.RULES
    emoji = "🐉"

    @app_commands.command(name="new", description=texts.NEW_DESCRIPTION)
    @app_commands.describe(timer=texts.TIMER_DESCRIPTION)
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(self, interaction: discord.Interaction, timer: int | None = None) -> None:
        await self.open_lobby(interaction, {}, timer)

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        return describe(event, names)

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: SeatView) -> str:
        return f"round-{view.round}"

    def table_embed(self, table: TableContext) -> discord.Embed:
        view: SeatView = table.view
        names = table.names
        over = view.over
        stage = texts.STAGE_OVER if over else texts.STAGE_ROUND.format(round=view.round, rounds=view.rounds)
        embed = discord.Embed(
            title=texts.TABLE_TITLE.format(stage=stage), description=self._phase_text(table), colour=COLOUR
        )
        players = []
        for seat, name in enumerate(names):
            penalty = view.penalties[seat]
            tricks = view.tricks[seat]
            players.append(
                texts.PLAYER_LINE.format(
                    name=name,
                    lead=texts.FIRST_PLAYER_MARK if seat == view.first_player and not over else "",
                    tricks=(texts.TRICKS_ONE if tricks == 1 else texts.TRICKS_MANY).format(count=tricks),
                    red=texts.PLAYER_RED.format(penalty=penalty) if penalty else "",
                    count=view.hand_counts[seat],
                )
            )
        embed.add_field(name=texts.FIELD_PLAYERS, value="\n".join(players), inline=False)
        last = view.last_trick
        if last:
            template = texts.LAST_TRICK_RED if last.penalty else texts.LAST_TRICK
            value = template.format(
                cards=trick_text(last.cards, names), winner=names[last.winner], penalty=last.penalty
            )
            embed.add_field(name=texts.FIELD_LAST_TRICK, value=value, inline=False)
        embed.add_field(name=texts.FIELD_SCORESHEET, value=scoresheet(view, names), inline=False)
        if table.recent:
            embed.add_field(name=texts.FIELD_RECENT, value="\n".join(table.recent)[-1024:], inline=False)
        seconds = table.game.turn_seconds
        if seconds >= 60:
            timer = texts.TIMER_MINUTES.format(minutes=seconds // 60)
        else:
            timer = texts.TIMER_SECONDS.format(seconds=seconds) if seconds else texts.TIMER_OFF
        embed.set_footer(
            text=texts.FOOTER.format(
                trick_value=view.trick_value,
                costly_rank=rank(COSTLY),
                costly_penalty=PENALTY[COSTLY],
                timer=timer,
            )
        )
        return embed

    def _phase_text(self, table: TableContext) -> str:
        view: SeatView = table.view
        names = table.names
        if view.over:
            if view.sweep is not None:
                return texts.SWEEP_WINNER.format(name=names[view.sweep])
            winners = [names[r["seat"]] for r in table.results if r["placement"] == 1]
            if winners:
                template = texts.WINNERS if len(winners) > 1 else texts.WINNER
                shown = texts.WINNER_SEPARATOR.join(texts.WINNER_NAME.format(name=n) for n in winners)
                return template.format(names=shown)
            return texts.GAME_OVER_TABLE
        if view.phase == "stock":
            marks = texts.STOCK_MARK_SEPARATOR.join(
                (texts.STOCK_MARK_READY if ready else texts.STOCK_MARK_WAITING).format(name=names[s])
                for s, ready in enumerate(view.stock_ready)
            )
            return texts.STOCK_PHASE.format(count=view.stock_size, marks=marks)
        if view.phase == "draft":
            upcoming = texts.DRAFT_SEPARATOR.join(names[s] for s in view.draft_order[:6])
            return texts.DRAFT_PHASE.format(cards=cards_text(view.stock), upcoming=upcoming)
        turn = names[view.to_act[0]] if view.to_act else texts.UNKNOWN_NAME
        if not view.trick or view.led_suit is None:
            return texts.LEADS_NEXT.format(name=turn)
        led = texts.SUIT_EMOJI[view.led_suit]
        return texts.TRICK_PHASE.format(suit=led, trick=trick_text(view.trick, names), name=turn)

    # -- a player's hand --------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view: SeatView = hand.view
        embed = discord.Embed(title=texts.HAND_TITLE.format(round=view.round, rounds=view.rounds), colour=COLOUR)
        items: list[Any] = []
        game_id, stamp = hand.game.id, hand.stamp
        own = view.hand or ()
        if view.over:
            embed.description = texts.HAND_OVER
            return embed, items
        offered = [(a, moves.parse(a)) for a in hand.legal]
        if view.phase == "stock":
            chosen = view.stock_chosen or ()
            need = view.stock_size - len(chosen)
            if need > 0 and offered:
                options = [card_option(m.card, a) for a, m in offered]
                placeholder = texts.STOCK_SELECT.format(count=need)
                items.append(ActionSelect(game_id, stamp, "stock", options, placeholder, need, need))
                embed.description = texts.STOCK_CHOOSE.format(count=need)
            else:
                embed.description = texts.STOCK_CHOSEN.format(cards=cards_text(chosen))
            embed.add_field(name=texts.FIELD_YOUR_CARDS, value=cards_text(own), inline=False)
            return embed, items
        if view.phase == "draft":
            my_pick = bool(offered)
            for card in view.stock:
                items.append(card_button(game_id, stamp, moves.take(card), card, disabled=not my_pick))
            nxt = hand.names[view.draft_order[0]] if view.draft_order else texts.UNKNOWN_NAME
            embed.description = texts.DRAFT_YOUR_PICK if my_pick else texts.DRAFT_OTHER_PICKS.format(name=nxt)
            embed.add_field(name=texts.FIELD_YOUR_CARDS, value=cards_text(own), inline=False)
            return embed, items
        playable = {m.card for _, m in offered if isinstance(m, moves.Play)}
        for card in own:
            items.append(card_button(game_id, stamp, moves.play(card), card, disabled=card not in playable))
        trick = trick_text(view.trick, hand.names) or texts.TRICK_EMPTY
        if playable:
            rule = texts.RULE_LEAD if not view.trick else texts.RULE_FOLLOW
            embed.description = texts.YOUR_TURN.format(rule=rule, trick=trick)
        else:
            waiting = hand.names[view.to_act[0]] if view.to_act else texts.UNKNOWN_NAME
            embed.description = texts.WAITING_FOR.format(trick=trick, name=waiting)
        seat = hand.seat
        embed.set_footer(text=texts.HAND_FOOTER.format(tricks=view.tricks[seat], penalty=view.penalties[seat]))
        return embed, items
