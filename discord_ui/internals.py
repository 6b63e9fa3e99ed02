"""The one place that touches discord.py's internals: letting go of a handled interaction.

discord.py's interaction and its response (and followup webhook) point at each other, and so do the interaction and
an answer read back: some forty objects a click that only a garbage collection frees, or that stay for good if the
bot's collector froze them meanwhile (``service/collector.py``). No public call breaks those cycles, so this module
clears the cached slots by their names; ``tests/test_public_api.py`` fails when discord.py renames them, and no other
module of the bot reads a private attribute of a library.
"""

from __future__ import annotations

import contextlib

import discord

#: the interaction's slots that point back at it: its cached response and followup, and an answer read back
CACHED = ("_cs_response", "_cs_followup")
ORIGINAL = "_original_response"


def let_go(interaction: discord.Interaction) -> None:
    """Break the reference cycles of an interaction that has been handled, so that it, its message and its member
    are freed at once by reference counting."""
    for cached in CACHED:
        with contextlib.suppress(AttributeError):
            delattr(interaction, cached)
    setattr(interaction, ORIGINAL, None)
