"""The load benchmark's harness on a few tables (its timings are not checked here: speed is the benchmark's; what
it counts is)."""

from __future__ import annotations

import asyncio
import gc
import sys
import time
from collections.abc import Awaitable, Callable

import pytest

from scripts.bench import load
from scripts.bench.parts import REST, Parts
from service.games import GameService

_act = GameService.act


@pytest.mark.parametrize("parts", [False, True], ids=["figures", "figures and parts"])
def test_the_load_benchmark_moves_from_open_private_views_and_its_floor_replays_the_same_clicks(parts: bool):
    run = asyncio.run(load.measure(10, (4.0,), 2.0, overload_seconds=0, picture_workers=0, ai_workers=0, parts=parts))
    # before the timed steps, the tables played on into their games (a move measured is any move of a game)
    assert len(run.spread_moves) == 10 and sum(run.spread_moves) >= 10
    # each game alone in rounds, the games taking turns; its figure is the median round's
    assert [len(rounds) for _command, rounds in run.alone] == [load.ALONE_ROUNDS] * len(load.KINDS)
    played = [load.Step.joined(rounds) for _command, rounds in run.alone] + run.hoard  # a round may be a move or two
    assert all(step.failed == 0 for step in played)
    moves, clicks = sum(step.moves for step in played), sum(step.clicks for step in played)
    assert moves > 0
    assert clicks < 1.5 * moves  # views opened once a game: mostly one click a move (a Refresh when one lagged)
    for step in played:  # the work counted: each click answered once, moves stored, tables and views drawn
        assert step.work["answers"] == step.clicks
        assert step.work["commits"] > 0 and step.work["table drawings"] > 0 and step.work["private drawings"] > 0
        assert step.work["worker jobs"] > 0  # the AI seats' moves, found on a thread here
        assert set(step.work) <= set(load.WORK)
    floor = run.floor[0]
    assert floor.failed == 0 and floor.moves > 0
    # where the loop's CPU went, part by part (the workers here are threads: their work is no part's)
    for step in played:
        if not parts:
            assert not step.parts
        elif step.moves:
            for part in ("rules", "service", "interface", "storage", "discord.py: reading a click"):
                assert step.parts[part] > 0, step.parts
            assert all(seconds >= 0 for part, seconds in step.parts.items() if part != REST), step.parts
            assert abs(sum(step.parts.values()) - step.loop_cpu) < 0.01 * step.loop_cpu + 1e-4  # the loop's CPU, split
    assert GameService.act is _act  # the bot's functions put back


def _spin(seconds: float) -> None:
    started = time.thread_time()
    while time.thread_time() - started < seconds:
        pass


def test_a_coroutine_of_the_fake_is_charged_outside_the_bot_but_what_it_awaits_is_not():
    costs = load.Costs()

    async def bots_work() -> None:
        _spin(0.03)  # another task: the bot's, even while the fake's coroutine waits for it

    async def fakes_work() -> str:
        _spin(0.02)
        await asyncio.create_task(bots_work())
        _spin(0.02)
        return "answered"

    async def awaited() -> str:
        return await costs.wrap_async(fakes_work)()

    async def as_a_task() -> str:  # as the driver starts each turn
        return await asyncio.create_task(load.Outside(costs, fakes_work()))

    for run in (awaited, as_a_task):
        costs.seconds = 0.0
        assert asyncio.run(run()) == "answered"
        assert 0.04 <= costs.seconds < 0.065


def test_a_game_alone_is_its_median_round_and_its_rounds_join_into_one_step():
    def round_of(loop_ms: float, moves: int) -> load.Step:
        step = load.Step(rate=50.0, seconds=5.0, latencies=[0.002] * moves, loop_cpu=loop_ms / 1e3 * moves)
        step.work["commits"] = 2 * moves
        return step

    rounds = [round_of(3.0, 200), round_of(1.0, 250), round_of(2.0, 240)]
    assert load.median_round(rounds) is rounds[2]  # a slow stretch of the machine is left out, not averaged in
    assert load.median_round([*rounds, round_of(9.0, 0)]) is rounds[2]  # a round without moves has no figure
    joined = load.Step.joined(rounds)
    assert joined.moves == 690 and joined.seconds == 15.0 and joined.work["commits"] == 1380
    assert abs(joined.loop_cpu - (0.6 + 0.25 + 0.48)) < 1e-9


class Loop:
    """An object that refers to itself: only a collection frees it."""

    def __init__(self) -> None:
        self.me = self


def test_what_the_frozen_heap_keeps_in_reference_cycles_is_counted_by_type():
    try:
        dropped, kept = Loop(), Loop()
        gc.collect()
        gc.freeze()
        del dropped  # frozen in a cycle: no collection would free it
        counted = load.kept_in_cycles()
        assert counted[f"{__name__}.Loop"] == 1
        assert gc.get_freeze_count() > 0 and kept.me is kept  # frozen again, what is alive untouched
        assert load.kept_in_cycles()[f"{__name__}.Loop"] == 0  # and counted once: it was freed
    finally:
        gc.unfreeze()


def _module_function() -> None:
    _spin(0.01)


class _Timed:
    """Stand-ins for the bot's functions, timed as parts below."""

    def outer(self) -> None:
        _spin(0.02)
        self.inner()
        _spin(0.01)

    def inner(self) -> None:
        _spin(0.02)

    @staticmethod
    def alone() -> None:
        _spin(0.01)

    @classmethod
    def made(cls) -> None:
        _spin(0.01)

    async def waits(self, fake: Callable[[], Awaitable[None]]) -> None:
        _spin(0.02)
        await asyncio.create_task(self.awaited())  # another task's work is not this coroutine's
        await fake()  # nor is the fake's, even when the coroutine calls it itself
        await self.nested()  # a timed coroutine awaited from a timed one: its own part
        await asyncio.to_thread(self.inner)  # a timed function on another thread: not timed
        failing = asyncio.get_running_loop().create_future()
        asyncio.get_running_loop().call_soon(failing.set_exception, ValueError())
        try:
            await failing  # still pending: the task throws the error in
        except ValueError:
            _spin(0.01)
        _module_function()

    async def awaited(self) -> None:
        _spin(0.03)  # no part's
        self.inner()

    async def nested(self) -> None:
        await asyncio.sleep(0)
        _spin(0.02)

    async def closed(self) -> None:
        try:
            await asyncio.sleep(3600)
        finally:  # run by close()
            _spin(0.01)


class _Inheriting(_Timed):
    pass


class _Mixin:
    def outer(self) -> None:
        _spin(0.01)


class _Mixed(_Mixin, _Timed):
    pass


def test_each_part_is_timed_without_what_it_calls_of_other_parts_nor_the_fakes_work():
    costs = load.Costs()
    parts = Parts(costs.so_far)
    module = sys.modules[__name__]
    timed = [
        ("outer", _Timed, "outer", False),
        ("inner", _Timed, "inner", False),
        ("inner", _Inheriting, "inner", False),  # only inherited there: timed where it is defined
        ("alone", _Timed, "alone", False),
        ("made", _Timed, "made", False),
        ("waits", _Timed, "waits", True),
        ("waits", _Timed, "waits", True),  # listed twice: timed once
        ("nested", _Timed, "nested", True),
        ("closed", _Timed, "closed", True),
        ("module", module, "_module_function", False),
    ]
    originals = {name: _Timed.__dict__[name] for _part, owner, name, _c in timed if owner is _Timed}
    function = _module_function

    async def fake() -> None:
        with costs.outside():
            _spin(0.03)
            _Timed().inner()  # a timed function called inside the fake's time: the fake's

    async def play() -> None:
        await _Timed().waits(fake)
        closed = _Timed().closed()
        closed.send(None)
        closed.close()

    with parts.installed(timed):
        before = parts.now()
        _Timed().outer()
        _Timed.alone()
        _Inheriting.made()
        asyncio.run(play())
        _spin(0.02)  # no part's
        spent = parts.since(before)
    assert {name: _Timed.__dict__[name] for name in originals} == originals  # put back as they were
    assert module._module_function is function and "inner" not in _Inheriting.__dict__
    expected = {"outer": 0.03, "inner": 0.04, "alone": 0.01, "made": 0.01, "waits": 0.03, "nested": 0.02}
    expected |= {"closed": 0.01, "module": 0.01}
    for part, seconds in expected.items():
        assert seconds - 0.002 <= spent[part] < seconds + 0.015, (part, spent)
    assert spent[REST] >= 0.05 - 0.002  # what no part claims: here the test's own work
    assert 0.03 <= costs.seconds < 0.065  # the fake's, in no part


def test_a_part_no_listed_class_defines_is_an_error_and_nothing_stays_timed():
    parts, outer = Parts(lambda: 0.0), _Timed.__dict__["outer"]
    listed = [("outer", _Timed, "outer", False), ("gone", _Timed, "renamed", False)]
    with pytest.raises(LookupError, match=r"_Timed\.renamed"), parts.installed(listed):
        pass
    assert _Timed.__dict__["outer"] is outer  # put back
    # a class listed whose method comes from a class not listed (here a mixin): it would not be timed
    listed = [("outer", _Timed, "outer", False), ("outer", _Mixed, "outer", False)]
    with pytest.raises(LookupError, match=r"_Mixed\.outer"), parts.installed(listed):
        pass
    assert _Timed.__dict__["outer"] is outer


def test_the_bots_work_called_from_inside_the_fakes_is_the_bots_and_its_parts():
    costs = load.Costs()
    parts = Parts(costs.so_far)

    class Bot:
        def parse(self, fail: bool) -> None:  # as discord.py's parsing of a click the fake hands over
            _spin(0.02)
            with costs.outside():  # the bot calls into the fake, which calls the bot back
                _spin(0.01)
                costs.bots(self.encode)()
            if fail:
                raise ValueError

        def encode(self) -> None:
            _spin(0.005)

    timed = [("parse", Bot, "parse", False), ("encode", Bot, "encode", False)]
    with parts.installed(timed):
        before = parts.now()
        bot = Bot()
        with costs.outside(), costs.outside():
            costs.bots(bot.parse)(False)
            with pytest.raises(ValueError):
                costs.bots(bot.parse)(True)
        spent = parts.since(before)
    assert 0.04 - 0.002 <= spent["parse"] < 0.05, spent
    assert 0.01 - 0.002 <= spent["encode"] < 0.02, spent
    assert 0.02 <= costs.seconds < 0.03 and costs._depth == 0  # the fake's stretches, closed
