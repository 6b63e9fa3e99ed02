"""The database backends the tests run on.

Storage, service and ratings tests and every interaction test (``tests/test_*_discord.py``) run
twice: on SQLite and on PostgreSQL (ids ``[sqlite]`` and ``[postgresql]``). The PostgreSQL
server is the one at ``TEST_DATABASE_URL`` (``.ci/run`` starts one), else a throwaway server
this session starts itself (:mod:`tests.pgserver`); each test gets a schema of its own, dropped
afterwards. Without PostgreSQL's server binaries the PostgreSQL variants skip, saying so.
"""

from __future__ import annotations

import asyncio
import os
import sys
import threading
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import asyncpg  # type: ignore[import-untyped]
import pytest

from tests import backends, pgserver

#: test modules that run on both backends besides every interaction test module (``*_discord``)
BOTH_BACKENDS = {"tests.test_storage", "tests.test_service", "tests.test_ratings"}
#: modules that choose their backend themselves
OWN_BACKEND = {"tests.test_shards_discord", "tests.test_fakediscord"}
NO_SERVER = "PostgreSQL server binaries (initdb, pg_ctl) are not installed and TEST_DATABASE_URL is not set"


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    already = any("backend" in mark.args[0] for mark in metafunc.definition.iter_markers("parametrize"))
    module = metafunc.module.__name__
    both = module in BOTH_BACKENDS or (module.endswith("_discord") and module not in OWN_BACKEND)
    if "backend" in metafunc.fixturenames and both and not already:
        metafunc.parametrize("backend", ["sqlite", "postgresql"], indirect=True)


def _admin(url: str, sql: str) -> None:
    """Run one statement on the test server, from a thread of its own (the test's loop is not running)."""
    failure: list[BaseException] = []

    def work() -> None:
        async def go() -> None:
            connection = await asyncpg.connect(url)
            try:
                await connection.execute(sql)
            finally:
                await connection.close()

        try:
            asyncio.run(go())
        except BaseException as error:
            failure.append(error)

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    if failure:
        raise failure[0]


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str | None]:
    """The URL of a PostgreSQL server for the tests, or None when there is none."""
    url = os.environ.get("TEST_DATABASE_URL", "").strip()
    if url:
        yield url
        return
    if pgserver.binaries() is None:
        yield None
        return
    url, folder = pgserver.start()
    try:
        yield url
    finally:
        pgserver.stop(folder)


def schema_url(server: str, schema: str) -> str:
    return f"{server}{'&' if '?' in server else '?'}search_path={schema}"


@pytest.fixture
def fresh_schema(postgres_server: str | None) -> Iterator[Any]:
    """A factory of fresh, empty schemas on the test server (URLs); all are dropped afterwards."""
    if postgres_server is None:
        pytest.skip(NO_SERVER)
    made: list[str] = []

    def make() -> str:
        schema = f"t_{uuid.uuid4().hex[:16]}"
        _admin(postgres_server, f"CREATE SCHEMA {schema}")
        made.append(schema)
        return schema_url(postgres_server, schema)

    yield make
    for schema in made:
        _admin(postgres_server, f"DROP SCHEMA IF EXISTS {schema} CASCADE")


@pytest.fixture(autouse=True)
def backend(request: pytest.FixtureRequest) -> Iterator[str]:
    """``sqlite`` or ``postgresql``: the database this test runs on (see the module docstring)."""
    name = getattr(request, "param", "sqlite")
    if name != "postgresql":
        yield name
        return
    backends.URL = request.getfixturevalue("fresh_schema")()
    try:
        yield name
    finally:
        backends.URL = None


@pytest.fixture
def database(tmp_path: Path, backend: str) -> str | Path:
    """What a storage test opens: a SQLite file in ``tmp_path`` or this test's PostgreSQL schema."""
    return backends.target(tmp_path / "hoard.sqlite3")


def _running_threads() -> set[threading.Thread]:
    """Threads that keep the interpreter from exiting (the main one aside)."""
    return {t for t in threading.enumerate() if t is not threading.main_thread() and not t.daemon and t.is_alive()}


@pytest.fixture(autouse=True)
def no_thread_left_running() -> Iterator[None]:
    """Fail a test that leaves a thread running: an unclosed database connection's thread, say, which would
    keep the test run from ever exiting once every test has passed."""
    before = _running_threads()
    yield
    left = _running_threads() - before
    for thread in left:
        thread.join(timeout=2.0)
    still = [t.name for t in left if t.is_alive()]
    assert not still, f"the test left threads running: {', '.join(sorted(still))}"


def pytest_unconfigure(config: pytest.Config) -> None:
    """Exit even when a thread is still running (the test that left it has failed): a run that cannot end
    would be stopped from outside, its results lost."""
    left = _running_threads()
    for thread in left:
        thread.join(timeout=5.0)
    still = sorted(t.name for t in left if t.is_alive())
    if still:
        print(f"threads still running at the end of the tests: {', '.join(still)}; exiting without them", flush=True)
        sys.stderr.flush()
        os._exit(1)
