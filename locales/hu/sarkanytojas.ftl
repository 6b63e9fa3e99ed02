## Sárkánytojás: lapkagyűjtés 7×7-es játéktéren (a /sarkanytojas parancsok, a játék asztala és saját nézetei).


## What the shared layer reads for every game


## Commands

command-sarkanytojas = sarkanytojas
    .description = Sárkánytojás: gyűjts tojásokat, kerüld a sárkányokat (2–4 fő), és a Sárkányok útja fejtörő
command-sarkanytojas-new = új
    .description = Sárkánytojás-lobbi nyitása ebben a csatornában (2–4 játékos)
command-sarkanytojas-new-shield_pit = pajzs_verem
    .description = 3 Pajzs és 3 Verem a játékban: aki elveszi, sárkányt vagy tojást veszít (alapból: ki)
command-sarkanytojas-new-match = verseny
    .description = A verseny játszmáinak száma, versenypontokért (alapból: 1)
command-sarkanytojas-new-open_scores = nyílt_pontok
    .description = Mindenki lapkái és pontjai látszanak játék közben (alapból: ki, a lapkák lefordítva)
command-sarkanytojas-new-timer = időzítő
    .description = Mennyi ideje van egy játékosnak a húzásra, mielőtt helyette a gép húz
command-sarkanytojas-puzzle = fejtörő
    .description = A Sárkányok útja fejtörő lobbijának nyitása ebben a csatornában (1–12 játékos)
command-sarkanytojas-puzzle-level = szint
    .description = I: 3×3-as tábla, II: 4×4, III: 5×5 (alapból: I)
command-sarkanytojas-puzzle-level-i = I (3×3)
command-sarkanytojas-puzzle-level-ii = II (4×4)
command-sarkanytojas-puzzle-level-iii = III (5×5)
command-sarkanytojas-puzzle-check_seconds = ellenőrzés_mp
    .description = Időre játszott változat: hány mp jut jobb útvonalat keresni egy tipp után (alapból 0; javasolt: 30)
command-sarkanytojas-puzzle-race_seconds = tippelés_mp
    .description = Hány mp van tippelni, mielőtt a még nem tippelők passzolnak (alapból: 0, nincs korlát)
command-sarkanytojas-puzzle-timer = időzítő
    .description = Mennyi ideje van a tippelőnek megmutatni az útvonalát (alapból: 2 perc)

## Tiles and lines

# a Shield or a Pit by name (a value tile shows its signed value)
sarkanytojas-tile-shield = Pajzs
sarkanytojas-tile-pit = Verem
sarkanytojas-line =
    { $direction ->
        [row] { $number }. sor
       *[column] { $letter } oszlop
    }
# the score a player's face-down haul may have
sarkanytojas-score-range = { $low } és { $high } között
sarkanytojas-tile-count = { $name } ×{ $count }

## Events

sarkanytojas-event-took = { $taker } elvesz egy lapkát: { $tile }, innen: { $square }.
sarkanytojas-event-took-shield-pit =
    { $tile ->
        [shield] { $taker } Pajzsot vesz el innen: { $square }, és le kell mondania egyik sárkányáról.
       *[pit] { $taker } Vermet vesz el innen: { $square }, és le kell mondania egyik tojásáról.
    }
sarkanytojas-event-took-shield-pit-free =
    { $tile ->
        [shield] { $taker } Pajzsot vesz el innen: { $square }; mivel nincs sárkánya, amiről lemondhatna, a Pajzs kikerül a játékból.
       *[pit] { $taker } Vermet vesz el innen: { $square }; mivel nincs tojása, amiről lemondhatna, a Verem kikerül a játékból.
    }
sarkanytojas-event-gave-up =
    { $by ->
        [shield]
            { $kind ->
                [egg] { $taker } lefordítva félreteszi a Pajzsot és egyik tojását.
               *[dragon] { $taker } lefordítva félreteszi a Pajzsot és egyik sárkányát.
            }
       *[pit]
            { $kind ->
                [dragon] { $taker } lefordítva félreteszi a Vermet és egyik sárkányát.
               *[egg] { $taker } lefordítva félreteszi a Vermet és egyik tojását.
            }
    }
sarkanytojas-event-game-over-field-empty = { $number }. játszma vége: kiürült a játéktér; a Sárkánytojást kapja: { $egg_to } (+{ $bonus }). { $scores }
sarkanytojas-event-game-over-line-empty =
    { $direction ->
        [row] { $number }. játszma vége: { $seat } sorában nincs több lapka; a Sárkánytojást kapja: { $egg_to } (+{ $bonus }). { $scores }
       *[column] { $number }. játszma vége: { $seat } oszlopában nincs több lapka; a Sárkánytojást kapja: { $egg_to } (+{ $bonus }). { $scores }
    }
sarkanytojas-score-entry = { $name } { $score }
sarkanytojas-score-entry-winner = 🏆 { $name } { $score }
sarkanytojas-pair-names = { $one }+{ $other }
# where a player's score of a game came from: the sums of the eggs and of the dragons they kept, and the Dragon Egg
sarkanytojas-parts = 🥚{ $eggs } 🐉{ $dragons }
sarkanytojas-parts-egg = 🥚{ $eggs } 🐉{ $dragons }, Sárkánytojás { $bonus }
# a player's score of a game and where it came from ($parts: sarkanytojas-parts)
sarkanytojas-score-parts = { $name } { $score } ({ $parts })
sarkanytojas-score-parts-winner = 🏆 { $name } { $score } ({ $parts })
# a pair's score: its players' (sarkanytojas-score-parts) and their sum
sarkanytojas-pair-sum = { $first } & { $second } = { $score }
sarkanytojas-pair-sum-winner = 🏆 { $first } & { $second } = { $score }
sarkanytojas-event-game-begins = Kirakták a következő táblát: { $number }. játszma (összesen { $games }); kezd: { $starter }.
sarkanytojas-event-match-over =
    { $count ->
        [one] Vége a versenynek: { $champions }, { $count } versenyponttal.
       *[other] Vége a versenynek: { $champions }, { $count } versenyponttal.
    }

## The table

sarkanytojas-table-title = 🥚 Sárkánytojás
sarkanytojas-table-title-final = 🥚 Sárkánytojás · végeredmény
sarkanytojas-table-title-game = 🥚 Sárkánytojás · { $number }/{ $games }. játszma
sarkanytojas-field-game = { $number }. játszma
sarkanytojas-field-scoresheet = Verseny: pontok játszmánként, versenypontok
sarkanytojas-field-recent = Legutóbb
sarkanytojas-situation-pending =
    { $by ->
        [shield]
            { $kind ->
                [egg] ❓ **{ $name }** 🛡️ Pajzsot vett el, és kiválasztja, melyik tojásáról mond le. Az lefordítva kerül félre: senki más nem tudja meg, melyik volt.
               *[dragon] ❓ **{ $name }** 🛡️ Pajzsot vett el, és kiválasztja, melyik sárkányáról mond le. Az lefordítva kerül félre: senki más nem tudja meg, melyik volt.
            }
       *[pit]
            { $kind ->
                [dragon] ❓ **{ $name }** 🕳️ Vermet vett el, és kiválasztja, melyik sárkányáról mond le. Az lefordítva kerül félre: senki más nem tudja meg, melyik volt.
               *[egg] ❓ **{ $name }** 🕳️ Vermet vett el, és kiválasztja, melyik tojásáról mond le. Az lefordítva kerül félre: senki más nem tudja meg, melyik volt.
            }
    }
sarkanytojas-situation-turn =
    ▶️ **{ $name }** következik, a bekeretezett vonalból húz: **{ $line }**
    { $offer }
    Aki utoljára húz, megkapja a Sárkánytojást (+{ $bonus }).
sarkanytojas-offer-entry = { $tile } { $square }
sarkanytojas-side-turn = ▶️ { $side }
sarkanytojas-side-pending = ❓ { $side }
sarkanytojas-side-names = { $first } & { $second }
sarkanytojas-personal-score-parts = { $score } = { $parts }
sarkanytojas-side-one =
    { $haul }
    { "*" }*Pontszám: { $score }**
sarkanytojas-side-player = **{ $name }** ({ $score }): { $haul }
sarkanytojas-side-pair-total = **A pár pontszáma: { $score }**
sarkanytojas-side-face-down = **{ $name }**: { $haul }
sarkanytojas-last-game =
    { $reason ->
        [row] Vége: { $seat } sorában nincs több lapka. A Sárkánytojást kapta: **{ $egg_to }** (+{ $bonus }); nyert: **{ $winners }**.
        [column] Vége: { $seat } oszlopában nincs több lapka. A Sárkánytojást kapta: **{ $egg_to }** (+{ $bonus }); nyert: **{ $winners }**.
       *[field] Vége: kiürült a játéktér. A Sárkánytojást kapta: **{ $egg_to }** (+{ $bonus }); nyert: **{ $winners }**.
    }
# the last game's scores with their parts, and the match points it gave
sarkanytojas-last-game-scores = { $scores } · versenypontok: { $points }
sarkanytojas-footer-tiles-left =
    { $count ->
        [one] { $count } lapka maradt
       *[other] { $count } lapka maradt
    }
sarkanytojas-footer-shield-pit = 🛡️ a Pajzs egy sárkányba, 🕳️ a Verem egy tojásba kerül
sarkanytojas-footer-timer =
    { $unit ->
        [off] lépésidő: ki
        [minutes] lépésidő: { $minutes } perc
       *[seconds] lépésidő: { $seconds } mp
    }
sarkanytojas-sheet-points = Pont
sarkanytojas-sheet-game = J{ $number }
# the line an old table keeps once the next game of the match is laid out
sarkanytojas-game-summary = 🏁 { $number }. játszma vége (összesen { $games }) · { $scores } · nyert: { $winners } · versenypontok: { $points }

## Hauls

sarkanytojas-face-down-tiles =
    { $count ->
        [one] 🂠 { $count } lapka lefordítva
       *[other] 🂠 { $count } lapka lefordítva
    }
sarkanytojas-no-tiles = még nincs lapkája
sarkanytojas-took-tiles = lapkái: { $tiles }
sarkanytojas-discard-known =
    { $by ->
        [shield] 🛡️Pajzs: lemondott erről: { $tile }
       *[pit] 🕳️Verem: lemondott erről: { $tile }
    }
sarkanytojas-discard-hidden =
    { $by ->
        [shield]
            { $kind ->
                [egg] 🛡️Pajzs: egy tojás lefordítva félrekerült
               *[dragon] 🛡️Pajzs: egy sárkány lefordítva félrekerült
            }
       *[pit]
            { $kind ->
                [dragon] 🕳️Verem: egy sárkány lefordítva félrekerült
               *[egg] 🕳️Verem: egy tojás lefordítva félrekerült
            }
    }
sarkanytojas-discard-nothing =
    { $by ->
        [shield] 🛡️Pajzs: nem volt miről lemondani
       *[pit] 🕳️Verem: nem volt miről lemondani
    }

## The private view

sarkanytojas-hand-title = Lapkáid
sarkanytojas-hand-title-game = Lapkáid · { $number }/{ $games }. játszma
sarkanytojas-hand-over = 🏁 A játszmának vége: az eredmény az asztalnál látható.
sarkanytojas-hand-your-take =
    { $direction ->
        [row] ▶️ **Te húzol** innen: **{ $line }**; utána **{ $name }** a lapkád sorából húz:
       *[column] ▶️ **Te húzol** innen: **{ $line }**; utána **{ $name }** a lapkád oszlopából húz:
    }
sarkanytojas-hand-your-take-last = ▶️ **Te húzol** innen: **{ $line }**
sarkanytojas-hand-choice = { $square } { $tile } → { $next }
sarkanytojas-hand-choice-costs =
    { $cost ->
        [egg] { $square } { $tile } (egy tojásodba kerül) → { $next }
       *[dragon] { $square } { $tile } (egy sárkányodba kerül) → { $next }
    }
sarkanytojas-hand-choice-free =
    { $cost ->
        [egg] { $square } { $tile } (ingyen: nincs tojásod) → { $next }
       *[dragon] { $square } { $tile } (ingyen: nincs sárkányod) → { $next }
    }
sarkanytojas-next-ends = véget ér a játszma: tiéd a Sárkánytojás (+{ $bonus })
sarkanytojas-take-button = { $tile } · { $square }
sarkanytojas-hand-wait-discard =
    { $kind ->
        [egg] ⏳ **{ $name }** kiválasztja, melyik tojásáról mond le.
       *[dragon] ⏳ **{ $name }** kiválasztja, melyik sárkányáról mond le.
    }
sarkanytojas-hand-wait-take = ⏳ **{ $name }** húz, innen: { $line }.
sarkanytojas-hand-haul = Zsákmányod · pontszám: { $score }
sarkanytojas-hand-scores = Pontok
sarkanytojas-hand-score = **{ $name }** { $score }
sarkanytojas-hand-score-partner = 🤝 **{ $name }** { $score }
sarkanytojas-hand-face-down =
    { $count ->
        [one] 🂠 { $count } lapka
       *[other] 🂠 { $count } lapka
    }
sarkanytojas-hand-pairs = A párod: **{ $ours }** · a másik pár: **{ $theirs }**
sarkanytojas-discard-choice =
    { $by ->
        [shield]
            { $kind ->
                [egg] 🛡️ **Pajzsot** vettél el: mondj le egyik tojásodról. A Pajzzsal együtt lefordítva kerül félre, és csak te fogod tudni, melyik volt.
               *[dragon] 🛡️ **Pajzsot** vettél el: mondj le egyik sárkányodról. A Pajzzsal együtt lefordítva kerül félre, és csak te fogod tudni, melyik volt.
            }
       *[pit]
            { $kind ->
                [dragon] 🕳️ **Vermet** vettél el: mondj le egyik sárkányodról. A Veremmel együtt lefordítva kerül félre, és csak te fogod tudni, melyik volt.
               *[egg] 🕳️ **Vermet** vettél el: mondj le egyik tojásodról. A Veremmel együtt lefordítva kerül félre, és csak te fogod tudni, melyik volt.
            }
    }
sarkanytojas-discard-usually =
    { $kind ->
        [egg] Általában a legjobb: a legkisebb értékű tojás.
       *[dragon] Általában a legjobb: a legdrágább sárkány.
    }
sarkanytojas-discard-button = Lemondok róla: { $tile }

## The table's picture

sarkanytojas-picture-game = { $number }/{ $games }. játszma
sarkanytojas-picture-tiles-left =
    { $count ->
        [one] { $count } lapka maradt
       *[other] { $count } lapka maradt
    }
sarkanytojas-picture-take-from = húzás innen: { $line }
sarkanytojas-picture-finished = vége
# the word under a value tile's number, and the word on a Shield or Pit
sarkanytojas-picture-kind =
    { $kind ->
        [egg] tojás
        [dragon] sárkány
        [shield] PAJZS
       *[pit] VEREM
    }

## The rules (without the puzzle's)

sarkanytojas-rules-game =
    { "*" }*🥚 A játéktér**
    48 lapka fekszik egy 7×7-es négyzetben: +1 és +10 közötti értékű Sárkánytojáslapkák 🥚 és −1 és −10 közötti Sárkánylapkák 🐉 (az 1, 2, 3, 4, 5, 6, 8 és 10 értékből mindből három-három). Az egyetlen üres mezőn, a Startlapka helyén áll a fa Sárkánytojás.
    
    { "*" }*▶️ Húzás**
    Amikor sorra kerülsz, abból a sorból vagy oszlopból, amelyben a Sárkánytojás áll, elveszel egy tetszőleges lapkát, akár közelről, akár messziről; a Sárkánytojás a helyére lép. A játszma első húzása a Sárkánytojás sorából történik, a következő az oszlopából, és az irány minden húzás után vált, bárki húzott is.
    
    { "*" }*🂠 Lefordítva**
    Az elvett lapkák lefordítva fekszenek gazdájuk előtt: játszma közben csak a saját lapkáidat és pontjaidat látod (a párok tagjai is csak a sajátjukat), az asztal megmutatja, kinek hány lapkája van, és a játszma végén minden kiderül. **Nyílt pontok** házszabály: játék közben mindenki zsákmánya és pontszáma látható.
    
    { "*" }*🏁 A játszma vége**
    Ha a következő játékos sorában vagy oszlopában nincs több lapka (vagy kiürült a játéktér), a játszma véget ér, és aki utoljára húzott, megkapja a Sárkánytojást: +5 pont. A Sárkánytojáslapkák pluszt, a Sárkánylapkák mínuszt érnek; a legtöbb pont nyer, egyenlő pontszámnál osztoznak a győzelmen.
    
    { "*" }*🤝 Négy játékos**
    Négyen párban játszanak, a párok tagjai egymással szemben ülnek (az 1. és 3. hely a 2. és 4. ellen); a pár pontjai összeadódnak.
    
    { "*" }*🛡️ Pajzs és Verem** (a játék saját kiegészítője, a lobbiban kapcsolható be)
    6 véletlen lapka helyére 3 🛡️ Pajzslapka és 3 🕳️ Veremlapka kerül. Aki Pajzsot húz, lemond egyik saját Sárkánylapkájáról, aki Vermet, egyik saját Sárkánytojáslapkájáról, ő dönti el, melyikről; mindkettő lefordítva kerül félre, így a többiek csak *azt* tudják meg, hogy egy lapka kikerült. Ha nincs miről lemondani, a Pajzs vagy a Verem egyszerűen kikerül a játékból.
    
    { "*" }*🏆 Verseny** (házszabály)
    Több játszma egymás után, a kezdő játékos mindig továbbvándorol. Minden játszma versenypontot ér (2 játékosnál 1/0, 3 játékosnál 2/1/0, holtversenyben a magasabbat kapják, párban 1/0); a legtöbb versenypont nyer.
    
    { "*" }*📱 Itt**
    Az asztal képén a bekeretezett sor vagy oszlop mutatja, honnan jön a következő húzás. A **{ table-hand-button }** megmutatja zsákmányodat és pontjaidat, és minden elvehető lapkához ad egy gombot, azzal együtt, hogy a húzás mit hagy a következő játékosnak.

# The ids the shared layer reads for every game.

sarkanytojas-title = Sárkánytojás
sarkanytojas-tagline = Lapkagyűjtés 2–4 főre 7×7-es játéktéren: gyűjts tojásokat, kerüld a sárkányokat · játszmánként kb. 10 perc
sarkanytojas-quick-start =
    🥚 **Te jössz:** vegyél el egy tetszőleges lapkát a bekeretezett vonalból (a Sárkánytojás sorából vagy oszlopából); a Sárkánytojás a helyére lép.
    🔄 **Aztán irányt vált:** sor, oszlop, sor… vagyis a húzásod dönti el, honnan húz a következő játékos.
    🏁 **A vége:** ha a következő vonal üres, aki utoljára húzott, megkapja a Sárkánytojást (+5). A tojások pluszt, a sárkányok mínuszt érnek: a legtöbb pont nyer.
    
    🥚 tojás (+) · 🐉 sárkány (−) · 🛡️ Pajzs: mondj le egy sárkányról · 🕳️ Verem: mondj le egy tojásról · ▶️ most húz · ❓ választ, miről mond le · 🤝 pár · 🏆 győztes
sarkanytojas-rules =
    { "*" }*🥚 A játéktér**
    48 lapka fekszik egy 7×7-es négyzetben: +1 és +10 közötti értékű Sárkánytojáslapkák 🥚 és −1 és −10 közötti Sárkánylapkák 🐉 (az 1, 2, 3, 4, 5, 6, 8 és 10 értékből mindből három-három). Az egyetlen üres mezőn, a Startlapka helyén áll a fa Sárkánytojás.
    
    { "*" }*▶️ Húzás**
    Amikor sorra kerülsz, abból a sorból vagy oszlopból, amelyben a Sárkánytojás áll, elveszel egy tetszőleges lapkát, akár közelről, akár messziről; a Sárkánytojás a helyére lép. A játszma első húzása a Sárkánytojás sorából történik, a következő az oszlopából, és az irány minden húzás után vált, bárki húzott is.
    
    { "*" }*🂠 Lefordítva**
    Az elvett lapkák lefordítva fekszenek gazdájuk előtt: játszma közben csak a saját lapkáidat és pontjaidat látod (a párok tagjai is csak a sajátjukat), az asztal megmutatja, kinek hány lapkája van, és a játszma végén minden kiderül. **Nyílt pontok** házszabály: játék közben mindenki zsákmánya és pontszáma látható.
    
    { "*" }*🏁 A játszma vége**
    Ha a következő játékos sorában vagy oszlopában nincs több lapka (vagy kiürült a játéktér), a játszma véget ér, és aki utoljára húzott, megkapja a Sárkánytojást: +5 pont. A Sárkánytojáslapkák pluszt, a Sárkánylapkák mínuszt érnek; a legtöbb pont nyer, egyenlő pontszámnál osztoznak a győzelmen.
    
    { "*" }*🤝 Négy játékos**
    Négyen párban játszanak, a párok tagjai egymással szemben ülnek (az 1. és 3. hely a 2. és 4. ellen); a pár pontjai összeadódnak.
    
    { "*" }*🛡️ Pajzs és Verem** (a játék saját kiegészítője, a lobbiban kapcsolható be)
    6 véletlen lapka helyére 3 🛡️ Pajzslapka és 3 🕳️ Veremlapka kerül. Aki Pajzsot húz, lemond egyik saját Sárkánylapkájáról, aki Vermet, egyik saját Sárkánytojáslapkájáról, ő dönti el, melyikről; mindkettő lefordítva kerül félre, így a többiek csak *azt* tudják meg, hogy egy lapka kikerült. Ha nincs miről lemondani, a Pajzs vagy a Verem egyszerűen kikerül a játékból.
    
    { "*" }*🏆 Verseny** (házszabály)
    Több játszma egymás után, a kezdő játékos mindig továbbvándorol. Minden játszma versenypontot ér (2 játékosnál 1/0, 3 játékosnál 2/1/0, holtversenyben a magasabbat kapják, párban 1/0); a legtöbb versenypont nyer.
    
    { "*" }*📱 Itt**
    Az asztal képén a bekeretezett sor vagy oszlop mutatja, honnan jön a következő húzás. A **{ table-hand-button }** megmutatja zsákmányodat és pontjaidat, és minden elvehető lapkához ad egy gombot, azzal együtt, hogy a húzás mit hagy a következő játékosnak.
    
    { "*" }*🧩 Sárkányok útja**
    `/sarkanytojas puzzle`, 1–12 játékos: kis tábla (I. szint 3×3, II. 4×4, III. 5×5) tojásokból és sárkányokból a START körül.
    
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
# a match's result in the final standings: the match points that placed the player
sarkanytojas-match-score =
    { $count ->
        [one] { $amount } versenypont
       *[other] { $amount } versenypont
    }
sarkanytojas-score =
    { $count ->
        [one] { $amount } pont
       *[other] { $amount } pont
    }
sarkanytojas-option-shield-pit = Pajzs és Verem
    .help = A játék saját kiegészítője: 6 véletlen lapka helyére 3 Pajzs (mondj le egy sárkányról) és 3 Verem (mondj le egy tojásról) kerül.
sarkanytojas-option-match = Játszmák a versenyben
    .help = Egymás után játszott játszmák, versenypontokért.
sarkanytojas-option-open-scores = Nyílt pontok
    .help = Játék közben mindenki lapkái és pontjai láthatók; kikapcsolva (a szabálykönyv szerint) az elvett lapkák lefordítva fekszenek, mindenki csak a sajátját látja.
sarkanytojas-illegal-not-a-move = Ez a lépés nem szabályos: „{ $action }” nem lépés.
sarkanytojas-illegal-guess-already-announced = Ez a lépés nem szabályos: ebben a fordulóban valaki már bemondott egy tippet.
