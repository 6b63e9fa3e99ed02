"""Plural forms: English picks "one" for 1 only; a translation brings its own forms and names its locale."""

from __future__ import annotations

import pytest

from discord_ui.plurals import Plural, category

GAMES = Plural({"one": "{count} game", "other": "{count} games"})


def test_english_uses_the_singular_for_one_only():
    assert [GAMES(n) for n in (0, 1, 2, 21, -1, -2)] == [
        "0 games",
        "1 game",
        "2 games",
        "21 games",
        "-1 game",
        "-2 games",
    ]
    assert GAMES(1.0) == "1.0 games" and GAMES(1.5) == "1.5 games"  # a number shown with decimals


def test_a_translation_supplies_its_own_forms_and_its_locale_picks_them():
    games = Plural(
        {"one": "{count} игра", "few": "{count} игры", "many": "{count} игр", "other": "{count} игры"}, "ru"
    )
    assert [games(n) for n in (1, 3, 5, 11, 21, 22, 1.5)] == [
        "1 игра",
        "3 игры",
        "5 игр",
        "11 игр",
        "21 игра",
        "22 игры",
        "1.5 игры",
    ]


def test_forms_need_the_other_category_and_may_use_more_placeholders():
    with pytest.raises(ValueError):
        Plural({"one": "{count} win"})
    assert Plural({"one": "{who}: {count} win", "other": "{who}: {count} wins"})(2, who="Ann") == "Ann: 2 wins"


def test_other_languages_follow_cldr():
    assert [category(n, "fr") for n in (0, 1, 2)] == ["one", "one", "other"]
    assert [category(n, "hu") for n in (1, 2)] == ["one", "other"]
    assert [category(n, "it") for n in (1, 1.5, 1_000_000)] == ["one", "other", "many"]
    with pytest.raises(ValueError):
        Plural({"other": "{count}"}, "xx-nowhere")
