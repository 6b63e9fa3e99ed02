"""The game service: lobbies, moves, AI turns and turn timers for every game kind.

Everything that changes a game goes through :class:`GameService` and happens inside that game's ``asyncio.Lock``:
load, validate, apply, persist, and only then answer. The Discord layer subscribes with
:meth:`GameService.subscribe` to hear about changes and redraw tables.

The service is one class made of one part per concept, each in a module of its own: :mod:`service.base` (the
games held in memory, storing and telling), :mod:`service.lobbies`, :mod:`service.play` (moves and stale clicks),
:mod:`service.clocks` (who is pending, turn timers, pauses), :mod:`service.ai_turns` (what the clock does when
due: timeouts and AI moves) and :mod:`service.shards` (shard leases); a game's turn bookkeeping is a
:class:`service.turns.Turns`.
"""

from __future__ import annotations

import asyncio
import logging

from service.ai_turns import AiTurns
from service.base import Change, GameError, IllegalMove, Live, NotSaved, Player, StaleClick
from service.lobbies import Lobbies
from service.shards import Shards
from service.storage import StorageError

__all__ = [
    "Change",
    "GameError",
    "GameService",
    "IllegalMove",
    "Live",
    "NotSaved",
    "Player",
    "StaleClick",
]

log = logging.getLogger(__name__)


class GameService(Lobbies, AiTurns, Shards):
    """Every game of this process: the one object the Discord side speaks to."""

    async def start(self) -> None:
        """Resume the timers of every open game this process runs (after a restart too)."""
        if self.leases is None:
            await self._resume(None)
        else:
            await self._renew_leases()
            self._lease_keeper = asyncio.create_task(self._keep_leases(), name="hoard-shard-leases")
        self.scheduler.start()

    async def stop(self) -> None:
        if self._lease_keeper is not None:
            self._lease_keeper.cancel()
            await asyncio.gather(self._lease_keeper, return_exceptions=True)
            self._lease_keeper = None
        await self.scheduler.stop()
        await self.thinkers.close()
        await self.recorders.close()
        if self.leases is not None and self.leases.held:
            try:
                await self.storage.transaction(self.leases.release)
            except StorageError:
                log.warning("could not give up the shard leases; they run out in %g s", self.leases.duration)
            self.leases.held = set()
