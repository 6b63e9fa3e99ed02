"""Play of the Dragons: the original Three-Dragon Ante.

``rules`` holds the engine, ``cards`` the card facts, ``powers`` a handler per power, ``pending`` the typed
questions powers ask (answered in ``questions``), ``views`` / ``events`` / ``moves`` the typed contract with
the Discord side, ``redeal`` what a seat cannot see dealt anew, ``ai`` its AI and ``search``
its hard AI's search.
"""

from __future__ import annotations

from typing import Any

from engine.play_of_the_dragons.cards import CARDS, HAND_LIMIT, ROUNDS, Card, has_power, strength
from engine.play_of_the_dragons.questions import GIVE_OR_PAY
from engine.play_of_the_dragons.rules import ENGINE
from engine.play_of_the_dragons.state import PARTS, STAKES, State
from engine.play_of_the_dragons.views import SeatView
from engine.protocol import Engine

#: the engines of this game package, collected by :func:`engine.registry.engines`
ENGINES: tuple[Engine[Any, Any], ...] = (ENGINE,)

__all__ = [
    "CARDS",
    "ENGINE",
    "ENGINES",
    "GIVE_OR_PAY",
    "HAND_LIMIT",
    "PARTS",
    "ROUNDS",
    "STAKES",
    "Card",
    "SeatView",
    "State",
    "has_power",
    "strength",
]
