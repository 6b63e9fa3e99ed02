# Красный дракон: игра на избавление от карт (cogs/krasny_drakon). Имена приходят экранированными; выделяет их каталог.
# Карты приходят подписями («10♠», «Джокер как 7»); значения — подписями («10», «В»), а $rank — код движка там,
# где нужен выбор (2-9, T, J, Q, K, A).


## Что общий слой берёт у игры: название, строку лобби, краткие правила, правила, счёт, настройки, отказы


## Слэш-команды

command-krasny-drakon =
    .description = Красный дракон: избавьтесь от всех карт, 2–8 игроков
command-krasny-drakon-new =
    .description = Открыть лобби «Красного дракона» в этом канале
command-krasny-drakon-new-decks =
    .description = 1 или 2 колоды для 2–4 игроков (по умолчанию 1); 5–8 игроков всегда играют двумя
command-krasny-drakon-new-decks-1 = 1 колода (при 5–8 игроках всё равно 2)
command-krasny-drakon-new-decks-2 = 2 колоды
command-krasny-drakon-new-jokers =
    .description = По два джокера в колоде, каждый заменяет названное вами значение (по умолчанию выкл.)
command-krasny-drakon-new-sets =
    .description = Класть сразу несколько карт одного значения из одного источника (по умолчанию выкл.)
command-krasny-drakon-new-ten_plays_again =
    .description = Убрав стопку сброса десяткой, вы сами начинаете новую стопку (по умолчанию выкл.)
command-krasny-drakon-new-open_chance =
    .description = Карты шанса открываются, когда до них доходит очередь, а не играются вслепую (по умолчанию выкл.)
command-krasny-drakon-new-timer =
    .description = Сколько времени у игрока на ход, прежде чем за него сходит ИИ

## Карты и значения

krasny-drakon-joker = Джокер
# a Joker on the pile or in a select, with the rank it plays as
krasny-drakon-joker-as = Джокер как { $rank }
# every rank may follow
krasny-drakon-any-rank = любую карту
# a run of three ranks or more: "8–A"
krasny-drakon-rank-run = { $first }–{ $last }
# what a special rank does, in select options and the reserve choice
krasny-drakon-hint-2 = кладётся на любую карту
krasny-drakon-hint-3 = на неё можно класть что угодно
krasny-drakon-hint-8 = вы ходите ещё раз
krasny-drakon-hint-9 = следующая карта — 9 или младше
krasny-drakon-hint-t = убирает стопку сброса
krasny-drakon-hint-a = на него только туз, 2 или 10
krasny-drakon-hint-joker = заменяет любую названную карту
# a rank in the plural ($rank: the engine's code, $label: as shown)
krasny-drakon-ranks =
    { $rank ->
        [T] десяток
        [J] валетов
        [Q] дам
        [K] королей
        [A] тузов
       *[other] карт { $label }
    }
# значение, как оно напечатано на картах ($rank: код движка, T — десятка)
krasny-drakon-rank-label =
    { $rank ->
        [T] 10
        [J] В
        [Q] Д
        [K] К
        [A] Т
       *[other] { $rank }
    }
krasny-drakon-cards =
    { $count ->
        [one] { $count } карта
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }
# a place in the finishing order
krasny-drakon-ordinal = { $place }-е
# the sources a seat plays from
krasny-drakon-source =
    { $source ->
        [opening] открытые карты
        [reserve] резервные карты
        [chance] карты шанса
       *[hand] карты в руке
    }
# a fourth place or later, where the first three have medals
krasny-drakon-place-number = { $place }.

## События, как их показывают журнал стола и «С вашего последнего хода»

krasny-drakon-event-ready = ✅ **{ $player }**: резервные карты выбраны
krasny-drakon-event-start = Все резервные карты выбраны; начинает **{ $starter }**
krasny-drakon-event-unlock = 🔓 **{ $player }** сначала открывает { krasny-drakon-source }
krasny-drakon-event-play = **{ $player }** кладёт { $cards } ({ krasny-drakon-source })
krasny-drakon-event-play-chance = 🎲 **{ $player }** открывает карту шанса { $cards }: подходит
krasny-drakon-event-reveal-joker = 🎲 **{ $player }** открывает карту шанса, это { $card }, и называет значение
krasny-drakon-event-reveal-miss = 🎲 **{ $player }** открывает карту шанса { $card }: не подходит
krasny-drakon-event-burn = 🔥 **{ $player }** убирает стопку сброса ({ krasny-drakon-cards })
krasny-drakon-event-again = 🔁 **{ $player }** ходит ещё раз
krasny-drakon-event-pickup = 📥 **{ $player }** забирает стопку сброса ({ krasny-drakon-cards }); новую стопку начинает **{ $starter }**
krasny-drakon-event-out = { $medal } **{ $player }** выходит из игры: { krasny-drakon-ordinal } место
# $players: the players still holding cards, whom it outlasted; $score: how many, as krasny-drakon-score says
krasny-drakon-event-out-ahead = { $medal } **{ $player }** выходит из игры: { krasny-drakon-ordinal } место, { $score }: { $players }
krasny-drakon-event-stalemate = { $pickups ->
        [one] Стопку сброса забрали { $pickups } раз подряд, и никто не вышел из игры: партия окончена, чем меньше карт, тем выше место
        [few] Стопку сброса забрали { $pickups } раза подряд, и никто не вышел из игры: партия окончена, чем меньше карт, тем выше место
        [many] Стопку сброса забрали { $pickups } раз подряд, и никто не вышел из игры: партия окончена, чем меньше карт, тем выше место
       *[other] Стопку сброса забрали { $pickups } раза подряд, и никто не вышел из игры: партия окончена, чем меньше карт, тем выше место
    }
# $players: a list of names, each as krasny-drakon-player shows it
krasny-drakon-event-stalemate-shared = { $pickups ->
        [one] Стопку сброса забрали { $pickups } раз подряд, и никто не вышел из игры: партия окончена, последнее место делят { $players }
        [few] Стопку сброса забрали { $pickups } раза подряд, и никто не вышел из игры: партия окончена, последнее место делят { $players }
        [many] Стопку сброса забрали { $pickups } раз подряд, и никто не вышел из игры: партия окончена, последнее место делят { $players }
       *[other] Стопку сброса забрали { $pickups } раза подряд, и никто не вышел из игры: партия окончена, последнее место делят { $players }
    }
krasny-drakon-event-lost-left = 🐉 **{ $player }** остаётся с картами и проигрывает
krasny-drakon-event-lost-most = 🐉 **{ $player }**: больше всех карт на руках — поражение
# a name in a list of names
krasny-drakon-player = **{ $player }**

## Общий стол

krasny-drakon-table-title =
    🐲 Красный дракон · { $stage ->
        [setup] выбор резервных карт
        [play] розыгрыш
       *[over] итоговый порядок
    }
krasny-drakon-what-happened = Что произошло
# $marks: every seat's mark (krasny-drakon-ready-mark, krasny-drakon-waiting-mark)
krasny-drakon-setup-situation =
    Каждый тайно оставляет **{ $reserve }** из 8 сданных карт как резервные карты; остальные 5 ложатся в открытую — это открытые карты. Чтобы выбрать, нажмите **{ table-hand-button }**.
    { $marks }
krasny-drakon-ready-mark = ✅ { $player }
krasny-drakon-waiting-mark = ⏳ { $player }
krasny-drakon-stopped = { $pickups ->
        [one] Партия остановлена: стопку сброса забрали { $pickups } раз подряд. Все, у кого остались карты, делят последнее место.
        [few] Партия остановлена: стопку сброса забрали { $pickups } раза подряд. Все, у кого остались карты, делят последнее место.
        [many] Партия остановлена: стопку сброса забрали { $pickups } раз подряд. Все, у кого остались карты, делят последнее место.
       *[other] Партия остановлена: стопку сброса забрали { $pickups } раза подряд. Все, у кого остались карты, делят последнее место.
    }
krasny-drakon-pile-empty = 🂠 **Стопка сброса**: пуста, начать можно с любой карты.
# $shown: the newest cards, the top one as krasny-drakon-top-card shows it, after "… " when older ones lie below
krasny-drakon-pile = 🂠 **Стопка сброса** ({ krasny-drakon-cards }): { $shown }
krasny-drakon-top-card = **{ $card }**
krasny-drakon-may-follow = ➡️ Можно положить: **{ $ranks }**
krasny-drakon-may-follow-after-nine = ➡️ Можно положить: **{ $ranks }** · ⬇️ после 9: 9 или младше, либо 10
krasny-drakon-may-follow-after-ace = ➡️ Можно положить: **{ $ranks }** · после туза: туз, 2 или 10
krasny-drakon-naming-joker = 🃏 **{ $player }** открывает Джокера и называет его значение.
krasny-drakon-choosing-unlock = ▶️ **{ $player }** выбирает, что открыть сначала: резервные карты или карты шанса.
krasny-drakon-starts-pile = ▶️ **{ $player }** начинает новую стопку сброса ({ krasny-drakon-source }).
krasny-drakon-plays-from = ▶️ Ходит **{ $player }** ({ krasny-drakon-source }).
# $players: a list of krasny-drakon-out-entry
krasny-drakon-out-so-far = Уже вышли из игры: { $players }
krasny-drakon-out-entry = { $medal } { $player }
krasny-drakon-stalemate-warning = ⚠️ { $pickups ->
        [one] Стопку сброса забрали { $pickups } раз подряд
        [few] Стопку сброса забрали { $pickups } раза подряд
        [many] Стопку сброса забрали { $pickups } раз подряд
       *[other] Стопку сброса забрали { $pickups } раза подряд
    }: если ещё { $left ->
        [one] { $left } раз
        [few] { $left } раза
        [many] { $left } раз
       *[other] { $left } раза
    } никто не выйдет из игры и не уберёт стопку, партия закончится.
krasny-drakon-last-loses = 🐉 последнее место: поражение
krasny-drakon-out-in-place = { $medal } { krasny-drakon-ordinal } место
# a seat's sources still to play ("🔒3 · 🎲5") while it has yet to choose which comes first
krasny-drakon-choice-due = { $held } · выбирает
# the footer: the icons, then the house rules in force and the game's counters
krasny-drakon-legend = Карты: открытые · 🔒 резервные · 🎲 карты шанса (закрытые) · ✋ в руке

# a seat's cards in a finished game's replay: its hand ($hand) and secret reserve ($reserve)
krasny-drakon-replay-hand = ✋ { $hand } · 🔒 { $reserve }
krasny-drakon-decks =
    { $count ->
        [one] { $count } колода
        [few] { $count } колоды
        [many] { $count } колод
       *[other] { $count } колоды
    }
krasny-drakon-decks-forced = { krasny-drakon-decks } (всегда при { $seats }+ игроках)
krasny-drakon-jokers-on = джокеры
krasny-drakon-sets-on = наборы
krasny-drakon-ten-again-on = после 10 ещё ход
krasny-drakon-open-chance-on = открытые карты шанса
krasny-drakon-not-dealt = не сдано: { krasny-drakon-cards }
krasny-drakon-burnt = 🔥 убрано: { $count }
krasny-drakon-dealer = сдатчик: { $player }
# minutes without grouping, as the lobby shows a timer ("1440 min")
krasny-drakon-timer-minutes = ⏰ { NUMBER($minutes, useGrouping: 0) } мин
krasny-drakon-timer-seconds = ⏰ { $seconds } с
krasny-drakon-timer-off = ⏰ без ограничения
# the line an old table keeps once the reserves are chosen and a new table shows the play; $players: a list
krasny-drakon-setup-summary = 🐲 Резервные карты выбраны ({ $players }): у каждого открытых карт { $opening }, 🔒{ $reserve } и 🎲{ $chance } · первую стопку сброса начинает **{ $starter }**
# chance cards turned face up (house rule open chance cards)
krasny-drakon-chance-open = 🎲 { $cards }

## Личный вид игрока ($mark: ▶️ перед источником, из которого игрок сейчас играет, иначе ничего)

krasny-drakon-hand-title = 🐲 Ваши карты
krasny-drakon-you-lost = 🐉 Карты остались только у вас: на этот раз вы проигрываете.
krasny-drakon-you-share-last = 🐉 Партия остановлена, а у вас ещё остались карты: вы делите последнее место.
krasny-drakon-you-are-out = 🏁 Вы вышли из игры: **{ krasny-drakon-ordinal }** место! { $count ->
        [one] Позади { $count } игрок: { $players }.
        [few] Позади { $count } игрока: { $players }.
        [many] Позади { $count } игроков: { $players }.
       *[other] Позади { $count } игрока: { $players }.
    }
krasny-drakon-you-are-out-others-play-on = 🏁 Вы вышли из игры: **{ krasny-drakon-ordinal }** место! { $count ->
        [one] Позади { $count } игрок: { $players }.
        [few] Позади { $count } игрока: { $players }.
        [many] Позади { $count } игроков: { $players }.
       *[other] Позади { $count } игрока: { $players }.
    } Остальные играют дальше.
krasny-drakon-opening-line = { $mark }Открытые: { $cards }
krasny-drakon-reserve-line = { $mark }🔒 Резервные: { $cards }
krasny-drakon-chance-line = { $mark }🎲 Карты шанса (закрытые): { $backs }
krasny-drakon-chance-open-line = { $mark }🎲 Карты шанса (открытые): { $cards }
krasny-drakon-hand-line = { $mark }✋ В руке ({ krasny-drakon-cards }): { $shown }
krasny-drakon-declare-placeholder = 🃏 Ваш открытый Джокер — это…
krasny-drakon-keep-reserve = 🔒 **Оставьте из этих 8 карт резервные, столько: { $need }.** Их не видит никто, кроме вас; остальные 5 лягут в открытую — это ваши открытые карты. Приберегите карты, которые ложатся почти на всё (2, 10, старшие).
krasny-drakon-your-eight = Ваши 8 карт
krasny-drakon-choose-reserve = Выберите резервные карты: { $need }
krasny-drakon-your-reserve =
    🔒 Ваши резервные карты: **{ $reserve }**
    Открытые карты: { $opening }
# $players: a list of krasny-drakon-player
krasny-drakon-your-reserve-waiting =
    🔒 Ваши резервные карты: **{ $reserve }**
    Открытые карты: { $opening }
    ⏳ Ждём: { $players }.
krasny-drakon-someone-plays = ⏳ Ходит **{ $player }**.
krasny-drakon-joker-turned = 🃏 **Вам выпал Джокер!** Назовите значение, которое он заменит.
krasny-drakon-unlock-now = 🔓 **Открытые карты закончились.** Что дальше: резервные карты (вы их знаете) или карты шанса (вслепую)? Другие пойдут следом.
krasny-drakon-must-pick-up = 📥 **Ваш ход**, но ваши { krasny-drakon-source } не подходят: заберите стопку сброса.
krasny-drakon-your-turn = ▶️ **Ваш ход**: кладите { krasny-drakon-source }.
krasny-drakon-chance-turn = ▶️ **Ваш ход**: откройте карту шанса; если она не подойдёт, вы забираете стопку сброса вместе с ней.
krasny-drakon-joker-placeholder = 🃏 Сыграть Джокера как…
krasny-drakon-lit-cards = Подсвеченные карты ложатся на стопку сброса.
krasny-drakon-menus-later = { $count ->
        [one] { $count } карта: в ваш ход подходящие карты будут в меню, по значениям.
        [few] { $count } карты: в ваш ход подходящие карты будут в меню, по значениям.
        [many] { $count } карт: в ваш ход подходящие карты будут в меню, по значениям.
       *[other] { $count } карты: в ваш ход подходящие карты будут в меню, по значениям.
    }
krasny-drakon-menus-note = В меню только подходящие карты; масти не важны.
krasny-drakon-menus-note-trimmed = В меню только подходящие карты; масти не важны. Наборов слишком много, чтобы перечислить все: для каждого значения предложен самый большой (и самый маленький).
krasny-drakon-pick-up = Забрать стопку сброса ({ krasny-drakon-cards })
# a set of equal cards in a select: "Three 7s: 7♠ 7♥ 7♦"
krasny-drakon-set-option =
    Набор { krasny-drakon-ranks }, { $count ->
        [2] две карты
        [3] три карты
        [4] четыре карты
        [5] пять карт
        [6] шесть карт
        [7] семь карт
        [8] восемь карт
       *[other] { $count ->
            [one] { $count } карта
            [few] { $count } карты
            [many] { $count } карт
           *[other] { $count } карты
        }
    }: { $cards }
# the placeholder of a select of single cards: its ranks, from the lowest to the highest
krasny-drakon-play-a-card = Сыграть карту: { $first }
krasny-drakon-play-a-card-span = Сыграть карту: от { $first } до { $last }
krasny-drakon-play-a-card-joker = Сыграть карту: { $first } или Джокер
krasny-drakon-play-a-card-span-joker = Сыграть карту: от { $first } до { $last } или Джокер
krasny-drakon-play-several = Сыграть несколько { krasny-drakon-ranks }…
krasny-drakon-play-several-ranks = Сыграть несколько карт одного значения…
krasny-drakon-reserve-first =
    { $count ->
        [one] Сначала резервные ({ $count } известная карта)
        [few] Сначала резервные ({ $count } известные карты)
        [many] Сначала резервные ({ $count } известных карт)
       *[other] Сначала резервные ({ $count } известной карты)
    }
krasny-drakon-chance-first =
    { $count ->
        [one] Сначала карты шанса ({ $count } карта вслепую)
        [few] Сначала карты шанса ({ $count } карты вслепую)
        [many] Сначала карты шанса ({ $count } карт вслепую)
       *[other] Сначала карты шанса ({ $count } карты вслепую)
    }
krasny-drakon-chance-slot = Карта шанса { $number }

# Id, которые общий слой читает у каждой игры.

krasny-drakon-title = Красный дракон
krasny-drakon-tagline = Избавьтесь от карт, 2–8 игроков: кладите равную или старше, последний с картами проигрывает · около 20 минут
krasny-drakon-quick-start =
    1. Избавьтесь от всех своих карт: кто останется с картами последним, тот проигрывает.
    2. Кладите в стопку сброса карту того же значения или старше (2 и 10 кладутся на что угодно); если нечем ходить, заберите стопку.
    3. Сначала играются открытые карты, потом тайные резервные карты 🔒 и закрытые карты шанса 🎲, в конце карты в руке ✋.
krasny-drakon-rules =
    { "*" }*Цель игры**
    Первым избавиться от всех своих карт. Игроки выходят из игры по одному, когда у них кончаются карты; порядок выхода и есть итог партии. Играют до тех пор, пока не останется один игрок с картами, — он и считается проигравшим.
    
    { "*" }*Сдача карт**
    Если играют 2–4 игрока, используется 1 колода (или 2, по желанию организатора); если 5–8 игроков — всегда 2 колоды. Каждый получает 13 карт; остальные карты в игре не участвуют и остаются закрытыми. Сначала каждому сдаётся в закрытом виде в ряд 5 карт — это **карты шанса** 🎲, их не знает никто, даже сам игрок. Затем каждому сдаётся ещё 8 карт. Игрок берёт их в руки, выбирает из них 3 и тайно кладёт под карты шанса — это **резервные карты** 🔒 (видит их только он сам); остальные 5 карт он кладёт в открытом виде поверх карт шанса — это **открытые карты**. Выбирают все одновременно. Первый сдатчик определяется жребием; при реванше сдаёт следующий игрок по часовой стрелке.
    
    { "*" }*Порядок розыгрыша**
    Сначала играются открытые карты. Как только игрок избавляется от открытых карт, он один раз выбирает, что открыть: карты шанса или резервные карты, — и после их использования открывает оставшиеся. Последними идут **карты в руке** ✋: забранные стопки сброса. Играть можно только из текущего источника, и если можно сыграть, играть обязательно.
    
    { "*" }*Стопка сброса**
    Первый ход принадлежит игроку слева от сдатчика: он кладёт в центр стола в открытом виде любую из своих открытых карт — это начало стопки сброса. Каждый следующий игрок кладёт на верхнюю карту карту того же значения или старше, а 2 или 10 — в любое время. Исключения: на 2 и на 3 можно класть что угодно; на 9 — только 9 или младше (или 10); на туза — только туза, 2 или 10. Поэтому 3 можно сыграть только поверх 2, 3 или 9: эта карта — белая ворона, и её лучше избегать.
    
    { "*" }*Правила перемещения карт**
    на **2**: любая · на **3**: любая · на **4**: 2, 4–Т · на **5**: 2, 5–Т · на **6**: 2, 6–Т · на **7**: 2, 7–Т · на **8**: 2, 8–Т · на **9**: 2–10 · на **В**: 2, 10–Т · на **Д**: 2, 10, Д–Т · на **К**: 2, 10, К, Т · на **Т**: 2, 10, Т
    
    { "*" }*Особые карты**
    🔁 **8**: после восьмёрки ход возвращается к игроку, который её положил (если это была не последняя его карта).
    ⬇️ **9**: заставляет следующего игрока класть карту только такого же или младшего значения.
    🔥 **10**: удаляет всю текущую стопку сброса в сторону, эти карты больше в игре не участвуют, и следующий игрок начинает новую стопку (с домашним правилом *после 10 ещё ход* её начинает сам положивший 10).
    
    { "*" }*Нечем ходить?**
    Игрок забирает всю стопку сброса себе в руки; следующий игрок начинает своей картой новую стопку сброса.
    
    { "*" }*Карты шанса**
    Играются вслепую: вы выбираете карту по её месту в ряду, и она открывается. Если она подходит, она сыграна; если нет, вы забираете стопку сброса вместе с ней. Домашнее правило **Открытые карты шанса** (по русскому тексту правил: «открыть на выбор карты шанса»): когда до них доходит очередь, карты шанса открываются для всех, и вы играете их как остальные карты. Какой вариант действует, видно в домашних правилах партии.
    
    { "*" }*Джокеры** (домашнее правило)
    По 2 в колоде. Джокер заменяет любую карту и играет в соответствии с её значением: значение называют, когда кладут Джокера. Джокера из карт шанса называют, когда его открывают; забранный в руку Джокер снова заменяет любую карту.
    
    { "*" }*Наборы** (домашнее правило)
    Несколько карт одного значения из одного источника за один ход; никогда — закрытые карты шанса и никогда — вместе с Джокером. Набор восьмёрок тоже даёт только один дополнительный ход.
    
    { "*" }*Без бесконечных партий**
    Если стопку сброса забирают 25 раз подряд и за это время никто не выходит из игры и не убирает стопку десяткой, партия останавливается, и все, у кого остались карты, делят последнее место (этого нет в правилах: это защита, чтобы каждая партия заканчивалась; в обычных партиях такой серии не бывает).
    
    { "*" }*Значки**
    ▶️ чей ход и из какого источника · 🔒 резервные карты · 🎲 карты шанса (закрытые 🂠) · ✋ карты в руке · 🔥 убраны · 📥 забрана стопка
krasny-drakon-score =
    { $count ->
        [one] { $amount } игрок позади
        [few] { $amount } игрока позади
        [many] { $amount } игроков позади
       *[other] { $amount } игрока позади
    }
krasny-drakon-option-decks = Колоды
    .help = 1 или 2 колоды; при 5–8 игроках всегда 2
krasny-drakon-option-decks-1 = 1 (2 при 5 и более игроках)
krasny-drakon-option-jokers = Джокеры
    .help = по 2 джокера в колоде; джокер заменяет любую карту, которую назовёт игрок
krasny-drakon-option-sets = Наборы
    .help = несколько карт одного значения из одного источника за один ход
krasny-drakon-option-ten-plays-again = После 10 ещё ход
    .help = убрав стопку сброса десяткой, игрок ходит ещё раз
krasny-drakon-option-open-chance = Открытые карты шанса
    .help = карты шанса открываются для всех, когда до них доходит очередь, и играются как остальные (по русскому тексту правил); выкл.: играются вслепую
krasny-drakon-option-dealer = Сдатчик
    .help = место первого сдатчика: по жребию, если организатор не выберет сам; начинает игрок слева от сдатчика
krasny-drakon-option-dealer--1 = по жребию
krasny-drakon-illegal-reserve-already-chosen = Так ходить нельзя: вы уже выбрали резервные карты.
krasny-drakon-illegal-choose-reserve-first = { $count ->
        [one] Так ходить нельзя: сначала выберите { $count } резервную карту.
        [few] Так ходить нельзя: сначала выберите { $count } резервные карты.
        [many] Так ходить нельзя: сначала выберите { $count } резервных карт.
       *[other] Так ходить нельзя: сначала выберите { $count } резервной карты.
    }
krasny-drakon-illegal-not-a-dealt-card = Так ходить нельзя: «{ $card }» — не из ваших сданных карт, которые ещё можно выбрать.
krasny-drakon-illegal-declare-joker-first = Так ходить нельзя: сначала назовите значение открытого Джокера (declare:<rank>).
krasny-drakon-illegal-choose-unlock-first = Так ходить нельзя: открытые карты закончились; сначала выберите, что дальше: резервные карты (unlock:reserve) или карты шанса (unlock:chance).
krasny-drakon-illegal-unlock-once = Так ходить нельзя: что открыть дальше, выбирают один раз, когда закончатся открытые карты.
krasny-drakon-illegal-must-play = Так ходить нельзя: если можете сыграть карту, играйте; забрать стопку сброса можно, только когда ничего не подходит.
krasny-drakon-illegal-chance-next = Так ходить нельзя: теперь очередь карт шанса; откройте одну командой chance:<slot> (место, где карта ещё закрыта).
krasny-drakon-illegal-not-an-action-now = Так ходить нельзя: «{ $action }» сейчас не ход этой игры.
krasny-drakon-illegal-not-in-source =
    { $source ->
        [opening] Так ходить нельзя: «{ $card }» нет среди ваших открытых карт, а сейчас можно играть только ими.
        [reserve] Так ходить нельзя: «{ $card }» нет среди ваших резервных карт, а сейчас можно играть только ими.
        [chance] Так ходить нельзя: «{ $card }» нет среди ваших карт шанса, а сейчас можно играть только ими.
       *[hand] Так ходить нельзя: «{ $card }» нет у вас в руке, а сейчас можно играть только картами из руки.
    }
krasny-drakon-illegal-sets-not-allowed = Так ходить нельзя: вместе можно класть только карты одного значения, никогда с джокером и только с домашним правилом «Наборы».
krasny-drakon-illegal-declare-joker-rank = Так ходить нельзя: назовите значение, которое заменяет джокер: play:{ $card }=<rank>.
krasny-drakon-illegal-may-not-follow = Так ходить нельзя: { $rank } нельзя класть на { $top }.
krasny-drakon-illegal-may-not-follow-nine = Так ходить нельзя: { $rank } нельзя класть на { $top } (после 9 только карту того же значения или младше).
krasny-drakon-illegal-sets-as-listed = Так ходить нельзя: масти не важны, поэтому наборы играются так, как они перечислены: { $action }.
