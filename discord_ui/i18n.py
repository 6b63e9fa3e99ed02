"""Words in every language: Project Fluent catalogs, one folder per locale (``locales/<locale>/*.ftl``).

A message is looked up by an id named for its meaning and filled with named arguments; its grammar (plural
forms by CLDR category through Babel, cases, agreement) lives in the catalog, not in code. A locale without a
message falls back to English. Who reads a message chooses its locale: a private answer its viewer's
(``interaction.locale``), what the channel sees the game's.

The pseudo-locale :data:`PSEUDO` is English with every letter accented and every message bracketed, made at
load time: played through a whole game it shows any text that did not come from a catalog.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Iterable
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any, Literal

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal, get_minus_sign_symbol
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Transformer, Visitor

log = logging.getLogger(__name__)

FOLDER = Path(__file__).resolve().parent.parent / "locales"
#: the catalog every other falls back to
DEFAULT = "en-US"
#: English transformed (accented, bracketed), for tests that look for text no catalog gave
PSEUDO = "qps-ploc"
#: Discord's locales whose language has a catalog of its own, by Discord's code (``discord.Locale`` values)
_LANGUAGES = {"en-US": "en-US", "en-GB": "en-US", "ru": "ru", "it": "it", "hu": "hu", "fr": "fr"}
#: the one minus sign every number below zero is written with, in every language
MINUS = "\u2212"
#: how many formatted texts :class:`Catalogs` keeps
KEPT = 20_000
_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", "áƀçđéƒĝĥíĵķĺɱñóƥʠŕšŧúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤɊŔŠŦÚṼŴẊÝŽ"
)


class MissingText(KeyError):
    """A message id no catalog has, not even English's: a bug."""


class Catalogs:
    """Every locale's bundle, each built when first asked for and kept (formatting with ``fluent.runtime`` is cheap,
    building is not: a process that draws only English pictures reads only English)."""

    def __init__(self, folder: Path = FOLDER, strict: bool = False) -> None:
        #: raise on a formatting error (a missing argument, a bad selector) instead of logging it
        self.strict = strict
        self._folder = folder
        others = sorted(p.name for p in folder.iterdir() if p.is_dir() and p.name not in (DEFAULT, PSEUDO))
        self._locales = (DEFAULT, PSEUDO, *others)
        self._bundles: dict[str, FluentBundle] = {}
        self._ids: dict[str, set[str]] = {}
        self._reported: set[tuple[str, str]] = set()
        #: texts already formatted, by locale, id and arguments: a table or private view is drawn again after every
        #: move with mostly the same sentences (a card's label, a player's line), and Fluent formats each anew
        self._formatted: OrderedDict[tuple[Any, ...], str] = OrderedDict()
        #: the variables each message chooses its variants by, by locale and id (see :meth:`_with_minus_signs`)
        self._chosen_by: dict[tuple[str, str], frozenset[str]] = {}
        self._bundle(DEFAULT)  # every message falls back to English: a broken English catalog fails at once

    def _bundle(self, locale: str) -> FluentBundle:
        bundle = self._bundles.get(locale)
        if bundle is None:
            if locale not in self._locales:
                return self._bundle(DEFAULT)
            resources = _resources(self._folder / (DEFAULT if locale == PSEUDO else locale), locale)
            if locale == PSEUDO:
                for resource in resources:
                    _Accent().visit(resource)
            # Fluent's isolation marks (U+2068, U+2069) around arguments would show in Discord as stray characters.
            bundle = FluentBundle([DEFAULT if locale == PSEUDO else locale], use_isolating=False)
            ids: set[str] = set()
            for resource in resources:
                ids.update(entry.id.name for entry in resource.body if isinstance(entry, ast.Message))
                bundle.add_resource(resource)
            self._bundles[locale], self._ids[locale] = bundle, ids
        return bundle

    @property
    def locales(self) -> tuple[str, ...]:
        """The locales with a catalog (the pseudo-locale included)."""
        return self._locales

    def ids(self, locale: str = DEFAULT) -> set[str]:
        """The ids of the messages ``locale``'s catalog holds."""
        self._bundle(locale)
        return set(self._ids[locale])

    def text(self, locale: str, message_id: str, /, **args: Any) -> str:
        """The message ``message_id`` (``"id.attribute"`` for one of its attributes) in ``locale`` (English where
        that catalog lacks it), filled with ``args``."""
        value, errors = self._format(locale, message_id, args)
        if errors:
            if self.strict:
                raise ValueError(f"{locale} {message_id}: {errors}")
            if (locale, message_id) not in self._reported:
                self._reported.add((locale, message_id))
                log.warning("the %s text %s was shown with errors: %s", locale, message_id, errors)
        return value

    def strict_text(self, locale: str, message_id: str, /, **args: Any) -> str:
        """:meth:`text`, raising ``ValueError`` on a formatting error whatever :attr:`strict` says (for arguments
        that come from a code's parameters, e.g. a refusal's, which may lack one its sentence names)."""
        value, errors = self._format(locale, message_id, args)
        if errors:
            raise ValueError(f"{locale} {message_id}: {errors}")
        return value

    def _format(self, locale: str, message_id: str, args: dict[str, Any]) -> tuple[str, list[Exception]]:
        """The text and Fluent's errors; a text formatted without errors is kept (at most :data:`KEPT` of them,
        the oldest let go first) and given again for the same arguments."""
        try:
            known = (locale, message_id, *sorted((name, value, type(value)) for name, value in args.items()))
            kept = self._formatted.get(known)
        except TypeError:  # an argument that cannot be a key (none the catalogs' callers pass today)
            known, kept = None, None
        if kept is not None:
            return kept, []
        value, errors = self._fluent(locale, message_id, args)
        if known is not None and not errors:
            if len(self._formatted) >= KEPT:
                self._formatted.popitem(last=False)
            self._formatted[known] = value
        return value, errors

    def _fluent(self, locale: str, message_id: str, args: dict[str, Any]) -> tuple[str, list[Exception]]:
        name, _, attribute = message_id.partition(".")
        for bundle in (self._bundle(locale), self._bundles[DEFAULT]):
            if bundle.has_message(name):
                message = bundle.get_message(name)
                pattern = message.attributes.get(attribute) if attribute else message.value
                if pattern is not None:
                    break
        else:
            raise MissingText(message_id)
        if any(type(value) is int and value < 0 for value in args.values()):
            args = self._with_minus_signs(bundle.locales[0], message_id, pattern, args)
        value, errors = bundle.format_pattern(pattern, args)
        return str(value), errors

    def _with_minus_signs(self, locale: str, message_id: str, pattern: Any, args: dict[str, Any]) -> dict[str, Any]:
        """``args`` with each whole number below zero that the message only shows written out as its locale writes
        it but with :data:`MINUS` (Fluent would write the locale's own sign, a hyphen in most); numbers the message
        chooses a form by stay numbers."""
        chosen = self._chosen_by.get((locale, message_id))
        if chosen is None:
            finder = _ChoosingVariables()
            finder.visit(pattern)
            chosen = self._chosen_by[(locale, message_id)] = frozenset(finder.names)
        where = babel_locale(locale)
        return {
            name: format_decimal(value, locale=where).replace(get_minus_sign_symbol(where), MINUS)
            if type(value) is int and value < 0 and name not in chosen
            else value
            for name, value in args.items()
        }


class _ChoosingVariables(Visitor):
    """The variables a message chooses a variant by or hands to a function (``NUMBER($x)``): they stay numbers."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            self.names.add(node.selector.id.name)
        self.generic_visit(node)

    def visit_CallArguments(self, node: ast.CallArguments) -> None:
        self.names.update(a.id.name for a in node.positional if isinstance(a, ast.VariableReference))
        self.generic_visit(node)


def language(discord_locale: object) -> str:
    """The catalog for a Discord locale (``interaction.locale``, a ``discord.Locale`` or its value): its language's,
    else English; the pseudo-locale's code is its own catalog (tests give it as a member's locale)."""
    code = str(getattr(discord_locale, "value", discord_locale))
    return code if code == PSEUDO else _LANGUAGES.get(code, DEFAULT)


def key(code: str) -> str:
    """A code of the engine or the service (``not_your_turn``, an option's key) as a part of a message id."""
    return code.replace("_", "-").lower()


def babel_locale(locale: str) -> str:
    """Babel's name for a catalog's locale (the pseudo-locale is English underneath)."""
    return "en_US" if locale in (DEFAULT, PSEUDO) else locale.replace("-", "_")


def listed(items: Iterable[str], locale: str, style: Literal["standard", "unit"] = "unit") -> str:
    """``items`` as one list in ``locale``'s way: without a conjunction by default (English: "a, b, c", as names
    waited for or cards played), or with one (``standard``: "a, b, and c"). A language whose list of measures
    has no separator at all (Russian: "a b c") lists with its conjunction instead. The pseudo-locale accents the
    list's own words (they are the locale's, from Babel's data), not the items."""
    items = list(items)
    where = babel_locale(locale)
    chosen = style if style == "standard" or _unit_separates(where) else "standard"
    if locale != PSEUDO:
        return format_list(items, style=chosen, locale=where)
    places = format_list([f"{{{index}}}" for index in range(len(items))], style=chosen, locale=where)
    return places.translate(_ACCENTED).format(*items)


def plural_form(number: Decimal, locale: str) -> str:
    """The CLDR plural category (``one``, ``few``, ``other``…) of ``number`` with its digits as written, as a
    message's variants are keyed: Fluent chooses one by a whole number or a float's value, so it would take
    1.0 for 1 ("1.0 point") and could not tell a Russian 5 ("очков") from a 5.0 ("очка")."""
    return str(_babel(babel_locale(locale)).plural_form(number))


@cache
def _babel(locale: str) -> Locale:
    return Locale.parse(locale)


@cache
def _unit_separates(locale: str) -> bool:
    """Whether ``locale``'s list of measures puts something between its items beside a space."""
    return format_list(["a", "b", "c"], style="unit", locale=locale) != "a b c"


@cache
def catalogs() -> Catalogs:
    """The bot's catalogs, loaded on first use."""
    return Catalogs()


def text(locale: str, message_id: str, /, **args: Any) -> str:
    """:meth:`Catalogs.text` of the bot's catalogs."""
    return catalogs().text(locale, message_id, **args)


def _resources(folder: Path, name: str) -> list[ast.Resource]:
    """A locale's files, each parsed once (without the source positions only tools need)."""
    resources = []
    for path in sorted(folder.glob("*.ftl")):
        resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                raise ValueError(f"{name}: cannot read {entry.content!r}: {entry.annotations}")
        resources.append(resource)
    return resources


class _Accent(Transformer):
    """English made pseudo: letters of the text accented, arguments, selectors and ids as they are."""

    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = node.value.translate(_ACCENTED)
        return node

    def visit_Message(self, node: ast.Message) -> ast.Message:
        self.generic_visit(node)
        if node.value is not None:
            node.value.elements = [ast.TextElement("⟦"), *node.value.elements, ast.TextElement("⟧")]
        return node
