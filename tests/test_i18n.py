"""The catalogs: plural forms by CLDR category, fallback to English, the pseudo-locale, errors never silent."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import pytest

from discord_ui import i18n
from discord_ui.formatting import score_text
from tests.pseudo import untranslated

ENGLISH = """
cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
played = { $player } plays { cards }.
only-english = Only in English.
sets = Sets
    .help = Play { $count ->
        [one] one card
       *[other] { $count } cards
    } of a rank at once.
"""
RUSSIAN = """
cards = { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}
played = { $player }: { cards }.
"""


@pytest.fixture
def catalogs(tmp_path: Path) -> i18n.Catalogs:
    for locale, source in (("en-US", ENGLISH), ("ru", RUSSIAN)):
        (tmp_path / locale).mkdir()
        (tmp_path / locale / "game.ftl").write_text(source, encoding="utf-8")
    return i18n.Catalogs(tmp_path, strict=True)


@pytest.mark.parametrize(
    ("count", "english", "russian"),
    [
        (0, "0 cards", "0 карт"),
        (1, "1 card", "1 карта"),
        (2, "2 cards", "2 карты"),
        (5, "5 cards", "5 карт"),
        (21, "21 cards", "21 карта"),
        (1000, "1,000 cards", "1\xa0000 карт"),
    ],
)
def test_plural_forms_and_numbers_follow_each_locale(catalogs, count, english, russian):
    assert catalogs.text("en-US", "cards", count=count) == english
    assert catalogs.text("ru", "cards", count=count) == russian


def test_arguments_carry_no_isolation_marks_and_a_missing_message_falls_back_to_english(catalogs):
    assert catalogs.text("ru", "played", player="Жора", count=3) == "Жора: 3 карты."
    assert catalogs.text("ru", "only-english") == "Only in English."
    assert catalogs.text("xx", "played", player="Ann", count=1) == "Ann plays 1 card."


def test_an_unknown_id_or_a_missing_argument_is_an_error_not_a_silent_id(catalogs):
    with pytest.raises(i18n.MissingText):
        catalogs.text("en-US", "no-such-text")
    with pytest.raises(ValueError, match="player"):
        catalogs.text("en-US", "played", count=1)


def test_a_formatting_error_in_production_is_logged_once_and_shows_what_it_can(tmp_path, caplog):
    (tmp_path / "en-US").mkdir()
    (tmp_path / "en-US" / "game.ftl").write_text(ENGLISH, encoding="utf-8")
    catalogs = i18n.Catalogs(tmp_path)
    assert [catalogs.text("en-US", "played", count=1) for _ in range(2)] == ["player plays 1 card."] * 2
    assert len([r for r in caplog.records if "played" in r.getMessage()]) == 1


def test_the_pseudo_locale_accents_and_brackets_every_message_and_keeps_its_arguments(catalogs):
    assert catalogs.text(i18n.PSEUDO, "played", player="Ann", count=2) == "⟦Ann ƥĺáýš ⟦2 çáŕđš⟧.⟧"
    assert catalogs.ids(i18n.PSEUDO) == catalogs.ids() == {"cards", "played", "only-english", "sets"}
    assert catalogs.text(i18n.PSEUDO, "sets.help", count=1) == "Ƥĺáý óñé çáŕđ óƒ á ŕáñķ áŧ óñçé."


def test_a_catalog_that_cannot_be_read_is_refused_at_start_up(tmp_path):
    (tmp_path / "en-US").mkdir()
    (tmp_path / "en-US" / "game.ftl").write_text("broken = { $count ->\n", encoding="utf-8")
    with pytest.raises(ValueError, match="cannot read"):
        i18n.Catalogs(tmp_path)


@pytest.mark.parametrize(
    ("discord", "catalog"),
    [
        ("ru", "ru"),
        ("hu", "hu"),
        ("fr", "fr"),
        ("it", "it"),
        ("en-GB", "en-US"),
        ("de", "en-US"),
        (None, "en-US"),
        (i18n.PSEUDO, i18n.PSEUDO),
    ],
)
def test_each_discord_locale_reads_its_languages_catalog_or_english(discord, catalog):
    assert i18n.language(discord) == catalog


def test_an_attribute_is_read_by_its_dotted_id(catalogs):
    assert catalogs.text("en-US", "sets") == "Sets"
    assert catalogs.text("ru", "sets.help", count=2) == "Play 2 cards of a rank at once."
    with pytest.raises(i18n.MissingText):
        catalogs.text("en-US", "sets.label")


def test_the_pseudo_check_finds_plain_words_but_not_names_links_or_mentions():
    shown = "⟦Ƥĺáý ⟦2 çáŕđš⟧⟧ <@123> <t:17:R> <:gem:99> **Ann** https://discord.com/x attachment://table.png"
    assert untranslated(shown, allowed=["Ann", "🤖 Ember"]) == []
    assert untranslated("⟦Ƥĺáý⟧ Pass · 🤖 Ember · R11", allowed=["🤖 Ember"]) == ["Pass"]


def test_a_list_of_names_is_separated_in_every_language() -> None:
    """Russian's list of measures is "a b c": names waited for must not run together."""
    assert i18n.listed(["**ann**", "**cat**"], "ru") == "**ann** и **cat**"
    assert i18n.listed(["a", "b", "c"], "ru") == "a, b и c"
    assert i18n.listed(["a", "b", "c"], i18n.DEFAULT) == "a, b, c"
    for locale in ("it", "hu", "fr"):
        assert "a b" not in i18n.listed(["a", "b", "c"], locale)


def test_a_list_in_the_pseudo_locale_has_its_words_accented_and_its_items_as_they_are():
    """A list's words (its conjunction) come from the locale's data, not a catalog, yet are the locale's: the
    pseudo-locale shows them accented, as every other word it gives."""
    styles: tuple[Literal["standard", "unit"], ...] = ("standard", "unit")
    for style in styles:
        for items in (["Ann"], ["Ann", "Bob"], ["Ann", "Bob", "Cyd"]):
            words = i18n.listed(items, i18n.PSEUDO, style=style)
            assert untranslated(words, items) == [], words
            assert all(item in words for item in items)
    assert i18n.listed(["Ann", "Bob"], i18n.PSEUDO, style="standard") == "Ann áñđ Bob"
    assert i18n.listed(["Ann", "Bob"], i18n.DEFAULT, style="standard") == "Ann and Bob"


@pytest.mark.parametrize(
    ("average", "english", "russian", "french"),
    [
        (1.0, "1.0 points", "1,0 очка", "1,0 point"),
        (1.5, "1.5 points", "1,5 очка", "1,5 point"),
        (5.0, "5.0 points", "5,0 очка", "5,0 points"),
        (21.0, "21.0 points", "21,0 очка", "21,0 points"),
        (0.15, "0.2 points", "0,2 очка", "0,2 point"),  # rounded as the figure is written (half to even)
        (-0.04, "0.0 points", "0,0 очка", "0,0 point"),  # not "−0.0"
        (-1.25, "−1.2 points", "−1,2 очка", "−1,2 point"),
    ],
)
def test_a_score_with_decimals_takes_the_plural_form_of_its_written_digits(average, english, russian, french):
    for locale, expected in (("en-US", english), ("ru", russian), ("fr", french)):
        assert score_text("red-dragon", average, locale, 1) == expected
