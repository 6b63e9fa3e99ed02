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
from discord_ui.pictures import Picture
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
    DANGER,
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
#: the most characters the table embed holds (title, description, fields, footer): its recent lines fill the rest
TABLE_CHARACTERS = 1000
#: up to this many names are listed where several players may do something; more are counted
NAMES_LISTED = 2

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
    return t.GEMS(count)


def percent(count: int, total: int) -> str:
    return t.PERCENT.format(percent=round(100 * count / total) if total else 0)


def bold_names(names: Sequence[str], seats: Sequence[int]) -> str:
    return t.AND.join(t.BOLD.format(name=names[seat]) for seat in seats)


def some_names(names: Sequence[str]) -> str:
    """A few names listed, or how many players they are."""
    if len(names) > NAMES_LISTED:
        return t.PLAYERS_COUNT.format(count=len(names))
    return t.LIST_SEPARATOR.join(names)


def stripe_text(knight: int) -> str:
    if knight == 0:
        return t.AT_TAIL
    if knight >= HEAD:
        return t.AT_HEAD
    return t.ON_STRIPE.format(stripe=knight, stripes=STRIPES)


def signed_change(count: int) -> str:
    """A gain or loss after a score: " (+12)", " (−6)", nothing for no change."""
    if count > 0:
        return t.ROUND_GAIN.format(count=count)
    if count < 0:
        return t.ROUND_LOSS.format(count=-count)
    return ""


# -- events -----------------------------------------------------------------------------------
def describe_event(event: Event, names: Sequence[str]) -> str | None:
    """The sentence for one of Drago Rosso's events; None for an event of another game."""
    if isinstance(event, Advanced):
        if event.placed == event.due:
            template = t.PLACED_DOUBLED if event.doubled else t.PLACED
            placement = template.format(placed=event.placed)
        else:
            placement = t.PLACED_SHORT.format(placed=event.placed, due=event.due)
        return t.ADVANCE.format(
            who=seat_name(names, event.seat),
            card=t.KIND_LABEL[str(event.steps)],
            to=event.to,
            placement=placement,
            pile=gem_words(event.pile),
        )
    if isinstance(event, ReachedHead):
        return t.HEAD.format(
            who=seat_name(names, event.seat),
            card=t.KIND_LABEL[str(event.steps)],
            pile=gem_words(event.pile),
            prize=gem_words(event.prize),
        )
    if isinstance(event, StopCard | DangerCard):
        if isinstance(event, StopCard):
            template = t.STOP_CARD
        else:
            template = t.FIRST_DANGER if event.number == 1 else t.SECOND_DANGER
        taken_back = t.TAKEN_BACK.format(returned=gem_words(event.returned)) if event.returned else ""
        fine = t.PAYS_FINE.format(fine=gem_words(event.fine), divisor=event.divisor) if event.fine else t.PAYS_NO_FINE
        return template.format(
            who=seat_name(names, event.seat),
            card=t.DANGER_CARD_NAMES[event.number] if isinstance(event, DangerCard) else t.STOP_CARD_NAME,
            fine=fine,
            taken_back=taken_back,
        )
    if isinstance(event, DragonWakes):
        return t.DRAGON_WAKES.format(
            who=seat_name(names, event.seat), card=t.DANGER_CARD_NAMES[DANGERS], lost=gem_words(event.lost)
        )
    if isinstance(event, Stopped):
        who = seat_name(names, event.seat)
        if not event.bidders:
            return t.STOPS_NOBODY_PAYS.format(who=who, stripe=event.stripe, amount=gem_words(event.amount))
        bidders = some_names([seat_name(names, seat) for seat in event.bidders])
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


def fit_recent(recent: Sequence[str], room: int) -> str:
    """The newest event lines that fit in ``room`` characters, oldest first; at least the newest, cut short."""
    lines: list[str] = []
    used = 0
    for line in reversed(recent):
        if used + len(line) + (1 if lines else 0) > room:
            break
        lines.insert(0, line)
        used += len(line) + (1 if len(lines) > 1 else 0)
    if not lines and recent and room > 1:
        lines = [recent[-1][: room - 1] + "…"]
    return "\n".join(lines)


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
            stopper=names[offer.stopper], amount=gems(offer.amount), countdown=countdown(deadline)
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
        text += template.format(names=some_names([names[seat] for seat in offer.ahead]))
    if offer.beaten:
        text += t.RIVALS_BEATEN.format(names=some_names([names[seat] for seat in offer.beaten]))
    return text


def odds_text(view: SeatView) -> str:
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
        kinds = t.ODDS_FOOTPRINTS.format(kinds=t.ODDS_KIND_SEPARATOR.join(card.card for card in group))
        if group is heads:
            effect = t.ODDS_HEAD.format(treasure=gems(group[0].placed))
        else:
            least, most = min(card.placed for card in group), max(card.placed for card in group)
            effect = (
                t.ODDS_ADVANCE.format(placed=least)
                if least == most
                else t.ODDS_ADVANCE_RANGE.format(least=least, most=most)
            )
        chance = percent(sum(card.count for card in group), size)
        lines.append(t.ODDS_LINE.format(label=kinds, chance=chance, effect=effect))
    for card in left:
        if not card.ends_turn:
            continue
        if card.effect == DOOM:
            effect = (
                t.ODDS_DOOM_SPECTATOR
                if card.cost is None
                else t.ODDS_DOOM.format(lost=t.ODDS_LOSE_ALL.format(gems=gems(card.cost)))
            )
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
        label = t.KIND_LABEL[card.card]
        lines.append(t.ODDS_LINE.format(label=label, chance=percent(card.count, size), effect=effect))
    return "\n".join(lines)


def ends_turn_chance(view: SeatView) -> str:
    """The chance that the next card ends the turn (a stop or danger card)."""
    return percent(sum(card.count for card in view.next_cards if card.ends_turn), view.deck_size)


def your_last_card(view: SeatView, seat: int) -> str:
    """What the seat's own last card cost it, while it is the last card revealed ("" otherwise)."""
    last = view.last
    if last is None or last.seat != seat:
        return ""
    if last.effect == DOOM:
        return t.YOUR_DOOM.format(lost=gems(last.lost))
    if last.effect not in (STOPPED, DANGER):
        return ""
    template = t.YOUR_STOP_CARD if last.effect == STOPPED else t.YOUR_DANGER_CARD
    fine = t.YOU_LOSE.format(fine=gems(last.fine), divisor=view.fine_divisor) if last.fine else t.YOU_LOSE_NOTHING
    return template.format(fine=fine)


def image_name(name: str, seat: int) -> str:
    """A name the picture's font can draw (plain Latin letters); the embed keeps the real one."""
    is_ai = name.startswith(AI_PREFIX)
    plain = unicodedata.normalize("NFKD", name.removeprefix(AI_PREFIX))
    ascii_only = " ".join("".join(c for c in plain if c.isascii() and c.isprintable()).split())
    shown = ascii_only or t.PICTURE_SEAT.format(number=seat + 1)
    return t.PICTURE_AI.format(name=shown) if is_ai else shown


def stop_label(view: SeatView) -> str:
    if view.must_reveal:
        return t.BUTTON_STOP_FIRST
    return t.BUTTON_STOP(view.pile)


def take_label(offer: Offer) -> str:
    return t.BUTTON_TAKE(offer.amount)


def round_summary_line(view: SeatView, names: Sequence[str]) -> str | None:
    """The line a round's table leaves behind: everyone's gems when it ended, with what the round changed."""
    if view.round < 2:
        return None
    changes = view.last_round or (0,) * len(view.round_gems)
    scores = t.ROUND_SEPARATOR.join(
        t.ROUND_SCORE.format(name=t.BOLD.format(name=name), gems=gems(count), change=signed_change(change))
        for name, count, change in zip(names, view.round_gems, changes, strict=True)
    )
    return t.ROUND_OVER.format(round=view.round - 1, scores=scores)


class DragoRossoCog(GameCog, group_name="drago-rosso", group_description=t.GROUP_DESCRIPTION):
    engine = ENGINE
    rules_text = RULES
    tagline = t.TAGLINE
    quick_start = t.QUICK_START
    emoji = "🐉"
    # nothing is hidden in this game: the private view holds the buttons for a player's decisions
    hand_label = t.HAND_LABEL
    score_unit = t.GEMS
    illegal_texts = t.ILLEGAL
    option_words = t.OPTIONS

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

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return describe_event(event, names)

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: SeatView) -> str:
        """A new table for every round (every seat has owned a turn); the old one keeps a line of scores."""
        return f"round {view.round}"

    def round_summary(self, table: TableContext) -> str | None:
        return round_summary_line(table.view, table.names)

    def table_picture(self, table: TableContext) -> Picture:
        names = tuple(image_name(name, seat) for seat, name in enumerate(table.plain_names))
        return Picture(render_table, (table.view, names))

    def table_embed(self, table: TableContext) -> discord.Embed:
        view: SeatView = table.view
        names = table.names
        title = t.TITLE_OVER if view.finished else t.TITLE_TURN.format(turn=view.turn)
        description = situation(view, names, table.game.turns.turn_deadline)
        embed = discord.Embed(title=title, description=description, colour=COLOUR)
        knight = t.KNIGHT.format(where=stripe_text(view.knight), pile=gems(view.pile))
        embed.add_field(name=t.FIELD_KNIGHT, value=knight)
        embed.add_field(name=t.FIELD_TREASURE, value=gems(view.treasure))
        embed.add_field(name=t.FIELD_DANGERS, value=danger_text(view))
        embed.add_field(name=t.FIELD_DECK, value=deck_text(view), inline=False)
        embed.add_field(name=t.FIELD_PLAYERS, value=players_text(view, names), inline=False)
        timer = timer_text(table.game.turn_seconds)
        embed.set_footer(text=t.FOOTER.format(seconds=view.offer_seconds, timer=timer))
        recent = fit_recent(table.recent, TABLE_CHARACTERS - len(embed) - len(t.FIELD_RECENT))
        if recent:
            embed.add_field(name=t.FIELD_RECENT, value=recent, inline=False)
        return embed

    def table_actions(self, table: TableContext) -> list[Any]:
        """Reveal / Stop, or Take over / Pass, right on the table: one click instead of two."""
        view: SeatView = table.view
        game_id, stamp = table.game.id, table.game.moves
        if view.finished:
            return []
        offer = view.offer
        if offer is None:
            reveal = t.BUTTON_TABLE_REVEAL.format(name=table.plain_names[view.active])[:80]
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
        return [
            ActionButton(game_id, stamp, to_action(TAKE), take_label(offer), discord.ButtonStyle.success, "💰"),
            ActionButton(game_id, stamp, to_action(PASS), t.BUTTON_PASS, discord.ButtonStyle.secondary),
        ]

    # -- a player's own view ------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view: SeatView = hand.view
        names, seat = hand.names, hand.seat
        mine = view.gems[seat]
        embed = discord.Embed(colour=COLOUR)
        embed.set_footer(text=t.HAND_FOOTER.format(gems=gems(mine)))
        own_card = your_last_card(view, seat)
        if view.finished:
            embed.title = t.HAND_OVER
            embed.description = own_card + situation(view, names, None)
            return embed, []
        items: list[Any] = []
        game_id, stamp = hand.game.id, hand.stamp
        legal = parse_all(hand.legal)
        offer = view.offer
        deadline = hand.game.turns.turn_deadline
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
            embed.description = own_card + text
            next_card = t.FIELD_NEXT_CARD.format(chance=ends_turn_chance(view))
            embed.add_field(name=next_card, value=odds_text(view), inline=False)
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
            chance = t.NEXT_CARD_ENDS.format(chance=ends_turn_chance(view))
            embed.description = own_card + t.WATCHING.format(active=names[view.active], stake=stake, chance=chance)
            return embed, items
        stopper, amount = names[offer.stopper], gems(offer.amount)
        embed.title = t.HAND_OFFER.format(turn=view.turn)
        status = offer.status(seat)
        if TAKE in legal:
            embed.description = own_card + t.MAY_TAKE_OVER.format(
                stopper=stopper,
                amount=amount,
                countdown=countdown(deadline),
                rivals=rivals_text(offer, names),
            )
            first_card = t.FIELD_FIRST_CARD.format(chance=ends_turn_chance(view))
            embed.add_field(name=first_card, value=odds_text(view), inline=False)
            items.append(
                ActionButton(game_id, stamp, to_action(TAKE), take_label(offer), discord.ButtonStyle.success, "💰")
            )
            items.append(ActionButton(game_id, stamp, to_action(PASS), t.BUTTON_PASS, discord.ButtonStyle.secondary))
            return embed, items
        if seat == offer.stopper:
            text = t.YOU_STOPPED.format(amount=amount, countdown=countdown(deadline))
        elif status == TAKES:
            text = t.YOU_OFFERED.format(stopper=stopper, amount=amount, countdown=countdown(deadline))
        elif status == PASSES:
            text = t.YOU_PASSED.format(stopper=stopper, countdown=countdown(deadline))
        elif status is not None:
            text = t.YOU_WERE_SKIPPED.format(stopper=stopper)
        else:
            text = t.YOU_CANNOT_PAY.format(amount=amount, stopper=stopper)
        embed.description = own_card + text
        embed.add_field(name=t.FIELD_ANSWERS, value=answer_marks(offer, names), inline=False)
        return embed, items
