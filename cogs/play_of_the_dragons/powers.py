"""The button that shows a player privately what each card of their hand does, and what it shows."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import ui

from cogs.play_of_the_dragons.words import (
    TRIGGER,
    power_lines,
    say,
    stage_text,
)
from discord_ui import i18n, render
from discord_ui.components import hoard_of, lets_go
from discord_ui.drawing import Sheet
from discord_ui.ids import read_id
from discord_ui.members import player_of, tell
from engine.play_of_the_dragons import ENGINE, SeatView
from service.games import GameError


class PowersButton(ui.DynamicItem[ui.Button], template=r"pd:(?P<game>\d+):powers"):
    """Shows a player privately what each card of their hand does (the hand itself only names the cards)."""

    def __init__(self, game_id: int, label: str | None) -> None:
        button: ui.Button[Any] = ui.Button(
            label=label, style=discord.ButtonStyle.secondary, emoji="📜", custom_id=f"pd:{game_id}:powers"
        )
        button.row = 4  # beside the shared Refresh button, under the cards and answers
        super().__init__(button)
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
        return cls(read_id(match["game"]), item.label if isinstance(item, ui.Button) else None)

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        hoard = hoard_of(interaction)
        if not await hoard.game_here(interaction, self.game_id, ENGINE.id):
            return
        try:
            live = await hoard.service.live(self.game_id)
        except GameError as error:
            await tell(interaction, hoard.refusal(error))
            return
        locale = i18n.language(interaction.locale.value)
        seat = live.record.seat_of(player_of(interaction).id)
        if seat is None or live.state is None:
            await tell(interaction, say(locale, "not-seated"))
            return
        sheet = powers_sheet(live.engine.view(live.state, seat), locale)
        await interaction.response.send_message(**render.message(sheet, locale), ephemeral=True)


def powers_sheet(view: SeatView, locale: str) -> Sheet:
    """What each card of the seat's hand does, in full (cards of one power together), and the powers an open
    question lets them pick from, in the viewer's ``locale``."""
    sheet = Sheet(say(locale, "powers-title", stage=stage_text(view, locale)))
    lines = power_lines([(c.card, c.triggers) for c in view.hand or ()], locale) or [say(locale, "no-cards")]
    if view.pending is not None and view.pending.kind in ("copy", "princess"):
        picks = [card for choice in view.pending.choices for card in choice.cards]
        lines += ["", say(locale, "powers-choices"), *power_lines([(card, False) for card in picks], locale)]
    sheet.lines = lines
    if any(c.triggers for c in view.hand or ()):
        sheet.footer = say(locale, "powers-footer", trigger=TRIGGER)
    return sheet
