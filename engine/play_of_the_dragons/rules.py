"""Play of the Dragons: the original 70-card Three-Dragon Ante for 2–6 players.

The authority is the seed ``play-of-the-dragons.txt``, the "Play of the Dragons" section of
``DECISIONS.md`` and section 5 of ``research.md``. The cards live in ``data/play_of_the_dragons.json``;
their powers are the ``_power_<key>`` methods below, keyed by each card's ``power`` field.

How a gambit runs here
    Ante: every seat secretly picks a card (``ante:<card>``); once all have picked they are revealed.
    If every ante value is shared, the ante cards are discarded, everyone draws one card and antes
    again without paying. Otherwise everyone pays the highest value into the stakes and the highest
    untied ante leads round 1. Each round every seat plays one card into its flight (``play:<card>``),
    clockwise from the leader. After round 3 the strongest flight (the weakest once the Druid has
    triggered) among those the god rules allow to win takes the stakes; a tie adds another full round.

Pending decisions
    Powers are run from a small stack of tasks kept in the state. A task that needs somebody's answer
    waits on top of the stack with its options; that seat is the only one to act and answers with
    ``choose:<value>`` (a card id, a seat as ``seat<n>``, ``take``, ``others`` or ``pay``). A question
    with a single possible answer is answered automatically.

Choices made where the sources are silent (a demanding player's reading of the original rules)
    * Powers are compulsory: whatever can be carried out is carried out.
    * A copied power (Dracolich, Archmage) acts as if printed on the copying card, so "this card"
      means the Dracolich or the Archmage: its strength is the one compared (Green, Brass,
      Dragonslayer) and a copied Copper swaps the copying card away. A copied mortal power includes
      its 1 gold payment. Tiamat has no power, so she cannot be copied.
    * Green and Brass: handing over a card is only possible when the victim holds a qualifying dragon
      and the power's owner has room under the hand limit; otherwise the victim pays 5 gold.
    * Red and Brass pick "the opponent with the strongest flight"; the power's owner breaks ties.
      Red's victim pays 1 gold even when no card can be taken.
    * Bronze takes the weakest ante cards one by one; among equally weak cards the owner chooses.
    * Princess triggers the good dragons in the flight when she triggers, in the owner's order, and
      skips any that have left the flight by the time their turn comes.
    * Copper's newcomer counts as the card just played for the next player's trigger test and for
      the round's strongest card. With no card left to draw the Copper simply stays.
    * The round's strongest card is judged on the cards as played; a later Dragonslayer removal does
      not change the next leader. Removals never refund a special-flight bonus.
    * Special flights are checked for the player who just played, after the card's power. Tiamat
      counts in every evil colour group (and as a 13 for strength flights); the Dracolich has no
      colour. A colour flight pays the second-strongest card of the group from every opponent. A
      strength flight first takes the ante cards (one by one, the player's choice when they do not
      all fit under the hand limit), then that much gold from the stakes. Each colour and each
      strength pays a player at most once per gambit.
    * Whenever a take leaves the stakes empty, the gambit ends at once: any answer still awaited,
      bonus or turn is skipped and nobody wins the (empty) stakes. If no flight may win under the
      god rules, or a tie cannot be broken because nobody has a card left, the stakes stay in the
      middle for the next gambit.
    * Buying cards: at the end of every turn and after the ante is revealed, each player with an empty
      hand turns over the top card of the draw pile, pays its strength into the stakes, discards it
      and draws 4. A player who still holds nothing (both piles empty) sits out the turn.
    * When the draw pile runs out, the discard pile is shuffled into a new one (seeded by the number
      of shuffles so far); with both empty, draws simply stop.
    * Debts: a payer pays what they can and owes the rest to the payee (a player or the stakes).
      Debts are settled after the stakes are awarded: whoever can repay in full does so (repeated until
      nothing changes), debts to the stakes feed the next gambit's stakes. Whoever still cannot pays
      what they can and is eliminated; their debts to other eliminated players are cancelled and any
      gold they keep goes to the stakes.
    * After each gambit the remaining players draw 2 cards (never above 10) from the gambit's winner
      (or the last leader) clockwise.
    * The game ends after a gambit in which an active player has no gold (or someone was eliminated,
      which leaves them with none), or after ``gambits`` gambits, or when fewer than 2 players remain.
      Most gold wins and equal gold shares the placement; eliminated players rank below everybody
      still in, later eliminations above earlier ones.

Events never name a card that is hidden in a hand (cards drawn, handed over or pulled at random);
cards that go face up (ante, flights, the Thief's discard, a bought card) are named.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.play_of_the_dragons.ai import choose
from engine.protocol import Engine, Event, IllegalAction, Option, SeatResult, View, placements

_DATA = json.loads((Path(__file__).resolve().parents[2] / "data" / "play_of_the_dragons.json").read_text("utf-8"))
CARDS: dict[str, dict[str, Any]] = {card["id"]: card for card in _DATA["cards"]}
HAND_SIZE: int = _DATA["hand_size"]
HAND_LIMIT: int = _DATA["hand_limit"]
EVIL_COLOURS = tuple(c["id"] for c in _DATA["colours"] if c["alignment"] == "evil")
COLOURS = tuple(c["id"] for c in _DATA["colours"])
ROUNDS = 3
STAKES = -1  # the creditor of a debt owed to the stakes
LOG_LENGTH = 20


def strength(card: str) -> int:
    return CARDS[card]["strength"]


def label(card: str) -> str:
    """A card's display name, with its strength for the coloured dragons."""
    data = CARDS[card]
    return f"{data['name']} {data['strength']}" if data["colour"] else data["name"]


def is_dragon(card: str) -> bool:
    return CARDS[card]["kind"] != "mortal"


def is_good(card: str) -> bool:
    return is_dragon(card) and CARDS[card]["alignment"] == "good"


def is_evil(card: str) -> bool:
    return is_dragon(card) and CARDS[card]["alignment"] == "evil"


def has_power(card: str) -> bool:
    """Whether the card has a power to trigger or copy (Tiamat has none)."""
    return hasattr(PlayOfTheDragons, f"_power_{CARDS[card]['power']}")


def flight_strength(flight: Sequence[str]) -> int:
    return sum(strength(c) for c in flight)


def can_win(flight: Sequence[str]) -> bool:
    """The god rules: Bahamut beside an evil dragon, or Tiamat beside a good one, cannot win."""
    if "bahamut" in flight and any(is_evil(c) for c in flight):
        return False
    return not ("tiamat" in flight and any(is_good(c) for c in flight))


def _highest_untied(entries: Sequence[tuple[int, int]]) -> int | None:
    """The seat holding the highest value that nobody else shares, from ``(value, seat)`` pairs."""
    counts = Counter(value for value, _ in entries)
    untied = [(value, seat) for value, seat in entries if counts[value] == 1]
    return max(untied)[1] if untied else None


@dataclass
class State:
    seats: int
    options: dict[str, Any]
    seed: int
    deck: list[str]  # draw pile, top card last
    discard: list[str]
    hands: list[list[str]]
    gold: list[int]
    stakes: int = 0
    debts: list[list[int]] = field(default_factory=list)  # [debtor, creditor or STAKES, amount]
    out: list[int] = field(default_factory=list)  # 0 while playing, else the gambit that eliminated the seat
    phase: str = "ante"  # "ante", "play" or "over"
    gambit: int = 1
    round: int = 0
    leader: int = 0
    antes: list[str | None] = field(default_factory=list)
    order: list[int] = field(default_factory=list)  # seats of this round in playing order
    turn: int = 0  # index into ``order`` of the seat whose card is awaited
    plays: list[list[Any]] = field(default_factory=list)  # [seat, card] played this round
    last: str | None = None  # the card the next play is compared with
    flights: list[list[str]] = field(default_factory=list)
    weakest_wins: bool = False
    priest: int | None = None
    specials: list[list[str]] = field(default_factory=list)  # special flights already paid, per seat
    tasks: list[dict[str, Any]] = field(default_factory=list)
    emptied: bool = False
    shuffles: int = 0
    picks: int = 0  # random hand picks so far (Red)
    log: list[str] = field(default_factory=list)
    sheet: list[list[int]] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)


def _cards(count: int) -> str:
    return "a card" if count == 1 else f"{count} cards"


def _event(events: list[Event], kind: str, text: str, **extra: Any) -> None:
    events.append({"type": kind, "text": text, **extra})


class PlayOfTheDragons(Engine[State, View]):
    id = "play-of-the-dragons"
    state_type = State
    title = "Play of the Dragons"
    min_seats = 2
    max_seats = 6
    options = (
        Option("start_gold", "Starting gold", 50, "Gold each player starts with.", minimum=1, maximum=1000),
        Option(
            "gambits",
            "Gambits",
            0,
            "0: play until a gambit ends with a player out of gold; otherwise the number of gambits to play.",
            minimum=0,
            maximum=50,
            meanings=((0, "until someone is out of gold"),),
        ),
        Option(
            "lead_tie_keeps_leader",
            "Lead ties keep the leader",
            False,
            "If the strongest card of a round is tied, the round's leader leads again (the French wording) "
            "instead of the strongest untied card taking the lead.",
        ),
    )

    # -- lifecycle -----------------------------------------------------------------
    def new_state(self, seats: int, options: Mapping[str, Any], seed: int) -> State:
        self.check_seats(seats)
        opts = self.resolve_options(options, seats)
        deck = list(CARDS)
        random.Random(f"{seed}:deck").shuffle(deck)
        hands: list[list[str]] = [[] for _ in range(seats)]
        for _ in range(HAND_SIZE):
            for hand in hands:
                hand.append(deck.pop())
        state = State(
            seats=seats,
            options=opts,
            seed=seed,
            deck=deck,
            discard=[],
            hands=hands,
            gold=[opts["start_gold"]] * seats,
            out=[0] * seats,
            antes=[None] * seats,
            flights=[[] for _ in range(seats)],
            specials=[[] for _ in range(seats)],
        )
        state.log.append("Gambit 1: everyone chooses an ante card.")
        return state

    def to_act(self, state: State) -> list[int]:
        if state.phase == "over":
            return []
        if state.tasks:
            return [state.tasks[-1]["seat"]]
        if state.phase == "ante":
            return [s for s in self._active(state) if state.hands[s] and state.antes[s] is None]
        return [state.order[state.turn]]

    def legal_actions(self, state: State, seat: int) -> list[str]:
        if seat not in self.to_act(state):
            return []
        if state.tasks:
            return [f"choose:{value}" for value, _ in state.tasks[-1]["options"]]
        verb = "ante" if state.phase == "ante" else "play"
        return [f"{verb}:{card}" for card in self._sorted(state.hands[seat])]

    def apply(self, state: State, seat: int, action: str) -> list[Event]:
        self._validate(state, seat, action)
        events: list[Event] = []
        verb, _, arg = action.partition(":")
        if verb == "ante":
            state.hands[seat].remove(arg)
            state.antes[seat] = arg
            _event(events, "ante", f"{{s{seat}}} has chosen an ante card.", seat=seat)
        elif verb == "play":
            self._play(state, seat, arg, events)
        else:
            task = state.tasks.pop()
            del task["options"]
            self._resolve(state, task, arg, events)
        self._run(state, events)
        state.log = (state.log + [e["text"] for e in events])[-LOG_LENGTH:]
        return events

    def _validate(self, state: State, seat: int, action: str) -> None:
        """Refuse ``action`` with a message that says why; nothing has been changed yet."""
        if state.phase == "over":
            raise IllegalAction("the game is over")
        if not 0 <= seat < state.seats:
            raise IllegalAction(f"there is no seat {seat}")
        if seat not in self.to_act(state):
            if state.tasks:
                raise IllegalAction(f"waiting for {{s{state.tasks[-1]['seat']}}} to answer a power")
            if state.phase == "ante" and state.antes[seat] is not None:
                raise IllegalAction("you have already chosen your ante card")
            raise IllegalAction("it is not your turn")
        if action in self.legal_actions(state, seat):
            return
        verb, _, arg = action.partition(":")
        if state.tasks:
            raise IllegalAction(f"answer the pending question first ({self._prompt(state, state.tasks[-1])})")
        expected = "ante" if state.phase == "ante" else "play"
        if verb != expected:
            raise IllegalAction(f"now is the time to {expected} a card ({expected}:<card>)")
        if arg not in CARDS:
            raise IllegalAction(f"there is no card {arg!r}")
        raise IllegalAction(f"you do not hold {label(arg)}")

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def results(self, state: State) -> list[SeatResult]:
        keys = [state.gold[s] if not state.out[s] else state.out[s] - 10_000 for s in range(state.seats)]
        ranks = placements(keys)
        return [SeatResult(seat=s, placement=ranks[s], score=state.gold[s]) for s in range(state.seats)]

    def scoresheet(self, state: State) -> list[list[int]]:
        return [list(row) for row in state.sheet]

    def ai_action(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        return choose(view, legal, rng)

    # -- views -----------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        """What ``seat`` may know (``None``: a spectator).

        Cards appear as the data's card dicts plus ``label``; the seat's own ``hand`` adds ``triggers``
        (its power would trigger if played now). ``players`` holds every seat's public side: gold,
        debts, hand size, flight and its strength, whether the god rules let it win, the ante card
        (``None`` until revealed, except one's own), special flights scored and elimination.
        ``pending`` is this seat's open question with its options (``action`` / ``label``, labels
        name seats as ``{s0}``); ``waiting`` says publicly whose question is open.
        """
        revealed = state.phase != "ante"
        players = []
        for s in range(state.seats):
            ante = state.antes[s]
            players.append(
                {
                    "seat": s,
                    "gold": state.gold[s],
                    "debt": sum(d[2] for d in state.debts if d[0] == s),
                    "debts": [
                        {"to": None if d[1] == STAKES else d[1], "amount": d[2]} for d in state.debts if d[0] == s
                    ],
                    "hand_size": len(state.hands[s]),
                    "flight": [self._card_view(c) for c in state.flights[s]],
                    "flight_strength": flight_strength(state.flights[s]),
                    "can_win": can_win(state.flights[s]),
                    "anted": ante is not None,
                    "ante": self._card_view(ante) if ante and (revealed or s == seat) else None,
                    "specials": list(state.specials[s]),
                    "eliminated": bool(state.out[s]),
                }
            )
        waiting = None
        pending = None
        if state.tasks:
            task = state.tasks[-1]
            waiting = {"seat": task["seat"], "kind": task["t"], "prompt": self._prompt(state, task)}
            if task["seat"] == seat:
                options = [{"action": f"choose:{value}", "label": text} for value, text in task["options"]]
                pending = {**waiting, "options": options}
        hand = None
        if seat is not None:
            hand = [
                {**self._card_view(c), "triggers": self._would_trigger(state, c)}
                for c in self._sorted(state.hands[seat])
            ]
        return {
            "game": self.id,
            "seat": seat,
            "seats": state.seats,
            "options": dict(state.options),
            "phase": state.phase,
            "gambit": state.gambit,
            "round": state.round,
            "stakes": state.stakes,
            "leader": state.leader,
            "turn": state.order[state.turn] if state.phase == "play" and not state.tasks else None,
            "to_act": self.to_act(state),
            "previous_strength": strength(state.last) if state.last else None,
            "weakest_wins": state.weakest_wins,
            "priest": state.priest,
            "deck_size": len(state.deck),
            "discard_size": len(state.discard),
            "players": players,
            "hand": hand,
            "pending": pending,
            "waiting": waiting,
            "log": list(state.log),
            "scoresheet": self.scoresheet(state),
            "finished": state.phase == "over",
            "winners": list(state.winners),
        }

    @staticmethod
    def _card_view(card: str) -> dict[str, Any]:
        return {**CARDS[card], "label": label(card)}

    @staticmethod
    def _would_trigger(state: State, card: str) -> bool:
        if state.phase != "play" or not has_power(card):
            return False
        return state.last is None or strength(card) <= strength(state.last)

    # -- small helpers -----------------------------------------------------------------
    @staticmethod
    def _sorted(cards: Sequence[str]) -> list[str]:
        return sorted(cards, key=lambda c: (strength(c), c))

    @staticmethod
    def _active(state: State) -> list[int]:
        return [s for s in range(state.seats) if not state.out[s]]

    def _clockwise(self, state: State, first: int) -> list[int]:
        """Active seats starting at ``first`` (or the next active seat after it) and going clockwise."""
        return [(first + i) % state.seats for i in range(state.seats) if not state.out[(first + i) % state.seats]]

    def _opponents(self, state: State, seat: int) -> list[int]:
        return [s for s in self._clockwise(state, seat) if s != seat]

    def _owner(self, state: State, card: str) -> int:
        return next(s for s in range(state.seats) if card in state.flights[s])

    def _pop_deck(self, state: State, events: list[Event]) -> str | None:
        if not state.deck:
            if not state.discard:
                return None
            state.deck, state.discard = state.discard, []
            random.Random(f"{state.seed}:reshuffle:{state.shuffles}").shuffle(state.deck)
            state.shuffles += 1
            _event(events, "reshuffle", "The discard pile is shuffled into a new draw pile.")
        return state.deck.pop()

    def _draw(self, state: State, seat: int, count: int, events: list[Event]) -> int:
        """Draw up to ``count`` cards, stopping at the hand limit or when no card is left."""
        drawn = 0
        while drawn < count and len(state.hands[seat]) < HAND_LIMIT:
            card = self._pop_deck(state, events)
            if card is None:
                break
            state.hands[seat].append(card)
            drawn += 1
        return drawn

    def _pay(self, state: State, payer: int, payee: int, amount: int) -> str:
        """Move ``amount`` gold to ``payee`` (a seat or STAKES); what is missing becomes a debt."""
        paid = min(state.gold[payer], amount)
        state.gold[payer] -= paid
        if payee == STAKES:
            state.stakes += paid
        else:
            state.gold[payee] += paid
        where = "into the stakes" if payee == STAKES else f"to {{s{payee}}}"
        short = amount - paid
        if not short:
            return f"{{s{payer}}} pays {paid} gold {where}"
        for debt in state.debts:
            if debt[0] == payer and debt[1] == payee:
                debt[2] += short
                break
        else:
            state.debts.append([payer, payee, short])
        return f"{{s{payer}}} pays {paid} gold {where} and owes {short} more"

    @staticmethod
    def _take(state: State, seat: int, amount: int) -> int:
        """Take up to ``amount`` from the stakes; leaving them empty ends the gambit."""
        got = min(amount, state.stakes)
        state.stakes -= got
        state.gold[seat] += got
        if state.stakes == 0:
            state.emptied = True
        return got

    # -- the flow of play ------------------------------------------------------------------
    def _run(self, state: State, events: list[Event]) -> None:
        """Carry out everything that needs nobody's input, up to the next question or turn."""
        while state.phase != "over":
            if state.emptied:
                state.emptied = False
                state.tasks = []
                _event(events, "gambit", f"The stakes are empty: gambit {state.gambit} ends at once.")
                self._end_gambit(state, None, events)
            elif state.tasks:
                if "options" in state.tasks[-1]:
                    return
                self._step(state, state.tasks.pop(), events)
            elif state.phase == "ante":
                if self.to_act(state):
                    return
                self._reveal(state, events)
            elif state.turn < len(state.order):
                seat = state.order[state.turn]
                if state.hands[seat]:
                    return
                _event(events, "skip", f"{{s{seat}}} has no card to play and sits out this turn.", seat=seat)
                state.turn += 1
            else:
                self._end_round(state, events)

    def _reveal(self, state: State, events: list[Event]) -> None:
        anted = [(strength(c), s) for s, c in enumerate(state.antes) if c]
        shown = ", ".join(f"{{s{s}}} {label(c)}" for s, c in enumerate(state.antes) if c)
        leader = _highest_untied(anted)
        if leader is None:
            _event(
                events,
                "ante",
                f"Ante cards: {shown}. Every value is tied: the cards are discarded, everyone "
                "draws a card and antes again.",
            )
            state.discard += [c for c in state.antes if c]
            state.antes = [None] * state.seats
            for s in self._clockwise(state, state.leader):
                self._draw(state, s, 1, events)
            return
        top = max(value for value, _ in anted)
        paid = "; ".join(self._pay(state, s, STAKES, top) for s in self._clockwise(state, leader))
        _event(events, "ante", f"Ante cards: {shown}. Everyone antes {top} gold: {paid}.", leader=leader, ante=top)
        state.phase = "play"
        state.leader = leader
        self._restock(state, leader, events)
        self._start_round(state, "highest untied ante", events)

    def _start_round(self, state: State, why: str, events: list[Event]) -> None:
        state.round += 1
        state.order = self._clockwise(state, state.leader)
        state.turn = 0
        state.plays = []
        state.last = None
        extra = " (an extra round to break the tie)" if state.round > ROUNDS else ""
        _event(
            events,
            "round",
            f"Round {state.round}{extra}: {{s{state.leader}}} leads ({why}).",
            round=state.round,
            leader=state.leader,
        )

    def _play(self, state: State, seat: int, card: str, events: list[Event]) -> None:
        triggers = has_power(card) and (state.last is None or strength(card) <= strength(state.last))
        state.hands[seat].remove(card)
        state.flights[seat].append(card)
        state.plays.append([seat, card])
        state.last = card
        state.tasks.append({"t": "next", "seat": seat})
        state.tasks.append({"t": "specials", "seat": seat})
        if triggers:
            state.tasks.append({"t": "power", "seat": seat, "key": CARDS[card]["power"], "host": card})
            note = "its power triggers"
        else:
            note = "it has no power" if not has_power(card) else "too strong to trigger its power"
        total = flight_strength(state.flights[seat])
        _event(
            events,
            "play",
            f"{{s{seat}}} plays {label(card)} ({note}); flight strength {total}.",
            seat=seat,
            card=card,
            triggered=triggers,
        )

    def _restock(self, state: State, first: int, events: list[Event]) -> None:
        """Every player without a card buys: flip the top card, pay its strength, draw 4."""
        for s in self._clockwise(state, first):
            if state.hands[s]:
                continue
            card = self._pop_deck(state, events)
            if card is None:
                continue
            state.discard.append(card)
            paid = self._pay(state, s, STAKES, strength(card))
            drawn = self._draw(state, s, 4, events)
            _event(
                events,
                "buy",
                f"{{s{s}}} is out of cards and buys: {label(card)} is turned over, {paid}, and draws {_cards(drawn)}.",
                seat=s,
                card=card,
            )

    def _round_leader(self, state: State) -> tuple[int, str]:
        """Who leads the next round and why: the strongest card, with ties as the options say."""
        played = [(strength(card), seat) for seat, card in state.plays]
        if state.priest is not None:
            return state.priest, "the Priest's call"
        if played and state.options["lead_tie_keeps_leader"]:
            best = max(played)[0]
            holders = [seat for value, seat in played if value == best]
            if len(holders) == 1:
                return holders[0], "strongest card of the round"
        elif played:
            untied = _highest_untied(played)
            if untied is not None:
                return untied, "strongest untied card of the round"
        return state.leader, "the strongest card is tied, so the leader keeps the lead"

    def _end_round(self, state: State, events: list[Event]) -> None:
        following, why = self._round_leader(state)
        state.priest = None
        if state.round >= ROUNDS:
            active = self._active(state)
            eligible = [s for s in active if can_win(state.flights[s])]
            if not eligible:
                _event(events, "gambit", "No flight may win under the god rules; the stakes stay for the next gambit.")
                self._end_gambit(state, None, events)
                return
            totals = {s: flight_strength(state.flights[s]) for s in eligible}
            best = min(totals.values()) if state.weakest_wins else max(totals.values())
            tied = [s for s in eligible if totals[s] == best]
            if len(tied) == 1:
                self._end_gambit(state, tied[0], events)
                return
            names = ", ".join(f"{{s{s}}}" for s in tied)
            if not any(state.hands[s] for s in active):
                _event(
                    events,
                    "gambit",
                    f"{names} tie at {best} and nobody has a card left; the stakes stay for the next gambit.",
                )
                self._end_gambit(state, None, events)
                return
            _event(events, "tie", f"{names} tie at {best}: everyone plays another round.")
        state.leader = following
        self._start_round(state, why, events)

    def _end_gambit(self, state: State, winner: int | None, events: list[Event]) -> None:
        state.tasks = []
        if winner is not None:
            won = state.stakes
            state.gold[winner] += won
            state.stakes = 0
            mode = "weakest" if state.weakest_wins else "strongest"
            total = flight_strength(state.flights[winner])
            _event(
                events,
                "gambit",
                f"{{s{winner}}} wins gambit {state.gambit} with the {mode} flight ({total}) and takes {won} gold.",
                winner=winner,
                gold=won,
            )
        eliminated = self._settle_debts(state, events)
        for s in eliminated:
            state.out[s] = state.gambit
            state.discard += state.hands[s]
            state.hands[s] = []
            _event(events, "eliminated", f"{{s{s}}} cannot pay their debts and is eliminated.", seat=s)
        state.sheet.append(list(state.gold))
        active = self._active(state)
        limit = state.options["gambits"]
        broke = bool(eliminated) or any(state.gold[s] == 0 for s in active)
        if (state.gambit >= limit if limit else broke) or len(active) < 2:
            self._finish(state, events)
            return
        for flight in state.flights:
            state.discard += flight
            flight.clear()
        state.discard += [c for c in state.antes if c]
        state.antes = [None] * state.seats
        for s in self._clockwise(state, state.leader if winner is None else winner):
            self._draw(state, s, 2, events)
        state.gambit += 1
        state.phase = "ante"
        state.round = 0
        state.order = []
        state.turn = 0
        state.plays = []
        state.last = None
        state.weakest_wins = False
        state.priest = None
        state.specials = [[] for _ in range(state.seats)]
        _event(events, "gambit", f"Gambit {state.gambit}: everyone draws 2 cards and chooses an ante card.")

    def _settle_debts(self, state: State, events: list[Event]) -> list[int]:
        """Repay what can be repaid in full; return the seats that cannot (they pay what they can)."""
        changed = True
        while changed:
            changed = False
            for debtor in sorted({d[0] for d in state.debts}):
                mine = [d for d in state.debts if d[0] == debtor]
                owed = sum(d[2] for d in mine)
                if state.gold[debtor] < owed:
                    continue
                texts = [self._pay(state, debtor, d[1], d[2]) for d in mine]
                state.debts = [d for d in state.debts if d[0] != debtor]
                _event(events, "debt", "Debt repaid: " + "; ".join(texts) + ".", seat=debtor)
                changed = True
        broke = sorted({d[0] for d in state.debts})
        for debtor in broke:
            texts = []
            for _, creditor, amount in (d for d in state.debts if d[0] == debtor):
                if creditor in broke or not state.gold[debtor]:
                    continue
                paid = min(amount, state.gold[debtor])
                texts.append(self._pay(state, debtor, creditor, paid))
            if state.gold[debtor]:
                texts.append(self._pay(state, debtor, STAKES, state.gold[debtor]))
            if texts:
                _event(events, "debt", "; ".join(texts) + ".", seat=debtor)
        state.debts = []
        return broke

    def _finish(self, state: State, events: list[Event]) -> None:
        state.phase = "over"
        state.tasks = []
        state.winners = [r.seat for r in self.results(state) if r.placement == 1]
        gold = ", ".join(f"{{s{s}}} {state.gold[s]}" for s in range(state.seats))
        names = " and ".join(f"{{s{s}}}" for s in state.winners)
        won = "wins" if len(state.winners) == 1 else "share the win"
        _event(
            events,
            "game_over",
            f"Game over after {state.gambit} gambits. Gold: {gold}. {names} {won}.",
            winners=list(state.winners),
        )

    # -- tasks -------------------------------------------------------------------------------
    def _step(self, state: State, task: dict[str, Any], events: list[Event]) -> None:
        kind = task["t"]
        if kind == "power":
            getattr(self, f"_power_{task['key']}")(state, task["seat"], task["host"], events)
        elif kind == "specials":
            self._check_specials(state, task["seat"], events)
        elif kind == "take":
            got = self._take(state, task["seat"], task["amount"])
            _event(
                events,
                "flight",
                f"{{s{task['seat']}}} takes {got} gold from the stakes (strength flight).",
                seat=task["seat"],
            )
        elif kind == "next":
            self._restock(state, task["seat"], events)
            state.turn += 1
        else:
            options = self._options(state, task)
            if len(options) == 1:
                self._resolve(state, task, options[0][0], events)
            elif options:
                task["options"] = options
                state.tasks.append(task)
            else:
                self._nothing(state, task, events)

    def _options(self, state: State, task: dict[str, Any]) -> list[list[str]]:
        """The possible answers ``[value, label]`` to a question, computed when it comes up."""
        kind, seat = task["t"], task["seat"]
        if kind == "blue":
            x = task["x"]
            return [
                ["take", f"Take {x} gold from the stakes"],
                ["others", f"Every opponent pays {x} gold into the stakes"],
            ]
        if kind == "give":
            receiver, than = task["to"], strength(task["host"])
            if task["key"] == "green":
                fits = [c for c in state.hands[seat] if is_evil(c) and strength(c) < than]
            else:
                fits = [c for c in state.hands[seat] if is_good(c) and strength(c) > than]
            if len(state.hands[receiver]) >= HAND_LIMIT:
                fits = []
            return [*([c, f"Give {label(c)}"] for c in self._sorted(fits)), ["pay", "Pay 5 gold"]]
        if kind == "target":
            opponents = self._opponents(state, seat)
            best = max(flight_strength(state.flights[s]) for s in opponents)
            return [
                [f"seat{s}", f"{{s{s}}} (flight {best})"]
                for s in opponents
                if flight_strength(state.flights[s]) == best
            ]
        if kind == "copy":
            if task["source"] == "ante":
                found = [(c, f"ante of {{s{s}}}") for s, c in enumerate(state.antes) if c]
            else:
                found = [
                    (c, f"flight of {{s{s}}}") for s in self._active(state) for c in state.flights[s] if is_evil(c)
                ]
            return [[c, f"{label(c)} ({where})"] for c, where in found if c != task["host"] and has_power(c)]
        if kind == "slay":
            than = strength(task["host"])
            return [
                [c, f"{label(c)} (flight of {{s{s}}})"]
                for s in self._active(state)
                for c in state.flights[s]
                if is_dragon(c) and strength(c) < than
            ]
        if kind == "discard":
            return [[c, f"Discard {label(c)}"] for c in self._sorted(state.hands[seat])]
        if kind == "princess":
            return [[c, f"Trigger {label(c)}"] for c in task["queue"] if c in state.flights[seat]]
        room = HAND_LIMIT - len(state.hands[seat])
        ante = self._sorted([c for c in state.antes if c])
        if kind == "bronze":
            if not ante or room <= 0:
                return []
            weakest = [c for c in ante if strength(c) == strength(ante[0])]
            if len(weakest) <= min(room, task["left"]):
                return [[",".join(weakest), ", ".join(label(c) for c in weakest)]]
            return [[c, f"Take {label(c)}"] for c in weakest]
        # "grab": the ante cards of a strength flight
        if not ante or room <= 0:
            return []
        if len(ante) <= room:
            return [[",".join(ante), ", ".join(label(c) for c in ante)]]
        return [[c, f"Take {label(c)}"] for c in ante]

    def _nothing(self, state: State, task: dict[str, Any], events: list[Event]) -> None:
        """Report a question without any possible answer, so that every power shows its outcome."""
        who, kind = f"{{s{task['seat']}}}", task["t"]
        if kind == "copy":
            text = f"{who}'s {label(task['host'])} finds no power to copy."
        elif kind == "slay":
            text = f"{who}'s {label(task['host'])} finds no dragon weak enough to slay."
        elif kind == "discard":
            text = f"{who} has no card left to throw away."
        elif kind == "princess":
            text = f"{who}'s Princess has no good dragon left to call on."
        else:
            text = f"{who} takes no (more) ante cards: none left or no room in hand."
        _event(events, "power", text, seat=task["seat"])

    def _prompt(self, state: State, task: dict[str, Any]) -> str:
        """The question a waiting task asks, naming seats as {s0}... and no hidden card."""
        kind = task["t"]
        if kind == "blue":
            return (
                f"{label(task['host'])}: take {task['x']} gold from the stakes, or make every opponent pay {task['x']}?"
            )
        if kind == "give":
            than = strength(task["host"])
            wanted = (
                f"an evil dragon weaker than {than}"
                if task["key"] == "green"
                else f"a good dragon stronger than {than}"
            )
            return f"{label(task['host'])} of {{s{task['to']}}}: give them {wanted} from your hand, or pay 5 gold?"
        if kind == "target":
            return f"{label(task['host'])}: which of the opponents with the strongest flight?"
        if kind == "copy":
            where = "ante card" if task["source"] == "ante" else "evil dragon in a flight"
            return f"{label(task['host'])}: copy the power of which {where}?"
        if kind == "slay":
            return f"{label(task['host'])}: which dragon weaker than {strength(task['host'])} is slain?"
        if kind == "discard":
            return "Thief: which card do you throw away?"
        if kind == "princess":
            return "Princess: which good dragon's power triggers next?"
        if kind == "bronze":
            return "Bronze: which of the equally weak ante cards do you take?"
        return "Strength flight: which ante card do you take into your hand?"

    def _resolve(self, state: State, task: dict[str, Any], value: str, events: list[Event]) -> None:
        """Carry out the answer ``value`` to the question ``task``."""
        kind, seat = task["t"], task["seat"]
        if kind == "blue":
            x = task["x"]
            if value == "take":
                got = self._take(state, seat, x)
                _event(
                    events,
                    "power",
                    f"{self._as(seat, task['host'], task['key'])} takes {got} gold from the stakes.",
                    seat=seat,
                )
            else:
                paid = "; ".join(self._pay(state, s, STAKES, x) for s in self._opponents(state, seat))
                _event(
                    events,
                    "power",
                    f"{self._as(seat, task['host'], task['key'])} makes every opponent pay {x}: {paid}.",
                    seat=seat,
                )
        elif kind == "give":
            receiver = task["to"]
            if value == "pay":
                text = self._pay(state, seat, receiver, 5)
            else:
                state.hands[seat].remove(value)
                state.hands[receiver].append(value)
                text = f"{{s{seat}}} hands {{s{receiver}}} a card"
            _event(events, "power", f"{self._as(receiver, task['host'], task['key'])}: {text}.", seat=receiver)
        elif kind == "target":
            target = int(value.removeprefix("seat"))
            if task["key"] == "red":
                self._red(state, seat, target, task, events)
            else:
                state.tasks.append({"t": "give", "seat": target, "to": seat, "key": "brass", "host": task["host"]})
        elif kind == "copy":
            _event(events, "power", f"{{s{seat}}}'s {label(task['host'])} uses the power of {label(value)}.", seat=seat)
            state.tasks.append({"t": "power", "seat": seat, "key": CARDS[value]["power"], "host": task["host"]})
        elif kind == "slay":
            owner = self._owner(state, value)
            state.flights[owner].remove(value)
            state.discard.append(value)
            _event(
                events,
                "power",
                f"{self._as(seat, task['host'], task['key'])} slays {label(value)} in {{s{owner}}}'s flight.",
                seat=seat,
            )
        elif kind == "discard":
            state.hands[seat].remove(value)
            state.discard.append(value)
            _event(events, "power", f"{{s{seat}}} throws away {label(value)} (Thief).", seat=seat)
        elif kind == "princess":
            queue = [c for c in task["queue"] if c != value]
            if queue:
                state.tasks.append({"t": "princess", "seat": seat, "queue": queue})
            state.tasks.append({"t": "power", "seat": seat, "key": CARDS[value]["power"], "host": value})
            _event(events, "power", f"{{s{seat}}}'s Princess triggers {label(value)}.", seat=seat)
        else:  # "bronze" or "grab": one or several ante cards into the hand
            taken = value.split(",")
            for card in taken:
                state.antes[state.antes.index(card)] = None
                state.hands[seat].append(card)
            source = "Bronze" if kind == "bronze" else "strength flight"
            names = ", ".join(label(c) for c in taken)
            _event(events, "power", f"{{s{seat}}} takes {names} from the ante ({source}).", seat=seat)
            left = task.get("left", HAND_LIMIT) - len(taken)
            if left > 0 and len(state.hands[seat]) < HAND_LIMIT and any(state.antes):
                state.tasks.append({**task, "left": left} if kind == "bronze" else task)

    def _red(self, state: State, seat: int, target: int, task: dict[str, Any], events: list[Event]) -> None:
        paid = self._pay(state, target, seat, 1)
        hand = self._sorted(state.hands[target])
        if hand and len(state.hands[seat]) < HAND_LIMIT:
            card = hand[random.Random(f"{state.seed}:pick:{state.picks}").randrange(len(hand))]
            state.picks += 1
            state.hands[target].remove(card)
            state.hands[seat].append(card)
            stolen = f"{{s{seat}}} pulls a random card from {{s{target}}}'s hand"
        else:
            stolen = "no card can be taken"
        _event(events, "power", f"{self._as(seat, task['host'], task['key'])}: {paid}; {stolen}.", seat=seat)

    def _check_specials(self, state: State, seat: int, events: list[Event]) -> None:
        dragons = [c for c in state.flights[seat] if is_dragon(c)]
        done = state.specials[seat]
        for colour in COLOURS:
            group = [c for c in dragons if CARDS[c]["colour"] == colour or (c == "tiamat" and colour in EVIL_COLOURS)]
            if len(group) < 3 or f"colour:{colour}" in done:
                continue
            done.append(f"colour:{colour}")
            value = sorted((strength(c) for c in group), reverse=True)[1]
            paid = "; ".join(self._pay(state, s, seat, value) for s in self._opponents(state, seat))
            _event(
                events,
                "flight",
                f"{{s{seat}}} completes a {colour} colour flight: every opponent pays {value} ({paid}).",
                seat=seat,
                special=f"colour:{colour}",
            )
        counts = Counter(strength(c) for c in dragons)
        for value in sorted(counts):
            if counts[value] < 3 or f"strength:{value}" in done:
                continue
            done.append(f"strength:{value}")
            _event(
                events,
                "flight",
                f"{{s{seat}}} completes a strength flight of {value}s: {value} gold from the "
                "stakes and the ante cards.",
                seat=seat,
                special=f"strength:{value}",
            )
            state.tasks.append({"t": "take", "seat": seat, "amount": value})
            state.tasks.append({"t": "grab", "seat": seat})

    # -- the powers (one method per power key of the card data) ---------------------------------
    def _power_black(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        got = self._take(state, seat, 2)
        _event(events, "power", f"{self._as(seat, host, 'black')} takes {got} gold from the stakes.", seat=seat)

    def _power_blue(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        x = sum(1 for c in state.flights[seat] if is_evil(c))
        if not x:
            _event(
                events, "power", f"{self._as(seat, host, 'blue')} counts no evil dragon; nothing happens.", seat=seat
            )
            return
        state.tasks.append({"t": "blue", "seat": seat, "x": x, "host": host, "key": "blue"})

    def _power_green(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        left = self._opponents(state, seat)[0]
        state.tasks.append({"t": "give", "seat": left, "to": seat, "key": "green", "host": host})

    def _power_red(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        state.tasks.append({"t": "target", "seat": seat, "key": "red", "host": host})

    def _power_white(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        who = self._as(seat, host, "white")
        if any(CARDS[c]["kind"] == "mortal" for f in state.flights for c in f):
            got = self._take(state, seat, 3)
            _event(events, "power", f"{who} sees a mortal and takes {got} gold from the stakes.", seat=seat)
        else:
            _event(events, "power", f"{who} sees no mortal in any flight; nothing happens.", seat=seat)

    def _power_brass(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        state.tasks.append({"t": "target", "seat": seat, "key": "brass", "host": host})

    def _power_bronze(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        state.tasks.append({"t": "bronze", "seat": seat, "left": 2})

    def _power_copper(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        who = self._as(seat, host, "copper")
        card = self._pop_deck(state, events)
        if card is None:
            _event(events, "power", f"{who} finds no card to swap with and stays.", seat=seat)
            return
        flight = state.flights[seat]
        flight[flight.index(host)] = card
        state.discard.append(host)
        if state.last == host:
            state.last = card
        for play in state.plays:
            if play[1] == host:
                play[1] = card
        note = "its power triggers" if has_power(card) else "it has no power"
        _event(
            events, "power", f"{who} is swapped for {label(card)} from the draw pile ({note}).", seat=seat, card=card
        )
        if has_power(card):
            state.tasks.append({"t": "power", "seat": seat, "key": CARDS[card]["power"], "host": card})

    def _power_gold(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        good = sum(1 for c in state.flights[seat] if is_good(c))
        drawn = self._draw(state, seat, good, events)
        _event(
            events,
            "power",
            f"{self._as(seat, host, 'gold')} counts {good} good dragons: {{s{seat}}} draws {_cards(drawn)}.",
            seat=seat,
        )

    def _power_silver(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        drew = [
            s
            for s in self._clockwise(state, seat)
            if any(is_good(c) for c in state.flights[s]) and self._draw(state, s, 1, events)
        ]
        names = ", ".join(f"{{s{s}}}" for s in drew)
        text = f"{names} each draw a card" if drew else "nobody draws a card"
        _event(events, "power", f"{self._as(seat, host, 'silver')}: {text}.", seat=seat)

    def _power_bahamut(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        mixed = [
            s
            for s in self._opponents(state, seat)
            if any(is_good(c) for c in state.flights[s]) and any(is_evil(c) for c in state.flights[s])
        ]
        paid = "; ".join(self._pay(state, s, seat, 10) for s in mixed) or "no opponent mixes good and evil"
        _event(events, "power", f"{self._as(seat, host, 'bahamut')}: {paid}.", seat=seat)

    def _power_dracolich(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        state.tasks.append({"t": "copy", "seat": seat, "source": "flight", "host": host})

    def _power_archmage(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        paid = self._pay(state, seat, STAKES, 1)
        _event(events, "power", f"{self._as(seat, host, 'archmage')}: {paid}; an ante card's power is used.", seat=seat)
        state.tasks.append({"t": "copy", "seat": seat, "source": "ante", "host": host})

    def _power_dragonslayer(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        paid = self._pay(state, seat, STAKES, 1)
        _event(events, "power", f"{self._as(seat, host, 'dragonslayer')}: {paid}.", seat=seat)
        state.tasks.append({"t": "slay", "seat": seat, "host": host, "key": "dragonslayer"})

    def _power_thief(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        got = self._take(state, seat, 7)
        _event(events, "power", f"{self._as(seat, host, 'thief')} takes {got} gold from the stakes.", seat=seat)
        state.tasks.append({"t": "discard", "seat": seat})

    def _power_druid(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        paid = self._pay(state, seat, STAKES, 1)
        state.weakest_wins = True
        _event(
            events, "power", f"{self._as(seat, host, 'druid')}: {paid}; the weakest flight wins this gambit.", seat=seat
        )

    def _power_priest(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        paid = self._pay(state, seat, STAKES, 1)
        state.priest = seat
        _event(
            events, "power", f"{self._as(seat, host, 'priest')}: {paid}; {{s{seat}}} leads the next round.", seat=seat
        )

    def _power_princess(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        paid = self._pay(state, seat, STAKES, 1)
        queue = [c for c in state.flights[seat] if is_good(c)]
        names = ", ".join(label(c) for c in queue) or "no good dragon"
        _event(events, "power", f"{self._as(seat, host, 'princess')}: {paid}; she calls on {names}.", seat=seat)
        if queue:
            state.tasks.append({"t": "princess", "seat": seat, "queue": queue})

    def _power_fool(self, state: State, seat: int, host: str, events: list[Event]) -> None:
        paid = self._pay(state, seat, STAKES, 1)
        mine = flight_strength(state.flights[seat])
        stronger = sum(1 for s in self._opponents(state, seat) if flight_strength(state.flights[s]) > mine)
        drawn = self._draw(state, seat, stronger, events)
        _event(
            events,
            "power",
            f"{self._as(seat, host, 'fool')}: {paid}; stronger flights: {stronger}; {{s{seat}}} draws {_cards(drawn)}.",
            seat=seat,
        )

    @staticmethod
    def _as(seat: int, host: str, key: str) -> str:
        """ "{s0}'s Black Dragon 3", or "{s0}'s Dracolich (as Black)" for a copied power."""
        text = f"{{s{seat}}}'s {label(host)}"
        return text if CARDS[host]["power"] == key else f"{text} (as {key.title()})"


ENGINE = PlayOfTheDragons()
