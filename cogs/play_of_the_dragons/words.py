"""How Play of the Dragons' cards, gold, flights and gambits read, in the words of its catalog
(``locales/<locale>/play-of-the-dragons.ftl``); the marks beside them are symbols, the same in every language."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from discord_ui import i18n
from discord_ui.formatting import clip, signed
from discord_ui.names import in_code_block
from engine.play_of_the_dragons import CARDS, ENGINE, PARTS, SeatView, events, pending
from engine.play_of_the_dragons.views import Debt, GambitGold, PlayerView, Special

TRIGGER = "⚡"
#: marks a card whose play would leave the flight unable to win (the god rules)
SPOILS = "⚠️"
FIELD_LIMIT = 1024
#: Discord's longest description of a select option
DESCRIPTION_OPTION_LIMIT = 100
CHOICE_EMOJI = {"take": "💰", "others": "📣", "pay": "🪙"}
COLOUR_EMOJI = {
    "black": "⬛",
    "blue": "🟦",
    "green": "🟩",
    "red": "🟥",
    "white": "⬜",
    "brass": "🟫",
    "bronze": "🟤",
    "copper": "🟠",
    "gold": "🟨",
    "silver": "⚪",
}
#: the cards without a colour, by id
SPECIAL_EMOJI = {
    "bahamut": "💠",
    "tiamat": "🐲",
    "dracolich": "💀",
    "archmage": "🧙",
    "dragonslayer": "⚔️",
    "thief": "🦹",
    "druid": "🌿",
    "priest": "🕯️",
    "princess": "👸",
    "fool": "🃏",
}
#: marks and separators of the table: symbols, no words
ANTED_MARK, CHOOSING_MARK, ELIMINATED_MARK = "✅", "⏳", "💀"
MARK_LEADER, MARK_DECIDING, MARK_PLAYING, MARK_WINNER = "🚩 ", "❓ ", "▶️ ", "🏆 "
SEPARATOR = " · "
NONE = "—"


def say(locale: str, key: str, /, **args: Any) -> str:
    """The game's message ``play-of-the-dragons-<key>`` in ``locale``."""
    return i18n.text(locale, f"{ENGINE.id}-{key}", **args)


def bold_names(seats: Sequence[int], names: Sequence[str], locale: str, last_and: bool = False) -> str:
    """ "**ann**, **ben**": seats' names, each in bold as the catalog writes a player; ``last_and``: "**ann**,
    **ben** and **cat**", the last joined as the catalog joins it."""
    bold = [say(locale, "player", player=names[seat]) for seat in seats]
    if last_and and len(bold) > 1:
        return say(locale, "and", first=i18n.listed(bold[:-1], locale), last=bold[-1])
    return i18n.listed(bold, locale)


def clauses(items: Sequence[str], locale: str) -> str:
    """Clauses of one sentence one after the other ("a; b; c"), as the catalog joins them."""
    if not items:
        return ""
    joined = items[-1]
    for item in reversed(items[:-1]):
        joined = say(locale, "clauses", first=item, rest=joined)
    return joined


# -- how a card looks ---------------------------------------------------------------------------
def card_emoji(card: str) -> str:
    colour = CARDS[card].colour
    return COLOUR_EMOJI[colour] if colour else SPECIAL_EMOJI[card]


def short_name(card: str, locale: str) -> str:
    """ "Red 8", "Archmage 9", "Bahamut 13": colour or name, then strength."""
    data = CARDS[card]
    return say(locale, "card", name=say(locale, f"name-{data.colour or card}"), strength=data.strength)


def card_text(card: str, locale: str) -> str:
    return f"{card_emoji(card)} {short_name(card, locale)}"


def kind_text(card: str, locale: str) -> str:
    data = CARDS[card]
    if data.kind == "mortal" or data.alignment is None:
        return say(locale, "kind-mortal")
    return say(locale, "kind-god" if data.kind == "god" else "kind-dragon", alignment=data.alignment)


def rule_text(card: str, locale: str) -> str:
    """What the card does, in our words (Tiamat, without a power, by her id)."""
    return say(locale, f"power-{CARDS[card].power or card}")


def cards_list(cards: Sequence[str], locale: str) -> str:
    return i18n.listed((card_text(c, locale) for c in cards), locale)


def flight_text(cards: Sequence[str], locale: str) -> str:
    return SEPARATOR.join(card_text(c, locale) for c in cards) or NONE


def owed_text(debts: Sequence[Debt], names: Sequence[str], locale: str) -> str:
    """ "6 to the stakes, 5 to ann" ("" without debts)."""
    owed = [
        say(locale, "owed-stakes", amount=d.amount)
        if d.to is None
        else say(locale, "owed", amount=d.amount, creditor=names[d.to])
        for d in debts
    ]
    return i18n.listed(owed, locale)


def special_text(special: Special, locale: str) -> str:
    if special.colour is not None:
        return say(locale, "special-colour", colour=special.colour)
    return say(locale, "special-strength", strength=special.strength)


def trigger_rule(view: SeatView, locale: str) -> str:
    if view.previous_strength is None:
        return say(locale, "trigger-first")
    return say(locale, "trigger-at-most", strength=view.previous_strength)


def timer_words(seconds: int, locale: str) -> str:
    """A turn timer as the house rules show it: off, whole minutes or seconds."""
    if not seconds:
        return say(locale, "timer-off")
    minutes, rest = divmod(seconds, 60)
    return say(locale, "timer-seconds", seconds=seconds) if rest else say(locale, "timer-minutes", minutes=minutes)


def scoresheet(view: SeatView, names: list[str], locale: str, limit: int = FIELD_LIMIT) -> str:
    """Gold after every gambit as a monospace table in at most ``limit`` characters, the newest rows kept when it
    grows too long (``names`` plain)."""
    short = [in_code_block(n.replace("🤖 ", ""))[:6] for n in names]
    width = max(4, *(len(s) for s in short))
    header = f"{say(locale, 'scoresheet-gambit'):<6} " + " ".join(s.rjust(width) for s in short)
    start = f"{say(locale, 'scoresheet-start'):<6} " + " ".join(
        str(view.options.start_gold).rjust(width) for _ in names
    )
    rows = [f"{n:<6} " + " ".join(str(g).rjust(width) for g in row) for n, row in enumerate(view.scoresheet, 1)]
    room = min(limit, FIELD_LIMIT) - len("```\n\n```") - len(header) - len(start) - 2
    kept: list[str] = []
    for row in reversed(rows):
        if sum(len(r) + 1 for r in kept) + len(row) + 1 > room:
            break
        kept.insert(0, row)
    return "```\n" + "\n".join([header, start, *kept]) + "\n```"


def power_lines(cards: Sequence[tuple[str, bool]], locale: str) -> list[str]:
    """A line per power: "🟦 **Blue 2 ⚡, Blue 9** · evil dragon: Count the evil dragons..."."""
    groups: dict[str, list[tuple[str, bool]]] = {}
    for card, triggers in cards:
        groups.setdefault(CARDS[card].power or card, []).append((card, triggers))
    return [
        say(
            locale,
            "powers-line",
            emoji=card_emoji(group[0][0]),
            names=i18n.listed((short_name(c, locale) + (f" {TRIGGER}" if t else "") for c, t in group), locale),
            kind=kind_text(group[0][0], locale),
            text=rule_text(group[0][0], locale),
        )
        for group in groups.values()
    ]


def stage_text(view: SeatView, locale: str) -> str:
    """ "gambit 2 of 3 · round 1 of 3", "gambit 4 · ante", "final gold"."""
    numbers = {"gambit": view.gambit, "gambits": view.options.gambits}
    if view.finished:
        return say(locale, "stage-final")
    if view.phase == "ante":
        return say(locale, "stage-ante", **numbers)
    if view.round > view.rounds:
        return say(locale, "stage-tie-break", round=view.round, **numbers)
    return say(locale, "stage-round", round=view.round, rounds=view.rounds, **numbers)


def gold_parts(parts: Sequence[int], locale: str) -> str:
    """Where a gambit's gold came from, its parts that are not zero (in the order of ``PARTS``): "stakes +28, ante
    −8, powers −8"; "" without any."""
    if not parts:
        return ""
    shown = (say(locale, f"part-{part}", gold=signed(gold, locale)) for part, gold in zip(PARTS, parts, strict=True))
    return i18n.listed((text for text, gold in zip(shown, parts, strict=True) if gold), locale)


def _summary_player(player: PlayerView, gold: int, last: GambitGold | None, names: Sequence[str], locale: str) -> str:
    """A player's gold after the gambit just over, its change and where that came from (when its parts were kept)."""
    key = "summary-player-out" if player.eliminated else "summary-player"
    parts = gold_parts(last.parts, locale) if last is not None else ""
    if last is None or not parts:
        return say(locale, key, name=names[player.seat], gold=gold)
    points = signed(last.points, locale)
    return say(locale, f"{key}-parts", name=names[player.seat], gold=gold, points=points, parts=parts)


def gambit_summary(view: SeatView, names: Sequence[str], locale: str) -> str | None:
    """One line on the gambit just over (the view is of the next one): who took the stakes, everyone's gold, what
    it changed by and where that came from."""
    over = view.gambit - 1
    if view.finished or over < 1 or len(view.scoresheet) < over:
        return None
    outcome: dict[str, Any] = {"key": "summary-gold"}  # (not known when the log has moved past the gambit's end)
    for event in reversed(view.log):
        if isinstance(event, events.GambitStarted) and event.gambit == over:
            break
        if isinstance(event, events.GambitWon) and event.gambit == over:
            key = "summary-won-weakest" if event.weakest else "summary-won"
            outcome = {"key": key, "winner": names[event.winner], "amount": event.gold}
        elif isinstance(event, events.StakesEmptied) and event.gambit == over:
            outcome = {"key": "summary-emptied"}
        elif isinstance(event, events.NoFlightMayWin) or (isinstance(event, events.FlightsTied) and event.settled):
            outcome = {"key": "summary-kept"}
    gold = view.scoresheet[over - 1]
    last = view.last_gambit if len(view.scoresheet) == over else ()  # (the gambit just over's, when kept)
    standings = [_summary_player(p, gold[p.seat], last[p.seat] if last else None, names, locale) for p in view.players]
    return say(locale, outcome.pop("key"), gambit=over, gold=SEPARATOR.join(standings), **outcome)


def choice_power(question: pending.Question, choice: pending.Choice, locale: str) -> str | None:
    """What the power a choice picks does, in short (for a select option's description), when a power is picked."""
    if not isinstance(question, pending.Copy | pending.Princess) or len(choice.cards) != 1:
        return None
    card = choice.cards[0]
    return clip(say(locale, f"power-{CARDS[card].power or card}.summary"), DESCRIPTION_OPTION_LIMIT)
