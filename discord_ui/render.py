"""The one renderer: a :class:`~discord_ui.drawing.Sheet` becomes an embed and a view, within Discord's limits
(an embed's parts and total, 25 fields, five rows of controls) and the sheet's budget."""

from __future__ import annotations

from typing import Any

import discord
from discord import ui

from discord_ui.components import view_of
from discord_ui.drawing import EMBED_TOTAL, Sheet, Tone
from discord_ui.formatting import clip, fit_lines

#: Discord's limits on an embed's parts
TITLE, DESCRIPTION, FIELD_NAME, FIELD_VALUE, FOOTER, FIELDS = 256, 4096, 256, 1024, 2048, 25
#: the picture a table message attaches, and how its embed shows it
PICTURE_FILE = "table.png"
COLOURS = {
    Tone.GAME: discord.Colour(0xB22222),
    Tone.LOBBY: discord.Colour(0x5865F2),
    Tone.YOUR_TURN: discord.Colour(0x2ECC71),
    Tone.WAITING: discord.Colour(0x95A5A6),
    Tone.FINISHED: discord.Colour(0xF1C40F),
}
EMPTY = "—"


def embed(sheet: Sheet, locale: str) -> discord.Embed:
    """The sheet's embed in ``locale`` (the words are the sheet's; ``locale`` words a log's "left out" line)."""
    description = "\n".join(line for line in sheet.lines if line)
    result = discord.Embed(
        title=clip(sheet.title, TITLE) or None,
        description=clip(description, DESCRIPTION) or None,
        colour=COLOURS[sheet.tone],
    )
    for part in sheet.fields[:FIELDS]:
        result.add_field(
            name=clip(part.name, FIELD_NAME), value=clip(part.value, FIELD_VALUE) or EMPTY, inline=part.inline
        )
    if sheet.footer:
        result.set_footer(text=clip(sheet.footer, FOOTER))
    log = sheet.log
    if log is not None and len(result.fields) < FIELDS:
        name = clip(log.title, FIELD_NAME)
        room = min(log.most, FIELD_VALUE, sheet.budget - len(result) - len(name))
        text = fit_lines(log.lines, room, locale) if room >= log.least else ""
        if text:
            result.add_field(name=name, value=text, inline=False)
    if sheet.picture is not None:
        result.set_image(url=f"attachment://{PICTURE_FILE}")
    return _within_total(result)


def view(sheet: Sheet) -> ui.View:
    """The sheet's controls, laid out in rows by discord.py."""
    return view_of(sheet.controls)


def message(sheet: Sheet, locale: str) -> dict[str, Any]:
    """The sheet as the keyword arguments of a message: its embed and its view."""
    return {"embed": embed(sheet, locale), "view": view(sheet)}


def _within_total(result: discord.Embed) -> discord.Embed:
    """The embed within Discord's total: the last fields go first, then the description is cut."""
    while len(result) > EMBED_TOTAL and result.fields:
        result.remove_field(len(result.fields) - 1)
    if len(result) > EMBED_TOTAL and result.description:
        result.description = clip(result.description, max(len(result.description) - (len(result) - EMBED_TOTAL), 1))
    return result
