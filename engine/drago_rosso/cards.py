"""The dragon, the deck and the numbers of Drago Rosso: what the rules, the views and the AI share."""

from __future__ import annotations

STRIPES = 17
HEAD = STRIPES + 1  # where the knight stands once it has passed the last stripe
START_GEMS = 40
FOOTPRINTS = ("1", "2", "3", "4")
STOP_CARD, DANGER_CARD = "stop", "danger"
#: every kind of card, in the order the views count them
KINDS = (*FOOTPRINTS, STOP_CARD, DANGER_CARD)
DECK_COUNTS = {"1": 17, "2": 11, "3": 6, "4": 4, STOP_CARD: 10, DANGER_CARD: 3}
#: danger cards in the deck: the last one wakes the dragon
DANGERS = DECK_COUNTS[DANGER_CARD]


def fine_divisor(dangers: int) -> int:
    """Fines are a quarter of the payer's gems until the second danger card, then a half."""
    return 2 if dangers >= 2 else 4


def stripe_value(stripe: int, dangers: int) -> int:
    """Gems placed when the knight lands on ``stripe``: doubled after the second danger card."""
    return stripe * (2 if dangers >= 2 else 1)
