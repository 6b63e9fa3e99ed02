### /mygames: партии участника на всех серверах бота.

mygames-title = 🎲 Ваши партии
mygames-empty = Сейчас у вас нет партий в каналах, которые вам видны.
mygames-waiting-heading = **Ваш ход** ({ $count }):
mygames-waiting-line = ⏳ **#{ $id } { $game }** · { $server } · { $link } · ход начался <t:{ $since }:R>
mygames-none-waiting = Сейчас ни одна партия не ждёт вашего хода.
mygames-others-heading = **Другие ваши партии** ({ $count }):
mygames-other-line = **#{ $id } { $game }** · { $server } · { $link }
mygames-footer = Показаны только партии в каналах, которые вам видны. Кнопка «Дальше» показывает партии, ждущие вашего хода, начиная с самой давней.
mygames-next = Дальше
mygames-next-title = ⏳ Ваш ход: #{ $id } { $game }
mygames-next-line = { $server } · { $link } · ход начался <t:{ $since }:R>
mygames-next-footer = Партия { $position } из { $count }, ждущих вашего хода

## Слэш-команда (её имя остаётся английским)

command-mygames =
    .description = Ваши партии на всех серверах, сначала те, что ждут вашего хода
