"""Work that holds the GIL for long (an AI's search, drawing a picture) run where the event loop does not wait.

A thread of the bot's process still holds the interpreter's lock while it computes, so every click waits
behind it; a worker process does not. :class:`Workers` runs a module-level function with picklable
arguments in ``count`` worker processes, or on one thread when ``count`` is 0 (tests, tools, and hosts that
cannot start processes). The pool starts with the first job, so a bot that never needs it starts no process,
and a pool one of whose processes died (killed for memory, say) is replaced by a fresh one.

Worker processes run at a lower scheduling priority (:data:`NICENESS`): when the machine's cores are all
busy, the operating system runs the event loop's thread first, so a click is answered at once and the AI's
move or the picture waits a little, instead of every click waiting for a core behind a search.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

T = TypeVar("T")

#: how much lower than the bot's the worker processes' priority is (Unix niceness, added to the bot's own)
NICENESS = 10


class Workers:
    """``count`` worker processes (0: one thread named ``name``) for jobs that compute for a while."""

    def __init__(self, count: int, name: str) -> None:
        self.count = count
        self.name = name
        self._executor: Executor | None = None
        #: CPU seconds the jobs took, wherever they ran (a worker process's CPU is not this process's)
        self.cpu_seconds = 0.0

    def _pool(self) -> Executor:
        if self._executor is None:
            if self.count:
                # spawn: a fresh interpreter, not a fork of one with threads and an event loop running
                context = multiprocessing.get_context("spawn")
                self._executor = ProcessPoolExecutor(self.count, mp_context=context, initializer=_yield_cpu)
            else:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix=self.name)
        return self._executor

    async def run(self, job: Callable[..., T], *args: Any) -> T:
        """``job(*args)`` on a worker (``job`` and ``args`` must pickle when workers are processes).

        If a worker process died, the jobs then running fail with ``BrokenProcessPool`` and the pool takes no
        more: this job is tried once more on a fresh pool, and a job that kills its worker again fails.
        """
        try:
            return await self._run(job, args)
        except BrokenProcessPool:
            return await self._run(job, args)

    async def _run(self, job: Callable[..., T], args: tuple[Any, ...]) -> T:
        pool = self._pool()
        try:
            result, cpu = await asyncio.get_running_loop().run_in_executor(pool, _timed, job, args)
        except BrokenProcessPool:
            self._discard(pool)
            raise
        self.cpu_seconds += cpu
        return result

    def _discard(self, pool: Executor) -> None:
        """Forget a broken pool (unless another job replaced it already); its processes are gone."""
        if self._executor is pool:
            self._executor = None
            pool.shutdown(wait=False, cancel_futures=True)

    async def close(self) -> None:
        """Wait for the jobs running, then stop the workers (off the loop: joining processes blocks)."""
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)


def _yield_cpu() -> None:
    """In a new worker process: give way to the bot's own process when cores are scarce."""
    if hasattr(os, "nice"):  # not on Windows
        os.nice(NICENESS)


def _timed(job: Callable[..., T], args: tuple[Any, ...]) -> tuple[T, float]:
    """``job(*args)`` and the CPU seconds it took on the worker."""
    started = time.thread_time()
    result = job(*args)
    return result, time.thread_time() - started
