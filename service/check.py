"""``python bot.py --check``: every setting validated, without connecting to Discord's gateway.

The settings are read as the bot reads them (a wrong value stops there with its reason); then the token's shape,
the database (reachable, and its schema version against the bot's, read without migrating), the shards and the
HTTP port are checked, one line each. Secrets are never printed.
"""

from __future__ import annotations

import re
import socket
import sqlite3
from collections.abc import Callable

import asyncpg  # type: ignore[import-untyped]

from service.settings import Settings, masked
from service.storage import MIGRATIONS

#: a bot token: three base64url parts joined by dots (the user id, a time stamp, an HMAC)
TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_-]{18,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}$")


async def _schema_version(settings: Settings) -> int:
    """The database's schema version (0: empty), read without changing anything."""
    if settings.database_url is None:
        if not settings.database_path.exists():
            return 0
        with sqlite3.connect(f"file:{settings.database_path}?mode=ro", uri=True) as connection:
            return int(connection.execute("PRAGMA user_version").fetchone()[0])
    connection = await asyncpg.connect(settings.database_url, timeout=5)
    try:
        if await connection.fetchval("SELECT to_regclass('schema_version')") is None:
            return 0
        return int(await connection.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))
    finally:
        await connection.close()


def _port_free(port: int) -> bool:
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the bot's server binds it
        try:
            probe.bind(("0.0.0.0", port))
        except OSError:
            return False
    return True


async def check(settings: Settings, say: Callable[[str], None] = print) -> bool:
    """Check ``settings`` and say what was found, a line each; True when the bot can start with them."""
    good = True

    def found(ok: bool, what: str) -> None:
        nonlocal good
        good = good and ok
        say(f"{'ok  ' if ok else 'FAIL'} {what}")

    if settings.token is None:
        found(False, "token: DISCORD_TOKEN is not set")
    else:
        found(
            bool(TOKEN_SHAPE.match(settings.token)),
            "token: set, "
            + (
                "shaped like a bot token"
                if TOKEN_SHAPE.match(settings.token)
                else "not shaped like a bot token (copy it again)"
            ),
        )
    where = masked(settings.database_url) if settings.database_url else str(settings.database_path)
    latest = len(MIGRATIONS)
    try:
        version = await _schema_version(settings)
    except Exception as error:  # whatever the driver raises, said without the URL's password
        found(False, f"database: {where} does not answer ({type(error).__name__}: {masked(str(error))})")
    else:
        if version > latest:
            found(False, f"database: {where} has schema version {version}, newer than this bot's {latest}")
        else:
            state = "up to date" if version == latest else f"version {version}: migrated to {latest} at start"
            found(True, f"database: {where} answers, schema {state}")
    shards = "all shards" if settings.shard_ids is None else f"shards {list(settings.shard_ids)}"
    total = "as many as Discord advises" if settings.shard_count is None else str(settings.shard_count)
    found(True, f"shards: this process runs {shards} of {total}")
    if settings.http_port is None:
        found(True, "http: off (HTTP_PORT not set)")
    else:
        free = _port_free(settings.http_port)
        found(free, f"http: port {settings.http_port} " + ("is free" if free else "is taken by another program"))
    return good
