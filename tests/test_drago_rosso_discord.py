"""Drago Rosso through Discord: reveals, ransom offers and their timer, take-over races, restarts."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

from cogs.drago_rosso.cog import DragoRossoCog, describe_event, round_summary_line
from discord_ui import i18n
from discord_ui.presenter import rules_pages
from engine.drago_rosso import ENGINE, State
from engine.drago_rosso.events import (
    EVENT_TYPES,
    Advanced,
    Banked,
    DangerCard,
    DragonWakes,
    GameOver,
    NewTurn,
    OfferPassed,
    OfferTaken,
    ReachedHead,
    RoundOver,
    StopCard,
    Stopped,
    TookOver,
)
from engine.protocol import Event
from service.games import GameError, Player
from tests.discord_helpers import World, embed_characters, start_world
from tests.fakediscord import FakeMessage, FakeUser, walk_components
from tests.test_whole_games_discord import make_a_move

#: with this seed the whole-game test below has take-overs, a chain of them, banks and an AI answering offers,
#: and in a two-seat game the AI takes over a knight on stripe 10
SEED = 17
AI_DELAY = 0.5
#: a human's choice in a state, for scripted games
Policy = Callable[[State], str]
#: the most characters a table embed and a private view may hold
TABLE_LIMIT, PRIVATE_LIMIT = 1000, 800
#: Discord's longest display names, so that every text is measured at its longest
LONG_NAMES = ["Bartholomew the Unbelievably Bra", "Maximiliana of the Long Names 12"]


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3", ai_delay=AI_DELAY)
    yield world
    await world.fake.close()


async def seated_game(world: World, humans: list[FakeUser], ais: int = 0, seed: int = SEED, **options) -> int:
    """A started game with these seats, dealt from ``seed`` instead of a random one."""
    return await world.start_game("drago-rosso new", humans, ais, seed, **options)


async def state_of(world: World, game_id: int) -> State:
    return (await world.live(game_id)).state


def action_buttons(message: FakeMessage) -> dict[str, str]:
    """The enabled engine actions a message offers, each with its button's custom id."""
    return {
        b.custom_id.split(":", 3)[3]: b.custom_id
        for b in message.buttons()
        if b.custom_id is not None and b.custom_id.startswith("a:") and not b.disabled
    }


async def press(world: World, user: FakeUser, action: str) -> FakeMessage:
    """``user`` opens their view from the table and presses the button for ``action``."""
    hand = await world.open_hand(user)
    buttons = action_buttons(hand)
    assert action in buttons, (action, hand.text(), hand.buttons())
    result = await world.fake.click(user, hand, buttons[action])
    assert result.callback_type == 7 and result.response is not None, result.requests
    return result.response


async def reach_offer(world: World, game_id: int, users: list[FakeUser]) -> State:
    """Humans reveal once and stop until a ransom offer is open."""
    for _ in range(20):
        state = await state_of(world, game_id)
        if state.phase == "offer":
            return state
        await press(world, users[state.active], "reveal" if state.active_reveals == 0 else "stop")
    raise AssertionError("no offer came up")


async def play_to_the_end(world: World, game_id: int, users: list[FakeUser], policy: Policy) -> State:
    """Humans (the first seats) answer by ``policy``; while only AI seats are to act, the clock moves on."""
    for _ in range(500):
        live = await world.live(game_id)
        if live.record.status != "active":
            return live.state
        humans = [seat for seat in live.engine.to_act(live.state) if seat < len(users)]
        if humans:
            await press(world, users[humans[0]], policy(live.state))
        else:
            await world.expire(AI_DELAY)
    raise AssertionError("the game did not end")


def reveal_twice_take_early(state: State) -> str:
    """Reveal twice and stop; take over while the turn has seen fewer than five cards."""
    if state.phase == "offer":
        return "take" if state.turn_reveals < 5 else "pass"
    return "reveal" if state.active_reveals < 2 else "stop"


async def test_lobby_options_rules_and_stop(world):
    alice, bob = world.fake.member("alice"), world.fake.member("bob")
    lobby = (await world.fake.slash(alice, "drago-rosso new", treasure=150, offer_seconds=20, timer=10)).response
    text = lobby.text()
    assert "Drago Rosso" in text and "2–6" in text and "Turn timer**: 10 min" in text
    assert "Dragon's treasure**: 150" in text and "Ransom offer time (s)**: 20" in text
    alone = await world.fake.click(alice, lobby, lobby.find_button("Start").custom_id)
    assert alone.response.ephemeral and "needs 2–6" in alone.response.text()
    assert i18n.text(i18n.DEFAULT, "drago-rosso-tagline") in text and "about 10 minutes" in text
    rules = await world.read_rules(bob, "drago-rosso rules")
    assert "take over" in rules and "third" in rules
    assert rules.index("quick start") < rules.index("🎴 On your turn") < rules.index("Icons: 🐾 footprints")
    assert rules.index("Icons:") < rules.index("**🎯 Goal**") < rules.index("**🏁 The end**")
    assert "Ransom offer time (s)**: 20" in rules  # the house rules of the lobby here
    await world.fake.click(bob, lobby, lobby.find_button("Join").custom_id)
    await world.fake.click(alice, lobby, lobby.find_button("Start").custom_id)
    table = world.table()
    assert [b.label for b in table.buttons()] == [
        "alice: reveal a card",
        "Stop (reveal first)",
        "My view",
        "Rules",
        "Log",
    ]
    assert table.find_button("Stop").disabled
    assert table.file_names == ["table.png"] and table.embeds[0]["image"]["url"] == "attachment://table.png"
    text = table.text()
    assert "turn 1" in text and "**alice** must reveal a card" in text and "👑 Treasure: 💎 150" in text
    assert "**51** cards: 🐾 1 ×17 · 🐾 2 ×11 · 🐾 3 ×6 · 🐾 4 ×4 · 🛑 stop ×10 · ⚠️ danger ×3" in text
    assert "fines **1/4**" in text and "gems ×1" in text and "offers stay open 20 s" in text
    refused = await world.stop(bob, "drago-rosso stop")
    assert refused.response.ephemeral and "Only the host" in refused.response.text()
    stopped = await world.stop(alice, "drago-rosso stop")
    assert "abandoned" in stopped.response.text()
    assert not any(b.custom_id.endswith(":hand") for m in world.fake.channel_messages() for b in m.buttons())


async def test_whole_game_with_take_overs_through_the_ui(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users, ais=1)
    names = ["ann", "ben", "cas", "🤖 Ember"]
    await play_to_the_end(world, game_id, users, reveal_twice_take_early)
    final = world.table()
    text = final.text()
    assert (
        "game over" in text
        and "🏆" in text
        and [b.label for b in final.buttons()] == ["Rematch", "Rules", "Log", "Replay"]
    )
    results = await world.bot.hoard.storage.results(game_id)
    winners = [r["seat"] for r in results if r["placement"] == 1]
    assert winners and all(f"**{names[s]}**" in text.split("🗡️")[0] for s in winners)
    logged = await world.bot.hoard.storage.actions(game_id)
    events = [e for action in logged for e in action.events]
    takeovers_per_turn = [0]
    for event in events:
        if event["kind"] == "turn":
            takeovers_per_turn.append(0)
        takeovers_per_turn[-1] += event["kind"] == "takeover"
    assert sum(takeovers_per_turn) >= 3 and max(takeovers_per_turn) >= 2  # a chain of take-overs in one turn
    assert any(e["kind"] == "bank" for e in events)
    assert any(a.seat == 3 and a.action == "stop" for a in logged)  # the AI's turns are offered to the humans
    assert any(a.seat == 3 and a.action in ("take", "pass") for a in logged)  # and it answers their offers
    # Every reveal was shown on a table (card, move, gems placed): each round had its own table.
    tables = [m for m in world.fake.channel_messages() if m.file_names or any(v.message.file_names for v in m.versions)]
    assert len(tables) >= 2 and tables[-1] is final
    shown = "\n".join(v.message.text() for m in tables for v in m.versions)
    reveals = {"advance", "head", "stop_card", "danger_card", "dragon_wakes"}
    revealed = [ENGINE.decode_event(e) for e in events if e["kind"] in reveals]
    assert len(revealed) == sum(a.action == "reveal" for a in logged)
    for event in revealed:
        assert event is not None
        line = describe_event(event, names)
        assert line and line in shown


async def test_stopper_has_no_take_button_and_the_service_refuses_it(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    state = await reach_offer(world, game_id, users)
    stopper = state.offer["stopper"]
    hand = await world.open_hand(users[stopper])
    assert action_buttons(hand) == {} and "You stopped" in hand.text()
    live = await world.live(game_id)
    moves = live.record.moves
    player = Player(users[stopper].id, users[stopper].name)
    with pytest.raises(GameError, match="not_your_turn"):
        await world.bot.hoard.service.act(game_id, player, moves, ["take"])
    assert live.record.moves == moves and live.state.phase == "offer"
    other = state.offer["eligible"][0]
    offered = await world.open_hand(users[other])
    assert set(action_buttons(offered)) == {"take", "pass"}
    amount = state.offer["amount"]
    assert offered.find_button(f"Take over for {amount} gems") and "No answer is a pass" in offered.text()
    assert "Your first card · " in offered.text() and "% ends the turn" in offered.text()
    assert "🛑 stop · " in offered.text() and "→ fine 💎 " in offered.text()  # priced for what it would have left


async def test_offer_views_explain_the_clockwise_race(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas", "dot")]
    game_id = await seated_game(world, users)
    state = await reach_offer(world, game_id, users)
    first, middle, last = state.offer["eligible"]
    await press(world, users[middle], "take")
    table = world.table().text()
    assert f"**{users[middle].name}**: 💎 40 · ✅ takes over" in table
    assert f"**{users[last].name}**: 💎 40 · ⏭️ after a taker" in table
    ahead = await world.open_hand(users[first])
    assert set(action_buttons(ahead)) == {"take", "pass"}
    assert f"✅ {users[middle].name} offered too, but you come first" in ahead.text()
    taker = await world.open_hand(users[middle])
    assert action_buttons(taker) == {} and "unless a player before you clockwise takes it too" in taker.text()
    behind = await world.open_hand(users[last])
    assert action_buttons(behind) == {} and "not yours to take" in behind.text()
    await press(world, users[first], "pass")
    assert (await state_of(world, game_id)).active == middle
    assert f"**{users[middle].name}** took over" in world.table().text()


@pytest.mark.parametrize("later_first", [True, False])
async def test_two_players_accepting_at_once_the_first_clockwise_wins(world, later_first):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    state = await reach_offer(world, game_id, users)
    stopper, amount = state.offer["stopper"], state.offer["amount"]
    first, second = state.offer["eligible"]
    before = list(state.gems)
    hands = {seat: await world.open_hand(users[seat]) for seat in (first, second)}
    order = [second, first] if later_first else [first, second]
    payloads = [world.fake.component_payload(users[s], hands[s], action_buttons(hands[s])["take"]) for s in order]
    results = [world.fake.dispatch_now(payload, "take over") for payload in payloads]
    await world.settle()
    assert all(r.responded for r in results)
    state = await state_of(world, game_id)
    assert (state.phase, state.active) == ("turn", first)
    assert state.gems[first] == before[first] - amount and state.gems[stopper] == before[stopper] + amount
    assert state.gems[second] == before[second]
    answers = {
        s: json.dumps([q.json for q in r.requests if "/callback" in q.path])
        for s, r in zip(order, results, strict=True)
    }
    if not later_first:
        assert "moved on" in answers[second]  # the window had closed before the second click arrived
    taker_hand = await world.open_hand(users[first])
    assert set(action_buttons(taker_hand)) == {"reveal"} and "You took over this turn" in taker_hand.text()
    assert f"took over **{users[stopper].name}**'s turn" in world.table().text()


async def test_offer_window_closes_by_time(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users, offer_seconds=20)
    state = await reach_offer(world, game_id, users)
    stopper, amount = state.offer["stopper"], state.offer["amount"]
    first, second = state.offer["eligible"]
    live = await world.live(game_id)
    deadline = live.record.turns.turn_deadline
    assert deadline == pytest.approx(world.clock.now + 20, abs=0.01)
    table = world.table().text()
    assert f"<t:{int(deadline)}:R>" in table.split("🗡️")[0] and "⏳ deciding" in table
    await press(world, users[second], "pass")
    gems = state.gems[stopper]
    await world.expire(19)
    assert live.state.phase == "offer"
    await world.expire(1.5)
    assert live.state.phase == "turn" and live.state.gems[stopper] == gems + amount
    last = (await world.bot.hoard.storage.actions(game_id))[-1]
    assert (last.seat, last.action, last.source) == (first, "pass", "timer")
    assert live.record.seats[first].timeouts == 0  # passing by silence is a rule, not a missed turn
    assert "banks the" in world.table().text()


async def test_restart_during_an_offer_window_resumes_it(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    state = await reach_offer(world, game_id, users)
    stopper, amount = state.offer["stopper"], state.offer["amount"]
    first, second = state.offer["eligible"]
    await press(world, users[first], "pass")
    gems = state.gems[stopper]
    deadline = (await world.live(game_id)).record.turns.turn_deadline
    old_hand = await world.open_hand(users[second])
    world.clock.now += 10
    await world.restart()
    live = await world.live(game_id)
    assert live.state.phase == "offer" and live.engine.to_act(live.state) == [second]
    assert live.record.turns.turn_deadline == deadline  # the window keeps its end, it does not start again
    await world.expire(deadline - world.clock.now - 1)
    assert live.state.phase == "offer"
    await world.expire(1.5)
    assert live.state.phase == "turn" and live.state.gems[stopper] == gems + amount
    assert "banks the" in world.table().text()
    # The hand from before the restart is stale now: a click refreshes it instead of playing.
    stale = await world.fake.click(users[second], old_hand, action_buttons(old_hand)["take"])
    assert "moved on" in stale.response.text()
    # Play continues with the next turn.
    owner = live.state.owner
    await press(world, users[owner], "reveal")
    last = (await world.bot.hoard.storage.actions(game_id))[-1]
    assert (last.seat, last.action, last.source) == (owner, "reveal", "player")


async def test_six_seats_with_ai_rivals_fit_discord_limits(world):
    """One human with a long name against five AI seats to the end: the biggest table and offer views."""
    human = world.fake.member("Bartholomew the Unbelievably Brave of the Northern Marches")

    def bold(state: State) -> str:
        if state.offer is not None:
            return "take" if state.offer["amount"] < 20 else "pass"
        return "reveal" if state.active_reveals < 3 else "stop"

    game_id = await seated_game(world, [human], ais=5)
    await play_to_the_end(world, game_id, [human], bold)
    text = world.table().text()
    assert "game over" in text and "🏆" in text
    logged = await world.bot.hoard.storage.actions(game_id)
    assert any(a.action == "stop" and a.source == "ai" for a in logged)
    assert any(a.action in ("take", "pass") and a.seat == 0 for a in logged)


# -- clocks around the offer window ------------------------------------------------------------------------
async def test_a_late_taker_gets_the_whole_turn_timer(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    state = await reach_offer(world, game_id, users)
    world.clock.now += 25  # five seconds of the window left
    await press(world, users[state.offer["eligible"][0]], "take")
    live = await world.live(game_id)
    assert live.record.turns.turn_deadline == pytest.approx(world.clock.now + 300, abs=0.01)


async def test_the_turn_after_a_timed_out_offer_has_its_timer(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    await reach_offer(world, game_id, users)
    await world.expire(31)
    live = await world.live(game_id)
    assert live.state.phase == "turn"
    assert live.record.turns.turn_deadline == pytest.approx(world.clock.now + 300, abs=0.01)


async def test_an_ai_that_takes_over_reveals_at_the_ai_pace(world):
    human = world.fake.member("ann")

    def push_to_stripe_ten(state: State) -> str:
        if state.phase == "offer":
            return "pass"
        return "reveal" if state.knight < 10 or state.active_reveals == 0 else "stop"

    game_id = await seated_game(world, [human], ais=1)
    await play_to_the_end(world, game_id, [human], push_to_stripe_ten)
    logged = await world.bot.hoard.storage.actions(game_id)
    taken = next(i for i, a in enumerate(logged) if a.seat == 1 and a.action == "take")
    assert logged[taken + 1].at > logged[taken].at  # its first reveal comes one AI delay later


async def test_the_table_itself_offers_the_moves(world):
    alice, bob = world.fake.member("alice"), world.fake.member("bob")
    game_id = await seated_game(world, [alice, bob])
    table = world.table()
    wrong = await world.fake.click(bob, table, table.find_button("reveal a card").custom_id)
    assert wrong.response.ephemeral and "not your turn" in wrong.response.text()
    assert (await world.live(game_id)).record.moves == 0
    # A double click on the table's Reveal: one reveal, and the other click is told the table moved on.
    twice = await world.fake.click_many([(alice, table, table.find_button("reveal a card").custom_id)] * 2)
    assert sorted(r.callback_type for r in twice) == [4, 7]  # the move is answered with the table redrawn
    assert "moved on" in next(r for r in twice if r.callback_type == 4).response.text()
    live = await world.live(game_id)
    assert live.record.moves == 1
    assert live.state.phase == "turn" and live.state.active == 0  # seed 17 opens with a footprint
    table = world.table()
    await world.fake.click(alice, table, table.find_button("Stop and keep").custom_id)
    offer_table = world.table()
    assert live.state.offer is not None
    amount = live.state.offer["amount"]
    labels = [b.label for b in offer_table.buttons()]
    assert labels == [f"Take over for {amount} gems", "Pass", "My view", "Rules", "Log"]
    await world.fake.click(bob, offer_table, offer_table.find_button("Pass").custom_id)
    live = await world.live(game_id)
    assert live.state.phase == "turn" and live.state.active == 1 and live.state.gems[0] == 40 + amount


# -- the sentences of the events ------------------------------------------------------------------------
NAMES = ["ann", "ben", "cas", "dot"]


@pytest.mark.parametrize(
    ("event", "sentence"),
    [
        (
            Advanced(seat=0, steps=2, start=0, to=2, placed=2, due=2, doubled=False, pile=2),
            "**ann** reveals 🐾 2: the knight goes to stripe 2 and the pile grows to 2 gems (+2)",
        ),
        (
            Advanced(seat=1, steps=1, start=4, to=5, placed=10, due=10, doubled=True, pile=19),
            "**ben** reveals 🐾 1: the knight goes to stripe 5 and the pile grows to 19 gems (+10, doubled)",
        ),
        (
            Advanced(seat=0, steps=3, start=4, to=7, placed=1, due=7, doubled=False, pile=5),
            "**ann** reveals 🐾 3: the knight goes to stripe 7 and the pile grows to 5 gems (+1 of the 7 due: the "
            "treasure is empty)",
        ),
        (
            Advanced(seat=0, steps=1, start=0, to=1, placed=1, due=1, doubled=False, pile=1),
            "**ann** reveals 🐾 1: the knight goes to stripe 1 and the pile grows to 1 gem (+1)",
        ),
        (
            ReachedHead(seat=2, steps=4, pile=40, prize=160),
            "**cas** reveals 🐾 4: the knight reaches the dragon's head! **cas** takes the 40 gems beside it and the "
            "whole treasure (160 gems)",
        ),
        (
            StopCard(seat=0, fine=1, divisor=4, returned=2),
            "**ann** reveals a 🛑 stop card: pays 1 gem (1/4 of their gems) and loses the pile of 2 gems",
        ),
        (
            StopCard(seat=0, fine=0, divisor=2, returned=1),
            "**ann** reveals a 🛑 stop card: pays no fine (too few gems) and loses the pile of 1 gem",
        ),
        (
            DangerCard(seat=1, number=1, fine=10, divisor=4, returned=0),
            "**ben** reveals the first ⚠️ danger card, which works as a stop card: pays 10 gems (1/4 of their gems)",
        ),
        (
            DangerCard(seat=1, number=2, fine=20, divisor=2, returned=1),
            "**ben** reveals the second ⚠️ danger card: pays 20 gems (1/2 of their gems) and loses the pile of 1 gem. "
            "From now on fines are 1/2 and gems double",
        ),
        (
            DragonWakes(seat=3, lost=50, returned=4),
            "**dot** reveals the third ⚠️ danger card: the dragon wakes! **dot** loses all 50 gems",
        ),
        (
            Stopped(seat=0, stripe=3, amount=5, bidders=(2, 3)),
            "**ann** stops on stripe 3 with 5 gems; **cas**, **dot** may pay that to take over",
        ),
        (
            Stopped(seat=0, stripe=3, amount=5, bidders=(1, 2, 3)),
            "**ann** stops on stripe 3 with 5 gems; 3 players may pay that to take over",
        ),
        (
            Stopped(seat=0, stripe=3, amount=5, bidders=()),
            "**ann** stops on stripe 3; nobody can pay the 5 gems ransom",
        ),
        (OfferTaken(seat=2), "**cas** offers to take over"),
        (OfferPassed(seat=3), "**dot** passes"),
        (TookOver(seat=1, stopper=0, amount=5), "**ben** pays **ann** 5 gems and takes over the turn"),
        (Banked(seat=0, amount=11), "**ann** banks the 11 gems beside the knight"),
        (Banked(seat=0, amount=1), "**ann** banks the 1 gem beside the knight"),
        (NewTurn(turn=2, seat=1), "Turn 2: **ben** to play"),
        (
            RoundOver(
                round=2,
                gems=(45, 40, 20, 0),
                change=(5, 0, -20, -54),
                banked=(7, 0, 0, 0),
                received=(0, 0, 2, 0),
                paid=(-2, 0, 0, 0),
                fines=(0, 0, -22, 0),
                lost=(0, 0, 0, -54),
                treasure=(0, 0, 0, 0),
            ),
            "Round 2 is over: **ann** 💎 45 (+5: banked +7, ransoms paid −2) · **ben** 💎 40 · "
            "**cas** 💎 20 (−20: ransoms received +2, fines −22) · **dot** 💎 0 (−54: lost to the dragon −54)",
        ),
        (
            RoundOver(
                round=1,
                gems=(240, 40, 40, 40),
                change=(200, 0, 0, 0),
                banked=(57, 0, 0, 0),
                received=(0, 0, 0, 0),
                paid=(0, 0, 0, 0),
                fines=(0, 0, 0, 0),
                lost=(0, 0, 0, 0),
                treasure=(143, 0, 0, 0),
            ),
            "Round 1 is over: **ann** 💎 240 (+200: banked +57, the treasure +143) · **ben** 💎 40 · **cas** 💎 40 · "
            "**dot** 💎 40",
        ),
        (GameOver(winners=(1,), gems=60), "Game over: **ben** wins with 60 gems"),
        (GameOver(winners=(1, 2), gems=50), "Game over: **ben** and **cas** share the win with 50 gems"),
    ],
)
def test_every_event_reads_as_a_sentence(event: Event, sentence: str) -> None:
    presenter = DragoRossoCog.__new__(DragoRossoCog)  # the drawing hooks need no bot
    assert presenter.describe(event, NAMES, "en-US") == sentence
    stored = ENGINE.decode_event(json.loads(json.dumps(event.to_data())))
    assert stored == event and presenter.describe(stored, NAMES, "en-US") == sentence


def test_every_kind_the_engine_emits_has_a_sentence() -> None:
    presenter = DragoRossoCog.__new__(DragoRossoCog)
    seen: set[str] = set()
    for seed in range(200):
        seats = 2 + seed % 5
        names = [f"p{seat}" for seat in range(seats)]
        rng = random.Random(seed)
        state = ENGINE.new_state(seats, {"treasure": seed % 250}, seed)
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            for event in ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat))):
                line = presenter.describe(event, names, "en-US")
                assert line and "{" not in line and "}" not in line, event
                seen.add(event.kind)
    assert seen == {event_type.kind for event_type in EVENT_TYPES}


# -- taught in place, compact, and old tables that end cleanly ------------------------------------------------------
def test_the_rules_come_in_short_pages_after_a_quick_start() -> None:
    tagline, quick_start, rules = (
        i18n.text(i18n.DEFAULT, f"drago-rosso-{part}") for part in ("tagline", "quick-start", "rules")
    )
    assert len(tagline) <= 120
    assert len(quick_start.splitlines()) == 4  # three lines to start, one legend of the icons
    for icon in ("🐾", "🛑", "⚠️", "💎", "👑", "🗡️", "🂠", "🎲", "✋", "✅", "❌", "⏳", "⏭️"):
        assert icon in quick_start.splitlines()[-1]
    pages = rules_pages(rules)
    assert len(pages) >= 3 and all(len(page) <= 1000 for page in pages)
    assert all(page.startswith("**") for page in pages)  # every page opens with a heading
    assert "{" not in rules and "30 s" in rules  # the offer window's default


def test_a_round_over_leaves_one_line_of_scores() -> None:
    stored = ENGINE.dump(ENGINE.new_state(3, {}, SEED))
    del stored["round_parts"], stored["previous_round_parts"]  # a game stored before a round's parts were kept
    state = ENGINE.load(stored)
    names = ["ann", "ben", "🤖 Ember"]
    assert round_summary_line(ENGINE.view(state, None), names) is None  # nothing is over in round 1
    state.gems, state.turn, state.owner, state.active = [52, 40, 28], 3, 2, 2
    state.deck = ["stop"] * 4 + state.deck
    ENGINE.apply(state, 2, "reveal")  # seat 2's turn ends: round 2 begins
    view = ENGINE.view(state, None)
    assert (view.round, view.round_gems, view.last_round) == (2, (52, 40, 21), (12, 0, -19))
    line = round_summary_line(view, names)  # the round it was stored in: what it changed, not where that came from
    assert line == "🐉 Round 1 over · **ann** 💎 52 (+12) · **ben** 💎 40 · **🤖 Ember** 💎 21 (−19)"
    for seat in range(3):  # a stop card each: the round's parts are fines
        ENGINE.apply(state, seat, "reveal")
    line = round_summary_line(ENGINE.view(state, None), names)
    assert line == (
        "🐉 Round 2 over · **ann** 💎 39 (−13: fines −13) · **ben** 💎 30 (−10: fines −10) · "
        "**🤖 Ember** 💎 16 (−5: fines −5)"
    )
    assert "−0" not in line and "+0" not in line


async def test_each_round_gets_a_new_table_and_the_old_one_keeps_its_scores(world):
    human = world.fake.member("ann")

    def careful(state: State) -> str:
        if state.phase == "offer":
            return "pass"
        return "reveal" if state.active_reveals < 1 else "stop"

    game_id = await seated_game(world, [human], ais=1)
    await play_to_the_end(world, game_id, [human], careful)
    live = await world.live(game_id)
    messages = world.fake.channel_messages()
    summaries = [m for m in messages if m.content.startswith("🐉 Round ")]
    assert len(summaries) == ENGINE.view(live.state, None).round - 1 >= 2
    for number, message in enumerate(summaries, start=1):
        assert message.content.startswith(f"🐉 Round {number} over · **ann** 💎 ")
        assert "**🤖 Ember** 💎 " in message.content and "\n" not in message.content
        assert message.embeds == [] and message.components == [] and message.attachments == []
    assert world.table() is messages[-1] and "Rematch" in [b.label for b in world.table().buttons()]


async def test_your_own_fine_reads_plainly_in_your_view(world):
    users = [world.fake.member(name) for name in ("ann", "ben")]
    game_id = await seated_game(world, users)
    live = await world.live(game_id)
    live.state.deck = ["2", "stop", *live.state.deck]
    live.state.gems[0] = 27
    hand = await world.open_hand(users[0])
    await world.fake.click(users[0], hand, action_buttons(hand)["reveal"])
    await world.fake.click(users[0], hand, action_buttons(hand)["reveal"])
    text = hand.text()
    assert "🛑 Stop card: you lose 💎 6 (1/4 of your gems), and the pile goes back." in text
    assert "**ben** is playing" in text and action_buttons(hand) == {}
    assert "**ann** reveals a 🛑 stop card: pays 6 gems (1/4 of their gems) and loses the pile of 2 gems" in text
    await press(world, users[1], "reveal")  # a newer card: the line has done its job
    assert "you lose" not in (await world.open_hand(users[0])).text()


@pytest.mark.parametrize(
    ("seed", "names", "ais"),
    [
        (1, ["ann"], 1),
        (2, LONG_NAMES[:1], 5),
        (3, LONG_NAMES, 1),
        (4, LONG_NAMES, 4),
        (5, ["ann", "ben"], 2),
    ],
)
async def test_every_table_and_private_view_stays_compact(world, seed, names, ais):
    """Whole games, 1-2 humans beside AI seats: every version of every table and private view the fake recorded
    fits in 1,000 and 800 characters, counted as Discord counts them."""
    users = [world.fake.member(name) for name in names]
    game_id = await seated_game(world, users, ais=ais, seed=seed)
    rng = random.Random(seed)
    for _ in range(600):
        live = await world.live(game_id)
        if live.record.status != "active":
            break
        waiting = [seat for seat in live.engine.to_act(live.state) if seat < len(users)]
        if not waiting or not await make_a_move(world, users[rng.choice(waiting)], rng):
            await world.expire(AI_DELAY)
    assert (await world.live(game_id)).record.status == "finished"
    sizes: dict[str, list[int]] = {"table": [], "private": []}
    for message in world.fake.messages.values():
        for version in message.versions:
            for embed in version.message.embeds:
                sizes["private" if version.message.ephemeral else "table"].append(embed_characters(embed))
    assert sizes["table"] and sizes["private"]
    assert max(sizes["table"]) <= TABLE_LIMIT, max(sizes["table"])
    assert max(sizes["private"]) <= PRIVATE_LIMIT, max(sizes["private"])
    assert world.fake.refused == []


async def test_a_ransom_older_than_many_reveals_stays_in_since_your_last_move(world):
    """Bob stops, Cas takes over and pays him, then reveals card after card: Ann has not moved since, and her view's
    "since your last move" keeps the stop and the take-over, cutting the oldest reveals (and saying how many)."""
    users = [world.fake.member(name) for name in ("ann", "bob", "cas")]
    game_id = await seated_game(world, users)
    live = await world.live(game_id)
    ann, bob, cas = (users.index(u) for u in users)
    assert live.state.active == ann, live.state.active
    live.state.deck = ["stop", "1", *(["1"] * 12), *live.state.deck]  # Ann is stopped at once, Bob moves a stripe
    await press(world, users[ann], "reveal")
    assert (await state_of(world, game_id)).active == bob
    await press(world, users[bob], "reveal")
    await press(world, users[bob], "stop")
    offer = (await state_of(world, game_id)).offer
    assert offer is not None and offer["eligible"][0] == cas, offer
    await press(world, users[cas], "take")  # first clockwise: it is Cas's turn at once, Ann is not asked
    state = await state_of(world, game_id)
    assert state.phase != "offer" and state.active == cas, state.phase
    for _ in range(10):
        await press(world, users[cas], "reveal")
    since = next(f for f in (await world.open_hand(users[ann])).embeds[0]["fields"] if "Since your last" in f["name"])
    text = since["value"]
    assert "**bob** stops on stripe" in text, text
    assert "**cas** pays **bob**" in text, text
    assert "earlier lines not shown" in text.splitlines()[0], text
    assert text.splitlines()[-1].startswith("**cas** reveals 🐾 1"), text  # the newest still shown


def log_button(message: FakeMessage) -> str:
    """The custom id of the button that opens the game's log."""
    return next(b.custom_id for b in message.buttons() if b.custom_id.endswith(":log"))


async def forged_log_page(
    world: World, user: FakeUser, log: FakeMessage, custom_id: str, channel: int | None = None, guild: int | None = None
) -> FakeMessage:
    """``user`` clicks ``custom_id`` on their log message as a modified client could (optionally as if from another
    channel or server); returns the private answer."""
    real = next(b for b in log.buttons() if not b.disabled).custom_id
    payload = world.fake.component_payload(user, log, real)
    payload["data"]["custom_id"] = custom_id
    for component in walk_components(payload["message"]["components"]):
        if component.get("custom_id") == real:
            component["custom_id"] = custom_id
    if channel is not None:
        payload["channel_id"] = payload["channel"]["id"] = str(channel)
    if guild is not None:
        payload["guild_id"] = str(guild)
    result = await world.fake.dispatch(payload, f"forged {custom_id!r}")
    assert result.response is not None and result.response.ephemeral
    return result.response


async def test_the_log_pages_through_a_running_game_and_refuses_forged_pages(world):
    """The Log button of the table and of a private view opens the whole log so far privately, its newest page first;
    Previous and Next turn its pages in place; a page of another channel's or server's game, or beyond the last, is
    refused privately."""
    users = [world.fake.member(name) for name in ("ann", "bob", "cas")]
    game_id = await seated_game(world, users)
    live = await world.live(game_id)
    live.state.deck = [*(["1"] * 16), "stop", *(["1"] * 10), *live.state.deck]
    for _ in range(17):  # sixteen steps, then a stop card: Bob's turn
        await press(world, users[0], "reveal")
    for _ in range(10):
        await press(world, users[1], "reveal")
    assert (await world.live(game_id)).record.status == "active"
    opened = await world.fake.click(users[2], world.table(), log_button(world.table()))
    log = opened.response
    assert log is not None and log.ephemeral and opened.callback_type == 4
    assert "Move log page 2 of 2" in log.text()
    assert "**bob** reveals 🐾 1: the knight goes to stripe 10" in log.text()  # the newest line
    assert "stripe 1 and" not in log.text()
    older = (await world.fake.click(users[2], log, log.find_button("Previous").custom_id)).response
    assert older is not None and older.id == log.id and "Move log page 1 of 2" in older.text()
    assert "**ann** reveals 🐾 1: the knight goes to stripe 1 and" in older.text()
    newer = (await world.fake.click(users[2], older, older.find_button("Next").custom_id)).response
    assert newer is not None and "Move log page 2 of 2" in newer.text()
    hand = await world.open_hand(users[0])
    from_hand = (await world.fake.click(users[0], hand, log_button(hand))).response
    assert from_hand is not None and from_hand.ephemeral and from_hand.id != hand.id
    assert "Move log page 2 of 2" in from_hand.text()

    elsewhere = world.fake.add_channel("elsewhere")
    refusals = [
        await forged_log_page(world, users[2], newer, f"lp:{game_id}:0", channel=elsewhere),
        await forged_log_page(world, users[2], newer, f"lp:{game_id}:0", guild=world.fake.guild_id + 1),
        await forged_log_page(world, users[2], newer, f"lp:{game_id}:5"),
        await forged_log_page(world, users[2], newer, f"lp:{game_id}:-3"),
        await forged_log_page(world, users[2], newer, f"lp:{game_id + 1}:0"),
    ]
    for refused in refusals:
        assert refused.id != newer.id and "belongs to no game of this channel" in refused.text(), refused.text()
    assert "Move log page 2 of 2" in world.fake.messages[newer.id].text()  # the log itself is left as it was
    on_table = await forged_log_page(world, users[2], world.table(), f"lp:{game_id}:0")
    assert "Move log page" not in on_table.text() and "ann" not in on_table.text(), on_table.text()
    genuine = await forged_log_page(world, users[2], newer, f"lp:{game_id}:0")
    assert genuine.id == newer.id and "Move log page 1 of 2" in genuine.text()  # (the forging itself works)


async def test_the_pile_a_reveal_risks_is_said_before_the_click(world):
    users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
    game_id = await seated_game(world, users)
    state = await reach_offer(world, game_id, users)
    pile = state.pile
    assert pile > 0
    said = f"A stop or danger card also sends the **💎 {pile}** beside the knight back to the treasure."
    offered = await world.open_hand(users[state.offer["eligible"][0]])
    assert said in offered.text(), offered.text()  # a taker pays the pile's worth and then must reveal
    await press(world, users[state.offer["eligible"][0]], "take")
    state = await state_of(world, game_id)
    assert said in (await world.open_hand(users[state.active])).text()
