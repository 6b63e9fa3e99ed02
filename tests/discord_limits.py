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
SECTION, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER = 9, 11, 12, 13, 14, 17
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
# Layout components (flag IS_COMPONENTS_V2; ``developers/components/reference.mdx``)
V2_COMPONENTS_MAX = 40  # every component of the message, nested ones and accessories included
V2_TEXT_MAX = 4000  # the characters of all text displays of the message together
V2_TOP_LEVEL = frozenset({ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER})
IN_CONTAINER = frozenset({ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR})
SECTION_TEXTS_MAX, GALLERY_ITEMS_MAX, MEDIA_DESCRIPTION_MAX, COLOUR_MAX = 3, 10, 1024, 0xFFFFFF
SEPARATOR_SPACINGS = frozenset({1, 2})
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


def _row_problems(at: str, row: dict[str, Any]) -> list[Problem]:
    """An action row holds 1 to 5 buttons or one select (in classic and layout messages alike)."""
    children = row.get("components") or []
    problems: list[Problem] = []
    if not children:
        problems.append(Problem(f"{at}.components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."))
    if sum(1 for c in children if c.get("type") == BUTTON) > BUTTONS_PER_ROW:
        problems.append(Problem(f"{at}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "Row is too wide"))
    if any(c.get("type") in SELECT_TYPES for c in children) and len(children) > 1:
        problems.append(Problem(f"{at}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "A select fills a row"))
    for index, child in enumerate(children):
        if child.get("type") not in {BUTTON, TEXT_INPUT, *SELECT_TYPES}:
            problems.append(
                Problem(f"{at}.components.{index}", "UNION_TYPE_CHOICES", "An action row holds buttons or a select")
            )
    return problems


def _refused_type(at: str, component: dict[str, Any], allowed: frozenset[int], where: str) -> list[Problem]:
    if component.get("type") in allowed:
        return []
    return [Problem(at, "UNION_TYPE_CHOICES", f"Component type {component.get('type')} is not allowed {where}")]


def _media_problems(at: str, media: Any, description: Any, files: set[str]) -> list[Problem]:
    """A thumbnail's or gallery item's picture: a url, an ``attachment://`` one naming a file of the message."""
    url = media.get("url") if isinstance(media, dict) else None
    problems = _too_long(f"{at}.description", description, MEDIA_DESCRIPTION_MAX)
    if not isinstance(url, str) or not url:
        return [*problems, Problem(f"{at}.media.url", "BASE_TYPE_REQUIRED", "This field is required")]
    found = ATTACHMENT_URL.match(url)
    if found and found["name"] not in files:
        problems.append(
            Problem(f"{at}.media.url", "ATTACHMENT_NOT_FOUND", f"attachment://{found['name']} names no file")
        )
    return problems


def layout_problems(components: Sequence[dict[str, Any]], files: Iterable[str]) -> list[Problem]:
    """The rules of a layout message (flag ``IS_COMPONENTS_V2``): what may hold what, and its two totals."""
    available = set(files)
    problems: list[Problem] = []
    for index, component in enumerate(components):
        problems += _refused_type(f"components.{index}", component, V2_TOP_LEVEL, "at the top of a message")
    everything = list(walk(components))
    if len(everything) > V2_COMPONENTS_MAX:
        problems.append(
            Problem("components", "MAX_COMPONENTS_EXCEEDED", f"A message holds at most {V2_COMPONENTS_MAX} components")
        )
    text = sum(len(c.get("content") or "") for _, c in everything if c.get("type") == TEXT_DISPLAY)
    if text > V2_TEXT_MAX:
        problems.append(
            Problem("components", "MAX_TEXT_LENGTH_EXCEEDED", f"Text displays hold at most {V2_TEXT_MAX} characters")
        )
    for at, component in everything:
        kind, children = component.get("type"), component.get("components") or []
        if kind == CONTAINER:
            if not children:
                problems.append(Problem(f"{at}.components", "BASE_TYPE_BAD_LENGTH", "A container holds components"))
            for index, child in enumerate(children):
                problems += _refused_type(f"{at}.components.{index}", child, IN_CONTAINER, "in a container")
            colour = component.get("accent_color")
            if colour is not None and not (isinstance(colour, int) and 0 <= colour <= COLOUR_MAX):
                problems.append(
                    Problem(f"{at}.accent_color", "NUMBER_TYPE_MAX", f"int value should be <= {COLOUR_MAX}")
                )
        elif kind == SECTION:
            if not 1 <= len(children) <= SECTION_TEXTS_MAX:
                problems.append(
                    Problem(
                        f"{at}.components",
                        "BASE_TYPE_BAD_LENGTH",
                        f"Must be between 1 and {SECTION_TEXTS_MAX} in length.",
                    )
                )
            for index, child in enumerate(children):
                problems += _refused_type(f"{at}.components.{index}", child, frozenset({TEXT_DISPLAY}), "in a section")
            accessory = component.get("accessory")
            if not isinstance(accessory, dict):
                problems.append(Problem(f"{at}.accessory", "BASE_TYPE_REQUIRED", "This field is required"))
            else:
                problems += _refused_type(
                    f"{at}.accessory", accessory, frozenset({BUTTON, THUMBNAIL}), "as a section's accessory"
                )
        elif kind == TEXT_DISPLAY:
            problems += _required(f"{at}.content", component.get("content"))
            problems += _too_long(f"{at}.content", component.get("content"), V2_TEXT_MAX)
        elif kind == THUMBNAIL:
            problems += _media_problems(at, component.get("media"), component.get("description"), available)
        elif kind == MEDIA_GALLERY:
            items = component.get("items") or []
            if not 1 <= len(items) <= GALLERY_ITEMS_MAX:
                problems.append(
                    Problem(
                        f"{at}.items", "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {GALLERY_ITEMS_MAX} in length."
                    )
                )
            for index, item in enumerate(items):
                problems += _media_problems(
                    f"{at}.items.{index}", item.get("media"), item.get("description"), available
                )
        elif kind == FILE:
            url = (component.get("file") or {}).get("url")
            found = ATTACHMENT_URL.match(url) if isinstance(url, str) else None
            if found is None or found["name"] not in available:
                problems.append(
                    Problem(f"{at}.file.url", "ATTACHMENT_NOT_FOUND", "A file component shows a file of the message")
                )
        elif kind == SEPARATOR and component.get("spacing") not in {None, *SEPARATOR_SPACINGS}:
            problems.append(Problem(f"{at}.spacing", "ENUM_TYPE_COERCE", "Spacing is 1 (small) or 2 (large)"))
    return problems


def component_problems(components: Sequence[dict[str, Any]], v2: bool = False) -> list[Problem]:
    """Layout (classic rows), custom_ids, buttons, selects and text inputs anywhere in a component tree.

    With ``v2`` the tree is a layout message's or a modal's: the classic top-level rules do not apply
    (:func:`layout_problems` has a layout message's own).
    """
    problems: list[Problem] = []
    if not v2:
        if len(components) > ROWS_MAX:
            problems.append(Problem("components", "BASE_TYPE_MAX_LENGTH", f"Must be {ROWS_MAX} or fewer in length."))
        for index, row in enumerate(components):
            if row.get("type") != ACTION_ROW:
                problems.append(Problem(f"components.{index}", "UNION_TYPE_CHOICES", "Only action rows are allowed"))
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
        if kind == ACTION_ROW:
            problems += _row_problems(at, component)
        elif kind == BUTTON:
            problems += _button_problems(at, component)
        elif kind in SELECT_TYPES:
            problems += _select_problems(at, component)
        elif kind == TEXT_INPUT:
            problems += _text_input_problems(at, component)
    return problems


def message_problems(
    body: dict[str, Any], files: Iterable[str], creating: bool, current: dict[str, Any] | None = None
) -> list[Problem]:
    """Everything Discord checks in a message create or edit body beyond the spec.

    ``files`` are the message's file names once the request is applied; ``creating`` is true for a new message
    (which must not be empty); ``current`` is the edited message as it is (its ``flags``, ``content``,
    ``embeds`` and ``components``), whose fields an edit leaves alone unless it names them.
    """
    problems = _too_long("content", body.get("content"), CONTENT_MAX)
    files = list(files)
    problems += embed_problems(body.get("embeds") or [], files)
    was = (current or {}).get("flags") or 0
    flags = body["flags"] if body.get("flags") is not None else was
    v2 = bool(flags & COMPONENTS_V2)
    if was & COMPONENTS_V2 and not v2:
        problems.append(Problem("flags", "MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG", "The flag cannot be removed"))
    after = {key: body[key] if key in body else (current or {}).get(key) for key in ("content", "embeds", "components")}
    if v2:
        for key in ("content", "embeds"):
            if after[key]:
                problems.append(
                    Problem(
                        key, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2", f"{key} is refused with the flag"
                    )
                )
        problems += layout_problems(after["components"] or [], files)
    problems += component_problems(body.get("components") or [], v2=v2)
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
