"""Long games: reminders of a long turn timer, by ping or direct message, and away time, across restarts."""

from __future__ import annotations

import calendar

import pytest

from tests.discord_helpers import World, start_world

DAY = 24 * 60 * 60


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


def reminders(world: World) -> list[str]:
    return [m.content for m in world.fake.channel_messages() if "still awaited" in m.content]


async def waiting_for(world: World, game_id: int) -> list[int | None]:
    """The members the game waits for now."""
    live = await world.live(game_id)
    return [live.record.seats[s].user_id for s in live.engine.to_act(live.state)]


async def test_a_long_timer_reminds_twice_across_restarts_and_a_refused_direct_message_becomes_a_ping(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    for user in (ann, ben):
        await world.fake.slash(user, "settings", reminders="direct")
    world.fake.closed_dms.add(ben.id)  # ben takes no direct messages: Discord refuses them
    game_id = await world.start_game("krasny-drakon new", [ann, ben], 0, seed=1, timer=1440)  # a day a move
    assert set(await waiting_for(world, game_id)) == {ann.id, ben.id}  # both choose their first play at once
    await world.expire(DAY / 4 - 60)
    assert not reminders(world) and not world.fake.dms_for(ann)
    await world.restart()  # the reminder is planned again from the stored timer
    await world.expire(120)
    (direct,) = world.fake.dms_for(ann)
    assert "still awaited" in direct.content and "https://discord.com/channels/" in direct.content
    (ping,) = reminders(world)  # ben's direct message was refused: his reminder is a ping in the game's channel
    assert f"<@{ben.id}>" in ping and f"<@{ann.id}>" not in ping
    await world.restart()  # sent once: a restart does not send it again
    await world.expire(60)
    assert len(reminders(world)) == len(world.fake.dms_for(ann)) == 1
    await world.expire(DAY * 0.9 - DAY / 4)  # a tenth of the time is left: the second reminder
    assert len(reminders(world)) == len(world.fake.dms_for(ann)) == 2


async def test_away_time_holds_the_turn_timer_across_a_restart_and_the_table_says_until_when(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await world.start_game("krasny-drakon new", [ann, ben], 0, seed=1, timer=60)  # an hour a move
    user = ann
    await world.expire(30 * 60)  # half their hour is gone
    answer = (await world.fake.slash(user, "settings", away=2)).response
    assert answer is not None and answer.ephemeral and "away until" in answer.text() and "19 days" in answer.text()
    await world.settle()
    until = int(world.clock.now + 2 * DAY)
    assert f"<@{user.id}> is away until <t:{until}:f>" in world.table().content
    await world.restart()
    await world.expire(2 * DAY + 29 * 60)  # back, with a minute of the half hour they had left
    assert (await world.live(game_id)).record.moves == 0
    await world.expire(2 * 60)  # their time ran out: the AI moved for them
    assert (await world.live(game_id)).record.moves > 0
    assert f"<t:{until}:f>" not in world.table().content


async def test_away_time_is_seven_days_at_most_and_twenty_one_a_year(world):
    world.clock.now = calendar.timegm((2030, 3, 1, 12, 0, 0))  # no new year in between
    ann = world.fake.member("ann")
    for _ in range(3):
        await world.fake.slash(ann, "settings", away=7)
        await world.expire(7 * DAY)
    refused = (await world.fake.slash(ann, "settings", away=1)).response
    assert refused is not None and "no away time left" in refused.text()
    back = (await world.fake.slash(ann, "settings", away=0)).response
    assert back is not None and "Welcome back" in back.text() and "0 days" in back.text()
