"""AI levels through Discord: the lobby's three Add AI buttons, the seat's level shown, stored and played."""

from __future__ import annotations

import pytest

from engine import registry
from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeInteraction


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


def shown(interaction: FakeInteraction) -> str:
    assert interaction.response is not None
    return interaction.response.text()


async def test_add_ai_offers_three_levels_that_are_shown_stored_and_survive_a_restart(world: World) -> None:
    alice = world.fake.member("alice")
    lobby = (await world.fake.slash(alice, "red-dragon new")).response
    assert lobby is not None
    labels = [b.label for b in lobby.buttons()]
    assert labels[-4:] == ["Add AI: Easy", "Add AI: Normal", "Add AI: Hard", "Remove AI"]
    hard = await world.fake.click(alice, lobby, lobby.find_button("Add AI: Hard").custom_id)
    assert hard.callback_type == 7 and "🤖 Ember · Hard AI" in shown(hard)
    await world.restart()  # the buttons are dynamic items: an old lobby message keeps working
    easy = await world.fake.click(alice, lobby, lobby.find_button("Add AI: Easy").custom_id)
    assert "🤖 Ember · Hard AI" in shown(easy) and "🤖 Smaug · Easy AI" in shown(easy)
    game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    assert game is not None
    # A lobby drawn before there were levels has one Add AI button, custom id "l:<game>:ai": a normal AI.
    old = await world.fake.click(alice, lobby, f"l:{game.id}:ai")
    assert "· Normal AI" in shown(old)
    stored = await world.bot.hoard.storage.load_game(game.id)
    assert stored is not None
    assert [(s.is_ai, s.level) for s in stored.seats] == [
        (False, "normal"),
        (True, "hard"),
        (True, "easy"),
        (True, "normal"),
    ]


async def test_each_ai_seat_plays_at_its_level_and_a_timed_out_human_at_normal(world: World, monkeypatch) -> None:
    engine = registry.engines()["red-dragon"]
    asked: list[tuple[int, str]] = []
    original = type(engine).ai_action

    def spy(self, view, legal, rng, level="normal"):
        asked.append((view.seat, level))
        return original(self, view, legal, rng, level)

    monkeypatch.setattr(type(engine), "ai_action", spy)
    alice = world.fake.member("alice")
    lobby = (await world.fake.slash(alice, "red-dragon new", timer=1)).response
    assert lobby is not None
    for label in ("Add AI: Easy", "Add AI: Hard"):
        await world.fake.click(alice, lobby, lobby.find_button(label).custom_id)
    await world.fake.click(alice, lobby, lobby.find_button("Start").custom_id)
    await world.expire(0)
    assert {level for seat, level in asked if seat == 1} == {"easy"}
    assert {level for seat, level in asked if seat == 2} == {"hard"}
    await world.expire(61)  # alice's timer runs out: the AI chooses her stock cards, at the normal level
    assert {level for seat, level in asked if seat == 0} == {"normal"}
