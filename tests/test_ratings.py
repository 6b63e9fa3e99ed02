"""Ratings from stored results: known sequences, ties, pairs, AI seats, recompute, deletion."""

from __future__ import annotations

import asyncio

import pytest

from engine.protocol import AiLevel
from service import ratings, records
from service.storage import GameRecord, SeatRecord, Storage, StorageBusy

GUILD, OTHER_GUILD = 100, 200


@pytest.fixture
async def storage(database):
    store = Storage(database)
    await store.open()
    yield store
    await store.close()


async def finish(
    storage: Storage,
    seats: list[tuple[int | None, str]],
    placements: list[int],
    scores: list[int] | None = None,
    teams: list[int | None] | None = None,
    kind: str = "red-dragon",
    guild: int = GUILD,
    at: float = 1.0,
    levels: list[AiLevel] | None = None,
) -> int:
    """Store a finished game with these seats ((user id or None for AI, name)), AI levels and placements."""
    game = GameRecord(
        id=0,
        kind=kind,
        guild_id=guild,
        channel_id=int(at * 1000) + guild,
        host_id=seats[0][0] or 0,
        status="lobby",
        options={},
        turn_seconds=300,
        seed=1,
        created_at=at,
        seats=[
            SeatRecord(i, uid, name, uid is None, level=levels[i] if levels else "normal")
            for i, (uid, name) in enumerate(seats)
        ],
    )
    await storage.create_game(game)
    game.status, game.ended_at, game.moves = "finished", at, 0
    scores = scores or [0] * len(seats)
    teams = teams or [None] * len(seats)
    results = [(i, placements[i], scores[i], teams[i]) for i in range(len(seats))]
    await storage.save_progress(game, [], results=results)
    return game.id


async def board(storage: Storage, kind: str = ratings.ALL_GAMES, guild: int = GUILD, ai: bool = True):
    rows, _total = await records.leaderboard(storage, kind, guild, ai, 0, 50)
    return {row.name: row for row in rows}


async def snapshot(storage: Storage) -> list[tuple]:
    rows = await storage.fetchall(
        "SELECT kind, guild_id, player, mu, sigma, games, wins, recent"
        f" FROM {ratings.SCOPE_ROWS} ORDER BY kind, guild_id, player"
    )
    return [(*row[:3], round(row[3], 9), round(row[4], 9), *row[5:]) for row in rows]


async def test_new_players_start_at_1500_and_winners_go_up(storage):
    await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], [1, 2, 3], [30, 0, -30])
    rows = await board(storage)
    assert rows["Ann"].rating > rows["Bob"].rating > rows["Cy"].rating
    assert rows["Ann"].provisional and rows["Ann"].games == 1 and rows["Ann"].wins == 1
    # Ratings read like Elo numbers around 1,000-2,000 (1500 for a newcomer before any result).
    assert ratings.display(ratings.MODEL.mu, ratings.MODEL.sigma) == 1500
    assert all(800 < r.rating < 2200 for r in rows.values())


async def test_ties_share_the_rating_change(storage):
    await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], [1, 1, 3])
    rows = await board(storage)
    assert rows["Ann"].rating == rows["Bob"].rating > rows["Cy"].rating
    assert rows["Ann"].wins == rows["Bob"].wins == 1


async def test_pairs_are_rated_as_teams(storage):
    await finish(
        storage,
        [(1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Di")],
        [1, 2, 1, 2],
        teams=[0, 1, 0, 1],
        kind="sarkanytojas",
    )
    rows = await board(storage, "sarkanytojas")
    assert rows["Ann"].rating == rows["Cy"].rating > rows["Bob"].rating == rows["Di"].rating


async def test_each_ai_level_is_one_rated_player_and_can_be_hidden(storage):
    seats: list[tuple[int | None, str]] = [(1, "Ann"), (None, "🤖 Ember"), (None, "🤖 Smaug")]
    await finish(storage, seats, [2, 1, 3], at=1, levels=["normal", "hard", "easy"])
    rows = await board(storage)
    assert set(rows) == {"Ann", "hard", "easy"} and rows["hard"].is_ai and rows["easy"].is_ai
    assert rows["hard"].player == "ai:hard" and rows["hard"].rating > rows["Ann"].rating > rows["easy"].rating
    # Another name, the same level: the same player. Two seats of one level count once, at the better place.
    await finish(storage, seats, [2, 3, 1], at=2, levels=["normal", "hard", "hard"])
    rows = await board(storage)
    assert rows["hard"].games == 2 and rows["hard"].wins == 2 and rows["Ann"].games == 2
    hidden = await board(storage, ai=False)
    assert list(hidden) == ["Ann"]
    rebuilt = await snapshot(storage)
    await storage.recompute_ratings()
    assert await snapshot(storage) == rebuilt


async def test_scopes_server_global_and_all_games(storage):
    await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], [1, 2, 3], guild=GUILD, at=1)
    await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], [3, 2, 1], guild=OTHER_GUILD, at=2)
    here = await board(storage, "red-dragon", GUILD)
    everywhere = await board(storage, "red-dragon", ratings.GLOBAL)
    assert here["Ann"].games == 1 and everywhere["Ann"].games == 2
    assert here["Ann"].rating > here["Cy"].rating
    assert everywhere["Ann"].rating < here["Ann"].rating  # her loss elsewhere counts only globally


async def test_abandoned_games_change_nothing(storage):
    await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], [1, 2, 3])
    before = await snapshot(storage)
    game = GameRecord(
        0,
        "red-dragon",
        GUILD,
        5,
        1,
        "lobby",
        {},
        300,
        1,
        created_at=3.0,
        seats=[SeatRecord(0, 1, "Ann", False), SeatRecord(1, 2, "Bob", False)],
    )
    await storage.create_game(game)
    game.status = "abandoned"
    await storage.save_progress(game, [])
    assert await snapshot(storage) == before


async def test_recompute_gives_the_same_numbers(storage):
    names = [(1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Di"), (None, "🤖 Ember")]
    orders = [[1, 2, 3, 4, 5], [5, 1, 1, 3, 2], [2, 4, 1, 3, 5], [3, 3, 1, 2, 5]]
    for at, placements in enumerate(orders, start=1):
        await finish(storage, names, placements, [10 - p for p in placements], at=at)
    await finish(storage, names[:4], [1, 2, 1, 2], teams=[0, 1, 0, 1], kind="sarkanytojas", at=9)
    incremental = await snapshot(storage)
    assert await storage.recompute_ratings() == 5
    assert await snapshot(storage) == incremental


async def test_player_records_and_trend(storage):
    for at in range(1, 8):
        await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], [1, 2, 3], [20 + at, 0, -20], at=at)
    rows = await records.player_records(storage, 1, GUILD)
    by_kind = {r.kind: r for r in rows}
    red = by_kind["red-dragon"]
    assert red.games == 7 and red.wins == 7 and red.scores == (records.Scores(1, 27, pytest.approx(24)),)
    assert red.trend > 0 and red.last_played == 7
    assert by_kind[ratings.ALL_GAMES].games == 7


async def test_recent_games_lists_placements(storage):
    game_id = await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], [2, 1, 3], [5, 9, -14])
    games = await records.recent_games(storage, GUILD, None)
    assert games[0].id == game_id and games[0].seats[0] == ("Bob", 1, 9, False)


async def test_forgetting_a_member_anonymises_and_recomputes(storage):
    await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], [1, 2, 3], at=1)
    await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], [1, 3, 2], at=2)
    assert await records.forget_member(storage, GUILD, 1) == 2
    rows = await board(storage)
    assert "Ann" not in rows and "former member" in rows
    assert await records.player_records(storage, 1, GUILD) == []
    assert await storage.fetchone("SELECT COUNT(*) FROM seats WHERE user_id = 1") == (0,)
    # Bob and Cy keep their places from the same games.
    assert rows["Cy"].games == 2


async def test_a_forget_lays_down_its_ratings_a_few_at_a_time_and_shows_them_all_at_once(storage, monkeypatch):
    """The new rows go in small transactions (other writes get through between them), and until the switch
    the board shows the old ratings whole; a game finished meanwhile is rated on top; a rebuild gives the same."""
    for at in range(1, 5):
        await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Di")], [1 + at % 4, 2, 3, 4 - at % 4], at=at)
    await finish(storage, [(1, "Ann"), (2, "Bob")], [1, 2], guild=GUILD + 1, at=5)
    before = await board(storage)
    monkeypatch.setattr(records, "ROWS_A_WRITE", 3)
    transaction, writes, boards = storage.transaction, [], []

    async def watched(work):
        result = await transaction(work)
        writes.append(work)
        if len(writes) == 2:  # between two of the forget's own writes
            boards.append(await board(storage))
            await finish(storage, [(2, "Bob"), (3, "Cy")], [2, 1], at=6)
        return result

    monkeypatch.setattr(storage, "transaction", watched)
    assert await records.forget_member(storage, GUILD, 1) == 4
    monkeypatch.setattr(storage, "transaction", transaction)
    assert len(writes) > 4 and boards == [before]
    rows = await board(storage)
    assert "Ann" not in rows and rows["Cy"].games == 5
    forgotten = await snapshot(storage)
    assert await storage.fetchone("SELECT COUNT(*) FROM ratings") == (len(forgotten),)  # the old rows are gone
    await storage.recompute_ratings()
    assert await snapshot(storage) == forgotten


async def test_rows_a_forget_left_behind_are_never_shown_and_a_rebuild_deletes_them(storage):
    """A forget that stops between laying down its rows and switching to them (the bot stopped) leaves rows
    under places no scope is stored under: no board reads them, and rebuilding the ratings deletes them."""
    for at in range(1, 3):
        await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], [at, 3 - at % 2, 3], at=at)
    before, stored = await board(storage), await snapshot(storage)
    plan = await records.plan_forget(storage, GUILD, 1)
    await records._lay_down(storage, plan.rows, {GUILD: -5, ratings.GLOBAL: -6})  # and then the bot stopped
    assert await board(storage) == before and await snapshot(storage) == stored
    assert await records.player_records(storage, 1, GUILD) != []
    await storage.recompute_ratings()
    assert await storage.fetchone("SELECT COUNT(*) FROM ratings WHERE guild_id < 0") == (0,)
    assert await snapshot(storage) == stored


async def test_a_forget_whose_old_rows_could_not_go_is_done_and_the_next_forget_deletes_them(storage, monkeypatch):
    """Deleting the replaced rows comes after the switch: failing it does not undo the forget (nor say so), and
    the member's old rows, read by nothing, go with the next forget."""
    for at in range(1, 4):
        places = [1 + at % 3, 1 + (at + 1) % 3, 1 + (at + 2) % 3]
        await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], places, at=at)
    clear = records._clear
    calls = []

    async def busy(storage: Storage, places: list[int]) -> None:
        calls.append(places)
        if len(calls) == 1:
            raise StorageBusy("the database is busy")
        await clear(storage, places)

    monkeypatch.setattr(records, "_clear", busy)
    assert await records.forget_member(storage, GUILD, 1) == 3
    assert await storage.fetchone("SELECT COUNT(*) FROM seats WHERE user_id = 1") == (0,)
    assert await storage.fetchone("SELECT COUNT(*) FROM ratings WHERE player = 'u:1'") != (0,)  # read by nothing
    assert await records.player_records(storage, 1, GUILD) == []
    await records.forget_member(storage, GUILD, 2)
    assert await storage.fetchone("SELECT COUNT(*) FROM ratings WHERE player = 'u:1'") == (0,)
    forgotten = await snapshot(storage)
    await storage.recompute_ratings()
    assert await snapshot(storage) == forgotten


async def test_forgets_are_made_one_at_a_time_for_every_process(storage, database, monkeypatch):
    """Two processes (two storages on one database) forget at once: the second waits for the first's claim."""
    for at, guild in enumerate([GUILD, OTHER_GUILD, GUILD, OTHER_GUILD], start=1):
        await finish(storage, [(1, "Ann"), (2, "Bob"), (3, "Cy")], [1, 2, 3], guild=guild, at=at)
    monkeypatch.setattr(records, "CLAIM_POLL", 0.01)
    other = Storage(database)
    await other.open()
    running, most = [0], [0]

    def planning(store: Storage, guild_id: int, user_id: int):
        async def plan() -> records.Forgetting:
            running[0] += 1
            most[0] = max(most[0], running[0])
            await asyncio.sleep(0.05)
            found = await records.plan_forget(store, guild_id, user_id)
            running[0] -= 1
            return found

        return plan

    try:
        await asyncio.gather(
            records.forget_member(storage, GUILD, 1, planning(storage, GUILD, 1)),
            records.forget_member(other, OTHER_GUILD, 2, planning(other, OTHER_GUILD, 2)),
        )
    finally:
        await other.close()
    assert most == [1]
    assert await storage.fetchone("SELECT COUNT(*) FROM settings WHERE key = ?", (records.FORGET_CLAIM,)) == (0,)
    forgotten = await snapshot(storage)
    await storage.recompute_ratings()
    assert await snapshot(storage) == forgotten
