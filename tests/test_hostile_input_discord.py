"""Forged and hostile input: what a modified client can send must never crash a handler, reach another
channel's game or let a player stall a game."""

from __future__ import annotations

import asyncio
import functools
import gc
import logging
import math

import discord
import pytest

from service import ratings
from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeInteraction, FakeMessage, FakeUser, walk_components
from tests.test_ratings import finish
from tests.test_records_discord import store_finished


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def forged_click(world: World, user: FakeUser, custom_id: str, channel: int | None = None) -> str:
    """``user`` clicks a button whose custom id was forged; returns the private answer."""
    table = world.table()
    real = next(b for b in table.buttons() if b.custom_id)
    payload = world.fake.component_payload(user, table, real.custom_id)
    payload["data"]["custom_id"] = custom_id
    for component in walk_components(payload["message"]["components"]):  # the message as the client shows it
        if component.get("custom_id") == real.custom_id:
            component["custom_id"] = custom_id
    if channel is not None:
        payload["channel_id"] = payload["channel"]["id"] = str(channel)
    result = await world.fake.dispatch(payload, f"forged {custom_id!r}")
    assert result.response is not None and result.response.ephemeral
    return result.response.text()


@pytest.mark.parametrize(
    "template",
    ["l:{id}:join", "t:{id}:hand", "t:{id}:rematch", "a:{id}:0:play:R11", "a:{id}:99999999999999999999999:pass"],
)
@pytest.mark.parametrize("game_id", [10**30, 2**63, 987654321])
async def test_forged_game_ids_are_refused_politely(world, template, game_id):
    ann = world.fake.member("ann")
    await world.start_game("red-dragon new", [ann], 2, seed=1)
    text = await forged_click(world, ann, template.format(id=game_id))
    assert "belongs to no game of this channel" in text


async def test_a_game_of_another_channel_cannot_be_played_from_here(world):
    ann = world.fake.member("ann")
    game_id = await world.start_game("red-dragon new", [ann], 2, seed=1)
    elsewhere = world.fake.add_channel("elsewhere")
    text = await forged_click(world, ann, f"t:{game_id}:hand", channel=elsewhere)
    assert "belongs to no game of this channel" in text and "Your hand" not in text


async def test_an_empty_select_changes_nothing(world):
    ann = world.fake.member("ann")
    game_id = await world.start_game("krasny-drakon new", [ann], 1, seed=3)
    live = await world.live(game_id)
    hand = await world.open_hand(ann)
    select = next(s for s in hand.selects() if not s.disabled)
    before = (live.record.moves, live.record.turns.turn_deadline, live.record.deadline)
    world.clock.now += 100  # a while into the turn: an empty choice must not restart its timer
    values = [o.value for o in select.options[: select.min_values]]
    payload = world.fake.component_payload(ann, hand, select.custom_id, values)
    payload["data"]["values"] = []
    result = await world.fake.dispatch(payload, "empty select")
    assert result.response is not None and "Choose at least one option" in result.response.text()
    live = await world.live(game_id)
    assert (live.record.moves, live.record.turns.turn_deadline, live.record.deadline) == before


async def test_display_names_are_cut_to_what_discord_allows(world):
    long = world.fake.member("Bartholomew the Unbelievably Brave of the Northern Marches and Beyond")
    game_id = await world.start_game("red-dragon new", [long], 2, seed=1)
    name = (await world.live(game_id)).record.seats[0].name
    assert len(name) == 32 and "Bartholomew the Unbelievably Brave".startswith(name[:20])


async def test_a_finished_game_leaves_nothing_behind_in_memory(world):
    """Per-game locks, pings and cached games are let go when a game ends (a busy bot runs for months)."""
    ann = world.fake.member("ann")
    game_id = await world.start_game("krasny-drakon new", [ann], 1, seed=3)
    hoard = world.bot.hoard
    for _ in range(400):
        live = await world.live(game_id)
        if live.record.status != "active":
            break
        pending = live.engine.to_act(live.state)
        if live.record.seat_of(ann.id) in pending:
            hand = await world.open_hand(ann)
            button = next((b for b in hand.buttons() if b.custom_id.startswith("a:") and not b.disabled), None)
            if button is not None:
                await world.fake.click(ann, hand, button.custom_id)
                continue
            select = next(s for s in hand.selects() if not s.disabled)
            await world.fake.select(ann, hand, select.custom_id, [o.value for o in select.options[: select.min_values]])
            continue
        await world.expire(30)
    assert (await world.live(game_id)).record.status == "finished"
    gc.collect()
    assert game_id not in hoard.service._locks and game_id not in hoard.service._live
    assert game_id not in hoard.pings._expected and game_id not in hoard._refreshing


async def test_a_slow_join_answer_never_brings_the_lobby_back_after_start(world):
    """Join and Start clicked at once; Join's answer is slow on the network. The lobby message must end up
    showing the started game, never the Join/Start buttons of the older state."""
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    lobby = (await world.fake.slash(ann, "red-dragon new")).response
    assert lobby is not None
    await world.fake.click(ann, lobby, lobby.find_button("Add AI: Normal").custom_id)
    join = world.fake.component_payload(bob, lobby, lobby.find_button("Join").custom_id)
    start = world.fake.component_payload(ann, lobby, lobby.find_button("Start").custom_id)
    slow = f"/interactions/{join['id']}/{join['token']}/callback"
    world.fake.latency = lambda method, path: 0.3 if path == slow else 0.0
    world.fake.dispatch_now(join, "join")
    world.fake.dispatch_now(start, "start")
    await world.settle()
    assert "started" in lobby.text() and lobby.buttons() == []
    game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    assert game is not None and game.status == "active" and {"ann", "bob"} <= {s.name for s in game.seats}


async def test_stopping_finishes_the_clicks_in_flight_and_turns_later_ones_away(world):
    """A click being handled when the bot stops is stored and answered; one arriving after is told to retry."""
    ann = world.fake.member("ann")
    game_id = await world.start_game("krasny-drakon new", [ann], 1, seed=3)
    hand = await world.open_hand(ann)
    select = next(s for s in hand.selects() if not s.disabled)
    values = [o.value for o in select.options[: select.min_values]]
    first, second = (world.fake.component_payload(ann, hand, select.custom_id, values) for _ in range(2))
    in_flight = world.fake.dispatch_now(first, "reserve")
    await asyncio.sleep(0)  # the click's handler has started
    closing = asyncio.create_task(world.bot.close())
    for _ in range(5):
        await asyncio.sleep(0)
    assert world.bot.hoard.closing
    late = world.fake.dispatch_now(second, "late")
    await closing
    await world.fake.settle()
    assert in_flight.callback_type == 7 and late.response is not None and "restarting" in late.response.text()
    await world.restart()
    assert len(await world.bot.hoard.storage.actions(game_id)) >= 3  # the reserve's three cards were stored


def pending_mentions(world: World, users: list[FakeUser]) -> set[str]:
    return {u.name for u in users if f"<@{u.id}>" in world.table().content}


async def test_a_table_discord_failed_to_update_is_redrawn_and_logged_once(world, caplog):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1)
    table = world.table()
    world.fake.inject(
        lambda method, path: method == "PATCH" and path.endswith(f"/{table.id}"), 503, 0, "Unavailable", 2
    )
    with caplog.at_level(logging.WARNING, logger="discord_ui.app"):
        for user in (ann, ben):  # each stock choice changes the table; the first two edits fail
            hand = await world.open_hand(user)
            select = next(s for s in hand.selects() if not s.disabled)
            values = [o.value for o in select.options[: select.min_values]]
            await world.fake.select(user, hand, select.custom_id, values)
        await world.expire(10)  # the pause before the next try (5 s after one failure, 10 s after two)
    warnings = [r for r in caplog.records if "could not update the table" in r.getMessage()]
    assert len(warnings) == 1 and not any(r.exc_info for r in caplog.records)
    live = await world.live(game_id)
    waiting = {live.record.seats[s].name for s in live.engine.to_act(live.state)}
    assert pending_mentions(world, [ann, ben]) == waiting & {"ann", "ben"}  # the table shows the game as it is


async def test_a_deleted_channel_ends_its_game_as_abandoned(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1, timer=1)
    del world.fake.channels[world.fake.channel_id]
    await world.expire(61)  # the timer runs out: the AI moves, and the table cannot be updated
    game = await world.bot.hoard.storage.load_game(game_id)
    assert game is not None and game.status == "abandoned"
    assert await world.bot.hoard.storage.results(game_id) == []


async def test_any_player_can_post_the_table_again_at_the_bottom(world):
    ann = world.fake.member("ann")
    await world.start_game("red-dragon new", [ann], 2, seed=1)
    old = world.table()
    answer = await world.fake.slash(ann, "red-dragon table")
    assert answer.response is not None and answer.response.ephemeral
    new = world.table()
    assert new.id != old.id and world.fake.channel_messages()[-1].id == new.id and old.buttons() == []


@pytest.mark.parametrize(("option", "value"), [("timer", -1), ("timer", 10**9)])
async def test_forged_options_are_refused_by_the_service(world, option, value):
    ann = world.fake.member("ann")
    payload = world.fake.slash_payload(ann, "red-dragon new")
    subcommand = payload["data"]["options"][0]
    subcommand.setdefault("options", []).append({"name": option, "type": 4, "value": value})
    result = await world.fake.dispatch(payload, f"forged {option}={value}")
    assert result.response is not None and result.response.ephemeral
    assert await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id) is None


async def test_forgetting_a_member_holds_in_a_game_being_played(world):
    """/records forget for someone seated in a running game: the AI keeps the seat as a former member,
    and neither a timeout nor a restart brings their id or name back."""
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    admin = world.fake.member("admin", manage_guild=True)
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1, timer=1)
    asked = await world.fake.slash(admin, "records forget", member=ann)
    assert asked.response is not None
    await world.fake.click(admin, asked.response, asked.response.find_button("Delete for good").custom_id)
    await world.expire(61)  # a timeout writes the seats again
    await world.restart()
    for _ in range(3):
        await world.expire(61)
    game = await world.bot.hoard.storage.load_game(game_id)
    assert game is not None and all(s.user_id != ann.id and s.name != "ann" for s in game.seats)
    former = next(s for s in game.seats if s.name == "former member")
    assert former.autoplay  # the AI keeps the seat, so the game goes on
    live = await world.live(game_id)
    assert former.seat not in live.engine.to_act(live.state) or live.record.deadline is not None


async def test_a_forgotten_member_is_no_longer_named_in_the_last_moves_shown(world):
    """The table's last moves and the others' "since your last move" are written once per move; forgetting a
    member rewrites them without their name, at once and without a restart."""
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    admin = world.fake.member("admin", manage_guild=True)
    await world.start_game("red-dragon new", [ann, ben], 1, seed=1, timer=1)
    for _ in range(12):  # turns run out until ann's seat has moved and the table tells of it
        if "**ann**" in world.table().text():
            break
        await world.expire(61)
    assert "**ann**" in world.table().text()
    view = await world.open_hand(ben)
    asked = await world.fake.slash(admin, "records forget", member=ann)
    assert asked.response is not None
    await world.fake.click(admin, asked.response, asked.response.find_button("Delete for good").custom_id)
    await world.settle()
    assert "ann" not in world.table().text() and "former member" in world.table().text()
    view = await world.open_hand(ben)
    assert "ann" not in view.text()


FORGED_RECORDS = ["lb:*:123456789:0:1", "lb:*:{guild}:0:99999999999999999999", "hg:99999999999999999999999:0"]


@pytest.mark.parametrize("custom_id", FORGED_RECORDS)
async def test_forged_leaderboard_and_log_ids_show_nothing_of_another_server(world, custom_id):
    ann = world.fake.member("ann")
    await world.start_game("red-dragon new", [ann], 2, seed=1)
    text = await forged_click(world, ann, custom_id.format(guild=world.fake.guild_id))
    assert "belongs to no game of this channel" in text


async def test_cancel_and_stop_go_by_the_members_permissions_in_the_games_channel(world):
    """A server moderator whose Manage Messages this channel takes away may neither cancel nor stop its game,
    a member given Manage Messages in this channel alone may, and Manage Server is not Manage Messages."""
    ann = world.fake.member("ann")
    moderator, admin = world.fake.member("mod", manage_messages=True), world.fake.member("admin", manage_guild=True)
    keeper = world.fake.member("keeper")
    manage = discord.Permissions(manage_messages=True)
    channel = world.fake.add_channel(
        "moderated",
        [world.fake.overwrite(world.fake.moderator_role_id, deny=manage), world.fake.overwrite(keeper, allow=manage)],
    )
    lobby = (await world.fake.slash(ann, "red-dragon new", channel=channel)).response
    for user in (moderator, admin):
        refused = await world.fake.click(user, lobby, lobby.find_button("Cancel").custom_id)
        assert "Only the host" in refused.response.text()
    await world.fake.click(keeper, lobby, lobby.find_button("Cancel").custom_id)
    assert "cancelled" in world.fake.messages[lobby.id].text()
    game_id = await world.start_game("red-dragon new", [ann], 2, seed=1, channel=channel)
    for user in (moderator, admin):
        refused = await world.stop(user, "red-dragon stop", channel=channel)
        assert "Only the host" in refused.response.text()
    assert (await world.live(game_id)).record.status == "active"
    stopped = await world.stop(keeper, "red-dragon stop", channel=channel)
    assert "abandoned" in stopped.response.text()


async def test_a_rematch_leaves_the_seats_of_forgotten_and_departed_members_open(world):
    """Rematch seats again only those still members and not forgotten: a forgotten seat ("former member")
    or that of someone who left the server would never move."""
    ann, ben, cas = world.fake.member("ann"), world.fake.member("ben"), world.fake.member("cas")
    admin = world.fake.member("admin", manage_guild=True)
    game_id = await world.start_game("red-dragon new", [ann, ben, cas], 1, seed=1, timer=1)
    await world.play_out_by_timers(game_id, ann)  # nobody plays: the timer does
    asked = await world.fake.slash(admin, "records forget", member=ben)
    await world.fake.click(admin, asked.response, asked.response.find_button("Delete for good").custom_id)
    world.fake.leave(cas)
    table = world.table()
    rematch = await world.fake.click(ann, table, table.find_button("Rematch").custom_id)
    assert rematch.response is not None and not rematch.response.ephemeral
    lobby = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    assert lobby is not None and lobby.rematch_of == game_id
    assert [(s.user_id, s.name) for s in lobby.seats if not s.is_ai] == [(ann.id, "ann")]
    assert len(lobby.seats) == 2  # ann and the AI seat: the others' seats are open to join
    joined = await world.fake.click(
        world.fake.member("dot"), rematch.response, rematch.response.find_button("Join").custom_id
    )
    assert "dot" in joined.response.text()


async def test_a_rematch_clicked_by_someone_who_did_not_play_asks_discord_nothing(world):
    """Who is still a member is asked of Discord a request a seat: only for a Rematch that will be made."""
    ann, ben, eve = world.fake.member("ann"), world.fake.member("ben"), world.fake.member("eve")
    game_id = await world.start_game("red-dragon new", [ann, ben], 1, seed=1, timer=1)
    await world.play_out_by_timers(game_id, ann)
    mark = world.fake.mark()
    table = world.table()
    refused = await world.fake.click(eve, table, table.find_button("Rematch").custom_id)
    assert refused.response is not None and refused.response.ephemeral
    assert not [r for r in world.fake.requests_since(mark) if "/members/" in r.path]


def callbacks(method: str, path: str) -> bool:
    """Every interaction's first answer."""
    return method == "POST" and path.endswith("/callback")


@pytest.mark.parametrize("control", ["hand", "move", "lobby"])
async def test_an_answer_discord_refuses_with_500_is_sent_again_in_time(world, caplog, control):
    """Discord answers the callback with 500 once: the player still gets the answer, and nothing is logged as an
    error."""
    ann = world.fake.member("ann")
    if control == "lobby":
        lobby = (await world.fake.slash(ann, "red-dragon new")).response
        assert lobby is not None
        world.fake.inject(callbacks, 500, 0, "Internal Server Error")
        await world.fake.click(ann, lobby, lobby.find_button("Add AI: Normal").custom_id)
        assert "🤖" in lobby.text()
    else:
        await world.start_game("krasny-drakon new", [ann], 1, seed=3)
        hand = await world.open_hand(ann) if control == "move" else None
        world.fake.inject(callbacks, 500, 0, "Internal Server Error")
        with caplog.at_level(logging.WARNING):
            if hand is None:
                assert "Your" in (await world.open_hand(ann)).text()
            else:
                select = next(s for s in hand.selects() if not s.disabled)
                values = [o.value for o in select.options[: select.min_values]]
                result = await world.fake.select(ann, hand, select.custom_id, values)
                assert result.callback_type is not None
    assert not any(r.levelno >= logging.ERROR or r.exc_info for r in caplog.records)


@pytest.mark.parametrize("sent", ["click", "command", "pick", "stats", "history", "stop"])
async def test_an_answer_discord_no_longer_takes_is_one_warning_without_a_traceback(world, caplog, sent):
    """10062 Unknown interaction (the answer came too late): one warning line, no error, no traceback."""
    ann = world.fake.member("ann")
    await world.start_game("krasny-drakon new", [ann], 1, seed=3)
    finished = await store_finished(world, [ann, "🤖 Ember"], [1, 2], 5)
    listing = (await world.fake.slash(ann, "history")).response
    world.fake.inject(callbacks, 404, 10062, "Unknown interaction")
    world.fake.require_response = False
    with caplog.at_level(logging.WARNING):
        if sent == "command":
            await world.fake.slash(ann, "krasny-drakon table")
        elif sent == "pick":  # a DynamicItem discord.py dispatches itself
            assert listing is not None
            await world.fake.select(ann, listing, listing.selects()[0].custom_id, [str(finished)])
        elif sent in ("stats", "history", "stop"):  # commands that answer through discord.py themselves
            await world.fake.slash(ann, "krasny-drakon stop" if sent == "stop" else sent)
        else:
            table = world.table()
            button = next(b for b in table.buttons() if b.custom_id and b.custom_id.endswith(":hand"))
            await world.fake.click(ann, table, button.custom_id)
    world.fake.require_response = True
    refused = [r for r in caplog.records if r.levelno >= logging.WARNING and "PyNaCl" not in r.getMessage()]
    refused = [r for r in refused if "davey" not in r.getMessage()]
    assert len(refused) == 1 and refused[0].levelno == logging.WARNING and not refused[0].exc_info
    assert "10062" in refused[0].getMessage()


@pytest.mark.parametrize("first", ["Join", "Leave"])
async def test_join_and_leave_at_the_same_moment_leave_the_lobby_showing_what_is_stored(world, first):
    """A new lobby's first clicks came at once: each loaded the game, and the one a click changed was not the one
    kept, so the lobby showed (and went on from) a game without the seat stored."""
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    for _ in range(5):
        lobby = (await world.fake.slash(ann, "red-dragon new")).response
        second = "Leave" if first == "Join" else "Join"
        await world.fake.click_many([(bob, lobby, lobby.find_button(name).custom_id) for name in (first, second)])
        game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
        assert game is not None
        stored = [s.name for s in game.seats]
        assert lobby.text().count("bob") == stored.count("bob")
        await world.fake.click(ann, lobby, lobby.find_button("Cancel").custom_id)


async def forge(
    world: World, user: FakeUser, message: FakeMessage, custom_id: str, values: list[str] | None = None
) -> FakeInteraction:
    """``user`` sends ``custom_id`` (with select ``values``) from ``message``, as a modified client can: the
    message's first enabled button (select, with ``values``) carries the forged id, in the payload too."""
    real = next(
        c
        for c in walk_components(message.components)
        if c.get("custom_id") and not c.get("disabled") and ("options" in c) == (values is not None)
    )
    chosen = None if values is None else [real["options"][0]["value"]]
    payload = world.fake.component_payload(user, message, real["custom_id"], chosen)
    payload["data"]["custom_id"] = custom_id
    if values is not None:
        payload["data"]["values"] = values
    for component in walk_components(payload["message"]["components"]):  # the message as the client shows it
        if component.get("custom_id") == real["custom_id"]:
            component["custom_id"] = custom_id
    return await world.fake.dispatch(payload, f"forged {custom_id!r} {values or ''}")


NOT_HERE = "belongs to no game of this channel"
OTHER_MESSAGE = "belongs to another message"
#: who forges, on which message, the custom id, the select's values (None: a button) and the refusal's words
Forgery = tuple[FakeUser, FakeMessage, str, list[str] | None, str]


async def forged_board_page(world: World) -> Forgery:
    """A leaderboard's page far beyond any (its rows' offset overflowed the database)."""
    players = [world.fake.member(f"p{i}") for i in range(11)]
    await store_finished(world, [*players], list(range(1, 12)), 1)  # two pages: Next is enabled
    board = (await world.fake.slash(players[0], "leaderboard")).response
    assert board is not None
    return players[0], board, f"lb:*:{world.fake.guild_id}:0:1000000000000000000", None, NOT_HERE


async def forged_board_game(world: World) -> Forgery:
    """A leaderboard of a game the bot does not have."""
    user, board, _, _, _ = await forged_board_page(world)
    return user, board, f"lb:chess:{world.fake.guild_id}:0:0", None, NOT_HERE


async def forged_history_pick(world: World) -> Forgery:
    """A game picked in /history by a value Python takes for a digit but cannot read as a number."""
    ann = world.fake.member("ann")
    await store_finished(world, [ann, "🤖 Ember"], [1, 2], 5)
    listing = (await world.fake.slash(ann, "history")).response
    assert listing is not None
    return ann, listing, listing.selects()[0].custom_id, ["²"], "not one you can look up"


async def forged_forget(world: World) -> Forgery:
    """/records forget confirmed for a member id beyond 64 bits."""
    ann, admin = world.fake.member("ann"), world.fake.member("admin", manage_guild=True)
    asked = (await world.fake.slash(admin, "records forget", member=ann)).response
    assert asked is not None
    return admin, asked, "rf:99999999999999999999", None, "names no member"


async def forged_on_table(world: World, custom_id: str, refusal: str, admin: bool = False) -> Forgery:
    """``custom_id`` clicked on a Red Dragon table (``{game}``: that game, ``{arabic}`` its id in Arabic-Indic
    digits; ``{finished}``: a finished game of this server; ``{puzzle}``: a Dragons' Path race in another channel;
    ``{guild}``: this server; ``{user}``: its player), by that player or, with ``admin``, by a Manage Server admin."""
    ann = world.fake.member("ann")
    finished = await store_finished(world, [ann, "🤖 Ember"], [1, 2], 5)
    elsewhere = world.fake.add_channel("elsewhere")
    puzzle = await world.start_game("sarkanytojas puzzle", [ann], 0, seed=2, channel=elsewhere)
    game = await world.start_game("red-dragon new", [ann], 2, seed=1)
    arabic = str(game).translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))
    custom_id = custom_id.format(
        game=game, finished=finished, puzzle=puzzle, guild=world.fake.guild_id, arabic=arabic, user=ann.id
    )
    clicker = world.fake.member("admin", manage_guild=True) if admin else ann
    return clicker, world.table(), custom_id, None, refusal


FORGERIES = {
    "board page beyond any": forged_board_page,
    "board of no game": forged_board_game,
    "history pick of a superscript two": forged_history_pick,
    "forget a member id beyond 64 bits": forged_forget,
    "rules page on a table": functools.partial(forged_on_table, custom_id="r:red-dragon:1", refusal=OTHER_MESSAGE),
    "board page on a table": functools.partial(forged_on_table, custom_id="lb:*:{guild}:0:0", refusal=OTHER_MESSAGE),
    "log page on a table": functools.partial(forged_on_table, custom_id="hg:{finished}:0", refusal=OTHER_MESSAGE),
    "forget confirmed on a table": functools.partial(
        forged_on_table, custom_id="rf:{user}", refusal=OTHER_MESSAGE, admin=True
    ),
    "guess on a Red Dragon game": functools.partial(forged_on_table, custom_id="dp:{game}:0:guess", refusal=NOT_HERE),
    "guess on another channel's puzzle": functools.partial(
        forged_on_table, custom_id="dp:{puzzle}:0:guess", refusal=NOT_HERE
    ),
    "guess on a game id beyond 64 bits": functools.partial(
        forged_on_table, custom_id="dp:99999999999999999999:0:guess", refusal=NOT_HERE
    ),
    "powers of a Red Dragon game": functools.partial(forged_on_table, custom_id="pd:{game}:powers", refusal=NOT_HERE),
    "game id in Arabic-Indic digits": functools.partial(forged_on_table, custom_id="t:{arabic}:hand", refusal=NOT_HERE),
    "game id in letters": functools.partial(forged_on_table, custom_id="a:x{game}:0:pass", refusal=NOT_HERE),
    "rules of no game": functools.partial(forged_on_table, custom_id="r:Red-Dragon:1", refusal=NOT_HERE),
    "a select's id on a button": functools.partial(forged_on_table, custom_id="s:{game}:0:hand", refusal=NOT_HERE),
}


@pytest.mark.parametrize("forgery", FORGERIES)
async def test_forged_values_are_refused_privately_and_change_nothing(world, forgery):
    """Every id and value of a click is read in its range (no traceback, no database overflow), a control names a
    game of its own kind here, and a page button turns the pages of its own message only."""
    user, message, custom_id, values, refusal = await FORGERIES[forgery](world)
    versions = len(message.versions)
    result = await forge(world, user, message, custom_id, values)  # a traceback logged fails the settle
    assert result.response is not None and result.response.ephemeral, result.callback_type
    assert refusal in result.response.text()
    assert len(message.versions) == versions  # the message clicked is left as it was


@pytest.mark.parametrize("custom_id", ["dp:{red}:0:value", "dp:x{red}:0:value"])
async def test_a_forged_guess_on_a_red_dragon_game_is_refused_privately(world, custom_id):
    """A Dragons' Path guess modal submitted from the channel of a Red Dragon game, with that game's id (or one
    that is no id)."""
    ann = world.fake.member("ann")
    elsewhere = world.fake.add_channel("elsewhere")
    await world.start_game("sarkanytojas puzzle", [ann], 0, seed=2, channel=elsewhere)
    red = await world.start_game("red-dragon new", [ann], 2, seed=1)
    table = world.fake.last_message(elsewhere)
    view = (
        await world.fake.click(ann, table, next(b.custom_id for b in table.buttons() if b.custom_id.endswith(":hand")))
    ).response
    assert view is not None
    opened = await world.fake.click(ann, view, view.find_button("I have it!").custom_id)
    assert opened.modal is not None
    (field,) = opened.modal.inputs()
    payload = world.fake.modal_payload(ann, opened.modal, {field: "3"})
    payload["data"]["custom_id"] = custom_id.format(red=red)
    payload["channel_id"] = payload["channel"]["id"] = str(world.fake.channel_id)
    result = await world.fake.dispatch(payload, "forged guess")  # a traceback logged fails the settle
    assert result.response is not None and result.response.ephemeral and NOT_HERE in result.response.text()


async def forget_by_click(world: World, admin: FakeUser, member: FakeUser) -> str:
    """``admin`` asks to forget ``member`` and confirms; returns what the bot answered last."""
    asked = await world.fake.slash(admin, "records forget", member=member)
    assert asked.response is not None
    done = await world.fake.click(admin, asked.response, asked.response.find_button("Delete for good").custom_id)
    assert done.response is not None
    await world.settle()
    return "\n".join(m.text() for m in [done.response, *done.followups])


async def ratings_rows(world: World, where: str = "1 = 1") -> list[tuple[object, ...]]:
    return await world.bot.hoard.storage.fetchall(
        f"SELECT * FROM {ratings.SCOPE_ROWS} WHERE {where} ORDER BY kind, guild_id, player"
    )


async def refuse_ratings_writes(world: World, where: str) -> None:
    """From now on the database refuses to insert, change or delete a rating row ``where`` holds (a failure)."""
    storage = world.bot.hoard.storage
    if storage.dialect != "sqlite":
        await storage.execute(
            "CREATE FUNCTION refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql"
        )
    for when, row in (("INSERT", "NEW"), ("UPDATE", "OLD"), ("DELETE", "OLD")):
        condition = f"{row}.{where}" if where != "1 = 1" else where
        if storage.dialect == "sqlite":
            body = "BEGIN SELECT RAISE(ABORT, 'refused'); END"
            await storage.execute(f"CREATE TRIGGER refuse_{when} BEFORE {when} ON ratings WHEN {condition} {body}")
        else:
            await storage.execute(
                f"CREATE TRIGGER refuse_{when} BEFORE {when} ON ratings FOR EACH ROW WHEN ({condition})"
                " EXECUTE FUNCTION refuse()"
            )


async def test_a_second_forget_within_a_minute_is_told_when_it_may_try_again(world):
    """Each forget recomputes ratings over every stored result: a server may ask once a minute, not as often as
    anyone clicks."""
    ann, bob, cy = world.fake.member("ann"), world.fake.member("bob"), world.fake.member("cy")
    admin = world.fake.member("admin", manage_guild=True)
    storage = world.bot.hoard.storage
    for at in range(1, 4):
        await finish(
            storage, [(ann.id, "ann"), (bob.id, "bob"), (cy.id, "cy")], [1, 2, 3], guild=world.fake.guild_id, at=at
        )
    await forget_by_click(world, admin, ann)
    before = await ratings_rows(world)
    world.clock.now += 30
    text = await forget_by_click(world, admin, bob)
    assert "less than a minute ago" in text and f"<t:{math.ceil(world.clock.now + 30)}:R>" in text
    assert await ratings_rows(world) == before and await storage.fetchone(
        "SELECT COUNT(*) FROM seats WHERE user_id = ?", (bob.id,)
    ) == (3,)
    world.clock.now += 31
    await forget_by_click(world, admin, bob)
    assert await storage.fetchone("SELECT COUNT(*) FROM seats WHERE user_id = ?", (bob.id,)) == (0,)


async def test_forgetting_changes_this_servers_ratings_and_the_global_board_only(world):
    """Another server's ratings derive from its own results, which a forget here does not change: they stay as
    they are, the member's there included, and are not even written; the global board comes out as a recompute
    from the results gives it."""
    ann, bob, cy = world.fake.member("ann"), world.fake.member("bob"), world.fake.member("cy")
    admin = world.fake.member("admin", manage_guild=True)
    storage, here, other = world.bot.hoard.storage, world.fake.guild_id, 4242
    seats = [(ann.id, "ann"), (bob.id, "bob"), (cy.id, "cy")]
    for at, guild in enumerate([here, other, here, other, here], start=1):
        await finish(storage, seats, [1 + at % 3, 1 + (at + 1) % 3, 1 + (at + 2) % 3], guild=guild, at=at)
    elsewhere = await ratings_rows(world, f"guild_id = {other}")
    await refuse_ratings_writes(world, f"guild_id = {other}")
    assert "Done" in await forget_by_click(world, admin, ann)
    assert await ratings_rows(world, f"guild_id = {other}") == elsewhere
    assert await ratings_rows(world, f"guild_id = {here} AND player = 'u:{ann.id}'") == []
    forgotten = await ratings_rows(world)
    for when in ("INSERT", "UPDATE", "DELETE"):  # a recompute writes every row
        await storage.execute(f"DROP TRIGGER refuse_{when}" + ("" if storage.dialect == "sqlite" else " ON ratings"))
    await storage.recompute_ratings()
    assert await ratings_rows(world) == forgotten


async def test_a_forget_that_fails_leaves_every_record_as_it_was(world):
    """The anonymisation and the ratings are one transaction: a failure on the way leaves no server's ratings
    wiped and the member's seats as they were."""
    ann, bob, cy = world.fake.member("ann"), world.fake.member("bob"), world.fake.member("cy")
    admin = world.fake.member("admin", manage_guild=True)
    storage = world.bot.hoard.storage
    for at, guild in enumerate([world.fake.guild_id, 4242, world.fake.guild_id], start=1):
        await finish(storage, [(ann.id, "ann"), (bob.id, "bob"), (cy.id, "cy")], [1, 2, 3], guild=guild, at=at)
    before = await ratings_rows(world)
    await refuse_ratings_writes(world, "1 = 1")
    text = await forget_by_click(world, admin, ann)
    assert "Nothing was deleted" in text
    assert await ratings_rows(world) == before
    assert await storage.fetchone("SELECT COUNT(*) FROM seats WHERE user_id = ?", (ann.id,)) == (3,)
