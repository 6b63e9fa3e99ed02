"""The moves of Play of the Dragons and their compact action strings, parsed and written in one place.

* ``ante:<card>``            choose an ante card
* ``play:<card>``            play a card into one's flight
* ``choose:<card>[,<card>]`` answer a question with one or several cards
* ``choose:seat<n>``         answer with a seat (whom a power hits)
* ``choose:take`` / ``choose:others`` / ``choose:pay``  answer with a word (Blue's choice, paying instead)
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.play_of_the_dragons.cards import CARDS
from engine.protocol import IllegalAction

#: the answers that are words rather than cards or seats
WORDS = ("take", "others", "pay")


@dataclass(frozen=True)
class Ante:
    card: str


@dataclass(frozen=True)
class Play:
    card: str


@dataclass(frozen=True)
class ChooseCards:
    cards: tuple[str, ...]


@dataclass(frozen=True)
class ChooseSeat:
    seat: int


@dataclass(frozen=True)
class ChooseWord:
    word: str  # one of WORDS


Answer = ChooseCards | ChooseSeat | ChooseWord
Move = Ante | Play | Answer


class BadAction(IllegalAction):
    """The text is no action of this game."""


def parse_answer(value: str) -> Answer:
    """The answer a ``choose:`` value names."""
    if value in WORDS:
        return ChooseWord(value)
    if value.startswith("seat") and value[4:].isdigit():
        return ChooseSeat(int(value[4:]))
    cards = tuple(value.split(","))
    if not value or any(card not in CARDS for card in cards):
        raise BadAction("no_such_card", card=value)
    return ChooseCards(cards)


def parse(action: str) -> Move:
    """The move ``action`` names; :class:`BadAction` if it names none."""
    verb, colon, arg = action.partition(":")
    if not colon:
        raise BadAction("no_such_action", action=action)
    if verb in ("ante", "play"):
        if arg not in CARDS:
            raise BadAction("no_such_card", card=arg)
        return Ante(arg) if verb == "ante" else Play(arg)
    if verb == "choose":
        return parse_answer(arg)
    raise BadAction("no_such_action", action=action)


def answer_value(answer: Answer) -> str:
    """The value an answer is written as after ``choose:``."""
    if isinstance(answer, ChooseCards):
        return ",".join(answer.cards)
    if isinstance(answer, ChooseSeat):
        return f"seat{answer.seat}"
    return answer.word


def action(move: Move) -> str:
    """The action string of ``move`` (``parse(action(m)) == m``)."""
    if isinstance(move, Ante):
        return f"ante:{move.card}"
    if isinstance(move, Play):
        return f"play:{move.card}"
    return f"choose:{answer_value(move)}"
