"""Every game of the registry and the puzzle, played to the end in the pseudo-locale through the fake Discord: no
text the bot sends (channel messages, private views, answers, refusals, modals, rules pages, records) holds a word
no catalog gave, and the table's pictures are worded in the game's locale."""

from __future__ import annotations

import pytest

from discord_ui import i18n
from tests.pseudo import untranslated
from tests.whole_games import Played, english_left, kinds, picture_locales, play_whole_game, start_server

PSEUDO = i18n.PSEUDO
#: the words are the same whatever the database: one backend is enough
pytestmark = pytest.mark.parametrize("backend", ["sqlite"], indirect=True)


@pytest.fixture
async def world(tmp_path):
    world = await start_server(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


def words_left(played: Played) -> dict[str, list[str]]:
    """Each text that holds words no catalog gave, with those words."""
    return {text: words for text in played.texts if (words := untranslated(text, played.names))}


@pytest.mark.parametrize("kind", kinds())
async def test_a_whole_game_in_the_pseudo_locale_shows_no_word_outside_the_catalogs(world, kind):
    played = await play_whole_game(world, kind, PSEUDO, PSEUDO)
    assert (await world.live(played.game_id)).record.status == "finished"
    assert world.fake.refused == []
    assert words_left(played) == {}
    assert english_left(played.texts, PSEUDO) == []
    for refused in ("refusal-start-seated-only", "refusal-stop-not-allowed"):
        assert any(i18n.text(PSEUDO, refused) in text for text in played.texts), refused
    assert all(picture_locales(picture) == {PSEUDO} for picture in played.pictures)


async def test_english_left_finds_the_english_catalogs_phrases_in_an_english_game(world):
    played = await play_whole_game(world, "red-dragon", i18n.DEFAULT, i18n.DEFAULT)
    found = english_left(played.texts, i18n.DEFAULT)
    assert len(found) >= 10, found
    assert all(len(phrase.split()) >= 3 for phrase in found)
