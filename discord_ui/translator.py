"""Slash commands in every language: their names, descriptions, options and choices come from the catalogs.

A command's decorator takes :func:`command_text` (the English words, carrying their message id); discord.py asks
:class:`CatalogTranslator` for every other locale when it sends the command tree to Discord.
"""

from __future__ import annotations

from discord import Locale, app_commands

from discord_ui import i18n


def command_text(message_id: str) -> app_commands.locale_str:
    """The English words of a command, option or choice (``"id"`` or ``"id.attribute"``), with their id."""
    return app_commands.locale_str(i18n.text(i18n.DEFAULT, message_id), id=message_id)


class CatalogTranslator(app_commands.Translator):
    """Each locale's words for what :func:`command_text` named; none where that locale's catalog has none."""

    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        message_id = string.extras.get("id")
        language = i18n.language(locale.value)
        catalogs = i18n.catalogs()
        if message_id is None or language == i18n.DEFAULT or language not in catalogs.locales:
            return None  # a language of Discord's whose catalog is not written yet reads English
        if message_id.partition(".")[0] not in catalogs.ids(language):
            return None
        return catalogs.text(language, message_id)
