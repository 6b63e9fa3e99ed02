"""The embedded backend: one SQLite file through aiosqlite, no SQLite call on the event loop.

Two connections, each with its own thread (aiosqlite's): the writer, which holds the group
transactions, and a reader, so reads see committed data only and never wait behind a commit's
``fsync``. A transaction's statements are batched and go to the writer's thread together (aiosqlite's
public calls, one hop each): its BEGIN with the first of them, its writes with the next read of the
transaction or with the COMMIT, and a read the transaction only needs to check (:meth:`_SqliteTx.require`,
the shard lease) there too.

WAL journal with ``synchronous=FULL``: a commit is on disk (WAL fsynced) before any
caller hears it succeeded, so an acknowledged move survives a power cut, not only a crash of the
bot; group commit pays that ``fsync`` once for every move that arrived together.

While another process holds the write lock, the writer's thread waits (a quarter second per try, then
:class:`LockTaken` and the writer tries again, see :meth:`Backend._begun`); the event loop never does.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import aiosqlite

from service.storage.backend import (
    Backend,
    Conflict,
    LockTaken,
    Row,
    StorageBusy,
    StorageUnavailable,
    Tx,
    known_schema,
)
from service.storage.schema import MIGRATIONS, SQLITE

log = logging.getLogger(__name__)

#: how long one try to take the write lock waits on the writer's thread
ATTEMPT_MS = 250


#: a read that must pass a check (the check, and the error raised when it fails)
Requirement = tuple[Callable[[Row | None], bool], Exception]
#: sql, parameters, and how it is run: once (False), for each of the rows of parameters (True), or as a requirement
Statement = tuple[str, Any, bool | Requirement]
BEGIN: Statement = ("BEGIN IMMEDIATE", (), False)


def _private_files(path: Path) -> None:
    """Make the database file (and its folder, when created here) the bot's user's only, before SQLite opens it:
    SQLite gives its WAL and shared-memory files the database file's permissions. Files left by an older
    version, readable by everybody, are made private too."""
    if not path.parent.exists():
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.close(os.open(path, os.O_RDWR | os.O_CREAT, 0o600))
    for name in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        if name.exists():
            name.chmod(0o600)


async def on_thread(
    connection: aiosqlite.Connection, batch: list[Statement], query: tuple[str, Sequence[Any]] | None = None
) -> list[Row]:
    """Run the batched statements, then the query (if any), on aiosqlite's thread for this connection, through
    its public calls (one thread hop a statement)."""
    for statement in batch:
        sql, params, how = statement
        if how is True:
            await connection.executemany(sql, params)
        elif how is False:
            try:
                await connection.execute(sql, params)
            except sqlite3.OperationalError as error:
                if statement is BEGIN and _busy(error):
                    raise LockTaken("the database is locked by another process") from error
                raise
        else:
            check, failure = how
            found = list(await connection.execute_fetchall(sql, params))
            if not check(tuple(found[0]) if found else None):
                raise failure
    return [tuple(row) for row in await connection.execute_fetchall(*query)] if query else []


class _SqliteTx:
    """A write transaction whose statements are batched: they travel to the database thread with the
    next read of the transaction, or with its COMMIT, its BEGIN with the first."""

    dialect = SQLITE

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._connection = connection
        self._batch: list[Statement] = [BEGIN]
        self._begun = False

    async def _send(self, last: Statement | None = None, query: tuple[str, Sequence[Any]] | None = None) -> list[Row]:
        batch, self._batch = self._batch, []
        if last is not None:
            batch.append(last)
        self._begun = True
        try:
            return await on_thread(self._connection, batch, query)
        except LockTaken:
            self._begun = False  # nothing began: nothing to roll back
            raise

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        self._batch.append((sql, params, False))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = list(rows)
        if rows:
            self._batch.append((sql, rows, True))

    async def insert_many(self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        marks = ", ".join("?" * len(columns))
        await self.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)

    async def require(
        self, sql: str, params: Sequence[Any], check: Callable[[Row | None], bool], failure: Exception
    ) -> None:
        self._batch.append((sql, params, (check, failure)))

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._send(query=(sql, params))

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def lock(self, key: int) -> None:
        """Nothing to do: a SQLite write transaction (BEGIN IMMEDIATE) excludes every other writer."""

    async def finish(self, last: str) -> None:
        """Send what is batched and end the transaction with ``last`` (COMMIT or ROLLBACK)."""
        if last == "COMMIT":
            await self._send((last, (), False))
        elif self._begun:
            self._batch = []
            await on_thread(self._connection, [(last, (), False)])


def _busy(error: BaseException) -> bool:
    return isinstance(error, sqlite3.OperationalError) and getattr(error, "sqlite_errorname", "") in (
        "SQLITE_BUSY",
        "SQLITE_LOCKED",
        "SQLITE_BUSY_SNAPSHOT",
        "SQLITE_BUSY_RECOVERY",
    )


class SqliteBackend(Backend):
    dialect = SQLITE

    def __init__(self, path: Path | str, wait_seconds: float) -> None:
        super().__init__(wait_seconds)
        self.path = str(path)
        self._write: aiosqlite.Connection | None = None
        self._read: aiosqlite.Connection | None = None
        self._tx: _SqliteTx | None = None

    async def connect(self) -> None:
        if self.path != ":memory:":
            await asyncio.to_thread(_private_files, Path(self.path))
        self._write = await aiosqlite.connect(self.path, isolation_level=None)
        await self._write.execute("PRAGMA journal_mode=WAL")
        await self._write.execute("PRAGMA synchronous=FULL")
        await self._write.execute("PRAGMA foreign_keys=ON")
        await self._write.execute(f"PRAGMA busy_timeout={max(int(self.wait_seconds * 1000), 5000)}")
        await self._migrate(self._write)
        await self._write.execute(f"PRAGMA busy_timeout={ATTEMPT_MS}")
        if self.path == ":memory:":
            self._read = self._write  # one in-memory database: one connection
        else:
            self._read = await aiosqlite.connect(self.path, isolation_level=None)
            await self._read.execute(f"PRAGMA busy_timeout={int(self.wait_seconds * 1000)}")
            await self._read.execute("PRAGMA query_only=ON")

    async def disconnect(self) -> None:
        for connection in {id(c): c for c in (self._read, self._write) if c is not None}.values():
            await connection.close()
        self._read = self._write = self._tx = None

    async def _migrate(self, connection: aiosqlite.Connection) -> None:
        number = next(iter(await connection.execute_fetchall("PRAGMA user_version")))[0]
        known_schema(number)
        for step in range(number, len(MIGRATIONS)):
            await connection.executescript(
                f"BEGIN IMMEDIATE; {SQLITE.schema(MIGRATIONS[step])}; PRAGMA user_version = {step + 1}; COMMIT;"
            )

    async def schema_version(self) -> int:
        row = await self.fetchone("PRAGMA user_version")
        return int(row[0]) if row else 0

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        if self._read is None:
            raise StorageUnavailable("the storage is not open")
        try:
            return await on_thread(self._read, [], (sql, params))
        except sqlite3.Error as error:
            raise self._translate(error) from error

    async def _begin(self) -> Tx:
        """A transaction whose BEGIN goes to the database with its first statements (:class:`LockTaken` then,
        if another process holds the write lock)."""
        if self._write is None:
            raise StorageUnavailable("the storage is not open")
        self._tx = _SqliteTx(self._write)
        return self._tx

    async def _commit(self) -> None:
        assert self._tx is not None
        await self._tx.finish("COMMIT")

    async def _rollback(self) -> None:
        assert self._tx is not None
        await self._tx.finish("ROLLBACK")

    def _translate(self, error: Exception) -> Exception:
        if isinstance(error, sqlite3.IntegrityError):
            return Conflict(str(error))
        if _busy(error):
            return StorageBusy("the database is locked by another process")
        if isinstance(error, sqlite3.Error):
            log.error("SQLite failed: %s", error, exc_info=error)
            return StorageUnavailable(f"SQLite failed: {error}")
        return error
