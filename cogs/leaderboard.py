"""``/leaderboard``, ``/stats``, ``/history`` and ``/records forget``: the records of every game, answered privately
(what a member asks for is for them to read, and a channel is not filled with boards) and worded in the locale of the
member who asks or clicks (``records-…`` in ``locales/<locale>/records.ftl``)."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import partial
from typing import Any

import discord
from babel.numbers import format_decimal
from discord import app_commands, ui
from discord.ext import commands

from discord_ui import answers, game_log, i18n, render, replay
from discord_ui.app import Hoard
from discord_ui.components import Item, as_button, as_select, chosen_values, lets_go, view_of
from discord_ui.drawing import Sheet
from discord_ui.formatting import amount_text, clip, score_text, short_name
from discord_ui.ids import LARGEST_ID, clicked_on_own, read_id, read_number, read_page, valid_id
from discord_ui.members import say, tell
from discord_ui.names import clean, markdown, shown_name
from discord_ui.translator import command_text
from discord_ui.visibility import can_view, shown_game
from engine.protocol import AI_LEVELS
from service import records
from service.ratings import ALL_GAMES, DISPLAY_BASE, GLOBAL, PROVISIONAL_GAMES
from service.storage import StorageError

PER_PAGE = 10
#: the board's columns in a code block, by the names of ``records-board-row``'s arguments
COLUMNS = ("rank", "rating", "games", "wins", "rate")
#: the narrowest each column is drawn, so that the board keeps its shape from page to page; a wider title or
#: figure widens its column
COLUMN_WIDTHS = (3, 6, 6, 5, 5)


def hoard_of(interaction: discord.Interaction) -> Hoard:
    return interaction.client.hoard  # type: ignore[attr-defined]


def reader(interaction: discord.Interaction) -> str:
    """The catalog of the member who asked or clicked: the records are theirs to read."""
    return i18n.language(interaction.locale.value)


def yes_no(flag: bool) -> str:
    """A flag as a catalog's selector reads it."""
    return "yes" if flag else "no"


def game_title(hoard: Hoard, kind: str, locale: str) -> str:
    if kind == ALL_GAMES:
        return i18n.text(locale, "records-all-games")
    return i18n.text(locale, f"{kind}-title") if kind in hoard.presenters else kind


def ai_name(level: str, locale: str) -> str:
    """An AI player of the board: named by its level (ratings kept before levels: by a seat's name)."""
    if level in AI_LEVELS:
        return i18n.text(locale, "records-board-ai-level", level=level)
    return i18n.text(locale, "records-board-ai-named", name=level.removeprefix("🤖 "))


def board_lines(rows: list[records.BoardRow], locale: str) -> list[str]:
    """The board's titles and a line per row: each cell formatted in ``locale``, then padded to its column."""
    number = partial(format_decimal, locale=i18n.babel_locale(locale))
    cells = [[i18n.text(locale, f"records-board-column-{column}") for column in COLUMNS]]
    for row in rows:
        rating = i18n.text(locale, "records-board-rating", rating=row.rating, provisional=yes_no(row.provisional))
        rate = i18n.text(locale, "records-board-rate", rate=row.win_rate)
        cells.append([number(row.rank), rating, number(row.games), number(row.wins), rate])
    widths = [max(least, *(len(line[i]) for line in cells)) for i, least in enumerate(COLUMN_WIDTHS)]
    players = [i18n.text(locale, "records-board-column-player"), *(board_player(row, locale) for row in rows)]
    return [
        i18n.text(
            locale,
            "records-board-row",
            player=player,
            **{c: cell.rjust(w) for c, cell, w in zip(COLUMNS, line, widths, strict=True)},
        )
        for line, player in zip(cells, players, strict=True)
    ]


#: the most characters of a select option's label or description
OPTION_TEXT = 100


def board_player(row: records.BoardRow, locale: str) -> str:
    if row.is_ai:
        return ai_name(row.name, locale)
    return f"<@{row.user_id}>" if row.user_id else markdown(clean(row.name))


async def board_sheet(hoard: Hoard, kind: str, guild_id: int, include_ai: bool, page: int, locale: str) -> Sheet:
    rows, total = await records.leaderboard(hoard.storage, kind, guild_id, include_ai, page, PER_PAGE)
    pages = max(1, -(-total // PER_PAGE))
    scope = "global" if guild_id == GLOBAL else "server"
    title = i18n.text(locale, "records-board-title", game=game_title(hoard, kind, locale), scope=scope)
    lines = board_lines(rows, locale) if rows else [i18n.text(locale, "records-board-empty")]
    footer = i18n.text(
        locale,
        "records-board-footer",
        page=page + 1,
        pages=pages,
        provisional=PROVISIONAL_GAMES,
        ai="shown" if include_ai else "hidden",
        base=DISPLAY_BASE,
    )
    previous, following = i18n.text(locale, "records-previous"), i18n.text(locale, "records-next")
    controls: list[Item] = [
        BoardPage(kind, guild_id, include_ai, page - 1, previous, disabled=page <= 0),
        BoardPage(kind, guild_id, include_ai, page + 1, following, disabled=page + 1 >= pages),
    ]
    return Sheet(title, lines, footer=footer, controls=controls)


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
            await say(interaction, "refusal-not-here")  # a forged id: another server's board stays private
            return
        if not clicked_on_own(interaction, "lb:"):
            await say(interaction, "refusal-not-this-message")
            return
        locale = reader(interaction)
        sheet = await board_sheet(hoard, self.kind, self.guild_id, self.include_ai, self.page, locale)
        await answers.update(interaction, **render.message(sheet, locale))


async def game_log_sheet(hoard: Hoard, game_id: int, page: int, locale: str) -> Sheet:
    """Page ``page`` of a finished game's log (a page beyond its last: the last)."""
    game = await hoard.storage.load_game(game_id)
    if game is None:
        return Sheet(i18n.text(locale, "records-history-gone"))
    lines = await game_log.log_lines(hoard.storage, hoard.presenters, game, locale)
    page = min(max(page, 0), game_log.page_count(lines) - 1)
    sheet = await game_log.log_sheet(hoard.storage, hoard.presenters, game, lines, page, locale, LogPage)
    sheet.controls.append(replay.opener(game.id, i18n.text(locale, "records-replay-button")))
    return sheet


def channels_seen(interaction: discord.Interaction) -> set[int]:
    """The channels and threads of this server whose games ``/history`` may list to this member."""
    guild = interaction.guild
    cached = [c.id for c in (*guild.channels, *guild.threads)] if guild is not None else []
    here = [interaction.channel_id] if interaction.channel_id is not None else []
    return {channel_id for channel_id in (*cached, *here) if can_view(interaction, channel_id)}


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
            await say(interaction, "refusal-not-here")  # a forged id: another server's or channel's log stays private
            return
        if not clicked_on_own(interaction, ("hg:", replay.STEP_PREFIX)):
            await say(interaction, "refusal-not-this-message")
            return
        locale = reader(interaction)
        sheet = await game_log_sheet(hoard_of(interaction), self.game_id, self.page, locale)
        await answers.update(interaction, **render.message(sheet, locale))


class HistoryPick(ui.DynamicItem[ui.Select], template=r"hs:(?P<guild>\d+)"):
    def __init__(self, guild_id: int, options: list[discord.SelectOption], placeholder: str | None):
        super().__init__(ui.Select(custom_id=f"hs:{guild_id}", options=options, placeholder=placeholder))
        self.guild_id = guild_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        select = as_select(item)
        return cls(read_id(match["guild"]), select.options, select.placeholder)

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        values = chosen_values(interaction)
        game = await shown_game(interaction, read_id(values[0]) if values else 0)
        if game is None:
            await tell(interaction, i18n.text(reader(interaction), "records-history-not-shown"))
            return
        locale = reader(interaction)
        sheet = await game_log_sheet(hoard_of(interaction), game.id, 0, locale)
        await answers.send(interaction, **render.message(sheet, locale), ephemeral=True)


class ForgetConfirm(ui.DynamicItem[ui.Button], template=r"rf:(?P<user>\d+)"):
    def __init__(self, user_id: int, label: str):
        super().__init__(ui.Button(label=label, style=discord.ButtonStyle.danger, custom_id=f"rf:{user_id}"))
        self.user_id = user_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(read_id(match["user"]), as_button(item).label or "")

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        locale = reader(interaction)
        if not valid_id(self.user_id):
            await tell(interaction, i18n.text(locale, "records-forget-unknown"))
            return
        permissions = getattr(interaction.user, "guild_permissions", None)
        if interaction.guild_id is None or not (permissions and permissions.manage_guild):
            await tell(interaction, i18n.text(locale, "records-forget-refused"))
            return
        if not clicked_on_own(interaction, "rf:"):
            await say(interaction, "refusal-not-this-message")
            return
        await interaction.response.defer()  # recomputing the ratings may take a while
        try:
            touched = await hoard_of(interaction).service.forget_records(interaction.guild_id, self.user_id)
        except records.TooSoon as soon:
            too_soon = i18n.text(locale, "records-forget-too-soon", at=str(math.ceil(soon.at)))
            await interaction.followup.send(too_soon, ephemeral=True)
            return
        except StorageError:
            await interaction.followup.send(i18n.text(locale, "records-forget-failed"), ephemeral=True)
            return
        await interaction.edit_original_response(
            content=i18n.text(locale, "records-forget-done", user=str(self.user_id), games=touched),
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
        locale = reader(interaction)
        kinds = [ALL_GAMES, *sorted(self.hoard.presenters)]
        choices = [app_commands.Choice(name=game_title(self.hoard, kind, locale), value=kind) for kind in kinds]
        return [c for c in choices if current.lower() in c.name.lower()][:25]

    @app_commands.command(name="leaderboard", description=command_text("command-leaderboard.description"))
    @app_commands.describe(
        game=command_text("command-leaderboard-game.description"),
        scope=command_text("command-leaderboard-scope.description"),
        show_ai=command_text("command-leaderboard-show-ai.description"),
    )
    @app_commands.autocomplete(game=game_autocomplete)
    @app_commands.choices(
        scope=[
            app_commands.Choice(name=command_text("command-leaderboard-scope-server"), value="server"),
            app_commands.Choice(name=command_text("command-leaderboard-scope-global"), value="global"),
        ]
    )
    async def leaderboard(
        self, interaction: discord.Interaction, game: str = ALL_GAMES, scope: str = "server", show_ai: bool = False
    ) -> None:
        if game != ALL_GAMES and game not in self.hoard.presenters:
            await tell(interaction, i18n.text(reader(interaction), "records-pick-a-game"))
            return
        guild_id = GLOBAL if scope == "global" else interaction.guild_id or GLOBAL
        locale = reader(interaction)
        sheet = await board_sheet(self.hoard, game, guild_id, show_ai, 0, locale)
        await answers.send(
            interaction,
            **render.message(sheet, locale),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="stats", description=command_text("command-stats.description"))
    @app_commands.describe(player=command_text("command-stats-player.description"))
    async def stats(self, interaction: discord.Interaction, player: discord.Member | None = None) -> None:
        member = player or interaction.user
        locale = reader(interaction)
        rows = await records.player_records(self.hoard.storage, member.id, interaction.guild_id or GLOBAL)
        title = i18n.text(locale, "records-stats-title", player=markdown(clean(member.display_name)))
        sheet = Sheet(title, [] if rows else [i18n.text(locale, "records-stats-empty")])
        for row in rows:
            sheet.add(game_title(self.hoard, row.kind, locale), self.record_text(row, locale), inline=True)
        await interaction.response.send_message(
            embed=render.embed(sheet, locale), ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    def record_text(self, row: records.PlayerRecord, locale: str) -> str:
        """One game's record; scores only per game and unit (gold and gems do not average, nor a match's match points
        with single games' points)."""
        direction = "up" if row.trend > 0 else "down" if row.trend < 0 else "none"
        lines = [
            i18n.text(
                locale,
                "records-stats-rating",
                rating=row.rating,
                direction=direction,
                change=abs(row.trend),
                provisional=yes_no(row.games < PROVISIONAL_GAMES),
            ),
            i18n.text(locale, "records-stats-record", games=row.games, wins=row.wins, rate=row.wins / row.games),
        ]
        presenter = self.hoard.presenters.get(row.kind)
        for scores in row.scores:
            if presenter is not None:
                unit = presenter.score_message({records.MATCH: scores.match})
                best = score_text(row.kind, scores.best, locale, message=unit)
                average = score_text(row.kind, scores.average, locale, 1, message=unit)
                if scores.match > 1:
                    line = i18n.text(
                        locale, "records-stats-match-scores", games=scores.match, best=best, average=average
                    )
                else:
                    line = i18n.text(locale, "records-stats-scores", best=best, average=average)
                lines.append(line)
        lines.append(i18n.text(locale, "records-stats-last-played", at=str(int(row.last_played))))
        return "\n".join(lines)

    @app_commands.command(name="history", description=command_text("command-history.description"))
    @app_commands.choices(
        scope=[
            app_commands.Choice(name=command_text("command-history-scope-channel"), value="channel"),
            app_commands.Choice(name=command_text("command-history-scope-server"), value="server"),
        ]
    )
    async def history(self, interaction: discord.Interaction, scope: str = "channel") -> None:
        guild_id = interaction.guild_id or GLOBAL
        locale = reader(interaction)
        seen = channels_seen(interaction)
        channels = seen & {interaction.channel_id} if scope == "channel" else seen
        games = await records.recent_games(self.hoard.storage, guild_id, channels)
        sheet = Sheet(i18n.text(locale, "records-history-title", scope=scope))
        if not games:
            sheet.lines = [i18n.text(locale, "records-history-empty")]
            await interaction.response.send_message(embed=render.embed(sheet, locale), ephemeral=True)
            return
        lines, options = [], []
        for summary in games:
            presenter = self.hoard.presenters.get(summary.kind)
            unit = presenter.score_message(summary.options) if presenter is not None else ""
            plain = [
                (shown_name(name, is_ai), place, score_text(summary.kind, score, locale, message=unit))
                for name, place, score, is_ai in summary.seats
            ]
            game = game_title(self.hoard, summary.kind, locale)
            seats = seat_list([(markdown(name), place, score) for name, place, score in plain], locale)
            at = str(int(summary.ended_at))
            lines.append(i18n.text(locale, "records-history-line", id=str(summary.id), game=game, at=at, seats=seats))
            options.append(
                discord.SelectOption(
                    label=i18n.text(locale, "records-history-option", id=str(summary.id), game=game)[:100],
                    value=str(summary.id),
                    description=clip(seat_list(compact(summary.seats, locale), locale), OPTION_TEXT),
                )
            )
        sheet.lines = lines
        sheet.controls = [HistoryPick(guild_id, options, i18n.text(locale, "records-history-pick"))]
        await answers.send(interaction, **render.message(sheet, locale), ephemeral=True)

    records_group = app_commands.Group(
        name="records",
        description=command_text("command-records.description"),
        default_permissions=discord.Permissions(manage_guild=True),
    )

    @records_group.command(name="forget", description=command_text("command-records-forget.description"))
    async def forget(self, interaction: discord.Interaction, member: discord.User) -> None:
        locale = reader(interaction)
        await answers.send(
            interaction,
            view=view_of([ForgetConfirm(member.id, i18n.text(locale, "records-forget-button"))]),
            ephemeral=True,
            content=i18n.text(locale, "records-forget-warning", user=str(member.id)),
            allowed_mentions=discord.AllowedMentions.none(),
        )


def compact(seats: Sequence[tuple[str, int, int | float, bool]], locale: str) -> list[tuple[str, int, str]]:
    """A game's seats for a select option's one line (Discord's 100 characters): names cut short, scores as
    figures without their unit, so that every seat fits."""
    return [
        (short_name(shown_name(name, is_ai), 12), place, amount_text(score, locale))
        for name, place, score, is_ai in seats
    ]


def seat_list(seats: list[tuple[str, int, str]], locale: str) -> str:
    """A finished game's seats ``(name, place, score in its unit)`` as one list in ``locale``: a list of results, so the
    locale's pattern for a list of measures (English: "a, b, c")."""
    words = [
        i18n.text(locale, "records-history-seat", place=place, name=name, score=score) for name, place, score in seats
    ]
    return i18n.listed(words, locale)


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(*DYNAMIC_ITEMS)
    await bot.add_cog(Records(bot))
