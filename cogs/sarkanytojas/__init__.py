"""``/sarkanytojas``: Sárkánytojás and the Dragons' Path puzzle.

The commands are in ``cog``, which says which module draws what; the pictures of the field in ``picture``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from discord.ext import commands


async def setup(bot: commands.Bot) -> None:
    # imported here: a worker process that draws the game's pictures imports this package, not its commands
    from cogs.sarkanytojas.cog import SarkanytojasCog

    await bot.add_cog(SarkanytojasCog(bot))
