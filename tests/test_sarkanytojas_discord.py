"""Sárkánytojás and the Dragons' Path puzzle through Discord: tables, My tiles, secret discards, guesses, checks."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from cogs.sarkanytojas.guess import GUESS_PREFIX
from discord_ui import i18n
from discord_ui.formatting import signed
from discord_ui.presenter import event_line, rules_pages
from engine.protocol import Engine, Event
from engine.sarkanytojas import PIT, SHIELD, SIZE
from engine.sarkanytojas.dragons_path import score_guess, solve
from engine.sarkanytojas.events import (
    FIELD_EMPTY,
    LINE_EMPTY,
    GameBegins,
    GameOver,
    Guessed,
    MatchOver,
    MustShow,
    Passed,
    PathGameOver,
    RoundBegins,
    RoundOver,
    RouteFound,
    RouteShown,
    ShieldPitTaken,
    TileGivenUp,
    TileTaken,
)
from tests.discord_helpers import World, embed_characters, start_world
from tests.fakediscord import Button, FakeInteraction, FakeMessage, FakeUser

TAKE_LABEL = re.compile(r"^([+−]\d+|Shield|Pit) · [A-G][1-7]$")


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def seated_game(
    world: World,
    command: str,
    humans: list[FakeUser],
    ais: int = 0,
    seed: int = 1,
    channel: int | None = None,
    **options,
) -> int:
    """A started game of ``/sarkanytojas <command>`` with these seats, dealt from ``seed``."""
    return await world.start_game(f"sarkanytojas {command}", humans, ais, seed, channel, **options)


def cid(button: Button) -> str:
    """A button's custom id (link buttons have none)."""
    assert button.custom_id is not None, button
    return button.custom_id


def answer(result: FakeInteraction) -> FakeMessage:
    """The message an interaction was answered with."""
    assert result.response is not None, result.requests
    return result.response


def table_in(world: World, channel: int) -> FakeMessage:
    """The current table of a channel: its newest message with the private-view or Rematch button."""
    for message in reversed(world.fake.channel_messages(channel)):
        if any(b.custom_id and b.custom_id.endswith((":hand", ":rematch")) for b in message.buttons()):
            return message
    raise AssertionError("no table in that channel")


async def open_view(world: World, user: FakeUser, channel: int | None = None) -> FakeMessage:
    """``user`` presses the table's button for their private view (My tiles / My route)."""
    table = table_in(world, channel or world.fake.channel_id)
    button = next(b for b in table.buttons() if cid(b).endswith(":hand"))
    result = await world.fake.click(user, table, cid(button))
    assert answer(result).ephemeral
    return answer(result)


def actions(message: FakeMessage) -> dict[str, str]:
    """The enabled engine actions a message offers, each with its button's custom id."""
    return {
        cid(b).split(":", 3)[3]: cid(b)
        for b in message.buttons()
        if (b.custom_id or "").startswith("a:") and not b.disabled
    }


async def click_action(world: World, user: FakeUser, message: FakeMessage, action: str) -> FakeMessage:
    buttons = actions(message)
    assert action in buttons, (action, message.text(), message.buttons())
    result = await world.fake.click(user, message, buttons[action])
    assert result.callback_type == 7, result.requests
    return answer(result)


def check_hand_layout(message: FakeMessage) -> None:
    """Discord's limits for our controls: at most four rows of at most five, the fifth row is Refresh."""
    rows = message.components
    assert len(rows) <= 5 and all(len(row["components"]) <= 5 for row in rows)
    assert all(c["custom_id"].startswith("t:") for c in rows[-1]["components"])
    assert all(len(b.label or "") <= 80 for b in message.buttons())


# -- Sárkánytojás --------------------------------------------------------------------------------------


async def test_lobbies_show_the_house_rules(world):
    ann = world.fake.member("ann")
    lobby = (await world.fake.slash(ann, "sarkanytojas new", shield_pit=True, match=3, timer=1)).response
    text = lobby.text()
    assert "Sárkánytojás" in text and "2–4 seats" in text
    assert "Shield and Pit**: on" in text and "Games in the match**: 3" in text and "Turn timer**: 1 min" in text
    await world.fake.click(ann, lobby, lobby.find_button("Cancel").custom_id)
    puzzle = (await world.fake.slash(ann, "sarkanytojas puzzle", level="III", check_seconds=20)).response
    text = puzzle.text()
    assert "Dragons' Path" in text and "1–12 seats" in text
    assert "Level**: III" in text and "Checking time (s)**: 20" in text and "Turn timer**: 2 min" in text
    rules = await world.read_rules(ann, "sarkanytojas rules")
    assert "Dragon Egg" in rules and "Dragons' Path" in rules
    # the Shield & Pit supplement is the document's own, not a house rule; tiles lie face down
    assert "Shield and Pit** (the game's own supplement" in rules and "(house rule)" not in rules.split("Matches")[0]
    assert "Taken tiles lie face down" in rules


async def test_both_games_are_taught_in_place(world):
    """A tagline in the lobby, a three-line quick start with an icon legend, then rules in short pages."""
    ann = world.fake.member("ann")
    for command, kind, legend in (
        ("sarkanytojas new", "sarkanytojas", "🛡️ Shield: give up a dragon"),
        ("sarkanytojas puzzle", "dragons-path", "`#n` the n-th tile of a route"),
    ):
        tagline, quick_start, rules = (
            i18n.text(i18n.DEFAULT, f"{kind}-{part}") for part in ("tagline", "quick-start", "rules")
        )
        lobby = (await world.fake.slash(ann, command)).response
        assert tagline in lobby.text() and "minutes" in tagline
        assert len(tagline) <= 120
        steps, icons = quick_start.split("\n\n")
        assert len(steps.split("\n")) == 3 and legend in icons and "\n" not in icons
        pages = rules_pages(rules)
        assert len(pages) >= 2 and all(len(page) <= 1000 for page in pages)
        assert all(page.startswith("**") for page in pages)  # every page starts at a heading
        await world.fake.click(ann, lobby, lobby.find_button("Cancel").custom_id)
    rules = await world.read_rules(ann, "sarkanytojas rules")
    assert "Your turn:" in rules and "Routes" in rules  # the quick start, then both games' pages


async def test_whole_four_player_pairs_match_through_the_ui(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await seated_game(world, "new", [ann, bob], ais=2, seed=3, shield_pit=True, match=2, open_scores=True)
    first = world.table()
    text = first.text()
    assert "Sárkánytojás · game 1 of 2" in text and first.file_names == ["table.png"]
    assert "ann & 🤖 Ember" in text and "bob & 🤖 Smaug" in text and "Pair score 0" in text
    assert "takes from **row" in text and "Match: scores by game" in text
    users = {0: ann, 1: bob}
    takes = discards = 0
    second_game_seen = False
    while True:
        live = await world.live(game_id)
        if live.record.status != "active":
            break
        seat = live.engine.to_act(live.state)[0]
        assert seat in users, "the AI seats move by themselves"
        hand = await open_view(world, users[seat])
        check_hand_layout(hand)
        buttons = actions(hand)
        if live.state.pending is not None:
            assert all(a.startswith("discard:") for a in buttons) and "give up one of your" in hand.text()
            await click_action(world, users[seat], hand, sorted(buttons)[0])
            discards += 1
            continue
        assert 1 <= len(buttons) <= 6 and all(
            TAKE_LABEL.match(b.label) for b in hand.buttons() if b.custom_id in buttons.values()
        )
        assert "Your take" in hand.text() and "🤝 **🤖" in hand.text()
        if live.state.game == 1 and not second_game_seen:  # results are stored for the match, at its end
            second_game_seen = True
            assert "Game 1" in world.table().text() and await world.bot.hoard.storage.results(game_id) == []
        await click_action(world, users[seat], hand, sorted(buttons)[0])
        takes += 1
        assert takes < 100
    final = world.table()
    text = final.text()
    assert (
        "Sárkánytojás · final" in text
        and "🏆 Final standings" in text
        and text.count("🏆") == 1  # the places are said once, in the standings
        and [b.label for b in final.buttons()] == ["Rematch", "Rules", "Log", "Replay"]
    )
    assert discards >= 1 and second_game_seen
    tables = [m for m in world.fake.channel_messages() if is_table(m.versions[0].message)]
    assert len(tables) == 2 and not tables[0].buttons() and "game 1 of 2" in tables[0].versions[0].message.text()
    assert tables[1] is final and "Game 2" in text
    # The old table ends with one line: game 1's players' and pairs' scores, who won it and its match points.
    first_game = (await world.bot.hoard.storage.scoresheet(game_id))[0]
    summary = tables[0].text()
    assert tables[0].embeds == [] and summary.startswith("🏁 Game 1 of 2 over") and "\n" not in summary
    ours, theirs = (signed(score, i18n.DEFAULT) for score in first_game[:2])
    pairs = rf"ann [^&]+ & 🤖 Ember [^=]+ = {re.escape(ours)} · bob [^&]+ & 🤖 Smaug [^=]+ = {re.escape(theirs)} · "
    assert re.search(pairs, summary), summary
    assert "won by **" in summary and "match points: ann & 🤖 Ember " in summary
    results = await world.bot.hoard.storage.results(game_id)
    assert sorted(r["team"] for r in results) == [0, 0, 1, 1]
    by_seat = {r["seat"]: r for r in results}
    assert by_seat[0]["placement"] == by_seat[2]["placement"] and by_seat[1]["placement"] == by_seat[3]["placement"]
    assert len(await world.bot.hoard.storage.scoresheet(game_id)) == 2


async def shield_scenario(world: World, users: list[FakeUser], channel: int, give_up: str) -> tuple[str, str, str]:
    """ann collects two dragons, then takes a Shield and gives up the ``give_up`` one.

    Returns the table text, bob's view of it and ann's, all just after the discard.
    """
    ann, bob = users
    game_id = await seated_game(world, "new", users, channel=channel, shield_pit=True, open_scores=True)
    state = (await world.live(game_id)).state
    tiles = {"B1": -8, "B3": 1, "D3": -2, "D4": 4, "F4": SHIELD, "F2": 5, "A2": -3, "G2": PIT, "G7": 6}
    state.grid = [None] * (SIZE * SIZE)
    for name, tile in tiles.items():
        state.grid[(int(name[1]) - 1) * SIZE + ord(name[0]) - ord("A")] = tile
    state.egg = 0
    for user, label in ((ann, "−8 · B1"), (bob, "+1 · B3"), (ann, "−2 · D3"), (bob, "+4 · D4")):
        hand = await open_view(world, user, channel)
        assert [b.label for b in hand.buttons() if cid(b).startswith("a:")] == [label]
        await world.fake.click(user, hand, cid(hand.find_button(label)))
    hand = await open_view(world, ann, channel)
    chosen = await world.fake.click(ann, hand, cid(hand.find_button("Shield · F4")))
    choice = answer(chosen)
    assert "You took a **Shield**" in choice.text() and "only you will know" in choice.text()
    assert [b.label for b in choice.buttons() if cid(b).startswith("a:")] == ["Give up −8", "Give up −2"]
    table = table_in(world, channel).text()
    assert "chooses which of their dragons to give up" in table
    done = await world.fake.click(ann, choice, cid(choice.find_button(give_up)))
    return table_in(world, channel).text(), (await open_view(world, bob, channel)).text(), answer(done).text()


async def test_shield_discard_is_chosen_by_the_taker_and_stays_secret(world):
    users = [world.fake.member("ann"), world.fake.member("bob")]
    second = world.fake.add_channel("second-table")
    table_a, bob_a, ann_a = await shield_scenario(world, users, world.fake.channel_id, "Give up −2")
    table_b, bob_b, ann_b = await shield_scenario(world, users, second, "Give up −8")
    # ann knows exactly what she kept...
    assert "gave up 🐉−2" in ann_a and "score −8" in ann_a and "gave up 🐉−8" in ann_b and "score −2" in ann_b
    # ...while the table and bob only learn that one dragon went, and see the same in both games.
    assert table_a == table_b and bob_a == bob_b
    for text in (table_a, bob_a):
        assert "gave up" not in text
        assert "−8 to −2" in text
    assert "one dragon went face down" in table_a  # bob's view has the scores only; the tiles are on the table
    assert "puts the Shield and one of their dragons face down" in table_a
    # Once the game is over, everything is revealed.
    game_id = (await world.bot.hoard.storage.open_game_in_channel(second)).id
    while (live := await world.live(game_id)).record.status == "active":
        seat = live.engine.to_act(live.state)[0]
        hand = await open_view(world, users[seat], second)
        await click_action(world, users[seat], hand, sorted(actions(hand))[0])
    final = [m for m in world.fake.channel_messages(second) if "Sárkánytojás" in m.text()][-1].text()
    assert "Sárkánytojás · final" in final and "gave up 🐉−8" in final


async def test_taken_tiles_lie_face_down_on_the_table_and_in_the_others_views(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await seated_game(world, "new", [ann, bob])
    state = (await world.live(game_id)).state
    tiles = {"B1": 8, "B3": -2, "D3": 5, "G3": 1}
    state.grid = [None] * (SIZE * SIZE)
    for name, tile in tiles.items():
        state.grid[(int(name[1]) - 1) * SIZE + ord(name[0]) - ord("A")] = tile
    state.egg = 0
    hand = await open_view(world, ann)
    await world.fake.click(ann, hand, cid(hand.find_button("+8 · B1")))
    table = world.table().text()
    assert "🂠 1 tile face down" in table and "🥚+8" not in table.split("Recent")[0] and "Score +8" not in table
    assert "Open scores**: off" in (await world.read_rules(ann, "sarkanytojas rules"))
    mine, theirs = (await open_view(world, ann)).text(), (await open_view(world, bob)).text()
    assert "score +8" in mine and "🥚+8" in mine  # her own haul, in her private view
    # bob sees the take happen (as at a real table) but not her haul or score
    scores = next(line for line in theirs.split("\n") if line.startswith("Scores"))
    assert scores == "Scores: **ann** 🂠 1 tile"


async def test_three_players_with_ai_and_a_turn_timer(world):
    ann = world.fake.member("ann")
    game_id = await seated_game(world, "new", [ann], ais=2, seed=8, timer=1)
    live = await world.live(game_id)
    assert live.engine.to_act(live.state) == [0] and "<t:" in world.table().content
    await world.expire(61)  # ann lets her first take run out: the AI takes for her
    assert "ran out of time; the AI plays for them" in world.table().text()
    while (live := await world.live(game_id)).record.status == "active":
        hand = await open_view(world, ann)
        check_hand_layout(hand)
        await click_action(world, ann, hand, sorted(actions(hand))[0])
    text = world.table().text()
    assert "Sárkánytojás · final" in text and ", Dragon Egg +5**" in text and "🏆" in text
    results = await world.bot.hoard.storage.results(game_id)
    assert len(results) == 3 and all(r["team"] is None for r in results)


# -- Dragons' Path --------------------------------------------------------------------------------------


async def announce(world: World, user: FakeUser, value: str, channel: int | None = None) -> FakeInteraction:
    """``user`` opens My route, presses I have it! and types ``value`` into the modal."""
    hand = await open_view(world, user, channel)
    opened = await world.fake.click(user, hand, cid(hand.find_button("I have it!")))
    assert opened.callback_type == 9 and opened.modal is not None
    (field,) = opened.modal.inputs()
    return await world.fake.submit_modal(user, opened.modal, {field: value})


async def build_route(world: World, user: FakeUser, route: list[tuple[int, int]] | list[list[int]]) -> FakeMessage:
    hand = await open_view(world, user)
    for r, c in route:
        check_hand_layout(hand)
        hand = await click_action(world, user, hand, f"step:{r}{c}")
    return hand


def points_text(points: list[int]) -> str:
    names = ("ann", "bob", "cas")
    return ", ".join(f"{names[s]} {signed(p, i18n.DEFAULT)}" for s, p in enumerate(points) if p)


async def test_puzzle_round_guess_better_route_and_failed_demonstration(world):
    ann, bob, cas = (world.fake.member(n) for n in ("ann", "bob", "cas"))
    game_id = await seated_game(world, "puzzle", [ann, bob, cas], seed=4, level="II")
    table = world.table()
    assert "Dragons' Path · level II (4×4) · round 1 of 4" in table.text() and table.file_names == ["table.png"]
    # everyone may guess or pass; the table says so, but nobody is pinged during the race
    assert "Race!" in table.text() and "Pass" in table.text() and "⏰" not in table.content
    live = await world.live(game_id)
    assert not world.bot.hoard.presenters["dragons-path"].pings_for(live.engine.view(live.state, None))
    board = (await world.live(game_id)).state.board
    best, route = solve(board)
    # ann announces a guess below the best route.
    guessed = await announce(world, ann, str(best - 2))
    assert guessed.callback_type == 7 and "checking your" in guessed.response.text()
    table = world.table()
    assert f"ann** says **{best - 2}**" in table.text() and "⏰ <t:" in table.content
    assert f"<@{bob.id}>" in world.fake.last_message().content  # the checkers are pinged
    # bob builds the best route tile by tile; only he sees it.
    hand = await build_route(world, bob, route[:1])
    assert "#1" in hand.text() and "Undo" in [b.label for b in hand.buttons()]
    hand = await click_action(world, bob, hand, "undo")
    hand = await build_route(world, bob, route)
    assert "#1" not in world.table().text() and "#1" not in (await open_view(world, cas)).text()
    hand = await click_action(world, bob, hand, "submit")
    assert "Your check is over" in hand.text()
    assert f"bob {best}" in world.table().text()
    # cas finds nothing better; the round is scored and the best route drawn.
    cas_view = await open_view(world, cas)
    assert f"Best shown so far: **{best}**" in cas_view.text()
    await click_action(world, cas, cas_view, "done")
    text = world.table().text()
    assert (
        f"Best possible: **{best}**" in text
        and f"Points: {points_text(score_guess(3, 0, best - 2, best, False))}" in text
    )
    # Round 2 after everyone presses Next board: bob guesses too high and cannot show it.
    for user in (ann, bob, cas):
        await click_action(world, user, await open_view(world, user), "next")
    assert "round 2 of 4" in world.table().text()
    tables = [m for m in world.fake.channel_messages() if is_table(m.versions[0].message)]
    assert len(tables) == 2 and "round 1 of 4" in tables[0].versions[0].message.text()
    # The old table ends with one line: the guess, the best route's value and the points.
    assert tables[0].text() == (
        f"🧩 Round 1 of 4 over · ann guessed {best - 2}, bob showed {best} · best route {best} · "
        + points_text(score_guess(3, 0, best - 2, best, False))
    )
    await announce(world, bob, "20")
    for user in (ann, cas):
        await click_action(world, user, await open_view(world, user), "done")
    assert "**bob** must now show" in world.table().text()
    board = (await world.live(game_id)).state.board
    hand = await open_view(world, bob)
    while "submit" not in actions(hand):
        hand = await click_action(world, bob, hand, next(a for a in actions(hand) if a.startswith("step:")))
    # demonstrating, bob counts for himself: neither the buttons nor the text give his route's total
    assert hand.find_button("Show it") and "count it yourself" not in hand.text()
    assert "Your route is complete" in hand.text() and not re.search(r"\*\*[+−-]", hand.text())
    await click_action(world, bob, hand, "submit")
    text = world.table().text()
    assert "could not show it" in text and "Points: bob −20" in text
    sheet = (await world.live(game_id)).state.sheet
    assert sheet == [[-abs(best - 2), 2, 2], [0, -20, 0]]


async def test_wrong_input_late_guesses_and_practice_alone(world):
    ann = world.fake.member("ann")
    game_id = await seated_game(world, "puzzle", [ann], seed=2, level="III")
    assert "practice" in world.table().text()
    wrong = await announce(world, ann, "lots")
    assert "“lots” is not a value from −42 to 42" in wrong.response.text()
    stale_hand = await open_view(world, ann)
    board = (await world.live(game_id)).state.board
    best, _ = solve(board)
    await announce(world, ann, str(best))
    text = world.table().text()
    assert "spot on" in text and f"Best possible: **{best}**" in text and "Scores" not in text
    late = await world.fake.click(ann, stale_hand, stale_hand.find_button("I have it!").custom_id)
    assert late.callback_type == 7 and "Too late" in late.response.text()
    hand = await click_action(world, ann, await open_view(world, ann), "next")
    hand = await click_action(world, ann, hand, "pass")
    assert "No guess this time" in world.table().text()
    for _ in range(2):
        hand = await click_action(world, ann, hand, "next")
        hand = await click_action(world, ann, hand, "pass")
    assert "Practice over" in world.table().text()
    assert await world.bot.hoard.storage.results(game_id) == []


async def test_a_guess_comes_through_the_one_listener_every_interaction_goes_to(world):
    """No cog listens to every interaction: each one would be a task more for every click in every game."""
    assert not world.bot.extra_events.get("on_interaction")
    ann = world.fake.member("ann")
    await seated_game(world, "puzzle", [ann], seed=2, level="III")
    wrong = await announce(world, ann, "lots")
    assert "“lots” is not a value from −42 to 42" in wrong.response.text()
    routes = world.bot.hoard.modal_routes
    assert GUESS_PREFIX in routes
    await world.bot.remove_cog("SarkanytojasCog")
    assert GUESS_PREFIX not in routes  # the game's modals go with it


async def test_ai_checks_a_low_guess(world):
    ann = world.fake.member("ann")
    game_id = await seated_game(world, "puzzle", [ann], ais=1, seed=5)
    best, _ = solve((await world.live(game_id)).state.board)
    await announce(world, ann, str(best - 3))
    text = world.table().text()
    assert "**🤖 Ember** showed" in text and "Best possible" in text and "Points: ann −" in text


async def test_ai_checkers_build_their_route_at_a_human_pace(tmp_path):
    """An AI checker taps its route tile by tile, each tile after the AI delay, rather than beating a guess
    the moment it is made."""
    world = await start_world(tmp_path / "paced.sqlite3", ai_delay=1.5)
    try:
        ann = world.fake.member("ann")
        game_id = await seated_game(world, "puzzle", [ann], ais=1, seed=5)
        best, _ = solve((await world.live(game_id)).state.board)
        await announce(world, ann, str(best - 3))
        waited = 0.0
        while (live := await world.live(game_id)).state.phase == "checking":
            assert not live.state.found and "beat it" not in world.table().text()
            await world.expire(1.5)
            waited += 1.5
            assert waited < 30
        route = live.state.last_round["found"]
        assert route is not None and route["seat"] == 1  # 🤖 Ember beat the guess...
        assert waited >= 1.5 * 4  # ...after one AI delay per tile and one to show it, as a person would
        assert "**🤖 Ember** showed" in world.table().text()
    finally:
        await world.fake.close()


async def test_a_checker_is_pinged_when_the_table_was_edited_in_place(world):
    """The guess is announced and the table is edited, not posted again: the checker it now waits for is pinged
    after the usual wait, as in any game."""
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await seated_game(world, "puzzle", [ann, bob], seed=6)
    table = world.table()
    await announce(world, ann, "-8")
    live = await world.live(game_id)
    assert live.state.phase == "checking" and live.engine.to_act(live.state) == [1] and world.table() is table
    await world.expire(61)
    pings = [m.content for m in world.fake.channel_messages() if "your move" in m.content]
    assert pings and all(f"<@{bob.id}>" in ping and f"<@{ann.id}>" not in ping for ping in pings)


async def test_nobody_is_pinged_for_the_next_board(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await seated_game(world, "puzzle", [ann, bob], seed=6)
    puzzle = world.bot.hoard.presenters["dragons-path"]
    await announce(world, ann, "-8")
    live = await world.live(game_id)
    assert live.state.phase == "checking" and puzzle.pings_for(live.engine.view(live.state, None))
    await click_action(world, bob, await open_view(world, bob), "done")
    live = await world.live(game_id)
    assert live.state.phase in ("showing", "reveal")
    if live.state.phase == "showing":
        await click_action(world, ann, await open_view(world, ann), "giveup")
        live = await world.live(game_id)
    assert live.state.phase == "reveal" and live.engine.to_act(live.state) == [0, 1]
    assert not puzzle.pings_for(live.engine.view(live.state, None))
    posted = len(world.fake.channel_messages())
    await world.expire(29)  # the board waits for Next board: no ping, and the next one comes by itself
    assert len(world.fake.channel_messages()) == posted
    await world.expire(2)
    assert "round 2 of 4" in world.table().text()
    assert not [m for m in world.fake.channel_messages() if "your move" in m.content]


async def test_everyone_passing_ends_the_round_and_nobody_scores(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await seated_game(world, "puzzle", [ann, bob], seed=3)
    best, _ = solve((await world.live(game_id)).state.board)
    hand = await click_action(world, ann, await open_view(world, ann), "pass")
    assert "You passed" in hand.text() and "I have it!" not in [b.label for b in hand.buttons()]
    assert "Passed: ann" in world.table().text()
    await click_action(world, bob, await open_view(world, bob), "pass")
    text = world.table().text()
    assert f"Best possible: **{best}**" in text and (await world.live(game_id)).state.sheet == [[0, 0]]


async def test_an_ai_seat_races_to_a_guess_after_thinking(world):
    ann = world.fake.member("ann")
    game_id = await seated_game(world, "puzzle", [ann], ais=1, seed=5)
    await world.expire(13)
    assert (await world.live(game_id)).state.phase == "racing"  # still thinking: ann may beat it to the guess
    await world.expire(1)
    live = await world.live(game_id)
    assert live.state.phase == "checking" and live.state.guesser == 1
    assert "💬 **🤖 Ember** says **" in world.table().text()
    assert "Build a better route" in (await open_view(world, ann)).text()


async def test_twelve_players_fit_on_the_table(world):
    knight = world.fake.member("Bartholomew the Unbelievably Brave of the Northern Marches")
    game_id = await seated_game(world, "puzzle", [knight], ais=11, seed=7, level="III")
    assert (await world.live(game_id)).state.rounds == 12
    await announce(world, knight, "-42")  # every AI checker beats this
    text = world.table().text()
    assert "round 1 of 12" in text and "Best possible" in text and text.count("🥇") == 11 and text.count("▫️") == 1
    hand = await click_action(world, knight, await open_view(world, knight), "next")
    assert "round 2 of 12" in world.table().text() and "I have it!" in [b.label for b in hand.buttons()]


async def test_restart_during_a_checking_window(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await seated_game(world, "puzzle", [ann, bob], seed=6, check_seconds=20)
    best, route = solve((await world.live(game_id)).state.board)
    await announce(world, ann, str(best))
    hand = await build_route(world, bob, route[:1])
    await world.restart()
    # bob's old view still works after the restart, and his route is still there.
    hand = await click_action(world, bob, hand, "undo")
    hand = await click_action(world, bob, hand, f"step:{route[0][0]}{route[0][1]}")
    assert "#1" in hand.text()
    await world.expire(10)
    assert "looking for a route" in world.table().text()
    await world.expire(11)  # the checking window is over: bob's unfinished check ends
    assert "**ann** must now show" in world.table().text()
    live = await world.live(game_id)
    assert live.state.phase == "showing" and live.record.turns.turn_deadline == pytest.approx(world.clock.now + 120)
    await build_route(world, ann, route)
    await world.expire(121)  # a complete route is shown for its builder when time runs out
    text = world.table().text()
    assert "nobody beat it, and ann showed it" in text and f"Points: ann {best:+d}" in text


async def test_stop_ends_a_puzzle(world):
    ann = world.fake.member("ann")
    game_id = await seated_game(world, "puzzle", [ann])
    stopped = await world.stop(ann, "sarkanytojas stop")
    assert "stopped the Dragons' Path game" in stopped.response.text()
    assert (await world.bot.hoard.storage.load_game(game_id)).status == "abandoned"


# -- every event has its sentence ---------------------------------------------------------------------


def playout_events(engine: Engine[Any, Any], seats: int, options: dict[str, Any], seed: int) -> list[Event]:
    """The events of a seeded random game (in the puzzle's race, some seat guesses or passes)."""
    rng = random.Random(seed)
    state = engine.new_state(seats, options, seed)
    events: list[Event] = []
    while not engine.is_over(state):
        to_act = engine.to_act(state)
        seat = rng.choice(to_act) if to_act else rng.randrange(seats)
        legal = engine.legal_actions(state, seat)
        steps = [a for a in legal if a.startswith("step:")]
        if not to_act:  # racing: a guess near the best, or a lone player's pass
            action = "pass" if "pass" in legal and rng.random() < 0.2 else f"guess:{rng.randint(-3, 8)}"
        else:
            action = rng.choice(steps) if steps and rng.random() < 0.85 else rng.choice(legal)
        events += engine.apply(state, seat, action)
    return events


async def test_every_event_kind_has_a_sentence(world):
    names = ["ann", "bob", "cas", "dee"]
    games: list[tuple[str, list[tuple[int, dict[str, Any]]]]] = [
        ("sarkanytojas", [(2 + seed % 3, {"shield_pit": True, "match": 2}) for seed in range(12)]),
        ("dragons-path", [(1 + seed % 3, {"level": "I"}) for seed in range(12)]),
    ]
    for kind, setups in games:
        presenter = world.bot.hoard.presenters[kind]
        seen: set[str] = set()
        for seed, (seats, options) in enumerate(setups):
            for event in playout_events(presenter.engine, seats, options, seed):
                line = event_line(presenter, event.to_data(), names[:seats])
                assert line and "{" not in line and "None" not in line, (event, line)
                seen.add(event.kind)
        assert seen == {t.kind for t in presenter.engine.event_types}, kind


async def test_event_sentences_read_as_before(world):
    names = ["ann", "bob", "cas", "dee"]
    tiles = world.bot.hoard.presenters["sarkanytojas"]
    cases: list[tuple[Event, str]] = [
        (TileTaken(seat=0, row=3, col=2, tile=5), "**ann** takes +5 from C4."),
        (
            ShieldPitTaken(seat=1, row=0, col=6, tile=SHIELD, cost="dragon", must_give_up=True),
            "**bob** takes a Shield from G1 and must give up one of their dragons.",
        ),
        (
            ShieldPitTaken(seat=1, row=0, col=6, tile=PIT, cost="egg", must_give_up=False),
            "**bob** takes a Pit from G1; with no egg to give up, it is discarded.",
        ),
        (TileGivenUp(seat=0, by=PIT, tile_kind="egg"), "**ann** puts the Pit and one of their eggs face down."),
        (
            GameOver(
                game=1,
                end=LINE_EMPTY,
                stuck=1,
                direction="column",
                egg_to=0,
                egg_bonus=5,
                personal=(10, 0),
                scores=(10, 0),
                points=(1, 0),
                winners=(0,),
                pairs=False,
            ),
            "Game 1 ends: **bob** has no tile in their column; **ann** gets the Dragon Egg (+5). "
            "🏆 **ann** +10, **bob** 0",
        ),
        (
            GameOver(
                game=2,
                end=FIELD_EMPTY,
                stuck=None,
                direction=None,
                egg_to=3,
                egg_bonus=5,
                personal=(3, 4, -1, 11),
                scores=(2, 15, 2, 15),
                points=(0, 1, 0, 1),
                winners=(1, 3),
                pairs=True,
            ),
            "Game 2 ends: the field is empty; **dee** gets the Dragon Egg (+5). "
            "**ann**+**cas** +2, 🏆 **bob**+**dee** +15",
        ),
        (GameBegins(game=2, games=3, starter=1), "Game 2 of 3 is laid out; **bob** starts."),
        (MatchOver(points=(1, 2), champions=(1,), best=2), "The match is over: **bob** with 2 match points."),
        (
            MatchOver(points=(1, 1), champions=(0, 1), best=1),
            "The match is over: **ann** and **bob** with 1 match point.",
        ),
    ]
    for event, sentence in cases:
        assert tiles.describe(event, names, i18n.DEFAULT) == sentence
    puzzle = world.bot.hoard.presenters["dragons-path"]
    cases = [
        (Passed(seat=0), "**ann** gives up on this board."),
        (
            Guessed(seat=2, guess=4, practice=False),
            "**cas** has a route worth **4**! The others check for a better one.",
        ),
        (Guessed(seat=0, guess=-2, practice=True), "**ann** guesses **−2**."),
        (RouteFound(seat=1, value=7, guess=5), "**bob** shows a route worth **7**, beating 5!"),
        (MustShow(seat=0, guess=5), "Nobody found better: **ann** must now show a route worth 5."),
        (RouteShown(seat=0, ok=True, value=6, guess=5), "**ann**'s route is worth **6** ✅"),
        (RouteShown(seat=0, ok=False, value=3, guess=5), "**ann**'s route is worth only 3, not 5 ❌"),
        (RouteShown(seat=0, ok=False, value=None, guess=5), "**ann** cannot show the route."),
        (
            RoundOver(round=2, points=(-5, 2, 0), best=7),
            "Round 2: **ann** −5, **bob** +2. The best route was worth 7.",
        ),
        (RoundOver(round=1, points=(0, 0), best=7), "Round 1: nobody scores. The best route was worth 7."),
        (RoundOver(round=3, points=None, best=4), "Round 3: the best route was worth 4."),
        (PathGameOver(winners=(0, 2), points=6), "The game is over: **ann** and **cas** with 6 points."),
        (PathGameOver(winners=(0, 1, 2), points=1), "The game is over: **ann**, **bob**, and **cas** with 1 point."),
        (RoundBegins(round=2, rounds=4), "Round 2 of 4: a new board is laid out. Find the best route!"),
    ]
    for event, sentence in cases:
        assert puzzle.describe(event, names, i18n.DEFAULT) == sentence


def test_a_game_over_sentence_gives_each_score_with_its_parts() -> None:
    """The eggs and dragons each player kept and the Dragon Egg add up to their score; a pair's scores to its own."""
    from cogs.sarkanytojas.words import describe_sarkanytojas

    names = ["ann", "bob", "cas", "dee"]
    two = GameOver(
        game=1,
        end=LINE_EMPTY,
        stuck=1,
        direction="column",
        egg_to=0,
        egg_bonus=5,
        personal=(10, 0),
        scores=(10, 0),
        points=(1, 0),
        winners=(0,),
        pairs=False,
        eggs=(13, 0),
        dragons=(-8, 0),
    )
    assert describe_sarkanytojas(two, names[:2], i18n.DEFAULT) == (
        "Game 1 ends: **bob** has no tile in their column; **ann** gets the Dragon Egg (+5). "
        "🏆 **ann** +10 (🥚+13 🐉−8, Dragon Egg +5) · **bob** 0 (🥚0 🐉0)"
    )
    four = GameOver(
        game=2,
        end=FIELD_EMPTY,
        stuck=None,
        direction=None,
        egg_to=3,
        egg_bonus=5,
        personal=(3, 4, -1, 11),
        scores=(2, 15, 2, 15),
        points=(0, 1, 0, 1),
        winners=(1, 3),
        pairs=True,
        eggs=(9, 6, 2, 10),
        dragons=(-6, -2, -3, -4),
    )
    assert describe_sarkanytojas(four, names, i18n.DEFAULT) == (
        "Game 2 ends: the field is empty; **dee** gets the Dragon Egg (+5). "
        "**ann** +3 (🥚+9 🐉−6) & **cas** −1 (🥚+2 🐉−3) = +2 · "
        "🏆 **bob** +4 (🥚+6 🐉−2) & **dee** +11 (🥚+10 🐉−4, Dragon Egg +5) = +15"
    )


# -- compact text: every table and private view of whole games stays small ---------------------------------

#: what a table embed and a private view may hold at most, counted as Discord counts an embed's characters
TABLE_CHARACTERS = 1000
PRIVATE_CHARACTERS = 800
#: (command, humans, AI seats, options, seed): both games, one or two people beside AI seats
SIZED_GAMES = [
    ("sarkanytojas new", 1, 1, {}, 3),
    ("sarkanytojas new", 2, 1, {"shield_pit": True, "match": 2}, 5),
    ("sarkanytojas new", 2, 2, {"shield_pit": True, "match": 3}, 8),
    ("sarkanytojas new", 1, 3, {"match": 2}, 13),
    ("sarkanytojas puzzle", 1, 1, {"level": "I"}, 3),
    ("sarkanytojas puzzle", 2, 1, {"level": "II"}, 6),
    ("sarkanytojas puzzle", 2, 3, {"level": "III"}, 9),
    ("sarkanytojas puzzle", 1, 0, {"level": "III"}, 4),
]


def message_characters(message: FakeMessage) -> int:
    return sum(embed_characters(embed) for embed in message.embeds)


def is_table(message: FakeMessage) -> bool:
    return any((b.custom_id or "").startswith("t:") for b in message.buttons()) or any(
        (b.custom_id or "").endswith(":rematch") for b in message.buttons()
    )


def is_private_view(message: FakeMessage) -> bool:
    """A version of an ephemeral message that shows a private view (not a page of the rules)."""
    return bool(message.embeds) and ": rules" not in (message.embeds[0].get("title") or "")


async def play_whole_game(world: World, command: str, humans: list[FakeUser], ais: int, seed: int, **options) -> int:
    """A seeded game played to its end by ``humans`` (random moves from their private views) beside AI seats."""
    from tests.test_whole_games_discord import STEP_LIMIT, make_a_move

    game_id = await world.start_game(command, humans, ais, seed, **options)
    rng = random.Random(seed)
    for _ in range(STEP_LIMIT):
        if (await world.live(game_id)).record.status != "active":
            break
        for user in rng.sample(humans, len(humans)):
            if await make_a_move(world, user, rng):
                break
        else:
            await world.expire(30)  # only AI seats (or timers) can move on
    assert (await world.live(game_id)).record.status == "finished", command
    return game_id


@pytest.mark.parametrize(("command", "humans", "ais", "options", "seed"), SIZED_GAMES)
async def test_every_table_and_private_view_stays_compact(world, command, humans, ais, options, seed):
    users = [world.fake.member(name) for name in ("ann", "Bartholomew the Brave")[:humans]]
    await play_whole_game(world, command, users, ais, seed, **options)
    assert world.fake.refused == []
    tables = [
        version.message
        for message in world.fake.channel_messages()
        for version in message.versions
        if is_table(version.message)
    ]
    private = [
        version.message
        for user in users
        for message in world.fake.ephemerals_for(user)
        for version in message.versions
        if is_private_view(version.message)
    ]
    assert tables and private
    biggest_table = max(tables, key=message_characters)
    biggest_view = max(private, key=message_characters)
    assert message_characters(biggest_table) <= TABLE_CHARACTERS, biggest_table.text()
    assert message_characters(biggest_view) <= PRIVATE_CHARACTERS, biggest_view.text()


def test_since_your_last_move_keeps_shields_pits_guesses_and_ends_longest() -> None:
    from cogs.sarkanytojas.cog import SarkanytojasCog
    from cogs.sarkanytojas.puzzle import PuzzlePresenter
    from engine.sarkanytojas import events as ev

    game, puzzle = SarkanytojasCog.__new__(SarkanytojasCog), PuzzlePresenter.__new__(PuzzlePresenter)
    assert game.important(ev.ShieldPitTaken(seat=1, row=2, col=3, tile="S", cost="dragon", must_give_up=True), 0)
    assert not game.important(ev.TileTaken(seat=1, row=2, col=3, tile=5), 0)
    assert puzzle.important(ev.Guessed(seat=1, guess=12, practice=False), 0)
    assert not puzzle.important(ev.Passed(seat=1), 0)


async def test_the_race_says_before_a_guess_that_a_route_you_cannot_show_costs_it(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    await seated_game(world, "puzzle", [ann, bob], seed=3)
    racing = (await open_view(world, ann)).text()
    assert "I have it!" in racing and "a route you cannot show costs you as many points as you guessed" in racing
    await world.stop(ann, "sarkanytojas stop")
    await seated_game(world, "puzzle", [ann], seed=2, level="III")  # practice: a guess risks nothing
    assert "cannot show" not in (await open_view(world, ann)).text()
