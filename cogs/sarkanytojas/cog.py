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

The engine's views and events are data; the words come from the catalogs (``locales/<locale>/sarkanytojas.ftl``
and ``dragons-path.ftl``), in the game's locale for the table and in the viewer's for a private view.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands, ui
from discord.ext import commands

from cogs.sarkanytojas.picture import TableBoard, line_words, render_board, render_puzzle
from discord_ui import i18n
from discord_ui.app import fit_lines, player_of, tell
from discord_ui.components import ActionButton, hoard_of, lets_go, route_modals
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.ids import read_id, read_stamp
from discord_ui.names import in_code_block
from discord_ui.pictures import Picture
from discord_ui.presenter import COLOUR, HandContext, Presenter, TableContext, seat_name
from discord_ui.translator import command_text
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
from service.games import GameError, Live

TILE_EMOJI = {"egg": "🥚", "dragon": "🐉", "shield": "🛡️", "pit": "🕳️"}
TILE_STYLE = {
    "egg": discord.ButtonStyle.success,
    "dragon": discord.ButtonStyle.danger,
    "shield": discord.ButtonStyle.primary,
    "pit": discord.ButtonStyle.secondary,
}
#: a checker's mark in the puzzle's checking window, by the check's status
CHECK_MARKS = {"checking": "🔍", "done": "✖️", "found": "✅"}
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
NO_MEDAL = "▫️"
#: between the parts of a footer, a summary line or a list of scores (layout, no words)
SEPARATOR = " · "
COMMA = ", "
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


def timer_args(seconds: int) -> dict[str, Any]:
    """A turn timer for a catalog's selector: ``unit`` is ``off``, ``minutes`` (whole minutes) or ``seconds``."""
    minutes, rest = divmod(seconds, 60)
    unit = "off" if not seconds else "seconds" if rest else "minutes"
    return {"unit": unit, "minutes": minutes, "seconds": seconds}


def tile_label(tile: int | str, locale: str) -> str:
    """A tile's own label: a value tile's signed value (``+5``, ``-3``), else ``Shield`` / ``Pit``."""
    return f"{tile:+d}" if isinstance(tile, int) else i18n.text(locale, f"sarkanytojas-tile-{tile}")


def tile_text(tile: Tile, locale: str) -> str:
    """A Sárkánytojás tile as ``🥚+5`` or ``🛡️Shield``."""
    return f"{TILE_EMOJI[tile_kind(tile)]}{tile_label(tile, locale)}"


def signed(value: int) -> str:
    """``+5``, ``-3``, and a plain ``0``."""
    return f"{value:+d}" if value else "0"


def score_text(score: int | None, score_range: tuple[int, int] | None, locale: str) -> str:
    """An exact score, the range the public knows when tiles went face down, or nothing known (``?``) of a
    face-down haul."""
    if score is not None:
        return signed(score)
    if score_range is None:
        return "?"
    low, high = score_range
    if low == high:  # every tile that went face down is of one value
        return signed(low)
    return i18n.text(locale, "sarkanytojas-score-range", low=signed(low), high=signed(high))


def clip(text: str, limit: int = FIELD_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def add_recent(embed: discord.Embed, recent: Sequence[str], locale: str, budget: int = TABLE_BUDGET) -> None:
    """The newest recent events that keep the table within ``budget`` characters, as its last field."""
    name = i18n.text(locale, "sarkanytojas-field-recent")
    room = min(budget - len(embed) - len(name), RECENT_MOST)
    if room < RECENT_LEAST or not recent:
        return
    text = fit_lines(list(recent), room)
    if text.strip("…\n"):
        embed.add_field(name=name, value=text, inline=False)


def short(name: str, width: int = 6) -> str:
    """A plain name cut short for a code block's column."""
    return in_code_block(name.replace("🤖 ", ""))[:width]


def line_label(line: Line, locale: str) -> str:
    return line_words(line.direction, line.index, locale)


def tiles_text(tiles: Sequence[Tile], locale: str) -> str:
    """Tiles in a group per kind, each kind's emoji once: ``🥚+10 +5 · 🐉-2 -8 · 🛡️Shield``."""
    groups: list[str] = []
    for kind in ("egg", "dragon", "shield", "pit"):
        group = [t for t in tiles if tile_kind(t) == kind]
        if not group:
            continue
        if kind in ("shield", "pit"):  # Shields and Pits have no value: "🛡️Shield" or "🛡️Shield ×2"
            name = tile_label(kind, locale)
            label = (
                name if len(group) == 1 else i18n.text(locale, "sarkanytojas-tile-count", name=name, count=len(group))
            )
        else:
            label = " ".join(tile_label(t, locale) for t in sorted(group, key=lambda t: -int(t)))
        groups.append(f"{TILE_EMOJI[kind]}{label}")
    return SEPARATOR.join(groups)


def haul_text(player: Haul, locale: str) -> str:
    """A player's tiles as the viewer may know them: exact, or what they took and what went face down, or only
    how many lie face down in front of them."""
    if player.face_down:
        lines = [i18n.text(locale, "sarkanytojas-face-down-tiles", count=player.tiles)]
    elif player.kept is not None:
        lines = [tiles_text(player.kept, locale) or i18n.text(locale, "sarkanytojas-no-tiles")]
    else:  # the value tiles they took; each Shield and Pit is told below with what it cost
        took = tiles_text([t for t in player.taken if isinstance(t, int)], locale)
        lines = [i18n.text(locale, "sarkanytojas-took-tiles", tiles=took)]
    discards = []
    for discard in player.discards:
        if discard.tile is not None:
            tile = tile_text(discard.tile, locale)
            discards.append(i18n.text(locale, "sarkanytojas-discard-known", by=discard.by, tile=tile))
        elif discard.kind is not None:
            discards.append(i18n.text(locale, "sarkanytojas-discard-hidden", by=discard.by, kind=discard.kind))
        else:
            discards.append(i18n.text(locale, "sarkanytojas-discard-nothing", by=discard.by))
    if discards:
        lines.append(SEPARATOR.join(discards))
    return "\n".join(lines)


def side_label(side: Side, names: Sequence[str], locale: str) -> str:
    if len(side.seats) == 1:
        return names[side.seats[0]]
    first, second = (names[s] for s in side.seats)
    return i18n.text(locale, "sarkanytojas-side-names", first=first, second=second)


def match_sheet(view: SarkanytojasView, names: Sequence[str], locale: str) -> str:
    """A row per side: its score in each game of the match (``·`` for games to come) and its match points."""
    sides = view.sides
    heads = ["+".join(short(names[s], 4 if len(side.seats) > 1 else 6) for s in side.seats) for side in sides]
    rows = [
        [signed(scores[side.seats[0]]) for scores in view.scoresheet] + ["·"] * (view.games - len(view.scoresheet))
        for side in sides
    ]
    columns = [i18n.text(locale, "sarkanytojas-sheet-game", number=n) for n in range(1, view.games + 1)]
    total = i18n.text(locale, "sarkanytojas-sheet-points")
    width = max(len(cell) for cell in [*columns, *(c for row in rows for c in row)])
    name_width = max(len(h) for h in heads)
    lines = [" " * name_width + "".join(c.rjust(width + 1) for c in columns) + " " + total]
    for head, row, side in zip(heads, rows, sides, strict=True):
        cells = "".join(c.rjust(width + 1) for c in row)
        points = str(view.match_points[side.seats[0]]).rjust(len(total))
        lines.append(f"{head.ljust(name_width)}{cells} {points}")
    return "```\n" + "\n".join(lines) + "\n```"


def choice_text(choice: TakeChoice, bonus: int, locale: str) -> str:
    """A take offered in My tiles: its square and tile, what a Shield or Pit would cost, and what it leaves the
    next taker (the tiles of the crossing line, or the end of the game)."""
    if choice.ends_game:
        following = i18n.text(locale, "sarkanytojas-next-ends", bonus=bonus)
    else:
        following = " ".join(
            tile_label(t, locale) if isinstance(t, int) else TILE_EMOJI[str(t)] for t in choice.next_tiles
        )
    args = {"square": square_name(*choice.square), "tile": tile_text(choice.tile, locale), "next": following}
    if choice.cost is None:
        return i18n.text(locale, "sarkanytojas-hand-choice", **args)
    message = "sarkanytojas-hand-choice-costs" if choice.costs else "sarkanytojas-hand-choice-free"
    return i18n.text(locale, message, cost=choice.cost, **args)


def end_args(end: str, stuck: int | None, direction: str | None, names: Sequence[str]) -> dict[str, str]:
    """How a game ended, for a catalog's selector: ``field`` (the field is empty), or ``row`` / ``column`` and the
    ``seat`` whose line was empty."""
    if end == E.LINE_EMPTY and stuck is not None and direction is not None:
        return {"reason": direction, "seat": seat_name(names, stuck)}
    return {"reason": "field", "seat": ""}


def joined(seats: Sequence[int], names: Sequence[str], locale: str) -> str:
    """Seats' bold names as a list: "**ann**, **bob**, and **cas**"."""
    return i18n.listed([seat_name(names, s) for s in seats], locale, style="standard")


def describe_sarkanytojas(event: Event, names: Sequence[str], locale: str) -> str | None:
    """The sentence for a Sárkánytojás event."""
    if isinstance(event, E.TileTaken):
        square = square_name(event.row, event.col)
        taker, tile = seat_name(names, event.seat), tile_label(event.tile, locale)
        return i18n.text(locale, "sarkanytojas-event-took", taker=taker, tile=tile, square=square)
    if isinstance(event, E.ShieldPitTaken):
        square = square_name(event.row, event.col)
        message = "sarkanytojas-event-took-shield-pit" + ("" if event.must_give_up else "-free")
        return i18n.text(locale, message, taker=seat_name(names, event.seat), tile=event.tile, square=square)
    if isinstance(event, E.TileGivenUp):
        taker = seat_name(names, event.seat)
        return i18n.text(locale, "sarkanytojas-event-gave-up", taker=taker, by=event.by, kind=event.tile_kind)
    if isinstance(event, E.GameOver):
        winners = set(event.winners)

        def entry(name: str, seat: int, score: int) -> str:
            message = "sarkanytojas-score-entry-winner" if seat in winners else "sarkanytojas-score-entry"
            return i18n.text(locale, message, name=name, score=signed(score))

        if event.pairs:  # the pairs' scores are what counts (each player's own is on the table)
            pairs = [
                (
                    i18n.text(
                        locale, "sarkanytojas-pair-names", one=seat_name(names, s), other=seat_name(names, s + 2)
                    ),
                    s,
                )
                for s in (0, 1)
            ]
            scores = COMMA.join(entry(name, s, event.scores[s]) for name, s in pairs)
        else:
            scores = COMMA.join(entry(seat_name(names, s), s, p) for s, p in enumerate(event.personal))
        ending = end_args(event.end, event.stuck, event.direction, names)
        message = "sarkanytojas-event-game-over-" + ("field-empty" if ending["reason"] == "field" else "line-empty")
        return i18n.text(
            locale,
            message,
            number=event.game,
            seat=ending["seat"],
            direction=ending["reason"],
            egg_to=seat_name(names, event.egg_to),
            bonus=event.egg_bonus,
            scores=scores,
        )
    if isinstance(event, E.GameBegins):
        starter = seat_name(names, event.starter)
        return i18n.text(
            locale, "sarkanytojas-event-game-begins", number=event.game, games=event.games, starter=starter
        )
    if isinstance(event, E.MatchOver):
        champions = joined(event.champions, names, locale)
        return i18n.text(locale, "sarkanytojas-event-match-over", count=event.best, champions=champions)
    return None


class SarkanytojasCog(
    GameCog,
    group_name="sarkanytojas",
    group_description=command_text("command-sarkanytojas.description"),
):
    engine = ENGINE
    emoji = "🥚"
    hand_emoji = "🥚"

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

    @app_commands.command(name="new", description=command_text("command-sarkanytojas-new.description"))
    @app_commands.describe(
        shield_pit=command_text("command-sarkanytojas-new-shield_pit.description"),
        match=command_text("command-sarkanytojas-new-match.description"),
        open_scores=command_text("command-sarkanytojas-new-open_scores.description"),
        timer=command_text("command-sarkanytojas-new-timer.description"),
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

    @app_commands.command(name="puzzle", description=command_text("command-sarkanytojas-puzzle.description"))
    @app_commands.describe(
        level=command_text("command-sarkanytojas-puzzle-level.description"),
        check_seconds=command_text("command-sarkanytojas-puzzle-check_seconds.description"),
        race_seconds=command_text("command-sarkanytojas-puzzle-race_seconds.description"),
        timer=command_text("command-sarkanytojas-puzzle-timer.description"),
    )
    @app_commands.choices(
        level=[
            app_commands.Choice(name=command_text(f"command-sarkanytojas-puzzle-level-{name.lower()}"), value=name)
            for name, _size in PUZZLE_SIZES
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
        return describe_sarkanytojas(event, names, locale)

    def table_epoch(self, view: SarkanytojasView) -> str:
        return f"game-{view.game_number}"

    def table_picture(self, table: TableContext) -> Picture:
        return Picture(render_board, (TableBoard.of(table.view, locale=table.locale),))

    def table_embed(self, table: TableContext) -> discord.Embed:
        view: SarkanytojasView = table.view
        if view.finished:
            title = table.text("sarkanytojas-table-title-final")
        elif view.games > 1:
            title = table.text("sarkanytojas-table-title-game", number=view.game_number, games=view.games)
        else:
            title = table.text("sarkanytojas-table-title")
        embed = discord.Embed(title=title, description=self._situation(table), colour=COLOUR)
        inline = len(view.sides) < 4 and not view.pairs
        for side in view.sides:
            embed.add_field(**self._side_field(table, side), inline=inline)
        if view.games > 1:
            sheet = match_sheet(view, table.plain_names, table.locale)
            embed.add_field(name=table.text("sarkanytojas-field-scoresheet"), value=sheet, inline=False)
        embed.set_footer(text=self._footer(table))
        if view.last_game and (view.games > 1 or not view.finished):  # how the last game ended, room allowing
            name = table.text("sarkanytojas-field-game", number=view.last_game.number)
            value = self._last_game(table)
            if len(embed) + len(name) + len(value) <= TABLE_BUDGET - RECENT_LEAST:
                embed.insert_field_at(len(view.sides), name=name, value=value, inline=False)
        add_recent(embed, table.recent, table.locale)
        return embed

    def round_summary(self, table: TableContext) -> str | None:
        """The game of the match just over, in one line: each side's score and who won it."""
        view: SarkanytojasView = table.view
        last = view.last_game
        if last is None:
            return None
        names, locale = table.names, table.locale
        if view.pairs:
            scores = [
                table.text(
                    "sarkanytojas-score-entry",
                    name=side_label(side, names, locale),
                    score=signed(last.scores[side.seats[0]]),
                )
                for side in view.sides
            ]
        else:
            scores = [
                table.text("sarkanytojas-score-entry", name=names[s], score=signed(p))
                for s, p in enumerate(last.personal)
            ]
        winners = i18n.listed(
            [f"**{side_label(side, names, locale)}**" for side in view.sides if side.seats[0] in last.winners],
            locale,
            style="standard",
        )
        return table.text(
            "sarkanytojas-game-summary",
            number=last.number,
            games=view.games,
            scores=SEPARATOR.join(scores),
            winners=winners,
        )

    def _situation(self, table: TableContext) -> str:
        view: SarkanytojasView = table.view
        names = table.names
        if view.finished:
            return self._winners(table)
        pending = view.pending_discard
        if pending is not None:
            return table.text(
                "sarkanytojas-situation-pending", name=names[pending.seat], by=pending.by, kind=pending.kind
            )
        assert view.line is not None and view.turn is not None
        offer = SEPARATOR.join(
            table.text("sarkanytojas-offer-entry", tile=tile_text(c.tile, table.locale), square=square_name(*c.square))
            for c in view.choices
        )
        return table.text(
            "sarkanytojas-situation-turn",
            name=names[view.turn],
            line=line_label(view.line, table.locale),
            offer=offer,
            bonus=view.egg_bonus,
        )

    @staticmethod
    def _winners(table: TableContext) -> str:
        view: SarkanytojasView = table.view
        winners = view.winners
        sides = [side for side in view.sides if side.seats[0] in winners]
        who = i18n.listed(
            [f"**{side_label(side, table.names, table.locale)}**" for side in sides], table.locale, style="standard"
        )
        plural = len(sides) > 1 or len(sides[0].seats) > 1
        kind = ("shared" if len(sides) > 1 else "pair") if plural else "one"
        if view.games > 1:
            points = view.match_points[winners[0]]
            return table.text("sarkanytojas-win-match", who=kind, names=who, count=points)
        assert view.last_game is not None
        score = signed(view.last_game.scores[winners[0]])
        return table.text("sarkanytojas-win-game", who=kind, names=who, score=score)

    @staticmethod
    def _side_field(table: TableContext, side: Side) -> dict[str, str]:
        view: SarkanytojasView = table.view
        names, locale = table.names, table.locale
        label = side_label(side, names, locale)
        if not view.finished and view.turn in side.seats:
            label = table.text(
                "sarkanytojas-side-pending" if view.pending_discard else "sarkanytojas-side-turn", side=label
            )
        if view.finished and side.seats[0] in view.winners:
            label = table.text("sarkanytojas-side-winner", side=label)
        # Once the game is over its own record has the final scores, the Dragon Egg included.
        last = view.last_game if view.finished else None

        def personal(player: Haul) -> str:
            if last is None:
                return score_text(player.score, player.score_range, locale)
            score = signed(last.personal[player.seat])
            return table.text("sarkanytojas-personal-score-egg", score=score) if player.seat == last.egg_to else score

        players = [view.players[s] for s in side.seats]
        if any(p.face_down for p in players):  # the document: taken tiles lie face down, scores unknown
            lines = [
                haul_text(p, locale)
                if len(players) == 1
                else table.text("sarkanytojas-side-face-down", name=names[p.seat], haul=haul_text(p, locale))
                for p in players
            ]
            value = "\n".join(lines)
        elif len(players) == 1:
            value = table.text("sarkanytojas-side-one", haul=haul_text(players[0], locale), score=personal(players[0]))
        else:
            total = signed(last.scores[side.seats[0]]) if last else score_text(side.score, side.score_range, locale)
            lines = [
                table.text("sarkanytojas-side-player", name=names[p.seat], score=personal(p), haul=haul_text(p, locale))
                for p in players
            ]
            value = "\n".join([*lines, table.text("sarkanytojas-side-pair-total", score=total)])
        return {"name": clip(label, 256), "value": clip(value)}

    @staticmethod
    def _last_game(table: TableContext) -> str:
        view: SarkanytojasView = table.view
        names = table.names
        last = view.last_game
        assert last is not None
        return table.text(
            "sarkanytojas-last-game",
            **end_args(last.end, last.stuck, last.direction, names),
            egg_to=names[last.egg_to],
            bonus=view.egg_bonus,
            winners=" & ".join(names[s] for s in last.winners),
        )

    @staticmethod
    def _footer(table: TableContext) -> str:
        view: SarkanytojasView = table.view
        parts = [table.text("sarkanytojas-footer-tiles-left", count=view.tiles_left)]
        if view.shield_pit:
            parts.append(table.text("sarkanytojas-footer-shield-pit"))
        parts.append(table.text("sarkanytojas-footer-timer", **timer_args(table.game.turn_seconds)))
        return SEPARATOR.join(parts)

    # -- a player's tiles --------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view: SarkanytojasView = hand.view
        names, seat, locale = hand.names, hand.seat, hand.locale
        if view.games > 1:
            title = hand.text("sarkanytojas-hand-title-game", number=view.game_number, games=view.games)
        else:
            title = hand.text("sarkanytojas-hand-title")
        embed = discord.Embed(title=title, colour=COLOUR)
        items: list[Any] = []
        pending = view.pending_discard
        if view.finished:
            lines = [hand.text("sarkanytojas-hand-over")]
        elif pending is not None and pending.seat == seat:
            lines, items = self._discard_choice(hand, pending)
        elif hand.legal:
            assert view.line is not None
            going_on = [c for c in view.choices if not c.ends_game]
            if going_on:
                header = hand.text(
                    "sarkanytojas-hand-your-take",
                    line=line_label(view.line, locale),
                    name=names[going_on[0].next_seat],
                    direction=going_on[0].next_line.direction,
                )
            else:
                header = hand.text("sarkanytojas-hand-your-take-last", line=line_label(view.line, locale))
            lines = [header]
            lines += [choice_text(c, view.egg_bonus, locale) for c in view.choices]
            items = [
                ActionButton(
                    hand.game.id,
                    hand.stamp,
                    c.action,
                    hand.text(
                        "sarkanytojas-take-button", tile=tile_label(c.tile, locale), square=square_name(*c.square)
                    ),
                    TILE_STYLE[tile_kind(c.tile)],
                    TILE_EMOJI[tile_kind(c.tile)],
                )
                for c in view.choices  # a line of 7 holds at most 6 tiles: two rows, in the order of the line
            ]
        elif pending is not None:
            lines = [hand.text("sarkanytojas-hand-wait-discard", name=names[pending.seat], kind=pending.kind)]
        else:
            assert view.turn is not None and view.line is not None
            line = line_label(view.line, locale)
            lines = [hand.text("sarkanytojas-hand-wait-take", name=names[view.turn], line=line)]
        embed.description = "\n".join(lines)
        me = view.players[seat]
        embed.add_field(
            name=hand.text("sarkanytojas-hand-haul", score=score_text(me.score, me.score_range, locale)),
            value=clip(haul_text(me, locale)),
            inline=False,
        )
        embed.add_field(name=hand.text("sarkanytojas-hand-scores"), value=clip(self._scores(hand)), inline=False)
        return embed, items

    @staticmethod
    def _scores(hand: HandContext) -> str:
        """The others' scores; with pairs, the partner's and the pairs' scores.

        Their tiles and the match points are on the table; a private view holds what a take is weighed against.
        """
        view: SarkanytojasView = hand.view
        seat, locale = hand.seat, hand.locale
        sides = view.sides
        me = view.players[seat]
        partner = next((s for s in sides[me.side].seats if s != seat), None)
        shown = [p for p in view.players if p.seat == partner] if view.pairs else view.players
        line = SEPARATOR.join(
            hand.text(
                "sarkanytojas-hand-score-partner" if p.seat == partner else "sarkanytojas-hand-score",
                name=hand.names[p.seat],
                score=hand.text("sarkanytojas-hand-face-down", count=p.tiles)
                if p.face_down
                else score_text(p.score, p.score_range, locale),
            )
            for p in shown
            if p.seat != seat
        )
        if not view.pairs or any(p.face_down for p in view.players):
            return line
        ours, theirs = sides[me.side], sides[1 - me.side]
        pairs = hand.text(
            "sarkanytojas-hand-pairs",
            ours=score_text(ours.score, ours.score_range, locale),
            theirs=score_text(theirs.score, theirs.score_range, locale),
        )
        return line + "\n" + pairs

    @staticmethod
    def _discard_choice(hand: HandContext, pending: PendingDiscard) -> tuple[list[str], list[Any]]:
        kind, by = pending.kind, pending.by
        lines = [
            hand.text("sarkanytojas-discard-choice", by=by, kind=kind),
            hand.text("sarkanytojas-discard-usually", kind=kind),
        ]
        items = [
            ActionButton(
                hand.game.id,
                hand.stamp,
                option.action,
                hand.text("sarkanytojas-discard-button", tile=tile_label(option.tile, hand.locale)),
                TILE_STYLE[kind],
                TILE_EMOJI[kind],
            )
            # one per distinct value (at most 8), lowest first: the costliest dragon or the cheapest egg, as advised
            for option in sorted(pending.options, key=lambda option: option.tile)
        ]
        return lines, items


# -- Dragons' Path -------------------------------------------------------------------------------------


def route_text(board: Board, route: Sequence[Square], locale: str) -> str:
    """A route in words: ``START → C1 (+3) → B1 (-2) = **+1**``."""
    steps = [
        i18n.text(locale, "dragons-path-route-step", square=square_name(r, c), value=signed(board[r][c] or 0))
        for r, c in route
    ]
    total = signed(sum(board[r][c] or 0 for r, c in route))
    if not steps:
        return i18n.text(locale, "dragons-path-route-empty", total=total)
    return i18n.text(locale, "dragons-path-route", steps=" → ".join(steps), total=total)


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


def points_listing(points: Sequence[int], names: Sequence[str], locale: str, bold: bool) -> str:
    """``ann +3, bob -2`` for the seats that scored; empty if nobody did."""
    return COMMA.join(
        i18n.text(locale, "dragons-path-points-entry", name=seat_name(names, s) if bold else names[s], points=signed(p))
        for s, p in enumerate(points)
        if p
    )


def describe_path(event: Event, names: Sequence[str], locale: str) -> str | None:
    """The sentence for a Dragons' Path event."""
    if isinstance(event, E.Passed):
        return i18n.text(locale, "dragons-path-event-passed", seat=seat_name(names, event.seat))
    if isinstance(event, E.Guessed):
        message = "dragons-path-event-guessed" + ("-practice" if event.practice else "")
        return i18n.text(locale, message, seat=seat_name(names, event.seat), guess=event.guess)
    if isinstance(event, E.RouteFound):
        seat = seat_name(names, event.seat)
        return i18n.text(locale, "dragons-path-event-route-found", seat=seat, value=event.value, guess=event.guess)
    if isinstance(event, E.MustShow):
        return i18n.text(locale, "dragons-path-event-must-show", seat=seat_name(names, event.seat), guess=event.guess)
    if isinstance(event, E.RouteShown):
        if event.value is None:
            return i18n.text(locale, "dragons-path-event-cannot-show", seat=seat_name(names, event.seat))
        message = "dragons-path-event-shown-ok" if event.ok else "dragons-path-event-shown-short"
        return i18n.text(locale, message, seat=seat_name(names, event.seat), value=event.value, guess=event.guess)
    if isinstance(event, E.RoundOver):
        if event.points is None:
            return i18n.text(locale, "dragons-path-event-round-over-practice", number=event.round, best=event.best)
        listing = points_listing(event.points, names, locale, bold=True)
        if not listing:
            return i18n.text(locale, "dragons-path-event-round-over-nobody", number=event.round, best=event.best)
        return i18n.text(locale, "dragons-path-event-round-over", number=event.round, points=listing, best=event.best)
    if isinstance(event, E.PathGameOver):
        winners = joined(event.winners, names, locale)
        return i18n.text(locale, "dragons-path-event-game-over", count=event.points, winners=winners)
    if isinstance(event, E.RoundBegins):
        return i18n.text(locale, "dragons-path-event-round-begins", number=event.round, rounds=event.rounds)
    return None


class PuzzlePresenter(Presenter):
    """How a Dragons' Path game looks: the board picture, the race, the checks and the scores."""

    engine = PUZZLE
    emoji = "🧩"
    hand_emoji = "🧭"

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return describe_path(event, names, locale)

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
            story = table.text("dragons-path-summary-no-guess")
        elif view.practice:
            story = table.text("dragons-path-summary-guessed", name=names[guesser], guess=guess)
        elif last.found is not None:
            story = table.text(
                "dragons-path-summary-found",
                name=names[guesser],
                guess=guess,
                finder=names[last.found.seat],
                value=last.found.value,
            )
        elif last.shown:
            story = table.text("dragons-path-summary-shown", name=names[guesser], guess=guess)
        else:
            story = table.text("dragons-path-summary-not-shown", name=names[guesser], guess=guess)
        args = {"number": last.round, "rounds": view.rounds, "story": story, "best": last.best}
        if last.points is None:
            return table.text("dragons-path-round-summary-practice", **args)
        points = points_listing(last.points, names, table.locale, bold=False)
        if not points:
            return table.text("dragons-path-round-summary-nobody", **args)
        return table.text("dragons-path-round-summary", points=points, **args)

    def table_picture(self, table: TableContext) -> Picture:
        view: PathView = table.view
        last = view.last_round
        if view.phase in (REVEAL, OVER) and last is not None:
            return Picture(render_puzzle, (last.board, last.best_route, table.locale))
        return Picture(render_puzzle, (view.board, None, table.locale))

    def table_embed(self, table: TableContext) -> discord.Embed:
        view: PathView = table.view
        names = table.names
        title = table.text(
            "dragons-path-table-title",
            final="yes" if view.finished else "no",
            practice="yes" if view.practice else "no",
            level=view.level,
            size=view.size,
            number=view.round,
            rounds=view.rounds,
        )
        embed = discord.Embed(title=title, colour=COLOUR)
        footer = table.text(
            "dragons-path-footer",
            level=view.level,
            race=view.race_seconds,
            check=view.check_seconds,
            **timer_args(table.game.turn_seconds),
        )
        embed.set_footer(text=footer)
        scores = table.text("dragons-path-scores")
        for route_in_words in (True, False):  # the best route in words too, while the table has room for it
            embed.description = self._situation(table, route_in_words)
            room = TABLE_BUDGET - len(embed) - len(scores)
            if not route_in_words or room >= 40 * view.seats:
                break
        if view.sheet:
            embed.add_field(name=scores, value=scores_text(view, names, table.locale, room), inline=False)
        return embed

    def _situation(self, table: TableContext, route_in_words: bool = True) -> str:
        view: PathView = table.view
        names, locale = table.names, table.locale
        phase = view.phase
        if phase == RACING:
            if view.practice:
                return table.text("dragons-path-race-practice")
            race = table.text("dragons-path-race", check=view.check_seconds)
            if not view.passed:
                return race
            passed = table.text(
                "dragons-path-race-passed", names=i18n.listed([names[s] for s in view.passed], locale, style="standard")
            )
            return race + "\n" + passed
        guesser = names[view.guesser] if view.guesser is not None else ""
        if phase == CHECKING:
            checks = SEPARATOR.join(
                table.text("dragons-path-check-entry", mark=CHECK_MARKS[c.status], name=names[c.seat])
                if c.value is None
                else table.text(
                    "dragons-path-check-entry-value", mark=CHECK_MARKS[c.status], name=names[c.seat], value=c.value
                )
                for c in view.checks
            )
            top = max(view.found, key=lambda found: found.value) if view.found else None
            if top is None:
                goal = table.text("dragons-path-goal-looking", guess=view.guess)
            else:
                goal = table.text("dragons-path-goal-beaten", name=names[top.seat], value=top.value)
            return table.text("dragons-path-checking", guesser=guesser, guess=view.guess, goal=goal, checks=checks)
        if phase == SHOWING:
            return table.text("dragons-path-showing", guess=view.guess, guesser=guesser)
        assert view.last_round is not None
        best_message = "dragons-path-best-possible" if route_in_words else "dragons-path-best-on-picture"
        best = best_text(view.last_round, best_message, locale)
        lines = [round_text(view.last_round, names, view.practice, best, locale), ""]
        if phase == OVER:
            lines.append(final_text(view, names, locale))
        else:
            lines.append(table.text("dragons-path-next-board-soon"))
        return "\n".join(lines)

    # -- a player's view -----------------------------------------------------------------------
    def hand(self, hand: HandContext) -> tuple[discord.Embed, list[Any]]:
        view: PathView = hand.view
        names, seat, locale = hand.names, hand.seat, hand.locale
        embed = discord.Embed(
            title=hand.text("dragons-path-route-title", number=view.round, rounds=view.rounds), colour=COLOUR
        )
        phase = view.phase
        items: list[Any] = []
        board = view.board
        route: tuple[Square, ...] | None = None
        following: tuple[Square, ...] | None = None
        if phase == RACING and seat in view.passed:
            lines = [hand.text("dragons-path-you-passed", deadline=deadline(hand))]
        elif phase == RACING:
            low, high = view.guess_range
            lines = [hand.text("dragons-path-find-route", low=low, high=high)]
            items.append(GuessButton(hand.game.id, hand.stamp, locale))
            if PASS.action in hand.legal:
                label = hand.text("dragons-path-show-best" if view.practice else "dragons-path-pass")
                items.append(ActionButton(hand.game.id, hand.stamp, PASS.action, label, emoji="🏳️"))
        elif phase in (CHECKING, SHOWING) and view.own is not None:
            route, following = view.own.route, view.own.next
            lines = self._building_text(hand)
            items = self._route_controls(hand)
        elif phase == CHECKING:
            if seat == view.guesser:
                lines = [hand.text("dragons-path-guesser-waits", guess=view.guess, deadline=deadline(hand))]
            else:
                lines = [hand.text("dragons-path-check-over", deadline=deadline(hand))]
        elif phase == SHOWING:
            assert view.guesser is not None
            lines = [
                hand.text(
                    "dragons-path-guesser-showing",
                    guesser=names[view.guesser],
                    guess=view.guess,
                    deadline=deadline(hand),
                )
            ]
        else:
            last = view.last_round
            assert last is not None
            board, route = last.board, last.best_route
            best = best_text(last, "dragons-path-best-on-grid", locale)
            if view.practice or last.points is None or last.guesser is None:  # practice, or everybody passed
                lines = [round_text(last, names, view.practice, best, locale)]
            else:
                lines = [
                    hand.text(
                        "dragons-path-round-your-points",
                        story=round_story(last, names, locale),
                        points=signed(last.points[seat]),
                        total=view.totals[seat],
                        best=best,
                    )
                ]
            if phase == OVER:
                lines.append(final_text(view, names, locale))
            elif NEXT.action in hand.legal:
                label = hand.text("dragons-path-next-board")
                items.append(
                    ActionButton(hand.game.id, hand.stamp, NEXT.action, label, discord.ButtonStyle.primary, "➡️")
                )
            else:
                waiting = COMMA.join(names[s] for s in view.to_act)
                lines.append(hand.text("dragons-path-waiting-for", names=waiting, deadline=deadline(hand)))
        lines.append(board_grid(board, route, following))
        if following is not None:
            lines.append(hand.text("dragons-path-legend-building"))
        embed.description = "\n".join(lines)
        if not view.practice and phase not in (REVEAL, OVER):  # a finished round's lines tell the points
            embed.set_footer(text=hand.text("dragons-path-your-points", points=view.totals[seat]))
        return embed, items

    @staticmethod
    def _building_text(hand: HandContext) -> list[str]:
        view: PathView = hand.view
        own = view.own
        assert own is not None
        if view.phase == CHECKING:
            assert view.guesser is not None and view.target is not None and view.guess is not None
            head = hand.text(
                "dragons-path-build-check", guesser=hand.names[view.guesser], guess=view.guess, deadline=deadline(hand)
            )
            if view.target > view.guess:
                head += "\n" + hand.text("dragons-path-best-shown", target=view.target)
        else:
            head = hand.text("dragons-path-build-show", guess=view.guess, deadline=deadline(hand))
        count = len(own.route)
        if not own.route:
            return [head, hand.text("dragons-path-route-start")]
        if own.value is None:  # demonstrating: no running total
            message = "dragons-path-route-shown-so-far" if own.next else "dragons-path-route-shown-complete"
            return [head, hand.text(message, count=count)]
        message = "dragons-path-route-so-far" if own.next else "dragons-path-route-complete"
        return [head, hand.text(message, count=count, value=signed(own.value))]

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
            label = hand.text("dragons-path-step-button", value=signed(tile), square=square_name(r, c))
            button = ActionButton(game_id, stamp, Step(r, c).action, label, style)
            button.row = 0
            items.append(button)
        controls: list[Any] = []
        if UNDO.action in legal:
            controls.append(ActionButton(game_id, stamp, UNDO.action, hand.text("dragons-path-undo"), emoji="↩️"))
        value = own.value
        complete = bool(own.route) and not own.next
        if view.phase == CHECKING:
            assert view.target is not None and value is not None
            if SUBMIT.action in legal:
                best = value > view.target
                style = discord.ButtonStyle.success if best else discord.ButtonStyle.secondary
                label = hand.text("dragons-path-show-my-route", value=signed(value))
                controls.append(ActionButton(game_id, stamp, SUBMIT.action, label, style, "✅"))
            elif complete:
                label = hand.text("dragons-path-does-not-beat", value=signed(value), guess=view.guess)
                controls.append(ActionButton(game_id, stamp, SUBMIT.action, label, disabled=True))
            label = hand.text("dragons-path-nothing-better")
            controls.append(ActionButton(game_id, stamp, DONE.action, label, emoji="✖️"))
        else:  # demonstrating the guess: no running total, the guesser counts for themselves
            if complete:
                label = hand.text("dragons-path-show-it")
                controls.append(ActionButton(game_id, stamp, SUBMIT.action, label, discord.ButtonStyle.primary, "✅"))
            label = hand.text("dragons-path-cannot-show")
            controls.append(ActionButton(game_id, stamp, GIVEUP.action, label, emoji="🏳️"))
        for control in controls:
            control.row = 1
        return items + controls


def deadline(hand: HandContext) -> str:
    """When the running timer ends (a Unix time, which Discord shows as e.g. "in 25 seconds"), as the catalogs'
    selectors read it: ``none`` without one."""
    ends = hand.game.turns.turn_deadline
    return str(int(ends)) if ends else "none"


def scores_text(view: PathView, names: Sequence[str], locale: str, room: int = FIELD_LIMIT) -> str:
    """Everyone's points, best first, one line each (fine for 12 players on a phone), with each round's points
    when they fit in ``room`` characters."""
    totals, places = view.totals, view.places
    order = sorted(range(view.seats), key=lambda s: (places[s], s))
    lines = {
        message: [
            i18n.text(
                locale,
                message,
                medal=MEDALS.get(places[s], NO_MEDAL),
                name=names[s],
                total=totals[s],
                rounds=" ".join(signed(row[s]) for row in view.sheet),
            )
            for s in order
        ]
        for message in ("dragons-path-score-line", "dragons-path-score-rounds")
    }
    room = min(room, FIELD_LIMIT)
    text = "\n".join(lines["dragons-path-score-rounds"])
    return text if len(text) <= room else clip("\n".join(lines["dragons-path-score-line"]), max(room, 100))


def best_text(last: RoundRecap, message: str, locale: str) -> str:
    """The best possible value of a finished round (and its route in words, for ``dragons-path-best-possible``)."""
    return i18n.text(locale, message, best=last.best, route=route_text(last.board, last.best_route, locale))


def round_story(last: RoundRecap, names: Sequence[str], locale: str) -> str:
    """Who guessed what, and who showed which route (a scored round with a guess)."""
    guess, guesser = last.guess, last.guesser
    assert guess is not None and guesser is not None
    who = names[guesser]
    if last.found is not None:
        finder, value = names[last.found.seat], last.found.value
        return i18n.text(locale, "dragons-path-story-found", name=who, guess=guess, finder=finder, value=value)
    message = "dragons-path-story-shown" if last.shown else "dragons-path-story-not-shown"
    return i18n.text(locale, message, name=who, guess=guess)


def round_text(last: RoundRecap, names: Sequence[str], practice: bool, best: str, locale: str) -> str:
    """How the round went, its points and the best possible value (``best``, from :func:`best_text`)."""
    guess, guesser = last.guess, last.guesser
    if guesser is None or guess is None:
        return i18n.text(locale, "dragons-path-no-guess", best=best)
    if practice:
        verdict = "spot-on" if guess == last.best else "better-exists" if guess < last.best else "too-high"
        return i18n.text(
            locale, "dragons-path-practice-guess", name=names[guesser], guess=guess, verdict=verdict, best=best
        )
    assert last.points is not None
    story = round_story(last, names, locale)
    points = points_listing(last.points, names, locale, bold=False)
    if not points:
        return i18n.text(locale, "dragons-path-round-points-nobody", story=story, best=best)
    return i18n.text(locale, "dragons-path-round-points", story=story, points=points, best=best)


def final_text(view: PathView, names: Sequence[str], locale: str) -> str:
    if view.practice:
        return i18n.text(locale, "dragons-path-practice-over")
    winners = [f"**{names[s]}**" for s in range(view.seats) if view.places[s] == 1]
    shared = "yes" if len(winners) > 1 else "no"
    return i18n.text(
        locale,
        "dragons-path-final",
        shared=shared,
        winners=i18n.listed(winners, locale, style="standard"),
        count=max(view.totals),
    )


def viewer_locale(interaction: discord.Interaction) -> str:
    """The catalog of the member who clicked or typed (what only they see is worded in it)."""
    return i18n.language(interaction.locale.value)


def guess_range(live: Live, user_id: int) -> tuple[int, int] | None:
    """The values ``user_id`` may guess now, or ``None`` when they are not racing in this game."""
    seat = live.record.seat_of(user_id)
    if seat is None or live.record.status != "active":
        return None
    view = PUZZLE.view(live.state, seat)
    return view.guess_range if view.phase == RACING else None


class GuessButton(ui.DynamicItem[ui.Button], template=r"dp:(?P<game>\d+):(?P<stamp>\d+):guess"):
    """Opens the modal for a guess; a DynamicItem so that it keeps working after a restart."""

    def __init__(self, game_id: int, stamp: int, locale: str = i18n.DEFAULT) -> None:
        button: ui.Button = ui.Button(
            label=i18n.text(locale, "dragons-path-i-have-it"),
            style=discord.ButtonStyle.success,
            emoji="💡",
            custom_id=f"dp:{game_id}:{stamp}:guess",
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
            notice = i18n.text(viewer_locale(interaction), "dragons-path-too-late")
            await hoard.show_hand(interaction, live, player, notice=notice)
            return
        low, high = allowed
        modal = GuessModal(self.game_id, self.stamp, low, high, viewer_locale(interaction))
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

    def __init__(self, game_id: int, stamp: int, low: int, high: int, locale: str = i18n.DEFAULT) -> None:
        title = i18n.text(locale, "dragons-path-i-have-it")
        super().__init__(title=title, custom_id=f"dp:{game_id}:{stamp}:value", timeout=None)
        field: ui.TextInput[GuessModal] = ui.TextInput(
            label=i18n.text(locale, "dragons-path-guess-input", low=low, high=high),
            placeholder=i18n.text(locale, "dragons-path-guess-placeholder"),
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
    locale = viewer_locale(interaction)
    allowed = guess_range(live, player.id)
    if allowed is None:
        await hoard.show_hand(interaction, live, player, notice=i18n.text(locale, "dragons-path-too-late"))
        return
    low, high = allowed
    text = text.strip().replace("−", "-")
    guess = int(text) if re.fullmatch(r"[+-]?\d{1,4}", text) else None
    if guess is None or not low <= guess <= high:
        notice = i18n.text(locale, "dragons-path-not-a-value", text=text, low=low, high=high)
        await hoard.show_hand(interaction, live, player, notice=notice)
        return
    await hoard.on_actions(interaction, game_id, stamp, [Guess(guess).action])
