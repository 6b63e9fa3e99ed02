"""The pictures' font draws every letter they may show: every catalog's picture words and players' names in
accented Latin and Cyrillic, none of them as the box a font draws for a letter it lacks."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from discord_ui import i18n
from discord_ui.pictures import font

#: names as players choose them, in the languages the bot speaks and their neighbours'
NAMES = ("Gergő", "Jenő Kovács", "Жора", "Ёжик Щукин", "Éloïse", "Françoise Lœwe", "Niccolò", "Łukasz", "Ștefan")
#: the words a picture draws: messages whose id holds this, and the line names the Sárkánytojás caption takes
PICTURE_MARK = "-picture-"
PICTURE_IDS = {"sarkanytojas-line"}
#: a character no font here has: drawn, it is the font's box for a missing letter
MISSING = "\U000f0000"


class _Texts(Visitor):
    """The text of a message's value and attributes, every variant of every select."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.texts.append(node.value)


def picture_letters(folder: Path) -> set[str]:
    """Every character of the words a picture draws, in the catalog ``folder``."""
    texts = _Texts()
    for path in sorted(folder.glob("*.ftl")):
        for entry in parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and (PICTURE_MARK in entry.id.name or entry.id.name in PICTURE_IDS):
                texts.visit(entry)
    return set("".join(texts.texts))


def drawn_as_missing(letters: set[str], size: int = 20) -> list[str]:
    """The letters the pictures' font draws as nothing or as its box for a missing letter (space excepted)."""
    face = font(size)
    box = bytes(face.getmask(MISSING))
    return sorted(c for c in letters if not c.isspace() and (bytes(face.getmask(c)) == box or not face.getbbox(c)[2]))


@pytest.mark.parametrize("folder", sorted(p for p in i18n.FOLDER.iterdir() if p.is_dir()), ids=lambda p: p.name)
def test_every_letter_of_a_catalogs_picture_words_is_drawn(folder):
    letters = picture_letters(folder)
    if folder.name == i18n.DEFAULT:
        assert {"S", "T", "A", "R"} <= letters  # the words were found
    assert drawn_as_missing(letters) == []


def test_players_names_are_drawn_with_real_letters():
    assert drawn_as_missing(set("".join(NAMES))) == []


def test_a_letter_the_font_lacks_is_found():
    assert drawn_as_missing({"\U000f0001", "A"}) == ["\U000f0001"]
