"""``/drago-rosso``: push-your-luck on a dragon's back, drawn as a picture plus an embed that says it all.

Nothing in this game is secret, so every seat's "hand" is the same table seen from that seat: the
odds of the next card, what is at stake, and the buttons for the decision it faces (Reveal / Stop
for the active player, Take over / Pass for the others while a ransom offer is open). The embed
repeats everything the picture shows in words, for screen readers and for phones that shrink it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.drago_rosso import texts as t
from cogs.drago_rosso.picture import render_table
from discord_ui.components import ActionButton
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.lobby import timer_text
from discord_ui.presenter import COLOUR, HandContext, TableContext, seat_name
from engine.drago_rosso import DECK_COUNTS, ENGINE, HEAD, KINDS, STRIPES
from engine.drago_rosso.cards import DANGER_CARD, DANGERS, FOOTPRINTS, START_GEMS, STOP_CARD
from engine.drago_rosso.events import (
    Advanced,
    Banked,
    DangerCard,
    DragonWakes,
    GameOver,
    NewTurn,
    OfferPassed,
    OfferTaken,
    ReachedHead,
    StopCard,
    Stopped,
    TookOver,
)
from engine.drago_rosso.moves import PASS, REVEAL, STOP, TAKE, parse_all, to_action
from engine.drago_rosso.views import (
    ADVANCE,
    AT_HEAD,
    DECIDING,
    DOOM,
    END_HEAD,
    PASSES,
    SKIPPED,
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
FIELD_LIMIT = 1024

RULES = t.RULES.format(
    start_gems=START_GEMS,
    treasure=OPTION["treasure"].default,
    cards=sum(DECK_COUNTS.values()),
    footprint_cards=sum(DECK_COUNTS[kind] for kind in FOOTPRINTS),
    ones=DECK_COUNTS["1"],
    twos=DECK_COUNTS["2"],
    threes=DECK_COUNTS["3"],
    fours=DECK_COUNTS["4"],
    stops=DECK_COUNTS[STOP_CARD],
    dangers=DECK_COUNTS[DANGER_CARD],
    stripes=STRIPES,
    offer_seconds=OPTION["offer_seconds"].default,
)


# -- words ----------------------------------------------------------------------------------
def gems(count: int) -> str:
    """Gems in the embeds: the gem sign and the number."""
    return t.GEMS_ICON.format(count=count)


def gem_words(count: int) -> str:
    """Gems in sentences: "1 gem", "5 gems"."""
    return (t.GEM_ONE if count == 1 else t.GEM_MANY).format(count=count)


def footprint_words(count: int) -> str:
    return (t.FOOTPRINT_ONE if count == 1 else t.FOOTPRINT_MANY).format(count=count)


def from_words(stripe: int) -> str:
    """Where the knight started: the tail or a stripe."""
    return t.THE_TAIL if stripe == 0 else t.STRIPE.format(stripe=stripe)


def percent(count: int, total: int) -> str:
    return t.PERCENT.format(percent=round(100 * count / total) if total else 0)


def bold_names(names: Sequence[str], seats: Sequence[int]) -> str:
    return t.AND.join(t.BOLD.format(name=names[seat]) for seat in seats)


def stripe_text(knight: int) -> str:
    if knight == 0:
        return t.AT_TAIL
    if knight >= HEAD:
        return t.AT_HEAD
    return t.ON_STRIPE.format(stripe=knight, stripes=STRIPES)


# -- events -----------------------------------------------------------------------------------
def describe_event(event: Event, names: Sequence[str]) -> str | None:
    """The sentence for one of Drago Rosso's events; None for an event of another game."""
    if isinstance(event, Advanced):
        if event.placed == event.due:
            template = t.PLACED_DOUBLED if event.doubled else t.PLACED
            placement = template.format(gems=gem_words(event.placed))
        else:
            placement = t.PLACED_SHORT.format(placed=event.placed, due=event.due)
        return t.ADVANCE.format(
            who=seat_name(names, event.seat),
            footprints=footprint_words(event.steps),
            start=from_words(event.start),
            to=event.to,
            placement=placement,
            pile=event.pile,
        )
    if isinstance(event, ReachedHead):
        return t.HEAD.format(
            who=seat_name(names, event.seat),
            footprints=footprint_words(event.steps),
            stripes=STRIPES,
            pile=gem_words(event.pile),
            prize=event.prize,
        )
    if isinstance(event, StopCard | DangerCard):
        if isinstance(event, StopCard):
            template = t.STOP_CARD
        else:
            template = t.FIRST_DANGER if event.number == 1 else t.SECOND_DANGER
        return template.format(
            who=seat_name(names, event.seat),
            fine=gem_words(event.fine),
            divisor=event.divisor,
            returned=gem_words(event.returned),
        )
    if isinstance(event, DragonWakes):
        return t.DRAGON_WAKES.format(who=seat_name(names, event.seat), lost=gem_words(event.lost))
    if isinstance(event, Stopped):
        who = seat_name(names, event.seat)
        if not event.bidders:
            return t.STOPS_NOBODY_PAYS.format(who=who, stripe=event.stripe, amount=event.amount)
        bidders = t.LIST_SEPARATOR.join(seat_name(names, seat) for seat in event.bidders)
        return t.STOPS.format(who=who, stripe=event.stripe, amount=gem_words(event.amount), bidders=bidders)
    if isinstance(event, OfferTaken):
        return t.WOULD_TAKE_OVER.format(who=seat_name(names, event.seat))
    if isinstance(event, OfferPassed):
        return t.PASSES.format(who=seat_name(names, event.seat))
    if isinstance(event, TookOver):
        return t.TOOK_OVER.format(
            who=seat_name(names, event.seat), stopper=seat_name(names, event.stopper), amount=gem_words(event.amount)
        )
    if isinstance(event, Banked):
        return t.BANKS.format(who=seat_name(names, event.seat), amount=gem_words(event.amount))
    if isinstance(event, NewTurn):
        return t.NEW_TURN.format(turn=event.turn, who=seat_name(names, event.seat))
    if isinstance(event, GameOver):
        template = t.GAME_OVER_ONE if len(event.winners) == 1 else t.GAME_OVER_MANY
        winners = t.AND.join(seat_name(names, seat) for seat in event.winners)
        return template.format(winners=winners, gems=gem_words(event.gems))
    return None


# -- the table ---------------------------------------------------------------------------------
def deck_text(view: SeatView) -> str:
    """What is left in the deck, by kind."""
    counts = t.DECK_SEPARATOR.join(
        t.DECK_KIND.format(label=t.KIND_LABEL[kind], count=view.left(kind)) for kind in KINDS
    )
    return t.DECK.format(size=view.deck_size, counts=counts)


def danger_text(view: SeatView) -> str:
    """How many danger cards came, and what that did to fines and placements."""
    placements = t.PLACEMENTS_DOUBLED if view.doubled else t.PLACEMENTS_SINGLE
    text = t.DANGERS.format(dangers=view.dangers, total=DANGERS, divisor=view.fine_divisor, placements=placements)
    if view.dangers == DANGERS - 1:
        text += t.NEXT_DANGER_WAKES
    return text


def last_card_text(view: SeatView, names: Sequence[str]) -> str:
    """The last revealed card and what it did, in words."""
    last = view.last
    if last is None:
        return t.NO_CARD_YET
    who, card = names[last.seat], t.KIND_LABEL[last.card]
    if last.effect == ADVANCE:
        return t.LAST_ADVANCE.format(
            who=who, card=card, start=from_words(last.start), to=last.to, placed=gems(last.placed)
        )
    if last.effect == AT_HEAD:
        return t.LAST_HEAD.format(who=who, card=card, stripes=STRIPES, gained=gems(last.gained))
    if last.effect == DOOM:
        return t.LAST_DOOM.format(who=who, lost=gems(last.lost))
    return t.LAST_FINED.format(who=who, card=card, fine=gems(last.fine), returned=gems(last.returned))


def recent_text(recent: list[str]) -> str:
    """The newest event lines that fit into one embed field."""
    lines: list[str] = []
    for line in reversed(recent):
        if sum(len(kept) + 1 for kept in lines) + len(line) > FIELD_LIMIT:
            break
        lines.insert(0, line)
    return "\n".join(lines) or recent[-1][: FIELD_LIMIT - 1] + "…"


def countdown(deadline: float | None) -> str:
    return t.COUNTDOWN.format(deadline=int(deadline)) if deadline else ""


MARKS = {TAKES: t.MARK_TAKES, PASSES: t.MARK_PASSES, SKIPPED: t.MARK_SKIPPED, DECIDING: t.MARK_DECIDING}


def answer_marks(offer: Offer, names: Sequence[str]) -> str:
    """Where each seat asked stands, clockwise from the stopper."""
    return t.ANSWER_SEPARATOR.join(
        t.ANSWER_MARK.format(name=names[bidder.seat], mark=MARKS[bidder.status]) for bidder in offer.bidders
    )


def situation(view: SeatView, names: Sequence[str], deadline: float | None) -> str:
    """Whose move it is and what they decide, or how the game ended."""
    if view.finished:
        template = t.WINS_ONE if len(view.winners) == 1 else t.WINS_MANY
        how = t.END_HEAD if view.end == END_HEAD else t.END_DANGER
        return template.format(how=how, winners=bold_names(names, view.winners), gems=gems(view.gems[view.winners[0]]))
    offer = view.offer
    if offer is not None:
        return t.OFFER_OPEN.format(
            stopper=names[offer.stopper],
            where=stripe_text(view.knight),
            amount=gems(offer.amount),
            countdown=countdown(deadline),
            answers=answer_marks(offer, names),
        )
    if view.active != view.owner:
        start = t.PLAYING_FOR.format(who=names[view.active], owner=names[view.owner])
    elif view.took_over:
        start = t.PLAYING_TOOK_BACK.format(who=names[view.active])
    else:
        start = t.PLAYING.format(who=names[view.active])
    if view.must_reveal:
        return t.MUST_REVEAL.format(start=start)
    return t.REVEAL_OR_STOP.format(start=start, pile=gems(view.pile))


def players_text(view: SeatView, names: Sequence[str]) -> str:
    """Every player's gems and their part in the decision being made."""
    offer = view.offer
    lines = []
    for seat, name in enumerate(names):
        tag = ""
        if view.finished:
            tag = t.TAG_WINNER if seat in view.winners else ""
        elif offer is not None:
            status = offer.status(seat)
            if seat == offer.stopper:
                tag = t.TAG_STOPPED
            elif status is not None:
                tag = t.TAG_MARK.format(mark=MARKS[status])
            else:
                tag = t.TAG_CANNOT_PAY
        elif seat == view.active:
            tag = t.TAG_PLAYING
        if seat == view.owner and seat != view.active and not view.finished:
            tag += t.TAG_OWNER
        lines.append(t.PLAYER_LINE.format(name=name, gems=gems(view.gems[seat]), tag=tag))
    return "\n".join(lines)


def rivals_text(offer: Offer, names: Sequence[str]) -> str:
    """Whose answers decide whether the viewing seat's take-over counts: the first taker clockwise wins."""
    text = ""
    if offer.ahead:
        template = t.RIVALS_AHEAD_ONE if len(offer.ahead) == 1 else t.RIVALS_AHEAD_MANY
        text += template.format(names=t.LIST_SEPARATOR.join(names[seat] for seat in offer.ahead))
    if offer.beaten:
        text += t.RIVALS_BEATEN.format(names=t.LIST_SEPARATOR.join(names[seat] for seat in offer.beaten))
    return text


def odds_text(view: SeatView) -> str:
    """The next card by kind: its chance and what it would do (priced for the viewing seat if it reveals)."""
    size = view.deck_size
    lines = []
    for card in view.next_cards:
        if card.effect == AT_HEAD:
            effect = t.ODDS_HEAD.format(treasure=gems(card.placed))
        elif card.effect == ADVANCE:
            effect = t.ODDS_ADVANCE.format(to=card.to, placed=card.placed)
        elif card.effect == DOOM:
            lost = t.ODDS_LOSE_EVERY_GEM if card.cost is None else t.ODDS_LOSE_ALL.format(gems=gems(card.cost))
            effect = t.ODDS_DOOM.format(lost=lost)
        else:
            if card.cost is None:
                fine = t.ODDS_FINE_SHARE.format(divisor=card.fine_divisor)
            else:
                fine = t.ODDS_FINE.format(fine=gems(card.cost))
            if card.effect == STOPPED:
                effect = t.ODDS_STOP.format(fine=fine)
            elif card.doubles:
                effect = t.ODDS_SECOND_DANGER.format(fine=fine)
            else:
                effect = t.ODDS_FIRST_DANGER.format(fine=fine)
        lines.append(t.ODDS_LINE.format(label=t.KIND_LABEL[card.card], chance=percent(card.count, size), effect=effect))
    ends = sum(card.count for card in view.next_cards if card.ends_turn)
    lines.append(t.ODDS_ENDS_TURN.format(chance=percent(ends, size)))
    return "\n".join(lines)


def image_name(name: str, seat: int) -> str:
    """A name the picture's font can draw (plain Latin letters); the embed keeps the real one."""
    is_ai = name.startswith(AI_PREFIX)
    plain = unicodedata.normalize("NFKD", name.removeprefix(AI_PREFIX))
    ascii_only = " ".join("".join(c for c in plain if c.isascii() and c.isprintable()).split())
    shown = ascii_only or t.PICTURE_SEAT.format(number=seat + 1)
    return t.PICTURE_AI.format(name=shown) if is_ai else shown


def stop_label(view: SeatView) -> str:
    return t.BUTTON_STOP_FIRST if view.must_reveal else t.BUTTON_STOP.format(pile=view.pile)


class DragoRossoCog(GameCog, group_name="drago-rosso", group_description=t.GROUP_DESCRIPTION):
    engine = ENGINE
    rules_text = RULES
    emoji = "🐉"
    # nothing is hidden in this game: the private view holds the buttons for a player's decisions
    hand_label = t.HAND_LABEL

    @app_commands.command(name="new", description=t.NEW_DESCRIPTION)
    @app_commands.describe(
        treasure=t.NEW_TREASURE.format(default=OPTION["treasure"].default),
        offer_seconds=t.NEW_OFFER_SECONDS.format(default=OPTION["offer_seconds"].default),
        timer=t.NEW_TIMER,
    )
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        treasure: Treasure | None = None,
        offer_seconds: OfferSeconds | None = None,
        timer: int | None = None,
    ) -> None:
        await self.open_lobby(interaction, {"treasure": treasure, "offer_seconds": offer_seconds}, timer)

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        return describe_event(event, names)

    # -- the public table ------------------------------------------------------------------
    def table_image(self, table: TableContext) -> bytes | None:
        return render_table(table.view, [image_name(name, seat) for seat, name in enumerate(table.names)])

    def table_embed(self, table: TableContext) -> discord.Embed:
        view: SeatView = table.view
        names = table.names
        title = t.TITLE_OVER if view.finished else t.TITLE_TURN.format(turn=view.turn)
        description = situation(view, names, table.game.meta.get("turn_deadline"))
        embed = discord.Embed(title=title, description=description, colour=COLOUR)
        knight = t.KNIGHT.format(where=stripe_text(view.knight), pile=gems(view.pile))
        embed.add_field(name=t.FIELD_KNIGHT, value=knight)
        embed.add_field(name=t.FIELD_TREASURE, value=gems(view.treasure))
        embed.add_field(name=t.FIELD_DANGERS, value=danger_text(view))
        embed.add_field(name=t.FIELD_DECK, value=deck_text(view), inline=False)
        embed.add_field(name=t.FIELD_PLAYERS, value=players_text(view, names), inline=False)
        embed.add_field(name=t.FIELD_LAST, value=last_card_text(view, names), inline=False)
        if table.recent:
            embed.add_field(name=t.FIELD_RECENT, value=recent_text(table.recent), inline=False)
        timer = timer_text(table.game.turn_seconds)
        embed.set_footer(text=t.FOOTER.format(seconds=view.offer_seconds, timer=timer))
        return embed

    def table_actions(self, table: TableContext) -> list[Any]:
        """Reveal / Stop, or Take over / Pass, right on the table: one click instead of two."""
        view: SeatView = table.view
        game_id, stamp = table.game.id, table.game.moves
        if view.finished:
            return []
        offer = view.offer
        if offer is None:
            reveal = t.BUTTON_TABLE_REVEAL.format(name=table.names[view.active])[:80]
            return [
                ActionButton(game_id, stamp, to_action(REVEAL), reveal, discord.ButtonStyle.primary, "🎴"),
                ActionButton(
                    game_id,
                    stamp,
                    to_action(STOP),
                    stop_label(view),
                    discord.ButtonStyle.success,
                    "✋",
                    disabled=view.must_reveal,
                ),
            ]
        if not offer.waiting:
            return []
        take = t.BUTTON_TAKE.format(amount=offer.amount)
        return [
            ActionButton(game_id, stamp, to_action(TAKE), take, discord.ButtonStyle.success, "💰"),
            ActionButton(game_id, stamp, to_action(PASS), t.BUTTON_PASS, discord.ButtonStyle.secondary),
        ]

    # -- a player's own view ------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view: SeatView = hand.view
        names, seat = hand.names, hand.seat
        mine = view.gems[seat]
        embed = discord.Embed(colour=COLOUR)
        embed.set_footer(text=t.HAND_FOOTER.format(gems=gems(mine), treasure=gems(view.treasure)))
        if view.finished:
            embed.title = t.HAND_OVER
            embed.description = situation(view, names, None)
            return embed, []
        items: list[Any] = []
        game_id, stamp = hand.game.id, hand.stamp
        legal = parse_all(hand.legal)
        offer = view.offer
        deadline = hand.game.meta.get("turn_deadline")
        stake = t.STAKE.format(where=stripe_text(view.knight), pile=gems(view.pile))
        if offer is None and seat == view.active:
            embed.title = t.HAND_YOUR_TURN.format(turn=view.turn)
            if view.must_reveal:
                took_over = t.YOU_TOOK_OVER if view.took_over else ""
                text = t.REVEAL_TO_START.format(stake=stake, took_over=took_over)
            else:
                text = t.STOP_OR_REVEAL.format(stake=stake, pile=gems(view.pile))
            if deadline:
                text += t.MOVE_DEADLINE.format(deadline=int(deadline))
            embed.description = text
            embed.add_field(name=t.FIELD_NEXT_CARD, value=odds_text(view), inline=False)
            items.append(
                ActionButton(game_id, stamp, to_action(REVEAL), t.BUTTON_REVEAL, discord.ButtonStyle.primary, "🎴")
            )
            items.append(
                ActionButton(
                    game_id,
                    stamp,
                    to_action(STOP),
                    stop_label(view),
                    discord.ButtonStyle.success,
                    "✋",
                    disabled=STOP not in legal,
                )
            )
            return embed, items
        if offer is None:
            embed.title = t.HAND_TURN.format(turn=view.turn)
            embed.description = t.WATCHING.format(active=names[view.active], stake=stake)
            embed.add_field(name=t.FIELD_NEXT_CARD, value=odds_text(view), inline=False)
            return embed, items
        stopper, amount = names[offer.stopper], gems(offer.amount)
        embed.title = t.HAND_OFFER.format(turn=view.turn)
        status = offer.status(seat)
        if TAKE in legal:
            embed.description = t.MAY_TAKE_OVER.format(
                stopper=stopper,
                stake=stake,
                amount=amount,
                countdown=countdown(deadline),
                rivals=rivals_text(offer, names),
            )
            embed.add_field(name=t.FIELD_FIRST_CARD, value=odds_text(view), inline=False)
            take = t.BUTTON_TAKE.format(amount=offer.amount)
            items.append(ActionButton(game_id, stamp, to_action(TAKE), take, discord.ButtonStyle.success, "💰"))
            items.append(ActionButton(game_id, stamp, to_action(PASS), t.BUTTON_PASS, discord.ButtonStyle.secondary))
        elif seat == offer.stopper:
            embed.description = t.YOU_STOPPED.format(stake=stake, amount=amount, countdown=countdown(deadline))
        elif status == TAKES:
            embed.description = t.YOU_OFFERED.format(stopper=stopper, amount=amount, countdown=countdown(deadline))
        elif status == PASSES:
            embed.description = t.YOU_PASSED.format(stopper=stopper, countdown=countdown(deadline))
        elif status is not None:
            embed.description = t.YOU_WERE_SKIPPED.format(stopper=stopper)
        else:
            embed.description = t.YOU_CANNOT_PAY.format(amount=amount, stopper=stopper)
        embed.add_field(name=t.FIELD_ANSWERS, value=answer_marks(offer, names), inline=False)
        return embed, items
