### /mygames : les parties d'un membre sur tous les serveurs du bot.

mygames-title = 🎲 Vos parties
mygames-empty = Vous ne jouez aucune partie dans un salon que vous pouvez voir.
mygames-waiting-heading = **À vous de jouer** ({ $count }) :
mygames-waiting-line = ⏳ **#{ $id } { $game }** · { $server } · { $link } · tour commencé <t:{ $since }:R>
mygames-none-waiting = Aucune partie ne vous attend.
mygames-others-heading = **Vos autres parties** ({ $count }) :
mygames-other-line = **#{ $id } { $game }** · { $server } · { $link }
mygames-footer = Seules les parties des salons que vous pouvez voir sont listées. Le bouton Suivante montre les parties qui vous attendent, celle qui attend depuis le plus longtemps en premier.
mygames-next = Suivante
mygames-next-title = ⏳ À vous de jouer : #{ $id } { $game }
mygames-next-line = { $server } · { $link } · tour commencé <t:{ $since }:R>
mygames-next-footer = Partie { $position } sur { $count } qui vous attendent

## La commande slash (son nom est un identifiant et reste en anglais)

command-mygames =
    .description = Vos parties sur tous les serveurs, d'abord celles qui vous attendent
