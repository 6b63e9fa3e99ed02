"""``/sarkanytojas``: Sárkánytojás (take eggs, dodge dragons on a 7x7 field) and the Dragons' Path puzzle.

Sárkánytojás: the table is a picture of the field with the line to take from framed; its text says
whose turn it is, what that line offers, each side's haul and score and the match scoresheet.
**My tiles** shows a player their exact haul and one button per tile they may take ("+5 · C4"),
with what each take leaves the next player; after a Shield or Pit, one button per tile they may
give up. Other players' face-down tiles are never shown: everything drawn comes from the engine's
views, which hide them.

Dragons' Path is a second engine kind (:mod:`engine.sarkanytojas.path_game`) drawn by
:class:`PuzzlePresenter`, which this cog registers. A guess is typed into a modal opened by the
"I have it!" button; routes are built with one button per tile that may come next.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands, ui
from discord.ext import commands

from cogs.sarkanytojas.picture import render_board, render_puzzle
from discord_ui.app import player_of, tell
from discord_ui.components import ActionButton, hoard_of
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.lobby import timer_text
from discord_ui.presenter import COLOUR, HandContext, Presenter, TableContext, fill_names
from engine.protocol import View, placements
from engine.sarkanytojas import EGG_BONUS, ENGINE, square_name
from engine.sarkanytojas.path_game import CHECKING, LEVELS, OVER, RACING, REVEAL, SHOWING, guess_range
from engine.sarkanytojas.path_game import ENGINE as PUZZLE
from service.games import GameError

TILE_EMOJI = {"egg": "🥚", "dragon": "🐉", "shield": "🛡️", "pit": "🕳️"}
TILE_STYLE = {
    "egg": discord.ButtonStyle.success,
    "dragon": discord.ButtonStyle.danger,
    "shield": discord.ButtonStyle.primary,
    "pit": discord.ButtonStyle.secondary,
}
OPTION = {option.key: option for option in ENGINE.options}
Match = app_commands.Range[int, OPTION["match"].minimum, OPTION["match"].maximum]
CHECK = next(option for option in PUZZLE.options if option.key == "check_seconds")
CheckSeconds = app_commands.Range[int, CHECK.minimum, CHECK.maximum]
#: puzzle levels and the side of their boards
PUZZLE_SIZES = [(name, level + 2) for name, level in LEVELS.items()]
#: the puzzle's turn timer is only the time a guesser has to show their route
PUZZLE_TIMER_MINUTES = 2
FIELD_LIMIT = 1024

SARKANYTOJAS_RULES = """\
**Field.** 48 tiles lie in a 7×7 square: eggs 🥚 worth +1 to +10 and dragons 🐉 worth −1 to −10 (three each \
of 1, 2, 3, 4, 5, 6, 8 and 10). The wooden Dragon Egg stands on the one empty square.
**Taking.** On your turn take any tile from the Egg's line, near or far, and the Egg moves onto its square. \
The first take of a game is along the Egg's row, the next along its column, and the direction switches with \
every take, whoever makes it.
**End.** When the next player's line is empty (or the field is), the game ends and whoever took last gets the \
Dragon Egg: +5. Eggs count plus, dragons minus; most points wins, equal points share the win.
**Four players** play in pairs, partners opposite each other (seats 1 & 3 against 2 & 4); a pair's points add up.
**Shield and Pit** (house rule): 6 random tiles make way for 3 🛡️ Shields and 3 🕳️ Pits. A Shield costs its \
taker one of their own dragons, a Pit one of their own eggs, their choice; both go face down, so the others \
only learn *that* a tile went. With nothing to give up, the Shield or Pit is simply discarded.
**Matches**: several games in a row, the first player moving on each time. Each game gives match points \
(2 players 1/0, 3 players 2/1/0 with ties taking the higher, pairs 1/0); most match points wins.
**Here**: the framed line on the table picture is where the next take comes from. **My tiles** shows your haul \
and score and a button per tile you may take, with what each take leaves the next player."""

PUZZLE_RULES = """\
**Dragons' Path** (`/sarkanytojas puzzle`, 1–12 players): a small board (level I 3×3, II 4×4, III 5×5) of eggs \
and dragons around START. A route starts there, takes a tile along START's row, then one along that tile's \
column, and so on, turning after every tile; it must go on while its line holds a tile. Find the most valuable \
route! The first to announce a value is the guesser; the others then have the checking time to build a better \
route. If they show one, every checker scores the difference and the guesser loses their guess. Otherwise the \
guesser must show a route worth the guess: done, they score it; failed, they lose it. A game has a round per \
player (at least 4), each on a new board, and after each round the bot draws the best route. Alone, you \
practise without scores. AI players never guess; they check."""


def tile_text(tile: dict[str, Any]) -> str:
    """A Sárkánytojás tile descriptor as ``🥚+5`` or ``🛡️Shield``."""
    return f"{TILE_EMOJI[tile['kind']]}{tile['label']}"


def signed(value: int) -> str:
    """``+5``, ``-3``, and a plain ``0``."""
    return f"{value:+d}" if value else "0"


def score_text(score: int | None, score_range: list[int]) -> str:
    """An exact score, or the range the public knows when tiles went face down."""
    if score is not None:
        return signed(score)
    low, high = score_range
    return f"{signed(low)} to {signed(high)}"


def clip(text: str, limit: int = FIELD_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def short(name: str, width: int = 6) -> str:
    return name.replace("🤖 ", "")[:width]


def haul_text(player: dict[str, Any]) -> str:
    """A player's tiles as the viewer may know them: exact, or what they took and what went face down."""
    if player["kept"] is not None:
        tiles = sorted(player["kept"], key=lambda tile: -tile["value"])
        lines = [" ".join(tile_text(t) for t in tiles) or "no tiles yet"]
    else:
        lines = ["took " + " ".join(tile_text(t) for t in player["taken"])]
    for discard in player["discards"]:
        by = f"{TILE_EMOJI[discard['by']]}{discard['by'].capitalize()}"
        if discard["tile"] is not None:
            lines.append(f"{by}: gave up {tile_text(discard['tile'])}")
        elif discard["kind"] is not None:
            lines.append(f"{by}: one {discard['kind']} went face down")
        else:
            lines.append(f"{by}: nothing to give up")
    return "\n".join(lines)


def side_label(side: dict[str, Any], names: list[str]) -> str:
    return " & ".join(names[s] for s in side["seats"])


def match_sheet(view: View, names: list[str]) -> str:
    """Each finished game's side scores with the match points they brought, and the match points so far."""
    sides = view["sides"]
    heads = ["+".join(short(names[s], 4 if len(side["seats"]) > 1 else 6) for s in side["seats"]) for side in sides]
    width = max(8, *(len(h) for h in heads))
    lines = ["Game " + " ".join(h.rjust(width) for h in heads)]
    for number, (scores, points) in enumerate(zip(view["scoresheet"], view["points_sheet"], strict=True), start=1):
        cells = [f"{signed(scores[side['seats'][0]])} ({points[side['seats'][0]]})" for side in sides]
        lines.append(f"{number:>4} " + " ".join(c.rjust(width) for c in cells))
    for number in range(len(view["scoresheet"]) + 1, view["games"] + 1):
        lines.append(f"{number:>4} " + " ".join("·".rjust(width) for _ in sides))
    lines.append(" Pts " + " ".join(str(view["match_points"][side["seats"][0]]).rjust(width) for side in sides))
    return "```\n" + "\n".join(lines) + "\n```"


def cost_text(view: View, tile: dict[str, Any]) -> str:
    """What a Shield or Pit would cost the player whose view this is (nothing for a value tile)."""
    kind = {"shield": "dragon", "pit": "egg"}.get(tile["kind"])
    if kind is None:
        return ""
    own = view["players"][view["seat"]]["kept"]
    if any(t["kind"] == kind for t in own):
        return f" (you give up one of your {kind}s)"
    return f" (no {kind} to give up: it costs nothing)"


def next_line_text(view: View, choice: dict[str, Any], names: list[str]) -> str:
    """What taking ``choice`` leaves the next taker: the tiles of the crossing line, or the end of the game."""
    digits = choice["action"].partition(":")[2]  # "take:<row><col>"
    row, col = int(digits[0]), int(digits[1])
    grid = view["grid"]
    if view["direction"] == "row":
        crossing = [grid[r][col] for r in range(len(grid)) if r != row]
        label = f"column {chr(ord('A') + col)}"
    else:
        crossing = [grid[row][c] for c in range(len(grid)) if c != col]
        label = f"row {row + 1}"
    tiles = [t for t in crossing if t is not None]
    if not tiles:
        return f"ends the game: you get the Dragon Egg (+{EGG_BONUS})"
    following = names[(view["turn"] + 1) % view["seats"]]
    return f"{following} then takes from {label}: " + " ".join(tile_text(t) for t in tiles)


class SarkanytojasCog(
    GameCog,
    group_name="sarkanytojas",
    group_description="Sárkánytojás: take eggs, dodge dragons (2–4 players), and the Dragons' Path puzzle",
):
    engine = ENGINE
    rules_text = f"{SARKANYTOJAS_RULES}\n{PUZZLE_RULES}"
    emoji = "🥚"
    hand_label = "My tiles"
    hand_emoji = "🥚"

    def __init__(self, bot: commands.Bot) -> None:
        super().__init__(bot)
        self.puzzle = PuzzlePresenter()

    def modes(self) -> list[Presenter]:
        return [self, self.puzzle]

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(GuessButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(GuessButton)

    @app_commands.command(name="new", description="Open a Sárkánytojás lobby in this channel (2–4 players)")
    @app_commands.describe(
        shield_pit="Add 3 Shields and 3 Pits that make their taker give up a dragon or an egg (default: off)",
        match="Games in the match, played for match points (default: 1)",
        timer="How long each player has for a take before the AI takes for them",
    )
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        shield_pit: bool | None = None,
        match: Match | None = None,
        timer: int | None = None,
    ) -> None:
        await self.open_lobby(interaction, {"shield_pit": shield_pit, "match": match}, timer)

    @app_commands.command(name="puzzle", description="Open a Dragons' Path puzzle lobby in this channel (1–12 players)")
    @app_commands.describe(
        level="I: 3×3 board, II: 4×4, III: 5×5 (default: I)",
        check_seconds="Seconds the others have to find a better route after a guess (default: 30)",
        timer="How long a guesser has to show their route (default: 2 minutes)",
    )
    @app_commands.choices(
        level=[app_commands.Choice(name=f"{name} ({size}×{size})", value=name) for name, size in PUZZLE_SIZES],
        timer=TIMER_CHOICES,
    )
    async def puzzle_command(
        self,
        interaction: discord.Interaction,
        level: str | None = None,
        check_seconds: CheckSeconds | None = None,
        timer: int | None = None,
    ) -> None:
        options = {k: v for k, v in {"level": level, "check_seconds": check_seconds}.items() if v is not None}
        minutes = PUZZLE_TIMER_MINUTES if timer is None else timer
        await self.hoard.open_lobby(interaction, self.puzzle, options, minutes)

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: View) -> str:
        return f"game-{view['game_number']}"

    def table_image(self, table: TableContext) -> bytes | None:
        return render_board(table.view)

    def table_embed(self, table: TableContext) -> discord.Embed:
        view, names = table.view, table.names
        stage = "final" if view["finished"] else f"game {view['game_number']} of {view['games']}"
        title = f"🥚 Sárkánytojás · {stage}" if view["games"] > 1 or view["finished"] else "🥚 Sárkánytojás"
        embed = discord.Embed(title=title, description=self._situation(table), colour=COLOUR)
        inline = len(view["sides"]) < 4 and view["pairs"] is None
        for side in view["sides"]:
            embed.add_field(**self._side_field(view, side, names), inline=inline)
        if view["last_game"] and (view["games"] > 1 or not view["finished"]):
            embed.add_field(
                name=f"Game {view['last_game']['number']}", value=self._last_game(view, names), inline=False
            )
        if view["games"] > 1:
            embed.add_field(name="Match scoresheet (match points)", value=match_sheet(view, names), inline=False)
        if table.recent:
            embed.add_field(name="Recent", value=clip("\n".join(table.recent)[-FIELD_LIMIT:]), inline=False)
        embed.set_footer(text=self._footer(table))
        return embed

    def _situation(self, table: TableContext) -> str:
        view, names = table.view, table.names
        if view["finished"]:
            return self._winners(view, names)
        pending = view["pending_discard"]
        if pending is not None:
            by = f"{TILE_EMOJI[pending['by']]} {pending['by'].capitalize()}"
            return (
                f"❓ **{names[pending['seat']]}** took a {by} and chooses which of their {pending['kind']}s to give "
                "up. It goes face down: nobody else will know which."
            )
        line = view["line"]
        offer = " · ".join(f"{tile_text(c['tile'])} {c['square']}" for c in view["choices"])
        return (
            f"▶️ **{names[view['turn']]}** takes from **{line['label']}**, the framed line.\n{offer}\n"
            f"Whoever takes the last tile gets the Dragon Egg (+{EGG_BONUS})."
        )

    @staticmethod
    def _winners(view: View, names: list[str]) -> str:
        winners = view["winners"]
        sides = [side for side in view["sides"] if side["seats"][0] in winners]
        who = "**, **".join(side_label(side, names) for side in sides)
        plural = len(sides) > 1 or len(sides[0]["seats"]) > 1
        verb = ("share the win" if len(sides) > 1 else "win") if plural else "wins"
        if view["games"] > 1:
            points = view["match_points"][winners[0]]
            return f"🏆 **{who}** {verb} the match with {points} match point{'s' * (points != 1)}!"
        return f"🏆 **{who}** {verb} with {signed(view['last_game']['scores'][winners[0]])}!"

    @staticmethod
    def _side_field(view: View, side: dict[str, Any], names: list[str]) -> dict[str, str]:
        marks = ""
        if not view["finished"] and view["turn"] in side["seats"]:
            marks = "❓ " if view["pending_discard"] else "▶️ "
        if view["finished"] and side["seats"][0] in view["winners"]:
            marks = "🏆 "
        # Once the game is over its own record has the final scores, the Dragon Egg included.
        last = view["last_game"] if view["finished"] else None

        def personal(player: dict[str, Any]) -> str:
            if last is None:
                return score_text(player["score"], player["score_range"])
            egg = " with the 🥚 Dragon Egg" if player["seat"] == last["egg_to"] else ""
            return signed(last["personal"][player["seat"]]) + egg

        players = [view["players"][s] for s in side["seats"]]
        if len(players) == 1:
            value = f"{haul_text(players[0])}\n**Score {personal(players[0])}**"
        else:
            total = signed(last["scores"][side["seats"][0]]) if last else score_text(side["score"], side["score_range"])
            lines = [f"**{names[p['seat']]}** ({personal(p)}): {haul_text(p)}" for p in players]
            value = "\n".join(lines) + f"\n**Pair score {total}**"
        return {"name": clip(marks + side_label(side, names), 256), "value": clip(value)}

    @staticmethod
    def _last_game(view: View, names: list[str]) -> str:
        last = view["last_game"]
        reason = fill_names(last["reason"], names)
        if view["pairs"]:
            scores = [f"{side_label(side, names)} {signed(last['scores'][side['seats'][0]])}" for side in view["sides"]]
        else:
            scores = [f"{names[s]} {signed(p)}" for s, p in enumerate(last["personal"])]
        winners = " & ".join(names[s] for s in last["winners"])
        return (
            f"Ended: {reason}. **{names[last['egg_to']]}** got the Dragon Egg (+{EGG_BONUS}).\n"
            f"{' · '.join(scores)} → won by **{winners}**"
        )

    @staticmethod
    def _footer(table: TableContext) -> str:
        view = table.view
        parts = [f"{view['tiles_left']} tiles left"]
        if view["options"]["shield_pit"]:
            parts.append("Shield & Pit in play")
        if view["pairs"]:
            parts.append("pairs: seats 1 & 3 against 2 & 4")
        parts.append(f"turn timer {timer_text(table.game.turn_seconds)}")
        return " · ".join(parts)

    # -- a player's tiles --------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view, names, seat = hand.view, hand.names, hand.seat
        stage = f" · game {view['game_number']} of {view['games']}" if view["games"] > 1 else ""
        embed = discord.Embed(title=f"Your tiles{stage}", colour=COLOUR)
        items: list[Any] = []
        pending = view["pending_discard"]
        if view["finished"]:
            lines = ["🏁 The game is over: the table has the results."]
        elif pending is not None and pending["seat"] == seat:
            lines, items = self._discard_choice(hand, pending)
        elif hand.legal:
            lines = [f"▶️ **Your take** from **{view['line']['label']}**: press the tile you want."]
            lines += [
                f"`{c['square']}` {tile_text(c['tile'])}{cost_text(view, c['tile'])} → {next_line_text(view, c, names)}"
                for c in view["choices"]
            ]
            items = [
                ActionButton(
                    hand.game.id,
                    hand.stamp,
                    c["action"],
                    f"{c['tile']['label']} · {c['square']}",
                    TILE_STYLE[c["tile"]["kind"]],
                    TILE_EMOJI[c["tile"]["kind"]],
                )
                for c in view["choices"]  # a line of 7 holds at most 6 tiles: two rows
            ]
        elif pending is not None:
            lines = [f"⏳ **{names[pending['seat']]}** is choosing which {pending['kind']} to give up."]
        else:
            lines = [f"⏳ **{names[view['turn']]}** takes from {view['line']['label']}."]
        embed.description = "\n".join(lines)
        me = view["players"][seat]
        embed.add_field(
            name=f"Your haul · score {score_text(me['score'], me['score_range'])}",
            value=clip(haul_text(me)),
            inline=False,
        )
        sides = view["sides"]
        partner = (seat + 2) % 4 if view["pairs"] else None
        order = sorted((p for p in view["players"] if p["seat"] != seat), key=lambda p: p["seat"] != partner)
        others = [
            f"{'🤝 ' if p['seat'] == partner else ''}**{names[p['seat']]}** "
            f"({score_text(p['score'], p['score_range'])}): {haul_text(p).replace(chr(10), ' · ')}"
            for p in order
        ]
        embed.add_field(name="The others", value=clip("\n".join(others)), inline=False)
        if view["pairs"]:
            pairs = [f"{side_label(s, names)}: **{score_text(s['score'], s['score_range'])}**" for s in sides]
            embed.add_field(name="Pair scores", value=clip("\n".join(pairs)), inline=False)
        if view["games"] > 1:
            points = [f"{side_label(s, names)} **{view['match_points'][s['seats'][0]]}**" for s in sides]
            embed.add_field(name="Match points", value=clip(" · ".join(points)), inline=False)
        embed.set_footer(text=f"The last taker gets the Dragon Egg (+{EGG_BONUS}) · the table picture shows the field")
        return embed, items

    @staticmethod
    def _discard_choice(hand: HandContext, pending: dict[str, Any]) -> tuple[list[str], list[Any]]:
        kind, by = pending["kind"], pending["by"]
        advice = "the lowest egg" if kind == "egg" else "the most costly dragon"
        lines = [
            f"{TILE_EMOJI[by]} You took a **{by.capitalize()}**: give up one of your {kind}s. It goes face down "
            f"with the {by.capitalize()}, and only you will know which it was.",
            f"Usually best: {advice}.",
        ]
        items = [
            ActionButton(
                hand.game.id,
                hand.stamp,
                option["action"],
                f"Give up {option['tile']['label']}",
                TILE_STYLE[kind],
                TILE_EMOJI[kind],
            )
            for option in pending["options"]  # one per distinct value: at most 8 per kind
        ]
        return lines, items


# -- Dragons' Path -------------------------------------------------------------------------------------


def route_text(board: list[list[int | None]], route: list[list[int]]) -> str:
    steps = [f"{square_name(r, c)} ({signed(board[r][c] or 0)})" for r, c in route]
    total = sum(board[r][c] or 0 for r, c in route)
    return " → ".join(["START", *steps]) + f" = **{signed(total)}**"


def board_grid(
    board: list[list[int | None]], route: list[list[int]] | None = None, following: list[list[int]] | None = None
) -> str:
    """The board as monospace text: ``S`` is START, ``#n`` the route's n-th tile, ``[ ]`` a tile it may take next.

    Every cell is four characters wide with its value in the middle two, under its column letter.
    """
    order = {tuple(cell): number for number, cell in enumerate(route or [], start=1)}
    options = {tuple(cell) for cell in following or []}
    size = len(board)
    lines = ["  " + "".join(f"  {chr(ord('A') + c)} " for c in range(size)).rstrip()]
    for r in range(size):
        cells = []
        for c in range(size):
            tile = board[r][c]
            if tile is None:
                cells.append("  S ")
            elif (r, c) in order:
                cells.append(f" #{order[(r, c)]}".ljust(4))
            elif (r, c) in options:
                cells.append(f"[{signed(tile)}]")
            else:
                cells.append(f" {signed(tile)} ")
        lines.append(f"{r + 1} " + "".join(cells).rstrip())
    return "```\n" + "\n".join(lines) + "\n```"


class PuzzlePresenter(Presenter):
    """How a Dragons' Path game looks: the board picture, the race, the checks and the scores."""

    engine = PUZZLE
    rules_text = PUZZLE_RULES
    emoji = "🧩"
    hand_label = "My route"
    hand_emoji = "🧭"

    def table_epoch(self, view: View) -> str:
        return f"round-{view['round']}"

    def table_image(self, table: TableContext) -> bytes | None:
        last = table.view["last_round"]
        if table.view["phase"] in (REVEAL, OVER) and last is not None:
            return render_puzzle(last["board"], last["best_route"])
        return render_puzzle(table.view["board"])

    def table_embed(self, table: TableContext) -> discord.Embed:
        view, names = table.view, table.names
        size = view["size"]
        what = "practice" if view["practice"] else f"level {view['level']} ({size}×{size})"
        stage = "final" if view["finished"] else f"round {view['round']} of {view['rounds']}"
        embed = discord.Embed(title=f"🧩 Dragons' Path · {what} · {stage}", colour=COLOUR)
        embed.description = self._situation(table)
        if view["sheet"]:
            embed.add_field(name="Scores", value=scores_text(view, names), inline=False)
        embed.set_footer(
            text=f"Level {view['level']} · checking time {view['check_seconds']} s · "
            f"time to show a route {timer_text(table.game.turn_seconds)}"
        )
        return embed

    def _situation(self, table: TableContext) -> str:
        view, names = table.view, table.names
        phase = view["phase"]
        if phase == RACING:
            if view["practice"]:
                return (
                    "🔎 **Find the most valuable route.** From START take a tile along its row, then one along that "
                    "tile's column, turning after every tile, until your line is empty. Add up what you took.\n"
                    "Got it? Press **My route** → **I have it!** and enter its value; the bot then shows the best."
                )
            return (
                "🏁 **Race!** Find the most valuable route: from START take a tile along its row, then one along "
                "that tile's column, turning after every tile, until your line is empty.\n"
                f"The first to press **My route** → **I have it!** and enter a value is the guesser; the others then "
                f"have {view['check_seconds']} s to find a better route."
            )
        guesser = names[view["guesser"]] if view["guesser"] is not None else ""
        if phase == CHECKING:
            marks = {"checking": "🔍", "done": "✖️", "found": "✅"}
            checks = " · ".join(
                f"{marks[c['status']]} {names[c['seat']]}" + (f" {c['value']}" if c["value"] is not None else "")
                for c in view["checks"]
            )
            best = max(view["found"], key=lambda found: found["value"]) if view["found"] else None
            if best is None:
                goal = f"The others are looking for a route worth more than **{view['guess']}**."
            else:
                goal = f"**{names[best['seat']]}** beat it with **{best['value']}**; the others may still find more."
            return f"💬 **{guesser}** says **{view['guess']}**. {goal}\n{checks}"
        if phase == SHOWING:
            return f"✋ Nobody beat **{view['guess']}**: **{guesser}** must now show a route worth at least that."
        lines = [round_summary(view["last_round"], names, view["practice"]), ""]
        if phase == OVER:
            lines.append(final_text(view, names))
        else:
            lines.append("Press **My route** → **Next board** when you are ready; the next board comes by itself soon.")
        return "\n".join(lines)

    # -- a player's view -----------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view, names, seat = hand.view, hand.names, hand.seat
        embed = discord.Embed(title=f"Your route · round {view['round']} of {view['rounds']}", colour=COLOUR)
        phase = view["phase"]
        items: list[Any] = []
        board, route, following = view["board"], None, None
        if phase == RACING:
            low, high = view["guess_range"]
            lines = [
                "🔎 Find the most valuable route from START (row first, then turn after every tile, until your "
                "line is empty). When you have it, press **I have it!** and enter its value "
                f"({low} to {high}).",
            ]
            items.append(GuessButton(hand.game.id, hand.stamp))
            if "pass" in hand.legal:
                items.append(ActionButton(hand.game.id, hand.stamp, "pass", "Show me the best route", emoji="🏳️"))
        elif phase in (CHECKING, SHOWING) and view["own"] is not None:
            own = view["own"]
            route, following = own["route"], own["next"]
            lines = self._building_text(hand)
            items = self._route_controls(hand)
        elif phase == CHECKING:
            if seat == view["guesser"]:
                lines = [
                    f"⏳ The others are checking your **{view['guess']}**{countdown(hand)}. If nobody beats it, you "
                    "must show your route, tile by tile: keep it in mind."
                ]
            else:
                lines = [f"✅ Your check is over; waiting for the others{countdown(hand)}."]
        elif phase == SHOWING:
            lines = [f"⏳ **{names[view['guesser']]}** is showing a route worth {view['guess']}{countdown(hand)}…"]
        else:
            last = view["last_round"]
            board, route = last["board"], last["best_route"]
            lines = [round_summary(last, names, view["practice"])]
            if phase == OVER:
                lines.append(final_text(view, names))
            elif "next" in hand.legal:
                items.append(
                    ActionButton(hand.game.id, hand.stamp, "next", "Next board", discord.ButtonStyle.primary, "➡️")
                )
            else:
                waiting = ", ".join(names[s] for s in view["to_act"])
                lines.append(f"⏳ Waiting for {waiting}{countdown(hand)}.")
        lines.append(board_grid(board, route, following))
        if route is not None and phase in (REVEAL, OVER):
            lines.append("`#n` = the n-th tile of the best route")
        elif following is not None:
            lines.append("`S` START · `#n` your n-th tile · `[ ]` can be taken next")
        embed.description = "\n".join(lines)
        if not view["practice"]:
            mine = view["totals"][seat]
            embed.set_footer(text=f"Your points: {mine}")
        return embed, items

    @staticmethod
    def _building_text(hand: HandContext) -> list[str]:
        view = hand.view
        own = view["own"]
        if view["phase"] == CHECKING:
            guesser = hand.names[view["guesser"]]
            head = (
                f"💬 **{guesser}** says **{view['guess']}**. Build a route worth more than that{countdown(hand)}; "
                "tap its tiles in order."
            )
            if view["target"] > view["guess"]:
                head += f"\n🏅 Best shown so far: **{view['target']}**. A better one scores more for every checker."
        else:
            head = (
                f"✋ Nobody beat your **{view['guess']}**. Show a route worth at least that{countdown(hand)}; "
                "tap its tiles in order."
            )
        if not own["route"]:
            where = "Start: take a tile along START's row."
        elif own["next"]:
            where = f"Your route: {route_text(view['board'], own['route'])}"
        else:
            where = f"Your route is complete: {route_text(view['board'], own['route'])}"
        return [head, where]

    @staticmethod
    def _route_controls(hand: HandContext) -> list[Any]:
        view, legal = hand.view, set(hand.legal)
        game_id, stamp = hand.game.id, hand.stamp
        board = view["board"]
        items: list[Any] = []
        for r, c in view["own"]["next"]:  # a line of at most 5 holds at most 4 more tiles: one row
            tile = board[r][c]
            assert tile is not None
            style = discord.ButtonStyle.success if tile > 0 else discord.ButtonStyle.danger
            button = ActionButton(game_id, stamp, f"step:{r}{c}", f"{signed(tile)} · {square_name(r, c)}", style)
            button.row = 0
            items.append(button)
        controls: list[Any] = []
        if "undo" in legal:
            controls.append(ActionButton(game_id, stamp, "undo", "Undo", emoji="↩️"))
        value = view["own"]["value"]
        complete = bool(view["own"]["route"]) and not view["own"]["next"]
        if view["phase"] == CHECKING:
            if "submit" in legal:
                best = value > view["target"]
                style = discord.ButtonStyle.success if best else discord.ButtonStyle.secondary
                controls.append(ActionButton(game_id, stamp, "submit", f"Show my route ({signed(value)})", style, "✅"))
            elif complete:
                label = f"{signed(value)} does not beat {view['guess']}"
                controls.append(ActionButton(game_id, stamp, "submit", label, disabled=True))
            controls.append(ActionButton(game_id, stamp, "done", "Nothing better", emoji="✖️"))
        else:
            if complete:
                good = value >= view["guess"]
                label = f"Show it ({signed(value)})" if good else f"Show it anyway ({signed(value)} < {view['guess']})"
                style = discord.ButtonStyle.success if good else discord.ButtonStyle.danger
                controls.append(ActionButton(game_id, stamp, "submit", label, style, "✅" if good else None))
            controls.append(ActionButton(game_id, stamp, "giveup", "I can't show it", emoji="🏳️"))
        for control in controls:
            control.row = 1
        return items + controls


def countdown(hand: HandContext) -> str:
    """A note on when the running timer ends, which Discord shows as e.g. "in 25 seconds"; empty without one."""
    deadline = hand.game.meta.get("turn_deadline")
    return f" (ends <t:{int(deadline)}:R>)" if deadline else ""


def scores_text(view: View, names: list[str]) -> str:
    """Everyone's points, best first, one line each (fine for 12 players on a phone), with each round's points
    when they fit."""
    totals = view["totals"]
    places = placements(totals)
    medals = {1: "🥇", 2: "🥈", 3: "🥉"}
    order = sorted(range(view["seats"]), key=lambda s: (places[s], s))
    heads = [f"{medals.get(places[s], '▫️')} {names[s]} **{totals[s]}**" for s in order]
    detailed = [
        f"{head} ({' '.join(signed(row[s]) for row in view['sheet'])})" for head, s in zip(heads, order, strict=True)
    ]
    text = "\n".join(detailed)
    return text if len(text) <= FIELD_LIMIT else clip("\n".join(heads))


def round_summary(last: dict[str, Any], names: list[str], practice: bool) -> str:
    """How the round went and the best possible value (the picture shows that route)."""
    best = f"⭐ Best possible: **{last['best']}**: {route_text(last['board'], last['best_route'])}"
    guess, guesser = last["guess"], last["guesser"]
    if guesser is None:
        return f"🏳️ No guess this time.\n{best}"
    who = names[guesser]
    if practice:
        if guess == last["best"]:
            verdict = "spot on! 🎯"
        elif guess < last["best"]:
            verdict = "a better route exists."
        else:
            verdict = "no route is worth that much."
        return f"💬 **{who}** guessed **{guess}**: {verdict}\n{best}"
    found = last["found"]
    if found is not None:
        story = f"💬 **{who}** guessed **{guess}**; **{names[found['seat']]}** showed **{found['value']}**."
    elif last["shown"]:
        story = f"💬 **{who}** guessed **{guess}**, nobody beat it, and {who} showed it. ✅"
    else:
        story = f"💬 **{who}** guessed **{guess}**, nobody beat it, but {who} could not show it. ❌"
    points = ", ".join(f"{names[s]} {signed(p)}" for s, p in enumerate(last["points"]) if p) or "nobody scores"
    return f"{story}\nPoints: {points}\n{best}"


def final_text(view: View, names: list[str]) -> str:
    if view["practice"]:
        return "🏁 Practice over. `/sarkanytojas puzzle` for another, or invite friends to race!"
    totals = view["totals"]
    top = max(totals)
    winners = [names[s] for s in range(view["seats"]) if totals[s] == top]
    verb = "wins" if len(winners) == 1 else "share the win"
    return f"🏆 **{'**, **'.join(winners)}** {verb} with **{top}** points!"


class GuessButton(ui.DynamicItem[ui.Button], template=r"dp:(?P<game>\d+):(?P<stamp>\d+):guess"):
    """Opens the modal for a guess; a DynamicItem so that it keeps working after a restart."""

    def __init__(self, game_id: int, stamp: int) -> None:
        button: ui.Button = ui.Button(
            label="I have it!", style=discord.ButtonStyle.success, emoji="💡", custom_id=f"dp:{game_id}:{stamp}:guess"
        )
        button.row = 0
        super().__init__(button)
        self.game_id = game_id
        self.stamp = stamp

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Button, match: re.Match[str]) -> Any:
        return cls(int(match["game"]), int(match["stamp"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        hoard = hoard_of(interaction)
        try:
            live = await hoard.service.live(self.game_id)
        except GameError as error:
            await tell(interaction, str(error))
            return
        player = player_of(interaction)
        seat = live.record.seat_of(player.id)
        if seat is None or live.record.status != "active" or live.state.phase != RACING:
            await hoard.show_hand(interaction, live, player, notice="Too late: a guess has been announced already.")
            return
        low, high = guess_range(live.state.level)
        await interaction.response.send_modal(GuessModal(self.game_id, self.stamp, low, high))


class GuessModal(ui.Modal):
    """Asks for the value of the route the player found; submitting announces it as their guess."""

    def __init__(self, game_id: int, stamp: int, low: int, high: int) -> None:
        super().__init__(title="I have it!", custom_id=f"dp:{game_id}:{stamp}:value", timeout=15 * 60)
        self.game_id, self.stamp, self.low, self.high = game_id, stamp, low, high
        self.answer: ui.TextInput[GuessModal] = ui.TextInput(
            label=f"Your route's value ({low} to {high})", placeholder="e.g. 7", max_length=4
        )
        self.add_item(self.answer)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        hoard = hoard_of(interaction)
        text = self.answer.value.strip().replace("−", "-")
        guess = int(text) if re.fullmatch(r"[+-]?\d+", text) else None
        if guess is None or not self.low <= guess <= self.high:
            try:
                live = await hoard.service.live(self.game_id)
            except GameError as error:
                await tell(interaction, str(error))
                return
            notice = f"“{text}” is not a value from {self.low} to {self.high}. Press **I have it!** to try again."
            await hoard.show_hand(interaction, live, player_of(interaction), notice=notice)
            return
        await hoard.on_actions(interaction, self.game_id, self.stamp, [f"guess:{guess}"])
