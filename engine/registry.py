"""The one list of games: each name is a package under both ``engine/`` and ``cogs/``.

Adding a game is one line here, its engine package ``engine/<name>/`` (which exports ``ENGINES``)
and its cog package ``cogs/<name>/`` (which has ``setup(bot)``).
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from engine.protocol import Engine

GAMES: tuple[str, ...] = (
    "red_dragon",
    "krasny_drakon",
    "drago_rosso",
    "sarkanytojas",
    "play_of_the_dragons",
)


@cache
def _engines() -> tuple[tuple[str, Engine[Any, Any]], ...]:
    found: dict[str, Engine[Any, Any]] = {}
    for name in GAMES:
        for engine in importlib.import_module(f"engine.{name}").ENGINES:
            if engine.id in found:
                raise ValueError(f"two engines have the id {engine.id!r}")
            found[engine.id] = engine
    return tuple(found.items())


def engines() -> dict[str, Engine[Any, Any]]:
    """Every game's engines by engine id, in ``GAMES`` order (imported once; a fresh dict each call)."""
    return dict(_engines())
