"""Every sentence of ``/leaderboard``, ``/stats``, ``/history`` and ``/records forget``, as templates.

Counted words are :class:`~discord_ui.plurals.Plural` forms; each game's score unit comes from its own cog.
"""

from __future__ import annotations

from discord_ui.plurals import Plural

ALL_GAMES = "All games"
PICK_A_GAME = "Pick a game from the list."
GAMES = Plural({"one": "{count} game", "other": "{count} games"})
WINS = Plural({"one": "{count} win", "other": "{count} wins"})

# -- /leaderboard ------------------------------------------------------------------------------------------
BOARD_TITLE = "🏆 Leaderboard · {game} · {scope}"
SCOPE_GLOBAL = "global"
SCOPE_SERVER = "this server"
BOARD_EMPTY = "No finished games yet. Play one and come back!"
BOARD_HEADER = "`  # Rating  Games  Wins  Win%` Player"
BOARD_ROW = "`{rank:>3} {rating:>5}{mark} {games:>6} {wins:>5} {win_rate:>5.0%}` {who}"
#: an AI level as a player ({level}: Easy, Normal or Hard)
BOARD_AI_LEVEL = "🤖 {level} AI"
#: an AI rated by its seat's name, before there were levels
BOARD_AI = "🤖 {name} (AI)"
BOARD_FOOTER = (
    "Page {page} of {pages} · ? = provisional (fewer than {provisional} games) · {ai} · rating starts at {base}"
)
BOARD_AI_SHOWN = "AI players shown"
BOARD_AI_HIDDEN = "AI players hidden (show_ai shows them)"
PREVIOUS = "Previous"
NEXT = "Next"

# -- /stats ------------------------------------------------------------------------------------------------
STATS_TITLE = "📜 {player}'s record"
STATS_EMPTY = "No finished games on this server yet."
STATS_RATING = "Rating **{rating}** ({trend} lately)"
STATS_PROVISIONAL = " · provisional"
STATS_NO_TREND = "±0"
STATS_RECORD = "{games} · {wins} ({rate:.0%})"
#: best and average score of one game, each in that game's own unit
STATS_SCORES = "Best {best} · average {average}"
STATS_LAST_PLAYED = "Last played <t:{at}:R>"

# -- /history ----------------------------------------------------------------------------------------------
HISTORY_TITLE_CHANNEL = "📚 Recent games in this channel"
HISTORY_TITLE_SERVER = "📚 Recent games on this server"
HISTORY_EMPTY = "No finished games yet."
HISTORY_SEAT = "{place}. {name} ({score})"
HISTORY_SEAT_SEPARATOR = ", "
HISTORY_LINE = "**#{id} {game}** <t:{at}:d>: {seats}"
HISTORY_OPTION = "#{id} {game}"
HISTORY_PICK = "Show a game's scoresheet and log"
HISTORY_GONE = "That game is not stored any more."
HISTORY_NOT_SHOWN = "That game is not one you can look up: /history shows finished games of channels you can see."
LOG_TITLE = "{game} · game #{id}"
LOG_EMPTY = "No moves were logged."
LOG_FINISHED = "Finished"
LOG_FINISHED_AT = "<t:{at}:f>"
LOG_RESULT = "Result"
LOG_RESULT_LINE = "{place}. {name}: {score}"
LOG_SCORESHEET = "Scoresheet"
LOG_FOOTER = "Move log page {page} of {pages}"

# -- /records forget ---------------------------------------------------------------------------------------
FORGET_WARNING = (
    'This removes <@{user}> from every stored game of this server (their seats become "former member") '
    "and recomputes this server's ratings and the global board. It cannot be undone."
)
FORGET_BUTTON = "Delete for good"
FORGET_REFUSED = "Only members with Manage Server can delete records."
FORGET_UNKNOWN = "That button names no member: nothing was deleted."
FORGET_DONE = "Done: <@{user}> was removed from {games} of this server; ratings recomputed."
FORGET_TOO_SOON = "This server deleted a member's records less than a minute ago. You may try again <t:{at}:R>."
FORGET_FAILED = "Nothing was deleted: the database could not store the change. Please try again."
