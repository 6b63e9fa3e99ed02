"""Every refusal the engines and the service raise is a code with words on the Discord side.

The source of ``engine/`` and ``service/`` is read with ``ast``: each ``IllegalAction`` / ``OptionError`` /
``GameError`` (and their kin) is raised with a literal code, never a sentence, and each code has a template
(a game's own move codes in its cog's ``texts.ILLEGAL``, the shared ones in ``discord_ui.texts``). Then the
words themselves: players read the same English as before the codes.
"""

from __future__ import annotations

import ast
import importlib
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from discord_ui import i18n, texts
from discord_ui.refusals import fill, refusal
from engine.protocol import IllegalAction, OptionError
from engine.registry import GAMES
from service.games import GameError, IllegalMove, NotSaved, StaleClick
from tests.discord_helpers import World, start_world

ROOT = Path(__file__).resolve().parent.parent
CODE = re.compile(r"[a-z][a-z_]*")
MOVE_REFUSALS = {"IllegalAction", "BadAction"}
OPTION_REFUSALS = {"OptionError"}
SERVICE_REFUSALS = {"GameError", "StaleClick", "NotSaved"}


def raised_codes(folder: str) -> Iterator[tuple[Path, str, str]]:
    """``(file, refusal class, code)`` for every refusal built in ``folder``; a code that is not a literal
    (or a choice of two literals) is yielded as itself, for the test to report."""
    for path in sorted((ROOT / folder).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
            if name not in MOVE_REFUSALS | OPTION_REFUSALS | SERVICE_REFUSALS:
                continue
            assert node.args, f"{path.name}:{node.lineno} builds a {name} without a code"
            first = node.args[0]
            choices = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
            for choice in choices:
                if isinstance(choice, ast.Constant) and isinstance(choice.value, str):
                    yield path, str(name), choice.value
                else:
                    yield path, str(name), ast.unparse(choice)


def game_of(path: Path) -> str | None:
    """The game package an engine file belongs to (None: shared)."""
    parts = path.relative_to(ROOT / "engine").parts
    return parts[0] if len(parts) > 1 else None


def illegal_templates(game: str | None) -> dict[str, texts.Template]:
    return {**texts.ILLEGAL, **own_templates(game)}


def own_templates(game: str | None) -> dict[str, texts.Template]:
    """A game's own move codes, from its cog's texts or, once they moved there, the catalog (a game may have none)."""
    if game is None:
        return {}
    try:
        return getattr(importlib.import_module(f"cogs.{game}.texts"), "ILLEGAL", {})
    except ModuleNotFoundError:
        return catalog_templates(game)


def catalog_templates(game: str) -> dict[str, texts.Template]:
    """A game's own move codes in the English catalog, each with its ``<engine id>-illegal-<code>`` message's id."""
    prefixes = [f"{engine.id}-illegal-" for engine in importlib.import_module(f"engine.{game}").ENGINES]
    found: dict[str, texts.Template] = {}
    for message_id in i18n.catalogs().ids():
        for prefix in prefixes:
            if message_id.startswith(prefix):
                found[message_id.removeprefix(prefix)] = message_id
    return found


def test_every_refusal_of_the_engines_is_a_code_with_words():
    found = list(raised_codes("engine"))
    assert len(found) > 40
    for path, name, code in found:
        where = f"{path.relative_to(ROOT)}: {name}({code})"
        assert CODE.fullmatch(code), f"{where} is not a code"
        if name in OPTION_REFUSALS:
            assert code in texts.OPTION_PROBLEMS, f"{where} has no words in discord_ui/texts.py"
        else:
            assert code in illegal_templates(game_of(path)), f"{where} has no words in its cog's texts.py"


def test_every_refusal_of_the_service_is_a_code_with_words():
    found = list(raised_codes("service"))
    assert len(found) > 20
    for path, name, code in found:
        where = f"{path.relative_to(ROOT)}: {name}({code})"
        assert CODE.fullmatch(code), f"{where} is not a code"
        assert code in texts.GAME_ERRORS, f"{where} has no words in discord_ui/texts.py"


def test_every_template_is_for_a_code_that_is_raised():
    engine_codes = {(game_of(path), code) for path, name, code in raised_codes("engine") if name in MOVE_REFUSALS}
    for game in GAMES:
        assert {code for code in own_templates(game) if (game, code) not in engine_codes} == set(), game
    shared = {code for _game, code in engine_codes}
    assert set(texts.ILLEGAL) <= shared
    option_codes = {code for _path, name, code in raised_codes("engine") if name in OPTION_REFUSALS}
    assert set(texts.OPTION_PROBLEMS) == option_codes
    assert set(texts.GAME_ERRORS) == {code for _path, _name, code in raised_codes("service")}


def test_refusals_read_as_sentences():
    assert refusal(GameError("already_seated")) == "You are already seated."
    assert refusal(GameError("table_full", seats=6)) == "The table is full (6 seats)."
    needs = "Red Dragon needs 3–6 players; {} seated. Add AI players or wait for friends."
    assert refusal(GameError("player_count", game="Red Dragon", minimum=3, maximum=6, count=1)) == needs.format("1 is")
    assert refusal(GameError("player_count", game="Red Dragon", minimum=3, maximum=6, count=2)) == needs.format("2 are")
    assert refusal(StaleClick("stale_click")) == "The table has moved on; here is the current view."
    assert refusal(NotSaved("database_busy")).startswith("The database is busy right now")
    invalid = GameError("option_invalid", problem="at_most", key="rounds", maximum=20)
    assert refusal(invalid) == "That option is not valid: rounds must be at most 20."
    assert refusal(GameError("no_such_code")) == texts.REFUSED
    assert refusal(GameError("table_full")) == texts.REFUSED  # a template's parameter missing
    turn = IllegalMove("red-dragon", IllegalAction("not_your_turn"))
    assert refusal(turn) == "That move is not allowed: it is not your turn."
    assert refusal(IllegalMove("red-dragon", IllegalAction("nonsense"))) == "That move is not allowed now."
    assert fill(texts.ILLEGAL, "not_allowed_now", {"action": "play:R1"}) == "'play:R1' is not allowed now"


def test_the_codes_read_well_in_logs():
    assert str(IllegalAction("not_your_turn")) == "not_your_turn"
    assert str(IllegalAction("must_follow", suit="R")) == "must_follow (suit='R')"
    assert str(OptionError("at_least", key="rounds", minimum=1)) == "at_least (key='rounds', minimum=1)"


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def test_each_game_words_its_own_reasons(world: World):
    hoard = world.bot.hoard

    def move(kind: str, code: str, **params: object) -> str:
        return hoard.refusal(IllegalMove(kind, IllegalAction(code, **params)))

    nine = move("krasny-drakon", "may_not_follow_nine", rank="T", top="9")
    assert nine == "That move is not allowed: a 10 may not follow a 9 (after a 9 only an equal or lower card)."
    assert move("drago-rosso", "reveal_before_stop") == (
        "That move is not allowed: you must reveal at least one card before you stop."
    )
    assert move("play-of-the-dragons", "play_now_because", problem="no_such_card", card="X9") == (
        "That move is not allowed: now is the time to play a card (play:<card>): there is no card 'X9'."
    )
    assert move("dragons-path", "guess_already_announced") == (
        "That move is not allowed: someone has already announced a guess this round."
    )
    assert move("sarkanytojas", "not_a_move", action="take:99") == "That move is not allowed: 'take:99' is not a move."
    # a code of another game has no words here: the general sentence
    assert move("red-dragon", "must_play") == "That move is not allowed now."


async def test_a_refusal_reaches_the_player_in_words(world: World):
    alice = world.fake.member("alice")
    lobby = (await world.fake.slash(alice, "red-dragon new")).response
    assert lobby is not None
    custom_id = lobby.find_button("Join").custom_id
    assert custom_id is not None
    again = await world.fake.click(alice, lobby, custom_id)
    assert again.response is not None and again.response.ephemeral
    assert again.response.text() == "You are already seated."
    start = lobby.find_button("Start").custom_id
    assert start is not None
    too_few = await world.fake.click(alice, lobby, start)
    assert too_few.response is not None
    assert too_few.response.text() == "Red Dragon needs 3–6 players; 1 is seated. Add AI players or wait for friends."
