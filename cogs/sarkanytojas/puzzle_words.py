"""How the Dragons' Path is worded (the words come from ``locales/<locale>/dragons-path.ftl``): routes, the board
as monospace text, points, scores, how a round went, and its events."""

from __future__ import annotations

from collections.abc import Sequence

from cogs.sarkanytojas.layout import COMMA
from cogs.sarkanytojas.words import joined
from discord_ui import i18n
from discord_ui.formatting import amount_text, clip, signed
from discord_ui.presenter import HandContext, seat_name
from discord_ui.render import FIELD_VALUE
from engine.protocol import Event
from engine.sarkanytojas import events as E
from engine.sarkanytojas import square_name
from engine.sarkanytojas.views import Board, PathView, RoundRecap, Square

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
NO_MEDAL = "▫️"


def route_text(board: Board, route: Sequence[Square], locale: str) -> str:
    """A route in words: ``START → C1 (+3) → B1 (−2) = **+1**``."""
    steps = [
        i18n.text(locale, "dragons-path-route-step", square=square_name(r, c), value=signed(board[r][c] or 0, locale))
        for r, c in route
    ]
    total = signed(sum(board[r][c] or 0 for r, c in route), locale)
    if not steps:
        return i18n.text(locale, "dragons-path-route-empty", total=total)
    return i18n.text(locale, "dragons-path-route", steps=" → ".join(steps), total=total)


def board_grid(
    board: Board, locale: str, route: Sequence[Square] | None = None, following: Sequence[Square] | None = None
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
                cells.append(f"[{signed(tile, locale)}]")
            else:
                cells.append(f" {signed(tile, locale)} ")
        lines.append(f"{r + 1} " + "".join(cells).rstrip())
    return "```\n" + "\n".join(lines) + "\n```"


def points_listing(points: Sequence[int], names: Sequence[str], locale: str, bold: bool) -> str:
    """``ann +3, bob −2`` for the seats that scored; empty if nobody did."""
    return COMMA.join(
        i18n.text(
            locale,
            "dragons-path-points-entry",
            name=seat_name(names, s) if bold else names[s],
            points=signed(p, locale),
        )
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


def deadline(hand: HandContext) -> str:
    """When the running timer ends (a Unix time, which Discord shows as e.g. "in 25 seconds"), as the catalogs'
    selectors read it: ``none`` without one."""
    ends = hand.game.turns.turn_deadline
    return str(int(ends)) if ends else "none"


def scores_text(view: PathView, names: Sequence[str], locale: str, room: int = FIELD_VALUE) -> str:
    """Everyone's points, best first, one line each (fine for 12 players on a phone), with each round's points
    when they fit in ``room`` characters; totals below zero with the one minus sign, as every other score."""
    totals, places = view.totals, view.places
    order = sorted(range(view.seats), key=lambda s: (places[s], s))
    lines = {
        message: [
            i18n.text(
                locale,
                message,
                medal=MEDALS.get(places[s], NO_MEDAL),
                name=names[s],
                total=amount_text(totals[s], locale),
                rounds=" ".join(signed(row[s], locale) for row in view.sheet),
            )
            for s in order
        ]
        for message in ("dragons-path-score-line", "dragons-path-score-rounds")
    }
    room = min(room, FIELD_VALUE)
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
