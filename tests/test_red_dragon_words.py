"""Every word of Red Dragon comes from the catalogs: drawn in the pseudo-locale, nothing plain English is left.

Tables, private views (with their controls' labels, options and placeholders), event sentences, round summaries,
the rules, the lobby's words and the slash commands' descriptions, over random playouts through every phase."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import discord
import pytest
from fluent.syntax import ast, parse

from cogs.red_dragon.cog import RedDragonCog, describe, rules_figures
from discord_ui import i18n
from discord_ui.components import Item
from discord_ui.drawing import Line
from discord_ui.presenter import HandContext, TableContext
from engine.protocol import Event
from engine.red_dragon import DECK, ENGINE
from service.storage import GameRecord, SeatRecord
from tests.discord_helpers import drawn
from tests.pseudo import untranslated

NAMES = ["ann", "🤖 Ember", "Bartholomew the Unbelievably Brave", "dot", "eve", "fay"]
#: the names and the parts of them that a narrow place shows (the scoresheet keeps seven letters)
SHOWN_NAMES = [*NAMES, *(name[:7] for name in NAMES)]
ROOT_FTL = i18n.FOLDER / i18n.DEFAULT / "red-dragon.ftl"


def record(seats: int, turn_seconds: int) -> GameRecord:
    game = GameRecord(1, ENGINE.id, 1, 2, 3, "active", {}, turn_seconds, seed=0)
    game.seats = [SeatRecord(s, s + 10, NAMES[s].removeprefix("🤖 "), NAMES[s].startswith("🤖")) for s in range(seats)]
    return game


def playouts() -> Iterator[tuple[GameRecord, Any, list[Event]]]:
    """Each state of a few random games (3 to 6 seats, every timer kind) with the events that led to it, and a
    round someone sweeps (random play hardly ever does)."""
    for seed, turn_seconds in enumerate((300, 30, 0, 3600)):
        seats = 3 + seed % 4
        rng = random.Random(seed)
        state = ENGINE.new_state(seats, {}, seed)
        game = record(seats, turn_seconds)
        yield game, state, []
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            events = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
            yield game, state, events
    state = ENGINE.new_state(3, {}, 1)
    state.tricks, state.taken, state.hands = [20, 0, 0], [list(DECK), [], []], [[], [], []]
    events = ENGINE._score_round(state)
    yield record(3, 300), state, events


def item_texts(item: Item) -> list[str]:
    """What a player reads on a control: its label, placeholder and its options' labels and descriptions."""
    payload = item.to_component_dict()
    texts = [payload.get("label") or "", payload.get("placeholder") or ""]
    for option in payload.get("options") or ():
        texts += [option.get("label") or "", option.get("description") or ""]
    return texts


def shown(presenter: RedDragonCog, game: GameRecord, state: Any, events: list[Event]) -> Iterator[str]:
    """Every text the channel and each seat read in ``state``, in the pseudo-locale."""
    names = NAMES[: len(game.seats)]
    recent = [line for event in events if (line := describe(event, names, i18n.PSEUDO))]
    yield from recent
    table = TableContext(game, ENGINE.view(state, None), names, [Line(line) for line in recent], [], locale=i18n.PSEUDO)
    if ENGINE.is_over(state):
        table.results = [{"seat": s, "placement": p} for s, p in enumerate(ENGINE.results(state))]
    yield from embed_texts(drawn(presenter.draw_table(table), i18n.PSEUDO)[0])
    yield presenter.round_summary(table) or ""
    for seat in range(len(names)):
        legal = [] if ENGINE.is_over(state) else ENGINE.legal_actions(state, seat)
        hand = HandContext(game, seat, ENGINE.view(state, seat), names, 1, legal, locale=i18n.PSEUDO)
        embed, items = drawn(presenter.draw_hand(hand), i18n.PSEUDO)
        yield from embed_texts(embed)
        for item in items:
            yield from item_texts(item)


def embed_texts(embed: discord.Embed) -> list[str]:
    texts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    for field in embed.fields:
        texts += [field.name or "", field.value or ""]
    return texts


def test_every_text_of_a_whole_game_comes_from_the_catalogs() -> None:
    presenter = RedDragonCog.__new__(RedDragonCog)  # (drawing needs no bot)
    checked = 0
    for game, state, events in playouts():
        for text in shown(presenter, game, state, events):
            assert untranslated(text, SHOWN_NAMES) == [], text
            checked += bool(text)
    assert checked > 5000


@pytest.mark.parametrize(
    "message_id",
    [
        "red-dragon-title",
        "red-dragon-tagline",
        "red-dragon-quick-start",
        "command-red-dragon.description",
        "command-red-dragon-new.description",
        "command-red-dragon-new-timer.description",
    ],
)
def test_the_games_own_words_for_the_lobby_rules_and_commands_are_in_the_catalog(message_id: str) -> None:
    text = i18n.text(i18n.PSEUDO, message_id)
    assert text and untranslated(text) == []


def test_the_rules_and_the_score_unit_are_in_the_catalog_and_use_every_figure() -> None:
    figures = rules_figures()
    rules = i18n.Catalogs(strict=True).text(i18n.PSEUDO, "red-dragon-rules", **figures)
    assert untranslated(rules) == []
    assert untranslated(i18n.text(i18n.PSEUDO, "red-dragon-score", count=3, amount="3")) == []
    (message,) = [
        entry
        for entry in parse(ROOT_FTL.read_text(encoding="utf-8")).body
        if isinstance(entry, ast.Message) and entry.id.name == "red-dragon-rules"
    ]
    used = {node.id.name for node in _walk(message) if isinstance(node, ast.VariableReference)}
    assert used == set(figures)  # the engine's figures all reach the text, and nothing else is asked for


def _walk(node: Any) -> Iterator[Any]:
    yield node
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from _walk(child)
