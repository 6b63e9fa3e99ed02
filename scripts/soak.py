"""Soak: random clicks on every game for a long while, with restarts and Discord faults, then checks.

    .venv/bin/python scripts/soak.py --interactions 10000 --seed 1

Players seated in games and members who never joined click at random on new and old messages (tables,
lobbies, private views, old tables), in several channels at once, across every game mode. At random
moments the bot restarts on the same database, and Discord misbehaves: table edits answer 503, a table
message is deleted, a channel refuses messages (403). Time passes in jumps, so turn timers and AI seats
move games along.

Checked throughout: no exception escapes a handler, every interaction gets an answer, and Discord never
refuses a request. Checked for every game at the end: its stored log is contiguous and its stored state
is the replay of that log; no open game is stuck (a game being played waits for a human who can act, or
has a deadline); every finished game has its results. One line of counts is printed; the exit status is 1
if anything failed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.protocol import replay  # noqa: E402
from tests.discord_helpers import World, start_world  # noqa: E402
from tests.fakediscord import FakeMessage, FakeUser  # noqa: E402
from tests.test_whole_games_discord import GAMES  # noqa: E402

CHANNELS = 3


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


async def click_somewhere(world: World, users: list[FakeUser], rng: random.Random, counts: Counter[str]) -> None:
    """Someone clicks something: a button or select of a random visible message, now or a while ago."""
    fake = world.fake
    user = rng.choice(users)
    visible = [m for m in fake.messages.values() if not m.deleted and (m.ephemeral_to in (None, user.id))]
    visible = [m for m in visible if m.channel_id in fake.channels and controls(m)]
    if not visible:
        return
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
            await world.fake.click(host, lobby, lobby.find_button("Add AI").custom_id)
            counts["interactions"] += 1
        counts["games"] += 1


async def misbehave(world: World, rng: random.Random, counts: Counter[str]) -> None:
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
        counts["restarts"] += 1
    else:
        await world.expire(rng.choice([30, 61, 301]))
        counts["time jumps"] += 1


async def check_games(world: World, counts: Counter[str]) -> list[str]:
    """The stored truth of every game: log contiguous, state = replay, nothing stuck, results where due."""
    problems: list[str] = []
    storage = world.bot.hoard.storage
    service = world.bot.hoard.service
    for game_id in range(1, counts["games"] + 20):
        game = await storage.load_game(game_id)
        if game is None:
            continue
        if game.status not in ("active", "finished", "abandoned"):
            continue
        engine = service.engines[game.kind]
        log = await storage.actions(game_id)
        if len(log) != game.moves:
            problems.append(f"game {game_id}: {len(log)} logged moves, {game.moves} counted")
        if game.state is not None:
            rebuilt = replay(engine, len(game.seats), game.options, game.seed, [(a.seat, a.action) for a in log])
            if engine.snapshot(rebuilt) != engine.snapshot(engine.load(json.loads(game.state))):
                problems.append(f"game {game_id}: the stored state is not the replay of its log")
        if game.status == "finished" and not await storage.results(game_id) and len(game.seats) > 1:
            problems.append(f"game {game_id}: finished without results")
        if game.status == "active":
            live = await service.live(game_id)
            pending = live.engine.to_act(live.state)
            humans = [s for s in pending if not game.seats[s].ai_controlled]
            if pending and not humans and game.deadline is None:
                problems.append(f"game {game_id}: stuck, AI seats to act and no deadline")
        counts[f"games {game.status}"] += 1
    return problems


async def soak(interactions: int, seed: int) -> int:
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        world = await start_world(Path(folder) / "soak.sqlite3")
        for number in range(CHANNELS - 1):
            world.fake.add_channel(f"games-{number}")
        users = [world.fake.member(name) for name in ("ann", "ben", "cas", "dot", "eve", "fay")]
        try:
            while counts["interactions"] < interactions:
                try:
                    await open_games(world, users, rng, counts)
                    for _ in range(20):
                        await click_somewhere(world, users, rng, counts)
                    await world.expire(rng.choice([1, 5, 30]))
                    if rng.random() < 0.15:
                        await misbehave(world, rng, counts)
                except AssertionError as error:  # the fake's checks: refused requests, unanswered, unhandled
                    problems.append(str(error).splitlines()[1] if "\n" in str(error) else str(error))
                    counts["failures"] += 1
            problems += await check_games(world, counts)
        finally:
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
    args = parser.parse_args()
    return asyncio.run(soak(args.interactions, args.seed))


if __name__ == "__main__":
    sys.exit(main())
