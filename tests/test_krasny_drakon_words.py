"""Every word Krasny Drakon shows comes from the catalogs: drawn in the pseudo-locale, no plain English is left.

Random games (2 to 8 seats, every house rule) are played to their end; at each state the table, its round
summary, every seat's private view with its controls and every event's sentence are drawn in the pseudo-locale,
in which each letter a catalog gives is accented, so a plain ASCII word is one that escaped the catalogs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from cogs.krasny_drakon.cog import KrasnyDrakonCog
from cogs.krasny_drakon.words import rank_label
from discord_ui import i18n, render
from discord_ui.drawing import Line
from discord_ui.presenter import HandContext, TableContext
from engine.krasny_drakon import ENGINE, FOLLOW, RANK_INDEX, RANKS
from engine.protocol import Event
from tests.pseudo import untranslated

NAMES = ["Ann", "🤖 Ember", "Bo", "🤖 Flint", "Cy", "🤖 Gale", "Di", "🤖 Hale"]
#: (seats, options) of the games played; the seeds below deal each of them differently
GAMES: list[tuple[int, dict[str, Any]]] = [
    (2, {"jokers": True, "sets": True}),
    (3, {"open_chance": True, "ten_plays_again": True}),
    (4, {"decks": 2, "jokers": True, "sets": True, "open_chance": True}),
    (5, {"jokers": True}),
    (8, {"sets": True, "ten_plays_again": True}),
]
#: the games' turn timers, for the table's footer: minutes, seconds, off
TIMERS = (300, 90, 0)


def shown_texts(embed: discord.Embed, items: Sequence[Any] = ()) -> list[str]:
    """What a reader sees of an embed and its controls: title, description, fields, footer, labels, options."""
    data = embed.to_dict()
    texts = [data.get("title", ""), data.get("description", ""), data.get("footer", {}).get("text", "")]
    texts += [f"{field['name']}\n{field['value']}" for field in data.get("fields", [])]
    for item in items:
        payload = item.to_component_dict()
        texts += [payload.get("label", ""), payload.get("placeholder", "")]
        texts += [f"{option['label']} {option.get('description', '')}" for option in payload.get("options", [])]
    return [text for text in texts if text]


def played_states(seed: int, seats: int, options: dict[str, Any]) -> list[tuple[Any, list[Event]]]:
    """The states of one random game from its deal to its end, each with the events that led to it."""
    rng = random.Random(seed)
    state = ENGINE.new_state(seats, options, seed)
    states: list[tuple[Any, list[Event]]] = [(ENGINE.clone(state), [])]
    while not ENGINE.is_over(state):
        seat = rng.choice(ENGINE.to_act(state))
        events = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        states.append((ENGINE.clone(state), events))
    return states


def drawn(cog: KrasnyDrakonCog, game: Any, state: Any, events: list[Event], names: list[str]) -> list[str]:
    """Everything the table, its summary, each seat's private view and the events show in the pseudo-locale."""
    recent = [line for event in events if (line := cog.describe(event, names, i18n.PSEUDO))]
    table = TableContext(game, ENGINE.view(state, None), names, [Line(line) for line in recent], [], i18n.PSEUDO)
    texts = [*recent, *shown_texts(render.embed(cog.draw_table(table), i18n.PSEUDO))]
    summary = cog.round_summary(table)
    if summary:
        texts.append(summary)
    for seat in range(len(names)):
        legal = ENGINE.legal_actions(state, seat) if seat in ENGINE.to_act(state) else []
        hand = HandContext(game, seat, ENGINE.view(state, seat), names, 0, legal, i18n.PSEUDO)
        sheet = cog.draw_hand(hand)
        texts += shown_texts(render.embed(sheet, i18n.PSEUDO), sheet.controls)
    return texts


@pytest.mark.parametrize(("seed", "setup"), list(enumerate(GAMES)))
def test_tables_private_views_and_events_are_all_words_of_the_catalog(seed: int, setup: tuple[int, dict]) -> None:
    seats, options = setup
    cog = KrasnyDrakonCog.__new__(KrasnyDrakonCog)
    names = NAMES[:seats]
    game = SimpleNamespace(id=1, turn_seconds=TIMERS[seed % len(TIMERS)])
    escaped: dict[str, str] = {}
    for state, events in played_states(seed, seats, options):
        for text in drawn(cog, game, state, events, names):
            for word in untranslated(text, names):
                escaped.setdefault(word, text)
    assert escaped == {}


def test_the_words_the_shared_layer_reads_are_in_the_catalog() -> None:
    """Title, tagline, quick start, rules, score unit, every option's words and the game's own refusals."""
    prefix = ENGINE.id
    shown = [i18n.text(i18n.PSEUDO, f"{prefix}-{name}") for name in ("title", "tagline", "quick-start", "rules")]
    shown += [i18n.text(i18n.PSEUDO, f"{prefix}-score", count=count, amount=str(count)) for count in (1, 3)]
    for option in ENGINE.options:
        shown += [i18n.text(i18n.PSEUDO, f"{prefix}-option-{i18n.key(option.key)}{part}") for part in ("", ".help")]
        shown += [
            i18n.text(i18n.PSEUDO, f"{prefix}-option-{i18n.key(option.key)}-{i18n.key(str(v).lower())}")
            for v in option.special
        ]
    params = {"count": 3, "card": "7H1", "action": "play:7H1", "source": "reserve", "rank": "7", "top": "9"}
    refusals = sorted(m for m in i18n.catalogs().ids(i18n.PSEUDO) if m.startswith(f"{prefix}-illegal-"))
    assert len(refusals) == 15  # every code has words: tests/test_refusal_texts.py
    shown += [i18n.text(i18n.PSEUDO, message_id, **params) for message_id in refusals]
    for text in shown:
        assert untranslated(text, ["JK1", "7H1", "play", "reserve"]) == [], text


def test_the_rules_follow_table_is_the_engines() -> None:
    """The rules list what may follow each rank as the engine's table (``data/krasny_drakon.json``) has it."""

    def ranks(follow: Sequence[str]) -> str:
        if len(follow) == len(RANKS):
            return "anything"
        runs: list[list[str]] = []
        for rank in sorted(follow, key=RANK_INDEX.__getitem__):
            if runs and RANK_INDEX[rank] == RANK_INDEX[runs[-1][-1]] + 1:
                runs[-1].append(rank)
            else:
                runs.append([rank])
        labels = [[rank_label(rank, i18n.DEFAULT) for rank in run] for run in runs]
        return ", ".join(f"{run[0]}–{run[-1]}" if len(run) >= 3 else ", ".join(run) for run in labels)

    table = " · ".join(
        f"on **{rank_label(rank, i18n.DEFAULT)}**: {ranks(FOLLOW[rank])}" for rank in RANKS if rank != "T"
    )
    assert f"**What may follow**\n{table}\n" in i18n.text(i18n.DEFAULT, f"{ENGINE.id}-rules")
