"""What happens in a game of Krasny Drakon, as data: seats as numbers, cards as ids, sources by name
(``"opening"``, ``"reserve"``, ``"chance"``, ``"hand"``). The Discord side writes the sentences."""

from __future__ import annotations

from dataclasses import dataclass

from engine.protocol import Event


@dataclass(frozen=True)
class ReserveChosen(Event):
    """``seat`` has put its three reserve cards aside (which ones stays secret)."""

    kind = "ready"
    seat: int


@dataclass(frozen=True)
class PlayStarted(Event):
    """Every reserve is chosen; ``starter`` (left of the dealer) starts the first pile."""

    kind = "start"
    starter: int


@dataclass(frozen=True)
class Unlocked(Event):
    """``seat``'s opening cards are gone and it plays ``source`` (``"reserve"`` or ``"chance"``) first."""

    kind = "unlock"
    seat: int
    source: str


@dataclass(frozen=True)
class Played(Event):
    """``seat`` put ``cards`` from ``source`` on the pile, counting as ``rank`` (a joker's named rank).

    A chance card that fits is played straight away: ``source`` is then ``"chance"``.
    """

    kind = "play"
    seat: int
    cards: tuple[str, ...]
    rank: str
    source: str


@dataclass(frozen=True)
class ChanceTurned(Event):
    """``seat`` turned over chance card ``card`` from ``slot`` and it is not simply played: a joker
    (``fits``, its rank is named next) or a card that does not fit (then ``picked_up`` holds every card
    taken into the hand with it: the pile and the card itself)."""

    kind = "reveal"
    seat: int
    slot: int
    card: str
    fits: bool
    picked_up: tuple[str, ...] = ()


@dataclass(frozen=True)
class Burnt(Event):
    """``seat``'s 10 burnt the pile of ``count`` cards (the 10 included)."""

    kind = "burn"
    seat: int
    count: int


@dataclass(frozen=True)
class PlaysAgain(Event):
    """``seat`` plays again (after an 8, or a 10 with the *10 plays again* rule)."""

    kind = "again"
    seat: int


@dataclass(frozen=True)
class PickedUp(Event):
    """``seat`` took ``cards`` (the pile, and a chance card that did not fit) into its hand; ``starter``
    starts a new pile."""

    kind = "pickup"
    seat: int
    cards: tuple[str, ...]
    starter: int


@dataclass(frozen=True)
class WentOut(Event):
    """``seat`` has no cards left and finishes in ``place`` (1 is first), ahead of the seats still holding cards
    (``outlasted``: its score is how many they are; events stored before it was kept have none)."""

    kind = "out"
    seat: int
    place: int
    outlasted: tuple[int, ...] = ()


@dataclass(frozen=True)
class Stalemate(Event):
    """``pickups`` pickups in a row without anybody going out or burning: the game stops, and the players
    still holding cards (``order``) share the last place (``shared``; games before that finished in this
    order, fewest cards first)."""

    kind = "stalemate"
    pickups: int
    order: tuple[int, ...]
    shared: bool = False


@dataclass(frozen=True)
class Lost(Event):
    """The game is over and ``seat`` is last: the only one left holding cards, or (``stalemate``) the one
    holding the most when the game stopped."""

    kind = "over"
    seat: int
    stalemate: bool


EVENT_TYPES: tuple[type[Event], ...] = (
    ReserveChosen,
    PlayStarted,
    Unlocked,
    Played,
    ChanceTurned,
    Burnt,
    PlaysAgain,
    PickedUp,
    WentOut,
    Stalemate,
    Lost,
)
