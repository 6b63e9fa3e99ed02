"""``/mygames``: a member's games on every server they share with the bot, those waiting for them first (the
longest wait first), each with a link to its table, then their other games, and Next through the waiting ones;
only games of channels they can view now."""

from __future__ import annotations

import re

import pytest

from service.settings import Settings
from tests import backends
from tests.discord_helpers import World, start_world_with
from tests.fakediscord import FakeMessage, FakeUser

#: Drago Rosso waits for its first seat first: the first human of a start
GAME = "drago-rosso"


@pytest.fixture
async def world(tmp_path):
    settings = Settings(
        database_path=tmp_path / "hoard.sqlite3",
        database_url=backends.URL,
        ai_delay=0.0,
        timer_granularity=3600,
        member_games=10,  # more open games per member than the default quota allows
    )
    world = await start_world_with(settings)
    yield world
    await world.fake.close()


async def start(world: World, humans: list[FakeUser], channel: int) -> int:
    """A Drago Rosso game in ``channel`` that waits for the first of ``humans``."""
    game_id = await world.start_game(f"{GAME} new", humans, 1, seed=1, channel=channel)
    pending = (await world.live(game_id)).record.turns.pending
    assert pending == [0], pending
    return game_id


async def hidden_from(world: World, humans: list[FakeUser], scratch: int, hidden: int) -> int:
    """A game started in ``scratch`` (where every human can click), then moved to the channel ``hidden``."""
    game_id = await start(world, humans, scratch)
    await world.bot.hoard.storage.execute("UPDATE games SET channel_id = ? WHERE id = ?", (hidden, game_id))
    return game_id


def ids_in(text: str) -> list[int]:
    return [int(found) for found in re.findall(r"\*\*#(\d+) ", text)]


async def next_game(world: World, user: FakeUser, message: FakeMessage) -> FakeMessage:
    button = next(b for b in message.buttons() if b.custom_id.startswith("mg:"))
    answer = (await world.fake.click(user, message, button.custom_id)).response
    assert answer is not None and answer.ephemeral
    return answer


async def test_mygames_across_two_servers_and_a_hidden_channel(world):
    fake = world.fake
    ann, bob = fake.member("ann"), fake.member("bob")
    other, other_games = fake.add_guild("Second Lair")
    tavern = fake.add_channel("tavern")
    scratch, other_scratch = fake.add_channel("scratch"), fake.add_channel("scratch", guild=other)
    hidden = fake.add_channel("bobs-den", fake.private_to(bob))
    other_hidden = fake.add_channel("bobs-cave", fake.private_to(bob, guild=other), guild=other)
    began = world.clock.now
    oldest = await start(world, [ann, bob], fake.channel_id)
    world.clock.now += 600
    newer = await start(world, [ann, bob], other_games)
    theirs = await start(world, [bob, ann], tavern)
    unseen = await hidden_from(world, [ann, bob], scratch, hidden)
    unseen_elsewhere = await hidden_from(world, [ann, bob], other_scratch, other_hidden)

    for channel in (fake.channel_id, other_games):  # asked on either server: the same games
        listing = (await fake.slash(ann, "mygames", channel=channel)).response
        assert listing is not None and listing.ephemeral
        text = listing.text()
        assert ids_in(text) == [oldest, newer, theirs], text
        assert text.index("**Your turn** (2)") < text.index(f"#{oldest} ") < text.index("**Your other games** (1)")
        assert "Hoard Test Guild" in text and "Second Lair" in text
        assert f"turn began <t:{int(began)}:R>" in text
        table = (await world.live(newer)).record.table_message_id
        assert f"https://discord.com/channels/{other}/{other_games}/{table}" in text

    shown = await next_game(world, ann, listing)
    assert f"#{oldest} " in shown.text() and "Game 1 of 2 waiting for you" in shown.text()
    shown = await next_game(world, ann, shown)
    assert f"#{newer} " in shown.text() and "Game 2 of 2" in shown.text() and "Second Lair" in shown.text()
    shown = await next_game(world, ann, shown)
    assert f"#{oldest} " in shown.text()

    mine = (await fake.slash(bob, "mygames")).response.text()  # bob sees his den and cave, where ann is waited for
    assert ids_in(mine) == [theirs, unseen_elsewhere, unseen, newer, oldest], mine


async def test_mygames_next_refuses_a_game_not_theirs(world):
    fake = world.fake
    ann, bob, cas = fake.member("ann"), fake.member("bob"), fake.member("cas")
    waiting = await start(world, [ann, bob], fake.channel_id)
    listing = (await fake.slash(ann, "mygames")).response
    for forged in (f"mg:{waiting + 1}", "mg:99999999999999999999"):
        payload = fake.component_payload(ann, listing, listing.buttons()[0].custom_id)
        payload["data"]["custom_id"] = forged
        payload["message"]["components"] = [
            {"type": 1, "components": [{"type": 2, "style": 1, "label": "Next", "custom_id": forged}]}
        ]
        refused = (await fake.dispatch(payload, f"forged {forged!r}")).response
        assert refused is not None and refused.ephemeral and f"#{waiting}" not in refused.text()
    nothing = (await fake.slash(cas, "mygames")).response
    assert "not playing any game" in nothing.text() and nothing.buttons() == []


async def test_mygames_in_the_members_language(world):
    fake = world.fake
    ann, bob = fake.member("ann", locale="fr"), fake.member("bob")
    game_id = await start(world, [bob, ann], fake.channel_id)  # an English game: its host's language
    listing = (await fake.slash(ann, "mygames")).response.text()
    assert "**Vos autres parties** (1)\u202f:" in listing and f"#{game_id} " in listing
    assert "Aucune partie ne vous attend." in listing and "Only games" not in listing
