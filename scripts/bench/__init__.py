"""Benchmark sections: each module has ``run(quick) -> [(label, figure), ...]``; shared helpers live here."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from engine.protocol import Policy, View


def timed(policy: Policy, timings: list[float]) -> Policy:
    """``policy``, noting how long each decision takes (in seconds) in ``timings``."""

    def decide(view: View, legal: Sequence[str], rng: random.Random) -> str:
        started = time.perf_counter()
        action = policy(view, legal, rng)
        timings.append(time.perf_counter() - started)
        return action

    return decide
