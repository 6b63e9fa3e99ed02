"""When a game's clock is due: a lobby expires, a turn timer runs out, the AI seats move, or a game nobody plays
is abandoned.

An AI search is made outside its game's lock, on a worker (:attr:`ServiceBase.thinkers`), and dropped if the game
moved on before it came back. A human whose turn timer ran out is *late*: the AI moves for them, and the timeout is
counted only when that move is played (:meth:`AiTurns._time_out`).
"""

from __future__ import annotations

import contextlib
import logging
import random
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, Engine, Event
from service import metrics
from service.base import RETRY_SECONDS, RETRY_SECONDS_MAX, Change, GameError, Live, NotSaved
from service.events import TimedOut
from service.play import Play
from service.storage import SeatRecord

log = logging.getLogger(__name__)

#: consecutive timed-out turns after which the AI keeps a human's seat
TIMEOUTS_BEFORE_AUTOPLAY = 3


class AiTurns(Play):
    """The clock's work: expiring lobbies, ending timed-out turns and moving for the AI seats."""

    async def fire(self, game_id: int) -> None:
        """The clock is due for this game: expire a lobby, move for AI seats, or end a timed-out turn."""
        try:
            await self._fire(game_id)
        except NotSaved:
            pass  # logged and rescheduled by _store
        except Exception:
            # An AI worker that died, a bug: the game must not wait forever for a move nobody will make.
            failures = self._fire_failures.get(game_id, 0) + 1
            self._fire_failures[game_id] = failures
            retry = min(RETRY_SECONDS * 2 ** (failures - 1), RETRY_SECONDS_MAX)
            log.exception("timer for game %s failed (%d in a row); trying again in %g s", game_id, failures, retry)
            self.scheduler.set(game_id, self.clock() + retry)
        else:
            self._fire_failures.pop(game_id, None)

    async def _fire(self, game_id: int) -> None:
        change: Change | None = None
        search: _Search | None = None
        async with self.lock(game_id):
            try:
                live = await self.live(game_id)
            except GameError:
                return
            game = live.record
            now = self.clock()
            if not self.owns(game.guild_id):  # another process runs this guild's games now
                self._forget(game_id)
                return
            if game.deadline is None or game.status not in ("lobby", "active"):
                return
            if now + 1e-6 < game.deadline:
                self.scheduler.set(game_id, game.deadline)
                return
            if game.status == "lobby":
                self._close(game, "expired")
                await self._store(game_id, self.storage.save_lobby(game))
                change = Change(game, "closed")
            elif self._forsaken(game, now):  # nobody plays it any more
                self._close(game, "abandoned")
                await self._store(game_id, self.storage.save_lobby(game))
                change = Change(game, "closed")
            elif not game.turns.idle:
                search = await self._automatic_moves(live, now)
        if change is not None:
            await self._notify(change)
        elif search is not None:
            await self._search_and_move(search)

    async def _automatic_moves(self, live: Live, now: float) -> _Search | None:
        """Moves for AI seats and for humans whose timer ran out, seeing only their own view.

        In a simultaneous phase every such seat completes its whole choice at once; otherwise
        one move is made and the next waits for the AI delay, so humans can follow the table.
        What the rules do when time is up is done here; otherwise a search is returned, to be made outside
        the game's lock (:meth:`_search_and_move`), so that the game's players are answered meanwhile.
        A human whose time ran out is *late* (``Turns.late``): the AI moves for them, as for a player timed
        out, but the timeout is counted only when that move is played, with it (:meth:`_time_out`). A late
        player who moves first still moves in time; a search that is dropped or fails counts nothing, and the
        next one counts it.
        """
        game, engine = live.record, live.engine
        turns = game.turns
        late = turns.late
        forced: list[tuple[int, str, str]] = []
        if turns.turn_deadline is not None and now + 1e-6 >= turns.turn_deadline:
            for seat in engine.to_act(live.state):
                if seat in turns.timed_out or seat in late:
                    continue
                fallback = engine.timeout_action(live.state, seat)
                if fallback is not None:  # the rules say what happens when time is up, to humans and AI alike
                    forced.append((seat, fallback, "timer"))
                elif not game.seats[seat].ai_controlled:
                    late.append(seat)
            turns.turn_deadline = None
        if forced:
            with self._reloaded_on_failure(game.id):
                notes = self._time_out(live, late)
                await self._apply(live, forced, notes, seats_changed=bool(notes))
            return None
        assert game.state is not None
        following = self._following_seats(live)
        return _Search(live, game.state, self._automatic_seats(live), game.moves, following, tuple(late))

    @contextlib.contextmanager
    def _reloaded_on_failure(self, game_id: int) -> Iterator[None]:
        """Timeouts counted in memory go with a move that failed to be made (a bug): the game is let go, to be
        loaded again as stored, and its timer's retry counts them anew."""
        try:
            yield
        except BaseException:
            self._forget(game_id)
            raise

    @staticmethod
    def _time_out(live: Live, seats: Collection[int]) -> list[Event]:
        """Count the turns whose timer ran out for these late humans (the AI finishes them; after too many in a
        row it keeps the seat); the notes to log with the moves made for them."""
        game = live.record
        notes: list[Event] = []
        late = game.turns.late
        for seat in [s for s in late if s in seats]:
            late.remove(seat)
            record = game.seats[seat]
            game.turns.timed_out.append(seat)
            record.timeouts += 1
            if record.timeouts >= TIMEOUTS_BEFORE_AUTOPLAY:
                record.autoplay = True
            notes.append(TimedOut(seat, ai_keeps_seat=record.autoplay))
        return notes

    @staticmethod
    def _automatic_seats(live: Live) -> dict[int, tuple[str, AiLevel]]:
        """The seats to move for now, and how: an AI seat plays at its level, the AI standing in for a human
        (timed out, or late) plays normal."""
        game = live.record
        turns = game.turns
        return {
            seat: _played_as(game.seats[seat])
            for seat in live.engine.to_act(live.state)
            if game.seats[seat].ai_controlled or seat in turns.timed_out or seat in turns.late
        }

    def _following_seats(self, live: Live) -> dict[int, tuple[str, AiLevel]]:
        """The AI-controlled seats whose moves may follow in the same search, played as a search of their own
        would play them (see :meth:`_automatic_seats`): all of them when the AI does not pause between moves (no AI
        pace), else none (each move waits its turn, so players can follow the table)."""
        if self.settings.ai_delay > 0:
            return {}
        return {s: _played_as(seat) for s, seat in enumerate(live.record.seats) if seat.ai_controlled}

    async def _search(self, search: _Search) -> list[list[tuple[int, str, str]]]:
        """The AI's moves for a search. It may think for a while: it runs on a worker so the bot keeps
        answering, and gets the state as stored after the last move (a string travels to a process faster
        than the state does)."""
        live = search.live
        with metrics.thinking(live.record.kind, [level for _, level in search.automatic.values()]):
            return await self.thinkers.run(
                _ai_moves,
                live.engine,
                search.snapshot,
                search.automatic,
                live.record.seed,
                search.moves,
                search.following,
            )

    async def _search_and_move(self, search: _Search) -> None:
        """Search without holding the game's lock, so the game's players are answered meanwhile (a search can
        wait behind others on a busy bot), then play what was found if the game is still where it was.

        If it is not (a human moved, a seat was taken back, the game was paused, stopped, reloaded or handed
        to another process), the search is dropped: whatever changed the game set its timer again.
        """
        rounds = await self._search(search)
        live = search.live
        game = live.record
        async with self.lock(game.id):
            current = (
                self.holds(live)
                and game.status == "active"
                and game.moves == search.moves
                and not game.turns.paused
                and not game.turns.idle
                and self.owns(game.guild_id)
                and self._automatic_seats(live) == search.automatic
                and self._following_seats(live) == search.following
                and tuple(game.turns.late) == search.late
            )
            if not current:
                return
            moved = {seat for found in rounds for seat, _action, _source in found}
            with self._reloaded_on_failure(game.id):  # counted: the late players the AI moved for
                await self._play_found(live, rounds, self._time_out(live, moved) if search.late else ())

    async def _play_found(
        self, live: Live, rounds: list[list[tuple[int, str, str]]], notes: Sequence[Event] = ()
    ) -> None:
        """Apply the moves a search found, round by round (none: the game only waits again, e.g. for a human's
        timer)."""
        moves = [move for found in rounds for move in found]
        if moves:
            await self._apply(live, moves, notes, seats_changed=bool(notes), rounds=[len(found) for found in rounds])
            return
        game = live.record
        self._plan(live, self.clock())
        await self._store(game.id, self.storage.save_progress(game, [], seats_changed=True))
        self.scheduler.set(game.id, game.deadline)


@dataclass(frozen=True)
class _Search:
    """An AI search to make: the game, its state as stored, the seats to move for, and its move count then."""

    live: Live
    snapshot: str
    automatic: dict[int, tuple[str, AiLevel]]
    moves: int
    #: the AI seats whose moves may follow in the same search (see :meth:`GameService._following_seats`)
    following: dict[int, tuple[str, AiLevel]]
    #: the late humans (whose turn timer ran out), counted as timed out when the search's move is played
    late: tuple[int, ...] = ()


def _played_as(seat: SeatRecord) -> tuple[str, AiLevel]:
    """How the AI plays a seat, as logged: an AI seat at its level, the AI standing in for a human at normal."""
    return ("ai", seat.level) if seat.is_ai else ("timer", DEFAULT_AI_LEVEL)


#: the most moves one search makes for AI seats following each other: a table of AI seats alone would otherwise
#: be played to its end in one search, keeping the worker from every other game's AI and the players from
#: seeing the game go by
FOLLOWING_MOST = 8


def _ai_moves(
    engine: Engine[Any, Any],
    snapshot: str,
    automatic: dict[int, tuple[str, AiLevel]],
    seed: int,
    moves_so_far: int,
    following: dict[int, tuple[str, AiLevel]],
) -> list[list[tuple[int, str, str]]]:
    """The AI's moves for the automatic seats in the state ``snapshot`` describes, each seat seeing only its own
    view, in rounds: the moves each search of their own would have found.

    In a simultaneous phase every such seat completes its whole choice; otherwise one move is made. Then, while
    only ``following`` seats are to act and the game wants no pause before their move, their moves are made
    too (up to :data:`FOLLOWING_MOST` moves in all), one round each, as searches of their own would make them.
    Not after moves made for a player whose time ran out (the AI finishes their turn only: their clock starts
    again at the next one).
    """
    working = engine.restore(snapshot)
    rounds: list[list[tuple[int, str, str]]] = []
    made = 0
    if any(seat not in following for seat in automatic):
        following = {}
    while True:
        found = _ai_round(engine, working, automatic, seed, moves_so_far + made)
        if not found:
            return rounds
        rounds.append(found)
        made += len(found)
        pending = engine.to_act(working)
        if (
            made >= FOLLOWING_MOST
            or not pending
            or engine.is_over(working)
            or any(seat not in following for seat in pending)
            or engine.ai_seconds(working, 0.0) > 0
        ):
            return rounds
        automatic = {seat: following[seat] for seat in pending}


def _ai_round(
    engine: Engine[Any, Any], working: Any, automatic: dict[int, tuple[str, AiLevel]], seed: int, moves_so_far: int
) -> list[tuple[int, str, str]]:
    """The automatic seats' moves, made on ``working``: in a simultaneous phase each such seat's whole choice,
    otherwise one move."""
    simultaneous = engine.simultaneous(working)
    moves: list[tuple[int, str, str]] = []
    for seat, (source, level) in automatic.items():
        while seat in engine.to_act(working) and not engine.is_over(working):
            rng = random.Random(f"{seed}:ai:{moves_so_far + len(moves)}:{seat}")
            legal = engine.legal_actions(working, seat)
            action = engine.ai_action(engine.view(working, seat), legal, rng, level)
            engine.apply(working, seat, action)
            moves.append((seat, action, source))
            if not (simultaneous and engine.simultaneous(working)):  # e.g. an answer that closed an offer
                return moves
            if not set(engine.legal_actions(working, seat)) <= set(legal):  # a new choice (an ante tied, cards
                break  # drawn): a choice of its own, a timed-out player's to make again
    return moves
