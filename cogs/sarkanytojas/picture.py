"""PNG pictures of a Sárkánytojás table and of a Dragons' Path puzzle board (Pillow, no I/O).

Kinds differ by colour *and* by text (signed numbers, the words SHIELD and PIT), so the
picture stays readable without colour vision. Squares carry chess-like labels, columns A-G
and rows 1-7, the names the game's messages use.

A picture is a few dozen squares of a few kinds, so every square (a tile, an empty place, the egg) is
drawn once on each ground it lies on and kept, as is every label (module-level caches: the worker
process that draws the pictures lives long); a picture pastes them. Its colours are mapped to a fixed
palette, which stores a pixel in one byte instead of three: a table is about 20 KB and takes about 2.6 ms,
a puzzle about 13 KB and 1.2 ms (38 KB and 14-16 ms, 25 KB and 8-12 ms when drawn whole and saved in RGB).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from discord_ui import i18n
from discord_ui.pictures import font, palette_png
from engine.sarkanytojas import tile_kind
from engine.sarkanytojas.views import SarkanytojasView, Tile

Colour = tuple[int, int, int]

BACKGROUND: Colour = (31, 34, 41)
LABEL: Colour = (170, 176, 190)
EMPTY_EDGE: Colour = (72, 77, 89)
HIGHLIGHT: Colour = (88, 214, 141)
HIGHLIGHT_FILL: Colour = (41, 74, 58)
ROUTE: Colour = (88, 214, 141)
#: what just happened: the recent takes' outlines and numbers, the route shown to the table (the labels'
#: colour, whose blends with the background the palette holds already)
MARK: Colour = LABEL
#: kind -> (fill, border, text)
TILE_COLOURS: dict[str, tuple[Colour, Colour, Colour]] = {
    "egg": ((250, 214, 105), (196, 150, 40), (66, 44, 0)),
    "dragon": ((196, 43, 56), (120, 20, 30), (255, 255, 255)),
    "shield": ((52, 120, 220), (24, 66, 140), (255, 255, 255)),
    "pit": ((12, 12, 16), (150, 150, 165), (225, 225, 235)),
}
PAWN: Colour = (250, 244, 228)
PAWN_EDGE: Colour = (140, 100, 40)
PAWN_SPOT: Colour = (196, 168, 120)

CELL = 72
GAP = 6
LABEL_SPACE = 28
PAD = 10
#: shades kept between a text's colour and its ground (its anti-aliased edge), in the palette
SHADES = 32


def _centred(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: Colour) -> None:
    draw.text(xy, text, font=font(size), fill=fill, anchor="mm")


def _pawn(draw: ImageDraw.ImageDraw, x: int, y: int, cell: int) -> None:
    """The wooden Dragon Egg: an upright speckled egg in the middle of the square."""
    w, h = cell * 0.30, cell * 0.38
    cx, cy = x + cell / 2, y + cell / 2 + 2
    draw.ellipse((cx - w, cy - h, cx + w, cy + h * 0.9), fill=PAWN, outline=PAWN_EDGE, width=3)
    for dx, dy in ((-0.35, -0.3), (0.3, -0.05), (-0.1, 0.35), (0.35, 0.45)):
        r = cell * 0.035
        sx, sy = cx + dx * w, cy + dy * h
        draw.ellipse((sx - r, sy - r, sx + r, sy + r), fill=PAWN_SPOT)


def _tile(draw: ImageDraw.ImageDraw, x: int, y: int, cell: int, tile: Tile, locale: str) -> None:
    kind = tile_kind(tile)
    word = i18n.text(locale, "sarkanytojas-picture-kind", kind=kind)
    fill, border, text = TILE_COLOURS[kind]
    draw.rounded_rectangle((x, y, x + cell - 1, y + cell - 1), radius=cell // 8, fill=fill, outline=border, width=3)
    if isinstance(tile, int):
        _centred(draw, (x + cell / 2, y + cell * 0.42), f"{tile:+d}", int(cell * 0.42), text)
        _centred(draw, (x + cell / 2, y + cell * 0.80), word, int(cell * 0.17), text)
    else:
        _centred(draw, (x + cell / 2, y + cell / 2), word, int(cell * 0.22), text)


def _empty(draw: ImageDraw.ImageDraw, x: int, y: int, cell: int) -> None:
    draw.rounded_rectangle((x, y, x + cell - 1, y + cell - 1), radius=cell // 8, outline=EMPTY_EDGE, width=2)


# -- squares and labels drawn once ---------------------------------------------------------------
def _square_image(cell: int, ground: Colour) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGB", (cell, cell), ground)
    return image, ImageDraw.Draw(image)


@cache
def _square(tile: Tile | None, cell: int, ground: Colour, locale: str) -> Image.Image:
    """A square on ``ground`` (the background or a highlighted line's): ``tile``, or an empty place (``None``),
    its words in ``locale``."""
    image, draw = _square_image(cell, ground)
    if tile is None:
        _empty(draw, 0, 0, cell)
    else:
        _tile(draw, 0, 0, cell, tile, locale)
    return image


@cache
def _footprint(cell: int) -> Image.Image:
    """The mask of a square's rounded outline: pasted through it, a square of a highlighted line leaves its
    corners to the line's frame, whose rounded ends pass there (a masked paste is slower: only for that line)."""
    mask = Image.new("L", (cell, cell), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, cell - 1, cell - 1), radius=cell // 8, fill=255)
    return mask


@cache
def _egg_square(cell: int, ground: Colour) -> Image.Image:
    """The table's square the egg stands on."""
    image, draw = _square_image(cell, ground)
    _pawn(draw, 0, 0, cell)
    return image


@cache
def _start_square(cell: int, locale: str) -> Image.Image:
    """The puzzle's Start square, the egg on it."""
    image, draw = _square_image(cell, BACKGROUND)
    _empty(draw, 0, 0, cell)
    _centred(draw, (cell / 2, cell * 0.15), i18n.text(locale, "dragons-path-picture-start"), int(cell * 0.14), LABEL)
    _pawn(draw, 0, 0, cell)
    return image


@lru_cache(maxsize=128)
def _badge(number: int, cell: int, fill: Colour = ROUTE) -> Image.Image:
    """A step number in its disc of ``fill``, drawn from its square's corner, transparent around the disc."""
    bx = by = cell * 0.15
    radius = cell * 0.13
    image = Image.new("RGBA", (math.ceil(bx + radius) + 2, math.ceil(by + radius) + 2), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.ellipse((bx - radius, by - radius, bx + radius, by + radius), fill=fill, outline=BACKGROUND, width=2)
    _centred(draw, (bx, by), str(number), int(cell * 0.16), BACKGROUND)
    return image


@lru_cache(maxsize=256)
def _label(text: str, size: int, fill: Colour, fx: float, fy: float) -> tuple[Image.Image, int, int]:
    """``text`` on the background centred on (``fx``, ``fy``), the fraction of a pixel its centre is at, and
    where the image's corner goes from that whole pixel (the whole pixels do not change the glyphs)."""
    x0, y0, x1, y1 = font(size).getbbox(text, anchor="mm")
    left, top = math.floor(fx + x0) - 1, math.floor(fy + y0) - 1
    image = Image.new("RGB", (math.ceil(fx + x1) + 1 - left, math.ceil(fy + y1) + 1 - top), BACKGROUND)
    _centred(ImageDraw.Draw(image), (fx - left, fy - top), text, size, fill)
    return image, left, top


def _write(image: Image.Image, xy: tuple[float, float], text: str, size: int, fill: Colour) -> None:
    """``text`` centred on ``xy`` of the background, as ``_centred`` would draw it there."""
    x, y = math.floor(xy[0]), math.floor(xy[1])
    label, left, top = _label(text, size, fill, xy[0] - x, xy[1] - y)
    image.paste(label, (x + left, y + top))


@cache
def _palette() -> Image.Image:
    """Every colour drawn, and ``SHADES`` steps between each text's colour and its ground.

    Shapes are drawn without anti-aliasing, so the only other colours are a text's edges, which are blends of
    its colour and its ground: each is mapped to a step within 1/64 of it.
    """
    named = [BACKGROUND, LABEL, EMPTY_EDGE, HIGHLIGHT, HIGHLIGHT_FILL, ROUTE, PAWN, PAWN_EDGE, PAWN_SPOT]
    named += [colour for colours in TILE_COLOURS.values() for colour in colours]
    texts = [(fill, text) for fill, _, text in TILE_COLOURS.values()]
    texts += [(BACKGROUND, LABEL), (BACKGROUND, HIGHLIGHT), (ROUTE, BACKGROUND)]
    shades = [
        tuple(round(g + (t - g) * step / (SHADES + 1)) for g, t in zip(ground, text, strict=True))
        for ground, text in texts
        for step in range(1, SHADES + 1)
    ]
    image = Image.new("P", (1, 1))
    image.putpalette([channel for colour in (*dict.fromkeys(named), *shades) for channel in colour])
    return image


# -- pictures ------------------------------------------------------------------------------------
def _origin(index: int, cell: int) -> int:
    return PAD + LABEL_SPACE + GAP + index * (cell + GAP)


def _canvas(size: int, cell: int, caption: bool) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    side = _origin(size, cell) + PAD
    image = Image.new("RGB", (side, side + (30 if caption else 0)), BACKGROUND)
    return image, ImageDraw.Draw(image)


def _labels(image: Image.Image, size: int, cell: int, row: int | None, col: int | None) -> None:
    """Column letters above and row numbers left of the grid; the highlighted line's label stands out."""
    for i in range(size):
        centre = _origin(i, cell) + cell / 2
        middle = PAD + LABEL_SPACE / 2
        _write(image, (centre, middle), chr(ord("A") + i), 20, HIGHLIGHT if i == col else LABEL)
        _write(image, (middle, centre), str(i + 1), 20, HIGHLIGHT if i == row else LABEL)


class TableBoard(NamedTuple):
    """What the table's picture shows of a view, and only that: the picture's key is worked out from it, and
    it is what travels to the process that draws (a whole view is some fifty objects, 1.5 kB pickled)."""

    grid: tuple[tuple[Tile | None, ...], ...]
    egg: tuple[int, int]
    #: the framed line, ``(direction, index)``; None: no line is framed
    line: tuple[str, int] | None
    game_number: int
    games: int
    tiles_left: int
    finished: bool
    #: the squares of the takes the next taker has not seen yet, oldest first (outlined and numbered)
    recent: tuple[tuple[int, int], ...] = ()
    #: the catalog of the picture's words: the game's
    locale: str = i18n.DEFAULT

    @classmethod
    def of(cls, view: SarkanytojasView, highlight_line: bool = True, locale: str = i18n.DEFAULT) -> TableBoard:
        """The board of ``view``; with ``highlight_line`` the row or column the current player must take from
        (the view's ``line``) is framed, and its label drawn in the highlight colour."""
        line = view.line if highlight_line else None
        framed = (line.direction, line.index) if line is not None else None
        recent = tuple(take.square for take in view.recent_takes)
        return cls(
            view.grid, view.egg, framed, view.game_number, view.games, view.tiles_left, view.finished, recent, locale
        )


def line_words(direction: str, index: int, locale: str) -> str:
    """``row 4`` or ``column G`` for a zero-based line index."""
    return i18n.text(locale, "sarkanytojas-line", direction=direction, number=index + 1, letter=chr(ord("A") + index))


def caption(board: TableBoard) -> str:
    """The line under the table's picture: the game, the tiles left and the line to take from."""
    locale = board.locale
    parts = [
        i18n.text(locale, "sarkanytojas-picture-game", number=board.game_number, games=board.games),
        i18n.text(locale, "sarkanytojas-picture-tiles-left", count=board.tiles_left),
    ]
    if board.line is not None:
        direction, index = board.line
        line = line_words(direction, index, locale)
        parts.append(i18n.text(locale, "sarkanytojas-picture-take-from", line=line))
    elif board.finished:
        parts.append(i18n.text(locale, "sarkanytojas-picture-finished"))
    return "  \u00b7  ".join(parts)


def _mark(image: Image.Image, draw: ImageDraw.ImageDraw, number: int, x: int, y: int, cell: int) -> None:
    """A recent take's square: a bright outline, and in its corner the take's number (1 the oldest)."""
    draw.rounded_rectangle((x - 2, y - 2, x + cell + 1, y + cell + 1), radius=cell // 8, outline=MARK, width=3)
    badge = _badge(number, cell, MARK)
    image.paste(badge, (x, y), badge)


def _route_points(steps: Sequence[tuple[int, int]], cell: int, fx: float) -> list[tuple[float, float]]:
    """Where a route passes in each square: ``fx`` of the way across, below the tile's number, so that rows
    and columns of the route stay straight without covering any tile's value."""
    return [(_origin(c, cell) + cell * fx, _origin(r, cell) + cell * 0.655) for r, c in steps]


def _dashed(draw: ImageDraw.ImageDraw, points: Sequence[tuple[float, float]], fill: Colour, width: int) -> None:
    """A dashed line through ``points``: dashes of 12 pixels, gaps of 8."""
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        length = math.hypot(x1 - x0, y1 - y0)
        at = 0.0
        while at < length:
            end = min(at + 12, length)
            a, b = at / length, end / length
            draw.line((x0 + (x1 - x0) * a, y0 + (y1 - y0) * a, x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), fill, width)
            at += 20


def render_board(board: TableBoard) -> bytes:
    """The 7x7 table of a Sárkánytojás board as PNG bytes."""
    grid = board.grid
    size = len(grid)
    image, draw = _canvas(size, CELL, caption=True)
    line = board.line
    row = col = None
    if line is not None:
        direction, index = line
        row, col = (index, None) if direction == "row" else (None, index)
        first, last = _origin(0, CELL) - GAP // 2 - 1, _origin(size - 1, CELL) + CELL + GAP // 2
        near, far = _origin(index, CELL) - GAP // 2 - 1, _origin(index, CELL) + CELL + GAP // 2
        band = (first, near, last, far) if row is not None else (near, first, far, last)
        draw.rounded_rectangle(band, radius=12, fill=HIGHLIGHT_FILL, outline=HIGHLIGHT, width=3)
    _labels(image, size, CELL, row, col)
    for r in range(size):
        for c in range(size):
            ground = HIGHLIGHT_FILL if r == row or c == col else BACKGROUND
            square = (
                _egg_square(CELL, ground) if (r, c) == board.egg else _square(grid[r][c], CELL, ground, board.locale)
            )
            mask = _footprint(CELL) if ground == HIGHLIGHT_FILL else None
            image.paste(square, (_origin(c, CELL), _origin(r, CELL)), mask)
    for number, (r, c) in enumerate(board.recent, start=1):
        _mark(image, draw, number, _origin(c, CELL), _origin(r, CELL), CELL)
    _write(image, (image.width / 2, image.height - PAD - 10), caption(board), 18, LABEL)
    return palette_png(image, _palette())


def render_puzzle(
    board: Sequence[Sequence[int | None]],
    route: Sequence[Sequence[int]] | None = None,
    locale: str = i18n.DEFAULT,
    played: Sequence[Sequence[int]] = (),
) -> bytes:
    """A Dragons' Path board as PNG bytes, its words in ``locale``: with ``route`` (cells in order) drawn when
    given, a solid line numbered in the squares' left corners; with ``played`` (the route shown to the table)
    beside it, a dashed line numbered in the right corners, and a legend under the board."""
    size = len(board)
    cell = 96
    image, draw = _canvas(size, cell, caption=bool(played))
    _labels(image, size, cell, None, None)
    start = next((r, c) for r in range(size) for c in range(size) if board[r][c] is None)
    for r in range(size):
        for c in range(size):
            tile = board[r][c]
            square = _start_square(cell, locale) if tile is None else _square(tile, cell, BACKGROUND, locale)
            image.paste(square, (_origin(c, cell), _origin(r, cell)))
    if route:
        steps = [start, *((int(r), int(c)) for r, c in route)]
        draw.line(_route_points(steps, cell, 0.11), fill=ROUTE, width=5, joint="curve")
        for number, (r, c) in enumerate(steps[1:], start=1):
            badge = _badge(number, cell)
            image.paste(badge, (_origin(c, cell), _origin(r, cell)), badge)
    if played:
        steps = [start, *((int(r), int(c)) for r, c in played)]
        _dashed(draw, _route_points(steps, cell, 0.89), MARK, 4)
        for number, (r, c) in enumerate(steps[1:], start=1):
            badge = _badge(number, cell, MARK)
            image.paste(badge, (_origin(c, cell) + cell - badge.width, _origin(r, cell)), badge)
        _legend(image, draw, cell, locale)
    return palette_png(image, _palette())


def _legend(image: Image.Image, draw: ImageDraw.ImageDraw, cell: int, locale: str) -> None:
    """Under the board, a sample of each route's line and what it is."""
    y = image.height - PAD - 12
    left = _origin(0, cell)
    half = (image.width - left - PAD) // 2
    for x, words, solid in (
        (left, i18n.text(locale, "dragons-path-picture-best"), True),
        (left + half, i18n.text(locale, "dragons-path-picture-played"), False),
    ):
        if solid:
            draw.line((x, y, x + 40, y), fill=ROUTE, width=5)
        else:
            _dashed(draw, [(x, y), (x + 40, y)], MARK, 4)
        width = font(18).getlength(words)
        _write(image, (x + 52 + width / 2, y), words, 18, LABEL)
