"""Table picture for Drago Rosso: the dragon, the knight, the stakes and the players.

``render_table(view, names)`` turns an engine view (a ``SeatView``) into a small PNG (800x450) that stays legible
when a phone shrinks it. Everything is drawn with Pillow primitives and the bundled default font
at twice the size, then halved (cheap anti-aliasing) and reduced to a 64-colour palette, which
keeps the file under 25 KB and a render at about 15 ms.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from cogs.drago_rosso import texts as t
from engine.drago_rosso import HEAD, KINDS, STRIPES
from engine.drago_rosso.cards import DANGER_CARD, DANGERS, STOP_CARD
from engine.drago_rosso.views import ADVANCE, AT_HEAD, DOOM, PASSES, STOPPED, TAKES, SeatView

WIDTH, HEIGHT = 800, 450
SCALE = 2  # drawn at this multiple, then reduced: smooth edges without an anti-aliasing renderer
COLOURS = 64

BG = (27, 31, 42)
PANEL = (38, 44, 58)
PANEL_EDGE = (62, 70, 90)
TEXT = (242, 239, 230)
MUTED = (160, 166, 182)
GOLD = (244, 197, 66)
RED = (186, 38, 30)
RED_LIGHT = (222, 66, 43)
RED_DARK = (120, 22, 18)
PATH = (240, 132, 54)
PATH_LIGHT = (250, 168, 70)
GEM = (62, 198, 192)
GEM_LIGHT = (168, 240, 232)
SILVER = (214, 220, 230)
FOOT_CARD = (128, 92, 58)
STOP_RED = (200, 40, 40)
DANGER_YELLOW = (246, 200, 40)
TAKE_GREEN = (92, 196, 110)

# the dragon's spine: tail at the left, neck at the right, in 1x pixels
SPINE_LEFT, SPINE_RIGHT, SPINE_Y, SPINE_WAVE = 30, 640, 144, 24
SEGMENTS = STRIPES + 1  # the tail tip (where the knight starts) and the 17 stripes


@lru_cache(maxsize=16)
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size * SCALE)


class _Canvas:
    """ImageDraw in 1x coordinates on a SCALE-times larger image."""

    def __init__(self) -> None:
        self.image = Image.new("RGB", (WIDTH * SCALE, HEIGHT * SCALE), BG)
        self.draw = ImageDraw.Draw(self.image)

    def polygon(self, points: Sequence[tuple[float, float]], fill: tuple[int, ...], outline: Any = None) -> None:
        self.draw.polygon([(x * SCALE, y * SCALE) for x, y in points], fill=fill, outline=outline, width=SCALE)

    def ellipse(self, box: Sequence[float], fill: Any, outline: Any = None, width: int = 1) -> None:
        self.draw.ellipse([v * SCALE for v in box], fill=fill, outline=outline, width=width * SCALE)

    def box(self, box: Sequence[float], fill: Any, outline: Any = None, width: int = 1, radius: int = 8) -> None:
        self.draw.rounded_rectangle(
            [v * SCALE for v in box], radius * SCALE, fill=fill, outline=outline, width=width * SCALE
        )

    def line(self, points: Sequence[tuple[float, float]], fill: Any, width: int = 1) -> None:
        self.draw.line([(x * SCALE, y * SCALE) for x, y in points], fill=fill, width=width * SCALE)

    def text(
        self, xy: tuple[float, float], text: str, size: int, fill: Any = TEXT, anchor: str = "la", stroke: Any = None
    ) -> None:
        self.draw.text(
            (xy[0] * SCALE, xy[1] * SCALE),
            text,
            font=_font(size),
            fill=fill,
            anchor=anchor,
            stroke_width=SCALE if stroke else 0,
            stroke_fill=stroke,
        )

    def width_of(self, text: str, size: int) -> float:
        return self.draw.textlength(text, font=_font(size)) / SCALE

    def fit(self, text: str, size: int, room: float) -> str:
        """``text`` shortened with an ellipsis until it fits in ``room`` pixels."""
        if self.width_of(text, size) <= room:
            return text
        while text and self.width_of(text + "…", size) > room:
            text = text[:-1]
        return text + "…"

    def png(self) -> bytes:
        # the fast octree quantizer and zlib's default level: an "optimised" save or median-cut
        # quantizing would shave 10% off the bytes at five times the time
        small = self.image.reduce(SCALE).quantize(COLOURS, method=Image.Quantize.FASTOCTREE)
        out = io.BytesIO()
        small.save(out, format="PNG")
        return out.getvalue()


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
        outline=(20, 90, 96),
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
    width = c.width_of(label, 20)
    left = x + 20
    if left + width + 34 > WIDTH - 4:  # near the right edge the pile goes on the knight's left
        left = x - 20 - width - 32
    c.box([left, top + 3, left + width + 32, top + 31], fill=BG, outline=GEM, radius=10)
    _gem(c, left + 13, top + 17, 8)
    c.text((left + 25, top + 17), label, 20, anchor="lm")


def _deck_card(c: _Canvas, x: float, y: float, kind: str, count: int) -> None:
    """One small card of the deck panel with how many of its kind are left under it."""
    w, h = 34, 42
    if kind == STOP_CARD:
        c.box([x, y, x + w, y + h], fill=STOP_RED, outline=TEXT, radius=5)
        c.text((x + w / 2, y + h / 2), t.PICTURE_STOP, 10, anchor="mm")
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
    c.text((x + w / 2, y + h + 10), t.PICTURE_COUNT.format(count=count), 15, fill=TEXT if count else MUTED, anchor="mm")
    if not count:
        c.line([(x + 4, y + 4), (x + w - 4, y + h - 4)], fill=BG, width=3)


def _footprints(card: str) -> str:
    """A footprint card ("1" to "4") as its number of footprints."""
    return t.FOOTPRINTS(int(card))


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else t.PICTURE_SEAT.format(number=seat + 1)


def _status(view: SeatView, names: Sequence[str]) -> str:
    if view.finished:
        winners = t.PICTURE_AND.join(_name(names, s) for s in view.winners)
        return (t.PICTURE_OVER_ONE if len(view.winners) == 1 else t.PICTURE_OVER_MANY).format(winners=winners)
    offer = view.offer
    if offer:
        return t.PICTURE_OFFER.format(stopper=_name(names, offer.stopper), amount=offer.amount)
    status = t.PICTURE_TURN.format(turn=view.turn, active=_name(names, view.active))
    if view.active != view.owner:
        status += t.PICTURE_FOR.format(owner=_name(names, view.owner))
    return status + (t.PICTURE_MUST_REVEAL if view.must_reveal else t.PICTURE_TO_PLAY)


def _caption(view: SeatView, names: Sequence[str]) -> str:
    last = view.last
    if not last:
        return t.PICTURE_WAITS
    who = _name(names, last.seat)
    if last.effect == ADVANCE:
        start = t.PICTURE_TAIL if last.start == 0 else t.STRIPE.format(stripe=last.start)
        return t.PICTURE_ADVANCE.format(
            who=who, footprints=_footprints(last.card), start=start, to=last.to, placed=last.placed
        )
    if last.effect == AT_HEAD:
        return t.PICTURE_HEAD.format(who=who, footprints=_footprints(last.card), stripes=STRIPES, gained=last.gained)
    if last.effect == DOOM:
        return t.PICTURE_DOOM.format(who=who, lost=last.lost)
    card = t.PICTURE_STOP_CARD if last.effect == STOPPED else t.PICTURE_DANGER_CARD
    return t.PICTURE_FINED.format(who=who, card=card, fine=last.fine, returned=last.returned)


#: a bidder's tag under its name (one not asked any more still shows as deciding)
_BIDDER_TAGS = {TAKES: (t.PICTURE_TAKES, TAKE_GREEN), PASSES: (t.PICTURE_PASSES, MUTED)}


def _players(c: _Canvas, view: SeatView, names: Sequence[str]) -> None:
    seats = view.seats
    gap, top, bottom = 8, 324, 442
    width = (WIDTH - 20 - gap * (seats - 1)) / seats
    offer = view.offer
    for seat in range(seats):
        left = 10 + seat * (width + gap)
        active = seat == view.active and not view.finished
        winner = seat in view.winners
        edge = GOLD if active or winner else PANEL_EDGE
        c.box([left, top, left + width, bottom], fill=PANEL, outline=edge, width=3 if edge == GOLD else 1)
        c.text((left + 10, top + 10), c.fit(_name(names, seat), 17, width - 20), 17)
        _gem(c, left + 20, top + 56, 10)
        c.text((left + 36, top + 56), str(view.gems[seat]), 28, anchor="lm")
        tag, colour = "", MUTED
        status = offer.status(seat) if offer else None
        if winner:
            tag, colour = t.PICTURE_WINNER, GOLD
        elif offer and seat == offer.stopper:
            tag, colour = t.PICTURE_STOPPED, GOLD
        elif status is not None:
            tag, colour = _BIDDER_TAGS.get(status, (t.PICTURE_DECIDING, TEXT))
        elif offer:
            tag = t.PICTURE_CANNOT_PAY
        elif active:
            tag, colour = t.PICTURE_PLAYING, GOLD
        if seat == view.owner and not view.finished:
            tag = t.PICTURE_OWNER_TAG.format(tag=tag) if tag else t.PICTURE_OWNER
        c.text((left + 10, bottom - 14), c.fit(tag, 15, width - 20), 15, fill=colour, anchor="lm")


def render_table(view: SeatView, names: Sequence[str]) -> bytes:
    """PNG of the table described by ``view``; ``names[s]`` is seat ``s``'s display name."""
    c = _Canvas()
    c.box([-10, -10, WIDTH + 10, 34], fill=PANEL, radius=0)
    c.text((14, 17), t.PICTURE_TITLE, 22, fill=GOLD, anchor="lm")
    c.text((WIDTH - 14, 17), c.fit(_status(view, names), 18, WIDTH - 190), 18, anchor="rm")

    _dragon(c, min(view.knight, STRIPES))
    _knight(c, view.knight, view.pile)
    c.text((WIDTH / 2, 230), c.fit(_caption(view, names), 17, WIDTH - 20), 17, fill=MUTED, anchor="mm")

    # dangers and fines
    c.box([10, 244, 210, 316], fill=PANEL, outline=PANEL_EDGE)
    for i in range(DANGERS):
        _danger_sign(c, 34 + i * 36, 268, 13, i < view.dangers)
    doubled = view.doubled
    c.text(
        (134, 268), t.PICTURE_FINES.format(divisor=view.fine_divisor), 17, fill=GOLD if doubled else TEXT, anchor="lm"
    )
    c.text(
        (20, 300),
        t.PICTURE_DOUBLED if doubled else t.PICTURE_SINGLE,
        16,
        fill=GOLD if doubled else MUTED,
        anchor="lm",
    )

    # the deck by kind
    c.box([218, 244, 590, 316], fill=PANEL, outline=PANEL_EDGE)
    c.text((230, 258), t.PICTURE_DECK, 14, fill=MUTED, anchor="lm")
    c.text((230, 284), str(view.deck_size), 24, anchor="lm")
    for i, kind in enumerate(KINDS):
        _deck_card(c, 280 + i * 51, 249, kind, view.left(kind))

    # the dragon's treasure
    c.box([598, 244, 790, 316], fill=PANEL, outline=GOLD)
    for dx, dy in ((0, 7), (16, 7), (8, -7)):
        _gem(c, 620 + dx, 282 + dy, 10)
    c.text((656, 260), t.PICTURE_TREASURE, 15, fill=MUTED, anchor="lm")
    c.text((656, 292), str(view.treasure), 30, fill=GOLD, anchor="lm")

    _players(c, view, names)
    return c.png()
