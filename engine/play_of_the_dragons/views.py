"""What a seat of Play of the Dragons may know, as typed data.

Cards are ids (their facts: :data:`engine.play_of_the_dragons.cards.CARDS`). The spectator view is the
same :class:`SeatView` with ``seat``, ``hand`` and ``pending`` None. A seat sees every hand's size but
only its own cards, and the ante cards of the others only once all are revealed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.play_of_the_dragons.cards import HAND_LIMIT, ROUNDS, by_strength, can_win, flight_strength, has_power
from engine.play_of_the_dragons.cards import strength as card_strength
from engine.play_of_the_dragons.pending import Choice, Question
from engine.play_of_the_dragons.questions import choices
from engine.play_of_the_dragons.state import STAKES, State, gambit_change, waiting
from engine.protocol import Event, forced_choices


@dataclass(frozen=True)
class Debt:
    to: int | None  # the creditor's seat; None: the stakes
    amount: int


@dataclass(frozen=True)
class Special:
    """A special flight scored this gambit: of a ``colour``, or of a ``strength``."""

    colour: str | None = None
    strength: int | None = None

    @staticmethod
    def parse(key: str) -> Special:
        kind, _, value = key.partition(":")
        return Special(colour=value) if kind == "colour" else Special(strength=int(value))


@dataclass(frozen=True)
class PlayerView:
    """A seat's public side."""

    seat: int
    gold: int
    debt: int  # owed in all
    debts: tuple[Debt, ...]
    hand_size: int
    flight: tuple[str, ...]
    flight_strength: int
    can_win: bool  # whether the god rules let the flight win
    anted: bool
    ante: str | None  # None until revealed (one's own is always shown)
    specials: tuple[Special, ...]
    eliminated: bool


@dataclass(frozen=True)
class RoundPlay:
    """A card played this round, as it stands now (a Copper's newcomer replaces the Copper)."""

    seat: int
    card: str


@dataclass(frozen=True)
class Exchange:
    """A hidden card that moved from ``giver``'s hand to ``taker``'s by ``power`` (Red's pull, Green's or Brass's
    gift), as the viewer, one of the two, knows it since their last move."""

    giver: int
    taker: int
    card: str
    power: str


@dataclass(frozen=True)
class GambitGold:
    """A seat's gold of the last gambit: its change ``points`` and the parts it is made of (each below zero for gold
    paid), which add up to it: the stakes ``won`` at its end, the ``ante``, cards ``bought`` with an empty hand,
    special ``flights``, card ``powers`` and ``debts`` repaid or left unpaid."""

    points: int
    won: int
    ante: int
    bought: int
    flights: int
    powers: int
    debts: int

    @property
    def parts(self) -> tuple[int, ...]:
        """The parts in the order of ``state.PARTS``."""
        return (self.won, self.ante, self.bought, self.flights, self.powers, self.debts)


@dataclass(frozen=True)
class HandCard:
    card: str
    triggers: bool  # its power would trigger if it were played now
    spoils: bool = False  # played now, it would leave a flight that may win unable to (the god rules)


@dataclass(frozen=True)
class Pending:
    """The viewer's own open question and its possible answers."""

    question: Question
    choices: tuple[Choice, ...]

    @property
    def kind(self) -> str:
        return self.question.kind


@dataclass(frozen=True)
class GameOptions:
    start_gold: int
    gambits: int  # 0: until a gambit leaves someone without gold
    lead_tie_keeps_leader: bool
    forced_choices: bool = False  # a Green or Brass victim with nothing to hand over pays at once


@dataclass(frozen=True)
class SeatView:
    seat: int | None  # None: a spectator
    seats: int
    options: GameOptions
    phase: str  # "ante", "play" or "over"
    gambit: int
    round: int
    rounds: int  # rounds before the flights are compared; later rounds break a tie
    stakes: int
    leader: int
    turn: int | None  # whose card is awaited (None during the ante or while a question is open)
    to_act: tuple[int, ...]
    previous_strength: int | None  # the card a play is compared with for triggering; None: anything triggers
    plays: tuple[RoundPlay, ...]  # the cards played this round, in order (the last one is compared with)
    weakest_wins: bool
    priest: int | None  # who leads the next round by the Priest's call
    deck_size: int
    discard_size: int
    hand_limit: int
    players: tuple[PlayerView, ...]
    hand: tuple[HandCard, ...] | None  # the viewer's cards, weakest first; None for a spectator
    pending: Pending | None  # the viewer's open question
    waiting: Question | None  # whoever's question is open (public)
    log: tuple[Event, ...]  # the latest events
    scoresheet: tuple[tuple[int, ...], ...]  # gold after every gambit
    finished: bool
    winners: tuple[int, ...]
    exchanges: tuple[Exchange, ...] = ()  # hidden cards the viewer gave or took since their last move
    #: the last gambit's gold by seat (empty before the first gambit ends, or when its parts were not kept)
    last_gambit: tuple[GambitGold, ...] = ()


def would_trigger(state: State, card: str) -> bool:
    """Whether ``card``'s power would trigger if it were played now."""
    if state.phase != "play" or not has_power(card):
        return False
    return state.last is None or card_strength(card) <= card_strength(state.last)


def would_spoil(state: State, seat: int, card: str) -> bool:
    """Whether playing ``card`` now would leave ``seat``'s flight, which may win, unable to win under the god rules
    (Bahamut beside an evil dragon, Tiamat beside a good one): a trap worth pointing out before the play."""
    flight = state.flights[seat]
    return state.phase == "play" and can_win(flight) and not can_win([*flight, card])


def build(state: State, seat: int | None, to_act: Sequence[int], log: tuple[Event, ...]) -> SeatView:
    revealed = state.phase != "ante"
    players = tuple(
        PlayerView(
            seat=s,
            gold=state.gold[s],
            debt=sum(d[2] for d in state.debts if d[0] == s),
            debts=tuple(Debt(None if d[1] == STAKES else d[1], d[2]) for d in state.debts if d[0] == s),
            hand_size=len(state.hands[s]),
            flight=tuple(state.flights[s]),
            flight_strength=flight_strength(state.flights[s]),
            can_win=can_win(state.flights[s]),
            anted=state.antes[s] is not None,
            ante=state.antes[s] if revealed or s == seat else None,
            specials=tuple(Special.parse(key) for key in state.specials[s]),
            eliminated=bool(state.out[s]),
        )
        for s in range(state.seats)
    )
    open_question = waiting(state)
    mine = None
    if open_question is not None and open_question[0].seat == seat:
        mine = Pending(open_question[0], tuple(choices(state, open_question[0])))
    hand = None
    if seat is not None:
        hand = tuple(
            HandCard(c, would_trigger(state, c), would_spoil(state, seat, c)) for c in by_strength(state.hands[seat])
        )
    options: dict[str, Any] = state.options
    return SeatView(
        seat=seat,
        seats=state.seats,
        options=GameOptions(
            options["start_gold"], options["gambits"], options["lead_tie_keeps_leader"], forced_choices(options)
        ),
        phase=state.phase,
        gambit=state.gambit,
        round=state.round,
        rounds=ROUNDS,
        stakes=state.stakes,
        leader=state.leader,
        turn=state.order[state.turn] if state.phase == "play" and not state.tasks else None,
        to_act=tuple(to_act),
        previous_strength=card_strength(state.last) if state.last else None,
        plays=tuple(RoundPlay(seat, card) for seat, card in state.plays),
        weakest_wins=state.weakest_wins,
        priest=state.priest,
        deck_size=len(state.deck),
        discard_size=len(state.discard),
        hand_limit=HAND_LIMIT,
        players=players,
        hand=hand,
        pending=mine,
        waiting=open_question[0] if open_question else None,
        log=log,
        scoresheet=tuple(tuple(row) for row in state.sheet),
        finished=state.phase == "over",
        winners=tuple(state.winners),
        exchanges=tuple(Exchange(*e[1:]) for e in state.exchanges if e[0] == seat) if seat is not None else (),
        last_gambit=tuple(
            GambitGold(points, *parts) for points, parts in zip(gambit_change(state), state.last_gains, strict=True)
        )
        if state.last_gains
        else (),
    )
