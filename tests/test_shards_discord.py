"""Two bot processes with disjoint shards on one PostgreSQL database, each on its own fake Discord
(one guild per shard): each runs only its own guilds' games, a restart of one loses nothing and
doubles nothing, and the global leaderboard counts the games of both."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.settings import Settings
from service.storage import NotOwner
from tests.discord_helpers import World, start_world_with
from tests.fakediscord import FakeChannel, FakeDiscord, FakeUser

SHARDS = 2


def guild_on_shard(fake: FakeDiscord, shard: int) -> int:
    """Give the fake's guild an id on ``shard`` (Discord: ``(guild_id >> 22) % shard_count``)."""
    millis = fake.guild_id >> 22
    millis += (shard - millis) % SHARDS
    guild = fake.guilds.pop(fake.guild_id)
    fake.guild_id = (millis << 22) | 0x2AAAAA  # low bits no snowflake of the fake's own will have
    fake.guilds[fake.guild_id] = replace(guild, id=fake.guild_id)
    return fake.guild_id


def second_discord() -> FakeDiscord:
    """Another fake Discord whose channel and user ids never equal the first one's (both fakes make
    ids from the clock; real Discord ids are unique across guilds)."""
    fake = FakeDiscord()
    own = fake._snowflake
    fake._snowflake = lambda: own() | 0x200000  # type: ignore[method-assign]
    channel = fake._snowflake()
    fake.channels = {channel: FakeChannel(channel, "games")}
    fake.channel_id = channel
    return fake


def keep_apart(fake: FakeDiscord, other: World) -> None:
    """Both fakes see every task of the loop (one task factory chains the other's), so a restart on
    ``fake`` would cancel the other bot's long-running tasks too; take those out of its sight."""
    hoard = other.bot.hoard
    theirs = {hoard.storage.backend._writer, hoard.service.scheduler._ticker, hoard.service._lease_keeper}
    fake._tasks.difference_update(theirs)


async def ai_game(world: World, human: FakeUser, channel: int | None = None) -> int:
    return await world.start_game("red-dragon new", [human], ais=2, channel=channel)


@pytest.fixture
async def url(fresh_schema):
    return fresh_schema()


def settings_for(url: str, shard: int) -> Settings:
    return Settings(
        database_url=url, shard_count=SHARDS, shard_ids=(shard,), ai_delay=0.0, timer_granularity=3600, lease_seconds=30
    )


async def log_is_whole(world: World, game_id: int) -> bool:
    """Every move stored once, numbered 0..moves-1 without a gap."""
    game = await world.bot.hoard.storage.load_game(game_id)
    numbers = [
        row[0]
        for row in await world.bot.hoard.storage.fetchall(
            "SELECT n FROM actions WHERE game_id = ? ORDER BY n", (game_id,)
        )
    ]
    return game is not None and numbers == list(range(game.moves))


async def test_two_processes_split_the_guilds_and_survive_a_restart(url):
    fake_a, fake_b = FakeDiscord(), second_discord()
    guild_on_shard(fake_a, 0)
    guild_on_shard(fake_b, 1)
    a = await start_world_with(settings_for(url, 0), fake_a)
    b = await start_world_with(settings_for(url, 1), fake_b)
    try:
        assert a.bot.hoard.service.leases.held == {0} and b.bot.hoard.service.leases.held == {1}
        ann, bob = fake_a.member("ann"), fake_b.member("bob")

        # A finished game in each guild, each played by its own process.
        finished_a = await ai_game(a, ann)
        finished_b = await ai_game(b, bob)
        await a.play_out_by_timers(finished_a, ann)
        await b.play_out_by_timers(finished_b, bob)

        # A game in progress in each guild.
        second = fake_a.add_channel("more")
        open_a = await ai_game(a, ann, channel=second)
        open_b = await ai_game(b, bob, channel=fake_b.add_channel("more"))
        for world, game_id in ((a, open_a), (b, open_b)):
            for _ in range(2):
                live = await world.live(game_id)
                await world.expire(live.record.turns.turn_deadline - world.clock.now + 1)
        moves_a = (await a.live(open_a)).record.moves
        moves_b = (await b.live(open_b)).record.moves
        assert moves_a > 0 and moves_b > 0

        # Neither process may act on the other's games, whatever it tries.
        record_b = await a.bot.hoard.storage.load_game(open_b)
        with pytest.raises(NotOwner):
            await a.bot.hoard.storage.save_lobby(record_b)
        await a.bot.hoard.service.fire(open_b)  # a timer of a foreign game does nothing
        assert (await b.bot.hoard.storage.load_game(open_b)).moves == moves_b

        # Process A restarts (a deploy): it gives its lease up, its successor takes shard 0 at once.
        keep_apart(fake_a, b)
        await a.restart()
        assert a.bot.hoard.service.leases.held == {0}
        resumed = await a.live(open_a)
        assert resumed.record.moves == moves_a  # nothing lost
        await a.expire(resumed.record.turns.turn_deadline - a.clock.now + 1)
        assert (await a.live(open_a)).record.moves > moves_a  # and it plays on
        await a.play_out_by_timers(open_a, ann)
        await b.play_out_by_timers(open_b, bob)

        for world, game_id in ((a, finished_a), (a, open_a), (b, finished_b), (b, open_b)):
            assert await log_is_whole(world, game_id)
            assert len(await world.bot.hoard.storage.results(game_id)) == 3  # rated once: 3 seats

        # The global leaderboard counts both processes' games; each server's board its own.
        board = (await fake_b.slash(bob, "leaderboard", scope="global", show_ai=False)).response.text()
        assert f"<@{ann.id}>" in board and f"<@{bob.id}>" in board
        here = (await fake_b.slash(bob, "leaderboard", show_ai=False)).response.text()
        assert f"<@{bob.id}>" in here and f"<@{ann.id}>" not in here
        rows = await a.bot.hoard.storage.fetchall(
            "SELECT player, games FROM ratings WHERE kind = '*' AND guild_id = 0 AND player IN (?, ?) ORDER BY player",
            (f"u:{ann.id}", f"u:{bob.id}"),
        )
        assert sorted(games for _, games in rows) == [2, 2]  # two games each, none counted twice
    finally:
        keep_apart(fake_b, a)
        await fake_b.close()
        await fake_a.close()
