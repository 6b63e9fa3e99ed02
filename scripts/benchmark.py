"""Speed and strength figures of Hoard, printed as a table (not a test: nothing here fails).

    .venv/bin/python scripts/benchmark.py            # everything
    .venv/bin/python scripts/benchmark.py --quick    # fewer repetitions
    .venv/bin/python scripts/benchmark.py red_dragon bot   # chosen sections

Each section is a module in ``scripts/bench`` with ``run(quick) -> [(label, figure), ...]``; the games' sections
run in :data:`engine.registry.GAMES` order, then the others (``bot``, ``records``).
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import scripts.bench as bench  # noqa: E402
from engine.registry import GAMES  # noqa: E402


def main() -> int:
    found = {m.name for m in pkgutil.iter_modules(bench.__path__)}
    sections = [name for name in GAMES if name in found] + sorted(found - set(GAMES))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sections", nargs="*", choices=[[], *sections], help="sections to run (default: all)")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions, rougher figures")
    args = parser.parse_args()
    for name in args.sections or sections:
        started = time.perf_counter()
        module = importlib.import_module(f"scripts.bench.{name}")
        print(f"\n== {name} ==")
        for label, figure in module.run(quick=args.quick):
            print(f"  {label:<60} {figure}")
        print(f"  ({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
