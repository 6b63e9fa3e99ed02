"""Hostile display names: whatever members call themselves, every text the bot sends shows the name as written
(no masked link, no code block closed, no mention), without the controls that reorder or hide text, and only AI
seats carry the AI mark."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeUser, walk_components
from tests.test_records_discord import store_finished
from tests.test_whole_games_discord import GAMES, STEP_LIMIT, make_a_move

#: a masked link to somewhere else
LINK = "[Free Nitro](https://evil.io)"
#: a human who calls themselves like an AI seat
FAKE_AI = "🤖 Smaug"
#: a right-to-left override and isolates that turn the rest of a line around, zero-width characters, a code fence
REORDERING = "Eve\u202e\u2066 won\u2069\u200b\u200d```"
#: bidirectional and zero-width controls no text may carry
CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u200b\u200c\u200d\u2060\ufeff")


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


def sent_texts(world: World) -> tuple[list[str], list[str]]:
    """Every text the bot sent: (those Discord renders as markdown, plain labels and option texts)."""
    markdown: list[str] = []
    plain: list[str] = []
    for request in world.fake.requests:
        body: Any = request.json
        if not isinstance(body, dict):
            continue
        if isinstance(body.get("data"), dict) and "type" in body:  # an interaction's answer
            body = body["data"]
        markdown.append(body.get("content") or "")
        for embed in body.get("embeds") or ():
            markdown += [embed.get("title") or "", embed.get("description") or ""]
            markdown += [
                (embed.get(part) or {}).get(key) or "" for part, key in (("footer", "text"), ("author", "name"))
            ]
            markdown += [text for field in embed.get("fields") or () for text in (field["name"], field["value"])]
        for component in walk_components(body.get("components") or ()):
            plain += [component.get("label") or "", component.get("placeholder") or ""]
            plain += [
                option.get(key) or "" for option in component.get("options") or () for key in ("label", "description")
            ]
    return [t for t in markdown if t], [t for t in plain if t]


def unsafe_names(world: World) -> dict[str, str]:
    """What went wrong in the texts the bot sent, one example a kind (empty: every name shown safely)."""
    markdown, plain = sent_texts(world)
    found: dict[str, str] = {}
    for text in markdown:
        unescaped = re.sub(r"\\.", "", text, flags=re.DOTALL)  # what markdown reads, escaped characters left out
        if (
            re.search(r"\]\((?!https://discord\.com/channels/)", unescaped) or "https://evil.io" in text
        ):  # the bot's own links aside
            found.setdefault("link", text)
        if unescaped.count("```") % 2:
            found.setdefault("code block opened or closed by a name", text)
    for text in markdown + plain:
        if CONTROLS & set(text):
            found.setdefault("control character", text)
        if FAKE_AI in text:
            found.setdefault("a human shown as an AI seat", text)
    if not any("\\[Free Nitro\\]" in text for text in markdown):
        found["the name not shown as written"] = ""
    if not any("Smaug" in text for text in markdown) or not any("Smaug" in text for text in plain):
        found["the human not named"] = ""
    if not any("🤖 Ember" in text for text in markdown):
        found["the AI seat without its mark"] = ""
    return found


async def play_to_the_end(world: World, game_id: int, humans: list[FakeUser]) -> None:
    """The humans whose turn it is make random moves until the game is over (the timers move the AI seats on)."""
    by_id = {user.id: user for user in humans}
    rng = random.Random(5)
    for _ in range(STEP_LIMIT):
        live = await world.live(game_id)
        if live.record.status != "active":
            return
        seats = live.record.seats
        acting = [user for s in live.engine.to_act(live.state) if (user := by_id.get(seats[s].user_id or 0))]
        if not acting or not await make_a_move(world, rng.choice(acting), rng):
            await world.expire(30)
    raise AssertionError(f"game {game_id} did not finish in {STEP_LIMIT} steps")


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_hostile_names_are_shown_safely_in_a_whole_game_and_its_records(world, command, ais, options):
    humans = [world.fake.member(LINK), world.fake.member(FAKE_AI), world.fake.member(REORDERING)]
    game_id = await world.start_game(command, humans, 1, seed=3, **options)
    await play_to_the_end(world, game_id, humans)
    listing = (await world.fake.slash(humans[1], "history")).response
    await world.fake.select(humans[1], listing, listing.selects()[0].custom_id, [str(game_id)])
    await world.fake.slash(humans[1], "leaderboard", show_ai=True)
    await world.fake.slash(humans[1], "stats", player=humans[0])
    await world.fake.slash(humans[0], "stats", player=humans[1])
    assert world.fake.refused == []
    assert unsafe_names(world) == {}


async def test_names_stored_dirty_are_shown_safely_in_history(world):
    """Names stored by an older version, before they were cleaned at joining: cleaned when shown."""
    link, fake_ai, reordering = (world.fake.member(name) for name in (LINK, FAKE_AI, REORDERING))
    game_id = await store_finished(world, [link, fake_ai, reordering, "🤖 Ember"], [1, 2, 3, 4], 5)
    listing = (await world.fake.slash(link, "history")).response
    shown = await world.fake.select(link, listing, listing.selects()[0].custom_id, [str(game_id)])
    sheet = next(f["value"] for f in shown.response.embeds[0]["fields"] if f["name"] == "Scoresheet")
    assert sheet.startswith("```\n") and sheet.endswith("\n```") and sheet.count("```") == 2
    assert unsafe_names(world) == {}
