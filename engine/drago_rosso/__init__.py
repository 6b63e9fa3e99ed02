"""Drago Rosso: push-your-luck along a dragon's stripes.

The rules in ``rules``, the numbers in ``cards``, its views in ``views``, its events in ``events``, its
moves in ``moves`` and its AI in ``ai``.
"""

from __future__ import annotations

from typing import Any

from engine.drago_rosso.cards import DECK_COUNTS, HEAD, KINDS, STRIPES, fine_divisor, stripe_value
from engine.drago_rosso.rules import ENGINE, State
from engine.drago_rosso.views import SeatView
from engine.protocol import Engine

#: the engines of this game package, collected by :func:`engine.registry.engines`
ENGINES: tuple[Engine[Any, Any], ...] = (ENGINE,)

__all__ = [
    "DECK_COUNTS",
    "ENGINE",
    "ENGINES",
    "HEAD",
    "KINDS",
    "STRIPES",
    "SeatView",
    "State",
    "fine_divisor",
    "stripe_value",
]
