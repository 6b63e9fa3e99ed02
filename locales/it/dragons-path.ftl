## Il Sentiero dei Draghi: il rompicapo dei percorsi di Sárkánytojás (/sarkanytojas puzzle), il suo tavolo e le viste private.


## Ciò che il livello comune legge per ogni gioco


## Eventi

dragons-path-event-passed = { $seat } rinuncia a questo tabellone.
dragons-path-event-guessed-practice = { $seat } annuncia **{ $guess }**.
dragons-path-event-guessed = { $seat } ha un percorso che vale **{ $guess }**! Gli altri cercano di fare meglio.
dragons-path-event-route-found = { $seat } mostra un percorso che vale **{ $value }** e batte { $guess }!
dragons-path-event-must-show = Nessuno ha fatto meglio: ora { $seat } deve mostrare un percorso che valga { $guess }.
dragons-path-event-cannot-show = { $seat } non riesce a mostrare il percorso.
dragons-path-event-shown-ok = Il percorso di { $seat } vale **{ $value }** ✅
dragons-path-event-shown-short = Il percorso di { $seat } vale solo { $value }, non { $guess } ❌
dragons-path-event-round-over = Round { $number }: { $points }. Il percorso migliore valeva { $best }.
dragons-path-event-round-over-nobody = Round { $number }: nessuno segna punti. Il percorso migliore valeva { $best }.
dragons-path-event-round-over-practice = Round { $number }: il percorso migliore valeva { $best }.
dragons-path-points-entry = { $name } { $points }
dragons-path-event-game-over =
    { $count ->
        [one] La partita è finita: { $winners } con { $count } punto.
        [many] La partita è finita: { $winners } con { $count } punti.
       *[other] La partita è finita: { $winners } con { $count } punti.
    }
dragons-path-event-round-begins = Round { $number } di { $rounds }: c'è un nuovo tabellone. Trova il percorso migliore!

## Il tavolo

dragons-path-table-title =
    { $final ->
        [yes]
            { $practice ->
                [yes] 🧩 Sentiero dei Draghi · allenamento · finale
               *[no] 🧩 Sentiero dei Draghi · livello { $level } ({ $size }×{ $size }) · finale
            }
       *[no]
            { $practice ->
                [yes] 🧩 Sentiero dei Draghi · allenamento · round { $number } di { $rounds }
               *[no] 🧩 Sentiero dei Draghi · livello { $level } ({ $size }×{ $size }) · round { $number } di { $rounds }
            }
    }
dragons-path-scores = Punteggi
dragons-path-footer =
    Livello { $level } · { $race ->
        [0] gara senza limite
       *[other] gara { $race } s
    } · { $check ->
        [0] verifica senza limite di tempo
       *[other] tempo di verifica { $check } s
    } · tempo per mostrare un percorso { $unit ->
        [off] illimitato
        [minutes] { $minutes } min
       *[seconds] { $seconds } s
    }
dragons-path-race-practice =
    🔎 **Trova il percorso che vale di più**: da START lungo la sua riga, poi lungo la colonna di quella tessera, girando dopo ogni tessera finché la tua linea non è vuota.
    Trovato? **{ table-hand-button }** → **Ce l'ho!** e inserisci il valore; poi il bot mostra il migliore.
dragons-path-race =
    { $check ->
        [0]
            🏁 **Via alla gara!** Trova il percorso che vale di più: da START lungo la sua riga, poi lungo la colonna di quella tessera, girando dopo ogni tessera finché la tua linea non è vuota.
            Il primo che preme **{ table-hand-button }** → **Ce l'ho!** con un valore è chi annuncia; gli altri poi verificano finché ciascuno non l'ha battuto o ci ha rinunciato. Non trovi niente? **Passa**: quando hanno passato tutti, si mostra il percorso migliore e nessuno segna punti.
       *[other]
            🏁 **Via alla gara!** Trova il percorso che vale di più: da START lungo la sua riga, poi lungo la colonna di quella tessera, girando dopo ogni tessera finché la tua linea non è vuota.
            Il primo che preme **{ table-hand-button }** → **Ce l'ho!** con un valore è chi annuncia; gli altri hanno poi { $check } s per batterlo. Non trovi niente? **Passa**: quando hanno passato tutti, si mostra il percorso migliore e nessuno segna punti.
    }
dragons-path-race-passed = Hanno passato: { $names }.
dragons-path-check-entry = { $mark } { $name }
dragons-path-check-entry-value = { $mark } { $name } { $value }
dragons-path-goal-looking = Gli altri cercano un percorso che valga più di **{ $guess }**.
dragons-path-goal-beaten = **{ $name }** l'ha battuto con **{ $value }**; gli altri possono ancora trovare di più.
dragons-path-checking =
    💬 **{ $guesser }** annuncia **{ $guess }**. { $goal }
    { $checks }
dragons-path-showing = ✋ Nessuno ha battuto **{ $guess }**: ora **{ $guesser }** deve mostrare un percorso che valga almeno tanto.
dragons-path-next-board-soon = Premi **{ table-hand-button }** → **Prossimo tabellone** quando vuoi; tra poco il prossimo tabellone arriva comunque da solo.
# la riga che un vecchio tavolo conserva quando il tabellone successivo è pronto
dragons-path-round-summary = 🧩 Round { $number } di { $rounds } finito · { $story } · percorso migliore { $best } · { $points }
dragons-path-round-summary-nobody = 🧩 Round { $number } di { $rounds } finito · { $story } · percorso migliore { $best } · nessuno segna punti
dragons-path-round-summary-practice = 🧩 Round { $number } di { $rounds } finito · { $story } · percorso migliore { $best }
dragons-path-summary-no-guess = nessun annuncio
dragons-path-summary-guessed = { $name } ha annunciato { $guess }
dragons-path-summary-found = { $name } ha annunciato { $guess }, { $finder } ha mostrato { $value }
dragons-path-summary-shown = { $name } ha annunciato { $guess } e l'ha mostrato ✅
dragons-path-summary-not-shown = { $name } ha annunciato { $guess } ma non ce l'ha fatta a mostrarlo ❌

## La vista privata

dragons-path-route-title = Il tuo percorso · round { $number } di { $rounds }
dragons-path-find-route = 🔎 Trova il percorso che vale di più partendo da START: prima la sua riga, poi gira dopo ogni tessera. Trovato? Premi **Ce l'ho!** e inserisci il valore (da { $low } a { $high }).
# the stake of a guess, said before it is made (not in practice, which scores nothing)
dragons-path-guess-must-show = ⚠️ Annuncia solo un percorso che sai mostrare: se nessuno lo batte, devi mostrarlo tessera per tessera, e un percorso che non sai mostrare ti costa tanti punti quanti ne hai annunciati.
dragons-path-show-best = Mostrami il percorso migliore
dragons-path-pass = Passa
dragons-path-you-passed =
    { $deadline ->
        [none] 🏳️ Hai passato su questo tabellone; si aspetta che gli altri annuncino o passino.
       *[other] 🏳️ Hai passato su questo tabellone; si aspetta che gli altri annuncino o passino (fine <t:{ $deadline }:R>).
    }
dragons-path-guesser-waits =
    { $deadline ->
        [none] ⏳ Gli altri stanno verificando il tuo **{ $guess }**. Se nessuno lo batte, dovrai mostrare il tuo percorso tessera per tessera: tienilo a mente.
       *[other] ⏳ Gli altri stanno verificando il tuo **{ $guess }** (fine <t:{ $deadline }:R>). Se nessuno lo batte, dovrai mostrare il tuo percorso tessera per tessera: tienilo a mente.
    }
dragons-path-check-over =
    { $deadline ->
        [none] ✅ La tua verifica è finita; si aspettano gli altri.
       *[other] ✅ La tua verifica è finita; si aspettano gli altri (fine <t:{ $deadline }:R>).
    }
dragons-path-guesser-showing =
    { $deadline ->
        [none] ⏳ **{ $guesser }** sta mostrando un percorso che vale { $guess }…
       *[other] ⏳ **{ $guesser }** sta mostrando un percorso che vale { $guess } (fine <t:{ $deadline }:R>)…
    }
dragons-path-next-board = Prossimo tabellone
dragons-path-waiting-for =
    { $deadline ->
        [none] ⏳ Si aspetta: { $names }.
       *[other] ⏳ Si aspetta: { $names } (fine <t:{ $deadline }:R>).
    }
dragons-path-legend-building = `S` START · `#n` la tua n-esima tessera · `[ ]` si può prendere dopo
dragons-path-your-points = I tuoi punti: { $points }
dragons-path-build-check =
    { $deadline ->
        [none] 💬 **{ $guesser }** annuncia **{ $guess }**. Costruisci un percorso migliore: tocca le sue tessere in ordine.
       *[other] 💬 **{ $guesser }** annuncia **{ $guess }**. Costruisci un percorso migliore (fine <t:{ $deadline }:R>): tocca le sue tessere in ordine.
    }
dragons-path-best-shown = 🏅 Il migliore mostrato finora: **{ $target }**; con uno migliore ogni verificatore segna di più.
dragons-path-build-show =
    { $deadline ->
        [none] ✋ Nessuno ha battuto il tuo **{ $guess }**. Mostra un percorso che valga almeno tanto: tocca le sue tessere in ordine.
       *[other] ✋ Nessuno ha battuto il tuo **{ $guess }**. Mostra un percorso che valga almeno tanto (fine <t:{ $deadline }:R>): tocca le sue tessere in ordine.
    }
dragons-path-route-start = Inizio: prendi una tessera lungo la riga di START.
dragons-path-route-so-far =
    { $count ->
        [one] Il tuo percorso finora: { $count } tessera, **{ $value }**.
        [many] Il tuo percorso finora: { $count } tessere, **{ $value }**.
       *[other] Il tuo percorso finora: { $count } tessere, **{ $value }**.
    }
dragons-path-route-complete =
    { $count ->
        [one] Il tuo percorso è completo: { $count } tessera, **{ $value }**.
        [many] Il tuo percorso è completo: { $count } tessere, **{ $value }**.
       *[other] Il tuo percorso è completo: { $count } tessere, **{ $value }**.
    }
# mentre si mostra l'annuncio non c'è totale progressivo: chi ha annunciato tiene il conto da sé
dragons-path-route-shown-so-far =
    { $count ->
        [one] Il tuo percorso finora: { $count } tessera (il conto tienilo tu).
        [many] Il tuo percorso finora: { $count } tessere (il conto tienilo tu).
       *[other] Il tuo percorso finora: { $count } tessere (il conto tienilo tu).
    }
dragons-path-route-shown-complete =
    { $count ->
        [one] Il tuo percorso è completo: { $count } tessera. Mostralo se vale il tuo annuncio.
        [many] Il tuo percorso è completo: { $count } tessere. Mostralo se vale il tuo annuncio.
       *[other] Il tuo percorso è completo: { $count } tessere. Mostralo se vale il tuo annuncio.
    }
dragons-path-show-it = Mostralo
dragons-path-step-button = { $value } · { $square }
dragons-path-undo = Annulla
dragons-path-show-my-route = Mostra il mio percorso ({ $value })
dragons-path-does-not-beat = { $value } non batte { $guess }
dragons-path-nothing-better = Niente di meglio
dragons-path-cannot-show = Non riesco a mostrarlo
dragons-path-route-step = { $square } ({ $value })
dragons-path-route = START → { $steps } = **{ $total }**
dragons-path-route-empty = START = **{ $total }**
dragons-path-score-line = { $medal } { $name } **{ $total }**
dragons-path-score-rounds = { $medal } { $name } **{ $total }** ({ $rounds })
dragons-path-best-possible = ⭐ Il migliore possibile: **{ $best }**: { $route }
dragons-path-best-on-grid = ⭐ Il migliore possibile: **{ $best }**; `#n` sulla griglia è la sua n-esima tessera.
dragons-path-best-on-picture = ⭐ Il migliore possibile: **{ $best }** (l'immagine mostra il percorso).
dragons-path-no-guess =
    🏳️ Nessun annuncio questa volta.
    { $best }
dragons-path-practice-guess =
    { $verdict ->
        [spot-on] 💬 **{ $name }** ha annunciato **{ $guess }**: esatto! 🎯
        [better-exists] 💬 **{ $name }** ha annunciato **{ $guess }**: esiste un percorso migliore.
       *[too-high] 💬 **{ $name }** ha annunciato **{ $guess }**: nessun percorso vale così tanto.
    }
    { $best }
dragons-path-story-found = 💬 **{ $name }** ha annunciato **{ $guess }**; **{ $finder }** ha mostrato **{ $value }**.
dragons-path-story-shown = 💬 **{ $name }** ha annunciato **{ $guess }**, nessuno l'ha battuto, e { $name } l'ha mostrato. ✅
dragons-path-story-not-shown = 💬 **{ $name }** ha annunciato **{ $guess }**, nessuno l'ha battuto, ma { $name } non ce l'ha fatta a mostrarlo. ❌
dragons-path-round-points =
    { $story }
    Punti: { $points }
    { $best }
dragons-path-round-points-nobody =
    { $story }
    Punti: nessuno segna
    { $best }
dragons-path-round-your-points =
    { $story }
    Tu: **{ $points }** in questo round, **{ $total }** in tutto.
    { $best }
dragons-path-practice-over = 🏁 Allenamento finito. `/sarkanytojas puzzle` per un altro, o invita gli amici a sfidarti!
dragons-path-i-have-it = Ce l'ho!
dragons-path-too-late = Troppo tardi: qualcuno ha già annunciato un valore.
dragons-path-guess-input = Il valore del tuo percorso (da { $low } a { $high })
dragons-path-guess-placeholder = p. es. 7
dragons-path-not-a-value = «{ $text }» non è un valore da { $low } a { $high }. Premi **Ce l'ho!** per riprovare.

## L'immagine

dragons-path-picture-start = START
# the legend under the last board's picture: a solid line, then a dashed one
dragons-path-picture-best = Percorso migliore
dragons-path-picture-played = Percorso mostrato

## Le regole


# Gli id che il livello comune legge per ogni gioco.

dragons-path-title = Sentiero dei Draghi
dragons-path-tagline = Rompicapo di percorsi da 1 a 12: gara a chi trova il cammino che vale di più tra uova e draghi · circa 5 minuti (da soli è un allenamento)
dragons-path-quick-start =
    🧭 **Un percorso** parte da START, prende una tessera lungo la sua riga, poi una lungo la colonna di quella tessera, girando dopo ogni tessera finché la sua linea non è vuota. Il suo valore è la somma delle sue tessere.
    💡 **Ne hai trovato uno buono?** **{ table-hand-button }** → **Ce l'ho!** e scrivi il valore: conta il primo annuncio, e gli altri hanno il tempo di verifica per batterlo.
    🏅 **Battuto:** ogni verificatore segna la differenza e chi ha annunciato perde l'annuncio. **Non battuto:** chi ha annunciato mostra il percorso tessera per tessera per segnarlo.
    
    `S` START · `#n` la n-esima tessera di un percorso · `[+3]` può venire dopo · 🔍 sta ancora verificando · ✅ l'ha battuto · ✖️ niente di meglio
dragons-path-rules =
    { "*" }*🧩 Il Sentiero dei Draghi**
    `/sarkanytojas puzzle`, da 1 a 12 giocatori: un piccolo tabellone (livello I 3×3, II 4×4, III 5×5) di uova e draghi intorno a START.
    
    { "*" }*🧭 I percorsi**
    Un percorso parte da START, prende una tessera lungo la riga di START, poi una lungo la colonna di quella tessera, e così via, girando dopo ogni tessera; deve continuare finché sulla sua linea c'è una tessera. Il suo valore è la somma delle sue tessere. Trova il percorso che vale di più!
    
    { "*" }*💡 Annunciare e verificare**
    Il primo che annuncia un valore è chi annuncia; gli altri cercano allora un percorso migliore, se ci riescono, ciascuno finché non ne mostra uno o rinuncia (regola della casa **Tempo di verifica**: la Variante a tempo del documento, consigliati al massimo 30 s). Non trovi niente? **Passa**: quando hanno passato tutti, si mostra il percorso migliore e nessuno segna punti (la regola della casa **Tempo di gara** chiude la gara per tutti quelli rimasti). Anche i giocatori IA partecipano alla gara: sui tabelloni più grandi ci mettono di più e non sempre trovano il migliore.
    
    { "*" }*🏅 Il punteggio**
    Se chi verifica mostra un percorso migliore, tutti quelli che verificano segnano la differenza e chi ha annunciato perde il valore annunciato. Altrimenti chi ha annunciato deve mostrare un percorso che valga l'annuncio, tenendo il conto da sé (senza totale progressivo): se ci riesce, segna l'annuncio; se no, lo perde.
    
    { "*" }*🔁 I round**
    Una partita ha un round per giocatore (almeno 4), ciascuno su un nuovo tabellone; dopo ogni round il bot disegna il percorso migliore. Da soli ci si allena, senza punteggio.
    
    { "*" }*📱 Qui**
    { "*" }*{ table-hand-button }** → **Ce l'ho!** annuncia un valore. Per verificare o mostrare un percorso, tocca le sue tessere in ordine: i pulsanti sono le tessere che possono venire dopo, e `#n` sulla griglia indica la tua n-esima tessera.
dragons-path-score =
    { $count ->
        [one] { $amount } punto
        [many] { $amount } punti
       *[other] { $amount } punti
    }
dragons-path-option-level = Livello
    .help = I: tabellone 3x3, II: 4x4, III: 5x5.
dragons-path-option-check-seconds = Tempo di verifica (s)
    .help = 0: gli altri verificano finché ciascuno non ha mostrato un percorso migliore o non ha rinunciato (il gioco base); altrimenti i secondi di verifica della Variante a tempo (il documento consiglia al massimo 30).
dragons-path-option-check-seconds-0 = senza limite
dragons-path-option-race-seconds = Tempo di gara (s)
    .help = 0: la gara ad annunciare non ha limite; altrimenti i secondi prima che passi chiunque non abbia ancora annunciato.
dragons-path-option-race-seconds-0 = nessun limite
dragons-path-illegal-not-a-move = Mossa non consentita: «{ $action }» non è una mossa.
dragons-path-illegal-guess-already-announced = Mossa non consentita: in questo round qualcuno ha già annunciato un valore.
