"""The bot's own queue for its requests on the bot token, under Discord's global limit.

Discord lets a bot make 50 requests a second in all, across its shards and processes; interaction answers and
edits through an interaction's token are exempt. Over it, Discord answers 429 and discord.py holds back every
request of the process until the limit resets, and many 429s put the bot at risk of a ban. So every request on
the bot token (a table posted or edited, a lobby edited outside a click's answer, a ping, a member fetched) first
waits here for its turn: one every ``1 / rate`` seconds, ``rate`` being the ``REQUEST_BUDGET`` setting times this
process's share of the shards, so that all processes together stay under it.

Who goes first: what a click waits for (:data:`CLICK`), then what a human's next move waits for (:data:`HUMAN`),
then what only onlookers watch (:data:`ONLOOKER`); within each, servers take turns, a request each, and each
server's requests go in the order they came. A table waits here *before* it is drawn, so the changes that come
while it waits are drawn at once when its turn comes: the latest state wins, one request for them all.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict, deque
from collections.abc import Callable, Hashable
from typing import Final

#: a click's handler waits for the request (e.g. a member fetched for a Rematch)
CLICK: Final = 0
#: a human's next move waits for it: a table whose next player has not seen the change, a lobby, a ping
HUMAN: Final = 1
#: only onlookers watch it: a table whose next player is an AI seat, or who sees the change in their private view
ONLOOKER: Final = 2
PRIORITIES: Final = (CLICK, HUMAN, ONLOOKER)
#: the span over which Discord counts a bot's requests (its limit is so many in any such span)
WINDOW: Final = 1.0


def share(shard_ids: tuple[int, ...] | None, shard_count: int | None) -> float:
    """This process's part of the budget: its shards among all the processes' (1 when it runs them all)."""
    if shard_ids is None or not shard_count:
        return 1.0
    return len(shard_ids) / shard_count


class _Waiter:
    __slots__ = ("future", "guild", "priority")

    def __init__(self, future: asyncio.Future[None], guild: int, priority: int) -> None:
        self.future, self.guild, self.priority = future, guild, priority


class Budget:
    """Hands out turns to make a request, at most ``rate`` a second, by priority and server in turn."""

    def __init__(self, rate: float, clock: Callable[[], float] | None = None) -> None:
        self.interval = 1.0 / rate
        self._clock = clock
        #: when the next request may go
        self._next = 0.0
        #: per priority, the servers with requests waiting (in the order they are served) and those requests
        self._queues: tuple[OrderedDict[int, deque[_Waiter]], ...] = tuple(OrderedDict() for _ in PRIORITIES)
        #: the waiters that may be promoted, by their key (a table waits under its game's id)
        self._keyed: dict[Hashable, _Waiter] = {}
        self._pacer: asyncio.Task[None] | None = None
        #: turns given so far
        self.granted = 0
        #: when the requests of the last :data:`WINDOW` went, and how many may go in one
        self._sent: deque[float] = deque()
        self._most = max(1, int(rate * WINDOW))

    def now(self) -> float:
        return self._clock() if self._clock is not None else asyncio.get_running_loop().time()

    @property
    def waiting(self) -> int:
        """Requests waiting for their turn."""
        return sum(len(queue) for queues in self._queues for queue in queues.values())

    async def turn(self, guild_id: int | None, priority: int, key: Hashable | None = None) -> None:
        """Wait until a request of this server may go. ``key``: a name under which :meth:`promote` finds it."""
        now = self.now()
        if self._next <= now and not self.waiting:
            self._grant(now)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        waiter = _Waiter(future, guild_id or 0, priority)
        self._enqueue(waiter)
        if key is not None:
            self._keyed[key] = waiter
        if self._pacer is None or self._pacer.done():
            self._pacer = asyncio.create_task(self._pace(), name="hoard-request-budget")
        try:
            await future
        except asyncio.CancelledError:
            if not future.cancelled():  # the turn was given: pass it on
                self.give_back()
            else:
                self._remove(waiter)
            raise
        finally:
            if key is not None and self._keyed.get(key) is waiter:
                del self._keyed[key]

    def promote(self, key: Hashable, priority: int) -> None:
        """The request waiting under ``key`` is now wanted sooner (a table whose next player became a human)."""
        waiter = self._keyed.get(key)
        if waiter is None or waiter.priority <= priority or waiter.future.done():
            return
        self._remove(waiter)
        waiter.priority = priority
        self._enqueue(waiter)

    def give_back(self) -> None:
        """The turn just given was not used (the table showed its latest state already): the next may go sooner."""
        self._next = max(self._next - self.interval, self.now())
        self.granted -= 1

    def _enqueue(self, waiter: _Waiter) -> None:
        self._queues[waiter.priority].setdefault(waiter.guild, deque()).append(waiter)

    def _remove(self, waiter: _Waiter) -> None:
        queues = self._queues[waiter.priority]
        queue = queues.get(waiter.guild)
        if queue is not None and waiter in queue:
            queue.remove(waiter)
            if not queue:
                del queues[waiter.guild]

    def _grant(self, now: float) -> None:
        self._next = max(self._next, now) + self.interval
        self.granted += 1

    def _take(self) -> _Waiter | None:
        """The next request to go: the first priority with any, its next server's oldest (that server then waits
        behind the others)."""
        for queues in self._queues:
            while queues:
                guild, queue = next(iter(queues.items()))
                waiter = queue.popleft()
                if queue:
                    queues.move_to_end(guild)
                else:
                    del queues[guild]
                if not waiter.future.done():
                    return waiter
        return None

    async def _pace(self) -> None:
        while self.waiting:
            wait = self._next - self.now()
            if wait > 0:
                await asyncio.sleep(wait)
            waiter = self._take()
            if waiter is None:
                return
            self._grant(self.now())
            waiter.future.set_result(None)
            await asyncio.sleep(0)  # let the request go before the next turn is given

    async def sending(self) -> None:
        """Wait, right before a request goes, until fewer than a window's worth of the budget went in the last
        :data:`WINDOW`. A table's turn is given before it is drawn, and drawings take their time (a picture waits
        for a worker process): requests whose turns came apart could otherwise go out together, more in one second
        than Discord allows."""
        while True:
            now = self.now()
            sent = self._sent
            while sent and now - sent[0] >= WINDOW:
                sent.popleft()
            if len(sent) < self._most:
                sent.append(now)
                return
            await asyncio.sleep(sent[0] + WINDOW - now)

    async def close(self) -> None:
        if self._pacer is not None:
            self._pacer.cancel()
            await asyncio.gather(self._pacer, return_exceptions=True)
