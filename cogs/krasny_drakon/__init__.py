"""``/krasny-drakon``: the shedding game (commands and drawing in ``cog``)."""

from __future__ import annotations

from discord.ext import commands

from cogs.krasny_drakon.cog import KrasnyDrakonCog


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(KrasnyDrakonCog(bot))
