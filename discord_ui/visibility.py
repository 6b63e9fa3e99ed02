"""Which finished games a member may look at: those of this server, in a channel they can view now (``/history``,
its logs and a game's replay), never one still being played."""

from __future__ import annotations

import discord

from discord_ui.ids import valid_id
from service.storage import GameRecord


def sees(channel: discord.abc.GuildChannel | discord.Thread, member: discord.Member) -> bool:
    """Whether ``member`` can view ``channel`` now, by discord.py's cached roles and overwrites. A private
    thread counts only for its owner and those who may manage threads there (who see them all): who else was
    added to it is not known without the members intent, so it stays hidden from them."""
    if isinstance(channel, discord.Thread):
        if channel.parent is None:  # its permissions cannot be computed
            return False
        permissions = channel.permissions_for(member)
        private = channel.is_private() and channel.owner_id != member.id and not permissions.manage_threads
        return permissions.view_channel and not private
    return channel.permissions_for(member).view_channel


def can_view(interaction: discord.Interaction, channel_id: int) -> bool:
    """Whether the member behind ``interaction`` can view a channel of this server now: in the interaction's
    own channel as Discord says, in others as discord.py computes from its cache (one not in it is not shown)."""
    if channel_id == interaction.channel_id:
        return interaction.permissions.view_channel
    guild, member = interaction.guild, interaction.user
    channel = guild.get_channel_or_thread(channel_id) if guild is not None else None
    return channel is not None and isinstance(member, discord.Member) and sees(channel, member)


async def shown_game(interaction: discord.Interaction, game_id: int) -> GameRecord | None:
    """The game this member may look at (from a pick, a log page's or a replay's id, which may be forged): a
    finished game of this server, in a channel they can view now; never one still being played."""
    storage = interaction.client.hoard.storage  # type: ignore[attr-defined]
    game = await storage.load_game(game_id) if valid_id(game_id) else None
    if game is None or game.guild_id != interaction.guild_id or game.status != "finished":
        return None
    return game if can_view(interaction, game.channel_id) else None
