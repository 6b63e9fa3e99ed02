"""A rule-based Krasny Drakon player that sees only its own view.

The ideas, in order of weight:

* 2s, 10s and jokers fit on anything, so they are kept for the moment nothing else fits; a
  card that empties the player's last source is always played.
* Otherwise the lowest card that fits goes first: low ranks fit on little (a 3 only on 2, 3
  or 9), so they only get rid of themselves while the pile is low.
* A play the next player is unlikely to answer earns a bonus, since it makes them pick up: the
  odds are certain while they play face-up opening cards, else estimated from the unseen cards.
* The reserve keeps the cards that fit almost anywhere (10, 2, joker, then A, K, ...): it is
  played later, onto piles that are usually higher, and the player may look at it to plan.
* Chance before reserve when blind cards are likely to fit now and the reserve can wait.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.krasny_drakon.moves import JOKER, Chance, Declare, Move, Play, Reserve, Unlock, parse, rank_of
from engine.krasny_drakon.rules import FOLLOW, RANK_INDEX, build_deck
from engine.krasny_drakon.views import KrasnyDrakonView, Private
from engine.protocol import DEFAULT_AI_LEVEL, AiLevel, with_mistakes

EMERGENCY = frozenset({"2", "T", JOKER})
# How much a card is worth keeping back in the reserve: cards that fit on many tops score high.
RESERVE_WORTH = {JOKER: 20, "T": 19, "2": 18, "A": 12, "K": 11, "8": 10, "Q": 9, "9": 8, "J": 7}
# Chance goes first when a blind card fits at least this often on the current pile.
CHANCE_FIRST_ODDS = 0.7
# Weight of the estimated chance that the next player must pick up after our card.
ATTACK = 6.0


def choose(view: KrasnyDrakonView, legal: Sequence[str], rng: random.Random) -> str:
    """Pick one of ``legal`` for the seat whose ``view`` this is."""
    if len(legal) == 1:
        return legal[0]
    moves = [parse(action) for action in legal]
    first = moves[0]
    if isinstance(first, Reserve):
        return max(legal, key=lambda action: _reserve_worth(action))
    if isinstance(first, Unlock):
        return "unlock:chance" if _chance_first(view) else "unlock:reserve"
    if isinstance(first, Chance):
        return rng.choice(list(legal))  # the cards are face down: any slot is as good as another
    if isinstance(first, Declare):
        return "declare:" + _joker_rank([move.rank for move in moves if isinstance(move, Declare)])
    unseen = _unseen_ranks(view)
    scores = {action: _play_score(view, move, unseen) for action, move in zip(legal, moves, strict=True)}
    return max(legal, key=lambda action: (scores[action], rng.random()))


def best_plays(view: KrasnyDrakonView, legal: Sequence[str], count: int) -> list[str]:
    """The ``count`` plays (or the pickup) of ``legal`` this AI likes best, best first."""
    unseen = _unseen_ranks(view)
    scores = {action: _play_score(view, parse(action), unseen) for action in legal}
    return sorted(legal, key=lambda action: -scores[action])[:count]


def _reserve_worth(action: str) -> int:
    move = parse(action)
    assert isinstance(move, Reserve)
    rank = rank_of(move.card)
    return RESERVE_WORTH.get(rank, RANK_INDEX.get(rank, 0))


def _me(view: KrasnyDrakonView) -> Private:
    assert view.you is not None  # the AI plays a seat
    return view.you


def _unseen_ranks(view: KrasnyDrakonView) -> dict[str, int]:
    """How many cards of each rank (``JK`` for jokers) this seat has not seen anywhere."""
    options = view.options
    counts: dict[str, int] = {}
    for card in build_deck(options.decks, options.jokers):
        counts[rank_of(card)] = counts.get(rank_of(card), 0) + 1
    me = _me(view)
    seen = list(me.reserve) + list(me.hand) + list(view.pile.cards)
    for player in view.players:
        seen += player.opening
    for card in seen:
        counts[rank_of(card)] -= 1
    return counts


def _chance_first(view: KrasnyDrakonView) -> bool:
    allowed = set(view.may_follow) | {JOKER}
    reserve_fits = any(rank_of(card) in allowed for card in _me(view).reserve)
    if not reserve_fits:
        return True
    unseen = _unseen_ranks(view)
    total = sum(unseen.values())
    fits = sum(count for rank, count in unseen.items() if rank in allowed)
    return total > 0 and fits / total >= CHANCE_FIRST_ODDS


def _joker_rank(allowed: Sequence[str]) -> str:
    """An ace blocks the next player hardest; under a 9 the best block left is a 9, then a burn."""
    for rank in ("A", "9", "T"):
        if rank in allowed:
            return rank
    return allowed[-1]


def _play_score(view: KrasnyDrakonView, move: Move, unseen: dict[str, int]) -> float:
    """How much the normal AI likes ``move``; ``unseen`` is :func:`_unseen_ranks` of ``view``."""
    if not isinstance(move, Play):
        return -1000.0  # a pickup
    cards, rank = move.cards, move.rank
    me = _me(view)
    me_public = view.players[me.seat]
    if len(cards) == me_public.cards_left:
        return 1000.0  # this goes out
    printed = rank_of(cards[0])
    score = -float(RANK_INDEX[rank])
    if printed in EMERGENCY:
        score -= 5.0 if me.source == "hand" and me_public.hand_count <= 3 else 40.0
        if printed == JOKER:
            score -= 5.0
    score += 1.5 * (len(cards) - 1)
    if rank == "8" and _has_follow_up(view, cards):
        score += 3.0
    if rank == "T" and view.pile.count >= 6:
        score += 2.0  # a big pile is worth burning before it comes back to us
    score += ATTACK * _next_picks_up(view, rank, unseen)
    return score


def _has_follow_up(view: KrasnyDrakonView, played: tuple[str, ...]) -> bool:
    """After an 8 we play again: is there something other than an emergency card to put on it?"""
    rest = [card for card in _me(view).source_cards if card not in played]
    return any(rank_of(card) in FOLLOW["8"] and rank_of(card) not in EMERGENCY for card in rest)


def _next_picks_up(view: KrasnyDrakonView, rank: str, unseen: dict[str, int]) -> float:
    """Estimated chance that the next player cannot answer ``rank`` and has to pick up the pile."""
    if rank in ("T", "8"):
        return 0.0  # a 10 empties the pile and after an 8 we move again
    seat = _me(view).seat
    players = view.players
    following = [players[(seat + step) % len(players)] for step in range(1, len(players))]
    nxt = next(player for player in following if player.place is None)
    answers = set(FOLLOW[rank]) | {JOKER}
    if nxt.source == "opening":
        return 0.0 if any(rank_of(card) in answers for card in nxt.opening) else 1.0
    total = sum(unseen.values())
    if not total:
        return 0.0
    miss = 1.0 - sum(count for r, count in unseen.items() if r in answers) / total
    held = {"chance": 1, "reserve": nxt.reserve_count, "hand": nxt.hand_count}.get(nxt.source or "", 1)
    return miss**held


def play(view: KrasnyDrakonView, legal: Sequence[str], rng: random.Random, level: AiLevel = DEFAULT_AI_LEVEL) -> str:
    """The AI at ``level``: easy errs now and then, normal is :func:`choose`, hard searches."""
    if level == "easy":
        return with_mistakes(choose, view, legal, rng)
    if level == "hard":
        from engine.krasny_drakon.search import choose as search

        return search(view, legal, rng)
    return choose(view, legal, rng)
