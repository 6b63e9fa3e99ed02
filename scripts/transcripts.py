"""Transcripts of what a player sees: per game, the table and the private view at one decisive moment and at the end.

    .venv/bin/python -m scripts.transcripts [--locale en-US] [--out docs/transcripts] [--game red-dragon ...]

Each game of the registry (the Dragons' Path puzzle a game of its own) is played from a fixed seed through the fake
Discord of the tests: the bot's own code, discord.py's real objects, the controls a player clicks. Alice (and Bob, in
Sárkánytojás) plays at random among the moves her view offers, beside AI seats. At the first step at the game's
decisive moment (:data:`GAMES`) and at the end, the channel's table message (and the table before it, as it then
reads) and Alice's private view are written down as she sees them: ``<out>/<game>.md`` holds each message's content,
embed (title, description, fields, footer) and controls (disabled ones marked), and the table's picture, where it
has one, is saved beside it as a PNG. The clock, the seeds and the clicks are fixed: the same code writes the same
files.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import random
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from discord_ui import i18n, render
from discord_ui.presenter import decoded
from engine.drago_rosso.moves import Take
from engine.krasny_drakon.events import Burnt, PickedUp
from engine.play_of_the_dragons.events import CardHanded, CardPulled
from engine.protocol import Event
from engine.red_dragon.events import TrickWon
from engine.registry import engines
from engine.sarkanytojas.events import GameOver, RoundOver
from service.games import Live
from tests.discord_helpers import World
from tests.fakediscord import FakeMessage, FakeUser
from tests.whole_games import open_lobby, play_to_the_end, seat_and_start, set_table_locale, start_server, table_picture

#: where the transcripts go, from the repository's root
OUT = Path("docs/transcripts")
#: the fake clock's time when the lobby opens (2026-01-01 00:00 UTC): every time the bot shows follows from it
START = 1_767_225_600.0
#: Alice's (and Bob's) random choices among the moves their views offer
MOVES_SEED = 7
_MENTION = re.compile(r"<@!?(\d+)>")
_TIMESTAMP = re.compile(r"<t:(-?\d+)(?::([tTdDfFR]))?>")
_FENCE = "```"
#: a relative time as Discord words it: the largest unit that fits
_UNITS = ((86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second"))


@dataclass(frozen=True)
class Step:
    """A step of the game as its watcher sees it, before anyone moves again."""

    events: list[Event]
    """What happened since the step before."""
    legal: list[str]
    """Alice's moves now."""
    alice: int
    """Alice's seat."""


def happened(kinds: type | tuple[type, ...], test: Callable[[Any, int], bool] | None = None) -> Callable[[Step], bool]:
    """The decisive moment follows an event of ``kinds`` (that passes ``test``, given Alice's seat)."""
    return lambda step: any(isinstance(e, kinds) and (test is None or test(e, step.alice)) for e in step.events)


@dataclass(frozen=True)
class Setup:
    """How a game is played for its transcript, and what its decisive moment is."""

    moment: str
    """The decisive moment, as the transcript's heading names it."""
    decisive: Callable[[Step], bool]
    """Whether the game is at its decisive moment."""
    levels: tuple[str, ...] = ("ai", "ai")
    """The AI seats added in the lobby, by the end of their button's custom id."""
    seed: int = 1
    bob: bool = False
    """Bob plays too, a second human."""
    fixed: dict[str, object] = field(default_factory=dict)
    """Options set beside the lobby's defaults (see ``World.fix_deal``)."""


GAMES: dict[str, Setup] = {
    "red-dragon": Setup(
        "Alice takes a trick with red points",
        happened(TrickWon, lambda event, alice: event.winner == alice and event.penalty > 0),
        levels=("ai", "ai", "ai"),
    ),
    "krasny-drakon": Setup("the pile is burnt or picked up", happened((Burnt, PickedUp))),
    "drago-rosso": Setup("a ransom offer to Alice", lambda step: Take.word in step.legal),
    "sarkanytojas": Setup(
        "the first game of the match ends, the Dragon Egg to its last taker",
        happened(GameOver),
        levels=("ai",),
        bob=True,
        fixed={"match": 2},
    ),
    "dragons-path": Setup("the end of the first race", happened(RoundOver), levels=("ai",)),
    "play-of-the-dragons": Setup("a power that steals", happened((CardPulled, CardHanded))),
}


@dataclass
class Seen:
    """One moment as Alice sees it: the table, the table before it (as it now reads), her private view, the
    table's picture (PNG) if it has one, and the clock's time."""

    heading: str
    table: FakeMessage
    before: FakeMessage | None
    view: FakeMessage | None
    picture: bytes | None
    now: float


class Watcher:
    """Shown the game at every step: keeps the first step at the decisive moment, and the end."""

    def __init__(self, world: World, setup: Setup, alice: FakeUser) -> None:
        self.world, self.setup, self.alice = world, setup, alice
        self.moments: list[Seen] = []
        self._logged = 0  # the game's logged moves looked at so far
        self._tables: list[int] = []  # the game's table messages so far, oldest first

    async def __call__(self, live: Live) -> None:
        game = live.record
        logged = await self.world.bot.hoard.storage.actions(game.id)
        presenter = self.world.bot.hoard.presenters[game.kind]
        events = [e for a in logged[self._logged :] for data in a.events if (e := decoded(presenter, data))]
        self._logged = len(logged)
        table = self.world.table()
        if table.id not in self._tables:
            self._tables.append(table.id)
        if game.status != "active":
            self.moments.append(await self.seen(live, "The end", self.latest_view()))
            return
        seat = next(s for s, player in enumerate(game.seats) if player.user_id == self.alice.id)
        step = Step(events, live.engine.legal_actions(live.state, seat), seat)
        if not self.moments and self.setup.decisive(step):
            heading = f"The decisive moment: {self.setup.moment}"
            self.moments.append(await self.seen(live, heading, await self.world.open_hand(self.alice)))

    async def seen(self, live: Live, heading: str, view: FakeMessage | None) -> Seen:
        """The moment as it is now: copies of the messages, which the bot edits as the game goes on."""
        table = self.world.table()
        before = self.world.fake.messages[self._tables[-2]].snapshot() if len(self._tables) > 1 else None
        picture = table_picture(self.world, live) if table.attachments else None
        png = await self.world.bot.hoard.painter.draw(picture) if picture is not None else None
        snapshot = view.snapshot() if view is not None else None
        return Seen(heading, table.snapshot(), before, snapshot, png, self.world.clock.now)

    def latest_view(self) -> FakeMessage | None:
        """Alice's latest private view, which the bot kept current: her newest ephemeral message."""
        found = self.world.fake.ephemerals_for(self.alice)
        return found[-1] if found else None


async def play(world: World, kind: str, setup: Setup, locale: str) -> list[Seen]:
    """A game of ``kind`` played to its end as ``setup`` says, in ``locale``: its decisive moment and its end."""
    world.clock.now = START
    await set_table_locale(world, locale)
    alice = world.fake.member("Alice", locale=locale)
    humans = [alice, world.fake.member("Bob", locale=locale)] if setup.bob else [alice]
    _group, lobby = await open_lobby(world, kind, alice)
    game = await seat_and_start(world, lobby, humans, setup.levels, setup.seed, setup.fixed)
    watcher = Watcher(world, setup, alice)
    await play_to_the_end(world, game.id, humans, random.Random(MOVES_SEED), watcher)
    assert len(watcher.moments) == 2, f"{kind}: the decisive moment never came ({setup.moment})"
    return watcher.moments


def markdown(kind: str, locale: str, moments: list[Seen], names: dict[int, str]) -> tuple[str, dict[str, bytes]]:
    """The transcript of a game, and its pictures by file name."""
    lines = [f"# {i18n.text(locale, f'{kind}-title')}", ""]
    pictures: dict[str, bytes] = {}
    for moment, suffix in zip(moments, ("moment", "end"), strict=True):
        picture = None
        if moment.picture is not None:
            picture = f"{kind}-{suffix}.png"
            pictures[picture] = moment.picture
        lines += [f"## {moment.heading}", ""]
        if moment.before is not None:
            lines += ["### The table before it", "", *quoted(message(moment.before, names, moment.now, None)), ""]
        lines += ["### The table", "", *quoted(message(moment.table, names, moment.now, picture)), ""]
        view = message(moment.view, names, moment.now, None) if moment.view is not None else ["(none open)"]
        lines += ["### Alice's private view", "", *quoted(view), ""]
    return "\n".join(lines), pictures


def message(found: FakeMessage, names: dict[int, str], now: float, picture: str | None) -> list[str]:
    """A message as Markdown lines: its content, each embed's parts, its picture and its controls."""
    lines: list[str] = []
    if found.content:
        lines += [*text(found.content, names, now), ""]
    for embed in found.embeds:
        if embed.get("title"):
            lines += [f"**{embed['title']}**", ""]
        if embed.get("description"):
            lines += [*text(embed["description"], names, now), ""]
        for part in embed.get("fields") or ():
            lines += [f"**{part['name']}**", *text(part["value"], names, now), ""]
        if picture is not None and (embed.get("image") or {}).get("url") == f"attachment://{render.PICTURE_FILE}":
            lines += [f"![The table's picture]({picture})", ""]
        if embed.get("footer"):
            lines += [*text(embed["footer"]["text"], names, now), ""]
    lines += controls(found.components)
    while lines and not lines[-1]:
        lines.pop()
    return lines


def controls(rows: list[dict[str, Any]]) -> list[str]:
    """Each row of controls as one line: a button as ``[label]``, a select as its placeholder and its options."""
    lines: list[str] = []
    for row in rows:
        parts: list[str] = []
        for item in row.get("components", ()):
            disabled = " *(disabled)*" if item.get("disabled") else ""
            if "options" in item:
                options = " · ".join(option(choice) for choice in item["options"])
                parts.append(f"`[{item.get('placeholder') or ''} ▾]`{disabled}: {options}")
            else:
                parts.append(f"`[{labelled(item, item.get('label'))}]`{disabled}")
        lines.append(" ".join(parts))
    return lines


def option(choice: dict[str, Any]) -> str:
    """A select's option: its emoji and label, its description after a dash, in bold when chosen."""
    label = labelled(choice, choice["label"])
    described = f"{label} — {choice['description']}" if choice.get("description") else label
    return f"**{described}**" if choice.get("default") else described


def labelled(item: dict[str, Any], label: str | None) -> str:
    """A control's label after its emoji."""
    return " ".join(part for part in ((item.get("emoji") or {}).get("name"), label) if part)


def text(found: str, names: dict[int, str], now: float) -> list[str]:
    """Discord's markup as Markdown lines: mentions as names, timestamps written out, each line break kept (a
    backslash ends a line of text that another follows)."""
    found = _MENTION.sub(lambda m: f"@{names[int(m.group(1))]}", found)
    found = _TIMESTAMP.sub(lambda m: timestamp(int(m.group(1)), m.group(2) or "f", now), found)
    lines = found.split("\n")
    fenced = False
    for index, line in enumerate(lines):
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if line.startswith(_FENCE):
            fenced = not fenced
        elif not fenced and line and following and not following.startswith(_FENCE):
            lines[index] = f"{line}\\"
    return lines


def timestamp(at: int, style: str, now: float) -> str:
    """A timestamp as Discord shows it to a reader in UTC at ``now``: relative (``R``), else a date and time."""
    if style != "R":
        return datetime.datetime.fromtimestamp(at, datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    seconds = round(at - now)
    size, unit = next((size, unit) for size, unit in _UNITS if abs(seconds) >= size or size == 1)
    count = round(abs(seconds) / size)
    amount = f"{count} {unit}{'' if count == 1 else 's'}"
    return f"in {amount}" if seconds >= 0 else f"{amount} ago"


def quoted(lines: list[str]) -> list[str]:
    """Lines as a Markdown block quote: one message."""
    return [f"> {line}".rstrip() for line in lines]


async def transcript(kind: str, locale: str) -> tuple[str, dict[str, bytes]]:
    """Play ``kind`` in ``locale`` in a bot of its own: its transcript, and its pictures by file name."""
    with tempfile.TemporaryDirectory() as folder:
        world = await start_server(Path(folder) / "hoard.sqlite3")
        try:
            moments = await play(world, kind, GAMES[kind], locale)
            names = {user.id: user.name for user in world.fake.users.values()}
        finally:
            await world.fake.close()
    return markdown(kind, locale, moments, names)


def write(kind: str, page: str, pictures: dict[str, bytes], out: Path) -> list[Path]:
    """Write a game's transcript and its pictures into ``out``; the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = [out / f"{kind}.md"]
    written[0].write_text(page, encoding="utf-8")
    for name, png in pictures.items():
        written.append(out / name)
        written[-1].write_bytes(png)
    return written


def index(locale: str) -> str:
    """The folder's README: what the transcripts are, each game's decisive moment, and how to write them again."""
    lines = [
        "# What a player sees",
        "",
        "Per game, the channel's table and Alice's private view at one decisive moment and at the end, from a seeded",
        "game played through the tests' fake Discord. Written by `scripts/transcripts.py`; after a change, write them",
        f"again with `.venv/bin/python -m scripts.transcripts --locale {locale}`.",
        "",
    ]
    lines += [f"- [{i18n.text(locale, f'{kind}-title')}]({kind}.md): {setup.moment}" for kind, setup in GAMES.items()]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--locale", default=i18n.DEFAULT, help="the games' and the players' language")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder the transcripts go to")
    parser.add_argument("--game", action="append", choices=list(GAMES), help="only this game (repeatable)")
    args = parser.parse_args()
    missing = set(engines()) - set(GAMES)
    assert not missing, f"no transcript set up for {sorted(missing)}: add them to GAMES"
    for kind in args.game or list(engines()):
        for path in write(kind, *asyncio.run(transcript(kind, args.locale)), args.out):
            print(path)
    (args.out / "README.md").write_text(index(args.locale), encoding="utf-8")


if __name__ == "__main__":
    main()
