"""Drago Rosso's words: its messages in the catalogs (``locales/<locale>/drago-rosso.ftl``), its lists of names and
the arguments its messages share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from discord_ui import i18n
from engine.drago_rosso import HEAD, STRIPES

#: up to this many names are listed where several players may do something; more are counted
NAMES_LISTED = 2


def text(locale: str, message_id: str, /, **args: Any) -> str:
    """One of Drago Rosso's messages (``drago-rosso-`` + ``message_id``) in ``locale``."""
    return i18n.text(locale, f"drago-rosso-{message_id}", **args)


def some_names(locale: str, names: Sequence[str]) -> str:
    """A few names, side by side ("ann, ben"): the messages count them when they are more."""
    return i18n.listed(names[:NAMES_LISTED], locale, style="unit")


def bold(locale: str, names: Sequence[str], seats: Sequence[int]) -> list[str]:
    return [text(locale, "bold-name", name=names[seat]) for seat in seats]


def chance(count: int, total: int) -> float:
    """A share of the deck, rounded to whole percents as the players read it."""
    return round(100 * count / total) / 100 if total else 0.0


def deadline_arg(deadline: float | None) -> str:
    """A deadline for the messages: the timestamp Discord shows as "in 20 seconds", or "none"."""
    return str(int(deadline)) if deadline else "none"


def where(knight: int) -> dict[str, Any]:
    """Where the knight is, as the messages' ``place`` (``tail``, ``head`` or ``stripe``) and its stripe."""
    place = "tail" if knight == 0 else "head" if knight >= HEAD else "stripe"
    return {"place": place, "stripe": knight, "stripes": STRIPES}


def timer_args(seconds: int) -> dict[str, Any]:
    """The turn timer for the footer: off, whole minutes or seconds."""
    minutes, rest = divmod(seconds, 60)
    timer = "off" if not seconds else "seconds" if rest else "minutes"
    return {"timer": timer, "minutes": minutes, "turn_seconds": seconds}
