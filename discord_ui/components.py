"""The buttons and selects of every game, routed by their custom ids alone, so they survive restarts.

Their custom ids are compact and carry everything a click needs:

* ``l:<game>:<verb>``           lobby buttons (join, leave, ai-easy, ai, ai-hard, start, cancel; ``ai`` adds a
                                normal AI, as it did before there were levels)
* ``t:<game>:<verb>``           table buttons (hand, rematch, back)
* ``a:<game>:<stamp>:<action>`` one engine action, drawn at move ``stamp``
* ``s:<game>:<stamp>:<tag>``    a select whose chosen values are engine actions, applied together

A game may route its own modals the same way (:func:`route_modals`): a submission is answered from its custom
id, before and after a restart alike, through the one listener that reads every interaction.

:func:`dispatch` reads a click's custom id (each class's template, checked in full, and the component type)
and hands over to the bot's :class:`discord_ui.app.Hoard`; no state lives in the items. It does not go
through discord.py's DynamicItem dispatch, which rebuilds a View of every component of the clicked
message (some 35 buttons and selects on a hand) before calling one item: the cost of a click stays the
same however many controls the message has.

The controls are discord.py's ``ui.Button`` and ``ui.Select`` with these custom ids, laid out by
:func:`view_of` in a stopped ``ui.View`` beside discord.py's other items (the DynamicItems of the records and of a
few game controls); nothing is ever called back on them.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any, TypeVar, cast

import discord
from discord import ui

from discord_ui import answers, texts
from discord_ui.ids import read_id, read_page, read_stamp
from discord_ui.internals import let_go


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


#: what :func:`view_of` lays out: one of the controls below, or another discord.py item
Item = ui.Item[Any]


LOBBY_TEMPLATE = r"l:(?P<game>\d+):(?P<verb>join|leave|ai-easy|ai|ai-hard|start|cancel)"


class LobbyButton(ui.Button[Any]):
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
        await hoard_of(interaction).on_lobby_button(interaction, read_id(match["game"]), match["verb"])


class TableButton(ui.Button[Any]):
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
        await hoard_of(interaction).on_table_button(interaction, read_id(match["game"]), match["verb"])


class ActionButton(ui.Button[Any]):
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
        game_id, stamp = read_id(match["game"]), read_stamp(match["stamp"])
        await hoard_of(interaction).on_actions(interaction, game_id, stamp, [match["action"]])


class ActionSelect(ui.Select[Any]):
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
            placeholder=placeholder or None,
            min_values=min_values,
            max_values=max_values,
            disabled=disabled,
        )

    @staticmethod
    async def handle(interaction: discord.Interaction, match: re.Match[str]) -> None:
        values = chosen_values(interaction)
        await hoard_of(interaction).on_actions(interaction, read_id(match["game"]), read_stamp(match["stamp"]), values)


class RulesPage(ui.Button[Any]):
    """Turns the pages of a game's rules (page 0: the quick start)."""

    TEMPLATE = re.compile(r"r:(?P<kind>[a-z-]{1,40}):(?P<page>\d{1,3})")

    def __init__(self, kind: str, page: int, label: str, disabled: bool = False):
        super().__init__(label=label, custom_id=f"r:{kind}:{page}", disabled=disabled)

    @staticmethod
    async def handle(interaction: discord.Interaction, match: re.Match[str]) -> None:
        await hoard_of(interaction).on_rules_page(interaction, match["kind"], read_page(match["page"]))


Handler = Callable[[discord.Interaction, re.Match[str]], Awaitable[None]]
#: a custom id's prefix -> (the component type it must come from, its template, its handler)
ROUTES: dict[str, tuple[int, re.Pattern[str], Handler]] = {
    "l": (BUTTON, LobbyButton.TEMPLATE, LobbyButton.handle),
    "t": (BUTTON, TableButton.TEMPLATE, TableButton.handle),
    "a": (BUTTON, ActionButton.TEMPLATE, ActionButton.handle),
    "s": (SELECT, ActionSelect.TEMPLATE, ActionSelect.handle),
    "r": (BUTTON, RulesPage.TEMPLATE, RulesPage.handle),
}
#: a modal's custom id prefix -> (its template, its handler): a bot's modals answered from their ids alone
ModalRoutes = dict[str, tuple[re.Pattern[str], Handler]]


def route_modals(
    routes: ModalRoutes, prefix: str, template: re.Pattern[str] | None, handle: Handler | None = None
) -> None:
    """Have :func:`dispatch` answer the submissions of modals whose custom ids start with ``prefix:`` and match
    ``template`` (``None``: no longer), by ``routes``, the bot's own (``Hoard.modal_routes``): one listener, this
    module's, reads every interaction."""
    if template is None or handle is None:
        routes.pop(prefix, None)
    else:
        routes[prefix] = (template, handle)


def _route(data: Any) -> tuple[Handler, re.Match[str]] | None:
    """The handler of the control a component interaction's data names, and its custom id read: the whole id
    must match its template and the component type its kind, as discord.py would check (else it is refused)."""
    custom_id = _custom_id(data)
    route = ROUTES.get(_prefix(data))
    if route is None:
        return None
    component_type, template, handle = route
    match = template.fullmatch(custom_id)
    if match is None or data.get("component_type") != component_type:
        return _forged(custom_id)
    return handle, match


def _modal_route(routes: ModalRoutes, data: Any) -> tuple[Handler, re.Match[str]] | None:
    """The handler of the modal a submission's data names, and its custom id read (the whole id must match, else
    it is refused)."""
    custom_id = _custom_id(data)
    route = routes.get(_prefix(data))
    if route is None:
        return None
    template, handle = route
    match = template.fullmatch(custom_id)
    return _forged(custom_id) if match is None else (handle, match)


#: any custom id, whole
_ANY = re.compile(r".*", re.DOTALL)


def _forged(custom_id: str) -> tuple[Handler, re.Match[str]]:
    """The handler of a custom id of one of this bot's kinds (its prefix) that the bot never wrote: a modified
    client's, refused privately rather than left unanswered."""
    match = _ANY.fullmatch(custom_id)
    assert match is not None  # ".*" matches every string
    return _refuse, match


async def _refuse(interaction: discord.Interaction, match: re.Match[str]) -> None:
    await answers.send(interaction, content=texts.NOT_HERE, ephemeral=True)


def _custom_id(data: Any) -> str:
    custom_id = data.get("custom_id") if isinstance(data, dict) else None
    return custom_id if isinstance(custom_id, str) else ""


def _prefix(data: Any) -> str:
    """The prefix of the custom id an interaction's data names (its kind of control), empty if none."""
    return _custom_id(data).partition(":")[0]


async def dispatch(interaction: discord.Interaction) -> bool:
    """Handle a click on one of the controls above, or a submission of a routed modal (False: neither).

    What the ids name (a game, a stamp) is checked by the handlers. While the bot stops, the click is
    answered and turned away. A click that waited too long is deferred first (:func:`answers.in_time`).
    """
    if interaction.type is discord.InteractionType.component:
        routed = _route(interaction.data)
    elif interaction.type is discord.InteractionType.modal_submit:
        routed = _modal_route(hoard_of(interaction).modal_routes, interaction.data)
    else:
        return False
    if routed is None:
        return False
    handle, match = routed
    try:
        async with answers.in_time(interaction):
            if await hoard_of(interaction).admit(interaction):
                await handle(interaction, match)
    finally:
        let_go(interaction)
    return True


_Callback = TypeVar("_Callback", bound=Callable[[Any, discord.Interaction], Coroutine[Any, Any, None]])


def lets_go(callback: _Callback) -> _Callback:
    """A ``ui.DynamicItem``'s callback that, once done, lets go of its click (:func:`let_go`) and of the view
    discord.py built of the clicked message around the item (the view and its items point at each other):
    some seventy objects a click, otherwise left in reference cycles. An answer Discord refused was logged once
    already (:class:`answers.Unanswered`): it goes no further, to discord.py's error log with a traceback."""

    @functools.wraps(callback)
    async def handled(item: Any, interaction: discord.Interaction) -> None:
        try:
            await callback(item, interaction)
        except answers.Unanswered:
            pass
        finally:
            let_go(interaction)
            if item.view is not None:
                item.view.clear_items()

    return cast(_Callback, handled)


def view_of(items: Sequence[Item]) -> ui.View:
    """These controls in a view, laid out in rows by discord.py, and stopped: discord.py neither stores nor times
    it, since every click on the game's controls is routed by its custom id (:func:`dispatch`).

    Raises ValueError, as discord.py does, for more than 25 items or a row that would not hold them.
    """
    view = ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view
