"""SQLite storage: games, seats, the append-only action log, scoresheets, results and ratings.

Every change of a game is one short transaction, written inside that game's lock before the
player gets an answer. The schema is versioned: ``MIGRATIONS[i]`` upgrades a database from
version ``i`` to ``i + 1``.

The connection lives on the event loop's thread and is used synchronously. That is a measured
choice: a move's transaction takes about 0.01 ms in WAL mode (no fsync per commit with
``synchronous=NORMAL``), while handing each statement to a database thread (as aiosqlite does)
costs 0.2–0.4 ms per hop and made a click four times slower. Every query here is indexed and
short; the one long job, recomputing all ratings, reads and computes on a worker thread with
its own connection and only writes its result here.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from engine.protocol import Event, event_data
from service import ratings

MIGRATIONS: list[str] = [
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        host_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        options TEXT NOT NULL,
        turn_seconds INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        moves INTEGER NOT NULL DEFAULT 0,
        state TEXT,
        meta TEXT NOT NULL DEFAULT '{}',
        lobby_message_id INTEGER,
        table_message_id INTEGER,
        table_posted_at REAL,
        table_epoch TEXT,
        deadline REAL,
        created_at REAL NOT NULL,
        started_at REAL,
        ended_at REAL,
        rematch_of INTEGER REFERENCES games(id)
    );
    CREATE UNIQUE INDEX games_one_open_per_channel ON games(channel_id) WHERE status IN ('lobby', 'active');
    CREATE INDEX games_open_deadline ON games(status, deadline);
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        user_id INTEGER,
        name TEXT NOT NULL,
        is_ai INTEGER NOT NULL,
        autoplay INTEGER NOT NULL DEFAULT 0,
        timeouts INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX seats_user ON seats(user_id);
    CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games(id),
        n INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        source TEXT NOT NULL,
        events TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, n)
    );
    CREATE TABLE scoresheet (
        game_id INTEGER NOT NULL REFERENCES games(id),
        row INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        points INTEGER NOT NULL,
        PRIMARY KEY (game_id, row, seat)
    );
    CREATE TABLE results (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        user_id INTEGER,
        is_ai INTEGER NOT NULL,
        kind TEXT NOT NULL,
        guild_id INTEGER,
        placement INTEGER NOT NULL,
        score INTEGER NOT NULL,
        team INTEGER,
        finished_at REAL NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX results_kind_guild ON results(kind, guild_id);
    CREATE INDEX results_user ON results(user_id, kind);
    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
    """
    CREATE TABLE ratings (
        kind TEXT NOT NULL,
        guild_id INTEGER NOT NULL,
        player TEXT NOT NULL,
        user_id INTEGER,
        is_ai INTEGER NOT NULL,
        name TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        ordinal REAL NOT NULL,
        games INTEGER NOT NULL,
        wins INTEGER NOT NULL,
        best INTEGER,
        total_score INTEGER NOT NULL,
        last_played REAL NOT NULL,
        recent TEXT NOT NULL,
        PRIMARY KEY (kind, guild_id, player)
    );
    CREATE INDEX ratings_board ON ratings(kind, guild_id, ordinal DESC);
    CREATE INDEX ratings_player ON ratings(player, guild_id);
    CREATE INDEX games_finished_in_channel ON games(channel_id, status, ended_at);
    CREATE INDEX games_finished_in_guild ON games(guild_id, status, ended_at);
    """,
]

OPEN_STATUSES = ("lobby", "active")
T = TypeVar("T")


@dataclass
class SeatRecord:
    seat: int
    user_id: int | None
    name: str
    is_ai: bool
    autoplay: bool = False
    timeouts: int = 0

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
    meta: dict[str, Any] = field(default_factory=dict)
    lobby_message_id: int | None = None
    table_message_id: int | None = None
    table_posted_at: float | None = None
    table_epoch: str | None = None
    deadline: float | None = None
    created_at: float = 0.0
    started_at: float | None = None
    ended_at: float | None = None
    rematch_of: int | None = None
    seats: list[SeatRecord] = field(default_factory=list)

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id and not s.is_ai), None)


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
    "rematch_of"
)


def _write_seats(connection: sqlite3.Connection, game: GameRecord) -> None:
    connection.execute("DELETE FROM seats WHERE game_id = ?", (game.id,))
    connection.executemany(
        "INSERT INTO seats (game_id, seat, user_id, name, is_ai, autoplay, timeouts) VALUES (?,?,?,?,?,?,?)",
        [(game.id, s.seat, s.user_id, s.name, int(s.is_ai), int(s.autoplay), s.timeouts) for s in game.seats],
    )


def _update_game(connection: sqlite3.Connection, game: GameRecord) -> None:
    connection.execute(
        "UPDATE games SET status=?, moves=?, state=?, meta=?, deadline=?, started_at=?, ended_at=?, host_id=?"
        " WHERE id=?",
        (
            game.status,
            game.moves,
            game.state,
            json.dumps(game.meta),
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
    def __init__(self, path: Path | str) -> None:
        self.path = str(path)
        self._conn: sqlite3.Connection | None = None

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            raise RuntimeError("storage is not open")
        return self._conn

    async def open(self) -> None:
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._conn = connect(self.path)
        self._migrate()

    async def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _migrate(self) -> None:
        version = self.conn.execute("PRAGMA user_version").fetchone()[0]
        for number in range(version, len(MIGRATIONS)):
            self.conn.executescript(f"BEGIN; {MIGRATIONS[number]}; PRAGMA user_version = {number + 1}; COMMIT;")

    async def schema_version(self) -> int:
        return self.conn.execute("PRAGMA user_version").fetchone()[0]

    async def transaction(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work(connection)`` as one transaction: all of it is stored, or none of it."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            result = work(self.conn)
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")
        return result

    # -- games ---------------------------------------------------------------------
    async def create_game(self, game: GameRecord) -> int:
        """Insert a lobby with its seats; raises :class:`ChannelBusy` if the channel has an open game."""

        def work(connection: sqlite3.Connection) -> int:
            cursor = connection.execute(
                "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, turn_seconds, seed, meta,"
                " deadline, created_at, rematch_of) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    game.kind,
                    game.guild_id,
                    game.channel_id,
                    game.host_id,
                    game.status,
                    json.dumps(game.options),
                    game.turn_seconds,
                    game.seed,
                    json.dumps(game.meta),
                    game.deadline,
                    game.created_at,
                    game.rematch_of,
                ),
            )
            game.id = cursor.lastrowid or 0
            _write_seats(connection, game)
            return game.id

        try:
            return await self.transaction(work)
        except sqlite3.IntegrityError:
            busy = await self.open_game_in_channel(game.channel_id)
            raise ChannelBusy(busy.id if busy else 0) from None

    async def save_lobby(self, game: GameRecord) -> None:
        """Store a lobby's seats, status and deadline (no action log yet)."""

        def work(connection: sqlite3.Connection) -> None:
            _update_game(connection, game)
            _write_seats(connection, game)

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

        def work(connection: sqlite3.Connection) -> None:
            connection.executemany(
                "INSERT INTO actions (game_id, n, seat, action, source, events, at) VALUES (?,?,?,?,?,?,?)",
                [
                    (
                        game.id,
                        first + i,
                        a.seat,
                        a.action,
                        a.source,
                        json.dumps([event_data(e) for e in a.events]),
                        a.at,
                    )
                    for i, a in enumerate(new_actions)
                ],
            )
            _update_game(connection, game)
            if seats_changed:
                _write_seats(connection, game)
            if new_rows:
                connection.executemany(
                    "INSERT INTO scoresheet (game_id, row, seat, points) VALUES (?,?,?,?)",
                    [
                        (game.id, row, seat, points)
                        for row, row_points in new_rows
                        for seat, points in enumerate(row_points)
                    ],
                )
            if results:
                connection.executemany(
                    "INSERT INTO results (game_id, seat, user_id, is_ai, kind, guild_id, placement, score, team,"
                    " finished_at) VALUES (?,?,?,?,?,?,?,?,?,?)",
                    [
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
                    ],
                )
                ratings.rate_game(connection, game.id, game.kind, game.guild_id, game.ended_at or 0.0)

        await self.transaction(work)

    async def set_table_message(self, game_id: int, message_id: int, posted_at: float, epoch: str) -> None:
        self.conn.execute(
            "UPDATE games SET table_message_id=?, table_posted_at=?, table_epoch=? WHERE id=?",
            (message_id, posted_at, epoch, game_id),
        )

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        self.conn.execute("UPDATE games SET lobby_message_id=? WHERE id=?", (message_id, game_id))

    async def get_setting(self, key: str) -> str | None:
        row = self.conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    async def put_setting(self, key: str, value: str) -> None:
        self.conn.execute(
            "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    async def load_game(self, game_id: int) -> GameRecord | None:
        row = self.conn.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            return None
        game = self._game_from_row(row)
        seats = self.conn.execute(
            "SELECT seat, user_id, name, is_ai, autoplay, timeouts FROM seats WHERE game_id = ? ORDER BY seat",
            (game_id,),
        ).fetchall()
        game.seats = [
            SeatRecord(seat, user_id, name, bool(is_ai), bool(autoplay), timeouts)
            for seat, user_id, name, is_ai, autoplay, timeouts in seats
        ]
        return game

    @staticmethod
    def _game_from_row(row: Sequence[Any]) -> GameRecord:
        values = dict(zip(_GAME_COLUMNS.split(", "), row, strict=True))
        values["options"] = json.loads(values["options"])
        values["meta"] = json.loads(values["meta"])
        return GameRecord(**values)

    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None:
        row = self.conn.execute(
            "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')", (channel_id,)
        ).fetchone()
        return await self.load_game(row[0]) if row else None

    async def open_deadlines(self) -> list[tuple[int, float]]:
        """``(game id, deadline)`` of every open game that has one (for resuming timers)."""
        return self.conn.execute(
            "SELECT id, deadline FROM games WHERE status IN ('lobby', 'active') AND deadline IS NOT NULL"
        ).fetchall()

    async def actions(self, game_id: int) -> list[LoggedAction]:
        rows = self.conn.execute(
            "SELECT seat, action, source, events, at FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        ).fetchall()
        return [LoggedAction(seat, action, source, json.loads(events), at) for seat, action, source, events, at in rows]

    async def recent_events(self, game_id: int, limit: int) -> list[dict[str, Any]]:
        rows = self.conn.execute(
            "SELECT events FROM actions WHERE game_id = ? ORDER BY n DESC LIMIT ?", (game_id, limit)
        ).fetchall()
        events: list[dict[str, Any]] = []
        for (raw,) in rows:
            events = json.loads(raw) + events
        return events[-limit:]

    async def results(self, game_id: int) -> list[dict[str, Any]]:
        rows = self.conn.execute(
            "SELECT seat, user_id, is_ai, placement, score, team FROM results WHERE game_id = ? ORDER BY seat",
            (game_id,),
        ).fetchall()
        names = ("seat", "user_id", "is_ai", "placement", "score", "team")
        return [dict(zip(names, row, strict=True)) for row in rows]

    async def scoresheet(self, game_id: int) -> list[list[int]]:
        rows: dict[int, list[int]] = {}
        for row, _seat, points in self.conn.execute(
            "SELECT row, seat, points FROM scoresheet WHERE game_id = ? ORDER BY row, seat", (game_id,)
        ):
            rows.setdefault(row, []).append(points)
        return [rows[r] for r in sorted(rows)]

    async def recompute_ratings(self) -> int:
        """Rebuild every rating from the results; returns the number of games rated.

        The ratings are computed on a worker thread from a snapshot (a second connection), so the
        bot keeps answering meanwhile; games that finish during the computation are rated on top
        when the new ratings are written.
        """
        table, included = await asyncio.to_thread(ratings.compute_all, self.path)

        def work(connection: sqlite3.Connection) -> int:
            connection.execute("DELETE FROM ratings")
            connection.executemany(f"INSERT INTO ratings ({ratings.COLUMNS}) VALUES ({ratings.PLACEHOLDERS})", table)
            finished = connection.execute(
                "SELECT id, kind, guild_id, ended_at FROM games WHERE status = 'finished' ORDER BY ended_at, id"
            ).fetchall()
            for game_id, kind, guild_id, ended_at in finished:
                if game_id not in included:
                    ratings.rate_game(connection, game_id, kind, guild_id, ended_at)
            return len(finished)

        return await self.transaction(work)


def connect(path: str) -> sqlite3.Connection:
    connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("PRAGMA synchronous=NORMAL")
    connection.execute("PRAGMA foreign_keys=ON")
    connection.execute("PRAGMA busy_timeout=5000")
    return connection
