"""Scores through the fake Discord: a round's line says where its points came from, and every figure shown (the
table, the round lines an old table keeps, a private view, the final standings) agrees with the stored scoresheet
and results; a finished game says its places once, in the standings, above the game's own detail."""

from __future__ import annotations

import random
import re

import pytest

from engine.registry import engines
from tests.discord_helpers import World, start_world
from tests.fakediscord import FakeMessage, FakeUser
from tests.test_game_ends_discord import play_to_the_end
from tests.test_whole_games_discord import GAMES
from tests.whole_games import STEP_LIMIT, make_a_move

STANDINGS = "🏆 Final standings"
#: a player's part of a Red Dragon round line: name, points, where they came from, total
ROUND_POINTS = re.compile(
    r"\*\*(?P<name>[^*]+)\*\* (?P<points>[+−]?\d+) \((?P<parts>[^;]+); total (?P<total>[+−]?\d+)\)"
)
TRICKS = re.compile(r"^(?P<tricks>\d+) tricks? × (?P<value>\d+)(?:, red −(?P<red>\d+))?$")
NO_TRICK = re.compile(r"^no trick(?:, bonus \+(?P<bonus>\d+))?$")


@pytest.fixture
async def world(tmp_path):
    world = await start_world(tmp_path / "hoard.sqlite3")
    yield world
    await world.fake.close()


def number(shown: str) -> int:
    return int(shown.replace("−", "-"))


def fields(message: FakeMessage) -> list[tuple[str, str]]:
    return [(f["name"], f["value"]) for e in message.embeds for f in e.get("fields", [])]


def embed_text(message: FakeMessage) -> str:
    parts = [message.content]
    for e in message.embeds:
        parts += [e.get("title", ""), e.get("description", ""), e.get("footer", {}).get("text", "")]
        parts += [f"{f['name']}\n{f['value']}" for f in e.get("fields", [])]
    return "\n".join(parts)


def round_lines(world: World) -> list[str]:
    return [m.content for m in world.fake.channel_messages() if m.content.startswith("🐉 Round ")]


async def test_red_dragon_round_lines_break_the_points_down_and_agree_with_the_scoresheet_and_private_view(world):
    ann = world.fake.member("ann")
    game_id = await world.start_game("red-dragon new", [ann], 2, seed=5)
    rng = random.Random(7)
    checked = 0
    for _ in range(STEP_LIMIT):
        if (await world.live(game_id)).record.status != "active":
            break
        lines = round_lines(world)
        if len(lines) > checked:  # a round just ended: its line, the scoresheet and ann's view agree
            sheet = (await world.live(game_id)).engine.scoresheet((await world.live(game_id)).state)
            assert sheet == await world.bot.hoard.storage.scoresheet(game_id) or not sheet
            totals = [sum(column) for column in zip(*sheet, strict=True)]
            line = lines[-1]
            assert line.startswith(f"🐉 Round {len(sheet)} of 3 over")
            shown = list(ROUND_POINTS.finditer(line))
            assert [m["name"] for m in shown] == [s.name for s in (await world.live(game_id)).record.seats]
            for seat, found in enumerate(shown):
                points, parts = number(found["points"]), found["parts"]
                assert points == sheet[-1][seat] and number(found["total"]) == totals[seat], line
                tricks, no_trick = TRICKS.match(parts), NO_TRICK.match(parts)
                if tricks:
                    figured = int(tricks["tricks"]) * int(tricks["value"]) - int(tricks["red"] or 0)
                else:
                    assert no_trick, parts
                    figured = int(no_trick["bonus"] or 0)
                assert figured == points, line
            hand = await world.open_hand(ann)
            footer = embed_text(hand)
            assert f"total: {totals[0]}".replace("-", "−") in footer.replace("total: +", "total: "), footer
            checked = len(lines)
        if not await make_a_move(world, ann, rng):
            await world.expire(30)
    live = await world.live(game_id)
    assert live.record.status == "finished"
    assert checked == len(live.state.rows) - 1 >= 1  # every round but the last, which the final table shows


@pytest.mark.parametrize(("command", "ais", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_every_game_ends_with_one_set_of_figures_and_its_places_said_once(world, command, ais, options):
    ann = world.fake.member("ann")
    game_id, hand = await play_to_the_end(world, command, ais, options, ann)
    live = await world.live(game_id)
    assert live.record.status == "finished"
    results = sorted(await world.bot.hoard.storage.results(game_id), key=lambda r: r["seat"])
    sheet = await world.bot.hoard.storage.scoresheet(game_id)
    if sheet:  # the stored scoresheet adds up to the results' scores
        engine = engines()[live.record.kind]
        totals = list(sheet[-1]) if engine.scoresheet_totals else [sum(c) for c in zip(*sheet, strict=True)]
        if live.record.kind != "sarkanytojas":  # a match's scoresheet holds games, its score match points
            assert totals == [r["score"] for r in results]
    for message in (world.table(), hand):
        shown = fields(message)
        assert shown[0][0] == STANDINGS, shown  # title, standings, then the game's own detail
        scores = [int(line.split(" · ")[1].split()[0].replace("−", "-")) for line in shown[0][1].split("\n")]
        ordered = sorted(results, key=lambda r: (r["placement"], r["seat"]))
        assert scores == [r["score"] for r in ordered]
        drawn = [e.get("description", "") for e in message.embeds] + [f"{n}\n{v}" for n, v in shown[:-1]]
        text = "\n".join(drawn)  # the game's own drawing, without its log (the last field: what happened)
        assert text.count("🏆") == 1 and text.count("🥇") == shown[0][1].count("🥇"), text  # said once


#: Krasny Drakon: a player out, the players it outlasted (its score's parts) and that score; its field on the table;
#: its own view
KD_OUT = re.compile(
    r"\*\*(?P<name>[^*]+)\*\* is out in (?P<place>\d+)\w\w place, ahead of (?P<ahead>.+): (?P<count>\d+) players? "
    r"outlasted$",
    re.MULTILINE,
)
KD_FIELD = re.compile(r"out in (?P<place>\d+)\w\w place\n(?P<count>\d+) players? outlasted$")
KD_YOU = re.compile(
    r"You are out in \*\*(?P<place>\d+)\w\w\*\* place, ahead of (?P<ahead>.+): (?P<count>\d+) players? "
)
BOLD = re.compile(r"\*\*([^*]+)\*\*")


async def whole_log(world: World, user: FakeUser) -> str:
    """The game's whole log as ``user`` reads it from the table's 📜 Log button, every page, oldest first."""
    table = world.table()
    button = next(b.custom_id for b in table.buttons() if b.custom_id and b.custom_id.endswith(":log"))
    page = (await world.fake.click(user, table, button)).response
    assert page is not None
    pages = [page.text()]
    while not (back := page.find_button("Previous")).disabled:
        page = (await world.fake.click(user, page, back.custom_id)).response
        assert page is not None
        pages.insert(0, page.text())
    return "\n".join(pages)


async def test_krasny_drakon_players_out_say_whom_they_outlasted_and_agree_with_the_table_view_and_results(
    world: World,
) -> None:
    humans = [world.fake.member("ann"), world.fake.member("ben")]  # one plays on while the other is out
    game_id = await world.start_game("krasny-drakon new", humans, 2, seed=2)
    names = [s.name for s in (await world.live(game_id)).record.seats]
    rng = random.Random(7)
    shown: dict[str, tuple[int, int]] = {}  # a player out: its place and score as the table showed them
    views = 0  # private views of a human out that were read
    for _ in range(STEP_LIMIT):
        live = await world.live(game_id)
        if live.record.status != "active":
            break
        view = live.engine.view(live.state, None)
        for name, value in fields(world.table())[:-1]:  # the players' fields: who is out, in which place, ahead of
            found = KD_FIELD.search(value)  # how many
            if found is not None:
                seat = names.index(name.removeprefix("▶️ "))
                figures = int(found["place"]), int(found["count"])
                assert figures == (view.players[seat].place, len(view.players[seat].outlasted)), value
                assert shown.setdefault(names[seat], figures) == figures
        for seat, human in enumerate(humans):  # a human out: their view says whom they outlasted, the same figures
            if view.players[seat].place is not None:
                mine = KD_YOU.search(embed_text(await world.open_hand(human)))
                assert mine and (int(mine["place"]), int(mine["count"])) == shown[names[seat]]
                assert len(BOLD.findall(mine["ahead"])) == int(mine["count"])
                views += 1
        if not (await make_a_move(world, humans[0], rng) or await make_a_move(world, humans[1], rng)):
            await world.expire(30)
    live = await world.live(game_id)
    assert live.record.status == "finished" and shown and views
    log = await whole_log(world, humans[0])
    results = {r["seat"]: r for r in await world.bot.hoard.storage.results(game_id)}
    said = list(KD_OUT.finditer(log))
    left = max(len(live.state.stalemated), 1)  # the one left holding cards, or those a stalemate stopped
    assert len(said) == log.count(" is out in ") == len(live.state.finished) - left
    for line in said:  # the line of a player going out: the players it outlasted are its score's parts
        seat, place, score = names.index(line["name"]), int(line["place"]), int(line["count"])
        ahead = BOLD.findall(line["ahead"])
        assert len(ahead) == score and line["name"] not in ahead and set(ahead) <= set(names), line[0]
        assert (results[seat]["placement"], results[seat]["score"]) == (place, score)
        assert shown.get(line["name"], (place, score)) == (place, score)
    stopped = len(live.state.stalemated)  # each pair of players counted once, but pairs a stalemate left undecided
    assert sum(r["score"] for r in results.values()) == (len(names) * (len(names) - 1) - stopped * (stopped - 1)) // 2


#: Drago Rosso: a player's gems at a round's end, their change and where it came from ("banked +20, fines −8")
DR_SCORE = re.compile(
    r"\*\*(?P<name>[^*]+)\*\* 💎 (?P<gems>\d+)(?: \((?P<change>[+−]?\d+): (?P<parts>[^)]+)\))?(?= · |$)"
)
DR_PART = re.compile(r"^(?P<label>[^\d+−]+) (?P<amount>[+−]\d+)$")
DR_LOGGED = re.compile(r"^Round (?P<round>\d+) is over: (?P<scores>.+)$", re.MULTILINE)


def round_scores(shown: str, names: list[str]) -> list[tuple[int, int]]:
    """Every player's gems and change in a Drago Rosso round line, checking that the parts add up to the change."""
    scores = []
    found = list(DR_SCORE.finditer(shown))
    assert [m["name"] for m in found] == names, shown
    for m in found:
        change = number(m["change"]) if m["change"] else 0
        parts = [DR_PART.match(part) for part in m["parts"].split(", ")] if m["parts"] else []
        assert all(parts), shown
        assert sum(number(part["amount"]) for part in parts if part) == change, shown
        scores.append((int(m["gems"]), change))
    return scores


async def test_drago_rosso_round_lines_say_where_the_gems_came_from_and_agree_with_the_table_and_private_view(world):
    ann = world.fake.member("ann")
    game_id = await world.start_game("drago-rosso new", [ann], 2, seed=5)
    names = [s.name for s in (await world.live(game_id)).record.seats]
    rng = random.Random(7)
    before = [40] * len(names)  # everyone's gems when the round began
    checked = 0
    for _ in range(STEP_LIMIT):
        live = await world.live(game_id)
        if live.record.status != "active":
            break
        lines = round_lines(world)
        for line in lines[checked:]:  # a round just ended: the line its old table keeps, its log line, ann's view
            checked += 1
            view = live.engine.view(live.state, None)
            assert line.startswith(f"🐉 Round {checked} over · ") and view.round == checked + 1
            scores = round_scores(line, names)
            assert [gems for gems, _ in scores] == list(view.round_gems)
            assert [change for _, change in scores] == [g - b for g, b in zip(view.round_gems, before, strict=True)]
            logged = {m["round"]: m["scores"] for m in DR_LOGGED.finditer(fields(world.table())[-1][1])}
            assert round_scores(logged[str(checked)], names) == scores
            hand = embed_text(await world.open_hand(ann))
            assert f"Round {checked} is over: {logged[str(checked)]}" in hand
            before = [gems for gems, _ in scores]
        table, gems = embed_text(world.table()), live.state.gems  # the table and ann's view: everyone's gems now
        assert all(f"**{name}**: 💎 {count}" in table for name, count in zip(names, gems, strict=True)), table
        assert f"You have 💎 {gems[0]}" in embed_text(await world.open_hand(ann))
        if not await make_a_move(world, ann, rng):
            await world.expire(30)
    live = await world.live(game_id)
    assert live.record.status == "finished" and checked >= 2
    logged = {m["round"]: m["scores"] for m in DR_LOGGED.finditer(fields(world.table())[-1][1])}
    last = round_scores(logged[str(checked + 1)], names)  # the round the game ended in
    results = sorted(await world.bot.hoard.storage.results(game_id), key=lambda r: r["seat"])
    assert [gems for gems, _ in last] == [r["score"] for r in results] == live.state.gems
    assert [change for _, change in last] == [g - b for g, b in zip(live.state.gems, before, strict=True)]
