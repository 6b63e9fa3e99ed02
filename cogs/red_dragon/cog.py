"""``/red-dragon``: the trick-taking game, drawn as an embed table and a hand of card buttons."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from discord_ui.components import ActionButton, ActionSelect
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.presenter import COLOUR, HandContext, TableContext
from engine.protocol import View
from engine.red_dragon import ENGINE, PENALTY, SUIT_EMOJI, card_label, rank, suit

SUIT_STYLE = {
    "R": discord.ButtonStyle.danger,
    "Y": discord.ButtonStyle.secondary,
    "G": discord.ButtonStyle.success,
    "B": discord.ButtonStyle.primary,
}

RULES = """\
**Cards.** 60 cards: four suits (🟥 red, 🟨 gold, 🟩 green, 🟦 blue) numbered 0–14. Only red matters for \
scoring: a red card costs its number in points, and the red 11 costs 26. No trumps.
**Each round.** All cards are dealt. Everyone secretly picks cards for a common stock (3 players: 4 each, \
4 players: 3, 5–6 players: 2). The stock is then shown face up and drafted back one card at a time in snake \
order (A B C D D C B A …) starting with the round's first player, so everyone ends with a full hand again.
**Tricks.** The round's first player leads any card. Follow the led suit if you can; otherwise play anything. \
The highest card of the led suit takes the trick, and its taker leads next.
**Scoring.** Each trick is worth 6/8/10/12 points (3/4/5/6 players); the red cards in your tricks cost their \
points. Players who took no trick get a bonus: 20 if alone, and less when several share it (10 for two with \
4–5 players, 15/10/5 with 6 players…). Trick points and red penalties of a round always add up to zero.
**Winning.** The game has as many rounds as players, the first player moving one seat on each round. Highest \
total wins; equal totals share the win. Whoever takes **every** trick of a round wins the game at once.
The printed rules punish playing a wrong suit with −100; here the bot only offers cards you may play, so that \
cannot happen."""


def card_option(card: str, action: str) -> discord.SelectOption:
    cost = f" (−{PENALTY[card]})" if PENALTY[card] else ""
    return discord.SelectOption(label=f"{rank(card)}{cost}", value=action, emoji=SUIT_EMOJI[suit(card)])


def cards_text(cards: list[str]) -> str:
    return " ".join(card_label(c) for c in cards) or "—"


def scoresheet(view: View, names: list[str]) -> str:
    """The running scoresheet as a monospace table: a row per round and the totals."""
    short = [n.replace("🤖 ", "")[:7] for n in names]
    width = max(5, *(len(s) for s in short))
    header = "Rnd " + " ".join(s.rjust(width) for s in short)
    lines = [header]
    for number, row in enumerate(view["rows"], start=1):
        lines.append(f"{number:>3} " + " ".join(f"{p:+d}".rjust(width) for p in row))
    lines.append("Tot " + " ".join(f"{t:+d}".rjust(width) for t in view["totals"]))
    return "```\n" + "\n".join(lines) + "\n```"


class RedDragonCog(GameCog, group_name="red-dragon", group_description="Red Dragon: trick-taking for 3–6 players"):
    engine = ENGINE
    rules_text = RULES
    emoji = "🐉"

    @app_commands.command(name="new", description="Open a Red Dragon lobby in this channel")
    @app_commands.describe(timer="How long each player has for a move before the AI plays for them")
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(self, interaction: discord.Interaction, timer: int | None = None) -> None:
        await self.open_lobby(interaction, {}, timer)

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: View) -> str:
        return f"round-{view['round']}"

    def table_embed(self, table: TableContext) -> discord.Embed:
        view, names = table.view, table.names
        over = view["over"]
        stage = "final scores" if over else f"round {view['round']} of {view['rounds']}"
        title = f"🐉 Red Dragon · {stage}"
        embed = discord.Embed(title=title, description=self._phase_text(table), colour=COLOUR)
        players = []
        for seat, name in enumerate(names):
            red = f", red −{view['penalties'][seat]}" if view["penalties"][seat] else ""
            lead = " 🎴" if seat == view["first_player"] and not over else ""
            tricks = view["tricks"][seat]
            players.append(
                f"{name}{lead}: {tricks} trick{'s' if tricks != 1 else ''}{red} · {view['hand_counts'][seat]} in hand"
            )
        embed.add_field(name="Players", value="\n".join(players), inline=False)
        last = view["last_trick"]
        if last:
            shown = " · ".join(f"{names[s]} {card_label(c)}" for s, c in last["cards"])
            cost = f" (red −{last['penalty']})" if last["penalty"] else ""
            embed.add_field(name="Last trick", value=f"{shown}\n→ **{names[last['winner']]}**{cost}", inline=False)
        embed.add_field(name="Scoresheet", value=scoresheet(view, names), inline=False)
        if table.recent:
            embed.add_field(name="Recent", value="\n".join(table.recent)[-1024:], inline=False)
        embed.set_footer(
            text=f"Trick = {view['trick_value']} points · red cards cost their number, red 11 costs 26 · "
            f"turn timer {table.game.turn_seconds // 60 or 'off'}{' min' if table.game.turn_seconds else ''}"
        )
        return embed

    def _phase_text(self, table: TableContext) -> str:
        view, names = table.view, table.names
        if view["over"]:
            winners = [names[r["seat"]] for r in table.results if r["placement"] == 1]
            if view["sweep"] is not None:
                return f"🏆 **{names[view['sweep']]}** took every trick of a round and wins at once!"
            if winners:
                return f"🏆 Winner{'s' if len(winners) > 1 else ''}: **{'**, **'.join(winners)}**"
            return "The game is over."
        if view["phase"] == "stock":
            marks = " · ".join(f"{'✅' if ready else '⏳'} {names[s]}" for s, ready in enumerate(view["stock_ready"]))
            return (
                f"Everyone secretly puts **{view['stock_size']}** cards into the stock. Press **My hand** to choose.\n"
                f"{marks}"
            )
        if view["phase"] == "draft":
            upcoming = " → ".join(names[s] for s in view["draft_order"][:6])
            return f"**Stock** (face up): {cards_text(view['stock'])}\nDrafting: {upcoming}"
        turn = names[view["to_act"][0]] if view["to_act"] else "?"
        if not view["trick"]:
            return f"**{turn}** leads the next trick."
        trick = " · ".join(f"{names[s]} {card_label(c)}" for s, c in view["trick"])
        led = SUIT_EMOJI[suit(view["trick"][0][1])]
        return f"**Trick** (led {led}): {trick}\n**{turn}** to play"

    # -- a player's hand --------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view = hand.view
        embed = discord.Embed(title=f"Your hand · round {view['round']} of {view['rounds']}", colour=COLOUR)
        items: list[Any] = []
        game_id, stamp = hand.game.id, hand.stamp
        if view["over"]:
            embed.description = "The game is over: see the final table."
            return embed, items
        if view["phase"] == "stock":
            chosen = view["stock_chosen"]
            need = view["stock_size"] - len(chosen)
            if need > 0 and hand.legal:
                options = [card_option(a.split(":", 1)[1], a) for a in hand.legal]
                items.append(
                    ActionSelect(game_id, stamp, "stock", options, f"Choose {need} card(s) for the stock", need, need)
                )
                embed.description = f"Choose **{need}** card(s) to put into the common stock (nobody sees which)."
            else:
                embed.description = f"You put {cards_text(chosen)} into the stock. Waiting for the others…"
            embed.add_field(name="Your cards", value=cards_text(view["hand"]), inline=False)
            return embed, items
        if view["phase"] == "draft":
            my_pick = bool(hand.legal)
            for card in view["stock"]:
                items.append(
                    ActionButton(
                        game_id,
                        stamp,
                        f"take:{card}",
                        str(rank(card)),
                        SUIT_STYLE[suit(card)],
                        SUIT_EMOJI[suit(card)],
                        disabled=not my_pick,
                    )
                )
            nxt = hand.names[view["draft_order"][0]] if view["draft_order"] else "?"
            embed.description = "**Your pick**: take one card from the stock." if my_pick else f"{nxt} is picking…"
            embed.add_field(name="Your cards", value=cards_text(view["hand"]), inline=False)
            return embed, items
        legal = {a.split(":", 1)[1] for a in hand.legal}
        for card in view["hand"]:
            items.append(
                ActionButton(
                    game_id,
                    stamp,
                    f"play:{card}",
                    str(rank(card)),
                    SUIT_STYLE[suit(card)],
                    SUIT_EMOJI[suit(card)],
                    disabled=card not in legal,
                )
            )
        trick = " · ".join(f"{hand.names[s]} {card_label(c)}" for s, c in view["trick"]) or "empty"
        if legal:
            rule = "lead any card" if not view["trick"] else "follow suit if you can"
            embed.description = f"**Your turn** ({rule}).\nTrick: {trick}"
        else:
            embed.description = f"Trick: {trick}\nWaiting for **{hand.names[view['to_act'][0]]}**…"
        seat = hand.seat
        embed.set_footer(text=f"You have {view['tricks'][seat]} tricks, red −{view['penalties'][seat]} this round")
        return embed, items
