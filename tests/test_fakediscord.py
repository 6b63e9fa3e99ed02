"""Tests of tests/fakediscord.py itself, through a tiny bot defined here."""

from __future__ import annotations

import asyncio
import io
import re
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any, Literal

import discord
import pytest
from discord import app_commands
from discord.ext import commands, tasks
from discord.http import Route

from tests.fakediscord import SPEC_MISSING_REASON, FakeDiscord, FakeUser

# ---- the tiny bot -------------------------------------------------------------------------------------------------


class Counter(discord.ui.DynamicItem[discord.ui.Button], template=r"t:count:(?P<n>[0-9]+)"):
    """A stateless counter: the count lives in the custom_id, so it survives restarts."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"t:count:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Counter:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        self.n += 1
        self.item.label = f"Count {self.n}"
        self.custom_id = f"t:count:{self.n}"
        await interaction.response.edit_message(view=self.view)


class Boom(discord.ui.DynamicItem[discord.ui.Button], template=r"t:boom"):
    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="Boom", custom_id="t:boom"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Boom:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        raise RuntimeError("the dynamic item blew up")


class Silent(discord.ui.DynamicItem[discord.ui.Button], template=r"t:silent"):
    """Forgets to answer: Discord would show "This interaction failed"."""

    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="Silent", custom_id="t:silent"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Silent:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        return None


class Rename(discord.ui.DynamicItem[discord.ui.Button], template=r"t:rename"):
    def __init__(self) -> None:
        super().__init__(discord.ui.Button(label="Rename", custom_id="t:rename"))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Rename:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())


class HandView(discord.ui.View):
    """A non-persistent ephemeral view (discord.py gives it a 15-minute timeout task)."""

    @discord.ui.select(
        custom_id="t:pick",
        options=[discord.SelectOption(label=f"Card {c}", value=c) for c in "abc"],
        max_values=2,
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.edit_message(content=f"picked {','.join(select.values)}", view=None)


class NameModal(discord.ui.Modal, title="Name your dragon"):
    name: discord.ui.TextInput[NameModal] = discord.ui.TextInput(label="Name", custom_id="t:name", max_length=20)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"hello {self.name.value}", ephemeral=True)


def board_view(*items: discord.ui.Item[Any]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


group = app_commands.Group(name="red-dragon", description="Red Dragon")


@group.command(name="new", description="Start a game")
async def new(
    interaction: discord.Interaction,
    seats: app_commands.Range[int, 3, 6],
    variant: Literal["classic", "quick"] = "classic",
    hidden: bool = False,
    rival: discord.Member | None = None,
) -> None:
    text = f"New game: {seats} seats, {variant}" + (f", rival {rival.display_name}" if rival else "")
    view = board_view(Counter(0), Boom(), Silent(), Rename())
    await interaction.response.send_message(text, view=view, ephemeral=hidden)


@group.command(name="hand", description="Show your hand")
async def hand(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("your hand", view=HandView(), ephemeral=True)


@group.command(name="rename", description="Rename")
async def rename(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(NameModal())


@group.command(name="post", description="Post a board")
async def post(interaction: discord.Interaction) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    assert isinstance(interaction.channel, discord.TextChannel)
    board = await interaction.channel.send("board v1")
    await board.edit(content="board v2")
    await interaction.followup.send("posted", ephemeral=True)
    await interaction.followup.send("second followup", ephemeral=True)


@group.command(name="boom", description="Fail")
async def boom(interaction: discord.Interaction) -> None:
    raise RuntimeError("the command blew up")


@group.command(name="long", description="Too long")
async def long(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("x" * 2001)


@group.command(name="badbutton", description="Bad custom_id")
async def badbutton(interaction: discord.Interaction) -> None:
    view = discord.ui.View()
    view.add_item(discord.ui.Button(label="bad", custom_id="x" * 101))
    await interaction.response.send_message("bad", view=view)


@group.command(name="slow", description="Answers late")
async def slow(interaction: discord.Interaction) -> None:
    await asyncio.sleep(0.2)
    await interaction.response.send_message("late")


@group.command(name="whoami", description="Who and where am I")
async def whoami(interaction: discord.Interaction) -> None:
    assert isinstance(interaction.user, discord.Member) and interaction.guild is not None
    assert interaction.guild.me.guild_permissions.manage_messages
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    text = f"{interaction.user.display_name} in #{channel.name}, manage={interaction.permissions.manage_messages}"
    await interaction.response.send_message(text, ephemeral=True)


@group.command(name="reply", description="Send, edit and read back the original response")
async def reply(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("v1")
    await interaction.edit_original_response(content="v2")
    original = await interaction.original_response()
    await interaction.user.send(f"psst, the original says {original.content}")
    await interaction.followup.send("done", ephemeral=True)


@group.command(name="tidy", description="React to, fetch and delete the bot's messages")
async def tidy(interaction: discord.Interaction) -> None:
    await interaction.response.defer()
    assert isinstance(interaction.channel, discord.TextChannel)
    deleted = 0
    async for message in interaction.channel.history(limit=10):
        if message.author == interaction.client.user and message.content.startswith("old"):
            await message.add_reaction("🐉")
            fetched = await interaction.channel.fetch_message(message.id)
            await fetched.delete()
            deleted += 1
    await interaction.edit_original_response(content=f"deleted {deleted}")


@group.command(name="timer", description="Work in a thread, then start a long timer")
async def timer(interaction: discord.Interaction) -> None:
    total = await asyncio.to_thread(sum, range(10))
    await interaction.response.send_message(f"total {total}")
    bot = interaction.client
    assert isinstance(bot, TinyBot)
    bot.timer_task = asyncio.create_task(asyncio.sleep(3600))


class TinyBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.setup_ran = False
        self.beats = 0
        self.timer_task: asyncio.Task[None] | None = None

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Counter, Boom, Silent, Rename)
        self.tree.add_command(group)
        self.heartbeat.start()
        self.setup_ran = True

    @tasks.loop(minutes=5)
    async def heartbeat(self) -> None:
        await self.wait_until_ready()
        self.beats += 1


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord()
    await fake.connect(TinyBot())
    yield fake
    await fake.close()


@pytest.fixture
def alice(fake: FakeDiscord) -> FakeUser:
    return fake.member("alice")


def needs_spec(fake: FakeDiscord) -> None:
    if not fake.validating:
        pytest.skip(SPEC_MISSING_REASON)


# ---- tests --------------------------------------------------------------------------------------------------------


async def test_login_is_offline_and_runs_setup_hook(fake: FakeDiscord) -> None:
    bot = fake.bot
    assert isinstance(bot, TinyBot) and bot.setup_ran and bot.is_ready()
    assert bot.user is not None and bot.user.id == fake.application_id
    assert [(r.method, r.path) for r in fake.requests] == [("GET", "/users/@me"), ("GET", "/oauth2/applications/@me")]
    guild = bot.get_guild(fake.guild_id)
    assert guild is not None and guild.get_channel(fake.channel_id) is not None
    mark = fake.mark()
    await fake.slash(fake.member("alice"), "red-dragon whoami")
    assert [(r.method, r.origin is not None) for r in fake.requests_since(mark)] == [("POST", True)]


async def test_slash_subcommand_with_options(fake: FakeDiscord, alice: FakeUser) -> None:
    bob = fake.member("bob")
    result = await fake.slash(alice, "red-dragon new", seats=4, variant="quick", rival=bob)
    assert result.callback_type == 4
    message = result.response
    assert message is not None and message.text() == "New game: 4 seats, quick, rival bob"
    assert [b.custom_id for b in message.buttons()] == ["t:count:0", "t:boom", "t:silent", "t:rename"]
    assert message.find_button("Count").label == "Count 0"
    assert fake.channel_messages() == [message] and fake.last_message() is message
    with pytest.raises(AssertionError, match="missing required options"):
        fake.slash_payload(alice, "red-dragon new")
    with pytest.raises(AssertionError, match="not one of"):
        fake.slash_payload(alice, "red-dragon new", seats=3, variant="epic")


async def test_ephemeral_and_public_responses(fake: FakeDiscord, alice: FakeUser) -> None:
    bob = fake.member("bob")
    public = (await fake.slash(alice, "red-dragon new", seats=3)).response
    private = (await fake.slash(alice, "red-dragon new", seats=5, hidden=True)).response
    assert public is not None and private is not None
    assert not public.ephemeral and public.ephemeral_to is None
    assert private.ephemeral and private.ephemeral_to == alice.id
    assert fake.channel_messages() == [public]
    assert fake.ephemerals_for(alice) == [private] and fake.ephemerals_for(bob) == []
    with pytest.raises(AssertionError, match="cannot see"):
        await fake.click(bob, private, "t:count:0")


async def test_dynamic_item_click_updates_the_message(fake: FakeDiscord, alice: FakeUser) -> None:
    board = (await fake.slash(alice, "red-dragon new", seats=3)).response
    assert board is not None
    result = await fake.click(alice, board, "t:count:0")
    assert result.callback_type == 7 and result.response is board
    assert board.find_button("Count").custom_id == "t:count:1"
    await fake.click(alice, board, "t:count:1")
    assert board.buttons()[0].label == "Count 2"
    # The live message moved on; the snapshot and the versions keep what each step showed.
    assert result.snapshot is not None and result.snapshot.buttons()[0].label == "Count 1"
    assert [v.message.buttons()[0].label for v in board.versions] == ["Count 0", "Count 1", "Count 2"]
    with pytest.raises(AssertionError, match="no component"):
        await fake.click(alice, board, "t:count:0")


async def test_dynamic_item_survives_a_restart(fake: FakeDiscord, alice: FakeUser) -> None:
    board = (await fake.slash(alice, "red-dragon new", seats=3)).response
    assert board is not None
    old_bot = fake.bot
    await fake.connect(TinyBot())
    assert fake.bot is not old_bot and old_bot is not None and old_bot.is_closed()
    assert fake.channel_messages() == [board]
    await fake.click(alice, board, "t:count:0")
    assert board.buttons()[0].label == "Count 1"


async def test_select_on_an_ephemeral_view(fake: FakeDiscord, alice: FakeUser) -> None:
    hand_message = (await fake.slash(alice, "red-dragon hand")).response
    assert hand_message is not None and hand_message.ephemeral
    (select,) = hand_message.selects()
    assert [o.value for o in select.options] == ["a", "b", "c"] and select.max_values == 2
    with pytest.raises(AssertionError, match="offers"):
        await fake.select(alice, hand_message, "t:pick", ["z"])
    result = await fake.select(alice, hand_message, "t:pick", ["a", "c"])
    assert result.callback_type == 7
    assert hand_message.content == "picked a,c" and hand_message.components == []


async def test_modal_from_a_command_and_from_a_button(fake: FakeDiscord, alice: FakeUser) -> None:
    opened = await fake.slash(alice, "red-dragon rename")
    assert opened.callback_type == 9 and opened.modal is not None
    assert opened.modal.title == "Name your dragon" and list(opened.modal.inputs()) == ["t:name"]
    with pytest.raises(AssertionError, match="required"):
        fake.modal_payload(alice, opened.modal, {})
    submitted = await fake.submit_modal(alice, opened.modal, {"t:name": "Smaug"})
    assert submitted.response is not None and submitted.response.text() == "hello Smaug"
    assert submitted.response.ephemeral_to == alice.id

    board = (await fake.slash(alice, "red-dragon new", seats=3)).response
    assert board is not None
    from_button = await fake.click(alice, board, "t:rename")
    assert from_button.modal is not None and from_button.modal.source_message_id == board.id
    await fake.submit_modal(alice, from_button.modal, {"t:name": "Glaurung"})
    assert fake.ephemerals_for(alice)[-1].text() == "hello Glaurung"


async def test_channel_send_edit_and_followups(fake: FakeDiscord, alice: FakeUser) -> None:
    result = await fake.slash(alice, "red-dragon post")
    assert result.callback_type == 5
    board = fake.last_message()
    assert board.text() == "board v2" and board.edited_by == [result.token]
    placeholder = result.response
    assert placeholder is not None and not placeholder.loading
    assert placeholder.text() == "posted" and placeholder.ephemeral_to == alice.id
    assert [m.text() for m in result.followups] == ["second followup"]
    assert [m.text() for m in result.messages] == ["posted", "board v2", "second followup"]
    assert [m.text() for m in result.edited] == ["posted", "board v2"]
    assert [(r.method, r.route_path_template) for r in result.requests] == [
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback"),
        ("POST", "/channels/{channel_id}/messages"),
        ("PATCH", "/channels/{channel_id}/messages/{message_id}"),
        ("POST", "/webhooks/{webhook_id}/{webhook_token}"),
        ("POST", "/webhooks/{webhook_id}/{webhook_token}"),
    ]


async def test_guild_channel_member_and_permissions(fake: FakeDiscord) -> None:
    moderator = fake.member("mod", manage_messages=True)
    result = await fake.slash(moderator, "red-dragon whoami")
    assert result.response is not None and result.response.text() == "mod in #games, manage=True"
    assert fake.member("mod", manage_messages=True) is moderator


async def test_original_response_edits_and_direct_messages(fake: FakeDiscord, alice: FakeUser) -> None:
    result = await fake.slash(alice, "red-dragon reply")
    assert result.response is not None and result.response.text() == "v2" and not result.response.ephemeral
    assert [m.text() for m in fake.dms_for(alice)] == ["psst, the original says v2"]
    assert [m.text() for m in result.followups] == ["done"]


async def test_history_reactions_fetch_and_delete(fake: FakeDiscord, alice: FakeUser) -> None:
    await fake.slash(alice, "red-dragon post")
    fake.last_message().content = "old board"
    result = await fake.slash(alice, "red-dragon tidy")
    assert result.response is not None and result.response.text() == "deleted 1"
    (deleted,) = [m for m in fake.messages.values() if m.deleted]
    assert deleted.reactions == ["🐉"] and deleted not in fake.channel_messages()


async def test_settle_waits_for_threads_but_not_for_timers(fake: FakeDiscord, alice: FakeUser) -> None:
    bot = fake.bot
    assert isinstance(bot, TinyBot) and bot.beats == 1
    result = await fake.slash(alice, "red-dragon timer")
    assert result.response is not None and result.response.text() == "total 45"
    timer_task = bot.timer_task
    assert timer_task is not None and not timer_task.done()
    await fake.connect(TinyBot())  # a restart ends what the old process was waiting for
    assert timer_task.cancelled()


async def test_second_channel(fake: FakeDiscord, alice: FakeUser) -> None:
    other = fake.add_channel("other")
    result = await fake.slash(alice, "red-dragon new", channel=other, seats=3)
    assert result.response is not None and result.response.channel_id == other
    assert fake.channel_messages() == [] and fake.channel_messages(other) == [result.response]


async def test_content_over_2000_characters_is_rejected(fake: FakeDiscord, alice: FakeUser) -> None:
    with pytest.raises(AssertionError, match=r"/interactions/.*/callback: .*2000"):
        await fake.slash(alice, "red-dragon long")


async def test_custom_id_over_100_characters_is_rejected(fake: FakeDiscord, alice: FakeUser) -> None:
    with pytest.raises(AssertionError, match=r"custom_id.*(is too long|101 characters|Must be 100 or fewer)"):
        await fake.slash(alice, "red-dragon badbutton")


async def test_settle_surfaces_exceptions_discord_py_only_logs(fake: FakeDiscord, alice: FakeUser) -> None:
    with pytest.raises(AssertionError, match="the command blew up"):
        await fake.slash(alice, "red-dragon boom")
    board = (await fake.slash(alice, "red-dragon new", seats=3)).response
    assert board is not None
    with pytest.raises(AssertionError, match="the dynamic item blew up"):
        await fake.click(alice, board, "t:boom")

    fake.fail_on_logged_errors = False
    fake.require_response = False
    await fake.click(alice, board, "t:boom")
    assert len(fake.errors) == 3


async def test_unanswered_interaction_fails(fake: FakeDiscord, alice: FakeUser) -> None:
    board = (await fake.slash(alice, "red-dragon new", seats=3)).response
    assert board is not None
    with pytest.raises(AssertionError, match="got no response"):
        await fake.click(alice, board, "t:silent")


async def test_late_response_fails(fake: FakeDiscord, alice: FakeUser) -> None:
    fake.response_deadline = 0.1
    with pytest.raises(AssertionError, match="first response after"):
        await fake.slash(alice, "red-dragon slow")


async def test_concurrent_clicks_race(fake: FakeDiscord, alice: FakeUser) -> None:
    bob = fake.member("bob")
    board = (await fake.slash(alice, "red-dragon new", seats=3)).response
    assert board is not None
    results = await fake.click_many([(alice, board, "t:count:0"), (bob, board, "t:count:0")])
    # Both clicks were built from the same message, so both handlers saw count 0: the race a lock must stop.
    assert [r.callback_type for r in results] == [7, 7]
    assert [r.snapshot.buttons()[0].label for r in results if r.snapshot] == ["Count 1", "Count 1"]
    assert board.buttons()[0].label == "Count 1" and len(board.versions) == 3


async def test_every_request_matches_a_spec_operation(fake: FakeDiscord, alice: FakeUser) -> None:
    needs_spec(fake)
    assert fake.bot is not None
    await fake.bot.tree.sync()
    await fake.bot.tree.sync(guild=discord.Object(fake.guild_id))
    board = (await fake.slash(alice, "red-dragon new", seats=3)).response
    assert board is not None
    await fake.click(alice, board, "t:count:0")
    await fake.slash(alice, "red-dragon post")
    hand_message = (await fake.slash(alice, "red-dragon hand")).response
    assert hand_message is not None
    await fake.select(alice, hand_message, "t:pick", ["b"])
    opened = await fake.slash(alice, "red-dragon rename")
    assert opened.modal is not None
    await fake.submit_modal(alice, opened.modal, {"t:name": "Smaug"})
    fake.last_message().content = "old board"
    for command in ("whoami", "reply", "tidy", "timer"):
        await fake.slash(alice, f"red-dragon {command}")
    assert [c["name"] for c in fake.synced_commands[None]] == ["red-dragon"]
    assert all(r.operation is not None for r in fake.requests)
    assert "PUT /applications/{application_id}/commands" in {r.operation for r in fake.requests}


async def test_without_the_spec_validation_is_skipped(tmp_path: Path) -> None:
    fake = FakeDiscord(spec_path=tmp_path / "missing.json")
    assert not fake.validating
    await fake.connect(TinyBot())
    try:
        bob = fake.member("bob")
        result = await fake.slash(bob, "red-dragon new", seats=3)
        assert result.response is not None
        assert all(r.operation is None for r in fake.requests)
    finally:
        await fake.close()


# ---- what Discord refuses although the spec allows it ----------------------------------------------------------


async def post_raw(fake: FakeDiscord, body: dict[str, Any]) -> Any:
    """POST ``body`` as a new message in the fake's channel, below discord.py's own checks."""
    assert fake.bot is not None
    route = Route("POST", "/channels/{channel_id}/messages", channel_id=fake.channel_id)
    return await fake.bot.http.request(route, json=body)


async def refusal(fake: FakeDiscord, body: dict[str, Any]) -> tuple[discord.HTTPException, set[str]]:
    """Post ``body``; it must be answered like Discord answers it and fail the test at the next settle.

    Returns the error discord.py raised and the Discord codes of the refused fields.
    """
    with pytest.raises(discord.HTTPException) as raised:
        await post_raw(fake, body)
    with pytest.raises(AssertionError, match="Discord refuses it"):
        await fake.settle()
    _request, problems = fake.refused[-1]
    return raised.value, {p.code for p in problems}


def button(**fields: Any) -> dict[str, Any]:
    return {"type": 1, "components": [{"type": 2, "style": 1, "custom_id": "t:b", "label": "Go"} | fields]}


def select(options: list[dict[str, Any]], **fields: Any) -> dict[str, Any]:
    return {"type": 1, "components": [{"type": 3, "custom_id": "t:s", "options": options} | fields]}


def options(count: int, **fields: Any) -> list[dict[str, Any]]:
    return [{"label": f"Card {i}", "value": f"v{i}"} | fields for i in range(count)]


@pytest.mark.parametrize(
    ("row", "code"),
    [
        (button(emoji={"name": "🂠"}), "BUTTON_COMPONENT_INVALID_EMOJI"),  # a playing-card symbol, not an emoji
        (button(emoji={"name": "x"}), "BUTTON_COMPONENT_INVALID_EMOJI"),
        (select(options(2, emoji={"name": "♤"})), "BUTTON_COMPONENT_INVALID_EMOJI"),
        (button(label=None), "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED"),
        (button(style=5, url="https://example.com"), "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED"),
        (button(style=5, custom_id=None), "BUTTON_COMPONENT_URL_REQUIRED"),
        (button(label="x" * 81), "BASE_TYPE_MAX_LENGTH"),
        (select(options(26)), "BASE_TYPE_BAD_LENGTH"),
        (select([]), "BASE_TYPE_BAD_LENGTH"),
        (select(options(2, label="x" * 101)), "BASE_TYPE_MAX_LENGTH"),
        (select([{"label": "a", "value": "x" * 101}]), "BASE_TYPE_MAX_LENGTH"),
        (select(options(2, description="x" * 101)), "BASE_TYPE_MAX_LENGTH"),
        (select(options(2), placeholder="x" * 151), "BASE_TYPE_MAX_LENGTH"),
        (select(options(2), max_values=3), "SELECT_COMPONENT_TOO_MANY_VALUES"),
        (
            select([{"label": "a", "value": "v"}, {"label": "b", "value": "v"}]),
            "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
        ),
    ],
)
async def test_components_discord_refuses(fake: FakeDiscord, row: dict[str, Any], code: str) -> None:
    row["components"][0] = {k: v for k, v in row["components"][0].items() if v is not None}
    error, codes = await refusal(fake, {"content": "table", "components": [row]})
    assert error.status == 400 and error.code == 50035 and code in codes


async def test_real_and_custom_emoji_are_accepted(fake: FakeDiscord) -> None:
    rows = [
        button(emoji={"name": "🃏"}),
        button(emoji={"name": "↩️"}, custom_id="t:c"),
        button(emoji={"name": "dragon_card", "id": "123456789012345678"}, custom_id="t:d"),
        select(options(3, emoji={"name": "♠️"})),
    ]
    await post_raw(fake, {"content": "table", "components": rows})
    await fake.settle()
    assert fake.refused == [] and len(fake.last_message().buttons()) == 3


def embed(**fields: Any) -> dict[str, Any]:
    return {"title": "Table"} | fields


@pytest.mark.parametrize(
    ("embeds", "code"),
    [
        ([embed(description="x" * 4000), embed(description="y" * 2001)], "MAX_EMBED_SIZE_EXCEEDED"),
        ([embed(fields=[{"name": f"n{i}", "value": "v"} for i in range(26)])], "BASE_TYPE_MAX_LENGTH"),
        ([embed(fields=[{"name": "n" * 257, "value": "v"}])], "BASE_TYPE_MAX_LENGTH"),
        ([embed(fields=[{"name": "n", "value": "v" * 1025}])], "BASE_TYPE_MAX_LENGTH"),
        ([embed(fields=[{"name": "n", "value": ""}])], "BASE_TYPE_REQUIRED"),
        ([embed(footer={"text": "f" * 2049})], "BASE_TYPE_MAX_LENGTH"),
        ([embed(author={"name": "a" * 257})], "BASE_TYPE_MAX_LENGTH"),
        ([embed(title="t" * 257)], "BASE_TYPE_MAX_LENGTH"),
        ([embed(image={"url": "attachment://table.png"})], "ATTACHMENT_NOT_FOUND"),
    ],
)
async def test_embeds_discord_refuses(fake: FakeDiscord, embeds: list[dict[str, Any]], code: str) -> None:
    error, codes = await refusal(fake, {"embeds": embeds})
    assert error.status == 400 and code in codes


async def test_the_embed_total_counts_every_text_of_every_embed(fake: FakeDiscord) -> None:
    parts = {"title": "t" * 200, "footer": {"text": "f" * 500}, "author": {"name": "a" * 200}}
    fields = [{"name": "n" * 100, "value": "v" * 500}]
    await post_raw(fake, {"embeds": [embed(**parts, fields=fields, description="d" * 1400)] * 2})  # 2 x 2,900
    await fake.settle()
    _error, codes = await refusal(fake, {"embeds": [embed(**parts, fields=fields, description="d" * 1600)] * 2})
    assert codes == {"MAX_EMBED_SIZE_EXCEEDED"}


async def test_an_embed_may_show_a_file_sent_with_it_or_kept_by_an_edit(fake: FakeDiscord, alice: FakeUser) -> None:
    assert fake.bot is not None
    channel = fake.bot.get_partial_messageable(fake.channel_id)
    picture = discord.Embed(title="Table").set_image(url="attachment://table.png")
    message = await channel.send(embed=picture, file=discord.File(io.BytesIO(b"png"), filename="table.png"))
    await message.edit(embed=picture.set_footer(text="edited"))  # the file stays attached
    await fake.settle()
    with pytest.raises(discord.HTTPException):
        await message.edit(embed=picture, attachments=[])  # the file goes, the embed still names it
    with pytest.raises(AssertionError, match="ATTACHMENT_NOT_FOUND"):
        await fake.settle()


async def test_interaction_tokens_expire_after_15_minutes(fake: FakeDiscord, alice: FakeUser) -> None:
    result = await fake.slash(alice, "red-dragon hand")
    assert fake.bot is not None
    webhook = discord.Webhook.partial(fake.application_id, result.token, client=fake.bot)
    await webhook.edit_message(result.original_message_id or 0, content="still fresh")
    fake.advance(15 * 60 + 1)
    with pytest.raises(discord.HTTPException) as edit:
        await webhook.edit_message(result.original_message_id or 0, content="too late")
    with pytest.raises(discord.HTTPException) as followup:
        await webhook.send("too late")
    assert (edit.value.status, edit.value.code) == (401, 50027) == (followup.value.status, followup.value.code)
    assert result.response is not None and result.response.content == "still fresh"


@pytest.mark.parametrize("keep_history", [True, False])
async def test_more_than_five_messages_in_five_seconds_are_slept_off(fake: FakeDiscord, keep_history: bool) -> None:
    """The sixth message of a burst gets 429; discord.py waits ``retry_after`` and sends it again (the load
    benchmark keeps no history: the 429 is still answered and noted)."""
    fake.keep_history = keep_history
    for n in range(5):
        await post_raw(fake, {"content": f"message {n}"})
    fake.advance(4.7)  # the first five are 4.7 s old: the sixth must wait about 0.3 s
    started = time.monotonic()
    await post_raw(fake, {"content": "message 5"})
    assert 0.2 < time.monotonic() - started < 2
    assert len(fake.rate_limited) == 1 and fake.rate_limited[0].json == {"content": "message 5"}
    assert [m.content for m in fake.channel_messages()][-1] == "message 5"
    await fake.settle()


# ---- layout messages (flag IS_COMPONENTS_V2) ----------------------------------------------------------------------

V2 = 1 << 15


def text(content: str = "Ann leads") -> dict[str, Any]:
    return {"type": 10, "content": content}


def section(*texts: dict[str, Any], accessory: dict[str, Any] | None = None) -> dict[str, Any]:
    part: dict[str, Any] = {"type": 9, "components": list(texts)}
    if accessory is not None:
        part["accessory"] = accessory
    return part


def container(*parts: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {"type": 17, "components": list(parts)} | fields


GO = {"type": 2, "style": 1, "custom_id": "t:go", "label": "Play"}
THUMB = {"type": 11, "media": {"url": "https://example.com/dragon.png"}}


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"content": "table", "components": [text()]}, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"),
        ({"embeds": [embed()], "components": [text()]}, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"),
        ({"components": [text()] * 41}, "MAX_COMPONENTS_EXCEEDED"),
        ({"components": [text("x" * 2000), text("y" * 2001)]}, "MAX_TEXT_LENGTH_EXCEEDED"),
        ({"components": [text("x" * 4001)]}, "BASE_TYPE_MAX_LENGTH"),
        ({"components": [text("")]}, "BASE_TYPE_REQUIRED"),
        ({"components": [GO]}, "UNION_TYPE_CHOICES"),  # a button outside a row or a section
        ({"components": [THUMB]}, "UNION_TYPE_CHOICES"),  # a thumbnail only as an accessory
        ({"components": [button(), {"type": 1, "components": [GO] * 6}]}, "COMPONENT_LAYOUT_WIDTH_EXCEEDED"),
        (
            {"components": [container(select(options(2)) | {"components": [*select(options(2))["components"], GO]})]},
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
        ),
        ({"components": [{"type": 1, "components": []}]}, "BASE_TYPE_BAD_LENGTH"),
        ({"components": [{"type": 1, "components": [text()]}]}, "UNION_TYPE_CHOICES"),
        ({"components": [section(accessory=GO)]}, "BASE_TYPE_BAD_LENGTH"),
        ({"components": [section(text(), text(), text(), text(), accessory=GO)]}, "BASE_TYPE_BAD_LENGTH"),
        ({"components": [section(text())]}, "BASE_TYPE_REQUIRED"),  # a section needs its accessory
        ({"components": [section(text(), accessory=text())]}, "UNION_TYPE_CHOICES"),
        ({"components": [section(button(), accessory=GO)]}, "UNION_TYPE_CHOICES"),  # texts only
        ({"components": [container(container(text()))]}, "UNION_TYPE_CHOICES"),  # no container in a container
        ({"components": [container()]}, "BASE_TYPE_BAD_LENGTH"),
        ({"components": [container(text(), accent_color=0x1000000)]}, "NUMBER_TYPE_MAX"),
        ({"components": [{"type": 12, "items": []}]}, "BASE_TYPE_BAD_LENGTH"),
        ({"components": [{"type": 12, "items": [{"media": THUMB["media"]}] * 11}]}, "BASE_TYPE_BAD_LENGTH"),
        ({"components": [{"type": 12, "items": [{"media": {"url": "attachment://t.png"}}]}]}, "ATTACHMENT_NOT_FOUND"),
        ({"components": [section(text(), accessory=THUMB | {"description": "d" * 1025})]}, "BASE_TYPE_MAX_LENGTH"),
        ({"components": [{"type": 13, "file": {"url": "https://example.com/rules.pdf"}}]}, "ATTACHMENT_NOT_FOUND"),
        ({"components": [{"type": 14, "spacing": 3}]}, "ENUM_TYPE_COERCE"),
    ],
)
async def test_layout_messages_follow_discords_rules(fake: FakeDiscord, body: dict[str, Any], code: str) -> None:
    error, codes = await refusal(fake, {"flags": V2} | body)
    assert error.status == 400 and code in codes


async def test_without_the_flag_layout_components_are_refused(fake: FakeDiscord) -> None:
    _error, codes = await refusal(fake, {"components": [text()]})
    assert "UNION_TYPE_CHOICES" in codes


async def test_forty_components_and_4000_characters_are_the_most_counting_nested_ones(fake: FakeDiscord) -> None:
    # 1 container with 12 sections of (section, text, button), 1 more section: 40 components and 4,000 characters
    sections = [section(text("s" * 300), accessory=GO | {"custom_id": f"t:go{i}"}) for i in range(13)]
    await post_raw(fake, {"flags": V2, "components": [container(*sections[:12], accent_color=0x2ECC71)]})
    await post_raw(
        fake, {"flags": V2, "components": [container(*sections[:12]), section(text("t" * 400), accessory=GO)]}
    )
    await fake.settle()
    _error, codes = await refusal(fake, {"flags": V2, "components": [container(*sections), text()]})
    assert "MAX_COMPONENTS_EXCEEDED" in codes and "MAX_TEXT_LENGTH_EXCEEDED" not in codes
    _error, codes = await refusal(fake, {"flags": V2, "components": [container(*sections[:12]), text("t" * 401)]})
    assert "MAX_TEXT_LENGTH_EXCEEDED" in codes and "MAX_COMPONENTS_EXCEEDED" not in codes


async def test_discord_pys_layout_view_is_accepted_with_its_picture(fake: FakeDiscord) -> None:
    assert fake.bot is not None
    view = discord.ui.LayoutView()
    box: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=discord.Colour(0x2ECC71))
    box.add_item(discord.ui.TextDisplay("## Red Dragon · round 2 of 4"))
    box.add_item(discord.ui.Section("Ann leads", accessory=discord.ui.Thumbnail("attachment://table.png")))
    box.add_item(discord.ui.Separator())
    box.add_item(discord.ui.MediaGallery(discord.MediaGalleryItem("attachment://table.png")))
    box.add_item(discord.ui.Section("🃏 Your hand", accessory=discord.ui.Button(label="My hand", custom_id="t:hand")))
    view.add_item(box)
    channel = fake.bot.get_partial_messageable(fake.channel_id)
    message = await channel.send(view=view, file=discord.File(io.BytesIO(b"png"), filename="table.png"))
    await fake.settle()
    shown = fake.last_message()
    assert fake.refused == [] and shown.flags & V2 and "Ann leads" in shown.text()
    assert [b.label for b in shown.buttons()] == ["My hand"]
    await message.edit(view=view)  # an edit that keeps the flag
    await fake.settle()
    assert fake.refused == []


async def test_a_layout_message_stays_one_edits_cannot_turn_it_back(fake: FakeDiscord) -> None:
    assert fake.bot is not None
    layout = await post_raw(fake, {"flags": V2, "components": [text()]})
    route = Route(
        "PATCH", "/channels/{channel_id}/messages/{message_id}", channel_id=fake.channel_id, message_id=layout["id"]
    )
    for body, code in [
        ({"flags": 0, "content": "table", "components": []}, "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG"),
        ({"content": "table"}, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"),  # the flag stays without flags
        ({"embeds": [embed()]}, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2"),
        ({"components": [GO]}, "UNION_TYPE_CHOICES"),
    ]:
        with pytest.raises(discord.HTTPException):
            await fake.bot.http.request(route, json=body)
        with pytest.raises(AssertionError, match="Discord refuses it"):
            await fake.settle()
        assert code in {p.code for p in fake.refused[-1][1]}
    await fake.bot.http.request(route, json={"components": [text("Bob leads")]})
    await fake.settle()
    assert fake.last_message().flags & V2 and fake.last_message().text() == "Bob leads"


async def test_a_classic_message_becomes_a_layout_one_only_without_its_content(fake: FakeDiscord) -> None:
    assert fake.bot is not None
    classic = await post_raw(fake, {"content": "table", "embeds": [embed()]})
    route = Route(
        "PATCH", "/channels/{channel_id}/messages/{message_id}", channel_id=fake.channel_id, message_id=classic["id"]
    )
    with pytest.raises(discord.HTTPException):
        await fake.bot.http.request(route, json={"flags": V2, "components": [text()]})  # content and embed stay
    with pytest.raises(AssertionError, match="Discord refuses it"):
        await fake.settle()
    await fake.bot.http.request(route, json={"flags": V2, "content": "", "embeds": [], "components": [text()]})
    await fake.settle()
    assert fake.last_message().flags & V2


# ---- members' permissions, private channels, members fetched ------------------------------------------------------


async def test_moderators_manage_messages_and_admins_the_server_apart(fake: FakeDiscord) -> None:
    """A moderator's role gives Manage Messages only, an admin's Manage Server only: in the interaction's
    ``member.permissions`` and in what discord.py computes from its cached roles alike."""
    moderator, admin = fake.member("mod", manage_messages=True), fake.member("admin", manage_guild=True)
    guild = fake.bot.get_guild(fake.guild_id) if fake.bot else None
    assert guild is not None
    for user, messages, server in ((moderator, True, False), (admin, False, True), (fake.member("ann"), False, False)):
        given = discord.Permissions(int(fake.slash_payload(user, "red-dragon whoami")["member"]["permissions"]))
        cached = guild.get_member(user.id)
        assert cached is not None
        for permissions in (given, cached.guild_permissions):
            assert (permissions.manage_messages, permissions.manage_guild) == (messages, server), user.name
    with pytest.raises(AssertionError, match="other permissions"):
        fake.member("mod", manage_guild=True)


async def test_a_private_channel_hides_from_members_it_does_not_name(fake: FakeDiscord, alice: FakeUser) -> None:
    bob, moderator = fake.member("bob"), fake.member("mod", manage_messages=True)
    private = fake.add_channel("private", fake.private_to(alice))
    assert fake.permissions_in(alice, private).view_channel
    assert (
        not fake.permissions_in(bob, private).view_channel and not fake.permissions_in(moderator, private).view_channel
    )
    result = await fake.slash(alice, "red-dragon new", channel=private, seats=3)
    assert result.response is not None and result.response.channel_id == private
    with pytest.raises(AssertionError, match="cannot view"):
        fake.slash_payload(bob, "red-dragon whoami", channel=private)
    with pytest.raises(AssertionError, match="cannot view"):
        fake.component_payload(bob, result.response, result.response.buttons()[0].custom_id)
    payload = fake.slash_payload(alice, "red-dragon whoami", channel=private)
    assert discord.Permissions(int(payload["app_permissions"])).view_channel  # the bot is let in


async def test_discord_py_computes_the_same_permissions_from_its_cache(fake: FakeDiscord, alice: FakeUser) -> None:
    """Every member's permissions in every channel, as the fake gives them in interactions, equal what
    discord.py's ``permissions_for`` computes from the guild it cached (roles and overwrites)."""
    moderator, admin = fake.member("mod", manage_messages=True), fake.member("admin", manage_guild=True)
    moderated = fake.add_channel(
        "moderated",
        [
            fake.overwrite(fake.moderator_role_id, deny=discord.Permissions(manage_messages=True)),
            fake.overwrite(alice, allow=discord.Permissions(manage_messages=True)),
        ],
    )
    fake.add_channel("private", fake.private_to(alice, moderator))
    assert fake.permissions_in(alice, moderated).manage_messages
    assert not fake.permissions_in(moderator, moderated).manage_messages
    guild = fake.bot.get_guild(fake.guild_id) if fake.bot else None
    assert guild is not None
    for channel_id in fake.channels:
        channel = guild.get_channel(channel_id)
        assert isinstance(channel, discord.TextChannel)
        for user in (alice, moderator, admin, fake.member("bob")):
            member = guild.get_member(user.id)
            assert member is not None
            assert channel.permissions_for(member) == fake.permissions_in(user, channel_id), (channel.name, user.name)


async def test_a_member_who_left_is_unknown_and_fetching_members_is_rate_limited(
    fake: FakeDiscord, alice: FakeUser
) -> None:
    """``GET /guilds/{guild_id}/members/{user_id}`` answers a member, "Unknown Member" (404, 10007) for one
    who left, and 429 past its window, which discord.py sleeps off."""
    bob = fake.member("bob")
    guild = fake.bot.get_guild(fake.guild_id) if fake.bot else None
    assert guild is not None
    fake.leave(bob)
    assert guild.get_member(bob.id) is not None  # without the members intent the bot is not told
    with pytest.raises(discord.NotFound) as unknown:
        await guild.fetch_member(bob.id)
    assert unknown.value.code == 10007
    allowed, _window = fake.member_fetch_rate_limit
    for _ in range(allowed - 1):
        assert (await guild.fetch_member(alice.id)).id == alice.id
    fake.advance(0.7)
    started = time.monotonic()
    assert (await guild.fetch_member(alice.id)).id == alice.id
    assert 0.1 < time.monotonic() - started < 2
    assert [r.path for r in fake.rate_limited] == [f"/guilds/{fake.guild_id}/members/{alice.id}"]
