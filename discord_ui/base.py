"""What every part of :class:`discord_ui.app.Hoard` holds and shares: the bot, storage and service, the games'
presenters, and the few answers every part gives."""

from __future__ import annotations

import asyncio
import weakref
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

import discord

from discord_ui import i18n, refusals
from discord_ui.budget import Budget
from discord_ui.bursts import Bursts
from discord_ui.members import reader, tell
from discord_ui.pictures import Painter
from discord_ui.pings import Pings
from discord_ui.presenter import Presenter
from discord_ui.private_views import Drawing, PrivateViews
from service.games import GameError, GameService, IllegalMove
from service.scheduler import Scheduler
from service.settings import Settings
from service.storage import GameRecord, Storage

if TYPE_CHECKING:
    from discord_ui.tables import TableClicks


class Base:
    """The state the parts share (set up by :class:`discord_ui.app.Hoard`), and what they all ask of it."""

    bot: discord.Client
    settings: Settings
    storage: Storage
    service: GameService
    presenters: dict[str, Presenter]
    pings: Pings
    bursts: Bursts
    private: PrivateViews
    painter: Painter
    #: tables Discord refused to update, redrawn when their pause is over
    retries: Scheduler
    #: the turns of the requests on the bot token (see :mod:`discord_ui.budget`)
    budget: Budget
    #: called once the games taken on (at start-up, or with a shard) are in memory and their tables drawn
    after_resume: Callable[[], None] | None
    _refreshing: dict[int, asyncio.Task[None]]
    _dirty: set[int]
    _failures: dict[int, int]
    #: games whose channel refused the bot's last request: drawn only on their retries
    _refusing: set[int]
    #: when each refused table was last tried again on a click
    _click_tries: dict[int, float]
    #: when table requests were refused (401, 403), or tried again where they were, in the last minutes, oldest first
    _refused: deque[float]
    _reposts: set[int]
    #: per game, the table message and the key of the picture it shows (unchanged: not uploaded again)
    _pictures: dict[int, tuple[int, str | None]]
    #: per game, the table message and what it shows (see ``DrawnTable.shown``)
    _shown: dict[int, tuple[int, bytes]]
    #: clicks on a game's table being answered with the table, by game
    _table_answers: dict[int, TableClicks]
    #: the start-up redraw of every table (and of those of shards taken over later)
    _redraws: set[asyncio.Task[None]]
    #: the latest drawing of each seat's private view, by (game, seat)
    _drawings: dict[tuple[int, int], Drawing]
    #: per game, its latest moves (as events), for the table's last events and "since your last move"
    _history: dict[int, deque[tuple[object, ...]]]
    _lobby_locks: weakref.WeakValueDictionary[int, asyncio.Lock]
    #: servers that removed the bot since it started: nothing more is sent there
    _left: set[int]

    def register(self, presenter: Presenter) -> None:
        self.presenters[presenter.engine.id] = presenter

    def refusal(self, error: GameError, locale: str = i18n.DEFAULT) -> str:
        """What the player reads for ``error`` in ``locale``, in the words of the game whose move was refused."""
        presenter = self.presenters.get(error.kind) if isinstance(error, IllegalMove) else None
        return refusals.refusal(error, presenter, locale)

    async def refuse(self, interaction: discord.Interaction, error: GameError) -> None:
        """Tell the clicking member, in their locale, why ``error`` refused what they asked."""
        await tell(interaction, self.refusal(error, reader(interaction)))

    def link(self, game: GameRecord) -> str:
        channel_id = game.channel_id if game.table_message_id else game.lobby_channel
        return message_link(game.guild_id, channel_id, game.table_message_id or game.lobby_message_id)

    def _lobby_lock(self, game_id: int) -> asyncio.Lock:
        """Held while a lobby message is drawn and sent, so an older drawing can never land after a newer one."""
        lock = self._lobby_locks.get(game_id)
        if lock is None:
            lock = self._lobby_locks[game_id] = asyncio.Lock()
        return lock


def message_link(guild_id: int | None, channel_id: int, message_id: int | None) -> str:
    """A link to a game's message (its table, else its lobby), or a mention of its channel when none is known."""
    if message_id is None or guild_id is None:
        return f"<#{channel_id}>"
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"
