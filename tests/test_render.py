"""The one renderer: every message within Discord's limits and its budget, logs cut as a reader wants them."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from discord_ui import i18n, render
from discord_ui.drawing import EMBED_TOTAL, Field, Line, Log, Sheet
from discord_ui.formatting import fit_lines, signed

LOCALE = i18n.DEFAULT
words = st.text(
    st.characters(blacklist_characters="\n\r…", blacklist_categories=("Cs", "Zl", "Zp", "Cc")), max_size=120
)
lines = st.lists(
    st.builds(Line, words.map(str.strip).filter(bool), st.booleans()), unique_by=lambda line: line.text, max_size=40
)


@settings(deadline=None)  # the first example loads the catalogs
@given(lines, st.integers(min_value=1, max_value=1024))
def test_a_log_fits_its_room_keeps_its_order_and_says_what_it_left_out(log: list[Line], room: int) -> None:
    text = fit_lines(log, room, LOCALE)
    assert len(text) <= room
    if len("\n".join(line.text for line in log)) <= room:
        assert text == "\n".join(line.text for line in log)
        return
    shown = text.split("\n")
    kept = shown[1:] if len(shown) > 1 or shown[0].startswith("…") else shown
    texts = [line.text for line in log]
    positions = [texts.index(line) for line in kept if line in texts]
    assert positions == sorted(positions), "the lines keep their order"
    others = [i for i, line in enumerate(log) if not line.important]
    shown_others = [i for i in positions if not log[i].important]
    assert shown_others == others[len(others) - len(shown_others) :], "the others shown are the newest, unbroken"


def test_important_lines_stay_and_the_oldest_unimportant_go_first() -> None:
    log = [Line("a theft: your Bronze 7 was taken", important=True)] + [Line(f"move {n}: a card") for n in range(30)]
    text = fit_lines(log, 120, LOCALE)
    assert "your Bronze 7" in text and "move 29" in text and "move 0:" not in text
    assert text.startswith("…") and "earlier lines not shown" in text.split("\n")[0]
    left_out = int(text.split("\n")[0].split()[0].strip("…"))
    assert left_out == len(log) - (len(text.split("\n")) - 1)


def test_nothing_fits_the_newest_line_is_cut_short() -> None:
    assert fit_lines([Line("x" * 50), Line("y" * 50)], 20, LOCALE) == "y" * 19 + "…"


def test_a_sheet_beyond_every_limit_is_drawn_within_them() -> None:
    fields = [Field("n" * 300, "v" * 2000) for _ in range(30)]
    sheet = Sheet("t" * 300, ["d" * 5000], fields, "f" * 3000, Log("log", [Line("l" * 80)] * 40))
    embed = render.embed(sheet, LOCALE)
    assert len(embed) <= EMBED_TOTAL and len(embed.fields) <= 25
    assert len(embed.title or "") <= 256 and len(embed.description or "") <= 4096
    assert all(len(f.name or "") <= 256 and len(f.value or "") <= 1024 for f in embed.fields)
    assert len(embed.footer.text or "") <= 2048


def test_a_log_fills_only_the_room_its_budget_leaves() -> None:
    sheet = Sheet(
        "Title", ["a" * 300], budget=500, log=Log("Recent", [Line(f"event {n} " + "e" * 30) for n in range(40)])
    )
    embed = render.embed(sheet, LOCALE)
    assert len(embed) <= 500 and embed.fields[-1].name == "Recent"
    assert "event 39" in (embed.fields[-1].value or "")


def test_a_log_with_too_little_room_is_left_out() -> None:
    sheet = Sheet("Title", ["a" * 480], budget=500, log=Log("Recent", [Line("an event " * 5)], least=40))
    assert render.embed(sheet, LOCALE).fields == []


def test_a_sheet_counts_its_characters_as_discord_does() -> None:
    sheet = Sheet("Title", ["one", "", "two"], [Field("name", "value"), Field("n2", "v2", True)], "footer")
    assert sheet.size() == len(render.embed(sheet, LOCALE))


def test_one_minus_sign_everywhere() -> None:
    assert (signed(-4, LOCALE), signed(12, LOCALE), signed(0, LOCALE)) == ("\u22124", "+12", "0")
