### /leaderboard, /stats, /history and /records forget, worded for the member who asked or clicked.
### A game's name is its { P }-title, a score its { P }-score (each game's own file: $count picks the plural form,
### $amount is the score written out, below zero with the true minus sign U+2212).

records-all-games = All games
records-pick-a-game = Pick a game from the list.
records-previous = Previous
records-next = Next

## /leaderboard

# $game: a game's name or records-all-games; $scope: global or server
records-board-title = 🏆 Leaderboard · { $game } · { $scope ->
        [global] global
       *[server] this server
    }
records-board-empty = No finished games yet. Play one and come back!
# The board is a code block of columns, each title right-aligned over its figures; the code pads each cell
# to its column's width.
records-board-column-rank = #
records-board-column-rating = Rating
records-board-column-games = Games
records-board-column-wins = Wins
records-board-column-rate = Win%
records-board-column-player = Player
# one line of the board, its titles too: every cell already padded to its column
records-board-row = `{ $rank } { $rating } { $games } { $wins } { $rate }` { $player }
# a rating on the board; "?" marks a provisional one (explained in the footer)
records-board-rating = { NUMBER($rating, useGrouping: 0) }{ $provisional ->
        [yes] ?
       *[no] {" "}
    }
records-board-rate = { NUMBER($rate, style: "percent") }
# an AI player of the board, named by its level
records-board-ai-level = 🤖 { $level ->
        [easy] Easy
        [hard] Hard
       *[normal] Normal
    } AI
# an AI rated by its seat's name, before there were levels
records-board-ai-named = 🤖 { $name } (AI)
records-board-footer = Page { $page } of { $pages } · ? = provisional (fewer than { $provisional ->
        [one] { $provisional } game
       *[other] { $provisional } games
    }) · { $ai ->
        [shown] AI players shown
       *[hidden] AI players hidden (show_ai shows them)
    } · rating starts at { NUMBER($base, useGrouping: 0) }

## /stats

records-stats-title = 📜 { $player }'s record
records-stats-empty = No finished games on this server yet.
# $direction: up, down or none; $change: how far the rating moved lately
records-stats-rating = Rating **{ NUMBER($rating, useGrouping: 0) }** ({ $direction ->
        [up] +{ $change }
        [down] −{ $change }
       *[none] ±0
    } lately){ $provisional ->
        [yes] {" "}· provisional
       *[no] {""}
    }
records-stats-record = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } ({ NUMBER($rate, style: "percent") })
# best and average score of one game, each in that game's own unit ({ P }-score)
records-stats-scores = Best { $best } · average { $average }
# /stats: a player's best and average over the matches of one length (their results are match points)
records-stats-match-scores = Matches of { $games } games: best { $best } · average { $average }
records-stats-last-played = Last played <t:{ $at }:R>

## /history

records-history-title = { $scope ->
        [server] 📚 Recent games on this server
       *[channel] 📚 Recent games in this channel
    }
records-history-empty = No finished games yet.
# one seat of a finished game, $score in its game's unit ({ P }-score); the seats are listed with the locale's list pattern
records-history-seat = { $place }. { $name } ({ $score })
records-history-line = **#{ $id } { $game }** <t:{ $at }:d>: { $seats }
records-history-option = #{ $id } { $game }
records-history-pick = Show a game's scoresheet and log
records-history-gone = That game is not stored any more.
records-history-not-shown = That game is not one you can look up: /history shows finished games of channels you can see.
records-log-title = { $game } · game #{ $id }
records-log-empty = No moves were logged.
records-log-finished = Finished
records-log-result = Result
records-log-result-line = { $place }. { $name }: { $score }
records-log-scoresheet = Scoresheet
records-log-footer = Move log page { $page } of { $pages }

# a finished game replayed move by move (privately, in the viewer's language): its button, title, first step, the
# hands of every seat ($name: a player's name; $hand: their cards or tiles), the round select and the footer
records-replay-button = Replay
records-replay-title = Replay · { $game } · game #{ $id }
records-replay-start = The game as it began, before the first move.
records-replay-hands = What each player held
records-replay-hand = { $name }: { $hand }
records-replay-rounds = Jump to the start of a round
records-replay-round = Round { $round } · move { $step }
records-replay-footer = Move { $step } of { $steps }

## /records forget

records-forget-warning = This removes <@{ $user }> from every stored game of this server (their seats become "former member") and recomputes this server's ratings and the global board. It cannot be undone.
records-forget-button = Delete for good
records-forget-refused = Only members with Manage Server can delete records.
records-forget-unknown = That button names no member: nothing was deleted.
records-forget-done = Done: <@{ $user }> was removed from { $games ->
        [one] { $games } game
       *[other] { $games } games
    } of this server; ratings recomputed.
records-forget-too-soon = This server deleted a member's records less than a minute ago. You may try again <t:{ $at }:R>.
records-forget-failed = Nothing was deleted: the database could not store the change. Please try again.

## The slash commands (names are identifiers and stay English; choices are worded by their message's value)

command-leaderboard =
    .description = Ratings of this server or of everyone
command-leaderboard-game =
    .description = Which game (all games by default)
command-leaderboard-scope =
    .description = This server or everyone
command-leaderboard-scope-server = this server
command-leaderboard-scope-global = global
command-leaderboard-show-ai =
    .description = List AI players too
command-stats =
    .description = A player's record in every game on this server
command-stats-player =
    .description = Whose record (you by default)
command-history =
    .description = Recent finished games, with scoresheets and move logs
command-history-scope-channel = this channel
command-history-scope-server = this server
command-records =
    .description = Stored game records
command-records-forget =
    .description = Delete a member's stored records on this server
