# Drago Rosso : tenter sa chance sur le dos d'un dragon.
# Les noms arrivent échappés pour le markdown ; les messages les mettent en gras. Les nombres de gemmes choisissent leur pluriel.


## Le jeu tel que le nomment la salle d'attente, les règles et les palmarès


## Commandes slash

command-drago-rosso =
    .description = Drago Rosso : tentez votre chance sur un dragon, de 2 à 6 joueurs
command-drago-rosso-new =
    .description = Ouvrir une salle d'attente de Drago Rosso dans ce salon
command-drago-rosso-new-treasure =
    .description = Gemmes du trésor du dragon au départ (200 par défaut)
command-drago-rosso-new-offer_seconds =
    .description = Secondes laissées aux autres pour racheter un tour quand un joueur s'arrête (30 par défaut)
command-drago-rosso-new-timer =
    .description = Le temps du joueur actif pour jouer avant que l'IA joue à sa place

## Les règles : d'abord un démarrage rapide, puis des pages coupées aux lignes vides


## Événements : ce qui s'est passé, dans les lignes récentes de la table, « depuis votre dernier coup » et l'historique

drago-rosso-event-advance = **{ $who }** révèle 🐾 { $steps } : le chevalier avance jusqu'à la bande { $to } et le tas passe à { $pile ->
        [one] { $pile } gemme
        [many] { $pile } de gemmes
       *[other] { $pile } gemmes
    } ({ $placement ->
        [doubled] +{ $placed }, doublé
        [short] +{ $placed } sur les { $due } dus : le trésor est vide
       *[single] +{ $placed }
    })
drago-rosso-event-head = **{ $who }** révèle 🐾 { $steps } : le chevalier atteint la tête du dragon ! **{ $who }** prend { $pile ->
        [one] { $pile } gemme
        [many] les { $pile } de gemmes
       *[other] les { $pile } gemmes
    } du tas et tout le trésor ({ $prize ->
        [one] { $prize } gemme
        [many] { $prize } de gemmes
       *[other] { $prize } gemmes
    })
# $fine: the gems the revealer pays (0: too few to pay any); $returned: the pile that goes back (0: none)
drago-rosso-event-stop-card = **{ $who }** révèle une 🛑 carte stop : { $fine ->
        [0] pas d'amende (trop peu de gemmes)
        [one] paie { $fine } gemme (1/{ $divisor } de ses gemmes)
        [many] paie { $fine } de gemmes (1/{ $divisor } de ses gemmes)
       *[other] paie { $fine } gemmes (1/{ $divisor } de ses gemmes)
    }{ $returned ->
        [0] { "" }
        [one] { " " }et perd le tas de { $returned } gemme
        [many] { " " }et perd le tas de { $returned } de gemmes
       *[other] { " " }et perd le tas de { $returned } gemmes
    }
drago-rosso-event-first-danger = **{ $who }** révèle la première ⚠️ carte danger, qui compte comme une carte stop : { $fine ->
        [0] pas d'amende (trop peu de gemmes)
        [one] paie { $fine } gemme (1/{ $divisor } de ses gemmes)
        [many] paie { $fine } de gemmes (1/{ $divisor } de ses gemmes)
       *[other] paie { $fine } gemmes (1/{ $divisor } de ses gemmes)
    }{ $returned ->
        [0] { "" }
        [one] { " " }et perd le tas de { $returned } gemme
        [many] { " " }et perd le tas de { $returned } de gemmes
       *[other] { " " }et perd le tas de { $returned } gemmes
    }
drago-rosso-event-second-danger = **{ $who }** révèle la deuxième ⚠️ carte danger : { $fine ->
        [0] pas d'amende (trop peu de gemmes)
        [one] paie { $fine } gemme (1/{ $divisor } de ses gemmes)
        [many] paie { $fine } de gemmes (1/{ $divisor } de ses gemmes)
       *[other] paie { $fine } gemmes (1/{ $divisor } de ses gemmes)
    }{ $returned ->
        [0] { "" }
        [one] { " " }et perd le tas de { $returned } gemme
        [many] { " " }et perd le tas de { $returned } de gemmes
       *[other] { " " }et perd le tas de { $returned } gemmes
    }. Désormais, les amendes sont de 1/2 et les gemmes doublent
drago-rosso-event-dragon-wakes = **{ $who }** révèle la troisième ⚠️ carte danger : le dragon se réveille ! **{ $who }** perd { $lost ->
        [one] { $lost } gemme
        [many] ses { $lost } de gemmes
       *[other] ses { $lost } gemmes
    }
drago-rosso-event-stops-nobody-pays = **{ $who }** s'arrête sur la bande { $stripe } ; personne ne peut payer la rançon de { $amount ->
        [one] { $amount } gemme
        [many] { $amount } de gemmes
       *[other] { $amount } gemmes
    }
# $bidders: the names of those who may take over, listed while they are $count 2 or fewer
drago-rosso-event-stops = **{ $who }** s'arrête sur la bande { $stripe } avec { $amount ->
        [one] { $amount } gemme
        [many] { $amount } de gemmes
       *[other] { $amount } gemmes
    } ; { $count ->
        [1] { $bidders } peut
        [2] { $bidders } peuvent
       *[other] { $count } joueurs peuvent
    } payer cette somme pour racheter le tour
drago-rosso-event-offer-taken = **{ $who }** propose de racheter le tour
drago-rosso-event-offer-passed = **{ $who }** passe
drago-rosso-event-took-over = **{ $who }** paie { $amount ->
        [one] { $amount } gemme
        [many] { $amount } de gemmes
       *[other] { $amount } gemmes
    } à **{ $stopper }** et rachète le tour
drago-rosso-event-banks = **{ $who }** met de côté { $amount ->
        [one] { $amount } gemme posée
        [many] les { $amount } de gemmes posées
       *[other] les { $amount } gemmes posées
    } à côté du chevalier
drago-rosso-event-new-turn = Tour { $turn } : à **{ $who }** de jouer
# a round's end (every seat owned a turn in it, or the game ended in it); $scores: every player's score,
# separated by drago-rosso-separator
drago-rosso-event-round-over = Manche { $round } terminée : { $scores }
# $winners: their names listed; $count: how many they are
drago-rosso-event-game-over =
    Fin de la partie : { $winners } { $count ->
        [one] gagne
        [many] se partagent la victoire
       *[other] se partagent la victoire
    } avec { $gems ->
        [one] { $gems } gemme
        [many] { $gems } de gemmes
       *[other] { $gems } gemmes
    }
# a name in a list of names in bold
drago-rosso-bold-name = **{ $name }**

## Ce qu'une ancienne table laisse derrière elle quand une nouvelle manche a une nouvelle table

# $scores: every player's score, separated by drago-rosso-separator
drago-rosso-round-over = 🐉 Manche { $round } terminée · { $scores }
# $trend: "up", "down" or "same"; $change: how much
drago-rosso-round-score = **{ $name }** 💎 { $gems }{ $trend ->
        [up] { " " }(+{ $change })
        [down] { " " }(−{ $change })
       *[same] { "" }
    }
# a player's gems when a round ends, what the round changed ($change, signed) and where that came from ($parts:
# a list of drago-rosso-round-part)
drago-rosso-round-score-parts = **{ $name }** 💎 { $gems } ({ $change } : { $parts })
# one part of a round's change ($amount, signed): piles banked, ransoms received or paid, fines, gems the dragon
# took, the treasure won at the head
drago-rosso-round-part = { $part ->
        [banked] mis de côté
        [received] rançons reçues
        [paid] rançons payées
        [fines] amendes
        [lost] pris par le dragon
       *[treasure] trésor
    } { $amount }
# between the items of a line of scores or of answers
drago-rosso-separator = { " · " }

## La table

drago-rosso-table-title = 🐉 Drago Rosso · tour { $turn }
drago-rosso-table-title-over = 🐉 Drago Rosso · partie terminée
drago-rosso-field-knight = 🗡️ Chevalier
drago-rosso-field-treasure = 👑 Trésor
drago-rosso-field-dangers = ⚠️ Cartes danger
drago-rosso-field-deck = 🂠 Pioche
drago-rosso-field-players = Joueurs
drago-rosso-field-recent = Récent
# gems in the embeds
drago-rosso-gems = 💎 { $count }
# where the knight is: $place is "tail", "head" or "stripe" ($stripe of $stripes)
drago-rosso-where =
    { $place ->
        [tail] à la queue
        [head] à la tête du dragon
       *[stripe] sur la bande **{ $stripe }** sur { $stripes }
    }
drago-rosso-knight =
    { drago-rosso-where }
    💎 { $pile } à côté
# $timer: "off", "minutes" ($minutes) or "seconds" ($turn_seconds)
drago-rosso-footer =
    Les offres de rachat restent ouvertes { $seconds } s · minuteur de tour { $timer ->
        [off] désactivé
        [minutes] { $minutes } min
       *[seconds] { $turn_seconds } s
    }
drago-rosso-deck = **{ $size }** cartes : 🐾 1 ×{ $ones } · 🐾 2 ×{ $twos } · 🐾 3 ×{ $threes } · 🐾 4 ×{ $fours } · 🛑 stop ×{ $stops } · ⚠️ danger ×{ $dangers }
drago-rosso-dangers = **{ $dangers }** sur { $total } · amendes **1/{ $divisor }** · { $doubled ->
        [yes] gemmes **×2**
       *[no] gemmes ×1
    }
drago-rosso-next-danger-wakes = La prochaine réveille le dragon !
# $deadline: when a ransom offer closes (a Discord timestamp), or "none"
drago-rosso-offer-open =
    ✋ **{ $stopper }** s'arrête avec 💎 { $amount } à côté du chevalier : les autres peuvent payer **💎 { $amount }** pour racheter le tour, et le premier preneur dans le sens horaire l'obtient{ $deadline ->
        [none] { "" }
       *[other] { " " }(clôture <t:{ $deadline }:R>)
    }.
# $start: "own" (the turn's owner plays), "for" (who took it over plays for $owner) or "back" (the owner took it back)
drago-rosso-playing =
    🎲 { $start ->
        [for] **{ $who }** a racheté le tour à **{ $owner }** et { $must_reveal ->
                [yes] doit révéler une carte.
               *[no] révèle encore ou s'arrête avec 💎 { $pile }.
            }
        [back] **{ $who }** a repris son tour et { $must_reveal ->
                [yes] doit révéler une carte.
               *[no] révèle encore ou s'arrête avec 💎 { $pile }.
            }
       *[own] **{ $who }** { $must_reveal ->
                [yes] doit révéler une carte.
               *[no] révèle encore ou s'arrête avec 💎 { $pile }.
            }
    }
drago-rosso-end-head = Le chevalier a atteint la tête du dragon.
drago-rosso-end-danger = La troisième ⚠️ carte danger a réveillé le dragon.
# $tag: the player's part in the decision; $owner: "yes" for the turn's owner while another plays it
drago-rosso-player = **{ $name }** : 💎 { $gems }{ $tag ->
        [winner] { " " }🏆
        [stopped] { " " }· ✋ arrêt
        [takes] { " " }· ✅ rachète
        [passes] { " " }· ❌ passe
        [skipped] { " " }· ⏭️ après un preneur
        [deciding] { " " }· ⏳ réfléchit
        [cannot-pay] { " " }· ne peut pas payer
        [playing] { " " }· 🎲 joue
       *[none] { "" }
    }{ $owner ->
        [yes] { " " }· titulaire du tour
       *[no] { "" }
    }
# where a seat asked about a ransom offer stands
drago-rosso-answer =
    { $name } { $status ->
        [takes] ✅ rachète
        [passes] ❌ passe
        [skipped] ⏭️ après un preneur
       *[deciding] ⏳ réfléchit
    }

## Boutons (les libellés d'une décision se lisent partout dans le même ordre : continuer d'abord, puis s'arrêter)

drago-rosso-button-table-reveal = { $name } : révéler une carte
drago-rosso-button-reveal = Révéler une carte
drago-rosso-button-stop-first = S'arrêter (révélez d'abord)
drago-rosso-button-stop =
    { $count ->
        [one] S'arrêter et garder { $count } gemme
        [many] S'arrêter et garder { $count } de gemmes
       *[other] S'arrêter et garder { $count } gemmes
    }
drago-rosso-button-take =
    { $count ->
        [one] Racheter le tour pour { $count } gemme
        [many] Racheter le tour pour { $count } de gemmes
       *[other] Racheter le tour pour { $count } gemmes
    }
drago-rosso-button-pass = Passer

## La carte suivante, par sorte (les sortes absentes de la pioche ne sont pas listées) ; $chance est une part de la pioche

# $kinds: the numbers of the footprint cards that do alike, e.g. 1/2/3
drago-rosso-odds-walk = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → +{ $placed } 💎
drago-rosso-odds-walk-range = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → de +{ $least } à +{ $most } 💎
drago-rosso-odds-head = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → la tête : le tas + 💎 { $treasure }, fin de la partie
# $cost: the fine in gems, or "share" when it depends on the revealer's gems (1/$divisor of them)
drago-rosso-odds-stop =
    🛑 stop · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] amende 1/{ $divisor }
       *[other] amende 💎 { $cost }
    }
drago-rosso-odds-first-danger =
    ⚠️ danger · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] amende 1/{ $divisor }
       *[other] amende 💎 { $cost }
    }
drago-rosso-odds-second-danger =
    ⚠️ danger · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] amende 1/{ $divisor }
       *[other] amende 💎 { $cost }
    }, puis gemmes ×2
drago-rosso-odds-doom = ⚠️ danger · { NUMBER($chance, style: "percent") } → vous perdez vos 💎 { $cost }, fin de la partie
drago-rosso-odds-doom-spectator = ⚠️ danger · { NUMBER($chance, style: "percent") } → réveille le dragon : toutes les gemmes de celui qui la révèle, fin de la partie
# what a card that ends the turn also costs: the pile beside the knight
drago-rosso-odds-pile-back = 🛑⚠️ Une carte stop ou une carte danger renvoie aussi au trésor le tas de **💎 { $pile }** à côté du chevalier.

## La vue d'un joueur

drago-rosso-hand-footer = Vous avez 💎 { $gems }
drago-rosso-hand-over = Partie terminée
drago-rosso-hand-your-turn = À vous · tour { $turn }
drago-rosso-hand-turn = Tour { $turn }
drago-rosso-hand-offer = Offre de rachat · tour { $turn }
drago-rosso-field-next-card = Carte suivante · { NUMBER($chance, style: "percent") } de finir le tour
drago-rosso-field-first-card = Votre première carte · { NUMBER($chance, style: "percent") } de finir le tour
drago-rosso-next-card-ends = Carte suivante : { NUMBER($chance, style: "percent") } de risque qu'elle finisse le tour.
drago-rosso-field-answers = Réponses, dans le sens horaire
drago-rosso-stake = Chevalier { drago-rosso-where } · **💎 { $pile }** à côté.
# $took_over: "yes" when the player took this turn over
drago-rosso-reveal-to-start =
    { $took_over ->
        [yes] Vous avez racheté ce tour. Révélez une carte pour commencer.
       *[no] Révélez une carte pour commencer.
    }
drago-rosso-stop-or-reveal = **Arrêtez-vous** pour garder les 💎 { $pile } (en rançon ou mises de côté), ou **révélez** pour en gagner plus.
drago-rosso-move-deadline = ⏰ Jouez <t:{ $deadline }:R>, sinon l'IA joue à votre place.
drago-rosso-watching = À **{ $active }** de jouer. { drago-rosso-stake }
    { drago-rosso-next-card-ends }
    En cas d'arrêt, vous pourrez payer la valeur du tas pour racheter le tour.
drago-rosso-may-take-over =
    ✋ **{ $stopper }** s'arrête : rachetez le chevalier pour **💎 { $amount }**, puis révélez une carte{ $deadline ->
        [none] { "" }
       *[other] { " " }(clôture <t:{ $deadline }:R>)
    }. Ne pas répondre revient à passer.
# who before the viewer clockwise also offered ($count of them: names while 2 or fewer)
drago-rosso-rivals-ahead =
    ⏳ { $count ->
        [1] { $names } passe avant vous et peut encore racheter.
        [2] { $names } passent avant vous et peuvent encore racheter.
       *[other] { $count } joueurs passent avant vous et peuvent encore racheter.
    }
drago-rosso-rivals-beaten =
    ✅ { $count ->
        [1] { $names } a aussi proposé, mais vous passez en premier.
        [2] { $names } ont aussi proposé, mais vous passez en premier.
       *[other] { $count } joueurs ont aussi proposé, mais vous passez en premier.
    }
drago-rosso-you-stopped =
    ✋ Vous vous arrêtez avec **💎 { $amount }** : elles sont à vous, payées par qui rachète le tour ou mises de côté si personne ne le fait{ $deadline ->
        [none] { "" }
       *[other] { " " }(clôture <t:{ $deadline }:R>)
    }.
drago-rosso-you-offered =
    Vous proposez 💎 { $amount } à { $stopper } pour racheter le tour : il est à vous, sauf si un joueur placé avant vous dans le sens horaire le rachète aussi{ $deadline ->
        [none] { "" }
       *[other] { " " }(clôture <t:{ $deadline }:R>)
    }.
drago-rosso-you-passed =
    Vous renoncez à racheter le tour à { $stopper }{ $deadline ->
        [none] { "" }
       *[other] { " " }(clôture <t:{ $deadline }:R>)
    }.
drago-rosso-you-were-skipped = Un joueur placé avant vous dans le sens horaire a racheté le tour à { $stopper } : vous ne pouvez plus le prendre.
drago-rosso-you-cannot-pay = Vous ne pouvez pas payer la rançon de 💎 { $amount } pour racheter le tour à { $stopper }.
# your own last card, until the next card is revealed
drago-rosso-your-stop-card =
    🛑 Carte stop : { $fine ->
        [0] pas d'amende (trop peu de gemmes)
       *[other] vous perdez 💎 { $fine } (1/{ $divisor } de vos gemmes)
    }, et le tas retourne au trésor.
drago-rosso-your-danger-card =
    ⚠️ Carte danger : { $fine ->
        [0] pas d'amende (trop peu de gemmes)
       *[other] vous perdez 💎 { $fine } (1/{ $divisor } de vos gemmes)
    }, et le tas retourne au trésor.
drago-rosso-your-doom = ⚠️ La troisième carte danger était pour vous : le dragon a pris toutes vos 💎 { $lost }.

## L'image (lettres latines simples : la police de l'image n'a pas d'emoji)

drago-rosso-picture-title = Drago Rosso
drago-rosso-picture-seat = Place { $number }
drago-rosso-picture-ai = { $name } (IA)
# $winners: their names listed; $count: how many they are
drago-rosso-picture-over =
    Partie terminée · { $winners } { $count ->
        [one] gagne
        [many] gagnent
       *[other] gagnent
    }
drago-rosso-picture-offer = { $stopper } s'arrête · rançon { $amount }
# $owner: whose turn another plays, or "none"
drago-rosso-picture-turn =
    Tour { $turn } · { $active }{ $owner ->
        [none] { "" }
       *[other] { " " }(pour { $owner })
    } { $must_reveal ->
        [yes] doit révéler
       *[no] joue
    }
drago-rosso-picture-waits = Le chevalier attend à la queue. Révélez une carte pour commencer !
drago-rosso-picture-advance =
    { $who } : { $steps ->
        [one] { $steps } empreinte
        [many] { $steps } d'empreintes
       *[other] { $steps } empreintes
    }, { $start ->
        [0] queue
       *[other] bande { $start }
    } jusqu'à la bande { $to }, +{ $placed } gemmes
drago-rosso-picture-head =
    { $who } : { $steps ->
        [one] { $steps } empreinte
        [many] { $steps } d'empreintes
       *[other] { $steps } empreintes
    }, au-delà de la bande { $stripes } jusqu'à la tête ! +{ $gained } gemmes
drago-rosso-picture-doom = { $who } a révélé la troisième carte danger et perd { $lost } gemmes
drago-rosso-picture-fined =
    { $who } a révélé { $card ->
        [stop] une carte stop
       *[danger] une carte danger
    } : amende { $fine }, { $returned } gemmes rendues au trésor
drago-rosso-picture-fines = Amendes 1/{ $divisor }
drago-rosso-picture-stripes =
    { $doubled ->
        [yes] Gemmes x2 par bande
       *[no] Gemmes x1 par bande
    }
drago-rosso-picture-deck = Pioche
drago-rosso-picture-treasure = Trésor
drago-rosso-picture-stop = STOP
drago-rosso-picture-count = x{ $count }
# a player's tag under their name; $owner: "yes" for the turn's owner
drago-rosso-picture-tag =
    { $owner ->
        [yes]
            { $tag ->
                [winner] VAINQUEUR · tour
                [stopped] arrêt · tour
                [takes] rachète ! · tour
                [passes] passe · tour
                [deciding] réfléchit… · tour
                [cannot-pay] ne peut pas payer · tour
                [playing] joue · tour
               *[none] titulaire du tour
            }
       *[no]
            { $tag ->
                [winner] VAINQUEUR
                [stopped] arrêt
                [takes] rachète !
                [passes] passe
                [deciding] réfléchit…
                [cannot-pay] ne peut pas payer
                [playing] joue
               *[none] { "" }
            }
    }

# The ids the shared layer reads for every game.

drago-rosso-title = Drago Rosso
drago-rosso-tagline = Tentez votre chance de 2 à 6 joueurs : menez un chevalier sur le dos d'un dragon endormi et arrêtez-vous avant qu'il ne se réveille · environ 10 minutes
drago-rosso-quick-start =
    🎴 À votre tour, **révélez** des cartes : les empreintes 🐾 font monter le chevalier sur le dragon, et des gemmes 💎 s'entassent à côté de lui.
    ✋ **Arrêtez-vous** pour garder le tas, mais les autres peuvent vous en payer la valeur et continuer avec votre chevalier.
    🛑 Une carte stop ou une ⚠️ carte danger coûte une amende et le tas ; la troisième ⚠️ réveille le dragon. Le plus de gemmes gagne.
    Icônes : 🐾 empreintes · 🛑 carte stop · ⚠️ carte danger · 💎 gemmes · 👑 trésor · 🗡️ chevalier · 🂠 pioche · 🎲 joue · ✋ arrêt · ✅ rachète · ❌ passe · ⏳ réfléchit · ⏭️ après un preneur
drago-rosso-rules =
    { "*" }*🎯 But du jeu**
    Finir avec le plus de gemmes 💎. Chacun commence avec 40 gemmes ; le trésor du dragon 👑 en contient 200 (règle maison). Une partie dure une dizaine de tours.
    
    { "*" }*🂠 La pioche**
    51 cartes, mélangées une seule fois pour toute la partie :
    • 38 cartes empreinte : 17 × 🐾 1, 11 × 🐾 2, 6 × 🐾 3, 4 × 🐾 4
    • 10 🛑 cartes stop
    • 3 ⚠️ cartes danger
    La table indique combien il en reste de chaque sorte, et votre vue la probabilité de chacune pour la carte suivante.
    
    { "*" }*🎴 Votre tour**
    Le chevalier 🗡️ part de la queue du dragon, sans rien à côté de lui. Révélez la première carte de la pioche :
    • **🐾 Empreintes** : le chevalier avance d'autant de bandes, sur les 17, vers la tête, et le trésor place à côté de lui autant de gemmes que le numéro de la bande atteinte (bande 6 → 6 gemmes). Le tas continue de grossir.
    • **🛑 Carte stop** : vous payez au trésor un quart de vos gemmes (arrondi à l'inférieur), le tas retourne au trésor et le chevalier à la queue. Votre tour est fini.
    Après une carte empreinte, vous pouvez révéler encore ou **vous arrêter**. Si le trésor s'épuise, seul ce qui reste est placé.
    
    { "*" }*⚠️ Cartes danger**
    La première compte comme une carte stop. La deuxième aussi, mais dès lors chaque amende vaut la moitié de vos gemmes et chaque bande rapporte deux fois plus de gemmes. La troisième réveille le dragon : qui la révèle perd toutes ses gemmes, et la partie s'arrête.
    
    { "*" }*✋ S'arrêter et la rançon**
    Quand vous vous arrêtez, chaque autre joueur qui en a les moyens peut vous payer la valeur du tas en rançon pour racheter votre tour : le chevalier reste où il est, avec son tas. L'offre reste ouverte 30 s (règle maison) ; ne pas répondre revient à passer. Si plusieurs rachètent, le premier dans le sens horaire à partir de vous obtient le tour.
    Le nouveau joueur doit révéler au moins une carte, et peut à son tour s'arrêter et se faire racheter. Si personne ne rachète, vous mettez le tas de côté. Dans les deux cas, vous arrêter vous rapporte le tas.
    
    { "*" }*🔄 Tours et manches**
    Le tour suivant revient au joueur placé après le titulaire du tour au départ, quel que soit celui qui l'a racheté. Quand chacun a joué son tour, la manche est finie : sa table laisse une ligne avec les gemmes de chacun, et une nouvelle table commence.
    
    { "*" }*🏁 La fin**
    Une carte empreinte qui emmène le chevalier au-delà de la bande 17 termine la partie : ce joueur prend le tas et tout ce qui reste dans le trésor. La troisième ⚠️ carte danger la termine aussi. Le plus de gemmes gagne ; à égalité, on partage la victoire.
drago-rosso-score =
    { $count ->
        [one] { $amount } gemme
        [many] { $amount } de gemmes
       *[other] { $amount } gemmes
    }
drago-rosso-option-treasure = Trésor du dragon
    .help = Gemmes du trésor du dragon au départ ; les gemmes placées et le gain de la tête en proviennent.
drago-rosso-option-offer-seconds = Délai des offres de rachat (s)
    .help = Le temps laissé aux autres joueurs pour racheter un tour après l'arrêt d'un joueur.
drago-rosso-illegal-no-ransom-offer = Coup refusé : aucune offre de rachat n'est ouverte.
drago-rosso-illegal-reveal-before-stop = Coup refusé : vous devez révéler au moins une carte avant de vous arrêter.
drago-rosso-illegal-deck-empty = Coup refusé : la pioche est vide.
