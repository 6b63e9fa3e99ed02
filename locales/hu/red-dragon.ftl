## Red Dragon: minden szó, amit a játékosai olvasnak.
## A nevek markdownhoz escape-elve érkeznek (a katalógus szedi őket félkövérrel); a lapok címkeként, pl. 🔥11;
## az előjeles összegek már előjellel (+12, −4, 0: red-dragon-signed).


## What the lobby, the rules, the records and the slash commands show

command-red-dragon =
    .description = Red Dragon: ütésszerző kártyajáték 3–6 játékosnak
command-red-dragon-new =
    .description = Red Dragon-lobbi nyitása ebben a csatornában
command-red-dragon-new-timer =
    .description = Mennyi ideje van egy játékosnak a lépésre, mielőtt helyette a gép lép

## Cards and amounts

# a card in the stock's select, with what it costs when it is red
red-dragon-card-option-cost = { $rank } (−{ $penalty })

## Events (the table's "Recent" lines and the move log)

red-dragon-event-stock-ready = **{ $player }** kiválasztotta a talonba szánt lapjait.
red-dragon-event-stock-revealed = A talon felfordítva: { $cards }
red-dragon-event-card-drafted = **{ $player }** elvesz egy lapot: { $card }.
# the last card of a draft, taken for its drafter (nothing left to choose); -yours: as that player reads it
red-dragon-event-last-card = **{ $player }** megkapja a talon utolsó lapját: { $card } (nem maradt más választás).
red-dragon-event-last-card-yours = Megkaptad a talon utolsó lapját: { $card } (nem maradt más választás).
red-dragon-event-play-begins = { $round }. forduló: **{ $player }** hív.
red-dragon-event-card-played = **{ $player }** kijátssza: { $card }.
red-dragon-event-trick-won = **{ $player }** viszi az ütést.
red-dragon-event-trick-won-red = **{ $player }** viszi az ütést (piros −{ $penalty }).
# $points: a list of red-dragon-event-round-points
red-dragon-event-round-scored = { $round }. forduló: { $points }.
red-dragon-event-round-points = **{ $player }** { $points }
red-dragon-event-round-points-parts = **{ $player }** { $points } ({ $parts })
red-dragon-event-sweep = **{ $player }** minden ütést elvitt, és ezzel azonnal megnyerte a játékot!
red-dragon-event-game-over = Véget ért az utolsó forduló.
red-dragon-event-round-dealt = Kiosztották a lapokat: { $round }. forduló.

## The table

red-dragon-table-title = 🐉 { red-dragon-title } · { $round }/{ $rounds }. forduló
red-dragon-table-title-over = 🐉 { red-dragon-title } · végeredmény
red-dragon-table-players = Játékosok
red-dragon-table-last-trick = Utolsó ütés
red-dragon-table-scoresheet = Eredménylap
red-dragon-table-recent = Legutóbb
# a player's line: $parts are the table's facts about them (tricks, cards in hand, total), apart
red-dragon-table-player = { $name } · { $parts }
red-dragon-table-player-first = { $name } 🎴 · { $parts }
red-dragon-tricks =
    { $count ->
        [0] nincs ütése
        [one] { $count } ütés
       *[other] { $count } ütés
    }
red-dragon-tricks-red =
    { $count ->
        [one] { $count } ütés, piros −{ $penalty }
       *[other] { $count } ütés, piros −{ $penalty }
    }
# where a round's points came from ($value: the points a trick is worth; $red: the red points in the tricks)
red-dragon-parts-tricks =
    { $count ->
        [one] { $count } ütés × { $value }
       *[other] { $count } ütés × { $value }
    }
red-dragon-parts-tricks-red =
    { $count ->
        [one] { $count } ütés × { $value }, piros −{ $red }
       *[other] { $count } ütés × { $value }, piros −{ $red }
    }
red-dragon-parts-bonus = ütés nélkül, jutalom +{ $bonus }
red-dragon-parts-none = ütés nélkül
red-dragon-table-in-hand = { $count } lap a kézben
red-dragon-table-total = összesen { $total }
red-dragon-table-last-trick-cards =
    { $cards }
    → **{ $winner }**
red-dragon-table-last-trick-cards-red =
    { $cards }
    → **{ $winner }** (piros −{ $penalty })
# the scoresheet's column of rounds and its row of totals (short: the sheet is narrow)
red-dragon-sheet-round = Ford.
red-dragon-sheet-total = Össz.
# what the table's icons mean (the footer; the rules' first page says it too)
red-dragon-legend = 🔥 piros · ⭐ arany · 🍀 zöld · 💧 kék · 🎴 kezdő játékos
red-dragon-footer =
    { red-dragon-legend }
    Ütés = { $trick_value } pont · a piros lapok annyiba kerülnek, amennyi a számuk, { $costly } ára { $costly_penalty } · lépésidő: { $timer }
red-dragon-timer-minutes = { $minutes } perc
red-dragon-timer-seconds = { $seconds } mp
red-dragon-timer-off = ki
# the one line an old table keeps once its round is over; $points: red-dragon-round-summary-points apart
red-dragon-round-summary = 🐉 { $round }/{ $rounds }. forduló vége · { $points }
red-dragon-round-summary-points = **{ $name }** { $points } ({ $parts }; összesen { $total })
red-dragon-table-sweep = 🏆 **{ $name }** egy forduló minden ütését elvitte, és azonnal nyert!
red-dragon-table-game-over = A játéknak vége.
# $marks: each player's name with whether they have chosen
red-dragon-table-stock =
    { $count ->
        [one] Mindenki titokban **{ $count }** lapot tesz a talonba. A **{ table-hand-button }** gombbal választhatsz.
       *[other] Mindenki titokban **{ $count }** lapot tesz a talonba. A **{ table-hand-button }** gombbal választhatsz.
    }
    { $marks }
# $upcoming: who drafts next, in order
red-dragon-table-draft = **Talon** (felfordítva): { $cards }
    Választás sorrendje: { $upcoming }
red-dragon-table-leads-next = A következő ütést **{ $name }** hívja.
red-dragon-table-trick = **Ütés** (hívott szín: { $suit }): { $trick }
    { "**" }{ $name }** következik

## A player's private view

red-dragon-hand-title = Lapjaid · { $round }/{ $rounds }. forduló
red-dragon-hand-over = A játéknak vége (összpontszámod: { $total }): nézd meg a végső asztalt.
red-dragon-hand-stock-select =
    { $count ->
        [one] Válassz { $count } lapot a talonba (felfordítják, majd visszaválogatják)
       *[other] Válassz { $count } lapot a talonba (felfordítják, majd visszaválogatják)
    }
red-dragon-hand-stock-choose =
    { $count ->
        [one] Válassz **{ $count }** lapot, amelyet a közös talonba teszel. Ha mindenki választott, a talont felfordítják, és egyenként visszaválogatják: bárki elviheti, amit beadsz (azt senki sem tudja meg, ki adta).
       *[other] Válassz **{ $count }** lapot, amelyeket a közös talonba teszel. Ha mindenki választott, a talont felfordítják, és egyenként visszaválogatják: bárki elviheti, amit beadsz (azt senki sem tudja meg, ki adta).
    }
# $names: a list of red-dragon-hand-waiting-name
red-dragon-hand-stock-chosen = A talonba tetted: { $cards }. Várakozás: { $names }…
red-dragon-hand-waiting-name = **{ $name }**
red-dragon-hand-your-cards = Lapjaid
red-dragon-hand-your-pick = **Te választasz**: vegyél el egy lapot a talonból.
red-dragon-hand-other-picks = **{ $name }** választ a talonból…
red-dragon-hand-lead = **Te hívsz**: játssz ki bármelyik lapot.
red-dragon-hand-follow = **Te jössz**: ha tudsz, színre színt adj ({ $suit }).
    Ütés: { $trick }
red-dragon-hand-waiting-trick =
    Ütés: { $trick }
    Várakozás: **{ $name }**…
red-dragon-hand-waiting-lead = Várjuk, hogy **{ $name }** hívjon…
red-dragon-hand-last-trick = Utolsó ütés: { $cards } → **{ $winner }**
red-dragon-hand-last-trick-red = Utolsó ütés: { $cards } → **{ $winner }** (piros −{ $penalty })
red-dragon-hand-footer = Ebben a fordulóban: { $tricks } · összpontszámod: { $total }
red-dragon-hand-footer-first-round = Ebben a fordulóban: { $tricks }
red-dragon-hand-total = Összpontszámod: { $total }

# The ids the shared layer reads for every game.

red-dragon-title = Red Dragon
red-dragon-tagline = Ütésszerző kártyajáték 3–6 főre: vidd az ütéseket, kerüld a piros lapokat · kb. 30–45 perc
red-dragon-quick-start =
    { "*" }*1.** Minden fordulóban csúsztass néhány lapot a közös talonba, aztán egyenként válogassátok vissza.
    { "*" }*2.** Ha tudsz, adj színre színt; a hívott szín legmagasabb lapja viszi az ütést.
    { "*" }*3.** Az ütés pontot ér, de minden benne lévő 🔥 piros lap annyiba kerül, amennyi a száma (a 🔥11 ára 26).
# The whole rules, cut into pages at blank lines. Figures from the engine's data: $cards cards numbered
# $low–$high; by player count N (3–6): $stock_N stock cards each, $trick_N points a trick, and $bonus_N_K the
# bonus of each of K players who took no trick.
red-dragon-rules = **🔢 A lapok**
    { $cards } lap négy színben, { $low }–{ $high } számozással, minden színnek saját jele van: 🔥 piros, ⭐ arany, 🍀 zöld, 💧 kék. Adu nincs. Csak a piros számít ellened: egy piros lap annyi pontba kerül, amennyi a száma, a piros 11-es pedig 26-ba (🔥11). Az asztalon a 🎴 jelöli a forduló kezdő játékosát.
    
    { "**" }📥 A talon**
    Minden lapot kiosztanak. Ezután mindenki titokban lapokat tesz a közös talonba: 3 játékosnál fejenként { $stock_3 }, 4 játékosnál { $stock_4 }, 5 játékosnál { $stock_5 }, 6 játékosnál { $stock_6 } lapot. Senki sem látja, ki mit adott.
    
    { "**" }🔄 Visszaválogatás**
    A talont felfordítják, és kígyósorrendben (A B C D D C B A …) egyenként visszaválogatják, a forduló kezdő játékosától kezdve, amíg mindenkinek újra teljes lesz a keze.
    
    { "**" }🃏 Ütések**
    A forduló kezdő játékosa bármelyik lapot hívhatja. Ha tudsz, színre színt kell adnod; ha nem, bármit játszhatsz. A hívott szín legmagasabb lapja viszi az ütést, és aki vitte, hívja a következőt.
    
    { "**" }🧮 Pontozás**
    Egy ütés { $trick_3 }, { $trick_4 }, { $trick_5 } vagy { $trick_6 } pontot ér (3, 4, 5 vagy 6 játékosnál), az ütéseidben lévő piros lapok pedig levonnak a pontodból. Egy forduló ütéspontjai és piros büntetései együtt nullát adnak.
    
    { "**" }🎁 Ütés nélkül jutalom**
    Akik egyetlen ütést sem vittek, fejenként jutalmat kapnak, attól függően, hányan vannak:
    { "**" }3 játékos**: egyedül { $bonus_3_1 }
    { "**" }4 játékos**: egyedül { $bonus_4_1 }, ketten fejenként { $bonus_4_2 }
    { "**" }5 játékos**: egyedül { $bonus_5_1 }, ketten fejenként { $bonus_5_2 }, hárman fejenként { $bonus_5_3 }
    { "**" }6 játékos**: egyedül { $bonus_6_1 }, ketten fejenként { $bonus_6_2 }, hárman fejenként { $bonus_6_3 }, négyen fejenként { $bonus_6_4 }
    Ha ennél többen maradtak ütés nélkül, senki sem kap jutalmat.
    
    { "**" }🏆 Győzelem**
    A játék annyi fordulóból áll, ahány játékos van; a kezdő játékos minden fordulóban egy hellyel továbblép. A legtöbb összpontszám nyer, egyenlőség esetén osztoznak a győzelmen. Aki egy forduló **minden** ütését elviszi, azonnal megnyeri a játékot.
    
    { "**" }⚠️ Rossz szín**
    A nyomtatott szabály −100 ponttal bünteti, ha valaki nem ad színre színt, pedig tudna. Itt a bot csak a kijátszható lapokat kínálja fel, így ez nem fordulhat elő.
red-dragon-score =
    { $count ->
        [one] { $amount } pont
       *[other] { $amount } pont
    }
