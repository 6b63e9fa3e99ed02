"""Play of the Dragons: the original 70-card Three-Dragon Ante for 2–6 players.

The authority is the seed ``play-of-the-dragons.txt``, the "Play of the Dragons" section of
``DECISIONS.md`` and section 5 of ``research.md``. The card facts live in ``data/play_of_the_dragons.json``
(read by ``cards``); their powers are the handlers of ``powers.POWERS``, keyed by each card's ``power``;
the questions powers ask are typed in ``pending`` and answered in ``questions``; ``views`` says what a
seat may know, ``events`` what happened, ``moves`` how actions are written.

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
    * A copied power (Dracolich, Archmage) applies the copied card's text, so "this card" is measured
      by the copied card's strength (Green, Brass, Dragonslayer: a Dracolich copying a Green 4 asks
      for an evil dragon weaker than 4; the log names it), while a copied Copper swaps the copying card
      away. A copied mortal power includes its 1 gold payment. Tiamat has no power, so she cannot be
      copied.
    * Green and Brass: only the victim sees what they may hand over; paying 5 gold is always an answer.
      Handing over is only possible with a qualifying dragon and room in the owner's hand under the hand
      limit. A victim without one pays at once, and the log says so (as a real table sees a player with
      nothing to give pay at once); in games stored before the option ``forced_choices`` the victim is
      always asked.
    * A question with a single possible answer (the only target of a Dragonslayer, Red, Brass,
      Dracolich, Archmage, Thief or Princess) is carried out at once, and the log says there was no
      other choice.
    * Red and Brass pick "the opponent with the strongest flight"; the power's owner breaks ties.
      Red's victim pays 1 gold even when no card can be taken.
    * Bronze takes the weakest ante cards one by one; among equally weak cards the owner chooses.
    * Princess triggers the good dragons in the flight when she triggers, in the owner's order, and
      skips any that have left the flight by the time their turn comes.
    * Copper's newcomer counts as the card just played for the next player's trigger test and for
      the round's strongest card. With no card left to draw the Copper simply stays.
    * A tie for the round's strongest card keeps the round's leader (the document's words); option
      ``lead_tie_keeps_leader`` off gives the lead to the strongest untied card instead.
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
      still in, later eliminations above earlier ones. Gold left in the stakes at the end (debts
      repaid to the stakes, an eliminated player's gold) belongs to nobody: it is not a player's gold
      ("debts due are not entered in the profits") and the end of the game says how much was left.

Events never name a card that is hidden in a hand (cards drawn, handed over or pulled at random);
cards that go face up (ante, flights, the Thief's discard, a bought card) are named.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from engine.play_of_the_dragons import events as ev
from engine.play_of_the_dragons import moves, pending
from engine.play_of_the_dragons.ai import play
from engine.play_of_the_dragons.cards import (
    CARDS,
    COLOURS,
    EVIL_COLOURS,
    HAND_SIZE,
    ROUNDS,
    by_strength,
    can_win,
    flight_strength,
    has_power,
    is_dragon,
    power_of,
    strength,
)
from engine.play_of_the_dragons.powers import POWERS
from engine.play_of_the_dragons.questions import choices, nothing, pay_instead, resolve
from engine.play_of_the_dragons.redeal import redeal
from engine.play_of_the_dragons.state import (
    LOG_LENGTH,
    STAKES,
    State,
    active,
    clockwise,
    credit,
    draw,
    gambit_change,
    no_gains,
    opponents,
    pay,
    pop_deck,
    push,
    take,
)
from engine.play_of_the_dragons.views import SeatView, build
from engine.protocol import (
    DEFAULT_AI_LEVEL,
    FORCED_CHOICES,
    AiLevel,
    Engine,
    Event,
    IllegalAction,
    Option,
    SeatResult,
    forced_choices,
    placements,
)

_DECODED_LOG = "_decoded_log"
BUY_DRAW = 4  # cards a player with an empty hand buys
GAMBIT_DRAW = 2  # cards everyone draws after a gambit


#: questions whose single possible answer is carried out with a word that there was no other (a Green or Brass
#: victim's only answer, paying, has an event of its own; in a game stored before ``forced_choices`` it is asked)
FORCED = (pending.Target, pending.Copy, pending.Slay, pending.Discard, pending.Princess)


def _host_of(question: pending.Question) -> str | None:
    return question.host if isinstance(question, pending.Target | pending.Copy | pending.Slay) else None


def _highest_untied(entries: Sequence[tuple[int, int]]) -> int | None:
    """The seat holding the highest value that nobody else shares, from ``(value, seat)`` pairs."""
    counts = Counter(value for value, _ in entries)
    untied = [(value, seat) for value, seat in entries if counts[value] == 1]
    return max(untied)[1] if untied else None


class PlayOfTheDragons(Engine[State, SeatView]):
    id = "play-of-the-dragons"
    state_type = State
    event_types = ev.EVENT_TYPES
    title = "Play of the Dragons"
    scoresheet_totals = True  # the sheet holds everyone's gold after each gambit
    min_seats = 2
    max_seats = 6
    options = (
        Option("start_gold", 50, minimum=1, maximum=1000),
        Option("gambits", 0, minimum=0, maximum=50, special=(0,)),  # 0: until someone is out of gold
        Option("lead_tie_keeps_leader", True),
        FORCED_CHOICES,
    )

    # -- lifecycle -----------------------------------------------------------------
    def new_state(self, seats: int, options: Mapping[str, Any], seed: int) -> State:
        self.check_seats(seats)
        opts = self.resolve_options(options, seats)
        if FORCED_CHOICES.key not in options:  # a game stored before the option: every Green or Brass victim is asked
            del opts[FORCED_CHOICES.key]
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
            gains=no_gains(seats),
        )
        state.log.append(ev.GambitStarted(1, 0).to_data())
        return state

    def to_act(self, state: State) -> list[int]:
        if state.phase == "over":
            return []
        if state.tasks:
            return [state.tasks[-1]["seat"]]
        if state.phase == "ante":
            return [s for s in active(state) if state.hands[s] and state.antes[s] is None]
        return [state.order[state.turn]]

    def simultaneous(self, state: State) -> bool:
        """The ante is one secret choice of every seat, however many of them are still to make it."""
        return state.phase == "ante" and not state.tasks

    def legal_actions(self, state: State, seat: int) -> list[str]:
        if seat not in self.to_act(state):
            return []
        values = pending.answers(state.tasks[-1]) if state.tasks else None
        if values is not None:
            return [f"choose:{value}" for value in values]
        verb = "ante" if state.phase == "ante" else "play"
        return [f"{verb}:{card}" for card in by_strength(state.hands[seat])]

    def apply(self, state: State, seat: int, action: str) -> list[Event]:
        self._validate(state, seat, action)
        if state.exchanges:  # what the seat learned since its last move has been shown to it
            state.exchanges = [e for e in state.exchanges if e[0] != seat]
        events: list[Event] = []
        move = moves.parse(action)
        if isinstance(move, moves.Ante):
            state.hands[seat].remove(move.card)
            state.antes[seat] = move.card
            events.append(ev.AnteChosen(seat))
        elif isinstance(move, moves.Play):
            self._play(state, seat, move.card, events)
        else:
            question = pending.from_data(state.tasks.pop())
            assert not isinstance(question, pending.RunPower | pending.CheckSpecials | pending.TakeStakes)
            assert not isinstance(question, pending.EndTurn)
            resolve(state, question, move, events)
        self._run(state, events)
        earlier = self._log_events(state)
        state.log = (state.log + [e.to_data() for e in events])[-LOG_LENGTH:]
        if isinstance(state.log[0], dict):  # (text lines of games stored before events were data come first)
            vars(state)[_DECODED_LOG] = (state.log, (earlier + tuple(events))[-LOG_LENGTH:])
        return events

    def _validate(self, state: State, seat: int, action: str) -> None:
        """Refuse ``action`` with a message that says why; nothing has been changed yet."""
        if state.phase == "over":
            raise IllegalAction("game_over")
        if not 0 <= seat < state.seats:
            raise IllegalAction("no_seat", seat=seat)
        if seat not in self.to_act(state):
            if state.tasks:
                raise IllegalAction("answer_power_first")
            if state.phase == "ante" and state.antes[seat] is not None:
                raise IllegalAction("ante_already_chosen")
            raise IllegalAction("not_your_turn")
        if action in self.legal_actions(state, seat):
            return
        if state.tasks:
            raise IllegalAction("answer_question_first")
        anteing = state.phase == "ante"
        try:
            move = moves.parse(action)
        except moves.BadAction as error:
            raise IllegalAction(
                "ante_now_because" if anteing else "play_now_because", problem=error.code, **error.params
            ) from None
        if not isinstance(move, moves.Ante if anteing else moves.Play):
            raise IllegalAction("ante_now" if anteing else "play_now")
        raise IllegalAction("card_not_held", card=move.card)

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def results(self, state: State) -> list[SeatResult]:
        keys = [state.gold[s] if not state.out[s] else state.out[s] - 10_000 for s in range(state.seats)]
        ranks = placements(keys)
        return [SeatResult(seat=s, placement=ranks[s], score=state.gold[s]) for s in range(state.seats)]

    def scoresheet(self, state: State) -> list[list[int]]:
        return [list(row) for row in state.sheet]

    def ai_action(
        self, view: SeatView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL
    ) -> str:
        return play(view, legal, rng, level)

    def view(self, state: State, seat: int | None) -> SeatView:
        """What ``seat`` may know (``None``: a spectator); see :class:`views.SeatView`."""
        return build(state, seat, self.to_act(state), self._log_events(state))

    def _log_events(self, state: State) -> tuple[Event, ...]:
        """The state's log as events. ``apply`` keeps them beside the stored dicts (an attribute that is no
        field, so never stored or compared); a loaded state decodes its log once."""
        known = vars(state).get(_DECODED_LOG)
        if known is not None and known[0] is state.log:
            return known[1]
        decoded = (self.decode_event(d) for d in state.log if isinstance(d, dict))  # games before events were data
        log = tuple(e for e in decoded if e is not None)
        vars(state)[_DECODED_LOG] = (state.log, log)
        return log

    def redeal_hidden(self, state: State, seat: int | None, rng: random.Random) -> State:
        return redeal(self.clone(state), seat, rng)

    # -- the flow of play ------------------------------------------------------------------
    def _run(self, state: State, events: list[Event]) -> None:
        """Carry out everything that needs nobody's input, up to the next question or turn."""
        while state.phase != "over":
            if not state.tasks and state.swapped_out:  # the chain of powers is over
                state.swapped_out = []
            if state.emptied:
                state.emptied = False
                state.tasks = []
                events.append(ev.StakesEmptied(state.gambit))
                self._end_gambit(state, None, events)
            elif state.tasks:
                if pending.answers(state.tasks[-1]) is not None:
                    return
                self._step(state, pending.from_data(state.tasks.pop()), events)
            elif state.phase == "ante":
                if self.to_act(state):
                    return
                self._reveal(state, events)
            elif state.turn < len(state.order):
                seat = state.order[state.turn]
                if state.hands[seat]:
                    return
                events.append(ev.TurnSkipped(seat))
                state.turn += 1
            else:
                self._end_round(state, events)

    def _step(self, state: State, task: pending.Task, events: list[Event]) -> None:
        if isinstance(task, pending.RunPower):
            POWERS[task.power](state, task.seat, task.host, strength(task.measure), events)
        elif isinstance(task, pending.CheckSpecials):
            self._check_specials(state, task.seat, events)
        elif isinstance(task, pending.TakeStakes):
            events.append(ev.StrengthFlightGold(task.seat, take(state, task.seat, task.amount, "flights")))
        elif isinstance(task, pending.EndTurn):
            self._restock(state, task.seat, events)
            state.turn += 1
        else:
            answers = choices(state, task)
            if len(answers) == 1 and isinstance(task, pending.Give) and forced_choices(state.options):
                events.append(ev.PaidWithoutChoice(task.to, task.host, task.power, pay_instead(state, task)))
            elif len(answers) == 1 and not isinstance(task, pending.Give):
                only = answers[0]
                if isinstance(task, FORCED):
                    events.append(ev.OnlyChoice(task.seat, task.kind, _host_of(task), only.cards, only.seat))
                resolve(state, task, moves.parse_answer(only.action.removeprefix("choose:")), events)
            elif answers:
                state.tasks.append(pending.to_data(task, tuple(a.action.removeprefix("choose:") for a in answers)))
            else:
                nothing(task, events)

    def _reveal(self, state: State, events: list[Event]) -> None:
        anted = [(strength(c), s) for s, c in enumerate(state.antes) if c]
        shown = tuple(state.antes)
        leader = _highest_untied(anted)
        if leader is None:
            events.append(ev.AnteTied(shown))
            state.discard += [c for c in state.antes if c]
            state.antes = [None] * state.seats
            for s in clockwise(state, state.leader):
                draw(state, s, 1, events)
            return
        top = max(value for value, _ in anted)
        paid = tuple(pay(state, s, STAKES, top, "ante") for s in clockwise(state, leader))
        events.append(ev.AnteRevealed(shown, top, leader, paid))
        state.phase = "play"
        state.leader = leader
        self._restock(state, leader, events)
        self._start_round(state, "ante", events)

    def _start_round(self, state: State, reason: str, events: list[Event]) -> None:
        state.round += 1
        state.order = clockwise(state, state.leader)
        state.turn = 0
        state.plays = []
        state.last = None
        events.append(ev.RoundStarted(state.round, state.leader, reason, state.round > ROUNDS))

    def _play(self, state: State, seat: int, card: str, events: list[Event]) -> None:
        triggers = has_power(card) and (state.last is None or strength(card) <= strength(state.last))
        state.hands[seat].remove(card)
        state.flights[seat].append(card)
        state.plays.append([seat, card])
        state.last = card
        push(state, pending.EndTurn(seat))
        push(state, pending.CheckSpecials(seat))
        if triggers:
            push(state, pending.RunPower(seat, power_of(card), card))
        total = flight_strength(state.flights[seat])
        events.append(ev.CardPlayed(seat, card, triggers, not has_power(card), total))

    def _restock(self, state: State, first: int, events: list[Event]) -> None:
        """Every player without a card buys: flip the top card, pay its strength, draw 4."""
        for s in clockwise(state, first):
            if state.hands[s]:
                continue
            card = pop_deck(state, events)
            if card is None:
                continue
            state.discard.append(card)
            paid = pay(state, s, STAKES, strength(card), "bought")
            drawn = draw(state, s, BUY_DRAW, events)
            events.append(ev.CardsBought(s, card, paid, drawn))

    def _check_specials(self, state: State, seat: int, events: list[Event]) -> None:
        dragons = [c for c in state.flights[seat] if is_dragon(c)]
        done = state.specials[seat]
        for colour in COLOURS:
            group = [c for c in dragons if CARDS[c].colour == colour or (c == "tiamat" and colour in EVIL_COLOURS)]
            if len(group) < 3 or f"colour:{colour}" in done:
                continue
            done.append(f"colour:{colour}")
            value = sorted((strength(c) for c in group), reverse=True)[1]
            paid = tuple(pay(state, s, seat, value, "flights") for s in opponents(state, seat))
            events.append(ev.ColourFlight(seat, colour, value, paid))
        counts = Counter(strength(c) for c in dragons)
        for value in sorted(counts):
            if counts[value] < 3 or f"strength:{value}" in done:
                continue
            done.append(f"strength:{value}")
            events.append(ev.StrengthFlight(seat, value))
            push(state, pending.TakeStakes(seat, value))
            push(state, pending.Grab(seat))

    def _round_leader(self, state: State) -> tuple[int, str]:
        """Who leads the next round and why: the strongest card, with ties as the options say."""
        played = [(strength(card), seat) for seat, card in state.plays]
        if state.priest is not None:
            return state.priest, "priest"
        if played and state.options["lead_tie_keeps_leader"]:
            best = max(played)[0]
            holders = [seat for value, seat in played if value == best]
            if len(holders) == 1:
                return holders[0], "strongest"
        elif played:
            untied = _highest_untied(played)
            if untied is not None:
                return untied, "untied"
        return state.leader, "kept"

    def _end_round(self, state: State, events: list[Event]) -> None:
        following, why = self._round_leader(state)
        state.priest = None
        if state.round >= ROUNDS:
            seats = active(state)
            eligible = [s for s in seats if can_win(state.flights[s])]
            if not eligible:
                events.append(ev.NoFlightMayWin())
                self._end_gambit(state, None, events)
                return
            totals = {s: flight_strength(state.flights[s]) for s in eligible}
            best = min(totals.values()) if state.weakest_wins else max(totals.values())
            tied = [s for s in eligible if totals[s] == best]
            if len(tied) == 1:
                self._end_gambit(state, tied[0], events)
                return
            if not any(state.hands[s] for s in seats):
                events.append(ev.FlightsTied(tuple(tied), best, settled=True))
                self._end_gambit(state, None, events)
                return
            events.append(ev.FlightsTied(tuple(tied), best, settled=False))
        state.leader = following
        self._start_round(state, why, events)

    def _end_gambit(self, state: State, winner: int | None, events: list[Event]) -> None:
        state.tasks = []
        if winner is not None:
            won = state.stakes
            credit(state, winner, won, "won")
            state.stakes = 0
            total = flight_strength(state.flights[winner])
            events.append(ev.GambitWon(winner, state.gambit, state.weakest_wins, total, won))
        eliminated = self._settle_debts(state, events)
        for s in eliminated:
            state.out[s] = state.gambit
            state.discard += state.hands[s]
            state.hands[s] = []
            events.append(ev.Eliminated(s))
        state.sheet.append(list(state.gold))
        self._score_gambit(state, events)
        seats = active(state)
        limit = state.options["gambits"]
        broke = bool(eliminated) or any(state.gold[s] == 0 for s in seats)
        if (state.gambit >= limit if limit else broke) or len(seats) < 2:
            self._finish(state, events)
            return
        for flight in state.flights:
            state.discard += flight
            flight.clear()
        state.discard += [c for c in state.antes if c]
        state.antes = [None] * state.seats
        for s in clockwise(state, state.leader if winner is None else winner):
            draw(state, s, GAMBIT_DRAW, events)
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
        state.gains = no_gains(state.seats)
        events.append(ev.GambitStarted(state.gambit, GAMBIT_DRAW))

    def _score_gambit(self, state: State, events: list[Event]) -> None:
        """The gambit's gold on the scoresheet: each seat's change, and the parts it counted of it (none for a gambit
        begun in a game stored before they were kept)."""
        state.last_gains = [list(row) for row in state.gains]
        parts = tuple(zip(*state.gains, strict=True)) if state.gains else ()
        playing = tuple(s for s in range(state.seats) if not state.out[s] or state.out[s] == state.gambit)
        events.append(ev.GambitScored(state.gambit, playing, tuple(gambit_change(state)), tuple(state.gold), *parts))

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
                paid = tuple(pay(state, debtor, d[1], d[2], "debts") for d in mine)
                state.debts = [d for d in state.debts if d[0] != debtor]
                events.append(ev.DebtRepaid(debtor, paid))
                changed = True
        broke = sorted({d[0] for d in state.debts})
        for debtor in broke:
            payments = []
            for _, creditor, amount in (d for d in state.debts if d[0] == debtor):
                if creditor in broke or not state.gold[debtor]:
                    continue
                payments.append(pay(state, debtor, creditor, min(amount, state.gold[debtor]), "debts"))
            if state.gold[debtor]:
                payments.append(pay(state, debtor, STAKES, state.gold[debtor], "debts"))
            if payments:
                events.append(ev.DebtDefaulted(debtor, tuple(payments)))
        state.debts = []
        return broke

    def _finish(self, state: State, events: list[Event]) -> None:
        state.phase = "over"
        state.tasks = []
        state.winners = [r.seat for r in self.results(state) if r.placement == 1]
        events.append(ev.GameOver(state.gambit, tuple(state.gold), tuple(state.winners), state.stakes))


ENGINE = PlayOfTheDragons()
