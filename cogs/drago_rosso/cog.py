"""``/drago-rosso``: push-your-luck on a dragon's back, drawn as a picture plus an embed that says it all.

Nothing in this game is secret, so every seat's "hand" is the same table seen from that seat: the
odds of the next card, what is at stake, and the buttons for the decision it faces (Reveal / Stop
for the active player, Take over / Pass for the others while a ransom offer is open).  The embed
repeats everything the picture shows in words, for screen readers and for phones that shrink it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

import discord
from discord import app_commands

from cogs.drago_rosso.events import concerns, describe_event
from cogs.drago_rosso.picture import render_table
from cogs.drago_rosso.words import chance, deadline_arg, round_scores, some_names, text, timer_args, where
from discord_ui import i18n
from discord_ui.components import ActionButton, Item
from discord_ui.drawing import Log, Sheet
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.pictures import Picture
from discord_ui.presenter import HandContext, TableContext
from discord_ui.translator import command_text
from engine.drago_rosso import ENGINE, KINDS
from engine.drago_rosso.cards import DANGERS
from engine.drago_rosso.moves import PASS, REVEAL, STOP, TAKE, parse_all, to_action
from engine.drago_rosso.views import (
    ADVANCE,
    AT_HEAD,
    DANGER,
    DOOM,
    END_HEAD,
    PASSES,
    STOPPED,
    TAKES,
    Offer,
    SeatView,
)
from engine.protocol import Event

OPTION = {option.key: option for option in ENGINE.options}
Treasure = app_commands.Range[int, OPTION["treasure"].minimum, OPTION["treasure"].maximum]
OfferSeconds = app_commands.Range[int, OPTION["offer_seconds"].minimum, OPTION["offer_seconds"].maximum]

AI_PREFIX = "🤖 "
#: the most characters the table embed holds (title, description, fields, footer): its recent lines fill the rest
TABLE_CHARACTERS = 1000


# -- the table ---------------------------------------------------------------------------------
def deck_text(view: SeatView, locale: str) -> str:
    """What is left in the deck, by kind."""
    ones, twos, threes, fours, stops, dangers = (view.left(kind) for kind in KINDS)
    return text(
        locale,
        "deck",
        size=view.deck_size,
        ones=ones,
        twos=twos,
        threes=threes,
        fours=fours,
        stops=stops,
        dangers=dangers,
    )


def danger_text(view: SeatView, locale: str) -> str:
    """How many danger cards came, and what that did to fines and placements."""
    doubled = "yes" if view.doubled else "no"
    lines = [text(locale, "dangers", dangers=view.dangers, total=DANGERS, divisor=view.fine_divisor, doubled=doubled)]
    if view.dangers == DANGERS - 1:
        lines.append(text(locale, "next-danger-wakes"))
    return "\n".join(lines)


def answer_marks(offer: Offer, names: Sequence[str], locale: str) -> str:
    """Where each seat asked stands, clockwise from the stopper."""
    return text(locale, "separator").join(
        text(locale, "answer", name=names[bidder.seat], status=bidder.status) for bidder in offer.bidders
    )


def situation(view: SeatView, names: Sequence[str], deadline: float | None, locale: str) -> str:
    """Whose move it is and what they decide, or how the game ended."""
    if view.finished:  # how it ended; who won with what is in the standings
        return text(locale, "end-head" if view.end == END_HEAD else "end-danger")
    offer = view.offer
    if offer is not None:
        return text(
            locale, "offer-open", stopper=names[offer.stopper], amount=offer.amount, deadline=deadline_arg(deadline)
        )
    start = "for" if view.active != view.owner else "back" if view.took_over else "own"
    return text(
        locale,
        "playing",
        start=start,
        who=names[view.active],
        owner=names[view.owner],
        must_reveal="yes" if view.must_reveal else "no",
        pile=view.pile,
    )


def players_text(view: SeatView, names: Sequence[str], locale: str) -> str:
    """Every player's gems and their part in the decision being made."""
    return "\n".join(
        text(locale, "player", name=name, gems=view.gems[seat], tag=seat_tag(view, seat), owner=owner_tag(view, seat))
        for seat, name in enumerate(names)
    )


def seat_tag(view: SeatView, seat: int) -> str:
    """A seat's part in the decision being made, as the messages' ``tag``."""
    offer = view.offer
    if view.finished:
        return "winner" if seat in view.winners else "none"
    if offer is not None:
        if seat == offer.stopper:
            return "stopped"
        status = offer.status(seat)
        return "cannot-pay" if status is None else status
    return "playing" if seat == view.active else "none"


def owner_tag(view: SeatView, seat: int) -> str:
    """``yes`` for the turn's owner while another seat plays it, else ``no``."""
    return "yes" if seat == view.owner and seat != view.active and not view.finished else "no"


def rivals_lines(offer: Offer, names: Sequence[str], locale: str) -> list[str]:
    """Whose answers decide whether the viewing seat's take-over counts: the first taker clockwise wins."""
    lines = []
    for message, seats in (("rivals-ahead", offer.ahead), ("rivals-beaten", offer.beaten)):
        if seats:
            shown = some_names(locale, [names[seat] for seat in seats])
            lines.append(text(locale, message, names=shown, count=len(seats)))
    return lines


def odds_text(view: SeatView, locale: str) -> str:
    """The next card: its chance and what it would do, priced for the viewing seat if it reveals it. Footprints
    that do alike share a line (those that walk on, and those that reach the head); kinds left out are gone."""
    size = view.deck_size
    left = [card for card in view.next_cards if card.count]
    walks = [card for card in left if card.effect == ADVANCE]
    heads = [card for card in left if card.effect == AT_HEAD]
    lines = []
    for group in (walks, heads):
        if not group:
            continue
        kinds = "/".join(card.card for card in group)
        share = chance(sum(card.count for card in group), size)
        if group is heads:
            lines.append(text(locale, "odds-head", kinds=kinds, chance=share, treasure=group[0].placed))
            continue
        least, most = min(card.placed for card in group), max(card.placed for card in group)
        if least == most:
            lines.append(text(locale, "odds-walk", kinds=kinds, chance=share, placed=least))
        else:
            lines.append(text(locale, "odds-walk-range", kinds=kinds, chance=share, least=least, most=most))
    for card in left:
        if not card.ends_turn:
            continue
        share = chance(card.count, size)
        if card.effect == DOOM:
            if card.cost is None:
                lines.append(text(locale, "odds-doom-spectator", chance=share))
            else:
                lines.append(text(locale, "odds-doom", chance=share, cost=card.cost))
            continue
        message = (
            "odds-stop" if card.effect == STOPPED else "odds-second-danger" if card.doubles else "odds-first-danger"
        )
        cost = "share" if card.cost is None else card.cost
        lines.append(text(locale, message, chance=share, cost=cost, divisor=card.fine_divisor))
    if view.pile and any(card.effect in (STOPPED, DANGER) for card in left):  # the stake of a reveal beside its fine
        lines.append(text(locale, "odds-pile-back", pile=view.pile))
    return "\n".join(lines)


def ends_turn_chance(view: SeatView) -> float:
    """The chance that the next card ends the turn (a stop or danger card)."""
    return chance(sum(card.count for card in view.next_cards if card.ends_turn), view.deck_size)


def your_last_card(view: SeatView, seat: int, locale: str) -> list[str]:
    """What the seat's own last card cost it, while it is the last card revealed (no line otherwise)."""
    last = view.last
    if last is None or last.seat != seat:
        return []
    if last.effect == DOOM:
        return [text(locale, "your-doom", lost=last.lost)]
    if last.effect not in (STOPPED, DANGER):
        return []
    message = "your-stop-card" if last.effect == STOPPED else "your-danger-card"
    return [text(locale, message, fine=last.fine, divisor=view.fine_divisor)]


def image_name(name: str, seat: int, locale: str) -> str:
    """A name the picture's font can draw (plain Latin letters); the embed keeps the real one."""
    is_ai = name.startswith(AI_PREFIX)
    plain = unicodedata.normalize("NFKD", name.removeprefix(AI_PREFIX))
    ascii_only = " ".join("".join(c for c in plain if c.isascii() and c.isprintable()).split())
    shown = ascii_only or text(locale, "picture-seat", number=seat + 1)
    return text(locale, "picture-ai", name=shown) if is_ai else shown


def stop_label(view: SeatView, locale: str) -> str:
    if view.must_reveal:
        return text(locale, "button-stop-first")
    return text(locale, "button-stop", count=view.pile)


def take_label(offer: Offer, locale: str) -> str:
    return text(locale, "button-take", count=offer.amount)


def round_summary_line(view: SeatView, names: Sequence[str], locale: str = i18n.DEFAULT) -> str | None:
    """The line a round's table leaves behind: everyone's gems when it ended, with what the round changed and where
    that came from."""
    if view.round < 2:
        return None
    changes = view.last_round or (0,) * len(view.round_gems)
    scores = round_scores(names, view.round_gems, changes, view.last_round_parts, locale)
    return text(locale, "round-over", round=view.round - 1, scores=scores)


class DragoRossoCog(
    GameCog, group_name="drago-rosso", group_description=command_text("command-drago-rosso.description")
):
    engine = ENGINE
    emoji = "🐉"

    @app_commands.command(name="new", description=command_text("command-drago-rosso-new.description"))
    @app_commands.describe(
        treasure=command_text("command-drago-rosso-new-treasure.description"),
        offer_seconds=command_text("command-drago-rosso-new-offer_seconds.description"),
        timer=command_text("command-drago-rosso-new-timer.description"),
        thread=command_text("command-game-new-thread.description"),
    )
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        treasure: Treasure | None = None,
        offer_seconds: OfferSeconds | None = None,
        timer: int | None = None,
        thread: bool | None = None,
    ) -> None:
        await self.open_lobby(interaction, {"treasure": treasure, "offer_seconds": offer_seconds}, timer, thread)

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return describe_event(event, names, locale)

    def important(self, event: Event, seat: int) -> bool:
        return super().important(event, seat) or concerns(event, seat)

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: SeatView) -> str:
        """A new table for every round (every seat has owned a turn); the old one keeps a line of scores."""
        return f"round {view.round}"

    def round_summary(self, table: TableContext) -> str | None:
        return round_summary_line(table.view, table.names, table.locale)

    def draw_table(self, table: TableContext) -> Sheet:
        view: SeatView = table.view
        names, locale = table.names, table.locale
        title = text(locale, "table-title-over") if view.finished else text(locale, "table-title", turn=view.turn)
        description = situation(view, names, table.game.turns.turn_deadline, locale)
        sheet = Sheet(title, [description], budget=TABLE_CHARACTERS, controls=self._actions(table))
        sheet.add(text(locale, "field-knight"), text(locale, "knight", pile=view.pile, **where(view.knight)), True)
        sheet.add(text(locale, "field-treasure"), text(locale, "gems", count=view.treasure), True)
        sheet.add(text(locale, "field-dangers"), danger_text(view, locale), True)
        sheet.add(text(locale, "field-deck"), deck_text(view, locale))
        if not view.finished:  # at the end, the standings give everyone's gems
            sheet.add(text(locale, "field-players"), players_text(view, names, locale))
        sheet.footer = text(locale, "footer", seconds=view.offer_seconds, **timer_args(table.game.turn_seconds))
        sheet.log = Log(text(locale, "field-recent"), table.recent, least=1)
        names_drawn = tuple(image_name(name, seat, locale) for seat, name in enumerate(table.plain_names))
        sheet.picture = Picture(render_table, (view, names_drawn, locale))
        return sheet

    @staticmethod
    def _actions(table: TableContext) -> list[Item]:
        """Reveal / Stop, or Take over / Pass, right on the table: one click instead of two."""
        view: SeatView = table.view
        game_id, stamp, locale = table.game.id, table.game.moves, table.locale
        if view.finished:
            return []
        offer = view.offer
        if offer is None:
            reveal = text(locale, "button-table-reveal", name=table.plain_names[view.active])[:80]
            return [
                ActionButton(game_id, stamp, to_action(REVEAL), reveal, discord.ButtonStyle.primary, "🎴"),
                ActionButton(
                    game_id,
                    stamp,
                    to_action(STOP),
                    stop_label(view, locale),
                    discord.ButtonStyle.success,
                    "✋",
                    disabled=view.must_reveal,
                ),
            ]
        if not offer.waiting:
            return []
        return [
            ActionButton(game_id, stamp, to_action(TAKE), take_label(offer, locale), discord.ButtonStyle.success, "💰"),
            ActionButton(game_id, stamp, to_action(PASS), text(locale, "button-pass"), discord.ButtonStyle.secondary),
        ]

    # -- a player's own view ------------------------------------------------------------------
    def draw_hand(self, hand: HandContext) -> Sheet:
        view: SeatView = hand.view
        names, seat, locale = hand.names, hand.seat, hand.locale
        sheet = Sheet(footer=text(locale, "hand-footer", gems=view.gems[seat]))
        lines = your_last_card(view, seat, locale)
        sheet.lines = lines
        if view.finished:
            sheet.title = text(locale, "hand-over")
            lines.append(situation(view, names, None, locale))
            return sheet
        items = sheet.controls
        game_id, stamp = hand.game.id, hand.stamp
        legal = parse_all(hand.legal)
        offer = view.offer
        deadline = hand.game.turns.turn_deadline
        stake = {"pile": view.pile, **where(view.knight)}
        if offer is None and seat == view.active:
            sheet.title = text(locale, "hand-your-turn", turn=view.turn)
            lines.append(text(locale, "stake", **stake))
            if view.must_reveal:
                lines.append(text(locale, "reveal-to-start", took_over="yes" if view.took_over else "no"))
            else:
                lines.append(text(locale, "stop-or-reveal", pile=view.pile))
            if deadline:
                lines.append(text(locale, "move-deadline", deadline=deadline_arg(deadline)))
            next_card = text(locale, "field-next-card", chance=ends_turn_chance(view))
            sheet.add(next_card, odds_text(view, locale))
            reveal = text(locale, "button-reveal")
            items.append(ActionButton(game_id, stamp, to_action(REVEAL), reveal, discord.ButtonStyle.primary, "🎴"))
            items.append(
                ActionButton(
                    game_id,
                    stamp,
                    to_action(STOP),
                    stop_label(view, locale),
                    discord.ButtonStyle.success,
                    "✋",
                    disabled=STOP not in legal,
                )
            )
            return sheet
        if offer is None:
            sheet.title = text(locale, "hand-turn", turn=view.turn)
            lines.append(text(locale, "watching", active=names[view.active], chance=ends_turn_chance(view), **stake))
            return sheet
        stopper, amount = names[offer.stopper], offer.amount
        sheet.title = text(locale, "hand-offer", turn=view.turn)
        status = offer.status(seat)
        countdown = deadline_arg(deadline)
        if TAKE in legal:
            lines.append(text(locale, "may-take-over", stopper=stopper, amount=amount, deadline=countdown))
            lines.extend(rivals_lines(offer, names, locale))
            first_card = text(locale, "field-first-card", chance=ends_turn_chance(view))
            sheet.add(first_card, odds_text(view, locale))
            items.append(
                ActionButton(
                    game_id, stamp, to_action(TAKE), take_label(offer, locale), discord.ButtonStyle.success, "💰"
                )
            )
            items.append(
                ActionButton(
                    game_id, stamp, to_action(PASS), text(locale, "button-pass"), discord.ButtonStyle.secondary
                )
            )
            return sheet
        if seat == offer.stopper:
            lines.append(text(locale, "you-stopped", amount=amount, deadline=countdown))
        elif status == TAKES:
            lines.append(text(locale, "you-offered", stopper=stopper, amount=amount, deadline=countdown))
        elif status == PASSES:
            lines.append(text(locale, "you-passed", stopper=stopper, deadline=countdown))
        elif status is not None:
            lines.append(text(locale, "you-were-skipped", stopper=stopper))
        else:
            lines.append(text(locale, "you-cannot-pay", amount=amount, stopper=stopper))
        sheet.add(text(locale, "field-answers"), answer_marks(offer, names, locale))
        return sheet
