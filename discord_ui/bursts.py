"""Bursts: a move and the AI moves that follow it at once, drawn as one change.

When AI seats move right after a player (no AI pace set), the table and the private views are drawn once, when
the last of those moves is in, not once per move. The player's own answer may wait for them too: answering
at once and then editing the view with the AI's reply is two drawings and two requests, waiting is one. It
waits at most :data:`REPLY_WAIT`, and only where the AI has lately replied within that time: a game whose
AI thinks longer (a harder level, a busy worker) is answered at once, as the reply would come too late to
save anything but would delay every answer. Until its AI has shown it replies in time, a kind of game's
answers do not wait.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

#: the longest a burst of changes goes undrawn: a long search is shown move by move
BURST_LONGEST = 1.0
#: how long the answer to a move waits for the AI's reply that follows at once, counted from the move: short,
#: as it is added to every answer whose reply comes later (with one AI worker shared by every game, a quick AI's
#: reply can wait behind another game's long search; 30 ms put the p99 at 100 moves/s at 40 ms)
REPLY_WAIT = 0.015
#: how much one burst moves the estimate of how often a kind of game's AI replies within the wait; answers wait
#: while that estimate is at least :data:`WAIT_IF_QUICKER` (nine replies in ten in time, lately)
QUICK_WEIGHT, WAIT_IF_QUICKER = 0.1, 0.9


@dataclass
class _Burst:
    timer: asyncio.TimerHandle
    began: float
    #: what kind of game and AI it is, for the estimate of how quick its replies are
    key: Hashable
    #: answers waiting for its end
    replies: list[asyncio.Future[None]] = field(default_factory=list)


class Bursts:
    """The games in a burst. ``over(game_id)`` draws a game once its burst ends (the caller ends it with
    :meth:`end`) or it has lasted :data:`BURST_LONGEST`."""

    def __init__(self, over: Callable[[int], None]) -> None:
        self._over = over
        self._held: dict[int, _Burst] = {}
        #: per key, a moving average of whether its bursts ended within :data:`REPLY_WAIT` (1) or not (0)
        self._quick: dict[Hashable, float] = {}
        self._closed = False

    def __bool__(self) -> bool:
        return bool(self._held)

    def hold(self, game_id: int, key: Hashable) -> None:
        """An AI move follows this change of the game at once: draw it when the burst ends."""
        if game_id not in self._held and not self._closed:  # (AI moves stored while the bot stops: no drawing)
            loop = asyncio.get_running_loop()
            timer = loop.call_later(BURST_LONGEST, self._over, game_id)
            self._held[game_id] = _Burst(timer, loop.time(), key)

    def end(self, game_id: int) -> None:
        """The game's burst (if any) is over: the answers waiting for it go out."""
        burst = self._held.pop(game_id, None)
        if burst is None:
            return
        burst.timer.cancel()
        quick = asyncio.get_running_loop().time() - burst.began <= REPLY_WAIT
        estimate = self._quick.get(burst.key, 0.0)
        self._quick[burst.key] = estimate + QUICK_WEIGHT * (quick - estimate)
        for reply in burst.replies:
            _settle(reply)

    async def reply(self, game_id: int) -> None:
        """Wait for the end of the game's burst, at most until :data:`REPLY_WAIT` after it began, if its kind's
        replies have lately come within that time."""
        burst = self._held.get(game_id)
        if burst is None or self._quick.get(burst.key, 0.0) < WAIT_IF_QUICKER:
            return
        loop = asyncio.get_running_loop()
        ended: asyncio.Future[None] = loop.create_future()
        burst.replies.append(ended)
        timer = loop.call_at(burst.began + REPLY_WAIT, _settle, ended)
        try:
            await ended
        finally:
            timer.cancel()
            if ended in burst.replies:
                burst.replies.remove(ended)

    def close(self) -> None:
        """Stop every burst's timer and let its waiting answers go; no burst is held from now on."""
        self._closed = True
        for burst in self._held.values():
            burst.timer.cancel()
            for reply in burst.replies:
                _settle(reply)
        self._held.clear()


def _settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)
