"""``/drago-rosso``: push-your-luck on a dragon's back (commands and drawing in ``cog``, the picture in ``picture``)."""

from __future__ import annotations

from discord.ext import commands

from cogs.drago_rosso.cog import DragoRossoCog


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(DragoRossoCog(bot))
