## Ce que tous les jeux partagent sur Discord : refus, salle d'attente, table, vue privée, pages de règles, rappels
## de tour et événements du service. Noms, nombres, liens et mentions sont des arguments.

## Les refus du service, par code GameError
refusal-game-gone = Cette partie n'existe plus.
refusal-timer-invalid = Ce minuteur de tour ne fait pas partie des choix proposés.
refusal-away-too-long = Vous pouvez vous absenter { $days } jours au plus à la fois.
refusal-away-year-used = { $days ->
    [0] Il ne vous reste plus de temps d'absence cette année.
    [one] Il ne vous reste qu'un jour d'absence cette année.
    [many] Il ne vous reste que { $days } jours d'absence cette année.
   *[other] Il ne vous reste que { $days } jours d'absence cette année.
}
refusal-lobby-closed = Cette salle d'attente est fermée.
refusal-already-seated = Vous avez déjà une place à cette table.
refusal-table-full = La table est complète ({ $seats } places).
refusal-not-seated = Vous n'avez pas de place dans cette salle d'attente.
refusal-add-ai-seated-only = Seuls les joueurs installés peuvent ajouter des joueurs IA.
refusal-remove-ai-not-allowed = Seul l'hôte ou un membre ayant la permission Gérer les messages peut retirer un joueur IA.
refusal-no-ai-seat = Il n'y a aucun joueur IA à retirer.
refusal-cancel-not-allowed = Seul l'hôte ou un membre ayant la permission Gérer les messages peut annuler cette salle d'attente.
refusal-already-started = Cette partie a déjà commencé.
refusal-start-seated-only = Seuls les joueurs installés peuvent lancer la partie.
refusal-player-count = { $count ->
    [one] { $game } se joue de { $minimum } à { $maximum } joueurs ; { $count } joueur est installé. Ajoutez des joueurs IA ou attendez vos amis.
    [many] { $game } se joue de { $minimum } à { $maximum } joueurs ; { $count } de joueurs sont installés. Ajoutez des joueurs IA ou attendez vos amis.
   *[other] { $game } se joue de { $minimum } à { $maximum } joueurs ; { $count } joueurs sont installés. Ajoutez des joueurs IA ou attendez vos amis.
}
refusal-rematch-after-end = Une revanche ne peut être organisée qu'une fois la partie terminée.
refusal-rematch-players-only = Seuls les joueurs de cette partie peuvent demander une revanche.
refusal-channel-busy = Ce salon a déjà une partie en cours.
refusal-server-game-limit = Ce serveur a déjà autant de salles d'attente et de parties ouvertes qu'il peut en avoir à la fois ({ $limit }). Terminez ou annulez l'une d'elles avant d'en ouvrir une autre.
refusal-member-game-limit = Vous avez déjà une place dans autant de salles d'attente et de parties ouvertes qu'un membre peut en avoir à la fois ({ $limit }). Terminez une partie ou quittez une salle d'attente d'abord.
refusal-already-over = Cette partie est déjà terminée.
refusal-stop-not-allowed = Seul l'hôte ou un membre ayant la permission Gérer les messages peut arrêter cette partie.
refusal-game-over = Cette partie est terminée.
refusal-not-started = Cette partie n'a pas encore commencé.
refusal-not-playing = Vous ne jouez pas dans cette partie.
refusal-stale-click = La table a avancé ; voici la vue actuelle.
refusal-choose-something = Choisissez au moins une option.
refusal-not-playing-here = Vous ne jouez dans aucune partie en cours ici.
refusal-seat-already-yours = Vous contrôlez déjà votre place.
refusal-database-busy = La base de données est occupée, rien n'a été fait ; réessayez dans un instant.
refusal-handing-over = Cette partie est en train de passer d'une instance du bot à une autre ; réessayez dans quelques secondes.
refusal-database-unavailable = Impossible d'enregistrer (la base de données est indisponible), rien n'a donc été fait ; réessayez plus tard.
# a refusal whose code has no words
refusal-other = Ce n'est pas possible pour le moment.

## Une valeur d'option refusée (GameError option_invalid), par code OptionError
refusal-option-invalid-unknown-options = Option non valable : option(s) inconnue(s) : { $keys }.
refusal-option-invalid-on-or-off = Option non valable : { $key } doit valoir activé ou désactivé.
refusal-option-invalid-whole-number = Option non valable : { $key } doit être un nombre entier.
refusal-option-invalid-at-least = Option non valable : { $key } doit valoir au moins { $minimum }.
refusal-option-invalid-at-most = Option non valable : { $key } doit valoir au plus { $maximum }.
refusal-option-invalid-one-of = Option non valable : { $key } doit prendre l'une de ces valeurs : { $allowed }.
refusal-option-invalid-untimed-or-at-least = Option non valable : { $key } doit valoir 0 (sans limite de temps) ou au moins { $minimum }.
refusal-option-invalid-dealer-seat = Option non valable : { $key } doit être une place de 0 à { $last }.

## Un coup refusé, par les codes IllegalAction communs à tous les jeux (ceux d'un jeu : <game>-illegal-<code>)
refusal-illegal-game-over = Coup refusé : la partie est terminée.
refusal-illegal-not-your-turn = Coup refusé : ce n'est pas votre tour.
refusal-illegal-not-allowed-now = Coup refusé : « { $action } » n'est pas permis maintenant.
refusal-illegal-no-seat = Coup refusé : il n'y a pas de place { $seat }.
refusal-illegal-no-such-seat = Coup refusé : cette place n'existe pas.
# a refused move whose reason has no words
refusal-move-not-allowed = Ce coup n'est pas permis maintenant.

## Règles maison dans la salle d'attente et les pages de règles
option-on = activé
option-off = désactivé
# a house rule: its name, value and what it does (one line, in the lobby and on the rules' first page)
option-line = **{ $label }** : { $value } ({ $help })

## La salle d'attente
lobby-cancelled = Cette salle d'attente a été annulée.
lobby-expired = Cette salle d'attente a expiré avant le début de la partie.
lobby-active = La partie a commencé : la table est juste en dessous.
lobby-active-thread = La partie a commencé : la table est dans le fil de ce message.
lobby-finished = Cette partie est terminée : [la table finale]({ $link }).
lobby-abandoned = Cette partie a été arrêtée : [la dernière table]({ $link }).
# $count: the most seats
lobby-gathering = { $count ->
    [one] Une nouvelle partie cherche des joueurs : { $minimum } à { $count } place, humains ou IA.
        Appuyez sur **Rejoindre** pour prendre place. L'hôte ({ $host }) ou n'importe quel joueur installé peut la lancer.
    [many] Une nouvelle partie cherche des joueurs : { $minimum } à { $count } de places, humains ou IA.
        Appuyez sur **Rejoindre** pour prendre place. L'hôte ({ $host }) ou n'importe quel joueur installé peut la lancer.
   *[other] Une nouvelle partie cherche des joueurs : { $minimum } à { $count } places, humains ou IA.
        Appuyez sur **Rejoindre** pour prendre place. L'hôte ({ $host }) ou n'importe quel joueur installé peut la lancer.
}
lobby-closes = La salle d'attente se ferme { $when } si la partie n'a pas commencé.
# a game played in a thread of its lobby message (the lobby's thread option, or /settings threads)
lobby-thread-asked = 🧵 La partie se jouera dans un fil de ce message.
lobby-thread-refused = 🧵 La partie se joue dans ce salon : pour ouvrir un fil, il me faudrait ici { $permissions }.
# the name of a game's thread: $title, the game's name; $number, the game's number
lobby-thread-name = { $title } nº { $number }
lobby-title = { $emoji } { $title }
lobby-seats = Places ({ $seated }/{ $seats })
lobby-nobody = personne pour l'instant
lobby-seat = { $number }. { $seat }
lobby-human-seat = { $name }
lobby-host-seat = { $name } (hôte)
# an AI seat in the lobby's list: its name and level
lobby-ai-seat = { $level ->
    [easy] { $name } · IA facile
    [hard] { $name } · IA difficile
   *[normal] { $name } · IA normale
}
# the lobby button that seats an AI of a level
lobby-add-ai = { $level ->
    [easy] Ajouter une IA : facile
    [hard] Ajouter une IA : difficile
   *[normal] Ajouter une IA : normale
}
# an AI level as players read it
ai-level = { $level ->
    [easy] Facile
    [hard] Difficile
   *[normal] Normal
}
lobby-join = Rejoindre
lobby-leave = Quitter
lobby-start = Lancer
lobby-cancel = Annuler
# takes the newest AI seat away again
lobby-remove-ai = Retirer une IA
lobby-house-rules = Règles maison
lobby-turn-timer = **Minuteur de tour** : { $timer } (le temps dont chaque joueur dispose pour un coup avant que l'IA joue à sa place)
timer-minutes = { $minutes } min
timer-seconds = { $seconds } s
timer-hours = { $hours ->
    [one] { $hours } heure
    [many] { $hours } heures
   *[other] { $hours } heures
}
timer-days = { $days ->
    [one] { $days } jour
    [many] { $days } jours
   *[other] { $days } jours
}
# a player whose display name shows nothing (only invisible characters)
lobby-unnamed-player = Joueur sans nom

## /<game> new là où aucune table ne peut être tenue
lobby-server-channels-only = Les parties se jouent dans les salons d'un serveur ; essayez dans un salon textuel.
lobby-missing-permissions = Je ne peux pas tenir de table dans ce salon : il me faut ici { $permissions }.
# the permissions a table needs, as Discord's settings name them
permission-view-channel = Voir le salon
permission-send-messages = Envoyer des messages
permission-embed-links = Intégrer des liens
permission-attach-files = Joindre des fichiers
permission-create-public-threads = Créer des fils publics
permission-send-messages-in-threads = Envoyer des messages dans les fils
lobby-channel-has-game = Ce salon a déjà une partie : { $link }. Terminez-la ou arrêtez-la d'abord.
refusal-not-here = Cette commande n'appartient à aucune partie de ce salon.
# a page button (rules, leaderboard, move log) clicked on a message of another kind, e.g. a table
refusal-not-this-message = Ce bouton appartient à un autre message : rien n'a été modifié.
refusal-restarting = 🔧 Le bot redémarre ; réessayez dans quelques secondes.

## La table
table-continued = ⏭️ Cette table est dépassée : la partie continue sur la nouvelle table ci-dessous.
table-over = 🏁 Partie terminée : **{ $title }**.
table-stopped = 🛑 Partie arrêtée : **{ $title }**.
table-waiting = 🎯 En attente de : { $names }
table-waiting-until = 🎯 En attente de : { $names } · ⏰ { $when }
# a member the game waits for who is away (/settings away): their mention, and until when (a Discord date)
table-away = 🏝️ En congé jusqu'au { $until } : { $name } (son minuteur de tour attend).
table-until = {" "}· ⏰ { $when }
table-idle = ⏸️ Partie en pause : l'IA joue à toutes les places, et personne n'a joué depuis un tour entier. Pour continuer, reprenez votre place : **{ table-hand-button }** → **{ hand-take-seat-back }**. Sinon, { $when }, la partie prendra fin et sera enregistrée comme abandonnée.
table-rules-button = Règles
table-log-button = Historique
table-rematch-button = Revanche
# the field of a finished game's table and private views listing every player's place and score
standings-title = 🏆 Classement final
# a place in the final standings: a medal for the first three
standings-place = { $place ->
        [1] 🥇
        [2] 🥈
        [3] 🥉
       *[other] { $place }.
    }
# a line of the final standings; $score: the game's score with its unit (<game>-score)
standings-line = { $place } **{ $name }** · { $score }
standings-tied-line = { $place } **{ $name }** · { $score } (ex æquo)
# the table's button that opens a player's private view, in every game (the catalogs' texts name it by reference)
table-hand-button = Ma vue
table-moved-on = La table a avancé : utilisez les boutons de la table actuelle.
table-posted-again = 📌 La table est de nouveau affichée ci-dessous.
table-no-game-played-here = Aucune partie en cours dans ce salon pour ce jeu : { $title }.
table-no-game-here = Aucune partie dans ce salon pour ce jeu : { $title }.
# /<game> stop asks first, privately; $started: yes (a game being played) or no (a lobby)
table-stop-question = Arrêter **{ $title }** pour tout le monde ? { $started ->
        [yes] La partie s'arrête ici et est enregistrée comme abandonnée, sans résultats.
       *[no] La salle d'attente se ferme.
    }
table-stop-button = Arrêter la partie
table-game-stopped = 🛑 { $member } a arrêté la partie en cours ({ $title }).
table-game-stopped-abandoned = 🛑 { $member } a arrêté la partie en cours ({ $title }). Elle est enregistrée comme abandonnée.

## La vue privée d'un joueur
hand-not-a-player = Vous ne jouez pas dans cette partie ; la table montre tout ce qu'un spectateur peut voir.
hand-since-title = 🕑 Depuis votre dernier coup
hand-notice = ⚠️ { $notice }
    { $text }
hand-ai-plays-for-you = 🤖 L'IA joue à votre place.
    { $text }
hand-refresh = Actualiser
hand-take-seat-back = Reprendre ma place

## Nombres et journaux de chaque jeu

# un score ou sa variation : $sign vaut plus, minus ou zero, $amount sa valeur (un vrai signe moins, U+2212)
number-signed =
    { $sign ->
        [plus] +{ $amount }
        [minus] −{ $amount }
       *[zero] { $amount }
    }
# la première ligne d'un journal raccourci : combien de ses lignes ne sont pas affichées
log-left-out =
    { $count ->
        [one] …{ $count } ligne précédente non affichée
        [many] …{ $count } de lignes précédentes non affichées
       *[other] …{ $count } lignes précédentes non affichées
    }

## Les règles, en pages
rules-quick-start = { $emoji } { $title } : règles · pour commencer
rules-page = { $emoji } { $title } : règles · { $page }/{ $pages }
rules-house-rules-of-game = Règles maison de cette partie
rules-default-house-rules = Règles maison par défaut
rules-back = ◀ Retour
rules-more = Plus ▶
rules-next = Suivant ▶

## Un rappel de tour : les membres concernés (mentions), le jeu, un lien vers sa table
ping-your-move = { $members } à vous de jouer dans **{ $title }** : { $link }

## A reminder of a long turn timer, in the channel (the members' mentions) or by direct message; $when: when the
## time runs out, which Discord shows as "in 2 days"
ping-reminder = ⏳ { $members } votre coup dans **{ $title }** est toujours attendu : votre temps expire { $when }. { $link }
ping-reminder-direct = ⏳ Votre coup dans **{ $title }** est toujours attendu : votre temps expire { $when }. { $link }

## Les événements du service, tels que la table et les vues privées les racontent
event-seat-number = place { $number }
event-timed-out-ai-keeps = ⏰ **{ $name }** : temps écoulé ; l'IA garde la place.
event-timed-out-ai-plays = ⏰ **{ $name }** : temps écoulé ; l'IA joue à sa place.
event-seat-taken-back = **{ $name }** est de retour.

## Les sous-commandes de chaque groupe de commandes de jeu
command-game-rules =
    .description = Comment se joue ce jeu, et les règles maison de ce salon
command-game-table =
    .description = Afficher de nouveau la table de ce salon, tout en bas
command-game-stop =
    .description = Mettre fin à la partie de ce salon (hôte ou Gérer les messages)
command-game-new-thread =
    .description = Jouer dans un fil du message de la salle d'attente (par défaut : selon /settings threads)
