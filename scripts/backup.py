"""Write a consistent backup of the bot's database while the bot runs.

.venv/bin/python scripts/backup.py BACKUP_FILE [path/to/hoard.sqlite3 | postgresql://...]

Without a database argument it backs up the bot's (``DATABASE_URL`` or ``DATABASE_PATH`` from ``.env``). SQLite:
a copy through SQLite's backup API (one consistent snapshot; the bot's writes wait only for the pages being
copied). PostgreSQL: ``pg_dump`` in its custom format (one snapshot too), the password handed over in
``PGPASSWORD``, never on the command line. The file is readable by its owner only. ``scripts/restore.py`` puts
it into an empty database.
"""

from __future__ import annotations

import glob
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit, urlunsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dotenv import load_dotenv

from service.settings import Settings, masked
from service.storage import is_database_url


def tool(name: str) -> str:
    """A PostgreSQL client program (``pg_dump``, ``pg_restore``): on the PATH, else the newest installed."""
    found = shutil.which(name) or next(
        iter(
            sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), key=lambda p: int(Path(p).parts[-3]), reverse=True)
        ),
        None,
    )
    if found is None:
        raise SystemExit(f"{name} is not installed (PostgreSQL's client programs, e.g. the postgresql-client package).")
    return found


def libpq(url: str) -> tuple[str, list[str], dict[str, str]]:
    """A database URL as PostgreSQL's programs take it: the URL without its password and without the bot's
    ``search_path`` (which libpq does not know), the options naming that schema, and the environment holding
    the password."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query)
    schemas = [value for key, value in query if key == "search_path"]
    kept = urlencode([(key, value) for key, value in query if key != "search_path"])
    env = dict(os.environ)
    netloc = parts.netloc
    if parts.password is not None:
        env["PGPASSWORD"] = unquote(parts.password)
        netloc = netloc.replace(f":{parts.password}@", "@", 1)
    options = [f"--schema={schema}" for schema in schemas]
    return urlunsplit((parts.scheme, netloc, parts.path, kept, "")), options, env


def backup_sqlite(database: Path, out: Path) -> None:
    source = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    copy = sqlite3.connect(out)
    try:
        source.backup(copy)
    finally:
        copy.close()
        source.close()


def backup_postgres(url: str, out: Path) -> None:
    target, options, env = libpq(url)
    done = subprocess.run(
        [tool("pg_dump"), "--format=custom", "--no-owner", "--no-privileges", *options, f"--file={out}", target],
        env=env,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        raise SystemExit(f"pg_dump failed on {masked(url)}: {done.stderr.strip()}")


def backup(database: str | Path, out: Path) -> None:
    """Back ``database`` (a SQLite file or a PostgreSQL URL) up into the new file ``out``, readable by its owner."""
    if out.exists():
        raise SystemExit(f"{out} exists already; a backup never overwrites a file.")
    out.touch(mode=0o600)
    try:
        if is_database_url(database):
            backup_postgres(str(database), out)
        else:
            backup_sqlite(Path(database), out)
    except BaseException:
        out.unlink(missing_ok=True)
        raise


if __name__ == "__main__":
    load_dotenv()
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    chosen: str | Path = sys.argv[2] if len(sys.argv) > 2 else Settings.from_env().database
    backup(chosen, Path(sys.argv[1]))
    print(f"Backed up {masked(str(chosen))} into {sys.argv[1]}.")
