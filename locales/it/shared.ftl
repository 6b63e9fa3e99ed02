## Ciò che tutti i giochi hanno in comune su Discord: rifiuti, lobby, tavolo, vista privata, pagine delle regole, avvisi di turno
## ed eventi del servizio. Nomi, numeri, link e menzioni sono argomenti; i nomi arrivano già protetti per il markdown.

## I rifiuti del servizio, per codice GameError
refusal-game-gone = Questa partita non esiste più.
refusal-timer-invalid = Questo timer di turno non è tra le scelte possibili.
refusal-away-too-long = Puoi assentarti al massimo { $days } giorni alla volta.
refusal-away-year-used = { $days ->
    [0] Quest'anno non ti resta più tempo di assenza.
    [one] Quest'anno ti resta solo un giorno di assenza.
    [many] Quest'anno ti restano solo { $days } giorni di assenza.
   *[other] Quest'anno ti restano solo { $days } giorni di assenza.
}
refusal-lobby-closed = Questa lobby è chiusa.
refusal-already-seated = Hai già un posto al tavolo.
refusal-table-full = Il tavolo è pieno ({ $seats } posti).
refusal-not-seated = Non hai un posto in questa lobby.
refusal-add-ai-seated-only = Solo chi ha un posto al tavolo può aggiungere giocatori IA.
refusal-remove-ai-not-allowed = Solo chi ha aperto la lobby o un membro con il permesso Gestire i messaggi può togliere un giocatore IA.
refusal-no-ai-seat = Non c'è nessun giocatore IA da togliere.
refusal-cancel-not-allowed = Solo chi ha aperto la lobby o un membro con il permesso Gestire i messaggi può annullarla.
refusal-already-started = La partita è già cominciata.
refusal-start-seated-only = Solo chi ha un posto al tavolo può avviare la partita.
refusal-player-count = { $count ->
    [one] { $game } si gioca in { $minimum }–{ $maximum }; al tavolo c'è { $count } giocatore. Aggiungi giocatori IA o aspetta gli amici.
    [many] { $game } si gioca in { $minimum }–{ $maximum }; al tavolo ci sono { $count } giocatori. Aggiungi giocatori IA o aspetta gli amici.
   *[other] { $game } si gioca in { $minimum }–{ $maximum }; al tavolo ci sono { $count } giocatori. Aggiungi giocatori IA o aspetta gli amici.
}
refusal-rematch-after-end = La rivincita si può organizzare solo a partita finita.
refusal-rematch-players-only = Solo chi ha giocato questa partita può chiedere la rivincita.
refusal-channel-busy = In questo canale c'è già una partita aperta.
refusal-server-game-limit = Questo server ha già tante lobby e partite aperte quante ne può avere contemporaneamente ({ $limit }). Concludine o annullane una prima di aprirne un'altra.
refusal-member-game-limit = Hai già un posto in tante lobby e partite aperte quante ne può avere un membro contemporaneamente ({ $limit }). Concludi una partita o lascia una lobby prima.
refusal-already-over = Questa partita è già finita.
refusal-stop-not-allowed = Solo chi ha aperto la partita o un membro con il permesso Gestire i messaggi può interromperla.
refusal-game-over = Questa partita è finita.
refusal-not-started = Questa partita non è ancora cominciata.
refusal-not-playing = Non stai giocando questa partita.
refusal-stale-click = Il tavolo è andato avanti: ecco la situazione attuale.
refusal-choose-something = Scegli almeno un'opzione.
refusal-not-playing-here = Non stai giocando nessuna partita aperta qui.
refusal-seat-already-yours = Il tuo posto è già nelle tue mani.
refusal-database-busy = Il database è occupato in questo momento, quindi l'operazione non è stata eseguita: riprova tra poco.
refusal-handing-over = La partita sta passando da un'istanza del bot all'altra: riprova tra qualche secondo.
refusal-database-unavailable = Non è stato possibile salvare (il database non è disponibile), quindi l'operazione non è stata eseguita: riprova più tardi.
# un rifiuto il cui codice non ha parole
refusal-other = Non si può fare adesso.

## Il valore di un'opzione rifiutato (GameError option_invalid), per codice OptionError
refusal-option-invalid-unknown-options = Opzione non valida: opzioni sconosciute: { $keys }.
refusal-option-invalid-on-or-off = Opzione non valida: { $key } può essere solo attiva o disattiva.
refusal-option-invalid-whole-number = Opzione non valida: { $key } deve essere un numero intero.
refusal-option-invalid-at-least = Opzione non valida: { $key } deve valere almeno { $minimum }.
refusal-option-invalid-at-most = Opzione non valida: { $key } deve valere al massimo { $maximum }.
refusal-option-invalid-one-of = Opzione non valida: { $key } deve essere uno tra { $allowed }.
refusal-option-invalid-untimed-or-at-least = Opzione non valida: { $key } deve essere 0 (senza limite di tempo) oppure almeno { $minimum }.
refusal-option-invalid-dealer-seat = Opzione non valida: { $key } deve essere un posto da 0 a { $last }.

## Una mossa rifiutata, per i codici IllegalAction che ogni gioco può dare (quelli di un gioco: <game>-illegal-<code>)
refusal-illegal-game-over = Mossa non consentita: la partita è finita.
refusal-illegal-not-your-turn = Mossa non consentita: non è il tuo turno.
refusal-illegal-not-allowed-now = Mossa non consentita: «{ $action }» non si può fare adesso.
refusal-illegal-no-seat = Mossa non consentita: il posto { $seat } non esiste.
refusal-illegal-no-such-seat = Mossa non consentita: quel posto non esiste.
# una mossa rifiutata il cui motivo non ha parole
refusal-move-not-allowed = Questa mossa non è consentita adesso.

## Le regole della casa nella lobby e nelle pagine delle regole
option-on = sì
option-off = no
# una regola della casa: nome, valore e a cosa serve (una riga, nella lobby e nella prima pagina delle regole)
option-line = **{ $label }**: { $value } ({ $help })

## La lobby
lobby-cancelled = Questa lobby è stata annullata.
lobby-expired = Questa lobby è scaduta prima che la partita cominciasse.
lobby-active = La partita è cominciata: il tavolo è qui sotto.
lobby-active-thread = La partita è cominciata: il tavolo è nel thread di questo messaggio.
lobby-finished = Questa partita è finita: [il tavolo finale]({ $link }).
lobby-abandoned = Questa partita è stata interrotta: [l'ultimo tavolo]({ $link }).
# $count: il numero massimo di posti
lobby-gathering = { $count ->
    [one] Si cercano giocatori per una nuova partita: { $minimum }–{ $count } posto, persone o IA.
        Premi **Siediti** per prendere posto. Chi ha aperto la lobby ({ $host }) o chiunque sia al tavolo può avviarla.
    [many] Si cercano giocatori per una nuova partita: { $minimum }–{ $count } posti, persone o IA.
        Premi **Siediti** per prendere posto. Chi ha aperto la lobby ({ $host }) o chiunque sia al tavolo può avviarla.
   *[other] Si cercano giocatori per una nuova partita: { $minimum }–{ $count } posti, persone o IA.
        Premi **Siediti** per prendere posto. Chi ha aperto la lobby ({ $host }) o chiunque sia al tavolo può avviarla.
}
lobby-closes = La lobby si chiude { $when } se la partita non è ancora cominciata.
# una partita giocata in un thread del messaggio della lobby (l'opzione thread della lobby, o /settings threads)
lobby-thread-asked = 🧵 La partita si giocherà in un thread di questo messaggio.
lobby-thread-refused = 🧵 La partita si gioca in questo canale: per aprire un thread qui mi servono questi permessi: { $permissions }.
# il nome del thread di una partita: $title, il nome del gioco; $number, il numero della partita
lobby-thread-name = { $title } n. { $number }
lobby-title = { $emoji } { $title }
lobby-seats = Posti ({ $seated }/{ $seats })
lobby-nobody = ancora nessuno
lobby-seat = { $number }. { $seat }
lobby-human-seat = { $name }
lobby-host-seat = { $name } (organizza)
# un posto IA nell'elenco della lobby: nome e livello
lobby-ai-seat = { $level ->
    [easy] { $name } · IA facile
    [hard] { $name } · IA difficile
   *[normal] { $name } · IA normale
}
# il pulsante della lobby che fa sedere un'IA di un certo livello
lobby-add-ai = { $level ->
    [easy] Aggiungi IA: facile
    [hard] Aggiungi IA: difficile
   *[normal] Aggiungi IA: normale
}
# un livello di IA come lo leggono i giocatori
ai-level = { $level ->
    [easy] Facile
    [hard] Difficile
   *[normal] Normale
}
lobby-join = Siediti
lobby-leave = Alzati
lobby-start = Inizia
lobby-cancel = Annulla
# toglie di nuovo l'ultimo posto IA aggiunto
lobby-remove-ai = Togli IA
lobby-house-rules = Regole della casa
lobby-turn-timer = **Timer del turno**: { $timer } (il tempo che ogni giocatore ha per una mossa prima che l'IA giochi al suo posto)
timer-minutes = { $minutes } min
timer-seconds = { $seconds } s
timer-hours = { $hours ->
    [one] { $hours } ora
    [many] { $hours } ore
   *[other] { $hours } ore
}
timer-days = { $days ->
    [one] { $days } giorno
    [many] { $days } giorni
   *[other] { $days } giorni
}
# un giocatore il cui nome visualizzato non mostra nulla (solo caratteri invisibili)
lobby-unnamed-player = Giocatore senza nome

## /<game> new dove non si può tenere un tavolo
lobby-server-channels-only = Si gioca nei canali dei server: riprova in un canale testuale di un server.
lobby-missing-permissions = Non posso tenere un tavolo in questo canale: qui mi servono questi permessi: { $permissions }.
# i permessi che servono a un tavolo, come li chiamano le impostazioni di Discord
permission-view-channel = Visualizzare il canale
permission-send-messages = Inviare messaggi
permission-embed-links = Incorporare link
permission-attach-files = Allegare file
permission-create-public-threads = Creare thread pubblici
permission-send-messages-in-threads = Inviare messaggi nei thread
lobby-channel-has-game = In questo canale c'è già una partita: { $link }. Finiscila o interrompila prima.
refusal-not-here = Questo comando non appartiene a nessuna partita di questo canale.
# un pulsante di pagina (regole, classifica, registro delle mosse) premuto su un messaggio di altro tipo, p. es. un tavolo
refusal-not-this-message = Questo pulsante appartiene a un altro messaggio: non è cambiato nulla.
refusal-restarting = 🔧 Il bot si sta riavviando: riprova tra qualche secondo.

## Il tavolo
table-continued = ⏭️ Questo tavolo è superato: la partita continua nel tavolo più recente qui sotto.
table-over = 🏁 La partita di **{ $title }** è finita.
table-stopped = 🛑 La partita di **{ $title }** è stata interrotta.
table-waiting = 🎯 Si aspetta: { $names }
table-waiting-until = 🎯 Si aspetta: { $names } · ⏰ { $when }
# a member the game waits for who is away (/settings away): their mention, and until when (a Discord date)
table-away = 🏝️ { $name } è assente fino a { $until }: il timer del turno aspetta.
table-until = {" "}· ⏰ { $when }
table-idle = ⏸️ Partita in pausa: l'IA gioca per tutti i posti e da un giro intero nessuno ha fatto una mossa. Per continuare, riprendi il tuo posto: **{ table-hand-button }** → **{ hand-take-seat-back }**. Altrimenti { $when } la partita finirà e verrà registrata come abbandonata.
table-rules-button = Regole
table-log-button = Registro
table-rematch-button = Rivincita
# the field of a finished game's table and private views listing every player's place and score
standings-title = 🏆 Classifica finale
# a place in the final standings: a medal for the first three
standings-place = { $place ->
        [1] 🥇
        [2] 🥈
        [3] 🥉
       *[other] { $place }.
    }
# a line of the final standings; $score: the game's score with its unit (<game>-score)
standings-line = { $place } **{ $name }** · { $score }
standings-tied-line = { $place } **{ $name }** · { $score } (a pari merito)
# il pulsante del tavolo che apre la vista privata di un giocatore, in ogni gioco (i testi dei cataloghi lo nominano per riferimento)
table-hand-button = La mia vista
table-moved-on = Il tavolo è andato avanti: usa i pulsanti del tavolo com'è adesso.
table-posted-again = 📌 Il tavolo è stato ripubblicato qui sotto.
table-no-game-played-here = In questo canale non si sta giocando nessuna partita di { $title }.
table-no-game-here = In questo canale non c'è nessuna partita di { $title }.
# /<game> stop chiede prima conferma, in privato; $started: yes (una partita in corso) o no (una lobby)
table-stop-question = Interrompere **{ $title }** per tutti? { $started ->
        [yes] La partita finisce qui e viene registrata come abbandonata, senza risultati.
       *[no] La lobby si chiude.
    }
table-stop-button = Interrompi la partita
table-game-stopped = 🛑 { $member } ha interrotto la partita di { $title }.
table-game-stopped-abandoned = 🛑 { $member } ha interrotto la partita di { $title }. Viene registrata come abbandonata.

## La vista privata di un giocatore
hand-not-a-player = Non stai giocando questa partita: il tavolo mostra tutto ciò che uno spettatore può vedere.
hand-since-title = 🕑 Dalla tua ultima mossa
hand-notice = ⚠️ { $notice }
    { $text }
hand-ai-plays-for-you = 🤖 L'IA sta giocando al posto tuo.
    { $text }
hand-refresh = Aggiorna
hand-take-seat-back = Riprendo il mio posto

## Numeri e registri di ogni gioco

# un punteggio o una sua variazione: $sign è plus, minus o zero, $amount il valore (un vero segno meno, U+2212)
number-signed =
    { $sign ->
        [plus] +{ $amount }
        [minus] −{ $amount }
       *[zero] { $amount }
    }
# la prima riga di un registro accorciato: quante righe non sono mostrate
log-left-out =
    { $count ->
        [one] …una riga precedente non mostrata
        [many] …{ $count } di righe precedenti non mostrate
       *[other] …{ $count } righe precedenti non mostrate
    }

## Le regole, a pagine
rules-quick-start = { $emoji } { $title }: regole · in breve
rules-page = { $emoji } { $title }: regole · { $page }/{ $pages }
rules-house-rules-of-game = Regole della casa di questa partita
rules-default-house-rules = Regole della casa predefinite
rules-back = ◀ Indietro
rules-more = Altro ▶
rules-next = Avanti ▶

## Un avviso di turno: i membri a cui è rivolto (menzioni), il gioco, un link al tavolo
ping-your-move = { $members } tocca a te in **{ $title }**: { $link }

## A reminder of a long turn timer, in the channel (the members' mentions) or by direct message; $when: when the
## time runs out, which Discord shows as "in 2 days"
ping-reminder = ⏳ { $members } la tua mossa in **{ $title }** è ancora attesa: il tempo scade { $when }. { $link }
ping-reminder-direct = ⏳ La tua mossa in **{ $title }** è ancora attesa: il tempo scade { $when }. { $link }

## Gli eventi del servizio, come li raccontano il tavolo e le viste private
event-seat-number = posto { $number }
event-timed-out-ai-keeps = ⏰ **{ $name }** ha esaurito il tempo: l'IA tiene il posto.
event-timed-out-ai-plays = ⏰ **{ $name }** ha esaurito il tempo: l'IA gioca al suo posto.
event-seat-taken-back = **{ $name }** riprende il suo posto.

## I sottocomandi che ha il gruppo di comandi di ogni gioco
command-game-rules =
    .description = Come si gioca, e le regole della casa di questo canale
command-game-table =
    .description = Ripubblica in fondo il tavolo della partita di questo canale
command-game-stop =
    .description = Chiude la partita di questo canale (chi l'ha aperta o Gestire i messaggi)
command-game-new-thread =
    .description = Giocare in un thread del messaggio della lobby (di base: come dice /settings threads)
