"""A heuristic player for Play of the Dragons.

It sees exactly what a human in the seat sees (``view``) and values every legal action in gold:

* the chance that the flight wins the stakes, estimated from the flights on the table, the cards
  still to be played and the god rules (weakest flight under the Druid);
* the gold or cards a triggered power is worth right now (taking from the stakes is worth little
  when the flight is likely to win them anyway);
* special flights: completing a colour or strength flight, and keeping pairs alive;
* what a card is worth in hand for later gambits (the ante gives up the least valuable card).

Answers to questions (Blue's choice, giving a card or paying, whom to target, what to copy, slay,
discard or take) use the same estimates.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from engine.play_of_the_dragons import moves
from engine.play_of_the_dragons.cards import CARDS, EVIL_COLOURS, HAND_LIMIT, ROUNDS, Card
from engine.play_of_the_dragons.views import SeatView, Special
from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, with_mistakes

AVERAGE_STRENGTH = 6.4  # mean strength of the 70 cards
CARD_WORTH = 2.5  # gold an extra card in hand is roughly worth


def choose(view: SeatView, legal: Sequence[str], rng: random.Random) -> str:
    """Pick one of ``legal`` for the seat that ``view`` belongs to."""
    if len(legal) == 1:
        return legal[0]
    table = Table(view)
    scored: list[tuple[float, str]] = []
    for action in legal:
        move = moves.parse(action)
        if isinstance(move, moves.Ante):
            scored.append((table.ante_score(move.card), action))
        elif isinstance(move, moves.Play):
            scored.append((table.play_score(move.card), action))
        else:
            assert view.pending is not None
            scored.append((table.answer(view.pending.kind, move), action))
    best = max(score for score, _ in scored)
    return rng.choice([action for score, action in scored if score >= best - 1e-9])


def is_good(card: Card) -> bool:
    return card.kind != "mortal" and card.alignment == "good"


def is_evil(card: Card) -> bool:
    return card.kind != "mortal" and card.alignment == "evil"


def can_win(flight: Sequence[Card]) -> bool:
    ids = {c.id for c in flight}
    if "bahamut" in ids and any(is_evil(c) for c in flight):
        return False
    return not ("tiamat" in ids and any(is_good(c) for c in flight))


def colour_groups(flight: Sequence[Card]) -> dict[str, list[int]]:
    """Strengths per colour, Tiamat counted in every evil colour."""
    groups: dict[str, list[int]] = {}
    for card in flight:
        if card.kind == "mortal":
            continue
        colours = EVIL_COLOURS if card.id == "tiamat" else (card.colour,) if card.colour else ()
        for colour in colours:
            groups.setdefault(colour, []).append(card.strength)
    return groups


def keep_value(card: Card) -> float:
    """Rough worth of holding ``card`` for later: strength wins flights, some powers pay well."""
    bonus = {
        "thief": 3,
        "bahamut": 3,
        "archmage": 2,
        "blue": 1.5,
        "bronze": 1.5,
        "gold": 1,
        "red": 1,
        "green": 1,
        "brass": 1,
        "dracolich": 1.5,
        "druid": 1,
        "tiamat": -1,  # Tiamat has no power: keyed by her id
    }
    return 1.0 + 0.35 * card.strength + bonus.get(card.power or card.id, 0.5)


class Table:
    """The view digested into what the estimates need."""

    def __init__(self, view: SeatView) -> None:
        assert view.seat is not None and view.hand is not None, "the AI plays a seat"
        self.view = view
        self.me: int = view.seat
        players = view.players
        self.active = [p.seat for p in players if not p.eliminated]
        self.opponents = [s for s in self.active if s != self.me]
        self.flights: dict[int, list[Card]] = {p.seat: [CARDS[c] for c in p.flight] for p in players}
        self.gold = {p.seat: p.gold for p in players}
        self.hand: list[Card] = [CARDS[c.card] for c in view.hand]
        self.triggers = {c.card: c.triggers for c in view.hand}
        self.stakes: int = view.stakes
        self.weakest = view.weakest_wins
        self.done = set(players[self.me].specials)
        self.antes = [CARDS[p.ante] for p in players if p.ante and view.phase != "ante"]
        self.plays_left = self._plays_left()

    def _plays_left(self) -> dict[int, int]:
        """Cards each seat will still add this gambit if no tie occurs (this turn included)."""
        view = self.view
        later = max(0, ROUNDS - view.round)
        n = view.seats
        order = [(view.leader + i) % n for i in range(n) if (view.leader + i) % n in self.active]
        current = view.turn if view.turn is not None else self.me
        pending = order[order.index(current) :] if current in order and view.phase == "play" else order
        return {s: later + (1 if s in pending else 0) for s in self.active}

    # -- estimates ------------------------------------------------------------------------
    def win_chance(self, flights: dict[int, list[Card]], plays_left: dict[int, int], hand: Sequence[Card]) -> float:
        """Chance that my flight takes the stakes, with my remaining plays taken from ``hand``."""
        if not can_win(flights[self.me]):
            return 0.0
        mine_left = plays_left[self.me]
        ranked = sorted((c.strength for c in hand), reverse=not self.weakest)[:mine_left]
        mine = sum(c.strength for c in flights[self.me]) + sum(ranked) + AVERAGE_STRENGTH * (mine_left - len(ranked))
        rivals = [
            sum(c.strength for c in flights[s]) + AVERAGE_STRENGTH * plays_left[s]
            for s in self.opponents
            if can_win(flights[s])
        ]
        if not rivals:
            return 1.0
        margin = (min(rivals) - mine) if self.weakest else (mine - max(rivals))
        spread = 2.0 + 3.0 * math.sqrt(sum(plays_left.values()))
        chance = 1.0 / (1.0 + math.exp(-margin / spread))
        return chance ** (1 + 0.15 * (len(rivals) - 1))

    def chance_now(self) -> float:
        return self.win_chance(self.flights, self.plays_left, self.hand)

    def stake_take(self, amount: int, chance: float) -> float:
        """Gold taken from the stakes is only a gain to the extent I would not win them anyway."""
        return min(amount, self.stakes) * (1.0 - chance)

    def room(self) -> int:
        return HAND_LIMIT - len(self.hand)

    # -- powers -----------------------------------------------------------------------------
    def power_value(self, key: str, host: Card, flight: list[Card], chance: float, depth: int = 0) -> float:
        """Gold-equivalent of ``key``'s power used from ``host`` with my flight being ``flight``."""
        others = [self.flights[s] for s in self.opponents]
        room = max(0, self.room())
        fee = -1.0
        if key == "black":
            return self.stake_take(2, chance)
        if key == "blue":
            x = sum(1 for c in flight if is_evil(c))
            return max(self.stake_take(x, chance), x * len(self.opponents) * (chance + 0.25))
        if key in {"green", "brass"}:
            return 4.0
        if key == "red":
            return 1.5 + (CARD_WORTH if room else 0)
        if key == "white":
            mortal = any(c.kind == "mortal" for f in [flight, *others] for c in f)
            return self.stake_take(3, chance) if mortal else 0.0
        if key == "bronze":
            return CARD_WORTH * min(2, len(self.antes), room)
        if key == "copper":
            return 2.5 + 0.3 * (AVERAGE_STRENGTH - host.strength) * (-1 if self.weakest else 1)
        if key == "gold":
            return CARD_WORTH * min(room, sum(1 for c in flight if is_good(c)))
        if key == "silver":
            rivals = sum(1 for f in others if any(is_good(c) for c in f))
            return (CARD_WORTH if room else 0) - 0.5 * CARD_WORTH * rivals
        if key == "bahamut":
            mixed = sum(1 for f in others if any(is_good(c) for c in f) and any(is_evil(c) for c in f))
            return 15.0 * mixed
        if key == "dracolich" and depth == 0:
            values = [
                self.power_value(c.power or "", host, flight, chance, 1)
                for f in [flight, *others]
                for c in f
                if is_evil(c) and c.id not in {"dracolich", "tiamat"}
            ]
            return max(values, default=0.0)
        if key == "archmage" and depth == 0:
            values = [self.power_value(c.power or "", host, flight, chance, 1) for c in self.antes if c.id != "tiamat"]
            return fee + max(values, default=0.0)
        if key == "dragonslayer":
            weak = [c for f in others for c in f if c.kind != "mortal" and c.strength < host.strength]
            return fee + (0.15 * self.stakes if weak and not self.weakest else 0.0)
        if key == "thief":
            return self.stake_take(7, chance) - 0.5 * CARD_WORTH
        if key == "druid":
            flipped = Table(self.view)
            flipped.weakest = not self.weakest
            gain = flipped.win_chance({**self.flights, self.me: flight}, self.plays_left, self.hand) - chance
            return fee + gain * self.stakes
        if key == "priest":
            return fee + (1.5 if self.view.round < ROUNDS else 0.0)
        if key == "princess" and depth == 0:
            return fee + sum(self.power_value(c.power or "", c, flight, chance, 1) for c in flight if is_good(c))
        if key == "fool":
            mine = sum(c.strength for c in flight)
            stronger = sum(1 for f in others if sum(c.strength for c in f) > mine)
            return fee + CARD_WORTH * min(room, stronger)
        return 0.0

    def special_value(self, flight: list[Card], card: Card) -> float:
        """Bonus for a colour or strength flight completed by ``card``, or a pair started."""
        value = 0.0
        before = colour_groups(flight[:-1])
        for colour, group in colour_groups(flight).items():
            if Special(colour=colour) in self.done or colour not in colour_groups([card]):
                continue
            if len(group) >= 3 > len(before.get(colour, [])):
                value += 1.3 * sorted(group, reverse=True)[1] * len(self.opponents)
            elif len(group) == 2 and self.plays_left[self.me] > 1:
                value += 1.5
        if card.kind != "mortal":
            same = sum(1 for c in flight if c.kind != "mortal" and c.strength == card.strength)
            if same >= 3 and Special(strength=card.strength) not in self.done:
                value += min(card.strength, self.stakes) * 0.7 + CARD_WORTH * min(len(self.antes), self.room())
        return value

    # -- actions ----------------------------------------------------------------------------------
    def play_score(self, card_id: str) -> float:
        card = next(c for c in self.hand if c.id == card_id)
        flight = [*self.flights[self.me], card]
        rest = [c for c in self.hand if c.id != card_id]
        plays_left = {**self.plays_left, self.me: max(0, self.plays_left[self.me] - 1)}
        chance = self.win_chance({**self.flights, self.me: flight}, plays_left, rest)
        score = chance * self.stakes
        if self.triggers[card_id]:
            score += self.power_value(card.power or "", card, flight, chance)
        score += self.special_value(flight, card)
        score -= 0.25 * keep_value(card)
        # a low card makes it harder for the next player to trigger a power
        score -= 0.08 * card.strength
        return score

    def ante_score(self, card_id: str) -> float:
        card = next(c for c in self.hand if c.id == card_id)
        score = -keep_value(card)
        rest = [c for c in self.hand if c.id != card_id]
        pairs = colour_groups(rest)
        if card.colour and len(pairs.get(card.colour, [])) >= 1:
            score -= 1.0  # keep colour partners together
        if self.gold[self.me] < card.strength:
            score -= card.strength  # do not raise an ante we cannot pay
        return score

    def answer(self, kind: str, answer: moves.Answer) -> float:
        """Score one answer to the pending question."""
        chance = self.chance_now()
        flight = self.flights[self.me]
        card = self._find(answer)
        word = answer.word if isinstance(answer, moves.ChooseWord) else None
        if kind == "blue":
            x = sum(1 for c in flight if is_evil(c))
            return self.stake_take(x, chance) if word == "take" else x * len(self.opponents) * (chance + 0.25)
        if kind == "give":
            if word == "pay":
                return -5.0 - (10.0 if self.gold[self.me] < 5 else 0.0)
            return -1.2 * keep_value(card) - 1.0
        if kind == "target":
            assert isinstance(answer, moves.ChooseSeat)
            return self.gold[answer.seat] + 0.5 * len(self.flights[answer.seat])
        if kind == "copy":
            return self.power_value(card.power or "", flight[-1], flight, chance, 1)
        if kind == "slay":
            flights = {s: [c for c in f if c.id != card.id] for s, f in self.flights.items()}
            return self.win_chance(flights, self.plays_left, self.hand) * self.stakes - 0.1 * card.strength
        if kind == "discard":
            return -keep_value(card)
        if kind == "princess":
            return self.power_value(card.power or "", card, flight, chance, 1)
        # bronze / grab: take the most useful card
        return keep_value(card)

    def _find(self, answer: moves.Answer) -> Card:
        """The one card an answer names, or a blank stand-in for answers such as ``pay``, ``seat2`` or several cards."""
        if isinstance(answer, moves.ChooseCards) and len(answer.cards) == 1:
            for place in [self.hand, self.antes, *self.flights.values()]:
                for card in place:
                    if card.id == answer.cards[0]:
                        return card
        return Card(moves.answer_value(answer), "mortal", None, None, 0, None)


def play(view: SeatView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL) -> str:
    """The AI at ``level``: easy errs now and then, normal is :func:`choose`, hard searches (see
    :mod:`engine.play_of_the_dragons.search` for the decisions where it falls back to :func:`choose`)."""
    if level == "easy":
        return with_mistakes(choose, view, legal, rng)
    if level == "hard":
        from engine.play_of_the_dragons.search import choose as search

        return search(view, legal, rng)
    return choose(view, legal, rng)
