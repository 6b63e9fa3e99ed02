## Общее для всех игр в Discord: отказы, лобби, стол, личный вид, страницы правил, напоминания о ходе
## и события самого сервиса. Имена, числа, ссылки и упоминания приходят аргументами; имена уже экранированы.

## Отказы сервиса, по кодам GameError
refusal-game-gone = Этой игры больше нет.
refusal-timer-invalid = Такого таймера хода нет среди вариантов.
refusal-away-too-long = За один раз можно отсутствовать не больше { $days } { $days ->
    [one] дня
    [few] дней
    [many] дней
   *[other] дня
}.
refusal-away-year-used = Дней отсутствия, оставшихся у вас в этом году: { $days }.
refusal-lobby-closed = Это лобби закрыто.
refusal-already-seated = Вы уже за столом.
refusal-table-full = Стол заполнен (мест: { $seats }).
refusal-not-seated = Вы не сидите за столом в этом лобби.
refusal-add-ai-seated-only = Добавлять ИИ-игроков могут только те, кто сидит за столом.
refusal-remove-ai-not-allowed = Убрать ИИ-игрока может только организатор или участник с правом «Управлять сообщениями».
refusal-no-ai-seat = За столом нет ИИ-игрока, которого можно убрать.
refusal-cancel-not-allowed = Отменить это лобби может только организатор или участник с правом «Управлять сообщениями».
refusal-already-started = Эта игра уже началась.
refusal-start-seated-only = Начать игру могут только те, кто сидит за столом.
refusal-player-count = { $count ->
    [one] Для игры «{ $game }» нужно { $minimum }–{ $maximum } игроков, а за столом { $count } игрок. Добавьте ИИ-игроков или подождите друзей.
    [few] Для игры «{ $game }» нужно { $minimum }–{ $maximum } игроков, а за столом { $count } игрока. Добавьте ИИ-игроков или подождите друзей.
    [many] Для игры «{ $game }» нужно { $minimum }–{ $maximum } игроков, а за столом { $count } игроков. Добавьте ИИ-игроков или подождите друзей.
   *[other] Для игры «{ $game }» нужно { $minimum }–{ $maximum } игроков, а за столом { $count } игрока. Добавьте ИИ-игроков или подождите друзей.
}
refusal-rematch-after-end = Реванш можно собрать, когда игра закончится.
refusal-rematch-players-only = Попросить реванш могут только игроки этой партии.
refusal-channel-busy = В этом канале уже идёт игра.
refusal-server-game-limit = На этом сервере уже открыто столько лобби и игр, сколько разрешено одновременно: { $limit }. Чтобы открыть новое лобби, сначала завершите или отмените одно из открытых.
refusal-member-game-limit = Вы уже участвуете в стольких открытых лобби и играх, во скольких можно участвовать одновременно: { $limit }. Сначала доиграйте одну из игр или выйдите из одного из лобби.
refusal-already-over = Эта игра уже окончена.
refusal-stop-not-allowed = Остановить эту игру может только организатор или участник с правом «Управлять сообщениями».
refusal-game-over = Игра окончена.
refusal-not-started = Игра ещё не началась.
refusal-not-playing = Вы не участвуете в этой игре.
refusal-stale-click = Игра ушла вперёд; вот как всё выглядит сейчас.
refusal-choose-something = Выберите хотя бы один вариант.
refusal-not-playing-here = Вы не участвуете ни в одной открытой игре здесь.
refusal-seat-already-yours = Вы и так сами играете за своё место.
refusal-database-busy = База данных сейчас занята, поэтому действие не выполнено; попробуйте ещё раз через минуту.
refusal-handing-over = Игра сейчас переходит от одного экземпляра бота к другому; попробуйте ещё раз через несколько секунд.
refusal-database-unavailable = Не удалось сохранить (база данных недоступна), поэтому действие не выполнено; попробуйте позже.
# a refusal whose code has no words
refusal-other = Сейчас это сделать нельзя.

## Отказ в значении настройки (GameError option_invalid), по кодам OptionError
refusal-option-invalid-unknown-options = Недопустимая настройка: неизвестные настройки: { $keys }.
refusal-option-invalid-on-or-off = Недопустимая настройка: { $key } можно только включить или выключить.
refusal-option-invalid-whole-number = Недопустимая настройка: { $key } должно быть целым числом.
refusal-option-invalid-at-least = Недопустимая настройка: { $key } должно быть не меньше { $minimum }.
refusal-option-invalid-at-most = Недопустимая настройка: { $key } должно быть не больше { $maximum }.
refusal-option-invalid-one-of = Недопустимая настройка: { $key } должно быть одним из значений: { $allowed }.
refusal-option-invalid-untimed-or-at-least = Недопустимая настройка: { $key } должно быть 0 (без ограничения времени) или не меньше { $minimum }.
refusal-option-invalid-dealer-seat = Недопустимая настройка: { $key } должно быть номером места от 0 до { $last }.

## Отказ в ходе, по кодам IllegalAction, общим для всех игр (свои коды игры: <game>-illegal-<code>)
refusal-illegal-game-over = Так ходить нельзя: игра окончена.
refusal-illegal-not-your-turn = Так ходить нельзя: сейчас не ваш ход.
refusal-illegal-not-allowed-now = Так ходить нельзя: действие «{ $action }» сейчас недоступно.
refusal-illegal-no-seat = Так ходить нельзя: места { $seat } нет.
refusal-illegal-no-such-seat = Так ходить нельзя: такого места нет.
# a refused move whose reason has no words
refusal-move-not-allowed = Сейчас так ходить нельзя.

## Домашние правила в лобби и на страницах правил
option-on = вкл.
option-off = выкл.
# a house rule: its name, value and what it does (one line, in the lobby and on the rules' first page)
option-line = **{ $label }**: { $value } ({ $help })

## Лобби
lobby-cancelled = Лобби отменено.
lobby-expired = Время лобби истекло, а игра так и не началась.
lobby-active = Игра началась: стол ниже.
lobby-active-thread = Игра началась: стол в ветке этого сообщения.
lobby-finished = Игра окончена: [итоговый стол]({ $link }).
lobby-abandoned = Игра остановлена: [последний стол]({ $link }).
# $count: the most seats
lobby-gathering = { $count ->
    [one] Собираем игроков в новую игру: { $minimum }–{ $count } место, люди или ИИ.
        Нажмите **Сесть**, чтобы занять место. Начать игру может организатор ({ $host }) или любой, кто уже за столом.
    [few] Собираем игроков в новую игру: { $minimum }–{ $count } места, люди или ИИ.
        Нажмите **Сесть**, чтобы занять место. Начать игру может организатор ({ $host }) или любой, кто уже за столом.
    [many] Собираем игроков в новую игру: { $minimum }–{ $count } мест, люди или ИИ.
        Нажмите **Сесть**, чтобы занять место. Начать игру может организатор ({ $host }) или любой, кто уже за столом.
   *[other] Собираем игроков в новую игру: { $minimum }–{ $count } места, люди или ИИ.
        Нажмите **Сесть**, чтобы занять место. Начать игру может организатор ({ $host }) или любой, кто уже за столом.
}
lobby-closes = Лобби закроется { $when }, если игра к тому времени не начнётся.
# a game played in a thread of its lobby message (the lobby's thread option, or /settings threads)
lobby-thread-asked = 🧵 Игра пойдёт в ветке этого сообщения.
lobby-thread-refused = 🧵 Игра идёт в этом канале: чтобы открыть ветку, мне здесь нужны права { $permissions }.
# the name of a game's thread: $title, the game's name; $number, the game's number
lobby-thread-name = { $title } №{ $number }
lobby-title = { $emoji } { $title }
lobby-seats = Места ({ $seated }/{ $seats })
lobby-nobody = пока никого
lobby-seat = { $number }. { $seat }
lobby-human-seat = { $name }
lobby-host-seat = { $name } (организатор)
# an AI seat in the lobby's list: its name and level
lobby-ai-seat = { $level ->
    [easy] { $name } · лёгкий ИИ
    [hard] { $name } · сильный ИИ
   *[normal] { $name } · обычный ИИ
}
# the lobby button that seats an AI of a level
lobby-add-ai = { $level ->
    [easy] Добавить ИИ: лёгкий
    [hard] Добавить ИИ: сильный
   *[normal] Добавить ИИ: обычный
}
# an AI level as players read it
ai-level = { $level ->
    [easy] Лёгкий
    [hard] Сильный
   *[normal] Обычный
}
lobby-join = Сесть
lobby-leave = Выйти
lobby-start = Начать
lobby-cancel = Отменить
# takes the newest AI seat away again
lobby-remove-ai = Убрать ИИ
lobby-house-rules = Домашние правила
lobby-turn-timer = **Время на ход**: { $timer } (сколько времени у игрока на ход, прежде чем за него сходит ИИ)
timer-minutes = { $minutes } мин
timer-seconds = { $seconds } с
timer-hours = { $hours ->
    [one] { $hours } час
    [few] { $hours } часа
    [many] { $hours } часов
   *[other] { $hours } часа
}
timer-days = { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}
# a player whose display name shows nothing (only invisible characters)
lobby-unnamed-player = Игрок без имени

## /<game> new там, где стол вести нельзя
lobby-server-channels-only = Играют в каналах серверов; попробуйте в текстовом канале какого-нибудь сервера.
lobby-missing-permissions = Я не могу вести стол в этом канале: мне здесь нужны права { $permissions }.
# the permissions a table needs, as Discord's settings name them
permission-view-channel = «Просматривать каналы»
permission-send-messages = «Отправлять сообщения»
permission-embed-links = «Встраивать ссылки»
permission-attach-files = «Прикреплять файлы»
permission-create-public-threads = «Создавать публичные ветки»
permission-send-messages-in-threads = «Отправлять сообщения в ветках»
lobby-channel-has-game = В этом канале уже есть игра: { $link }. Сначала доиграйте или остановите её.
refusal-not-here = Эта кнопка не относится ни к одной игре этого канала.
# a page button (rules, leaderboard, move log) clicked on a message of another kind, e.g. a table
refusal-not-this-message = Эта кнопка от другого сообщения: ничего не изменилось.
refusal-restarting = 🔧 Бот перезапускается; попробуйте ещё раз через несколько секунд.

## Стол
table-continued = ⏭️ Этот стол устарел: игра продолжается на новом столе ниже.
table-over = 🏁 Игра **{ $title }** окончена.
table-stopped = 🛑 Игра **{ $title }** остановлена.
table-waiting = 🎯 Ждём: { $names }
table-waiting-until = 🎯 Ждём: { $names } · ⏰ { $when }
# a member the game waits for who is away (/settings away): their mention, and until when (a Discord date)
table-away = 🏝️ { $name } отсутствует до { $until }: время на ход ждёт.
table-until = {" "}· ⏰ { $when }
table-idle = ⏸️ Игра приостановлена: за все места играет ИИ, и целый круг никто из людей не делал ходов. Чтобы продолжить, вернитесь за стол: **{ table-hand-button }** → **{ hand-take-seat-back }**. Иначе { $when } игра закончится и будет записана как брошенная.
table-rules-button = Правила
table-log-button = Журнал
table-rematch-button = Реванш
# the field of a finished game's table and private views listing every player's place and score
standings-title = 🏆 Итоговая таблица
# a place in the final standings: a medal for the first three
standings-place = { $place ->
        [1] 🥇
        [2] 🥈
        [3] 🥉
       *[other] { $place }.
    }
# a line of the final standings; $score: the game's score with its unit (<game>-score)
standings-line = { $place } **{ $name }** · { $score }
standings-tied-line = { $place } **{ $name }** · { $score } (делит место)
# the table's button that opens a player's private view, in every game (the catalogs' texts name it by reference)
table-hand-button = Мой вид
table-moved-on = Игра ушла вперёд: пользуйтесь кнопками стола в его нынешнем виде.
table-posted-again = 📌 Стол выложен заново ниже.
table-no-game-played-here = В этом канале сейчас не идёт игра «{ $title }».
table-no-game-here = В этом канале нет игры «{ $title }».
# /<game> stop asks first, privately; $started: yes (a game being played) or no (a lobby)
table-stop-question = Остановить игру «**{ $title }**» для всех? { $started ->
        [yes] Игра закончится здесь и будет записана как брошенная, без результатов.
       *[no] Лобби закроется.
    }
table-stop-button = Остановить игру
table-game-stopped = 🛑 { $member } останавливает игру «{ $title }».
table-game-stopped-abandoned = 🛑 { $member } останавливает игру «{ $title }». Она записана как брошенная.

## Личный вид игрока
hand-not-a-player = Вы не участвуете в этой игре; всё, что может видеть зритель, показано на столе.
hand-since-title = 🕑 С вашего последнего хода
hand-notice = ⚠️ { $notice }
    { $text }
hand-ai-plays-for-you = 🤖 За вас играет ИИ.
    { $text }
hand-refresh = Обновить
hand-take-seat-back = Вернуться за стол

## Числа и журналы всех игр

# число или изменение счёта: $sign — plus, minus или zero, $amount — величина (настоящий знак минуса, U+2212)
number-signed =
    { $sign ->
        [plus] +{ $amount }
        [minus] −{ $amount }
       *[zero] { $amount }
    }
# первая строка урезанного журнала: сколько строк не показано
log-left-out =
    { $count ->
        [one] …ещё { $count } строка выше не показана
        [few] …ещё { $count } строки выше не показаны
        [many] …ещё { $count } строк выше не показано
       *[other] …ещё { $count } строки выше не показано
    }

## Правила, по страницам
rules-quick-start = { $emoji } { $title }: правила · коротко
rules-page = { $emoji } { $title }: правила · { $page }/{ $pages }
rules-house-rules-of-game = Домашние правила этой партии
rules-default-house-rules = Домашние правила по умолчанию
rules-back = ◀ Назад
rules-more = Подробнее ▶
rules-next = Дальше ▶

## Напоминание о ходе: кому (упоминания), игра, ссылка на её стол
ping-your-move = { $members } ваш ход в игре **{ $title }**: { $link }

## A reminder of a long turn timer, in the channel (the members' mentions) or by direct message; $when: when the
## time runs out, which Discord shows as "in 2 days"
ping-reminder = ⏳ { $members } ваш ход в игре **{ $title }** всё ещё ждут: время истекает { $when }. { $link }
ping-reminder-direct = ⏳ Ваш ход в игре **{ $title }** всё ещё ждут: время истекает { $when }. { $link }

## События самого сервиса, как их показывают стол и личные виды
event-seat-number = место { $number }
event-timed-out-ai-keeps = ⏰ **{ $name }**: время вышло; место остаётся за ИИ.
event-timed-out-ai-plays = ⏰ **{ $name }**: время вышло; за игрока ходит ИИ.
event-seat-taken-back = **{ $name }** снова в игре.

## Подкоманды, которые есть у каждой игры
command-game-rules =
    .description = Как играть в эту игру и какие домашние правила действуют в этом канале
command-game-table =
    .description = Выложить стол игры этого канала заново, в самом низу
command-game-stop =
    .description = Закончить игру в этом канале (организатор или право «Управлять сообщениями»)
command-game-new-thread =
    .description = Играть в ветке сообщения лобби (по умолчанию — как задано в /settings threads)
