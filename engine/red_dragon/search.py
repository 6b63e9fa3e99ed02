"""The hard Red Dragon AI: determinized search over deals consistent with the seat's view.

A world gives the other seats, in the numbers the view shows, cards drawn at random from those the seat
has not seen (not in its hand, not played this round, not in the face-up stock). It starts from the draft
or the play phase as the view describes it and is played on by the normal AI to the end of the round;
the seat's score for the round against the others' mean decides. During the stock phase (secret and
simultaneous) the normal AI chooses.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.red_dragon.rules import DECK, ENGINE, State, sort_key
from engine.red_dragon.views import SeatView
from engine.search import determinized_choice

#: games played on per decision, shared out among the legal actions
PLAYOUTS = 24
#: what winning (or losing) the whole game on a sweep is worth, in round points
SWEEP = 200


def sample_state(view: SeatView, rng: random.Random) -> State:
    """A full state of the draft or play phase that ``view`` cannot tell from the real one."""
    assert view.seat is not None and view.hand is not None
    seen = set(view.hand) | set(view.played) | set(view.stock)
    pool = [card for card in DECK if card not in seen]
    rng.shuffle(pool)
    hands: list[list[str]] = []
    for seat, count in enumerate(view.hand_counts):
        if seat == view.seat:
            hands.append(list(view.hand))
        else:
            hands.append(sorted(pool[:count], key=sort_key))
            del pool[:count]
    empty: list[list[str]] = [[] for _ in range(view.seats)]
    return State(
        seats=view.seats,
        seed=rng.randrange(2**32),
        round=view.round,
        phase=view.phase,
        hands=hands,
        stock_choice=[list(c) for c in empty],
        stock=list(view.stock),
        draft_order=list(view.draft_order),
        trick=[[p.seat, p.card] for p in view.trick],
        leader=view.leader,
        tricks=list(view.tricks),
        taken=[list(c) for c in empty],  # only the red points matter, and the view has those
        played=list(view.played),
        rows=[list(row) for row in view.rows],
        drafted=[list(c) for c in empty],
    )


def choose(view: SeatView, legal: Sequence[str], rng: random.Random) -> str:
    from engine.red_dragon.ai import choose as normal

    if view.seat is None or view.phase not in ("draft", "play"):
        return normal(view, legal, rng)
    me, rows = view.seat, len(view.rows)

    def utility(state: State) -> float:
        if state.sweep is not None:
            return SWEEP if state.sweep == me else -SWEEP
        row = [points - view.penalties[s] for s, points in enumerate(state.rows[rows])]
        return row[me] - (sum(row) - row[me]) / (view.seats - 1)

    return determinized_choice(
        ENGINE,
        me,
        legal,
        rng,
        lambda r: sample_state(view, r),
        done=lambda state: len(state.rows) > rows,
        utility=utility,
        playouts=PLAYOUTS,
    )
