"""How Krasny Drakon's cards, places and events read, in the words of its catalog
(``locales/<locale>/krasny-drakon.ftl``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import discord

from discord_ui import i18n
from discord_ui.formatting import score_text
from engine.krasny_drakon import (
    ENGINE,
    JOKER,
    RANK_INDEX,
    RANKS,
    SUIT_SYMBOLS,
    KrasnyDrakonView,
    is_joker,
    rank_of,
    suit_of,
)
from engine.krasny_drakon.events import (
    Burnt,
    ChanceTurned,
    Lost,
    PickedUp,
    Played,
    PlaysAgain,
    PlayStarted,
    ReserveChosen,
    Stalemate,
    Unlocked,
    WentOut,
)
from engine.krasny_drakon.moves import Pickup, Play, format_move, parse
from engine.protocol import Event

#: a card's button style by suit (its colour beside the symbol)
SUIT_STYLE = {
    "H": discord.ButtonStyle.danger,
    "D": discord.ButtonStyle.danger,
    "S": discord.ButtonStyle.secondary,
    "C": discord.ButtonStyle.secondary,
}
JOKER_STYLE = discord.ButtonStyle.primary
#: the ranks whose select options say what they do (``krasny-drakon-hint-<rank>``)
HINTED_RANKS = frozenset({"2", "3", "8", "9", "T", "A"})
#: medals of the first three places (later places show their number)
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
OTHER_MEDAL = "🏅"
#: the icon of each source once the opening cards are gone, as the table and the private view show it
SOURCE_ICON = {"reserve": "🔒", "chance": "🎲", "hand": "✋"}
SOURCES = ("opening", "reserve", "chance", "hand")
#: the mark before the source a seat plays from, the turn's mark before a name, a chance card's back
SOURCE_MARK = "▶️ "
TURN_MARK = "▶️ "
CHANCE_BACK = "🂠"
NO_CARDS = "—"
#: what stands between the parts of one line (not words: the same in every language)
PARTS = " · "
ORDER_ARROW = " → "
OLDER = "… "


def text(locale: str, message_id: str, /, **args: Any) -> str:
    """A Krasny Drakon message (``krasny-drakon-`` + ``message_id``) in ``locale``."""
    return i18n.text(locale, f"{ENGINE.id}-{message_id}", **args)


def rank_label(rank: str, locale: str) -> str:
    """A rank as the cards of ``locale`` show it (``T`` as 10, Russian's В Д К Т for J Q K A): the engine's codes
    stay internal."""
    return text(locale, "rank-label", rank=rank)


def label(card: str, declared: str | None = None, locale: str = i18n.DEFAULT) -> str:
    """A card's name such as ``"10♠"``, ``"Joker"`` or (on the pile) ``"Joker as 7"``."""
    suit = suit_of(card)
    if suit is None:
        return text(locale, "joker-as", rank=rank_label(declared, locale)) if declared else text(locale, "joker")
    return f"{rank_label(rank_of(card), locale)}{SUIT_SYMBOLS[suit]}"


def card_style(card: str) -> discord.ButtonStyle:
    suit = suit_of(card)
    return JOKER_STYLE if suit is None else SUIT_STYLE[suit]


def cards_text(cards: Iterable[str], locale: str) -> str:
    return " ".join(label(card, locale=locale) for card in cards) or NO_CARDS


def by_rank_text(cards: Sequence[str], locale: str) -> str:
    """Sorted cards with a dot between ranks, so a long hand reads as groups: ``3♣ 3♦ · 7♥ · Joker``."""
    groups: dict[str, list[str]] = {}
    for card in cards:
        groups.setdefault(rank_of(card), []).append(label(card, locale=locale))
    return PARTS.join(" ".join(group) for group in groups.values()) or NO_CARDS


def ranks_text(ranks: Sequence[str], locale: str) -> str:
    """Ranks in order with runs of three or more shortened: ``2, 8–A``; every rank is "anything"."""
    if len(ranks) == len(RANKS):
        return text(locale, "any-rank")
    runs: list[list[str]] = []
    for rank in sorted(ranks, key=RANK_INDEX.__getitem__):
        if runs and RANK_INDEX[rank] == RANK_INDEX[runs[-1][-1]] + 1:
            runs[-1].append(rank)
        else:
            runs.append([rank])
    parts: list[str] = []
    for run in runs:
        if len(run) >= 3:
            parts.append(text(locale, "rank-run", first=rank_label(run[0], locale), last=rank_label(run[-1], locale)))
        else:
            parts += [rank_label(rank, locale) for rank in run]
    return i18n.listed(parts, locale)


def rank_hint(rank: str, locale: str) -> str | None:
    """What a special rank does, for a select option; None for a plain rank."""
    return text(locale, f"hint-{rank.lower()}") if rank in HINTED_RANKS else None


def rank_counts_text(cards: Sequence[str], locale: str) -> str:
    """A hand by rank with counts, ``2 ×2 · 3 · 7 ×4 · Joker``: for hands too big to list card by card."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[rank_of(card)] = counts.get(rank_of(card), 0) + 1
    parts = []
    for rank, count in counts.items():
        name = text(locale, "joker") if rank == JOKER else rank_label(rank, locale)
        parts.append(name if count == 1 else f"{name} ×{count}")
    return PARTS.join(parts) or NO_CARDS


def single_placeholder(ranks: list[str], locale: str) -> str:
    """ "Play a card: 2 to 8", "Play a card: 9 or a Joker", "🃏 Play a Joker as…" for a select of ``ranks``."""
    cards = [rank for rank in ranks if rank != JOKER]
    if not cards:
        return text(locale, "joker-placeholder")
    first, last = rank_label(cards[0], locale), rank_label(cards[-1], locale)
    message = "play-a-card" + ("-span" if len(cards) > 1 else "") + ("-joker" if JOKER in ranks else "")
    return text(locale, message, first=first, last=last)


def pile_text(view: KrasnyDrakonView, locale: str) -> list[str]:
    """The pile: its newest cards, its size, what may follow and the rule behind a 9 or an Ace."""
    pile = view.pile
    if not pile.count:
        return [text(locale, "pile-empty")]
    shown = [label(card, pile.declared_as(card), locale) for card in pile.cards[-5:]]
    shown[-1] = text(locale, "top-card", card=shown[-1])
    older = OLDER if pile.count > len(shown) else ""
    may_follow = "may-follow"
    if view.equal_or_lower:
        may_follow = "may-follow-after-nine"
    elif pile.top_rank == "A":
        may_follow = "may-follow-after-ace"
    return [
        text(locale, "pile", count=pile.count, shown=older + " ".join(shown)),
        text(locale, may_follow, ranks=ranks_text(view.may_follow, locale)),
    ]


def medal(place: int) -> str:
    """A place's medal in the log and the players' fields (the fourth and later places share one)."""
    return MEDALS.get(place, OTHER_MEDAL)


def place_mark(place: int, locale: str) -> str:
    """A place's medal in the finishing order, or its number from the fourth on."""
    return MEDALS.get(place) or text(locale, "place-number", place=place)


def place_text(place: int, seats: int, locale: str) -> str:
    if place == seats:
        return text(locale, "last-loses")
    return text(locale, "out-in-place", medal=medal(place), place=place)


def players_text(seats: Sequence[int], names: Sequence[str], locale: str) -> str:
    """Players' names in bold, side by side: "**ann**, **ben**"."""
    return i18n.listed([text(locale, "player", player=names[seat]) for seat in seats], locale)


def event_text(event: Event, names: Sequence[str], locale: str = i18n.DEFAULT) -> str | None:
    """The table log's sentence for one of the engine's events, in ``locale``."""
    if isinstance(event, ReserveChosen):
        return text(locale, "event-ready", player=names[event.seat])
    if isinstance(event, PlayStarted):
        return text(locale, "event-start", starter=names[event.starter])
    if isinstance(event, Unlocked):
        return text(locale, "event-unlock", player=names[event.seat], source=event.source)
    if isinstance(event, Played):
        played = i18n.listed(
            [label(card, event.rank if is_joker(card) else None, locale) for card in event.cards], locale
        )
        if event.source == "chance" and not any(is_joker(card) for card in event.cards):
            return text(locale, "event-play-chance", player=names[event.seat], cards=played)
        return text(locale, "event-play", player=names[event.seat], cards=played, source=event.source)
    if isinstance(event, ChanceTurned):
        message = "event-reveal-joker" if event.fits else "event-reveal-miss"
        return text(locale, message, player=names[event.seat], card=label(event.card, locale=locale))
    if isinstance(event, Burnt):
        return text(locale, "event-burn", player=names[event.seat], count=event.count)
    if isinstance(event, PlaysAgain):
        return text(locale, "event-again", player=names[event.seat])
    if isinstance(event, PickedUp):
        return text(
            locale, "event-pickup", player=names[event.seat], count=len(event.cards), starter=names[event.starter]
        )
    if isinstance(event, WentOut):
        if not event.outlasted:  # stored before the players outlasted were kept
            return text(locale, "event-out", medal=medal(event.place), player=names[event.seat], place=event.place)
        return text(
            locale,
            "event-out-ahead",
            medal=medal(event.place),
            player=names[event.seat],
            place=event.place,
            players=players_text(event.outlasted, names, locale),
            score=score_text(ENGINE.id, len(event.outlasted), locale),
        )
    if isinstance(event, Stalemate):
        if event.shared:
            players = players_text(event.order, names, locale)
            return text(locale, "event-stalemate-shared", pickups=event.pickups, players=players)
        return text(locale, "event-stalemate", pickups=event.pickups)
    if isinstance(event, Lost):
        return text(locale, "event-lost-most" if event.stalemate else "event-lost-left", player=names[event.seat])
    return None


def play_action(card: str) -> str:
    return format_move(Play((card,)))


def only_pickup(legal: Sequence[str]) -> bool:
    """Nothing fits: the one move left is picking up the pile."""
    return len(legal) == 1 and isinstance(parse(legal[0]), Pickup)


def table_view(view: Any) -> KrasnyDrakonView:
    assert isinstance(view, KrasnyDrakonView)
    return view


def timer_text(seconds: int, locale: str) -> str:
    """The turn timer in the table's footer."""
    if not seconds:
        return text(locale, "timer-off")
    minutes, rest = divmod(seconds, 60)
    return text(locale, "timer-seconds", seconds=seconds) if rest else text(locale, "timer-minutes", minutes=minutes)
