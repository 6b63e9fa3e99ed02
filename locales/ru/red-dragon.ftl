## Алый дракон: все слова, которые читают игроки.
## Имена приходят экранированными (жирными их делает каталог); карты приходят подписями вроде 🔥11; суммы со
## знаком приходят уже со знаком (+12, −4, 0: red-dragon-signed).


## Что показывают лобби, правила, записи и слэш-команды

command-red-dragon =
    .description = Алый дракон: игра на взятки для 3–6 игроков
command-red-dragon-new =
    .description = Открыть лобби «Алого дракона» в этом канале
command-red-dragon-new-timer =
    .description = Сколько времени у игрока на ход, прежде чем за него сходит ИИ

## Карты и суммы

# a card in the stock's select, with what it costs when it is red
red-dragon-card-option-cost = { $rank } (−{ $penalty })

## События (строки «Недавно» на столе и журнал ходов)

red-dragon-event-stock-ready = **{ $player }**: карты в прикуп выбраны.
red-dragon-event-stock-revealed = Прикуп открыт: { $cards }
red-dragon-event-card-drafted = **{ $player }** берёт { $card }.
# the last card of a draft, taken for its drafter (nothing left to choose); -yours: as that player reads it
red-dragon-event-last-card = **{ $player }** получает последнюю карту прикупа: { $card } (выбора не осталось).
red-dragon-event-last-card-yours = Вам достаётся последняя карта прикупа: { $card } (выбора не осталось).
red-dragon-event-play-begins = Раунд { $round }: заходит **{ $player }**.
red-dragon-event-card-played = **{ $player }** кладёт { $card }.
red-dragon-event-trick-won = **{ $player }** забирает взятку.
red-dragon-event-trick-won-red = **{ $player }** забирает взятку (красные −{ $penalty }).
# $points: a list of red-dragon-event-round-points
red-dragon-event-round-scored = Раунд { $round }: { $points }.
red-dragon-event-round-points = **{ $player }** { $points }
red-dragon-event-round-points-parts = **{ $player }** { $points } ({ $parts })
red-dragon-event-sweep = **{ $player }** забирает все взятки и сразу выигрывает партию!
red-dragon-event-game-over = Последний раунд окончен.
red-dragon-event-round-dealt = Раунд { $round }: карты сданы.

## Стол

red-dragon-table-title = 🐉 { red-dragon-title } · раунд { $round } из { $rounds }
red-dragon-table-title-over = 🐉 { red-dragon-title } · итоговый счёт
red-dragon-table-players = Игроки
red-dragon-table-last-trick = Последняя взятка
red-dragon-table-scoresheet = Таблица очков
red-dragon-table-recent = Недавно
# a player's line: $parts are the table's facts about them (tricks, cards in hand, total), apart
red-dragon-table-player = { $name } · { $parts }
red-dragon-table-player-first = { $name } 🎴 · { $parts }
red-dragon-tricks =
    { $count ->
        [0] нет взяток
        [one] { $count } взятка
        [few] { $count } взятки
        [many] { $count } взяток
       *[other] { $count } взятки
    }
red-dragon-tricks-red =
    { $count ->
        [one] { $count } взятка, красные −{ $penalty }
        [few] { $count } взятки, красные −{ $penalty }
        [many] { $count } взяток, красные −{ $penalty }
       *[other] { $count } взятки, красные −{ $penalty }
    }
# where a round's points came from ($value: the points a trick is worth; $red: the red points in the tricks)
red-dragon-parts-tricks =
    { $count ->
        [one] { $count } взятка × { $value }
        [few] { $count } взятки × { $value }
        [many] { $count } взяток × { $value }
       *[other] { $count } взятки × { $value }
    }
red-dragon-parts-tricks-red =
    { $count ->
        [one] { $count } взятка × { $value }, красные −{ $red }
        [few] { $count } взятки × { $value }, красные −{ $red }
        [many] { $count } взяток × { $value }, красные −{ $red }
       *[other] { $count } взятки × { $value }, красные −{ $red }
    }
red-dragon-parts-bonus = нет взяток, премия +{ $bonus }
red-dragon-parts-none = нет взяток
red-dragon-table-in-hand = в руке: { $count }
red-dragon-table-total = всего { $total }
red-dragon-table-last-trick-cards =
    { $cards }
    → **{ $winner }**
red-dragon-table-last-trick-cards-red =
    { $cards }
    → **{ $winner }** (красные −{ $penalty })
# the scoresheet's column of rounds and its row of totals (short: the sheet is narrow)
red-dragon-sheet-round = Рнд
red-dragon-sheet-total = Итог
# what the table's icons mean (the footer; the rules' first page says it too)
red-dragon-legend = 🔥 красная · ⭐ золотая · 🍀 зелёная · 💧 синяя · 🎴 первый игрок
red-dragon-footer =
    { red-dragon-legend }
    Взятка = { $trick_value ->
        [one] { $trick_value } очко
        [few] { $trick_value } очка
        [many] { $trick_value } очков
       *[other] { $trick_value } очка
    } · красные карты стоят своё число, { $costly } стоит { $costly_penalty } · время на ход: { $timer }
red-dragon-timer-minutes = { $minutes } мин
red-dragon-timer-seconds = { $seconds } с
red-dragon-timer-off = без ограничения
# the one line an old table keeps once its round is over; $points: red-dragon-round-summary-points apart
red-dragon-round-summary = 🐉 Раунд { $round } из { $rounds } окончен · { $points }
red-dragon-round-summary-points = **{ $name }** { $points } ({ $parts }; всего { $total })
red-dragon-table-sweep = 🏆 **{ $name }** забирает все взятки раунда и сразу побеждает!
red-dragon-table-game-over = Партия окончена.
# $marks: each player's name with whether they have chosen
red-dragon-table-stock =
    { $count ->
        [one] Каждый тайно кладёт в общий прикуп **{ $count }** карту. Чтобы выбрать, нажмите **{ table-hand-button }**.
        [few] Каждый тайно кладёт в общий прикуп **{ $count }** карты. Чтобы выбрать, нажмите **{ table-hand-button }**.
        [many] Каждый тайно кладёт в общий прикуп **{ $count }** карт. Чтобы выбрать, нажмите **{ table-hand-button }**.
       *[other] Каждый тайно кладёт в общий прикуп **{ $count }** карты. Чтобы выбрать, нажмите **{ table-hand-button }**.
    }
    { $marks }
# $upcoming: who drafts next, in order
red-dragon-table-draft = **Прикуп** (в открытую): { $cards }
    Разбирают: { $upcoming }
red-dragon-table-leads-next = Следующую взятку начинает **{ $name }**.
red-dragon-table-trick = **Взятка** (заход в { $suit }): { $trick }
    Ходит { "**" }{ $name }**

## Личный вид игрока

red-dragon-hand-title = Ваши карты · раунд { $round } из { $rounds }
red-dragon-hand-over = Партия окончена (ваш итог: { $total }): смотрите итоговый стол.
red-dragon-hand-stock-select =
    { $count ->
        [one] Выберите { $count } карту в прикуп (его откроют и разберут обратно)
        [few] Выберите { $count } карты в прикуп (его откроют и разберут обратно)
        [many] Выберите { $count } карт в прикуп (его откроют и разберут обратно)
       *[other] Выберите { $count } карты в прикуп (его откроют и разберут обратно)
    }
red-dragon-hand-stock-choose =
    { $count ->
        [one] Выберите **{ $count }** карту, чтобы положить её в общий прикуп. Когда все выберут, прикуп откроют и разберут обратно по одной карте: вашу карту может взять любой (никто не узнает, кто её положил).
        [few] Выберите **{ $count }** карты, чтобы положить их в общий прикуп. Когда все выберут, прикуп откроют и разберут обратно по одной карте: ваши карты может взять любой (никто не узнает, кто их положил).
        [many] Выберите **{ $count }** карт, чтобы положить их в общий прикуп. Когда все выберут, прикуп откроют и разберут обратно по одной карте: ваши карты может взять любой (никто не узнает, кто их положил).
       *[other] Выберите **{ $count }** карты, чтобы положить их в общий прикуп. Когда все выберут, прикуп откроют и разберут обратно по одной карте: ваши карты может взять любой (никто не узнает, кто их положил).
    }
# $names: a list of red-dragon-hand-waiting-name
red-dragon-hand-stock-chosen = В прикупе ваши карты: { $cards }. Ждём: { $names }…
red-dragon-hand-waiting-name = **{ $name }**
red-dragon-hand-your-cards = Ваши карты
red-dragon-hand-your-pick = **Ваш выбор**: возьмите одну карту из прикупа.
red-dragon-hand-other-picks = **{ $name }** выбирает карту из прикупа…
red-dragon-hand-lead = **Ваш заход**: кладите любую карту.
red-dragon-hand-follow = **Ваш ход**: ходите в масть { $suit }, если можете.
    Взятка: { $trick }
red-dragon-hand-waiting-trick =
    Взятка: { $trick }
    Ждём: **{ $name }**…
red-dragon-hand-waiting-lead = Ждём, когда зайдёт **{ $name }**…
red-dragon-hand-last-trick = Последняя взятка: { $cards } → **{ $winner }**
red-dragon-hand-last-trick-red = Последняя взятка: { $cards } → **{ $winner }** (красные −{ $penalty })
red-dragon-hand-footer = В этом раунде: { $tricks } · ваш итог { $total }
red-dragon-hand-footer-first-round = В этом раунде: { $tricks }
red-dragon-hand-total = Ваш итог: { $total }

# Id, которые общий слой читает у каждой игры.

red-dragon-title = Алый дракон
red-dragon-tagline = Игра на взятки для 3–6: берите взятки, избегайте красных карт · около 30–45 минут
red-dragon-quick-start =
    { "*" }*1.** В каждом раунде положите несколько карт в общий прикуп, а потом разберите его обратно по одной карте.
    { "*" }*2.** Ходите в масть захода, если можете; старшая карта этой масти забирает взятку.
    { "*" }*3.** Взятка приносит очки, но каждая 🔥 красная карта в ней стоит своё число (🔥11 стоит 26).
# The whole rules, cut into pages at blank lines. Figures from the engine's data: $cards cards numbered
# $low–$high; by player count N (3–6): $stock_N stock cards each, $trick_N points a trick, and $bonus_N_K the
# bonus of each of K players who took no trick.
red-dragon-rules = **🔢 Карты**
    { $cards } карт четырёх мастей, от { $low } до { $high }, у каждой масти свой значок: 🔥 красная, ⭐ золотая, 🍀 зелёная, 💧 синяя. Козырей нет. Против вас работают только красные: красная карта стоит столько очков, какое на ней число, а красная 11 стоит 26 (🔥11). 🎴 на столе отмечает первого игрока раунда.
    
    { "**" }📥 Прикуп**
    Сдаются все карты. Затем каждый тайно кладёт карты в общий прикуп: по { $stock_3 } при 3 игроках, по { $stock_4 } при 4, по { $stock_5 } при 5, по { $stock_6 } при 6. Никто не видит, кто что положил.
    
    { "**" }🔄 Разбор прикупа**
    Прикуп открывают и разбирают обратно по одной карте «змейкой» (A B C D D C B A …), начиная с первого игрока раунда, пока у всех снова не будет полной руки.
    
    { "**" }🃏 Взятки**
    Первый игрок раунда заходит любой картой. Ходите в масть захода, если можете; если нет, кладите любую. Старшая карта масти захода забирает взятку, и кто её взял, тот заходит в следующую.
    
    { "**" }🧮 Подсчёт очков**
    Каждая взятка стоит { $trick_3 }, { $trick_4 }, { $trick_5 } или { $trick_6 } очков (при 3, 4, 5 или 6 игроках), а красные карты в ваших взятках отнимают свои очки. Очки за взятки и штрафы за красные в каждом раунде в сумме дают ноль.
    
    { "**" }🎁 Нет взяток — есть премия**
    Игроки без единой взятки получают премию, каждый свою, в зависимости от того, сколько их:
    { "**" }3 игрока**: один { $bonus_3_1 }
    { "**" }4 игрока**: один { $bonus_4_1 }, двое по { $bonus_4_2 }
    { "**" }5 игроков**: один { $bonus_5_1 }, двое по { $bonus_5_2 }, трое по { $bonus_5_3 }
    { "**" }6 игроков**: один { $bonus_6_1 }, двое по { $bonus_6_2 }, трое по { $bonus_6_3 }, четверо по { $bonus_6_4 }
    Если без взяток осталось больше игроков, премии нет ни у кого.
    
    { "**" }🏆 Победа**
    В партии столько раундов, сколько игроков; первый игрок каждый раунд сдвигается на одно место. Побеждает наибольшая сумма, при равенстве победу делят. Кто заберёт **все** взятки раунда, сразу выигрывает партию.
    
    { "**" }⚠️ Не в масть**
    По печатным правилам за ход не в масть штраф −100. Здесь бот предлагает только те карты, которыми можно ходить, так что этого не случится.
red-dragon-score =
    { $count ->
        [one] { $amount } очко
        [few] { $amount } очка
        [many] { $amount } очков
       *[other] { $amount } очка
    }
