"""/leaderboard, /stats, /history and /records forget through the fake Discord."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest

from discord_ui import i18n
from service.storage import GameRecord, SeatRecord
from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeMessage, FakeUser
from tests.pseudo import untranslated


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def store_finished(
    world: World,
    players: list[FakeUser | str],
    placements: list[int],
    at: float,
    kind: str = "red-dragon",
    sheet: list[list[int]] | None = None,
    options: dict[str, Any] | None = None,
    scores: list[int] | None = None,
) -> int:
    """A finished game (Red Dragon unless told; scores 10 a place above the last unless told) in the test guild
    (strings are AI seats)."""
    storage = world.bot.hoard.storage
    seats = [
        SeatRecord(i, None, p, True) if isinstance(p, str) else SeatRecord(i, p.id, p.name, False)
        for i, p in enumerate(players)
    ]
    game = GameRecord(
        0,
        kind,
        world.fake.guild_id,
        world.fake.channel_id + int(at),
        seats[0].user_id or 0,
        "lobby",
        options or {},
        300,
        1,
        created_at=at,
        seats=seats,
    )
    await storage.create_game(game)
    game.status, game.ended_at, game.channel_id = "finished", at, world.fake.channel_id
    points = scores if scores is not None else [10 * (len(players) - place) for place in placements]
    results = [(i, placements[i], points[i], None) for i in range(len(players))]
    rows = sheet if sheet is not None else [[r[2] for r in results]]
    await storage.save_progress(game, [], list(enumerate(rows)), results=results)
    await storage.execute("UPDATE games SET channel_id=? WHERE id=?", (world.fake.channel_id, game.id))
    return game.id


async def test_leaderboard_pages_survive_a_restart(world):
    players = [world.fake.member(f"p{i}") for i in range(14)]
    for at in range(1, 8):
        await store_finished(world, [*players[2 * at - 2 : 2 * at], "🤖 Ember"], [1, 2, 3], at)
    board = await world.fake.slash(players[0], "leaderboard", show_ai=True)
    first = board.response
    text = first.text()
    assert "Leaderboard · All games · this server" in text and "Page 1 of 2" in text
    assert "1578?" in text  # a winner's first game: a provisional rating above 1500
    previous, following = first.buttons()
    assert previous.disabled and not following.disabled
    await world.restart()
    turned = await world.fake.click(players[0], first, following.custom_id)
    assert turned.callback_type == 7 and "Page 2 of 2" in turned.response.text()
    assert "🤖 Normal AI" in turned.response.text() and "AI players shown" in turned.response.text()


async def test_leaderboard_hides_ai_players_unless_asked_also_on_later_pages(world):
    players = [world.fake.member(f"p{i}") for i in range(14)]
    for at in range(1, 8):
        await store_finished(world, [*players[2 * at - 2 : 2 * at], "🤖 Ember"], [3, 2, 1], at)  # Ember always wins
    board = (await world.fake.slash(players[0], "leaderboard")).response
    assert "Ember" not in board.text() and "AI players hidden" in board.text() and "Page 1 of 2" in board.text()
    assert "`  1 " in board.text()  # the best human ranks first once the AI is left out
    await world.restart()
    turned = await world.fake.click(players[0], board, board.buttons()[1].custom_id)
    assert "Page 2 of 2" in turned.response.text() and "Ember" not in turned.response.text()
    back = await world.fake.click(players[0], turned.response, turned.response.buttons()[0].custom_id)
    assert "Page 1 of 2" in back.response.text() and "Ember" not in back.response.text()
    hidden = await world.fake.slash(players[0], "leaderboard", game="red-dragon", scope="global")
    assert "Normal AI" not in hidden.response.text() and "global" in hidden.response.text()


async def test_leaderboard_game_choices_come_from_the_loaded_games(world):
    user = world.fake.member("ann")
    cog = world.bot.get_cog("Records")
    english = SimpleNamespace(locale=discord.Locale.american_english)  # all the autocompletion reads of it
    choices = await cog.game_autocomplete(english, "red")
    assert [(c.name, c.value) for c in choices] == [("Red Dragon", "red-dragon")]
    refused = await world.fake.slash(user, "leaderboard", game="chess")
    assert refused.response.ephemeral and "Pick a game" in refused.response.text()


async def test_stats_show_record_trend_and_scores(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    for at in range(1, 7):
        await store_finished(world, [ann, bob, "🤖 Ember"], [1, 2, 3], at)
    stats = await world.fake.slash(bob, "stats", player=ann)
    text = stats.response.text()
    assert "ann's record" in text and "Red Dragon" in text and "All games" in text
    assert "6 games · 6 wins (100%)" in text and "Best 20 points · average 20.0 points" in text and "lately" in text
    mine = await world.fake.slash(bob, "stats")
    assert "bob's record" in mine.response.text() and "6 games · 0 wins (0%)" in mine.response.text()


async def test_stats_count_in_each_games_own_unit_and_never_average_across_games(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    await store_finished(world, [ann, bob], [1, 2], 1, kind="drago-rosso")
    await store_finished(world, [ann, bob], [2, 1], 2, kind="play-of-the-dragons", sheet=[[60, 40], [0, 100]])
    stats = (await world.fake.slash(bob, "stats", player=ann)).response
    fields = {field["name"]: field["value"] for field in stats.embeds[0]["fields"]}
    assert (
        "1 game · 1 win (100%)" in fields["Drago Rosso"] and "Best 10 gems · average 10.0 gems" in fields["Drago Rosso"]
    )
    assert "1 game · 0 wins (0%)" in fields["Play of the Dragons"] and "Best 0 gold" in fields["Play of the Dragons"]
    assert "2 games · 1 win (50%)" in fields["All games"]
    assert "Best" not in fields["All games"] and "average" not in fields["All games"]


async def store_sarkanytojas_game_and_match(world: World, ann: FakeUser, bob: FakeUser) -> tuple[int, int]:
    """ann wins a single Sárkánytojás game by 10 points, then a match of three games on 2 match points to 1; returns
    the two games' ids."""
    single = await store_finished(world, [ann, bob], [1, 2], 1, kind="sarkanytojas", sheet=[[10, 0]])
    sheet = [[12, 5], [4, 9], [8, 3]]
    return single, await store_finished(world, [ann, bob], [1, 2], 2, "sarkanytojas", sheet, {"match": 3}, [2, 1])


async def test_stats_give_sarkanytojas_single_games_in_points_and_matches_in_match_points(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    await store_sarkanytojas_game_and_match(world, ann, bob)
    stats = (await world.fake.slash(bob, "stats", player=ann)).response
    fields = {field["name"]: field["value"] for field in stats.embeds[0]["fields"]}
    record = fields["Sárkánytojás"]
    assert "2 games · 2 wins (100%)" in record
    assert "Best 10 points · average 10.0 points" in record
    assert "Matches of 3 games: best 2 match points · average 2.0 match points" in record
    bobs = (await world.fake.slash(ann, "stats", player=bob)).response.text()
    assert "Best 0 points · average 0.0 points" in bobs and "3 games: best 1 match point" in bobs  # bob lost both
    sheet = [[12, 5], [4, 9], [8, 3], [1, 0], [0, 2]]  # a longer match scores more match points: never averaged
    await store_finished(world, [ann, bob], [1, 2], 5, "sarkanytojas", sheet, {"match": 5}, [3, 2])
    longer = (await world.fake.slash(bob, "stats", player=ann)).response.text()
    assert "Matches of 3 games: best 2 match points · average 2.0 match points" in longer
    assert "Matches of 5 games: best 3 match points · average 3.0 match points" in longer
    await store_finished(world, [ann, bob], [1, 2], 3, kind="sarkanytojas", sheet=[[20, 0]])
    carol = world.fake.member("carol")
    await store_finished(world, [carol, bob], [1, 2], 4, kind="sarkanytojas", sheet=[[7, 0]])
    singles = (await world.fake.slash(bob, "stats", player=carol)).response.text()
    assert "Best 10 points · average 10.0 points" in singles and "match" not in singles


async def test_history_gives_a_sarkanytojas_match_in_match_points_and_a_single_game_in_points(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    ids = await store_sarkanytojas_game_and_match(world, ann, bob)
    listing = (await world.fake.slash(ann, "history")).response.text().splitlines()
    single, match = (next(line for line in listing if f"#{game_id} Sárkánytojás" in line) for game_id in ids)
    assert "1. ann (2 match points)" in match and "2. bob (1 match point)" in match
    assert "1. ann (10 points)" in single and "2. bob (0 points)" in single


async def test_history_lists_games_and_shows_the_log(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await store_finished(world, [ann, bob, "🤖 Ember"], [2, 1, 3], 5)
    listing = await world.fake.slash(ann, "history")
    assert listing.response.ephemeral and f"#{game_id} Red Dragon" in listing.response.text()
    select = listing.response.selects()[0]
    shown = await world.fake.select(ann, listing.response, select.custom_id, [str(game_id)])
    text = shown.response.text()
    assert "1. bob: 20" in text and "Scoresheet" in text and "Move log page 1 of 1" in text
    assert "+20" in text  # Red Dragon's sheet holds each round's points: signed


async def test_history_shows_running_totals_as_totals(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    game_id = await store_finished(world, [ann, bob], [1, 2], 5, kind="play-of-the-dragons", sheet=[[63, 37], [113, 0]])
    listing = await world.fake.slash(ann, "history")
    shown = await world.fake.select(ann, listing.response, listing.response.selects()[0].custom_id, [str(game_id)])
    sheet = next(f["value"] for f in shown.response.embeds[0]["fields"] if f["name"] == "Scoresheet")
    assert "113" in sheet and "+113" not in sheet and "+" not in sheet


async def test_history_after_a_real_game_has_a_readable_move_log(world):
    ann = world.fake.member("ann")
    lobby = (await world.fake.slash(ann, "red-dragon new")).response
    for _ in range(2):
        await world.fake.click(ann, lobby, lobby.find_button("Add AI: Normal").custom_id)
    await world.fake.click(ann, lobby, lobby.find_button("Start").custom_id)
    game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    await world.play_out_by_timers(game.id, ann)  # ann never plays: the timer does
    listing = await world.fake.slash(ann, "history")
    select = listing.response.selects()[0]
    shown = await world.fake.select(ann, listing.response, select.custom_id, [str(game.id)])
    text = shown.response.text()
    assert "ran out of time" in text and "takes" in text and "Move log page 1 of" in text
    pages = shown.response.buttons()
    assert [b.label for b in pages] == ["Previous", "Next", "Replay"] and not pages[1].disabled
    turned = await world.fake.click(ann, shown.response, pages[1].custom_id)
    assert "Move log page 2 of" in turned.response.text()


async def test_admin_can_forget_a_member_after_confirming(world):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    admin = world.fake.member("admin", manage_guild=True)
    for at in range(1, 4):
        await store_finished(world, [ann, bob, "🤖 Ember"], [1, 2, 3], at)
    asked = await world.fake.slash(admin, "records forget", member=ann)
    assert asked.response.ephemeral and "cannot be undone" in asked.response.text()
    done = await world.fake.click(admin, asked.response, asked.response.find_button("Delete for good").custom_id)
    assert "removed from 3 games of this server" in done.response.text()
    board = await world.fake.slash(bob, "leaderboard")
    assert f"<@{ann.id}>" not in board.response.text() and "former member" in board.response.text()


async def forged_pick(world: World, user: FakeUser, listing: FakeMessage, custom_id: str, value: str) -> str:
    """``user`` sends ``custom_id`` (a button's, or the history select's with ``value`` chosen) from their own
    /history listing, as a modified client could; returns the private answer."""
    select = listing.selects()[0]
    payload = world.fake.component_payload(user, listing, select.custom_id, [select.options[0].value])
    if custom_id == select.custom_id:
        payload["data"]["values"] = [value]
    else:
        payload["data"] = {"custom_id": custom_id, "component_type": 2}
        payload["message"]["components"] = [
            {"type": 1, "components": [{"type": 2, "style": 1, "label": "Next", "custom_id": custom_id}]}
        ]
    result = await world.fake.dispatch(payload, f"forged {custom_id!r}")
    assert result.response is not None and result.response.ephemeral
    return result.response.text()


async def test_history_lists_and_shows_only_games_of_channels_the_member_can_view(world):
    """A private channel's games stay out of the server's history for members who cannot view it, and a
    forged pick or log page of one shows nothing; those who can view it see them."""
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    private = world.fake.add_channel("private", world.fake.private_to(ann))
    open_game = await store_finished(world, [ann, bob, "🤖 Ember"], [1, 2, 3], 4)
    hidden = await store_finished(world, [ann, "🤖 Ember", "🤖 Ash"], [1, 2, 3], 5)
    await world.bot.hoard.storage.execute("UPDATE games SET channel_id=? WHERE id=?", (private, hidden))
    listing = (await world.fake.slash(bob, "history", scope="server")).response
    assert f"#{open_game} " in listing.text() and f"#{hidden} " not in listing.text()
    assert [o.value for o in listing.selects()[0].options] == [str(open_game)]
    picked = await forged_pick(world, bob, listing, listing.selects()[0].custom_id, str(hidden))
    assert "not one you can look up" in picked and "Move log" not in picked
    paged = await forged_pick(world, bob, listing, f"hg:{hidden}:0", "")
    assert "belongs to no game of this channel" in paged and "Move log" not in paged
    seen = (await world.fake.slash(ann, "history", scope="server")).response
    assert f"#{open_game} " in seen.text() and f"#{hidden} " in seen.text()
    shown = await world.fake.select(ann, seen, seen.selects()[0].custom_id, [str(hidden)])
    assert "Move log" in shown.response.text()


async def test_history_never_shows_the_log_of_a_game_being_played(world):
    ann = world.fake.member("ann")
    finished = await store_finished(world, [ann, "🤖 Ember", "🤖 Ash"], [1, 2, 3], 4)
    running = await world.start_game("red-dragon new", [ann], 2, seed=1)
    listing = (await world.fake.slash(ann, "history")).response
    assert f"#{finished} " in listing.text() and f"#{running} " not in listing.text()
    picked = await forged_pick(world, ann, listing, listing.selects()[0].custom_id, str(running))
    assert "not one you can look up" in picked and "Move log" not in picked
    paged = await forged_pick(world, ann, listing, f"hg:{running}:0", "")
    assert "belongs to no game of this channel" in paged and "Move log" not in paged


async def test_forgetting_needs_manage_server_not_manage_messages(world):
    ann = world.fake.member("ann")
    moderator = world.fake.member("mod", manage_messages=True)
    await store_finished(world, [ann, "🤖 Ember", "🤖 Ash"], [1, 2, 3], 4)
    asked = await world.fake.slash(moderator, "records forget", member=ann)
    refused = await world.fake.click(moderator, asked.response, asked.response.find_button("Delete for good").custom_id)
    assert "Only members with Manage Server" in refused.response.text()
    assert (await world.bot.hoard.storage.fetchone("SELECT COUNT(*) FROM seats WHERE user_id=?", (ann.id,)))[0] == 1


#: the Discord locale whose members read the pseudo-locale in these tests (German has no catalog of its own)
PSEUDO_MEMBERS = "de"


@pytest.fixture
def pseudo_members(monkeypatch):
    """Members whose client is in German read the pseudo-locale: every word the records show must come from a
    catalog (names aside)."""
    english = i18n.language
    monkeypatch.setattr(
        i18n, "language", lambda locale: i18n.PSEUDO if str(locale) == PSEUDO_MEMBERS else english(locale)
    )


async def as_pseudo(world: World, payload: dict[str, Any]) -> FakeMessage:
    """Dispatch ``payload`` from a client in the pseudo-locale's Discord locale; its answer."""
    payload["locale"] = PSEUDO_MEMBERS
    result = await world.fake.dispatch(payload)
    assert result.response is not None
    return result.response


def shown_words(message: FakeMessage) -> str:
    """Everything a member reads on ``message``: its text and its controls' labels, placeholders and options."""
    parts = [message.text(), *(b.label or "" for b in message.buttons())]
    for select in message.selects():
        parts += [select.placeholder or "", *(f"{o.label} {o.description or ''}" for o in select.options)]
    return "\n".join(parts)


async def test_records_are_worded_in_the_clicking_members_locale(world, pseudo_members):
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    admin = world.fake.member("admin", manage_guild=True)
    names = ["ann", "bob", "admin", "🤖 Ember", "former member"]
    players = [world.fake.member(f"p{i}") for i in range(12)]
    names += [p.name for p in players]
    for at in range(1, 7):
        await store_finished(world, [*players[2 * at - 2 : 2 * at], "🤖 Ember"], [1, 2, 3], at)
    for at, kind in enumerate(("red-dragon", "drago-rosso", "krasny-drakon", "play-of-the-dragons"), 10):
        await store_finished(world, [ann, bob, "🤖 Ember"], [1, 2, 3], at, kind=kind)
    game_id = await store_finished(world, [ann, bob], [2, 1], 20, kind="sarkanytojas")
    fake = world.fake
    shown: list[FakeMessage] = []

    board = await as_pseudo(world, fake.slash_payload(ann, "leaderboard", show_ai=True))
    shown += [board, await as_pseudo(world, fake.component_payload(ann, board, board.buttons()[1].custom_id))]
    shown.append(await as_pseudo(world, fake.slash_payload(ann, "leaderboard", scope="global")))
    shown.append(await as_pseudo(world, fake.slash_payload(ann, "leaderboard", game="chess")))
    shown.append(await as_pseudo(world, fake.slash_payload(bob, "stats", player=ann)))
    shown.append(await as_pseudo(world, fake.slash_payload(admin, "stats")))
    listing = await as_pseudo(world, fake.slash_payload(ann, "history", scope="server"))
    select = listing.selects()[0].custom_id
    log = await as_pseudo(world, fake.component_payload(ann, listing, select, [str(game_id)]))
    forged = fake.component_payload(ann, listing, select, [str(game_id)])
    forged["data"]["values"] = ["999999"]
    shown += [listing, log, await as_pseudo(world, forged)]
    shown.append(await as_pseudo(world, fake.slash_payload(bob, "history")))
    asked = await as_pseudo(world, fake.slash_payload(admin, "records forget", member=ann))
    shown += [asked, await as_pseudo(world, fake.component_payload(admin, asked, asked.buttons()[0].custom_id))]
    shown.append(await as_pseudo(world, fake.slash_payload(bob, "leaderboard")))

    assert [
        (words, untranslated(words, names)) for words in map(shown_words, shown) if untranslated(words, names)
    ] == []
    assert {message.text().count("⟦") > 0 for message in shown} == {True}


async def test_an_average_takes_the_plural_form_of_its_written_decimals(world):
    """CLDR chooses a figure's plural form by its digits as written: "1.0 match points" (not "point"), and in Russian a
    figure with decimals takes the form of fractions ("5,0 очка", not "очков"; "21,0 очка", not "очко")."""
    ann, bob = world.fake.member("ann"), world.fake.member("bob")
    ivan = world.fake.member("ivan", locale="ru")
    await store_sarkanytojas_game_and_match(world, ann, bob)
    bobs = (await world.fake.slash(ann, "stats", player=bob)).response.text()
    assert "best 1 match point · average 1.0 match points" in bobs
    await store_finished(world, [ivan, bob], [1, 2], 3, kind="drago-rosso", scores=[5, 0])
    await store_finished(world, [ivan, bob], [1, 2], 4, kind="drago-rosso", scores=[21, 0])
    russian = (await world.fake.slash(ivan, "stats")).response.text()
    assert "Лучший результат: 21 самоцвет · в среднем: 13,0 самоцвета" in russian, russian
