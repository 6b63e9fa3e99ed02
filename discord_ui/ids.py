"""Reading the numbers a click carries (custom ids' parts, select values) and checking the message it came from.

A modified client can send any custom id or value on a message that shows one of the bot's controls, so
nothing read from a payload is trusted: a number is read only from ASCII digits (``"²"`` and ``"٣"`` are
digits to Python's ``isdigit`` and ``int``, yet no id the bot wrote) and only within its range, since a
database refuses integers beyond 64 bits. A reader gives a value outside that range (``0`` for an id,
``-1`` for a page or a stamp) for anything else, which the handler refuses with a private answer.
"""

from __future__ import annotations

import discord

#: the largest id a stored row can have (a signed 64-bit integer, SQLite's and PostgreSQL's BIGINT)
LARGEST_ID = 2**63 - 1
#: the most pages a paged message (a leaderboard, a game's move log, the rules) may be turned to
MOST_PAGES = 10_000
#: a number has at most this many digits in any range above
_DIGITS = len(str(LARGEST_ID))


def valid_id(value: int) -> bool:
    """Whether an id read from a custom id or select value can be a stored row (a 63-bit integer)."""
    return 0 < value <= LARGEST_ID


def read_number(text: str, low: int, high: int, otherwise: int) -> int:
    """``text`` as a number from ``low`` to ``high`` when it is one written in ASCII digits (a ``-`` before
    them for a negative one), else ``otherwise`` (a value outside that range, which its reader refuses)."""
    digits = text.removeprefix("-")
    if not (0 < len(digits) <= _DIGITS and digits.isascii() and digits.isdecimal()):
        return otherwise
    number = int(text)
    return number if low <= number <= high else otherwise


def read_id(text: str) -> int:
    """An id (a game's, a member's, a server's) from a payload, or 0, which :func:`valid_id` refuses."""
    return read_number(text, 1, LARGEST_ID, 0)


def read_page(text: str) -> int:
    """A page number from a payload (0 the first), or -1 when it is none the bot could have written."""
    return read_number(text, 0, MOST_PAGES - 1, -1)


def read_stamp(text: str) -> int:
    """The move a control was drawn at, from its custom id, or -1, which the service takes for a stale click."""
    return read_number(text, 0, LARGEST_ID, -1)


def clicked_on_own(interaction: discord.Interaction, prefix: str | tuple[str, ...]) -> bool:
    """Whether the message clicked holds controls of one kind only, whose custom ids start with ``prefix`` (or one of
    its prefixes).

    A page button rewrites the message it is on: one with a forged custom id on another message (a game's
    table) must leave that message as it is. Read from the message as discord.py parsed it (its components).
    """
    message = interaction.message
    if message is None:
        return False
    controls = [
        child for row in message.components for child in (row.children if isinstance(row, discord.ActionRow) else [row])
    ]
    return bool(controls) and all(
        isinstance(child, (discord.Button, discord.SelectMenu)) and (child.custom_id or "").startswith(prefix)
        for child in controls
    )
