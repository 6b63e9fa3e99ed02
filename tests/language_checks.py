"""Offline checks of a translation's language: each message (long enough to tell) is in the catalog's language
(lingua, told only of the bot's five languages), its words are in the language's Hunspell dictionary (spylls
reading the dictionaries bundled in ``tests/spelling/``) or in the allow-list of game words and names, and in
Russian a noun after a number agrees with it (pymorphy3). Each check returns the problems it finds."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path

import pymorphy3
from lingua import Language, LanguageDetector, LanguageDetectorBuilder
from spylls.hunspell import Dictionary

SPELLING = Path(__file__).resolve().parent / "spelling"
#: the catalogs' languages, by locale
LANGUAGES = {
    "en-US": Language.ENGLISH,
    "ru": Language.RUSSIAN,
    "it": Language.ITALIAN,
    "hu": Language.HUNGARIAN,
    "fr": Language.FRENCH,
}
#: a message is told apart only from this many letters in this many words (game names and allowed words left out)
LEAST_LETTERS, LEAST_WORDS = 40, 6
#: messages written in several languages on purpose (each language's own name)
MIXED = {"settings-language-name"}
#: a game's name kept in English in every language, of words English text has too (so not allowed words)
KEPT_NAMES = re.compile(r"\bPlay of the Dragons\b")
WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
#: what no dictionary spells: code spans, <…> tokens, slash commands (with a subcommand), actions such as
#: ``unlock:reserve`` and identifiers such as ``show_ai``
CODE = re.compile(
    r"`[^`\n]*`|<[^<>\n]*>|(?<![\w/])/[\w-]+(?: (?:new|puzzle|rules|table|stop|forget|language|pings)\b)?"
    r"|\b[a-z]+:\S*|\w*_\w*"
)
#: a number (the last of a range such as 2–4, which the noun agrees with), then the word after it (a noun, or else
#: not checked), and the word before it (or before the range)
COUNTED = re.compile(r"(?:([а-яё]+)\s+)?(?<![\d.,/])(?:\d+[–-])?(\d+)\s+([а-яё]+)", re.I)
#: words before a number that put the noun after it in the genitive plural ("из 2 карт", "более 5 карт")
GENITIVE = frozenset(["из", "от", "до", "без", "для", "у", "около", "более", "менее", "свыше", "кроме", "после"])
#: cases in which a noun after a number is plural whatever the number ("с 2 картами", "о 5 картах")
OBLIQUE = ({"datv"}, {"ablt"}, {"loct"})


@cache
def detector() -> LanguageDetector:
    """lingua, choosing among the bot's languages only (its models load on first use: some seconds)."""
    return LanguageDetectorBuilder.from_languages(*LANGUAGES.values()).build()


@cache
def dictionary(locale: str) -> Dictionary:
    """The Hunspell dictionary of ``locale`` (``tests/spelling/<locale>.zip``: its ``.aff`` and ``.dic``)."""
    return Dictionary.from_zip(str(SPELLING / f"{locale}.zip"))


@cache
def allowed(locale: str) -> frozenset[str]:
    """The words no dictionary has that a catalog may use (game names and words, names), in lower case:
    ``tests/spelling/all.allowed`` and ``tests/spelling/<locale>.allowed``, one a line, ``#`` comments."""
    words: set[str] = set()
    for path in (SPELLING / "all.allowed", SPELLING / f"{locale}.allowed"):
        if path.exists():
            lines = path.read_text(encoding="utf-8").splitlines()
            words |= {line.strip().lower() for line in lines if line.strip() and not line.startswith("#")}
    return frozenset(words)


def words(text: str) -> list[str]:
    return WORD.findall(text)


def wrong_language(texts: Mapping[str, str], locale: str) -> list[str]:
    """The messages (long enough to tell, allowed words left out) lingua finds in another language."""
    problems = []
    skip = allowed(locale)
    for message_id, text in texts.items():
        kept = [w for w in words(text) if w.lower() not in skip]
        if message_id.partition(".")[0] in MIXED or len(kept) < LEAST_WORDS or len("".join(kept)) < LEAST_LETTERS:
            continue
        found = detector().detect_language_of(" ".join(kept))
        if found != LANGUAGES[locale]:
            problems.append(f"{message_id}: {found.name.lower() if found else 'no language'}: {text!r}")
    return problems


def told_apart(texts: Mapping[str, str], locale: str) -> int:
    """How many of the messages are long enough for :func:`wrong_language` to tell their language."""
    skip = allowed(locale)
    kept = ([w for w in words(t) if w.lower() not in skip] for t in texts.values())
    return sum(1 for k in kept if len(k) >= LEAST_WORDS and len("".join(k)) >= LEAST_LETTERS)


def misspelled(texts: Mapping[str, str], locale: str) -> dict[str, list[str]]:
    """The words neither ``locale``'s dictionary nor its allow-list has, with the messages that use them (code, the
    languages' own names and suffixes on numbers left out)."""
    unknown: dict[str, list[str]] = {}
    spelling, skip = dictionary(locale), allowed(locale)
    known: dict[str, bool] = {}
    for message_id, text in texts.items():
        if message_id.partition(".")[0] in MIXED:
            continue
        text = CODE.sub(" ", KEPT_NAMES.sub(" ", text))
        for found in WORD.finditer(text):
            word, start = found.group(), found.start()
            if word.lower() in skip or (text[start - 1 : start] == "-" and not text[start - 2 : start - 1].isalpha()):
                continue  # allowed, or a suffix on a number or a value ("9-es", "{ $place }-е")
            if word not in known:
                parts = re.split(r"['’-]", word)
                known[word] = spelling.lookup(word) or all(spelling.lookup(p) or p.lower() in skip for p in parts)
            if not known[word]:
                unknown.setdefault(word, []).append(message_id)
    return unknown


@cache
def _morphology() -> pymorphy3.MorphAnalyzer:
    return pymorphy3.MorphAnalyzer(lang="ru")


def russian_agreement(texts: Mapping[str, str]) -> list[str]:
    """Nouns after a number in fixed Russian text in a form that does not agree with it ("5 карты", "2 карт";
    "из 2 карт", "с 2 картами", "для 2–4 игроков" and a mass noun's "5 золота" do)."""
    problems = []
    morphology = _morphology()
    for message_id, text in texts.items():
        for before, number, word in COUNTED.findall(text):
            nouns = [p for p in morphology.parse(word) if p.tag.POS == "NOUN"]
            cases = [{"nomn"}, {"accs"}, *OBLIQUE, *([{"gent"}] if before.lower() in GENITIVE else [])]
            forms = [p.inflect(case) for p in nouns for case in cases]
            agreeing = {(f.make_agree_with_number(int(number)) or f).word for f in forms if f is not None}
            # a mass noun has no plural: "5 золота" counts it in the genitive singular after any number
            agreeing |= {f.word for p in nouns if "Sgtm" in p.tag and (f := p.inflect({"sing", "gent"})) is not None}
            if nouns and word.lower() not in agreeing:
                problems.append(f"{message_id}: {number} {word} (agrees: {' / '.join(sorted(agreeing))})")
    return problems
