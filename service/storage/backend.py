"""What both database backends provide, and the group-commit writer they share.

A backend has a reader (queries outside any transaction see committed data only) and one
writer. Writes are *jobs*: ``async def work(tx) -> T`` run inside a transaction. The writer
takes every job that is waiting when it gets the database's write lock and runs them in one
transaction (group commit): one commit, one ``fsync``, however many games moved at once. Each
caller's ``await`` returns only after the transaction holding its job committed, and raises if
its job failed (then nothing of it is stored). When one job of a group fails, the group is rolled
back and each of its jobs runs again in a transaction of its own, so a bad job never takes good
ones down with it.

Waiting for the lock is bounded: a job that could not start because another process held the write
lock for ``wait_seconds`` fails with :class:`StorageBusy`, so the bot refuses the move cleanly rather
than keep the player waiting on a database it cannot have. Waiting behind this writer's own earlier
groups is not bounded: under overload moves are stored later (the click was deferred), never refused.
"""

from __future__ import annotations

import abc
import asyncio
import contextlib
import functools
import logging
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from service import metrics
from service.storage.schema import MIGRATIONS, Dialect

log = logging.getLogger(__name__)

T = TypeVar("T")
Row = tuple[Any, ...]


class StorageError(Exception):
    """A write (or read) the database could not do; nothing of the write was stored."""


class StorageBusy(StorageError):
    """The database stayed locked (by another process) for longer than the bound."""


class StorageUnavailable(StorageError):
    """The database cannot be reached or failed (connection lost, disk full, ...)."""


class NewerSchema(StorageUnavailable):
    """The database was brought to a schema this version of the bot does not know (a newer version migrated it)."""


def known_schema(version: int) -> None:
    """Raise :class:`NewerSchema` for a database whose schema is newer than this code's: a later version may drop
    what this one writes, so it must not run on it (every process of a bot is upgraded together)."""
    if version > len(MIGRATIONS):
        raise NewerSchema(
            f"the database has schema version {version}, newer than this bot's {len(MIGRATIONS)}: run the newer version"
        )


class Conflict(StorageError):
    """A uniqueness rule refused the write (e.g. a second open game in one channel)."""


class LockTaken(StorageBusy):
    """A transaction's first round trip found the write lock taken by another holder: nothing of it was done."""


class NotOwner(StorageError):
    """This process does not hold the lease of the game's shard: another process runs it."""


class Tx(Protocol):
    """One open transaction. SQL uses ``?`` markers whatever the backend."""

    dialect: Dialect

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None: ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def insert_many(self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        """Insert many rows at once (PostgreSQL copies them in: a statement a row took 30 µs each)."""
        ...

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    async def lock(self, key: int) -> None:
        """Hold an exclusive lock named ``key`` until this transaction ends (across processes)."""
        ...

    async def require(
        self, sql: str, params: Sequence[Any], check: Callable[[Row | None], bool], failure: Exception
    ) -> None:
        """A read whose first row (None: no row) must pass ``check``, else the transaction fails with ``failure``.

        A backend may make it together with the writes that follow (SQLite sends it to the database's thread
        with them, in one round trip), so nothing else may depend on the row: ``check`` may run on another
        thread, and the failure may be raised by a later call on the transaction.
        """
        ...


Work = Callable[[Tx], Awaitable[T]]


@dataclass
class _Job(Generic[T]):
    work: Work[T]
    future: asyncio.Future[T]
    queued: float  # loop time it was asked for
    result: Any = field(default=None)


class Backend(abc.ABC):
    """A database: reads, migrations and the group-commit writer (see the module docstring)."""

    dialect: Dialect

    def __init__(self, wait_seconds: float) -> None:
        self.wait_seconds = wait_seconds
        self._queue: asyncio.Queue[_Job[Any] | None] | None = None
        self._stopping = False
        self._writer: asyncio.Task[None] | None = None
        #: transactions committed and jobs they held (benchmarks and tests read these)
        self.commits = 0
        self.jobs_committed = 0

    # -- what a backend implements -------------------------------------------------------------
    @abc.abstractmethod
    async def connect(self) -> None:
        """Open the connections and bring the schema up to date."""

    @abc.abstractmethod
    async def disconnect(self) -> None: ...

    @abc.abstractmethod
    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """A read of committed data, outside any write transaction."""

    @abc.abstractmethod
    async def schema_version(self) -> int: ...

    @abc.abstractmethod
    async def _begin(self) -> Tx:
        """Start the write transaction, waiting a short while (a quarter second) for the write
        lock: raise :class:`StorageBusy` if it is still taken, and the writer tries again."""

    @abc.abstractmethod
    async def _commit(self) -> None: ...

    @abc.abstractmethod
    async def _rollback(self) -> None: ...

    @abc.abstractmethod
    def _translate(self, error: Exception) -> Exception:
        """The storage error for a driver's exception (or the exception itself)."""

    # -- shared ---------------------------------------------------------------------------------
    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def open(self) -> None:
        try:
            await self.connect()
        except BaseException:
            with contextlib.suppress(Exception):  # the failure that stopped the connecting is the one to report
                await self.disconnect()  # what connected before it (a refused schema, say) lets go
            raise
        self._queue = asyncio.Queue()
        self._stopping = False
        self._writer = asyncio.create_task(self._write_loop(), name="hoard-storage-writer")

    async def close(self) -> None:
        """Finish the writes already asked for, then close."""
        if self._writer is not None and self._queue is not None:
            self._queue.put_nowait(None)  # the writer stops when it reaches this
            await asyncio.wait({self._writer}, timeout=30)
            if not self._writer.done():
                self._writer.cancel()
                await asyncio.wait({self._writer})
            self._writer = None
            while not self._queue.empty():
                job = self._queue.get_nowait()
                if job is not None and not job.future.done():
                    job.future.set_exception(StorageUnavailable("the storage was closed"))
            self._queue = None
        await self.disconnect()

    async def run(self, work: Work[T]) -> T:
        """Run ``work`` in a write transaction; returns once it is committed (durable)."""
        if self._queue is None or self._writer is None or self._writer.done():
            raise StorageUnavailable("the storage is not open")
        loop = asyncio.get_running_loop()
        job: _Job[T] = _Job(work, loop.create_future(), loop.time())
        self._queue.put_nowait(job)
        # Awaited as it is, not shielded: a caller cancelled meanwhile cancels only the future, and the writer,
        # which never looks at that, still writes the job (the move is in memory already). A shield would cost
        # a turn of the event loop more for every commit.
        return await job.future

    @property
    def pending(self) -> int:
        """Writes waiting for the writer."""
        return self._queue.qsize() if self._queue is not None else 0

    async def _write_loop(self) -> None:
        assert self._queue is not None
        queue = self._queue
        while not self._stopping:
            first = await queue.get()
            if first is None:
                return
            jobs: list[_Job[Any]] = [first]
            self._drain(jobs)  # everything waiting joins this commit
            try:
                await self._begun(jobs, functools.partial(self._run_group, jobs=jobs))
            except asyncio.CancelledError:
                for job in jobs:
                    if not job.future.done():
                        job.future.set_exception(StorageUnavailable("the storage was closed"))
                raise
            except Exception as error:  # the writer must never die
                log.exception("storage writer failed")
                for job in jobs:
                    if not job.future.done():
                        job.future.set_exception(StorageUnavailable(str(error)))

    def _drain(self, jobs: list[_Job[Any]]) -> None:
        assert self._queue is not None
        while not self._queue.empty():
            job = self._queue.get_nowait()
            if job is None:  # closing: finish these, then stop
                self._stopping = True
                return
            jobs.append(job)

    async def _begun(
        self,
        jobs: list[_Job[Any]],
        run: Callable[[Tx], Awaitable[None]],
        patience: float | None = None,
        joined: bool = True,
    ) -> None:
        """Begin a transaction for ``jobs`` and ``run`` it, again while another holder has the write lock.

        A backend finds the lock taken when it begins (:class:`StorageBusy`), or with the transaction's first
        round trip, nothing of it done (:class:`LockTaken`: SQLite begins with the first statements it sends).
        A job that has waited ``patience`` seconds (default ``wait_seconds``) of the lock being taken fails
        with :class:`StorageBusy`; ``joined``: jobs asked for meanwhile wait with these.
        """
        loop = asyncio.get_running_loop()
        patience = self.wait_seconds if patience is None else patience
        locked_since: float | None = None  # when the lock was first found taken
        while True:
            now = loop.time()
            if locked_since is not None:
                for job in [j for j in jobs if now - max(j.queued, locked_since) >= patience]:
                    jobs.remove(job)
                    metrics.DATABASE_BUSY.inc()
                    if not job.future.done():
                        job.future.set_exception(
                            StorageBusy(f"the database stayed locked for more than {patience:g} s")
                        )
            if not jobs:
                return
            try:
                tx = await self._begin()
                await run(tx)
                return
            except StorageBusy:  # the lock is taken (LockTaken included): nothing began
                locked_since = now if locked_since is None else locked_since
                if joined:
                    self._drain(jobs)  # newcomers wait with the others, each until its own bound
            except Exception as error:
                failure = self._translate(error)
                for job in jobs:
                    if not job.future.done():
                        job.future.set_exception(failure)
                jobs.clear()
                return

    async def _run_group(self, tx: Tx, jobs: list[_Job[Any]]) -> None:
        try:
            for job in jobs:
                job.result = await job.work(tx)
            await self._commit()
        except LockTaken:
            raise
        except Exception as error:
            with contextlib.suppress(Exception):
                await self._rollback()
            if len(jobs) == 1:
                self._fail(jobs[0], error)
                return
            log.info("a group of %d writes failed (%s); writing each on its own", len(jobs), error)
            for job in jobs:
                await self._run_alone(job)
            return
        self.commits += 1
        self.jobs_committed += len(jobs)
        committed = asyncio.get_running_loop().time()
        for job in jobs:
            metrics.STORE_SECONDS.observe(committed - job.queued)
            if not job.future.done():
                job.future.set_result(job.result)

    async def _run_alone(self, job: _Job[Any]) -> None:
        # It waited for the group already; its own try gets a fresh (short) chance at the lock.
        alone = [job]
        run = functools.partial(self._run_group, jobs=alone)
        await self._begun(alone, run, patience=min(0.5, self.wait_seconds), joined=False)

    def _fail(self, job: _Job[Any], error: Exception) -> None:
        if not job.future.done():
            job.future.set_exception(self._translate(error))
