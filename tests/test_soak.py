"""A short slice of the soak (``scripts/soak.py``): random clicks, restarts, Discord faults and a SIGKILLed
child process change nothing stored for the worse, leave no interaction unanswered and leak nothing hidden."""

from __future__ import annotations

from scripts.soak import soak


async def test_a_short_soak_finds_nothing_wrong(capsys):
    assert await soak(300, seed=3) == 0
    out = capsys.readouterr().out
    assert "problems: 0" in out and "leaks: 0" in out and "crashes: children killed: 1" in out
    assert "leak checks: private views: 0" not in out and "crashes: acknowledgements: 0" not in out
