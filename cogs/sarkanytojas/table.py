"""Sárkánytojás's public table: a picture of the field with the line to take from framed, whose turn it is, what
that line offers, each side's haul and score, how the last game ended and the match scoresheet."""

from __future__ import annotations

from collections.abc import Sequence

from cogs.sarkanytojas.layout import COMMA, RECENT_LEAST, RECENT_MOST, SEPARATOR, TABLE_BUDGET, characters
from cogs.sarkanytojas.picture import TableBoard, render_board
from cogs.sarkanytojas.words import (
    end_args,
    game_scores,
    haul_text,
    line_label,
    player_score,
    side_label,
    side_score,
    tile_text,
    timer_args,
)
from discord_ui import i18n
from discord_ui.drawing import Field, Log, Sheet
from discord_ui.formatting import column_name, signed
from discord_ui.pictures import Picture
from discord_ui.presenter import TableContext
from engine.sarkanytojas import square_name
from engine.sarkanytojas.views import SarkanytojasView, Side


def table_sheet(table: TableContext) -> Sheet:
    """The table: the situation, a field per side, the scoresheet of a match, how the last game ended (room
    allowing) and the newest events."""
    view: SarkanytojasView = table.view
    if view.finished:
        title = table.text("sarkanytojas-table-title-final")
    elif view.games > 1:
        title = table.text("sarkanytojas-table-title-game", number=view.game_number, games=view.games)
    else:
        title = table.text("sarkanytojas-table-title")
    sheet = Sheet(title, [] if view.finished else [situation(table)], budget=TABLE_BUDGET)
    inline = len(view.sides) < 4 and not view.pairs
    sheet.fields = [side_field(table, side, inline) for side in view.sides]
    if view.games > 1:
        sheet.add(table.text("sarkanytojas-field-scoresheet"), match_sheet(view, table.plain_names, table.locale))
    sheet.footer = footer(table)
    if view.last_game and (view.games > 1 or not view.finished):  # how the last game ended, room allowing
        name = table.text("sarkanytojas-field-game", number=view.last_game.number)
        value = last_game(table)
        if characters(sheet, table.locale) + len(name) + len(value) <= TABLE_BUDGET - RECENT_LEAST:
            sheet.fields.insert(len(view.sides), Field(name, value))
    sheet.log = Log(table.text("sarkanytojas-field-recent"), table.recent, most=RECENT_MOST, least=RECENT_LEAST)
    sheet.picture = Picture(render_board, (TableBoard.of(view, locale=table.locale),))
    return sheet


def game_summary(table: TableContext) -> str | None:
    """The game of the match just over, in one line: each player's score with its parts (and each pair's), who
    won it and the match points it gave."""
    view: SarkanytojasView = table.view
    last = view.last_game
    if last is None:
        return None
    winners = i18n.listed(
        [f"**{side_label(side, table.names, table.locale)}**" for side in view.sides if side.seats[0] in last.winners],
        table.locale,
        style="standard",
    )
    return table.text(
        "sarkanytojas-game-summary",
        number=last.number,
        games=view.games,
        scores=last_scores(table),
        winners=winners,
        points=match_points_text(table),
    )


def last_scores(table: TableContext) -> str:
    """The last game's scores, each player's with its parts (and each pair's sum)."""
    view: SarkanytojasView = table.view
    last = view.last_game
    assert last is not None
    return game_scores(last.personal, last.parts, last.scores, (), table.names, table.locale)


def match_points_text(table: TableContext) -> str:
    """The match points the last game gave each side: ``ann 1, bob 0``."""
    view: SarkanytojasView = table.view
    last = view.last_game
    assert last is not None
    return COMMA.join(
        table.text(
            "sarkanytojas-score-entry",
            name=side_label(side, table.names, table.locale),
            score=str(last.points[side.seats[0]]),
        )
        for side in view.sides
    )


def match_sheet(view: SarkanytojasView, names: Sequence[str], locale: str) -> str:
    """A row per side: its score in each game of the match (``·`` for games to come) and its match points."""
    sides = view.sides
    heads = ["+".join(column_name(names[s], 4 if len(side.seats) > 1 else 6) for s in side.seats) for side in sides]
    rows = [
        [signed(scores[side.seats[0]], locale) for scores in view.scoresheet]
        + ["·"] * (view.games - len(view.scoresheet))
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


def situation(table: TableContext) -> str:
    """Whose turn it is and what the line offers, or who must give a tile up (who won is in the standings)."""
    view: SarkanytojasView = table.view
    names = table.names
    pending = view.pending_discard
    if pending is not None:
        return table.text("sarkanytojas-situation-pending", name=names[pending.seat], by=pending.by, kind=pending.kind)
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


def side_field(table: TableContext, side: Side, inline: bool) -> Field:
    """A side's field: its name (and whether it is to move or won), its players' hauls and scores."""
    view: SarkanytojasView = table.view
    names, locale = table.names, table.locale
    label = side_label(side, names, locale)
    if not view.finished and view.turn in side.seats:
        label = table.text(
            "sarkanytojas-side-pending" if view.pending_discard else "sarkanytojas-side-turn", side=label
        )
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
        value = table.text(
            "sarkanytojas-side-one", haul=haul_text(players[0], locale), score=player_score(view, players[0], locale)
        )
    else:
        total = side_score(view, side, locale)
        lines = [
            table.text(
                "sarkanytojas-side-player",
                name=names[p.seat],
                score=player_score(view, p, locale),
                haul=haul_text(p, locale),
            )
            for p in players
        ]
        value = "\n".join([*lines, table.text("sarkanytojas-side-pair-total", score=total)])
    return Field(label, value, inline)


def last_game(table: TableContext) -> str:
    """How the last game of the match ended (the line or field that ran out, the Dragon Egg, who won) and, while
    the next one is played, its scores with their parts and the match points it gave (at the end the sides' fields
    show the scores)."""
    view: SarkanytojasView = table.view
    names = table.names
    last = view.last_game
    assert last is not None
    ended = table.text(
        "sarkanytojas-last-game",
        **end_args(last.end, last.stuck, last.direction, names),
        egg_to=names[last.egg_to],
        bonus=view.egg_bonus,
        winners=" & ".join(names[s] for s in last.winners),
    )
    if view.finished:
        return ended
    scores = table.text("sarkanytojas-last-game-scores", scores=last_scores(table), points=match_points_text(table))
    return f"{ended}\n{scores}"


def footer(table: TableContext) -> str:
    """The tiles left, the Shield & Pit rule when in play, and the turn timer."""
    view: SarkanytojasView = table.view
    parts = [table.text("sarkanytojas-footer-tiles-left", count=view.tiles_left)]
    if view.shield_pit:
        parts.append(table.text("sarkanytojas-footer-shield-pit"))
    parts.append(table.text("sarkanytojas-footer-timer", **timer_args(table.game.turn_seconds)))
    return SEPARATOR.join(parts)
