"""Play of the Dragons: the original Three-Dragon Ante (rules in ``rules``, its AI in ``ai``)."""

from __future__ import annotations

from typing import Any

from engine.play_of_the_dragons.rules import (
    CARDS,
    ENGINE,
    HAND_LIMIT,
    ROUNDS,
    STAKES,
    State,
    has_power,
    label,
    strength,
)
from engine.protocol import Engine

#: the engines of this game package, collected by :func:`engine.registry.engines`
ENGINES: tuple[Engine[Any], ...] = (ENGINE,)

__all__ = ["CARDS", "ENGINE", "ENGINES", "HAND_LIMIT", "ROUNDS", "STAKES", "State", "has_power", "label", "strength"]
