"""Turn pings that keep channels quiet.

The table message names whose turn it is (with their mention, which an edit does not notify). A
separate ping message is posted only when a player has kept the game waiting for ``delay`` seconds (or
half their time, when a short time limit runs),
at most once per wait, never when only one person plays (practice or against AI seats), never for
moves a presenter does not find worth a ping (``Presenter.pings_for``), and never for a member who
turned pings off with ``/settings``. When the wait ends the ping is deleted again.

Reminders: a long turn timer (``service.clocks.reminder_due``) reminds the members it waits for after a quarter of
their time and when a tenth is left, by a ping in the game's channel, or by a direct message for those who chose it
with ``/settings reminders`` (one Discord refuses, e.g. from a member who takes no direct messages, becomes the
ping); the service stores each reminder sent (``GameService.remind``), so a restart neither loses nor repeats one.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from discord_ui import budget
from discord_ui.budget import Budget
from service.clocks import reminder_due
from service.scheduler import Scheduler
from service.storage import GameRecord, Storage

log = logging.getLogger(__name__)

USER_PINGS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)


def setting_key(user_id: int) -> str:
    """Where a member's ping preference is stored."""
    return f"pings:{user_id}"


def reminder_key(user_id: int) -> str:
    """Where a member's reminder preference is stored: ``ping`` (the default), ``direct`` or ``off``."""
    return f"reminders:{user_id}"


#: ``remind(game_id, deadline, stage)``: the game and the members to remind, once stored as sent (None: not now)
Claim = Callable[[int, float, int], Awaitable[tuple[GameRecord, list[int]] | None]]
#: ``reminder_text(record, user_ids, direct)``: a reminder's words, for the channel or a direct message
ReminderText = Callable[[GameRecord, list[int], bool], str]


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
        claim: Claim,
        reminder_text: ReminderText,
    ) -> None:
        """``waiting(game_id)``: the game's record and the users it waits for who may be pinged (None: the
        game is gone); ``text(record, user_ids)``: the ping's words; ``claim`` and ``reminder_text``: see above. A
        ping or reminder posted or deleted waits for its turn of the bot's request budget."""
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
        self._claim = claim
        self._reminder_text = reminder_text
        self.reminders = Scheduler(self._remind, clock, granularity)
        self._reminding: dict[int, tuple[float, int]] = {}  # game -> (its timer's deadline, the reminder due)
        self._guilds: dict[int, int | None] = {}  # game -> its server, while a ping of it is posted

    @property
    def busy(self) -> bool:
        return self.scheduler.busy or self.reminders.busy

    def plan_reminder(self, game: GameRecord) -> None:
        """Plan the game's next reminder, as its stored turn timer says (at start-up too)."""
        due = reminder_due(game)
        deadline = game.turns.turn_deadline
        if due is None or deadline is None:
            self._reminding.pop(game.id, None)
            self.reminders.set(game.id, None)
            return
        planned = (deadline, game.turns.reminded + 1)
        if self._reminding.get(game.id) != planned:
            self._reminding[game.id] = planned
            self.reminders.set(game.id, due)

    async def _remind(self, game_id: int) -> None:
        planned = self._reminding.pop(game_id, None)
        if planned is None:
            return
        found = await self._claim(game_id, *planned)
        if found is None:
            return
        record, users = found
        pinged = []
        for user in users:
            chosen = await self._storage.get_setting(reminder_key(user))
            if chosen == "off":
                continue
            direct = self._reminder_text(record, [user], True)
            if chosen != "direct" or not await self._direct(user, direct, record.guild_id):
                pinged.append(user)
        if pinged:
            await self._send(record, self._reminder_text(record, pinged, False))
        self.plan_reminder(record)

    async def _direct(self, user_id: int, text: str, guild_id: int | None = None) -> bool:
        """Send a direct message; False if Discord refuses it (the member takes none from the bot)."""
        await self._turns.turn(guild_id, budget.HUMAN)
        try:
            await self._turns.sending()
            channel = await self._bot.create_dm(discord.Object(user_id))
            await self._turns.sending()
            await channel.send(text, allowed_mentions=USER_PINGS)
        except discord.HTTPException as error:
            log.info("no direct message to a member (%s %s): pinging instead", error.status, error.code)
            return False
        return True

    async def _send(self, record: GameRecord, text: str) -> discord.Message | None:
        """Post a ping in the game's channel (None: Discord refused it)."""
        channel = self._bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        await self._turns.turn(record.guild_id, budget.HUMAN)
        try:
            await self._turns.sending()
            return await channel.send(text, allowed_mentions=USER_PINGS)
        except discord.HTTPException as error:
            log.warning("could not ping in channel %s for game %s: %s", record.channel_id, record.id, error)
            return None

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
        message = await self._send(record, self._text(record, wanted))
        if message is not None:
            self._posted[game_id] = (record.channel_id, message.id)
        self._guilds[game_id] = record.guild_id

    async def _delete(self, game_id: int) -> None:
        posted = self._posted.pop(game_id, None)
        if posted is None:
            return
        channel_id, message_id = posted
        await self._turns.turn(self._guilds.pop(game_id, None), budget.ONLOOKER)
        with contextlib.suppress(discord.HTTPException):  # already deleted by someone: nothing to tidy
            await self._turns.sending()
            await self._bot.get_partial_messageable(channel_id).get_partial_message(message_id).delete()

    async def forget(self, game_id: int, tidy: bool = True) -> None:
        """The game is over: tidy its ping away (unless ``tidy`` is False: its server removed the bot) and let go
        of it."""
        if tidy:
            await self._delete(game_id)
        self._posted.pop(game_id, None)
        self._expected.pop(game_id, None)
        self.scheduler.set(game_id, None)
        self._reminding.pop(game_id, None)
        self.reminders.set(game_id, None)
