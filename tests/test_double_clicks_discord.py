"""A double click applies exactly once, in every game and on every kind of control.

Discord delivers both clicks of a double click (or two taps on a slow phone) as separate interactions
built from the same message. Whatever the control (a button on the private view, a select, a button on
the table, a modal's submit), the second must find the first already applied and change nothing.
"""

from __future__ import annotations

import random

import pytest

from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeMessage, FakeUser
from tests.test_whole_games_discord import GAMES, STEP_LIMIT, moves


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def own_moves(world: World, game_id: int, seat: int) -> int:
    """How many actions the seat's player has made (AI and timer moves do not count)."""
    return sum(1 for a in await world.bot.hoard.storage.actions(game_id) if a.seat == seat and a.source == "player")


async def double_click(world: World, user: FakeUser, game_id: int, rng: random.Random, kinds: set[str]) -> bool:
    """``user`` double-clicks one of their move controls; checks it applied once. False if they had none."""
    table = world.table()
    hand = await world.open_hand(user)
    choices: list[tuple[FakeMessage, str, list[str]]] = [(hand, c, o) for c, o in moves(hand)]
    choices += [(table, c, o) for c, o in moves(table)]
    if not choices:
        return False
    message, custom_id, options = rng.choice(choices)
    seat = (await world.live(game_id)).record.seat_of(user.id)
    assert seat is not None
    before = await own_moves(world, game_id, seat)
    fake = world.fake
    if options:
        select = next(s for s in message.selects() if s.custom_id == custom_id)
        values = rng.sample(options, rng.randint(max(select.min_values, 1), min(select.max_values, len(options))))
        payloads = [fake.component_payload(user, message, custom_id, values) for _ in range(2)]
        expected, kind = len(values), "select"
    else:
        payloads = [fake.component_payload(user, message, custom_id) for _ in range(2)]
        expected, kind = 1, "table button" if message is table else "button"
    results = [fake.dispatch_now(payload, f"double {custom_id}") for payload in payloads]
    await world.settle()
    modals = [r.modal for r in results if r.modal is not None]
    if modals:  # the control opened a form (the second click's replaced the first's): submit it twice at once
        values_by_input = {key: str(rng.randint(-3, 12)) for key in modals[-1].inputs()}
        for _ in range(2):
            fake.dispatch_now(fake.modal_payload(user, modals[-1], values_by_input), "double submit")
        await world.settle()
        kind = "modal"
    after = await own_moves(world, game_id, seat)
    if kind != "modal" or after > before:  # a refused guess (too late, out of range) is no move
        assert after - before == expected, f"a double {kind} applied {after - before} actions, not {expected}"
        kinds.add(kind)
    return True


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_every_double_click_of_a_whole_game_applies_once(world, command, ais, options):
    ann = world.fake.member("ann")
    game_id = await world.start_game(command, [ann], ais, seed=3, **options)
    rng = random.Random(5)
    kinds: set[str] = set()
    for _ in range(STEP_LIMIT):
        if (await world.live(game_id)).record.status != "active":
            break
        if not await double_click(world, ann, game_id, rng, kinds):
            await world.expire(30)
    assert (await world.live(game_id)).record.status == "finished"
    assert kinds, "no control was double-clicked"
