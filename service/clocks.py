"""A game's clock: who is pending and when the game next needs the clock (an AI move or a turn timer), pauses,
reminders and away time.

Pauses: when the bot may no longer post in a game's channel (Discord answers 403), the Discord layer pauses the
game (:meth:`Clocks.pause`): its clock stops, stored with the game, so no AI seat moves and no turn timer runs out
until :meth:`Clocks.resume`, which gives the waiting players back the time they had left.

Reminders: a long turn timer (:data:`LONG_TIMER` or more) reminds the players it waits for twice, after a quarter of
their time and when a tenth of it is left (:func:`reminder_due`); the Discord side sends them and
:meth:`Clocks.remind` stores that each was sent, so that a restart neither loses nor repeats one.

Away time: a member away (``/settings away``, :meth:`Clocks.set_away`, at most :data:`AWAY_MOST_DAYS` days at a time
and :data:`AWAY_YEAR_DAYS` a calendar year) holds the turn timer of every game waiting for them until they are back,
with the time they had left then (``Turns.away_until``). It is stored per member in the ``settings`` table
(``away:<user id>``) and read again whenever this process takes games up (at start, a shard gained).

Games nobody plays: once every human seat is played by the AI (timed out too often, or a member forgotten), the
AI plays one round of turns more (as many moves as the game has seats) and the game stands *idle*
(``Turns.idle_at``): no AI move until a human takes a seat back, abandoned after :data:`IDLE_LONGEST`. A game in
which no human acted for :data:`UNPLAYED_LONGEST` is abandoned too. Both are deadlines of the game's clock, so
they hold across restarts.
"""

from __future__ import annotations

import json
import time
from collections.abc import Collection
from dataclasses import dataclass

from service.base import Change, GameError, Live, ServiceBase
from service.storage import GameRecord

#: the shortest turn timer that reminds the players it waits for
LONG_TIMER = 60 * 60
#: the longest a member may be away at a time, and in a calendar year (in days)
AWAY_MOST_DAYS, AWAY_YEAR_DAYS = 7, 21
DAY = 24 * 60 * 60

#: how long a game stands idle (nobody at the table) before it is abandoned
IDLE_LONGEST = 24 * 3600.0
#: how long a game goes on with no human action before it is abandoned
UNPLAYED_LONGEST = 30 * 24 * 3600.0


def away_key(user_id: int) -> str:
    """Where a member's away time is stored."""
    return f"away:{user_id}"


def reminder_due(game: GameRecord) -> float | None:
    """When the game's next reminder is due (None: no timer runs, it is short, or both reminders were sent)."""
    turns = game.turns
    started, deadline = turns.turn_started, turns.turn_deadline
    if game.status != "active" or turns.paused or started is None or deadline is None or turns.reminded >= 2:
        return None
    limit = deadline - started
    if limit < LONG_TIMER:
        return None
    return started + limit / 4 if turns.reminded == 0 else deadline - limit / 10


@dataclass(frozen=True)
class Away:
    """A member's away time: until when (None: not away), and the days of this year they have left."""

    until: float | None
    days_left: float


class Clocks(ServiceBase):
    """Planning a game's next use of the clock (:meth:`_plan`), stopping and starting its clock, reminders and
    away time."""

    async def pause(self, game_id: int) -> bool:
        """Stop a game's clock (its table cannot be posted): no AI move, no timer runs out, also after a
        restart. True if the game was running and is paused now."""
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            if game.status != "active" or game.turns.paused:
                return False
            game.turns.paused_at = self.clock()
            game.deadline = None
            await self._store(game_id, self.storage.save_progress(game, []))
            self.scheduler.set(game_id, None)
        return True

    async def resume(self, game_id: int) -> bool:
        """Start a paused game's clock again, the turn timer shifted by the pause; True if it was paused."""
        cached = self._live.get(game_id)  # a game being played is held in memory once its table was drawn
        if cached is None or not cached.record.turns.paused:  # the usual case: no lock, no read
            return False
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            turns = game.turns
            if game.status != "active" or turns.paused_at is None:
                return False
            now = self.clock()
            paused_at, turns.paused_at = turns.paused_at, None
            if turns.turn_deadline is not None:
                turns.turn_deadline += max(now - paused_at, 0.0)
                if turns.turn_started is not None:
                    turns.turn_started += max(now - paused_at, 0.0)
            self._plan(live, now)
            await self._store(game_id, self.storage.save_progress(game, []))
            self.scheduler.set(game_id, game.deadline)
        return True

    def _plan(self, live: Live, now: float, movers: Collection[int] = ()) -> None:
        """Work out who is pending and when the game next needs the clock (AI move or turn timer).

        A human's clock restarts when they become pending, when the AI stops moving for them, when they just moved
        and must go on,
        or when the last move changed what they may do (a new decision, e.g. after an offer closed).
        """
        game, engine = live.record, live.engine
        live.ai_due = None
        if game.status != "active":
            game.deadline = None
            return
        pending = engine.to_act(live.state)
        turns = game.turns
        self._watch(game, now)
        simultaneous = engine.simultaneous(live.state)
        # The AI finishes a timed-out player's turn or secret choice, not whatever comes after it.
        # A late player's turn is not finished yet: the AI still makes it.
        was_automatic = {*turns.timed_out, *turns.late}
        if turns.simultaneous:  # the secret choice made (an ante tied and made again is theirs)
            turns.timed_out = [s for s in turns.timed_out if s not in movers]
        if turns.simultaneous != simultaneous:  # turns gave way to a secret choice, or the other way
            turns.timed_out = []
        turns.simultaneous = simultaneous
        turns.timed_out = [s for s in turns.timed_out if s in pending]
        turns.late = [s for s in turns.late if s in pending]
        automatic = [s for s in pending if game.seats[s].ai_controlled or s in turns.timed_out or s in turns.late]
        humans = [s for s in pending if s not in automatic]
        fresh = [
            s
            for s in humans
            if s not in turns.pending or s in movers or s in was_automatic or turns.stamps[s] == game.moves
        ]
        if fresh or not humans:
            limit = engine.time_limit(live.state, game.turn_seconds) if humans else 0
            turns.turn_deadline = now + limit if limit else None
            turns.turn_started = now if limit else None
            turns.reminded, turns.away_until = 0, None
        turns.pending = pending
        self._hold_for_away(game, humans, now)
        candidates = [turns.turn_deadline] if turns.turn_deadline is not None else []
        if automatic and not turns.idle:
            candidates.append(now + engine.ai_seconds(live.state, self.settings.ai_delay))
            if not turns.paused:
                live.ai_due = candidates[-1]
        if turns.idle_at is not None:
            candidates.append(turns.idle_at + IDLE_LONGEST)
        candidates.append(self._last_human(game) + UNPLAYED_LONGEST)
        game.deadline = min(candidates) if not turns.paused else None

    def _hold_for_away(self, game: GameRecord, humans: Collection[int], now: float) -> None:
        """Hold the turn timer while a member it waits for is away: it runs out that much later, with the time they
        had left when they went (or the whole of it, for a turn that began meanwhile); a member back early
        takes the rest of their away time off it again."""
        turns = game.turns
        if turns.away_until is not None and turns.away_until <= now:  # they came back as planned: the timer runs
            turns.away_until = None
        if turns.turn_deadline is None:
            turns.away_until = None
            return
        users = [game.seats[s].user_id for s in humans]
        held = max((until for user in users if user and (until := self.away.get(user, 0.0)) > now), default=None)
        shift = (held or now) - (turns.away_until or now)
        if shift:
            turns.turn_deadline += shift
            if turns.turn_started is not None:
                turns.turn_started += shift
        turns.away_until = held

    async def _load_away(self) -> None:
        """Read every member's away time again from storage (at start, and when taking games up)."""
        now = self.clock()
        rows = await self.storage.fetchall("SELECT key, value FROM settings WHERE key LIKE 'away:%'")
        self.away = {}
        for key, value in rows:
            until = json.loads(value).get("until")
            if until is not None and until > now:
                self.away[int(key.partition(":")[2])] = float(until)

    async def away_of(self, user_id: int) -> Away:
        """A member's away time as stored."""
        return self._away_from(await self.storage.get_setting(away_key(user_id)))

    def _away_from(self, stored: str | None) -> Away:
        data = json.loads(stored) if stored else {}
        now = self.clock()
        used = self._used_this_year(data, now)
        until = data.get("until")
        if until is not None and until > now:
            used += until - now  # what is left of this away time is counted already
            return Away(float(until), max(AWAY_YEAR_DAYS - used / DAY, 0.0))
        return Away(None, max(AWAY_YEAR_DAYS - used / DAY, 0.0))

    @staticmethod
    def _used_this_year(data: dict[str, float], now: float) -> float:
        """Seconds of away time this calendar year (UTC) before the away time stored now, and of it so far."""
        if data.get("year") != time.gmtime(now).tm_year:
            return 0.0
        used = float(data.get("used", 0.0))
        since, until = data.get("since"), data.get("until")
        if since is not None and until is not None:
            used += max(min(now, until) - since, 0.0)
        return used

    async def set_away(self, user_id: int, days: int) -> Away:
        """Be away for ``days`` days from now (0: back now): every game waiting for the member holds its timer
        until then. Refused with ``away_too_long`` beyond :data:`AWAY_MOST_DAYS` or the days left this year."""
        if not 0 <= days <= AWAY_MOST_DAYS:
            raise GameError("away_too_long", days=AWAY_MOST_DAYS)
        now = self.clock()
        key = away_key(user_id)
        data = json.loads(await self.storage.get_setting(key) or "{}")
        used = self._used_this_year(data, now)
        if used + days * DAY > AWAY_YEAR_DAYS * DAY + 1e-6:
            raise GameError("away_year_used", days=max(int((AWAY_YEAR_DAYS * DAY - used) // DAY), 0))
        until = now + days * DAY if days else None
        stored = {"year": time.gmtime(now).tm_year, "used": used, "since": now, "until": until}
        await self.storage.put_setting(key, json.dumps(stored))
        if until is None:
            self.away.pop(user_id, None)
        else:
            self.away[user_id] = until
        for game_id, live in list(self._live.items()):
            if live.record.status == "active" and live.record.seat_of(user_id) is not None:
                await self._replan(game_id)
        return self._away_from(json.dumps(stored))

    async def _replan(self, game_id: int) -> None:
        """Plan a game's clock again after a member it seats went away or came back, and store it."""
        async with self.lock(game_id):
            live = self._live.get(game_id)
            if live is None or live.record.status != "active" or live.state is None:
                return
            game, turns = live.record, live.record.turns
            before = (turns.turn_deadline, turns.away_until)
            late = {*turns.timed_out, *turns.late}
            humans = [s for s in turns.pending if not game.seats[s].ai_controlled and s not in late]
            self._hold_for_away(game, humans, self.clock())
            if (turns.turn_deadline, turns.away_until) == before:
                return
            candidates = [due for due in (turns.turn_deadline, live.ai_due) if due is not None]
            game.deadline = min(candidates) if candidates and not turns.paused else None
            await self._store(game_id, self.storage.save_progress(game, []))
            self.scheduler.set(game_id, game.deadline)
        await self._notify(Change(game, "clock"))

    async def remind(self, game_id: int, deadline: float, stage: int) -> list[int]:
        """Store that reminder ``stage`` (1 or 2) of the turn timer running out at ``deadline`` is sent, and
        return the members to remind: none if the game moved on or it was sent already (before a restart too)."""
        async with self.lock(game_id):
            live = self._live.get(game_id)
            if live is None or not self.owns(live.record.guild_id):
                return []
            game = live.record
            turns = game.turns
            if reminder_due(game) is None or turns.turn_deadline != deadline or turns.reminded != stage - 1:
                return []
            turns.reminded = stage
            await self._store(game_id, self.storage.save_progress(game, []))
            pending = [game.seats[s] for s in turns.pending if s < len(game.seats)]
            return [seat.user_id for seat in pending if seat.user_id and not seat.ai_controlled]

    @staticmethod
    def _watch(game: GameRecord, now: float) -> None:
        """Count the moves made since every human seat went over to the AI; a round of turns later (as many moves
        as the game has seats) the game stands idle. A human back at the table ends both."""
        turns = game.turns
        if any(not seat.ai_controlled for seat in game.seats):
            turns.unwatched_from = turns.idle_at = None
        elif turns.unwatched_from is None:
            turns.unwatched_from = game.moves
        elif turns.idle_at is None and game.moves - turns.unwatched_from >= len(game.seats):
            turns.idle_at = now

    @staticmethod
    def _last_human(game: GameRecord) -> float:
        """When a human last acted in the game (its start for a game stored before this was kept)."""
        return game.turns.human_at or game.started_at or game.created_at

    def _forsaken(self, game: GameRecord, now: float) -> bool:
        """Whether the game is to be abandoned: idle for :data:`IDLE_LONGEST`, or no human action for
        :data:`UNPLAYED_LONGEST`."""
        idle_at = game.turns.idle_at
        return (idle_at is not None and now >= idle_at + IDLE_LONGEST) or (
            now >= self._last_human(game) + UNPLAYED_LONGEST
        )
