# Drago Rosso: metti alla prova la fortuna sul dorso di un drago.
# I nomi arrivano già protetti per il markdown; i messaggi li mettono in grassetto. Il numero di gemme sceglie la forma plurale.


## Il gioco come lo chiamano la lobby, le regole e gli archivi


## Comandi slash

command-drago-rosso =
    .description = Drago Rosso: sfida la fortuna su un drago, da 2 a 6 giocatori
command-drago-rosso-new =
    .description = Apri una lobby di Drago Rosso in questo canale
command-drago-rosso-new-treasure =
    .description = Gemme nel tesoro del drago all'inizio (predefinito 200)
command-drago-rosso-new-offer_seconds =
    .description = Secondi che gli altri hanno per prendere il turno quando un giocatore si ferma (predefinito 30)
command-drago-rosso-new-timer =
    .description = Quanto tempo ha il giocatore attivo per muovere prima che l'IA giochi al suo posto

## Le regole: prima una guida rapida, poi pagine tagliate alle righe vuote


## Eventi: cosa è successo, nelle righe recenti del tavolo, in «dalla tua ultima mossa» e nello storico

drago-rosso-event-advance = **{ $who }** rivela 🐾 { $steps }: il cavaliere va sulla striscia { $to } e accanto a lui ora ci sono { $pile ->
        [one] { $pile } gemma
        [many] { $pile } gemme
       *[other] { $pile } gemme
    } ({ $placement ->
        [doubled] +{ $placed }, raddoppiate
        [short] +{ $placed } delle { $due } dovute: il tesoro è vuoto
       *[single] +{ $placed }
    })
drago-rosso-event-head = **{ $who }** rivela 🐾 { $steps }: il cavaliere raggiunge la testa del drago! **{ $who }** prende { $pile ->
        [one] la { $pile } gemma
        [many] le { $pile } gemme
       *[other] le { $pile } gemme
    } accanto al cavaliere e tutto il tesoro ({ $prize ->
        [one] { $prize } gemma
        [many] { $prize } gemme
       *[other] { $prize } gemme
    })
# $fine: le gemme che paga chi rivela (0: troppo poche per pagare); $returned: il mucchio che torna al tesoro (0: nessuno)
drago-rosso-event-stop-card = **{ $who }** rivela una carta 🛑 stop: { $fine ->
        [0] non paga penalità (ha troppe poche gemme)
        [one] paga { $fine } gemma di penalità (1/{ $divisor } delle sue gemme)
        [many] paga { $fine } gemme di penalità (1/{ $divisor } delle sue gemme)
       *[other] paga { $fine } gemme di penalità (1/{ $divisor } delle sue gemme)
    }{ $returned ->
        [0] { "" }
        [one] { " " }e perde il mucchio di { $returned } gemma
        [many] { " " }e perde il mucchio di { $returned } gemme
       *[other] { " " }e perde il mucchio di { $returned } gemme
    }
drago-rosso-event-first-danger = **{ $who }** rivela la prima carta ⚠️ pericolo, che vale come una carta stop: { $fine ->
        [0] non paga penalità (ha troppe poche gemme)
        [one] paga { $fine } gemma di penalità (1/{ $divisor } delle sue gemme)
        [many] paga { $fine } gemme di penalità (1/{ $divisor } delle sue gemme)
       *[other] paga { $fine } gemme di penalità (1/{ $divisor } delle sue gemme)
    }{ $returned ->
        [0] { "" }
        [one] { " " }e perde il mucchio di { $returned } gemma
        [many] { " " }e perde il mucchio di { $returned } gemme
       *[other] { " " }e perde il mucchio di { $returned } gemme
    }
drago-rosso-event-second-danger = **{ $who }** rivela la seconda carta ⚠️ pericolo: { $fine ->
        [0] non paga penalità (ha troppe poche gemme)
        [one] paga { $fine } gemma di penalità (1/{ $divisor } delle sue gemme)
        [many] paga { $fine } gemme di penalità (1/{ $divisor } delle sue gemme)
       *[other] paga { $fine } gemme di penalità (1/{ $divisor } delle sue gemme)
    }{ $returned ->
        [0] { "" }
        [one] { " " }e perde il mucchio di { $returned } gemma
        [many] { " " }e perde il mucchio di { $returned } gemme
       *[other] { " " }e perde il mucchio di { $returned } gemme
    }. D'ora in poi le penalità sono di 1/2 e le gemme raddoppiano
drago-rosso-event-dragon-wakes = **{ $who }** rivela la terza carta ⚠️ pericolo: il drago si sveglia! **{ $who }** perde tutte le sue { $lost ->
        [one] { $lost } gemma
        [many] { $lost } gemme
       *[other] { $lost } gemme
    }
drago-rosso-event-stops-nobody-pays = **{ $who }** si ferma sulla striscia { $stripe }; nessuno può pagare il riscatto di { $amount ->
        [one] { $amount } gemma
        [many] { $amount } gemme
       *[other] { $amount } gemme
    }
# $bidders: i nomi di chi può prendere il turno, elencati finché sono ($count) 2 o meno
drago-rosso-event-stops = **{ $who }** si ferma sulla striscia { $stripe } con { $amount ->
        [one] { $amount } gemma
        [many] { $amount } gemme
       *[other] { $amount } gemme
    }; { $count ->
        [1] { $bidders } può
        [2] { $bidders } possono
       *[other] { $count } giocatori possono
    } pagare il riscatto per prendere il turno
drago-rosso-event-offer-taken = **{ $who }** si offre di prendere il turno
drago-rosso-event-offer-passed = **{ $who }** passa
drago-rosso-event-took-over = **{ $who }** paga a **{ $stopper }** { $amount ->
        [one] { $amount } gemma
        [many] { $amount } gemme
       *[other] { $amount } gemme
    } e prende il turno
drago-rosso-event-banks = **{ $who }** incassa { $amount ->
        [one] la { $amount } gemma
        [many] le { $amount } gemme
       *[other] le { $amount } gemme
    } accanto al cavaliere
drago-rosso-event-new-turn = Turno { $turn }: tocca a **{ $who }**
# la fine di un giro (ogni posto vi ha avuto il suo turno, o la partita vi è finita); $scores: il punteggio di ogni
# giocatore, separati da drago-rosso-separator
drago-rosso-event-round-over = Giro { $round } concluso: { $scores }
# $winners: i loro nomi in elenco; $count: quanti sono
drago-rosso-event-game-over =
    Partita finita: { $winners } { $count ->
        [one] vince
        [many] vincono a pari merito
       *[other] vincono a pari merito
    } con { $gems ->
        [one] { $gems } gemma
        [many] { $gems } gemme
       *[other] { $gems } gemme
    }
# un nome in grassetto in un elenco di nomi
drago-rosso-bold-name = **{ $name }**

## Ciò che un vecchio tavolo lascia quando un nuovo giro ha un nuovo tavolo

# $scores: il punteggio di ogni giocatore, separato da drago-rosso-separator
drago-rosso-round-over = 🐉 Giro { $round } concluso · { $scores }
# $trend: "up", "down" o "same"; $change: di quanto
drago-rosso-round-score = **{ $name }** 💎 { $gems }{ $trend ->
        [up] { " " }(+{ $change })
        [down] { " " }(−{ $change })
       *[same] { "" }
    }
# le gemme di un giocatore alla fine di un giro, quanto il giro le ha cambiate ($change, con il segno) e da dove
# viene il cambio ($parts: un elenco di drago-rosso-round-part)
drago-rosso-round-score-parts = **{ $name }** 💎 { $gems } ({ $change }: { $parts })
# una parte del cambio di un giro ($amount, con il segno): gemme incassate, riscatti ricevuti o pagati, penalità,
# gemme prese dal drago, il tesoro vinto alla testa
drago-rosso-round-part = { $part ->
        [banked] incassate
        [received] riscatti ricevuti
        [paid] riscatti pagati
        [fines] penalità
        [lost] prese dal drago
       *[treasure] tesoro
    } { $amount }
# tra le voci di una riga di punteggi o di risposte
drago-rosso-separator = { " · " }

## Il tavolo

drago-rosso-table-title = 🐉 Drago Rosso · turno { $turn }
drago-rosso-table-title-over = 🐉 Drago Rosso · partita finita
drago-rosso-field-knight = 🗡️ Cavaliere
drago-rosso-field-treasure = 👑 Tesoro
drago-rosso-field-dangers = ⚠️ Carte pericolo
drago-rosso-field-deck = 🂠 Mazzo
drago-rosso-field-players = Giocatori
drago-rosso-field-recent = Ultime mosse
# gemme negli embed
drago-rosso-gems = 💎 { $count }
# dov'è il cavaliere: $place è "tail", "head" o "stripe" ($stripe di $stripes)
drago-rosso-where =
    { $place ->
        [tail] sulla coda
        [head] sulla testa del drago
       *[stripe] sulla striscia **{ $stripe }** di { $stripes }
    }
drago-rosso-knight =
    { drago-rosso-where }
    💎 { $pile } accanto a lui
# $timer: "off", "minutes" ($minutes) o "seconds" ($turn_seconds)
drago-rosso-footer =
    Le offerte di riscatto restano aperte { $seconds } s · timer del turno { $timer ->
        [off] disattivato
        [minutes] { $minutes } min
       *[seconds] { $turn_seconds } s
    }
drago-rosso-deck = **{ $size }** carte: 🐾 1 ×{ $ones } · 🐾 2 ×{ $twos } · 🐾 3 ×{ $threes } · 🐾 4 ×{ $fours } · 🛑 stop ×{ $stops } · ⚠️ pericolo ×{ $dangers }
drago-rosso-dangers = **{ $dangers }** su { $total } · penalità **1/{ $divisor }** · { $doubled ->
        [yes] gemme **×2**
       *[no] gemme ×1
    }
drago-rosso-next-danger-wakes = La prossima sveglia il drago!
# $deadline: quando si chiude un'offerta di riscatto (un timestamp di Discord), o "none"
drago-rosso-offer-open =
    ✋ **{ $stopper }** si ferma con 💎 { $amount } accanto al cavaliere: gli altri possono pagare **💎 { $amount }** per prendere il turno, e lo ottiene il primo in senso orario che accetta{ $deadline ->
        [none] { "" }
       *[other] { " " }(si chiude <t:{ $deadline }:R>)
    }.
# $start: "own" (gioca chi ha il turno), "for" (chi l'ha preso gioca per $owner) o "back" (chi aveva il turno se l'è ripreso)
drago-rosso-playing =
    🎲 { $start ->
        [for] **{ $who }** ha preso il turno di **{ $owner }** e { $must_reveal ->
                [yes] deve rivelare una carta.
               *[no] rivela ancora o si ferma con 💎 { $pile }.
            }
        [back] **{ $who }** ha ripreso il proprio turno e { $must_reveal ->
                [yes] deve rivelare una carta.
               *[no] rivela ancora o si ferma con 💎 { $pile }.
            }
       *[own] **{ $who }** { $must_reveal ->
                [yes] deve rivelare una carta.
               *[no] rivela ancora o si ferma con 💎 { $pile }.
            }
    }
drago-rosso-end-head = Il cavaliere ha raggiunto la testa del drago.
drago-rosso-end-danger = La terza carta ⚠️ pericolo ha svegliato il drago.
# $tag: il ruolo del giocatore nella decisione; $owner: "yes" per chi ha il turno mentre un altro lo gioca
drago-rosso-player = **{ $name }**: 💎 { $gems }{ $tag ->
        [winner] { " " }🏆
        [stopped] { " " }· ✋ si ferma
        [takes] { " " }· ✅ prende il turno
        [passes] { " " }· ❌ passa
        [skipped] { " " }· ⏭️ altri prima
        [deciding] { " " }· ⏳ sta decidendo
        [cannot-pay] { " " }· non può pagare
        [playing] { " " }· 🎲 gioca
       *[none] { "" }
    }{ $owner ->
        [yes] { " " }· titolare del turno
       *[no] { "" }
    }
# a che punto è un giocatore interpellato su un'offerta di riscatto
drago-rosso-answer =
    { $name } { $status ->
        [takes] ✅ prende il turno
        [passes] ❌ passa
        [skipped] ⏭️ altri prima
       *[deciding] ⏳ sta decidendo
    }

## Pulsanti (le scelte di una decisione si leggono ovunque nello stesso ordine: prima continuare, poi fermarsi)

drago-rosso-button-table-reveal = { $name }: rivela una carta
drago-rosso-button-reveal = Rivela una carta
drago-rosso-button-stop-first = Fermati (prima rivela)
drago-rosso-button-stop =
    { $count ->
        [one] Fermati e tieni { $count } gemma
        [many] Fermati e tieni { $count } gemme
       *[other] Fermati e tieni { $count } gemme
    }
drago-rosso-button-take =
    { $count ->
        [one] Prendi il turno per { $count } gemma
        [many] Prendi il turno per { $count } gemme
       *[other] Prendi il turno per { $count } gemme
    }
drago-rosso-button-pass = Passa

## La prossima carta, per tipo (i tipi esclusi dal mazzo non compaiono); $chance è una quota del mazzo

# $kinds: i numeri delle carte impronta che hanno lo stesso effetto, p. es. 1/2/3
drago-rosso-odds-walk = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → +{ $placed } 💎
drago-rosso-odds-walk-range = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → da +{ $least } a +{ $most } 💎
drago-rosso-odds-head = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → la testa: il mucchio + 💎 { $treasure }, fine della partita
# $cost: la penalità in gemme, o "share" quando dipende dalle gemme di chi rivela (1/$divisor)
drago-rosso-odds-stop =
    🛑 stop · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] penalità 1/{ $divisor }
       *[other] penalità 💎 { $cost }
    }
drago-rosso-odds-first-danger =
    ⚠️ pericolo · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] penalità 1/{ $divisor }
       *[other] penalità 💎 { $cost }
    }
drago-rosso-odds-second-danger =
    ⚠️ pericolo · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] penalità 1/{ $divisor }
       *[other] penalità 💎 { $cost }
    }, poi gemme ×2
drago-rosso-odds-doom = ⚠️ pericolo · { NUMBER($chance, style: "percent") } → perdi tutte le tue 💎 { $cost }, fine della partita
drago-rosso-odds-doom-spectator = ⚠️ pericolo · { NUMBER($chance, style: "percent") } → sveglia il drago: chi rivela perde tutte le gemme, fine della partita
# what a card that ends the turn also costs: the pile beside the knight
drago-rosso-odds-pile-back = 🛑⚠️ Una carta stop o una carta pericolo rimanda anche nel tesoro il mucchio di **💎 { $pile }** accanto al cavaliere.

## La vista del giocatore

drago-rosso-hand-footer = Hai 💎 { $gems }
drago-rosso-hand-over = Partita finita
drago-rosso-hand-your-turn = Tocca a te · turno { $turn }
drago-rosso-hand-turn = Turno { $turn }
drago-rosso-hand-offer = Offerta di riscatto · turno { $turn }
drago-rosso-field-next-card = Prossima carta · { NUMBER($chance, style: "percent") } che chiuda il turno
drago-rosso-field-first-card = La tua prima carta · { NUMBER($chance, style: "percent") } che chiuda il turno
drago-rosso-next-card-ends = Prossima carta: { NUMBER($chance, style: "percent") } di probabilità che chiuda il turno.
drago-rosso-field-answers = Risposte, in senso orario
drago-rosso-stake = Cavaliere { drago-rosso-where } · **💎 { $pile }** accanto a lui.
# $took_over: "yes" quando il giocatore ha preso questo turno da un altro
drago-rosso-reveal-to-start =
    { $took_over ->
        [yes] Hai preso questo turno. Rivela una carta per cominciare.
       *[no] Rivela una carta per cominciare.
    }
drago-rosso-stop-or-reveal = **Fermati** per tenere le 💎 { $pile } (come riscatto o incassate), oppure **rivela** per averne di più.
drago-rosso-move-deadline = ⏰ Muovi <t:{ $deadline }:R>, altrimenti l'IA gioca al posto tuo.
drago-rosso-watching = Sta giocando **{ $active }**. { drago-rosso-stake }
    { drago-rosso-next-card-ends }
    Quando si ferma, puoi pagare il valore del mucchio per prendere il turno.
drago-rosso-may-take-over =
    ✋ **{ $stopper }** si ferma: prendi il cavaliere per **💎 { $amount }**, poi rivela una carta{ $deadline ->
        [none] { "" }
       *[other] { " " }(si chiude <t:{ $deadline }:R>)
    }. Chi non risponde passa.
# chi, prima di te in senso orario, ha fatto anche un'offerta ($count: nomi finché sono 2 o meno)
drago-rosso-rivals-ahead =
    ⏳ { $count ->
        [1] { $names } viene prima di te e può ancora prenderlo.
        [2] { $names } vengono prima di te e possono ancora prenderlo.
       *[other] { $count } giocatori vengono prima di te e possono ancora prenderlo.
    }
drago-rosso-rivals-beaten =
    ✅ { $count ->
        [1] Anche { $names } ha fatto un'offerta, ma tu vieni prima.
        [2] Anche { $names } hanno fatto un'offerta, ma tu vieni prima.
       *[other] Anche altri { $count } giocatori hanno fatto un'offerta, ma tu vieni prima.
    }
drago-rosso-you-stopped =
    ✋ Hai scelto di fermarti con **💎 { $amount }**: sono tue, pagate da chi prende il turno o incassate se nessuno lo prende{ $deadline ->
        [none] { "" }
       *[other] { " " }(si chiude <t:{ $deadline }:R>)
    }.
drago-rosso-you-offered =
    Hai offerto a { $stopper } 💎 { $amount } per prendere il turno: è tuo, a meno che lo prenda anche un giocatore prima di te in senso orario{ $deadline ->
        [none] { "" }
       *[other] { " " }(si chiude <t:{ $deadline }:R>)
    }.
drago-rosso-you-passed =
    Hai rinunciato all'offerta di { $stopper }{ $deadline ->
        [none] { "" }
       *[other] { " " }(si chiude <t:{ $deadline }:R>)
    }.
drago-rosso-you-were-skipped = Un giocatore prima di te in senso orario ha accettato l'offerta di { $stopper }: il turno non tocca a te.
drago-rosso-you-cannot-pay = Non puoi pagare il riscatto di 💎 { $amount } per il turno di { $stopper }.
# la tua ultima carta, finché non si rivela la prossima
drago-rosso-your-stop-card =
    🛑 Carta stop: { $fine ->
        [0] nessuna penalità (troppe poche gemme)
        [one] perdi 💎 { $fine } (1/{ $divisor } delle tue gemme)
        [many] perdi 💎 { $fine } (1/{ $divisor } delle tue gemme)
       *[other] perdi 💎 { $fine } (1/{ $divisor } delle tue gemme)
    }, e il mucchio torna al tesoro.
drago-rosso-your-danger-card =
    ⚠️ Carta pericolo: { $fine ->
        [0] nessuna penalità (troppe poche gemme)
        [one] perdi 💎 { $fine } (1/{ $divisor } delle tue gemme)
        [many] perdi 💎 { $fine } (1/{ $divisor } delle tue gemme)
       *[other] perdi 💎 { $fine } (1/{ $divisor } delle tue gemme)
    }, e il mucchio torna al tesoro.
drago-rosso-your-doom = ⚠️ La terza carta pericolo l'hai rivelata tu: il drago si è preso tutte le tue 💎 { $lost }.

## L'immagine (solo lettere latine semplici: il carattere dell'immagine non ha emoji)

drago-rosso-picture-title = Drago Rosso
drago-rosso-picture-seat = Posto { $number }
drago-rosso-picture-ai = { $name } (IA)
# $winners: i loro nomi in elenco; $count: quanti sono
drago-rosso-picture-over =
    Partita finita · { $count ->
        [one] vince { $winners }
        [many] vincono { $winners }
       *[other] vincono { $winners }
    }
drago-rosso-picture-offer = { $stopper } si ferma · riscatto { $amount }
# $owner: di chi è il turno che un altro gioca, o "none"
drago-rosso-picture-turn =
    Turno { $turn } · { $active }{ $owner ->
        [none] { "" }
       *[other] { " " }(per { $owner })
    } { $must_reveal ->
        [yes] deve rivelare
       *[no] gioca
    }
drago-rosso-picture-waits = Il cavaliere aspetta sulla coda. Rivela una carta per cominciare!
drago-rosso-picture-advance =
    { $who }: { $steps ->
        [one] { $steps } impronta
        [many] { $steps } impronte
       *[other] { $steps } impronte
    }, { $start ->
        [0] dalla coda
       *[other] dalla striscia { $start }
    } alla striscia { $to }, +{ $placed } gemme
drago-rosso-picture-head =
    { $who }: { $steps ->
        [one] { $steps } impronta
        [many] { $steps } impronte
       *[other] { $steps } impronte
    }, oltre la striscia { $stripes } fino alla testa! +{ $gained } gemme
drago-rosso-picture-doom = { $who } ha rivelato la terza carta pericolo e perde { $lost } gemme
drago-rosso-picture-fined =
    { $who } ha rivelato { $card ->
        [stop] una carta stop
       *[danger] una carta pericolo
    }: penalità { $fine }, { $returned } gemme tornano al tesoro
drago-rosso-picture-fines = Penalità 1/{ $divisor }
drago-rosso-picture-stripes =
    { $doubled ->
        [yes] Gemme x2 per striscia
       *[no] Gemme x1 per striscia
    }
drago-rosso-picture-deck = Mazzo
drago-rosso-picture-treasure = Tesoro
drago-rosso-picture-stop = STOP
drago-rosso-picture-count = x{ $count }
# l'etichetta sotto il nome di un giocatore; $owner: "yes" per chi ha il turno
drago-rosso-picture-tag =
    { $owner ->
        [yes]
            { $tag ->
                [winner] VINCE · turno suo
                [stopped] si ferma · turno suo
                [takes] prende! · turno suo
                [passes] passa · turno suo
                [deciding] decide… · turno suo
                [cannot-pay] non può pagare · turno suo
                [playing] gioca · turno suo
               *[none] turno suo
            }
       *[no]
            { $tag ->
                [winner] VINCE
                [stopped] si ferma
                [takes] prende!
                [passes] passa
                [deciding] decide…
                [cannot-pay] non può pagare
                [playing] gioca
               *[none] { "" }
            }
    }

# Gli id che il livello comune legge per ogni gioco.

drago-rosso-title = Drago Rosso
drago-rosso-tagline = Gioco di azzardo e fortuna da 2 a 6: porta un cavaliere lungo un drago addormentato e fermati prima che si svegli · circa 10 minuti
drago-rosso-quick-start =
    🎴 Nel tuo turno **rivela** carte: le impronte 🐾 fanno avanzare il cavaliere lungo il drago, e accanto a lui si accumulano gemme 💎.
    ✋ **Fermati** per tenere il mucchio, ma gli altri possono pagarti quanto vale e proseguire con il tuo cavaliere.
    🛑 Una carta stop o una carta pericolo ⚠️ costa una penalità e il mucchio; la terza ⚠️ sveglia il drago. Vince chi ha più gemme.
    Icone: 🐾 impronte · 🛑 carta stop · ⚠️ carta pericolo · 💎 gemme · 👑 tesoro · 🗡️ cavaliere · 🂠 mazzo · 🎲 gioca · ✋ si ferma · ✅ prende il turno · ❌ passa · ⏳ sta decidendo · ⏭️ qualcuno prima ha accettato
drago-rosso-rules =
    { "*" }*🎯 Scopo del gioco**
    In Drago Rosso i giocatori mettono alla prova la loro fortuna come cavalieri che si avvicinano a un drago, cercando di raccogliere il maggior numero possibile di gemme 💎. Ogni giocatore inizia la partita con 40 gemme; il tesoro del drago 👑 ne contiene 200 (regola della casa). Una partita dura una decina di turni.
    
    { "*" }*🂠 Il mazzo**
    51 carte, mescolate una sola volta per tutta la partita:
    • 38 carte impronta: 17 × 🐾 1, 11 × 🐾 2, 6 × 🐾 3, 4 × 🐾 4
    • 10 carte stop 🛑
    • 3 carte pericolo ⚠️
    Il tavolo mostra quante ne restano di ogni tipo, e la tua vista la probabilità di ciascuna come prossima carta.
    
    { "*" }*🎴 Il tuo turno**
    Il giocatore attivo posiziona il cavaliere 🗡️ davanti alla prima striscia sulla coda del drago, senza gemme accanto, quindi rivela la carta superiore del mazzo:
    • **🐾 Carta impronta**: il cavaliere avanza di tante strisce quante ne indica la carta verso la testa del drago (le strisce sono 17), e accanto al cavaliere si posizionano, prese dal tesoro, gemme pari al numero sulla striscia raggiunta (striscia 6 → 6 gemme). Il mucchio continua a crescere.
    • **🛑 Carta stop**: perdi 1/4 delle tue gemme (arrotondando per difetto), che vanno al tesoro; le gemme accanto al cavaliere tornano al tesoro e il cavaliere retrocede alla coda del drago. Il tuo turno finisce.
    Dopo una carta impronta decidi se rivelare un'altra carta o **fermarti**. Se il tesoro si esaurisce, si posiziona solo quello che resta.
    
    { "*" }*⚠️ Le carte pericolo**
    La prima volta che si rivela una carta pericolo, viene trattata come una carta stop. Anche la seconda è trattata come una carta stop, ma da quel momento la penalità è 1/2 delle gemme e, in compenso, ogni volta che il cavaliere avanza il numero di gemme posizionate accanto a lui raddoppia. La terza sveglia il drago: chi la rivela perde tutte le sue gemme e la partita finisce.
    
    { "*" }*✋ Fermarsi e il riscatto**
    Quando ti fermi, ogni altro giocatore che se lo può permettere può offrire di prendere il tuo turno pagandoti un riscatto pari alle gemme accanto al cavaliere: il cavaliere resta dov'è, con le sue gemme. L'offerta resta aperta 30 s (regola della casa); chi non risponde passa. Se accettano in diversi, il turno va al primo in senso orario a partire da te.
    Chi prende il turno diventa il nuovo giocatore attivo e deve rivelare almeno una carta; poi può a sua volta fermarsi e cedere il turno. Se nessuno prende il turno, raccogli tutte le gemme accanto al cavaliere. In entrambi i casi, fermarti ti fa guadagnare il mucchio.
    
    { "*" }*🔄 Turni e giri**
    Il turno successivo passa al giocatore che segue chi aveva il turno all'inizio, chiunque l'abbia poi preso. Quando tutti hanno avuto un turno, il giro è concluso: il suo tavolo lascia una riga con le gemme di tutti e si apre un nuovo tavolo.
    
    { "*" }*🏁 La fine**
    Drago Rosso termina in uno dei due modi: un giocatore muove il cavaliere oltre la 17ª striscia fino alla testa del drago, e a quel punto reclama il mucchio e tutte le gemme rimaste nel tesoro del drago; oppure un giocatore rivela la terza carta ⚠️ pericolo. In entrambi i casi vince chi ha più gemme; a parità di gemme si vince a pari merito.
drago-rosso-score =
    { $count ->
        [one] { $amount } gemma
        [many] { $amount } gemme
       *[other] { $amount } gemme
    }
drago-rosso-option-treasure = Tesoro del drago
    .help = Gemme nel tesoro del drago all'inizio; da lì vengono le gemme posizionate e il premio della testa.
drago-rosso-option-offer-seconds = Tempo per le offerte di riscatto (s)
    .help = Quanto tempo hanno gli altri giocatori per prendere il turno dopo che un giocatore si è fermato.
drago-rosso-illegal-no-ransom-offer = Mossa non consentita: non c'è nessuna offerta di riscatto aperta.
drago-rosso-illegal-reveal-before-stop = Mossa non consentita: devi rivelare almeno una carta prima di fermarti.
drago-rosso-illegal-deck-empty = Mossa non consentita: il mazzo è vuoto.
