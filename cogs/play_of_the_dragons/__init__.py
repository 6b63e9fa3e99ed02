"""``/play-of-the-dragons``: Three-Dragon Ante (commands and drawing in ``cog``)."""

from __future__ import annotations

from discord.ext import commands

from cogs.play_of_the_dragons.cog import PlayOfTheDragonsCog


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(PlayOfTheDragonsCog(bot))
