"""Turn pings that keep channels quiet.

The table message names whose turn it is (with their mention, which an edit does not notify). A
separate ping message is posted only when a player has kept the game waiting for ``delay`` seconds (or
half their time, when a short time limit runs),
at most once per wait, never when only one person plays (practice or against AI seats), never for
moves a presenter does not find worth a ping (``Presenter.pings_for``), and never for a member who
turned pings off with ``/settings``. When the wait ends the ping is deleted again.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from discord_ui import budget
from discord_ui.budget import Budget
from service.scheduler import Scheduler
from service.storage import Storage

log = logging.getLogger(__name__)

USER_PINGS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)


def setting_key(user_id: int) -> str:
    """Where a member's ping preference is stored."""
    return f"pings:{user_id}"


class Pings:
    def __init__(
        self,
        bot: discord.Client,
        turns: Budget,
        storage: Storage,
        waiting: Callable[[int], Awaitable[tuple[Any, tuple[int, ...]] | None]],
        text: Callable[[Any, list[int]], str],
        clock: Callable[[], float],
        delay: float,
        granularity: float,
    ) -> None:
        """``waiting(game_id)``: the game's record and the users it waits for who may be pinged (None: the
        game is gone); ``text(record, user_ids)``: the ping's words. A ping posted or deleted waits for its turn
        of the bot's request budget."""
        self._bot = bot
        self._turns = turns
        self._storage = storage
        self._waiting = waiting
        self._text = text
        self._clock = clock
        self._delay = delay
        self.scheduler = Scheduler(self._due, clock, granularity)
        self._expected: dict[int, tuple[int, ...]] = {}
        self._posted: dict[int, tuple[int, int]] = {}  # game -> (channel, ping message)
        self._guilds: dict[int, int | None] = {}  # game -> its server, while a ping of it is posted

    @property
    def busy(self) -> bool:
        return self.scheduler.busy

    async def update(self, game_id: int, users: tuple[int, ...], deadline: float | None = None) -> None:
        """The game now waits for ``users`` (those who may be pinged) until ``deadline`` (None: no time limit):
        plan a ping, or drop the old one. A short time limit brings the ping forward, to half the time left,
        so that it arrives while there is still time to act."""
        if users == self._expected.get(game_id):
            return
        await self._delete(game_id)
        if users:
            self._expected[game_id] = users
            now = self._clock()
            wait = self._delay if deadline is None else min(self._delay, max(deadline - now, 0) / 2)
            self.scheduler.set(game_id, now + wait)
        else:
            self._expected.pop(game_id, None)
            self.scheduler.set(game_id, None)

    async def _due(self, game_id: int) -> None:
        found = await self._waiting(game_id)
        if found is None:
            self._expected.pop(game_id, None)
            return
        record, users = found
        if not users or users != self._expected.get(game_id) or game_id in self._posted:
            return
        wanted = [u for u in users if await self._storage.get_setting(setting_key(u)) != "off"]
        if not wanted:
            return
        channel = self._bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        await self._turns.turn(record.guild_id, budget.HUMAN)
        try:
            message = await channel.send(self._text(record, wanted), allowed_mentions=USER_PINGS)
        except discord.HTTPException as error:
            log.warning("could not ping in channel %s for game %s: %s", record.channel_id, game_id, error)
            return
        self._posted[game_id] = (record.channel_id, message.id)
        self._guilds[game_id] = record.guild_id

    async def _delete(self, game_id: int) -> None:
        posted = self._posted.pop(game_id, None)
        if posted is None:
            return
        channel_id, message_id = posted
        await self._turns.turn(self._guilds.pop(game_id, None), budget.ONLOOKER)
        with contextlib.suppress(discord.HTTPException):  # already deleted by someone: nothing to tidy
            await self._bot.get_partial_messageable(channel_id).get_partial_message(message_id).delete()

    async def forget(self, game_id: int) -> None:
        """The game is over: tidy its ping away and let go of it."""
        await self._delete(game_id)
        self._expected.pop(game_id, None)
        self.scheduler.set(game_id, None)
