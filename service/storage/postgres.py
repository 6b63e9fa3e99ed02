"""The shared backend: PostgreSQL through asyncpg, for several bot processes on one database.

A pool serves reads; one connection per process is the group-commit writer (see
:mod:`service.storage.backend`). PostgreSQL flushes its WAL at each commit
(``synchronous_commit=on``, its default: keep it), so an acknowledged move is durable. Lock waits
are bounded by ``lock_timeout``, the same bound as SQLite's busy wait. Migrations run under an
advisory lock, so processes starting together migrate once.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import asyncpg  # type: ignore[import-untyped]

from service.storage.backend import Backend, Conflict, Row, StorageBusy, StorageUnavailable, Tx, known_schema
from service.storage.schema import LOCK_MIGRATIONS, MIGRATIONS, POSTGRESQL

log = logging.getLogger(__name__)

_BUSY = (
    asyncpg.exceptions.LockNotAvailableError,
    asyncpg.exceptions.DeadlockDetectedError,
    asyncpg.exceptions.SerializationError,
    asyncpg.exceptions.QueryCanceledError,
)
_GONE = (
    asyncpg.exceptions.PostgresConnectionError,
    asyncpg.exceptions.InterfaceError,
    asyncpg.exceptions.CannotConnectNowError,
    asyncpg.exceptions.AdminShutdownError,
    ConnectionError,
    OSError,
)


class _PostgresTx:
    dialect = POSTGRESQL

    def __init__(self, connection: asyncpg.Connection) -> None:
        self._connection = connection

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._connection.execute(POSTGRESQL.sql(sql), *params)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = list(rows)
        if len(rows) == 1:  # one round trip instead of executemany's prepare + pipeline
            await self._connection.execute(POSTGRESQL.sql(sql), *rows[0])
        elif rows:
            await self._connection.executemany(POSTGRESQL.sql(sql), rows)

    async def insert_many(self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            await self._connection.copy_records_to_table(table, records=rows, columns=list(columns))

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return [tuple(row) for row in await self._connection.fetch(POSTGRESQL.sql(sql), *params)]

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        row = await self._connection.fetchrow(POSTGRESQL.sql(sql), *params)
        return tuple(row) if row is not None else None

    async def lock(self, key: int) -> None:
        await self._connection.execute("SELECT pg_advisory_xact_lock($1)", key)

    async def require(
        self, sql: str, params: Sequence[Any], check: Callable[[Row | None], bool], failure: Exception
    ) -> None:
        if not check(await self.fetchone(sql, params)):
            raise failure


class PostgresBackend(Backend):
    dialect = POSTGRESQL

    def __init__(self, url: str, wait_seconds: float, pool_size: int = 4) -> None:
        super().__init__(wait_seconds)
        self.url = url
        self.pool_size = pool_size
        self._pool: asyncpg.Pool | None = None
        self._write: asyncpg.Connection | None = None

    def _server_settings(self) -> dict[str, str]:
        return {"lock_timeout": f"{int(self.wait_seconds * 1000)}ms", "application_name": "hoard"}

    async def connect(self) -> None:
        try:
            self._write = await asyncpg.connect(self.url, server_settings=self._server_settings())
            await self._migrate(self._write)
            self._pool = await asyncpg.create_pool(
                self.url, min_size=1, max_size=self.pool_size, server_settings=self._server_settings()
            )
        except _GONE as error:
            raise StorageUnavailable(f"cannot reach PostgreSQL: {error}") from error

    async def disconnect(self) -> None:
        if self._pool is not None:
            await self._pool.close()
            self._pool = None
        if self._write is not None:
            await self._write.close()
            self._write = None

    @staticmethod
    async def _migrate(connection: asyncpg.Connection) -> None:
        async with connection.transaction():
            await connection.execute("SELECT pg_advisory_xact_lock($1)", LOCK_MIGRATIONS)
            await connection.execute("CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)")
            number = await connection.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version")
            known_schema(number)
            for step in range(number, len(MIGRATIONS)):
                await connection.execute(POSTGRESQL.schema(MIGRATIONS[step]))
                await connection.execute("INSERT INTO schema_version (version) VALUES ($1)", step + 1)

    async def schema_version(self) -> int:
        row = await self.fetchone("SELECT COALESCE(MAX(version), 0) FROM schema_version")
        return int(row[0]) if row else 0

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        if self._pool is None:
            raise StorageUnavailable("the storage is not open")
        try:
            async with self._pool.acquire() as connection:
                rows = await connection.fetch(POSTGRESQL.sql(sql), *params)
        except Exception as error:
            raise self._translate(error) from error
        return [tuple(row) for row in rows]

    async def _begin(self) -> Tx:
        if self._write is None or self._write.is_closed():
            try:
                self._write = await asyncpg.connect(self.url, server_settings=self._server_settings())
            except _GONE as error:
                raise StorageUnavailable(f"cannot reach PostgreSQL: {error}") from error
        await self._write.execute("BEGIN")
        return _PostgresTx(self._write)

    async def _commit(self) -> None:
        assert self._write is not None
        await self._write.execute("COMMIT")

    async def _rollback(self) -> None:
        if self._write is not None and not self._write.is_closed():
            await self._write.execute("ROLLBACK")

    def _translate(self, error: Exception) -> Exception:
        if isinstance(error, asyncpg.exceptions.UniqueViolationError):
            return Conflict(str(error))
        if isinstance(error, _BUSY):
            return StorageBusy(f"the database is busy: {error}")
        if isinstance(error, _GONE):  # the writer reconnects at its next transaction
            return StorageUnavailable(f"lost the connection to PostgreSQL: {error}")
        if isinstance(error, asyncpg.PostgresError):
            log.error("PostgreSQL failed: %s", error, exc_info=error)
            return StorageUnavailable(f"PostgreSQL failed: {error}")
        return error
