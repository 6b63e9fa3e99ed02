"""Dragons' Path as a game for 1-12 players: race to a guess, check it, show it, score it.

A game has :func:`engine.sarkanytojas.dragons_path.rounds` rounds, each on a new random board of the chosen
level. A round goes through these phases:

* ``racing``: everyone looks for the most valuable route; the first to announce a value
  (``guess:<n>``) becomes the guesser. Every seat that has not passed is *to act* (the AI seats
  too: they guess after a think that grows with the board, :meth:`DragonsPathGame.ai_seconds`).
  A player may give up on the board (``pass``); once everybody has passed the round ends, the
  best route is shown and nobody scores. Option ``race_seconds`` (0: none) limits the race: when
  it runs out everyone left passes.
* ``checking``: the other players each build a route on their own, privately, one tile at a
  time (``step:<row><col>``, ``undo``), and show it (``submit``) if it beats the guess; ``done``
  ends a player's check. Routes shown are public, and the best one counts. The base game's check
  is untimed (it ends when every checker has shown a route or given up; the turn timer only
  guards against an absent player); option ``check_seconds`` > 0 is the document's Timed Variant.
  When time runs out a complete, better route is shown for its builder.
* ``showing``: if nobody beat the guess, the guesser builds and shows a route worth at least
  the guess the same way, or gives up (``giveup``); the turn timer limits this. The guesser's
  view shows no running total while demonstrating (the document's guesser may miscount).
* ``reveal``: the round is scored (:func:`engine.sarkanytojas.dragons_path.score_guess`) and the best possible
  route is revealed; everyone presses ``next`` (or waits a short pause) for the next board.
  After the last round the game ends at once.

One player alone practises: after the guess the optimum is revealed, and nothing is scored.

AI players (:mod:`engine.sarkanytojas.path_ai`) race, check and show with the route they plan from
their view alone; they build it one tile per move like a human, and checking is not a simultaneous
phase (:meth:`DragonsPathGame.simultaneous`), so each of those moves waits for the service's AI delay.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.protocol import (
    DEFAULT_AI_LEVEL,
    AiLevel,
    Engine,
    Event,
    IllegalAction,
    Option,
    OptionError,
    SeatResult,
    placements,
)
from engine.sarkanytojas import path_ai
from engine.sarkanytojas.dragons_path import Board, level_tiles, new_board, next_tiles, rounds, score_guess, solve
from engine.sarkanytojas.events import (
    PATH_EVENTS,
    Guessed,
    MustShow,
    Passed,
    PathGameOver,
    RoundBegins,
    RoundOver,
    RouteFound,
    RouteShown,
)
from engine.sarkanytojas.moves import DONE, GIVEUP, NEXT, PASS, SUBMIT, UNDO, Guess, Step, parse_path
from engine.sarkanytojas.path_ai import Route, route_value, sample_route
from engine.sarkanytojas.views import Check, Found, OwnRoute, PathView, RoundRecap, Square

RACING = "racing"
CHECKING = "checking"
SHOWING = "showing"
REVEAL = "reveal"
OVER = "over"

LEVELS = {"I": 1, "II": 2, "III": 3}
#: seconds everyone has to look at a round's solution before the next board comes
REVEAL_SECONDS = 30
#: how long an AI racer thinks before its guess, in seconds per tile of the board, as a person might
#: (3x3: 13.5 s, 4x4: 24 s, 5x5: 37.5 s)
AI_THINK_PER_TILE = 1.5


def guess_range(level: str) -> tuple[int, int]:
    """The values a route on a board of ``level`` can possibly have: all dragons to all eggs."""
    tiles = level_tiles(LEVELS[level])
    return sum(t for t in tiles if t < 0), sum(t for t in tiles if t > 0)


@dataclass
class State:
    seats: int
    seed: int
    level: str
    check_seconds: int  # 0: untimed, the base game (games stored before hold the timed value they had)
    rounds: int
    race_seconds: int = 0  # 0: the race has no limit
    round: int = 0  # zero-based
    phase: str = RACING
    board: Board = field(default_factory=list)
    guesser: int | None = None
    guess: int | None = None
    routes: list[Route] = field(default_factory=list)  # per seat, the route being built (private)
    checked: list[bool] = field(default_factory=list)  # per seat, done checking this round
    passed: list[bool] = field(default_factory=list)  # per seat, gave up on this round's board
    found: list[dict[str, int]] = field(default_factory=list)  # routes the checkers showed: seat, value
    ready: list[bool] = field(default_factory=list)  # per seat, pressed "next" after the reveal
    sheet: list[list[int]] = field(default_factory=list)  # per scored round, points per seat
    last_round: dict[str, Any] | None = None  # everything revealed about the latest finished round


class DragonsPathGame(Engine[State, PathView]):
    id = "dragons-path"
    state_type = State
    event_types = PATH_EVENTS
    title = "Dragons' Path"
    min_seats = 1
    max_seats = 12
    options = (
        Option("level", "I", choices=tuple(LEVELS)),
        Option("check_seconds", 0, minimum=0, maximum=300, special=(0,)),  # 0: untimed
        Option("race_seconds", 0, minimum=0, maximum=600, special=(0,)),  # 0: no limit
    )

    #: the shortest timed check (0 is the untimed base game)
    SHORTEST_CHECK = 10

    def resolve_options(self, given: Mapping[str, Any] | None = None, seats: int | None = None) -> dict[str, Any]:
        resolved = super().resolve_options(given, seats)
        if 0 < resolved["check_seconds"] < self.SHORTEST_CHECK:
            raise OptionError("untimed_or_at_least", key="check_seconds", minimum=self.SHORTEST_CHECK)
        return resolved

    # -- set-up --------------------------------------------------------------------------
    def new_state(self, seats: int, options: Mapping[str, Any], seed: int) -> State:
        self.check_seats(seats)
        resolved = self.resolve_options(options, seats)
        state = State(
            seats=seats,
            seed=seed,
            level=str(resolved["level"]),
            check_seconds=int(resolved["check_seconds"]),
            rounds=rounds(seats),
            race_seconds=int(resolved["race_seconds"]),
        )
        self._start_round(state)
        return state

    @staticmethod
    def _start_round(state: State) -> None:
        state.board = new_board(LEVELS[state.level], f"{state.seed}:round:{state.round}")
        state.phase = RACING
        state.guesser = state.guess = None
        state.routes = [[] for _ in range(state.seats)]
        state.checked = [False] * state.seats
        state.passed = [False] * state.seats
        state.found = []
        state.ready = [False] * state.seats

    @staticmethod
    def practice(state: State) -> bool:
        return state.seats == 1

    # -- whose turn ------------------------------------------------------------------------
    def to_act(self, state: State) -> list[int]:
        if state.phase == CHECKING:
            return [s for s in range(state.seats) if not state.checked[s]]
        if state.phase == SHOWING:
            assert state.guesser is not None
            return [state.guesser]
        if state.phase == REVEAL:
            return [s for s in range(state.seats) if not state.ready[s]]
        if state.phase == RACING:
            return [s for s in range(state.seats) if not self.has_passed(state, s)]
        return []  # over: nobody

    @staticmethod
    def has_passed(state: State, seat: int) -> bool:
        return bool(state.passed) and state.passed[seat]

    @staticmethod
    def target(state: State) -> int:
        """What a checker's route must beat: the guess, or the best route shown already."""
        assert state.guess is not None
        return max([state.guess, *(f["value"] for f in state.found)])

    def legal_actions(self, state: State, seat: int) -> list[str]:
        if state.phase == RACING:
            if self.has_passed(state, seat):
                return []
            low, high = guess_range(state.level)
            return [*(Guess(n).action for n in range(low, high + 1)), PASS.action]
        if seat not in self.to_act(state):
            return []
        if state.phase == REVEAL:
            return [NEXT.action]
        route = state.routes[seat]
        following = next_tiles(state.board, route)
        actions = [Step(r, c).action for r, c in following]
        if route:
            actions.append(UNDO.action)
        complete = bool(route) and not following
        if state.phase == CHECKING:
            assert state.guess is not None
            # Measured against the guess, not the best route shown so far: timeouts are applied for all
            # checkers at once, and one checker's route must not make another's timed-out show illegal.
            if complete and route_value(state.board, route) > state.guess:
                actions.append(SUBMIT.action)
            actions.append(DONE.action)
        else:
            if complete:
                actions.append(SUBMIT.action)
            actions.append(GIVEUP.action)
        return actions

    def simultaneous(self, state: State) -> bool:
        """Players looking at a solution press "next" independently, even when only one is left.

        Checking is not simultaneous, though checkers act independently: the service then makes one AI
        move at a time, each after its AI delay, so an AI checker taps its route tile by tile at a human
        pace instead of showing a better route the moment a guess is made (a whole check made at once).
        """
        return state.phase == REVEAL

    def time_limit(self, state: State, turn_seconds: int) -> int:
        """The race's limit (none by default), the Timed Variant's check (else the turn timer guards absent
        checkers), the pause after a reveal, and the turn timer for showing a route."""
        if state.phase == RACING:
            return state.race_seconds
        if state.phase == CHECKING:
            return state.check_seconds or turn_seconds
        if state.phase == REVEAL:
            return REVEAL_SECONDS
        return turn_seconds

    def ai_seconds(self, state: State, seconds: float) -> float:
        """An AI racer thinks before its guess for ``AI_THINK_PER_TILE`` seconds per tile of the board, as a
        person would, whatever the service's pace; every other AI move takes the service's ``seconds``."""
        if state.phase == RACING:
            return AI_THINK_PER_TILE * len(state.board) ** 2
        return seconds

    def timeout_action(self, state: State, seat: int) -> str | None:
        """Time up: a finished, better (or, for the guesser, any finished) route is shown, else the check ends;
        in the race, a player who has not guessed passes."""
        legal = self.legal_actions(state, seat)
        for move in (NEXT, SUBMIT, DONE, GIVEUP, PASS):
            if move.action in legal:
                return move.action
        return None

    # -- applying actions ------------------------------------------------------------------
    def apply(self, state: State, seat: int, action: str) -> list[Event]:
        if not 0 <= seat < state.seats:
            raise IllegalAction("no_such_seat")
        if state.phase == OVER:
            raise IllegalAction("game_over")
        if action not in self.legal_actions(state, seat):
            if state.phase != RACING and action.startswith("guess:"):
                raise IllegalAction("guess_already_announced")
            raise IllegalAction("not_allowed_now", action=action)
        move = parse_path(action)
        if isinstance(move, Guess):
            return self._guess(state, seat, move.value)
        if isinstance(move, Step):
            state.routes[seat].append([move.row, move.col])
            return []  # a route being built is private
        if move == PASS:
            if self.practice(state):
                return [Passed(seat=seat), *self._score(state)]
            if not state.passed:  # a race stored before passing was open to everyone
                state.passed = [False] * state.seats
            state.passed[seat] = True
            return [Passed(seat=seat), *(self._score(state) if all(state.passed) else [])]
        if move == UNDO:
            state.routes[seat].pop()
            return []
        if move == NEXT:
            state.ready[seat] = True
            return self._next_round(state) if all(state.ready) else []
        if state.phase == CHECKING:
            return self._end_check(state, seat, move == SUBMIT)
        return self._show(state, seat, move == SUBMIT)

    def _guess(self, state: State, seat: int, guess: int) -> list[Event]:
        state.guesser, state.guess = seat, guess
        if self.practice(state):
            return [Guessed(seat=seat, guess=guess, practice=True), *self._score(state)]
        state.phase = CHECKING
        state.checked[seat] = True
        return [Guessed(seat=seat, guess=guess, practice=False)]

    def _end_check(self, state: State, seat: int, show: bool) -> list[Event]:
        assert state.guess is not None and state.guesser is not None
        events: list[Event] = []
        if show:
            value = route_value(state.board, state.routes[seat])
            state.found.append({"seat": seat, "value": value})
            events.append(RouteFound(seat=seat, value=value, guess=state.guess))
        state.checked[seat] = True
        if all(state.checked):
            if state.found:
                events += self._score(state)
            else:
                state.phase = SHOWING
                events.append(MustShow(seat=state.guesser, guess=state.guess))
        return events

    def _show(self, state: State, seat: int, show: bool) -> list[Event]:
        assert state.guess is not None
        route = state.routes[seat]
        if not show:
            return [RouteShown(seat=seat, ok=False, value=None, guess=state.guess), *self._score(state, shown=False)]
        value = route_value(state.board, route)
        ok = value >= state.guess
        shown = RouteShown(seat=seat, ok=ok, value=value, guess=state.guess)
        return [shown, *self._score(state, shown=ok, played_by=seat)]

    def _score(self, state: State, shown: bool = False, played_by: int | None = None) -> list[Event]:
        """Score the round, reveal the best route beside the route shown to the table (the best one found, or
        the one ``played_by`` the guesser showed) and go on to the reveal (or the end)."""
        best, best_route = solve(state.board)
        found = max(state.found, key=lambda f: f["value"]) if state.found else None
        if found is not None:
            played_by = found["seat"]
        played = [] if played_by is None else [list(cell) for cell in state.routes[played_by]]
        points = None
        if not self.practice(state):
            points = [0] * state.seats  # everybody passed: nobody scores
            if state.guesser is not None and state.guess is not None:
                best_found = found["value"] if found else None
                points = score_guess(state.seats, state.guesser, state.guess, best_found, shown)
            state.sheet.append(points)
        number = state.round + 1
        state.last_round = {
            "round": number,
            "board": [list(row) for row in state.board],
            "guesser": state.guesser,
            "guess": state.guess,
            "found": found,
            "shown": shown,
            "points": points,
            "best": best,
            "best_route": [list(cell) for cell in best_route],
            "played": played,
            "played_by": played_by,
        }
        events: list[Event] = [RoundOver(round=number, points=None if points is None else tuple(points), best=best)]
        if number == state.rounds:
            state.phase = OVER
            if not self.practice(state):
                totals = self.totals(state)
                top = max(totals)
                winners = tuple(s for s in range(state.seats) if totals[s] == top)
                events.append(PathGameOver(winners=winners, points=top))
        else:
            state.phase = REVEAL
        return events

    def _next_round(self, state: State) -> list[Event]:
        state.round += 1
        self._start_round(state)
        return [RoundBegins(round=state.round + 1, rounds=state.rounds)]

    # -- views and results -------------------------------------------------------------------
    @staticmethod
    def totals(state: State) -> list[int]:
        return [sum(row[s] for row in state.sheet) for s in range(state.seats)]

    def view(self, state: State, seat: int | None) -> PathView:
        own: OwnRoute | None = None
        if seat is not None and state.phase in (CHECKING, SHOWING) and seat in self.to_act(state):
            route = state.routes[seat]
            own = OwnRoute(
                route=_cells(route),
                # demonstrating the guess, the guesser keeps their own count (and may miscount)
                value=route_value(state.board, route) if state.phase == CHECKING else None,
                next=_cells(next_tiles(state.board, route)),
            )
        checks = []
        if state.phase == CHECKING:
            for s in range(state.seats):
                if s == state.guesser:
                    continue
                shown = [f["value"] for f in state.found if f["seat"] == s]
                status = "found" if shown else "done" if state.checked[s] else "checking"
                checks.append(Check(seat=s, status=status, value=shown[0] if shown else None))
        return PathView(
            seat=seat,
            seats=state.seats,
            practice=self.practice(state),
            level=state.level,
            size=len(state.board),
            check_seconds=state.check_seconds,
            race_seconds=state.race_seconds,
            passed=tuple(s for s in range(state.seats) if self.has_passed(state, s)),
            round=state.round + 1,
            rounds=state.rounds,
            phase=state.phase,
            board=_board(state.board),
            guess_range=guess_range(state.level),
            guesser=state.guesser,
            guess=state.guess,
            target=self.target(state) if state.phase == CHECKING else None,
            checks=tuple(checks),
            found=tuple(Found(seat=f["seat"], value=f["value"]) for f in state.found),
            own=own,
            to_act=tuple(self.to_act(state)),
            sheet=tuple(tuple(row) for row in state.sheet),
            totals=tuple(self.totals(state)),
            places=tuple(placements(self.totals(state))),
            last_round=None if state.last_round is None else _recap(state.last_round),
            finished=state.phase == OVER,
        )

    def redeal_hidden(self, state: State, seat: int | None, rng: random.Random) -> State:
        """A copy in which the boards still to come and every other player's private route are dealt anew.

        A route being built becomes a random start of a route; a route shown (whose value alone is public)
        another complete route of the same value when one turns up among a few samples.
        """
        copy = self.clone(state)
        copy.seed = rng.randrange(2**31)  # the boards of the rounds still to come
        if copy.phase not in (CHECKING, SHOWING):
            return copy  # no route is being built: the ones left from a round are never used again
        values = {f["seat"]: f["value"] for f in copy.found}
        for other in range(copy.seats):
            if other == seat or (copy.phase == CHECKING and other == copy.guesser):
                continue
            if other in values:
                for _ in range(50):
                    value, route = sample_route(copy.board, rng)
                    if value == values[other]:
                        copy.routes[other] = route
                        break
                continue
            _, route = sample_route(copy.board, rng)
            copy.routes[other] = route[: rng.randint(0, len(route))]
        return copy

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def results(self, state: State) -> list[SeatResult]:
        """Placements by points; a practice game has no results (nothing is scored)."""
        if self.practice(state):
            return []
        totals = self.totals(state)
        places = placements(totals)
        return [SeatResult(seat=s, placement=places[s], score=totals[s]) for s in range(state.seats)]

    def scoresheet(self, state: State) -> list[list[int]]:
        return [list(row) for row in state.sheet]

    # -- the AI ------------------------------------------------------------------------------
    def ai_action(
        self, view: PathView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL
    ) -> str:
        return path_ai.choose(view, legal, rng, level)


def _cells(route: Sequence[Sequence[int]]) -> tuple[Square, ...]:
    return tuple((cell[0], cell[1]) for cell in route)


def _board(board: Sequence[Sequence[int | None]]) -> tuple[tuple[int | None, ...], ...]:
    return tuple(tuple(row) for row in board)


def _recap(last: Mapping[str, Any]) -> RoundRecap:
    found = last["found"]
    points = last["points"]
    return RoundRecap(
        round=last["round"],
        board=_board(last["board"]),
        guesser=last["guesser"],
        guess=last["guess"],
        found=None if found is None else Found(seat=found["seat"], value=found["value"]),
        shown=last["shown"],
        points=None if points is None else tuple(points),
        best=last["best"],
        best_route=_cells(last["best_route"]),
        played=_cells(last.get("played", ())),
        played_by=last.get("played_by"),
    )


ENGINE = DragonsPathGame()
