"""The Dragons' Path's guess: the "I have it!" button and the modal it opens, and the answer to a submission, which
goes by the modal's custom id alone so that it works before and after a restart alike."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import ui

from discord_ui import i18n
from discord_ui.components import hoard_of, lets_go
from discord_ui.ids import read_id, read_stamp
from discord_ui.members import player_of, tell
from engine.sarkanytojas.moves import Guess
from engine.sarkanytojas.path_game import ENGINE as PUZZLE
from engine.sarkanytojas.path_game import RACING
from service.games import GameError, Live


def viewer_locale(interaction: discord.Interaction) -> str:
    """The catalog of the member who clicked or typed (what only they see is worded in it)."""
    return i18n.language(interaction.locale.value)


def guess_range(live: Live, user_id: int) -> tuple[int, int] | None:
    """The values ``user_id`` may guess now, or ``None`` when they are not racing in this game."""
    seat = live.record.seat_of(user_id)
    if seat is None or live.record.status != "active":
        return None
    view = PUZZLE.view(live.state, seat)
    return view.guess_range if view.phase == RACING else None


class GuessButton(ui.DynamicItem[ui.Button], template=r"dp:(?P<game>\d+):(?P<stamp>\d+):guess"):
    """Opens the modal for a guess; a DynamicItem so that it keeps working after a restart."""

    def __init__(self, game_id: int, stamp: int, locale: str = i18n.DEFAULT) -> None:
        button: ui.Button = ui.Button(
            label=i18n.text(locale, "dragons-path-i-have-it"),
            style=discord.ButtonStyle.success,
            emoji="💡",
            custom_id=f"dp:{game_id}:{stamp}:guess",
        )
        button.row = 0
        super().__init__(button)
        self.game_id = game_id
        self.stamp = stamp

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(read_id(match["game"]), read_stamp(match["stamp"]))

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        hoard = hoard_of(interaction)
        if not await hoard.game_here(interaction, self.game_id, PUZZLE.id):  # the ids come from the client
            return
        try:
            live = await hoard.service.live(self.game_id)
        except GameError as error:
            await tell(interaction, hoard.refusal(error))
            return
        player = player_of(interaction)
        allowed = guess_range(live, player.id)
        if allowed is None:
            notice = i18n.text(viewer_locale(interaction), "dragons-path-too-late")
            await hoard.show_hand(interaction, live, player, notice=notice)
            return
        low, high = allowed
        modal = GuessModal(self.game_id, self.stamp, low, high, viewer_locale(interaction))
        await interaction.response.send_modal(modal)
        modal.clear_items()  # sent, and never held: its field and it point at each other


#: a guess modal's custom id: the game and the move its button was drawn at (all a submission needs)
GUESS_MODAL = re.compile(r"dp:(?P<game>\d{1,20}):(?P<stamp>\d{1,20}):value")
GUESS_PREFIX = "dp"
#: the custom id of its one text input
GUESS_FIELD = "guess"


class GuessModal(ui.Modal):
    """Asks for the value of the route the player found; submitting announces it as their guess.

    discord.py hands a submission only to a modal object it still holds, which a restart loses; so this
    modal is sent already stopped (never held) and every submission is answered by :func:`submit_guess`
    from its custom id, before and after a restart alike.
    """

    def __init__(self, game_id: int, stamp: int, low: int, high: int, locale: str = i18n.DEFAULT) -> None:
        title = i18n.text(locale, "dragons-path-i-have-it")
        super().__init__(title=title, custom_id=f"dp:{game_id}:{stamp}:value", timeout=None)
        field: ui.TextInput[GuessModal] = ui.TextInput(
            label=i18n.text(locale, "dragons-path-guess-input", low=low, high=high),
            placeholder=i18n.text(locale, "dragons-path-guess-placeholder"),
            max_length=4,
            custom_id=GUESS_FIELD,
        )
        self.add_item(field)
        self.stop()


def typed_text(data: Any) -> str:
    """What was typed into the guess field of a modal submission's ``data`` (empty if it is missing)."""
    stack = list(data.get("components") or []) if isinstance(data, dict) else []
    while stack:
        component = stack.pop()
        if not isinstance(component, dict):
            continue
        if component.get("custom_id") == GUESS_FIELD and isinstance(component.get("value"), str):
            return str(component["value"])
        stack += list(component.get("components") or [])
        stack.append(component.get("component"))
    return ""


async def on_guess(interaction: discord.Interaction, match: re.Match[str]) -> None:
    """A guess modal's submission (see :class:`GuessModal`), routed by its custom id."""
    await submit_guess(interaction, read_id(match["game"]), read_stamp(match["stamp"]), typed_text(interaction.data))


async def submit_guess(interaction: discord.Interaction, game_id: int, stamp: int, text: str) -> None:
    """A guess typed into the modal: checked against the game as it is now, then played as the seat's move."""
    hoard = hoard_of(interaction)
    if not await hoard.game_here(interaction, game_id, PUZZLE.id):  # the modal's ids come from the client: checked
        return
    live = await hoard.service.live(game_id)
    player = player_of(interaction)
    locale = viewer_locale(interaction)
    allowed = guess_range(live, player.id)
    if allowed is None:
        await hoard.show_hand(interaction, live, player, notice=i18n.text(locale, "dragons-path-too-late"))
        return
    low, high = allowed
    text = text.strip().replace("−", "-")
    guess = int(text) if re.fullmatch(r"[+-]?\d{1,4}", text) else None
    if guess is None or not low <= guess <= high:
        notice = i18n.text(locale, "dragons-path-not-a-value", text=text, low=low, high=high)
        await hoard.show_hand(interaction, live, player, notice=notice)
        return
    await hoard.on_actions(interaction, game_id, stamp, [Guess(guess).action])
