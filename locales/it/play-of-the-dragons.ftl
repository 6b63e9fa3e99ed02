# Play of the Dragons (Three-Dragon Ante): tutte le parole che il gioco mostra ai giocatori.
# I nomi arrivano già protetti per il markdown; le carte arrivano come emoji e nome breve ("🟥 Rosso 8").


## Ciò che il livello comune legge per ogni gioco


## Le regole della casa (opzioni della lobby)


## Perché una mossa è rifiutata, per codice del motore (la frase del rifiuto è del livello comune)


## I comandi slash

command-play-of-the-dragons =
    .description = Play of the Dragons: Three-Dragon Ante da 2 a 6 giocatori
command-play-of-the-dragons-new =
    .description = Apri una lobby di Play of the Dragons in questo canale
command-play-of-the-dragons-new-start_gold =
    .description = Monete d'oro con cui parte ogni giocatore (predefinito 50)
command-play-of-the-dragons-new-gambits =
    .description = 0 (predefinito): si gioca finché una mano lascia qualcuno senza oro; altrimenti quante mani
command-play-of-the-dragons-new-lead_tie_keeps_leader =
    .description = A parità per la carta più forte riapre chi apriva il giro (predefinito: sì, regola del documento)
command-play-of-the-dragons-new-timer =
    .description = Quanto tempo ha ogni giocatore per muovere prima che l'IA giochi al suo posto

## Le carte: nomi per colore o per carta, e cosa fa ogni potere (testo completo; .summary per le regole e i menu)

play-of-the-dragons-name-black = Nero
play-of-the-dragons-name-blue = Blu
play-of-the-dragons-name-green = Verde
play-of-the-dragons-name-red = Rosso
play-of-the-dragons-name-white = Bianco
play-of-the-dragons-name-brass = Ottone
play-of-the-dragons-name-bronze = Bronzo
play-of-the-dragons-name-copper = Rame
play-of-the-dragons-name-gold = Oro
play-of-the-dragons-name-silver = Argento
play-of-the-dragons-name-bahamut = Bahamut
play-of-the-dragons-name-tiamat = Tiamat
play-of-the-dragons-name-dracolich = Dracolich
play-of-the-dragons-name-archmage = Arcimago
play-of-the-dragons-name-dragonslayer = Ammazzadraghi
play-of-the-dragons-name-thief = Ladro
play-of-the-dragons-name-druid = Druido
play-of-the-dragons-name-priest = Sacerdote
play-of-the-dragons-name-princess = Principessa
play-of-the-dragons-name-fool = Giullare
# "Rosso 8", "Arcimago 9": il nome breve di una carta
play-of-the-dragons-card = { $name } { $strength }
play-of-the-dragons-power-black = Prendi 2 monete dal piatto.
    .summary = Prendi 2 monete dal piatto.
play-of-the-dragons-power-blue = Conta i draghi malvagi nel tuo stormo, questo compreso. Prendi altrettante monete dal piatto, oppure fai mettere a ogni avversario altrettante monete nel piatto.
    .summary = Conta i tuoi draghi malvagi: prendi altrettanto dal piatto, o ogni avversario lo versa nel piatto.
play-of-the-dragons-power-green = Il giocatore successivo in senso orario deve darti dalla sua mano un drago malvagio più debole di questa carta, oppure pagarti 5 monete.
    .summary = Il giocatore successivo ti dà un drago malvagio più debole o ti paga 5 monete.
play-of-the-dragons-power-red = L'avversario con lo stormo più forte ti paga 1 moneta, e tu peschi una carta a caso dalla sua mano.
    .summary = L'avversario con lo stormo più forte ti paga 1 moneta; pesca una carta a caso dalla sua mano.
play-of-the-dragons-power-white = Se in uno stormo qualsiasi sul tavolo c'è un mortale, prendi 3 monete dal piatto.
    .summary = Prendi 3 monete se in uno stormo c'è un mortale.
play-of-the-dragons-power-brass = L'avversario con lo stormo più forte deve darti dalla sua mano un drago buono più forte di questa carta, oppure pagarti 5 monete.
    .summary = L'avversario con lo stormo più forte ti dà un drago buono più forte o ti paga 5 monete.
play-of-the-dragons-power-bronze = Metti nella tua mano le due carte più deboli della puntata.
    .summary = Prendi in mano le due carte più deboli della puntata.
play-of-the-dragons-power-copper = Scarta questa carta e metti al suo posto la prima carta del mazzo; il potere della nuova arrivata si attiva qualunque sia la sua forza (a meno che un Rame non l'abbia già scartata prima nella stessa catena).
    .summary = Scambia questa carta con la prima del mazzo, il cui potere poi si attiva.
play-of-the-dragons-power-gold = Pesca una carta per ogni drago buono nel tuo stormo, questo compreso.
    .summary = Pesca una carta per ogni drago buono nel tuo stormo.
play-of-the-dragons-power-silver = Ogni giocatore con almeno un drago buono nel suo stormo pesca una carta, tu compreso.
    .summary = Chi ha un drago buono nel suo stormo pesca una carta.
play-of-the-dragons-power-bahamut = Ogni avversario il cui stormo mescola draghi buoni e malvagi ti paga 10 monete. Divinità dei draghi: uno stormo con Bahamut e un drago malvagio qualsiasi non può mai vincere la mano.
    .summary = Ogni avversario il cui stormo mescola draghi buoni e malvagi ti paga 10 monete.
play-of-the-dragons-power-tiamat = Non ha un potere suo. Divinità dei draghi: conta come drago nero, blu, verde, rosso e bianco per gli stormi di un colore, e uno stormo con Tiamat e un drago buono qualsiasi non può mai vincere la mano.
    .summary = Nessun potere; conta come ogni colore malvagio.
play-of-the-dragons-power-dracolich = Un drago malvagio non morto, senza colore. Scegli un drago malvagio in uno stormo qualsiasi e usa il suo potere come se fosse stampato su questa carta.
    .summary = Usa il potere di un drago malvagio in uno stormo qualsiasi.
play-of-the-dragons-power-archmage = Metti 1 moneta nel piatto, poi scegli una carta della puntata e usa il suo potere come se fosse stampato su questa carta.
    .summary = Paga 1, poi usa il potere di una carta della puntata.
play-of-the-dragons-power-dragonslayer = Metti 1 moneta nel piatto, poi manda negli scarti un drago più debole di questa carta da uno stormo qualsiasi (anche il tuo).
    .summary = Paga 1, poi scarta un drago più debole da uno stormo qualsiasi.
play-of-the-dragons-power-thief = Prendi 7 monete dal piatto, poi scarta una carta dalla tua mano.
    .summary = Prendi 7 monete dal piatto, poi scarta una carta.
play-of-the-dragons-power-druid = Metti 1 moneta nel piatto. Per il resto di questa mano vince lo stormo più debole invece del più forte.
    .summary = Paga 1; in questa mano vince lo stormo più debole.
play-of-the-dragons-power-priest = Metti 1 moneta nel piatto. Apri tu il prossimo giro, chiunque abbia giocato la carta più forte.
    .summary = Paga 1; apri tu il prossimo giro.
play-of-the-dragons-power-princess = Metti 1 moneta nel piatto, poi si attiva il potere di ogni drago buono già nel tuo stormo, nell'ordine che scegli.
    .summary = Paga 1; i poteri dei tuoi draghi buoni si attivano di nuovo.
play-of-the-dragons-power-fool = Metti 1 moneta nel piatto, poi pesca una carta per ogni giocatore il cui stormo è più forte del tuo.
    .summary = Paga 1; pesca una carta per ogni stormo più forte del tuo.
# che tipo di carta: $alignment è good o evil
play-of-the-dragons-kind-mortal = mortale
play-of-the-dragons-kind-god =
    { $alignment ->
        [good] divinità buona
       *[evil] divinità malvagia
    }
play-of-the-dragons-kind-dragon =
    { $alignment ->
        [good] drago buono
       *[evil] drago malvagio
    }

## Pezzi delle frasi del registro: un nome in grassetto, un elenco di frasi, un pagamento, chi usa un potere

play-of-the-dragons-player = **{ $player }**
play-of-the-dragons-clauses = { $first }; { $rest }
play-of-the-dragons-and = { $first } e { $last }
play-of-the-dragons-seat-card = **{ $seat }** { $card }
play-of-the-dragons-seat-gold = **{ $seat }** { $gold }
play-of-the-dragons-pays-stakes = **{ $payer }** versa { $paid } monete nel piatto
play-of-the-dragons-pays-stakes-owing = **{ $payer }** versa { $paid } monete nel piatto e ne deve ancora { $owed }
play-of-the-dragons-pays-seat = **{ $payer }** paga { $paid } monete a **{ $payee }**
play-of-the-dragons-pays-seat-owing = **{ $payer }** paga { $paid } monete a **{ $payee }** e gliene deve ancora { $owed }
# "⬛ Nero 3 di **ann**", o per un potere copiato "💀 Dracolich 10 di **ann** (come Nero)"
play-of-the-dragons-uses = { $card } di **{ $seat }**
play-of-the-dragons-uses-copied = { $card } di **{ $seat }** (come { $power })

## Il registro: cos'è successo

play-of-the-dragons-first-gambit = Mano { $gambit }: ognuno sceglie una carta da puntare.
play-of-the-dragons-next-gambit = Mano { $gambit }: ognuno pesca { $drew } carte e sceglie una carta da puntare.
play-of-the-dragons-ante-chosen = **{ $seat }** ha scelto la carta da puntare.
play-of-the-dragons-ante-tied = Puntate: { $antes }. Tutti i valori sono pari: le carte vanno negli scarti, ognuno pesca una carta e punta di nuovo.
play-of-the-dragons-ante-revealed = Puntate: { $antes }. Ognuno versa { $amount } monete: { $payments }.
play-of-the-dragons-round-started =
    Giro { $round }: apre **{ $leader }** ({ $reason ->
        [ante] puntata più alta senza pari
        [priest] lo decide il Sacerdote
        [strongest] carta più forte del giro
        [untied] carta più forte senza pari del giro
       *[kept] la carta più forte è pari, quindi chi apriva riapre
    }).
play-of-the-dragons-tie-break-round-started =
    Giro { $round } (un giro in più per lo spareggio): apre **{ $leader }** ({ $reason ->
        [ante] puntata più alta senza pari
        [priest] lo decide il Sacerdote
        [strongest] carta più forte del giro
        [untied] carta più forte senza pari del giro
       *[kept] la carta più forte è pari, quindi chi apriva riapre
    }).
play-of-the-dragons-card-played = **{ $seat }** gioca { $card } ({ $note ->
        [triggers] il suo potere si attiva
        [powerless] non ha poteri
       *[strong] troppo forte per attivare il suo potere
    }); forza dello stormo { $strength }.
play-of-the-dragons-turn-skipped = **{ $seat }** non ha carte da giocare e salta questo turno.
play-of-the-dragons-reshuffled = Gli scarti vengono mescolati e formano un nuovo mazzo.
play-of-the-dragons-cards-bought = **{ $seat }** ha finito le carte e compra: gira { $card }, { $payment }, e pesca { $count ->
        [one] una carta
        [many] { $count } carte
       *[other] { $count } carte
    }.
play-of-the-dragons-colour-flight = **{ $seat }** completa uno stormo tutto { $colour ->
        [black] nero
        [blue] blu
        [green] verde
        [red] rosso
        [white] bianco
        [brass] d'ottone
        [bronze] di bronzo
        [copper] di rame
        [gold] d'oro
       *[silver] d'argento
    }: ogni avversario paga { $amount } ({ $payments }).
play-of-the-dragons-strength-flight = **{ $seat }** completa uno stormo di forza { $strength }: { $strength } monete dal piatto e le carte della puntata.
play-of-the-dragons-strength-flight-gold = **{ $seat }** prende { $gold } monete dal piatto (stormo di forza).
play-of-the-dragons-ante-taken = **{ $seat }** prende { $cards } dalla puntata ({ $source ->
        [bronze] Bronzo
       *[strength_flight] stormo di forza
    }).
play-of-the-dragons-gold-taken = { $who } prende { $gold } monete dal piatto.
play-of-the-dragons-no-evil-dragon = { $who } non conta nessun drago malvagio; non succede niente.
play-of-the-dragons-opponents-pay = { $who } fa pagare { $amount } a ogni avversario: { $payments }.
play-of-the-dragons-card-handed = { $who }: **{ $giver }** dà una carta a **{ $seat }**.
play-of-the-dragons-paid-instead = { $who }: { $payment }.
# Green or Brass: the victim has no dragon it can hand over and pays at once; you-…: as the victim reads it
play-of-the-dragons-paid-without-choice = { $who }: { $payment } (nessun drago da cedere: nessun'altra scelta).
play-of-the-dragons-you-paid-without-choice = { $who }: paghi { $paid ->
        [one] { $paid } moneta
        [many] { $paid } monete
       *[other] { $paid } monete
    }, perché non hai nessun drago da cedere.
play-of-the-dragons-you-paid-without-choice-owing = { $who }: paghi { $paid ->
        [one] { $paid } moneta
        [many] { $paid } monete
       *[other] { $paid } monete
    } e ne devi ancora { $owed }, perché non hai nessun drago da cedere.
play-of-the-dragons-card-pulled = { $who }: { $payment }; **{ $seat }** pesca una carta a caso dalla mano di **{ $target }**.
play-of-the-dragons-no-card-pulled = { $who }: { $payment }; non si può prendere nessuna carta.
play-of-the-dragons-mortal-seen = { $who } vede un mortale e prende { $gold } monete dal piatto.
play-of-the-dragons-no-mortal-seen = { $who } non vede mortali in nessuno stormo; non succede niente.
play-of-the-dragons-copper-stays = { $who } non trova carte con cui scambiarsi e resta.
play-of-the-dragons-copper-swapped =
    { $who } viene scambiato con { $card } dal mazzo ({ $note ->
        [triggers] il suo potere si attiva
        [ran] il suo potere si è già attivato in questa catena di scambi
       *[powerless] non ha poteri
    }).
play-of-the-dragons-good-dragons-draw =
    { $who } conta { $count } { $count ->
        [one] drago buono
        [many] draghi buoni
       *[other] draghi buoni
    }: **{ $seat }** pesca { $drew ->
        [one] una carta
        [many] { $drew } carte
       *[other] { $drew } carte
    }.
play-of-the-dragons-silver-draws =
    { $who }: { $count ->
        [0] nessuno pesca.
        [one] { $seats } pesca una carta.
        [many] { $seats } pescano una carta a testa.
       *[other] { $seats } pescano una carta a testa.
    }
play-of-the-dragons-bahamut-collects = { $who }: { $payments }.
play-of-the-dragons-bahamut-nobody = { $who }: nessun avversario mescola buoni e malvagi.
play-of-the-dragons-power-copied = { $host } di **{ $seat }** usa il potere di { $card }.
play-of-the-dragons-power-copied-measured = { $host } di **{ $seat }** usa il potere di { $card }, misurato sulla sua forza { $strength }.
# una domanda con una sola risposta possibile, eseguita subito
play-of-the-dragons-only-choice-target = { $host }: { $choice } è l'unico bersaglio possibile (nessun altro bersaglio).
play-of-the-dragons-only-choice-copy = { $host } di **{ $seat }**: { $choice } è l'unico potere da copiare (nessun altro bersaglio).
play-of-the-dragons-only-choice-slay = { $host } di **{ $seat }**: { $choice } è l'unico drago abbastanza debole (nessun altro bersaglio).
play-of-the-dragons-only-choice-discard = **{ $seat }** deve scartare { $choice }, la sua unica carta (nessun'altra scelta).
play-of-the-dragons-only-choice-princess = La Principessa di **{ $seat }** chiama { $choice } (nessun'altra scelta).
play-of-the-dragons-mortal-pays-archmage = { $who }: { $payment }; si usa il potere di una carta della puntata.
play-of-the-dragons-mortal-pays-dragonslayer = { $who }: { $payment }.
play-of-the-dragons-mortal-pays-druid = { $who }: { $payment }; in questa mano vince lo stormo più debole.
play-of-the-dragons-mortal-pays-priest = { $who }: { $payment }; **{ $seat }** apre il prossimo giro.
play-of-the-dragons-mortal-pays-princess = { $who }: { $payment }; chiama { $cards }.
play-of-the-dragons-mortal-pays-princess-nothing = { $who }: { $payment }; non chiama nessun drago buono.
play-of-the-dragons-mortal-pays-fool =
    { $who }: { $payment }; stormi più forti: { $stronger }; **{ $seat }** pesca { $drew ->
        [one] una carta
        [many] { $drew } carte
       *[other] { $drew } carte
    }.
play-of-the-dragons-dragon-slain = { $who } uccide { $card } nello stormo di **{ $owner }**.
play-of-the-dragons-card-thrown-away = **{ $seat }** scarta { $card } (Ladro).
play-of-the-dragons-princess-triggers = La Principessa di **{ $seat }** attiva { $card }.
play-of-the-dragons-nothing-to-choose-copy = { $host } di **{ $seat }** non trova poteri da copiare.
play-of-the-dragons-nothing-to-choose-slay = { $host } di **{ $seat }** non trova draghi abbastanza deboli da uccidere.
play-of-the-dragons-nothing-to-choose-discard = **{ $seat }** non ha più carte da scartare.
play-of-the-dragons-nothing-to-choose-princess = La Principessa di **{ $seat }** non ha più draghi buoni da chiamare.
play-of-the-dragons-nothing-to-choose-bronze = **{ $seat }** non prende (altre) carte della puntata: non ne restano o non c'è posto in mano.
play-of-the-dragons-nothing-to-choose-grab = **{ $seat }** non prende (altre) carte della puntata: non ne restano o non c'è posto in mano.
play-of-the-dragons-stakes-emptied = Il piatto è vuoto: la mano { $gambit } finisce subito.
play-of-the-dragons-no-flight-may-win = Per le regole delle divinità nessuno stormo può vincere; il piatto resta per la mano successiva.
play-of-the-dragons-flights-tied = { $seats } sono pari a { $strength }: tutti giocano un altro giro.
play-of-the-dragons-flights-tied-settled = { $seats } sono pari a { $strength } e nessuno ha più carte; il piatto resta per la mano successiva.
play-of-the-dragons-gambit-won = **{ $winner }** vince la mano { $gambit } con lo stormo più { $weakest ->
        [yes] debole
       *[no] forte
    } ({ $strength }) e prende { $gold } monete.
play-of-the-dragons-debt-repaid = Debito saldato: { $payments }.
play-of-the-dragons-debt-defaulted = { $payments }.
play-of-the-dragons-eliminated = **{ $seat }** non può pagare i suoi debiti ed esce dalla partita.
# a gambit's gold on the scoresheet: each player's change of gold and where it came from ($parts: the
# play-of-the-dragons-part-… listed; …-plain: no parts to show); you-…: as each player reads their own
play-of-the-dragons-gambit-scored = 💰 Mano { $gambit }: { $players }.
play-of-the-dragons-gambit-scored-player = **{ $player }** { $points } ({ $parts })
play-of-the-dragons-gambit-scored-player-plain = **{ $player }** { $points }
play-of-the-dragons-you-gambit-scored =
    💰 Mano { $gambit }: il tuo bilancio è { $points } ({ $parts }); ora hai { $gold ->
        [one] { $gold } moneta
        [many] { $gold } monete
       *[other] { $gold } monete
    }.
play-of-the-dragons-you-gambit-scored-plain =
    💰 Mano { $gambit }: il tuo bilancio è { $points }; ora hai { $gold ->
        [one] { $gold } moneta
        [many] { $gold } monete
       *[other] { $gold } monete
    }.
# the parts of a gambit's gold ($gold: signed, "+28" or "−8"): the stakes won at its end, the ante, cards bought with an
# empty hand, colour and strength flights, card powers, debts repaid or left unpaid
play-of-the-dragons-part-won = piatto vinto { $gold }
play-of-the-dragons-part-ante = puntata { $gold }
play-of-the-dragons-part-bought = carte comprate { $gold }
play-of-the-dragons-part-flights = stormi speciali { $gold }
play-of-the-dragons-part-powers = poteri { $gold }
play-of-the-dragons-part-debts = debiti { $gold }
play-of-the-dragons-game-over =
    Partita finita dopo { $gambits ->
        [one] { $gambits } mano
        [many] { $gambits } mani
       *[other] { $gambits } mani
    }. Oro: { $gold }. { $winners } { $count ->
        [one] vince.
        [many] vincono a pari merito.
       *[other] vincono a pari merito.
    }
play-of-the-dragons-game-over-stakes-left =
    Partita finita dopo { $gambits ->
        [one] { $gambits } mano
        [many] { $gambits } mani
       *[other] { $gambits } mani
    }. Oro: { $gold }. { $winners } { $count ->
        [one] vince.
        [many] vincono a pari merito.
       *[other] vincono a pari merito.
    } Le { $left } monete rimaste nel piatto non vanno a nessuno.

## Le domande di un potere e le loro risposte (pulsanti e opzioni dei menu: nomi semplici, carte senza emoji)

play-of-the-dragons-question-blue = { $host }: prendi { $count } monete dal piatto, o fai pagare { $count } a ogni avversario?
play-of-the-dragons-question-give =
    { $host } di **{ $to }**: gli dai dalla tua mano { $power ->
        [green] un drago malvagio più debole di { $than }
       *[brass] un drago buono più forte di { $than }
    }, o paghi { $pay } monete?
# la stessa domanda come la vedono gli altri: se la vittima potesse cedere qualcosa resta un fatto suo
play-of-the-dragons-question-give-public = { $host } di **{ $to }**: cedere un drago adatto o pagare { $pay } monete (sceglie la vittima, in privato)
play-of-the-dragons-question-target = { $host }: quale degli avversari con lo stormo più forte?
play-of-the-dragons-question-copy-ante = { $host }: di quale carta della puntata copiare il potere?
play-of-the-dragons-question-copy-flight = { $host }: di quale drago malvagio in uno stormo copiare il potere?
play-of-the-dragons-question-slay = { $host }: quale drago più debole di { $than } viene ucciso?
play-of-the-dragons-question-discard = Ladro: quale carta scarti?
play-of-the-dragons-question-princess = Principessa: quale drago buono attiva il suo potere adesso?
play-of-the-dragons-question-bronze = Bronzo: quale delle carte della puntata ugualmente deboli prendi?
play-of-the-dragons-question-grab = Stormo di forza: quale carta della puntata prendi in mano?
play-of-the-dragons-decision-help-blue = Prendi tu le monete, oppure fai versare a ogni avversario altrettanto nel piatto.
play-of-the-dragons-decision-help-give = Cedi una delle carte proposte, oppure paga invece 5 monete.
play-of-the-dragons-decision-help-target = Più avversari sono pari con lo stormo più forte: scegli quello che il tuo potere colpisce.
play-of-the-dragons-decision-help-copy = Il potere che scegli funziona come se fosse stampato sulla tua carta.
play-of-the-dragons-decision-help-slay = Il drago che scegli lascia il suo stormo e va negli scarti.
play-of-the-dragons-decision-help-discard = Il Ladro ti fa scartare una carta dalla mano.
play-of-the-dragons-decision-help-princess = I poteri dei tuoi draghi buoni si attivano uno alla volta: scegli quale viene adesso.
play-of-the-dragons-decision-help-bronze = Le carte più deboli della puntata sono pari: scegli quale va nella tua mano.
play-of-the-dragons-decision-help-grab = La tua mano non può contenere tutte le carte della puntata: sceglile una alla volta.
play-of-the-dragons-choice-take = Prendi { $amount } monete dal piatto
play-of-the-dragons-choice-others = Ogni avversario versa { $amount } monete nel piatto
play-of-the-dragons-choice-pay = Paga { $amount } monete
play-of-the-dragons-choice-give = Dai { $card }
play-of-the-dragons-choice-target = { $seat } (stormo { $strength })
play-of-the-dragons-choice-ante-of = { $card } (puntata di { $seat })
play-of-the-dragons-choice-flight-of = { $card } (stormo di { $seat })
play-of-the-dragons-choice-discard = Scarta { $card }
play-of-the-dragons-choice-trigger = Attiva { $card }
play-of-the-dragons-choice-take-card = Prendi { $card }
play-of-the-dragons-choice-select = Scegli

## Il tavolo

play-of-the-dragons-table-title = 🪙 { play-of-the-dragons-title } · { $stage }
# la fase della partita; $gambits è 0 quando si gioca finché qualcuno resta senza oro
play-of-the-dragons-stage-final = oro finale
play-of-the-dragons-stage-ante =
    { $gambits ->
        [0] mano { $gambit }
       *[other] mano { $gambit } di { $gambits }
    } · puntata
play-of-the-dragons-stage-tie-break =
    { $gambits ->
        [0] mano { $gambit }
       *[other] mano { $gambit } di { $gambits }
    } · giro { $round } (spareggio)
play-of-the-dragons-stage-round =
    { $gambits ->
        [0] mano { $gambit }
       *[other] mano { $gambit } di { $gambits }
    } · giro { $round } di { $rounds }
play-of-the-dragons-game-over-line =
    🏁 La partita è finita dopo { $gambits ->
        [one] { $gambits } mano
        [many] { $gambits } mani
       *[other] { $gambits } mani
    }.
play-of-the-dragons-stakes-line = 💰 Piatto: **{ $stakes }** monete
play-of-the-dragons-ante-line = 🎲 **Puntata**: ognuno sceglie una carta in segreto (**{ table-hand-button }**).
play-of-the-dragons-leads-line =
    💰 Piatto: **{ $stakes }** monete · 🚩 apre **{ $name }** · { $weakest ->
        [yes] 🌿 vince lo stormo più **debole** (Druido)
       *[no] vince lo stormo più forte
    }
play-of-the-dragons-must-decide = ❓ **{ $name }** deve decidere: { $prompt }
play-of-the-dragons-to-play = ▶️ tocca a **{ $name }** · { $rule }
play-of-the-dragons-trigger-first = ⚡ la prima carta del giro si attiva sempre
play-of-the-dragons-trigger-at-most = ⚡ con forza **{ $strength }** o meno
play-of-the-dragons-player-gold =
    💰 **{ $gold }** · ✋ { $cards } { $cards ->
        [one] carta
        [many] carte
       *[other] carte
    }
play-of-the-dragons-out-of-the-game = fuori dalla partita · 💰 { $gold }
play-of-the-dragons-owes = ⚠️ deve { $debts }
play-of-the-dragons-owed = { $amount } a { $creditor }
play-of-the-dragons-owed-stakes = { $amount } al piatto
play-of-the-dragons-flight-earlier = … altre { $count }
play-of-the-dragons-cannot-win = 🚫 non può vincere
play-of-the-dragons-special-colour =
    🎉 stormo tutto { $colour ->
        [black] nero
        [blue] blu
        [green] verde
        [red] rosso
        [white] bianco
        [brass] d'ottone
        [bronze] di bronzo
        [copper] di rame
        [gold] d'oro
       *[silver] d'argento
    }
play-of-the-dragons-special-strength = 🎉 stormo di forza { $strength }
play-of-the-dragons-priest-leads = 🕯️ apre il prossimo giro
play-of-the-dragons-what-happened = Cos'è successo
play-of-the-dragons-scoresheet = Oro dopo ogni mano
play-of-the-dragons-scoresheet-gambit = Mano
play-of-the-dragons-scoresheet-start = Inizio
play-of-the-dragons-house-rules =
    { $gambits ->
        [0] Finché qualcuno resta senza oro
        [one] { $gambits } mano in tutto
        [many] { $gambits } mani in tutto
       *[other] { $gambits } mani in tutto
    } · { $ties ->
        [keep] a parità chi apriva riapre
       *[untied] apre la carta senza pari
    } · timer del turno { $timer } · mazzo { $deck } · scarti { $discard }
play-of-the-dragons-timer-off = disattivato
play-of-the-dragons-timer-minutes = { $minutes } min
play-of-the-dragons-timer-seconds = { $seconds } s
# l'unica riga che un vecchio tavolo conserva a mano finita
play-of-the-dragons-summary-won = 🏁 Mano { $gambit } finita · **{ $winner }** prende il piatto: { $amount } monete · 💰 { $gold }
play-of-the-dragons-summary-won-weakest = 🏁 Mano { $gambit } finita · **{ $winner }** prende il piatto con lo stormo più debole: { $amount } monete · 💰 { $gold }
play-of-the-dragons-summary-emptied = 🏁 Mano { $gambit } finita · il piatto si è svuotato · 💰 { $gold }
play-of-the-dragons-summary-kept = 🏁 Mano { $gambit } finita · nessuno vince: il piatto resta · 💰 { $gold }
play-of-the-dragons-summary-gold = 🏁 Mano { $gambit } finita · 💰 { $gold }
play-of-the-dragons-summary-player = { $name } { $gold }
play-of-the-dragons-summary-player-out = { $name } fuori
# …-parts: the gold, its change over the gambit ($points, signed) and where that came from
play-of-the-dragons-summary-player-parts = { $name } { $gold } ({ $points }: { $parts })
play-of-the-dragons-summary-player-out-parts = { $name } fuori ({ $points }: { $parts })

## La mano di un giocatore

play-of-the-dragons-hand-title = La tua mano · { $stage }
play-of-the-dragons-hand-game-over = 🏁 La partita è finita: chiudi con **{ $gold }** monete. I risultati sono sul tavolo.
play-of-the-dragons-hand-eliminated = 💀 Sei fuori dalla partita; il tavolo mostra come se la cavano gli altri.
play-of-the-dragons-your-decision = ❓ **Tocca a te decidere**: { $prompt }
play-of-the-dragons-choose-ante = 🎲 **Scegli la carta da puntare**, in segreto. Ognuno versa nel piatto la forza della puntata più alta; la puntata più alta senza pari apre il giro 1.
play-of-the-dragons-your-ante = 🎲 La tua puntata: { $card }.
play-of-the-dragons-your-ante-waiting = 🎲 La tua puntata: { $card }. Si aspetta: { $names }.
play-of-the-dragons-no-ante = 🎲 Non hai carte da puntare; gli altri stanno scegliendo.
play-of-the-dragons-your-turn = ▶️ **Tocca a te**: gioca una carta nel tuo stormo · { $rule }
play-of-the-dragons-is-deciding = ⏳ **{ $name }** sta decidendo: { $prompt }
play-of-the-dragons-waiting-to-play = ⏳ Si aspetta che giochi **{ $name }**.
play-of-the-dragons-waiting-for-others = ⏳ Si aspettano gli altri.
play-of-the-dragons-your-gold =
    💰 **{ $gold }** monete · piatto **{ $stakes }** · ✋ { $cards } { $cards ->
        [one] carta
        [many] carte
       *[other] carte
    } (al massimo { $limit })
play-of-the-dragons-your-debts = ⚠️ Devi { $debts }
play-of-the-dragons-your-flight = 🐉 Il tuo stormo **{ $strength }**: { $flight }
play-of-the-dragons-your-flight-cannot-win = 🐉 Il tuo stormo **{ $strength }**: { $flight } · 🚫 non può vincere
# $cards: the cards of the hand whose play would leave the flight unable to win
play-of-the-dragons-spoils-warning = ⚠️ Se giochi ora { $cards }, il tuo stormo non potrà mai vincere (regola delle divinità dei draghi).
# a hidden card the reader gave or took (Red's pull, Green's or Brass's gift); $name: the other player
play-of-the-dragons-exchange-taken-from-you = ✋ **{ $name }** ti ha preso { $card }.
play-of-the-dragons-exchange-you-took = ✋ Hai preso { $card } a **{ $name }**.
play-of-the-dragons-exchange-you-handed = 🤝 Hai dato { $card } a **{ $name }**.
play-of-the-dragons-exchange-handed-you = 🤝 **{ $name }** ti ha dato { $card }.
play-of-the-dragons-other-flights = 🐉 Gli altri: { $flights }
play-of-the-dragons-other-flight = { $name } **{ $strength }**
play-of-the-dragons-other-flight-cannot-win = { $name } **{ $strength }** 🚫
play-of-the-dragons-weakest-note = 🌿 In questa mano vince lo stormo più **debole** (Druido).
play-of-the-dragons-no-cards = Non hai carte in mano.
# il pulsante che mostra i poteri delle proprie carte, e la sua risposta
play-of-the-dragons-powers-button = Poteri delle carte
play-of-the-dragons-powers-title = 📜 Cosa fanno le tue carte · { $stage }
play-of-the-dragons-powers-line = { $emoji } **{ $names }** · { $kind }: { $text }
play-of-the-dragons-powers-choices = **I poteri tra cui puoi scegliere**
play-of-the-dragons-powers-footer = { $trigger } = il suo potere si attiverebbe se la giocassi adesso
play-of-the-dragons-not-seated = Non stai giocando questa partita.

# Gli id che il livello comune legge per ogni gioco.

play-of-the-dragons-title = Play of the Dragons
play-of-the-dragons-tagline = Three-Dragon Ante da 2 a 6: punta in segreto, forma lo stormo più forte, vinci l'oro · circa 5 minuti a mano
play-of-the-dragons-quick-start =
    🎲 **Puntata**: a ogni mano ognuno sceglie una carta in segreto; la più alta stabilisce quanto versano tutti nel piatto.
    🐉 **Gioco**: in 3 giri ognuno aggiunge una carta al suo stormo; una carta non più forte della precedente attiva il suo potere ⚡.
    💰 **Vittoria**: lo stormo più forte prende il piatto; quando qualcuno resta senza oro, vince chi ne ha di più.
    
    Icone: 💰 oro · ✋ carte in mano · 🎲 puntata · 🐉 forza dello stormo · ⚡ il potere si attiva · 🚩 apre il giro · ▶️ di turno · ❓ sta decidendo · ⚠️ ha debiti · 🚫 non può vincere · 🎉 stormo speciale · 📜 **Poteri delle carte** (nella tua mano) spiega cosa fanno le tue carte.
play-of-the-dragons-rules =
    { "*" }*Scopo.** Finire con più oro di tutti. Ognuno parte con 50 monete d'oro (regola della casa) e 6 carte; in mano se ne tengono al massimo 10.
    
    { "*" }*Le carte.** 70 carte, sempre mostrate con il nome accanto al simbolo. Draghi di dieci colori, forza da 1 a 13: malvagi ⬛ Nero, 🟦 Blu, 🟩 Verde, 🟥 Rosso, ⬜ Bianco; buoni 🟫 Ottone, 🟤 Bronzo, 🟠 Rame, 🟨 Oro, ⚪ Argento. Le divinità 💠 Bahamut (buona) e 🐲 Tiamat (malvagia), il malvagio 💀 Dracolich, e sette mortali: 🧙 Arcimago, ⚔️ Ammazzadraghi, 🦹 Ladro, 🌿 Druido, 🕯️ Sacerdote, 👸 Principessa, 🃏 Giullare.
    
    { "*" }*Puntata.** Una mano si apre con ognuno che sceglie una carta in segreto; si scoprono tutte insieme. Ognuno versa nel piatto la forza della puntata più alta, e chi ha il valore più alto che nessun altro ha apre il giro 1. Se ogni valore è condiviso, le puntate vanno negli scarti, ognuno pesca una carta e punta di nuovo senza pagare. Le carte della puntata restano scoperte accanto al piatto.
    
    { "*" }*Giri.** Tre giri; in ognuno, da chi apre in senso orario, ognuno gioca una carta nel proprio stormo. La carta più forte apre il giro successivo; a parità chi apriva il giro riapre (con la regola della casa «A parità riapre chi apriva» disattivata: apre la carta più forte senza pari). Il Sacerdote ha la precedenza su tutto questo.
    
    { "*" }*Poteri ⚡.** Il potere di una carta **si attiva** se la carta apre il giro o non è più forte della carta giocata subito prima. La tua mano segna queste carte con ⚡, e il suo pulsante **📜 Poteri delle carte** spiega cosa fa ogni carta. La vittima di un Verde o di un Ottone viene sempre interpellata (solo lei vede cosa può cedere; pagare 5 è sempre permesso). Un Dracolich o un Arcimago che usa il potere di un'altra carta misura «questa carta» sulla forza della carta copiata. Un potere con un solo bersaglio possibile lo colpisce subito, e il registro lo dice.
    
    { "*" }*Vincere una mano.** Dopo il giro 3 lo stormo più forte (somma delle forze) prende il piatto, o il più debole se si è attivato un Druido. Con stormi pari si gioca un altro giro per tutti. Un potere che svuota il piatto chiude subito la mano.
    
    { "*" }*Divinità.** Uno stormo con Bahamut e un drago malvagio qualsiasi, o con Tiamat e un drago buono qualsiasi, non può vincere; il piatto che nessuno stormo può vincere resta per la mano successiva. Tiamat conta come ogni colore malvagio.
    
    { "*" }*Stormi speciali**, una volta ciascuno per mano: tre draghi dello stesso colore fanno pagare a ogni avversario la forza di quello di mezzo; tre della stessa forza prendono altrettanto dal piatto più le carte della puntata.
    
    { "*" }*Comprare carte.** Con la mano vuota giri la prima carta del mazzo, versi la sua forza nel piatto e peschi 4 carte.
    
    { "*" }*Debiti.** Chi non può pagare versa quello che ha e resta debitore del resto; un debito non saldato alla fine della mano fa uscire quel giocatore dalla partita.
    
    { "*" }*Fine.** Dopo ogni mano ognuno pesca 2 carte. La partita finisce dopo una mano che lascia un giocatore senza oro (o dopo il numero di mani scelto da chi ha aperto la partita); vince chi ha più oro, e a parità di oro si vince a pari merito. L'oro rimasto nel piatto a quel punto non va a nessuno.
    
    { "*" }*Poteri dei draghi malvagi**
    ⬛ **Nero**: Prendi 2 monete dal piatto.
    🟦 **Blu**: Conta i tuoi draghi malvagi: prendi altrettanto dal piatto, o ogni avversario lo versa nel piatto.
    🟩 **Verde**: Il giocatore successivo ti dà un drago malvagio più debole o ti paga 5 monete.
    🟥 **Rosso**: L'avversario con lo stormo più forte ti paga 1 moneta; pesca una carta a caso dalla sua mano.
    ⬜ **Bianco**: Prendi 3 monete se in uno stormo c'è un mortale.
    
    { "*" }*Poteri dei draghi buoni**
    🟫 **Ottone**: L'avversario con lo stormo più forte ti dà un drago buono più forte o ti paga 5 monete.
    🟤 **Bronzo**: Prendi in mano le due carte più deboli della puntata.
    🟠 **Rame**: Scambia questa carta con la prima del mazzo, il cui potere poi si attiva.
    🟨 **Oro**: Pesca una carta per ogni drago buono nel tuo stormo.
    ⚪ **Argento**: Chi ha un drago buono nel suo stormo pesca una carta.
    
    { "*" }*Poteri delle divinità, del Dracolich e dei mortali**
    💠 **Bahamut**: Ogni avversario il cui stormo mescola draghi buoni e malvagi ti paga 10 monete.
    🐲 **Tiamat**: Nessun potere; conta come ogni colore malvagio.
    💀 **Dracolich**: Usa il potere di un drago malvagio in uno stormo qualsiasi.
    🧙 **Arcimago**: Paga 1, poi usa il potere di una carta della puntata.
    ⚔️ **Ammazzadraghi**: Paga 1, poi scarta un drago più debole da uno stormo qualsiasi.
    🦹 **Ladro**: Prendi 7 monete dal piatto, poi scarta una carta.
    🌿 **Druido**: Paga 1; in questa mano vince lo stormo più debole.
    🕯️ **Sacerdote**: Paga 1; apri tu il prossimo giro.
    👸 **Principessa**: Paga 1; i poteri dei tuoi draghi buoni si attivano di nuovo.
    🃏 **Giullare**: Paga 1; pesca una carta per ogni stormo più forte del tuo.
play-of-the-dragons-score =
    { $count ->
        [one] { $amount } moneta
        [many] { $amount } monete
       *[other] { $amount } monete
    }
play-of-the-dragons-option-start-gold = Oro iniziale
    .help = Monete d'oro con cui parte ogni giocatore.
play-of-the-dragons-option-gambits = Mani
    .help = 0: si gioca finché una mano finisce con un giocatore senza oro; altrimenti il numero di mani da giocare.
play-of-the-dragons-option-gambits-0 = finché qualcuno resta senza oro
play-of-the-dragons-option-lead-tie-keeps-leader = A parità riapre chi apriva
    .help = A parità per la carta più forte di un giro, chi apriva il giro lo riapre (la regola del documento); no: apre la carta più forte senza pari.
play-of-the-dragons-illegal-answer-power-first = Mossa non consentita: prima un altro giocatore deve rispondere a un potere.
play-of-the-dragons-illegal-ante-already-chosen = Mossa non consentita: hai già scelto la carta da puntare.
play-of-the-dragons-illegal-answer-question-first = Mossa non consentita: prima rispondi alla domanda in sospeso.
play-of-the-dragons-illegal-ante-now = Mossa non consentita: ora si punta una carta (ante:<card>).
play-of-the-dragons-illegal-play-now = Mossa non consentita: ora si gioca una carta (play:<card>).
play-of-the-dragons-illegal-ante-now-because-no-such-card = Mossa non consentita: ora si punta una carta (ante:<card>): la carta «{ $card }» non esiste.
play-of-the-dragons-illegal-ante-now-because-no-such-action = Mossa non consentita: ora si punta una carta (ante:<card>): «{ $action }» non è un'azione.
play-of-the-dragons-illegal-play-now-because-no-such-card = Mossa non consentita: ora si gioca una carta (play:<card>): la carta «{ $card }» non esiste.
play-of-the-dragons-illegal-play-now-because-no-such-action = Mossa non consentita: ora si gioca una carta (play:<card>): «{ $action }» non è un'azione.
play-of-the-dragons-illegal-card-not-held = Mossa non consentita: non hai in mano la carta { $card }.
play-of-the-dragons-illegal-no-such-card = Mossa non consentita: la carta «{ $card }» non esiste.
play-of-the-dragons-illegal-no-such-action = Mossa non consentita: «{ $action }» non è un'azione.
