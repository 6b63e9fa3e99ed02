"""Play of the Dragons through Discord: lobby, secret ante, card buttons, power decisions, no leaked hands."""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from cogs.play_of_the_dragons.cog import PlayOfTheDragonsCog
from cogs.play_of_the_dragons.events import choice_label, describe_event, describe_own, question_text
from cogs.play_of_the_dragons.words import card_emoji, gambit_summary, rule_text, short_name
from discord_ui import i18n
from discord_ui.presenter import rules_pages
from engine.play_of_the_dragons import CARDS, ENGINE, State, pending
from engine.play_of_the_dragons import events as ev
from engine.play_of_the_dragons.events import Payment
from engine.protocol import Event
from tests.discord_helpers import World, embed_characters, start_world
from tests.fakediscord import FakeMessage, FakeUser, walk_components
from tests.test_whole_games_discord import STEP_LIMIT, make_a_move

#: Every game here is dealt from this seed, so every run plays the same moves. In the whole game (two humans
#: always taking their first offered choice, one AI seat, two gambits) the humans answer eight power questions of
#: five kinds: pick a victim, give a card or pay, Blue's choice, discard, copy a power.
SEED = 258
EN = i18n.DEFAULT
RULES = i18n.text(EN, "play-of-the-dragons-rules")
#: the kinds of question a power asks
QUESTIONS = {"blue", "give", "target", "copy", "slay", "discard", "princess", "bronze", "grab"}


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


async def seated_game(world: World, humans: list[FakeUser], ais: int, seed: int, **options) -> int:
    """A started game with these seats, dealt from ``seed`` instead of the lobby's random one."""
    return await world.start_game("play-of-the-dragons new", humans, ais, seed, **options)


def action_controls(message: FakeMessage) -> list[str]:
    """The engine actions a message offers: enabled action buttons, then every option of enabled selects."""
    actions = [b.split(":", 3)[3] for b in action_ids(message)]
    return actions + [o.value for s in message.selects() if not s.disabled for o in s.options]


def action_ids(message: FakeMessage) -> list[str]:
    """The custom ids of the enabled action buttons."""
    return [b.custom_id for b in message.buttons() if b.custom_id and b.custom_id.startswith("a:") and not b.disabled]


async def take_first_choice(world: World, user: FakeUser, hand: FakeMessage) -> FakeMessage:
    buttons = action_ids(hand)
    if buttons:
        result = await world.fake.click(user, hand, buttons[0])
    else:
        select = next(s for s in hand.selects() if not s.disabled)
        result = await world.fake.select(user, hand, select.custom_id, [select.options[0].value])
    assert result.callback_type == 7 and result.response is not None, result.requests
    return result.response


def everything_shown(message: FakeMessage) -> str:
    """All a user can read on a message, custom ids and select values included."""
    parts = [message.text()]
    parts += [f"{b.label} {b.custom_id}" for b in message.buttons()]
    parts += [f"{o.label} {o.value} {o.description}" for s in message.selects() for o in s.options]
    return "\n".join(parts)


def card_patterns(card: str) -> list[re.Pattern[str]]:
    """How a card may show: its id, or its name as players see it ("Red 8", "Archmage 9")."""
    return [re.compile(rf"(?<!\w){re.escape(n)}(?!\w)") for n in {card, short_name(card, EN)}]


def card_ids_in(value: Any) -> Iterator[str]:
    """The card ids anywhere in stored event data."""
    if isinstance(value, dict):
        for item in value.values():
            yield from card_ids_in(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from card_ids_in(item)
    elif isinstance(value, str) and value in CARDS:
        yield value


async def publicly_named(world: World, game_id: int) -> set[str]:
    """Cards some public event named (antes, flights, a Bronze taking ante cards back into a hand...)."""
    return set(card_ids_in(await world.bot.hoard.storage.recent_events(game_id, 100_000)))


async def assert_no_leak(world: World, game_id: int, message: FakeMessage, viewer: int | None) -> None:
    """``message`` (``viewer``'s hand, or the table for None) names no card hidden from that viewer."""
    state: State = (await world.live(game_id)).state
    hidden = {c for seat, hand in enumerate(state.hands) if seat != viewer for c in hand}
    if state.phase == "ante":  # chosen ante cards stay secret until all are revealed
        hidden |= {c for seat, c in enumerate(state.antes) if c and seat != viewer}
    hidden -= await publicly_named(world, game_id)
    if viewer is not None:  # a card the viewer itself handed over or lost is named to it alone
        hidden -= {e.card for e in ENGINE.view(state, viewer).exchanges}
    shown = everything_shown(message)
    leaked = [c for c in hidden if any(p.search(shown) for p in card_patterns(c))]
    assert not leaked, f"{leaked} hidden from seat {viewer} but shown:\n{shown}"


async def test_lobby_options_rules_and_stop(world):
    alice, bob = world.fake.member("alice"), world.fake.member("bob")
    created = await world.fake.slash(
        alice, "play-of-the-dragons new", start_gold=80, gambits=3, lead_tie_keeps_leader=True, timer=10
    )
    text = created.response.text()
    assert (
        "Play of the Dragons" in text and "2–6 seats" in text and i18n.text(EN, "play-of-the-dragons-tagline") in text
    )
    assert all(part in text for part in ("Starting gold**: 80", "Gambits**: 3", "leader**: on", "timer**: 10 min"))
    rules_text = await world.read_rules(bob, "play-of-the-dragons rules")
    assert "Starting gold**: 80" in rules_text
    assert rules_text.startswith("🪙 Play of the Dragons: rules · quick start\n🎲 **Ante**")
    assert "Icons: 💰 gold · ✋ cards in hand" in rules_text  # the icon legend, on the first page
    for topic in ("**Ante.**", "triggers", "Gods.", "Special flights", "Buying cards", "Debts.", "**End.**", "🦹"):
        assert topic in rules_text
    pages = rules_pages(RULES)
    assert "70 cards" in RULES and "starts with 50 gold" in RULES and "6 cards; a hand holds at most 10" in RULES
    assert len(pages) >= 4 and max(len(page) for page in pages) <= 1000
    assert all(f"**{name}**: " in rules_text for name in ("Black", "Silver", "Tiamat", "Fool"))  # every power
    game = await world.bot.hoard.storage.open_game_in_channel(world.fake.channel_id)
    await world.fake.click(alice, created.response, created.response.find_button("Add AI: Normal").custom_id)
    await world.fake.click(alice, created.response, created.response.find_button("Start").custom_id)
    table = world.table()
    assert "gambit 1 of 3 · ante" in table.text() and "💰 **80** · ✋ 6 cards" in table.text()
    assert "3 gambits in all · on a tie the leader keeps the lead · turn timer 10 min" in table.text()
    refused = await world.stop(bob, "play-of-the-dragons stop")
    assert refused.response.ephemeral and "Only the host" in refused.response.text()
    stopped = await world.stop(alice, "play-of-the-dragons stop")
    assert "abandoned" in stopped.response.text()
    assert (await world.bot.hoard.storage.load_game(game.id)).status == "abandoned"


async def test_whole_game_with_decisions_and_nothing_leaked(world):
    users = [world.fake.member(name) for name in ("ann", "ben")]
    game_id = await seated_game(world, users, ais=1, seed=SEED, gambits=2)
    decisions: list[str] = []
    tables: set[int] = set()
    for _ in range(200):
        live = await world.live(game_id)
        if live.record.status != "active":
            break
        seat = live.engine.to_act(live.state)[0]
        view = live.engine.view(live.state, seat)
        hand = await world.open_hand(users[seat])
        await assert_no_leak(world, game_id, hand, seat)
        await assert_no_leak(world, game_id, world.table(), None)
        tables.add(world.table().id)
        assert action_controls(hand) == live.engine.legal_actions(live.state, seat)
        if view.pending:
            decisions.append(view.pending.kind)
            assert "Your decision" in hand.text()
            assert f"❓ **{users[seat].name}** must decide" in world.table().text()
        elif view.phase == "play":
            assert "Your turn" in hand.text() and "Your flight" in hand.text()
            labels = [b.label or "" for b in hand.buttons() if b.custom_id and b.custom_id.startswith("a:")]
            assert [text.endswith("⚡") for text in labels] == [c.triggers for c in view.hand or ()]
        else:
            assert "Choose your ante card" in hand.text()
        await take_first_choice(world, users[seat], hand)
    else:
        pytest.fail("the game did not end within 200 human moves")
    assert len(decisions) >= 3 and {"give", "target", "blue"} <= set(decisions), decisions
    final = world.table()
    text = final.text()
    assert "final gold" in text and "🏆 Final standings" in text
    assert "wins with" not in text and "Final gold" not in text  # the places are said once, in the standings
    assert [b.label for b in final.buttons()] == ["Rematch", "Rules", "Log", "Replay"]
    assert text.count("\n1 ") + text.count("\n2 ") >= 2  # a scoresheet row per gambit
    # One table per gambit; the older one lost its buttons and keeps a line on its gambit.
    assert len(tables) == 2 and all(not world.fake.messages[t].buttons() for t in tables - {final.id})
    [old] = [world.fake.messages[t] for t in tables - {final.id}]
    gold = r"\d+ \([+−]?\d+: [^)]+\)"  # a player's gold after the gambit, its change and where that came from
    assert old.embeds == [] and re.fullmatch(
        rf"🏁 Gambit 1 over · .+ · 💰 ann {gold} · ben {gold} · 🤖 \w+ {gold}", old.content
    )
    results = await world.bot.hoard.storage.results(game_id)
    assert len(results) == 3 and min(r["placement"] for r in results) == 1
    assert len(await world.bot.hoard.storage.scoresheet(game_id)) == 2


async def test_secret_ante_and_stale_clicks(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await seated_game(world, [ann, ben], ais=1, seed=SEED)
    older = await world.open_hand(ann)
    hand = await world.open_hand(ann)
    cards = action_ids(hand)
    assert len(cards) == 6 and all(b.split(":", 3)[3].startswith("ante:") for b in cards)
    await world.fake.click(ann, hand, cards[0])
    chosen = cards[0].split(":")[4]
    assert "Your ante" in world.fake.messages[hand.id].text()
    table = world.table()
    assert "✅ ann" in table.text() and "⏳ ben" in table.text()
    await assert_no_leak(world, game_id, table, None)
    ben_hand = await world.open_hand(ben)
    await assert_no_leak(world, game_id, ben_hand, 1)
    assert not any(p.search(everything_shown(ben_hand)) for p in card_patterns(chosen))
    # The second card on the older copy of the hand is refused: the ante was chosen already.
    moves = (await world.live(game_id)).record.moves
    stale = await world.fake.click(ann, older, cards[1])
    assert stale.callback_type == 7 and stale.response is not None and "moved on" in stale.response.text()
    assert (await world.live(game_id)).record.moves == moves
    # Everyone has anted: the antes are revealed on the table and round 1 starts.
    await world.fake.click(ben, ben_hand, action_ids(ben_hand)[0])
    state = (await world.live(game_id)).state
    assert state.phase == "play" and "round 1 of 3" in world.table().text()
    assert "Ante cards:" in world.table().text()
    spectator = world.fake.member("eve")
    refused = await world.fake.click(spectator, world.table(), world.table().find_button("My view").custom_id)
    assert refused.response.ephemeral and "not playing" in refused.response.text()


async def test_long_decision_is_a_select_and_the_timer_covers_turns(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await seated_game(world, [ann, ben], ais=0, seed=SEED)
    live = await world.live(game_id)
    # Round 1 with crowded flights: ann's Dragonslayer may slay any of 22 dragons weaker than 8.
    weak = [c for c in CARDS if CARDS[c].kind == "dragon" and CARDS[c].colour and CARDS[c].strength < 8]
    flights = [weak[0:22:2], weak[1:22:2]]
    hands = [["dragonslayer", "gold13"], ["silver12", "bahamut"]]
    state = live.state  # the engine's own tests set up positions the same way
    placed = {c for group in (*flights, *hands) for c in group}
    state.deck = [c for c in CARDS if c not in placed]
    state.discard, state.hands, state.flights = [], hands, flights
    state.antes, state.phase, state.stakes, state.leader, state.round = [None, None], "play", 20, 0, 0
    ENGINE._start_round(state, "ante", [])
    hand = await world.open_hand(ann)
    buttons = {b.label: b for b in hand.buttons() if b.custom_id and b.custom_id.startswith("a:")}
    assert set(buttons) == {"Dragonslayer 8 ⚡", "Gold 13 ⚡"}
    decision = await world.fake.click(ann, hand, buttons["Dragonslayer 8 ⚡"].custom_id or "")
    answer = decision.response
    assert answer is not None
    assert "Your decision" in answer.text() and "which dragon weaker than 8" in answer.text()
    [select] = answer.selects()
    assert len(select.options) == 22 and select.options[0].label.endswith("(flight of ann)")
    victim = flights[1][0]
    await world.fake.select(ann, answer, select.custom_id, [f"choose:{victim}"])
    assert victim not in (await world.live(game_id)).state.flights[1]
    colour = i18n.text(EN, f"play-of-the-dragons-name-{CARDS[victim].colour}")
    # The slaying sets off three special flights: the table's log, kept short, shows the newest lines of them.
    names = [seat.name for seat in (await world.live(game_id)).record.seats]
    decoded = [ENGINE.decode_event(e) for e in await world.bot.hoard.storage.recent_events(game_id, 20)]
    said = [line for line in (describe_event(e, names, EN) for e in decoded if e is not None) if line]
    assert any(re.search(rf"slays \S+ {colour} \d+ in \*\*ben\*\*'s flight", line) for line in said), said
    assert said[-1] in world.table().text()
    # ben lets his turn timer run out: the AI plays for him, as for any turn.
    deadline = live.record.turns.turn_deadline
    await world.expire(deadline - world.clock.now + 1)
    live = await world.live(game_id)
    assert live.record.seats[1].timeouts == 1 and len(live.state.flights[1]) >= 11
    events = await world.bot.hoard.storage.recent_events(game_id, 100)
    assert {"kind": "timed_out", "seat": 1, "ai_keeps_seat": False} in events


# -- the words: every event, question, answer and card has them -------------------------------------------------

NAMES = ["ann", "ben", "cat", "dan", "eve", "fay"]


def random_events_and_views(games: int) -> Iterator[tuple[list[Event], Any]]:
    """Seeded random games: the events of every move, and the view of the seat to act before it."""
    for seed in range(games):
        state = ENGINE.new_state(2 + seed % 5, {"start_gold": 5 + seed % 40}, seed)
        rng = random.Random(seed)
        while not ENGINE.is_over(state):
            seat = rng.choice(ENGINE.to_act(state))
            view = ENGINE.view(state, seat)
            yield ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat))), view


#: one event of every kind, for the kinds random games seldom reach
SAMPLES: list[Event] = [
    ev.GambitStarted(1, 0),
    ev.AnteTied(("red8", "silver8")),
    ev.TurnSkipped(1),
    ev.Reshuffled(),
    ev.NoFlightMayWin(),
    ev.FlightsTied((0, 2), 12, settled=True),
    ev.DebtDefaulted(1, (Payment(1, 0, 3, 0), Payment(1, None, 2, 0))),
    ev.Eliminated(1),
    ev.CopperSwapped(0, "copper3", "copper", None, False),
    ev.CopperSwapped(0, "dracolich", "copper", "tiamat", False),
    ev.SilverDraws(0, "silver2", "silver", ()),
    ev.BahamutCollects(0, "archmage", "bahamut", ()),
    ev.NoEvilDragon(1, "blue1", "blue"),
    ev.NothingToChoose(0, "copy", "dracolich"),
    ev.NothingToChoose(0, "discard", None),
    ev.NothingToChoose(0, "princess", None),
    ev.NothingToChoose(0, "grab", None),
    ev.StakesEmptied(2),
    ev.OnlyChoice(0, "target", "red8", (), 2),
    ev.OnlyChoice(0, "copy", "dracolich", ("green4",), 1),
    ev.OnlyChoice(0, "slay", "dragonslayer", ("white4",), 0),
    ev.OnlyChoice(1, "discard", None, ("bronze7",), None),
    ev.OnlyChoice(0, "princess", None, ("gold6",), None),
    ev.PaidWithoutChoice(0, "green1", "green", Payment(1, 0, 5, 2)),
    *(
        ev.MortalPays(0, p, p, Payment(0, None, 1, 0))
        for p in ("archmage", "dragonslayer", "druid", "priest", "princess", "fool")
    ),
]


def test_every_event_kind_has_a_sentence() -> None:
    described: dict[str, str] = {}
    for events, _ in random_events_and_views(60):
        for event in events:
            cog = PlayOfTheDragonsCog.__new__(PlayOfTheDragonsCog)
            sentence = PlayOfTheDragonsCog.describe(cog, event, NAMES, "en-US")
            assert sentence and "{" not in sentence, event
            described.setdefault(event.kind, sentence)
    for event in SAMPLES:
        sentence = describe_event(event, NAMES, EN)
        assert sentence and "{" not in sentence, event
        described.setdefault(event.kind, sentence)
    assert {t.kind for t in ENGINE.event_types} == set(described)
    # sentences as players have seen them
    assert (
        describe_event(ev.GoldTaken(0, "black3", "black", 2), NAMES, EN)
        == "**ann**'s ⬛ Black 3 takes 2 gold from the stakes."
    )
    assert (
        describe_event(ev.CardHanded(0, "dracolich", "green", 1), NAMES, EN)
        == "**ann**'s 💀 Dracolich 10 (as Green): **ben** hands **ann** a card."
    )
    assert (
        describe_event(
            ev.OpponentsPay(0, "blue4", "blue", 2, (Payment(1, None, 2, 0), Payment(2, None, 1, 1))), NAMES, EN
        )
        == "**ann**'s 🟦 Blue 4 makes every opponent pay 2: **ben** pays 2 gold into the stakes; "
        "**cat** pays 1 gold into the stakes and owes 1 more."
    )
    assert describe_event(ev.GameOver(3, (80, 0, 53), (0,)), NAMES, EN) == (
        "Game over after 3 gambits. Gold: **ann** 80, **ben** 0, **cat** 53. **ann** wins."
    )
    assert describe_event(ev.GameOver(3, (80, 0, 50), (0,), 3), NAMES, EN) == (
        "Game over after 3 gambits. Gold: **ann** 80, **ben** 0, **cat** 50. **ann** wins. "
        "The 3 gold left in the stakes belongs to nobody."
    )
    assert describe_event(ev.PowerCopied(0, "dracolich", "green4", 4), NAMES, EN) == (
        "**ann**'s 💀 Dracolich 10 uses the power of 🟩 Green 4, measured by its strength 4."
    )
    assert describe_event(ev.OnlyChoice(0, "slay", "dragonslayer", ("white4",), 0), NAMES, EN) == (
        "**ann**'s ⚔️ Dragonslayer 8: ⬜ White 4 is the only dragon weak enough (no other target)."
    )
    assert describe_event(ev.RoundStarted(4, 2, "kept", True), NAMES, EN) == (
        "Round 4 (an extra round to break the tie): **cat** leads (the strongest card is tied, so the leader keeps "
        "the lead)."
    )


def test_every_question_and_answer_has_words() -> None:
    asked: set[str] = set()
    for _, view in random_events_and_views(60):
        if view.pending is None:
            continue
        question = view.pending.question
        asked.add(question.kind)
        prompt = question_text(question, NAMES, EN)
        assert prompt and "{" not in prompt and question.kind in QUESTIONS
        for choice in view.pending.choices:
            label = choice_label(question, choice, NAMES, EN)
            assert label and "{" not in label and "**" not in label
    assert asked | {"princess", "grab"} == QUESTIONS, asked  # those two are rare: here they are
    princess = pending.Princess(0, ("brass2", "gold4"))
    assert question_text(princess, NAMES, EN) == "Princess: which good dragon's power triggers next?"
    assert choice_label(princess, pending.Choice("choose:gold4", cards=("gold4",)), NAMES, EN) == "Trigger Gold 4"
    grab = pending.Grab(1)
    assert question_text(grab, NAMES, EN) == "Strength flight: which ante card do you take into your hand?"
    assert choice_label(grab, pending.Choice("choose:white2", cards=("white2",)), NAMES, EN) == "Take White 2"
    copy = pending.Copy(0, "ante", "archmage")
    assert question_text(copy, NAMES, EN) == "🧙 Archmage 9: copy the power of which ante card?"
    assert (
        choice_label(copy, pending.Choice("choose:thief", cards=("thief",), seat=1), NAMES, EN)
        == "Thief 7 (ante of ben)"
    )
    give = pending.Give(1, 0, "brass", "brass4", 4)
    assert question_text(give, NAMES, EN) == (
        "🟫 Brass 4 of **ann**: give them a good dragon stronger than 4 from your hand, or pay 5 gold?"
    )


def test_every_card_has_a_name_an_emoji_and_its_power_in_words() -> None:
    for card in CARDS:
        assert short_name(card, EN).endswith(str(CARDS[card].strength)) and card_emoji(card) and rule_text(card, EN)
    assert short_name("red8", EN) == "Red 8" and short_name("archmage", EN) == "Archmage 9"
    assert len({short_name(c, EN) for c in CARDS}) == len(CARDS)


# -- compact views: the sizes Discord counts, powers on demand, one line per gambit left behind ------------------

TABLE_CHARACTERS = 1000
PRIVATE_CHARACTERS = 800


@pytest.mark.parametrize(
    ("humans", "ais", "seed", "options"), [(1, 2, 3, {}), (2, 1, 5, {"gambits": 4}), (2, 1, 8, {}), (1, 5, 13, {})]
)
async def test_every_table_and_private_view_stays_compact(world, humans, ais, seed, options):
    """Whole games (one or two people beside AI seats, up to six seats): every version of every table and
    private view the fake recorded stays within the sizes players can take in at a glance."""
    users = [world.fake.member(name) for name in ("ann", "ben")[:humans]]
    game_id = await seated_game(world, users, ais=ais, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(STEP_LIMIT):
        if (await world.live(game_id)).record.status != "active":
            break
        moved = False
        for user in users:
            if (await world.live(game_id)).record.status == "active" and await make_a_move(world, user, rng):
                moved = True
        if not moved:
            await world.expire(30)  # only AI seats can move on
    assert (await world.live(game_id)).record.status == "finished"
    tables = [
        (embed_characters(e), e)
        for m in world.fake.messages.values()
        if not m.ephemeral
        for v in m.versions
        for e in v.message.embeds
        if e.get("title", "").startswith("🪙 Play of the Dragons ·")
    ]
    private = [
        (embed_characters(e), e)
        for m in world.fake.messages.values()
        if m.ephemeral
        for v in m.versions
        for e in v.message.embeds
        if e.get("title", "").startswith("Your hand")
    ]
    # enough versions to mean something (AI moves that follow one another at once are drawn once, at the end)
    assert len(tables) >= 10 and len(private) > 20
    biggest_table, biggest_view = max(tables, key=lambda t: t[0]), max(private, key=lambda p: p[0])
    assert biggest_table[0] <= TABLE_CHARACTERS, biggest_table[1]
    assert biggest_view[0] <= PRIVATE_CHARACTERS, biggest_view[1]
    # no card's power text is repeated in the views: they are a button away
    assert not any(rule_text(card, EN) in str(e) for _, e in private for card in CARDS)
    assert world.fake.refused == []


async def test_card_powers_are_a_button_away(world):
    ann, eve = world.fake.member("ann"), world.fake.member("eve")
    await seated_game(world, [ann], ais=2, seed=SEED)
    hand = await world.open_hand(ann)
    [powers] = [b for b in hand.buttons() if b.label == "Card powers"]
    row = next(r for r in hand.components if any(c.get("custom_id") == powers.custom_id for c in r["components"]))
    assert [c.get("label") for c in row["components"]] == ["Card powers", "Refresh", "Log"]  # under the cards
    cards = [b.custom_id.split(":")[4] for b in hand.buttons() if b.custom_id.startswith("a:")]
    assert len(cards) == 6 and not any(rule_text(card, EN) in hand.text() for card in cards)
    answer = (await world.fake.click(ann, hand, powers.custom_id)).response
    assert answer is not None and answer.ephemeral and answer is not hand
    assert answer.text().startswith("📜 What your cards do · gambit 1 · ante")
    for card in cards:
        assert short_name(card, EN) in answer.text() and rule_text(card, EN) in answer.text()
    assert "Your hand" in world.fake.messages[hand.id].text()  # the private view itself stays as it was
    # Somebody not playing who sends the button's id (a forged click from the table) learns nothing.
    table = world.table()
    rules = table.find_button("Rules").custom_id
    payload = world.fake.component_payload(eve, table, rules)
    payload["data"]["custom_id"] = powers.custom_id
    for component in walk_components(payload["message"]["components"]):  # the message as the client shows it
        if component.get("custom_id") == rules:
            component["custom_id"] = powers.custom_id
    refused = (await world.fake.dispatch(payload, "forged powers click")).response
    assert refused is not None and refused.ephemeral and refused.text() == "You are not playing in this game."


def test_a_gambit_over_leaves_one_line_and_the_words_count_right() -> None:
    state = ENGINE.new_state(3, {}, 7)
    rng = random.Random(7)
    while state.gambit < 3 and not ENGINE.is_over(state):
        seat = ENGINE.to_act(state)[0]
        ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
    view = ENGINE.view(state, None)
    line = gambit_summary(view, NAMES, EN)
    gold = (  # everyone's gold, its change over the gambit and where that came from
        "ann 85 (+31: stakes +42, ante −12, powers +1) · ben 37 (−11: ante −12, powers +1)"
        " · cat 28 (−20: ante −12, cards bought −6, powers −2)"
    )
    won = next(e for e in reversed(view.log) if isinstance(e, ev.GambitWon))
    assert line == f"🏁 Gambit 2 over · **{NAMES[won.winner]}** takes the stakes: {won.gold} gold · 💰 {gold}"
    kept = dataclasses.replace(view, log=(ev.NoFlightMayWin(), ev.GambitStarted(3, 2)))
    assert gambit_summary(kept, NAMES, EN) == f"🏁 Gambit 2 over · nobody wins: the stakes stay · 💰 {gold}"
    assert (
        gambit_summary(dataclasses.replace(view, log=()), NAMES, EN) == f"🏁 Gambit 2 over · 💰 {gold}"
    )  # log moved on
    assert gambit_summary(ENGINE.view(ENGINE.new_state(3, {}, 7), None), NAMES, EN) is None  # nothing is over yet
    unkept = dataclasses.replace(view, last_gambit=())  # a gambit begun before the parts were kept: the gold alone
    assert (gambit_summary(unkept, NAMES, EN) or "").endswith(" · 💰 ann 85 · ben 37 · cat 28")
    # A gambit's log line: the players' change of gold and its parts (cat was out before it), and as each reads theirs.
    scored = ev.GambitScored(4, (0, 1), (-9, 0), (0, 41), (0, 0), (-6, -6), (0, 0), (0, 0), (3, 6), (-6, 0))
    assert describe_event(scored, NAMES, EN) == (
        "💰 Gambit 4: **ann** −9 (ante −6, powers +3, debts −6), **ben** 0 (ante −6, powers +6)."
    )
    assert (
        describe_own(scored, 1, NAMES, EN) == "💰 Gambit 4: your balance 0 (ante −6, powers +6); you now have 41 gold."
    )
    assert describe_own(scored, 2, NAMES, EN) is None
    plain = ev.GambitScored(4, (0, 1), (-9, 0), (0, 41))  # (parts not kept)
    assert describe_event(plain, NAMES, EN) == "💰 Gambit 4: **ann** −9, **ben** 0."
    assert describe_own(plain, 0, NAMES, EN) == "💰 Gambit 4: your balance −9; you now have 0 gold."
    assert (describe_event(ev.GameOver(1, (80, 0), (0,)), NAMES, EN) or "").startswith("Game over after 1 gambit. ")
    assert describe_event(ev.GoodDragonsDraw(0, "gold4", "gold", 1, 1), NAMES, EN) == (
        "**ann**'s 🟨 Gold 4 counts 1 good dragon: **ann** draws a card."
    )
    assert describe_event(ev.SilverDraws(0, "silver2", "silver", (1,)), NAMES, EN) == (
        "**ann**'s ⚪ Silver 2: **ben** draws a card."
    )


async def test_a_play_that_would_leave_the_flight_unable_to_win_is_pointed_out_before_and_after(world):
    ann, ben = world.fake.member("ann"), world.fake.member("ben")
    game_id = await seated_game(world, [ann, ben], ais=0, seed=SEED)
    state = (await world.live(game_id)).state
    flights, hands = [["gold4"], ["black1"]], [["tiamat", "black3"], ["silver12", "bahamut"]]
    placed = {c for group in (*flights, *hands) for c in group}
    state.deck = [c for c in CARDS if c not in placed]
    state.discard, state.hands, state.flights = [], hands, flights
    state.antes, state.phase, state.stakes, state.leader, state.round = [None, None], "play", 20, 0, 0
    ENGINE._start_round(state, "ante", [])
    hand = await world.open_hand(ann)
    labels = [b.label for b in hand.buttons() if b.custom_id and b.custom_id.startswith("a:")]
    assert any(label.startswith("Tiamat") and "⚠️" in label for label in labels), labels
    assert not any(label.startswith("Black 3") and "⚠️" in label for label in labels), labels
    assert "⚠️ 🐲 Tiamat 13: played now, your flight could never win" in hand.text(), hand.text()
    tiamat = next(b.custom_id for b in hand.buttons() if b.label and b.label.startswith("Tiamat"))
    played = (await world.fake.click(ann, hand, tiamat or "")).response
    assert played is not None
    assert "🚫 cannot win" in world.table().text()
    assert re.search(r"Your flight \*\*\d+\*\*: .*🐲 Tiamat 13.*🚫 cannot win", played.text()), played.text()


async def test_a_card_pulled_from_a_hand_is_named_to_its_owner_and_its_taker_only(world):
    ann, ben, cat = (world.fake.member(name) for name in ("ann", "ben", "cat"))
    game_id = await seated_game(world, [ann, ben, cat], ais=0, seed=SEED)
    state = (await world.live(game_id)).state
    # ann's Red Dragon hits ben, the strongest flight, and pulls his only card.
    flights, hands = [[], ["gold13"], ["black1"]], [["red8", "black3"], ["bronze7"], ["silver2", "copper1"]]
    placed = {c for group in (*flights, *hands) for c in group}
    state.deck = [c for c in CARDS if c not in placed]
    state.discard, state.hands, state.flights = [], hands, flights
    state.antes, state.phase, state.stakes, state.leader, state.round = [None] * 3, "play", 20, 0, 0
    ENGINE._start_round(state, "ante", [])
    hand = await world.open_hand(ann)
    red = next(b.custom_id for b in hand.buttons() if b.label and b.label.startswith("Red 8"))
    answer = (await world.fake.click(ann, hand, red or "")).response
    assert answer is not None
    assert "bronze7" in (await world.live(game_id)).state.hands[0]
    assert "You took 🟤 Bronze 7 from **ben**." in answer.text(), answer.text()
    victim = await world.open_hand(ben)
    assert "**ann** took your 🟤 Bronze 7." in victim.text(), victim.text()
    third = await world.open_hand(cat)
    for message, viewer in ((third, 2), (world.table(), None)):
        assert "Bronze 7" not in everything_shown(message)
        await assert_no_leak(world, game_id, message, viewer)
    # ben's own move ends the news; ann keeps hers until she moves again.
    await take_first_choice(world, ben, victim)
    assert "took your" not in (await world.open_hand(ben)).text()
    assert "You took 🟤 Bronze 7" in (await world.open_hand(ann)).text()


async def test_a_payment_that_is_the_only_answer_is_made_for_the_victim_and_said(world):
    ann, ben, cat = (world.fake.member(name) for name in ("ann", "ben", "cat"))
    game_id = await seated_game(world, [ann, ben, cat], ais=0, seed=SEED)
    state = (await world.live(game_id)).state
    # ann's Green 1 asks ben for an evil dragon weaker than 1, which nobody can have: he can only pay 5 gold.
    flights, hands = [[], [], []], [["green1", "black3"], ["bronze7", "red8"], ["silver2", "copper1"]]
    placed = {c for group in (*flights, *hands) for c in group}
    state.deck = [c for c in CARDS if c not in placed]
    state.discard, state.hands, state.flights = [], hands, flights
    state.antes, state.phase, state.stakes, state.leader, state.round = [None] * 3, "play", 20, 0, 0
    ENGINE._start_round(state, "ante", [])
    gold = list(state.gold)
    hand = await world.open_hand(ann)
    green = next(b.custom_id for b in hand.buttons() if b.label and b.label.startswith("Green 1"))
    answer = (await world.fake.click(ann, hand, green or "")).response
    assert answer is not None
    live = await world.live(game_id)
    assert live.state.gold[:2] == [gold[0] + 5, gold[1] - 5] and live.engine.to_act(live.state) == [1]
    await world.settle()
    table = world.table().text()
    assert "**ben** pays 5 gold to **ann** (no dragon to hand over: no other choice)." in table, table
    victim = await world.open_hand(ben)
    assert "Pay 5 gold" not in everything_shown(victim) and not live.state.tasks  # nothing left to answer
    assert "you pay 5 gold, as you have no dragon you can hand over." in victim.text(), victim.text()
    assert "(no dragon to hand over: no other choice)" in (await world.open_hand(cat)).text()


def test_a_payment_made_for_its_payer_reads_to_it_in_its_own_words() -> None:
    paid = ev.PaidWithoutChoice(0, "green1", "green", Payment(1, 0, 3, 2))
    assert describe_own(paid, 1, NAMES, EN) == (
        "**ann**'s 🟩 Green 1: you pay 3 gold and owe 2 more, as you have no dragon you can hand over."
    )
    assert describe_own(paid, 0, NAMES, EN) is None and describe_own(paid, 2, NAMES, EN) is None  # the table's line
