"""Sárkánytojás's private view, **My tiles**: a player's exact haul and one button per tile they may take
("+5 · C4"), with what each take leaves the next player; after a Shield or Pit, one button per tile they may give
up. Other players' face-down tiles are never shown: everything drawn comes from the engine's views, which hide
them."""

from __future__ import annotations

import discord

from cogs.sarkanytojas.layout import SEPARATOR
from cogs.sarkanytojas.words import TILE_EMOJI, haul_text, line_label, player_score, side_score, tile_label, tile_text
from discord_ui import i18n
from discord_ui.components import ActionButton, Item
from discord_ui.drawing import Sheet
from discord_ui.presenter import HandContext
from engine.sarkanytojas import square_name, tile_kind
from engine.sarkanytojas.views import PendingDiscard, SarkanytojasView, TakeChoice

TILE_STYLE = {
    "egg": discord.ButtonStyle.success,
    "dragon": discord.ButtonStyle.danger,
    "shield": discord.ButtonStyle.primary,
    "pit": discord.ButtonStyle.secondary,
}


def tiles_sheet(hand: HandContext) -> Sheet:
    """The seat's view: what it may take (or give up) and what each take leaves, its haul and the others' scores."""
    view: SarkanytojasView = hand.view
    names, seat, locale = hand.names, hand.seat, hand.locale
    if view.games > 1:
        title = hand.text("sarkanytojas-hand-title-game", number=view.game_number, games=view.games)
    else:
        title = hand.text("sarkanytojas-hand-title")
    sheet = Sheet(title)
    pending = view.pending_discard
    if view.finished:
        sheet.lines = [hand.text("sarkanytojas-hand-over")]
    elif pending is not None and pending.seat == seat:
        sheet.lines, sheet.controls = discard_choice(hand, pending)
    elif hand.legal:
        assert view.line is not None
        going_on = [c for c in view.choices if not c.ends_game]
        if going_on:
            header = hand.text(
                "sarkanytojas-hand-your-take",
                line=line_label(view.line, locale),
                name=names[going_on[0].next_seat],
                direction=going_on[0].next_line.direction,
            )
        else:
            header = hand.text("sarkanytojas-hand-your-take-last", line=line_label(view.line, locale))
        sheet.lines = [header, *(choice_text(c, view.egg_bonus, locale) for c in view.choices)]
        sheet.controls = [
            ActionButton(
                hand.game.id,
                hand.stamp,
                c.action,
                hand.text("sarkanytojas-take-button", tile=tile_label(c.tile, locale), square=square_name(*c.square)),
                TILE_STYLE[tile_kind(c.tile)],
                TILE_EMOJI[tile_kind(c.tile)],
            )
            for c in view.choices  # a line of 7 holds at most 6 tiles: two rows, in the order of the line
        ]
    elif pending is not None:
        sheet.lines = [hand.text("sarkanytojas-hand-wait-discard", name=names[pending.seat], kind=pending.kind)]
    else:
        assert view.turn is not None and view.line is not None
        line = line_label(view.line, locale)
        sheet.lines = [hand.text("sarkanytojas-hand-wait-take", name=names[view.turn], line=line)]
    me = view.players[seat]
    sheet.add(hand.text("sarkanytojas-hand-haul", score=player_score(view, me, locale)), haul_text(me, locale))
    sheet.add(hand.text("sarkanytojas-hand-scores"), scores(hand))
    return sheet


def choice_text(choice: TakeChoice, bonus: int, locale: str) -> str:
    """A take offered in My tiles: its square and tile, what a Shield or Pit would cost, and what it leaves the
    next taker (the tiles of the crossing line, or the end of the game)."""
    if choice.ends_game:
        following = i18n.text(locale, "sarkanytojas-next-ends", bonus=bonus)
    else:
        following = " ".join(
            tile_label(t, locale) if isinstance(t, int) else TILE_EMOJI[str(t)] for t in choice.next_tiles
        )
    args = {"square": square_name(*choice.square), "tile": tile_text(choice.tile, locale), "next": following}
    if choice.cost is None:
        return i18n.text(locale, "sarkanytojas-hand-choice", **args)
    message = "sarkanytojas-hand-choice-costs" if choice.costs else "sarkanytojas-hand-choice-free"
    return i18n.text(locale, message, cost=choice.cost, **args)


def scores(hand: HandContext) -> str:
    """The others' scores; with pairs, the partner's and the pairs' scores.

    Their tiles and the match points are on the table; a private view holds what a take is weighed against.
    """
    view: SarkanytojasView = hand.view
    seat, locale = hand.seat, hand.locale
    sides = view.sides
    me = view.players[seat]
    partner = next((s for s in sides[me.side].seats if s != seat), None)
    shown = [p for p in view.players if p.seat == partner] if view.pairs else view.players
    line = SEPARATOR.join(
        hand.text(
            "sarkanytojas-hand-score-partner" if p.seat == partner else "sarkanytojas-hand-score",
            name=hand.names[p.seat],
            score=hand.text("sarkanytojas-hand-face-down", count=p.tiles)
            if p.face_down
            else player_score(view, p, locale),
        )
        for p in shown
        if p.seat != seat
    )
    if not view.pairs or any(p.face_down for p in view.players):
        return line
    ours, theirs = sides[me.side], sides[1 - me.side]
    pairs = hand.text(
        "sarkanytojas-hand-pairs",
        ours=side_score(view, ours, locale),
        theirs=side_score(view, theirs, locale),
    )
    return line + "\n" + pairs


def discard_choice(hand: HandContext, pending: PendingDiscard) -> tuple[list[str], list[Item]]:
    """After a Shield or Pit: what it asks of the seat, and a button per tile it may give up."""
    kind, by = pending.kind, pending.by
    lines = [
        hand.text("sarkanytojas-discard-choice", by=by, kind=kind),
        hand.text("sarkanytojas-discard-usually", kind=kind),
    ]
    items: list[Item] = [
        ActionButton(
            hand.game.id,
            hand.stamp,
            option.action,
            hand.text("sarkanytojas-discard-button", tile=tile_label(option.tile, hand.locale)),
            TILE_STYLE[kind],
            TILE_EMOJI[kind],
        )
        # one per distinct value (at most 8), lowest first: the costliest dragon or the cheapest egg, as advised
        for option in sorted(pending.options, key=lambda option: option.tile)
    ]
    return lines, items
