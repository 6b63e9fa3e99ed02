"""Krasny Drakon: the shedding game (rules in ``rules``, its AI in ``ai``, moves, events and views in
``moves``, ``events`` and ``views``)."""

from __future__ import annotations

from typing import Any

from engine.krasny_drakon import events, moves
from engine.krasny_drakon.moves import JOKER, rank_of
from engine.krasny_drakon.rules import (
    CARDS_PER_PLAYER,
    CHANCE_CARDS,
    DATA,
    DEALT_CARDS,
    ENGINE,
    FOLLOW,
    RANK_INDEX,
    RANKS,
    RESERVE_CARDS,
    STALEMATE_PICKUPS,
    SUIT_SYMBOLS,
    TWO_DECKS_FROM_SEATS,
    State,
    build_deck,
    face,
    is_joker,
    sorted_cards,
    suit_of,
)
from engine.krasny_drakon.views import KrasnyDrakonView, Options, PileView, PlayerView, Private
from engine.protocol import Engine

#: the engines of this game package, collected by :func:`engine.registry.engines`
ENGINES: tuple[Engine[Any, Any], ...] = (ENGINE,)

__all__ = [
    "CARDS_PER_PLAYER",
    "CHANCE_CARDS",
    "DATA",
    "DEALT_CARDS",
    "ENGINE",
    "ENGINES",
    "FOLLOW",
    "JOKER",
    "RANKS",
    "RANK_INDEX",
    "RESERVE_CARDS",
    "STALEMATE_PICKUPS",
    "SUIT_SYMBOLS",
    "TWO_DECKS_FROM_SEATS",
    "KrasnyDrakonView",
    "Options",
    "PileView",
    "PlayerView",
    "Private",
    "State",
    "build_deck",
    "events",
    "face",
    "is_joker",
    "moves",
    "rank_of",
    "sorted_cards",
    "suit_of",
]
