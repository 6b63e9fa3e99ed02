"""Shard leases: which bot process may act on the games of which guilds.

A guild belongs to shard ``(guild_id >> 22) % shard_count`` (Discord's rule, so a process gets the
interactions of exactly the guilds it owns). A process holds a lease row per shard it runs, renews
it every third of its duration and deletes it when it stops; a lease that ran out, or whose owner
is a process of this machine that is gone, may be taken over. Every write of a game checks, inside
its own transaction, that this process holds the lease of the game's shard (the row is read
``FOR SHARE`` on PostgreSQL, so a takeover waits for that write to commit): two processes never
both store moves of one game, whatever they believe.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
import time
import weakref
from collections.abc import Callable, Sequence
from typing import Any

from service.storage.backend import NotOwner, Row, Tx

log = logging.getLogger(__name__)

#: owners of leases that are alive in this very process (a restart inside one process, as tests do)
_ALIVE_HERE: set[str] = set()


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """Discord's shard of a guild (direct messages go to shard 0)."""
    return ((guild_id or 0) >> 22) % shard_count


class ShardConfigError(Exception):
    """Live leases of another process use a different shard count: the processes disagree."""


def _gone(owner: str) -> bool:
    """Whether ``owner`` names a process of this machine that no longer runs."""
    host, _, rest = owner.partition(":")
    pid_text, _, _nonce = rest.partition(":")
    if host != socket.gethostname() or not pid_text.isdigit():
        return False
    pid = int(pid_text)
    if pid == os.getpid():
        return owner not in _ALIVE_HERE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


class ShardLeases:
    def __init__(
        self,
        shard_count: int = 1,
        shard_ids: Sequence[int] | None = None,
        duration: float = 30.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if shard_count < 1:
            raise ValueError("shard_count must be at least 1")
        self.shard_count = shard_count
        self.wanted = sorted(set(range(shard_count) if shard_ids is None else shard_ids))
        if any(not 0 <= s < shard_count for s in self.wanted):
            raise ValueError(f"shard ids must be between 0 and {shard_count - 1}")
        self.duration = duration
        self.clock = clock
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(6)}"
        self.held: set[int] = set()
        self.renewed_at = 0.0
        #: per open transaction, the shards already checked in it (the lease row stays locked until it ends,
        #: so a group of writes to one shard reads it once)
        self._checked: weakref.WeakKeyDictionary[Any, set[int]] = weakref.WeakKeyDictionary()

    def shard_of(self, guild_id: int | None) -> int:
        return shard_of(guild_id, self.shard_count)

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process runs the guild's games (as far as it knows; writes check the database)."""
        return self.shard_of(guild_id) in self.held and self.clock() < self.renewed_at + self.duration

    async def guard(self, tx: Tx, guild_id: int | None) -> None:
        """Fail ``tx`` with :class:`NotOwner` unless this process holds the guild's shard lease.

        The lease row is checked inside the transaction as a requirement (:meth:`Tx.require`), so SQLite
        checks it on its thread with the writes that follow: one round trip for a move.
        """
        shard = self.shard_of(guild_id)
        checked = self._checked.setdefault(tx, set())
        if shard in checked:
            return
        owner, now, count = self.owner, self.clock(), self.shard_count
        loop = asyncio.get_running_loop()

        def held(row: Row | None) -> bool:  # (perhaps on the database's thread)
            if row is not None and row[0] == owner and row[1] > now and row[2] == count:
                return True
            loop.call_soon_threadsafe(self.held.discard, shard)
            return False

        await tx.require(
            "SELECT owner, expires_at, shard_count FROM shard_leases WHERE shard_id = ?" + tx.dialect.for_share,
            (shard,),
            held,
            NotOwner(f"shard {shard} is not held by this process"),
        )
        checked.add(shard)

    async def claim(self, tx: Tx) -> set[int]:
        """Renew the leases held and take the wanted ones that are free; returns the shards held now."""
        _ALIVE_HERE.add(self.owner)
        now = self.clock()
        rows = {
            row[0]: row
            for row in await tx.fetchall("SELECT shard_id, shard_count, owner, expires_at FROM shard_leases")
        }
        live_counts = {count for _, count, owner, expires in rows.values() if owner != self.owner and expires > now}
        if live_counts - {self.shard_count}:
            raise ShardConfigError(
                f"other processes run {sorted(live_counts)} shards in all, this one {self.shard_count}:"
                " every process must be started with the same SHARD_COUNT"
            )
        expires = now + self.duration
        held: set[int] = set()
        for shard in self.wanted:
            row = rows.get(shard)
            if row is None:
                got = await tx.fetchall(
                    "INSERT INTO shard_leases (shard_id, shard_count, owner, expires_at) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (shard_id) DO NOTHING RETURNING shard_id",
                    (shard, self.shard_count, self.owner, expires),
                )
            elif row[2] == self.owner or row[3] <= now or _gone(row[2]):
                got = await tx.fetchall(
                    "UPDATE shard_leases SET shard_count = ?, owner = ?, expires_at = ?"
                    " WHERE shard_id = ? AND owner = ? RETURNING shard_id",
                    (self.shard_count, self.owner, expires, shard, row[2]),
                )
            else:
                got = []
            if got:
                held.add(shard)
        return held

    async def release(self, tx: Tx) -> None:
        """Give every lease up (at a clean stop), so a successor takes over at once."""
        await tx.execute("DELETE FROM shard_leases WHERE owner = ?", (self.owner,))
        _ALIVE_HERE.discard(self.owner)
