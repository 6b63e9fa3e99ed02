"""``/sarkanytojas``: Sárkánytojás and the Dragons' Path puzzle.

The commands are in ``cog``, which says which module draws what; the pictures of the field in ``picture``.
"""

from __future__ import annotations

from discord.ext import commands

from cogs.sarkanytojas.cog import SarkanytojasCog


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SarkanytojasCog(bot))
