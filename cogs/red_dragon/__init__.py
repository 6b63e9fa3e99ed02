"""``/red-dragon``: the trick-taking game (commands and drawing in ``cog``)."""

from __future__ import annotations

from discord.ext import commands

from cogs.red_dragon.cog import RedDragonCog


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(RedDragonCog(bot))
