"""What the operator's endpoints read from discord.py (its public API only): interactions by kind and outcome, the
time to answer a click, requests to Discord by route and status (through the client's ``http_trace``), the shards'
connections and latency. The HTTP server and the metrics themselves are :mod:`service.health` and
:mod:`service.metrics`, which know no Discord.
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
from discord.ext import commands

from service import health, metrics
from service.storage import Storage

#: a shard may be reconnecting for this long before the bot stops being ready (Discord asks for reconnects often)
RECONNECT_GRACE = 30.0

_KINDS = {
    discord.InteractionType.application_command: "command",
    discord.InteractionType.autocomplete: "autocomplete",
    discord.InteractionType.modal_submit: "modal",
}
_DEFERRED = (
    discord.InteractionResponseType.deferred_message_update,
    discord.InteractionResponseType.deferred_channel_message,
)


def kind_of(interaction: discord.Interaction) -> str:
    """``button``, ``select``, ``modal``, ``command``, ``autocomplete`` (a bounded label)."""
    if interaction.type is discord.InteractionType.component:
        data: Any = interaction.data or {}
        return "button" if data.get("component_type") == discord.ComponentType.button.value else "select"
    return _KINDS.get(interaction.type, "other")


def answered(interaction: discord.Interaction, age: float) -> None:
    """A click's first answer went out ``age`` seconds after the click was made."""
    metrics.ANSWER_SECONDS.labels(kind_of(interaction)).observe(age)


def finished(interaction: discord.Interaction) -> None:
    """An interaction's handler is done (called in its ``finally``, before the interaction is let go): count it by
    its outcome, ``failed`` when an exception is on its way out, else what Discord got (``answered``, ``deferred``
    or ``unanswered``)."""
    response = interaction.response.type
    if sys.exc_info()[1] is not None:
        outcome = "failed"
    elif response is None:
        outcome = "unanswered"
    else:
        outcome = "deferred" if response in _DEFERRED else "answered"
    metrics.INTERACTIONS.labels(kind_of(interaction), outcome).inc()


def http_trace(requests: metrics.RequestLog = metrics.REQUESTS) -> aiohttp.TraceConfig:
    """The ``http_trace`` of :class:`discord.Client`: every request's route and status counted in ``requests``."""

    async def on_request_end(session: aiohttp.ClientSession, context: SimpleNamespace, params: Any) -> None:
        requests.record(params.method, params.url.path, params.response.status)

    trace = aiohttp.TraceConfig()
    trace.on_request_end.append(on_request_end)
    return trace


class Shards:
    """Whether every shard of this process is connected, a reconnect shorter than :data:`RECONNECT_GRACE` allowed."""

    def __init__(self, bot: commands.AutoShardedBot, grace: float = RECONNECT_GRACE) -> None:
        self.bot = bot
        self.grace = grace
        self._down_since: dict[int, float] = {}

    async def check(self) -> str | None:
        if not self.bot.is_ready():
            return "not connected to Discord's gateway yet"
        now = time.monotonic()
        down = []
        for shard_id, shard in self.bot.shards.items():
            if not shard.is_closed():
                self._down_since.pop(shard_id, None)
            elif now - self._down_since.setdefault(shard_id, now) >= self.grace:
                down.append(shard_id)
        return f"shards disconnected: {down}" if down else None


class Observer:
    """The operator's endpoints for one bot: started with an ``HTTP_PORT``, stopped when the bot closes."""

    def __init__(self, bot: commands.AutoShardedBot, storage: Storage, owns: Callable[[int | None], bool]) -> None:
        """``owns``: whether this process runs a guild's games (its shard's lease)."""
        self.bot = bot
        self.storage = storage
        self.owns = owns
        self.watch = health.LoopWatch()
        self.gc = metrics.GcPauses()
        self.shards = Shards(bot)
        self.server = health.HealthServer(self.watch, (self.shards.check, self._database, self._leases), self._refresh)
        self.port: int | None = None

    async def start(self, port: int) -> None:
        self.watch.start()
        self.gc.start()
        self.port = await self.server.start(port)

    async def stop(self) -> None:
        await self.server.stop()
        self.watch.stop()
        self.gc.stop()

    async def _database(self) -> str | None:
        return await health.database_answers(self.storage)

    async def _leases(self) -> str | None:
        return health.leases_held(self.storage.leases)

    async def _refresh(self) -> None:
        for shard_id, latency in self.bot.latencies:
            if math.isfinite(latency):
                metrics.GATEWAY_LATENCY.labels(str(shard_id)).set(latency)
        leases = self.storage.leases
        if leases is not None:
            for shard in leases.wanted:
                metrics.SHARD_LEASE.labels(str(shard)).set(1 if health.holds(leases, shard) else 0)
        await health.count_games(self.storage, self.owns)
