"""The Discord side every game shares: interaction handlers, lobby and table messages, turn pings.

A game's cog only says how its table and hands look (:class:`discord_ui.presenter.Presenter`);
everything else (who may click what, stale clicks, persisting before answering, reposting the
table, timers, AI turns) happens here and in :mod:`service.games`.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import weakref
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import discord
from discord import ui

from discord_ui import answers, i18n, lobby, refusals, sending
from discord_ui.bursts import Bursts
from discord_ui.components import ModalRoutes, RulesPage, TableButton, view_of
from discord_ui.ids import clicked_on_own, valid_id
from discord_ui.names import clean, markdown_names
from discord_ui.pictures import Painter, Picture
from discord_ui.pings import Pings
from discord_ui.presenter import (
    COLOUR,
    FINISHED_COLOUR,
    WAITING_COLOUR,
    YOUR_TURN_COLOUR,
    HandContext,
    Presenter,
    TableContext,
    event_line,
    game_text,
    has_game_text,
    mention,
    rules_pages,
)
from discord_ui.private_views import Drawing, PrivateViews
from engine.protocol import Event
from service.games import Change, GameError, GameService, IllegalMove, Live, Player, StaleClick
from service.scheduler import Scheduler
from service.settings import Settings
from service.storage import GameRecord, SeatRecord, storage_for

log = logging.getLogger(__name__)

#: the message an interaction handler is updating itself, so the keeper does not edit it twice
answering: contextvars.ContextVar[int | None] = contextvars.ContextVar("answering", default=None)
NO_PINGS = discord.AllowedMentions.none()
#: what the bot needs in a channel to post and update a table there (discord.py's names)
TABLE_PERMISSIONS = ("view_channel", "send_messages", "embed_links", "attach_files")
#: Discord's longest display name; longer ones (from a forged payload) are cut to it
NAME_LIMIT = 32
#: names discord.py gives the tasks that run interaction handlers (app commands, components, and
#: ``on_interaction`` listeners: the games' controls, and modals that outlive restarts)
HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-", "discord.py: on_interaction")
UNKNOWN_CHANNEL = 10003
#: pauses before redrawing a table Discord refused: the first, then doubling up to the longest
RETRY_FIRST, RETRY_MOST = 5.0, 300.0
#: seconds between two tables redrawn at start-up: 20 a second, well inside Discord's global 50 requests a
#: second (interaction answers are not counted there), and one request per channel
REDRAW_SPACING = 0.05
#: how long stopping waits for interactions being handled
DRAIN_SECONDS = 10.0
#: room for "since your last move" in a private view, and how many moves back it may reach
SINCE_CHARACTERS = 400
#: a private view's size to stay within, and the least room worth a "since your last move" field
PRIVATE_VIEW_CHARACTERS, SINCE_SMALLEST = 800, 60
HISTORY_MOVES = 60
USER_PINGS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
#: one move of a game's history: the seats that moved (a bit each: ``1 << seat``), then its events as data (as made,
#: or as stored), worded only when a table or private view is drawn, in the locale of who reads it. One flat tuple:
#: a game's last moves live for minutes, and the garbage collector stops walking such a tuple once it has met it
Moved = tuple[Any, ...]


def moved(movers: tuple[int, ...], events: Sequence[Event | Mapping[str, Any]]) -> Moved:
    return (sum(1 << seat for seat in set(movers)), *events)


def language_key(guild_id: int) -> str:
    """Where a server's ``/settings language`` is stored (the catalog its new games are worded in)."""
    return f"language:{guild_id}"


def burst_key(game: GameRecord) -> tuple[str, tuple[str, ...]]:
    """What tells how quick a game's AI replies are (see :mod:`discord_ui.bursts`): the game, its AI seats' levels."""
    return game.kind, tuple(s.level for s in game.seats if s.ai_controlled)


def player_of(interaction: discord.Interaction) -> Player:
    """The member behind a click or command. They may manage games (cancel, stop) with Manage Messages in the
    interaction's channel, as Discord gives it (channel overwrites included), not server-wide: every handler
    acts only on the game of that channel."""
    user = interaction.user
    return Player(user.id, clean(user.display_name)[:NAME_LIMIT], interaction.permissions.manage_messages)


async def departed(interaction: discord.Interaction, seats: Sequence[SeatRecord]) -> set[int]:
    """The seated members (the clicker aside) who have left the server, asked of Discord one by one (a
    request per seat, once a game: for a Rematch). The bot has no members intent, so its cache is never told
    who left; a member Discord does not answer for (another error) is taken to be still here."""
    others = {s.user_id for s in seats if s.user_id is not None and not s.is_ai} - {interaction.user.id}
    guild = interaction.guild
    if guild is None or not others:
        return set()
    asked = list(others)
    found = await asyncio.gather(*(guild.fetch_member(user_id) for user_id in asked), return_exceptions=True)
    return {user_id for user_id, answer in zip(asked, found, strict=True) if isinstance(answer, discord.NotFound)}


def fit_lines(lines: list[str], limit: int) -> str:
    """The newest of ``lines`` that fit in ``limit`` characters, oldest first ("…" when some were left out)."""
    kept: list[str] = []
    used = 0
    for line in reversed(lines):
        if used + len(line) + 1 > limit - 2:
            kept.append("…")
            break
        kept.append(line)
        used += len(line) + 1
    return "\n".join(reversed(kept))


async def tell(interaction: discord.Interaction, text: str) -> None:
    """Answer privately, whether or not the interaction was answered (or deferred) already."""
    await answers.send(interaction, content=text, ephemeral=True)


def reader(interaction: discord.Interaction) -> str:
    """The catalog of the member behind an interaction: what only they see is worded in it."""
    return i18n.language(interaction.locale)


async def say(interaction: discord.Interaction, message_id: str, /, **args: Any) -> None:
    """Answer privately with a message of the catalogs, in the clicking member's locale."""
    await tell(interaction, i18n.text(reader(interaction), message_id, **args))


class Hoard:
    """Storage, service and the shared Discord machinery, owned by the bot."""

    def __init__(self, bot: discord.Client, settings: Settings) -> None:
        self.bot = bot
        self.settings = settings
        self.storage = storage_for(settings)
        self.service = GameService(self.storage, settings)
        self.presenters: dict[str, Presenter] = {}
        self._refreshing: dict[int, asyncio.Task[None]] = {}
        self._dirty: set[int] = set()
        self.pings = Pings(
            bot,
            self.storage,
            self._waiting_for,
            self._ping_text,
            lambda: self.service.clock(),
            settings.ping_delay,
            settings.timer_granularity,
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
        #: tables Discord refused to update, redrawn when their pause is over
        self.retries = Scheduler(self._retry_table, lambda: self.service.clock(), settings.timer_granularity)
        self._reposts: set[int] = set()
        #: per game, the table message and the key of the picture it shows (unchanged: not uploaded again)
        self._pictures: dict[int, tuple[int, str | None]] = {}
        self.painter = Painter(settings.picture_workers)
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

    def register(self, presenter: Presenter) -> None:
        self.presenters[presenter.engine.id] = presenter

    def refusal(self, error: GameError, locale: str = i18n.DEFAULT) -> str:
        """What the player reads for ``error`` in ``locale``, in the words of the game whose move was refused."""
        presenter = self.presenters.get(error.kind) if isinstance(error, IllegalMove) else None
        return refusals.refusal(error, presenter, locale)

    async def refuse(self, interaction: discord.Interaction, error: GameError) -> None:
        """Tell the clicking member, in their locale, why ``error`` refused what they asked."""
        await tell(interaction, self.refusal(error, reader(interaction)))

    async def open(self) -> None:
        await self.storage.open()

    async def start(self) -> None:
        await self.service.start()
        self.pings.scheduler.start()
        self.retries.start()

    async def close(self) -> None:
        self.bursts.close()
        for redraw in self._redraws:
            redraw.cancel()
        await asyncio.gather(*self._redraws, return_exceptions=True)
        await self.retries.stop()
        await self.service.stop()
        await self.pings.scheduler.stop()
        await self.private.close()
        for task in list(self._refreshing.values()):
            task.cancel()
        await asyncio.gather(*self._refreshing.values(), return_exceptions=True)
        await self.painter.close()
        await self.storage.close()

    @property
    def busy(self) -> bool:
        """True while table updates or timer work are in flight (tests wait for this)."""
        timers = self.service.scheduler.busy or self.pings.busy or self.retries.busy
        return bool(self._refreshing or self._redraws or self.bursts) or timers or self.private.busy

    # -- lobby -----------------------------------------------------------------------------
    async def open_lobby(
        self, interaction: discord.Interaction, presenter: Presenter, options: dict[str, Any], timer_minutes: int
    ) -> None:
        """``/<game> new``: post a lobby in this channel, or point at the game already here."""
        locale = reader(interaction)
        if interaction.guild_id is None or interaction.channel_id is None:
            await say(interaction, "lobby-server-channels-only")
            return
        permissions = interaction.app_permissions
        missing = [p for p in TABLE_PERMISSIONS if not getattr(permissions, p)]
        if missing:
            needed = i18n.listed([i18n.text(locale, f"permission-{i18n.key(p)}") for p in missing], locale)
            await say(interaction, "lobby-missing-permissions", permissions=needed)
            return
        busy = await self.storage.open_game_in_channel(interaction.channel_id)
        if busy is not None:
            await say(interaction, "lobby-channel-has-game", link=self.link(busy))
            return
        try:
            game = await self.service.open_lobby(
                presenter.engine.id,
                interaction.guild_id,
                interaction.channel_id,
                player_of(interaction),
                options,
                timer_minutes * 60,
                locale=await self.game_locale(interaction),
            )
        except GameError as error:
            await self.refuse(interaction, error)
            return
        await self._post_lobby(interaction, game)

    async def game_locale(self, interaction: discord.Interaction) -> str:
        """The catalog a new game's channel messages are worded in: the server's ``/settings language`` if an admin
        chose one, else the server's preferred locale if it is a Community server (Discord reports en-US for any
        other), else the locale of the member who opens it."""
        if interaction.guild_id is not None:
            chosen = await self.storage.get_setting(language_key(interaction.guild_id))
            if chosen in i18n.catalogs().locales:
                return str(chosen)
        guild = interaction.guild
        if guild is not None and "COMMUNITY" in guild.features and interaction.guild_locale is not None:
            return i18n.language(interaction.guild_locale)
        return reader(interaction)

    async def _post_lobby(self, interaction: discord.Interaction, game: GameRecord) -> None:
        presenter = self.presenters[game.kind]
        sent = await answers.send(
            interaction, embed=lobby.embed(game, presenter), view=lobby.controls(game), allowed_mentions=NO_PINGS
        )
        message_id = sent or (await interaction.original_response()).id
        game.lobby_message_id = message_id
        await self.storage.set_lobby_message(game.id, message_id)

    async def game_here(self, interaction: discord.Interaction, game_id: int, kind: str | None = None) -> bool:
        """Whether ``game_id`` (taken from a payload) is a game of the interaction's server and channel, and of
        ``kind`` when given (a game's own control); if not, the interaction is answered politely and nothing else
        happens."""
        if valid_id(game_id):
            try:
                record = (await self.service.live(game_id)).record
            except GameError:
                record = None
            if (
                record is not None
                and (record.guild_id, record.channel_id) == (interaction.guild_id, interaction.channel_id)
                and kind in (None, record.kind)
            ):
                if record.turns.paused:  # someone is here: try the table again now, not after the pause
                    self._spawn_refresh(game_id)
                return True
        await say(interaction, "refusal-not-here")
        return False

    async def on_lobby_button(self, interaction: discord.Interaction, game_id: int, verb: str) -> None:
        if not await self.game_here(interaction, game_id):
            return
        player = player_of(interaction)
        actions = {
            "join": self.service.join,
            "leave": self.service.leave,
            "start": self.service.start_game,
            "cancel": self.service.cancel,
        }
        token = answering.set(interaction.message.id if interaction.message else None)
        try:
            level = lobby.AI_LEVEL_OF_VERB.get(verb)
            if level is not None:
                await self.service.add_ai(game_id, player, level)
            else:
                await actions[verb](game_id, player)
        except GameError as error:
            await self.refuse(interaction, error)
            return
        finally:
            answering.reset(token)
        async with self._lobby_lock(game_id):  # one drawing of the lobby on its way at a time, the newest
            game = (await self.service.live(game_id)).record
            presenter = self.presenters[game.kind]
            await answers.update(
                interaction, embed=lobby.embed(game, presenter), view=lobby.controls(game), allowed_mentions=NO_PINGS
            )

    def _lobby_lock(self, game_id: int) -> asyncio.Lock:
        """Held while a lobby message is drawn and sent, so an older drawing can never land after a newer one."""
        lock = self._lobby_locks.get(game_id)
        if lock is None:
            lock = self._lobby_locks[game_id] = asyncio.Lock()
        return lock

    def link(self, game: GameRecord) -> str:
        message_id = game.table_message_id or game.lobby_message_id
        if message_id is None or game.guild_id is None:
            return f"<#{game.channel_id}>"
        return f"https://discord.com/channels/{game.guild_id}/{game.channel_id}/{message_id}"

    # -- table buttons and hands --------------------------------------------------------------
    async def on_table_button(self, interaction: discord.Interaction, game_id: int, verb: str) -> None:
        if not await self.game_here(interaction, game_id):
            return
        player = player_of(interaction)
        if verb == "rules":
            record = (await self.service.live(game_id)).record
            embed, view = self.rules_message(self.presenters[record.kind], 0, reader(interaction), record)
            await answers.send(interaction, embed=embed, view=view, ephemeral=True)
            return
        try:
            if verb == "rematch":
                ended = (await self.service.live(game_id)).record
                may = ended.status == "finished" and ended.seat_of(player.id) is not None  # else refused: ask nothing
                gone = await departed(interaction, ended.seats) if may else set()
                game = await self.service.rematch(game_id, player, gone)
                await self._post_lobby(interaction, game)
                return
            live = await (self.service.reclaim(game_id, player) if verb == "back" else self.service.live(game_id))
        except GameError as error:
            await self.refuse(interaction, error)
            return
        await self.show_hand(interaction, live, player)

    # -- rules, taught in place -----------------------------------------------------------------
    def rules_message(
        self, presenter: Presenter, page: int, locale: str, game: GameRecord | None = None
    ) -> tuple[discord.Embed, ui.View]:
        """Page ``page`` of a game's rules in ``locale``: 0 is the quick start (with the house rules), then the
        details."""
        pages = rules_pages(game_text(presenter, locale, "rules", **presenter.rules_arguments()))
        page = min(max(page, 0), len(pages))
        title = game_text(presenter, locale, "title")
        if page == 0:
            quick = i18n.text(locale, "rules-quick-start", emoji=presenter.emoji, title=title)
            embed = discord.Embed(title=quick, description=game_text(presenter, locale, "quick-start"), colour=COLOUR)
            embed.add_field(
                name=i18n.text(locale, "rules-house-rules-of-game" if game else "rules-default-house-rules"),
                value=(
                    lobby.options_text(game, self.presenters[game.kind], locale)
                    if game
                    else lobby.default_options_text(presenter, locale)
                ),
                inline=False,
            )
        else:
            heading = i18n.text(locale, "rules-page", emoji=presenter.emoji, title=title, page=page, pages=len(pages))
            embed = discord.Embed(title=heading, description=pages[page - 1], colour=COLOUR)
        kind = presenter.engine.id
        onward = "rules-more" if page == 0 else "rules-next"
        turn = [
            RulesPage(kind, max(page - 1, 0), i18n.text(locale, "rules-back"), disabled=page == 0),
            RulesPage(kind, page + 1, i18n.text(locale, onward), disabled=page >= len(pages)),
        ]
        return embed, view_of(turn)

    async def on_rules_page(self, interaction: discord.Interaction, kind: str, page: int) -> None:
        presenter = self.presenters.get(kind)
        if presenter is None or page < 0:
            await say(interaction, "refusal-not-here")
            return
        if not clicked_on_own(interaction, "r:"):
            await say(interaction, "refusal-not-this-message")
            return
        embed, view = self.rules_message(presenter, page, reader(interaction))
        await answers.update(interaction, embed=embed, view=view)

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
                        embed, items = await self.hand_message(await self._current(live), seat, locale, notice)
                    drawing = Drawing.of(embed, view_of(items))
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
            embed, items = await self.hand_message(live, seat, locale)
        drawing = Drawing.of(embed, view_of(items), signature)
        if game.status == "active":
            self._drawings[(game.id, seat)] = drawing
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
            del self._drawings[key]

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

    def worded(self, game: GameRecord, events: Sequence[Event | Mapping[str, Any]], locale: str) -> list[str]:
        """The sentences of ``events`` of the game in ``locale`` (those shown), with its seats' names as now."""
        presenter, names = self.presenters[game.kind], markdown_names(game.seats)
        return [line for event in events if (line := event_line(presenter, event, names, locale))]

    async def recent_lines(self, game: GameRecord, limit: int) -> list[str]:
        """The sentences of the game's latest ``limit`` logged events (those shown), in the game's locale."""
        if game.status != "active":  # its last refresh: the memory of it is let go
            return self.worded(game, await self.storage.recent_events(game.id, limit), game.locale)[-limit:]
        recent: list[str] = []
        for entry in reversed(await self.moves_history(game)):
            if entry[0]:  # entries without a mover (a seat taken back) are not in the log
                recent[:0] = self.worded(game, entry[1:], game.locale)
                if len(recent) >= limit:
                    break
        return recent[-limit:]

    async def since_last_move(self, game: GameRecord, seat: int, locale: str = i18n.DEFAULT) -> list[str]:
        """What happened from the seat's last move on, as sentences in ``locale`` (everything so far if it has not
        moved)."""
        entries = await self.moves_history(game)
        start = next((i for i in range(len(entries) - 1, -1, -1) if entries[i][0] >> seat & 1), 0)
        return self.worded(game, [event for i in range(start, len(entries)) for event in entries[i][1:]], locale)

    async def hand_message(
        self, live: Live, seat: int, locale: str = i18n.DEFAULT, notice: str = ""
    ) -> tuple[discord.Embed, list[Any]]:
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
        embed, items = presenter.hand(context)
        if game.status != "active":
            embed.colour = FINISHED_COLOUR
        else:
            embed.colour = YOUR_TURN_COLOUR if seat in engine.to_act(live.state) else WAITING_COLOUR
        since = await self.since_last_move(game, seat, locale)
        since_title = i18n.text(locale, "hand-since-title")
        room = min(SINCE_CHARACTERS, PRIVATE_VIEW_CHARACTERS - len(embed) - len(since_title))
        if since and room >= SINCE_SMALLEST:  # what happened fills the room the game's own view leaves
            embed.add_field(name=since_title, value=fit_lines(since, room), inline=False)
        if notice:
            embed.description = i18n.text(locale, "hand-notice", notice=notice, text=embed.description or "")
        record = game.seats[seat]
        refresh = i18n.text(locale, "hand-refresh")
        controls: list[Any] = [TableButton(game.id, "hand", refresh, discord.ButtonStyle.secondary, "🔄")]
        if record.autoplay and game.status == "active":
            embed.description = i18n.text(locale, "hand-ai-plays-for-you", text=embed.description or "")
            back = i18n.text(locale, "hand-take-seat-back")
            controls.append(TableButton(game.id, "back", back, discord.ButtonStyle.success))
        if game.status == "active":
            for control in controls:
                control.row = 4
            items = [*items, *controls]
        return embed, items

    async def on_actions(self, interaction: discord.Interaction, game_id: int, stamp: int, actions: list[str]) -> None:
        if not await self.game_here(interaction, game_id):
            return
        player = player_of(interaction)
        on_table = interaction.message is not None and not interaction.message.flags.ephemeral
        seat = (await self.service.live(game_id)).record.seat_of(player.id)
        with self.private.answering(game_id, -1 if seat is None or on_table else seat):
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
        if on_table:
            await answers.ack(interaction)  # the table is redrawn for everyone right after
            return
        await self.bursts.reply(game_id)  # its answer shows the AI's reply too, if that comes at once
        await self.show_hand(interaction, live, player)

    # -- keeping the public table up to date ------------------------------------------------------
    async def on_change(self, change: Change) -> None:
        game = change.game
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
            self.forget_drawings(game.id)
            self._history.pop(game.id, None)
            self._failures.pop(game.id, None)
            self._pictures.pop(game.id, None)
            self.retries.set(game.id, None)

    def _burst_over(self, game_id: int, final: bool = False) -> None:
        """Draw the game's table and open private views as they are now."""
        self.bursts.end(game_id)
        self._spawn_refresh(game_id)
        self.private.game_changed(game_id, final=final)

    def redraw_tables(self, game_ids: list[int]) -> None:
        """Redraw these games' tables from what is stored (at start-up: a table may show an older state, or be
        gone), one every ``REDRAW_SPACING`` seconds so that thousands of them do not burst Discord's limits."""
        if not game_ids:
            return
        task = asyncio.create_task(self._redraw(game_ids), name="hoard-redraw-tables")
        self._redraws.add(task)
        task.add_done_callback(self._redraws.discard)

    async def _redraw(self, game_ids: list[int]) -> None:
        for index, game_id in enumerate(game_ids):
            if index:
                await asyncio.sleep(REDRAW_SPACING)
            self._spawn_refresh(game_id)
        drawing = [task for game_id in game_ids if (task := self._refreshing.get(game_id)) is not None]
        await asyncio.gather(*drawing, return_exceptions=True)
        if self.after_resume is not None:  # the games resumed are all in memory now
            self.after_resume()

    def _spawn_refresh(self, game_id: int) -> None:
        if game_id in self._refreshing:
            self._dirty.add(game_id)
            return
        task = asyncio.create_task(self._refresh_loop(game_id), name=f"hoard-table-{game_id}")
        self._refreshing[game_id] = task

    async def _refresh_loop(self, game_id: int) -> None:
        try:
            while True:
                self._dirty.discard(game_id)
                try:
                    await self._refresh(game_id)
                    self._failures.pop(game_id, None)
                    self.retries.set(game_id, None)
                    await self._resume(game_id)
                except discord.HTTPException as error:
                    await self._table_failed(game_id, error)
                if game_id not in self._dirty:
                    break
        except Exception:
            log.exception("table refresh of game %s failed", game_id)
        finally:
            self._refreshing.pop(game_id, None)

    async def _table_failed(self, game_id: int, error: discord.HTTPException) -> None:
        """Discord refused a table update: end the game if its channel is gone, else try again later.

        One log line per run of failures (not one per move); the table is redrawn from the stored state
        with growing pauses (5 s, 10 s, ... 5 min), and at once with the next move.
        """
        if isinstance(error, discord.NotFound) and error.code == UNKNOWN_CHANNEL:
            log.warning("the channel of game %s was deleted: the game is abandoned", game_id)
            with contextlib.suppress(GameError):
                await self.service.stop_game(game_id, None)
            return
        failures = self._failures.get(game_id, 0) + 1
        self._failures[game_id] = failures
        paused = False
        if isinstance(error, discord.Forbidden):  # the bot lost a permission there: nothing plays into the void
            with contextlib.suppress(GameError):  # not stored: its timers are looked at again, and so is this
                paused = await self.service.pause(game_id)
        if paused:
            log.warning("game %s is paused: its table may not be updated (%s %s)", game_id, error.status, error.text)
        elif failures == 1:
            log.warning("could not update the table of game %s (%s %s); retrying", game_id, error.status, error.text)
        delay = min(RETRY_FIRST * 2 ** (failures - 1), RETRY_MOST)
        self.retries.set(game_id, self.service.clock() + delay)

    async def _resume(self, game_id: int) -> None:
        """The table could be drawn: a game paused for want of permission plays on."""
        try:
            resumed = await self.service.resume(game_id)
        except GameError:
            return  # not stored: the next table update tries again
        if resumed:
            log.info("game %s plays on: its table can be updated again", game_id)
            self._dirty.add(game_id)  # its timer moved on: draw it once more

    async def _retry_table(self, game_id: int) -> None:
        self._spawn_refresh(game_id)

    def repost_table(self, game_id: int) -> None:
        """Post the table again at the bottom of the channel (``/<game> table``)."""
        self._reposts.add(game_id)
        self._spawn_refresh(game_id)

    async def _refresh(self, game_id: int) -> None:
        live = await self.service.live(game_id)
        game = live.record
        channel = self.bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
        presenter = self.presenters[game.kind]
        if game.status == "lobby" or live.state is None:
            async with self._lobby_lock(game_id):
                game = (await self.service.live(game_id)).record
                if game.lobby_message_id and game.lobby_message_id != answering.get():
                    await sending.edit(
                        self.bot,
                        game.channel_id,
                        game.lobby_message_id,
                        embed=lobby.embed(game, presenter),
                        view=lobby.controls(game),
                    )
            return
        view = live.engine.view(live.state, None)
        drawn_at = game.moves
        names = markdown_names(game.seats)
        recent = await self.recent_lines(game, presenter.recent_events)
        results = await self.storage.results(game.id) if game.status == "finished" else []
        context = TableContext(game, view, names, recent, results, game.locale)
        embed = presenter.table_embed(context)
        if game.status != "active":
            embed.colour = FINISHED_COLOUR
        content = self._status_line(live, view)
        epoch = presenter.table_epoch(view)
        now = self.service.clock()
        picture = presenter.table_picture(context)
        key = picture.key() if picture else None
        if picture:
            embed.set_image(url="attachment://table.png")
        old_id, old_epoch = game.table_message_id, game.table_epoch
        too_old = game.table_posted_at is not None and now - game.table_posted_at > self.settings.table_max_age
        repost = old_id is None or epoch != (game.table_epoch or "") or too_old or game_id in self._reposts
        self._reposts.discard(game_id)
        if old_id is not None and not repost:
            controls = self._table_controls(game, presenter, context)  # emptied once sent (sending.let_go_of_view)
            table = {"content": content, "embed": embed, "view": controls, "allowed_mentions": NO_PINGS}
            try:
                if self._pictures.get(game_id) != (old_id, key):  # else Discord keeps the attachment it shows
                    table["attachments"] = await self._picture_files(picture, key)
                await sending.edit(self.bot, game.channel_id, old_id, **table)
            except discord.NotFound:  # someone deleted the table: put a new one up
                old_id, repost = None, True
        if repost:
            files = await self._picture_files(picture, key)
            message_id = await sending.post(
                self.bot,
                game.channel_id,
                content=content,
                embed=embed,
                view=self._table_controls(game, presenter, context),
                files=files,
                allowed_mentions=NO_PINGS,
            )
            game.table_message_id, game.table_posted_at, game.table_epoch = message_id, now, epoch
            await self.storage.set_table_message(game.id, message_id, now, epoch)
            if old_id is not None:
                summary = presenter.round_summary(context) if epoch != (old_epoch or "") else None
                old = channel.get_partial_message(old_id)
                with contextlib.suppress(discord.NotFound):  # the old table stops offering buttons
                    if summary:  # a round or gambit that is over leaves one line behind
                        await old.edit(content=summary, embeds=[], attachments=[], view=None)
                    else:
                        await old.edit(content=i18n.text(game.locale, "table-continued"), view=None)
        if game.status == "active":
            self._pictures[game_id] = (game.table_message_id or 0, key)
        else:
            self._pictures.pop(game_id, None)
        await self._update_pings(live, view if game.moves == drawn_at else None)  # a newer state: a view of it

    def _status_line(self, live: Live, view: dict[str, Any]) -> str:
        """The line above the table, in the game's locale: whose turn it is and until when, or how the game ended."""
        game, locale = live.record, live.record.locale
        if game.status != "active":
            title = game_text(self.presenters[game.kind], locale, "title")
            return i18n.text(locale, "table-over" if game.status == "finished" else "table-stopped", title=title)
        pending = live.engine.to_act(live.state)
        who = i18n.listed([mention(game, s) for s in pending], locale)
        deadline = game.turns.turn_deadline
        when = f"<t:{int(deadline)}:R>" if deadline else None
        if pending:
            if when:
                return i18n.text(locale, "table-waiting-until", names=who, when=when)
            return i18n.text(locale, "table-waiting", names=who)
        return i18n.text(locale, "table-until", when=when) if when else ""

    @staticmethod
    def _table_controls(game: GameRecord, presenter: Presenter, table: TableContext) -> ui.View:
        locale = game.locale
        if game.status == "active":
            own = has_game_text(presenter, "hand-button")
            label = game_text(presenter, locale, "hand-button") if own else i18n.text(locale, "table-hand-button")
            hand = TableButton(game.id, "hand", label, discord.ButtonStyle.primary, presenter.hand_emoji)
            rules_label = i18n.text(locale, "table-rules-button")
            rules = TableButton(game.id, "rules", rules_label, discord.ButtonStyle.secondary, "📖")
            return view_of([*presenter.table_actions(table), hand, rules])
        if game.status == "finished":
            rematch = i18n.text(locale, "table-rematch-button")
            return view_of([TableButton(game.id, "rematch", rematch, discord.ButtonStyle.success, "🔁")])
        return view_of([])  # a stopped game offers nothing

    async def _picture_files(self, picture: Picture | None, key: str | None) -> list[discord.File]:
        if picture is None:
            return []
        png = await self.painter.draw(picture, key)
        return [sending.MemoryFile(png, "table.png")]

    async def _update_pings(self, live: Live, view: Any = None) -> None:
        """Keep the turn ping in step with the game (``view``: its public view now, if already drawn)."""
        game = live.record
        users = self._ping_users(live, view) if game.status == "active" else ()
        if game.status == "active":
            await self.pings.update(game.id, users, game.turns.turn_deadline)
        else:
            await self.pings.forget(game.id)

    def _ping_users(self, live: Live, view: Any = None) -> tuple[int, ...]:
        """The members a ping would be for now: humans the game waits for, unless only one person plays
        (``view``: the game's public view now, if already drawn)."""
        game = live.record
        humans = [s for s in game.seats if not s.is_ai and s.user_id]
        if len(humans) < 2:
            return ()
        if not self.presenters[game.kind].pings_for(live.engine.view(live.state, None) if view is None else view):
            return ()
        pending = [s for s in live.engine.to_act(live.state) if not game.seats[s].ai_controlled]
        return tuple(user for s in pending if (user := game.seats[s].user_id))

    async def _waiting_for(self, game_id: int) -> tuple[GameRecord, tuple[int, ...]] | None:
        try:
            live = await self.service.live(game_id)
        except GameError:
            return None
        if live.record.status != "active":
            return None
        if live.record.turns.paused:  # the channel refuses the bot's messages
            return live.record, ()
        return live.record, self._ping_users(live)

    def _ping_text(self, game: GameRecord, users: list[int]) -> str:
        members = " ".join(f"<@{user}>" for user in users)
        title = game_text(self.presenters[game.kind], game.locale, "title")
        return i18n.text(game.locale, "ping-your-move", members=members, title=title, link=self.link(game))
