"""Table picture for Drago Rosso: the dragon, the knight, the stakes and the players.

``render_table(view, names, locale)`` turns an engine view (a ``SeatView``) into a small PNG (800x450) that stays
legible when a phone shrinks it, its words in ``locale`` (the game's). Everything is drawn with Pillow primitives
and the pictures' font (``discord_ui.pictures.font``) at twice the size, then halved (cheap anti-aliasing).

Drawing at twice the size is what costs, and most of a table looks the same from one move to the next, so a
picture is put together from pieces kept drawn and halved in module-level caches (the worker process that
draws pictures lives long): the background with its fixed labels, the dragon for each stripe the knight
reached, the knight with its pile, the cards, the players' panels and the masks of the texts. A render
pastes them on a copy of the background, drawing only the pieces it has not met yet, and maps the colours to
one fixed palette instead of choosing one per picture. Measured over whole games, a render takes about 3 ms
(16-22 ms when every picture was drawn whole), 1.7 ms of which map the colours and compress; a text not met
yet adds up to 0.5 ms, a dragon 7 ms. The file is about 23 KB.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from cogs.drago_rosso.words import text
from discord_ui import i18n
from discord_ui.pictures import font, palette_png
from engine.drago_rosso import HEAD, KINDS, STRIPES
from engine.drago_rosso.cards import DANGER_CARD, DANGERS, STOP_CARD
from engine.drago_rosso.views import ADVANCE, AT_HEAD, DOOM, PASSES, STOPPED, TAKES, SeatView

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

# the dragon's spine: tail at the left, neck at the right, in 1x pixels
SPINE_LEFT, SPINE_RIGHT, SPINE_Y, SPINE_WAVE = 30, 640, 144, 24
SEGMENTS = STRIPES + 1  # the tail tip (where the knight starts) and the 17 stripes
#: the band between the header and the panels where the dragon, the knight and the caption are
SCENE_TOP, SCENE_BOTTOM = 34, 244
#: how far left or right of the knight its pile may reach (a pile of eight digits)
PILE_REACH = 140
#: the players' panels
PANEL_GAP, PANEL_TOP, PANEL_BOTTOM = 8, 324, 442


def _font(size: int) -> ImageFont.FreeTypeFont:
    """The pictures' font for ``size`` 1x pixels, at the drawing's scale."""
    return font(size * SCALE)


@dataclass(frozen=True)
class _Sprite:
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


class _Canvas:
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
            font=_font(size),
            fill=fill,
            anchor=anchor,
            stroke_width=SCALE if stroke else 0,
            stroke_fill=stroke,
        )

    def sprite(self, ground: Colour | None = None) -> _Sprite:
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
        return _Sprite(small, self.left + bbox[0], self.top + bbox[1])


def _width_of(text: str, size: int) -> float:
    return _font(size).getlength(text) / SCALE


@lru_cache(maxsize=256)
def _fit(text: str, size: int, room: float) -> str:
    """``text`` shortened with an ellipsis until it fits in ``room`` pixels."""
    if _width_of(text, size) <= room:
        return text
    while text and _width_of(text + "…", size) > room:
        text = text[:-1]
    return text + "…"


@lru_cache(maxsize=512)
def _text_mask(text: str, size: int, anchor: str, fx: float, fy: float) -> tuple[Image.Image, int, int]:
    """How much of each pixel ``text`` covers, anchored at (``fx``, ``fy``), and where the mask's corner is from
    the anchor's whole pixel: the fraction of a pixel the anchor is at changes the glyphs' raster, the whole
    pixels only where the mask goes. Pasted through in any colour, it is the text drawn there."""
    font = _font(size)
    x0, y0, x1, y1 = font.getbbox(text, anchor=anchor)
    left, top = math.floor(fx + x0 / SCALE) - 1, math.floor(fy + y0 / SCALE) - 1
    right, bottom = math.ceil(fx + x1 / SCALE) + 1, math.ceil(fy + y1 / SCALE) + 1
    mask = Image.new("L", ((right - left) * SCALE, (bottom - top) * SCALE))
    xy = (fx - left) * SCALE, (fy - top) * SCALE
    ImageDraw.Draw(mask).text(xy, text, font=font, fill=255, anchor=anchor)
    return mask.reduce(SCALE), left, top


def _write(
    frame: Image.Image, xy: tuple[float, float], text: str, size: int, fill: Colour = TEXT, anchor: str = "la"
) -> None:
    """``text`` on the picture as ``_Canvas.text`` would draw it there."""
    if text:
        x, y = math.floor(xy[0]), math.floor(xy[1])
        mask, left, top = _text_mask(text, size, anchor, xy[0] - x, xy[1] - y)
        frame.paste(fill, (x + left, y + top), mask)


def _blend(one: Colour, other: Colour, share: float) -> Colour:
    """``share`` of ``other`` over ``one``."""
    a, b, c = (round(x + (y - x) * share) for x, y in zip(one, other, strict=True))
    return a, b, c


@lru_cache(maxsize=1)
def _palette() -> Image.Image:
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


# -- geometry ------------------------------------------------------------------
def _spine(t: float) -> tuple[float, float]:
    """Point of the spine at ``t`` in [0, 1], tail to neck."""
    return SPINE_LEFT + t * (SPINE_RIGHT - SPINE_LEFT), SPINE_Y + SPINE_WAVE * math.sin(t * 2.4 * math.pi + 0.6)


def _half_width(t: float) -> float:
    """The body swells from a thin tail to a thick neck."""
    return 7 + 26 * t**0.7


def _normal(t: float) -> tuple[float, float]:
    (x0, y0), (x1, y1) = _spine(max(0.0, t - 0.005)), _spine(min(1.0, t + 0.005))
    length = math.hypot(x1 - x0, y1 - y0)
    return -(y1 - y0) / length, (x1 - x0) / length


def _edge(t: float, side: float, extra: float = 0.0) -> tuple[float, float]:
    """A point on the body's outline at ``t``: ``side`` -1 is the back (up), +1 the belly."""
    x, y = _spine(t)
    nx, ny = _normal(t)
    reach = side * (_half_width(t) + extra)
    return x + nx * reach, y + ny * reach


def _segment_t(segment: int) -> tuple[float, float]:
    return segment / SEGMENTS, (segment + 1) / SEGMENTS


def _stripe_centre(stripe: int) -> tuple[float, float]:
    t0, t1 = _segment_t(stripe)
    return _spine((t0 + t1) / 2)


# -- pieces ----------------------------------------------------------------------
def _gem(c: _Canvas, x: float, y: float, r: float) -> None:
    """A cut gem centred on (x, y)."""
    c.polygon(
        [(x - r, y - r * 0.35), (x - r * 0.55, y - r), (x + r * 0.55, y - r), (x + r, y - r * 0.35), (x, y + r)],
        fill=GEM,
        outline=GEM_EDGE,
    )
    c.polygon(
        [(x - r * 0.45, y - r * 0.35), (x, y - r * 0.8), (x + r * 0.45, y - r * 0.35), (x, y + r * 0.5)], fill=GEM_LIGHT
    )


def _danger_sign(c: _Canvas, x: float, y: float, r: float, lit: bool) -> None:
    fill = DANGER_YELLOW if lit else PANEL
    edge = DANGER_YELLOW if lit else MUTED
    c.polygon([(x, y - r), (x + r * 1.1, y + r * 0.8), (x - r * 1.1, y + r * 0.8)], fill=fill, outline=edge)
    c.text((x, y + r * 0.35), "!", int(r * 1.1), fill=BG if lit else MUTED, anchor="mm")


def _dragon(c: _Canvas, knight: int) -> None:
    # spikes along the back, one per stripe, growing with the body
    for segment in range(1, SEGMENTS):
        t0, t1 = _segment_t(segment)
        tm = (t0 + t1) / 2
        c.polygon([_edge(t0 + 0.006, -1), _edge(tm, -1, 6 + 8 * tm), _edge(t1 - 0.006, -1)], fill=RED_DARK)
    for segment in range(SEGMENTS):
        t0, t1 = _segment_t(segment)
        steps = [t0 + (t1 - t0) * i / 4 for i in range(5)]
        if segment == 0:  # the tail tip, a point where the knight waits
            outline = [_spine(0.0), *[_edge(t, -1) for t in steps[1:]], *[_edge(t, 1) for t in reversed(steps[1:])]]
        else:
            outline = [*[_edge(t, -1) for t in steps], *[_edge(t, 1) for t in reversed(steps)]]
        light, dark = (PATH_LIGHT, PATH) if 0 < segment <= knight else (RED_LIGHT, RED)
        fill = light if segment % 2 else dark
        c.polygon(outline, fill=fill, outline=RED_DARK)
    for stripe in range(1, SEGMENTS):
        x, y = _stripe_centre(stripe)
        c.text((x, y), str(stripe), 15, anchor="mm", stroke=RED_DARK)
    _head(c)


def _head(c: _Canvas) -> None:
    x, y = _spine(1.0)
    w = _half_width(1.0)
    c.polygon([(x - 4, y - w + 2), (x + 4, y - w - 26), (x + 22, y - w + 2)], fill=RED_DARK)  # horn
    c.polygon(
        [
            (x - 2, y - w),
            (x + 30, y - w - 6),
            (x + 52, y - 14),
            (x + 96, y - 8),
            (x + 104, y + 2),
            (x + 96, y + 10),
            (x + 58, y + 14),
            (x + 86, y + 22),
            (x + 40, y + w + 6),
            (x - 2, y + w),
        ],
        fill=RED_LIGHT,
        outline=RED_DARK,
    )
    c.ellipse([x + 32, y - 18, x + 48, y - 6], fill=DANGER_YELLOW, outline=RED_DARK)
    c.ellipse([x + 38, y - 17, x + 42, y - 7], fill=BG)
    c.ellipse([x + 90, y - 4, x + 95, y + 1], fill=RED_DARK)
    c.line([(x + 58, y + 14), (x + 100, y + 8)], fill=RED_DARK, width=2)


def _knight_spot(knight: int) -> tuple[float, float]:
    """The point on the dragon's back above which the knight stands."""
    if knight >= HEAD:
        x, y = _spine(1.0)
        return x + 50, y - 24
    t0, t1 = _segment_t(knight)
    return _edge((t0 + t1) / 2, -1)


def _knight(c: _Canvas, knight: int, pile: int) -> None:
    """A shield on a short pole over the knight's stripe, the pile of gems beside it."""
    x, foot = _knight_spot(knight)
    top = foot - 50
    c.line([(x, foot + 2), (x, top + 30)], fill=SILVER, width=2)
    shield = [(x - 15, top), (x + 15, top), (x + 15, top + 18), (x, top + 36), (x - 15, top + 18)]
    c.polygon(shield, fill=SILVER, outline=BG)
    c.polygon([(x - 3, top + 4), (x + 3, top + 4), (x + 3, top + 29), (x - 3, top + 29)], fill=RED)
    c.polygon([(x - 11, top + 11), (x + 11, top + 11), (x + 11, top + 17), (x - 11, top + 17)], fill=RED)
    label = str(pile)
    width = _width_of(label, 20)
    left = x + 20
    if left + width + 34 > WIDTH - 4:  # near the right edge the pile goes on the knight's left
        left = x - 20 - width - 32
    c.box([left, top + 3, left + width + 32, top + 31], fill=BG, outline=GEM, radius=10)
    _gem(c, left + 13, top + 17, 8)
    c.text((left + 25, top + 17), label, 20, anchor="lm")


@lru_cache(maxsize=STRIPES + 1)
def _dragon_sprite(knight: int) -> _Sprite:
    """The dragon with its stripes up to ``knight`` lit (all 18 kept, 5 MB: a new one takes 7 ms)."""
    c = _Canvas(0, SCENE_TOP, WIDTH, SCENE_BOTTOM - SCENE_TOP)
    _dragon(c, knight)
    return c.sprite(BG)


@lru_cache(maxsize=64)
def _knight_sprite(knight: int, pile: int) -> _Sprite:
    """The knight and its pile, to paste over the dragon."""
    x, foot = _knight_spot(knight)
    left, top = math.floor(x) - PILE_REACH, math.floor(foot) - 52
    c = _Canvas(left, top, 2 * PILE_REACH, 58)
    _knight(c, knight, pile)
    return c.sprite()


@lru_cache(maxsize=2)
def _danger_sprite(lit: bool) -> _Sprite:
    """A danger sign of the fines panel, centred on (0, 0)."""
    c = _Canvas(-16, -16, 32, 32)
    _danger_sign(c, 0, 0, 13, lit)
    return c.sprite()


def _text(locale: str, message_id: str, /, **args: Any) -> str:
    """One of the picture's words (``drago-rosso-picture-`` + ``message_id``) in ``locale``."""
    return text(locale, f"picture-{message_id}", **args)


@lru_cache(maxsize=128)
def _deck_card(kind: str, count: int, locale: str) -> _Sprite:
    """One small card of the deck panel with how many of its kind are left under it, its corner at (0, 0)."""
    c = _Canvas(-10, -4, 54, 70)
    x, y, w, h = 0, 0, 34, 42
    if kind == STOP_CARD:
        c.box([x, y, x + w, y + h], fill=STOP_RED, outline=TEXT, radius=5)
        c.text((x + w / 2, y + h / 2), _text(locale, "stop"), 10, anchor="mm")
    elif kind == DANGER_CARD:
        c.box([x, y, x + w, y + h], fill=RED_DARK, outline=DANGER_YELLOW, radius=5)
        _danger_sign(c, x + w / 2, y + h / 2 - 2, 11, True)
    else:
        c.box([x, y, x + w, y + h], fill=FOOT_CARD, outline=TEXT, radius=5)
        c.text((x + w / 2, y + 15), kind, 22, anchor="mm")
        px, py = x + w / 2, y + 33  # a paw print under the number
        c.ellipse([px - 5, py - 2, px + 5, py + 5], fill=TEXT)
        for dx in (-5, 0, 5):
            c.ellipse([px + dx - 2, py - 7, px + dx + 2, py - 3], fill=TEXT)
    c.text((x + w / 2, y + h + 10), _text(locale, "count", count=count), 15, fill=TEXT if count else MUTED, anchor="mm")
    if not count:
        c.line([(x + 4, y + 4), (x + w - 4, y + h - 4)], fill=BG, width=3)
    return c.sprite()


def _name(names: Sequence[str], seat: int, locale: str) -> str:
    return names[seat] if seat < len(names) else _text(locale, "seat", number=seat + 1)


def _status(view: SeatView, names: Sequence[str], locale: str) -> str:
    if view.finished:
        winners = i18n.listed([_name(names, s, locale) for s in view.winners], locale, style="standard")
        return _text(locale, "over", winners=winners, count=len(view.winners))
    offer = view.offer
    if offer:
        return _text(locale, "offer", stopper=_name(names, offer.stopper, locale), amount=offer.amount)
    owner = _name(names, view.owner, locale) if view.active != view.owner else "none"
    must_reveal = "yes" if view.must_reveal else "no"
    active = _name(names, view.active, locale)
    return _text(locale, "turn", turn=view.turn, active=active, owner=owner, must_reveal=must_reveal)


def _caption(view: SeatView, names: Sequence[str], locale: str) -> str:
    last = view.last
    if not last:
        return _text(locale, "waits")
    who = _name(names, last.seat, locale)
    if last.effect == ADVANCE:
        steps = int(last.card)
        return _text(locale, "advance", who=who, steps=steps, start=last.start, to=last.to, placed=last.placed)
    if last.effect == AT_HEAD:
        return _text(locale, "head", who=who, steps=int(last.card), stripes=STRIPES, gained=last.gained)
    if last.effect == DOOM:
        return _text(locale, "doom", who=who, lost=last.lost)
    card = "stop" if last.effect == STOPPED else "danger"
    return _text(locale, "fined", who=who, card=card, fine=last.fine, returned=last.returned)


#: a bidder's tag under its name (one not asked any more still shows as deciding)
_BIDDER_TAGS = {TAKES: ("takes", TAKE_GREEN), PASSES: ("passes", MUTED)}


def _panel_span(seats: int, seat: int) -> tuple[float, float]:
    """Left edge and width of ``seat``'s panel."""
    width = (WIDTH - 20 - PANEL_GAP * (seats - 1)) / seats
    return 10 + seat * (width + PANEL_GAP), width


@lru_cache(maxsize=64)
def _panel(seats: int, seat: int, gold: bool) -> _Sprite:
    """A player's panel with its gem, edged in gold for the player to act or a winner."""
    left, width = _panel_span(seats, seat)
    c = _Canvas(math.floor(left) - 1, PANEL_TOP - 1, math.ceil(width) + 3, PANEL_BOTTOM - PANEL_TOP + 2)
    edge = GOLD if gold else PANEL_EDGE
    c.box([left, PANEL_TOP, left + width, PANEL_BOTTOM], fill=PANEL, outline=edge, width=3 if gold else 1)
    _gem(c, left + 20, PANEL_TOP + 56, 10)
    return c.sprite(BG)


def _players(frame: Image.Image, view: SeatView, names: Sequence[str], locale: str) -> None:
    seats = view.seats
    top, bottom = PANEL_TOP, PANEL_BOTTOM
    offer = view.offer
    for seat in range(seats):
        left, width = _panel_span(seats, seat)
        active = seat == view.active and not view.finished
        winner = seat in view.winners
        _panel(seats, seat, active or winner).paste_on(frame)
        _write(frame, (left + 10, top + 10), _fit(_name(names, seat, locale), 17, width - 20), 17)
        _write(frame, (left + 36, top + 56), str(view.gems[seat]), 28, anchor="lm")
        tag, colour = "none", MUTED
        status = offer.status(seat) if offer else None
        if winner:
            tag, colour = "winner", GOLD
        elif offer and seat == offer.stopper:
            tag, colour = "stopped", GOLD
        elif status is not None:
            tag, colour = _BIDDER_TAGS.get(status, ("deciding", TEXT))
        elif offer:
            tag = "cannot-pay"
        elif active:
            tag, colour = "playing", GOLD
        owner = "yes" if seat == view.owner and not view.finished else "no"
        words = _text(locale, "tag", tag=tag, owner=owner)
        _write(frame, (left + 10, bottom - 14), _fit(words, 15, width - 20), 15, fill=colour, anchor="lm")


@lru_cache(maxsize=4)
def _background(locale: str) -> Image.Image:
    """What every table shows alike: the grounds of the header and of the panels, the title, the fixed labels."""
    c = _Canvas(0, 0, WIDTH, HEIGHT, BG)
    c.box([-10, -10, WIDTH + 10, 34], fill=PANEL, radius=0)
    c.text((14, 17), _text(locale, "title"), 22, fill=GOLD, anchor="lm")
    c.box([10, 244, 210, 316], fill=PANEL, outline=PANEL_EDGE)  # dangers and fines
    c.box([218, 244, 590, 316], fill=PANEL, outline=PANEL_EDGE)  # the deck by kind
    c.text((230, 258), _text(locale, "deck"), 14, fill=MUTED, anchor="lm")
    c.box([598, 244, 790, 316], fill=PANEL, outline=GOLD)  # the dragon's treasure
    for dx, dy in ((0, 7), (16, 7), (8, -7)):
        _gem(c, 620 + dx, 282 + dy, 10)
    c.text((656, 260), _text(locale, "treasure"), 15, fill=MUTED, anchor="lm")
    return c.sprite(BG).image


def render_table(view: SeatView, names: Sequence[str], locale: str = i18n.DEFAULT) -> bytes:
    """PNG of the table described by ``view`` in ``locale``; ``names[s]`` is seat ``s``'s display name."""
    frame = _background(locale).copy()
    _write(frame, (WIDTH - 14, 17), _fit(_status(view, names, locale), 18, WIDTH - 190), 18, anchor="rm")

    _dragon_sprite(min(view.knight, STRIPES)).paste_on(frame)
    _knight_sprite(view.knight, view.pile).paste_on(frame)
    _write(frame, (WIDTH / 2, 230), _fit(_caption(view, names, locale), 17, WIDTH - 20), 17, fill=MUTED, anchor="mm")

    for i in range(DANGERS):
        _danger_sprite(i < view.dangers).paste_on(frame, 34 + i * 36, 268)
    doubled = view.doubled
    fines = _text(locale, "fines", divisor=view.fine_divisor)
    _write(frame, (134, 268), fines, 17, fill=GOLD if doubled else TEXT, anchor="lm")
    stripes = _text(locale, "stripes", doubled="yes" if doubled else "no")
    _write(frame, (20, 300), stripes, 16, fill=GOLD if doubled else MUTED, anchor="lm")

    _write(frame, (230, 284), str(view.deck_size), 24, anchor="lm")
    for i, kind in enumerate(KINDS):
        _deck_card(kind, view.left(kind), locale).paste_on(frame, 280 + i * 51, 249)

    _write(frame, (656, 292), str(view.treasure), 30, fill=GOLD, anchor="lm")

    _players(frame, view, names, locale)
    return palette_png(frame, _palette())
