"""A finished game replayed move by move through the fake Discord: from its final table and from ``/history``, after
a restart, in the viewer's language; every step the table of the state the engine rebuilds from the stored moves,
with every hand; a running game's replay refused."""

from __future__ import annotations

import random
from typing import Any, cast

import pytest

from discord_ui import i18n
from discord_ui.game_log import scoresheet_block
from discord_ui.names import markdown_names, plain_names
from discord_ui.presenter import TableContext
from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeMessage, FakeUser
from tests.test_hostile_input_discord import forged_click
from tests.test_whole_games_discord import GAMES
from tests.whole_games import STEP_LIMIT, make_a_move


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def play_to_the_end(world: World, command: str, ais: int, options: dict[str, object], user: FakeUser) -> int:
    game_id = await world.start_game(command, [user], ais, seed=3, **cast(dict[str, Any], options))
    rng = random.Random(11)
    for _ in range(STEP_LIMIT):
        if (await world.live(game_id)).record.status != "active":
            break
        if not await make_a_move(world, user, rng):
            await world.expire(30)  # only AI seats (or timers) can move on
    assert (await world.live(game_id)).record.status == "finished"
    return game_id


def step_button(message: FakeMessage, tag: str) -> str:
    return next(b.custom_id for b in message.buttons() if b.custom_id and b.custom_id.endswith(f":{tag}"))


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_a_finished_game_replays_from_its_first_move_to_its_last(world, command, ais, options):
    ann = world.fake.member("ann")
    game_id = await play_to_the_end(world, command, ais, options, ann)
    await world.restart()  # nothing of the game is in memory: the replay rebuilds it from the stored moves
    hoard = world.bot.hoard
    game = await hoard.storage.load_game(game_id)
    presenter = hoard.presenters[game.kind]
    engine = presenter.engine
    actions = await hoard.storage.actions(game_id)
    viewer = world.fake.member("zoé", locale="fr")  # did not play; reads French, the game was English
    table = world.table()
    opened = await world.fake.click(viewer, table, step_button(table, "o"))
    message = opened.sent  # a followup when the click was deferred (a slow machine)
    assert message is not None and message.ephemeral
    names = markdown_names(game.seats)
    results = await hoard.storage.results(game_id)
    state = engine.new_state(len(game.seats), game.options, game.seed)
    for step in range(len(actions) + 1):
        text = message.text()
        assert i18n.text("fr", "records-replay-footer", step=step, steps=len(actions)) in text
        over = results if step == len(actions) else []
        drawn = presenter.draw_table(TableContext(game, engine.view(state, None), names, [], over, "fr"))
        assert all(line in text for line in drawn.lines if line), (step, drawn.lines)
        for seat in range(len(game.seats)):
            hand = presenter.revealed_hand(engine.view(state, seat), "fr")
            assert hand is None or i18n.text("fr", "records-replay-hand", name=names[seat], hand=hand) in text
        assert (drawn.picture is not None) == bool(message.attachments), step
        if step == len(actions):
            break
        message = (await world.fake.click(viewer, message, step_button(message, "n"))).response
        engine.apply(state, actions[step].seat, actions[step].action)
    assert engine.is_over(state)
    sheet = await hoard.storage.scoresheet(game_id)
    if sheet:  # the final scoresheet, the table's own or the records' (once)
        name = i18n.text("fr", "records-log-scoresheet")
        assert any(f["name"] == name for e in message.embeds for f in e.get("fields", []))
        block = scoresheet_block(plain_names(game.seats), sheet, engine.scoresheet_totals, "fr")
        assert block in message.text() or presenter.engine.id == "red-dragon"  # Red Dragon's table draws its own
    first = (await world.fake.click(viewer, message, step_button(message, "f"))).response
    assert i18n.text("fr", "records-replay-start") in first.text()


async def test_a_replay_opens_from_history_jumps_to_rounds_and_a_running_games_is_refused(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await play_to_the_end(world, "red-dragon new", 2, {}, ann)
    history = (await world.fake.slash(bob, "history")).response
    pick = history.selects()[0]
    log = (await world.fake.select(bob, history, pick.custom_id, [str(game_id)])).response
    replay = (await world.fake.click(bob, log, step_button(log, "o"))).sent
    assert replay.ephemeral and "Move 0 of" in replay.text() and "What each player held" in replay.text()
    rounds = replay.selects()[0]
    assert len(rounds.options) > 1 and rounds.options[0].label == "Round 1 · move 0"
    second = rounds.options[1]
    jumped = (await world.fake.select(bob, replay, rounds.custom_id, [second.value])).response
    assert f"Move {second.value} of" in jumped.text()
    turned = await world.fake.click(bob, log, f"hg:{game_id}:1")  # the log's own pages still turn
    assert turned.response is not None and "Move log page" in turned.response.text()

    elsewhere = world.fake.add_channel("elsewhere")
    running = await world.start_game("red-dragon new", [ann, bob], 1, channel=elsewhere)
    for custom_id in (f"rp:{running}:0:o", f"rp:{running}:1:n"):
        refused = await forged_click(world, bob, custom_id)
        assert refused == i18n.text("en-US", "refusal-not-here"), refused
    assert await forged_click(world, bob, f"rp:{game_id}:99999:l") == i18n.text("en-US", "refusal-not-here")
