"""Table pictures: what a picture is drawn from, and where it is drawn.

A game's presenter says how to draw its table's picture as a :class:`Picture`: a module-level drawing
function and the picklable inputs it reads, nothing else. The inputs' digest is the picture's key: the
table keeper re-uploads a picture only when its key changed, and :class:`Painter` keeps the latest PNGs by
key so that a repost or a restart's redraw does not draw the same picture twice.

Drawing (Pillow: 1-5 ms from the pieces a worker keeps once drawn, some 60 ms for a worker's first picture)
holds the GIL, so it runs in worker processes, never on the event loop's interpreter; with no worker
processes (``PICTURE_WORKERS=0``, for environments without them) on a thread.
"""

from __future__ import annotations

import hashlib
import io
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image, ImageFont

from service.workers import Workers

#: PNGs kept by key (a table picture is 10-60 kB)
CACHED_PICTURES = 64
#: zlib's level for the pictures' PNGs: 6 (its default) makes them 13-18% smaller at twice the time
COMPRESS_LEVEL = 3
#: the font every picture's words are drawn in: DejaVu Sans Condensed (licence beside it), which has every Latin,
#: accented Latin and Cyrillic letter, where Pillow's own font draws "ő" or "Ж" as a box; condensed, it takes about
#: the room Pillow's font took
FONT = Path(__file__).resolve().parent.parent / "data" / "fonts" / "DejaVuSansCondensed.ttf"


@lru_cache(maxsize=32)
def font(size: int) -> ImageFont.FreeTypeFont:
    """The pictures' font at ``size`` pixels (loaded once per size and process)."""
    return ImageFont.truetype(FONT, size)


def palette_png(image: Image.Image, palette: Image.Image) -> bytes:
    """``image`` as a PNG in the colours of ``palette`` (a "P" image), one byte a pixel.

    A fixed palette and no dithering: the same pixels always take the same colours (same inputs, same bytes),
    and no palette is worked out for each picture.
    """
    small = image.quantize(palette=palette, dither=Image.Dither.NONE)
    out = io.BytesIO()
    small.save(out, format="PNG", compress_level=COMPRESS_LEVEL)
    return out.getvalue()


@dataclass(frozen=True)
class Picture:
    """How to draw one picture: ``draw(*inputs)`` returns the PNG; same inputs, same bytes."""

    draw: Callable[..., bytes]
    inputs: tuple[Any, ...]

    def key(self) -> str:
        """A digest of the drawing function and every input (frozen dataclasses, tuples: their repr is whole)."""
        named = (self.draw.__module__, self.draw.__qualname__, self.inputs)
        return hashlib.blake2b(repr(named).encode(), digest_size=16).hexdigest()


class Painter:
    """Draws pictures in ``workers`` processes (0: one thread), keeping the latest ones by key."""

    def __init__(self, workers: int) -> None:
        self.workers = Workers(workers, "hoard-picture")
        self._drawn: OrderedDict[str, bytes] = OrderedDict()

    async def draw(self, picture: Picture, key: str | None = None) -> bytes:
        """The PNG of ``picture`` (``key``: its key, if already computed)."""
        key = key or picture.key()
        kept = self._drawn.get(key)
        if kept is not None:
            self._drawn.move_to_end(key)
            return kept
        png = await self.workers.run(picture.draw, *picture.inputs)
        self._drawn[key] = png
        if len(self._drawn) > CACHED_PICTURES:
            self._drawn.popitem(last=False)
        return png

    async def close(self) -> None:
        """Wait for pictures being drawn, then stop the workers."""
        await self.workers.close()
