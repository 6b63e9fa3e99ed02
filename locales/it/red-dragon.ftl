## Red Dragon: tutte le parole che leggono i suoi giocatori.
## I nomi arrivano già protetti per il markdown (il catalogo li mette in grassetto); le carte arrivano come etichette tipo 🔥11;
## gli importi con segno arrivano già firmati (+12, −4, 0: red-dragon-signed).


## Ciò che mostrano la lobby, le regole, gli archivi e i comandi slash

command-red-dragon =
    .description = Red Dragon: gioco di prese da 3 a 6 giocatori
command-red-dragon-new =
    .description = Apri una lobby di Red Dragon in questo canale
command-red-dragon-new-timer =
    .description = Quanto tempo ha ogni giocatore per muovere prima che l'IA giochi al suo posto

## Carte e importi

# una carta nel menu del monte, con quanto costa se è rossa
red-dragon-card-option-cost = { $rank } (−{ $penalty })

## Eventi (le righe «Ultime mosse» del tavolo e il registro delle mosse)

red-dragon-event-stock-ready = **{ $player }** ha scelto le carte per il monte.
red-dragon-event-stock-revealed = Il monte viene scoperto: { $cards }
red-dragon-event-card-drafted = **{ $player }** prende { $card }.
# the last card of a draft, taken for its drafter (nothing left to choose); -yours: as that player reads it
red-dragon-event-last-card = **{ $player }** prende l'ultima carta del monte, { $card } (nessun'altra scelta).
red-dragon-event-last-card-yours = Prendi l'ultima carta del monte, { $card }: non restava altra scelta.
red-dragon-event-play-begins = Mano { $round }: apre **{ $player }**.
red-dragon-event-card-played = **{ $player }** gioca { $card }.
red-dragon-event-trick-won = **{ $player }** fa la presa.
red-dragon-event-trick-won-red = **{ $player }** fa la presa (rosse −{ $penalty }).
# $points: un elenco di red-dragon-event-round-points
red-dragon-event-round-scored = Mano { $round }: { $points }.
red-dragon-event-round-points = **{ $player }** { $points }
red-dragon-event-round-points-parts = **{ $player }** { $points } ({ $parts })
red-dragon-event-sweep = **{ $player }** ha fatto tutte le prese e vince subito la partita!
red-dragon-event-game-over = L'ultima mano è finita.
red-dragon-event-round-dealt = Mano { $round }: carte distribuite.

## Il tavolo

red-dragon-table-title = 🐉 { red-dragon-title } · mano { $round } di { $rounds }
red-dragon-table-title-over = 🐉 { red-dragon-title } · punteggi finali
red-dragon-table-players = Giocatori
red-dragon-table-last-trick = Ultima presa
red-dragon-table-scoresheet = Foglio dei punti
red-dragon-table-recent = Ultime mosse
# la riga di un giocatore: $parts sono i dati del tavolo su di lui (prese, carte in mano, totale), separati
red-dragon-table-player = { $name } · { $parts }
red-dragon-table-player-first = { $name } 🎴 · { $parts }
red-dragon-tricks =
    { $count ->
        [0] nessuna presa
        [one] { $count } presa
        [many] { $count } prese
       *[other] { $count } prese
    }
red-dragon-tricks-red =
    { $count ->
        [one] { $count } presa, rosse −{ $penalty }
        [many] { $count } prese, rosse −{ $penalty }
       *[other] { $count } prese, rosse −{ $penalty }
    }
# where a round's points came from ($value: the points a trick is worth; $red: the red points in the tricks)
red-dragon-parts-tricks =
    { $count ->
        [one] { $count } presa × { $value }
        [many] { $count } prese × { $value }
       *[other] { $count } prese × { $value }
    }
red-dragon-parts-tricks-red =
    { $count ->
        [one] { $count } presa × { $value }, rosse −{ $red }
        [many] { $count } prese × { $value }, rosse −{ $red }
       *[other] { $count } prese × { $value }, rosse −{ $red }
    }
red-dragon-parts-bonus = nessuna presa, bonus +{ $bonus }
red-dragon-parts-none = nessuna presa
red-dragon-table-in-hand = { $count } in mano
red-dragon-table-total = totale { $total }
red-dragon-table-last-trick-cards =
    { $cards }
    → **{ $winner }**
red-dragon-table-last-trick-cards-red =
    { $cards }
    → **{ $winner }** (rosse −{ $penalty })
# la colonna delle mani del foglio dei punti e la sua riga dei totali (brevi: il foglio è stretto)
red-dragon-sheet-round = Mano
red-dragon-sheet-total = Tot
# cosa significano le icone del tavolo (il piè di pagina; lo dice anche la prima pagina delle regole)
red-dragon-legend = 🔥 rosso · ⭐ oro · 🍀 verde · 💧 blu · 🎴 primo di mano
red-dragon-footer =
    { red-dragon-legend }
    Presa = { $trick_value } punti · le carte rosse costano il loro numero, il { $costly } costa { $costly_penalty } · timer del turno { $timer }
red-dragon-timer-minutes = { $minutes } min
red-dragon-timer-seconds = { $seconds } s
red-dragon-timer-off = disattivato
# l'unica riga che un vecchio tavolo conserva a mano finita; $points: red-dragon-round-summary-points separati
red-dragon-round-summary = 🐉 Mano { $round } di { $rounds } finita · { $points }
red-dragon-round-summary-points = **{ $name }** { $points } ({ $parts }; totale { $total })
red-dragon-table-sweep = 🏆 **{ $name }** ha fatto tutte le prese di una mano e vince subito!
red-dragon-table-game-over = La partita è finita.
# $marks: il nome di ogni giocatore con l'indicazione se ha già scelto
red-dragon-table-stock =
    { $count ->
        [one] Ognuno mette di nascosto **{ $count }** carta nel monte. Premi **{ table-hand-button }** per scegliere.
        [many] Ognuno mette di nascosto **{ $count }** carte nel monte. Premi **{ table-hand-button }** per scegliere.
       *[other] Ognuno mette di nascosto **{ $count }** carte nel monte. Premi **{ table-hand-button }** per scegliere.
    }
    { $marks }
# $upcoming: chi pesca dopo, in ordine
red-dragon-table-draft = **Monte** (scoperto): { $cards }
    Pescano: { $upcoming }
red-dragon-table-leads-next = **{ $name }** apre la prossima presa.
red-dragon-table-trick = **Presa** (seme di uscita { $suit }): { $trick }
    { "**" }{ $name }** di turno

## La vista privata di un giocatore

red-dragon-hand-title = La tua mano · mano { $round } di { $rounds }
red-dragon-hand-over = La partita è finita (il tuo totale: { $total }): guarda il tavolo finale.
red-dragon-hand-stock-select =
    { $count ->
        [one] Scegli { $count } carta per il monte (viene scoperto e ripescato)
        [many] Scegli { $count } carte per il monte (viene scoperto e ripescato)
       *[other] Scegli { $count } carte per il monte (viene scoperto e ripescato)
    }
red-dragon-hand-stock-choose =
    { $count ->
        [one] Scegli **{ $count }** carta da mettere nel monte comune. Quando tutti hanno scelto, il monte viene scoperto e le carte si ripescano una alla volta: chiunque può prendere ciò che dai (nessuno saprà chi l'ha data).
        [many] Scegli **{ $count }** carte da mettere nel monte comune. Quando tutti hanno scelto, il monte viene scoperto e le carte si ripescano una alla volta: chiunque può prendere ciò che dai (nessuno saprà chi l'ha data).
       *[other] Scegli **{ $count }** carte da mettere nel monte comune. Quando tutti hanno scelto, il monte viene scoperto e le carte si ripescano una alla volta: chiunque può prendere ciò che dai (nessuno saprà chi l'ha data).
    }
# $names: un elenco di red-dragon-hand-waiting-name
red-dragon-hand-stock-chosen = Hai messo nel monte { $cards }. Si aspetta: { $names }…
red-dragon-hand-waiting-name = **{ $name }**
red-dragon-hand-your-cards = Le tue carte
red-dragon-hand-your-pick = **Tocca a te pescare**: prendi una carta dal monte.
red-dragon-hand-other-picks = **{ $name }** sta pescando dal monte…
red-dragon-hand-lead = **Apri tu**: gioca una carta qualsiasi.
red-dragon-hand-follow = **Tocca a te**: rispondi al seme { $suit } se puoi.
    Presa: { $trick }
red-dragon-hand-waiting-trick =
    Presa: { $trick }
    Si aspetta **{ $name }**…
red-dragon-hand-waiting-lead = Si aspetta che **{ $name }** apra…
red-dragon-hand-last-trick = Ultima presa: { $cards } → **{ $winner }**
red-dragon-hand-last-trick-red = Ultima presa: { $cards } → **{ $winner }** (rosse −{ $penalty })
red-dragon-hand-footer = Questa mano: { $tricks } · il tuo totale { $total }
red-dragon-hand-footer-first-round = Questa mano: { $tricks }
red-dragon-hand-total = Il tuo totale: { $total }

# Gli id che il livello comune legge per ogni gioco.

red-dragon-title = Red Dragon
red-dragon-tagline = Gioco di prese da 3 a 6: fai prese, evita le carte rosse · circa 30–45 minuti
red-dragon-quick-start =
    { "*" }*1.** A ogni mano, metti qualche carta in un monte comune, poi ripescale una alla volta a turno.
    { "*" }*2.** Rispondi al seme di uscita se puoi; la carta più alta di quel seme fa la presa.
    { "*" }*3.** Ogni presa vale punti, ma ogni carta 🔥 rossa che contiene costa il suo numero (🔥11 costa 26).
# Le regole complete, tagliate in pagine alle righe vuote. Cifre dai dati del motore: $cards carte numerate
# $low–$high; per numero di giocatori N (3–6): $stock_N carte a testa nel monte, $trick_N punti a presa, e $bonus_N_K il
# bonus di ciascuno dei K giocatori senza prese.
red-dragon-rules = **🔢 Le carte**
    { $cards } carte in quattro semi numerati da { $low } a { $high }, ogni seme con il suo simbolo: 🔥 rosso, ⭐ oro, 🍀 verde, 💧 blu. Non ci sono briscole. Solo il rosso va contro di te: una carta rossa costa il suo numero in punti, e l'11 rosso costa 26 (🔥11). 🎴 indica sul tavolo il primo di mano.
    
    { "**" }📥 Il monte**
    Si distribuiscono tutte le carte. Poi ognuno mette di nascosto alcune carte in un monte comune: { $stock_3 } a testa in 3 giocatori, { $stock_4 } a testa in 4, { $stock_5 } a testa in 5, { $stock_6 } a testa in 6. Nessuno vede chi ha dato cosa.
    
    { "**" }🔄 La pesca**
    Il monte viene scoperto e le carte si ripescano una alla volta a serpentina (A B C D D C B A …), a partire dal primo di mano, finché ognuno non ha di nuovo la mano completa.
    
    { "**" }🃏 Le prese**
    Il primo di mano esce con una carta qualsiasi. Bisogna rispondere al seme di uscita se si può; altrimenti si gioca quello che si vuole. La carta più alta del seme di uscita fa la presa, e chi l'ha fatta apre la presa successiva.
    
    { "**" }🧮 Il punteggio**
    Ogni presa vale { $trick_3 }, { $trick_4 }, { $trick_5 } o { $trick_6 } punti (con 3, 4, 5 o 6 giocatori), e le carte rosse nelle tue prese ti costano i loro punti. In ogni mano, i punti delle prese e le penalità delle rosse si annullano: la somma fa zero.
    
    { "**" }🎁 Nessuna presa, un bonus**
    Chi non ha fatto prese riceve un bonus, che dipende da quanti sono:
    { "**" }3 giocatori**: da solo { $bonus_3_1 }
    { "**" }4 giocatori**: da solo { $bonus_4_1 }, in 2 { $bonus_4_2 } a testa
    { "**" }5 giocatori**: da solo { $bonus_5_1 }, in 2 { $bonus_5_2 } a testa, in 3 { $bonus_5_3 } a testa
    { "**" }6 giocatori**: da solo { $bonus_6_1 }, in 2 { $bonus_6_2 } a testa, in 3 { $bonus_6_3 } a testa, in 4 { $bonus_6_4 } a testa
    Se sono di più, il bonus non va a nessuno.
    
    { "**" }🏆 La vittoria**
    La partita dura tante mani quanti sono i giocatori; a ogni mano il primo di mano passa al posto successivo. Vince il totale più alto, e a pari totale si vince a pari merito. Chi fa **tutte** le prese di una mano vince subito la partita.
    
    { "**" }⚠️ Seme sbagliato**
    Le regole stampate puniscono chi non risponde al seme dovuto con −100. Qui il bot propone solo le carte che puoi giocare, quindi non può succedere.
red-dragon-score =
    { $count ->
        [one] { $amount } punto
        [many] { $amount } punti
       *[other] { $amount } punti
    }
