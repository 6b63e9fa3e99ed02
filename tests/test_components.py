"""The game controls are sent exactly as discord.py would send the same buttons and selects in a View."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from discord import ui
from hypothesis import given
from hypothesis import strategies as st

from discord_ui.components import ActionButton, ActionSelect, Item, LobbyButton, RulesPage, TableButton, view_of

STYLES = [discord.ButtonStyle.primary, discord.ButtonStyle.secondary, discord.ButtonStyle.success]
labels = st.none() | st.text(min_size=0, max_size=8)
emojis = st.none() | st.sampled_from(["🔥", "🐉", "<:dragon:123456789012345678>", "<a:flame:42>"])
options = st.lists(
    st.builds(
        discord.SelectOption,
        label=st.text(min_size=1, max_size=8),
        value=st.text(min_size=1, max_size=8),
        description=st.none() | st.text(min_size=1, max_size=8),
        emoji=emojis,
    ),
    max_size=4,
)


@given(
    st.integers(0, 10**18),
    st.integers(0, 999),
    st.from_regex(r"\S{1,10}", fullmatch=True),  # an action: no blank, as its template reads it
    labels,
    st.sampled_from(STYLES),
    emojis,
    st.booleans(),
)
def test_an_action_button_is_the_dict_discord_py_sends_for_it(game, stamp, action, label, style, emoji, disabled):
    ours = ActionButton(game, stamp, action, label, style, emoji, disabled).to_component_dict()
    theirs = ui.Button(
        label=label, style=style, emoji=emoji, custom_id=f"a:{game}:{stamp}:{action}", disabled=disabled
    ).to_component_dict()
    assert ours == theirs


@given(st.from_regex(r"\w{1,8}", fullmatch=True), options, st.text(max_size=8), st.integers(0, 2), st.booleans())
def test_an_action_select_is_the_dict_discord_py_sends_for_it(tag, choices, placeholder, least, disabled):
    ours = ActionSelect(7, 3, tag, choices, placeholder, least, least + 1, disabled).to_component_dict()
    theirs = ui.Select(
        custom_id=f"s:7:3:{tag}",
        options=choices,
        placeholder=placeholder,
        min_values=least,
        max_values=least + 1,
        disabled=disabled,
    ).to_component_dict()
    assert ours == theirs


def test_lobby_table_and_rules_buttons_are_the_dicts_discord_py_sends():
    pairs = [
        (
            LobbyButton(5, "join", "Join", discord.ButtonStyle.success, "🤖", row=1),
            ui.Button(label="Join", style=discord.ButtonStyle.success, emoji="🤖", custom_id="l:5:join", row=1),
        ),
        (
            TableButton(5, "hand", "Hand", disabled=True),
            ui.Button(label="Hand", style=discord.ButtonStyle.primary, custom_id="t:5:hand", disabled=True),
        ),
        (
            RulesPage("red-dragon", 2, "Next ▶"),
            ui.Button(label="Next ▶", style=discord.ButtonStyle.secondary, custom_id="r:red-dragon:2"),
        ),
    ]
    for ours, theirs in pairs:
        assert ours.to_component_dict() == theirs.to_component_dict()
        assert (ours.row, ours.width) == (theirs.row, theirs.width)


#: (is a select, its row or None)
layouts = st.lists(st.tuples(st.booleans(), st.none() | st.integers(0, 4)), max_size=27)


def _item(n: int, select: bool, row: int | None, light: bool) -> Any:
    if light:
        control: Item = ActionSelect(1, 1, f"t{n}", [], "") if select else ActionButton(1, 1, f"b{n}", str(n))
        control.row = row
        return control
    if select:
        return ui.Select(custom_id=f"s:1:1:t{n}", row=row, placeholder="")
    return ui.Button(label=str(n), custom_id=f"a:1:1:b{n}", row=row)


def _discord_py(items: list[Any]) -> list[dict[str, Any]] | str:
    view = ui.View(timeout=None)
    try:
        for item in items:
            view.add_item(item)
    except ValueError as refused:
        return str(refused)
    return view.to_components()


def _ours(items: list[Any]) -> list[dict[str, Any]] | str:
    try:
        return view_of(items).to_components()
    except ValueError as refused:
        return str(refused)


@given(layouts)
def test_controls_are_laid_out_in_rows_as_discord_py_lays_out_a_view(layout):
    """Rows asked for, the first row with room otherwise, and the same refusals for what does not fit."""
    ours = _ours([_item(n, select, row, True) for n, (select, row) in enumerate(layout)])
    assert ours == _discord_py([_item(n, select, row, False) for n, (select, row) in enumerate(layout)])


def test_discord_py_items_lay_out_beside_the_controls():
    mixed = [ActionButton(1, 1, "x", "x"), ui.Button(label="y", custom_id="y", row=2)]
    rows = view_of(mixed).to_components()
    assert [[c["custom_id"] for c in row["components"]] for row in rows] == [["a:1:1:x"], ["y"]]


async def test_controls_go_out_through_discord_py_senders_as_a_finished_view():
    """discord.py neither stores nor times them (on the event loop, as in the bot, the view can be stopped): every
    click is dispatched by its custom id (DynamicItems)."""
    controls = view_of([ActionButton(1, 1, "x", "x")])
    assert controls.is_finished() and controls.timeout is None
    with discord.http.handle_message_parameters(view=controls) as params:
        assert params.payload["components"] == controls.to_components()
    with pytest.raises(ValueError, match="maximum number of children"):
        view_of([ActionButton(1, 1, str(n)) for n in range(26)])
