## Le Chemin des dragons : le casse-tête de chemins de Sárkánytojás (/sarkanytojas puzzle), sa table et ses vues privées.


## Ce que la couche commune lit pour chaque jeu


## Événements

dragons-path-event-passed = { $seat } abandonne ce plateau.
dragons-path-event-guessed-practice = { $seat } annonce **{ $guess }**.
dragons-path-event-guessed = { $seat } a un chemin qui vaut **{ $guess }** ! Les autres cherchent mieux.
dragons-path-event-route-found = { $seat } montre un chemin qui vaut **{ $value }** et bat { $guess } !
dragons-path-event-must-show = Personne n'a trouvé mieux : { $seat } doit maintenant montrer un chemin qui vaut { $guess }.
dragons-path-event-cannot-show = { $seat } ne peut pas montrer le chemin.
dragons-path-event-shown-ok = { $seat } : le chemin vaut **{ $value }** ✅
dragons-path-event-shown-short = { $seat } : le chemin ne vaut que { $value }, pas { $guess } ❌
dragons-path-event-round-over = Manche { $number } : { $points }. Le meilleur chemin valait { $best }.
dragons-path-event-round-over-nobody = Manche { $number } : personne ne marque. Le meilleur chemin valait { $best }.
dragons-path-event-round-over-practice = Manche { $number } : le meilleur chemin valait { $best }.
dragons-path-points-entry = { $name } { $points }
dragons-path-event-game-over =
    { $count ->
        [one] La partie est terminée : { $winners } avec { $count } point.
        [many] La partie est terminée : { $winners } avec { $count } de points.
       *[other] La partie est terminée : { $winners } avec { $count } points.
    }
dragons-path-event-round-begins = Manche { $number } sur { $rounds } : un nouveau plateau est en place. Trouvez le meilleur chemin !

## La table

dragons-path-table-title =
    { $final ->
        [yes]
            { $practice ->
                [yes] 🧩 Chemin des dragons · entraînement · fin
               *[no] 🧩 Chemin des dragons · niveau { $level } ({ $size }×{ $size }) · fin
            }
       *[no]
            { $practice ->
                [yes] 🧩 Chemin des dragons · entraînement · manche { $number } sur { $rounds }
               *[no] 🧩 Chemin des dragons · niveau { $level } ({ $size }×{ $size }) · manche { $number } sur { $rounds }
            }
    }
dragons-path-scores = Scores
dragons-path-footer =
    Niveau { $level } · { $race ->
        [0] course sans limite
       *[other] course { $race } s
    } · { $check ->
        [0] vérification sans limite
       *[other] temps de vérification { $check } s
    } · temps pour montrer un chemin { $unit ->
        [off] illimité
        [minutes] { $minutes } min
       *[seconds] { $seconds } s
    }
dragons-path-race-practice =
    🔎 **Trouvez le chemin qui vaut le plus** : depuis le DÉPART le long de sa rangée, puis le long de la colonne de cette tuile, en tournant après chaque tuile jusqu'à ce que votre ligne soit vide.
    Trouvé ? **{ table-hand-button }** → **Je l'ai !** et saisissez sa valeur ; le bot montre ensuite le meilleur.
dragons-path-race =
    { $check ->
        [0]
            🏁 **La course !** Trouvez le chemin qui vaut le plus : depuis le DÉPART le long de sa rangée, puis le long de la colonne de cette tuile, en tournant après chaque tuile jusqu'à ce que votre ligne soit vide.
            Le premier à appuyer sur **{ table-hand-button }** → **Je l'ai !** avec une valeur devient l'annonceur ; les autres vérifient ensuite jusqu'à l'avoir battu ou abandonné. Pas d'idée ? **Passez** : une fois que tout le monde a passé, le meilleur chemin est montré et personne ne marque.
       *[other]
            🏁 **La course !** Trouvez le chemin qui vaut le plus : depuis le DÉPART le long de sa rangée, puis le long de la colonne de cette tuile, en tournant après chaque tuile jusqu'à ce que votre ligne soit vide.
            Le premier à appuyer sur **{ table-hand-button }** → **Je l'ai !** avec une valeur devient l'annonceur ; les autres ont ensuite { $check } s pour le battre. Pas d'idée ? **Passez** : une fois que tout le monde a passé, le meilleur chemin est montré et personne ne marque.
    }
dragons-path-race-passed = Ont passé : { $names }.
dragons-path-check-entry = { $mark } { $name }
dragons-path-check-entry-value = { $mark } { $name } { $value }
dragons-path-goal-looking = Les autres cherchent un chemin qui vaut plus que **{ $guess }**.
dragons-path-goal-beaten = **{ $name }** l'a battu avec **{ $value }** ; les autres peuvent encore trouver mieux.
dragons-path-checking =
    💬 **{ $guesser }** annonce **{ $guess }**. { $goal }
    { $checks }
dragons-path-showing = ✋ Personne n'a battu **{ $guess }** : **{ $guesser }** doit maintenant montrer un chemin qui vaut au moins autant.
dragons-path-next-board-soon = Appuyez sur **{ table-hand-button }** → **Plateau suivant** quand vous le souhaitez ; le plateau suivant arrivera bientôt de lui-même.
# the line an old table keeps once the next board is laid out
dragons-path-round-summary = 🧩 Manche { $number } sur { $rounds } terminée · { $story } · meilleur chemin { $best } · { $points }
dragons-path-round-summary-nobody = 🧩 Manche { $number } sur { $rounds } terminée · { $story } · meilleur chemin { $best } · personne ne marque
dragons-path-round-summary-practice = 🧩 Manche { $number } sur { $rounds } terminée · { $story } · meilleur chemin { $best }
dragons-path-summary-no-guess = aucune annonce
dragons-path-summary-guessed = { $name } a annoncé { $guess }
dragons-path-summary-found = { $name } a annoncé { $guess }, { $finder } a montré { $value }
dragons-path-summary-shown = { $name } a annoncé { $guess } et l'a montré ✅
dragons-path-summary-not-shown = { $name } a annoncé { $guess } mais n'a pas pu le montrer ❌

## La vue privée

dragons-path-route-title = Votre chemin · manche { $number } sur { $rounds }
dragons-path-find-route = 🔎 Trouvez le chemin qui vaut le plus depuis le DÉPART : d'abord sa rangée, puis tournez après chaque tuile. Trouvé ? Appuyez sur **Je l'ai !** et saisissez sa valeur (de { $low } à { $high }).
# the stake of a guess, said before it is made (not in practice, which scores nothing)
dragons-path-guess-must-show = ⚠️ N'annoncez qu'un chemin que vous savez montrer : si personne ne fait mieux, vous devez le montrer tuile par tuile, et un chemin que vous ne pouvez pas montrer vous coûte autant de points que votre annonce.
dragons-path-show-best = Montrez-moi le meilleur chemin
dragons-path-pass = Passer
dragons-path-you-passed =
    { $deadline ->
        [none] 🏳️ Vous avez passé sur ce plateau ; en attente des annonces ou abandons des autres.
       *[other] 🏳️ Vous avez passé sur ce plateau ; en attente des annonces ou abandons des autres (fin <t:{ $deadline }:R>).
    }
dragons-path-guesser-waits =
    { $deadline ->
        [none] ⏳ Les autres vérifient votre **{ $guess }**. Si personne ne le bat, vous devrez montrer votre chemin, tuile par tuile : gardez-le en tête.
       *[other] ⏳ Les autres vérifient votre **{ $guess }** (fin <t:{ $deadline }:R>). Si personne ne le bat, vous devrez montrer votre chemin, tuile par tuile : gardez-le en tête.
    }
dragons-path-check-over =
    { $deadline ->
        [none] ✅ Votre vérification est terminée ; en attente des autres.
       *[other] ✅ Votre vérification est terminée ; en attente des autres (fin <t:{ $deadline }:R>).
    }
dragons-path-guesser-showing =
    { $deadline ->
        [none] ⏳ **{ $guesser }** montre un chemin qui vaut { $guess }…
       *[other] ⏳ **{ $guesser }** montre un chemin qui vaut { $guess } (fin <t:{ $deadline }:R>)…
    }
dragons-path-next-board = Plateau suivant
dragons-path-waiting-for =
    { $deadline ->
        [none] ⏳ En attente de : { $names }.
       *[other] ⏳ En attente de : { $names } (fin <t:{ $deadline }:R>).
    }
dragons-path-legend-building = `S` DÉPART · `#n` votre n-ième tuile · `[ ]` peut être prise ensuite
dragons-path-your-points = Vos points : { $points }
dragons-path-build-check =
    { $deadline ->
        [none] 💬 **{ $guesser }** annonce **{ $guess }**. Construisez un meilleur chemin : touchez ses tuiles dans l'ordre.
       *[other] 💬 **{ $guesser }** annonce **{ $guess }**. Construisez un meilleur chemin (fin <t:{ $deadline }:R>) : touchez ses tuiles dans l'ordre.
    }
dragons-path-best-shown = 🏅 Meilleur montré jusqu'ici : **{ $target }** ; un meilleur rapporte plus à chaque vérificateur.
dragons-path-build-show =
    { $deadline ->
        [none] ✋ Personne n'a battu votre **{ $guess }**. Montrez un chemin qui vaut au moins autant : touchez ses tuiles dans l'ordre.
       *[other] ✋ Personne n'a battu votre **{ $guess }**. Montrez un chemin qui vaut au moins autant (fin <t:{ $deadline }:R>) : touchez ses tuiles dans l'ordre.
    }
dragons-path-route-start = Départ : prenez une tuile dans la rangée du DÉPART.
dragons-path-route-so-far =
    { $count ->
        [one] Votre chemin pour l'instant : { $count } tuile, **{ $value }**.
        [many] Votre chemin pour l'instant : { $count } de tuiles, **{ $value }**.
       *[other] Votre chemin pour l'instant : { $count } tuiles, **{ $value }**.
    }
dragons-path-route-complete =
    { $count ->
        [one] Votre chemin est complet : { $count } tuile, **{ $value }**.
        [many] Votre chemin est complet : { $count } de tuiles, **{ $value }**.
       *[other] Votre chemin est complet : { $count } tuiles, **{ $value }**.
    }
# while showing the guess there is no running total: the guesser counts for themselves
dragons-path-route-shown-so-far =
    { $count ->
        [one] Votre chemin pour l'instant : { $count } tuile (comptez vous-même).
        [many] Votre chemin pour l'instant : { $count } de tuiles (comptez vous-même).
       *[other] Votre chemin pour l'instant : { $count } tuiles (comptez vous-même).
    }
dragons-path-route-shown-complete =
    { $count ->
        [one] Votre chemin est complet : { $count } tuile. Montrez-le s'il vaut votre annonce.
        [many] Votre chemin est complet : { $count } de tuiles. Montrez-le s'il vaut votre annonce.
       *[other] Votre chemin est complet : { $count } tuiles. Montrez-le s'il vaut votre annonce.
    }
dragons-path-show-it = Le montrer
dragons-path-step-button = { $value } · { $square }
dragons-path-undo = Annuler
dragons-path-show-my-route = Montrer mon chemin ({ $value })
dragons-path-does-not-beat = { $value } ne bat pas { $guess }
dragons-path-nothing-better = Rien de mieux
dragons-path-cannot-show = Je ne peux pas le montrer
dragons-path-route-step = { $square } ({ $value })
dragons-path-route = DÉPART → { $steps } = **{ $total }**
dragons-path-route-empty = DÉPART = **{ $total }**
dragons-path-score-line = { $medal } { $name } **{ $total }**
dragons-path-score-rounds = { $medal } { $name } **{ $total }** ({ $rounds })
dragons-path-best-possible = ⭐ Meilleur possible : **{ $best }** : { $route }
dragons-path-best-on-grid = ⭐ Meilleur possible : **{ $best }** ; `#n` sur la grille est sa n-ième tuile.
dragons-path-best-on-picture = ⭐ Meilleur possible : **{ $best }** (l'image montre son chemin).
dragons-path-no-guess =
    🏳️ Aucune annonce cette fois.
    { $best }
dragons-path-practice-guess =
    { $verdict ->
        [spot-on] 💬 **{ $name }** a annoncé **{ $guess }** : dans le mille ! 🎯
        [better-exists] 💬 **{ $name }** a annoncé **{ $guess }** : il existe un meilleur chemin.
       *[too-high] 💬 **{ $name }** a annoncé **{ $guess }** : aucun chemin ne vaut autant.
    }
    { $best }
dragons-path-story-found = 💬 **{ $name }** a annoncé **{ $guess }** ; **{ $finder }** a montré **{ $value }**.
dragons-path-story-shown = 💬 **{ $name }** a annoncé **{ $guess }**, personne ne l'a battu, et { $name } l'a montré. ✅
dragons-path-story-not-shown = 💬 **{ $name }** a annoncé **{ $guess }**, personne ne l'a battu, mais { $name } n'a pas pu le montrer. ❌
dragons-path-round-points =
    { $story }
    Points : { $points }
    { $best }
dragons-path-round-points-nobody =
    { $story }
    Points : personne ne marque
    { $best }
dragons-path-round-your-points =
    { $story }
    Vous : **{ $points }** cette manche, **{ $total }** au total.
    { $best }
dragons-path-practice-over = 🏁 Entraînement terminé. `/sarkanytojas puzzle` pour un autre, ou invitez vos amis à faire la course !
dragons-path-i-have-it = Je l'ai !
dragons-path-too-late = Trop tard : une annonce a déjà été faite.
dragons-path-guess-input = La valeur de votre chemin (de { $low } à { $high })
dragons-path-guess-placeholder = ex. 7
dragons-path-not-a-value = « { $text } » n'est pas une valeur de { $low } à { $high }. Appuyez sur **Je l'ai !** pour réessayer.

## L'image

dragons-path-picture-start = DÉPART
# the legend under the last board's picture: a solid line, then a dashed one
dragons-path-picture-best = Meilleur chemin
dragons-path-picture-played = Chemin montré

## Les règles


# The ids the shared layer reads for every game.

dragons-path-title = Chemin des dragons
dragons-path-tagline = Casse-tête de chemins de 1 à 12 joueurs : courez vers le chemin qui vaut le plus parmi œufs et dragons · environ 5 minutes (seul, c'est un entraînement)
dragons-path-quick-start =
    🧭 **Un chemin** part du DÉPART, prend une tuile dans sa rangée, puis une dans la colonne de cette tuile, en tournant après chaque tuile jusqu'à ce que sa ligne soit vide. Sa valeur est la somme de ses tuiles.
    💡 **Vous en tenez un bon ?** **{ table-hand-button }** → **Je l'ai !** et tapez sa valeur : la première annonce compte, et les autres ont le temps de vérification pour la battre.
    🏅 **Battue :** chaque vérificateur marque la différence et l'annonceur perd son annonce. **Invaincue :** l'annonceur montre le chemin tuile par tuile pour la marquer.
    
    `S` DÉPART · `#n` la n-ième tuile d'un chemin · `[+3]` peut venir ensuite · 🔍 vérifie encore · ✅ l'a battue · ✖️ rien de mieux
dragons-path-rules =
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
dragons-path-score =
    { $count ->
        [one] { $amount } point
        [many] { $amount } de points
       *[other] { $amount } points
    }
dragons-path-option-level = Niveau
    .help = I : plateau 3x3, II : 4x4, III : 5x5.
dragons-path-option-check-seconds = Temps de vérification (s)
    .help = 0 : les autres vérifient jusqu'à avoir chacun montré un meilleur chemin ou abandonné (le jeu de base) ; sinon, les secondes de vérification de la variante chronométrée (le livret conseille 30 au plus).
dragons-path-option-check-seconds-0 = sans limite
dragons-path-option-race-seconds = Temps de course (s)
    .help = 0 : la course à l'annonce n'a pas de limite ; sinon, les secondes avant que tous ceux qui n'ont rien annoncé passent.
dragons-path-option-race-seconds-0 = sans limite
dragons-path-illegal-not-a-move = Coup refusé : « { $action } » n'est pas un coup.
dragons-path-illegal-guess-already-announced = Coup refusé : quelqu'un a déjà annoncé une valeur dans cette manche.
