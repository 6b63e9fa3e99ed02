"""The game service without Discord: lobbies, moves, stale clicks, AI turns, timers, restarts."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import orjson
import pytest

from engine.play_of_the_dragons import ENGINE as POTD
from engine.protocol import replay
from engine.red_dragon import ENGINE, TABLES
from service import records
from service.base import RETRY_SECONDS
from service.clocks import IDLE_LONGEST
from service.games import GameError, GameService, Player, StaleClick
from service.settings import Settings
from service.storage import ChannelBusy, ShardLeases, Storage, StorageBusy, StorageError
from tests import backends
from tests.test_ratings import finish

ALICE, BOB, CAROL = Player(1, "Alice"), Player(2, "Bob"), Player(3, "Carol")
MOD = Player(9, "Mod", can_manage=True)


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


async def make_service(path: Path, clock: Clock, ai_delay: float = 0.0) -> GameService:
    storage = Storage(backends.target(path))
    await storage.open()
    settings = Settings(database_path=path, ai_delay=ai_delay, timer_granularity=0.005)
    service = GameService(storage, settings, {ENGINE.id: ENGINE}, clock=clock)
    await service.start()
    return service


async def settle(service: GameService, seconds: float = 20.0) -> None:
    """Wait until no timer work is running (AI chains with no delay run many moves in a row)."""
    loop = asyncio.get_running_loop()
    give_up = loop.time() + seconds
    quiet = 0
    while quiet < 3:
        await asyncio.sleep(0.001)
        quiet = 0 if service.scheduler.busy else quiet + 1
        if loop.time() > give_up:
            raise AssertionError("the service did not settle")


@pytest.fixture
async def env(tmp_path):
    clock = Clock()
    service = await make_service(tmp_path / "games.sqlite3", clock)
    yield service, clock, tmp_path / "games.sqlite3"
    await service.stop()
    await service.storage.close()


async def three_humans(service: GameService) -> int:
    game = await service.open_lobby(ENGINE.id, 10, 20, ALICE, {}, 300)
    await service.join(game.id, BOB)
    await service.join(game.id, CAROL)
    await service.start_game(game.id, ALICE)
    return game.id


async def test_lobby_rules(env):
    service, _clock, _ = env
    game = await service.open_lobby(ENGINE.id, 10, 20, ALICE, {}, 300)
    with pytest.raises(ChannelBusy):
        await service.open_lobby(ENGINE.id, 10, 20, BOB, {}, 300)
    with pytest.raises(GameError, match="already_seated"):
        await service.join(game.id, ALICE)
    with pytest.raises(GameError, match="player_count"):
        await service.start_game(game.id, ALICE)
    for _ in range(5):
        await service.add_ai(game.id, ALICE)
    with pytest.raises(GameError, match="table_full"):
        await service.join(game.id, BOB)
    with pytest.raises(GameError, match="cancel_not_allowed"):
        await service.cancel(game.id, BOB)
    cancelled = await service.cancel(game.id, MOD)
    assert cancelled.status == "cancelled"
    # The channel is free again.
    await service.open_lobby(ENGINE.id, 10, 20, BOB, {}, 300)


async def test_a_game_two_clicks_load_at_once_is_one_game_and_no_change_is_lost(env):
    service, _clock, _ = env
    lobby = await service.open_lobby(ENGINE.id, 10, 20, ALICE, {}, 300)
    first, second = await asyncio.gather(service.live(lobby.id), service.live(lobby.id))
    assert first is second
    await service.join(lobby.id, BOB)
    await service.join(lobby.id, CAROL)
    stored = await service.storage.load_game(lobby.id)
    assert [s.name for s in stored.seats] == [s.name for s in (await service.live(lobby.id)).record.seats]
    assert [s.name for s in stored.seats] == ["Alice", "Bob", "Carol"]


async def test_one_forget_at_a_time_for_the_whole_bot_and_one_a_minute_for_a_server(env, monkeypatch):
    service, clock, _ = env
    running, most = [0], [0]

    async def forget(storage: Storage, guild_id: int, user_id: int, planned: Any = None) -> int:
        running[0] += 1
        most[0] = max(most[0], running[0])
        await asyncio.sleep(0.01)
        running[0] -= 1
        return 0

    monkeypatch.setattr(records, "forget_member", forget)
    await asyncio.gather(*(service.forget_records(guild, 5) for guild in (1, 2, 3)))
    assert most == [1]
    with pytest.raises(records.TooSoon):
        await service.forget_records(2, 6)
    clock.now += records.FORGET_EVERY
    await service.forget_records(2, 6)


async def test_a_rematch_while_a_forget_computes_does_not_seat_the_forgotten_member_again(env, monkeypatch):
    """The ratings take seconds to compute; a Rematch clicked meanwhile read the game not yet anonymised."""
    service, _clock, _ = env
    game_id = await finish(service.storage, [(1, "Alice"), (2, "Bob"), (3, "Carol")], [1, 2, 3], guild=10)
    real, gate, entered = records.forget_member, asyncio.Event(), asyncio.Event()

    async def computing(storage: Storage, guild_id: int, user_id: int, planned: Any = None) -> int:
        entered.set()
        await gate.wait()
        return await real(storage, guild_id, user_id)

    monkeypatch.setattr(records, "forget_member", computing)
    forgetting = asyncio.create_task(service.forget_records(10, ALICE.id))
    await entered.wait()
    lobby = await service.rematch(game_id, BOB)
    gate.set()
    await forgetting
    await service.leave(lobby.id, CAROL)  # a later change of the lobby is stored from memory
    for game in ((await service.live(lobby.id)).record, await service.storage.load_game(lobby.id)):
        assert [s.name for s in game.seats] == ["Bob"]


async def test_lobby_expires_after_its_time(env):
    service, clock, _ = env
    game = await service.open_lobby(ENGINE.id, 10, 20, ALICE, {}, 300)
    clock.now += service.settings.lobby_seconds + 1
    await asyncio.sleep(0.05)
    await settle(service)
    assert (await service.storage.load_game(game.id)).status == "expired"


async def test_stale_and_double_clicks_apply_once(env):
    service, _clock, _ = env
    game_id = await three_humans(service)
    live = await service.live(game_id)
    stamp = live.record.moves
    hand = list(live.state.hands[1])
    # Bob and Carol choose at the same time; neither makes the other's view stale.
    await service.act(game_id, BOB, stamp, [f"stock:{c}" for c in hand[:4]])
    await service.act(game_id, CAROL, stamp, [f"stock:{c}" for c in live.state.hands[2][:4]])
    # Bob's second click on his old view is refused and changes nothing.
    moves = live.record.moves
    with pytest.raises(StaleClick):
        await service.act(game_id, BOB, stamp, [f"stock:{hand[5]}"])
    assert live.record.moves == moves
    # A batch with an illegal action applies nothing, not even its legal first action.
    before = live.engine.snapshot(live.state)
    with pytest.raises(GameError):
        await service.act(game_id, ALICE, live.record.moves, [f"stock:{live.state.hands[0][0]}", "stock:R99"])
    assert live.record.moves == moves
    assert live.engine.snapshot(live.state) == before
    # Two concurrent identical clicks: exactly one applies.
    cards = [f"stock:{c}" for c in live.state.hands[0][:4]]
    outcomes = await asyncio.gather(
        service.act(game_id, ALICE, moves, cards), service.act(game_id, ALICE, moves, cards), return_exceptions=True
    )
    assert sum(isinstance(o, StaleClick) for o in outcomes) == 1
    assert live.state.phase == "draft"


async def test_a_batch_that_breaks_the_engine_halfway_leaves_the_game_as_it_was(env, monkeypatch):
    service, _clock, _ = env
    game_id = await three_humans(service)
    live = await service.live(game_id)
    before, moves = live.engine.snapshot(live.state), live.record.moves
    apply, calls = live.engine.apply, []

    def breaks_second_time(state, seat, action):
        calls.append(action)
        if len(calls) == 2:
            raise RuntimeError("a bug in the rules")
        return apply(state, seat, action)

    monkeypatch.setattr(live.engine, "apply", breaks_second_time)
    with pytest.raises(RuntimeError, match="a bug"):
        await service.act(game_id, ALICE, moves, [f"stock:{c}" for c in live.state.hands[0][:4]])
    assert live.engine.snapshot(live.state) == before and live.record.moves == moves


async def test_non_players_and_wrong_turns_are_refused(env):
    service, _clock, _ = env
    game_id = await three_humans(service)
    with pytest.raises(GameError, match="not_playing"):
        await service.act(game_id, MOD, 0, ["stock:R1"])


async def ai_only_game(service: GameService, seats: int = 4) -> int:
    game = await service.open_lobby(ENGINE.id, 10, 20, ALICE, {}, 300)
    for _ in range(seats - 1):
        await service.add_ai(game.id, ALICE)
    await service.start_game(game.id, ALICE)
    return game.id


async def test_new_games_get_63_bit_seeds_from_a_secure_source(env):
    service, _clock, _ = env
    hosts = [Player(100 + i, f"host {i}") for i in range(1000)]  # one lobby each, in servers of their own (quotas)
    opening = (service.open_lobby(ENGINE.id, 10_000 + i, 1000 + i, host, {}, 300) for i, host in enumerate(hosts))
    lobbies = await asyncio.gather(*opening)
    seeds = [(await service.storage.load_game(game.id)).seed for game in lobbies]
    assert len(set(seeds)) == 1000 and all(0 <= seed < 2**63 for seed in seeds)
    assert max(seeds) - min(seeds) > 2**62  # 31 bits could be tried in core-hours; these cannot


async def test_a_game_stored_with_a_31_bit_seed_deals_and_replays_as_before(tmp_path):
    clock, path, old_seed = Clock(), tmp_path / "games.sqlite3", 2**31 - 1
    service = await make_service(path, clock)
    lobby = await service.open_lobby(ENGINE.id, 10, 20, ALICE, {}, 300)
    await service.join(lobby.id, BOB)
    await service.join(lobby.id, CAROL)
    await service.stop()
    await service.storage.execute("UPDATE games SET seed = ? WHERE id = ?", (old_seed, lobby.id))  # as stored before
    await service.storage.close()

    service = await make_service(path, clock)
    await service.start_game(lobby.id, ALICE)
    live = await service.live(lobby.id)
    assert live.state.hands == ENGINE.new_state(3, live.record.options, old_seed).hands
    await service.act(lobby.id, ALICE, 0, [f"stock:{card}" for card in live.state.hands[0][:4]])
    await service.stop()
    await service.storage.close()

    service = await make_service(path, clock)
    live = await service.live(lobby.id)
    log = [(a.seat, a.action) for a in await service.storage.actions(lobby.id)]
    assert log and live.record.seed == old_seed
    assert ENGINE.snapshot(replay(ENGINE, 3, live.record.options, old_seed, log)) == ENGINE.snapshot(live.state)
    await service.stop()
    await service.storage.close()


async def test_timer_lets_the_ai_play_then_keep_the_seat(env):
    service, clock, _ = env
    game_id = await ai_only_game(service)
    await settle(service)
    live = await service.live(game_id)
    assert live.engine.to_act(live.state) == [0]  # the AIs chose their stock; Alice has not
    deadline = live.record.turns.turn_deadline
    assert deadline == pytest.approx(clock.now + 300)
    timeouts = 0
    while live.record.status == "active" and timeouts < 3:
        clock.now = live.record.turns.turn_deadline + 1
        await asyncio.sleep(0.02)
        await settle(service)
        timeouts += 1
    assert live.record.seats[0].autoplay
    log = await service.storage.actions(game_id)
    assert any(a.source == "timer" for a in log)
    assert any(e.get("kind") == "timed_out" for a in log for e in a.events)
    # With the AI in every human seat the game plays a round of turns on its own, then waits for a human.
    await settle(service)
    turns = live.record.turns
    assert live.record.status == "active" and turns.idle and turns.unwatched_from is not None
    assert live.record.moves >= turns.unwatched_from + len(live.record.seats)
    assert live.record.deadline == pytest.approx(turns.idle_at + IDLE_LONGEST)  # then it is abandoned
    # The log rebuilds the stored state exactly.
    stored = await service.storage.load_game(game_id)
    log = await service.storage.actions(game_id)
    rebuilt = replay(ENGINE, 4, stored.options, stored.seed, [(a.seat, a.action) for a in log])
    assert ENGINE.snapshot(rebuilt) == stored.state


async def test_restart_resumes_timers_and_loses_nothing(tmp_path):
    clock = Clock()
    path = tmp_path / "games.sqlite3"
    service = await make_service(path, clock)
    game_id = await ai_only_game(service, seats=3)
    await settle(service)
    live = await service.live(game_id)
    stamp = live.record.moves
    card = live.state.hands[0][0]
    await service.act(game_id, ALICE, stamp, [f"stock:{c}" for c in live.state.hands[0][:4]])
    await settle(service)
    moves = live.record.moves
    await service.stop()
    await service.storage.close()

    service = await make_service(path, clock)
    live = await service.live(game_id)
    assert live.record.moves >= moves
    assert card not in live.state.hands[0] or live.state.phase != "stock"
    # Human turn deadline survived; expiring it makes the AI move for Alice.
    pending = live.engine.to_act(live.state)
    if pending == [0]:
        clock.now = live.record.turns.turn_deadline + 1
        await asyncio.sleep(0.05)
        await settle(service)
        assert live.record.moves > moves
    await service.stop()
    await service.storage.close()


async def test_stop_records_abandoned(env):
    service, _clock, _ = env
    game_id = await three_humans(service)
    with pytest.raises(GameError):
        await service.stop_game(game_id, BOB)
    stopped = await service.stop_game(game_id, MOD)
    assert stopped.status == "abandoned"
    assert await service.storage.results(game_id) == []
    with pytest.raises(GameError, match="game_over"):
        await service.act(game_id, ALICE, 0, ["stock:R1"])


def refuse_writes(service: GameService, sources: set[str], times: int, error: StorageError) -> list[int]:
    """The next ``times`` writes of moves from these sources fail with ``error`` (a database locked past its
    bound, an I/O error); returns the count of refusals left."""
    storage = service.storage
    save_progress = storage.save_progress
    left = [times]

    async def refusing(game: Any, new_actions: Any, *args: Any, **kwargs: Any) -> None:
        if left[0] and any(a.source in sources for a in new_actions):
            left[0] -= 1
            raise error
        await save_progress(game, new_actions, *args, **kwargs)

    storage.save_progress = refusing  # type: ignore[method-assign]
    return left


async def stored_log(service: GameService, game_id: int) -> list[tuple[int, str, str]]:
    return [(a.seat, a.action, a.source) for a in await service.storage.actions(game_id)]


@pytest.mark.parametrize("error", [StorageBusy("locked by another process"), StorageError("disk I/O error")])
async def test_ai_moves_whose_write_failed_are_tried_again(env, error):
    service, clock, _ = env
    left = refuse_writes(service, {"ai"}, 2, error)
    game_id = await ai_only_game(service)
    await settle(service)
    assert left == [1] and await stored_log(service, game_id) == []  # refused: nothing stored, tried again soon
    assert service.scheduler.due(game_id) == pytest.approx(clock.now + RETRY_SECONDS)
    for _ in range(2):  # refused once more, then stored
        clock.now += RETRY_SECONDS
        await asyncio.sleep(0.02)
        await settle(service)
    log = await stored_log(service, game_id)
    assert left == [0] and {seat for seat, _, _ in log} == {1, 2, 3} and {s for _, _, s in log} == {"ai"}
    live = await service.live(game_id)
    assert live.engine.to_act(live.state) == [0] and live.record.moves == len(log)


def fail_searches(service: GameService, times: int) -> list[int]:
    """The next ``times`` AI searches fail as if their worker process died; returns the count of failures left."""
    run, left = service.thinkers.run, [times]

    async def failing(job: Any, *args: Any) -> Any:
        if left[0]:
            left[0] -= 1
            raise RuntimeError("the worker process died")
        return await run(job, *args)

    service.thinkers.run = failing  # type: ignore[method-assign]
    return left


async def test_ai_whose_thinking_failed_is_asked_again_later_and_plays(env):
    service, clock, _ = env
    left = fail_searches(service, 2)
    game_id = await ai_only_game(service)
    await settle(service)
    assert left == [1] and await stored_log(service, game_id) == []
    assert service.scheduler.due(game_id) == pytest.approx(clock.now + RETRY_SECONDS)  # not stuck for good
    clock.now += RETRY_SECONDS
    await asyncio.sleep(0.02)
    await settle(service)
    assert left == [0] and await stored_log(service, game_id) == []
    assert service.scheduler.due(game_id) == pytest.approx(clock.now + 2 * RETRY_SECONDS)  # waits longer each time
    clock.now += 2 * RETRY_SECONDS
    await asyncio.sleep(0.02)
    await settle(service)
    assert {seat for seat, _, _ in await stored_log(service, game_id)} == {1, 2, 3}
    live = await service.live(game_id)
    assert live.engine.to_act(live.state) == [0] and game_id not in service._fire_failures


async def test_the_ai_thinks_without_holding_the_game_and_a_search_the_game_outran_is_dropped(env):
    service, _clock, _ = env
    run, gate, searched = service.thinkers.run, asyncio.Event(), []

    async def slow(job: Any, *args: Any) -> Any:
        searched.append(args[4])  # the move count the search starts from (after engine, state, seats, seed)
        await gate.wait()
        return await run(job, *args)

    service.thinkers.run = slow
    game_id = await ai_only_game(service)
    for _ in range(50):
        await asyncio.sleep(0.001)
    assert searched == [0]  # the AI seats are choosing their stock, as Alice is
    live = await service.live(game_id)
    need = TABLES[4].stock
    cards = [f"stock:{c}" for c in live.state.hands[0][:need]]
    # Alice's choice is taken at once, not after the search (one waiting behind others on a busy bot).
    await asyncio.wait_for(service.act(game_id, ALICE, 0, cards), 1.0)
    gate.set()
    await settle(service)
    assert searched[:2] == [0, need]  # what was found for the state before her move was not played
    log = await stored_log(service, game_id)
    stock = [(seat, a) for seat, a, _ in log if a.startswith("stock:")]
    assert [a for seat, a in stock if seat == 0] == cards
    assert sorted(seat for seat, _ in stock) == sorted(list(range(4)) * need)  # each seat's stock chosen once
    assert replay(ENGINE, 4, live.record.options, live.record.seed, [(s, a) for s, a, _ in log]).phase != "stock"


async def test_a_timed_out_turn_whose_write_failed_is_tried_again_and_counted_once(env):
    service, clock, _ = env
    game_id = await ai_only_game(service)
    await settle(service)
    deadline = (await service.live(game_id)).record.turns.turn_deadline
    left = refuse_writes(service, {"timer"}, 1, StorageBusy("locked by another process"))
    clock.now = deadline + 1
    await asyncio.sleep(0.02)
    await settle(service)
    assert left == [0] and all(source == "ai" for _, _, source in await stored_log(service, game_id))
    assert service.scheduler.due(game_id) == pytest.approx(clock.now + RETRY_SECONDS)  # the timer is re-armed
    clock.now += RETRY_SECONDS
    await asyncio.sleep(0.02)
    await settle(service)
    log = await service.storage.actions(game_id)
    assert any(a.source == "timer" and a.seat == 0 for a in log)
    assert timeouts_noted(log) == 1
    game = await service.storage.load_game(game_id)
    assert game is not None and game.seats[0].timeouts == 1


def timeouts_noted(log: Any) -> int:
    """How many turns the stored log says ran out."""
    return sum(e.get("kind") == "timed_out" for a in log for e in a.events)


async def service_in(
    tmp_path: Path, clock: Clock, engine: Any = ENGINE, ai_delay: float = 0.0, leases: ShardLeases | None = None
) -> GameService:
    """A started service of one game kind, on its own storage (with shard leases, if given)."""
    storage = Storage(backends.target(tmp_path / "games.sqlite3"), leases=leases)
    await storage.open()
    settings = Settings(database_path=tmp_path / "games.sqlite3", ai_delay=ai_delay, timer_granularity=0.005)
    service = GameService(storage, settings, {engine.id: engine}, clock=clock)
    await service.start()
    return service


def gate_searches(service: GameService) -> tuple[asyncio.Event, list[int]]:
    """Searches wait for the returned event before they think; the list gets the move count each began at."""
    run, gate, searched = service.thinkers.run, asyncio.Event(), []

    async def slow(job: Any, *args: Any) -> Any:
        searched.append(args[4])
        await gate.wait()
        return await run(job, *args)

    service.thinkers.run = slow  # type: ignore[method-assign]
    return gate, searched


async def time_runs_out(service: GameService, clock: Clock, game_id: int) -> None:
    deadline = (await service.live(game_id)).record.turns.turn_deadline
    assert deadline is not None
    clock.now = deadline + 1
    for _ in range(50):
        await asyncio.sleep(0.001)


async def counted_once_for_alice(service: GameService, game_id: int) -> Any:
    """Check the stored game: the AI moved for Alice (seat 0) and one timeout of hers is logged and counted."""
    log = await service.storage.actions(game_id)
    assert timeouts_noted(log) == 1
    assert {a.source for a in log if a.seat == 0} == {"timer"}
    game = await service.storage.load_game(game_id)
    assert game is not None and game.seats[0].timeouts == 1
    return game


async def alice_late(service: GameService, clock: Clock) -> tuple[int, asyncio.Event, list[int]]:
    """A game of Alice and three AI seats whose stock Alice has not chosen in time; the AI's search for her
    waits for the event returned (see :func:`gate_searches`)."""
    game_id = await ai_only_game(service)
    await settle(service)
    gate, searched = gate_searches(service)
    await time_runs_out(service, clock, game_id)
    return game_id, gate, searched


async def test_a_player_whose_time_ran_out_is_answered_while_the_ai_thinks_and_their_move_stands(env):
    service, clock, _ = env
    game_id, gate, searched = await alice_late(service, clock)
    live = await service.live(game_id)
    assert searched == [live.record.moves]  # the AI is finding Alice's stock for her
    cards = [f"stock:{c}" for c in live.state.hands[0][: TABLES[4].stock]]
    # Neither her view nor her move waits for that search: the game is not held while it thinks.
    await asyncio.wait_for(service.act(game_id, ALICE, live.record.moves, cards), 1.0)
    gate.set()
    await settle(service)
    log = await service.storage.actions(game_id)
    assert [a.action for a in log if a.seat == 0] == cards and {a.source for a in log if a.seat == 0} == {"player"}
    assert timeouts_noted(log) == 0  # she moved before the AI did
    game = await service.storage.load_game(game_id)
    assert game is not None and game.seats[0].timeouts == 0 and not game.turns.timed_out


async def test_a_timed_out_turn_whose_search_the_game_outran_is_counted_once_when_the_ai_moves_for_them(env):
    service, clock, _ = env
    game_id, gate, searched = await alice_late(service, clock)
    assert await service.pause(game_id)  # e.g. the bot lost its permissions in the channel meanwhile
    gate.set()
    await settle(service)
    assert len(searched) == 1 and all(source == "ai" for _, _, source in await stored_log(service, game_id))
    live = await service.live(game_id)
    assert live.record.seats[0].timeouts == 0 and live.record.turns.late == [0]  # not counted: no move made
    clock.now += 60
    assert await service.resume(game_id)  # her time had run out: the AI moves for her, and that counts
    await asyncio.sleep(0.02)
    await settle(service)
    game = await counted_once_for_alice(service, game_id)
    assert not game.turns.late


async def test_a_late_player_is_not_forgiven_by_another_players_move_meanwhile(env):
    service, clock, _ = env
    game = await service.open_lobby(ENGINE.id, 10, 20, ALICE, {}, 300)
    await service.join(game.id, BOB)
    await service.add_ai(game.id, ALICE)
    await service.start_game(game.id, ALICE)
    game_id = game.id
    await settle(service)
    gate, searched = gate_searches(service)
    await time_runs_out(service, clock, game_id)  # both were choosing their stock
    live = await service.live(game_id)
    assert searched and live.record.turns.late == [0, 1]
    one = live.state.hands[0][0]
    await asyncio.wait_for(service.act(game_id, ALICE, live.record.moves, [f"stock:{one}"]), 1.0)
    gate.set()
    await settle(service)
    log = await service.storage.actions(game_id)
    assert [e.get("seat") for a in log for e in a.events if e.get("kind") == "timed_out"] == [1]
    assert {a.source for a in log if a.seat == 1} == {"timer"} and (0, f"stock:{one}", "player") in [
        (a.seat, a.action, a.source) for a in log
    ]
    stored = await service.storage.load_game(game_id)
    assert stored is not None and [s.timeouts for s in stored.seats] == [0, 1, 0]


async def test_a_late_players_move_that_failed_with_a_bug_is_tried_again_and_counted_once(env):
    service, clock, _ = env
    game_id = await ai_only_game(service)
    await settle(service)
    apply, left = service._apply, [1]

    async def failing(live: Any, moves: Any, notes: Any = (), *args: Any, **kwargs: Any) -> Any:
        if notes and left[0]:
            left[0] -= 1
            raise RuntimeError("a bug in a game's rules")
        return await apply(live, moves, notes, *args, **kwargs)

    service._apply = failing
    await time_runs_out(service, clock, game_id)
    await settle(service)
    assert left == [0]
    clock.now += RETRY_SECONDS
    await asyncio.sleep(0.02)
    await settle(service)
    log = await service.storage.actions(game_id)
    assert timeouts_noted(log) == 1
    game = await service.storage.load_game(game_id)
    assert game is not None and game.seats[0].timeouts == 1


@pytest.fixture
async def leased(tmp_path):
    """A service whose games are its shard's for 30 s at a time, renewed by hand (``_renew_leases``)."""
    clock = Clock()
    service = await service_in(tmp_path, clock, leases=ShardLeases(duration=30.0, clock=clock))
    yield service, clock
    await service.stop()
    await service.storage.close()


async def test_timers_that_fell_due_while_the_lease_had_run_out_go_on_once_it_is_renewed(leased):
    service, clock = leased
    game_id = await ai_only_game(service)
    await settle(service)
    await time_runs_out(service, clock, game_id)  # five minutes on: the lease ran out long before
    await settle(service)
    assert all(source == "ai" for _, _, source in await stored_log(service, game_id))  # not ours meanwhile
    await service._renew_leases()  # late, and the same shard again
    await asyncio.sleep(0.02)
    await settle(service)
    log = await service.storage.actions(game_id)
    assert timeouts_noted(log) == 1
    assert {a.source for a in log if a.seat == 0} == {"timer"}


async def test_timers_that_fell_due_while_a_renewal_ran_past_the_leases_end_go_on_after_it(leased):
    service, clock = leased
    storage = service.storage
    game_id = await ai_only_game(service)
    await settle(service)
    deadline = (await service.live(game_id)).record.turns.turn_deadline
    clock.now = deadline - 5
    await service._renew_leases()  # in time: the lease holds until 25 s past Alice's deadline
    transaction = storage.transaction

    async def slow(work: Any, *args: Any, **kwargs: Any) -> Any:
        if work == service.leases.claim:  # the next renewal waits on a busy database past the lease's end,
            clock.now = deadline + 26
            for _ in range(50):  # and Alice's timer falls due meanwhile, in a game not ours for now
                await asyncio.sleep(0.001)
        return await transaction(work, *args, **kwargs)

    storage.transaction = slow
    clock.now = deadline + 24
    await service._renew_leases()
    storage.transaction = transaction
    await asyncio.sleep(0.02)
    await settle(service)
    log = await service.storage.actions(game_id)
    assert timeouts_noted(log) == 1


async def alice_and_bob(service: GameService, seed: int | None = None, options: dict[str, Any] | None = None) -> Any:
    """A game of Play of the Dragons between Alice and Bob, started (dealt from ``seed``, if given)."""
    game = await service.open_lobby(POTD.id, 10, 20, ALICE, options or {}, 300)
    await service.join(game.id, BOB)
    if seed is not None:
        (await service.live(game.id)).record.seed = seed
    await service.start_game(game.id, ALICE)
    return await service.live(game.id)


@pytest.mark.parametrize("bob_moves", [False, True])
async def test_late_players_of_an_ante_are_each_counted_with_the_ais_ante_for_them(tmp_path, bob_moves):
    clock = Clock()
    service = await service_in(tmp_path, clock, POTD, ai_delay=1.5)
    try:
        live = await alice_and_bob(service)
        game = live.record
        alice, bob = live.record.seat_of(ALICE.id), live.record.seat_of(BOB.id)
        gate, _searched = gate_searches(service)
        await time_runs_out(service, clock, game.id)
        assert live.record.turns.late == [0, 1]  # the AI antes for both, in one search
        if bob_moves:  # Bob antes before the AI does it for him: his ante, no timeout
            await service.act(game.id, BOB, live.record.moves, [POTD.legal_actions(live.state, bob)[0]])
        gate.set()
        await asyncio.sleep(0.02)
        await settle(service)
        clock.now += 2  # the AI's pace, had the search for both been dropped
        await asyncio.sleep(0.02)
        await settle(service)
        log = await service.storage.actions(game.id)
        noted = sorted(e.get("seat") for a in log for e in a.events if e.get("kind") == "timed_out")
        assert noted == ([alice] if bob_moves else [0, 1])
        assert {a.source for a in log if a.seat == bob and a.action.startswith("ante:")} <= {
            "player" if bob_moves else "timer"
        }
        stored = await service.storage.load_game(game.id)
        assert (
            stored is not None
            and stored.seats[alice].timeouts == 1
            and stored.seats[bob].timeouts == int(not bob_moves)
        )
    finally:
        await service.stop()
        await service.storage.close()


@pytest.mark.parametrize("seed", range(8))
async def test_an_ante_the_ai_made_for_a_late_player_that_tied_is_theirs_to_make_again(tmp_path, seed):
    clock = Clock()
    service = await service_in(tmp_path, clock, POTD, ai_delay=1.5)
    try:
        live = await alice_and_bob(service, seed)
        game = live.record
        await service.act(game.id, ALICE, live.record.moves, [POTD.legal_actions(live.state, 0)[0]])
        await time_runs_out(service, clock, game.id)  # Bob's: the AI antes for him
        await settle(service)
        clock.now += 2
        await asyncio.sleep(0.02)
        await settle(service)
        log = await service.storage.actions(game.id)
        assert [a.seat for a in log if a.source == "timer"] == [1]  # once: a tie's new ante, or his lead, is his
        assert live.record.deadline is not None and live.record.turns.turn_deadline is not None
    finally:
        await service.stop()
        await service.storage.close()


async def test_a_seat_taken_back_while_another_player_is_late_gets_a_turn_clock(env):
    service, clock, _ = env
    game = await service.open_lobby(ENGINE.id, 10, 20, ALICE, {}, 300)
    await service.join(game.id, BOB)
    await service.join(game.id, CAROL)
    lobby = (await service.live(game.id)).record
    lobby.seats[1].autoplay = lobby.seats[2].autoplay = True  # the AI keeps Bob's and Carol's seats
    await service.start_game(game.id, ALICE)
    live = await service.live(game.id)
    gate, _searched = gate_searches(service)
    await service.act(game.id, ALICE, 0, [ENGINE.legal_actions(live.state, 0)[0]])  # one of her stock cards
    await time_runs_out(service, clock, game.id)  # then her time runs out: the AI is choosing the rest
    assert live.record.turns.late == [0]
    await service.reclaim(game.id, BOB)  # Bob takes his seat back, his stock not chosen yet
    gate.set()
    await asyncio.sleep(0.02)
    await settle(service)
    assert ENGINE.to_act(live.state) == [1] and live.record.deadline is not None  # not waited for forever


@pytest.mark.parametrize("seed", [0, 1])  # deals whose third round's last play ends the gambit
async def test_the_ai_ends_a_timed_out_players_last_play_of_a_gambit_and_not_their_next_ante(tmp_path, seed):
    clock = Clock()
    service = await service_in(tmp_path, clock, POTD, ai_delay=1.5)
    try:
        live = await alice_and_bob(service, seed, {"start_gold": 500})
        game = live.record
        players = {live.record.seat_of(ALICE.id): ALICE, live.record.seat_of(BOB.id): BOB}
        for _ in range(200):  # both play on to the last play of a gambit's third round
            state = live.state
            if state.phase == "play" and state.round >= 3 and not state.tasks and state.turn == len(state.order) - 1:
                break
            seat = POTD.to_act(state)[0]
            await service.act(game.id, players[seat], live.record.moves, [POTD.legal_actions(state, seat)[0]])
        late, gambit = POTD.to_act(live.state)[0], live.state.gambit
        await time_runs_out(service, clock, game.id)
        await settle(service)
        assert live.state.gambit == gambit + 1 and live.state.phase == "ante" and not live.state.tasks
        clock.now += 2  # the AI's pace: the next ante is the player's own, with a clock
        await asyncio.sleep(0.02)
        await settle(service)
        log = await service.storage.actions(game.id)
        assert (late, "timer") not in [(a.seat, a.source) for a in log if a.action.startswith("ante:")][-2:]
        assert live.record.turns.turn_deadline is not None
    finally:
        await service.stop()
        await service.storage.close()


async def test_a_timed_out_turn_whose_search_failed_is_searched_again_and_counted_once(env):
    service, clock, _ = env
    game_id = await ai_only_game(service)
    await settle(service)
    left = fail_searches(service, 1)
    await time_runs_out(service, clock, game_id)
    await settle(service)
    live = await service.live(game_id)
    assert left == [0] and live.record.seats[0].timeouts == 0 and not live.record.turns.timed_out
    clock.now += RETRY_SECONDS
    await asyncio.sleep(0.02)
    await settle(service)
    await counted_once_for_alice(service, game_id)


async def stored_meta(service: GameService, game_id: int) -> dict[str, Any]:
    row = await service.storage.fetchone("SELECT meta FROM games WHERE id = ?", (game_id,))
    assert row is not None
    return dict(orjson.loads(row[0]))


async def test_a_game_stored_with_the_bookkeeping_of_before_loads_plays_on_and_is_stored_as_before(tmp_path):
    """The turn bookkeeping is stored as the JSON object of before (``games.meta``), with the same keys (and keys
    added since, which a bot of before ignores), so games stored before load unchanged and a game stored now loads in
    a bot of before."""
    clock, path = Clock(), tmp_path / "games.sqlite3"
    service = await make_service(path, clock)
    lobby = await service.open_lobby(ENGINE.id, 10, 20, ALICE, {}, 300)
    await service.join(lobby.id, BOB)
    await service.join(lobby.id, CAROL)
    await service.storage.execute("UPDATE games SET meta = '{}' WHERE id = ?", (lobby.id,))  # a lobby of before
    await service.stop()
    await service.storage.close()

    service = await make_service(path, clock)
    await service.start_game(lobby.id, ALICE)
    await service.stop()
    paused_at, turn_deadline = clock.now - 50, clock.now + 100
    before = {"stamps": [0, 0, 0], "turn_deadline": turn_deadline, "pending": [0, 1, 2], "timed_out": []}
    before |= {"simultaneous": True, "late": [], "rows": 0, "paused_at": paused_at}  # paused, as stored before
    await service.storage.execute(
        "UPDATE games SET meta = ?, deadline = NULL WHERE id = ?", (orjson.dumps(before).decode(), lobby.id)
    )
    await service.storage.close()

    service = await make_service(path, clock)
    live = await service.live(lobby.id)
    assert live.record.turns.paused_at == paused_at and live.record.turns.turn_deadline == turn_deadline
    assert await service.resume(lobby.id) and live.record.deadline is not None
    await service.act(lobby.id, ALICE, 0, [f"stock:{card}" for card in live.state.hands[0][:4]])
    stored = await stored_meta(service, lobby.id)
    assert stored == {
        "stamps": [4, 0, 0],
        "turn_deadline": clock.now + 300,  # the clock of the turn the game was paused in
        "pending": [1, 2],
        "timed_out": [],
        "late": [],
        "simultaneous": True,
        "rows": 0,
        "turn_started": clock.now,  # added since, only when a timer runs: a bot of before ignores it
        "human_at": clock.now,  # a key added since: a bot of before leaves it aside
    }
    assert await service.pause(lobby.id)
    assert (await stored_meta(service, lobby.id))["paused_at"] == clock.now  # a pause is the key's presence
    await service.stop()
    await service.storage.close()
