"""Words the games share: why a request or a move is refused, how a house rule reads, and every sentence the
shared machinery sends (lobby, table, private view, rules pages, turn pings, the service's own events).

Every refusal reaches the Discord side as a code with named parameters (``service.games.GameError``,
``engine.protocol.IllegalAction``, ``engine.protocol.OptionError``); these are the templates for the
codes every game shares. A game's own move codes are in its cog's ``texts.py`` (``ILLEGAL``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from discord_ui.plurals import Plural

#: a template, or words that change with the ``count`` parameter
Template = str | Plural

#: the service's refusals, by ``GameError`` code
GAME_ERRORS: dict[str, Template] = {
    "game_gone": "This game no longer exists.",
    "option_invalid": "That option is not valid: {problem}.",
    "timer_invalid": "That turn timer is not one of the choices.",
    "lobby_closed": "This lobby is closed.",
    "already_seated": "You are already seated.",
    "table_full": "The table is full ({seats} seats).",
    "not_seated": "You are not seated in this lobby.",
    "add_ai_seated_only": "Only seated players can add AI players.",
    "cancel_not_allowed": "Only the host or a member with Manage Messages can cancel this lobby.",
    "already_started": "This game has already started.",
    "start_seated_only": "Only seated players can start the game.",
    "player_count": Plural(
        {
            "one": "{game} needs {minimum}–{maximum} players; {count} is seated. Add AI players or wait for friends.",
            "other": (
                "{game} needs {minimum}–{maximum} players; {count} are seated. Add AI players or wait for friends."
            ),
        }
    ),
    "rematch_after_end": "A rematch can be set up once the game is over.",
    "rematch_players_only": "Only players of this game can ask for a rematch.",
    "channel_busy": "This channel already has an open game.",
    "already_over": "This game is already over.",
    "stop_not_allowed": "Only the host or a member with Manage Messages can stop this game.",
    "game_over": "This game is over.",
    "not_started": "This game has not started yet.",
    "not_playing": "You are not playing in this game.",
    "stale_click": "The table has moved on; here is the current view.",
    "choose_something": "Choose at least one option.",
    "not_playing_here": "You are not playing in an open game here.",
    "seat_already_yours": "You already control your seat.",
    "database_busy": "The database is busy right now, so that was not done; please try again in a moment.",
    "handing_over": "This game is being handed over between instances of the bot; please try again in a few seconds.",
    "database_unavailable": (
        "That could not be saved (the database is unavailable), so it was not done; please try again later."
    ),
}

#: why an option value is refused, by ``OptionError`` code (the ``problem`` of ``option_invalid``)
OPTION_PROBLEMS: dict[str, Template] = {
    "unknown_options": "unknown option(s): {keys}",
    "on_or_off": "{key} must be on or off",
    "whole_number": "{key} must be a whole number",
    "at_least": "{key} must be at least {minimum}",
    "at_most": "{key} must be at most {maximum}",
    "one_of": "{key} must be one of {allowed}",
    "untimed_or_at_least": "{key} must be 0 (untimed) or at least {minimum}",
    "dealer_seat": "{key} must be a seat from 0 to {last}",
}

#: a refused move, with the engine's reason
MOVE_REFUSED = "That move is not allowed: {reason}."
#: a refused move whose reason has no words
MOVE_NOT_ALLOWED = "That move is not allowed now."
#: a refusal whose code has no words
REFUSED = "That cannot be done now."

#: reasons for refusing a move that every game may give, by ``IllegalAction`` code
ILLEGAL: dict[str, Template] = {
    "game_over": "the game is over",
    "not_your_turn": "it is not your turn",
    "not_allowed_now": "{action!r} is not allowed now",
    "no_seat": "there is no seat {seat}",
    "no_such_seat": "there is no such seat",
}


@dataclass(frozen=True)
class OptionWords:
    """How the lobby and the rules name a game's option (``engine.protocol.Option``) and explain it."""

    label: str
    help: str
    #: the words of the option's special values, e.g. ``{0: "until someone is out of gold"}``
    meanings: Mapping[int | bool | str, str] = field(default_factory=dict)


#: an on/off option's values
ON = "on"
OFF = "off"
#: a house rule in force: its name and value
OPTION_LINE = "**{label}**: {value}"
#: a house rule a new game starts with: its name, value and what it does
DEFAULT_OPTION_LINE = "**{label}**: {value} ({help})"


# -- the words of the machinery every game shares: lobby, table, private view, rules, pings -------------------------
# Names, counts, links and mentions are parameters; a translation replaces these templates and keeps the parameters.

#: a lobby that is no longer gathering players, by the game's status
LOBBY_CLOSED: dict[str, str] = {
    "cancelled": "This lobby was cancelled.",
    "expired": "This lobby expired before the game started.",
    "active": "The game has started: the table is below.",
    "finished": "This game is over.",
    "abandoned": "This game was stopped.",
}
#: keyed by the most seats (``count``), the number next to the word
LOBBY_GATHERING = Plural(
    {
        "one": (
            "A new game is gathering players: {minimum}–{count} seat, humans or AI.\n"
            "Press **Join** to take a seat. The host ({host}) or any seated player starts it."
        ),
        "other": (
            "A new game is gathering players: {minimum}–{count} seats, humans or AI.\n"
            "Press **Join** to take a seat. The host ({host}) or any seated player starts it."
        ),
    }
)
LOBBY_CLOSES = "The lobby closes {when} if the game has not started."
LOBBY_SEATS = "Seats ({seated}/{seats})"
LOBBY_NOBODY = "nobody yet"
LOBBY_SEAT = "{number}. {seat}"
HUMAN_SEAT = "{name}"
HOST_SEAT = "{name} (host)"
#: a player whose display name shows nothing (only invisible characters)
UNNAMED_PLAYER = "Nameless player"
#: an AI seat in the lobby's list: its name and level
AI_SEAT = "{name} · {level} AI"
#: the AI levels as players read them
AI_LEVEL_NAMES: dict[str, str] = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}
#: the lobby button that seats an AI of a level
ADD_AI = "Add AI: {level}"
JOIN, LEAVE, START, CANCEL = "Join", "Leave", "Start", "Cancel"
HOUSE_RULES = "House rules"
TURN_TIMER_LINE = "**Turn timer**: {timer}"
TIMER_MINUTES = "{minutes} min"
TIMER_SECONDS = "{seconds} s"

#: ``/<game> new`` where no table can be kept
SERVER_CHANNELS_ONLY = "Games are played in server channels; try this in a text channel of a server."
MISSING_PERMISSIONS = "I cannot keep a table in this channel: I need {permissions} here."
PERMISSION_SEPARATOR = ", "
#: the permissions a table needs, by discord.py's name for each, as Discord's settings name them
PERMISSION_NAMES: dict[str, str] = {
    "view_channel": "View Channel",
    "send_messages": "Send Messages",
    "embed_links": "Embed Links",
    "attach_files": "Attach Files",
}
CHANNEL_HAS_GAME = "This channel already has a game: {link}. Finish or stop it first."
NOT_HERE = "That control belongs to no game of this channel."
#: a page button (rules, leaderboard, move log) clicked on a message of another kind, e.g. a table
NOT_THIS_MESSAGE = "That button belongs to another message: nothing was changed."
RESTARTING = "🔧 The bot is restarting; try again in a few seconds."

#: the table
TABLE_CONTINUED = "⏭️ This table has moved on: the game continues in the newer table below."
TABLE_OVER = "🏁 **{title}** is over."
TABLE_STOPPED = "🛑 **{title}** was stopped."
TABLE_WAITING = "🎯 Waiting for {names}"
TABLE_DEADLINE = " · ⏰ {when}"
NAME_SEPARATOR = ", "
RULES_BUTTON = "Rules"
REMATCH_BUTTON = "Rematch"
#: the table's button that opens a player's private view, unless the game names it itself
HAND_BUTTON = "My hand"
TABLE_MOVED_ON = "The table has moved on: use the buttons of the table as it is now."
TABLE_POSTED_AGAIN = "📌 The table is posted again below."
NO_GAME_PLAYED_HERE = "There is no {title} game being played in this channel."
NO_GAME_HERE = "There is no {title} game in this channel."
GAME_STOPPED = "🛑 {member} stopped the {title} game."
GAME_STOPPED_ABANDONED = "🛑 {member} stopped the {title} game. It is recorded as abandoned."

#: a player's private view
NOT_A_PLAYER = "You are not playing in this game; the table shows everything a spectator may see."
SINCE_TITLE = "🕑 Since your last move"
NOTICE = "⚠️ {notice}\n{text}"
AI_PLAYS_FOR_YOU = "🤖 The AI is playing for you.\n{text}"
REFRESH = "Refresh"
TAKE_SEAT_BACK = "Take my seat back"

#: the rules, in pages
RULES_TITLE = "{emoji} {title}: rules"
RULES_QUICK_START = "{title} · quick start"
RULES_PAGE = "{title} · {page}/{pages}"
HOUSE_RULES_OF_GAME = "House rules of this game"
DEFAULT_HOUSE_RULES = "Default house rules"
RULES_BACK = "◀ Back"
RULES_MORE = "More ▶"
RULES_NEXT = "Next ▶"

#: a turn ping: the members it is for (mentions), the game, a link to its table
TURN_PING = "{members} your move in **{title}**: {link}"

#: the service's own events, as the table and the private views tell them
SEAT_NUMBER = "seat {number}"
#: a score in ``/stats``, unless the game counts in a unit of its own (gems, gold)
POINTS = Plural({"one": "{count} point", "other": "{count} points"})
TIMED_OUT_AI_KEEPS = "⏰ {name} ran out of time; the AI keeps the seat."
TIMED_OUT_AI_PLAYS = "⏰ {name} ran out of time; the AI plays for them."
SEAT_TAKEN_BACK = "{name} is back."
