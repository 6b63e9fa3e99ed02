"""How a lobby looks: the game, its player range, options and seats, and its buttons."""

from __future__ import annotations

import discord
from discord import ui

from discord_ui import texts
from discord_ui.components import LobbyButton, view_of
from discord_ui.names import markdown, shown_name
from discord_ui.presenter import FINISHED_COLOUR, LOBBY_COLOUR, Presenter
from engine.protocol import AI_LEVELS, AiLevel, Option
from service.storage import GameRecord, SeatRecord

DEFAULT_TIMER_SECONDS = 5 * 60

#: the verb of each level's Add AI button (``ai`` alone is normal, as before there were levels)
ADD_AI_VERBS: dict[AiLevel, str] = {"easy": "ai-easy", "normal": "ai", "hard": "ai-hard"}
AI_LEVEL_OF_VERB: dict[str, AiLevel] = {verb: level for level, verb in ADD_AI_VERBS.items()}


def seat_text(seat: SeatRecord, host_id: int) -> str:
    name = markdown(shown_name(seat.name, seat.is_ai))
    if seat.is_ai:
        return texts.AI_SEAT.format(name=name, level=texts.AI_LEVEL_NAMES[seat.level])
    return (texts.HOST_SEAT if seat.user_id == host_id else texts.HUMAN_SEAT).format(name=name)


def timer_text(seconds: int) -> str:
    if not seconds:
        return texts.OFF
    minutes, rest = divmod(seconds, 60)
    return texts.TIMER_MINUTES.format(minutes=minutes) if not rest else texts.TIMER_SECONDS.format(seconds=seconds)


def option_value(option: Option, value: object, words: texts.OptionWords) -> str:
    """An option's value as the lobby and the rules show it: a special value's words, on/off, or the value."""
    if value in option.special and isinstance(value, bool) == isinstance(option.default, bool):
        return words.meanings.get(value, str(value))
    if isinstance(value, bool):
        return texts.ON if value else texts.OFF
    return str(value)


def options_text(game: GameRecord, presenter: Presenter) -> str:
    lines = [texts.TURN_TIMER_LINE.format(timer=timer_text(game.turn_seconds))]
    for option in presenter.engine.options:
        if option.key in presenter.hidden_options:
            continue
        words = presenter.option_words[option.key]
        value = option_value(option, game.options.get(option.key, option.default), words)
        lines.append(texts.OPTION_LINE.format(label=words.label, value=value))
    return "\n".join(lines)


def default_options_text(presenter: Presenter) -> str:
    """The house rules a new game starts with, each with what it does."""
    lines = [texts.TURN_TIMER_LINE.format(timer=timer_text(DEFAULT_TIMER_SECONDS))]
    for option in presenter.engine.options:
        if option.key in presenter.hidden_options:
            continue
        words = presenter.option_words[option.key]
        value = option_value(option, option.default, words)
        lines.append(texts.DEFAULT_OPTION_LINE.format(label=words.label, value=value, help=words.help))
    return "\n".join(lines)


def embed(game: GameRecord, presenter: Presenter) -> discord.Embed:
    engine = presenter.engine
    title = f"{presenter.emoji} {engine.title}"
    if game.status == "lobby":
        description = f"{presenter.tagline}\n" if presenter.tagline else ""
        description += texts.LOBBY_GATHERING(engine.max_seats, minimum=engine.min_seats, host=f"<@{game.host_id}>")
        if game.deadline:
            description += "\n" + texts.LOBBY_CLOSES.format(when=f"<t:{int(game.deadline)}:R>")
    else:
        description = texts.LOBBY_CLOSED.get(game.status, "")
    colour = LOBBY_COLOUR if game.status == "lobby" else FINISHED_COLOUR
    result = discord.Embed(title=title, description=description, colour=colour)
    seats = "\n".join(texts.LOBBY_SEAT.format(number=s.seat + 1, seat=seat_text(s, game.host_id)) for s in game.seats)
    seats_title = texts.LOBBY_SEATS.format(seated=len(game.seats), seats=engine.max_seats)
    result.add_field(name=seats_title, value=seats or texts.LOBBY_NOBODY, inline=True)
    result.add_field(name=texts.HOUSE_RULES, value=options_text(game, presenter), inline=True)
    return result


def controls(game: GameRecord) -> ui.View:
    """The lobby's buttons, Add AI of each level on a row of their own; none once the game started or was
    cancelled."""
    if game.status != "lobby":
        return view_of([])
    return view_of(
        [
            LobbyButton(game.id, "join", texts.JOIN, discord.ButtonStyle.success, row=0),
            LobbyButton(game.id, "leave", texts.LEAVE, discord.ButtonStyle.secondary, row=0),
            LobbyButton(game.id, "start", texts.START, discord.ButtonStyle.primary, row=0),
            LobbyButton(game.id, "cancel", texts.CANCEL, discord.ButtonStyle.danger, row=0),
            *(
                LobbyButton(
                    game.id,
                    ADD_AI_VERBS[level],
                    texts.ADD_AI.format(level=texts.AI_LEVEL_NAMES[level]),
                    discord.ButtonStyle.secondary,
                    "🤖",
                    row=1,
                )
                for level in AI_LEVELS
            ),
        ]
    )
