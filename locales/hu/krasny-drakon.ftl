# Krasny Drakon: a lapszórós játék (cogs/krasny_drakon). A nevek escape-elve érkeznek; a kiemelést a katalógus írja.
# A lapok címkeként érkeznek ("10♠", "Joker mint 7"), a rangok is ("10", "B"); a $rank a motor kódja, ahol egy
# szelektornak kell (2-9, T, J, Q, K, A).


## What the shared layer reads for the game: its name, lobby line, quick start, rules, score, options, refusals


## Slash commands

command-krasny-drakon =
    .description = Krasny Drakon: szabadulj meg minden lapodtól, 2–8 játékos
command-krasny-drakon-new =
    .description = Krasny Drakon-lobbi nyitása ebben a csatornában
command-krasny-drakon-new-decks =
    .description = 1 vagy 2 pakli 2–4 játékosnál (alapból 1); 5–8 játékos mindig 2 paklival játszik
command-krasny-drakon-new-decks-1 = 1 pakli (5–8 játékosnál így is 2)
command-krasny-drakon-new-decks-2 = 2 pakli
command-krasny-drakon-new-jokers =
    .description = Paklinként két Joker, bármilyen bemondott rangként játszható (alapból: ki)
command-krasny-drakon-new-sets =
    .description = Egy rang több lapja egyszerre, ugyanonnan kijátszható (alapból: ki)
command-krasny-drakon-new-ten_plays_again =
    .description = Ha 10-essel égeted el a dobópaklit, te kezded az újat (alapból: ki)
command-krasny-drakon-new-open_chance =
    .description = A szerencselapok felfordulnak, amikor sorra kerülnek, nem vakon játszod őket (alapból: ki)
command-krasny-drakon-new-timer =
    .description = Mennyi ideje van egy játékosnak a lépésre, mielőtt helyette a gép lép

## Cards and ranks

krasny-drakon-joker = Joker
# a Joker on the pile or in a select, with the rank it plays as
krasny-drakon-joker-as = Joker, mint { $rank }
# every rank may follow
krasny-drakon-any-rank = bármi
# a run of three ranks or more: "8–A"
krasny-drakon-rank-run = { $first }–{ $last }
# what a special rank does, in select options and the reserve choice
krasny-drakon-hint-2 = bármire rátehető
krasny-drakon-hint-3 = bármi jöhet rá
krasny-drakon-hint-8 = újra te jössz
krasny-drakon-hint-9 = a következő lap legfeljebb 9-es lehet
krasny-drakon-hint-t = elégeti a dobópaklit
krasny-drakon-hint-a = csak ász, 2-es vagy 10-es jöhet rá
krasny-drakon-hint-joker = bármilyen bemondott rangot helyettesít
# a rank in the plural ($rank: the engine's code, $label: as shown)
krasny-drakon-ranks =
    { $rank ->
        [J] bubi
        [Q] dáma
        [K] király
        [A] ász
       *[other] { $label }
    }
# a rank as the cards show it ($rank: the engine's code, T the 10)
krasny-drakon-rank-label =
    { $rank ->
        [T] 10
        [J] B
        [Q] D
        [K] K
        [A] Á
       *[other] { $rank }
    }
krasny-drakon-cards =
    { $count ->
        [one] { $count } lap
       *[other] { $count } lap
    }
# a place in the finishing order
krasny-drakon-ordinal =
    { $place ->
        [1] 1.
        [2] 2.
        [3] 3.
       *[other] { $place }.
    }
# the sources a seat plays from
krasny-drakon-source =
    { $source ->
        [opening] nyitólapok
        [reserve] tartalék
        [chance] szerencselapok
       *[hand] kéz
    }
# a fourth place or later, where the first three have medals
krasny-drakon-place-number = { $place }.

## Events, as the table's log and "since your last move" show them

krasny-drakon-event-ready = ✅ **{ $player }** kiválasztotta a tartalékát
krasny-drakon-event-start = Minden tartalék kiválasztva; kezd: **{ $starter }**
krasny-drakon-event-unlock = 🔓 **{ $player }** ezt nyitja meg előbb: { krasny-drakon-source }
krasny-drakon-event-play = **{ $player }** kijátssza: { $cards } (innen: { krasny-drakon-source })
krasny-drakon-event-play-chance = 🎲 **{ $player }** felfordít egy szerencselapot: { $cards }, és ez illik
krasny-drakon-event-reveal-joker = 🎲 **{ $player }** szerencselapként ezt fordítja fel: { $card }, és bemondja a rangját
krasny-drakon-event-reveal-miss = 🎲 **{ $player }** felfordít egy szerencselapot: { $card }, de ez nem illik
krasny-drakon-event-burn = 🔥 **{ $player }** elégeti a dobópaklit ({ krasny-drakon-cards })
krasny-drakon-event-again = 🔁 **{ $player }** újra jön
krasny-drakon-event-pickup = 📥 **{ $player }** felveszi a dobópaklit ({ krasny-drakon-cards }); új dobópaklit kezd: **{ $starter }**
krasny-drakon-event-out = { $medal } **{ $player }** végzett, helyezése: { krasny-drakon-ordinal }
# $players: the players still holding cards, whom it outlasted; $score: how many, as krasny-drakon-score says
krasny-drakon-event-out-ahead = { $medal } **{ $player }** végzett, helyezése: { krasny-drakon-ordinal } · { $score }: { $players }
krasny-drakon-event-stalemate = { $pickups } felvétel egymás után úgy, hogy senki sem végzett: a játék véget ér, a kevesebb lap jobb helyezést ér
# $players: a list of names, each as krasny-drakon-player shows it
krasny-drakon-event-stalemate-shared = { $pickups } felvétel egymás után úgy, hogy senki sem végzett: a játék véget ér, az utolsó helyen osztozik: { $players }
krasny-drakon-event-lost-left = 🐉 **{ $player }** lapokkal a kezében maradt, és vesztett
krasny-drakon-event-lost-most = 🐉 **{ $player }** kezében maradt a legtöbb lap, és vesztett
# a name in a list of names
krasny-drakon-player = **{ $player }**

## The public table

krasny-drakon-table-title =
    🐲 Krasny Drakon · { $stage ->
        [setup] tartalékválasztás
        [play] játék
       *[over] végső sorrend
    }
krasny-drakon-what-happened = Mi történt
# $marks: every seat's mark (krasny-drakon-ready-mark, krasny-drakon-waiting-mark)
krasny-drakon-setup-situation =
    Mindenki titokban megtart **{ $reserve }** lapot a kiosztott 8-ból tartaléknak; a másik 5 felfordítva fekszik nyitólapként. A **{ table-hand-button }** gombbal választhatsz.
    { $marks }
krasny-drakon-ready-mark = ✅ { $player }
krasny-drakon-waiting-mark = ⏳ { $player }
krasny-drakon-stopped = Leállt { $pickups } egymást követő felvétel után: akiknek még van lapjuk, az utolsó helyen osztoznak.
krasny-drakon-pile-empty = 🂠 **Dobópakli**: üres, bármilyen lappal kezdhető.
# $shown: the newest cards, the top one as krasny-drakon-top-card shows it, after "… " when older ones lie below
krasny-drakon-pile = 🂠 **Dobópakli** ({ krasny-drakon-cards }): { $shown }
krasny-drakon-top-card = **{ $card }**
krasny-drakon-may-follow = ➡️ Jöhet rá: **{ $ranks }**
krasny-drakon-may-follow-after-nine = ➡️ Jöhet rá: **{ $ranks }** · ⬇️ 9-es után: 9-es vagy kisebb, vagy 10-es
krasny-drakon-may-follow-after-ace = ➡️ Jöhet rá: **{ $ranks }** · ász után: ász, 2-es vagy 10-es
krasny-drakon-naming-joker = 🃏 **{ $player }** Jokert fordított fel, és bemondja a rangját.
krasny-drakon-choosing-unlock = ▶️ **{ $player }** választ: tartalék vagy szerencselapok előbb?
krasny-drakon-starts-pile = ▶️ **{ $player }** új dobópaklit kezd, innen: { krasny-drakon-source }.
krasny-drakon-plays-from = ▶️ **{ $player }** játszik, innen: { krasny-drakon-source }.
# $players: a list of krasny-drakon-out-entry
krasny-drakon-out-so-far = Eddig végzett: { $players }
krasny-drakon-out-entry = { $medal } { $player }
krasny-drakon-stalemate-warning = ⚠️ { $pickups } felvétel egymás után: még { $left } olyan, amikor senki sem végez és a dobópakli sem ég el, és a játék véget ér.
krasny-drakon-last-loses = 🐉 utolsó: vesztett
krasny-drakon-out-in-place = { $medal } végzett, helyezése: { krasny-drakon-ordinal }
# a seat's sources still to play ("🔒3 · 🎲5") while it has yet to choose which comes first
krasny-drakon-choice-due = { $held } · választ
# the footer: the icons, then the house rules in force and the game's counters
krasny-drakon-legend = Látható lapok: nyitólapok · 🔒 tartalék · 🎲 szerencselapok (lefordítva) · ✋ kéz

# a seat's cards in a finished game's replay: its hand ($hand) and secret reserve ($reserve)
krasny-drakon-replay-hand = ✋ { $hand } · 🔒 { $reserve }
krasny-drakon-decks =
    { $count ->
        [one] { $count } pakli
       *[other] { $count } pakli
    }
krasny-drakon-decks-forced = { krasny-drakon-decks } ({ $seats } játékostól mindig)
krasny-drakon-jokers-on = Jokerek
krasny-drakon-sets-on = sorozatok
krasny-drakon-ten-again-on = 10-es után újra
krasny-drakon-open-chance-on = nyílt szerencselapok
krasny-drakon-not-dealt = { krasny-drakon-cards } nincs kiosztva
krasny-drakon-burnt = 🔥 { $count } elégetve
krasny-drakon-dealer = osztó: { $player }
# minutes without grouping, as the lobby shows a timer ("1440 min")
krasny-drakon-timer-minutes = ⏰ { NUMBER($minutes, useGrouping: 0) } perc
krasny-drakon-timer-seconds = ⏰ { $seconds } mp
krasny-drakon-timer-off = ⏰ ki
# the line an old table keeps once the reserves are chosen and a new table shows the play; $players: a list
krasny-drakon-setup-summary = 🐲 Tartalékot választott: { $players }; mindenkinél { $opening } nyitólap, 🔒{ $reserve } és 🎲{ $chance } · az első dobópaklit **{ $starter }** kezdte
# chance cards turned face up (house rule open chance cards)
krasny-drakon-chance-open = 🎲 { $cards }

## A player's private view ($mark: ▶️ before the source the player plays from, else nothing)

krasny-drakon-hand-title = 🐲 Lapjaid
krasny-drakon-you-lost = 🐉 Nálad maradtak utoljára lapok: most te vesztettél.
krasny-drakon-you-share-last = 🐉 A játék véget ért, amikor még volt lapod: az utolsó helyen osztozol.
krasny-drakon-you-are-out = 🏁 Végeztél, helyezésed: **{ krasny-drakon-ordinal }**! { $count ->
        [one] { $count } játékost előztél meg: { $players }.
       *[other] { $count } játékost előztél meg: { $players }.
    }
krasny-drakon-you-are-out-others-play-on = 🏁 Végeztél, helyezésed: **{ krasny-drakon-ordinal }**! { $count ->
        [one] { $count } játékost előztél meg: { $players }.
       *[other] { $count } játékost előztél meg: { $players }.
    } A többiek játszanak tovább.
krasny-drakon-opening-line = { $mark }Nyitólapok: { $cards }
krasny-drakon-reserve-line = { $mark }🔒 Tartalék: { $cards }
krasny-drakon-chance-line = { $mark }🎲 Szerencselapok (lefordítva): { $backs }
krasny-drakon-chance-open-line = { $mark }🎲 Szerencselapok (felfordítva): { $cards }
krasny-drakon-hand-line = { $mark }✋ Kéz ({ krasny-drakon-cards }): { $shown }
krasny-drakon-declare-placeholder = 🃏 A felfordított Joker legyen…
krasny-drakon-keep-reserve = 🔒 **Tarts meg ebből a 8 lapból { $need } lapot tartaléknak.** Senki más nem látja őket; a másik 5 felfordítva lesz a nyitólapod. Olyat tarts meg, ami szinte mindenre rámegy (2-es, 10-es, magas lapok).
krasny-drakon-your-eight = A 8 lapod
krasny-drakon-choose-reserve = Válassz { $need } tartaléklapot
krasny-drakon-your-reserve =
    🔒 Tartalékod: **{ $reserve }**
    Nyitólapok: { $opening }
# $players: a list of krasny-drakon-player
krasny-drakon-your-reserve-waiting =
    🔒 Tartalékod: **{ $reserve }**
    Nyitólapok: { $opening }
    ⏳ Várakozás: { $players }.
krasny-drakon-someone-plays = ⏳ **{ $player }** játszik.
krasny-drakon-joker-turned = 🃏 **Jokert fordítottál fel!** Mondd be, milyen rangként játszod.
krasny-drakon-unlock-now = 🔓 **Elfogytak a nyitólapjaid.** Mi jöjjön most: a tartalékod (ismert lapok) vagy a szerencselapjaid (vakon)? A másik utána következik.
krasny-drakon-must-pick-up = 📥 **Te jössz**, de egyik lapod sem illik a dobópaklira (innen: { krasny-drakon-source }): vedd fel a dobópaklit.
krasny-drakon-your-turn = ▶️ **Te jössz**, innen játszol: { krasny-drakon-source }.
krasny-drakon-chance-turn = ▶️ **Te jössz**: fordíts fel egy szerencselapot; ha nem illik, vele együtt felveszed a dobópaklit.
krasny-drakon-joker-placeholder = 🃏 Joker kijátszása, mint…
krasny-drakon-lit-cards = A kiemelt lapok illenek a dobópaklira.
krasny-drakon-menus-later = { $count } lap: amikor sorra kerülsz, a menükben rangok szerint csoportosítva ott lesznek az illő lapok.
krasny-drakon-menus-note = A menükben csak az illő lapok vannak; a szín sosem számít.
krasny-drakon-menus-note-trimmed = A menükben csak az illő lapok vannak; a szín sosem számít. Túl sok a sorozat a felsoroláshoz: rangonként csak a legnagyobb (és a legkisebb) szerepel.
krasny-drakon-pick-up = A dobópakli felvétele ({ krasny-drakon-cards })
# a set of equal cards in a select: "Three 7s: 7♠ 7♥ 7♦"
krasny-drakon-set-option =
    { $count ->
        [2] Két
        [3] Három
        [4] Négy
        [5] Öt
        [6] Hat
        [7] Hét
        [8] Nyolc
       *[other] { $count }
    } { krasny-drakon-ranks }: { $cards }
# the placeholder of a select of single cards: its ranks, from the lowest to the highest
krasny-drakon-play-a-card = Lap kijátszása: { $first }
krasny-drakon-play-a-card-span = Lap kijátszása: { $first } – { $last }
krasny-drakon-play-a-card-joker = Lap kijátszása: { $first } vagy Joker
krasny-drakon-play-a-card-span-joker = Lap kijátszása: { $first } – { $last } vagy Joker
krasny-drakon-play-several = Több { krasny-drakon-ranks } kijátszása…
krasny-drakon-play-several-ranks = Egy rang több lapjának kijátszása…
krasny-drakon-reserve-first =
    { $count ->
        [one] Előbb a tartalék ({ $count } ismert lap)
       *[other] Előbb a tartalék ({ $count } ismert lap)
    }
krasny-drakon-chance-first =
    { $count ->
        [one] Előbb a szerencselapok ({ $count } vak lap)
       *[other] Előbb a szerencselapok ({ $count } vak lap)
    }
krasny-drakon-chance-slot = { $number }. szerencselap

# The ids the shared layer reads for every game.

krasny-drakon-title = Krasny Drakon
krasny-drakon-tagline = Lapszórós játék 2–8 főre: tegyél azonos vagy nagyobb lapot, és ne nálad maradjanak a lapok · kb. 20 perc
krasny-drakon-quick-start =
    1. Szabadulj meg minden lapodtól: aki utolsóként marad lapokkal, vesztett.
    2. Tegyél a dobópaklira azonos vagy magasabb rangú lapot (a 2-es és a 10-es bármire mehet); ha egyik sem illik, vedd fel a dobópaklit.
    3. Előbb a felfordított nyitólapjaidat játszd ki, aztán a titkos tartalékodat 🔒 és a vak szerencselapjaidat 🎲, végül a kezedet ✋.
krasny-drakon-rules =
    { "*" }*Cél**
    Szabadulj meg minden lapodtól. Aki kifogy a lapokból, egyenként kiszáll; a kiszállás sorrendje az eredmény, és aki utolsóként marad lapokkal, vesztett.
    
    { "*" }*Lapok**
    2–4 játékos egy paklival játszik (vagy kettővel, ha a házigazda úgy akarja), 5–8 játékos mindig kettővel. Mindenki 13 lapot kap; a maradék látatlanul kimarad. 5 **szerencselapot** 🎲 kapsz lefordítva, ezeket senki sem ismeri, te sem, és még 8 lapot. Ebből a 8-ból titokban 3-at megtartasz **tartaléknak** 🔒 (csak te látod őket); a másik 5 felfordítva fekszik, ezek a **nyitólapjaid**. Mindenki egyszerre választ. Az első osztót sorsolás dönti el; visszavágónál az osztás balra száll tovább.
    
    { "*" }*A játék menete**
    Először a nyitólapjaidat játszod ki. Ha elfogytak, egyszer választasz: a tartalék vagy a szerencselapok jönnek-e előbb, aztán a másik. Végül a **kezed** ✋ következik: a dobópaklik, amelyeket fel kellett venned. Mindig csak abból játszhatsz, ahol éppen tartasz, és ha tudsz, játszanod kell.
    
    { "*" }*A dobópakli**
    Az osztótól balra ülő kezd, bármelyik nyitólapjával. Egy lapra azonos vagy magasabb rangú lapot tehetsz, 2-est vagy 10-est pedig bármikor. Kivételek: 2-esre és 3-asra bármi mehet; 9-esre csak 9-es vagy kisebb (vagy 10-es); ászra csak ász, 2-es vagy 10-es. Így a 3-as csak 2-esre, 3-asra vagy 9-esre illik.
    
    { "*" }*Mi jöhet rá**
    { "*" }*2** után: bármi · **3** után: bármi · **4** után: 2, 4–Á · **5** után: 2, 5–Á · **6** után: 2, 6–Á · **7** után: 2, 7–Á · **8** után: 2, 8–Á · **9** után: 2–10 · **B** után: 2, 10–Á · **D** után: 2, 10, D–Á · **K** után: 2, 10, K, Á · **Á** után: 2, 10, Á
    
    { "*" }*Különleges lapok**
    🔁 **8**-as: újra te jössz (hacsak nem ez volt az utolsó lapod).
    ⬇️ **9**-es: a következő lap azonos vagy kisebb kell legyen.
    🔥 **10**-es: a dobópakli elég, kikerül a játékból, és a következő játékos új dobópaklit kezd (a *10-es után újra* házszabállyal te magad kezded).
    
    { "*" }*Nem tudsz rakni?**
    Vedd fel a kezedbe az egész dobópaklit; a következő játékos új dobópaklit kezd.
    
    { "*" }*Szerencselapok**
    Vakon játszod őket: a helye alapján választasz egyet, és felfordul. Ha illik, kijátszottad; ha nem, vele együtt felveszed a dobópaklit. **Nyílt szerencselapok** házszabály (az orosz szöveg szerint: „felfedi, ha úgy akarja, a szerencselapokat”): amikor odaérsz, mindenki számára felfordulnak, és úgy játszod ki őket, mint a többi lapodat. Egy játék házszabályai mutatják, melyik érvényes.
    
    { "*" }*Jokerek** (házszabály)
    Paklinként 2. A Joker annak a rangnak számít, amelyet kijátszáskor bemondasz, annak hatásával együtt. A szerencselapjaid közül felfordított Joker rangját akkor kell bemondani; a felvett Joker újra szabadon választható.
    
    { "*" }*Sorozatok** (házszabály)
    Egy rang több lapja ugyanonnan, egyetlen lépésben; vak szerencselapokkal és Jokerrel soha. Egy 8-as sorozat is csak egy újabb lépést ad.
    
    { "*" }*Nincs végtelen játék**
    Ha 25 felvétel követi egymást úgy, hogy senki sem végez és a dobópakli sem ég el, a játék leáll, és mindenki, akinél még van lap, az utolsó helyen osztozik (ez nincs a szabályban: biztosíték, hogy minden játék véget érjen; a rendesen véget érő játékokban ilyen sorozat nem fordul elő).
    
    { "*" }*Jelek**
    ▶️ ki jön és honnan · 🔒 tartalék · 🎲 szerencselapok (lefordítva 🂠) · ✋ kéz · 🔥 elégetve · 📥 felvéve
krasny-drakon-score =
    { $count ->
        [one] { $amount } játékost előzött meg
       *[other] { $amount } játékost előzött meg
    }
krasny-drakon-option-decks = Paklik
    .help = 1 vagy 2 pakli; 5-8 játékos mindig 2-vel játszik
krasny-drakon-option-decks-1 = 1 (5 vagy több játékosnál 2)
krasny-drakon-option-jokers = Jokerek
    .help = paklinként 2 Joker; a Joker bármilyen rangként kijátszható, amelyet a játékos bemond
krasny-drakon-option-sets = Sorozatok
    .help = egy rang több lapja ugyanonnan, egy lépésben kijátszható
krasny-drakon-option-ten-plays-again = 10-es után újra
    .help = ha 10-essel égeted el a dobópaklit, újra te jössz
krasny-drakon-option-open-chance = Nyílt szerencselapok
    .help = a szerencselapok felfordulnak, amikor a játékos odaér, és a többi laphoz hasonlóan játszhatók ki (az orosz szöveg szerint); kikapcsolva: vakon
krasny-drakon-option-dealer = Osztó
    .help = az első osztó helye, sorsolással, hacsak a házigazda nem választ; az osztótól balra ülő kezd
krasny-drakon-option-dealer--1 = sorsolással
krasny-drakon-illegal-reserve-already-chosen = Ez a lépés nem szabályos: a tartaléklapjaidat már kiválasztottad.
krasny-drakon-illegal-choose-reserve-first = Ez a lépés nem szabályos: előbb válassz { $count } tartaléklapot.
krasny-drakon-illegal-not-a-dealt-card = Ez a lépés nem szabályos: „{ $card }” nincs a kiosztott, még választható lapjaid között.
krasny-drakon-illegal-declare-joker-first = Ez a lépés nem szabályos: előbb mondd be a felfordított Joker rangját (declare:<rang>).
krasny-drakon-illegal-choose-unlock-first = Ez a lépés nem szabályos: elfogytak a nyitólapjaid, előbb válassz: unlock:reserve vagy unlock:chance.
krasny-drakon-illegal-unlock-once = Ez a lépés nem szabályos: a nyitás sorrendjét egyszer kell eldönteni, amikor elfogytak a nyitólapjaid.
krasny-drakon-illegal-must-play = Ez a lépés nem szabályos: ha tudsz, lapot kell kijátszanod; felvenni csak akkor lehet, ha semmi sem illik.
krasny-drakon-illegal-chance-next = Ez a lépés nem szabályos: a szerencselapjaid következnek, fordíts fel egyet: chance:<hely> (egy még lefordított hely).
krasny-drakon-illegal-not-an-action-now = Ez a lépés nem szabályos: „{ $action }” most nem lépése ennek a játéknak.
krasny-drakon-illegal-not-in-source =
    { $source ->
        [opening] Ez a lépés nem szabályos: „{ $card }” nincs a nyitólapjaid között, most pedig csak azokból játszhatsz.
        [reserve] Ez a lépés nem szabályos: „{ $card }” nincs a tartaléklapjaid között, most pedig csak azokból játszhatsz.
        [chance] Ez a lépés nem szabályos: „{ $card }” nincs a szerencselapjaid között, most pedig csak azokból játszhatsz.
       *[hand] Ez a lépés nem szabályos: „{ $card }” nincs a kezedben, most pedig csak a kezedből játszhatsz.
    }
krasny-drakon-illegal-sets-not-allowed = Ez a lépés nem szabályos: csak egy rang lapjai mehetnek együtt, Joker soha, és csak a sorozatok házszabállyal.
krasny-drakon-illegal-declare-joker-rank = Ez a lépés nem szabályos: mondd be, milyen rangként játszod a Jokert: play:{ $card }=<rang>.
krasny-drakon-illegal-may-not-follow = Ez a lépés nem szabályos: { $rank } nem jöhet erre: { $top }.
krasny-drakon-illegal-may-not-follow-nine = Ez a lépés nem szabályos: { $rank } nem jöhet erre: { $top } (9-es után csak azonos vagy kisebb lap).
krasny-drakon-illegal-sets-as-listed = Ez a lépés nem szabályos: a szín nem számít, ezért a sorozatokat a felsorolt módon kell kijátszani: { $action }.
