"""With no AI pace, AI seats that move one after the other have their moves found in one search and stored in
one commit: the moves searches of their own would make, no more (a human to act, a pause the game wants, a cap
all end it), and the game's bookkeeping (stale-click stamps, who is pending, turn clocks, the log) as if each
had been found and stored alone."""

from __future__ import annotations

import asyncio
import random
import secrets
from pathlib import Path
from typing import Any

import pytest

from engine.protocol import AiLevel
from engine.registry import engines
from service.ai_turns import FOLLOWING_MOST, _ai_moves
from service.games import GameService, Player
from service.settings import Settings
from service.storage import Storage
from tests import backends

ENGINES = engines()
ALICE = Player(1, "Alice")


@pytest.mark.parametrize("engine", list(ENGINES.values()), ids=lambda e: e.id)
def test_each_round_of_a_search_is_what_a_search_of_its_own_would_find(engine):
    rng = random.Random(5)
    chained = 0
    for game in range(12):
        seats = engine.max_seats if game % 2 else max(engine.min_seats, 2)
        state = engine.new_state(seats, {}, game)
        following: dict[int, tuple[str, AiLevel]] = {s: ("ai", "normal") for s in range(1, seats)}  # 0: the human
        for turn in range(60):
            pending = engine.to_act(state)
            if engine.is_over(state) or not pending:
                break
            if 0 in pending:  # the human moves at random
                engine.apply(state, 0, rng.choice(engine.legal_actions(state, 0)))
                continue
            automatic = {s: following[s] for s in pending}
            rounds = _ai_moves(engine, engine.snapshot(state), automatic, game, turn, following)
            assert rounds[:1] == _ai_moves(engine, engine.snapshot(state), automatic, game, turn, {})
            made = 0
            for found in rounds:
                alone = _ai_moves(engine, engine.snapshot(state), automatic, game, turn + made, {})
                assert [found] == alone  # the search of its own, from where the rounds before left the game
                for seat, action, _source in found:
                    engine.apply(state, seat, action)
                made += len(found)
                automatic = {s: following[s] for s in engine.to_act(state) if s in following}
            pending = engine.to_act(state)
            assert (  # why it stopped
                made >= FOLLOWING_MOST
                or engine.is_over(state)
                or not pending
                or 0 in pending
                or engine.ai_seconds(state, 0.0) > 0
            )
            assert made - len(rounds[-1]) < FOLLOWING_MOST
            chained += len(rounds) > 1
    assert chained, f"{engine.id}: no search made the moves of AI seats following each other"


def test_no_moves_follow_those_made_for_a_player_whose_time_ran_out():
    engine = ENGINES["red-dragon"]
    state = engine.new_state(3, {}, 3)
    rng = random.Random(3)
    while engine.simultaneous(state):  # on to the tricks, where seats move one after the other
        for seat in engine.to_act(state):
            engine.apply(state, seat, rng.choice(engine.legal_actions(state, seat)))
    leader = engine.to_act(state)[0]
    ais: dict[int, tuple[str, AiLevel]] = {s: ("ai", "normal") for s in range(3)}
    snapshot = engine.snapshot(state)
    assert len(_ai_moves(engine, snapshot, {leader: ais[leader]}, 3, 0, ais)) > 1  # AI seats all round: they follow
    # the leader is a human whose time ran out: the AI plays their card, and the AI seats after them wait
    others = {s: level for s, level in ais.items() if s != leader}
    assert len(_ai_moves(engine, snapshot, {leader: ("timer", "normal")}, 3, 0, others)) == 1


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


async def _service(path: Path, clock: Clock, together: bool) -> GameService:
    storage = Storage(backends.target(path))
    await storage.open()
    settings = Settings(database_path=path, ai_delay=0.0, timer_granularity=0.005)
    service = GameService(storage, settings, ENGINES, clock=clock)
    if not together:  # every AI move found by a search of its own
        service._following_seats = lambda live: {}  # type: ignore[method-assign]
    await service.start()
    return service


async def _settle(service: GameService) -> None:
    quiet = 0
    while quiet < 3:
        await asyncio.sleep(0.002)
        quiet = 0 if service.scheduler.busy else quiet + 1


async def _what_it_kept(service: GameService, game_id: int) -> tuple[Any, ...]:
    live = await service.live(game_id)
    game = live.record
    turns = (game.turns.stamps, game.turns.pending, game.turns.turn_deadline, game.turns.timed_out)
    logged = [(a.seat, a.action, a.source) for a in await service.storage.actions(game_id)]
    return game.state, game.moves, game.status, turns, game.deadline, logged


@pytest.mark.parametrize("timeouts", [False, True], ids=["moves", "timeouts"])
@pytest.mark.parametrize("kind", ["red-dragon", "drago-rosso", "play-of-the-dragons", "krasny-drakon"])
async def test_a_game_played_with_searches_together_keeps_what_it_keeps_with_searches_alone(
    tmp_path, kind, timeouts, monkeypatch
):
    """Alice moves at random, or (``timeouts``) lets her clock run out until the AI keeps her seat (an autoplay
    seat, played as the AI standing in for a human plays) and the game plays a round of turns by itself, then
    waits for her. Each service has
    its own clock, moved on as the other's: a move, then a second (or the turn's 120 s) before the AI answers."""
    monkeypatch.setattr(secrets, "randbits", lambda bits: 7)  # the same deal in both services
    engine = ENGINES[kind]
    seats = min(engine.max_seats, 3)
    clocks = [Clock(), Clock()]
    services = [await _service(tmp_path / f"{n}.sqlite3", clocks[n], together=n == 0) for n in range(2)]
    commits = []
    try:
        games = []
        for service in services:
            lobby = await service.open_lobby(kind, 10, 20, ALICE, {}, 120)  # with a turn clock
            for _ in range(seats - 1):
                await service.add_ai(lobby.id, ALICE)
            await service.start_game(lobby.id, ALICE)
            games.append(lobby.id)
            saved = service.storage.save_progress
            count = [0]

            async def counted(*args: Any, _saved: Any = saved, _count: list[int] = count, **kwargs: Any) -> None:
                _count[0] += 1
                await _saved(*args, **kwargs)

            service.storage.save_progress = counted
            commits.append(count)
        rng = random.Random(kind)
        for _move in range(40):
            kept = []
            for service, game_id in zip(services, games, strict=True):
                await _settle(service)
                kept.append(await _what_it_kept(service, game_id))
            assert kept[0] == kept[1]
            live = await services[0].live(games[0])
            if live.record.status != "active" or live.record.turns.idle:
                break
            assert 0 in live.engine.to_act(live.state)
            choice = rng.choice(live.engine.legal_actions(live.state, 0))
            for service, game_id, clock in zip(services, games, clocks, strict=True):
                if timeouts:
                    clock.now += 121.0  # her time runs out; the AI plays for her
                    service.scheduler.run_due()
                else:
                    stamp = (await service.live(game_id)).record.turns.stamps[0]
                    await service.act(game_id, ALICE, stamp, [choice])
                    clock.now += 1.0  # the AI answers a second later
        assert commits[0][0] < commits[1][0]  # the AI's moves following each other stored together
        if timeouts:
            logged = (await services[0].storage.actions(games[0]))[-5:]
            assert (await services[0].live(games[0])).record.turns.idle  # nobody at the table any more
            assert any(a.seat == 0 and a.source == "timer" for a in logged)  # her seat, played by the AI
    finally:
        for service in services:
            await service.stop()
            await service.storage.close()
