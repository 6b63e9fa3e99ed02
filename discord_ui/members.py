"""Who is behind an interaction, and answering them privately in their own language."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import discord

from discord_ui import answers, budget, i18n
from discord_ui.budget import Budget
from discord_ui.names import clean
from service.games import Player
from service.storage import SeatRecord

#: Discord's longest display name; longer ones (from a forged payload) are cut to it
NAME_LIMIT = 32


def player_of(interaction: discord.Interaction) -> Player:
    """The member behind a click or command. They may manage games (cancel, stop) with Manage Messages in the
    interaction's channel, as Discord gives it (channel overwrites included), not server-wide: every handler
    acts only on the game of that channel."""
    user = interaction.user
    return Player(user.id, clean(user.display_name)[:NAME_LIMIT], interaction.permissions.manage_messages)


async def departed(interaction: discord.Interaction, seats: Sequence[SeatRecord], turns: Budget) -> set[int]:
    """The seated members (the clicker aside) who have left the server, asked of Discord one by one (a
    request per seat, once a game: for a Rematch, each waiting for its turn of the bot's budget, before the
    tables). The bot has no members intent, so its cache is never told who left; a member Discord does not
    answer for (another error) is taken to be still here."""
    others = {s.user_id for s in seats if s.user_id is not None and not s.is_ai} - {interaction.user.id}
    guild = interaction.guild
    if guild is None or not others:
        return set()
    asked = list(others)

    async def fetch(user_id: int) -> discord.Member:
        await turns.turn(guild.id, budget.CLICK)
        await turns.sending()
        return await guild.fetch_member(user_id)

    found = await asyncio.gather(*(fetch(user_id) for user_id in asked), return_exceptions=True)
    return {user_id for user_id, answer in zip(asked, found, strict=True) if isinstance(answer, discord.NotFound)}


def reader(interaction: discord.Interaction) -> str:
    """The catalog of the member behind an interaction: what only they see is worded in it."""
    return i18n.language(interaction.locale)


async def tell(interaction: discord.Interaction, text: str) -> None:
    """Answer privately, whether or not the interaction was answered (or deferred) already."""
    await answers.send(interaction, content=text, ephemeral=True)


async def say(interaction: discord.Interaction, message_id: str, /, **args: Any) -> None:
    """Answer privately with a message of the catalogs, in the clicking member's locale."""
    await tell(interaction, i18n.text(reader(interaction), message_id, **args))
