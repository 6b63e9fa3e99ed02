"""Krasny Drakon: the shedding game (rules in ``rules``, its AI in ``ai``)."""

from __future__ import annotations

from typing import Any

from engine.krasny_drakon.rules import (
    CHANCE_CARDS,
    DATA,
    ENGINE,
    FOLLOW,
    JOKER,
    RANK_INDEX,
    RANK_LABELS,
    RANKS,
    RESERVE_CARDS,
    STALEMATE_PICKUPS,
    State,
    build_deck,
    is_joker,
    label,
    rank_of,
    sorted_cards,
)
from engine.protocol import Engine

#: the engines of this game package, collected by :func:`engine.registry.engines`
ENGINES: tuple[Engine[Any], ...] = (ENGINE,)

__all__ = [
    "CHANCE_CARDS",
    "DATA",
    "ENGINE",
    "ENGINES",
    "FOLLOW",
    "JOKER",
    "RANKS",
    "RANK_INDEX",
    "RANK_LABELS",
    "RESERVE_CARDS",
    "STALEMATE_PICKUPS",
    "State",
    "build_deck",
    "is_joker",
    "label",
    "rank_of",
    "sorted_cards",
]
