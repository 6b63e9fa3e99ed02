"""Table picture for Drago Rosso: the dragon, the knight, the stakes and the players, the last card marked.

The table's layout and words are here; how it is drawn is in ``canvas.py``, the dragon and the knight in
``dragon.py``.

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

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from cogs.drago_rosso.canvas import (
    BG,
    DANGER_YELLOW,
    FOOT_CARD,
    GOLD,
    HEIGHT,
    MUTED,
    PANEL,
    PANEL_EDGE,
    RED_DARK,
    STOP_RED,
    TAKE_GREEN,
    TEXT,
    WIDTH,
    Canvas,
    Sprite,
    fit,
    palette,
    write,
)
from cogs.drago_rosso.dragon import danger_sign, danger_sprite, dragon_sprite, gem, knight_sprite
from cogs.drago_rosso.words import text
from discord_ui import i18n
from discord_ui.pictures import palette_png
from engine.drago_rosso import KINDS, STRIPES
from engine.drago_rosso.cards import DANGER_CARD, DANGERS, STOP_CARD
from engine.drago_rosso.views import ADVANCE, AT_HEAD, DANGER, DOOM, PASSES, STOPPED, TAKES, SeatView

#: the players' panels
PANEL_GAP, PANEL_TOP, PANEL_BOTTOM = 8, 324, 442


def _text(locale: str, message_id: str, /, **args: Any) -> str:
    """One of the picture's words (``drago-rosso-picture-`` + ``message_id``) in ``locale``."""
    return text(locale, f"picture-{message_id}", **args)


@lru_cache(maxsize=128)
def _deck_card(kind: str, count: int, locale: str) -> Sprite:
    """One small card of the deck panel with how many of its kind are left under it, its corner at (0, 0)."""
    c = Canvas(-10, -4, 54, 70)
    x, y, w, h = 0, 0, 34, 42
    if kind == STOP_CARD:
        c.box([x, y, x + w, y + h], fill=STOP_RED, outline=TEXT, radius=5)
        c.text((x + w / 2, y + h / 2), _text(locale, "stop"), 10, anchor="mm")
    elif kind == DANGER_CARD:
        c.box([x, y, x + w, y + h], fill=RED_DARK, outline=DANGER_YELLOW, radius=5)
        danger_sign(c, x + w / 2, y + h / 2 - 2, 11, True)
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
def _panel(seats: int, seat: int, gold: bool) -> Sprite:
    """A player's panel with its gem, edged in gold for the player to act or a winner."""
    left, width = _panel_span(seats, seat)
    c = Canvas(math.floor(left) - 1, PANEL_TOP - 1, math.ceil(width) + 3, PANEL_BOTTOM - PANEL_TOP + 2)
    edge = GOLD if gold else PANEL_EDGE
    c.box([left, PANEL_TOP, left + width, PANEL_BOTTOM], fill=PANEL, outline=edge, width=3 if gold else 1)
    gem(c, left + 20, PANEL_TOP + 56, 10)
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
        write(frame, (left + 10, top + 10), fit(_name(names, seat, locale), 17, width - 20), 17)
        write(frame, (left + 36, top + 56), str(view.gems[seat]), 28, anchor="lm")
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
        write(frame, (left + 10, bottom - 14), fit(words, 15, width - 20), 15, fill=colour, anchor="lm")


@lru_cache(maxsize=4)
def _background(locale: str) -> Image.Image:
    """What every table shows alike: the grounds of the header and of the panels, the title, the fixed labels."""
    c = Canvas(0, 0, WIDTH, HEIGHT, BG)
    c.box([-10, -10, WIDTH + 10, 34], fill=PANEL, radius=0)
    c.text((14, 17), _text(locale, "title"), 22, fill=GOLD, anchor="lm")
    c.box([10, 244, 210, 316], fill=PANEL, outline=PANEL_EDGE)  # dangers and fines
    c.box([218, 244, 590, 316], fill=PANEL, outline=PANEL_EDGE)  # the deck by kind
    c.text((230, 258), _text(locale, "deck"), 14, fill=MUTED, anchor="lm")
    c.box([598, 244, 790, 316], fill=PANEL, outline=GOLD)  # the dragon's treasure
    for dx, dy in ((0, 7), (16, 7), (8, -7)):
        gem(c, 620 + dx, 282 + dy, 10)
    c.text((656, 260), _text(locale, "treasure"), 15, fill=MUTED, anchor="lm")
    return c.sprite(BG).image


#: where the deck panel's first card is, and how far apart its cards are
DECK_LEFT, DECK_TOP, DECK_STEP = 280, 249, 51
#: where the fines panel's first danger sign is centred, and how far apart they are
DANGER_LEFT, DANGER_Y, DANGER_STEP = 34, 268, 36


def _mark(frame: Image.Image, box: tuple[int, int, int, int]) -> None:
    """What the last card changed: an outline around ``box`` and a pointer on its top edge."""
    draw = ImageDraw.Draw(frame)
    left, top, right, _ = box
    draw.rounded_rectangle(box, radius=6, outline=TEXT, width=2)
    middle = (left + right) // 2
    draw.polygon([(middle - 6, top - 5), (middle + 6, top - 5), (middle, top + 3)], fill=TEXT, outline=BG)


def _last_card(frame: Image.Image, view: SeatView) -> None:
    """Mark the last card revealed on its kind in the deck and, for a danger card, the danger sign it lit."""
    last = view.last
    if last is None:
        return
    x = DECK_LEFT + KINDS.index(last.card) * DECK_STEP
    _mark(frame, (x - 3, DECK_TOP - 2, x + 37, DECK_TOP + 45))
    if last.effect in (DANGER, DOOM) and view.dangers:
        x = DANGER_LEFT + (view.dangers - 1) * DANGER_STEP
        _mark(frame, (x - 17, DANGER_Y - 17, x + 17, DANGER_Y + 15))


def render_table(view: SeatView, names: Sequence[str], locale: str = i18n.DEFAULT) -> bytes:
    """PNG of the table described by ``view`` in ``locale``; ``names[s]`` is seat ``s``'s display name."""
    frame = _background(locale).copy()
    write(frame, (WIDTH - 14, 17), fit(_status(view, names, locale), 18, WIDTH - 190), 18, anchor="rm")

    dragon_sprite(min(view.knight, STRIPES)).paste_on(frame)
    knight_sprite(view.knight, view.pile).paste_on(frame)
    write(frame, (WIDTH / 2, 230), fit(_caption(view, names, locale), 17, WIDTH - 20), 17, fill=MUTED, anchor="mm")

    for i in range(DANGERS):
        danger_sprite(i < view.dangers).paste_on(frame, DANGER_LEFT + i * DANGER_STEP, DANGER_Y)
    doubled = view.doubled
    fines = _text(locale, "fines", divisor=view.fine_divisor)
    write(frame, (134, 268), fines, 17, fill=GOLD if doubled else TEXT, anchor="lm")
    stripes = _text(locale, "stripes", doubled="yes" if doubled else "no")
    write(frame, (20, 300), stripes, 16, fill=GOLD if doubled else MUTED, anchor="lm")

    write(frame, (230, 284), str(view.deck_size), 24, anchor="lm")
    for i, kind in enumerate(KINDS):
        _deck_card(kind, view.left(kind), locale).paste_on(frame, DECK_LEFT + i * DECK_STEP, DECK_TOP)
    _last_card(frame, view)

    write(frame, (656, 292), str(view.treasure), 30, fill=GOLD, anchor="lm")

    _players(frame, view, names, locale)
    return palette_png(frame, palette())
