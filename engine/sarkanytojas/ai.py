"""Sárkánytojás AI: game-tree search over the seat's own view.

Two players and two pairs are zero-sum between two sides: iterative-deepening alpha-beta on
the score difference, bounded by a node budget. Three players: max^n over one full round
(the AI and both others), every player choosing what is best for themselves; the others are
taken to maximise their own score, the AI its lead over the best of them. In trials against
greedy players, max^n to depth 4 or 6 scored clearly worse than depth 3: the further the
horizon, the more the assumed replies drift from what the other players actually do.

Both searches end a line with the next mover's best immediate take added to their score, a
cheap look past the horizon that keeps the AI from opening a big tile for the next player.

The search sees only the view. With Shield and Pit tiles, another seat's face-down discards
are unknown; their kept tiles are estimated from what they took publicly, assuming each
discard was the one the rulebook recommends (the lowest egg, the most costly dragon). The AI
discards that way itself, and the search assumes every taker does.

A decision is bounded by a node budget only, never by the clock: the same view and the same
generator give the same move on any machine, however loaded (12,000 nodes take ~0.15 s at most here).
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Sequence

from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, with_mistakes
from engine.sarkanytojas.moves import Take, parse
from engine.sarkanytojas.rules import COLUMN, EGG_BONUS, ROW, SIZE, line_squares
from engine.sarkanytojas.views import Haul, SarkanytojasView, Tile

SHIELD = 100  # internal codes; value tiles are their signed values, 0 is an empty square
PIT = -100
NODE_BUDGET = 12_000
#: the hard AI's budget and (three players) depth: a deeper search of the same kind
HARD_NODE_BUDGET = 20_000
HARD_DEPTH = 4

#: LINES[direction][square]: the other squares of that square's row (0) or column (1)
LINES = tuple(tuple(tuple(line_squares(sq, d)) for sq in range(SIZE * SIZE)) for d in (ROW, COLUMN))


def _code(tile: Tile | None) -> int:
    if tile is None:
        return 0
    if isinstance(tile, int):
        return tile
    return {"shield": SHIELD, "pit": PIT}[tile]


def _estimated_kept(player: Haul) -> list[int]:
    """The player's scoring tiles: exact when the view shows them, else replayed from their takes."""
    if player.kept is not None:
        return list(player.kept)
    kept: list[int] = []
    for tile in player.taken:
        code = _code(tile)
        if code in (SHIELD, PIT):
            same_kind = [v for v in kept if (v < 0) == (code == SHIELD)]
            if same_kind:
                kept.remove(min(same_kind))
        else:
            kept.append(code)
    return kept


def _discard_choice(view: SarkanytojasView, legal: Sequence[str]) -> str:
    """Give up the lowest egg for a Pit or the most costly dragon for a Shield: the lowest value either way."""
    assert view.pending_discard is not None
    options = {o.action: o.tile for o in view.pending_discard.options}
    return min(legal, key=lambda a: (options.get(a, 0), a))


def _immediate_gain(view: SarkanytojasView, action: str) -> int:
    """What taking the tile of ``action`` is worth to the taker right now."""
    move = parse(action)
    assert isinstance(move, Take) and view.seat is not None
    code = _code(view.grid[move.row][move.col])
    if code not in (SHIELD, PIT):
        return code
    kept = _estimated_kept(view.players[view.seat])
    same_kind = [v for v in kept if (v < 0) == (code == SHIELD)]
    return -min(same_kind) if same_kind else 0


def greedy(view: SarkanytojasView, legal: Sequence[str], rng: random.Random) -> str:
    """Baseline player for tests and benchmarks: the best tile now, ignoring what follows."""
    if view.pending_discard is not None:
        return _discard_choice(view, legal)
    best = max(_immediate_gain(view, a) for a in legal)
    return rng.choice([a for a in legal if _immediate_gain(view, a) == best])


class _Abort(Exception):
    """The decision's node budget ran out in the middle of a search iteration."""


class _Position:
    """The view's position, changed in place by ``play`` / ``undo`` during a search."""

    def __init__(self, view: SarkanytojasView) -> None:
        assert view.seat is not None and view.turn is not None and view.line is not None
        self.seats: int = view.seats
        self.me: int = view.seat
        self.turn: int = view.turn
        self.direction0 = 0 if view.line.direction == ROW else 1
        self.egg: int = view.egg[0] * SIZE + view.egg[1]
        self.cells = [_code(tile) for row in view.grid for tile in row]
        self.remaining = sum(1 for c in self.cells if c)
        self.effects = any(c in (SHIELD, PIT) for c in self.cells)
        kept = [_estimated_kept(p) for p in view.players]
        self.scores = [sum(k) for k in kept]
        # Sorted own tiles, needed only to price Shields (lowest dragon) and Pits (lowest egg).
        self.eggs = [sorted(v for v in k if v > 0) for k in kept]
        self.dragons = [sorted(v for v in k if v < 0) for k in kept]
        self.groups: list[list[int]] = [[0, 2], [1, 3]] if self.seats == 4 else [[s] for s in range(self.seats)]
        self.side = [s % 2 if self.seats == 4 else s for s in range(self.seats)]

    def seat(self, ply: int) -> int:
        return (self.turn + ply) % self.seats

    def moves(self, egg: int, ply: int) -> list[int]:
        cells = self.cells
        return [sq for sq in LINES[(self.direction0 + ply) & 1][egg] if cells[sq]]

    def gain(self, seat: int, code: int) -> int:
        """What taking ``code`` is worth to ``seat`` right now."""
        if code == SHIELD:
            return -self.dragons[seat][0] if self.dragons[seat] else 0
        if code == PIT:
            return -self.eggs[seat][0] if self.eggs[seat] else 0
        return code

    def play(self, square: int, seat: int) -> int:
        """Let ``seat`` take ``square``; returns the tile a Shield/Pit cost them (0 if none)."""
        code = self.cells[square]
        self.cells[square] = 0
        self.remaining -= 1
        if code in (SHIELD, PIT):
            pile = self.dragons[seat] if code == SHIELD else self.eggs[seat]
            if not pile:
                return 0
            lost = pile.pop(0)
            self.scores[seat] -= lost
            return lost
        self.scores[seat] += code
        if self.effects:
            bisect.insort(self.eggs[seat] if code > 0 else self.dragons[seat], code)
        return 0

    def undo(self, square: int, seat: int, code: int, lost: int) -> None:
        self.cells[square] = code
        self.remaining += 1
        if code in (SHIELD, PIT):
            if lost:
                (self.dragons[seat] if code == SHIELD else self.eggs[seat]).insert(0, lost)
                self.scores[seat] += lost
            return
        self.scores[seat] -= code
        if self.effects:
            (self.eggs[seat] if code > 0 else self.dragons[seat]).remove(code)

    def leaf(self, following: list[int], ply: int) -> list[int]:
        """Scores at the horizon, the next mover credited with their best take."""
        scores = list(self.scores)
        seat = self.seat(ply)
        scores[seat] += max(self.gain(seat, self.cells[sq]) for sq in following)
        return scores


class _TwoSides(_Position):
    """Alpha-beta on (my side's score - the other side's), iterative deepening."""

    def __init__(self, view: SarkanytojasView, budget: int = NODE_BUDGET) -> None:
        super().__init__(view)
        self.nodes = 0
        self.budget = budget

    def utility(self, scores: list[int]) -> int:
        mine = sum(scores[s] for s in self.groups[self.side[self.me]])
        return 2 * mine - sum(scores)

    def value(self, square: int, ply: int, depth: int, alpha: float, beta: float) -> float:
        """Utility after the mover of ``ply`` takes ``square``, searched ``depth`` plies further."""
        seat = self.seat(ply)
        code = self.cells[square]
        lost = self.play(square, seat)
        try:
            following = self.moves(square, ply + 1) if self.remaining else []
            if not following:
                self.scores[seat] += EGG_BONUS
                result: float = self.utility(self.scores)
                self.scores[seat] -= EGG_BONUS
            elif depth == 0:
                result = self.utility(self.leaf(following, ply + 1))
            else:
                result = self.search(following, ply + 1, depth, alpha, beta)
        finally:
            self.undo(square, seat, code, lost)
        return result

    def search(self, moves: list[int], ply: int, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.nodes > self.budget:
            raise _Abort
        seat = self.seat(ply)
        cells = self.cells
        moves.sort(key=lambda sq: self.gain(seat, cells[sq]), reverse=True)
        if self.side[seat] == self.side[self.me]:
            best = -float("inf")
            for sq in moves:
                best = max(best, self.value(sq, ply, depth - 1, alpha, beta))
                alpha = max(alpha, best)
                if alpha >= beta:
                    break
        else:
            best = float("inf")
            for sq in moves:
                best = min(best, self.value(sq, ply, depth - 1, alpha, beta))
                beta = min(beta, best)
                if alpha >= beta:
                    break
        return best

    def best(self, rng: random.Random) -> int:
        """Deepen until the budget runs out; the deepest finished iteration decides."""
        order = self.moves(self.egg, 0)
        rng.shuffle(order)
        order.sort(key=lambda sq: self.gain(self.me, self.cells[sq]), reverse=True)
        for depth in range(1, self.remaining + 1):
            try:
                scored = []
                alpha = -float("inf")
                for sq in order:
                    val = self.value(sq, 0, depth - 1, alpha, float("inf"))
                    scored.append(val)
                    alpha = max(alpha, val)
            except _Abort:
                break
            # A move cut off below alpha has only an upper bound, which keeps it below the best.
            ranked = sorted(range(len(order)), key=scored.__getitem__, reverse=True)
            order = [order[i] for i in ranked]
        return order[0]


class _ThreePlayers(_Position):
    """Max^n over one round: each player picks the child best for their own utility."""

    def __init__(self, view: SarkanytojasView, depth: int = 3) -> None:
        super().__init__(view)
        self.depth = depth

    def utility(self, scores: Sequence[int], seat: int) -> int:
        if seat != self.me:
            return scores[seat]
        return scores[seat] - max(v for s, v in enumerate(scores) if s != seat)

    def value(self, square: int, ply: int, depth: int) -> list[int]:
        """The scores reached after the mover of ``ply`` takes ``square``."""
        seat = self.seat(ply)
        code = self.cells[square]
        lost = self.play(square, seat)
        try:
            following = self.moves(square, ply + 1) if self.remaining else []
            if not following:
                result = list(self.scores)
                result[seat] += EGG_BONUS
            elif depth == 0:
                result = self.leaf(following, ply + 1)
            else:
                mover = self.seat(ply + 1)
                result = max(
                    (self.value(sq, ply + 1, depth - 1) for sq in following),
                    key=lambda scores: self.utility(scores, mover),
                )
        finally:
            self.undo(square, seat, code, lost)
        return result

    def best(self, rng: random.Random) -> int:
        order = self.moves(self.egg, 0)
        rng.shuffle(order)
        depth = min(self.depth, self.remaining) - 1
        return max(order, key=lambda sq: self.utility(self.value(sq, 0, depth), self.me))


def choose(view: SarkanytojasView, legal: Sequence[str], rng: random.Random, deep: bool = False) -> str:
    """The AI's action for the seat whose ``view`` this is (``deep``: the hard AI's larger search)."""
    if len(legal) == 1:
        return legal[0]
    if view.pending_discard is not None:
        return _discard_choice(view, legal)
    search: _ThreePlayers | _TwoSides
    if view.seats == 3:
        search = _ThreePlayers(view, HARD_DEPTH if deep else 3)
    else:
        search = _TwoSides(view, HARD_NODE_BUDGET if deep else NODE_BUDGET)
    square = search.best(rng)
    return Take(square // SIZE, square % SIZE).action


def play(view: SarkanytojasView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL) -> str:
    """The AI at ``level``: easy errs now and then, normal is :func:`choose`, hard searches deeper."""
    if level == "easy":
        return with_mistakes(choose, view, legal, rng)
    return choose(view, legal, rng, deep=level == "hard")
