"""``/drago-rosso``: push-your-luck on a dragon's back, drawn as a picture plus an embed that says it all.

Nothing in this game is secret, so every seat's "hand" is the same table seen from that seat: the
odds of the next card, what is at stake, and the buttons for the decision it faces (Reveal / Stop
for the active player, Take over / Pass for the others while a ransom offer is open). The embed
repeats everything the picture shows in words, for screen readers and for phones that shrink it.
"""

from __future__ import annotations

import unicodedata
from typing import Any

import discord
from discord import app_commands

from cogs.drago_rosso.picture import render_table
from discord_ui.components import ActionButton
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.lobby import timer_text
from discord_ui.presenter import COLOUR, HandContext, TableContext
from engine.drago_rosso import ENGINE, HEAD, KINDS, PASS, REVEAL, STOP, STRIPES, TAKE, fine_divisor, stripe_value
from engine.protocol import View

OPTION = {option.key: option for option in ENGINE.options}
Treasure = app_commands.Range[int, OPTION["treasure"].minimum, OPTION["treasure"].maximum]
OfferSeconds = app_commands.Range[int, OPTION["offer_seconds"].minimum, OPTION["offer_seconds"].maximum]

GEM = "💎"
KIND_LABEL = {"1": "🐾 1", "2": "🐾 2", "3": "🐾 3", "4": "🐾 4", "stop": "🛑 stop", "danger": "⚠️ danger"}
AI_PREFIX = "🤖 "
FIELD_LIMIT = 1024

RULES = """\
**Goal.** Finish with the most gems 💎. Everyone starts with 40; the dragon's treasure holds 200 (a house rule).
**The deck.** 51 cards: 38 footprint cards (17 × 🐾1, 11 × 🐾2, 6 × 🐾3, 4 × 🐾4), 10 🛑 stop cards and \
3 ⚠️ danger cards, shuffled once for the whole game.
**Your turn.** The knight starts at the dragon's tail with nothing beside it. Reveal the top card:
• **Footprints**: the knight walks that many of the 17 stripes towards the head, and the treasure puts as \
many gems beside it as the number of the stripe it reaches (stripe 6 → 6 gems). The pile keeps growing.
• **Stop card**: you pay a quarter of your gems (rounded down) to the treasure, the pile goes back to the \
treasure and the knight to the tail. Your turn is over.
• **Danger cards**: the first works like a stop card. The second too, but from then on every fine is half \
your gems and every stripe gives double gems. The third wakes the dragon: whoever reveals it loses every gem \
and the game ends.
After a footprint you may reveal again or **stop**. If the treasure runs dry, only what is left is placed.
**Ransom.** When you stop, every other player who can afford it may pay you the pile's worth to take over \
your turn: the knight stays where it is, with its pile. The offer stays open for a short time (30 s unless \
the host changed it); not answering counts as passing. If several accept, the first one clockwise from you \
takes over. The new player must reveal at least one card and may stop and be taken over in turn. If nobody \
accepts, you bank the pile. Either way, stopping earns you the pile. The next turn goes to the player after \
the one whose turn it was at the start.
**The head.** A footprint that carries the knight past stripe 17 ends the game: that player takes the pile \
and everything left in the treasure.
**The end.** The game ends at the head or with the third danger card. Most gems wins; equal gems share the win."""


def gems(count: int) -> str:
    return f"{GEM} {count}"


def percent(count: int, total: int) -> str:
    return f"{round(100 * count / total)}%" if total else "0%"


def stripe_text(knight: int) -> str:
    if knight == 0:
        return "at the tail"
    if knight >= HEAD:
        return "at the dragon's head"
    return f"on stripe **{knight}** of {STRIPES}"


def deck_text(view: View) -> str:
    """What is left in the deck, by kind."""
    counts = " · ".join(f"{KIND_LABEL[kind]}: {view['deck'][kind]}" for kind in KINDS)
    return f"**{view['deck_size']}** cards: {counts}"


def danger_text(view: View) -> str:
    """How many danger cards came, and what that did to fines and placements."""
    dangers = view["dangers"]
    placements = "placements **doubled**" if view["doubled"] else "placements ×1"
    text = f"{dangers} of 3 revealed · fines **{view['fine']}** of the payer's gems · {placements}"
    if dangers == 2:
        text += "\nThe next danger card wakes the dragon and ends the game."
    return text


def last_card_text(view: View, names: list[str]) -> str:
    """The last revealed card and what it did, in words."""
    last = view["last"]
    if last is None:
        return "No card revealed yet."
    who = f"**{names[last['seat']]}**"
    effect, card = last["effect"], last["card"]
    if effect == "advance":
        start = "the tail" if last["from"] == 0 else f"stripe {last['from']}"
        return f"{who} revealed {KIND_LABEL[card]}: {start} → stripe {last['to']}, {gems(last['placed'])} placed"
    if effect == "head":
        return f"{who} revealed {KIND_LABEL[card]}: past stripe {STRIPES} to the head, {gems(last['gained'])} won"
    if effect == "doom":
        return f"{who} revealed the third ⚠️ danger card: the dragon woke and took all {gems(last['lost'])}"
    return (
        f"{who} revealed {KIND_LABEL[card]}: fine {gems(last['fine'])}, "
        f"{gems(last['returned'])} went back to the treasure"
    )


def recent_text(recent: list[str]) -> str:
    """The newest event lines that fit into one embed field."""
    lines: list[str] = []
    for line in reversed(recent):
        if sum(len(kept) + 1 for kept in lines) + len(line) > FIELD_LIMIT:
            break
        lines.insert(0, line)
    return "\n".join(lines) or recent[-1][: FIELD_LIMIT - 1] + "…"


def countdown(deadline: float | None) -> str:
    return f" (closes <t:{int(deadline)}:R>)" if deadline else ""


def offer_marks(offer: dict[str, Any]) -> dict[int, str]:
    """Where each seat asked stands, clockwise from the stopper.

    While the window is open a take is only an offer (someone before the taker has not answered yet),
    and the seats after the taker are no longer asked.
    """
    marks: dict[int, str] = {}
    taken = False
    for seat, answer in zip(offer["eligible"], offer["answers"], strict=True):
        if answer == TAKE:
            marks[seat], taken = "✅ would take over", True
        elif answer == PASS:
            marks[seat] = "❌ passes"
        else:
            marks[seat] = "⏭️ after a taker" if taken else "⏳ deciding"
    return marks


def answer_marks(offer: dict[str, Any], names: list[str]) -> str:
    return " · ".join(f"{names[seat]} {mark}" for seat, mark in offer_marks(offer).items())


def situation(view: View, names: list[str], deadline: float | None) -> str:
    """Whose move it is and what they decide, or how the game ended."""
    if view["finished"]:
        winners = view["winners"]
        who = " and ".join(f"**{names[s]}**" for s in winners)
        verb = "wins" if len(winners) == 1 else "share the win"
        how = (
            "The knight reached the dragon's head."
            if view["end"] == "head"
            else "The third danger card woke the dragon."
        )
        return f"{how}\n🏆 {who} {verb} with {gems(view['gems'][winners[0]])}."
    offer = view["offer"]
    if offer is not None:
        stopper = f"**{names[offer['stopper']]}**"
        return (
            f"✋ {stopper} stopped {stripe_text(view['knight'])} with {gems(offer['amount'])} beside the knight. "
            f"Taking over the turn costs **{gems(offer['amount'])}**, paid to {stopper}{countdown(deadline)}.\n"
            f"Clockwise, the first who takes over gets the turn: {answer_marks(offer, names)}"
        )
    start = f"🎲 **{names[view['active']]}**"
    if view["active"] != view["owner"]:
        start += f" took over **{names[view['owner']]}**'s turn and"
    elif view["must_reveal"] and view["turn_reveals"]:
        start += " took the turn back and"
    if view["must_reveal"]:
        return f"{start} must reveal a card."
    return f"{start} reveals again or stops with {gems(view['pile'])}."


def players_text(view: View, names: list[str]) -> str:
    """Every player's gems and their part in the decision being made."""
    offer = view["offer"]
    marks = offer_marks(offer) if offer else {}
    lines = []
    for seat, name in enumerate(names):
        tag = ""
        if view["finished"]:
            tag = " 🏆" if seat in view["winners"] else ""
        elif offer is not None:
            if seat == offer["stopper"]:
                tag = " · ✋ stopped"
            elif seat in marks:
                tag = f" · {marks[seat]}"
            else:
                tag = " · cannot pay"
        elif seat == view["active"]:
            tag = " · 🎲 playing"
        if seat == view["owner"] and seat != view["active"] and not view["finished"]:
            tag += " · turn owner"
        lines.append(f"**{name}**: {gems(view['gems'][seat])}{tag}")
    return "\n".join(lines)


def rivals_text(offer: dict[str, Any], seat: int, names: list[str]) -> str:
    """Whose answers decide whether ``seat``'s take-over counts: the first taker clockwise wins."""
    answers = list(zip(offer["eligible"], offer["answers"], strict=True))
    position = offer["eligible"].index(seat)
    ahead = [names[other] for other, answer in answers[:position] if answer is None]
    behind = [names[other] for other, answer in answers[position + 1 :] if answer == TAKE]
    text = ""
    if ahead:
        text += f"\n{', '.join(ahead)} {'comes' if len(ahead) == 1 else 'come'} before you and may still take it."
    if behind:
        text += f"\n{', '.join(behind)} offered to take over, but you come first: if you take over, it is yours."
    return text


def odds_text(view: View, payer_gems: int | None) -> str:
    """The next card by kind: its chance and what it would do (fines for ``payer_gems``, if given)."""
    size, knight, dangers = view["deck_size"], view["knight"], view["dangers"]
    lines = []
    for steps in range(1, 5):
        kind = str(steps)
        target = knight + steps
        if target > STRIPES:
            effect = f"the head: the pile and the whole treasure ({gems(view['treasure'])})"
        else:
            effect = f"stripe {target}, +{min(stripe_value(target, dangers), view['treasure'])} {GEM}"
        lines.append(f"{KIND_LABEL[kind]} · {percent(view['deck'][kind], size)} → {effect}")

    def fine(divisor: int) -> str:
        return f"fine {gems(payer_gems // divisor)}" if payer_gems is not None else f"fine 1/{divisor}"

    stop_effect = f"{fine(fine_divisor(dangers))}, the pile goes back"
    if dangers == 0:
        danger_effect = f"counts as a stop card: {fine(4)}"
    elif dangers == 1:
        danger_effect = f"{fine(2)}; from then on fines 1/2 and gems ×2"
    else:
        lose = f"all {gems(payer_gems)}" if payer_gems is not None else "every gem"
        danger_effect = f"the dragon wakes: lose {lose} and the game ends"
    lines.append(f"{KIND_LABEL['stop']} · {percent(view['deck']['stop'], size)} → {stop_effect}")
    lines.append(f"{KIND_LABEL['danger']} · {percent(view['deck']['danger'], size)} → {danger_effect}")
    ends = view["deck"]["stop"] + view["deck"]["danger"]
    lines.append(f"**{percent(ends, size)}** that the card ends the turn.")
    return "\n".join(lines)


def image_name(name: str, seat: int) -> str:
    """A name the picture's font can draw (plain Latin letters); the embed keeps the real one."""
    is_ai = name.startswith(AI_PREFIX)
    plain = unicodedata.normalize("NFKD", name.removeprefix(AI_PREFIX))
    ascii_only = " ".join("".join(c for c in plain if c.isascii() and c.isprintable()).split())
    shown = ascii_only or f"Seat {seat + 1}"
    return f"{shown} (AI)" if is_ai else shown


class DragoRossoCog(
    GameCog, group_name="drago-rosso", group_description="Drago Rosso: push your luck on a dragon, 2–6 players"
):
    engine = ENGINE
    rules_text = RULES
    emoji = "🐉"
    # nothing is hidden in this game: the private view holds the buttons for a player's decisions
    hand_label = "Play"

    @app_commands.command(name="new", description="Open a Drago Rosso lobby in this channel")
    @app_commands.describe(
        treasure="Gems in the dragon's treasure at the start (default 200)",
        offer_seconds="Seconds the others have to take over a turn when a player stops (default 30)",
        timer="How long the active player has for a move before the AI plays for them",
    )
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        treasure: Treasure | None = None,
        offer_seconds: OfferSeconds | None = None,
        timer: int | None = None,
    ) -> None:
        await self.open_lobby(interaction, {"treasure": treasure, "offer_seconds": offer_seconds}, timer)

    # -- the public table ------------------------------------------------------------------
    def table_image(self, table: TableContext) -> bytes | None:
        return render_table(table.view, [image_name(name, seat) for seat, name in enumerate(table.names)])

    def table_embed(self, table: TableContext) -> discord.Embed:
        view, names = table.view, table.names
        title = "🐉 Drago Rosso · game over" if view["finished"] else f"🐉 Drago Rosso · turn {view['turn']}"
        description = situation(view, names, table.game.meta.get("turn_deadline"))
        embed = discord.Embed(title=title, description=description, colour=COLOUR)
        embed.add_field(name="🗡️ Knight", value=f"{stripe_text(view['knight'])}\n{gems(view['pile'])} beside it")
        embed.add_field(name="👑 Treasure", value=gems(view["treasure"]))
        embed.add_field(name="⚠️ Danger cards", value=danger_text(view))
        embed.add_field(name="🂠 Deck", value=deck_text(view), inline=False)
        embed.add_field(name="Players", value=players_text(view, names), inline=False)
        embed.add_field(name="Last card", value=last_card_text(view, names), inline=False)
        if table.recent:
            embed.add_field(name="Recent", value=recent_text(table.recent), inline=False)
        timer = timer_text(table.game.turn_seconds)
        embed.set_footer(text=f"Ransom offers stay open {view['offer_seconds']} s · turn timer {timer}")
        return embed

    def table_actions(self, table: TableContext) -> list[Any]:
        """Reveal / Stop, or Take over / Pass, right on the table: one click instead of two."""
        view, game_id, stamp = table.view, table.game.id, table.game.moves
        if view["finished"]:
            return []
        offer = view["offer"]
        if offer is None:
            name = table.names[view["active"]]
            stop = "Stop (reveal first)" if view["must_reveal"] else f"Stop and keep {view['pile']} gems"
            return [
                ActionButton(game_id, stamp, REVEAL, f"{name}: reveal a card"[:80], discord.ButtonStyle.primary, "🎴"),
                ActionButton(
                    game_id, stamp, STOP, stop, discord.ButtonStyle.success, "✋", disabled=view["must_reveal"]
                ),
            ]
        if not offer["waiting"]:
            return []
        return [
            ActionButton(
                game_id, stamp, TAKE, f"Take over for {offer['amount']} gems", discord.ButtonStyle.success, "💰"
            ),
            ActionButton(game_id, stamp, PASS, "Pass", discord.ButtonStyle.secondary),
        ]

    # -- a player's own view ------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view, names, seat = hand.view, hand.names, hand.seat
        mine = view["gems"][seat]
        embed = discord.Embed(colour=COLOUR)
        embed.set_footer(text=f"You have {gems(mine)} · treasure {gems(view['treasure'])}")
        if view["finished"]:
            embed.title = "Game over"
            embed.description = situation(view, names, None)
            return embed, []
        items: list[Any] = []
        game_id, stamp = hand.game.id, hand.stamp
        offer = view["offer"]
        deadline = hand.game.meta.get("turn_deadline")
        stake = f"Knight {stripe_text(view['knight'])} · **{gems(view['pile'])}** beside it."
        if offer is None and seat == view["active"]:
            embed.title = f"Your turn · turn {view['turn']}"
            if view["must_reveal"]:
                took_over = "You took over this turn. " if view["turn_reveals"] else ""
                text = f"{stake}\n{took_over}Reveal a card to start."
            else:
                text = (
                    f"{stake}\n**Stop** and the {gems(view['pile'])} are yours (paid as a ransom if someone "
                    "takes over, banked if nobody does), or **reveal** for more."
                )
            if deadline:
                text += f"\n⏰ Move <t:{int(deadline)}:R>, or the AI plays for you."
            embed.description = text
            embed.add_field(name="The next card", value=odds_text(view, mine), inline=False)
            items.append(ActionButton(game_id, stamp, REVEAL, "Reveal a card", discord.ButtonStyle.primary, "🎴"))
            stop_label = "Stop (reveal first)" if view["must_reveal"] else f"Stop and keep {view['pile']} gems"
            items.append(
                ActionButton(
                    game_id,
                    stamp,
                    STOP,
                    stop_label,
                    discord.ButtonStyle.success,
                    "✋",
                    disabled=STOP not in hand.legal,
                )
            )
            return embed, items
        if offer is None:
            embed.title = f"Turn {view['turn']}"
            embed.description = (
                f"**{names[view['active']]}** is playing. {stake}\n"
                "When they stop you may take over their turn: you will get a ping."
            )
            embed.add_field(name="The next card", value=odds_text(view, None), inline=False)
            return embed, items
        stopper, amount = names[offer["stopper"]], offer["amount"]
        embed.title = f"Ransom offer · turn {view['turn']}"
        answers = dict(zip(offer["eligible"], offer["answers"], strict=True))
        if TAKE in hand.legal:
            embed.description = (
                f"**{stopper}** stopped. {stake}\nPay **{stopper} {gems(amount)}** to take over: the knight and "
                f"its pile become yours and you must reveal at least one card{countdown(deadline)}. "
                f"Not answering counts as a pass.{rivals_text(offer, seat, names)}"
            )
            embed.add_field(
                name="If you take over, your first card", value=odds_text(view, mine - amount), inline=False
            )
            items.append(
                ActionButton(game_id, stamp, TAKE, f"Take over for {amount} gems", discord.ButtonStyle.success, "💰")
            )
            items.append(ActionButton(game_id, stamp, PASS, "Pass", discord.ButtonStyle.secondary))
        elif seat == offer["stopper"]:
            embed.description = (
                f"You stopped. {stake}\nThe others may take over by paying you {gems(amount)}; "
                f"if nobody does, you bank them{countdown(deadline)}. Either way they are yours."
            )
        elif answers.get(seat) == TAKE:
            embed.description = (
                f"You offered {stopper} {gems(amount)} to take over. You get the turn unless a player "
                f"before you clockwise takes it too{countdown(deadline)}."
            )
        elif answers.get(seat) == PASS:
            embed.description = f"You passed on {stopper}'s offer{countdown(deadline)}."
        elif seat in answers:
            embed.description = (
                f"A player before you clockwise offered to take over {stopper}'s turn, so it is not yours to take."
            )
        else:
            embed.description = f"You cannot pay the {gems(amount)} ransom for {stopper}'s turn."
        embed.add_field(name="Answers, clockwise", value=answer_marks(offer, names), inline=False)
        return embed, items
