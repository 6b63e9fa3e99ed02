"""Every word of Sárkánytojás and the Dragons' Path comes from the catalogs.

Drawn in the pseudo-locale (English accented and bracketed), the tables, private views, their buttons, the event
sentences, the round summaries and the picture's caption of random playouts through every phase hold no plain
English word: one would be a text that no catalog gave.
"""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from cogs.sarkanytojas.cog import SarkanytojasCog
from cogs.sarkanytojas.guess import GuessButton, GuessModal
from cogs.sarkanytojas.picture import TableBoard, caption
from cogs.sarkanytojas.puzzle import PuzzlePresenter
from discord_ui import i18n
from discord_ui.drawing import Line
from discord_ui.presenter import HandContext, Presenter, TableContext
from engine.protocol import Engine
from engine.sarkanytojas.path_game import LEVELS
from tests.discord_helpers import drawn
from tests.pseudo import untranslated

NAMES = ["Ann", "Bob", "Cas", "Dee"]
#: the words Babel's list pattern joins names with (the pseudo-locale lists names as English does), and the
#: puzzle's levels, which are the option's values (I, II, III), not words
ALLOWED = [*NAMES, "and", *LEVELS]
PLAYOUTS = [
    ("sarkanytojas", 2, {"shield_pit": True, "match": 2}),
    ("sarkanytojas", 3, {"shield_pit": True}),
    ("sarkanytojas", 4, {"shield_pit": True, "open_scores": True}),
    ("sarkanytojas", 4, {"match": 2}),
    ("dragons-path", 1, {"level": "I"}),
    ("dragons-path", 3, {"level": "II", "check_seconds": 30, "race_seconds": 60}),
    ("dragons-path", 4, {"level": "I"}),
]


def presenter_of(kind: str) -> Presenter:
    """The presenter of a kind, without a bot (its drawing hooks need none)."""
    cog = SarkanytojasCog.__new__(SarkanytojasCog)
    return cog if kind == "sarkanytojas" else PuzzlePresenter()


def shown(embed: discord.Embed, items: list[Any] = ()) -> list[str]:  # type: ignore[assignment]
    """Every text of an embed and of its controls' labels."""
    texts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    texts += [part for field in embed.fields for part in (field.name or "", field.value or "")]
    for item in items:  # the controls of discord_ui.components and the guess button: discord.py items
        shown = item.to_component_dict()
        label = shown.get("label") or shown.get("placeholder")
        assert label, item
        texts.append(label)
    return texts


def drawings(kind: str, seats: int, options: dict[str, Any], seed: int) -> list[str]:
    """What a random playout shows, at every move, in the pseudo-locale."""
    presenter = presenter_of(kind)
    engine: Engine[Any, Any] = presenter.engine
    rng = random.Random(seed)
    state = engine.new_state(seats, options, seed)
    game = SimpleNamespace(id=1, turn_seconds=rng.choice([0, 90, 300]), seats=[], turns=SimpleNamespace())
    game.seats = [SimpleNamespace(name=name, is_ai=False) for name in NAMES[:seats]]
    names = NAMES[:seats]
    texts: list[str] = []
    recent: list[Line] = []
    while not engine.is_over(state):
        game.turns.turn_deadline = rng.choice([None, 1_700_000_000.0])
        table = TableContext(game, engine.view(state, None), names, recent[-4:], [], locale=i18n.PSEUDO)  # type: ignore[arg-type]
        texts += shown(drawn(presenter.draw_table(table), i18n.PSEUDO)[0])
        texts.append(presenter.round_summary(table) or "")
        if kind == "sarkanytojas":
            texts.append(caption(TableBoard.of(table.view, locale=i18n.PSEUDO)))
        for seat in range(seats):
            legal = engine.legal_actions(state, seat)
            hand = HandContext(game, seat, engine.view(state, seat), names, 0, legal, locale=i18n.PSEUDO)  # type: ignore[arg-type]
            texts += shown(*drawn(presenter.draw_hand(hand), i18n.PSEUDO))
        to_act = engine.to_act(state)
        seat = rng.choice(to_act) if to_act else rng.randrange(seats)
        legal = engine.legal_actions(state, seat)
        steps = [a for a in legal if a.startswith("step:")]
        if not to_act:  # racing: a guess near the best, or a pass
            action = "pass" if "pass" in legal and rng.random() < 0.2 else f"guess:{rng.randint(-3, 8)}"
        else:
            action = rng.choice(steps) if steps and rng.random() < 0.85 else rng.choice(legal)
        for event in engine.apply(state, seat, action):
            line = presenter.describe(event, names, i18n.PSEUDO)
            if line:
                recent.append(Line(line))
    table = TableContext(game, engine.view(state, None), names, recent[-4:], [], locale=i18n.PSEUDO)  # type: ignore[arg-type]
    return [*texts, *shown(drawn(presenter.draw_table(table), i18n.PSEUDO)[0]), *(line.text for line in recent)]


@pytest.mark.parametrize(("kind", "seats", "options"), PLAYOUTS)
def test_every_shown_text_comes_from_the_catalogs(kind: str, seats: int, options: dict[str, Any]) -> None:
    for seed in range(3):
        texts = drawings(kind, seats, options, seed)
        assert texts
        for text in texts:
            assert untranslated(text, ALLOWED) == [], text


def test_the_guess_modal_reads_the_catalogs() -> None:
    modal = GuessModal(1, 2, -5, 9, i18n.PSEUDO)
    field = modal.children[0]
    assert isinstance(field, discord.ui.TextInput)
    for text in (modal.title, field.label, field.placeholder, GuessButton(1, 2, i18n.PSEUDO).item.label):
        assert text and untranslated(text) == [], text
