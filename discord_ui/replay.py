"""A finished game replayed move by move, privately in the viewer's locale: the table as it stood after each stored
move, drawn by the game's own presenter from the state the engine rebuilds from the seed and the moves (so games
stored before replays existed replay too), with every seat's hand shown, since the game is over, and the move that
led there worded as the table words it. Controls: ⏮ ◀ ▶ ⏭ and a select of the rounds' first moves (a round: the
stretch of one ``table_epoch``). Their ids carry the game and the step; each click is checked again
(:func:`discord_ui.visibility.shown_game`: a finished game of this server, in a channel the member can view), so a
forged id never shows a game still being played.

Rebuilding is incremental: a game's moves, the first step of each round and a snapshot of the state every
``CHECKPOINT`` moves are kept for the last ``GAMES_KEPT`` games replayed, so that a step replays at most
``CHECKPOINT`` moves; the first rebuild of a game runs on a thread (see docs/performance.md)."""

from __future__ import annotations

import asyncio
import re
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

import discord
from discord import ui

from discord_ui import answers, i18n, render, sending
from discord_ui.components import Item, chosen_values, clicked, id_parts, lets_go
from discord_ui.drawing import Sheet, Tone
from discord_ui.game_log import scoresheet_block
from discord_ui.ids import clicked_on_own, read_id, read_stamp
from discord_ui.members import reader, say
from discord_ui.names import markdown_names, plain_names
from discord_ui.pictures import Painter
from discord_ui.presenter import Presenter, TableContext, log_line
from discord_ui.standings import standings
from discord_ui.visibility import shown_game
from engine.protocol import Engine
from service.storage import GameRecord, LoggedAction, Storage

#: a snapshot of the state is kept every this many moves
CHECKPOINT = 16
#: the games whose moves and snapshots are kept
GAMES_KEPT = 8
#: the most rounds the round select lists (Discord's most options), those around the step shown
ROUND_OPTIONS = 25
#: the custom ids' prefixes: the step buttons (tag ``o``: opening the replay from another message) and the round select
STEP_PREFIX, ROUND_PREFIX = "rp:", "rr:"
#: the step buttons' emoji, by their tag
BUTTONS = {"f": "⏮️", "p": "◀️", "n": "▶️", "l": "⏭️"}


@dataclass
class Course:
    """A game's stored moves, the step each round begins at, and the state's snapshot every ``CHECKPOINT`` moves."""

    actions: list[LoggedAction]
    rounds: list[int]
    snapshots: list[dict[str, Any]]


def course_of(engine: Engine[Any, Any], presenter: Presenter, game: GameRecord, actions: list[LoggedAction]) -> Course:
    """Replay the whole game once: where its rounds begin, and its snapshots."""
    state = engine.new_state(len(game.seats), game.options, game.seed)
    rounds, snapshots, epoch = [0], [engine.dump(state)], presenter.table_epoch(engine.view(state, None))
    for step, logged in enumerate(actions, 1):
        engine.apply(state, logged.seat, logged.action)
        now = presenter.table_epoch(engine.view(state, None))
        if now != epoch:
            rounds.append(step)
            epoch = now
        if step % CHECKPOINT == 0:
            snapshots.append(engine.dump(state))
    return Course(actions, rounds, snapshots)


class Replays:
    """Draws a finished game's steps, keeping the latest games' courses."""

    def __init__(self, storage: Storage, presenters: Mapping[str, Presenter], painter: Painter) -> None:
        self.storage, self.presenters, self.painter = storage, presenters, painter
        self._courses: OrderedDict[int, Course] = OrderedDict()

    async def course(self, game: GameRecord) -> Course:
        """The game's course, kept or rebuilt (a finished game never changes)."""
        kept = self._courses.get(game.id)
        if kept is None:
            presenter = self.presenters[game.kind]
            actions = await self.storage.actions(game.id)
            kept = await asyncio.to_thread(course_of, presenter.engine, presenter, game, actions)
            self._courses[game.id] = kept
            while len(self._courses) > GAMES_KEPT:
                self._courses.popitem(last=False)
        self._courses.move_to_end(game.id)
        return kept

    def state_at(self, game: GameRecord, course: Course, step: int) -> Any:
        """The state after the game's first ``step`` moves, from the snapshot before it."""
        engine = self.presenters[game.kind].engine
        state = engine.load(course.snapshots[step // CHECKPOINT])
        for logged in course.actions[step // CHECKPOINT * CHECKPOINT : step]:
            engine.apply(state, logged.seat, logged.action)
        return state

    async def sheet(self, game: GameRecord, step: int, locale: str) -> Sheet:
        """Step ``step`` (0: before the first move) of the game in ``locale``, with its controls."""
        course = await self.course(game)
        presenter = self.presenters[game.kind]
        engine = presenter.engine
        state = self.state_at(game, course, step)
        steps = len(course.actions)
        last = step == steps
        names = markdown_names(game.seats)
        results = await self.storage.results(game.id) if last else []
        move = course.actions[step - 1].events if step else []
        lines = [line for e in move if (line := log_line(presenter, e, names, locale))]
        sheet = presenter.draw_table(TableContext(game, engine.view(state, None), names, lines, results, locale))
        title = i18n.text(locale, f"{game.kind}-title")
        sheet.title = i18n.text(locale, "records-replay-title", game=title, id=str(game.id))
        if not step:
            sheet.lines.insert(0, i18n.text(locale, "records-replay-start"))
        hands = [
            i18n.text(locale, "records-replay-hand", name=names[seat], hand=hand)
            for seat in range(len(game.seats))
            if (hand := presenter.revealed_hand(engine.view(state, seat), locale))
        ]
        sheet.add(i18n.text(locale, "records-replay-hands"), "\n".join(hands))
        if last:
            final = standings(presenter, results, names, locale, game.options)
            if final is not None:
                sheet.fields.insert(0, final)
            scores = await self.storage.scoresheet(game.id)
            name = i18n.text(locale, "records-log-scoresheet")
            if scores and all(f.name != name for f in sheet.fields):  # unless the game's table shows it already
                block = scoresheet_block(plain_names(game.seats), scores, engine.scoresheet_totals, locale)
                sheet.add(name, block)
            sheet.tone = Tone.FINISHED
        sheet.footer = i18n.text(locale, "records-replay-footer", step=step, steps=steps)
        sheet.controls = self.controls(game.id, step, steps, course.rounds, locale)
        return sheet

    @staticmethod
    def controls(game_id: int, step: int, steps: int, rounds: list[int], locale: str) -> list[Item]:
        targets = {"f": 0, "p": max(step - 1, 0), "n": min(step + 1, steps), "l": steps}
        buttons: list[Item] = [
            ReplayStep(game_id, target, tag, BUTTONS[tag], disabled=target == step) for tag, target in targets.items()
        ]
        current = sum(1 for first in rounds if first <= step) - 1
        low = min(max(current - ROUND_OPTIONS // 2, 0), max(len(rounds) - ROUND_OPTIONS, 0))
        options = [
            discord.SelectOption(
                label=i18n.text(locale, "records-replay-round", round=number + 1, step=first),
                value=str(first),
                default=number == current,
            )
            for number, first in enumerate(rounds[low : low + ROUND_OPTIONS], low)
        ]
        return [*buttons, ReplayRound(game_id, options, i18n.text(locale, "records-replay-rounds"))]

    async def answer(self, interaction: discord.Interaction, game: GameRecord, step: int, new: bool) -> None:
        """Step ``step`` of ``game`` for the member behind ``interaction``, as a new private message (``new``) or
        in place of the replay's own message."""
        locale = reader(interaction)
        sheet = await self.sheet(game, step, locale)
        fields = render.message(sheet, locale)
        picture = sheet.picture
        png = await self.painter.draw(picture, picture.key()) if picture is not None else None
        files = [sending.MemoryFile(png, render.PICTURE_FILE)] if png is not None else []
        if new:
            await answers.send(interaction, **fields, files=files, ephemeral=True)
        else:
            await answers.update(interaction, **fields, attachments=files)


async def on_replay(interaction: discord.Interaction, game_id: int, step: int, new: bool) -> None:
    """A replay control clicked: refused unless the game is one this member may look at, the step one of it, and (but
    for opening it) the message one of the replay's own; else the step drawn."""
    async with answers.in_time(interaction):
        game = await shown_game(interaction, game_id)
        if game is None or step < 0 or step > game.moves:
            await say(interaction, "refusal-not-here")  # a forged id: a running game's or another channel's
            return
        if not new and not clicked_on_own(interaction, (STEP_PREFIX, ROUND_PREFIX)):
            await say(interaction, "refusal-not-this-message")
            return
        await interaction.client.hoard.replays.answer(interaction, game, step, new)  # type: ignore[attr-defined]


def opener(game_id: int, label: str) -> Item:
    """The button that opens a finished game's replay at its first step (on its final table and its log)."""
    return ReplayStep(game_id, 0, "o", "🎞️", label)


class ReplayStep(ui.DynamicItem[ui.Button[Any]], template=r"rp:(?P<game>\d+):(?P<step>\d+):(?P<tag>[fpnlo])"):
    """Shows step ``step`` of a game's replay (tag ``o``: opens it as a new message)."""

    def __init__(
        self, game_id: int, step: int, tag: str, emoji: str, label: str | None = None, disabled: bool = False
    ) -> None:
        style = discord.ButtonStyle.secondary
        custom_id = f"{STEP_PREFIX}{game_id}:{step}:{tag}"
        super().__init__(ui.Button(label=label, emoji=emoji, style=style, custom_id=custom_id, disabled=disabled))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: re.Match[str], /) -> Self:
        return clicked(cls, item)

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        read = id_parts(self)
        await on_replay(interaction, read_id(read["game"]), read_stamp(read["step"]), read["tag"] == "o")


class ReplayRound(ui.DynamicItem[ui.Select[Any]], template=r"rr:(?P<game>\d+)"):
    """Jumps to the first step of a round of a game's replay (the chosen option's value)."""

    def __init__(self, game_id: int, options: list[discord.SelectOption], placeholder: str) -> None:
        super().__init__(ui.Select(custom_id=f"{ROUND_PREFIX}{game_id}", options=options, placeholder=placeholder))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: re.Match[str], /) -> Self:
        return clicked(cls, item)

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        values = chosen_values(interaction)
        step = read_stamp(values[0]) if len(values) == 1 else -1
        await on_replay(interaction, read_id(id_parts(self)["game"]), step, False)


#: the replay's controls (``bot.add_dynamic_items``)
CONTROLS = (ReplayStep, ReplayRound)
