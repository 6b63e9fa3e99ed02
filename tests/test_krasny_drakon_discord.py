"""Krasny Drakon through Discord: secret reserves, card buttons, blind chance cards, Jokers, sets, big hands.

Humans are driven only through what their private view offers: every move first checks that the view's
enabled controls are exactly the engine's legal actions (copies of a card from a second deck count as one,
since suits and decks never matter) and that it names no card hidden from that player.
"""

from __future__ import annotations

import random
import re
from typing import Any, NamedTuple

import pytest

from cogs.krasny_drakon.words import event_text, label
from discord_ui.presenter import event_line
from engine.krasny_drakon import ENGINE, STALEMATE_PICKUPS, State, build_deck, rank_of
from engine.krasny_drakon.events import (
    Burnt,
    ChanceTurned,
    Lost,
    PickedUp,
    Played,
    PlaysAgain,
    PlayStarted,
    ReserveChosen,
    Stalemate,
    Unlocked,
    WentOut,
)
from engine.protocol import IllegalAction
from service.games import IllegalMove
from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeInteraction, FakeMessage, FakeUser
from tests.test_whole_games_discord import make_a_move

#: The 2-player game below is dealt from this seed: in her own turns ann meets the reserve choice, the
#: unlock choice, blind chance cards, a Joker turned over from them, a Joker in hand, a set and a pickup.
SEED_TWO = 63
SEED_EIGHT = 0
#: Discord's limits on a private view: 4 rows of ours plus the shared Refresh row, 25 options a select
MAX_SELECTS = 4
MAX_OPTIONS = 25


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def seated_game(world: World, humans: list[FakeUser], ais: int, seed: int, **options: Any) -> int:
    """A started game with these seats, dealt from ``seed`` instead of the lobby's random one, seat 1 dealing
    (instead of a dealer drawn by lot)."""
    return await world.start_game("krasny-drakon new", humans, ais, seed, fixed={"dealer": 0}, **options)


# -- reading a message ------------------------------------------------------------------------------------
def offered(message: FakeMessage) -> dict[str, tuple[str, str]]:
    """Every engine action the message lets its reader take: action -> (select custom id or "", button id)."""
    actions = {
        b.custom_id.split(":", 3)[3]: ("", b.custom_id)
        for b in message.buttons()
        if b.custom_id and b.custom_id.startswith("a:") and not b.disabled
    }
    for select in message.selects():
        if not select.disabled:
            actions |= {o.value: (select.custom_id, o.value) for o in select.options}
    return actions


def same_face(action: str) -> str:
    """An action with the deck digit of its cards dropped: two copies of 7♥ play the same."""
    return re.sub(r"JK\d", "JK", re.sub(r"([2-9TJQKA][SHDC])\d", r"\1", action))


def everything_shown(message: FakeMessage) -> str:
    """All a user can read on a message, custom ids, placeholders and select values included."""
    parts = [message.text()]
    parts += [f"{b.label} {b.custom_id}" for b in message.buttons()]
    for select in message.selects():
        parts.append(f"{select.placeholder} {select.custom_id}")
        parts += [f"{o.label} {o.value} {o.description}" for o in select.options]
    return "\n".join(parts)


class Field(NamedTuple):
    name: str
    value: str


def embed_fields(message: FakeMessage) -> list[Field]:
    """The fields of a message's embeds, as the reader sees them."""
    return [Field(f["name"], f["value"]) for embed in message.embeds for f in embed.get("fields") or ()]


def embed_size(embed: dict[str, Any]) -> int:
    """An embed's characters as Discord counts them: title, description, field names and values, footer, author."""
    size = len(embed.get("title") or "") + len(embed.get("description") or "")
    size += sum(len(f.get("name") or "") + len(f.get("value") or "") for f in embed.get("fields") or ())
    footer, author = embed.get("footer") or {}, embed.get("author") or {}
    return size + len(footer.get("text") or "") + len(author.get("name") or "")


def named(text: str, card: str) -> bool:
    """Whether ``text`` names ``card`` by id (as in custom ids) or by its label ("7♥", "Joker")."""
    by_id = re.search(rf"(?<![A-Z0-9]){card}(?![0-9])", text)
    return bool(by_id) or bool(re.search(rf"(?<!\w){re.escape(label(card))}(?!\w)", text))


async def assert_no_leak(world: World, game_id: int, message: FakeMessage, viewer: int | None) -> None:
    """``message`` (``viewer``'s private view, or the table for None) names no card hidden from that viewer.

    Hidden: other seats' reserves and hands (and dealt cards while reserves are chosen), and every chance
    card still face down, even from its owner. A hidden card's id never shows; its label may only show when
    a card the viewer may see looks the same (two decks) or a public event named one like it.
    """
    state: State = (await world.live(game_id)).state
    setup = state.phase == "setup"
    hidden = [card for cards in state.chance for card in cards if card is not None]
    visible = list(state.pile)
    for seat in range(state.seats):
        private = state.reserve[seat] + state.hand[seat] + (state.opening[seat] if setup else [])
        if seat == viewer:
            visible += private
        else:
            hidden += private
        if not setup:
            visible += state.opening[seat]
    events = "\n".join(await sentences(world, game_id))
    seen = {label(card) for card in visible}
    shown = everything_shown(message)
    leaked = [
        card
        for card in hidden
        if re.search(rf"(?<![A-Z0-9]){card}(?![0-9])", shown)
        or (label(card) not in seen and not named(events, card) and named(shown, card))
    ]
    assert not leaked, f"{leaked} hidden from seat {viewer} but shown:\n{shown}"


async def sentences(world: World, game_id: int) -> list[str]:
    """What the table's log has said so far: the sentence of every stored event of the game."""
    names = [f"seat {seat}" for seat in range(8)]
    lines = []
    for data in await world.bot.hoard.storage.recent_events(game_id, 100_000):
        event = ENGINE.decode_event(data)
        line = event_text(event, names) if event is not None else None
        lines.append(line or "")
    return lines


def kinds(actions: list[str]) -> set[str]:
    """What sort of decisions a view offered, for checking that a game met each of them."""
    found = set()
    for action in actions:
        verb, _, arg = action.partition(":")
        if verb == "play":
            found.add("joker" if "=" in arg else "set" if "+" in arg else "card")
        else:
            found.add(verb)
    return found


# -- moving as a human ---------------------------------------------------------------------------------------
async def human_move(world: World, game_id: int, user: FakeUser, seat: int, met: set[str]) -> FakeInteraction:
    """``user`` opens their view, which must offer exactly the legal moves and hide the others' cards, and
    makes through it the move the engine's AI would make in their place."""
    live = await world.live(game_id)
    engine, state = live.engine, live.state
    legal = engine.legal_actions(state, seat)
    hand = await world.open_hand(user)
    await assert_no_leak(world, game_id, hand, seat)
    await assert_no_leak(world, game_id, world.table(), None)
    offers = offered(hand)
    assert {same_face(a) for a in offers} == {same_face(a) for a in legal}, (sorted(offers), legal)
    met |= kinds(list(offers))
    rng = random.Random(f"test:{live.record.moves}")
    if state.phase == "setup":
        [select] = hand.selects()
        assert select.min_values == select.max_values == 3 and len(select.options) == 8
        working = engine.clone(state)
        choice = []
        while working.phase == "setup" and seat in engine.to_act(working):
            action = engine.ai_action(engine.view(working, seat), engine.legal_actions(working, seat), rng)
            engine.apply(working, seat, action)
            choice.append(action)
        result = await world.fake.select(user, hand, select.custom_id, choice)
    else:
        wanted = engine.ai_action(engine.view(state, seat), legal, rng)
        action = wanted if wanted in offers else next(a for a in offers if same_face(a) == same_face(wanted))
        select_id, control = offers[action]
        if select_id:
            result = await world.fake.select(user, hand, select_id, [control])
        else:
            result = await world.fake.click(user, hand, control)
    assert result.callback_type == 7, result.requests
    return result


async def play_out(world: World, game_id: int, users: list[FakeUser], limit: int) -> set[str]:
    """Let the humans (seats 0..) play until the game ends; the AI seats move by themselves."""
    met: set[str] = set()
    for _ in range(limit):
        live = await world.live(game_id)
        if live.record.status != "active":
            return met
        seat = live.engine.to_act(live.state)[0]
        await human_move(world, game_id, users[seat], seat, met)
    pytest.fail(f"the game did not end within {limit} human moves")


# -- tests ---------------------------------------------------------------------------------------------------------
async def test_lobby_options_rules_and_stop(world):
    alice, bob = world.fake.member("alice"), world.fake.member("bob")
    created = await world.fake.slash(
        alice, "krasny-drakon new", decks=2, jokers=True, sets=True, ten_plays_again=True, timer=10
    )
    text = created.response.text()
    assert "Krasny Drakon" in text and "2–8 seats" in text
    for part in ("Decks**: 2", "Jokers**: on", "Sets**: on", "10 plays again**: on", "timer**: 10 min"):
        assert part in text
    rules = await world.read_rules(bob, "krasny-drakon rules")
    assert "Decks**: 2" in rules
    for topic in ("**Order of play**", "**The pile**", "**Special cards**", "**Chance cards**", "**Jokers**"):
        assert topic in rules
    assert "**Sets**" in rules and f"{STALEMATE_PICKUPS} pickups" in rules
    assert "quick start\n1. Get rid of all your cards" in rules and "**Icons**\n▶️ whose turn" in rules
    game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    await world.fake.click(alice, created.response, created.response.find_button("Add AI: Normal").custom_id)
    await world.fake.click(alice, created.response, created.response.find_button("Start").custom_id)
    table = world.table().text()
    assert "choosing reserves" in table and "⏳ alice" in table and "✅ 🤖 Ember" in table
    assert "2 decks · Jokers · sets · 10 plays again" in table
    # the first dealer is drawn by lot ("by lot or by preference"), from the game's seed
    dealer = (await world.live(game.id)).state.dealer
    assert "⏰ 10 min" in table and f"dealer {['alice', '🤖 Ember'][dealer]}" in table
    refused = await world.stop(bob, "krasny-drakon stop")
    assert refused.response.ephemeral and "Only the host" in refused.response.text()
    stopped = await world.stop(alice, "krasny-drakon stop")
    assert "abandoned" in stopped.response.text()
    assert (await world.bot.hoard.storage.load_game(game.id)).status == "abandoned"


async def test_whole_two_player_game_and_rematch(world):
    ann = world.fake.member("ann")
    game_id = await seated_game(world, [ann], ais=1, seed=SEED_TWO, jokers=True, sets=True)
    setup_table = world.table()
    met = await play_out(world, game_id, [ann], limit=150)
    assert {"reserve", "card", "pickup", "unlock", "chance", "declare", "joker", "set"} <= met, met
    final = world.table()
    assert final.id != setup_table.id and not world.fake.messages[setup_table.id].buttons()
    old = world.fake.messages[setup_table.id]
    assert old.content == (
        "🐲 Reserves chosen by ann, 🤖 Ember: each holds 5 opening cards, 🔒3 and 🎲5 · "
        "**🤖 Ember** started the first pile"
    )
    assert not old.embeds
    text = final.text()
    assert "finishing order" in text and "🏆 Final standings" in text and "Finishing order" not in text
    assert [b.label for b in final.buttons()] == ["Rematch", "Rules", "Log", "Replay"]
    assert_compact(world)
    results = await world.bot.hoard.storage.results(game_id)
    assert sorted(r["placement"] for r in results) == [1, 2]
    # The rematch passes the deal on: the AI deals and ann, on its left, starts.
    rematch = await world.fake.click(ann, final, final.find_button("Rematch").custom_id)
    lobby = rematch.response
    new_game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    assert new_game.options["dealer"] == 1 and new_game.rematch_of == game_id
    await world.fake.click(ann, lobby, lobby.find_button("Start").custom_id)
    assert "dealer 🤖 Ember" in world.table().text()
    await human_move(world, new_game.id, ann, 0, set())
    assert "All reserves are chosen; **ann** starts" in world.table().text()


async def test_whole_eight_player_game_with_a_timed_out_reserve(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await seated_game(world, [ann, ben], ais=6, seed=SEED_EIGHT, decks=1)
    live = await world.live(game_id)
    assert live.state.options["decks"] == 2
    await human_move(world, game_id, ann, 0, set())
    table = world.table().text()
    assert "✅ ann" in table and "⏳ ben" in table and "2 decks (always with 5+)" in table
    # ben never chooses: when his timer runs out the AI keeps three cards back for him.
    deadline = live.record.turns.turn_deadline
    await world.expire(deadline - world.clock.now + 1)
    live = await world.live(game_id)
    assert live.state.phase == "play" and len(live.state.reserve[1]) == 3
    events = await world.bot.hoard.storage.recent_events(game_id, 100)
    assert {"kind": "timed_out", "seat": 1, "ai_keeps_seat": False} in events
    assert "⏰ **ben** ran out of time; the AI plays for them." in world.table().text()
    table = world.table().text()
    opening = [f.value.split("\n")[0] for f in embed_fields(world.table()) if f.name != "What happened"]
    assert len(opening) == 8 and all(len(cards.split(" ")) == 5 for cards in opening)
    assert table.count("\n🔒3 · 🎲5") == 8
    met = await play_out(world, game_id, [ann, ben], limit=200)
    assert {"card", "pickup", "unlock", "chance"} <= met, met
    text = world.table().text()
    order = text.split("🏆 Final standings: ")[1].split("\n")[:8]
    assert len(order) == 8 and order[0].startswith("🥇") and order[-1].endswith("0 players outlasted")
    results = await world.bot.hoard.storage.results(game_id)
    assert sorted(r["placement"] for r in results) == list(range(1, 9))
    assert_compact(world)


def give_hand(state: State, hand: list[str]) -> None:
    """Seat 0 to play from ``hand`` onto an empty pile; seat 1 still on its opening cards."""
    rest = [card for card in build_deck(2, True) if card not in hand]
    state.phase, state.turn, state.pile, state.declared = "play", 0, [], {}
    state.opening, state.reserve, state.hand = [[], rest[:5]], [[], rest[5:8]], [hand, []]
    state.chance = [[None] * 5, list(rest[8:13])]
    state.unlock_first = ["reserve", None]


def biggest_sets(legal: list[str]) -> set[str]:
    sets: dict[str, str] = {}
    for action in legal:
        if "+" in action and len(action) > len(sets.get(action[5], "")):
            sets[action[5]] = action
    return set(sets.values())


async def test_a_hand_of_36_cards_stays_playable(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await seated_game(world, [ann, ben], ais=0, seed=1, decks=2, jokers=True, sets=True)
    live = await world.live(game_id)
    cards = [*[card for card in build_deck(2, False) if rank_of(card) in "2345678"][:34], "JK1", "JK2"]
    give_hand(live.state, cards)  # the engine tests build positions the same way
    world.set_up_by_hand(game_id)
    legal = live.engine.legal_actions(live.state, 0)
    hand = await world.open_hand(ann)
    await assert_no_leak(world, game_id, hand, 0)
    selects = hand.selects()
    assert 1 < len(selects) <= MAX_SELECTS and all(len(s.options) <= MAX_OPTIONS for s in selects)
    assert all(len(s.options) >= 1 for s in selects) and [b.label for b in hand.buttons()] == ["Refresh", "Log"]
    offers = offered(hand)
    assert set(offers) <= set(legal)
    # Every card face of the hand can be played (one option per face: its copy plays the same) ...
    singles = {same_face(a) for a in legal if "+" not in a}
    assert singles == {same_face(a) for a in offers if "+" not in a}
    assert "Joker as 8" in [o.label for s in selects for o in s.options]
    # ... and so can every set.
    assert {a for a in legal if "+" in a} == {a for a in offers if "+" in a}
    assert "Play a card: 2 to" in selects[0].placeholder
    assert "Hand (36 cards)" in hand.text() and all(label(card) in hand.text() for card in cards)
    # A 9 on the pile narrows the menus to what fits; the rest stays listed in the embed.
    live.state.pile = ["9S1"]
    world.set_up_by_hand(game_id)
    hand = await world.open_hand(ann)
    offers = offered(hand)
    assert {same_face(a) for a in offers} == {same_face(a) for a in live.engine.legal_actions(live.state, 0)}
    assert "⬇️ after a 9: a 9 or lower, or a 10" in hand.text()
    seven = next(a for a in offers if a.startswith("play:7") and "+" not in a)
    select_id, value = offers[seven]
    played = await world.fake.select(ann, hand, select_id, [value])
    assert played.callback_type == 7 and live.state.pile[-1] == seven[5:]
    # Waiting for ben: the big hand has no menus, only the list and a word on when they come back.
    after = played.response
    assert not after.selects() and "35 cards: on your turn" in after.text() and "**ben** is playing" in after.text()
    assert f"**{label(seven[5:])}**" in world.table().text()


def readable(message: FakeMessage) -> str:
    """What a user reads on a message: its text, button labels, select placeholders and options (no ids)."""
    parts = [message.text()] + [b.label or "" for b in message.buttons()]
    for select in message.selects():
        parts += [select.placeholder or ""] + [f"{o.label} {o.description or ''}" for o in select.options]
    return "\n".join(parts)


async def test_a_russian_players_cards_show_russian_ranks(world):
    """A rank reads as the reader's cards print it: В, Д, К, Т (валет, дама, король, туз) in Russian on the cards,
    the pile, the sets, the Joker's ranks and a refusal, never the engine's J, Q, K, A."""
    ann, ivan = world.fake.member("ann"), world.fake.member("ivan", locale="ru")
    game_id = await seated_game(world, [ann, ivan], ais=0, seed=1, jokers=True, sets=True)
    live = await world.live(game_id)
    cards = ["TS1", "JH1", "JS1", "QD1", "KC1", "AS1", "AH1", "JK1"]
    rest = [card for card in build_deck(2, True) if card not in cards]
    state = live.state
    state.phase, state.turn, state.pile, state.declared = "play", 1, ["KH1"], {}
    state.opening, state.reserve, state.hand = [rest[:5], []], [rest[5:8], []], [[], cards]
    state.chance = [list(rest[8:13]), [None] * 5]
    state.unlock_first = [None, "reserve"]
    world.set_up_by_hand(game_id)
    shown = readable(await world.open_hand(ivan))
    for card in ("10♠", "В♥", "В♠", "Д♦", "К♣", "Т♠", "Т♥", "**К♥**", "Джокер как Т", "2, 10, К и Т"):
        assert card in shown, card
    assert re.findall(r"\b[JQKA]\b", shown) == [], shown
    refused = world.bot.hoard.refusal(IllegalMove(ENGINE.id, IllegalAction("may_not_follow", rank="J", top="A")), "ru")
    assert refused == "Так ходить нельзя: В нельзя класть на Т."


async def test_unlock_blind_chance_and_a_revealed_joker(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await seated_game(world, [ann, ben], ais=0, seed=1, jokers=True)
    live = await world.live(game_id)
    state = live.state
    state.phase, state.turn, state.pile = "play", 0, ["5D1", "9D1"]
    state.opening, state.hand = [[], ["7C1", "KC1"]], [[], []]
    state.reserve = [["KS1", "AS1", "QS1"], ["2C1", "3C1", "4C1"]]
    state.chance = [["JK1", "3H1", "4H1", "5H1", "6H1"], ["6C1", "7D1", "8D1", "TD1", "JD1"]]
    state.unlock_first = [None, None]
    state.pickups_in_a_row = STALEMATE_PICKUPS - 6
    hand = await world.open_hand(ann)
    assert "Your opening cards are gone" in hand.text()
    assert [b.label for b in hand.buttons()] == [
        "Reserve first (3 cards you know)",
        "Chance first (5 blind cards)",
        "Refresh",
        "Log",
    ]
    chosen = await world.fake.click(ann, hand, hand.find_button("Chance first").custom_id)
    hand = chosen.response
    await assert_no_leak(world, game_id, hand, 0)
    chance = [b for b in hand.buttons() if b.custom_id.startswith("a:")]
    assert [b.label for b in chance] == [f"Chance {n}" for n in range(1, 6)] and not any(b.disabled for b in chance)
    assert "▶️ 🎲 Chance (face down): 🂠🂠🂠🂠🂠" in hand.text() and "3♥" not in everything_shown(hand)
    revealed = await world.fake.click(ann, hand, chance[0].custom_id)
    hand = revealed.response
    assert "You turned over a Joker" in hand.text()
    [select] = hand.selects()
    assert [o.label for o in select.options] == [
        f"Joker as {r}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10")
    ]
    assert "🃏" in world.table().text() and "turned over a Joker and is naming its rank" in world.table().text()
    declared = await world.fake.select(ann, hand, select.custom_id, ["declare:9"])
    hand = declared.response
    assert [b.disabled for b in hand.buttons() if b.custom_id.startswith("a:")] == [True] * 5
    table = world.table().text()
    assert "**Joker as 9**" in table and "after a 9: a 9 or lower, or a 10" in table
    assert "ann** plays Joker as 9 from the chance cards" in table
    assert Field("ann", "🎲4 → 🔒3") in embed_fields(world.table())  # the sources in the order ann plays them
    assert f"⚠️ {STALEMATE_PICKUPS - 6} pickups in a row: 6 more" in table
    await assert_no_leak(world, game_id, world.table(), None)
    ben_hand = await world.open_hand(ben)
    await assert_no_leak(world, game_id, ben_hand, 1)
    assert [(b.label, b.disabled) for b in ben_hand.buttons()][:2] == [("7♣", False), ("K♣", True)]
    assert ben_hand.buttons()[0].style == 2  # clubs are black: a grey button; hearts and diamonds are red


async def test_secret_reserves_and_a_stale_choice(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await seated_game(world, [ann, ben], ais=0, seed=3)
    older = await world.open_hand(ann)
    hand = await world.open_hand(ann)
    [select] = hand.selects()
    assert select.min_values == select.max_values == 3 and select.placeholder == "Choose 3 reserve cards"
    assert "Keep 3 of these 8 cards" in hand.text()
    await assert_no_leak(world, game_id, hand, 0)
    values = [o.value for o in select.options[:3]]
    chosen = await world.fake.select(ann, hand, select.custom_id, values)
    assert "Your reserve" in chosen.response.text() and "Waiting for **ben**" in chosen.response.text()
    state = (await world.live(game_id)).state
    assert sorted(state.reserve[0]) == sorted(v.split(":")[1] for v in values)
    ben_hand = await world.open_hand(ben)
    await assert_no_leak(world, game_id, ben_hand, 1)
    await assert_no_leak(world, game_id, world.table(), None)
    assert "✅ ann" in world.table().text() and "⏳ ben" in world.table().text()
    stale = await world.fake.select(ann, older, select.custom_id, [o.value for o in select.options[3:6]])
    assert "moved on" in stale.response.text() and sorted(state.reserve[0]) == sorted(v[8:] for v in values)
    await world.fake.select(
        ben, ben_hand, ben_hand.selects()[0].custom_id, [o.value for o in ben_hand.selects()[0].options[:3]]
    )
    table = world.table().text()
    opening = [f.value.split("\n")[0] for f in embed_fields(world.table()) if f.name != "What happened"]
    assert "· play" in table and [len(cards.split(" ")) for cards in opening] == [5, 5] and "▶️ ben" in table
    assert "▶️ **ben** starts a new pile from the opening cards" in table
    assert "Cards shown: opening · 🔒 reserve · 🎲 chance (face down) · ✋ hand" in table  # the icons, told
    assert "All reserves are chosen; **ben** starts" in table


async def test_a_hand_of_73_cards_lists_every_rank_and_the_biggest_sets(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await seated_game(world, [ann, ben], ais=0, seed=1, decks=2, jokers=True, sets=True)
    live = await world.live(game_id)
    cards = [card for card in build_deck(1, False)] + [f"{rank}{suit}2" for rank in "23456" for suit in "SHDC"]
    give_hand(live.state, [*cards, "JK1"])
    world.set_up_by_hand(game_id)
    legal = live.engine.legal_actions(live.state, 0)
    hand = await world.open_hand(ann)
    selects = hand.selects()
    assert len(selects) == MAX_SELECTS and all(len(s.options) <= MAX_OPTIONS for s in selects)
    offers = offered(hand)
    assert set(offers) <= set(legal)
    singles = {same_face(a) for a in legal if "+" not in a}
    assert len(singles) == 52 + 13 and singles == {same_face(a) for a in offers if "+" not in a}
    assert "7♥ ×2" not in hand.text() and "2♥ ×2" in [o.label for s in selects for o in s.options]
    assert biggest_sets(legal) <= set(offers) and "Too many sets to list" in hand.text()
    # Too many cards to name one by one in the view: the hand shows rank by rank how many it holds.
    by_rank = "2 ×8 · 3 ×8 · 4 ×8 · 5 ×8 · 6 ×8 · 7 ×4 · 8 ×4 · 9 ×4 · 10 ×4 · J ×4 · Q ×4 · K ×4 · A ×4 · Joker"
    assert f"▶️ ✋ Hand (73 cards): {by_rank}\n" in hand.text()
    assert embed_size(hand.embeds[0]) <= PRIVATE_CHARACTERS
    eights = next(a for a in offers if a.startswith("play:8") and "+" in a)
    played = await world.fake.select(ann, hand, offers[eights][0], [eights])
    assert played.callback_type == 7 and live.state.pile == eights[5:].split("+")
    assert "You play again" not in played.response.text() and "Your turn" in played.response.text()


async def test_every_event_kind_has_a_sentence(world: World) -> None:
    """Events of random games, read back from storage's form, each get a sentence from the presenter."""
    presenter = world.bot.hoard.presenters[ENGINE.id]
    names = [f"p{seat}" for seat in range(8)]
    said: dict[str, str] = {}
    for seed in range(40):
        rng = random.Random(seed)
        state = ENGINE.new_state(2 + seed % 7, {"jokers": True, "sets": True}, seed)
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            for event in ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat))):
                line = event_line(presenter, event.to_data(), names)
                assert line and "{" not in line and "None" not in line, (event, line)
                said.setdefault(f"{event.kind}:{getattr(event, 'fits', '')}", line)
    assert {key.split(":")[0] for key in said} == {event_type.kind for event_type in ENGINE.event_types}
    assert {"reveal:True", "reveal:False"} <= set(said)


async def test_open_chance_cards_lie_face_up_and_are_played_with_buttons(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await seated_game(world, [ann, ben], ais=0, seed=1, open_chance=True)
    state = (await world.live(game_id)).state
    state.phase, state.turn, state.pile = "play", 0, ["5D1"]
    state.opening, state.hand, state.reserve = [[], ["7C1"]], [[], []], [[], ["2C1", "3C1", "4C1"]]
    state.chance = [["9S1", "3H1", None, None, None], ["6C1", "7D1", "8D1", "TD1", "JD1"]]
    state.unlock_first = ["chance", None]
    hand = await world.open_hand(ann)
    assert "Chance cards (face up): 3♥ 9♠" in hand.text()
    assert [b.label for b in hand.buttons() if b.custom_id.startswith("a:")] == ["3♥", "9♠"]
    assert [b.disabled for b in hand.buttons() if b.custom_id.startswith("a:")] == [True, False]
    await world.fake.click(ann, hand, hand.find_button("9♠").custom_id)
    table = world.table().text()
    assert "🎲 3♥" in table and "open chance cards" in table
    rules = await world.read_rules(ann, "krasny-drakon rules")
    assert "Open chance cards**: on" in rules and "on **9**: 2–10" in rules


def test_event_sentences() -> None:
    names = ["ann", "ben", "cy"]
    lines = {
        ReserveChosen(0): "✅ **ann** has chosen a reserve",
        PlayStarted(1): "All reserves are chosen; **ben** starts",
        Unlocked(2, "chance"): "🔓 **cy** unlocks the chance cards first",
        Unlocked(2, "reserve"): "🔓 **cy** unlocks the reserve first",
        Played(0, ("JK1",), "K", "opening"): "**ann** plays Joker as K from the opening cards",
        Played(1, ("7D1", "7H2"), "7", "hand"): "**ben** plays 7♦, 7♥ from the hand",
        Played(1, ("QS1",), "Q", "reserve"): "**ben** plays Q♠ from the reserve",
        Played(2, ("8C1",), "8", "chance"): "🎲 **cy** turns over 8♣ from the chance cards: it fits",
        Played(2, ("JK3",), "9", "chance"): "**cy** plays Joker as 9 from the chance cards",
        ChanceTurned(0, 2, "JK2", fits=True): "🎲 **ann** turns over a Joker from the chance cards and names its rank",
        ChanceTurned(0, 1, "3S1", False, ("KH1", "3S1")): (
            "🎲 **ann** turns over 3♠ from the chance cards: it does not fit"
        ),
        Burnt(1, 4): "🔥 **ben** burns the pile (4 cards)",
        Burnt(1, 1): "🔥 **ben** burns the pile (1 card)",
        PlaysAgain(2): "🔁 **cy** plays again",
        PickedUp(0, ("KH1", "3S1"), 1): "📥 **ann** picks up 2 cards; **ben** starts a new pile",
        PickedUp(0, ("KH1",), 1): "📥 **ann** picks up 1 card; **ben** starts a new pile",
        WentOut(1, 1): "🥇 **ben** is out in 1st place",
        WentOut(2, 4): "🏅 **cy** is out in 4th place",  # stored before the players outlasted were kept
        WentOut(1, 2, (2, 0)): "🥈 **ben** is out in 2nd place, ahead of **cy**, **ann**: 2 players outlasted",
        WentOut(0, 2, (1,)): "🥈 **ann** is out in 2nd place, ahead of **ben**: 1 player outlasted",
        Stalemate(STALEMATE_PICKUPS, (2, 0)): (
            f"{STALEMATE_PICKUPS} pickups without anybody going out: the game ends, fewest cards ranking best"
        ),
        Stalemate(STALEMATE_PICKUPS, (2, 0), shared=True): (
            f"{STALEMATE_PICKUPS} pickups without anybody going out: the game ends, and **cy**, **ann** share the "
            "last place"
        ),
        Lost(0, stalemate=True): "🐉 **ann** holds the most cards and loses",
        Lost(2, stalemate=False): "🐉 **cy** is left holding cards and loses",
    }
    for event, line in lines.items():
        assert event_text(event, names) == line


#: whole games whose every table and private view must stay compact: (seed, humans, AI seats, options)
COMPACT_GAMES = [
    (5, 1, 1, {"jokers": True, "sets": True}),
    (6, 2, 2, {"jokers": True, "sets": True, "ten_plays_again": True}),
    (7, 1, 3, {"jokers": True}),
]
TABLE_CHARACTERS, PRIVATE_CHARACTERS = 1000, 800


@pytest.mark.parametrize(("seed", "humans", "ais", "options"), COMPACT_GAMES)
async def test_every_table_and_private_view_of_whole_games_stays_compact(world, seed, humans, ais, options):
    """Humans play through the table and their private views (a random enabled move each time) beside AI
    seats; every version of every table and private view the fake recorded fits the sizes a phone reads."""
    users = [world.fake.member(name) for name in ("ann", "ben")[:humans]]
    game_id = await seated_game(world, users, ais, seed, **options)
    rng = random.Random(seed)
    for _ in range(2000):
        if (await world.live(game_id)).record.status != "active":
            break
        moved = False
        for user in users:
            if (await world.live(game_id)).record.status == "active":
                moved = await make_a_move(world, user, rng) or moved
        if not moved:
            await world.expire(30)
    assert (await world.live(game_id)).record.status == "finished"
    assert_compact(world)


def assert_compact(world: World) -> None:
    """Every version of every table and private view the fake recorded fits the sizes a phone reads well (the lobby,
    read once before the game with every house rule explained, aside)."""
    sizes: dict[str, list[int]] = {"table": [], "private": []}
    for message in world.fake.messages.values():
        for version in message.versions:
            if any(b.custom_id.startswith("l:") for b in version.message.buttons()):
                continue
            for embed in version.message.embeds:
                sizes["private" if message.ephemeral_to else "table"].append(embed_size(embed))
    # enough versions to mean something (AI moves that follow one another at once are drawn once, at the end)
    assert len(sizes["table"]) >= 10 and len(sizes["private"]) > 20, sizes
    assert max(sizes["table"]) <= TABLE_CHARACTERS, max(sizes["table"])
    assert max(sizes["private"]) <= PRIVATE_CHARACTERS, max(sizes["private"])
