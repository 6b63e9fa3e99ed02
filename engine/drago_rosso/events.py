"""What happens in a game of Drago Rosso, as data: seats as numbers, cards as kinds, gems as numbers.

The Discord side writes the sentences (``cogs/drago_rosso/events.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.drago_rosso.views import PARTS, RoundParts
from engine.protocol import Event


@dataclass(frozen=True)
class Advanced(Event):
    """``seat`` revealed ``steps`` footprints: the knight went from ``start`` (0: the tail) to stripe ``to``.

    ``due`` gems were due there (``doubled`` after the second danger card); ``placed`` of them went beside
    the knight (fewer when the treasure ran dry), making ``pile`` beside it in all.
    """

    kind = "advance"
    seat: int
    steps: int
    start: int
    to: int
    placed: int
    due: int
    doubled: bool
    pile: int


@dataclass(frozen=True)
class ReachedHead(Event):
    """``seat``'s ``steps`` footprints carried the knight past the last stripe: it took the ``pile`` beside
    the knight and the whole treasure (``prize``). The game ends."""

    kind = "head"
    seat: int
    steps: int
    pile: int
    prize: int


@dataclass(frozen=True)
class StopCard(Event):
    """``seat`` revealed a stop card and paid ``fine`` (1/``divisor`` of its gems) to the treasure; the
    ``returned`` gems beside the knight went back to it and the knight to the tail."""

    kind = "stop_card"
    seat: int
    fine: int
    divisor: int
    returned: int


@dataclass(frozen=True)
class DangerCard(Event):
    """``seat`` revealed danger card ``number`` (1 or 2), which works as a stop card (see :class:`StopCard`).
    After the second, fines are 1/2 and placements double."""

    kind = "danger_card"
    seat: int
    number: int
    fine: int
    divisor: int
    returned: int


@dataclass(frozen=True)
class DragonWakes(Event):
    """``seat`` revealed the last danger card: it lost all its ``lost`` gems, and the ``returned`` gems
    beside the knight went back to the treasure. The game ends."""

    kind = "dragon_wakes"
    seat: int
    lost: int
    returned: int


@dataclass(frozen=True)
class Stopped(Event):
    """``seat`` stopped at ``stripe`` with ``amount`` gems beside the knight; ``bidders`` (clockwise) may pay
    that much to take over the turn. With no bidders, the stopper banks at once (:class:`Banked` follows)."""

    kind = "stop"
    seat: int
    stripe: int
    amount: int
    bidders: tuple[int, ...]


@dataclass(frozen=True)
class OfferTaken(Event):
    """``seat`` would take over the turn (it does unless a seat before it clockwise takes over too)."""

    kind = "take"
    seat: int


@dataclass(frozen=True)
class OfferPassed(Event):
    """``seat`` passed on the ransom offer."""

    kind = "pass"
    seat: int


@dataclass(frozen=True)
class TookOver(Event):
    """``seat`` paid ``stopper`` the ``amount`` and took over the turn: it must reveal a card."""

    kind = "takeover"
    seat: int
    stopper: int
    amount: int


@dataclass(frozen=True)
class Banked(Event):
    """``seat`` banked the ``amount`` gems beside the knight."""

    kind = "bank"
    seat: int
    amount: int


@dataclass(frozen=True)
class NewTurn(Event):
    """Turn ``turn`` begins; ``seat`` plays it."""

    kind = "turn"
    turn: int
    seat: int


@dataclass(frozen=True)
class RoundOver(Event):
    """Round ``round`` is over (every seat owned a turn in it, or the game ended in it): everyone's ``gems``, their
    ``change`` since it began and, by seat, where that came from (the parts of
    :class:`~engine.drago_rosso.views.RoundParts`, signed: they add up to the change)."""

    kind = "round_over"
    round: int
    gems: tuple[int, ...]
    change: tuple[int, ...]
    banked: tuple[int, ...]
    received: tuple[int, ...]
    paid: tuple[int, ...]
    fines: tuple[int, ...]
    lost: tuple[int, ...]
    treasure: tuple[int, ...]

    def parts(self, seat: int) -> RoundParts:
        """Where ``seat``'s change came from."""
        return RoundParts(*(getattr(self, part)[seat] for part in PARTS))


@dataclass(frozen=True)
class GameOver(Event):
    """The game is over: ``winners`` (equal gems share the win) have ``gems`` each."""

    kind = "end"
    winners: tuple[int, ...]
    gems: int


#: every kind of event the engine emits
EVENT_TYPES: tuple[type[Event], ...] = (
    Advanced,
    ReachedHead,
    StopCard,
    DangerCard,
    DragonWakes,
    Stopped,
    OfferTaken,
    OfferPassed,
    TookOver,
    Banked,
    NewTurn,
    RoundOver,
    GameOver,
)
