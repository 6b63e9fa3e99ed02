"""The hard Krasny Drakon AI: determinized search over deals consistent with the seat's view.

A world deals the cards the seat has not seen (not on the pile, not face-up, not in its own reserve or
hand) at random into the places the view counts: every face-down chance card (its own too, which nobody
may look at; with the option ``open_chance`` those being played from are face up and kept), the other
seats' reserves and hands, and the burnt cards; the rest stay out of play.

Only the normal AI's few favourite plays are searched: trying every card of a big hand would share the
playouts out so thinly that each candidate's total is mostly the luck of its few worlds, and the moves the
normal AI ranks low are seldom the best. Each candidate is played in the same worlds and the game played
on by the normal AI for a bounded number of moves (or until the seat goes out); then the seat's standing
is scored: how many cards the others hold beyond its own, plus a prize for going out (the earlier, the
more). The normal AI chooses the reserve (set-up is secret and simultaneous), the unlock order, a joker's
rank and which blind chance card to turn over (face down, every slot looks alike).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import asdict

from engine.krasny_drakon.rules import ENGINE, State, build_deck
from engine.krasny_drakon.views import KrasnyDrakonView
from engine.search import determinized_choice

#: the normal AI's favourite moves that are searched; the others are not tried
CANDIDATES = 3
#: worlds each candidate is played on in
WORLDS = 8
#: moves each game is played on before the position is scored (unless the seat goes out first)
HORIZON = 40
#: what going out is worth, in cards, per seat still behind
OUT_PRIZE = 20


def sample_state(view: KrasnyDrakonView, rng: random.Random) -> State:
    """A full state of the play phase that ``view`` cannot tell from the real one."""
    me = view.you
    assert me is not None
    seen = list(view.pile.cards) + list(me.reserve) + list(me.hand)
    seen += [card for player in view.players for card in (*player.opening, *player.chance_face_up)]
    seen += [view.revealed] if view.revealed else []
    pool = build_deck(view.options.decks, view.options.jokers)
    for card in seen:
        pool.remove(card)
    rng.shuffle(pool)

    def deal(count: int) -> list[str]:
        cards = pool[:count]
        del pool[:count]
        return cards

    chance: list[list[str | None]] = []
    for player in view.players:
        face_up = list(player.chance_face_up)  # (option open_chance) all of the seat's chance cards, known
        chance.append([(face_up.pop(0) if face_up else deal(1)[0]) if there else None for there in player.chance])
    reserve = [list(me.reserve) if p.seat == me.seat else deal(p.reserve_count) for p in view.players]
    hand = [list(me.hand) if p.seat == me.seat else deal(p.hand_count) for p in view.players]
    return State(
        seats=view.seats,
        seed=rng.randrange(2**32),
        options=asdict(view.options),
        dealer=view.dealer,
        phase=view.phase,
        chance=chance,
        reserve=reserve,
        opening=[list(p.opening) for p in view.players],
        hand=hand,
        unlock_first=[p.unlock_first for p in view.players],
        out_of_play=view.out_of_play,
        turn=view.turn,
        pile=list(view.pile.cards),
        declared=dict(view.pile.declared),
        burnt=deal(view.burnt),
        pending=view.revealed,
        finished=list(view.finished),
        pickups_in_a_row=view.pickups_in_a_row,
        stalemate_after=view.stalemate_pickups,
    )


def standing(state: State, seat: int) -> float:
    """How well ``seat`` stands: cards the others hold beyond its own, and a prize for going out early."""
    others = [s for s in range(state.seats) if s != seat]
    held = sum(ENGINE.cards_left(state, s) for s in others) / len(others) - ENGINE.cards_left(state, seat)
    if seat in state.finished:
        held += OUT_PRIZE * (state.seats - state.finished.index(seat))
    return held


def choose(view: KrasnyDrakonView, legal: Sequence[str], rng: random.Random) -> str:
    from engine.krasny_drakon.ai import best_plays
    from engine.krasny_drakon.ai import choose as normal

    blind = legal[0].startswith("chance:") and not view.options.open_chance  # every slot looks alike
    if view.you is None or view.phase != "play" or blind or not legal[0].startswith(("play:", "pickup")):
        return normal(view, legal, rng)
    me = view.you.seat
    candidates = best_plays(view, legal, CANDIDATES)
    return determinized_choice(
        ENGINE,
        me,
        candidates,
        rng,
        lambda r: sample_state(view, r),
        done=lambda state: me in state.finished,
        utility=lambda state: standing(state, me),
        playouts=WORLDS * len(candidates),
        max_moves=HORIZON,
    )
