"""Keeping each game's public table up to date: one redraw at a time per game, reposted with each round or when
too old, retried with growing pauses when Discord refuses, and the turn pings beside it. A part of
:class:`discord_ui.app.Hoard`."""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import discord
import orjson
from discord import ui

from discord_ui import answers, budget, i18n, lobby, render, sending
from discord_ui.components import Item, TableButton, view_of
from discord_ui.drawing import Tone
from discord_ui.game_log import LOG_EMOJI
from discord_ui.hands import Hands
from discord_ui.names import markdown_names
from discord_ui.pictures import Picture
from discord_ui.presenter import Presenter, TableContext, game_text, mention
from discord_ui.replay import opener
from discord_ui.sending import let_go_of_view
from discord_ui.standings import standings
from service.games import GameError, Live
from service.storage import GameRecord

log = logging.getLogger(__name__)

#: the message an interaction handler is updating itself, so the keeper does not edit it twice
answering: contextvars.ContextVar[int | None] = contextvars.ContextVar("answering", default=None)
NO_PINGS = discord.AllowedMentions.none()
UNKNOWN_CHANNEL = 10003
#: Discord's refusal of an edit of a message over an hour old, once such edits reached their limit
TOO_MANY_OLD_EDITS = 30046
#: Discord's code for a message that already has a thread (one opened before the bot could store it)
THREAD_EXISTS = 160004
#: pauses before redrawing a table Discord failed to update: the first, then doubling up to the longest
RETRY_FIRST, RETRY_MOST = 5.0, 300.0
#: the longest pause before trying again a channel that refused the bot (401, 403): Discord bans a bot whose
#: refused requests reach 10,000 in 10 minutes, so a refusing channel is tried at most once an hour once it has
#: refused for an hour, at most once a minute whoever clicks there, and all of them together at most
#: ``REFUSED_BUDGET`` times in ``REFUSED_WINDOW``
REFUSED_MOST, CLICK_RETRY_EVERY = 3600.0, 60.0
REFUSED_BUDGET, REFUSED_WINDOW = 500, 600.0
#: a game paused this long for want of permission is abandoned
PAUSED_LONGEST = 7 * 24 * 3600.0
#: seconds between two tables redrawn at start-up: 20 a second, well inside Discord's global 50 requests a
#: second (interaction answers are not counted there), and one request per channel
REDRAW_SPACING = 0.05
#: the longest name Discord takes for a thread
THREAD_NAME_MOST = 100


@dataclass
class TableClicks:
    """Clicks on a game's table being answered with the table (see :meth:`Tables.answering_on_table`)."""

    count: int = 0
    over: asyncio.Event = field(default_factory=asyncio.Event)


@dataclass
class DrawnTable:
    """A game's table drawn, ready to send."""

    view: Any
    context: TableContext
    content: str
    embed: discord.Embed
    controls: ui.View
    epoch: str
    picture: Picture | None
    key: str | None
    #: what it shows, as JSON: a table showing this already is not edited again
    shown: bytes


class Tables(Hands):
    """The table keeper and the turn pings."""

    def redraw_tables(self, game_ids: list[int]) -> None:
        """Redraw these games' tables from what is stored (at start-up: a table may show an older state, or be
        gone), one every ``REDRAW_SPACING`` seconds so that thousands of them do not burst Discord's limits."""
        if not game_ids:
            return
        task = asyncio.create_task(self._redraw(game_ids), name="hoard-redraw-tables")
        self._redraws.add(task)
        task.add_done_callback(self._redraws.discard)

    async def _redraw(self, game_ids: list[int]) -> None:
        drawn = 0
        for game_id in game_ids:
            with contextlib.suppress(GameError):
                if (await self.service.live(game_id)).record.turns.paused:  # its channel refused: tried later
                    self._refusing.add(game_id)
                    self._failures[game_id] = 1
                    self.retries.set(game_id, self.service.clock() + await self._refused_pause(game_id, 1))
                    continue
            if drawn:
                await asyncio.sleep(REDRAW_SPACING)
            drawn += 1
            self._spawn_refresh(game_id)
        drawing = [task for game_id in game_ids if (task := self._refreshing.get(game_id)) is not None]
        await asyncio.gather(*drawing, return_exceptions=True)
        if self.after_resume is not None:  # the games resumed are all in memory now
            self.after_resume()

    def _spawn_refresh(self, game_id: int, retry: bool = False) -> None:
        """Draw the game's table now (or once the drawing under way is done); a table whose channel refuses the
        bot waits for its next try (``retry``: this is one), which draws the newest state."""
        if game_id in self._refusing and not retry:
            return
        if game_id in self._refreshing:
            self._dirty.add(game_id)
            live = self.service.held(game_id)
            if live is not None:  # it may wait in the budget's queue: now perhaps for a human
                self.budget.promote(game_id, self._table_priority(live))
            return
        task = asyncio.create_task(self._refresh_loop(game_id), name=f"hoard-table-{game_id}")
        self._refreshing[game_id] = task

    async def _refresh_loop(self, game_id: int) -> None:
        try:
            while True:
                clicked = self._table_answers.get(game_id)
                if clicked is not None:  # a click on the table is answered with it: what is left is drawn after
                    await clicked.over.wait()
                try:
                    live = await self.service.live(game_id)
                    # the table waits for its turn before it is drawn: what changes meanwhile is in this drawing
                    await self.budget.turn(live.record.guild_id, self._table_priority(live), key=game_id)
                    self._dirty.discard(game_id)
                    if not await self._refresh(game_id):
                        self.budget.give_back()
                    self._failures.pop(game_id, None)
                    self._refusing.discard(game_id)
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

    def _table_priority(self, live: Live) -> int:
        """How soon the table is wanted (see :mod:`discord_ui.budget`): before others when a human's next move
        waits on it (a player to move without a private view open, which would show them the change; a lobby; the
        end of a game), after them when only onlookers watch it."""
        game = live.record
        if game.status != "active" or live.state is None:
            return budget.HUMAN
        for seat in live.engine.to_act(live.state):
            if not game.seats[seat].ai_controlled and not self.private.is_open(game.id, seat):
                return budget.HUMAN
        return budget.ONLOOKER

    @contextlib.contextmanager
    def answering_on_table(self, game_id: int) -> Iterator[None]:
        """Held while a click on the table is handled: its answer redraws the table, so the keeper waits for it
        and then edits only what that answer did not show."""
        clicked = self._table_answers.get(game_id)
        if clicked is None:
            clicked = self._table_answers[game_id] = TableClicks()
        clicked.count += 1
        try:
            yield
        finally:
            clicked.count -= 1
            if not clicked.count:
                del self._table_answers[game_id]
                clicked.over.set()

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
        now = self.service.clock()
        delay = min(RETRY_FIRST * 2 ** (failures - 1), RETRY_MOST)
        if error.status in (401, 403):  # refused: counted by Discord towards a ban
            if game_id not in self._refusing:  # a retry was counted as it was made
                self._refused.append(now)
            self._refusing.add(game_id)
            with contextlib.suppress(GameError):  # not stored: its timers are looked at again, and so is this
                paused = await self.service.pause(game_id)  # the bot lost a permission: nothing plays into the void
            delay = await self._refused_pause(game_id, failures)
        if paused:
            log.warning("game %s is paused: its table may not be updated (%s %s)", game_id, error.status, error.text)
        elif failures == 1:
            log.warning("could not update the table of game %s (%s %s); retrying", game_id, error.status, error.text)
        self.retries.set(game_id, now + delay)

    async def _refused_pause(self, game_id: int, failures: int) -> float:
        """How long a table whose channel refused the bot waits for its next try: doubling with each refusal, and
        at least as long as its game has been paused (also across a restart), up to :data:`REFUSED_MOST`."""
        paused_for = 0.0
        with contextlib.suppress(GameError):
            paused_at = (await self.service.live(game_id)).record.turns.paused_at
            paused_for = self.service.clock() - paused_at if paused_at is not None else 0.0
        return min(max(RETRY_FIRST * 2 ** (failures - 1), paused_for), REFUSED_MOST)

    def _refusals_left(self) -> bool:
        """Whether a table may be tried again in a channel that refused: fewer than :data:`REFUSED_BUDGET` refused
        in the last :data:`REFUSED_WINDOW`."""
        since = self.service.clock() - REFUSED_WINDOW
        while self._refused and self._refused[0] <= since:
            self._refused.popleft()
        return len(self._refused) < REFUSED_BUDGET

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
        """A table's pause after a failure is over: try it again, unless its channel refused and the refusals
        of the last minutes are too many (then later), or its game has been paused for too long (then it ends)."""
        if game_id in self._refusing:
            try:
                game = (await self.service.live(game_id)).record
            except GameError:
                return
            now = self.service.clock()
            if game.turns.paused_at is not None and now - game.turns.paused_at >= PAUSED_LONGEST:
                log.warning("game %s was paused for a week: it is abandoned", game_id)
                self._refusing.discard(game_id)
                with contextlib.suppress(GameError):
                    await self.service.stop_game(game_id, None)
                return
            if not self._refusals_left():
                self.retries.set(game_id, self._refused[0] + REFUSED_WINDOW)
                return
            self._refused.append(now)  # counted now: the tries made at once must not all pass the count
        self._spawn_refresh(game_id, retry=True)

    def tried_on_click(self, game_id: int) -> None:
        """Someone clicked on a game whose table cannot be updated: try it again now, if its channel was not
        tried on a click within :data:`CLICK_RETRY_EVERY` and the refusals allow it."""
        now = self.service.clock()
        last = self._click_tries.get(game_id)
        if game_id in self._refusing:
            if (last is not None and now - last < CLICK_RETRY_EVERY) or not self._refusals_left():
                return
            self._refused.append(now)  # counted as it is made, as a retry is
        self._click_tries[game_id] = now
        self._spawn_refresh(game_id, retry=True)

    def repost_table(self, game_id: int) -> None:
        """Post the table again at the bottom of the channel (``/<game> table``)."""
        self._reposts.add(game_id)
        self.tried_on_click(game_id)

    async def server_left(self, guild_id: int) -> None:
        """The bot left or was removed from a server (``on_guild_remove``): its open games end as abandoned, its
        lobbies as cancelled, and no request goes there any more (no table, ping or private view)."""
        self._left.add(guild_id)
        for game_id in await self.storage.open_games_in_guild(guild_id):
            with contextlib.suppress(GameError):
                await self.service.stop_game(game_id, None)
            await self.pings.forget(game_id, tidy=False)
        log.info("left server %s: its games are abandoned", guild_id)

    def server_joined(self, guild_id: int) -> None:
        """The bot was added to a server (again): its new games are drawn there as anywhere."""
        self._left.discard(guild_id)

    async def _draw_table(self, live: Live) -> DrawnTable:
        game = live.record
        presenter = self.presenters[game.kind]
        view = live.engine.view(live.state, None)
        recent = await self.recent_lines(game, presenter.recent_events)
        results = await self.storage.results(game.id) if game.status == "finished" else []
        names = markdown_names(game.seats)
        context = TableContext(game, view, names, recent, results, game.locale)
        sheet = presenter.draw_table(context)
        final = standings(presenter, results, names, game.locale, game.options)
        if final is not None:  # every game's end reads alike, above the game's own fields
            sheet.fields.insert(0, final)
        if game.status != "active":
            sheet.tone = Tone.FINISHED
        embed = render.embed(sheet, game.locale)
        content = self._status_line(live, view)
        picture = sheet.picture
        key = picture.key() if picture else None
        controls = self._table_controls(game, presenter, sheet.controls)
        parts = [content, embed.to_dict(), controls.to_components(), key]
        shown = orjson.dumps(parts, option=orjson.OPT_SORT_KEYS, default=str)
        return DrawnTable(view, context, content, embed, controls, presenter.table_epoch(view), picture, key, shown)

    def _must_repost(self, game: GameRecord, drawn: DrawnTable) -> bool:
        """Whether the table goes up anew rather than being edited: a new round, a table asked for again, or one
        nearing Discord's hour after which its edits are limited (error 30046)."""
        now = self.service.clock()
        too_old = game.table_posted_at is not None and now - game.table_posted_at > self.settings.table_max_age
        return game.table_message_id is None or drawn.epoch != (game.table_epoch or "") or too_old

    async def answer_on_table(self, interaction: discord.Interaction, game_id: int) -> bool:
        """Answer a move clicked on the table with the table itself, redrawn: an answer through the click's token,
        which Discord does not count against the bot's budget. False when the table must go up anew instead."""
        live = await self.service.live(game_id)
        game = live.record
        message = interaction.message
        if message is None or message.id != game.table_message_id or live.state is None or game_id in self._reposts:
            return False
        drawn = await self._draw_table(live)
        if self._must_repost(game, drawn):
            let_go_of_view(drawn.controls)
            return False
        table: dict[str, Any] = {"content": drawn.content, "embed": drawn.embed, "view": drawn.controls}
        if self._pictures.get(game_id) != (message.id, drawn.key):
            table["attachments"] = await self._picture_files(drawn.picture, drawn.key)
        await answers.update(interaction, **table, allowed_mentions=NO_PINGS)
        self._shown[game_id] = (message.id, drawn.shown)
        self._keep_picture(game, drawn.key)
        return True

    async def _refresh(self, game_id: int) -> bool:
        """Bring the game's table (or lobby) up to date, having waited for a turn of the budget; whether that turn
        was used (a table showing its latest state already is not edited again). A request beyond the first (the
        old table let go) waits for a turn of its own."""
        live = await self.service.live(game_id)
        game = live.record
        if game.guild_id in self._left:  # the bot was removed from that server: nothing goes there any more
            return False
        presenter = self.presenters[game.kind]
        if game.status == "lobby" or live.state is None:
            async with self._lobby_lock(game_id):
                game = (await self.service.live(game_id)).record
                if not game.lobby_message_id or game.lobby_message_id == answering.get():
                    return False
                await self.budget.sending()
                await sending.edit(
                    self.bot,
                    game.lobby_channel,
                    game.lobby_message_id,
                    **render.message(lobby.sheet(game, presenter), game.locale),
                )
            return True
        drawn = await self._draw_table(live)
        drawn_at = game.moves
        now = self.service.clock()
        old_id, old_epoch = game.table_message_id, game.table_epoch
        repost = self._must_repost(game, drawn) or game_id in self._reposts
        self._reposts.discard(game_id)
        used = False
        editable = True  # the old table may still be edited (not after Discord refused with 30046)
        if old_id is not None and not repost:
            if self._shown.get(game_id) == (old_id, drawn.shown):
                let_go_of_view(drawn.controls)
                await self._update_pings(live, drawn.view)
                return False
            table = {"content": drawn.content, "embed": drawn.embed, "view": drawn.controls}
            try:
                if self._pictures.get(game_id) != (old_id, drawn.key):  # else Discord keeps the attachment it shows
                    table["attachments"] = await self._picture_files(drawn.picture, drawn.key)
                used = True
                await self.budget.sending()
                await sending.edit(self.bot, game.channel_id, old_id, **table, allowed_mentions=NO_PINGS)
                self._shown[game_id] = (old_id, drawn.shown)
            except discord.NotFound:  # someone deleted the table: put a new one up
                old_id, repost = None, True
            except discord.HTTPException as error:
                if error.code != TOO_MANY_OLD_EDITS:
                    raise
                log.info("game %s: Discord refuses edits of its table, over an hour old: posted anew", game_id)
                editable, repost = False, True
            if repost:
                drawn = await self._draw_table(live)  # the controls sent were emptied
        if old_id is None and game.thread == "asked" and game.lobby_channel_id is None:
            await self._move_to_thread(game, presenter)
        if repost:
            if used:
                await self.budget.turn(game.guild_id, budget.HUMAN)
            used = True
            files = await self._picture_files(drawn.picture, drawn.key)
            await self.budget.sending()
            message_id = await sending.post(
                self.bot,
                game.channel_id,
                content=drawn.content,
                embed=drawn.embed,
                view=drawn.controls,
                files=files,
                allowed_mentions=NO_PINGS,
            )
            self._shown[game_id] = (message_id, drawn.shown)
            game.table_message_id, game.table_posted_at, game.table_epoch = message_id, now, drawn.epoch
            await self.storage.set_table_message(game.id, message_id, now, drawn.epoch)
            if old_id is not None and editable:
                summary = presenter.round_summary(drawn.context) if drawn.epoch != (old_epoch or "") else None
                old = self.bot.get_partial_messageable(game.channel_id, guild_id=game.guild_id).get_partial_message(
                    old_id
                )
                await self.budget.turn(game.guild_id, budget.ONLOOKER)
                await self.budget.sending()
                with contextlib.suppress(discord.NotFound):  # the old table stops offering buttons
                    if summary:  # a round or gambit that is over leaves one line behind
                        await old.edit(content=summary, embeds=[], attachments=[], view=None)
                    else:
                        await old.edit(content=i18n.text(game.locale, "table-continued"), view=None)
        self._keep_picture(game, drawn.key)
        if game.status != "active":
            await self._close_lobby(game, presenter)
        await self._update_pings(live, drawn.view if game.moves == drawn_at else None)  # a newer state: a view of it
        return used

    def _keep_picture(self, game: GameRecord, key: str | None) -> None:
        """Note the picture the game's table shows now (an edit leaves it there when it has not changed)."""
        if game.status == "active":
            self._pictures[game.id] = (game.table_message_id or 0, key)
        else:
            self._pictures.pop(game.id, None)

    async def _move_to_thread(self, game: GameRecord, presenter: Presenter) -> None:
        """A game asked to be played in a thread starts: open one from its lobby message and make it the game's
        channel (its table, pings and clicks are there from now on; the lobby message stays in the channel). If
        Discord refuses (a permission taken away since the lobby opened), the game plays in the channel."""
        title = game_text(presenter, game.locale, "title")
        name = i18n.text(game.locale, "lobby-thread-name", title=title, number=game.id)[:THREAD_NAME_MOST]
        thread, channel_id, lobby_channel_id = "refused", game.channel_id, None
        try:
            if game.lobby_message_id and game.guild_id:
                await self.budget.turn(game.guild_id, budget.HUMAN)  # a request of its own, before the table's
                await self.budget.sending()
                args = (game.guild_id, game.channel_id, game.lobby_message_id, name)
                thread, channel_id = "asked", await sending.open_thread(self.bot, *args)
                lobby_channel_id = game.channel_id
        except discord.HTTPException as error:
            if error.code == THREAD_EXISTS:  # opened before, but not stored: its id is the lobby message's
                thread, channel_id, lobby_channel_id = "asked", game.lobby_message_id or 0, game.channel_id
            elif error.status >= 500:
                raise  # tried again with the table
            else:
                log.warning("game %s plays in its channel: no thread (%s %s)", game.id, error.status, error.text)
        except ValueError:  # the server is not in the cache yet
            log.warning("game %s plays in its channel: its server is unknown", game.id)
        await self.storage.set_thread(game.id, thread, channel_id, lobby_channel_id)
        game.thread, game.channel_id, game.lobby_channel_id = thread, channel_id, lobby_channel_id

    async def _close_lobby(self, game: GameRecord, presenter: Presenter) -> None:
        """The game ended: its lobby message, which said it had started, says how it ended and links to the final
        table (drawn with the table's last drawing, so once, and again only if the table is posted anew)."""
        if not game.lobby_message_id:
            return
        async with self._lobby_lock(game.id):
            await self.budget.turn(game.guild_id, budget.ONLOOKER)
            await self.budget.sending()
            with contextlib.suppress(discord.NotFound):  # someone deleted the lobby: nothing to say there
                await sending.edit(
                    self.bot,
                    game.lobby_channel,
                    game.lobby_message_id,
                    **render.message(lobby.sheet(game, presenter, self.link(game)), game.locale),
                )

    def _status_line(self, live: Live, view: dict[str, Any]) -> str:
        """The line above the table, in the game's locale: whose turn it is and until when, that it stands idle
        with nobody at the table, or how the game ended."""
        game, locale = live.record, live.record.locale
        if game.status != "active":
            title = game_text(self.presenters[game.kind], locale, "title")
            return i18n.text(locale, "table-over" if game.status == "finished" else "table-stopped", title=title)
        if game.turns.idle and game.deadline is not None:
            return i18n.text(locale, "table-idle", when=f"<t:{int(game.deadline)}:R>")
        pending = live.engine.to_act(live.state)
        who = i18n.listed([mention(game, s) for s in pending], locale)
        deadline = game.turns.turn_deadline
        when = f"<t:{int(deadline)}:R>" if deadline else None
        away = self._away_lines(game, pending)
        if pending:
            if when:
                return "\n".join([i18n.text(locale, "table-waiting-until", names=who, when=when), *away])
            return "\n".join([i18n.text(locale, "table-waiting", names=who), *away])
        return i18n.text(locale, "table-until", when=when) if when else ""

    def _away_lines(self, game: GameRecord, pending: list[int]) -> list[str]:
        """A line for each member the game waits for who is away (``/settings away``), saying until when."""
        now, lines = self.service.clock(), []
        for seat in pending:
            user = game.seats[seat].user_id
            until = self.service.away.get(user, 0.0) if user and not game.seats[seat].ai_controlled else 0.0
            if until > now:
                when = f"<t:{int(until)}:f>"
                lines.append(i18n.text(game.locale, "table-away", name=mention(game, seat), until=when))
        return lines

    @staticmethod
    def _table_controls(game: GameRecord, presenter: Presenter, actions: list[Item]) -> ui.View:
        locale = game.locale
        log_label = i18n.text(locale, "table-log-button")
        log = TableButton(game.id, "log", log_label, discord.ButtonStyle.secondary, LOG_EMOJI)
        if game.status == "active":
            label = i18n.text(locale, "table-hand-button")
            hand = TableButton(game.id, "hand", label, discord.ButtonStyle.primary, presenter.hand_emoji)
            rules_label = i18n.text(locale, "table-rules-button")
            rules = TableButton(game.id, "rules", rules_label, discord.ButtonStyle.secondary, "📖")
            return view_of([*actions, hand, rules, log])
        if game.status == "finished":
            rematch = i18n.text(locale, "table-rematch-button")
            rules_label = i18n.text(locale, "table-rules-button")
            rules = TableButton(game.id, "rules", rules_label, discord.ButtonStyle.secondary, "📖")
            replay = opener(game.id, i18n.text(locale, "records-replay-button"))
            again = TableButton(game.id, "rematch", rematch, discord.ButtonStyle.success, "🔁")
            return view_of([again, rules, log, replay])
        return view_of([])  # a stopped game offers nothing

    async def _picture_files(self, picture: Picture | None, key: str | None) -> list[discord.File]:
        if picture is None:
            return []
        png = await self.painter.draw(picture, key)
        return [sending.MemoryFile(png, render.PICTURE_FILE)]

    async def _update_pings(self, live: Live, view: Any = None) -> None:
        """Keep the turn ping in step with the game (``view``: its public view now, if already drawn)."""
        game = live.record
        users = self._ping_users(live, view) if game.status == "active" else ()
        if game.status == "active":
            await self.pings.update(game.id, users, game.turns.turn_deadline)
            self.pings.plan_reminder(game)
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

    async def _reminder_claim(self, game_id: int, deadline: float, stage: int) -> tuple[GameRecord, list[int]] | None:
        """The game and the members its reminder ``stage`` is for, stored as sent (None: not due any more)."""
        try:
            users = await self.service.remind(game_id, deadline, stage)
            live = await self.service.live(game_id)
        except GameError:
            return None
        return (live.record, users) if users else None

    def _reminder_text(self, game: GameRecord, users: list[int], direct: bool) -> str:
        """A reminder of a long turn timer, in the game's locale: in the channel, or a direct message."""
        title = game_text(self.presenters[game.kind], game.locale, "title")
        when = f"<t:{int(game.turns.turn_deadline or 0)}:R>"
        if direct:
            return i18n.text(game.locale, "ping-reminder-direct", title=title, when=when, link=self.link(game))
        members = " ".join(f"<@{user}>" for user in users)
        return i18n.text(game.locale, "ping-reminder", members=members, title=title, when=when, link=self.link(game))
