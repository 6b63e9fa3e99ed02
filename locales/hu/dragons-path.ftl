## Sárkányok útja: a Sárkánytojás útvonalas fejtörője (/sarkanytojas puzzle), asztala és saját nézetei.


## What the shared layer reads for every game


## Events

dragons-path-event-passed = { $seat } feladja ezt a táblát.
dragons-path-event-guessed-practice = { $seat } tippje: **{ $guess }**.
dragons-path-event-guessed = { $seat } talált egy **{ $guess }** értékű útvonalat! A többiek jobbat keresnek.
dragons-path-event-route-found = { $seat } **{ $value }** értékű útvonalat mutat, ez több, mint { $guess }!
dragons-path-event-must-show = Senki sem talált jobbat: most { $seat } mutasson egy { $guess } értékű útvonalat.
dragons-path-event-cannot-show = { $seat } nem tudja megmutatni az útvonalat.
dragons-path-event-shown-ok = { $seat } útvonala **{ $value }** pontot ér ✅
dragons-path-event-shown-short = { $seat } útvonala csak { $value } pontot ér, nem { $guess } pontot ❌
dragons-path-event-round-over = { $number }. forduló: { $points }. A legjobb útvonal értéke { $best } volt.
dragons-path-event-round-over-nobody = { $number }. forduló: senki sem kap pontot. A legjobb útvonal értéke { $best } volt.
dragons-path-event-round-over-practice = { $number }. forduló: a legjobb útvonal értéke { $best } volt.
dragons-path-points-entry = { $name } { $points }
dragons-path-event-game-over =
    { $count ->
        [one] Vége a játéknak: { $winners }, { $count } ponttal.
       *[other] Vége a játéknak: { $winners }, { $count } ponttal.
    }
dragons-path-event-round-begins = { $number }. forduló (összesen { $rounds }): új tábla került az asztalra. Keresd meg a legjobb útvonalat!

## The table

dragons-path-table-title =
    { $final ->
        [yes]
            { $practice ->
                [yes] 🧩 Sárkányok útja · gyakorlás · végeredmény
               *[no] 🧩 Sárkányok útja · { $level }. szint ({ $size }×{ $size }) · végeredmény
            }
       *[no]
            { $practice ->
                [yes] 🧩 Sárkányok útja · gyakorlás · { $number }/{ $rounds }. forduló
               *[no] 🧩 Sárkányok útja · { $level }. szint ({ $size }×{ $size }) · { $number }/{ $rounds }. forduló
            }
    }
dragons-path-scores = Pontok
dragons-path-footer =
    { $level }. szint · { $race ->
        [0] a tippelés ideje korlátlan
       *[other] tippelés { $race } mp
    } · { $check ->
        [0] az ellenőrzés ideje korlátlan
       *[other] ellenőrzés { $check } mp
    } · az útvonal megmutatására { $unit ->
        [off] nincs időkorlát
        [minutes] { $minutes } perc
       *[seconds] { $seconds } mp
    }
dragons-path-race-practice =
    🔎 **Keresd meg a legértékesebb útvonalat**: a STARTtól a sorában, aztán annak a lapkának az oszlopában, minden lapka után irányt váltva, amíg a vonalad ki nem ürül.
    Megvan? **{ table-hand-button }** → **Megvan!**, és írd be az értékét; a bot ezután megmutatja a legjobbat.
dragons-path-race =
    { $check ->
        [0]
            🏁 **Rajt!** Keresd meg a legértékesebb útvonalat: a STARTtól a sorában, aztán annak a lapkának az oszlopában, minden lapka után irányt váltva, amíg a vonalad ki nem ürül.
            Aki elsőként nyomja meg az **{ table-hand-button }** → **Megvan!** gombot egy értékkel, az a tippelő; a többiek addig ellenőriznek, amíg mindegyikük meg nem verte vagy fel nem adta. Elakadtál? **Passz**: ha mindenki passzolt, a gép megmutatja a legjobb útvonalat, és senki sem kap pontot.
       *[other]
            🏁 **Rajt!** Keresd meg a legértékesebb útvonalat: a STARTtól a sorában, aztán annak a lapkának az oszlopában, minden lapka után irányt váltva, amíg a vonalad ki nem ürül.
            Aki elsőként nyomja meg az **{ table-hand-button }** → **Megvan!** gombot egy értékkel, az a tippelő; a többieknek { $check } mp jut, hogy megverjék. Elakadtál? **Passz**: ha mindenki passzolt, a gép megmutatja a legjobb útvonalat, és senki sem kap pontot.
    }
dragons-path-race-passed = Passzolt: { $names }.
dragons-path-check-entry = { $mark } { $name }
dragons-path-check-entry-value = { $mark } { $name } { $value }
dragons-path-goal-looking = A többiek **{ $guess }** pontnál értékesebb útvonalat keresnek.
dragons-path-goal-beaten = **{ $name }** megverte: **{ $value }**; a többiek még találhatnak jobbat.
dragons-path-checking =
    💬 **{ $guesser }** tippje: **{ $guess }**. { $goal }
    { $checks }
dragons-path-showing = ✋ Senki sem verte meg ezt a tippet: **{ $guess }**; most **{ $guesser }** mutasson legalább ennyit érő útvonalat.
dragons-path-next-board-soon = Ha készen állsz, nyomd meg: **{ table-hand-button }** → **Következő tábla**; a következő tábla hamarosan magától is jön.
# the line an old table keeps once the next board is laid out
dragons-path-round-summary = 🧩 { $number }. forduló vége (összesen { $rounds }) · { $story } · legjobb útvonal: { $best } · { $points }
dragons-path-round-summary-nobody = 🧩 { $number }. forduló vége (összesen { $rounds }) · { $story } · legjobb útvonal: { $best } · senki sem kap pontot
dragons-path-round-summary-practice = 🧩 { $number }. forduló vége (összesen { $rounds }) · { $story } · legjobb útvonal: { $best }
dragons-path-summary-no-guess = nem volt tipp
dragons-path-summary-guessed = { $name } tippje: { $guess }
dragons-path-summary-found = { $name } tippje: { $guess }, { $finder } mutatott: { $value }
dragons-path-summary-shown = { $name } tippje: { $guess }, és meg is mutatta ✅
dragons-path-summary-not-shown = { $name } tippje: { $guess }, de nem tudta megmutatni ❌

## The private view

dragons-path-route-title = Útvonalad · { $number }/{ $rounds }. forduló
dragons-path-find-route = 🔎 Keresd meg a legértékesebb útvonalat a STARTtól: előbb a sorában, aztán minden lapka után irányt váltva. Megvan? Nyomd meg a **Megvan!** gombot, és írd be az értékét ({ $low } és { $high } között).
# the stake of a guess, said before it is made (not in practice, which scores nothing)
dragons-path-guess-must-show = ⚠️ Csak olyan útvonalat mondj be, amelyet meg is tudsz mutatni: ha senki sem talál jobbat, lapkáról lapkára meg kell mutatnod, és ha nem sikerül, annyi pontot veszítesz, amennyit bemondtál.
dragons-path-show-best = Mutasd a legjobb útvonalat
dragons-path-pass = Passz
dragons-path-you-passed =
    { $deadline ->
        [none] 🏳️ Ezen a táblán passzoltál; várjuk, hogy a többiek tippeljenek vagy passzoljanak.
       *[other] 🏳️ Ezen a táblán passzoltál; várjuk, hogy a többiek tippeljenek vagy passzoljanak (vége: <t:{ $deadline }:R>).
    }
dragons-path-guesser-waits =
    { $deadline ->
        [none] ⏳ A többiek ellenőrzik a tippedet: **{ $guess }**. Ha senki sem veri meg, lapkáról lapkára meg kell mutatnod az útvonaladat: jegyezd meg.
       *[other] ⏳ A többiek ellenőrzik a tippedet: **{ $guess }** (vége: <t:{ $deadline }:R>). Ha senki sem veri meg, lapkáról lapkára meg kell mutatnod az útvonaladat: jegyezd meg.
    }
dragons-path-check-over =
    { $deadline ->
        [none] ✅ Az ellenőrzésed véget ért; várjuk a többieket.
       *[other] ✅ Az ellenőrzésed véget ért; várjuk a többieket (vége: <t:{ $deadline }:R>).
    }
dragons-path-guesser-showing =
    { $deadline ->
        [none] ⏳ **{ $guesser }** most mutat egy { $guess } értékű útvonalat…
       *[other] ⏳ **{ $guesser }** most mutat egy { $guess } értékű útvonalat (vége: <t:{ $deadline }:R>)…
    }
dragons-path-next-board = Következő tábla
dragons-path-waiting-for =
    { $deadline ->
        [none] ⏳ Várakozás: { $names }.
       *[other] ⏳ Várakozás: { $names } (vége: <t:{ $deadline }:R>).
    }
dragons-path-legend-building = `S` START · `#n` az n-edik lapkád · `[ ]` ez választható következőnek
dragons-path-your-points = Pontjaid: { $points }
dragons-path-build-check =
    { $deadline ->
        [none] 💬 **{ $guesser }** tippje: **{ $guess }**. Építs jobb útvonalat: koppints sorban a lapkáira.
       *[other] 💬 **{ $guesser }** tippje: **{ $guess }**. Építs jobb útvonalat (vége: <t:{ $deadline }:R>): koppints sorban a lapkáira.
    }
dragons-path-best-shown = 🏅 Az eddigi legjobb: **{ $target }**; egy még jobb minden ellenőrzőnek több pontot hoz.
dragons-path-build-show =
    { $deadline ->
        [none] ✋ Senki sem verte meg a tippedet (**{ $guess }**). Mutass legalább ennyit érő útvonalat: koppints sorban a lapkáira.
       *[other] ✋ Senki sem verte meg a tippedet (**{ $guess }**). Mutass legalább ennyit érő útvonalat (vége: <t:{ $deadline }:R>): koppints sorban a lapkáira.
    }
dragons-path-route-start = Kezdés: vegyél el egy lapkát a START sorából.
dragons-path-route-so-far =
    { $count ->
        [one] Útvonalad eddig: { $count } lapka, **{ $value }**.
       *[other] Útvonalad eddig: { $count } lapka, **{ $value }**.
    }
dragons-path-route-complete =
    { $count ->
        [one] Útvonalad kész: { $count } lapka, **{ $value }**.
       *[other] Útvonalad kész: { $count } lapka, **{ $value }**.
    }
# while showing the guess there is no running total: the guesser counts for themselves
dragons-path-route-shown-so-far =
    { $count ->
        [one] Útvonalad eddig: { $count } lapka (számold magad).
       *[other] Útvonalad eddig: { $count } lapka (számold magad).
    }
dragons-path-route-shown-complete =
    { $count ->
        [one] Útvonalad kész: { $count } lapka. Mutasd meg, ha annyit ér, mint a tipped.
       *[other] Útvonalad kész: { $count } lapka. Mutasd meg, ha annyit ér, mint a tipped.
    }
dragons-path-show-it = Megmutatom
dragons-path-step-button = { $value } · { $square }
dragons-path-undo = Visszavonás
dragons-path-show-my-route = Útvonalam megmutatása ({ $value })
dragons-path-does-not-beat = { $value } nem több, mint { $guess }
dragons-path-nothing-better = Nincs jobb
dragons-path-cannot-show = Nem tudom megmutatni
dragons-path-route-step = { $square } ({ $value })
dragons-path-route = START → { $steps } = **{ $total }**
dragons-path-route-empty = START = **{ $total }**
dragons-path-score-line = { $medal } { $name } **{ $total }**
dragons-path-score-rounds = { $medal } { $name } **{ $total }** ({ $rounds })
dragons-path-best-possible = ⭐ A legjobb lehetséges: **{ $best }**: { $route }
dragons-path-best-on-grid = ⭐ A legjobb lehetséges: **{ $best }**; a rácson a `#n` az n-edik lapkáját jelöli.
dragons-path-best-on-picture = ⭐ A legjobb lehetséges: **{ $best }** (a kép mutatja az útvonalát).
dragons-path-no-guess =
    🏳️ Ezúttal nem volt tipp.
    { $best }
dragons-path-practice-guess =
    { $verdict ->
        [spot-on] 💬 **{ $name }** tippje: **{ $guess }**: telitalálat! 🎯
        [better-exists] 💬 **{ $name }** tippje: **{ $guess }**: van ennél jobb útvonal.
       *[too-high] 💬 **{ $name }** tippje: **{ $guess }**: egyik útvonal sem ér ennyit.
    }
    { $best }
dragons-path-story-found = 💬 **{ $name }** tippje: **{ $guess }**; **{ $finder }** mutatott: **{ $value }**.
dragons-path-story-shown = 💬 **{ $name }** tippje: **{ $guess }**, senki sem verte meg, és { $name } meg is mutatta. ✅
dragons-path-story-not-shown = 💬 **{ $name }** tippje: **{ $guess }**, senki sem verte meg, de { $name } nem tudta megmutatni. ❌
dragons-path-round-points =
    { $story }
    Pontok: { $points }
    { $best }
dragons-path-round-points-nobody =
    { $story }
    Pontok: senki sem kap pontot
    { $best }
dragons-path-round-your-points =
    { $story }
    Te: ebben a fordulóban **{ $points }**, összesen **{ $total }**.
    { $best }
dragons-path-practice-over = 🏁 A gyakorlásnak vége. `/sarkanytojas puzzle` egy újabbhoz, vagy hívd meg a barátaidat versenyezni!
dragons-path-i-have-it = Megvan!
dragons-path-too-late = Késő: valaki már bemondott egy tippet.
dragons-path-guess-input = Útvonalad értéke ({ $low } és { $high } között)
dragons-path-guess-placeholder = pl. 7
dragons-path-not-a-value = „{ $text }” nem { $low } és { $high } közötti érték. Nyomd meg újra a **Megvan!** gombot.

## The picture

dragons-path-picture-start = START
# the legend under the last board's picture: a solid line, then a dashed one
dragons-path-picture-best = Legjobb útvonal
dragons-path-picture-played = Megmutatott útvonal

## The rules


# The ids the shared layer reads for every game.

dragons-path-title = Sárkányok útja
dragons-path-tagline = Útvonalas fejtörő 1–12 főre: ki találja meg elsőként a legértékesebb utat tojások és sárkányok között · kb. 5 perc (egyedül gyakorlás)
dragons-path-quick-start =
    🧭 **Az útvonal** a STARTtól indul: elvesz egy lapkát a sorából, aztán egyet annak a lapkának az oszlopából, minden lapka után irányt váltva, amíg a vonala ki nem ürül. Értéke a lapkái összege.
    💡 **Találtál egy jót?** **{ table-hand-button }** → **Megvan!**, és írd be az értékét: az első tipp számít, a többiek az ellenőrzési időben próbálják megverni.
    🏅 **Megverték:** minden ellenőrző megkapja a különbséget, a tippelő elveszíti a tippjét. **Nem verték meg:** a tippelő lapkáról lapkára megmutatja az útvonalat, és megkapja a pontokat.
    
    `S` START · `#n` az útvonal n-edik lapkája · `[+3]` következhet · 🔍 még ellenőriz · ✅ megverte · ✖️ nincs jobb
dragons-path-rules =
    { "*" }*🧩 Sárkányok útja**
    `/sarkanytojas puzzle`, 1–12 játékos: kis tábla (I. szint 3×3, II. 4×4, III. 5×5) Sárkánytojáslapkákból és Sárkánylapkákból a Startlapka (START) körül.
    
    { "*" }*🧭 Útvonalak**
    Az útvonal a STARTtól indul: elvesz egy lapkát a START sorából, aztán egyet annak a lapkának az oszlopából, és így tovább, minden lapka után irányt váltva; addig kell folytatni, amíg a soron következő vonalban van lapka. Értéke a lapkái értékének összege. Keresd meg a legértékesebb útvonalat!
    
    { "*" }*💡 Tipp és ellenőrzés**
    Aki elsőként bemond egy értéket, az a tippelő; a többiek ezután jobb útvonalat építenek, ha tudnak, mindegyikük addig, amíg meg nem mutat egyet vagy fel nem adja (**Ellenőrzési idő** házszabály: a szabálykönyv időre játszott változata, legfeljebb 30 mp ajánlott). Elakadtál? **Passz**: ha mindenki passzolt, a gép megmutatja a legjobb útvonalat, és senki sem kap pontot (a **Tippelési idő** házszabály mindenki másnak lezárja a tippelést). A gépi játékosok is versenyeznek: nagyobb táblán tovább gondolkodnak, és nem mindig találják meg a legjobbat.
    
    { "*" }*🏅 Pontozás**
    Ha egy ellenőrző jobb útvonalat mutat, minden ellenőrző megkapja a különbséget, a tippelő pedig elveszíti a tippjét. Különben a tippelőnek meg kell mutatnia egy tippjét érő útvonalat, fejben számolva (futó összeg nincs): ha sikerül, megkapja a tippjét, ha nem, elveszíti.
    
    { "*" }*🔁 Fordulók**
    Egy játékban annyi forduló van, ahány játékos (legalább 4), mindegyik új táblán; minden forduló után a bot megrajzolja a legjobb útvonalat. Egyedül pont nélkül gyakorolhatsz.
    
    { "*" }*📱 Itt**
    { "*" }*{ table-hand-button }** → **Megvan!**: így mondasz be egy értéket. Útvonal ellenőrzéséhez vagy megmutatásához sorban koppints a lapkáira: a gombok a következőként választható lapkák, a rácson a `#n` az útvonalad n-edik lapkáját jelöli.
dragons-path-score =
    { $count ->
        [one] { $amount } pont
       *[other] { $amount } pont
    }
dragons-path-option-level = Szint
    .help = I: 3x3-as tábla, II: 4x4, III: 5x5.
dragons-path-option-check-seconds = Ellenőrzési idő (mp)
    .help = 0: a többiek addig ellenőriznek, amíg mindegyikük jobb útvonalat nem mutat vagy fel nem adja (alapjáték); különben az időre játszott változat másodpercei (a szabálykönyv legfeljebb 30-at javasol).
dragons-path-option-check-seconds-0 = korlátlan
dragons-path-option-race-seconds = Tippelési idő (mp)
    .help = 0: a tippelésnek nincs időkorlátja; különben ennyi másodperc után mindenki passzol, aki még nem tippelt.
dragons-path-option-race-seconds-0 = nincs korlát
dragons-path-illegal-not-a-move = Ez a lépés nem szabályos: „{ $action }” nem lépés.
dragons-path-illegal-guess-already-announced = Ez a lépés nem szabályos: ebben a fordulóban valaki már bemondott egy tippet.
