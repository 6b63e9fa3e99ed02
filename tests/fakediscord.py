"""A recording fake of Discord for driving a real discord.py bot offline.

``FakeDiscord`` sits under a real :class:`discord.ext.commands.Bot` (its real CommandTree, cogs, Views,
DynamicItems and Modals) at the two lowest levels discord.py talks to Discord through:

* the aiohttp session of the bot's ``http`` instance (every REST call: login, channel messages, command
  sync ...), below discord.py's own ``HTTPClient.request``, so its rate-limit handling and retries run, and
* ``AsyncWebhookAdapter.request`` of the adapter in the ``discord.webhook.async_.async_context`` ContextVar
  (interaction callbacks, followups, original-response edits).

Every request is recorded as a :class:`Request`, validated against Discord's OpenAPI spec (when
``../shared/discord-api/openapi.json`` exists) plus what Discord refuses although the spec allows it
(:mod:`tests.discord_limits`, answered as Discord answers: 400 and the refused fields), checked against
interaction token lifetimes (401) and the per-channel message rate (429), and answered from an in-memory
model of Discord's messages (:class:`FakeMessage`) with Discord-shaped JSON.

Inbound, tests build raw gateway ``INTERACTION_CREATE`` payloads (slash commands with subcommands and
options, button clicks, select choices, modal submits) and feed them to
``bot._connection.parse_interaction_create`` exactly as the gateway would. Dispatch is fire-and-forget, so
every step ends with :meth:`FakeDiscord.settle`, which waits for the bot's tasks and fails the test on
invalid requests, exceptions discord.py only logged, and interactions left unanswered.

Typical use::

    fake = FakeDiscord()
    await fake.connect(create_bot())
    alice = fake.member("alice")
    started = await fake.slash(alice, "red-dragon new", seats=4)
    board = started.response
    await fake.click(alice, board, board.find_button("Join").custom_id)
    await fake.close()
"""

from __future__ import annotations

import asyncio
import contextvars
import copy
import dataclasses
import datetime
import json
import logging
import time
import types
from collections import deque
from collections.abc import Callable, Coroutine, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple, cast
from urllib.parse import unquote, urlsplit

import aiohttp
import discord
import orjson
from discord import app_commands
from discord.ext import commands
from discord.ext import tasks as discord_tasks
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter, async_context
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from tests.discord_limits import Problem, form_errors, message_problems, modal_problems

SPEC_PATH = Path(__file__).resolve().parents[2] / "shared" / "discord-api" / "openapi.json"
SPEC_MISSING_REASON = "../shared/discord-api/openapi.json is not present (a clone outside CI)"

DISCORD_EPOCH_MS = 1420070400000
EPHEMERAL = 1 << 6
LOADING = 1 << 7
#: the channel type of a public thread
PUBLIC_THREAD = 11
COMPONENTS_V2 = 1 << 15
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
CONNECT_ORIGIN = "<connect>"

# Message component types (https://discord.com/developers/docs/components/reference).
ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT, TEXT_DISPLAY, LABEL = 1, 2, 3, 4, 10, 18
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})

# The interaction (or "<connect>") on whose behalf the current code runs, to attribute requests and messages.
# Tasks copy the context they are created in, so all the bot does while handling an interaction inherits it.
_ORIGIN: contextvars.ContextVar[str | None] = contextvars.ContextVar("fakediscord_origin", default=None)

_EVERYONE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    read_message_history=True,
    add_reactions=True,
    embed_links=True,
    attach_files=True,
    use_external_emojis=True,
    use_application_commands=True,
)
#: moderators may manage messages, admins may manage the server: apart, so that a check of the one for the other fails
_MODERATOR_PERMISSIONS = _EVERYONE_PERMISSIONS | discord.Permissions(manage_messages=True)
_ADMIN_PERMISSIONS = _EVERYONE_PERMISSIONS | discord.Permissions(manage_guild=True)
_BOT_PERMISSIONS = (
    _MODERATOR_PERMISSIONS | _ADMIN_PERMISSIONS | discord.Permissions(manage_threads=True, create_public_threads=True)
)
#: members fetched one by one (``GET /guilds/{guild_id}/members/{user_id}``) per guild in a window of seconds:
#: Discord publishes no figures, so these are assumed, as a bucket of that route would answer
MEMBER_FETCH_RATE_LIMIT = (5, 1.0)


# --------------------------------------------------------------------------------------------------------------
# Records
# --------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Request:
    """One HTTP request the bot made, as Discord would have received it."""

    method: str
    path: str
    """The concrete path below ``/api/v10``, e.g. ``/channels/123/messages``."""
    route_path_template: str
    """The fake's template for it, in the spec's names, e.g. ``/channels/{channel_id}/messages``."""
    json: Any
    """The JSON body (``payload_json`` of a multipart request), or None."""
    files: tuple[str, ...]
    """File names uploaded with the request."""
    reason: str | None
    query: dict[str, str] = field(default_factory=dict)
    origin: str | None = None
    """Token of the interaction whose handling made the request, ``"<connect>"`` during login/setup."""
    operation: str | None = None
    """``"METHOD /template"`` of the OpenAPI operation it was validated against; None when not validating."""


@dataclass(frozen=True)
class FakeUser:
    """A guild member who can use the bot: a moderator (Manage Messages) and an admin (Manage Server) by role."""

    id: int
    name: str
    manage_messages: bool = False
    manage_guild: bool = False
    #: the language of their Discord client (``interaction.locale``)
    locale: str = "en-US"

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        """The Discord user object."""
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.name,
            "avatar": None,
            "bot": False,
            "public_flags": 0,
        }


@dataclass
class FakeChannel:
    """A text channel of the fake guild, a public thread of one (type 11, opened from a message), or a DM channel
    with one user."""

    id: int
    name: str
    type: int = 0
    recipient_id: int | None = None
    #: Discord's permission overwrite objects (``id``, ``type`` 0 role / 1 member, ``allow``, ``deny``)
    overwrites: list[dict[str, Any]] = field(default_factory=list)
    #: the guild of a text channel (None: the fake's first guild, :attr:`FakeDiscord.guild_id`)
    guild_id: int | None = None
    #: a thread's text channel, whose permissions it has
    parent_id: int | None = None
    #: a thread's minutes without a message before Discord archives it
    auto_archive_duration: int = 1440


@dataclass(frozen=True)
class FakeGuild:
    """A guild of the fake: its id (@everyone's role id too), name and roles. Every user of the fake is a member
    of each (a moderator or admin in each alike)."""

    id: int
    name: str
    moderator_role_id: int
    bot_role_id: int
    admin_role_id: int


class FakeAttachment(NamedTuple):
    id: int
    filename: str


class Button(NamedTuple):
    label: str | None
    custom_id: str
    """Empty for a link button, which has none."""
    disabled: bool
    style: int


class SelectOption(NamedTuple):
    label: str
    value: str
    description: str | None
    default: bool


class Select(NamedTuple):
    custom_id: str
    type: int
    options: list[SelectOption]
    placeholder: str | None
    min_values: int
    max_values: int
    disabled: bool


def walk_components(components: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component in a raw component tree (rows, containers, sections, labels), depth first."""
    for component in components:
        yield component
        yield from walk_components(component.get("components", ()))
        for key in ("component", "accessory"):
            if isinstance(component.get(key), dict):
                yield from walk_components([component[key]])


class MessageVersion(NamedTuple):
    """A message as one request left it."""

    by: str | None
    """Origin (see :attr:`Request.origin`) of the request that produced this version."""
    message: FakeMessage


@dataclass(eq=False)
class FakeMessage:
    """A message as the fake Discord holds it. Components are the raw dicts the bot sent."""

    id: int
    channel_id: int
    author: dict[str, Any]
    guild_id: int | None = None
    content: str = ""
    #: its embeds and components as JSON: a message is then a handful of objects, and a thousand tables' messages
    #: do not lengthen the bot's garbage collections in the load benchmark (read them as :attr:`embeds` and
    #: :attr:`components`, a fresh copy each time)
    embeds_json: bytes = b"[]"
    components_json: bytes = b"[]"
    attachments: list[FakeAttachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    ephemeral_to: int | None = None
    """The only user who can see it, for an ephemeral message."""
    interaction_token: str | None = None
    """Token of the interaction whose response or followup created it."""
    webhook_id: int | None = None
    origin: str | None = None
    """Origin (see :attr:`Request.origin`) of the request that created it."""
    edited_by: list[str | None] = field(default_factory=list)
    """Origins of the requests that edited it, in order."""
    edited_at: datetime.datetime | None = None
    reactions: list[str] = field(default_factory=list)
    deleted: bool = False
    versions: list[MessageVersion] = field(default_factory=list, repr=False)
    """Every state it was created or edited into, oldest first (for text that later edits replaced)."""

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return cast(list[dict[str, Any]], orjson.loads(self.embeds_json))

    @embeds.setter
    def embeds(self, embeds: list[dict[str, Any]]) -> None:
        self.embeds_json = orjson.dumps(embeds)

    @property
    def components(self) -> list[dict[str, Any]]:
        return cast(list[dict[str, Any]], orjson.loads(self.components_json))

    @components.setter
    def components(self, components: list[dict[str, Any]]) -> None:
        self.components_json = orjson.dumps(components)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while it is a deferred "Bot is thinking..." placeholder."""
        return bool(self.flags & LOADING)

    @property
    def file_names(self) -> list[str]:
        return [attachment.filename for attachment in self.attachments]

    def snapshot(self) -> FakeMessage:
        """A deep copy of the message as it is now, without its versions."""
        return copy.deepcopy(dataclasses.replace(self, versions=[]))

    def buttons(self) -> list[Button]:
        """All buttons, in layout order."""
        return [
            Button(c.get("label"), c.get("custom_id") or "", bool(c.get("disabled", False)), c.get("style", 1))
            for c in walk_components(self.components)
            if c.get("type") == BUTTON
        ]

    def selects(self) -> list[Select]:
        """All select menus, in layout order."""
        return [
            Select(
                custom_id=c["custom_id"],
                type=c["type"],
                options=[
                    SelectOption(o["label"], o["value"], o.get("description"), bool(o.get("default", False)))
                    for o in c.get("options", ())
                ],
                placeholder=c.get("placeholder"),
                min_values=c.get("min_values", 1),
                max_values=c.get("max_values", 1),
                disabled=bool(c.get("disabled", False)),
            )
            for c in walk_components(self.components)
            if c.get("type") in SELECT_TYPES
        ]

    def find_button(self, label: str) -> Button:
        """The button labelled exactly ``label``, else the only one whose label contains it."""
        buttons = self.buttons()
        exact = [b for b in buttons if b.label == label]
        matches = exact or [b for b in buttons if label in (b.label or "")]
        if len(matches) != 1:
            found = "no" if not matches else "several"
            raise AssertionError(f"{found} button labelled {label!r} on message {self.id}: {buttons}")
        return matches[0]

    def text(self) -> str:
        """Content, embed texts and text displays joined by newlines, for asserting on what users read."""
        parts: list[str | None] = [self.content]
        for embed in self.embeds:
            parts += [(embed.get("author") or {}).get("name"), embed.get("title"), embed.get("description")]
            parts += [f"{f.get('name')}: {f.get('value')}" for f in embed.get("fields") or ()]
            parts.append((embed.get("footer") or {}).get("text"))
        parts += [c.get("content") for c in walk_components(self.components) if c.get("type") == TEXT_DISPLAY]
        return "\n".join(part for part in parts if part)

    def payload(self) -> dict[str, Any]:
        """The Discord message object, as the API returns it."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": dict(self.author),
            "content": self.content,
            "timestamp": discord.utils.snowflake_time(self.id).isoformat(),
            "edited_timestamp": self.edited_at.isoformat() if self.edited_at else None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [
                {
                    "id": str(a.id),
                    "filename": a.filename,
                    "size": 0,
                    "url": f"https://cdn.discordapp.com/attachments/{self.channel_id}/{a.id}/{a.filename}",
                    "proxy_url": f"https://media.discordapp.net/attachments/{self.channel_id}/{a.id}/{a.filename}",
                }
                for a in self.attachments
            ],
            "embeds": self.embeds,
            "components": self.components,
            "pinned": False,
            "type": self.type,
            "flags": self.flags,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = data["application_id"] = str(self.webhook_id)
        return data


@dataclass(eq=False)
class FakeModal:
    """A modal the bot opened (interaction callback type 9), waiting to be submitted."""

    custom_id: str
    title: str
    components: list[dict[str, Any]]
    user_id: int
    channel_id: int
    source_message_id: int | None
    """The message whose component opened it, if any (its submit then carries that message)."""

    def inputs(self) -> dict[str, dict[str, Any]]:
        """The modal's inputs (text inputs and selects) by custom_id."""
        return {
            c["custom_id"]: c
            for c in walk_components(self.components)
            if c.get("type") == TEXT_INPUT or c.get("type") in SELECT_TYPES
        }


@dataclass(eq=False)
class FakeInteraction:
    """One interaction the fake dispatched, and what the bot answered."""

    fake: FakeDiscord = field(repr=False)
    id: int
    token: str
    type: int
    """2 application command, 3 message component, 5 modal submit."""
    user: FakeUser
    channel_id: int
    source_message_id: int | None
    description: str
    dispatched_at: float = field(repr=False)
    validation_seconds_at_dispatch: float = field(repr=False)
    created_at: float = field(default=0.0, repr=False)
    """When it was created on the fake's clock (:meth:`FakeDiscord.now`): its token lasts 15 minutes."""
    callback_type: int | None = None
    """The interaction callback type the bot answered with (4 message, 5 thinking, 6 ack, 7 update, 9 modal)."""
    original_message_id: int | None = None
    modal: FakeModal | None = None

    @property
    def responded(self) -> bool:
        return self.callback_type is not None

    @property
    def response(self) -> FakeMessage | None:
        """The message ``@original`` refers to: the one created by a type 4/5 callback, or the updated one."""
        return None if self.original_message_id is None else self.fake.messages[self.original_message_id]

    @property
    def sent(self) -> FakeMessage | None:
        """The new message the bot answered with: its type 4/5 response or, when it deferred an answer to a click
        first (type 6), its last followup."""
        if self.callback_type in (4, 5):
            return self.response
        if self.callback_type == 6 and self.followups:
            return self.followups[-1]
        return None

    @property
    def snapshot(self) -> FakeMessage | None:
        """:attr:`response` as this interaction's own last change left it (a copy), or None.

        ``response`` is the live message; later edits by other interactions do not show in the snapshot, so it
        tells apart what concurrent clicks on one message each answered.
        """
        message = self.response
        if message is None:
            return None
        mine = [version.message for version in message.versions if version.by == self.token]
        return mine[-1] if mine else message.snapshot()

    @property
    def requests(self) -> list[Request]:
        """Requests made while handling this interaction (including by tasks it started)."""
        return [r for r in self.fake.requests if r.origin == self.token]

    @property
    def messages(self) -> list[FakeMessage]:
        """Messages created while handling this interaction (responses, followups, channel sends), in order."""
        return [m for m in self.fake.messages.values() if m.origin == self.token]

    @property
    def edited(self) -> list[FakeMessage]:
        """Messages edited while handling this interaction."""
        return [m for m in self.fake.messages.values() if self.token in m.edited_by]

    @property
    def followups(self) -> list[FakeMessage]:
        """Messages created through the interaction webhook after the initial response."""
        return [
            m
            for m in self.fake.messages.values()
            if m.interaction_token == self.token and m.id != self.original_message_id
        ]


# --------------------------------------------------------------------------------------------------------------
# Request validation
# --------------------------------------------------------------------------------------------------------------


class _PathMatcher:
    """Matches concrete API paths to path templates; literal segments beat parameters (``@original``)."""

    def __init__(self, templates: Iterable[str]) -> None:
        self._by_length: dict[int, list[tuple[str, list[str]]]] = {}
        for template in templates:
            segments = template.strip("/").split("/")
            self._by_length.setdefault(len(segments), []).append((template, segments))

    def match(self, path: str) -> tuple[str, dict[str, str]] | None:
        segments = path.strip("/").split("/")
        best: tuple[str, dict[str, str]] | None = None
        best_literals = -1
        for template, template_segments in self._by_length.get(len(segments), ()):
            params: dict[str, str] = {}
            literals = 0
            for expected, actual in zip(template_segments, segments, strict=True):
                if expected.startswith("{") and expected.endswith("}"):
                    params[expected[1:-1]] = unquote(actual)
                elif expected == actual:
                    literals += 1
                else:
                    break
            else:
                if literals > best_literals:
                    best, best_literals = (template, params), literals
        return best


def _json_pointer_segment(text: str) -> str:
    return text.replace("~", "~0").replace("/", "~1")


def _error_depth(error: ValidationError) -> tuple[int, bool]:
    """Sort key for the most telling error: deepest, then not a mere "wrong branch" complaint."""
    return len(error.absolute_path), error.validator not in ("type", "enum", "const", "required", "anyOf", "oneOf")


def _leaf_errors(error: ValidationError) -> Iterator[ValidationError]:
    if not error.context:
        yield error
    for child in error.context or ():
        yield from _leaf_errors(child)


class OpenApiSpec:
    """Discord's OpenAPI document, compiled into request-body validators on demand."""

    URI = "urn:discord-openapi"

    def __init__(self, document: dict[str, Any]) -> None:
        schemas = document["components"]["schemas"]
        # Discord accepts snowflakes as JSON integers too, and discord.py sends some that way
        # (allowed_mentions.users, attachments[].id of new files); the spec only allows strings.
        schemas["SnowflakeType"] = {"anyOf": [schemas["SnowflakeType"], {"type": "integer", "minimum": 0}]}
        self._document = document
        self._registry = Registry().with_resource(
            self.URI, Resource.from_contents(document, default_specification=DRAFT202012)
        )
        methods = {method for item in document["paths"].values() for method in item if method != "parameters"}
        self._matchers = {
            method.upper(): _PathMatcher(t for t, item in document["paths"].items() if method in item)
            for method in methods
        }
        self._validators: dict[tuple[str, str, str], Draft202012Validator | None] = {}

    def operation(self, method: str, path: str) -> str | None:
        """The spec's path template for a concrete request path, or None if the spec has no such operation."""
        matcher = self._matchers.get(method)
        found = matcher.match(path) if matcher else None
        return found[0] if found else None

    def body_errors(self, method: str, template: str, body: Any, multipart: bool) -> list[str]:
        """Problems of ``body`` against the operation's requestBody schema (empty if valid)."""
        validator = self._validator(method, template, multipart)
        if validator is None or body is None:
            return []
        errors = list(validator.iter_errors(body))
        if not errors:
            return []
        best = max((leaf for error in errors for leaf in _leaf_errors(error)), key=_error_depth)
        message = best.message if len(best.message) < 300 else best.message[:300] + "..."
        return [f"{best.json_path}: {message}"]

    def _validator(self, method: str, template: str, multipart: bool) -> Draft202012Validator | None:
        content_type = "multipart/form-data" if multipart else "application/json"
        key = (method, template, content_type)
        if key not in self._validators:
            operation = self._document["paths"][template][method.lower()]
            content = operation.get("requestBody", {}).get("content", {})
            if content_type not in content:
                content_type = "application/json"
            validator = None
            if content_type in content:
                segments = ["paths", template, method.lower(), "requestBody", "content", content_type, "schema"]
                pointer = "".join("/" + _json_pointer_segment(segment) for segment in segments)
                validator = Draft202012Validator({"$ref": f"{self.URI}#{pointer}"}, registry=self._registry)
            self._validators[key] = validator
        return self._validators[key]


@cache
def load_spec(path: Path = SPEC_PATH) -> OpenApiSpec | None:
    """The compiled spec at ``path`` (cached per process), or None when the file is absent."""
    if not path.exists():
        return None
    return OpenApiSpec(json.loads(path.read_text(encoding="utf-8")))


# --------------------------------------------------------------------------------------------------------------
# Transport patches
# --------------------------------------------------------------------------------------------------------------


class _FakeWebhookAdapter(AsyncWebhookAdapter):
    """Routes interaction callbacks, followups and original-response edits into the fake."""

    def __init__(self, fake: FakeDiscord) -> None:
        super().__init__()
        self._fake = fake

    async def request(
        self,
        route: Route,
        session: Any,
        *,
        payload: dict[str, Any] | None = None,
        multipart: list[dict[str, Any]] | None = None,
        files: Sequence[discord.File] | None = None,
        reason: str | None = None,
        params: dict[str, Any] | None = None,
        **_: Any,
    ) -> Any:
        await self._fake._in_flight(route.method, urlsplit(route.url).path)
        return self._fake._handle(route, payload, multipart, files, reason, params)


class _FakeSession:
    """Stands in for the bot's aiohttp session: discord.py's own ``HTTPClient.request`` runs on top of it.

    So discord.py's real handling of answers applies: a 429 is slept off and retried (its per-bucket
    rate-limit code), 500/502/504 are retried, 403/404/other errors raise ``Forbidden``/``NotFound``/
    ``HTTPException``. Anything else discord.py might use the session for fails loudly.
    """

    closed = False

    def __init__(self, fake: FakeDiscord) -> None:
        self._fake = fake

    def request(self, method: str, url: str, **kwargs: Any) -> _FakeHTTPResponse:
        return _FakeHTTPResponse(self._fake, method, url, kwargs)

    async def close(self) -> None:
        self.closed = True

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"fakediscord: discord.py used the real HTTP session ({name}); that path is not faked")


class _FakeHTTPResponse:
    """The answer to one REST call, as the parts of an aiohttp response that discord.py reads."""

    def __init__(self, fake: FakeDiscord, method: str, url: str, kwargs: dict[str, Any]) -> None:
        self._fake, self._method, self._url, self._kwargs = fake, method, url, kwargs
        self.status = 200
        self.reason = "OK"
        self.headers: dict[str, str] = {"content-type": "application/json"}
        self._text = ""

    async def __aenter__(self) -> _FakeHTTPResponse:
        await self._fake._in_flight(self._method, urlsplit(self._url).path)
        kwargs = self._kwargs
        data = kwargs.get("data")
        headers = kwargs.get("headers") or {}
        body: Any = None
        files: list[str] = []
        if isinstance(data, aiohttp.FormData):
            for options, _headers, value in data._fields:
                if options.get("name") == "payload_json":
                    body = self._fake.from_wire(value)
                elif "filename" in options:
                    files.append(options["filename"])
        elif data is not None:
            body = self._fake.from_wire(data)
        reason = headers.get("X-Audit-Log-Reason")
        try:
            self._fake.global_limit.take(self._fake, self._method, urlsplit(self._url).path)
            answer = self._fake._handle_raw(
                self._method,
                urlsplit(self._url).path,
                body,
                bool(files) or isinstance(data, aiohttp.FormData),
                tuple(files),
                unquote(reason) if reason else None,
                kwargs.get("params"),
            )
        except _RateLimitedError as limited:
            self.status, self.reason = 429, "Too Many Requests"
            self.headers["Via"] = "1.1 google"  # discord.py takes a 429 without it for a Cloudflare ban
            self.headers["X-RateLimit-Scope"] = "global" if limited.globally else "shared"
            if limited.globally:
                self.headers["X-RateLimit-Global"] = "true"
            answer = {
                "message": "You are being rate limited.",
                "retry_after": limited.retry_after,
                "global": limited.globally,
            }
        except discord.HTTPException as error:
            self.status, self.reason = error.status, str(error.response.reason)
            answer = getattr(error, "fake_body", {"code": error.code, "message": error.text})
        if answer is None:
            self.status, self.reason = 204, "No Content"
            self.headers.pop("content-type")
            self._text = ""
        else:
            self._text = self._fake.to_wire(answer)
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None

    async def text(self, encoding: str = "utf-8") -> str:
        return self._text


class _RateLimitedError(Exception):
    """Raised inside the fake when a request goes over a rate limit; the session answers 429."""

    def __init__(self, retry_after: float, globally: bool = False) -> None:
        super().__init__(f"rate limited for {retry_after:.3f} s")
        self.retry_after = retry_after
        self.globally = globally


class GlobalLimit:
    """Discord's global limit of a bot token: ``allowed`` requests in any ``window`` seconds, across every shard and
    process of the bot (fakes of several processes share one), interaction answers and webhook requests aside. The
    next one is answered 429 with ``global: true`` and ``retry_after``, as Discord answers it, and counted as an
    invalid request (401, 403 and 429 answers: Discord bans a bot that makes 10,000 of them in 10 minutes)."""

    def __init__(self, allowed: int = 50, window: float = 1.0) -> None:
        self.allowed, self.window = allowed, window
        self._sent: deque[float] = deque()
        #: (fake clock, method, path) of every request answered with the global 429
        self.refused: list[tuple[float, str, str]] = []
        #: the clock of every request counted: what a test or the benchmark reads requests a second from
        self.sent_at: list[float] = []
        self.keep_times = True

    def take(self, fake: FakeDiscord, method: str, path: str) -> None:
        """Count a bot-token request of ``fake``, or raise the 429 that refuses it."""
        now = fake.now()
        sent = self._sent
        while sent and now - sent[0] >= self.window:
            sent.popleft()
        if len(sent) >= self.allowed:
            self.refused.append((now, method, path))
            fake.invalid_requests += 1
            fake._failures.append(
                f"{method} {path}: over Discord's global limit of {self.allowed} requests in {self.window:g} s (429)"
            )
            raise _RateLimitedError(round(sent[0] + self.window - now, 3) + 0.001, globally=True)
        sent.append(now)
        if self.keep_times:
            self.sent_at.append(now)

    def busiest(self, window: float | None = None) -> int:
        """The most requests counted in any ``window`` seconds (the limit's own window by default)."""
        window = self.window if window is None else window
        most, first = 0, 0
        times = self.sent_at
        for last in range(len(times)):
            while times[last] - times[first] >= window:
                first += 1
            most = max(most, last - first + 1)
        return most


class _FakeResponse:
    """The bits of an aiohttp response that discord.HTTPException reads."""

    def __init__(self, status: int, reason: str) -> None:
        self.status = status
        self.reason = reason


def _http_error(status: int, code: int, message: str) -> discord.HTTPException:
    error_type = {403: discord.Forbidden, 404: discord.NotFound}.get(status, discord.HTTPException)
    reason = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found"}.get(status, "Error")
    if status >= 500:
        error_type = discord.DiscordServerError
    error = error_type(_FakeResponse(status, reason), {"code": code, "message": message})
    error.fake_body = {"code": code, "message": message}  # type: ignore[attr-defined]
    return error


def _refused(problems: Sequence[Problem]) -> discord.HTTPException:
    """Discord's answer to a body it refuses: 400 with code 50035 and the tree of refused fields (50006 for
    an empty message)."""
    if any(p.code == "EMPTY_MESSAGE" for p in problems):
        return _http_error(400, 50006, "Cannot send an empty message")
    body = {"code": 50035, "message": "Invalid Form Body", "errors": form_errors(problems)}
    error = discord.HTTPException(_FakeResponse(400, "Bad Request"), body)
    error.fake_body = body  # type: ignore[attr-defined]
    return error


def _unknown_message() -> discord.HTTPException:
    return _http_error(404, 10008, "Unknown Message")


def _unknown_webhook() -> discord.HTTPException:
    return _http_error(404, 10015, "Unknown Webhook")


class _ErrorCapture(logging.Handler):
    """Keeps ERROR records with a traceback: discord.py only logs exceptions raised in callbacks."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info:
            self.records.append(record)


# --------------------------------------------------------------------------------------------------------------
# Settling: which of the bot's tasks can still make progress on their own
# --------------------------------------------------------------------------------------------------------------

# Waits that only another task (or the test) can end.
_WAIT_CODES = frozenset(
    {
        asyncio.Event.wait.__code__,
        asyncio.Condition.wait.__code__,
        asyncio.Queue.get.__code__,
        asyncio.Lock.acquire.__code__,
        asyncio.Semaphore.acquire.__code__,
    }
)
# Timed waits, with the frame local that holds their TimerHandle (CPython 3.11+).
_TIMER_LOCALS = {asyncio.sleep.__code__: "h", asyncio.wait_for.__code__: "timeout_handle"}
_TASKS_LOOP_CODE = discord_tasks.Loop._loop.__code__
_HTTP_REQUEST_CODE = discord.http.HTTPClient.request.__code__


def _coroutine_chain(task: asyncio.Task[Any]) -> list[types.CoroutineType[Any, Any, Any]]:
    """The coroutines ``task`` is suspended in, outermost first."""
    chain: list[types.CoroutineType[Any, Any, Any]] = []
    coroutine: Any = task.get_coro()
    while isinstance(coroutine, types.CoroutineType):
        chain.append(coroutine)
        coroutine = coroutine.cr_await
    return chain


def _in_settle(task: asyncio.Task[Any]) -> bool:
    """True for a task of the test itself, waiting in :meth:`FakeDiscord.settle`."""
    return any(coroutine.cr_code is FakeDiscord.settle.__code__ for coroutine in _coroutine_chain(task))


def _is_parked(task: asyncio.Task[Any], now: float, horizon: float) -> bool:
    """True if ``task`` waits on something that will not happen within ``horizon`` seconds by itself.

    Parked: a sleep/timeout/``tasks.loop`` iteration further away than ``horizon`` (view timeouts, turn
    timers, ``delete_after``), an Event/Queue/Lock/Condition wait, waiting for another task (whose own
    state decides), or a test task in ``settle``. Anything else (running, a short sleep, waiting for a
    thread such as aiosqlite's) is busy.
    """
    chain = _coroutine_chain(task)
    frame = chain[-1].cr_frame if chain else None
    if frame is None:
        return False
    if _in_settle(task):
        return True
    if any(coroutine.cr_code is _HTTP_REQUEST_CODE for coroutine in chain):
        return False  # discord.py sleeping off a 429 (or a 5xx) will send the request again by itself
    innermost = chain[-1]
    code = innermost.cr_code
    if code in _WAIT_CODES:
        return True
    if code in _TIMER_LOCALS:
        handle = frame.f_locals.get(_TIMER_LOCALS[code])
        return isinstance(handle, asyncio.TimerHandle) and handle.when() - now > horizon
    if code is _TASKS_LOOP_CODE:
        sleeper = getattr(frame.f_locals.get("self"), "_handle", None)
        handle = getattr(sleeper, "handle", None)
        return isinstance(handle, asyncio.TimerHandle) and handle.when() - now > horizon
    waiting_for = getattr(task, "_fut_waiter", None)
    return isinstance(waiting_for, asyncio.Task)


# --------------------------------------------------------------------------------------------------------------
# The fake
# --------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Call:
    """What a route handler gets: path parameters (the spec's names), JSON body, file names, query."""

    params: dict[str, str]
    body: Any
    files: tuple[str, ...]
    query: dict[str, str]


_Handler = Callable[["FakeDiscord", _Call], Any]
_ROUTES: dict[tuple[str, str], _Handler] = {}


def _route(method: str, template: str) -> Callable[[_Handler], _Handler]:
    """Register a FakeDiscord method as the handler of an API route (templates use the spec's names)."""

    def register(handler: _Handler) -> _Handler:
        _ROUTES[(method, template)] = handler
        return handler

    return register


class FakeDiscord:
    """A recording, validating, in-memory Discord for one guild, driven through a real bot.

    Knobs (plain attributes): ``fail_on_logged_errors`` (settle raises on logged exceptions, e.g. those
    discord.py only logs from command, view, modal and DynamicItem callbacks),
    ``require_response`` (settle raises when an interaction got no callback: "This interaction failed"),
    ``response_deadline`` (seconds to the first callback, Discord's 3 s; None disables), ``settle_timeout``,
    ``sleep_horizon`` (sleeps shorter than this are waited out by settle; longer ones count as timers),
    ``think_time`` (seconds on the fake's clock before each interaction: people do not click ten times a
    second), ``token_lifetime`` (an interaction token's 15 minutes), ``channel_rate_limit`` (messages the
    bot may create per channel in a window of seconds: Discord's 5 per 5 s), ``latency`` (how long given
    requests take to reach Discord, so that a later one can arrive first), ``keep_history`` (record every
    request and every version of every message; the load benchmark turns it off to keep the fake's memory flat).

    Discord's limits are enforced on every request: bodies the OpenAPI spec allows but Discord refuses
    (:mod:`tests.discord_limits`; unless made with ``check_limits=False``, as the load benchmark does) are
    answered with Discord's 400, expired interaction tokens with 401 /
    50027, and messages over the channel rate limit with 429 (see :attr:`refused`, :attr:`rate_limited`).
    """

    def __init__(
        self, spec_path: Path = SPEC_PATH, capture_loggers: Sequence[str] = ("discord",), check_limits: bool = True
    ) -> None:
        """``capture_loggers``: loggers whose ERROR records with a traceback make :meth:`settle` fail;
        ``check_limits``: whether request bodies are held to Discord's limits (:mod:`tests.discord_limits`; the load
        benchmark leaves that to the tests, as it leaves out the spec: the checks run on the bot's event loop)."""
        self._spec = load_spec(spec_path)
        self._check_limits = check_limits
        self._capture_loggers = tuple(capture_loggers)
        self._last_snowflake = 0
        self.application_id = self._snowflake()
        self.owner_id = self._snowflake()
        self.guild_id = self._snowflake()
        self.channel_id = self._snowflake()
        self.moderator_role_id = self._snowflake()
        self.bot_role_id = self._snowflake()
        self.admin_role_id = self._snowflake()
        self.bot_name = "Hoard"
        self.channels: dict[int, FakeChannel] = {self.channel_id: FakeChannel(self.channel_id, "games")}
        first = FakeGuild(
            self.guild_id, "Hoard Test Guild", self.moderator_role_id, self.bot_role_id, self.admin_role_id
        )
        #: every guild of the fake by id, the first one's first (:meth:`add_guild` adds another)
        self.guilds: dict[int, FakeGuild] = {self.guild_id: first}
        self.users: dict[int, FakeUser] = {}
        #: members who left the guild (Discord answers "Unknown Member" for them; a bot without the members
        #: intent is not told, so its cache still holds them)
        self.departed: set[int] = set()
        #: the guild's preferred locale and features (a Community server has ``"COMMUNITY"``); Discord reports
        #: ``guild_locale`` as en-US for any server that is not a Community server
        self.preferred_locale = "en-US"
        self.features: list[str] = []
        self.messages: dict[int, FakeMessage] = {}
        self.modals: list[FakeModal] = []
        self.interactions: dict[str, FakeInteraction] = {}
        self.requests: list[Request] = []
        self._request: Request  # the one being answered, kept even when ``keep_history`` is off
        self.synced_commands: dict[int | None, list[dict[str, Any]]] = {}
        self.errors: list[logging.LogRecord] = []
        self.bot: commands.Bot | None = None
        self.refused: list[tuple[Request, list[Problem]]] = []
        """Requests answered with 400 because Discord would refuse their body, with the reasons."""
        self.rate_limited: list[Request] = []
        """Requests answered with 429 (discord.py sleeps and sends them again)."""
        self.global_limit = GlobalLimit()
        """The bot token's global limit (give two fakes the same one for two processes of one bot)."""
        self.invalid_requests = 0
        """Requests Discord counts as invalid towards its ban: here, those over the global limit."""

        self.fail_on_logged_errors = True
        self.require_response = True
        self.response_deadline: float | None = 3.0
        self.settle_timeout = 10.0
        self.sleep_horizon = 1.0
        self.think_time = 1.0
        self.token_lifetime = 15 * 60.0
        self.channel_rate_limit = (5, 5.0)
        self.member_fetch_rate_limit = MEMBER_FETCH_RATE_LIMIT
        self.keep_history = True
        #: seconds a request spends on the way to Discord, by (method, path): None or 0 means none
        self.latency: Callable[[str, str], float] | None = None
        #: injected faults: (method, path) -> (status, code, message) answered instead, ``times`` more times
        self._faults: list[tuple[Callable[[str, str], bool], tuple[int, int, str], list[int]]] = []

        self._time_offset = 0.0
        self._channel_sends: dict[int, list[float]] = {}
        self._member_fetches: list[float] = []

        self._adapter = _FakeWebhookAdapter(self)
        self._capture = _ErrorCapture()
        self._failures: list[str] = []
        self._unchecked: list[FakeInteraction] = []
        self._tasks: set[asyncio.Task[Any]] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._previous_task_factory: Any = None
        self._validation_seconds = 0.0
        self._command_ids: dict[str, int] = {}
        self._dm_channels: dict[int, int] = {}
        #: members who take no direct messages from the bot: Discord refuses them with 403 / 50007
        self.closed_dms: set[int] = set()

    # ---- lifecycle -------------------------------------------------------------------------------------------

    @property
    def validating(self) -> bool:
        """Whether request bodies are checked against the OpenAPI spec (the spec file exists)."""
        return self._spec is not None

    async def connect(self, bot: commands.Bot) -> None:
        """Log ``bot`` in offline (runs its ``setup_hook``), fill its cache with the guild, and mark it ready.

        Connecting another bot instance later simulates a restart: the previous bot is closed and its tasks
        cancelled, while messages, users and channels stay in the fake.
        """
        if self.bot is not None:
            await self._stop_bot()
        self._install()
        http = bot.http
        http.static_login = self._static_login_for(http)  # type: ignore[method-assign,assignment]
        async_context.set(self._adapter)
        self.bot = bot
        token = _ORIGIN.set(CONNECT_ORIGIN)
        try:
            await bot.login("fake-token")
            state = bot._connection
            for guild in self.guilds.values():
                state._add_guild_from_data(cast(Any, self._guild_payload(guild)))
            state.call_handlers("ready")  # what the gateway's READY ends with: sets is_ready(), then on_ready
            bot.dispatch("ready")
        finally:
            _ORIGIN.reset(token)
        await self.settle()

    async def close(self) -> None:
        """Close the current bot, cancel what it left running and detach from the loop and loggers."""
        if self.bot is not None:
            await self._stop_bot()
        for name in self._capture_loggers:
            logging.getLogger(name).removeHandler(self._capture)
        if self._loop is not None:
            self._loop.set_task_factory(self._previous_task_factory)
            self._loop = None

    def _install(self) -> None:
        if self._loop is None:
            self._loop = asyncio.get_running_loop()
            self._previous_task_factory = self._loop.get_task_factory()
            self._loop.set_task_factory(cast(Any, self._task_factory))
            for name in self._capture_loggers:
                logging.getLogger(name).addHandler(self._capture)

    async def _stop_bot(self) -> None:
        assert self.bot is not None
        if not self.bot.is_closed():
            await self.bot.close()
        current = asyncio.current_task()
        leftovers = [t for t in self._tasks if t is not current and not t.done() and not _in_settle(t)]
        for task in leftovers:
            task.cancel()
        await asyncio.gather(*leftovers, return_exceptions=True)
        self.bot = None

    def _task_factory(
        self, loop: asyncio.AbstractEventLoop, coro: Coroutine[Any, Any, Any], **kwargs: Any
    ) -> asyncio.Task[Any]:
        """Create tasks as usual, remembering them: settle waits for every task started since connect."""
        if self._previous_task_factory is not None:
            task = self._previous_task_factory(loop, coro, **kwargs)
        else:
            task = asyncio.Task(coro, loop=loop, **kwargs)
        self._remember(task)
        return task

    def _remember(self, task: asyncio.Task[Any]) -> None:
        """Keep ``task`` for :meth:`settle` until it is done (the fake's bookkeeping, not the bot's work)."""
        self._tasks.add(task)
        task.add_done_callback(self._forget_task)

    def _forget_task(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)

    def _static_login_for(self, http: discord.http.HTTPClient) -> Callable[[str], Coroutine[Any, Any, Any]]:
        async def static_login(token: str) -> Any:
            http.token = token
            session_attribute = "_HTTPClient__session"  # discord.py's request() and Interaction read it
            setattr(http, session_attribute, _FakeSession(self))
            http._global_over = asyncio.Event()
            http._global_over.set()
            return await http.request(Route("GET", "/users/@me"))

        return static_login

    def inject(self, matches: Callable[[str, str], bool], status: int, code: int, message: str, times: int = 1) -> None:
        """Answer the next ``times`` requests ``matches(method, path)`` picks with this error instead."""
        self._faults.append((matches, (status, code, message), [times]))

    def _fault(self, method: str, path: str) -> discord.HTTPException | None:
        for matches, (status, code, message), left in self._faults:
            if left[0] > 0 and matches(method, path):
                left[0] -= 1
                return _http_error(status, code, message)
        return None

    async def _in_flight(self, method: str, path: str) -> None:
        """Let a request travel for the :attr:`latency` it is given (requests may overtake each other)."""
        delay = self.latency(method, path.removeprefix("/api/v10")) if self.latency else 0.0
        if delay:
            await asyncio.sleep(delay)

    # ---- the fake's clock --------------------------------------------------------------------------------------

    def now(self) -> float:
        """The fake's clock (seconds): real monotonic time plus what :meth:`advance` skipped."""
        return time.monotonic() + self._time_offset

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass on the fake's clock at once (tokens age, rate-limit windows empty)."""
        self._time_offset += seconds

    # ---- settling ---------------------------------------------------------------------------------------------

    async def settle(self) -> None:
        """Wait until every task the bot started is done or parked (see ``_is_parked``), then fail on problems.

        Raises AssertionError for invalid or unmodelled requests, for logged exceptions (unless
        ``fail_on_logged_errors`` is False) and for interactions that got no response (unless
        ``require_response`` is False).
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.settle_timeout
        quiet_checks = 0
        while quiet_checks < 2:
            for _ in range(5):
                await asyncio.sleep(0)
            busy = self._busy_tasks(loop)
            if not busy:
                quiet_checks += 1
                continue
            quiet_checks = 0
            if loop.time() > deadline:
                raise AssertionError(
                    f"fakediscord: the bot was still busy after {self.settle_timeout} s: "
                    + "; ".join(f"{t.get_name()} at {t.get_stack(limit=3)}" for t in busy)
                )
            await asyncio.sleep(0.001)
        self._raise_problems()

    def _busy_tasks(self, loop: asyncio.AbstractEventLoop) -> list[asyncio.Task[Any]]:
        current = asyncio.current_task()
        now = loop.time()
        return [
            t for t in self._tasks if t is not current and not t.done() and not _is_parked(t, now, self.sleep_horizon)
        ]

    def _raise_problems(self) -> None:
        problems = self._failures
        self._failures = []
        new_errors = self._capture.records
        self._capture.records = []
        self.errors += new_errors
        if self.fail_on_logged_errors:
            formatter = logging.Formatter("%(name)s: %(message)s")
            problems += [f"logged: {formatter.format(r)}" for r in new_errors]
        if self.require_response:
            problems += [
                f"{i.description} (interaction {i.id}) got no response: Discord would show 'This interaction failed'"
                for i in self._unchecked
                if not i.responded
            ]
        self._unchecked = []
        if problems:
            raise AssertionError("fakediscord:\n" + "\n\n".join(problems))

    # ---- guild model ------------------------------------------------------------------------------------------

    def member(
        self, name: str, manage_messages: bool = False, manage_guild: bool = False, locale: str = "en-US"
    ) -> FakeUser:
        """The guild member called ``name``, created (and added to the bot's cache) on first use; with
        ``manage_messages`` a moderator, with ``manage_guild`` an admin (each a role of its own); ``locale``: their
        client's language."""
        for user in self.users.values():
            if user.name == name:
                if (user.manage_messages, user.manage_guild, user.locale) != (manage_messages, manage_guild, locale):
                    raise AssertionError(f"member {name!r} already exists with other permissions: {user}")
                return user
        user = FakeUser(self._snowflake(), name, manage_messages, manage_guild, locale)
        self.users[user.id] = user
        for fake_guild in self.guilds.values():
            guild = self._cached_guild(fake_guild.id)
            if guild is not None:
                payload = cast(Any, self._member_payload(user, guild=fake_guild))
                guild._add_member(discord.Member(data=payload, guild=guild, state=guild._state))
        return user

    def add_guild(self, name: str) -> tuple[int, int]:
        """Another guild sharing the bot and every user with the first, with roles of its own and a text channel
        called "games" (add more with :meth:`add_channel`); returns the ids of the guild and that channel."""
        guild = FakeGuild(self._snowflake(), name, self._snowflake(), self._snowflake(), self._snowflake())
        self.guilds[guild.id] = guild
        channel = FakeChannel(self._snowflake(), "games", guild_id=guild.id)
        self.channels[channel.id] = channel
        if self.bot is not None:
            self.bot._connection._add_guild_from_data(cast(Any, self._guild_payload(guild)))
        return guild.id, channel.id

    def posted_before(self, channel_id: int, body: dict[str, Any]) -> FakeMessage:
        """A message the bot had posted in ``channel_id`` (``body`` as it sends one) before the test began, made
        without a request: for set-ups too large to post through the bot."""
        return self._new_message(channel_id, body, ())

    def remove_bot(self) -> None:
        """The guild removes the bot: the gateway's ``GUILD_DELETE`` (not unavailable), as Discord sends it."""
        assert self.bot is not None
        self.bot._connection.parse_guild_delete(cast(Any, {"id": str(self.guild_id)}))

    def leave(self, user: FakeUser) -> None:
        """``user`` leaves the guild: fetching them answers "Unknown Member" from now on."""
        self.departed.add(user.id)

    def overwrite(
        self,
        target: FakeUser | int,
        allow: discord.Permissions | None = None,
        deny: discord.Permissions | None = None,
    ) -> dict[str, Any]:
        """A permission overwrite for a member, or for a role by its id (the guild's id is @everyone's)."""
        return {
            "id": str(target.id if isinstance(target, FakeUser) else target),
            "type": 1 if isinstance(target, FakeUser) else 0,
            "allow": str((allow or discord.Permissions.none()).value),
            "deny": str((deny or discord.Permissions.none()).value),
        }

    def private_to(self, *users: FakeUser, guild: int | None = None) -> list[dict[str, Any]]:
        """Overwrites of a channel only ``users`` (and the bot) may view: @everyone is denied View Channel
        (``guild``: the guild whose roles they name, by default the first)."""
        view = discord.Permissions(view_channel=True)
        roles = self.guilds[guild or self.guild_id]
        return [
            self.overwrite(roles.id, deny=view),
            self.overwrite(roles.bot_role_id, allow=view),
            *(self.overwrite(user, allow=view) for user in users),
        ]

    def permissions_in(self, user: FakeUser, channel_id: int) -> discord.Permissions:
        """``user``'s permissions in a channel, as Discord computes them (its roles, then the channel's
        overwrites: @everyone's, the roles' together, the member's own; without View Channel, none of the
        channel's permissions)."""
        return self._computed_permissions(user.id, self._roles_of(user, self._guild_of(channel_id)), channel_id)

    def _guild_of(self, channel_id: int) -> FakeGuild:
        """The guild of a text channel (of a thread: its channel's)."""
        channel = self.channels[channel_id]
        if channel.parent_id is not None:
            channel = self.channels[channel.parent_id]
        return self.guilds[channel.guild_id or self.guild_id]

    def _computed_permissions(self, member_id: int, roles: list[int], channel_id: int) -> discord.Permissions:
        guild = self._guild_of(channel_id)
        by_role = self._role_permissions(guild)
        value = by_role[guild.id].value
        for role in roles:
            value |= by_role[role].value
        if value & discord.Permissions(administrator=True).value:
            return discord.Permissions.all()
        channel_id = self.channels[channel_id].parent_id or channel_id  # a thread has its channel's permissions
        overwrites = {(o["type"], int(o["id"])): o for o in self.channels[channel_id].overwrites}

        def apply(value: int, allow: int, deny: int) -> int:
            return (value & ~deny) | allow

        everyone = overwrites.get((0, guild.id))
        if everyone:
            value = apply(value, int(everyone["allow"]), int(everyone["deny"]))
        allow = deny = 0
        for role in roles:
            found = overwrites.get((0, role))
            if found:
                allow, deny = allow | int(found["allow"]), deny | int(found["deny"])
        value = apply(value, allow, deny)
        own = overwrites.get((1, member_id))
        if own:
            value = apply(value, int(own["allow"]), int(own["deny"]))
        if not value & discord.Permissions(view_channel=True).value:  # unseen: nothing of the channel's
            value &= ~discord.Permissions.all_channel().value
        return discord.Permissions(value)

    def _roles_of(self, user: FakeUser, guild: FakeGuild | None = None) -> list[int]:
        """``user``'s roles in ``guild`` (by default the first)."""
        guild = guild or self.guilds[self.guild_id]
        return [
            r
            for r, has in ((guild.moderator_role_id, user.manage_messages), (guild.admin_role_id, user.manage_guild))
            if has
        ]

    def _role_permissions(self, guild: FakeGuild) -> dict[int, discord.Permissions]:
        return {
            guild.id: _EVERYONE_PERMISSIONS,
            guild.moderator_role_id: _MODERATOR_PERMISSIONS,
            guild.admin_role_id: _ADMIN_PERMISSIONS,
            guild.bot_role_id: _BOT_PERMISSIONS,
        }

    def add_channel(self, name: str, overwrites: Sequence[dict[str, Any]] = (), guild: int | None = None) -> int:
        """Create another text channel in the guild (``guild``: another one's id, see :meth:`add_guild`), with
        permission ``overwrites`` (see :meth:`private_to`); returns its id."""
        channel = FakeChannel(self._snowflake(), name, overwrites=list(overwrites), guild_id=guild)
        self.channels[channel.id] = channel
        cached = self._cached_guild(channel.guild_id)
        if cached is not None:
            payload = cast(Any, self._channel_payload(channel))
            text_channel = discord.TextChannel(state=cached._state, guild=cached, data=payload)
            cached._add_channel(text_channel)
        return channel.id

    @property
    def guild_locale(self) -> str:
        """The guild's locale as interactions carry it: its preferred locale if a Community server, else en-US."""
        return self.preferred_locale if "COMMUNITY" in self.features else "en-US"

    def _cached_guild(self, guild_id: int | None = None) -> discord.Guild | None:
        return self.bot.get_guild(guild_id or self.guild_id) if self.bot is not None else None

    def _snowflake(self) -> int:
        now = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last_snowflake = max(now, self._last_snowflake + 1)
        return self._last_snowflake

    def bot_user_payload(self) -> dict[str, Any]:
        return {
            "id": str(self.application_id),
            "username": self.bot_name,
            "discriminator": "0",
            "global_name": None,
            "avatar": None,
            "bot": True,
            "verified": True,
            "mfa_enabled": False,
            "flags": 0,
            "public_flags": 0,
        }

    def _member_payload(
        self, user: FakeUser, permissions: discord.Permissions | None = None, guild: FakeGuild | None = None
    ) -> dict[str, Any]:
        """The guild member object (of ``guild``, by default the first); ``permissions``: theirs in the
        interaction's channel, as interactions carry."""
        payload: dict[str, Any] = {
            "user": user.payload(),
            "roles": [str(role) for role in self._roles_of(user, guild)],
            "joined_at": discord.utils.snowflake_time(user.id).isoformat(),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "nick": None,
            "avatar": None,
            "communication_disabled_until": None,
        }
        if permissions is not None:
            payload["permissions"] = str(permissions.value)
        return payload

    def _channel_payload(self, channel: FakeChannel) -> dict[str, Any]:
        if channel.type == 1:
            recipient = self.users[channel.recipient_id] if channel.recipient_id else None
            return {"id": str(channel.id), "type": 1, "recipients": [recipient.payload()] if recipient else []}
        if channel.type == PUBLIC_THREAD:
            messages = len(self.channel_messages(channel.id))
            return {
                "id": str(channel.id),
                "type": PUBLIC_THREAD,
                "flags": 0,
                "guild_id": str(self.guild_id),
                "parent_id": str(channel.parent_id),
                "name": channel.name,
                "owner_id": str(self.application_id),
                "last_message_id": None,
                "rate_limit_per_user": 0,
                "thread_metadata": {
                    "archived": False,
                    "archive_timestamp": discord.utils.snowflake_time(channel.id).isoformat(),
                    "auto_archive_duration": channel.auto_archive_duration,
                    "locked": False,
                },
                "message_count": messages,
                "member_count": 1,
                "total_message_sent": messages,
            }
        return {
            "id": str(channel.id),
            "type": 0,
            "guild_id": str(channel.guild_id or self.guild_id),
            "name": channel.name,
            "position": list(self.channels).index(channel.id),
            "permission_overwrites": copy.deepcopy(channel.overwrites),
            "nsfw": False,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "parent_id": None,
        }

    def _guild_payload(self, guild: FakeGuild) -> dict[str, Any]:
        def role(role_id: int, name: str, permissions: discord.Permissions, position: int) -> dict[str, Any]:
            return {
                "id": str(role_id),
                "name": name,
                "permissions": str(permissions.value),
                "position": position,
                "color": 0,
                "hoist": False,
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }

        bot_member = {
            "user": self.bot_user_payload(),
            "roles": [str(guild.bot_role_id)],
            "joined_at": discord.utils.snowflake_time(guild.id).isoformat(),
            "deaf": False,
            "mute": False,
            "flags": 0,
        }
        return {
            "id": str(guild.id),
            "name": guild.name,
            "owner_id": str(self.owner_id),
            "icon": None,
            "features": list(self.features),
            "preferred_locale": self.preferred_locale,
            "member_count": len(self.users) + 1,
            "roles": [
                role(guild.id, "@everyone", _EVERYONE_PERMISSIONS, 0),
                role(guild.moderator_role_id, "Moderator", _MODERATOR_PERMISSIONS, 1),
                role(guild.bot_role_id, self.bot_name, _BOT_PERMISSIONS, 2),
                role(guild.admin_role_id, "Admin", _ADMIN_PERMISSIONS, 3),
            ],
            "channels": [
                self._channel_payload(c)
                for c in self.channels.values()
                if c.type == 0 and (c.guild_id or self.guild_id) == guild.id
            ],
            "threads": [
                self._channel_payload(c)
                for c in self.channels.values()
                if c.type == PUBLIC_THREAD and self._guild_of(c.id).id == guild.id
            ],
            "members": [bot_member] + [self._member_payload(u, guild=guild) for u in self.users.values()],
            "emojis": [],
            "stickers": [],
        }

    # ---- queries ----------------------------------------------------------------------------------------------

    def channel_messages(self, channel_id: int | None = None) -> list[FakeMessage]:
        """Public, not deleted messages of a channel (default: the main one), oldest first."""
        channel_id = channel_id or self.channel_id
        return [
            m for m in self.messages.values() if m.channel_id == channel_id and m.ephemeral_to is None and not m.deleted
        ]

    def last_message(self, channel_id: int | None = None) -> FakeMessage:
        """The newest public message of a channel; AssertionError if there is none."""
        messages = self.channel_messages(channel_id)
        if not messages:
            raise AssertionError(f"no messages in channel {channel_id or self.channel_id}")
        return messages[-1]

    def ephemerals_for(self, user: FakeUser) -> list[FakeMessage]:
        """Not deleted ephemeral messages only ``user`` can see, oldest first."""
        return [m for m in self.messages.values() if m.ephemeral_to == user.id and not m.deleted]

    def dms_for(self, user: FakeUser) -> list[FakeMessage]:
        """Messages the bot sent to ``user`` in direct messages, oldest first."""
        channel_id = self._dm_channels.get(user.id)
        return [] if channel_id is None else self.channel_messages(channel_id)

    def mark(self) -> int:
        """A position in :attr:`requests`, for :meth:`requests_since`."""
        return len(self.requests)

    def requests_since(self, mark: int) -> list[Request]:
        """Requests recorded after :meth:`mark` returned ``mark``."""
        return self.requests[mark:]

    # ---- inbound: payload builders ----------------------------------------------------------------------------

    def _interaction_payload(
        self, user: FakeUser, channel_id: int, kind: int, data: dict[str, Any], message: FakeMessage | None
    ) -> dict[str, Any]:
        channel = self.channels[channel_id]
        guild = self._guild_of(channel_id)
        permissions = self.permissions_in(user, channel_id)
        bot_permissions = self._computed_permissions(self.application_id, [guild.bot_role_id], channel_id)
        payload: dict[str, Any] = {
            "id": str(self._snowflake()),
            "application_id": str(self.application_id),
            "type": kind,
            "data": data,
            "guild_id": str(guild.id),
            "guild": {"id": str(guild.id), "locale": self.guild_locale, "features": list(self.features)},
            "channel_id": str(channel_id),
            "channel": {
                **self._channel_payload(channel),
                "permissions": str(permissions.value),
            },
            "member": self._member_payload(user, permissions, guild),
            "app_permissions": str(bot_permissions.value),
            "locale": user.locale,
            "guild_locale": self.guild_locale,
            "token": f"fake-token-{self._snowflake()}",
            "version": 1,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild.id)},
            "context": 0,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if message is not None:
            payload["message"] = message.payload()
        return payload

    def slash_payload(
        self, user: FakeUser, command: str, /, channel: int | None = None, **options: Any
    ) -> dict[str, Any]:
        """An application command interaction for ``command`` ("group sub" for subcommands) with ``options``.

        ``channel``: where it is used (default: :attr:`channel_id`), so an option called "channel" cannot be
        given here. Option names are the Discord names or the Python parameter names; types come from the
        bot's tree. Values: str/int/float/bool as-is, a FakeUser for user/member options, a channel id for
        channel options. Checks what a client would: known options, required ones present, valid choices.
        """
        if not self.permissions_in(user, channel or self.channel_id).view_channel:
            raise AssertionError(f"{user.name} cannot view channel {channel or self.channel_id}")
        names, target, guild_scoped = self._find_command(command)
        parameters = target.parameters
        by_name = {p.display_name: p for p in parameters} | {p.name: p for p in parameters}
        resolved: dict[str, dict[str, Any]] = {}
        given: list[dict[str, Any]] = []
        for key, value in options.items():
            parameter = by_name.get(key)
            if parameter is None:
                raise AssertionError(f"/{command} has no option {key!r}; it has {[p.display_name for p in parameters]}")
            choices = [choice.value for choice in parameter.choices]
            if choices and value not in choices:
                raise AssertionError(f"/{command} {parameter.display_name}={value!r} is not one of {choices}")
            given.append(
                {
                    "name": parameter.display_name,
                    "type": parameter.type.value,
                    "value": self._option(parameter.type, value, resolved),
                }
            )
        missing = [
            p.display_name for p in parameters if p.required and p.display_name not in {o["name"] for o in given}
        ]
        if missing:
            raise AssertionError(f"/{command} is missing required options {missing}")
        for depth, name in enumerate(reversed(names[1:])):
            given = [{"name": name, "type": 1 if depth == 0 else 2, "options": given}]
        data: dict[str, Any] = {"id": str(self._command_id(names[0])), "name": names[0], "type": 1, "options": given}
        if resolved:
            data["resolved"] = resolved
        if guild_scoped:
            data["guild_id"] = str(self.guild_id)
        return self._interaction_payload(user, channel or self.channel_id, 2, data, None)

    def component_payload(
        self, user: FakeUser, message: FakeMessage | int, custom_id: str, values: list[str] | None = None
    ) -> dict[str, Any]:
        """A message component interaction: a button click, or a select choice when ``values`` is given.

        Checks what a Discord client would: the message exists and ``user`` can see it, the component is on
        it and enabled, the values are options of the select within its min/max. User/role/channel selects
        get their values but no ``resolved`` data.
        """
        message = self._visible_message(user, message)
        component = next((c for c in walk_components(message.components) if c.get("custom_id") == custom_id), None)
        if component is None:
            raise AssertionError(f"message {message.id} has no component {custom_id!r}: {message.buttons()}")
        if component.get("disabled"):
            raise AssertionError(f"component {custom_id!r} on message {message.id} is disabled")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if component["type"] in SELECT_TYPES:
            if values is None:
                raise AssertionError(f"{custom_id!r} is a select: use select(..., values)")
            data["values"] = self._checked_values(component, values)
        elif values is not None:
            raise AssertionError(f"{custom_id!r} is not a select")
        return self._interaction_payload(user, message.channel_id, 3, data, message)

    def modal_payload(self, user: FakeUser, modal: FakeModal, values: Mapping[str, str | list[str]]) -> dict[str, Any]:
        """A modal submit interaction with ``values`` (text by custom_id; a list of values for selects)."""
        if user.id != modal.user_id:
            raise AssertionError(f"modal {modal.custom_id!r} was opened for another user")
        inputs = modal.inputs()
        unknown = set(values) - set(inputs)
        if unknown:
            raise AssertionError(f"modal {modal.custom_id!r} has no inputs {sorted(unknown)}; it has {sorted(inputs)}")

        def submitted(component: dict[str, Any]) -> dict[str, Any]:
            custom_id = component["custom_id"]
            if component["type"] in SELECT_TYPES:
                chosen = values.get(custom_id, [])
                return {
                    "type": component["type"],
                    "custom_id": custom_id,
                    "values": self._checked_values(component, list(chosen)),
                }
            text = values.get(custom_id, component.get("value") or "")
            if not isinstance(text, str):
                raise AssertionError(f"text input {custom_id!r} takes a string")
            if component.get("required", True) and not text:
                raise AssertionError(f"text input {custom_id!r} is required")
            if text and not component.get("min_length", 0) <= len(text) <= component.get("max_length", 4000):
                raise AssertionError(f"text input {custom_id!r}: {len(text)} characters is outside its length limits")
            return {"type": TEXT_INPUT, "custom_id": custom_id, "value": text}

        rows: list[dict[str, Any]] = []
        for component in modal.components:
            if component.get("type") == ACTION_ROW:
                rows.append({"type": ACTION_ROW, "components": [submitted(c) for c in component["components"]]})
            elif component.get("type") == LABEL:
                rows.append({"type": LABEL, "component": submitted(component["component"])})
        source = self.messages.get(modal.source_message_id) if modal.source_message_id else None
        data = {"custom_id": modal.custom_id, "components": rows}
        return self._interaction_payload(user, modal.channel_id, 5, data, source)

    def _find_command(self, command: str) -> tuple[list[str], app_commands.Command[Any, ..., Any], bool]:
        if self.bot is None:
            raise AssertionError("connect a bot first")
        names = command.split()
        tree = self.bot.tree
        found: Any = tree.get_command(names[0], guild=discord.Object(self.guild_id))
        guild_scoped = found is not None
        found = found or tree.get_command(names[0])
        for name in names[1:]:
            found = found.get_command(name) if isinstance(found, app_commands.Group) else None
        if not isinstance(found, app_commands.Command):
            known = sorted(c.qualified_name for c in tree.walk_commands(guild=None))
            raise AssertionError(f"/{command} is not a command of the bot; it has {known}")
        return names, found, guild_scoped

    def _command_id(self, name: str) -> int:
        if name not in self._command_ids:
            self._command_ids[name] = self._snowflake()
        return self._command_ids[name]

    def _option(self, kind: discord.AppCommandOptionType, value: Any, resolved: dict[str, dict[str, Any]]) -> Any:
        """The option's wire value; users and channels also go into ``resolved`` as Discord does."""
        if kind in (discord.AppCommandOptionType.user, discord.AppCommandOptionType.mentionable):
            if not isinstance(value, FakeUser):
                raise AssertionError(f"pass a FakeUser for a {kind.name} option, not {value!r}")
            resolved.setdefault("users", {})[str(value.id)] = value.payload()
            member = self._member_payload(value, self.permissions_in(value, self.channel_id))
            del member["user"]
            resolved.setdefault("members", {})[str(value.id)] = member
            return str(value.id)
        if kind is discord.AppCommandOptionType.channel:
            if value not in self.channels:
                raise AssertionError(f"pass a channel id of the fake for a channel option, not {value!r}")
            channel = self._channel_payload(self.channels[value])
            resolved.setdefault("channels", {})[str(value)] = channel | {
                "permissions": str(_EVERYONE_PERMISSIONS.value)
            }
            return str(value)
        return value

    def _visible_message(self, user: FakeUser, message: FakeMessage | int) -> FakeMessage:
        found = self.messages.get(message if isinstance(message, int) else message.id)
        if found is None or found.deleted:
            raise AssertionError(f"message {message if isinstance(message, int) else message.id} does not exist")
        if found.ephemeral_to is not None and found.ephemeral_to != user.id:
            raise AssertionError(f"{user.name} cannot see ephemeral message {found.id}")
        if found.ephemeral_to is None and not self.permissions_in(user, found.channel_id).view_channel:
            raise AssertionError(f"{user.name} cannot view the channel of message {found.id}")
        return found

    @staticmethod
    def _checked_values(component: dict[str, Any], values: list[str]) -> list[str]:
        if component["type"] == STRING_SELECT:
            allowed = [option["value"] for option in component.get("options", ())]
            if not set(values) <= set(allowed):
                raise AssertionError(f"select {component['custom_id']!r} offers {allowed}, not {values}")
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        if not low <= len(values) <= high:
            raise AssertionError(f"select {component['custom_id']!r} takes {low}..{high} values, got {len(values)}")
        return values

    # ---- inbound: dispatch ------------------------------------------------------------------------------------

    def dispatch_now(self, payload: dict[str, Any], description: str) -> FakeInteraction:
        """Hand a raw INTERACTION_CREATE payload to the bot (no waiting); returns its record."""
        if self.bot is None:
            raise AssertionError("connect a bot first")
        self.advance(self.think_time)
        interaction = FakeInteraction(
            fake=self,
            id=int(payload["id"]),
            token=payload["token"],
            type=payload["type"],
            user=self.users[int(payload["member"]["user"]["id"])],
            channel_id=int(payload["channel_id"]),
            source_message_id=int(payload["message"]["id"]) if "message" in payload else None,
            description=description,
            dispatched_at=time.monotonic(),
            validation_seconds_at_dispatch=self._validation_seconds,
            created_at=self.now(),
        )
        self.interactions[interaction.token] = interaction
        self._unchecked.append(interaction)
        origin = _ORIGIN.set(interaction.token)
        adapter = async_context.set(self._adapter)
        try:
            self.bot._connection.parse_interaction_create(cast(Any, payload))
        finally:
            async_context.reset(adapter)
            _ORIGIN.reset(origin)
        return interaction

    async def dispatch(self, payload: dict[str, Any], description: str = "interaction") -> FakeInteraction:
        """Hand a raw payload to the bot and :meth:`settle`."""
        interaction = self.dispatch_now(payload, description)
        await self.settle()
        return interaction

    async def slash(
        self, user: FakeUser, command: str, /, channel: int | None = None, **options: Any
    ) -> FakeInteraction:
        """Run ``/command`` as ``user`` (see :meth:`slash_payload`) and settle."""
        return await self.dispatch(self.slash_payload(user, command, channel, **options), f"/{command}")

    async def click(self, user: FakeUser, message: FakeMessage | int, custom_id: str) -> FakeInteraction:
        """Click the button ``custom_id`` on ``message`` as ``user`` and settle."""
        return await self.dispatch(self.component_payload(user, message, custom_id), f"click {custom_id!r}")

    async def select(
        self, user: FakeUser, message: FakeMessage | int, custom_id: str, values: list[str]
    ) -> FakeInteraction:
        """Choose ``values`` in the select ``custom_id`` on ``message`` as ``user`` and settle."""
        payload = self.component_payload(user, message, custom_id, values)
        return await self.dispatch(payload, f"select {custom_id!r} {values}")

    async def submit_modal(
        self, user: FakeUser, modal: FakeModal, values: Mapping[str, str | list[str]]
    ) -> FakeInteraction:
        """Submit ``modal`` with ``values`` as ``user`` and settle."""
        return await self.dispatch(self.modal_payload(user, modal, values), f"modal {modal.custom_id!r}")

    async def click_many(self, clicks: Sequence[tuple[FakeUser, FakeMessage | int, str]]) -> list[FakeInteraction]:
        """Dispatch several clicks in the same loop tick (built from the messages as they are now), then settle."""
        payloads = [(self.component_payload(u, m, c), f"click {c!r}") for u, m, c in clicks]
        interactions = [self.dispatch_now(payload, description) for payload, description in payloads]
        await self.settle()
        return interactions

    # ---- outbound: recording and validation -------------------------------------------------------------------

    def _handle(
        self,
        route: Route,
        body: Any,
        multipart: list[dict[str, Any]] | None,
        files: Sequence[discord.File] | None,
        reason: str | None,
        params: dict[str, Any] | None,
    ) -> Any:
        """Answer one request of the interaction webhook transport (callbacks, followups, their edits)."""
        if multipart:  # discord.py passes an empty list when there are no files
            body = next((self.from_wire(p["value"]) for p in multipart if p["name"] == "payload_json"), None)
        elif body is not None:
            # what travels on the wire (discord.py's webhook adapter encodes it so), and a copy the bot cannot mutate
            body = self.from_wire(discord.utils._to_json(body))
        file_names = tuple(f.filename or "file" for f in files or ())
        path = urlsplit(route.url).path
        return self._handle_raw(route.method, path, body, bool(multipart), file_names, reason, params)

    @staticmethod
    def from_wire(text: str | bytes) -> Any:
        """A request body as Discord reads it (the load benchmark counts this as Discord's work, not the bot's)."""
        return json.loads(text)

    @staticmethod
    def to_wire(answer: Any) -> str:
        """An answer's body as Discord sends it (Discord's work, like :meth:`from_wire`)."""
        return json.dumps(answer)

    def _handle_raw(
        self,
        method: str,
        path: str,
        body: Any,
        multipart: bool,
        file_names: tuple[str, ...],
        reason: str | None,
        params: dict[str, Any] | None,
    ) -> Any:
        """Record, validate and answer one request from either transport.

        A body Discord would refuse is answered as Discord answers it (400, code 50035 and the refused
        fields) and also noted, so that :meth:`settle` fails the test.
        """
        path = path.removeprefix("/api/v10")
        query = {key: str(value) for key, value in (params or {}).items()}
        found = _ROUTER.get(method)
        matched = found.match(path) if found else None
        started = time.perf_counter()
        operation, problems = self._check(method, path, body, multipart, file_names)
        self._validation_seconds += time.perf_counter() - started
        template = matched[0] if matched else path
        request = Request(method, path, template, body, file_names, reason, query, _ORIGIN.get(), operation)
        self._request = request
        if self.keep_history:
            self.requests.append(request)
        if matched is None:
            message = f"{method} {path}: fakediscord does not model this endpoint"
            self._failures.append(message)
            raise AssertionError(message)
        fault = self._fault(method, path)
        if fault is not None:
            raise fault
        if problems:
            self.refused.append((request, problems))
            self._failures.append(f"{method} {path}: Discord refuses it: " + "; ".join(map(str, problems)))
            raise _refused(problems)
        _template, path_params = matched
        return _ROUTES[(method, template)](self, _Call(path_params, body, file_names, query))

    def _check(
        self, method: str, path: str, body: Any, multipart: bool, files: tuple[str, ...]
    ) -> tuple[str | None, list[Problem]]:
        """The spec operation of a request (None when not validating) and every problem with its body."""
        problems: list[Problem] = []
        operation = None
        if self._spec is not None:
            template = self._spec.operation(method, path)
            if template is None:
                problems.append(Problem("", "UNKNOWN_OPERATION", "the OpenAPI spec has no such operation"))
            else:
                operation = f"{method} {template}"
                problems += [
                    Problem("", "OPENAPI_SCHEMA", text)
                    for text in self._spec.body_errors(method, template, body, multipart)
                ]
        if isinstance(body, dict) and self._check_limits:
            problems += self._limit_problems(method, path, body, files)
        return operation, problems

    def _limit_problems(self, method: str, path: str, body: dict[str, Any], files: tuple[str, ...]) -> list[Problem]:
        """Discord's limits on the message or modal a request body carries (see :mod:`tests.discord_limits`)."""
        if path.startswith("/interactions/"):
            data = body.get("data") or {}
            kind = body.get("type")
            if kind == 4:
                return message_problems(data, files, creating=True)
            if kind == 7:
                return message_problems(
                    data, self._files_after_edit(path, data, files), creating=False, current=self._as_it_is(path)
                )
            return modal_problems(data) if kind == 9 else []
        creating = method == "POST" and (path.endswith("/messages") or path.startswith("/webhooks/"))
        if creating:
            return message_problems(body, files, creating=True)
        if method == "PATCH" and "/messages/" in path:
            return message_problems(
                body, self._files_after_edit(path, body, files), creating=False, current=self._as_it_is(path)
            )
        return []

    def _as_it_is(self, path: str) -> dict[str, Any] | None:
        """The fields of the message an edit addresses that Discord checks the edit against."""
        target = self._edit_target(path)
        if target is None:
            return None
        return {
            "flags": target.flags,
            "content": target.content,
            "embeds": target.embeds,
            "components": target.components,
        }

    def _files_after_edit(self, path: str, body: dict[str, Any], files: tuple[str, ...]) -> list[str]:
        """The file names the edited message will have: those it keeps (all, without ``attachments``) plus new."""
        target = self._edit_target(path)
        if target is None:
            return list(files)
        if "attachments" in body:
            keep = {str(a.get("id")) for a in body["attachments"] or ()}
            kept = [a.filename for a in target.attachments if str(a.id) in keep]
        else:
            kept = target.file_names
        return kept + list(files)

    def _edit_target(self, path: str) -> FakeMessage | None:
        """The message an edit request addresses, if it exists (best effort, for attachment checks)."""
        parts = path.strip("/").split("/")
        if parts[0] == "interactions":
            interaction = self.interactions.get(parts[2]) if len(parts) > 2 else None
            return self.messages.get(interaction.source_message_id or 0) if interaction else None
        if parts[0] == "webhooks" and len(parts) >= 5:
            if parts[4] == "@original":
                interaction = self.interactions.get(parts[2])
                return self.messages.get(interaction.original_message_id or 0) if interaction else None
            return self.messages.get(int(parts[4])) if parts[4].isdigit() else None
        if parts[0] == "channels" and len(parts) >= 4 and parts[3].isdigit():
            return self.messages.get(int(parts[3]))
        return None

    # ---- outbound: the message model --------------------------------------------------------------------------

    def _new_message(
        self,
        channel_id: int,
        body: dict[str, Any],
        files: tuple[str, ...],
        *,
        ephemeral_to: int | None = None,
        interaction: FakeInteraction | None = None,
    ) -> FakeMessage:
        flags = (body.get("flags") or 0) & ~EPHEMERAL
        message = FakeMessage(
            id=self._snowflake(),
            channel_id=channel_id,
            author=self.bot_user_payload(),
            guild_id=self._guild_of(channel_id).id if self.channels[channel_id].type in (0, PUBLIC_THREAD) else None,
            content=body.get("content") or "",
            embeds_json=orjson.dumps(body.get("embeds") or []),
            components_json=orjson.dumps(body.get("components") or []),
            attachments=[FakeAttachment(self._snowflake(), name) for name in files],
            flags=flags | (EPHEMERAL if ephemeral_to is not None else 0),
            type=20 if interaction is not None and interaction.type == 2 else 0,
            ephemeral_to=ephemeral_to,
            interaction_token=interaction.token if interaction else None,
            webhook_id=self.application_id if interaction else None,
            origin=_ORIGIN.get(),
        )
        self.messages[message.id] = message
        if self.keep_history:
            message.versions.append(MessageVersion(message.origin, message.snapshot()))
        return message

    def _edit(self, message: FakeMessage, body: dict[str, Any], files: tuple[str, ...]) -> None:
        """Apply a PATCH-style body: fields present replace, absent ones stay; a placeholder stops loading."""
        if "content" in body:
            message.content = body["content"] or ""
        if "embeds" in body:
            message.embeds = body["embeds"] or []
        if "components" in body:
            message.components = body["components"] or []
        new_files = [FakeAttachment(self._snowflake(), name) for name in files]
        if "attachments" in body:
            keep = {str(a.get("id")) for a in body["attachments"] or ()}
            message.attachments = [a for a in message.attachments if str(a.id) in keep] + new_files
        else:
            message.attachments += new_files
        if body.get("flags") is not None:
            message.flags = (message.flags & EPHEMERAL) | (body["flags"] & ~(EPHEMERAL | LOADING))
        message.flags &= ~LOADING
        message.edited_at = discord.utils.utcnow()
        if self.keep_history:
            message.edited_by.append(_ORIGIN.get())
            message.versions.append(MessageVersion(_ORIGIN.get(), message.snapshot()))

    def _channel_message(self, params: dict[str, str]) -> FakeMessage:
        """A message addressed through the channel endpoints; ephemeral ones are unknown there, as on Discord."""
        if int(params["channel_id"]) not in self.channels:
            raise _http_error(404, 10003, "Unknown Channel")
        message = self.messages.get(int(params["message_id"]))
        if message is None or message.deleted or message.ephemeral or message.channel_id != int(params["channel_id"]):
            raise _unknown_message()
        return message

    def _webhook_interaction(self, params: dict[str, str]) -> FakeInteraction:
        interaction = self.interactions.get(params["webhook_token"])
        if interaction is None or params["webhook_id"] != str(self.application_id) or interaction.callback_type is None:
            raise _unknown_webhook()
        if self.now() - interaction.created_at > self.token_lifetime:
            raise _http_error(401, 50027, "Invalid Webhook Token")
        return interaction

    def _webhook_message(self, params: dict[str, str]) -> FakeMessage:
        """The message a webhook route names (``@original`` when there is no message_id).

        Ephemeral messages are reachable only with the token of the interaction that created them or of a
        component interaction on them; others need to have been sent through the application's webhook.
        """
        interaction = self._webhook_interaction(params)
        named = params.get("message_id", "@original")  # discord.py's Webhook.edit_message may name it too
        message_id = interaction.original_message_id if named == "@original" else int(named)
        message = self.messages.get(message_id or 0)
        if message is None or message.deleted:
            raise _unknown_message()
        own = message.interaction_token == interaction.token or message.id == interaction.source_message_id
        if not own and (message.ephemeral or message.webhook_id != self.application_id):
            raise _unknown_message()
        return message

    # ---- routes: login and application ------------------------------------------------------------------------

    @_route("GET", "/users/@me")
    def _get_me(self, call: _Call) -> Any:
        return self.bot_user_payload()

    @_route("GET", "/oauth2/applications/@me")
    def _get_application(self, call: _Call) -> Any:
        return {
            "id": str(self.application_id),
            "name": self.bot_name,
            "description": "",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": {"id": str(self.owner_id), "username": "owner", "discriminator": "0", "avatar": None},
            "verify_key": "0" * 64,
            "flags": 0,
            "bot": self.bot_user_payload(),
        }

    @_route("PUT", "/applications/{application_id}/commands")
    @_route("PUT", "/applications/{application_id}/guilds/{guild_id}/commands")
    def _sync_commands(self, call: _Call) -> Any:
        guild_id = int(call.params["guild_id"]) if "guild_id" in call.params else None
        scope = {"guild_id": str(guild_id)} if guild_id else {}
        self.synced_commands[guild_id] = [
            command
            | scope
            | {"id": str(self._command_id(command["name"])), "application_id": str(self.application_id), "version": "1"}
            for command in call.body
        ]
        return copy.deepcopy(self.synced_commands[guild_id])

    @_route("GET", "/applications/{application_id}/commands")
    @_route("GET", "/applications/{application_id}/guilds/{guild_id}/commands")
    def _get_commands(self, call: _Call) -> Any:
        guild_id = int(call.params["guild_id"]) if "guild_id" in call.params else None
        return copy.deepcopy(self.synced_commands.get(guild_id, []))

    # ---- routes: channels and messages ------------------------------------------------------------------------

    @_route("GET", "/channels/{channel_id}")
    def _get_channel(self, call: _Call) -> Any:
        channel = self.channels.get(int(call.params["channel_id"]))
        if channel is None:
            raise _http_error(404, 10003, "Unknown Channel")
        return self._channel_payload(channel)

    @_route("GET", "/guilds/{guild_id}/members/{user_id}")
    def _get_member(self, call: _Call) -> Any:
        allowed, window = self.member_fetch_rate_limit
        now = self.now()
        self._member_fetches = [t for t in self._member_fetches if now - t < window]
        if len(self._member_fetches) >= allowed:
            self.rate_limited.append(self._request)
            raise _RateLimitedError(round(self._member_fetches[0] + window - now, 3) + 0.001)
        self._member_fetches.append(now)
        user = self.users.get(int(call.params["user_id"]))
        guild = self.guilds.get(int(call.params["guild_id"]))
        if guild is None or user is None or user.id in self.departed:
            raise _http_error(404, 10007, "Unknown Member")
        return self._member_payload(user, guild=guild)

    @_route("POST", "/users/@me/channels")
    def _open_dm(self, call: _Call) -> Any:
        user_id = int(call.body["recipient_id"])
        if user_id not in self._dm_channels:
            channel = FakeChannel(self._snowflake(), "", type=1, recipient_id=user_id)
            self.channels[channel.id] = channel
            self._dm_channels[user_id] = channel.id
        return self._channel_payload(self.channels[self._dm_channels[user_id]])

    @_route("POST", "/channels/{channel_id}/typing")
    def _typing(self, call: _Call) -> Any:
        return None

    @_route("POST", "/channels/{channel_id}/messages")
    def _create_message(self, call: _Call) -> Any:
        channel_id = int(call.params["channel_id"])
        if channel_id not in self.channels:
            raise _http_error(404, 10003, "Unknown Channel")
        if self.channels[channel_id].recipient_id in self.closed_dms:
            raise _http_error(403, 50007, "Cannot send messages to this user")
        if (
            self.channels[channel_id].type == PUBLIC_THREAD
            and not self.bot_permissions(channel_id).send_messages_in_threads
        ):
            raise _http_error(403, 50013, "Missing Permissions")
        self._take_channel_send(channel_id)
        return self._new_message(channel_id, call.body, call.files).payload()

    @_route("POST", "/channels/{channel_id}/messages/{message_id}/threads")
    def _open_thread(self, call: _Call) -> Any:
        """A public thread opened from a message: a channel of its own whose id is the message's, with the
        permissions of the message's channel; the gateway tells the bot (``THREAD_CREATE``)."""
        message = self._channel_message(call.params)
        channel = self.channels[message.channel_id]
        if channel.type != 0:
            raise _http_error(400, 50024, "Cannot execute action on this channel type")
        if not self.bot_permissions(channel.id).create_public_threads:
            raise _http_error(403, 50013, "Missing Permissions")
        if message.id in self.channels:
            raise _http_error(400, 160004, "A thread has already been created for this message")
        thread = FakeChannel(message.id, call.body["name"], type=PUBLIC_THREAD, parent_id=channel.id)
        thread.auto_archive_duration = call.body.get("auto_archive_duration") or 1440
        self.channels[thread.id] = thread
        payload = self._channel_payload(thread)
        assert self.bot is not None
        self.bot._connection.parse_thread_create(cast(Any, {**payload, "newly_created": True}))
        return payload

    def bot_permissions(self, channel_id: int) -> discord.Permissions:
        """The bot's permissions in a channel (in a thread: its channel's), as Discord computes them."""
        return self._computed_permissions(self.application_id, [self._guild_of(channel_id).bot_role_id], channel_id)

    def threads(self) -> list[FakeChannel]:
        """The threads opened in the guild, oldest first."""
        return [c for c in self.channels.values() if c.type == PUBLIC_THREAD]

    def fill_channel_window(self, channel_id: int) -> None:
        """Count as many messages just created in ``channel_id`` as its rate limit allows, so that the next
        message there is answered with 429 whatever the speed of the machine."""
        allowed, _window = self.channel_rate_limit
        self._channel_sends[channel_id] = [self.now()] * allowed

    def _take_channel_send(self, channel_id: int) -> None:
        """Count a message created in ``channel_id``, or answer 429 if the channel's window is full."""
        allowed, window = self.channel_rate_limit
        now = self.now()
        recent = [t for t in self._channel_sends.get(channel_id, []) if now - t < window]
        if len(recent) >= allowed:
            self._channel_sends[channel_id] = recent
            self.rate_limited.append(self._request)
            raise _RateLimitedError(round(recent[0] + window - now, 3) + 0.001)
        self._channel_sends[channel_id] = [*recent, now]

    @_route("GET", "/channels/{channel_id}/messages")
    def _list_messages(self, call: _Call) -> Any:
        messages = self.channel_messages(int(call.params["channel_id"]))
        if "before" in call.query:
            messages = [m for m in messages if m.id < int(call.query["before"])]
        if "after" in call.query:
            messages = [m for m in messages if m.id > int(call.query["after"])]
        newest_first = messages[::-1][: int(call.query.get("limit", 50))]
        return [m.payload() for m in newest_first]

    @_route("GET", "/channels/{channel_id}/messages/{message_id}")
    def _get_message(self, call: _Call) -> Any:
        return self._channel_message(call.params).payload()

    @_route("PATCH", "/channels/{channel_id}/messages/{message_id}")
    def _edit_message(self, call: _Call) -> Any:
        message = self._channel_message(call.params)
        self._edit(message, call.body, call.files)
        return message.payload()

    @_route("DELETE", "/channels/{channel_id}/messages/{message_id}")
    def _delete_message(self, call: _Call) -> Any:
        self._channel_message(call.params).deleted = True
        return None

    @_route("PUT", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me")
    def _add_reaction(self, call: _Call) -> Any:
        message = self._channel_message(call.params)
        if call.params["emoji_name"] not in message.reactions:
            message.reactions.append(call.params["emoji_name"])
        return None

    @_route("DELETE", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji_name}/@me")
    def _remove_reaction(self, call: _Call) -> Any:
        message = self._channel_message(call.params)
        if call.params["emoji_name"] in message.reactions:
            message.reactions.remove(call.params["emoji_name"])
        return None

    # ---- routes: interactions ---------------------------------------------------------------------------------

    @_route("POST", "/interactions/{interaction_id}/{interaction_token}/callback")
    def _callback(self, call: _Call) -> Any:
        interaction = self.interactions.get(call.params["interaction_token"])
        if interaction is None or str(interaction.id) != call.params["interaction_id"]:
            raise _http_error(404, 10062, "Unknown interaction")
        if interaction.responded:
            raise _http_error(400, 40060, "Interaction has already been acknowledged.")
        elapsed = time.monotonic() - interaction.dispatched_at
        elapsed -= self._validation_seconds - interaction.validation_seconds_at_dispatch
        if self.response_deadline is not None and elapsed > self.response_deadline:
            self._failures.append(
                f"{interaction.description}: first response after {elapsed:.2f} s "
                f"(Discord allows {self.response_deadline} s)"
            )
            raise _http_error(404, 10062, "Unknown interaction")
        kind = call.body["type"]
        data = call.body.get("data") or {}
        if kind in (6, 7) and interaction.source_message_id is None:
            raise _http_error(400, 50035, f"Invalid Form Body: callback type {kind} needs a message")
        if kind == 9 and interaction.type == 5:
            raise _http_error(400, 50035, "Invalid Form Body: a modal cannot answer a modal submit")
        interaction.callback_type = kind
        message: FakeMessage | None = None
        if kind in (4, 5):
            ephemeral_to = interaction.user.id if (data.get("flags") or 0) & EPHEMERAL else None
            created = data if kind == 4 else {"flags": LOADING}
            message = self._new_message(
                interaction.channel_id, created, call.files, ephemeral_to=ephemeral_to, interaction=interaction
            )
        elif kind in (6, 7):
            message = self.messages[interaction.source_message_id or 0]
            if kind == 7:
                self._edit(message, data, call.files)
        elif kind == 9:
            interaction.modal = FakeModal(
                data["custom_id"],
                data["title"],
                data["components"],
                interaction.user.id,
                interaction.channel_id,
                interaction.source_message_id,
            )
            self.modals.append(interaction.modal)
        callback: dict[str, Any] = {"id": str(interaction.id), "type": interaction.type}
        response: dict[str, Any] = {"interaction": callback}
        if message is not None:
            interaction.original_message_id = message.id
            callback["response_message_id"] = str(message.id)
            callback["response_message_loading"] = message.loading
            callback["response_message_ephemeral"] = message.ephemeral
            if kind != 6:
                response["resource"] = {"type": kind, "message": message.payload()}
        # Discord sends the callback's result only when asked for it; otherwise its answer is 204 No Content.
        return response if call.query.get("with_response", "").lower() in ("1", "true") else None

    @_route("POST", "/webhooks/{webhook_id}/{webhook_token}")
    def _followup(self, call: _Call) -> Any:
        interaction = self._webhook_interaction(call.params)
        original = self.messages.get(interaction.original_message_id or 0)
        if interaction.callback_type == 5 and original is not None and original.loading:
            # The first followup after a "thinking" defer resolves the placeholder and keeps its visibility
            # (discord/discord-api-docs#2742 and PR #3466).
            self._edit(original, {k: v for k, v in call.body.items() if k != "flags"}, call.files)
            message = original
        else:
            ephemeral_to = interaction.user.id if (call.body.get("flags") or 0) & EPHEMERAL else None
            message = self._new_message(
                interaction.channel_id, call.body, call.files, ephemeral_to=ephemeral_to, interaction=interaction
            )
        return message.payload() if call.query.get("wait") == "1" else None

    @_route("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    @_route("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}")
    def _get_webhook_message(self, call: _Call) -> Any:
        return self._webhook_message(call.params).payload()

    @_route("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    @_route("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}")
    def _edit_webhook_message(self, call: _Call) -> Any:
        message = self._webhook_message(call.params)
        self._edit(message, call.body, call.files)
        return message.payload()

    @_route("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    @_route("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}")
    def _delete_webhook_message(self, call: _Call) -> Any:
        self._webhook_message(call.params).deleted = True
        return None


_ROUTER = {m: _PathMatcher(t for method, t in _ROUTES if method == m) for m in {method for method, _ in _ROUTES}}
