"""Play of the Dragons' words all come from the catalogs: drawn in the pseudo-locale, no plain English is left.

Random games are played through every phase (antes, ties, rounds, every power's question, gambits won and
lost, the end); every table, private view with its controls, card powers answer, log sentence and old table's
line of every state is drawn in the pseudo-locale and searched for words no catalog gave.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import discord
from discord import app_commands

from cogs.play_of_the_dragons.cog import PlayOfTheDragonsCog
from cogs.play_of_the_dragons.powers import powers_sheet
from discord_ui import i18n, render
from discord_ui.drawing import Line
from discord_ui.presenter import HandContext, TableContext
from engine.play_of_the_dragons import CARDS, ENGINE, State
from engine.play_of_the_dragons import events as ev
from engine.play_of_the_dragons.cards import HAND_LIMIT, HAND_SIZE
from engine.play_of_the_dragons.events import Payment
from engine.protocol import Event
from service.storage import GameRecord, SeatRecord
from tests.pseudo import untranslated

NAMES = ["ann", "ben", "cat", "dan", "eve", "fay"]
PRESENTER = PlayOfTheDragonsCog.__new__(PlayOfTheDragonsCog)
#: event kinds random games seldom reach
RARE: list[Event] = [
    ev.AnteTied(("red8", "silver8")),
    ev.TurnSkipped(1),
    ev.Reshuffled(),
    ev.NoFlightMayWin(),
    ev.FlightsTied((0, 2), 12, settled=True),
    ev.DebtDefaulted(1, (Payment(1, 0, 3, 0), Payment(1, None, 2, 1))),
    ev.Eliminated(1),
    ev.CopperSwapped(0, "copper3", "copper", None, False),
    ev.CopperSwapped(0, "dracolich", "copper", "tiamat", False),
    ev.SilverDraws(0, "silver2", "silver", ()),
    ev.SilverDraws(0, "silver2", "silver", (0, 1)),
    ev.BahamutCollects(0, "archmage", "bahamut", ()),
    ev.NothingToChoose(0, "copy", "dracolich"),
    ev.OnlyChoice(0, "target", "red8", (), 2),
    ev.OnlyChoice(0, "princess", None, ("gold6",), None),
    ev.GameOver(3, (80, 0, 80), (0, 2), 3),
    *(ev.MortalPays(0, p, p, Payment(0, None, 1, 0)) for p in ("archmage", "druid", "priest", "princess", "fool")),
]


def game_of(seats: int, turn_seconds: int) -> GameRecord:
    game = GameRecord(1, ENGINE.id, 1, 2, 3, "active", {}, turn_seconds, seed=0)
    game.seats = [SeatRecord(seat, seat + 10, NAMES[seat], False) for seat in range(seats)]
    return game


def shown_in_embed(embed: discord.Embed) -> list[str]:
    texts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    return texts + [text for field in embed.fields for text in (field.name or "", field.value or "")]


def shown_in_controls(items: list[Any]) -> list[str]:
    """Labels, placeholders and options' labels and descriptions: what a player reads on the controls."""
    shown = []
    for item in items:
        component = item.to_component_dict()
        shown += [component.get("label", ""), component.get("placeholder", "")]
        shown += [o.get(key, "") for o in component.get("options", ()) for key in ("label", "description")]
    return shown


def drawn_states(games: int) -> Iterator[tuple[GameRecord, State, list[Event]]]:
    """Random games: every state reached, with the events of the move that reached it."""
    for seed in range(games):
        seats = 2 + seed % 5
        options = {"start_gold": 5 + seed % 30, "gambits": seed % 3, "lead_tie_keeps_leader": seed % 2 == 0}
        state = ENGINE.new_state(seats, options, seed)
        game = game_of(seats, (0, 300, 90)[seed % 3])
        rng = random.Random(seed)
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            made = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
            yield game, state, made


def test_everything_the_game_shows_comes_from_the_catalog() -> None:
    locale = i18n.PSEUDO
    shown: list[str] = []
    for game, state, made in drawn_states(12):
        names = NAMES[: state.seats]
        recent = [line for line in (PRESENTER.describe(e, names, locale) for e in made) if line]
        shown += recent
        results = (
            [{"seat": r.seat, "placement": r.placement} for r in ENGINE.results(state)] if state.phase == "over" else []
        )
        table = TableContext(game, ENGINE.view(state, None), names, [Line(line) for line in recent], results, locale)
        drawn = render.embed(PRESENTER.draw_table(table), locale)
        shown += [*shown_in_embed(drawn), PRESENTER.round_summary(table) or ""]
        for seat in range(state.seats):
            view = ENGINE.view(state, seat)
            legal = ENGINE.legal_actions(state, seat) if seat in ENGINE.to_act(state) else []
            sheet = PRESENTER.draw_hand(HandContext(game, seat, view, names, 0, legal, locale))
            shown += [*shown_in_embed(render.embed(sheet, locale)), *shown_in_controls(sheet.controls)]
            shown += shown_in_embed(render.embed(powers_sheet(view, locale), locale))
    shown += [PRESENTER.describe(event, NAMES, locale) or "" for event in RARE]
    left = {word for text in shown for word in untranslated(text, NAMES)}
    assert left == set(), sorted(left)
    assert len(shown) > 1000


def test_the_shared_layers_words_for_this_game_are_in_the_catalog() -> None:
    """Title, tagline, quick start, rules, score, options and commands: what the lobby, the rules pages,
    /stats and the command tree read by their conventional ids."""
    prefix = ENGINE.id
    for suffix in ("title", "tagline", "quick-start", "rules"):
        assert untranslated(i18n.text(i18n.PSEUDO, f"{prefix}-{suffix}")) == [], suffix
    assert i18n.text(i18n.DEFAULT, f"{prefix}-score", count=52, amount="52") == "52 gold"
    for option in ENGINE.options:
        if option.key in PlayOfTheDragonsCog.hidden_options:  # no player sees it: it has no words
            continue
        key = i18n.key(option.key)
        assert untranslated(i18n.text(i18n.PSEUDO, f"{prefix}-option-{key}.help")) == []
        for value in option.special:
            assert untranslated(i18n.text(i18n.PSEUDO, f"{prefix}-option-{key}-{i18n.key(str(value))}")) == []


class PseudoTranslator(app_commands.Translator):
    """Every text that names its catalog id, in the pseudo-locale; nothing for one that names none."""

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        message_id = string.extras.get("id")
        return i18n.text(i18n.PSEUDO, message_id) if message_id else None


def descriptions(payload: dict[str, Any]) -> list[dict[str, str] | None]:
    """The translations of the descriptions of the group, its ``new`` command and that command's options (the
    other subcommands are every game's, worded by the shared layer)."""
    [new] = [option for option in payload["options"] if option["name"] == "new"]
    found = [payload.get("description_localizations"), new.get("description_localizations")]
    return found + [option.get("description_localizations") for option in new["options"]]


async def test_the_commands_are_described_from_the_catalog() -> None:
    group = PRESENTER.app_command
    assert group is not None
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    payload = await group.get_translated_payload(tree, PseudoTranslator())
    found = descriptions(payload)
    assert len(found) == 7  # the group, its new command, and new's options: gold, gambits, timer, thread
    for translated in found:
        assert translated and untranslated(translated["fr"]) == [], translated


def test_the_rules_give_the_engines_own_figures() -> None:
    rules = i18n.text(i18n.DEFAULT, "play-of-the-dragons-rules")
    start_gold = next(o.default for o in ENGINE.options if o.key == "start_gold")
    assert f"{len(CARDS)} cards, each" in rules and f"starts with {start_gold} gold" in rules
    assert f"and {HAND_SIZE} cards; a hand holds at most {HAND_LIMIT}." in rules
