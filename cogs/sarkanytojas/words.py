"""How Sárkánytojás's tiles, hauls, scores and events are worded (the words come from
``locales/<locale>/sarkanytojas.ftl``), and the turn timer both games' footers tell."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cogs.sarkanytojas.layout import COMMA, SEPARATOR
from cogs.sarkanytojas.picture import line_words
from discord_ui import i18n
from discord_ui.formatting import signed
from discord_ui.presenter import seat_name
from engine.protocol import Event
from engine.sarkanytojas import ScoreParts, sides, square_name, tile_kind
from engine.sarkanytojas import events as E
from engine.sarkanytojas.views import Haul, Line, SarkanytojasView, Side, Tile

TILE_EMOJI = {"egg": "🥚", "dragon": "🐉", "shield": "🛡️", "pit": "🕳️"}


def timer_args(seconds: int) -> dict[str, Any]:
    """A turn timer for a catalog's selector: ``unit`` is ``off``, ``minutes`` (whole minutes) or ``seconds``."""
    minutes, rest = divmod(seconds, 60)
    unit = "off" if not seconds else "seconds" if rest else "minutes"
    return {"unit": unit, "minutes": minutes, "seconds": seconds}


def tile_label(tile: int | str, locale: str) -> str:
    """A tile's own label: a value tile's signed value (``+5``, ``−3``), else ``Shield`` / ``Pit``."""
    return signed(tile, locale) if isinstance(tile, int) else i18n.text(locale, f"sarkanytojas-tile-{tile}")


def tile_text(tile: Tile, locale: str) -> str:
    """A Sárkánytojás tile as ``🥚+5`` or ``🛡️Shield``."""
    return f"{TILE_EMOJI[tile_kind(tile)]}{tile_label(tile, locale)}"


def score_text(score: int | None, score_range: tuple[int, int] | None, locale: str) -> str:
    """An exact score, the range the public knows when tiles went face down, or nothing known (``?``) of a
    face-down haul."""
    if score is not None:
        return signed(score, locale)
    if score_range is None:
        return "?"
    low, high = score_range
    if low == high:  # every tile that went face down is of one value
        return signed(low, locale)
    return i18n.text(locale, "sarkanytojas-score-range", low=signed(low, locale), high=signed(high, locale))


def parts_text(parts: ScoreParts, locale: str) -> str:
    """Where a player's score of a game came from: the eggs and the dragons they kept and, for whoever took last, the
    Dragon Egg: ``🥚+20 🐉−8, Dragon Egg +5``."""
    message = "sarkanytojas-parts-egg" if parts.egg else "sarkanytojas-parts"
    return i18n.text(
        locale,
        message,
        eggs=signed(parts.eggs, locale),
        dragons=signed(parts.dragons, locale),
        bonus=signed(parts.egg, locale),
    )


def game_scores(
    personal: Sequence[int],
    parts: Sequence[ScoreParts],
    side_scores: Sequence[int],
    winners: Sequence[int],
    names: Sequence[str],
    locale: str,
) -> str:
    """A finished game's scores: each player's with its parts and, with pairs, each pair's sum, the ``winners``
    marked: ``🏆 ann +12 (🥚+20 🐉−8) · bob +7 (🥚+10 🐉−8, Dragon Egg +5)``."""

    def player(seat: int, marked: bool) -> str:
        message = "sarkanytojas-score-parts-winner" if marked else "sarkanytojas-score-parts"
        score, part = signed(personal[seat], locale), parts_text(parts[seat], locale)
        return i18n.text(locale, message, name=names[seat], score=score, parts=part)

    groups = sides(len(personal))
    if all(len(group) == 1 for group in groups):
        return SEPARATOR.join(player(seat, seat in winners) for seat in range(len(personal)))
    pairs = []
    for first, second in groups:
        message = "sarkanytojas-pair-sum-winner" if first in winners else "sarkanytojas-pair-sum"
        first_text, second_text = player(first, False), player(second, False)
        score = signed(side_scores[first], locale)
        pairs.append(i18n.text(locale, message, first=first_text, second=second_text, score=score))
    return SEPARATOR.join(pairs)


def player_score(view: SarkanytojasView, player: Haul, locale: str) -> str:
    """A player's score as the table and every private view show it: once the match is over, its last game's
    record with its parts (the Dragon Egg included), else what the viewer may know of their haul."""
    last = view.last_game
    if view.finished and last is not None:
        score, parts = signed(last.personal[player.seat], locale), parts_text(last.parts[player.seat], locale)
        return i18n.text(locale, "sarkanytojas-personal-score-parts", score=score, parts=parts)
    return score_text(player.score, player.score_range, locale)


def side_score(view: SarkanytojasView, side: Side, locale: str) -> str:
    """A side's score as the table and every private view show it (see :func:`player_score`)."""
    if view.finished and view.last_game is not None:
        return signed(view.last_game.scores[side.seats[0]], locale)
    return score_text(side.score, side.score_range, locale)


def line_label(line: Line, locale: str) -> str:
    """The line to take from, as the catalog names it."""
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
    """A side's name: its player's, or both partners'."""
    if len(side.seats) == 1:
        return names[side.seats[0]]
    first, second = (names[s] for s in side.seats)
    return i18n.text(locale, "sarkanytojas-side-names", first=first, second=second)


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
        parts = event.score_parts()
        if parts:
            bold = [seat_name(names, seat) for seat in range(len(event.personal))]
            scores = game_scores(event.personal, parts, event.scores, event.winners, bold, locale)
        else:  # an event stored before the parts were kept gives the scores alone
            scores = old_game_scores(event, names, locale)
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


def old_game_scores(event: E.GameOver, names: Sequence[str], locale: str) -> str:
    """The scores of a game's end stored before its parts were kept: each player's, or each pair's, the winners
    marked."""
    winners = set(event.winners)

    def entry(name: str, seat: int, score: int) -> str:
        message = "sarkanytojas-score-entry-winner" if seat in winners else "sarkanytojas-score-entry"
        return i18n.text(locale, message, name=name, score=signed(score, locale))

    if event.pairs:
        pairs = [
            (i18n.text(locale, "sarkanytojas-pair-names", one=seat_name(names, s), other=seat_name(names, s + 2)), s)
            for s in (0, 1)
        ]
        return COMMA.join(entry(name, s, event.scores[s]) for name, s in pairs)
    return COMMA.join(entry(seat_name(names, s), s, p) for s, p in enumerate(event.personal))
