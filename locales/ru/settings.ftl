## /settings: личные настройки участника и язык сервера (право «Управлять сервером»)
settings-pings-on = 🔔 Вы получите упоминание, если игра ждёт вашего хода уже минуту.
settings-pings-off = 🔕 Упоминаний больше не будет: стол по-прежнему показывает, чей сейчас ход.
# how games with a long turn timer remind a member (/settings reminders)
settings-reminders-ping = ⏳ Игры с долгим временем на ход будут напоминать вам упоминанием в своём канале.
settings-reminders-direct = ✉️ Игры с долгим временем на ход будут напоминать вам личным сообщением (упоминанием, если Discord его не доставит).
settings-reminders-off = 🔕 Игры с долгим временем на ход не будут вам напоминать.
# /settings away: $until, a Discord date; $left, whole days of away time left this year
settings-away-set = 🏝️ Вы отсутствуете до { $until }: время на ход в ваших играх ждёт вас. Дней отсутствия, оставшихся в этом году: { $left }.
settings-away-back = 🎯 С возвращением: время на ход в ваших играх снова идёт. Дней отсутствия, оставшихся в этом году: { $left }.
# the language a server's new games are worded in, as /settings language shows it
settings-language-set = 🌐 Язык новых игр на этом сервере: { $language }.
settings-language-unset = 🌐 Новые игры на этом сервере идут на языке сервера, если это сервер сообщества, а иначе на языке того, кто их открывает.
settings-language-not-allowed = Выбрать язык сервера может только участник с правом «Управлять сервером».
# whether a server's new games are played in a thread of their lobby message (/settings threads)
settings-threads-on = 🧵 Новые игры на этом сервере пойдут в ветке сообщения лобби, если в лобби не выбрано иное.
settings-threads-off = 💬 Новые игры на этом сервере пойдут в своём канале, если лобби не попросит ветку.
settings-threads-not-allowed = Решить, идут ли игры сервера в ветках, может только участник с правом «Управлять сервером».
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
    .description = Ваши личные настройки игр Hoard
command-settings-pings =
    .description = Упоминать ли вас, когда игра долго ждёт вашего хода
command-settings-language =
    .description = Язык новых игр этого сервера (право «Управлять сервером»)
# the choice that lets the server's new games follow the server's or their host's language again
command-settings-language-automatic =
    .name = автоматически
command-settings-reminders =
    .description = Как игры с долгим временем на ход напоминают, что ждут вашего хода
command-settings-reminders-ping = упоминание в канале
command-settings-reminders-direct = личное сообщение
command-settings-reminders-off = выключены
command-settings-away =
    .description = Отсутствовать столько дней (не больше 7, 21 в год): время ваших игр ждёт. 0 — вернуться
command-settings-threads =
    .description = Идут ли новые игры этого сервера в ветках (право «Управлять сервером»)
