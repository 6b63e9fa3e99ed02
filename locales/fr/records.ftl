### /leaderboard, /stats, /history et /records forget, rédigés pour le membre qui a demandé ou cliqué.
### Le nom d'un jeu est son { P }-title, un score son { P }-score (fichier propre à chaque jeu).

records-all-games = Tous les jeux
records-pick-a-game = Choisissez un jeu dans la liste.
records-previous = Précédent
records-next = Suivant

## /leaderboard

# $game: a game's name or records-all-games; $scope: global or server
records-board-title = 🏆 Classement · { $game } · { $scope ->
        [global] mondial
       *[server] ce serveur
    }
records-board-empty = Aucune partie terminée pour l'instant. Jouez-en une et revenez !
# The board is a code block of columns, each title right-aligned over its figures; the code pads each cell
# to its column's width.
records-board-column-rank = #
records-board-column-rating = Cote
records-board-column-games = Parties
records-board-column-wins = Victoires
records-board-column-rate = %Vict.
records-board-column-player = Joueur
# one line of the board, its titles too: every cell already padded to its column
records-board-row = `{ $rank } { $rating } { $games } { $wins } { $rate }` { $player }
# a rating on the board; "?" marks a provisional one (explained in the footer)
records-board-rating = { NUMBER($rating, useGrouping: 0) }{ $provisional ->
        [yes] ?
       *[no] {" "}
    }
records-board-rate = { NUMBER($rate, style: "percent") }
# an AI player of the board, named by its level
records-board-ai-level = 🤖 IA { $level ->
        [easy] facile
        [hard] difficile
       *[normal] normale
    }
# an AI rated by its seat's name, before there were levels
records-board-ai-named = 🤖 { $name } (IA)
records-board-footer = Page { $page } sur { $pages } · ? = provisoire (moins de { $provisional ->
        [one] { $provisional } partie
        [many] { $provisional } de parties
       *[other] { $provisional } parties
    }) · { $ai ->
        [shown] joueurs IA affichés
       *[hidden] joueurs IA masqués (show_ai les affiche)
    } · la cote part de { NUMBER($base, useGrouping: 0) }

## /stats

records-stats-title = 📜 Palmarès : { $player }
records-stats-empty = Aucune partie terminée sur ce serveur pour l'instant.
# $direction: up, down or none; $change: how far the rating moved lately
records-stats-rating = Cote **{ NUMBER($rating, useGrouping: 0) }** ({ $direction ->
        [up] +{ $change }
        [down] −{ $change }
       *[none] ±0
    } récemment){ $provisional ->
        [yes] {" "}· provisoire
       *[no] {""}
    }
records-stats-record = { $games ->
        [one] { $games } partie
        [many] { $games } de parties
       *[other] { $games } parties
    } · { $wins ->
        [one] { $wins } victoire
        [many] { $wins } de victoires
       *[other] { $wins } victoires
    } ({ NUMBER($rate, style: "percent") })
# best and average score of one game, each in that game's own unit ({ P }-score)
records-stats-scores = Meilleur score { $best } · moyenne { $average }
# /stats: a player's best and average over the matches of one length (their results are match points)
records-stats-match-scores =
    { $games ->
        [one] Matchs en { $games } partie : meilleur score { $best } · moyenne { $average }
        [many] Matchs en { $games } de parties : meilleur score { $best } · moyenne { $average }
       *[other] Matchs en { $games } parties : meilleur score { $best } · moyenne { $average }
    }
records-stats-last-played = Dernière partie <t:{ $at }:R>

## /history

records-history-title = { $scope ->
        [server] 📚 Parties récentes sur ce serveur
       *[channel] 📚 Parties récentes dans ce salon
    }
records-history-empty = Aucune partie terminée pour l'instant.
# one seat of a finished game; the seats are listed with the locale's list pattern
records-history-seat = { $place }. { $name } ({ $score })
records-history-line = **#{ $id } { $game }** <t:{ $at }:d> : { $seats }
records-history-option = #{ $id } { $game }
records-history-pick = Voir la feuille de score et l'historique d'une partie
records-history-gone = Cette partie n'est plus enregistrée.
records-history-not-shown = Vous ne pouvez pas consulter cette partie : /history montre les parties terminées des salons que vous voyez.
records-log-title = { $game } · partie n° { $id }
records-log-empty = Aucun coup n'a été enregistré.
records-log-finished = Terminée
records-log-result = Résultat
records-log-result-line = { $place }. { $name } : { $score }
records-log-scoresheet = Feuille de score
records-log-footer = Historique des coups, page { $page } sur { $pages }

# a finished game replayed move by move (privately, in the viewer's language): its button, title, first step, the
# hands of every seat ($name: a player's name; $hand: their cards or tiles), the round select and the footer
records-replay-button = Revoir
records-replay-title = Revoir · { $game } · partie n° { $id }
records-replay-start = La partie à son début, avant le premier coup.
records-replay-hands = Ce que chaque joueur avait en main
records-replay-hand = { $name } : { $hand }
records-replay-rounds = Aller au début d'une manche
records-replay-round = Manche { $round } · coup { $step }
records-replay-footer = Coup { $step } sur { $steps }

## /records forget

records-forget-warning = Ceci retire <@{ $user }> de toutes les parties enregistrées de ce serveur (ses places deviennent « ancien membre ») et recalcule les cotes de ce serveur ainsi que le classement mondial. C'est irréversible.
records-forget-button = Supprimer définitivement
records-forget-refused = Seuls les membres ayant la permission Gérer le serveur peuvent supprimer des palmarès.
records-forget-unknown = Ce bouton ne désigne aucun membre : rien n'a été supprimé.
records-forget-done = C'est fait : <@{ $user }> n'apparaît plus dans { $games ->
        [one] { $games } partie
        [many] { $games } de parties
       *[other] { $games } parties
    } de ce serveur ; cotes recalculées.
records-forget-too-soon = Ce serveur a supprimé le palmarès d'un membre il y a moins d'une minute. Vous pourrez réessayer <t:{ $at }:R>.
records-forget-failed = Rien n'a été supprimé : la base de données n'a pas pu enregistrer la modification. Réessayez.

## Les commandes slash (les noms sont des identifiants et restent en anglais ; les choix sont rédigés selon la valeur de leur message)

command-leaderboard =
    .description = Classement de ce serveur ou de tout le monde
command-leaderboard-game =
    .description = Quel jeu (tous les jeux par défaut)
command-leaderboard-scope =
    .description = Ce serveur ou tout le monde
command-leaderboard-scope-server = ce serveur
command-leaderboard-scope-global = mondial
command-leaderboard-show-ai =
    .description = Inclure aussi les joueurs IA
command-stats =
    .description = Le palmarès d'un joueur dans chaque jeu de ce serveur
command-stats-player =
    .description = Le palmarès de qui (le vôtre par défaut)
command-history =
    .description = Parties terminées récentes, avec feuilles de score et historiques des coups
command-history-scope-channel = ce salon
command-history-scope-server = ce serveur
command-records =
    .description = Palmarès enregistrés
command-records-forget =
    .description = Supprimer le palmarès enregistré d'un membre sur ce serveur
