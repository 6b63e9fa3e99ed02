"""A game's whole log, paged: every logged event worded (the service's notes too), in the reader's locale, with its
result and scoresheet once known. One drawing for the Log button of a game's table and private views and for
``/history`` (``cogs/leaderboard.py``), each with page buttons of its own (their ids are checked differently)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from discord_ui import i18n
from discord_ui.components import Item
from discord_ui.drawing import Sheet
from discord_ui.formatting import column_name, score_text, signed
from discord_ui.names import markdown_names, plain_names
from discord_ui.presenter import Presenter, event_line
from service.storage import GameRecord, Storage

#: lines of a page of the log
LOG_LINES = 25
#: the Log button's emoji, on a table and in a private view
LOG_EMOJI = "📜"
#: a page button of the log: (game id, page, label, disabled) -> the control
PageButton = Callable[[int, int, str, bool], Item]


def page_count(lines: list[str]) -> int:
    """How many pages ``lines`` fill (one, even if empty)."""
    return max(1, -(-len(lines) // LOG_LINES))


async def log_lines(storage: Storage, presenters: Mapping[str, Presenter], game: GameRecord, locale: str) -> list[str]:
    """Every logged event of the game worded in ``locale``, oldest first, with its seats' names as now."""
    presenter = presenters.get(game.kind)
    if presenter is None:
        return []
    names = markdown_names(game.seats)
    return [
        line
        for a in await storage.actions(game.id)
        for e in a.events
        if (line := event_line(presenter, e, names, locale))
    ]


async def log_sheet(
    storage: Storage,
    presenters: Mapping[str, Presenter],
    game: GameRecord,
    lines: list[str],
    page: int,
    locale: str,
    button: PageButton,
) -> Sheet:
    """Page ``page`` (0: the oldest lines) of the game's log ``lines`` in ``locale``, with Back and Next made by
    ``button``; once the game is over, when it ended, its result and its scoresheet beside them."""
    pages = page_count(lines)
    presenter = presenters.get(game.kind)
    title = i18n.text(locale, f"{game.kind}-title") if presenter is not None else game.kind
    sheet = Sheet(
        i18n.text(locale, "records-log-title", game=title, id=str(game.id)),
        lines[page * LOG_LINES : (page + 1) * LOG_LINES] or [i18n.text(locale, "records-log-empty")],
    )
    if game.status == "finished":
        names = markdown_names(game.seats)
        if game.ended_at:
            sheet.add(i18n.text(locale, "records-log-finished"), f"<t:{int(game.ended_at)}:f>", inline=True)
        unit = presenter.score_message(game.options) if presenter is not None else ""
        standing = "\n".join(
            i18n.text(
                locale,
                "records-log-result-line",
                place=r["placement"],
                name=names[r["seat"]],
                score=score_text(game.kind, r["score"], locale, message=unit),
            )
            for r in sorted(await storage.results(game.id), key=lambda r: r["placement"])
        )
        sheet.add(i18n.text(locale, "records-log-result"), standing or "—", inline=True)
    scores = await storage.scoresheet(game.id)
    if scores:
        totals = presenter is not None and presenter.engine.scoresheet_totals
        sheet.add(
            i18n.text(locale, "records-log-scoresheet"),
            scoresheet_block(plain_names(game.seats), scores, totals, locale),
        )
    sheet.footer = i18n.text(locale, "records-log-footer", page=page + 1, pages=pages)
    previous, following = i18n.text(locale, "records-previous"), i18n.text(locale, "records-next")
    sheet.controls = [
        button(game.id, page - 1, previous, page <= 0),
        button(game.id, page + 1, following, page + 1 >= pages),
    ]
    return sheet


def scoresheet_block(names: list[str], sheet: list[list[int]], totals: bool, locale: str) -> str:
    """The scoresheet as a code block (``names`` plain): a round's points signed ("+12", "−7"), running totals as
    they are (with the same minus sign)."""
    short = [column_name(n, 7) for n in names]
    width = max(5, *(len(n) for n in short))

    def number(points: int) -> str:
        return signed(points, locale) if not totals or points < 0 else str(points)

    table = ["    " + " ".join(n.rjust(width) for n in short)]
    table += [f"{i:>3} " + " ".join(number(p).rjust(width) for p in row) for i, row in enumerate(sheet, 1)]
    return "```\n" + "\n".join(table)[:1000] + "\n```"
