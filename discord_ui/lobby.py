"""How a lobby looks: the game, its player range, options and seats, and its buttons, in the game's locale.

A game's options are worded by its catalog: ``<game>-option-<key>`` names one (``.help`` explains it) and
``<game>-option-<key>-<value>`` words one of its special values.
"""

from __future__ import annotations

from collections.abc import Mapping

import discord

from discord_ui import i18n
from discord_ui.components import Item, LobbyButton
from discord_ui.drawing import Sheet, Tone
from discord_ui.names import markdown, shown_name
from discord_ui.presenter import Presenter, game_text
from engine.protocol import AI_LEVELS, AiLevel, Option
from service.storage import GameRecord, SeatRecord

DEFAULT_TIMER_SECONDS = 5 * 60
#: what the bot needs, besides what a table needs, to play a game in a thread of its lobby message
THREAD_PERMISSIONS = ("create_public_threads", "send_messages_in_threads")

#: the verb of each level's Add AI button (``ai`` alone is normal, as before there were levels)
ADD_AI_VERBS: dict[AiLevel, str] = {"easy": "ai-easy", "normal": "ai", "hard": "ai-hard"}
AI_LEVEL_OF_VERB: dict[str, AiLevel] = {verb: level for level, verb in ADD_AI_VERBS.items()}


def seat_text(seat: SeatRecord, host_id: int, locale: str = i18n.DEFAULT) -> str:
    name = markdown(shown_name(seat.name, seat.is_ai))
    if seat.is_ai:
        return i18n.text(locale, "lobby-ai-seat", name=name, level=seat.level)
    return i18n.text(locale, "lobby-host-seat" if seat.user_id == host_id else "lobby-human-seat", name=name)


def timer_text(seconds: int, locale: str = i18n.DEFAULT) -> str:
    if not seconds:
        return i18n.text(locale, "option-off")
    minutes, rest = divmod(seconds, 60)
    if rest:
        return i18n.text(locale, "timer-seconds", seconds=seconds)
    if minutes % (24 * 60) == 0:
        return i18n.text(locale, "timer-days", days=minutes // (24 * 60))
    if minutes % 60 == 0 and minutes >= 2 * 60:  # an hour reads "60 min" as before
        return i18n.text(locale, "timer-hours", hours=minutes // 60)
    return i18n.text(locale, "timer-minutes", minutes=minutes)


def option_value(presenter: Presenter, option: Option, value: object, locale: str = i18n.DEFAULT) -> str:
    """An option's value as the lobby and the rules show it: a special value's words, on/off, or the value."""
    if value in option.special and isinstance(value, bool) == isinstance(option.default, bool):
        return game_text(presenter, locale, f"option-{i18n.key(option.key)}-{str(value).lower()}")
    if isinstance(value, bool):
        return i18n.text(locale, "option-on" if value else "option-off")
    return str(value)


def _shown_options(presenter: Presenter) -> list[Option]:
    return [option for option in presenter.engine.options if option.key not in presenter.hidden_options]


def options_text(game: GameRecord, presenter: Presenter, locale: str = i18n.DEFAULT) -> str:
    """The house rules of a game, each with what it does (a new player cannot guess what "Sets: off" means)."""
    return _house_rules(presenter, game.options, game.turn_seconds, locale)


def default_options_text(presenter: Presenter, locale: str = i18n.DEFAULT) -> str:
    """The house rules a new game starts with, each with what it does."""
    return _house_rules(presenter, {}, DEFAULT_TIMER_SECONDS, locale)


def _house_rules(presenter: Presenter, chosen: Mapping[str, object], turn_seconds: int, locale: str) -> str:
    lines = [i18n.text(locale, "lobby-turn-timer", timer=timer_text(turn_seconds, locale))]
    for option in _shown_options(presenter):
        part = f"option-{i18n.key(option.key)}"
        label, explained = game_text(presenter, locale, part), game_text(presenter, locale, f"{part}.help")
        value = option_value(presenter, option, chosen.get(option.key, option.default), locale)
        lines.append(i18n.text(locale, "option-line", label=label, value=value, help=explained))
    return "\n".join(lines)


def sheet(game: GameRecord, presenter: Presenter, link: str = "") -> Sheet:
    """The lobby message with its buttons, in the game's locale (``link``: the game's table, which a lobby whose
    game ended points to)."""
    engine, locale = presenter.engine, game.locale
    title = i18n.text(locale, "lobby-title", emoji=presenter.emoji, title=game_text(presenter, locale, "title"))
    if game.status == "lobby":
        gathering = i18n.text(
            locale, "lobby-gathering", count=engine.max_seats, minimum=engine.min_seats, host=f"<@{game.host_id}>"
        )
        paragraphs = [game_text(presenter, locale, "tagline"), gathering]
        if game.deadline:
            paragraphs.append(i18n.text(locale, "lobby-closes", when=f"<t:{int(game.deadline)}:R>"))
        if game.thread:
            paragraphs.append(thread_text(game.thread, locale))
        description = "\n".join(p for p in paragraphs if p)
    else:
        in_thread = game.status == "active" and game.thread == "asked"
        closed = f"lobby-{game.status}-thread" if in_thread else f"lobby-{game.status}"
        description = i18n.text(locale, closed, link=link) if closed in i18n.catalogs().ids() else ""
    tone = Tone.LOBBY if game.status == "lobby" else Tone.FINISHED
    result = Sheet(title, [description], tone=tone, controls=controls(game))
    seats = "\n".join(
        i18n.text(locale, "lobby-seat", number=s.seat + 1, seat=seat_text(s, game.host_id, locale)) for s in game.seats
    )
    seats_title = i18n.text(locale, "lobby-seats", seated=len(game.seats), seats=engine.max_seats)
    result.add(seats_title, seats or i18n.text(locale, "lobby-nobody"), inline=True)
    result.add(i18n.text(locale, "lobby-house-rules"), options_text(game, presenter, locale))
    return result


def thread_text(thread: str, locale: str) -> str:
    """What a lobby says of the thread its game asked for: that the game will be played there, or why not."""
    if thread == "asked":
        return i18n.text(locale, "lobby-thread-asked")
    needed = [i18n.text(locale, f"permission-{i18n.key(p)}") for p in THREAD_PERMISSIONS]
    return i18n.text(locale, "lobby-thread-refused", permissions=i18n.listed(needed, locale))


def controls(game: GameRecord) -> list[Item]:
    """The lobby's buttons: Join, Leave, Start, Cancel and Rules; Add AI of each level and Remove AI (the newest AI
    seat; disabled without one) on a row of their own; none once the game started or was cancelled."""
    if game.status != "lobby":
        return []
    locale = game.locale
    no_ai = not any(seat.is_ai for seat in game.seats)
    return [
        LobbyButton(game.id, "join", i18n.text(locale, "lobby-join"), discord.ButtonStyle.success, row=0),
        LobbyButton(game.id, "leave", i18n.text(locale, "lobby-leave"), discord.ButtonStyle.secondary, row=0),
        LobbyButton(game.id, "start", i18n.text(locale, "lobby-start"), discord.ButtonStyle.primary, row=0),
        LobbyButton(game.id, "cancel", i18n.text(locale, "lobby-cancel"), discord.ButtonStyle.danger, row=0),
        LobbyButton(game.id, "rules", i18n.text(locale, "table-rules-button"), discord.ButtonStyle.secondary, "📖", 0),
        *(
            LobbyButton(
                game.id,
                ADD_AI_VERBS[level],
                i18n.text(locale, "lobby-add-ai", level=level),
                discord.ButtonStyle.secondary,
                "🤖",
                row=1,
            )
            for level in AI_LEVELS
        ),
        LobbyButton(
            game.id,
            "remove-ai",
            i18n.text(locale, "lobby-remove-ai"),
            discord.ButtonStyle.secondary,
            row=1,
            disabled=no_ai,
        ),
    ]
