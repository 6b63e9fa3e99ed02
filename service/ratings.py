"""Player ratings, derived from the stored results with openskill's Plackett-Luce model.

Results are the truth; ratings are derived from them. They are updated once per finished game
inside the transaction that stores its results (:func:`rate_game`), and can be rebuilt from all
results (:func:`compute_all`) with the very same code, so both give the same numbers. Every
game updates four scopes: this game kind and all games together, each for the server and
globally (``guild_id = 0``). Pairs (4-player Sárkánytojás) are rated as teams.

What people see is ``1500 + 24 × (μ − 3σ)``: a new player starts at 1500 and the number moves
like an Elo rating, between roughly 1000 and 2000 for most players.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from dataclasses import astuple, dataclass, field

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
ALL_GAMES = "*"
GLOBAL = 0
PROVISIONAL_GAMES = 5
TREND_GAMES = 5
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


@dataclass
class Rating:
    """A row of the ``ratings`` table: one player in one scope."""

    kind: str
    guild_id: int
    player: str
    user_id: int | None
    is_ai: int
    name: str
    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    ordinal: float = 0.0
    games: int = 0
    wins: int = 0
    best: int | None = None
    total_score: int = 0
    last_played: float = 0.0
    recent: list[int] = field(default_factory=list)  # displayed rating after each of the last games

    def row(self) -> tuple[object, ...]:
        values = astuple(self)
        return (*values[:-1], json.dumps(self.recent))


COLUMNS = (
    "kind, guild_id, player, user_id, is_ai, name, mu, sigma, ordinal, games, wins, best, total_score, "
    "last_played, recent"
)
PLACEHOLDERS = ", ".join("?" * len(COLUMNS.split(", ")))
Key = tuple[str, int, str]
Table = dict[Key, Rating]


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


def apply_game(table: Table, kind: str, guild_id: int | None, at: float, standings: list[Standing]) -> None:
    """Update ``table`` (which holds at least these players' current rows) with one game."""
    teams: dict[object, list[Standing]] = {}
    for standing in standings:
        key = ("team", standing.team) if standing.team is not None else ("seat", standing.player)
        teams.setdefault(key, []).append(standing)
    groups = list(teams.values())
    ranks = [min(s.placement for s in group) for group in groups]
    for scope_kind, scope_guild in scopes(kind, guild_id):
        rows = [
            [
                table.setdefault(
                    (scope_kind, scope_guild, s.player),
                    Rating(scope_kind, scope_guild, s.player, s.user_id, int(s.is_ai), s.name),
                )
                for s in group
            ]
            for group in groups
        ]
        before = [[MODEL.create_rating([r.mu, r.sigma]) for r in group] for group in rows]
        after = MODEL.rate(before, ranks=[float(rank) for rank in ranks]) if len(groups) > 1 else before
        for group, row_group, new_group in zip(groups, rows, after, strict=True):
            for standing, row, new in zip(group, row_group, new_group, strict=True):
                row.name, row.user_id = standing.name, standing.user_id
                row.mu, row.sigma, row.ordinal = new.mu, new.sigma, new.mu - 3 * new.sigma
                row.games += 1
                row.wins += int(standing.placement == 1)
                row.best = standing.score if row.best is None else max(row.best, standing.score)
                row.total_score += standing.score
                row.last_played = at
                row.recent = [*row.recent, display(new.mu, new.sigma)][-(TREND_GAMES + 1) :]


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


def _load(db: sqlite3.Connection, keys: Iterable[Key]) -> Table:
    table: Table = {}
    for key in keys:
        row = db.execute(f"SELECT {COLUMNS} FROM ratings WHERE kind=? AND guild_id=? AND player=?", key).fetchone()
        if row is not None:
            table[key] = Rating(*row[:-1])
            table[key].recent = json.loads(row[-1])
    return table


def rate_game(db: sqlite3.Connection, game_id: int, kind: str, guild_id: int | None, at: float) -> None:
    """Rate one finished game whose results are stored (call inside that transaction)."""
    standings = standings_of(db, game_id)
    table = _load(db, [(k, g, s.player) for k, g in scopes(kind, guild_id) for s in standings])
    apply_game(table, kind, guild_id, at, standings)
    db.executemany(
        f"INSERT OR REPLACE INTO ratings ({COLUMNS}) VALUES ({PLACEHOLDERS})", [r.row() for r in table.values()]
    )


def compute_all(path: str) -> tuple[list[tuple[object, ...]], set[int]]:
    """Every rating from every stored result, computed from a snapshot through a connection of its own.

    Returns the rows of the ``ratings`` table and the ids of the games they include.
    """
    db = sqlite3.connect(path)
    try:
        db.execute("BEGIN")  # one consistent snapshot of the results
        games = db.execute(
            "SELECT id, kind, guild_id, ended_at FROM games WHERE status = 'finished' ORDER BY ended_at, id"
        ).fetchall()
        table: Table = {}
        for game_id, kind, guild_id, ended_at in games:
            apply_game(table, kind, guild_id, ended_at, standings_of(db, game_id))
        db.execute("COMMIT")
    finally:
        db.close()
    return [r.row() for r in table.values()], {g[0] for g in games}
