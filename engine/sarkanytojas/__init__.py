"""Sárkánytojás and the Dragons' Path puzzle game, which is played on the same kind of field.

``rules`` is Sárkánytojás, ``ai`` its AI; ``dragons_path`` the route puzzle solver and
``path_game`` the Dragons' Path game built on it. ``views``, ``events`` and ``moves`` hold what
both games show a seat, what happens in them and their moves, as data.
"""

from __future__ import annotations

from typing import Any

from engine.protocol import Engine
from engine.sarkanytojas.path_game import ENGINE as PATH_ENGINE
from engine.sarkanytojas.rules import (
    EGG_BONUS,
    ENGINE,
    PIT,
    SHIELD,
    SIZE,
    State,
    effect_kind,
    match_points,
    sides,
    square_name,
    tile_kind,
)
from engine.sarkanytojas.views import PathView, SarkanytojasView, ScoreParts

#: the engines of this game package, collected by :func:`engine.registry.engines`
ENGINES: tuple[Engine[Any, Any], ...] = (ENGINE, PATH_ENGINE)

__all__ = [
    "EGG_BONUS",
    "ENGINE",
    "ENGINES",
    "PATH_ENGINE",
    "PIT",
    "SHIELD",
    "SIZE",
    "PathView",
    "SarkanytojasView",
    "ScoreParts",
    "State",
    "effect_kind",
    "match_points",
    "sides",
    "square_name",
    "tile_kind",
]
