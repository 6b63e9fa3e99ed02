"""Copy a Hoard SQLite database into PostgreSQL, then verify the copy.

    .venv/bin/python scripts/migrate_to_postgres.py [SQLITE_FILE] [POSTGRESQL_URL]

Defaults: ``DATABASE_PATH`` (or ``data/hoard.sqlite3``) and ``DATABASE_URL`` from ``.env``. A URL given here
carries no password (any user of the machine can read a command line): the password comes from
``PGPASSWORD``, or the whole URL from ``DATABASE_URL``; no message shows it. Stop the
bot first (its moves would miss the copy). The PostgreSQL database must hold no games yet; its
schema is created by the same migrations the bot runs. Everything is copied in one transaction
(games, seats, moves, scoresheets, results, ratings, settings: all or nothing), the id sequence is
moved past the last game, and then the copy is checked: the same number of rows in every table,
and the ratings recomputed from the copied results equal to the copied ratings. Exit status 0
means the bot may be started with ``DATABASE_URL``.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dotenv import load_dotenv

from service import ratings
from service.settings import Settings, masked
from service.storage import Storage, Tx, is_database_url

#: the tables copied, parents first, with the columns that order them
TABLES = (
    ("games", "id"),
    ("seats", "game_id, seat"),
    ("actions", "game_id, n"),
    ("scoresheet", "game_id, row, seat"),
    ("results", "game_id, seat"),
    ("ratings", "kind, guild_id, player"),
    ("rating_scopes", "guild_id"),
    ("settings", "key"),
)
BATCH = 5_000
RATING_COLUMNS = "kind, guild_id, player, user_id, is_ai, name, mu, sigma, ordinal, games, wins"


async def columns(source: Storage, table: str) -> list[str]:
    return [row[1] for row in await source.fetchall(f"PRAGMA table_info({table})")]


async def counts(storage: Storage) -> dict[str, int]:
    found = {}
    for table, _order in TABLES:
        row = await storage.fetchone(f"SELECT COUNT(*) FROM {table}")
        found[table] = int(row[0]) if row else 0
    return found


async def rating_rows(storage: Storage) -> list[tuple[object, ...]]:
    rows = await storage.fetchall(
        f"SELECT {RATING_COLUMNS}, last_played, recent FROM {ratings.SCOPE_ROWS} ORDER BY kind, guild_id, player"
    )
    return [tuple(round(v, 9) if isinstance(v, float) else v for v in row) for row in rows]


async def copy(source: Storage, target: Storage) -> None:
    async def work(tx: Tx) -> None:
        for table, order in TABLES:
            names = await columns(source, table)
            insert = f"INSERT INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"
            offset = 0
            while rows := await source.fetchall(
                f"SELECT {', '.join(names)} FROM {table} ORDER BY {order} LIMIT ? OFFSET ?", (BATCH, offset)
            ):
                await tx.executemany(insert, rows)
                offset += len(rows)
            print(f"  {table}: {offset:,} rows")
        await tx.execute(
            "SELECT setval(pg_get_serial_sequence('games', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM games"
        )

    await target.transaction(work)


async def migrate(sqlite_path: Path, url: str) -> int:
    source, target = Storage(sqlite_path), Storage(url, wait_seconds=60)
    await source.open()
    await target.open()
    try:
        if (await counts(target))["games"]:
            print("The PostgreSQL database holds games already; migrate into an empty database.", file=sys.stderr)
            return 2
        print(f"Copying {sqlite_path} into PostgreSQL ...")
        await copy(source, target)
        expected, copied = await counts(source), await counts(target)
        problems = [
            f"{t}: {expected[t]} rows in SQLite, {copied[t]} in PostgreSQL"
            for t in expected
            if expected[t] != copied[t]
        ]
        stored = await rating_rows(target)
        rated = await target.recompute_ratings()
        if await rating_rows(target) != stored:
            problems.append("the ratings recomputed from the copied results differ from the copied ratings")
        if problems:
            print("The copy does NOT match:\n  " + "\n  ".join(problems), file=sys.stderr)
            return 1
        print(
            f"Verified: every table has the same number of rows ({copied['games']:,} games,"
            f" {copied['actions']:,} moves, {copied['results']:,} results), and the ratings recomputed from"
            f" {rated:,} rated games equal the copied ones. Start the bot with DATABASE_URL set."
        )
        return 0
    finally:
        await source.close()
        await target.close()


def main(argv: list[str]) -> int:
    load_dotenv()
    settings = Settings.from_env()
    sqlite_path = Path(argv[0]) if argv else settings.database_path
    url = argv[1] if len(argv) > 1 else settings.database_url
    if len(argv) > 1 and masked(argv[1]) != argv[1]:
        print(
            "Give no password on the command line, where other users of this machine can read it: set PGPASSWORD,"
            " or put the whole URL in DATABASE_URL (in .env or the environment).",
            file=sys.stderr,
        )
        return 2
    if url is None or not is_database_url(url):
        print("Give the PostgreSQL URL (postgresql://...) as the second argument or as DATABASE_URL.", file=sys.stderr)
        return 2
    if not sqlite_path.exists():
        print(f"No SQLite database at {sqlite_path}.", file=sys.stderr)
        return 2
    return asyncio.run(migrate(sqlite_path, url))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
