"""What a new player meets first, through the fake Discord: the lobby (removing an AI seat, house rules explained,
the rules before the start), the records (answered privately, scores in their unit, one minus sign), ``/stop``
asking first, and one name for the private view's button in every game."""

from __future__ import annotations

import re
from typing import Any

import pytest

from discord_ui import i18n
from service.storage import GameRecord, SeatRecord
from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeMessage, FakeUser


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def open_lobby(world: World, host: FakeUser, command: str = "krasny-drakon new", **options: Any) -> FakeMessage:
    lobby = (await world.fake.slash(host, command, **options)).response
    assert lobby is not None and not lobby.ephemeral
    return lobby


async def test_the_host_removes_an_ai_seat_again(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    lobby = await open_lobby(world, ann)
    assert lobby.find_button("Remove AI").disabled  # no AI seat yet
    await world.fake.click(bob, lobby, lobby.find_button("Join").custom_id)
    for level in ("Easy", "Hard"):
        await world.fake.click(ann, lobby, lobby.find_button(f"Add AI: {level}").custom_id)
    lobby = world.fake.messages[lobby.id]
    assert "Hard AI" in lobby.text() and "Seats (4/" in lobby.text()
    refused = await world.fake.click(bob, lobby, lobby.find_button("Remove AI").custom_id)
    assert refused.response.ephemeral and "Only the host" in refused.response.text()
    removed = await world.fake.click(ann, lobby, lobby.find_button("Remove AI").custom_id)
    text = removed.response.text()
    assert "Seats (3/" in text and "Easy AI" in text and "Hard AI" not in text  # the newest AI seat went
    removed = await world.fake.click(ann, lobby, removed.response.find_button("Remove AI").custom_id)
    assert "Seats (2/" in removed.response.text() and removed.response.find_button("Remove AI").disabled


async def test_every_house_rule_says_what_it_does_in_the_lobby_and_the_rules(world):
    ann = world.fake.member("ann")
    lobby = await open_lobby(world, ann, sets=True)
    fields = {f["name"]: f["value"] for f in lobby.embeds[0]["fields"]}
    house = fields["House rules"]
    assert "**Sets**: on (play several cards of one rank from the same source in one turn)" in house
    assert "before the AI plays for them" in house  # the turn timer too
    assert all("(" in line for line in house.splitlines())  # every house rule is explained
    rules = (await world.fake.click(world.fake.member("eve"), lobby, lobby.find_button("Rules").custom_id)).response
    assert rules.ephemeral and "Krasny Drakon" in rules.text()  # the rules before the start, for anyone
    assert "**Sets**: on (play several cards" in rules.text()  # this game's house rules, explained
    magyar = world.fake.member("zsofi", locale="hu")
    rules = (await world.fake.click(magyar, lobby, lobby.find_button("Rules").custom_id)).response
    assert rules.ephemeral and i18n.text("hu", "krasny-drakon-option-sets.help") in rules.text()  # the clicker's


async def test_stop_asks_first_and_stops_only_when_confirmed(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await world.start_game("red-dragon new", [ann, bob], ais=1)
    refused = (await world.fake.slash(bob, "red-dragon stop")).response
    assert refused.ephemeral and "Only the host" in refused.text() and not refused.buttons()
    asked = (await world.fake.slash(ann, "red-dragon stop")).response
    assert asked.ephemeral and "recorded as abandoned" in asked.text()
    assert (await world.live(game_id)).record.status == "active"  # asking stops nothing
    stopped = await world.fake.click(ann, asked, asked.find_button("Stop the game").custom_id)
    assert not stopped.response.ephemeral and "abandoned" in stopped.response.text()
    assert (await world.bot.hoard.storage.load_game(game_id)).status == "abandoned"


async def test_the_private_views_button_has_one_name_in_every_game(world):
    ann = world.fake.member("ann")
    labels = set()
    for command, options in (
        ("red-dragon new", {}),
        ("krasny-drakon new", {}),
        ("drago-rosso new", {}),
        ("play-of-the-dragons new", {}),
    ):
        game_id = await world.start_game(command, [ann], ais=2 if command == "red-dragon new" else 1, **options)
        table = world.table()
        labels |= {b.label for b in table.buttons() if b.custom_id.endswith(":hand")}
        asked = (await world.fake.slash(ann, f"{command.split()[0]} stop")).response
        await world.fake.click(ann, asked, asked.find_button("Stop the game").custom_id)
        assert (await world.bot.hoard.storage.load_game(game_id)).status == "abandoned"
    assert labels == {"My view"}


async def finished(world: World, kind: str, players: list[FakeUser], scores: list[int], at: float) -> int:
    """A finished game of ``kind`` in the test channel, the players placed in order with these scores."""
    storage = world.bot.hoard.storage
    seats = [SeatRecord(i, p.id, p.name, False) for i, p in enumerate(players)]
    game = GameRecord(
        0,
        kind,
        world.fake.guild_id,
        world.fake.channel_id,
        players[0].id,
        "lobby",
        {},
        300,
        1,
        created_at=at,
        seats=seats,
    )
    await storage.create_game(game)
    game.status, game.ended_at = "finished", at
    results = [(i, i + 1, score, None) for i, score in enumerate(scores)]
    await storage.save_progress(game, [], [(0, scores)], results=results)
    return game.id


async def test_records_answer_privately_with_scores_in_their_unit_and_one_minus_sign(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    outlasted = await finished(world, "krasny-drakon", [ann, bob], [1, 0], 1)
    await finished(world, "red-dragon", [bob, ann], [12, -66], 2)
    board = (await world.fake.slash(bob, "leaderboard")).response
    assert board.ephemeral
    stats = (await world.fake.slash(bob, "stats", player=ann)).response
    assert stats.ephemeral and "Best −66 points · average −66.0 points" in stats.text()
    assert "Best 1 player outlasted" in stats.text()
    listing = (await world.fake.slash(bob, "history")).response
    assert listing.ephemeral
    assert "ann (1 player outlasted)" in listing.text() and "bob (0 players outlasted)" in listing.text()
    assert "ann (−66 points)" in listing.text()
    shown = await world.fake.select(bob, listing, listing.selects()[0].custom_id, [str(outlasted)])
    assert "1. ann: 1 player outlasted" in shown.response.text()
    for message in (stats, listing):
        assert not re.search(r"(?<![\w-])-\d", message.text())  # no hyphen for a minus
