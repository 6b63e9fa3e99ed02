# Drago Rosso: szerencsejáték egy alvó sárkány hátán.
# A nevek escape-elve érkeznek; az üzenetek szedik őket félkövérrel. A drágakövek száma választja a többes alakot.


## The game as the lobby, the rules and the records name it


## Slash commands

command-drago-rosso =
    .description = Drago Rosso: tedd kockára a szerencsédet egy sárkány hátán, 2–6 játékos
command-drago-rosso-new =
    .description = Drago Rosso-lobbi nyitása ebben a csatornában
command-drago-rosso-new-treasure =
    .description = Drágakövek a sárkány kincsében a játék elején (alapból 200)
command-drago-rosso-new-offer_seconds =
    .description = Hány mp-ig vehetik át a többiek a kört, ha egy játékos megáll (alapból 30)
command-drago-rosso-new-timer =
    .description = Mennyi ideje van a soron lévő játékosnak a lépésre, mielőtt helyette a gép lép

## The rules: a quick start first, then pages cut at the blank lines


## Events: what happened, in the table's recent lines, "since your last move" and the history

drago-rosso-event-advance = **{ $who }** felfordít: 🐾 { $steps }; a lovag új helye: { $to }. sáv; a kupac { $pile ->
        [one] { $pile } drágakőre
       *[other] { $pile } drágakőre
    } nő ({ $placement ->
        [doubled] +{ $placed }, duplázva
        [short] +{ $placed } a járó { $due } helyett: a kincs kiürült
       *[single] +{ $placed }
    })
drago-rosso-event-head = **{ $who }** felfordít: 🐾 { $steps }; a lovag eléri a sárkány fejét! **{ $who }** megkapja a mellette lévő kupacot ({ $pile ->
        [one] { $pile } drágakő
       *[other] { $pile } drágakő
    }) és az egész kincset ({ $prize ->
        [one] { $prize } drágakő
       *[other] { $prize } drágakő
    })
# $fine: the gems the revealer pays (0: too few to pay any); $returned: the pile that goes back (0: none)
drago-rosso-event-stop-card = **{ $who }** 🛑 stoplapot fordít fel: { $fine ->
        [0] nem fizet bírságot (túl kevés a drágaköve)
        [one] { $fine } drágakő bírságot fizet (drágakövei 1/{ $divisor } részét)
       *[other] { $fine } drágakő bírságot fizet (drágakövei 1/{ $divisor } részét)
    }{ $returned ->
        [0] { "" }
        [one] { " " }és elveszíti a kupacot ({ $returned } drágakő)
       *[other] { " " }és elveszíti a kupacot ({ $returned } drágakő)
    }
drago-rosso-event-first-danger = **{ $who }** felfordítja az első ⚠️ veszélylapot, amely stoplapként hat: { $fine ->
        [0] nem fizet bírságot (túl kevés a drágaköve)
        [one] { $fine } drágakő bírságot fizet (drágakövei 1/{ $divisor } részét)
       *[other] { $fine } drágakő bírságot fizet (drágakövei 1/{ $divisor } részét)
    }{ $returned ->
        [0] { "" }
        [one] { " " }és elveszíti a kupacot ({ $returned } drágakő)
       *[other] { " " }és elveszíti a kupacot ({ $returned } drágakő)
    }
drago-rosso-event-second-danger = **{ $who }** felfordítja a második ⚠️ veszélylapot: { $fine ->
        [0] nem fizet bírságot (túl kevés a drágaköve)
        [one] { $fine } drágakő bírságot fizet (drágakövei 1/{ $divisor } részét)
       *[other] { $fine } drágakő bírságot fizet (drágakövei 1/{ $divisor } részét)
    }{ $returned ->
        [0] { "" }
        [one] { " " }és elveszíti a kupacot ({ $returned } drágakő)
       *[other] { " " }és elveszíti a kupacot ({ $returned } drágakő)
    }. Mostantól a bírság 1/2, a drágakövek pedig duplán járnak
drago-rosso-event-dragon-wakes = **{ $who }** felfordítja a harmadik ⚠️ veszélylapot: a sárkány felébred! **{ $who }** elveszíti minden drágakövét ({ $lost ->
        [one] { $lost } drágakő
       *[other] { $lost } drágakő
    })
drago-rosso-event-stops-nobody-pays = **{ $who }** megáll (sáv: { $stripe }); senki sem tudja kifizetni a váltságdíjat ({ $amount ->
        [one] { $amount } drágakő
       *[other] { $amount } drágakő
    })
# $bidders: the names of those who may take over, listed while they are $count 2 or fewer
drago-rosso-event-stops = **{ $who }** megáll (sáv: { $stripe }) { $amount ->
        [one] { $amount } drágakővel
       *[other] { $amount } drágakővel
    }; ennyiért átveheti a kört: { $count ->
        [1] { $bidders }
        [2] { $bidders }
       *[other] { $count } játékos
    }
drago-rosso-event-offer-taken = **{ $who }** átvenné a kört
drago-rosso-event-offer-passed = **{ $who }** passzol
drago-rosso-event-took-over = **{ $who }** fizet **{ $stopper }** játékosnak { $amount ->
        [one] { $amount } drágakövet
       *[other] { $amount } drágakövet
    }, és átveszi a kört
drago-rosso-event-banks = **{ $who }** elteszi a lovag melletti { $amount ->
        [one] { $amount } drágakövet
       *[other] { $amount } drágakövet
    }
drago-rosso-event-new-turn = { $turn }. kör: **{ $who }** következik
# a round's end (every seat owned a turn in it, or the game ended in it); $scores: every player's score,
# separated by drago-rosso-separator
drago-rosso-event-round-over = { $round }. forduló vége: { $scores }
# $winners: their names listed; $count: how many they are
drago-rosso-event-game-over =
    Vége a játéknak. { $count ->
        [one] Nyert
       *[other] A győzelmen osztozik
    }: { $winners }, { $gems ->
        [one] { $gems } drágakővel
       *[other] { $gems } drágakővel
    }
# a name in a list of names in bold
drago-rosso-bold-name = **{ $name }**

## What an old table leaves behind when a new round gets a new table

# $scores: every player's score, separated by drago-rosso-separator
drago-rosso-round-over = 🐉 { $round }. forduló vége · { $scores }
# $trend: "up", "down" or "same"; $change: how much
drago-rosso-round-score = **{ $name }** 💎 { $gems }{ $trend ->
        [up] { " " }(+{ $change })
        [down] { " " }(−{ $change })
       *[same] { "" }
    }
# a player's gems when a round ends, what the round changed ($change, signed) and where that came from ($parts:
# a list of drago-rosso-round-part)
drago-rosso-round-score-parts = **{ $name }** 💎 { $gems } ({ $change }: { $parts })
# one part of a round's change ($amount, signed): piles banked, ransoms received or paid, fines, gems the dragon
# took, the treasure won at the head
drago-rosso-round-part = { $part ->
        [banked] eltett kupac
        [received] kapott váltságdíj
        [paid] fizetett váltságdíj
        [fines] bírság
        [lost] a sárkány elvitte
       *[treasure] kincs
    } { $amount }
# between the items of a line of scores or of answers
drago-rosso-separator = { " · " }

## The table

drago-rosso-table-title = 🐉 Drago Rosso · { $turn }. kör
drago-rosso-table-title-over = 🐉 Drago Rosso · vége a játéknak
drago-rosso-field-knight = 🗡️ Lovag
drago-rosso-field-treasure = 👑 Kincs
drago-rosso-field-dangers = ⚠️ Veszélylapok
drago-rosso-field-deck = 🂠 Pakli
drago-rosso-field-players = Játékosok
drago-rosso-field-recent = Legutóbb
# gems in the embeds
drago-rosso-gems = 💎 { $count }
# where the knight is: $place is "tail", "head" or "stripe" ($stripe of $stripes)
drago-rosso-where =
    { $place ->
        [tail] a sárkány farka
        [head] a sárkány feje
       *[stripe] **{ $stripe }**. sáv ({ $stripes } közül)
    }
drago-rosso-knight =
    { drago-rosso-where }
    💎 { $pile } mellette
# $timer: "off", "minutes" ($minutes) or "seconds" ($turn_seconds)
drago-rosso-footer =
    A váltságdíj-ajánlat { $seconds } mp-ig él · lépésidő: { $timer ->
        [off] ki
        [minutes] { $minutes } perc
       *[seconds] { $turn_seconds } mp
    }
drago-rosso-deck = **{ $size }** lap: 🐾 1 ×{ $ones } · 🐾 2 ×{ $twos } · 🐾 3 ×{ $threes } · 🐾 4 ×{ $fours } · 🛑 stop ×{ $stops } · ⚠️ veszély ×{ $dangers }
drago-rosso-dangers = **{ $dangers }** / { $total } · bírság **1/{ $divisor }** · { $doubled ->
        [yes] drágakő **×2**
       *[no] drágakő ×1
    }
drago-rosso-next-danger-wakes = A következő felébreszti a sárkányt!
# $deadline: when a ransom offer closes (a Discord timestamp), or "none"
drago-rosso-offer-open =
    ✋ **{ $stopper }** megállt, a lovag mellett 💎 { $amount }: a többiek **💎 { $amount }** árán átvehetik a kört, és az óramutató járása szerint első jelentkező kapja meg{ $deadline ->
        [none] { "" }
       *[other] { " " }(lezárul: <t:{ $deadline }:R>)
    }.
# $start: "own" (the turn's owner plays), "for" (who took it over plays for $owner) or "back" (the owner took it back)
drago-rosso-playing =
    🎲 { $start ->
        [for] **{ $who }** átvette a kört (eredetileg: **{ $owner }**), és { $must_reveal ->
                [yes] lapot kell felfordítania.
               *[no] újra felfordít, vagy megáll 💎 { $pile } kővel.
            }
        [back] **{ $who }** visszavette a kört, és { $must_reveal ->
                [yes] lapot kell felfordítania.
               *[no] újra felfordít, vagy megáll 💎 { $pile } kővel.
            }
       *[own] **{ $who }** { $must_reveal ->
                [yes] lapot kell felfordítania.
               *[no] újra felfordít, vagy megáll 💎 { $pile } kővel.
            }
    }
drago-rosso-end-head = A lovag elérte a sárkány fejét.
drago-rosso-end-danger = A harmadik ⚠️ veszélylap felébresztette a sárkányt.
# $tag: the player's part in the decision; $owner: "yes" for the turn's owner while another plays it
drago-rosso-player = **{ $name }**: 💎 { $gems }{ $tag ->
        [winner] { " " }🏆
        [stopped] { " " }· ✋ megállt
        [takes] { " " }· ✅ átveszi
        [passes] { " " }· ❌ passzol
        [skipped] { " " }· ⏭️ más előbb vette át
        [deciding] { " " }· ⏳ gondolkodik
        [cannot-pay] { " " }· nem tud fizetni
        [playing] { " " }· 🎲 játszik
       *[none] { "" }
    }{ $owner ->
        [yes] { " " }· az övé a kör
       *[no] { "" }
    }
# where a seat asked about a ransom offer stands
drago-rosso-answer =
    { $name } { $status ->
        [takes] ✅ átveszi
        [passes] ❌ passzol
        [skipped] ⏭️ más előbb vette át
       *[deciding] ⏳ gondolkodik
    }

## Buttons (the labels of one decision read in the same order everywhere: go on first, then stop)

drago-rosso-button-table-reveal = { $name }: lap felfordítása
drago-rosso-button-reveal = Lap felfordítása
drago-rosso-button-stop-first = Megállás (előbb fordíts fel)
drago-rosso-button-stop =
    { $count ->
        [one] Megállok, és megtartok { $count } drágakövet
       *[other] Megállok, és megtartok { $count } drágakövet
    }
drago-rosso-button-take =
    { $count ->
        [one] Átveszem { $count } drágakőért
       *[other] Átveszem { $count } drágakőért
    }
drago-rosso-button-pass = Passz

## The next card, by kind (kinds left out of the deck are not listed); $chance is a share of the deck

# $kinds: the numbers of the footprint cards that do alike, e.g. 1/2/3
drago-rosso-odds-walk = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → +{ $placed } 💎
drago-rosso-odds-walk-range = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → +{ $least }–+{ $most } 💎
drago-rosso-odds-head = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → a fej: a kupac + 💎 { $treasure }, vége a játéknak
# $cost: the fine in gems, or "share" when it depends on the revealer's gems (1/$divisor of them)
drago-rosso-odds-stop =
    🛑 stop · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] bírság 1/{ $divisor }
       *[other] bírság 💎 { $cost }
    }
drago-rosso-odds-first-danger =
    ⚠️ veszély · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] bírság 1/{ $divisor }
       *[other] bírság 💎 { $cost }
    }
drago-rosso-odds-second-danger =
    ⚠️ veszély · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] bírság 1/{ $divisor }
       *[other] bírság 💎 { $cost }
    }, utána drágakő ×2
drago-rosso-odds-doom = ⚠️ veszély · { NUMBER($chance, style: "percent") } → elveszíted minden drágakövedet (💎 { $cost }), vége a játéknak
drago-rosso-odds-doom-spectator = ⚠️ veszély · { NUMBER($chance, style: "percent") } → felébred a sárkány: a felfordító minden drágaköve odavész, vége a játéknak
# what a card that ends the turn also costs: the pile beside the knight
drago-rosso-odds-pile-back = 🛑⚠️ Stop- vagy veszélylapnál a lovag melletti kupac is visszakerül a kincsbe: **💎 { $pile }**.

## A player's own view

drago-rosso-hand-footer = Drágaköveid: 💎 { $gems }
drago-rosso-hand-over = Vége a játéknak
drago-rosso-hand-your-turn = Te jössz · { $turn }. kör
drago-rosso-hand-turn = { $turn }. kör
drago-rosso-hand-offer = Váltságdíj-ajánlat · { $turn }. kör
drago-rosso-field-next-card = Következő lap · { NUMBER($chance, style: "percent") } eséllyel véget ér a kör
drago-rosso-field-first-card = Első lapod · { NUMBER($chance, style: "percent") } eséllyel véget ér a kör
drago-rosso-next-card-ends = Következő lap: { NUMBER($chance, style: "percent") } az esélye, hogy véget ér a kör.
drago-rosso-field-answers = Válaszok, az óramutató járása szerint
drago-rosso-stake = Lovag: { drago-rosso-where } · mellette **💎 { $pile }**.
# $took_over: "yes" when the player took this turn over
drago-rosso-reveal-to-start =
    { $took_over ->
        [yes] Átvetted ezt a kört. Kezdésként fordíts fel egy lapot.
       *[no] Kezdésként fordíts fel egy lapot.
    }
drago-rosso-stop-or-reveal = **Állj meg**, és tartsd meg a kupacot (💎 { $pile }) (váltságdíjként vagy eltéve), vagy **fordíts fel** még egy lapot többért.
drago-rosso-move-deadline = ⏰ Lépj eddig: <t:{ $deadline }:R>, különben helyetted a gép lép.
drago-rosso-watching = **{ $active }** játszik. { drago-rosso-stake }
    { drago-rosso-next-card-ends }
    Ha megáll, a kupac árán átveheted a kört.
drago-rosso-may-take-over =
    ✋ **{ $stopper }** megállt: vedd át a lovagot **💎 { $amount }** árán, aztán fordíts fel egy lapot{ $deadline ->
        [none] { "" }
       *[other] { " " }(lezárul: <t:{ $deadline }:R>)
    }. Ha nem válaszolsz, az passznak számít.
# who before the viewer clockwise also offered ($count of them: names while 2 or fewer)
drago-rosso-rivals-ahead =
    ⏳ { $count ->
        [1] Előtted van, és még átveheti: { $names }.
        [2] Előtted vannak, és még átvehetik: { $names }.
       *[other] { $count } játékos van előtted, és még átvehetik.
    }
drago-rosso-rivals-beaten =
    ✅ { $count ->
        [1] Ő is jelentkezett: { $names }, de te vagy előbb.
        [2] Ők is jelentkeztek: { $names }, de te vagy előbb.
       *[other] { $count } játékos is jelentkezett, de te vagy előbb.
    }
drago-rosso-you-stopped =
    ✋ Megálltál **💎 { $amount }** kővel: ezek a tieid, vagy az fizeti ki, aki átveszi a kört, vagy elteszed, ha senki sem veszi át{ $deadline ->
        [none] { "" }
       *[other] { " " }(lezárul: <t:{ $deadline }:R>)
    }.
drago-rosso-you-offered =
    Felajánlottál 💎 { $amount } követ, hogy átvedd a kört (megállt: { $stopper }): a tiéd, hacsak egy előtted ülő játékos az óramutató járása szerint szintén nem jelentkezik{ $deadline ->
        [none] { "" }
       *[other] { " " }(lezárul: <t:{ $deadline }:R>)
    }.
drago-rosso-you-passed =
    Passzoltál, nem veszed át a kört (megállt: { $stopper }){ $deadline ->
        [none] { "" }
       *[other] { " " }(lezárul: <t:{ $deadline }:R>)
    }.
drago-rosso-you-were-skipped = Egy előtted ülő játékos az óramutató járása szerint már átvette a kört (megállt: { $stopper }), így te nem veheted át.
drago-rosso-you-cannot-pay = Nem tudod kifizetni a váltságdíjat (💎 { $amount }) a körért (megállt: { $stopper }).
# your own last card, until the next card is revealed
drago-rosso-your-stop-card =
    🛑 Stoplap: { $fine ->
        [0] nincs bírság (túl kevés a drágaköved)
       *[other] elveszítesz 💎 { $fine } követ (drágaköveid 1/{ $divisor } részét)
    }, és a kupac visszakerül a kincsbe.
drago-rosso-your-danger-card =
    ⚠️ Veszélylap: { $fine ->
        [0] nincs bírság (túl kevés a drágaköved)
       *[other] elveszítesz 💎 { $fine } követ (drágaköveid 1/{ $divisor } részét)
    }, és a kupac visszakerül a kincsbe.
drago-rosso-your-doom = ⚠️ A harmadik veszélylapot te fordítottad fel: a sárkány elvitte minden drágakövedet (💎 { $lost }).

## The picture (plain Latin letters: the picture's font has no emoji)

drago-rosso-picture-title = Drago Rosso
drago-rosso-picture-seat = { $number }. hely
drago-rosso-picture-ai = { $name } (MI)
# $winners: their names listed; $count: how many they are
drago-rosso-picture-over =
    Vége a játéknak · { $count ->
        [one] nyert
       *[other] nyertek
    }: { $winners }
drago-rosso-picture-offer = { $stopper } megállt · váltságdíj: { $amount }
# $owner: whose turn another plays, or "none"
drago-rosso-picture-turn =
    { $turn }. kör · { $active }{ $owner ->
        [none] { "" }
       *[other] { " " }({ $owner } helyett)
    } { $must_reveal ->
        [yes] felfordítani köteles
       *[no] következik
    }
drago-rosso-picture-waits = A lovag a farknál vár. Kezdésként fordíts fel egy lapot!
drago-rosso-picture-advance =
    { $who }: { $steps ->
        [one] { $steps } lábnyom
       *[other] { $steps } lábnyom
    }, { $start ->
        [0] a faroktól
       *[other] { $start }. sávtól
    } { $to }. sávig, +{ $placed } drágakő
drago-rosso-picture-head =
    { $who }: { $steps ->
        [one] { $steps } lábnyom
       *[other] { $steps } lábnyom
    }, { $stripes }. sávon túl, egészen a fejig! +{ $gained } drágakő
drago-rosso-picture-doom = { $who } felfordította a harmadik veszélylapot, és elvesztett { $lost } drágakövet
drago-rosso-picture-fined =
    { $who } { $card ->
        [stop] stoplapot
       *[danger] veszélylapot
    } fordított fel: bírság { $fine }, { $returned } drágakő vissza a kincsbe
drago-rosso-picture-fines = Bírság 1/{ $divisor }
drago-rosso-picture-stripes =
    { $doubled ->
        [yes] Drágakő sávonként x2
       *[no] Drágakő sávonként x1
    }
drago-rosso-picture-deck = Pakli
drago-rosso-picture-treasure = Kincs
drago-rosso-picture-stop = STOP
drago-rosso-picture-count = x{ $count }
# a player's tag under their name; $owner: "yes" for the turn's owner
drago-rosso-picture-tag =
    { $owner ->
        [yes]
            { $tag ->
                [winner] GYŐZTES · kör
                [stopped] megállt · kör
                [takes] átveszi! · kör
                [passes] passzol · kör
                [deciding] gondolkodik… · kör
                [cannot-pay] nem tud fizetni · kör
                [playing] játszik · kör
               *[none] az övé a kör
            }
       *[no]
            { $tag ->
                [winner] GYŐZTES
                [stopped] megállt
                [takes] átveszi!
                [passes] passzol
                [deciding] gondolkodik…
                [cannot-pay] nem tud fizetni
                [playing] játszik
               *[none] { "" }
            }
    }

# The ids the shared layer reads for every game.

drago-rosso-title = Drago Rosso
drago-rosso-tagline = Szerencsejáték 2–6 főre: vezesd fel a lovagot egy alvó sárkány hátán, és állj meg, mielőtt felébred · kb. 10 perc
drago-rosso-quick-start =
    🎴 Amikor sorra kerülsz, **fordíts fel** lapokat: a lábnyomok 🐾 felviszik a lovagot a sárkányon, mellette pedig gyűlnek a drágakövek 💎.
    ✋ **Állj meg**, hogy megtartsd a kupacot, de a többiek kifizethetik neked az értékét, és továbbvihetik a lovagodat.
    🛑 A stoplap vagy ⚠️ veszélylap bírságba és a kupacba kerül; a harmadik ⚠️ felébreszti a sárkányt. A legtöbb drágakő nyer.
    Jelek: 🐾 lábnyom · 🛑 stoplap · ⚠️ veszélylap · 💎 drágakő · 👑 kincs · 🗡️ lovag · 🂠 pakli · 🎲 játszik · ✋ megállt · ✅ átveszi · ❌ passzol · ⏳ gondolkodik · ⏭️ más előbb vette át
drago-rosso-rules =
    { "*" }*🎯 Cél**
    A legtöbb drágakővel 💎 fejezd be a játékot. Mindenki 40-nel kezd; a sárkány kincsében 👑 200 van (házszabály). Egy játék nagyjából tíz körig tart.
    
    { "*" }*🂠 A pakli**
    51 lap, egyszer megkeverve az egész játékra:
    • 38 lábnyomlap: 17 × 🐾 1, 11 × 🐾 2, 6 × 🐾 3, 4 × 🐾 4
    • 10 🛑 stoplap
    • 3 ⚠️ veszélylap
    Az asztal mutatja, melyikből mennyi maradt, a saját nézeted pedig azt, hogy a következő lap mekkora eséllyel melyik.
    
    { "*" }*🎴 A köröd**
    A lovag 🗡️ a sárkány farkánál kezd, mellette semmi. Fordítsd fel a pakli felső lapját:
    • **🐾 Lábnyom**: a lovag ennyi sávot lép a 17-ből a fej felé, és a kincsből annyi drágakő kerül mellé, ahányadik sávra ér (6. sáv → 6 drágakő). A kupac egyre nő.
    • **🛑 Stoplap**: drágaköveid negyedét (lefelé kerekítve) befizeted a kincsbe, a kupac visszakerül a kincsbe, a lovag a farokhoz. A köröd véget ért.
    Lábnyomlap után újra felfordíthatsz, vagy **megállhatsz**. Ha a kincs kiürül, csak a maradék kerül a lovag mellé.
    
    { "*" }*⚠️ Veszélylapok**
    Az első stoplapként hat. A második is, de onnantól minden bírság a drágaköveid fele, és minden sáv dupla drágakövet ad. A harmadik felébreszti a sárkányt: aki felfordítja, minden drágakövét elveszíti, és a játék véget ér.
    
    { "*" }*✋ Megállás és váltságdíj**
    Ha megállsz, minden más játékos, akinek telik rá, kifizetheti neked a kupac értékét, és átveheti a köröd: a lovag ott marad, ahol van, a kupacával együtt. Az ajánlat 30 mp-ig él (házszabály); aki nem válaszol, passzol. Ha többen is jelentkeznek, tőled az óramutató járása szerint az első kapja meg a kört.
    Az új játékosnak legalább egy lapot fel kell fordítania, és ő is megállhat, tőle is átvehetik a kört. Ha senki sem veszi át, elteszed a kupacot. Így is, úgy is: a megállás meghozza neked a kupacot.
    
    { "*" }*🔄 Körök és fordulók**
    A következő kör annak a játékosnak a bal szomszédjáé, akié a kör az elején volt, bárki vette is át közben. Ha mindenki sorra került, véget ér egy forduló: az asztala egy sort hagy hátra mindenki drágaköveivel, és új asztal kezdődik.
    
    { "*" }*🏁 A játék vége**
    Ha egy lábnyomlap a 17. sávon túlra viszi a lovagot, a játék véget ér: az a játékos megkapja a kupacot és mindent, ami a kincsben maradt. A harmadik ⚠️ veszélylap is véget vet a játéknak. A legtöbb drágakő nyer; egyenlőség esetén osztoznak a győzelmen.
drago-rosso-score =
    { $count ->
        [one] { $amount } drágakő
       *[other] { $amount } drágakő
    }
drago-rosso-option-treasure = A sárkány kincse
    .help = Drágakövek a sárkány kincsében a játék elején; innen jönnek a lovag melletti kövek és a fej jutalma.
drago-rosso-option-offer-seconds = Váltságdíj-ajánlat ideje (mp)
    .help = Mennyi ideje van a többieknek átvenni a kört, miután egy játékos megállt.
drago-rosso-illegal-no-ransom-offer = Ez a lépés nem szabályos: nincs nyitott váltságdíj-ajánlat.
drago-rosso-illegal-reveal-before-stop = Ez a lépés nem szabályos: megállás előtt legalább egy lapot fel kell fordítanod.
drago-rosso-illegal-deck-empty = Ez a lépés nem szabályos: a pakli üres.
