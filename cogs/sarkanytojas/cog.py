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
from cogs.sarkanytojas.picture import TableBoard, render_board, render_puzzle
from cogs.sarkanytojas.texts import tile_label
from discord_ui.app import fit_lines, player_of, tell
from discord_ui.components import ActionButton, hoard_of, lets_go, route_modals
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.ids import read_id, read_stamp
from discord_ui.lobby import timer_text
from discord_ui.names import in_code_block
from discord_ui.pictures import Picture
from discord_ui.presenter import COLOUR, HandContext, Presenter, TableContext, seat_name
from engine.protocol import Event
from engine.sarkanytojas import ENGINE, square_name, tile_kind
from engine.sarkanytojas import events as E
from engine.sarkanytojas.moves import DONE, GIVEUP, NEXT, PASS, SUBMIT, UNDO, Guess, Step
from engine.sarkanytojas.path_game import CHECKING, LEVELS, OVER, RACING, REVEAL, SHOWING
from engine.sarkanytojas.path_game import ENGINE as PUZZLE
from engine.sarkanytojas.rules import COPIES, EGG_BONUS, SIZE, VALUES, value_tiles
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
from service.games import GameError, Live

TILE_EMOJI = T.TILE_EMOJI
TILE_STYLE = {
    "egg": discord.ButtonStyle.success,
    "dragon": discord.ButtonStyle.danger,
    "shield": discord.ButtonStyle.primary,
    "pit": discord.ButtonStyle.secondary,
}
OPTION = {option.key: option for option in ENGINE.options}
Match = app_commands.Range[int, OPTION["match"].minimum, OPTION["match"].maximum]
PUZZLE_OPTION = {option.key: option for option in PUZZLE.options}
CheckSeconds = app_commands.Range[int, PUZZLE_OPTION["check_seconds"].minimum, PUZZLE_OPTION["check_seconds"].maximum]
RaceSeconds = app_commands.Range[int, PUZZLE_OPTION["race_seconds"].minimum, PUZZLE_OPTION["race_seconds"].maximum]
#: puzzle levels and the side of their boards
PUZZLE_SIZES = [(name, level + 2) for name, level in LEVELS.items()]
#: the puzzle's turn timer is only the time a guesser has to show their route
PUZZLE_TIMER_MINUTES = 2
FIELD_LIMIT = 1024
#: the most characters a table embed and a private view should hold (Discord counts title, description,
#: field names and values, footer): tables stay readable on a phone, private views leave room for the
#: shared "since your last move" field
TABLE_BUDGET = 1000
#: the shortest "Recent" field worth showing on a table
RECENT_LEAST = 60
#: and the longest: the newest few events (each player's private view tells them what they missed)
RECENT_MOST = 360

SARKANYTOJAS_RULES = T.SARKANYTOJAS_RULES.format(
    tiles=len(value_tiles()),
    size=SIZE,
    low=min(VALUES),
    high=max(VALUES),
    copies=T.COPIES_WORDS.get(COPIES, str(COPIES)),
    values=T.VALUES_SEPARATOR.join(str(v) for v in VALUES[:-1]) + T.VALUES_AND + str(VALUES[-1]),
    egg_bonus=EGG_BONUS,
)
PUZZLE_RULES = T.PUZZLE_RULES


def tile_text(tile: Tile) -> str:
    """A Sárkánytojás tile as ``🥚+5`` or ``🛡️Shield``."""
    return f"{TILE_EMOJI[tile_kind(tile)]}{tile_label(tile)}"


def signed(value: int) -> str:
    """``+5``, ``-3``, and a plain ``0``."""
    return f"{value:+d}" if value else "0"


def score_text(score: int | None, score_range: tuple[int, int] | None) -> str:
    """An exact score, the range the public knows when tiles went face down, or nothing known of a face-down
    haul."""
    if score is not None:
        return signed(score)
    if score_range is None:
        return T.SCORE_FACE_DOWN
    low, high = score_range
    if low == high:  # every tile that went face down is of one value
        return signed(low)
    return T.SCORE_RANGE.format(low=signed(low), high=signed(high))


def face_down_count(player: Haul) -> str:
    return T.HAND_FACE_DOWN(player.tiles)


def clip(text: str, limit: int = FIELD_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def add_recent(embed: discord.Embed, recent: Sequence[str], budget: int = TABLE_BUDGET) -> None:
    """The newest recent events that keep the table within ``budget`` characters, as its last field."""
    room = min(budget - len(embed) - len(T.FIELD_RECENT), RECENT_MOST)
    if room < RECENT_LEAST or not recent:
        return
    text = fit_lines(list(recent), room)
    if text.strip("…\n"):
        embed.add_field(name=T.FIELD_RECENT, value=text, inline=False)


def short(name: str, width: int = 6) -> str:
    """A plain name cut short for a code block's column."""
    return in_code_block(name.replace("🤖 ", ""))[:width]


def line_label(line: Line) -> str:
    return T.line_label(line.direction, line.index)


def shield_pit_name(tile: str) -> str:
    """A Shield or Pit as ``🛡️Shield``."""
    return T.DISCARD_BY.format(emoji=TILE_EMOJI[tile], name=T.TILE_NAMES[tile])


def tiles_text(tiles: Sequence[Tile]) -> str:
    """Tiles in a group per kind, each kind's emoji once: ``🥚+10 +5 · 🐉-2 -8 · 🛡️Shield``."""
    groups: list[str] = []
    for kind in ("egg", "dragon", "shield", "pit"):
        group = [t for t in tiles if tile_kind(t) == kind]
        if not group:
            continue
        if kind in T.TILE_NAMES:  # Shields and Pits have no value: "🛡️Shield" or "🛡️Shield ×2"
            name = T.TILE_NAMES[kind]
            label = name if len(group) == 1 else T.TILE_COUNT.format(name=name, count=len(group))
        else:
            label = " ".join(tile_label(t) for t in sorted(group, key=lambda t: -int(t)))
        groups.append(T.TILE_GROUP.format(emoji=TILE_EMOJI[kind], values=label))
    return T.TILE_GROUP_SEPARATOR.join(groups)


def haul_text(player: Haul) -> str:
    """A player's tiles as the viewer may know them: exact, or what they took and what went face down, or only
    how many lie face down in front of them."""
    if player.face_down:
        lines = [T.FACE_DOWN_TILES(player.tiles)]
    elif player.kept is not None:
        lines = [tiles_text(player.kept) or T.NO_TILES]
    else:  # the value tiles they took; each Shield and Pit is told below with what it cost
        lines = [T.TOOK_TILES.format(tiles=tiles_text([t for t in player.taken if isinstance(t, int)]))]
    discards = []
    for discard in player.discards:
        by = shield_pit_name(discard.by)
        if discard.tile is not None:
            discards.append(T.DISCARD_KNOWN.format(by=by, tile=tile_text(discard.tile)))
        elif discard.kind is not None:
            discards.append(T.DISCARD_HIDDEN.format(by=by, kind=T.KIND[discard.kind]))
        else:
            discards.append(T.DISCARD_NOTHING.format(by=by))
    if discards:
        lines.append(T.DISCARD_SEPARATOR.join(discards))
    return "\n".join(lines)


def side_label(side: Side, names: Sequence[str]) -> str:
    return T.AMPERSAND.join(names[s] for s in side.seats)


def match_sheet(view: SarkanytojasView, names: Sequence[str]) -> str:
    """A row per side: its score in each game of the match (``·`` for games to come) and its match points."""
    sides = view.sides
    heads = ["+".join(short(names[s], 4 if len(side.seats) > 1 else 6) for s in side.seats) for side in sides]
    rows = [
        [signed(scores[side.seats[0]]) for scores in view.scoresheet]
        + [T.SHEET_EMPTY] * (view.games - len(view.scoresheet))
        for side in sides
    ]
    columns = [T.SHEET_GAME.format(number=n) for n in range(1, view.games + 1)]
    width = max(len(cell) for cell in [*columns, *(c for row in rows for c in row)])
    name_width = max(len(h) for h in heads)
    lines = [" " * name_width + "".join(c.rjust(width + 1) for c in columns) + " " + T.SHEET_POINTS]
    for head, row, side in zip(heads, rows, sides, strict=True):
        cells = "".join(c.rjust(width + 1) for c in row)
        points = str(view.match_points[side.seats[0]]).rjust(len(T.SHEET_POINTS))
        lines.append(f"{head.ljust(name_width)}{cells} {points}")
    return "```\n" + "\n".join(lines) + "\n```"


def cost_text(choice: TakeChoice) -> str:
    """What a Shield or Pit would cost its taker (nothing for a value tile)."""
    if choice.cost is None:
        return ""
    if choice.costs:
        return T.COST_GIVE_UP.format(a_kind=T.A_KIND[choice.cost])
    return T.COST_NOTHING.format(kind=T.KIND[choice.cost])


def next_line_text(choice: TakeChoice, bonus: int) -> str:
    """What taking ``choice`` leaves the next taker: the tiles of the crossing line, or the end of the game."""
    if choice.ends_game:
        return T.NEXT_ENDS.format(bonus=bonus)
    tiles = T.NEXT_TILE_SEPARATOR.join(
        tile_label(t) if isinstance(t, int) else TILE_EMOJI[str(t)] for t in choice.next_tiles
    )
    return T.NEXT_LINE.format(tiles=tiles)


def end_reason(end: str, stuck: int | None, direction: str | None, names: Sequence[str]) -> str:
    """How a game ended: the field is empty, or the next taker has no tile in their line."""
    if end == E.LINE_EMPTY and stuck is not None and direction is not None:
        return T.END_LINE_EMPTY.format(seat=seat_name(names, stuck), direction=T.DIRECTION[direction])
    return T.END_FIELD_EMPTY


def listed(words: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(words) <= 1:
        return "".join(words)
    return T.LIST_SEPARATOR.join(words[:-1]) + T.AND + words[-1]


def joined(seats: Sequence[int], names: Sequence[str]) -> str:
    """Seats' bold names as a list: "**ann**, **bob** and **cas**"."""
    return listed([seat_name(names, s) for s in seats])


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
        winners = set(event.winners)

        def entry(name: str, seat: int, score: int) -> str:
            mark = T.MARK_WINNER if seat in winners else ""
            return T.SCORE_ENTRY.format(name=mark + name, score=signed(score))

        if event.pairs:  # the pairs' scores are what counts (each player's own is on the table)
            pairs = [(T.PAIR_NAMES.format(one=seat_name(names, s), other=seat_name(names, s + 2)), s) for s in (0, 1)]
            scores = T.SCORE_SEPARATOR.join(entry(name, s, event.scores[s]) for name, s in pairs)
        else:
            scores = T.SCORE_SEPARATOR.join(entry(seat_name(names, s), s, p) for s, p in enumerate(event.personal))
        return T.GAME_OVER.format(
            number=event.game,
            reason=end_reason(event.end, event.stuck, event.direction, names),
            egg_to=seat_name(names, event.egg_to),
            bonus=event.egg_bonus,
            scores=scores,
        )
    if isinstance(event, E.GameBegins):
        return T.GAME_BEGINS.format(number=event.game, games=event.games, starter=seat_name(names, event.starter))
    if isinstance(event, E.MatchOver):
        return T.MATCH_OVER(event.best, champions=joined(event.champions, names))
    return None


class SarkanytojasCog(
    GameCog,
    group_name="sarkanytojas",
    group_description=T.GROUP_DESCRIPTION,
):
    engine = ENGINE
    rules_text = f"{SARKANYTOJAS_RULES}\n\n{PUZZLE_RULES}"
    tagline = T.TAGLINE
    quick_start = T.QUICK_START.format(legend=T.LEGEND)
    emoji = "🥚"
    hand_label = T.HAND_LABEL
    hand_emoji = "🥚"
    illegal_texts = T.ILLEGAL
    option_words = T.OPTIONS

    def __init__(self, bot: commands.Bot) -> None:
        super().__init__(bot)
        self.puzzle = PuzzlePresenter()

    def modes(self) -> list[Presenter]:
        return [self, self.puzzle]

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(GuessButton)
        route_modals(self.hoard.modal_routes, GUESS_PREFIX, GUESS_MODAL, on_guess)  # through the one listener

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(GuessButton)
        route_modals(self.hoard.modal_routes, GUESS_PREFIX, None)

    @app_commands.command(name="new", description=T.NEW_DESCRIPTION)
    @app_commands.describe(
        shield_pit=T.NEW_SHIELD_PIT, match=T.NEW_MATCH, open_scores=T.NEW_OPEN_SCORES, timer=T.NEW_TIMER
    )
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        shield_pit: bool | None = None,
        match: Match | None = None,
        open_scores: bool | None = None,
        timer: int | None = None,
    ) -> None:
        await self.open_lobby(
            interaction, {"shield_pit": shield_pit, "match": match, "open_scores": open_scores}, timer
        )

    @app_commands.command(name="puzzle", description=T.PUZZLE_DESCRIPTION)
    @app_commands.describe(
        level=T.PUZZLE_LEVEL,
        check_seconds=T.PUZZLE_CHECK_SECONDS,
        race_seconds=T.PUZZLE_RACE_SECONDS,
        timer=T.PUZZLE_TIMER,
    )
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
        race_seconds: RaceSeconds | None = None,
        timer: int | None = None,
    ) -> None:
        given = {"level": level, "check_seconds": check_seconds, "race_seconds": race_seconds}
        options = {k: v for k, v in given.items() if v is not None}
        minutes = PUZZLE_TIMER_MINUTES if timer is None else timer
        await self.hoard.open_lobby(interaction, self.puzzle, options, minutes)

    # -- the public table ------------------------------------------------------------------
    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return describe_sarkanytojas(event, names)

    def table_epoch(self, view: SarkanytojasView) -> str:
        return f"game-{view.game_number}"

    def table_picture(self, table: TableContext) -> Picture:
        return Picture(render_board, (TableBoard.of(table.view),))

    def table_embed(self, table: TableContext) -> discord.Embed:
        view: SarkanytojasView = table.view
        names = table.names
        stage = T.STAGE_FINAL if view.finished else T.STAGE_GAME.format(number=view.game_number, games=view.games)
        title = T.TITLE_STAGE.format(stage=stage) if view.games > 1 or view.finished else T.TITLE
        embed = discord.Embed(title=title, description=self._situation(table), colour=COLOUR)
        inline = len(view.sides) < 4 and not view.pairs
        for side in view.sides:
            embed.add_field(**self._side_field(view, side, names), inline=inline)
        if view.games > 1:
            embed.add_field(name=T.FIELD_SCORESHEET, value=match_sheet(view, table.plain_names), inline=False)
        embed.set_footer(text=self._footer(table))
        if view.last_game and (view.games > 1 or not view.finished):  # how the last game ended, room allowing
            name = T.FIELD_GAME.format(number=view.last_game.number)
            value = self._last_game(view, names)
            if len(embed) + len(name) + len(value) <= TABLE_BUDGET - RECENT_LEAST:
                embed.insert_field_at(len(view.sides), name=name, value=value, inline=False)
        add_recent(embed, table.recent)
        return embed

    def round_summary(self, table: TableContext) -> str | None:
        """The game of the match just over, in one line: each side's score and who won it."""
        view: SarkanytojasView = table.view
        last = view.last_game
        if last is None:
            return None
        names = table.names
        if view.pairs:
            scores = [
                T.SCORE_ENTRY.format(name=side_label(side, names), score=signed(last.scores[side.seats[0]]))
                for side in view.sides
            ]
        else:
            scores = [T.SCORE_ENTRY.format(name=names[s], score=signed(p)) for s, p in enumerate(last.personal)]
        winners = listed([f"**{side_label(side, names)}**" for side in view.sides if side.seats[0] in last.winners])
        return T.GAME_SUMMARY.format(
            number=last.number, games=view.games, scores=T.GAME_SUMMARY_SEPARATOR.join(scores), winners=winners
        )

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
        who = listed([f"**{side_label(side, names)}**" for side in sides])
        plural = len(sides) > 1 or len(sides[0].seats) > 1
        verb = (T.VERB_SHARE if len(sides) > 1 else T.VERB_WIN) if plural else T.VERB_WINS
        if view.games > 1:
            points = view.match_points[winners[0]]
            return T.WIN_MATCH(points, who=who, verb=verb)
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
        if any(p.face_down for p in players):  # the document: taken tiles lie face down, scores unknown
            lines = [
                haul_text(p) if len(players) == 1 else T.SIDE_FACE_DOWN.format(name=names[p.seat], haul=haul_text(p))
                for p in players
            ]
            value = "\n".join(lines)
        elif len(players) == 1:
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
        winners = T.AMPERSAND.join(names[s] for s in last.winners)
        return T.LAST_GAME.format(reason=reason, egg_to=names[last.egg_to], bonus=view.egg_bonus, winners=winners)

    @staticmethod
    def _footer(table: TableContext) -> str:
        view: SarkanytojasView = table.view
        parts = [T.FOOTER_TILES_LEFT(view.tiles_left)]
        if view.shield_pit:
            parts.append(T.FOOTER_SHIELD_PIT)
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
            going_on = [c for c in view.choices if not c.ends_game]
            if going_on:
                header = T.HAND_YOUR_TAKE.format(
                    line=line_label(view.line),
                    name=names[going_on[0].next_seat],
                    direction=T.DIRECTION[going_on[0].next_line.direction],
                )
            else:
                header = T.HAND_YOUR_TAKE_LAST.format(line=line_label(view.line))
            lines = [header]
            lines += [
                T.HAND_CHOICE.format(
                    square=square_name(*c.square),
                    tile=tile_text(c.tile),
                    cost=cost_text(c),
                    next=next_line_text(c, view.egg_bonus),
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
                for c in view.choices  # a line of 7 holds at most 6 tiles: two rows, in the order of the line
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
        embed.add_field(name=T.HAND_SCORES, value=clip(self._scores(view, seat, names)), inline=False)
        return embed, items

    @staticmethod
    def _scores(view: SarkanytojasView, seat: int, names: Sequence[str]) -> str:
        """The others' scores; with pairs, the partner's and the pairs' scores.

        Their tiles and the match points are on the table; a private view holds what a take is weighed against.
        """
        sides = view.sides
        me = view.players[seat]
        partner = next((s for s in sides[me.side].seats if s != seat), None)
        shown = [p for p in view.players if p.seat == partner] if view.pairs else view.players
        line = T.HAND_SCORE_SEPARATOR.join(
            T.HAND_SCORE.format(
                partner=T.HAND_PARTNER if p.seat == partner else "",
                name=names[p.seat],
                score=face_down_count(p) if p.face_down else score_text(p.score, p.score_range),
            )
            for p in shown
            if p.seat != seat
        )
        if not view.pairs or any(p.face_down for p in view.players):
            return line
        ours, theirs = sides[me.side], sides[1 - me.side]
        pairs = T.HAND_PAIRS_LINE.format(
            ours=score_text(ours.score, ours.score_range), theirs=score_text(theirs.score, theirs.score_range)
        )
        return line + "\n" + pairs

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
            # one per distinct value (at most 8), lowest first: the costliest dragon or the cheapest egg, as advised
            for option in sorted(pending.options, key=lambda option: option.tile)
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
        return T.PATH_OVER(event.points, winners=joined(event.winners, names))
    if isinstance(event, E.RoundBegins):
        return T.ROUND_BEGINS.format(number=event.round, rounds=event.rounds)
    return None


class PuzzlePresenter(Presenter):
    """How a Dragons' Path game looks: the board picture, the race, the checks and the scores."""

    engine = PUZZLE
    rules_text = PUZZLE_RULES
    tagline = T.PUZZLE_TAGLINE
    quick_start = T.PUZZLE_QUICK_START.format(legend=T.PUZZLE_LEGEND)
    emoji = "🧩"
    hand_label = T.PUZZLE_HAND_LABEL
    hand_emoji = "🧭"
    illegal_texts = T.ILLEGAL
    option_words = T.PUZZLE_OPTIONS

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return describe_path(event, names)

    def table_epoch(self, view: PathView) -> str:
        return f"round-{view.round}"

    def pings_for(self, view: PathView) -> bool:
        """Nobody is pinged for the race (anyone may guess or pass, nobody is late) nor for pressing **Next
        board** (the next board comes by itself after a short pause)."""
        return view.phase not in (RACING, REVEAL)

    def round_summary(self, table: TableContext) -> str | None:
        """The board just over, in one line: who guessed what, the best route's value and the points."""
        view: PathView = table.view
        last = view.last_round
        if last is None:
            return None
        names = table.names
        guess, guesser = last.guess, last.guesser
        if guesser is None or guess is None:
            story = T.SUMMARY_NO_GUESS
        elif view.practice:
            story = T.SUMMARY_GUESSED.format(name=names[guesser], guess=guess)
        elif last.found is not None:
            story = T.SUMMARY_FOUND.format(
                name=names[guesser], guess=guess, finder=names[last.found.seat], value=last.found.value
            )
        elif last.shown:
            story = T.SUMMARY_SHOWN.format(name=names[guesser], guess=guess)
        else:
            story = T.SUMMARY_NOT_SHOWN.format(name=names[guesser], guess=guess)
        if last.points is None:
            return T.ROUND_SUMMARY_PRACTICE.format(number=last.round, rounds=view.rounds, story=story, best=last.best)
        points = points_listing(last.points, names, bold=False) or T.NOBODY_SCORES
        return T.ROUND_SUMMARY.format(number=last.round, rounds=view.rounds, story=story, best=last.best, points=points)

    def table_picture(self, table: TableContext) -> Picture:
        view: PathView = table.view
        last = view.last_round
        if view.phase in (REVEAL, OVER) and last is not None:
            return Picture(render_puzzle, (last.board, last.best_route))
        return Picture(render_puzzle, (view.board,))

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
        race = T.FOOTER_RACE_TIMED.format(seconds=view.race_seconds) if view.race_seconds else T.FOOTER_RACE_OPEN
        check = (
            T.FOOTER_CHECK_TIMED.format(seconds=view.check_seconds) if view.check_seconds else T.FOOTER_CHECK_UNTIMED
        )
        embed.set_footer(
            text=T.PUZZLE_FOOTER.format(
                level=view.level, race=race, check=check, timer=timer_text(table.game.turn_seconds)
            )
        )
        for route_in_words in (True, False):  # the best route in words too, while the table has room for it
            embed.description = self._situation(table, route_in_words)
            room = TABLE_BUDGET - len(embed) - len(T.PUZZLE_SCORES)
            if not route_in_words or room >= 40 * view.seats:
                break
        if view.sheet:
            embed.add_field(name=T.PUZZLE_SCORES, value=scores_text(view, names, room), inline=False)
        return embed

    def _situation(self, table: TableContext, route_in_words: bool = True) -> str:
        view: PathView = table.view
        names = table.names
        phase = view.phase
        if phase == RACING:
            if view.practice:
                return T.RACE_PRACTICE
            check = (
                T.RACE_CHECK_TIMED.format(seconds=view.check_seconds) if view.check_seconds else T.RACE_CHECK_UNTIMED
            )
            passed = T.RACE_PASSED.format(names=listed([names[s] for s in view.passed])) if view.passed else ""
            return T.RACE.format(check=check, passed=passed)
        guesser = names[view.guesser] if view.guesser is not None else ""
        if phase == CHECKING:
            checks = T.CHECK_SEPARATOR.join(
                T.CHECK_ENTRY.format(mark=T.CHECK_MARKS[c.status], name=names[c.seat])
                + (T.CHECK_VALUE.format(value=c.value) if c.value is not None else "")
                for c in view.checks
            )
            top = max(view.found, key=lambda found: found.value) if view.found else None
            if top is None:
                goal = T.GOAL_LOOKING.format(guess=view.guess)
            else:
                goal = T.GOAL_BEATEN.format(name=names[top.seat], value=top.value)
            return T.CHECKING.format(guesser=guesser, guess=view.guess, goal=goal, checks=checks)
        if phase == SHOWING:
            return T.SHOWING.format(guess=view.guess, guesser=guesser)
        assert view.last_round is not None
        best = best_text(view.last_round, T.BEST_POSSIBLE if route_in_words else T.BEST_ON_PICTURE)
        lines = [round_text(view.last_round, names, view.practice, best), ""]
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
        if phase == RACING and seat in view.passed:
            lines = [T.YOU_PASSED.format(countdown=countdown(hand))]
        elif phase == RACING:
            low, high = view.guess_range
            lines = [T.FIND_ROUTE.format(low=low, high=high)]
            items.append(GuessButton(hand.game.id, hand.stamp))
            if PASS.action in hand.legal:
                label = T.SHOW_BEST if view.practice else T.PASS_BUTTON
                items.append(ActionButton(hand.game.id, hand.stamp, PASS.action, label, emoji="🏳️"))
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
            best = best_text(last, T.BEST_ON_GRID)
            if view.practice or last.points is None or last.guesser is None:  # practice, or everybody passed
                lines = [round_text(last, names, view.practice, best)]
            else:
                lines = [
                    T.ROUND_YOUR_POINTS.format(
                        story=round_story(last, names),
                        points=signed(last.points[seat]),
                        total=view.totals[seat],
                        best=best,
                    )
                ]
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
        if following is not None:
            lines.append(T.LEGEND_BUILDING)
        embed.description = "\n".join(lines)
        if not view.practice and phase not in (REVEAL, OVER):  # a finished round's lines tell the points
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
        count = len(own.route)
        if not own.route:
            return [head, T.ROUTE_START]
        if own.value is None:  # demonstrating: no running total
            return [head, (T.ROUTE_SHOWN_SO_FAR if own.next else T.ROUTE_SHOWN_COMPLETE)(count)]
        return [head, (T.ROUTE_SO_FAR if own.next else T.ROUTE_COMPLETE)(count, value=signed(own.value))]

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
            assert view.target is not None and value is not None
            if SUBMIT.action in legal:
                best = value > view.target
                style = discord.ButtonStyle.success if best else discord.ButtonStyle.secondary
                label = T.SHOW_MY_ROUTE.format(value=signed(value))
                controls.append(ActionButton(game_id, stamp, SUBMIT.action, label, style, "✅"))
            elif complete:
                label = T.DOES_NOT_BEAT.format(value=signed(value), guess=view.guess)
                controls.append(ActionButton(game_id, stamp, SUBMIT.action, label, disabled=True))
            controls.append(ActionButton(game_id, stamp, DONE.action, T.NOTHING_BETTER, emoji="✖️"))
        else:  # demonstrating the guess: no running total, the guesser counts for themselves
            if complete:
                controls.append(
                    ActionButton(game_id, stamp, SUBMIT.action, T.SHOW_IT_UNCOUNTED, discord.ButtonStyle.primary, "✅")
                )
            controls.append(ActionButton(game_id, stamp, GIVEUP.action, T.CANNOT_SHOW_BUTTON, emoji="🏳️"))
        for control in controls:
            control.row = 1
        return items + controls


def countdown(hand: HandContext) -> str:
    """A note on when the running timer ends, which Discord shows as e.g. "in 25 seconds"; empty without one."""
    deadline = hand.game.turns.turn_deadline
    return T.COUNTDOWN.format(deadline=int(deadline)) if deadline else ""


def scores_text(view: PathView, names: Sequence[str], room: int = FIELD_LIMIT) -> str:
    """Everyone's points, best first, one line each (fine for 12 players on a phone), with each round's points
    when they fit in ``room`` characters."""
    totals, places = view.totals, view.places
    order = sorted(range(view.seats), key=lambda s: (places[s], s))
    heads = [
        T.SCORE_LINE.format(medal=T.MEDALS.get(places[s], T.NO_MEDAL), name=names[s], total=totals[s]) for s in order
    ]
    detailed = [
        T.SCORE_ROUNDS.format(head=head, rounds=" ".join(signed(row[s]) for row in view.sheet))
        for head, s in zip(heads, order, strict=True)
    ]
    room = min(room, FIELD_LIMIT)
    text = "\n".join(detailed)
    return text if len(text) <= room else clip("\n".join(heads), max(room, 100))


def best_text(last: RoundRecap, template: str) -> str:
    """The best possible value of a finished round (and its route in words, for :data:`T.BEST_POSSIBLE`)."""
    return template.format(best=last.best, route=route_text(last.board, last.best_route))


def round_story(last: RoundRecap, names: Sequence[str]) -> str:
    """Who guessed what, and who showed which route (a scored round with a guess)."""
    guess, guesser = last.guess, last.guesser
    assert guess is not None and guesser is not None
    who = names[guesser]
    if last.found is not None:
        return T.STORY_FOUND.format(name=who, guess=guess, finder=names[last.found.seat], value=last.found.value)
    if last.shown:
        return T.STORY_SHOWN.format(name=who, guess=guess)
    return T.STORY_NOT_SHOWN.format(name=who, guess=guess)


def round_text(last: RoundRecap, names: Sequence[str], practice: bool, best: str) -> str:
    """How the round went, its points and the best possible value (``best``, from :func:`best_text`)."""
    guess, guesser = last.guess, last.guesser
    if guesser is None or guess is None:
        return T.NO_GUESS.format(best=best)
    if practice:
        if guess == last.best:
            verdict = T.VERDICT_SPOT_ON
        elif guess < last.best:
            verdict = T.VERDICT_BETTER_EXISTS
        else:
            verdict = T.VERDICT_TOO_HIGH
        return T.PRACTICE_GUESS.format(name=names[guesser], guess=guess, verdict=verdict, best=best)
    assert last.points is not None
    points = points_listing(last.points, names, bold=False) or T.NOBODY_SCORES
    return T.ROUND_POINTS.format(story=round_story(last, names), points=points, best=best)


def final_text(view: PathView, names: Sequence[str]) -> str:
    if view.practice:
        return T.PRACTICE_OVER
    winners = [f"**{names[s]}**" for s in range(view.seats) if view.places[s] == 1]
    top = max(view.totals)
    template = T.FINAL_ONE if len(winners) == 1 else T.FINAL_SHARED
    return template.format(winners=listed(winners), points=T.FINAL_POINTS(top))


def guess_range(live: Live, user_id: int) -> tuple[int, int] | None:
    """The values ``user_id`` may guess now, or ``None`` when they are not racing in this game."""
    seat = live.record.seat_of(user_id)
    if seat is None or live.record.status != "active":
        return None
    view = PUZZLE.view(live.state, seat)
    return view.guess_range if view.phase == RACING else None


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
        return cls(read_id(match["game"]), read_stamp(match["stamp"]))

    @lets_go
    async def callback(self, interaction: discord.Interaction) -> None:
        hoard = hoard_of(interaction)
        if not await hoard.game_here(interaction, self.game_id, PUZZLE.id):  # the ids come from the client
            return
        try:
            live = await hoard.service.live(self.game_id)
        except GameError as error:
            await tell(interaction, hoard.refusal(error))
            return
        player = player_of(interaction)
        allowed = guess_range(live, player.id)
        if allowed is None:
            await hoard.show_hand(interaction, live, player, notice=T.TOO_LATE)
            return
        low, high = allowed
        modal = GuessModal(self.game_id, self.stamp, low, high)
        await interaction.response.send_modal(modal)
        modal.clear_items()  # sent, and never held: its field and it point at each other


#: a guess modal's custom id: the game and the move its button was drawn at (all a submission needs)
GUESS_MODAL = re.compile(r"dp:(?P<game>\d{1,20}):(?P<stamp>\d{1,20}):value")
GUESS_PREFIX = "dp"
#: the custom id of its one text input
GUESS_FIELD = "guess"


class GuessModal(ui.Modal):
    """Asks for the value of the route the player found; submitting announces it as their guess.

    discord.py hands a submission only to a modal object it still holds, which a restart loses; so this
    modal is sent already stopped (never held) and every submission is answered by :func:`submit_guess`
    from its custom id, before and after a restart alike.
    """

    def __init__(self, game_id: int, stamp: int, low: int, high: int) -> None:
        super().__init__(title=T.I_HAVE_IT, custom_id=f"dp:{game_id}:{stamp}:value", timeout=None)
        field: ui.TextInput[GuessModal] = ui.TextInput(
            label=T.GUESS_INPUT.format(low=low, high=high),
            placeholder=T.GUESS_PLACEHOLDER,
            max_length=4,
            custom_id=GUESS_FIELD,
        )
        self.add_item(field)
        self.stop()


def typed_text(data: Any) -> str:
    """What was typed into the guess field of a modal submission's ``data`` (empty if it is missing)."""
    stack = list(data.get("components") or []) if isinstance(data, dict) else []
    while stack:
        component = stack.pop()
        if not isinstance(component, dict):
            continue
        if component.get("custom_id") == GUESS_FIELD and isinstance(component.get("value"), str):
            return str(component["value"])
        stack += list(component.get("components") or [])
        stack.append(component.get("component"))
    return ""


async def on_guess(interaction: discord.Interaction, match: re.Match[str]) -> None:
    """A guess modal's submission (see :class:`GuessModal`), routed by its custom id."""
    await submit_guess(interaction, read_id(match["game"]), read_stamp(match["stamp"]), typed_text(interaction.data))


async def submit_guess(interaction: discord.Interaction, game_id: int, stamp: int, text: str) -> None:
    """A guess typed into the modal: checked against the game as it is now, then played as the seat's move."""
    hoard = hoard_of(interaction)
    if not await hoard.game_here(interaction, game_id, PUZZLE.id):  # the modal's ids come from the client: checked
        return
    live = await hoard.service.live(game_id)
    player = player_of(interaction)
    allowed = guess_range(live, player.id)
    if allowed is None:
        await hoard.show_hand(interaction, live, player, notice=T.TOO_LATE)
        return
    low, high = allowed
    text = text.strip().replace("−", "-")
    guess = int(text) if re.fullmatch(r"[+-]?\d{1,4}", text) else None
    if guess is None or not low <= guess <= high:
        await hoard.show_hand(interaction, live, player, notice=T.NOT_A_VALUE.format(text=text, low=low, high=high))
        return
    await hoard.on_actions(interaction, game_id, stamp, [Guess(guess).action])
