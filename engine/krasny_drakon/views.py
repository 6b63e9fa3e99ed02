"""What a seat (or a spectator) of Krasny Drakon may know, as frozen dataclasses.

Chance cards are never named (not even to their owner) until they are turned over; another seat's reserve
and hand are counts; while the reserves are chosen nobody sees anyone else's dealt cards.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Options:
    """The house rules of the game."""

    decks: int
    jokers: bool
    sets: bool
    ten_plays_again: bool
    dealer: int  # the option: a seat, or -1 (drawn by lot); ``KrasnyDrakonView.dealer`` is the dealer
    open_chance: bool = False


@dataclass(frozen=True, slots=True)
class PileView:
    """The pile, oldest card first; jokers on it with the rank each was named as."""

    cards: tuple[str, ...]
    #: (joker id, rank) for every joker on the pile
    declared: tuple[tuple[str, str], ...]
    #: the rank the top card counts as (a joker's named rank); None for an empty pile
    top_rank: str | None

    @property
    def top(self) -> str | None:
        return self.cards[-1] if self.cards else None

    @property
    def count(self) -> int:
        return len(self.cards)

    def declared_as(self, card: str) -> str | None:
        """The rank the joker ``card`` on the pile was named as (None for any other card)."""
        return next((rank for joker, rank in self.declared if joker == card), None)


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What everybody may know about one seat."""

    seat: int
    #: the face-up opening cards (empty while the reserves are chosen)
    opening: tuple[str, ...]
    #: per chance slot: whether its card is still face down (or, under ``open_chance``, still there)
    chance: tuple[bool, ...]
    #: the chance cards turned face up (option ``open_chance``, once the seat plays from them)
    chance_face_up: tuple[str, ...]
    chance_count: int
    reserve_count: int
    hand_count: int
    cards_left: int
    #: where the seat plays from now: "opening", "reserve", "chance", "hand", "choose" (the unlock choice
    #: is due) or None (out, or still choosing its reserve)
    source: str | None
    unlock_first: str | None
    #: the sources the seat plays from, from the current one on (set once the unlock choice is made)
    order: tuple[str, ...]
    #: the reserve is chosen
    ready: bool
    #: finishing place once out (1 is first; the players a stalemate stopped share theirs)
    place: int | None
    #: once out: the seats it finished ahead of, whose number is its score (none for a player still holding cards)
    outlasted: tuple[int, ...] = ()
    #: held cards when a stalemate stopped the game, sharing the last place
    stopped: bool = False


@dataclass(frozen=True, slots=True)
class Private:
    """What only the seat itself may know."""

    seat: int
    reserve: tuple[str, ...]
    hand: tuple[str, ...]
    source: str | None
    #: the cards of ``source`` (what this seat plays from now); empty for the chance cards and the choice
    source_cards: tuple[str, ...]
    #: while the reserves are chosen: the eight dealt cards, and those not (yet) put into the reserve
    choose_from: tuple[str, ...]
    not_reserved: tuple[str, ...]
    reserve_needed: int


@dataclass(frozen=True, slots=True)
class KrasnyDrakonView:
    """The table for one seat (``you`` set) or a spectator (``you`` None)."""

    phase: str  # "setup", "play" or "over"
    seats: int
    dealer: int
    options: Options
    #: from this many seats the game always uses two decks
    two_decks_from: int
    turn: int | None
    to_act: tuple[int, ...]
    pile: PileView
    #: the ranks that may go on the pile now
    may_follow: tuple[str, ...]
    #: a 9 is on top: only an equal or lower card (or a 10) may follow
    equal_or_lower: bool
    burnt: int
    out_of_play: int
    #: a joker just turned over from the chance cards, waiting for its rank
    revealed: str | None
    players: tuple[PlayerView, ...]
    finished: tuple[int, ...]
    pickups_in_a_row: int
    stalemate_pickups: int
    #: the game stopped on the stalemate rule
    ended_by_stalemate: bool
    you: Private | None

    @property
    def decks_forced(self) -> bool:
        """Two decks because of the number of players, whatever the host chose."""
        return self.seats >= self.two_decks_from
