"""Read-side queries over results and ratings: leaderboards, player records, game history.

Also the one write a server admin may ask for: forgetting a member (their seats and results in
that server are anonymised, then every rating is recomputed from the results).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

import aiosqlite

from core import ratings


@dataclass(frozen=True)
class BoardRow:
    rank: int
    player: str
    user_id: int | None
    is_ai: bool
    name: str
    rating: int
    games: int
    wins: int

    @property
    def provisional(self) -> bool:
        return self.games < ratings.PROVISIONAL_GAMES

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class PlayerRecord:
    kind: str
    games: int
    wins: int
    rating: int
    trend: int  # rating change over the last few games
    best: int
    average: float
    last_played: float


@dataclass(frozen=True)
class GameSummary:
    id: int
    kind: str
    ended_at: float
    channel_id: int
    seats: list[tuple[str, int, int]]  # name, placement, score


async def leaderboard(
    db: aiosqlite.Connection, kind: str, guild_id: int, include_ai: bool, page: int, per_page: int = 10
) -> tuple[list[BoardRow], int]:
    """One page of the ranking (best first) and the number of ranked players."""
    ai_filter = "" if include_ai else " AND is_ai = 0"
    total = (
        await (
            await db.execute(f"SELECT COUNT(*) FROM ratings WHERE kind=? AND guild_id=?{ai_filter}", (kind, guild_id))
        ).fetchone()
    )[0]
    cursor = await db.execute(
        f"SELECT player, user_id, is_ai, name, mu, sigma, games, wins FROM ratings WHERE kind=? AND guild_id=?"
        f"{ai_filter} ORDER BY ordinal DESC, games DESC, player LIMIT ? OFFSET ?",
        (kind, guild_id, per_page, page * per_page),
    )
    rows = [
        BoardRow(page * per_page + i + 1, p, uid, bool(ai), name, ratings.display(mu, sigma), games, wins)
        for i, (p, uid, ai, name, mu, sigma, games, wins) in enumerate(await cursor.fetchall())
    ]
    return rows, total


async def player_records(db: aiosqlite.Connection, user_id: int, guild_id: int) -> list[PlayerRecord]:
    player = f"u:{user_id}"
    cursor = await db.execute(
        "SELECT kind, games, wins, mu, sigma, best, total_score, last_played FROM ratings"
        " WHERE guild_id=? AND player=? ORDER BY kind = '*' DESC, games DESC",
        (guild_id, player),
    )
    records = []
    for kind, games, wins, mu, sigma, best, total, last in await cursor.fetchall():
        history = await (
            await db.execute(
                "SELECT rating FROM rating_history WHERE player=? AND kind=? AND guild_id=?"
                " ORDER BY rowid DESC LIMIT 6",
                (player, kind, guild_id),
            )
        ).fetchall()
        now = ratings.display(mu, sigma)
        oldest = history[-1][0] if len(history) == 6 else ratings.DISPLAY_BASE
        records.append(PlayerRecord(kind, games, wins, now, now - oldest, best, total / games, last))
    return records


async def recent_games(
    db: aiosqlite.Connection, guild_id: int, channel_id: int | None, limit: int = 25
) -> list[GameSummary]:
    where = "guild_id = ? AND status = 'finished'" + (" AND channel_id = ?" if channel_id else "")
    params: tuple[int, ...] = (guild_id, channel_id) if channel_id else (guild_id,)
    cursor = await db.execute(
        f"SELECT id, kind, ended_at, channel_id FROM games WHERE {where} ORDER BY ended_at DESC LIMIT ?",
        (*params, limit),
    )
    games = []
    for game_id, kind, ended_at, channel in await cursor.fetchall():
        seats = await (
            await db.execute(
                "SELECT s.name, r.placement, r.score FROM results r JOIN seats s"
                " ON s.game_id = r.game_id AND s.seat = r.seat WHERE r.game_id = ? ORDER BY r.placement, r.seat",
                (game_id,),
            )
        ).fetchall()
        games.append(GameSummary(game_id, kind, ended_at, channel, [tuple(s) for s in seats]))
    return games


def forget_member(db: sqlite3.Connection, guild_id: int, user_id: int) -> int:
    """Anonymise a member's seats and results in this server, then recompute ratings; returns games touched.

    Run it inside a transaction (``Storage.transaction``).
    """
    game_ids = [
        row[0]
        for row in db.execute(
            "SELECT DISTINCT s.game_id FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE g.guild_id=? AND s.user_id=?",
            (guild_id, user_id),
        ).fetchall()
    ]
    for game_id in game_ids:
        db.execute(
            "UPDATE seats SET user_id=NULL, name='former member' WHERE game_id=? AND user_id=?", (game_id, user_id)
        )
        db.execute("UPDATE results SET user_id=NULL WHERE game_id=? AND user_id=?", (game_id, user_id))
    db.execute("UPDATE games SET host_id=0 WHERE guild_id=? AND host_id=?", (guild_id, user_id))
    ratings.recompute(db)
    return len(game_ids)
