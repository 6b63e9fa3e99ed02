"""Slash commands in every language with a catalog: the synced commands carry each locale's words, a changed
translation is synced again, and every catalog's words for commands fit Discord's rules."""

from __future__ import annotations

import shutil
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast, parse

from discord_ui import i18n
from tests.discord_helpers import World, start_world

RUSSIAN = """
command-leaderboard =
    .description = Рейтинги этого сервера или всех
command-leaderboard-scope-global = все серверы
"""
#: Discord's rule for a localized name: letters, numbers, Devanagari, Thai, "-", "_" and "'", 1 to 32 of them
NAME_PUNCTUATION = "-_'"
NAME_SCRIPTS = (range(0x0900, 0x0980), range(0x0E00, 0x0E80))


class Languages:
    """The catalogs the bot reads, swapped by the test: English as shipped, and a Russian catalog of its own."""

    def __init__(self, tmp_path: Path) -> None:
        self.tmp_path = tmp_path
        self.current = i18n.catalogs()

    def use(self, russian: str) -> None:
        folder = self.tmp_path / f"locales{len(list(self.tmp_path.iterdir()))}"
        shutil.copytree(i18n.FOLDER / i18n.DEFAULT, folder / i18n.DEFAULT)
        (folder / "ru").mkdir()
        (folder / "ru" / "records.ftl").write_text(russian, encoding="utf-8")
        self.current = i18n.Catalogs(folder, strict=True)


@pytest.fixture
def languages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Languages:
    languages = Languages(tmp_path / "catalogs")
    (tmp_path / "catalogs").mkdir()
    monkeypatch.setattr(i18n, "catalogs", lambda: languages.current)
    return languages


def syncs(world: World) -> int:
    """How many times the bot sent its global commands to Discord."""
    return sum(1 for r in world.fake.requests if r.method == "PUT" and r.route_path_template.endswith("/commands"))


def command(world: World, name: str) -> dict[str, Any]:
    return next(c for c in world.fake.synced_commands[None] if c["name"] == name)


def option(payload: dict[str, Any], name: str) -> dict[str, Any]:
    return next(o for o in payload["options"] if o["name"] == name)


async def test_synced_commands_carry_each_catalogs_words_and_a_changed_translation_syncs_again(tmp_path, languages):
    languages.use(RUSSIAN)
    world = await start_world(tmp_path / "hoard.sqlite3")
    try:
        leaderboard = command(world, "leaderboard")
        assert leaderboard["description"] == "Ratings of this server or of everyone"
        assert leaderboard["description_localizations"] == {"ru": "Рейтинги этого сервера или всех"}
        scope = {c["value"]: c for c in option(leaderboard, "scope")["choices"]}
        assert scope["global"]["name"] == "global" and scope["global"]["name_localizations"] == {"ru": "все серверы"}
        assert scope["server"]["name"] == "this server" and not scope["server"].get("name_localizations")
        stats = command(world, "stats")  # no Russian words for it: Russian clients read English
        assert stats["description"] == "A player's record in every game on this server"
        assert not stats.get("description_localizations")
        assert syncs(world) == 1

        await world.restart()
        assert syncs(world) == 1  # nothing changed: not sent again

        languages.use(RUSSIAN.replace("всех", "всего Discord"))
        await world.restart()
        assert syncs(world) == 2
        leaderboard = command(world, "leaderboard")
        assert leaderboard["description_localizations"] == {"ru": "Рейтинги этого сервера или всего Discord"}
    finally:
        await world.fake.close()


def commands_words(source: str) -> list[tuple[str, str]]:
    """``(id, words)`` of every command's name, description and choice in one catalog file."""
    words = []
    for entry in parse(source).body:
        if isinstance(entry, ast.Message) and entry.id.name.startswith("command-"):
            if entry.value is not None:
                words.append((entry.id.name, serialized(entry.value)))
            words += [(f"{entry.id.name}.{a.id.name}", serialized(a.value)) for a in entry.attributes]
    return words


def serialized(pattern: ast.Pattern) -> str:
    return "".join(e.value if isinstance(e, ast.TextElement) else "{…}" for e in pattern.elements)


def valid_name(name: str) -> bool:
    allowed = (
        c in NAME_PUNCTUATION or unicodedata.category(c)[0] in "LN" or any(ord(c) in script for script in NAME_SCRIPTS)
        for c in name
    )
    return 1 <= len(name) <= 32 and all(allowed) and name == name.lower()


@pytest.mark.parametrize("folder", sorted(p for p in i18n.FOLDER.iterdir() if p.is_dir()), ids=lambda p: p.name)
def test_every_catalogs_command_words_fit_discords_rules(folder):
    words = [w for path in sorted(folder.glob("*.ftl")) for w in commands_words(path.read_text(encoding="utf-8"))]
    if folder.name == i18n.DEFAULT:
        assert {"command-leaderboard.description", "command-records-forget.description"} <= {i for i, _ in words}
    for message_id, text in words:
        if message_id.endswith(".name"):
            assert valid_name(text), (folder.name, message_id, text)
        else:
            assert 1 <= len(text) <= 100 and "{…}" not in text, (folder.name, message_id, text)


def test_discords_name_rule_as_checked():
    assert valid_name("рейтинг") and valid_name("new-game_2") and valid_name("सूची")
    assert not valid_name("Leaderboard") and not valid_name("two words") and not valid_name("x" * 33)
