"""The games' clock: every deadline wakes its game on time, by the clock it was given, once."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Callable

from service.scheduler import Scheduler

#: a ticker that never comes round during a test: whatever fires, fires by its own timer
NO_TICKS = 3600.0


class Fired:
    """When each game was woken (real time); waits for the wake-ups a test expects."""

    def __init__(self) -> None:
        self.at: dict[int, float] = {}
        self._woken = asyncio.Event()

    async def fire(self, game_id: int) -> None:
        self.at[game_id] = time.time()
        self._woken.set()

    async def until(self, condition: Callable[[], bool], longest: float = 5.0) -> None:
        """Wait for ``condition`` (a slow machine may be late; what fires early or never is caught all the same)."""
        deadline = time.monotonic() + longest
        while not condition() and time.monotonic() < deadline:
            self._woken.clear()
            try:
                await asyncio.wait_for(self._woken.wait(), deadline - time.monotonic())
            except TimeoutError:
                return


@contextlib.asynccontextmanager
async def running(scheduler: Scheduler) -> AsyncIterator[Scheduler]:
    scheduler.start()
    try:
        yield scheduler
    finally:
        await scheduler.stop()


async def test_each_deadline_wakes_its_game_on_time_not_all_at_the_next_tick():
    fired = Fired()
    async with running(Scheduler(fired.fire, time.time, NO_TICKS)) as scheduler:
        now = time.time()
        due = {1: now + 0.05, 2: now + 0.15, 3: now + 0.25}
        for game_id, when in due.items():
            scheduler.set(game_id, when)
        await fired.until(lambda: len(fired.at) == len(due))
        assert set(fired.at) == set(due)
        assert fired.at[1] < fired.at[2] < fired.at[3]  # one by one, each at its time
        for game_id, when in due.items():
            assert when <= fired.at[game_id] < when + 0.5, (game_id, fired.at[game_id] - when)
        assert scheduler.due(1) is None


async def test_a_deadline_moved_or_forgotten_does_not_fire_at_its_old_time():
    fired = Fired()
    async with running(Scheduler(fired.fire, time.time, NO_TICKS)) as scheduler:
        now = time.time()
        scheduler.set(1, now + 0.05)
        scheduler.set(1, None)
        scheduler.set(2, now + 0.05)
        scheduler.set(2, now + 0.3)
        await asyncio.sleep(0.15)
        assert fired.at == {}
        await fired.until(lambda: bool(fired.at))
        assert set(fired.at) == {2} and fired.at[2] >= now + 0.3


async def test_a_deadline_waits_for_the_clock_it_was_given():
    fired = Fired()
    clock = [1_000.0]  # a clock of its own that only moves when told, as the tests' World's
    async with running(Scheduler(fired.fire, lambda: clock[0], NO_TICKS)) as scheduler:
        scheduler.set(7, clock[0] + 0.02)
        await asyncio.sleep(0.1)  # real time has passed the deadline, its clock has not
        assert fired.at == {} and scheduler.due(7) == 1_000.02
        clock[0] += 1
        await fired.until(lambda: bool(fired.at))
        assert set(fired.at) == {7} and scheduler.due(7) is None
