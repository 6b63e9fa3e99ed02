"""Past capacity the bot gets slower, but no click fails: one that waited too long is deferred first.

The loop is held up (as by an overload) right after a click arrives, and the move's write takes a second
more; without the deferral the answer would reach Discord after its 3 seconds, and the fake, like
Discord, refuses it with 10062 ("This interaction failed"). With it, every click is acknowledged in
time, answered by an edit or followup afterwards, and the move is stored.
"""

from __future__ import annotations

import asyncio
import gc
import time
from typing import Any

import pytest

from discord_ui import answers
from tests.discord_helpers import World, drawn, start_world
from tests.fakediscord import FakeInteraction, FakeMessage, FakeUser
from tests.test_whole_games_discord import moves

#: how long the loop is held up after a click arrives, and how much longer each move's write takes
STALL, SLOW_WRITE = 2.2, 1.0


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    world.fake.think_time = 0.0
    yield world
    await world.fake.close()


def slow_writes(world: World) -> None:
    """Every stored move takes a second longer (inside the game's lock, as a slow disk would)."""
    storage = world.bot.hoard.storage
    save = storage.save_progress

    async def slow(*args: Any, **kwargs: Any) -> None:
        await asyncio.sleep(SLOW_WRITE)
        await save(*args, **kwargs)

    storage.save_progress = slow  # type: ignore[method-assign]


async def stalled_click(
    world: World, user: FakeUser, message: FakeMessage, custom_id: str, values: list[str] | None = None
) -> FakeInteraction:
    """A click whose handling starts only after the loop was blocked for :data:`STALL` seconds."""
    payload = world.fake.component_payload(user, message, custom_id, values)
    asyncio.get_running_loop().call_soon(time.sleep, STALL)  # a synchronous stretch, as under overload
    interaction = world.fake.dispatch_now(payload, f"stalled click {custom_id!r}")
    await world.settle()
    return interaction


async def test_a_late_click_is_deferred_then_answered_and_its_move_is_kept(world):
    ann = world.fake.member("ann")
    game_id = await world.start_game("red-dragon new", [ann], 2, seed=3)
    slow_writes(world)
    table = world.table()
    # The table's button: the private view goes out as a followup after the deferral.
    opened = await stalled_click(world, ann, table, table.find_button("My view").custom_id)
    assert opened.callback_type == 6, "the late click was not deferred"
    hand = next(m for m in world.fake.ephemerals_for(ann) if m.interaction_token == opened.token)
    assert moves(hand), "the private view came without its controls"
    before = (await world.live(game_id)).record.moves
    custom_id, options = moves(hand)[0]
    chosen = None
    if options:  # a select: as many options as it takes at least
        select = next(s for s in hand.selects() if s.custom_id == custom_id)
        chosen = options[: max(select.min_values, 1)]
    played = await stalled_click(world, ann, hand, custom_id, chosen)
    assert played.callback_type == 6
    live = await world.live(game_id)
    assert live.record.moves > before, "the move was lost"
    stored = await world.bot.hoard.storage.actions(game_id)
    assert len(stored) == live.record.moves
    # The view the followup showed keeps following the game (it is edited as that message).
    embed, _items = drawn(await world.bot.hoard.hand_message(live, 0))
    assert hand.embeds[0]["description"] == embed.to_dict().get("description")
    assert world.fake.refused == []


async def test_a_click_answered_in_time_is_not_deferred(world):
    ann = world.fake.member("ann")
    await world.start_game("red-dragon new", [ann], 2, seed=3)
    table = world.table()
    opened = await world.fake.click(ann, table, table.find_button("My view").custom_id)
    assert opened.callback_type == 4
    assert world.fake.response_deadline > answers.DEFER_AFTER


async def test_a_handled_click_leaves_nothing_for_the_garbage_collector(world):
    """discord.py's interaction and its response point at each other; once a click is handled the bot breaks that
    cycle, so the click's objects (its message, components, member) are freed at once, not by a collection
    that pauses the loop for all clicks since the last one."""
    ann = world.fake.member("ann")
    await world.start_game("red-dragon new", [ann], 2, seed=3)
    hand = await world.open_hand(ann)
    refresh = next(b.custom_id for b in hand.buttons() if b.custom_id.endswith(":hand"))
    clicks = 20
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)  # what a collection finds is kept in gc.garbage, to be looked at
    try:
        for _ in range(clicks):
            hand = (await world.fake.click(ann, hand, refresh)).response or hand
        await world.settle()
        gc.collect()
        left = [o for o in gc.garbage if type(o).__module__.startswith("discord.")]  # the fake's are its own
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert len(left) < clicks, sorted({type(o).__name__ for o in left})  # some 55 a click before
