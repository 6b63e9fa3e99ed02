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

The engine's views and events are data; the words are written here, from the templates in
:mod:`cogs.sarkanytojas.texts`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands, ui
from discord.ext import commands

from cogs.sarkanytojas import texts as T
from cogs.sarkanytojas.picture import render_board, render_puzzle
from cogs.sarkanytojas.texts import tile_label
from discord_ui.app import player_of, tell
from discord_ui.components import ActionButton, hoard_of
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.lobby import timer_text
from discord_ui.presenter import COLOUR, HandContext, Presenter, TableContext, seat_name
from engine.protocol import Event
from engine.sarkanytojas import ENGINE, square_name, tile_kind
from engine.sarkanytojas import events as E
from engine.sarkanytojas.moves import DONE, GIVEUP, NEXT, PASS, SUBMIT, UNDO, Guess, Step
from engine.sarkanytojas.path_game import CHECKING, LEVELS, OVER, RACING, REVEAL, SHOWING
from engine.sarkanytojas.path_game import ENGINE as PUZZLE
from engine.sarkanytojas.views import (
    Board,
    Haul,
    Line,
    PathView,
    PendingDiscard,
    RoundRecap,
    SarkanytojasView,
    Side,
    Square,
    TakeChoice,
    Tile,
)
from service.games import GameError

TILE_EMOJI = T.TILE_EMOJI
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

SARKANYTOJAS_RULES = T.SARKANYTOJAS_RULES
PUZZLE_RULES = T.PUZZLE_RULES


def tile_text(tile: Tile) -> str:
    """A Sárkánytojás tile as ``🥚+5`` or ``🛡️Shield``."""
    return f"{TILE_EMOJI[tile_kind(tile)]}{tile_label(tile)}"


def signed(value: int) -> str:
    """``+5``, ``-3``, and a plain ``0``."""
    return f"{value:+d}" if value else "0"


def score_text(score: int | None, score_range: tuple[int, int]) -> str:
    """An exact score, or the range the public knows when tiles went face down."""
    if score is not None:
        return signed(score)
    low, high = score_range
    return T.SCORE_RANGE.format(low=signed(low), high=signed(high))


def clip(text: str, limit: int = FIELD_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def short(name: str, width: int = 6) -> str:
    return name.replace("🤖 ", "")[:width]


def line_label(line: Line) -> str:
    return T.line_label(line.direction, line.index)


def shield_pit_name(tile: str) -> str:
    """A Shield or Pit as ``🛡️Shield``."""
    return T.DISCARD_BY.format(emoji=TILE_EMOJI[tile], name=T.TILE_NAMES[tile])


def haul_text(player: Haul) -> str:
    """A player's tiles as the viewer may know them: exact, or what they took and what went face down."""
    if player.kept is not None:
        tiles = sorted(player.kept, key=lambda value: -value)
        lines = [" ".join(tile_text(t) for t in tiles) or T.NO_TILES]
    else:
        lines = [T.TOOK_TILES.format(tiles=" ".join(tile_text(t) for t in player.taken))]
    for discard in player.discards:
        by = shield_pit_name(discard.by)
        if discard.tile is not None:
            lines.append(T.DISCARD_KNOWN.format(by=by, tile=tile_text(discard.tile)))
        elif discard.kind is not None:
            lines.append(T.DISCARD_HIDDEN.format(by=by, kind=T.KIND[discard.kind]))
        else:
            lines.append(T.DISCARD_NOTHING.format(by=by))
    return "\n".join(lines)


def side_label(side: Side, names: Sequence[str]) -> str:
    return T.AMPERSAND.join(names[s] for s in side.seats)


def match_sheet(view: SarkanytojasView, names: Sequence[str]) -> str:
    """Each finished game's side scores with the match points they brought, and the match points so far."""
    sides = view.sides
    heads = ["+".join(short(names[s], 4 if len(side.seats) > 1 else 6) for s in side.seats) for side in sides]
    width = max(8, *(len(h) for h in heads))
    lines = [T.SHEET_GAME + " " + " ".join(h.rjust(width) for h in heads)]
    for number, (scores, points) in enumerate(zip(view.scoresheet, view.points_sheet, strict=True), start=1):
        cells = [f"{signed(scores[side.seats[0]])} ({points[side.seats[0]]})" for side in sides]
        lines.append(f"{number:>4} " + " ".join(c.rjust(width) for c in cells))
    for number in range(len(view.scoresheet) + 1, view.games + 1):
        lines.append(f"{number:>4} " + " ".join(T.SHEET_EMPTY.rjust(width) for _ in sides))
    lines.append(T.SHEET_POINTS + " " + " ".join(str(view.match_points[side.seats[0]]).rjust(width) for side in sides))
    return "```\n" + "\n".join(lines) + "\n```"


def cost_text(choice: TakeChoice) -> str:
    """What a Shield or Pit would cost its taker (nothing for a value tile)."""
    if choice.cost is None:
        return ""
    if choice.costs:
        return T.COST_GIVE_UP.format(kinds=T.KINDS[choice.cost])
    return T.COST_NOTHING.format(kind=T.KIND[choice.cost])


def next_line_text(choice: TakeChoice, names: Sequence[str], bonus: int) -> str:
    """What taking ``choice`` leaves the next taker: the tiles of the crossing line, or the end of the game."""
    if choice.ends_game:
        return T.NEXT_ENDS.format(bonus=bonus)
    tiles = " ".join(tile_text(t) for t in choice.next_tiles)
    return T.NEXT_LINE.format(name=names[choice.next_seat], line=line_label(choice.next_line), tiles=tiles)


def end_reason(end: str, stuck: int | None, direction: str | None, names: Sequence[str]) -> str:
    """How a game ended: the field is empty, or the next taker has no tile in their line."""
    if end == E.LINE_EMPTY and stuck is not None and direction is not None:
        return T.END_LINE_EMPTY.format(seat=seat_name(names, stuck), direction=T.DIRECTION[direction])
    return T.END_FIELD_EMPTY


def joined(seats: Sequence[int], names: Sequence[str]) -> str:
    """Seats' bold names joined with "and"."""
    return T.AND.join(seat_name(names, s) for s in seats)


def describe_sarkanytojas(event: Event, names: Sequence[str]) -> str | None:
    """The sentence for a Sárkánytojás event."""
    if isinstance(event, E.TileTaken):
        square = square_name(event.row, event.col)
        return T.TOOK.format(taker=seat_name(names, event.seat), tile=tile_label(event.tile), square=square)
    if isinstance(event, E.ShieldPitTaken):
        square = square_name(event.row, event.col)
        template = T.TOOK_SHIELD_PIT if event.must_give_up else T.TOOK_SHIELD_PIT_FREE
        return template.format(
            taker=seat_name(names, event.seat),
            tile=tile_label(event.tile),
            square=square,
            kind=T.KIND[event.cost],
            kinds=T.KINDS[event.cost],
        )
    if isinstance(event, E.TileGivenUp):
        return T.GAVE_UP.format(
            taker=seat_name(names, event.seat), by=tile_label(event.by), kinds=T.KINDS[event.tile_kind]
        )
    if isinstance(event, E.GameOver):
        scores = T.SCORE_SEPARATOR.join(
            T.SCORE_ENTRY.format(name=seat_name(names, s), score=f"{p:+d}") for s, p in enumerate(event.personal)
        )
        if event.pairs:

            def pair(one: int, other: int) -> str:
                return T.PAIR_NAMES.format(one=seat_name(names, one), other=seat_name(names, other))

            scores += T.PAIR_SCORES.format(
                first=pair(0, 2),
                first_score=f"{event.scores[0]:+d}",
                second=pair(1, 3),
                second_score=f"{event.scores[1]:+d}",
            )
        return T.GAME_OVER.format(
            number=event.game,
            reason=end_reason(event.end, event.stuck, event.direction, names),
            egg_to=seat_name(names, event.egg_to),
            bonus=event.egg_bonus,
            scores=scores,
            winners=joined(event.winners, names),
        )
    if isinstance(event, E.GameBegins):
        return T.GAME_BEGINS.format(number=event.game, games=event.games, starter=seat_name(names, event.starter))
    if isinstance(event, E.MatchOver):
        template = T.MATCH_OVER_ONE if event.best == 1 else T.MATCH_OVER
        return template.format(champions=joined(event.champions, names), points=event.best)
    return None


class SarkanytojasCog(
    GameCog,
    group_name="sarkanytojas",
    group_description=T.GROUP_DESCRIPTION,
):
    engine = ENGINE
    rules_text = f"{SARKANYTOJAS_RULES}\n{PUZZLE_RULES}"
    emoji = "🥚"
    hand_label = T.HAND_LABEL
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

    @app_commands.command(name="new", description=T.NEW_DESCRIPTION)
    @app_commands.describe(shield_pit=T.NEW_SHIELD_PIT, match=T.NEW_MATCH, timer=T.NEW_TIMER)
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        shield_pit: bool | None = None,
        match: Match | None = None,
        timer: int | None = None,
    ) -> None:
        await self.open_lobby(interaction, {"shield_pit": shield_pit, "match": match}, timer)

    @app_commands.command(name="puzzle", description=T.PUZZLE_DESCRIPTION)
    @app_commands.describe(level=T.PUZZLE_LEVEL, check_seconds=T.PUZZLE_CHECK_SECONDS, timer=T.PUZZLE_TIMER)
    @app_commands.choices(
        level=[
            app_commands.Choice(name=T.PUZZLE_LEVEL_CHOICE.format(name=name, size=size), value=name)
            for name, size in PUZZLE_SIZES
        ]
    )
    @app_commands.choices(timer=TIMER_CHOICES)
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
    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        return describe_sarkanytojas(event, names)

    def table_epoch(self, view: SarkanytojasView) -> str:
        return f"game-{view.game_number}"

    def table_image(self, table: TableContext) -> bytes | None:
        return render_board(table.view)

    def table_embed(self, table: TableContext) -> discord.Embed:
        view: SarkanytojasView = table.view
        names = table.names
        stage = T.STAGE_FINAL if view.finished else T.STAGE_GAME.format(number=view.game_number, games=view.games)
        title = T.TITLE_STAGE.format(stage=stage) if view.games > 1 or view.finished else T.TITLE
        embed = discord.Embed(title=title, description=self._situation(table), colour=COLOUR)
        inline = len(view.sides) < 4 and not view.pairs
        for side in view.sides:
            embed.add_field(**self._side_field(view, side, names), inline=inline)
        if view.last_game and (view.games > 1 or not view.finished):
            embed.add_field(
                name=T.FIELD_GAME.format(number=view.last_game.number),
                value=self._last_game(view, names),
                inline=False,
            )
        if view.games > 1:
            embed.add_field(name=T.FIELD_SCORESHEET, value=match_sheet(view, names), inline=False)
        if table.recent:
            embed.add_field(name=T.FIELD_RECENT, value=clip("\n".join(table.recent)[-FIELD_LIMIT:]), inline=False)
        embed.set_footer(text=self._footer(table))
        return embed

    def _situation(self, table: TableContext) -> str:
        view: SarkanytojasView = table.view
        names = table.names
        if view.finished:
            return self._winners(view, names)
        pending = view.pending_discard
        if pending is not None:
            by = T.SHIELD_PIT_WITH_EMOJI.format(emoji=TILE_EMOJI[pending.by], name=T.TILE_NAMES[pending.by])
            return T.SITUATION_PENDING.format(name=names[pending.seat], by=by, kinds=T.KINDS[pending.kind])
        assert view.line is not None and view.turn is not None
        offer = T.OFFER_SEPARATOR.join(
            T.OFFER_ENTRY.format(tile=tile_text(c.tile), square=square_name(*c.square)) for c in view.choices
        )
        return T.SITUATION_TURN.format(
            name=names[view.turn], line=line_label(view.line), offer=offer, bonus=view.egg_bonus
        )

    @staticmethod
    def _winners(view: SarkanytojasView, names: Sequence[str]) -> str:
        winners = view.winners
        sides = [side for side in view.sides if side.seats[0] in winners]
        who = T.WINNERS_SEPARATOR.join(side_label(side, names) for side in sides)
        plural = len(sides) > 1 or len(sides[0].seats) > 1
        verb = (T.VERB_SHARE if len(sides) > 1 else T.VERB_WIN) if plural else T.VERB_WINS
        if view.games > 1:
            points = view.match_points[winners[0]]
            template = T.WIN_MATCH_ONE if points == 1 else T.WIN_MATCH
            return template.format(who=who, verb=verb, points=points)
        assert view.last_game is not None
        return T.WIN_GAME.format(who=who, verb=verb, score=signed(view.last_game.scores[winners[0]]))

    @staticmethod
    def _side_field(view: SarkanytojasView, side: Side, names: Sequence[str]) -> dict[str, str]:
        marks = ""
        if not view.finished and view.turn in side.seats:
            marks = T.MARK_PENDING if view.pending_discard else T.MARK_TURN
        if view.finished and side.seats[0] in view.winners:
            marks = T.MARK_WINNER
        # Once the game is over its own record has the final scores, the Dragon Egg included.
        last = view.last_game if view.finished else None

        def personal(player: Haul) -> str:
            if last is None:
                return score_text(player.score, player.score_range)
            egg = T.WITH_EGG if player.seat == last.egg_to else ""
            return signed(last.personal[player.seat]) + egg

        players = [view.players[s] for s in side.seats]
        if len(players) == 1:
            value = T.SIDE_ONE.format(haul=haul_text(players[0]), score=personal(players[0]))
        else:
            total = signed(last.scores[side.seats[0]]) if last else score_text(side.score, side.score_range)
            lines = [T.SIDE_PLAYER.format(name=names[p.seat], score=personal(p), haul=haul_text(p)) for p in players]
            value = "\n".join(lines) + T.SIDE_PAIR_TOTAL.format(score=total)
        return {"name": clip(marks + side_label(side, names), 256), "value": clip(value)}

    @staticmethod
    def _last_game(view: SarkanytojasView, names: Sequence[str]) -> str:
        last = view.last_game
        assert last is not None
        reason = end_reason(last.end, last.stuck, last.direction, names)
        if view.pairs:
            scores = [
                T.SCORE_ENTRY.format(name=side_label(side, names), score=signed(last.scores[side.seats[0]]))
                for side in view.sides
            ]
        else:
            scores = [T.SCORE_ENTRY.format(name=names[s], score=signed(p)) for s, p in enumerate(last.personal)]
        winners = T.AMPERSAND.join(names[s] for s in last.winners)
        return T.LAST_GAME.format(
            reason=reason,
            egg_to=names[last.egg_to],
            bonus=view.egg_bonus,
            scores=T.LAST_GAME_SEPARATOR.join(scores),
            winners=winners,
        )

    @staticmethod
    def _footer(table: TableContext) -> str:
        view: SarkanytojasView = table.view
        parts = [T.FOOTER_TILES_LEFT.format(count=view.tiles_left)]
        if view.shield_pit:
            parts.append(T.FOOTER_SHIELD_PIT)
        if view.pairs:
            parts.append(T.FOOTER_PAIRS)
        parts.append(T.FOOTER_TIMER.format(timer=timer_text(table.game.turn_seconds)))
        return T.FOOTER_SEPARATOR.join(parts)

    # -- a player's tiles --------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view: SarkanytojasView = hand.view
        names, seat = hand.names, hand.seat
        stage = T.HAND_STAGE.format(number=view.game_number, games=view.games) if view.games > 1 else ""
        embed = discord.Embed(title=T.HAND_TITLE.format(stage=stage), colour=COLOUR)
        items: list[Any] = []
        pending = view.pending_discard
        if view.finished:
            lines = [T.HAND_OVER]
        elif pending is not None and pending.seat == seat:
            lines, items = self._discard_choice(hand, pending)
        elif hand.legal:
            assert view.line is not None
            lines = [T.HAND_YOUR_TAKE.format(line=line_label(view.line))]
            lines += [
                T.HAND_CHOICE.format(
                    square=square_name(*c.square),
                    tile=tile_text(c.tile),
                    cost=cost_text(c),
                    next=next_line_text(c, names, view.egg_bonus),
                )
                for c in view.choices
            ]
            items = [
                ActionButton(
                    hand.game.id,
                    hand.stamp,
                    c.action,
                    T.TAKE_BUTTON.format(tile=tile_label(c.tile), square=square_name(*c.square)),
                    TILE_STYLE[tile_kind(c.tile)],
                    TILE_EMOJI[tile_kind(c.tile)],
                )
                for c in view.choices  # a line of 7 holds at most 6 tiles: two rows
            ]
        elif pending is not None:
            lines = [T.HAND_WAIT_DISCARD.format(name=names[pending.seat], kind=T.KIND[pending.kind])]
        else:
            assert view.turn is not None and view.line is not None
            lines = [T.HAND_WAIT_TAKE.format(name=names[view.turn], line=line_label(view.line))]
        embed.description = "\n".join(lines)
        me = view.players[seat]
        embed.add_field(
            name=T.HAND_HAUL.format(score=score_text(me.score, me.score_range)),
            value=clip(haul_text(me)),
            inline=False,
        )
        sides = view.sides
        partner = next((s for s in sides[me.side].seats if s != seat), None)
        order = sorted((p for p in view.players if p.seat != seat), key=lambda p: p.seat != partner)
        others = [
            T.HAND_OTHER.format(
                partner=T.HAND_PARTNER if p.seat == partner else "",
                name=names[p.seat],
                score=score_text(p.score, p.score_range),
                haul=haul_text(p).replace("\n", T.HAND_HAUL_SEPARATOR),
            )
            for p in order
        ]
        embed.add_field(name=T.HAND_OTHERS, value=clip("\n".join(others)), inline=False)
        if view.pairs:
            pairs = [
                T.HAND_PAIR_SCORE.format(pair=side_label(s, names), score=score_text(s.score, s.score_range))
                for s in sides
            ]
            embed.add_field(name=T.HAND_PAIR_SCORES, value=clip("\n".join(pairs)), inline=False)
        if view.games > 1:
            points = [
                T.HAND_MATCH_POINT.format(side=side_label(s, names), points=view.match_points[s.seats[0]])
                for s in sides
            ]
            embed.add_field(name=T.HAND_MATCH_POINTS, value=clip(T.HAND_HAUL_SEPARATOR.join(points)), inline=False)
        embed.set_footer(text=T.HAND_FOOTER.format(bonus=view.egg_bonus))
        return embed, items

    @staticmethod
    def _discard_choice(hand: HandContext, pending: PendingDiscard) -> tuple[list[str], list[Any]]:
        kind, by = pending.kind, pending.by
        lines = [
            T.DISCARD_CHOICE.format(emoji=TILE_EMOJI[by], by=T.TILE_NAMES[by], kinds=T.KINDS[kind]),
            T.DISCARD_USUALLY.format(advice=T.DISCARD_ADVICE[kind]),
        ]
        items = [
            ActionButton(
                hand.game.id,
                hand.stamp,
                option.action,
                T.DISCARD_BUTTON.format(tile=tile_label(option.tile)),
                TILE_STYLE[kind],
                TILE_EMOJI[kind],
            )
            for option in pending.options  # one per distinct value: at most 8 per kind
        ]
        return lines, items


# -- Dragons' Path -------------------------------------------------------------------------------------


def route_text(board: Board, route: Sequence[Square]) -> str:
    steps = [T.ROUTE_STEP.format(square=square_name(r, c), value=signed(board[r][c] or 0)) for r, c in route]
    total = sum(board[r][c] or 0 for r, c in route)
    return T.ROUTE_ARROW.join([T.PICTURE_START, *steps]) + T.ROUTE_TOTAL.format(total=signed(total))


def board_grid(board: Board, route: Sequence[Square] | None = None, following: Sequence[Square] | None = None) -> str:
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


def points_listing(points: Sequence[int], names: Sequence[str], bold: bool) -> str:
    """``ann +3, bob -2`` for the seats that scored; empty if nobody did."""
    return T.POINTS_SEPARATOR.join(
        T.POINTS_ENTRY.format(name=seat_name(names, s) if bold else names[s], points=signed(p))
        for s, p in enumerate(points)
        if p
    )


def describe_path(event: Event, names: Sequence[str]) -> str | None:
    """The sentence for a Dragons' Path event."""
    if isinstance(event, E.Passed):
        return T.PASSED.format(seat=seat_name(names, event.seat))
    if isinstance(event, E.Guessed):
        template = T.GUESSED_PRACTICE if event.practice else T.GUESSED
        return template.format(seat=seat_name(names, event.seat), guess=event.guess)
    if isinstance(event, E.RouteFound):
        return T.ROUTE_FOUND.format(seat=seat_name(names, event.seat), value=event.value, guess=event.guess)
    if isinstance(event, E.MustShow):
        return T.MUST_SHOW.format(seat=seat_name(names, event.seat), guess=event.guess)
    if isinstance(event, E.RouteShown):
        if event.value is None:
            return T.CANNOT_SHOW.format(seat=seat_name(names, event.seat))
        template = T.SHOWN_OK if event.ok else T.SHOWN_SHORT
        return template.format(seat=seat_name(names, event.seat), value=event.value, guess=event.guess)
    if isinstance(event, E.RoundOver):
        if event.points is None:
            return T.ROUND_OVER_PRACTICE.format(number=event.round, best=event.best)
        listing = T.POINTS_SEPARATOR.join(
            T.POINTS_ENTRY.format(name=seat_name(names, s), points=f"{p:+d}") for s, p in enumerate(event.points) if p
        )
        return T.ROUND_OVER.format(number=event.round, points=listing or T.NOBODY_SCORES, best=event.best)
    if isinstance(event, E.PathGameOver):
        return T.PATH_OVER.format(winners=joined(event.winners, names), points=event.points)
    if isinstance(event, E.RoundBegins):
        return T.ROUND_BEGINS.format(number=event.round, rounds=event.rounds)
    return None


class PuzzlePresenter(Presenter):
    """How a Dragons' Path game looks: the board picture, the race, the checks and the scores."""

    engine = PUZZLE
    rules_text = PUZZLE_RULES
    emoji = "🧩"
    hand_label = T.PUZZLE_HAND_LABEL
    hand_emoji = "🧭"

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        return describe_path(event, names)

    def table_epoch(self, view: PathView) -> str:
        return f"round-{view.round}"

    def table_image(self, table: TableContext) -> bytes | None:
        view: PathView = table.view
        last = view.last_round
        if view.phase in (REVEAL, OVER) and last is not None:
            return render_puzzle(last.board, last.best_route)
        return render_puzzle(view.board)

    def table_embed(self, table: TableContext) -> discord.Embed:
        view: PathView = table.view
        names = table.names
        size = view.size
        what = T.PUZZLE_PRACTICE if view.practice else T.PUZZLE_LEVEL_SIZE.format(level=view.level, size=size)
        stage = (
            T.PUZZLE_STAGE_FINAL
            if view.finished
            else T.PUZZLE_STAGE_ROUND.format(number=view.round, rounds=view.rounds)
        )
        embed = discord.Embed(title=T.PUZZLE_TITLE.format(what=what, stage=stage), colour=COLOUR)
        embed.description = self._situation(table)
        if view.sheet:
            embed.add_field(name=T.PUZZLE_SCORES, value=scores_text(view, names), inline=False)
        embed.set_footer(
            text=T.PUZZLE_FOOTER.format(
                level=view.level, seconds=view.check_seconds, timer=timer_text(table.game.turn_seconds)
            )
        )
        return embed

    def _situation(self, table: TableContext) -> str:
        view: PathView = table.view
        names = table.names
        phase = view.phase
        if phase == RACING:
            if view.practice:
                return T.RACE_PRACTICE
            return T.RACE.format(seconds=view.check_seconds)
        guesser = names[view.guesser] if view.guesser is not None else ""
        if phase == CHECKING:
            checks = T.CHECK_SEPARATOR.join(
                T.CHECK_ENTRY.format(mark=T.CHECK_MARKS[c.status], name=names[c.seat])
                + (T.CHECK_VALUE.format(value=c.value) if c.value is not None else "")
                for c in view.checks
            )
            best = max(view.found, key=lambda found: found.value) if view.found else None
            if best is None:
                goal = T.GOAL_LOOKING.format(guess=view.guess)
            else:
                goal = T.GOAL_BEATEN.format(name=names[best.seat], value=best.value)
            return T.CHECKING.format(guesser=guesser, guess=view.guess, goal=goal, checks=checks)
        if phase == SHOWING:
            return T.SHOWING.format(guess=view.guess, guesser=guesser)
        assert view.last_round is not None
        lines = [round_summary(view.last_round, names, view.practice), ""]
        if phase == OVER:
            lines.append(final_text(view, names))
        else:
            lines.append(T.NEXT_BOARD_SOON)
        return "\n".join(lines)

    # -- a player's view -----------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view: PathView = hand.view
        names, seat = hand.names, hand.seat
        embed = discord.Embed(title=T.ROUTE_TITLE.format(number=view.round, rounds=view.rounds), colour=COLOUR)
        phase = view.phase
        items: list[Any] = []
        board = view.board
        route: tuple[Square, ...] | None = None
        following: tuple[Square, ...] | None = None
        if phase == RACING:
            low, high = view.guess_range
            lines = [T.FIND_ROUTE.format(low=low, high=high)]
            items.append(GuessButton(hand.game.id, hand.stamp))
            if PASS.action in hand.legal:
                items.append(ActionButton(hand.game.id, hand.stamp, PASS.action, T.SHOW_BEST, emoji="🏳️"))
        elif phase in (CHECKING, SHOWING) and view.own is not None:
            route, following = view.own.route, view.own.next
            lines = self._building_text(hand)
            items = self._route_controls(hand)
        elif phase == CHECKING:
            if seat == view.guesser:
                lines = [T.GUESSER_WAITS.format(guess=view.guess, countdown=countdown(hand))]
            else:
                lines = [T.CHECK_OVER.format(countdown=countdown(hand))]
        elif phase == SHOWING:
            assert view.guesser is not None
            lines = [T.GUESSER_SHOWING.format(guesser=names[view.guesser], guess=view.guess, countdown=countdown(hand))]
        else:
            last = view.last_round
            assert last is not None
            board, route = last.board, last.best_route
            lines = [round_summary(last, names, view.practice)]
            if phase == OVER:
                lines.append(final_text(view, names))
            elif NEXT.action in hand.legal:
                items.append(
                    ActionButton(hand.game.id, hand.stamp, NEXT.action, T.NEXT_BOARD, discord.ButtonStyle.primary, "➡️")
                )
            else:
                waiting = T.NAMES_SEPARATOR.join(names[s] for s in view.to_act)
                lines.append(T.WAITING_FOR.format(names=waiting, countdown=countdown(hand)))
        lines.append(board_grid(board, route, following))
        if route is not None and phase in (REVEAL, OVER):
            lines.append(T.LEGEND_BEST)
        elif following is not None:
            lines.append(T.LEGEND_BUILDING)
        embed.description = "\n".join(lines)
        if not view.practice:
            embed.set_footer(text=T.YOUR_POINTS.format(points=view.totals[seat]))
        return embed, items

    @staticmethod
    def _building_text(hand: HandContext) -> list[str]:
        view: PathView = hand.view
        own = view.own
        assert own is not None
        if view.phase == CHECKING:
            assert view.guesser is not None and view.target is not None and view.guess is not None
            head = T.BUILD_CHECK.format(guesser=hand.names[view.guesser], guess=view.guess, countdown=countdown(hand))
            if view.target > view.guess:
                head += T.BEST_SHOWN.format(target=view.target)
        else:
            head = T.BUILD_SHOW.format(guess=view.guess, countdown=countdown(hand))
        if not own.route:
            where = T.ROUTE_START
        elif own.next:
            where = T.ROUTE_SO_FAR.format(route=route_text(view.board, own.route))
        else:
            where = T.ROUTE_COMPLETE.format(route=route_text(view.board, own.route))
        return [head, where]

    @staticmethod
    def _route_controls(hand: HandContext) -> list[Any]:
        view: PathView = hand.view
        legal = set(hand.legal)
        game_id, stamp = hand.game.id, hand.stamp
        board = view.board
        own = view.own
        assert own is not None and view.guess is not None
        items: list[Any] = []
        for r, c in own.next:  # a line of at most 5 holds at most 4 more tiles: one row
            tile = board[r][c]
            assert tile is not None
            style = discord.ButtonStyle.success if tile > 0 else discord.ButtonStyle.danger
            label = T.STEP_BUTTON.format(value=signed(tile), square=square_name(r, c))
            button = ActionButton(game_id, stamp, Step(r, c).action, label, style)
            button.row = 0
            items.append(button)
        controls: list[Any] = []
        if UNDO.action in legal:
            controls.append(ActionButton(game_id, stamp, UNDO.action, T.UNDO, emoji="↩️"))
        value = own.value
        complete = bool(own.route) and not own.next
        if view.phase == CHECKING:
            assert view.target is not None
            if SUBMIT.action in legal:
                best = value > view.target
                style = discord.ButtonStyle.success if best else discord.ButtonStyle.secondary
                label = T.SHOW_MY_ROUTE.format(value=signed(value))
                controls.append(ActionButton(game_id, stamp, SUBMIT.action, label, style, "✅"))
            elif complete:
                label = T.DOES_NOT_BEAT.format(value=signed(value), guess=view.guess)
                controls.append(ActionButton(game_id, stamp, SUBMIT.action, label, disabled=True))
            controls.append(ActionButton(game_id, stamp, DONE.action, T.NOTHING_BETTER, emoji="✖️"))
        else:
            if complete:
                good = value >= view.guess
                label = (
                    T.SHOW_IT.format(value=signed(value))
                    if good
                    else T.SHOW_IT_ANYWAY.format(value=signed(value), guess=view.guess)
                )
                style = discord.ButtonStyle.success if good else discord.ButtonStyle.danger
                controls.append(ActionButton(game_id, stamp, SUBMIT.action, label, style, "✅" if good else None))
            controls.append(ActionButton(game_id, stamp, GIVEUP.action, T.CANNOT_SHOW_BUTTON, emoji="🏳️"))
        for control in controls:
            control.row = 1
        return items + controls


def countdown(hand: HandContext) -> str:
    """A note on when the running timer ends, which Discord shows as e.g. "in 25 seconds"; empty without one."""
    deadline = hand.game.meta.get("turn_deadline")
    return T.COUNTDOWN.format(deadline=int(deadline)) if deadline else ""


def scores_text(view: PathView, names: Sequence[str]) -> str:
    """Everyone's points, best first, one line each (fine for 12 players on a phone), with each round's points
    when they fit."""
    totals, places = view.totals, view.places
    order = sorted(range(view.seats), key=lambda s: (places[s], s))
    heads = [
        T.SCORE_LINE.format(medal=T.MEDALS.get(places[s], T.NO_MEDAL), name=names[s], total=totals[s]) for s in order
    ]
    detailed = [
        T.SCORE_ROUNDS.format(head=head, rounds=" ".join(signed(row[s]) for row in view.sheet))
        for head, s in zip(heads, order, strict=True)
    ]
    text = "\n".join(detailed)
    return text if len(text) <= FIELD_LIMIT else clip("\n".join(heads))


def round_summary(last: RoundRecap, names: Sequence[str], practice: bool) -> str:
    """How the round went and the best possible value (the picture shows that route)."""
    best = T.BEST_POSSIBLE.format(best=last.best, route=route_text(last.board, last.best_route))
    guess, guesser = last.guess, last.guesser
    if guesser is None or guess is None:
        return T.NO_GUESS.format(best=best)
    who = names[guesser]
    if practice:
        if guess == last.best:
            verdict = T.VERDICT_SPOT_ON
        elif guess < last.best:
            verdict = T.VERDICT_BETTER_EXISTS
        else:
            verdict = T.VERDICT_TOO_HIGH
        return T.PRACTICE_GUESS.format(name=who, guess=guess, verdict=verdict, best=best)
    found = last.found
    if found is not None:
        story = T.STORY_FOUND.format(name=who, guess=guess, finder=names[found.seat], value=found.value)
    elif last.shown:
        story = T.STORY_SHOWN.format(name=who, guess=guess)
    else:
        story = T.STORY_NOT_SHOWN.format(name=who, guess=guess)
    assert last.points is not None
    points = points_listing(last.points, names, bold=False) or T.NOBODY_SCORES
    return T.ROUND_POINTS.format(story=story, points=points, best=best)


def final_text(view: PathView, names: Sequence[str]) -> str:
    if view.practice:
        return T.PRACTICE_OVER
    winners = [names[s] for s in range(view.seats) if view.places[s] == 1]
    top = max(view.totals)
    template = T.FINAL_ONE if len(winners) == 1 else T.FINAL_SHARED
    return template.format(winners=T.WINNERS_SEPARATOR.join(winners), points=top)


class GuessButton(ui.DynamicItem[ui.Button], template=r"dp:(?P<game>\d+):(?P<stamp>\d+):guess"):
    """Opens the modal for a guess; a DynamicItem so that it keeps working after a restart."""

    def __init__(self, game_id: int, stamp: int) -> None:
        button: ui.Button = ui.Button(
            label=T.I_HAVE_IT, style=discord.ButtonStyle.success, emoji="💡", custom_id=f"dp:{game_id}:{stamp}:guess"
        )
        button.row = 0
        super().__init__(button)
        self.game_id = game_id
        self.stamp = stamp

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str]) -> Any:
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
        view: PathView | None = None
        if seat is not None and live.record.status == "active":
            view = PUZZLE.view(live.state, seat)
        if view is None or view.phase != RACING:
            await hoard.show_hand(interaction, live, player, notice=T.TOO_LATE)
            return
        low, high = view.guess_range
        await interaction.response.send_modal(GuessModal(self.game_id, self.stamp, low, high))


class GuessModal(ui.Modal):
    """Asks for the value of the route the player found; submitting announces it as their guess."""

    def __init__(self, game_id: int, stamp: int, low: int, high: int) -> None:
        super().__init__(title=T.I_HAVE_IT, custom_id=f"dp:{game_id}:{stamp}:value", timeout=15 * 60)
        self.game_id, self.stamp, self.low, self.high = game_id, stamp, low, high
        self.answer: ui.TextInput[GuessModal] = ui.TextInput(
            label=T.GUESS_INPUT.format(low=low, high=high), placeholder=T.GUESS_PLACEHOLDER, max_length=4
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
            notice = T.NOT_A_VALUE.format(text=text, low=self.low, high=self.high)
            await hoard.show_hand(interaction, live, player_of(interaction), notice=notice)
            return
        await hoard.on_actions(interaction, self.game_id, self.stamp, [Guess(guess).action])
