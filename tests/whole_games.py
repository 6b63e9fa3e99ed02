"""Whole games played through the fake Discord in chosen locales, with every text the bot sent them collected.

:func:`play_whole_game` opens a game of any kind of the registry through its slash command, in a server whose
games are worded in one locale (the table's), seats two members reading another (the viewers'), plays it to the
end through the controls Discord shows them, and reads its rules pages, ``/leaderboard``, ``/stats`` and
``/history``: what it returns holds every text of every request the bot sent meanwhile, to look in for words no
catalog gave (``tests.pseudo.untranslated`` in the pseudo-locale) or English left in a translation
(:func:`english_left`).
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Awaitable, Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from discord import app_commands
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor

from discord_ui import i18n
from discord_ui.gamecog import GameCog
from discord_ui.names import markdown_names
from discord_ui.pictures import Picture
from discord_ui.presenter import TableContext
from engine.registry import engines
from service.games import Live
from service.settings import Settings
from service.storage import GameRecord
from tests import backends
from tests.discord_helpers import World, start_world_with
from tests.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser, Request

#: custom id prefixes of controls that make a move (engine actions, selects, the puzzle's guess)
MOVE_PREFIXES = ("a:", "s:", "dp:")
STEP_LIMIT = 1500
#: the bot's loggers: an error logged with its traceback fails the game
LOGGERS = ("discord", "discord_ui", "cogs", "service")
#: keys of a request body whose strings nobody reads (ids, links, file names, emoji, styles)
_UNSHOWN = {
    "type",
    "timestamp",
    "custom_id",
    "url",
    "proxy_url",
    "filename",
    "emoji",
    "id",
    "attachments",
    "allowed_mentions",
}
#: the commands every game's group shares (``/<game> rules``, ``table``, ``stop``); the others open lobbies
_SHARED_COMMANDS = {value.name for value in vars(GameCog).values() if isinstance(value, app_commands.Command)}


@dataclass
class Played:
    """A whole game as its players saw it."""

    kind: str
    game_id: int
    texts: list[str]
    """Every text of every request the bot sent from the lobby's opening to the last ``/history``."""
    names: list[str]
    """What players and the bot named (members' names and ids, the seats' names): words no catalog gives."""
    pictures: list[Picture]
    """The table's pictures, one for each state of the game its players saw."""


def kinds() -> list[str]:
    """Every kind of game of the registry (the puzzle a kind of its own), by engine id."""
    return list(engines())


async def start_server(path: Path) -> World:
    """A bot on a fake Community server (its preferred locale one of the ways a game's locale is chosen), storing
    in the SQLite file at ``path`` or the test's PostgreSQL schema. Request bodies are not checked against Discord's
    OpenAPI spec, which would take most of the time (``tests/test_whole_games_discord.py`` checks whole games
    against it); Discord's limits still are, and an error the bot logs with its traceback fails the game."""
    settings = Settings(database_path=path, database_url=backends.URL, ai_delay=0.0, timer_granularity=3600)
    fake = FakeDiscord(spec_path=path.with_name("no-openapi-spec.json"), capture_loggers=LOGGERS)
    fake.features = ["COMMUNITY"]
    return await start_world_with(settings, fake)


def shown(body: Any, key: str = "") -> Iterator[str]:
    """Every string of a request body that someone reads: content, embeds' parts, labels, placeholders, options'
    labels and descriptions, modals' titles and inputs; not ids, links, file names or select options' values."""
    if isinstance(body, str):
        yield body
    elif isinstance(body, list):
        for item in body:
            yield from shown(item, key)
    elif isinstance(body, dict):
        option = "label" in body and "custom_id" not in body  # a select option: its value is not shown
        for name, value in body.items():
            if name not in _UNSHOWN and not (option and name == "value") and not isinstance(value, (int, float)):
                yield from shown(value, name)


def sent_texts(requests: Iterable[Request]) -> list[str]:
    """The texts of requests the bot sent, slash commands' sync aside (their words are checked on their own)."""
    return [
        text
        for request in requests
        if not request.path.startswith("/applications/")
        for text in shown(request.json)
        if text.strip()
    ]


def texts_by_reader(fake: FakeDiscord, table_locale: str) -> dict[str, list[str]]:
    """Every text of every version of every message and modal of the fake, by the locale of who reads it: a channel
    message's in the game's ``table_locale``, an ephemeral message's or a modal's in its member's client locale."""
    found: dict[str, list[str]] = {}
    for message in fake.messages.values():
        locale = table_locale if message.ephemeral_to is None else fake.users[message.ephemeral_to].locale
        for version in message.versions:
            seen = version.message
            body = {"content": seen.content, "embeds": seen.embeds, "components": seen.components}
            found.setdefault(locale, []).extend(shown(body))
    for modal in fake.modals:
        found.setdefault(fake.users[modal.user_id].locale, []).extend(shown([modal.title, modal.components]))
    return found


def moves(message: FakeMessage) -> list[tuple[str, list[str]]]:
    """The enabled move controls of a message: (custom_id, select options or [] for a button)."""
    found: list[tuple[str, list[str]]] = [
        (b.custom_id, []) for b in message.buttons() if b.custom_id.startswith(MOVE_PREFIXES) and not b.disabled
    ]
    found += [
        (s.custom_id, [o.value for o in s.options])
        for s in message.selects()
        if s.custom_id.startswith(MOVE_PREFIXES) and not s.disabled
    ]
    return found


async def make_a_move(world: World, user: FakeUser, rng: random.Random) -> bool:
    """``user`` opens their private view and uses one of its move controls (or the table's); False if none."""
    table = world.table()
    hand = await world.open_hand(user)
    choices = [(hand, c) for c in moves(hand)] + [(table, c) for c in moves(table)]
    if not choices:
        return False
    message, (custom_id, options) = rng.choice(choices)
    result: FakeInteraction
    if options:
        select = next(s for s in message.selects() if s.custom_id == custom_id)
        count = rng.randint(max(select.min_values, 1), min(select.max_values, len(options)))
        result = await world.fake.select(user, message, custom_id, rng.sample(options, count))
    else:
        result = await world.fake.click(user, message, custom_id)
    if result.modal is not None:  # the puzzle's guess: a number of gems
        values = {custom_id: str(rng.randint(-3, 12)) for custom_id in result.modal.inputs()}
        await world.fake.submit_modal(user, result.modal, values)
    return True


def verb(message: FakeMessage, name: str) -> str:
    """The custom id of a lobby's or table's button by what it does (labels change with the language)."""
    return next(b.custom_id for b in message.buttons() if b.custom_id.endswith(f":{name}"))


async def open_lobby(world: World, kind: str, host: FakeUser) -> tuple[str, FakeMessage]:
    """Open a lobby of ``kind`` with the slash command that opens it (``/<game> new``, ``/sarkanytojas puzzle``):
    each lobby command of the game's cog is tried in turn, a lobby of another kind cancelled. Returns the game's
    command group and the lobby."""
    for cog in world.bot.cogs.values():
        if not isinstance(cog, GameCog) or kind not in {mode.engine.id for mode in cog.modes()}:
            continue
        group = cog.app_command
        assert group is not None  # a game's cog is a group of commands
        for command in group.commands:
            if command.name in _SHARED_COMMANDS:
                continue
            lobby = (await world.fake.slash(host, f"{group.name} {command.name}")).response
            assert lobby is not None and not lobby.ephemeral, lobby and lobby.text()
            game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
            assert game is not None
            if game.kind == kind:
                return group.name, lobby
            await world.fake.click(host, lobby, verb(lobby, "cancel"))
    raise AssertionError(f"no slash command opens a game of {kind}")


async def set_table_locale(world: World, locale: str) -> None:
    """Word the server's new games in ``locale``: an admin reading it, by ``/settings language`` if it offers it,
    else the server's preferred locale (the pseudo-locale is no choice of ``/settings``)."""
    if locale in i18n.catalogs().locales and locale != i18n.PSEUDO:
        admin = world.fake.member("Root", manage_guild=True, locale=locale)
        await world.fake.slash(admin, "settings", language=locale)
    else:
        world.fake.preferred_locale = locale


async def play_whole_game(
    world: World, kind: str, table_locale: str, viewer_locale: str, seed: int = 3, moves_seed: int = 11
) -> Played:
    """A whole game of ``kind`` worded in ``table_locale`` (what the channel sees), played by two members whose
    Discord is in ``viewer_locale`` (what they alone see) beside AI seats, with a few refusals on the way, and
    every page its players may then read. The world must be :func:`start_server`'s."""
    mark = world.fake.mark()
    await set_table_locale(world, table_locale)
    ann, bob = world.fake.member("Ann", locale=viewer_locale), world.fake.member("Bob", locale=viewer_locale)
    group, lobby = await open_lobby(world, kind, ann)
    await world.fake.click(bob, lobby, verb(lobby, "start"))  # refused: only a seated player starts
    levels = ("ai", "ai-easy")[: max(1, engines()[kind].min_seats - 2)]
    game = await seat_and_start(world, lobby, [ann, bob], levels, seed)
    assert game.locale == table_locale, game
    for command in (f"{group} stop", f"{group} new"):  # refused: only the host stops; the channel is busy
        await world.fake.slash(bob, command)
    for user in (ann, bob):  # the rules of the game being played (the puzzle's are not its group's)
        table = world.table()
        await read_pages(world, user, (await world.fake.click(user, table, verb(table, "rules"))).response)
    pictures = await play_to_the_end(world, game.id, [ann, bob], random.Random(moves_seed))
    for user in (ann, bob):
        await read_pages(world, user, (await world.fake.slash(user, f"{group} rules")).response)
    await world.fake.slash(ann, "leaderboard", game=kind)
    await world.fake.slash(ann, "stats")
    await world.fake.slash(bob, "stats", player=ann)
    await world.fake.slash(ann, "history")
    record = (await world.live(game.id)).record
    names = [ann.name, bob.name, str(ann.id), str(bob.id)] + [seat.name for seat in record.seats]
    return Played(kind, game.id, sent_texts(world.fake.requests_since(mark)), names, pictures)


async def seat_and_start(
    world: World,
    lobby: FakeMessage,
    humans: list[FakeUser],
    levels: Iterable[str],
    seed: int,
    fixed: dict[str, object] | None = None,
) -> GameRecord:
    """Seat the ``humans`` after the first (who opened ``lobby``) and AI seats of ``levels`` (``"ai"``, ``"ai-easy"``,
    ...) by the lobby's buttons, deal from ``seed`` with the options ``fixed`` (see :meth:`World.fix_deal`), and
    start; the game as it started."""
    host = humans[0]
    for user in humans[1:]:
        await world.fake.click(user, lobby, verb(lobby, "join"))
    for level in levels:
        await world.fake.click(host, lobby, verb(lobby, level))
    game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    assert game is not None
    await world.fix_deal(game.id, seed, fixed)
    await world.fake.click(host, lobby, verb(lobby, "start"))
    return (await world.live(game.id)).record


async def play_to_the_end(
    world: World,
    game_id: int,
    humans: list[FakeUser],
    rng: random.Random,
    watch: Callable[[Live], Awaitable[None]] | None = None,
) -> list[Picture]:
    """Every human moves in turn where their view offers a move, the clock moves on where none does (AI seats and
    timers), until the game is over; the table's pictures of every state seen. ``watch`` is shown the game at every
    step, its end too, before anyone moves."""
    pictures: list[Picture] = []
    for step in range(STEP_LIMIT):
        live = await world.live(game_id)
        if watch is not None:
            await watch(live)
        picture = table_picture(world, live)
        if picture is not None:
            pictures.append(picture)
        if live.record.status != "active":
            return pictures
        first = step % len(humans)  # each human moves first in turn; one move a step, the game may end with it
        for user in humans[first:] + humans[:first]:
            if await make_a_move(world, user, rng):
                break
        else:
            await world.expire(30)  # only AI seats (or timers) can move on
    raise AssertionError(f"game {game_id} did not finish in {STEP_LIMIT} steps")


def table_picture(world: World, live: Live) -> Picture | None:
    """The picture the game's presenter makes of its table as it is (as the table keeper asks for it)."""
    if live.state is None:
        return None
    game = live.record
    view = live.engine.view(live.state, None)
    context = TableContext(game, view, markdown_names(game.seats), [], [], game.locale)
    return world.bot.hoard.presenters[game.kind].draw_table(context).picture


async def read_pages(world: World, user: FakeUser, message: FakeMessage | None) -> None:
    """Turn a paged answer (rules) to its last page with its next-page button."""
    for _ in range(30):
        assert message is not None and message.ephemeral
        onward = [b for b in message.buttons() if b.custom_id.startswith("r:") and "▶" in (b.label or "")]
        if not onward or onward[0].disabled:
            return
        message = (await world.fake.click(user, message, onward[0].custom_id)).response
    raise AssertionError("more than 30 pages")


def picture_locales(picture: Picture) -> set[str]:
    """The catalogs' locales among a picture's inputs (a picture's words are looked up in the one it is given)."""
    return {text for text in _strings(picture.inputs) if text in i18n.catalogs().locales}


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for item in dataclasses.fields(value):
            yield from _strings(getattr(value, item.name))


class _Phrases(Visitor):
    """The fixed texts of a catalog: its text elements (between placeables), line by line."""

    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def visit_TextElement(self, node: ast.TextElement) -> None:
        for line in node.value.splitlines():
            self.found.add(" ".join(line.split()))


def catalog_phrases(locale: str) -> set[str]:
    """The fixed texts of ``locale``'s own catalog files."""
    phrases = _Phrases()
    for path in sorted((i18n.FOLDER / locale).glob("*.ftl")):
        phrases.visit(parse(path.read_text(encoding="utf-8")))
    return phrases.found


_WORD = re.compile(r"[^\W\d_]{2,}")


def english_left(texts: Iterable[str], locale: str) -> list[str]:
    """English catalog phrases (fixed text between placeables, of three words or more) found verbatim in ``texts``,
    but for those ``locale``'s own catalog also writes (a name kept as it is); in English itself, every one found."""
    kept = catalog_phrases(locale) if locale not in (i18n.DEFAULT, i18n.PSEUDO) else set()
    phrases = {p for p in catalog_phrases(i18n.DEFAULT) if len(_WORD.findall(p)) >= 3 and p not in kept}
    flat = "\n".join(" ".join(text.split()) for text in texts)
    return sorted(phrase for phrase in phrases if phrase in flat and _whole(phrase).search(flat))


def _whole(phrase: str) -> re.Pattern[str]:
    """``phrase`` as whole words: "turn" is no English left in Italian's "turno"."""
    before = r"(?<!\w)" if phrase[0].isalnum() else ""
    after = r"(?!\w)" if phrase[-1].isalnum() else ""
    return re.compile(before + re.escape(phrase) + after)
