"""Player ratings, derived from the stored results with openskill's Plackett-Luce model.

Results are the truth; ratings are recomputable from them (:func:`recompute`) and are updated
once per finished game inside the transaction that stores its results (:func:`rate_game`).
Every game updates four scopes: this game kind and all games together, each for the server
and globally (``guild_id = 0``). Pairs (4-player Sárkánytojás) are rated as teams.

What people see is ``1500 + 24 × (μ − 3σ)``: a new player starts at 1500 and the number moves
like an Elo rating, between roughly 1000 and 2000 for most players.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating

MODEL = PlackettLuce()
ALL_GAMES = "*"
GLOBAL = 0
PROVISIONAL_GAMES = 5
DISPLAY_BASE = 1500
DISPLAY_SCALE = 200 / MODEL.sigma  # 24 with openskill's default σ of 25/3


@dataclass(frozen=True)
class Standing:
    """One seat of a finished game, as the ratings need it."""

    player: str  # "u:<user id>" for members, "ai:<name>" for AI seats
    user_id: int | None
    is_ai: bool
    name: str
    placement: int
    score: int
    team: int | None = None


def player_key(user_id: int | None, name: str, is_ai: bool, game_id: int, seat: int) -> str:
    if is_ai:
        return f"ai:{name}"
    if user_id is None:  # a member whose records were deleted: rated as a stranger
        return f"anon:{game_id}:{seat}"
    return f"u:{user_id}"


def display(mu: float, sigma: float) -> int:
    return round(DISPLAY_BASE + DISPLAY_SCALE * (mu - 3 * sigma))


def scopes(kind: str, guild_id: int | None) -> list[tuple[str, int]]:
    guilds = [GLOBAL] if not guild_id else [guild_id, GLOBAL]
    return [(k, g) for k in (kind, ALL_GAMES) for g in guilds]


def rate_game(
    db: sqlite3.Connection, game_id: int, kind: str, guild_id: int | None, at: float, standings: Sequence[Standing]
) -> None:
    """Update every scope's ratings with one finished game (call inside the results' transaction)."""
    teams: dict[object, list[Standing]] = {}
    for standing in standings:
        key = ("team", standing.team) if standing.team is not None else ("seat", standing.player)
        teams.setdefault(key, []).append(standing)
    groups = list(teams.values())
    ranks = [min(s.placement for s in group) for group in groups]
    for scope in scopes(kind, guild_id):
        before = [[_current(db, scope, s.player) for s in group] for group in groups]
        after = MODEL.rate(before, ranks=ranks) if len(groups) > 1 else before
        for group, new_ratings in zip(groups, after, strict=True):
            for standing, new in zip(group, new_ratings, strict=True):
                _store(db, scope, standing, new.mu, new.sigma, at)
                db.execute(
                    "INSERT INTO rating_history (game_id, kind, guild_id, player, rating) VALUES (?,?,?,?,?)",
                    (game_id, *scope, standing.player, display(new.mu, new.sigma)),
                )


def _current(db: sqlite3.Connection, scope: tuple[str, int], player: str) -> PlackettLuceRating:
    row = db.execute(
        "SELECT mu, sigma FROM ratings WHERE kind=? AND guild_id=? AND player=?", (*scope, player)
    ).fetchone()
    return MODEL.create_rating(list(row)) if row else MODEL.rating()


def _store(
    db: sqlite3.Connection, scope: tuple[str, int], standing: Standing, mu: float, sigma: float, at: float
) -> None:
    db.execute(
        "INSERT INTO ratings (kind, guild_id, player, user_id, is_ai, name, mu, sigma, ordinal, games, wins, best,"
        " total_score, last_played) VALUES (?,?,?,?,?,?,?,?,?,1,?,?,?,?)"
        " ON CONFLICT(kind, guild_id, player) DO UPDATE SET name=excluded.name, mu=excluded.mu,"
        " sigma=excluded.sigma, ordinal=excluded.ordinal, games=games+1, wins=wins+excluded.wins,"
        " best=MAX(best, excluded.best), total_score=total_score+excluded.total_score,"
        " last_played=excluded.last_played",
        (
            *scope,
            standing.player,
            standing.user_id,
            int(standing.is_ai),
            standing.name,
            mu,
            sigma,
            mu - 3 * sigma,
            int(standing.placement == 1),
            standing.score,
            standing.score,
            at,
        ),
    )


def standings_of(db: sqlite3.Connection, game_id: int) -> list[Standing]:
    rows = db.execute(
        "SELECT r.seat, r.user_id, r.is_ai, s.name, r.placement, r.score, r.team FROM results r"
        " JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat WHERE r.game_id = ? ORDER BY r.seat",
        (game_id,),
    ).fetchall()
    return [
        Standing(player_key(user_id, name, bool(is_ai), game_id, seat), user_id, bool(is_ai), name, place, score, team)
        for seat, user_id, is_ai, name, place, score, team in rows
    ]


def recompute(db: sqlite3.Connection) -> int:
    """Rebuild every rating from the stored results, in the order the games ended; returns the game count.

    Run it inside a transaction (``Storage.transaction``).
    """
    db.execute("DELETE FROM ratings")
    db.execute("DELETE FROM rating_history")
    games = db.execute(
        "SELECT id, kind, guild_id, ended_at FROM games WHERE status = 'finished' ORDER BY ended_at, id"
    ).fetchall()
    for game_id, kind, guild_id, ended_at in games:
        rate_game(db, game_id, kind, guild_id, ended_at, standings_of(db, game_id))
    return len(games)
