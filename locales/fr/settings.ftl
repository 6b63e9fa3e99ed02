## /settings : les préférences d'un membre, et la langue d'un serveur (Gérer le serveur)
settings-pings-on = 🔔 Vous recevrez une notification quand une partie attend votre coup depuis une minute.
settings-pings-off = 🔕 Plus de notifications pour vous : les tables indiquent toujours à qui c'est le tour.
# how games with a long turn timer remind a member (/settings reminders)
settings-reminders-ping = ⏳ Les parties à long minuteur de tour vous le rappelleront par une mention dans leur salon.
settings-reminders-direct = ✉️ Les parties à long minuteur de tour vous le rappelleront par message privé (par une mention si Discord ne le remet pas).
settings-reminders-off = 🔕 Les parties à long minuteur de tour ne vous le rappelleront pas.
# /settings away: $until, a Discord date; $left, whole days of away time left this year
settings-away-set = 🏝️ Vous êtes en congé jusqu'au { $until } : les minuteurs de tour de vos parties vous attendent. { $left ->
    [one] Il vous reste { $left } jour d'absence cette année.
    [many] Il vous reste { $left } jours d'absence cette année.
   *[other] Il vous reste { $left } jours d'absence cette année.
}
settings-away-back = 🎯 De retour : les minuteurs de tour de vos parties reprennent. { $left ->
    [one] Il vous reste { $left } jour d'absence cette année.
    [many] Il vous reste { $left } jours d'absence cette année.
   *[other] Il vous reste { $left } jours d'absence cette année.
}
# the language a server's new games are worded in, as /settings language shows it
settings-language-set = 🌐 Langue des nouvelles parties de ce serveur : { $language }.
settings-language-unset = 🌐 Les nouvelles parties de ce serveur sont dans la langue du serveur s'il s'agit d'un serveur communautaire, sinon dans celle de la personne qui les ouvre.
settings-language-not-allowed = Seul un membre ayant la permission Gérer le serveur peut choisir la langue du serveur.
# whether a server's new games are played in a thread of their lobby message (/settings threads)
settings-threads-on = 🧵 Les nouvelles parties de ce serveur se joueront dans un fil du message de leur salle d'attente, sauf si celle-ci en décide autrement.
settings-threads-off = 💬 Les nouvelles parties de ce serveur se joueront dans leur salon, sauf si leur salle d'attente demande un fil.
settings-threads-not-allowed = Seul un membre ayant la permission Gérer le serveur peut choisir si les parties du serveur se jouent dans des fils.
# each catalog's language, as its own speakers name it
settings-language-name = { $locale ->
    [en-US] English
    [qps-ploc] Pseudo-English
    [ru] Русский
    [it] Italiano
    [hu] Magyar
    [fr] Français
   *[other] { $locale }
}
command-settings =
    .description = Vos préférences pour les jeux de Hoard
command-settings-pings =
    .description = Si le bot vous notifie quand une partie attend votre coup depuis un moment
command-settings-language =
    .description = La langue des nouvelles parties de ce serveur (Gérer le serveur)
# the choice that lets the server's new games follow the server's or their host's language again
command-settings-language-automatic =
    .name = automatique
command-settings-reminders =
    .description = Comment les parties à long minuteur vous rappellent qu'elles attendent votre coup
command-settings-reminders-ping = mention dans le salon
command-settings-reminders-direct = message privé
command-settings-reminders-off = désactivés
command-settings-away =
    .description = S'absenter ce nombre de jours (7 au plus, 21 par an) : vos minuteurs attendent. 0 : retour
command-settings-threads =
    .description = Si les nouvelles parties de ce serveur se jouent dans des fils (Gérer le serveur)
