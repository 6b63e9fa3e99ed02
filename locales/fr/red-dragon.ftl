## Red Dragon : tous les mots que lisent ses joueurs.
## Les noms arrivent échappés pour le markdown (le catalogue les met en gras) ; les cartes arrivent en étiquettes
## comme 🔥11 ; les montants signés arrivent déjà signés (+12, −4, 0 : red-dragon-signed).


## Ce que montrent la salle d'attente, les règles, les palmarès et les commandes slash

command-red-dragon =
    .description = Red Dragon : jeu de plis de 3 à 6 joueurs
command-red-dragon-new =
    .description = Ouvrir une salle d'attente de Red Dragon dans ce salon
command-red-dragon-new-timer =
    .description = Le temps de chaque joueur pour jouer avant que l'IA joue à sa place

## Cartes et montants

# a card in the stock's select, with what it costs when it is red
red-dragon-card-option-cost = { $rank } (−{ $penalty })

## Événements (les lignes « Récent » de la table et l'historique des coups)

red-dragon-event-stock-ready = **{ $player }** a choisi ses cartes pour la réserve.
red-dragon-event-stock-revealed = La réserve est révélée : { $cards }
red-dragon-event-card-drafted = **{ $player }** prend { $card }.
# the last card of a draft, taken for its drafter (nothing left to choose); -yours: as that player reads it
red-dragon-event-last-card = **{ $player }** prend la dernière carte de la réserve, { $card } (plus aucun choix).
red-dragon-event-last-card-yours = Vous prenez la dernière carte de la réserve, { $card } : il ne restait aucun choix.
red-dragon-event-play-begins = Manche { $round } : **{ $player }** entame.
red-dragon-event-card-played = **{ $player }** joue { $card }.
red-dragon-event-trick-won = **{ $player }** remporte le pli.
red-dragon-event-trick-won-red = **{ $player }** remporte le pli (rouge −{ $penalty }).
# $points: a list of red-dragon-event-round-points
red-dragon-event-round-scored = Manche { $round } : { $points }.
red-dragon-event-round-points = **{ $player }** { $points }
red-dragon-event-round-points-parts = **{ $player }** { $points } ({ $parts })
red-dragon-event-sweep = **{ $player }** a remporté tous les plis et gagne aussitôt la partie !
red-dragon-event-game-over = La dernière manche est terminée.
red-dragon-event-round-dealt = Les cartes de la manche { $round } sont distribuées.

## La table

red-dragon-table-title = 🐉 { red-dragon-title } · manche { $round } sur { $rounds }
red-dragon-table-title-over = 🐉 { red-dragon-title } · scores finaux
red-dragon-table-players = Joueurs
red-dragon-table-last-trick = Dernier pli
red-dragon-table-scoresheet = Feuille de score
red-dragon-table-recent = Récent
# a player's line: $parts are the table's facts about them (tricks, cards in hand, total), apart
red-dragon-table-player = { $name } · { $parts }
red-dragon-table-player-first = { $name } 🎴 · { $parts }
red-dragon-tricks =
    { $count ->
        [0] aucun pli
        [one] { $count } pli
        [many] { $count } de plis
       *[other] { $count } plis
    }
red-dragon-tricks-red =
    { $count ->
        [one] { $count } pli, rouge −{ $penalty }
        [many] { $count } de plis, rouge −{ $penalty }
       *[other] { $count } plis, rouge −{ $penalty }
    }
# where a round's points came from ($value: the points a trick is worth; $red: the red points in the tricks)
red-dragon-parts-tricks =
    { $count ->
        [one] { $count } pli × { $value }
        [many] { $count } de plis × { $value }
       *[other] { $count } plis × { $value }
    }
red-dragon-parts-tricks-red =
    { $count ->
        [one] { $count } pli × { $value }, rouge −{ $red }
        [many] { $count } de plis × { $value }, rouge −{ $red }
       *[other] { $count } plis × { $value }, rouge −{ $red }
    }
red-dragon-parts-bonus = aucun pli, prime +{ $bonus }
red-dragon-parts-none = aucun pli
red-dragon-table-in-hand = { $count } en main
red-dragon-table-total = total { $total }
red-dragon-table-last-trick-cards =
    { $cards }
    → **{ $winner }**
red-dragon-table-last-trick-cards-red =
    { $cards }
    → **{ $winner }** (rouge −{ $penalty })
# the scoresheet's column of rounds and its row of totals (short: the sheet is narrow)
red-dragon-sheet-round = Man.
red-dragon-sheet-total = Tot.
# what the table's icons mean (the footer; the rules' first page says it too)
red-dragon-legend = 🔥 rouge · ⭐ or · 🍀 vert · 💧 bleu · 🎴 premier joueur
red-dragon-footer =
    { red-dragon-legend }
    Pli = { $trick_value } points · les cartes rouges coûtent leur valeur, { $costly } coûte { $costly_penalty } · minuteur de tour { $timer }
red-dragon-timer-minutes = { $minutes } min
red-dragon-timer-seconds = { $seconds } s
red-dragon-timer-off = désactivé
# the one line an old table keeps once its round is over; $points: red-dragon-round-summary-points apart
red-dragon-round-summary = 🐉 Manche { $round } sur { $rounds } terminée · { $points }
red-dragon-round-summary-points = **{ $name }** { $points } ({ $parts } ; total { $total })
red-dragon-table-sweep = 🏆 **{ $name }** a remporté tous les plis d'une manche et gagne aussitôt !
red-dragon-table-game-over = La partie est terminée.
# $marks: each player's name with whether they have chosen
red-dragon-table-stock =
    { $count ->
        [one] Chacun place en secret **{ $count }** carte dans la réserve. Appuyez sur **{ table-hand-button }** pour choisir.
        [many] Chacun place en secret **{ $count }** de cartes dans la réserve. Appuyez sur **{ table-hand-button }** pour choisir.
       *[other] Chacun place en secret **{ $count }** cartes dans la réserve. Appuyez sur **{ table-hand-button }** pour choisir.
    }
    { $marks }
# $upcoming: who drafts next, in order
red-dragon-table-draft = **Réserve** (face visible) : { $cards }
    Ordre de prise : { $upcoming }
red-dragon-table-leads-next = **{ $name }** entame le pli suivant.
red-dragon-table-trick = **Pli** (couleur demandée { $suit }) : { $trick }
    { "**" }{ $name }** doit jouer

## La vue privée d'un joueur

red-dragon-hand-title = Votre main · manche { $round } sur { $rounds }
red-dragon-hand-over = La partie est terminée (votre total : { $total }) : voyez la table finale.
red-dragon-hand-stock-select =
    { $count ->
        [one] Choisissez { $count } carte pour la réserve (étalée face visible, puis reprise)
        [many] Choisissez { $count } de cartes pour la réserve (étalée face visible, puis reprise)
       *[other] Choisissez { $count } cartes pour la réserve (étalée face visible, puis reprise)
    }
red-dragon-hand-stock-choose =
    { $count ->
        [one] Choisissez **{ $count }** carte à placer dans la réserve commune. Quand chacun a choisi, la réserve est étalée face visible et chacun y reprend une carte à tour de rôle : n'importe qui peut prendre ce que vous donnez (personne ne sait qui l'a donné).
        [many] Choisissez **{ $count }** de cartes à placer dans la réserve commune. Quand chacun a choisi, la réserve est étalée face visible et chacun y reprend une carte à tour de rôle : n'importe qui peut prendre ce que vous donnez (personne ne sait qui l'a donné).
       *[other] Choisissez **{ $count }** cartes à placer dans la réserve commune. Quand chacun a choisi, la réserve est étalée face visible et chacun y reprend une carte à tour de rôle : n'importe qui peut prendre ce que vous donnez (personne ne sait qui l'a donné).
    }
# $names: a list of red-dragon-hand-waiting-name
red-dragon-hand-stock-chosen = Vous avez placé { $cards } dans la réserve. En attente de : { $names }…
red-dragon-hand-waiting-name = **{ $name }**
red-dragon-hand-your-cards = Vos cartes
red-dragon-hand-your-pick = **À vous de prendre** : choisissez une carte de la réserve.
red-dragon-hand-other-picks = **{ $name }** choisit dans la réserve…
red-dragon-hand-lead = **À vous d'entamer** : jouez la carte de votre choix.
red-dragon-hand-follow = **À vous de jouer** : fournissez { $suit } si vous le pouvez.
    Pli : { $trick }
red-dragon-hand-waiting-trick =
    Pli : { $trick }
    En attente : **{ $name }**…
red-dragon-hand-waiting-lead = En attente : **{ $name }** doit entamer…
red-dragon-hand-last-trick = Dernier pli : { $cards } → **{ $winner }**
red-dragon-hand-last-trick-red = Dernier pli : { $cards } → **{ $winner }** (rouge −{ $penalty })
red-dragon-hand-footer = Cette manche : { $tricks } · votre total { $total }
red-dragon-hand-footer-first-round = Cette manche : { $tricks }
red-dragon-hand-total = Votre total : { $total }

# The ids the shared layer reads for every game.

red-dragon-title = Red Dragon
red-dragon-tagline = Jeu de plis de 3 à 6 joueurs : remportez des plis, évitez les cartes rouges · environ 30 à 45 minutes
red-dragon-quick-start =
    { "*" }*1.** À chaque manche, glissez quelques cartes dans une réserve commune, puis reprenez-les une à une à tour de rôle.
    { "*" }*2.** Fournissez la couleur demandée si vous le pouvez ; la plus forte carte de cette couleur remporte le pli.
    { "*" }*3.** Un pli rapporte des points, mais chaque carte 🔥 rouge qu'il contient coûte sa valeur (🔥11 coûte 26).
# The whole rules, cut into pages at blank lines. Figures from the engine's data: $cards cards numbered
# $low–$high; by player count N (3–6): $stock_N stock cards each, $trick_N points a trick, and $bonus_N_K the
# bonus of each of K players who took no trick.
red-dragon-rules = **🔢 Les cartes**
    { $cards } cartes en quatre couleurs numérotées de { $low } à { $high }, chaque couleur avec son symbole : 🔥 rouge, ⭐ or, 🍀 vert, 💧 bleu. Il n'y a pas d'atout. Seul le rouge compte contre vous : une carte rouge coûte sa valeur en points, et le 11 rouge coûte 26 (🔥11). 🎴 indique sur la table le premier joueur de la manche.
    
    { "**" }📥 La réserve**
    Toutes les cartes sont distribuées. Chacun place ensuite en secret des cartes dans une réserve commune : { $stock_3 } chacun à 3 joueurs, { $stock_4 } chacun à 4 joueurs, { $stock_5 } chacun à 5 joueurs, { $stock_6 } chacun à 6 joueurs. Personne ne voit qui a donné quoi.
    
    { "**" }🔄 La reprise**
    La réserve est étalée face visible, puis chacun y reprend une carte à tour de rôle, en serpentin (A B C D D C B A …), en commençant par le premier joueur de la manche, jusqu'à ce que chacun ait de nouveau une main complète.
    
    { "**" }🃏 Les plis**
    Le premier joueur de la manche entame avec la carte de son choix. Fournissez la couleur demandée si vous le pouvez ; sinon, jouez n'importe quelle carte. La plus forte carte de la couleur demandée remporte le pli, et celui qui l'a remporté entame le suivant.
    
    { "**" }🧮 Le décompte**
    Chaque pli vaut { $trick_3 }, { $trick_4 }, { $trick_5 } ou { $trick_6 } points (à 3, 4, 5 ou 6 joueurs), et les cartes rouges de vos plis vous coûtent leurs points. Sur une manche, les points des plis et les pénalités rouges s'annulent : leur somme fait zéro.
    
    { "**" }🎁 Aucun pli, une prime**
    Les joueurs qui n'ont remporté aucun pli reçoivent chacun une prime, selon leur nombre :
    { "**" }3 joueurs** : seul { $bonus_3_1 }
    { "**" }4 joueurs** : seul { $bonus_4_1 }, à 2 { $bonus_4_2 } chacun
    { "**" }5 joueurs** : seul { $bonus_5_1 }, à 2 { $bonus_5_2 } chacun, à 3 { $bonus_5_3 } chacun
    { "**" }6 joueurs** : seul { $bonus_6_1 }, à 2 { $bonus_6_2 } chacun, à 3 { $bonus_6_3 } chacun, à 4 { $bonus_6_4 } chacun
    S'ils sont plus nombreux, personne ne la reçoit.
    
    { "**" }🏆 La victoire**
    La partie compte autant de manches que de joueurs ; le premier joueur avance d'une place à chaque manche. Le plus haut total gagne, et les égalités se partagent la victoire. Qui remporte **tous** les plis d'une manche gagne aussitôt la partie.
    
    { "**" }⚠️ Mauvaise couleur**
    Les règles imprimées punissent d'un −100 la carte jouée dans une mauvaise couleur. Ici, le bot ne propose que les cartes que vous pouvez jouer : cela ne peut pas arriver.
red-dragon-score =
    { $count ->
        [one] { $amount } point
        [many] { $amount } de points
       *[other] { $amount } points
    }
