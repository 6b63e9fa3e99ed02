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

For the same reason these controls are not discord.py items: nothing is ever called back on them, so each
is the component dict Discord reads, built directly, and :func:`view_of` lays them out in rows as
discord.py's :class:`~discord.ui.View` would. A hand of 24 cards is drawn ten times faster so (0.03 ms
against 0.38 ms with ``ui.Button`` objects in a ``ui.View``), and it is drawn for every change of a game.
discord.py items (the DynamicItems of the records and of a few game controls) lay out beside them.
"""

from __future__ import annotations

import contextlib
import functools
import re
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any, Protocol, TypeVar, cast

import discord
from discord import ui

from discord_ui import answers, texts
from discord_ui.ids import read_id, read_page, read_stamp


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
#: a row of components holds five buttons or one select; a message five rows
ROW_WIDTH, ROWS = 5, 5


def hoard_of(interaction: discord.Interaction) -> Any:
    """The bot's :class:`discord_ui.app.Hoard` (typed loosely to keep this module free of imports of it)."""
    return interaction.client.hoard  # type: ignore[attr-defined]


class Item(Protocol):
    """What :func:`view_of` lays out: one of the controls below, or a discord.py item."""

    row: int | None

    @property
    def width(self) -> int: ...

    def to_component_dict(self) -> Any: ...


@functools.lru_cache(maxsize=256)
def _emoji(emoji: str) -> dict[str, Any]:
    return discord.PartialEmoji.from_str(emoji).to_dict()  # type: ignore[return-value]


class Control:
    """A button or select as the component dict Discord reads (the one discord.py would send for it)."""

    __slots__ = ("payload", "row")
    width = 1

    def __init__(self, payload: dict[str, Any], row: int | None) -> None:
        self.payload = payload
        #: the row it goes in (0-4), or None for the first with room, as with discord.py's items
        self.row = row

    def to_component_dict(self) -> dict[str, Any]:
        return self.payload


def _button(
    custom_id: str, label: str | None, style: discord.ButtonStyle, emoji: str | None, disabled: bool
) -> dict[str, Any]:
    payload: dict[str, Any] = {"type": BUTTON, "style": style.value, "disabled": disabled}
    if label:
        payload["label"] = label
    payload["custom_id"] = custom_id
    if emoji:
        payload["emoji"] = _emoji(emoji)
    return payload


LOBBY_TEMPLATE = r"l:(?P<game>\d+):(?P<verb>join|leave|ai-easy|ai|ai-hard|start|cancel)"


class LobbyButton(Control):
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
        super().__init__(_button(f"l:{game_id}:{verb}", label, style, emoji, False), row)

    @staticmethod
    async def handle(interaction: discord.Interaction, match: re.Match[str]) -> None:
        await hoard_of(interaction).on_lobby_button(interaction, read_id(match["game"]), match["verb"])


class TableButton(Control):
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
        super().__init__(_button(f"t:{game_id}:{verb}", label, style, emoji, disabled), None)

    @staticmethod
    async def handle(interaction: discord.Interaction, match: re.Match[str]) -> None:
        await hoard_of(interaction).on_table_button(interaction, read_id(match["game"]), match["verb"])


class ActionButton(Control):
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
        super().__init__(_button(f"a:{game_id}:{stamp}:{action}", label, style, emoji, disabled), None)

    @staticmethod
    async def handle(interaction: discord.Interaction, match: re.Match[str]) -> None:
        game_id, stamp = read_id(match["game"]), read_stamp(match["stamp"])
        await hoard_of(interaction).on_actions(interaction, game_id, stamp, [match["action"]])


class ActionSelect(Control):
    """A select whose chosen option values are engine actions, applied as one batch."""

    TEMPLATE = re.compile(r"s:(?P<game>\d+):(?P<stamp>\d+):(?P<tag>\w+)")
    width = ROW_WIDTH

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
        payload: dict[str, Any] = {
            "type": SELECT,
            "custom_id": f"s:{game_id}:{stamp}:{tag}",
            "min_values": min_values,
            "max_values": max_values,
            "disabled": disabled,
            "required": True,
        }
        if placeholder:
            payload["placeholder"] = placeholder
        if options:
            payload["options"] = [option.to_dict() for option in options]
        super().__init__(payload, None)

    @staticmethod
    async def handle(interaction: discord.Interaction, match: re.Match[str]) -> None:
        values = chosen_values(interaction)
        await hoard_of(interaction).on_actions(interaction, read_id(match["game"]), read_stamp(match["stamp"]), values)


class RulesPage(Control):
    """Turns the pages of a game's rules (page 0: the quick start)."""

    TEMPLATE = re.compile(r"r:(?P<kind>[a-z-]{1,40}):(?P<page>\d{1,3})")

    def __init__(self, kind: str, page: int, label: str, disabled: bool = False):
        super().__init__(_button(f"r:{kind}:{page}", label, discord.ButtonStyle.secondary, None, disabled), None)

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


def let_go(interaction: discord.Interaction) -> None:
    """Break the reference cycles of an interaction that has been handled (discord.py's interaction and its
    response point at each other, and so do the interaction and the answer it sent, once read back), so that the
    interaction, its message and the member are freed at once: some forty objects an interaction, which would
    otherwise wait for a garbage collection, or stay for good if the collector froze them meanwhile (see
    ``service/collector.py``)."""
    for cached in ("_cs_response", "_cs_followup"):
        with contextlib.suppress(AttributeError):
            delattr(interaction, cached)
    interaction._original_response = None


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


class Controls:
    """The rows of controls of a message, as discord.py's senders read a view: its components, and that it
    is finished (nothing for discord.py to store or to time: every click is routed by its custom id)."""

    __slots__ = ("_rows",)
    __discord_ui_view__ = True
    timeout = None

    def __init__(self, rows: list[list[Any]]) -> None:
        self._rows = rows

    def to_components(self) -> list[dict[str, Any]]:
        return [{"type": 1, "components": row} for row in self._rows if row]

    @staticmethod
    def has_components_v2() -> bool:
        return False

    @staticmethod
    def is_finished() -> bool:
        return True

    @staticmethod
    def is_dispatchable() -> bool:
        return False


def view_of(items: Sequence[Item]) -> Controls:
    """These controls in rows, placed as discord.py places a view's items: an item with a row goes in it, one
    without in the first row with room for it.

    Raises ValueError, as discord.py does (at the first item it would refuse), for more than 25 items or a row
    that would not hold them.
    """
    rows: list[list[Any]] = [[] for _ in range(ROWS)]
    used = [0] * ROWS
    for index, item in enumerate(items):
        if index == ROWS * ROW_WIDTH:
            raise ValueError("maximum number of children exceeded")
        width, row = item.width, item.row
        if row is None:
            row = next((place for place, taken in enumerate(used) if taken + width <= ROW_WIDTH), None)
            if row is None:
                raise ValueError("could not find open space for item")
        elif used[row] + width > ROW_WIDTH:
            raise ValueError(f"item would not fit at row {row} ({used[row] + width} > {ROW_WIDTH} width)")
        used[row] += width
        rows[row].append(item.to_component_dict())
    return Controls(rows)
