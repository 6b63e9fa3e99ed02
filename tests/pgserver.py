"""A throwaway PostgreSQL server for the tests: ``initdb`` + ``pg_ctl`` in a temporary folder.

``python -m tests.pgserver start FOLDER`` starts one (as the ``postgres`` user when run as root,
on a free port, durability switched off: it is thrown away) and prints its URL;
``python -m tests.pgserver stop FOLDER`` stops it and removes the folder. ``.ci/run`` does both
around the test run; ``tests/conftest.py`` starts its own when ``TEST_DATABASE_URL`` is not set.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

USER = "hoard"


def binaries() -> Path | None:
    """The folder holding ``initdb``, ``pg_ctl`` and ``postgres``, if PostgreSQL's server is installed."""
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(Path(p).parent.name), reverse=True)
    on_path = shutil.which("initdb")
    if on_path:
        candidates.insert(0, str(Path(on_path).parent))
    for folder in candidates:
        if all((Path(folder) / tool).exists() for tool in ("initdb", "pg_ctl", "postgres")):
            return Path(folder)
    return None


def _free_port() -> int:
    with contextlib.closing(socket.socket()) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _as_server_user(command: list[str]) -> list[str]:
    """PostgreSQL refuses to run as root: run it as ``postgres`` then."""
    if os.geteuid() != 0:
        return command
    return ["runuser", "-u", "postgres", "--", *command]


def start(folder: Path | None = None, durable: bool = False) -> tuple[str, Path]:
    """Start a server; returns its URL and its folder (pass that to :func:`stop`).

    Tests throw the data away, so by default nothing is fsynced; ``durable`` keeps PostgreSQL's
    own defaults (``fsync``, ``synchronous_commit=on``) for benchmarks that time real commits.
    """
    bin_dir = binaries()
    if bin_dir is None:
        raise RuntimeError("PostgreSQL server binaries (initdb, pg_ctl) are not installed")
    folder = Path(folder) if folder else Path(tempfile.mkdtemp(prefix="hoard-pg-"))
    folder.mkdir(parents=True, exist_ok=True)
    data, sockets = folder / "data", folder / "socket"
    sockets.mkdir(exist_ok=True)
    if os.geteuid() == 0:
        entry = pwd.getpwnam("postgres")
        for path in (folder, sockets):
            os.chown(path, entry.pw_uid, entry.pw_gid)
    port = _free_port()
    run = lambda command: subprocess.run(_as_server_user(command), check=True, capture_output=True, text=True)  # noqa: E731
    run([str(bin_dir / "initdb"), "-D", str(data), "-U", USER, "--auth=trust", "-E", "UTF8", "--no-sync"])
    options = f"-p {port} -k {sockets} -c listen_addresses=127.0.0.1 -c max_connections=200"
    if not durable:
        options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    run([str(bin_dir / "pg_ctl"), "-D", str(data), "-l", str(folder / "server.log"), "-o", options, "-w", "start"])
    return f"postgresql://{USER}@127.0.0.1:{port}/postgres", folder


@contextlib.contextmanager
def server(durable: bool = False) -> Iterator[str | None]:
    """``BENCH_DATABASE_URL`` if set, else a throwaway server for the block, else None (no binaries)."""
    url = os.environ.get("BENCH_DATABASE_URL", "").strip()
    if url:
        yield url
        return
    if binaries() is None:
        yield None
        return
    url, folder = start(durable=durable)
    try:
        yield url
    finally:
        stop(folder)


def stop(folder: Path) -> None:
    """Stop the server of ``folder`` (if it runs) and remove the folder."""
    bin_dir = binaries()
    data = Path(folder) / "data"
    if bin_dir is not None and (data / "postmaster.pid").exists():
        subprocess.run(
            _as_server_user([str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"]),
            capture_output=True,
            check=False,
        )
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("start", "stop"):
        sys.exit("usage: python -m tests.pgserver start|stop FOLDER")
    if sys.argv[1] == "start":
        url, _ = start(Path(sys.argv[2]))
        print(url)
    else:
        stop(Path(sys.argv[2]))
