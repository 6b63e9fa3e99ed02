## /settings: a tag saját beállításai és a szerver nyelve (Szerver kezelése jog)
settings-pings-on = 🔔 Kapsz egy pinget, ha egy játék már egy perce a lépésedre vár.
settings-pings-off = 🔕 Nem kapsz több pinget: az asztal így is mutatja, ki következik.
# how games with a long turn timer remind a member (/settings reminders)
settings-reminders-ping = ⏳ A hosszú lépésidejű játékok a csatornájukban megemlítve emlékeztetnek.
settings-reminders-direct = ✉️ A hosszú lépésidejű játékok közvetlen üzenetben emlékeztetnek (megemlítéssel, ha a Discord nem kézbesíti).
settings-reminders-off = 🔕 A hosszú lépésidejű játékok nem emlékeztetnek.
# /settings away: $until, a Discord date; $left, whole days of away time left this year
settings-away-set = 🏝️ Távol vagy eddig: { $until }. A játékaid lépésideje addig vár. Ebben az évben ennyi nap távollét maradt: { $left }.
settings-away-back = 🎯 Újra itt vagy: a játékaid lépésideje ismét fut. Ebben az évben ennyi nap távollét maradt: { $left }.
# the language a server's new games are worded in, as /settings language shows it
settings-language-set = 🌐 A szerver új játékai ezen a nyelven szólnak majd: { $language }.
settings-language-unset = 🌐 A szerver új játékai a szerver nyelvén szólnak, ha közösségi szerverről van szó, különben annak a nyelvén, aki megnyitja őket.
settings-language-not-allowed = A szerver nyelvét csak Szerver kezelése joggal rendelkező tag választhatja ki.
# whether a server's new games are played in a thread of their lobby message (/settings threads)
settings-threads-on = 🧵 A szerver új játékai a lobbiüzenetük szálában folynak majd, hacsak a lobbi másképp nem dönt.
settings-threads-off = 💬 A szerver új játékai a saját csatornájukban folynak majd, hacsak a lobbi nem kér szálat.
settings-threads-not-allowed = Azt, hogy a szerver játékai szálakban folynak-e, csak Szerver kezelése joggal rendelkező tag választhatja ki.
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
    .description = Saját beállításaid Hoard játékaihoz
command-settings-pings =
    .description = Pingeljen-e a bot, ha egy játék már egy ideje a lépésedre vár
command-settings-language =
    .description = A szerver új játékainak nyelve (Szerver kezelése jog)
# the choice that lets the server's new games follow the server's or their host's language again
command-settings-language-automatic =
    .name = automatikus
command-settings-reminders =
    .description = Hogyan emlékeztetnek a hosszú lépésidejű játékok, hogy a lépésedre várnak
command-settings-reminders-ping = megemlítés a csatornában
command-settings-reminders-direct = közvetlen üzenet
command-settings-reminders-off = ki
command-settings-away =
    .description = Távollét ennyi napra (legfeljebb 7, évente 21): a játékaid lépésideje vár. 0: visszatérés
command-settings-threads =
    .description = A szerver új játékai szálakban folynak-e (Szerver kezelése jog)
