"""Bursts: a move's answer waits for the AI reply that follows at once, only as long as that is worth it."""

from __future__ import annotations

import asyncio

import pytest

from discord_ui import bursts
from discord_ui.bursts import Bursts

KEY = ("red-dragon", ("normal", "normal"))
SLOW = ("sarkanytojas", ("hard",))


def new_bursts() -> tuple[Bursts, list[int]]:
    """Bursts whose AI of kind ``KEY`` has replied at once lately, and the games drawn."""
    drawn: list[int] = []
    held = Bursts(drawn.append)
    quick(held, KEY)
    return held, drawn


def quick(held: Bursts, key: tuple[str, tuple[str, ...]]) -> None:
    """Thirty bursts of the kind whose AI replied at once."""
    for game_id in range(1000, 1030):
        held.hold(game_id, key)
        held.end(game_id)


async def test_an_answer_waits_for_the_burst_to_end_and_goes_out_with_it(monkeypatch):
    monkeypatch.setattr(bursts, "REPLY_WAIT", 10.0)
    held, _drawn = new_bursts()
    held.hold(1, KEY)
    answer = asyncio.create_task(held.reply(1))
    await asyncio.sleep(0.01)
    assert not answer.done(), "the answer did not wait for the AI's reply"
    held.end(1)
    await asyncio.wait_for(answer, 1.0)
    assert not held


async def test_an_answer_waits_no_longer_than_the_wait(monkeypatch):
    monkeypatch.setattr(bursts, "REPLY_WAIT", 0.05)
    held, _drawn = new_bursts()
    held.hold(1, KEY)
    loop = asyncio.get_running_loop()
    began = loop.time()
    await held.reply(1)
    assert 0.04 <= loop.time() - began < 0.5
    assert held, "the burst itself goes on until the AI's reply is in"
    held.close()


async def test_no_burst_no_wait():
    held, _drawn = new_bursts()
    await asyncio.wait_for(held.reply(1), 0.01)


async def test_answers_do_not_wait_for_an_ai_not_yet_seen_to_reply_in_time(monkeypatch):
    monkeypatch.setattr(bursts, "REPLY_WAIT", 10.0)
    held = Bursts(lambda game_id: None)
    held.hold(1, KEY)
    await asyncio.wait_for(held.reply(1), 0.01)
    held.close()


async def test_answers_stop_waiting_for_an_ai_that_replies_late_and_wait_again_once_it_is_quick(monkeypatch):
    monkeypatch.setattr(bursts, "REPLY_WAIT", 0.02)
    held, _drawn = new_bursts()
    loop = asyncio.get_running_loop()
    quick(held, SLOW)
    for game_id in range(10):  # then every reply of the slow kind comes after the wait
        held.hold(game_id, SLOW)
        await asyncio.sleep(0.03)
        held.end(game_id)
    held.hold(100, SLOW)
    held.hold(101, KEY)
    began = loop.time()
    await held.reply(100)
    assert loop.time() - began < 0.015, "an answer still waits for an AI that lately replied too late"
    await held.reply(101)
    assert loop.time() - began >= 0.015, "another kind of game's answers stopped waiting too"
    held.end(100)
    held.end(101)
    quick(held, SLOW)  # its replies come at once again
    held.hold(100, SLOW)
    answer = asyncio.create_task(held.reply(100))
    await asyncio.sleep(0)
    assert not answer.done(), "answers did not wait again once the AI's replies were quick"
    held.end(100)
    await answer


async def test_a_burst_is_drawn_after_its_longest_and_close_lets_waiting_answers_go(monkeypatch):
    monkeypatch.setattr(bursts, "BURST_LONGEST", 0.01)
    monkeypatch.setattr(bursts, "REPLY_WAIT", 10.0)
    held, drawn = new_bursts()
    held.hold(1, KEY)
    held.hold(1, KEY)  # a second change of the same burst: one drawing
    await asyncio.sleep(0.05)
    assert drawn == [1]
    held.end(1)
    held.hold(2, KEY)
    answer = asyncio.create_task(held.reply(2))
    await asyncio.sleep(0)
    held.close()
    await asyncio.wait_for(answer, 1.0)
    assert not held
    await asyncio.sleep(0.05)
    held.hold(3, KEY)  # an AI move stored while the bot stops
    assert not held
    await asyncio.sleep(0.05)
    assert drawn == [1], "a closed burst was drawn"


@pytest.mark.parametrize("count", [1, 3])
async def test_every_answer_waiting_goes_out_when_the_burst_ends(monkeypatch, count):
    monkeypatch.setattr(bursts, "REPLY_WAIT", 10.0)
    held, _drawn = new_bursts()
    held.hold(1, KEY)
    answers = [asyncio.create_task(held.reply(1)) for _ in range(count)]
    await asyncio.sleep(0)
    held.end(1)
    await asyncio.wait_for(asyncio.gather(*answers), 1.0)
