"""Words that change with a number: a template per plural category, picked by the count.

The forms are keyed by CLDR plural category (``"one"``, ``"few"``, ``"many"``, ``"other"``), and each
:class:`Plural` carries the rule that picks a category, so a translation supplies as many forms as its
language has (Russian three, Hungarian's nouns after a number one) together with its own rule, and the
code that fills the template never changes: ``GAMES(count=3)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass


def english(count: float) -> str:
    """CLDR's rule for English: "one" for the whole numbers 1 and -1 only; a number shown with decimals is
    "other" (CLDR looks at the number without its sign)."""
    return "one" if isinstance(count, int) and abs(count) == 1 else "other"


@dataclass(frozen=True)
class Plural:
    """Templates with a ``{count}`` placeholder (and any others), one per plural category."""

    forms: Mapping[str, str]
    rule: Callable[[float], str] = english

    def __post_init__(self) -> None:
        if "other" not in self.forms:
            raise ValueError("every language has the plural category 'other'")

    def __call__(self, count: float, **fields: object) -> str:
        form = self.forms.get(self.rule(count), self.forms["other"])
        return form.format(count=count, **fields)
