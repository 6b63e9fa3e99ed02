### /leaderboard, /stats, /history és /records forget, annak a tagnak a nyelvén, aki kérte vagy kattintott.
### Egy játék neve a { P }-title, pontszáma a { P }-score üzenete (minden játék saját fájljában).

records-all-games = Minden játék
records-pick-a-game = Válassz egy játékot a listából.
records-previous = Előző
records-next = Következő

## /leaderboard

# $game: a game's name or records-all-games; $scope: global or server
records-board-title = 🏆 Ranglista · { $game } · { $scope ->
        [global] mindenki
       *[server] ez a szerver
    }
records-board-empty = Még nincs befejezett játék. Játsszatok egyet, aztán nézz vissza!
# The board is a code block of columns, each title right-aligned over its figures; the code pads each cell
# to its column's width.
records-board-column-rank = #
records-board-column-rating = Értékszám
records-board-column-games = Játék
records-board-column-wins = Győz.
records-board-column-rate = Győz.%
records-board-column-player = Játékos
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
        [easy] Könnyű
        [hard] Nehéz
       *[normal] Közepes
    } MI
# an AI rated by its seat's name, before there were levels
records-board-ai-named = 🤖 { $name } (MI)
records-board-footer = { $page }/{ $pages }. oldal · ? = ideiglenes (kevesebb mint { $provisional ->
        [one] { $provisional } játék
       *[other] { $provisional } játék
    }) · { $ai ->
        [shown] gépi játékosok látszanak
       *[hidden] gépi játékosok rejtve (a show_ai megmutatja őket)
    } · kezdő értékszám: { NUMBER($base, useGrouping: 0) }

## /stats

records-stats-title = 📜 Eredmények: { $player }
records-stats-empty = Ezen a szerveren még nincs befejezett játék.
# $direction: up, down or none; $change: how far the rating moved lately
records-stats-rating = Értékszám: **{ NUMBER($rating, useGrouping: 0) }** (mostanában { $direction ->
        [up] +{ $change }
        [down] −{ $change }
       *[none] ±0
    }){ $provisional ->
        [yes] {" "}· ideiglenes
       *[no] {""}
    }
records-stats-record = { $games ->
        [one] { $games } játék
       *[other] { $games } játék
    } · { $wins ->
        [one] { $wins } győzelem
       *[other] { $wins } győzelem
    } ({ NUMBER($rate, style: "percent") })
# best and average score of one game, each in that game's own unit ({ P }-score)
records-stats-scores = Legjobb: { $best } · átlag: { $average }
# /stats: a player's best and average over the matches of one length (their results are match points)
records-stats-match-scores = { $games } játszmás versenyek: legjobb: { $best } · átlag: { $average }
records-stats-last-played = Utoljára játszott: <t:{ $at }:R>

## /history

records-history-title = { $scope ->
        [server] 📚 Legutóbbi játékok ezen a szerveren
       *[channel] 📚 Legutóbbi játékok ebben a csatornában
    }
records-history-empty = Még nincs befejezett játék.
# one seat of a finished game; the seats are listed with the locale's list pattern
records-history-seat = { $place }. { $name } ({ $score })
records-history-line = **#{ $id } { $game }** <t:{ $at }:d>: { $seats }
records-history-option = #{ $id } { $game }
records-history-pick = Egy játék eredménylapja és lépésnaplója
records-history-gone = Ezt a játékot már nem tároljuk.
records-history-not-shown = Ezt a játékot nem nézheted meg: a /history csak a számodra látható csatornák befejezett játékait mutatja.
records-log-title = { $game } · #{ $id } játék
records-log-empty = Nincs naplózott lépés.
records-log-finished = Befejezve
records-log-result = Eredmény
records-log-result-line = { $place }. { $name }: { $score }
records-log-scoresheet = Eredménylap
records-log-footer = Lépésnapló, { $page }/{ $pages }. oldal

# a finished game replayed move by move (privately, in the viewer's language): its button, title, first step, the
# hands of every seat ($name: a player's name; $hand: their cards or tiles), the round select and the footer
records-replay-button = Visszajátszás
records-replay-title = Visszajátszás · { $game } · #{ $id } játszma
records-replay-start = A játszma kezdete, az első lépés előtt.
records-replay-hands = Ki mit tartott a kezében
records-replay-hand = { $name }: { $hand }
records-replay-rounds = Ugrás egy forduló elejére
records-replay-round = Forduló: { $round } · lépés: { $step }
records-replay-footer = Lépés: { $step }/{ $steps }

## /records forget

records-forget-warning = Ez eltávolítja <@{ $user }> tagot a szerver minden tárolt játékából (a helyei „volt tag” nevet kapnak), és újraszámolja a szerver értékszámait és a közös ranglistát. Nem vonható vissza.
records-forget-button = Végleges törlés
records-forget-refused = Eredményeket csak Szerver kezelése joggal rendelkező tagok törölhetnek.
records-forget-unknown = Ez a gomb egyetlen tagot sem nevez meg: semmi sem törlődött.
records-forget-done = Kész: <@{ $user }> eltávolítva a szerver { $games ->
        [one] { $games } játékából
       *[other] { $games } játékából
    }; az értékszámok újraszámolva.
records-forget-too-soon = Ez a szerver kevesebb mint egy perce törölte egy tag eredményeit. Újra próbálkozhatsz: <t:{ $at }:R>.
records-forget-failed = Semmi sem törlődött: az adatbázis nem tudta tárolni a változást. Kérlek, próbáld újra.

## The slash commands (names are identifiers and stay English; choices are worded by their message's value)

command-leaderboard =
    .description = Ennek a szervernek vagy mindenkinek az értékszámai
command-leaderboard-game =
    .description = Melyik játék (alapból mindegyik)
command-leaderboard-scope =
    .description = Ez a szerver vagy mindenki
command-leaderboard-scope-server = ez a szerver
command-leaderboard-scope-global = mindenki
command-leaderboard-show-ai =
    .description = A gépi játékosok is szerepeljenek
command-stats =
    .description = Egy játékos eredményei minden játékban ezen a szerveren
command-stats-player =
    .description = Kinek az eredményei (alapból a tieid)
command-history =
    .description = Legutóbbi befejezett játékok eredménylappal és lépésnaplóval
command-history-scope-channel = ez a csatorna
command-history-scope-server = ez a szerver
command-records =
    .description = Tárolt játékeredmények
command-records-forget =
    .description = Egy tag tárolt eredményeinek törlése ezen a szerveren
