"""``/krasny-drakon``: the shedding game, drawn as an embed table and a private view of card buttons.

A player's private view only ever offers cards of the source they must play from now. Small
sources are a row of card buttons (legal ones lit, the rest greyed out); a picked-up hand too big
for four rows of buttons becomes selects grouped by rank. Jokers and sets of equal cards are
selects whose option values are the engine's own actions, so one choice is one move. The words are
the catalog's (``locales/<locale>/krasny-drakon.ftl``), in the locale of whoever reads them: the game's on the
table, the viewer's in a private view.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.krasny_drakon.hand import (
    PrivateView,
)
from cogs.krasny_drakon.words import (
    NO_CARDS,
    ORDER_ARROW,
    PARTS,
    SOURCE_ICON,
    TURN_MARK,
    cards_text,
    event_text,
    pile_text,
    place_mark,
    place_text,
    rank_label,
    table_view,
    text,
    timer_text,
)
from discord_ui import i18n
from discord_ui.drawing import Field, Log, Sheet
from discord_ui.formatting import score_text
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.presenter import TableContext
from discord_ui.translator import command_text
from engine.krasny_drakon import (
    CHANCE_CARDS,
    DEALT_CARDS,
    ENGINE,
    RANK_INDEX,
    RESERVE_CARDS,
    KrasnyDrakonView,
    PlayerView,
    events,
)
from engine.protocol import Event, IllegalAction

#: what changes what every seat may play or how the game stands: play starting, a pile burnt or picked up, a player
#: out, a stalemate, the end (plays one by one are seen on the pile)
IMPORTANT = (events.PlayStarted, events.Burnt, events.PickedUp, events.WentOut, events.Stalemate, events.Lost)
#: the table starts warning about the stalemate rule this many pickups before it ends the game
STALEMATE_WARNING = 10
#: the longest table embed, in characters as Discord counts them
TABLE_CHARACTERS = 1000


class KrasnyDrakonCog(
    PrivateView,
    GameCog,
    group_name="krasny-drakon",
    group_description=command_text("command-krasny-drakon.description"),
):
    engine = ENGINE
    hidden_options = ("dealer",)
    emoji = "🐲"
    recent_events = 8  # one card may play, burn, finish a player and end the game

    def illegal_params(self, reason: IllegalAction, locale: str) -> Mapping[str, Any]:
        """Ranks as the labels the reader's cards show (``T`` as 10)."""
        return {
            key: rank_label(value, locale) if key in ("rank", "top") and value in RANK_INDEX else value
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
        thread=command_text("command-game-new-thread.description"),
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
        thread: bool | None = None,
    ) -> None:
        options = {
            "decks": decks,
            "jokers": jokers,
            "sets": sets,
            "ten_plays_again": ten_plays_again,
            "open_chance": open_chance,
        }
        await self.open_lobby(interaction, options, timer, thread)

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return event_text(event, names, locale)

    def important(self, event: Event, seat: int) -> bool:
        return super().important(event, seat) or isinstance(event, IMPORTANT)

    def revealed_hand(self, view: Any, locale: str) -> str | None:
        """The seat's hand and secret reserve (its chance cards it does not know either)."""
        own = table_view(view).you
        if own is None or not (own.hand or own.reserve):
            return None
        return text(locale, "replay-hand", hand=cards_text(own.hand, locale), reserve=cards_text(own.reserve, locale))

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: Any) -> str:
        """A fresh table once the reserves are chosen and the opening cards lie face up."""
        return "setup" if table_view(view).phase == "setup" else "play"

    def draw_table(self, table: TableContext) -> Sheet:
        view, names, locale = table_view(table.view), table.names, table.locale
        title = text(locale, "table-title", stage=view.phase)
        situation = self._situation(view, names, locale)
        sheet = Sheet(title, [situation] if situation else [], budget=TABLE_CHARACTERS)
        if view.phase == "play":
            for player in view.players:
                sheet.fields.append(self._player_field(view, player, names, locale))
        rules = self._house_rules(view, table)  # the icon legend while the icons are on the table
        sheet.footer = f"{text(locale, 'legend')}\n{rules}" if view.phase == "play" else rules
        sheet.log = Log(text(locale, "what-happened"), table.recent)
        return sheet

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
        if view.phase == "over":  # the places are in the standings; only a stalemate needs saying
            return text(locale, "stopped", pickups=view.stalemate_pickups) if view.ended_by_stalemate else ""
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

    def _player_field(self, view: KrasnyDrakonView, player: PlayerView, names: list[str], locale: str) -> Field:
        seat = player.seat
        marks = TURN_MARK if seat == view.turn else ""
        name = f"{marks}{names[seat]}"
        if player.place is not None:  # its place, and its score: the players it outlasted
            score = score_text(ENGINE.id, len(player.outlasted), locale)
            return Field(name, f"{place_text(player.place, view.seats, locale)}\n{score}", inline=True)
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
        return Field(name, "\n".join(lines) or NO_CARDS, inline=True)

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
