## Путь драконов: головоломка о маршрутах из Шарканьтойаша (/sarkanytojas puzzle), её стол и личные виды.


## Что общий слой читает у каждой игры


## События

dragons-path-event-passed = { $seat } сдаётся на этом поле.
dragons-path-event-guessed-practice = { $seat } называет **{ $guess }**.
dragons-path-event-guessed = { $seat } заявляет маршрут ценностью **{ $guess }**! Остальные ищут маршрут лучше.
dragons-path-event-route-found = { $seat } показывает маршрут ценностью **{ $value }** — это больше, чем { $guess }!
dragons-path-event-must-show = Лучше никто не нашёл: теперь { $seat } показывает маршрут ценностью { $guess }.
dragons-path-event-cannot-show = { $seat } не может показать маршрут.
dragons-path-event-shown-ok = Маршрут игрока { $seat } стоит **{ $value }** ✅
dragons-path-event-shown-short = Маршрут игрока { $seat } стоит лишь { $value }, а не { $guess } ❌
dragons-path-event-round-over = Раунд { $number }: { $points }. Лучший маршрут стоил { $best }.
dragons-path-event-round-over-nobody = Раунд { $number }: очков никто не получает. Лучший маршрут стоил { $best }.
dragons-path-event-round-over-practice = Раунд { $number }: лучший маршрут стоил { $best }.
dragons-path-points-entry = { $name } { $points }
dragons-path-event-game-over =
    { $count ->
        [one] Игра окончена: { $winners }, { $count } очко.
        [few] Игра окончена: { $winners }, { $count } очка.
        [many] Игра окончена: { $winners }, { $count } очков.
       *[other] Игра окончена: { $winners }, { $count } очка.
    }
dragons-path-event-round-begins = Раунд { $number } из { $rounds }: выложено новое поле. Найдите лучший маршрут!

## Стол

dragons-path-table-title =
    { $final ->
        [yes]
            { $practice ->
                [yes] 🧩 Путь драконов · тренировка · итоги
               *[no] 🧩 Путь драконов · уровень { $level } ({ $size }×{ $size }) · итоги
            }
       *[no]
            { $practice ->
                [yes] 🧩 Путь драконов · тренировка · раунд { $number } из { $rounds }
               *[no] 🧩 Путь драконов · уровень { $level } ({ $size }×{ $size }) · раунд { $number } из { $rounds }
            }
    }
dragons-path-scores = Очки
dragons-path-footer =
    Уровень { $level } · { $race ->
        [0] гонка без ограничения
       *[other] гонка { $race } с
    } · { $check ->
        [0] проверка без ограничения
       *[other] время проверки { $check } с
    } · время показать маршрут: { $unit ->
        [off] без ограничения
        [minutes] { $minutes } мин
       *[seconds] { $seconds } с
    }
dragons-path-race-practice =
    🔎 **Найдите самый ценный маршрут**: от СТАРТА по его ряду, затем по столбцу взятого жетона, поворачивая после каждого жетона, пока линия не опустеет.
    Нашли? **{ table-hand-button }** → **Есть!** и введите его ценность; потом бот покажет лучший.
dragons-path-race =
    { $check ->
        [0]
            🏁 **Гонка!** Найдите самый ценный маршрут: от СТАРТА по его ряду, затем по столбцу взятого жетона, поворачивая после каждого жетона, пока линия не опустеет.
            Кто первым нажмёт **{ table-hand-button }** → **Есть!** и назовёт число, тот заявитель; остальные проверяют, пока каждый не перекроет заявку или не сдастся. Не выходит? **Пас**: когда спасуют все, бот покажет лучший маршрут, и очков не получит никто.
       *[other]
            🏁 **Гонка!** Найдите самый ценный маршрут: от СТАРТА по его ряду, затем по столбцу взятого жетона, поворачивая после каждого жетона, пока линия не опустеет.
            Кто первым нажмёт **{ table-hand-button }** → **Есть!** и назовёт число, тот заявитель; у остальных будет { $check } с, чтобы перекрыть заявку. Не выходит? **Пас**: когда спасуют все, бот покажет лучший маршрут, и очков не получит никто.
    }
dragons-path-race-passed = Пас: { $names }.
dragons-path-check-entry = { $mark } { $name }
dragons-path-check-entry-value = { $mark } { $name } { $value }
dragons-path-goal-looking = Остальные ищут маршрут дороже **{ $guess }**.
dragons-path-goal-beaten = **{ $name }** перекрывает заявку: **{ $value }**; остальные ещё могут найти больше.
dragons-path-checking =
    💬 **{ $guesser }** заявляет **{ $guess }**. { $goal }
    { $checks }
dragons-path-showing = ✋ Заявку **{ $guess }** никто не перекрыл: теперь **{ $guesser }** показывает маршрут не меньшей ценности.
dragons-path-next-board-soon = Когда будете готовы, нажмите **{ table-hand-button }** → **Следующее поле**; скоро следующее поле появится и само.
# the line an old table keeps once the next board is laid out
dragons-path-round-summary = 🧩 Раунд { $number } из { $rounds } окончен · { $story } · лучший маршрут { $best } · { $points }
dragons-path-round-summary-nobody = 🧩 Раунд { $number } из { $rounds } окончен · { $story } · лучший маршрут { $best } · очков никто не получает
dragons-path-round-summary-practice = 🧩 Раунд { $number } из { $rounds } окончен · { $story } · лучший маршрут { $best }
dragons-path-summary-no-guess = заявок не было
dragons-path-summary-guessed = { $name }: заявка { $guess }
dragons-path-summary-found = { $name }: заявка { $guess }, { $finder }: маршрут на { $value }
dragons-path-summary-shown = { $name }: заявка { $guess }, маршрут показан ✅
dragons-path-summary-not-shown = { $name }: заявка { $guess }, маршрут не показан ❌

## Личный вид

dragons-path-route-title = Ваш маршрут · раунд { $number } из { $rounds }
dragons-path-find-route = 🔎 Найдите самый ценный маршрут от СТАРТА: сначала по его ряду, потом поворот после каждого жетона. Нашли? Нажмите **Есть!** и введите ценность (от { $low } до { $high }).
# the stake of a guess, said before it is made (not in practice, which scores nothing)
dragons-path-guess-must-show = ⚠️ Называйте только маршрут, который сможете показать: если никто его не превзойдёт, вам придётся выложить его жетон за жетоном, а неподтверждённый маршрут стоит вам столько очков, сколько вы назвали.
dragons-path-show-best = Покажите лучший маршрут
dragons-path-pass = Пас
dragons-path-you-passed =
    { $deadline ->
        [none] 🏳️ Вы спасовали на этом поле; ждём, пока остальные сделают заявку или спасуют.
       *[other] 🏳️ Вы спасовали на этом поле; ждём, пока остальные сделают заявку или спасуют (закончится <t:{ $deadline }:R>).
    }
dragons-path-guesser-waits =
    { $deadline ->
        [none] ⏳ Остальные проверяют вашу заявку **{ $guess }**. Если её никто не перекроет, вам нужно будет показать маршрут жетон за жетоном: держите его в голове.
       *[other] ⏳ Остальные проверяют вашу заявку **{ $guess }** (закончится <t:{ $deadline }:R>). Если её никто не перекроет, вам нужно будет показать маршрут жетон за жетоном: держите его в голове.
    }
dragons-path-check-over =
    { $deadline ->
        [none] ✅ Ваша проверка окончена; ждём остальных.
       *[other] ✅ Ваша проверка окончена; ждём остальных (закончится <t:{ $deadline }:R>).
    }
dragons-path-guesser-showing =
    { $deadline ->
        [none] ⏳ **{ $guesser }** показывает маршрут ценностью { $guess }…
       *[other] ⏳ **{ $guesser }** показывает маршрут ценностью { $guess } (закончится <t:{ $deadline }:R>)…
    }
dragons-path-next-board = Следующее поле
dragons-path-waiting-for =
    { $deadline ->
        [none] ⏳ Ждём: { $names }.
       *[other] ⏳ Ждём: { $names } (закончится <t:{ $deadline }:R>).
    }
dragons-path-legend-building = `S` СТАРТ · `#n` ваш n-й жетон · `[ ]` можно взять следующим
dragons-path-your-points = Ваши очки: { $points }
dragons-path-build-check =
    { $deadline ->
        [none] 💬 **{ $guesser }** заявляет **{ $guess }**. Постройте маршрут лучше: нажимайте его жетоны по порядку.
       *[other] 💬 **{ $guesser }** заявляет **{ $guess }**. Постройте маршрут лучше (закончится <t:{ $deadline }:R>): нажимайте его жетоны по порядку.
    }
dragons-path-best-shown = 🏅 Лучший показанный пока: **{ $target }**; маршрут ещё лучше принесёт больше каждому проверяющему.
dragons-path-build-show =
    { $deadline ->
        [none] ✋ Вашу заявку **{ $guess }** никто не перекрыл. Покажите маршрут не меньшей ценности: нажимайте его жетоны по порядку.
       *[other] ✋ Вашу заявку **{ $guess }** никто не перекрыл. Покажите маршрут не меньшей ценности (закончится <t:{ $deadline }:R>): нажимайте его жетоны по порядку.
    }
dragons-path-route-start = Начало: возьмите жетон в ряду СТАРТА.
dragons-path-route-so-far =
    { $count ->
        [one] Ваш маршрут пока: { $count } жетон, **{ $value }**.
        [few] Ваш маршрут пока: { $count } жетона, **{ $value }**.
        [many] Ваш маршрут пока: { $count } жетонов, **{ $value }**.
       *[other] Ваш маршрут пока: { $count } жетона, **{ $value }**.
    }
dragons-path-route-complete =
    { $count ->
        [one] Маршрут готов: { $count } жетон, **{ $value }**.
        [few] Маршрут готов: { $count } жетона, **{ $value }**.
        [many] Маршрут готов: { $count } жетонов, **{ $value }**.
       *[other] Маршрут готов: { $count } жетона, **{ $value }**.
    }
# while showing the guess there is no running total: the guesser counts for themselves
dragons-path-route-shown-so-far =
    { $count ->
        [one] Ваш маршрут пока: { $count } жетон (считайте сами).
        [few] Ваш маршрут пока: { $count } жетона (считайте сами).
        [many] Ваш маршрут пока: { $count } жетонов (считайте сами).
       *[other] Ваш маршрут пока: { $count } жетона (считайте сами).
    }
dragons-path-route-shown-complete =
    { $count ->
        [one] Маршрут готов: { $count } жетон. Покажите его, если он стоит вашей заявки.
        [few] Маршрут готов: { $count } жетона. Покажите его, если он стоит вашей заявки.
        [many] Маршрут готов: { $count } жетонов. Покажите его, если он стоит вашей заявки.
       *[other] Маршрут готов: { $count } жетона. Покажите его, если он стоит вашей заявки.
    }
dragons-path-show-it = Показать
dragons-path-step-button = { $value } · { $square }
dragons-path-undo = Отменить
dragons-path-show-my-route = Показать мой маршрут ({ $value })
dragons-path-does-not-beat = { $value } не больше { $guess }
dragons-path-nothing-better = Лучше нет
dragons-path-cannot-show = Не могу показать
dragons-path-route-step = { $square } ({ $value })
dragons-path-route = СТАРТ → { $steps } = **{ $total }**
dragons-path-route-empty = СТАРТ = **{ $total }**
dragons-path-score-line = { $medal } { $name } **{ $total }**
dragons-path-score-rounds = { $medal } { $name } **{ $total }** ({ $rounds })
dragons-path-best-possible = ⭐ Лучший возможный: **{ $best }**: { $route }
dragons-path-best-on-grid = ⭐ Лучший возможный: **{ $best }**; `#n` на сетке — его n-й жетон.
dragons-path-best-on-picture = ⭐ Лучший возможный: **{ $best }** (маршрут показан на картинке).
dragons-path-no-guess =
    🏳️ На этот раз заявок не было.
    { $best }
dragons-path-practice-guess =
    { $verdict ->
        [spot-on] 💬 **{ $name }**: заявка **{ $guess }** — точно в цель! 🎯
        [better-exists] 💬 **{ $name }**: заявка **{ $guess }** — есть маршрут и получше.
       *[too-high] 💬 **{ $name }**: заявка **{ $guess }** — такого ценного маршрута нет.
    }
    { $best }
dragons-path-story-found = 💬 **{ $name }**: заявка **{ $guess }**; **{ $finder }** показывает **{ $value }**.
dragons-path-story-shown = 💬 **{ $name }**: заявка **{ $guess }**, никто её не перекрыл, и { $name } подтверждает её маршрутом. ✅
dragons-path-story-not-shown = 💬 **{ $name }**: заявка **{ $guess }**, никто её не перекрыл, но { $name } не может показать маршрут. ❌
dragons-path-round-points =
    { $story }
    Очки: { $points }
    { $best }
dragons-path-round-points-nobody =
    { $story }
    Очки: никто не получает
    { $best }
dragons-path-round-your-points =
    { $story }
    Вы: **{ $points }** за раунд, **{ $total }** всего.
    { $best }
dragons-path-practice-over = 🏁 Тренировка окончена. `/sarkanytojas puzzle` — ещё одна, или позовите друзей на гонку!
dragons-path-i-have-it = Есть!
dragons-path-too-late = Поздно: заявка уже сделана.
dragons-path-guess-input = Ценность маршрута (от { $low } до { $high })
dragons-path-guess-placeholder = например, 7
dragons-path-not-a-value = «{ $text }» — не число от { $low } до { $high }. Нажмите **Есть!**, чтобы попробовать снова.

## Картинка

dragons-path-picture-start = СТАРТ
# the legend under the last board's picture: a solid line, then a dashed one
dragons-path-picture-best = Лучший маршрут
dragons-path-picture-played = Показанный маршрут

## Правила


# Id, которые общий слой читает у каждой игры.

dragons-path-title = Путь драконов
dragons-path-tagline = Головоломка о маршрутах для 1–12: наперегонки ищите самый ценный путь среди яиц и драконов · около 5 минут (в одиночку — тренировка)
dragons-path-quick-start =
    🧭 **Маршрут** начинается на СТАРТЕ, берёт жетон в его ряду, затем в столбце этого жетона, поворачивая после каждого жетона, пока линия не опустеет. Ценность маршрута — сумма его жетонов.
    💡 **Нашли хороший?** **{ table-hand-button }** → **Есть!** и введите его ценность: считается первая заявка, а у остальных есть время проверки, чтобы её перекрыть.
    🏅 **Перекрыли:** каждый проверяющий получает разницу, а заявитель теряет заявку. **Не перекрыли:** заявитель показывает маршрут жетон за жетоном, чтобы получить очки.
    
    `S` СТАРТ · `#n` n-й жетон маршрута · `[+3]` может идти следующим · 🔍 ещё проверяет · ✅ перекрыто · ✖️ лучше нет
dragons-path-rules =
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
dragons-path-score =
    { $count ->
        [one] { $amount } очко
        [few] { $amount } очка
        [many] { $amount } очков
       *[other] { $amount } очка
    }
dragons-path-option-level = Уровень
    .help = I: поле 3x3, II: 4x4, III: 5x5.
dragons-path-option-check-seconds = Время проверки (с)
    .help = 0: остальные проверяют, пока каждый не покажет маршрут лучше или не сдастся (базовая игра); иначе — секунды на проверку по «Варианту на время» (правила советуют не больше 30).
dragons-path-option-check-seconds-0 = без ограничения
dragons-path-option-race-seconds = Время гонки (с)
    .help = 0: у гонки за заявку нет ограничения; иначе — секунды, после которых пасуют все, кто ещё не сделал заявку.
dragons-path-option-race-seconds-0 = без ограничения
dragons-path-illegal-not-a-move = Так ходить нельзя: «{ $action }» — это не ход.
dragons-path-illegal-guess-already-announced = Так ходить нельзя: в этом раунде заявку уже сделали.
