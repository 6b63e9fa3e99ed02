"""Events of the service itself (not of a game's rules), logged with the moves they belong to."""

from __future__ import annotations

from dataclasses import dataclass

from engine.protocol import Event


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


def decode_service_event(data: dict[str, object]) -> Event | None:
    """A stored service event as its dataclass again; None for any other kind."""
    for event_type in SERVICE_EVENTS:
        if event_type.kind == data.get("kind"):
            return event_type.from_data(data)
    return None
