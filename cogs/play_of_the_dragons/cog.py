"""``/play-of-the-dragons``: Three-Dragon Ante, drawn as an embed table and a hand of card buttons.

Cards are shown as a colour emoji and a short name with the strength ("🟥 Red 8", "🧙 Archmage 9");
the engine's longer names in its event texts and questions are rewritten to the same short form,
so a card looks the same in the log, on the table, in the hand and on a button.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import discord
from discord import app_commands

from discord_ui.components import ActionButton, ActionSelect
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.lobby import timer_text
from discord_ui.presenter import COLOUR, SEAT_TOKEN, HandContext, TableContext, fill_names
from engine.play_of_the_dragons import CARDS, ENGINE, HAND_LIMIT, ROUNDS, label
from engine.protocol import View

_DATA_PATH = Path(__file__).resolve().parents[2] / "data" / "play_of_the_dragons.json"
COLOURS: dict[str, dict[str, Any]] = {c["id"]: c for c in json.loads(_DATA_PATH.read_text("utf-8"))["colours"]}
#: the cards without a colour get an emoji of their own
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
EMBED_BUDGET = 5900  # a little under Discord's 6000 characters per embed

DECISION_HELP = {
    "blue": "Take the gold yourself, or make every opponent pay that much into the stakes.",
    "give": "Hand over one of the cards offered, or pay 5 gold instead.",
    "target": "Several opponents tie for the strongest flight: pick the one your power hits.",
    "copy": "The power you pick works as if it were printed on your card.",
    "slay": "The dragon you pick leaves its flight for the discard pile.",
    "discard": "The Thief makes you throw away one card of your hand.",
    "princess": "Your good dragons' powers trigger one by one: pick which goes next.",
    "bronze": "The weakest ante cards are tied: pick which one goes into your hand.",
    "grab": "Your hand cannot hold every ante card: pick them one at a time.",
}

RULES = """\
**Goal.** End with the most gold. Everyone starts with 50 gold and 6 cards; a hand holds at most 10. The 70 \
cards are dragons of ten colours, strength 1–13 (evil: ⬛ black, 🟦 blue, 🟩 green, 🟥 red, ⬜ white; good: \
🟫 brass, 🟤 bronze, 🟠 copper, 🟨 gold, ⚪ silver), the gods 💠 Bahamut (good) and 🐲 Tiamat (evil), the \
evil 💀 Dracolich and seven mortals.
**Ante.** A gambit opens with everyone choosing a card in secret; all are revealed together. Everyone pays the \
highest ante strength into the stakes, and the owner of the highest value nobody else shows leads round 1. If \
every value is shared, the antes are discarded, everyone draws a card and antes again for free. The ante cards \
stay face up beside the stakes.
**Rounds.** Three rounds; in each, from the leader clockwise, everyone plays a card into their own flight. Its \
power **triggers** ⚡ if it opens the round or is no stronger than the card played just before it. The \
strongest card nobody ties leads the next round (house rule: on a tie the leader keeps the lead); the Priest \
overrides that.
**Winning a gambit.** After round 3 the strongest flight (sum of strengths) takes the stakes, or the weakest \
once a Druid has triggered. Tied flights mean another round for everyone. A power that empties the stakes ends \
the gambit at once.
**Gods.** A flight with Bahamut and any evil dragon, or with Tiamat and any good dragon, cannot win; stakes \
that no flight may win stay for the next gambit. Tiamat counts as every evil colour.
**Special flights**, once each per gambit: three dragons of one colour make every opponent pay you the middle \
one's strength; three of one strength take that much from the stakes plus the ante cards.
**Buying cards.** With an empty hand you turn over the top card of the draw pile, pay its strength into the \
stakes and draw 4.
**Debts.** Who cannot pay pays what they have and owes the rest; a debt not repaid when the gambit ends puts \
that player out.
**End.** After a gambit everyone draws 2. The game ends after a gambit that leaves a player without gold (or \
after the number of gambits the host set); most gold wins, equal gold shares.
**Powers** (your hand shows each card's in full): ⬛ take 2 from the stakes · 🟦 count your evil dragons: take \
that much, or every opponent pays it into the stakes · 🟩 the next player gives you a weaker evil dragon or \
pays you 5 · 🟥 the opponent with the strongest flight pays you 1 and you pull a random card from their hand · \
⬜ take 3 if a mortal is in any flight · 🟫 the opponent with the strongest flight gives you a stronger good \
dragon or pays you 5 · 🟤 take the two weakest ante cards · 🟠 swap this card for the top of the draw pile, \
whose power then triggers · 🟨 draw a card per good dragon in your flight · ⚪ everyone with a good dragon in \
their flight draws a card · 💠 opponents mixing good and evil pay you 10 · 🐲 no power · 💀 use the power of an \
evil dragon in any flight · 🧙 pay 1, use an ante card's power · ⚔️ pay 1, discard a weaker dragon from any \
flight · 🦹 take 7, then discard a card · 🌿 pay 1, the weakest flight wins · 🕯️ pay 1, lead the next round · \
👸 pay 1, your good dragons' powers trigger again · 🃏 pay 1, draw a card per stronger flight."""


# -- how a card looks ---------------------------------------------------------------------------
def card_emoji(card: str) -> str:
    colour = CARDS[card]["colour"]
    return COLOURS[colour]["emoji"] if colour else SPECIAL_EMOJI[card]


def short_name(card: str) -> str:
    """ "Red 8", "Archmage 9", "Bahamut 13": colour or name, then strength."""
    data = CARDS[card]
    name = COLOURS[data["colour"]]["name"] if data["colour"] else data["name"].removeprefix("The ")
    return f"{name} {data['strength']}"


def card_text(card: str) -> str:
    return f"{card_emoji(card)} {short_name(card)}"


def kind_text(card: str) -> str:
    data = CARDS[card]
    if data["kind"] == "mortal":
        return "mortal"
    return f"{data['alignment']} {'god' if data['kind'] == 'god' else 'dragon'}"


# The engine's card names, longest first so that "Blue Dragon 11" is matched before "Blue Dragon 1".
_BY_LABEL = {label(card): card for card in CARDS}
_LABELS = re.compile("|".join(re.escape(text) for text in sorted(_BY_LABEL, key=len, reverse=True)) + r"(?!\d)")


def dress(text: str, emoji: bool = True) -> str:
    """Engine text with every card name in our short form (with its emoji unless ``emoji`` is false)."""
    return _LABELS.sub(lambda m: (card_text if emoji else short_name)(_BY_LABEL[m[0]]), text)


def plain_names(text: str, names: list[str]) -> str:
    """``{sN}`` seat tokens replaced by bare names, for button labels where Markdown does not render."""
    return SEAT_TOKEN.sub(lambda m: names[int(m[1])] if int(m[1]) < len(names) else m[0], text)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def flight_text(cards: list[dict[str, Any]]) -> str:
    return " · ".join(card_text(c["id"]) for c in cards) or "—"


def compact_flight(cards: list[dict[str, Any]]) -> str:
    """A flight as emoji and strengths only, for the small overview in a hand."""
    return " ".join(f"{card_emoji(c['id'])}{c['strength']}" for c in cards) or "—"


def debts_text(player: dict[str, Any], names: list[str]) -> str:
    owed = [f"{d['amount']} to {'the stakes' if d['to'] is None else names[d['to']]}" for d in player["debts"]]
    return "owes " + ", ".join(owed) if owed else ""


def special_text(special: str) -> str:
    kind, _, value = special.partition(":")
    return f"{value} colour flight" if kind == "colour" else f"strength flight of {value}s"


def cards_word(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def trigger_rule(view: View) -> str:
    previous = view["previous_strength"]
    if previous is None:
        return "the first card of a round always triggers its power"
    return f"a card of strength **{previous}** or less triggers its power"


def scoresheet(view: View, names: list[str]) -> str:
    """Gold after every gambit as a monospace table, the newest rows kept when it grows too long."""
    short = [n.replace("🤖 ", "")[:6] for n in names]
    width = max(4, *(len(s) for s in short))
    header = "Gambit " + " ".join(s.rjust(width) for s in short)
    start = "Start  " + " ".join(str(view["options"]["start_gold"]).rjust(width) for _ in names)
    rows = [f"{n:<6} " + " ".join(str(g).rjust(width) for g in row) for n, row in enumerate(view["scoresheet"], 1)]
    room = FIELD_LIMIT - len("```\n\n```") - len(header) - len(start) - 2
    kept: list[str] = []
    for row in reversed(rows):
        if sum(len(r) + 1 for r in kept) + len(row) + 1 > room:
            break
        kept.insert(0, row)
    return "```\n" + "\n".join([header, start, *kept]) + "\n```"


class PlayOfTheDragonsCog(
    GameCog,
    group_name="play-of-the-dragons",
    group_description="Play of the Dragons: Three-Dragon Ante for 2–6 players",
):
    engine = ENGINE
    rules_text = RULES
    recent_events = 12  # one card can set off several powers' events
    emoji = "🪙"

    @app_commands.command(name="new", description="Open a Play of the Dragons lobby in this channel")
    @app_commands.describe(
        start_gold="Gold each player starts with (default 50)",
        gambits="0 (default): play until a gambit leaves someone without gold; else how many gambits",
        lead_tie_keeps_leader="On a tie for the strongest card the round's leader leads again (default: off)",
        timer="How long each player has for a move before the AI plays for them",
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

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: View) -> str:
        return f"gambit-{view['gambit']}"

    def table_embed(self, table: TableContext) -> discord.Embed:
        view, names = table.view, table.names
        embed = discord.Embed(title=self._title(view), description=self._situation(table), colour=COLOUR)
        for player in view["players"]:
            embed.add_field(**self._player_field(view, player, names), inline=True)
        if view["finished"]:
            embed.add_field(name="Final gold", value=self._standings(table), inline=False)
        log_at = len(embed.fields)
        embed.add_field(name="Gold after each gambit", value=scoresheet(view, names), inline=False)
        embed.set_footer(text=self._house_rules(table))
        budget = max(0, min(FIELD_LIMIT, EMBED_BUDGET - len(embed) - len("What happened")))
        embed.insert_field_at(log_at, name="What happened", value=self._log(table, budget), inline=False)
        return embed

    @staticmethod
    def _title(view: View) -> str:
        limit = view["options"]["gambits"]
        gambit = f"gambit {view['gambit']}" + (f" of {limit}" if limit else "")
        if view["finished"]:
            stage = "final gold"
        elif view["phase"] == "ante":
            stage = f"{gambit} · ante"
        elif view["round"] > ROUNDS:
            stage = f"{gambit} · round {view['round']} (tie-break)"
        else:
            stage = f"{gambit} · round {view['round']} of {ROUNDS}"
        return f"🪙 Play of the Dragons · {stage}"

    def _situation(self, table: TableContext) -> str:
        """What is going on and who is to act, in a few plain lines."""
        view, names = table.view, table.names
        if view["finished"]:
            return f"🏁 The game is over after {view['gambit']} gambits.\n" + self._winners(table)
        lines = [f"💰 **Stakes: {view['stakes']} gold**"]
        if view["phase"] == "ante":
            lines.append("🎲 **Ante**: everyone secretly chooses a card from their hand. Press **My hand** to choose.")
            marks = [
                f"{'✅' if p['anted'] else '⏳'} {names[p['seat']]}" for p in view["players"] if not p["eliminated"]
            ]
            lines.append(" · ".join(marks))
            return "\n".join(lines)
        goal = "🌿 the **weakest** flight wins (Druid)" if view["weakest_wins"] else "the strongest flight wins"
        lines.append(f"🚩 **{names[view['leader']]}** leads this round · {goal}")
        if view["waiting"]:
            waiting = view["waiting"]
            prompt = dress(fill_names(waiting["prompt"], names))
            lines.append(f"❓ **{names[waiting['seat']]}** must decide: {prompt}")
        elif view["turn"] is not None:
            lines.append(f"▶️ **{names[view['turn']]}** to play · {trigger_rule(view)}")
        return "\n".join(lines)

    @staticmethod
    def _player_field(view: View, player: dict[str, Any], names: list[str]) -> dict[str, str]:
        seat = player["seat"]
        marks = ""
        if view["phase"] == "play" and seat == view["leader"]:
            marks += "🚩 "
        if seat in view["to_act"] and not view["finished"]:
            marks += "❓ " if view["waiting"] else "▶️ "
        if seat in view["winners"]:
            marks += "🏆 "
        lines = [f"💰 **{player['gold']}** gold · ✋ {cards_word(player['hand_size'])}"]
        if player["eliminated"]:
            return {"name": f"💀 {names[seat]}", "value": f"{lines[0]}\nout of the game"}
        debts = debts_text(player, names)
        if debts:
            lines.append(f"⚠️ {debts}")
        if view["phase"] == "ante":
            lines.append("🎲 ante chosen" if player["anted"] else "🎲 choosing an ante…")
        else:
            lines.append(f"🎲 ante: {card_text(player['ante']['id']) if player['ante'] else '—'}")
            lines.append(f"🐉 flight **{player['flight_strength']}**")
            lines += [card_text(card["id"]) for card in player["flight"]]
            if player["flight"] and not player["can_win"]:
                lines.append("🚫 cannot win (god rule)")
        lines += [f"🎉 {special_text(s)}" for s in player["specials"]]
        if view["priest"] == seat:
            lines.append("🕯️ leads the next round")
        return {"name": clip(f"{marks}{names[seat]}", 256), "value": clip("\n".join(lines), FIELD_LIMIT)}

    @staticmethod
    def _winners(table: TableContext) -> str:
        names = table.names
        winners = [r["seat"] for r in table.results if r["placement"] == 1] or table.view["winners"]
        if not winners:
            return ""
        gold = table.view["players"][winners[0]]["gold"]
        who = "**, **".join(names[s] for s in winners)
        verb = "wins" if len(winners) == 1 else "share the win"
        return f"🏆 **{who}** {verb} with {gold} gold!"

    @staticmethod
    def _standings(table: TableContext) -> str:
        view, names = table.view, table.names
        placement = {r["seat"]: r["placement"] for r in table.results}
        medals = {1: "🥇", 2: "🥈", 3: "🥉"}
        order = sorted(view["players"], key=lambda p: (placement.get(p["seat"], 99), p["seat"]))
        lines = []
        for player in order:
            place = placement.get(player["seat"])
            mark = medals.get(place, f"{place}." if place else "•")
            out = " (eliminated)" if player["eliminated"] else ""
            lines.append(f"{mark} **{names[player['seat']]}**: {player['gold']} gold{out}")
        return "\n".join(lines)

    @staticmethod
    def _log(table: TableContext, budget: int) -> str:
        """The engine's log of the latest events, with the bot's own notes (timeouts) in their place.

        ``table.recent`` is the tail of every event, the bot's notes included; the engine's log is a
        longer tail of the game's events only. Dropping from the log the entries ``recent`` repeats and
        appending ``recent`` puts each note where it happened. The oldest lines go first when space is short.
        """
        log = [fill_names(text, table.names) for text in table.view["log"]]
        known = set(log)
        repeated = sum(1 for text in table.recent if text in known)
        lines = [dress(text) for text in log[: len(log) - repeated] + table.recent]
        while lines and sum(len(line) + 1 for line in lines) > budget:
            lines.pop(0)
        return "\n".join(lines) or "—"

    @staticmethod
    def _house_rules(table: TableContext) -> str:
        view, game = table.view, table.game
        options = view["options"]
        end = f"{options['gambits']} gambits" if options["gambits"] else "play until someone is out of gold"
        ties = "on a tie the leader keeps the lead" if options["lead_tie_keeps_leader"] else "untied card leads"
        return (
            f"Start {options['start_gold']} gold · {end} · {ties} · turn timer {timer_text(game.turn_seconds)} · "
            f"draw pile {view['deck_size']}, discards {view['discard_size']}"
        )

    # -- a player's hand --------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view, names, seat = hand.view, hand.names, hand.seat
        me = view["players"][seat]
        title = "Your hand · " + self._title(view).split(" · ", 1)[1]
        embed = discord.Embed(title=title, colour=COLOUR)
        if view["finished"]:
            embed.description = (
                f"🏁 The game is over: you finish with **{me['gold']}** gold. The table has the results."
            )
            return embed, []
        if me["eliminated"]:
            embed.description = "💀 You are out of the game; the table shows how the others fare."
            return embed, []
        items: list[Any]
        if view["pending"]:
            pending = view["pending"]
            lines = [
                f"❓ **Your decision**: {dress(fill_names(pending['prompt'], names))}",
                DECISION_HELP[pending["kind"]],
            ]
            items = self._decision_controls(hand, pending["options"])
        elif view["phase"] == "ante":
            lines = self._ante_text(view, names, me, bool(hand.legal))
            items = self._card_controls(hand, "ante", discord.ButtonStyle.primary)
        else:
            lines = [self._turn_text(view, names, bool(hand.legal))]
            items = self._card_controls(hand, "play", discord.ButtonStyle.success)
        debts = debts_text(me, names)
        lines.append(
            f"💰 You have **{me['gold']}** gold{f' and {debts}' if debts else ''} · stakes **{view['stakes']}**"
        )
        if view["phase"] == "play":
            lines.append(f"🐉 Your flight ({me['flight_strength']}): {flight_text(me['flight'])}")
        lines += ["", f"**Your cards** ({len(view['hand'])} of at most {HAND_LIMIT})"]
        lines += [self._card_line(card) for card in view["hand"]] or ["You hold no cards."]
        embed.description = "\n".join(lines)
        if view["phase"] == "play":
            embed.add_field(name="Flights", value=self._overview(view, names), inline=False)
            embed.set_footer(text=f"{TRIGGER} = its power would trigger if you played it now")
        return embed, items

    @staticmethod
    def _ante_text(view: View, names: list[str], me: dict[str, Any], choosing: bool) -> list[str]:
        if choosing:
            return [
                "🎲 **Choose your ante card.** Everyone chooses in secret and the cards are revealed together. "
                "Everyone pays the strength of the highest ante into the stakes, and the highest ante nobody "
                "ties leads round 1. The card stays face up beside the stakes for this gambit."
            ]
        if me["ante"]:
            others = [names[p["seat"]] for p in view["players"] if not p["anted"] and not p["eliminated"]]
            wait = f" Waiting for **{'**, **'.join(others)}**." if others else ""
            return [f"🎲 Your ante: {card_text(me['ante']['id'])}.{wait}"]
        return ["🎲 You have no card to ante; the others are choosing."]

    @staticmethod
    def _turn_text(view: View, names: list[str], my_turn: bool) -> str:
        if my_turn:
            return f"▶️ **Your turn**: play a card into your flight; {trigger_rule(view)}."
        if view["waiting"]:
            waiting = view["waiting"]
            return f"⏳ **{names[waiting['seat']]}** is deciding: {dress(fill_names(waiting['prompt'], names))}"
        if view["turn"] is not None:
            return f"⏳ Waiting for **{names[view['turn']]}** to play."
        return "⏳ Waiting for the others."

    @staticmethod
    def _card_line(card: dict[str, Any]) -> str:
        trigger = f" {TRIGGER}" if card["triggers"] else ""
        return (
            f"{card_emoji(card['id'])} **{short_name(card['id'])}**{trigger} · {kind_text(card['id'])}: {card['text']}"
        )

    @staticmethod
    def _overview(view: View, names: list[str]) -> str:
        lines = []
        for player in view["players"]:
            if player["eliminated"]:
                continue
            flight = compact_flight(player["flight"])
            lines.append(
                f"{names[player['seat']]}: **{player['flight_strength']}** {flight} · 💰{player['gold']} "
                f"· ✋{player['hand_size']}"
            )
        return clip("\n".join(lines), FIELD_LIMIT)

    def _card_controls(self, hand: HandContext, verb: str, style: discord.ButtonStyle) -> list[Any]:
        """A button per card of the hand, enabled when it may be played or anted now.

        Cards whose power would trigger stand out in ``style``; during the ante nothing triggers.
        """
        legal = set(hand.legal)
        return [
            ActionButton(
                hand.game.id,
                hand.stamp,
                f"{verb}:{card['id']}",
                self._card_label(card),
                style if card["triggers"] or verb == "ante" else discord.ButtonStyle.secondary,
                card_emoji(card["id"]),
                disabled=f"{verb}:{card['id']}" not in legal,
            )
            for card in hand.view["hand"]  # at most HAND_LIMIT (10) cards: two rows
        ]

    @staticmethod
    def _card_label(card: dict[str, Any]) -> str:
        return short_name(card["id"]) + (f" {TRIGGER}" if card["triggers"] else "")

    def _decision_controls(self, hand: HandContext, options: list[dict[str, str]]) -> list[Any]:
        choices = [
            (o["action"], clip(dress(plain_names(o["label"], hand.names), emoji=False), LABEL_LIMIT), self._emoji(o))
            for o in options
        ]
        if len(choices) > MAX_BUTTONS:
            return self._selects(hand, choices, "Choose")
        return [
            ActionButton(
                hand.game.id,
                hand.stamp,
                action,
                text,
                discord.ButtonStyle.secondary if action == "choose:pay" else discord.ButtonStyle.primary,
                emoji,
            )
            for action, text, emoji in choices
        ]

    @staticmethod
    def _emoji(option: dict[str, str]) -> str:
        value = option["action"].partition(":")[2]
        first = value.split(",")[0]
        if first in CARDS:
            return card_emoji(first)
        if value.startswith("seat"):
            return "🎯"
        return {"take": "💰", "others": "📣", "pay": "🪙"}.get(value, "▫️")

    @staticmethod
    def _selects(hand: HandContext, choices: list[tuple[str, str, str]], placeholder: str) -> list[Any]:
        """More choices than buttons fit (a Dracolich or Dragonslayer facing crowded flights): up to four
        selects of 25 options."""
        selects = []
        for index in range(0, min(len(choices), MAX_SELECTS * SELECT_OPTIONS), SELECT_OPTIONS):
            chunk = choices[index : index + SELECT_OPTIONS]
            options = [discord.SelectOption(label=text, value=action, emoji=emoji) for action, text, emoji in chunk]
            selects.append(ActionSelect(hand.game.id, hand.stamp, f"pick{index}", options, placeholder))
        return selects
