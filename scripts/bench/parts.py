"""Where a move's CPU on the event loop's thread goes, part by part (``load --parts``).

Each part is a set of the bot's functions and coroutines, timed exclusively with the loop thread's CPU clock:
what a part calls that belongs to another part is that part's, and what the fake Discord and the load driver
spend inside is left out, as in the load figures. A coroutine is timed step by step, only while it runs, so
what it waits for is not its own. Only the event loop's thread is timed (workers run as threads are not). What
no part claims is the event loop's own work, discord.py's dispatch of events to the bot and the bot's timers
(the idle CPU the load figures leave out is left out of it).

The timing is intrusive: each timed call or coroutine step costs some 2 to 3 µs more (about a hundred a move),
about half of it in its own part and the rest in its caller's, so a run with ``--parts`` reads higher than one
without, and parts made of many small calls (rules, service) most. Its figures say which part is large, not what a
move costs.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Coroutine, Generator, Iterable, Iterator, Sequence
from typing import Any

#: what no part claims: the event loop's own work, discord.py's dispatch of events, the bot's timers and tasks
REST = "unclaimed: event loop, dispatch, timers"
#: (part, owner, attribute, is a coroutine function): a function or method timed as that part
Timed = tuple[str, Any, str, bool]


def bots_parts() -> list[Timed]:
    """(part, owner, attribute, is a coroutine function) of everything timed, imported when asked for: the bot's
    modules, the games' rules and their presenters."""
    import importlib

    import discord.http
    import discord.state

    import bot
    from discord_ui import app, components, pictures, private_views, render
    from discord_ui.presenter import Presenter
    from engine.protocol import Engine
    from engine.registry import GAMES, engines
    from service import games, workers
    from service.storage import backend

    timed: list[Timed] = [
        ("discord.py: reading a click", discord.state.ConnectionState, "parse_interaction_create", False),
        ("discord.py: requests", discord.http.HTTPClient, "request", True),
        ("storage", backend.Backend, "run", True),
        ("storage", backend.Backend, "_begun", True),
        ("storage", backend.Backend, "_run_group", True),
        ("storage", backend.Backend, "_run_alone", True),
        ("worker round trips", workers.Workers, "run", True),
        ("interface", bot.HoardBot, "on_interaction", True),
        ("interface", components, "dispatch", True),
    ]
    interface = (
        "on_actions",
        "_act",
        "show_hand",
        "private_drawing",
        "hand_message",
        "_refresh_loop",
        "_refresh",
        "_redraw",
        "on_change",
    )
    timed += [("interface", _defining(app.Hoard, name), name, True) for name in interface]
    timed += [("interface", private_views.PrivateViews, name, True) for name in ("_push_loop", "_push")]
    timed.append(("pictures (handed to a worker)", pictures.Painter, "draw", True))
    service = ("act", "_apply", "_notify", "_fire", "fire", "_search_and_move", "_play_found", "live", "reclaim")
    timed += [("service", _defining(games.GameService, name), name, True) for name in service]
    timed.append(("service", _defining(games.GameService, "_plan"), "_plan", False))
    rules = ("apply", "legal_actions", "view", "snapshot", "restore", "scoresheet", "results")
    timed += [("rules", owner, name, False) for owner in _classes(engines().values(), Engine) for name in rules]
    cogs = [importlib.import_module(f"cogs.{name}.cog") for name in GAMES]
    presenters = [value for module in cogs for value in vars(module).values() if isinstance(value, type)]
    drawings = ("draw_hand", "draw_table", "round_summary")
    owners = {_defining(cls, name) for cls in _classes(presenters, Presenter) for name in drawings}
    timed += [("drawing", owner, name, False) for owner in owners for name in drawings if name in vars(owner)]
    timed += [("drawing", render, name, False) for name in ("embed", "view")]
    return timed


def _defining(cls: type, name: str) -> type:
    """The class of ``cls``'s bases (itself included) that defines ``name``, where its method is timed."""
    return next((owner for owner in cls.__mro__ if name in vars(owner)), cls)


def _classes(found: Iterable[object], base: type) -> set[type]:
    """The classes of ``found`` (objects or classes) that are ``base`` or derive from it, with their bases that
    do: a method is timed in the class that defines it."""
    return {
        cls
        for value in found
        for cls in (value if isinstance(value, type) else type(value)).__mro__
        if issubclass(cls, base)
    }


class Parts:
    """CPU seconds of the loop's thread by part (see the module's docstring), while :meth:`installed`."""

    def __init__(self, outside: Callable[[], float]) -> None:
        #: the fake's and the driver's CPU seconds so far, the stretch running now included (left out of every part)
        self._outside = outside
        self.seconds: defaultdict[str, float] = defaultdict(float)
        self._stack = [REST]
        #: the event loop's thread: a call on another (workers run as threads) is not timed
        self._thread = threading.get_ident()
        self._clock, self._left_out = time.thread_time(), outside()

    def _charge(self) -> None:
        clock, left_out = time.thread_time(), self._outside()
        self.seconds[self._stack[-1]] += (clock - self._clock) - (left_out - self._left_out)
        self._clock, self._left_out = clock, left_out

    def now(self) -> dict[str, float]:
        """CPU seconds by part so far."""
        self._charge()
        return dict(self.seconds)

    def since(self, before: dict[str, float]) -> dict[str, float]:
        """CPU seconds by part since the parts were ``before`` (what :meth:`now` said then)."""
        return {part: seconds - before.get(part, 0.0) for part, seconds in self.now().items()}

    # _enter and _leave, not a context manager: they run around every timed call, and the less they cost, the less
    # the timing adds to what it measures
    def _enter(self, part: str) -> None:
        self._charge()
        self._stack.append(part)

    def _leave(self) -> None:
        self._charge()
        self._stack.pop()

    def _sync(self, part: str, function: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(function)
        def timed(*args: Any, **kwargs: Any) -> Any:
            if threading.get_ident() != self._thread:
                return function(*args, **kwargs)
            self._enter(part)
            try:
                return function(*args, **kwargs)
            finally:
                self._leave()

        return timed

    def _coroutine(self, part: str, function: Callable[..., Any]) -> Callable[..., Any]:
        context = _Part(self, part)

        @functools.wraps(function)
        def timed(*args: Any, **kwargs: Any) -> Stepped:
            return Stepped(context, function(*args, **kwargs))

        return timed

    @contextlib.contextmanager
    def installed(self, timed: Sequence[Timed] | None = None) -> Iterator[None]:
        """Time the parts (default: :func:`bots_parts`) until the block ends (the functions are put back then).

        A method is timed in the class that defines it (listed in a class that only inherits it, it is skipped
        there); a listed name that is not timed once all are patched (renamed, or defined where nothing listed
        is) is an error, as its time would otherwise quietly leave its part."""
        timed = bots_parts() if timed is None else timed
        originals: dict[tuple[int, str], tuple[Any, str, Any]] = {}
        ours: set[int] = set()  # the ids of the timed stand-ins put in place
        try:
            for part, owner, name, is_coroutine in timed:
                original = owner.__dict__.get(name) if isinstance(owner, type) else getattr(owner, name, None)
                if original is None or (id(owner), name) in originals:
                    continue
                originals[(id(owner), name)] = (owner, name, original)
                wrap = self._coroutine if is_coroutine else self._sync
                stand_in: Any
                if isinstance(original, staticmethod | classmethod):  # the same kind of method, around its function
                    stand_in = type(original)(wrap(part, original.__func__))
                else:
                    stand_in = wrap(part, original)
                setattr(owner, name, stand_in)
                ours.add(id(stand_in))
            untimed = {
                f"{getattr(owner, '__name__', owner)}.{name}"
                for _part, owner, name, _c in timed
                if id(inspect.getattr_static(owner, name, None)) not in ours
            }
            if untimed:
                raise LookupError(f"not timed: {', '.join(sorted(untimed))}")
            self._charge()
            yield
        finally:
            for owner, name, original in reversed(originals.values()):
                setattr(owner, name, original)


class Stepped(Coroutine[Any, Any, Any]):
    """A coroutine run step by step inside ``context``, entered and left around each step, so that what it awaits
    (other tasks' work) is outside it (a task can run it as it is: asyncio takes any ``Coroutine``)."""

    def __init__(self, context: contextlib.AbstractContextManager[Any], coroutine: Coroutine[Any, Any, Any]) -> None:
        self._context, self._coroutine = context, coroutine

    def send(self, value: Any) -> Any:
        with self._context:
            return self._coroutine.send(value)

    def throw(self, *error: Any) -> Any:
        with self._context:
            return self._coroutine.throw(*error)

    def close(self) -> None:
        with self._context:
            self._coroutine.close()

    def __next__(self) -> Any:
        return self.send(None)

    def __iter__(self) -> Stepped:
        return self

    def __await__(self) -> Generator[Any, None, Any]:
        return self  # an iterator with send and throw, as ``await`` drives it


class _Part:
    """A part of :class:`Parts` as a context: inside it, the loop's CPU is that part's."""

    def __init__(self, parts: Parts, name: str) -> None:
        self._parts, self._name = parts, name

    def __enter__(self) -> None:
        self._parts._enter(self._name)

    def __exit__(self, *exc: object) -> None:
        self._parts._leave()
