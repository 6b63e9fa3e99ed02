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

from typing import Any

import discord
from discord.http import Route, handle_message_parameters
from discord.webhook.async_ import async_context, interaction_message_response_params

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


async def edit_original(interaction: discord.Interaction, **fields: Any) -> None:
    """Edit the interaction's answer (through its token, valid for 15 minutes)."""
    state = interaction._state
    with handle_message_parameters(previous_allowed_mentions=state.allowed_mentions, **fields) as params:
        http = state.http
        await async_context.get().edit_original_interaction_response(
            interaction.application_id,
            interaction.token,
            session=interaction._session,
            proxy=http.proxy,
            proxy_auth=http.proxy_auth,
            payload=params.payload,
            multipart=params.multipart,
            files=params.files,
        )


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
