"""What happens in a game of Red Dragon, as data (the Discord side writes the sentences)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.protocol import Event


@dataclass(frozen=True)
class StockReady(Event):
    """``seat`` has put all its cards into the stock (which cards stays secret)."""

    kind = "stock_ready"
    seat: int


@dataclass(frozen=True)
class StockRevealed(Event):
    """Everyone has chosen: the shuffled stock is shown face up, in this order."""

    kind = "stock_revealed"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class CardDrafted(Event):
    """``seat`` takes ``card`` back from the stock."""

    kind = "card_drafted"
    seat: int
    card: str


@dataclass(frozen=True)
class LastCardTaken(Event):
    """``seat`` is given ``card``, the last card of the stock: with one card left there is nothing to choose."""

    kind = "last_card_taken"
    seat: int
    card: str


@dataclass(frozen=True)
class PlayBegins(Event):
    """The draft of ``round`` is over; ``leader`` leads the first trick."""

    kind = "play_begins"
    round: int
    leader: int


@dataclass(frozen=True)
class CardPlayed(Event):
    """``seat`` plays ``card`` into the trick."""

    kind = "card_played"
    seat: int
    card: str


@dataclass(frozen=True)
class TrickWon(Event):
    """``winner`` takes the trick of ``cards`` (in playing order), with ``penalty`` red points in it."""

    kind = "trick_won"
    winner: int
    cards: tuple[str, ...]
    penalty: int


@dataclass(frozen=True)
class RoundScored(Event):
    """The points of ``round``, by seat, and where they came from: ``tricks`` taken, each worth ``trick_value``,
    less the ``red`` points in them, plus the no-trick ``bonus`` (events stored before the parts were kept have
    empty parts)."""

    kind = "round_scored"
    round: int
    points: tuple[int, ...]
    tricks: tuple[int, ...] = ()
    red: tuple[int, ...] = ()
    bonus: tuple[int, ...] = ()
    trick_value: int = 0


@dataclass(frozen=True)
class Sweep(Event):
    """``seat`` took every trick of a round and wins the game at once."""

    kind = "sweep"
    seat: int


@dataclass(frozen=True)
class GameOver(Event):
    """The last round is over; ``totals`` are the final scores by seat."""

    kind = "game_over"
    totals: tuple[int, ...]


@dataclass(frozen=True)
class RoundDealt(Event):
    """The cards of ``round`` are dealt."""

    kind = "round_dealt"
    round: int


EVENT_TYPES: tuple[type[Event], ...] = (
    StockReady,
    StockRevealed,
    CardDrafted,
    LastCardTaken,
    PlayBegins,
    CardPlayed,
    TrickWon,
    RoundScored,
    Sweep,
    GameOver,
    RoundDealt,
)
