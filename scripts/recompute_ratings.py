"""Rebuild every rating from the stored results (same numbers as the bot computed game by game).

.venv/bin/python scripts/recompute_ratings.py [path/to/hoard.sqlite3 | postgresql://...]

Without an argument it uses the bot's database (``DATABASE_URL`` or ``DATABASE_PATH`` from ``.env``).
It can run while the bot runs: the ratings are computed from one snapshot, and written in one short
transaction (games that finished meanwhile are rated on top).
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dotenv import load_dotenv

from service.settings import Settings
from service.storage import Storage, is_database_url


async def main(target: str | Path) -> None:
    storage = Storage(target)
    await storage.open()
    try:
        games = await storage.recompute_ratings()
    finally:
        await storage.close()
    where = "the PostgreSQL database" if is_database_url(target) else str(target)
    print(f"Recomputed ratings from {games} finished games in {where}.")


if __name__ == "__main__":
    load_dotenv()
    chosen: str | Path = sys.argv[1] if len(sys.argv) > 1 else Settings.from_env().database
    asyncio.run(main(chosen if is_database_url(chosen) else Path(chosen)))
