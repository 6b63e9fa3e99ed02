"""Helpers every game's drawing needs, written once: cutting text to a limit, signed numbers, names in narrow
places, the newest lines of a log that fit."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from decimal import Decimal

from babel.numbers import format_decimal, get_minus_sign_symbol

from discord_ui import i18n
from discord_ui.drawing import Line
from discord_ui.i18n import MINUS
from discord_ui.names import in_code_block

ELLIPSIS = "…"


def clip(text: str, limit: int) -> str:
    """``text``, cut to at most ``limit`` characters (ending in "…" when cut)."""
    return text if len(text) <= limit else text[: max(limit - 1, 0)].rstrip() + ELLIPSIS


def short_name(name: str, limit: int) -> str:
    """A display name cut to ``limit`` characters where room is scarce."""
    return clip(name, limit)


def column_name(name: str, width: int) -> str:
    """A plain name for a column of a monospace table: no AI mark, safe in a code block, at most ``width``."""
    return in_code_block(name.replace("🤖 ", ""))[:width]


@functools.lru_cache(maxsize=4096)  # scoresheets show dozens of scores on every drawing
def signed(amount: int, locale: str) -> str:
    """``+12``, ``−4`` (a true minus sign, U+2212) or ``0``, as ``locale`` writes a score or its change."""
    sign = "plus" if amount > 0 else "minus" if amount < 0 else "zero"
    return i18n.text(locale, "number-signed", sign=sign, amount=abs(amount))


def amount_text(amount: int | float | Decimal, locale: str, fraction_digits: int = 0) -> str:
    """``amount`` as ``locale`` writes a figure (grouping, decimal mark), below zero with the one minus sign: for a
    catalog's message that writes it with its unit (``<game>-score``'s ``$amount``; its ``$count`` picks the plural
    form)."""
    pattern = "#,##0" + ("." + "0" * fraction_digits if fraction_digits else "")
    babel = i18n.babel_locale(locale)
    written = format_decimal(amount, format=pattern, locale=babel)
    return written.replace(get_minus_sign_symbol(babel), MINUS)


def score_text(kind: str, score: int | float, locale: str, fraction_digits: int = 0, message: str = "") -> str:
    """A score in its game's unit (``<game>-score``: points, gems, gold, players outlasted; or ``message``), with
    ``fraction_digits`` decimals. A figure with decimals takes the plural form of its digits as written (CLDR:
    "1.0 points", Russian "5,0 очка"), which Fluent does not work out from a number that has them."""
    if not fraction_digits:
        return i18n.text(locale, message or f"{kind}-score", count=round(score), amount=amount_text(score, locale))
    written = Decimal(str(score)).quantize(Decimal(1).scaleb(-fraction_digits))  # rounded as Babel writes a float
    written = written or written.copy_abs()  # an average just below zero is "0.0", not "−0.0"
    amount = amount_text(written, locale, fraction_digits)
    return i18n.text(locale, message or f"{kind}-score", count=i18n.plural_form(written, locale), amount=amount)


def fit_lines(lines: Sequence[Line], room: int, locale: str) -> str:
    """The lines of a log (oldest first) within ``room`` characters: all if they fit; else the important ones that
    fit and an unbroken run of the newest others, after a line saying how many were left out. Nothing fits: the
    newest line, cut short."""
    if not lines or room <= 0:
        return ""
    whole = "\n".join(line.text for line in lines)
    if len(whole) <= room:
        return whole
    reserve = len(left_out(len(lines), locale)) + 1
    keep: set[int] = set()
    used = 0
    for index in [i for i in range(len(lines) - 1, -1, -1) if lines[i].important]:
        cost = len(lines[index].text) + 1
        if used + cost + reserve <= room:
            keep.add(index)
            used += cost
    for index in [i for i in range(len(lines) - 1, -1, -1) if not lines[i].important]:
        cost = len(lines[index].text) + 1
        if used + cost + reserve > room:
            break  # the rest are older: a log shows an unbroken run of the newest
        keep.add(index)
        used += cost
    if not keep:
        return clip(lines[-1].text, room)
    kept = [lines[i].text for i in sorted(keep)]
    return "\n".join([left_out(len(lines) - len(keep), locale), *kept])


def left_out(count: int, locale: str) -> str:
    """The line that says how many lines of a log were left out."""
    return i18n.text(locale, "log-left-out", count=count)
