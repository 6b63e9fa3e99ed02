"""A game's turn bookkeeping: stale-click stamps, who is pending, the turn clock, timeouts, pauses, reminders,
away time and when humans last played.

Stored with the game as a JSON object (the ``games.meta`` column) under the keys its fields are named by, as
it was before it became this dataclass: games stored before load unchanged, and a pause is the presence of
``paused_at``, as before (keys added since are left out while unset, and a bot of before ignores them).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, fields
from typing import Any


@dataclass
class Turns:
    """What the service keeps of a game's turns besides its state (see :class:`service.games.GameService`)."""

    #: per seat, the move count at which that seat last moved or its legal actions last changed: a click drawn
    #: before it is stale
    stamps: list[int] = field(default_factory=list)
    #: when the waiting humans' turn timer runs out (None: no timer runs)
    turn_deadline: float | None = None
    #: the seats the game waited for after the last change
    pending: list[int] = field(default_factory=list)
    #: seats whose timer ran out, for whom the AI finishes their turn or secret choice
    timed_out: list[int] = field(default_factory=list)
    #: humans whose timer ran out and for whom the AI is moving; counted as timed out when that move is played
    late: list[int] = field(default_factory=list)
    #: whether the seats were making a secret choice at once after the last change
    simultaneous: bool = False
    #: when the game's clock was stopped (None: it runs)
    paused_at: float | None = None
    #: how many scoresheet rows are stored
    rows: int = 0
    #: when the waiting humans' turn timer started (None: no timer runs), moved on by away time as its deadline is
    turn_started: float | None = None
    #: how many reminders of this turn timer were sent (a long timer reminds twice)
    reminded: int = 0
    #: the timer is held for a waiting member who is away until then (None: nobody it waits for is away)
    away_until: float | None = None
    #: when a human last acted (a move, a seat taken back; the start before any); None for games stored before,
    #: whose start stands for it
    human_at: float | None = None
    #: the move count at which every human seat was found played by the AI (None: a human plays)
    unwatched_from: int | None = None
    #: when the game stopped because the AI played a round of it with nobody at the table (None: it plays)
    idle_at: float | None = None

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Turns:
        """The bookkeeping as stored; keys missing from games stored before take their defaults."""
        known = {f.name for f in fields(cls)}
        return cls(**{key: value for key, value in data.items() if key in known})

    def to_data(self) -> dict[str, Any]:
        """The JSON object to store (``paused_at`` only while paused, as a bot of before reads it)."""
        data = {
            "stamps": self.stamps,
            "turn_deadline": self.turn_deadline,
            "pending": self.pending,
            "timed_out": self.timed_out,
            "late": self.late,
            "simultaneous": self.simultaneous,
            "rows": self.rows,
        }
        optional = {
            "paused_at": self.paused_at,
            "turn_started": self.turn_started,
            "away_until": self.away_until,
            "human_at": self.human_at,
            "unwatched_from": self.unwatched_from,
            "idle_at": self.idle_at,
        }
        data.update(
            {key: value for key, value in optional.items() if value is not None}
        )  # a bot of before ignores them
        if self.reminded:
            data["reminded"] = self.reminded
        return data

    def copy(self) -> Turns:
        """A copy sharing no list with this one (to put back if a batch of moves fails)."""
        return copy.deepcopy(self)

    @property
    def paused(self) -> bool:
        """Whether the game waits for its channel to let the bot in again."""
        return self.paused_at is not None

    @property
    def idle(self) -> bool:
        """Whether the game waits for a human to take a seat back from the AI."""
        return self.idle_at is not None

    def human_acted(self, now: float) -> None:
        """A human acted: the game counts its 30 days from now, and plays on if it stood idle."""
        self.human_at, self.unwatched_from, self.idle_at = now, None, None
