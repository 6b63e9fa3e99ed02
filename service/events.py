"""Events of the service itself (not of a game's rules), logged with the moves they belong to."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.protocol import Event, decode_event


@dataclass(frozen=True)
class TimedOut(Event):
    """``seat`` ran out of time; the AI moves for it, and keeps the seat if ``ai_keeps_seat``."""

    kind = "timed_out"
    seat: int
    ai_keeps_seat: bool


@dataclass(frozen=True)
class SeatReclaimed(Event):
    """The player of ``seat`` took it back from the AI."""

    kind = "seat_reclaimed"
    seat: int


SERVICE_EVENTS: tuple[type[Event], ...] = (TimedOut, SeatReclaimed)


def decode_service_event(data: Mapping[str, Any]) -> Event | None:
    """A stored service event as its dataclass again; None for any other kind."""
    return decode_event(SERVICE_EVENTS, data)
