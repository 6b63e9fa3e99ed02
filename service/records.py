"""Read-side queries over results and ratings: leaderboards, player records, game history.

Also the one write a server admin may ask for: forgetting a member (their seats and results in
that server are anonymised, and that server's ratings and the global board's recomputed with them).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from service import ratings
from service.storage import Storage, StorageBusy, StorageError, Tx
from service.storage.backend import Work
from service.storage.core import REBUILD_ATTEMPTS

log = logging.getLogger(__name__)

#: the name a forgotten member's seats take
FORMER_MEMBER = "former member"
#: seconds between two forgets of one server (each recomputes ratings over every stored result)
FORGET_EVERY = 60.0
#: how far the clocks of the bot's processes may be apart: a game another process finished this much before the
#: latest one a forget's snapshot holds may still be missing from it (it is then rated on top)
CLOCKS_APART = 300.0
#: rating rows a forget stores a transaction, and players whose old rows it deletes a transaction (each such
#: transaction holds up the moves of every game while it runs: a few milliseconds)
ROWS_A_WRITE = 250
#: the ``settings`` row held while a forget is made, how long a claim lasts if its process stops, and how often
#: another process looks whether it is free
FORGET_CLAIM = "forget_running"
CLAIM_SECONDS = 900.0
CLAIM_POLL = 1.0
PLAYERS_A_DELETE = 40


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


#: the game option giving how many games a match plays (a Sárkánytojás match); above 1 its results are match points
MATCH = "match"


@dataclass(frozen=True)
class Scores:
    """A player's best and average result over the games of one kind that score alike: single games, or matches of
    one length (their results are match points)."""

    match: int  # games a match of them plays (1: single games)
    best: int
    average: float


@dataclass(frozen=True)
class PlayerRecord:
    kind: str
    games: int
    wins: int
    rating: int
    trend: int  # rating change over the last few games
    scores: tuple[Scores, ...]  # single games first; none for all games together (their units differ)
    last_played: float


@dataclass(frozen=True)
class GameSummary:
    id: int
    kind: str
    ended_at: float
    channel_id: int
    seats: list[tuple[str, int, int, bool]]  # name, placement, score, is_ai
    options: dict[str, Any]  # what the game was played with (a match's length sets its scores' unit)


async def leaderboard(
    storage: Storage, kind: str, guild_id: int, include_ai: bool, page: int, per_page: int = 10
) -> tuple[list[BoardRow], int]:
    """One page of the ranking (best first) and the number of ranked players."""
    ai_filter = "" if include_ai else " AND is_ai = 0"
    total = await storage.fetchone(
        f"SELECT COUNT(*) FROM ratings WHERE kind=? AND guild_id={ratings.STORED_AS}{ai_filter}",
        (kind, guild_id, guild_id),
    )
    rows = await storage.fetchall(
        "SELECT player, user_id, is_ai, name, mu, sigma, games, wins FROM ratings"
        f" WHERE kind=? AND guild_id={ratings.STORED_AS}{ai_filter}"
        " ORDER BY ordinal DESC, games DESC, player LIMIT ? OFFSET ?",
        (kind, guild_id, guild_id, per_page, page * per_page),
    )
    board = [
        BoardRow(page * per_page + i + 1, p, uid, bool(ai), name, ratings.display(mu, sigma), games, wins)
        for i, (p, uid, ai, name, mu, sigma, games, wins) in enumerate(rows)
    ]
    return board, int(total[0]) if total else 0


async def player_records(storage: Storage, user_id: int, guild_id: int) -> list[PlayerRecord]:
    """A member's record per game kind in a server (:data:`ratings.GLOBAL`: everywhere), all games together first."""
    rows = await storage.fetchall(
        "SELECT kind, games, wins, mu, sigma, last_played, recent FROM ratings"
        f" WHERE guild_id={ratings.STORED_AS} AND player=? ORDER BY kind = '*' DESC, games DESC, kind",
        (guild_id, guild_id, f"u:{user_id}"),
    )
    scores = await _scores(storage, user_id, guild_id)
    records = []
    for kind, games, wins, mu, sigma, last, recent in rows:
        now = ratings.display(mu, sigma)
        history = json.loads(recent)
        before = history[0] if len(history) > ratings.TREND_GAMES else ratings.DISPLAY_BASE
        records.append(PlayerRecord(kind, games, wins, now, now - before, tuple(scores.get(kind, ())), last))
    return records


async def _scores(storage: Storage, user_id: int, guild_id: int) -> dict[str, list[Scores]]:
    """A member's best and average results per game kind, single games apart from matches and matches of each length
    apart (a match's results are match points, more of them the more games it plays), single games first."""
    games = f"COALESCE({storage.backend.dialect.json_integer('g.options', MATCH)}, 1)"
    in_guild = "" if guild_id == ratings.GLOBAL else " AND r.guild_id = ?"
    found = await storage.fetchall(
        "SELECT kind, match_games, MAX(score), AVG(score) FROM"
        f" (SELECT r.kind, r.score, {games} AS match_games FROM results r JOIN games g ON g.id = r.game_id"
        f" WHERE r.user_id = ?{in_guild}) AS played GROUP BY kind, match_games ORDER BY kind, match_games",
        (user_id,) if guild_id == ratings.GLOBAL else (user_id, guild_id),
    )
    scores: dict[str, list[Scores]] = {}
    for kind, match, best, average in found:
        scores.setdefault(kind, []).append(Scores(int(match), int(best), float(average)))
    return scores


async def recent_games(
    storage: Storage, guild_id: int, channel_ids: Collection[int] | None, limit: int = 25
) -> list[GameSummary]:
    """The server's latest finished games in ``channel_ids`` (None: in every channel), newest first."""
    if channel_ids is not None and not channel_ids:
        return []
    # Practice games (one player, nothing scored) have no results and are not history.
    where = "guild_id = ? AND status = 'finished'"
    params: tuple[int, ...] = (guild_id,)
    if channel_ids is not None:
        where += f" AND channel_id IN ({', '.join('?' * len(channel_ids))})"
        params += tuple(channel_ids)
    where += " AND EXISTS (SELECT 1 FROM results WHERE results.game_id = games.id)"
    found = await storage.fetchall(
        f"SELECT id, kind, ended_at, channel_id, options FROM games WHERE {where} ORDER BY ended_at DESC, id DESC"
        " LIMIT ?",
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
    return [
        GameSummary(game_id, kind, ended_at, channel, seats[game_id], json.loads(options))
        for game_id, kind, ended_at, channel, options in found
    ]


class TooSoon(Exception):
    """This server forgot a member less than :data:`FORGET_EVERY` seconds ago; it may again at ``at``."""

    def __init__(self, at: float) -> None:
        super().__init__(f"try again at {at:.0f}")
        self.at = at


@dataclass(frozen=True)
class Forgetting:
    """The ratings of a server and of the global board as they read once a member is forgotten there, computed
    from a snapshot of the results (``seen``: the ratings' generation it was read at; ``included``: the games it
    holds, the latest ended at ``since``)."""

    guild_id: int
    user_id: int
    seen: str | None
    rows: list[tuple[object, ...]]
    included: set[int]
    since: float


async def plan_forget(storage: Storage, guild_id: int, user_id: int) -> Forgetting:
    """Read the results and compute the ratings they give once the member is forgotten in this server: the
    results change in this server only, so only its rows and the global board's are computed."""
    within = (guild_id, ratings.GLOBAL)
    seen = await ratings.generation(storage.fetchone)
    standings = await storage.fetchall(ratings.ALL_STANDINGS)
    rows, included = ratings.compute_all([_anonymised(row, guild_id, user_id) for row in standings], within)
    since = max((row[3] for row in standings), default=0.0)
    return Forgetting(guild_id, user_id, seen, rows, included, since)


def plan_apart(target: str | Path, wait_seconds: float, guild_id: int, user_id: int) -> Forgetting:
    """:func:`plan_forget` through a storage of its own, in a loop of its own: a job for a worker process, which
    only reads (the bot's own writer stores the result, so no other process holds the write lock meanwhile)."""

    async def plan() -> Forgetting:
        storage = Storage(target, wait_seconds=wait_seconds)
        await storage.open()
        try:
            return await plan_forget(storage, guild_id, user_id)
        finally:
            await storage.close()

    return asyncio.run(plan())


def _anonymised(row: Sequence[Any], guild_id: int, user_id: int) -> Sequence[Any]:
    """A row of :data:`ratings.ALL_STANDINGS` as it reads once the member is forgotten in this server."""
    _game, _kind, guild, _at, _seat, seat_user, is_ai, _name, *rest = row
    if guild != guild_id or seat_user != user_id or is_ai:
        return row
    return (*row[:5], None, is_ai, FORMER_MEMBER, *rest)


async def forget_member(
    storage: Storage, guild_id: int, user_id: int, planned: Callable[[], Awaitable[Forgetting]] | None = None
) -> int:
    """Anonymise a member's seats and results in this server, and the ratings with them; returns games touched.

    The ratings are computed by ``planned`` (:func:`plan_forget` in this process by default; the bot has a worker
    process do it, as it takes seconds of CPU with many results). The two scopes' new rows are laid down under
    new places a few at a time (:func:`_lay_down`), then one short transaction anonymises the member and switches
    the scopes to them, rating games finished since the snapshot on top; the old rows go afterwards, a few at a
    time. So no write holds up the moves of every game for long, and nothing is seen half done. If another rebuild
    got in first (:class:`ratings.Stale`), everything is computed again. One forget at a time for every process
    of the bot (:func:`_claimed`).
    """
    plan = planned or (lambda: plan_forget(storage, guild_id, user_id))
    async with _claimed(storage):
        for _ in range(REBUILD_ATTEMPTS):
            forgetting = await plan()
            places = {guild_id: _new_place(), ratings.GLOBAL: _new_place()}
            try:
                await _lay_down(storage, forgetting.rows, places)
                touched, old = await storage.transaction(_forgetting(forgetting, places))
            except ratings.Stale:
                await _clear(storage, places.values())
                continue
            except Exception:
                with contextlib.suppress(StorageError):  # what is left is never read; the next forget deletes it
                    await _clear(storage, places.values())
                raise
            try:  # the member is forgotten; what follows only deletes rows nothing reads any more
                await _clear(storage, [*old, *await _abandoned(storage)])
            except StorageError as error:
                log.warning("a forget could not delete the rating rows it replaced (the next one will): %s", error)
            return touched
    raise StorageBusy("the ratings kept being rebuilt by others")


@contextlib.asynccontextmanager
async def _claimed(storage: Storage) -> AsyncIterator[None]:
    """Hold the bot's one forget (a ``settings`` row every process sees), waiting for another process's to end; a
    claim its process did not give back (it stopped) runs out after :data:`CLAIM_SECONDS`."""
    owner, waited = secrets.token_hex(8), 0.0

    async def claim(tx: Tx) -> bool:
        await tx.lock(ratings.LOCK_RATINGS)
        now = time.time()
        held = await tx.fetchone("SELECT value FROM settings WHERE key = ?", (FORGET_CLAIM,))
        if held is not None and float(str(held[0]).partition(" ")[2] or 0) > now:
            return False
        await tx.execute(
            "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (FORGET_CLAIM, f"{owner} {now + CLAIM_SECONDS}"),
        )
        return True

    async def give_back(tx: Tx) -> None:
        await tx.execute("DELETE FROM settings WHERE key = ? AND value LIKE ?", (FORGET_CLAIM, f"{owner} %"))

    while not await storage.transaction(claim):
        if waited >= CLAIM_SECONDS:
            raise StorageBusy("another forget is still being made")
        await asyncio.sleep(CLAIM_POLL)
        waited += CLAIM_POLL
    try:
        yield
    finally:
        await storage.transaction(give_back)


async def _abandoned(storage: Storage) -> list[int]:
    """Places holding rows no scope is stored under: a forget stopped before it switched to its rows, or before it
    deleted those it replaced (only looked for while holding the bot's one forget, so none is being laid down)."""
    found = await storage.fetchall(
        "SELECT DISTINCT guild_id FROM ratings WHERE guild_id IN (SELECT guild_id FROM rating_scopes)"
        " OR (guild_id < 0 AND guild_id NOT IN (SELECT stored_as FROM rating_scopes))"
    )
    return [int(row[0]) for row in found]


def _new_place() -> int:
    """A ``ratings.guild_id`` no scope's rows are stored under: negative (guild ids are positive, the global
    board's is 0), and drawn at random, so forgets of several processes never meet."""
    return -1 - random.getrandbits(62)


async def _lay_down(storage: Storage, rows: Sequence[Sequence[Any]], places: dict[int, int]) -> None:
    """Store ``rows`` (logical: by scope) under the scopes' new ``places``, :data:`ROWS_A_WRITE` a transaction."""
    columns = ratings.COLUMNS.split(", ")
    for start in range(0, len(rows), ROWS_A_WRITE):
        chunk = [(row[0], places[row[1]], *row[2:]) for row in rows[start : start + ROWS_A_WRITE]]

        async def work(tx: Tx, chunk: list[tuple[Any, ...]] = chunk) -> None:
            await tx.insert_many("ratings", columns, chunk)

        await storage.transaction(work)


async def _clear(storage: Storage, places: Iterable[int]) -> None:
    """Delete the rows stored under ``places`` that no scope is stored under any more, a few players' at a time
    (a place in use again, e.g. after a rebuild of every rating, is left alone)."""
    for place in places:
        found = await storage.fetchall("SELECT DISTINCT player FROM ratings WHERE guild_id = ?", (place,))
        players = [row[0] for row in found]
        for start in range(0, len(players), PLAYERS_A_DELETE):
            chunk = players[start : start + PLAYERS_A_DELETE]

            async def work(tx: Tx, place: int = place, chunk: list[str] = chunk) -> None:
                await tx.lock(ratings.LOCK_RATINGS)
                if await _in_use(tx, place):
                    return  # a scope's rows are (again) stored there
                marks = ", ".join("?" * len(chunk))
                await tx.execute(f"DELETE FROM ratings WHERE guild_id = ? AND player IN ({marks})", (place, *chunk))

            await storage.transaction(work)


async def _in_use(tx: Tx, place: int) -> bool:
    """Whether a scope's rows are stored under ``place``: a scope's own guild id unless the scope was moved, a
    new place once a scope was switched to it."""
    if place >= 0:
        return await tx.fetchone("SELECT 1 FROM rating_scopes WHERE guild_id = ?", (place,)) is None
    return await tx.fetchone("SELECT 1 FROM rating_scopes WHERE stored_as = ?", (place,)) is not None


def _forgetting(plan: Forgetting, places: dict[int, int]) -> Work[tuple[int, list[int]]]:
    """The one transaction of :func:`forget_member`: the anonymisation, and the server's and the global board's
    ratings switched to the new ``places`` their computed rows were laid down under, with the games finished
    since the snapshot rated on top; returns the games touched and the places the scopes were stored under."""
    guild_id, user_id = plan.guild_id, plan.user_id
    within = (guild_id, ratings.GLOBAL)

    async def work(tx: Tx) -> tuple[int, list[int]]:
        await ratings.claim_generation(tx, plan.seen)
        old = await ratings.stored_as(tx, within)
        in_guild = "game_id IN (SELECT id FROM games WHERE guild_id = ?)"
        touched = await tx.fetchone(
            f"SELECT COUNT(DISTINCT game_id) FROM seats WHERE user_id = ? AND {in_guild}", (user_id, guild_id)
        )
        await tx.execute(
            f"UPDATE seats SET user_id=NULL, name=? WHERE user_id = ? AND {in_guild}",
            (FORMER_MEMBER, user_id, guild_id),
        )
        await tx.execute(f"UPDATE results SET user_id=NULL WHERE user_id = ? AND {in_guild}", (user_id, guild_id))
        await tx.execute("UPDATE games SET host_id=0 WHERE guild_id=? AND host_id=?", (guild_id, user_id))
        await tx.executemany(
            "INSERT INTO rating_scopes (guild_id, stored_as) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET stored_as = excluded.stored_as",
            list(places.items()),
        )
        later = await tx.fetchall(
            "SELECT id, kind, guild_id, ended_at FROM games WHERE status = 'finished' AND ended_at >= ?"
            " AND EXISTS (SELECT 1 FROM results WHERE results.game_id = games.id) ORDER BY ended_at, id",
            (plan.since - CLOCKS_APART,),
        )
        for game_id, kind, guild, at in later:
            if game_id not in plan.included:
                await ratings.rate_game(tx, game_id, kind, guild, at, within)
        return int(touched[0]) if touched else 0, [old[guild_id], old[ratings.GLOBAL]]

    return work
