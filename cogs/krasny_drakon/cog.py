"""``/krasny-drakon``: the shedding game, drawn as an embed table and a private view of card buttons.

A player's private view only ever offers cards of the source they must play from now. Small
sources are a row of card buttons (legal ones lit, the rest greyed out); a picked-up hand too big
for four rows of buttons becomes selects grouped by rank. Jokers and sets of equal cards are
selects whose option values are the engine's own actions, so one choice is one move.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

import discord
from discord import app_commands

from discord_ui.components import ActionButton, ActionSelect
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.lobby import timer_text
from discord_ui.presenter import COLOUR, HandContext, TableContext
from engine.krasny_drakon import (
    CHANCE_CARDS,
    DATA,
    ENGINE,
    JOKER,
    RANK_INDEX,
    RANK_LABELS,
    RANKS,
    RESERVE_CARDS,
    STALEMATE_PICKUPS,
    is_joker,
    label,
    rank_of,
)
from engine.protocol import View

#: Discord's limits for a private view: four rows of our own (the fifth holds Refresh), five buttons
#: a row, 25 options a select
ROWS = 4
ROW_WIDTH = 5
SELECT_OPTIONS = 25
FIELD_LIMIT = 1024
#: the table starts warning about the stalemate rule this many pickups before it ends the game
STALEMATE_WARNING = 10
TWO_DECKS_FROM = DATA["two_decks_from_seats"]

SUIT_STYLE = {
    "H": discord.ButtonStyle.danger,
    "D": discord.ButtonStyle.danger,
    "S": discord.ButtonStyle.secondary,
    "C": discord.ButtonStyle.secondary,
}
JOKER_STYLE = discord.ButtonStyle.primary
#: a word on what each special rank does, for select options and the reserve choice
RANK_HINT = {
    "2": "goes on anything",
    "3": "anything may follow it",
    "8": "you play again",
    "9": "the next card must be a 9 or lower",
    "T": "burns the pile",
    "A": "only an Ace, a 2 or a 10 may follow",
}
JOKER_HINT = "stands for any rank you name"
Group = tuple[str, list[discord.SelectOption]]  # a rank and its select options
SOURCE_NAME = {"opening": "opening cards", "reserve": "reserve", "chance": "chance cards", "hand": "hand"}
#: a set holds at most the eight cards of one rank in two decks
COUNT_WORDS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight")
RANK_PLURALS = {"J": "Jacks", "Q": "Queens", "K": "Kings", "A": "Aces"}
#: how a rank's sets shrink when a huge hand offers more than the selects hold: every size, then
#: the smallest and largest (a stride from the first to the last), then only the largest
SET_TRIMS = (lambda sets: sets[:: max(1, len(sets) - 1)], lambda sets: sets[-1:])
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
#: small marks for the table's log, by what an engine event text says
LOG_MARKS = (
    (" burns the pile", "🔥"),
    (" picks up ", "📥"),
    (" plays again", "🔁"),
    (" is out in place", "🏅"),
    (" turns over ", "🎲"),
    (" unlocks the ", "🔓"),
    (" loses", "🐉"),
)

RULES = f"""\
**Goal.** Get rid of all your cards. Players leave the game one by one as they run out; the finishing \
order is the result, and the last player still holding cards loses. 2–4 players use one deck (or two if the \
host likes), 5–8 players always two. Everyone plays with 13 cards; the rest of the deck stays out unseen.
**Your cards.** You get 5 **chance** cards face down that nobody knows, not even you, and 8 more. From those \
8 you secretly keep 3 as your **reserve** (only you may look at them); the other 5 lie face up as your \
**opening** cards. Everyone chooses at the same time.
**Order of play.** First your opening cards; when they are gone you choose once whether your reserve or your \
chance cards come next, then the other; last of all your **hand**, the piles you had to pick up. You may only \
play from the source you are on, and you must play if you can.
**The pile.** The player left of the dealer starts with any opening card. On top of a card you may play one \
of the same rank or higher, and a 2 or a 10 at any time. Exceptions: on a 2 or a 3 anything goes; on a 9 \
only a 9 or lower (or a 10); on an Ace only an Ace, a 2 or a 10. So a 3 only fits on a 2, a 3 or a 9.
**Special cards.** 🔁 **8**: you play again (unless it was your last card). ⬇️ **9**: the next card must be \
equal or lower. 🔥 **10**: the whole pile is burnt, out of the game, and the next player starts a new pile \
(with the house rule *10 plays again*, you start it yourself).
**Cannot play?** Pick up the whole pile into your hand; the next player starts a new pile.
**Chance cards** are played blind: you pick one by its place, it is turned over, and if it fits it is \
played. If not, you pick up the pile together with it.
**Jokers** (house rule, 2 per deck): a Joker counts as any rank you name when you play it, with that rank's \
effect. A Joker turned over from your chance cards is named then. A picked-up Joker is wild again.
**Sets** (house rule): several cards of one rank from the same source in one play. Never blind chance \
cards, never with a Joker. A set of 8s still gives one more play.
**No endless games.** If {STALEMATE_PICKUPS} pickups follow each other without anybody going out or \
burning the pile, the game stops. Whoever holds the fewest cards then ranks best (a tie goes to whoever \
would play first)."""


# -- how cards look ---------------------------------------------------------------------------
def card_style(card: str) -> discord.ButtonStyle:
    return JOKER_STYLE if is_joker(card) else SUIT_STYLE[card[1]]


def face(card: str) -> str:
    """What a card looks like: the deck it came from does not matter (``"7H2"`` → ``"7H"``)."""
    return JOKER if is_joker(card) else card[:2]


def cards_text(cards: Iterable[str]) -> str:
    return " ".join(label(card) for card in cards) or "—"


def by_rank_text(cards: Sequence[str]) -> str:
    """Sorted cards with a dot between ranks, so a long hand reads as groups: ``3♣ 3♦ · 7♥ · Joker``."""
    groups: dict[str, list[str]] = {}
    for card in cards:
        groups.setdefault(rank_of(card), []).append(label(card))
    return " · ".join(" ".join(group) for group in groups.values()) or "—"


def ranks_text(ranks: Sequence[str]) -> str:
    """Ranks in order with runs of three or more shortened: ``2, 8–A``; every rank is "anything"."""
    if len(ranks) == len(RANKS):
        return "anything"
    runs: list[list[str]] = []
    for rank in sorted(ranks, key=RANK_INDEX.__getitem__):
        if runs and RANK_INDEX[rank] == RANK_INDEX[runs[-1][-1]] + 1:
            runs[-1].append(rank)
        else:
            runs.append([rank])
    parts: list[str] = []
    for run in runs:
        if len(run) >= 3:
            parts.append(f"{RANK_LABELS[run[0]]}–{RANK_LABELS[run[-1]]}")
        else:
            parts += [RANK_LABELS[rank] for rank in run]
    return ", ".join(parts)


def rank_plural(rank: str) -> str:
    return RANK_PLURALS.get(rank, f"{RANK_LABELS[rank]}s")


def count_word(count: int, rank: str) -> str:
    """ "Three 7s", "Two Aces"."""
    return f"{COUNT_WORDS[count].capitalize()} {rank_plural(rank)}"


def several(ranks: list[str]) -> str:
    return rank_plural(ranks[0]) if len(ranks) == 1 else "cards of one rank"


def single_placeholder(ranks: list[str]) -> str:
    """ "Play a card: 2 to 8", "Play a card: 9 or a Joker", "🃏 Play a Joker as…" for a select of ``ranks``."""
    cards = [rank for rank in ranks if rank != JOKER]
    if not cards:
        return "🃏 Play a Joker as…"
    first, last = RANK_LABELS[cards[0]], RANK_LABELS[cards[-1]]
    span = first if len(cards) == 1 else f"{first} to {last}"
    return f"Play a card: {span}" + (" or a Joker" if JOKER in ranks else "")


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def mark_log(line: str) -> str:
    return next((f"{mark} {line}" for words, mark in LOG_MARKS if words in line), line)


def pile_text(view: View) -> list[str]:
    """The pile: its newest cards, its size, what may follow and the rule behind a 9 or an Ace."""
    pile = view["pile"]
    if not pile["count"]:
        return ["🂠 **Pile**: empty, so any card may start it."]
    shown = [label(card, pile["declared"].get(card)) for card in pile["cards"][-5:]]
    shown[-1] = f"**{shown[-1]}**"
    older = "… " if pile["count"] > len(shown) else ""
    lines = [
        f"🂠 **Pile** ({pile['count']} card{'s' if pile['count'] != 1 else ''}): {older}{' '.join(shown)}",
        f"➡️ May follow: **{ranks_text(view['may_follow'])}**",
    ]
    if view["equal_or_lower"]:
        lines[-1] += " · ⬇️ after a 9 only an equal or lower card (or a 10)"
    elif pile["top_rank"] == "A":
        lines[-1] += " · after an Ace only an Ace, a 2 or a 10"
    return lines


def place_text(place: int, seats: int) -> str:
    if place == seats:
        return "🐉 last: loses"
    return f"{MEDALS.get(place, '🏅')} out in place {place}"


class KrasnyDrakonCog(
    GameCog, group_name="krasny-drakon", group_description="Krasny Drakon: shed all your cards, 2–8 players"
):
    engine = ENGINE
    hidden_options = ("dealer",)
    rules_text = RULES
    emoji = "🐲"
    recent_events = 8  # one card may play, burn, finish a player and end the game

    @app_commands.command(name="new", description="Open a Krasny Drakon lobby in this channel")
    @app_commands.describe(
        decks="1 or 2 decks for 2–4 players (default 1); 5–8 players always play with 2",
        jokers="Two Jokers per deck, each played as any rank you name (default: off)",
        sets="Play several cards of one rank from the same source at once (default: off)",
        ten_plays_again="After burning the pile with a 10 you start the new pile yourself (default: off)",
        timer="How long each player has for a move before the AI plays for them",
    )
    @app_commands.choices(
        decks=[
            app_commands.Choice(name="1 deck (5–8 players still get 2)", value=1),
            app_commands.Choice(name="2 decks", value=2),
        ],
        timer=TIMER_CHOICES,
    )
    async def new(
        self,
        interaction: discord.Interaction,
        decks: int | None = None,
        jokers: bool | None = None,
        sets: bool | None = None,
        ten_plays_again: bool | None = None,
        timer: int | None = None,
    ) -> None:
        options = {"decks": decks, "jokers": jokers, "sets": sets, "ten_plays_again": ten_plays_again}
        await self.open_lobby(interaction, options, timer)

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: View) -> str:
        """A fresh table once the reserves are chosen and the opening cards lie face up."""
        return "setup" if view["phase"] == "setup" else "play"

    def table_embed(self, table: TableContext) -> discord.Embed:
        view, names = table.view, table.names
        stage = {"setup": "choosing reserves", "play": "play", "over": "finishing order"}[view["phase"]]
        embed = discord.Embed(title=f"🐲 Krasny Drakon · {stage}", description=self._situation(table), colour=COLOUR)
        if view["phase"] == "over":
            embed.add_field(name="Finishing order", value=self._finishing_order(view, names), inline=False)
        else:
            for player in view["players"]:
                embed.add_field(**self._player_field(view, player, names), inline=True)
        if table.recent:
            log = "\n".join(mark_log(line) for line in table.recent)
            embed.add_field(name="What happened", value=clip(log, FIELD_LIMIT), inline=False)
        embed.set_footer(text=self._house_rules(table))
        return embed

    @staticmethod
    def _situation(table: TableContext) -> str:
        view, names = table.view, table.names
        if view["phase"] == "setup":
            marks = " · ".join(f"{'✅' if p['ready'] else '⏳'} {names[p['seat']]}" for p in view["players"])
            return (
                f"Everyone secretly keeps **{RESERVE_CARDS}** of their 8 dealt cards as a reserve; the other 5 "
                f"will lie face up as opening cards. Press **My hand** to choose.\n{marks}"
            )
        if view["phase"] == "over":
            finished = view["finished"]
            lines = [f"🏁 **{names[finished[0]]}** went out first and wins; **{names[finished[-1]]}** loses."]
            if view["pickups_in_a_row"] >= view["stalemate_pickups"]:
                lines.append(
                    f"The game stopped after {view['stalemate_pickups']} pickups in a row; the players still "
                    "holding cards are ranked by how many they held."
                )
            return "\n".join(lines)
        lines = pile_text(view)
        turn = view["turn"]
        me = view["players"][turn]
        if view["revealed"]:
            lines.append(f"🃏 **{names[turn]}** turned over a Joker and is naming its rank.")
        elif me["source"] == "choose":
            lines.append(f"▶️ **{names[turn]}** is choosing: reserve or chance cards first?")
        elif not view["pile"]["count"]:
            lines.append(f"▶️ **{names[turn]}** starts a new pile from the {SOURCE_NAME[me['source']]}.")
        else:
            lines.append(f"▶️ **{names[turn]}** plays from the {SOURCE_NAME[me['source']]}.")
        if view["finished"]:
            lines.append(
                "Out so far: "
                + ", ".join(f"{MEDALS.get(i, f'{i}.')} {names[s]}" for i, s in enumerate(view["finished"], 1))
            )
        left = view["stalemate_pickups"] - view["pickups_in_a_row"]
        if left <= STALEMATE_WARNING:
            lines.append(
                f"⚠️ {view['pickups_in_a_row']} pickups in a row: {left} more without anybody going out or "
                "burning the pile and the game ends, fewest cards ranking best."
            )
        return "\n".join(lines)

    @staticmethod
    def _player_field(view: View, player: dict[str, Any], names: list[str]) -> dict[str, str]:
        seat = player["seat"]
        marks = ""
        if seat == view["turn"]:
            marks = "▶️ "
        elif seat == view["dealer"] and view["phase"] != "over":
            marks = "🎴 "
        name = clip(f"{marks}{names[seat]}", 256)
        if player["place"] is not None:
            return {"name": name, "value": place_text(player["place"], view["seats"])}
        if view["phase"] == "setup":
            return {"name": name, "value": "✅ reserve chosen" if player["ready"] else "⏳ choosing a reserve…"}
        lines = []
        if player["opening"]:
            lines.append(f"Opening: {cards_text(player['opening'])}")
        held = f"🎲 {player['chance_count']} chance · 🔒 {player['reserve_count']} reserve"
        lines.append(f"{held} · ✋ {player['hand_count']} in hand")
        source = player["source"]
        if source == "choose":
            lines.append("next: reserve or chance first?")
        elif source != "opening":
            first = player["unlock_first"]
            order = [first, "chance" if first == "reserve" else "reserve", "hand"]
            lines.append("now: " + " → ".join(SOURCE_NAME[name] for name in order[order.index(source) :]))
        return {"name": name, "value": "\n".join(lines)}

    @staticmethod
    def _finishing_order(view: View, names: list[str]) -> str:
        seats = view["seats"]
        lines = []
        for place, seat in enumerate(view["finished"], 1):
            mark = "🐉" if place == seats else MEDALS.get(place, f"{place}.")
            lines.append(f"{mark} **{names[seat]}**" + (" (last: loses)" if place == seats else ""))
        return "\n".join(lines)

    @staticmethod
    def _house_rules(table: TableContext) -> str:
        view, game = table.view, table.game
        options = view["options"]
        decks = f"{options['decks']} deck{'s' if options['decks'] > 1 else ''}"
        if view["seats"] >= TWO_DECKS_FROM:
            decks += f" ({TWO_DECKS_FROM}+ players always play with 2)"
        undealt = [f"{view['out_of_play']} cards not dealt"] if view["out_of_play"] else []
        parts = [
            decks,
            f"jokers {'on' if options['jokers'] else 'off'}",
            "sets allowed" if options["sets"] else "one card a turn",
            "10 burns and you play again" if options["ten_plays_again"] else "10 burns and the next player starts",
            f"burnt {view['burnt']}",
            *undealt,
            f"dealer {table.names[view['dealer']]}",
            f"turn timer {timer_text(game.turn_seconds)}",
        ]
        return " · ".join(parts)

    # -- a player's private view --------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view, names, seat = hand.view, hand.names, hand.seat
        me, mine = view["you"], view["players"][seat]
        embed = discord.Embed(title="🐲 Your cards · Krasny Drakon", colour=COLOUR)
        if view["phase"] == "setup":
            return self._setup(hand, embed)
        if mine["place"] is not None:
            if mine["place"] == view["seats"]:
                embed.description = "🐉 You were the last one holding cards: you lose this time."
            else:
                still = "" if view["phase"] == "over" else " The others play on."
                embed.description = f"🏁 You are out in place **{mine['place']}**!{still}"
            return embed, []
        lines = [self._turn_line(view, names, hand.legal), *pile_text(view)]
        embed.description = "\n".join(lines)
        source = me["source"]
        marks = {name: "▶️ " if name == source else "" for name in SOURCE_NAME}
        chance_left = mine["chance_count"]
        embed.add_field(name=f"{marks['opening']}Opening (face up)", value=cards_text(mine["opening"]), inline=False)
        embed.add_field(name=f"{marks['reserve']}Reserve (only you see it)", value=cards_text(me["reserve"]))
        embed.add_field(name=f"{marks['chance']}Chance (face down)", value="🂠 " * chance_left or "—")
        embed.add_field(
            name=f"{marks['hand']}Hand ({len(me['hand'])} card{'s' if len(me['hand']) != 1 else ''})",
            value=clip(by_rank_text(me["hand"]), FIELD_LIMIT),
            inline=False,
        )
        if any(action.startswith("declare:") for action in hand.legal):
            options = [self._rank_option(action) for action in hand.legal]
            select = ActionSelect(hand.game.id, hand.stamp, "declare", options, "🃏 The Joker you turned over is a…")
            return embed, [select]
        if source == "choose":
            return embed, self._unlock_buttons(hand, mine)
        if source == "chance":
            return embed, self._chance_buttons(hand)
        cards = {"opening": mine["opening"], "reserve": me["reserve"], "hand": me["hand"]}[source]
        items, note = self._card_controls(hand, cards)
        if note:
            embed.set_footer(text=note)
        return embed, items

    def _setup(self, hand: HandContext, embed: discord.Embed) -> tuple[discord.Embed, list[Any]]:
        view, me = hand.view, hand.view["you"]
        need = me["reserve_needed"]
        if need and hand.legal:
            embed.description = (
                f"🔒 **Keep {need} of these 8 cards as your reserve.** Nobody else will see them; the other 5 "
                "become your opening cards, face up for everyone. Cards that fit on almost anything (2, 10, "
                "high cards) are good to keep back: the reserve is played later, usually onto higher piles."
            )
            embed.add_field(name="Your 8 cards", value=cards_text(me["choose_from"]), inline=False)
            options = [self._option(action.partition(":")[2], action) for action in hand.legal]
            select = ActionSelect(
                hand.game.id, hand.stamp, "reserve", options, f"Choose {need} reserve cards", need, need
            )
            return embed, [select]
        opening = [card for card in me["choose_from"] if card not in me["reserve"]]
        waiting = [hand.names[p["seat"]] for p in view["players"] if not p["ready"]]
        embed.description = f"🔒 Your reserve: **{cards_text(me['reserve'])}**\nOpening cards: {cards_text(opening)}"
        if waiting:
            embed.description += f"\n⏳ Waiting for **{'**, **'.join(waiting)}**."
        return embed, []

    @staticmethod
    def _option(card: str, action: str, text: str | None = None) -> discord.SelectOption:
        hint = JOKER_HINT if is_joker(card) else RANK_HINT.get(rank_of(card))
        return discord.SelectOption(label=text or label(card), value=action, description=hint)

    @staticmethod
    def _turn_line(view: View, names: list[str], legal: list[str]) -> str:
        source = view["you"]["source"]
        if not legal:
            return f"⏳ **{names[view['turn']]}** is playing."
        if view["revealed"]:
            return "🃏 **You turned over a Joker!** Name the rank it plays as."
        if source == "choose":
            return (
                "🔓 **Your opening cards are gone.** Choose which comes next: your reserve (the cards you "
                "know) or your chance cards (blind). The other follows after."
            )
        if legal == ["pickup"]:
            return f"📥 **Your turn**, but nothing from your {SOURCE_NAME[source]} fits: pick up the pile."
        return f"▶️ **Your turn**: play from your {SOURCE_NAME[source]}."

    def _card_controls(self, hand: HandContext, cards: list[str]) -> tuple[list[Any], str]:
        """Controls for the opening cards, the reserve or the hand, and a footer note about them.

        The source's cards are buttons when they fit in four rows together with the Joker and set
        selects; otherwise (a big picked-up hand) the playable cards go into selects grouped by rank.
        """
        legal = set(hand.legal)
        if legal == {"pickup"}:
            return self._pickup_controls(hand, cards), ""
        plain = [card for card in cards if not is_joker(card)]
        joker = next((card for card in cards if is_joker(card)), None)
        jokers = [action for action in hand.legal if joker and action.startswith(f"play:{joker}=")]
        set_groups = self._set_groups([action for action in hand.legal if "+" in action])
        button_rows = math.ceil(len(plain) / ROW_WIDTH)
        if button_rows + bool(jokers) + len(_chunks(set_groups)) <= ROWS:
            items: list[Any] = []
            for index, card in enumerate(plain):
                button = self._card_button(hand, card, f"play:{card}" not in legal)
                button.row = index // ROW_WIDTH
                items.append(button)
            if jokers:
                options = [self._rank_option(action) for action in jokers]
                items.append(ActionSelect(hand.game.id, hand.stamp, "joker", options, "🃏 Play a Joker as…"))
            items += self._set_selects(hand, set_groups, ROWS - button_rows - bool(jokers))[0]
            return items, "Lit cards fit on the pile; greyed ones do not." if legal else ""
        if not legal:
            return [], f"{len(cards)} cards: on your turn the ones that fit are in menus, grouped by rank."
        chunks = _chunks(self._single_groups(hand.legal, joker))
        items = [
            ActionSelect(hand.game.id, hand.stamp, f"cards{index}", options, single_placeholder(ranks))
            for index, (ranks, options) in enumerate(chunks)
        ]
        sets, trimmed = self._set_selects(hand, set_groups, ROWS - len(chunks))
        note = "The menus hold only the cards that fit on the pile; suits never matter."
        if trimmed:
            note += " Too many sets to list: each rank offers its largest (and smallest) one."
        return items + sets, note

    @staticmethod
    def _card_button(hand: HandContext, card: str, disabled: bool) -> ActionButton:
        return ActionButton(hand.game.id, hand.stamp, f"play:{card}", label(card), card_style(card), disabled=disabled)

    def _pickup_controls(self, hand: HandContext, cards: list[str]) -> list[Any]:
        """The greyed cards that do not fit (when they fit in three rows), then the Pick up button."""
        count = hand.view["pile"]["count"]
        text = f"Pick up the pile ({count} card{'s' if count != 1 else ''})"
        pickup = ActionButton(hand.game.id, hand.stamp, "pickup", text, discord.ButtonStyle.success, "📥")
        if len(cards) > (ROWS - 1) * ROW_WIDTH:
            return [pickup]
        items: list[Any] = []
        for index, card in enumerate(cards):
            button = self._card_button(hand, card, True)
            button.row = index // ROW_WIDTH
            items.append(button)
        pickup.row = math.ceil(len(cards) / ROW_WIDTH)
        return [*items, pickup]

    @staticmethod
    def _rank_option(action: str) -> discord.SelectOption:
        """``play:JK1=7`` or ``declare:7`` as "Joker as 7"."""
        rank = action.rpartition("=" if "=" in action else ":")[2]
        return discord.SelectOption(
            label=f"Joker as {RANK_LABELS[rank]}", value=action, description=RANK_HINT.get(rank)
        )

    def _single_groups(self, legal: list[str], joker: str | None) -> list[Group]:
        """Per rank an option per playable card face (copies from a second deck are one option), then
        the ranks a Joker may stand for as one more group."""
        copies: dict[str, list[str]] = {}
        for action in legal:
            played = action.partition(":")[2]
            if "+" not in played and "=" not in played and action != "pickup":
                copies.setdefault(face(played), []).append(played)
        groups: dict[str, list[discord.SelectOption]] = {}
        for same in copies.values():
            text = label(same[0]) + (f" ×{len(same)}" if len(same) > 1 else "")
            groups.setdefault(rank_of(same[0]), []).append(self._option(same[0], f"play:{same[0]}", text))
        jokers = [self._rank_option(action) for action in legal if joker and action.startswith(f"play:{joker}=")]
        return [*groups.items(), *([(JOKER, jokers)] if jokers else [])]

    @staticmethod
    def _set_groups(sets: list[str]) -> list[Group]:
        groups: dict[str, list[discord.SelectOption]] = {}
        for action in sets:
            cards = action.partition(":")[2].split("+")
            rank = rank_of(cards[0])
            text = f"{count_word(len(cards), rank)}: {cards_text(cards)}"
            groups.setdefault(rank, []).append(discord.SelectOption(label=text, value=action))
        return list(groups.items())

    @staticmethod
    def _set_selects(hand: HandContext, groups: list[Group], room: int) -> tuple[list[ActionSelect], bool]:
        """Selects of the sets the engine offers, in at most ``room`` selects, and whether some were left out.

        In a huge hand they might not all fit: then each rank keeps its smallest and largest set,
        and if that is still too many, only its largest.
        """
        chunks = _chunks(groups)
        trimmed = False
        for trim in SET_TRIMS:
            if len(chunks) <= room:
                break
            chunks, trimmed = _chunks([(rank, trim(options)) for rank, options in groups]), True
        selects = [
            ActionSelect(hand.game.id, hand.stamp, f"sets{index}", options, f"Play several {several(ranks)}…")
            for index, (ranks, options) in enumerate(chunks)
        ]
        return selects, trimmed

    @staticmethod
    def _unlock_buttons(hand: HandContext, mine: dict[str, Any]) -> list[Any]:
        if not hand.legal:
            return []
        game_id, stamp = hand.game.id, hand.stamp
        reserve = f"Reserve first ({mine['reserve_count']} cards you know)"
        chance = f"Chance first ({mine['chance_count']} blind cards)"
        return [
            ActionButton(game_id, stamp, "unlock:reserve", reserve, discord.ButtonStyle.primary, "🔒"),
            ActionButton(game_id, stamp, "unlock:chance", chance, discord.ButtonStyle.success, "🎲"),
        ]

    @staticmethod
    def _chance_buttons(hand: HandContext) -> list[Any]:
        """A button per chance card by its place; the ones already turned over stay greyed out."""
        return [
            ActionButton(
                hand.game.id,
                hand.stamp,
                f"chance:{slot}",
                f"Chance {slot + 1}",
                discord.ButtonStyle.primary,
                "🎴",
                disabled=f"chance:{slot}" not in hand.legal,
            )
            for slot in range(CHANCE_CARDS)
        ]


def _chunks(groups: list[Group]) -> list[tuple[list[str], list[discord.SelectOption]]]:
    """Options packed into selects of at most 25, each rank's options kept together; with the ranks
    each select holds."""
    chunks: list[tuple[list[str], list[discord.SelectOption]]] = []
    for rank, options in groups:
        if chunks and len(chunks[-1][1]) + len(options) <= SELECT_OPTIONS:
            chunks[-1][0].append(rank)
            chunks[-1][1].extend(options)
        else:
            chunks.append(([rank], list(options)))
    return chunks
