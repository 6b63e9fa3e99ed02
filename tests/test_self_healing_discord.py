"""The bot heals by itself: after a restart every table being played is redrawn from what is stored, a
channel that refuses the bot's messages (403) pauses its game until the table can be posted again, and a
guess typed into the puzzle's modal is answered after a restart too."""

from __future__ import annotations

import asyncio
import logging

import pytest

from engine.sarkanytojas.dragons_path import solve
from engine.sarkanytojas.moves import Guess
from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeMessage, FakeModal, FakeUser


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def choose_stock(world: World, user: FakeUser) -> None:
    """``user`` makes their Red Dragon stock choice (the first cards offered)."""
    hand = await world.open_hand(user)
    select = next(s for s in hand.selects() if not s.disabled)
    await world.fake.select(user, hand, select.custom_id, [o.value for o in select.options[: select.min_values]])


def mentioned(world: World, users: list[FakeUser]) -> set[str]:
    """Whom the table says the game waits for."""
    return {u.name for u in users if f"<@{u.id}>" in world.table().content}


async def waiting_for(world: World, game_id: int) -> set[str]:
    live = await world.live(game_id)
    return {live.record.seats[s].name for s in live.engine.to_act(live.state)}


def table_in(world: World, channel: int) -> FakeMessage:
    """The newest table message of ``channel``."""
    messages = reversed(world.fake.channel_messages(channel))
    return next(m for m in messages if any(b.custom_id.endswith(":hand") for b in m.buttons()))


def refuse(world: World, method: str, path_end: str, status: int, code: int, times: int) -> None:
    world.fake.inject(lambda m, path: m == method and path.endswith(path_end), status, code, "Refused", times)


async def test_a_table_left_behind_by_a_restart_is_redrawn_at_start(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1)
    table = world.table()
    refuse(world, "PATCH", f"/messages/{table.id}", 503, 0, 1)  # the edit after ann's move is lost
    await choose_stock(world, ann)
    assert mentioned(world, [ann, ben]) == {"ann", "ben"} != await waiting_for(world, game_id)
    await world.restart()  # before the edit is tried again
    assert world.table().id == table.id and mentioned(world, [ann, ben]) == await waiting_for(world, game_id)


async def test_a_restart_during_a_table_edit_leaves_the_table_right(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1)
    table = world.table()
    world.fake.latency = lambda method, path: 0.5 if method == "PATCH" and path.endswith(f"/{table.id}") else 0.0
    hand = await world.open_hand(ann)
    select = next(s for s in hand.selects() if not s.disabled)
    values = [o.value for o in select.options[: select.min_values]]
    world.fake.dispatch_now(world.fake.component_payload(ann, hand, select.custom_id, values), "stock")
    await asyncio.sleep(0.2)  # ann's choice is stored and answered; the table's edit is on its way
    world.fake.latency = None
    await world.restart()  # the edit on its way is lost with the old process
    assert mentioned(world, [ann, ben]) == await waiting_for(world, game_id) == {"ben"}


async def test_a_table_deleted_while_the_bot_was_away_is_posted_again_at_start(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1)
    await world.bot.close()
    world.table().deleted = True
    await world.restart()
    table = world.table()
    assert not table.deleted and mentioned(world, [ann, ben]) == await waiting_for(world, game_id)
    stored = await world.bot.hoard.storage.load_game(game_id)
    assert stored is not None and stored.table_message_id == table.id


async def test_every_table_is_redrawn_at_start_and_a_vanished_channel_ends_its_game(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    channels = [world.fake.channel_id, world.fake.add_channel("two"), world.fake.add_channel("three")]
    games = [await world.start_game("red-dragon new", [ann, ben], 1, seed=1, channel=c) for c in channels]
    tables = [table_in(world, c) for c in channels]
    await world.bot.close()
    del world.fake.channels[channels[2]]
    edits = [len(t.versions) for t in tables[:2]]
    await world.restart()
    assert [len(t.versions) for t in tables[:2]] == [e + 1 for e in edits]  # each drawn once more
    assert not world.fake.rate_limited
    statuses = [(await world.bot.hoard.storage.load_game(g)).status for g in games]
    assert statuses == ["active", "active", "abandoned"]


async def test_a_channel_refusing_the_bot_pauses_its_game_until_the_table_can_be_posted(world, caplog):
    """No timer runs out and nothing plays while the table cannot be posted, across a restart too; one log line
    says so; the game plays on, with the waiting player's time left, once the table can be updated."""
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1, timer=1)
    table = world.table()
    refuse(world, "PATCH", f"/messages/{table.id}", 403, 50013, 3)
    with caplog.at_level(logging.INFO, logger="discord_ui"):
        await choose_stock(world, ann)  # the table's update is refused: ben's minute stops running
        moves = (await world.live(game_id)).record.moves
        for _ in range(3):
            await world.expire(61)  # two tries more (after 5 s, then once paused as long again) are refused too
        paused = [r for r in caplog.records if "paused" in r.getMessage()]
        assert len(paused) == 1 and paused[0].levelno == logging.WARNING
        assert not any("could not update" in r.getMessage() for r in caplog.records)
        live = await world.live(game_id)
        assert live.record.moves == moves and live.record.seats[1].timeouts == 0
        assert live.record.turns.paused and live.record.deadline is None
        await world.restart()  # the pause is stored: the new process does not run the timer out either
        await world.expire(200)  # tried again once paused as long again as it was (not at once at start): drawn
        live = await world.live(game_id)
        assert live.record.moves == moves and not live.record.turns.paused  # the table could be drawn
        assert any("plays on" in r.getMessage() for r in caplog.records)
    assert mentioned(world, [ann, ben]) == {"ben"} and "<t:" in world.table().content
    await world.expire(61)  # ben's minute runs again: now it is over
    live = await world.live(game_id)
    assert live.record.seats[1].timeouts == 1 and "ran out of time" in world.table().text()


async def open_guess(world: World, user: FakeUser) -> FakeModal:
    """``user`` opens their Dragons' Path view and presses I have it!: the guess modal opens."""
    hand = await world.open_hand(user)
    opened = await world.fake.click(user, hand, hand.find_button("I have it!").custom_id)
    assert opened.callback_type == 9 and opened.modal is not None
    return opened.modal


async def test_a_guess_typed_before_a_restart_is_answered_after_it(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await world.start_game("sarkanytojas puzzle", [ann, ben], seed=4, level="II")
    modal = await open_guess(world, ann)
    (field,) = modal.inputs()
    await world.restart()
    best = solve((await world.live(game_id)).state.board)[0]
    submitted = await world.fake.submit_modal(ann, modal, {field: str(best)})
    assert submitted.callback_type == 7 and "checking your" in submitted.response.text()
    assert [a.action for a in await world.bot.hoard.storage.actions(game_id)][-1] == Guess(best).action
    assert f"ann** says **{best}**" in world.table().text()


async def test_a_guess_modal_forged_for_another_channel_or_typed_wrong_changes_nothing(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await world.start_game("sarkanytojas puzzle", [ann, ben], seed=4, level="II")
    modal = await open_guess(world, ann)
    (field,) = modal.inputs()
    elsewhere = world.fake.add_channel("elsewhere")
    forged = world.fake.modal_payload(ann, modal, {field: "3"})
    forged["channel_id"] = forged["channel"]["id"] = str(elsewhere)
    answer = await world.fake.dispatch(forged, "forged guess")
    assert answer.response is not None and "belongs to no game of this channel" in answer.response.text()
    wrong = await world.fake.submit_modal(ann, modal, {field: "lots"})
    assert wrong.response is not None and "is not a value from" in wrong.response.text()
    assert await world.bot.hoard.storage.actions(game_id) == []


async def test_a_paused_game_plays_on_at_once_when_its_table_is_posted_again(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1, timer=1)
    refuse(world, "PATCH", f"/messages/{world.table().id}", 403, 50013, 1)
    await choose_stock(world, ann)
    assert (await world.live(game_id)).record.turns.paused
    answer = await world.fake.slash(ben, "red-dragon table")  # the permission is back: no wait for the next try
    assert answer.response is not None and answer.response.ephemeral
    live = await world.live(game_id)
    assert not live.record.turns.paused and live.record.deadline is not None
    assert mentioned(world, [ann, ben]) == {"ben"} and world.fake.channel_messages()[-1].id == world.table().id


async def test_any_click_on_a_paused_game_tries_its_table_again_at_once(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1, timer=1)
    refuse(world, "PATCH", f"/messages/{world.table().id}", 403, 50013, 1)
    await choose_stock(world, ann)
    assert (await world.live(game_id)).record.turns.paused
    await world.open_hand(ben)  # only a look at his hand; the permission is back
    assert not (await world.live(game_id)).record.turns.paused
    assert mentioned(world, [ann, ben]) == {"ben"}
