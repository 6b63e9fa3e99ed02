"""The bot uses discord.py's and aiosqlite's public API only: no attribute whose name starts with ``_`` is read or
written on anything but the bot's own objects (``self``, ``cls``) and its own modules' names, outside the one module
allowed to hold what must stay (:data:`ALLOWED`), whose guard tests fail when discord.py changes it."""

from __future__ import annotations

import ast
from pathlib import Path

import discord

from discord_ui import internals

ROOT = Path(__file__).resolve().parent.parent
#: the bot's code: what it runs
CODE = (
    ROOT / "bot.py",
    *sorted((ROOT / "discord_ui").rglob("*.py")),
    *sorted((ROOT / "cogs").rglob("*.py")),
    *sorted((ROOT / "service").rglob("*.py")),
)
#: the one module that may hold a private use of a library, each one guarded by a test of its own
ALLOWED = frozenset({ROOT / "discord_ui" / "internals.py"})
#: the built-ins that reach an attribute by its name: a name written out must be a public one, and one that changes
#: an attribute must write its name out
BY_NAME = frozenset({"getattr", "setattr", "delattr", "hasattr"})
CHANGE_BY_NAME = frozenset({"setattr", "delattr"})
#: names whose private attributes are the bot's own
OWN = frozenset({"self", "cls"})


def private_uses(source: str) -> list[str]:
    """``line: expression`` of every attribute access of a private name on something not the module's own: a
    dunder (``__init__``) is no private name, and neither is an attribute of ``self``, ``cls`` or of a name the
    module defines at its top (a class or function of its own)."""
    tree = ast.parse(source)
    own = set(OWN)
    for top in tree.body:
        if isinstance(top, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            own.add(top.name)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            if private(node.attr) and not (isinstance(node.value, ast.Name) and node.value.id in own):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in BY_NAME:
            named = node.args[1].value if len(node.args) > 1 and isinstance(node.args[1], ast.Constant) else None
            written = isinstance(named, str)
            if (isinstance(named, str) and private(named)) or (not written and node.func.id in CHANGE_BY_NAME):
                found.append(f"{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Name) and node.id.startswith("__discord"):
            found.append(f"{node.lineno}: {node.id}")
    return found


def private(name: str) -> bool:
    """A private name (``_x``), not a dunder (``__init__``) nor one of discord.py's markers (``__discord_ui_view__``,
    which makes an object pass for one of its views)."""
    return name.startswith("_") and (not name.endswith("__") or name.startswith("__discord"))


def test_the_finder_sees_a_private_attribute_of_a_library_object_and_not_the_modules_own():
    source = (
        "class A:\n    def f(self):\n        return self._x, A._y, A.__name__\nx = interaction._state\n"
        "class V:\n    __discord_ui_view__ = True\n"
        "for name in ('_cs_response',):\n    delattr(interaction, name)\ngetattr(x, 'y'), getattr(x, '_z')\n"
    )
    assert private_uses(source) == [
        "4: interaction._state",
        "6: __discord_ui_view__",
        "8: delattr(interaction, name)",
        "9: getattr(x, '_z')",
    ]


def test_no_module_of_the_bot_uses_a_private_attribute_of_a_library():
    assert len(ALLOWED) <= 1
    found = {
        str(path.relative_to(ROOT)): uses
        for path in CODE
        if path not in ALLOWED and (uses := private_uses(path.read_text(encoding="utf-8")))
    }
    assert found == {}


def test_the_interaction_slots_let_go_of_are_still_discord_pys():
    """:func:`discord_ui.internals.let_go` clears these by name: a discord.py that renames them fails here, not by
    leaving every interaction to the garbage collector unnoticed."""
    slots = set(discord.Interaction.__slots__)
    assert {*internals.CACHED, internals.ORIGINAL} <= slots
    cached = {vars(discord.Interaction)[name].name for name in ("response", "followup")}
    assert cached == set(internals.CACHED)
