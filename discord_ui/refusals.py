"""Refusals worded: a code and its parameters filled into a template of ``texts.py``.

A ``problem`` parameter names the code of a more precise reason; its words fill the template's
``{problem}`` placeholder (``option_invalid``: "That option is not valid: {problem}.").
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Mapping
from typing import Any

from discord_ui import texts
from discord_ui.plurals import Plural
from discord_ui.presenter import Presenter
from discord_ui.texts import Template
from service.games import GameError, IllegalMove


def fill(templates: Mapping[str, Template], code: str, params: Mapping[str, Any]) -> str | None:
    """The words of ``code`` with ``params``; None when the code, or a parameter its template names,
    is missing."""
    template = templates.get(code)
    if template is None:
        return None
    fields = dict(params)
    if "problem" in fields:
        problem = fill(templates, str(fields.pop("problem")), fields)
        if problem is None:
            return None
        fields["problem"] = problem
    try:
        if isinstance(template, Plural):
            return template(fields.pop("count"), **fields)
        return template.format(**fields)
    except (KeyError, IndexError):
        return None


def refusal(error: GameError, presenter: Presenter | None = None) -> str:
    """What the player reads for ``error``; ``presenter`` (the game whose move was refused) words its reasons."""
    if isinstance(error, IllegalMove):
        own = presenter.illegal_texts if presenter is not None else {}
        params = presenter.illegal_params(error.reason) if presenter is not None else error.reason.params
        reason = fill(ChainMap(dict(own), texts.ILLEGAL), error.reason.code, params)
        return texts.MOVE_REFUSED.format(reason=reason) if reason is not None else texts.MOVE_NOT_ALLOWED
    words = fill(ChainMap(texts.GAME_ERRORS, texts.OPTION_PROBLEMS), error.code, error.params)
    return words if words is not None else texts.REFUSED
