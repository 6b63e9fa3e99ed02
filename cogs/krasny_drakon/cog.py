"""``/krasny-drakon``: the shedding game, drawn as an embed table and a private view of card buttons.

A player's private view only ever offers cards of the source they must play from now. Small
sources are a row of card buttons (legal ones lit, the rest greyed out); a picked-up hand too big
for four rows of buttons becomes selects grouped by rank. Jokers and sets of equal cards are
selects whose option values are the engine's own actions, so one choice is one move. The words are
the catalog's (``locales/<locale>/krasny-drakon.ftl``), in the locale of whoever reads them: the game's on the
table, the viewer's in a private view.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from discord_ui import i18n
from discord_ui.components import ActionButton, ActionSelect
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.presenter import COLOUR, HandContext, TableContext
from discord_ui.translator import command_text
from engine.krasny_drakon import (
    CHANCE_CARDS,
    DEALT_CARDS,
    ENGINE,
    JOKER,
    RANK_INDEX,
    RANK_LABELS,
    RANKS,
    RESERVE_CARDS,
    SUIT_SYMBOLS,
    KrasnyDrakonView,
    PlayerView,
    face,
    is_joker,
    rank_of,
    suit_of,
)
from engine.krasny_drakon.events import (
    Burnt,
    ChanceTurned,
    Lost,
    PickedUp,
    Played,
    PlaysAgain,
    PlayStarted,
    ReserveChosen,
    Stalemate,
    Unlocked,
    WentOut,
)
from engine.krasny_drakon.moves import Chance, Declare, Pickup, Play, Reserve, Unlock, format_move, parse
from engine.protocol import Event, IllegalAction

#: Discord's limits for a private view: four rows of our own (the fifth holds Refresh), five buttons
#: a row, 25 options a select
ROWS = 4
ROW_WIDTH = 5
SELECT_OPTIONS = 25
FIELD_LIMIT = 1024
#: the table starts warning about the stalemate rule this many pickups before it ends the game
STALEMATE_WARNING = 10
#: the longest table embed and the longest private view of our own (the shared "since your last move"
#: field comes on top of it), in characters as Discord counts them
TABLE_CHARACTERS = 1000
HAND_CHARACTERS = 370

SUIT_STYLE = {
    "H": discord.ButtonStyle.danger,
    "D": discord.ButtonStyle.danger,
    "S": discord.ButtonStyle.secondary,
    "C": discord.ButtonStyle.secondary,
}
JOKER_STYLE = discord.ButtonStyle.primary
Group = tuple[str, list[discord.SelectOption]]  # a rank and its select options
#: how a rank's sets shrink when a huge hand offers more than the selects hold: every size, then
#: the smallest and largest (a stride from the first to the last), then only the largest
SET_TRIMS: tuple[Callable[[list[discord.SelectOption]], list[discord.SelectOption]], ...] = (
    lambda sets: sets[:: max(1, len(sets) - 1)],
    lambda sets: sets[-1:],
)


# -- how cards look ---------------------------------------------------------------------------
#: the ranks whose select options say what they do (``krasny-drakon-hint-<rank>``)
HINTED_RANKS = frozenset({"2", "3", "8", "9", "T", "A"})
#: medals of the first three places (later places show their number)
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
OTHER_MEDAL = "🏅"
#: the icon of each source once the opening cards are gone, as the table and the private view show it
SOURCE_ICON = {"reserve": "🔒", "chance": "🎲", "hand": "✋"}
SOURCES = ("opening", "reserve", "chance", "hand")
#: the mark before the source a seat plays from, the turn's mark before a name, a chance card's back
SOURCE_MARK = "▶️ "
TURN_MARK = "▶️ "
CHANCE_BACK = "🂠"
NO_CARDS = "—"
#: what stands between the parts of one line (not words: the same in every language)
PARTS = " · "
ORDER_ARROW = " → "
OLDER = "… "


def text(locale: str, message_id: str, /, **args: Any) -> str:
    """A Krasny Drakon message (``krasny-drakon-`` + ``message_id``) in ``locale``."""
    return i18n.text(locale, f"{ENGINE.id}-{message_id}", **args)


def label(card: str, declared: str | None = None, locale: str = i18n.DEFAULT) -> str:
    """A card's name such as ``"10♠"``, ``"Joker"`` or (on the pile) ``"Joker as 7"``."""
    suit = suit_of(card)
    if suit is None:
        return text(locale, "joker-as", rank=RANK_LABELS[declared]) if declared else text(locale, "joker")
    return f"{RANK_LABELS[rank_of(card)]}{SUIT_SYMBOLS[suit]}"


def card_style(card: str) -> discord.ButtonStyle:
    suit = suit_of(card)
    return JOKER_STYLE if suit is None else SUIT_STYLE[suit]


def cards_text(cards: Iterable[str], locale: str) -> str:
    return " ".join(label(card, locale=locale) for card in cards) or NO_CARDS


def by_rank_text(cards: Sequence[str], locale: str) -> str:
    """Sorted cards with a dot between ranks, so a long hand reads as groups: ``3♣ 3♦ · 7♥ · Joker``."""
    groups: dict[str, list[str]] = {}
    for card in cards:
        groups.setdefault(rank_of(card), []).append(label(card, locale=locale))
    return PARTS.join(" ".join(group) for group in groups.values()) or NO_CARDS


def ranks_text(ranks: Sequence[str], locale: str) -> str:
    """Ranks in order with runs of three or more shortened: ``2, 8–A``; every rank is "anything"."""
    if len(ranks) == len(RANKS):
        return text(locale, "any-rank")
    runs: list[list[str]] = []
    for rank in sorted(ranks, key=RANK_INDEX.__getitem__):
        if runs and RANK_INDEX[rank] == RANK_INDEX[runs[-1][-1]] + 1:
            runs[-1].append(rank)
        else:
            runs.append([rank])
    parts: list[str] = []
    for run in runs:
        if len(run) >= 3:
            parts.append(text(locale, "rank-run", first=RANK_LABELS[run[0]], last=RANK_LABELS[run[-1]]))
        else:
            parts += [RANK_LABELS[rank] for rank in run]
    return i18n.listed(parts, locale)


def rank_hint(rank: str, locale: str) -> str | None:
    """What a special rank does, for a select option; None for a plain rank."""
    return text(locale, f"hint-{rank.lower()}") if rank in HINTED_RANKS else None


def rank_counts_text(cards: Sequence[str], locale: str) -> str:
    """A hand by rank with counts, ``2 ×2 · 3 · 7 ×4 · Joker``: for hands too big to list card by card."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[rank_of(card)] = counts.get(rank_of(card), 0) + 1
    parts = []
    for rank, count in counts.items():
        name = text(locale, "joker") if rank == JOKER else RANK_LABELS[rank]
        parts.append(name if count == 1 else f"{name} ×{count}")
    return PARTS.join(parts) or NO_CARDS


def fit_newest(lines: Sequence[str], room: int) -> str:
    """The newest of ``lines`` (oldest first) that fit in ``room`` characters, one a line."""
    kept: list[str] = []
    used = 0
    for line in reversed(lines):
        cost = len(line) + (1 if kept else 0)
        if used + cost > room:
            break
        kept.append(line)
        used += cost
    return "\n".join(reversed(kept))


def single_placeholder(ranks: list[str], locale: str) -> str:
    """ "Play a card: 2 to 8", "Play a card: 9 or a Joker", "🃏 Play a Joker as…" for a select of ``ranks``."""
    cards = [rank for rank in ranks if rank != JOKER]
    if not cards:
        return text(locale, "joker-placeholder")
    first, last = RANK_LABELS[cards[0]], RANK_LABELS[cards[-1]]
    message = "play-a-card" + ("-span" if len(cards) > 1 else "") + ("-joker" if JOKER in ranks else "")
    return text(locale, message, first=first, last=last)


def clip(line: str, limit: int) -> str:
    return line if len(line) <= limit else line[: limit - 1] + "…"


def pile_text(view: KrasnyDrakonView, locale: str) -> list[str]:
    """The pile: its newest cards, its size, what may follow and the rule behind a 9 or an Ace."""
    pile = view.pile
    if not pile.count:
        return [text(locale, "pile-empty")]
    shown = [label(card, pile.declared_as(card), locale) for card in pile.cards[-5:]]
    shown[-1] = text(locale, "top-card", card=shown[-1])
    older = OLDER if pile.count > len(shown) else ""
    may_follow = "may-follow"
    if view.equal_or_lower:
        may_follow = "may-follow-after-nine"
    elif pile.top_rank == "A":
        may_follow = "may-follow-after-ace"
    return [
        text(locale, "pile", count=pile.count, shown=older + " ".join(shown)),
        text(locale, may_follow, ranks=ranks_text(view.may_follow, locale)),
    ]


def medal(place: int) -> str:
    """A place's medal in the log and the players' fields (the fourth and later places share one)."""
    return MEDALS.get(place, OTHER_MEDAL)


def place_mark(place: int, locale: str) -> str:
    """A place's medal in the finishing order, or its number from the fourth on."""
    return MEDALS.get(place) or text(locale, "place-number", place=place)


def place_text(place: int, seats: int, locale: str) -> str:
    if place == seats:
        return text(locale, "last-loses")
    return text(locale, "out-in-place", medal=medal(place), place=place)


def event_text(event: Event, names: Sequence[str], locale: str = i18n.DEFAULT) -> str | None:
    """The table log's sentence for one of the engine's events, in ``locale``."""
    if isinstance(event, ReserveChosen):
        return text(locale, "event-ready", player=names[event.seat])
    if isinstance(event, PlayStarted):
        return text(locale, "event-start", starter=names[event.starter])
    if isinstance(event, Unlocked):
        return text(locale, "event-unlock", player=names[event.seat], source=event.source)
    if isinstance(event, Played):
        played = i18n.listed(
            [label(card, event.rank if is_joker(card) else None, locale) for card in event.cards], locale
        )
        if event.source == "chance" and not any(is_joker(card) for card in event.cards):
            return text(locale, "event-play-chance", player=names[event.seat], cards=played)
        return text(locale, "event-play", player=names[event.seat], cards=played, source=event.source)
    if isinstance(event, ChanceTurned):
        message = "event-reveal-joker" if event.fits else "event-reveal-miss"
        return text(locale, message, player=names[event.seat], card=label(event.card, locale=locale))
    if isinstance(event, Burnt):
        return text(locale, "event-burn", player=names[event.seat], count=event.count)
    if isinstance(event, PlaysAgain):
        return text(locale, "event-again", player=names[event.seat])
    if isinstance(event, PickedUp):
        return text(
            locale, "event-pickup", player=names[event.seat], count=len(event.cards), starter=names[event.starter]
        )
    if isinstance(event, WentOut):
        return text(locale, "event-out", medal=medal(event.place), player=names[event.seat], place=event.place)
    if isinstance(event, Stalemate):
        if event.shared:
            players = i18n.listed([text(locale, "player", player=names[seat]) for seat in event.order], locale)
            return text(locale, "event-stalemate-shared", pickups=event.pickups, players=players)
        return text(locale, "event-stalemate", pickups=event.pickups)
    if isinstance(event, Lost):
        return text(locale, "event-lost-most" if event.stalemate else "event-lost-left", player=names[event.seat])
    return None


def play_action(card: str) -> str:
    return format_move(Play((card,)))


def only_pickup(legal: Sequence[str]) -> bool:
    """Nothing fits: the one move left is picking up the pile."""
    return len(legal) == 1 and isinstance(parse(legal[0]), Pickup)


def table_view(view: Any) -> KrasnyDrakonView:
    assert isinstance(view, KrasnyDrakonView)
    return view


def timer_text(seconds: int, locale: str) -> str:
    """The turn timer in the table's footer."""
    if not seconds:
        return text(locale, "timer-off")
    minutes, rest = divmod(seconds, 60)
    return text(locale, "timer-seconds", seconds=seconds) if rest else text(locale, "timer-minutes", minutes=minutes)


class KrasnyDrakonCog(
    GameCog, group_name="krasny-drakon", group_description=command_text("command-krasny-drakon.description")
):
    engine = ENGINE
    hidden_options = ("dealer",)
    emoji = "🐲"
    recent_events = 8  # one card may play, burn, finish a player and end the game

    def illegal_params(self, reason: IllegalAction) -> Mapping[str, Any]:
        """Ranks as the labels players see (``T`` as 10)."""
        return {
            key: RANK_LABELS.get(value, value) if key in ("rank", "top") else value
            for key, value in reason.params.items()
        }

    @app_commands.command(name="new", description=command_text("command-krasny-drakon-new.description"))
    @app_commands.describe(
        decks=command_text("command-krasny-drakon-new-decks.description"),
        jokers=command_text("command-krasny-drakon-new-jokers.description"),
        sets=command_text("command-krasny-drakon-new-sets.description"),
        ten_plays_again=command_text("command-krasny-drakon-new-ten_plays_again.description"),
        open_chance=command_text("command-krasny-drakon-new-open_chance.description"),
        timer=command_text("command-krasny-drakon-new-timer.description"),
    )
    @app_commands.choices(
        decks=[
            app_commands.Choice(name=command_text("command-krasny-drakon-new-decks-1"), value=1),
            app_commands.Choice(name=command_text("command-krasny-drakon-new-decks-2"), value=2),
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
        open_chance: bool | None = None,
        timer: int | None = None,
    ) -> None:
        options = {
            "decks": decks,
            "jokers": jokers,
            "sets": sets,
            "ten_plays_again": ten_plays_again,
            "open_chance": open_chance,
        }
        await self.open_lobby(interaction, options, timer)

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return event_text(event, names, locale)

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: Any) -> str:
        """A fresh table once the reserves are chosen and the opening cards lie face up."""
        return "setup" if table_view(view).phase == "setup" else "play"

    def table_embed(self, table: TableContext) -> discord.Embed:
        view, names, locale = table_view(table.view), table.names, table.locale
        title = text(locale, "table-title", stage=view.phase)
        embed = discord.Embed(title=title, description=self._situation(view, names, locale), colour=COLOUR)
        if view.phase == "over":
            order = self._finishing_order(view, names, locale)
            embed.add_field(name=text(locale, "finishing-order"), value=order, inline=False)
        elif view.phase == "play":
            for player in view.players:
                embed.add_field(**self._player_field(view, player, names, locale), inline=True)
        rules = self._house_rules(view, table)  # the icon legend while the icons are on the table
        embed.set_footer(text=f"{text(locale, 'legend')}\n{rules}" if view.phase == "play" else rules)
        what_happened = text(locale, "what-happened")
        room = min(TABLE_CHARACTERS - len(embed) - len(what_happened), FIELD_LIMIT)
        log = fit_newest(table.recent, room)
        if log:  # the newest events that fit, above the footer
            embed.add_field(name=what_happened, value=log, inline=False)
        return embed

    def round_summary(self, table: TableContext) -> str | None:
        """The set-up table, once play begins: everybody's reserve is chosen, and who started."""
        view = table_view(table.view)
        if view.phase == "setup":
            return None
        return text(
            table.locale,
            "setup-summary",
            players=i18n.listed(table.names, table.locale),
            reserve=RESERVE_CARDS,
            opening=DEALT_CARDS - RESERVE_CARDS,
            chance=CHANCE_CARDS,
            starter=table.names[(view.dealer + 1) % view.seats],
        )

    @staticmethod
    def _situation(view: KrasnyDrakonView, names: list[str], locale: str) -> str:
        if view.phase == "setup":
            marks = PARTS.join(
                text(locale, "ready-mark" if p.ready else "waiting-mark", player=names[p.seat]) for p in view.players
            )
            return text(locale, "setup-situation", reserve=RESERVE_CARDS, marks=marks)
        if view.phase == "over":
            finished = view.finished
            lines = [text(locale, "winner-and-loser", winner=names[finished[0]], loser=names[finished[-1]])]
            if view.ended_by_stalemate:
                lines.append(text(locale, "stopped", pickups=view.stalemate_pickups))
            return "\n".join(lines)
        lines = pile_text(view, locale)
        turn = view.turn
        assert turn is not None  # somebody is to play while the game runs
        me = view.players[turn]
        if view.revealed:
            lines.append(text(locale, "naming-joker", player=names[turn]))
        elif me.source == "choose":
            lines.append(text(locale, "choosing-unlock", player=names[turn]))
        else:
            message = "plays-from" if view.pile.count else "starts-pile"
            lines.append(text(locale, message, player=names[turn], source=me.source or "hand"))
        if view.finished:
            entries = [
                text(locale, "out-entry", medal=place_mark(i, locale), player=names[s])
                for i, s in enumerate(view.finished, 1)
            ]
            lines.append(text(locale, "out-so-far", players=i18n.listed(entries, locale)))
        left = view.stalemate_pickups - view.pickups_in_a_row
        if left <= STALEMATE_WARNING:
            lines.append(text(locale, "stalemate-warning", pickups=view.pickups_in_a_row, left=left))
        return "\n".join(lines)

    @staticmethod
    def _held(player: PlayerView) -> str:
        """What a seat holds beyond its opening cards, in the order it will play them: ``🔒3 → 🎲5 → ✋2``
        (side by side while the reserve-or-chance choice is still to come)."""
        counts = {"reserve": player.reserve_count, "chance": player.chance_count, "hand": player.hand_count}
        ordered = [name for name in player.order if name in counts]
        order = ordered or ["reserve", "chance", "hand"]
        shown = [f"{SOURCE_ICON[name]}{counts[name]}" for name in order if counts[name]]
        return (ORDER_ARROW if ordered else PARTS).join(shown)

    def _player_field(
        self, view: KrasnyDrakonView, player: PlayerView, names: list[str], locale: str
    ) -> dict[str, str]:
        seat = player.seat
        marks = TURN_MARK if seat == view.turn else ""
        name = clip(f"{marks}{names[seat]}", 256)
        if player.place is not None:
            return {"name": name, "value": place_text(player.place, view.seats, locale)}
        lines = []
        if player.opening:
            lines.append(cards_text(player.opening, locale))
        if player.chance_face_up:
            lines.append(text(locale, "chance-open", cards=cards_text(player.chance_face_up, locale)))
        held = self._held(player)
        if player.source == "choose":
            held = text(locale, "choice-due", held=held)
        if held:
            lines.append(held)
        return {"name": name, "value": "\n".join(lines) or NO_CARDS}

    @staticmethod
    def _finishing_order(view: KrasnyDrakonView, names: list[str], locale: str) -> str:
        lines = []
        for place, seat in enumerate(view.finished, 1):
            if place == view.seats:
                lines.append(text(locale, "finished-last", player=names[seat]))
            else:
                lines.append(text(locale, "finished", medal=place_mark(place, locale), player=names[seat]))
        return "\n".join(lines)

    @staticmethod
    def _house_rules(view: KrasnyDrakonView, table: TableContext) -> str:
        """The house rules in force (those switched on), then the game's counters, the dealer and the timer."""
        options, locale = view.options, table.locale
        if view.decks_forced:
            decks = text(locale, "decks-forced", count=options.decks, seats=view.two_decks_from)
        else:
            decks = text(locale, "decks", count=options.decks)
        switched_on = [
            text(locale, message)
            for on, message in (
                (options.jokers, "jokers-on"),
                (options.sets, "sets-on"),
                (options.ten_plays_again, "ten-again-on"),
                (options.open_chance, "open-chance-on"),
            )
            if on
        ]
        undealt = [text(locale, "not-dealt", count=view.out_of_play)] if view.out_of_play else []
        parts = [
            decks,
            *switched_on,
            *undealt,
            text(locale, "burnt", count=view.burnt),
            text(locale, "dealer", player=table.names[view.dealer]),
            timer_text(table.game.turn_seconds, locale),
        ]
        return PARTS.join(parts)

    # -- a player's private view --------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view, names, seat, locale = table_view(hand.view), hand.names, hand.seat, hand.locale
        me, mine = view.you, view.players[seat]
        assert me is not None  # a seat's own view
        embed = discord.Embed(title=text(locale, "hand-title"), colour=COLOUR)
        if view.phase == "setup":
            return self._setup(hand, view, embed)
        if mine.place is not None:
            if mine.place == view.seats:
                embed.description = text(locale, "you-lost")
            else:
                message = "you-are-out" if view.phase == "over" else "you-are-out-others-play-on"
                embed.description = text(locale, message, place=mine.place)
            return embed, []
        source = me.source
        items: list[Any]
        note = ""
        if any(isinstance(parse(action), Declare) for action in hand.legal):
            options = [self._rank_option(action, locale) for action in hand.legal]
            placeholder = text(locale, "declare-placeholder")
            items = [ActionSelect(hand.game.id, hand.stamp, "declare", options, placeholder)]
        elif source == "choose":
            items = self._unlock_buttons(hand, mine)
        elif source == "chance" and not mine.chance_face_up:
            items = self._chance_buttons(hand, mine)
        else:
            items, note = self._card_controls(hand, list(me.source_cards))
        if note:
            embed.set_footer(text=note)
        lines = [self._turn_line(view, names, hand.legal, locale), *pile_text(view, locale)]
        mark = {name: SOURCE_MARK if name == source else "" for name in SOURCES}
        if mine.opening:
            lines.append(text(locale, "opening-line", mark=mark["opening"], cards=cards_text(mine.opening, locale)))
        if me.reserve:
            lines.append(text(locale, "reserve-line", mark=mark["reserve"], cards=cards_text(me.reserve, locale)))
        if mine.chance_face_up:
            face_up = cards_text(mine.chance_face_up, locale)
            lines.append(text(locale, "chance-open-line", mark=mark["chance"], cards=face_up))
        elif mine.chance_count:
            lines.append(text(locale, "chance-line", mark=mark["chance"], backs=CHANCE_BACK * mine.chance_count))
        if me.hand:
            embed.description = "\n".join(lines)
            without_cards = text(locale, "hand-line", mark=mark["hand"], count=len(me.hand), shown="")
            room = HAND_CHARACTERS - len(embed) - len(without_cards)
            shown = by_rank_text(me.hand, locale)
            shown = shown if len(shown) <= room else rank_counts_text(me.hand, locale)
            lines.append(text(locale, "hand-line", mark=mark["hand"], count=len(me.hand), shown=shown))
        embed.description = "\n".join(lines)
        return embed, items

    def _setup(
        self, hand: HandContext, view: KrasnyDrakonView, embed: discord.Embed
    ) -> tuple[discord.Embed, list[Any]]:
        me, locale = view.you, hand.locale
        assert me is not None
        need = me.reserve_needed
        if need and hand.legal:
            embed.description = text(locale, "keep-reserve", need=need)
            embed.add_field(name=text(locale, "your-eight"), value=cards_text(me.choose_from, locale), inline=False)
            moves = [(parse(action), action) for action in hand.legal]
            options = [self._option(move.card, action, locale) for move, action in moves if isinstance(move, Reserve)]
            placeholder = text(locale, "choose-reserve", need=need)
            select = ActionSelect(hand.game.id, hand.stamp, "reserve", options, placeholder, need, need)
            return embed, [select]
        waiting = [text(locale, "player", player=hand.names[p.seat]) for p in view.players if not p.ready]
        reserve, opening = cards_text(me.reserve, locale), cards_text(me.not_reserved, locale)
        if waiting:
            players = i18n.listed(waiting, locale)
            embed.description = text(locale, "your-reserve-waiting", reserve=reserve, opening=opening, players=players)
        else:
            embed.description = text(locale, "your-reserve", reserve=reserve, opening=opening)
        return embed, []

    @staticmethod
    def _option(card: str, action: str, locale: str, shown: str | None = None) -> discord.SelectOption:
        hint = text(locale, "hint-joker") if is_joker(card) else rank_hint(rank_of(card), locale)
        return discord.SelectOption(label=shown or label(card, locale=locale), value=action, description=hint)

    @staticmethod
    def _turn_line(view: KrasnyDrakonView, names: list[str], legal: list[str], locale: str) -> str:
        assert view.you is not None
        source = view.you.source
        if not legal:
            assert view.turn is not None
            return text(locale, "someone-plays", player=names[view.turn])
        if view.revealed:
            return text(locale, "joker-turned")
        if source == "choose":
            return text(locale, "unlock-now")
        if only_pickup(legal):
            return text(locale, "must-pick-up", source=source or "hand")
        if source == "chance" and not view.options.open_chance:
            return text(locale, "chance-turn")
        return text(locale, "your-turn", source=source or "hand")

    def _card_controls(self, hand: HandContext, cards: list[str]) -> tuple[list[Any], str]:
        """Controls for the opening cards, the reserve or the hand, and a footer note about them.

        The source's cards are buttons when they fit in four rows together with the Joker and set
        selects; otherwise (a big picked-up hand) the playable cards go into selects grouped by rank.
        """
        legal, locale = set(hand.legal), hand.locale
        moves = [(parse(action), action) for action in hand.legal]
        if only_pickup(hand.legal):
            return self._pickup_controls(hand, cards), ""
        plain = [card for card in cards if not is_joker(card)]
        joker = next((card for card in cards if is_joker(card)), None)
        jokers = [action for move, action in moves if isinstance(move, Play) and move.cards == (joker,)]
        set_groups = self._set_groups([move for move, _ in moves if isinstance(move, Play) and move.is_set], locale)
        button_rows = math.ceil(len(plain) / ROW_WIDTH)
        if button_rows + bool(jokers) + len(_chunks(set_groups)) <= ROWS:
            items: list[Any] = []
            for index, card in enumerate(plain):
                button = self._card_button(hand, card, play_action(card) not in legal)
                button.row = index // ROW_WIDTH
                items.append(button)
            if jokers:
                options = [self._rank_option(action, locale) for action in jokers]
                placeholder = text(locale, "joker-placeholder")
                items.append(ActionSelect(hand.game.id, hand.stamp, "joker", options, placeholder))
            items += self._set_selects(hand, set_groups, ROWS - button_rows - bool(jokers))[0]
            return items, text(locale, "lit-cards") if legal else ""
        if not legal:
            return [], text(locale, "menus-later", count=len(cards))
        chunks = _chunks(self._single_groups(hand.legal, joker, locale))
        items = [
            ActionSelect(hand.game.id, hand.stamp, f"cards{index}", options, single_placeholder(ranks, locale))
            for index, (ranks, options) in enumerate(chunks)
        ]
        sets, trimmed = self._set_selects(hand, set_groups, ROWS - len(chunks))
        return items + sets, text(locale, "menus-note-trimmed" if trimmed else "menus-note")

    @staticmethod
    def _card_button(hand: HandContext, card: str, disabled: bool) -> ActionButton:
        shown = label(card, locale=hand.locale)
        return ActionButton(hand.game.id, hand.stamp, play_action(card), shown, card_style(card), disabled=disabled)

    def _pickup_controls(self, hand: HandContext, cards: list[str]) -> list[Any]:
        """The greyed cards that do not fit (when they fit in three rows), then the Pick up button."""
        count = table_view(hand.view).pile.count
        shown = text(hand.locale, "pick-up", count=count)
        pickup = ActionButton(hand.game.id, hand.stamp, format_move(Pickup()), shown, discord.ButtonStyle.success, "📥")
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
    def _rank_option(action: str, locale: str) -> discord.SelectOption:
        """``play:JK1=7`` or ``declare:7`` as "Joker as 7"."""
        move = parse(action)
        rank = move.rank if isinstance(move, Play | Declare) else JOKER
        shown = text(locale, "joker-as", rank=RANK_LABELS[rank])
        return discord.SelectOption(label=shown, value=action, description=rank_hint(rank, locale))

    def _single_groups(self, legal: list[str], joker: str | None, locale: str) -> list[Group]:
        """Per rank an option per playable card face (copies from a second deck are one option), then
        the ranks a Joker may stand for as one more group."""
        copies: dict[str, list[str]] = {}
        jokers: list[discord.SelectOption] = []
        for action in legal:
            move = parse(action)
            if not isinstance(move, Play) or move.is_set:
                continue
            if move.declared:
                if joker and move.cards == (joker,):
                    jokers.append(self._rank_option(action, locale))
            else:
                copies.setdefault(face(move.cards[0]), []).append(move.cards[0])
        groups: dict[str, list[discord.SelectOption]] = {}
        for same in copies.values():
            shown = label(same[0], locale=locale)
            if len(same) > 1:
                shown = f"{shown} ×{len(same)}"
            groups.setdefault(rank_of(same[0]), []).append(self._option(same[0], play_action(same[0]), locale, shown))
        return [*groups.items(), *([(JOKER, jokers)] if jokers else [])]

    @staticmethod
    def _set_groups(sets: list[Play], locale: str) -> list[Group]:
        groups: dict[str, list[discord.SelectOption]] = {}
        for move in sets:
            rank = rank_of(move.cards[0])
            shown = text(
                locale,
                "set-option",
                count=len(move.cards),
                rank=rank,
                label=RANK_LABELS[rank],
                cards=cards_text(move.cards, locale),
            )
            groups.setdefault(rank, []).append(discord.SelectOption(label=shown, value=format_move(move)))
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
        selects = []
        for index, (ranks, options) in enumerate(chunks):
            if len(ranks) == 1:
                placeholder = text(hand.locale, "play-several", rank=ranks[0], label=RANK_LABELS[ranks[0]])
            else:
                placeholder = text(hand.locale, "play-several-ranks")
            selects.append(ActionSelect(hand.game.id, hand.stamp, f"sets{index}", options, placeholder))
        return selects, trimmed

    @staticmethod
    def _unlock_buttons(hand: HandContext, mine: PlayerView) -> list[Any]:
        if not hand.legal:
            return []
        game_id, stamp = hand.game.id, hand.stamp
        reserve = text(hand.locale, "reserve-first", count=mine.reserve_count)
        chance = text(hand.locale, "chance-first", count=mine.chance_count)
        return [
            ActionButton(game_id, stamp, format_move(Unlock("reserve")), reserve, discord.ButtonStyle.primary, "🔒"),
            ActionButton(game_id, stamp, format_move(Unlock("chance")), chance, discord.ButtonStyle.success, "🎲"),
        ]

    @staticmethod
    def _chance_buttons(hand: HandContext, mine: PlayerView) -> list[Any]:
        """A button per chance card by its place; the ones already turned over stay greyed out."""
        return [
            ActionButton(
                hand.game.id,
                hand.stamp,
                format_move(Chance(slot)),
                text(hand.locale, "chance-slot", number=slot + 1),
                discord.ButtonStyle.primary,
                "🎴",
                disabled=format_move(Chance(slot)) not in hand.legal,
            )
            for slot in range(len(mine.chance))
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
