"""Play figures, measured as a player sees them: one whole game of each kind by two people beside an AI
seat, each keeping one private view open, through the same fake Discord the tests use.

Per game: clicks per move, channel posts (tables / pings), table edits, private messages per player
(opened / updated by the bot), and the biggest table and private view in characters (as Discord counts an
embed: title, description, field names and values, footer, author).
"""

from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path
from typing import Any

from discord_ui.private_views import LIFETIME
from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeMessage, FakeUser
from tests.test_whole_games_discord import GAMES, moves

STEPS = 3000


def embed_characters(message: FakeMessage) -> int:
    total = 0
    for embed in message.embeds:
        texts = [embed.get("title"), embed.get("description"), (embed.get("footer") or {}).get("text")]
        texts.append((embed.get("author") or {}).get("name"))
        texts += [text for field in embed.get("fields") or () for text in (field.get("name"), field.get("value"))]
        total += sum(len(text) for text in texts if text)
    return total


async def play(world: World, command: str, options: dict[str, Any], seed: int) -> list[tuple[str, str]]:
    fake = world.fake
    users = [fake.member("ann"), fake.member("ben")]
    game_id = await world.start_game(command, users, 1, seed=seed, **options)
    rng = random.Random(seed)
    views: dict[int, tuple[FakeMessage, float]] = {}
    clicks = 0

    async def move(user: FakeUser) -> bool:
        nonlocal clicks
        if (await world.live(game_id)).record.status != "active":
            return False
        hand, opened = views.get(user.id, (None, 0.0))
        if hand is None or world.clock.now - opened > LIFETIME:  # the first time, or after the token ran out
            hand = await world.open_hand(user)
            views[user.id] = (hand, world.clock.now)
            clicks += 1
        choices = moves(hand)
        if not choices:
            return False
        custom_id, values = rng.choice(choices)
        clicks += 1
        if values:
            select = next(s for s in hand.selects() if s.custom_id == custom_id)
            count = rng.randint(max(select.min_values, 1), min(select.max_values, len(values)))
            result = await fake.select(user, hand, custom_id, rng.sample(values, count))
        else:
            result = await fake.click(user, hand, custom_id)
        if result.modal is not None:
            clicks += 1
            answers = {key: str(rng.randint(-3, 12)) for key in result.modal.inputs()}
            await fake.submit_modal(user, result.modal, answers)
        return True

    for _ in range(STEPS):
        if (await world.live(game_id)).record.status != "active":
            break
        if not any([await move(user) for user in users]):
            await world.expire(30)
    moved = sum(1 for a in await world.bot.hoard.storage.actions(game_id) if a.source == "player")
    posted = [m for m in fake.channel_messages() if m.interaction_token is None]
    tables = [m for m in posted if any(b.custom_id.startswith("t:") for b in m.versions[0].message.buttons())]
    private = [m for m in fake.messages.values() if m.ephemeral and m.ephemeral_to in {u.id for u in users}]
    hands = [m for m in private if any(b.custom_id.startswith("t:") for b in m.versions[0].message.buttons())]
    owners = {m.id: {i.token for i in fake.interactions.values() if i.source_message_id == m.id} for m in hands}
    pushed = sum(1 for m in hands for v in m.versions[1:] if v.by not in owners[m.id])
    biggest_table = max((embed_characters(v.message) for m in tables for v in m.versions), default=0)
    biggest_private = max((embed_characters(v.message) for m in hands for v in m.versions), default=0)
    return [
        ("clicks per action (opening the private view included)", f"{clicks / max(moved, 1):.2f}"),
        ("channel posts: tables / pings", f"{len(tables)} / {len(posted) - len(tables)}"),
        ("table edits", str(sum(len(m.versions) - 1 for m in tables))),
        ("private messages per player: opened / updated by the bot", f"{len(hands) / 2:.1f} / {pushed / 2:.1f}"),
        ("biggest table / private view (characters)", f"{biggest_table} / {biggest_private}"),
    ]


async def measure() -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for command, _ais, options in GAMES:
        with tempfile.TemporaryDirectory() as folder:
            world = await start_world(Path(folder) / "bench.sqlite3")
            world.fake.think_time = 0.0  # time passes with world.expire, for the bot and Discord alike
            try:
                rows += [(f"{command}: {label}", figure) for label, figure in await play(world, command, options, 3)]
            finally:
                await world.fake.close()
    return rows


def run(quick: bool) -> list[tuple[str, str]]:
    return asyncio.run(measure())
