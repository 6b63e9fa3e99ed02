"""Drago Rosso's words: its messages in the catalogs (``locales/<locale>/drago-rosso.ftl``) and its lists of names."""

from __future__ import annotations

from typing import Any

from discord_ui import i18n


def text(locale: str, message_id: str, /, **args: Any) -> str:
    """One of Drago Rosso's messages (``drago-rosso-`` + ``message_id``) in ``locale``."""
    return i18n.text(locale, f"drago-rosso-{message_id}", **args)
