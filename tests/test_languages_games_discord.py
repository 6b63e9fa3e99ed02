"""Every game of the registry and the puzzle, played to the end in Russian, Italian, Hungarian and French through
the fake Discord: the table in one language, the players' private views in another (each language a table's and a
viewer's), with no English catalog phrase left, no request Discord would refuse, and every table and private view
within the sizes a phone reads well (translations run longer than English: the layout must still fit)."""

from __future__ import annotations

import pytest

from discord_ui import i18n
from discord_ui.hands import PRIVATE_VIEW_CHARACTERS
from tests.discord_helpers import World, embed_characters
from tests.fakediscord import FakeMessage
from tests.whole_games import english_left, kinds, play_whole_game, start_server, texts_by_reader

#: (the table's locale, the private views' locale): every language is a table's and a viewer's once
PAIRS = [("ru", "it"), ("it", "hu"), ("hu", "fr"), ("fr", "ru")]
#: what a table's embeds may hold at most (every game's TABLE_CHARACTERS)
TABLE_CHARACTERS = 1000
#: the words are the same whatever the database: one backend is enough
pytestmark = pytest.mark.parametrize("backend", ["sqlite"], indirect=True)


@pytest.fixture
async def world(tmp_path):
    world = await start_server(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


def characters(message: FakeMessage) -> int:
    """A message's embeds' characters, as Discord counts them."""
    return sum(embed_characters(embed) for embed in message.embeds)


def is_table(message: FakeMessage) -> bool:
    """A channel message that was a game's table at some point (the lobby it may have been before aside)."""
    return not message.ephemeral_to and any(
        b.custom_id.endswith((":hand", ":rematch")) for v in message.versions for b in v.message.buttons()
    )


def is_private_view(world: World, message: FakeMessage) -> bool:
    """An ephemeral message a player's private view button opened."""
    opened = world.fake.interactions.get(message.interaction_token or "")
    return bool(message.ephemeral_to) and opened is not None and opened.description.endswith(":hand'")


def biggest(messages: list[FakeMessage]) -> FakeMessage:
    """The largest version of any of ``messages`` (lobby versions aside)."""
    versions = [
        v.message
        for message in messages
        for v in message.versions
        if not any(b.custom_id.startswith("l:") for b in v.message.buttons())
    ]
    assert versions
    return max(versions, key=characters)


@pytest.mark.parametrize("kind", kinds())
@pytest.mark.parametrize(("table_locale", "viewer_locale"), PAIRS)
async def test_a_whole_game_in_a_translation_leaves_no_english_and_fits(world, kind, table_locale, viewer_locale):
    played = await play_whole_game(world, kind, table_locale, viewer_locale)
    assert (await world.live(played.game_id)).record.status == "finished"
    assert world.fake.refused == []
    read = texts_by_reader(world.fake, table_locale)
    assert set(read) == {table_locale, viewer_locale}
    assert {locale: english_left(texts, locale) for locale, texts in read.items()} == {
        table_locale: [],
        viewer_locale: [],
    }
    for refused in ("refusal-start-seated-only", "refusal-stop-not-allowed"):  # answered to the viewers
        assert any(i18n.text(viewer_locale, refused) in text for text in played.texts), refused
    messages = list(world.fake.messages.values())
    table = biggest([m for m in messages if is_table(m)])
    view = biggest([m for m in messages if is_private_view(world, m)])
    assert characters(table) <= TABLE_CHARACTERS, table.text()
    assert characters(view) <= PRIVATE_VIEW_CHARACTERS, view.text()
