"""A seat's private view: drawn from its seat's view in its viewer's locale, once per state of the game, with what
happened since the seat's last move (the game's recent history, kept as events and worded for each reader). A part
of :class:`discord_ui.app.Hoard`."""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Mapping, Sequence
from typing import Any

import discord

from discord_ui import answers, i18n, render
from discord_ui.base import Base
from discord_ui.components import Item, TableButton
from discord_ui.drawing import Line, Log, Sheet, Tone
from discord_ui.game_log import LOG_EMOJI
from discord_ui.members import reader, say
from discord_ui.names import markdown_names
from discord_ui.presenter import HandContext, log_line
from discord_ui.private_views import Drawing
from discord_ui.standings import standings
from engine.protocol import Event
from service.games import GameError, Live, Player
from service.storage import GameRecord

#: room for "since your last move" in a private view, and the least room worth showing it
SINCE_CHARACTERS, SINCE_SMALLEST = 400, 60
#: a private view's size to stay within
PRIVATE_VIEW_CHARACTERS = 800
#: how many moves back "since your last move" may reach
HISTORY_MOVES = 60
#: one move of a game's history: the seats that moved (a bit each: ``1 << seat``), then its events as data (as made,
#: or as stored), worded only when a table or private view is drawn, in the locale of who reads it. One flat tuple:
#: a game's last moves live for minutes, and the garbage collector stops walking such a tuple once it has met it
Moved = tuple[Any, ...]


def moved(movers: tuple[int, ...], events: Sequence[Event | Mapping[str, Any]]) -> Moved:
    return (sum(1 << seat for seat in set(movers)), *events)


class Hands(Base):
    """The private views and the game's recent history."""

    async def show_hand(self, interaction: discord.Interaction, live: Live, player: Player, notice: str = "") -> None:
        """Answer with the player's private view: a new ephemeral message, or the one clicked on."""
        game = live.record
        seat = game.seat_of(player.id)
        locale = reader(interaction)
        if seat is None:
            await say(interaction, "hand-not-a-player")
            return
        if game.status != "active" and live.state is None:
            await self.refuse(interaction, GameError("not_started"))
            return
        with self.private.answering(game.id, seat):  # a change meanwhile is drawn once this answer is out
            live_game = game.status == "active"  # as drawn (the record changes in place if the game ends meanwhile)
            with self.private.drawing_answer(game.id, seat):
                if notice:
                    async with self.service.lock(game.id):  # (see private_drawing)
                        sheet = await self.hand_message(await self._current(live), seat, locale, notice)
                    drawing = Drawing.of(render.embed(sheet, locale), render.view(sheet))
                else:
                    drawing = await self.private_drawing(live, seat, locale)
                message = interaction.message
                sent = None
                if message is not None and message.flags.ephemeral:
                    await answers.update(interaction, embed=drawing.embed, view=drawing.view)
                else:
                    sent = await answers.send(interaction, embed=drawing.embed, view=drawing.view, ephemeral=True)
                if live_game:  # from now on this view follows the game by itself
                    self.private.shown(game.id, seat, interaction, drawing, sent)
                else:  # it shows how the game ended: nothing more to follow
                    self.private.shown_last(game.id, seat)

    async def private_drawing(self, live: Live, seat: int, locale: str = i18n.DEFAULT) -> Drawing:
        """The seat's private view as it is now in its viewer's ``locale``, drawn once per state of the game however
        often it is shown (a Refresh, the answer to a move, the view following the game).

        Drawn holding the game's lock: a move being stored has changed the game's state but not yet its history
        (that comes with the news of the move), and a drawing of the one without the other would be kept as the
        drawing of the new state, so the view would never show the move's events."""
        async with self.service.lock(live.record.id):
            live = await self._current(live)
            game = live.record
            signature = (
                locale,
                game.moves,
                game.status,
                game.turns.turn_deadline,
                *(value for s in game.seats for value in (s.name, s.autoplay)),
            )
            drawn = self._drawings.get((game.id, seat))
            if drawn is not None and drawn.signature == signature:
                return drawn
            sheet = await self.hand_message(live, seat, locale)
        drawing = Drawing.of(render.embed(sheet, locale), render.view(sheet), signature)
        if game.status == "active":
            replaced = self._drawings.get((game.id, seat))
            self._drawings[(game.id, seat)] = drawing
            if replaced is not None:  # a drawing never sent holds its view, whose items and it point at each other
                replaced.let_go()
        return drawing

    async def _current(self, live: Live) -> Live:
        """The game as it is now, called holding its lock: a game in play may have been let go meanwhile, its
        state showing a move that could not be stored; it is then loaded again from what is."""
        if live.record.status != "active" or self.service.holds(live):
            return live
        with contextlib.suppress(GameError):
            return await self.service.live(live.record.id)
        return live

    def forget_drawings(self, game_id: int) -> None:
        """Let go of the game's private views as drawn (it is over, or a test set up a position by hand)."""
        for key in [key for key in self._drawings if key[0] == game_id]:
            self._drawings.pop(key).let_go()

    async def _draw_private(self, game_id: int, seat: int, locale: str) -> Drawing | None:
        """A seat's private view as it is now, in its viewer's locale (for :class:`PrivateViews`)."""
        try:
            live = await self.service.live(game_id)
        except GameError:
            return None
        if live.state is None or live.record.status not in ("active", "finished"):
            return None
        return await self.private_drawing(live, seat, locale)

    async def moves_history(self, game: GameRecord) -> deque[Moved]:
        """The game's latest moves, from memory; read from the log once after a restart or once it is over."""
        history = self._history.get(game.id)
        if history is None:
            logged = (await self.storage.actions(game.id))[-HISTORY_MOVES:]
            history = deque((moved((a.seat,), a.events) for a in logged), maxlen=HISTORY_MOVES)
            if game.status == "active":
                self._history[game.id] = history
        return history

    def worded(
        self, game: GameRecord, events: Sequence[Event | Mapping[str, Any]], locale: str, seat: int | None = None
    ) -> list[Line]:
        """The lines of ``events`` of the game in ``locale`` (those shown), with its seats' names as now, as ``seat``
        reads them (None: the table); those that concern it marked important, to be cut last."""
        presenter, names = self.presenters[game.kind], markdown_names(game.seats)
        return [line for event in events if (line := log_line(presenter, event, names, locale, seat))]

    async def recent_lines(self, game: GameRecord, limit: int) -> list[Line]:
        """The sentences of the game's latest ``limit`` logged events (those shown), in the game's locale."""
        if game.status != "active":  # its last refresh: the memory of it is let go
            return self.worded(game, await self.storage.recent_events(game.id, limit), game.locale)[-limit:]
        recent: list[Line] = []
        for entry in reversed(await self.moves_history(game)):
            if entry[0]:  # entries without a mover (a seat taken back) are not in the log
                recent[:0] = self.worded(game, entry[1:], game.locale)
                if len(recent) >= limit:
                    break
        return recent[-limit:]

    async def since_last_move(self, game: GameRecord, seat: int, locale: str = i18n.DEFAULT) -> list[Line]:
        """What happened from the seat's last move on, as sentences in ``locale`` (everything so far if it has not
        moved), those that concern the seat or change what it may do marked important."""
        entries = await self.moves_history(game)
        start = next((i for i in range(len(entries) - 1, -1, -1) if entries[i][0] >> seat & 1), 0)
        events = [event for i in range(start, len(entries)) for event in entries[i][1:]]
        return self.worded(game, events, locale, seat)

    async def hand_message(self, live: Live, seat: int, locale: str = i18n.DEFAULT, notice: str = "") -> Sheet:
        """The seat's private view in its viewer's ``locale`` (``notice``: a refusal to show above it)."""
        game = live.record
        presenter = self.presenters[game.kind]
        engine = live.engine
        context = HandContext(
            game=game,
            seat=seat,
            view=engine.view(live.state, seat),
            names=markdown_names(game.seats),
            stamp=game.moves,
            legal=engine.legal_actions(live.state, seat) if game.status == "active" else [],
            locale=locale,
        )
        sheet = presenter.draw_hand(context)
        if game.status == "finished":  # the same standings as the table's, from the stored results
            final = standings(presenter, await self.storage.results(game.id), context.names, locale, game.options)
            if final is not None:
                sheet.fields.insert(0, final)
        if game.status != "active":
            sheet.tone = Tone.FINISHED
        else:
            sheet.tone = Tone.YOUR_TURN if seat in engine.to_act(live.state) else Tone.WAITING
        since = await self.since_last_move(game, seat, locale)
        if since and sheet.log is None:  # what happened fills the room the game's own view leaves
            title = i18n.text(locale, "hand-since-title")
            sheet.log = Log(title, since, most=SINCE_CHARACTERS, least=SINCE_SMALLEST)
            sheet.budget = PRIVATE_VIEW_CHARACTERS
        if notice:
            sheet.lines = [i18n.text(locale, "hand-notice", notice=notice, text="\n".join(sheet.lines))]
        record = game.seats[seat]
        refresh = i18n.text(locale, "hand-refresh")
        log = i18n.text(locale, "table-log-button")
        controls: list[Item] = [
            TableButton(game.id, "hand", refresh, discord.ButtonStyle.secondary, "🔄"),
            TableButton(game.id, "log", log, discord.ButtonStyle.secondary, LOG_EMOJI),
        ]
        if record.autoplay and game.status == "active":
            sheet.lines = [i18n.text(locale, "hand-ai-plays-for-you", text="\n".join(sheet.lines))]
            back = i18n.text(locale, "hand-take-seat-back")
            controls.append(TableButton(game.id, "back", back, discord.ButtonStyle.success))
        if game.status == "active":
            for control in controls:
                control.row = 4
            sheet.controls = [*sheet.controls, *controls]
        return sheet
