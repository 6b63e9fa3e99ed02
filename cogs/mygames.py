"""``/mygames``: the games a member is playing on every server they share with the bot, those waiting for them
first (the oldest wait first), each with a link to its table, and a Next button that shows the next game waiting
for them. Answered privately, in the member's locale (``mygames-…`` in ``locales/<locale>/mygames.ftl``); only
games in channels they can view now are listed."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands, ui
from discord.ext import commands

from discord_ui import answers, budget, i18n, render
from discord_ui.app import Hoard
from discord_ui.base import message_link
from discord_ui.components import as_button, lets_go
from discord_ui.drawing import Sheet, Tone
from discord_ui.ids import clicked_on_own, read_id, valid_id
from discord_ui.members import reader, say
from discord_ui.names import markdown
from discord_ui.translator import command_text
from discord_ui.visibility import can_view, sees
from service.storage import SeatedGame


def hoard_of(interaction: discord.Interaction) -> Hoard:
    return interaction.client.hoard  # type: ignore[attr-defined]


async def member_in(interaction: discord.Interaction, guild: discord.Guild) -> discord.Member | None:
    """The member behind ``interaction`` as ``guild`` knows them (their roles there), or None when not known: in the
    interaction's own server as the interaction carries them, in another asked of Discord (the bot keeps no
    members in its cache), once per server; one Discord does not answer for (left, or an error) is not known."""
    if guild.id == interaction.guild_id:
        return interaction.user if isinstance(interaction.user, discord.Member) else None
    turns = hoard_of(interaction).budget
    await turns.turn(guild.id, budget.CLICK)  # a request on the bot token, as every other
    try:
        await turns.sending()
        return await guild.fetch_member(interaction.user.id)
    except discord.HTTPException:
        return None


async def shown_games(interaction: discord.Interaction) -> list[SeatedGame]:
    """The games being played in which this member holds a human seat, in channels they can view now (as
    ``/history`` judges them; a game whose server, channel or member is not known here is left out): those waiting
    for them first, the oldest wait first, then the others, the newest first."""
    client = interaction.client
    games = await hoard_of(interaction).storage.games_of_member(interaction.user.id)
    guilds = {guild.id: guild for game in games if game.guild_id and (guild := client.get_guild(game.guild_id))}
    members = dict(
        zip(guilds, await asyncio.gather(*(member_in(interaction, guild) for guild in guilds.values())), strict=True)
    )

    def visible(game: SeatedGame) -> bool:
        if game.guild_id == interaction.guild_id:
            return can_view(interaction, game.channel_id)
        guild, member = guilds.get(game.guild_id or 0), members.get(game.guild_id or 0)
        channel = guild.get_channel_or_thread(game.channel_id) if guild is not None else None
        return channel is not None and member is not None and sees(channel, member)

    shown = [game for game in games if visible(game)]
    waiting = sorted((g for g in shown if g.waiting), key=lambda g: (g.since, g.id))
    others = sorted((g for g in shown if not g.waiting), key=lambda g: -g.id)
    return waiting + others


def game_words(interaction: discord.Interaction, game: SeatedGame, locale: str) -> dict[str, str]:
    """What a line about ``game`` names: the game, its number, its server and the link to its table."""
    hoard = hoard_of(interaction)
    guild = interaction.client.get_guild(game.guild_id) if game.guild_id else None
    title = i18n.text(locale, f"{game.kind}-title") if game.kind in hoard.presenters else game.kind
    return {
        "game": title,
        "id": str(game.id),
        "server": markdown(guild.name) if guild is not None else "",
        "link": message_link(game.guild_id, game.channel_id, game.message_id),
    }


def list_sheet(interaction: discord.Interaction, games: Sequence[SeatedGame], locale: str) -> Sheet:
    """The answer to ``/mygames``: the games waiting for the member, then their other games."""
    waiting = [g for g in games if g.waiting]
    sheet = Sheet(i18n.text(locale, "mygames-title"), tone=Tone.YOUR_TURN if waiting else Tone.GAME)
    if not games:
        sheet.lines = [i18n.text(locale, "mygames-empty")]
        return sheet
    heading = "mygames-waiting-heading" if waiting else "mygames-none-waiting"
    sheet.lines = [i18n.text(locale, heading, count=len(waiting))]
    sheet.lines += [
        i18n.text(locale, "mygames-waiting-line", since=str(int(g.since)), **game_words(interaction, g, locale))
        for g in waiting
    ]
    others = [g for g in games if not g.waiting]
    if others:
        sheet.lines.append(i18n.text(locale, "mygames-others-heading", count=len(others)))
        sheet.lines += [i18n.text(locale, "mygames-other-line", **game_words(interaction, g, locale)) for g in others]
    sheet.footer = i18n.text(locale, "mygames-footer")
    sheet.controls = [NextGame(None, i18n.text(locale, "mygames-next"), disabled=not waiting)]
    return sheet


def next_sheet(interaction: discord.Interaction, games: Sequence[SeatedGame], after: int | None, locale: str) -> Sheet:
    """The game waiting for the member after game ``after`` (the one last shown; the longest wait first when none
    was, after the last, or when that one waits no more), with Next again."""
    waiting = [g for g in games if g.waiting]
    if not waiting:
        sheet = Sheet(i18n.text(locale, "mygames-title"), [i18n.text(locale, "mygames-none-waiting")])
        sheet.controls = [NextGame(None, i18n.text(locale, "mygames-next"), disabled=True)]
        return sheet
    ids = [g.id for g in waiting]
    place = (ids.index(after) + 1) % len(ids) if after in ids else 0
    game = waiting[place]
    words = game_words(interaction, game, locale)
    sheet = Sheet(
        i18n.text(locale, "mygames-next-title", game=words["game"], id=words["id"]),
        [i18n.text(locale, "mygames-next-line", since=str(int(game.since)), **words)],
        footer=i18n.text(locale, "mygames-next-footer", position=place + 1, count=len(waiting)),
        tone=Tone.YOUR_TURN,
    )
    sheet.controls = [NextGame(game.id, i18n.text(locale, "mygames-next"))]
    return sheet


class NextGame(ui.DynamicItem[ui.Button], template=r"mg:(?P<game>\d*)"):
    """Next: the game waiting for the member after the one this message shows (None: none shown yet)."""

    def __init__(self, game_id: int | None, label: str, disabled: bool = False):
        custom_id = f"mg:{'' if game_id is None else game_id}"
        super().__init__(ui.Button(label=label, custom_id=custom_id, disabled=disabled))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        shown = match["game"]
        return cls(read_id(shown) if shown else None, as_button(item).label or "")

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        if self.game_id is not None and not await seated_in(interaction, self.game_id):
            await say(interaction, "refusal-not-here")  # a forged id: no game of theirs
            return
        if not clicked_on_own(interaction, "mg:"):
            await say(interaction, "refusal-not-this-message")
            return
        locale = reader(interaction)
        sheet = next_sheet(interaction, await shown_games(interaction), self.game_id, locale)
        await answers.update(interaction, **render.message(sheet, locale))


async def seated_in(interaction: discord.Interaction, game_id: int) -> bool:
    """Whether ``game_id`` (read from a click, which may be forged) is a stored game in which this member holds a
    human seat (still being played or not)."""
    game = await hoard_of(interaction).storage.load_game(game_id) if valid_id(game_id) else None
    return game is not None and game.seat_of(interaction.user.id) is not None


@app_commands.guild_only()
class MyGames(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="mygames", description=command_text("command-mygames.description"))
    async def mygames(self, interaction: discord.Interaction) -> None:
        locale = reader(interaction)
        sheet = list_sheet(interaction, await shown_games(interaction), locale)
        await answers.send(
            interaction,
            **render.message(sheet, locale),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(NextGame)
    await bot.add_cog(MyGames(bot))
