"""The garbage collector paced by the clock: young collections every half second, a middle one every other, what
outlives a middle collection frozen; and the games leave no reference cycles for frozen objects to keep."""

from __future__ import annotations

import asyncio
import gc
import logging
import random
import types
import weakref
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from service.collector import MIDDLE_EVERY, THRESHOLDS, Collector
from tests.discord_helpers import World, start_world
from tests.test_one_click_turns_discord import alone, move_from
from tests.test_records_discord import store_finished
from tests.test_whole_games_discord import GAMES, STEP_LIMIT

#: the packages whose objects must never end in a reference cycle (discord.py's among them: what the bot makes
#: of it, an interaction or a view, is the bot's)
OWN = ("bot", "cogs", "discord_ui", "engine", "service", "discord")
ROOT = Path(__file__).resolve().parent.parent


class Thing:
    """A container object the collector tracks, which a weak reference can watch."""

    def __init__(self) -> None:
        self.parts: list[object] = []


@pytest.fixture
def collections() -> Iterator[list[int]]:
    """The generations collected meanwhile; the collector's settings of the whole test process restored after."""
    seen: list[int] = []

    def record(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            seen.append(info["generation"])

    thresholds = gc.get_threshold()
    gc.callbacks.append(record)
    try:
        yield seen
    finally:
        gc.callbacks.remove(record)
        gc.unfreeze()
        gc.set_threshold(*thresholds)


@pytest.fixture
async def collector(collections: list[int]) -> AsyncIterator[Collector]:
    """A collector started, with no tick of its own clock in the test's time (``tick`` makes them)."""
    paced = Collector(young_every=3600)
    paced.start()
    try:
        yield paced
    finally:
        paced.stop()


def tracked(thing: object) -> bool:
    """Whether a collection would walk ``thing`` (frozen objects are in no generation)."""
    return any(o is thing for o in gc.get_objects())


async def test_the_clock_collects_young_objects_and_every_few_times_the_middle_generation(collector, collections):
    assert gc.get_threshold() == THRESHOLDS
    collections.clear()
    generations = [collector.tick() for _ in range(2 * MIDDLE_EVERY)]
    assert generations == ([0] * (MIDDLE_EVERY - 1) + [1]) * 2
    assert collections == generations  # no collection but the clock's: nothing was made in between


async def test_the_objects_frozen_are_logged_now_and_then(collections, caplog):
    collector = Collector(young_every=3600, log_every=3)
    collector.start()
    try:
        with caplog.at_level(logging.INFO, logger="service.collector"):
            for _ in range(6):
                collector.tick()
    finally:
        collector.stop()
    logged = [r.getMessage() for r in caplog.records if r.name == "service.collector"]
    assert len(logged) == 2 and all(m.startswith("garbage collector: ") and "frozen" in m for m in logged)


async def test_what_outlives_a_middle_collection_is_frozen_and_still_freed_when_dropped(collector):
    thing = Thing()
    watched = weakref.ref(thing)
    for _ in range(MIDDLE_EVERY - 1):
        collector.tick()
        assert tracked(thing)  # a young collection keeps walking it
    frozen = gc.get_freeze_count()
    collector.tick()
    assert not tracked(thing) and gc.get_freeze_count() > frozen
    del thing
    assert watched() is None  # reference counting frees a frozen object as any other


async def test_any_collection_of_the_middle_generation_freezes_what_outlived_it(collector):
    thing = Thing()
    gc.collect(1)  # as a burst of new objects makes Python collect by its thresholds
    assert not tracked(thing)
    young = Thing()
    gc.collect(0)
    assert tracked(young)  # a young collection freezes nothing
    collector.stop()
    later = Thing()
    gc.collect(1)
    assert tracked(later)  # stopped: the collector is Python's own again


async def test_the_collector_runs_on_the_event_loops_clock_until_stopped(collections):
    collector = Collector(young_every=0.01)
    collector.start()
    try:
        for _ in range(500):
            if collector.ticks >= 2:
                break
            await asyncio.sleep(0.01)
        assert collector.ticks >= 2 and collector.running
    finally:
        collector.stop()
    assert not collector.running
    ticked = collector.ticks
    await asyncio.sleep(0.05)
    assert collector.ticks == ticked


def owned(thing: object) -> str | None:
    """What ``thing`` is, if the bot made it: an object of the bot's or discord.py's classes, or a function or a
    suspended coroutine of the bot's code."""
    code = getattr(thing, "__code__", None) or getattr(thing, "cr_code", None) or getattr(thing, "f_code", None)
    if isinstance(code, types.CodeType):
        path = Path(code.co_filename).resolve()
        if path.is_relative_to(ROOT) and path.relative_to(ROOT).parts[0] in (*OWN, "bot.py"):
            return f"{code.co_qualname} ({path.relative_to(ROOT)})"
        return None
    module = type(thing).__module__
    if module.split(".")[0] in OWN:
        return f"{module}.{type(thing).__qualname__}"
    return None


@contextmanager
def cycles_made() -> Iterator[list[str]]:
    """The collector off inside; once done, the bot's objects that were left in reference cycles meanwhile."""
    found: list[str] = []
    gc.collect()
    gc.disable()
    try:
        yield found
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        found += sorted({name for thing in gc.garbage if (name := owned(thing)) is not None})
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    """A bot whose AI thinks on a thread (``AI_WORKERS=0``), so that its searches' objects are checked too."""
    world = await start_world(tmp_path / "hoard.sqlite3")
    world.fake.think_time = 0.0
    yield world
    await world.fake.close()


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_a_game_played_to_its_end_leaves_no_reference_cycle_of_the_bots(world, command, ais, options):
    """A frozen object in a reference cycle is never freed: every object a game makes and lets go of, from its slash
    command to its Rematch, must be freed by reference counting alone (what is still held at the end is not looked
    at here)."""
    with cycles_made() as cycles:
        ann, game_id, _seat, hand = await alone(world, command, ais, **options)  # the slash command, the lobby
        rng = random.Random(4)
        for _ in range(STEP_LIMIT):
            if (await world.live(game_id)).record.status != "active":
                break
            if not await move_from(world, ann, hand, rng):  # the puzzle's Guess too, with its modal
                await world.expire(30)
        await world.fake.settle()
        assert (await world.live(game_id)).record.status == "finished"
        table = world.table()
        await world.fake.click(ann, table, table.buttons()[0].custom_id)  # Rematch: a new lobby
        await world.fake.settle()
    assert cycles == []


async def test_clicks_that_discord_py_dispatches_leave_no_reference_cycle(world):
    """Clicks on a ``ui.DynamicItem`` (a card's powers, a leaderboard's pages), for which discord.py builds a
    ``ui.View`` of the clicked message around the item, and the records' slash commands."""
    players = [world.fake.member(f"p{i}") for i in range(14)]
    for at in range(1, 8):
        await store_finished(world, [*players[2 * at - 2 : 2 * at], "🤖 Ember"], [1, 2, 3], at)
    ann, _game_id, _seat, hand = await alone(world, "play-of-the-dragons new", 1)
    [powers] = [b for b in hand.buttons() if b.custom_id.endswith(":powers")]
    with cycles_made() as cycles:
        await world.fake.click(ann, hand, powers.custom_id)
        board = (await world.fake.slash(ann, "leaderboard", show_ai=True)).response
        turned = await world.fake.click(ann, board, board.buttons()[1].custom_id)
        assert "Page 2 of 2" in turned.response.text()
        await world.fake.slash(ann, "stats", player=players[0])
        await world.fake.settle()
    assert cycles == []
