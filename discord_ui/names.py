"""Display names made safe to show: cleaned once when taken from Discord (and again when shown, for names stored
by older versions), escaped wherever markdown renders them, and kept inside the code blocks they are put in.

A display name is chosen by its member, so it may carry markdown (a masked link, a code fence), mentions,
bidirectional and zero-width controls that reorder or hide what a line says, or the mark of the AI seats."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from discord.utils import escape_mentions

from discord_ui import i18n
from service.storage import SeatRecord

#: the mark the bot puts before its AI seats' names; no human's name carries it
AI_MARK = "🤖"
#: Unicode categories never shown as they are: controls, format characters (bidirectional embeddings, overrides,
#: isolates and marks, zero-width spaces and joiners, the byte-order mark), line and paragraph separators, and
#: lone surrogates
_INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs"})
#: letters that show as nothing (Hangul fillers), used to make a name look blank or shift a line
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0")
#: the AI mark with what may follow it unseen: variation selectors and skin tones
_AI_MARK = re.compile(f"{AI_MARK}[\ufe0e\ufe0f\U0001f3fb-\U0001f3ff]*")
_SPACES = re.compile(r"\s+")
#: characters Discord's markdown gives a meaning: emphasis, spoilers, code, quotes, headings, lists, masked links,
#: mentions, timestamps and custom emoji (``<``), and ``:`` of links and emoji codes; each is escaped by a backslash
_MARKDOWN = re.compile(r"[\\*_~|`>#\-\[\]<:]")
#: a name that starts like a numbered list item ("1. ") at the start of a line
_LIST_NUMBER = re.compile(r"^(\d+)\.")
#: what a backtick becomes in a code block, which a backtick could close: the modifier grave, alike and one wide
CODE_BACKTICK = "\u02cb"


#: how many names :func:`clean` and :func:`markdown` keep as they made them (every view drawn shows every seat's name)
NAMES_KEPT = 16_384


@lru_cache(maxsize=NAMES_KEPT)
def clean(name: str) -> str:
    """A human's display name as shown: composed (NFC), without invisible or reordering characters, without the
    AI mark, spaces collapsed; never empty."""
    composed = unicodedata.normalize("NFC", name)
    visible = "".join(
        c for c in composed if unicodedata.category(c) not in _INVISIBLE_CATEGORIES and c not in _BLANK_LETTERS
    )
    text = _SPACES.sub(" ", _AI_MARK.sub("", visible)).strip()
    return text or i18n.text(i18n.DEFAULT, "lobby-unnamed-player")


def shown_name(name: str, is_ai: bool) -> str:
    """A seat's name as plain text: an AI seat's as the bot named it, a human's cleaned (it may be stored dirty)."""
    return name if is_ai else clean(name)


def plain_names(seats: Iterable[SeatRecord]) -> list[str]:
    """The seats' names as plain text, for labels, pictures and code blocks (see :func:`in_code_block`)."""
    return [shown_name(seat.name, seat.is_ai) for seat in seats]


def markdown_names(seats: Iterable[SeatRecord]) -> list[str]:
    """The seats' names escaped for markdown, for every text Discord renders."""
    return [markdown(shown_name(seat.name, seat.is_ai)) for seat in seats]


@lru_cache(maxsize=NAMES_KEPT)
def markdown(name: str) -> str:
    """``name`` (plain text) escaped for markdown text: it shows as written, and ``**{name}**`` stays bold whatever
    it holds (every markdown character escaped, mentions defused)."""
    return escape_mentions(_LIST_NUMBER.sub(r"\1\\.", _MARKDOWN.sub(r"\\\g<0>", name)))


def in_code_block(name: str) -> str:
    """``name`` (plain text) for a code block: its backticks cannot close the block (each becomes a look-alike of
    the same width, so columns stay aligned)."""
    return name.replace("`", CODE_BACKTICK)
