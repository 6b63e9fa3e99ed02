"""What a game's cog provides to draw its table and hands, and the helpers they share."""

from __future__ import annotations

import re
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from discord_ui import i18n
from discord_ui import names as naming
from discord_ui.drawing import Line, Sheet
from engine.protocol import Engine, Event, IllegalAction
from service.events import SERVICE_EVENTS, SeatReclaimed, TimedOut, decode_service_event
from service.storage import GameRecord

SEAT_TOKEN = re.compile(r"\{s(\d+)\}")
#: how many worded log lines a presenter keeps (see :func:`log_line`; all let go at once when full): the latest
#: events of a thousand tables, as the table and a player read them
WORDED_LINES = 50_000
#: a rules page's longest text
RULES_PAGE_CHARACTERS = 1000


def rules_pages(text: str, limit: int = RULES_PAGE_CHARACTERS) -> list[str]:
    """``text`` cut at paragraph breaks into pages of at most ``limit`` characters (a longer paragraph
    gets a page of its own, cut at line breaks)."""
    pages: list[str] = []
    current = ""
    for paragraph in [p.strip() for p in text.split("\n\n") if p.strip()]:
        pieces = [paragraph] if len(paragraph) <= limit else _cut_lines(paragraph, limit)
        for piece in pieces:
            if current and len(current) + 2 + len(piece) > limit:
                pages.append(current)
                current = ""
            current = f"{current}\n\n{piece}" if current else piece
    if current:
        pages.append(current)
    return pages or [""]


def _cut_lines(text: str, limit: int) -> list[str]:
    pieces: list[str] = []
    current = ""
    for line in text.split("\n"):
        if current and len(current) + 1 + len(line) > limit:
            pieces.append(current)
            current = ""
        current = f"{current}\n{line}" if current else line[:limit]
    return [*pieces, current] if current else pieces


@dataclass
class TableContext:
    """Everything needed to draw the public table of a game."""

    game: GameRecord
    view: Any  # the engine's spectator view (the game's view dataclass)
    names: list[str]  # escaped for markdown (``discord_ui.names.markdown_names``)
    recent: list[Line]  # recent events worded in the table's locale, names filled in
    results: list[dict[str, Any]]  # stored results once finished
    #: the catalog the table is worded in: the game's (what the channel sees)
    locale: str = i18n.DEFAULT

    def name(self, seat: int) -> str:
        return self.names[seat]

    def text(self, message_id: str, /, **args: Any) -> str:
        """A message of the catalogs in the table's locale."""
        return i18n.text(self.locale, message_id, **args)

    @property
    def plain_names(self) -> list[str]:
        """The seats' names as plain text, for labels, pictures and code blocks (``names.in_code_block``)."""
        return naming.plain_names(self.game.seats)


@dataclass
class HandContext:
    """Everything needed to draw one player's private view."""

    game: GameRecord
    seat: int
    view: Any  # the engine's view for that seat (the game's view dataclass)
    names: list[str]  # escaped for markdown (``discord_ui.names.markdown_names``)
    stamp: int
    legal: list[str]
    #: the catalog the view is worded in: its viewer's
    locale: str = i18n.DEFAULT

    def text(self, message_id: str, /, **args: Any) -> str:
        """A message of the catalogs in the viewer's locale."""
        return i18n.text(self.locale, message_id, **args)

    @property
    def plain_names(self) -> list[str]:
        """The seats' names as plain text, for labels and select options."""
        return naming.plain_names(self.game.seats)


def fill_names(text: str, names: list[str]) -> str:
    """Put display names in for the ``{sN}`` seat tokens of engine event texts."""
    return SEAT_TOKEN.sub(lambda m: f"**{names[int(m[1])]}**" if int(m[1]) < len(names) else m[0], text)


def seat_name(names: Sequence[str], seat: int, locale: str = i18n.DEFAULT) -> str:
    """A seat's display name in bold, as event sentences show it."""
    return f"**{names[seat]}**" if 0 <= seat < len(names) else i18n.text(locale, "event-seat-number", number=seat + 1)


def service_event_line(event: Event, names: Sequence[str], locale: str = i18n.DEFAULT) -> str | None:
    """The sentence for an event of the service itself (timers, seats taken back) in ``locale``."""
    if isinstance(event, TimedOut | SeatReclaimed):
        seat = event.seat
        name = names[seat] if 0 <= seat < len(names) else i18n.text(locale, "event-seat-number", number=seat + 1)
        if isinstance(event, SeatReclaimed):
            return i18n.text(locale, "event-seat-taken-back", name=name)
        kept = "event-timed-out-ai-keeps" if event.ai_keeps_seat else "event-timed-out-ai-plays"
        return i18n.text(locale, kept, name=name)
    return None


def decoded(presenter: Presenter, data: Event | Mapping[str, Any]) -> Event | None:
    """One event of a game, as made or as stored, as its dataclass (the service's or the game's); None for a kind
    neither knows."""
    if isinstance(data, Event):
        return data
    service_event = decode_service_event(data)
    return service_event if service_event is not None else presenter.engine.decode_event(data)


def event_line(
    presenter: Presenter,
    data: Event | Mapping[str, Any],
    names: Sequence[str],
    locale: str = i18n.DEFAULT,
    reader: int | None = None,
) -> str | None:
    """The sentence for one event of a game, as made or as stored, in ``locale`` (None: not shown), as the seat
    ``reader`` reads it in its private view (None: the table)."""
    return _sentence(presenter, decoded(presenter, data), data, names, locale, reader)


def log_line(
    presenter: Presenter, data: Event | Mapping[str, Any], names: Sequence[str], locale: str, seat: int | None = None
) -> Line | None:
    """One event of a game as a line of a log in ``locale`` as ``seat`` reads it (None: not shown), important when
    it concerns ``seat`` or changes what it may do (:meth:`Presenter.important`; no seat: the table's, none is).

    An event as made (a typed one, hashable) is worded once per presenter for the same names, locale and reader: a
    table and each private view word the game's latest events again after every move."""
    if isinstance(data, Mapping):
        return _log_line(presenter, data, names, locale, seat)
    key = (data, tuple(names), locale, seat)
    try:
        hash(key)
    except TypeError:  # an event holding a list or a dict cannot be a key: worded each time
        return _log_line(presenter, data, names, locale, seat)
    worded = _WORDED.setdefault(presenter, {})
    if key not in worded:
        if len(worded) >= WORDED_LINES:
            worded.clear()
        worded[key] = _log_line(presenter, data, names, locale, seat)
    return worded[key]


#: the lines :func:`log_line` worded, by presenter (a presenter let go takes its lines with it)
_WORDED: weakref.WeakKeyDictionary[Presenter, dict[tuple[Any, ...], Line | None]] = weakref.WeakKeyDictionary()


def _log_line(
    presenter: Presenter, data: Event | Mapping[str, Any], names: Sequence[str], locale: str, seat: int | None
) -> Line | None:
    event = decoded(presenter, data)
    text = _sentence(presenter, event, data, names, locale, seat)
    if text is None:
        return None
    return Line(text, seat is not None and event is not None and presenter.important(event, seat))


def _sentence(
    presenter: Presenter,
    event: Event | None,
    data: Event | Mapping[str, Any],
    names: Sequence[str],
    locale: str,
    reader: int | None,
) -> str | None:
    if event is None:  # an engine whose events are not typed yet writes its own text
        text = data.get("text") if isinstance(data, Mapping) else None
        return fill_names(text, list(names)) if isinstance(text, str) else None
    line = service_event_line(event, names, locale)
    return line if line is not None else game_event_line(presenter, event, names, locale, reader)


def game_event_line(
    presenter: Presenter, event: Event, names: Sequence[str], locale: str, reader: int | None
) -> str | None:
    """A game's event worded for ``reader`` where the game has words of its own for that seat, else for the table."""
    own = None if reader is None else presenter.describe_for(event, reader, names, locale)
    return own if own is not None else presenter.describe(event, names, locale)


def game_text(presenter: Presenter, locale: str, part: str, /, **args: Any) -> str:
    """A message of a game's own catalog, ``<game>-<part>`` (its ``title``, ``tagline``, ``rules``, an option's
    words...), in ``locale``."""
    return i18n.text(locale, f"{presenter.engine.id}-{part}", **args)


def mention(game: GameRecord, seat: int) -> str:
    record = game.seats[seat]
    if record.user_id and not record.is_ai:
        return f"<@{record.user_id}>"
    return f"**{naming.markdown(naming.shown_name(record.name, record.is_ai))}**"


class Presenter:
    """The per-game drawing hooks; game cogs inherit this next to ``GroupCog``."""

    engine: Engine[Any, Any]
    emoji: str = "🐉"
    #: the emoji of the table button that opens a player's private view (its name, ``table-hand-button``, is one for
    #: every game): a Unicode emoji Discord knows (a mere symbol such as 🂠 makes Discord refuse the table)
    hand_emoji: str = "🃏"
    #: engine options players need not see (e.g. the dealer seat that rematches rotate)
    hidden_options: tuple[str, ...] = ()
    #: how many of the latest events the table lists (a game whose moves make many events wants more)
    recent_events: int = 6

    def score_message(self, options: Mapping[str, Any]) -> str:
        """The catalog message giving a stored result's score in the unit of a game played with ``options``
        (``count``, ``amount``): the game's own (``<game>-score``) by default."""
        return f"{self.engine.id}-score"

    def rules_arguments(self) -> Mapping[str, Any]:
        """The arguments of the game's ``<game>-rules`` (figures its engine holds, so the rules and the scoring
        cannot differ); none by default."""
        return {}

    def illegal_params(self, reason: IllegalAction, locale: str) -> Mapping[str, Any]:
        """The arguments of the game's ``<game>-illegal-<code>`` sentence for ``reason`` in ``locale`` (e.g. a rank's
        label for its code)."""
        return reason.params

    def draw_table(self, table: TableContext) -> Sheet:
        """The public table: its words, its log (``table.recent``), the action controls anyone may click (for
        games with nothing hidden to choose from; the service refuses whoever may not act; at most four rows) and
        an optional picture (how to draw it: a function of the public view's parts it shows, drawn off the loop
        and uploaded again only when those parts change)."""
        raise NotImplementedError

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        """The sentence for one of this game's events in ``locale`` (names are display names by seat, escaped);
        None: not shown."""
        return None

    def important(self, event: Event, seat: int) -> bool:
        """Whether ``event`` concerns ``seat`` or changes what it may do (an offer, a theft, a reveal, a trick or
        round won...): "since your last move" cuts such a line last. By default the service's own events (a
        timeout, a seat taken back); a game adds its own and keeps these."""
        return isinstance(event, SERVICE_EVENTS)

    def describe_for(self, event: Event, seat: int, names: Sequence[str], locale: str) -> str | None:
        """The sentence for an event as ``seat`` reads it in its private view, where it says more to that seat than
        the table's (e.g. a choice the game made for it: "You pay 5 gold: no dragon to hand over"); None: the
        table's."""
        return None

    def draw_hand(self, hand: HandContext) -> Sheet:
        """A seat's private view with its controls (the bot adds what happened since the seat's last move)."""
        raise NotImplementedError

    def revealed_hand(self, view: Any, locale: str) -> str | None:
        """What the seat of ``view`` (its own view) holds that the table does not show, in a few words (its cards),
        for the replay of a game that is over; None: nothing hidden."""
        return None

    def round_summary(self, table: TableContext) -> str | None:
        """One line left on a table that a newer one replaces (the round or gambit just over: who took what,
        the scores), drawn from the game as it is now; None keeps a plain "moved on" line."""
        return None

    def pings_for(self, view: Any) -> bool:
        """Whether waiting in this state is worth a ping (e.g. not for pressing "Next board")."""
        return True

    def table_epoch(self, view: Any) -> str:
        """The table is reposted (not edited) when this changes, e.g. with every round."""
        return ""
