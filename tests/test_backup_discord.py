"""A backup written while the bot plays (``scripts/backup.py``), restored into an empty database
(``scripts/restore.py``): the bot started on the copy plays the game in progress on to its end."""

from __future__ import annotations

import dataclasses
import random
import stat
import uuid
from urllib.parse import urlsplit, urlunsplit

import asyncpg  # type: ignore[import-untyped]
import pytest

from scripts.backup import backup
from scripts.restore import restore
from tests import backends
from tests.discord_helpers import start_world
from tests.test_whole_games_discord import STEP_LIMIT, make_a_move


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def empty_database(source: str) -> tuple[str, str]:
    """A new database on the test server (for the restore), and the URL the bot opens it by: the source's schema,
    which the backup recreates there."""
    parts = urlsplit(source)
    name = f"restored_{uuid.uuid4().hex[:12]}"
    admin = await asyncpg.connect(urlunsplit((parts.scheme, parts.netloc, parts.path, "", "")))
    try:
        await admin.execute(f"CREATE DATABASE {name}")
    finally:
        await admin.close()
    return name, urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, ""))


async def drop_database(source: str, name: str) -> None:
    parts = urlsplit(source)
    admin = await asyncpg.connect(urlunsplit((parts.scheme, parts.netloc, parts.path, "", "")))
    try:
        await admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    finally:
        await admin.close()


async def test_a_backup_restored_plays_on(world, tmp_path, backend):
    ann = world.fake.member("ann")
    game_id = await world.start_game("red-dragon new", [ann], 2, seed=3)
    rng = random.Random(7)
    for _ in range(4):
        assert await make_a_move(world, ann, rng)
    moves = (await world.live(game_id)).record.moves
    saved = tmp_path / "hoard.backup"
    backup(world.settings.database, saved)  # while the bot runs
    assert stat.S_IMODE(saved.stat().st_mode) == 0o600

    created: str | None = None
    if backend == "postgresql":
        assert backends.URL is not None
        created, target = await empty_database(backends.URL)
        restored = dataclasses.replace(world.settings, database_url=target)
    else:
        restored = dataclasses.replace(world.settings, database_path=tmp_path / "restored.sqlite3")
    try:
        restore(saved, restored.database)
        world.settings = restored
        await world.restart()
        live = await world.live(game_id)
        assert live.record.status == "active" and live.record.moves == moves
        for _ in range(STEP_LIMIT):
            if (await world.live(game_id)).record.status != "active":
                break
            if not await make_a_move(world, ann, rng):
                await world.expire(30)
        assert (await world.live(game_id)).record.status == "finished"
        assert (await world.live(game_id)).record.moves > moves
    finally:
        await world.fake.close()
        if created is not None:
            assert backends.URL is not None
            await drop_database(backends.URL, created)


async def test_a_restore_refuses_a_database_holding_tables(world, tmp_path):
    saved = tmp_path / "hoard.backup"
    backup(world.settings.database, saved)
    with pytest.raises(SystemExit, match=r"holds tables|exists|failed"):
        restore(saved, world.settings.database)
