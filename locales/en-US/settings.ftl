## /settings: a member's own preferences, and a server's language (Manage Server)
settings-pings-on = 🔔 You will get a ping when a game has waited a minute for your move.
settings-pings-off = 🔕 No more pings for you: tables still name whose turn it is.
# how games with a long turn timer remind a member (/settings reminders)
settings-reminders-ping = ⏳ Games with a long turn timer will remind you by a ping in their channel.
settings-reminders-direct = ✉️ Games with a long turn timer will remind you by a direct message (by a ping if Discord does not deliver it).
settings-reminders-off = 🔕 Games with a long turn timer will not remind you.
# /settings away: $until, a Discord date; $left, whole days of away time left this year
settings-away-set = 🏝️ You are away until { $until }: the turn timers of your games wait for you. { $left ->
    [one] One day of away time is left this year.
   *[other] { $left } days of away time are left this year.
}
settings-away-back = 🎯 Welcome back: the turn timers of your games run again. { $left ->
    [one] One day of away time is left this year.
   *[other] { $left } days of away time are left this year.
}
# the language a server's new games are worded in, as /settings language shows it
settings-language-set = 🌐 New games on this server will be worded in { $language }.
settings-language-unset = 🌐 New games on this server are worded in the server's language if it is a Community server, else in the language of whoever opens them.
settings-language-not-allowed = Only a member with Manage Server can choose the server's language.
# whether a server's new games are played in a thread of their lobby message (/settings threads)
settings-threads-on = 🧵 New games on this server will be played in a thread of their lobby message, unless their lobby says otherwise.
settings-threads-off = 💬 New games on this server will be played in their channel, unless their lobby asks for a thread.
settings-threads-not-allowed = Only a member with Manage Server can choose whether the server's games are played in threads.
# each catalog's language, as its own speakers name it
settings-language-name = { $locale ->
    [en-US] English
    [qps-ploc] Pseudo-English
    [ru] Русский
    [it] Italiano
    [hu] Magyar
    [fr] Français
   *[other] { $locale }
}
command-settings =
    .description = Your own preferences for Hoard's games
command-settings-pings =
    .description = Whether the bot pings you when a game has waited a while for your move
command-settings-language =
    .description = The language of this server's new games (Manage Server)
# the choice that lets the server's new games follow the server's or their host's language again
command-settings-language-automatic =
    .name = automatic
command-settings-reminders =
    .description = How games with a long turn timer remind you that they wait for your move
command-settings-reminders-ping = ping in the channel
command-settings-reminders-direct = direct message
command-settings-reminders-off = off
command-settings-away =
    .description = Be away this many days (7 at most, 21 a year): your games' timers wait. 0: back
command-settings-threads =
    .description = Whether this server's new games are played in threads (Manage Server)
