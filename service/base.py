"""What every part of the game service shares: the refusals it answers with, the games it holds in memory, and
storing a change and telling the subscribers about it.

A move is applied only once it is stored: when storage refuses the write (the database stayed locked past its
bound, or the game's shard belongs to another process) the player is told with :class:`NotSaved`, the game is
reloaded from what is stored, and its timers carry on.
"""

from __future__ import annotations

import abc
import asyncio
import logging
import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from engine import registry
from engine.protocol import Engine, Event, IllegalAction, Refusal
from service import logs
from service.scheduler import Scheduler
from service.settings import Settings
from service.storage import GameRecord, NotOwner, Storage, StorageBusy, StorageError
from service.workers import Workers

log = logging.getLogger(__name__)


class GameError(Refusal):
    """A request the rules or the lobby refuse, as a code and named parameters; the Discord side words it
    for the player (``discord_ui/refusals.py``, from the catalogs)."""


class IllegalMove(GameError):
    """The engine refused a move of a ``kind`` of game; ``reason`` is its :class:`IllegalAction`, worded by
    that game's cog."""

    def __init__(self, kind: str, reason: IllegalAction) -> None:
        super().__init__("illegal_move", kind=kind, reason=str(reason))
        self.kind = kind
        self.reason = reason


class StaleClick(GameError):
    """The click was made on an outdated view."""


class NotSaved(GameError):
    """Storage refused the write, so nothing happened; the code says why, for the player."""


def not_saved(error: StorageError) -> NotSaved:
    """The refusal a player is told when storage refused the write of their change (the code says why)."""
    if isinstance(error, StorageBusy):
        return NotSaved("database_busy")
    if isinstance(error, NotOwner):
        return NotSaved("handing_over")
    return NotSaved("database_unavailable")


#: seconds after a refused write before the game's timers are looked at again
RETRY_SECONDS = 1.0
#: the longest wait before a game whose timer work keeps failing is tried again (the wait doubles each time)
RETRY_SECONDS_MAX = 300.0
#: how many games that ended lately are kept in memory for their last drawings (see ``GameService._keep_ended``)
ENDED_KEPT = 256


@dataclass
class Player:
    """The Discord user behind a request, as the service needs it."""

    id: int
    name: str
    can_manage: bool = False


@dataclass
class Live:
    """A game held in memory: its stored record and the engine state it describes."""

    record: GameRecord
    engine: Engine[Any, Any]
    state: Any = None
    #: when the AI seats' next move is due (None: the game waits for no AI seat)
    ai_due: float | None = None


@dataclass
class Change:
    """What happened to a game, for subscribers that redraw it."""

    game: GameRecord
    kind: str  # lobby | started | moved | ended | closed | clock (a timer held or let go for away time)
    events: list[Event] = field(default_factory=list)
    #: the seats whose moves these were (empty for changes no seat made)
    movers: tuple[int, ...] = ()
    #: an AI move follows at once (within ``BURST_SECONDS``): this change is part of a burst, and whoever
    #: draws the game may wait for the burst's last change instead of drawing every one
    follows: bool = False
    #: for moves of AI seats following each other, stored together: each one's movers and events, in turn (empty:
    #: all the moves are one step, as ``movers`` and ``events`` say)
    steps: tuple[tuple[tuple[int, ...], list[Event]], ...] = ()


Listener = Callable[[Change], Awaitable[None]]
#: told the ids of the games being played that this process has just taken on (at start, or a shard gained)
ResumeListener = Callable[[list[int]], None]


class ServiceBase(abc.ABC):
    """The state every part of :class:`service.games.GameService` works on, and what they all use: each game's
    lock, the games held in memory, storing a change of one and telling the subscribers."""

    def __init__(
        self,
        storage: Storage,
        settings: Settings,
        engines: dict[str, Engine[Any, Any]] | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.storage = storage
        self.settings = settings
        self.engines = registry.engines() if engines is None else engines
        self.clock = clock
        #: a game's lock lives while someone holds or awaits it, so finished games leave nothing behind
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._live: dict[int, Live] = {}
        #: members away until then (``/settings away``, :mod:`service.clocks`): their games' turn timers are held
        self.away: dict[int, float] = {}
        #: games that ended here lately, newest last (see :meth:`_keep_ended`)
        self._ended: OrderedDict[int, Live] = OrderedDict()
        self._listeners: list[Listener] = []
        self._resume_listeners: list[ResumeListener] = []
        self.scheduler = Scheduler(self.fire, lambda: self.clock(), settings.timer_granularity)
        self.leases = storage.leases
        self._lease_keeper: asyncio.Task[None] | None = None
        #: where the AI thinks: a search holds the GIL for up to a few hundred ms, too long for a thread
        self.thinkers = Workers(settings.ai_workers, "hoard-ai")
        #: where a forget recomputes ratings (seconds of CPU over 100,000 results), one at a time for the whole bot
        self.recorders = Workers(min(settings.ai_workers, 1), "hoard-records")
        self._forgetting = asyncio.Lock()
        #: when each server last forgot a member (see :data:`records.FORGET_EVERY`)
        self._forgot: dict[int, float] = {}
        #: (server, member) of the forgets under way: a Rematch meanwhile leaves their seats open
        self._forgetting_now: set[tuple[int, int]] = set()
        #: games whose timer work failed with an unexpected error, and how many times in a row
        self._fire_failures: dict[int, int] = {}

    @abc.abstractmethod
    async def fire(self, game_id: int) -> None:
        """The clock is due for this game (:meth:`service.ai_turns.AiTurns.fire`)."""

    # -- plumbing ----------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def subscribe_resumed(self, listener: ResumeListener) -> None:
        """Hear which games being played this process runs from now on (to redraw their tables)."""
        self._resume_listeners.append(listener)

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process runs the games of this guild."""
        return self.leases is None or self.leases.owns(guild_id)

    async def _store(self, game_id: int, write: Awaitable[None]) -> None:
        """Await a write of this game; if storage refuses it, reload the game from what is stored
        (its timers are looked at again shortly) and tell the player with :class:`NotSaved`."""
        try:
            await write
        except StorageError as error:
            log.warning("game %s: write refused: %s", game_id, error)
            self._forget(game_id)
            self.scheduler.set(game_id, self.clock() + RETRY_SECONDS)
            raise not_saved(error) from error
        except BaseException:
            self._forget(game_id)
            raise

    async def _notify(self, change: Change) -> None:
        for listener in self._listeners:
            try:
                await listener(change)
            except Exception:
                log.exception("listener failed for game %s", change.game.id)

    async def live(self, game_id: int) -> Live:
        """The game from memory, or loaded from storage (its state rebuilt from the snapshot); the rest of the
        task's log lines are about it."""
        found = self._live.get(game_id) or self._ended.get(game_id) or await self._load(game_id)
        logs.about(game=game_id, guild=found.record.guild_id)
        return found

    async def _load(self, game_id: int) -> Live:
        record = await self.storage.load_game(game_id)
        if record is None:
            raise GameError("game_gone")
        loaded = self._live.get(game_id) or self._ended.get(game_id)
        if loaded is not None:  # another click loaded it meanwhile: one Live a game, or a change to one is lost
            return loaded
        engine = self.engines[record.kind]
        live = Live(record, engine, engine.restore(record.state) if record.state is not None else None)
        if record.status in ("lobby", "active"):
            self._live[game_id] = live
        return live

    def held(self, game_id: int) -> Live | None:
        """The game as held in memory now, if it is (no storage read: for the Discord side's quick looks)."""
        return self._live.get(game_id)

    def holds(self, live: Live) -> bool:
        """Whether ``live`` is the game as this process runs it now (not let go, e.g. after a refused write)."""
        return self._live.get(live.record.id) is live

    def _forget(self, game_id: int) -> None:
        self._live.pop(game_id, None)
        self._ended.pop(game_id, None)

    def _keep_ended(self, live: Live) -> None:
        """Keep a game that has just ended, as stored, for its last drawings: the table and each player's view
        are drawn once more, and its Rematch is clicked, right after its last move. Read back from storage, that
        was three or four reads for every game that ends, each rebuilding its state. An ended game no longer changes (a
        member forgotten is taken out of it, :meth:`forget_member`); the newest :data:`ENDED_KEPT` are kept."""
        self._ended[live.record.id] = live
        while len(self._ended) > ENDED_KEPT:
            self._ended.popitem(last=False)

    def _close(self, game: GameRecord, status: str) -> None:
        """End a lobby or game without results (cancelled, expired or abandoned)."""
        game.status = status
        game.deadline = None
        game.ended_at = self.clock()
        self.scheduler.set(game.id, None)
        self._forget(game.id)
