"""A thread per game: the table and the pings in a thread opened from the lobby message, the lobby left in the
channel; without the thread permissions the lobby says so and the game plays in the channel.

The ids each check reads: the lobby's buttons are clicked in the channel, where the game's stored channel is until
it starts; then the game's stored channel becomes the thread (whose id is the lobby message's), so the table's and
private views' clicks, which carry the thread's id, pass ``game_here``; the lobby message stays in the channel
(``lobby_channel_id``), which is where the bot edits it."""

from __future__ import annotations

import discord
import pytest

from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeMessage, FakeUser


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


def table_in(world: World, channel_id: int) -> FakeMessage:
    """The newest table message of a channel or thread."""
    for message in reversed(world.fake.channel_messages(channel_id)):
        if any(b.custom_id.endswith((":hand", ":rematch")) for b in message.buttons() if b.custom_id):
            return message
    raise AssertionError(f"no table in channel {channel_id}")


async def play_a_move(world: World, user: FakeUser, table: FakeMessage) -> None:
    """Open ``user``'s private view from ``table`` and make their first choice there."""
    button = next(b for b in table.buttons() if b.custom_id and b.custom_id.endswith(":hand"))
    hand = (await world.fake.click(user, table, button.custom_id)).response
    assert hand is not None and hand.ephemeral and hand.channel_id == table.channel_id
    select = hand.selects()[0]
    chosen = await world.fake.select(
        user, hand, select.custom_id, [o.value for o in select.options[: select.min_values]]
    )
    assert chosen.response is not None and "not here" not in chosen.response.text().lower()


async def open_and_start(
    world: World, users: list[FakeUser], channel: int | None = None, **options: object
) -> FakeMessage:
    """``/red-dragon new`` with ``options``, the others joined, an AI added, started: the lobby message."""
    lobby = (await world.fake.slash(users[0], "red-dragon new", channel=channel, **options)).response
    assert lobby is not None and not lobby.ephemeral
    for user in users[1:]:
        await world.fake.click(user, lobby, lobby.find_button("Join").custom_id)
    await world.fake.click(users[0], lobby, lobby.find_button("Add AI: Normal").custom_id)
    await world.fake.click(users[0], lobby, lobby.find_button("Start").custom_id)
    return world.fake.messages[lobby.id]


async def test_a_game_is_played_in_a_thread_of_its_lobby_message(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    lobby = (await world.fake.slash(ann, "red-dragon new", thread=True)).response
    assert "thread of this message" in lobby.text()
    await world.fake.click(ben, lobby, lobby.find_button("Join").custom_id)
    await world.fake.click(ann, lobby, lobby.find_button("Add AI: Normal").custom_id)
    await world.fake.click(ann, lobby, lobby.find_button("Start").custom_id)

    (thread,) = world.fake.threads()
    assert (thread.id, thread.parent_id) == (lobby.id, world.fake.channel_id)  # opened from the lobby message
    game = await world.bot.hoard.storage.open_game_in_channel(thread.id)
    assert game is not None and (game.channel_id, game.lobby_channel_id) == (thread.id, world.fake.channel_id)
    assert (thread.name, thread.auto_archive_duration) == (f"Red Dragon #{game.id}", 10080)
    assert [m.id for m in world.fake.channel_messages()] == [lobby.id]  # the channel keeps one line per game
    assert "thread" in world.fake.messages[lobby.id].text()

    await play_a_move(world, ann, table_in(world, thread.id))  # clicks in the thread carry its id: they pass
    await world.expire(61)  # ben has waited a minute: his ping comes in the thread
    pings = [m for m in world.fake.channel_messages(thread.id) if "your move" in m.content]
    assert len(pings) == 1 and f"<@{ben.id}>" in pings[0].content and f"/{thread.id}/" in pings[0].content

    other = (await world.fake.slash(ann, "red-dragon new")).response  # the channel is free for another game
    assert other is not None and not other.ephemeral
    await world.fake.click(ann, other, other.find_button("Cancel").custom_id)

    await world.restart()  # the game, its thread and its clicks outlive a restart
    await play_a_move(world, ben, table_in(world, thread.id))
    stopped = await world.stop(ann, "red-dragon stop", channel=thread.id)
    assert stopped.response is not None and stopped.response.channel_id == thread.id
    await world.settle()
    closed = world.fake.messages[lobby.id].text()  # the lobby, in the channel, links to the table in the thread
    assert f"/{world.fake.channel_id}/" not in closed and f"/{thread.id}/" in closed


async def test_without_thread_permissions_the_lobby_says_so_and_the_game_plays_in_the_channel(world):
    no_threads = discord.Permissions(create_public_threads=True, send_messages_in_threads=True)
    channel = world.fake.add_channel("no-threads", [world.fake.overwrite(world.fake.bot_role_id, deny=no_threads)])
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    mark = world.fake.mark()
    lobby = await open_and_start(world, [ann, ben], channel, thread=True)
    said = (await world.fake.slash(ann, "red-dragon new", channel=channel, thread=True)).response.text()
    assert "This channel already has a game" in said
    assert world.fake.threads() == []
    assert not [r for r in world.fake.requests_since(mark) if r.path.endswith("/threads")]
    first = world.fake.messages[lobby.id].versions[0].message.text()
    assert (
        "played in this channel" in first and "Create Public Threads" in first and "Send Messages in Threads" in first
    )
    await play_a_move(world, ann, table_in(world, channel))


async def test_a_thread_refused_at_the_start_leaves_the_game_in_its_channel(world):
    """The permission went between the lobby and the start: Discord refuses the thread once, the game plays in the
    channel and is not paused, and the thread is not asked for again."""
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    world.fake.inject(lambda method, path: method == "POST" and path.endswith("/threads"), 403, 50013, "Refused", 5)
    mark = world.fake.mark()
    lobby = await open_and_start(world, [ann, ben], thread=True)
    await play_a_move(world, ann, table_in(world, world.fake.channel_id))
    assert len([r for r in world.fake.requests_since(mark) if r.path.endswith("/threads")]) == 1
    game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    assert game is not None and game.thread == "refused" and not game.turns.paused
    assert world.fake.messages[lobby.id].channel_id == world.fake.channel_id


async def test_a_server_plays_its_games_in_threads_once_an_admin_says_so(world):
    ann, boss = world.fake.member("ann"), world.fake.member("boss", manage_guild=True)
    refused = await world.fake.slash(ann, "settings", threads="on")
    assert "Only a member with Manage Server" in refused.response.text()
    said = await world.fake.slash(boss, "settings", threads="on")
    assert "thread" in said.response.text() and "Only" not in said.response.text()
    lobby = (await world.fake.slash(ann, "red-dragon new")).response
    assert "thread of this message" in lobby.text()
    await world.fake.click(ann, lobby, lobby.find_button("Cancel").custom_id)
    own_choice = (await world.fake.slash(ann, "red-dragon new", thread=False)).response  # the lobby's option rules
    assert "thread" not in own_choice.text()
