"""The buttons and selects of every game, routed by their custom ids alone, so they survive restarts.

Their custom ids are compact and carry everything a click needs:

* ``l:<game>:<verb>``           lobby buttons (join, leave, ai-easy, ai, ai-hard, remove-ai, start, cancel, rules;
                                ``ai`` adds a normal AI, as it did before there were levels)
* ``t:<game>:<verb>``           table buttons (hand, rematch, back, rules, log; stop: ``/<game> stop`` confirmed)
* ``a:<game>:<stamp>:<action>`` one engine action, drawn at move ``stamp``
* ``s:<game>:<stamp>:<tag>``    a select whose chosen values are engine actions, applied together
* ``r:<game kind>:<page>``      the pages of a game's rules
* ``lp:<game>:<page>``          the pages of a game's log, opened from its table or a private view

A game may route its own modals the same way (:func:`route_modals`): a submission is answered from its custom
id, before and after a restart alike, through the one listener that reads every interaction.

They are discord.py's ``ui.DynamicItem`` (registered with ``bot.add_dynamic_items(*CONTROLS)``): discord.py
matches a click's custom id to a template, rebuilds the item from it and calls it back; the callback reads what the
id names (a game, a stamp) and hands over to the bot's :class:`discord_ui.app.Hoard`; no state lives in the
items. :func:`view_of` lays them out in a stopped ``ui.View``. An id of their prefixes that fits no template (a
modified client's) is refused by :func:`dispatch`, which also answers the routed modals.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any, Self, TypeVar, cast

import discord
from discord import ui

from discord_ui import answers, i18n, observe
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


_Callback = TypeVar("_Callback", bound=Callable[[Any, discord.Interaction], Coroutine[Any, Any, None]])


def lets_go(callback: _Callback) -> _Callback:
    """A ``ui.DynamicItem``'s callback that, once done, lets go of its click (:func:`let_go`) and of the view
    discord.py built of the clicked message around the item (the view and its items point at each other):
    some seventy objects a click, otherwise left in reference cycles. An answer Discord refused was logged once
    already (:func:`answers.refused`): it goes no further, to discord.py's error log with a traceback."""

    @functools.wraps(callback)
    async def handled(item: Any, interaction: discord.Interaction) -> None:
        try:
            await callback(item, interaction)
        except Exception as error:
            if not answers.refused(interaction, error):
                raise
        finally:
            observe.finished(interaction)  # before let_go, which resets what it reads
            let_go(interaction)
            if item.view is not None:
                item.view.clear_items()

    return cast(_Callback, handled)


def admitted(callback: _Callback) -> _Callback:
    """The callback of one of the games' controls: answered in time (:func:`answers.in_time`), turned away while
    the bot stops (``Hoard.admit``), refused when the click did not come from the kind of component its custom id
    names (a modified client's), and let go of once done (:func:`lets_go`)."""

    @lets_go
    @functools.wraps(callback)
    async def handled(item: Any, interaction: discord.Interaction) -> None:
        async with answers.in_time(interaction):
            if not await hoard_of(interaction).admit(interaction):
                return
            if cast(dict[str, Any], interaction.data or {}).get("component_type") != KINDS[_prefix(interaction.data)]:
                await _refuse(interaction)
                return
            await callback(item, interaction)

    return cast(_Callback, handled)


#: the custom ids of the games' controls, by their prefix (the kind of control)
TEMPLATES = {
    "l": re.compile(r"l:(?P<game>\d+):(?P<verb>join|leave|ai-easy|ai|ai-hard|remove-ai|start|cancel|rules)"),
    "t": re.compile(r"t:(?P<game>\d+):(?P<verb>hand|rematch|back|rules|log|stop)"),
    "a": re.compile(r"a:(?P<game>\d+):(?P<stamp>\d+):(?P<action>\S+)"),
    "s": re.compile(r"s:(?P<game>\d+):(?P<stamp>\d+):(?P<tag>\w+)"),
    "r": re.compile(r"r:(?P<kind>[a-z-]{1,40}):(?P<page>\d{1,3})"),
    "lp": re.compile(r"lp:(?P<game>\d+):(?P<page>-?\d+)"),
}
#: the component each kind of control is (a click naming one from another is a modified client's)
KINDS = {"l": BUTTON, "t": BUTTON, "a": BUTTON, "s": SELECT, "r": BUTTON, "lp": BUTTON}


_Control = TypeVar("_Control", bound=ui.DynamicItem[Any])


def clicked(cls: type[_Control], item: Item) -> _Control:
    """A game's control around the item discord.py rebuilt from the clicked message, its custom id as clicked (what
    its ``from_custom_id`` returns): it is not drawn anew from the id's values, since a forged id may name nothing,
    which the handlers refuse (:func:`id_parts`)."""
    control = cls.__new__(cls)
    ui.DynamicItem.__init__(control, item)
    return control


def id_parts(control: ui.DynamicItem[Any]) -> re.Match[str]:
    """A control's custom id read by its template, the parts named by its groups."""
    read = control.template.fullmatch(control.custom_id)
    assert read is not None  # discord.py calls a control back only for an id its template matches
    return read


class LobbyButton(ui.DynamicItem[ui.Button[Any]], template=TEMPLATES["l"]):
    def __init__(
        self,
        game_id: int,
        verb: str,
        label: str,
        style: discord.ButtonStyle,
        emoji: str | None = None,
        row: int | None = None,
        disabled: bool = False,
    ):
        button: ui.Button[Any] = ui.Button(
            label=label, style=style, emoji=emoji, custom_id=f"l:{game_id}:{verb}", disabled=disabled
        )
        super().__init__(button, row=row)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: re.Match[str], /) -> Self:
        return clicked(cls, item)

    @admitted
    async def callback(self, interaction: discord.Interaction) -> None:
        read = id_parts(self)
        await hoard_of(interaction).on_lobby_button(interaction, read_id(read["game"]), read["verb"])


class TableButton(ui.DynamicItem[ui.Button[Any]], template=TEMPLATES["t"]):
    def __init__(
        self,
        game_id: int,
        verb: str,
        label: str,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
        emoji: str | None = None,
        disabled: bool = False,
    ):
        custom_id = f"t:{game_id}:{verb}"
        super().__init__(ui.Button(label=label, style=style, emoji=emoji, custom_id=custom_id, disabled=disabled))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: re.Match[str], /) -> Self:
        return clicked(cls, item)

    @admitted
    async def callback(self, interaction: discord.Interaction) -> None:
        read = id_parts(self)
        await hoard_of(interaction).on_table_button(interaction, read_id(read["game"]), read["verb"])


class ActionButton(ui.DynamicItem[ui.Button[Any]], template=TEMPLATES["a"]):
    """One engine action, drawn at move ``stamp``."""

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

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: re.Match[str], /) -> Self:
        return clicked(cls, item)

    @admitted
    async def callback(self, interaction: discord.Interaction) -> None:
        read = id_parts(self)
        game_id, stamp = read_id(read["game"]), read_stamp(read["stamp"])
        await hoard_of(interaction).on_actions(interaction, game_id, stamp, [read["action"]])


class ActionSelect(ui.DynamicItem[ui.Select[Any]], template=TEMPLATES["s"]):
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
            placeholder=placeholder or None,
            min_values=min_values,
            max_values=max_values,
            disabled=disabled,
        )
        super().__init__(select)

    @property
    def row(self) -> int | None:
        """The select's row: a ``ui.Select`` keeps it in its own slot, which ``ui.DynamicItem.row`` does not read
        (discord.py 2.7), so a row given to it would be lost in the layout."""
        return self.item.row

    @row.setter
    def row(self, value: int | None) -> None:
        self.item.row = value

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: re.Match[str], /) -> Self:
        return clicked(cls, item)

    @admitted
    async def callback(self, interaction: discord.Interaction) -> None:
        read = id_parts(self)
        game_id, stamp = read_id(read["game"]), read_stamp(read["stamp"])
        await hoard_of(interaction).on_actions(interaction, game_id, stamp, chosen_values(interaction))


class RulesPage(ui.DynamicItem[ui.Button[Any]], template=TEMPLATES["r"]):
    """Turns the pages of a game's rules (page 0: the quick start)."""

    def __init__(self, kind: str, page: int, label: str, disabled: bool = False):
        super().__init__(ui.Button(label=label, custom_id=f"r:{kind}:{page}", disabled=disabled))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: re.Match[str], /) -> Self:
        return clicked(cls, item)

    @admitted
    async def callback(self, interaction: discord.Interaction) -> None:
        read = id_parts(self)
        await hoard_of(interaction).on_rules_page(interaction, read["kind"], read_page(read["page"]))


class GameLogPage(ui.DynamicItem[ui.Button[Any]], template=TEMPLATES["lp"]):
    """Turns the pages of a game's log, opened from its table or a private view (page 0: the oldest lines)."""

    def __init__(self, game_id: int, page: int, label: str, disabled: bool = False):
        super().__init__(ui.Button(label=label, custom_id=f"lp:{game_id}:{page}", disabled=disabled))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Item, match: re.Match[str], /) -> Self:
        return clicked(cls, item)

    @admitted
    async def callback(self, interaction: discord.Interaction) -> None:
        read = id_parts(self)
        await hoard_of(interaction).on_log_page(interaction, read_id(read["game"]), read_page(read["page"]))


#: the games' controls, dispatched by discord.py (``bot.add_dynamic_items``)
CONTROLS = (LobbyButton, TableButton, ActionButton, ActionSelect, RulesPage, GameLogPage)
Handler = Callable[[discord.Interaction, re.Match[str]], Awaitable[None]]
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


def _forged_control(data: Any) -> bool:
    """Whether a component interaction's custom id has the prefix of one of the games' controls but fits none of
    their templates: no DynamicItem takes it, so it is refused here (discord.py would leave it unanswered)."""
    template = TEMPLATES.get(_prefix(data))
    return template is not None and template.fullmatch(_custom_id(data)) is None


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


async def _refuse(interaction: discord.Interaction, match: re.Match[str] | None = None) -> None:
    await answers.send(
        interaction, content=i18n.text(i18n.language(interaction.locale), "refusal-not-here"), ephemeral=True
    )


def _custom_id(data: Any) -> str:
    custom_id = data.get("custom_id") if isinstance(data, dict) else None
    return custom_id if isinstance(custom_id, str) else ""


def _prefix(data: Any) -> str:
    """The prefix of the custom id an interaction's data names (its kind of control), empty if none."""
    return _custom_id(data).partition(":")[0]


async def dispatch(interaction: discord.Interaction) -> bool:
    """Handle a submission of a routed modal, or refuse a click on a forged id of the controls above (False:
    neither; discord.py dispatches the clicks on the controls themselves).

    What the ids name (a game, a stamp) is checked by the handlers. While the bot stops, the interaction is
    answered and turned away. One that waited too long is deferred first (:func:`answers.in_time`).
    """
    routed: tuple[Handler, re.Match[str]] | None = None
    if interaction.type is discord.InteractionType.component:
        if _forged_control(interaction.data):
            routed = _forged(_custom_id(interaction.data))
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
        observe.finished(interaction)
        let_go(interaction)
    return True


def view_of(items: Sequence[Item]) -> ui.View:
    """These controls in a view, laid out in rows by discord.py, and stopped: discord.py neither stores nor times
    it, since every click on the game's controls is dispatched by its custom id alone (they are DynamicItems).

    Raises ValueError, as discord.py does, for more than 25 items or a row that would not hold them.
    """
    view = ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view
