"""Red Dragon: a trick-taking game with a penalty suit (rules in ``rules``, its AI in ``ai``)."""

from __future__ import annotations

from typing import Any

from engine.protocol import Engine
from engine.red_dragon.rules import (
    DECK,
    ENGINE,
    PENALTY,
    SUIT_EMOJI,
    TABLES,
    State,
    card_label,
    rank,
    snake_order,
    suit,
)

#: the engines of this game package, collected by :func:`engine.registry.engines`
ENGINES: tuple[Engine[Any], ...] = (ENGINE,)

__all__ = [
    "DECK",
    "ENGINE",
    "ENGINES",
    "PENALTY",
    "SUIT_EMOJI",
    "TABLES",
    "State",
    "card_label",
    "rank",
    "snake_order",
    "suit",
]
