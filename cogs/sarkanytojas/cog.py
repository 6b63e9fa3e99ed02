"""``/sarkanytojas``: Sárkánytojás (take eggs, dodge dragons on a 7x7 field) and the Dragons' Path puzzle.

The commands, and the presenters wired to what draws them: Sárkánytojás's table in :mod:`.table`, its private
view (**My tiles**) in :mod:`.hand`, their words in :mod:`.words`; the Dragons' Path (a second engine kind, drawn
by :class:`~cogs.sarkanytojas.puzzle.PuzzlePresenter`, which this cog registers) in :mod:`.puzzle` and
:mod:`.puzzle_words`, its guess modal in :mod:`.guess`; the pictures of the field and the board in :mod:`.picture`.

The engine's views and events are data; the words come from the catalogs (``locales/<locale>/sarkanytojas.ftl``
and ``dragons-path.ftl``), in the game's locale for the table and in the viewer's for a private view.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.sarkanytojas.guess import GUESS_MODAL, GUESS_PREFIX, GuessButton, on_guess
from cogs.sarkanytojas.hand import tiles_sheet
from cogs.sarkanytojas.puzzle import PuzzlePresenter
from cogs.sarkanytojas.table import game_summary, table_sheet
from cogs.sarkanytojas.words import describe_sarkanytojas, tiles_text
from discord_ui.components import route_modals
from discord_ui.drawing import Sheet
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.presenter import HandContext, Presenter, TableContext
from discord_ui.translator import command_text
from engine.protocol import Event
from engine.sarkanytojas import ENGINE
from engine.sarkanytojas import events as ev
from engine.sarkanytojas.path_game import ENGINE as PUZZLE
from engine.sarkanytojas.path_game import LEVELS
from engine.sarkanytojas.views import SarkanytojasView

OPTION = {option.key: option for option in ENGINE.options}
Match = app_commands.Range[int, OPTION["match"].minimum, OPTION["match"].maximum]
PUZZLE_OPTION = {option.key: option for option in PUZZLE.options}
CheckSeconds = app_commands.Range[int, PUZZLE_OPTION["check_seconds"].minimum, PUZZLE_OPTION["check_seconds"].maximum]
RaceSeconds = app_commands.Range[int, PUZZLE_OPTION["race_seconds"].minimum, PUZZLE_OPTION["race_seconds"].maximum]
#: puzzle levels and the side of their boards
PUZZLE_SIZES = [(name, level + 2) for name, level in LEVELS.items()]
#: the puzzle's turn timer is only the time a guesser has to show their route
PUZZLE_TIMER_MINUTES = 2

#: what "since your last move" keeps longest
IMPORTANT = (ev.ShieldPitTaken, ev.TileGivenUp, ev.GameBegins, ev.GameOver, ev.MatchOver)


class SarkanytojasCog(
    GameCog,
    group_name="sarkanytojas",
    group_description=command_text("command-sarkanytojas.description"),
):
    engine = ENGINE
    emoji = "🥚"
    hand_emoji = "🥚"

    def __init__(self, bot: commands.Bot) -> None:
        super().__init__(bot)
        self.puzzle = PuzzlePresenter()

    def modes(self) -> list[Presenter]:
        return [self, self.puzzle]

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(GuessButton)
        route_modals(self.hoard.modal_routes, GUESS_PREFIX, GUESS_MODAL, on_guess)  # through the one listener

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(GuessButton)
        route_modals(self.hoard.modal_routes, GUESS_PREFIX, None)

    @app_commands.command(name="new", description=command_text("command-sarkanytojas-new.description"))
    @app_commands.describe(
        shield_pit=command_text("command-sarkanytojas-new-shield_pit.description"),
        match=command_text("command-sarkanytojas-new-match.description"),
        open_scores=command_text("command-sarkanytojas-new-open_scores.description"),
        timer=command_text("command-sarkanytojas-new-timer.description"),
        thread=command_text("command-game-new-thread.description"),
    )
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        shield_pit: bool | None = None,
        match: Match | None = None,
        open_scores: bool | None = None,
        timer: int | None = None,
        thread: bool | None = None,
    ) -> None:
        await self.open_lobby(
            interaction, {"shield_pit": shield_pit, "match": match, "open_scores": open_scores}, timer, thread
        )

    @app_commands.command(name="puzzle", description=command_text("command-sarkanytojas-puzzle.description"))
    @app_commands.describe(
        level=command_text("command-sarkanytojas-puzzle-level.description"),
        check_seconds=command_text("command-sarkanytojas-puzzle-check_seconds.description"),
        race_seconds=command_text("command-sarkanytojas-puzzle-race_seconds.description"),
        timer=command_text("command-sarkanytojas-puzzle-timer.description"),
        thread=command_text("command-game-new-thread.description"),
    )
    @app_commands.choices(
        level=[
            app_commands.Choice(name=command_text(f"command-sarkanytojas-puzzle-level-{name.lower()}"), value=name)
            for name, _size in PUZZLE_SIZES
        ]
    )
    @app_commands.choices(timer=TIMER_CHOICES)
    async def puzzle_command(
        self,
        interaction: discord.Interaction,
        level: str | None = None,
        check_seconds: CheckSeconds | None = None,
        race_seconds: RaceSeconds | None = None,
        timer: int | None = None,
        thread: bool | None = None,
    ) -> None:
        given = {"level": level, "check_seconds": check_seconds, "race_seconds": race_seconds}
        options = {k: v for k, v in given.items() if v is not None}
        minutes = PUZZLE_TIMER_MINUTES if timer is None else timer
        await self.hoard.open_lobby(interaction, self.puzzle, options, minutes, thread)

    # -- the public table and a player's tiles --------------------------------------------------
    def score_message(self, options: Mapping[str, Any]) -> str:
        """A match's results are its match points (what places its players), a single game's its points."""
        return "sarkanytojas-match-score" if options.get("match", 1) > 1 else super().score_message(options)

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return describe_sarkanytojas(event, names, locale)

    def important(self, event: Event, seat: int) -> bool:
        """A Shield or Pit taken and what it cost, a game or the match begun or over; a plain take is not."""
        return super().important(event, seat) or isinstance(event, IMPORTANT)

    def revealed_hand(self, view: SarkanytojasView, locale: str) -> str | None:
        """The tiles the seat took this game, face down on the table."""
        haul = next((h for h in view.players if h.seat == view.seat), None)
        return tiles_text(haul.taken, locale) if haul is not None and haul.taken else None

    def table_epoch(self, view: SarkanytojasView) -> str:
        return f"game-{view.game_number}"

    def draw_table(self, table: TableContext) -> Sheet:
        return table_sheet(table)

    def round_summary(self, table: TableContext) -> str | None:
        return game_summary(table)

    def draw_hand(self, hand: HandContext) -> Sheet:
        return tiles_sheet(hand)
