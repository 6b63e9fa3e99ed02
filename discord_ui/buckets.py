"""discord.py's rate-limit buckets, forgotten once a minute rather than on every new one.

discord.py keeps a bucket per route and channel it has sent to, and once it holds 256 it looks at every one
of them, to drop those idle for five minutes, each time it makes a new one. A bot with thousands of live
tables holds a bucket per table channel and route, and makes one for each table edited for the first time
since a start or since five quiet minutes: each then costs a walk over all the others on the event loop
(4 ms with 10,000 buckets, as with 5,000 live tables, measured), where it costs nothing once a minute.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import discord

#: at most one sweep of idle buckets this often (they are dropped at most this much later than discord.py would)
SWEEP_SECONDS = 60.0


def sweep_seldom(http: discord.http.HTTPClient, clock: Callable[[], float] = time.monotonic) -> None:
    """Have ``http`` drop its idle rate-limit buckets at most once every :data:`SWEEP_SECONDS`."""
    sweep = http._try_clear_expired_ratelimits
    last = clock()

    def seldom() -> None:
        nonlocal last
        now = clock()
        if now - last >= SWEEP_SECONDS:
            last = now
            sweep()

    http._try_clear_expired_ratelimits = seldom  # type: ignore[method-assign]
