"""``/drago-rosso``: push-your-luck on a dragon's back (commands and drawing in ``cog``, the picture in ``picture``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from discord.ext import commands


async def setup(bot: commands.Bot) -> None:
    # imported here: a worker process that draws the game's pictures imports this package, not its commands
    from cogs.drago_rosso.cog import DragoRossoCog

    await bot.add_cog(DragoRossoCog(bot))
