## Шарканьтойаш: взятие жетонов на поле 7×7 (команды /sarkanytojas, стол игры и личные виды).


## Что общий слой читает у каждой игры


## Команды

command-sarkanytojas = шарканьтойаш
    .description = Шарканьтойаш: берите яйца, избегайте драконов (2–4 игрока), и головоломка «Путь драконов»
command-sarkanytojas-new = новая
    .description = Открыть лобби «Шарканьтойаша» в этом канале (2–4 игрока)
command-sarkanytojas-new-shield_pit = щит_яма
    .description = Добавить 3 Щита и 3 Ямы: взявший отдаёт дракона или яйцо (по умолчанию выкл.)
command-sarkanytojas-new-match = матч
    .description = Партий в матче, который играют на очки матча (по умолчанию 1)
command-sarkanytojas-new-open_scores = открытый_счёт
    .description = Показывать жетоны и счёт всех игроков во время игры (по умолчанию выкл.: жетоны лежат лицом вниз)
command-sarkanytojas-new-timer = таймер
    .description = Сколько времени у игрока, чтобы взять жетон, прежде чем за него возьмёт ИИ
command-sarkanytojas-puzzle = головоломка
    .description = Открыть лобби головоломки «Путь драконов» в этом канале (1–12 игроков)
command-sarkanytojas-puzzle-level = уровень
    .description = I: поле 3×3, II: 4×4, III: 5×5 (по умолчанию I)
command-sarkanytojas-puzzle-level-i = I (3×3)
command-sarkanytojas-puzzle-level-ii = II (4×4)
command-sarkanytojas-puzzle-level-iii = III (5×5)
command-sarkanytojas-puzzle-check_seconds = время_проверки
    .description = Вариант на время: секунды на поиск маршрута лучше заявки (по умолчанию 0 — без лимита; совет: 30)
command-sarkanytojas-puzzle-race_seconds = время_гонки
    .description = Секунды на гонку за заявку, после которых все оставшиеся пасуют (по умолчанию 0, без ограничения)
command-sarkanytojas-puzzle-timer = таймер
    .description = Сколько времени у заявителя, чтобы показать маршрут (по умолчанию 2 минуты)

## Жетоны и линии

# a Shield or a Pit by name (a value tile shows its signed value)
sarkanytojas-tile-shield = Щит
sarkanytojas-tile-pit = Яма
sarkanytojas-line =
    { $direction ->
        [row] ряд { $number }
       *[column] столбец { $letter }
    }
# the score a player's face-down haul may have
sarkanytojas-score-range = от { $low } до { $high }
sarkanytojas-tile-count = { $name } ×{ $count }

## События

sarkanytojas-event-took = { $taker } берёт { $tile } с клетки { $square }.
sarkanytojas-event-took-shield-pit =
    { $tile ->
        [shield] { $taker } берёт Щит с клетки { $square } и отдаёт одного из своих драконов.
       *[pit] { $taker } берёт Яму с клетки { $square } и отдаёт одно из своих яиц.
    }
sarkanytojas-event-took-shield-pit-free =
    { $tile ->
        [shield] { $taker } берёт Щит с клетки { $square }; отдать некого, драконов нет, и Щит сбрасывается.
       *[pit] { $taker } берёт Яму с клетки { $square }; отдать нечего, яиц нет, и Яма сбрасывается.
    }
sarkanytojas-event-gave-up =
    { $by ->
        [shield]
            { $kind ->
                [egg] { $taker } кладёт лицом вниз Щит и одно из своих яиц.
               *[dragon] { $taker } кладёт лицом вниз Щит и одного из своих драконов.
            }
       *[pit]
            { $kind ->
                [dragon] { $taker } кладёт лицом вниз Яму и одного из своих драконов.
               *[egg] { $taker } кладёт лицом вниз Яму и одно из своих яиц.
            }
    }
sarkanytojas-event-game-over-field-empty = Партия { $number } окончена: поле пусто; Драконье яйцо (+{ $bonus }) получает { $egg_to }. { $scores }
sarkanytojas-event-game-over-line-empty =
    { $direction ->
        [row] Партия { $number } окончена: в ряду игрока { $seat } нет жетонов; Драконье яйцо (+{ $bonus }) получает { $egg_to }. { $scores }
       *[column] Партия { $number } окончена: в столбце игрока { $seat } нет жетонов; Драконье яйцо (+{ $bonus }) получает { $egg_to }. { $scores }
    }
sarkanytojas-score-entry = { $name } { $score }
sarkanytojas-score-entry-winner = 🏆 { $name } { $score }
sarkanytojas-pair-names = { $one }+{ $other }
# where a player's score of a game came from: the sums of the eggs and of the dragons they kept, and the Dragon Egg
sarkanytojas-parts = 🥚{ $eggs } 🐉{ $dragons }
sarkanytojas-parts-egg = 🥚{ $eggs } 🐉{ $dragons }, Драконье яйцо { $bonus }
# a player's score of a game and where it came from ($parts: sarkanytojas-parts)
sarkanytojas-score-parts = { $name } { $score } ({ $parts })
sarkanytojas-score-parts-winner = 🏆 { $name } { $score } ({ $parts })
# a pair's score: its players' (sarkanytojas-score-parts) and their sum
sarkanytojas-pair-sum = { $first } и { $second } = { $score }
sarkanytojas-pair-sum-winner = 🏆 { $first } и { $second } = { $score }
sarkanytojas-event-game-begins = Партия { $number } из { $games } разложена; начинает { $starter }.
sarkanytojas-event-match-over =
    { $count ->
        [one] Матч окончен: { $champions }, { $count } очко матча.
        [few] Матч окончен: { $champions }, { $count } очка матча.
        [many] Матч окончен: { $champions }, { $count } очков матча.
       *[other] Матч окончен: { $champions }, { $count } очка матча.
    }

## Стол

sarkanytojas-table-title = 🥚 Шарканьтойаш
sarkanytojas-table-title-final = 🥚 Шарканьтойаш · итоги
sarkanytojas-table-title-game = 🥚 Шарканьтойаш · партия { $number } из { $games }
sarkanytojas-field-game = Партия { $number }
sarkanytojas-field-scoresheet = Матч: счёт по партиям, очки матча
sarkanytojas-field-recent = Недавно
sarkanytojas-situation-pending =
    { $by ->
        [shield]
            { $kind ->
                [egg] ❓ Взяв 🛡️ Щит, **{ $name }** выбирает, какое из своих яиц отдать. Оно ляжет лицом вниз: никто больше не узнает, какое.
               *[dragon] ❓ Взяв 🛡️ Щит, **{ $name }** выбирает, какого из своих драконов отдать. Он ляжет лицом вниз: никто больше не узнает, какой.
            }
       *[pit]
            { $kind ->
                [dragon] ❓ Взяв 🕳️ Яму, **{ $name }** выбирает, какого из своих драконов отдать. Он ляжет лицом вниз: никто больше не узнает, какой.
               *[egg] ❓ Взяв 🕳️ Яму, **{ $name }** выбирает, какое из своих яиц отдать. Оно ляжет лицом вниз: никто больше не узнает, какое.
            }
    }
sarkanytojas-situation-turn =
    ▶️ Ходит **{ $name }** — линия в рамке, **{ $line }**:
    { $offer }
    Кто возьмёт последним, получит Драконье яйцо (+{ $bonus }).
sarkanytojas-offer-entry = { $tile } { $square }
sarkanytojas-side-turn = ▶️ { $side }
sarkanytojas-side-pending = ❓ { $side }
sarkanytojas-side-names = { $first } и { $second }
sarkanytojas-personal-score-parts = { $score } = { $parts }
sarkanytojas-side-one =
    { $haul }
    { "*" }*Счёт { $score }**
sarkanytojas-side-player = **{ $name }** ({ $score }): { $haul }
sarkanytojas-side-pair-total = **Счёт пары { $score }**
sarkanytojas-side-face-down = **{ $name }**: { $haul }
sarkanytojas-last-game =
    { $reason ->
        [row] Конец: в ряду игрока { $seat } нет жетонов. Драконье яйцо (+{ $bonus }): **{ $egg_to }**; победа: **{ $winners }**.
        [column] Конец: в столбце игрока { $seat } нет жетонов. Драконье яйцо (+{ $bonus }): **{ $egg_to }**; победа: **{ $winners }**.
       *[field] Конец: поле пусто. Драконье яйцо (+{ $bonus }): **{ $egg_to }**; победа: **{ $winners }**.
    }
# the last game's scores with their parts, and the match points it gave
sarkanytojas-last-game-scores = { $scores } · очки матча: { $points }
sarkanytojas-footer-tiles-left =
    { $count ->
        [one] остался { $count } жетон
        [few] осталось { $count } жетона
        [many] осталось { $count } жетонов
       *[other] осталось { $count } жетона
    }
sarkanytojas-footer-shield-pit = 🛡️ Щит стоит дракона, 🕳️ Яма — яйца
sarkanytojas-footer-timer =
    { $unit ->
        [off] время на ход: без ограничения
        [minutes] время на ход: { $minutes } мин
       *[seconds] время на ход: { $seconds } с
    }
sarkanytojas-sheet-points = Очк
sarkanytojas-sheet-game = П{ $number }
# the line an old table keeps once the next game of the match is laid out
sarkanytojas-game-summary = 🏁 Партия { $number } из { $games } окончена · { $scores } · победа: { $winners } · очки матча: { $points }

## Добыча

sarkanytojas-face-down-tiles =
    { $count ->
        [one] 🂠 { $count } жетон лицом вниз
        [few] 🂠 { $count } жетона лицом вниз
        [many] 🂠 { $count } жетонов лицом вниз
       *[other] 🂠 { $count } жетона лицом вниз
    }
sarkanytojas-no-tiles = жетонов пока нет
sarkanytojas-took-tiles = взято: { $tiles }
sarkanytojas-discard-known =
    { $by ->
        [shield] 🛡️Щит: отдан жетон { $tile }
       *[pit] 🕳️Яма: отдан жетон { $tile }
    }
sarkanytojas-discard-hidden =
    { $by ->
        [shield]
            { $kind ->
                [egg] 🛡️Щит: одно яйцо ушло лицом вниз
               *[dragon] 🛡️Щит: один дракон ушёл лицом вниз
            }
       *[pit]
            { $kind ->
                [dragon] 🕳️Яма: один дракон ушёл лицом вниз
               *[egg] 🕳️Яма: одно яйцо ушло лицом вниз
            }
    }
sarkanytojas-discard-nothing =
    { $by ->
        [shield] 🛡️Щит: отдавать нечего
       *[pit] 🕳️Яма: отдавать нечего
    }

## Личный вид

sarkanytojas-hand-title = Ваши жетоны
sarkanytojas-hand-title-game = Ваши жетоны · партия { $number } из { $games }
sarkanytojas-hand-over = 🏁 Партия окончена: итоги на столе.
sarkanytojas-hand-your-take =
    { $direction ->
        [row] ▶️ **Ваш ход**, линия **{ $line }**; затем **{ $name }** берёт из ряда взятого вами жетона:
       *[column] ▶️ **Ваш ход**, линия **{ $line }**; затем **{ $name }** берёт из столбца взятого вами жетона:
    }
sarkanytojas-hand-your-take-last = ▶️ **Ваш ход**, линия **{ $line }**:
sarkanytojas-hand-choice = { $square } { $tile } → { $next }
sarkanytojas-hand-choice-costs =
    { $cost ->
        [egg] { $square } { $tile } (цена — яйцо) → { $next }
       *[dragon] { $square } { $tile } (цена — дракон) → { $next }
    }
sarkanytojas-hand-choice-free =
    { $cost ->
        [egg] { $square } { $tile } (даром: яиц нет) → { $next }
       *[dragon] { $square } { $tile } (даром: драконов нет) → { $next }
    }
sarkanytojas-next-ends = конец партии: Драконье яйцо (+{ $bonus }) ваше
sarkanytojas-take-button = { $tile } · { $square }
sarkanytojas-hand-wait-discard =
    { $kind ->
        [egg] ⏳ **{ $name }** выбирает, какое яйцо отдать.
       *[dragon] ⏳ **{ $name }** выбирает, какого дракона отдать.
    }
sarkanytojas-hand-wait-take = ⏳ **{ $name }** берёт жетон, линия: { $line }.
sarkanytojas-hand-haul = Ваша добыча · счёт { $score }
sarkanytojas-hand-scores = Счёт
sarkanytojas-hand-score = **{ $name }** { $score }
sarkanytojas-hand-score-partner = 🤝 **{ $name }** { $score }
sarkanytojas-hand-face-down =
    { $count ->
        [one] 🂠 { $count } жетон
        [few] 🂠 { $count } жетона
        [many] 🂠 { $count } жетонов
       *[other] 🂠 { $count } жетона
    }
sarkanytojas-hand-pairs = Ваша пара **{ $ours }** · другая пара **{ $theirs }**
sarkanytojas-discard-choice =
    { $by ->
        [shield]
            { $kind ->
                [egg] 🛡️ Вам достался **Щит**: отдайте одно из своих яиц. Оно ляжет лицом вниз вместе со Щитом, и какое это было, будете знать только вы.
               *[dragon] 🛡️ Вам достался **Щит**: отдайте одного из своих драконов. Он ляжет лицом вниз вместе со Щитом, и какой это был, будете знать только вы.
            }
       *[pit]
            { $kind ->
                [dragon] 🕳️ Вам досталась **Яма**: отдайте одного из своих драконов. Он ляжет лицом вниз вместе с Ямой, и какой это был, будете знать только вы.
               *[egg] 🕳️ Вам досталась **Яма**: отдайте одно из своих яиц. Оно ляжет лицом вниз вместе с Ямой, и какое это было, будете знать только вы.
            }
    }
sarkanytojas-discard-usually =
    { $kind ->
        [egg] Обычно лучше всего: самое маленькое яйцо.
       *[dragon] Обычно лучше всего: самый дорогой дракон.
    }
sarkanytojas-discard-button = Отдать { $tile }

## Картинка стола

sarkanytojas-picture-game = Партия { $number } из { $games }
sarkanytojas-picture-tiles-left =
    { $count ->
        [one] Остался { $count } жетон
        [few] Осталось { $count } жетона
        [many] Осталось { $count } жетонов
       *[other] Осталось { $count } жетона
    }
sarkanytojas-picture-take-from = брать: { $line }
sarkanytojas-picture-finished = окончена
# the word under a value tile's number, and the word on a Shield or Pit
sarkanytojas-picture-kind =
    { $kind ->
        [egg] яйцо
        [dragon] дракон
        [shield] ЩИТ
       *[pit] ЯМА
    }

## Правила (без правил головоломки)

sarkanytojas-rules-game =
    { "*" }*🥚 Поле**
    48 жетонов лежат квадратом 7×7: яйца 🥚 ценностью от +1 до +10 и драконы 🐉 ценностью от −1 до −10 (по три жетона с 1, 2, 3, 4, 5, 6, 8 и 10). На единственной пустой клетке стоит деревянное Драконье яйцо.
    
    { "*" }*▶️ Как брать**
    В свой ход возьмите любой жетон из линии Яйца, близкий или дальний; Яйцо переходит на его клетку. Первый раз в партии берут из ряда Яйца, следующий — из его столбца, и направление меняется после каждого взятия, кто бы ни брал.
    
    { "*" }*🂠 Лицом вниз**
    Взятые жетоны лежат лицом вниз перед тем, кто их взял: во время партии вы видите только свои жетоны и свой счёт (партнёры тоже видят только свои), стол показывает, сколько жетонов у каждого, а в конце партии всё открывается. Домашнее правило **Открытый счёт**: вся добыча и весь счёт видны во время игры.
    
    { "*" }*🏁 Конец**
    Когда линия следующего игрока пуста (или пусто всё поле), партия заканчивается, и тот, кто брал последним, получает Драконье яйцо: +5. Яйца идут в плюс, драконы в минус; побеждает тот, у кого больше всего очков, при равенстве победу делят.
    
    { "*" }*🤝 Четверо игроков**
    Вчетвером играют парами, партнёры сидят друг напротив друга (места 1 и 3 против 2 и 4); очки пары складываются.
    
    { "*" }*🛡️ Щит и Яма** (собственное дополнение игры, включается в лобби)
    6 случайных жетонов уступают место 3 🛡️ Щитам и 3 🕳️ Ямам. Щит стоит взявшему одного из его драконов, Яма — одно из его яиц, на его выбор; оба ложатся лицом вниз, так что остальные узнают только, *что* жетон ушёл. Если отдавать нечего, Щит или Яма просто сбрасывается.
    
    { "*" }*🏆 Матчи** (домашнее правило)
    Несколько партий подряд, первый игрок каждый раз сдвигается. Каждая партия приносит очки матча (2 игрока: 1/0; 3 игрока: 2/1/0, при ничьей берут большее; пары: 1/0); побеждает тот, у кого больше всего очков матча.
    
    { "*" }*📱 Здесь**
    Линия в рамке на картинке стола — та, откуда берут следующим. Кнопка **{ table-hand-button }** показывает вашу добычу и счёт, а также кнопку на каждый жетон, который можно взять, и что это взятие оставит следующему игроку.

# Id, которые общий слой читает у каждой игры.

sarkanytojas-title = Шарканьтойаш
sarkanytojas-tagline = Взятие жетонов на поле 7×7, 2–4 игрока: хватайте яйца, избегайте драконов · около 10 минут на партию
sarkanytojas-quick-start =
    🥚 **Ваш ход:** возьмите любой жетон из линии в рамке (ряд или столбец Драконьего яйца); Яйцо переходит на его клетку.
    🔄 **Потом линия поворачивает:** ряд, столбец, ряд… так что ваш выбор решает, откуда будет брать следующий игрок.
    🏁 **Конец:** когда следующая линия пуста, тот, кто брал последним, получает Драконье яйцо (+5). Яйца идут в плюс, драконы в минус: побеждает тот, у кого больше очков.
    
    🥚 яйцо (+) · 🐉 дракон (−) · 🛡️ Щит: отдать дракона · 🕳️ Яма: отдать яйцо · ▶️ сейчас берёт · ❓ выбирает, что отдать · 🤝 партнёр · 🏆 победитель
sarkanytojas-rules =
    { "*" }*🥚 Поле**
    48 жетонов лежат квадратом 7×7: яйца 🥚 ценностью от +1 до +10 и драконы 🐉 ценностью от −1 до −10 (по три жетона с 1, 2, 3, 4, 5, 6, 8 и 10). На единственной пустой клетке стоит деревянное Драконье яйцо.
    
    { "*" }*▶️ Как брать**
    В свой ход возьмите любой жетон из линии Яйца, близкий или дальний; Яйцо переходит на его клетку. Первый раз в партии берут из ряда Яйца, следующий — из его столбца, и направление меняется после каждого взятия, кто бы ни брал.
    
    { "*" }*🂠 Лицом вниз**
    Взятые жетоны лежат лицом вниз перед тем, кто их взял: во время партии вы видите только свои жетоны и свой счёт (партнёры тоже видят только свои), стол показывает, сколько жетонов у каждого, а в конце партии всё открывается. Домашнее правило **Открытый счёт**: вся добыча и весь счёт видны во время игры.
    
    { "*" }*🏁 Конец**
    Когда линия следующего игрока пуста (или пусто всё поле), партия заканчивается, и тот, кто брал последним, получает Драконье яйцо: +5. Яйца идут в плюс, драконы в минус; побеждает тот, у кого больше всего очков, при равенстве победу делят.
    
    { "*" }*🤝 Четверо игроков**
    Вчетвером играют парами, партнёры сидят друг напротив друга (места 1 и 3 против 2 и 4); очки пары складываются.
    
    { "*" }*🛡️ Щит и Яма** (собственное дополнение игры, включается в лобби)
    6 случайных жетонов уступают место 3 🛡️ Щитам и 3 🕳️ Ямам. Щит стоит взявшему одного из его драконов, Яма — одно из его яиц, на его выбор; оба ложатся лицом вниз, так что остальные узнают только, *что* жетон ушёл. Если отдавать нечего, Щит или Яма просто сбрасывается.
    
    { "*" }*🏆 Матчи** (домашнее правило)
    Несколько партий подряд, первый игрок каждый раз сдвигается. Каждая партия приносит очки матча (2 игрока: 1/0; 3 игрока: 2/1/0, при ничьей берут большее; пары: 1/0); побеждает тот, у кого больше всего очков матча.
    
    { "*" }*📱 Здесь**
    Линия в рамке на картинке стола — та, откуда берут следующим. Кнопка **{ table-hand-button }** показывает вашу добычу и счёт, а также кнопку на каждый жетон, который можно взять, и что это взятие оставит следующему игроку.
    
    { "*" }*🧩 Путь драконов**
    `/sarkanytojas puzzle`, 1–12 игроков: небольшое поле (уровень I 3×3, II 4×4, III 5×5) из яиц и драконов вокруг СТАРТА.
    
    { "*" }*🧭 Маршруты**
    Маршрут начинается на СТАРТЕ, берёт жетон в ряду СТАРТА, затем жетон в столбце этого жетона и так далее, поворачивая после каждого жетона; он обязан продолжаться, пока в его линии есть жетон. Ценность маршрута — сумма его жетонов. Найдите самый ценный маршрут!
    
    { "*" }*💡 Заявка и проверка**
    Кто первым назовёт число, тот заявитель; остальные затем строят маршрут лучше, если могут, — каждый, пока не покажет такой или не сдастся (домашнее правило **Время проверки**: «Вариант на время» из правил, советуют не больше 30 с). Не выходит? **Пас**: когда спасуют все, бот показывает лучший маршрут, и очков не получает никто (домашнее правило **Время гонки** заканчивает гонку для всех оставшихся). ИИ-игроки тоже участвуют в гонке: на больших полях они думают дольше и не всегда находят лучший маршрут.
    
    { "*" }*🏅 Очки**
    Если проверяющий показывает маршрут лучше, каждый проверяющий получает разницу, а заявитель теряет свою заявку. Иначе заявитель должен показать маршрут ценностью в заявку, считая сам (без подсказки суммы): получилось — заявка идёт ему в очки; не получилось — он её теряет.
    
    { "*" }*🔁 Раунды**
    В игре по раунду на игрока (но не меньше 4), каждый на новом поле; после каждого раунда бот рисует лучший маршрут. В одиночку вы тренируетесь без очков.
    
    { "*" }*📱 Здесь**
    { "*" }*{ table-hand-button }** → **Есть!** — заявить число. Чтобы проверить или показать маршрут, нажимайте его жетоны по порядку: кнопки — это жетоны, которые могут идти следующими, а `#n` на сетке отмечает ваш n-й жетон.
# a match's result in the final standings: the match points that placed the player
sarkanytojas-match-score =
    { $count ->
        [one] { $amount } очко матча
        [few] { $amount } очка матча
        [many] { $amount } очков матча
       *[other] { $amount } очка матча
    }
sarkanytojas-score =
    { $count ->
        [one] { $amount } очко
        [few] { $amount } очка
        [many] { $amount } очков
       *[other] { $amount } очка
    }
sarkanytojas-option-shield-pit = Щит и Яма
    .help = Собственное дополнение игры: 6 случайных жетонов уступают место 3 Щитам (отдать дракона) и 3 Ямам (отдать яйцо).
sarkanytojas-option-match = Партий в матче
    .help = Сколько партий играют подряд на очки матча.
sarkanytojas-option-open-scores = Открытый счёт
    .help = Показывать жетоны и счёт всех игроков во время игры; выкл. (по правилам): взятые жетоны лежат лицом вниз, каждый видит только свои.
sarkanytojas-illegal-not-a-move = Так ходить нельзя: «{ $action }» — это не ход.
sarkanytojas-illegal-guess-already-announced = Так ходить нельзя: в этом раунде заявку уже сделали.
