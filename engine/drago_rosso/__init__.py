"""Drago Rosso: push-your-luck along a dragon's stripes (rules in ``rules``, its AI in ``ai``)."""

from __future__ import annotations

from typing import Any

from engine.drago_rosso.rules import (
    DECK_COUNTS,
    ENGINE,
    HEAD,
    KINDS,
    PASS,
    REVEAL,
    STOP,
    STRIPES,
    TAKE,
    State,
    fine_divisor,
    stripe_value,
)
from engine.protocol import Engine

#: the engines of this game package, collected by :func:`engine.registry.engines`
ENGINES: tuple[Engine[Any], ...] = (ENGINE,)

__all__ = [
    "DECK_COUNTS",
    "ENGINE",
    "ENGINES",
    "HEAD",
    "KINDS",
    "PASS",
    "REVEAL",
    "STOP",
    "STRIPES",
    "TAKE",
    "State",
    "fine_divisor",
    "stripe_value",
]
