"""Log lines as JSON objects, one a line (``LOG_FORMAT=json``), for log collectors.

Each line holds ``time``, ``level``, ``logger`` and ``message``, and ``game``, ``guild`` and ``shard`` where known:
what the task writing it said it is about (:func:`about`: an interaction's server and shard, the game the service
took up), or the record's own (``extra={"game": ...}``); an exception's traceback goes in ``error``. The secrets
the bot was given are replaced by ``***`` wherever they would appear, and database URLs lose their password.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from contextvars import ContextVar
from datetime import UTC, datetime

from service.settings import masked

#: the record's extra attributes copied into the line when present
CONTEXT = ("game", "guild", "shard")
#: what the running task is about, by the names of ``CONTEXT`` (each task has its own: an interaction, a timer)
_about: ContextVar[dict[str, int] | None] = ContextVar("log_about", default=None)


def about(**context: int | None) -> None:
    """Say what the rest of this task's log lines are about (``game``, ``guild``, ``shard``; None: not known)."""
    known = {name: value for name, value in context.items() if value is not None}
    _about.set({**(_about.get() or {}), **known})


class JsonFormatter(logging.Formatter):
    def __init__(self, secrets: Iterable[str | None] = ()) -> None:
        super().__init__()
        self.secrets = [secret for secret in secrets if secret]

    def _clean(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, "***")
        return masked(text)

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": self._clean(record.getMessage()),
        }
        context = _about.get() or {}
        for name in CONTEXT:
            if hasattr(record, name):
                line[name] = getattr(record, name)
            elif name in context:
                line[name] = context[name]
        if record.exc_info:
            line["error"] = self._clean(self.formatException(record.exc_info))
        return json.dumps(line, ensure_ascii=False, default=str)
