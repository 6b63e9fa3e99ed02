"""Player ratings, derived from the stored results with openskill's Plackett-Luce model.

Results are the truth; ratings are derived from them. They are updated once per finished game
inside the transaction that stores its results (:func:`rate_game`: read the players' rows, compute
here in Python, write them back, through either storage backend), and can be rebuilt from all
results (:func:`compute_all`) with the very same code, so both give the same numbers. Rating
updates hold a lock (``LOCK_RATINGS``) so processes sharing one PostgreSQL database never lose
each other's updates of the global rows. Every
game updates four scopes: this game kind and all games together, each for the server and
globally (``guild_id = 0``). Pairs (4-player Sárkánytojás) are rated as teams.

Each AI level is one player (``ai:easy``, ``ai:normal``, ``ai:hard``, named by its level), whatever
names its seats had; AI seats stored before there were levels count as normal. When one level holds
several seats of a game, its best-placed seat is its result.

What people see is ``1500 + 24 × (μ − 3σ)``: a new player starts at 1500 and the number moves
like an Elo rating, between roughly 1000 and 2000 for most players.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Collection, Container, Iterable, Sequence, Sized
from dataclasses import astuple, dataclass, field
from typing import TYPE_CHECKING, Any

from openskill.models import PlackettLuce

if TYPE_CHECKING:
    from service.storage.backend import Row, Tx

MODEL = PlackettLuce()
#: the lock (a PostgreSQL advisory lock) that serialises rating updates across processes
LOCK_RATINGS = 0x486F6172_0002
#: the ``settings`` row counting the rebuilds of ratings from a snapshot of the results (see :func:`claim_generation`)
GENERATION = "ratings_generation"
ALL_GAMES = "*"
GLOBAL = 0
PROVISIONAL_GAMES = 5
TREND_GAMES = 5
DISPLAY_BASE = 1500
DISPLAY_SCALE = 200 / MODEL.sigma  # 24 with openskill's default σ of 25/3


@dataclass(frozen=True)
class Standing:
    """One seat of a finished game, as the ratings need it."""

    player: str  # "u:<user id>" for members, "ai:<level>" for AI seats
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
    last_played: float = 0.0
    recent: list[int] = field(default_factory=list)  # displayed rating after each of the last games

    def row(self) -> tuple[object, ...]:
        values = astuple(self)
        return (*values[:-1], json.dumps(self.recent))


COLUMNS = "kind, guild_id, player, user_id, is_ai, name, mu, sigma, ordinal, games, wins, last_played, recent"
PLACEHOLDERS = ", ".join("?" * len(COLUMNS.split(", ")))
#: insert or replace a rating row (the same upsert on SQLite and PostgreSQL)
INSERT = (
    f"INSERT INTO ratings ({COLUMNS}) VALUES ({PLACEHOLDERS}) ON CONFLICT (kind, guild_id, player) DO UPDATE SET "
    + ", ".join(f"{c} = excluded.{c}" for c in COLUMNS.split(", ")[3:])
)
_STANDING_COLUMNS = "r.seat, r.user_id, r.is_ai, s.name, r.placement, r.score, r.team, s.ai_level"
#: every seat of every finished game, in rating order (one query: one consistent snapshot)
ALL_STANDINGS = (
    f"SELECT g.id, g.kind, g.guild_id, g.ended_at, {_STANDING_COLUMNS} FROM games g"
    " JOIN results r ON r.game_id = g.id JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat"
    " WHERE g.status = 'finished' ORDER BY g.ended_at, g.id, r.seat"
)
#: the ``ratings.guild_id`` a scope's rows are stored under (``rating_scopes``, see :func:`stored_as`), in SQL
#: taking the scope's guild id twice
STORED_AS = "COALESCE((SELECT stored_as FROM rating_scopes WHERE guild_id = ?), ?)"
#: every rating row a scope is stored as, with the scope's own guild id (rows of old places a forget has not
#: deleted yet are left out): a table to select from, as a rebuild of every rating would store them
SCOPE_ROWS = (
    f"(SELECT r.kind, COALESCE(m.guild_id, r.guild_id) AS guild_id, {COLUMNS.split(', ', 2)[2]} FROM ratings r"
    " LEFT JOIN rating_scopes m ON m.stored_as = r.guild_id WHERE m.guild_id IS NOT NULL"
    " OR (r.guild_id >= 0 AND NOT EXISTS (SELECT 1 FROM rating_scopes o WHERE o.guild_id = r.guild_id))) AS rows"
)
Key = tuple[str, int, str]
Table = dict[Key, Rating]


def player_key(user_id: int | None, level: str, is_ai: bool, game_id: int, seat: int) -> str:
    if is_ai:
        return f"ai:{level}"
    if user_id is None:  # a member whose records were deleted: rated as a stranger
        return f"anon:{game_id}:{seat}"
    return f"u:{user_id}"


def display(mu: float, sigma: float) -> int:
    return round(DISPLAY_BASE + DISPLAY_SCALE * (mu - 3 * sigma))


def scopes(kind: str, guild_id: int | None, within: Container[int] | None = None) -> list[tuple[str, int]]:
    """The rating scopes a game of ``kind`` in ``guild_id`` counts in (only those of the guilds ``within``)."""
    guilds = [GLOBAL] if not guild_id else [guild_id, GLOBAL]
    return [(k, g) for k in (kind, ALL_GAMES) for g in guilds if within is None or g in within]


def apply_game(
    table: Table,
    kind: str,
    guild_id: int | None,
    at: float,
    standings: list[Standing],
    within: Container[int] | None = None,
) -> None:
    """Update ``table`` (which holds at least these players' current rows) with one game (in the scopes of the
    guilds ``within`` only, when given)."""
    teams: dict[object, list[Standing]] = {}
    for standing in standings:
        key = ("team", standing.team) if standing.team is not None else ("seat", standing.player)
        teams.setdefault(key, []).append(standing)
    groups = list(teams.values())
    ranks = [min(s.placement for s in group) for group in groups]
    for scope_kind, scope_guild in scopes(kind, guild_id, within):
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
                row.last_played = at
                row.recent = [*row.recent, display(new.mu, new.sigma)][-(TREND_GAMES + 1) :]


def _standing(game_id: int, row: Sequence[Any]) -> Standing:
    seat, user_id, is_ai, name, place, score, team, level = row
    return Standing(
        player_key(user_id, level, bool(is_ai), game_id, seat),
        user_id,
        bool(is_ai),
        level if is_ai else name,
        place,
        score,
        team,
    )


def one_seat_per_player(standings: Sequence[Standing]) -> list[Standing]:
    """``standings`` with only the best-placed seat of a player who held several (an AI level)."""
    best: dict[str, Standing] = {}
    for standing in standings:
        if standing.player not in best or standing.placement < best[standing.player].placement:
            best[standing.player] = standing
    return [s for s in standings if best[s.player] is s]


async def standings_of(tx: Tx, game_id: int) -> list[Standing]:
    rows = await tx.fetchall(
        f"SELECT {_STANDING_COLUMNS} FROM results r"
        " JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat WHERE r.game_id = ? ORDER BY r.seat",
        (game_id,),
    )
    return one_seat_per_player([_standing(game_id, row) for row in rows])


def _rating(row: Sequence[Any]) -> Rating:
    rating = Rating(*row[:-1])
    rating.recent = json.loads(row[-1])
    return rating


def _marks(values: Sized) -> str:
    return ", ".join("?" * len(values))


async def stored_as(tx: Tx, guilds: Collection[int]) -> dict[int, int]:
    """The ``ratings.guild_id`` each scope's rows are stored under: its own guild id, unless a forget moved them
    (a scope's rows are switched to new ones at once, see :func:`service.records.forget_member`)."""
    moved = await tx.fetchall(
        f"SELECT guild_id, stored_as FROM rating_scopes WHERE guild_id IN ({_marks(guilds)})", tuple(guilds)
    )
    return {guild: guild for guild in guilds} | {int(guild): int(where) for guild, where in moved}


async def _load(tx: Tx, keys: Iterable[Key], where: dict[int, int]) -> Table:
    """The stored rows of these keys, in one query (``where``: the scopes' :func:`stored_as`)."""
    wanted = set(keys)
    if not wanted:
        return {}
    kinds, guilds, players = {k for k, _, _ in wanted}, {g for _, g, _ in wanted}, {p for _, _, p in wanted}
    rows = await tx.fetchall(
        f"SELECT {COLUMNS} FROM ratings WHERE kind IN ({_marks(kinds)}) AND guild_id IN ({_marks(guilds)})"
        f" AND player IN ({_marks(players)})",
        (*kinds, *(where[guild] for guild in guilds), *players),
    )
    scope_of = {stored: guild for guild, stored in where.items()}
    table: Table = {}
    for row in rows:
        rating = _rating(row)
        rating.guild_id = scope_of[rating.guild_id]
        key = (rating.kind, rating.guild_id, rating.player)
        if key in wanted:
            table[key] = rating
    return table


def stored_row(rating: Rating, where: dict[int, int]) -> tuple[object, ...]:
    """``rating`` as the row stored for it (under its scope's :func:`stored_as`)."""
    row = rating.row()
    return (row[0], where[rating.guild_id], *row[2:])


async def rate_game(
    tx: Tx, game_id: int, kind: str, guild_id: int | None, at: float, within: Container[int] | None = None
) -> None:
    """Rate one finished game whose results are stored (call inside that transaction); ``within``: in the
    scopes of these guilds only."""
    standings = await standings_of(tx, game_id)
    if not standings:
        return
    await tx.lock(LOCK_RATINGS)
    keys = [(k, g, s.player) for k, g in scopes(kind, guild_id, within) for s in standings]
    where = await stored_as(tx, {key[1] for key in keys})
    table = await _load(tx, keys, where)
    apply_game(table, kind, guild_id, at, standings, within)
    await tx.executemany(INSERT, [stored_row(r, where) for r in table.values()])


def compute_all(
    rows: Iterable[Sequence[Any]], within: Container[int] | None = None
) -> tuple[list[tuple[object, ...]], set[int]]:
    """Every rating from every stored result (the rows of :data:`ALL_STANDINGS`), or those of the scopes of the
    guilds ``within``; pure computation, run off the event loop. Returns the rows of the ``ratings`` table and the
    ids of the games they include.
    """
    table: Table = {}
    games: dict[int, tuple[str, int | None, float, list[Standing]]] = {}
    for game_id, kind, guild_id, ended_at, *seat in rows:
        games.setdefault(game_id, (kind, guild_id, ended_at, []))[3].append(_standing(game_id, seat))
    for kind, guild_id, ended_at, standings in games.values():  # in ALL_STANDINGS order
        apply_game(table, kind, guild_id, ended_at, one_seat_per_player(standings), within)
    return [r.row() for r in table.values()], set(games)


class Stale(Exception):
    """Ratings were rebuilt from the results meanwhile (a forget or a recompute): compute again."""


async def generation(read: Callable[[str, Sequence[Any]], Awaitable[Row | None]]) -> str | None:
    """Which rebuild of the ratings the results are at (read it before the results a rebuild computes from)."""
    row = await read("SELECT value FROM settings WHERE key = ?", (GENERATION,))
    return str(row[0]) if row else None


async def claim_generation(tx: Tx, seen: str | None) -> None:
    """Take the ratings' lock and begin a rebuild in this transaction; :class:`Stale` if another rebuild
    changed the results since ``seen`` was read (its snapshot would undo that one)."""
    await tx.lock(LOCK_RATINGS)
    if await generation(tx.fetchone) != seen:
        raise Stale()
    await tx.execute(
        "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        (GENERATION, str(int(seen or 0) + 1)),
    )
