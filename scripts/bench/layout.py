"""Layout figures: today's embed tables and private views beside layout-component (Components V2) renderings
of the same content, for every game.

Each game is played whole by two people beside AI seats through the fake Discord, as in ``play.py``; every
version of every table and private view the bot sent is then measured as sent (content + embed + action rows)
and as two layout messages (flag ``IS_COMPONENTS_V2``) carrying the same text, picture and controls:

* **container**: one container with the state colour as its accent; the status line, title and description
  as text, the fields as one text, the picture in a media gallery, the footer as small text, then the same
  action rows;
* **sections**: the same, but every button of the private view sits beside a line of its own (a section with
  the button as accessory), as a layout lets a player act beside what they act on.

Printed per game and message kind: the most characters (as Discord counts them: content and embed text /
the text of all text displays), the most components (nested ones counted), and how many versions Discord
would refuse (checked by ``tests/discord_limits.py``, the rules the fake enforces).
"""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from scripts.bench.play import embed_characters, play
from tests.discord_helpers import start_world
from tests.discord_limits import (
    ACTION_ROW,
    BUTTON,
    COMPONENTS_V2,
    CONTAINER,
    MEDIA_GALLERY,
    SECTION,
    SEPARATOR,
    TEXT_DISPLAY,
    message_problems,
    walk,
)
from tests.fakediscord import FakeMessage
from tests.test_whole_games_discord import GAMES

Body = dict[str, Any]


def _text(content: str) -> Body:
    return {"type": TEXT_DISPLAY, "content": content}


def _embed_parts(embed: Body) -> Iterator[Body]:
    """An embed's text, fields, picture and footer as layout components, in the order an embed shows them."""
    head = [(embed.get("author") or {}).get("name"), embed.get("title") and f"### {embed['title']}"]
    head.append(embed.get("description"))
    if any(head):
        yield _text("\n".join(part for part in head if part))
    fields = [f"**{field['name']}**\n{field['value']}" for field in embed.get("fields") or ()]
    if fields:
        yield _text("\n\n".join(fields))
    picture = (embed.get("image") or {}).get("url") or (embed.get("thumbnail") or {}).get("url")
    if picture:
        yield {"type": MEDIA_GALLERY, "items": [{"media": {"url": picture}}]}
    footer = (embed.get("footer") or {}).get("text")
    if footer:
        yield _text(f"-# {footer}")


def _button_sections(rows: list[Body]) -> list[Body]:
    """Action rows with every button moved beside a line of its own (a section; the button its accessory)."""
    laid: list[Body] = []
    for row in rows:
        buttons = [c for c in row.get("components") or () if c.get("type") == BUTTON]
        if not buttons:
            laid.append(row)
            continue
        for button in buttons:
            line = " ".join(part for part in ((button.get("emoji") or {}).get("name"), button.get("label")) if part)
            laid.append({"type": SECTION, "components": [_text(line or "…")], "accessory": button})
    return laid


def as_layout(message: FakeMessage, sections: bool) -> Body:
    """The body of a layout message with ``message``'s content, embeds, picture and controls."""
    inside: list[Body] = [_text(message.content)] if message.content else []
    colour = None
    for embed in message.embeds:
        inside += list(_embed_parts(embed))
        colour = embed.get("color", colour)
    rows = [row for row in message.components if row.get("type") == ACTION_ROW]
    if rows:
        inside.append({"type": SEPARATOR})
        inside += _button_sections(rows) if sections else rows
    box: Body = {"type": CONTAINER, "components": inside or [_text("…")]}
    if colour is not None:
        box["accent_color"] = colour
    return {"flags": COMPONENTS_V2, "components": [box]}


def classic_body(message: FakeMessage) -> Body:
    return {"content": message.content, "embeds": message.embeds, "components": message.components}


@dataclass
class Measure:
    """The largest figures over every version of one kind of message, in one way of drawing it."""

    characters: int = 0
    components: int = 0
    refused: int = 0
    versions: int = 0

    def add(self, body: Body, files: list[str]) -> None:
        components = list(walk(body.get("components") or ()))
        if body.get("flags", 0) & COMPONENTS_V2:
            characters = sum(len(c.get("content") or "") for _, c in components if c.get("type") == TEXT_DISPLAY)
        else:
            characters = len(body.get("content") or "") + embed_characters_of(body)
        self.characters = max(self.characters, characters)
        self.components = max(self.components, len(components))
        self.refused += bool(message_problems(body, files, creating=True))
        self.versions += 1

    def figure(self) -> str:
        return f"{self.characters:>5} chars · {self.components:>2} components · {self.refused}/{self.versions} refused"


def embed_characters_of(body: Body) -> int:
    embeds = orjson.dumps(body.get("embeds") or [])
    return embed_characters(FakeMessage(id=0, channel_id=0, author={}, embeds_json=embeds))


WAYS: dict[str, Callable[[FakeMessage], Body]] = {
    "embed (today)": classic_body,
    "layout: container": lambda m: as_layout(m, sections=False),
    "layout: sections": lambda m: as_layout(m, sections=True),
}


async def measure_game(command: str, options: dict[str, Any]) -> list[tuple[str, str]]:
    with tempfile.TemporaryDirectory() as folder:
        world = await start_world(Path(folder) / "bench.sqlite3")
        world.fake.think_time = 0.0
        try:
            await play(world, command, options, 3)
            fake = world.fake
            players = {m.ephemeral_to for m in fake.messages.values() if m.ephemeral}
            kinds: dict[str, list[FakeMessage]] = {"table": [], "private view": []}
            for message in fake.messages.values():
                first = message.versions[0].message
                if not any(b.custom_id.startswith("t:") for b in first.buttons()):
                    continue  # not a table or a private view (lobbies, pings, rules pages)
                kind = "private view" if message.ephemeral and message.ephemeral_to in players else "table"
                kinds[kind] += [version.message for version in message.versions]
            rows = []
            for kind, versions in kinds.items():
                for way, draw in WAYS.items():
                    if kind == "table" and way == "layout: sections":
                        continue  # the table's few buttons (My hand, Rules) read the same either way
                    measure = Measure()
                    for version in versions:
                        measure.add(draw(version), version.file_names)
                    rows.append((f"{command}: {kind}, {way}", measure.figure()))
            return rows
        finally:
            await world.fake.close()


async def measure() -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for command, _ais, options in GAMES:
        rows += await measure_game(command, options)
    return rows


def run(quick: bool) -> list[tuple[str, str]]:
    return asyncio.run(measure())
