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


#: Play of the Dragons: the line a gambit's old table keeps, each player's part of it (their gold, its change and where
#: that came from), a player's part of the gambit's log line, the private view's line and a part of any of them
POD_SUMMARY = re.compile(r"^🏁 Gambit (?P<gambit>\d+) over · (?P<outcome>[^·]+) · 💰 (?P<players>.+)$")
POD_SUMMARY_PLAYER = re.compile(r"^(?P<name>.+?) (?P<gold>\d+|out)(?: \((?P<points>[+−]?\d+): (?P<parts>[^)]+)\))?$")
POD_LOG_PLAYER = re.compile(r"\*\*(?P<name>[^*]+)\*\* (?P<points>[+−]?\d+)(?: \((?P<parts>[^)]+)\))?")
POD_YOURS = re.compile(
    r"💰 Gambit (?P<gambit>\d+): your balance (?P<points>[+−]?\d+)(?: \((?P<parts>[^)]+)\))?; "
    r"you now have (?P<gold>\d+) gold\."
)
POD_WON = re.compile(r"\*\*(?P<name>[^*]+)\*\* takes the stakes(?: with the weakest flight)?: (?P<gold>\d+) gold")
POD_PART = re.compile(r"^(?P<part>stakes|ante|cards bought|special flights|powers|debts) (?P<gold>[+−]\d+)$")


def pod_parts_sum(parts: str | None) -> int:
    """The gold of a gambit's parts as shown ("stakes +40, ante −11, powers +2"), each part named once."""
    if parts is None:
        return 0
    shown = [POD_PART.match(part) for part in parts.split(", ")]
    assert all(shown), parts
    named = [m["part"] for m in shown if m]
    assert len(named) == len(set(named)), parts
    return sum(number(m["gold"]) for m in shown if m)


async def test_play_of_the_dragons_gambit_lines_break_the_gold_down_and_agree_with_the_scoresheet_and_private_view(
    world,
):
    ann = world.fake.member("ann")
    game_id = await world.start_game("play-of-the-dragons new", [ann], 2, seed=5)
    start = (await world.live(game_id)).state.options["start_gold"]
    rng = random.Random(7)
    checked = 0

    async def sheet_and_change() -> tuple[list[list[int]], list[int]]:
        live = await world.live(game_id)
        sheet = live.engine.scoresheet(live.state)
        assert sheet == await world.bot.hoard.storage.scoresheet(game_id)  # the engine's and the stored agree
        before = sheet[-2] if len(sheet) > 1 else [start] * len(sheet[-1])
        return sheet, [after - was for after, was in zip(sheet[-1], before, strict=True)]

    def check_log_line(text: str, gambit: int, names: list[str], change: list[int]) -> None:
        """The gambit's log line: every player's change of gold, and parts adding up to it."""
        line = next(line for line in text.split("\n") if line.startswith(f"💰 Gambit {gambit}: "))
        shown = list(POD_LOG_PLAYER.finditer(line))
        assert [m["name"] for m in shown] == names, line
        for seat, found in enumerate(shown):
            assert number(found["points"]) == change[seat] == pod_parts_sum(found["parts"]), line

    for _ in range(STEP_LIMIT):
        if (await world.live(game_id)).record.status != "active":
            break
        lines = [m.content for m in world.fake.channel_messages() if m.content.startswith("🏁 Gambit ")]
        if len(lines) > checked:  # a gambit just ended: its line, the table, the scoresheet and ann's view agree
            sheet, change = await sheet_and_change()
            names = [s.name for s in (await world.live(game_id)).record.seats]
            summary = POD_SUMMARY.match(lines[-1])
            assert summary is not None and int(summary["gambit"]) == len(sheet), lines[-1]
            players = [POD_SUMMARY_PLAYER.match(p) for p in summary["players"].split(" · ")]
            assert all(players) and [p["name"] for p in players if p] == names, lines[-1]
            for seat, found in enumerate(players):
                assert found is not None and found["gold"] == str(sheet[-1][seat]), lines[-1]
                assert found["points"] is not None or change[seat] == 0, lines[-1]  # the parts, if any moved
                assert number(found["points"] or "0") == change[seat] == pod_parts_sum(found["parts"]), lines[-1]
            won = POD_WON.fullmatch(summary["outcome"])
            if won:  # the stakes the winner took are their part of the stakes
                winner = players[names.index(won["name"])]
                assert winner is not None and f"stakes +{won['gold']}" in winner["parts"].split(", "), lines[-1]
            table = world.table()
            check_log_line(embed_text(table), len(sheet), names, change)
            golds = [value for name, value in fields(table) if name.endswith(tuple(names))]
            assert [int(v.split("**")[1]) for v in golds] == sheet[-1], golds  # each player's gold on the table
            hand = embed_text(await world.open_hand(ann))
            yours = POD_YOURS.search(hand)
            assert yours is not None and int(yours["gambit"]) == len(sheet), hand
            assert number(yours["points"]) == change[0] == pod_parts_sum(yours["parts"]), hand
            assert int(yours["gold"]) == sheet[-1][0] and f"💰 **{sheet[-1][0]}** gold" in hand, hand
            checked = len(lines)
        if not await make_a_move(world, ann, rng):
            await world.expire(30)
    live = await world.live(game_id)
    assert live.record.status == "finished"
    assert checked == len(live.state.sheet) - 1 >= 1  # every gambit but the last, which the final table shows
    sheet, change = await sheet_and_change()
    check_log_line(embed_text(world.table()), len(sheet), [s.name for s in live.record.seats], change)


#: a Sárkánytojás player's score of a game and where it came from: name, score, eggs and dragons kept, the Dragon Egg
SARK_SCORE = re.compile(
    r"(?:🏆 )?\**(?P<name>[^*·&=()\n]+?)\** (?P<score>[+−]?\d+) \(🥚(?P<eggs>\+?\d+) 🐉(?P<dragons>−?\d+)"
    r"(?:, Dragon Egg \+(?P<egg>\d+))?\)"
)
#: the same at the end of a match, in the sides' fields and the private view: score = parts
SARK_FINAL_SCORE = re.compile(
    r"(?P<score>[+−]?\d+) = 🥚(?P<eggs>\+?\d+) 🐉(?P<dragons>−?\d+)(?:, Dragon Egg \+(?P<egg>\d+))?"
)
#: a pair's score, the sum of its players'
SARK_PAIR = re.compile(r"\) = (?P<sum>[+−]?\d+)")


def sark_parts_add_up(found: re.Match[str]) -> int:
    """The score a player's line shows, once its parts are seen to add up to it."""
    score = number(found["score"])
    assert number(found["eggs"]) + number(found["dragons"]) + int(found["egg"] or 0) == score, found.string
    return score


def sark_game_scores(line: str, names: list[str], personal: tuple[int, ...], row: list[int]) -> None:
    """A game's scores as ``line`` words them: every player's (pairs: 1 & 3, then 2 & 4) with parts that add up to
    it, as the engine has it, and each side's as the scoresheet's row has it."""
    order = [0, 2, 1, 3] if len(names) == 4 else list(range(len(names)))
    shown = list(SARK_SCORE.finditer(line))
    assert [m["name"].strip() for m in shown] == [names[s] for s in order], line
    assert [sark_parts_add_up(m) for m in shown] == [personal[s] for s in order], line
    if len(names) == 4:
        assert (
            [number(s) for s in SARK_PAIR.findall(line)]
            == row[:2]
            == [personal[0] + personal[2], personal[1] + personal[3]]
        )
    else:
        assert list(personal) == row


@pytest.mark.parametrize("ais", [1, 2, 3], ids=["two", "three", "pairs"])
async def test_sarkanytojas_game_lines_break_the_scores_down_and_agree_with_the_scoresheet_and_private_view(world, ais):
    ann = world.fake.member("ann")
    game_id = await world.start_game("sarkanytojas new", [ann], ais, seed=5, match=3)
    rng = random.Random(7)
    checked = 0
    hand = await world.open_hand(ann)
    for _ in range(STEP_LIMIT):
        live = await world.live(game_id)
        sheet = live.engine.scoresheet(live.state)
        if len(sheet) > checked:  # a game of the match just ended: its lines, the scoresheet and ann's view agree
            checked = len(sheet)
            assert sheet == await world.bot.hoard.storage.scoresheet(game_id)
            last = live.engine.view(live.state, None).last_game
            assert last is not None and last.number == checked
            names = [s.name for s in live.record.seats]
            sides = [[0, 2], [1, 3]] if len(names) == 4 else [[s] for s in range(len(names))]
            if live.record.status == "active":
                hand = await world.open_hand(ann)
            else:  # the finished table has no My view: her view open from the last game, refreshed
                refresh = next(b.custom_id for b in hand.buttons() if b.custom_id.endswith(":hand"))
                hand = (await world.fake.click(ann, hand, refresh)).response
            since = [line for line in embed_text(hand).split("\n") if f"Game {checked} ends: " in line]
            assert len(since) == 1, embed_text(hand)  # what happened since her last move
            sark_game_scores(since[0], names, last.personal, sheet[-1])
            table = world.table()
            if live.record.status == "active":  # the old table keeps the game's line, the new one a field of it
                kept = [m.content for m in world.fake.channel_messages() if m.content.startswith("🏁 Game ")]
                assert kept[-1].startswith(f"🏁 Game {checked} of 3 over · "), kept
                shown = dict(fields(table))[f"Game {checked}"].split("\n")[1]
                for line in (kept[-1], shown):
                    sark_game_scores(line, names, last.personal, sheet[-1])
                    given = line.rsplit("match points: ", 1)[1].split(", ")
                    assert [" & ".join(names[s] for s in side) for side in sides] == [
                        g.rsplit(" ", 1)[0] for g in given
                    ]
                    assert [int(g.rsplit(" ", 1)[1]) for g in given] == [
                        live.state.points[-1][side[0]] for side in sides
                    ]
            else:  # the final table's sides and ann's view say each score with its parts
                order = [s for side in sides for s in side]
                drawn = "\n".join(value for _name, value in fields(table)[1 : 1 + len(sides)])
                assert [sark_parts_add_up(m) for m in SARK_FINAL_SCORE.finditer(drawn)] == [
                    last.personal[s] for s in order
                ], drawn
                mine = next(name for name, _value in fields(hand) if name.startswith("Your haul"))
                found = SARK_FINAL_SCORE.search(mine)
                assert found and sark_parts_add_up(found) == last.personal[0], mine
                # the standings give the match points that placed each player, best first, in their unit
                title, standing = fields(table)[0]
                totals = live.engine.match_totals(live.state)
                assert title == STANDINGS and all(" match point" in line for line in standing.split("\n")), standing
                shown_points = [number(line.split(" · ")[1].split()[0]) for line in standing.split("\n")]
                assert shown_points == sorted(totals, reverse=True), standing
                log_button = next(b.custom_id for b in table.buttons() if b.custom_id.endswith(":log"))
                log = (await world.fake.click(ann, table, log_button)).response
                result = dict(fields(log))["Result"].split("\n")  # the log's result says the same
                assert [number(line.split(": ")[1].split()[0]) for line in result] == shown_points, result
                assert all(" match point" in line for line in result), result
                break
        if not await make_a_move(world, ann, rng):
            await world.expire(30)
    assert (await world.live(game_id)).record.status == "finished" and checked == 3


#: how a Dragons' Path round went, on the line an old table keeps: who guessed what and which route was shown
PATH_STORY = re.compile(
    r"^🧩 Round (?P<round>\d+) of \d+ over · (?P<guesser>.+?) guessed (?P<guess>[-−]?\d+)"
    r"(?:, (?P<finder>.+?) showed (?P<value>[-−]?\d+)| and showed it (?P<shown>✅)| but could not show it ❌) · "
    r"best route [-−]?\d+ · (?P<points>.+)$"
)
#: a player's line in the Dragons' Path scores: name, total (the one minus sign), each round's points
PATH_SCORE = re.compile(r"^\S+ (?P<name>.+) \*\*(?P<total>−?\d+)\*\* \((?P<rounds>[^)]*)\)$")
#: a private view's points of the round just scored and in all
PATH_MINE = re.compile(r"You: \*\*(?P<round>[+−]?\d+)\*\* this round, \*\*(?P<total>−?\d+)\*\* in all\.")


def path_points(listing: str) -> dict[str, int]:
    """``ann −3, bob +4`` as each name's points (a listing leaves out who scored nothing)."""
    return {entry.rsplit(" ", 1)[0]: number(entry.rsplit(" ", 1)[1]) for entry in listing.split(", ")}


async def test_dragons_path_rounds_say_how_each_score_came_and_agree_with_the_scoresheet_and_private_view(world):
    ann = world.fake.member("ann")
    game_id = await world.start_game("sarkanytojas puzzle", [ann], 2, seed=5, level="I")
    rng = random.Random(7)
    checked = 0
    hand = await world.open_hand(ann)
    for _ in range(STEP_LIMIT):
        live = await world.live(game_id)
        sheet = live.engine.scoresheet(live.state)
        if len(sheet) > checked:  # a round was just scored: the table, ann's view and the scoresheet agree
            checked = len(sheet)
            assert sheet == await world.bot.hoard.storage.scoresheet(game_id)
            names = [s.name for s in live.record.seats]
            totals = [sum(column) for column in zip(*sheet, strict=True)]
            if live.record.status == "active":
                hand = await world.open_hand(ann)
            else:  # the finished table has no My view: her view open from the last round, refreshed
                refresh = next(b.custom_id for b in hand.buttons() if b.custom_id.endswith(":hand"))
                hand = (await world.fake.click(ann, hand, refresh)).response
            mine = PATH_MINE.search(embed_text(hand))
            assert mine, embed_text(hand)
            assert (number(mine["round"]), number(mine["total"])) == (sheet[-1][0], totals[0])
            table = world.table()
            points = next(line for line in embed_text(table).split("\n") if line.startswith("Points: "))
            scored = {names[s]: p for s, p in enumerate(sheet[-1]) if p}
            assert (path_points(points[8:]) == scored) if scored else (points == "Points: nobody scores"), points
            scores = dict(fields(table))["Scores"].split("\n")
            shown = {m["name"]: m for m in map(PATH_SCORE.match, scores) if m}
            assert len(shown) == len(names), scores
            for seat, name in enumerate(names):
                rounds = [number(p) for p in shown[name]["rounds"].split()]
                assert number(shown[name]["total"]) == totals[seat] == sum(rounds)
                assert rounds == [row[seat] for row in sheet]
        if live.record.status != "active":
            break
        if not await make_a_move(world, ann, rng):
            await world.expire(30)
    live = await world.live(game_id)
    assert live.record.status == "finished" and checked == live.state.rounds
    kept = [PATH_STORY.match(m.content) for m in world.fake.channel_messages() if m.content.startswith("🧩 Round ")]
    assert len(kept) == checked - 1  # every round but the last, which the final table shows
    for story in kept:  # the points follow from the guess and the route shown
        assert story, [m.content for m in world.fake.channel_messages() if m.content.startswith("🧩 Round ")]
        row = live.state.sheet[int(story["round"]) - 1]
        guesser, guess = names.index(story["guesser"]), number(story["guess"])
        if story["finder"]:
            expected = [number(story["value"]) - guess] * len(names)
            expected[guesser] = -abs(guess)
        else:
            expected = [0] * len(names)
            expected[guesser] = guess if story["shown"] else -abs(guess)
        assert expected == row and path_points(story["points"]) == {
            n: p for n, p in zip(names, row, strict=True) if p
        }, story[0]


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
