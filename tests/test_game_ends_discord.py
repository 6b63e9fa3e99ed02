"""How every game ends, through the fake Discord: one score for each seat wherever it is shown, the same final
standings on the table and in the private views, the rules still offered, and the lobby pointing to the final
table."""

from __future__ import annotations

import random

import pytest

from discord_ui.formatting import signed
from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeMessage, FakeUser
from tests.test_whole_games_discord import GAMES
from tests.whole_games import STEP_LIMIT, make_a_move


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def play_to_the_end(
    world: World, command: str, ais: int, options: dict, ann: FakeUser
) -> tuple[int, FakeMessage]:
    """The game played to its end; its id and ann's private view as it ends (her last one, refreshed)."""
    game_id = await world.start_game(command, [ann], ais, seed=3, **options)
    rng = random.Random(11)
    hand = await world.open_hand(ann)
    for _ in range(STEP_LIMIT):
        if (await world.live(game_id)).record.status != "active":
            break
        hand = await world.open_hand(ann)
        if not await make_a_move(world, ann, rng):
            await world.expire(30)
    assert (await world.live(game_id)).record.status == "finished"
    refresh = next(b.custom_id for b in hand.buttons() if b.custom_id.endswith(":hand"))
    ended = (await world.fake.click(ann, hand, refresh)).response
    assert ended is not None and ended.ephemeral
    return game_id, ended


def field(message: FakeMessage, title: str) -> str:
    found = {f["name"]: f["value"] for e in message.embeds for f in e.get("fields", [])}
    assert title in found, (title, found)
    return found[title]


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_a_finished_game_shows_one_standings_everywhere_with_rules_and_a_closed_lobby(
    world, command, ais, options
):
    ann = world.fake.member("ann")
    game_id, hand = await play_to_the_end(world, command, ais, options, ann)
    record = (await world.live(game_id)).record
    results = await world.bot.hoard.storage.results(game_id)
    table = world.table()
    standings = field(table, "🏆 Final standings")
    lines = standings.split("\n")
    assert len(lines) == len(results)
    for line, result in zip(lines, sorted(results, key=lambda r: (r["placement"], r["seat"])), strict=True):
        shown = str(result["score"]).replace("-", "−")  # the true minus sign
        assert f" · {shown} " in line or line.endswith(f" · {shown}"), (line, result)
    medals = {1: "🥇", 2: "🥈", 3: "🥉"}
    assert all(
        line.startswith(medals.get(r["placement"], f"{r['placement']}."))
        for line, r in zip(lines, sorted(results, key=lambda r: (r["placement"], r["seat"])), strict=True)
    )
    assert field(hand, "🏆 Final standings") == standings  # the private view's end
    labels = [b.label for b in table.buttons()]
    assert "Rematch" in labels and "Rules" in labels
    rules = await world.fake.click(ann, table, next(b.custom_id for b in table.buttons() if b.label == "Rules"))
    assert rules.response is not None and rules.response.ephemeral
    lobby = next(m for m in world.fake.channel_messages() if m.id == record.lobby_message_id)
    link = f"https://discord.com/channels/{record.guild_id}/{record.channel_id}/{table.id}"
    assert f"This game is over: [the final table]({link})." in lobby.text()


async def test_a_stopped_games_lobby_says_so_and_links_to_its_last_table(world):
    ann = world.fake.member("ann")
    game_id = await world.start_game("red-dragon new", [ann], 2, seed=3)
    await world.fake.slash(ann, "red-dragon stop")
    record = (await world.live(game_id)).record
    assert record.status == "abandoned"
    lobby = next(m for m in world.fake.channel_messages() if m.id == record.lobby_message_id)
    link = f"https://discord.com/channels/{record.guild_id}/{record.channel_id}/{record.table_message_id}"
    assert f"This game was stopped: [the last table]({link})." in lobby.text()


async def test_sarkanytojas_private_view_and_table_show_the_dragon_eggs_score(world):
    """The private view once showed a score without the Dragon Egg's bonus while the table had it."""
    ann = world.fake.member("ann")
    game_id, hand = await play_to_the_end(world, "sarkanytojas new", 1, {}, ann)
    live = await world.live(game_id)
    last = live.engine.view(live.state, None).last_game
    table = world.table()
    names = [s.name for s in live.record.seats]
    egg = signed(last.personal[last.egg_to], "en-US")
    other = 1 - (live.record.seat_of(ann.id) or 0)
    assert f"{signed(last.personal[other], 'en-US')}" in field(hand, "Scores"), field(hand, "Scores")
    assert egg in table.text() and egg in hand.text(), names
    results = {r["seat"]: r["score"] for r in await world.bot.hoard.storage.results(game_id)}
    scoresheet = await world.bot.hoard.storage.scoresheet(game_id)
    assert [sum(row[s] for row in scoresheet) for s in range(2)] == [results[0], results[1]] == list(last.personal)
