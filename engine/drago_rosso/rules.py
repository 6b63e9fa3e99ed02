"""Drago Rosso: push-your-luck with a knight creeping along a dragon's 17 stripes.

Rules as fixed in ``rules/DECISIONS.md`` (seed ``drago-rosso.it.txt``). A turn is a run of
reveals by one or more players (ransom take-overs hand the run on); it ends when a stop or
danger card comes, or when the player who stops is not taken over and banks the pile.

The ransom offer is a simultaneous phase. Every other seat that can afford the ransom (the pile
beside the knight) is in ``to_act`` and answers ``"take"`` or ``"pass"`` in any order. The first
seat clockwise from the stopper that takes wins, so the window closes as soon as the answers
given settle it: a ``"take"`` closes it once every eligible seat before the taker (clockwise) has
passed, and it drops the seats after the taker from ``to_act`` at once, since nothing they say
can matter. The window's length is the option ``offer_seconds``, which ``time_limit`` hands to the
bot's turn timer; when it runs out, ``timeout_action`` tells the bot to apply ``"pass"`` for every
seat still in ``to_act``, so the close is an ordinary logged action that replays exactly and a
restart in the middle of a window simply resumes its timer.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.protocol import Engine, Event, IllegalAction, Option, SeatResult, View, placements

STRIPES = 17
HEAD = STRIPES + 1  # where the knight stands once it has passed the last stripe
START_GEMS = 40
FOOTPRINTS = ("1", "2", "3", "4")
KINDS = (*FOOTPRINTS, "stop", "danger")
DECK_COUNTS = {"1": 17, "2": 11, "3": 6, "4": 4, "stop": 10, "danger": 3}

REVEAL, STOP, TAKE, PASS = "reveal", "stop", "take", "pass"
TURN, OFFER, OVER = "turn", "offer", "over"


@dataclass
class State:
    """Everything one game is. ``deck`` is the undrawn cards, top first: never shown."""

    seats: int
    options: dict[str, Any]
    seed: int
    deck: list[str]
    gems: list[int]
    treasure: int
    knight: int = 0
    pile: int = 0
    owner: int = 0
    active: int = 0
    dangers: int = 0
    active_reveals: int = 0
    turn_reveals: int = 0
    turn: int = 1
    phase: str = TURN
    #: ``{"stopper", "amount", "eligible" (clockwise from the stopper), "answers" (aligned, None = not yet)}``
    offer: dict[str, Any] | None = None
    last: dict[str, Any] | None = None
    end: str | None = None


def fine_divisor(dangers: int) -> int:
    """Fines are a quarter of the payer's gems until the second danger card, then a half."""
    return 2 if dangers >= 2 else 4


def stripe_value(stripe: int, dangers: int) -> int:
    """Gems placed when the knight lands on ``stripe``: doubled after the second danger card."""
    return stripe * (2 if dangers >= 2 else 1)


def offer_winner(offer: Mapping[str, Any]) -> int | None:
    """The seat that takes over, ``-1`` if everyone passed, ``None`` while still undecided."""
    for seat, answer in zip(offer["eligible"], offer["answers"], strict=True):
        if answer is None:
            return None
        if answer == TAKE:
            return seat
    return -1


class DragoRosso(Engine[State, View]):
    """Engine for Drago Rosso; see the module docstring for the ransom window."""

    id = "drago-rosso"
    state_type = State
    title = "Drago Rosso"
    min_seats = 2
    max_seats = 6
    options = (
        Option(
            key="treasure",
            label="Dragon's treasure",
            default=200,
            help="Gems in the dragon's treasure at the start; placements and the head prize come from it.",
            minimum=0,
            maximum=10000,
        ),
        Option(
            key="offer_seconds",
            label="Ransom offer time (s)",
            default=30,
            help="How long the other players have to take over a turn after a player stops.",
            minimum=5,
            maximum=600,
        ),
    )

    # -- lifecycle -------------------------------------------------------------
    def new_state(self, seats: int, options: Mapping[str, Any], seed: int) -> State:
        self.check_seats(seats)
        resolved = self.resolve_options(options)
        deck = [kind for kind in KINDS for _ in range(DECK_COUNTS[kind])]
        random.Random(f"{seed}:deck").shuffle(deck)
        return State(
            seats=seats,
            options=resolved,
            seed=seed,
            deck=deck,
            gems=[START_GEMS] * seats,
            treasure=resolved["treasure"],
        )

    def to_act(self, state: State) -> list[int]:
        if state.phase == TURN:
            return [state.active]
        if state.phase == OFFER:
            waiting = []
            for seat, answer in zip(state.offer["eligible"], state.offer["answers"], strict=True):
                if answer == TAKE:  # seats further round can no longer change the outcome
                    break
                if answer is None:
                    waiting.append(seat)
            return waiting
        return []

    def legal_actions(self, state: State, seat: int) -> list[str]:
        if seat not in self.to_act(state):
            return []
        if state.phase == OFFER:
            return [TAKE, PASS]
        return [REVEAL, STOP] if state.active_reveals else [REVEAL]

    def apply(self, state: State, seat: int, action: str) -> list[Event]:
        if state.phase == TURN and action == STOP and seat == state.active and not state.active_reveals:
            raise IllegalAction("you must reveal at least one card before you stop")
        self.require_legal(state, seat, action)
        if action == REVEAL:
            events = self._reveal(state)
        elif action == STOP:
            events = self._stop(state)
        else:
            events = self._answer(state, seat, action)
        if state.phase == OVER:
            events.append(self._end_event(state))
        return events

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def results(self, state: State) -> list[SeatResult]:
        ranks = placements(state.gems)
        return [SeatResult(seat=s, placement=ranks[s], score=state.gems[s]) for s in range(state.seats)]

    def ai_action(self, view: View, legal: Sequence[str], rng: random.Random) -> str:
        from engine.drago_rosso.ai import choose  # here, not at the top: the AI module imports this one

        return choose(view, legal, rng)

    # -- the ransom window's clock ------------------------------------------------------
    def simultaneous(self, state: State) -> bool:
        """Answers to a ransom offer are given at the same time, so AI seats answer it together."""
        return state.phase == OFFER

    def time_limit(self, state: State, turn_seconds: int) -> int:
        """The offer window lasts ``offer_seconds``, even with the turn timer off; turns keep the timer."""
        return state.options["offer_seconds"] if state.phase == OFFER else turn_seconds

    def timeout_action(self, state: State, seat: int) -> str | None:
        """Whoever has not answered an offer in time passes; a silent active player is left to the AI."""
        return PASS if state.phase == OFFER and seat in self.to_act(state) else None

    # -- view ------------------------------------------------------------------
    def view(self, state: State, seat: int | None) -> View:
        """The whole table: nothing is hidden but the deck order, so every seat sees the same."""
        remaining = {kind: 0 for kind in KINDS}
        for card in state.deck:
            remaining[card] += 1
        offer = None
        if state.offer is not None:
            offer = {
                "stopper": state.offer["stopper"],
                "amount": state.offer["amount"],
                "eligible": list(state.offer["eligible"]),
                "answers": list(state.offer["answers"]),
                "waiting": self.to_act(state),
            }
        over = state.phase == OVER
        return {
            "game": self.id,
            "seat": seat,
            "seats": state.seats,
            "phase": state.phase,
            "turn": state.turn,
            "stripes": STRIPES,
            "knight": state.knight,
            "pile": state.pile,
            "treasure": state.treasure,
            "gems": list(state.gems),
            "active": state.active,
            "owner": state.owner,
            "to_act": self.to_act(state),
            "dangers": state.dangers,
            "fine": f"1/{fine_divisor(state.dangers)}",
            "fine_divisor": fine_divisor(state.dangers),
            "doubled": state.dangers >= 2,
            "deck": remaining,
            "deck_size": len(state.deck),
            "last": dict(state.last) if state.last else None,
            "offer": offer,
            "must_reveal": state.phase == TURN and not state.active_reveals,
            "active_reveals": state.active_reveals,
            "turn_reveals": state.turn_reveals,
            "offer_seconds": state.options["offer_seconds"],
            "finished": over,
            "end": state.end,
            "winners": _winners(state) if over else [],
        }

    # -- actions ---------------------------------------------------------------
    def _reveal(self, state: State) -> list[Event]:
        if not state.deck:
            raise IllegalAction("the deck is empty")
        seat = state.active
        card = state.deck.pop(0)
        state.active_reveals += 1
        state.turn_reveals += 1
        if card in FOOTPRINTS:
            return self._advance(state, seat, int(card))
        if card == STOP:
            return self._stopped(state, seat, card, f"{{s{seat}}} reveals a stop card")
        state.dangers += 1
        if state.dangers == 1:
            return self._stopped(
                state, seat, card, f"{{s{seat}}} reveals the first danger card: it acts as a stop card"
            )
        if state.dangers == 2:
            return self._stopped(
                state,
                seat,
                card,
                f"{{s{seat}}} reveals the second danger card: from now on fines are 1/2 and placements are doubled",
            )
        return self._doom(state, seat)

    def _advance(self, state: State, seat: int, steps: int) -> list[Event]:
        start = state.knight
        target = start + steps
        if target > STRIPES:
            prize = state.treasure
            pile = state.pile
            state.gems[seat] += pile + prize
            state.treasure = 0
            state.pile = 0
            state.knight = HEAD
            state.phase = OVER
            state.end = "head"
            state.last = _last(seat, str(steps), "head", start, HEAD, gained=pile + prize)
            text = (
                f"{{s{seat}}} reveals {_footprints(steps)}: the knight passes stripe {STRIPES} and reaches the "
                f"dragon's head! {{s{seat}}} takes the {_gems(pile)} beside the knight and the whole treasure ({prize})"
            )
            return [{"type": "reveal", "seat": seat, "card": str(steps), "effect": "head", "text": text}]
        value = stripe_value(target, state.dangers)
        placed = min(value, state.treasure)
        state.treasure -= placed
        state.pile += placed
        state.knight = target
        state.last = _last(seat, str(steps), "advance", start, target, placed=placed)
        if placed == value:
            what = f"{_gems(placed)}{' (doubled)' if value != target else ''} placed beside it"
        else:
            what = f"only {placed} of the {value} gems due placed beside it, the treasure is empty"
        text = (
            f"{{s{seat}}} reveals {_footprints(steps)}: the knight moves from "
            f"{'the tail' if start == 0 else f'stripe {start}'} to stripe {target}; {what} ({state.pile} in all)"
        )
        return [{"type": "reveal", "seat": seat, "card": str(steps), "effect": "advance", "text": text}]

    def _stopped(self, state: State, seat: int, card: str, opening: str) -> list[Event]:
        """A stop card, or a danger card acting as one: fine, pile back to the treasure, next turn."""
        divisor = fine_divisor(state.dangers)
        fine = state.gems[seat] // divisor
        returned = state.pile
        state.gems[seat] -= fine
        state.treasure += fine + returned
        state.last = _last(seat, card, card, state.knight, 0, fine=fine, returned=returned)
        text = (
            f"{opening}. {{s{seat}}} pays a fine of {_gems(fine)} (1/{divisor} of their gems) to the treasure; "
            f"the {_gems(returned)} beside the knight go back to it and the knight returns to the tail"
        )
        events: list[Event] = [{"type": "reveal", "seat": seat, "card": card, "effect": card, "text": text}]
        return events + self._next_turn(state)

    def _doom(self, state: State, seat: int) -> list[Event]:
        lost = state.gems[seat]
        returned = state.pile
        state.gems[seat] = 0
        state.treasure += lost + returned
        state.pile = 0
        state.phase = OVER
        state.end = "danger"
        state.last = _last(seat, "danger", "doom", state.knight, state.knight, lost=lost, returned=returned)
        text = f"{{s{seat}}} reveals the third danger card: the dragon wakes! {{s{seat}}} loses all {_gems(lost)}"
        return [{"type": "reveal", "seat": seat, "card": "danger", "effect": "doom", "text": text}]

    def _stop(self, state: State) -> list[Event]:
        stopper = state.active
        amount = state.pile
        eligible = [s for s in ((stopper + i) % state.seats for i in range(1, state.seats)) if state.gems[s] >= amount]
        if not eligible:
            text = f"{{s{stopper}}} stops at stripe {state.knight}; nobody can pay the ransom of {amount}"
            return [{"type": "stop", "seat": stopper, "text": text}, *self._bank(state, stopper)]
        state.phase = OFFER
        state.offer = {"stopper": stopper, "amount": amount, "eligible": eligible, "answers": [None] * len(eligible)}
        names = ", ".join(f"{{s{s}}}" for s in eligible)
        text = (
            f"{{s{stopper}}} stops at stripe {state.knight} with {_gems(amount)} beside the knight. "
            f"{names} may pay {_gems(amount)} to take over the turn"
        )
        return [{"type": "stop", "seat": stopper, "text": text}]

    def _answer(self, state: State, seat: int, action: str) -> list[Event]:
        offer = state.offer
        offer["answers"][offer["eligible"].index(seat)] = action
        verb = "would take over" if action == TAKE else "passes"
        events: list[Event] = [{"type": action, "seat": seat, "text": f"{{s{seat}}} {verb}"}]
        winner = offer_winner(offer)
        if winner is None:
            return events
        stopper, amount = offer["stopper"], offer["amount"]
        state.offer = None
        state.phase = TURN
        if winner < 0:
            return events + self._bank(state, stopper)
        state.gems[winner] -= amount
        state.gems[stopper] += amount
        state.active = winner
        state.active_reveals = 0
        text = f"{{s{winner}}} pays {{s{stopper}}} {_gems(amount)} and takes over the turn: they must reveal a card"
        return [*events, {"type": "takeover", "seat": winner, "from": stopper, "amount": amount, "text": text}]

    def _bank(self, state: State, seat: int) -> list[Event]:
        banked = state.pile
        state.gems[seat] += banked
        text = f"{{s{seat}}} banks the {_gems(banked)} beside the knight"
        return [{"type": "bank", "seat": seat, "amount": banked, "text": text}, *self._next_turn(state)]

    def _next_turn(self, state: State) -> list[Event]:
        """Clear the table and give the turn to the seat after the one whose turn it was."""
        state.pile = 0
        state.knight = 0
        state.owner = (state.owner + 1) % state.seats
        state.active = state.owner
        state.active_reveals = 0
        state.turn_reveals = 0
        state.turn += 1
        return [{"type": "turn", "seat": state.owner, "text": f"Turn {state.turn}: {{s{state.owner}}} to play"}]

    def _end_event(self, state: State) -> Event:
        winners = _winners(state)
        names = " and ".join(f"{{s{s}}}" for s in winners)
        verb = "wins" if len(winners) == 1 else "share the win"
        best = state.gems[winners[0]]
        return {"type": "end", "winners": winners, "text": f"Game over: {names} {verb} with {_gems(best)}"}


def _last(
    seat: int,
    card: str,
    effect: str,
    start: int,
    to: int,
    *,
    placed: int = 0,
    fine: int = 0,
    returned: int = 0,
    lost: int = 0,
    gained: int = 0,
) -> dict[str, Any]:
    """The last revealed card and what it did, always with the same keys (see ``view``)."""
    return {
        "seat": seat,
        "card": card,
        "effect": effect,
        "from": start,
        "to": to,
        "placed": placed,
        "fine": fine,
        "returned": returned,
        "lost": lost,
        "gained": gained,
    }


def _winners(state: State) -> list[int]:
    """Seats with the most gems: equal gems share the win."""
    best = max(state.gems)
    return [seat for seat, gems in enumerate(state.gems) if gems == best]


def _gems(count: int) -> str:
    return f"{count} gem{'' if count == 1 else 's'}"


def _footprints(steps: int) -> str:
    return f"{steps} footprint{'s' if steps > 1 else ''}"


ENGINE = DragoRosso()
