"""A state dealt anew in everything one seat cannot see (for the secrecy tests and for searching AIs)."""

from __future__ import annotations

import random

from engine.play_of_the_dragons import pending
from engine.play_of_the_dragons.questions import choices
from engine.play_of_the_dragons.state import State, waiting


def redeal(state: State, seat: int | None, rng: random.Random) -> State:
    """Deal ``state`` (changed in place and returned) anew in what ``seat`` (None: a spectator) cannot see.

    Hidden are the other hands, the draw pile's order and, during the ante, the others' chosen ante cards:
    those cards are shuffled together and dealt back in the same numbers. The seed of later randomness
    (reshuffles, Red's random pick) is drawn anew too. Everything public stays: flights, revealed antes,
    the discard pile, gold, the stakes, the open question and the cards the seat itself gave or took. A question
    someone else must answer gets its answers from the new hand (being asked reveals nothing: a Green or Brass
    victim is always asked).
    """
    others = [s for s in range(state.seats) if s != seat]
    secret_antes = [s for s in others if state.phase == "ante" and state.antes[s] is not None]
    pool = list(state.deck) + [c for s in others for c in state.hands[s]]
    pool += [card for s in secret_antes if (card := state.antes[s]) is not None]
    rng.shuffle(pool)
    for s in others:
        size = len(state.hands[s])
        state.hands[s], pool = pool[:size], pool[size:]
    for s in secret_antes:
        state.antes[s] = pool.pop()
    state.deck = pool
    state.exchanges = [e for e in state.exchanges if e[0] == seat]  # what the others learned is theirs
    state.seed = rng.randrange(2**32)
    asked = waiting(state)
    if asked is not None and asked[0].seat != seat:
        question = asked[0]
        answers = tuple(c.action.removeprefix("choose:") for c in choices(state, question))
        state.tasks[-1] = pending.to_data(question, answers)
    return state
