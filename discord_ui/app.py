"""The Discord side every game shares: interaction handlers, lobby and table messages, turn pings.

A game's cog only says how its table and hands look (:class:`discord_ui.presenter.Presenter`);
everything else (who may click what, stale clicks, persisting before answering, reposting the
table, timers, AI turns) happens here and in :mod:`service.games`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import weakref
from collections import deque
from collections.abc import Callable

import discord

from discord_ui import answers, game_log, render
from discord_ui.budget import Budget, share
from discord_ui.bursts import Bursts
from discord_ui.components import GameLogPage, ModalRoutes
from discord_ui.hands import Moved, moved
from discord_ui.ids import clicked_on_own
from discord_ui.lobbies import Lobbies
from discord_ui.members import departed, player_of, reader, say
from discord_ui.pictures import Painter
from discord_ui.pings import Pings
from discord_ui.presenter import (
    Presenter,
)
from discord_ui.private_views import Drawing, PrivateViews
from discord_ui.replay import Replays
from discord_ui.tables import TableClicks, answering
from service.games import Change, GameError, GameService, Player, StaleClick
from service.scheduler import Scheduler
from service.settings import Settings
from service.storage import GameRecord, storage_for

log = logging.getLogger(__name__)

#: names discord.py gives the tasks that run interaction handlers (app commands, components, and
#: ``on_interaction`` listeners: the games' controls, and modals that outlive restarts)
HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-", "discord.py: on_interaction")
#: how long stopping waits for interactions being handled
DRAIN_SECONDS = 10.0


def burst_key(game: GameRecord) -> tuple[str, tuple[str, ...]]:
    """What tells how quick a game's AI replies are (see :mod:`discord_ui.bursts`): the game, its AI seats' levels."""
    return game.kind, tuple(s.level for s in game.seats if s.ai_controlled)


class Hoard(Lobbies):
    """Storage, service and the shared Discord machinery, owned by the bot."""

    def __init__(self, bot: discord.Client, settings: Settings) -> None:
        self.bot = bot
        self.settings = settings
        self.storage = storage_for(settings)
        self.service = GameService(self.storage, settings)
        self.presenters: dict[str, Presenter] = {}
        self._refreshing: dict[int, asyncio.Task[None]] = {}
        self._dirty: set[int] = set()
        self.budget = Budget(settings.request_budget * share(settings.shard_ids, settings.shard_count))
        self.pings = Pings(
            bot,
            self.budget,
            self.storage,
            self._waiting_for,
            self._ping_text,
            lambda: self.service.clock(),
            settings.ping_delay,
            settings.timer_granularity,
            self._reminder_claim,
            self._reminder_text,
        )
        self._lobby_locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        #: the games' own modals, answered from their custom ids (see :func:`discord_ui.components.route_modals`)
        self.modal_routes: ModalRoutes = {}
        #: the latest drawing of each seat's private view, by (game, seat)
        self._drawings: dict[tuple[int, int], Drawing] = {}
        #: games in a burst of changes (an AI move follows at once): drawn when it ends
        self.bursts = Bursts(self._burst_over)
        #: per game, its latest moves (as events), for the table's last events and "since your last move"
        self._history: dict[int, deque[Moved]] = {}
        self.private = PrivateViews(self._draw_private, lambda: self.service.clock())
        self._failures: dict[int, int] = {}
        self._left: set[int] = set()
        self._refusing: set[int] = set()
        self._click_tries: dict[int, float] = {}
        self._refused: deque[float] = deque()
        #: tables Discord refused to update, redrawn when their pause is over
        self.retries = Scheduler(self._retry_table, lambda: self.service.clock(), settings.timer_granularity)
        self._reposts: set[int] = set()
        #: per game, the table message and the key of the picture it shows (unchanged: not uploaded again)
        self._pictures: dict[int, tuple[int, str | None]] = {}
        self._shown: dict[int, tuple[int, bytes]] = {}
        self._table_answers: dict[int, TableClicks] = {}
        self.painter = Painter(settings.picture_workers)
        #: finished games replayed move by move
        self.replays = Replays(self.storage, self.presenters, self.painter)
        #: the start-up redraw of every table (and of those of shards taken over later)
        self._redraws: set[asyncio.Task[None]] = set()
        #: called once the games taken on (at start-up, or with a shard) are in memory and their tables drawn
        self.after_resume: Callable[[], None] | None = None
        #: set when the bot begins to stop: new interactions are turned away politely
        self.closing = False
        self.service.subscribe(self.on_change)
        self.service.subscribe_resumed(self.redraw_tables)

    async def admit(self, interaction: discord.Interaction) -> bool:
        """Whether to handle an interaction now; while stopping, it is answered and turned away."""
        if not self.closing:
            return True
        await say(interaction, "refusal-restarting")
        return False

    async def drain(self) -> None:
        """Stop taking interactions and wait (up to ``DRAIN_SECONDS``) for those being handled to finish."""
        self.closing = True
        current = asyncio.current_task()
        loop = asyncio.get_running_loop()
        until = loop.time() + DRAIN_SECONDS
        while True:
            running = [
                task
                for task in asyncio.all_tasks()
                if task is not current and not task.done() and task.get_name().startswith(HANDLER_TASKS)
            ]
            left = until - loop.time()
            if not running or left <= 0:
                return
            await asyncio.wait(running, timeout=left)

    async def open(self) -> None:
        await self.storage.open()

    async def start(self) -> None:
        await self.service.start()
        self.pings.scheduler.start()
        self.pings.reminders.start()
        self.retries.start()

    async def close(self) -> None:
        self.bursts.close()
        for redraw in self._redraws:
            redraw.cancel()
        await asyncio.gather(*self._redraws, return_exceptions=True)
        await self.retries.stop()
        await self.service.stop()
        await self.pings.scheduler.stop()
        await self.pings.reminders.stop()
        await self.private.close()
        for task in list(self._refreshing.values()):
            task.cancel()
        await asyncio.gather(*self._refreshing.values(), return_exceptions=True)
        await self.budget.close()
        await self.painter.close()
        await self.storage.close()

    @property
    def busy(self) -> bool:
        """True while table updates or timer work are in flight (tests wait for this)."""
        timers = self.service.scheduler.busy or self.pings.busy or self.retries.busy
        return bool(self._refreshing or self._redraws or self.bursts) or timers or self.private.busy

    # -- table buttons and hands --------------------------------------------------------------
    async def on_table_button(self, interaction: discord.Interaction, game_id: int, verb: str) -> None:
        if not await self.game_here(interaction, game_id):
            return
        player = player_of(interaction)
        if verb == "rules":
            await self.show_rules(interaction, game_id)
            return
        if verb == "stop":
            await self.stop_confirmed(interaction, game_id)
            return
        if verb == "log":
            await self.show_log(interaction, game_id, None)
            return
        try:
            if verb == "rematch":
                ended = (await self.service.live(game_id)).record
                may = ended.status == "finished" and ended.seat_of(player.id) is not None  # else refused: ask nothing
                gone = await departed(interaction, ended.seats, self.budget) if may else set()
                game = await self.service.rematch(game_id, player, gone)
                await self._post_lobby(interaction, game)
                return
            live = await (self.service.reclaim(game_id, player) if verb == "back" else self.service.live(game_id))
        except GameError as error:
            await self.refuse(interaction, error)
            return
        await self.show_hand(interaction, live, player)

    async def on_log_page(self, interaction: discord.Interaction, game_id: int, page: int) -> None:
        """Turn the page of a game's log, only on the message that shows it, only in the game's own channel."""
        if not await self.game_here(interaction, game_id):
            return
        if page < 0:
            await say(interaction, "refusal-not-here")
            return
        if not clicked_on_own(interaction, "lp:"):
            await say(interaction, "refusal-not-this-message")
            return
        await self.show_log(interaction, game_id, page)

    async def show_log(self, interaction: discord.Interaction, game_id: int, page: int | None) -> None:
        """The game's log so far, privately in the clicker's locale: its newest page first (``page`` None, from the
        Log button: a new message), or the page turned to (on the log's own message)."""
        game = (await self.service.live(game_id)).record
        locale = reader(interaction)
        lines = await game_log.log_lines(self.storage, self.presenters, game, locale)
        pages = game_log.page_count(lines)
        if page is not None and page >= pages:  # no button of this log leads there
            await say(interaction, "refusal-not-here")
            return
        shown = pages - 1 if page is None else page
        sheet = await game_log.log_sheet(self.storage, self.presenters, game, lines, shown, locale, GameLogPage)
        if page is None:
            await answers.send(interaction, **render.message(sheet, locale), ephemeral=True)
        else:
            await answers.update(interaction, **render.message(sheet, locale))

    async def on_actions(self, interaction: discord.Interaction, game_id: int, stamp: int, actions: list[str]) -> None:
        if not await self.game_here(interaction, game_id):
            return
        player = player_of(interaction)
        on_table = interaction.message is not None and not interaction.message.flags.ephemeral
        seat = (await self.service.live(game_id)).record.seat_of(player.id)
        with (
            self.private.answering(game_id, -1 if seat is None or on_table else seat),
            self.answering_on_table(game_id) if on_table else contextlib.nullcontext(),
        ):
            await self._act(interaction, game_id, player, stamp, actions, on_table)

    async def _act(
        self,
        interaction: discord.Interaction,
        game_id: int,
        player: Player,
        stamp: int,
        actions: list[str],
        on_table: bool,
    ) -> None:
        try:
            live, _seat, _events = await self.service.act(game_id, player, stamp, actions)
        except StaleClick as stale:
            if on_table:
                await say(interaction, "table-moved-on")
                return
            try:
                live = await self.service.live(game_id)
            except GameError as error:
                await self.refuse(interaction, error)
                return
            await self.show_hand(interaction, live, player, notice=self.refusal(stale, reader(interaction)))
            return
        except GameError as error:
            await self.refuse(interaction, error)
            return
        await self.bursts.reply(game_id)  # its answer shows the AI's reply too, if that comes at once
        if on_table:  # answered with the table redrawn, else acknowledged and the table posted anew right after
            if not await self.answer_on_table(interaction, game_id):
                await answers.ack(interaction)
            return
        await self.show_hand(interaction, live, player)

    # -- keeping the public table up to date ------------------------------------------------------
    async def on_change(self, change: Change) -> None:
        game = change.game
        if game.guild_id in self._left:  # the server removed the bot: nothing is drawn or sent there
            self._let_go(game.id)
            return
        if change.kind == "lobby":
            if game.lobby_message_id and game.lobby_message_id != answering.get():
                self._spawn_refresh(game.id)
            return
        history = self._history.get(game.id)
        if change.kind in ("moved", "ended") and history is not None:
            for movers, events in change.steps or ((change.movers, change.events),):  # one entry a move, as logged
                history.append(moved(movers, events))
        if change.follows:  # one drawing of the table and private views for the whole burst: its last state
            self.bursts.hold(game.id, burst_key(game))
            return
        over = change.kind in ("ended", "closed")
        self._burst_over(game.id, final=over)
        if over:
            self._let_go(game.id)

    def _let_go(self, game_id: int) -> None:
        """Forget what is kept of an ended game for its drawings and retries."""
        self.forget_drawings(game_id)
        self._history.pop(game_id, None)
        self._failures.pop(game_id, None)
        self._refusing.discard(game_id)
        self._click_tries.pop(game_id, None)
        self._pictures.pop(game_id, None)
        self._shown.pop(game_id, None)
        self.retries.set(game_id, None)

    def _burst_over(self, game_id: int, final: bool = False) -> None:
        """Draw the game's table and open private views as they are now."""
        self.bursts.end(game_id)
        self._spawn_refresh(game_id)
        self.private.game_changed(game_id, final=final)
