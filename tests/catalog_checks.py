"""Checks of a translation's catalog (``locales/<locale>/``) against the English one, each a function returning
the problems it finds as lines (none: the catalog passes), so that each can be shown failing on a catalog
broken on purpose (``tests/test_catalogs.py``) and run on every translation present."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import emoji
from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from engine.registry import engines

#: CLDR's plural categories: a select on a number variable has these (or exact numbers) as its keys
CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
#: the counts a plural select is tried with: every CLDR category of the five languages, 0 and 1 included
COUNTS = (0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 101, 111)
#: another number variable's value while one is tried: "many" or "other" everywhere, and unlike any count
OTHER_NUMBER = 905
#: a string variable's value
SAMPLE = "Sam"
TIMESTAMP = re.compile(r"<t:[^>]*>")
MENTION = re.compile(r"<(?:@[!&]?|#|/)[^>]*>")
CODE_SPAN = re.compile(r"(?<!`)`[^`\n]+`(?!`)")


@dataclass
class Catalog:
    """One locale's messages, by id, and which file (its stem) holds each."""

    locale: str
    messages: dict[str, ast.Message]
    files: dict[str, str]
    sources: list[str]


def read(folder: Path) -> Catalog:
    """The catalog in ``folder`` (the folder's name is the locale)."""
    messages: dict[str, ast.Message] = {}
    files: dict[str, str] = {}
    sources = []
    for path in sorted(folder.glob("*.ftl")):
        source = path.read_text(encoding="utf-8")
        sources.append(source)
        for entry in parse(source).body:
            if isinstance(entry, ast.Junk):
                raise ValueError(f"{path}: cannot read {entry.content!r}")
            if isinstance(entry, ast.Message):
                messages[entry.id.name] = entry
                files[entry.id.name] = path.stem
    return Catalog(folder.name, messages, files, sources)


def patterns(catalog: Catalog) -> dict[str, ast.Pattern]:
    """Every message's value and attributes, by ``id`` and ``id.attribute``."""
    found: dict[str, ast.Pattern] = {}
    for name, message in catalog.messages.items():
        if message.value is not None:
            found[name] = message.value
        for attribute in message.attributes:
            found[f"{name}.{attribute.id.name}"] = attribute.value
    return found


class _Parts(Visitor):
    """What a pattern holds: its variables, the variables it formats as numbers, its selects, the messages it
    refers to and its text (every variant's)."""

    def __init__(self) -> None:
        self.variables: set[str] = set()
        self.numbers: set[str] = set()
        self.selects: list[ast.SelectExpression] = []
        self.references: set[str] = set()
        self.texts: list[str] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
        if node.id.name == "NUMBER":
            self.numbers |= {a.id.name for a in node.arguments.positional if isinstance(a, ast.VariableReference)}
        self.generic_visit(node)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.references.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        self.selects.append(node)
        self.generic_visit(node)

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.texts.append(node.value)


def parts(catalog: Catalog, pattern: ast.Pattern) -> _Parts:
    """The parts of ``pattern`` and of the messages it refers to (their variables are its arguments too)."""
    found = _Parts()
    found.visit(pattern)
    seen: set[str] = set()
    while todo := found.references - seen:
        for name in todo:
            seen.add(name)
            referred = catalog.messages.get(name)
            if referred is not None and referred.value is not None:
                texts = list(found.texts)
                found.visit(referred.value)
                found.texts = texts  # the text is the message's own
    return found


def _selector(select: ast.SelectExpression) -> str | None:
    """The variable a select chooses by: ``$x`` or ``NUMBER($x)``."""
    selector: ast.SyntaxNode = select.selector
    if isinstance(selector, ast.FunctionReference) and selector.arguments.positional:
        selector = selector.arguments.positional[0]
    return selector.id.name if isinstance(selector, ast.VariableReference) else None


def _keys(select: ast.SelectExpression) -> set[str]:
    return {str(v.key.name if isinstance(v.key, ast.Identifier) else v.key.value) for v in select.variants}


def _is_plural(select: ast.SelectExpression) -> bool:
    """A select by plural category: its keys are CLDR's categories (one besides "other") and exact numbers."""
    keys = [v.key for v in select.variants]
    return all(isinstance(k, ast.NumberLiteral) or k.name in CATEGORIES for k in keys) and any(
        isinstance(k, ast.Identifier) and k.name != "other" for k in keys
    )


def _is_number(select: ast.SelectExpression) -> bool:
    """A select on a number: by plural category or by exact numbers (and "other")."""
    keys = [v.key for v in select.variants]
    return _is_plural(select) or (
        any(isinstance(k, ast.NumberLiteral) for k in keys)
        and all(isinstance(k, ast.NumberLiteral) or k.name == "other" for k in keys)
    )


def plural_variables(*found: _Parts) -> set[str]:
    """The variables some select of these patterns chooses by plural category."""
    return {name for p in found for s in p.selects if _is_plural(s) and (name := _selector(s)) is not None}


def number_variables(*found: _Parts) -> set[str]:
    """The variables these patterns take as numbers: chosen by a number select, or formatted by ``NUMBER``."""
    selected = {name for p in found for s in p.selects if _is_number(s) and (name := _selector(s)) is not None}
    return selected.union(*(p.numbers for p in found))


def _values(name: str, numbers: set[str], found: list[_Parts]) -> list[Any]:
    """The values a variable is tried with: counts for a number, else a name and every key its selects have."""
    if name in numbers:
        return list(COUNTS)
    keys = sorted({k for p in found for s in p.selects if _selector(s) == name for k in _keys(s)})
    return [SAMPLE, *keys]


def samples(found: list[_Parts]) -> Iterator[tuple[str | None, Any, dict[str, Any]]]:
    """Arguments for the patterns ``found``: every variable at a plain value, then each variable through its
    values in turn, the others staying plain (yields the variable tried, its value and the arguments)."""
    names = sorted(set().union(*(p.variables for p in found)))
    numbers = number_variables(*found)
    plain = {n: (OTHER_NUMBER + i if n in numbers else SAMPLE) for i, n in enumerate(names)}
    yield None, None, plain
    for name in names:
        for value in _values(name, numbers, found):
            yield name, value, {**plain, name: value}


def bundle(catalog: Catalog) -> FluentBundle:
    built = FluentBundle([catalog.locale], use_isolating=False)
    for source in catalog.sources:
        built.add_resource(FluentResource(source))
    return built


def _format(built: FluentBundle, message_id: str, args: dict[str, Any]) -> tuple[str, list[Exception]]:
    name, _, attribute = message_id.partition(".")
    message = built.get_message(name)
    pattern = message.attributes[attribute] if attribute else message.value
    assert pattern is not None, message_id
    text, errors = built.format_pattern(pattern, args)
    return str(text), errors


def _both(english: Catalog, catalog: Catalog) -> Iterator[tuple[str, _Parts, _Parts]]:
    """Each message and attribute both catalogs have: its id and its parts in English and in the catalog."""
    theirs = patterns(catalog)
    for message_id, pattern in patterns(english).items():
        if message_id in theirs:
            yield message_id, parts(english, pattern), parts(catalog, theirs[message_id])


# -- the checks ----------------------------------------------------------------------------------
def same_ids(english: Catalog, catalog: Catalog) -> list[str]:
    """The messages and attributes English has and the catalog lacks, or the catalog has and English does not."""
    ours, theirs = set(patterns(english)), set(patterns(catalog))
    return [f"missing {i}" for i in sorted(ours - theirs)] + [f"not in English: {i}" for i in sorted(theirs - ours)]


def unique_ids(english: Catalog, catalog: Catalog) -> list[str]:
    """Each message and term is defined once across the catalog's files: Fluent keeps the first of two and drops
    the other without a word, so a copy a merge leaves behind would go unseen, and these checks read the last."""
    defined = Counter(
        ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
        for source in catalog.sources
        for entry in parse(source).body
        if isinstance(entry, (ast.Message, ast.Term))
    )
    return [f"{i} defined {n} times" for i, n in sorted(defined.items()) if n > 1]


def formats(english: Catalog, catalog: Catalog) -> list[str]:
    """Every message formats without an error (an unknown variable, message or term, a bad call) with the
    English's arguments, each variable through every value its selects choose by."""
    problems = []
    built = bundle(catalog)
    for message_id, ours, theirs in _both(english, catalog):
        for _, _, args in samples([ours, theirs]):
            _, errors = _format(built, message_id, {k: v for k, v in args.items() if k in ours.variables})
            if errors:
                problems.append(f"{message_id} with {args}: {errors}")
                break
    return problems


def same_variables(english: Catalog, catalog: Catalog) -> list[str]:
    """Each message uses the variables the English does (its own and those of the messages it refers to)."""
    problems = []
    for message_id, ours, theirs in _both(english, catalog):
        if ours.variables != theirs.variables:
            mine, yours = (", ".join(f"${v}" for v in sorted(p.variables)) for p in (ours, theirs))
            problems.append(f"{message_id}: {yours or 'none'} instead of {mine or 'none'}")
    return problems


def plural_forms(english: Catalog, catalog: Catalog) -> list[str]:
    """Every select by plural category (the catalog's own, or on a variable the English selects so) has a
    variant for each of the locale's CLDR categories, and the message shows a count wherever the English shows
    it (Russian "one" is also 21: "a card" is no translation of it)."""
    problems = []
    needed = Locale.parse(catalog.locale.replace("-", "_")).plural_form.tags
    ours_built, theirs_built = bundle(english), bundle(catalog)
    for message_id, ours, theirs in _both(english, catalog):
        plural = plural_variables(ours)
        for select in theirs.selects:
            if (_is_plural(select) or _selector(select) in plural) and (missing := needed - _keys(select)):
                problems.append(f"{message_id}: no variant for {', '.join(sorted(missing))} of ${_selector(select)}")
        numbers = number_variables(ours, theirs)
        for name, value, args in samples([ours, theirs]):
            if name not in numbers:
                continue
            shown = re.compile(rf"(?<!\d){value}(?!\d)")
            english_text, _ = _format(ours_built, message_id, args)
            text, _ = _format(theirs_built, message_id, args)
            if shown.search(english_text) and not shown.search(text):
                problems.append(f"{message_id}: ${name} = {value} is not shown in {text!r}")
                break
    return problems


def markup(text: str) -> dict[str, Any]:
    """What must survive translation: emoji, bold marks, timestamps, mentions, code spans, line breaks."""
    return {
        "emoji": Counter(e["emoji"] for e in emoji.emoji_list(text)),
        "bold marks": text.count("**"),
        "timestamps": sorted(TIMESTAMP.findall(text)),
        "mentions": sorted(MENTION.findall(text)),
        "code spans": sorted(CODE_SPAN.findall(text)),
        "code blocks": text.count("```"),
        "line breaks": text.count("\n"),
    }


def same_markup(english: Catalog, catalog: Catalog) -> list[str]:
    """Each message, formatted with the same arguments, keeps the English's emoji, ``**``, ``<t:…>`` tokens,
    mentions, code spans and line breaks."""
    problems = []
    ours_built, theirs_built = bundle(english), bundle(catalog)
    for message_id, ours, theirs in _both(english, catalog):
        _, _, args = next(samples([ours, theirs]))
        mine = markup(_format(ours_built, message_id, args)[0])
        yours = markup(_format(theirs_built, message_id, args)[0])
        problems += [f"{message_id}: {k} {yours[k]} instead of {mine[k]}" for k in mine if mine[k] != yours[k]]
    return problems


def glossary(english: Catalog, catalog: Catalog, entries: list[dict[str, Any]]) -> list[str]:
    """Every message of an entry's files whose English text (value or attribute, any variant) matches its
    ``english`` pattern matches its ``native`` pattern in the catalog (both case-insensitive)."""
    problems = []
    theirs = patterns(catalog)
    for entry in entries:
        wanted, native = re.compile(entry["english"], re.I), re.compile(entry["native"], re.I)
        for message_id, pattern in patterns(english).items():
            if english.files[message_id.partition(".")[0]] not in entry["files"]:
                continue
            if wanted.search(" ".join(parts(english, pattern).texts)) and message_id in theirs:
                text = " ".join(parts(catalog, theirs[message_id]).texts)
                if not native.search(text):
                    problems.append(f"{message_id}: {entry['english']!r} is not {entry['native']!r} in {text!r}")
    return problems


def read_glossary(path: Path) -> list[dict[str, Any]]:
    """A glossary file: a list of ``{"english": regex, "native": regex, "files": [en-US file stems]}``."""
    entries: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))
    for entry in entries:
        assert set(entry) == {"english", "native", "files"}, entry
        re.compile(entry["english"]), re.compile(entry["native"])
    return entries


#: every check of a catalog against English alone
#: the messages a score is given in (``discord_ui.formatting.score_text``): each game's unit and a match's
UNITS = frozenset({f"{game}-score" for game in engines()} | {"sarkanytojas-match-score"})


class _CountUses(Visitor):
    """How a message uses ``$count`` and ``$amount``: the keys of the selects that choose by ``$count``, whether
    it shows ``$count``, whether it shows ``$amount`` outside those selects, and in which of their variants."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: list[ast.Identifier | ast.NumberLiteral] = []
        self.shown: set[str] = set()
        #: per variant of a select by ``$count``: its key and whether it shows ``$amount``
        self.variants: list[tuple[str, bool]] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if _selector(node) != "count":
            self.generic_visit(node)
            return
        for variant in node.variants:
            inside = _CountUses()
            inside.visit(variant.value)
            self.keys += [variant.key, *inside.keys]
            self.shown |= inside.shown - {"amount"}
            self.variants.append((_key(variant.key), "amount" in inside.shown))

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.shown.add(node.id.name)


def _key(key: ast.Identifier | ast.NumberLiteral) -> str:
    return key.name if isinstance(key, ast.Identifier) else key.value


def score_units(english: Catalog, catalog: Catalog) -> list[str]:
    """Every message a score is given in shows ``$amount`` in every form and chooses its form by ``$count`` among
    plural categories only, never showing it: a figure with decimals comes with its category's name as its count
    ("1.0 points"), which an exact number's key (``[1]``) would not match and which would show as a word."""
    problems = []
    for message_id in sorted(UNITS & catalog.messages.keys()):
        pattern = catalog.messages[message_id].value
        if pattern is None:
            continue
        uses = _CountUses()
        uses.visit(pattern)
        if "count" in uses.shown:
            problems.append(f"{message_id}: shows $count (a figure with decimals gives its category's name there)")
        if not uses.keys:
            problems.append(f"{message_id}: does not choose its form by $count")
        odd = [_key(key) for key in uses.keys if not (isinstance(key, ast.Identifier) and key.name in CATEGORIES)]
        if odd:
            problems.append(f"{message_id}: $count keys that are no plural category: {', '.join(odd)}")
        if "amount" not in uses.shown and (bare := [key for key, amount in uses.variants if not amount]):
            problems.append(f"{message_id}: does not show $amount in its {', '.join(bare)} form")
    return problems


CHECKS = (same_ids, unique_ids, formats, same_variables, plural_forms, same_markup, score_units)


def fixed_texts(catalog: Catalog) -> dict[str, str]:
    """Each message's fixed text (value or attribute, every variant, arguments left out), by id."""
    return {message_id: " ".join(parts(catalog, p).texts) for message_id, p in patterns(catalog).items()}
