"""Every translation's catalog against the English one (``tests/catalog_checks.py``), its glossary, and its words
for slash commands as the bot sends them to Discord; each check is first seen failing on a catalog broken on
purpose."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from discord_ui import i18n
from tests import catalog_checks as checks
from tests.discord_helpers import start_world

GLOSSARIES = Path(__file__).resolve().parent / "glossary"
TRANSLATIONS = sorted(p for p in i18n.FOLDER.iterdir() if p.is_dir() and p.name != i18n.DEFAULT)
#: Discord's rule for a localized command or option name (besides lower case where the script has case)
NAME = re.compile(r"^[-_'\w\u0900-\u097f\u0e00-\u0e7f]{1,32}$")


def english() -> checks.Catalog:
    return checks.read(i18n.FOLDER / i18n.DEFAULT)


@pytest.mark.parametrize("check", checks.CHECKS, ids=lambda c: c.__name__)
@pytest.mark.parametrize("folder", TRANSLATIONS, ids=lambda p: p.name)
def test_a_translation_passes_every_check(folder, check):
    assert check(english(), checks.read(folder)) == []


@pytest.mark.parametrize("folder", TRANSLATIONS, ids=lambda p: p.name)
def test_a_translation_keeps_its_glossarys_words(folder):
    entries = checks.read_glossary(GLOSSARIES / f"{folder.name}.json")
    assert entries, "a translation comes with its glossary"
    assert checks.glossary(english(), checks.read(folder), entries) == []


def test_english_passes_every_check_against_itself():
    assert {c.__name__: c(english(), english()) for c in checks.CHECKS} == {c.__name__: [] for c in checks.CHECKS}


# -- each check, on a catalog broken on purpose ------------------------------------------------------
ENGLISH = """
cards = { $count ->
    [one] a card
   *[other] { $count } cards
}
hello = 👋 Hello **{ $name }**, <t:{ $when }:R>: see `/settings language`
    and the rules
greet = Hi { $name }
    .label = Greet
red-dragon-score = { $count ->
    [one] { $amount } point
   *[other] { $amount } points
}
"""
RUSSIAN = """
cards = { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}
hello = 👋 Привет, **{ $name }**, <t:{ $when }:R>: см. `/settings language`
    и правила
greet = Привет, { $name }
    .label = Поприветствовать
red-dragon-score = { $count ->
    [one] { $amount } очко
    [few] { $amount } очка
    [many] { $amount } очков
   *[other] { $amount } очка
}
"""
#: each check and a change of the good Russian catalog that it must find
BROKEN: list[tuple[Callable[..., list[str]], str, str]] = [
    (checks.same_ids, "    .label = Поприветствовать\n", ""),
    (checks.same_ids, "greet =", "greeting ="),
    (checks.unique_ids, "greet =", "greet = Привет\ngreet ="),
    (checks.formats, "Привет, { $name }", "Привет, { -player } { $name }"),
    (checks.formats, "{ $count } карта", "{ $count } { cards-word }"),
    (checks.same_variables, "Привет, { $name }", "Привет, { $who }"),
    (checks.plural_forms, "    [few] { $count } карты\n", ""),
    (checks.plural_forms, "[one] { $count } карта", "[one] одна карта"),
    (checks.same_markup, "👋 Привет, **{ $name }**", "Привет, { $name }"),
    (checks.same_markup, "<t:{ $when }:R>", "{ $when }"),
    (checks.same_markup, "`/settings language`", "/settings language"),
    (checks.same_markup, "\n    и правила", " и правила"),
    (checks.score_units, "[many] { $amount } очков", "[many] { $count } очков"),
    (checks.score_units, "[one] { $amount } очко", "[1] { $amount } очко\n    [one] { $amount } очко"),
    (checks.score_units, "{ $amount } очка\n}", "очка\n}"),
]


def catalogs(tmp_path: Path, russian: str) -> tuple[checks.Catalog, checks.Catalog]:
    for locale, source in ((i18n.DEFAULT, ENGLISH), ("ru", russian)):
        (tmp_path / locale).mkdir(exist_ok=True)
        (tmp_path / locale / "words.ftl").write_text(source, encoding="utf-8")
    return checks.read(tmp_path / i18n.DEFAULT), checks.read(tmp_path / "ru")


def test_a_good_translation_passes_every_check(tmp_path):
    ours, theirs = catalogs(tmp_path, RUSSIAN)
    assert [c(ours, theirs) for c in checks.CHECKS] == [[] for _ in checks.CHECKS]


@pytest.mark.parametrize(("check", "old", "new"), BROKEN, ids=lambda x: getattr(x, "__name__", None))
def test_each_check_finds_what_it_checks(tmp_path, check, old, new):
    assert old in RUSSIAN
    ours, theirs = catalogs(tmp_path, RUSSIAN.replace(old, new))
    assert check(ours, theirs)


def test_the_glossary_check_finds_a_word_not_kept(tmp_path):
    entries = [{"english": r"\bcards?\b", "native": r"\bкарт", "files": ["words"]}]
    assert checks.glossary(*catalogs(tmp_path, RUSSIAN), entries) == []
    assert checks.glossary(*catalogs(tmp_path, RUSSIAN.replace("карт", "лист")), entries)
    assert checks.glossary(*catalogs(tmp_path, RUSSIAN.replace("карт", "лист")), [{**entries[0], "files": []}]) == []


# -- slash commands: the payload the bot syncs ---------------------------------------------------------
def command_problems(commands: list[dict[str, Any]], locale: str) -> list[str]:
    """What Discord would refuse in ``locale``'s words of the synced ``commands``: a name against its rule or not
    in lower case, two siblings of one name, a description or choice outside 1-100 characters."""
    problems: list[str] = []

    def siblings(items: list[dict[str, Any]], where: str) -> None:
        names = [item.get("name_localizations", {}).get(locale, item["name"]) for item in items]
        problems.extend(f"{where}: two named {n!r}" for n in sorted({n for n in names if names.count(n) > 1}))
        for item in items:
            here = f"{where}/{item['name']}"
            name = item.get("name_localizations", {}).get(locale)
            if name is not None and not (NAME.match(name) and name == name.lower()):
                problems.append(f"{here}: name {name!r}")
            description = item.get("description_localizations", {}).get(locale)
            if description is not None and not 1 <= len(description) <= 100:
                problems.append(f"{here}: description of {len(description)} characters")
            for choice in item.get("choices", []):
                words = choice.get("name_localizations", {}).get(locale)
                if words is not None and not 1 <= len(words) <= 100:
                    problems.append(f"{here}: choice {choice['name']!r} of {len(words)} characters")
            siblings(item.get("options", []), here)

    siblings(commands, "")
    return problems


class Languages:
    """The catalogs the bot reads: English as shipped, and the translations a test writes."""

    def __init__(self, folder: Path) -> None:
        shutil.copytree(i18n.FOLDER / i18n.DEFAULT, folder / i18n.DEFAULT)
        self.folder = folder

    def write(self, locale: str, source: str) -> i18n.Catalogs:
        (self.folder / locale).mkdir()
        (self.folder / locale / "records.ftl").write_text(source, encoding="utf-8")
        return i18n.Catalogs(self.folder, strict=True)


async def synced(tmp_path: Path) -> list[dict[str, Any]]:
    """The commands the bot sends Discord, every locale's words in them (as the sync's digest sees them)."""
    world = await start_world(tmp_path / "hoard.sqlite3")
    try:
        tree, translator = world.bot.tree, world.bot.translator
        return [await command.get_translated_payload(tree, translator) for command in tree.get_commands()]
    finally:
        await world.fake.close()


@pytest.mark.parametrize("folder", TRANSLATIONS, ids=lambda p: p.name)
async def test_a_translations_command_words_are_what_discord_takes(tmp_path, folder):
    assert command_problems(await synced(tmp_path), folder.name) == []


async def test_the_synced_commands_carry_every_languages_words_and_what_discord_refuses_is_found(tmp_path, monkeypatch):
    languages = Languages(tmp_path / "locales")
    words = {"ru": "Рейтинги", "it": "Classifiche", "hu": "Ranglisták", "fr": "Classements"}
    for locale, description in words.items():
        current = languages.write(locale, f"command-leaderboard =\n    .description = {description}\n")
    monkeypatch.setattr(i18n, "catalogs", lambda: current)
    commands = await synced(tmp_path)
    leaderboard = next(c for c in commands if c["name"] == "leaderboard")
    assert leaderboard["description_localizations"] == words
    assert [command_problems(commands, locale) for locale in words] == [[], [], [], []]


def test_the_command_check_finds_bad_names_twins_and_long_words():
    commands = [
        {"name": "stats", "description": "x", "name_localizations": {"ru": "Статистика"}},
        {"name": "forget", "description": "x", "description_localizations": {"ru": "x" * 101}},
        {"name": "history", "description": "x", "name_localizations": {"ru": "две команды"}},
        {"name": "leaderboard", "description": "x", "name_localizations": {"ru": "статистика"}},
        {
            "name": "records",
            "description": "x",
            "options": [{"name": "a"}, {"name": "b", "name_localizations": {"ru": "a"}}],
        },
        {
            "name": "scoped",
            "description": "x",
            "options": [{"name": "scope", "choices": [{"name": "all", "value": 1, "name_localizations": {"ru": ""}}]}],
        },
    ]
    assert command_problems(commands, "ru") == [
        "/stats: name 'Статистика'",
        "/forget: description of 101 characters",
        "/history: name 'две команды'",
        "/records: two named 'a'",
        "/scoped/scope: choice 'all' of 0 characters",
    ]
    assert command_problems(commands, "it") == []
