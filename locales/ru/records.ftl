### /leaderboard, /stats, /history и /records forget, на языке того, кто спросил или нажал.
### Название игры: её { P }-title, счёт: её { P }-score (в файле каждой игры).

records-all-games = Все игры
records-pick-a-game = Выберите игру из списка.
records-previous = Назад
records-next = Дальше

## /leaderboard

# $game: a game's name or records-all-games; $scope: global or server
records-board-title = 🏆 Рейтинг · { $game } · { $scope ->
        [global] все серверы
       *[server] этот сервер
    }
records-board-empty = Сыгранных партий пока нет. Сыграйте одну и возвращайтесь!
# The board is a code block of columns, each title right-aligned over its figures; the code pads each cell
# to its column's width.
records-board-column-rank = #
records-board-column-rating = Рейтинг
records-board-column-games = Игр
records-board-column-wins = Побед
records-board-column-rate = %Побед
records-board-column-player = Игрок
# one line of the board, its titles too: every cell already padded to its column
records-board-row = `{ $rank } { $rating } { $games } { $wins } { $rate }` { $player }
# a rating on the board; "?" marks a provisional one (explained in the footer)
records-board-rating = { NUMBER($rating, useGrouping: 0) }{ $provisional ->
        [yes] ?
       *[no] {" "}
    }
records-board-rate = { NUMBER($rate, style: "percent") }
# an AI player of the board, named by its level
records-board-ai-level = 🤖 { $level ->
        [easy] Лёгкий
        [hard] Сильный
       *[normal] Обычный
    } ИИ
# an AI rated by its seat's name, before there were levels
records-board-ai-named = 🤖 { $name } (ИИ)
records-board-footer = Страница { $page } из { $pages } · ? = предварительный (меньше { $provisional ->
        [one] { $provisional } партии
        [few] { $provisional } партий
        [many] { $provisional } партий
       *[other] { $provisional } партии
    }) · { $ai ->
        [shown] ИИ-игроки показаны
       *[hidden] ИИ-игроки скрыты (их показывает show_ai)
    } · начальный рейтинг { NUMBER($base, useGrouping: 0) }

## /stats

records-stats-title = 📜 Статистика: { $player }
records-stats-empty = На этом сервере пока нет сыгранных партий.
# $direction: up, down or none; $change: how far the rating moved lately
records-stats-rating = Рейтинг **{ NUMBER($rating, useGrouping: 0) }** ({ $direction ->
        [up] +{ $change }
        [down] −{ $change }
       *[none] ±0
    } за последнее время){ $provisional ->
        [yes] {" "}· предварительный
       *[no] {""}
    }
records-stats-record = { $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    } · { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    } ({ NUMBER($rate, style: "percent") })
# best and average score of one game, each in that game's own unit ({ P }-score)
records-stats-scores = Лучший результат: { $best } · в среднем: { $average }
# /stats: a player's best and average over the matches of one length (their results are match points)
records-stats-match-scores =
    { $games ->
        [one] Матчи из { $games } партии: лучший результат: { $best } · в среднем: { $average }
        [few] Матчи из { $games } партий: лучший результат: { $best } · в среднем: { $average }
        [many] Матчи из { $games } партий: лучший результат: { $best } · в среднем: { $average }
       *[other] Матчи из { $games } партии: лучший результат: { $best } · в среднем: { $average }
    }
records-stats-last-played = Последняя партия: <t:{ $at }:R>

## /history

records-history-title = { $scope ->
        [server] 📚 Недавние партии на этом сервере
       *[channel] 📚 Недавние партии в этом канале
    }
records-history-empty = Сыгранных партий пока нет.
# one seat of a finished game; the seats are listed with the locale's list pattern
records-history-seat = { $place }. { $name } ({ $score })
records-history-line = **#{ $id } { $game }** <t:{ $at }:d>: { $seats }
records-history-option = #{ $id } { $game }
records-history-pick = Показать таблицу очков и журнал ходов партии
records-history-gone = Эта партия больше не хранится.
records-history-not-shown = Эту партию вам посмотреть нельзя: /history показывает сыгранные партии каналов, которые вы видите.
records-log-title = { $game } · партия #{ $id }
records-log-empty = Ходов не записано.
records-log-finished = Окончена
records-log-result = Итог
records-log-result-line = { $place }. { $name }: { $score }
records-log-scoresheet = Таблица очков
records-log-footer = Журнал ходов, страница { $page } из { $pages }

# a finished game replayed move by move (privately, in the viewer's language): its button, title, first step, the
# hands of every seat ($name: a player's name; $hand: their cards or tiles), the round select and the footer
records-replay-button = Повтор
records-replay-title = Повтор · { $game } · партия #{ $id }
records-replay-start = Партия в самом начале, до первого хода.
records-replay-hands = Что было у каждого игрока
records-replay-hand = { $name }: { $hand }
records-replay-rounds = Перейти к началу раунда
records-replay-round = Раунд { $round } · ход { $step }
records-replay-footer = Ход { $step } из { $steps }

## /records forget

records-forget-warning = Это удалит <@{ $user }> из всех сохранённых партий этого сервера (на этих местах останется «бывший участник») и пересчитает рейтинги сервера и общий рейтинг. Отменить это нельзя.
records-forget-button = Удалить навсегда
records-forget-refused = Удалять записи могут только участники с правом «Управлять сервером».
records-forget-unknown = Эта кнопка не указывает ни на одного участника: ничего не удалено.
records-forget-done = Готово: записи о <@{ $user }> удалены из { $games ->
        [one] { $games } партии
        [few] { $games } партий
        [many] { $games } партий
       *[other] { $games } партии
    } этого сервера; рейтинги пересчитаны.
records-forget-too-soon = Этот сервер удалял записи участника меньше минуты назад. Попробовать снова можно <t:{ $at }:R>.
records-forget-failed = Ничего не удалено: базе данных не удалось сохранить изменение. Попробуйте ещё раз.

## Слэш-команды (названия остаются английскими: это идентификаторы; варианты выбора — значения сообщений)

command-leaderboard =
    .description = Рейтинги этого сервера или всех серверов
command-leaderboard-game =
    .description = Какая игра (по умолчанию все)
command-leaderboard-scope =
    .description = Этот сервер или все
command-leaderboard-scope-server = этот сервер
command-leaderboard-scope-global = все серверы
command-leaderboard-show-ai =
    .description = Показывать и ИИ-игроков
command-stats =
    .description = Результаты игрока во всех играх на этом сервере
command-stats-player =
    .description = Чьи результаты (по умолчанию ваши)
command-history =
    .description = Недавние сыгранные партии, с таблицами очков и журналами ходов
command-history-scope-channel = этот канал
command-history-scope-server = этот сервер
command-records =
    .description = Сохранённые записи игр
command-records-forget =
    .description = Удалить сохранённые записи участника на этом сервере
