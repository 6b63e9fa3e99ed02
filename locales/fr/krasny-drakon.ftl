# Krasny Drakon : le jeu où l'on se débarrasse de ses cartes (cogs/krasny_drakon). Les noms arrivent échappés ; le
# catalogue écrit leur mise en valeur. Les cartes arrivent en étiquettes (« 10♠ », « Joker pour 7 ») ; les rangs
# en étiquettes (« 10 », « V »), avec $rank le code du moteur là où un sélecteur en a besoin (2-9, T, J, Q, K, A).


## Ce que la couche commune lit pour le jeu : nom, ligne de salle d'attente, démarrage rapide, règles, score, options, refus


## Commandes slash

command-krasny-drakon =
    .description = Krasny Drakon : débarrassez-vous de toutes vos cartes, de 2 à 8 joueurs
command-krasny-drakon-new =
    .description = Ouvrir une salle d'attente de Krasny Drakon dans ce salon
command-krasny-drakon-new-decks =
    .description = 1 ou 2 paquets de 2 à 4 joueurs (1 par défaut) ; de 5 à 8 joueurs, toujours 2
command-krasny-drakon-new-decks-1 = 1 paquet (2 quand même de 5 à 8 joueurs)
command-krasny-drakon-new-decks-2 = 2 paquets
command-krasny-drakon-new-jokers =
    .description = Deux jokers par paquet, chacun joué comme le rang annoncé (par défaut : désactivé)
command-krasny-drakon-new-sets =
    .description = Jouer d'un coup plusieurs cartes d'un même rang et d'une même source (par défaut : désactivé)
command-krasny-drakon-new-ten_plays_again =
    .description = Après avoir brûlé la pile avec un 10, vous commencez la nouvelle pile (par défaut : désactivé)
command-krasny-drakon-new-open_chance =
    .description = Cartes chance retournées quand vous y arrivez, pas jouées à l'aveugle (par défaut : désactivé)
command-krasny-drakon-new-timer =
    .description = Le temps de chaque joueur pour jouer avant que l'IA joue à sa place

## Cartes et rangs

krasny-drakon-joker = Joker
# a Joker on the pile or in a select, with the rank it plays as
krasny-drakon-joker-as = Joker pour { $rank }
# every rank may follow
krasny-drakon-any-rank = tout
# a run of three ranks or more: "8–A"
krasny-drakon-rank-run = { $first }–{ $last }
# what a special rank does, in select options and the reserve choice
krasny-drakon-hint-2 = se pose sur tout
krasny-drakon-hint-3 = tout peut le suivre
krasny-drakon-hint-8 = vous rejouez
krasny-drakon-hint-9 = la carte suivante doit être un 9 ou moins
krasny-drakon-hint-t = brûle la pile
krasny-drakon-hint-a = seul un As, un 2 ou un 10 peut suivre
krasny-drakon-hint-joker = vaut le rang que vous annoncez
# a rank in the plural ($rank: the engine's code, $label: as shown)
krasny-drakon-ranks =
    { $rank ->
        [J] Valets
        [Q] Dames
        [K] Rois
        [A] As
       *[other] { $label }
    }
# un rang tel que les cartes l'affichent ($rank : le code du moteur, T le 10)
krasny-drakon-rank-label =
    { $rank ->
        [T] 10
        [J] V
        [Q] D
        [K] R
        [A] A
       *[other] { $rank }
    }
krasny-drakon-cards =
    { $count ->
        [one] { $count } carte
        [many] { $count } de cartes
       *[other] { $count } cartes
    }
# a place in the finishing order
krasny-drakon-ordinal =
    { $place ->
        [1] 1re
       *[other] { $place }e
    }
# the sources a seat plays from
krasny-drakon-source =
    { $source ->
        [opening] cartes ouvertes
        [reserve] réserve
        [chance] cartes chance
       *[hand] main
    }
# a fourth place or later, where the first three have medals
krasny-drakon-place-number = { $place }.

## Événements, tels que les montrent l'historique de la table et « depuis votre dernier coup »

krasny-drakon-event-ready = ✅ **{ $player }** a choisi sa réserve
krasny-drakon-event-start = Toutes les réserves sont choisies ; **{ $starter }** commence
krasny-drakon-event-unlock = 🔓 **{ $player }** continue d'abord avec : { krasny-drakon-source }
krasny-drakon-event-play = **{ $player }** joue { $cards } ({ krasny-drakon-source })
krasny-drakon-event-play-chance = 🎲 **{ $player }** retourne { $cards } parmi les cartes chance : ça passe
krasny-drakon-event-reveal-joker = 🎲 **{ $player }** retourne un { $card } parmi les cartes chance et annonce son rang
krasny-drakon-event-reveal-miss = 🎲 **{ $player }** retourne { $card } parmi les cartes chance : ça ne passe pas
krasny-drakon-event-burn = 🔥 **{ $player }** brûle la pile ({ krasny-drakon-cards })
krasny-drakon-event-again = 🔁 **{ $player }** rejoue
krasny-drakon-event-pickup = 📥 **{ $player }** ramasse { krasny-drakon-cards } ; **{ $starter }** commence une nouvelle pile
krasny-drakon-event-out = { $medal } **{ $player }** sort à la { krasny-drakon-ordinal } place
# $players: the players still holding cards, whom it outlasted; $score: how many, as krasny-drakon-score says
krasny-drakon-event-out-ahead = { $medal } **{ $player }** sort à la { krasny-drakon-ordinal } place, devant { $players } : { $score }
krasny-drakon-event-stalemate = { $pickups } ramassages sans que personne ne sorte : la partie s'arrête, le moins de cartes est le mieux classé
# $players: a list of names, each as krasny-drakon-player shows it
krasny-drakon-event-stalemate-shared = { $pickups } ramassages sans que personne ne sorte : la partie s'arrête, et { $players } se partagent la dernière place
krasny-drakon-event-lost-left = 🐉 **{ $player }** reste avec des cartes en main et perd
krasny-drakon-event-lost-most = 🐉 **{ $player }** a le plus de cartes et perd
# a name in a list of names
krasny-drakon-player = **{ $player }**

## La table publique

krasny-drakon-table-title =
    🐲 Krasny Drakon · { $stage ->
        [setup] choix des réserves
        [play] jeu
       *[over] ordre de sortie
    }
krasny-drakon-what-happened = Ce qui s'est passé
# $marks: every seat's mark (krasny-drakon-ready-mark, krasny-drakon-waiting-mark)
krasny-drakon-setup-situation =
    Chacun garde en secret **{ $reserve }** de ses 8 cartes comme réserve ; les 5 autres sont posées face visible : ce sont ses cartes ouvertes. Appuyez sur **{ table-hand-button }** pour choisir.
    { $marks }
krasny-drakon-ready-mark = ✅ { $player }
krasny-drakon-waiting-mark = ⏳ { $player }
krasny-drakon-stopped = Arrêt après { $pickups } ramassages d'affilée : ceux qui ont encore des cartes se partagent la dernière place.
krasny-drakon-pile-empty = 🂠 **Pile** : vide, n'importe quelle carte peut la commencer.
# $shown: the newest cards, the top one as krasny-drakon-top-card shows it, after "… " when older ones lie below
krasny-drakon-pile = 🂠 **Pile** ({ krasny-drakon-cards }) : { $shown }
krasny-drakon-top-card = **{ $card }**
krasny-drakon-may-follow = ➡️ Peut suivre : **{ $ranks }**
krasny-drakon-may-follow-after-nine = ➡️ Peut suivre : **{ $ranks }** · ⬇️ après un 9 : un 9 ou moins, ou un 10
krasny-drakon-may-follow-after-ace = ➡️ Peut suivre : **{ $ranks }** · après un As : un As, un 2 ou un 10
krasny-drakon-naming-joker = 🃏 **{ $player }** a retourné un Joker et annonce son rang.
krasny-drakon-choosing-unlock = ▶️ **{ $player }** choisit : réserve ou cartes chance d'abord ?
krasny-drakon-starts-pile = ▶️ **{ $player }** commence une nouvelle pile (source : { krasny-drakon-source }).
krasny-drakon-plays-from = ▶️ À **{ $player }** de jouer (source : { krasny-drakon-source }).
# $players: a list of krasny-drakon-out-entry
krasny-drakon-out-so-far = Déjà sortis : { $players }
krasny-drakon-out-entry = { $medal } { $player }
krasny-drakon-stalemate-warning = ⚠️ { $pickups } ramassages d'affilée : encore { $left } sans que personne ne sorte ni ne brûle la pile, et la partie s'arrête.
krasny-drakon-last-loses = 🐉 dernier : perd
krasny-drakon-out-in-place = { $medal } sortie à la { krasny-drakon-ordinal } place
# a seat's sources still to play ("🔒3 · 🎲5") while it has yet to choose which comes first
krasny-drakon-choice-due = { $held } · choisit
# the footer: the icons, then the house rules in force and the game's counters
krasny-drakon-legend = Cartes montrées : ouvertes · 🔒 réserve · 🎲 chance (face cachée) · ✋ main

# a seat's cards in a finished game's replay: its hand ($hand) and secret reserve ($reserve)
krasny-drakon-replay-hand = ✋ { $hand } · 🔒 { $reserve }
krasny-drakon-decks =
    { $count ->
        [one] { $count } paquet
        [many] { $count } de paquets
       *[other] { $count } paquets
    }
krasny-drakon-decks-forced = { krasny-drakon-decks } (toujours à partir de { $seats } joueurs)
krasny-drakon-jokers-on = Jokers
krasny-drakon-sets-on = séries
krasny-drakon-ten-again-on = le 10 rejoue
krasny-drakon-open-chance-on = cartes chance ouvertes
krasny-drakon-not-dealt = non distribuées : { krasny-drakon-cards }
krasny-drakon-burnt = 🔥 { $count ->
        [one] { $count } brûlée
        [many] { $count } de brûlées
       *[other] { $count } brûlées
    }
krasny-drakon-dealer = donneur : { $player }
# minutes without grouping, as the lobby shows a timer ("1440 min")
krasny-drakon-timer-minutes = ⏰ { NUMBER($minutes, useGrouping: 0) } min
krasny-drakon-timer-seconds = ⏰ { $seconds } s
krasny-drakon-timer-off = ⏰ désactivé
# the line an old table keeps once the reserves are chosen and a new table shows the play; $players: a list
krasny-drakon-setup-summary = 🐲 Réserves choisies par { $players } : chacun a { $opening } cartes ouvertes, 🔒{ $reserve } et 🎲{ $chance } · **{ $starter }** a commencé la première pile
# chance cards turned face up (house rule open chance cards)
krasny-drakon-chance-open = 🎲 { $cards }

## La vue privée d'un joueur ($mark : ▶️ devant la source dont le joueur joue, sinon rien)

krasny-drakon-hand-title = 🐲 Vos cartes
krasny-drakon-you-lost = 🐉 Vous êtes le dernier à avoir encore des cartes : vous perdez cette fois-ci.
krasny-drakon-you-share-last = 🐉 La partie s'est arrêtée alors que vous aviez encore des cartes : vous partagez la dernière place.
krasny-drakon-you-are-out = 🏁 Vous sortez à la **{ krasny-drakon-ordinal }** place, devant { $players } : { $count ->
        [one] { $count } joueur distancé !
        [many] { $count } de joueurs distancés !
       *[other] { $count } joueurs distancés !
    }
krasny-drakon-you-are-out-others-play-on = 🏁 Vous sortez à la **{ krasny-drakon-ordinal }** place, devant { $players } : { $count ->
        [one] { $count } joueur distancé !
        [many] { $count } de joueurs distancés !
       *[other] { $count } joueurs distancés !
    } Les autres continuent.
krasny-drakon-opening-line = { $mark }Ouvertes : { $cards }
krasny-drakon-reserve-line = { $mark }🔒 Réserve : { $cards }
krasny-drakon-chance-line = { $mark }🎲 Chance (face cachée) : { $backs }
krasny-drakon-chance-open-line = { $mark }🎲 Cartes chance (face visible) : { $cards }
krasny-drakon-hand-line = { $mark }✋ Main ({ krasny-drakon-cards }) : { $shown }
krasny-drakon-declare-placeholder = 🃏 Le Joker que vous avez retourné est un…
krasny-drakon-keep-reserve = 🔒 **Gardez { $need } de ces 8 cartes comme réserve.** Personne d'autre ne les voit ; les 5 autres sont posées face visible : ce sont vos cartes ouvertes. Gardez de côté les cartes qui passent sur presque tout (2, 10, hautes cartes).
krasny-drakon-your-eight = Vos 8 cartes
krasny-drakon-choose-reserve = Choisissez { $need } cartes de réserve
krasny-drakon-your-reserve =
    🔒 Votre réserve : **{ $reserve }**
    Cartes ouvertes : { $opening }
# $players: a list of krasny-drakon-player
krasny-drakon-your-reserve-waiting =
    🔒 Votre réserve : **{ $reserve }**
    Cartes ouvertes : { $opening }
    ⏳ En attente de : { $players }.
krasny-drakon-someone-plays = ⏳ **{ $player }** joue.
krasny-drakon-joker-turned = 🃏 **Vous avez retourné un Joker !** Annoncez le rang qu'il prend.
krasny-drakon-unlock-now = 🔓 **Vos cartes ouvertes sont épuisées.** Et ensuite : votre réserve (des cartes que vous connaissez) ou vos cartes chance (à l'aveugle) ? L'autre suivra.
krasny-drakon-must-pick-up = 📥 **À vous de jouer**, mais rien ne passe (source : { krasny-drakon-source }) : ramassez la pile.
krasny-drakon-your-turn = ▶️ **À vous de jouer** (source : { krasny-drakon-source }).
krasny-drakon-chance-turn = ▶️ **À vous de jouer** : retournez une carte chance ; si elle ne passe pas, vous ramassez la pile avec elle.
krasny-drakon-joker-placeholder = 🃏 Jouer un Joker pour…
krasny-drakon-lit-cards = Les cartes allumées passent sur la pile.
krasny-drakon-menus-later = { $count ->
        [one] { $count } carte
        [many] { $count } de cartes
       *[other] { $count } cartes
    } : à votre tour, celles qui passent sont dans les menus, groupées par rang.
krasny-drakon-menus-note = Les menus ne contiennent que les cartes qui passent ; les couleurs ne comptent jamais.
krasny-drakon-menus-note-trimmed = Les menus ne contiennent que les cartes qui passent ; les couleurs ne comptent jamais. Trop de séries à lister : chaque rang propose sa plus grande (et sa plus petite).
krasny-drakon-pick-up = Ramasser la pile ({ krasny-drakon-cards })
# a set of equal cards in a select: "Three 7s: 7♠ 7♥ 7♦"
krasny-drakon-set-option =
    { $count ->
        [2] Deux
        [3] Trois
        [4] Quatre
        [5] Cinq
        [6] Six
        [7] Sept
        [8] Huit
       *[other] { $count }
    } { krasny-drakon-ranks } : { $cards }
# the placeholder of a select of single cards: its ranks, from the lowest to the highest
krasny-drakon-play-a-card = Jouer une carte : { $first }
krasny-drakon-play-a-card-span = Jouer une carte : { $first } à { $last }
krasny-drakon-play-a-card-joker = Jouer une carte : { $first } ou un Joker
krasny-drakon-play-a-card-span-joker = Jouer une carte : { $first } à { $last } ou un Joker
krasny-drakon-play-several = Jouer plusieurs { krasny-drakon-ranks }…
krasny-drakon-play-several-ranks = Jouer plusieurs cartes d'un même rang…
krasny-drakon-reserve-first =
    { $count ->
        [one] Réserve d'abord ({ $count } carte connue)
        [many] Réserve d'abord ({ $count } de cartes connues)
       *[other] Réserve d'abord ({ $count } cartes connues)
    }
krasny-drakon-chance-first =
    { $count ->
        [one] Chance d'abord ({ $count } carte à l'aveugle)
        [many] Chance d'abord ({ $count } de cartes à l'aveugle)
       *[other] Chance d'abord ({ $count } cartes à l'aveugle)
    }
krasny-drakon-chance-slot = Chance { $number }

# The ids the shared layer reads for every game.

krasny-drakon-title = Krasny Drakon
krasny-drakon-tagline = Se défausser de 2 à 8 joueurs : jouez égal ou plus fort, ne soyez pas le dernier avec des cartes · environ 20 minutes
krasny-drakon-quick-start =
    1. Débarrassez-vous de toutes vos cartes : le dernier joueur qui en a encore perd.
    2. Posez sur la pile une carte de même rang ou plus forte (le 2 et le 10 passent sur tout) ; si rien ne passe, ramassez la pile.
    3. Jouez d'abord vos cartes ouvertes, face visible, puis votre réserve secrète 🔒 et vos cartes chance 🎲 à l'aveugle, puis votre main ✋.
krasny-drakon-rules =
    { "*" }*But du jeu**
    Se débarrasser de toutes ses cartes. Les joueurs sortent un à un quand ils n'ont plus de cartes ; l'ordre de sortie donne le résultat, et le dernier joueur qui a encore des cartes perd.
    
    { "*" }*Les cartes**
    De 2 à 4 joueurs, on joue avec un paquet (ou deux si l'hôte le souhaite), de 5 à 8 joueurs toujours avec deux. Chacun reçoit 13 cartes ; le reste est écarté sans être vu. Vous recevez 5 cartes **chance** 🎲 face cachée, que personne ne connaît, pas même vous, et 8 autres. Parmi ces 8, vous en gardez 3 en secret comme **réserve** 🔒 (vous seul les voyez) ; les 5 autres sont posées face visible : ce sont vos cartes **ouvertes**. Tout le monde choisit en même temps. Le premier donneur est tiré au sort ; lors d'une revanche, la donne passe à gauche.
    
    { "*" }*Ordre de jeu**
    D'abord vos cartes ouvertes. Quand elles sont épuisées, vous choisissez une fois pour toutes : réserve ou cartes chance d'abord, puis l'autre. Vient enfin votre **main** ✋ : les piles que vous avez dû ramasser. Vous ne jouez que depuis la source où vous en êtes, et vous devez jouer si vous le pouvez.
    
    { "*" }*La pile**
    Le joueur à gauche du donneur commence avec n'importe laquelle de ses cartes ouvertes. Sur une carte, vous pouvez poser une carte de même rang ou plus forte, et un 2 ou un 10 à tout moment. Exceptions : sur un 2 ou un 3, tout passe ; sur un 9, seulement un 9 ou moins (ou un 10) ; sur un As, seulement un As, un 2 ou un 10. Un 3 ne passe donc que sur un 2, un 3 ou un 9.
    
    { "*" }*Ce qui peut suivre**
    sur **2** : tout · sur **3** : tout · sur **4** : 2, 4–A · sur **5** : 2, 5–A · sur **6** : 2, 6–A · sur **7** : 2, 7–A · sur **8** : 2, 8–A · sur **9** : 2–10 · sur **V** : 2, 10–A · sur **D** : 2, 10, D–A · sur **R** : 2, 10, R, A · sur **A** : 2, 10, A
    
    { "*" }*Cartes spéciales**
    🔁 **8** : vous rejouez (sauf si c'était votre dernière carte).
    ⬇️ **9** : la carte suivante doit être égale ou plus faible.
    🔥 **10** : la pile est brûlée, retirée du jeu, et le joueur suivant commence une nouvelle pile (avec la règle maison *le 10 rejoue*, c'est vous qui la commencez).
    
    { "*" }*Impossible de jouer ?**
    Ramassez toute la pile dans votre main ; le joueur suivant commence une nouvelle pile.
    
    { "*" }*Cartes chance**
    Elles se jouent à l'aveugle : vous en choisissez une par sa place et elle est retournée. Si elle passe, elle est jouée ; sinon, vous ramassez la pile avec elle. Règle maison **Cartes chance ouvertes** (la formulation russe, « ouvrir, à son choix, les cartes chance ») : elles sont retournées face visible pour tous dès que vous y arrivez, et vous les jouez comme vos autres cartes. Les règles maison d'une partie indiquent laquelle s'applique.
    
    { "*" }*Jokers** (règle maison)
    2 par paquet. Un Joker vaut le rang que vous annoncez en le jouant, avec l'effet de ce rang. Un Joker retourné parmi vos cartes chance est annoncé à ce moment-là ; un Joker ramassé redevient libre.
    
    { "*" }*Séries** (règle maison)
    Plusieurs cartes d'un même rang et d'une même source en un seul coup ; jamais de cartes chance à l'aveugle, jamais avec un Joker. Une série de 8 donne toujours un coup de plus.
    
    { "*" }*Pas de partie sans fin**
    Si 25 ramassages se suivent sans que personne ne sorte ni ne brûle la pile, la partie s'arrête, et tous ceux qui ont encore des cartes se partagent la dernière place (ce n'est pas dans les règles : une sécurité pour que toute partie finisse ; une partie normale ne connaît jamais une telle série).
    
    { "*" }*Icônes**
    ▶️ à qui le tour et quelle source · 🔒 réserve · 🎲 cartes chance (face cachée 🂠) · ✋ main · 🔥 brûlée · 📥 ramassée
krasny-drakon-score =
    { $count ->
        [one] { $amount } joueur distancé
        [many] { $amount } de joueurs distancés
       *[other] { $amount } joueurs distancés
    }
krasny-drakon-option-decks = Paquets
    .help = 1 ou 2 paquets ; de 5 à 8 joueurs, toujours 2
krasny-drakon-option-decks-1 = 1 (2 à partir de 5 joueurs)
krasny-drakon-option-jokers = Jokers
    .help = 2 jokers par paquet ; un joker se joue comme le rang que le joueur annonce
krasny-drakon-option-sets = Séries
    .help = jouer en un tour plusieurs cartes d'un même rang et d'une même source
krasny-drakon-option-ten-plays-again = Le 10 rejoue
    .help = après avoir brûlé la pile avec un 10, rejouer
krasny-drakon-option-open-chance = Cartes chance ouvertes
    .help = les cartes chance sont retournées face visible quand un joueur y arrive, et jouées comme les autres (la formulation russe) ; désactivé : jouées à l'aveugle
krasny-drakon-option-dealer = Donneur
    .help = place du premier donneur, tiré au sort sauf si l'hôte le choisit ; le joueur à gauche du donneur commence
krasny-drakon-option-dealer--1 = tiré au sort
krasny-drakon-illegal-reserve-already-chosen = Coup refusé : vous avez déjà choisi vos cartes de réserve.
krasny-drakon-illegal-choose-reserve-first = Coup refusé : choisissez d'abord { $count } cartes de réserve.
krasny-drakon-illegal-not-a-dealt-card = Coup refusé : « { $card } » ne fait pas partie des cartes reçues qui restent à choisir.
krasny-drakon-illegal-declare-joker-first = Coup refusé : annoncez d'abord le rang du joker que vous avez retourné (declare:<rank>).
krasny-drakon-illegal-choose-unlock-first = Coup refusé : vos cartes ouvertes sont épuisées ; choisissez d'abord unlock:reserve ou unlock:chance.
krasny-drakon-illegal-unlock-once = Coup refusé : le choix de la suite se fait une seule fois, quand vos cartes ouvertes sont épuisées.
krasny-drakon-illegal-must-play = Coup refusé : vous devez jouer une carte si vous le pouvez ; vous ne pouvez ramasser que si rien ne passe.
krasny-drakon-illegal-chance-next = Coup refusé : c'est au tour de vos cartes chance : retournez-en une avec chance:<slot> (une place encore face cachée).
krasny-drakon-illegal-not-an-action-now = Coup refusé : « { $action } » n'est pas une action de ce jeu pour le moment.
krasny-drakon-illegal-not-in-source =
    { $source ->
        [opening] Coup refusé : « { $card } » n'est pas parmi vos cartes ouvertes, les seules que vous pouvez jouer maintenant.
        [reserve] Coup refusé : « { $card } » n'est pas parmi vos cartes de réserve, les seules que vous pouvez jouer maintenant.
        [chance] Coup refusé : « { $card } » n'est pas parmi vos cartes chance, les seules que vous pouvez jouer maintenant.
       *[hand] Coup refusé : « { $card } » n'est pas dans votre main, et vous ne pouvez jouer maintenant que des cartes de votre main.
    }
krasny-drakon-illegal-sets-not-allowed = Coup refusé : seules des cartes d'un même rang peuvent aller ensemble, jamais avec un joker, et seulement avec l'option séries.
krasny-drakon-illegal-declare-joker-rank = Coup refusé : annoncez le rang que prend le joker : play:{ $card }=<rank>.
krasny-drakon-illegal-may-not-follow = Coup refusé : impossible de poser { $rank } sur { $top }.
krasny-drakon-illegal-may-not-follow-nine = Coup refusé : impossible de poser { $rank } sur { $top } (après un 9, seulement une carte égale ou plus faible).
krasny-drakon-illegal-sets-as-listed = Coup refusé : les couleurs ne comptent pas, les séries se jouent donc telles que listées : { $action }.
