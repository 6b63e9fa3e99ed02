"""``/krasny-drakon``: the shedding game, drawn as an embed table and a private view of card buttons.

A player's private view only ever offers cards of the source they must play from now. Small
sources are a row of card buttons (legal ones lit, the rest greyed out); a picked-up hand too big
for four rows of buttons becomes selects grouped by rank. Jokers and sets of equal cards are
selects whose option values are the engine's own actions, so one choice is one move. The words are
in ``texts``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.krasny_drakon import texts
from discord_ui.components import ActionButton, ActionSelect
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.lobby import timer_text
from discord_ui.presenter import COLOUR, HandContext, TableContext, seat_name
from engine.krasny_drakon import (
    CARDS_PER_PLAYER,
    CHANCE_CARDS,
    DATA,
    DEALT_CARDS,
    ENGINE,
    FOLLOW,
    JOKER,
    RANK_INDEX,
    RANK_LABELS,
    RANKS,
    RESERVE_CARDS,
    STALEMATE_PICKUPS,
    SUIT_SYMBOLS,
    TWO_DECKS_FROM_SEATS,
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
def label(card: str, declared: str | None = None) -> str:
    """A card's name such as ``"10♠"``, ``"Joker"`` or (on the pile) ``"Joker as 7"``."""
    suit = suit_of(card)
    if suit is None:
        joker = DATA["joker_label"]
        return texts.JOKER_AS.format(joker=joker, rank=RANK_LABELS[declared]) if declared else joker
    return f"{RANK_LABELS[rank_of(card)]}{SUIT_SYMBOLS[suit]}"


def card_style(card: str) -> discord.ButtonStyle:
    suit = suit_of(card)
    return JOKER_STYLE if suit is None else SUIT_STYLE[suit]


def cards_text(cards: Iterable[str]) -> str:
    return " ".join(label(card) for card in cards) or texts.NO_CARDS


def by_rank_text(cards: Sequence[str]) -> str:
    """Sorted cards with a dot between ranks, so a long hand reads as groups: ``3♣ 3♦ · 7♥ · Joker``."""
    groups: dict[str, list[str]] = {}
    for card in cards:
        groups.setdefault(rank_of(card), []).append(label(card))
    return " · ".join(" ".join(group) for group in groups.values()) or texts.NO_CARDS


def ranks_text(ranks: Sequence[str]) -> str:
    """Ranks in order with runs of three or more shortened: ``2, 8–A``; every rank is "anything"."""
    if len(ranks) == len(RANKS):
        return texts.ANY_RANK
    runs: list[list[str]] = []
    for rank in sorted(ranks, key=RANK_INDEX.__getitem__):
        if runs and RANK_INDEX[rank] == RANK_INDEX[runs[-1][-1]] + 1:
            runs[-1].append(rank)
        else:
            runs.append([rank])
    parts: list[str] = []
    for run in runs:
        if len(run) >= 3:
            parts.append(texts.RANK_RUN.format(first=RANK_LABELS[run[0]], last=RANK_LABELS[run[-1]]))
        else:
            parts += [RANK_LABELS[rank] for rank in run]
    return ", ".join(parts)


def follow_table() -> str:
    """What may follow each rank, one line per rule, from the engine's own table (``data/krasny_drakon.json``)."""
    return texts.FOLLOW_SEPARATOR.join(
        texts.FOLLOW_ROW.format(rank=RANK_LABELS[rank], ranks=ranks_text(FOLLOW[rank])) for rank in RANKS if rank != "T"
    )


RULES = texts.RULES.format(
    stalemate_pickups=STALEMATE_PICKUPS,
    follow_table=follow_table(),
    cards=CARDS_PER_PLAYER,
    chance=CHANCE_CARDS,
    dealt=DEALT_CARDS,
    reserve=RESERVE_CARDS,
    opening=DEALT_CARDS - RESERVE_CARDS,
    two_decks_from=TWO_DECKS_FROM_SEATS,
    one_deck_most=TWO_DECKS_FROM_SEATS - 1,
    jokers=DATA["jokers_per_deck"],
)


def rank_plural(rank: str) -> str:
    return texts.RANK_PLURALS.get(rank) or texts.RANK_PLURAL.format(rank=RANK_LABELS[rank])


def count_word(count: int, rank: str) -> str:
    """ "Three 7s", "Two Aces"."""
    return texts.COUNTED_RANK.format(count=texts.COUNT_WORDS[count].capitalize(), ranks=rank_plural(rank))


def several(ranks: list[str]) -> str:
    return rank_plural(ranks[0]) if len(ranks) == 1 else texts.ONE_RANK


def counted_cards(count: int) -> str:
    """ "1 card", "7 cards"."""
    return texts.COUNTED_CARDS(count)


def ordinal(place: int) -> str:
    """ "1st", "2nd", "3rd", "4th"."""
    return texts.ORDINALS.get(place) or texts.ORDINAL.format(place=place)


def rank_counts_text(cards: Sequence[str]) -> str:
    """A hand by rank with counts, ``2 ×2 · 3 · 7 ×4 · Joker``: for hands too big to list card by card."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[rank_of(card)] = counts.get(rank_of(card), 0) + 1
    parts = []
    for rank, count in counts.items():
        name = DATA["joker_label"] if rank == JOKER else RANK_LABELS[rank]
        parts.append(name if count == 1 else texts.RANK_COUNT.format(rank=name, count=count))
    return " · ".join(parts) or texts.NO_CARDS


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


def single_placeholder(ranks: list[str]) -> str:
    """ "Play a card: 2 to 8", "Play a card: 9 or a Joker", "🃏 Play a Joker as…" for a select of ``ranks``."""
    cards = [rank for rank in ranks if rank != JOKER]
    if not cards:
        return texts.JOKER_PLACEHOLDER
    first, last = RANK_LABELS[cards[0]], RANK_LABELS[cards[-1]]
    span = first if len(cards) == 1 else texts.RANK_SPAN.format(first=first, last=last)
    return (texts.PLAY_A_CARD_JOKER if JOKER in ranks else texts.PLAY_A_CARD).format(span=span)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def pile_text(view: KrasnyDrakonView) -> list[str]:
    """The pile: its newest cards, its size, what may follow and the rule behind a 9 or an Ace."""
    pile = view.pile
    if not pile.count:
        return [texts.PILE_EMPTY]
    shown = [label(card, pile.declared_as(card)) for card in pile.cards[-5:]]
    shown[-1] = texts.TOP_CARD.format(card=shown[-1])
    older = texts.OLDER if pile.count > len(shown) else ""
    lines = [
        texts.PILE.format(cards=counted_cards(pile.count), older=older, shown=" ".join(shown)),
        texts.MAY_FOLLOW.format(ranks=ranks_text(view.may_follow)),
    ]
    if view.equal_or_lower:
        lines[-1] += texts.AFTER_NINE
    elif pile.top_rank == "A":
        lines[-1] += texts.AFTER_ACE
    return lines


def medal(place: int, fallback: str = texts.OTHER_MEDAL) -> str:
    return texts.MEDALS.get(place, fallback)


def place_text(place: int, seats: int) -> str:
    if place == seats:
        return texts.LAST_LOSES
    return texts.OUT_IN_PLACE.format(medal=medal(place), ordinal=ordinal(place))


def event_text(event: Event, names: Sequence[str]) -> str | None:
    """The table log's sentence for one of the engine's events."""

    def name(seat: int) -> str:
        return seat_name(names, seat)

    if isinstance(event, ReserveChosen):
        return texts.READY.format(player=name(event.seat))
    if isinstance(event, PlayStarted):
        return texts.START.format(starter=name(event.starter))
    if isinstance(event, Unlocked):
        return texts.UNLOCK.format(player=name(event.seat), source=texts.SOURCE_WORD[event.source])
    if isinstance(event, Played):
        played = [label(card, event.rank if is_joker(card) else None) for card in event.cards]
        if event.source == "chance" and not any(is_joker(card) for card in event.cards):
            return texts.PLAY_CHANCE.format(player=name(event.seat), cards=texts.CARD_LIST_SEPARATOR.join(played))
        return texts.PLAY.format(
            player=name(event.seat),
            cards=texts.CARD_LIST_SEPARATOR.join(played),
            source=texts.SOURCE_WORD[event.source],
        )
    if isinstance(event, ChanceTurned):
        template = texts.REVEAL_JOKER if event.fits else texts.REVEAL_MISS
        return template.format(player=name(event.seat), card=label(event.card))
    if isinstance(event, Burnt):
        return texts.BURN.format(player=name(event.seat), cards=counted_cards(event.count))
    if isinstance(event, PlaysAgain):
        return texts.AGAIN.format(player=name(event.seat))
    if isinstance(event, PickedUp):
        cards = counted_cards(len(event.cards))
        return texts.PICKUP.format(player=name(event.seat), cards=cards, starter=name(event.starter))
    if isinstance(event, WentOut):
        return texts.OUT.format(medal=medal(event.place), player=name(event.seat), ordinal=ordinal(event.place))
    if isinstance(event, Stalemate):
        if event.shared:
            players = texts.PLAYERS_SEPARATOR.join(name(seat) for seat in event.order)
            return texts.STALEMATE_SHARED.format(pickups=event.pickups, players=players)
        return texts.STALEMATE.format(pickups=event.pickups)
    if isinstance(event, Lost):
        return (texts.LOST_MOST if event.stalemate else texts.LOST_LEFT).format(player=name(event.seat))
    return None


def play_action(card: str) -> str:
    return format_move(Play((card,)))


def only_pickup(legal: Sequence[str]) -> bool:
    """Nothing fits: the one move left is picking up the pile."""
    return len(legal) == 1 and isinstance(parse(legal[0]), Pickup)


def table_view(view: Any) -> KrasnyDrakonView:
    assert isinstance(view, KrasnyDrakonView)
    return view


class KrasnyDrakonCog(GameCog, group_name="krasny-drakon", group_description=texts.GROUP_DESCRIPTION):
    engine = ENGINE
    hidden_options = ("dealer",)
    illegal_texts = texts.ILLEGAL
    option_words = texts.OPTIONS
    rules_text = RULES
    tagline = texts.TAGLINE
    quick_start = texts.QUICK_START
    emoji = "🐲"
    score_unit = texts.OUTLASTED
    recent_events = 8  # one card may play, burn, finish a player and end the game

    def illegal_params(self, reason: IllegalAction) -> Mapping[str, Any]:
        """Ranks as the labels players see (``T`` as 10)."""
        return {
            key: RANK_LABELS.get(value, value) if key in ("rank", "top") else value
            for key, value in reason.params.items()
        }

    @app_commands.command(name="new", description=texts.NEW_DESCRIPTION)
    @app_commands.describe(
        decks=texts.DESCRIBE_DECKS,
        jokers=texts.DESCRIBE_JOKERS,
        sets=texts.DESCRIBE_SETS,
        ten_plays_again=texts.DESCRIBE_TEN,
        open_chance=texts.DESCRIBE_OPEN_CHANCE,
        timer=texts.DESCRIBE_TIMER,
    )
    @app_commands.choices(
        decks=[
            app_commands.Choice(name=texts.ONE_DECK_CHOICE, value=1),
            app_commands.Choice(name=texts.TWO_DECKS_CHOICE, value=2),
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
        return event_text(event, names)

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: Any) -> str:
        """A fresh table once the reserves are chosen and the opening cards lie face up."""
        return "setup" if table_view(view).phase == "setup" else "play"

    def table_embed(self, table: TableContext) -> discord.Embed:
        view, names = table_view(table.view), table.names
        title = texts.TITLE.format(stage=texts.STAGES[view.phase])
        embed = discord.Embed(title=title, description=self._situation(view, names), colour=COLOUR)
        if view.phase == "over":
            embed.add_field(name=texts.FINISHING_ORDER, value=self._finishing_order(view, names), inline=False)
        elif view.phase == "play":
            for player in view.players:
                embed.add_field(**self._player_field(view, player, names), inline=True)
        rules = self._house_rules(view, table)  # the icon legend while the icons are on the table
        embed.set_footer(text=texts.FOOTER.format(legend=texts.LEGEND, rules=rules) if view.phase == "play" else rules)
        room = min(TABLE_CHARACTERS - len(embed) - len(texts.WHAT_HAPPENED), FIELD_LIMIT)
        log = fit_newest(table.recent, room)
        if log:  # the newest events that fit, above the footer
            embed.add_field(name=texts.WHAT_HAPPENED, value=log, inline=False)
        return embed

    def round_summary(self, table: TableContext) -> str | None:
        """The set-up table, once play begins: everybody's reserve is chosen, and who started."""
        view = table_view(table.view)
        if view.phase == "setup":
            return None
        return texts.SETUP_SUMMARY.format(
            players=texts.SUMMARY_SEPARATOR.join(table.names),
            reserve=RESERVE_CARDS,
            opening=DATA["dealt_cards"] - RESERVE_CARDS,
            chance=CHANCE_CARDS,
            starter=seat_name(table.names, (view.dealer + 1) % view.seats),
        )

    @staticmethod
    def _situation(view: KrasnyDrakonView, names: list[str]) -> str:
        if view.phase == "setup":
            marks = texts.MARK_SEPARATOR.join(
                (texts.READY_MARK if p.ready else texts.WAITING_MARK).format(name=names[p.seat]) for p in view.players
            )
            return texts.SETUP_SITUATION.format(reserve=RESERVE_CARDS, marks=marks)
        if view.phase == "over":
            finished = view.finished
            lines = [texts.WINNER_AND_LOSER.format(winner=names[finished[0]], loser=names[finished[-1]])]
            if view.ended_by_stalemate:
                lines.append(texts.STOPPED.format(pickups=view.stalemate_pickups))
            return "\n".join(lines)
        lines = pile_text(view)
        turn = view.turn
        assert turn is not None  # somebody is to play while the game runs
        me = view.players[turn]
        if view.revealed:
            lines.append(texts.NAMING_JOKER.format(name=names[turn]))
        elif me.source == "choose":
            lines.append(texts.CHOOSING_UNLOCK.format(name=names[turn]))
        else:
            source = texts.SOURCE_NAME[me.source or "hand"]
            template = texts.PLAYS_FROM if view.pile.count else texts.STARTS_PILE
            lines.append(template.format(name=names[turn], source=source))
        if view.finished:
            entries = [
                texts.OUT_ENTRY.format(medal=medal(i, texts.PLACE_NUMBER.format(place=i)), name=names[s])
                for i, s in enumerate(view.finished, 1)
            ]
            lines.append(texts.OUT_SO_FAR.format(players=texts.LIST_SEPARATOR.join(entries)))
        left = view.stalemate_pickups - view.pickups_in_a_row
        if left <= STALEMATE_WARNING:
            lines.append(texts.STALEMATE_WARNING.format(pickups=view.pickups_in_a_row, left=left))
        return "\n".join(lines)

    @staticmethod
    def _held(player: PlayerView) -> str:
        """What a seat holds beyond its opening cards, in the order it will play them: ``🔒3 → 🎲5 → ✋2``
        (side by side while the reserve-or-chance choice is still to come)."""
        counts = {"reserve": player.reserve_count, "chance": player.chance_count, "hand": player.hand_count}
        ordered = [name for name in player.order if name in counts]
        order = ordered or ["reserve", "chance", "hand"]
        shown = [texts.HELD.format(icon=texts.SOURCE_ICON[name], count=counts[name]) for name in order if counts[name]]
        return (texts.ORDER_ARROW if ordered else texts.HELD_SEPARATOR).join(shown)

    def _player_field(self, view: KrasnyDrakonView, player: PlayerView, names: list[str]) -> dict[str, str]:
        seat = player.seat
        marks = texts.TURN_MARK if seat == view.turn else ""
        name = clip(f"{marks}{names[seat]}", 256)
        if player.place is not None:
            return {"name": name, "value": place_text(player.place, view.seats)}
        lines = []
        if player.opening:
            lines.append(cards_text(player.opening))
        if player.chance_face_up:
            lines.append(texts.CHANCE_OPEN.format(cards=cards_text(player.chance_face_up)))
        held = self._held(player)
        if player.source == "choose":
            held = texts.CHOICE_DUE.format(held=held)
        if held:
            lines.append(held)
        return {"name": name, "value": "\n".join(lines) or texts.NO_CARDS}

    @staticmethod
    def _finishing_order(view: KrasnyDrakonView, names: list[str]) -> str:
        lines = []
        for place, seat in enumerate(view.finished, 1):
            if place == view.seats:
                lines.append(texts.FINISHED_LAST.format(name=names[seat]))
            else:
                lines.append(
                    texts.FINISHED.format(medal=medal(place, texts.PLACE_NUMBER.format(place=place)), name=names[seat])
                )
        return "\n".join(lines)

    @staticmethod
    def _house_rules(view: KrasnyDrakonView, table: TableContext) -> str:
        """The house rules in force (those switched on), then the game's counters, the dealer and the timer."""
        options = view.options
        decks = texts.DECKS(options.decks)
        if view.decks_forced:
            decks += texts.DECKS_FORCED.format(seats=view.two_decks_from)
        switched_on = [
            text
            for on, text in (
                (options.jokers, texts.JOKERS_ON),
                (options.sets, texts.SETS_ON),
                (options.ten_plays_again, texts.TEN_AGAIN),
                (options.open_chance, texts.OPEN_CHANCE_ON),
            )
            if on
        ]
        undealt = [texts.NOT_DEALT.format(cards=counted_cards(view.out_of_play))] if view.out_of_play else []
        parts = [
            decks,
            *switched_on,
            *undealt,
            texts.BURNT.format(count=view.burnt),
            texts.DEALER.format(name=table.names[view.dealer]),
            texts.TIMER.format(timer=timer_text(table.game.turn_seconds)),
        ]
        return texts.FOOTER_SEPARATOR.join(parts)

    # -- a player's private view --------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view, names, seat = table_view(hand.view), hand.names, hand.seat
        me, mine = view.you, view.players[seat]
        assert me is not None  # a seat's own view
        embed = discord.Embed(title=texts.HAND_TITLE, colour=COLOUR)
        if view.phase == "setup":
            return self._setup(hand, view, embed)
        if mine.place is not None:
            if mine.place == view.seats:
                embed.description = texts.YOU_LOST
            else:
                still = "" if view.phase == "over" else texts.OTHERS_PLAY_ON
                embed.description = texts.YOU_ARE_OUT.format(ordinal=ordinal(mine.place), still=still)
            return embed, []
        source = me.source
        items: list[Any]
        note = ""
        if any(isinstance(parse(action), Declare) for action in hand.legal):
            options = [self._rank_option(action) for action in hand.legal]
            items = [ActionSelect(hand.game.id, hand.stamp, "declare", options, texts.DECLARE_PLACEHOLDER)]
        elif source == "choose":
            items = self._unlock_buttons(hand, mine)
        elif source == "chance" and not mine.chance_face_up:
            items = self._chance_buttons(hand, mine)
        else:
            items, note = self._card_controls(hand, list(me.source_cards))
        if note:
            embed.set_footer(text=note)
        lines = [self._turn_line(view, names, hand.legal), *pile_text(view)]
        mark = {name: texts.SOURCE_MARK if name == source else "" for name in texts.SOURCE_NAME}
        if mine.opening:
            lines.append(texts.OPENING_LINE.format(mark=mark["opening"], cards=cards_text(mine.opening)))
        if me.reserve:
            lines.append(texts.RESERVE_LINE.format(mark=mark["reserve"], cards=cards_text(me.reserve)))
        if mine.chance_face_up:
            lines.append(texts.CHANCE_OPEN_LINE.format(mark=mark["chance"], cards=cards_text(mine.chance_face_up)))
        elif mine.chance_count:
            lines.append(texts.CHANCE_LINE.format(mark=mark["chance"], backs=texts.CHANCE_BACK * mine.chance_count))
        if me.hand:
            template = texts.HAND_LINE.format(mark=mark["hand"], cards=counted_cards(len(me.hand)), shown="{shown}")
            embed.description = "\n".join(lines)
            room = HAND_CHARACTERS - len(embed) - len(template) + len("{shown}")
            shown = by_rank_text(me.hand)
            lines.append(template.format(shown=shown if len(shown) <= room else rank_counts_text(me.hand)))
        embed.description = "\n".join(lines)
        return embed, items

    def _setup(
        self, hand: HandContext, view: KrasnyDrakonView, embed: discord.Embed
    ) -> tuple[discord.Embed, list[Any]]:
        me = view.you
        assert me is not None
        need = me.reserve_needed
        if need and hand.legal:
            embed.description = texts.KEEP_RESERVE.format(need=need)
            embed.add_field(name=texts.YOUR_EIGHT, value=cards_text(me.choose_from), inline=False)
            moves = [(parse(action), action) for action in hand.legal]
            options = [self._option(move.card, action) for move, action in moves if isinstance(move, Reserve)]
            placeholder = texts.CHOOSE_RESERVE.format(need=need)
            select = ActionSelect(hand.game.id, hand.stamp, "reserve", options, placeholder, need, need)
            return embed, [select]
        waiting = [hand.names[p.seat] for p in view.players if not p.ready]
        embed.description = texts.YOUR_RESERVE.format(
            reserve=cards_text(me.reserve), opening=cards_text(me.not_reserved)
        )
        if waiting:
            embed.description += texts.WAITING_FOR.format(names=texts.NAMES_SEPARATOR.join(waiting))
        return embed, []

    @staticmethod
    def _option(card: str, action: str, text: str | None = None) -> discord.SelectOption:
        hint = texts.JOKER_HINT if is_joker(card) else texts.RANK_HINT.get(rank_of(card))
        return discord.SelectOption(label=text or label(card), value=action, description=hint)

    @staticmethod
    def _turn_line(view: KrasnyDrakonView, names: list[str], legal: list[str]) -> str:
        assert view.you is not None
        source = view.you.source
        if not legal:
            assert view.turn is not None
            return texts.SOMEONE_PLAYS.format(name=names[view.turn])
        if view.revealed:
            return texts.JOKER_TURNED
        if source == "choose":
            return texts.UNLOCK_NOW
        if only_pickup(legal):
            return texts.MUST_PICK_UP.format(source=texts.SOURCE_NAME[source or "hand"])
        if source == "chance" and not view.options.open_chance:
            return texts.CHANCE_TURN
        return texts.YOUR_TURN.format(source=texts.SOURCE_NAME[source or "hand"])

    def _card_controls(self, hand: HandContext, cards: list[str]) -> tuple[list[Any], str]:
        """Controls for the opening cards, the reserve or the hand, and a footer note about them.

        The source's cards are buttons when they fit in four rows together with the Joker and set
        selects; otherwise (a big picked-up hand) the playable cards go into selects grouped by rank.
        """
        legal = set(hand.legal)
        moves = [(parse(action), action) for action in hand.legal]
        if only_pickup(hand.legal):
            return self._pickup_controls(hand, cards), ""
        plain = [card for card in cards if not is_joker(card)]
        joker = next((card for card in cards if is_joker(card)), None)
        jokers = [action for move, action in moves if isinstance(move, Play) and move.cards == (joker,)]
        set_groups = self._set_groups([move for move, _ in moves if isinstance(move, Play) and move.is_set])
        button_rows = math.ceil(len(plain) / ROW_WIDTH)
        if button_rows + bool(jokers) + len(_chunks(set_groups)) <= ROWS:
            items: list[Any] = []
            for index, card in enumerate(plain):
                button = self._card_button(hand, card, play_action(card) not in legal)
                button.row = index // ROW_WIDTH
                items.append(button)
            if jokers:
                options = [self._rank_option(action) for action in jokers]
                items.append(ActionSelect(hand.game.id, hand.stamp, "joker", options, texts.JOKER_PLACEHOLDER))
            items += self._set_selects(hand, set_groups, ROWS - button_rows - bool(jokers))[0]
            return items, texts.LIT_CARDS if legal else ""
        if not legal:
            return [], texts.MENUS_LATER.format(count=len(cards))
        chunks = _chunks(self._single_groups(hand.legal, joker))
        items = [
            ActionSelect(hand.game.id, hand.stamp, f"cards{index}", options, single_placeholder(ranks))
            for index, (ranks, options) in enumerate(chunks)
        ]
        sets, trimmed = self._set_selects(hand, set_groups, ROWS - len(chunks))
        note = texts.MENUS_NOTE
        if trimmed:
            note += texts.SETS_TRIMMED
        return items + sets, note

    @staticmethod
    def _card_button(hand: HandContext, card: str, disabled: bool) -> ActionButton:
        return ActionButton(
            hand.game.id, hand.stamp, play_action(card), label(card), card_style(card), disabled=disabled
        )

    def _pickup_controls(self, hand: HandContext, cards: list[str]) -> list[Any]:
        """The greyed cards that do not fit (when they fit in three rows), then the Pick up button."""
        count = table_view(hand.view).pile.count
        text = texts.PICK_UP.format(cards=counted_cards(count))
        pickup = ActionButton(hand.game.id, hand.stamp, format_move(Pickup()), text, discord.ButtonStyle.success, "📥")
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
        move = parse(action)
        rank = move.rank if isinstance(move, Play | Declare) else JOKER
        text = texts.JOKER_AS.format(joker=DATA["joker_label"], rank=RANK_LABELS[rank])
        return discord.SelectOption(label=text, value=action, description=texts.RANK_HINT.get(rank))

    def _single_groups(self, legal: list[str], joker: str | None) -> list[Group]:
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
                    jokers.append(self._rank_option(action))
            else:
                copies.setdefault(face(move.cards[0]), []).append(move.cards[0])
        groups: dict[str, list[discord.SelectOption]] = {}
        for same in copies.values():
            text = texts.COPIES.format(card=label(same[0]), count=len(same)) if len(same) > 1 else label(same[0])
            groups.setdefault(rank_of(same[0]), []).append(self._option(same[0], play_action(same[0]), text))
        return [*groups.items(), *([(JOKER, jokers)] if jokers else [])]

    @staticmethod
    def _set_groups(sets: list[Play]) -> list[Group]:
        groups: dict[str, list[discord.SelectOption]] = {}
        for move in sets:
            rank = rank_of(move.cards[0])
            text = texts.SET_OPTION.format(count=count_word(len(move.cards), rank), cards=cards_text(move.cards))
            groups.setdefault(rank, []).append(discord.SelectOption(label=text, value=format_move(move)))
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
            ActionSelect(
                hand.game.id, hand.stamp, f"sets{index}", options, texts.PLAY_SEVERAL.format(ranks=several(ranks))
            )
            for index, (ranks, options) in enumerate(chunks)
        ]
        return selects, trimmed

    @staticmethod
    def _unlock_buttons(hand: HandContext, mine: PlayerView) -> list[Any]:
        if not hand.legal:
            return []
        game_id, stamp = hand.game.id, hand.stamp
        reserve = texts.RESERVE_FIRST(mine.reserve_count)
        chance = texts.CHANCE_FIRST(mine.chance_count)
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
                texts.CHANCE_SLOT.format(number=slot + 1),
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
