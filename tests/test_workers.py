"""AI seats think in worker processes: the same moves as on a thread, and the CPU they took is counted."""

from __future__ import annotations

import asyncio
import os
import pickle
import time
from concurrent.futures.process import BrokenProcessPool

import pytest

from engine.registry import engines
from service.ai_turns import _ai_moves
from service.workers import NICENESS, Workers


async def test_ai_moves_made_in_a_worker_process_are_those_made_on_a_thread():
    process, thread = Workers(1, "test-ai"), Workers(0, "test-ai")
    try:
        for engine in engines().values():
            seats = max(engine.min_seats, 2)
            state = engine.new_state(seats, {}, 7)
            for _ in range(6):
                if engine.is_over(state):
                    break
                automatic = dict.fromkeys(engine.to_act(state), ("ai", "hard"))
                if not automatic:
                    break
                far = await process.run(_ai_moves, engine, engine.snapshot(state), automatic, 7, 0, {})
                near = await thread.run(_ai_moves, engine, engine.snapshot(state), automatic, 7, 0, {})
                assert far == near and far, engine.id
                for seat, action, _source in far[0]:
                    engine.apply(state, seat, action)
        assert process.cpu_seconds > 0 and thread.cpu_seconds > 0
    finally:
        await process.close()
        await thread.close()


def test_an_engine_travels_as_its_class_whatever_was_set_on_it():
    engine = next(iter(engines().values()))
    engine.view = lambda state, seat: None  # as the soak's leak watch does
    try:
        copy = pickle.loads(pickle.dumps(engine))
        assert type(copy) is type(engine) and "view" not in vars(copy)
    finally:
        del engine.view


def _die() -> None:
    os._exit(3)  # as a worker killed for memory would


async def test_a_worker_process_that_died_is_replaced_and_the_next_job_runs():
    workers = Workers(1, "test-ai")
    try:
        first = await workers.run(os.getpid)
        with pytest.raises(BrokenProcessPool):
            await workers.run(_die)  # tried on a fresh process once more, where it dies again
        assert await workers.run(pow, 3, 3) == 27
        assert await workers.run(os.getpid) not in (first, os.getpid())
    finally:
        await workers.close()


def _fail(text: str) -> None:
    raise ValueError(text)


async def test_a_job_that_raises_fails_with_its_error_and_the_worker_goes_on():
    workers = Workers(1, "test-ai")
    try:
        with pytest.raises(ValueError, match="no such card"):
            await workers.run(_fail, "no such card")
        with pytest.raises((AttributeError, pickle.PicklingError)):
            await workers.run(pow, lambda: None, 2)  # a lambda does not pickle: refused before it leaves
        assert await asyncio.gather(*(workers.run(pow, n, 2) for n in range(20))) == [n * n for n in range(20)]
        assert len(set(await asyncio.gather(*(workers.run(os.getpid) for _ in range(20))))) == 1
    finally:
        await workers.close()


def _niceness() -> int:
    return os.nice(0)


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process priorities on this system")
async def test_worker_processes_give_way_to_the_bot_when_cores_are_scarce():
    workers = Workers(1, "test-ai")
    try:
        assert await workers.run(_niceness) == min(os.nice(0) + NICENESS, 19)
    finally:
        await workers.close()


def _scheduling_policy() -> int:
    return os.sched_getscheduler(0)


@pytest.mark.skipif(not hasattr(os, "SCHED_BATCH"), reason="no batch scheduling on this system")
async def test_a_worker_woken_by_a_job_does_not_preempt_the_event_loop():
    workers = Workers(1, "test-picture")
    try:
        assert await workers.run(_scheduling_policy) == os.SCHED_BATCH
    finally:
        await workers.close()


class _Unreadable(Exception):
    """An error that pickles but cannot be rebuilt from what it pickles (its ``args`` are one string)."""

    def __init__(self, card: str, seat: int) -> None:
        super().__init__(f"{card} at seat {seat}")


def _fail_unreadably() -> None:
    raise _Unreadable("R7", 2)


async def test_an_answer_that_cannot_be_read_fails_its_job_and_the_worker_goes_on():
    workers = Workers(1, "test-ai")
    try:
        with pytest.raises(RuntimeError, match="could not be sent back"):
            await asyncio.wait_for(workers.run(_fail_unreadably), 10)
        assert await asyncio.wait_for(workers.run(pow, 2, 10), 10) == 1024
    finally:
        await workers.close()


async def test_closing_waits_for_the_job_running_and_cancels_those_still_queued():
    workers = Workers(1, "test-ai")
    try:
        running = asyncio.ensure_future(workers.run(time.sleep, 0.5))
        await asyncio.sleep(0.1)
        # the executor hands one job more than it has processes over at once: that one still runs
        waiting = [asyncio.ensure_future(workers.run(pow, 2, n)) for n in range(5)]
        await asyncio.sleep(0.1)
        await asyncio.wait_for(workers.close(), 10)
        assert running.done() and running.result() is None
        assert all(w.cancelled() or w.result() == 2**n for n, w in enumerate(waiting))
        assert sum(w.cancelled() for w in waiting) >= 3
        assert await asyncio.wait_for(workers.run(pow, 3, 2), 10) == 9  # usable again: a fresh process
    finally:
        await workers.close()
