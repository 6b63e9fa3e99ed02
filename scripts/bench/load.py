"""Load: a thousand live tables of every game at once, humans' turns arriving at random at rising rates.

Each table has one human and AI seats, in a channel of its own, on the fake Discord of the tests (request
validation off). Turns arrive open-loop (a Poisson process at the offered rate, whatever the bot is doing):
a turn is one legal move from the player's private view, as players make it: one click when the view (which
the bot keeps up to date) shows it is their turn, a Refresh first when it does not yet (the figures say how
many clicks a move took). Every player opens their private view from the table before the timed steps (and
when a rematch starts), untimed: that is once a game, the figures are per move. Before the timed steps, every
table also plays on, untimed, to a stage of its game drawn at random, as on a server whose games began at
different times: a move measured is any move of a game, not mostly its first. Latency runs from the moment
the turn was due until the move's answer reached Discord, so a bot that falls behind is charged for the wait
(no coordinated omission). Beside it: the event loop's lag (a 1 ms ticker), garbage-collection pauses
(``gc.callbacks``), the longest commit of the bot's storage (a click is answered once its move is on disk, so
a disk that stalls shows there), CPU per legal move of the bot alone (the process's CPU minus what the fake
and this driver spent, timed around every call into them and their coroutines step by step; discord.py's
parsing of the clicks the fake hands over and its encoding of request bodies are the bot's, the fake's decoding
of them and encoding of its answers are Discord's), and clicks refused by Discord's 3-second rule.
Then the same clicks are replayed, at the same rates and in the same process, to a discord.py bot that
only acknowledges them: the floor.

Capacity is the highest offered rate with p99 <= 50 ms and no failed click. After the rising rates the bot
is overloaded (four times its capacity, or the top rate) and then offered a light rate again, to see that
nothing failed and how long it took to answer at its normal speed again. Last, what the bot's collector froze and
then dropped in a reference cycle, which no collection frees (it should be nothing).

    .venv/bin/python scripts/benchmark.py load                      # 1,000 tables
    .venv/bin/python -m scripts.bench.load --games 200 --seconds 5  # smaller
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Coroutine, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field, replace
from itertools import zip_longest
from pathlib import Path
from typing import Any, cast

import discord

from bot import HoardBot, create_bot
from discord_ui.drawing import Tone
from discord_ui.render import COLOURS
from engine.protocol import play_game, random_policy
from scripts.bench.bot import NO_SPEC, _FloorBot
from scripts.bench.parts import REST, Parts, Stepped
from service.collector import settle_heap
from service.games import Live
from service.settings import Settings
from tests.fakediscord import (
    DISCORD_EPOCH_MS,
    FakeDiscord,
    FakeInteraction,
    FakeMessage,
    FakeUser,
    _FakeHTTPResponse,
)

#: (command, AI seats, options) of every game, one human each
KINDS: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("red-dragon new", 2, {}),
    ("krasny-drakon new", 1, {}),
    ("drago-rosso new", 1, {}),
    ("sarkanytojas new", 1, {}),
    ("play-of-the-dragons new", 1, {}),
)
MOVE_PREFIXES = ("a:", "s:")
RATES = (10, 25, 50, 100, 200)
#: the rate at which each game is measured alone (its CPU per move): at 10 a second the loop rests 98 % of the
#: time, each move starts cold and the timers' idle CPU left out is as large as the moves' own, which put 0.3-0.9
#: ms on a move (Sárkánytojás 2.5-2.8 ms at 10, 1.8 ms at 50 in the same run); 50 leaves each game's tables
#: (a fifth of them) a few moves each in a step
GAME_RATE = 50.0
#: each game alone is measured in this many rounds of a third of a step each, the games taking turns, and its
#: median round is its figure: this machine's speed drifts by up to a third from one minute to the next (the same
#: work counted), and taking turns spreads a slow stretch over every game, where one step each put it all on one
ALONE_ROUNDS = 3
#: the latency a player should not feel, and the answer Discord gives up waiting for
P99_TARGET, DISCORD_DEADLINE = 0.050, 3.0
#: how long a click may go unanswered before it counts as failed
GIVE_UP = 10.0
#: the answer that acknowledges a click and shows nothing yet (a deferred update)
DEFERRED_UPDATE = discord.InteractionResponseType.deferred_message_update.value
#: the work counted per move, in the order printed: requests to Discord (answers to clicks; edits and followups
#: through a click's token, i.e. private views; table messages posted and edited), storage commits, jobs of the
#: worker processes (AI searches and pictures), and drawings (of a private view, of a table)
WORK = ("answers", "view edits", "table edits", "commits", "worker jobs", "private drawings", "table drawings")


class Costs:
    """CPU seconds (of the loop's thread) spent inside the fake and this driver, to leave out of the bot's."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._depth = 0
        self._started = 0.0

    def outside(self) -> Costs:
        """``with costs.outside():`` charges what runs inside to the fake and the driver (nested ones count once).
        A plain context manager, not a generator: its own cost falls mostly inside, as little as possible on the
        bot."""
        return self

    def __enter__(self) -> None:
        self._depth += 1
        if self._depth == 1:
            self._started = time.thread_time()

    def __exit__(self, *exc: object) -> None:
        if self._depth == 1:
            self.seconds += time.thread_time() - self._started
        self._depth -= 1

    def so_far(self) -> float:
        """:attr:`seconds`, with the stretch running now."""
        return self.seconds + (time.thread_time() - self._started if self._depth else 0.0)

    def wrap(self, function: Callable[..., Any]) -> Callable[..., Any]:
        def timed(*args: Any, **kwargs: Any) -> Any:
            with self.outside():
                return function(*args, **kwargs)

        return timed

    def wrap_async(self, function: Callable[..., Coroutine[Any, Any, Any]]) -> Callable[..., Coroutine[Any, Any, Any]]:
        """``function`` (a coroutine function of the fake or this driver) with every stretch it runs outside: what
        it awaits in between (the bot's work in other tasks) stays the bot's."""

        def timed(*args: Any, **kwargs: Any) -> Coroutine[Any, Any, Any]:
            return Outside(self, function(*args, **kwargs))

        return timed

    def bots(self, function: Callable[..., Any]) -> Callable[..., Any]:
        """``function`` (of the bot) as called from inside the fake: its time is the bot's, not the fake's.

        The fake hands a click over by calling discord.py's ``parse_interaction_create``, which builds the
        Interaction and its Message as it would from the gateway: a real bot pays for that.
        """

        def timed(*args: Any, **kwargs: Any) -> Any:
            if not self._depth:  # called by the bot itself: nothing to give back
                return function(*args, **kwargs)
            depth, self._depth = self._depth, 0  # the fake's stretch stops while the bot's function runs
            self.seconds += time.thread_time() - self._started
            try:
                return function(*args, **kwargs)
            finally:
                self._depth, self._started = depth, time.thread_time()

        return timed


class Outside(Stepped):
    """A coroutine of the fake or this driver, run step by step inside :meth:`Costs.outside`."""

    def __init__(self, costs: Costs, coroutine: Coroutine[Any, Any, Any]) -> None:
        super().__init__(costs.outside(), coroutine)


class Arrivals:
    """Turns due at random (a Poisson process at ``rate``) until ``until``, each handed to ``start`` at its due
    time on a timer, inside the driver's own cost; ``over`` is done after the last. A bound method on the timers,
    not closures calling each other: those would be a reference cycle, which a frozen heap keeps for good."""

    def __init__(
        self, rng: random.Random, rate: float, until: float, start: Callable[[float], None], costs: Costs
    ) -> None:
        self.rng, self.rate, self.until, self.start, self.costs = rng, rate, until, start, costs
        self.over: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def next_after(self, due: float) -> None:
        due += self.rng.expovariate(self.rate)
        if due > self.until:
            self.over.set_result(None)
        else:
            asyncio.get_running_loop().call_later(max(due - time.monotonic(), 0.0), self.arrive, due)

    def arrive(self, due: float) -> None:
        with self.costs.outside():
            self.start(due)
            self.next_after(due)


#: no quota: every table of the benchmark is in the fake's one server
UNLIMITED = 10**9


@dataclass
class Answer:
    at: float
    kind: int | None  # the callback type, None when Discord refused it


class Answers:
    """Notes when each interaction's answer reaches the fake, and wakes whoever waits for it.

    The answer is the interaction's first response, or, for a click whose answer must show the player
    something (:meth:`expect` with ``shown``), the edit of the clicked message or the followup that comes
    after a bare acknowledgement (a deferred update): the player sees the outcome only then.
    """

    def __init__(self, fake: FakeDiscord, costs: Costs) -> None:
        self._waiting: dict[str, asyncio.Future[Answer]] = {}
        #: requests the bot sent, by :data:`WORK` name
        self.sent: Counter[str] = Counter()
        #: tokens whose answer is the first edit of the clicked message after its acknowledgement
        self._shown: set[str] = set()
        #: per channel, when each move whose table has not been edited since was answered
        self.unseen: dict[int, list[float]] = {}
        #: the channel of each move clicked in a private view, by its token, until it is answered
        self.moves_in: dict[str, int] = {}
        #: seconds from a move's answer to the next edit (or post) of its table, as they come
        self.freshness: list[float] = []
        handle_raw = fake._handle_raw

        def recording(method: str, path: str, body: Any, *args: Any) -> Any:
            with costs.outside():
                at = time.monotonic()
                token, kind = None, None
                if path.endswith("/callback"):
                    token, kind = path.rsplit("/", 2)[-2], body.get("type") if isinstance(body, dict) else None
                elif method == "PATCH" and path.endswith("/messages/@original"):  # the clicked message edited
                    token, kind = path.rsplit("/", 3)[-3], DEFERRED_UPDATE
                elif method == "POST" and path.split("/")[-3:-2] == ["webhooks"]:  # a followup: a new message
                    token, kind = path.rsplit("/", 1)[-1], DEFERRED_UPDATE
                if kind == DEFERRED_UPDATE and not path.endswith("/callback") and token not in self._shown:
                    token = None
                kind_of = _request_kind(method, path)
                self.sent[kind_of] += 1
                if kind_of == "table edits":
                    waited = self.unseen.pop(int(path.split("/")[-3 if method == "PATCH" else -2]), None)
                    self.freshness += [at - answered for answered in waited or ()]
                try:
                    answer = handle_raw(method, path, body, *args)
                except discord.HTTPException:
                    self._settle(token, Answer(at, None))
                    raise
                if kind == DEFERRED_UPDATE and path.endswith("/callback") and token in self._shown:
                    return answer  # acknowledged: the move shows with the edit that follows
                self._settle(token, Answer(at, kind))
                return answer

        fake._handle_raw = recording  # type: ignore[method-assign,assignment]

    def expect(self, token: str, shown: bool = False) -> asyncio.Future[Answer]:
        future: asyncio.Future[Answer] = asyncio.get_running_loop().create_future()
        self._waiting[token] = future
        if shown:
            self._shown.add(token)
        return future

    def forget(self, token: str) -> None:
        self._waiting.pop(token, None)
        self._shown.discard(token)

    def _settle(self, token: str | None, answer: Answer) -> None:
        self._shown.discard(token or "")
        channel = self.moves_in.pop(token, None) if token else None
        if channel is not None and answer.kind is not None:  # from now on its table is behind until edited
            self.unseen.setdefault(channel, []).append(answer.at)
        future = self._waiting.pop(token, None) if token else None
        if future is not None and not future.done():
            future.set_result(answer)


def _request_kind(method: str, path: str) -> str:
    """The :data:`WORK` name of a request to Discord."""
    if path.endswith("/callback"):
        return "answers"
    if "/webhooks/" in path:
        return "view edits"
    if "/channels/" in path and "/messages" in path:
        return "table edits"
    return f"{method} other"


class Probes:
    """The event loop's lag (a 1 ms ticker) and garbage-collection pauses, while running."""

    def __init__(self) -> None:
        self.lags: list[float] = []
        #: (seconds, generation) of each collection
        self.pauses: list[tuple[float, int]] = []
        self._gc_started = 0.0
        self._task: asyncio.Task[None] | None = None

    def _gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
        else:
            self.pauses.append((time.perf_counter() - self._gc_started, info["generation"]))

    async def _tick(self) -> None:
        while True:
            started = time.monotonic()
            await asyncio.sleep(0.001)
            self.lags.append(max(time.monotonic() - started - 0.001, 0.0))

    def start(self) -> None:
        self.lags, self.pauses = [], []
        gc.callbacks.append(self._gc)
        self._task = asyncio.create_task(self._tick(), name="bench-lag-ticker")

    async def stop(self) -> None:
        gc.callbacks.remove(self._gc)
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None  # its cancellation's traceback holds the ticker's frame, and so this: a cycle


@dataclass
class Table:
    game_id: int
    channel_id: int
    user: FakeUser
    kind: str
    hand: FakeMessage | None = None
    busy: bool = False


@dataclass
class Step:
    """One offered rate, as measured."""

    rate: float
    seconds: float
    latencies: list[float] = field(default_factory=list)
    #: (seconds after the step began, latency) of every move, for the recovery after overload
    timeline: list[tuple[float, float]] = field(default_factory=list)
    failed: int = 0
    skipped: int = 0
    #: clicks the moves took (a Refresh before a move when the private view did not show the player's turn)
    clicks: int = 0
    #: CPU seconds of the whole process and of the loop's thread, the fake's, the driver's and idling's left out
    cpu: float = 0.0
    loop_cpu: float = 0.0
    #: CPU seconds of the loop's thread spent by the fake Discord and this driver (left out of ``loop_cpu``): they
    #: share the bot's event loop, so a click also waits behind them, which a real bot's does not
    outside_cpu: float = 0.0
    #: CPU seconds spent drawing table pictures (in a worker process or on a thread)
    picture_cpu: float = 0.0
    #: CPU seconds a second of the loop's thread with nothing to do, measured just before (left out of ``cpu``)
    idle_cpu: float = 0.0
    lags: list[float] = field(default_factory=list)
    pauses: list[tuple[float, int]] = field(default_factory=list)
    #: wall seconds of each of the bot's storage commits (a group of moves, from its statements leaving the loop to
    #: their COMMIT on disk, as the loop sees it): a click is answered once its move is stored
    writes: list[float] = field(default_factory=list)
    #: what the bot did, counted (see :data:`WORK`): the same work in two runs whose CPU differs is the machine
    work: Counter[str] = field(default_factory=Counter)
    #: CPU seconds of the loop's thread by part of the bot, with ``--parts`` (see :mod:`scripts.bench.parts`)
    parts: dict[str, float] = field(default_factory=dict)
    #: when each request on the bot token reached Discord (the fake's clock), and the global 429s Discord answered
    bot_requests: list[float] = field(default_factory=list)
    global_429s: int = 0
    #: seconds from each move's answer to the next edit of its table (0: the move clicked on the table was answered
    #: with the table); moves whose table was not edited by the end of the step are left out and counted
    freshness: list[float] = field(default_factory=list)
    stale_tables: int = 0

    @property
    def moves(self) -> int:
        return len(self.latencies)

    def quantile(self, q: float) -> float:
        ordered = sorted(self.latencies) or [float("nan")]
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    @staticmethod
    def joined(steps: list[Step]) -> Step:
        """The rounds ``steps`` (at one rate) as one step: their moves, clicks, CPU and work together."""
        work: Counter[str] = Counter()
        parts: dict[str, float] = {}
        for step in steps:
            work += step.work
            for part, seconds in step.parts.items():
                parts[part] = parts.get(part, 0.0) + seconds
        return Step(
            rate=steps[0].rate,
            seconds=sum(s.seconds for s in steps),
            latencies=[latency for s in steps for latency in s.latencies],
            failed=sum(s.failed for s in steps),
            skipped=sum(s.skipped for s in steps),
            clicks=sum(s.clicks for s in steps),
            cpu=sum(s.cpu for s in steps),
            loop_cpu=sum(s.loop_cpu for s in steps),
            outside_cpu=sum(s.outside_cpu for s in steps),
            picture_cpu=sum(s.picture_cpu for s in steps),
            idle_cpu=sum(s.idle_cpu for s in steps) / len(steps),
            writes=[write for s in steps for write in s.writes],
            work=work,
            parts=parts,
        )


def _human_moves(live: Live, playouts: int) -> int:
    """How many moves the human (seat 0) makes in a game like ``live``'s, about: the mean of ``playouts`` games
    the engine plays, a random human's legal moves against the AI's (as the driver picks the human's)."""
    engine, seats, options = live.engine, len(live.record.seats), live.record.options
    made = 0

    def human(view: Any, legal: Sequence[str], rng: random.Random) -> str:
        nonlocal made
        made += 1
        return random_policy(view, legal, rng)

    policies = [human, *[engine.ai_action] * (seats - 1)]
    for seed in range(playouts):
        play_game(engine, seats, engine.resolve_options(options, seats), seed, policies)
    return max(made // playouts, 1)


def _turn(live: Live | None) -> str:
    """Where the human (seat 0) of a game stands: "to move", "waiting" (for the AI seats) or "over" (or gone)."""
    if live is None or live.record.status != "active" or live.state is None:
        return "over"
    return "to move" if 0 in live.engine.to_act(live.state) else "waiting"


def _snowflake_at(wall: float, counter: int) -> str:
    """An interaction id dated ``wall`` (Unix seconds): Discord dates an interaction when it is clicked."""
    return str(((int(wall * 1000) - DISCORD_EPOCH_MS) << 22) | (counter & 0x3FFFFF))


class Driver:
    """Plays the humans of many tables through the fake Discord."""

    def __init__(self, fake: FakeDiscord, costs: Costs, answers: Answers) -> None:
        self.fake, self.costs, self.answers = fake, costs, answers
        self.bot: HoardBot | None = None
        self.tables: list[Table] = []
        self.rng = random.Random(14)
        #: only this game's tables take turns (a command such as ``"drago-rosso new"``); None: every game
        self.kind: str | None = None
        #: every turn's clicks (one or two), for the floor, as JSON text: strings are not the collector's to walk,
        #: so the driver's record does not lengthen the garbage collections measured
        self.recorded: list[tuple[str, ...]] = []
        #: wall seconds of the bot's storage commits since the step began (see :attr:`Step.writes`)
        self.writes: list[float] = []
        #: the bot's commits and drawings so far (see :data:`WORK`)
        self.done: Counter[str] = Counter()
        self._counter = 0
        #: CPU seconds a second with nothing to do costs (the lag ticker, timers), left out of each step
        self.idle_cpu = 0.0
        #: the bot's parts timed one by one (``--parts``), or None
        self.parts: Parts | None = None

    def _painted(self) -> float:
        """CPU seconds the table pictures took so far, wherever they were drawn."""
        return self.bot.hoard.painter.workers.cpu_seconds if isinstance(self.bot, HoardBot) else 0.0

    def _worker_cpu(self) -> float:
        """CPU seconds the table pictures and the AI took in worker processes (a thread's are in this process's
        time)."""
        if not isinstance(self.bot, HoardBot):
            return 0.0
        workers = (self.bot.hoard.painter.workers, self.bot.hoard.service.thinkers)
        return sum(w.cpu_seconds for w in workers if w.count)

    def work(self) -> Counter[str]:
        """What the bot did so far, by :data:`WORK` name."""
        done = self.answers.sent + self.done
        if isinstance(self.bot, HoardBot):
            done["worker jobs"] = self.bot.hoard.painter.workers.jobs + self.bot.hoard.service.thinkers.jobs
        return done

    async def ai_caught_up(self, longest: float = 60.0) -> None:
        """Wait until no game has an AI move to make: with an AI pace (``AI_DELAY``) above zero, some are still due
        after a step, and their CPU is the step's."""
        if not isinstance(self.bot, HoardBot) or not self.bot.hoard.settings.ai_delay:
            return
        hoard = self.bot.hoard

        def caught_up() -> bool:
            return not hoard.busy and all(live.ai_due is None for live in hoard.service._live.values())

        await self._waiting_for(caught_up, longest, every=0.05)  # due on a thousand games' timers

    async def measure_idle(self, seconds: float, probing: bool) -> None:
        probes = Probes()
        started, cpu = time.monotonic(), time.thread_time()
        if probing:
            probes.start()
        await asyncio.sleep(seconds)
        if probing:
            await probes.stop()
        self.idle_cpu = (time.thread_time() - cpu) / (time.monotonic() - started)

    async def open_tables(
        self, games: int, kinds: tuple[tuple[str, int, dict[str, Any]], ...], batch: int = 50
    ) -> None:
        fake = self.fake
        for first in range(0, games, batch):
            pending = []
            for n in range(first, min(first + batch, games)):
                command, ais, options = kinds[n % len(kinds)]
                channel = fake.add_channel(f"table-{n}")
                user = fake.member(f"player-{n}")
                payload = fake.slash_payload(user, command, channel, timer=0, **options)
                pending.append((fake.dispatch_now(payload, f"/{command}"), channel, user, ais, command))
            await fake.settle()
            for added in range(max(ais for *_, ais, _command in pending)):
                for interaction, _channel, user, ais, _command in pending:
                    lobby = interaction.response
                    assert lobby is not None
                    if added < ais:
                        add = lobby.find_button("Add AI: Normal").custom_id
                        fake.dispatch_now(fake.component_payload(user, lobby, add), "add AI")
                await fake.settle()
            for interaction, _channel, user, _ais, _command in pending:
                lobby = interaction.response
                assert lobby is not None
                fake.dispatch_now(fake.component_payload(user, lobby, lobby.find_button("Start").custom_id), "start")
            await fake.settle()
            assert self.bot is not None
            for _interaction, channel, user, _ais, command in pending:
                game = await self.bot.hoard.storage.open_game_in_channel(channel)
                assert game is not None and game.status == "active", command
                self.tables.append(Table(game.id, channel, user, command))
            await self._settle_bot()

    async def open_views(self, batch: int = 50) -> None:
        """Every player whose private view is not open opens it from the table, untimed: a player does so once a
        game (or once in Discord's 15 minutes), and the figures are per move."""
        assert self.bot is not None
        live_games = self.bot.hoard.service._live
        closed = [t for t in self.tables if t.hand is None and t.game_id in live_games]
        for first in range(0, len(closed), batch):
            pending = []
            for table in closed[first : first + batch]:
                table_message = self.fake.messages.get(live_games[table.game_id].record.table_message_id or 0)
                if table_message is not None:
                    payload = self.fake.component_payload(table.user, table_message, f"t:{table.game_id}:hand")
                    pending.append((table, self.fake.dispatch_now(payload, "open the private view")))
            await self.fake.settle()
            for table, interaction in pending:
                table.hand = self.fake.messages.get(interaction.original_message_id or 0)
        await self._settle_bot()

    async def _settle_bot(self) -> None:
        assert self.bot is not None
        while self.bot.hoard.busy:  # noqa: ASYNC110 (the work is spread over many tasks)
            await asyncio.sleep(0.01)
        # Late and refused answers are counted here (Step.failed), not raised by the fake.
        self.fake._failures.clear()
        await self.fake.settle()

    def _payload(
        self, message: FakeMessage, user: FakeUser, custom_id: str, values: list[str] | None, due: float
    ) -> Any:
        with self.costs.outside():
            payload = self.fake.component_payload(user, message, custom_id, values)
            self._counter += 1
            payload["id"] = _snowflake_at(time.time() - (time.monotonic() - due), self._counter)
            return payload

    async def click(self, payload: dict[str, Any], due: float, shown: bool = True) -> Answer | None:
        """Hand ``payload`` to the bot as if clicked at ``due`` (monotonic); its answer, None if it never came.

        ``shown``: the answer is what shows the player the click's outcome (an acknowledgement does not).
        """
        with self.costs.outside():
            waiting = self.answers.expect(payload["token"], shown)
            interaction = self.fake.dispatch_now(payload, "load click")
            interaction.dispatched_at = due  # Discord's 3 seconds run from the click
        try:
            return await asyncio.wait_for(waiting, GIVE_UP)
        except TimeoutError:
            self.answers.forget(payload["token"])
            return None

    def _ready(self) -> Table | None:
        """A table, picked at random, whose human is to move and has no turn in progress."""
        assert self.bot is not None
        live_games = self.bot.hoard.service._live
        for _ in range(30):
            table = self.rng.choice(self.tables)
            if self.kind is not None and table.kind != self.kind:
                continue
            live = live_games.get(table.game_id)
            if table.busy or _turn(live) != "to move":
                continue
            assert live is not None
            if table.hand is not None or live.record.table_message_id in self.fake.messages:
                return table
        return None

    def _choice(self, table: Table) -> tuple[FakeMessage, str, list[str] | None] | None:
        assert self.bot is not None and table.hand is not None
        record = self.bot.hoard.service._live[table.game_id].record
        places = [table.hand]
        if record.table_message_id in self.fake.messages:
            places.append(self.fake.messages[record.table_message_id])
        choices: list[tuple[FakeMessage, str, list[str] | None]] = []
        for message in places:
            choices += [
                (message, b.custom_id, None)
                for b in message.buttons()
                if b.custom_id.startswith(MOVE_PREFIXES) and not b.disabled
            ]
            for select in message.selects():
                if select.custom_id.startswith(MOVE_PREFIXES) and not select.disabled:
                    values = [o.value for o in select.options]
                    count = max(select.min_values, 1)
                    choices.append((message, select.custom_id, self.rng.sample(values, min(count, len(values)))))
        return self.rng.choice(choices) if choices else None

    def _current(self, table: Table) -> bool:
        """Whether the player's private view, as they see it, says it is their turn (the bot keeps an open view
        up to date, so a player moves from it at once; otherwise they press Refresh first)."""
        hand = table.hand
        if hand is None or hand.deleted or not hand.embeds:
            return False
        return hand.embeds[0].get("color") == COLOURS[Tone.YOUR_TURN].value

    async def turn(self, due: float, step: Step, began: float) -> None:
        """One human's turn, due at ``due``, at a table picked at random (see :meth:`move`)."""
        with self.costs.outside():  # the player looking for their turn: not the bot's work
            table = self._ready()
        if table is None:
            step.skipped += 1
            return
        made = await self.move(table, due)
        if made is None:
            return
        clicks, answer = made
        if answer is None or answer.kind is None:
            step.failed += 1
            return
        step.clicks += clicks
        step.latencies.append(answer.at - due)
        step.timeline.append((due - began, answer.at - due))

    async def move(self, table: Table, due: float, recorded: bool = True) -> tuple[int, Answer | None] | None:
        """A legal move at ``table``, due at ``due``, from the player's private view, as a player makes it: one
        click when the view already shows their turn, else Refresh first (or the table's button, the first time).

        The clicks it took and the answer that showed the move (None, or one of kind None: it failed); None when
        there was nothing to play. ``recorded``: its clicks are replayed to the floor.
        """
        table.busy = True
        try:
            assert self.bot is not None
            clicks: list[dict[str, Any]] = []
            with self.costs.outside():
                current = self._current(table)
            if not current:
                record = self.bot.hoard.service._live[table.game_id].record
                # the first time, the table's button opens the private view; then its own Refresh button
                source = table.hand or self.fake.messages[record.table_message_id or 0]
                refresh = self._payload(source, table.user, f"t:{table.game_id}:hand", None, due)
                clicks.append(refresh)
                answer = await self.click(refresh, due)
                if answer is None or answer.kind is None:
                    return len(clicks), answer
                if table.hand is None:
                    interaction = self.fake.interactions[refresh["token"]]
                    table.hand = self.fake.messages[interaction.original_message_id or 0]
            with self.costs.outside():
                choice = self._choice(table)
            if choice is None:
                return None
            message, custom_id, values = choice
            clicked = time.monotonic()
            move = self._payload(message, table.user, custom_id, values, clicked)
            clicks.append(move)
            # a move from the private view shows there; one from the table is acknowledged, and shows on the table
            if message is table.hand:  # its table follows on the bot token, from its answer on
                self.answers.moves_in[move["token"]] = table.channel_id
            answer = await self.click(move, clicked, shown=message is table.hand)
            self.answers.moves_in.pop(move["token"], None)
            if answer is not None and answer.kind is not None and message is not table.hand:
                self.answers.freshness.append(0.0)  # answered with the table itself
            if recorded:
                with self.costs.outside():
                    self.recorded.append(tuple(json.dumps(c) for c in clicks))
            return len(clicks), answer
        finally:
            table.busy = False

    async def spread(self, playouts: int = 6, at_once: int = 50) -> list[int]:
        """Every table plays on, untimed, to a stage of its game drawn at random: as on a server whose games
        started at different times, a move measured is any move of a game, not mostly a game's first one (whose
        once-a-game work, such as Krasny Drakon's table posted again once the reserves are chosen, would count
        as every move's).

        Each table plays a number of its human's moves drawn evenly below what a game of its kind takes (the
        mean of ``playouts`` games played by the engine, a random human against the AI), on into a rematch when
        its game ends sooner. The moves each table made.
        """
        assert self.bot is not None
        live_games = self.bot.hoard.service._live
        lengths: dict[str, int] = {}
        for table in self.tables:
            if table.kind not in lengths:
                lengths[table.kind] = _human_moves(live_games[table.game_id], playouts)
        gate = asyncio.Semaphore(at_once)

        async def play_on(table: Table, moves: int) -> int:
            async with gate:
                for made in range(moves):
                    if not await self._human_to_move(table) and not (
                        await self._settled(table) and await self.rematch(table) and await self._human_to_move(table)
                    ):
                        return made
                    answered = await self.move(table, time.monotonic(), recorded=False)
                    if answered is None or answered[1] is None or answered[1].kind is None:
                        return made
                return moves

        made = await asyncio.gather(*(play_on(t, self.rng.randrange(lengths[t.kind])) for t in self.tables))
        await self._settle_bot()
        return made

    async def _settled(self, table: Table) -> bool:
        """Wait until the table shows how its game ended (with the rematch button)."""
        assert self.bot is not None
        record = (await self.bot.hoard.service.live(table.game_id)).record  # its table's id is set in place

        def shown() -> bool:
            message = self.fake.messages.get(record.table_message_id or 0)
            return message is not None and any(b.custom_id.endswith(":rematch") for b in message.buttons())

        return await self._waiting_for(shown)

    async def _human_to_move(self, table: Table) -> bool:
        """Wait until the table's human is to move (the AI seats' replies come after a move's answer); False
        once its game is over."""
        assert self.bot is not None
        live_games = self.bot.hoard.service._live
        await self._waiting_for(lambda: _turn(live_games.get(table.game_id)) != "waiting")
        return _turn(live_games.get(table.game_id)) == "to move"

    def forget_old_messages(self) -> None:
        """The fake forgets what nobody can reach any more (tables moved on, hands replaced, answers read, and the
        interactions behind them): Discord keeps them, but here they would pile up in this process's heap for
        the garbage collector to walk, and its pauses measured are meant to be the bot's."""
        assert self.bot is not None
        fake = self.fake
        with self.costs.outside():
            keep: set[int] = {t.hand.id for t in self.tables if t.hand is not None}
            for live in self.bot.hoard.service._live.values():
                keep |= {live.record.table_message_id or 0, live.record.lobby_message_id or 0}
            tokens = set()
            for opened in self.bot.hoard.private.open_views().values():
                tokens.add(opened.reply.token)
                keep.add(opened.reply.message_id or 0)
            for token in tokens:
                interaction = fake.interactions.get(token)
                if interaction is not None:
                    keep |= {interaction.original_message_id or 0, interaction.source_message_id or 0}
            for message_id in [m for m in fake.messages if m not in keep]:
                del fake.messages[message_id]
            for token in [t for t in fake.interactions if t not in tokens]:
                del fake.interactions[token]

    async def between_steps(self) -> None:
        """Once the bot has done a step's work: ended games rematched, their views opened, old messages forgotten."""
        await self._settle_bot()
        await self.rematches()
        await self.open_views()
        self.forget_old_messages()

    async def rematches(self) -> None:
        """Tables whose game ended start a rematch (not timed: it keeps the number of live games up)."""
        for table in self.tables:
            if not table.busy:
                await self.rematch(table)

    async def rematch(self, table: Table) -> bool:
        """The table's game, if it ended, starts a rematch (its player opens the new private view with their
        first move); whether the table has a game in play now."""
        assert self.bot is not None
        live = await self.bot.hoard.service.live(table.game_id)
        if live.record.status == "active":
            return True
        table_message = self.fake.messages.get(live.record.table_message_id or 0)
        if table_message is None:  # its last table is still on its way (a 429 held it back)
            return False
        found = [b for b in table_message.buttons() if b.custom_id.endswith(":rematch")]
        if not found:
            return False
        lobby = await self._answered(table, table_message, found[0].custom_id)
        if lobby is None or lobby.response is None:
            return False
        if await self._answered(table, lobby.response, lobby.response.find_button("Start").custom_id) is None:
            return False
        game = await self.bot.hoard.storage.open_game_in_channel(table.channel_id)
        if game is None or game.status != "active":
            return False
        table.game_id, table.hand = game.id, None
        record = (await self.bot.hoard.service.live(game.id)).record  # its table's id is set in place once posted
        return await self._waiting_for(lambda: (record.table_message_id or 0) in self.fake.messages)

    async def _answered(self, table: Table, message: FakeMessage, custom_id: str) -> FakeInteraction | None:
        """Click ``custom_id`` on ``message`` as the table's player; the interaction once answered (None if it
        never was). Other tables play on meanwhile: the fake's ``click`` would wait for the whole bot to rest."""
        interaction = self.fake.dispatch_now(self.fake.component_payload(table.user, message, custom_id), custom_id)
        answered = await self._waiting_for(lambda: interaction.responded)
        return interaction if answered else None

    @staticmethod
    async def _waiting_for(condition: Callable[[], bool], longest: float = 30.0, every: float = 0.005) -> bool:
        """Wait (looking ``every`` seconds) until ``condition()`` holds; whether it did within ``longest`` seconds."""
        given_up = time.monotonic() + longest
        while not condition():
            if time.monotonic() > given_up:
                return False
            await asyncio.sleep(every)
        return True

    async def offer(
        self, rate: float, seconds: float, turn: Callable[[float, Step, float], Any], probing: bool = True
    ) -> Step:
        """Turns arriving at ``rate`` a second for ``seconds``, each started at its due time however late.

        ``probing``: with the lag ticker and the collection timer. Without them, what is left out of the CPU as
        idle is only the bot's timers (the ticker's some 40 ms a second vary by half from one second to the
        next, as much as the moves of a game at 10 a second cost).
        """
        hoards = turn == self.turn
        if hoards:
            await self.ai_caught_up()  # nothing left over from the step before, neither here nor in the idle CPU
        await self.measure_idle(1.0, probing)  # just before: what the bot's timers cost grows as games are played
        step = Step(rate, seconds, idle_cpu=self.idle_cpu)
        self.writes.clear()
        probes = Probes()
        cpu, loop_cpu, outside = time.process_time(), time.thread_time(), self.costs.seconds
        drawn, painted = self._worker_cpu(), self._painted()
        work = self.work()
        parts = self.parts.now() if self.parts is not None else {}
        limit = self.fake.global_limit
        sent, refused = len(limit.sent_at), len(limit.refused)
        self.answers.freshness.clear()
        self.answers.unseen.clear()
        if probing:
            probes.start()
        began = time.monotonic()
        # the turns under way: a finished one is let go at once (a step's thousands of them, kept to the end with
        # their coroutines and contexts, would be the collector's to walk, and its pauses measured are the bot's)
        tasks: set[asyncio.Task[None]] = set()
        errors: list[BaseException] = []

        def finished(task: asyncio.Task[None]) -> None:
            with self.costs.outside():
                tasks.discard(task)
                error = None if task.cancelled() else task.exception()
                if error is not None:
                    errors.append(error)

        def start(due: float) -> None:
            task: asyncio.Task[None] = asyncio.create_task(Outside(self.costs, turn(due, step, began)))
            tasks.add(task)
            task.add_done_callback(finished)

        # one timer after another, each fired into the driver's own cost (a task sleeping between arrivals
        # would have its wake-ups charged to the bot)
        arrivals = Arrivals(self.rng, rate, began + seconds, start, self.costs)
        with self.costs.outside():
            arrivals.next_after(began)
        await arrivals.over
        await asyncio.gather(*tasks)
        if errors:
            raise errors[0]
        if hoards:
            await self.ai_caught_up()  # the AI moves the step's turns set off are the step's
        if probing:
            await probes.stop()
        if hoards:
            await self._settle_bot()  # and the tables they leave to edit
        step.bot_requests = limit.sent_at[sent:]
        step.global_429s = len(limit.refused) - refused
        step.freshness = list(self.answers.freshness)
        step.stale_tables = sum(len(waiting) for waiting in self.answers.unseen.values())
        idle = self.idle_cpu * (time.monotonic() - began)
        step.cpu = (time.process_time() - cpu) - (self.costs.seconds - outside) - idle + self._worker_cpu() - drawn
        step.loop_cpu = (time.thread_time() - loop_cpu) - (self.costs.seconds - outside) - idle
        step.outside_cpu = self.costs.seconds - outside
        step.picture_cpu = self._painted() - painted
        step.lags, step.pauses, step.writes = probes.lags, probes.pauses, list(self.writes)
        step.work = self.work() - work
        if self.parts is not None:
            step.parts = self.parts.since(parts)
            step.parts[REST] -= idle  # the timers' idle CPU, left out of the loop's too
        with self.costs.outside():
            self.fake._unchecked.clear()
        return step


class Floor:
    """The recorded turns replayed to a bot that only acknowledges: the same clicks per move."""

    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.turns = list(driver.recorded)
        self.next = 0

    def _fresh(self, recorded: str, due: float) -> dict[str, Any]:
        with self.driver.costs.outside():
            payload = json.loads(recorded)
        self.driver._counter += 1
        wall = time.time() - (time.monotonic() - due)
        token = f"{payload['token']}-floor-{self.driver._counter}"
        fresh = {**payload, "id": _snowflake_at(wall, self.driver._counter), "token": token}
        fake = self.driver.fake
        clicked = payload.get("message")
        if clicked is not None and int(clicked["id"]) not in fake.messages:
            # forgotten since (the table of a game that ended, see Driver.forget_old_messages): Discord still has it,
            # and the floor's acknowledgement (a deferred update) is of that message
            with self.driver.costs.outside():
                again = fake._new_message(int(payload["channel_id"]), clicked, ())
            fresh["message"] = {**clicked, "id": str(again.id)}
        return fresh

    async def turn(self, due: float, step: Step, began: float) -> None:
        if not self.turns:
            step.skipped += 1
            return
        clicks = self.turns[self.next % len(self.turns)]
        self.next += 1
        clicked, answered = due, due
        for recorded in clicks:
            answer = await self.driver.click(self._fresh(recorded, clicked), clicked, shown=False)  # it only acks
            if answer is None or answer.kind is None:
                step.failed += 1
                return
            clicked, answered = time.monotonic(), answer.at
        step.clicks += len(clicks)
        step.latencies.append(answered - due)
        step.timeline.append((due - began, answered - due))


def recovery_seconds(step: Step, window: float = 1.0) -> float:
    """Seconds into ``step`` after which every window's p99 stays within the target."""
    last_bad = -window
    windows: dict[int, list[float]] = {}
    for at, latency in step.timeline:
        windows.setdefault(int(at / window), []).append(latency)
    for index, latencies in sorted(windows.items()):
        ordered = sorted(latencies)
        if ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))] > P99_TARGET:
            last_bad = index * window
    return last_bad + window


@dataclass
class Run:
    games: int
    hoard: list[Step]
    floor: list[Step]
    overload: Step | None
    after: Step | None
    setup_seconds: float
    #: each game's tables alone at ``GAME_RATE``: (command, its rounds, see :data:`ALONE_ROUNDS`)
    alone: list[tuple[str, list[Step]]]
    picture_workers: int
    ai_delay: float
    #: the human moves each table played before the timed steps (see :meth:`Driver.spread`), and how long that took
    spread_moves: list[int] = field(default_factory=list)
    spread_seconds: float = 0.0
    #: what the frozen heap kept in reference cycles after the steps, by type (see :func:`kept_in_cycles`)
    cycles: Counter[str] = field(default_factory=Counter)


def _time_writes(bot: HoardBot, writes: list[float], done: Counter[str]) -> None:
    """Note in ``writes`` how long each commit of the bot's storage took, as the event loop sees it: from handing
    the transaction's statements to the database's thread (one round trip on SQLite) until the loop is back with
    them on disk, and count it in ``done``. Only commits that succeeded count (see :attr:`Step.writes`)."""
    backend = bot.hoard.storage.backend
    commit = backend._commit

    async def timed() -> None:
        started = time.perf_counter()
        await commit()
        writes.append(time.perf_counter() - started)
        done["commits"] += 1

    backend._commit = timed  # type: ignore[method-assign]


def _count_drawings(bot: HoardBot, done: Counter[str]) -> None:
    """Count in ``done`` each private view drawn (not one sent again as drawn before) and each table drawn."""
    hoard = bot.hoard
    hand_message, refresh = hoard.hand_message, hoard._refresh

    async def private(*args: Any, **kwargs: Any) -> Any:
        done["private drawings"] += 1
        return await hand_message(*args, **kwargs)

    async def table(game_id: int) -> bool:
        done["table drawings"] += 1
        return await refresh(game_id)

    hoard.hand_message = private  # type: ignore[method-assign]
    hoard._refresh = table  # type: ignore[method-assign]


@contextmanager
def _fake_left_out(fake: FakeDiscord, costs: Costs) -> Iterator[None]:
    """Charge the fake, not the bot, for what Discord does: building clicks, reading request bodies and answering
    requests. discord.py's encoding of the bodies it sends stays the bot's, wherever the fake asks for it."""
    fake.component_payload = costs.wrap(fake.component_payload)  # type: ignore[method-assign]
    fake.from_wire = costs.wrap(fake.from_wire)  # type: ignore[method-assign]
    fake.to_wire = costs.wrap(fake.to_wire)  # type: ignore[method-assign]
    fake._adapter.request = costs.wrap_async(fake._adapter.request)  # type: ignore[method-assign]
    answer, encode = _FakeHTTPResponse.__aenter__, discord.utils._to_json
    _FakeHTTPResponse.__aenter__ = costs.wrap_async(answer)  # type: ignore[method-assign]
    discord.utils._to_json = costs.bots(encode)
    try:
        yield
    finally:
        _FakeHTTPResponse.__aenter__ = answer  # type: ignore[method-assign]
        discord.utils._to_json = encode


def _count_parsing(bot: discord.Client, costs: Costs) -> None:
    """Charge the bot, not the fake, for parsing the clicks it is handed (see :meth:`Costs.bots`)."""
    state = bot._connection
    state.parse_interaction_create = costs.bots(state.parse_interaction_create)  # type: ignore[method-assign]


async def measure(
    games: int,
    rates: tuple[float, ...],
    seconds: float,
    overload_seconds: float,
    picture_workers: int = 1,
    ai_workers: int = 1,
    kinds: tuple[tuple[str, int, dict[str, Any]], ...] = KINDS,
    ai_delay: float = 0.0,
    alone_seconds: float | None = None,
    parts: bool = False,
    floor: bool = True,
) -> Run:
    """The figures of a :class:`Run`; each game alone for ``alone_seconds`` (default: ``seconds``), in rounds;
    ``parts``: where the loop's CPU goes, part by part (which makes it higher, see :mod:`scripts.bench.parts`)."""
    costs = Costs()
    with tempfile.TemporaryDirectory() as folder, ExitStack() as stack:
        settings = Settings(
            database_path=Path(folder) / "load.sqlite3",
            ai_delay=0.0,  # while the tables are set up: the timed steps take ``ai_delay`` (below)
            ping_delay=3600,
            picture_workers=picture_workers,  # as the running bot draws them (its default is one process)
            ai_workers=ai_workers,  # and as its AI seats think
            server_games=UNLIMITED,  # the fake's one server stands for the many servers of a bot this size
            member_games=UNLIMITED,
        )
        fake = FakeDiscord(spec_path=NO_SPEC, check_limits=False)  # the tests check what the bot sends
        fake.think_time = 0.0
        fake.keep_history = False
        fake.sleep_horizon = 0.5  # the bot's clock and collector wait on timers: not work to wait for
        fake.settle_timeout = 300.0  # tables wait for their turns of the request budget: a thousand take a while
        fake.require_response = fake.fail_on_logged_errors = False  # counted as failed clicks instead
        answers = Answers(fake, costs)
        driver = Driver(fake, costs, answers)
        if parts:  # before the bot is made: it keeps some of its methods as it makes itself
            driver.parts = Parts(costs.so_far)
            stack.enter_context(driver.parts.installed())
        bot = create_bot(settings)
        bot.freeze_heap = True  # as the running bot does
        driver.bot = bot
        try:
            stack.enter_context(_fake_left_out(fake, costs))
            await fake.connect(cast(Any, bot))
            _count_parsing(bot, costs)
            _time_writes(bot, driver.writes, driver.done)
            _count_drawings(bot, driver.done)
            started = time.monotonic()
            await driver.open_tables(games, kinds)
            setup = time.monotonic() - started
            await driver.open_views()
            await driver._settle_bot()
            started = time.monotonic()
            spread = await driver.spread()
            spread_seconds = time.monotonic() - started
            await driver.between_steps()
            # AI seats move at once by default (see the README); at a pace asked for from the timed steps on
            bot.hoard.settings = bot.hoard.service.settings = replace(bot.hoard.settings, ai_delay=ai_delay)
            settle_heap()  # as the running bot does once the games in progress are back in memory after a start
            alone: list[tuple[str, list[Step]]] = [(command, []) for command, _ais, _options in kinds]
            for _round in range(ALONE_ROUNDS if alone_seconds != 0 else 0):  # the games take turns (see ALONE_ROUNDS)
                for command, rounds in alone:
                    driver.kind = command
                    alone_step = (seconds if alone_seconds is None else alone_seconds) / ALONE_ROUNDS
                    rounds.append(await driver.offer(GAME_RATE, alone_step, driver.turn, probing=False))
                    await driver.between_steps()
            driver.kind = None
            hoard: list[Step] = []
            for rate in rates:
                hoard.append(await driver.offer(rate, seconds, driver.turn))
                await driver.between_steps()
            capacity = max((s.rate for s in hoard if _fine(s)), default=0.0)
            overload = after = None
            if overload_seconds:
                overload = await driver.offer(max(4 * capacity, rates[-1]), overload_seconds, driver.turn)
                after = await driver.offer(rates[0], seconds, driver.turn)
                await driver._settle_bot()
            bot.collector.stop()  # it would freeze what the count below keeps to look at
            cycles = kept_in_cycles()
            await bot.close()  # its timers and workers would run beside the floor's clicks
            floors: list[Step] = []
            if floor:
                floor_driver = Floor(driver)
                floor_bot = _FloorBot()
                await fake.connect(cast(Any, floor_bot))
                _count_parsing(floor_bot, costs)
                floors = [await driver.offer(rate, seconds, floor_driver.turn) for rate in rates]
        finally:
            await fake.close()  # closes the bot connected last, Hoard's too when a step failed before the floor's
            if not bot.is_closed():
                await bot.close()
    return Run(
        games, hoard, floors, overload, after, setup, alone, picture_workers, ai_delay, spread, spread_seconds, cycles
    )


def kept_in_cycles() -> Counter[str]:
    """The objects in reference cycles that only a collection of the frozen heap would free, by type: what the
    bot's collector (which freezes what outlives a middle collection) keeps for good. Garbage the collector would
    still meet is collected first; then everything is unfrozen and collected (twice: the first keeps what it
    finds, to be counted; some 200 ms each with 1,000 tables), and frozen again."""
    gc.collect(1)
    gc.unfreeze()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        kept = Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.collect()
        gc.freeze()
    return kept


def median_round(rounds: list[Step]) -> Step:
    """The round whose loop CPU per move is the median of ``rounds`` (the lower middle one of an even number)."""
    measured = sorted((r for r in rounds if r.moves), key=lambda r: r.loop_cpu / r.moves)
    return measured[(len(measured) - 1) // 2] if measured else rounds[0]


def _fine(step: Step) -> bool:
    return step.moves > 0 and step.failed == 0 and step.quantile(0.99) <= P99_TARGET


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f}"


def _longest(step: Step) -> float:
    return max(step.writes, default=0.0)


def _per_move(seconds: float, step: Step) -> str:
    return f"{seconds / step.moves * 1e3:.2f}" if step.moves else "-"


def _clicks(step: Step) -> str:
    return f"{step.clicks / step.moves:.2f}" if step.moves else "-"


def _work(step: Step) -> str:
    """What a move took, counted (see :data:`WORK`)."""
    if not step.moves:
        return "-"
    return "per move: " + ", ".join(f"{name} {step.work[name] / step.moves:.2f}" for name in WORK)


def _budget(step: Step, budget: float) -> str:
    """The bot-token requests of a step a second (mean, and the busiest second), the seconds over ``budget``, the
    global 429s, and how soon a table showed a move (median / p99 / max)."""
    if not step.bot_requests:
        return "no request on the bot token"
    first = step.bot_requests[0]
    seconds = Counter(int(at - first) for at in step.bot_requests)
    span = max(step.bot_requests[-1] - first, 1.0)
    fresh = sorted(step.freshness) or [float("nan")]

    def at(q: float) -> float:
        return fresh[min(len(fresh) - 1, int(q * len(fresh)))]

    return (
        f"bot-token requests/s {len(step.bot_requests) / span:.1f} (busiest second {max(seconds.values())})"
        f" | seconds over {budget:g}: {sum(1 for n in seconds.values() if n > budget)}"
        f" | global 429s {step.global_429s}"
        f" | table shows a move after: median {at(0.5):.2f} / p99 {at(0.99):.2f} / max {fresh[-1]:.2f} s"
        f" ({len(step.freshness)} moves; not shown by the end {step.stale_tables})"
    )


def _row(step: Step, floor: Step | None) -> str:
    lag = max(step.lags, default=0.0)
    pause, generation = max(step.pauses, default=(0.0, 0))
    text = (
        f"{step.moves / step.seconds:6.0f} done | {_ms(step.quantile(0.5)):>6} / {_ms(step.quantile(0.99)):>7} ms"
        f" | lag max {_ms(lag):>6} ms | GC max {_ms(pause):>5} ms (gen {generation})"
        f" | write max {_ms(_longest(step))} ms"
        f" | clicks/move {_clicks(step)} | CPU {step.cpu / step.seconds:4.0%}"
        f" | per move: loop {_per_move(step.loop_cpu, step)}, all {_per_move(step.cpu, step)} ms"
        f" (pictures {_per_move(step.picture_cpu, step)}; idle {step.idle_cpu * 1e3:.0f} ms/s left out;"
        f" fake Discord and driver on the loop {_per_move(step.outside_cpu, step)})"
        f" | failed {step.failed}"
        f" | no table ready {step.skipped} | {_work(step)}"
    )
    if floor is not None:
        text += (
            f" || floor {_ms(floor.quantile(0.99))} ms p99, loop {_per_move(floor.loop_cpu, floor)} ms/move,"
            f" failed {floor.failed}"
        )
    return text


def figures(run: Run) -> list[tuple[str, str]]:
    rows = [(f"set-up: {run.games} tables of every game opened", f"{run.setup_seconds:.0f} s")]
    if run.spread_moves:
        moves = sum(run.spread_moves)
        rows.append(
            (
                f"then played on to stages drawn at random: {moves} moves, {moves / len(run.spread_moves):.1f} a table",
                f"{run.spread_seconds:.0f} s",
            )
        )
    if run.ai_delay:
        rows.append(("AI seats' pace (each step lasts until the AI moves it set off are made)", f"{run.ai_delay:g} s"))
    drawn = f"{run.picture_workers} worker process(es)" if run.picture_workers else "a thread"
    for command, rounds in run.alone:
        if not rounds:  # left out (--alone-seconds 0)
            continue
        game = command.removesuffix(" new")
        middle = median_round(rounds)
        each = " / ".join(_per_move(r.loop_cpu, r) for r in rounds)
        step = Step.joined(rounds)
        rows.append(
            (
                f"{game} alone, {step.rate:.0f} moves/s (pictures: {drawn})",
                f"CPU per move: loop {_per_move(middle.loop_cpu, middle)} (rounds {each}),"
                f" all {_per_move(middle.cpu, middle)} ms (pictures {_per_move(middle.picture_cpu, middle)} ms;"
                f" idle {middle.idle_cpu * 1e3:.0f} ms/s left out)"
                f" | p99 {_ms(step.quantile(0.99))} ms | write max {_ms(_longest(step))} ms"
                f" | clicks/move {_clicks(step)} | failed {step.failed} | {_work(step)}",
            )
        )
        if step.parts:
            largest = sorted(step.parts.items(), key=lambda part: -part[1])
            where = ", ".join(f"{part} {_per_move(cpu, step)}" for part, cpu in largest if cpu >= 5e-6 * step.moves)
            rows.append((f"{game}: the loop's CPU by part, ms a move (timed, so higher)", where))
    for step, floor in zip_longest(run.hoard, run.floor):
        rows.append((f"{step.rate:.0f} legal moves/s offered", _row(step, floor)))
        rows.append((f"{step.rate:.0f} moves/s: Discord's global limit", _budget(step, Settings.request_budget)))
    capacity = max((s.rate for s in run.hoard if _fine(s)), default=0.0)
    floor_capacity = max((s.rate for s in run.floor if _fine(s)), default=0.0)  # 0 without the floor
    rows.append(
        ("capacity (p99 <= 50 ms, no failed click): Hoard / floor", f"{capacity:.0f} / {floor_capacity:.0f} moves/s")
    )
    if run.overload is not None and run.after is not None:
        rows.append(
            (f"overload: {run.overload.rate:.0f} moves/s for {run.overload.seconds:.0f} s", _row(run.overload, None))
        )
        back = recovery_seconds(run.after)
        recovered = f"{back:.0f} s" if back < run.after.seconds else f"not within {run.after.seconds:.0f} s"
        rows.append((f"then {run.after.rate:.0f} moves/s: back under 50 ms p99 after", recovered))
    kept = ", ".join(f"{name} {count}" for name, count in run.cycles.most_common(8))
    rows.append(
        ("kept in reference cycles by the frozen heap after the steps", f"{run.cycles.total()} ({kept or '-'})")
    )
    return rows


def run(quick: bool = False) -> list[tuple[str, str]]:
    games, seconds = (200, 5.0) if quick else (1000, 15.0)
    return figures(asyncio.run(measure(games, RATES, seconds, overload_seconds=seconds if quick else 20.0)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000, help="live tables (default 1,000)")
    parser.add_argument("--seconds", type=float, default=15.0, help="seconds per offered rate")
    parser.add_argument(
        "--alone-seconds", type=float, default=None, help="seconds for each game alone (default: --seconds; 0: none)"
    )
    parser.add_argument("--rates", default=",".join(map(str, RATES)), help="offered legal moves per second")
    parser.add_argument("--overload", type=float, default=20.0, help="seconds at four times capacity (0: none)")
    parser.add_argument(
        "--picture-workers", type=int, default=1, help="processes drawing table pictures (0: a thread; default 1)"
    )
    parser.add_argument(
        "--ai-workers", type=int, default=1, help="processes where AI seats think (0: a thread; default 1)"
    )
    parser.add_argument(
        "--games-of",
        default="",
        help="only these games' tables, e.g. red-dragon (comma-separated; default: all five games)",
    )
    parser.add_argument(
        "--ai-delay",
        type=float,
        default=0.0,
        help="seconds an AI seat waits before it moves (default 0: at once; the bot's own default is 1.5)",
    )
    parser.add_argument(
        "--no-floor", action="store_true", help="leave out the floor (a bot that only acknowledges the same clicks)"
    )
    parser.add_argument(
        "--parts",
        action="store_true",
        help="time the bot's parts one by one and print where each game's loop CPU goes (which makes it higher)",
    )
    args = parser.parse_args()
    rates = tuple(float(r) for r in args.rates.split(","))
    wanted = {name.strip() for name in args.games_of.split(",") if name.strip()}
    kinds = tuple(k for k in KINDS if not wanted or k[0].removesuffix(" new") in wanted)
    if not kinds:
        parser.error(f"--games-of: no such game (the games: {', '.join(k[0].removesuffix(' new') for k in KINDS)})")
    measured = measure(
        args.games,
        rates,
        args.seconds,
        args.overload,
        args.picture_workers,
        args.ai_workers,
        kinds,
        args.ai_delay,
        args.alone_seconds,
        args.parts,
        not args.no_floor,
    )
    for label, figure in figures(asyncio.run(measured)):
        print(f"  {label:<60} {figure}")


if __name__ == "__main__":
    main()
