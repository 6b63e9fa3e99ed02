"""Work that holds the GIL for long (an AI's search, drawing a picture) run where the event loop does not wait.

A thread of the bot's process still holds the interpreter's lock while it computes, so every click waits
behind it; a worker process does not. :class:`Workers` runs a module-level function with picklable
arguments in ``count`` worker processes, or on one thread when ``count`` is 0 (tests, tools, and hosts that
cannot start processes) and on Windows. The processes start with the first job, so a bot that never needs
them starts none, and a process that died (killed for memory, say) is replaced by a fresh one.

Each process is spoken to over a pipe of its own that the event loop watches: a job is written to an idle
process, its result read when the pipe has it. concurrent.futures' process pool would do the same through two
helper threads of the bot's process (one that hands jobs over, one that waits for results) and a wake-up pipe;
those threads take the interpreter's lock from the event loop for every job (about 100 µs of the loop's own
CPU a job, against some 30 µs here).

Worker processes run at a lower scheduling priority (:data:`NICENESS`): when the machine's cores are all
busy, the operating system runs the event loop's thread first, so a click is answered at once and the AI's
move or the picture waits a little, instead of every click waiting for a core behind a search. On Linux they
are also batch processes (``SCHED_BATCH``): a process woken by a job may not preempt the thread that woke it.
Without that, the kernel often ran the woken worker on the event loop's core at once, and the loop stood
still until the job was done: writing a job to the pipe took 0.8 ms of wall time on average and up to 5 ms
(a whole picture or search), against 60 µs of CPU, with 1,000 Sárkánytojás tables at 20 moves a second.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import pickle
import sys
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from service.settings import forget_secrets

T = TypeVar("T")

#: how much lower than the bot's the worker processes' priority is (Unix niceness, added to the bot's own)
NICENESS = 10
#: how long closing waits for a worker process to end once told to
JOIN_SECONDS = 5.0

Job = tuple[Callable[..., Any], tuple[Any, ...], "asyncio.Future[tuple[Any, float]]"]


class _Process:
    """One worker process, its end of the pipe, and the job it is running."""

    def __init__(self, name: str) -> None:
        # spawn: a fresh interpreter, not a fork of one with threads and an event loop running
        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        self.connection: Connection = ours
        self.process = context.Process(target=_serve, args=(theirs,), name=name, daemon=True)
        self.process.start()
        theirs.close()
        self.job: Job | None = None


class Workers:
    """``count`` worker processes (0: one thread named ``name``) for jobs that compute for a while."""

    def __init__(self, count: int, name: str) -> None:
        self.count = count
        self.name = name
        self._processes: list[_Process] = []
        self._idle: list[_Process] = []
        self._waiting: deque[Job] = deque()
        self._thread: ThreadPoolExecutor | None = None
        self._closing = False
        #: CPU seconds the jobs took, wherever they ran (a worker process's CPU is not this process's), and how many
        #: jobs were done
        self.cpu_seconds = 0.0
        self.jobs = 0

    async def run(self, job: Callable[..., T], *args: Any) -> T:
        """``job(*args)`` on a worker (``job`` and ``args`` must pickle when workers are processes).

        If the worker process running it dies, the job fails with ``BrokenProcessPool`` and a fresh process
        takes the dead one's place: the job is tried once more, and a job that kills its worker again fails.
        """
        try:
            return await self._run(job, args)
        except BrokenProcessPool:
            return await self._run(job, args)

    async def _run(self, job: Callable[..., T], args: tuple[Any, ...]) -> T:
        loop = asyncio.get_running_loop()
        if not self.count or sys.platform == "win32":  # no pipes to watch on Windows' event loop: a thread
            if self._thread is None:
                self._thread = ThreadPoolExecutor(1, thread_name_prefix=self.name)
            result, cpu = await loop.run_in_executor(self._thread, _timed, job, args)
        else:
            if self._closing:
                raise RuntimeError(f"the workers of {self.name} are closing")
            done: asyncio.Future[tuple[Any, float]] = loop.create_future()
            self._waiting.append((job, args, done))
            self._hand_over(loop)
            result, cpu = await done
        self.cpu_seconds += cpu
        self.jobs += 1
        return result

    def _hand_over(self, loop: asyncio.AbstractEventLoop) -> None:
        """Give waiting jobs to idle processes, starting processes up to ``count``."""
        while self._waiting and not self._closing:
            if not self._idle and len(self._processes) < self.count:
                self._start(loop)
            if not self._idle:
                return
            job = self._waiting.popleft()
            if job[2].cancelled():
                continue
            worker = self._idle.pop()
            worker.job = job
            try:
                worker.connection.send((job[0], job[1]))
            except (OSError, ValueError):  # it died while idle: its pipe is closed
                self._lost(loop, worker)
            except Exception as error:  # the job does not pickle
                worker.job = None
                self._idle.append(worker)
                job[2].set_exception(error)

    def _start(self, loop: asyncio.AbstractEventLoop) -> None:
        worker = _Process(f"{self.name}-{len(self._processes) + 1}")
        self._processes.append(worker)
        self._idle.append(worker)
        loop.add_reader(worker.connection.fileno(), self._answered, loop, worker)

    def _answered(self, loop: asyncio.AbstractEventLoop, worker: _Process) -> None:
        """The process wrote its job's result, or died (its pipe ends)."""
        try:
            answer = worker.connection.recv_bytes()
        except (EOFError, OSError):
            self._lost(loop, worker)
            return
        job, worker.job = worker.job, None
        self._idle.append(worker)
        try:
            failed, result, cpu = pickle.loads(answer)
        except Exception as error:  # e.g. an exception whose class cannot be rebuilt from its arguments
            failed, result, cpu = True, RuntimeError(f"the worker's answer could not be read: {error!r}"), 0.0
        if job is not None and not job[2].done():
            if failed:
                job[2].set_exception(result)
            else:
                job[2].set_result((result, cpu))
        self._hand_over(loop)

    def _lost(self, loop: asyncio.AbstractEventLoop, worker: _Process) -> None:
        """A process died: its job fails, and the next job that needs a process starts a fresh one."""
        loop.remove_reader(worker.connection.fileno())
        worker.connection.close()
        self._processes.remove(worker)
        if worker in self._idle:
            self._idle.remove(worker)
        worker.process.join(0)
        job, worker.job = worker.job, None
        if job is not None and not job[2].done():
            exit_code = worker.process.exitcode
            job[2].set_exception(BrokenProcessPool(f"a worker process of {self.name} died (exit code {exit_code})"))
        self._hand_over(loop)

    async def close(self) -> None:
        """Wait for the jobs running (those not started yet are cancelled), then stop the workers (off the
        loop: joining processes blocks). They can be used again afterwards: processes start anew."""
        self._closing = True
        try:
            for job in self._waiting:
                job[2].cancel()
            self._waiting.clear()
            running = [w.job[2] for w in self._processes if w.job is not None]
            await asyncio.gather(*running, return_exceptions=True)
            processes, self._processes, self._idle = self._processes, [], []
            loop = asyncio.get_running_loop()
            for worker in processes:
                loop.remove_reader(worker.connection.fileno())
                worker.connection.close()  # the process reads the end of its pipe and ends
            await asyncio.gather(*(asyncio.to_thread(w.process.join, JOIN_SECONDS) for w in processes))
            thread, self._thread = self._thread, None
            if thread is not None:
                await asyncio.to_thread(thread.shutdown, wait=True, cancel_futures=True)
        finally:
            self._closing = False


def _serve(connection: Connection) -> None:
    """A worker process: give way to the bot's own process when cores are scarce, then run the jobs the pipe
    brings until it ends."""
    forget_secrets()  # the bot took them out before starting it; a process started otherwise does it here
    if hasattr(os, "nice"):  # not on Windows
        os.nice(NICENESS)
    if hasattr(os, "SCHED_BATCH"):  # Linux: a job handed over does not take the event loop's core from it
        with contextlib.suppress(OSError):  # a sandbox that forbids it: the worker still works, unbatched
            os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))
    while True:
        try:
            job, args = connection.recv()
        except (EOFError, OSError):
            return
        try:
            answer: tuple[bool, Any, float] = (False, *_timed(job, args))
        except Exception as error:
            answer = (True, error, 0.0)
        try:
            connection.send(answer)
        except Exception as error:  # a result or an error that does not pickle
            connection.send((True, RuntimeError(f"the worker's answer could not be sent: {error!r}"), 0.0))


def _timed(job: Callable[..., T], args: tuple[Any, ...]) -> tuple[T, float]:
    """``job(*args)`` and the CPU seconds it took on the worker."""
    started = time.thread_time()
    result = job(*args)
    return result, time.thread_time() - started
