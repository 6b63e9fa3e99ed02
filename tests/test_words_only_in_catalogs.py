"""No sentence a player reads is written in the bot's Python code: the texts shown to players come from the
catalogs (``locales/``). Read from the code itself: every string literal of three words or more in ``cogs/`` and
``discord_ui/`` is a failure, but for docstrings, log lines, assertions and exceptions (for whoever runs or
develops the bot) and SQL."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORDS = re.compile(r"[A-Za-z]{2,}")
LOGGING = {"debug", "info", "warning", "error", "exception", "critical"}
#: literals that are not shown to players, by what they hold
NOT_SHOWN = {
    "discord.py: on_interaction",  # the name discord.py gives its tasks, matched by the bot
    "not connected to Discord's gateway yet",  # why /readyz says 503, for operators
}


def _docstrings(tree: ast.AST) -> set[int]:
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, kinds) and node.body and isinstance(node.body[0], ast.Expr)
    }


def _for_developers(tree: ast.AST) -> set[int]:
    """Literals inside log calls, ``raise`` and ``assert`` statements."""
    found: set[int] = set()
    for node in ast.walk(tree):
        logged = isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in LOGGING
        if logged or isinstance(node, ast.Raise | ast.Assert):
            found.update(id(inner) for inner in ast.walk(node))
    return found


def english_literals(source: str) -> list[tuple[int, str]]:
    """The line and text of each literal of ``source`` that reads as a sentence."""
    tree = ast.parse(source)
    skip = _docstrings(tree) | _for_developers(tree)
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skip
        and node.value not in NOT_SHOWN
        and len(WORDS.findall(node.value)) >= 3
        and " " in node.value.strip()
    ]


def test_no_sentence_for_players_is_written_in_code() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for folder in ("cogs", "discord_ui")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for line, text in english_literals(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_the_reader_finds_a_sentence_but_not_what_only_developers_read() -> None:
    source = (
        '"""A module docstring of several words."""\n'
        'log.warning("a log line for operators %s", 1)\n'
        'assert ready, "what a developer reads"\n'
        'TEXT = "Press the button now"\n'
        'KEY = "table-no-game-here"\n'
    )
    assert english_literals(source) == [(4, "Press the button now")]
