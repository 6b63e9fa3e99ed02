"""discord.py's idle rate-limit buckets are still forgotten, but not by a walk over all of them per new one."""

from __future__ import annotations

import asyncio

import discord

from bot import create_bot
from discord_ui.buckets import SWEEP_SECONDS, sweep_seldom
from service.settings import Settings


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def test_idle_buckets_are_swept_once_a_minute_not_for_every_new_bucket():
    http = discord.http.HTTPClient(asyncio.get_running_loop())
    clock = Clock()
    sweeps: list[int] = []
    sweep = http._try_clear_expired_ratelimits

    def counted() -> None:
        sweeps.append(len(http._buckets))
        sweep()

    http._try_clear_expired_ratelimits = counted
    sweep_seldom(http, clock)
    for n in range(1000):
        http.get_ratelimit(f"channel {n}")
    assert sweeps == [], "a sweep per new bucket"
    for bucket in list(http._buckets.values())[:600]:
        bucket._last_request -= 301  # idle for five minutes: discord.py drops it at its next sweep
    clock.now = SWEEP_SECONDS
    http.get_ratelimit("one more")
    assert sweeps == [1001] and len(http._buckets) == 401
    http.get_ratelimit("and another")
    assert sweeps == [1001], "swept again within the minute"


def test_the_bot_sweeps_its_buckets_seldom(tmp_path):
    bot = create_bot(Settings(database_path=tmp_path / "hoard.sqlite3"))
    assert bot.http._try_clear_expired_ratelimits.__qualname__.startswith("sweep_seldom")
