"""How Drago Rosso's table picture is drawn: its colours and palette, a canvas drawn at twice the size and
halved (cheap anti-aliasing), the pieces it makes (sprites) and the texts written on the picture through masks
kept drawn (module-level caches: the worker process that draws pictures lives long)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from discord_ui.pictures import font

Colour = tuple[int, int, int]

WIDTH, HEIGHT = 800, 450
SCALE = 2  # drawn at this multiple, then reduced: smooth edges without an anti-aliasing renderer

BG: Colour = (27, 31, 42)
PANEL: Colour = (38, 44, 58)
PANEL_EDGE: Colour = (62, 70, 90)
TEXT: Colour = (242, 239, 230)
MUTED: Colour = (160, 166, 182)
GOLD: Colour = (244, 197, 66)
RED: Colour = (186, 38, 30)
RED_LIGHT: Colour = (222, 66, 43)
RED_DARK: Colour = (120, 22, 18)
PATH: Colour = (240, 132, 54)
PATH_LIGHT: Colour = (250, 168, 70)
GEM: Colour = (62, 198, 192)
GEM_LIGHT: Colour = (168, 240, 232)
GEM_EDGE: Colour = (20, 90, 96)
SILVER: Colour = (214, 220, 230)
FOOT_CARD: Colour = (128, 92, 58)
STOP_RED: Colour = (200, 40, 40)
DANGER_YELLOW: Colour = (246, 200, 40)
TAKE_GREEN: Colour = (92, 196, 110)
COLOURS = (
    BG, PANEL, PANEL_EDGE, TEXT, MUTED, GOLD, RED, RED_LIGHT, RED_DARK, PATH, PATH_LIGHT,
    GEM, GEM_LIGHT, GEM_EDGE, SILVER, FOOT_CARD, STOP_RED, DANGER_YELLOW, TAKE_GREEN,
)  # fmt: skip


def scaled_font(size: int) -> ImageFont.FreeTypeFont:
    """The pictures' font for ``size`` 1x pixels, at the drawing's scale."""
    return font(size * SCALE)


@dataclass(frozen=True)
class Sprite:
    """A piece drawn and halved: ``image`` goes ``left``, ``top`` from the point it is pasted at.

    An ``RGBA`` image is pasted through its alpha (its edges blend with what is under them), an ``RGB`` one
    covers its rectangle.
    """

    image: Image.Image
    left: int
    top: int

    def paste_on(self, frame: Image.Image, x: int = 0, y: int = 0) -> None:
        mask = self.image if self.image.mode == "RGBA" else None
        frame.paste(self.image, (x + self.left, y + self.top), mask)


class Canvas:
    """ImageDraw in 1x coordinates on a SCALE-times larger image of the 1x box ``left, top, width, height``.

    The box's corner is a whole 1x pixel, so a piece drawn here and pasted where it belongs has the pixels
    it would have had drawn on the whole picture.
    """

    def __init__(self, left: int, top: int, width: int, height: int, fill: Colour | None = None) -> None:
        self.left, self.top = left, top
        self.image = Image.new("RGBA", (width * SCALE, height * SCALE), fill or (0, 0, 0, 0))
        self.draw = ImageDraw.Draw(self.image)

    def _xy(self, x: float, y: float) -> tuple[float, float]:
        return (x - self.left) * SCALE, (y - self.top) * SCALE

    def _box(self, box: Sequence[float]) -> list[float]:
        x0, y0, x1, y1 = box
        return [*self._xy(x0, y0), *self._xy(x1, y1)]

    def polygon(self, points: Sequence[tuple[float, float]], fill: Colour, outline: Any = None) -> None:
        self.draw.polygon([self._xy(x, y) for x, y in points], fill=fill, outline=outline, width=SCALE)

    def ellipse(self, box: Sequence[float], fill: Any, outline: Any = None, width: int = 1) -> None:
        self.draw.ellipse(self._box(box), fill=fill, outline=outline, width=width * SCALE)

    def box(self, box: Sequence[float], fill: Any, outline: Any = None, width: int = 1, radius: int = 8) -> None:
        self.draw.rounded_rectangle(self._box(box), radius * SCALE, fill=fill, outline=outline, width=width * SCALE)

    def line(self, points: Sequence[tuple[float, float]], fill: Any, width: int = 1) -> None:
        self.draw.line([self._xy(x, y) for x, y in points], fill=fill, width=width * SCALE)

    def text(
        self, xy: tuple[float, float], text: str, size: int, fill: Any = TEXT, anchor: str = "la", stroke: Any = None
    ) -> None:
        self.draw.text(
            self._xy(*xy),
            text,
            font=scaled_font(size),
            fill=fill,
            anchor=anchor,
            stroke_width=SCALE if stroke else 0,
            stroke_fill=stroke,
        )

    def sprite(self, ground: Colour | None = None) -> Sprite:
        """The drawing halved and cut to what was drawn; flattened on ``ground`` when given, else transparent."""
        # halved premultiplied, so that a half-covered pixel keeps its colour at half opacity instead of
        # being darkened by the transparent black around it
        small = self.image.convert("RGBa").reduce(SCALE).convert("RGBA")
        bbox = small.getbbox()
        assert bbox, "a sprite draws something"
        small = small.crop(bbox)
        if ground is not None:
            flat = Image.new("RGB", small.size, ground)
            flat.paste(small, (0, 0), small)
            small = flat
        return Sprite(small, self.left + bbox[0], self.top + bbox[1])


def width_of(text: str, size: int) -> float:
    return scaled_font(size).getlength(text) / SCALE


@lru_cache(maxsize=256)
def fit(text: str, size: int, room: float) -> str:
    """``text`` shortened with an ellipsis until it fits in ``room`` pixels."""
    if width_of(text, size) <= room:
        return text
    while text and width_of(text + "…", size) > room:
        text = text[:-1]
    return text + "…"


@lru_cache(maxsize=512)
def _text_mask(text: str, size: int, anchor: str, fx: float, fy: float) -> tuple[Image.Image, int, int]:
    """How much of each pixel ``text`` covers, anchored at (``fx``, ``fy``), and where the mask's corner is from
    the anchor's whole pixel: the fraction of a pixel the anchor is at changes the glyphs' raster, the whole
    pixels only where the mask goes. Pasted through in any colour, it is the text drawn there."""
    font = scaled_font(size)
    x0, y0, x1, y1 = font.getbbox(text, anchor=anchor)
    left, top = math.floor(fx + x0 / SCALE) - 1, math.floor(fy + y0 / SCALE) - 1
    right, bottom = math.ceil(fx + x1 / SCALE) + 1, math.ceil(fy + y1 / SCALE) + 1
    mask = Image.new("L", ((right - left) * SCALE, (bottom - top) * SCALE))
    xy = (fx - left) * SCALE, (fy - top) * SCALE
    ImageDraw.Draw(mask).text(xy, text, font=font, fill=255, anchor=anchor)
    return mask.reduce(SCALE), left, top


def write(
    frame: Image.Image, xy: tuple[float, float], text: str, size: int, fill: Colour = TEXT, anchor: str = "la"
) -> None:
    """``text`` on the picture as ``Canvas.text`` would draw it there."""
    if text:
        x, y = math.floor(xy[0]), math.floor(xy[1])
        mask, left, top = _text_mask(text, size, anchor, xy[0] - x, xy[1] - y)
        frame.paste(fill, (x + left, y + top), mask)


def _blend(one: Colour, other: Colour, share: float) -> Colour:
    """``share`` of ``other`` over ``one``."""
    a, b, c = (round(x + (y - x) * share) for x, y in zip(one, other, strict=True))
    return a, b, c


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The picture's colours, the half-way blend of every two, and quarter blends of each with the grounds.

    An anti-aliased edge between two colours is a blend of them, mostly on the grounds (the background and
    the panels, where the text is): 254 colours, closer to the drawing than 64 chosen for each picture were.
    """
    grounds, near = (BG, PANEL), (BG, PANEL, PANEL_EDGE)
    halves = [_blend(one, other, 0.5) for one, other in itertools.combinations(COLOURS, 2)]
    quarters = [_blend(g, c, share) for g in grounds for c in COLOURS if c not in near for share in (0.25, 0.75)]
    image = Image.new("P", (1, 1))
    image.putpalette([channel for colour in (*COLOURS, *halves, *quarters) for channel in colour])
    return image
