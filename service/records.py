"""Read-side queries over results and ratings: leaderboards, player records, game history.

Also the one write a server admin may ask for: forgetting a member (their seats and results in
that server are anonymised, then every rating is recomputed from the results).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from service import ratings
from service.storage import Storage, Tx


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
    seats: list[tuple[str, int, int, bool]]  # name, placement, score, is_ai


async def leaderboard(
    storage: Storage, kind: str, guild_id: int, include_ai: bool, page: int, per_page: int = 10
) -> tuple[list[BoardRow], int]:
    """One page of the ranking (best first) and the number of ranked players."""
    ai_filter = "" if include_ai else " AND is_ai = 0"
    total = await storage.fetchone(
        f"SELECT COUNT(*) FROM ratings WHERE kind=? AND guild_id=?{ai_filter}", (kind, guild_id)
    )
    rows = await storage.fetchall(
        f"SELECT player, user_id, is_ai, name, mu, sigma, games, wins FROM ratings WHERE kind=? AND guild_id=?"
        f"{ai_filter} ORDER BY ordinal DESC, games DESC, player LIMIT ? OFFSET ?",
        (kind, guild_id, per_page, page * per_page),
    )
    board = [
        BoardRow(page * per_page + i + 1, p, uid, bool(ai), name, ratings.display(mu, sigma), games, wins)
        for i, (p, uid, ai, name, mu, sigma, games, wins) in enumerate(rows)
    ]
    return board, int(total[0]) if total else 0


async def player_records(storage: Storage, user_id: int, guild_id: int) -> list[PlayerRecord]:
    rows = await storage.fetchall(
        "SELECT kind, games, wins, mu, sigma, best, total_score, last_played, recent FROM ratings"
        " WHERE guild_id=? AND player=? ORDER BY kind = '*' DESC, games DESC, kind",
        (guild_id, f"u:{user_id}"),
    )
    records = []
    for kind, games, wins, mu, sigma, best, total, last, recent in rows:
        now = ratings.display(mu, sigma)
        history = json.loads(recent)
        before = history[0] if len(history) > ratings.TREND_GAMES else ratings.DISPLAY_BASE
        records.append(PlayerRecord(kind, games, wins, now, now - before, best, total / games, last))
    return records


async def recent_games(storage: Storage, guild_id: int, channel_id: int | None, limit: int = 25) -> list[GameSummary]:
    # Practice games (one player, nothing scored) have no results and are not history.
    where = "guild_id = ? AND status = 'finished'" + (" AND channel_id = ?" if channel_id else "")
    where += " AND EXISTS (SELECT 1 FROM results WHERE results.game_id = games.id)"
    params: tuple[int, ...] = (guild_id, channel_id) if channel_id else (guild_id,)
    found = await storage.fetchall(
        f"SELECT id, kind, ended_at, channel_id FROM games WHERE {where} ORDER BY ended_at DESC, id DESC LIMIT ?",
        (*params, limit),
    )
    seats: dict[int, list[tuple[str, int, int, bool]]] = {game_id: [] for game_id, *_ in found}
    if seats:
        for game_id, name, placement, score, is_ai in await storage.fetchall(
            "SELECT r.game_id, s.name, r.placement, r.score, s.is_ai FROM results r JOIN seats s"
            " ON s.game_id = r.game_id AND s.seat = r.seat"
            f" WHERE r.game_id IN ({', '.join('?' * len(seats))}) ORDER BY r.game_id, r.placement, r.seat",
            tuple(seats),
        ):
            seats[game_id].append((name, placement, score, bool(is_ai)))
    return [GameSummary(game_id, kind, ended_at, channel, seats[game_id]) for game_id, kind, ended_at, channel in found]


async def forget_member(storage: Storage, guild_id: int, user_id: int) -> int:
    """Anonymise a member's seats and results in this server, then recompute ratings; returns games touched."""

    async def work(tx: Tx) -> int:
        in_guild = "game_id IN (SELECT id FROM games WHERE guild_id = ?)"
        touched = await tx.fetchone(
            f"SELECT COUNT(DISTINCT game_id) FROM seats WHERE user_id = ? AND {in_guild}", (user_id, guild_id)
        )
        await tx.execute(
            f"UPDATE seats SET user_id=NULL, name='former member' WHERE user_id = ? AND {in_guild}", (user_id, guild_id)
        )
        await tx.execute(f"UPDATE results SET user_id=NULL WHERE user_id = ? AND {in_guild}", (user_id, guild_id))
        await tx.execute("UPDATE games SET host_id=0 WHERE guild_id=? AND host_id=?", (guild_id, user_id))
        await tx.execute("DELETE FROM ratings WHERE player=?", (f"u:{user_id}",))
        return int(touched[0]) if touched else 0

    touched = await storage.transaction(work)
    await storage.recompute_ratings()
    return touched
