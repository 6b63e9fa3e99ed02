"""The small protocol every game engine implements.

An engine is a stateless rules object (one instance per game kind). Everything a game
is lives in its *state*, which the engine creates from ``(seats, options, seed)`` and
advances with ``apply``. The protocol follows OpenSpiel and boardgame.io:

* ``to_act(state)``          seats that may act now (several at once in simultaneous phases)
* ``legal_actions(state, s)`` the actions seat ``s`` may take now, as short strings
* ``apply(state, s, a)``      validate, then mutate ``state`` in place; returns events
* ``view(state, s)``          what seat ``s`` may know (``None``: a spectator)
* ``results(state)``          placements and scores once ``is_over(state)``
* ``dump(state)`` / ``load``  a JSON-native snapshot and back (states are dataclasses); ``snapshot``
  gives it as JSON text

Actions are short strings such as ``"play:R11"`` so that they fit into logs, custom ids
and select values. ``apply`` raises :class:`IllegalAction` *before* touching the state,
so a refused action never changes anything. Randomness comes only from the seed, which
makes ``replay(engine, seats, options, seed, actions)`` rebuild any game exactly.

Views and events are typed data, never sentences. A view is a (frozen) dataclass per game holding
only what its seat may know; an event is a frozen :class:`Event` dataclass naming what happened with
seats as numbers, cards and tiles as ids and amounts as numbers. The Discord side writes the words
(so they can be translated); storage keeps events as ``Event.to_data()`` dicts and ``decode_event``
reads them back.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Literal, TypeVar, get_args

import orjson

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

#: the untyped view of an engine whose view is not a dataclass yet
View = dict[str, Any]
#: a game's state: a dataclass of JSON-native fields
S = TypeVar("S", bound="DataclassInstance")
V = TypeVar("V")
#: how a player picks an action: from its own view and its legal actions
Policy = Callable[[Any, Sequence[str], random.Random], str]
#: how strong an AI seat plays: ``easy`` makes a newcomer's mistakes, ``normal`` is the heuristic (or
#: shallow search) every game started with, ``hard`` searches. Stored as the plain string.
AiLevel = Literal["easy", "normal", "hard"]
AI_LEVELS: tuple[AiLevel, ...] = get_args(AiLevel)
#: the level of AI seats stored before there were levels, and of the AI that plays for an absent human
DEFAULT_AI_LEVEL: AiLevel = "normal"
#: how often an easy AI plays something other than what the normal AI would
EASY_MISTAKE_RATE = 0.4


def ai_level(value: object) -> AiLevel:
    """``value`` as an AI level; ``ValueError`` for anything else."""
    for level in AI_LEVELS:
        if value == level:
            return level
    raise ValueError(f"{value!r} is not an AI level")


def with_mistakes(policy: Policy, view: Any, legal: Sequence[str], rng: random.Random) -> str:
    """The easy AI: ``policy``'s choice, except that now and then (``EASY_MISTAKE_RATE``) it plays any other
    legal action instead, the way a newcomer misjudges a position."""
    if len(legal) > 1 and rng.random() < EASY_MISTAKE_RATE:
        return rng.choice(list(legal))
    return policy(view, legal, rng)


@dataclass(frozen=True)
class Event:
    """Something that happened, as data. Subclasses are frozen dataclasses of JSON-native fields (tuples
    for sequences) with a unique ``kind``; the Discord side turns each kind into a sentence.
    """

    kind: ClassVar[str] = "event"

    def to_data(self) -> dict[str, Any]:
        """The event as a JSON-native dict (``kind`` plus its fields), as storage keeps it."""
        return {"kind": self.kind} | {name: _json_native(getattr(self, name)) for name in field_names(type(self))}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Event:
        """The event a :meth:`to_data` dict describes (lists come back as tuples)."""
        return cls(**{name: _frozen(data[name]) for name in field_names(cls) if name in data})


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def field_names(dataclass_type: type) -> tuple[str, ...]:
    """The names of a dataclass's fields, worked out once per class (every move stores a state and events)."""
    names = _FIELD_NAMES.get(dataclass_type)
    if names is None:
        names = _FIELD_NAMES[dataclass_type] = tuple(f.name for f in fields(dataclass_type))
    return names


def _json_native(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_json_native(v) for v in value]
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def decode_event(types: Iterable[type[Event]], data: Mapping[str, Any]) -> Event | None:
    """The stored event ``data`` as the one of ``types`` whose kind it names; None if none does."""
    for event_type in types:
        if event_type.kind == data.get("kind"):
            return event_type.from_data(data)
    return None


def event_data(event: Event | Mapping[str, Any]) -> dict[str, Any]:
    """What storage keeps of an event."""
    return event.to_data() if isinstance(event, Event) else dict(event)


class Refusal(Exception):
    """Something refused, as data: a short machine ``code`` (``"not_your_turn"``) and JSON-native named
    ``params`` (``suit="R"``). The Discord side words each code from a template; ``str()`` is for logs.

    A ``problem`` parameter, when given, is the code of a more precise reason that the words add to
    the code's own (``IllegalAction("play_now_because", problem="no_such_card", card="X")``)."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code, params)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        if not self.params:
            return self.code
        return f"{self.code} ({', '.join(f'{key}={value!r}' for key, value in self.params.items())})"


class IllegalAction(Refusal, ValueError):
    """The action is not allowed now. The state is unchanged."""


class OptionError(Refusal, ValueError):
    """An option value a game does not accept."""


@dataclass(frozen=True)
class Option:
    """A typed house rule a host can set in the lobby: its rules only; the cog's texts name and explain it."""

    key: str
    default: int | bool | str
    choices: tuple[int | bool | str, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None
    #: values that mean something other than their number, e.g. ``(0,)`` for "until someone is out of gold"
    special: tuple[int | bool | str, ...] = ()

    def coerce(self, value: Any) -> int | bool | str:
        """Return ``value`` as this option's type, or raise :class:`OptionError`."""
        kind = type(self.default)
        if kind is bool:
            if isinstance(value, str):
                lowered = value.strip().lower()
                if lowered in {"1", "true", "yes", "on"}:
                    return True
                if lowered in {"0", "false", "no", "off"}:
                    return False
                raise OptionError("on_or_off", key=self.key)
            return bool(value)
        if kind is int:
            try:
                number = int(value)
            except (TypeError, ValueError):
                raise OptionError("whole_number", key=self.key) from None
            if self.minimum is not None and number < self.minimum:
                raise OptionError("at_least", key=self.key, minimum=self.minimum)
            if self.maximum is not None and number > self.maximum:
                raise OptionError("at_most", key=self.key, maximum=self.maximum)
            value = number
        else:
            value = str(value)
        if self.choices is not None and value not in self.choices:
            raise OptionError("one_of", key=self.key, allowed=", ".join(str(c) for c in self.choices))
        return value


#: the house rule that makes a choice with a single possible answer for the player (the last card of a draft, a
#: payment with nothing else to give), saying so. Not a player's choice (cogs hide it): a new game has it on, and a
#: game stored before it lacks it and plays on as it was played, every choice asked (see :func:`forced_choices`)
FORCED_CHOICES = Option("forced_choices", True)


def forced_choices(options: Mapping[str, Any]) -> bool:
    """Whether a game with these options makes its single-answer choices for its players (off when the key is
    missing: a game stored before the option replays its log unchanged)."""
    key = FORCED_CHOICES.key
    return key in options and bool(FORCED_CHOICES.coerce(options[key]))


@dataclass(frozen=True)
class SeatResult:
    """One seat's final standing. Placement 1 is best; equal placements share."""

    seat: int
    placement: int
    score: int
    team: int | None = None


def placements(scores: Sequence[int], higher_is_better: bool = True) -> list[int]:
    """Competition ranking ("1224") of ``scores``: equal scores share a placement."""
    sign = -1 if higher_is_better else 1
    return [1 + sum(1 for other in scores if sign * other < sign * mine) for mine in scores]


class Engine(ABC, Generic[S, V]):
    """Rules of one game kind, with state type ``S`` and seat-view type ``V``. Subclasses hold no per-game data."""

    #: short id used in commands, custom ids and storage, e.g. ``"red-dragon"``
    id: str
    title: str
    min_seats: int
    max_seats: int
    options: tuple[Option, ...] = ()
    #: the dataclass holding one game's state (fields of JSON-native values)
    state_type: type[S]
    #: every kind of event ``apply`` returns, so that stored events can be read back
    event_types: tuple[type[Event], ...] = ()
    #: whether each scoresheet row holds every seat's running total (True) or the points of that round (False)
    scoresheet_totals: bool = False

    def __reduce__(self) -> tuple[type[Engine[S, V]], tuple[()]]:
        """An engine holds no per-game data, so it travels to a worker process as its class alone."""
        return (type(self), ())

    # -- options ---------------------------------------------------------------
    def resolve_options(self, given: Mapping[str, Any] | None = None, seats: int | None = None) -> dict[str, Any]:
        """Defaults overlaid with ``given``, each value checked; unknown keys are refused."""
        given = dict(given or {})
        unknown = set(given) - {o.key for o in self.options}
        if unknown:
            raise OptionError("unknown_options", keys=", ".join(sorted(unknown)))
        return {o.key: o.coerce(given[o.key]) if o.key in given else o.default for o in self.options}

    # -- lifecycle -------------------------------------------------------------
    @abstractmethod
    def new_state(self, seats: int, options: Mapping[str, Any], seed: int) -> S: ...

    @abstractmethod
    def to_act(self, state: S) -> list[int]:
        """The seats the game waits for now (their timers run, they are pinged)."""

    def may_act(self, state: S) -> list[int]:
        """The seats that have moves now: those to act, unless anyone may move without being waited for
        (e.g. a race to announce a guess)."""
        return self.to_act(state)

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[str]: ...

    @abstractmethod
    def apply(self, state: S, seat: int, action: str) -> list[Event]: ...

    @abstractmethod
    def view(self, state: S, seat: int | None) -> V: ...

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def results(self, state: S) -> list[SeatResult]: ...

    def snapshot(self, state: S) -> str:
        """``state`` as JSON text: what storage keeps after every move."""
        return orjson.dumps({name: getattr(state, name) for name in field_names(type(state))}).decode()

    def restore(self, snapshot: str) -> S:
        """The state a ``snapshot`` describes (a new one each time)."""
        return self.state_type(**orjson.loads(snapshot))

    def dump(self, state: S) -> dict[str, Any]:
        """A JSON-native snapshot of ``state`` that shares nothing with it.

        States are dataclasses of JSON-native fields, so a JSON round trip is an exact deep copy
        (and several times faster than ``dataclasses.asdict``).
        """
        return orjson.loads(self.snapshot(state))

    def load(self, data: Mapping[str, Any]) -> S:
        """The state a ``dump`` describes (which it does not share)."""
        return self.state_type(**orjson.loads(orjson.dumps(dict(data))))

    @abstractmethod
    def ai_action(self, view: V, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL) -> str:
        """The AI's choice at ``level``, seeing only ``view`` (the seat's own view) and its legal actions.

        Every level is a function of ``(view, legal, rng)`` alone: a hard AI that searches samples the
        hidden cards from what the view shows, never from the state.
        """

    def decode_event(self, data: Mapping[str, Any]) -> Event | None:
        """A stored event as its dataclass again; None for a kind this engine does not have."""
        return decode_event(self.event_types, data)

    def redeal_hidden(self, state: S, seat: int | None, rng: random.Random) -> S:
        """A copy of ``state`` that ``seat`` (``None``: a spectator) cannot tell from it: everything hidden
        from that seat (other hands, the deck's order, face-down cards) dealt anew from ``rng``, everything it
        may know kept. The secrecy tests compare ``view(state, seat)`` with the view of such copies.
        """
        raise NotImplementedError(f"{self.id} does not say what is hidden from a seat")

    # -- optional hooks ----------------------------------------------------------
    def scoresheet(self, state: S) -> list[list[int]]:
        """Rows of per-seat scores (one row per round or game); empty if the game has none."""
        return []

    def simultaneous(self, state: S) -> bool:
        """True while the seats to act decide in secret at the same time (e.g. an ante)."""
        return len(self.to_act(state)) > 1

    def time_limit(self, state: S, turn_seconds: int) -> int:
        """Seconds the seats to act now have (0: no limit); e.g. a short window for answering an offer."""
        return turn_seconds

    def ai_seconds(self, state: S, seconds: float) -> float:
        """How long the AI seats to act wait before their next move, given the service's AI pace ``seconds``
        (e.g. a longer think before a guess on a larger board). Pacing only: the engine reads no clock."""
        return seconds

    def timeout_action(self, state: S, seat: int) -> str | None:
        """What ``seat`` does when its time runs out; ``None`` lets the AI decide in its place."""
        return None

    def rematch_options(self, options: Mapping[str, Any], seats: int) -> dict[str, Any]:
        """Options for a rematch with the same seats (e.g. the deal rotating)."""
        return dict(options)

    def clone(self, state: S) -> S:
        return self.state_type(**self.dump(state))

    # -- helpers shared by every engine -------------------------------------------
    def check_seats(self, seats: int) -> None:
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"{self.title} needs {self.min_seats}-{self.max_seats} players, not {seats}")

    def require_legal(self, state: S, seat: int, action: str) -> None:
        """Raise :class:`IllegalAction` unless ``seat`` may take ``action`` now."""
        if self.is_over(state):
            raise IllegalAction("game_over")
        if seat not in self.to_act(state):
            raise IllegalAction("not_your_turn")
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("not_allowed_now", action=action)


def replay(
    engine: Engine[S, Any], seats: int, options: Mapping[str, Any], seed: int, actions: Iterable[tuple[int, str]]
) -> S:
    """Rebuild a game from its seed and its log of ``(seat, action)`` pairs."""
    state = engine.new_state(seats, options, seed)
    for seat, action in actions:
        engine.apply(state, seat, action)
    return state


def random_playout(
    engine: Engine[S, Any], seats: int, options: Mapping[str, Any], seed: int, max_actions: int = 100_000
) -> S:
    """Play a whole game with uniformly random legal actions (for tests and benchmarks)."""
    rng = random.Random(seed)
    state = engine.new_state(seats, options, seed)
    for _ in range(max_actions):
        if engine.is_over(state):
            return state
        seat = rng.choice(engine.may_act(state))
        engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
    raise RuntimeError(f"{engine.id} did not finish within {max_actions} actions")


def random_policy(view: Any, legal: Sequence[str], rng: random.Random) -> str:
    """The baseline player: any legal action, uniformly."""
    return rng.choice(legal)


def play_game(
    engine: Engine[S, Any], seats: int, options: Mapping[str, Any], seed: int, policies: Sequence[Policy]
) -> S:
    """Play a whole game in which seat ``i`` chooses with ``policies[i]`` from its own view only."""
    rng = random.Random(seed)
    state = engine.new_state(seats, options, seed)
    while not engine.is_over(state):
        seat = rng.choice(engine.may_act(state))
        engine.apply(state, seat, policies[seat](engine.view(state, seat), engine.legal_actions(state, seat), rng))
    return state
