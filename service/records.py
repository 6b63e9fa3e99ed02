"""Read-side queries over results and ratings: leaderboards, player records, game history.

Also the one write a server admin may ask for: forgetting a member (their seats and results in
that server are anonymised, then every rating is recomputed from the results).
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass

from service import ratings
from service.storage import Storage


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


def leaderboard(
    db: sqlite3.Connection, kind: str, guild_id: int, include_ai: bool, page: int, per_page: int = 10
) -> tuple[list[BoardRow], int]:
    """One page of the ranking (best first) and the number of ranked players."""
    ai_filter = "" if include_ai else " AND is_ai = 0"
    total = db.execute(f"SELECT COUNT(*) FROM ratings WHERE kind=? AND guild_id=?{ai_filter}", (kind, guild_id))
    rows = db.execute(
        f"SELECT player, user_id, is_ai, name, mu, sigma, games, wins FROM ratings WHERE kind=? AND guild_id=?"
        f"{ai_filter} ORDER BY ordinal DESC, games DESC, player LIMIT ? OFFSET ?",
        (kind, guild_id, per_page, page * per_page),
    ).fetchall()
    board = [
        BoardRow(page * per_page + i + 1, p, uid, bool(ai), name, ratings.display(mu, sigma), games, wins)
        for i, (p, uid, ai, name, mu, sigma, games, wins) in enumerate(rows)
    ]
    return board, total.fetchone()[0]


def player_records(db: sqlite3.Connection, user_id: int, guild_id: int) -> list[PlayerRecord]:
    rows = db.execute(
        "SELECT kind, games, wins, mu, sigma, best, total_score, last_played, recent FROM ratings"
        " WHERE guild_id=? AND player=? ORDER BY kind = '*' DESC, games DESC",
        (guild_id, f"u:{user_id}"),
    ).fetchall()
    records = []
    for kind, games, wins, mu, sigma, best, total, last, recent in rows:
        now = ratings.display(mu, sigma)
        history = json.loads(recent)
        before = history[0] if len(history) > ratings.TREND_GAMES else ratings.DISPLAY_BASE
        records.append(PlayerRecord(kind, games, wins, now, now - before, best, total / games, last))
    return records


def recent_games(db: sqlite3.Connection, guild_id: int, channel_id: int | None, limit: int = 25) -> list[GameSummary]:
    # Practice games (one player, nothing scored) have no results and are not history.
    where = "guild_id = ? AND status = 'finished'" + (" AND channel_id = ?" if channel_id else "")
    where += " AND EXISTS (SELECT 1 FROM results WHERE results.game_id = games.id)"
    params: tuple[int, ...] = (guild_id, channel_id) if channel_id else (guild_id,)
    found = db.execute(
        f"SELECT id, kind, ended_at, channel_id FROM games WHERE {where} ORDER BY ended_at DESC LIMIT ?",
        (*params, limit),
    ).fetchall()
    games = []
    for game_id, kind, ended_at, channel in found:
        seats = db.execute(
            "SELECT s.name, r.placement, r.score FROM results r JOIN seats s"
            " ON s.game_id = r.game_id AND s.seat = r.seat WHERE r.game_id = ? ORDER BY r.placement, r.seat",
            (game_id,),
        ).fetchall()
        games.append(GameSummary(game_id, kind, ended_at, channel, [tuple(s) for s in seats]))
    return games


async def forget_member(storage: Storage, guild_id: int, user_id: int) -> int:
    """Anonymise a member's seats and results in this server, then recompute ratings; returns games touched."""

    def work(db: sqlite3.Connection) -> int:
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
        db.execute("DELETE FROM ratings WHERE player=?", (f"u:{user_id}",))
        return len(game_ids)

    touched = await storage.transaction(work)
    await storage.recompute_ratings()
    return touched
