"""Python's garbage collector, paced by the clock for a bot that keeps a thousand games in memory for days.

CPython starts a young collection once the container objects made outnumber those freed by a threshold. A bot
whose games replace their objects move by move frees nearly as many as it makes, so that count hardly rises:
with 1,000 tables at 100 moves/s, young collections came every 4 s at first and every 27 s after three minutes,
each walking everything made meanwhile that was still alive (7,000 objects, then 31,000: 2.5 ms, then 25 ms).
And whatever lives on reaches the old generation, which a full collection walks whole: first everything the
games made since start-up, in time all of it (about 160,000 objects with 1,000 tables, 1.3 µs each).

So the clock paces the collector instead (:class:`Collector`): a young collection every half second, a middle one
every other, and what outlives a middle collection is frozen (``gc.freeze``) like the heap after start-up
(:func:`settle_heap`). Frozen objects are freed by reference counting like any other; what no collection looks
at again are only those in a reference cycle, and the bot makes none of its own (``tests/test_collector.py``
plays every game from its slash command to its Rematch, and discord.py's own clicks, with the collector off).
Collections this often each walk only what a half second or a second left, so each is short, and no full one comes;
nothing is left in a cycle by the frozen heap (figures: docs/performance.md, "Garbage collection"). Python's own
pacing with only ``gc.freeze()`` after start-up is not yet measured against it.
"""

from __future__ import annotations

import asyncio
import gc
import logging
from typing import Any

log = logging.getLogger(__name__)

#: the collector's own thresholds, left as a backstop for bursts between ticks (Python's default is 700, 10, 10):
#: a young collection once 5,000 more objects were made than freed, a middle one every five of those
THRESHOLDS = (5_000, 5, 10)
#: seconds between the clock's young collections
YOUNG_EVERY = 0.5
#: every this many of the clock's collections is a middle one
MIDDLE_EVERY = 2
#: every this many of the clock's collections (an hour's), the objects frozen are logged: they go up and down with the
#: games in memory, and would only ever grow if something the bot holds for long were left in reference cycles
LOG_EVERY = 7200


def settle_heap() -> None:
    """Move everything alive after start-up (modules, cards, tiles, resumed games, discord.py's cache) out of
    the collector's sight, so that no collection walks it again."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)


class Collector:
    """Young and middle collections by the clock on the running event loop, and the survivors of middle (and
    full) collections frozen, wherever those collections came from."""

    def __init__(
        self, young_every: float = YOUNG_EVERY, middle_every: int = MIDDLE_EVERY, log_every: int = LOG_EVERY
    ) -> None:
        self.young_every = young_every
        self.middle_every = middle_every
        self.log_every = log_every
        self._ticks = 0
        self._timer: asyncio.TimerHandle | None = None

    @property
    def running(self) -> bool:
        return self._timer is not None

    @property
    def ticks(self) -> int:
        """The clock's collections so far."""
        return self._ticks

    def start(self) -> None:
        """Pace the collector from now on (on the running loop); the heap is settled first."""
        if self.running:
            return
        settle_heap()
        self._schedule()
        gc.callbacks.append(self._collected)

    def stop(self) -> None:
        """Stop pacing; what was frozen stays frozen, the thresholds stay set."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
            gc.callbacks.remove(self._collected)

    def tick(self) -> int:
        """One collection of the clock's, young or (every :attr:`middle_every`) middle; the generation collected."""
        self._ticks += 1
        generation = 1 if self._ticks % self.middle_every == 0 else 0
        gc.collect(generation)
        if self._ticks % self.log_every == 0:
            log.info("garbage collector: %d objects frozen", gc.get_freeze_count())
        return generation

    def _schedule(self) -> None:
        self._timer = asyncio.get_running_loop().call_later(self.young_every, self._on_time)

    def _on_time(self) -> None:
        self.tick()
        self._schedule()

    @staticmethod
    def _collected(phase: str, info: dict[str, Any]) -> None:
        # What outlived a middle or full collection lives long: no collection need walk it again.
        if phase == "stop" and info["generation"] >= 1:
            gc.freeze()
