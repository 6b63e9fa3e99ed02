"""A message as plain data: what a game's presenter (and every other part of the bot) says a message holds, with
words already taken from the catalogs, and nothing of discord.py's. :mod:`discord_ui.render` alone turns it into
an embed and a view, and applies Discord's limits and the bot's budgets there, once for every game."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field

from discord_ui.components import Item
from discord_ui.pictures import Picture

#: the most characters Discord takes in an embed (title, description, fields, footer together)
EMBED_TOTAL = 6000


class Tone(enum.Enum):
    """What a message's colour tells at a glance."""

    GAME = "game"
    LOBBY = "lobby"
    YOUR_TURN = "your-turn"
    WAITING = "waiting"
    FINISHED = "finished"


@dataclass(frozen=True)
class Field:
    """A titled block of a message."""

    name: str
    value: str
    inline: bool = False


@dataclass(frozen=True)
class Line:
    """One line of a log; an important one (it concerns the reader or changes what they may do) is the last to go
    when the log must be cut."""

    text: str
    important: bool = False


@dataclass(frozen=True)
class Log:
    """Lines of what happened, oldest first, fitted into the room the rest of the message leaves (its budget):
    the newest kept, the oldest unimportant ones left out first, and a line saying how many were left out."""

    title: str
    lines: Sequence[Line]
    #: the most characters it may take, whatever room is left
    most: int = 1024
    #: less room than this and the log is not shown at all
    least: int = 40


@dataclass
class Sheet:
    """A message: an embed's parts, the log after its fields, its controls and an optional picture."""

    title: str = ""
    lines: list[str] = field(default_factory=list)
    fields: list[Field] = field(default_factory=list)
    footer: str = ""
    log: Log | None = None
    tone: Tone = Tone.GAME
    controls: list[Item] = field(default_factory=list)
    picture: Picture | None = None
    #: the most characters the embed should hold (a table or a private view stays readable at a glance)
    budget: int = EMBED_TOTAL

    def size(self) -> int:
        """The characters its embed holds so far, counted as Discord counts them (the log aside)."""
        description = sum(len(line) for line in self.lines if line) + max(len([x for x in self.lines if x]) - 1, 0)
        return len(self.title) + description + len(self.footer) + sum(len(f.name) + len(f.value) for f in self.fields)

    def add(self, name: str, value: str, inline: bool = False) -> None:
        """Add a field (nothing when ``value`` is empty)."""
        if value:
            self.fields.append(Field(name, value, inline))
