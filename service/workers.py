"""Work that holds the GIL for long (an AI's search, drawing a picture) run where the event loop does not wait.

A thread of the bot's process still holds the interpreter's lock while it computes, so every click waits
behind it; a worker process does not. :class:`Workers` runs a module-level function with picklable
arguments on concurrent.futures' ``ProcessPoolExecutor`` of ``count`` processes through
``loop.run_in_executor``, or on one thread when ``count`` is 0 (tests, tools, and hosts that cannot start
processes). The processes start with the first job, so a bot that never needs them starts none, and a pool
broken by a process that died (killed for memory, say) is replaced by a fresh one. A hand-written pool
spoken to over pipes the event loop watched, without the executor's two helper threads, cost the loop less
per job, but not enough to matter at the rates Discord allows (docs/performance.md, "Worker processes").

Worker processes run at a lower scheduling priority (:data:`NICENESS`): when the machine's cores are all
busy, the operating system runs the event loop's thread first, so a click is answered at once and the AI's
move or the picture waits a little, instead of every click waiting for a core behind a search. On Linux they
are also batch processes (``SCHED_BATCH``): a process woken by a job may not preempt the thread that woke it
(otherwise the kernel often ran the woken worker on the event loop's core at once, stalling the loop until
the job was done).
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import pickle
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from service.settings import forget_secrets

T = TypeVar("T")

#: how much lower than the bot's the worker processes' priority is (Unix niceness, added to the bot's own)
NICENESS = 10


class Workers:
    """``count`` worker processes (0: one thread named ``name``) for jobs that compute for a while."""

    def __init__(self, count: int, name: str) -> None:
        self.count = count
        self.name = name
        self._pool: Executor | None = None
        self._closing = False
        #: CPU seconds the jobs took, wherever they ran (a worker process's CPU is not this process's), and how many
        #: jobs were done
        self.cpu_seconds = 0.0
        self.jobs = 0

    async def run(self, job: Callable[..., T], *args: Any) -> T:
        """``job(*args)`` on a worker (``job`` and ``args`` must pickle when workers are processes).

        If a worker process dies, the jobs of its pool fail with ``BrokenProcessPool`` and a fresh pool takes the
        broken one's place: each is tried once more, and a job that kills its worker again fails.
        """
        try:
            return await self._run(job, args)
        except BrokenProcessPool:
            return await self._run(job, args)

    async def _run(self, job: Callable[..., T], args: tuple[Any, ...]) -> T:
        if self._closing:
            raise RuntimeError(f"the workers of {self.name} are closing")
        pool = self._pool or self._open()
        try:
            result, cpu = await asyncio.get_running_loop().run_in_executor(pool, _timed, job, args)
        except BrokenProcessPool:
            if self._pool is pool:  # the first of its jobs to hear of it: the next job starts a fresh pool
                self._pool = None
                pool.shutdown(wait=False)  # its processes are gone or being ended: nothing to wait for
            raise
        self.cpu_seconds += cpu
        self.jobs += 1
        return result

    def _open(self) -> Executor:
        if self.count:
            # spawn: a fresh interpreter, not a fork of one with threads and an event loop running
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(self.count, mp_context=context, initializer=_started)
        else:
            self._pool = ThreadPoolExecutor(1, thread_name_prefix=self.name)
        return self._pool

    async def close(self) -> None:
        """Wait for the jobs the processes hold (those still queued are cancelled), then stop the workers (off
        the loop: joining processes blocks). They can be used again afterwards: processes start anew."""
        self._closing = True
        try:
            pool, self._pool = self._pool, None
            if pool is not None:
                await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)
        finally:
            self._closing = False


def _started() -> None:
    """A worker process starting: forget the secrets and give way to the bot's own process when cores are
    scarce."""
    forget_secrets()  # the bot took them out before starting it; a process started otherwise does it here
    if hasattr(os, "nice"):  # not on Windows
        os.nice(NICENESS)
    if hasattr(os, "SCHED_BATCH"):  # Linux: a job handed over does not take the event loop's core from it
        with contextlib.suppress(OSError):  # a sandbox that forbids it: the worker still works, unbatched
            os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))


def _timed(job: Callable[..., T], args: tuple[Any, ...]) -> tuple[T, float]:
    """``job(*args)`` and the CPU seconds it took on the worker.

    An error that could not be rebuilt where it is read (the executor would call its pool broken) is raised as
    a ``RuntimeError`` naming it."""
    started = time.thread_time()
    try:
        result = job(*args)
    except Exception as error:
        try:
            pickle.loads(pickle.dumps(error))
        except Exception:
            raise RuntimeError(f"the worker's error could not be sent back: {error!r}") from None
        raise
    return result, time.thread_time() - started
