# Krasny Drakon: il gioco in cui ci si libera delle carte (cogs/krasny_drakon). I nomi arrivano protetti; il catalogo li evidenzia.
# Le carte arrivano come etichette ("10♠", "Jolly come 7"); i valori come etichette ("10", "J"), con $rank il codice del motore dove
# serve a un selettore (2-9, T, J, Q, K, A).


## Ciò che il livello comune legge per il gioco: nome, riga della lobby, guida rapida, regole, punteggio, opzioni, rifiuti


## Comandi slash

command-krasny-drakon =
    .description = Krasny Drakon: liberati di tutte le carte, da 2 a 8 giocatori
command-krasny-drakon-new =
    .description = Apri una lobby di Krasny Drakon in questo canale
command-krasny-drakon-new-decks =
    .description = 1 o 2 mazzi per 2–4 giocatori (predefinito 1); da 5 a 8 giocatori si gioca sempre con 2
command-krasny-drakon-new-decks-1 = 1 mazzo (da 5 a 8 giocatori comunque 2)
command-krasny-drakon-new-decks-2 = 2 mazzi
command-krasny-drakon-new-jokers =
    .description = Due jolly per mazzo, ciascuno giocato come il valore che dichiari (predefinito: no)
command-krasny-drakon-new-sets =
    .description = Gioca insieme più carte dello stesso valore dalla stessa fonte (predefinito: no)
command-krasny-drakon-new-ten_plays_again =
    .description = Dopo aver bruciato la pila con un 10, la nuova pila la apri tu (predefinito: no)
command-krasny-drakon-new-open_chance =
    .description = Le carte fortuna si scoprono quando ci arrivi invece di giocarle alla cieca (predefinito: no)
command-krasny-drakon-new-timer =
    .description = Quanto tempo ha ogni giocatore per muovere prima che l'IA giochi al suo posto

## Carte e valori

krasny-drakon-joker = Jolly
# un jolly sulla pila o in un menu, con il valore che assume
krasny-drakon-joker-as = Jolly come { $rank }
# può seguire qualsiasi valore
krasny-drakon-any-rank = qualsiasi carta
# una scala di tre o più valori: "8–A"
krasny-drakon-rank-run = { $first }–{ $last }
# cosa fa un valore speciale, nelle opzioni dei menu e nella scelta della riserva
krasny-drakon-hint-2 = va su qualsiasi carta
krasny-drakon-hint-3 = dopo può andare qualsiasi carta
krasny-drakon-hint-8 = giochi di nuovo
krasny-drakon-hint-9 = la carta dopo deve essere un 9 o più bassa
krasny-drakon-hint-t = brucia la pila
krasny-drakon-hint-a = dopo solo un asso, un 2 o un 10
krasny-drakon-hint-joker = vale il valore che dichiari
# un valore al plurale ($rank: il codice del motore, $label: come appare)
krasny-drakon-ranks =
    { $rank ->
        [J] Fanti
        [Q] Donne
        [K] Re
        [A] Assi
       *[other] { $label }
    }
# un valore come appare sulle carte ($rank: il codice del motore, T il 10)
krasny-drakon-rank-label =
    { $rank ->
        [T] 10
        [J] J
        [Q] Q
        [K] K
        [A] A
       *[other] { $rank }
    }
krasny-drakon-cards =
    { $count ->
        [one] { $count } carta
        [many] { $count } carte
       *[other] { $count } carte
    }
# un posto nell'ordine d'arrivo
krasny-drakon-ordinal =
    { $place ->
        [1] 1º
        [2] 2º
        [3] 3º
       *[other] { $place }º
    }
# le fonti da cui gioca un posto (con la preposizione: le frasi dicono da dove si gioca)
krasny-drakon-source =
    { $source ->
        [opening] dalle carte scoperte
        [reserve] dalla riserva
        [chance] dalle carte fortuna
       *[hand] dalla mano
    }
# dal quarto posto in giù, dove i primi tre hanno le medaglie
krasny-drakon-place-number = { $place }.

## Eventi, come li mostrano il registro del tavolo e «dalla tua ultima mossa»

krasny-drakon-event-ready = ✅ **{ $player }** ha scelto la riserva
krasny-drakon-event-start = Tutte le riserve sono scelte; comincia **{ $starter }**
krasny-drakon-event-unlock = 🔓 **{ $player }** comincia a giocare { krasny-drakon-source }
krasny-drakon-event-play = **{ $player }** gioca { $cards } { krasny-drakon-source }
krasny-drakon-event-play-chance = 🎲 **{ $player }** gira { $cards } dalle carte fortuna: va bene
krasny-drakon-event-reveal-joker = 🎲 **{ $player }** gira dalle carte fortuna un { $card } e ne dichiara il valore
krasny-drakon-event-reveal-miss = 🎲 **{ $player }** gira { $card } dalle carte fortuna: non va bene
krasny-drakon-event-burn = 🔥 **{ $player }** brucia la pila ({ krasny-drakon-cards })
krasny-drakon-event-again = 🔁 **{ $player }** gioca di nuovo
krasny-drakon-event-pickup = 📥 **{ $player }** raccoglie { krasny-drakon-cards }; **{ $starter }** apre una nuova pila
krasny-drakon-event-out = { $medal } **{ $player }** esce di gioco: { krasny-drakon-ordinal } posto
# $players: the players still holding cards, whom it outlasted; $score: how many, as krasny-drakon-score says
krasny-drakon-event-out-ahead = { $medal } **{ $player }** esce di gioco: { krasny-drakon-ordinal } posto, { $score }: { $players }
krasny-drakon-event-stalemate = { $pickups } raccolte senza che nessuno esca: la partita finisce, e chi ha meno carte si piazza meglio
# $players: un elenco di nomi, ciascuno come lo mostra krasny-drakon-player
krasny-drakon-event-stalemate-shared = { $pickups } raccolte senza che nessuno esca: la partita finisce, e { $players } dividono l'ultimo posto
krasny-drakon-event-lost-left = 🐉 **{ $player }** resta con le carte in mano e perde
krasny-drakon-event-lost-most = 🐉 **{ $player }** ha più carte di tutti e perde
# un nome in un elenco di nomi
krasny-drakon-player = **{ $player }**

## Il tavolo pubblico

krasny-drakon-table-title =
    🐲 Krasny Drakon · { $stage ->
        [setup] scelta delle riserve
        [play] in gioco
       *[over] ordine d'arrivo
    }
krasny-drakon-what-happened = Cos'è successo
# $marks: il segno di ogni posto (krasny-drakon-ready-mark, krasny-drakon-waiting-mark)
krasny-drakon-setup-situation =
    Ognuno tiene di nascosto come riserva **{ $reserve }** delle sue 8 carte; le altre 5 restano sul tavolo a faccia in su: sono le carte scoperte. Premi **{ table-hand-button }** per scegliere.
    { $marks }
krasny-drakon-ready-mark = ✅ { $player }
krasny-drakon-waiting-mark = ⏳ { $player }
krasny-drakon-stopped = Interrotta dopo { $pickups } raccolte di fila: chi ha ancora carte divide l'ultimo posto.
krasny-drakon-pile-empty = 🂠 **Pila**: vuota, si può aprire con qualsiasi carta.
# $shown: le carte più recenti, quella in cima come la mostra krasny-drakon-top-card, dopo "… " quando sotto ce ne sono altre
krasny-drakon-pile = 🂠 **Pila** ({ krasny-drakon-cards }): { $shown }
krasny-drakon-top-card = **{ $card }**
krasny-drakon-may-follow = ➡️ Può seguire: **{ $ranks }**
krasny-drakon-may-follow-after-nine = ➡️ Può seguire: **{ $ranks }** · ⬇️ dopo un 9: un 9 o meno, oppure un 10
krasny-drakon-may-follow-after-ace = ➡️ Può seguire: **{ $ranks }** · dopo un asso: un asso, un 2 o un 10
krasny-drakon-naming-joker = 🃏 **{ $player }** ha girato un jolly e ne sta dichiarando il valore.
krasny-drakon-choosing-unlock = ▶️ **{ $player }** sta scegliendo: prima la riserva o le carte fortuna?
krasny-drakon-starts-pile = ▶️ **{ $player }** apre una nuova pila { krasny-drakon-source }.
krasny-drakon-plays-from = ▶️ **{ $player }** gioca { krasny-drakon-source }.
# $players: un elenco di krasny-drakon-out-entry
krasny-drakon-out-so-far = Già fuori: { $players }
krasny-drakon-out-entry = { $medal } { $player }
krasny-drakon-stalemate-warning = ⚠️ { $pickups } raccolte di fila: altre { $left } senza che nessuno esca o bruci la pila e la partita finisce.
krasny-drakon-last-loses = 🐉 ultimo posto: perde
krasny-drakon-out-in-place = { $medal } fuori, { krasny-drakon-ordinal } posto
# le fonti ancora da giocare di un posto ("🔒3 · 🎲5") mentre deve ancora scegliere quale viene prima
krasny-drakon-choice-due = { $held } · sceglie
# il piè di pagina: le icone, poi le regole della casa in vigore e i contatori della partita
krasny-drakon-legend = Carte mostrate: scoperte · 🔒 riserva · 🎲 fortuna (coperte) · ✋ mano

# a seat's cards in a finished game's replay: its hand ($hand) and secret reserve ($reserve)
krasny-drakon-replay-hand = ✋ { $hand } · 🔒 { $reserve }
krasny-drakon-decks =
    { $count ->
        [one] { $count } mazzo
        [many] { $count } mazzi
       *[other] { $count } mazzi
    }
krasny-drakon-decks-forced = { krasny-drakon-decks } (sempre, da { $seats } giocatori in su)
krasny-drakon-jokers-on = Jolly
krasny-drakon-sets-on = gruppi
krasny-drakon-ten-again-on = il 10 rigioca
krasny-drakon-open-chance-on = carte fortuna scoperte
krasny-drakon-not-dealt = { krasny-drakon-cards } non distribuite
krasny-drakon-burnt = 🔥 { $count } bruciate
krasny-drakon-dealer = mazziere { $player }
# minuti senza separatore delle migliaia, come la lobby mostra un timer ("1440 min")
krasny-drakon-timer-minutes = ⏰ { NUMBER($minutes, useGrouping: 0) } min
krasny-drakon-timer-seconds = ⏰ { $seconds } s
krasny-drakon-timer-off = ⏰ disattivato
# la riga che un vecchio tavolo conserva quando le riserve sono scelte e un nuovo tavolo mostra il gioco; $players: un elenco
krasny-drakon-setup-summary = 🐲 Riserve scelte da { $players }: ognuno ha { $opening } carte scoperte, 🔒{ $reserve } e 🎲{ $chance } · **{ $starter }** ha aperto la prima pila
# carte fortuna girate a faccia in su (regola della casa carte fortuna scoperte)
krasny-drakon-chance-open = 🎲 { $cards }

## La vista privata di un giocatore ($mark: ▶️ davanti alla fonte da cui gioca il giocatore, altrimenti niente)

krasny-drakon-hand-title = 🐲 Le tue carte
krasny-drakon-you-lost = 🐉 Hai ancora carte in mano e nessun altro ne ha: questa volta perdi.
krasny-drakon-you-share-last = 🐉 La partita si è fermata mentre avevi ancora carte in mano: dividi l'ultimo posto.
krasny-drakon-you-are-out = 🏁 Sei fuori: **{ krasny-drakon-ordinal }** posto! { $count ->
        [one] Hai battuto { $count } giocatore: { $players }.
        [many] Hai battuto { $count } giocatori: { $players }.
       *[other] Hai battuto { $count } giocatori: { $players }.
    }
krasny-drakon-you-are-out-others-play-on = 🏁 Sei fuori: **{ krasny-drakon-ordinal }** posto! { $count ->
        [one] Hai battuto { $count } giocatore: { $players }.
        [many] Hai battuto { $count } giocatori: { $players }.
       *[other] Hai battuto { $count } giocatori: { $players }.
    } Gli altri continuano.
krasny-drakon-opening-line = { $mark }Scoperte: { $cards }
krasny-drakon-reserve-line = { $mark }🔒 Riserva: { $cards }
krasny-drakon-chance-line = { $mark }🎲 Fortuna (coperte): { $backs }
krasny-drakon-chance-open-line = { $mark }🎲 Carte fortuna (scoperte): { $cards }
krasny-drakon-hand-line = { $mark }✋ Mano ({ krasny-drakon-cards }): { $shown }
krasny-drakon-declare-placeholder = 🃏 Il jolly che hai girato è un…
krasny-drakon-keep-reserve = 🔒 **Tieni { $need } di queste 8 carte come riserva.** Nessun altro le vede; le altre 5 restano davanti a te a faccia in su: sono le tue carte scoperte. Conviene tenere carte che vanno su quasi tutto (2, 10, carte alte).
krasny-drakon-your-eight = Le tue 8 carte
krasny-drakon-choose-reserve = Scegli { $need } carte di riserva
krasny-drakon-your-reserve =
    🔒 La tua riserva: **{ $reserve }**
    Carte scoperte: { $opening }
# $players: un elenco di krasny-drakon-player
krasny-drakon-your-reserve-waiting =
    🔒 La tua riserva: **{ $reserve }**
    Carte scoperte: { $opening }
    ⏳ Si aspetta: { $players }.
krasny-drakon-someone-plays = ⏳ Sta giocando **{ $player }**.
krasny-drakon-joker-turned = 🃏 **Hai girato un jolly!** Dichiara il valore che assume.
krasny-drakon-unlock-now = 🔓 **Le tue carte scoperte sono finite.** Cosa giochi adesso: la riserva (carte che conosci) o le carte fortuna (alla cieca)? L'altra fonte viene dopo.
krasny-drakon-must-pick-up = 📥 **Tocca a te**, ma non puoi giocare niente { krasny-drakon-source }: raccogli la pila.
krasny-drakon-your-turn = ▶️ **Tocca a te**: gioca { krasny-drakon-source }.
krasny-drakon-chance-turn = ▶️ **Tocca a te**: gira una carta fortuna; se non va bene, la raccogli insieme alla pila.
krasny-drakon-joker-placeholder = 🃏 Gioca un jolly come…
krasny-drakon-lit-cards = Le carte illuminate si possono giocare sulla pila.
krasny-drakon-menus-later = { $count } carte: al tuo turno quelle giocabili sono nei menu, raggruppate per valore.
krasny-drakon-menus-note = I menu contengono solo le carte giocabili; i semi non contano mai.
krasny-drakon-menus-note-trimmed = I menu contengono solo le carte giocabili; i semi non contano mai. Troppi gruppi da elencare: per ogni valore c'è il gruppo più grande (e il più piccolo).
krasny-drakon-pick-up = Raccogli la pila ({ krasny-drakon-cards })
# un gruppo di carte uguali in un menu: "Tre 7: 7♠ 7♥ 7♦"
krasny-drakon-set-option =
    { $count ->
        [2] Due
        [3] Tre
        [4] Quattro
        [5] Cinque
        [6] Sei
        [7] Sette
        [8] Otto
       *[other] { $count }
    } { krasny-drakon-ranks }: { $cards }
# il segnaposto di un menu di carte singole: i valori, dal più basso al più alto
krasny-drakon-play-a-card = Gioca una carta: { $first }
krasny-drakon-play-a-card-span = Gioca una carta: da { $first } a { $last }
krasny-drakon-play-a-card-joker = Gioca una carta: { $first } o un jolly
krasny-drakon-play-a-card-span-joker = Gioca una carta: da { $first } a { $last } o un jolly
krasny-drakon-play-several = Gioca più { krasny-drakon-ranks }…
krasny-drakon-play-several-ranks = Gioca più carte dello stesso valore…
krasny-drakon-reserve-first =
    { $count ->
        [one] Prima la riserva ({ $count } carta che conosci)
        [many] Prima la riserva ({ $count } carte che conosci)
       *[other] Prima la riserva ({ $count } carte che conosci)
    }
krasny-drakon-chance-first =
    { $count ->
        [one] Prima la fortuna ({ $count } carta alla cieca)
        [many] Prima la fortuna ({ $count } carte alla cieca)
       *[other] Prima la fortuna ({ $count } carte alla cieca)
    }
krasny-drakon-chance-slot = Fortuna { $number }

# Gli id che il livello comune legge per ogni gioco.

krasny-drakon-title = Krasny Drakon
krasny-drakon-tagline = Liberati delle carte, da 2 a 8: gioca una carta uguale o più alta, non restare l'ultimo con le carte in mano · circa 20 minuti
krasny-drakon-quick-start =
    1. Liberati di tutte le carte: l'ultimo giocatore che ne ha ancora perde.
    2. Sulla pila gioca una carta dello stesso valore o più alta (il 2 e il 10 vanno su tutto); se nessuna va bene, raccogli la pila.
    3. Gioca prima le carte scoperte, poi la riserva segreta 🔒 e le carte fortuna coperte 🎲, infine la mano ✋.
krasny-drakon-rules =
    { "*" }*Scopo**
    Liberarsi di tutte le carte. I giocatori escono uno alla volta man mano che finiscono le carte; l'ordine d'arrivo è il risultato, e l'ultimo che ha ancora carte perde.
    
    { "*" }*Le carte**
    Da 2 a 4 giocatori si usa un mazzo (o due, se chi apre la partita vuole), da 5 a 8 sempre due. Ognuno riceve 13 carte; le altre restano fuori, non viste. Ricevi 5 carte **fortuna** 🎲 coperte che nessuno conosce, nemmeno tu, e altre 8. Di queste 8 ne tieni di nascosto 3 come **riserva** 🔒 (le vedi solo tu); le altre 5 restano scoperte davanti a te: sono le tue carte **scoperte**. Tutti scelgono nello stesso momento. Il primo mazziere si sorteggia; nella rivincita il mazzo passa a sinistra.
    
    { "*" }*Ordine di gioco**
    Prima le carte scoperte. Quando sono finite scegli, una volta sola: prima la riserva o le carte fortuna, poi l'altra. Per ultima viene la **mano** ✋: le pile che hai dovuto raccogliere. Giochi solo dalla fonte del momento, e devi giocare se puoi.
    
    { "*" }*La pila**
    Il giocatore alla sinistra del mazziere apre con una carta scoperta qualsiasi. Su una carta puoi giocarne una dello stesso valore o più alta, e un 2 o un 10 in qualsiasi momento. Eccezioni: su un 2 o un 3 va tutto; su un 9 solo un 9 o meno (oppure un 10); su un asso solo un asso, un 2 o un 10. Quindi un 3 va solo su un 2, un 3 o un 9.
    
    { "*" }*Cosa può seguire**
    sul **2**: tutto · sul **3**: tutto · sul **4**: 2, 4–A · sul **5**: 2, 5–A · sul **6**: 2, 6–A · sul **7**: 2, 7–A · sull'**8**: 2, 8–A · sul **9**: 2–10 · sul **J**: 2, 10–A · sulla **Q**: 2, 10, Q–A · sul **K**: 2, 10, K, A · sull'**A**: 2, 10, A
    
    { "*" }*Carte speciali**
    🔁 **8**: giochi di nuovo (a meno che non fosse la tua ultima carta).
    ⬇️ **9**: la carta successiva deve essere uguale o più bassa.
    🔥 **10**: la pila viene bruciata, cioè esce dal gioco, e il giocatore successivo apre una nuova pila (con la regola della casa *il 10 rigioca* la apri tu).
    
    { "*" }*Non puoi giocare?**
    Raccogli tutta la pila nella tua mano; il giocatore successivo apre una nuova pila.
    
    { "*" }*Carte fortuna**
    Si giocano alla cieca: ne scegli una in base alla posizione e la giri. Se va bene, è giocata; se no, raccogli la pila insieme a lei. Regola della casa **Carte fortuna scoperte** (la dicitura russa, «aprire, a sua scelta, le carte fortuna»): quando ci arrivi si girano a faccia in su per tutti, e le giochi come le altre carte. Le regole della casa di una partita dicono quale variante è in vigore.
    
    { "*" }*Jolly** (regola della casa)
    2 per mazzo. Quando lo giochi, un jolly vale il valore che dichiari, con il suo effetto. Un jolly girato dalle carte fortuna si dichiara in quel momento; un jolly raccolto torna libero.
    
    { "*" }*Gruppi** (regola della casa)
    Più carte dello stesso valore dalla stessa fonte in una sola giocata; mai con le carte fortuna coperte, mai con un jolly. Un gruppo di 8 fa comunque giocare una volta in più.
    
    { "*" }*Niente partite infinite**
    Se ci sono 25 raccolte di fila senza che nessuno esca o bruci la pila, la partita si ferma, e chi ha ancora carte divide l'ultimo posto (non è nelle regole: è una salvaguardia perché ogni partita finisca; le partite normali non arrivano mai a tanto).
    
    { "*" }*Icone**
    ▶️ di chi è il turno e da quale fonte · 🔒 riserva · 🎲 carte fortuna (coperte 🂠) · ✋ mano · 🔥 bruciata · 📥 raccolta
krasny-drakon-score =
    { $count ->
        [one] { $amount } giocatore battuto
        [many] { $amount } giocatori battuti
       *[other] { $amount } giocatori battuti
    }
krasny-drakon-option-decks = Mazzi
    .help = 1 o 2 mazzi; da 5 a 8 giocatori sempre 2
krasny-drakon-option-decks-1 = 1 (2 da 5 giocatori in su)
krasny-drakon-option-jokers = Jolly
    .help = 2 jolly per mazzo; un jolly vale il valore che dichiara chi lo gioca
krasny-drakon-option-sets = Gruppi
    .help = gioca più carte dello stesso valore dalla stessa fonte in un solo turno
krasny-drakon-option-ten-plays-again = Il 10 rigioca
    .help = dopo aver bruciato la pila con un 10, giochi di nuovo
krasny-drakon-option-open-chance = Carte fortuna scoperte
    .help = le carte fortuna si girano a faccia in su quando un giocatore ci arriva, e si giocano come le altre (la dicitura russa); no: si giocano alla cieca
krasny-drakon-option-dealer = Mazziere
    .help = il posto del primo mazziere, sorteggiato se chi apre la partita non lo sceglie; comincia il giocatore alla sua sinistra
krasny-drakon-option-dealer--1 = a sorte
krasny-drakon-illegal-reserve-already-chosen = Mossa non consentita: hai già scelto le carte di riserva.
krasny-drakon-illegal-choose-reserve-first = Mossa non consentita: prima scegli { $count } carte di riserva.
krasny-drakon-illegal-not-a-dealt-card = Mossa non consentita: «{ $card }» non è tra le carte ricevute ancora da scegliere.
krasny-drakon-illegal-declare-joker-first = Mossa non consentita: prima dichiara il valore del jolly che hai girato (declare:<rank>).
krasny-drakon-illegal-choose-unlock-first = Mossa non consentita: le tue carte scoperte sono finite: prima scegli unlock:reserve o unlock:chance.
krasny-drakon-illegal-unlock-once = Mossa non consentita: la scelta tra riserva e fortuna si fa una volta sola, quando finiscono le carte scoperte.
krasny-drakon-illegal-must-play = Mossa non consentita: devi giocare una carta se puoi; puoi raccogliere solo quando nessuna va bene.
krasny-drakon-illegal-chance-next = Mossa non consentita: ora tocca alle carte fortuna: girane una con chance:<slot> (una posizione ancora coperta).
krasny-drakon-illegal-not-an-action-now = Mossa non consentita: «{ $action }» non è un'azione di questo gioco, adesso.
krasny-drakon-illegal-not-in-source =
    { $source ->
        [opening] Mossa non consentita: «{ $card }» non è tra le tue carte scoperte, le sole che puoi giocare ora.
        [reserve] Mossa non consentita: «{ $card }» non è tra le tue carte della riserva, le sole che puoi giocare ora.
        [chance] Mossa non consentita: «{ $card }» non è tra le tue carte fortuna, le sole che puoi giocare ora.
       *[hand] Mossa non consentita: «{ $card }» non è nella tua mano, e ora puoi giocare solo carte dalla mano.
    }
krasny-drakon-illegal-sets-not-allowed = Mossa non consentita: si possono giocare insieme solo carte dello stesso valore, mai un jolly, e solo con l'opzione dei gruppi.
krasny-drakon-illegal-declare-joker-rank = Mossa non consentita: dichiara il valore che assume il jolly: play:{ $card }=<rank>.
krasny-drakon-illegal-may-not-follow = Mossa non consentita: su { $top } non si può giocare { $rank }.
krasny-drakon-illegal-may-not-follow-nine = Mossa non consentita: su { $top } non si può giocare { $rank } (dopo un 9 solo una carta uguale o più bassa).
krasny-drakon-illegal-sets-as-listed = Mossa non consentita: i semi non contano, quindi i gruppi si giocano come sono elencati: { $action }.
