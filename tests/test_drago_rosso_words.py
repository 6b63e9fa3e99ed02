"""Drago Rosso's words all come from the catalogs: played in the pseudo-locale, no plain English is left in its
tables, private views, controls, event sentences, round summaries, picture or rules."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import discord
import pytest

from cogs.drago_rosso import picture
from cogs.drago_rosso.cog import DragoRossoCog
from discord_ui import i18n
from discord_ui.components import ActionButton
from discord_ui.drawing import Line
from discord_ui.presenter import HandContext, TableContext
from engine.drago_rosso import DECK_COUNTS, ENGINE, STRIPES
from engine.drago_rosso.cards import DANGER_CARD, FOOTPRINTS, START_GEMS, STOP_CARD
from service.storage.core import GameRecord, SeatRecord
from tests.discord_helpers import drawn
from tests.pseudo import untranslated

NAMES = ["ann", "ben", "cas", "dot", "eve", "fay"]
#: the players' names, and the word Babel's English list pattern joins the last two names with (the pseudo-locale
#: lists as English does)
ALLOWED = [*NAMES, "and"]


def record(seats: int, turn_seconds: int, deadline: float | None) -> GameRecord:
    game = GameRecord(1, "drago-rosso", 1, 1, 1, "active", {}, turn_seconds, 1, moves=3)
    game.seats = [SeatRecord(seat, seat + 1, NAMES[seat], False) for seat in range(seats)]
    game.turns.turn_deadline = deadline
    return game


def embed_texts(embed: discord.Embed) -> Iterator[str]:
    yield from (embed.title or "", embed.description or "", embed.footer.text or "")
    for field in embed.fields:
        yield from (field.name or "", field.value or "")


def item_texts(items: list[Any]) -> Iterator[str]:
    """The labels of the controls (their custom ids are not shown)."""
    for item in items:
        assert isinstance(item, ActionButton)
        yield item.to_component_dict().get("label", "")


def drawn_words(view: Any, names: tuple[str, ...], locale: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the picture writes, its caches emptied so that the fixed labels are written too."""
    written: list[str] = []
    for value in vars(picture).values():
        if callable(getattr(value, "cache_clear", None)):
            value.cache_clear()
    with monkeypatch.context() as patch:
        patch.setattr(picture.Canvas, "text", lambda self, xy, text, *args, **kw: written.append(text))
        patch.setattr(picture, "write", lambda frame, xy, text, *args, **kw: written.append(text))
        picture.render_table(*picture_inputs(view, names, locale))
    for value in vars(picture).values():
        if callable(getattr(value, "cache_clear", None)):
            value.cache_clear()
    return written


def picture_inputs(view: Any, names: tuple[str, ...], locale: str) -> tuple[Any, ...]:
    """What the cog gives ``render_table``."""
    presenter = DragoRossoCog.__new__(DragoRossoCog)
    table = TableContext(record(view.seats, 300, None), view, list(names), [], [], locale)
    picture = presenter.draw_table(table).picture
    assert picture is not None
    return picture.inputs


def shown(locale: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Everything a random game of ``seed`` shows in ``locale``: every state's table, its controls, picture and
    round summary, every seat's private view and its controls, and every event's sentence."""
    presenter = DragoRossoCog.__new__(DragoRossoCog)
    seats = 2 + seed % 5
    names = NAMES[:seats]
    rng = random.Random(seed)
    state = ENGINE.new_state(seats, {"treasure": (0, 40, 200)[seed % 3]}, seed)
    recent: list[str] = []
    step = 0
    while True:
        view = ENGINE.view(state, None)
        game = record(seats, (0, 300, 90)[step % 3], (None, 1_800_000_000.0)[step % 2])
        table = TableContext(game, view, names, [Line(line) for line in recent[-6:]], [], locale)
        sheet = presenter.draw_table(table)
        yield from embed_texts(drawn(sheet, locale)[0])
        yield from item_texts(sheet.controls)
        yield presenter.round_summary(table) or ""
        if step % 7 == 0 or ENGINE.is_over(state):
            yield from drawn_words(view, tuple(names), locale, monkeypatch)
        for seat in range(seats):
            legal = [] if ENGINE.is_over(state) else ENGINE.legal_actions(state, seat)
            hand = HandContext(game, seat, ENGINE.view(state, seat), names, 3, legal, locale)
            embed, items = drawn(presenter.draw_hand(hand), locale)
            yield from embed_texts(embed)
            yield from item_texts(items)
        if ENGINE.is_over(state):
            return
        seat = rng.choice(ENGINE.to_act(state))
        for event in ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat))):
            line = presenter.describe(event, names, locale)
            assert line is not None
            recent.append(line)
            yield line
        step += 1


@pytest.mark.parametrize("seed", range(6))
def test_every_text_of_a_whole_game_comes_from_the_catalogs(seed, monkeypatch):
    texts = list(shown(i18n.PSEUDO, seed, monkeypatch))
    assert any("⟦" in text for text in texts)
    for text in texts:
        assert untranslated(text, ALLOWED) == [], text


def test_the_rules_and_the_lobby_words_come_from_the_catalogs():
    ids = i18n.catalogs().ids()
    words = ["title", "tagline", "quick-start", "rules"] + [
        f"option-{i18n.key(option.key)}" for option in ENGINE.options
    ]
    for word in words:
        assert f"drago-rosso-{word}" in ids
        assert untranslated(i18n.text(i18n.PSEUDO, f"drago-rosso-{word}")) == []
    for option in ENGINE.options:
        assert untranslated(i18n.text(i18n.PSEUDO, f"drago-rosso-option-{i18n.key(option.key)}.help")) == []
    assert untranslated(i18n.text(i18n.PSEUDO, "drago-rosso-score", count=5, amount="5")) == []
    for code in ("no_ransom_offer", "reveal_before_stop", "deck_empty"):
        assert untranslated(i18n.text(i18n.PSEUDO, f"drago-rosso-illegal-{i18n.key(code)}")) == []


def test_the_numbers_the_catalog_writes_are_the_engines():
    """The rules and the command's help name the deck, the stripes and the options' defaults as words of the
    catalog: they must say what the engine plays."""
    rules = i18n.text(i18n.DEFAULT, "drago-rosso-rules")
    option = {option.key: option for option in ENGINE.options}
    footprints = ", ".join(f"{DECK_COUNTS[kind]} × 🐾 {kind}" for kind in FOOTPRINTS)
    for figure in (
        f"Everyone starts with {START_GEMS};",
        f"holds {option['treasure'].default} (a house rule)",
        f"{sum(DECK_COUNTS.values())} cards, shuffled",
        f"{sum(DECK_COUNTS[kind] for kind in FOOTPRINTS)} footprint cards: {footprints}\n",
        f"{DECK_COUNTS[STOP_CARD]} 🛑 stop cards",
        f"{DECK_COUNTS[DANGER_CARD]} ⚠️ danger cards",
        f"many of the {STRIPES} stripes",
        f"open {option['offer_seconds'].default} s (a house rule)",
        f"past stripe {STRIPES} ends",
    ):
        assert figure in rules
    for key in ("treasure", "offer_seconds"):
        help_text = i18n.text(i18n.DEFAULT, f"command-drago-rosso-new-{key}.description")
        assert help_text.endswith(f"(default {option[key].default})")
