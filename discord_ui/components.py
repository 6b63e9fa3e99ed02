"""The buttons and selects of every game, routed by their custom ids alone, so they survive restarts.

Their custom ids are compact and carry everything a click needs:

* ``l:<game>:<verb>``           lobby buttons (join, leave, ai-easy, ai, ai-hard, start, cancel; ``ai`` adds a
                                normal AI, as it did before there were levels)
* ``t:<game>:<verb>``           table buttons (hand, rematch, back)
* ``a:<game>:<stamp>:<action>`` one engine action, drawn at move ``stamp``
* ``s:<game>:<stamp>:<tag>``    a select whose chosen values are engine actions, applied together

:func:`dispatch` reads a click's custom id (each class's template, checked in full, and the component type)
and hands over to the bot's :class:`discord_ui.app.Hoard`; no state lives in the items. It does not go
through discord.py's DynamicItem dispatch, which rebuilds a View of every component of the clicked
message (some 35 buttons and selects on a hand) before calling one item: the cost of a click stays the
same however many controls the message has. So these controls are plain buttons and selects, not
DynamicItems (a hand of cards is drawn with a third less work without the wrapper around each).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, cast

import discord
from discord import ui

from discord_ui import answers


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


#: component types of a button and of a (string) select
BUTTON, SELECT = discord.ComponentType.button.value, discord.ComponentType.select.value


def hoard_of(interaction: discord.Interaction) -> Any:
    """The bot's :class:`discord_ui.app.Hoard` (typed loosely to keep this module free of imports of it)."""
    return interaction.client.hoard  # type: ignore[attr-defined]


LOBBY_TEMPLATE = r"l:(?P<game>\d+):(?P<verb>join|leave|ai-easy|ai|ai-hard|start|cancel)"


class LobbyButton(ui.Button[ui.View]):
    TEMPLATE = re.compile(LOBBY_TEMPLATE)

    def __init__(
        self,
        game_id: int,
        verb: str,
        label: str,
        style: discord.ButtonStyle,
        emoji: str | None = None,
        row: int | None = None,
    ):
        super().__init__(label=label, style=style, emoji=emoji, custom_id=f"l:{game_id}:{verb}", row=row)

    @staticmethod
    async def handle(interaction: discord.Interaction, match: re.Match[str]) -> None:
        await hoard_of(interaction).on_lobby_button(interaction, int(match["game"]), match["verb"])


class TableButton(ui.Button[ui.View]):
    TEMPLATE = re.compile(r"t:(?P<game>\d+):(?P<verb>hand|rematch|back|rules)")

    def __init__(
        self,
        game_id: int,
        verb: str,
        label: str,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
        emoji: str | None = None,
        disabled: bool = False,
    ):
        super().__init__(label=label, style=style, emoji=emoji, custom_id=f"t:{game_id}:{verb}", disabled=disabled)

    @staticmethod
    async def handle(interaction: discord.Interaction, match: re.Match[str]) -> None:
        await hoard_of(interaction).on_table_button(interaction, int(match["game"]), match["verb"])


class ActionButton(ui.Button[ui.View]):
    TEMPLATE = re.compile(r"a:(?P<game>\d+):(?P<stamp>\d+):(?P<action>\S+)")

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
        super().__init__(label=label, style=style, emoji=emoji, custom_id=custom_id, disabled=disabled)

    @staticmethod
    async def handle(interaction: discord.Interaction, match: re.Match[str]) -> None:
        await hoard_of(interaction).on_actions(interaction, int(match["game"]), int(match["stamp"]), [match["action"]])


class ActionSelect(ui.Select[ui.View]):
    """A select whose chosen option values are engine actions, applied as one batch."""

    TEMPLATE = re.compile(r"s:(?P<game>\d+):(?P<stamp>\d+):(?P<tag>\w+)")

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
        super().__init__(
            custom_id=f"s:{game_id}:{stamp}:{tag}",
            options=options,
            placeholder=placeholder,
            min_values=min_values,
            max_values=max_values,
            disabled=disabled,
        )

    @staticmethod
    async def handle(interaction: discord.Interaction, match: re.Match[str]) -> None:
        values = chosen_values(interaction)
        await hoard_of(interaction).on_actions(interaction, int(match["game"]), int(match["stamp"]), values)


class RulesPage(ui.Button[ui.View]):
    """Turns the pages of a game's rules (page 0: the quick start)."""

    TEMPLATE = re.compile(r"r:(?P<kind>[a-z-]{1,40}):(?P<page>\d{1,3})")

    def __init__(self, kind: str, page: int, label: str, disabled: bool = False):
        super().__init__(
            label=label, style=discord.ButtonStyle.secondary, custom_id=f"r:{kind}:{page}", disabled=disabled
        )

    @staticmethod
    async def handle(interaction: discord.Interaction, match: re.Match[str]) -> None:
        await hoard_of(interaction).on_rules_page(interaction, match["kind"], int(match["page"]))


Handler = Callable[[discord.Interaction, re.Match[str]], Awaitable[None]]
#: a custom id's prefix -> (the component type it must come from, its template, its handler)
ROUTES: dict[str, tuple[int, re.Pattern[str], Handler]] = {
    "l": (BUTTON, LobbyButton.TEMPLATE, LobbyButton.handle),
    "t": (BUTTON, TableButton.TEMPLATE, TableButton.handle),
    "a": (BUTTON, ActionButton.TEMPLATE, ActionButton.handle),
    "s": (SELECT, ActionSelect.TEMPLATE, ActionSelect.handle),
    "r": (BUTTON, RulesPage.TEMPLATE, RulesPage.handle),
}


async def dispatch(interaction: discord.Interaction) -> bool:
    """Handle a click on one of the controls above (False: it is not one of them).

    The whole custom id must match its template and the component type its kind, as discord.py would
    check; what the ids name (a game, a stamp) is checked by the handlers. While the bot stops, the click
    is answered and turned away. A click that waited too long is deferred first (:func:`answers.in_time`).
    """
    if interaction.type is not discord.InteractionType.component:
        return False
    data = cast(dict[str, Any], interaction.data or {})
    custom_id = data.get("custom_id")
    if not isinstance(custom_id, str):
        return False
    route = ROUTES.get(custom_id.partition(":")[0])
    if route is None:
        return False
    component_type, template, handle = route
    match = template.fullmatch(custom_id)
    if match is None or data.get("component_type") != component_type:
        return False
    async with answers.in_time(interaction):
        if await hoard_of(interaction).admit(interaction):
            await handle(interaction, match)
    return True


def view_of(items: Sequence[ui.Item[Any]]) -> ui.View:
    """A view of these controls to send, already stopped.

    Its items are dispatched by their custom ids alone, so discord.py need not keep the view:
    a stopped view is neither stored nor timed (it would give every ephemeral view a 15-minute
    timer task), which saves memory and time on every answer.
    """
    view = ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view
