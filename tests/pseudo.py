"""Finding text that no catalog gave: in the pseudo-locale every letter of a catalog's words is accented, so a
word of plain ASCII letters left in what the bot shows came from somewhere else (code, data, the engine)."""

from __future__ import annotations

import re
from collections.abc import Iterable

#: what may stay plain: mentions, channels, roles and timestamps (``<@1>``, ``<t:1:R>``), custom emoji, links,
#: custom ids' shapes are not shown text and never reach this
_MARKUP = re.compile(r"<(?:@[!&]?|#|t:|a?:\w+:)[^>]*>|https?://\S+|attachment://\S+")
_PLAIN_WORD = re.compile(r"[A-Za-z]{2,}")


def untranslated(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The plain ASCII words of ``text`` (two letters or more) that are not in ``allowed`` (players' names, AI
    seats' names: what players and the bot named, not words of a catalog)."""
    words = set()
    for name in allowed:
        words.update(_PLAIN_WORD.findall(name))
    return [word for word in _PLAIN_WORD.findall(_MARKUP.sub(" ", text)) if word not in words]
