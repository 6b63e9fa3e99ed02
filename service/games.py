"""The game service: lobbies, moves, AI turns and turn timers for every game kind.

Everything that changes a game goes through :class:`GameService` and happens inside that
game's ``asyncio.Lock``: load, validate, apply, persist, and only then answer. The Discord
layer subscribes with :meth:`GameService.subscribe` to hear about changes and redraw tables.

Stale clicks: every control a player sees carries the move number it was drawn at (its
*stamp*). The service remembers, per seat, the move at which that seat last moved or its legal
actions last changed. A click whose stamp is older than that was made on an outdated view and is
refused with :class:`StaleClick`, so a double click applies exactly once (even when the move leaves
the seat the same choices, as revealing a card does) and an old hand can never play into a new
trick, while other players' moves in a simultaneous phase do not get in the way.

A move is applied only once it is stored: when storage refuses the write (the database stayed
locked past its bound, or the game's shard belongs to another process) the player is told with
:class:`NotSaved`, the game is reloaded from what is stored, and its timers carry on.

Pauses: when the bot may no longer post in a game's channel (Discord answers 403), the Discord layer
pauses the game (:meth:`GameService.pause`): its clock stops, stored with the game, so no AI seat moves
and no turn timer runs out until :meth:`GameService.resume`, which gives the waiting players back the
time they had left.

Shards: with shard leases (:class:`service.storage.ShardLeases`) the service resumes, times and
plays AI turns only for the games of guilds on shards this process holds, renews its leases in
the background, and hands over games whose shard it lost.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import logging
import random
import secrets
import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Collection, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine import registry
from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, Engine, Event, IllegalAction, OptionError, Refusal
from service import metrics, records
from service.events import SeatReclaimed, TimedOut
from service.records import FORMER_MEMBER
from service.scheduler import Scheduler
from service.settings import Settings
from service.storage import (
    ChannelBusy,
    GameRecord,
    LoggedAction,
    NotOwner,
    SeatRecord,
    ShardConfigError,
    Storage,
    StorageBusy,
    StorageError,
)
from service.workers import Workers

log = logging.getLogger(__name__)
#: the name a forgotten member's seats keep
#: the longest turn timer a lobby may have (a day)
MAX_TURN_SECONDS = 24 * 60 * 60
#: bits of a new game's seed, from the operating system's secure source: every deal and shuffle of a game
#: follows from its seed, so a player who could guess it (31 bits took core-hours to try) would see every hidden
#: card; 63 is the most a signed 64-bit column holds
SEED_BITS = 63

#: consecutive timed-out turns after which the AI keeps a human's seat
TIMEOUTS_BEFORE_AUTOPLAY = 3
#: how many AI seats a lobby may hold at most when filled by one click each
AI_NAMES = ("Ember", "Smaug", "Fafnir", "Tiamat", "Vermithrax", "Glaurung", "Ancalagon", "Saphira")


class GameError(Refusal):
    """A request the rules or the lobby refuse, as a code and named parameters; the Discord side words it
    for the player (``discord_ui/texts.py``)."""


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


def _not_saved(error: StorageError) -> NotSaved:
    if isinstance(error, StorageBusy):
        return NotSaved("database_busy")
    if isinstance(error, NotOwner):
        return NotSaved("handing_over")
    return NotSaved("database_unavailable")


#: seconds after a refused write before the game's timers are looked at again
RETRY_SECONDS = 1.0
#: the longest wait before a game whose timer work keeps failing is tried again (the wait doubles each time)
RETRY_SECONDS_MAX = 300.0
#: an AI move due this soon after a change belongs to the same burst of changes (at the bot's usual AI pace,
#: 1.5 s, every AI move is a burst of its own, so players see each one)
BURST_SECONDS = 0.25
#: how many games that ended lately are kept in memory for their last drawings (see ``GameService._keep_ended``)
ENDED_KEPT = 256
#: how long a forget's transaction may wait for the database's write lock (no click waits for it)
FORGET_WAIT_SECONDS = 30.0


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
    kind: str  # lobby | started | moved | ended | closed
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


class GameService:
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
        #: games whose timer work failed with an unexpected error, and how many times in a row
        self._fire_failures: dict[int, int] = {}

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

    async def start(self) -> None:
        """Resume the timers of every open game this process runs (after a restart too)."""
        if self.leases is None:
            await self._resume(None)
        else:
            await self._renew_leases()
            self._lease_keeper = asyncio.create_task(self._keep_leases(), name="hoard-shard-leases")
        self.scheduler.start()

    async def stop(self) -> None:
        if self._lease_keeper is not None:
            self._lease_keeper.cancel()
            await asyncio.gather(self._lease_keeper, return_exceptions=True)
            self._lease_keeper = None
        await self.scheduler.stop()
        await self.thinkers.close()
        await self.recorders.close()
        if self.leases is not None and self.leases.held:
            try:
                await self.storage.transaction(self.leases.release)
            except StorageError:
                log.warning("could not give up the shard leases; they run out in %g s", self.leases.duration)
            self.leases.held = set()

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process runs the games of this guild."""
        return self.leases is None or self.leases.owns(guild_id)

    async def _resume(self, shards: set[int] | None) -> None:
        def ours(guild_id: int | None) -> bool:
            return shards is None or self.leases is None or self.leases.shard_of(guild_id) in shards

        for game_id, guild_id, deadline in await self.storage.open_deadlines():
            if ours(guild_id):
                self.scheduler.set(game_id, deadline)
        if self._resume_listeners:
            playing = [game_id for game_id, guild_id in await self.storage.active_games() if ours(guild_id)]
            for listener in self._resume_listeners:
                listener(playing)

    async def _keep_leases(self) -> None:
        assert self.leases is not None
        while True:
            await asyncio.sleep(self.leases.duration / 3)
            await self._renew_leases()

    async def _renew_leases(self) -> None:
        """Renew this process's shard leases and take free ones; resume what was gained, drop what was lost."""
        leases = self.leases
        assert leases is not None
        started = leases.clock()
        try:
            held = await self.storage.transaction(leases.claim)
        except (StorageError, ShardConfigError) as error:
            log.error("could not renew the shard leases: %s", error)
            if leases.clock() >= leases.renewed_at + leases.duration and leases.held:
                self._drop(set(leases.held))
                leases.held = set()
            return
        gained, lost = held - leases.held, leases.held - held
        # A renewal that ended after the lease ran out: its games' timers that fell due meanwhile were let go (the
        # process could not tell it still ran them), so the shards kept are taken up again like gained ones.
        lapsed = held & leases.held if leases.clock() >= leases.renewed_at + leases.duration else set()
        leases.held, leases.renewed_at = held, started
        if lost:
            log.warning("shards %s are run by another process now", sorted(lost))
            self._drop(lost)
        if gained:
            log.info("running the games of shards %s", sorted(gained))
        if gained or lapsed:
            await self._resume(gained | lapsed)

    def _drop(self, shards: set[int]) -> None:
        """Forget the games of shards another process runs now (their timers fire there)."""
        assert self.leases is not None
        for game_id, live in list(self._live.items()):
            if self.leases.shard_of(live.record.guild_id) in shards:
                self._forget(game_id)
                self.scheduler.set(game_id, None)

    async def _store(self, game_id: int, write: Awaitable[None]) -> None:
        """Await a write of this game; if storage refuses it, reload the game from what is stored
        (its timers are looked at again shortly) and tell the player with :class:`NotSaved`."""
        try:
            await write
        except StorageError as error:
            log.warning("game %s: write refused: %s", game_id, error)
            self._forget(game_id)
            self.scheduler.set(game_id, self.clock() + RETRY_SECONDS)
            raise _not_saved(error) from error
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
        """The game from memory, or loaded from storage (its state rebuilt from the snapshot)."""
        cached = self._live.get(game_id) or self._ended.get(game_id)
        if cached is not None:
            return cached
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

    # -- lobby ---------------------------------------------------------------------------
    async def open_lobby(
        self,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host: Player,
        options: dict[str, Any],
        turn_seconds: int,
        seats: Sequence[SeatRecord] | None = None,
        rematch_of: int | None = None,
    ) -> GameRecord:
        """Open a lobby with the host seated; raises :class:`ChannelBusy` if the channel has a game."""
        engine = self.engines[kind]
        try:
            resolved = engine.resolve_options(options)
        except OptionError as error:
            raise GameError("option_invalid", problem=error.code, **error.params) from None
        if not 0 <= turn_seconds <= MAX_TURN_SECONDS:  # Discord offers fixed choices; a forged value is refused
            raise GameError("timer_invalid")
        now = self.clock()
        record = GameRecord(
            id=0,
            kind=kind,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host.id,
            status="lobby",
            options=resolved,
            turn_seconds=turn_seconds,
            seed=secrets.randbits(SEED_BITS),
            deadline=now + self.settings.lobby_seconds,
            created_at=now,
            rematch_of=rematch_of,
            seats=list(seats) if seats else [SeatRecord(0, host.id, host.name, False)],
        )
        try:
            await self.storage.create_game(record)
        except StorageError as error:
            raise _not_saved(error) from error
        self.scheduler.set(record.id, record.deadline)
        await self._notify(Change(record, "lobby"))
        return record

    async def _lobby_change(self, game_id: int, change: Callable[[Live], None]) -> GameRecord:
        async with self.lock(game_id):
            live = await self.live(game_id)
            if live.record.status != "lobby":
                raise GameError("lobby_closed")
            change(live)
            for index, seat in enumerate(live.record.seats):
                seat.seat = index
            await self._store(game_id, self.storage.save_lobby(live.record))
        await self._notify(Change(live.record, "lobby" if live.record.status == "lobby" else "closed"))
        return live.record

    async def join(self, game_id: int, player: Player) -> GameRecord:
        def change(live: Live) -> None:
            game = live.record
            if game.seat_of(player.id) is not None:
                raise GameError("already_seated")
            if len(game.seats) >= live.engine.max_seats:
                raise GameError("table_full", seats=live.engine.max_seats)
            game.seats.append(SeatRecord(len(game.seats), player.id, player.name, False))

        return await self._lobby_change(game_id, change)

    async def leave(self, game_id: int, player: Player) -> GameRecord:
        def change(live: Live) -> None:
            game = live.record
            seat = game.seat_of(player.id)
            if seat is None:
                raise GameError("not_seated")
            del game.seats[seat]
            if player.id == game.host_id:
                humans = [s for s in game.seats if not s.is_ai]
                if humans:
                    game.host_id = humans[0].user_id or game.host_id
                else:
                    self._close(game, "cancelled")

        return await self._lobby_change(game_id, change)

    async def add_ai(self, game_id: int, player: Player, level: AiLevel = DEFAULT_AI_LEVEL) -> GameRecord:
        """Seat an AI player of ``level``."""

        def change(live: Live) -> None:
            game = live.record
            if game.seat_of(player.id) is None:
                raise GameError("add_ai_seated_only")
            if len(game.seats) >= live.engine.max_seats:
                raise GameError("table_full", seats=live.engine.max_seats)
            taken = {s.name for s in game.seats}
            name = next((f"🤖 {n}" for n in AI_NAMES if f"🤖 {n}" not in taken), f"🤖 AI {len(game.seats) + 1}")
            game.seats.append(SeatRecord(len(game.seats), None, name, True, level=level))

        return await self._lobby_change(game_id, change)

    async def cancel(self, game_id: int, player: Player) -> GameRecord:
        def change(live: Live) -> None:
            if player.id != live.record.host_id and not player.can_manage:
                raise GameError("cancel_not_allowed")
            self._close(live.record, "cancelled")

        return await self._lobby_change(game_id, change)

    def _close(self, game: GameRecord, status: str) -> None:
        """End a lobby or game without results (cancelled, expired or abandoned)."""
        game.status = status
        game.deadline = None
        game.ended_at = self.clock()
        self.scheduler.set(game.id, None)
        self._forget(game.id)

    async def start_game(self, game_id: int, player: Player) -> GameRecord:
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            if game.status != "lobby":
                raise GameError("already_started" if game.status == "active" else "lobby_closed")
            if game.seat_of(player.id) is None and player.id != game.host_id:
                raise GameError("start_seated_only")
            count = len(game.seats)
            if not live.engine.min_seats <= count <= live.engine.max_seats:
                raise GameError(
                    "player_count",
                    game=live.engine.title,
                    minimum=live.engine.min_seats,
                    maximum=live.engine.max_seats,
                    count=count,
                )
            live.state = live.engine.new_state(count, game.options, game.seed)
            now = self.clock()
            game.status = "active"
            game.started_at = now
            game.state = live.engine.snapshot(live.state)
            game.meta = {"stamps": [0] * count, "turn_deadline": None, "pending": [], "timed_out": []}
            self._plan(live, now)
            await self._store(game_id, self.storage.save_progress(game, []))
            self.scheduler.set(game_id, game.deadline)
        await self._notify(Change(game, "started"))
        return game

    async def rematch(self, game_id: int, player: Player, departed: Collection[int] = ()) -> GameRecord:
        """A new lobby in the same channel with the same options and the same seats, but for those of members
        forgotten (no user any more) or ``departed`` (who left the server, as the caller found): a seat of theirs
        would never move, so it is left open for whoever joins."""
        live = await self.live(game_id)
        game = live.record
        if game.status != "finished":
            raise GameError("rematch_after_end")
        if game.seat_of(player.id) is None:
            raise GameError("rematch_players_only")
        kept = [s for s in game.seats if s.is_ai or (s.user_id is not None and s.user_id not in departed)]
        seats = [SeatRecord(i, s.user_id, s.name, s.is_ai, level=s.level) for i, s in enumerate(kept)]
        options = live.engine.rematch_options(game.options, len(seats))
        try:
            return await self.open_lobby(
                game.kind, game.guild_id, game.channel_id, player, options, game.turn_seconds, seats, rematch_of=game.id
            )
        except ChannelBusy as busy:
            raise GameError("channel_busy") from busy

    async def forget_records(self, guild_id: int, user_id: int) -> int:
        """Forget a member in this server: in the games held in memory (:meth:`forget_member`), then in the
        stored games and ratings (:func:`records.forget_member`: the ratings computed in a worker process, so that
        the computation holds up no click, and stored by this process's writer in one short transaction); returns
        the stored games touched. At most one forget a server every :data:`records.FORGET_EVERY` seconds
        (:class:`records.TooSoon` otherwise), one at a time for the bot."""
        now = self.clock()
        last = self._forgot.get(guild_id)
        if last is not None and now < last + records.FORGET_EVERY:
            raise records.TooSoon(last + records.FORGET_EVERY)
        self._forgot[guild_id] = now
        try:
            async with self._forgetting:
                await self.forget_member(guild_id, user_id)  # games being played first
                return await records.forget_member(
                    self.storage,
                    guild_id,
                    user_id,
                    lambda: self.recorders.run(
                        records.plan_apart, self.storage.target, FORGET_WAIT_SECONDS, guild_id, user_id
                    ),
                )
        except BaseException:
            del self._forgot[guild_id]  # nothing was forgotten: the admin may try again at once
            raise

    async def forget_member(self, guild_id: int, user_id: int) -> None:
        """Take a member out of every open game of the server held in memory, before their stored records
        are anonymised: their lobby seats go, and in a game being played the AI keeps their seat, as a
        "former member", so that nothing writes their id or name back and the game stays playable."""
        for game_id, live in list(self._ended.items()):  # stored anonymised by the caller: read again if drawn
            if live.record.guild_id == guild_id and any(s.user_id == user_id for s in live.record.seats):
                del self._ended[game_id]
        for game_id, live in list(self._live.items()):
            if live.record.guild_id != guild_id or all(s.user_id != user_id for s in live.record.seats):
                continue
            async with self.lock(game_id):
                game = live.record
                if game.status == "lobby":
                    game.seats = [s for s in game.seats if s.user_id != user_id or s.is_ai]
                    for index, seat in enumerate(game.seats):
                        seat.seat = index
                    await self._store(game_id, self.storage.save_lobby(game))
                    continue
                for seat in game.seats:
                    if seat.user_id == user_id and not seat.is_ai:
                        seat.user_id, seat.name, seat.autoplay = None, FORMER_MEMBER, True
                self._plan(live, self.clock())
                await self._store(game_id, self.storage.save_progress(game, [], seats_changed=True))
                self.scheduler.set(game_id, game.deadline)
            await self._notify(Change(game, "lobby" if game.status == "lobby" else "moved"))

    async def stop_game(self, game_id: int, player: Player | None) -> GameRecord:
        """End an open game early; a started game is recorded as abandoned (``player`` None: the bot itself
        ends it, e.g. because its channel was deleted)."""
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            if game.status not in ("lobby", "active"):
                raise GameError("already_over")
            if player is not None and player.id != game.host_id and not player.can_manage:
                raise GameError("stop_not_allowed")
            self._close(game, "abandoned" if game.status == "active" else "cancelled")
            await self._store(game_id, self.storage.save_lobby(game))
        await self._notify(Change(game, "closed"))
        return game

    # -- pauses ----------------------------------------------------------------------------
    async def pause(self, game_id: int) -> bool:
        """Stop a game's clock (its table cannot be posted): no AI move, no timer runs out, also after a
        restart. True if the game was running and is paused now."""
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            if game.status != "active" or "paused_at" in game.meta:
                return False
            game.meta["paused_at"] = self.clock()
            game.deadline = None
            await self._store(game_id, self.storage.save_progress(game, []))
            self.scheduler.set(game_id, None)
        return True

    async def resume(self, game_id: int) -> bool:
        """Start a paused game's clock again, the turn timer shifted by the pause; True if it was paused."""
        cached = self._live.get(game_id)  # a game being played is held in memory once its table was drawn
        if cached is None or "paused_at" not in cached.record.meta:  # the usual case: no lock, no read
            return False
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            if game.status != "active" or "paused_at" not in game.meta:
                return False
            now = self.clock()
            paused_at = game.meta.pop("paused_at")
            if game.meta.get("turn_deadline") is not None:
                game.meta["turn_deadline"] += max(now - paused_at, 0.0)
            self._plan(live, now)
            await self._store(game_id, self.storage.save_progress(game, []))
            self.scheduler.set(game_id, game.deadline)
        return True

    # -- play ----------------------------------------------------------------------------
    async def act(
        self, game_id: int, player: Player, stamp: int, actions: Sequence[str]
    ) -> tuple[Live, int, list[Event]]:
        """Apply a player's action(s) atomically; returns the game, their seat and the events."""
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            if game.status != "active":
                raise GameError("game_over" if game.status != "lobby" else "not_started")
            seat = game.seat_of(player.id)
            if seat is None:
                raise GameError("not_playing")
            if stamp < game.meta["stamps"][seat] or stamp > game.moves:
                raise StaleClick("stale_click")
            if not actions:  # an empty choice is no move: it must not touch the turn or its timer
                raise GameError("choose_something")
            record, timed_out, late = game.seats[seat], list(game.meta["timed_out"]), list(game.meta.get("late", ()))
            returning = record.timeouts
            record.timeouts = 0  # acting in time ends a run of timeouts
            if seat in timed_out:
                game.meta["timed_out"].remove(seat)
            if seat in late:  # moving before the AI did for them: not a timeout
                game.meta["late"].remove(seat)
            try:
                events = await self._apply(live, [(seat, a, "player") for a in actions], seats_changed=bool(returning))
            except GameError:
                record.timeouts, game.meta["timed_out"], game.meta["late"] = returning, timed_out, late
                raise
        return live, seat, events

    async def reclaim(self, game_id: int, player: Player) -> Live:
        """A human takes their seat back from the AI after their timer ran out too often."""
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            seat = game.seat_of(player.id)
            if game.status != "active" or seat is None:
                raise GameError("not_playing_here")
            record = game.seats[seat]
            if not record.autoplay:
                raise GameError("seat_already_yours")
            record.autoplay = False
            record.timeouts = 0
            self._plan(live, self.clock(), movers=(seat,))  # back at the table: their clock starts again
            await self._store(game_id, self.storage.save_progress(game, [], seats_changed=True))
            self.scheduler.set(game_id, game.deadline)
        await self._notify(Change(game, "moved", [SeatReclaimed(seat)]))
        return live

    async def _apply(
        self,
        live: Live,
        moves: Sequence[tuple[int, str, str]],
        notes: Sequence[Event] = (),
        seats_changed: bool = False,
        rounds: Sequence[int] = (),
    ) -> list[Event]:
        """Validate and apply ``(seat, action, source)`` moves all-or-nothing, then persist them in one commit.

        ``notes`` are events of the service itself (a timer ran out) logged with the first move;
        ``seats_changed`` says a seat's timeouts or autoplay changed and must be stored too. ``rounds``: how many
        of the moves, one group after the other, would have come one search at a time (AI seats following each
        other); each group moves the stale-click stamps and the turn clocks as if applied alone. Default: one.
        """
        engine, game = live.engine, live.record
        seats = range(len(game.seats))
        # An illegal move changes nothing, so only a batch needs a way back: the state as text, not a copy of it
        # (a copy is some forty lists, each a new object for the garbage collector to walk).
        rollback = engine.snapshot(live.state) if len(moves) > 1 else None
        # several rounds also move the game's bookkeeping on between them: that too goes back if one fails
        kept = (game.moves, copy.deepcopy(game.meta), game.deadline, live.ai_due) if len(rounds) > 1 else None
        working = live.state
        events: list[Event] = list(notes)
        logged: list[LoggedAction] = []
        steps: list[tuple[tuple[int, ...], list[Event]]] = []
        now = self.clock()
        stamps = game.meta["stamps"]
        movers: set[int] = set()
        first = 0
        try:
            for size in rounds or (len(moves),):
                before = {s: engine.legal_actions(working, s) for s in seats}
                if first:  # who was pending and whose clock runs, as the round before left them
                    self._plan(live, now, movers)
                movers = set()
                said: list[Event] = [] if first else list(notes)
                for index in range(first, first + size):
                    seat, action, source = moves[index]
                    new_events = engine.apply(working, seat, action)
                    events.extend(new_events)
                    said.extend(new_events)
                    movers.add(seat)
                    logged.append(
                        LoggedAction(seat, action, source, [*notes, *new_events] if index == 0 else new_events, now)
                    )
                first += size
                game.moves += size
                for s in seats:
                    if s in movers or engine.legal_actions(working, s) != before[s]:
                        stamps[s] = game.moves
                steps.append((tuple(sorted(movers)), said))
        except BaseException as error:  # an illegal move, or a bug: the batch leaves nothing behind
            if rollback is not None:
                live.state = engine.restore(rollback)
            if kept is not None:
                game.moves, meta, game.deadline, live.ai_due = kept
                game.meta.clear()
                game.meta.update(meta)
            if isinstance(error, IllegalAction):
                raise IllegalMove(game.kind, error) from None
            raise
        game.state = engine.snapshot(working)
        rows_before = game.meta.get("rows", 0)
        sheet = engine.scoresheet(working)
        new_rows = [(i, row) for i, row in enumerate(sheet) if i >= rows_before]
        game.meta["rows"] = len(sheet)
        results: list[tuple[int, int, int, int | None]] = []
        if engine.is_over(working):
            game.status = "finished"
            game.ended_at = now
            results = [(r.seat, r.placement, r.score, r.team) for r in engine.results(working)]
        self._plan(live, now, movers)
        await self._store(game.id, self.storage.save_progress(game, logged, new_rows, results, seats_changed))
        if game.status == "finished":
            self._forget(game.id)
            self._keep_ended(live)
        self.scheduler.set(game.id, game.deadline)
        kind = "ended" if game.status == "finished" else "moved"
        follows = live.ai_due is not None and live.ai_due - now <= BURST_SECONDS
        everyone = tuple(sorted({seat for seat, _action, _source in moves}))
        await self._notify(Change(game, kind, events, everyone, follows, tuple(steps) if len(steps) > 1 else ()))
        return events

    def _plan(self, live: Live, now: float, movers: Collection[int] = ()) -> None:
        """Work out who is pending and when the game next needs the clock (AI move or turn timer).

        A human's clock restarts when they become pending, when the AI stops moving for them, when they just moved
        and must go on,
        or when the last move changed what they may do (a new decision, e.g. after an offer closed).
        """
        game, engine = live.record, live.engine
        live.ai_due = None
        if game.status != "active":
            game.deadline = None
            return
        pending = engine.to_act(live.state)
        meta = game.meta
        simultaneous = engine.simultaneous(live.state)
        # The AI finishes a timed-out player's turn or secret choice, not whatever comes after it.
        # A late player's turn is not finished yet: the AI still makes it.
        was_automatic = {*meta["timed_out"], *meta.get("late", ())}
        if meta.get("simultaneous"):  # the secret choice made (an ante tied and made again is theirs)
            meta["timed_out"] = [s for s in meta["timed_out"] if s not in movers]
        if bool(meta.get("simultaneous")) != simultaneous:  # turns gave way to a secret choice, or the other way
            meta["timed_out"] = []
        meta["simultaneous"] = simultaneous
        meta["timed_out"] = [s for s in meta["timed_out"] if s in pending]
        meta["late"] = [s for s in meta.get("late", ()) if s in pending]
        automatic = [s for s in pending if game.seats[s].ai_controlled or s in meta["timed_out"] or s in meta["late"]]
        humans = [s for s in pending if s not in automatic]
        fresh = [
            s
            for s in humans
            if s not in meta["pending"] or s in movers or s in was_automatic or meta["stamps"][s] == game.moves
        ]
        if fresh or not humans:
            limit = engine.time_limit(live.state, game.turn_seconds) if humans else 0
            meta["turn_deadline"] = now + limit if limit else None
        meta["pending"] = pending
        candidates = [meta["turn_deadline"]] if meta["turn_deadline"] is not None else []
        if automatic:
            candidates.append(now + engine.ai_seconds(live.state, self.settings.ai_delay))
            if "paused_at" not in meta:
                live.ai_due = candidates[-1]
        game.deadline = min(candidates) if candidates and "paused_at" not in meta else None

    async def fire(self, game_id: int) -> None:
        """The clock is due for this game: expire a lobby, move for AI seats, or end a timed-out turn."""
        try:
            await self._fire(game_id)
        except NotSaved:
            pass  # logged and rescheduled by _store
        except Exception:
            # An AI worker that died, a bug: the game must not wait forever for a move nobody will make.
            failures = self._fire_failures.get(game_id, 0) + 1
            self._fire_failures[game_id] = failures
            retry = min(RETRY_SECONDS * 2 ** (failures - 1), RETRY_SECONDS_MAX)
            log.exception("timer for game %s failed (%d in a row); trying again in %g s", game_id, failures, retry)
            self.scheduler.set(game_id, self.clock() + retry)
        else:
            self._fire_failures.pop(game_id, None)

    async def _fire(self, game_id: int) -> None:
        change: Change | None = None
        search: _Search | None = None
        async with self.lock(game_id):
            try:
                live = await self.live(game_id)
            except GameError:
                return
            game = live.record
            now = self.clock()
            if not self.owns(game.guild_id):  # another process runs this guild's games now
                self._forget(game_id)
                return
            if game.deadline is None or game.status not in ("lobby", "active"):
                return
            if now + 1e-6 < game.deadline:
                self.scheduler.set(game_id, game.deadline)
                return
            if game.status == "lobby":
                self._close(game, "expired")
                await self._store(game_id, self.storage.save_lobby(game))
                change = Change(game, "closed")
            else:
                search = await self._automatic_moves(live, now)
        if change is not None:
            await self._notify(change)
        elif search is not None:
            await self._search_and_move(search)

    async def _automatic_moves(self, live: Live, now: float) -> _Search | None:
        """Moves for AI seats and for humans whose timer ran out, seeing only their own view.

        In a simultaneous phase every such seat completes its whole choice at once; otherwise
        one move is made and the next waits for the AI delay, so humans can follow the table.
        What the rules do when time is up is done here; otherwise a search is returned, to be made outside
        the game's lock (:meth:`_search_and_move`), so that the game's players are answered meanwhile.
        A human whose time ran out is *late* (``meta["late"]``): the AI moves for them, as for a player timed
        out, but the timeout is counted only when that move is played, with it (:meth:`_time_out`). A late
        player who moves first still moves in time; a search that is dropped or fails counts nothing, and the
        next one counts it.
        """
        game, engine = live.record, live.engine
        meta = game.meta
        late: list[int] = meta.setdefault("late", [])
        forced: list[tuple[int, str, str]] = []
        if meta["turn_deadline"] is not None and now + 1e-6 >= meta["turn_deadline"]:
            for seat in engine.to_act(live.state):
                if seat in meta["timed_out"] or seat in late:
                    continue
                fallback = engine.timeout_action(live.state, seat)
                if fallback is not None:  # the rules say what happens when time is up, to humans and AI alike
                    forced.append((seat, fallback, "timer"))
                elif not game.seats[seat].ai_controlled:
                    late.append(seat)
            meta["turn_deadline"] = None
        if forced:
            with self._reloaded_on_failure(game.id):
                notes = self._time_out(live, late)
                await self._apply(live, forced, notes, seats_changed=bool(notes))
            return None
        assert game.state is not None
        following = self._following_seats(live)
        return _Search(live, game.state, self._automatic_seats(live), game.moves, following, tuple(late))

    @contextlib.contextmanager
    def _reloaded_on_failure(self, game_id: int) -> Iterator[None]:
        """Timeouts counted in memory go with a move that failed to be made (a bug): the game is let go, to be
        loaded again as stored, and its timer's retry counts them anew."""
        try:
            yield
        except BaseException:
            self._forget(game_id)
            raise

    @staticmethod
    def _time_out(live: Live, seats: Collection[int]) -> list[Event]:
        """Count the turns whose timer ran out for these late humans (the AI finishes them; after too many in a
        row it keeps the seat); the notes to log with the moves made for them."""
        game = live.record
        notes: list[Event] = []
        late = game.meta.get("late", [])
        for seat in [s for s in late if s in seats]:
            late.remove(seat)
            record = game.seats[seat]
            game.meta["timed_out"].append(seat)
            record.timeouts += 1
            if record.timeouts >= TIMEOUTS_BEFORE_AUTOPLAY:
                record.autoplay = True
            notes.append(TimedOut(seat, ai_keeps_seat=record.autoplay))
        return notes

    @staticmethod
    def _automatic_seats(live: Live) -> dict[int, tuple[str, AiLevel]]:
        """The seats to move for now, and how: an AI seat plays at its level, the AI standing in for a human
        (timed out, or late) plays normal."""
        game = live.record
        meta = game.meta
        return {
            seat: _played_as(game.seats[seat])
            for seat in live.engine.to_act(live.state)
            if game.seats[seat].ai_controlled or seat in meta["timed_out"] or seat in meta.get("late", ())
        }

    def _following_seats(self, live: Live) -> dict[int, tuple[str, AiLevel]]:
        """The AI-controlled seats whose moves may follow in the same search, played as a search of their own
        would play them (see :meth:`_automatic_seats`): all of them when the AI does not pause between moves (no AI
        pace), else none (each move waits its turn, so players can follow the table)."""
        if self.settings.ai_delay > 0:
            return {}
        return {s: _played_as(seat) for s, seat in enumerate(live.record.seats) if seat.ai_controlled}

    async def _search(self, search: _Search) -> list[list[tuple[int, str, str]]]:
        """The AI's moves for a search. It may think for a while: it runs on a worker so the bot keeps
        answering, and gets the state as stored after the last move (a string travels to a process faster
        than the state does)."""
        live = search.live
        with metrics.thinking(live.record.kind, [level for _, level in search.automatic.values()]):
            return await self.thinkers.run(
                _ai_moves,
                live.engine,
                search.snapshot,
                search.automatic,
                live.record.seed,
                search.moves,
                search.following,
            )

    async def _search_and_move(self, search: _Search) -> None:
        """Search without holding the game's lock, so the game's players are answered meanwhile (a search can
        wait behind others on a busy bot), then play what was found if the game is still where it was.

        If it is not (a human moved, a seat was taken back, the game was paused, stopped, reloaded or handed
        to another process), the search is dropped: whatever changed the game set its timer again.
        """
        rounds = await self._search(search)
        live = search.live
        game = live.record
        async with self.lock(game.id):
            current = (
                self.holds(live)
                and game.status == "active"
                and game.moves == search.moves
                and "paused_at" not in game.meta
                and self.owns(game.guild_id)
                and self._automatic_seats(live) == search.automatic
                and self._following_seats(live) == search.following
                and tuple(game.meta.get("late", ())) == search.late
            )
            if not current:
                return
            moved = {seat for found in rounds for seat, _action, _source in found}
            with self._reloaded_on_failure(game.id):  # counted: the late players the AI moved for
                await self._play_found(live, rounds, self._time_out(live, moved) if search.late else ())

    async def _play_found(
        self, live: Live, rounds: list[list[tuple[int, str, str]]], notes: Sequence[Event] = ()
    ) -> None:
        """Apply the moves a search found, round by round (none: the game only waits again, e.g. for a human's
        timer)."""
        moves = [move for found in rounds for move in found]
        if moves:
            await self._apply(live, moves, notes, seats_changed=bool(notes), rounds=[len(found) for found in rounds])
            return
        game = live.record
        self._plan(live, self.clock())
        await self._store(game.id, self.storage.save_progress(game, [], seats_changed=True))
        self.scheduler.set(game.id, game.deadline)


@dataclass(frozen=True)
class _Search:
    """An AI search to make: the game, its state as stored, the seats to move for, and its move count then."""

    live: Live
    snapshot: str
    automatic: dict[int, tuple[str, AiLevel]]
    moves: int
    #: the AI seats whose moves may follow in the same search (see :meth:`GameService._following_seats`)
    following: dict[int, tuple[str, AiLevel]]
    #: the late humans (whose turn timer ran out), counted as timed out when the search's move is played
    late: tuple[int, ...] = ()


def _played_as(seat: SeatRecord) -> tuple[str, AiLevel]:
    """How the AI plays a seat, as logged: an AI seat at its level, the AI standing in for a human at normal."""
    return ("ai", seat.level) if seat.is_ai else ("timer", DEFAULT_AI_LEVEL)


#: the most moves one search makes for AI seats following each other: a table of AI seats alone would otherwise
#: be played to its end in one search, keeping the worker from every other game's AI and the players from
#: seeing the game go by
FOLLOWING_MOST = 8


def _ai_moves(
    engine: Engine[Any, Any],
    snapshot: str,
    automatic: dict[int, tuple[str, AiLevel]],
    seed: int,
    moves_so_far: int,
    following: dict[int, tuple[str, AiLevel]],
) -> list[list[tuple[int, str, str]]]:
    """The AI's moves for the automatic seats in the state ``snapshot`` describes, each seat seeing only its own
    view, in rounds: the moves each search of their own would have found.

    In a simultaneous phase every such seat completes its whole choice; otherwise one move is made. Then, while
    only ``following`` seats are to act and the game wants no pause before their move, their moves are made
    too (up to :data:`FOLLOWING_MOST` moves in all), one round each, as searches of their own would make them.
    Not after moves made for a player whose time ran out (the AI finishes their turn only: their clock starts
    again at the next one).
    """
    working = engine.restore(snapshot)
    rounds: list[list[tuple[int, str, str]]] = []
    made = 0
    if any(seat not in following for seat in automatic):
        following = {}
    while True:
        found = _ai_round(engine, working, automatic, seed, moves_so_far + made)
        if not found:
            return rounds
        rounds.append(found)
        made += len(found)
        pending = engine.to_act(working)
        if (
            made >= FOLLOWING_MOST
            or not pending
            or engine.is_over(working)
            or any(seat not in following for seat in pending)
            or engine.ai_seconds(working, 0.0) > 0
        ):
            return rounds
        automatic = {seat: following[seat] for seat in pending}


def _ai_round(
    engine: Engine[Any, Any], working: Any, automatic: dict[int, tuple[str, AiLevel]], seed: int, moves_so_far: int
) -> list[tuple[int, str, str]]:
    """The automatic seats' moves, made on ``working``: in a simultaneous phase each such seat's whole choice,
    otherwise one move."""
    simultaneous = engine.simultaneous(working)
    moves: list[tuple[int, str, str]] = []
    for seat, (source, level) in automatic.items():
        while seat in engine.to_act(working) and not engine.is_over(working):
            rng = random.Random(f"{seed}:ai:{moves_so_far + len(moves)}:{seat}")
            legal = engine.legal_actions(working, seat)
            action = engine.ai_action(engine.view(working, seat), legal, rng, level)
            engine.apply(working, seat, action)
            moves.append((seat, action, source))
            if not (simultaneous and engine.simultaneous(working)):  # e.g. an answer that closed an offer
                return moves
            if not set(engine.legal_actions(working, seat)) <= set(legal):  # a new choice (an ante tied, cards
                break  # drawn): a choice of its own, a timed-out player's to make again
    return moves
