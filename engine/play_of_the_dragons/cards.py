"""The 70 cards of Play of the Dragons and the facts the rules ask of them.

The facts (kind, colour, alignment, strength, power) live in ``data/play_of_the_dragons.json``;
names and power texts are words, so the Discord side holds them.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

_DATA = json.loads((Path(__file__).resolve().parents[2] / "data" / "play_of_the_dragons.json").read_text("utf-8"))


@dataclass(frozen=True)
class Card:
    """One card's facts. ``power`` names the power it triggers (None: Tiamat, who has none)."""

    id: str
    kind: str  # "dragon", "god" or "mortal"
    colour: str | None  # the ten dragon colours; None for the gods, the Dracolich and the mortals
    alignment: str | None  # "good" or "evil"; None for the mortals
    strength: int
    power: str | None


CARDS: dict[str, Card] = {
    card["id"]: Card(card["id"], card["kind"], card["colour"], card["alignment"], card["strength"], card["power"])
    for card in _DATA["cards"]
}
HAND_SIZE: int = _DATA["hand_size"]
HAND_LIMIT: int = _DATA["hand_limit"]
COLOURS: tuple[str, ...] = tuple(c["id"] for c in _DATA["colours"])
EVIL_COLOURS: tuple[str, ...] = tuple(c["id"] for c in _DATA["colours"] if c["alignment"] == "evil")
ROUNDS = 3  # rounds of a gambit before the flights are compared


def strength(card: str) -> int:
    return CARDS[card].strength


def is_dragon(card: str) -> bool:
    return CARDS[card].kind != "mortal"


def is_good(card: str) -> bool:
    return is_dragon(card) and CARDS[card].alignment == "good"


def is_evil(card: str) -> bool:
    return is_dragon(card) and CARDS[card].alignment == "evil"


def is_mortal(card: str) -> bool:
    return CARDS[card].kind == "mortal"


def has_power(card: str) -> bool:
    """Whether the card has a power to trigger or copy (Tiamat has none)."""
    return CARDS[card].power is not None


def power_of(card: str) -> str:
    """The power ``card`` triggers (only asked of cards that have one)."""
    power = CARDS[card].power
    if power is None:
        raise ValueError(f"{card} has no power")
    return power


def in_colour(card: str, colour: str) -> bool:
    """Whether ``card`` counts in ``colour``'s group for a colour flight (Tiamat counts in every evil colour)."""
    return is_dragon(card) and (CARDS[card].colour == colour or (card == "tiamat" and colour in EVIL_COLOURS))


def flight_strength(flight: Iterable[str]) -> int:
    return sum(strength(c) for c in flight)


def can_win(flight: Sequence[str]) -> bool:
    """The god rules: Bahamut beside an evil dragon, or Tiamat beside a good one, cannot win."""
    if "bahamut" in flight and any(is_evil(c) for c in flight):
        return False
    return not ("tiamat" in flight and any(is_good(c) for c in flight))


def by_strength(cards: Iterable[str]) -> list[str]:
    """Cards weakest first (ties by id), the order hands and answers are shown in."""
    return sorted(cards, key=lambda c: (strength(c), c))
