"""Lobbies and the rules pages on Discord: ``/<game> new``, the lobby's buttons, the game's locale, the rules
taught in place. A part of :class:`discord_ui.app.Hoard`."""

from __future__ import annotations

from typing import Any

import discord

from discord_ui import answers, i18n, lobby, render
from discord_ui.components import Item, RulesPage, TableButton, view_of
from discord_ui.drawing import Field, Sheet
from discord_ui.ids import clicked_on_own, valid_id
from discord_ui.members import player_of, reader, say
from discord_ui.presenter import Presenter, game_text, rules_pages
from discord_ui.tables import NO_PINGS, Tables, answering
from service.games import GameError
from service.lobbies import may_stop
from service.storage import GameRecord

#: what the bot needs in a channel to post and update a table there (discord.py's names)
TABLE_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "attach_files")


def language_key(guild_id: int) -> str:
    """Where a server's ``/settings language`` is stored (the catalog its new games are worded in)."""
    return f"language:{guild_id}"


def threads_key(guild_id: int) -> str:
    """Where a server's ``/settings threads`` is stored ("on": its new games are played in threads)."""
    return f"threads:{guild_id}"


class Lobbies(Tables):
    """Opening a lobby, its buttons, and the rules pages."""

    # -- lobby -----------------------------------------------------------------------------
    async def open_lobby(
        self,
        interaction: discord.Interaction,
        presenter: Presenter,
        options: dict[str, Any],
        timer_minutes: int,
        thread: bool | None = None,
    ) -> None:
        """``/<game> new``: post a lobby in this channel, or point at the game already here (``thread``: whether the
        game is played in a thread of the lobby message; None: as the server chose)."""
        locale = reader(interaction)
        if interaction.guild_id is None or interaction.channel_id is None:
            await say(interaction, "lobby-server-channels-only")
            return
        permissions = interaction.app_permissions
        missing = [p for p in TABLE_PERMISSIONS if not getattr(permissions, p)]
        if missing:
            needed = i18n.listed([i18n.text(locale, f"permission-{i18n.key(p)}") for p in missing], locale)
            await say(interaction, "lobby-missing-permissions", permissions=needed)
            return
        busy = await self.storage.open_game_in_channel(interaction.channel_id)
        if busy is not None:
            await say(interaction, "lobby-channel-has-game", link=self.link(busy))
            return
        try:
            game = await self.service.open_lobby(
                presenter.engine.id,
                interaction.guild_id,
                interaction.channel_id,
                player_of(interaction),
                options,
                timer_minutes * 60,
                locale=await self.game_locale(interaction),
                thread=await self.game_thread(interaction, thread),
            )
        except GameError as error:
            await self.refuse(interaction, error)
            return
        await self._post_lobby(interaction, game)

    async def game_locale(self, interaction: discord.Interaction) -> str:
        """The catalog a new game's channel messages are worded in: the server's ``/settings language`` if an admin
        chose one, else the server's preferred locale if it is a Community server (Discord reports en-US for any
        other), else the locale of the member who opens it."""
        if interaction.guild_id is not None:
            chosen = await self.storage.get_setting(language_key(interaction.guild_id))
            if chosen in i18n.catalogs().locales:
                return str(chosen)
        guild = interaction.guild
        if guild is not None and "COMMUNITY" in guild.features and interaction.guild_locale is not None:
            return i18n.language(interaction.guild_locale)
        return reader(interaction)

    async def game_thread(self, interaction: discord.Interaction, asked: bool | None) -> str:
        """Whether a new game is played in a thread of its lobby message: as asked, else as the server's
        ``/settings threads`` says (off unless chosen); "refused" where the bot may not open one (it plays in the
        channel, and its lobby says why); never from inside a thread, where it plays already."""
        if asked is None and interaction.guild_id is not None:
            asked = await self.storage.get_setting(threads_key(interaction.guild_id)) == "on"
        if not asked or isinstance(interaction.channel, discord.Thread):
            return ""
        permissions = interaction.app_permissions
        return "asked" if all(getattr(permissions, p) for p in lobby.THREAD_PERMISSIONS) else "refused"

    async def _post_lobby(self, interaction: discord.Interaction, game: GameRecord) -> None:
        presenter = self.presenters[game.kind]
        sent = await answers.send(
            interaction, **render.message(lobby.sheet(game, presenter), game.locale), allowed_mentions=NO_PINGS
        )
        message_id = sent or (await interaction.original_response()).id
        game.lobby_message_id = message_id
        await self.storage.set_lobby_message(game.id, message_id)

    async def on_lobby_button(self, interaction: discord.Interaction, game_id: int, verb: str) -> None:
        if not await self.game_here(interaction, game_id):
            return
        player = player_of(interaction)
        if verb == "rules":
            await self.show_rules(interaction, game_id)
            return
        actions = {
            "join": self.service.join,
            "leave": self.service.leave,
            "remove-ai": self.service.remove_ai,
            "start": self.service.start_game,
            "cancel": self.service.cancel,
        }
        token = answering.set(interaction.message.id if interaction.message else None)
        try:
            level = lobby.AI_LEVEL_OF_VERB.get(verb)
            if level is not None:
                await self.service.add_ai(game_id, player, level)
            else:
                await actions[verb](game_id, player)
        except GameError as error:
            await self.refuse(interaction, error)
            return
        finally:
            answering.reset(token)
        async with self._lobby_lock(game_id):  # one drawing of the lobby on its way at a time, the newest
            game = (await self.service.live(game_id)).record
            presenter = self.presenters[game.kind]
            await answers.update(
                interaction, **render.message(lobby.sheet(game, presenter), game.locale), allowed_mentions=NO_PINGS
            )

    # -- stopping a game, once confirmed ------------------------------------------------------------
    async def ask_to_stop(self, interaction: discord.Interaction, game: GameRecord) -> None:
        """``/<game> stop``: ask privately whether to end the game (a slip of the command ends nobody's game); who
        may not stop it is refused at once."""
        locale = reader(interaction)
        if not may_stop(game, player_of(interaction)):
            await self.refuse(interaction, GameError("stop_not_allowed"))
            return
        title = game_text(self.presenters[game.kind], locale, "title")
        started = "yes" if game.status == "active" else "no"
        confirm = TableButton(game.id, "stop", i18n.text(locale, "table-stop-button"), discord.ButtonStyle.danger, "🛑")
        question = i18n.text(locale, "table-stop-question", title=title, started=started)
        await answers.send(interaction, content=question, view=view_of([confirm]), ephemeral=True)

    async def stop_confirmed(self, interaction: discord.Interaction, game_id: int) -> None:
        """The confirmation of ``/<game> stop`` clicked: the game ends, and the channel is told (in its locale)."""
        try:
            stopped = await self.service.stop_game(game_id, player_of(interaction))
        except GameError as error:
            await self.refuse(interaction, error)
            return
        said = "table-game-stopped-abandoned" if stopped.status == "abandoned" else "table-game-stopped"
        title = game_text(self.presenters[stopped.kind], stopped.locale, "title")
        text = i18n.text(stopped.locale, said, member=interaction.user.mention, title=title)
        await answers.send(interaction, content=text, allowed_mentions=NO_PINGS)

    # -- rules, taught in place -----------------------------------------------------------------
    async def show_rules(self, interaction: discord.Interaction, game_id: int) -> None:
        """The rules with the house rules of this game (a lobby's or a table's Rules), privately in the clicker's
        locale."""
        record = (await self.service.live(game_id)).record
        locale = reader(interaction)
        sheet = self.rules_message(self.presenters[record.kind], 0, locale, record)
        await answers.send(interaction, **render.message(sheet, locale), ephemeral=True)

    def rules_message(self, presenter: Presenter, page: int, locale: str, game: GameRecord | None = None) -> Sheet:
        """Page ``page`` of a game's rules in ``locale``: 0 is the quick start (with the house rules), then the
        details."""
        pages = rules_pages(game_text(presenter, locale, "rules", **presenter.rules_arguments()))
        page = min(max(page, 0), len(pages))
        title = game_text(presenter, locale, "title")
        if page == 0:
            quick = i18n.text(locale, "rules-quick-start", emoji=presenter.emoji, title=title)
            house = i18n.text(locale, "rules-house-rules-of-game" if game else "rules-default-house-rules")
            options = (
                lobby.options_text(game, self.presenters[game.kind], locale)
                if game
                else lobby.default_options_text(presenter, locale)
            )
            sheet = Sheet(quick, [game_text(presenter, locale, "quick-start")], [Field(house, options)])
        else:
            heading = i18n.text(locale, "rules-page", emoji=presenter.emoji, title=title, page=page, pages=len(pages))
            sheet = Sheet(heading, [pages[page - 1]])
        kind = presenter.engine.id
        onward = "rules-more" if page == 0 else "rules-next"
        turn: list[Item] = [
            RulesPage(kind, max(page - 1, 0), i18n.text(locale, "rules-back"), disabled=page == 0),
            RulesPage(kind, page + 1, i18n.text(locale, onward), disabled=page >= len(pages)),
        ]
        sheet.controls = turn
        return sheet

    async def on_rules_page(self, interaction: discord.Interaction, kind: str, page: int) -> None:
        presenter = self.presenters.get(kind)
        if presenter is None or page < 0:
            await say(interaction, "refusal-not-here")
            return
        if not clicked_on_own(interaction, "r:"):
            await say(interaction, "refusal-not-this-message")
            return
        locale = reader(interaction)
        await answers.update(interaction, **render.message(self.rules_message(presenter, page, locale), locale))

    async def game_here(self, interaction: discord.Interaction, game_id: int, kind: str | None = None) -> bool:
        """Whether ``game_id`` (taken from a payload) is a game of the interaction's server and channel, and of
        ``kind`` when given (a game's own control); if not, the interaction is answered politely and nothing else
        happens."""
        if valid_id(game_id):
            try:
                record = (await self.service.live(game_id)).record
            except GameError:
                record = None
            if (
                record is not None
                and (record.guild_id, record.channel_id) == (interaction.guild_id, interaction.channel_id)
                and kind in (None, record.kind)
            ):
                if record.turns.paused:  # someone is here: try the table again now, not after the pause
                    self.tried_on_click(game_id)
                return True
        await say(interaction, "refusal-not-here")
        return False
