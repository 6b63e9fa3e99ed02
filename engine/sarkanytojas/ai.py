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
generator give the same move on any machine, however loaded (12,000 nodes take ~0.02 s here, 0.03 s at most).
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Callable, Sequence

from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, with_mistakes
from engine.sarkanytojas.moves import Take, parse
from engine.sarkanytojas.rules import COLUMN, EGG_BONUS, LINE, ROW, SIZE, TAKE
from engine.sarkanytojas.views import Haul, SarkanytojasView, Tile

SHIELD = 100  # internal codes; value tiles are their signed values, 0 is an empty square
PIT = -100
NODE_BUDGET = 12_000
#: the hard AI's budget and (three players) depth: a deeper search of the same kind
HARD_NODE_BUDGET = 20_000
HARD_DEPTH = 4
#: beyond any score difference: the open ends of the search window (ints: compared faster than infinities)
BOUND = 1_000_000

#: LINES[direction][square]: the other squares of that square's row (0) or column (1)
Lines = tuple[tuple[int, ...], ...]
LINES: tuple[Lines, ...] = (LINE[ROW], LINE[COLUMN])


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
    """The view's position, changed in place during a search.

    ``boards[seat][square]`` is what the tile on ``square`` is worth to ``seat`` if they take it: its value, but
    for a Shield or Pit minus their lowest dragon or egg. Without Shields and Pits every seat's board is
    ``cells`` itself; with them each seat has its own, repriced whenever that seat's lowest tile changes.
    Moves are ordered and the horizon's best take found by reading a board through ``__getitem__``.
    """

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
        # Per seat and kind (0: eggs, 1: dragons), their sorted own tiles, needed only to price what costs
        # one of that kind (its squares in ``priced``: Pits cost the lowest egg, Shields the lowest dragon).
        self.piles = [[sorted(v for v in k if v > 0), sorted(v for v in k if v < 0)] for k in kept]
        self.priced = [[sq for sq, c in enumerate(self.cells) if c == code] for code in (PIT, SHIELD)]
        self.side = [s % 2 if self.seats == 4 else s for s in range(self.seats)]
        self.boards = [list(self.cells) if self.effects else self.cells for _ in range(self.seats)]
        for seat in range(self.seats if self.effects else 0):
            for kind, pile in enumerate(self.piles[seat]):
                self.reprice(seat, kind, -pile[0] if pile else 0)

    def seat(self, ply: int) -> int:
        return (self.turn + ply) % self.seats

    def moves(self, egg: int, ply: int) -> list[int]:
        cells = self.cells
        return [sq for sq in LINES[(self.direction0 + ply) & 1][egg] if cells[sq]]

    def reprice(self, seat: int, kind: int, price: int) -> None:
        """Write ``price`` for every square costing ``seat`` a tile of ``kind`` into their board."""
        board = self.boards[seat]
        for sq in self.priced[kind]:
            board[sq] = price

    def take(self, seat: int, code: int) -> None:
        """Book ``code`` among the tiles of ``seat`` (with Shields and Pits only)."""
        if code in (SHIELD, PIT):
            kind = code == SHIELD
            pile = self.piles[seat][kind]
            if not pile:
                return
            del pile[0]
            self.reprice(seat, kind, -pile[0] if pile else 0)
            return
        kind = code < 0
        if not self.priced[kind]:
            return
        pile = self.piles[seat][kind]
        at = bisect.bisect(pile, code)
        pile.insert(at, code)
        if not at:
            self.reprice(seat, kind, -code)

    def untake(self, seat: int, code: int, gain: int) -> None:
        """Undo :meth:`take`; ``gain`` is what the tile was worth to ``seat``."""
        if code in (SHIELD, PIT):
            if gain:
                self.piles[seat][code == SHIELD].insert(0, -gain)
                self.reprice(seat, code == SHIELD, gain)
            return
        kind = code < 0
        if not self.priced[kind]:
            return
        pile = self.piles[seat][kind]
        if pile[0] == code:
            del pile[0]
            self.reprice(seat, kind, -pile[0] if pile else 0)
        else:
            pile.remove(code)


class _TwoSides(_Position):
    """Alpha-beta on (my side's score - the other side's), iterative deepening."""

    def __init__(self, view: SarkanytojasView, budget: int = NODE_BUDGET) -> None:
        super().__init__(view)
        self.budget = budget

    def searcher(self) -> tuple[Callable[[int, int, int], int], Callable[[], None]]:
        """``value(square, depth, alpha)``: my side's lead once the seat to act takes ``square``, searched ``depth``
        plies further with the window (``alpha``, ``BOUND``); ``_Abort`` once the budget is spent. And
        ``release()``, to call once done: the recursive closure refers to itself, a reference cycle that only a
        garbage collection would free (in the bot's process, where the AI may think on a thread, one frozen mid-search
        would never be).

        A decision spends nearly all its time here, so this is written for CPython's speed, every node counted
        and every value found exactly as by a plain alpha-beta on my side's lead. Negamax: each node maximises
        the lead of the side to move, which is my side's lead or its negation, so the values and cut-offs are
        the same. One closure per decision, whose variables are read faster than attributes. A take and its undo
        are written inline (only Shields and Pits need :meth:`take`'s bookkeeping); the last counted ply
        (``horizon``) plays nothing at all. Boards are read through ``__getitem__``, in C, to order moves and to
        find the next taker's best. No ``try``/``finally``: ``_Abort`` leaves the position half played, and it
        is never looked at again. Int bounds rather than infinities.
        """
        cells, boards, effects, take, untake = self.cells, self.boards, self.effects, self.take, self.untake
        budget, turn, seats = self.budget, self.turn, self.seats
        after = [(seat + 1) % seats for seat in range(seats)]
        # The root maximises my side's lead; the seat to act (the AI itself, when asked for its move) may play
        # for the other side, whose lead is then the negation of mine.
        sign = 1 if self.side[turn] == self.side[self.me] else -1
        start = sum(score if self.side[s] == self.side[turn] else -score for s, score in enumerate(self.scores))
        nodes = 0

        def horizon(
            moves: list[int], alpha: int, beta: int, lead: int, board: list[int], worth: list[int], lines: Lines
        ) -> int:
            """A node of the last ply: the best lead of the side to move, whose ``board`` prices ``moves``; each
            take ends the line with the next taker's best (priced by ``worth``) on ``lines``, or the egg."""
            nonlocal nodes
            nodes += 1
            if nodes > budget:
                raise _Abort
            moves.sort(key=board.__getitem__, reverse=True)
            best = -BOUND
            for sq in moves:
                takes = [worth[s] for s in lines[sq] if cells[s]]
                val = lead + board[sq] - max(takes) if takes else lead + board[sq] + EGG_BONUS
                if val > best:
                    best = val
                    if val > alpha:
                        alpha = val
                        if alpha >= beta:
                            break
            return best

        def search(
            moves: list[int], depth: int, alpha: int, beta: int, lead: int, seat: int, lines: Lines, across: Lines
        ) -> int:
            """The best lead of the side of ``seat``, who takes one of ``moves`` (each on a line of ``across``;
            the next taker's line is in ``lines``); ``lead`` is that side's lead now."""
            nonlocal nodes
            nodes += 1
            if nodes > budget:
                raise _Abort
            board = boards[seat]
            moves.sort(key=board.__getitem__, reverse=True)
            other = after[seat]
            theirs, worth = boards[other], boards[after[other]]
            best = -BOUND
            for sq in moves:
                following = [s for s in lines[sq] if cells[s]]
                gain = board[sq]
                if following:
                    code = cells[sq]
                    cells[sq] = 0
                    if effects:
                        take(seat, code)
                    if depth == 2:
                        val = -horizon(following, -beta, -alpha, -lead - gain, theirs, worth, across)
                    else:
                        val = -search(following, depth - 1, -beta, -alpha, -lead - gain, other, across, lines)
                    cells[sq] = code
                    if effects:
                        untake(seat, code, gain)
                else:
                    val = lead + gain + EGG_BONUS
                if val > best:
                    best = val
                    if val > alpha:
                        alpha = val
                        if alpha >= beta:
                            break
            return best

        lines, across = LINES[(self.direction0 + 1) & 1], LINES[self.direction0]
        other = after[turn]

        def value(square: int, depth: int, alpha: int) -> int:
            following = [s for s in lines[square] if cells[s]]
            gain = boards[turn][square]
            if not following:
                lead = start + gain + EGG_BONUS
            elif depth == 0:
                lead = start + gain - max(map(boards[other].__getitem__, following))
            else:
                low, high = (alpha, BOUND) if sign == 1 else (-BOUND, -alpha)  # the window of the seat to act
                code = cells[square]
                cells[square] = 0
                if effects:
                    take(turn, code)
                if depth == 1:
                    lead = -horizon(following, -high, -low, -start - gain, boards[other], boards[after[other]], across)
                else:
                    lead = -search(following, depth, -high, -low, -start - gain, other, across, lines)
                cells[square] = code
                if effects:
                    untake(turn, code, gain)
            return sign * lead

        def release() -> None:
            nonlocal search
            del search

        return value, release

    def best(self, rng: random.Random) -> int:
        """Deepen until the budget runs out; the deepest finished iteration decides."""
        order = self.moves(self.egg, 0)
        rng.shuffle(order)
        order.sort(key=self.boards[self.me].__getitem__, reverse=True)
        value, release = self.searcher()
        try:
            for depth in range(1, self.remaining + 1):
                try:
                    scored = []
                    alpha = -BOUND
                    for sq in order:
                        val = value(sq, depth - 1, alpha)
                        scored.append(val)
                        alpha = max(alpha, val)
                except _Abort:
                    break
                # A move cut off below alpha has only an upper bound, which keeps it below the best.
                ranked = sorted(range(len(order)), key=scored.__getitem__, reverse=True)
                order = [order[i] for i in ranked]
        finally:
            release()
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
        seat, cells, scores = self.seat(ply), self.cells, self.scores
        code, gain = cells[square], self.boards[seat][square]
        cells[square] = 0
        if self.effects:
            self.take(seat, code)
        scores[seat] += gain
        following = self.moves(square, ply + 1)
        mover = self.seat(ply + 1)
        if not following:
            result = list(scores)
            result[seat] += EGG_BONUS
        elif depth == 0:
            result = list(scores)
            result[mover] += max(map(self.boards[mover].__getitem__, following))
        else:
            # The first child of the highest utility to the mover, as max() picks it.
            result, best = [], -BOUND
            for sq in following:
                reached = self.value(sq, ply + 1, depth - 1)
                utility = self.utility(reached, mover)
                if utility > best:
                    result, best = reached, utility
        scores[seat] -= gain
        cells[square] = code
        if self.effects:
            self.untake(seat, code, gain)
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
    return TAKE[square]


def play(view: SarkanytojasView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL) -> str:
    """The AI at ``level``: easy errs now and then, normal is :func:`choose`, hard searches deeper."""
    if level == "easy":
        return with_mistakes(choose, view, legal, rng)
    return choose(view, legal, rng, deep=level == "hard")
