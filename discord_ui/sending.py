"""Edits and posts the bot makes outside a click's first answer, through discord.py's public API.

A private view is kept current through the token of the click that showed it (:class:`Reply`: the interaction's
webhook, valid for 15 minutes), without holding the interaction; a table is edited and posted in its channel.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any, Final, cast

import discord

#: the message id Discord reads, in an interaction's webhook, as the interaction's own answer
ORIGINAL: Final = cast(int, "@original")
#: a game's thread archives itself after this many minutes without a message (a week: the longest)
THREAD_ARCHIVE_MINUTES: Final = 10080


@dataclass(frozen=True, slots=True)
class Reply:
    """A message the bot sent in answer to a click, editable through the click's token for 15 minutes.

    It keeps only the token, not the interaction: a private view stays open for minutes, and a
    :class:`discord.Interaction` (with the clicked message, its components and the member) is some 150 objects
    for the garbage collector to walk each time, a thousand open views over.
    """

    client: discord.Client
    application_id: int
    token: str
    #: the followup that carried the answer (the click was deferred first); None: the interaction's own answer
    message_id: int | None = None

    @classmethod
    def of(cls, interaction: discord.Interaction, message_id: int | None = None) -> Reply:
        return cls(interaction.client, interaction.application_id, interaction.token, message_id)


def let_go_of_view(view: object) -> None:
    """Empty the view of a message once sent (or refused). A ``ui.View`` and its items point at each other, a
    reference cycle that only a garbage collection would free, or none once the bot's collector froze it
    (``service/collector.py``); its views are stopped, so nothing reads them again."""
    if isinstance(view, discord.ui.View):
        view.clear_items()


async def edit_reply(reply: Reply, **fields: Any) -> None:
    """Edit an answer through its click's token (the interaction's webhook)."""
    webhook = discord.Webhook.partial(reply.application_id, reply.token, client=reply.client)
    try:
        await webhook.edit_message(ORIGINAL if reply.message_id is None else reply.message_id, **fields)
    finally:
        let_go_of_view(fields.get("view"))


async def edit(client: discord.Client, channel_id: int, message_id: int, **fields: Any) -> None:
    """Edit a message of the bot in a channel."""
    try:
        await client.get_partial_messageable(channel_id).get_partial_message(message_id).edit(**fields)
    finally:
        let_go_of_view(fields.get("view"))


async def post(client: discord.Client, channel_id: int, **fields: Any) -> int:
    """Post a message in a channel; its id."""
    try:
        return (await client.get_partial_messageable(channel_id).send(**fields)).id
    finally:
        let_go_of_view(fields.get("view"))


async def open_thread(client: discord.Client, guild_id: int, channel_id: int, message_id: int, name: str) -> int:
    """Open a public thread from a message of the bot; its id (Discord gives it the message's). It archives itself
    after a week unheard of, the longest Discord allows, and a message the bot posts there opens it again. Raises
    ValueError when the server is not (yet) in discord.py's cache."""
    message = client.get_partial_messageable(channel_id, guild_id=guild_id).get_partial_message(message_id)
    return (await message.create_thread(name=name, auto_archive_duration=THREAD_ARCHIVE_MINUTES)).id


class MemoryFile(discord.File):
    """A file sent from bytes in memory (a table picture), whose buffer is freed once sent.

    discord.File replaces its buffer's ``close`` by a stub while the request runs, so the HTTP library cannot
    close it between retries, and its ``close`` then sets the buffer's own bound ``close`` back on the buffer
    as an attribute: a reference cycle (the buffer, its attributes, the method, the buffer), which keeps the
    picture's bytes, tens of kilobytes, until a garbage collection finds it, often only a full one. This one
    takes the stub away instead and closes the buffer, which nothing reads once the request is over.
    """

    def __init__(self, data: bytes, filename: str) -> None:
        super().__init__(io.BytesIO(data), filename=filename)

    def close(self) -> None:
        vars(self.fp).pop("close", None)
        self.fp.close()
