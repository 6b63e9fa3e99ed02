"""The buttons and selects of every game, as DynamicItems that survive restarts.

Their custom ids are compact and carry everything a click needs:

* ``l:<game>:<verb>``           lobby buttons (join, leave, ai-easy, ai, ai-hard, start, cancel; ``ai`` adds a
                                normal AI, as it did before there were levels)
* ``t:<game>:<verb>``           table buttons (hand, rematch, back)
* ``a:<game>:<stamp>:<action>`` one engine action, drawn at move ``stamp``
* ``s:<game>:<stamp>:<tag>``    a select whose chosen values are engine actions, applied together

The callbacks only parse and hand over to the bot's :class:`discord_ui.app.Hoard`; no state lives in the items.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, cast

import discord
from discord import ui


def chosen_values(interaction: discord.Interaction) -> list[str]:
    """The option values a select interaction carries (as strings, whatever the client sent)."""
    data = cast(dict[str, Any], interaction.data or {})
    values = data.get("values")
    return [str(value) for value in values] if isinstance(values, list) else []


def as_button(item: ui.Item[Any]) -> ui.Button[Any]:
    """The button a dynamic button item was rebuilt from (discord.py passes it typed as any item)."""
    assert isinstance(item, ui.Button)
    return item


def as_select(item: ui.Item[Any]) -> ui.Select[Any]:
    assert isinstance(item, ui.Select)
    return item


def hoard_of(interaction: discord.Interaction) -> Any:
    """The bot's :class:`discord_ui.app.Hoard` (typed loosely to keep this module free of imports of it)."""
    return interaction.client.hoard  # type: ignore[attr-defined]


class Admitted:
    """Mixed into every dynamic item: while the bot stops, its clicks are answered and turned away."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return bool(await hoard_of(interaction).admit(interaction))


LOBBY_TEMPLATE = r"l:(?P<game>\d+):(?P<verb>join|leave|ai-easy|ai|ai-hard|start|cancel)"


class LobbyButton(Admitted, ui.DynamicItem[ui.Button], template=LOBBY_TEMPLATE):
    def __init__(
        self,
        game_id: int,
        verb: str,
        label: str,
        style: discord.ButtonStyle,
        emoji: str | None = None,
        row: int | None = None,
    ):
        super().__init__(ui.Button(label=label, style=style, emoji=emoji, custom_id=f"l:{game_id}:{verb}", row=row))
        self.game_id = game_id
        self.verb = verb

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        button = as_button(item)
        return cls(int(match["game"]), match["verb"], button.label or "", button.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await hoard_of(interaction).on_lobby_button(interaction, self.game_id, self.verb)


class TableButton(Admitted, ui.DynamicItem[ui.Button], template=r"t:(?P<game>\d+):(?P<verb>hand|rematch|back|rules)"):
    def __init__(
        self,
        game_id: int,
        verb: str,
        label: str,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
        emoji: str | None = None,
        disabled: bool = False,
    ):
        button: ui.Button[Any] = ui.Button(
            label=label, style=style, emoji=emoji, custom_id=f"t:{game_id}:{verb}", disabled=disabled
        )
        super().__init__(button)
        self.game_id = game_id
        self.verb = verb

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        button = as_button(item)
        return cls(int(match["game"]), match["verb"], button.label or "", button.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await hoard_of(interaction).on_table_button(interaction, self.game_id, self.verb)


class ActionButton(Admitted, ui.DynamicItem[ui.Button], template=r"a:(?P<game>\d+):(?P<stamp>\d+):(?P<action>\S+)"):
    def __init__(
        self,
        game_id: int,
        stamp: int,
        action: str,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | None = None,
        disabled: bool = False,
    ):
        custom_id = f"a:{game_id}:{stamp}:{action}"
        super().__init__(ui.Button(label=label, style=style, emoji=emoji, custom_id=custom_id, disabled=disabled))
        self.game_id = game_id
        self.stamp = stamp
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        button = as_button(item)
        return cls(int(match["game"]), int(match["stamp"]), match["action"], button.label, button.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await hoard_of(interaction).on_actions(interaction, self.game_id, self.stamp, [self.action])


class ActionSelect(Admitted, ui.DynamicItem[ui.Select], template=r"s:(?P<game>\d+):(?P<stamp>\d+):(?P<tag>\w+)"):
    """A select whose chosen option values are engine actions, applied as one batch."""

    def __init__(
        self,
        game_id: int,
        stamp: int,
        tag: str,
        options: list[discord.SelectOption],
        placeholder: str,
        min_values: int = 1,
        max_values: int = 1,
        disabled: bool = False,
    ):
        select: ui.Select[Any] = ui.Select(
            custom_id=f"s:{game_id}:{stamp}:{tag}",
            options=options,
            placeholder=placeholder,
            min_values=min_values,
            max_values=max_values,
            disabled=disabled,
        )
        super().__init__(select)
        self.game_id = game_id
        self.stamp = stamp

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        select = as_select(item)
        return cls(int(match["game"]), int(match["stamp"]), match["tag"], select.options, select.placeholder or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        values = chosen_values(interaction)
        await hoard_of(interaction).on_actions(interaction, self.game_id, self.stamp, values)


class RulesPage(Admitted, ui.DynamicItem[ui.Button], template=r"r:(?P<kind>[a-z-]{1,40}):(?P<page>\d{1,3})"):
    """Turns the pages of a game's rules (page 0: the quick start)."""

    def __init__(self, kind: str, page: int, label: str, disabled: bool = False):
        button: ui.Button[Any] = ui.Button(
            label=label, style=discord.ButtonStyle.secondary, custom_id=f"r:{kind}:{page}", disabled=disabled
        )
        super().__init__(button)
        self.kind = kind
        self.page = page

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(match["kind"], int(match["page"]), as_button(item).label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await hoard_of(interaction).on_rules_page(interaction, self.kind, self.page)


DYNAMIC_ITEMS = (LobbyButton, TableButton, ActionButton, ActionSelect, RulesPage)


def view_of(items: Sequence[ui.Item[Any]]) -> ui.View:
    """A view of dynamic items to send, already stopped.

    Its items are dispatched by their custom ids alone, so discord.py need not keep the view:
    a stopped view is neither stored nor timed (it would give every ephemeral view a 15-minute
    timer task), which saves memory and time on every answer.
    """
    view = ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view
