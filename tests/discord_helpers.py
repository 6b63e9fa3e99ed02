"""Shared set-up for interaction tests: a bot on the fake Discord with a controllable clock."""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import discord

from bot import HoardBot, create_bot
from discord_ui import i18n, render
from discord_ui.components import Item
from discord_ui.drawing import Sheet
from service.games import Live
from service.settings import Settings
from tests import backends
from tests.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser


class Clock:
    """The service's clock, moved forward by tests to expire timers."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


@dataclass
class World:
    fake: FakeDiscord
    bot: HoardBot
    clock: Clock
    settings: Settings

    async def restart(self) -> None:
        """Stop the bot and start a new one on the same database, as after a crash or deploy."""
        await self.bot.close()
        self.bot = create_bot(self.settings)
        self.bot.hoard.service.clock = self.clock
        await self.fake.connect(cast(Any, self.bot))
        await self.settle()

    async def settle(self) -> None:
        """Wait until Discord traffic and the bot's own timer and table work are all done."""
        loop = asyncio.get_running_loop()
        give_up = loop.time() + 30
        while True:
            await self.fake.settle()
            if not self.bot.hoard.busy:
                await asyncio.sleep(0)
                if not self.bot.hoard.busy:
                    await self.fake.settle()
                    return
            if loop.time() > give_up:
                raise AssertionError("the bot's timer or table work did not finish")
            await asyncio.sleep(0.001)

    async def expire(self, seconds: float) -> None:
        """Move the clock on and let every timer that fell due run."""
        self.clock.now += seconds
        self.fake.advance(seconds)  # Discord's side ages too: interaction tokens, rate-limit windows
        self.bot.hoard.service.scheduler.run_due()
        self.bot.hoard.pings.scheduler.run_due()
        self.bot.hoard.pings.reminders.run_due()
        self.bot.hoard.retries.run_due()
        await self.settle()

    async def start_game(
        self,
        command: str,
        humans: list[FakeUser],
        ais: int = 0,
        seed: int | None = None,
        channel: int | None = None,
        fixed: dict[str, object] | None = None,
        **options: object,
    ) -> int:
        """Open a lobby with ``/<command>``, seat the humans and AIs, optionally fix the seed and options no
        command sets (``fixed``, e.g. a dealer instead of one drawn by lot), and start."""
        lobby = (await self.fake.slash(humans[0], command, channel=channel, **options)).response
        assert lobby is not None and not lobby.ephemeral, lobby and lobby.text()
        for user in humans[1:]:
            await self.fake.click(user, lobby, lobby.find_button("Join").custom_id)
        for _ in range(ais):
            await self.fake.click(humans[0], lobby, lobby.find_button("Add AI: Normal").custom_id)
        game = await self.bot.hoard.storage.open_game_in_channel(channel or self.fake.channel_id)
        assert game is not None
        await self.fix_deal(game.id, seed, fixed)
        started = await self.fake.click(humans[0], lobby, lobby.find_button("Start").custom_id)
        assert started.response is not None and "started" in started.response.text()
        return game.id

    async def fix_deal(self, game_id: int, seed: int | None = None, fixed: dict[str, object] | None = None) -> None:
        """Before a lobby starts: deal its game from a known ``seed`` instead of the lobby's random one, and set
        options no command sets (``fixed``)."""
        record = (await self.live(game_id)).record
        if seed is not None:
            record.seed = seed
            await self.bot.hoard.storage.execute("UPDATE games SET seed = ? WHERE id = ?", (seed, game_id))
        if fixed:
            record.options = {**record.options, **fixed}
            await self.bot.hoard.storage.execute(
                "UPDATE games SET options = ? WHERE id = ?", (json.dumps(record.options), game_id)
            )

    async def play_out_by_timers(self, game_id: int, player: FakeUser) -> None:
        """Nobody plays: the turn timers let the AI move for everyone until the game ends. Whenever the game stands
        idle (the AI played a round alone), ``player`` takes their seat back, as someone coming back would."""
        while (live := await self.live(game_id)).record.status == "active":
            deadline = live.record.turns.turn_deadline
            if live.record.turns.idle:  # its table's My view, then Take my seat back
                table = self.fake.messages[live.record.table_message_id or 0]
                mine = next(b for b in table.buttons() if b.custom_id.endswith(":hand"))
                hand = (await self.fake.click(player, table, mine.custom_id)).response
                assert hand is not None
                back = next(b for b in hand.buttons() if b.custom_id.endswith(":back"))
                await self.fake.click(player, hand, back.custom_id)
            else:
                assert deadline is not None, "the game waits for nobody"
                await self.expire(deadline - self.clock.now + 1)

    async def read_rules(self, user: FakeUser, command: str) -> str:
        """``/<command>`` and every page of the rules after it (pressing the next-page button to the end)."""
        result = await self.fake.slash(user, command)
        message = result.response
        assert message is not None and message.ephemeral
        texts = [message.text()]
        for _ in range(30):
            turn = [b for b in message.buttons() if b.custom_id.startswith("r:") and b.label and "▶" in b.label]
            if not turn or turn[0].disabled:
                return "\n".join(texts)
            message = (await self.fake.click(user, message, turn[0].custom_id)).response
            assert message is not None
            texts.append(message.text())
        raise AssertionError("the rules have more than 30 pages")

    async def stop(self, user: FakeUser, command: str, channel: int | None = None) -> FakeInteraction:
        """``/<command>`` (a game's stop) and, when it asks, its confirmation pressed: the click's interaction (its
        response: what the channel reads), else the command's (a refusal)."""
        asked = await self.fake.slash(user, command, channel=channel)
        question = asked.response
        confirm = [b for b in question.buttons() if b.custom_id.endswith(":stop")] if question is not None else []
        if question is None or not confirm:
            return asked
        return await self.fake.click(user, question, confirm[0].custom_id)

    async def live(self, game_id: int) -> Live:
        return await self.bot.hoard.service.live(game_id)

    def table(self) -> FakeMessage:
        """The current table message: the newest public message with a hand or Rematch button."""
        for message in reversed(self.fake.channel_messages()):
            if any(b.custom_id.endswith((":hand", ":rematch")) for b in message.buttons() if b.custom_id):
                return message
        raise AssertionError("no table message in the channel")

    def set_up_by_hand(self, game_id: int) -> None:
        """The test changed the game's state itself (as the engine tests build positions): the private views
        the bot drew of the state before are let go, as a move would."""
        self.bot.hoard.forget_drawings(game_id)

    async def open_hand(self, user: FakeUser) -> FakeMessage:
        """Press the table's button that opens ``user``'s private view; returns that ephemeral message."""
        table = self.table()
        button = next(b for b in table.buttons() if b.custom_id and b.custom_id.endswith(":hand"))
        result = await self.fake.click(user, table, button.custom_id)
        assert result.response is not None and result.response.ephemeral
        return result.response


async def start_world(path: Path, ai_delay: float = 0.0) -> World:
    """A bot on the fake Discord, storing in the SQLite file at ``path`` or, when the test runs on
    PostgreSQL (see ``tests/conftest.py``), in that test's schema."""
    settings = Settings(database_path=path, database_url=backends.URL, ai_delay=ai_delay, timer_granularity=3600)
    return await start_world_with(settings)


async def start_world_with(settings: Settings, fake: FakeDiscord | None = None) -> World:
    """A bot with these settings on ``fake`` (a new fake Discord by default)."""
    bot = create_bot(settings)
    clock = Clock()
    bot.hoard.service.clock = clock
    fake = fake or FakeDiscord()
    await fake.connect(cast(Any, bot))
    await fake.settle()
    return World(fake, bot, clock, settings)


def embed_characters(embed: dict[str, Any]) -> int:
    """An embed payload's characters as Discord counts them, by discord.py's own ``len(embed)``."""
    return len(discord.Embed.from_dict(embed))


def drawn(sheet: Sheet, locale: str = i18n.DEFAULT) -> tuple[discord.Embed, list[Item]]:
    """A sheet as the renderer draws it: its embed, and its controls."""
    return render.embed(sheet, locale), sheet.controls
