"""One click a turn: a player who keeps their private view open plays from it all game long.

The view is edited through the interaction that showed it whenever the game moves on, so it always shows
the current hand and the moves allowed now; only once its 15-minute token runs out does the player open a
fresh one from the table. In a game played alone against AI seats nobody is pinged: the channel gets the
tables and nothing else.
"""

from __future__ import annotations

import asyncio
import gc
import json
import random
from typing import Any

import discord
import pytest

from discord_ui import bursts
from discord_ui.app import burst_key
from discord_ui.components import view_of
from discord_ui.presenter import event_line
from discord_ui.private_views import LIFETIME, Drawing, PrivateViews
from service.games import Live, NotSaved, Player
from service.storage.backend import StorageUnavailable
from tests.discord_helpers import World, drawn, start_world
from tests.fakediscord import FakeMessage, FakeUser
from tests.test_whole_games_discord import GAMES, STEP_LIMIT, moves


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    # Time passes only through world.expire, which moves the bot's clock and Discord's together.
    world.fake.think_time = 0.0
    yield world
    await world.fake.close()


async def test_the_games_controls_are_called_back_by_discord_py_itself(world, monkeypatch):
    """The lobby's and the private view's controls are discord.py DynamicItems: a game is joined, started and played
    with no listener of the bot's reading the clicks."""

    async def nothing(interaction: discord.Interaction) -> None:
        return None

    monkeypatch.setattr(world.bot, "on_interaction", nothing)
    ann, game_id, _seat, hand = await alone(world, "red-dragon new", 2)
    assert await move_from(world, ann, hand, random.Random(1))
    assert (await world.live(game_id)).record.moves > 0


def normal(value: Any) -> Any:
    return json.loads(json.dumps(value))


async def assert_current(world: World, game_id: int, seat: int, hand: FakeMessage) -> None:
    """The open view shows exactly what the bot would draw for the seat now."""
    live = await world.live(game_id)
    embed, items = drawn(await world.bot.hoard.hand_message(live, seat))
    assert hand.embeds == [normal(embed.to_dict())], "the private view is stale"
    assert hand.components == normal(view_of(items).to_components()), "the private view's controls are stale"


async def move_from(world: World, user: FakeUser, hand: FakeMessage, rng: random.Random) -> bool:
    """One move with the view's own controls; False if it offers none now."""
    choices = moves(hand)
    if not choices:
        return False
    custom_id, options = rng.choice(choices)
    if options:
        select = next(s for s in hand.selects() if s.custom_id == custom_id)
        count = rng.randint(max(select.min_values, 1), min(select.max_values, len(options)))
        result = await world.fake.select(user, hand, custom_id, rng.sample(options, count))
    else:
        result = await world.fake.click(user, hand, custom_id)
    if result.modal is not None:
        values = {key: str(rng.randint(-3, 12)) for key in result.modal.inputs()}
        result = await world.fake.submit_modal(user, result.modal, values)
    assert result.response is hand, "the move was answered somewhere else than in the open view"
    return True


async def alone(world: World, command: str, ais: int, **options: Any) -> tuple[FakeUser, int, int, FakeMessage]:
    """Ann starts a game against AI seats and opens her private view: she, the game, her seat and the view."""
    ann = world.fake.member("ann")
    game_id = await world.start_game(command, [ann], ais, seed=3, **options)
    seat = (await world.live(game_id)).record.seat_of(ann.id)
    assert seat is not None
    return ann, game_id, seat, await world.open_hand(ann)


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_one_private_view_plays_a_whole_game(world, command, ais, options):
    ann, game_id, seat, hand = await alone(world, command, ais, **options)
    rng = random.Random(4)
    presses, opened_at, started = 1, world.clock.now, world.clock.now
    for _ in range(STEP_LIMIT):
        if (await world.live(game_id)).record.status != "active":
            break
        if world.clock.now - opened_at > LIFETIME:  # the token ran out: one press opens a fresh view
            hand, presses, opened_at = await world.open_hand(ann), presses + 1, world.clock.now
        await assert_current(world, game_id, seat, hand)
        if not await move_from(world, ann, hand, rng):
            await world.expire(30)
    assert (await world.live(game_id)).record.status == "finished"
    await assert_current(world, game_id, seat, hand)  # the open view shows the end of the game too
    assert moves(hand) == []
    assert presses <= 1 + int((world.clock.now - started) // LIFETIME)
    posted = [m for m in world.fake.channel_messages() if m.interaction_token is None]  # not lobby or answers
    posted_as_tables = [m for m in posted if any(b.custom_id.startswith("t:") for b in m.versions[0].message.buttons())]
    assert [m.content for m in posted if m not in posted_as_tables] == [], "a message besides the tables"


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_the_end_of_a_game_and_its_rematch_are_drawn_without_reading_the_game_back(
    world, command, ais, options, monkeypatch
):
    ann, game_id, _seat, hand = await alone(world, command, ais, **options)
    storage = world.bot.hoard.storage
    load, reads = storage.load_game, []

    async def counted(wanted: int) -> Any:
        reads.append(wanted)
        return await load(wanted)

    monkeypatch.setattr(storage, "load_game", counted)
    rng = random.Random(4)
    for _ in range(STEP_LIMIT):
        if [b.label for b in world.table().buttons()] == ["Rematch", "Rules", "Log", "Replay"]:
            break
        if not await move_from(world, ann, hand, rng):
            await world.expire(30)
    table = world.table()
    assert [b.label for b in table.buttons()] == ["Rematch", "Rules", "Log", "Replay"]
    assert moves(hand) == []  # the open view was drawn at the end too
    rematch = await world.fake.click(ann, table, table.buttons()[0].custom_id)
    assert not rematch.response.ephemeral  # a new lobby
    assert reads == []

    # A member forgotten is taken out of the game kept: it is read again, as stored without them.
    guild_id = (await world.live(game_id)).record.guild_id
    await world.bot.hoard.service.forget_member(guild_id, ann.id)
    assert reads == []
    assert (await world.live(game_id)).record.status == "finished"
    assert reads == [game_id]


async def test_open_views_keep_no_clicks_in_memory(world):
    """An open private view keeps its click's token, not the click: held for its 15 minutes, a
    :class:`discord.Interaction` (the clicked message with its components, the member) is a hundred-odd
    objects, and a thousand open views would make every full garbage collection walk them."""
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await world.start_game("red-dragon new", [ann, bob], 1, seed=3)
    rng = random.Random(5)
    for user in (ann, bob):
        hand = await world.open_hand(user)
        await move_from(world, user, hand, rng)
    await world.fake.settle()
    live = await world.live(game_id)
    seats = [live.record.seat_of(user.id) for user in (ann, bob)]
    assert all(world.bot.hoard.private.is_open(game_id, seat) for seat in seats if seat is not None)
    gc.collect()
    kept = [o for o in gc.get_objects() if isinstance(o, discord.Interaction | discord.ui.View)]
    assert kept == [], "an open view holds on to its interaction or to a discord.py view"


async def test_a_kept_drawing_is_one_object_for_the_collector(world):
    """A private view as drawn is kept until the game moves on, a thousand tables over, and everything made since
    start-up and still alive is walked by each collection until it is collected once: a drawing is one object
    that the collector walks, its texts and signature being plain values that it stops looking at."""
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await world.start_game("red-dragon new", [ann, bob], 1, seed=3)
    await world.open_hand(ann)
    await world.fake.settle()
    live = await world.live(game_id)
    seat = live.record.seat_of(ann.id)
    assert seat is not None
    drawing = await world.bot.hoard.private_drawing(live, seat)
    gc.collect()
    walked = [part for part in gc.get_referents(drawing) if gc.is_tracked(part) and part is not Drawing]
    assert walked == [], f"a kept drawing has parts the collector walks: {walked!r}"


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_the_moves_kept_in_memory_read_as_the_log_does(world, command, ais, options):
    """The table's latest lines and each view's "since your last move" come from the moves kept in memory as they
    are made: they read as the same sentences worked out from the stored log, at every move of a game."""
    ann, game_id, seat, hand = await alone(world, command, ais, **options)
    hoard = world.bot.hoard
    rng = random.Random(6)
    compared = 0
    for _ in range(40):
        await world.fake.settle()
        live = await world.live(game_id)
        game = live.record
        if game.status != "active":
            break
        presenter = hoard.presenters[game.kind]
        names = [s.name for s in game.seats]
        logged = await hoard.storage.actions(game_id)
        said = [event_line(presenter, e, names) for action in logged for e in action.events]
        for limit in (3, 8):  # the latest events, those shown
            recent = [line.text for line in await hoard.recent_lines(game, limit)]
            assert recent == [line for line in said[-limit:] if line]
        # since the move (a click, or an AI round, kept as one) that holds the seat's last action: at least what
        # followed that action, at most everything
        last = max((i for i, action in enumerate(logged) if action.seat == seat), default=0)
        # as the seat reads them (an event the game words for that seat in its own way, e.g. its last card taken)
        read = [[event_line(presenter, e, names, reader=seat) for e in action.events] for action in logged]
        after = [line for lines in read[last:] for line in lines if line]
        shown = [line for lines in read for line in lines if line]
        since = [line.text for line in await hoard.since_last_move(game, seat)]
        assert since[len(since) - len(after) :] == after and shown[len(shown) - len(since) :] == since
        compared += 1
        if not await move_from(world, ann, hand, rng):
            await world.expire(30)
    assert compared > 5


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_a_view_answered_slowly_still_shows_the_moves_made_meanwhile(world, command, ais, options, monkeypatch):
    """The answer to a move is on its way while the AI seats answer it (Discord is slow to take it): the view
    ends up showing the AI's moves too, not the state the answer was drawn from, and it is not sent the same
    drawing twice (the answer that shows the end of the game is the last edit). The answer does not wait for
    the AI here, as with a search longer than the wait."""
    monkeypatch.setattr(bursts, "REPLY_WAIT", 0.0)
    world.fake.latency = lambda method, path: 0.1 if path.endswith("/callback") else 0.0
    ann, game_id, seat, hand = await alone(world, command, ais, **options)
    rng = random.Random(4)
    caught_up = 0  # moves whose answer was followed by an edit showing what the AI did meanwhile
    for _ in range(STEP_LIMIT):
        if (await world.live(game_id)).record.status != "active":
            break
        await world.fake.settle()
        await assert_current(world, game_id, seat, hand)
        before = len(hand.versions)
        if not await move_from(world, ann, hand, rng):
            await world.expire(30)
        await world.fake.settle()
        caught_up += len(hand.versions) - before > 1
    assert (await world.live(game_id)).record.status == "finished"
    await assert_current(world, game_id, seat, hand)
    assert caught_up, "no answer was still on its way when the AI moved: the case was not played"
    shown = [(v.message.embeds, v.message.components) for v in hand.versions]
    twice = [i for i in range(len(shown) - 1) if shown[i] == shown[i + 1]]
    assert not twice, f"the view was sent a drawing it showed (versions {twice} of {len(shown)})"


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_a_move_is_answered_with_the_ai_reply_that_follows_at_once(world, command, ais, options, monkeypatch):
    """An AI seat that moves at once after the player is shown in the answer to the player's move: one drawing,
    one request, and no edit of the view after it (the AI's search is done within the wait here)."""
    monkeypatch.setattr(bursts, "REPLY_WAIT", 30.0)
    ann, game_id, seat, hand = await alone(world, command, ais, **options)
    game = (await world.live(game_id)).record
    for other in range(-30, 0):  # this game's AI has been seen to reply at once: answers wait for it
        world.bot.hoard.bursts.hold(other, burst_key(game))
        world.bot.hoard.bursts.end(other)
    rng = random.Random(4)
    replied = 0  # moves the AI answered at once, in the same answer
    for _ in range(STEP_LIMIT):
        if (await world.live(game_id)).record.status != "active":
            break
        before, moves_before = len(hand.versions), (await world.live(game_id)).record.moves
        if not await move_from(world, ann, hand, rng):
            await world.expire(30)
            continue
        await world.fake.settle()
        live = await world.live(game_id)
        logged = (await world.bot.hoard.storage.actions(game_id))[moves_before:]
        assert len(hand.versions) == before + 1, "the view was edited after the answer to the move"
        await assert_current(world, game_id, seat, hand)
        replied += any(a.source == "ai" for a in logged) and live.record.status == "active"
    assert (await world.live(game_id)).record.status == "finished"
    assert replied, "no AI seat moved right after the player: the case was not played"


async def draw_while_a_move_waits_for_the_disk(
    world: World, refused: bool
) -> tuple[Live, int, int, asyncio.Task[Any], asyncio.Task[Drawing]]:
    """Two players at Sárkánytojás: one's move is applied and waits for the disk, the other's view is drawn
    meanwhile, then the disk stores the move (or refuses it). The game as it was, the other's seat, the moves made
    before, the move and the drawing."""
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await world.start_game("sarkanytojas new", [ann, bob], 0, seed=3)
    hoard = world.bot.hoard
    live = await world.live(game_id)
    mover = next(s for s in live.engine.to_act(live.state) if not live.record.seats[s].is_ai)
    other = next(s for s, seat in enumerate(live.record.seats) if seat.user_id is not None and s != mover)
    user = ann if live.record.seats[mover].user_id == ann.id else bob
    storage, save = hoard.storage, hoard.storage.save_progress
    stored = asyncio.Event()
    release = asyncio.Event()

    async def held(*args: Any, **kwargs: Any) -> None:
        stored.set()
        await release.wait()
        if refused:
            raise StorageUnavailable("the disk is gone")
        await save(*args, **kwargs)

    storage.save_progress = held  # type: ignore[method-assign]
    moves = live.record.moves
    action = live.engine.legal_actions(live.state, mover)[0]
    move = asyncio.create_task(hoard.service.act(game_id, Player(user.id, user.name), moves, [action]))
    await stored.wait()  # the move is applied to the state in memory, and waits for the disk
    drawing = asyncio.create_task(hoard.private_drawing(live, other))
    await asyncio.sleep(0.01)
    storage.save_progress = save  # type: ignore[method-assign]
    release.set()
    return live, other, moves, move, drawing


async def test_a_view_drawn_while_a_move_is_being_stored_shows_that_move(world):
    """Bob's view is drawn while Ann's move is on its way to the disk: the game's state has the move, its history
    (what Bob reads under "since your last move") does not until the move is stored. The drawing waits for the
    move, so it shows both, and the view is not left showing the move without its events."""
    live, other, _moves, move, drawing = await draw_while_a_move_waits_for_the_disk(world, refused=False)
    await move
    shown = await drawing
    embed, _items = drawn(await world.bot.hoard.hand_message(live, other))
    assert json.loads(shown.embed_json) == normal(embed.to_dict()), "the view shows the move without its events"


async def test_a_view_drawn_while_a_move_that_cannot_be_stored_is_refused_shows_the_game_as_stored(world):
    """Bob's view waits to be drawn while Ann's move is on its way to a disk that then refuses it: the move did not
    happen, and Bob's view does not show it."""
    live, other, moves, move, drawing = await draw_while_a_move_waits_for_the_disk(world, refused=True)
    with pytest.raises(NotSaved):
        await move
    shown = await drawing
    stored_game = await world.live(live.record.id)
    assert stored_game is not live and stored_game.record.moves == moves
    embed, _items = drawn(await world.bot.hoard.hand_message(stored_game, other))
    assert json.loads(shown.embed_json) == normal(embed.to_dict()), "the view shows a move that was not stored"


async def test_a_double_refresh_whose_older_answer_lands_last_leaves_the_view_current(tmp_path):
    """Ann presses Refresh twice; an AI seat moves between the two, and the first answer (the older state) takes
    longer to reach Discord than the second. The view is edited once both are in, so it does not stay on the
    older state."""
    world = await start_world(tmp_path / "hoard.sqlite3", ai_delay=1.0)  # AI seats move when the test says
    world.fake.think_time = 0.0
    slow = [0]

    def latency(method: str, path: str) -> float:
        if method == "POST" and path.endswith("/callback") and slow[0]:
            slow[0] -= 1
            return 0.3
        return 0.0

    world.fake.latency = latency
    try:
        ann, game_id, seat, hand = await alone(world, "red-dragon new", 2)
        rng = random.Random(4)
        raced = 0
        for _ in range(8):
            await world.fake.settle()
            live = await world.live(game_id)
            if seat in live.engine.to_act(live.state):
                assert await move_from(world, ann, hand, rng)
                continue
            moves = live.record.moves
            refresh = next(b.custom_id for b in hand.buttons() if b.custom_id and b.custom_id.endswith(":hand"))
            slow[0] = 1
            world.fake.dispatch_now(world.fake.component_payload(ann, hand, refresh), "first Refresh")
            await asyncio.sleep(0.05)  # its answer is drawn and on its way
            world.clock.now += 1.0  # an AI seat moves
            world.bot.hoard.service.scheduler.run_due()
            await asyncio.sleep(0.05)
            world.fake.dispatch_now(world.fake.component_payload(ann, hand, refresh), "second Refresh")
            await world.fake.settle()
            raced += (await world.live(game_id)).record.moves > moves
            await assert_current(world, game_id, seat, hand)
        assert raced, "no AI seat moved between the two clicks: the case was not played"
    finally:
        await world.fake.close()


async def test_an_edit_that_lands_after_the_answer_is_put_right(tmp_path):
    """Discord takes a while to apply the edit that brings the view up to date (an AI seat moved), the next AI
    seat moves meanwhile, and the player presses Refresh: the Refresh is answered at once with the newest
    state, then the older edit lands. The view is edited once more, so it does not stay on the older state."""
    world = await start_world(tmp_path / "hoard.sqlite3", ai_delay=1.0)  # AI seats move when the test says
    world.fake.think_time = 0.0
    world.fake.latency = lambda method, path: 0.3 if method == "PATCH" and path.startswith("/webhooks/") else 0.0
    try:
        ann, game_id, seat, hand = await alone(world, "red-dragon new", 2)
        rng = random.Random(4)
        raced = 0
        for _ in range(6):
            await world.fake.settle()
            if seat not in (await world.live(game_id)).engine.to_act((await world.live(game_id)).state):
                await world.expire(1.0)
                continue
            await assert_current(world, game_id, seat, hand)
            assert await move_from(world, ann, hand, rng)
            moves = (await world.live(game_id)).record.moves
            for _ in range(2):  # two AI moves, a moment apart: the first one's edit is still on its way
                world.clock.now += 1.0
                world.bot.hoard.service.scheduler.run_due()
                await asyncio.sleep(0.1)
            refresh = next(b.custom_id for b in hand.buttons() if b.custom_id and b.custom_id.endswith(":hand"))
            await world.fake.click(ann, hand, refresh)
            raced += (await world.live(game_id)).record.moves >= moves + 2
            await world.fake.settle()
            await assert_current(world, game_id, seat, hand)
        assert raced, "the AI seats did not move while the view's edit was on its way: the case was not played"
    finally:
        await world.fake.close()


async def test_no_view_is_redrawn_once_the_bot_shuts_down():
    """A view owed a redraw when its answer is out (the game moved on meanwhile) is not redrawn if the bot
    shut down in between: its storage is closed by then."""
    drawn: list[tuple[int, int]] = []

    async def draw(game_id: int, seat: int) -> None:
        drawn.append((game_id, seat))

    views = PrivateViews(draw, clock=lambda: 0.0)
    with views.answering(1, 0):
        views.game_changed(1)
        await asyncio.sleep(0)  # the redraw finds the seat being answered: it is owed one
        await views.close()
    assert not views.busy, "a redraw was started after the shutdown"
    await asyncio.sleep(0)
    assert drawn == []
