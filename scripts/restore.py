"""Restore a backup written by ``scripts/backup.py`` into an empty database (the bot stopped or pointed elsewhere).

.venv/bin/python scripts/restore.py BACKUP_FILE [path/to/new.sqlite3 | postgresql://...]

Without a database argument it restores into the bot's (``DATABASE_URL`` or ``DATABASE_PATH`` from ``.env``), which
must be empty: a SQLite file that does not exist yet or holds no table, a PostgreSQL database without the bot's
tables (``pg_restore`` stops at the first object that exists already). The bot then starts on it and every game
in progress carries on from its last stored move.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dotenv import load_dotenv

from scripts.backup import libpq, tool
from service.settings import Settings, masked
from service.storage import is_database_url


def restore_sqlite(saved: Path, database: Path) -> None:
    os.close(os.open(database, os.O_RDWR | os.O_CREAT, 0o600))  # readable by its owner only, as the bot keeps it
    copy = sqlite3.connect(database)
    try:
        if copy.execute("SELECT count(*) FROM sqlite_master").fetchone() != (0,):
            raise SystemExit(f"{database} holds tables already; restore into a new file.")
        source = sqlite3.connect(f"file:{saved}?mode=ro", uri=True)
        try:
            source.backup(copy)
        finally:
            source.close()
    finally:
        copy.close()


def restore_postgres(saved: Path, url: str) -> None:
    target, _, env = libpq(url)  # the backup names its schema itself
    done = subprocess.run(
        [
            tool("pg_restore"),
            "--no-owner",
            "--no-privileges",
            "--exit-on-error",
            "--single-transaction",  # all of it or nothing
            f"--dbname={target}",
            str(saved),
        ],
        env=env,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise SystemExit(f"pg_restore into {masked(url)} failed: {done.stderr.strip()}")


def restore(saved: Path, database: str | Path) -> None:
    """Put the backup ``saved`` into the empty ``database`` (a SQLite file or a PostgreSQL URL)."""
    if not saved.is_file():
        raise SystemExit(f"No backup at {saved}.")
    if is_database_url(database):
        restore_postgres(saved, str(database))
    else:
        restore_sqlite(saved, Path(database))


if __name__ == "__main__":
    load_dotenv()
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    chosen: str | Path = sys.argv[2] if len(sys.argv) > 2 else Settings.from_env().database
    restore(Path(sys.argv[1]), chosen)
    print(f"Restored {sys.argv[1]} into {masked(str(chosen))}.")
