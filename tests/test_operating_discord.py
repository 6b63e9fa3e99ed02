"""The operator's endpoints (``HTTP_PORT``): ``/metrics`` scraped from a bot playing on the fake Discord,
``/readyz`` following the database, ``/healthz`` following the event loop; and Discord's routes as labels."""

from __future__ import annotations

import asyncio
import gc
import random
import time
from typing import Any

import aiohttp
import pytest
from aiohttp import web
from prometheus_client import generate_latest
from prometheus_client.parser import text_string_to_metric_families

from discord_ui import observe
from service import metrics
from service.settings import Settings
from tests import backends
from tests.discord_helpers import World, start_world_with
from tests.test_whole_games_discord import make_a_move


@pytest.fixture
async def world(tmp_path):
    settings = Settings(
        database_path=tmp_path / "hoard.sqlite3",
        database_url=backends.URL,
        ai_delay=0.0,
        timer_granularity=3600,
        http_port=0,
    )
    world = await start_world_with(settings)
    yield world
    await world.fake.close()


async def get(world: World, path: str) -> tuple[int, str]:
    """One request to the bot's endpoint, on a connection closed afterwards (nothing left for the fake to wait for)."""
    connector = aiohttp.TCPConnector(force_close=True)
    url = f"http://127.0.0.1:{world.bot.observer.port}{path}"
    async with aiohttp.ClientSession(connector=connector) as session, session.get(url) as response:
        return response.status, await response.text()


def samples(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def value(scraped: dict[tuple[str, frozenset[tuple[str, str]]], float], name: str, **labels: str) -> float:
    return scraped.get((name, frozenset(labels.items())), 0.0)


async def test_metrics_move_while_a_game_is_played(world):
    status, before_text = await get(world, "/metrics")
    assert status == 200
    before = samples(before_text)
    ann = world.fake.member("ann")
    await world.start_game("red-dragon new", [ann], 2, seed=3)
    rng = random.Random(5)
    for _ in range(3):
        assert await make_a_move(world, ann, rng)
    gc.collect()
    await asyncio.sleep(world.bot.observer.watch.interval * 1.5)  # the loop's lag measured once at least
    status, after_text = await get(world, "/metrics")
    after = samples(after_text)

    def moved(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert moved("hoard_interactions_total", kind="button", outcome="answered") >= 4  # Add AI, Start, hands, moves
    assert moved("hoard_interactions_total", kind="command", outcome="answered") == 1  # /red-dragon new
    assert moved("hoard_answer_seconds_count", kind="button") >= 4
    assert value(after, "hoard_answer_seconds_bucket", kind="button", le="3.0") == value(
        after, "hoard_answer_seconds_count", kind="button"
    )
    assert moved("hoard_store_seconds_count") >= 4
    assert value(after, "hoard_games_running", game="red-dragon") == 1
    assert moved("hoard_ai_think_seconds_count", game="red-dragon", level="normal") >= 1
    assert moved("hoard_event_loop_lag_seconds_count") >= 1
    assert moved("hoard_gc_pause_seconds_count", generation="2") >= 1
    assert value(after, "hoard_shard_lease_held", shard="0") == 1
    labels = {label for key in after for label in key[1]}
    ids = (world.fake.guild_id, world.fake.channel_id, ann.id)
    assert not any(str(number) in value for _, value in labels for number in ids)


async def test_readyz_follows_the_database(world):
    assert await get(world, "/readyz") == (200, '{"ready": true}')
    storage = world.bot.hoard.storage
    await storage.close()
    status, text = await get(world, "/readyz")
    assert status == 503 and "database" in text
    assert (await get(world, "/metrics"))[0] == 200  # its other series matter most now
    await storage.open()
    assert await get(world, "/readyz") == (200, '{"ready": true}')


async def test_healthz_reports_a_stalled_event_loop(world):
    assert (await get(world, "/healthz"))[0] == 200
    world.bot.observer.watch.stall = 0.2
    time.sleep(world.bot.observer.watch.interval + 0.3)  # noqa: ASYNC251 the loop blocked, as by a long computation on its thread
    status, text = await get(world, "/healthz")
    assert status == 503 and "late" in text
    await asyncio.sleep(world.bot.observer.watch.interval * 2)
    assert (await get(world, "/healthz"))[0] == 200


async def test_requests_to_discord_are_counted_by_route_without_ids():
    """discord.py's ``http_trace`` sees every request; the label is the route, ids and tokens replaced."""

    async def answer(request: web.Request) -> web.Response:
        return web.Response(status=429 if "messages" in request.path else 204)

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    runner = web.AppRunner(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    port = runner.addresses[0][1]
    log = metrics.RequestLog()
    before = samples(metrics.scrape().decode())
    try:
        async with aiohttp.ClientSession(trace_configs=[observe.http_trace(log)]) as session:
            for path in (
                "/api/v10/channels/123456789012345678/messages",
                "/api/v10/interactions/123456789012345678/aW50ZXJhY3Rpb246MTIz/callback",
            ):
                async with session.post(f"http://127.0.0.1:{port}{path}"):
                    pass
    finally:
        await runner.cleanup()
    log.refresh()  # the gauges, as a scrape sets them from the bot's own log
    after = samples(generate_latest(metrics.REGISTRY).decode())
    messages: dict[str, Any] = {"method": "POST", "route": "/channels/{id}/messages", "status": "429"}
    callback: dict[str, Any] = {"method": "POST", "route": "/interactions/{id}/{token}/callback", "status": "204"}
    for labels in (messages, callback):
        assert (
            value(after, "hoard_discord_requests_total", **labels)
            - value(before, "hoard_discord_requests_total", **labels)
            == 1
        )
    assert value(after, "hoard_discord_rate_limited_recent") == 1
    assert value(after, "hoard_discord_invalid_recent") == 1
    assert value(after, "hoard_discord_global_budget_used") == 1 / metrics.GLOBAL_BUDGET
    assert not any("123456789012345678" in v or "aW50" in v for key in after for _, v in key[1])


async def test_json_log_lines_say_which_game_server_and_shard_they_are_about(world):
    """A line written while a click of a game is handled carries the game, its server and its shard."""
    import io
    import json
    import logging

    from service.logs import JsonFormatter

    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(JsonFormatter())
    ann = world.fake.member("ann")
    game_id = await world.start_game("red-dragon new", [ann], 2, seed=3)
    logger = logging.getLogger("discord_ui.tables")  # the table keeper's
    logger.addHandler(handler)
    try:
        world.fake.inject(lambda method, path: method == "PATCH" and "/messages/" in path, 503, 0, "Unavailable", 1)
        assert await make_a_move(world, ann, random.Random(5))  # the table's edit fails: a line is logged
        for _ in range(3):
            await make_a_move(world, ann, random.Random(6))
    finally:
        logger.removeHandler(handler)
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert lines, "no line logged"
    assert all(line.get("game") == game_id and line.get("guild") == world.fake.guild_id for line in lines)
    assert all(line.get("shard") == 0 for line in lines)
