# Le Jeu des Dragons (Three-Dragon Ante) : tous les mots que le jeu montre aux joueurs.
# Les noms arrivent échappés pour le markdown ; les cartes arrivent avec leur emoji et leur nom court (« 🟥 Rouge 8 »).


## Ce que la couche commune lit pour chaque jeu


## Les règles maison (options de la salle d'attente)


## Pourquoi un coup est refusé, par code du moteur (la phrase du refus est celle de la couche commune)


## Les commandes slash

command-play-of-the-dragons =
    .description = Le Jeu des Dragons : misez, formez le vol le plus fort et raflez la mise, de 2 à 6 joueurs
command-play-of-the-dragons-new =
    .description = Ouvrir une salle d'attente du Jeu des Dragons dans ce salon
command-play-of-the-dragons-new-start_gold =
    .description = L'or de chaque joueur au départ (50 par défaut)
command-play-of-the-dragons-new-gambits =
    .description = 0 (par défaut) : jusqu'à ce qu'une manche laisse un joueur sans or ; sinon, le nombre de manches
command-play-of-the-dragons-new-lead_tie_keeps_leader =
    .description = En cas d'égalité pour la carte la plus forte, le leader du tour reste leader (par défaut : activé)
command-play-of-the-dragons-new-timer =
    .description = Le temps de chaque joueur pour jouer avant que l'IA joue à sa place

## Les cartes : noms par couleur ou par carte, et ce que fait chaque capacité (texte complet ; .summary pour les règles et les listes)

play-of-the-dragons-name-black = Noir
play-of-the-dragons-name-blue = Bleu
play-of-the-dragons-name-green = Vert
play-of-the-dragons-name-red = Rouge
play-of-the-dragons-name-white = Blanc
play-of-the-dragons-name-brass = Airain
play-of-the-dragons-name-bronze = Bronze
play-of-the-dragons-name-copper = Cuivre
play-of-the-dragons-name-gold = Or
play-of-the-dragons-name-silver = Argent
play-of-the-dragons-name-bahamut = Bahamut
play-of-the-dragons-name-tiamat = Tiamat
play-of-the-dragons-name-dracolich = Dracoliche
play-of-the-dragons-name-archmage = Archimage
play-of-the-dragons-name-dragonslayer = Tueur de dragons
play-of-the-dragons-name-thief = Voleur
play-of-the-dragons-name-druid = Druide
play-of-the-dragons-name-priest = Prêtre
play-of-the-dragons-name-princess = Princesse
play-of-the-dragons-name-fool = Bouffon
# "Red 8", "Archmage 9": a card's short name
play-of-the-dragons-card = { $name } { $strength }
play-of-the-dragons-power-black = Prenez 2 or dans la mise.
    .summary = Prenez 2 or dans la mise.
play-of-the-dragons-power-blue = Comptez les dragons mauvais de votre vol, celui-ci compris. Prenez autant d'or dans la mise, ou faites verser autant à la mise par chaque adversaire.
    .summary = Comptez vos dragons mauvais : prenez-en autant d'or dans la mise, ou chaque adversaire verse autant à la mise.
play-of-the-dragons-power-green = Le joueur suivant, dans le sens des aiguilles d'une montre, doit vous donner de sa main un dragon mauvais plus faible que cette carte, ou vous payer 5 or.
    .summary = Le joueur suivant vous donne un dragon mauvais plus faible ou vous paie 5 or.
play-of-the-dragons-power-red = L'adversaire dont le vol est le plus fort vous paie 1 or, et vous tirez une carte au hasard de sa main.
    .summary = L'adversaire au vol le plus fort vous paie 1 or ; tirez une carte au hasard de sa main.
play-of-the-dragons-power-white = S'il y a un mortel dans un vol sur la table, prenez 3 or dans la mise.
    .summary = Prenez 3 or si un vol contient un mortel.
play-of-the-dragons-power-brass = L'adversaire dont le vol est le plus fort doit vous donner de sa main un dragon bon plus fort que cette carte, ou vous payer 5 or.
    .summary = L'adversaire au vol le plus fort vous donne un dragon bon plus fort ou vous paie 5 or.
play-of-the-dragons-power-bronze = Prenez en main les deux cartes d'ante les plus faibles.
    .summary = Prenez en main les deux cartes d'ante les plus faibles.
play-of-the-dragons-power-copper = Défaussez cette carte et mettez à sa place la première carte de la pioche ; la capacité de la nouvelle venue se déclenche quelle que soit sa force (sauf si un Cuivre l'a déjà défaussée plus tôt dans la même chaîne).
    .summary = Échangez cette carte contre la première carte de la pioche, dont la capacité se déclenche alors.
play-of-the-dragons-power-gold = Piochez une carte par dragon bon de votre vol, celui-ci compris.
    .summary = Piochez une carte par dragon bon de votre vol.
play-of-the-dragons-power-silver = Chaque joueur ayant au moins un dragon bon dans son vol pioche une carte, vous compris.
    .summary = Chaque joueur ayant un dragon bon dans son vol pioche une carte.
play-of-the-dragons-power-bahamut = Chaque adversaire dont le vol mêle dragons bons et mauvais vous paie 10 or. Dieu dragon : un vol qui contient Bahamut et un dragon mauvais ne peut jamais remporter la manche.
    .summary = Chaque adversaire dont le vol mêle dragons bons et mauvais vous paie 10 or.
play-of-the-dragons-power-tiamat = N'a pas de capacité propre. Déesse dragon : elle compte comme un dragon noir, bleu, vert, rouge et blanc pour les couleurs, et un vol qui contient Tiamat et un dragon bon ne peut jamais remporter la manche.
    .summary = Pas de capacité ; elle compte comme chaque couleur mauvaise.
play-of-the-dragons-power-dracolich = Un dragon mauvais mort-vivant, sans couleur. Choisissez un dragon mauvais dans n'importe quel vol et utilisez sa capacité comme si elle était imprimée sur cette carte.
    .summary = Utilisez la capacité d'un dragon mauvais de n'importe quel vol.
play-of-the-dragons-power-archmage = Versez 1 or à la mise, puis choisissez une carte d'ante et utilisez sa capacité comme si elle était imprimée sur cette carte.
    .summary = Payez 1, puis utilisez la capacité d'une carte d'ante.
play-of-the-dragons-power-dragonslayer = Versez 1 or à la mise, puis envoyez à la défausse un dragon plus faible que cette carte, pris dans n'importe quel vol (le vôtre aussi).
    .summary = Payez 1, puis défaussez un dragon plus faible de n'importe quel vol.
play-of-the-dragons-power-thief = Prenez 7 or dans la mise, puis défaussez une carte de votre main.
    .summary = Prenez 7 or dans la mise, puis défaussez une carte.
play-of-the-dragons-power-druid = Versez 1 or à la mise. Jusqu'à la fin de cette manche, c'est le vol le plus faible qui gagne au lieu du plus fort.
    .summary = Payez 1 ; le vol le plus faible remporte cette manche.
play-of-the-dragons-power-priest = Versez 1 or à la mise. Vous êtes le leader du tour suivant, quelle que soit la carte la plus forte.
    .summary = Payez 1 ; vous menez le tour suivant.
play-of-the-dragons-power-princess = Versez 1 or à la mise, puis la capacité de chaque dragon bon déjà présent dans votre vol se déclenche, dans l'ordre de votre choix.
    .summary = Payez 1 ; les capacités de vos dragons bons se déclenchent à nouveau.
play-of-the-dragons-power-fool = Versez 1 or à la mise, puis piochez une carte par joueur dont le vol est plus fort que le vôtre.
    .summary = Payez 1 ; piochez une carte par vol plus fort que le vôtre.
# what kind of card: $alignment is good or evil
play-of-the-dragons-kind-mortal = mortel
play-of-the-dragons-kind-god =
    { $alignment ->
        [good] dieu bon
       *[evil] dieu mauvais
    }
play-of-the-dragons-kind-dragon =
    { $alignment ->
        [good] dragon bon
       *[evil] dragon mauvais
    }

## Morceaux des phrases de l'historique : un nom en gras, une liste de propositions, un paiement, qui utilise une capacité

play-of-the-dragons-player = **{ $player }**
play-of-the-dragons-clauses = { $first } ; { $rest }
play-of-the-dragons-and = { $first } et { $last }
play-of-the-dragons-seat-card = **{ $seat }** { $card }
play-of-the-dragons-seat-gold = **{ $seat }** { $gold }
play-of-the-dragons-pays-stakes = **{ $payer }** verse { $paid } or à la mise
play-of-the-dragons-pays-stakes-owing = **{ $payer }** verse { $paid } or à la mise et doit encore { $owed }
play-of-the-dragons-pays-seat = **{ $payer }** paie { $paid } or à **{ $payee }**
play-of-the-dragons-pays-seat-owing = **{ $payer }** paie { $paid } or à **{ $payee }** et lui doit encore { $owed }
# "**ann**'s ⬛ Black 3", or for a copied power "**ann**'s 💀 Dracolich 10 (as Black)"
play-of-the-dragons-uses = { $card } (**{ $seat }**)
play-of-the-dragons-uses-copied = { $card } (**{ $seat }**, comme { $power })

## L'historique : ce qui s'est passé

play-of-the-dragons-first-gambit = Manche { $gambit } : chacun choisit une carte d'ante.
play-of-the-dragons-next-gambit = Manche { $gambit } : chacun pioche { $drew } cartes et choisit une carte d'ante.
play-of-the-dragons-ante-chosen = **{ $seat }** a choisi sa carte d'ante.
play-of-the-dragons-ante-tied = Cartes d'ante : { $antes }. Toutes les valeurs sont à égalité : les cartes sont défaussées, chacun pioche une carte et mise à nouveau.
play-of-the-dragons-ante-revealed = Cartes d'ante : { $antes }. Chacun mise { $amount } or : { $payments }.
play-of-the-dragons-round-started =
    Tour { $round } : **{ $leader }** est leader ({ $reason ->
        [ante] plus forte carte d'ante sans égalité
        [priest] appel du Prêtre
        [strongest] carte la plus forte du tour
        [untied] carte la plus forte du tour sans égalité
       *[kept] égalité sur la carte la plus forte, le leader reste leader
    }).
play-of-the-dragons-tie-break-round-started =
    Tour { $round } (tour supplémentaire pour départager) : **{ $leader }** est leader ({ $reason ->
        [ante] plus forte carte d'ante sans égalité
        [priest] appel du Prêtre
        [strongest] carte la plus forte du tour
        [untied] carte la plus forte du tour sans égalité
       *[kept] égalité sur la carte la plus forte, le leader reste leader
    }).
play-of-the-dragons-card-played = **{ $seat }** joue { $card } ({ $note ->
        [triggers] sa capacité se déclenche
        [powerless] elle n'a pas de capacité
       *[strong] trop forte pour déclencher sa capacité
    }) ; force du vol { $strength }.
play-of-the-dragons-turn-skipped = **{ $seat }** n'a aucune carte à jouer et passe ce tour.
play-of-the-dragons-reshuffled = La défausse est mélangée et forme une nouvelle pioche.
play-of-the-dragons-cards-bought = **{ $seat }** n'a plus de carte et en achète : on retourne { $card }, { $payment }, puis { $count ->
        [1] une carte est piochée
        [one] { $count } carte est piochée
        [many] { $count } de cartes sont piochées
       *[other] { $count } cartes sont piochées
    }.
play-of-the-dragons-colour-flight = **{ $seat }** réalise une couleur de dragons { $colour ->
        [black] noirs
        [blue] bleus
        [green] verts
        [red] rouges
        [white] blancs
        [brass] d'airain
        [bronze] de bronze
        [copper] de cuivre
        [gold] d'or
       *[silver] d'argent
    } : chaque adversaire paie { $amount } ({ $payments }).
play-of-the-dragons-strength-flight = **{ $seat }** réalise un brelan de { $strength } : { $strength } or pris dans la mise, plus les cartes d'ante.
play-of-the-dragons-strength-flight-gold = **{ $seat }** prend { $gold } or dans la mise (brelan).
play-of-the-dragons-ante-taken = **{ $seat }** prend { $cards } parmi les cartes d'ante ({ $source ->
        [bronze] Bronze
       *[strength_flight] brelan
    }).
play-of-the-dragons-gold-taken = { $who } prend { $gold } or dans la mise.
play-of-the-dragons-no-evil-dragon = { $who } ne compte aucun dragon mauvais ; il ne se passe rien.
play-of-the-dragons-opponents-pay = { $who } fait payer { $amount } à chaque adversaire : { $payments }.
play-of-the-dragons-card-handed = { $who } : **{ $giver }** donne une carte à **{ $seat }**.
play-of-the-dragons-paid-instead = { $who } : { $payment }.
# Green or Brass: the victim has no dragon it can hand over and pays at once; you-…: as the victim reads it
play-of-the-dragons-paid-without-choice = { $who } : { $payment } (aucun dragon à donner : aucun autre choix).
play-of-the-dragons-you-paid-without-choice = { $who } : vous payez { $paid } or, faute de dragon que vous puissiez donner.
play-of-the-dragons-you-paid-without-choice-owing = { $who } : vous payez { $paid } or et devez encore { $owed }, faute de dragon que vous puissiez donner.
play-of-the-dragons-card-pulled = { $who } : { $payment } ; **{ $target }** perd une carte, tirée au hasard par **{ $seat }**.
play-of-the-dragons-no-card-pulled = { $who } : { $payment } ; aucune carte ne peut être prise.
play-of-the-dragons-mortal-seen = { $who } voit un mortel et prend { $gold } or dans la mise.
play-of-the-dragons-no-mortal-seen = { $who } ne voit aucun mortel dans les vols ; il ne se passe rien.
play-of-the-dragons-copper-stays = { $who } ne trouve aucune carte à échanger et reste en place.
play-of-the-dragons-copper-swapped =
    { $who } est échangé contre { $card } de la pioche ({ $note ->
        [triggers] sa capacité se déclenche
        [ran] sa capacité s'est déjà déclenchée dans cette chaîne d'échanges
       *[powerless] elle n'a pas de capacité
    }).
play-of-the-dragons-good-dragons-draw =
    { $who } compte { $count } { $count ->
        [one] dragon bon
        [many] de dragons bons
       *[other] dragons bons
    } : **{ $seat }** pioche { $drew ->
        [1] une carte
        [one] { $drew } carte
        [many] { $drew } de cartes
       *[other] { $drew } cartes
    }.
play-of-the-dragons-silver-draws =
    { $who } : { $count ->
        [0] personne ne pioche.
        [one] { $seats } pioche une carte.
        [many] { $seats } piochent chacun une carte.
       *[other] { $seats } piochent chacun une carte.
    }
play-of-the-dragons-bahamut-collects = { $who } : { $payments }.
play-of-the-dragons-bahamut-nobody = { $who } : aucun adversaire ne mêle dragons bons et mauvais.
play-of-the-dragons-power-copied = **{ $seat }** : { $host } utilise la capacité de { $card }.
play-of-the-dragons-power-copied-measured = **{ $seat }** : { $host } utilise la capacité de { $card }, mesurée à sa force { $strength }.
# a question with a single possible answer, carried out at once
play-of-the-dragons-only-choice-target = { $host } : { $choice } est la seule cible possible (aucune autre cible).
play-of-the-dragons-only-choice-copy = **{ $seat }**, { $host } : { $choice } est la seule capacité à copier (aucune autre cible).
play-of-the-dragons-only-choice-slay = **{ $seat }**, { $host } : { $choice } est le seul dragon assez faible (aucune autre cible).
play-of-the-dragons-only-choice-discard = **{ $seat }** doit défausser { $choice }, sa seule carte (aucun autre choix).
play-of-the-dragons-only-choice-princess = **{ $seat }**, Princesse : elle fait appel à { $choice } (aucun autre choix).
play-of-the-dragons-mortal-pays-archmage = { $who } : { $payment } ; la capacité d'une carte d'ante est utilisée.
play-of-the-dragons-mortal-pays-dragonslayer = { $who } : { $payment }.
play-of-the-dragons-mortal-pays-druid = { $who } : { $payment } ; le vol le plus faible remporte cette manche.
play-of-the-dragons-mortal-pays-priest = { $who } : { $payment } ; **{ $seat }** mènera le tour suivant.
play-of-the-dragons-mortal-pays-princess = { $who } : { $payment } ; elle fait appel à { $cards }.
play-of-the-dragons-mortal-pays-princess-nothing = { $who } : { $payment } ; elle ne fait appel à aucun dragon bon.
play-of-the-dragons-mortal-pays-fool =
    { $who } : { $payment } ; vols plus forts : { $stronger } ; **{ $seat }** pioche { $drew ->
        [1] une carte
        [one] { $drew } carte
        [many] { $drew } de cartes
       *[other] { $drew } cartes
    }.
play-of-the-dragons-dragon-slain = { $who } tue { $card } (vol : **{ $owner }**).
play-of-the-dragons-card-thrown-away = **{ $seat }** défausse { $card } (Voleur).
play-of-the-dragons-princess-triggers = **{ $seat }**, Princesse : elle déclenche { $card }.
play-of-the-dragons-nothing-to-choose-copy = **{ $seat }**, { $host } : aucune capacité à copier.
play-of-the-dragons-nothing-to-choose-slay = **{ $seat }**, { $host } : aucun dragon assez faible à tuer.
play-of-the-dragons-nothing-to-choose-discard = **{ $seat }** n'a plus de carte à défausser.
play-of-the-dragons-nothing-to-choose-princess = **{ $seat }**, Princesse : il ne reste aucun dragon bon auquel faire appel.
play-of-the-dragons-nothing-to-choose-bronze = **{ $seat }** ne prend pas (plus) de cartes d'ante : il n'en reste plus ou la main est pleine.
play-of-the-dragons-nothing-to-choose-grab = **{ $seat }** ne prend pas (plus) de cartes d'ante : il n'en reste plus ou la main est pleine.
play-of-the-dragons-stakes-emptied = La mise est vide : la manche { $gambit } s'arrête aussitôt.
play-of-the-dragons-no-flight-may-win = Aucun vol ne peut gagner selon la règle des dieux ; la mise reste pour la manche suivante.
play-of-the-dragons-flights-tied = { $seats } à égalité à { $strength } : tout le monde joue un tour de plus.
play-of-the-dragons-flights-tied-settled = { $seats } à égalité à { $strength } et plus personne n'a de carte ; la mise reste pour la manche suivante.
play-of-the-dragons-gambit-won = **{ $winner }** remporte la manche { $gambit } avec le vol le plus { $weakest ->
        [yes] faible
       *[no] fort
    } ({ $strength }) et rafle la mise : { $gold } or.
play-of-the-dragons-debt-repaid = Dette remboursée : { $payments }.
play-of-the-dragons-debt-defaulted = { $payments }.
play-of-the-dragons-eliminated = **{ $seat }** ne peut pas rembourser ses dettes et quitte la partie.
# a gambit's gold on the scoresheet: each player's change of gold and where it came from ($parts: the
# play-of-the-dragons-part-… listed; …-plain: no parts to show); you-…: as each player reads their own
play-of-the-dragons-gambit-scored = 💰 Manche { $gambit } : { $players }.
play-of-the-dragons-gambit-scored-player = **{ $player }** { $points } ({ $parts })
play-of-the-dragons-gambit-scored-player-plain = **{ $player }** { $points }
play-of-the-dragons-you-gambit-scored = 💰 Manche { $gambit } : votre bilan est de { $points } ({ $parts }) ; vous avez maintenant { $gold } or.
play-of-the-dragons-you-gambit-scored-plain = 💰 Manche { $gambit } : votre bilan est de { $points } ; vous avez maintenant { $gold } or.
# the parts of a gambit's gold ($gold: signed, "+28" or "−8"): the stakes won at its end, the ante, cards bought with an
# empty hand, colour and strength flights, card powers, debts repaid or left unpaid
play-of-the-dragons-part-won = mise raflée { $gold }
play-of-the-dragons-part-ante = ante { $gold }
play-of-the-dragons-part-bought = cartes achetées { $gold }
play-of-the-dragons-part-flights = vols spéciaux { $gold }
play-of-the-dragons-part-powers = capacités { $gold }
play-of-the-dragons-part-debts = dettes { $gold }
play-of-the-dragons-game-over =
    Fin de la partie après { $gambits ->
        [one] { $gambits } manche
        [many] { $gambits } de manches
       *[other] { $gambits } manches
    }. Or : { $gold }. { $winners } { $count ->
        [one] gagne.
        [many] se partagent la victoire.
       *[other] se partagent la victoire.
    }
play-of-the-dragons-game-over-stakes-left =
    Fin de la partie après { $gambits ->
        [one] { $gambits } manche
        [many] { $gambits } de manches
       *[other] { $gambits } manches
    }. Or : { $gold }. { $winners } { $count ->
        [one] gagne.
        [many] se partagent la victoire.
       *[other] se partagent la victoire.
    } Les { $left } or restés dans la mise n'appartiennent à personne.

## Les questions qu'une capacité pose, et leurs réponses (boutons et options de liste : noms sans gras, cartes sans emoji)

play-of-the-dragons-question-blue = { $host } : prendre { $count } or dans la mise, ou faire payer { $count } à chaque adversaire ?
play-of-the-dragons-question-give =
    { $host } (**{ $to }**) : lui donner { $power ->
        [green] un dragon mauvais plus faible que { $than }
       *[brass] un dragon bon plus fort que { $than }
    } de votre main, ou payer { $pay } or ?
# the same question as the others see it: whether the victim could hand anything over stays theirs
play-of-the-dragons-question-give-public = { $host } (**{ $to }**) : donner un dragon qui convient ou payer { $pay } or (au choix de la victime, en privé)
play-of-the-dragons-question-target = { $host } : lequel des adversaires au vol le plus fort ?
play-of-the-dragons-question-copy-ante = { $host } : copier la capacité de quelle carte d'ante ?
play-of-the-dragons-question-copy-flight = { $host } : copier la capacité de quel dragon mauvais d'un vol ?
play-of-the-dragons-question-slay = { $host } : quel dragon plus faible que { $than } doit périr ?
play-of-the-dragons-question-discard = Voleur : quelle carte défaussez-vous ?
play-of-the-dragons-question-princess = Princesse : la capacité de quel dragon bon se déclenche ensuite ?
play-of-the-dragons-question-bronze = Bronze : laquelle des cartes d'ante, aussi faibles l'une que l'autre, prenez-vous ?
play-of-the-dragons-question-grab = Brelan : quelle carte d'ante prenez-vous en main ?
play-of-the-dragons-decision-help-blue = Prenez l'or pour vous, ou faites verser autant à la mise par chaque adversaire.
play-of-the-dragons-decision-help-give = Donnez l'une des cartes proposées, ou payez 5 or à la place.
play-of-the-dragons-decision-help-target = Plusieurs adversaires sont à égalité pour le vol le plus fort : choisissez celui que votre capacité frappe.
play-of-the-dragons-decision-help-copy = La capacité choisie agit comme si elle était imprimée sur votre carte.
play-of-the-dragons-decision-help-slay = Le dragon choisi quitte son vol pour la défausse.
play-of-the-dragons-decision-help-discard = Le Voleur vous oblige à défausser une carte de votre main.
play-of-the-dragons-decision-help-princess = Les capacités de vos dragons bons se déclenchent une à une : choisissez la suivante.
play-of-the-dragons-decision-help-bronze = Les cartes d'ante les plus faibles sont à égalité : choisissez celle qui va dans votre main.
play-of-the-dragons-decision-help-grab = Votre main ne peut pas contenir toutes les cartes d'ante : prenez-les une par une.
play-of-the-dragons-choice-take = Prendre { $amount } or dans la mise
play-of-the-dragons-choice-others = Chaque adversaire verse { $amount } or à la mise
play-of-the-dragons-choice-pay = Payer { $amount } or
play-of-the-dragons-choice-give = Donner { $card }
play-of-the-dragons-choice-target = { $seat } (vol { $strength })
play-of-the-dragons-choice-ante-of = { $card } (ante · { $seat })
play-of-the-dragons-choice-flight-of = { $card } (vol · { $seat })
play-of-the-dragons-choice-discard = Défausser { $card }
play-of-the-dragons-choice-trigger = Déclencher { $card }
play-of-the-dragons-choice-take-card = Prendre { $card }
play-of-the-dragons-choice-select = Choisir

## La table

play-of-the-dragons-table-title = 🪙 { play-of-the-dragons-title } · { $stage }
# the stage of the game; $gambits is 0 when the game plays until someone is out of gold
play-of-the-dragons-stage-final = or final
play-of-the-dragons-stage-ante =
    { $gambits ->
        [0] manche { $gambit }
       *[other] manche { $gambit } sur { $gambits }
    } · ante
play-of-the-dragons-stage-tie-break =
    { $gambits ->
        [0] manche { $gambit }
       *[other] manche { $gambit } sur { $gambits }
    } · tour { $round } (départage)
play-of-the-dragons-stage-round =
    { $gambits ->
        [0] manche { $gambit }
       *[other] manche { $gambit } sur { $gambits }
    } · tour { $round } sur { $rounds }
play-of-the-dragons-game-over-line =
    🏁 La partie est terminée après { $gambits ->
        [one] { $gambits } manche
        [many] { $gambits } de manches
       *[other] { $gambits } manches
    }.
play-of-the-dragons-stakes-line = 💰 Mise : **{ $stakes }** or
play-of-the-dragons-ante-line = 🎲 **Ante** : chacun choisit une carte en secret (**{ table-hand-button }**).
play-of-the-dragons-leads-line =
    💰 Mise : **{ $stakes }** or · 🚩 **{ $name }** mène · { $weakest ->
        [yes] 🌿 le vol le plus **faible** gagne (Druide)
       *[no] le vol le plus fort gagne
    }
play-of-the-dragons-must-decide = ❓ **{ $name }** doit décider : { $prompt }
play-of-the-dragons-to-play = ▶️ À **{ $name }** de jouer · { $rule }
play-of-the-dragons-trigger-first = ⚡ la première carte du tour déclenche toujours sa capacité
play-of-the-dragons-trigger-at-most = ⚡ à force **{ $strength }** ou moins
play-of-the-dragons-player-gold =
    💰 **{ $gold }** · ✋ { $cards } { $cards ->
        [one] carte
        [many] de cartes
       *[other] cartes
    }
play-of-the-dragons-out-of-the-game = hors jeu · 💰 { $gold }
play-of-the-dragons-owes = ⚠️ doit { $debts }
play-of-the-dragons-owed = { $amount } à { $creditor }
play-of-the-dragons-owed-stakes = { $amount } à la mise
play-of-the-dragons-flight-earlier = … et { $count } de plus
play-of-the-dragons-cannot-win = 🚫 ne peut pas gagner
play-of-the-dragons-special-colour =
    🎉 couleur de dragons { $colour ->
        [black] noirs
        [blue] bleus
        [green] verts
        [red] rouges
        [white] blancs
        [brass] d'airain
        [bronze] de bronze
        [copper] de cuivre
        [gold] d'or
       *[silver] d'argent
    }
play-of-the-dragons-special-strength = 🎉 brelan de { $strength }
play-of-the-dragons-priest-leads = 🕯️ mène le tour suivant
play-of-the-dragons-what-happened = Ce qui s'est passé
play-of-the-dragons-scoresheet = Or après chaque manche
play-of-the-dragons-scoresheet-gambit = Manche
play-of-the-dragons-scoresheet-start = Départ
play-of-the-dragons-house-rules =
    { $gambits ->
        [0] Jusqu'à ce qu'un joueur n'ait plus d'or
        [one] { $gambits } manche en tout
        [many] { $gambits } de manches en tout
       *[other] { $gambits } manches en tout
    } · { $ties ->
        [keep] en cas d'égalité le leader reste leader
       *[untied] la carte sans égalité mène
    } · minuteur de tour { $timer } · pioche { $deck } · défausse { $discard }
play-of-the-dragons-timer-off = désactivé
play-of-the-dragons-timer-minutes = { $minutes } min
play-of-the-dragons-timer-seconds = { $seconds } s
# the one line an old table keeps once its gambit is over
play-of-the-dragons-summary-won = 🏁 Manche { $gambit } terminée · **{ $winner }** rafle la mise : { $amount } or · 💰 { $gold }
play-of-the-dragons-summary-won-weakest = 🏁 Manche { $gambit } terminée · **{ $winner }** rafle la mise avec le vol le plus faible : { $amount } or · 💰 { $gold }
play-of-the-dragons-summary-emptied = 🏁 Manche { $gambit } terminée · la mise est épuisée · 💰 { $gold }
play-of-the-dragons-summary-kept = 🏁 Manche { $gambit } terminée · personne ne gagne : la mise reste · 💰 { $gold }
play-of-the-dragons-summary-gold = 🏁 Manche { $gambit } terminée · 💰 { $gold }
play-of-the-dragons-summary-player = { $name } { $gold }
play-of-the-dragons-summary-player-out = { $name } hors jeu
# …-parts: the gold, its change over the gambit ($points, signed) and where that came from
play-of-the-dragons-summary-player-parts = { $name } { $gold } ({ $points } : { $parts })
play-of-the-dragons-summary-player-out-parts = { $name } hors jeu ({ $points } : { $parts })

## La main d'un joueur

play-of-the-dragons-hand-title = Votre main · { $stage }
play-of-the-dragons-hand-game-over = 🏁 La partie est terminée : vous finissez avec **{ $gold }** or. Les résultats sont sur la table.
play-of-the-dragons-hand-eliminated = 💀 Vous êtes hors jeu ; la table montre comment s'en sortent les autres.
play-of-the-dragons-your-decision = ❓ **À vous de décider** : { $prompt }
play-of-the-dragons-choose-ante = 🎲 **Choisissez votre carte d'ante**, en secret. Chacun mise à la mise la force de la plus forte carte d'ante ; la plus forte carte d'ante sans égalité mène le tour 1.
play-of-the-dragons-your-ante = 🎲 Votre ante : { $card }.
play-of-the-dragons-your-ante-waiting = 🎲 Votre ante : { $card }. En attente de : { $names }.
play-of-the-dragons-no-ante = 🎲 Vous n'avez aucune carte à miser ; les autres choisissent.
play-of-the-dragons-your-turn = ▶️ **À vous de jouer** : posez une carte dans votre vol · { $rule }
play-of-the-dragons-is-deciding = ⏳ **{ $name }** décide : { $prompt }
play-of-the-dragons-waiting-to-play = ⏳ En attente : **{ $name }** doit jouer.
play-of-the-dragons-waiting-for-others = ⏳ En attente des autres.
play-of-the-dragons-your-gold =
    💰 **{ $gold }** or · mise **{ $stakes }** · ✋ { $cards } { $cards ->
        [one] carte
        [many] de cartes
       *[other] cartes
    } ({ $limit } au plus)
play-of-the-dragons-your-debts = ⚠️ Vous devez { $debts }
play-of-the-dragons-your-flight = 🐉 Votre vol **{ $strength }** : { $flight }
play-of-the-dragons-your-flight-cannot-win = 🐉 Votre vol **{ $strength }** : { $flight } · 🚫 ne peut pas gagner
# $cards: the cards of the hand whose play would leave the flight unable to win
play-of-the-dragons-spoils-warning = ⚠️ Si vous jouez maintenant { $cards }, votre vol ne pourra jamais gagner (règle des dieux dragons).
# a hidden card the reader gave or took (Red's pull, Green's or Brass's gift); $name: the other player
play-of-the-dragons-exchange-taken-from-you = ✋ **{ $name }** vous a pris { $card }.
play-of-the-dragons-exchange-you-took = ✋ Vous avez pris { $card } à **{ $name }**.
play-of-the-dragons-exchange-you-handed = 🤝 Vous avez donné { $card } à **{ $name }**.
play-of-the-dragons-exchange-handed-you = 🤝 **{ $name }** vous a donné { $card }.
play-of-the-dragons-other-flights = 🐉 Les autres : { $flights }
play-of-the-dragons-other-flight = { $name } **{ $strength }**
play-of-the-dragons-other-flight-cannot-win = { $name } **{ $strength }** 🚫
play-of-the-dragons-weakest-note = 🌿 Le vol le plus **faible** remporte cette manche (Druide).
play-of-the-dragons-no-cards = Vous n'avez aucune carte.
# the button that shows the powers of one's cards, and its answer
play-of-the-dragons-powers-button = Capacités des cartes
play-of-the-dragons-powers-title = 📜 Ce que font vos cartes · { $stage }
play-of-the-dragons-powers-line = { $emoji } **{ $names }** · { $kind } : { $text }
play-of-the-dragons-powers-choices = **Les capacités parmi lesquelles choisir**
play-of-the-dragons-powers-footer = { $trigger } = sa capacité se déclencherait si vous la jouiez maintenant
play-of-the-dragons-not-seated = Vous ne jouez pas dans cette partie.

# The ids the shared layer reads for every game.

play-of-the-dragons-title = Le Jeu des Dragons
play-of-the-dragons-tagline = Three-Dragon Ante de 2 à 6 joueurs : misez en secret, formez le vol le plus fort, raflez la mise · environ 5 minutes par manche
play-of-the-dragons-quick-start =
    🎲 **Ante** : à chaque manche, chacun choisit une carte en secret ; la plus forte fixe ce que chacun verse à la mise.
    🐉 **Jeu** : en 3 tours, chacun ajoute une carte à son vol ; une carte pas plus forte que la précédente déclenche sa capacité ⚡.
    💰 **Victoire** : le vol le plus fort rafle la mise ; dès qu'un joueur n'a plus d'or, le plus riche gagne.
    
    Icônes : 💰 or · ✋ cartes en main · 🎲 ante · 🐉 force du vol · ⚡ capacité déclenchée · 🚩 leader du tour · ▶️ à jouer · ❓ décide · ⚠️ doit · 🚫 ne peut pas gagner · 🎉 vol spécial · 📜 **Capacités des cartes** (dans votre main) dit ce que font vos cartes.
play-of-the-dragons-rules =
    { "*" }*But du jeu.** Finir avec le plus d'or. Chaque joueur commence avec 50 or (règle maison) et pioche 6 cartes ; on ne peut jamais avoir plus de 10 cartes en main.
    
    { "*" }*Les cartes.** 70 cartes, toutes montrées avec leur nom à côté de leur symbole ; chacune a une force, un nom, une capacité et une nature. Des dragons de dix couleurs, de force 1 à 13 : mauvais ⬛ Noir, 🟦 Bleu, 🟩 Vert, 🟥 Rouge, ⬜ Blanc ; bons 🟫 Airain, 🟤 Bronze, 🟠 Cuivre, 🟨 Or, ⚪ Argent. Les dieux 💠 Bahamut (bon) et 🐲 Tiamat (mauvaise), la 💀 Dracoliche (mauvaise) et sept mortels : 🧙 Archimage, ⚔️ Tueur de dragons, 🦹 Voleur, 🌿 Druide, 🕯️ Prêtre, 👸 Princesse, 🃏 Bouffon.
    
    { "*" }*Ante.** Une manche commence par les cartes d'ante : chacun pose une carte face cachée, et toutes sont révélées ensemble. La valeur de la plus forte carte d'ante est le montant que doivent miser tous les joueurs, et le joueur dont la valeur n'est montrée par personne d'autre est le leader du tour 1. Si toutes les valeurs sont à égalité, les cartes sont défaussées, chacun en pioche une et mise à nouveau, sans payer. Les cartes d'ante restent face visible à côté de la mise jusqu'à la fin de la manche.
    
    { "*" }*Les tours.** Une manche se joue en trois tours ; à chaque tour, en partant du leader dans le sens des aiguilles d'une montre, chacun pose une carte face visible dans son vol. La carte la plus forte désigne le leader du tour suivant ; en cas d'égalité, le leader du tour précédent garde sa place (règle maison « Égalité : le leader reste » désactivée : la carte la plus forte sans égalité mène). Le Prêtre l'emporte sur tout cela.
    
    { "*" }*Capacités ⚡.** La capacité d'une carte **se déclenche** si elle ouvre le tour ou si sa force est inférieure ou égale à celle de la carte jouée juste avant. À vous de choisir : une carte forte pour le vol le plus puissant, ou une plus faible pour profiter de sa capacité. Votre main marque ces cartes d'un ⚡, et son bouton **📜 Capacités des cartes** dit ce que fait chacune. La victime d'un Vert ou d'un Airain choisit toujours elle-même (elle seule voit ce qu'elle peut donner ; payer 5 est toujours permis). Une Dracoliche ou un Archimage qui utilise la capacité d'une autre carte mesure « cette carte » à la force de la carte copiée. Une capacité qui n'a qu'une cible possible la prend aussitôt, et l'historique le signale.
    
    { "*" }*Gagner la manche.** Après le troisième tour, on compare les vols : le vol le plus fort (somme des forces) rafle la mise, ou le plus faible si un Druide s'est déclenché. En cas d'égalité entre les vols, tout le monde joue un tour de plus. Une capacité qui vide la mise termine aussitôt la manche.
    
    { "*" }*Les dieux.** Un vol qui contient Bahamut et un dragon mauvais, ou Tiamat et un dragon bon, ne peut pas gagner ; une mise qu'aucun vol ne peut rafler reste pour la manche suivante. Tiamat compte comme chaque couleur mauvaise.
    
    { "*" }*Vols spéciaux**, une fois chacun par manche : une couleur (trois dragons de la même couleur) oblige chaque adversaire à vous payer la force du deuxième plus fort dragon du vol ; un brelan (trois dragons de la même force) vous fait prendre cette somme dans la mise, ainsi que les cartes d'ante.
    
    { "*" }*Plus de carte.** Quand vous n'avez plus de carte en main, vous retournez la première carte de la pioche, versez sa force à la mise, puis piochez 4 cartes.
    
    { "*" }*Plus d'or.** Qui ne peut pas payer verse ce qu'il a et s'endette pour le reste, auprès de la mise ou du joueur ; une dette non remboursée à la fin de la manche élimine ce joueur de la partie.
    
    { "*" }*Fin de partie.** Après chaque manche, chacun pioche 2 cartes. La partie finit après une manche qui laisse un joueur sans or (ou après le nombre de manches fixé par l'hôte) ; le plus riche gagne, à égalité d'or on partage la victoire. L'or resté dans la mise n'appartient alors à personne.
    
    { "*" }*Capacités des dragons mauvais**
    ⬛ **Noir** : Prenez 2 or dans la mise.
    🟦 **Bleu** : Comptez vos dragons mauvais : prenez-en autant d'or dans la mise, ou chaque adversaire verse autant à la mise.
    🟩 **Vert** : Le joueur suivant vous donne un dragon mauvais plus faible ou vous paie 5 or.
    🟥 **Rouge** : L'adversaire au vol le plus fort vous paie 1 or ; tirez une carte au hasard de sa main.
    ⬜ **Blanc** : Prenez 3 or si un vol contient un mortel.
    
    { "*" }*Capacités des dragons bons**
    🟫 **Airain** : L'adversaire au vol le plus fort vous donne un dragon bon plus fort ou vous paie 5 or.
    🟤 **Bronze** : Prenez en main les deux cartes d'ante les plus faibles.
    🟠 **Cuivre** : Échangez cette carte contre la première carte de la pioche, dont la capacité se déclenche alors.
    🟨 **Or** : Piochez une carte par dragon bon de votre vol.
    ⚪ **Argent** : Chaque joueur ayant un dragon bon dans son vol pioche une carte.
    
    { "*" }*Capacités des dieux, de la Dracoliche et des mortels**
    💠 **Bahamut** : Chaque adversaire dont le vol mêle dragons bons et mauvais vous paie 10 or.
    🐲 **Tiamat** : Pas de capacité ; elle compte comme chaque couleur mauvaise.
    💀 **Dracoliche** : Utilisez la capacité d'un dragon mauvais de n'importe quel vol.
    🧙 **Archimage** : Payez 1, puis utilisez la capacité d'une carte d'ante.
    ⚔️ **Tueur de dragons** : Payez 1, puis défaussez un dragon plus faible de n'importe quel vol.
    🦹 **Voleur** : Prenez 7 or dans la mise, puis défaussez une carte.
    🌿 **Druide** : Payez 1 ; le vol le plus faible remporte cette manche.
    🕯️ **Prêtre** : Payez 1 ; vous menez le tour suivant.
    👸 **Princesse** : Payez 1 ; les capacités de vos dragons bons se déclenchent à nouveau.
    🃏 **Bouffon** : Payez 1 ; piochez une carte par vol plus fort que le vôtre.
play-of-the-dragons-score =
    { $count ->
        [one] { $amount } or
        [many] { $amount } or
       *[other] { $amount } or
    }
play-of-the-dragons-option-start-gold = Or de départ
    .help = L'or avec lequel chaque joueur commence.
play-of-the-dragons-option-gambits = Manches
    .help = 0 : jouer jusqu'à ce qu'une manche laisse un joueur sans or ; sinon, le nombre de manches à jouer.
play-of-the-dragons-option-gambits-0 = jusqu'à ce qu'un joueur n'ait plus d'or
play-of-the-dragons-option-lead-tie-keeps-leader = Égalité : le leader reste
    .help = En cas d'égalité pour la carte la plus forte d'un tour, le leader de ce tour reste leader (la règle du livret) ; désactivé : la carte la plus forte sans égalité prend la main.
play-of-the-dragons-illegal-answer-power-first = Coup refusé : un autre joueur doit d'abord répondre à une capacité.
play-of-the-dragons-illegal-ante-already-chosen = Coup refusé : vous avez déjà choisi votre carte d'ante.
play-of-the-dragons-illegal-answer-question-first = Coup refusé : répondez d'abord à la question en attente.
play-of-the-dragons-illegal-ante-now = Coup refusé : c'est le moment de miser une carte d'ante (ante:<card>).
play-of-the-dragons-illegal-play-now = Coup refusé : c'est le moment de jouer une carte (play:<card>).
play-of-the-dragons-illegal-ante-now-because-no-such-card = Coup refusé : c'est le moment de miser une carte d'ante (ante:<card>) : il n'y a pas de carte « { $card } ».
play-of-the-dragons-illegal-ante-now-because-no-such-action = Coup refusé : c'est le moment de miser une carte d'ante (ante:<card>) : « { $action } » n'est pas une action.
play-of-the-dragons-illegal-play-now-because-no-such-card = Coup refusé : c'est le moment de jouer une carte (play:<card>) : il n'y a pas de carte « { $card } ».
play-of-the-dragons-illegal-play-now-because-no-such-action = Coup refusé : c'est le moment de jouer une carte (play:<card>) : « { $action } » n'est pas une action.
play-of-the-dragons-illegal-card-not-held = Coup refusé : vous n'avez pas la carte { $card } en main.
play-of-the-dragons-illegal-no-such-card = Coup refusé : il n'y a pas de carte « { $card } ».
play-of-the-dragons-illegal-no-such-action = Coup refusé : « { $action } » n'est pas une action.
