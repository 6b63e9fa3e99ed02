"""Dragons' Path: the Sárkánytojás logic puzzle, its exact solver and its scoring.

A board is a small square grid (level I 3x3, II 4x4, III 5x5) of egg tiles (positive values),
dragon tiles (negative values) and one Start square (``None``). A route starts on Start, moves
horizontally first and then alternates; each step takes any remaining tile in the current row
or column (at any distance) and the walker moves onto its square. The route goes on until the
current line holds no tile (forced continuation); its value is the sum of the tiles taken.
Routes are lists of ``(row, col)`` cells, zero-based; squares are named like ``B3``.

The solver does not search orders of moves. Read the board as a bipartite graph whose nodes
are the rows and the columns and whose edges are the tiles (tile ``(r, c)`` joins row ``r``
and column ``c``). A route is then a trail that starts at the Start row and never reuses an
edge; it may stop only at a node whose edges are all used. By Euler's theorem an edge set is
the set of tiles of some complete route ending at node ``v`` exactly when it is connected,
uses every edge at ``v`` and has odd degree only at the Start row and ``v`` (nowhere if ``v``
is the Start row). The value depends only on the edge set, so for each possible ``v`` the
solver lists the edge sets with the right degrees: a fixed solution plus any combination of
the independent cycles of the graph without ``v``, at most 2^12 sets on a 5x5 board. Their
weights come from two small sum tables, the best are checked for connectivity in order of
weight, and an Euler trail through the winner is the route.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from engine.sarkanytojas.rules import square_name

Board = list[list[int | None]]
Cell = tuple[int, int]

#: tiles per level besides Start: (side, eggs, dragons)
LEVELS: dict[int, tuple[int, tuple[int, ...], tuple[int, ...]]] = {
    1: (3, (1, 2, 3, 4), (1, 2, 3, 4)),
    2: (4, (1, 2, 3, 4) * 2, (1, 2, 3) * 2 + (4,)),
    3: (5, (1, 2, 3, 4, 5, 6) * 2, (1, 2, 3, 4, 5, 6) * 2),
}


class RouteError(ValueError):
    """A route breaks the puzzle's rules; the message says where and why."""


def level_tiles(level: int) -> list[int]:
    """Signed tile values of a level (Start not included)."""
    if level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3, not {level}")
    _, eggs, dragons = LEVELS[level]
    return [*eggs, *(-d for d in dragons)]


def new_board(level: int, seed: int | str) -> Board:
    """A shuffled board of ``level``, reproducible from ``seed``."""
    tiles: list[int | None] = [*level_tiles(level), None]
    size = LEVELS[level][0]
    random.Random(f"{seed}:dragons-path:{level}").shuffle(tiles)
    return [tiles[r * size : (r + 1) * size] for r in range(size)]


def find_start(board: Board) -> Cell:
    for r, row in enumerate(board):
        for c, tile in enumerate(row):
            if tile is None:
                return r, c
    raise ValueError("the board has no Start square")


def rounds(players: int) -> int:
    """Rounds in a puzzle game: one per player, at least 4 with fewer than 4 players."""
    return max(players, 4)


def score_guess(players: int, guesser: int, guess: int, best_found: int | None, shown: bool) -> list[int]:
    """Points of one round, per player.

    ``best_found`` is the value of the best route the checkers showed (``None`` if they
    showed none); ``shown`` says whether the guesser then showed a route worth the guess,
    which only matters when the checkers found nothing better. A failed guess costs its
    size: the seed's "negative points equal to the guess" read as ``-abs(guess)`` so that a
    wrong negative guess is not rewarded.
    """
    points = [0] * players
    if best_found is not None and best_found > guess:
        points = [best_found - guess] * players
        points[guesser] = -abs(guess)
    else:
        points[guesser] = guess if shown else -abs(guess)
    return points


# -- routes ------------------------------------------------------------------------


def _cells(route: Sequence[Sequence[int]]) -> list[Cell]:
    return [(int(r), int(c)) for r, c in route]


def _line_tiles(board: Board, taken: set[Cell], at: Cell, horizontal: bool) -> list[Cell]:
    size = len(board)
    r, c = at
    line = [(r, x) for x in range(size)] if horizontal else [(y, c) for y in range(size)]
    return [cell for cell in line if board[cell[0]][cell[1]] is not None and cell not in taken]


def _follow(board: Board, route: Sequence[Sequence[int]]) -> tuple[Cell, set[Cell], int]:
    """Walk ``route`` and return where it stands, what it took and its value, or raise RouteError."""
    size = len(board)
    at = find_start(board)
    taken: set[Cell] = set()
    value = 0
    for step, (r, c) in enumerate(_cells(route), start=1):
        horizontal = step % 2 == 1
        if not (0 <= r < size and 0 <= c < size):
            raise RouteError(f"step {step}: ({r}, {c}) is not on the board")
        name = square_name(r, c)
        tile = board[r][c]
        if tile is None:
            raise RouteError(f"step {step}: {name} is the Start square, which holds no tile")
        if (r, c) in taken:
            raise RouteError(f"step {step}: the tile on {name} was already taken")
        if horizontal and r != at[0]:
            raise RouteError(f"step {step} must go along row {at[0] + 1}, but {name} is not in it")
        if not horizontal and c != at[1]:
            raise RouteError(f"step {step} must go along column {chr(ord('A') + at[1])}, but {name} is not in it")
        taken.add((r, c))
        value += tile
        at = (r, c)
    return at, taken, value


def next_tiles(board: Board, route: Sequence[Sequence[int]]) -> list[Cell]:
    """The cells the partial ``route`` may take next (empty once the route is complete)."""
    at, taken, _ = _follow(board, route)
    return _line_tiles(board, taken, at, horizontal=len(route) % 2 == 0)


def check_route(board: Board, route: Sequence[Sequence[int]]) -> int:
    """The value of a complete route, or RouteError if it breaks a rule or stops early."""
    at, taken, value = _follow(board, route)
    horizontal = len(route) % 2 == 0
    left = _line_tiles(board, taken, at, horizontal)
    if left:
        line = f"row {at[0] + 1}" if horizontal else f"column {chr(ord('A') + at[1])}"
        names = ", ".join(square_name(*cell) for cell in left)
        raise RouteError(f"the route stops early: {line} still has tiles ({names})")
    return value


# -- the solver ----------------------------------------------------------------------


@dataclass(frozen=True)
class _Ending:
    """The candidate tile sets of routes that end stuck on one line of a canonical board.

    Canonical boards have Start in the top left corner; a tile is the bit ``r * size + c``.
    The candidate sets are numbered by which ``cotree`` tiles they hold (bit ``i`` of the number
    stands for ``cotree[i]``); ``tree_bits[number]`` says which ``tree`` tiles complete the
    degrees (bit ``j`` for ``tree[j]``). Every set also holds all ``saturated`` tiles.
    """

    saturated: int  # mask of the end line's tiles, all of which the route takes
    tree: tuple[int, ...]
    cotree: tuple[int, ...]
    tree_bits: tuple[int, ...]
    tree_masks: tuple[int, ...]  # tile mask of every subset of ``tree``
    cotree_masks: tuple[int, ...]  # tile mask of every subset of ``cotree``


def _subset_sums(items: Sequence[int], start: int = 0) -> list[int]:
    """``start`` plus the sum of every subset of ``items``, indexed by the subset's bits."""
    out = [start]
    for item in items:
        out += [x + item for x in out]
    return out


@cache
def _endings(size: int) -> tuple[_Ending, ...]:
    """Value-independent structure of every possible route ending on a canonical board."""
    nodes = range(2 * size)  # row r is node r, column c is node size + c
    tiles = [r * size + c for r in range(size) for c in range(size) if r or c]

    def ends(tile: int) -> tuple[int, int]:
        r, c = divmod(tile, size)
        return r, size + c

    degree = [sum(1 for t in tiles if u in ends(t)) for u in nodes]
    endings = []
    for v in nodes:
        if (degree[v] % 2 == 1) == (v == 0):
            continue  # the Start row must end with even degree, any other line with odd
        saturated = [t for t in tiles if v in ends(t)]
        rest = [t for t in tiles if v not in ends(t)]
        odd = {u: (u == 0 and v != 0) != any(u in ends(t) for t in saturated) for u in nodes if u != v}
        root = 0 if v != 0 else size
        # Breadth-first spanning tree of the other tiles; tree tile j is the j-th one found.
        parent: dict[int, tuple[int, int]] = {}  # node -> (parent node, tree tile number)
        up: dict[int, int] = {root: 0}  # node -> tree tiles on its way to the root, as bits
        tree: list[int] = []
        order = [root]
        for u in order:
            for t in rest:
                a, b = ends(t)
                other = b if a == u else a if b == u else None
                if other is not None and other not in up:
                    parent[other] = (u, len(tree))
                    up[other] = up[u] | 1 << len(tree)
                    tree.append(t)
                    order.append(other)
        cotree = [t for t in rest if t not in tree]
        # The cycle a cotree tile closes: its tree path, where the shared way to the root cancels.
        cycles = [up[a] ^ up[b] for a, b in map(ends, cotree)]
        fixed = 0
        for u in reversed(order[1:]):
            if odd[u]:
                above, j = parent[u]
                fixed |= 1 << j
                odd[above] = not odd[above]
        tree_bits = [fixed]
        for cycle in cycles:
            tree_bits += [x ^ cycle for x in tree_bits]
        endings.append(
            _Ending(
                saturated=sum(1 << t for t in saturated),
                tree=tuple(tree),
                cotree=tuple(cotree),
                tree_bits=tuple(tree_bits),
                tree_masks=tuple(_subset_sums([1 << t for t in tree])),
                cotree_masks=tuple(_subset_sums([1 << t for t in cotree])),
            )
        )
    return tuple(endings)


def _connected(mask: int, size: int) -> bool:
    """Whether the tiles in ``mask`` form one piece together with the Start row."""
    full = (1 << size) - 1
    rows, cols = 1, 0
    while True:
        new_cols = cols
        for r in range(size):
            if rows >> r & 1:
                new_cols |= mask >> (r * size) & full
        new_rows = rows
        for c in range(size):
            if new_cols >> c & 1:
                for r in range(size):
                    if mask >> (r * size + c) & 1:
                        new_rows |= 1 << r
        if (new_rows, new_cols) == (rows, cols):
            break
        rows, cols = new_rows, new_cols
    reached = 0
    for r in range(size):
        if rows >> r & 1:
            reached |= full << (r * size)
    return mask & reached == mask


def _euler_route(mask: int, size: int) -> list[Cell]:
    """A trail from the Start row through every tile of ``mask`` (Hierholzer's algorithm)."""
    links: dict[int, list[tuple[int, int]]] = {u: [] for u in range(2 * size)}
    for tile in range(size * size):
        if mask >> tile & 1:
            r, c = divmod(tile, size)
            links[r].append((size + c, tile))
            links[size + c].append((r, tile))
    used: set[int] = set()
    stack: list[tuple[int, int | None]] = [(0, None)]
    trail: list[int] = []
    while stack:
        node, via = stack[-1]
        edges = links[node]
        while edges and edges[-1][1] in used:
            edges.pop()
        if edges:
            nxt, tile = edges.pop()
            used.add(tile)
            stack.append((nxt, tile))
        else:
            stack.pop()
            if via is not None:
                trail.append(via)
    return [divmod(tile, size) for tile in reversed(trail)]


def solve(board: Board) -> tuple[int, list[Cell]]:
    """The best value a complete route can reach and one route that reaches it."""
    size = len(board)
    sr, sc = find_start(board)
    # Swap Start's row with row 0 and its column with column 0: the canonical board.
    rows = [sr if i == 0 else 0 if i == sr else i for i in range(size)]
    cols = [sc if i == 0 else 0 if i == sc else i for i in range(size)]
    weight = [board[rows[t // size]][cols[t % size]] or 0 for t in range(size * size)]
    best_value: int | None = None
    best_mask = 0
    for ending in _endings(size):
        base = sum(weight[t] for t in range(size * size) if ending.saturated >> t & 1)
        tree_sum = _subset_sums([weight[t] for t in ending.tree])
        cotree_sum = _subset_sums([weight[t] for t in ending.cotree], base)
        weights = [a + tree_sum[b] for a, b in zip(cotree_sum, ending.tree_bits, strict=True)]
        floor = best_value
        hopeful = range(len(weights)) if floor is None else [i for i, w in enumerate(weights) if w > floor]
        for i in sorted(hopeful, key=weights.__getitem__, reverse=True):
            mask = ending.saturated | ending.cotree_masks[i] | ending.tree_masks[ending.tree_bits[i]]
            if _connected(mask, size):
                best_value, best_mask = weights[i], mask
                break
    assert best_value is not None
    route = [(rows[r], cols[c]) for r, c in _euler_route(best_mask, size)]
    return best_value, route
