## Sárkánytojás: prendere tessere su un campo 7×7 (i comandi /sarkanytojas, il tavolo del gioco e le viste private).


## Ciò che il livello comune legge per ogni gioco


## Comandi

command-sarkanytojas = sarkanytojas
    .description = Sárkánytojás: prendi uova, evita i draghi (2–4 giocatori), e il rompicapo del Sentiero dei Draghi
command-sarkanytojas-new = nuova
    .description = Apri una lobby di Sárkánytojás in questo canale (2–4 giocatori)
command-sarkanytojas-new-shield_pit = scudo_fossa
    .description = Aggiunge 3 Scudi e 3 Fosse che costano a chi li prende un drago o un uovo (predefinito: no)
command-sarkanytojas-new-match = incontro
    .description = Partite dell'incontro, giocate per punti incontro (predefinito: 1)
command-sarkanytojas-new-open_scores = punteggi_visibili
    .description = Mostra le tessere e il punteggio di tutti durante il gioco (predefinito: no, tessere coperte)
command-sarkanytojas-new-timer = timer
    .description = Quanto tempo ha ogni giocatore per prendere prima che l'IA prenda al suo posto
command-sarkanytojas-puzzle = rompicapo
    .description = Apri una lobby del rompicapo Sentiero dei Draghi in questo canale (1–12 giocatori)
command-sarkanytojas-puzzle-level = livello
    .description = I: tabellone 3×3, II: 4×4, III: 5×5 (predefinito: I)
command-sarkanytojas-puzzle-level-i = I (3×3)
command-sarkanytojas-puzzle-level-ii = II (4×4)
command-sarkanytojas-puzzle-level-iii = III (5×5)
command-sarkanytojas-puzzle-check_seconds = secondi_verifica
    .description = Variante a tempo: secondi per battere un percorso annunciato (predefinito: 0, illimitato; ideale 30)
command-sarkanytojas-puzzle-race_seconds = secondi_gara
    .description = Secondi di gara per annunciare prima che chi resta passi (predefinito: 0, nessun limite)
command-sarkanytojas-puzzle-timer = timer
    .description = Quanto tempo ha chi annuncia per mostrare il percorso (predefinito: 2 minuti)

## Tessere e linee

# uno Scudo o una Fossa per nome (una tessera valore mostra il suo valore con segno)
sarkanytojas-tile-shield = Scudo
sarkanytojas-tile-pit = Fossa
sarkanytojas-line =
    { $direction ->
        [row] riga { $number }
       *[column] colonna { $letter }
    }
# il punteggio possibile di un bottino coperto
sarkanytojas-score-range = da { $low } a { $high }
sarkanytojas-tile-count = { $name } ×{ $count }

## Eventi

sarkanytojas-event-took = { $taker } prende { $tile } da { $square }.
sarkanytojas-event-took-shield-pit =
    { $tile ->
        [shield] { $taker } prende uno Scudo da { $square } e deve cedere uno dei suoi draghi.
       *[pit] { $taker } prende una Fossa da { $square } e deve cedere una delle sue uova.
    }
sarkanytojas-event-took-shield-pit-free =
    { $tile ->
        [shield] { $taker } prende uno Scudo da { $square }; non ha draghi da cedere, quindi lo Scudo viene scartato.
       *[pit] { $taker } prende una Fossa da { $square }; non ha uova da cedere, quindi la Fossa viene scartata.
    }
sarkanytojas-event-gave-up =
    { $by ->
        [shield]
            { $kind ->
                [egg] { $taker } mette coperti lo Scudo e una delle sue uova.
               *[dragon] { $taker } mette coperti lo Scudo e uno dei suoi draghi.
            }
       *[pit]
            { $kind ->
                [dragon] { $taker } mette coperti la Fossa e uno dei suoi draghi.
               *[egg] { $taker } mette coperte la Fossa e una delle sue uova.
            }
    }
sarkanytojas-event-game-over-field-empty = Fine della partita { $number }: il campo è vuoto; l'Uovo di Drago va a { $egg_to } (+{ $bonus }). { $scores }
sarkanytojas-event-game-over-line-empty =
    { $direction ->
        [row] Fine della partita { $number }: nella riga di { $seat } non ci sono tessere; l'Uovo di Drago va a { $egg_to } (+{ $bonus }). { $scores }
       *[column] Fine della partita { $number }: nella colonna di { $seat } non ci sono tessere; l'Uovo di Drago va a { $egg_to } (+{ $bonus }). { $scores }
    }
sarkanytojas-score-entry = { $name } { $score }
sarkanytojas-score-entry-winner = 🏆 { $name } { $score }
sarkanytojas-pair-names = { $one }+{ $other }
# da dove viene il punteggio di una partita: la somma delle uova e quella dei draghi tenuti, e l'Uovo di Drago
sarkanytojas-parts = 🥚{ $eggs } 🐉{ $dragons }
sarkanytojas-parts-egg = 🥚{ $eggs } 🐉{ $dragons }, Uovo di Drago { $bonus }
# il punteggio di una partita e da dove viene ($parts: sarkanytojas-parts)
sarkanytojas-score-parts = { $name } { $score } ({ $parts })
sarkanytojas-score-parts-winner = 🏆 { $name } { $score } ({ $parts })
# il punteggio di una coppia: quelli dei suoi giocatori (sarkanytojas-score-parts) e la loro somma
sarkanytojas-pair-sum = { $first } e { $second } = { $score }
sarkanytojas-pair-sum-winner = 🏆 { $first } e { $second } = { $score }
sarkanytojas-event-game-begins = La partita { $number } di { $games } è pronta; comincia { $starter }.
sarkanytojas-event-match-over =
    { $count ->
        [one] L'incontro è finito: { $champions } con { $count } punto incontro.
        [many] L'incontro è finito: { $champions } con { $count } punti incontro.
       *[other] L'incontro è finito: { $champions } con { $count } punti incontro.
    }

## Il tavolo

sarkanytojas-table-title = 🥚 Sárkánytojás
sarkanytojas-table-title-final = 🥚 Sárkánytojás · finale
sarkanytojas-table-title-game = 🥚 Sárkánytojás · partita { $number } di { $games }
sarkanytojas-field-game = Partita { $number }
sarkanytojas-field-scoresheet = Incontro: punteggi per partita, punti incontro
sarkanytojas-field-recent = Ultime mosse
sarkanytojas-situation-pending =
    { $by ->
        [shield]
            { $kind ->
                [egg] ❓ **{ $name }** ha preso uno 🛡️ Scudo e sceglie quale delle sue uova cedere. Andrà coperta: nessun altro saprà quale.
               *[dragon] ❓ **{ $name }** ha preso uno 🛡️ Scudo e sceglie quale dei suoi draghi cedere. Andrà coperto: nessun altro saprà quale.
            }
       *[pit]
            { $kind ->
                [dragon] ❓ **{ $name }** ha preso una 🕳️ Fossa e sceglie quale dei suoi draghi cedere. Andrà coperto: nessun altro saprà quale.
               *[egg] ❓ **{ $name }** ha preso una 🕳️ Fossa e sceglie quale delle sue uova cedere. Andrà coperta: nessun altro saprà quale.
            }
    }
sarkanytojas-situation-turn =
    ▶️ **{ $name }** prende da **{ $line }**, la linea incorniciata:
    { $offer }
    Chi prende per ultimo riceve l'Uovo di Drago (+{ $bonus }).
sarkanytojas-offer-entry = { $tile } { $square }
sarkanytojas-side-turn = ▶️ { $side }
sarkanytojas-side-pending = ❓ { $side }
sarkanytojas-side-names = { $first } e { $second }
sarkanytojas-personal-score-parts = { $score } = { $parts }
sarkanytojas-side-one =
    { $haul }
    { "*" }*Punteggio { $score }**
sarkanytojas-side-player = **{ $name }** ({ $score }): { $haul }
sarkanytojas-side-pair-total = **Punteggio della coppia { $score }**
sarkanytojas-side-face-down = **{ $name }**: { $haul }
sarkanytojas-last-game =
    { $reason ->
        [row] Finita: nella riga di { $seat } non ci sono tessere. L'Uovo di Drago è andato a **{ $egg_to }** (+{ $bonus }); vittoria di **{ $winners }**.
        [column] Finita: nella colonna di { $seat } non ci sono tessere. L'Uovo di Drago è andato a **{ $egg_to }** (+{ $bonus }); vittoria di **{ $winners }**.
       *[field] Finita: il campo è vuoto. L'Uovo di Drago è andato a **{ $egg_to }** (+{ $bonus }); vittoria di **{ $winners }**.
    }
# i punteggi dell'ultima partita con le loro parti, e i punti incontro che ha dato
sarkanytojas-last-game-scores = { $scores } · punti incontro: { $points }
sarkanytojas-footer-tiles-left =
    { $count ->
        [one] resta { $count } tessera
        [many] restano { $count } tessere
       *[other] restano { $count } tessere
    }
sarkanytojas-footer-shield-pit = 🛡️ lo Scudo costa un drago, 🕳️ la Fossa un uovo
sarkanytojas-footer-timer =
    { $unit ->
        [off] timer del turno disattivato
        [minutes] timer del turno { $minutes } min
       *[seconds] timer del turno { $seconds } s
    }
sarkanytojas-sheet-points = Pt
sarkanytojas-sheet-game = P{ $number }
# la riga che un vecchio tavolo conserva quando la partita successiva dell'incontro è pronta
sarkanytojas-game-summary = 🏁 Partita { $number } di { $games } finita · { $scores } · vittoria di { $winners } · punti incontro: { $points }

## Bottini

sarkanytojas-face-down-tiles =
    { $count ->
        [one] 🂠 { $count } tessera coperta
        [many] 🂠 { $count } tessere coperte
       *[other] 🂠 { $count } tessere coperte
    }
sarkanytojas-no-tiles = ancora nessuna tessera
sarkanytojas-took-tiles = ha preso { $tiles }
sarkanytojas-discard-known =
    { $by ->
        [shield] 🛡️Scudo: ceduto { $tile }
       *[pit] 🕳️Fossa: ceduto { $tile }
    }
sarkanytojas-discard-hidden =
    { $by ->
        [shield]
            { $kind ->
                [egg] 🛡️Scudo: un uovo è andato coperto
               *[dragon] 🛡️Scudo: un drago è andato coperto
            }
       *[pit]
            { $kind ->
                [dragon] 🕳️Fossa: un drago è andato coperto
               *[egg] 🕳️Fossa: un uovo è andato coperto
            }
    }
sarkanytojas-discard-nothing =
    { $by ->
        [shield] 🛡️Scudo: niente da cedere
       *[pit] 🕳️Fossa: niente da cedere
    }

## La vista privata

sarkanytojas-hand-title = Le tue tessere
sarkanytojas-hand-title-game = Le tue tessere · partita { $number } di { $games }
sarkanytojas-hand-over = 🏁 La partita è finita: i risultati sono sul tavolo.
sarkanytojas-hand-your-take =
    { $direction ->
        [row] ▶️ **Prendi tu** da **{ $line }**; poi **{ $name }** prende dalla sua riga:
       *[column] ▶️ **Prendi tu** da **{ $line }**; poi **{ $name }** prende dalla sua colonna:
    }
sarkanytojas-hand-your-take-last = ▶️ **Prendi tu** da **{ $line }**:
sarkanytojas-hand-choice = { $square } { $tile } → { $next }
sarkanytojas-hand-choice-costs =
    { $cost ->
        [egg] { $square } { $tile } (costa un uovo) → { $next }
       *[dragon] { $square } { $tile } (costa un drago) → { $next }
    }
sarkanytojas-hand-choice-free =
    { $cost ->
        [egg] { $square } { $tile } (gratis: nessun uovo) → { $next }
       *[dragon] { $square } { $tile } (gratis: nessun drago) → { $next }
    }
sarkanytojas-next-ends = chiude la partita: l'Uovo di Drago (+{ $bonus }) è tuo
sarkanytojas-take-button = { $tile } · { $square }
sarkanytojas-hand-wait-discard =
    { $kind ->
        [egg] ⏳ **{ $name }** sta scegliendo quale uovo cedere.
       *[dragon] ⏳ **{ $name }** sta scegliendo quale drago cedere.
    }
sarkanytojas-hand-wait-take = ⏳ **{ $name }** prende da { $line }.
sarkanytojas-hand-haul = Il tuo bottino · punteggio { $score }
sarkanytojas-hand-scores = Punteggi
sarkanytojas-hand-score = **{ $name }** { $score }
sarkanytojas-hand-score-partner = 🤝 **{ $name }** { $score }
sarkanytojas-hand-face-down =
    { $count ->
        [one] 🂠 { $count } tessera
        [many] 🂠 { $count } tessere
       *[other] 🂠 { $count } tessere
    }
sarkanytojas-hand-pairs = La tua coppia **{ $ours }** · l'altra coppia **{ $theirs }**
sarkanytojas-discard-choice =
    { $by ->
        [shield]
            { $kind ->
                [egg] 🛡️ Hai preso uno **Scudo**: cedi una delle tue uova. Va coperta insieme allo Scudo, e solo tu saprai quale era.
               *[dragon] 🛡️ Hai preso uno **Scudo**: cedi uno dei tuoi draghi. Va coperto insieme allo Scudo, e solo tu saprai quale era.
            }
       *[pit]
            { $kind ->
                [dragon] 🕳️ Hai preso una **Fossa**: cedi uno dei tuoi draghi. Va coperto insieme alla Fossa, e solo tu saprai quale era.
               *[egg] 🕳️ Hai preso una **Fossa**: cedi una delle tue uova. Va coperta insieme alla Fossa, e solo tu saprai quale era.
            }
    }
sarkanytojas-discard-usually =
    { $kind ->
        [egg] Di solito conviene: l'uovo più basso.
       *[dragon] Di solito conviene: il drago che costa di più.
    }
sarkanytojas-discard-button = Cedi { $tile }

## L'immagine del tavolo

sarkanytojas-picture-game = Partita { $number } di { $games }
sarkanytojas-picture-tiles-left =
    { $count ->
        [one] resta { $count } tessera
        [many] restano { $count } tessere
       *[other] restano { $count } tessere
    }
sarkanytojas-picture-take-from = prende da { $line }
sarkanytojas-picture-finished = finita
# la parola sotto il numero di una tessera valore, e la parola su uno Scudo o una Fossa
sarkanytojas-picture-kind =
    { $kind ->
        [egg] uovo
        [dragon] drago
        [shield] SCUDO
       *[pit] FOSSA
    }

## Le regole (senza quelle del rompicapo)

sarkanytojas-rules-game =
    { "*" }*🥚 Il campo**
    48 tessere formano un quadrato 7×7: uova 🥚 che valgono da +1 a +10 e draghi 🐉 che valgono da −1 a −10 (tre per ciascun valore 1, 2, 3, 4, 5, 6, 8 e 10). L'Uovo di Drago di legno sta sull'unica casella vuota.
    
    { "*" }*▶️ Prendere**
    Nel tuo turno prendi una tessera qualsiasi dalla linea dell'Uovo, vicina o lontana; l'Uovo si sposta sulla sua casella. La prima presa di una partita è lungo la riga dell'Uovo, la seguente lungo la sua colonna, e la direzione cambia a ogni presa, chiunque la faccia.
    
    { "*" }*🂠 Coperte**
    Le tessere prese restano coperte davanti a chi le ha prese: durante la partita vedi solo le tue tessere e il tuo punteggio (anche i compagni vedono solo i propri), il tavolo mostra quante tessere ha ogni giocatore, e alla fine della partita si scopre tutto. Regola della casa **Punteggi visibili**: ogni bottino e ogni punteggio si vede durante il gioco.
    
    { "*" }*🏁 La fine**
    Quando la linea del giocatore successivo è vuota (o lo è il campo), la partita finisce e chi ha preso per ultimo riceve l'Uovo di Drago: +5. Le uova contano in positivo, i draghi in negativo; vince chi ha più punti, e a pari punti si vince a pari merito.
    
    { "*" }*🤝 In quattro**
    In quattro si gioca a coppie, con i compagni uno di fronte all'altro (posti 1 e 3 contro 2 e 4); i punti di una coppia si sommano.
    
    { "*" }*🛡️ Scudo e Fossa** (il supplemento del gioco, da attivare nella lobby)
    6 tessere a caso lasciano il posto a 3 🛡️ Scudi e 3 🕳️ Fosse. Lo Scudo costa a chi lo prende uno dei propri draghi, la Fossa una delle proprie uova, a sua scelta; entrambe le tessere vanno coperte, quindi gli altri sanno solo *che* una tessera se n'è andata. Se non c'è niente da cedere, lo Scudo o la Fossa vengono semplicemente scartati.
    
    { "*" }*🏆 Incontri** (regola della casa)
    Più partite di fila, e ogni volta il primo giocatore passa al posto successivo. Ogni partita assegna punti incontro (2 giocatori 1/0, 3 giocatori 2/1/0, a pari merito si prende il più alto, coppie 1/0); vince chi ha più punti incontro.
    
    { "*" }*📱 Qui**
    La linea incorniciata nell'immagine del tavolo è quella da cui si prende la prossima tessera. Il pulsante **{ table-hand-button }** mostra il tuo bottino, il tuo punteggio e un pulsante per ogni tessera che puoi prendere, con ciò che ogni presa lascia al giocatore successivo.

# Gli id che il livello comune legge per ogni gioco.

sarkanytojas-title = Sárkánytojás
sarkanytojas-tagline = Prendi tessere in 2–4 su un campo 7×7: arraffa le uova, evita i draghi · circa 10 minuti a partita
sarkanytojas-quick-start =
    🥚 **Il tuo turno:** prendi una tessera qualsiasi dalla linea incorniciata (la riga o la colonna dell'Uovo di Drago); l'Uovo si sposta sulla sua casella.
    🔄 **Poi la linea gira:** riga, colonna, riga… così la tua presa decide da dove prenderà il giocatore successivo.
    🏁 **La fine:** quando la linea successiva è vuota, chi ha preso per ultimo riceve l'Uovo di Drago (+5). Le uova contano in positivo, i draghi in negativo: vince chi ha più punti.
    
    🥚 uovo (+) · 🐉 drago (−) · 🛡️ Scudo: cedi un drago · 🕳️ Fossa: cedi un uovo · ▶️ prende adesso · ❓ sceglie una tessera da cedere · 🤝 compagno · 🏆 vincitore
sarkanytojas-rules =
    { "*" }*🥚 Il campo**
    48 tessere formano un quadrato 7×7: uova 🥚 che valgono da +1 a +10 e draghi 🐉 che valgono da −1 a −10 (tre per ciascun valore 1, 2, 3, 4, 5, 6, 8 e 10). L'Uovo di Drago di legno sta sull'unica casella vuota.
    
    { "*" }*▶️ Prendere**
    Nel tuo turno prendi una tessera qualsiasi dalla linea dell'Uovo, vicina o lontana; l'Uovo si sposta sulla sua casella. La prima presa di una partita è lungo la riga dell'Uovo, la seguente lungo la sua colonna, e la direzione cambia a ogni presa, chiunque la faccia.
    
    { "*" }*🂠 Coperte**
    Le tessere prese restano coperte davanti a chi le ha prese: durante la partita vedi solo le tue tessere e il tuo punteggio (anche i compagni vedono solo i propri), il tavolo mostra quante tessere ha ogni giocatore, e alla fine della partita si scopre tutto. Regola della casa **Punteggi visibili**: ogni bottino e ogni punteggio si vede durante il gioco.
    
    { "*" }*🏁 La fine**
    Quando la linea del giocatore successivo è vuota (o lo è il campo), la partita finisce e chi ha preso per ultimo riceve l'Uovo di Drago: +5. Le uova contano in positivo, i draghi in negativo; vince chi ha più punti, e a pari punti si vince a pari merito.
    
    { "*" }*🤝 In quattro**
    In quattro si gioca a coppie, con i compagni uno di fronte all'altro (posti 1 e 3 contro 2 e 4); i punti di una coppia si sommano.
    
    { "*" }*🛡️ Scudo e Fossa** (il supplemento del gioco, da attivare nella lobby)
    6 tessere a caso lasciano il posto a 3 🛡️ Scudi e 3 🕳️ Fosse. Lo Scudo costa a chi lo prende uno dei propri draghi, la Fossa una delle proprie uova, a sua scelta; entrambe le tessere vanno coperte, quindi gli altri sanno solo *che* una tessera se n'è andata. Se non c'è niente da cedere, lo Scudo o la Fossa vengono semplicemente scartati.
    
    { "*" }*🏆 Incontri** (regola della casa)
    Più partite di fila, e ogni volta il primo giocatore passa al posto successivo. Ogni partita assegna punti incontro (2 giocatori 1/0, 3 giocatori 2/1/0, a pari merito si prende il più alto, coppie 1/0); vince chi ha più punti incontro.
    
    { "*" }*📱 Qui**
    La linea incorniciata nell'immagine del tavolo è quella da cui si prende la prossima tessera. Il pulsante **{ table-hand-button }** mostra il tuo bottino, il tuo punteggio e un pulsante per ogni tessera che puoi prendere, con ciò che ogni presa lascia al giocatore successivo.
    
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
# a match's result in the final standings: the match points that placed the player
sarkanytojas-match-score =
    { $count ->
        [one] { $amount } punto incontro
        [many] { $amount } punti incontro
       *[other] { $amount } punti incontro
    }
sarkanytojas-score =
    { $count ->
        [one] { $amount } punto
        [many] { $amount } punti
       *[other] { $amount } punti
    }
sarkanytojas-option-shield-pit = Scudo e Fossa
    .help = Il supplemento del gioco: 6 tessere a caso lasciano il posto a 3 Scudi (cedi un drago) e 3 Fosse (cedi un uovo).
sarkanytojas-option-match = Partite dell'incontro
    .help = Partite giocate di fila per i punti incontro.
sarkanytojas-option-open-scores = Punteggi visibili
    .help = Mostra le tessere e il punteggio di tutti durante il gioco; no (il documento): le tessere prese restano coperte e ognuno vede solo le proprie.
sarkanytojas-illegal-not-a-move = Mossa non consentita: «{ $action }» non è una mossa.
sarkanytojas-illegal-guess-already-announced = Mossa non consentita: in questo round qualcuno ha già annunciato un valore.
