"""The docs stay short where a newcomer starts, and their links lead somewhere.

README.md stays under 8 KB and shows the two commands a newcomer runs (the bot, the tests) exactly as they
work on a fresh clone, the test command being the one CI runs; every relative link in README.md,
DEVELOPERS.md and ``docs/`` names a file of the repository (and, with ``#``, one of its headings).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
README_MOST_BYTES = 8_000
RUN_COMMAND = "python3 -m venv .venv && .venv/bin/pip install -r requirements.txt && .venv/bin/python bot.py"
TEST_COMMAND = "python3 -m venv .venv && .venv/bin/pip install -r requirements-dev.txt && .venv/bin/python -m pytest -q"
#: ``[text](target)``, not an image's ``![...]``; the target up to a space or the closing parenthesis
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$", re.MULTILINE)
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)


def _docs() -> list[Path]:
    return [ROOT / "README.md", ROOT / "DEVELOPERS.md", *sorted((ROOT / "docs").glob("*.md"))]


def _anchor(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    return {_anchor(found) for found in HEADING.findall(FENCE.sub("", path.read_text(encoding="utf-8")))}


def _leads_somewhere(path: Path, anchor: str) -> bool:
    """A file of the repository, and with an anchor a Markdown file holding that heading."""
    if not path.is_relative_to(ROOT) or not path.exists():
        return False
    return not anchor or (path.suffix == ".md" and anchor in _anchors(path))


def test_readme_is_short() -> None:
    size = len(README.read_bytes())
    assert size < README_MOST_BYTES, f"README.md has {size:,} bytes"


def test_readme_shows_the_two_commands_exactly() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert RUN_COMMAND in (line.strip() for line in lines)
    assert TEST_COMMAND in (line.strip() for line in lines)


def test_ci_runs_the_readme_test_command() -> None:
    """CI installs as the README says and runs the same pytest command (with its linters in between)."""
    install, _, run = TEST_COMMAND.rpartition(" && ")
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert install in lines
    assert run in lines


@pytest.mark.parametrize("doc", _docs(), ids=lambda path: str(path.relative_to(ROOT)))
def test_relative_links_resolve(doc: Path) -> None:
    broken = []
    for target in LINK.findall(FENCE.sub("", doc.read_text(encoding="utf-8"))):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto:, ...
            continue
        name, _, anchor = target.partition("#")
        path = (doc.parent / name).resolve() if name else doc
        if not _leads_somewhere(path, anchor):
            broken.append(target)
    assert not broken, f"{doc.name}: links to nothing: {broken}"
