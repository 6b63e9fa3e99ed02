"""What happens in Play of the Dragons, as data: seats as numbers, cards as ids, gold as numbers.

Events are public: they never name a card hidden in a hand (cards drawn, handed over or pulled at
random are counted, not named); cards that go face up (antes, flights, the Thief's discard, a bought
card) are named. A power's event names the seat using it, the card it is printed on or copied to
(``host``) and the power used (``power``: a Dracolich copying the Black Dragon's power has
``host="dracolich"``, ``power="black"``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, NamedTuple

from engine.protocol import Event


@dataclass(frozen=True)
class DragonEvent(Event):
    """The events of this game: :meth:`Event.to_data` and :meth:`Event.from_data` with the field names looked
    up once per kind, and payments (fields ``payment`` and ``payments``) read back as :class:`Payment`."""

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for name in _field_names(type(self)):
            value = getattr(self, name)
            data[name] = _listed(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Event:
        given = {name: _tupled(data[name]) for name in _field_names(cls) if name in data}
        if "payment" in given:
            given["payment"] = _payment(given["payment"])
        if "payments" in given:
            given["payments"] = tuple(_payment(p) for p in given["payments"])
        return cls(**given)


_FIELD_NAMES: dict[type[Event], tuple[str, ...]] = {}


def _field_names(kind: type[Event]) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(f.name for f in fields(kind))
    return names


def _listed(value: tuple[Any, ...]) -> list[Any]:
    return [_listed(v) if isinstance(v, tuple) else v for v in value]


def _tupled(value: Any) -> Any:
    return tuple(_tupled(v) for v in value) if isinstance(value, list) else value


class Payment(NamedTuple):
    """``payer`` paid ``paid`` gold to ``payee`` (None: into the stakes) and owes ``owed`` more."""

    payer: int
    payee: int | None
    paid: int
    owed: int


def _payment(value: Sequence[Any]) -> Payment:
    """A payment again after a JSON round trip (a list of four)."""
    payer, payee, paid, owed = value
    return Payment(payer, payee, paid, owed)


# -- the ante ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class GambitStarted(DragonEvent):
    """Gambit ``gambit`` begins: everyone has drawn ``drew`` cards (0 for the first) and chooses an ante."""

    kind = "gambit_started"
    gambit: int
    drew: int


@dataclass(frozen=True)
class AnteChosen(DragonEvent):
    kind = "ante_chosen"
    seat: int


@dataclass(frozen=True)
class AnteTied(DragonEvent):
    """Every ante value is shared (``antes`` by seat, None: no ante): discarded, everyone draws and antes again."""

    kind = "ante_tied"
    antes: tuple[str | None, ...]


@dataclass(frozen=True)
class AnteRevealed(DragonEvent):
    """The antes (by seat) are shown; everyone pays ``amount``, the highest value; ``leader`` leads."""

    kind = "ante_revealed"
    antes: tuple[str | None, ...]
    amount: int
    leader: int
    payments: tuple[Payment, ...]


# -- rounds and plays ------------------------------------------------------------------------------
@dataclass(frozen=True)
class RoundStarted(DragonEvent):
    """Round ``round`` (beyond the third: to break a tie) starts; ``reason`` says why ``leader`` leads:
    ``"ante"`` (highest untied ante), ``"priest"``, ``"strongest"`` (strongest card), ``"untied"``
    (strongest untied card) or ``"kept"`` (the strongest card is tied: the leader keeps the lead)."""

    kind = "round_started"
    round: int
    leader: int
    reason: str
    tie_break: bool


@dataclass(frozen=True)
class CardPlayed(DragonEvent):
    """``seat`` played ``card``: its power ``triggers``, or it has none (``powerless``), or it was too strong."""

    kind = "card_played"
    seat: int
    card: str
    triggers: bool
    powerless: bool
    flight_strength: int


@dataclass(frozen=True)
class TurnSkipped(DragonEvent):
    """``seat`` has no card to play and sits out the turn."""

    kind = "turn_skipped"
    seat: int


@dataclass(frozen=True)
class Reshuffled(DragonEvent):
    """The discard pile became the new draw pile."""

    kind = "reshuffled"


@dataclass(frozen=True)
class CardsBought(DragonEvent):
    """``seat`` had no card: ``card`` was turned over and paid for (``payment``), then ``drew`` cards drawn."""

    kind = "cards_bought"
    seat: int
    card: str
    payment: Payment
    drew: int


# -- special flights --------------------------------------------------------------------------------
@dataclass(frozen=True)
class ColourFlight(DragonEvent):
    """``seat`` completed a colour flight: every opponent pays ``amount`` (the group's second strongest)."""

    kind = "colour_flight"
    seat: int
    colour: str
    amount: int
    payments: tuple[Payment, ...]


@dataclass(frozen=True)
class StrengthFlight(DragonEvent):
    """``seat`` completed a strength flight of ``strength``s: the ante cards and that much gold follow."""

    kind = "strength_flight"
    seat: int
    strength: int


@dataclass(frozen=True)
class StrengthFlightGold(DragonEvent):
    """``seat`` took ``gold`` from the stakes for a strength flight."""

    kind = "strength_flight_gold"
    seat: int
    gold: int


@dataclass(frozen=True)
class AnteTaken(DragonEvent):
    """``seat`` took ``cards`` of the ante into the hand, by ``source``: ``"bronze"`` or ``"strength_flight"``."""

    kind = "ante_taken"
    seat: int
    cards: tuple[str, ...]
    source: str


# -- powers -----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class GoldTaken(DragonEvent):
    """A power (Black, Blue's choice, Thief) took ``gold`` from the stakes for ``seat``."""

    kind = "gold_taken"
    seat: int
    host: str
    power: str
    gold: int


@dataclass(frozen=True)
class NoEvilDragon(DragonEvent):
    """Blue counted no evil dragon: nothing happens."""

    kind = "no_evil_dragon"
    seat: int
    host: str
    power: str


@dataclass(frozen=True)
class OpponentsPay(DragonEvent):
    """Blue's other choice: every opponent paid ``amount`` into the stakes."""

    kind = "opponents_pay"
    seat: int
    host: str
    power: str
    amount: int
    payments: tuple[Payment, ...]


@dataclass(frozen=True)
class CardHanded(DragonEvent):
    """Green or Brass of ``seat``: ``giver`` handed them a card (which stays secret)."""

    kind = "card_handed"
    seat: int
    host: str
    power: str
    giver: int


@dataclass(frozen=True)
class PaidInstead(DragonEvent):
    """Green or Brass of ``seat``: the victim paid 5 gold instead of handing a card over."""

    kind = "paid_instead"
    seat: int
    host: str
    power: str
    payment: Payment


@dataclass(frozen=True)
class PaidWithoutChoice(DragonEvent):
    """Green or Brass of ``seat``: the victim had no dragon it could hand over, so it paid 5 gold at once."""

    kind = "paid_without_choice"
    seat: int
    host: str
    power: str
    payment: Payment


@dataclass(frozen=True)
class CardPulled(DragonEvent):
    """Red: ``target`` paid ``seat`` (``payment``); a random card was pulled from their hand if ``pulled``."""

    kind = "card_pulled"
    seat: int
    host: str
    power: str
    target: int
    payment: Payment
    pulled: bool


@dataclass(frozen=True)
class MortalSeen(DragonEvent):
    """White saw a mortal in some flight (``gold`` taken) or, unless ``seen``, saw none."""

    kind = "mortal_seen"
    seat: int
    host: str
    power: str
    seen: bool
    gold: int


@dataclass(frozen=True)
class CopperSwapped(DragonEvent):
    """Copper was swapped for ``card`` from the draw pile (None: no card was left, it stays); ``triggers``:
    the newcomer has a power, which now runs."""

    kind = "copper_swapped"
    seat: int
    host: str
    power: str
    card: str | None
    triggers: bool


@dataclass(frozen=True)
class GoodDragonsDraw(DragonEvent):
    """Gold counted ``good`` good dragons and ``seat`` drew ``drew`` cards."""

    kind = "good_dragons_draw"
    seat: int
    host: str
    power: str
    good: int
    drew: int


@dataclass(frozen=True)
class SilverDraws(DragonEvent):
    """Silver: each of ``seats`` drew a card."""

    kind = "silver_draws"
    seat: int
    host: str
    power: str
    seats: tuple[int, ...]


@dataclass(frozen=True)
class BahamutCollects(DragonEvent):
    """Bahamut: every opponent mixing good and evil paid 10 gold (no payments: nobody mixes)."""

    kind = "bahamut_collects"
    seat: int
    host: str
    power: str
    payments: tuple[Payment, ...]


@dataclass(frozen=True)
class PowerCopied(DragonEvent):
    """``seat``'s ``host`` (Dracolich, Archmage) uses the power of ``card``; ``strength``: the copied card's
    strength, which the power compares with (Green, Brass, Dragonslayer), else None."""

    kind = "power_copied"
    seat: int
    host: str
    card: str
    strength: int | None = None


@dataclass(frozen=True)
class MortalPays(DragonEvent):
    """A mortal's fee into the stakes (Archmage, Dragonslayer, Druid, Priest, Princess, Fool), with what
    its power then does: the Princess calls on ``cards``; the Fool counts ``stronger`` flights and ``seat``
    draws ``drew`` cards."""

    kind = "mortal_pays"
    seat: int
    host: str
    power: str
    payment: Payment
    cards: tuple[str, ...] = ()
    stronger: int = 0
    drew: int = 0


@dataclass(frozen=True)
class DragonSlain(DragonEvent):
    """The Dragonslayer of ``seat`` sent ``card`` from ``owner``'s flight to the discard pile."""

    kind = "dragon_slain"
    seat: int
    host: str
    power: str
    card: str
    owner: int


@dataclass(frozen=True)
class CardThrownAway(DragonEvent):
    """The Thief made ``seat`` throw ``card`` away."""

    kind = "card_thrown_away"
    seat: int
    card: str


@dataclass(frozen=True)
class PrincessTriggers(DragonEvent):
    """``seat``'s Princess triggers ``card``'s power."""

    kind = "princess_triggers"
    seat: int
    card: str


@dataclass(frozen=True)
class NothingToChoose(DragonEvent):
    """A question with no possible answer: ``question`` is its kind (``copy``, ``slay``, ``discard``,
    ``princess``, ``bronze`` or ``grab``), ``host`` the card asking where there is one."""

    kind = "nothing_to_choose"
    seat: int
    question: str
    host: str | None


@dataclass(frozen=True)
class OnlyChoice(DragonEvent):
    """A question with a single possible answer, carried out at once: ``question`` is its kind, ``host`` the
    card asking where there is one, ``cards`` / ``target`` what the answer names."""

    kind = "only_choice"
    seat: int
    question: str
    host: str | None
    cards: tuple[str, ...]
    target: int | None


# -- the end of a gambit and of the game ----------------------------------------------------------------------
@dataclass(frozen=True)
class StakesEmptied(DragonEvent):
    """A take left the stakes empty: gambit ``gambit`` ends at once."""

    kind = "stakes_emptied"
    gambit: int


@dataclass(frozen=True)
class NoFlightMayWin(DragonEvent):
    """No flight may win under the god rules: the stakes stay for the next gambit."""

    kind = "no_flight_may_win"


@dataclass(frozen=True)
class FlightsTied(DragonEvent):
    """``seats`` tie at ``strength``: another round, or (``settled``) nobody has a card left and the stakes stay."""

    kind = "flights_tied"
    seats: tuple[int, ...]
    strength: int
    settled: bool


@dataclass(frozen=True)
class GambitWon(DragonEvent):
    """``winner`` won gambit ``gambit`` with the strongest (or ``weakest``) flight and took ``gold``."""

    kind = "gambit_won"
    winner: int
    gambit: int
    weakest: bool
    flight_strength: int
    gold: int


@dataclass(frozen=True)
class DebtRepaid(DragonEvent):
    """``seat`` repaid every debt in full."""

    kind = "debt_repaid"
    seat: int
    payments: tuple[Payment, ...]


@dataclass(frozen=True)
class DebtDefaulted(DragonEvent):
    """``seat`` cannot repay: they paid what they could (the rest of their gold into the stakes)."""

    kind = "debt_defaulted"
    seat: int
    payments: tuple[Payment, ...]


@dataclass(frozen=True)
class Eliminated(DragonEvent):
    """``seat`` could not pay their debts and is out."""

    kind = "eliminated"
    seat: int


@dataclass(frozen=True)
class GambitScored(DragonEvent):
    """Gambit ``gambit`` is on the scoresheet: by seat, its change of gold ``points``, the ``gold`` now, and the parts
    the change is made of (``state.PARTS``, each below zero for gold paid): the stakes ``won``, the ``ante``, cards
    ``bought``, special ``flights``, card ``powers``, ``debts`` (none for a gambit begun in a game stored before they
    were kept). ``players``: the seats that played it (not out before it)."""

    kind = "gambit_scored"
    gambit: int
    players: tuple[int, ...]
    points: tuple[int, ...]
    gold: tuple[int, ...]
    won: tuple[int, ...] = ()
    ante: tuple[int, ...] = ()
    bought: tuple[int, ...] = ()
    flights: tuple[int, ...] = ()
    powers: tuple[int, ...] = ()
    debts: tuple[int, ...] = ()

    def parts(self, seat: int) -> tuple[int, ...]:
        """``seat``'s parts in the order of ``state.PARTS`` (empty when they were not kept)."""
        if not self.won:
            return ()
        return tuple(part[seat] for part in (self.won, self.ante, self.bought, self.flights, self.powers, self.debts))


@dataclass(frozen=True)
class GameOver(DragonEvent):
    """The game ended after ``gambits`` gambits with ``gold`` by seat; ``winners`` share the first place."""

    kind = "game_over"
    gambits: int
    gold: tuple[int, ...]
    winners: tuple[int, ...]
    stakes_left: int = 0  # gold left in the stakes, which belongs to nobody


EVENT_TYPES: tuple[type[Event], ...] = (
    GambitStarted,
    AnteChosen,
    AnteTied,
    AnteRevealed,
    RoundStarted,
    CardPlayed,
    TurnSkipped,
    Reshuffled,
    CardsBought,
    ColourFlight,
    StrengthFlight,
    StrengthFlightGold,
    AnteTaken,
    GoldTaken,
    NoEvilDragon,
    OpponentsPay,
    CardHanded,
    PaidInstead,
    PaidWithoutChoice,
    CardPulled,
    MortalSeen,
    CopperSwapped,
    GoodDragonsDraw,
    SilverDraws,
    BahamutCollects,
    PowerCopied,
    MortalPays,
    DragonSlain,
    CardThrownAway,
    PrincessTriggers,
    NothingToChoose,
    OnlyChoice,
    StakesEmptied,
    NoFlightMayWin,
    FlightsTied,
    GambitWon,
    DebtRepaid,
    DebtDefaulted,
    Eliminated,
    GambitScored,
    GameOver,
)
