"""Krasny Drakon's private view: the cards of the source a seat plays from now, as buttons or, for a picked-up hand
too big for buttons, as selects grouped by rank; the reserve to keep; the chance cards to turn."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import discord

from cogs.krasny_drakon.words import (
    CHANCE_BACK,
    SOURCE_MARK,
    SOURCES,
    by_rank_text,
    card_style,
    cards_text,
    label,
    only_pickup,
    pile_text,
    play_action,
    players_text,
    rank_counts_text,
    rank_hint,
    rank_label,
    single_placeholder,
    table_view,
    text,
)
from discord_ui import i18n
from discord_ui.components import ActionButton, ActionSelect, Item
from discord_ui.drawing import Sheet
from discord_ui.presenter import HandContext
from engine.krasny_drakon import (
    JOKER,
    KrasnyDrakonView,
    PlayerView,
    face,
    is_joker,
    rank_of,
)
from engine.krasny_drakon.moves import Chance, Declare, Pickup, Play, Reserve, Unlock, format_move, parse

#: Discord's limits for a private view: four rows of our own (the fifth holds Refresh), five buttons
#: a row, 25 options a select
ROWS = 4
ROW_WIDTH = 5
SELECT_OPTIONS = 25
#: the longest private view of our own (the shared "since your last move" field comes on top of it), in
#: characters as Discord counts them
HAND_CHARACTERS = 370
Group = tuple[str, list[discord.SelectOption]]  # a rank and its select options
#: how a rank's sets shrink when a huge hand offers more than the selects hold: every size, then
#: the smallest and largest (a stride from the first to the last), then only the largest
SET_TRIMS: tuple[Callable[[list[discord.SelectOption]], list[discord.SelectOption]], ...] = (
    lambda sets: sets[:: max(1, len(sets) - 1)],
    lambda sets: sets[-1:],
)


class PrivateView:
    """A seat's private view (a part of the game's cog)."""

    def draw_hand(self, hand: HandContext) -> Sheet:
        view, names, seat, locale = table_view(hand.view), hand.names, hand.seat, hand.locale
        me, mine = view.you, view.players[seat]
        assert me is not None  # a seat's own view
        sheet = Sheet(text(locale, "hand-title"))
        if view.phase == "setup":
            return self._setup(hand, view, sheet)
        if mine.place is not None:
            if mine.stopped:
                sheet.lines = [text(locale, "you-share-last")]
            elif mine.place == view.seats:
                sheet.lines = [text(locale, "you-lost")]
            else:
                message = "you-are-out" if view.phase == "over" else "you-are-out-others-play-on"
                players = players_text(mine.outlasted, names, locale)
                sheet.lines = [text(locale, message, place=mine.place, players=players, count=len(mine.outlasted))]
            return sheet
        source = me.source
        items: list[Item]
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
        sheet.footer = note
        sheet.controls = items
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
            sheet.lines = lines
            without_cards = text(locale, "hand-line", mark=mark["hand"], count=len(me.hand), shown="")
            room = HAND_CHARACTERS - sheet.size() - len(without_cards)
            shown = by_rank_text(me.hand, locale)
            shown = shown if len(shown) <= room else rank_counts_text(me.hand, locale)
            lines.append(text(locale, "hand-line", mark=mark["hand"], count=len(me.hand), shown=shown))
        sheet.lines = lines
        return sheet

    def _setup(self, hand: HandContext, view: KrasnyDrakonView, sheet: Sheet) -> Sheet:
        me, locale = view.you, hand.locale
        assert me is not None
        need = me.reserve_needed
        if need and hand.legal:
            sheet.lines = [text(locale, "keep-reserve", need=need)]
            sheet.add(text(locale, "your-eight"), cards_text(me.choose_from, locale))
            moves = [(parse(action), action) for action in hand.legal]
            options = [self._option(move.card, action, locale) for move, action in moves if isinstance(move, Reserve)]
            placeholder = text(locale, "choose-reserve", need=need)
            select = ActionSelect(hand.game.id, hand.stamp, "reserve", options, placeholder, need, need)
            sheet.controls = [select]
            return sheet
        waiting = [text(locale, "player", player=hand.names[p.seat]) for p in view.players if not p.ready]
        reserve, opening = cards_text(me.reserve, locale), cards_text(me.not_reserved, locale)
        if waiting:
            players = i18n.listed(waiting, locale)
            sheet.lines = [text(locale, "your-reserve-waiting", reserve=reserve, opening=opening, players=players)]
        else:
            sheet.lines = [text(locale, "your-reserve", reserve=reserve, opening=opening)]
        return sheet

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
        shown = text(locale, "joker-as", rank=rank_label(rank, locale))
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
                label=rank_label(rank, locale),
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
                placeholder = text(hand.locale, "play-several", rank=ranks[0], label=rank_label(ranks[0], hand.locale))
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
