"""Words that change with a number: a template per plural category, picked by the count.

The forms are keyed by CLDR plural category (``"one"``, ``"few"``, ``"many"``, ``"other"``) and the
category comes from Babel's copy of CLDR's rules for the language, so a translation supplies as many
forms as its language has (Russian three, Hungarian's nouns after a number one) and names its locale;
the code that fills the template never changes: ``GAMES(count=3)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache, lru_cache

from babel import Locale
from babel.plural import PluralRule


@lru_cache(maxsize=4096, typed=True)  # typed: 1 and 1.0 differ ("1 game", "1.0 games")
def category(count: float, locale: str = "en") -> str:
    """The CLDR plural category of ``count`` in ``locale`` (kept: Babel's rules are evaluated in Python, and
    the texts of a table count the same few numbers again and again).

    A float goes in as the decimal it prints as, so ``1.0`` keeps its visible fraction digit and is
    "other" in English, as CLDR has it ("1.0 games")."""
    number = Decimal(repr(count)) if isinstance(count, float) else count
    return str(_rule(locale)(number))


@cache
def _rule(locale: str) -> PluralRule:
    return Locale.parse(locale).plural_form


@dataclass(frozen=True)
class Plural:
    """Templates with a ``{count}`` placeholder (and any others), one per plural category."""

    forms: Mapping[str, str]
    locale: str = field(default="en")

    def __post_init__(self) -> None:
        if "other" not in self.forms:
            raise ValueError("every language has the plural category 'other'")
        Locale.parse(self.locale)  # an unknown locale fails here, not at the first count

    def __call__(self, count: float, **fields: object) -> str:
        form = self.forms.get(category(count, self.locale), self.forms["other"])
        return form.format(count=count, **fields)
