"""What an operator runs: ``bot.py --check``, JSON log lines, the container recipe (parsed: no container can be
built here)."""

from __future__ import annotations

import json
import logging
import socket
from pathlib import Path

import yaml

from service.check import check
from service.logs import JsonFormatter
from service.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


async def test_check_says_what_it_found(tmp_path):
    lines: list[str] = []
    assert await check(Settings(token=TOKEN, database_path=tmp_path / "hoard.sqlite3", http_port=0), lines.append)
    assert [line.split(":")[0] for line in lines] == ["ok   token", "ok   database", "ok   shards", "ok   http"]
    assert TOKEN not in "\n".join(lines)


async def test_check_fails_on_a_bad_token_and_a_taken_port(tmp_path):
    lines: list[str] = []
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        port = taken.getsockname()[1]
        settings = Settings(token="not-a-token", database_path=tmp_path / "hoard.sqlite3", http_port=port)
        assert not await check(settings, lines.append)
    assert lines[0].startswith("FAIL token") and lines[-1].startswith("FAIL http")


def test_json_log_lines_carry_context_and_no_secret():
    url = "postgresql://hoard:hunter2@db/hoard"
    formatter = JsonFormatter((TOKEN, url))
    record = logging.LogRecord("hoard", logging.INFO, __file__, 1, "token %s at %s", (TOKEN, url), None)
    record.game = 7
    line = json.loads(formatter.format(record))
    assert line["level"] == "INFO" and line["logger"] == "hoard" and line["game"] == 7 and "time" in line
    assert TOKEN not in line["message"] and "hunter2" not in line["message"]


def test_the_bots_own_log_lines_go_through_the_json_formatter_too(tmp_path):
    """discord.py puts its handler on its own logger unless told the root: the bot's lines would then go out as
    plain text, secrets and all."""
    import io

    import discord

    import bot

    url = "postgresql://hoard:hunter2@db/hoard"
    options = bot.log_format(
        Settings(database_path=tmp_path / "h.sqlite3", database_url=url, token=TOKEN, log_format="json")
    )
    out = io.StringIO()
    root, saved = logging.getLogger(), logging.getLogger().handlers[:]
    try:
        discord.utils.setup_logging(
            handler=logging.StreamHandler(out), formatter=options["log_formatter"], root=options["root_logger"]
        )
        logging.getLogger("service.storage").warning("could not reach %s with %s", url, TOKEN)
    finally:
        root.handlers[:] = saved
    line = json.loads(out.getvalue().splitlines()[-1])
    assert line["logger"] == "service.storage" and "hunter2" not in line["message"] and TOKEN not in line["message"]


def test_the_container_recipe():
    lines = (ROOT / "Dockerfile").read_text().splitlines()
    instructions = {line.split()[0]: line for line in lines if line and not line.startswith((" ", "#"))}
    assert instructions["FROM"].endswith("-slim")
    assert instructions["USER"] != "USER root"
    assert json.loads(instructions["CMD"][len("CMD") :]) == ["python", "bot.py"]
    assert json.loads(instructions["ENTRYPOINT"][len("ENTRYPOINT") :])[0].endswith("tini")  # PID 1 forwards SIGTERM
    healthcheck = "\n".join(lines[lines.index(instructions["HEALTHCHECK"]) :][:2])
    assert "/healthz" in healthcheck
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    database, bot = compose["services"]["db"], compose["services"]["bot"]
    assert "pg_isready" in " ".join(database["healthcheck"]["test"])
    assert database["volumes"][0].split(":")[0] in compose["volumes"]
    assert bot["depends_on"]["db"]["condition"] == "service_healthy"
    assert bot["env_file"] == ".env" and "${POSTGRES_PASSWORD" in database["environment"]["POSTGRES_PASSWORD"]
    ignored = (ROOT / ".dockerignore").read_text().splitlines()
    assert ".env" in ignored and "*.sqlite3*" in ignored  # no secret and no database (or backup) in the image
    assert "PGPASSWORD" in bot["environment"] and "@" in bot["environment"]["DATABASE_URL"]
    assert ":" not in bot["environment"]["DATABASE_URL"].split("//")[1].split("@")[0]  # no password in the URL
