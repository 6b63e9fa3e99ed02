## /settings: le preferenze di un membro, e la lingua di un server (Gestire il server)
settings-pings-on = 🔔 Riceverai una menzione quando una partita aspetta la tua mossa da un minuto.
settings-pings-off = 🔕 Niente più menzioni: i tavoli indicano comunque a chi tocca.
# la lingua delle nuove partite di un server, come la mostra /settings language
settings-language-set = 🌐 Le nuove partite di questo server saranno in questa lingua: { $language }.
settings-language-unset = 🌐 Le nuove partite di questo server usano la lingua del server se è un server della community, altrimenti quella di chi le apre.
settings-language-not-allowed = Solo un membro con il permesso Gestire il server può scegliere la lingua del server.
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
