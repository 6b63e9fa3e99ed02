"""Which database the current test runs on (set by the ``backend`` fixture in ``tests/conftest.py``)."""

from __future__ import annotations

from pathlib import Path

#: the PostgreSQL URL (a fresh schema of the test server) while a test runs on PostgreSQL, else None
URL: str | None = None


def target(path: Path) -> str | Path:
    """What to open: the current test's PostgreSQL schema, or the SQLite file at ``path``."""
    return URL if URL is not None else path
