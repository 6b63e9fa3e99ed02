"""``/settings``: a member's own preferences, stored with the bot (today: whether turn pings reach them)."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from discord_ui.app import Hoard, tell
from discord_ui.pings import setting_key

PINGS_ON = "🔔 You will get a ping when a game has waited a minute for your move."
PINGS_OFF = "🔕 No more pings for you: tables still name whose turn it is."


class Preferences(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.hoard: Hoard = bot.hoard  # type: ignore[attr-defined]

    @app_commands.command(name="settings", description="Your own preferences for Hoard's games")
    @app_commands.describe(pings="Whether the bot pings you when a game has waited a while for your move")
    async def settings(self, interaction: discord.Interaction, pings: Literal["on", "off"] | None = None) -> None:
        key = setting_key(interaction.user.id)
        if pings is not None:
            await self.hoard.storage.put_setting(key, pings)
        current = pings or await self.hoard.storage.get_setting(key) or "on"
        await tell(interaction, PINGS_OFF if current == "off" else PINGS_ON)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Preferences(bot))
