"""Every game and the puzzle, played to the end by one person beside AI seats, through the strict fake.

The fake answers what Discord itself would refuse (component emoji that are no emoji, embed and select
limits, expired tokens, ``attachment://`` names without a file, the per-channel message rate) the way
Discord does, and :meth:`FakeDiscord.settle` fails on any such answer: so a game that finishes here sends
nothing a real server would refuse. The player only uses what Discord shows: the table's buttons, the
private view's buttons and selects, and the modals they open.
"""

from __future__ import annotations

import random

import pytest

from tests.discord_helpers import start_world
from tests.whole_games import STEP_LIMIT, make_a_move
from tests.whole_games import moves as moves  # where other tests and the benchmarks take it from

#: (command, AI seats, options): every game mode, one human each
GAMES = [
    ("red-dragon new", 2, {}),
    ("krasny-drakon new", 1, {}),
    ("drago-rosso new", 1, {}),
    ("sarkanytojas new", 1, {}),
    ("sarkanytojas puzzle", 1, {"level": "I"}),
    ("play-of-the-dragons new", 1, {}),
]


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_a_whole_game_sends_nothing_discord_refuses(world, command, ais, options):
    ann = world.fake.member("ann")
    game_id = await world.start_game(command, [ann], ais, seed=3, **options)
    rng = random.Random(11)
    for _ in range(STEP_LIMIT):
        live = await world.live(game_id)
        if live.record.status != "active":
            break
        if not await make_a_move(world, ann, rng):
            await world.expire(30)  # only AI seats (or timers) can move on
    live = await world.live(game_id)
    assert live.record.status == "finished", f"{command} did not finish in {STEP_LIMIT} steps"
    assert world.fake.refused == []
    assert "Rematch" in [b.label for b in world.table().buttons()]


async def test_a_game_carries_on_through_discords_channel_rate_limit(world):
    """Nobody pauses between clicks, and the channel's window of 5 messages per 5 s is full when the table is
    posted again: Discord answers 429, discord.py sleeps it off and sends again, and the game goes on to its
    end."""
    world.fake.think_time = 0.0
    assert world.fake.channel_rate_limit == (5, 5.0)
    ann = world.fake.member("ann")
    game_id = await world.start_game("play-of-the-dragons new", [ann], 1, seed=3)
    world.fake.fill_channel_window(world.table().channel_id)
    answer = await world.fake.slash(ann, "play-of-the-dragons table")
    assert world.fake.rate_limited and answer is not None
    rng = random.Random(11)
    for _ in range(STEP_LIMIT):
        live = await world.live(game_id)
        if live.record.status != "active":
            break
        if not await make_a_move(world, ann, rng):
            await world.expire(30)
    assert (await world.live(game_id)).record.status == "finished"
    assert world.fake.rate_limited, "the game never went over the channel's message rate"
    assert all(r.path.endswith("/messages") and r.method == "POST" for r in world.fake.rate_limited)
    assert world.fake.refused == []
