"""The house rules read as before their words moved from the engines to the cogs' texts, then to the catalogs."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from discord_ui import i18n, lobby
from engine.protocol import Option
from engine.registry import engines
from service.storage import GameRecord
from tests.discord_helpers import World, start_world

#: how the turn timer is explained
TIMER = "(how long each player has for a move before the AI plays for them)"
#: the lobby's and the rules' "house rules" of a new game, each explained
DEFAULTS = {
    "red-dragon": f"**Turn timer**: 5 min {TIMER}",
    "krasny-drakon": (
        f"**Turn timer**: 5 min {TIMER}\n"
        "**Decks**: 1 (2 with 5 or more players) (1 or 2 decks; 5-8 players always use 2)\n"
        "**Jokers**: off (2 jokers per deck; a joker is played as any rank the player names)\n"
        "**Sets**: off (play several cards of one rank from the same source in one turn)\n"
        "**10 plays again**: off (after burning the pile with a 10, play again)\n"
        "**Open chance cards**: off (the chance cards are turned face up when a player reaches them, and played "
        "like the others (the Russian wording); off: played blind)"
    ),
    "drago-rosso": (
        f"**Turn timer**: 5 min {TIMER}\n"
        "**Dragon's treasure**: 200 (Gems in the dragon's treasure at the start; placements and the head prize "
        "come from it.)\n"
        "**Ransom offer time (s)**: 30 (How long the other players have to take over a turn after a player stops.)"
    ),
    "sarkanytojas": (
        f"**Turn timer**: 5 min {TIMER}\n"
        "**Shield and Pit**: off (The game's own supplement: 6 random tiles make way for 3 Shields (give up a "
        "dragon) and 3 Pits (give up an egg).)\n"
        "**Games in the match**: 1 (Games played in a row for match points.)\n"
        "**Open scores**: off (Show every player's tiles and score during play; off (the document): taken tiles "
        "lie face down, each player sees only their own.)"
    ),
    "dragons-path": (
        f"**Turn timer**: 5 min {TIMER}\n"
        "**Level**: I (I: 3x3 board, II: 4x4, III: 5x5.)\n"
        "**Checking time (s)**: untimed (0: the others check until each has shown a better route or given up "
        "(the base game); else the Timed Variant's seconds to check (the document advises 30 at most).)\n"
        "**Race time (s)**: no limit (0: the race to guess has no limit; else the seconds before everyone who "
        "has not guessed passes.)"
    ),
    "play-of-the-dragons": (
        f"**Turn timer**: 5 min {TIMER}\n"
        "**Starting gold**: 50 (Gold each player starts with.)\n"
        "**Gambits**: until someone is out of gold (0: play until a gambit ends with a player out of gold; "
        "otherwise the number of gambits to play.)\n"
        "**Lead ties keep the leader**: on (On a tie for the strongest card of a round the round's leader leads "
        "again (the document's rule); off: the strongest card nobody ties takes the lead.)"
    ),
}


def record(kind: str, options: Mapping[str, object], turn_seconds: int = 300) -> GameRecord:
    return GameRecord(1, kind, 1, 2, 3, "lobby", dict(options), turn_seconds, seed=0)


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def test_new_games_show_the_same_house_rules(world: World):
    presenters = world.bot.hoard.presenters
    assert set(presenters) == set(engines()) == set(DEFAULTS)
    for kind, presenter in presenters.items():
        assert lobby.default_options_text(presenter) == DEFAULTS[kind], kind


async def test_every_option_has_words_and_every_special_value_a_meaning(world: World):
    ids = i18n.catalogs().ids()
    for kind, presenter in world.bot.hoard.presenters.items():
        for option in presenter.engine.options:
            if option.key in presenter.hidden_options:
                continue
            named = f"{kind}-option-{i18n.key(option.key)}"
            assert named in ids and i18n.text(i18n.DEFAULT, f"{named}.help"), (kind, option.key)
            for value in option.special:
                assert f"{named}-{str(value).lower()}" in ids, (kind, option.key, value)


async def test_the_house_rules_in_force_read_as_before(world: World):
    presenter = world.bot.hoard.presenters["play-of-the-dragons"]
    options = {"start_gold": 80, "gambits": 3, "lead_tie_keeps_leader": False}
    game = record("play-of-the-dragons", options, turn_seconds=600)
    assert lobby.options_text(game, presenter) == (
        f"**Turn timer**: 10 min {TIMER}\n**Starting gold**: 80 (Gold each player starts with.)\n"
        "**Gambits**: 3 (0: play until a gambit ends with a player out of gold; otherwise the number of gambits to "
        "play.)\n"
        "**Lead ties keep the leader**: off (On a tie for the strongest card of a round the round's leader leads again "
        "(the document's rule); off: the strongest card nobody ties takes the lead.)"
    )
    game.options = {"gambits": 0}
    assert "**Gambits**: until someone is out of gold" in lobby.options_text(game, presenter)
    krasny = world.bot.hoard.presenters["krasny-drakon"]
    game = record("krasny-drakon", {"decks": 2})
    assert "**Decks**: 2 (" in lobby.options_text(game, krasny) and "Dealer" not in lobby.options_text(game, krasny)


async def test_a_value_reads_as_its_meaning_on_off_or_itself(world: World):
    presenter = world.bot.hoard.presenters["play-of-the-dragons"]
    gambits = next(o for o in presenter.engine.options if o.key == "gambits")
    assert lobby.option_value(presenter, gambits, 0) == "until someone is out of gold"
    assert lobby.option_value(presenter, gambits, 5) == "5"
    flag = Option("jokers", False)
    assert lobby.option_value(presenter, flag, True) == "on"
    assert lobby.option_value(presenter, flag, False) == "off"
