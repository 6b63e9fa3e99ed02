"""Sending and editing messages without reading them back.

discord.py answers a click with ``?with_response=1`` and turns the message Discord sends back into a
:class:`discord.Message`; an edit of a channel or webhook message is turned into one too. Parsing a hand of
cards back (its embed and some thirty components) is the largest part of what discord.py spends on a click,
and nothing here reads those objects: the bot knows what it sent. These functions send exactly the request
discord.py would send (the same parameters, built by discord.py's own helpers) and keep only what the bot
uses of the answer: nothing, or the new message's id.

The views sent with them are stopped (:func:`discord_ui.components.view_of`): discord.py would not store
them either, since their clicks are routed by custom id alone.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
import orjson
from discord.http import Route, handle_message_parameters
from discord.webhook.async_ import async_context, interaction_message_response_params

if TYPE_CHECKING:  # the controls answer clicks through this module
    from discord_ui.components import Controls

CALLBACK = "/interactions/{webhook_id}/{webhook_token}/callback"
#: the first answers sent here: a new message, or an edit of the message clicked
MESSAGE = discord.InteractionResponseType.channel_message
UPDATE = discord.InteractionResponseType.message_update


def _flags(ephemeral: bool) -> Any:
    if not ephemeral:
        return discord.utils.MISSING
    flags = discord.MessageFlags._from_value(0)
    flags.ephemeral = True
    return flags


async def respond(
    interaction: discord.Interaction, kind: discord.InteractionResponseType, ephemeral: bool = False, **fields: Any
) -> None:
    """The interaction's first answer (``MESSAGE`` or ``UPDATE``), as ``interaction.response`` would send it,
    without asking for the message back; the interaction counts as answered afterwards, as with discord.py."""
    response = interaction.response
    if response.is_done():
        raise discord.InteractionResponded(interaction)
    state = interaction._state
    if kind is UPDATE and interaction.message is not None and "view" in fields:
        state.prevent_view_updates_for(interaction.message.id)
    params = interaction_message_response_params(
        type=kind.value, previous_allowed_mentions=state.allowed_mentions, flags=_flags(ephemeral), **fields
    )
    route = Route("POST", CALLBACK, webhook_id=interaction.id, webhook_token=interaction.token)
    http = state.http
    await async_context.get().request(
        route,
        session=interaction._session,
        proxy=http.proxy,
        proxy_auth=http.proxy_auth,
        payload=params.payload,
        files=params.files,
        multipart=params.multipart,
    )
    response._response_type = kind


@dataclass(frozen=True, slots=True)
class Reply:
    """A message the bot sent in answer to a click, editable through the click's token for 15 minutes.

    It keeps only the token, not the interaction: a private view stays open for minutes, and a
    :class:`discord.Interaction` (with the clicked message, its components and the member) is some 150 objects
    for the garbage collector to walk each time, a thousand open views over.
    """

    state: Any  # discord.py's connection state: its HTTP client and allowed mentions
    application_id: int
    token: str
    #: the followup that carried the answer (the click was deferred first); None: the interaction's own answer
    message_id: int | None = None

    @classmethod
    def of(cls, interaction: discord.Interaction, message_id: int | None = None) -> Reply:
        return cls(interaction._state, interaction.application_id, interaction.token, message_id)


async def edit_reply(reply: Reply, **fields: Any) -> None:
    """Edit an answer through its click's token."""
    state = reply.state
    with handle_message_parameters(previous_allowed_mentions=state.allowed_mentions, **fields) as params:
        http = state.http
        sent = {
            "session": http._HTTPClient__session,
            "proxy": http.proxy,
            "proxy_auth": http.proxy_auth,
            "payload": params.payload,
            "multipart": params.multipart,
            "files": params.files,
        }
        adapter = async_context.get()
        if reply.message_id is None:
            await adapter.edit_original_interaction_response(reply.application_id, reply.token, **sent)
        else:
            await adapter.edit_webhook_message(reply.application_id, reply.token, reply.message_id, **sent)


async def edit_original(interaction: discord.Interaction, **fields: Any) -> None:
    """Edit the interaction's answer (through its token, valid for 15 minutes)."""
    await edit_reply(Reply.of(interaction), **fields)


async def followup(interaction: discord.Interaction, ephemeral: bool = False, **fields: Any) -> int:
    """A new message after the interaction's first answer (within its 15 minutes); its id."""
    state = interaction._state
    with handle_message_parameters(
        previous_allowed_mentions=state.allowed_mentions, flags=_flags(ephemeral), **fields
    ) as params:
        http = state.http
        data = await async_context.get().execute_webhook(
            interaction.application_id,
            interaction.token,
            session=interaction._session,
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
            wait=True,
        )
    return int(data["id"]) if data else 0


class Frozen:
    """An embed or a view as sent, kept as JSON (UTF-8 bytes): what discord.py's senders read of an embed
    (``to_dict``) and of a view (``to_components``), with none of its objects.

    A drawing kept for minutes as a :class:`discord.Embed` and a :class:`discord.ui.View` is some thirty
    objects (a button is three) for the garbage collector to walk, a thousand tables over; as text it is
    one object it does not look at. Parsing it again costs about as much as discord.py's own ``to_dict``.
    """

    __slots__ = ("text",)

    def __init__(self, text: bytes) -> None:
        self.text = text

    @classmethod
    def embed(cls, embed: discord.Embed) -> Frozen:
        return cls(orjson.dumps(embed.to_dict()))

    @classmethod
    def view(cls, view: Controls) -> Frozen:
        return cls(orjson.dumps(view.to_components()))

    def to_dict(self) -> Any:
        return orjson.loads(self.text)

    def to_components(self) -> Any:
        return orjson.loads(self.text)

    def has_components_v2(self) -> bool:
        return False


async def edit(client: discord.Client, channel_id: int, message_id: int, **fields: Any) -> None:
    """Edit a message of the bot in a channel."""
    http = client.http
    with handle_message_parameters(previous_allowed_mentions=client.allowed_mentions, **fields) as params:
        await http.edit_message(channel_id, message_id, params=params)


async def post(client: discord.Client, channel_id: int, **fields: Any) -> int:
    """Post a message in a channel; its id."""
    http = client.http
    with handle_message_parameters(previous_allowed_mentions=client.allowed_mentions, **fields) as params:
        data = await http.send_message(channel_id, params=params)
    return int(data["id"])


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
