"""One clock for all games: wakes a game when its deadline (AI move, turn timer, lobby expiry) is due.

Deadlines live in the database; this is only the in-memory index of them, rebuilt at start-up.
A single background task checks it every ``granularity`` seconds, and a deadline that is due
already when it is set runs at once, so with no AI delay whole games run at full speed.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Coroutine
from typing import Any


class Scheduler:
    def __init__(
        self, fire: Callable[[int], Coroutine[Any, Any, None]], clock: Callable[[], float], granularity: float
    ) -> None:
        self._fire = fire
        self._clock = clock
        self._granularity = max(granularity, 0.001)
        self._due: dict[int, float] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._ticker: asyncio.Task[None] | None = None

    def set(self, game_id: int, when: float | None) -> None:
        """Wake ``game_id`` at ``when`` (a Unix time); ``None`` forgets it."""
        if when is None:
            self._due.pop(game_id, None)
        elif when <= self._clock() and self._ticker is not None:
            self._due.pop(game_id, None)
            self._spawn(game_id)
        else:
            self._due[game_id] = when

    def due(self, game_id: int) -> float | None:
        return self._due.get(game_id)

    def start(self) -> None:
        if self._ticker is None:
            self._ticker = asyncio.create_task(self._tick(), name="hoard-scheduler")

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._ticker
            self._ticker = None
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def run_due(self) -> None:
        """Start every game whose deadline has passed (the ticker calls this)."""
        now = self._clock()
        for game_id, when in list(self._due.items()):
            if when <= now:
                del self._due[game_id]
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
