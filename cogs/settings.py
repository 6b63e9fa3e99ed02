"""``/settings``: a member's own preferences (whether turn pings reach them, how long turn timers remind them, their
away time), and for members with Manage Server the server's language (the catalog its new games are worded in) and
whether its new games are played in threads.

The server's language and threads are rows of the bot's ``settings`` table (``language:<guild id>``,
``threads:<guild id>``), beside the members' ping preferences: one small row per server that chose, read once when a
lobby opens; the games keep their own locale and channel."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from discord_ui import i18n
from discord_ui.app import Hoard
from discord_ui.lobbies import language_key, threads_key
from discord_ui.members import reader, say, tell
from discord_ui.pings import reminder_key, setting_key
from discord_ui.refusals import refusal
from discord_ui.translator import command_text
from service.clocks import AWAY_MOST_DAYS
from service.games import GameError

#: the choice that lets a server's new games follow the server's or their host's language again
AUTOMATIC = "automatic"


def language_choices() -> list[app_commands.Choice[str]]:
    """The catalogs' languages (not the pseudo-locale of the tests), each named in its own words."""
    languages = [locale for locale in i18n.catalogs().locales if locale != i18n.PSEUDO]
    return [
        app_commands.Choice(name=command_text("command-settings-language-automatic.name"), value=AUTOMATIC),
        *(
            app_commands.Choice(name=i18n.text(locale, "settings-language-name", locale=locale), value=locale)
            for locale in languages
        ),
    ]


def manages_server(interaction: discord.Interaction) -> bool:
    """Whether the member may choose for the whole server (Manage Server)."""
    member = interaction.user
    return isinstance(member, discord.Member) and member.guild_permissions.manage_guild


class Preferences(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.hoard: Hoard = bot.hoard  # type: ignore[attr-defined]

    @app_commands.command(name="settings", description=command_text("command-settings.description"))
    @app_commands.describe(
        pings=command_text("command-settings-pings.description"),
        language=command_text("command-settings-language.description"),
        reminders=command_text("command-settings-reminders.description"),
        away=command_text("command-settings-away.description"),
        threads=command_text("command-settings-threads.description"),
    )
    @app_commands.choices(
        language=language_choices(),
        reminders=[
            app_commands.Choice(name=command_text(f"command-settings-reminders-{value}"), value=value)
            for value in ("ping", "direct", "off")
        ],
    )
    async def settings(
        self,
        interaction: discord.Interaction,
        pings: Literal["on", "off"] | None = None,
        language: app_commands.Choice[str] | None = None,
        reminders: app_commands.Choice[str] | None = None,
        away: app_commands.Range[int, 0, AWAY_MOST_DAYS] | None = None,
        threads: Literal["on", "off"] | None = None,
    ) -> None:
        if language is not None:
            await self.set_language(interaction, language.value)
        if threads is not None:
            await self.set_threads(interaction, threads)
        if reminders is not None:
            await self.hoard.storage.put_setting(reminder_key(interaction.user.id), reminders.value)
            await say(interaction, f"settings-reminders-{reminders.value}")
        if away is not None:
            await self.set_away(interaction, away)
        if pings is None and (language, reminders, away, threads) != (None, None, None, None):
            return
        key = setting_key(interaction.user.id)
        if pings is not None:
            await self.hoard.storage.put_setting(key, pings)
        current = pings or await self.hoard.storage.get_setting(key) or "on"
        await say(interaction, "settings-pings-off" if current == "off" else "settings-pings-on")

    async def set_away(self, interaction: discord.Interaction, days: int) -> None:
        """Be away for ``days`` days (0: back now): the turn timers of the member's games wait for them."""
        try:
            away = await self.hoard.service.set_away(interaction.user.id, days)
        except GameError as error:
            await tell(interaction, refusal(error, None, reader(interaction)))
            return
        left = int(away.days_left)
        if away.until is None:
            await say(interaction, "settings-away-back", left=left)
        else:
            await say(interaction, "settings-away-set", until=f"<t:{int(away.until)}:f>", left=left)

    async def set_threads(self, interaction: discord.Interaction, threads: str) -> None:
        """Store whether the server's new games are played in a thread of their lobby (Manage Server only); a
        lobby's own ``thread`` option decides over it."""
        if interaction.guild_id is None or not manages_server(interaction):
            await say(interaction, "settings-threads-not-allowed")
            return
        await self.hoard.storage.put_setting(threads_key(interaction.guild_id), threads)
        await say(interaction, f"settings-threads-{threads}")

    async def set_language(self, interaction: discord.Interaction, language: str) -> None:
        """Store the server's language (Manage Server only), or let it go with ``automatic``."""
        if interaction.guild_id is None or not manages_server(interaction):
            await say(interaction, "settings-language-not-allowed")
            return
        key = language_key(interaction.guild_id)
        if language == AUTOMATIC:
            await self.hoard.storage.put_setting(key, "")
            await say(interaction, "settings-language-unset")
            return
        name = i18n.text(reader(interaction), "settings-language-name", locale=language)
        await self.hoard.storage.put_setting(key, language)
        await say(interaction, "settings-language-set", language=name)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Preferences(bot))
