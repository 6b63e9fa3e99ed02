"""Each translation read by machines, offline: its language, its spelling and, in Russian, nouns after numbers
(``tests/language_checks.py``); each check first seen finding a crafted bad text."""

from __future__ import annotations

import pytest

from discord_ui import i18n
from tests import language_checks as language
from tests.catalog_checks import fixed_texts, read

TRANSLATIONS = sorted(p for p in i18n.FOLDER.iterdir() if p.is_dir() and p.name != i18n.DEFAULT)
#: at most this share of a catalog's messages long enough to tell may read as another language (names and
#: borrowed words fool the detector now and then: 3 of 272 English messages did before names were left out)
LANGUAGE_SLIPS = 0.02
#: at most this many distinct words of a catalog may be in neither the dictionary nor the allow-list (the
#: dictionaries lack some inflected forms and new words): more, and the list shows them to add or correct
UNKNOWN_WORDS = 15


@pytest.mark.parametrize("folder", TRANSLATIONS, ids=lambda p: p.name)
def test_a_translation_is_in_its_language(folder):
    texts = fixed_texts(read(folder))
    slips = language.wrong_language(texts, folder.name)
    assert len(slips) <= LANGUAGE_SLIPS * language.told_apart(texts, folder.name), slips


@pytest.mark.parametrize("folder", TRANSLATIONS, ids=lambda p: p.name)
def test_a_translation_is_spelt_as_its_dictionary_says(folder):
    unknown = language.misspelled(fixed_texts(read(folder)), folder.name)
    assert len(unknown) <= UNKNOWN_WORDS, sorted(unknown.items())


@pytest.mark.parametrize("folder", [p for p in TRANSLATIONS if p.name == "ru"], ids=lambda p: p.name)
def test_russian_nouns_agree_with_numbers(folder):
    assert language.russian_agreement(fixed_texts(read(folder))) == []


def test_english_reads_as_english():
    texts = fixed_texts(read(i18n.FOLDER / i18n.DEFAULT))
    assert language.told_apart(texts, i18n.DEFAULT) > 200
    assert language.wrong_language(texts, i18n.DEFAULT) == []


SAMPLES = {
    "ru": "Рыцарь ждёт у хвоста дракона. Откройте карту, чтобы начать игру!",
    "it": "Il cavaliere aspetta sulla coda del drago. Rivela una carta per iniziare la partita!",
    "hu": "A lovag a sárkány farkánál vár. Fordíts fel egy lapot, hogy elkezdődjön a játék!",
    "fr": "Le chevalier attend sur la queue du dragon. Révélez une carte pour commencer la partie !",
}


@pytest.mark.parametrize("locale", sorted(SAMPLES))
def test_the_language_check_finds_a_message_left_in_english_or_in_another_language(locale):
    other = SAMPLES["it" if locale != "it" else "fr"]
    english = "The knight waits at the tail. Reveal a card to start!"
    texts = {"good": SAMPLES[locale], "english": english, "other": other}
    assert [p.partition(":")[0] for p in language.wrong_language(texts, locale)] == ["english", "other"]
    assert language.wrong_language({"short": "Start the game now"}, locale) == []  # too short to tell


def test_the_spelling_check_finds_a_misspelt_word_and_lets_allowed_words_be():
    texts = {"good": SAMPLES["ru"] + " Sárkánytojás, Drago Rosso", "bad": "Откройте крату, чтобы начать игру"}
    assert language.misspelled(texts, "ru") == {"крату": ["bad"]}
    code = "Откройте карту: unlock:reserve, `/settings language` или /sarkanytojas puzzle (show_ai), 9-е место <t:5:R>"
    assert language.misspelled({"code": code, "settings-language-name": "English"}, "ru") == {}
    for locale, text in SAMPLES.items():
        assert language.misspelled({"good": text}, locale) == {}, locale


def test_the_agreement_check_finds_a_noun_not_agreeing_with_its_number():
    good = "У вас 1 карта, 2 карты, 5 карт, 21 карта, 22 карты; из 2 карт, с 5 картами, 3 игрока, 11 очков"
    good += "; для 2–4 игроков, 5 золота, 21 золота"
    assert language.russian_agreement({"good": good}) == []
    bad = language.russian_agreement({"bad": "Осталось 5 карты и 2 карт, 21 карт"})
    assert [p.split(" (")[0] for p in bad] == ["bad: 5 карты", "bad: 2 карт", "bad: 21 карт"]
