"""The work a played card sets off, as typed tasks on a stack kept in the state.

The state stays JSON-native (``State.tasks`` is a list of dicts, in the form stored games already
have), so tasks are converted here at the boundary: :func:`from_data` / :func:`to_data`. A task is
either a step that needs nobody (run a power, check special flights, take a strength flight's gold,
finish the turn) or a :data:`Question` somebody must answer. A question waiting for its answer sits on
top of the stack with the values of its possible answers (``"options"``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.play_of_the_dragons.cards import strength

# -- steps that need nobody -----------------------------------------------------------------------------


@dataclass(frozen=True)
class RunPower:
    """Carry out ``power`` for ``seat`` as if printed on ``host``; ``text`` is the card whose power it is (the
    copied card when a Dracolich or an Archmage copies one, else ``host``): "this card" is measured by it."""

    seat: int
    power: str
    host: str
    text: str | None = None

    @property
    def measure(self) -> str:
        return self.text or self.host


@dataclass(frozen=True)
class CheckSpecials:
    seat: int


@dataclass(frozen=True)
class TakeStakes:
    """A strength flight's gold."""

    seat: int
    amount: int


@dataclass(frozen=True)
class EndTurn:
    """Buy cards for the empty hands, then the next seat plays."""

    seat: int


# -- questions ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BlueChoice:
    """Blue: take ``count`` gold from the stakes, or make every opponent pay ``count`` into them."""

    kind = "blue"
    seat: int
    count: int
    host: str
    power: str = "blue"


@dataclass(frozen=True)
class Give:
    """Green or Brass (``power``) of seat ``to``: ``seat`` hands over a fitting dragon or pays 5 gold.
    Green wants an evil dragon weaker than ``than``, Brass a good dragon stronger than ``than``."""

    kind = "give"
    seat: int
    to: int
    power: str
    host: str
    than: int


@dataclass(frozen=True)
class Target:
    """Red or Brass (``power``): which of the opponents tied for the strongest flight is hit. ``than``: Brass's
    threshold (the strength of the card whose power it is)."""

    kind = "target"
    seat: int
    power: str
    host: str
    than: int | None = None


@dataclass(frozen=True)
class Copy:
    """Dracolich (``source="flight"``: an evil dragon in a flight) or Archmage (``"ante"``): whose power to use."""

    kind = "copy"
    seat: int
    source: str
    host: str


@dataclass(frozen=True)
class Slay:
    """Dragonslayer: which dragon weaker than ``than`` is slain."""

    kind = "slay"
    seat: int
    host: str
    than: int
    power: str = "dragonslayer"


@dataclass(frozen=True)
class Discard:
    """Thief: which card of the hand is thrown away."""

    kind = "discard"
    seat: int


@dataclass(frozen=True)
class Princess:
    """Princess: which of the good dragons ``queue`` triggers next."""

    kind = "princess"
    seat: int
    queue: tuple[str, ...]


@dataclass(frozen=True)
class Bronze:
    """Bronze: which of the equally weak ante cards to take (``left`` more may be taken)."""

    kind = "bronze"
    seat: int
    left: int


@dataclass(frozen=True)
class Grab:
    """Strength flight: which ante card to take into a hand that cannot hold them all."""

    kind = "grab"
    seat: int


Question = BlueChoice | Give | Target | Copy | Slay | Discard | Princess | Bronze | Grab
Task = RunPower | CheckSpecials | TakeStakes | EndTurn | Question
QUESTION_KINDS = ("blue", "give", "target", "copy", "slay", "discard", "princess", "bronze", "grab")


@dataclass(frozen=True)
class Choice:
    """One possible answer to a question, as a view shows it: the action and what it names.

    ``cards``: the cards it gives, takes, copies, slays, throws away or triggers; ``seat``: the seat it
    targets, or where the named card lies (a flight, or for the Archmage an ante); ``amount``: gold
    (Blue's amount, the 5 gold paid instead) or the strength of a targeted flight.
    """

    action: str
    cards: tuple[str, ...] = ()
    seat: int | None = None
    amount: int | None = None


# -- the stored form ------------------------------------------------------------------------------------


def from_data(data: Mapping[str, Any]) -> Task:
    """The task a stored dict describes (its ``"options"``, if any, are read by :func:`answers`)."""
    kind, seat = data["t"], data["seat"]
    if kind == "power":
        return RunPower(seat, data["key"], data["host"], data.get("text"))
    if kind == "specials":
        return CheckSpecials(seat)
    if kind == "take":
        return TakeStakes(seat, data["amount"])
    if kind == "next":
        return EndTurn(seat)
    if kind == "blue":
        return BlueChoice(seat, data["x"], data["host"], data.get("key", "blue"))
    if kind == "give":
        return Give(seat, data["to"], data["key"], data["host"], data["than"] if "than" in data else _than(data))
    if kind == "target":
        return Target(seat, data["key"], data["host"], data.get("than"))
    if kind == "copy":
        return Copy(seat, data["source"], data["host"])
    if kind == "slay":
        return Slay(
            seat, data["host"], data["than"] if "than" in data else _than(data), data.get("key", "dragonslayer")
        )
    if kind == "discard":
        return Discard(seat)
    if kind == "princess":
        return Princess(seat, tuple(data["queue"]))
    if kind == "bronze":
        return Bronze(seat, data["left"])
    if kind == "grab":
        return Grab(seat)
    raise ValueError(f"unknown task {kind!r}")


def _than(data: Mapping[str, Any]) -> int:
    """The host card's strength, for tasks stored before the threshold was kept with them."""
    return strength(data["host"])


def to_data(task: Task, answers: tuple[str, ...] | None = None) -> dict[str, Any]:
    """The stored form of ``task``; ``answers`` (the values of its possible answers) mark a waiting question."""
    data: dict[str, Any]
    if isinstance(task, RunPower):
        data = {"t": "power", "seat": task.seat, "key": task.power, "host": task.host}
        if task.text is not None:
            data["text"] = task.text
    elif isinstance(task, CheckSpecials):
        data = {"t": "specials", "seat": task.seat}
    elif isinstance(task, TakeStakes):
        data = {"t": "take", "seat": task.seat, "amount": task.amount}
    elif isinstance(task, EndTurn):
        data = {"t": "next", "seat": task.seat}
    elif isinstance(task, BlueChoice):
        data = {"t": "blue", "seat": task.seat, "x": task.count, "host": task.host, "key": task.power}
    elif isinstance(task, Give):
        data = {"t": "give", "seat": task.seat, "to": task.to, "key": task.power, "host": task.host, "than": task.than}
    elif isinstance(task, Target):
        data = {"t": "target", "seat": task.seat, "key": task.power, "host": task.host}
        if task.than is not None:
            data["than"] = task.than
    elif isinstance(task, Copy):
        data = {"t": "copy", "seat": task.seat, "source": task.source, "host": task.host}
    elif isinstance(task, Slay):
        data = {"t": "slay", "seat": task.seat, "host": task.host, "key": task.power, "than": task.than}
    elif isinstance(task, Discard):
        data = {"t": "discard", "seat": task.seat}
    elif isinstance(task, Princess):
        data = {"t": "princess", "seat": task.seat, "queue": list(task.queue)}
    elif isinstance(task, Bronze):
        data = {"t": "bronze", "seat": task.seat, "left": task.left}
    else:
        data = {"t": "grab", "seat": task.seat}
    if answers is not None:
        data["options"] = list(answers)
    return data


def answers(data: Mapping[str, Any]) -> tuple[str, ...] | None:
    """The answer values a stored waiting question offers (None: the task is not waiting).

    Games stored before answers were data kept ``[value, label]`` pairs; the value is all that counts.
    """
    if "options" not in data:
        return None
    return tuple(o[0] if isinstance(o, list) else o for o in data["options"])
