"""What remains of the shared texts module: the shape of a game's option words, which the games' ``texts.py`` still
build. Every word players read is in the catalogs (``locales/``, read through :mod:`discord_ui.i18n`); the shared
layer reads a game's options as ``<game>-option-<key>`` (with ``.help``) and ``<game>-option-<key>-<value>``.
Delete this module once no game's ``texts.py`` builds ``OptionWords``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class OptionWords:
    """How a game's texts named an option (``engine.protocol.Option``) and explained it, before the catalogs."""

    label: str
    help: str
    #: the words of the option's special values, e.g. ``{0: "until someone is out of gold"}``
    meanings: Mapping[int | bool | str, str] = field(default_factory=dict)
