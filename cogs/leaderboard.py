"""``/leaderboard``, ``/stats``, ``/history`` and ``/records forget``: the records of every game."""

from __future__ import annotations

import math
import re
from typing import Any

import discord
from discord import app_commands, ui
from discord.ext import commands

from cogs import leaderboard_texts as T
from discord_ui import answers, texts
from discord_ui.app import Hoard, tell
from discord_ui.components import as_button, as_select, chosen_values, lets_go, view_of
from discord_ui.ids import LARGEST_ID, clicked_on_own, read_id, read_number, read_page, valid_id
from discord_ui.names import clean, in_code_block, markdown, markdown_names, plain_names, shown_name
from discord_ui.presenter import COLOUR, event_line
from engine.protocol import event_data
from service import records
from service.ratings import ALL_GAMES, DISPLAY_BASE, GLOBAL, PROVISIONAL_GAMES
from service.storage import GameRecord, StorageError

PER_PAGE = 10
LOG_LINES = 25


def hoard_of(interaction: discord.Interaction) -> Hoard:
    return interaction.client.hoard  # type: ignore[attr-defined]


def game_title(hoard: Hoard, kind: str) -> str:
    if kind == ALL_GAMES:
        return T.ALL_GAMES
    presenter = hoard.presenters.get(kind)
    return presenter.engine.title if presenter else kind


def ai_name(level: str) -> str:
    """An AI player of the board: named by its level (ratings kept before levels: by a seat's name)."""
    words = texts.AI_LEVEL_NAMES.get(level)
    return T.BOARD_AI_LEVEL.format(level=words) if words else T.BOARD_AI.format(name=level.removeprefix("🤖 "))


async def board_message(
    hoard: Hoard, kind: str, guild_id: int, include_ai: bool, page: int
) -> tuple[discord.Embed, ui.View]:
    rows, total = await records.leaderboard(hoard.storage, kind, guild_id, include_ai, page, PER_PAGE)
    pages = max(1, -(-total // PER_PAGE))
    scope = T.SCOPE_GLOBAL if guild_id == GLOBAL else T.SCOPE_SERVER
    embed = discord.Embed(title=T.BOARD_TITLE.format(game=game_title(hoard, kind), scope=scope), colour=COLOUR)
    if not rows:
        embed.description = T.BOARD_EMPTY
    else:
        lines = [T.BOARD_HEADER]
        for row in rows:
            who = (
                ai_name(row.name) if row.is_ai else (f"<@{row.user_id}>" if row.user_id else markdown(clean(row.name)))
            )
            mark = "?" if row.provisional else " "
            lines.append(
                T.BOARD_ROW.format(
                    rank=row.rank,
                    rating=row.rating,
                    mark=mark,
                    games=row.games,
                    wins=row.wins,
                    win_rate=row.win_rate,
                    who=who,
                )
            )
        embed.description = "\n".join(lines)
    embed.set_footer(
        text=T.BOARD_FOOTER.format(
            page=page + 1,
            pages=pages,
            provisional=PROVISIONAL_GAMES,
            ai=T.BOARD_AI_SHOWN if include_ai else T.BOARD_AI_HIDDEN,
            base=DISPLAY_BASE,
        )
    )
    controls = [
        BoardPage(kind, guild_id, include_ai, page - 1, T.PREVIOUS, disabled=page <= 0),
        BoardPage(kind, guild_id, include_ai, page + 1, T.NEXT, disabled=page + 1 >= pages),
    ]
    return embed, view_of(controls)


class BoardPage(
    ui.DynamicItem[ui.Button], template=r"lb:(?P<kind>[a-z*-]+):(?P<guild>\d+):(?P<ai>[01]):(?P<page>-?\d+)"
):
    def __init__(self, kind: str, guild_id: int, include_ai: bool, page: int, label: str, disabled: bool = False):
        custom_id = f"lb:{kind}:{guild_id}:{int(include_ai)}:{page}"
        super().__init__(ui.Button(label=label, custom_id=custom_id, disabled=disabled))
        self.kind, self.guild_id, self.include_ai, self.page = kind, guild_id, include_ai, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        guild_id = read_number(match["guild"], GLOBAL, LARGEST_ID, -1)
        return cls(match["kind"], guild_id, match["ai"] == "1", read_page(match["page"]), as_button(item).label or "")

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        hoard = hoard_of(interaction)
        known = self.kind == ALL_GAMES or self.kind in hoard.presenters
        if self.guild_id not in (GLOBAL, interaction.guild_id) or self.page < 0 or not known:
            await tell(interaction, texts.NOT_HERE)  # a forged id: another server's board stays private
            return
        if not clicked_on_own(interaction, "lb:"):
            await tell(interaction, texts.NOT_THIS_MESSAGE)
            return
        embed, view = await board_message(hoard, self.kind, self.guild_id, self.include_ai, self.page)
        await answers.update(interaction, embed=embed, view=view)


async def game_log_message(hoard: Hoard, game_id: int, page: int) -> tuple[discord.Embed, ui.View]:
    game = await hoard.storage.load_game(game_id)
    if game is None:
        return discord.Embed(title=T.HISTORY_GONE, colour=COLOUR), view_of([])
    names = markdown_names(game.seats)
    presenter = hoard.presenters.get(game.kind)
    lines = [
        line
        for a in await hoard.storage.actions(game_id)
        for e in a.events
        if presenter is not None and (line := event_line(presenter, event_data(e), names))
    ]
    pages = max(1, -(-len(lines) // LOG_LINES))
    page = min(max(page, 0), pages - 1)
    embed = discord.Embed(
        title=T.LOG_TITLE.format(game=game_title(hoard, game.kind), id=game.id),
        description="\n".join(lines[page * LOG_LINES : (page + 1) * LOG_LINES])[:4000] or T.LOG_EMPTY,
        colour=COLOUR,
    )
    if game.ended_at:
        embed.add_field(name=T.LOG_FINISHED, value=T.LOG_FINISHED_AT.format(at=int(game.ended_at)), inline=True)
    results = await hoard.storage.results(game_id)
    standing = "\n".join(
        T.LOG_RESULT_LINE.format(place=r["placement"], name=names[r["seat"]], score=r["score"])
        for r in sorted(results, key=lambda r: r["placement"])
    )
    embed.add_field(name=T.LOG_RESULT, value=standing or "—", inline=True)
    sheet = await hoard.storage.scoresheet(game_id)
    if sheet:
        totals = presenter is not None and presenter.engine.scoresheet_totals
        embed.add_field(
            name=T.LOG_SCORESHEET, value=scoresheet_block(plain_names(game.seats), sheet, totals), inline=False
        )
    embed.set_footer(text=T.LOG_FOOTER.format(page=page + 1, pages=pages))
    controls = [
        LogPage(game_id, page - 1, T.PREVIOUS, disabled=page <= 0),
        LogPage(game_id, page + 1, T.NEXT, disabled=page + 1 >= pages),
    ]
    return embed, view_of(controls)


def scoresheet_block(names: list[str], sheet: list[list[int]], totals: bool) -> str:
    """The scoresheet as a code block (``names`` plain): a round's points signed ("+12", "-7"), running totals as
    they are."""
    short = [in_code_block(n.replace("🤖 ", ""))[:7] for n in names]
    width = max(5, *(len(n) for n in short))
    number = "{:d}" if totals else "{:+d}"
    table = ["    " + " ".join(n.rjust(width) for n in short)]
    table += [f"{i:>3} " + " ".join(number.format(p).rjust(width) for p in row) for i, row in enumerate(sheet, 1)]
    return "```\n" + "\n".join(table)[:1000] + "\n```"


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


def channels_seen(interaction: discord.Interaction) -> set[int]:
    """The channels and threads of this server whose games ``/history`` may list to this member."""
    guild = interaction.guild
    cached = [c.id for c in (*guild.channels, *guild.threads)] if guild is not None else []
    here = [interaction.channel_id] if interaction.channel_id is not None else []
    return {channel_id for channel_id in (*cached, *here) if can_view(interaction, channel_id)}


async def shown_game(interaction: discord.Interaction, game_id: int) -> GameRecord | None:
    """The game ``/history`` may show this member (from a pick or a log page's id, which may be forged): a
    finished game of this server, in a channel they can view now; never one still being played."""
    game = await hoard_of(interaction).storage.load_game(game_id) if valid_id(game_id) else None
    if game is None or game.guild_id != interaction.guild_id or game.status != "finished":
        return None
    return game if can_view(interaction, game.channel_id) else None


class LogPage(ui.DynamicItem[ui.Button], template=r"hg:(?P<game>\d+):(?P<page>-?\d+)"):
    def __init__(self, game_id: int, page: int, label: str, disabled: bool = False):
        super().__init__(ui.Button(label=label, custom_id=f"hg:{game_id}:{page}", disabled=disabled))
        self.game_id, self.page = game_id, page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(read_id(match["game"]), read_page(match["page"]), as_button(item).label or "")

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        game = await shown_game(interaction, self.game_id)
        if game is None or self.page < 0:
            await tell(interaction, texts.NOT_HERE)  # a forged id: another server's or channel's log stays private
            return
        if not clicked_on_own(interaction, "hg:"):
            await tell(interaction, texts.NOT_THIS_MESSAGE)
            return
        embed, view = await game_log_message(hoard_of(interaction), self.game_id, self.page)
        await answers.update(interaction, embed=embed, view=view)


class HistoryPick(ui.DynamicItem[ui.Select], template=r"hs:(?P<guild>\d+)"):
    def __init__(self, guild_id: int, options: list[discord.SelectOption]):
        super().__init__(ui.Select(custom_id=f"hs:{guild_id}", options=options, placeholder=T.HISTORY_PICK))
        self.guild_id = guild_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(read_id(match["guild"]), as_select(item).options)

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        values = chosen_values(interaction)
        game = await shown_game(interaction, read_id(values[0]) if values else 0)
        if game is None:
            await tell(interaction, T.HISTORY_NOT_SHOWN)
            return
        embed, view = await game_log_message(hoard_of(interaction), game.id, 0)
        await answers.send(interaction, embed=embed, view=view, ephemeral=True)


class ForgetConfirm(ui.DynamicItem[ui.Button], template=r"rf:(?P<user>\d+)"):
    def __init__(self, user_id: int):
        super().__init__(ui.Button(label=T.FORGET_BUTTON, style=discord.ButtonStyle.danger, custom_id=f"rf:{user_id}"))
        self.user_id = user_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(read_id(match["user"]))

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        if not valid_id(self.user_id):
            await tell(interaction, T.FORGET_UNKNOWN)
            return
        permissions = getattr(interaction.user, "guild_permissions", None)
        if interaction.guild_id is None or not (permissions and permissions.manage_guild):
            await tell(interaction, T.FORGET_REFUSED)
            return
        if not clicked_on_own(interaction, "rf:"):
            await tell(interaction, texts.NOT_THIS_MESSAGE)
            return
        await interaction.response.defer()  # recomputing the ratings may take a while
        try:
            touched = await hoard_of(interaction).service.forget_records(interaction.guild_id, self.user_id)
        except records.TooSoon as soon:
            await interaction.followup.send(T.FORGET_TOO_SOON.format(at=math.ceil(soon.at)), ephemeral=True)
            return
        except StorageError:
            await interaction.followup.send(T.FORGET_FAILED, ephemeral=True)
            return
        await interaction.edit_original_response(
            content=T.FORGET_DONE.format(user=self.user_id, games=T.GAMES(touched)),
            view=None,
            allowed_mentions=discord.AllowedMentions.none(),
        )


DYNAMIC_ITEMS = (BoardPage, LogPage, HistoryPick, ForgetConfirm)


@app_commands.guild_only()
class Records(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.hoard: Hoard = bot.hoard  # type: ignore[attr-defined]

    async def game_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        choices = [app_commands.Choice(name=T.ALL_GAMES, value=ALL_GAMES)]
        choices += [app_commands.Choice(name=p.engine.title, value=k) for k, p in sorted(self.hoard.presenters.items())]
        return [c for c in choices if current.lower() in c.name.lower()][:25]

    @app_commands.command(name="leaderboard", description="Ratings of this server or of everyone")
    @app_commands.describe(
        game="Which game (all games by default)", scope="This server or everyone", show_ai="List AI players too"
    )
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.choices(
        scope=[
            app_commands.Choice(name="this server", value="server"),
            app_commands.Choice(name="global", value="global"),
        ]
    )
    async def leaderboard(
        self, interaction: discord.Interaction, game: str = ALL_GAMES, scope: str = "server", show_ai: bool = False
    ) -> None:
        if game != ALL_GAMES and game not in self.hoard.presenters:
            await tell(interaction, T.PICK_A_GAME)
            return
        guild_id = GLOBAL if scope == "global" else interaction.guild_id or GLOBAL
        embed, view = await board_message(self.hoard, game, guild_id, show_ai, 0)
        await answers.send(interaction, embed=embed, view=view, allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name="stats", description="A player's record in every game on this server")
    @app_commands.describe(player="Whose record (you by default)")
    async def stats(self, interaction: discord.Interaction, player: discord.Member | None = None) -> None:
        member = player or interaction.user
        rows = await records.player_records(self.hoard.storage, member.id, interaction.guild_id or GLOBAL)
        embed = discord.Embed(title=T.STATS_TITLE.format(player=markdown(clean(member.display_name))), colour=COLOUR)
        if not rows:
            embed.description = T.STATS_EMPTY
        for row in rows[:25]:
            embed.add_field(name=game_title(self.hoard, row.kind), value=self.record_text(row), inline=True)
        await interaction.response.send_message(embed=embed, allowed_mentions=discord.AllowedMentions.none())

    def record_text(self, row: records.PlayerRecord) -> str:
        """One game's record; scores only per game, in its own unit (gold and gems do not average)."""
        trend = f"{row.trend:+d}" if row.trend else T.STATS_NO_TREND
        lines = [
            T.STATS_RATING.format(rating=row.rating, trend=trend)
            + (T.STATS_PROVISIONAL if row.games < PROVISIONAL_GAMES else ""),
            T.STATS_RECORD.format(games=T.GAMES(row.games), wins=T.WINS(row.wins), rate=row.wins / row.games),
        ]
        presenter = self.hoard.presenters.get(row.kind)
        if presenter is not None:
            unit = presenter.score_unit
            lines.append(T.STATS_SCORES.format(best=unit(row.best), average=unit(round(row.average, 1))))
        lines.append(T.STATS_LAST_PLAYED.format(at=int(row.last_played)))
        return "\n".join(lines)

    @app_commands.command(name="history", description="Recent finished games, with scoresheets and move logs")
    @app_commands.choices(
        scope=[
            app_commands.Choice(name="this channel", value="channel"),
            app_commands.Choice(name="this server", value="server"),
        ]
    )
    async def history(self, interaction: discord.Interaction, scope: str = "channel") -> None:
        guild_id = interaction.guild_id or GLOBAL
        seen = channels_seen(interaction)
        channels = seen & {interaction.channel_id} if scope == "channel" else seen
        games = await records.recent_games(self.hoard.storage, guild_id, channels)
        title = T.HISTORY_TITLE_CHANNEL if scope == "channel" else T.HISTORY_TITLE_SERVER
        embed = discord.Embed(title=title, colour=COLOUR)
        if not games:
            embed.description = T.HISTORY_EMPTY
            await interaction.response.send_message(embed=embed, ephemeral=True)
            return
        lines, options = [], []
        for summary in games:
            plain = [(shown_name(name, is_ai), place, score) for name, place, score, is_ai in summary.seats]
            seats = T.HISTORY_SEAT_SEPARATOR.join(
                T.HISTORY_SEAT.format(place=place, name=markdown(name), score=score) for name, place, score in plain
            )
            game = game_title(self.hoard, summary.kind)
            lines.append(T.HISTORY_LINE.format(id=summary.id, game=game, at=int(summary.ended_at), seats=seats))
            options.append(
                discord.SelectOption(
                    label=T.HISTORY_OPTION.format(id=summary.id, game=game)[:100],
                    value=str(summary.id),
                    description=T.HISTORY_SEAT_SEPARATOR.join(
                        T.HISTORY_SEAT.format(place=place, name=name, score=score) for name, place, score in plain
                    )[:100],
                )
            )
        embed.description = "\n".join(lines)[:4000]
        await answers.send(interaction, embed=embed, view=view_of([HistoryPick(guild_id, options)]), ephemeral=True)

    records_group = app_commands.Group(
        name="records", description="Stored game records", default_permissions=discord.Permissions(manage_guild=True)
    )

    @records_group.command(name="forget", description="Delete a member's stored records on this server")
    async def forget(self, interaction: discord.Interaction, member: discord.User) -> None:
        await answers.send(
            interaction,
            view=view_of([ForgetConfirm(member.id)]),
            ephemeral=True,
            content=T.FORGET_WARNING.format(user=member.id),
            allowed_mentions=discord.AllowedMentions.none(),
        )


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    await bot.add_cog(Records(bot))
