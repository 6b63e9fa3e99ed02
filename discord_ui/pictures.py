"""Table pictures: what a picture is drawn from, and where it is drawn.

A game's presenter says how to draw its table's picture as a :class:`Picture`: a module-level drawing
function and the picklable inputs it reads, nothing else. The inputs' digest is the picture's key: the
table keeper re-uploads a picture only when its key changed, and :class:`Painter` keeps the latest PNGs by
key so that a repost or a restart's redraw does not draw the same picture twice.

Drawing (Pillow, 10-50 ms) holds the GIL, so it runs in worker processes, never on the event loop's
interpreter; with no worker processes (``PICTURE_WORKERS=0``, for environments without them) on a thread.
"""

from __future__ import annotations

import asyncio
import hashlib
import multiprocessing
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

#: PNGs kept by key (a table picture is 10-60 kB)
CACHED_PICTURES = 64


@dataclass(frozen=True)
class Picture:
    """How to draw one picture: ``draw(*inputs)`` returns the PNG; same inputs, same bytes."""

    draw: Callable[..., bytes]
    inputs: tuple[Any, ...]

    def key(self) -> str:
        """A digest of the drawing function and every input (frozen dataclasses, tuples: their repr is whole)."""
        named = (self.draw.__module__, self.draw.__qualname__, self.inputs)
        return hashlib.blake2b(repr(named).encode(), digest_size=16).hexdigest()


def _draw(picture: Picture) -> tuple[bytes, float]:
    """The PNG, and the CPU seconds drawing it took (in a worker process, not seen by this one's clock)."""
    started = time.thread_time()
    png = picture.draw(*picture.inputs)
    return png, time.thread_time() - started


class Painter:
    """Draws pictures in ``workers`` processes (0: one thread), keeping the latest ones by key."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._executor: Executor | None = None
        self._drawn: OrderedDict[str, bytes] = OrderedDict()
        #: CPU seconds spent drawing, wherever it ran (the load benchmark adds the worker processes' share)
        self.cpu_seconds = 0.0

    def _pool(self) -> Executor:
        if self._executor is None:  # started with the first picture: a bot without pictures starts no process
            if self.workers:
                # spawn: a fresh interpreter, not a fork of one with threads and an event loop running
                context = multiprocessing.get_context("spawn")
                self._executor = ProcessPoolExecutor(self.workers, mp_context=context)
            else:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix="hoard-picture")
        return self._executor

    async def draw(self, picture: Picture, key: str | None = None) -> bytes:
        """The PNG of ``picture`` (``key``: its key, if already computed)."""
        key = key or picture.key()
        kept = self._drawn.get(key)
        if kept is not None:
            self._drawn.move_to_end(key)
            return kept
        png, cpu = await asyncio.get_running_loop().run_in_executor(self._pool(), _draw, picture)
        self.cpu_seconds += cpu
        self._drawn[key] = png
        if len(self._drawn) > CACHED_PICTURES:
            self._drawn.popitem(last=False)
        return png

    async def close(self) -> None:
        """Wait for pictures being drawn, then stop the workers (off the loop: joining processes blocks)."""
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)
