"""Secrets stay secret: the token and the database password are never shown by the settings, in errors or to
other processes, and the files the bot creates are readable by its own user only."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

import pytest

import bot
from service.settings import Settings, forget_secrets
from service.storage import Storage
from service.workers import Workers

TOKEN = "tok-en.SECRET-1"
PASSWORD = "pass-SECRET-2"
URL = f"postgresql://hoard:{PASSWORD}@db.example.net/hoard"


def test_the_settings_repr_shows_neither_token_nor_password():
    shown = repr(Settings(token=TOKEN, database_url=URL))
    assert TOKEN not in shown and PASSWORD not in shown
    assert "db.example.net" in shown  # where the database is stays visible


@pytest.mark.parametrize(
    "url",
    [
        f"postgresq://hoard:{PASSWORD}@db.example.net/hoard",
        f"postgresql:/hoard:{PASSWORD}@db.example.net/hoard",
        f"hoard:{PASSWORD}@db.example.net/hoard",
        f"host=db.example.net password={PASSWORD}",
    ],
)
def test_a_mistyped_database_url_is_refused_without_its_password(monkeypatch, url):
    monkeypatch.setenv("DATABASE_URL", url)
    with pytest.raises(SystemExit) as refused:
        Settings.from_env()
    assert "DATABASE_URL" in str(refused.value) and PASSWORD not in str(refused.value)


def test_a_password_from_pgpassword_reaches_the_database_and_no_log(monkeypatch):
    """PostgreSQL's own variable keeps working though it is taken out of the environment: the settings hold it."""
    monkeypatch.setenv("DATABASE_URL", "postgresql://hoard@db.example.net/hoard")
    monkeypatch.setenv("PGPASSWORD", PASSWORD)
    settings = Settings.from_env()
    forget_secrets()
    assert settings.database == f"postgresql://hoard:{PASSWORD}@db.example.net/hoard"
    assert PASSWORD not in repr(settings) and "PGPASSWORD" not in os.environ


async def test_the_sqlite_files_are_readable_by_the_bots_user_only(tmp_path):
    path = tmp_path / "data" / "hoard.sqlite3"
    old = os.umask(0o022)  # a usual umask: files readable by everybody unless made otherwise
    try:
        storage = Storage(path)
        await storage.open()
        try:
            await storage.put_setting("probe", "1")
            files = [path, Path(f"{path}-wal"), Path(f"{path}-shm")]
            modes = {f.name: stat.S_IMODE(f.stat().st_mode) for f in files if f.exists()}
        finally:
            await storage.close()
    finally:
        os.umask(old)
    assert len(modes) == 3 and set(modes.values()) == {0o600}, modes
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700


def secrets_seen() -> list[str]:
    """In a worker process: the secret variables it can read."""
    return [name for name in ("DISCORD_TOKEN", "DATABASE_URL", "PGPASSWORD") if name in os.environ]


async def test_a_worker_process_cannot_read_the_token_or_the_database_password(monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("DATABASE_URL", URL)
    monkeypatch.setenv("PGPASSWORD", PASSWORD)
    workers = Workers(1, "test-secrets")
    try:
        assert await workers.run(secrets_seen) == []
    finally:
        await workers.close()


class _Bot:
    """Stands in for the bot in :func:`bot.main`: notes what the process's environment held when it ran."""

    def __init__(self) -> None:
        self.freeze_heap = False
        self.environment: dict[str, str] = {}

    def run(self, token: str, **_: Any) -> None:
        assert token == TOKEN
        self.environment = dict(os.environ)


def test_the_bot_takes_its_secrets_out_of_the_environment_before_it_runs(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no .env here
    monkeypatch.setenv("DISCORD_TOKEN", TOKEN)
    monkeypatch.setenv("DATABASE_URL", URL)
    ran = _Bot()
    monkeypatch.setattr(bot, "create_bot", lambda settings: ran)
    monkeypatch.setattr(bot.signal, "signal", lambda *args: None)
    assert bot.main() == 0
    assert ran.environment and "DISCORD_TOKEN" not in ran.environment and "DATABASE_URL" not in ran.environment
