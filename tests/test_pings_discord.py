"""Pings arrive while there is still time to act."""

from __future__ import annotations

import logging

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


async def test_a_puzzle_checker_is_pinged_once_a_guess_is_made(world, caplog):
    """The race pings nobody; once a guess is made the game waits for the others to check it, and they are
    pinged: the table keeper asks whom to ping of the puzzle's public view (not of the table's controls it has
    just sent), without an error."""
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    await world.start_game("sarkanytojas puzzle", [ann, ben], 0, seed=1, level="I")
    hand = await world.open_hand(ann)
    with caplog.at_level(logging.ERROR, logger="discord_ui.app"):
        guess = await world.fake.click(
            ann, hand, next(b.custom_id for b in hand.buttons() if b.custom_id.startswith("dp:"))
        )
        assert guess.modal is not None
        await world.fake.submit_modal(ann, guess.modal, {custom_id: "5" for custom_id in guess.modal.inputs()})
        await world.expire(world.settings.ping_delay + 1)
    assert [m for m in world.fake.channel_messages() if f"<@{ben.id}>" in m.content]
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
