"""Soak: random clicks on every game for a long while, with restarts and Discord faults, then checks.

    .venv/bin/python scripts/soak.py --interactions 10000 --seed 1

Players seated in games and members who never joined click at random on new and old messages (tables,
lobbies, private views, old tables), in several channels at once, across every game mode. At random
moments the bot restarts on the same database, and Discord misbehaves: table edits answer 503, a table
message is deleted, a channel refuses messages (403). Time passes in jumps, so turn timers and AI seats
move games along.

Checked throughout: no exception escapes a handler, every interaction gets an answer, and Discord never
refuses a request. Nothing hidden leaks: every table and private view the bot draws is drawn a second time
from a state in which everything hidden from its viewer (the spectator for a table, each seat in turn) is
dealt anew, and must come out the same; and no private message carrying a game's controls reaches a member
who is not seated in that game. Checked for every game at the end: its stored log is contiguous and its
stored state is the replay of that log; no open game is stuck (a game being played waits for a human who
can act, or has a deadline); every finished game has its results.

Crashes: after the first 100 interactions and every 2,500, the bot stops and a child process (``--child``)
runs it on the same database, standing in for the same guild, channels and members: it redraws the tables
being played, plays at random, prints every move count the bot acknowledged and is killed with SIGKILL at a
random moment. The bot then starts again on that file (taking over the dead child's shard lease at once and
redrawing every table) and checks it: integrity, logs contiguous, state = replay, every acknowledged move
stored.

One line of counts is printed; the exit status is 1 if anything failed.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import random
import re
import signal
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


from bot import create_bot  # noqa: E402
from discord_ui import i18n, render  # noqa: E402
from discord_ui.app import Hoard  # noqa: E402
from discord_ui.drawing import Sheet  # noqa: E402
from discord_ui.presenter import HandContext, Presenter, TableContext  # noqa: E402
from engine.protocol import Engine, replay  # noqa: E402
from service.settings import Settings  # noqa: E402
from service.storage import Storage, is_database_url  # noqa: E402
from tests.discord_helpers import Clock, World, start_world  # noqa: E402
from tests.fakediscord import FakeChannel, FakeDiscord, FakeMessage, FakeUser  # noqa: E402
from tests.test_whole_games_discord import GAMES  # noqa: E402

CHANNELS = 3
NAMES = ("ann", "ben", "cas", "dot", "eve", "fay")
#: the game a control's custom id belongs to (lobby, table, action, select and puzzle guess controls)
GAME_OF_CONTROL = re.compile(r"(?:l|t|a|s|dp):(\d+):")
#: controls only a seated player's private view holds
SEAT_CONTROL = re.compile(r"(?:a|s|dp):(\d+):")
#: a child process is killed after this many acknowledged interactions, at most (at random from 10 on)
MOST_ACKS_BEFORE_KILL = 80
#: spectator views remembered with the state they show (more than the tables being drawn at once)
SPECTATOR_VIEWS_KEPT = 256
#: a crash phase once this many interactions made games, and one more per this many
FIRST_KILL, INTERACTIONS_PER_KILL = 100, 2500


class LeakWatch:
    """Draws every table and private view a second time from a state in which everything hidden from its
    viewer is dealt anew (``Engine.redeal_hidden``); a drawing that changes shows something hidden."""

    def __init__(self, counts: Counter[str], problems: list[str]) -> None:
        self.counts = counts
        self.problems = problems
        self._delivered: dict[int, int] = {}  # message id -> versions looked at
        #: the latest spectator views handed out, by id: (the view, a snapshot of the state it shows)
        self._spectated: dict[int, tuple[Any, str]] = {}
        self._engines: dict[int, Engine[Any, Any]] = {}

    def install(self, hoard: Hoard) -> None:
        """Watch the presenters of this bot (again after every restart: a new bot has new ones)."""
        for engine in hoard.service.engines.values():
            if id(engine) not in self._engines:  # engines outlive restarts: watched once
                self._engines[id(engine)] = engine
                self._remember_spectator_views(engine)
        for presenter in {id(p): p for p in hoard.presenters.values()}.values():
            self._watch(presenter)

    def _remember_spectator_views(self, engine: Engine[Any, Any]) -> None:
        """A table is drawn after reads from storage, while the game may move on: which state its view showed
        is remembered when the view is made."""
        view = engine.view

        def remembered(state: Any, seat: int | None) -> Any:
            seen = view(state, seat)
            if seat is None:
                self._spectated[id(seen)] = (seen, engine.snapshot(state))
                if len(self._spectated) > SPECTATOR_VIEWS_KEPT:
                    del self._spectated[next(iter(self._spectated))]
            return seen

        engine.view = remembered  # type: ignore[method-assign]

    def uninstall(self) -> None:
        """Give the engines their own ``view`` back (they are shared by everything in this process)."""
        for engine in self._engines.values():
            vars(engine).pop("view", None)
        self._engines.clear()

    def _watch(self, presenter: Presenter) -> None:
        engine = presenter.engine
        draw_hand, draw_table = presenter.draw_hand, presenter.draw_table

        def checked_hand(hand: HandContext) -> Sheet:
            drawn = draw_hand(hand)
            state = self._state(engine, hand.game)
            if state is not None:
                self.counts["leak checks: private views"] += 1
                seat = hand.seat
                if hand.view != engine.view(state, seat) or hand.legal != engine.legal_actions(state, seat):
                    self._leak(hand.game.id, f"a private view of seat {seat} was drawn from another view")
                other = engine.redeal_hidden(state, seat, random.Random(f"{hand.game.id}:{hand.stamp}"))
                again = draw_hand(
                    dataclasses.replace(
                        hand,
                        game=dataclasses.replace(hand.game, state=engine.snapshot(other)),
                        view=engine.view(other, seat),
                        legal=engine.legal_actions(other, seat),
                    )
                )
                if _drawing(drawn) != _drawing(again):
                    self._leak(hand.game.id, f"the private view of seat {seat} shows what is hidden from it")
            return drawn

        def checked_table(table: TableContext) -> Sheet:
            drawn = draw_table(table)
            shown = self._spectated.get(id(table.view))
            if shown is not None and shown[0] is table.view and table.game.status == "active":
                state = engine.load(json.loads(shown[1]))
                self.counts["leak checks: tables"] += 1
                look = _drawing(drawn)
                for seat in [None, *range(len(table.game.seats))]:
                    other = engine.redeal_hidden(state, seat, random.Random(f"{table.game.id}:{seat}"))
                    again = dataclasses.replace(
                        table,
                        game=dataclasses.replace(table.game, state=engine.snapshot(other)),
                        view=engine.view(other, None),
                    )
                    if _drawing(draw_table(again)) != look:
                        self._leak(table.game.id, "the table shows what is hidden from spectators")
                        break
            return drawn

        presenter.draw_hand = checked_hand  # type: ignore[method-assign]
        presenter.draw_table = checked_table  # type: ignore[method-assign]

    @staticmethod
    def _state(engine: Engine[Any, Any], game: Any) -> Any:
        """The state a drawing was made from (the record's snapshot is kept in step with it)."""
        if game.state is None or game.status != "active":
            return None
        return engine.load(json.loads(game.state))

    def _leak(self, game_id: int, what: str) -> None:
        self.counts["leaks"] += 1
        self.problems.append(f"game {game_id}: leak: {what}")

    async def check_delivered(self, world: World) -> None:
        """No private message with a seat's controls reached a member who is not seated in that game."""
        storage = world.bot.hoard.storage
        seated: dict[int, set[int]] = {}
        for message in list(world.fake.messages.values()):
            if message.ephemeral_to is None or self._delivered.get(message.id) == len(message.versions):
                continue
            self._delivered[message.id] = len(message.versions)
            for version in message.versions:
                for game_id in {
                    int(g) for b in version.message.buttons() for g in SEAT_CONTROL.findall(b.custom_id)
                } | {int(g) for sel in version.message.selects() for g in SEAT_CONTROL.findall(sel.custom_id)}:
                    if game_id not in seated:
                        game = await storage.load_game(game_id)
                        seated[game_id] = {s.user_id for s in game.seats if s.user_id} if game else set()
                    self.counts["leak checks: private messages"] += 1
                    if message.ephemeral_to not in seated[game_id]:
                        self._leak(game_id, f"a seat's controls reached member {message.ephemeral_to}")


def _drawing(sheet: Sheet) -> str:
    """A drawing as comparable text: the embed and the controls as Discord gets them (the picture aside)."""
    embed, view = render.embed(sheet, i18n.DEFAULT), render.view(sheet)
    return json.dumps([embed.to_dict(), view.to_components()], sort_keys=True, default=str)


def controls(message: FakeMessage) -> list[tuple[str, list[str], int, int]]:
    """Every enabled control of a message: (custom id, select options, min values, max values)."""
    found: list[tuple[str, list[str], int, int]] = [
        (b.custom_id, [], 0, 0) for b in message.buttons() if b.custom_id and not b.disabled
    ]
    found += [
        (s.custom_id, [o.value for o in s.options], s.min_values, s.max_values)
        for s in message.selects()
        if not s.disabled
    ]
    return found


async def click_somewhere(world: World, users: list[FakeUser], rng: random.Random, counts: Counter[str]) -> str | None:
    """Someone clicks something: a button or select of a random visible message, now or a while ago; returns
    the custom id clicked."""
    fake = world.fake
    user = rng.choice(users)
    visible = [m for m in fake.messages.values() if not m.deleted and (m.ephemeral_to in (None, user.id))]
    visible = [m for m in visible if m.channel_id in fake.channels and controls(m)]
    if not visible:
        return None
    message = rng.choice(visible[-40:] if rng.random() < 0.8 else visible)
    custom_id, options, low, high = rng.choice(controls(message))
    if options:
        count = rng.randint(max(low, 1), min(high, len(options)))
        result = await fake.select(user, message, custom_id, rng.sample(options, count))
    else:
        result = await fake.click(user, message, custom_id)
    counts["interactions"] += 1
    if result.modal is not None:
        answers = {key: str(rng.randint(-12, 14)) for key in result.modal.inputs()}
        await fake.submit_modal(user, result.modal, answers)
        counts["interactions"] += 1
    return custom_id


async def open_games(world: World, users: list[FakeUser], rng: random.Random, counts: Counter[str]) -> None:
    """Every channel without a game gets a new lobby of a random game, with a few players and AI seats."""
    for channel in list(world.fake.channels):
        if world.fake.channels[channel].type != 0:
            continue
        if await world.bot.hoard.storage.open_game_in_channel(channel) is not None:
            continue
        command, ais, options = rng.choice(GAMES)
        host = rng.choice(users)
        result = await world.fake.slash(host, command, channel=channel, **options)
        counts["interactions"] += 1
        lobby = result.response
        if lobby is None or not lobby.buttons():
            continue
        for _ in range(rng.randint(0, ais)):
            await world.fake.click(host, lobby, lobby.find_button("Add AI: Normal").custom_id)
            counts["interactions"] += 1
        counts["games"] += 1


async def misbehave(world: World, rng: random.Random, counts: Counter[str], restarted: Callable[[Hoard], None]) -> None:
    """Discord faults and operator events, one at random."""
    fake = world.fake
    roll = rng.random()
    public = [m for m in fake.messages.values() if not m.ephemeral and not m.deleted]
    tables = [m for m in public if any(b.custom_id.startswith("t:") for b in m.buttons())]
    if roll < 0.3 and tables:
        edits = f"/messages/{rng.choice(tables).id}"
        fake.inject(lambda method, path: method == "PATCH" and path.endswith(edits), 503, 0, "Down", 2)
        counts["faults: 503 on a table edit"] += 1
    elif roll < 0.5 and tables:
        rng.choice(tables).deleted = True
        counts["faults: table deleted"] += 1
    elif roll < 0.6:
        posts = f"/channels/{rng.choice([c for c in fake.channels if fake.channels[c].type == 0])}/messages"
        fake.inject(lambda method, path: method == "POST" and path == posts, 403, 50013, "Missing Permissions", 3)
        counts["faults: 403 on posting"] += 1
    elif roll < 0.85:
        await world.restart()
        restarted(world.bot.hoard)
        counts["restarts"] += 1
    else:
        await world.expire(rng.choice([30, 61, 301]))
        counts["time jumps"] += 1


async def check_database(
    storage: Storage, engines: dict[str, Engine[Any, Any]], counts: Counter[str], acknowledged: dict[int, int]
) -> list[str]:
    """The stored truth of every game: log contiguous, state = replay, results where due, nothing stuck, and
    at least the moves the bot acknowledged (``acknowledged``: game id -> move count)."""
    problems: list[str] = []
    row = await storage.fetchone("PRAGMA integrity_check") if storage.dialect == "sqlite" else ("ok",)
    integrity = row[0] if row else "no answer"
    if integrity != "ok":
        problems.append(f"the database is damaged: {integrity}")
    for (game_id,) in await storage.fetchall("SELECT id FROM games ORDER BY id"):
        game = await storage.load_game(game_id)
        if game is None or game.status not in ("active", "finished", "abandoned"):
            continue
        engine = engines[game.kind]
        numbers = [
            n for (n,) in await storage.fetchall("SELECT n FROM actions WHERE game_id = ? ORDER BY n", (game_id,))
        ]
        if numbers != list(range(game.moves)):
            problems.append(f"game {game_id}: logged moves {numbers[:3]}…{numbers[-3:]}, {game.moves} counted")
        if game.moves < acknowledged.get(game_id, 0):
            problems.append(f"game {game_id}: {acknowledged[game_id]} moves acknowledged, {game.moves} stored")
        log = await storage.actions(game_id)
        if game.state is not None:
            rebuilt = replay(engine, len(game.seats), game.options, game.seed, [(a.seat, a.action) for a in log])
            if engine.snapshot(rebuilt) != engine.snapshot(engine.load(json.loads(game.state))):
                problems.append(f"game {game_id}: the stored state is not the replay of its log")
        if game.status == "finished" and not await storage.results(game_id) and len(game.seats) > 1:
            problems.append(f"game {game_id}: finished without results")
        if game.status == "active" and game.state is not None and not game.turns.paused:
            state = engine.load(json.loads(game.state))
            pending = engine.to_act(state)
            humans = [s for s in pending if not game.seats[s].ai_controlled]
            if pending and not humans and game.deadline is None:
                problems.append(f"game {game_id}: stuck, AI seats to act and no deadline")
        counts[f"games {game.status}"] += 1
    return problems


async def check_pauses(world: World, counts: Counter[str]) -> list[str]:
    """A game paused because its table could not be updated must have its next try planned (else it is stuck)."""
    problems: list[str] = []
    hoard = world.bot.hoard
    for (game_id,) in await hoard.storage.fetchall("SELECT id FROM games WHERE status = 'active'"):
        game = await hoard.storage.load_game(game_id)
        if game is not None and game.turns.paused:
            counts["games paused at the end"] += 1
            if hoard.retries.due(game_id) is None:
                problems.append(f"game {game_id}: paused, and its table is not tried again")
    return problems


def discord_of(world: World) -> str:
    """What a child needs to stand in for this fake Discord: the guild, its channels and members, the clock."""
    fake = world.fake
    channels = {str(c.id): c.name for c in fake.channels.values() if c.type == 0}
    members = {user.name: user.id for user in fake.users.values()}
    return json.dumps({"guild": fake.guild_id, "channels": channels, "members": members, "now": world.clock.now})


async def child(database: str, seed: int, discord_json: str) -> None:
    """``--child``: run the bot on ``database`` (a SQLite file or a PostgreSQL URL) in the guild ``discord_json``
    describes (see :func:`discord_of`) and play at random until killed, printing ``ack <game> <moves> <clock>``
    for every game an answered interaction touched, with the move count the bot holds for it."""
    rng = random.Random(seed)
    described = json.loads(discord_json)
    fake = FakeDiscord()
    guild = fake.guilds.pop(fake.guild_id)
    fake.guild_id = described["guild"]
    fake.guilds[fake.guild_id] = dataclasses.replace(guild, id=fake.guild_id)  # the soak's guild, as described
    fake.channels = {int(c): FakeChannel(int(c), name) for c, name in described["channels"].items()}
    fake.channel_id = next(iter(fake.channels))
    fake.users = {user_id: FakeUser(user_id, name) for name, user_id in described["members"].items()}
    url = database if is_database_url(database) else None
    settings = Settings(
        database_path=Path(database),
        database_url=url,
        ai_delay=0.0,
        timer_granularity=3600,
        server_games=10**9,  # the fake's one server stands for many
        member_games=10**9,
    )
    bot = create_bot(settings)
    clock = Clock()
    clock.now = described["now"]  # the soak's clock goes on (deadlines are stored in its time)
    bot.hoard.service.clock = clock
    await fake.connect(cast(Any, bot))
    world = World(fake, bot, clock, settings)
    users = [world.fake.member(name) for name in NAMES]
    counts: Counter[str] = Counter()
    while True:
        try:
            await open_games(world, users, rng, counts)
            for _ in range(10):
                clicked = await click_somewhere(world, users, rng, counts)
                found = GAME_OF_CONTROL.match(clicked or "")
                if found:
                    record = (await world.live(int(found[1]))).record
                    print(f"ack {record.id} {record.moves} {world.clock.now}", flush=True)
            await world.expire(rng.choice([1, 5, 30]))
        except AssertionError as error:
            print("problem", " ".join(str(error).split())[:300], flush=True)


async def crash(world: World, folder: Path, rng: random.Random, counts: Counter[str]) -> list[str]:
    """Stop the bot, run a child process on its database, SIGKILL the child at a random moment, then start the
    bot again (a fresh process on that file, as far as the database can tell) and check what is stored."""
    problems: list[str] = []
    acknowledged: dict[int, int] = {}
    acknowledgements = 0
    await world.bot.close()
    with (folder / "child.log").open("ab") as errors:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            __file__,
            "--child",
            str(world.settings.database),
            "--seed",
            str(rng.randrange(2**31)),
            "--discord",
            discord_of(world),
            stdout=asyncio.subprocess.PIPE,
            stderr=errors,
        )
        assert process.stdout is not None
        wanted = rng.randint(10, MOST_ACKS_BEFORE_KILL)
        try:
            while wanted:
                line = (await asyncio.wait_for(process.stdout.readline(), timeout=120)).decode().split()
                if not line:
                    problems.append(f"the child ended by itself (see {errors.name})")
                    break
                if line[0] == "ack":
                    game_id, moves = int(line[1]), int(line[2])
                    acknowledged[game_id] = max(acknowledged.get(game_id, 0), moves)
                    world.clock.now = max(world.clock.now, float(line[3]))
                    acknowledgements += 1
                    wanted -= 1
                else:
                    problems.append("child: " + " ".join(line[1:]))
            await asyncio.sleep(rng.random() * 0.05)  # somewhere in the middle of what comes next
        finally:
            if process.returncode is None:
                process.send_signal(signal.SIGKILL)
            await process.wait()
    counts["crashes: children killed"] += 1
    counts["crashes: acknowledged moves checked"] += sum(acknowledged.values())
    counts["crashes: acknowledgements"] += acknowledgements
    await world.restart()  # takes the killed child's shard lease over at once (its process is gone)
    mismatches = await check_database(world.bot.hoard.storage, world.bot.hoard.service.engines, Counter(), acknowledged)
    counts["crashes: database mismatches"] += len(mismatches)
    return problems + mismatches


async def soak(interactions: int, seed: int) -> int:
    rng = random.Random(seed)
    counts: Counter[str] = Counter({"leaks": 0, "failures": 0})
    problems: list[str] = []
    watch = LeakWatch(counts, problems)
    crashes = [min(FIRST_KILL, interactions // 2), *range(INTERACTIONS_PER_KILL, interactions, INTERACTIONS_PER_KILL)]
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        world = await start_world(folder / "soak.sqlite3")
        watch.install(world.bot.hoard)
        for number in range(CHANNELS - 1):
            world.fake.add_channel(f"games-{number}")
        users = [world.fake.member(name) for name in NAMES]
        try:
            while counts["interactions"] < interactions:
                if crashes and counts["interactions"] >= crashes[0]:
                    crashes.pop(0)
                    problems += await crash(world, folder, rng, counts)
                    watch.install(world.bot.hoard)
                try:
                    await open_games(world, users, rng, counts)
                    for _ in range(20):
                        await click_somewhere(world, users, rng, counts)
                    await world.expire(rng.choice([1, 5, 30]))
                    if rng.random() < 0.15:
                        await misbehave(world, rng, counts, watch.install)
                    await watch.check_delivered(world)
                except AssertionError as error:  # the fake's checks: refused requests, unanswered, unhandled
                    problems.append(str(error).splitlines()[1] if "\n" in str(error) else str(error))
                    counts["failures"] += 1
            storage = world.bot.hoard.storage
            mismatches = await check_database(storage, world.bot.hoard.service.engines, counts, {})
            counts["database mismatches"] = len(mismatches)
            problems += mismatches
            problems += await check_pauses(world, counts)
        finally:
            watch.uninstall()
            await world.fake.close()
    counts["problems"] = len(problems)
    print(" · ".join(f"{key}: {value}" for key, value in sorted(counts.items())))
    for problem in problems[:20]:
        print("  ", problem)
    return 1 if problems else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--interactions", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", help="play on this database until killed (a crash phase's child)")
    parser.add_argument("--discord", help="the guild the child stands in for (JSON)")
    args = parser.parse_args()
    if args.child is not None:
        asyncio.run(child(args.child, args.seed, args.discord))
        return 0
    return asyncio.run(soak(args.interactions, args.seed))


if __name__ == "__main__":
    sys.exit(main())
