"""PNG pictures of a Sárkánytojás table and of a Dragons' Path puzzle board (Pillow, no I/O).

Kinds differ by colour *and* by text (signed numbers, the words SHIELD and PIT), so the
picture stays readable without colour vision. Squares carry chess-like labels, columns A-G
and rows 1-7, the names the game's messages use.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from functools import cache

from PIL import Image, ImageDraw, ImageFont

from cogs.sarkanytojas import texts as T
from engine.sarkanytojas import tile_kind
from engine.sarkanytojas.views import SarkanytojasView

Colour = tuple[int, int, int]

BACKGROUND: Colour = (31, 34, 41)
LABEL: Colour = (170, 176, 190)
EMPTY_EDGE: Colour = (72, 77, 89)
HIGHLIGHT: Colour = (88, 214, 141)
HIGHLIGHT_FILL: Colour = (41, 74, 58)
ROUTE: Colour = (88, 214, 141)
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


@cache
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def _centred(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, size: int, fill: Colour) -> None:
    draw.text(xy, text, font=_font(size), fill=fill, anchor="mm")


def _pawn(draw: ImageDraw.ImageDraw, x: int, y: int, cell: int) -> None:
    """The wooden Dragon Egg: an upright speckled egg in the middle of the square."""
    w, h = cell * 0.30, cell * 0.38
    cx, cy = x + cell / 2, y + cell / 2 + 2
    draw.ellipse((cx - w, cy - h, cx + w, cy + h * 0.9), fill=PAWN, outline=PAWN_EDGE, width=3)
    for dx, dy in ((-0.35, -0.3), (0.3, -0.05), (-0.1, 0.35), (0.35, 0.45)):
        r = cell * 0.035
        sx, sy = cx + dx * w, cy + dy * h
        draw.ellipse((sx - r, sy - r, sx + r, sy + r), fill=PAWN_SPOT)


def _tile(draw: ImageDraw.ImageDraw, x: int, y: int, cell: int, tile: int | str) -> None:
    kind = tile_kind(tile)
    fill, border, text = TILE_COLOURS[kind]
    draw.rounded_rectangle((x, y, x + cell - 1, y + cell - 1), radius=cell // 8, fill=fill, outline=border, width=3)
    if isinstance(tile, int):
        _centred(draw, (x + cell / 2, y + cell * 0.42), f"{tile:+d}", int(cell * 0.42), text)
        _centred(draw, (x + cell / 2, y + cell * 0.80), T.PICTURE_KIND[kind], int(cell * 0.17), text)
    else:
        _centred(draw, (x + cell / 2, y + cell / 2), T.PICTURE_KIND[kind], int(cell * 0.22), text)


def _empty(draw: ImageDraw.ImageDraw, x: int, y: int, cell: int) -> None:
    draw.rounded_rectangle((x, y, x + cell - 1, y + cell - 1), radius=cell // 8, outline=EMPTY_EDGE, width=2)


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def _origin(index: int, cell: int) -> int:
    return PAD + LABEL_SPACE + GAP + index * (cell + GAP)


def _canvas(size: int, cell: int, caption: bool) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    side = _origin(size, cell) + PAD
    image = Image.new("RGB", (side, side + (30 if caption else 0)), BACKGROUND)
    return image, ImageDraw.Draw(image)


def _labels(draw: ImageDraw.ImageDraw, size: int, cell: int, row: int | None, col: int | None) -> None:
    """Column letters above and row numbers left of the grid; the highlighted line's label stands out."""
    for i in range(size):
        centre = _origin(i, cell) + cell / 2
        middle = PAD + LABEL_SPACE / 2
        _centred(draw, (centre, middle), chr(ord("A") + i), 20, HIGHLIGHT if i == col else LABEL)
        _centred(draw, (middle, centre), str(i + 1), 20, HIGHLIGHT if i == row else LABEL)


def render_board(view: SarkanytojasView, highlight_line: bool = True) -> bytes:
    """The 7x7 table of a Sárkánytojás view as PNG bytes.

    With ``highlight_line`` the row or column the current player must take from (the view's
    ``line``) is framed, and its label is drawn in the highlight colour.
    """
    grid = view.grid
    size = len(grid)
    image, draw = _canvas(size, CELL, caption=True)
    egg_row, egg_col = view.egg
    line = view.line if highlight_line else None
    row = col = None
    if line is not None:
        row, col = (line.index, None) if line.direction == "row" else (None, line.index)
        first, last = _origin(0, CELL) - GAP // 2 - 1, _origin(size - 1, CELL) + CELL + GAP // 2
        near, far = _origin(line.index, CELL) - GAP // 2 - 1, _origin(line.index, CELL) + CELL + GAP // 2
        band = (first, near, last, far) if row is not None else (near, first, far, last)
        draw.rounded_rectangle(band, radius=12, fill=HIGHLIGHT_FILL, outline=HIGHLIGHT, width=3)
    _labels(draw, size, CELL, row, col)
    for r in range(size):
        for c in range(size):
            x, y = _origin(c, CELL), _origin(r, CELL)
            tile = grid[r][c]
            if (r, c) == (egg_row, egg_col):
                _pawn(draw, x, y, CELL)
            elif tile is None:
                _empty(draw, x, y, CELL)
            else:
                _tile(draw, x, y, CELL, tile)
    parts = [
        T.PICTURE_GAME.format(number=view.game_number, games=view.games),
        T.PICTURE_TILES_LEFT(view.tiles_left),
    ]
    if line is not None:
        parts.append(T.PICTURE_TAKE_FROM.format(line=T.line_label(line.direction, line.index)))
    elif view.finished:
        parts.append(T.PICTURE_FINISHED)
    _centred(draw, (image.width / 2, image.height - PAD - 10), T.PICTURE_SEPARATOR.join(parts), 18, LABEL)
    return _png(image)


def render_puzzle(board: Sequence[Sequence[int | None]], route: Sequence[Sequence[int]] | None = None) -> bytes:
    """A Dragons' Path board as PNG bytes, with ``route`` (cells in order) drawn when given."""
    size = len(board)
    cell = 96
    image, draw = _canvas(size, cell, caption=False)
    _labels(draw, size, cell, None, None)
    start = next((r, c) for r in range(size) for c in range(size) if board[r][c] is None)
    for r in range(size):
        for c in range(size):
            x, y = _origin(c, cell), _origin(r, cell)
            tile = board[r][c]
            if tile is None:
                _empty(draw, x, y, cell)
                _centred(draw, (x + cell / 2, y + cell * 0.15), T.PICTURE_START, int(cell * 0.14), LABEL)
                _pawn(draw, x, y, cell)
            else:
                _tile(draw, x, y, cell, tile)
    if route:
        steps = [start, *((int(r), int(c)) for r, c in route)]
        # Every square's route point sits left of and below its number, so that rows and columns
        # of the route stay straight without covering any tile's value.
        points = [(_origin(c, cell) + cell * 0.11, _origin(r, cell) + cell * 0.655) for r, c in steps]
        draw.line(points, fill=ROUTE, width=5, joint="curve")
        radius = cell * 0.13
        for number, (r, c) in enumerate(steps[1:], start=1):
            bx, by = _origin(c, cell) + cell * 0.15, _origin(r, cell) + cell * 0.15
            draw.ellipse((bx - radius, by - radius, bx + radius, by + radius), fill=ROUTE, outline=BACKGROUND, width=2)
            _centred(draw, (bx, by), str(number), int(cell * 0.16), BACKGROUND)
    return _png(image)
