"""The dragon of Drago Rosso's table picture: its body along a waving spine, its stripes lit up to the knight,
its head, the knight with its pile of gems, and the danger signs, each drawn once and kept as a sprite."""

from __future__ import annotations

import math
from functools import lru_cache

from cogs.drago_rosso.canvas import (
    BG,
    DANGER_YELLOW,
    GEM,
    GEM_EDGE,
    GEM_LIGHT,
    MUTED,
    PANEL,
    PATH,
    PATH_LIGHT,
    RED,
    RED_DARK,
    RED_LIGHT,
    SILVER,
    WIDTH,
    Canvas,
    Sprite,
    width_of,
)
from engine.drago_rosso import HEAD, STRIPES

# the dragon's spine: tail at the left, neck at the right, in 1x pixels
SPINE_LEFT, SPINE_RIGHT, SPINE_Y, SPINE_WAVE = 30, 640, 144, 24
SEGMENTS = STRIPES + 1  # the tail tip (where the knight starts) and the 17 stripes
#: the band between the header and the panels where the dragon, the knight and the caption are
SCENE_TOP, SCENE_BOTTOM = 34, 244
#: how far left or right of the knight its pile may reach (a pile of eight digits)
PILE_REACH = 140


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
def gem(c: Canvas, x: float, y: float, r: float) -> None:
    """A cut gem centred on (x, y)."""
    c.polygon(
        [(x - r, y - r * 0.35), (x - r * 0.55, y - r), (x + r * 0.55, y - r), (x + r, y - r * 0.35), (x, y + r)],
        fill=GEM,
        outline=GEM_EDGE,
    )
    c.polygon(
        [(x - r * 0.45, y - r * 0.35), (x, y - r * 0.8), (x + r * 0.45, y - r * 0.35), (x, y + r * 0.5)], fill=GEM_LIGHT
    )


def danger_sign(c: Canvas, x: float, y: float, r: float, lit: bool) -> None:
    fill = DANGER_YELLOW if lit else PANEL
    edge = DANGER_YELLOW if lit else MUTED
    c.polygon([(x, y - r), (x + r * 1.1, y + r * 0.8), (x - r * 1.1, y + r * 0.8)], fill=fill, outline=edge)
    c.text((x, y + r * 0.35), "!", int(r * 1.1), fill=BG if lit else MUTED, anchor="mm")


def _dragon(c: Canvas, knight: int) -> None:
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


def _head(c: Canvas) -> None:
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


def _knight(c: Canvas, knight: int, pile: int) -> None:
    """A shield on a short pole over the knight's stripe, the pile of gems beside it."""
    x, foot = _knight_spot(knight)
    top = foot - 50
    c.line([(x, foot + 2), (x, top + 30)], fill=SILVER, width=2)
    shield = [(x - 15, top), (x + 15, top), (x + 15, top + 18), (x, top + 36), (x - 15, top + 18)]
    c.polygon(shield, fill=SILVER, outline=BG)
    c.polygon([(x - 3, top + 4), (x + 3, top + 4), (x + 3, top + 29), (x - 3, top + 29)], fill=RED)
    c.polygon([(x - 11, top + 11), (x + 11, top + 11), (x + 11, top + 17), (x - 11, top + 17)], fill=RED)
    label = str(pile)
    width = width_of(label, 20)
    left = x + 20
    if left + width + 34 > WIDTH - 4:  # near the right edge the pile goes on the knight's left
        left = x - 20 - width - 32
    c.box([left, top + 3, left + width + 32, top + 31], fill=BG, outline=GEM, radius=10)
    gem(c, left + 13, top + 17, 8)
    c.text((left + 25, top + 17), label, 20, anchor="lm")


@lru_cache(maxsize=STRIPES + 1)
def dragon_sprite(knight: int) -> Sprite:
    """The dragon with its stripes up to ``knight`` lit (all 18 kept, 5 MB: a new one takes 7 ms)."""
    c = Canvas(0, SCENE_TOP, WIDTH, SCENE_BOTTOM - SCENE_TOP)
    _dragon(c, knight)
    return c.sprite(BG)


@lru_cache(maxsize=64)
def knight_sprite(knight: int, pile: int) -> Sprite:
    """The knight and its pile, to paste over the dragon."""
    x, foot = _knight_spot(knight)
    left, top = math.floor(x) - PILE_REACH, math.floor(foot) - 52
    c = Canvas(left, top, 2 * PILE_REACH, 58)
    _knight(c, knight, pile)
    return c.sprite()


@lru_cache(maxsize=2)
def danger_sprite(lit: bool) -> Sprite:
    """A danger sign of the fines panel, centred on (0, 0)."""
    c = Canvas(-16, -16, 32, 32)
    danger_sign(c, 0, 0, 13, lit)
    return c.sprite()
