"""Private views that keep up with the game, so that a player needs one click a turn.

A player's private view is an ephemeral message: only the interaction that showed it can change it,
and only for 15 minutes (Discord's interaction token lifetime). Each time a view is shown, the
interaction behind it is remembered; when the game moves on, the view is redrawn and, if it looks
different, edited through that interaction. Edits for one view are coalesced (one on its way at a
time, then the newest drawing), a view being answered by its own click is left to that answer, and
a view whose token is too old or that Discord no longer knows is let go: the table's button opens a
fresh one.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import discord

from discord_ui import sending

log = logging.getLogger(__name__)

#: how long an interaction's token is used to edit its message (Discord allows 15 minutes)
LIFETIME = 14 * 60.0

Key = tuple[int, int]  # (game id, seat)


@dataclass(eq=False)
class Drawing:
    """A seat's private view as drawn once for a state of the game, sent as often as it is asked for.

    Nothing changes a drawing after it is made, so the embed and view objects go out as they are.
    """

    embed: discord.Embed
    view: discord.ui.View
    #: what it was drawn from (the game's move count, its seats, its timer), equal for equal drawings
    signature: tuple[Any, ...] = field(default=())

    @cached_property
    def digest(self) -> str:
        """What the drawing looks like, to skip edits that would change nothing."""
        return json.dumps([self.embed.to_dict(), self.view.to_components()], sort_keys=True, default=str)


#: draws a seat's private view now, or None when there is nothing to show any more
Drawer = Callable[[int, int], Awaitable[Drawing | None]]


@dataclass
class OpenView:
    interaction: discord.Interaction
    opened_at: float
    digest: str
    #: the view when it went out as a followup (the click was deferred first), else the interaction's own answer
    message: discord.Message | None = None


class PrivateViews:
    """The open private views of every game, kept current."""

    def __init__(self, draw: Drawer, clock: Callable[[], float]) -> None:
        self._draw = draw
        self._clock = clock
        self._open: dict[Key, OpenView] = {}
        self._answering: dict[Key, int] = {}
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
        message: discord.Message | None = None,
    ) -> None:
        """``interaction`` has just shown (or updated) the seat's private view with this drawing (in ``message``
        when it went out as a followup)."""
        self._open[(game_id, seat)] = OpenView(interaction, self._clock(), drawing.digest, message)

    def is_open(self, game_id: int, seat: int) -> bool:
        return (game_id, seat) in self._open

    @contextlib.contextmanager
    def answering(self, game_id: int, seat: int) -> Iterator[None]:
        """While a click on the view is being answered, that answer will show the newest state itself."""
        key = (game_id, seat)
        self._answering[key] = self._answering.get(key, 0) + 1
        try:
            yield
        finally:
            self._answering[key] -= 1
            if not self._answering[key]:
                del self._answering[key]

    def game_changed(self, game_id: int, final: bool = False) -> None:
        """Redraw every open private view of the game (in the background); ``final``: the game is over, so
        the views are let go once they show it."""
        if final:
            self._final.add(game_id)
        keys = [k for k in self._open if k[0] == game_id]
        if not keys:
            self._final.discard(game_id)
        for key in keys:
            if key in self._pushing:
                self._dirty.add(key)
            else:
                self._pushing[key] = asyncio.create_task(self._push_loop(key), name=f"hoard-view-{key[0]}-{key[1]}")

    async def close(self) -> None:
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
            self._open.pop(key, None)
        finally:
            self._pushing.pop(key, None)
            if key[0] in self._final and key not in self._dirty:
                self._open.pop(key, None)
                if not any(k[0] == key[0] for k in self._open):
                    self._final.discard(key[0])

    async def _push(self, key: Key) -> None:
        opened = self._open.get(key)
        if opened is None or key in self._answering:
            return
        if self._clock() - opened.opened_at > LIFETIME:
            del self._open[key]  # its token is about to expire: the table's button opens a fresh view
            return
        drawing = await self._draw(*key)
        if drawing is None:
            self._open.pop(key, None)
            return
        drawn = drawing.digest
        if drawn == opened.digest or key in self._answering:
            return
        try:
            if opened.message is not None:
                await opened.message.edit(embed=drawing.embed, view=drawing.view)
            else:
                await sending.edit_original(opened.interaction, embed=drawing.embed, view=drawing.view)
        except discord.HTTPException as error:  # token expired (401/50027) or the message is gone
            log.debug("letting go of the private view of %s: %s", key, error)
            if self._open.get(key) is opened:
                del self._open[key]
            return
        if self._open.get(key) is opened:
            opened.digest = drawn

    def open_views(self) -> dict[Key, Any]:
        """The open views by (game, seat) (for tests and diagnostics)."""
        return dict(self._open)
