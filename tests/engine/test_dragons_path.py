"""Dragons' Path: boards, route rules, scoring, and the solver against brute force."""

from __future__ import annotations

import io
import random
import time
from collections import Counter

import pytest
from PIL import Image, ImageChops

from cogs.sarkanytojas.picture import _origin, render_puzzle
from discord_ui import i18n
from engine.sarkanytojas.dragons_path import (
    Board,
    Cell,
    RouteError,
    check_route,
    find_start,
    level_tiles,
    new_board,
    next_tiles,
    rounds,
    score_guess,
    solve,
)


def all_routes(board: Board) -> list[tuple[int, list[Cell]]]:
    """Every complete route with its value, by plain enumeration of the moves."""
    size = len(board)
    found: list[tuple[int, list[Cell]]] = []

    def walk(at: Cell, horizontal: bool, route: list[Cell], value: int) -> None:
        r, c = at
        line = [(r, x) for x in range(size)] if horizontal else [(y, c) for y in range(size)]
        options = [cell for cell in line if board[cell[0]][cell[1]] is not None and cell not in route]
        if not options:
            found.append((value, list(route)))
        for cell in options:
            route.append(cell)
            walk(cell, not horizontal, route, value + (board[cell[0]][cell[1]] or 0))
            route.pop()

    walk(find_start(board), True, [], 0)
    return found


def reference_best(board: Board) -> int:
    """Best value by memoised search over (current line, tiles left): slow but obviously right."""
    size = len(board)
    cells = [(r, c) for r in range(size) for c in range(size) if board[r][c] is not None]
    bit = {cell: 1 << i for i, cell in enumerate(cells)}
    lines: dict[tuple[str, int], list[tuple[int, int, tuple[str, int]]]] = {}
    for i in range(size):
        lines["row", i] = [(bit[i, c], board[i][c] or 0, ("col", c)) for c in range(size) if (i, c) in bit]
        lines["col", i] = [(bit[r, i], board[r][i] or 0, ("row", r)) for r in range(size) if (r, i) in bit]
    memo: dict[tuple[tuple[str, int], int], int] = {}

    def best(line: tuple[str, int], left: int) -> int:
        key = (line, left)
        if key not in memo:
            values = [value + best(nxt, left & ~b) for b, value, nxt in lines[line] if left & b]
            memo[key] = max(values, default=0)
        return memo[key]

    return best(("row", find_start(board)[0]), (1 << len(cells)) - 1)


def random_valued(size: int, seed: int) -> Board:
    """A board with arbitrary values in -9..9 (more varied than the real levels)."""
    rng = random.Random(seed)
    tiles: list[int | None] = [rng.choice([v for v in range(-9, 10) if v]) for _ in range(size * size - 1)]
    tiles.append(None)
    rng.shuffle(tiles)
    return [tiles[r * size : (r + 1) * size] for r in range(size)]


# -- boards ------------------------------------------------------------------------------


@pytest.mark.parametrize(("level", "size"), [(1, 3), (2, 4), (3, 5)])
def test_boards_hold_the_levels_tiles(level, size):
    board = new_board(level, seed=4)
    assert len(board) == size and all(len(row) == size for row in board)
    flat = [t for row in board for t in row]
    assert flat.count(None) == 1
    assert Counter(t for t in flat if t is not None) == Counter(level_tiles(level))
    assert new_board(level, seed=4) == board and new_board(level, seed=5) != board


def test_level_tile_sets_follow_the_seed():
    assert sorted(level_tiles(1)) == [-4, -3, -2, -1, 1, 2, 3, 4]
    two = Counter(level_tiles(2))
    assert all(two[v] == 2 for v in (1, 2, 3, 4, -1, -2, -3)) and two[-4] == 1 and len(level_tiles(2)) == 15
    three = Counter(level_tiles(3))
    assert set(three.values()) == {2} and len(three) == 12
    with pytest.raises(ValueError):
        new_board(4, seed=1)


# -- scoring ----------------------------------------------------------------------------------


def test_seed_example_1_unbeaten_guess_scores_itself():
    # Erik (player 0) guesses 3, nobody finds better, he shows his route.
    assert score_guess(4, 0, 3, None, shown=True) == [3, 0, 0, 0]
    assert score_guess(4, 0, 3, 3, shown=True) == [3, 0, 0, 0]


def test_seed_example_2_beaten_guess():
    # Móni (player 1) guesses 1, the others find 4: each of them gets 3, she gets -1.
    assert score_guess(4, 1, 1, 4, shown=True) == [3, -1, 3, 3]
    assert score_guess(3, 1, 1, 4, shown=False) == [3, -1, 3]


def test_seed_example_3_guess_not_shown():
    # Anett (player 2) guesses 3, nobody finds better, but she cannot show the route.
    assert score_guess(3, 2, 3, None, shown=False) == [0, 0, -3]


def test_rounds():
    assert [rounds(n) for n in (1, 2, 3, 4, 5, 12)] == [4, 4, 4, 4, 5, 12]


# -- routes ------------------------------------------------------------------------------------

BOARD: Board = [
    [1, -2, None],
    [3, 4, -1],
    [-3, 2, -4],
]


def test_route_value_and_legal_next_tiles():
    assert next_tiles(BOARD, []) == [(0, 0), (0, 1)]
    assert next_tiles(BOARD, [(0, 1)]) == [(1, 1), (2, 1)]
    route = [(0, 1), (1, 1), (1, 0), (0, 0)]  # -2 +4 +3 +1, then row 1 is empty
    assert next_tiles(BOARD, route) == []
    assert check_route(BOARD, route) == 6
    assert check_route(BOARD, [[0, 1], [1, 1], [1, 0], [0, 0]]) == 6  # lists from JSON work too


@pytest.mark.parametrize(
    ("route", "message"),
    [
        ([(1, 2)], r"step 1 must go along row 1, but C2 is not in it"),
        ([(0, 1), (0, 0)], r"step 2 must go along column B, but A1 is not in it"),
        ([(0, 1), (1, 1), (1, 0), (1, 1)], r"step 4: the tile on B2 was already taken"),
        ([(0, 1), (2, 1), (2, 2), (0, 2)], r"step 4: C1 is the Start square"),
        ([(0, 1), (5, 1)], r"step 2: \(5, 1\) is not on the board"),
        ([(0, 1), (1, 1)], r"the route stops early: row 2 still has tiles \(A2, C2\)"),
        ([], r"the route stops early: row 1 still has tiles \(A1, B1\)"),
    ],
)
def test_route_errors_say_what_is_wrong(route, message):
    with pytest.raises(RouteError, match=message):
        check_route(BOARD, route)


def test_partial_route_errors():
    with pytest.raises(RouteError, match="already taken"):
        next_tiles(BOARD, [(0, 1), (1, 1), (1, 0), (1, 1)])


# -- the solver -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("level", "count"), [(1, 24), (2, 4158)])
def test_brute_force_route_counts(level, count):
    for seed in range(5):
        routes = all_routes(new_board(level, seed))
        assert len(routes) == count
        assert len({tuple(r) for _, r in routes}) == count


@pytest.mark.parametrize(("level", "boards"), [(1, 300), (2, 60)])
def test_solver_matches_brute_force(level, boards):
    for seed in range(boards):
        board = new_board(level, seed)
        routes = all_routes(board)
        best, route = solve(board)
        assert best == max(v for v, _ in routes), seed
        assert check_route(board, route) == best
        assert tuple(route) in {tuple(r) for v, r in routes if v == best}


@pytest.mark.parametrize("size", [3, 4])
def test_solver_matches_brute_force_on_arbitrary_values(size):
    for seed in range(150 if size == 3 else 40):
        board = random_valued(size, seed)
        best, route = solve(board)
        assert best == max(v for v, _ in all_routes(board)), seed
        assert check_route(board, route) == best


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_solver_matches_reference_on_5x5(seed):
    board = new_board(3, seed)
    best, route = solve(board)
    assert best == reference_best(board)
    assert check_route(board, route) == best


def test_solver_matches_reference_on_arbitrary_5x5():
    board = random_valued(5, 99)
    best, route = solve(board)
    assert best == reference_best(board)
    assert check_route(board, route) == best


def test_every_5x5_board_solves_fast():
    slowest = 0.0
    for seed in range(300):
        board = new_board(3, f"speed:{seed}")
        started = time.perf_counter()
        best, route = solve(board)
        slowest = max(slowest, time.perf_counter() - started)
        assert check_route(board, route) == best
    assert slowest < 0.1


def test_puzzle_image_is_a_small_png():
    board = new_board(3, seed=2)
    plain = render_puzzle(board)
    drawn = render_puzzle(board, solve(board)[1])
    for png in (plain, drawn):
        assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) < 60_000
    assert plain != drawn


def test_the_route_played_is_drawn_beside_the_best_one_with_a_legend():
    board = new_board(3, seed=2)
    best = solve(board)[1]
    played = best[:-1]
    alone = Image.open(io.BytesIO(render_puzzle(board, best)))
    both = Image.open(io.BytesIO(render_puzzle(board, best, i18n.DEFAULT, played)))
    assert both.height > alone.height  # a legend under the board says which line is which
    grid = ImageChops.difference(alone.convert("RGB"), both.convert("RGB").crop((0, 0, *alone.size))).getbbox()
    assert grid is not None  # the played route is drawn over the board
    r, c = played[0]
    corner = (_origin(c, 96) + 72, _origin(r, 96), _origin(c, 96) + 96, _origin(r, 96) + 24)
    assert alone.convert("RGB").crop(corner).tobytes() != both.convert("RGB").crop(corner).tobytes()
