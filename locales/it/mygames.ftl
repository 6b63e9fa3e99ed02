### /mygames: le partite di un membro su tutti i server del bot.

mygames-title = 🎲 Le tue partite
mygames-empty = Non stai giocando nessuna partita in un canale che puoi vedere.
mygames-waiting-heading = **Tocca a te** ({ $count }):
mygames-waiting-line = ⏳ **#{ $id } { $game }** · { $server } · { $link } · turno iniziato <t:{ $since }:R>
mygames-none-waiting = Nessuna partita attende una tua mossa.
mygames-others-heading = **Le tue altre partite** ({ $count }):
mygames-other-line = **#{ $id } { $game }** · { $server } · { $link }
mygames-footer = Sono elencate solo le partite dei canali che puoi vedere. «Successiva» mostra le partite che attendono una tua mossa, a partire da quella che attende da più tempo.
mygames-next = Successiva
mygames-next-title = ⏳ Tocca a te: #{ $id } { $game }
mygames-next-line = { $server } · { $link } · turno iniziato <t:{ $since }:R>
mygames-next-footer = Partita { $position } di { $count } che attendono una tua mossa

## Il comando slash (il nome è un identificatore e resta in inglese)

command-mygames =
    .description = Le tue partite su tutti i server, prima quelle in cui tocca a te
