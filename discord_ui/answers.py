"""Answering clicks in time, even when the bot is overloaded.

Discord gives a click 3 seconds to be answered; later, the player sees "This interaction failed" and the
answer is refused. A click handled under :func:`in_time` that is still unanswered :data:`DEFER_AFTER`
seconds after it was made (Discord dates it: :attr:`discord.Interaction.created_at`) is acknowledged at
once without changing anything (a deferred update), and its handler's answer then goes out as an edit of
the clicked message or a followup: slower, never failed. :func:`update`, :func:`send` and :func:`ack` are
the three ways a handler answers, whichever of the two happened; a lock per click keeps the deferral and
the answer from both going out as first responses.

Discord may refuse a first answer: one refused with a server error (5xx) is sent again, after short pauses, while
the click is young enough for Discord to take it (:data:`RETRY_BEFORE`); any other refusal, e.g. 10062 "Unknown
interaction" (the answer came too late) or 40060 (already acknowledged), is logged once as a warning, without a
traceback, and the handler stops there (:class:`Unanswered`, caught by :func:`in_time` and the command tree).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import discord

from discord_ui import observe, sending
from service import logs

#: seconds after the click at which an unanswered click is deferred (Discord refuses first answers after 3 s);
#: the 1.8 s left cover the loop running late under overload (its longest lag at 200 moves/s was 0.9 s)
DEFER_AFTER = 1.2
#: a first answer refused with a server error is sent again while the click is younger than this (Discord takes
#: first answers for 3 s)
RETRY_BEFORE = 2.5
#: the pauses before the tries after a server error
RETRY_PAUSES = (0.05, 0.15, 0.3, 0.5, 0.8)

log = logging.getLogger(__name__)

_lock: contextvars.ContextVar[tuple[int, asyncio.Lock] | None] = contextvars.ContextVar("answer_lock", default=None)


def age(interaction: discord.Interaction) -> float:
    """Seconds since the interaction was made, by Discord's date of it."""
    return (discord.utils.utcnow() - interaction.created_at).total_seconds()


class Unanswered(Exception):
    """Discord refused a click's first answer for good (already logged as a warning): its handler stops."""


#: Discord's codes for an answer it will never take: the interaction is unknown (answered after 3 s, or its
#: 15 minutes are over: 10062, 10015) or was answered already (40060)
NEVER_TAKEN = frozenset({10062, 10015, 40060})


def refused(interaction: discord.Interaction, error: BaseException) -> bool:
    """Whether ``error`` is Discord refusing an answer to ``interaction`` for good, which a handler that answers
    through discord.py itself meets as an exception: then logged once as a warning, without a traceback (nothing
    more can be done for that click)."""
    if isinstance(error, Unanswered):
        return True
    never = isinstance(error, discord.HTTPException) and error.code in NEVER_TAKEN
    if not (never or isinstance(error, discord.DiscordServerError)):
        return False
    assert isinstance(error, discord.HTTPException)
    log.warning(
        "Discord refused an answer to interaction %s: %s %s (code %s)",
        interaction.id,
        error.status,
        error.text,
        error.code,
    )
    return True


async def _first(interaction: discord.Interaction, answer: Callable[[], Awaitable[object]]) -> None:
    """Send a click's first answer, again after a server error while there is time; raise :class:`Unanswered`,
    logged once, when Discord refuses it for good."""
    refused: discord.HTTPException
    for pause in (*RETRY_PAUSES, None):
        try:
            await answer()
            observe.answered(interaction, age(interaction))
            return
        except discord.DiscordServerError as error:
            refused = error
            if pause is None or age(interaction) + pause >= RETRY_BEFORE:
                break
            await asyncio.sleep(pause)
        except discord.HTTPException as error:
            refused = error
            break
    log.warning(
        "Discord refused the answer to interaction %s: %s %s (code %s)",
        interaction.id,
        refused.status,
        refused.text,
        refused.code,
    )
    raise Unanswered(interaction.id)


def _lock_of(interaction: discord.Interaction) -> asyncio.Lock | contextlib.nullcontext[None]:
    held = _lock.get()
    return held[1] if held is not None and held[0] == interaction.id else contextlib.nullcontext()


async def _defer(interaction: discord.Interaction, lock: asyncio.Lock) -> None:
    async with lock:
        if not interaction.response.is_done():
            with contextlib.suppress(discord.HTTPException):  # too late already: nothing more to save
                await interaction.response.defer()
                observe.answered(interaction, age(interaction))


@contextlib.asynccontextmanager
async def in_time(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Handle a click or a modal submission so that it is acknowledged before Discord's 3 seconds run out (the
    handler's log lines are about its server and shard)."""
    logs.about(guild=interaction.guild_id, shard=interaction.guild.shard_id if interaction.guild else None)
    lock = asyncio.Lock()
    token = _lock.set((interaction.id, lock))
    loop = asyncio.get_running_loop()
    deferring: list[asyncio.Task[None]] = []

    def defer() -> None:
        deferring.append(loop.create_task(_defer(interaction, lock), name=f"hoard-defer-{interaction.id}"))

    wait = DEFER_AFTER - age(interaction)
    if wait <= 0:
        await _defer(interaction, lock)
    timer = loop.call_later(max(wait, 0.0), defer)
    try:
        yield
    except Exception as error:
        if not refused(interaction, error):
            raise
    finally:
        timer.cancel()
        _lock.reset(token)
        await asyncio.gather(*deferring, return_exceptions=True)


async def update(interaction: discord.Interaction, **fields: Any) -> None:
    """Answer by editing the message that was clicked."""
    async with _lock_of(interaction):
        if interaction.response.is_done():
            await sending.edit_reply(sending.Reply.of(interaction), **fields)
            return
        try:
            await _first(interaction, functools.partial(interaction.response.edit_message, **fields))
        finally:
            sending.let_go_of_view(fields.get("view"))


async def send(interaction: discord.Interaction, ephemeral: bool = False, **fields: Any) -> int | None:
    """Answer with a new message; the message's id when it went out as a followup (None: it is the original)."""
    async with _lock_of(interaction):
        try:
            if interaction.response.is_done():
                sent = await interaction.followup.send(ephemeral=ephemeral, wait=True, **fields)
                return sent.id
            answer = functools.partial(interaction.response.send_message, ephemeral=ephemeral, **fields)
            await _first(interaction, answer)
            return None
        finally:
            sending.let_go_of_view(fields.get("view"))


async def ack(interaction: discord.Interaction) -> None:
    """Answer by acknowledging only (what changes is drawn elsewhere, e.g. the table)."""
    async with _lock_of(interaction):
        if not interaction.response.is_done():
            await _first(interaction, interaction.response.defer)
