"""Hoard: dragon tabletop games for Discord.

``python bot.py`` runs the bot with the token from ``.env``; ``create_bot()`` builds it without
a token or network (tests and tools use it).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import signal
import sys
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands
from dotenv import load_dotenv

from discord_ui import answers, components, internals, observe, replay
from discord_ui.app import Hoard
from discord_ui.translator import CatalogTranslator
from engine.registry import GAMES
from service import logs
from service.check import check
from service.collector import Collector, settle_heap
from service.logs import JsonFormatter
from service.settings import Settings, forget_secrets

log = logging.getLogger("hoard")

EXTENSIONS = (*(f"cogs.{name}" for name in GAMES), "cogs.leaderboard", "cogs.mygames", "cogs.settings")
#: View Channel, Send Messages, Embed Links, Attach Files, Read Message History
INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True, send_messages=True, embed_links=True, attach_files=True, read_message_history=True
)


class HoardTree(app_commands.CommandTree[Any]):
    """The slash commands; each command's interaction is let go of once it is over (:func:`internals.let_go`): here
    when it is turned away or fails, by :meth:`HoardBot.on_app_command_completion` when it succeeds."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        logs.about(guild=interaction.guild_id, shard=interaction.guild.shard_id if interaction.guild else None)
        admitted: bool = await interaction.client.hoard.admit(interaction)  # type: ignore[attr-defined]
        if not admitted:
            observe.finished(interaction)
            internals.let_go(interaction)
        return admitted

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError, /) -> None:
        """A command whose answer Discord refused for good: one warning (:func:`answers.refused`), no traceback."""
        try:
            if isinstance(error, app_commands.CommandInvokeError) and answers.refused(interaction, error.original):
                return
            await super().on_error(interaction, error)
        finally:
            observe.finished(interaction)
            internals.let_go(interaction)


class HoardBot(commands.AutoShardedBot):
    """The bot: all shards of the application, or the ``SHARD_IDS`` of ``SHARD_COUNT`` when several
    processes share the work (each then runs the games of its shards' guilds, see ``service.games``)."""

    def __init__(self, settings: Settings) -> None:
        shards: dict[str, Any] = {"shard_count": settings.shard_count}
        if settings.shard_ids is not None:
            shards["shard_ids"] = list(settings.shard_ids)
        super().__init__(
            command_prefix=commands.when_mentioned,
            # Least privilege: the games need the guilds and their channels, and nothing else from the gateway.
            # Interactions carry their user, member, permissions and message; tables are edited by stored ids.
            # So no message events (every message posted where the bot can see), no message cache and no
            # member lists to fetch or keep.
            intents=discord.Intents(guilds=True),
            max_messages=None,
            chunk_guilds_at_startup=False,
            member_cache_flags=discord.MemberCacheFlags.none(),
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
            tree_cls=HoardTree,
            http_trace=observe.http_trace(),
            **shards,
        )
        self.settings = settings
        #: pace the garbage collector by the clock and freeze what lives on (the running bot and the load
        #: benchmark; tests leave it alone, as each test starts a bot of its own and frozen objects stay)
        self.freeze_heap = False
        self.collector = Collector()
        self.hoard = Hoard(self, settings)
        #: every locale's words for the slash commands, from the catalogs
        self.translator = CatalogTranslator()
        # The storage the settings ask for (SQLite or PostgreSQL) holds this process's shard leases.
        self.hoard.service.leases = self.hoard.storage.leases
        self.observer = observe.Observer(self, self.hoard.storage, self.hoard.service.owns)

    async def setup_hook(self) -> None:
        if self.settings.http_port is not None:  # first, so that /healthz answers while the bot starts
            await self.observer.start(self.settings.http_port)
        await self.hoard.open()
        await self.tree.set_translator(self.translator)
        self.add_dynamic_items(*components.CONTROLS, *replay.CONTROLS)
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        await self.sync_commands()
        if self.freeze_heap:  # once started, and again once the games in progress are back in memory
            self.hoard.after_resume = settle_heap
        await self.hoard.start()
        if self.freeze_heap:
            self.collector.start()

    async def sync_commands(self) -> None:
        """Send the command tree to Discord only when it changed since the last sync, its words in every locale
        included (a changed translation is sent too)."""
        guild = discord.Object(self.settings.dev_guild_id) if self.settings.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        commands_json = [
            await c.get_translated_payload(self.tree, self.translator) for c in self.tree.get_commands(guild=guild)
        ]
        digest = hashlib.sha256(json.dumps(commands_json, sort_keys=True).encode()).hexdigest()
        key = f"command_tree:{self.settings.dev_guild_id or 'global'}"
        if await self.hoard.storage.get_setting(key) == digest:
            log.info("slash commands unchanged; not syncing")
            return
        synced = await self.tree.sync(guild=guild)
        await self.hoard.storage.put_setting(key, digest)
        log.info("synced %d slash commands %s", len(synced), f"to guild {guild.id}" if guild else "globally")

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """The games' routed modals are answered here, and forged ids of their controls refused (see
        :func:`discord_ui.components.dispatch`); slash commands and controls go through discord.py as usual."""
        await components.dispatch(interaction)

    async def on_app_command_completion(self, interaction: discord.Interaction, command: Any) -> None:
        """A slash command done: let go of its interaction (see :class:`HoardTree`)."""
        observe.finished(interaction)
        internals.let_go(interaction)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """The bot left or was removed from a server: its games end, and nothing more is sent there."""
        await self.hoard.server_left(guild.id)

    async def on_guild_join(self, guild: discord.Guild) -> None:
        self.hoard.server_joined(guild.id)

    async def on_ready(self) -> None:
        if self.application_id:
            url = discord.utils.oauth_url(
                self.application_id, permissions=INVITE_PERMISSIONS, scopes=("bot", "applications.commands")
            )
            log.info("ready as %s; invite URL: %s", self.user, url)

    async def close(self) -> None:
        """Stop taking interactions, let those being handled finish, then close storage and the connection."""
        self.collector.stop()
        await self.hoard.drain()
        await self.hoard.close()
        await self.observer.stop()
        await super().close()


def create_bot(settings: Settings | None = None) -> HoardBot:
    """Build the bot; nothing is connected or opened until it logs in."""
    return HoardBot(settings or Settings.from_env())


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def log_format(settings: Settings) -> dict[str, Any]:
    """discord.py's log handler, on the root logger so that the bot's own lines go through it too: one JSON object
    a line for ``LOG_FORMAT=json``, else its own text lines."""
    if settings.log_format != "json":
        return {"root_logger": True}
    handler = logging.StreamHandler()
    secrets = (settings.token, settings.database_url)
    return {"log_handler": handler, "log_formatter": JsonFormatter(secrets), "root_logger": True}


def main() -> int:
    load_dotenv()
    settings = Settings.from_env()
    forget_secrets()  # read once: the worker processes started later inherit the environment
    if "--check" in sys.argv[1:]:
        return 0 if asyncio.run(check(settings)) else 1
    if not settings.token:
        print(
            "No Discord token: copy .env.example to .env and set DISCORD_TOKEN to your bot's token "
            "(Discord Developer Portal → your application → Bot → Reset Token).",
            file=sys.stderr,
        )
        return 2
    bot = create_bot(settings)
    bot.freeze_heap = True
    # A service manager's stop (SIGTERM) closes the bot like Ctrl+C does: writes waiting are stored,
    # and the shard leases are handed back so a successor takes over at once.
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        bot.run(settings.token, log_level=logging.INFO, **log_format(settings))
    except discord.LoginFailure:
        print("Discord refused the token in DISCORD_TOKEN; copy it again from the Developer Portal.", file=sys.stderr)
        return 2
    except OSError as error:  # aiohttp's connection errors are OSErrors
        print(f"Could not reach Discord ({error}); check the network connection and try again.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
