"""Lobbies: opening one, joining, leaving, AI seats, starting, cancelling and stopping a game, a rematch, and
taking a forgotten member out of the games held in memory.
"""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable, Collection, Sequence
from typing import Any

from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, OptionError
from service import records
from service.base import Change, GameError, Live, Player, not_saved
from service.clocks import Clocks
from service.records import FORMER_MEMBER
from service.storage import ChannelBusy, GameRecord, SeatRecord, StorageError
from service.turns import Turns

#: the longest turn timer a lobby may have (three days)
MAX_TURN_SECONDS = 3 * 24 * 60 * 60
#: bits of a new game's seed, from the operating system's secure source: every deal and shuffle of a game
#: follows from its seed, so a player who could guess it (31 bits took core-hours to try) would see every hidden
#: card; 63 is the most a signed 64-bit column holds
SEED_BITS = 63

#: how many AI seats a lobby may hold at most when filled by one click each
AI_NAMES = ("Ember", "Smaug", "Fafnir", "Tiamat", "Vermithrax", "Glaurung", "Ancalagon", "Saphira")

#: how long a forget's transaction may wait for the database's write lock (no click waits for it)
FORGET_WAIT_SECONDS = 30.0


def may_stop(game: GameRecord, player: Player) -> bool:
    """Whether ``player`` may stop ``game``: its host, or a member who may manage the channel's messages."""
    return player.id == game.host_id or player.can_manage


class Lobbies(Clocks):
    """Everything before a game starts, and what ends a game without results."""

    async def open_lobby(
        self,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host: Player,
        options: dict[str, Any],
        turn_seconds: int,
        seats: Sequence[SeatRecord] | None = None,
        rematch_of: int | None = None,
        locale: str = "en-US",
        thread: str = "",
    ) -> GameRecord:
        """Open a lobby with the host seated, its channel's messages worded in ``locale`` (a catalog's code), the
        game played in a thread of the lobby message if ``thread`` is "asked"; raises :class:`ChannelBusy` if the
        channel has a game."""
        engine = self.engines[kind]
        try:
            resolved = engine.resolve_options(options)
        except OptionError as error:
            raise GameError("option_invalid", problem=error.code, **error.params) from None
        if not 0 <= turn_seconds <= MAX_TURN_SECONDS:  # Discord offers fixed choices; a forged value is refused
            raise GameError("timer_invalid")
        await self._within_quotas(guild_id, host.id)
        now = self.clock()
        record = GameRecord(
            id=0,
            kind=kind,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host.id,
            status="lobby",
            options=resolved,
            turn_seconds=turn_seconds,
            seed=secrets.randbits(SEED_BITS),
            deadline=now + self.settings.lobby_seconds,
            created_at=now,
            rematch_of=rematch_of,
            locale=locale,
            seats=list(seats) if seats else [SeatRecord(0, host.id, host.name, False)],
            thread=thread,
        )
        try:
            await self.storage.create_game(record)
        except StorageError as error:
            raise not_saved(error) from error
        self.scheduler.set(record.id, record.deadline)
        await self._notify(Change(record, "lobby"))
        return record

    async def _within_quotas(self, guild_id: int | None, user_id: int | None) -> None:
        """Refuse a new lobby in a server that has ``server_games`` open, or a seat to a member who holds
        ``member_games`` open ones: each table costs requests of the bot's one global budget."""
        limit = self.settings.server_games
        if guild_id is not None and len(await self.storage.open_games_in_guild(guild_id)) >= limit:
            raise GameError("server_game_limit", limit=limit)
        limit = self.settings.member_games
        if user_id is not None and await self.storage.open_games_of_member(user_id) >= limit:
            raise GameError("member_game_limit", limit=limit)

    async def _lobby_change(
        self, game_id: int, change: Callable[[Live], None], check: Callable[[Live], Awaitable[None]] | None = None
    ) -> GameRecord:
        """Apply ``change`` to a lobby and store it, holding the game's lock (``check``: a refusal that reads storage
        first, taken in turn with the lobby's other clicks)."""
        async with self.lock(game_id):
            live = await self.live(game_id)
            if live.record.status != "lobby":
                raise GameError("lobby_closed")
            if check is not None:
                await check(live)
            change(live)
            for index, seat in enumerate(live.record.seats):
                seat.seat = index
            await self._store(game_id, self.storage.save_lobby(live.record))
        await self._notify(Change(live.record, "lobby" if live.record.status == "lobby" else "closed"))
        return live.record

    async def join(self, game_id: int, player: Player) -> GameRecord:
        async def check(live: Live) -> None:
            if live.record.seat_of(player.id) is None:
                await self._within_quotas(None, player.id)

        def change(live: Live) -> None:
            game = live.record
            if game.seat_of(player.id) is not None:
                raise GameError("already_seated")
            if len(game.seats) >= live.engine.max_seats:
                raise GameError("table_full", seats=live.engine.max_seats)
            game.seats.append(SeatRecord(len(game.seats), player.id, player.name, False))

        return await self._lobby_change(game_id, change, check)

    async def leave(self, game_id: int, player: Player) -> GameRecord:
        def change(live: Live) -> None:
            game = live.record
            seat = game.seat_of(player.id)
            if seat is None:
                raise GameError("not_seated")
            del game.seats[seat]
            if player.id == game.host_id:
                humans = [s for s in game.seats if not s.is_ai]
                if humans:
                    game.host_id = humans[0].user_id or game.host_id
                else:
                    self._close(game, "cancelled")

        return await self._lobby_change(game_id, change)

    async def add_ai(self, game_id: int, player: Player, level: AiLevel = DEFAULT_AI_LEVEL) -> GameRecord:
        """Seat an AI player of ``level``."""

        def change(live: Live) -> None:
            game = live.record
            if game.seat_of(player.id) is None:
                raise GameError("add_ai_seated_only")
            if len(game.seats) >= live.engine.max_seats:
                raise GameError("table_full", seats=live.engine.max_seats)
            taken = {s.name for s in game.seats}
            name = next((f"🤖 {n}" for n in AI_NAMES if f"🤖 {n}" not in taken), f"🤖 AI {len(game.seats) + 1}")
            game.seats.append(SeatRecord(len(game.seats), None, name, True, level=level))

        return await self._lobby_change(game_id, change)

    async def remove_ai(self, game_id: int, player: Player) -> GameRecord:
        """Take the newest AI seat away again (the host's choice, or a member's who may manage the channel)."""

        def change(live: Live) -> None:
            game = live.record
            if player.id != game.host_id and not player.can_manage:
                raise GameError("remove_ai_not_allowed")
            seats = [s.seat for s in game.seats if s.is_ai]
            if not seats:
                raise GameError("no_ai_seat")
            del game.seats[seats[-1]]

        return await self._lobby_change(game_id, change)

    async def cancel(self, game_id: int, player: Player) -> GameRecord:
        def change(live: Live) -> None:
            if player.id != live.record.host_id and not player.can_manage:
                raise GameError("cancel_not_allowed")
            self._close(live.record, "cancelled")

        return await self._lobby_change(game_id, change)

    async def start_game(self, game_id: int, player: Player) -> GameRecord:
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            if game.status != "lobby":
                raise GameError("already_started" if game.status == "active" else "lobby_closed")
            if game.seat_of(player.id) is None and player.id != game.host_id:
                raise GameError("start_seated_only")
            count = len(game.seats)
            if not live.engine.min_seats <= count <= live.engine.max_seats:
                raise GameError(
                    "player_count",
                    game=live.engine.title,
                    minimum=live.engine.min_seats,
                    maximum=live.engine.max_seats,
                    count=count,
                )
            live.state = live.engine.new_state(count, game.options, game.seed)
            now = self.clock()
            game.status = "active"
            game.started_at = now
            game.state = live.engine.snapshot(live.state)
            game.turns = Turns(stamps=[0] * count, human_at=now)
            self._plan(live, now)
            await self._store(game_id, self.storage.save_progress(game, []))
            self.scheduler.set(game_id, game.deadline)
        await self._notify(Change(game, "started"))
        return game

    async def rematch(self, game_id: int, player: Player, departed: Collection[int] = ()) -> GameRecord:
        """A new lobby in the same channel with the same options and the same seats, but for those of members
        forgotten (no user any more) or ``departed`` (who left the server, as the caller found): a seat of theirs
        would never move, so it is left open for whoever joins."""
        live = await self.live(game_id)
        game = live.record
        if game.status != "finished":
            raise GameError("rematch_after_end")
        if game.seat_of(player.id) is None:
            raise GameError("rematch_players_only")
        gone = set(departed) | {user for guild, user in self._forgetting_now if guild == game.guild_id}
        kept = [s for s in game.seats if s.is_ai or (s.user_id is not None and s.user_id not in gone)]
        seats = [SeatRecord(i, s.user_id, s.name, s.is_ai, level=s.level) for i, s in enumerate(kept)]
        options = live.engine.rematch_options(game.options, len(seats))
        try:
            return await self.open_lobby(
                game.kind,
                game.guild_id,
                game.channel_id,
                player,
                options,
                game.turn_seconds,
                seats,
                rematch_of=game.id,
                locale=game.locale,
            )
        except ChannelBusy as busy:
            raise GameError("channel_busy") from busy

    async def forget_records(self, guild_id: int, user_id: int) -> int:
        """Forget a member in this server: in the games held in memory (:meth:`forget_member`), then in the
        stored games and ratings (:func:`records.forget_member`: the ratings computed in a worker process, so that
        the computation holds up no click, and stored by this process's writer in one short transaction); returns
        the stored games touched. At most one forget a server every :data:`records.FORGET_EVERY` seconds
        (:class:`records.TooSoon` otherwise), one at a time for the bot."""
        now = self.clock()
        last = self._forgot.get(guild_id)
        if last is not None and now < last + records.FORGET_EVERY:
            raise records.TooSoon(last + records.FORGET_EVERY)
        self._forgot[guild_id] = now
        self._forgetting_now.add((guild_id, user_id))
        try:
            async with self._forgetting:
                await self.forget_member(guild_id, user_id)  # games being played first
                touched = await records.forget_member(
                    self.storage,
                    guild_id,
                    user_id,
                    lambda: self.recorders.run(
                        records.plan_apart, self.storage.target, FORGET_WAIT_SECONDS, guild_id, user_id
                    ),
                )
        except BaseException:
            del self._forgot[guild_id]  # nothing was forgotten: the admin may try again at once
            raise
        finally:
            self._forgetting_now.discard((guild_id, user_id))
        await self.forget_member(guild_id, user_id)  # a lobby they joined while the ratings were computed
        return touched

    async def forget_member(self, guild_id: int, user_id: int) -> None:
        """Take a member out of every open game of the server held in memory, before their stored records
        are anonymised: their lobby seats go, and in a game being played the AI keeps their seat, as a
        "former member", so that nothing writes their id or name back and the game stays playable."""
        for game_id, live in list(self._ended.items()):  # stored anonymised by the caller: read again if drawn
            if live.record.guild_id == guild_id and any(s.user_id == user_id for s in live.record.seats):
                del self._ended[game_id]
        for game_id, live in list(self._live.items()):
            if live.record.guild_id != guild_id or all(s.user_id != user_id for s in live.record.seats):
                continue
            async with self.lock(game_id):
                game = live.record
                if game.status == "lobby":
                    game.seats = [s for s in game.seats if s.user_id != user_id or s.is_ai]
                    for index, seat in enumerate(game.seats):
                        seat.seat = index
                    await self._store(game_id, self.storage.save_lobby(game))
                    continue
                for seat in game.seats:
                    if seat.user_id == user_id and not seat.is_ai:
                        seat.user_id, seat.name, seat.autoplay = None, FORMER_MEMBER, True
                self._plan(live, self.clock())
                await self._store(game_id, self.storage.save_progress(game, [], seats_changed=True))
                self.scheduler.set(game_id, game.deadline)
            await self._notify(Change(game, "lobby" if game.status == "lobby" else "moved"))

    async def stop_game(self, game_id: int, player: Player | None) -> GameRecord:
        """End an open game early; a started game is recorded as abandoned (``player`` None: the bot itself
        ends it, e.g. because its channel was deleted)."""
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            if game.status not in ("lobby", "active"):
                raise GameError("already_over")
            if player is not None and not may_stop(game, player):
                raise GameError("stop_not_allowed")
            self._close(game, "abandoned" if game.status == "active" else "cancelled")
            await self._store(game_id, self.storage.save_lobby(game))
        await self._notify(Change(game, "closed"))
        return game
