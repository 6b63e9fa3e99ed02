"""What Discord refuses in a message or modal body although its OpenAPI spec accepts it.

The spec types most strings as "any string" and states few lengths; Discord itself checks much more and
answers ``400 Invalid Form Body`` (JSON code 50035) with an ``errors`` tree naming each refused field and
Discord's code for it (``BUTTON_COMPONENT_INVALID_EMOJI``, ``BASE_TYPE_MAX_LENGTH`` ...). The checks here
follow Discord's documentation (``developers/resources/message.mdx`` "Embed Limits",
``developers/components/reference.mdx``, ``developers/interactions/receiving-and-responding.mdx``) and what
public bug reports show Discord refusing (a component emoji that is a Unicode symbol but not an emoji).

Every check returns :class:`Problem` records; :func:`form_errors` turns them into Discord's error tree.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import emoji as emoji_data

ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT, TEXT_DISPLAY = 1, 2, 3, 4, 10
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})
LINK_STYLE, PREMIUM_STYLE = 5, 6
COMPONENTS_V2 = 1 << 15

CONTENT_MAX = 2000  # a bot's message (the spec's 4,000 is for Nitro users)
EMBEDS_MAX = 10
EMBED_TOTAL_MAX = 6000
EMBED_TITLE_MAX, EMBED_DESCRIPTION_MAX, EMBED_FIELDS_MAX = 256, 4096, 25
FIELD_NAME_MAX, FIELD_VALUE_MAX, FOOTER_MAX, AUTHOR_NAME_MAX = 256, 1024, 2048, 256
ROWS_MAX, BUTTONS_PER_ROW = 5, 5
CUSTOM_ID_MAX, BUTTON_LABEL_MAX = 100, 80
SELECT_OPTIONS_MAX, OPTION_TEXT_MAX, PLACEHOLDER_MAX = 25, 100, 150
MODAL_TITLE_MAX, MODAL_COMPONENTS_MAX = 45, 5
TEXT_INPUT_LABEL_MAX, TEXT_INPUT_PLACEHOLDER_MAX, TEXT_INPUT_VALUE_MAX = 45, 100, 4000
ATTACHMENT_URL = re.compile(r"^attachment://(?P<name>.+)$")


@dataclass(frozen=True)
class Problem:
    """One refused field: where it is in the body, Discord's code for the refusal, and its message."""

    path: str
    """Dotted path in the body, e.g. ``components.0.components.1.emoji.name`` (empty: the whole body)."""
    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.path or '<body>'}: {self.code} ({self.message})"


def form_errors(problems: Iterable[Problem]) -> dict[str, Any]:
    """Discord's ``errors`` tree for ``problems``: nested by path, ``_errors`` lists at the leaves."""
    tree: dict[str, Any] = {}
    for problem in problems:
        node = tree
        for part in [p for p in problem.path.split(".") if p]:
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": problem.code, "message": problem.message})
    return tree


def is_component_emoji(value: Any) -> bool:
    """A custom emoji (it has an id) or a Unicode emoji Discord knows; a mere symbol such as 🂠 is neither."""
    if not isinstance(value, dict):
        return False
    if value.get("id"):
        return str(value["id"]).isdigit()
    name = value.get("name")
    return isinstance(name, str) and emoji_data.is_emoji(name)


def _too_long(path: str, text: Any, limit: int) -> list[Problem]:
    if isinstance(text, str) and len(text) > limit:
        return [Problem(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")]
    return []


def _required(path: str, text: Any) -> list[Problem]:
    if not isinstance(text, str) or not text.strip():
        return [Problem(path, "BASE_TYPE_REQUIRED", "This field is required")]
    return []


def embed_problems(embeds: Sequence[dict[str, Any]], files: Iterable[str]) -> list[Problem]:
    """Embed limits: per field, per embed, 6,000 characters over all embeds, and ``attachment://`` names.

    ``files`` are the file names the message will have once the request is applied.
    """
    problems: list[Problem] = []
    if len(embeds) > EMBEDS_MAX:
        problems.append(Problem("embeds", "BASE_TYPE_MAX_LENGTH", f"Must be {EMBEDS_MAX} or fewer in length."))
    available = set(files)
    total = 0
    for index, embed in enumerate(embeds):
        at = f"embeds.{index}"
        footer, author = embed.get("footer") or {}, embed.get("author") or {}
        problems += _too_long(f"{at}.title", embed.get("title"), EMBED_TITLE_MAX)
        problems += _too_long(f"{at}.description", embed.get("description"), EMBED_DESCRIPTION_MAX)
        problems += _too_long(f"{at}.footer.text", footer.get("text"), FOOTER_MAX)
        problems += _too_long(f"{at}.author.name", author.get("name"), AUTHOR_NAME_MAX)
        texts = [embed.get("title"), embed.get("description"), footer.get("text"), author.get("name")]
        fields = embed.get("fields") or []
        if len(fields) > EMBED_FIELDS_MAX:
            problems.append(
                Problem(f"{at}.fields", "BASE_TYPE_MAX_LENGTH", f"Must be {EMBED_FIELDS_MAX} or fewer in length.")
            )
        for field_index, field in enumerate(fields):
            where = f"{at}.fields.{field_index}"
            problems += _required(f"{where}.name", field.get("name")) + _required(f"{where}.value", field.get("value"))
            problems += _too_long(f"{where}.name", field.get("name"), FIELD_NAME_MAX)
            problems += _too_long(f"{where}.value", field.get("value"), FIELD_VALUE_MAX)
            texts += [field.get("name"), field.get("value")]
        total += sum(len(text) for text in texts if isinstance(text, str))
        images = {
            "image.url": (embed.get("image") or {}).get("url"),
            "thumbnail.url": (embed.get("thumbnail") or {}).get("url"),
            "footer.icon_url": footer.get("icon_url"),
            "author.icon_url": author.get("icon_url"),
        }
        for key, url in images.items():
            found = ATTACHMENT_URL.match(url) if isinstance(url, str) else None
            if found and found["name"] not in available:
                problems.append(
                    Problem(
                        f"{at}.{key}",
                        "ATTACHMENT_NOT_FOUND",
                        f"attachment://{found['name']} names no file of this message",
                    )
                )
    if total > EMBED_TOTAL_MAX:
        problems.append(
            Problem("embeds", "MAX_EMBED_SIZE_EXCEEDED", f"Embed size exceeds maximum size of {EMBED_TOTAL_MAX}")
        )
    return problems


def walk(components: Iterable[dict[str, Any]], at: str = "components") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every component of a raw tree with its path (rows, containers, sections, labels), depth first."""
    for index, component in enumerate(components):
        path = f"{at}.{index}"
        yield path, component
        yield from walk(component.get("components") or (), f"{path}.components")
        for key in ("component", "accessory"):
            if isinstance(component.get(key), dict):
                yield f"{path}.{key}", component[key]
                yield from walk(component[key].get("components") or (), f"{path}.{key}.components")


def _button_problems(at: str, button: dict[str, Any]) -> list[Problem]:
    problems = _too_long(f"{at}.label", button.get("label"), BUTTON_LABEL_MAX)
    style = button.get("style")
    if style == LINK_STYLE:
        if not button.get("url"):
            problems.append(Problem(f"{at}.url", "BUTTON_COMPONENT_URL_REQUIRED", "A link button requires a url"))
        if button.get("custom_id") is not None:
            problems.append(
                Problem(f"{at}.custom_id", "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED", "A link button has no custom_id")
            )
    elif style != PREMIUM_STYLE:
        if button.get("custom_id") is None:
            problems.append(Problem(f"{at}.custom_id", "BASE_TYPE_REQUIRED", "This field is required"))
        if button.get("url") is not None:
            problems.append(Problem(f"{at}.url", "BUTTON_COMPONENT_URL_NOT_ALLOWED", "Only link buttons have a url"))
    if style != PREMIUM_STYLE and not button.get("label") and not button.get("emoji"):
        problems.append(Problem(at, "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED", "A button needs a label or an emoji"))
    if button.get("emoji") is not None and not is_component_emoji(button["emoji"]):
        problems.append(Problem(f"{at}.emoji.name", "BUTTON_COMPONENT_INVALID_EMOJI", "Invalid emoji"))
    return problems


def _select_problems(at: str, select: dict[str, Any]) -> list[Problem]:
    problems = _too_long(f"{at}.placeholder", select.get("placeholder"), PLACEHOLDER_MAX)
    low, high = select.get("min_values", 1), select.get("max_values", 1)
    if not 0 <= low <= SELECT_OPTIONS_MAX:
        problems.append(Problem(f"{at}.min_values", "NUMBER_TYPE_MAX", f"int value should be <= {SELECT_OPTIONS_MAX}"))
    if not 1 <= high <= SELECT_OPTIONS_MAX:
        problems.append(Problem(f"{at}.max_values", "NUMBER_TYPE_MAX", f"int value should be <= {SELECT_OPTIONS_MAX}"))
    if low > high:
        problems.append(
            Problem(f"{at}.min_values", "SELECT_COMPONENT_MIN_GREATER_THAN_MAX", "min_values is above max_values")
        )
    if select.get("type") != STRING_SELECT:
        return problems
    options = select.get("options") or []
    if not 1 <= len(options) <= SELECT_OPTIONS_MAX:
        problems.append(
            Problem(f"{at}.options", "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {SELECT_OPTIONS_MAX} in length.")
        )
    if options and high > len(options):
        problems.append(
            Problem(f"{at}.max_values", "SELECT_COMPONENT_TOO_MANY_VALUES", "max_values is above the number of options")
        )
    seen: set[str] = set()
    for index, option in enumerate(options):
        where = f"{at}.options.{index}"
        problems += _required(f"{where}.label", option.get("label")) + _required(f"{where}.value", option.get("value"))
        for key in ("label", "value", "description"):
            problems += _too_long(f"{where}.{key}", option.get(key), OPTION_TEXT_MAX)
        if option.get("value") in seen:
            problems.append(
                Problem(f"{where}.value", "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Option values must be unique")
            )
        seen.add(option.get("value"))
        if option.get("emoji") is not None and not is_component_emoji(option["emoji"]):
            problems.append(Problem(f"{where}.emoji.name", "BUTTON_COMPONENT_INVALID_EMOJI", "Invalid emoji"))
    return problems


def _text_input_problems(at: str, text_input: dict[str, Any]) -> list[Problem]:
    problems = _too_long(f"{at}.label", text_input.get("label"), TEXT_INPUT_LABEL_MAX)
    problems += _too_long(f"{at}.placeholder", text_input.get("placeholder"), TEXT_INPUT_PLACEHOLDER_MAX)
    problems += _too_long(f"{at}.value", text_input.get("value"), TEXT_INPUT_VALUE_MAX)
    return problems


def component_problems(components: Sequence[dict[str, Any]], v2: bool = False) -> list[Problem]:
    """Layout (classic rows), custom_ids, buttons, selects and text inputs anywhere in a component tree."""
    problems: list[Problem] = []
    if not v2:
        if len(components) > ROWS_MAX:
            problems.append(Problem("components", "BASE_TYPE_MAX_LENGTH", f"Must be {ROWS_MAX} or fewer in length."))
        for index, row in enumerate(components):
            children = row.get("components") or []
            if row.get("type") != ACTION_ROW:
                problems.append(Problem(f"components.{index}", "UNION_TYPE_CHOICES", "Only action rows are allowed"))
            if sum(1 for c in children if c.get("type") == BUTTON) > BUTTONS_PER_ROW:
                problems.append(
                    Problem(f"components.{index}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "Row is too wide")
                )
            if any(c.get("type") in SELECT_TYPES for c in children) and len(children) > 1:
                problems.append(
                    Problem(f"components.{index}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "A select fills a row")
                )
    seen: set[str] = set()
    for at, component in walk(components):
        custom_id = component.get("custom_id")
        if custom_id is not None:
            problems += _too_long(f"{at}.custom_id", custom_id, CUSTOM_ID_MAX)
            if custom_id in seen:
                problems.append(
                    Problem(
                        f"{at}.custom_id", "COMPONENT_CUSTOM_ID_DUPLICATED", "Component custom id cannot be duplicated"
                    )
                )
            seen.add(custom_id)
        kind = component.get("type")
        if kind == BUTTON:
            problems += _button_problems(at, component)
        elif kind in SELECT_TYPES:
            problems += _select_problems(at, component)
        elif kind == TEXT_INPUT:
            problems += _text_input_problems(at, component)
    return problems


def message_problems(body: dict[str, Any], files: Iterable[str], creating: bool) -> list[Problem]:
    """Everything Discord checks in a message create or edit body beyond the spec.

    ``files`` are the message's file names once the request is applied; ``creating`` is true for a new message
    (which must not be empty).
    """
    problems = _too_long("content", body.get("content"), CONTENT_MAX)
    files = list(files)
    problems += embed_problems(body.get("embeds") or [], files)
    flags = body.get("flags") or 0
    problems += component_problems(body.get("components") or [], v2=bool(flags & COMPONENTS_V2))
    if creating and not any((body.get("content"), body.get("embeds"), body.get("components"), files)):
        problems.append(Problem("", "EMPTY_MESSAGE", "Cannot send an empty message"))
    return problems


def modal_problems(modal: dict[str, Any]) -> list[Problem]:
    """Discord's limits on a modal (interaction callback type 9 data)."""
    problems = _too_long("title", modal.get("title"), MODAL_TITLE_MAX)
    problems += _too_long("custom_id", modal.get("custom_id"), CUSTOM_ID_MAX)
    components = modal.get("components") or []
    if not 1 <= len(components) <= MODAL_COMPONENTS_MAX:
        problems.append(
            Problem("components", "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {MODAL_COMPONENTS_MAX} in length.")
        )
    return problems + component_problems(components, v2=True)
