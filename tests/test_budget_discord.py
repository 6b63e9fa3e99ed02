"""The bot's requests on its token under Discord's global limit (issue 51): the fake Discord refuses the 51st in a
second as Discord does; the bot paces its own under its budget, draws a waiting table once with its latest state,
serves servers in turn, answers a click on the table with the table, and posts a table anew when Discord refuses
the edits of an old one."""

from __future__ import annotations

import asyncio
import time
from dataclasses import replace

import pytest

from discord_ui import budget, sending
from discord_ui.budget import Budget
from service.settings import Settings
from tests import backends
from tests.discord_helpers import World, start_world, start_world_with
from tests.fakediscord import FakeChannel, FakeDiscord, GlobalLimit, Request


def bot_token(requests: list[Request]) -> list[Request]:
    """The requests made on the bot token (not through an interaction's token)."""
    return [r for r in requests if not r.path.startswith(("/interactions/", "/webhooks/"))]


async def tables(world: World, count: int) -> list[int]:
    """``count`` Red Dragon games with one human and two AI seats, each in a channel of its own."""
    games = []
    for n in range(count):
        channel = world.fake.add_channel(f"table-{n}")
        user = world.fake.member(f"player-{n}")
        games.append(await world.start_game("red-dragon new", [user], ais=2, channel=channel))
    return games


async def with_budget(tmp_path, rate: float) -> World:
    settings = Settings(
        database_path=tmp_path / "db.sqlite3",
        database_url=backends.URL,
        ai_delay=0.0,
        timer_granularity=3600,
        request_budget=rate,
    )
    return await start_world_with(settings)


async def test_the_fake_refuses_the_51st_request_in_a_second_as_discord_does(tmp_path):
    world = await start_world(tmp_path / "db.sqlite3")
    try:
        channel = world.fake.channel_id
        message = await sending.post(world.bot, channel, content="0")
        # Discord's 50 a second, in a window a busy machine does not outlast while sending them
        world.fake.global_limit = GlobalLimit(window=5.0)
        edits = asyncio.gather(*(sending.edit(world.bot, channel, message, content=f"{n}") for n in range(51)))
        with pytest.raises(AssertionError, match="global limit of 50 requests in 5 s"):
            await world.fake.settle()
        await edits  # discord.py waited the 429 out and sent it again
        refused = world.fake.global_limit.refused
        assert refused and world.fake.invalid_requests == len(refused)
        assert world.fake.global_limit.busiest(5.0) == 50
    finally:
        world.fake._failures.clear()
        await world.fake.close()


async def test_tables_wait_their_turn_under_the_budget_and_a_waiting_table_is_drawn_once(tmp_path):
    world = await with_budget(tmp_path, 4)
    try:
        games = await tables(world, 3)
        hoard = world.bot.hoard
        mark = world.fake.mark()
        world.fake.global_limit.sent_at.clear()
        for game_id in games:
            hoard.repost_table(game_id)  # a new table posted, the old one let go: two requests a game
        for _ in range(5):  # changes while the tables wait for their turn: drawn with them, no request more
            for game_id in games:
                hoard._spawn_refresh(game_id)
        await world.settle()
        sent = bot_token(world.fake.requests_since(mark))
        assert len(sent) == 2 * len(games), [f"{r.method} {r.path}" for r in sent]
        # one more than the budget at most: a request reaches Discord a few milliseconds after its turn
        assert world.fake.global_limit.busiest() <= 4 + 1
        assert not world.fake.global_limit.refused
    finally:
        await world.fake.close()


async def test_a_click_never_waits_for_the_tables(tmp_path):
    world = await with_budget(tmp_path, 1)
    try:
        games = await tables(world, 3)
        hoard = world.bot.hoard
        for game_id in games:
            hoard.repost_table(game_id)  # six requests: six seconds of this budget
        await asyncio.sleep(0)
        user = world.fake.users[next(iter(world.fake.users))]
        table_id = (await world.live(games[0])).record.table_message_id
        payload = world.fake.component_payload(user, table_id, f"t:{games[0]}:hand")
        started = time.monotonic()
        clicked = world.fake.dispatch_now(payload, "open the private view")
        while not clicked.responded:  # noqa: ASYNC110 (the fake answers it in the bot's task)
            await asyncio.sleep(0.01)
        assert time.monotonic() - started < 0.5
        assert hoard.budget.waiting  # the tables still wait for their turns
        await world.settle()
    finally:
        await world.fake.close()


async def test_a_move_clicked_on_the_table_is_answered_with_the_table(tmp_path):
    world = await start_world(tmp_path / "db.sqlite3")
    try:
        alice, bob = world.fake.member("alice"), world.fake.member("bob")
        game_id = await world.start_game("drago-rosso new", [alice, bob], seed=17)
        table = world.table()
        mark = world.fake.mark()
        revealed = await world.fake.click(alice, table, table.find_button("reveal a card").custom_id)
        assert revealed.callback_type == 7 and (await world.live(game_id)).record.moves == 1
        assert world.table().id == table.id and world.table().find_button("Stop and keep")
        assert not bot_token(world.fake.requests_since(mark))  # the table came with the click's answer
    finally:
        await world.fake.close()


async def test_a_table_discord_no_longer_lets_the_bot_edit_is_posted_anew(tmp_path):
    world = await start_world(tmp_path / "db.sqlite3")
    try:
        alice, bob = world.fake.member("alice"), world.fake.member("bob")
        game_id = await world.start_game("drago-rosso new", [alice, bob], seed=17)
        old = world.table()
        world.fake.inject(
            lambda method, path: method == "PATCH" and path.endswith(f"/messages/{old.id}"),
            400,
            30046,
            "Maximum number of edits to messages older than 1 hour reached. Try again later.",
            times=5,
        )
        hand = await world.open_hand(alice)
        await world.fake.click(alice, hand, next(b.custom_id for b in hand.buttons() if b.label == "Reveal a card"))
        new = world.table()
        assert new.id != old.id and (await world.live(game_id)).record.table_message_id == new.id
        assert new.find_button("Stop and keep")
    finally:
        await world.fake.close()


@pytest.mark.parametrize("backend", ["sqlite"], indirect=True)  # no database
async def test_the_queue_serves_servers_in_turn_and_humans_first():
    turns = Budget(1000.0)
    served: list[str] = []

    async def wait(name: str, guild: int, priority: int) -> None:
        await turns.turn(guild, priority)
        served.append(name)

    await turns.turn(1, budget.ONLOOKER)  # the first goes at once; the others queue behind it
    busy = [asyncio.create_task(wait(f"busy-{n}", 1, budget.ONLOOKER)) for n in range(4)]
    await asyncio.sleep(0)
    other = asyncio.create_task(wait("other", 2, budget.ONLOOKER))
    human = asyncio.create_task(wait("human", 1, budget.HUMAN))
    await asyncio.gather(*busy, other, human)
    assert served == ["human", "busy-0", "other", "busy-1", "busy-2", "busy-3"]
    await turns.close()


@pytest.mark.parametrize("backend", ["postgresql"], indirect=True)  # two processes share one database
async def test_two_processes_with_two_shards_each_stay_under_the_budget_together(tmp_path):
    """Shards 0-1 in one process and 2-3 in the other, one bot token (one global limit between the two fakes)."""
    limit = GlobalLimit()
    worlds: list[World] = []
    try:
        for first in (0, 2):
            fake = FakeDiscord()
            fake.global_limit = limit
            own = fake._snowflake
            if first:  # ids of the second fake never equal the first's
                fake._snowflake = lambda own=own: own() | 0x200000
                channel = fake._snowflake()
                fake.channels = {channel: FakeChannel(channel, "games")}
                fake.channel_id = channel
            millis = fake.guild_id >> 22
            millis += (first - millis) % 4
            guild = fake.guilds.pop(fake.guild_id)
            fake.guild_id = (millis << 22) | 0x2AAAAA | (0x100000 if first else 0)
            fake.guilds[fake.guild_id] = replace(guild, id=fake.guild_id)  # the guild of the shards wanted
            settings = Settings(
                database_url=backends.URL,
                shard_count=4,
                shard_ids=(first, first + 1),
                ai_delay=0.0,
                timer_granularity=3600,
                request_budget=6,
            )
            worlds.append(await start_world_with(replace(settings), fake))
        assert [w.bot.hoard.budget.interval for w in worlds] == [1 / 3, 1 / 3]
        games = [await tables(world, 3) for world in worlds]
        limit.sent_at.clear()
        for world, ids in zip(worlds, games, strict=True):
            for game_id in ids:
                world.bot.hoard.repost_table(game_id)
        await asyncio.gather(*(world.settle() for world in worlds))
        assert len(limit.sent_at) == 12
        assert limit.busiest() <= 6 + 2 and not limit.refused  # a request arrives a little after its turn
    finally:
        for world in worlds:
            await world.bot.close()
        for world in worlds:
            await world.fake.close()


async def test_requests_whose_turns_came_apart_do_not_go_out_together():
    """A table's turn comes before it is drawn and a drawing may take a while (its picture waits for a worker):
    turns given a second apart must not become requests sent together, over Discord's count in any one second."""
    turns = Budget(3)
    loop = asyncio.get_running_loop()
    for _ in range(3):  # three turns, their drawings slow: the requests are ready together
        await turns.turn(1, budget.HUMAN)
    sent: list[float] = []

    async def request() -> None:
        await turns.sending()
        sent.append(loop.time())

    await asyncio.gather(*(request() for _ in range(7)))
    window = [t for t in sent if t - sent[0] < 1.0]
    assert len(window) == 3 and sent[3] - sent[0] >= 0.99, sent  # the fourth waits until the first is a second old
    assert all(sent[i + 3] - sent[i] >= 0.99 for i in range(len(sent) - 3))  # never more than three in any second
    await turns.close()
