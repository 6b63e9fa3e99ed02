# Play of the Dragons (Three-Dragon Ante): minden szó, amit a játék a játékosoknak mutat.
# A nevek escape-elve érkeznek; a lapok emojijukkal és rövid nevükkel ("🟥 Vörös 8").


## What the shared layer reads for every game


## The house rules (lobby options)


## Why a move is refused, by the engine's code (the refusal's own sentence is the shared layer's)


## The slash commands

command-play-of-the-dragons =
    .description = Play of the Dragons: Three-Dragon Ante 2–6 játékosnak
command-play-of-the-dragons-new =
    .description = Play of the Dragons-lobbi nyitása ebben a csatornában
command-play-of-the-dragons-new-start_gold =
    .description = Mennyi arannyal kezd minden játékos (alapból 50)
command-play-of-the-dragons-new-gambits =
    .description = 0 (alapból): addig, amíg egy játszma után valaki kifogy az aranyból; különben a játszmák száma
command-play-of-the-dragons-new-lead_tie_keeps_leader =
    .description = Holtversenynél a legerősebb lapért a kör kezdője kezd újra (alapból: be, a szabálykönyv szerint)
command-play-of-the-dragons-new-timer =
    .description = Mennyi ideje van egy játékosnak a lépésre, mielőtt helyette a gép lép

## The cards: names by colour or card, and what each power does (full text; .summary for the rules and selects)

play-of-the-dragons-name-black = Fekete
play-of-the-dragons-name-blue = Kék
play-of-the-dragons-name-green = Zöld
play-of-the-dragons-name-red = Vörös
play-of-the-dragons-name-white = Fehér
play-of-the-dragons-name-brass = Sárgaréz
play-of-the-dragons-name-bronze = Bronz
play-of-the-dragons-name-copper = Vörösréz
play-of-the-dragons-name-gold = Arany
play-of-the-dragons-name-silver = Ezüst
play-of-the-dragons-name-bahamut = Bahamut
play-of-the-dragons-name-tiamat = Tiamat
play-of-the-dragons-name-dracolich = Drakolics
play-of-the-dragons-name-archmage = Főmágus
play-of-the-dragons-name-dragonslayer = Sárkányölő
play-of-the-dragons-name-thief = Tolvaj
play-of-the-dragons-name-druid = Druida
play-of-the-dragons-name-priest = Pap
play-of-the-dragons-name-princess = Hercegnő
play-of-the-dragons-name-fool = Bolond
# "Red 8", "Archmage 9": a card's short name
play-of-the-dragons-card = { $name } { $strength }
play-of-the-dragons-power-black = Vegyél el 2 aranyat a kasszából.
    .summary = Vegyél el 2 aranyat a kasszából.
play-of-the-dragons-power-blue = Számold meg a rajodban lévő gonosz sárkányokat, ezt is beleértve. Vagy ennyi aranyat veszel el a kasszából, vagy minden ellenfél ennyit fizet be a kasszába.
    .summary = Számold meg a gonosz sárkányaidat: ennyit veszel el a kasszából, vagy minden ellenfél ennyit fizet be.
play-of-the-dragons-power-green = Az óramutató járása szerint következő játékos vagy odaad neked a kezéből egy ennél a lapnál gyengébb gonosz sárkányt, vagy fizet neked 5 aranyat.
    .summary = A következő játékos ad neked egy gyengébb gonosz sárkányt, vagy fizet neked 5 aranyat.
play-of-the-dragons-power-red = A legerősebb rajjal bíró ellenfél fizet neked 1 aranyat, te pedig húzol egy véletlen lapot a kezéből.
    .summary = A legerősebb rajú ellenfél fizet neked 1 aranyat; húzz egy véletlen lapot a kezéből.
play-of-the-dragons-power-white = Ha az asztalon bármelyik rajban van halandó, vegyél el 3 aranyat a kasszából.
    .summary = Vegyél el 3 aranyat, ha bármelyik rajban van halandó.
play-of-the-dragons-power-brass = A legerősebb rajjal bíró ellenfél vagy odaad neked a kezéből egy ennél a lapnál erősebb jó sárkányt, vagy fizet neked 5 aranyat.
    .summary = A legerősebb rajú ellenfél ad neked egy erősebb jó sárkányt, vagy fizet neked 5 aranyat.
play-of-the-dragons-power-bronze = A két leggyengébb tétlapot vedd a kezedbe.
    .summary = A két leggyengébb tétlapot vedd a kezedbe.
play-of-the-dragons-power-copper = Dobd el ezt a lapot, és a helyére tedd a húzópakli felső lapját; az új lap képessége erejétől függetlenül működésbe lép (hacsak ugyanebben a láncban egy Vörösréz már el nem dobta korábban).
    .summary = Cseréld ki ezt a lapot a húzópakli felső lapjára, amelynek képessége ekkor működésbe lép.
play-of-the-dragons-power-gold = Húzz egy lapot minden jó sárkányért a rajodban, ezt is beleértve.
    .summary = Húzz egy lapot minden jó sárkányért a rajodban.
play-of-the-dragons-power-silver = Minden játékos, akinek rajában legalább egy jó sárkány van, húz egy lapot, te is.
    .summary = Mindenki, akinek rajában van jó sárkány, húz egy lapot.
play-of-the-dragons-power-bahamut = Minden ellenfél, akinek rajában jó és gonosz sárkány is van, fizet neked 10 aranyat. Sárkányisten: az a raj, amelyben Bahamut és bármilyen gonosz sárkány van, sosem nyerheti meg a játszmát.
    .summary = Minden ellenfél, akinek rajában jó és gonosz sárkány is van, fizet neked 10 aranyat.
play-of-the-dragons-power-tiamat = Saját képessége nincs. Sárkányisten: az egyszínű rajokban fekete, kék, zöld, vörös és fehér sárkánynak is számít, és az a raj, amelyben Tiamat és bármilyen jó sárkány van, sosem nyerheti meg a játszmát.
    .summary = Nincs képessége; minden gonosz színnek számít.
play-of-the-dragons-power-dracolich = Színtelen, élőhalott gonosz sárkány. Válassz egy gonosz sárkányt bármelyik rajban, és használd a képességét, mintha erre a lapra volna nyomtatva.
    .summary = Egy bármelyik rajban lévő gonosz sárkány képességét használja.
play-of-the-dragons-power-archmage = Fizess be 1 aranyat a kasszába, aztán válassz egy tétlapot, és használd a képességét, mintha erre a lapra volna nyomtatva.
    .summary = Fizess 1-et, aztán használd egy tétlap képességét.
play-of-the-dragons-power-dragonslayer = Fizess be 1 aranyat a kasszába, aztán küldj a dobópaklira bármelyik rajból (a sajátodból is) egy ennél a lapnál gyengébb sárkányt.
    .summary = Fizess 1-et, aztán dobj el egy gyengébb sárkányt bármelyik rajból.
play-of-the-dragons-power-thief = Vegyél el 7 aranyat a kasszából, aztán dobj el egy lapot a kezedből.
    .summary = Vegyél el 7 aranyat a kasszából, aztán dobj el egy lapot.
play-of-the-dragons-power-druid = Fizess be 1 aranyat a kasszába. A játszma hátralevő részében a leggyengébb raj nyer a legerősebb helyett.
    .summary = Fizess 1-et; ebben a játszmában a leggyengébb raj nyer.
play-of-the-dragons-power-priest = Fizess be 1 aranyat a kasszába. A következő kört te kezded, bárki játszotta is a legerősebb lapot.
    .summary = Fizess 1-et; a következő kört te kezded.
play-of-the-dragons-power-princess = Fizess be 1 aranyat a kasszába, aztán a rajodban már ott lévő összes jó sárkány képessége működésbe lép, az általad választott sorrendben.
    .summary = Fizess 1-et; jó sárkányaid képességei újra működésbe lépnek.
play-of-the-dragons-power-fool = Fizess be 1 aranyat a kasszába, aztán húzz egy lapot minden játékosért, akinek a raja erősebb a tiédnél.
    .summary = Fizess 1-et; húzz egy lapot minden rajért, amely erősebb a tiédnél.
# what kind of card: $alignment is good or evil
play-of-the-dragons-kind-mortal = halandó
play-of-the-dragons-kind-god =
    { $alignment ->
        [good] jó isten
       *[evil] gonosz isten
    }
play-of-the-dragons-kind-dragon =
    { $alignment ->
        [good] jó sárkány
       *[evil] gonosz sárkány
    }

## Parts of the log's sentences: a bold name, a list of clauses, a payment, who uses a power

play-of-the-dragons-player = **{ $player }**
play-of-the-dragons-clauses = { $first }; { $rest }
play-of-the-dragons-and = { $first } és { $last }
play-of-the-dragons-seat-card = **{ $seat }** { $card }
play-of-the-dragons-seat-gold = **{ $seat }** { $gold }
play-of-the-dragons-pays-stakes = **{ $payer }** { $paid } aranyat fizet a kasszába
play-of-the-dragons-pays-stakes-owing = **{ $payer }** { $paid } aranyat fizet a kasszába, és még { $owed } arannyal tartozik
play-of-the-dragons-pays-seat = **{ $payer }** { $paid } aranyat fizet neki: **{ $payee }**
play-of-the-dragons-pays-seat-owing = **{ $payer }** { $paid } aranyat fizet neki: **{ $payee }**, és még { $owed } arannyal tartozik
# "**ann**'s ⬛ Black 3", or for a copied power "**ann**'s 💀 Dracolich 10 (as Black)"
play-of-the-dragons-uses = { $card } (**{ $seat }**)
play-of-the-dragons-uses-copied = { $card } (**{ $seat }**, képesség: { $power })

## The log: what happened

play-of-the-dragons-first-gambit = { $gambit }. játszma: mindenki választ egy tétlapot.
play-of-the-dragons-next-gambit = { $gambit }. játszma: mindenki húz { $drew } lapot, és választ egy tétlapot.
play-of-the-dragons-ante-chosen = **{ $seat }** kiválasztotta a tétlapját.
play-of-the-dragons-ante-tied = Tétlapok: { $antes }. Minden érték holtversenyben van: a lapok a dobópaklira kerülnek, mindenki húz egy lapot, és újra tétlapot választ.
play-of-the-dragons-ante-revealed = Tétlapok: { $antes }. Mindenki { $amount } aranyat tesz be: { $payments }.
play-of-the-dragons-round-started =
    { $round }. kör: **{ $leader }** kezd ({ $reason ->
        [ante] a legmagasabb, holtverseny nélküli tétlap
        [priest] a Pap hívása
        [strongest] a kör legerősebb lapja
        [untied] a kör legerősebb, holtverseny nélküli lapja
       *[kept] a legerősebb lapnál holtverseny van, így a kezdő marad
    }).
play-of-the-dragons-tie-break-round-started =
    { $round }. kör (ráadáskör a holtverseny eldöntésére): **{ $leader }** kezd ({ $reason ->
        [ante] a legmagasabb, holtverseny nélküli tétlap
        [priest] a Pap hívása
        [strongest] a kör legerősebb lapja
        [untied] a kör legerősebb, holtverseny nélküli lapja
       *[kept] a legerősebb lapnál holtverseny van, így a kezdő marad
    }).
play-of-the-dragons-card-played = **{ $seat }** kijátssza: { $card } ({ $note ->
        [triggers] a képessége működésbe lép
        [powerless] nincs képessége
       *[strong] túl erős ahhoz, hogy a képessége működésbe lépjen
    }); a raj ereje { $strength }.
play-of-the-dragons-turn-skipped = **{ $seat }** nem tud lapot kijátszani, ezt a kört kihagyja.
play-of-the-dragons-reshuffled = A dobópaklit megkeverik, ez lesz az új húzópakli.
play-of-the-dragons-cards-bought = **{ $seat }** kifogyott a lapokból, és vásárol: felfordul { $card }, { $payment }, és { $count ->
        [one] húz egy lapot
       *[other] húz { $count } lapot
    }.
play-of-the-dragons-colour-flight = **{ $seat }** kirak egy egyszínű { $colour ->
        [black] fekete
        [blue] kék
        [green] zöld
        [red] vörös
        [white] fehér
        [brass] sárgaréz
        [bronze] bronz
        [copper] vörösréz
        [gold] arany
       *[silver] ezüst
    } rajt: minden ellenfél fizet { $amount } aranyat ({ $payments }).
play-of-the-dragons-strength-flight = **{ $seat }** kirak egy azonos erejű rajt (erő: { $strength }): { $strength } arany a kasszából, és a tétlapok.
play-of-the-dragons-strength-flight-gold = **{ $seat }** { $gold } aranyat vesz el a kasszából (azonos erejű raj).
play-of-the-dragons-ante-taken = **{ $seat }** elveszi a tétlapok közül: { $cards } ({ $source ->
        [bronze] Bronz
       *[strength_flight] azonos erejű raj
    }).
play-of-the-dragons-gold-taken = { $who }: { $gold } aranyat vesz el a kasszából.
play-of-the-dragons-no-evil-dragon = { $who }: nincs gonosz sárkány, nem történik semmi.
play-of-the-dragons-opponents-pay = { $who }: minden ellenfél { $amount } aranyat fizet: { $payments }.
play-of-the-dragons-card-handed = { $who }: **{ $giver }** átad egy lapot neki: **{ $seat }**.
play-of-the-dragons-paid-instead = { $who }: { $payment }.
# Green or Brass: the victim has no dragon it can hand over and pays at once; you-…: as the victim reads it
play-of-the-dragons-paid-without-choice = { $who }: { $payment } (nincs átadható sárkány, nincs más választás).
play-of-the-dragons-you-paid-without-choice = { $who }: fizetsz { $paid } aranyat, mert nincs olyan sárkányod, amelyet átadhatnál.
play-of-the-dragons-you-paid-without-choice-owing = { $who }: fizetsz { $paid } aranyat, és még { $owed } arannyal tartozol, mert nincs olyan sárkányod, amelyet átadhatnál.
play-of-the-dragons-card-pulled = { $who }: { $payment }; **{ $seat }** véletlenszerűen húz egy lapot **{ $target }** kezéből.
play-of-the-dragons-no-card-pulled = { $who }: { $payment }; nincs elvehető lap.
play-of-the-dragons-mortal-seen = { $who }: van halandó az asztalon, { $gold } arany a kasszából.
play-of-the-dragons-no-mortal-seen = { $who }: egyik rajban sincs halandó, nem történik semmi.
play-of-the-dragons-copper-stays = { $who }: nincs lap, amelyre cserélhetne, így marad.
play-of-the-dragons-copper-swapped =
    { $who } helyére ez kerül a húzópakliból: { $card } ({ $note ->
        [triggers] a képessége működésbe lép
        [ran] a képessége ebben a csereláncban már működött
       *[powerless] nincs képessége
    }).
play-of-the-dragons-good-dragons-draw =
    { $who }: { $count } jó { $count ->
        [one] sárkány
       *[other] sárkány
    }; **{ $seat }** { $drew ->
        [one] húz egy lapot
       *[other] húz { $drew } lapot
    }.
play-of-the-dragons-silver-draws =
    { $who }: { $count ->
        [0] senki sem húz lapot.
        [one] egy lapot húz: { $seats }.
       *[other] fejenként egy lapot húz: { $seats }.
    }
play-of-the-dragons-bahamut-collects = { $who }: { $payments }.
play-of-the-dragons-bahamut-nobody = { $who }: egyik ellenfél rajában sincs egyszerre jó és gonosz sárkány.
play-of-the-dragons-power-copied = { $host } (**{ $seat }**) ennek a képességét használja: { $card }.
play-of-the-dragons-power-copied-measured = { $host } (**{ $seat }**) ennek a képességét használja: { $card }, a saját erejével ({ $strength }) mérve.
# a question with a single possible answer, carried out at once
play-of-the-dragons-only-choice-target = { $host }: { $choice } az egyetlen lehetséges célpont (nincs más célpont).
play-of-the-dragons-only-choice-copy = { $host } (**{ $seat }**): { $choice } az egyetlen másolható képesség (nincs más célpont).
play-of-the-dragons-only-choice-slay = { $host } (**{ $seat }**): { $choice } az egyetlen elég gyenge sárkány (nincs más célpont).
play-of-the-dragons-only-choice-discard = **{ $seat }** kénytelen eldobni egyetlen lapját: { $choice } (nincs más választás).
play-of-the-dragons-only-choice-princess = A Hercegnő (**{ $seat }**) őt hívja: { $choice } (nincs más választás).
play-of-the-dragons-mortal-pays-archmage = { $who }: { $payment }; egy tétlap képessége működésbe lép.
play-of-the-dragons-mortal-pays-dragonslayer = { $who }: { $payment }.
play-of-the-dragons-mortal-pays-druid = { $who }: { $payment }; ebben a játszmában a leggyengébb raj nyer.
play-of-the-dragons-mortal-pays-priest = { $who }: { $payment }; a következő kört **{ $seat }** kezdi.
play-of-the-dragons-mortal-pays-princess = { $who }: { $payment }; a Hercegnő hívja őket: { $cards }.
play-of-the-dragons-mortal-pays-princess-nothing = { $who }: { $payment }; a Hercegnő egyetlen jó sárkányt sem hív.
play-of-the-dragons-mortal-pays-fool =
    { $who }: { $payment }; erősebb rajok: { $stronger }; **{ $seat }** { $drew ->
        [one] húz egy lapot
       *[other] húz { $drew } lapot
    }.
play-of-the-dragons-dragon-slain = { $who } levágja ezt a sárkányt: { $card } (**{ $owner }** rajából).
play-of-the-dragons-card-thrown-away = **{ $seat }** eldobja: { $card } (Tolvaj).
play-of-the-dragons-princess-triggers = A Hercegnő (**{ $seat }**) működésbe hozza: { $card }.
play-of-the-dragons-nothing-to-choose-copy = { $host } (**{ $seat }**) nem talál másolható képességet.
play-of-the-dragons-nothing-to-choose-slay = { $host } (**{ $seat }**) nem talál elég gyenge sárkányt, amelyet levághatna.
play-of-the-dragons-nothing-to-choose-discard = **{ $seat }** kezében nincs eldobható lap.
play-of-the-dragons-nothing-to-choose-princess = A Hercegnőnek (**{ $seat }**) nem maradt jó sárkány, akit hívhatna.
play-of-the-dragons-nothing-to-choose-bronze = **{ $seat }** nem vesz el (több) tétlapot: nem maradt, vagy nincs hely a kezében.
play-of-the-dragons-nothing-to-choose-grab = **{ $seat }** nem vesz el (több) tétlapot: nem maradt, vagy nincs hely a kezében.
play-of-the-dragons-stakes-emptied = A kassza kiürült: vége a játszmának ({ $gambit }. játszma).
play-of-the-dragons-no-flight-may-win = Az istenek szabálya miatt egyik raj sem nyerhet; a kassza a következő játszmára marad.
play-of-the-dragons-flights-tied = Holtverseny { $strength } erővel: { $seats }; mindenki játszik még egy kört.
play-of-the-dragons-flights-tied-settled = Holtverseny { $strength } erővel: { $seats }, és senkinek sem maradt lapja; a kassza a következő játszmára marad.
play-of-the-dragons-gambit-won = { $gambit }. játszma: **{ $winner }** nyer a { $weakest ->
        [yes] leggyengébb
       *[no] legerősebb
    } rajjal ({ $strength }), és { $gold } aranyat kap.
play-of-the-dragons-debt-repaid = Adósság visszafizetve: { $payments }.
play-of-the-dragons-debt-defaulted = { $payments }.
play-of-the-dragons-eliminated = **{ $seat }** nem tudja megfizetni az adósságait, és kiesik.
# a gambit's gold on the scoresheet: each player's change of gold and where it came from ($parts: the
# play-of-the-dragons-part-… listed; …-plain: no parts to show); you-…: as each player reads their own
play-of-the-dragons-gambit-scored = 💰 { $gambit }. játszma: { $players }.
play-of-the-dragons-gambit-scored-player = **{ $player }** { $points } ({ $parts })
play-of-the-dragons-gambit-scored-player-plain = **{ $player }** { $points }
play-of-the-dragons-you-gambit-scored = 💰 { $gambit }. játszma: az egyenleged { $points } ({ $parts }); most { $gold } aranyad van.
play-of-the-dragons-you-gambit-scored-plain = 💰 { $gambit }. játszma: az egyenleged { $points }; most { $gold } aranyad van.
# the parts of a gambit's gold ($gold: signed, "+28" or "−8"): the stakes won at its end, the ante, cards bought with an
# empty hand, colour and strength flights, card powers, debts repaid or left unpaid
play-of-the-dragons-part-won = elnyert kassza { $gold }
play-of-the-dragons-part-ante = tét { $gold }
play-of-the-dragons-part-bought = vásárolt lapok { $gold }
play-of-the-dragons-part-flights = különleges rajok { $gold }
play-of-the-dragons-part-powers = képességek { $gold }
play-of-the-dragons-part-debts = adósságok { $gold }
play-of-the-dragons-game-over =
    Vége a játéknak { $gambits ->
        [one] { $gambits } játszma után
       *[other] { $gambits } játszma után
    }. Arany: { $gold }. { $count ->
        [one] Nyert:
       *[other] A győzelmen osztozik:
    } { $winners }.
play-of-the-dragons-game-over-stakes-left =
    Vége a játéknak { $gambits ->
        [one] { $gambits } játszma után
       *[other] { $gambits } játszma után
    }. Arany: { $gold }. { $count ->
        [one] Nyert:
       *[other] A győzelmen osztozik:
    } { $winners }. A kasszában maradt { $left } arany senkié.

## Questions a power asks, and their answers (buttons and select options: names plain, cards without emoji)

play-of-the-dragons-question-blue = { $host }: elveszel { $count } aranyat a kasszából, vagy minden ellenfél fizessen { $count } aranyat?
play-of-the-dragons-question-give =
    { $host } (**{ $to }**): adsz neki a kezedből { $power ->
        [green] egy gonosz sárkányt, amely gyengébb ennél: { $than },
       *[brass] egy jó sárkányt, amely erősebb ennél: { $than },
    } vagy fizetsz { $pay } aranyat?
# the same question as the others see it: whether the victim could hand anything over stays theirs
play-of-the-dragons-question-give-public = { $host } (**{ $to }**): átad egy megfelelő sárkányt, vagy fizet { $pay } aranyat (titokban dönt)
play-of-the-dragons-question-target = { $host }: a legerősebb rajú ellenfelek közül melyik?
play-of-the-dragons-question-copy-ante = { $host }: melyik tétlap képességét másolja?
play-of-the-dragons-question-copy-flight = { $host }: melyik rajban lévő gonosz sárkány képességét másolja?
play-of-the-dragons-question-slay = { $host }: melyik sárkányt vágja le, amely gyengébb ennél: { $than }?
play-of-the-dragons-question-discard = Tolvaj: melyik lapot dobod el?
play-of-the-dragons-question-princess = Hercegnő: melyik jó sárkány képessége lépjen működésbe következőként?
play-of-the-dragons-question-bronze = Bronz: az egyformán gyenge tétlapok közül melyiket veszed el?
play-of-the-dragons-question-grab = Azonos erejű raj: melyik tétlapot veszed a kezedbe?
play-of-the-dragons-decision-help-blue = Vedd el magad az aranyat, vagy fizessen be ennyit a kasszába minden ellenfél.
play-of-the-dragons-decision-help-give = Add át a felkínált lapok egyikét, vagy fizess helyette 5 aranyat.
play-of-the-dragons-decision-help-target = Több ellenfélnek is ugyanolyan erős a legerősebb raja: válaszd ki, kit sújtson a képességed.
play-of-the-dragons-decision-help-copy = A választott képesség úgy működik, mintha a lapodra volna nyomtatva.
play-of-the-dragons-decision-help-slay = A választott sárkány a rajából a dobópaklira kerül.
play-of-the-dragons-decision-help-discard = A Tolvaj miatt el kell dobnod egy lapot a kezedből.
play-of-the-dragons-decision-help-princess = Jó sárkányaid képességei egyenként lépnek működésbe: válaszd ki, melyik jöjjön.
play-of-the-dragons-decision-help-bronze = A leggyengébb tétlapok holtversenyben vannak: válaszd ki, melyik kerüljön a kezedbe.
play-of-the-dragons-decision-help-grab = Nem fér a kezedbe minden tétlap: egyenként válassz.
play-of-the-dragons-choice-take = { $amount } arany elvétele a kasszából
play-of-the-dragons-choice-others = Minden ellenfél { $amount } aranyat fizet a kasszába
play-of-the-dragons-choice-pay = { $amount } arany kifizetése
play-of-the-dragons-choice-give = Átadom: { $card }
play-of-the-dragons-choice-target = { $seat } (raj: { $strength })
play-of-the-dragons-choice-ante-of = { $card } ({ $seat } tétlapja)
play-of-the-dragons-choice-flight-of = { $card } ({ $seat } rajából)
play-of-the-dragons-choice-discard = Eldobom: { $card }
play-of-the-dragons-choice-trigger = Működésbe hozom: { $card }
play-of-the-dragons-choice-take-card = Elveszem: { $card }
play-of-the-dragons-choice-select = Válassz

## The table

play-of-the-dragons-table-title = 🪙 { play-of-the-dragons-title } · { $stage }
# the stage of the game; $gambits is 0 when the game plays until someone is out of gold
play-of-the-dragons-stage-final = végső aranyak
play-of-the-dragons-stage-ante =
    { $gambits ->
        [0] { $gambit }. játszma
       *[other] { $gambit }/{ $gambits }. játszma
    } · tétlapok
play-of-the-dragons-stage-tie-break =
    { $gambits ->
        [0] { $gambit }. játszma
       *[other] { $gambit }/{ $gambits }. játszma
    } · { $round }. kör (holtverseny eldöntése)
play-of-the-dragons-stage-round =
    { $gambits ->
        [0] { $gambit }. játszma
       *[other] { $gambit }/{ $gambits }. játszma
    } · { $round }/{ $rounds }. kör
play-of-the-dragons-game-over-line =
    🏁 A játéknak vége { $gambits ->
        [one] { $gambits } játszma után
       *[other] { $gambits } játszma után
    }.
play-of-the-dragons-stakes-line = 💰 Kassza: **{ $stakes }** arany
play-of-the-dragons-ante-line = 🎲 **Tétlapok**: mindenki titokban választ egy lapot (**{ table-hand-button }**).
play-of-the-dragons-leads-line =
    💰 Kassza: **{ $stakes }** arany · 🚩 kezd: **{ $name }** · { $weakest ->
        [yes] 🌿 a **leggyengébb** raj nyer (Druida)
       *[no] a legerősebb raj nyer
    }
play-of-the-dragons-must-decide = ❓ **{ $name }** dönt: { $prompt }
play-of-the-dragons-to-play = ▶️ **{ $name }** következik · { $rule }
play-of-the-dragons-trigger-first = ⚡ a kör első lapja mindig működésbe lép
play-of-the-dragons-trigger-at-most = ⚡ legfeljebb **{ $strength }** erőnél
play-of-the-dragons-player-gold =
    💰 **{ $gold }** · ✋ { $cards } { $cards ->
        [one] lap
       *[other] lap
    }
play-of-the-dragons-out-of-the-game = kiesett · 💰 { $gold }
play-of-the-dragons-owes = ⚠️ tartozik: { $debts }
play-of-the-dragons-owed = { $amount }, neki: { $creditor }
play-of-the-dragons-owed-stakes = { $amount } a kasszának
play-of-the-dragons-flight-earlier = … és még { $count }
play-of-the-dragons-cannot-win = 🚫 nem nyerhet
play-of-the-dragons-special-colour =
    🎉 egyszínű { $colour ->
        [black] fekete
        [blue] kék
        [green] zöld
        [red] vörös
        [white] fehér
        [brass] sárgaréz
        [bronze] bronz
        [copper] vörösréz
        [gold] arany
       *[silver] ezüst
    } raj
play-of-the-dragons-special-strength = 🎉 azonos erejű raj (erő: { $strength })
play-of-the-dragons-priest-leads = 🕯️ a következő kört kezdi
play-of-the-dragons-what-happened = Mi történt
play-of-the-dragons-scoresheet = Arany játszmánként
play-of-the-dragons-scoresheet-gambit = Játszma
play-of-the-dragons-scoresheet-start = Kezdés
play-of-the-dragons-house-rules =
    { $gambits ->
        [0] Amíg valaki ki nem fogy az aranyból
        [one] Összesen { $gambits } játszma
       *[other] Összesen { $gambits } játszma
    } · { $ties ->
        [keep] holtversenynél a kezdő marad
       *[untied] a holtverseny nélküli lap kezd
    } · lépésidő: { $timer } · húzópakli: { $deck } · dobópakli: { $discard }
play-of-the-dragons-timer-off = ki
play-of-the-dragons-timer-minutes = { $minutes } perc
play-of-the-dragons-timer-seconds = { $seconds } mp
# the one line an old table keeps once its gambit is over
play-of-the-dragons-summary-won = 🏁 { $gambit }. játszma vége · a kasszát **{ $winner }** viszi: { $amount } arany · 💰 { $gold }
play-of-the-dragons-summary-won-weakest = 🏁 { $gambit }. játszma vége · a kasszát a leggyengébb rajjal **{ $winner }** viszi: { $amount } arany · 💰 { $gold }
play-of-the-dragons-summary-emptied = 🏁 { $gambit }. játszma vége · kiürült a kassza · 💰 { $gold }
play-of-the-dragons-summary-kept = 🏁 { $gambit }. játszma vége · senki sem nyert: a kassza marad · 💰 { $gold }
play-of-the-dragons-summary-gold = 🏁 { $gambit }. játszma vége · 💰 { $gold }
play-of-the-dragons-summary-player = { $name } { $gold }
play-of-the-dragons-summary-player-out = { $name } kiesett
# …-parts: the gold, its change over the gambit ($points, signed) and where that came from
play-of-the-dragons-summary-player-parts = { $name } { $gold } ({ $points }: { $parts })
play-of-the-dragons-summary-player-out-parts = { $name } kiesett ({ $points }: { $parts })

## A player's hand

play-of-the-dragons-hand-title = Lapjaid · { $stage }
play-of-the-dragons-hand-game-over = 🏁 A játéknak vége: **{ $gold }** arannyal végeztél. Az eredmény az asztalnál látható.
play-of-the-dragons-hand-eliminated = 💀 Kiestél a játékból; az asztalnál látod, hogyan állnak a többiek.
play-of-the-dragons-your-decision = ❓ **Te döntesz**: { $prompt }
play-of-the-dragons-choose-ante = 🎲 **Válaszd ki a tétlapodat**, titokban. Mindenki a legmagasabb tétlap erejének megfelelő aranyat fizet a kasszába; az 1. kört a legmagasabb, holtverseny nélküli tétlap gazdája kezdi.
play-of-the-dragons-your-ante = 🎲 Tétlapod: { $card }.
play-of-the-dragons-your-ante-waiting = 🎲 Tétlapod: { $card }. Várakozás: { $names }.
play-of-the-dragons-no-ante = 🎲 Nincs lapod, amelyet tétnek tehetnél; a többiek választanak.
play-of-the-dragons-your-turn = ▶️ **Te jössz**: játssz ki egy lapot a rajodba · { $rule }
play-of-the-dragons-is-deciding = ⏳ **{ $name }** dönt: { $prompt }
play-of-the-dragons-waiting-to-play = ⏳ Várjuk, hogy **{ $name }** kijátsszon egy lapot.
play-of-the-dragons-waiting-for-others = ⏳ Várjuk a többieket.
play-of-the-dragons-your-gold =
    💰 **{ $gold }** arany · kassza **{ $stakes }** · ✋ { $cards } { $cards ->
        [one] lap
       *[other] lap
    } (legfeljebb { $limit })
play-of-the-dragons-your-debts = ⚠️ Tartozásod: { $debts }
play-of-the-dragons-your-flight = 🐉 Rajod **{ $strength }**: { $flight }
play-of-the-dragons-your-flight-cannot-win = 🐉 Rajod **{ $strength }**: { $flight } · 🚫 nem nyerhet
# $cards: the cards of the hand whose play would leave the flight unable to win
play-of-the-dragons-spoils-warning = ⚠️ Ha most kijátszod, a rajod sosem nyerhet (sárkányisten-szabály): { $cards }
# a hidden card the reader gave or took (Red's pull, Green's or Brass's gift); $name: the other player
play-of-the-dragons-exchange-taken-from-you = ✋ **{ $name }** elvette a lapodat: { $card }
play-of-the-dragons-exchange-you-took = ✋ Elvettél egy lapot: { $card } (tőle: **{ $name }**)
play-of-the-dragons-exchange-you-handed = 🤝 Átadtad ezt a lapot: { $card } (neki: **{ $name }**)
play-of-the-dragons-exchange-handed-you = 🤝 **{ $name }** átadta neked ezt a lapot: { $card }
play-of-the-dragons-other-flights = 🐉 A többiek: { $flights }
play-of-the-dragons-other-flight = { $name } **{ $strength }**
play-of-the-dragons-other-flight-cannot-win = { $name } **{ $strength }** 🚫
play-of-the-dragons-weakest-note = 🌿 Ebben a játszmában a **leggyengébb** raj nyer (Druida).
play-of-the-dragons-no-cards = Nincs lap a kezedben.
# the button that shows the powers of one's cards, and its answer
play-of-the-dragons-powers-button = Lapok képességei
play-of-the-dragons-powers-title = 📜 Mit tudnak a lapjaid · { $stage }
play-of-the-dragons-powers-line = { $emoji } **{ $names }** · { $kind }: { $text }
play-of-the-dragons-powers-choices = **A választható képességek**
play-of-the-dragons-powers-footer = { $trigger } = a képessége működésbe lépne, ha most kijátszanád
play-of-the-dragons-not-seated = Nem játszol ebben a játékban.

# The ids the shared layer reads for every game.

play-of-the-dragons-title = Play of the Dragons
play-of-the-dragons-tagline = Three-Dragon Ante 2–6 főre: titkos tét, a legerősebb sárkányraj, az arany a tiéd · játszmánként kb. 5 perc
play-of-the-dragons-quick-start =
    🎲 **Tétlap**: minden játszmában mindenki titokban választ egy lapot; a legmagasabb szabja meg, mennyit fizet mindenki a kasszába.
    🐉 **Játék**: 3 körben mindenki egy-egy lapot tesz a rajához; ha egy lap nem erősebb az előtte kijátszottnál, a képessége működésbe lép ⚡.
    💰 **Győzelem**: a legerősebb raj viszi a kasszát; ha valaki kifogy az aranyból, a legtöbb arany nyer.
    
    Jelek: 💰 arany · ✋ lapok a kézben · 🎲 tétlap · 🐉 a raj ereje · ⚡ a képesség működésbe lép · 🚩 a kör kezdője · ▶️ következik · ❓ dönt · ⚠️ tartozik · 🚫 nem nyerhet · 🎉 különleges raj · 📜 a **Lapok képességei** gomb (a kezedben) megmondja, mit tudnak a lapjaid.
play-of-the-dragons-rules =
    { "*" }*Cél.** A legtöbb arannyal fejezd be a játékot. Mindenki 50 arannyal (házszabály) és 6 lappal kezd; a kézben legfeljebb 10 lap lehet.
    
    { "*" }*A lapok.** 70 lap, mindegyik mindig a jele mellett a nevével látszik. Tíz szín sárkányai, 1–13 erővel: gonosz ⬛ Fekete, 🟦 Kék, 🟩 Zöld, 🟥 Vörös, ⬜ Fehér; jó 🟫 Sárgaréz, 🟤 Bronz, 🟠 Vörösréz, 🟨 Arany, ⚪ Ezüst. Az istenek: 💠 Bahamut (jó) és 🐲 Tiamat (gonosz), a gonosz 💀 Drakolics és hét halandó: 🧙 Főmágus, ⚔️ Sárkányölő, 🦹 Tolvaj, 🌿 Druida, 🕯️ Pap, 👸 Hercegnő, 🃏 Bolond.
    
    { "*" }*Tétlapok.** A játszma azzal kezdődik, hogy mindenki titokban választ egy lapot; egyszerre fordítják fel őket. Mindenki a legmagasabb tétlap erejének megfelelő aranyat fizet a kasszába, és az 1. kört annak a lapnak a gazdája kezdi, amelynek értékét senki más nem mutatja fel. Ha minden érték holtversenyben van, a tétlapok a dobópaklira kerülnek, mindenki húz egy lapot, és ingyen újra tétlapot választ. A tétlapok felfordítva a kassza mellett maradnak.
    
    { "*" }*Körök.** Három kör; mindegyikben a kezdőtől az óramutató járása szerint mindenki kijátszik egy lapot a saját rajába. A legerősebb lap gazdája kezdi a következő kört; holtversenynél a kör kezdője marad („Holtversenynél a kezdő marad” házszabály kikapcsolva: a legerősebb, holtverseny nélküli lap kezd). A Pap ezt felülírja.
    
    { "*" }*Képességek ⚡.** Egy lap képessége **működésbe lép**, ha ő nyitja a kört, vagy nem erősebb a közvetlenül előtte kijátszott lapnál. A kezed ⚡ jellel jelöli ezeket a lapokat, a **📜 Lapok képességei** gomb pedig megmondja, mit tud az egyes lap. A Zöld vagy Sárgaréz áldozatát mindig megkérdezzük (csak ő látja, mit adhat át; az 5 arany kifizetése mindig lehetséges). Ha a Drakolics vagy a Főmágus egy másik lap képességét használja, az „ennél a lapnál” a lemásolt lap erejére vonatkozik. Ha egy képességnek csak egy lehetséges célpontja van, azonnal azt választja, és a napló ezt jelzi.
    
    { "*" }*A játszma megnyerése.** A 3. kör után a legerősebb raj (az erők összege) viszi a kasszát, vagy a leggyengébb, ha egy Druida működésbe lépett. Ha a rajok holtversenyben vannak, mindenki játszik még egy kört. Ha egy képesség kiüríti a kasszát, a játszma azonnal véget ér.
    
    { "*" }*Istenek.** Az a raj, amelyben Bahamut és bármilyen gonosz sárkány, vagy Tiamat és bármilyen jó sárkány van, nem nyerhet; a kassza, amelyet egyik raj sem nyerhet meg, a következő játszmára marad. Tiamat minden gonosz színnek számít.
    
    { "*" }*Különleges rajok**, játszmánként egyszer-egyszer: három egyszínű sárkány esetén minden ellenfél a középső erejének megfelelő aranyat fizet neked; három azonos erejű lap esetén ennyi aranyat veszel el a kasszából, és megkapod a tétlapokat.
    
    { "*" }*Lapvásárlás.** Ha üres a kezed, felfordítod a húzópakli felső lapját, az erejének megfelelő aranyat fizetsz a kasszába, és húzol 4 lapot.
    
    { "*" }*Adósság.** Aki nem tud fizetni, kifizeti, amije van, a többivel tartozik; aki a játszma végéig nem fizeti vissza az adósságát, kiesik.
    
    { "*" }*Vége.** Minden játszma után mindenki húz 2 lapot. A játék annak a játszmának a végén ér véget, amely után valaki arany nélkül marad (vagy a házigazda által megadott számú játszma után); a legtöbb arany nyer, egyenlőség esetén osztoznak. A kasszában maradt arany ekkor senkié.
    
    { "*" }*A gonosz sárkányok képességei**
    ⬛ **Fekete**: Vegyél el 2 aranyat a kasszából.
    🟦 **Kék**: Számold meg a gonosz sárkányaidat: ennyit veszel el a kasszából, vagy minden ellenfél ennyit fizet be.
    🟩 **Zöld**: A következő játékos ad neked egy gyengébb gonosz sárkányt, vagy fizet neked 5 aranyat.
    🟥 **Vörös**: A legerősebb rajú ellenfél fizet neked 1 aranyat; húzz egy véletlen lapot a kezéből.
    ⬜ **Fehér**: Vegyél el 3 aranyat, ha bármelyik rajban van halandó.
    
    { "*" }*A jó sárkányok képességei**
    🟫 **Sárgaréz**: A legerősebb rajú ellenfél ad neked egy erősebb jó sárkányt, vagy fizet neked 5 aranyat.
    🟤 **Bronz**: A két leggyengébb tétlapot vedd a kezedbe.
    🟠 **Vörösréz**: Cseréld ki ezt a lapot a húzópakli felső lapjára, amelynek képessége ekkor működésbe lép.
    🟨 **Arany**: Húzz egy lapot minden jó sárkányért a rajodban.
    ⚪ **Ezüst**: Mindenki, akinek rajában van jó sárkány, húz egy lapot.
    
    { "*" }*Az istenek, a Drakolics és a halandók képességei**
    💠 **Bahamut**: Minden ellenfél, akinek rajában jó és gonosz sárkány is van, fizet neked 10 aranyat.
    🐲 **Tiamat**: Nincs képessége; minden gonosz színnek számít.
    💀 **Drakolics**: Egy bármelyik rajban lévő gonosz sárkány képességét használja.
    🧙 **Főmágus**: Fizess 1-et, aztán használd egy tétlap képességét.
    ⚔️ **Sárkányölő**: Fizess 1-et, aztán dobj el egy gyengébb sárkányt bármelyik rajból.
    🦹 **Tolvaj**: Vegyél el 7 aranyat a kasszából, aztán dobj el egy lapot.
    🌿 **Druida**: Fizess 1-et; ebben a játszmában a leggyengébb raj nyer.
    🕯️ **Pap**: Fizess 1-et; a következő kört te kezded.
    👸 **Hercegnő**: Fizess 1-et; jó sárkányaid képességei újra működésbe lépnek.
    🃏 **Bolond**: Fizess 1-et; húzz egy lapot minden rajért, amely erősebb a tiédnél.
play-of-the-dragons-score =
    { $count ->
        [one] { $amount } arany
       *[other] { $amount } arany
    }
play-of-the-dragons-option-start-gold = Kezdő arany
    .help = Mennyi arannyal kezd minden játékos.
play-of-the-dragons-option-gambits = Játszmák
    .help = 0: addig játszotok, amíg egy játszma végén valaki kifogy az aranyból; különben a lejátszandó játszmák száma.
play-of-the-dragons-option-gambits-0 = amíg valaki ki nem fogy az aranyból
play-of-the-dragons-option-lead-tie-keeps-leader = Holtversenynél a kezdő marad
    .help = Ha egy körben a legerősebb lapnál holtverseny van, a kör kezdője kezd újra (a szabálykönyv szerint); kikapcsolva: a legerősebb, holtverseny nélküli lap veszi át a kezdést.
play-of-the-dragons-illegal-answer-power-first = Ez a lépés nem szabályos: előbb egy másik játékosnak kell válaszolnia egy képességre.
play-of-the-dragons-illegal-ante-already-chosen = Ez a lépés nem szabályos: a tétlapodat már kiválasztottad.
play-of-the-dragons-illegal-answer-question-first = Ez a lépés nem szabályos: előbb válaszolj a függő kérdésre.
play-of-the-dragons-illegal-ante-now = Ez a lépés nem szabályos: most tétlapot kell választani (ante:<lap>).
play-of-the-dragons-illegal-play-now = Ez a lépés nem szabályos: most lapot kell kijátszani (play:<lap>).
play-of-the-dragons-illegal-ante-now-because-no-such-card = Ez a lépés nem szabályos: most tétlapot kell választani (ante:<lap>): nincs ilyen lap: „{ $card }”.
play-of-the-dragons-illegal-ante-now-because-no-such-action = Ez a lépés nem szabályos: most tétlapot kell választani (ante:<lap>): „{ $action }” nem lépés.
play-of-the-dragons-illegal-play-now-because-no-such-card = Ez a lépés nem szabályos: most lapot kell kijátszani (play:<lap>): nincs ilyen lap: „{ $card }”.
play-of-the-dragons-illegal-play-now-because-no-such-action = Ez a lépés nem szabályos: most lapot kell kijátszani (play:<lap>): „{ $action }” nem lépés.
play-of-the-dragons-illegal-card-not-held = Ez a lépés nem szabályos: nincs a kezedben ez a lap: { $card }.
play-of-the-dragons-illegal-no-such-card = Ez a lépés nem szabályos: nincs ilyen lap: „{ $card }”.
play-of-the-dragons-illegal-no-such-action = Ez a lépés nem szabályos: „{ $action }” nem lépés.
