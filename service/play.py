"""Moves: a player's actions applied all-or-nothing and stored in one commit, and a seat taken back from the AI.

Stale clicks: every control a player sees carries the move number it was drawn at (its *stamp*). The service
remembers, per seat, the move at which that seat last moved or its legal actions last changed
(:attr:`service.turns.Turns.stamps`). A click whose stamp is older than that was made on an outdated view and is
refused with :class:`StaleClick`, so a double click applies exactly once (even when the move leaves the seat the
same choices, as revealing a card does) and an old hand can never play into a new trick, while other players'
moves in a simultaneous phase do not get in the way.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.protocol import Event, IllegalAction
from service.base import Change, GameError, IllegalMove, Live, Player, StaleClick
from service.clocks import Clocks
from service.events import SeatReclaimed
from service.storage import LoggedAction

#: an AI move due this soon after a change belongs to the same burst of changes (at the bot's usual AI pace,
#: 1.5 s, every AI move is a burst of its own, so players see each one)
BURST_SECONDS = 0.25


class Play(Clocks):
    """Applying moves and storing them."""

    async def act(
        self, game_id: int, player: Player, stamp: int, actions: Sequence[str]
    ) -> tuple[Live, int, list[Event]]:
        """Apply a player's action(s) atomically; returns the game, their seat and the events."""
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            if game.status != "active":
                raise GameError("game_over" if game.status != "lobby" else "not_started")
            seat = game.seat_of(player.id)
            if seat is None:
                raise GameError("not_playing")
            if stamp < game.turns.stamps[seat] or stamp > game.moves:
                raise StaleClick("stale_click")
            if not actions:  # an empty choice is no move: it must not touch the turn or its timer
                raise GameError("choose_something")
            turns = game.turns
            record, timed_out, late = game.seats[seat], list(turns.timed_out), list(turns.late)
            watched = turns.human_at, turns.unwatched_from, turns.idle_at
            turns.human_acted(self.clock())
            returning = record.timeouts
            record.timeouts = 0  # acting in time ends a run of timeouts
            if seat in timed_out:
                turns.timed_out.remove(seat)
            if seat in late:  # moving before the AI did for them: not a timeout
                turns.late.remove(seat)
            try:
                events = await self._apply(live, [(seat, a, "player") for a in actions], seats_changed=bool(returning))
            except GameError:
                record.timeouts, turns.timed_out, turns.late = returning, timed_out, late
                turns.human_at, turns.unwatched_from, turns.idle_at = watched
                raise
        return live, seat, events

    async def reclaim(self, game_id: int, player: Player) -> Live:
        """A human takes their seat back from the AI after their timer ran out too often."""
        async with self.lock(game_id):
            live = await self.live(game_id)
            game = live.record
            seat = game.seat_of(player.id)
            if game.status != "active" or seat is None:
                raise GameError("not_playing_here")
            record = game.seats[seat]
            if not record.autoplay:
                raise GameError("seat_already_yours")
            record.autoplay = False
            record.timeouts = 0
            game.turns.human_acted(self.clock())  # an idle game plays on
            self._plan(live, self.clock(), movers=(seat,))  # back at the table: their clock starts again
            await self._store(game_id, self.storage.save_progress(game, [], seats_changed=True))
            self.scheduler.set(game_id, game.deadline)
        await self._notify(Change(game, "moved", [SeatReclaimed(seat)]))
        return live

    async def _apply(
        self,
        live: Live,
        moves: Sequence[tuple[int, str, str]],
        notes: Sequence[Event] = (),
        seats_changed: bool = False,
        rounds: Sequence[int] = (),
    ) -> list[Event]:
        """Validate and apply ``(seat, action, source)`` moves all-or-nothing, then persist them in one commit.

        ``notes`` are events of the service itself (a timer ran out) logged with the first move;
        ``seats_changed`` says a seat's timeouts or autoplay changed and must be stored too. ``rounds``: how many
        of the moves, one group after the other, would have come one search at a time (AI seats following each
        other); each group moves the stale-click stamps and the turn clocks as if applied alone. Default: one.
        """
        engine, game = live.engine, live.record
        seats = range(len(game.seats))
        # An illegal move changes nothing, so only a batch needs a way back: the state as text, not a copy of it
        # (a copy is some forty lists, each a new object for the garbage collector to walk).
        rollback = engine.snapshot(live.state) if len(moves) > 1 else None
        # several rounds also move the game's bookkeeping on between them: that too goes back if one fails
        kept = (game.moves, game.turns.copy(), game.deadline, live.ai_due) if len(rounds) > 1 else None
        working = live.state
        events: list[Event] = list(notes)
        logged: list[LoggedAction] = []
        steps: list[tuple[tuple[int, ...], list[Event]]] = []
        now = self.clock()
        stamps = game.turns.stamps
        movers: set[int] = set()
        first = 0
        try:
            for size in rounds or (len(moves),):
                if first:  # who was pending and whose clock runs, as the round before left them
                    self._plan(live, now, movers)
                    if game.turns.idle:  # nobody at the table: the AI's further moves wait for a human, as
                        break  # searches of their own would
                before = {s: engine.legal_actions(working, s) for s in seats}
                movers = set()
                said: list[Event] = [] if first else list(notes)
                for index in range(first, first + size):
                    seat, action, source = moves[index]
                    new_events = engine.apply(working, seat, action)
                    events.extend(new_events)
                    said.extend(new_events)
                    movers.add(seat)
                    logged.append(
                        LoggedAction(seat, action, source, [*notes, *new_events] if index == 0 else new_events, now)
                    )
                first += size
                game.moves += size
                for s in seats:
                    if s in movers or engine.legal_actions(working, s) != before[s]:
                        stamps[s] = game.moves
                steps.append((tuple(sorted(movers)), said))
        except BaseException as error:  # an illegal move, or a bug: the batch leaves nothing behind
            if rollback is not None:
                live.state = engine.restore(rollback)
            if kept is not None:
                game.moves, game.turns, game.deadline, live.ai_due = kept
            if isinstance(error, IllegalAction):
                raise IllegalMove(game.kind, error) from None
            raise
        game.state = engine.snapshot(working)
        rows_before = game.turns.rows
        sheet = engine.scoresheet(working)
        new_rows = [(i, row) for i, row in enumerate(sheet) if i >= rows_before]
        game.turns.rows = len(sheet)
        results: list[tuple[int, int, int, int | None]] = []
        if engine.is_over(working):
            game.status = "finished"
            game.ended_at = now
            results = [(r.seat, r.placement, r.score, r.team) for r in engine.results(working)]
        self._plan(live, now, movers)
        await self._store(game.id, self.storage.save_progress(game, logged, new_rows, results, seats_changed))
        if game.status == "finished":
            self._forget(game.id)
            self._keep_ended(live)
        self.scheduler.set(game.id, game.deadline)
        kind = "ended" if game.status == "finished" else "moved"
        follows = live.ai_due is not None and live.ai_due - now <= BURST_SECONDS
        everyone = tuple(sorted({seat for seat, _action, _source in moves[:first]}))
        await self._notify(Change(game, kind, events, everyone, follows, tuple(steps) if len(steps) > 1 else ()))
        return events
