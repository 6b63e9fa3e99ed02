## Sárkánytojás : prendre des tuiles sur un terrain de 7×7 (les commandes /sarkanytojas, la table du jeu et les vues privées).


## Ce que la couche commune lit pour chaque jeu


## Commandes

command-sarkanytojas = sarkanytojas
    .description = Sárkánytojás : prenez les œufs, évitez les dragons (2 à 4 joueurs) ; casse-tête Chemin des dragons
command-sarkanytojas-new = nouvelle
    .description = Ouvrir une salle d'attente de Sárkánytojás dans ce salon (2 à 4 joueurs)
command-sarkanytojas-new-shield_pit = bouclier_fosse
    .description = 3 Boucliers et 3 Fosses qui font céder un dragon ou un œuf à leur preneur (par défaut : désactivé)
command-sarkanytojas-new-match = match
    .description = Parties du match, jouées pour des points de match (par défaut : 1)
command-sarkanytojas-new-open_scores = scores_visibles
    .description = Montrer les tuiles et le score de chacun pendant le jeu (par défaut : non, tuiles face cachée)
command-sarkanytojas-new-timer = minuteur
    .description = Le temps de chaque joueur pour prendre une tuile avant que l'IA prenne à sa place
command-sarkanytojas-puzzle = casse-tête
    .description = Ouvrir une salle d'attente du casse-tête Chemin des dragons dans ce salon (1 à 12 joueurs)
command-sarkanytojas-puzzle-level = niveau
    .description = I : plateau 3×3, II : 4×4, III : 5×5 (par défaut : I)
command-sarkanytojas-puzzle-level-i = I (3×3)
command-sarkanytojas-puzzle-level-ii = II (4×4)
command-sarkanytojas-puzzle-level-iii = III (5×5)
command-sarkanytojas-puzzle-check_seconds = secondes_verif
    .description = Variante chronométrée : secondes pour trouver mieux après une annonce (0 par défaut ; 30 conseillé)
command-sarkanytojas-puzzle-race_seconds = secondes_course
    .description = Secondes de course pour annoncer, puis tous ceux qui restent passent (par défaut : 0, sans limite)
command-sarkanytojas-puzzle-timer = minuteur
    .description = Le temps d'un annonceur pour montrer son chemin (par défaut : 2 minutes)

## Tuiles et lignes

# a Shield or a Pit by name (a value tile shows its signed value)
sarkanytojas-tile-shield = Bouclier
sarkanytojas-tile-pit = Fosse
sarkanytojas-line =
    { $direction ->
        [row] rangée { $number }
       *[column] colonne { $letter }
    }
# the score a player's face-down haul may have
sarkanytojas-score-range = de { $low } à { $high }
sarkanytojas-tile-count = { $name } ×{ $count }

## Événements

sarkanytojas-event-took = { $taker } prend { $tile } en { $square }.
sarkanytojas-event-took-shield-pit =
    { $tile ->
        [shield] { $taker } prend un Bouclier en { $square } et doit céder l'un de ses dragons.
       *[pit] { $taker } prend une Fosse en { $square } et doit céder l'un de ses œufs.
    }
sarkanytojas-event-took-shield-pit-free =
    { $tile ->
        [shield] { $taker } prend un Bouclier en { $square } ; sans dragon à céder, il est défaussé.
       *[pit] { $taker } prend une Fosse en { $square } ; sans œuf à céder, elle est défaussée.
    }
sarkanytojas-event-gave-up =
    { $by ->
        [shield]
            { $kind ->
                [egg] { $taker } pose face cachée le Bouclier et l'un de ses œufs.
               *[dragon] { $taker } pose face cachée le Bouclier et l'un de ses dragons.
            }
       *[pit]
            { $kind ->
                [dragon] { $taker } pose face cachée la Fosse et l'un de ses dragons.
               *[egg] { $taker } pose face cachée la Fosse et l'un de ses œufs.
            }
    }
sarkanytojas-event-game-over-field-empty = Fin de la partie { $number } : le terrain est vide ; l'Œuf de dragon revient à { $egg_to } (+{ $bonus }). { $scores }
sarkanytojas-event-game-over-line-empty =
    { $direction ->
        [row] Fin de la partie { $number } : { $seat } n'a plus de tuile dans sa rangée ; l'Œuf de dragon revient à { $egg_to } (+{ $bonus }). { $scores }
       *[column] Fin de la partie { $number } : { $seat } n'a plus de tuile dans sa colonne ; l'Œuf de dragon revient à { $egg_to } (+{ $bonus }). { $scores }
    }
sarkanytojas-score-entry = { $name } { $score }
sarkanytojas-score-entry-winner = 🏆 { $name } { $score }
sarkanytojas-pair-names = { $one }+{ $other }
# where a player's score of a game came from: the sums of the eggs and of the dragons they kept, and the Dragon Egg
sarkanytojas-parts = 🥚{ $eggs } 🐉{ $dragons }
sarkanytojas-parts-egg = 🥚{ $eggs } 🐉{ $dragons }, Œuf de dragon { $bonus }
# a player's score of a game and where it came from ($parts: sarkanytojas-parts)
sarkanytojas-score-parts = { $name } { $score } ({ $parts })
sarkanytojas-score-parts-winner = 🏆 { $name } { $score } ({ $parts })
# a pair's score: its players' (sarkanytojas-score-parts) and their sum
sarkanytojas-pair-sum = { $first } & { $second } = { $score }
sarkanytojas-pair-sum-winner = 🏆 { $first } & { $second } = { $score }
sarkanytojas-event-game-begins = La partie { $number } sur { $games } est en place ; { $starter } commence.
sarkanytojas-event-match-over =
    { $count ->
        [one] Le match est terminé : { $champions } avec { $count } point de match.
        [many] Le match est terminé : { $champions } avec { $count } de points de match.
       *[other] Le match est terminé : { $champions } avec { $count } points de match.
    }

## La table

sarkanytojas-table-title = 🥚 Sárkánytojás
sarkanytojas-table-title-final = 🥚 Sárkánytojás · résultat final
sarkanytojas-table-title-game = 🥚 Sárkánytojás · partie { $number } sur { $games }
sarkanytojas-field-game = Partie { $number }
sarkanytojas-field-scoresheet = Match : scores par partie, points de match
sarkanytojas-field-recent = Récent
sarkanytojas-situation-pending =
    { $by ->
        [shield]
            { $kind ->
                [egg] ❓ **{ $name }** a pris un 🛡️ Bouclier et choisit lequel de ses œufs céder. Il sera posé face cachée : personne d'autre ne saura lequel.
               *[dragon] ❓ **{ $name }** a pris un 🛡️ Bouclier et choisit lequel de ses dragons céder. Il sera posé face cachée : personne d'autre ne saura lequel.
            }
       *[pit]
            { $kind ->
                [dragon] ❓ **{ $name }** a pris une 🕳️ Fosse et choisit lequel de ses dragons céder. Il sera posé face cachée : personne d'autre ne saura lequel.
               *[egg] ❓ **{ $name }** a pris une 🕳️ Fosse et choisit lequel de ses œufs céder. Il sera posé face cachée : personne d'autre ne saura lequel.
            }
    }
sarkanytojas-situation-turn =
    ▶️ **{ $name }** prend dans **{ $line }**, la ligne encadrée :
    { $offer }
    Le dernier à prendre reçoit l'Œuf de dragon (+{ $bonus }).
sarkanytojas-offer-entry = { $tile } { $square }
sarkanytojas-side-turn = ▶️ { $side }
sarkanytojas-side-pending = ❓ { $side }
sarkanytojas-side-names = { $first } & { $second }
sarkanytojas-personal-score-parts = { $score } = { $parts }
sarkanytojas-side-one =
    { $haul }
    { "*" }*Score { $score }**
sarkanytojas-side-player = **{ $name }** ({ $score }) : { $haul }
sarkanytojas-side-pair-total = **Score de l'équipe { $score }**
sarkanytojas-side-face-down = **{ $name }** : { $haul }
sarkanytojas-last-game =
    { $reason ->
        [row] Terminée : { $seat } n'a plus de tuile dans sa rangée. L'Œuf de dragon est revenu à **{ $egg_to }** (+{ $bonus }) ; victoire : **{ $winners }**.
        [column] Terminée : { $seat } n'a plus de tuile dans sa colonne. L'Œuf de dragon est revenu à **{ $egg_to }** (+{ $bonus }) ; victoire : **{ $winners }**.
       *[field] Terminée : le terrain est vide. L'Œuf de dragon est revenu à **{ $egg_to }** (+{ $bonus }) ; victoire : **{ $winners }**.
    }
# the last game's scores with their parts, and the match points it gave
sarkanytojas-last-game-scores = { $scores } · points de match : { $points }
sarkanytojas-footer-tiles-left =
    { $count ->
        [one] { $count } tuile restante
        [many] { $count } de tuiles restantes
       *[other] { $count } tuiles restantes
    }
sarkanytojas-footer-shield-pit = 🛡️ le Bouclier coûte un dragon, 🕳️ la Fosse un œuf
sarkanytojas-footer-timer =
    { $unit ->
        [off] minuteur de tour désactivé
        [minutes] minuteur de tour { $minutes } min
       *[seconds] minuteur de tour { $seconds } s
    }
sarkanytojas-sheet-points = Pts
sarkanytojas-sheet-game = P{ $number }
# the line an old table keeps once the next game of the match is laid out
sarkanytojas-game-summary = 🏁 Partie { $number } sur { $games } terminée · { $scores } · victoire : { $winners } · points de match : { $points }

## Butins

sarkanytojas-face-down-tiles =
    { $count ->
        [one] 🂠 { $count } tuile face cachée
        [many] 🂠 { $count } de tuiles face cachée
       *[other] 🂠 { $count } tuiles face cachée
    }
sarkanytojas-no-tiles = aucune tuile pour l'instant
sarkanytojas-took-tiles = a pris { $tiles }
sarkanytojas-discard-known =
    { $by ->
        [shield] 🛡️Bouclier : a cédé { $tile }
       *[pit] 🕳️Fosse : a cédé { $tile }
    }
sarkanytojas-discard-hidden =
    { $by ->
        [shield]
            { $kind ->
                [egg] 🛡️Bouclier : un œuf posé face cachée
               *[dragon] 🛡️Bouclier : un dragon posé face cachée
            }
       *[pit]
            { $kind ->
                [dragon] 🕳️Fosse : un dragon posé face cachée
               *[egg] 🕳️Fosse : un œuf posé face cachée
            }
    }
sarkanytojas-discard-nothing =
    { $by ->
        [shield] 🛡️Bouclier : rien à céder
       *[pit] 🕳️Fosse : rien à céder
    }

## La vue privée

sarkanytojas-hand-title = Vos tuiles
sarkanytojas-hand-title-game = Vos tuiles · partie { $number } sur { $games }
sarkanytojas-hand-over = 🏁 La partie est terminée : les résultats sont sur la table.
sarkanytojas-hand-your-take =
    { $direction ->
        [row] ▶️ **À vous de prendre** dans **{ $line }** ; ensuite **{ $name }** prend dans la rangée de votre tuile :
       *[column] ▶️ **À vous de prendre** dans **{ $line }** ; ensuite **{ $name }** prend dans la colonne de votre tuile :
    }
sarkanytojas-hand-your-take-last = ▶️ **À vous de prendre** dans **{ $line }** :
sarkanytojas-hand-choice = { $square } { $tile } → { $next }
sarkanytojas-hand-choice-costs =
    { $cost ->
        [egg] { $square } { $tile } (coûte un œuf) → { $next }
       *[dragon] { $square } { $tile } (coûte un dragon) → { $next }
    }
sarkanytojas-hand-choice-free =
    { $cost ->
        [egg] { $square } { $tile } (gratuit : aucun œuf) → { $next }
       *[dragon] { $square } { $tile } (gratuit : aucun dragon) → { $next }
    }
sarkanytojas-next-ends = termine la partie : l'Œuf de dragon (+{ $bonus }) est pour vous
sarkanytojas-take-button = { $tile } · { $square }
sarkanytojas-hand-wait-discard =
    { $kind ->
        [egg] ⏳ **{ $name }** choisit quel œuf céder.
       *[dragon] ⏳ **{ $name }** choisit quel dragon céder.
    }
sarkanytojas-hand-wait-take = ⏳ **{ $name }** prend dans { $line }.
sarkanytojas-hand-haul = Votre butin · score { $score }
sarkanytojas-hand-scores = Scores
sarkanytojas-hand-score = **{ $name }** { $score }
sarkanytojas-hand-score-partner = 🤝 **{ $name }** { $score }
sarkanytojas-hand-face-down =
    { $count ->
        [one] 🂠 { $count } tuile
        [many] 🂠 { $count } de tuiles
       *[other] 🂠 { $count } tuiles
    }
sarkanytojas-hand-pairs = Votre équipe **{ $ours }** · l'autre équipe **{ $theirs }**
sarkanytojas-discard-choice =
    { $by ->
        [shield]
            { $kind ->
                [egg] 🛡️ Vous avez pris un **Bouclier** : cédez l'un de vos œufs. Il est posé face cachée avec le Bouclier, et vous seul saurez lequel c'était.
               *[dragon] 🛡️ Vous avez pris un **Bouclier** : cédez l'un de vos dragons. Il est posé face cachée avec le Bouclier, et vous seul saurez lequel c'était.
            }
       *[pit]
            { $kind ->
                [dragon] 🕳️ Vous avez pris une **Fosse** : cédez l'un de vos dragons. Il est posé face cachée avec la Fosse, et vous seul saurez lequel c'était.
               *[egg] 🕳️ Vous avez pris une **Fosse** : cédez l'un de vos œufs. Il est posé face cachée avec la Fosse, et vous seul saurez lequel c'était.
            }
    }
sarkanytojas-discard-usually =
    { $kind ->
        [egg] En général, le mieux : l'œuf le plus faible.
       *[dragon] En général, le mieux : le dragon le plus coûteux.
    }
sarkanytojas-discard-button = Céder { $tile }

## L'image de la table

sarkanytojas-picture-game = Partie { $number } sur { $games }
sarkanytojas-picture-tiles-left =
    { $count ->
        [one] { $count } tuile restante
        [many] { $count } de tuiles restantes
       *[other] { $count } tuiles restantes
    }
sarkanytojas-picture-take-from = prise dans { $line }
sarkanytojas-picture-finished = terminée
# the word under a value tile's number, and the word on a Shield or Pit
sarkanytojas-picture-kind =
    { $kind ->
        [egg] œuf
        [dragon] dragon
        [shield] BOUCLIER
       *[pit] FOSSE
    }

## Les règles (sans celles du casse-tête)

sarkanytojas-rules-game =
    { "*" }*🥚 Le terrain**
    48 tuiles forment un carré de 7×7 : des œufs 🥚 valant de +1 à +10 et des dragons 🐉 valant de −1 à −10 (trois de chaque valeur 1, 2, 3, 4, 5, 6, 8 et 10). L'Œuf de dragon en bois se tient sur la seule case vide.
    
    { "*" }*▶️ Prendre**
    À votre tour, prenez n'importe quelle tuile de la ligne de l'Œuf, proche ou lointaine ; l'Œuf se déplace sur sa case. La première prise d'une partie se fait sur la rangée de l'Œuf, la suivante sur sa colonne, et la direction change à chaque prise, quel que soit le preneur.
    
    { "*" }*🂠 Face cachée**
    Les tuiles prises sont posées face cachée devant leur preneur : pendant une partie, vous ne voyez que vos propres tuiles et votre score (les partenaires aussi ne voient que les leurs), la table indique combien de tuiles chacun détient, et tout est révélé à la fin de la partie. Règle maison **Scores visibles** : chaque butin et chaque score sont montrés pendant le jeu.
    
    { "*" }*🏁 La fin**
    Quand la ligne du joueur suivant est vide (ou le terrain entier), la partie s'arrête et le dernier à avoir pris une tuile reçoit l'Œuf de dragon : +5. Les œufs comptent en plus, les dragons en moins ; le plus de points gagne, les égalités se partagent la victoire.
    
    { "*" }*🤝 À quatre joueurs**
    À quatre, on joue en équipes de deux, les partenaires face à face (places 1 et 3 contre 2 et 4) ; les points d'une équipe s'additionnent.
    
    { "*" }*🛡️ Bouclier et Fosse** (l'extension propre au jeu, activée dans la salle d'attente)
    6 tuiles tirées au hasard cèdent la place à 3 🛡️ Boucliers et 3 🕳️ Fosses. Un Bouclier coûte à son preneur l'un de ses propres dragons, une Fosse l'un de ses propres œufs, à son choix ; les deux sont posés face cachée, les autres apprennent donc seulement *qu'une* tuile est partie. S'il n'a rien à céder, le Bouclier ou la Fosse est simplement défaussé.
    
    { "*" }*🏆 Matchs** (règle maison)
    Plusieurs parties d'affilée, le premier joueur changeant à chaque fois. Chaque partie rapporte des points de match (à 2 joueurs 1/0, à 3 joueurs 2/1/0, les égalités prenant le plus haut, en équipes 1/0) ; le plus de points de match gagne.
    
    { "*" }*📱 Ici**
    La ligne encadrée sur l'image de la table est celle où se fera la prochaine prise. Le bouton **{ table-hand-button }** montre votre butin et votre score, et un bouton par tuile que vous pouvez prendre, avec ce que chaque prise laisse au joueur suivant.

# The ids the shared layer reads for every game.

sarkanytojas-title = Sárkánytojás
sarkanytojas-tagline = Prise de tuiles de 2 à 4 joueurs sur un terrain de 7×7 : raflez les œufs, évitez les dragons · environ 10 minutes par partie
sarkanytojas-quick-start =
    🥚 **À votre tour :** prenez n'importe quelle tuile de la ligne encadrée (la rangée ou la colonne de l'Œuf de dragon) ; l'Œuf se déplace sur sa case.
    🔄 **Puis la ligne tourne :** rangée, colonne, rangée… votre prise choisit donc où le joueur suivant prendra.
    🏁 **La fin :** quand la ligne suivante est vide, le dernier à avoir pris reçoit l'Œuf de dragon (+5). Les œufs comptent en plus, les dragons en moins : le plus de points gagne.
    
    🥚 œuf (+) · 🐉 dragon (−) · 🛡️ Bouclier : céder un dragon · 🕳️ Fosse : céder un œuf · ▶️ prend maintenant · ❓ choisit une tuile à céder · 🤝 partenaire · 🏆 vainqueur
sarkanytojas-rules =
    { "*" }*🥚 Le terrain**
    48 tuiles forment un carré de 7×7 : des œufs 🥚 valant de +1 à +10 et des dragons 🐉 valant de −1 à −10 (trois de chaque valeur 1, 2, 3, 4, 5, 6, 8 et 10). L'Œuf de dragon en bois se tient sur la seule case vide.
    
    { "*" }*▶️ Prendre**
    À votre tour, prenez n'importe quelle tuile de la ligne de l'Œuf, proche ou lointaine ; l'Œuf se déplace sur sa case. La première prise d'une partie se fait sur la rangée de l'Œuf, la suivante sur sa colonne, et la direction change à chaque prise, quel que soit le preneur.
    
    { "*" }*🂠 Face cachée**
    Les tuiles prises sont posées face cachée devant leur preneur : pendant une partie, vous ne voyez que vos propres tuiles et votre score (les partenaires aussi ne voient que les leurs), la table indique combien de tuiles chacun détient, et tout est révélé à la fin de la partie. Règle maison **Scores visibles** : chaque butin et chaque score sont montrés pendant le jeu.
    
    { "*" }*🏁 La fin**
    Quand la ligne du joueur suivant est vide (ou le terrain entier), la partie s'arrête et le dernier à avoir pris une tuile reçoit l'Œuf de dragon : +5. Les œufs comptent en plus, les dragons en moins ; le plus de points gagne, les égalités se partagent la victoire.
    
    { "*" }*🤝 À quatre joueurs**
    À quatre, on joue en équipes de deux, les partenaires face à face (places 1 et 3 contre 2 et 4) ; les points d'une équipe s'additionnent.
    
    { "*" }*🛡️ Bouclier et Fosse** (l'extension propre au jeu, activée dans la salle d'attente)
    6 tuiles tirées au hasard cèdent la place à 3 🛡️ Boucliers et 3 🕳️ Fosses. Un Bouclier coûte à son preneur l'un de ses propres dragons, une Fosse l'un de ses propres œufs, à son choix ; les deux sont posés face cachée, les autres apprennent donc seulement *qu'une* tuile est partie. S'il n'a rien à céder, le Bouclier ou la Fosse est simplement défaussé.
    
    { "*" }*🏆 Matchs** (règle maison)
    Plusieurs parties d'affilée, le premier joueur changeant à chaque fois. Chaque partie rapporte des points de match (à 2 joueurs 1/0, à 3 joueurs 2/1/0, les égalités prenant le plus haut, en équipes 1/0) ; le plus de points de match gagne.
    
    { "*" }*📱 Ici**
    La ligne encadrée sur l'image de la table est celle où se fera la prochaine prise. Le bouton **{ table-hand-button }** montre votre butin et votre score, et un bouton par tuile que vous pouvez prendre, avec ce que chaque prise laisse au joueur suivant.
    
    { "*" }*🧩 Le Chemin des dragons**
    `/sarkanytojas puzzle`, de 1 à 12 joueurs : un petit plateau (niveau I 3×3, II 4×4, III 5×5) d'œufs et de dragons autour du DÉPART.
    
    { "*" }*🧭 Les chemins**
    Un chemin part du DÉPART, prend une tuile dans la rangée du DÉPART, puis une dans la colonne de cette tuile, et ainsi de suite, en tournant après chaque tuile ; il doit continuer tant que sa ligne contient une tuile. Sa valeur est la somme de ses tuiles. Trouvez le chemin qui vaut le plus !
    
    { "*" }*💡 Annoncer et vérifier**
    Le premier à annoncer une valeur est l'annonceur ; les autres construisent alors un meilleur chemin s'ils le peuvent, chacun jusqu'à en montrer un ou abandonner (règle maison **Temps de vérification** : la variante chronométrée du livret, 30 s au plus conseillées). Pas d'idée ? **Passez** : une fois que tout le monde a passé, le meilleur chemin est montré et personne ne marque (la règle maison **Temps de course** termine la course pour tous ceux qui restent). Les joueurs IA font la course aussi : ils mettent plus de temps sur les grands plateaux et ne trouvent pas toujours le meilleur.
    
    { "*" }*🏅 Le décompte**
    Si un vérificateur montre un meilleur chemin, chaque vérificateur marque la différence et l'annonceur perd son annonce. Sinon, l'annonceur doit montrer un chemin qui vaut son annonce, en comptant lui-même (pas de total affiché) : réussi, il marque son annonce ; raté, il la perd.
    
    { "*" }*🔁 Les manches**
    Une partie compte une manche par joueur (au moins 4), chacune sur un nouveau plateau ; après chaque manche, le bot dessine le meilleur chemin. Seul, vous vous entraînez sans score.
    
    { "*" }*📱 Ici**
    { "*" }*{ table-hand-button }** → **Je l'ai !** annonce une valeur. Pour vérifier ou montrer un chemin, touchez ses tuiles dans l'ordre : les boutons sont les tuiles qui peuvent venir ensuite, et `#n` sur la grille marque votre n-ième tuile.
# a match's result in the final standings: the match points that placed the player
sarkanytojas-match-score =
    { $count ->
        [one] { $amount } point de match
        [many] { $amount } de points de match
       *[other] { $amount } points de match
    }
sarkanytojas-score =
    { $count ->
        [one] { $amount } point
        [many] { $amount } de points
       *[other] { $amount } points
    }
sarkanytojas-option-shield-pit = Bouclier et Fosse
    .help = L'extension propre au jeu : 6 tuiles tirées au hasard cèdent la place à 3 Boucliers (céder un dragon) et 3 Fosses (céder un œuf).
sarkanytojas-option-match = Parties du match
    .help = Parties jouées d'affilée pour des points de match.
sarkanytojas-option-open-scores = Scores visibles
    .help = Montrer les tuiles et le score de chacun pendant le jeu ; désactivé (le livret) : les tuiles prises sont face cachée, chacun ne voit que les siennes.
sarkanytojas-illegal-not-a-move = Coup refusé : « { $action } » n'est pas un coup.
sarkanytojas-illegal-guess-already-announced = Coup refusé : quelqu'un a déjà annoncé une valeur dans cette manche.
