### /leaderboard, /stats, /history e /records forget, nella lingua del membro che ha chiesto o cliccato.
### Il nome di un gioco è il suo { P }-title, un punteggio il suo { P }-score (nel file di ogni gioco).

records-all-games = Tutti i giochi
records-pick-a-game = Scegli un gioco dall'elenco.
records-previous = Precedente
records-next = Successiva

## /leaderboard

# $game: il nome di un gioco o records-all-games; $scope: global o server
records-board-title = 🏆 Classifica · { $game } · { $scope ->
        [global] globale
       *[server] questo server
    }
records-board-empty = Ancora nessuna partita conclusa. Giocane una e torna qui!
# La classifica è un blocco di codice a colonne, ogni titolo allineato a destra sopra le sue cifre; il codice allarga ogni
# cella alla larghezza della colonna.
records-board-column-rank = #
records-board-column-rating = Punteggio
records-board-column-games = Partite
records-board-column-wins = Vittorie
records-board-column-rate = % vitt.
records-board-column-player = Giocatore
# una riga della classifica, titoli compresi: ogni cella già allargata alla sua colonna
records-board-row = `{ $rank } { $rating } { $games } { $wins } { $rate }` { $player }
# un punteggio in classifica; "?" indica un punteggio provvisorio (spiegato nel piè di pagina)
records-board-rating = { NUMBER($rating, useGrouping: 0) }{ $provisional ->
        [yes] ?
       *[no] {" "}
    }
records-board-rate = { NUMBER($rate, style: "percent") }
# un giocatore IA in classifica, indicato dal suo livello
records-board-ai-level = 🤖 IA { $level ->
        [easy] facile
        [hard] difficile
       *[normal] normale
    }
# un'IA classificata con il nome del suo posto, da prima che esistessero i livelli
records-board-ai-named = 🤖 { $name } (IA)
records-board-footer = Pagina { $page } di { $pages } · ? = provvisorio (meno di { $provisional ->
        [one] { $provisional } partita
        [many] { $provisional } partite
       *[other] { $provisional } partite
    }) · { $ai ->
        [shown] giocatori IA mostrati
       *[hidden] giocatori IA nascosti (show_ai li mostra)
    } · il punteggio parte da { NUMBER($base, useGrouping: 0) }

## /stats

records-stats-title = 📜 Statistiche di { $player }
records-stats-empty = Ancora nessuna partita conclusa su questo server.
# $direction: up, down o none; $change: di quanto si è mosso il punteggio di recente
records-stats-rating = Punteggio **{ NUMBER($rating, useGrouping: 0) }** ({ $direction ->
        [up] +{ $change }
        [down] −{ $change }
       *[none] ±0
    } di recente){ $provisional ->
        [yes] {" "}· provvisorio
       *[no] {""}
    }
records-stats-record = { $games ->
        [one] { $games } partita
        [many] { $games } partite
       *[other] { $games } partite
    } · { $wins ->
        [one] { $wins } vittoria
        [many] { $wins } vittorie
       *[other] { $wins } vittorie
    } ({ NUMBER($rate, style: "percent") })
# miglior punteggio e media di un gioco, ciascuno nell'unità di quel gioco ({ P }-score)
records-stats-scores = Migliore { $best } · media { $average }
# /stats: a player's best and average over the matches of one length (their results are match points)
records-stats-match-scores =
    { $games ->
        [one] Incontri di { $games } partita: migliore { $best } · media { $average }
        [many] Incontri di { $games } di partite: migliore { $best } · media { $average }
       *[other] Incontri di { $games } partite: migliore { $best } · media { $average }
    }
records-stats-last-played = Ultima partita <t:{ $at }:R>

## /history

records-history-title = { $scope ->
        [server] 📚 Partite recenti su questo server
       *[channel] 📚 Partite recenti in questo canale
    }
records-history-empty = Ancora nessuna partita conclusa.
# un posto di una partita conclusa; i posti si elencano con lo schema di elenco della lingua
records-history-seat = { $place }. { $name } ({ $score })
records-history-line = **#{ $id } { $game }** <t:{ $at }:d>: { $seats }
records-history-option = #{ $id } { $game }
records-history-pick = Mostra il foglio dei punti e il registro di una partita
records-history-gone = Questa partita non è più archiviata.
records-history-not-shown = Non puoi consultare questa partita: /history mostra le partite concluse dei canali che puoi vedere.
records-log-title = { $game } · partita n. { $id }
records-log-empty = Nessuna mossa registrata.
records-log-finished = Conclusa
records-log-result = Risultato
records-log-result-line = { $place }. { $name }: { $score }
records-log-scoresheet = Foglio dei punti
records-log-footer = Registro delle mosse, pagina { $page } di { $pages }

# a finished game replayed move by move (privately, in the viewer's language): its button, title, first step, the
# hands of every seat ($name: a player's name; $hand: their cards or tiles), the round select and the footer
records-replay-button = Rivedi
records-replay-title = Rivedi · { $game } · partita #{ $id }
records-replay-start = La partita com'era all'inizio, prima della prima mossa.
records-replay-hands = Cosa aveva ciascun giocatore
records-replay-hand = { $name }: { $hand }
records-replay-rounds = Vai all'inizio di un round
records-replay-round = Round { $round } · mossa { $step }
records-replay-footer = Mossa { $step } di { $steps }

## /records forget

records-forget-warning = Questo toglie <@{ $user }> da tutte le partite archiviate di questo server (i suoi posti diventano «ex membro») e ricalcola i punteggi del server e la classifica globale. Non si può annullare.
records-forget-button = Elimina definitivamente
records-forget-refused = Solo i membri con il permesso Gestire il server possono eliminare gli archivi.
records-forget-unknown = Questo pulsante non indica nessun membro: non è stato eliminato nulla.
records-forget-done = Fatto: ho tolto <@{ $user }> da { $games ->
        [one] { $games } partita
        [many] { $games } partite
       *[other] { $games } partite
    } di questo server; punteggi ricalcolati.
records-forget-too-soon = Questo server ha eliminato gli archivi di un membro meno di un minuto fa. Puoi riprovare <t:{ $at }:R>.
records-forget-failed = Non è stato eliminato nulla: il database non ha potuto salvare la modifica. Riprova.

## I comandi slash (i nomi sono identificatori e restano in inglese; le scelte prendono le parole dal valore del loro messaggio)

command-leaderboard =
    .description = I punteggi di questo server o di tutti
command-leaderboard-game =
    .description = Quale gioco (tutti, se non scegli)
command-leaderboard-scope =
    .description = Questo server o tutti
command-leaderboard-scope-server = questo server
command-leaderboard-scope-global = globale
command-leaderboard-show-ai =
    .description = Elenca anche i giocatori IA
command-stats =
    .description = Le statistiche di un giocatore in ogni gioco di questo server
command-stats-player =
    .description = Di chi (tu, se non scegli)
command-history =
    .description = Le ultime partite concluse, con fogli dei punti e registri delle mosse
command-history-scope-channel = questo canale
command-history-scope-server = questo server
command-records =
    .description = Gli archivi delle partite
command-records-forget =
    .description = Elimina gli archivi di un membro su questo server
