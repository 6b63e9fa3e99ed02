"""Drago Rosso's words: its messages in the catalogs (``locales/<locale>/drago-rosso.ftl``) and its lists of names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from babel.lists import format_list

from discord_ui import i18n


def text(locale: str, message_id: str, /, **args: Any) -> str:
    """One of Drago Rosso's messages (``drago-rosso-`` + ``message_id``) in ``locale``."""
    return i18n.text(locale, f"drago-rosso-{message_id}", **args)


def listed(locale: str, names: Sequence[str], style: Literal["standard", "unit"] = "standard") -> str:
    """Names as a list in ``locale``: "ann and ben", or side by side ("ann, ben") in the ``unit`` style."""
    babel_locale = "en_US" if locale == i18n.PSEUDO else locale.replace("-", "_")  # the pseudo-locale lists as English
    return format_list(list(names), style=style, locale=babel_locale)
