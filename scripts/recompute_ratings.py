"""Rebuild every rating from the stored results (same numbers as the bot computed game by game).

.venv/bin/python scripts/recompute_ratings.py [path/to/hoard.sqlite3]
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dotenv import load_dotenv

from service.settings import Settings
from service.storage import Storage


async def main(path: Path) -> None:
    storage = Storage(path)
    await storage.open()
    try:
        games = await storage.recompute_ratings()
    finally:
        await storage.close()
    print(f"Recomputed ratings from {games} finished games in {path}.")


if __name__ == "__main__":
    load_dotenv()
    asyncio.run(main(Path(sys.argv[1]) if len(sys.argv) > 1 else Settings.from_env().database_path))
