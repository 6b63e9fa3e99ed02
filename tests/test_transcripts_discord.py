"""The transcripts of what a player sees (``scripts/transcripts.py``): for a game played through the fake Discord, the
channel's table and Alice's private view at the game's decisive moment and at its end, the table's pictures saved
beside them and linked, and the same files each time."""

from __future__ import annotations

import re

import pytest

from scripts.transcripts import GAMES, transcript, write

#: the transcript is the same whatever the database: one backend is enough
pytestmark = pytest.mark.parametrize("backend", ["sqlite"], indirect=True)
KIND = "drago-rosso"
PNG = b"\x89PNG\r\n\x1a\n"


def sections(page: str, level: str) -> dict[str, str]:
    """The sections of a Markdown page under headings of ``level`` (``##``), by heading."""
    parts = re.split(rf"^{level} (.*)$", page, flags=re.MULTILINE)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def quoted(section: str) -> list[str]:
    """The lines of a section's block quote (one message), without their ``> ``."""
    return [line[2:] for line in section.splitlines() if line.startswith("> ")]


async def test_a_transcript_holds_the_table_and_the_private_view_at_the_decisive_moment_and_at_the_end(tmp_path):
    written = write(KIND, *await transcript(KIND, "en-US"), tmp_path / "first")
    page = (tmp_path / "first" / f"{KIND}.md").read_text(encoding="utf-8")
    moments = sections(page, "##")
    assert list(moments) == [f"The decisive moment: {GAMES[KIND].moment}", "The end"]
    for heading, moment in moments.items():
        parts = sections(moment, "###")
        table, view = quoted(parts["The table"]), quoted(parts["Alice's private view"])
        for message in (table, view):
            assert any(line.startswith("**") for line in message), (heading, message)  # an embed's title
        assert any(line.startswith("`[") for line in table), (heading, table)  # a row of buttons
        pictures = re.findall(r"!\[[^]]*\]\(([^)]+)\)", parts["The table"])
        assert len(pictures) == 1, (heading, pictures)  # Drago Rosso's table has a picture
        assert (tmp_path / "first" / pictures[0]).read_bytes().startswith(PNG)
    offer = quoted(sections(moments[f"The decisive moment: {GAMES[KIND].moment}"], "###")["Alice's private view"])
    assert any("Take over" in line and "(disabled)" not in line for line in offer), offer
    again = write(KIND, *await transcript(KIND, "en-US"), tmp_path / "second")
    assert [path.name for path in again] == [path.name for path in written]
    assert all(path.read_bytes() == (tmp_path / "second" / path.name).read_bytes() for path in written)
