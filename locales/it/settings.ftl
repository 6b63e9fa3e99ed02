## /settings: le preferenze di un membro, e la lingua di un server (Gestire il server)
settings-pings-on = 🔔 Riceverai una menzione quando una partita aspetta la tua mossa da un minuto.
settings-pings-off = 🔕 Niente più menzioni: i tavoli indicano comunque a chi tocca.
# how games with a long turn timer remind a member (/settings reminders)
settings-reminders-ping = ⏳ Le partite con un timer del turno lungo te lo ricorderanno con una menzione nel loro canale.
settings-reminders-direct = ✉️ Le partite con un timer del turno lungo te lo ricorderanno con un messaggio diretto (con una menzione, se Discord non lo recapita).
settings-reminders-off = 🔕 Le partite con un timer del turno lungo non te lo ricorderanno.
# /settings away: $until, a Discord date; $left, whole days of away time left this year
settings-away-set = 🏝️ Sei assente fino a { $until }: i timer del turno delle tue partite ti aspettano. { $left ->
    [one] Quest'anno ti resta un giorno di assenza.
    [many] Quest'anno ti restano { $left } giorni di assenza.
   *[other] Quest'anno ti restano { $left } giorni di assenza.
}
settings-away-back = 🎯 Di nuovo qui: i timer del turno delle tue partite ripartono. { $left ->
    [one] Quest'anno ti resta un giorno di assenza.
    [many] Quest'anno ti restano { $left } giorni di assenza.
   *[other] Quest'anno ti restano { $left } giorni di assenza.
}
# la lingua delle nuove partite di un server, come la mostra /settings language
settings-language-set = 🌐 Le nuove partite di questo server saranno in questa lingua: { $language }.
settings-language-unset = 🌐 Le nuove partite di questo server usano la lingua del server se è un server della community, altrimenti quella di chi le apre.
settings-language-not-allowed = Solo un membro con il permesso Gestire il server può scegliere la lingua del server.
# se le nuove partite di un server si giocano in un thread del messaggio della lobby (/settings threads)
settings-threads-on = 🧵 Le nuove partite di questo server si giocheranno in un thread del messaggio della lobby, salvo scelta diversa della lobby.
settings-threads-off = 💬 Le nuove partite di questo server si giocheranno nel loro canale, salvo che la lobby chieda un thread.
settings-threads-not-allowed = Solo un membro con il permesso Gestire il server può scegliere se le partite del server si giocano nei thread.
# la lingua di ogni catalogo, come la chiamano i suoi parlanti
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
    .description = Le tue preferenze per i giochi di Hoard
command-settings-pings =
    .description = Se il bot ti menziona quando una partita aspetta da un po' la tua mossa
command-settings-language =
    .description = La lingua delle nuove partite di questo server (Gestire il server)
# la scelta che fa tornare le nuove partite del server alla lingua del server o di chi le apre
command-settings-language-automatic =
    .name = automatica
command-settings-reminders =
    .description = Come le partite con un timer del turno lungo ti ricordano che aspettano la tua mossa
command-settings-reminders-ping = menzione nel canale
command-settings-reminders-direct = messaggio diretto
command-settings-reminders-off = disattivati
command-settings-away =
    .description = Assenza per questi giorni (al massimo 7, 21 all'anno): i timer aspettano. 0: rientro
command-settings-threads =
    .description = Se le nuove partite di questo server si giocano nei thread (Gestire il server)
