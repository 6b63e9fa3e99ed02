"""Drago Rosso's words: its messages in the catalogs (``locales/<locale>/drago-rosso.ftl``), its lists of names and
the arguments its messages share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from discord_ui import i18n
from discord_ui.formatting import signed
from engine.drago_rosso import HEAD, STRIPES
from engine.drago_rosso.views import PARTS, RoundParts

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


def round_scores(
    names: Sequence[str], gems: Sequence[int], changes: Sequence[int], parts: Sequence[RoundParts], locale: str
) -> str:
    """Everyone's gems at a round's end and what the round changed, with where that came from (``parts``, by seat;
    empty for a round begun before they were kept): the line an old table keeps and the round's log line alike."""
    return text(locale, "separator").join(
        round_score(name, count, change, parts[seat] if parts else None, locale)
        for seat, (name, count, change) in enumerate(zip(names, gems, changes, strict=True))
    )


def round_score(name: str, gems: int, change: int, parts: RoundParts | None, locale: str) -> str:
    """One player's gems at a round's end: "**ann** 💎 52 (+12: banked +20, fines −8)"."""
    if parts is not None:
        shown = [
            text(locale, "round-part", part=part, amount=signed(getattr(parts, part), locale))
            for part in PARTS
            if getattr(parts, part)
        ]
        if shown:
            listed = i18n.listed(shown, locale)
            return text(locale, "round-score-parts", name=name, gems=gems, change=signed(change, locale), parts=listed)
    trend = "up" if change > 0 else "down" if change < 0 else "same"
    return text(locale, "round-score", name=name, gems=gems, change=abs(change), trend=trend)
