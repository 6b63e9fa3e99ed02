"""The schema, as one list of versioned migrations shared by both backends.

``MIGRATIONS[i]`` upgrades a database from version ``i`` to ``i + 1``. The text is written for
SQLite; :class:`Dialect` holds, in this one place, the few things PostgreSQL spells differently
(types, the generated id, parameter markers, row locks, advisory locks), and
:meth:`Dialect.schema` translates a migration for its backend.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

MIGRATIONS: list[str] = [
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        host_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        options TEXT NOT NULL,
        turn_seconds INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        moves INTEGER NOT NULL DEFAULT 0,
        state TEXT,
        meta TEXT NOT NULL DEFAULT '{}',
        lobby_message_id INTEGER,
        table_message_id INTEGER,
        table_posted_at REAL,
        table_epoch TEXT,
        deadline REAL,
        created_at REAL NOT NULL,
        started_at REAL,
        ended_at REAL,
        rematch_of INTEGER REFERENCES games(id)
    );
    CREATE UNIQUE INDEX games_one_open_per_channel ON games(channel_id) WHERE status IN ('lobby', 'active');
    CREATE INDEX games_open_deadline ON games(status, deadline);
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        user_id INTEGER,
        name TEXT NOT NULL,
        is_ai INTEGER NOT NULL,
        autoplay INTEGER NOT NULL DEFAULT 0,
        timeouts INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX seats_user ON seats(user_id);
    CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games(id),
        n INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        source TEXT NOT NULL,
        events TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, n)
    );
    CREATE TABLE scoresheet (
        game_id INTEGER NOT NULL REFERENCES games(id),
        row INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        points INTEGER NOT NULL,
        PRIMARY KEY (game_id, row, seat)
    );
    CREATE TABLE results (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        user_id INTEGER,
        is_ai INTEGER NOT NULL,
        kind TEXT NOT NULL,
        guild_id INTEGER,
        placement INTEGER NOT NULL,
        score INTEGER NOT NULL,
        team INTEGER,
        finished_at REAL NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX results_kind_guild ON results(kind, guild_id);
    CREATE INDEX results_user ON results(user_id, kind);
    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
    """
    CREATE TABLE ratings (
        kind TEXT NOT NULL,
        guild_id INTEGER NOT NULL,
        player TEXT NOT NULL,
        user_id INTEGER,
        is_ai INTEGER NOT NULL,
        name TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        ordinal REAL NOT NULL,
        games INTEGER NOT NULL,
        wins INTEGER NOT NULL,
        best INTEGER,
        total_score INTEGER NOT NULL,
        last_played REAL NOT NULL,
        recent TEXT NOT NULL,
        PRIMARY KEY (kind, guild_id, player)
    );
    CREATE INDEX ratings_board ON ratings(kind, guild_id, ordinal DESC);
    CREATE INDEX ratings_player ON ratings(player, guild_id);
    CREATE INDEX games_finished_in_channel ON games(channel_id, status, ended_at);
    CREATE INDEX games_finished_in_guild ON games(guild_id, status, ended_at);
    """,
    # Shard leases: which bot process may act on the games of a shard's guilds
    # (``(guild_id >> 22) % shard_count``). Every write of a game checks the lease in its transaction.
    """
    CREATE TABLE shard_leases (
        shard_id INTEGER PRIMARY KEY,
        shard_count INTEGER NOT NULL,
        owner TEXT NOT NULL,
        expires_at REAL NOT NULL
    );
    """,
    # The level an AI seat plays at (``engine.protocol.AiLevel``); seats stored before levels play normal.
    """
    ALTER TABLE seats ADD COLUMN ai_level TEXT NOT NULL DEFAULT 'normal';
    """,
    # Where a scope's ratings are stored (``ratings.guild_id``), when not under the scope's own guild id: a
    # forget writes a scope's new rows under a new id a few at a time, then switches the scope to them at once.
    """
    CREATE TABLE rating_scopes (
        guild_id INTEGER PRIMARY KEY,
        stored_as INTEGER NOT NULL
    );
    """,
    # The catalog a game's channel messages are worded in (``discord_ui.i18n``: a locale code, never words), fixed
    # when its lobby opens; games stored before it read English.
    """
    ALTER TABLE games ADD COLUMN locale TEXT NOT NULL DEFAULT 'en-US';
    """,
    # A game played in a thread opened from its lobby message: ``thread`` says whether one was asked for ('' no,
    # 'asked', 'refused': the bot lacked the thread permissions) and ``lobby_channel_id`` where the lobby message
    # stays once the game's channel is the thread (NULL: the lobby is in the game's channel).
    """
    ALTER TABLE games ADD COLUMN thread TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN lobby_channel_id INTEGER;
    """,
    # A Sárkánytojás match (a scoresheet of several games) is won on match points, and its results now give them
    # as its score (they gave the games' points added up): each game gives a side 1 point for the best score (2 and
    # 1 for the best two of three players, ties taking the higher; pairs score as one side), as ``match_points``.
    """
    UPDATE results SET score = (
        SELECT SUM(
            CASE
                WHEN (SELECT COUNT(DISTINCT c.seat) FROM scoresheet c WHERE c.game_id = s.game_id) = 3 THEN
                    2 - (SELECT COUNT(*) FROM scoresheet o
                         WHERE o.game_id = s.game_id AND o.row = s.row AND o.points > s.points)
                WHEN (SELECT COUNT(*) FROM scoresheet o
                      WHERE o.game_id = s.game_id AND o.row = s.row AND o.points > s.points) = 0 THEN 1
                ELSE 0
            END)
        FROM scoresheet s WHERE s.game_id = results.game_id AND s.seat = results.seat
    )
    WHERE kind = 'sarkanytojas'
        AND (SELECT COUNT(DISTINCT r.row) FROM scoresheet r WHERE r.game_id = results.game_id) > 1;
    """,
    # /stats reads a player's best and average scores from the results (a match's apart from a single game's): the
    # ratings no longer keep a best score and a total of their own.
    """
    ALTER TABLE ratings DROP COLUMN best;
    ALTER TABLE ratings DROP COLUMN total_score;
    """,
]

#: the advisory lock migrations run under (PostgreSQL; SQLite's BEGIN IMMEDIATE excludes other writers)
LOCK_MIGRATIONS = 0x486F6172_0001

_PG_TYPES = (
    (re.compile(r"\bid INTEGER PRIMARY KEY\b"), "id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"),
    (re.compile(r"\bINTEGER\b"), "BIGINT"),  # Discord ids are 64-bit
    (re.compile(r"\bREAL\b"), "DOUBLE PRECISION"),  # PostgreSQL's REAL is 4 bytes: too short for Unix times
)


@dataclass(frozen=True)
class Dialect:
    """What differs between the backends' SQL; queries elsewhere are written once, with ``?`` markers."""

    name: str
    #: appended to a SELECT that must keep the rows it read unchanged until commit
    for_share: str
    #: numbered parameter markers (``$1``) instead of ``?``
    numbered_parameters: bool

    def schema(self, migration: str) -> str:
        if self.name == "sqlite":
            return migration
        for pattern, replacement in _PG_TYPES:
            migration = pattern.sub(replacement, migration)
        return migration

    def sql(self, query: str) -> str:
        return _numbered(query) if self.numbered_parameters else query

    def json_integer(self, column: str, key: str) -> str:
        """SQL reading the integer under ``key`` in the JSON object a text ``column`` holds (NULL without it)."""
        if self.name == "sqlite":
            return f"json_extract({column}, '$.{key}')"
        return f"(({column})::jsonb ->> '{key}')::bigint"


@lru_cache(maxsize=512)
def _numbered(query: str) -> str:
    parts = query.split("?")
    return parts[0] + "".join(f"${n}{part}" for n, part in enumerate(parts[1:], start=1))


SQLITE = Dialect("sqlite", for_share="", numbered_parameters=False)
POSTGRESQL = Dialect("postgresql", for_share=" FOR SHARE", numbered_parameters=True)
