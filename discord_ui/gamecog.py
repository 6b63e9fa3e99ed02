"""The slash-command group every game shares: ``/<game> rules`` and ``/<game> stop``.

A game's cog subclasses :class:`GameCog`, sets ``group_name``, its engine and its drawing
hooks, and adds its own ``new`` command whose parameters are that game's house rules.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from discord_ui import answers, i18n, lobby, render
from discord_ui.app import Hoard
from discord_ui.members import tell
from discord_ui.presenter import Presenter, game_text
from discord_ui.translator import command_text
from service.storage import GameRecord

TIMER_CHOICES = [
    app_commands.Choice(name="off", value=0),
    app_commands.Choice(name="1 minute", value=1),
    app_commands.Choice(name="2 minutes", value=2),
    app_commands.Choice(name="5 minutes", value=5),
    app_commands.Choice(name="10 minutes", value=10),
    app_commands.Choice(name="30 minutes", value=30),
    app_commands.Choice(name="1 hour", value=60),
    app_commands.Choice(name="12 hours", value=720),
    app_commands.Choice(name="1 day", value=1440),
    app_commands.Choice(name="3 days", value=4320),
]
DEFAULT_TIMER_MINUTES = lobby.DEFAULT_TIMER_SECONDS // 60


@app_commands.guild_only()
class GameCog(commands.GroupCog, Presenter):
    def __init__(self, bot: commands.Bot) -> None:
        super().__init__()
        self.bot = bot
        self.hoard: Hoard = bot.hoard  # type: ignore[attr-defined]

    def modes(self) -> list[Presenter]:
        """The game kinds this cog presents: itself, plus any extra mode it holds (e.g. a puzzle)."""
        return [self]

    async def cog_load(self) -> None:
        for mode in self.modes():
            self.hoard.register(mode)

    async def _game_here(self, interaction: discord.Interaction) -> GameRecord | None:
        """The open game of this channel, if it is one of this cog's kinds."""
        game = await self.hoard.storage.open_game_in_channel(interaction.channel_id or 0)
        kinds = {mode.engine.id for mode in self.modes()}
        return game if game is not None and game.kind in kinds else None

    async def open_lobby(
        self, interaction: discord.Interaction, options: dict[str, Any], timer: int | None, thread: bool | None = None
    ) -> None:
        """What every ``new`` command does once it has collected its game's options (``thread``: play in a thread of
        the lobby message; None: as the server chose in ``/settings threads``)."""
        minutes = DEFAULT_TIMER_MINUTES if timer is None else timer
        chosen = {k: v for k, v in options.items() if v is not None}
        await self.hoard.open_lobby(interaction, self, chosen, minutes, thread)

    @app_commands.command(name="rules", description=command_text("command-game-rules.description"))
    async def rules(self, interaction: discord.Interaction) -> None:
        game = await self._game_here(interaction)
        locale = i18n.language(interaction.locale)
        sheet = self.hoard.rules_message(self, 0, locale, game)
        await answers.send(interaction, **render.message(sheet, locale), ephemeral=True)

    @app_commands.command(name="table", description=command_text("command-game-table.description"))
    async def table(self, interaction: discord.Interaction) -> None:
        game = await self._game_here(interaction)
        locale = i18n.language(interaction.locale)
        if game is None or game.status != "active":
            await tell(
                interaction, i18n.text(locale, "table-no-game-played-here", title=game_text(self, locale, "title"))
            )
            return
        self.hoard.repost_table(game.id)
        await tell(interaction, i18n.text(locale, "table-posted-again"))

    @app_commands.command(name="stop", description=command_text("command-game-stop.description"))
    async def stop(self, interaction: discord.Interaction) -> None:
        game = await self._game_here(interaction)
        locale = i18n.language(interaction.locale)
        if game is None:
            await tell(interaction, i18n.text(locale, "table-no-game-here", title=game_text(self, locale, "title")))
            return
        await self.hoard.ask_to_stop(interaction, game)
