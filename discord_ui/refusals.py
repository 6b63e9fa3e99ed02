"""Refusals worded: a code and its parameters made into the catalog's sentence for it, in the reader's locale.

A service ``GameError`` code reads ``refusal-<code>``; an ``option_invalid`` one the sentence of its more precise
``problem``, ``refusal-option-invalid-<problem>``; a refused move its game's ``<game>-illegal-<code>``, else the
shared ``refusal-illegal-<code>`` (with a ``problem`` parameter: ``<game>-illegal-<code>-<problem>``). A code without
words, or a parameter its sentence lacks, reads as a plain refusal.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from discord_ui import i18n
from discord_ui.presenter import Presenter
from service.games import GameError, IllegalMove

log = logging.getLogger(__name__)


def worded(locale: str, ids: list[str], params: Mapping[str, Any], fallback: str) -> str:
    """The first of ``ids`` the catalogs have, filled with ``params``; ``fallback``'s words when none can be."""
    known = i18n.catalogs().ids()
    for message_id in ids:
        if message_id in known:
            try:
                return i18n.catalogs().strict_text(locale, message_id, **params)
            except ValueError as error:  # a parameter the code did not bring
                log.warning("refusal %s could not be worded: %s", message_id, error)
                break
    return i18n.text(locale, fallback)


def refusal(error: GameError, presenter: Presenter | None = None, locale: str = i18n.DEFAULT) -> str:
    """What the player reads for ``error`` in ``locale``; ``presenter`` (the game whose move was refused) words its
    reasons."""
    if isinstance(error, IllegalMove):
        params = dict(presenter.illegal_params(error.reason, locale) if presenter is not None else error.reason.params)
        code = i18n.key(error.reason.code)
        if "problem" in params:  # a move refused for a more precise reason: a sentence of its own
            code += f"-{i18n.key(str(params.pop('problem')))}"
        own = [f"{presenter.engine.id}-illegal-{code}"] if presenter is not None else []
        return worded(locale, [*own, f"refusal-illegal-{code}"], params, "refusal-move-not-allowed")
    params = dict(error.params)
    if error.code == "option_invalid":
        problem = i18n.key(str(params.pop("problem", "")))
        return worded(locale, [f"refusal-option-invalid-{problem}"], params, "refusal-other")
    return worded(locale, [f"refusal-{i18n.key(error.code)}"], params, "refusal-other")
