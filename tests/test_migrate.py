"""scripts/migrate_to_postgres.py: a SQLite database copied into PostgreSQL, verified, and usable."""

from __future__ import annotations

from pathlib import Path

import pytest

from scripts.migrate_to_postgres import main, migrate
from service import records
from service.storage import GameRecord, SeatRecord, Storage
from tests.test_ratings import GUILD, finish


@pytest.fixture
async def sqlite_with_games(tmp_path: Path) -> Path:
    path = tmp_path / "old.sqlite3"
    store = Storage(path)
    await store.open()
    names = [(1, "Ann"), (2, "Bob"), (3, "Cy"), (None, "🤖 Ember")]
    for at, placements in enumerate([[1, 2, 3, 4], [4, 1, 1, 3], [2, 3, 1, 4]], start=1):
        await finish(store, names, placements, [10 - p for p in placements], at=at)
    await finish(store, names, [1, 2, 1, 2], teams=[0, 1, 0, 1], kind="sarkanytojas", at=9)
    await store.create_game(
        GameRecord(
            0, "red-dragon", GUILD, 77, 1, "lobby", {}, 300, 3, created_at=10.0, seats=[SeatRecord(0, 1, "Ann", False)]
        )
    )
    await store.put_setting("command_tree:global", "abc")
    await store.close()
    return path


async def board(storage: Storage) -> list[tuple[str, int, int]]:
    rows, _ = await records.leaderboard(storage, "*", 0, True, 0, 50)
    return [(r.name, r.rating, r.games) for r in rows]


async def test_a_sqlite_database_moves_to_postgresql_intact(sqlite_with_games: Path, fresh_schema):
    url = fresh_schema()
    assert await migrate(sqlite_with_games, url) == 0
    old, new = Storage(sqlite_with_games), Storage(url)
    await old.open()
    await new.open()
    try:
        assert await board(new) == await board(old)
        assert await new.get_setting("command_tree:global") == "abc"
        lobby = await new.open_game_in_channel(77)
        assert lobby is not None and [s.name for s in lobby.seats] == ["Ann"]
        # new games get fresh ids after the copied ones
        game = GameRecord(
            0, "red-dragon", GUILD, 78, 1, "lobby", {}, 300, 3, created_at=11.0, seats=[SeatRecord(0, 1, "A", False)]
        )
        assert await new.create_game(game) == lobby.id + 1
    finally:
        await old.close()
        await new.close()
    # a second run refuses to copy over existing games
    assert await migrate(sqlite_with_games, url) == 2


def test_the_password_is_never_taken_from_the_command_line(sqlite_with_games: Path, capsys):
    """Any user of the machine can read a command line: the password comes from PGPASSWORD or DATABASE_URL."""
    assert main([str(sqlite_with_games), "postgresql://hoard:pass-SECRET@db.example.net/hoard"]) == 2
    said = capsys.readouterr()
    assert "PGPASSWORD" in said.err and "pass-SECRET" not in said.out + said.err
