"""The hard Play of the Dragons AI: determinized search over deals consistent with the seat's view.

Worlds are built from the view alone when no question is open, that is when the seat chooses its ante
card or the card it plays into its flight (the choices that decide a gambit). Everything public is
copied from the view: gold, debts, the stakes, flights, revealed antes, the round's plays, the leader,
the god rules in force, the special flights already paid. The cards the seat cannot place (the 70 less
its hand, the flights and the antes it sees) are dealt at random into the other hands, the secret antes,
the draw pile and the discard pile in the numbers the view counts; the discard pile is dealt like the
hidden cards because the view does not list it (it also holds hands of eliminated players). The
shuffling is :func:`redeal.redeal`'s own.

Each legal action is tried in every world and the gambit played on by the normal AI to its end; the
seat's gold against the others' mean decides, plus what the cards left in hand are worth for the
gambits to come. While a question is open (a power's target, Blue's choice, giving or paying...), the
state holds a stack of tasks the view does not describe, so the normal AI answers.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.play_of_the_dragons.ai import keep_value
from engine.play_of_the_dragons.cards import CARDS
from engine.play_of_the_dragons.redeal import redeal
from engine.play_of_the_dragons.rules import ENGINE
from engine.play_of_the_dragons.state import STAKES, State
from engine.play_of_the_dragons.views import SeatView
from engine.protocol import FORCED_CHOICES
from engine.search import determinized_choice

#: gambits played on per decision, shared out among the legal actions
PLAYOUTS = 40
#: moves a gambit is played on at most (a gambit of six seats with ties and powers stays well below)
MAX_MOVES = 300
#: gold a card's :func:`ai.keep_value` is worth when it is left in hand at the end of the gambit
HAND_WORTH = 0.5


def sample_state(view: SeatView, rng: random.Random) -> State:
    """A full state of the ante or the play, with no question open, that ``view`` cannot tell from the real one."""
    me = view.seat
    assert me is not None and view.hand is not None and view.waiting is None
    players = view.players
    seen = [c.card for c in view.hand]
    seen += [card for p in players for card in p.flight]
    seen += [p.ante for p in players if p.ante is not None]
    hidden = sorted(set(CARDS) - set(seen))
    discard = sorted(rng.sample(hidden, view.discard_size))
    discarded = set(discard)
    rest = iter(card for card in hidden if card not in discarded)
    # the others' hands, their secret antes and the deck get the rest in any order: redeal shuffles them
    hands = [[c.card for c in view.hand] if p.seat == me else [next(rest) for _ in range(p.hand_size)] for p in players]
    antes = [p.ante if p.ante is not None or not p.anted else next(rest) for p in players]
    deck = list(rest)
    assert len(deck) == view.deck_size, "the view's counts must add up to the 70 cards"
    plays = [[play.seat, play.card] for play in view.plays]
    active = [s for s in range(view.seats) if not players[s].eliminated]
    leader_index = active.index(view.leader) if view.leader in active else 0
    order = active[leader_index:] + active[:leader_index] if view.phase == "play" else []
    state = State(
        seats=view.seats,
        options={
            "start_gold": view.options.start_gold,
            "gambits": view.options.gambits,
            "lead_tie_keeps_leader": view.options.lead_tie_keeps_leader,
            FORCED_CHOICES.key: view.options.forced_choices,
        },
        seed=0,  # redeal draws it
        deck=deck,
        discard=discard,
        hands=hands,
        gold=[p.gold for p in players],
        stakes=view.stakes,
        debts=[[p.seat, STAKES if d.to is None else d.to, d.amount] for p in players for d in p.debts],
        # the gambit a seat went out in only orders the final placings, past this search's horizon
        out=[view.gambit if p.eliminated else 0 for p in players],
        phase=view.phase,
        gambit=view.gambit,
        round=view.round,
        leader=view.leader,
        antes=antes,
        order=order,
        turn=order.index(view.turn) if view.turn is not None else 0,
        plays=plays,
        last=view.plays[-1].card if view.plays else None,
        flights=[list(p.flight) for p in players],
        weakest_wins=view.weakest_wins,
        priest=view.priest,
        specials=[[special_key(s.colour, s.strength) for s in p.specials] for p in players],
        sheet=[list(row) for row in view.scoresheet],
        last_gains=[list(gold.parts) for gold in view.last_gambit],  # (this gambit's parts are not shown: not kept)
        exchanges=[[me, e.giver, e.taker, e.card, e.power] for e in view.exchanges],
    )
    return redeal(state, me, rng)


def special_key(colour: str | None, strength: int | None) -> str:
    """The state's key of a special flight already paid (the inverse of :meth:`views.Special.parse`)."""
    return f"colour:{colour}" if colour is not None else f"strength:{strength}"


def worth(state: State, seat: int) -> float:
    """What ``seat`` holds: its gold (less its debts) and the worth of its hand for later gambits."""
    owed = sum(d[2] for d in state.debts if d[0] == seat)
    return state.gold[seat] - owed + HAND_WORTH * sum(keep_value(CARDS[c]) for c in state.hands[seat])


def choose(view: SeatView, legal: Sequence[str], rng: random.Random) -> str:
    from engine.play_of_the_dragons.ai import choose as normal

    if view.seat is None or view.hand is None or view.waiting is not None or view.phase not in ("ante", "play"):
        return normal(view, legal, rng)
    me, gambit = view.seat, view.gambit
    rivals = [p.seat for p in view.players if p.seat != me and not p.eliminated]

    def utility(state: State) -> float:
        if not rivals:
            return worth(state, me)
        return worth(state, me) - sum(worth(state, s) for s in rivals) / len(rivals)

    return determinized_choice(
        ENGINE,
        me,
        legal,
        rng,
        lambda r: sample_state(view, r),
        done=lambda state: state.gambit > gambit,
        utility=utility,
        playouts=PLAYOUTS,
        max_moves=MAX_MOVES,
    )
