### /mygames: a member's games on every server the bot is on, worded for the member who asked or clicked.
### $game: a game's name (its -title); $id: the game's number; $server: the server's name; $link: a link to the
### game's table (or a mention of its channel); $since: when the turn began (a Unix time); $count: how many games.

mygames-title = 🎲 Your games
mygames-empty = You are not playing any game in a channel you can see.
mygames-waiting-heading = **Your turn** ({ $count }):
mygames-waiting-line = ⏳ **#{ $id } { $game }** · { $server } · { $link } · turn began <t:{ $since }:R>
mygames-none-waiting = No game is waiting for you.
mygames-others-heading = **Your other games** ({ $count }):
mygames-other-line = **#{ $id } { $game }** · { $server } · { $link }
mygames-footer = Only games in channels you can see are listed. Next shows the games waiting for you, the longest wait first.
mygames-next = Next
mygames-next-title = ⏳ Your turn: #{ $id } { $game }
mygames-next-line = { $server } · { $link } · turn began <t:{ $since }:R>
# $position: which of the $count games waiting for the member this one is
mygames-next-footer = Game { $position } of { $count } waiting for you

## The slash command (its name is an identifier and stays English)

command-mygames =
    .description = Your games on every server, those waiting for you first
