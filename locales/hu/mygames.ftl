### /mygames: egy tag játékai a bot minden szerverén.

mygames-title = 🎲 Játékaid
mygames-empty = Egyetlen olyan csatornában sem játszol most, amelyet látsz.
mygames-waiting-heading = **Te következel** ({ $count }):
mygames-waiting-line = ⏳ **#{ $id } { $game }** · { $server } · { $link } · a kör kezdete: <t:{ $since }:R>
mygames-none-waiting = Most egy játék sem vár rád.
mygames-others-heading = **Többi játékod** ({ $count }):
mygames-other-line = **#{ $id } { $game }** · { $server } · { $link }
mygames-footer = Csak a számodra látható csatornák játékai szerepelnek itt. A Következő gomb sorra mutatja a rád váró játékokat, a legrégebben várakozóval kezdve.
mygames-next = Következő
mygames-next-title = ⏳ Te következel: #{ $id } { $game }
mygames-next-line = { $server } · { $link } · a kör kezdete: <t:{ $since }:R>
mygames-next-footer = Rád váró játék: { $position }/{ $count }

## A perjeles parancs (a neve azonosító, angol marad)

command-mygames =
    .description = Játékaid minden szerveren, elöl a rád várókkal
