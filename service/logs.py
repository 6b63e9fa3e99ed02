"""Log lines as JSON objects, one a line (``LOG_FORMAT=json``), for log collectors.

Each line holds ``time``, ``level``, ``logger`` and ``message``, and ``game``, ``guild`` and ``shard`` when the
record carries them (``extra={"game": ...}``); an exception's traceback goes in ``error``. The secrets the bot was
given are replaced by ``***`` wherever they would appear, and database URLs lose their password.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from datetime import UTC, datetime

from service.settings import masked

#: the record's extra attributes copied into the line when present
CONTEXT = ("game", "guild", "shard")


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
        for name in CONTEXT:
            if hasattr(record, name):
                line[name] = getattr(record, name)
        if record.exc_info:
            line["error"] = self._clean(self.formatException(record.exc_info))
        return json.dumps(line, ensure_ascii=False, default=str)
