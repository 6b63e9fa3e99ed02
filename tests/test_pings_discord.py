"""Pings arrive while there is still time to act."""

from __future__ import annotations

import pytest

from tests.discord_helpers import start_world


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def test_a_short_turn_timer_brings_the_ping_forward(world):
    users = [world.fake.member(name) for name in ("ann", "ben")]
    await world.start_game("red-dragon new", users, 1, seed=1, timer=1)  # one minute to choose
    await world.expire(29)
    assert not [m for m in world.fake.channel_messages() if "your move" in m.content]
    await world.expire(2)  # half the minute gone: the ping comes with 29 seconds left
    (ping,) = [m for m in world.fake.channel_messages() if "your move" in m.content]
    assert all(f"<@{u.id}>" in ping.content for u in users)
