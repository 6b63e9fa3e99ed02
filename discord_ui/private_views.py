"""Private views that keep up with the game, so that a player needs one click a turn.

A player's private view is an ephemeral message: only the interaction that showed it can change it,
and only for 15 minutes (Discord's interaction token lifetime). Each time a view is shown, the token of
the interaction behind it is remembered; when the game moves on, the view is redrawn and, if it looks
different, edited through that token. Edits for one view are coalesced (one on its way at a
time, then the newest drawing), a view being answered by its own click is left to that answer (and
drawn again once it is sent, if the game moved on meanwhile: the answer may show an older state; and
edited again if an edit of it was on its way when the click came, since that edit may land last), and
a view whose token is too old or that Discord no longer knows is let go: the table's button opens a
fresh one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import discord
import orjson
from discord import ui

from discord_ui import i18n, sending

log = logging.getLogger(__name__)

#: how long an interaction's token is used to edit its message (Discord allows 15 minutes)
LIFETIME = 14 * 60.0

Key = tuple[int, int]  # (game id, seat)


@dataclass(eq=False, frozen=True, slots=True)
class Drawing:
    """A seat's private view as drawn once for a state of the game, sent as often as it is asked for.

    It is kept as the JSON texts that go out, and made into discord.py's embed and view each time it is sent
    (:func:`thaw_view`; the view drawn serves the first send): nothing changes a drawing after it is made, and a
    thousand tables' drawings stay out of the garbage collector's walks once sent. A drawing lives until the game
    moves on, so it is one object the collector meets once (its texts and its signature of plain values are not
    walked), not one for each part.
    """

    embed_json: bytes
    view_json: bytes
    #: what it was drawn from (the game's move count, status and timer, then each seat's name and autoplay), equal
    #: for equal drawings
    signature: tuple[Any, ...] = ()

    #: the view it was drawn with, stopped, until it is first sent (most drawings are sent once, and building a
    #: view again from its JSON costs as much as drawing it)
    unsent: ui.View | None = field(default=None, compare=False, repr=False)

    @classmethod
    def of(cls, embed: discord.Embed, view: ui.View, signature: tuple[Any, ...] = ()) -> Drawing:
        """The drawing of this embed and view; the view is stopped (nothing reads its clicks: the bot's controls
        are dispatched by their ids) and kept for the first send."""
        view.stop()
        return cls(orjson.dumps(embed.to_dict()), orjson.dumps(view.to_components()), signature, view)

    @property
    def embed(self) -> discord.Embed:
        return discord.Embed.from_dict(orjson.loads(self.embed_json))

    @property
    def view(self) -> ui.View:
        """The view to send: the one drawn, the first time, then one made anew from the components it sent (the
        sender empties each after sending: :func:`sending.let_go_of_view`)."""
        view = self._take_unsent()
        return thaw_view(orjson.loads(self.view_json)) if view is None else view

    def let_go(self) -> None:
        """Empty the view kept for a first send that will not come (the drawing looked like the one shown)."""
        sending.let_go_of_view(self._take_unsent())

    def _take_unsent(self) -> ui.View | None:
        view = self.unsent
        object.__setattr__(self, "unsent", None)  # the drawing's one change: what it shows stays as drawn
        return view

    def looks_like(self, other: Drawing) -> bool:
        """Whether the two show the same, to skip edits that would change nothing."""
        return other is self or (other.embed_json == self.embed_json and other.view_json == self.view_json)


def _emoji(component: dict[str, Any]) -> discord.PartialEmoji | None:
    emoji = component.get("emoji")
    return discord.PartialEmoji.from_dict(emoji) if emoji else None


def thaw_view(rows: list[dict[str, Any]]) -> ui.View:
    """A stopped view of discord.py's buttons and selects made from the rows of components it sent (its
    ``to_components()``), row for row."""
    view = ui.View(timeout=None)
    for row, action_row in enumerate(rows):
        for part in action_row["components"]:
            item: ui.Item[Any]
            if part["type"] == discord.ComponentType.button.value:
                item = ui.Button(
                    style=discord.ButtonStyle(part["style"]),
                    label=part.get("label"),
                    custom_id=part.get("custom_id"),
                    url=part.get("url"),
                    emoji=_emoji(part),
                    disabled=part.get("disabled", False),
                    row=row,
                )
            else:
                options = [
                    discord.SelectOption(
                        label=option["label"],
                        value=option["value"],
                        description=option.get("description"),
                        emoji=_emoji(option),
                        default=option.get("default", False),
                    )
                    for option in part.get("options", [])
                ]
                item = ui.Select(
                    custom_id=part["custom_id"],
                    options=options,
                    placeholder=part.get("placeholder"),
                    min_values=part.get("min_values", 1),
                    max_values=part.get("max_values", 1),
                    disabled=part.get("disabled", False),
                    row=row,
                )
            view.add_item(item)
    view.stop()
    return view


#: draws a seat's private view now (game, seat, its viewer's locale), or None when there is nothing to show any more
Drawer = Callable[[int, int, str], Awaitable[Drawing | None]]


@dataclass
class OpenView:
    reply: sending.Reply
    opened_at: float
    #: what it shows now
    drawing: Drawing
    #: the catalog its viewer reads (``discord_ui.i18n``), from the click that showed it
    locale: str = i18n.DEFAULT


class PrivateViews:
    """The open private views of every game, kept current."""

    def __init__(self, draw: Drawer, clock: Callable[[], float]) -> None:
        self._draw = draw
        self._clock = clock
        #: the open views by game, then seat (a change looks up its own game's only)
        self._open: dict[int, dict[int, OpenView]] = {}
        self._answering: dict[Key, int] = {}
        #: answers being drawn or sent, by view
        self._answers_out: dict[Key, int] = {}
        #: views the game moved on under while they were being answered: drawn again once answered
        self._missed: set[Key] = set()
        #: of those, views an edit was on its way to when the answer went out: it may land after the answer,
        #: so they are edited again even if the answer looked like the newest drawing
        self._forced: set[Key] = set()
        #: views an edit is on its way to
        self._editing: set[Key] = set()
        self._closed = False
        self._pushing: dict[Key, asyncio.Task[None]] = {}
        self._dirty: set[Key] = set()
        self._final: set[int] = set()

    @property
    def busy(self) -> bool:
        return bool(self._pushing)

    def shown(
        self,
        game_id: int,
        seat: int,
        interaction: discord.Interaction,
        drawing: Drawing,
        followup: int | None = None,
    ) -> None:
        """``interaction`` has just shown (or updated) the seat's private view with this drawing (in the message
        ``followup`` when it went out as a followup)."""
        locale = i18n.language(interaction.locale)
        opened = OpenView(sending.Reply.of(interaction, followup), self._clock(), drawing, locale)
        self._open.setdefault(game_id, {})[seat] = opened

    def shown_last(self, game_id: int, seat: int) -> None:
        """The seat's view was just answered with the end of the game (or its stop): nothing more to follow."""
        key = (game_id, seat)
        self._drop(key)
        self._missed.discard(key)
        self._forced.discard(key)
        self._forget_final(game_id)

    def is_open(self, game_id: int, seat: int) -> bool:
        return seat in self._open.get(game_id, ())

    def _drop(self, key: Key, only: OpenView | None = None) -> None:
        """Let go of a seat's view (``only``: if it is still that one)."""
        seats = self._open.get(key[0])
        if seats is None or key[1] not in seats or (only is not None and seats[key[1]] is not only):
            return
        del seats[key[1]]
        if not seats:
            del self._open[key[0]]

    @contextlib.contextmanager
    def answering(self, game_id: int, seat: int) -> Iterator[None]:
        """While a click on the view is being answered, that answer will show the newest state itself."""
        key = (game_id, seat)
        self._answering[key] = self._answering.get(key, 0) + 1
        if key in self._editing:  # an edit of the view is on its way and may land after this answer
            self._missed.add(key)
            self._forced.add(key)
        try:
            yield
        finally:
            self._answering[key] -= 1
            if not self._answering[key]:
                del self._answering[key]
                if key in self._missed:  # its answer may show a state older than the game's
                    self._missed.discard(key)
                    self._spawn(key)

    def game_changed(self, game_id: int, final: bool = False) -> None:
        """Redraw every open private view of the game (in the background); ``final``: the game is over, so
        the views are let go once they show it."""
        if final:
            self._final.add(game_id)
        keys = [(game_id, seat) for seat in self._open.get(game_id, ())]
        keys += [key for key in self._answering if key[0] == game_id and key[1] >= 0 and key not in keys]
        if not keys:
            self._final.discard(game_id)
        for key in keys:
            if key in self._answering:  # its answer is drawn after this, or it is drawn again once answered
                self._missed.add(key)
            else:
                self._spawn(key)

    @contextlib.contextmanager
    def drawing_answer(self, game_id: int, seat: int) -> Iterator[None]:
        """While the answer to a click on the seat's view is drawn and sent: it shows every change so far, so none
        of them needs the view drawn again after it. Unless an edit was on its way (it may land after the answer),
        or another answer to the same view is drawn or sent meanwhile (a double click: which of the two lands last,
        with which state, is not known): then the view is drawn and edited again once answered."""
        key = (game_id, seat)
        if self._answers_out.get(key):
            self._missed.add(key)
            self._forced.add(key)
        elif key not in self._forced:
            self._missed.discard(key)
        self._answers_out[key] = self._answers_out.get(key, 0) + 1
        try:
            yield
        finally:
            self._answers_out[key] -= 1
            if not self._answers_out[key]:
                del self._answers_out[key]

    def _spawn(self, key: Key) -> None:
        if self._closed:
            return
        if key in self._pushing:
            self._dirty.add(key)
        else:
            self._pushing[key] = asyncio.create_task(self._push_loop(key), name=f"hoard-view-{key[0]}-{key[1]}")

    async def close(self) -> None:
        self._closed = True
        for task in list(self._pushing.values()):
            task.cancel()
        await asyncio.gather(*self._pushing.values(), return_exceptions=True)

    async def _push_loop(self, key: Key) -> None:
        try:
            while True:
                self._dirty.discard(key)
                await self._push(key)
                if key not in self._dirty:
                    break
        except Exception:
            log.exception("private view of seat %s in game %s could not be updated", key[1], key[0])
            self._drop(key)
        finally:
            self._pushing.pop(key, None)
            if key[0] in self._final and key not in self._dirty and key not in self._missed:
                self._drop(key)
                self._forget_final(key[0])

    def _forget_final(self, game_id: int) -> None:
        """Forget that the game is over once none of its views is open, owed a redraw or being edited."""
        if game_id in self._open or any(key[0] == game_id for key in (*self._missed, *self._pushing)):
            return
        self._final.discard(game_id)

    async def _push(self, key: Key) -> None:
        opened = self._open.get(key[0], {}).get(key[1])
        if key in self._answering:
            self._missed.add(key)
            return
        forced = key in self._forced
        self._forced.discard(key)
        if opened is None:
            return
        if self._clock() - opened.opened_at > LIFETIME:
            self._drop(key)  # its token is about to expire: the table's button opens a fresh view
            return
        drawing = await self._draw(*key, opened.locale)
        if drawing is None:
            self._drop(key)
            return
        if key in self._answering:
            self._missed.add(key)
            if forced:
                self._forced.add(key)
            return
        if drawing.looks_like(opened.drawing) and not forced:
            drawing.let_go()
            return
        self._editing.add(key)
        try:
            await sending.edit_reply(opened.reply, embed=drawing.embed, view=drawing.view)
        except discord.HTTPException as error:  # token expired (401/50027) or the message is gone
            log.debug("letting go of the private view of %s: %s", key, error)
            self._drop(key, only=opened)
            return
        finally:
            self._editing.discard(key)
        opened.drawing = drawing  # (if it was replaced meanwhile, this changes nothing)

    def open_views(self) -> dict[Key, Any]:
        """The open views by (game, seat) (for tests and diagnostics)."""
        return {(game_id, seat): v for game_id, seats in self._open.items() for seat, v in seats.items()}
