"""Storage: games, seats, the append-only action log, scoresheets, results and ratings.

Every change of a game is one transaction, committed before the player gets an answer (group
commit batches the moves that arrive together, see :mod:`service.storage.backend`). The same
interface runs on SQLite (``DATABASE_PATH``, the default) and PostgreSQL (``DATABASE_URL``);
queries are written once (``?`` markers) and the schema's dialect differences live in
:mod:`service.storage.schema`. No database call runs on the event loop's thread.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import orjson

from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, Event, ai_level, event_data
from service import ratings
from service.settings import Settings
from service.storage.backend import Backend, Conflict, Row, StorageBusy, Tx, Work
from service.storage.leases import ShardLeases
from service.turns import Turns

OPEN_STATUSES = ("lobby", "active")
#: seconds a write may wait for the database (another process holding the lock) before it is refused;
#: below Discord's three seconds to answer an interaction
DEFAULT_WAIT_SECONDS = 2.5
#: how many times a rebuild of ratings computes again when another rebuild got in first (:class:`ratings.Stale`)
REBUILD_ATTEMPTS = 5
T = TypeVar("T")


def _json(value: Any) -> str:
    """``value`` as JSON text for a TEXT column (integer keys become strings, as :mod:`json` does)."""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


@dataclass
class SeatRecord:
    seat: int
    user_id: int | None
    name: str
    is_ai: bool
    autoplay: bool = False
    timeouts: int = 0
    #: how an AI seat plays; a human's seat played by the AI (timeouts, autoplay) is always normal
    level: AiLevel = DEFAULT_AI_LEVEL

    @property
    def ai_controlled(self) -> bool:
        return self.is_ai or self.autoplay


@dataclass
class GameRecord:
    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    host_id: int
    status: str
    options: dict[str, Any]
    turn_seconds: int
    seed: int
    moves: int = 0
    state: str | None = None  # the engine state as JSON text (``Engine.snapshot``)
    #: the turn bookkeeping, stored in the ``meta`` column
    turns: Turns = field(default_factory=Turns)
    lobby_message_id: int | None = None
    table_message_id: int | None = None
    table_posted_at: float | None = None
    table_epoch: str | None = None
    deadline: float | None = None
    created_at: float = 0.0
    started_at: float | None = None
    ended_at: float | None = None
    rematch_of: int | None = None
    #: the catalog what the channel sees is worded in (``discord_ui.i18n``), fixed when the lobby opens
    locale: str = "en-US"
    seats: list[SeatRecord] = field(default_factory=list)
    #: whether the game is to be played in a thread of its lobby message: "" no, "asked", "refused" (the bot may
    #: not open one in the lobby's channel, so it plays there)
    thread: str = ""
    #: the channel of the lobby message once the game moved to its thread (None: the game's own channel)
    lobby_channel_id: int | None = None

    @property
    def lobby_channel(self) -> int:
        """The channel the lobby message is in."""
        return self.lobby_channel_id or self.channel_id

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id and not s.is_ai), None)


@dataclass(frozen=True)
class SeatedGame:
    """A game being played in which a member holds a human seat: what ``/mygames`` needs of it."""

    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    #: the message a link to the game leads to: its table, else its lobby (None: neither is known)
    message_id: int | None
    seat: int
    #: whether the AI plays their seat (after three timeouts in a row) until they take it back
    autoplay: bool
    turns: Turns
    started_at: float | None
    #: when the last move was stored (None: no move yet)
    last_move_at: float | None

    @property
    def waiting(self) -> bool:
        """Whether the game waits for this member: their seat is pending and the AI is not moving for them (as
        :meth:`service.clocks.Clocks._plan` tells the humans whose clock runs)."""
        turns = self.turns
        played = self.autoplay or self.seat in turns.timed_out or self.seat in turns.late
        return self.seat in turns.pending and not played

    @property
    def since(self) -> float:
        """Since when the game has been at this point: its turn timer's start, else its last move, else its start."""
        return self.turns.turn_started or self.last_move_at or self.started_at or 0.0


@dataclass(frozen=True)
class LoggedAction:
    seat: int
    action: str
    source: str  # player | ai | timer
    events: Sequence[Event | dict[str, Any]]
    """As the engine gave them; read back from storage, as ``Event.to_data()`` dicts."""
    at: float = 0.0


_GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, host_id, status, options, turn_seconds, seed, moves, state, meta, "
    "lobby_message_id, table_message_id, table_posted_at, table_epoch, deadline, created_at, started_at, ended_at, "
    "rematch_of, locale, thread, lobby_channel_id"
)


def is_database_url(target: str | Path) -> bool:
    return str(target).startswith(("postgresql://", "postgres://"))


async def _write_seats(tx: Tx, game: GameRecord) -> None:
    await tx.execute("DELETE FROM seats WHERE game_id = ?", (game.id,))
    await tx.executemany(
        "INSERT INTO seats (game_id, seat, user_id, name, is_ai, autoplay, timeouts, ai_level)"
        " VALUES (?,?,?,?,?,?,?,?)",
        [(game.id, s.seat, s.user_id, s.name, int(s.is_ai), int(s.autoplay), s.timeouts, s.level) for s in game.seats],
    )


async def _update_game(tx: Tx, game: GameRecord) -> None:
    await tx.execute(
        "UPDATE games SET status=?, moves=?, state=?, meta=?, deadline=?, started_at=?, ended_at=?, host_id=?"
        " WHERE id=?",
        (
            game.status,
            game.moves,
            game.state,
            _json(game.turns.to_data()),
            game.deadline,
            game.started_at,
            game.ended_at,
            game.host_id,
            game.id,
        ),
    )


class ChannelBusy(Exception):
    """The channel already has an open lobby or game."""

    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id} is open in this channel")
        self.game_id = game_id


class Storage:
    """Every read and write of the bot's data; ``target`` is a SQLite path or a ``postgresql://`` URL.

    ``leases``: when given, every write of a game checks in its transaction that this process holds
    the lease of the game's shard (see :mod:`service.storage.leases`).
    """

    def __init__(
        self,
        target: Path | str,
        *,
        wait_seconds: float = DEFAULT_WAIT_SECONDS,
        leases: ShardLeases | None = None,
    ) -> None:
        self.target = target
        self.leases = leases
        self.backend: Backend
        if is_database_url(target):
            from service.storage.postgres import PostgresBackend

            self.backend = PostgresBackend(str(target), wait_seconds)
        else:
            from service.storage.sqlite import SqliteBackend

            self.backend = SqliteBackend(target, wait_seconds)

    @property
    def dialect(self) -> str:
        return self.backend.dialect.name

    async def open(self) -> None:
        await self.backend.open()

    async def close(self) -> None:
        await self.backend.close()

    async def schema_version(self) -> int:
        return await self.backend.schema_version()

    # -- generic access (tools, tests, scripts) --------------------------------------------------------
    async def transaction(self, work: Work[T]) -> T:
        """Run ``await work(tx)`` as one transaction: all of it is stored, or none of it (then it raises)."""
        return await self.backend.run(work)

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """One statement in a transaction of its own."""

        async def work(tx: Tx) -> None:
            await tx.execute(sql, params)

        await self.transaction(work)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """A read of committed data."""
        return await self.backend.fetchall(sql, params)

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        return await self.backend.fetchone(sql, params)

    async def _guard(self, tx: Tx, guild_id: int | None) -> None:
        if self.leases is not None:
            await self.leases.guard(tx, guild_id)

    async def _guard_game(self, tx: Tx, game_id: int) -> None:
        if self.leases is not None:
            row = await tx.fetchone("SELECT guild_id FROM games WHERE id = ?", (game_id,))
            await self.leases.guard(tx, row[0] if row else None)

    # -- games ---------------------------------------------------------------------
    async def create_game(self, game: GameRecord) -> int:
        """Insert a lobby with its seats; raises :class:`ChannelBusy` if the channel has an open game."""

        async def work(tx: Tx) -> int:
            await self._guard(tx, game.guild_id)
            row = await tx.fetchone(
                "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, turn_seconds, seed, meta,"
                " deadline, created_at, rematch_of, locale, thread) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?) RETURNING id",
                (
                    game.kind,
                    game.guild_id,
                    game.channel_id,
                    game.host_id,
                    game.status,
                    _json(game.options),
                    game.turn_seconds,
                    game.seed,
                    _json(game.turns.to_data()),
                    game.deadline,
                    game.created_at,
                    game.rematch_of,
                    game.locale,
                    game.thread,
                ),
            )
            assert row is not None
            game.id = int(row[0])
            await _write_seats(tx, game)
            return game.id

        try:
            return await self.transaction(work)
        except Conflict:
            busy = await self.open_game_in_channel(game.channel_id)
            raise ChannelBusy(busy.id if busy else 0) from None

    async def save_lobby(self, game: GameRecord) -> None:
        """Store a lobby's seats, status and deadline (no action log yet)."""

        async def work(tx: Tx) -> None:
            await self._guard(tx, game.guild_id)
            await _update_game(tx, game)
            await _write_seats(tx, game)

        await self.transaction(work)

    async def save_progress(
        self,
        game: GameRecord,
        new_actions: Sequence[LoggedAction],
        new_rows: Iterable[tuple[int, list[int]]] = (),
        results: Iterable[tuple[int, int, int, int | None]] = (),
        seats_changed: bool = False,
    ) -> None:
        """One transaction: append actions, update the snapshot, add scoresheet rows, results and ratings."""
        results = list(results)
        first = game.moves - len(new_actions)
        by_seat = {s.seat: s for s in game.seats}
        # Everything is encoded now, on the caller's side: the transaction only ships it.
        actions = [
            (game.id, first + i, a.seat, a.action, a.source, _json([event_data(e) for e in a.events]), a.at)
            for i, a in enumerate(new_actions)
        ]
        sheet = [(game.id, row, seat, points) for row, row_points in new_rows for seat, points in enumerate(row_points)]
        result_rows = [
            (
                game.id,
                seat,
                by_seat[seat].user_id,
                int(by_seat[seat].is_ai),
                game.kind,
                game.guild_id,
                placement,
                score,
                team,
                game.ended_at,
            )
            for seat, placement, score, team in results
        ]

        async def work(tx: Tx) -> None:
            await self._guard(tx, game.guild_id)
            await tx.executemany(
                "INSERT INTO actions (game_id, n, seat, action, source, events, at) VALUES (?,?,?,?,?,?,?)", actions
            )
            await _update_game(tx, game)
            if seats_changed:
                await _write_seats(tx, game)
            await tx.executemany("INSERT INTO scoresheet (game_id, row, seat, points) VALUES (?,?,?,?)", sheet)
            if result_rows:
                await tx.executemany(
                    "INSERT INTO results (game_id, seat, user_id, is_ai, kind, guild_id, placement, score, team,"
                    " finished_at) VALUES (?,?,?,?,?,?,?,?,?,?)",
                    result_rows,
                )
                await ratings.rate_game(tx, game.id, game.kind, game.guild_id, game.ended_at or 0.0)

        await self.transaction(work)

    async def set_table_message(self, game_id: int, message_id: int, posted_at: float, epoch: str) -> None:
        async def work(tx: Tx) -> None:
            await self._guard_game(tx, game_id)
            await tx.execute(
                "UPDATE games SET table_message_id=?, table_posted_at=?, table_epoch=? WHERE id=?",
                (message_id, posted_at, epoch, game_id),
            )

        await self.transaction(work)

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        async def work(tx: Tx) -> None:
            await self._guard_game(tx, game_id)
            await tx.execute("UPDATE games SET lobby_message_id=? WHERE id=?", (message_id, game_id))

        await self.transaction(work)

    async def set_thread(self, game_id: int, thread: str, channel_id: int, lobby_channel_id: int | None) -> None:
        """Store where a game asked for a thread plays: in the thread ``channel_id`` opened from its lobby message
        in ``lobby_channel_id``, or (``thread`` "refused") in its channel."""

        async def work(tx: Tx) -> None:
            await self._guard_game(tx, game_id)
            await tx.execute(
                "UPDATE games SET thread=?, channel_id=?, lobby_channel_id=? WHERE id=?",
                (thread, channel_id, lobby_channel_id, game_id),
            )

        await self.transaction(work)

    async def get_setting(self, key: str) -> str | None:
        row = await self.fetchone("SELECT value FROM settings WHERE key = ?", (key,))
        return str(row[0]) if row else None

    async def put_setting(self, key: str, value: str) -> None:
        await self.execute(
            "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    async def load_game(self, game_id: int) -> GameRecord | None:
        row = await self.fetchone(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        if row is None:
            return None
        game = self._game_from_row(row)
        seats = await self.fetchall(
            "SELECT seat, user_id, name, is_ai, autoplay, timeouts, ai_level FROM seats WHERE game_id = ?"
            " ORDER BY seat",
            (game_id,),
        )
        game.seats = [
            SeatRecord(seat, user_id, name, bool(is_ai), bool(autoplay), timeouts, ai_level(level))
            for seat, user_id, name, is_ai, autoplay, timeouts, level in seats
        ]
        return game

    @staticmethod
    def _game_from_row(row: Sequence[Any]) -> GameRecord:
        values = dict(zip(_GAME_COLUMNS.split(", "), row, strict=True))
        values["options"] = orjson.loads(values["options"])
        values["turns"] = Turns.from_data(orjson.loads(values.pop("meta")))
        return GameRecord(**values)

    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None:
        row = await self.fetchone(
            "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')", (channel_id,)
        )
        return await self.load_game(row[0]) if row else None

    async def open_games_in_guild(self, guild_id: int) -> list[int]:
        """The ids of a server's open lobbies and games (its quota, and what ends when the bot leaves it)."""
        rows = await self.fetchall(
            "SELECT id FROM games WHERE guild_id = ? AND status IN ('lobby', 'active')", (guild_id,)
        )
        return [game_id for (game_id,) in rows]

    async def open_games_of_member(self, user_id: int) -> int:
        """How many open lobbies and games a member is seated in (their quota)."""
        row = await self.fetchone(
            "SELECT COUNT(*) FROM seats JOIN games ON games.id = seats.game_id"
            " WHERE seats.user_id = ? AND games.status IN ('lobby', 'active')",
            (user_id,),
        )
        return int(row[0]) if row else 0

    async def games_of_member(self, user_id: int) -> list[SeatedGame]:
        """The games being played in which a member holds a human seat, from the seats' index by member (and each
        game's newest move from the actions' primary key)."""
        rows = await self.fetchall(
            "SELECT games.id, kind, guild_id, channel_id, COALESCE(table_message_id, lobby_message_id), seats.seat,"
            " seats.autoplay, meta, started_at,"
            " (SELECT at FROM actions WHERE actions.game_id = games.id ORDER BY n DESC LIMIT 1)"
            " FROM seats JOIN games ON games.id = seats.game_id"
            " WHERE seats.user_id = ? AND seats.is_ai = 0 AND games.status = 'active'",
            (user_id,),
        )
        return [
            SeatedGame(
                game_id,
                kind,
                guild_id,
                channel,
                message,
                seat,
                bool(autoplay),
                Turns.from_data(orjson.loads(meta)),
                started,
                last,
            )
            for game_id, kind, guild_id, channel, message, seat, autoplay, meta, started, last in rows
        ]

    async def open_deadlines(self) -> list[tuple[int, int | None, float]]:
        """``(game id, guild id, deadline)`` of every open game that has one (for resuming timers)."""
        rows = await self.fetchall(
            "SELECT id, guild_id, deadline FROM games WHERE status IN ('lobby', 'active') AND deadline IS NOT NULL"
        )
        return [(game_id, guild_id, deadline) for game_id, guild_id, deadline in rows]

    async def active_games(self) -> list[tuple[int, int | None]]:
        """``(game id, guild id)`` of every game being played, oldest first (for redrawing tables at start-up)."""
        rows = await self.fetchall("SELECT id, guild_id FROM games WHERE status = 'active' ORDER BY id")
        return [(game_id, guild_id) for game_id, guild_id in rows]

    async def actions(self, game_id: int) -> list[LoggedAction]:
        rows = await self.fetchall(
            "SELECT seat, action, source, events, at FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        )
        return [
            LoggedAction(seat, action, source, orjson.loads(events), at) for seat, action, source, events, at in rows
        ]

    async def recent_events(self, game_id: int, limit: int) -> list[dict[str, Any]]:
        rows = await self.fetchall(
            "SELECT events FROM actions WHERE game_id = ? ORDER BY n DESC LIMIT ?", (game_id, limit)
        )
        events: list[dict[str, Any]] = []
        for (raw,) in rows:
            events = orjson.loads(raw) + events
        return events[-limit:]

    async def results(self, game_id: int) -> list[dict[str, Any]]:
        rows = await self.fetchall(
            "SELECT seat, user_id, is_ai, placement, score, team FROM results WHERE game_id = ? ORDER BY seat",
            (game_id,),
        )
        names = ("seat", "user_id", "is_ai", "placement", "score", "team")
        return [dict(zip(names, row, strict=True)) for row in rows]

    async def scoresheet(self, game_id: int) -> list[list[int]]:
        rows: dict[int, list[int]] = {}
        for row, _seat, points in await self.fetchall(
            "SELECT row, seat, points FROM scoresheet WHERE game_id = ? ORDER BY row, seat", (game_id,)
        ):
            rows.setdefault(row, []).append(points)
        return [rows[r] for r in sorted(rows)]

    async def recompute_ratings(self) -> int:
        """Rebuild every rating from the results; returns the number of games rated.

        The results are read in one query (one consistent snapshot) and the ratings computed on a
        worker thread, so the bot keeps answering meanwhile; games that finish during the
        computation are rated on top when the new ratings are written.
        """
        for _ in range(REBUILD_ATTEMPTS):
            seen = await ratings.generation(self.fetchone)
            standings = await self.fetchall(ratings.ALL_STANDINGS)
            table, included = await asyncio.to_thread(ratings.compute_all, standings)
            try:
                return await self._rebuild(seen, table, included)
            except ratings.Stale:  # a member was forgotten meanwhile: the snapshot would bring them back
                continue
        raise StorageBusy("the ratings kept being rebuilt by others")

    async def _rebuild(self, seen: str | None, table: list[tuple[object, ...]], included: set[int]) -> int:
        async def work(tx: Tx) -> int:
            await ratings.claim_generation(tx, seen)
            await tx.execute("DELETE FROM ratings")  # rows a forget left behind unswitched too
            await tx.execute("DELETE FROM rating_scopes")
            await tx.executemany(ratings.INSERT, table)
            rated = await tx.fetchall(
                "SELECT id, kind, guild_id, ended_at FROM games WHERE status = 'finished'"
                " AND EXISTS (SELECT 1 FROM results WHERE results.game_id = games.id) ORDER BY ended_at, id"
            )
            for game_id, kind, guild_id, ended_at in rated:
                if game_id not in included:
                    await ratings.rate_game(tx, game_id, kind, guild_id, ended_at)
            return len(rated)

        return await self.transaction(work)


def storage_for(settings: Settings) -> Storage:
    """The bot's storage: PostgreSQL when ``DATABASE_URL`` is set, else the SQLite file, with the
    shard leases of this process (one lease for everything when the bot runs as one process)."""
    leases = ShardLeases(settings.shard_count or 1, settings.shard_ids, settings.lease_seconds)
    return Storage(settings.database, wait_seconds=settings.database_wait, leases=leases)
