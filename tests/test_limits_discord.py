"""The bot stays far from Discord's ban on invalid requests and shares its one budget of requests fairly: a server
and a member may open only so many lobbies and games at once, a channel that refuses the bot is tried again
rarely (whoever clicks), and a server that removed the bot gets no request any more."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from discord_ui.components import TableButton, view_of
from service import metrics
from service.games import GameService, Player
from service.settings import Settings
from service.storage import Storage
from tests import backends
from tests.discord_helpers import World, start_world_with
from tests.fakediscord import FakeDiscord, FakeMessage


def settings_at(path: Path, server_games: int, member_games: int) -> Settings:
    """The tests' settings (see :func:`tests.discord_helpers.start_world`) with these limits."""
    return Settings(
        database_path=path,
        database_url=backends.URL,
        ai_delay=0.0,
        timer_granularity=3600,
        server_games=server_games,
        member_games=member_games,
    )


@pytest.fixture
async def world(tmp_path):
    world = await start_world_with(settings_at(tmp_path / "hoard.sqlite3", server_games=3, member_games=2))
    yield world
    await world.fake.close()


def button(message: FakeMessage, verb: str) -> str:
    return next(b.custom_id for b in message.buttons() if b.custom_id.endswith(f":{verb}"))


async def test_a_server_and_a_member_open_only_so_many_lobbies_and_games(world: World):
    fake = world.fake
    ann, ben, cat = fake.member("ann"), fake.member("ben"), fake.member("cat")
    channels = [fake.channel_id, *(fake.add_channel(f"games-{n}") for n in range(4))]
    first = (await fake.slash(ann, "red-dragon new", channel=channels[0])).response
    assert first is not None and not first.ephemeral
    await fake.slash(ann, "red-dragon new", channel=channels[1])
    refused = (await fake.slash(ann, "red-dragon new", channel=channels[2])).response
    assert refused is not None and refused.ephemeral
    assert "as many open lobbies and games as one member may be at once (2)" in refused.text()
    assert await world.bot.hoard.storage.open_game_in_channel(channels[2]) is None
    third = (await fake.slash(ben, "red-dragon new", channel=channels[2])).response
    assert third is not None and not third.ephemeral
    full = (await fake.slash(cat, "red-dragon new", channel=channels[3])).response
    assert full is not None and full.ephemeral
    assert "This server already has as many open lobbies and games as it may have at once (3)" in full.text()
    await fake.click(ben, first, button(first, "join"))  # ben's second
    joined = await fake.click(ben, third, button(third, "join"))  # seated there already: nothing changes
    assert joined.response is not None and "already" in joined.response.text()
    second = fake.channel_messages(channels[1])[-1]
    over = await fake.click(ben, second, button(second, "join"))
    assert over.response is not None and over.response.ephemeral and "(2)" in over.response.text()
    game = await world.bot.hoard.storage.open_game_in_channel(channels[1])
    assert game is not None and [s.name for s in game.seats] == ["ann"]
    await fake.click(ann, first, button(first, "cancel"))  # one fewer: the server has room again
    again = (await fake.slash(cat, "red-dragon new", channel=channels[3])).response
    assert again is not None and not again.ephemeral


def test_the_limits_are_settings(monkeypatch):
    monkeypatch.setenv("SERVER_GAME_LIMIT", "40")
    monkeypatch.setenv("MEMBER_GAME_LIMIT", "5")
    settings = Settings.from_env()
    assert (settings.server_games, settings.member_games) == (40, 5)
    monkeypatch.delenv("SERVER_GAME_LIMIT")
    monkeypatch.delenv("MEMBER_GAME_LIMIT")
    assert (Settings.from_env().server_games, Settings.from_env().member_games) == (25, 3)


async def test_a_server_that_removes_the_bot_has_its_games_ended_and_gets_no_request_any_more(world: World):
    fake = world.fake
    ann, ben = fake.member("ann"), fake.member("ben")
    other = fake.add_channel("lobby")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1, timer=1)
    await world.open_hand(ann)  # a private view open, a ping planned
    lobby = (await fake.slash(ben, "red-dragon new", channel=other)).response
    assert lobby is not None
    opened = await world.bot.hoard.storage.open_game_in_channel(other)
    assert opened is not None
    sent = len(fake.requests)
    fake.remove_bot()
    await world.settle()
    await world.expire(3600)  # timers, pings and retries would be due by now
    assert fake.requests[sent:] == []
    stored = [await world.bot.hoard.storage.load_game(g) for g in (game_id, opened.id)]
    assert [g.status if g else None for g in stored] == ["abandoned", "cancelled"]


def test_the_refused_requests_of_the_last_ten_minutes_are_logged_by_the_hundred(caplog):
    now = [0.0]
    requests = metrics.RequestLog(lambda: now[0])
    with caplog.at_level(logging.WARNING, logger="service.metrics"):
        for n in range(250):
            now[0] = n * 3.0  # one refusal every 3 s: those of the first 10 minutes only are counted
            requests.record("PATCH", "/api/v10/channels/123456789012345678/messages/123456789012345679", 403)
    said = [r.getMessage() for r in caplog.records if r.name == "service.metrics"]
    assert said == [
        "Discord refused 100 requests (401, 403, 429) in the last 10 minutes; it bans the bot at 10,000",
        "Discord refused 200 requests (401, 403, 429) in the last 10 minutes; it bans the bot at 10,000",
    ]


async def test_clicks_on_a_paused_game_try_its_channel_again_at_most_once_a_minute(world: World):
    fake = world.fake
    ann, ben = fake.member("ann"), fake.member("ben")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1)
    table = world.table()
    refused: list[str] = []

    def into_channel(method: str, path: str) -> bool:
        if "/channels/" not in path:
            return False
        refused.append(path)
        return True

    fake.inject(into_channel, 403, 50013, "Missing Permissions", 10**6)
    world.bot.hoard.repost_table(game_id)  # someone asks for the table: refused, the game pauses
    await world.settle()
    assert (await world.live(game_id)).record.turns.paused and len(refused) == 1
    for _ in range(30):  # 📖 Rules clicked every 2 s for a minute
        await fake.click(ben, table, button(table, "rules"))
        world.clock.now += 2
    assert len(refused) == 1  # the channel was tried less than a minute ago
    await fake.click(ben, table, button(table, "rules"))  # a minute on: tried again on this click
    assert len(refused) == 2


async def test_a_table_the_ai_plays_alone_pauses_after_a_round_and_plays_on_when_a_seat_is_taken_back(world: World):
    fake = world.fake
    ann = fake.member("ann")
    game_id = await world.start_game("red-dragon new", [ann], 2, seed=1)
    live = await world.live(game_id)
    for _ in range(3):  # ann's timer runs out three times: the AI keeps her seat
        await world.expire(300)
    turns = live.record.turns
    assert live.record.seats[0].autoplay and live.record.status == "active" and turns.idle
    assert turns.unwatched_from is not None  # the move at which nobody was left at the table: a round since
    assert live.record.moves >= turns.unwatched_from + len(live.record.seats)
    table = world.table()
    assert table.content is not None and table.content.startswith("⏸️ Paused: the AI plays every seat")
    assert f"<t:{int(world.clock.now + 24 * 3600)}:R>" in table.content  # when it is abandoned
    idle_moves = live.record.moves
    await world.expire(3600)
    assert live.record.moves == idle_moves  # nobody is there: the AI waits
    hand = await world.open_hand(ann)
    await fake.click(ann, hand, button(hand, "back"))
    await world.settle()
    assert not live.record.turns.idle and live.record.turns.human_at == world.clock.now
    assert not world.table().content.startswith("⏸️")
    await world.expire(300)  # her timer runs again: the AI moves for her, and the game goes on
    assert live.record.moves > idle_moves


async def test_a_table_the_ai_plays_alone_is_abandoned_after_a_day_paused(world: World):
    fake = world.fake
    ann = fake.member("ann")
    game_id = await world.start_game("red-dragon new", [ann], 2, seed=1)
    live = await world.live(game_id)
    for _ in range(3):
        await world.expire(300)
    await world.expire(60)
    assert live.record.turns.idle
    await world.restart()  # the pause and its end are stored
    await world.expire(23 * 3600)
    assert (await world.live(game_id)).record.status == "active"
    await world.expire(3600)
    stored = await world.bot.hoard.storage.load_game(game_id)
    assert stored is not None and stored.status == "abandoned"
    table = next(m for m in fake.channel_messages() if m.id == stored.table_message_id)
    assert table.content == "🛑 **Red Dragon** was stopped."


async def test_a_game_with_no_human_move_for_thirty_days_is_abandoned(world: World):
    fake = world.fake
    ann, ben = fake.member("ann"), fake.member("ben")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1, timer=0)  # no turn timer
    await world.expire(29 * 24 * 3600)
    assert (await world.live(game_id)).record.status == "active"
    await world.restart()
    await world.expire(24 * 3600)
    stored = await world.bot.hoard.storage.load_game(game_id)
    assert stored is not None and stored.status == "abandoned"


#: a path where no OpenAPI document lies: the fake checks no request body against it, which a test of thousands of
#: clicks cannot wait for (every other test checks them)
NO_SPEC = Path("/nonexistent/openapi.json")


async def paused_games(settings: Settings, fake: FakeDiscord, count: int) -> list[FakeMessage]:
    """``count`` Red Dragon games, each in a channel of its own with its table posted, all paused because their
    channels refused the bot; made through a service of their own before the bot starts (drawing a thousand tables
    through the fake takes minutes), their tables put into the fake as the bot posted them."""
    storage = Storage(backends.target(settings.database_path))
    await storage.open()
    service = GameService(storage, settings)
    ann = fake.member("ann")
    host = Player(ann.id, ann.name)

    async def paused_game() -> FakeMessage:
        channel = fake.add_channel("games")
        game = await service.open_lobby("red-dragon", fake.guild_id, channel, host, {}, 0)
        for _ in range(2):
            await service.add_ai(game.id, host)
        await service.start_game(game.id, host)
        rules = TableButton(game.id, "rules", "Rules", emoji="📖")
        table = fake.posted_before(
            channel, {"content": "🎯 Waiting for ann", "components": view_of([rules]).to_components()}
        )
        await storage.set_table_message(game.id, table.id, service.clock(), "round-1")
        await service.pause(game.id)
        return table

    try:
        return list(await asyncio.gather(*(paused_game() for _ in range(count))))
    finally:
        await service.stop()
        await storage.close()


@pytest.mark.parametrize("backend", ["sqlite"], indirect=True)  # the bot's requests are the same on either
async def test_a_thousand_paused_games_clicked_on_for_ten_minutes_make_fewer_than_a_thousand_refused_requests(
    tmp_path, backend
):
    """1,000 games whose channels refuse the bot (paused), and a member clicking 📖 Rules on their tables 20 times a
    second, each click on the next table, for 10 minutes: Discord refuses fewer than 1,000 requests meanwhile (it
    bans the bot at 10,000), however many clicks there are and however many times each table is tried again. The
    thousand first retries fall due together a few seconds after the start: the bot counts each try as it makes it,
    or all of them would pass the count before the first refusal came back."""
    settings = settings_at(tmp_path / "hoard.sqlite3", server_games=2000, member_games=2000)
    fake = FakeDiscord(spec_path=NO_SPEC)
    fake.keep_history = False
    tables = await paused_games(settings, fake, 1000)
    refused: list[str] = []

    def into_channel(method: str, path: str) -> bool:
        """Every request into a channel is refused, as if each had revoked the bot's permissions."""
        if "/channels/" not in path:
            return False
        refused.append(path)
        return True

    fake.inject(into_channel, 403, 50013, "Missing Permissions", 10**9)
    world = await start_world_with(settings, fake)  # paused games are not tried at once at start
    try:
        fake.think_time = 0.05  # on the fake's clock, before each click
        ann = fake.member("ann")
        clicks = 0
        for _second in range(600):
            for _ in range(20):
                table = tables[clicks % len(tables)]
                clicks += 1
                world.clock.now += 0.05
                fake.dispatch_now(fake.component_payload(ann, table, button(table, "rules")), "rules")
            await world.expire(0)
        assert clicks == 12_000 and 0 < len(refused) < 1000
    finally:
        await world.fake.close()
