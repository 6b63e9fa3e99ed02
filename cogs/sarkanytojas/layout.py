"""What the messages of both games share: their budgets and the marks between listed parts (layout, no words)."""

from __future__ import annotations

from discord_ui import render
from discord_ui.drawing import Sheet

#: the most characters a table embed and a private view should hold (Discord counts title, description,
#: field names and values, footer): tables stay readable on a phone, private views leave room for the
#: shared "since your last move" field
TABLE_BUDGET = 1000
#: the shortest "Recent" log worth showing on a table
RECENT_LEAST = 60
#: and the longest: the newest few events (each player's private view tells them what they missed)
RECENT_MOST = 360
#: between the parts of a footer, a summary line or a list of scores
SEPARATOR = " · "
COMMA = ", "


def characters(sheet: Sheet, locale: str) -> int:
    """The characters of the sheet's embed as Discord counts them, for a part shown only while the budget has room
    for it."""
    return len(render.embed(sheet, locale))
