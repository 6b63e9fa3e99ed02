"""``/red-dragon``: the trick-taking game (commands and drawing in ``cog``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from discord.ext import commands


async def setup(bot: commands.Bot) -> None:
    # imported here: a worker process that draws the game's pictures imports this package, not its commands
    from cogs.red_dragon.cog import RedDragonCog

    await bot.add_cog(RedDragonCog(bot))
