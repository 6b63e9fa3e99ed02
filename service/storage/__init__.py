"""Storage of games, moves, scoresheets, results and ratings on SQLite or PostgreSQL.

See :mod:`service.storage.core` (the interface), :mod:`service.storage.backend` (group commit),
:mod:`service.storage.schema` (migrations and dialects), :mod:`service.storage.leases` (shards).
"""

from service.storage.backend import Conflict, NotOwner, StorageBusy, StorageError, StorageUnavailable, Tx
from service.storage.core import (
    DEFAULT_WAIT_SECONDS,
    OPEN_STATUSES,
    ChannelBusy,
    GameRecord,
    LoggedAction,
    SeatedGame,
    SeatRecord,
    Storage,
    is_database_url,
    storage_for,
)
from service.storage.leases import ShardConfigError, ShardLeases, shard_of
from service.storage.schema import MIGRATIONS

__all__ = [
    "DEFAULT_WAIT_SECONDS",
    "MIGRATIONS",
    "OPEN_STATUSES",
    "ChannelBusy",
    "Conflict",
    "GameRecord",
    "LoggedAction",
    "NotOwner",
    "SeatRecord",
    "SeatedGame",
    "ShardConfigError",
    "ShardLeases",
    "Storage",
    "StorageBusy",
    "StorageError",
    "StorageUnavailable",
    "Tx",
    "is_database_url",
    "shard_of",
    "storage_for",
]
