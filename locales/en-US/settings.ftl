## /settings: a member's own preferences, and a server's language (Manage Server)
settings-pings-on = 🔔 You will get a ping when a game has waited a minute for your move.
settings-pings-off = 🔕 No more pings for you: tables still name whose turn it is.
# the language a server's new games are worded in, as /settings language shows it
settings-language-set = 🌐 New games on this server will be worded in { $language }.
settings-language-unset = 🌐 New games on this server are worded in the server's language if it is a Community server, else in the language of whoever opens them.
settings-language-not-allowed = Only a member with Manage Server can choose the server's language.
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
