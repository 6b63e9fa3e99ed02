"""A short slice of the soak (``scripts/soak.py``): random clicks, restarts and Discord faults change nothing
stored for the worse and leave no interaction unanswered."""

from __future__ import annotations

from scripts.soak import soak


async def test_a_short_soak_finds_nothing_wrong(capsys):
    assert await soak(300, seed=3) == 0
    assert "problems: 0" in capsys.readouterr().out
