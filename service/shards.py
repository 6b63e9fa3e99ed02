"""The games of the shards this process holds: with shard leases (:class:`service.storage.ShardLeases`) the
service resumes, times and plays AI turns only for the games of guilds on shards this process holds, renews its
leases in the background, and hands over games whose shard it lost.
"""

from __future__ import annotations

import asyncio
import logging

from service.clocks import Clocks
from service.storage import ShardConfigError, StorageError

log = logging.getLogger(__name__)


class Shards(Clocks):
    """Taking up the games of the shards this process gains, and letting go of those of the shards it loses."""

    async def _resume(self, shards: set[int] | None) -> None:
        def ours(guild_id: int | None) -> bool:
            return shards is None or self.leases is None or self.leases.shard_of(guild_id) in shards

        await self._load_away()
        for game_id, guild_id, deadline in await self.storage.open_deadlines():
            if ours(guild_id):
                self.scheduler.set(game_id, deadline)
        if self._resume_listeners:
            playing = [game_id for game_id, guild_id in await self.storage.active_games() if ours(guild_id)]
            for listener in self._resume_listeners:
                listener(playing)

    async def _keep_leases(self) -> None:
        assert self.leases is not None
        while True:
            await asyncio.sleep(self.leases.duration / 3)
            await self._renew_leases()

    async def _renew_leases(self) -> None:
        """Renew this process's shard leases and take free ones; resume what was gained, drop what was lost."""
        leases = self.leases
        assert leases is not None
        started = leases.clock()
        try:
            held = await self.storage.transaction(leases.claim)
        except (StorageError, ShardConfigError) as error:
            log.error("could not renew the shard leases: %s", error)
            if leases.clock() >= leases.renewed_at + leases.duration and leases.held:
                self._drop(set(leases.held))
                leases.held = set()
            return
        gained, lost = held - leases.held, leases.held - held
        # A renewal that ended after the lease ran out: its games' timers that fell due meanwhile were let go (the
        # process could not tell it still ran them), so the shards kept are taken up again like gained ones.
        lapsed = held & leases.held if leases.clock() >= leases.renewed_at + leases.duration else set()
        leases.held, leases.renewed_at = held, started
        if lost:
            log.warning("shards %s are run by another process now", sorted(lost))
            self._drop(lost)
        if gained:
            log.info("running the games of shards %s", sorted(gained))
        if gained or lapsed:
            await self._resume(gained | lapsed)

    def _drop(self, shards: set[int]) -> None:
        """Forget the games of shards another process runs now (their timers fire there)."""
        assert self.leases is not None
        for game_id, live in list(self._live.items()):
            if self.leases.shard_of(live.record.guild_id) in shards:
                self._forget(game_id)
                self.scheduler.set(game_id, None)
