"""The final standings every finished game shows, on its table and in its players' private views: one field, the
same for every game, drawn from the stored results (place, name, score in the game's unit), so the end of every
game reads alike and no drawing adds up a score of its own."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from discord_ui import i18n
from discord_ui.drawing import Field
from discord_ui.formatting import score_text
from discord_ui.presenter import Presenter


def standings(
    presenter: Presenter,
    results: Sequence[Mapping[str, Any]],
    names: Sequence[str],
    locale: str,
    options: Mapping[str, Any],
) -> Field | None:
    """The field "Final standings": a line per seat, best place first, with its place (a medal for the first
    three), its name and its score in the unit of a game played with ``options``; seats sharing a place are
    marked as tied. None before there are results."""
    if not results:
        return None
    ordered = sorted(results, key=lambda r: (r["placement"], r["seat"]))
    places = [r["placement"] for r in ordered]
    unit = presenter.score_message(options)
    lines = []
    for result in ordered:
        place, seat = result["placement"], result["seat"]
        name = names[seat] if 0 <= seat < len(names) else i18n.text(locale, "event-seat-number", number=seat + 1)
        lines.append(
            i18n.text(
                locale,
                "standings-tied-line" if places.count(place) > 1 else "standings-line",
                place=i18n.text(locale, "standings-place", place=place),
                name=name,
                score=score_text(presenter.engine.id, result["score"], locale, message=unit),
            )
        )
    return Field(i18n.text(locale, "standings-title"), "\n".join(lines))
