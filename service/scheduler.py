"""One clock for all games: wakes a game when its deadline (AI move, turn timer, lobby expiry) is due.

Deadlines live in the database; this is only the in-memory index of them, rebuilt at start-up.
Each deadline wakes its game on time by a timer of its own (a ticker checking every ``granularity`` seconds
would start every game due within that window together: at a thousand tables, hundreds of AI moves in one burst
of the event loop that the clicks meanwhile wait behind). The timer checks the clock it was given before it
fires, so tests that move a clock of their own run a deadline only once that clock passed it; the ticker
(every ``granularity`` seconds) still starts whatever fell due meanwhile. A deadline that is due already when
it is set runs at once, so with no AI delay whole games run at full speed.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Coroutine
from typing import Any

#: how long a deadline's timer that woke before its clock passed it waits at least before it looks again
AGAIN_AFTER = 0.01


class Scheduler:
    def __init__(
        self, fire: Callable[[int], Coroutine[Any, Any, None]], clock: Callable[[], float], granularity: float
    ) -> None:
        self._fire = fire
        self._clock = clock
        self._granularity = max(granularity, 0.001)
        self._due: dict[int, float] = {}
        self._timers: dict[int, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._ticker: asyncio.Task[None] | None = None

    def set(self, game_id: int, when: float | None) -> None:
        """Wake ``game_id`` at ``when`` (a Unix time); ``None`` forgets it."""
        self._disarm(game_id)
        if when is None:
            self._due.pop(game_id, None)
        elif when <= self._clock() and self._ticker is not None:
            self._due.pop(game_id, None)
            self._spawn(game_id)
        else:
            self._due[game_id] = when
            if self._ticker is not None:
                self._arm(game_id, when)

    def _arm(self, game_id: int, when: float, least: float = 0.0) -> None:
        delay = max(when - self._clock(), least)
        self._timers[game_id] = asyncio.get_running_loop().call_later(delay, self._wake, game_id, when)

    def _disarm(self, game_id: int) -> None:
        timer = self._timers.pop(game_id, None)
        if timer is not None:
            timer.cancel()

    def _wake(self, game_id: int, when: float) -> None:
        """A deadline's own timer: the game starts if that deadline still stands and its clock has passed it."""
        self._timers.pop(game_id, None)
        if self._due.get(game_id) != when:
            return
        if when <= self._clock():
            del self._due[game_id]
            self._spawn(game_id)
        else:  # its clock is not there yet (a few microseconds early, or a clock a test moves itself)
            self._arm(game_id, when, AGAIN_AFTER)

    def due(self, game_id: int) -> float | None:
        return self._due.get(game_id)

    def start(self) -> None:
        if self._ticker is None:
            self._ticker = asyncio.create_task(self._tick(), name="hoard-scheduler")
            for game_id, when in self._due.items():
                self._arm(game_id, when)

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._ticker
            self._ticker = None
        for game_id in list(self._timers):
            self._disarm(game_id)
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def run_due(self) -> None:
        """Start every game whose deadline has passed (the ticker calls this)."""
        now = self._clock()
        for game_id, when in list(self._due.items()):
            if when <= now:
                del self._due[game_id]
                self._disarm(game_id)
                self._spawn(game_id)

    async def _tick(self) -> None:
        while True:
            self.run_due()
            await asyncio.sleep(self._granularity)

    def _spawn(self, game_id: int) -> None:
        task: asyncio.Task[None] = asyncio.create_task(self._fire(game_id), name=f"hoard-game-{game_id}")
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    @property
    def busy(self) -> bool:
        """True while a game's timer work is running (tests wait for this)."""
        return bool(self._tasks)
