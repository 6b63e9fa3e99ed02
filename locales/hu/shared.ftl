## Ami minden játékban közös a Discordon: elutasítások, lobbi, asztal, saját nézet, szabályoldalak, lépésre
## figyelmeztetések és a szolgáltatás saját eseményei. A nevek, számok, linkek és említések argumentumok.

## A szolgáltatás elutasításai, GameError-kód szerint
refusal-game-gone = Ez a játék már nem létezik.
refusal-timer-invalid = Ilyen lépésidő nem választható.
refusal-away-too-long = Egyszerre legfeljebb ennyi napig lehetsz távol: { $days }.
refusal-away-year-used = Ebben az évben ennyi nap távollét maradt: { $days }.
refusal-lobby-closed = Ez a lobbi már bezárult.
refusal-already-seated = Már ülsz az asztalnál.
refusal-table-full = Az asztal megtelt ({ $seats } hely).
refusal-not-seated = Nem ülsz ebben a lobbiban.
refusal-add-ai-seated-only = Gépi játékost csak az asztalnál ülők adhatnak hozzá.
refusal-remove-ai-not-allowed = Gépi játékost csak a házigazda vagy Üzenetek kezelése joggal rendelkező tag vehet ki.
refusal-no-ai-seat = Nincs kivehető gépi játékos.
refusal-cancel-not-allowed = Ezt a lobbit csak a házigazda vagy Üzenetek kezelése joggal rendelkező tag bonthatja fel.
refusal-already-started = Ez a játék már elkezdődött.
refusal-start-seated-only = A játékot csak az asztalnál ülők indíthatják el.
refusal-player-count = { $count ->
    [one] { $game }: { $minimum }–{ $maximum } játékos kell hozzá, most { $count } ül az asztalnál. Adj hozzá gépi játékost, vagy várd meg a barátaidat.
   *[other] { $game }: { $minimum }–{ $maximum } játékos kell hozzá, most { $count } ül az asztalnál. Adj hozzá gépi játékost, vagy várd meg a barátaidat.
}
refusal-rematch-after-end = Visszavágót csak a játék vége után lehet szervezni.
refusal-rematch-players-only = Visszavágót csak ennek a játéknak a játékosai kérhetnek.
refusal-channel-busy = Ebben a csatornában már van nyitott játék.
refusal-server-game-limit = Ezen a szerveren már annyi nyitott lobbi és játék van, amennyi egyszerre lehet ({ $limit }). Előbb fejezz be vagy bonts fel egyet közülük.
refusal-member-game-limit = Már annyi nyitott lobbiban és játékban ülsz, ahányban egy tag egyszerre ülhet ({ $limit }). Előbb fejezz be egy játékot, vagy lépj ki egy lobbiból.
refusal-already-over = Ez a játék már véget ért.
refusal-stop-not-allowed = Ezt a játékot csak a házigazda vagy Üzenetek kezelése joggal rendelkező tag állíthatja le.
refusal-game-over = Ez a játék véget ért.
refusal-not-started = Ez a játék még nem kezdődött el.
refusal-not-playing = Nem játszol ebben a játékban.
refusal-stale-click = Az asztalnál közben továbbléptek; itt a mostani állás.
refusal-choose-something = Válassz legalább egy lehetőséget.
refusal-not-playing-here = Itt nem játszol egyetlen nyitott játékban sem.
refusal-seat-already-yours = A helyedet már te irányítod.
refusal-database-busy = Az adatbázis most foglalt, ezért ez nem történt meg; kérlek, próbáld újra egy kicsit később.
refusal-handing-over = A játékot épp átadja egymásnak a bot két példánya; kérlek, próbáld újra pár másodperc múlva.
refusal-database-unavailable = Ezt nem sikerült elmenteni (az adatbázis nem érhető el), ezért nem történt meg; kérlek, próbáld újra később.
# a refusal whose code has no words
refusal-other = Ezt most nem lehet megtenni.

## An option value refused (GameError option_invalid), by OptionError code
refusal-option-invalid-unknown-options = Érvénytelen beállítás: ismeretlen beállítás(ok): { $keys }.
refusal-option-invalid-on-or-off = Érvénytelen beállítás: { $key } értéke csak be vagy ki lehet.
refusal-option-invalid-whole-number = Érvénytelen beállítás: { $key } értéke egész szám kell legyen.
refusal-option-invalid-at-least = Érvénytelen beállítás: { $key } értéke legalább { $minimum } kell legyen.
refusal-option-invalid-at-most = Érvénytelen beállítás: { $key } értéke legfeljebb { $maximum } lehet.
refusal-option-invalid-one-of = Érvénytelen beállítás: { $key } értéke csak ezek egyike lehet: { $allowed }.
refusal-option-invalid-untimed-or-at-least = Érvénytelen beállítás: { $key } értéke 0 (nincs időkorlát) vagy legalább { $minimum } kell legyen.
refusal-option-invalid-dealer-seat = Érvénytelen beállítás: { $key } értéke egy hely kell legyen 0 és { $last } között.

## A refused move, by the IllegalAction codes every game may give (a game's own: <game>-illegal-<code>)
refusal-illegal-game-over = Ez a lépés nem szabályos: a játék véget ért.
refusal-illegal-not-your-turn = Ez a lépés nem szabályos: nem te következel.
refusal-illegal-not-allowed-now = Ez a lépés nem szabályos: „{ $action }” most nem megengedett.
refusal-illegal-no-seat = Ez a lépés nem szabályos: nincs ilyen hely: { $seat }.
refusal-illegal-no-such-seat = Ez a lépés nem szabályos: nincs ilyen hely.
# a refused move whose reason has no words
refusal-move-not-allowed = Ez a lépés most nem szabályos.

## House rules in the lobby and the rules pages
option-on = be
option-off = ki
# a house rule: its name, value and what it does (one line, in the lobby and on the rules' first page)
option-line = **{ $label }**: { $value } ({ $help })

## The lobby
lobby-cancelled = Ezt a lobbit felbontották.
lobby-expired = Ez a lobbi lejárt, mielőtt a játék elindult volna.
lobby-active = A játék elkezdődött: az asztal lent látható.
lobby-active-thread = A játék elkezdődött: az asztal ennek az üzenetnek a szálában látható.
lobby-finished = Ez a játék véget ért: [a végső asztal]({ $link }).
lobby-abandoned = Ezt a játékot leállították: [az utolsó asztal]({ $link }).
# $count: the most seats
lobby-gathering = { $count ->
    [one] Új játék gyűjti a játékosokat: { $minimum }–{ $count } hely, emberek vagy gépi játékosok.
        A **Beszállok** gombbal foglalhatsz helyet. A házigazda ({ $host }) vagy bármelyik ülő játékos indíthatja.
   *[other] Új játék gyűjti a játékosokat: { $minimum }–{ $count } hely, emberek vagy gépi játékosok.
        A **Beszállok** gombbal foglalhatsz helyet. A házigazda ({ $host }) vagy bármelyik ülő játékos indíthatja.
}
lobby-closes = Ha a játék addig nem indul el, a lobbi bezárul: { $when }.
# a game played in a thread of its lobby message (the lobby's thread option, or /settings threads)
lobby-thread-asked = 🧵 A játék ennek az üzenetnek egy szálában folyik majd.
lobby-thread-refused = 🧵 A játék ebben a csatornában folyik: szál nyitásához itt ezek a jogok kellenének: { $permissions }.
# the name of a game's thread: $title, the game's name; $number, the game's number
lobby-thread-name = { $title } #{ $number }
lobby-title = { $emoji } { $title }
lobby-seats = Helyek ({ $seated }/{ $seats })
lobby-nobody = még senki
lobby-seat = { $number }. { $seat }
lobby-human-seat = { $name }
lobby-host-seat = { $name } (házigazda)
# an AI seat in the lobby's list: its name and level
lobby-ai-seat = { $level ->
    [easy] { $name } · könnyű MI
    [hard] { $name } · nehéz MI
   *[normal] { $name } · közepes MI
}
# the lobby button that seats an AI of a level
lobby-add-ai = { $level ->
    [easy] MI hozzáadása: könnyű
    [hard] MI hozzáadása: nehéz
   *[normal] MI hozzáadása: közepes
}
# an AI level as players read it
ai-level = { $level ->
    [easy] Könnyű
    [hard] Nehéz
   *[normal] Közepes
}
lobby-join = Beszállok
lobby-leave = Kiszállok
lobby-start = Indítás
lobby-cancel = Felbontás
# takes the newest AI seat away again
lobby-remove-ai = MI kivétele
lobby-house-rules = Házszabályok
lobby-turn-timer = **Lépésidő**: { $timer } (ennyi ideje van egy játékosnak a lépésre, utána a gép lép helyette)
timer-minutes = { $minutes } perc
timer-seconds = { $seconds } mp
timer-hours = { $hours } óra
timer-days = { $days } nap
# a player whose display name shows nothing (only invisible characters)
lobby-unnamed-player = Névtelen játékos

## /<game> new where no table can be kept
lobby-server-channels-only = A játékok szerverek csatornáiban folynak; próbáld meg egy szerver szöveges csatornájában.
lobby-missing-permissions = Ebben a csatornában nem tudok asztalt vezetni, ehhez ezek a jogok kellenek: { $permissions }.
# the permissions a table needs, as Discord's settings name them
permission-view-channel = Csatorna megtekintése
permission-send-messages = Üzenetek küldése
permission-embed-links = Linkek beágyazása
permission-attach-files = Fájlok csatolása
permission-create-public-threads = Nyilvános szálak létrehozása
permission-send-messages-in-threads = Üzenetek küldése szálakban
lobby-channel-has-game = Ebben a csatornában már folyik egy játék: { $link }. Előbb fejezzétek be vagy állítsátok le.
refusal-not-here = Ez a vezérlő egyik játékhoz sem tartozik ebben a csatornában.
# a page button (rules, leaderboard, move log) clicked on a message of another kind, e.g. a table
refusal-not-this-message = Ez a gomb egy másik üzenethez tartozik: semmi sem változott.
refusal-restarting = 🔧 A bot újraindul; próbáld újra pár másodperc múlva.

## The table
table-continued = ⏭️ Ez az asztal már nem friss: a játék lent, az újabb asztalnál folytatódik.
table-over = 🏁 Vége: **{ $title }**.
table-stopped = 🛑 Leállítva: **{ $title }**.
table-waiting = 🎯 Várakozás: { $names }
table-waiting-until = 🎯 Várakozás: { $names } · ⏰ { $when }
# a member the game waits for who is away (/settings away): their mention, and until when (a Discord date)
table-away = 🏝️ Távol: { $name }, eddig: { $until }. A lépésidő vár.
table-until = {" "}· ⏰ { $when }
table-idle = ⏸️ A játék szünetel: minden helyen a gép játszik, és egy teljes körön át senki sem lépett. A folytatáshoz vedd vissza a helyed: **{ table-hand-button }** → **{ hand-take-seat-back }**. Különben a játék { $when } véget ér, és félbehagyottként kerül a nyilvántartásba.
table-rules-button = Szabályok
table-log-button = Napló
table-rematch-button = Visszavágó
# the table's button that opens a player's private view, in every game (the catalogs' texts name it by reference)
table-hand-button = Saját nézet
# the field of a finished game's table and private views listing every player's place and score
standings-title = 🏆 Végeredmény
# a place in the final standings: a medal for the first three
standings-place = { $place ->
        [1] 🥇
        [2] 🥈
        [3] 🥉
       *[other] { $place }.
    }
# a line of the final standings; $score: the game's score with its unit (<game>-score)
standings-line = { $place } **{ $name }** · { $score }
standings-tied-line = { $place } **{ $name }** · { $score } (holtverseny)
table-moved-on = Az asztalnál közben továbbléptek: a mostani asztal gombjait használd.
table-posted-again = 📌 Az asztalt lent újra kitettem.
table-no-game-played-here = Ebben a csatornában most nem folyik ilyen játék: { $title }.
table-no-game-here = Ebben a csatornában nincs ilyen játék: { $title }.
# /<game> stop asks first, privately; $started: yes (a game being played) or no (a lobby)
table-stop-question = Mindenkinek leállítod ezt a játékot: **{ $title }**? { $started ->
        [yes] A játék itt véget ér, és eredmény nélkül, félbehagyottként kerül a nyilvántartásba.
       *[no] A lobbi bezárul.
    }
table-stop-button = Játék leállítása
table-game-stopped = 🛑 { $member } leállította ezt a játékot: { $title }.
table-game-stopped-abandoned = 🛑 { $member } leállította ezt a játékot: { $title }. Félbehagyott játékként kerül a nyilvántartásba.

## A player's private view
hand-not-a-player = Nem játszol ebben a játékban; az asztalon mindent látsz, amit néző láthat.
hand-since-title = 🕑 Legutóbbi lépésed óta
hand-notice = ⚠️ { $notice }
    { $text }
hand-ai-plays-for-you = 🤖 Helyetted a gép játszik.
    { $text }
hand-refresh = Frissítés
hand-take-seat-back = Visszaveszem a helyem

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
        [one] …egy korábbi sor nem látszik
       *[other] …további { $count } korábbi sor nem látszik
    }

## The rules, in pages
rules-quick-start = { $emoji } { $title }: szabályok · gyorstalpaló
rules-page = { $emoji } { $title }: szabályok · { $page }/{ $pages }
rules-house-rules-of-game = A játék házszabályai
rules-default-house-rules = Alapértelmezett házszabályok
rules-back = ◀ Vissza
rules-more = Tovább ▶
rules-next = Következő ▶

## A turn ping: the members it is for (mentions), the game, a link to its table
ping-your-move = { $members } lépés következik – **{ $title }**: { $link }

## A reminder of a long turn timer, in the channel (the members' mentions) or by direct message; $when: when the
## time runs out, which Discord shows as "in 2 days"
ping-reminder = ⏳ { $members } a lépésedre még várnak – **{ $title }**. A lépésidő lejár: { $when }. { $link }
ping-reminder-direct = ⏳ A lépésedre még várnak – **{ $title }**. A lépésidő lejár: { $when }. { $link }

## The service's own events, as the table and the private views tell them
event-seat-number = { $number }. hely
event-timed-out-ai-keeps = ⏰ **{ $name }** kifutott az időből; a helyet a gép tartja meg.
event-timed-out-ai-plays = ⏰ **{ $name }** kifutott az időből; helyette a gép játszik.
event-seat-taken-back = **{ $name }** visszatért.

## The subcommands every game's command group has
command-game-rules =
    .description = Hogyan kell játszani, és milyen házszabályok érvényesek ebben a csatornában
command-game-table =
    .description = A csatorna játékasztalának újbóli kitétele, legalulra
command-game-stop =
    .description = A csatorna játékának befejezése (házigazda vagy Üzenetek kezelése jog)
command-game-new-thread =
    .description = Játék a lobbiüzenet szálában (alapból: ahogy a /settings threads mondja)
