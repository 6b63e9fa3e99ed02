"""The bot's metrics, in the Prometheus text format (``prometheus_client``), served at ``/metrics``.

One registry for the process, so that the parts of the bot count into it with one line where they are. Labels
stay bounded: kinds, outcomes, games, AI levels, shard numbers, Discord's routes with every id and token replaced
by a placeholder; never a server, channel or user.
"""

from __future__ import annotations

import collections
import gc
import logging
import re
import time
from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

log = logging.getLogger(__name__)

REGISTRY = CollectorRegistry(auto_describe=True)
#: the AI's levels, easiest first
AI_LEVELS = ("easy", "normal", "hard")

#: Discord gives an interaction 3 seconds for its first answer: the buckets show how close answers come to it
ANSWER_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0, 10.0)
#: Discord's window for invalid requests (401, 403, 429): 10,000 in 10 minutes and the bot's IP is banned for a while
INVALID_WINDOW = 600.0
#: a warning is logged each time the count of invalid requests of the last 10 minutes rises to a multiple of this
INVALID_LOGGED_EVERY = 100
#: Discord's global budget: 50 requests a second for a bot (interaction answers are not counted against it)
GLOBAL_BUDGET = 50

INTERACTIONS = Counter(
    "hoard_interactions", "Interactions handled, by kind and outcome", ("kind", "outcome"), registry=REGISTRY
)
ANSWER_SECONDS = Histogram(
    "hoard_answer_seconds",
    "Seconds from an interaction's creation to its first answer (Discord refuses answers after 3 s)",
    ("kind",),
    buckets=ANSWER_BUCKETS,
    registry=REGISTRY,
)
STORE_SECONDS = Histogram(
    "hoard_store_seconds",
    "Seconds from a write being asked for to its commit (a move is answered after it)",
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5),
    registry=REGISTRY,
)
DATABASE_BUSY = Counter(
    "hoard_database_busy", "Writes refused because the database stayed locked by another process", registry=REGISTRY
)
DISCORD_REQUESTS = Counter(
    "hoard_discord_requests",
    "Requests to Discord's API, by route and status",
    ("method", "route", "status"),
    registry=REGISTRY,
)
DISCORD_RATE_LIMITED = Gauge(
    "hoard_discord_rate_limited_recent", "Requests Discord answered with 429 in the last 10 minutes", registry=REGISTRY
)
DISCORD_INVALID = Gauge(
    "hoard_discord_invalid_recent",
    "Invalid requests (401, 403, 429) in the last 10 minutes; Discord bans the IP for a while at 10,000",
    registry=REGISTRY,
)
DISCORD_GLOBAL_BUDGET = Gauge(
    "hoard_discord_global_budget_used",
    "Share of Discord's global request budget (50 a second) used in the last second",
    registry=REGISTRY,
)
GAMES_RUNNING = Gauge(
    "hoard_games_running", "Games being played in this process, by game", ("game",), registry=REGISTRY
)
AI_SECONDS = Histogram(
    "hoard_ai_think_seconds",
    "Seconds an AI search took, by game and level",
    ("game", "level"),
    buckets=(0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0, 10.0),
    registry=REGISTRY,
)
LOOP_LAG = Histogram(
    "hoard_event_loop_lag_seconds",
    "How late the event loop ran a callback due at a known time",
    buckets=(0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0),
    registry=REGISTRY,
)
GC_PAUSES = Histogram(
    "hoard_gc_pause_seconds",
    "Garbage collections' pauses, by generation",
    ("generation",),
    buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0),
    registry=REGISTRY,
)
SHARD_LEASE = Gauge(
    "hoard_shard_lease_held", "1 while this process holds the shard's lease", ("shard",), registry=REGISTRY
)
GATEWAY_LATENCY = Gauge(
    "hoard_gateway_latency_seconds", "The gateway's heartbeat latency, by shard", ("shard",), registry=REGISTRY
)

#: ids (snowflakes), interaction and webhook tokens in an API path; the path's other parts are Discord's own words
_SNOWFLAKE = re.compile(r"(?<=/)\d{5,}(?=/|$)")
_TOKEN = re.compile(r"(/(?:interactions|webhooks)/\{id\}/)[^/]+")
_API_PREFIX = re.compile(r"^/api/v\d+")


def route_of(path: str) -> str:
    """A request's path as a bounded label: ``/api/v10/channels/123/messages/456`` → ``/channels/{id}/messages/{id}``;
    an interaction's or a webhook's token becomes ``{token}``, an emoji of a reaction ``{emoji}``."""
    route = _SNOWFLAKE.sub("{id}", _API_PREFIX.sub("", path.split("?", 1)[0]))
    route = _TOKEN.sub(r"\1{token}", route)
    return re.sub(r"(?<=/reactions/)[^/]+", "{emoji}", route)


class RequestLog:
    """The last 10 minutes of requests to Discord, for the gauges of 429s, invalid requests and the global budget."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._invalid: collections.deque[tuple[float, int]] = collections.deque()
        self._recent: collections.deque[float] = collections.deque()
        #: the count of invalid requests last logged (a multiple of :data:`INVALID_LOGGED_EVERY`)
        self._logged = 0

    def record(self, method: str, path: str, status: int) -> None:
        """Count one answered request."""
        DISCORD_REQUESTS.labels(method, route_of(path), str(status)).inc()
        now = self.clock()
        if "/interactions/" not in path:  # interaction answers are outside the global budget
            self._recent.append(now)
        if status in (401, 403, 429):
            self._invalid.append((now, status))
            self._trim(now)
            reached = len(self._invalid) // INVALID_LOGGED_EVERY * INVALID_LOGGED_EVERY
            self._logged = min(self._logged, reached)  # fewer since: the next hundred is said again
            if reached > self._logged:
                self._logged = reached
                log.warning(
                    "Discord refused %d requests (401, 403, 429) in the last 10 minutes; it bans the bot at 10,000",
                    len(self._invalid),
                )
        self._trim(now)

    def _trim(self, now: float) -> None:
        while self._recent and self._recent[0] <= now - 1.0:
            self._recent.popleft()
        while self._invalid and self._invalid[0][0] <= now - INVALID_WINDOW:
            self._invalid.popleft()

    def refresh(self) -> None:
        """Set the gauges (before a scrape)."""
        self._trim(self.clock())
        DISCORD_INVALID.set(len(self._invalid))
        DISCORD_RATE_LIMITED.set(sum(1 for _, status in self._invalid if status == 429))
        DISCORD_GLOBAL_BUDGET.set(len(self._recent) / GLOBAL_BUDGET)


REQUESTS = RequestLog()


def thinking(game: str, levels: Iterable[str]) -> AbstractContextManager[object]:
    """Time an AI search for ``game`` whose seats play at ``levels`` (the hardest of them labels it)."""
    level = max(levels, key=AI_LEVELS.index, default="normal")
    return AI_SECONDS.labels(game, level).time()


_games_seen: set[str] = set()


def set_games(kinds: Iterable[str]) -> None:
    """The games being played now, by kind (before a scrape); a game no longer played reads 0."""
    counts = collections.Counter(kinds)
    _games_seen.update(counts)
    for kind in _games_seen:
        GAMES_RUNNING.labels(kind).set(counts[kind])


class GcPauses:
    """Times every garbage collection through ``gc.callbacks`` (installed while started)."""

    def __init__(self) -> None:
        self._started: float | None = None

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
        elif self._started is not None:
            GC_PAUSES.labels(str(info.get("generation", -1))).observe(time.perf_counter() - self._started)
            self._started = None

    def start(self) -> None:
        if self not in gc.callbacks:
            gc.callbacks.append(self)

    def stop(self) -> None:
        if self in gc.callbacks:
            gc.callbacks.remove(self)


def scrape() -> bytes:
    """The registry in the Prometheus text format."""
    REQUESTS.refresh()
    return generate_latest(REGISTRY)
