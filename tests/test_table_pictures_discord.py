"""Table pictures: uploaded only when they change, kept by Discord across edits, drawn in worker processes."""

from __future__ import annotations

import gc
import io
import weakref
from dataclasses import replace
from typing import Any

import discord
import pytest
from discord.http import handle_message_parameters

from discord_ui import sending
from discord_ui.pictures import CACHED_PICTURES, Painter, Picture
from engine.drago_rosso import ENGINE
from engine.sarkanytojas.dragons_path import new_board, solve
from service.settings import Settings
from tests import backends
from tests.discord_helpers import World, start_world_with
from tests.fakediscord import Request

SEED = 7


async def drago_rosso(tmp_path, workers: int = 0) -> tuple[World, int]:
    settings = Settings(
        database_path=tmp_path / "hoard.sqlite3",
        database_url=backends.URL,
        timer_granularity=3600,
        picture_workers=workers,
    )
    world = await start_world_with(settings)
    users = [world.fake.member(name) for name in ("ann", "ben")]
    return world, await world.start_game("drago-rosso new", users, 0, SEED)


def table_edits(world: World, mark: int) -> list[Request]:
    table = world.table()
    return [r for r in world.fake.requests_since(mark) if r.method == "PATCH" and r.path.endswith(f"/{table.id}")]


async def test_an_unchanged_picture_is_not_uploaded_again_and_a_changed_one_is(tmp_path):
    world, game_id = await drago_rosso(tmp_path)
    try:
        table = world.table()
        [first] = table.attachments
        mark = world.fake.mark()
        world.bot.hoard._shown.pop(game_id)  # as if it showed something else: the table is edited again
        world.bot.hoard._spawn_refresh(game_id)  # the game as it was
        await world.settle()
        [edit] = table_edits(world, mark)
        assert edit.files == () and "attachments" not in edit.json  # Discord keeps what the message has
        assert edit.json["embeds"][0]["image"]["url"] == "attachment://table.png"  # and the embed still shows it
        assert world.table().attachments == [first]

        ann = world.fake.member("ann")
        hand = await world.open_hand(ann)
        mark = world.fake.mark()
        reveal = next(b for b in hand.buttons() if b.custom_id and b.custom_id.endswith(":reveal"))
        await world.fake.click(ann, hand, reveal.custom_id)
        await world.settle()
        edits = table_edits(world, mark)
        assert edits and edits[-1].files == ("table.png",)  # the knight moved: a new picture
        [drawn] = world.table().attachments
        assert drawn.filename == "table.png" and drawn.id != first.id
    finally:
        await world.fake.close()


async def test_a_picture_uploaded_is_freed_at_once_not_left_for_the_garbage_collector(tmp_path, monkeypatch):
    buffers: list[weakref.ref[Any]] = []

    class Watched(sending.MemoryFile):
        def __init__(self, data: bytes, filename: str) -> None:
            super().__init__(data, filename)
            buffers.append(weakref.ref(self.fp))

    monkeypatch.setattr(sending, "MemoryFile", Watched)
    world, _ = await drago_rosso(tmp_path)
    try:
        ann = world.fake.member("ann")
        hand = await world.open_hand(ann)
        reveal = next(b for b in hand.buttons() if b.custom_id and b.custom_id.endswith(":reveal"))
        gc.disable()  # what only a collection would free stays
        try:
            await world.fake.click(ann, hand, reveal.custom_id)
            await world.settle()
            assert buffers and world.table().file_names == ["table.png"]  # a new picture went up
            assert [ref() for ref in buffers] == [None] * len(buffers)

            # discord.py's own file, sent the same way, keeps its buffer in a cycle (what MemoryFile is for)
            plain = discord.File(io.BytesIO(b"png"), filename="table.png")
            with handle_message_parameters(file=plain):
                pass
            kept = weakref.ref(plain.fp)
            del plain
            assert kept() is not None
        finally:
            gc.enable()
    finally:
        await world.fake.close()


async def test_after_a_restart_the_redrawn_table_shows_its_picture_drawn_in_a_worker_process(tmp_path):
    world, _ = await drago_rosso(tmp_path, workers=1)
    try:
        mark = world.fake.mark()
        await world.restart()
        [edit] = table_edits(world, mark)
        assert edit.files == ("table.png",)  # the new process does not know what the table shows: it uploads
        assert world.table().file_names == ["table.png"]
        assert world.table().embeds[0]["image"]["url"] == "attachment://table.png"
    finally:
        await world.fake.close()


def pictures() -> list[Picture]:
    # Imported here: a bot that closes unloads its cogs' modules, and a worker process is sent a function by
    # its module's name, which must name that very function.
    from cogs.drago_rosso.picture import render_table
    from cogs.sarkanytojas.picture import render_puzzle

    view = ENGINE.view(ENGINE.new_state(3, ENGINE.resolve_options(), SEED), None)
    board = new_board(3, seed=SEED)
    return [
        Picture(render_table, (view, ("ann", "ben", "cas"))),
        Picture(render_table, (replace(view, pile=view.pile + 1), ("ann", "ben", "cas"))),
        Picture(render_puzzle, (board,)),
        Picture(render_puzzle, (board, solve(board)[1])),
    ]


@pytest.mark.parametrize("workers", [0, 2])
async def test_worker_processes_and_the_thread_draw_the_very_bytes_drawn_here(workers):
    painter = Painter(workers)
    try:
        for picture in pictures():
            assert await painter.draw(picture) == picture.draw(*picture.inputs)
    finally:
        await painter.close()


def test_a_picture_is_keyed_by_exactly_what_it_is_drawn_from():
    keys = [picture.key() for picture in pictures()]
    assert len(set(keys)) == len(keys)
    assert [picture.key() for picture in pictures()] == keys  # the same inputs, the same key


DRAWN: list[int] = []


def counted(number: int) -> bytes:
    DRAWN.append(number)
    return bytes([number])


async def test_the_latest_pictures_are_kept_and_not_drawn_twice():
    painter = Painter(0)
    try:
        DRAWN.clear()
        for number in (1, 2, 1, 2):
            assert await painter.draw(Picture(counted, (number,))) == bytes([number])
        assert DRAWN == [1, 2]
        for number in range(3, 3 + CACHED_PICTURES):  # the cache is bounded: the oldest goes first
            await painter.draw(Picture(counted, (number,)))
        await painter.draw(Picture(counted, (1,)))
        assert DRAWN[-1] == 1 and DRAWN.count(1) == 2
    finally:
        await painter.close()


@pytest.mark.parametrize(("raw", "workers"), [("", 1), ("0", 0), ("3", 3)])
def test_the_bot_draws_in_one_worker_process_unless_told_otherwise(monkeypatch, raw, workers):
    monkeypatch.setenv("PICTURE_WORKERS", raw)
    assert Settings.from_env().picture_workers == workers


def test_a_number_of_picture_workers_that_is_no_number_is_refused(monkeypatch):
    monkeypatch.setenv("PICTURE_WORKERS", "two")
    with pytest.raises(SystemExit, match="PICTURE_WORKERS"):
        Settings.from_env()


def recording(world: World, monkeypatch: pytest.MonkeyPatch) -> list[Picture]:
    """The pictures the bot draws from now on, in order."""
    painter = world.bot.hoard.painter
    drawn: list[Picture] = []
    draw = painter.draw

    async def record(picture: Picture, key: str | None = None) -> bytes:
        drawn.append(picture)
        return await draw(picture, key)

    monkeypatch.setattr(painter, "draw", record)
    return drawn


def changed_pixels(one: bytes, other: bytes, top: int = 0) -> tuple[int, int, int, int] | None:
    """The box of the pixels two PNGs differ in from row ``top`` down (None: none)."""
    from PIL import Image, ImageChops

    first, second = (Image.open(io.BytesIO(png)).convert("RGB") for png in (one, other))
    box = ImageChops.difference(first, second).crop((0, top, first.width, first.height)).getbbox()
    return None if box is None else (box[0], box[1] + top, box[2], box[3] + top)


async def test_the_drago_rosso_table_marks_the_card_just_revealed(tmp_path, monkeypatch):
    world, _ = await drago_rosso(tmp_path)
    try:
        drawn = recording(world, monkeypatch)
        ann = world.fake.member("ann")
        hand = await world.open_hand(ann)
        reveal = next(b for b in hand.buttons() if b.custom_id and b.custom_id.endswith(":reveal"))
        await world.fake.click(ann, hand, reveal.custom_id)
        await world.settle()
        draw, (view, names, locale) = drawn[-1].draw, drawn[-1].inputs
        assert view.last is not None and view.last.seat == 0  # the picture is drawn from the card ann revealed
        from cogs.drago_rosso.picture import DECK_LEFT, DECK_STEP, DECK_TOP
        from engine.drago_rosso import KINDS

        # below the caption (which says what the card did), only the mark differs: around that card's kind
        box = changed_pixels(draw(view, names, locale), draw(replace(view, last=None), names, locale), DECK_TOP - 7)
        assert box is not None
        left = DECK_LEFT + KINDS.index(view.last.card) * DECK_STEP
        assert left - 8 <= box[0] and box[2] <= left + 45 and box[1] >= DECK_TOP - 8 and box[3] <= DECK_TOP + 50
    finally:
        await world.fake.close()


async def test_the_sarkanytojas_table_marks_the_takes_made_since_the_next_taker_took(tmp_path, monkeypatch):
    from cogs.sarkanytojas.picture import CELL, TableBoard, _origin

    settings = Settings(database_path=tmp_path / "hoard.sqlite3", database_url=backends.URL, timer_granularity=3600)
    world = await start_world_with(settings)
    try:
        users = [world.fake.member(name) for name in ("ann", "ben", "cas")]
        await world.start_game("sarkanytojas new", users, 0, SEED)
        drawn = recording(world, monkeypatch)
        squares = []
        for user in users[:2]:  # ann, then ben take a tile
            hand = await world.open_hand(user)
            take = next(b for b in hand.buttons() if b.custom_id and ":take:" in b.custom_id and not b.disabled)
            assert take.custom_id is not None
            row, col = take.custom_id.rsplit("take:", 1)[1]
            squares.append((int(row), int(col)))
            await world.fake.click(user, hand, take.custom_id)
            await world.settle()
        [board] = drawn[-1].inputs
        assert board.recent == tuple(squares)  # cas has not seen either take yet: both are marked, in order
        box = changed_pixels(drawn[-1].draw(board), drawn[-1].draw(board._replace(recent=())))
        assert box is not None
        for row, col in squares:  # a mark is drawn on each square (and nowhere else)
            x, y = _origin(col, CELL), _origin(row, CELL)
            assert box[0] <= x + CELL // 2 <= box[2] and box[1] <= y + CELL // 2 <= box[3]
        corners = [(_origin(c, CELL), _origin(r, CELL)) for r, c in squares]
        assert box[0] >= min(x for x, _ in corners) - 4 and box[2] <= max(x for x, _ in corners) + CELL + 4
        assert isinstance(board, TableBoard)
    finally:
        await world.fake.close()
