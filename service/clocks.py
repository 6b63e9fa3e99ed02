"""A game's clock: who is pending and when the game next needs the clock (an AI move or a turn timer), and pauses.

Pauses: when the bot may no longer post in a game's channel (Discord answers 403), the Discord layer pauses the
game (:meth:`Clocks.pause`): its clock stops, stored with the game, so no AI seat moves and no turn timer runs out
until :meth:`Clocks.resume`, which gives the waiting players back the time they had left.

Games nobody plays: once every human seat is played by the AI (timed out too often, or a member forgotten), the
AI plays one round of turns more (as many moves as the game has seats) and the game stands *idle*
(``Turns.idle_at``): no AI move until a human takes a seat back, abandoned after :data:`IDLE_LONGEST`. A game in
which no human acted for :data:`UNPLAYED_LONGEST` is abandoned too. Both are deadlines of the game's clock, so
they hold across restarts.
"""

from __future__ import annotations

from collections.abc import Collection

from service.base import Live, ServiceBase
from service.storage import GameRecord

#: how long a game stands idle (nobody at the table) before it is abandoned
IDLE_LONGEST = 24 * 3600.0
#: how long a game goes on with no human action before it is abandoned
UNPLAYED_LONGEST = 30 * 24 * 3600.0


class Clocks(ServiceBase):
    """Planning a game's next use of the clock (:meth:`_plan`), and stopping and starting its clock."""

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
        turns.pending = pending
        candidates = [turns.turn_deadline] if turns.turn_deadline is not None else []
        if automatic and not turns.idle:
            candidates.append(now + engine.ai_seconds(live.state, self.settings.ai_delay))
            if not turns.paused:
                live.ai_due = candidates[-1]
        if turns.idle_at is not None:
            candidates.append(turns.idle_at + IDLE_LONGEST)
        candidates.append(self._last_human(game) + UNPLAYED_LONGEST)
        game.deadline = min(candidates) if not turns.paused else None

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
