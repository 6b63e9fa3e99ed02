"""Red Dragon through Discord: raw interaction payloads in, recorded (and spec-checked) requests out."""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import discord
import orjson
import pytest

from bot import create_bot
from cogs.red_dragon.cog import SUIT_EMOJI, RedDragonCog, card_label, describe
from discord_ui import i18n
from discord_ui.presenter import event_line
from engine.protocol import Event
from engine.red_dragon import DECK, ENGINE, TABLES, sort_key
from engine.red_dragon import events as ev
from service.settings import Settings
from tests.discord_helpers import World, drawn, start_world
from tests.fakediscord import FakeInteraction, FakeMessage, FakeUser

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def open_lobby(world: World, host: FakeUser, **options) -> FakeMessage:
    result = await world.fake.slash(host, "red-dragon new", **options)
    lobby = result.response
    assert lobby is not None and not lobby.ephemeral
    return lobby


async def click(world: World, user: FakeUser, message: FakeMessage, label: str) -> FakeInteraction:
    custom_id = message.find_button(label).custom_id
    assert custom_id is not None
    return await world.fake.click(user, message, custom_id)


async def seated_game(world: World, humans: list[FakeUser], ais: int = 0) -> int:
    return await world.start_game("red-dragon new", humans, ais)


async def play_one(world: World, user: FakeUser) -> FakeMessage:
    """The user opens their hand and makes the first move the hand offers."""
    hand = await world.open_hand(user)
    selects = [s for s in hand.selects() if not s.disabled]
    if selects:
        select = selects[0]
        values = [o.value for o in select.options[: select.min_values]]
        result = await world.fake.select(user, hand, select.custom_id, values)
    else:
        custom_id = next(
            b.custom_id for b in hand.buttons() if not b.disabled and b.custom_id and b.custom_id.startswith("a:")
        )
        result = await world.fake.click(user, hand, custom_id)
    assert result.callback_type == 7 and result.response is not None, result.requests
    return result.response


async def pending_humans(world: World, game_id: int) -> list[int]:
    live = await world.live(game_id)
    if live.record.status != "active":
        return []
    return live.engine.to_act(live.state)


async def test_lobby_buttons_options_and_one_game_per_channel(world):
    alice, bob = world.fake.member("alice"), world.fake.member("bob")
    lobby = await open_lobby(world, alice, timer=10)
    text = lobby.text()
    assert "Red Dragon" in text and "3–6" in text and "Turn timer**: 10 min" in text and "alice" in text
    assert [b.label for b in lobby.buttons()] == [
        "Join",
        "Leave",
        "Start",
        "Cancel",
        "Rules",
        "Add AI: Easy",
        "Add AI: Normal",
        "Add AI: Hard",
        "Remove AI",
    ]
    second = await world.fake.slash(bob, "red-dragon new")
    assert second.response.ephemeral and f"/{lobby.id}" in second.response.text()
    joined = await click(world, bob, lobby, "Join")
    assert joined.callback_type == 7 and "bob" in joined.response.text()
    again = await click(world, bob, lobby, "Join")
    assert again.response.ephemeral and "already seated" in again.response.text()
    too_few = await click(world, alice, lobby, "Start")
    assert too_few.response.ephemeral and "needs 3–6" in too_few.response.text()
    refused = await click(world, bob, lobby, "Cancel")
    assert "Only the host" in refused.response.text()
    outsider = await click(world, world.fake.member("eve"), lobby, "Start")
    assert outsider.response.ephemeral and "Only seated players" in outsider.response.text()
    await click(world, bob, lobby, "Leave")
    assert "bob" not in world.fake.messages[lobby.id].text()
    cancelled = await click(world, alice, lobby, "Cancel")
    assert "cancelled" in cancelled.response.text() and cancelled.response.buttons() == []


async def test_moderator_may_cancel_and_lobby_expires(world):
    alice, mod = world.fake.member("alice"), world.fake.member("mod", manage_messages=True)
    lobby = await open_lobby(world, alice)
    await click(world, mod, lobby, "Cancel")
    assert "cancelled" in world.fake.messages[lobby.id].text()
    lobby = await open_lobby(world, alice)
    await world.expire(29 * 60)
    assert world.fake.messages[lobby.id].buttons()
    await world.expire(2 * 60)
    expired = world.fake.messages[lobby.id]
    assert "expired" in expired.text() and expired.buttons() == []


async def test_whole_four_player_game_through_the_ui(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas", "dot")]
    game_id = await seated_game(world, users)
    first_table = world.table()
    first_text = first_table.text()
    assert "round 1 of 4" in first_text and "Players" in first_text
    assert all(f"{u.name} " in first_text for u in users) and "15 in hand" in first_text
    assert "total" not in first_text  # no totals before the first round is scored
    early_hand = await world.open_hand(users[0])
    moves = 0
    while pending := await pending_humans(world, game_id):
        await play_one(world, users[pending[0]])
        moves += 1
        assert moves < 400
    final = world.table()
    text = final.text()
    assert "final scores" in text and "🏆 Final standings" in text and "Scoresheet" in text and "Tot" in text
    assert "Winner" not in text  # the places are said once, in the standings
    assert [b.label for b in final.buttons()] == ["Rematch", "Rules", "Log", "Replay"]
    # Older tables (one per round) were left without buttons, each with one line on its round.
    tables = [m for m in world.fake.channel_messages() if m.versions and "Red Dragon ·" in m.versions[0].message.text()]
    assert len(tables) >= 2 and all(not m.buttons() for m in tables[:-1])
    for number, old in enumerate(tables[:-1], start=1):
        assert old.embeds == [] and old.content.startswith(f"🐉 Round {number} of 4 over · ")
        assert "\n" not in old.content and all(f"**{u.name}** " in old.content for u in users)
    results = await world.bot.hoard.storage.results(game_id)
    assert len(results) == 4 and min(r["placement"] for r in results) == 1 and not any(r["is_ai"] for r in results)
    sheet = await world.bot.hoard.storage.scoresheet(game_id)
    assert 1 <= len(sheet) <= 4
    # A click after the end is answered, not applied.
    select = early_hand.selects()[0]
    late = await world.fake.select(users[0], early_hand, select.custom_id, [o.value for o in select.options[:3]])
    assert late.response.ephemeral and "over" in late.response.text()
    assert (await world.bot.hoard.storage.load_game(game_id)).status == "finished"
    # Rematch: same seats and options, in a new lobby.
    rematch = await click(world, users[2], final, "Rematch")
    assert not rematch.response.ephemeral
    assert all(u.name in rematch.response.text() for u in users)


def pings(world: World) -> list[FakeMessage]:
    return [m for m in world.fake.channel_messages() if "your move" in m.content]


async def test_turn_is_announced_on_the_table_and_pinged_only_after_a_wait(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    await seated_game(world, users)
    table = world.table()
    assert "<t:" in table.content and ":R>" in table.content
    assert all(f"<@{u.id}>" in table.content for u in users)  # named at once (an edit notifies nobody)
    assert pings(world) == []
    await world.expire(59)
    assert pings(world) == []
    await world.expire(2)  # a minute without a move: one ping for everyone still choosing
    assert len(pings(world)) == 1 and all(f"<@{u.id}>" in pings(world)[0].content for u in users)
    await play_one(world, users[0])  # the wait changes: the ping goes, a new one may come a minute later
    assert len(pings(world)) == 0
    await world.expire(61)
    (ping,) = pings(world)
    assert f"<@{users[0].id}>" not in ping.content and f"<@{users[1].id}>" in ping.content


async def test_nobody_is_pinged_who_turned_pings_off(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    await world.fake.slash(users[1], "settings", pings="off")
    await seated_game(world, users)
    await world.expire(61)
    (ping,) = pings(world)
    assert f"<@{users[1].id}>" not in ping.content and f"<@{users[0].id}>" in ping.content


async def test_one_person_against_ai_is_never_pinged(world):
    ann = world.fake.member("ann")
    await world.start_game("red-dragon new", [ann], 2, seed=1)
    for _ in range(5):
        await world.expire(61)
    assert pings(world) == []


async def test_hand_shows_only_legal_cards_and_stale_clicks_are_refused(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    for seat in range(3):
        await play_one(world, users[seat])  # everybody chooses their stock
    while (await world.live(game_id)).state.phase == "draft":
        await play_one(world, users[(await pending_humans(world, game_id))[0]])
    live = await world.live(game_id)
    leader = live.engine.to_act(live.state)[0]
    older_hand = await world.open_hand(users[leader])
    hand = await world.open_hand(users[leader])
    cards = [b for b in hand.buttons() if b.custom_id.startswith("a:")]
    assert len(cards) == 20 and all(not b.disabled for b in cards)
    played = await world.fake.click(users[leader], hand, cards[0].custom_id)
    assert played.callback_type == 7
    # A click on an older copy of the hand is refused and answered with the fresh view.
    stale = await world.fake.click(users[leader], older_hand, cards[1].custom_id)
    assert "moved on" in stale.response.text()
    assert (await world.live(game_id)).record.moves == live.record.moves
    follower = users[live.engine.to_act(live.state)[0]]
    follower_hand = await world.open_hand(follower)
    led = cards[0].custom_id.split(":")[-1][0]
    for button in follower_hand.buttons():
        if button.custom_id.startswith("a:"):
            card = button.custom_id.split(":")[-1]
            playable = f"play:{card}" in live.engine.legal_actions(live.state, users.index(follower))
            assert button.disabled != playable, (card, led)
    # Someone else, or a spectator, cannot see or play that hand.
    spectator = world.fake.member("eve")
    refused = await world.fake.click(spectator, world.table(), world.table().find_button("My view").custom_id)
    assert refused.response.ephemeral and "not playing" in refused.response.text()


async def test_double_click_applies_exactly_once(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    hand = await world.open_hand(users[0])
    select = hand.selects()[0]
    assert select.min_values == select.max_values == 4
    values = [o.value for o in select.options[:4]]
    before = (await world.live(game_id)).record.moves
    # Both choices leave the client before either answer arrives, as with a fast double click.
    payloads = [world.fake.component_payload(users[0], hand, select.custom_id, values) for _ in range(2)]
    results = [world.fake.dispatch_now(payload, "double select") for payload in payloads]
    await world.settle()
    assert all(r.responded for r in results)
    answers = [json.dumps([q.json for q in r.requests if "/callback" in q.path]) for r in results]
    assert sum("moved on" in answer for answer in answers) == 1
    assert (await world.live(game_id)).record.moves == before + 4


async def test_concurrent_card_clicks_apply_once(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    for seat in range(3):
        await play_one(world, users[seat])
    while (await world.live(game_id)).state.phase == "draft":
        await play_one(world, users[(await pending_humans(world, game_id))[0]])
    leader = (await pending_humans(world, game_id))[0]
    hand = await world.open_hand(users[leader])
    cards = [b for b in hand.buttons() if b.custom_id.startswith("a:") and not b.disabled]
    before = (await world.live(game_id)).record.moves
    results = await world.fake.click_many(
        [(users[leader], hand, cards[0].custom_id), (users[leader], hand, cards[1].custom_id)]
    )
    assert all(r.responded for r in results)
    assert (await world.live(game_id)).record.moves == before + 1
    answers = [json.dumps([q.json for q in r.requests if "/callback" in q.path]) for r in results]
    assert sum("moved on" in answer for answer in answers) == 1


async def test_ai_seats_play_and_timer_hands_the_seat_to_the_ai(tmp_path):
    world = await start_world(tmp_path / "slow.sqlite3", ai_delay=0.5)
    try:
        alice = world.fake.member("alice")
        game_id = await seated_game(world, [alice], ais=3)
        live = await world.live(game_id)
        await world.expire(1)  # the AI seats choose their stock after their delay
        assert live.engine.to_act(live.state) == [0] and live.state.phase == "stock"
        for timeouts in (1, 2, 3):
            while not (0 in live.engine.to_act(live.state) and live.record.turns.turn_deadline):
                await world.expire(1)
            await world.expire(live.record.turns.turn_deadline - world.clock.now + 0.1)
            assert live.record.seats[0].timeouts == timeouts
            if timeouts == 1:
                assert "ran out of time; the AI plays for them" in world.table().text()
        assert live.record.seats[0].autoplay
        assert "the AI keeps the seat" in world.table().text()
        hand = await world.open_hand(alice)
        assert "AI is playing for you" in hand.text()
        back = await world.fake.click(alice, hand, hand.find_button("Take my seat back").custom_id)
        assert back.callback_type == 7 and "AI is playing" not in back.response.text()
        assert not (await world.live(game_id)).record.seats[0].autoplay
    finally:
        await world.fake.close()


async def test_restart_keeps_every_move_and_old_buttons_work(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    old_hand = await world.open_hand(users[1])
    for seat in (0, 2):
        await play_one(world, users[seat])
    moves = (await world.live(game_id)).record.moves
    old_table = world.table()
    await world.restart()
    live = await world.live(game_id)
    assert live.record.moves == moves and live.record.status == "active"
    # The hand message from before the restart still works.
    select = old_hand.selects()[0]
    result = await world.fake.select(users[1], old_hand, select.custom_id, [o.value for o in select.options[:4]])
    assert result.callback_type == 7
    assert (await world.live(game_id)).state.phase == "draft"
    # And so does the table's My hand button.
    again = await world.fake.click(users[0], old_table, old_table.find_button("My view").custom_id)
    assert again.response.ephemeral and "Your hand" in again.response.text()


async def test_restart_resumes_turn_timers(world):
    alice = world.fake.member("alice")
    game_id = await seated_game(world, [alice], ais=2)
    deadline = (await world.live(game_id)).record.turns.turn_deadline
    await world.restart()
    await world.expire(deadline - world.clock.now + 1)
    live = await world.live(game_id)
    assert live.state.phase != "stock" or 0 not in live.engine.to_act(live.state)


async def test_a_player_whose_time_ran_out_is_answered_at_once_while_the_ai_chooses_for_them(world):
    alice = world.fake.member("alice")
    game_id = await seated_game(world, [alice], ais=2)
    thinkers = world.bot.hoard.service.thinkers
    run, gate, searches = thinkers.run, asyncio.Event(), []

    async def slow(job, *args):
        searches.append(args[4])
        await gate.wait()  # an AI search waiting behind others on a busy bot
        return await run(job, *args)

    thinkers.run = slow
    live = await world.live(game_id)
    late = live.record.turns.turn_deadline - world.clock.now + 1
    world.clock.now += late
    world.fake.advance(late)
    world.bot.hoard.service.scheduler.run_due()
    await world.fake.settle()  # not world.settle(): the timer's work waits for the search
    assert searches == [live.record.moves]  # the AI is choosing Alice's stock for her
    hand = await play_one(world, alice)  # her hand opens and her choice is taken, with no wait for it
    assert hand.ephemeral
    gate.set()
    await world.settle()
    log = await world.bot.hoard.storage.actions(game_id)
    assert {a.source for a in log if a.seat == 0} == {"player"}
    assert not any(e.get("kind") == "timed_out" for a in log for e in a.events)


async def test_rules_and_stop(world):
    alice, bob, mod = world.fake.member("alice"), world.fake.member("bob"), world.fake.member("mod", True)
    rules = await world.read_rules(alice, "red-dragon rules")
    assert "red 11 costs 26" in rules
    # the bonus table is the engine's: every count of zero-trick players that scores, 5 players' three included
    assert "**5 players**: alone 20, 2 of them 10 each, 3 of them 5 each" in rules
    for players, table in TABLES.items():
        for count, bonus in enumerate(table.zero_trick_bonus, 1):
            assert (f"alone {bonus}" if count == 1 else f"{count} of them {bonus} each") in rules.split(
                f"**{players} players**: "
            )[1].split("\n")[0]
    game_id = await seated_game(world, [alice, bob], ais=1)
    refused = await world.stop(world.fake.member("eve"), "red-dragon stop")
    assert refused.response.ephemeral and "Only the host" in refused.response.text()
    stopped = await world.stop(mod, "red-dragon stop")
    assert "abandoned" in stopped.response.text()
    game = await world.bot.hoard.storage.load_game(game_id)
    assert game.status == "abandoned"
    assert world.table is not None and all(
        b.label != "My view" for m in world.fake.channel_messages() for b in m.buttons()
    )
    assert await world.bot.hoard.storage.results(game_id) == []


async def test_commands_sync_only_when_changed(world):
    synced = [r for r in world.fake.requests if r.method == "PUT" and "/commands" in r.path]
    assert len(synced) == 1
    await world.restart()
    synced = [r for r in world.fake.requests if r.method == "PUT" and "/commands" in r.path]
    assert len(synced) == 1


def test_bot_builds_without_token_or_network(tmp_path):
    bot = create_bot(Settings(database_path=tmp_path / "x.sqlite3"))
    assert type(bot).__name__ == "HoardBot"


def test_running_without_a_token_says_what_to_do(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["DISCORD_TOKEN"] = ""
    result = subprocess.run([sys.executable, "bot.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    assert "DISCORD_TOKEN" in result.stderr and len(result.stderr.strip().splitlines()) == 1


async def test_table_is_reposted_before_discord_limits_edits_of_old_messages(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    await seated_game(world, users)
    first = world.table()
    await play_one(world, users[0])
    assert world.table().id == first.id  # edited in place while young
    world.clock.now += 51 * 60
    await play_one(world, users[1])
    fresh = world.table()
    assert fresh.id != first.id and "round 1 of 3" in fresh.text()
    assert world.fake.messages[first.id].buttons() == []  # the old table no longer offers buttons


async def test_a_deleted_table_is_put_back_up(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    await seated_game(world, users)
    first = world.table()
    hand = await world.open_hand(users[0])
    world.fake.messages[first.id].deleted = True  # a moderator cleaned up the channel
    select = hand.selects()[0]
    await world.fake.select(users[0], hand, select.custom_id, [o.value for o in select.options[:4]])
    fresh = world.table()
    assert fresh.id != first.id and "round 1 of 3" in fresh.text()


async def test_a_channel_without_the_permissions_a_table_needs_is_refused(world):
    alice = world.fake.member("alice")
    payload = world.fake.slash_payload(alice, "red-dragon new")
    payload["app_permissions"] = str(discord.Permissions(view_channel=True, send_messages=True).value)
    refused = await world.fake.dispatch(payload, "/red-dragon new without Embed Links")
    text = refused.response.text()
    assert refused.response.ephemeral and "Embed Links" in text and "Attach Files" in text
    assert await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id) is None


async def test_private_views_leave_no_timers_behind(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    await seated_game(world, users)
    for user in users:
        await world.open_hand(user)
    timers = [t for t in asyncio.all_tasks() if "timeout_task_impl" in t.get_coro().__qualname__ and not t.done()]
    assert timers == []  # discord.py would keep each ephemeral view alive for 15 minutes
    hand = await world.open_hand(users[0])
    select = hand.selects()[0]
    chosen = await world.fake.select(users[0], hand, select.custom_id, [o.value for o in select.options[:4]])
    assert chosen.callback_type == 7  # its controls work all the same


def _events_of_random_games(games: int) -> list[Event]:
    """Every event of ``games`` random playouts, plus a round someone sweeps (random play hardly ever does)."""
    found: list[Event] = []
    for seed in range(games):
        seats = 3 + seed % 4
        rng = random.Random(seed)
        state = ENGINE.new_state(seats, ENGINE.resolve_options() if seed % 2 else {}, seed)  # new games and stored
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            found += ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    state = ENGINE.new_state(3, {}, 1)
    state.tricks, state.taken, state.hands = [20, 0, 0], [list(DECK), [], []], [[], [], []]
    return found + ENGINE._score_round(state)


def test_every_event_kind_has_a_sentence() -> None:
    names = ["ann", "ben", "cas", "dot", "eve", "fay"]
    presenter = RedDragonCog.__new__(RedDragonCog)  # (describe needs no bot)
    seen: set[str] = set()
    for event in _events_of_random_games(8):
        line = describe(event, names, i18n.DEFAULT)
        assert line and "{" not in line and "}" not in line, event
        # The table reads stored events back through the presenter: the same sentence.
        assert event_line(presenter, json.loads(json.dumps(event.to_data())), names) == line
        seen.add(event.kind)
    assert seen == {t.kind for t in ENGINE.event_types}


def test_event_sentences_name_players_and_cards() -> None:
    names, english = ["ann", "ben", "cas"], i18n.DEFAULT
    assert describe(ev.StockReady(1), names, english) == "**ben** has chosen their stock cards."
    assert describe(ev.StockRevealed(("Y0", "R11")), names, english) == "The stock is revealed: 🔥11 ⭐0"  # sorted
    assert describe(ev.CardDrafted(2, "G7"), names, english) == "**cas** takes 🍀7."
    assert describe(ev.LastCardTaken(2, "R10"), names, english) == "**cas** takes the last card, 🔥10 (no choice left)."
    assert describe(ev.PlayBegins(2, 1), names, english) == "Round 2: **ben** leads."
    assert describe(ev.CardPlayed(0, "B14"), names, english) == "**ann** plays 💧14."
    assert describe(ev.TrickWon(0, ("B14", "B2", "R11"), 26), names, english) == "**ann** takes the trick (red −26)."
    assert describe(ev.TrickWon(2, ("B14", "B2", "Y3"), 0), names, english) == "**cas** takes the trick."
    assert (
        describe(ev.RoundScored(1, (-39, 42, -3)), names, english) == "Round 1: **ann** −39, **ben** +42, **cas** −3."
    )
    assert describe(ev.Sweep(1), names, english) == "**ben** took every trick and wins the game at once!"
    assert describe(ev.GameOver((10, 20, 30)), names, english) == "The last round is over."
    assert describe(ev.RoundDealt(3), names, english) == "Round 3 is dealt."
    assert describe(ev.RoundScored(2, (0, 6, -6)), names, english) == "Round 2: **ann** 0, **ben** +6, **cas** −6."
    assert card_label("R11") == "🔥11"


async def test_the_table_tells_what_happened(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    await play_one(world, users[1])
    assert "**ben** has chosen their stock cards." in world.table().text()
    for seat in (0, 2):
        await play_one(world, users[seat])
    live = await world.live(game_id)
    assert live.state.phase == "draft"
    stock = " ".join(card_label(c) for c in sorted(live.state.stock, key=sort_key))  # shown sorted
    text = world.table().text()
    assert f"The stock is revealed: {stock}" in text and f"**Stock** (face up): {stock}" in text
    picker = live.engine.to_act(live.state)[0]
    card = live.state.stock[0]
    hand = await world.open_hand(users[picker])
    await world.fake.click(
        users[picker],
        hand,
        next(b.custom_id for b in hand.buttons() if b.custom_id and b.custom_id.endswith(f"take:{card}")),
    )
    assert f"**{users[picker].name}** takes {card_label(card)}." in world.table().text()


# -- taught in place, compact and consistent text -------------------------------------------------------------
TABLE_LIMIT, PRIVATE_LIMIT = 1000, 800
#: wording that must never reach a player: signed zeros, "1 tricks", "card(s)", red without points, an empty
#: trick shown as such, placeholders left unfilled, a hyphen for a minus
ARTEFACTS = re.compile(r"[−+-]0(?!\d)|(?<!\d)1 tricks|\(s\)|red 0|red −0|Trick: empty|[{}]|(?<![\w<@:])-\d")


def embed_size(embed: dict) -> int:
    """The characters Discord counts in an embed: title, description, field names and values, footer, author."""
    size = len(embed.get("title") or "") + len(embed.get("description") or "")
    size += sum(len(f.get("name") or "") + len(f.get("value") or "") for f in embed.get("fields") or ())
    return (
        size + len((embed.get("footer") or {}).get("text") or "") + len((embed.get("author") or {}).get("name") or "")
    )


def artefacts(text: str) -> list[str]:
    """Wrong wording in ``text``."""
    return ARTEFACTS.findall(text)


async def play_to_the_end(world: World, humans: list[FakeUser], ais: int, seed: int) -> int:
    """The humans play a whole game with the controls Discord shows them (random choices), beside AI seats."""
    from tests.test_whole_games_discord import make_a_move

    game_id = await world.start_game("red-dragon new", humans, ais, seed=seed)
    rng = random.Random(seed)
    for _ in range(2000):
        live = await world.live(game_id)
        if live.record.status != "active":
            break
        pending = [s for s in live.engine.to_act(live.state) if not live.record.seats[s].is_ai]
        user = next((u for u in humans if pending and live.record.seat_of(u.id) == pending[0]), None)
        if user is None or not await make_a_move(world, user, rng):
            await world.expire(30)
    assert (await world.live(game_id)).record.status == "finished"
    return game_id


@pytest.mark.parametrize(
    ("names", "ais", "seed"),
    [
        (("ann",), 2, 1),
        (("ann", "Bartholomew the Unbelievably Brave"), 4, 2),
        (("ann", "ben"), 1, 5),
        (("ann",), 3, 4),
    ],
)
async def test_every_table_and_private_view_stays_compact(world, names, ais, seed):
    humans = [world.fake.member(name) for name in names]
    await play_to_the_end(world, humans, ais, seed)
    tables: list[dict] = []
    private: list[dict] = []
    for message in world.fake.messages.values():
        for version in message.versions:
            for embed in version.message.embeds:
                if message.ephemeral and ": rules" not in (embed.get("title") or ""):
                    private.append(embed)
                elif not message.ephemeral and message.interaction_token is None:
                    tables.append(embed)
    assert len(tables) > 50 and len(private) > 20
    biggest_table = max(tables, key=embed_size)
    biggest_private = max(private, key=embed_size)
    assert embed_size(biggest_table) <= TABLE_LIMIT, biggest_table
    assert embed_size(biggest_private) <= PRIVATE_LIMIT, biggest_private
    seen = [FakeMessage(0, 0, {}, embeds_json=orjson.dumps([e])).text() for e in tables + private]
    seen += [m.content for m in world.fake.channel_messages()]
    for text in seen:
        assert not artefacts(text), (artefacts(text), text)
    assert any("1 trick," in t or "1 trick ·" in t or "1 trick\n" in t for t in seen), "one trick, said singular"
    final = world.table().text()
    sheet = final.split("```")[1]
    assert "−0" not in sheet and "+0" not in sheet and "Tot" in sheet


def table_of(view, names: list[str], results: list | None = None):
    from types import SimpleNamespace

    from discord_ui.presenter import TableContext

    game = SimpleNamespace(id=1, turn_seconds=300)
    return TableContext(game, view, names, [], results or [])  # type: ignore[arg-type]


def test_suits_read_apart_without_colour_and_the_table_says_what_its_icons_mean() -> None:
    symbols = list(SUIT_EMOJI.values())
    assert len(set(symbols)) == 4 and not any(s in "🟥🟨🟩🟦⬛⬜" for s in symbols)  # shapes, not coloured squares
    presenter = RedDragonCog.__new__(RedDragonCog)
    view = ENGINE.view(ENGINE.new_state(3, {}, 1), None)
    embed = drawn(presenter.draw_table(table_of(view, ["ann", "ben", "cas"])))[0]
    footer = embed.footer.text or ""
    assert all(f"{symbol} " in footer for symbol in symbols) and "🎴 first player" in footer
    assert "red" in footer and "gold" in footer and "green" in footer and "blue" in footer


def test_rules_pages_read_well_and_the_quick_start_has_three_lines() -> None:
    from discord_ui.presenter import game_text, rules_pages

    cog = RedDragonCog.__new__(RedDragonCog)
    rules, quick_start, tagline = (
        game_text(cog, "en-US", part, **args)
        for part, args in (("rules", cog.rules_arguments()), ("quick-start", {}), ("tagline", {}))
    )
    pages = rules_pages(rules)
    assert 2 <= len(pages) <= 4 and all(len(page) <= 1000 for page in pages)
    assert all(page.startswith("**") for page in pages)  # every page opens with a heading
    assert "🔥 red, ⭐ gold, 🍀 green, 💧 blue" in pages[0] and "🎴" in pages[0]  # the icon legend
    assert len(quick_start.splitlines()) == 3
    assert "3–6" in tagline and "minutes" in tagline and "\n" not in tagline


async def test_the_lobby_and_the_rules_teach_the_game(world):
    alice = world.fake.member("alice")
    lobby = await open_lobby(world, alice)
    assert i18n.text(i18n.DEFAULT, "red-dragon-tagline") in lobby.text()
    rules = await world.read_rules(alice, "red-dragon rules")
    assert rules.startswith("🐉 Red Dragon: rules · quick start")
    assert i18n.text(i18n.DEFAULT, "red-dragon-quick-start") in rules
    assert "**🔢 The cards**" in rules and "**⚠️ Wrong suit**" in rules


def test_a_finished_round_leaves_one_line() -> None:
    presenter = RedDragonCog.__new__(RedDragonCog)
    state = ENGINE.new_state(3, {}, 1)
    assert presenter.round_summary(table_of(ENGINE.view(state, None), ["ann", "ben", "cas"])) is None
    state.rows = [[12, -4, 0]]
    state.last_parts = [[2, 0, 0], [1, 10, 0], [1, 6, 0]]
    state.round = 2
    names = ["ann", "🤖 Ember", "Bartholomew the Unbelievably Brave"]
    line = presenter.round_summary(table_of(ENGINE.view(state, None), names))
    assert line == (
        "🐉 Round 1 of 3 over · **ann** +12 (2 tricks × 6; total +12)"
        " · **🤖 Ember** −4 (1 trick × 6, red −10; total −4)"
        " · **Bartholomew the…** 0 (1 trick × 6, red −6; total 0)"
    )
    state.rows = [[12, -4, 0], [-30, 20, 18]]
    state.last_parts = [[1, 36, 0], [0, 0, 20], [3, 0, 0]]
    state.round = 3
    line = presenter.round_summary(table_of(ENGINE.view(state, None), names))
    assert line is not None and line.startswith(
        "🐉 Round 2 of 3 over · **ann** −30 (1 trick × 6, red −36; total −18) · "
    )
    assert "**🤖 Ember** +20 (no trick, bonus +20; total +16)" in line


def test_tricks_and_red_points_are_worded_right() -> None:
    presenter = RedDragonCog.__new__(RedDragonCog)
    state = ENGINE.new_state(3, {}, 1)
    state.phase = "play"
    state.tricks, state.taken = [1, 2, 0], [["Y3", "G4", "B5"], ["R11", "R2", "Y1", "G1", "B1", "B2"], []]
    view = ENGINE.view(state, None)
    players = drawn(presenter.draw_table(table_of(view, ["ann", "ben", "cas"])))[0].fields[0].value or ""
    assert players.splitlines()[0].startswith("ann 🎴 · 1 trick · ")
    assert "ben · 2 tricks, red −28 · " in players and "cas · no tricks · " in players and "red −0" not in players
    assert "total" not in players  # the first round is not over yet
    state.rows = [[10, -6, -4]]
    table = table_of(ENGINE.view(state, None), ["ann", "ben", "cas"])
    players = drawn(presenter.draw_table(table))[0].fields[0].value or ""
    assert players.splitlines() == [
        "ann 🎴 · 1 trick · 20 in hand · total +10",
        "ben · 2 tricks, red −28 · 20 in hand · total −6",
        "cas · no tricks · 20 in hand · total −4",
    ]
    from types import SimpleNamespace

    from discord_ui.presenter import HandContext

    game = SimpleNamespace(id=1, turn_seconds=300)
    for seat, expected in ((0, "This round: 1 trick"), (1, "This round: 2 tricks, red −28")):
        context = HandContext(game, seat, ENGINE.view(state, seat), ["ann", "ben", "cas"], 0, [])  # type: ignore[arg-type]
        embed, _items = drawn(presenter.draw_hand(context))
        assert (embed.footer.text or "").startswith(expected)


async def test_the_stock_choice_warns_that_the_stock_is_turned_face_up_and_drafted_back(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    await seated_game(world, users)
    hand = await world.open_hand(users[0])
    text = hand.text()
    assert "turned face up" in text and "drafted back" in text, text
    assert "nobody sees which" not in text  # everyone sees the stock once it is turned up
    [select] = [s for s in hand.selects() if not s.disabled]
    assert "face up" in select.placeholder


async def test_the_last_card_of_the_draft_is_taken_for_its_drafter_and_said(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    for seat in range(3):
        await play_one(world, users[seat])
    live = await world.live(game_id)
    assert live.state.phase == "draft"
    clicks = len(live.state.stock) - 1  # every card but the last is chosen
    for _ in range(clicks - 1):
        await play_one(world, users[(await pending_humans(world, game_id))[0]])
    [drafter, last_drafter] = live.state.draft_order
    hand = await world.open_hand(users[drafter])
    take = next(b for b in hand.buttons() if b.custom_id.startswith("a:") and not b.disabled)
    last = next(card for card in live.state.stock if not take.custom_id.endswith(f":take:{card}"))
    result = await world.fake.click(users[drafter], hand, take.custom_id)
    assert result.callback_type == 7
    assert live.state.phase == "play" and last in live.state.hands[last_drafter]  # nobody clicked the last card
    await world.settle()
    assert f"takes the last card, {card_label(last)} (no choice left)" in world.table().text()
    mine = (await world.open_hand(users[last_drafter])).text()
    assert f"You take the last card, {card_label(last)}: there was no choice left." in mine
    assert "takes the last card" not in mine  # the drafter reads it said to them, not the table's line
