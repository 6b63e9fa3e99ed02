"""Red Dragon: a trick-taking game with a penalty suit (rules in ``rules``, its AI in ``ai``; the typed
contract in ``views``, ``events`` and ``moves``)."""

from __future__ import annotations

from typing import Any

from engine.protocol import Engine
from engine.red_dragon import events, moves
from engine.red_dragon.rules import (
    DECK,
    ENGINE,
    PENALTY,
    PENALTY_SUIT,
    SUITS,
    TABLES,
    State,
    rank,
    snake_order,
    sort_key,
    suit,
)
from engine.red_dragon.views import LastTrick, PlayedCard, RoundParts, SeatView

#: the engines of this game package, collected by :func:`engine.registry.engines`
ENGINES: tuple[Engine[Any, Any], ...] = (ENGINE,)

__all__ = [
    "DECK",
    "ENGINE",
    "ENGINES",
    "PENALTY",
    "PENALTY_SUIT",
    "SUITS",
    "TABLES",
    "LastTrick",
    "PlayedCard",
    "RoundParts",
    "SeatView",
    "State",
    "events",
    "moves",
    "rank",
    "snake_order",
    "sort_key",
    "suit",
]
