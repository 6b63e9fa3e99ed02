"""Health, readiness and metrics over HTTP, in the bot's process (aiohttp, off unless ``HTTP_PORT`` is set).

``/healthz``: the process and its event loop are alive (200 unless the loop is, or just was, stalled for
:data:`STALL_SECONDS`). ``/readyz``: 200 once the bot can play (every check passes), else 503 with the first
reason as JSON. ``/metrics``: :mod:`service.metrics` in the Prometheus text format. What "ready" means is given
by the caller as checks, so that this module knows no Discord; :func:`database_answers` and :func:`leases_held`
are the storage's.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from service import metrics
from service.storage import ShardLeases, Storage, StorageError

log = logging.getLogger(__name__)

#: the event loop late by this many seconds makes the process unhealthy
STALL_SECONDS = 5.0
#: how often the loop's lag is measured
LAG_INTERVAL = 0.5
#: how long the database may take to answer ``SELECT 1`` before the bot is not ready
DATABASE_TIMEOUT = 2.0

#: a readiness check: None when fine, else why not (a short sentence for the operator)
Check = Callable[[], Awaitable[str | None]]


class LoopWatch:
    """Measures how late the event loop runs a callback due every :data:`LAG_INTERVAL` seconds (a timer callback
    of its own rather than a task: nothing waits for it)."""

    def __init__(self, interval: float = LAG_INTERVAL, stall: float = STALL_SECONDS) -> None:
        self.interval = interval
        self.stall = stall
        self.last_lag = 0.0
        self._due = 0.0
        self._timer: asyncio.TimerHandle | None = None

    def start(self) -> None:
        self._next(asyncio.get_running_loop().time())

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _next(self, now: float) -> None:
        self._due = now + self.interval
        self._timer = asyncio.get_running_loop().call_at(self._due, self._tick)

    def _tick(self) -> None:
        now = asyncio.get_running_loop().time()
        self.last_lag = now - self._due
        metrics.LOOP_LAG.observe(self.last_lag)
        self._next(now)

    def lag(self) -> float:
        """The loop's lag now: the last one measured, or how overdue the next measure is (a stall going on)."""
        if self._timer is None:
            return 0.0
        return max(self.last_lag, asyncio.get_running_loop().time() - self._due)


async def database_answers(storage: Storage) -> str | None:
    """The database answers a query within :data:`DATABASE_TIMEOUT` seconds."""
    try:
        await asyncio.wait_for(storage.fetchall("SELECT 1"), DATABASE_TIMEOUT)
    except Exception as error:  # whatever the driver raises: the bot cannot store a move now
        return f"the database does not answer ({type(error).__name__})"
    return None


def holds(leases: ShardLeases, shard: int) -> bool:
    """Whether this process holds the shard's lease, renewed in time."""
    return shard in leases.held and leases.clock() < leases.renewed_at + leases.duration


def leases_held(leases: ShardLeases | None) -> str | None:
    """This process holds the leases of every shard it was started for."""
    if leases is None:
        return None
    missing = [shard for shard in leases.wanted if not holds(leases, shard)]
    return f"shard leases not held: {missing}" if missing else None


async def count_games(storage: Storage, owns: Callable[[int | None], bool]) -> None:
    """Set the gauge of games being played by this process, by game (before a scrape); while the database does not
    answer, the gauge keeps its last value (the scrape still answers: its other series matter most then)."""
    try:
        rows = await asyncio.wait_for(
            storage.fetchall("SELECT kind, guild_id FROM games WHERE status = 'active'"), DATABASE_TIMEOUT
        )
    except (StorageError, TimeoutError):
        return
    metrics.set_games(kind for kind, guild_id in rows if owns(guild_id))


class HealthServer:
    """The HTTP endpoints; ``refresh`` sets the gauges read at a scrape."""

    def __init__(self, watch: LoopWatch, checks: Sequence[Check], refresh: Callable[[], Awaitable[None]]) -> None:
        self.watch = watch
        self.checks = checks
        self.refresh = refresh
        self._runner: web.AppRunner | None = None
        app = web.Application()
        app.router.add_get("/healthz", self.healthz)
        app.router.add_get("/readyz", self.readyz)
        app.router.add_get("/metrics", self.metrics)
        self._app = app

    async def start(self, port: int, host: str = "0.0.0.0") -> int:
        """Serve on ``port`` (0: a free one); returns the port."""
        self._runner = web.AppRunner(self._app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, host, port).start()
        bound = int(self._runner.addresses[0][1])
        log.info("health, readiness and metrics served on port %d", bound)
        return bound

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def healthz(self, request: web.Request) -> web.Response:
        lag = self.watch.lag()
        if lag >= self.watch.stall:
            return web.json_response({"healthy": False, "reason": f"the event loop is {lag:.1f} s late"}, status=503)
        return web.json_response({"healthy": True})

    async def readyz(self, request: web.Request) -> web.Response:
        for check in self.checks:
            reason = await check()
            if reason is not None:
                return web.json_response({"ready": False, "reason": reason}, status=503)
        return web.json_response({"ready": True})

    async def metrics(self, request: web.Request) -> web.Response:
        await self.refresh()
        return web.Response(body=metrics.scrape(), headers={"Content-Type": CONTENT_TYPE_LATEST})
