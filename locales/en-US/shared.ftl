## What every game shares on Discord: refusals, the lobby, the table, the private view, the rules pages, turn pings
## and the service's own events. Names, counts, links and mentions are arguments; names come escaped for markdown.

## The service's refusals, by GameError code
refusal-game-gone = This game no longer exists.
refusal-timer-invalid = That turn timer is not one of the choices.
refusal-away-too-long = You can be away for { $days } days at most at a time.
refusal-away-year-used = { $days ->
    [0] You have no away time left this year.
    [one] You have only one day of away time left this year.
   *[other] You have only { $days } days of away time left this year.
}
refusal-lobby-closed = This lobby is closed.
refusal-already-seated = You are already seated.
refusal-table-full = The table is full ({ $seats } seats).
refusal-not-seated = You are not seated in this lobby.
refusal-add-ai-seated-only = Only seated players can add AI players.
refusal-remove-ai-not-allowed = Only the host or a member with Manage Messages can remove an AI player.
refusal-no-ai-seat = There is no AI player to remove.
refusal-cancel-not-allowed = Only the host or a member with Manage Messages can cancel this lobby.
refusal-already-started = This game has already started.
refusal-start-seated-only = Only seated players can start the game.
refusal-player-count = { $count ->
    [one] { $game } needs { $minimum }–{ $maximum } players; { $count } is seated. Add AI players or wait for friends.
   *[other] { $game } needs { $minimum }–{ $maximum } players; { $count } are seated. Add AI players or wait for friends.
}
refusal-rematch-after-end = A rematch can be set up once the game is over.
refusal-rematch-players-only = Only players of this game can ask for a rematch.
refusal-channel-busy = This channel already has an open game.
refusal-server-game-limit = This server already has as many open lobbies and games as it may have at once ({ $limit }). Finish or cancel one before opening another.
refusal-member-game-limit = You are already seated in as many open lobbies and games as one member may be at once ({ $limit }). Finish a game or leave a lobby first.
refusal-already-over = This game is already over.
refusal-stop-not-allowed = Only the host or a member with Manage Messages can stop this game.
refusal-game-over = This game is over.
refusal-not-started = This game has not started yet.
refusal-not-playing = You are not playing in this game.
refusal-stale-click = The table has moved on; here is the current view.
refusal-choose-something = Choose at least one option.
refusal-not-playing-here = You are not playing in an open game here.
refusal-seat-already-yours = You already control your seat.
refusal-database-busy = The database is busy right now, so that was not done; please try again in a moment.
refusal-handing-over = This game is being handed over between instances of the bot; please try again in a few seconds.
refusal-database-unavailable = That could not be saved (the database is unavailable), so it was not done; please try again later.
# a refusal whose code has no words
refusal-other = That cannot be done now.

## An option value refused (GameError option_invalid), by OptionError code
refusal-option-invalid-unknown-options = That option is not valid: unknown option(s): { $keys }.
refusal-option-invalid-on-or-off = That option is not valid: { $key } must be on or off.
refusal-option-invalid-whole-number = That option is not valid: { $key } must be a whole number.
refusal-option-invalid-at-least = That option is not valid: { $key } must be at least { $minimum }.
refusal-option-invalid-at-most = That option is not valid: { $key } must be at most { $maximum }.
refusal-option-invalid-one-of = That option is not valid: { $key } must be one of { $allowed }.
refusal-option-invalid-untimed-or-at-least = That option is not valid: { $key } must be 0 (untimed) or at least { $minimum }.
refusal-option-invalid-dealer-seat = That option is not valid: { $key } must be a seat from 0 to { $last }.

## A refused move, by the IllegalAction codes every game may give (a game's own: <game>-illegal-<code>)
refusal-illegal-game-over = That move is not allowed: the game is over.
refusal-illegal-not-your-turn = That move is not allowed: it is not your turn.
refusal-illegal-not-allowed-now = That move is not allowed: '{ $action }' is not allowed now.
refusal-illegal-no-seat = That move is not allowed: there is no seat { $seat }.
refusal-illegal-no-such-seat = That move is not allowed: there is no such seat.
# a refused move whose reason has no words
refusal-move-not-allowed = That move is not allowed now.

## House rules in the lobby and the rules pages
option-on = on
option-off = off
# a house rule: its name, value and what it does (one line, in the lobby and on the rules' first page)
option-line = **{ $label }**: { $value } ({ $help })

## The lobby
lobby-cancelled = This lobby was cancelled.
lobby-expired = This lobby expired before the game started.
lobby-active = The game has started: the table is below.
lobby-active-thread = The game has started: the table is in this message's thread.
lobby-finished = This game is over: [the final table]({ $link }).
lobby-abandoned = This game was stopped: [the last table]({ $link }).
# $count: the most seats
lobby-gathering = { $count ->
    [one] A new game is gathering players: { $minimum }–{ $count } seat, humans or AI.
        Press **Join** to take a seat. The host ({ $host }) or any seated player starts it.
   *[other] A new game is gathering players: { $minimum }–{ $count } seats, humans or AI.
        Press **Join** to take a seat. The host ({ $host }) or any seated player starts it.
}
lobby-closes = The lobby closes { $when } if the game has not started.
# a game played in a thread of its lobby message (the lobby's thread option, or /settings threads)
lobby-thread-asked = 🧵 The game will be played in a thread of this message.
lobby-thread-refused = 🧵 The game is played in this channel: to open a thread I would need { $permissions } here.
# the name of a game's thread: $title, the game's name; $number, the game's number
lobby-thread-name = { $title } #{ $number }
lobby-title = { $emoji } { $title }
lobby-seats = Seats ({ $seated }/{ $seats })
lobby-nobody = nobody yet
lobby-seat = { $number }. { $seat }
lobby-human-seat = { $name }
lobby-host-seat = { $name } (host)
# an AI seat in the lobby's list: its name and level
lobby-ai-seat = { $level ->
    [easy] { $name } · Easy AI
    [hard] { $name } · Hard AI
   *[normal] { $name } · Normal AI
}
# the lobby button that seats an AI of a level
lobby-add-ai = { $level ->
    [easy] Add AI: Easy
    [hard] Add AI: Hard
   *[normal] Add AI: Normal
}
# an AI level as players read it
ai-level = { $level ->
    [easy] Easy
    [hard] Hard
   *[normal] Normal
}
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-cancel = Cancel
# takes the newest AI seat away again
lobby-remove-ai = Remove AI
lobby-house-rules = House rules
lobby-turn-timer = **Turn timer**: { $timer } (how long each player has for a move before the AI plays for them)
timer-minutes = { $minutes } min
timer-seconds = { $seconds } s
timer-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
}
timer-days = { $days ->
    [one] { $days } day
   *[other] { $days } days
}
# a player whose display name shows nothing (only invisible characters)
lobby-unnamed-player = Nameless player

## /<game> new where no table can be kept
lobby-server-channels-only = Games are played in server channels; try this in a text channel of a server.
lobby-missing-permissions = I cannot keep a table in this channel: I need { $permissions } here.
# the permissions a table needs, as Discord's settings name them
permission-view-channel = View Channel
permission-send-messages = Send Messages
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-create-public-threads = Create Public Threads
permission-send-messages-in-threads = Send Messages in Threads
lobby-channel-has-game = This channel already has a game: { $link }. Finish or stop it first.
refusal-not-here = That control belongs to no game of this channel.
# a page button (rules, leaderboard, move log) clicked on a message of another kind, e.g. a table
refusal-not-this-message = That button belongs to another message: nothing was changed.
refusal-restarting = 🔧 The bot is restarting; try again in a few seconds.

## The table
table-continued = ⏭️ This table has moved on: the game continues in the newer table below.
table-over = 🏁 **{ $title }** is over.
table-stopped = 🛑 **{ $title }** was stopped.
table-waiting = 🎯 Waiting for { $names }
table-waiting-until = 🎯 Waiting for { $names } · ⏰ { $when }
# a member the game waits for who is away (/settings away): their mention, and until when (a Discord date)
table-away = 🏝️ { $name } is away until { $until }: their turn timer waits.
table-until = {" "}· ⏰ { $when }
# above a table the AI plays alone (every human seat went over to it) and that stopped after a round of turns with no
# human action; $when: when it is abandoned (a relative time Discord shows in the reader's language, e.g. "in 24 hours")
table-idle = ⏸️ Paused: the AI plays every seat, and nobody has played for a whole round. To play on, take your seat back: **{ table-hand-button }** → **{ hand-take-seat-back }**. Otherwise the game ends { $when } and is recorded as abandoned.
table-rules-button = Rules
table-log-button = Log
table-rematch-button = Rematch
# the table's button that opens a player's private view, in every game (the catalogs' texts name it by reference)
table-hand-button = My view
# the field of a finished game's table and private views listing every player's place and score
standings-title = 🏆 Final standings
# a place in the final standings: a medal for the first three
standings-place = { $place ->
        [1] 🥇
        [2] 🥈
        [3] 🥉
       *[other] { $place }.
    }
# a line of the final standings; $score: the game's score with its unit (<game>-score)
standings-line = { $place } **{ $name }** · { $score }
standings-tied-line = { $place } **{ $name }** · { $score } (tied)
table-moved-on = The table has moved on: use the buttons of the table as it is now.
table-posted-again = 📌 The table is posted again below.
table-no-game-played-here = There is no { $title } game being played in this channel.
table-no-game-here = There is no { $title } game in this channel.
# /<game> stop asks first, privately; $started: yes (a game being played) or no (a lobby)
table-stop-question = Stop **{ $title }** for everyone? { $started ->
        [yes] The game ends here and is recorded as abandoned, without results.
       *[no] The lobby closes.
    }
table-stop-button = Stop the game
table-game-stopped = 🛑 { $member } stopped the { $title } game.
table-game-stopped-abandoned = 🛑 { $member } stopped the { $title } game. It is recorded as abandoned.

## A player's private view
hand-not-a-player = You are not playing in this game; the table shows everything a spectator may see.
hand-since-title = 🕑 Since your last move
hand-notice = ⚠️ { $notice }
    { $text }
hand-ai-plays-for-you = 🤖 The AI is playing for you.
    { $text }
hand-refresh = Refresh
hand-take-seat-back = Take my seat back

## Numbers and logs every game shows

# a score or a change of score: $sign is plus, minus or zero, $amount its size (a true minus sign, U+2212)
number-signed =
    { $sign ->
        [plus] +{ $amount }
        [minus] −{ $amount }
       *[zero] { $amount }
    }
# the first line of a log cut to fit: how many of its lines were left out
log-left-out =
    { $count ->
        [one] …one earlier line not shown
       *[other] …{ $count } earlier lines not shown
    }

## The rules, in pages
rules-quick-start = { $emoji } { $title }: rules · quick start
rules-page = { $emoji } { $title }: rules · { $page }/{ $pages }
rules-house-rules-of-game = House rules of this game
rules-default-house-rules = Default house rules
rules-back = ◀ Back
rules-more = More ▶
rules-next = Next ▶

## A turn ping: the members it is for (mentions), the game, a link to its table
ping-your-move = { $members } your move in **{ $title }**: { $link }

## A reminder of a long turn timer, in the channel (the members' mentions) or by direct message; $when: when the
## time runs out, which Discord shows as "in 2 days"
ping-reminder = ⏳ { $members } your move in **{ $title }** is still awaited: your time runs out { $when }. { $link }
ping-reminder-direct = ⏳ Your move in **{ $title }** is still awaited: your time runs out { $when }. { $link }

## The service's own events, as the table and the private views tell them
event-seat-number = seat { $number }
event-timed-out-ai-keeps = ⏰ **{ $name }** ran out of time; the AI keeps the seat.
event-timed-out-ai-plays = ⏰ **{ $name }** ran out of time; the AI plays for them.
event-seat-taken-back = **{ $name }** is back.

## The subcommands every game's command group has
command-game-rules =
    .description = How this game is played, and the house rules of this channel
command-game-table =
    .description = Post this channel's game table again, at the bottom
command-game-stop =
    .description = End the game in this channel (host or Manage Messages)
command-game-new-thread =
    .description = Play in a thread of the lobby message (default: as /settings threads says)
