"""Who reads decides the language: what the channel sees (lobby, table, pings) is worded in the game's locale, fixed
when its lobby opens (the server's /settings language, else a Community server's locale, else the host's), and what
only a member sees (private views, refusals, rules pages) in that member's. The pseudo-locale shows any shared word
that did not come from the catalogs."""

from __future__ import annotations

import pytest

from discord_ui import i18n
from discord_ui.refusals import refusal
from engine.protocol import IllegalAction
from service.games import GameError, IllegalMove, Player
from tests.discord_helpers import World, start_world, start_world_with
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser
from tests.pseudo import untranslated

PSEUDO = i18n.PSEUDO


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


def button(message: FakeMessage, verb: str) -> str:
    """The custom id of a message's button by what it does (labels change with the language)."""
    return next(b.custom_id for b in message.buttons() if b.custom_id.endswith(f":{verb}"))


async def open_game(world: World, host: FakeUser, others: list[FakeUser], ais: int) -> tuple[int, FakeMessage]:
    """``/red-dragon new`` by ``host``, the others joined and AI seats added, then started."""
    lobby = (await world.fake.slash(host, "red-dragon new")).response
    assert lobby is not None and not lobby.ephemeral
    for user in others:
        await world.fake.click(user, lobby, button(lobby, "join"))
    for _ in range(ais):
        await world.fake.click(host, lobby, button(lobby, "ai"))
    game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    assert game is not None
    await world.fake.click(host, lobby, button(lobby, "start"))
    return game.id, world.fake.messages[lobby.id]


def names_of(world: World, *users: FakeUser) -> list[str]:
    return [user.name for user in users] + ["AI", "🤖"] + [f"{user.id}" for user in users]


async def ai_names(world: World, game_id: int) -> list[str]:
    return [seat.name for seat in (await world.live(game_id)).record.seats]


async def test_a_private_view_follows_its_viewer_and_the_table_the_game(world: World):
    alice, bob = world.fake.member("alice"), world.fake.member("bob", locale=PSEUDO)
    game_id, _lobby = await open_game(world, alice, [bob], ais=1)
    assert (await world.live(game_id)).record.locale == i18n.DEFAULT
    table = world.table()
    assert {b.label for b in table.buttons()} >= {"My view", "Rules"}
    view = await world.open_hand(bob)
    shared = [b for b in view.buttons() if b.custom_id.endswith((":hand", ":back"))]
    assert shared and all(b.label and untranslated(b.label) == [] for b in shared)
    allowed = names_of(world, alice, bob) + await ai_names(world, game_id)
    own = [b.label or "" for b in view.buttons()] + [s.placeholder or "" for s in view.selects()]
    own += [f"{o.label} {o.description or ''}" for s in view.selects() for o in s.options]
    assert view.selects() or len(view.buttons()) > len(shared)  # the game's own controls, besides the shared ones
    assert untranslated(view.text(), allowed) == [] and all(untranslated(text, allowed) == [] for text in own)
    since = [f["name"] for e in view.embeds for f in e.get("fields", []) if f["name"].startswith("⟦🕑")]
    assert since == [i18n.text(PSEUDO, "hand-since-title")]
    for command in ("red-dragon stop", "red-dragon new"):  # refused: only the host may stop; the channel is busy
        refused = (await world.fake.slash(bob, command)).response
        assert refused is not None and refused.ephemeral
        assert refused.text().startswith("⟦") and untranslated(refused.text()) == [], refused.text()
    english = await world.open_hand(alice)
    assert any(b.label == "Refresh" for b in english.buttons())
    assert "⟦" not in english.text() and not any("⟦" in (s.placeholder or "") for s in english.selects())
    assert world.table().text() == table.text() or "Waiting for" in world.table().text()


async def test_a_game_opened_by_a_pseudo_host_in_a_plain_server_is_worded_in_the_pseudo_locale(world: World):
    world.fake.preferred_locale = "en-GB"  # not a Community server: Discord reports en-US anyway
    host, friend = world.fake.member("zed", locale=PSEUDO), world.fake.member("yan")
    lobby = (await world.fake.slash(host, "red-dragon new")).response
    assert lobby is not None
    await world.fake.click(friend, lobby, button(lobby, "join"))
    lobby = world.fake.messages[lobby.id]
    allowed = names_of(world, host, friend)
    assert untranslated(lobby.text(), allowed) == []
    assert all(untranslated(b.label or "") == [] for b in lobby.buttons())
    await world.fake.click(host, lobby, button(lobby, "ai"))
    game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    assert game is not None and game.locale == PSEUDO
    lobby = world.fake.messages[lobby.id]
    assert untranslated(lobby.text(), allowed + await ai_names(world, game.id)) == []
    await world.fake.click(host, lobby, button(lobby, "start"))
    table = world.table()
    assert untranslated(table.content, allowed + await ai_names(world, game.id)) == []
    assert all(untranslated(b.label or "") == [] for b in table.buttons())


async def test_the_games_locale_is_the_servers_choice_else_a_community_servers_else_the_hosts(tmp_path):
    plain = await start_world(tmp_path / "plain.sqlite3")
    try:
        assert await opened_locale(plain, plain.fake.member("ann", locale=PSEUDO)) == PSEUDO  # the host's
    finally:
        await plain.fake.close()
    fake = FakeDiscord()
    fake.preferred_locale, fake.features = "en-GB", ["COMMUNITY"]
    world = await start_world_with(plain.settings, fake)
    try:
        admin, host = world.fake.member("root", manage_guild=True), world.fake.member("ann", locale=PSEUDO)
        assert await opened_locale(world, host) == i18n.DEFAULT  # a Community server's, through its catalog
        world.fake.preferred_locale = PSEUDO
        assert await opened_locale(world, host) == PSEUDO
        said = (await world.fake.slash(admin, "settings", language="en-US")).response
        assert said is not None and "English" in said.text()
        refused = (await world.fake.slash(host, "settings", language="en-US")).response
        assert refused is not None and refused.text() == i18n.text(PSEUDO, "settings-language-not-allowed")
        assert await opened_locale(world, host) == i18n.DEFAULT  # the server's choice comes first
        await world.fake.slash(admin, "settings", language="automatic")
        assert await opened_locale(world, host) == PSEUDO  # the Community server's again
    finally:
        await world.fake.close()


async def opened_locale(world: World, user: FakeUser) -> str:
    """The locale of a game ``user`` opens (its lobby then cancelled)."""
    await world.fake.slash(user, "red-dragon new")
    game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    assert game is not None
    await world.bot.hoard.service.cancel(game.id, Player(user.id, user.name, True))
    return game.locale


async def test_a_rematch_keeps_the_locale_and_a_restart_reads_it_back(world: World):
    host, friend = world.fake.member("zed", locale=PSEUDO), world.fake.member("yan")
    game_id, _lobby = await open_game(world, host, [friend], ais=1)
    await world.restart()
    live = await world.live(game_id)
    assert live.record.locale == PSEUDO
    table = world.table()
    assert untranslated(table.content, names_of(world, host, friend) + await ai_names(world, game_id)) == []
    live.record.status = "finished"  # as if played to the end: a rematch may be asked for
    await world.bot.hoard.storage.execute("UPDATE games SET status = 'finished' WHERE id = ?", (game_id,))
    again = await world.bot.hoard.service.rematch(game_id, Player(friend.id, friend.name, False))
    assert again.locale == PSEUDO
    assert (await world.bot.hoard.storage.load_game(again.id)).locale == PSEUDO  # type: ignore[union-attr]


async def test_rules_pages_and_pings_have_no_word_outside_the_catalogs(world: World):
    reader = world.fake.member("zed", locale=PSEUDO)
    rules = (await world.fake.slash(reader, "red-dragon rules")).response
    for _ in range(20):
        assert rules is not None and rules.ephemeral
        assert untranslated(rules.text()) == [], rules.text()
        assert all(untranslated(b.label or "") == [] for b in rules.buttons())
        onward = [b for b in rules.buttons() if b.custom_id.startswith("r:") and "▶" in (b.label or "")]
        if not onward or onward[0].disabled:
            break
        rules = (await world.fake.click(reader, rules, onward[0].custom_id)).response
    friend = world.fake.member("yan")
    await open_game(world, reader, [friend], ais=1)
    await world.expire(world.settings.ping_delay + 1)
    pings = [m for m in world.fake.channel_messages() if f"<@{friend.id}>" in m.content]
    assert pings and all(untranslated(m.content) == [] for m in pings)


def test_refusals_have_no_word_outside_the_catalogs():
    params = {"seats": 6, "game": "⟦Ŕéđ⟧", "minimum": 3, "maximum": 6, "count": 1, "seat": 9, "last": 5}
    for message_id in sorted(i18n.catalogs().ids()):
        if message_id.startswith("refusal-") and not message_id.startswith(("refusal-illegal-", "refusal-option-")):
            code = message_id.removeprefix("refusal-").replace("-", "_")
            words = refusal(GameError(code, **params), locale=PSEUDO)
            assert words.startswith("⟦") and untranslated(words) == [], message_id
    for code in ("not_your_turn", "game_over", "no_such_seat", "nonsense"):
        words = refusal(IllegalMove("red-dragon", IllegalAction(code)), locale=PSEUDO)
        assert words.startswith("⟦") and untranslated(words) == [], code
    problem = GameError("option_invalid", problem="at_most", key="rounds", maximum=20)
    assert untranslated(refusal(problem, locale=PSEUDO), ["rounds"]) == []
