"""The naming helpers: what a display name becomes when cleaned, escaped for markdown or put in a code block."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from discord_ui import i18n
from discord_ui.names import AI_MARK, clean, in_code_block, markdown

HIDDEN = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u200b\u200c\u200d\u2060\ufeff\u00ad"
names = st.text(alphabet=st.characters(codec="utf-8") | st.sampled_from([*HIDDEN, AI_MARK, *"*_`~|[]()<>:#-\\@"]))


def test_clean_removes_controls_and_the_ai_mark():
    assert clean("Eve\u202e\u2066 won\u2069\u200b") == "Eve won"
    assert clean("🤖 Smaug") == clean("🤖\ufe0f\u200d Smaug") == clean("Smaug 🤖") == "Smaug"
    assert clean("\u3164\u200b  \n") == clean(AI_MARK) == i18n.text(i18n.DEFAULT, "lobby-unnamed-player")


def test_markdown_escapes_links_mentions_and_emphasis():
    assert markdown("[Free Nitro](https://evil.io)") == r"\[Free Nitro\](https\://evil.io)"
    assert markdown("<@123456789012345678>") == "\\<@\u200b123456789012345678\\>"
    assert markdown("@everyone") == "@\u200beveryone"
    assert markdown("a*b_c\\") == r"a\*b\_c\\"
    assert markdown("1. # x") == r"1\. \# x"


@given(names)
def test_a_cleaned_name_has_no_control_nor_ai_mark_and_stays_clean(name):
    cleaned = clean(name)
    assert cleaned and cleaned == cleaned.strip() and clean(cleaned) == cleaned
    assert AI_MARK not in cleaned and not set(HIDDEN) & set(cleaned)


@given(names)
def test_a_bold_escaped_name_reads_as_written(name):
    text = f"**{markdown(name)}**"
    unescaped = re.sub(r"\\(.)", r"\1", text.replace("@\u200b", "@"), flags=re.DOTALL)
    assert unescaped == f"**{name}**"  # every backslash the escaping added stands before one character
    bare = re.sub(r"\\.", "", text, flags=re.DOTALL)  # what markdown reads as syntax
    assert bare.startswith("**") and bare.endswith("**") and "*" not in bare[2:-2]
    assert not set("_`~|[]<:") & set(bare)


@given(names)
def test_a_name_in_a_code_block_cannot_close_it(name):
    shown = in_code_block(name)
    assert "`" not in shown and len(shown) == len(name)
