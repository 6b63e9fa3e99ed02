# Драго Россо: испытай удачу на спине дракона.
# Имена приходят экранированными; жирными их делают сообщения. Число самоцветов выбирает форму множественного числа.


## Игра, как её называют лобби, правила и записи


## Слэш-команды

command-drago-rosso =
    .description = Драго Россо: испытайте удачу на драконе, 2–6 игроков
command-drago-rosso-new =
    .description = Открыть лобби «Драго Россо» в этом канале
command-drago-rosso-new-treasure =
    .description = Самоцветов в сокровищнице дракона в начале (по умолчанию 200)
command-drago-rosso-new-offer_seconds =
    .description = Сколько секунд у остальных, чтобы перехватить ход, когда игрок останавливается (по умолчанию 30)
command-drago-rosso-new-timer =
    .description = Сколько времени у активного игрока на ход, прежде чем за него сходит ИИ

## Правила: сначала коротко, потом страницы, разрезанные по пустым строкам


## События: что произошло, в строках «Недавно» на столе, «С вашего последнего хода» и в истории

drago-rosso-event-advance = **{ $who }** открывает 🐾 { $steps }: рыцарь переходит на полосу { $to }, и в кучке рядом с ним { $pile ->
        [one] { $pile } самоцвет
        [few] { $pile } самоцвета
        [many] { $pile } самоцветов
       *[other] { $pile } самоцвета
    } ({ $placement ->
        [doubled] +{ $placed }, вдвойне
        [short] +{ $placed } из { $due } положенных: сокровищница пуста
       *[single] +{ $placed }
    })
drago-rosso-event-head = **{ $who }** открывает 🐾 { $steps }: рыцарь добирается до головы дракона! **{ $who }** забирает кучку рядом с ним ({ $pile ->
        [one] { $pile } самоцвет
        [few] { $pile } самоцвета
        [many] { $pile } самоцветов
       *[other] { $pile } самоцвета
    }) и всю сокровищницу ({ $prize ->
        [one] { $prize } самоцвет
        [few] { $prize } самоцвета
        [many] { $prize } самоцветов
       *[other] { $prize } самоцвета
    })
# $fine: the gems the revealer pays (0: too few to pay any); $returned: the pile that goes back (0: none)
drago-rosso-event-stop-card = **{ $who }** открывает 🛑 карту «Стоп»: { $fine ->
        [0] штрафа нет (слишком мало самоцветов)
        [one] штраф { $fine } самоцвет (1/{ $divisor } запаса)
        [few] штраф { $fine } самоцвета (1/{ $divisor } запаса)
        [many] штраф { $fine } самоцветов (1/{ $divisor } запаса)
       *[other] штраф { $fine } самоцвета (1/{ $divisor } запаса)
    }{ $returned ->
        [0] { "" }
        [one] { " " }и кучка из { $returned } самоцвета возвращается в сокровищницу
        [few] { " " }и кучка из { $returned } самоцветов возвращается в сокровищницу
        [many] { " " }и кучка из { $returned } самоцветов возвращается в сокровищницу
       *[other] { " " }и кучка из { $returned } самоцвета возвращается в сокровищницу
    }
drago-rosso-event-first-danger = **{ $who }** открывает первую ⚠️ карту опасности, она действует как карта «Стоп»: { $fine ->
        [0] штрафа нет (слишком мало самоцветов)
        [one] штраф { $fine } самоцвет (1/{ $divisor } запаса)
        [few] штраф { $fine } самоцвета (1/{ $divisor } запаса)
        [many] штраф { $fine } самоцветов (1/{ $divisor } запаса)
       *[other] штраф { $fine } самоцвета (1/{ $divisor } запаса)
    }{ $returned ->
        [0] { "" }
        [one] { " " }и кучка из { $returned } самоцвета возвращается в сокровищницу
        [few] { " " }и кучка из { $returned } самоцветов возвращается в сокровищницу
        [many] { " " }и кучка из { $returned } самоцветов возвращается в сокровищницу
       *[other] { " " }и кучка из { $returned } самоцвета возвращается в сокровищницу
    }
drago-rosso-event-second-danger = **{ $who }** открывает вторую ⚠️ карту опасности: { $fine ->
        [0] штрафа нет (слишком мало самоцветов)
        [one] штраф { $fine } самоцвет (1/{ $divisor } запаса)
        [few] штраф { $fine } самоцвета (1/{ $divisor } запаса)
        [many] штраф { $fine } самоцветов (1/{ $divisor } запаса)
       *[other] штраф { $fine } самоцвета (1/{ $divisor } запаса)
    }{ $returned ->
        [0] { "" }
        [one] { " " }и кучка из { $returned } самоцвета возвращается в сокровищницу
        [few] { " " }и кучка из { $returned } самоцветов возвращается в сокровищницу
        [many] { " " }и кучка из { $returned } самоцветов возвращается в сокровищницу
       *[other] { " " }и кучка из { $returned } самоцвета возвращается в сокровищницу
    }. Отныне штраф — 1/2 запаса, а самоцветы идут вдвойне
drago-rosso-event-dragon-wakes = **{ $who }** открывает третью ⚠️ карту опасности: дракон просыпается! **{ $who }** теряет все { $lost ->
        [one] самоцветы ({ $lost })
        [few] самоцветы ({ $lost })
        [many] самоцветы ({ $lost })
       *[other] самоцветы ({ $lost })
    }
drago-rosso-event-stops-nobody-pays = **{ $who }** останавливается на полосе { $stripe }; выкуп в { $amount ->
        [one] { $amount } самоцвет
        [few] { $amount } самоцвета
        [many] { $amount } самоцветов
       *[other] { $amount } самоцвета
    } никто заплатить не может
# $bidders: the names of those who may take over, listed while they are $count 2 or fewer
drago-rosso-event-stops = **{ $who }** останавливается на полосе { $stripe } с { $amount ->
        [one] { $amount } самоцветом
        [few] { $amount } самоцветами
        [many] { $amount } самоцветами
       *[other] { $amount } самоцвета
    }; заплатить столько и перехватить ход могут: { $count ->
        [1] { $bidders }
        [2] { $bidders }
        [one] { $count } игрок
        [few] { $count } игрока
        [many] { $count } игроков
       *[other] { $count } игрока
    }
drago-rosso-event-offer-taken = **{ $who }** предлагает перехватить ход
drago-rosso-event-offer-passed = **{ $who }** пасует
drago-rosso-event-took-over = **{ $who }** платит игроку **{ $stopper }** { $amount ->
        [one] { $amount } самоцвет
        [few] { $amount } самоцвета
        [many] { $amount } самоцветов
       *[other] { $amount } самоцвета
    } и перехватывает ход
drago-rosso-event-banks = **{ $who }** забирает себе кучку рядом с рыцарем: { $amount ->
        [one] { $amount } самоцвет
        [few] { $amount } самоцвета
        [many] { $amount } самоцветов
       *[other] { $amount } самоцвета
    }
drago-rosso-event-new-turn = Ход { $turn }: играет **{ $who }**
# a round's end (every seat owned a turn in it, or the game ended in it); $scores: every player's score,
# separated by drago-rosso-separator
drago-rosso-event-round-over = Раунд { $round } окончен: { $scores }
# $winners: their names listed; $count: how many they are
drago-rosso-event-game-over =
    Игра окончена: { $count ->
        [one] побеждает
        [few] победу делят
        [many] победу делят
       *[other] победу делят
    } { $winners }, { $gems ->
        [one] { $gems } самоцвет
        [few] { $gems } самоцвета
        [many] { $gems } самоцветов
       *[other] { $gems } самоцвета
    }
# a name in a list of names in bold
drago-rosso-bold-name = **{ $name }**

## Что оставляет старый стол, когда у нового раунда новый стол

# $scores: every player's score, separated by drago-rosso-separator
drago-rosso-round-over = 🐉 Раунд { $round } окончен · { $scores }
# $trend: "up", "down" or "same"; $change: how much
drago-rosso-round-score = **{ $name }** 💎 { $gems }{ $trend ->
        [up] { " " }(+{ $change })
        [down] { " " }(−{ $change })
       *[same] { "" }
    }
# a player's gems when a round ends, what the round changed ($change, signed) and where that came from ($parts:
# a list of drago-rosso-round-part)
drago-rosso-round-score-parts = **{ $name }** 💎 { $gems } ({ $change }: { $parts })
# one part of a round's change ($amount, signed): piles banked, ransoms received or paid, fines, gems the dragon
# took, the treasure won at the head
drago-rosso-round-part = { $part ->
        [banked] взятые кучки
        [received] полученный выкуп
        [paid] уплаченный выкуп
        [fines] штрафы
        [lost] забрал дракон
       *[treasure] сокровищница
    } { $amount }
# between the items of a line of scores or of answers
drago-rosso-separator = { " · " }

## Стол

drago-rosso-table-title = 🐉 Драго Россо · ход { $turn }
drago-rosso-table-title-over = 🐉 Драго Россо · игра окончена
drago-rosso-field-knight = 🗡️ Рыцарь
drago-rosso-field-treasure = 👑 Сокровищница
drago-rosso-field-dangers = ⚠️ Карты опасности
drago-rosso-field-deck = 🂠 Колода
drago-rosso-field-players = Игроки
drago-rosso-field-recent = Недавно
# gems in the embeds
drago-rosso-gems = 💎 { $count }
# where the knight is: $place is "tail", "head" or "stripe" ($stripe of $stripes)
drago-rosso-where =
    { $place ->
        [tail] на хвосте
        [head] на голове дракона
       *[stripe] на полосе **{ $stripe }** из { $stripes }
    }
drago-rosso-knight =
    { drago-rosso-where }
    💎 { $pile } рядом
# $timer: "off", "minutes" ($minutes) or "seconds" ($turn_seconds)
drago-rosso-footer =
    Предложение выкупа открыто { $seconds } с · время на ход: { $timer ->
        [off] без ограничения
        [minutes] { $minutes } мин
       *[seconds] { $turn_seconds } с
    }
drago-rosso-deck = Карт: **{ $size }**: 🐾 1 ×{ $ones } · 🐾 2 ×{ $twos } · 🐾 3 ×{ $threes } · 🐾 4 ×{ $fours } · 🛑 «Стоп» ×{ $stops } · ⚠️ опасность ×{ $dangers }
drago-rosso-dangers = **{ $dangers }** из { $total } · штраф **1/{ $divisor }** · { $doubled ->
        [yes] самоцветы **×2**
       *[no] самоцветы ×1
    }
drago-rosso-next-danger-wakes = Следующая разбудит дракона!
# $deadline: when a ransom offer closes (a Discord timestamp), or "none"
drago-rosso-offer-open =
    ✋ **{ $stopper }** останавливается, рядом с рыцарем 💎 { $amount }: остальные могут заплатить **💎 { $amount }** и перехватить ход; ход получает первый согласившийся по часовой стрелке{ $deadline ->
        [none] { "" }
       *[other] { " " }(закроется <t:{ $deadline }:R>)
    }.
# $start: "own" (the turn's owner plays), "for" (who took it over plays for $owner) or "back" (the owner took it back)
drago-rosso-playing =
    🎲 { $start ->
        [for] **{ $who }** играет вместо **{ $owner }**: { $must_reveal ->
                [yes] нужно открыть карту.
               *[no] можно открыть ещё или остановиться с 💎 { $pile }.
            }
        [back] **{ $who }** возвращает себе ход: { $must_reveal ->
                [yes] нужно открыть карту.
               *[no] можно открыть ещё или остановиться с 💎 { $pile }.
            }
       *[own] **{ $who }**: { $must_reveal ->
                [yes] нужно открыть карту.
               *[no] можно открыть ещё или остановиться с 💎 { $pile }.
            }
    }
drago-rosso-end-head = Рыцарь добрался до головы дракона.
drago-rosso-end-danger = Третья ⚠️ карта опасности разбудила дракона.
# $tag: the player's part in the decision; $owner: "yes" for the turn's owner while another plays it
drago-rosso-player = **{ $name }**: 💎 { $gems }{ $tag ->
        [winner] { " " }🏆
        [stopped] { " " }· ✋ остановка
        [takes] { " " }· ✅ перехватывает
        [passes] { " " }· ❌ пас
        [skipped] { " " }· ⏭️ опередили
        [deciding] { " " }· ⏳ решает
        [cannot-pay] { " " }· не может заплатить
        [playing] { " " }· 🎲 ходит
       *[none] { "" }
    }{ $owner ->
        [yes] { " " }· хозяин хода
       *[no] { "" }
    }
# where a seat asked about a ransom offer stands
drago-rosso-answer =
    { $name } { $status ->
        [takes] ✅ перехватывает
        [passes] ❌ пас
        [skipped] ⏭️ опередили
       *[deciding] ⏳ решает
    }

## Кнопки (подписи одного решения везде в одном порядке: сначала «дальше», потом «стоп»)

drago-rosso-button-table-reveal = { $name }: открыть карту
drago-rosso-button-reveal = Открыть карту
drago-rosso-button-stop-first = Стоп (сначала откройте карту)
drago-rosso-button-stop =
    { $count ->
        [one] Стоп: оставить { $count } самоцвет
        [few] Стоп: оставить { $count } самоцвета
        [many] Стоп: оставить { $count } самоцветов
       *[other] Стоп: оставить { $count } самоцвета
    }
drago-rosso-button-take =
    { $count ->
        [one] Перехватить за { $count } самоцвет
        [few] Перехватить за { $count } самоцвета
        [many] Перехватить за { $count } самоцветов
       *[other] Перехватить за { $count } самоцвета
    }
drago-rosso-button-pass = Пас

## Следующая карта, по видам (видов, которых нет в колоде, нет и в списке); $chance — доля колоды

# $kinds: the numbers of the footprint cards that do alike, e.g. 1/2/3
drago-rosso-odds-walk = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → +{ $placed } 💎
drago-rosso-odds-walk-range = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → от +{ $least } до +{ $most } 💎
drago-rosso-odds-head = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → голова: кучка + 💎 { $treasure }, конец игры
# $cost: the fine in gems, or "share" when it depends on the revealer's gems (1/$divisor of them)
drago-rosso-odds-stop =
    🛑 «Стоп» · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] штраф 1/{ $divisor }
       *[other] штраф 💎 { $cost }
    }
drago-rosso-odds-first-danger =
    ⚠️ опасность · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] штраф 1/{ $divisor }
       *[other] штраф 💎 { $cost }
    }
drago-rosso-odds-second-danger =
    ⚠️ опасность · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] штраф 1/{ $divisor }
       *[other] штраф 💎 { $cost }
    }, потом самоцветы ×2
drago-rosso-odds-doom = ⚠️ опасность · { NUMBER($chance, style: "percent") } → вы теряете все 💎 { $cost }, конец игры
drago-rosso-odds-doom-spectator = ⚠️ опасность · { NUMBER($chance, style: "percent") } → дракон просыпается: открывший теряет все самоцветы, конец игры
# what a card that ends the turn also costs: the pile beside the knight
drago-rosso-odds-pile-back = 🛑⚠️ Карта «Стоп» или карта опасности также возвращает в сокровищницу кучку **💎 { $pile }** рядом с рыцарем.

## Личный вид игрока

drago-rosso-hand-footer = У вас 💎 { $gems }
drago-rosso-hand-over = Игра окончена
drago-rosso-hand-your-turn = Ваш ход · ход { $turn }
drago-rosso-hand-turn = Ход { $turn }
drago-rosso-hand-offer = Предложение выкупа · ход { $turn }
drago-rosso-field-next-card = Следующая карта · { NUMBER($chance, style: "percent") }, что ход закончится
drago-rosso-field-first-card = Ваша первая карта · { NUMBER($chance, style: "percent") }, что ход закончится
drago-rosso-next-card-ends = Следующая карта: { NUMBER($chance, style: "percent") }, что она закончит ход.
drago-rosso-field-answers = Ответы, по часовой стрелке
drago-rosso-stake = Рыцарь { drago-rosso-where } · рядом **💎 { $pile }**.
# $took_over: "yes" when the player took this turn over
drago-rosso-reveal-to-start =
    { $took_over ->
        [yes] Вы перехватили этот ход. Откройте карту, чтобы начать.
       *[no] Откройте карту, чтобы начать.
    }
drago-rosso-stop-or-reveal = **Стоп** — чтобы оставить себе 💎 { $pile } (как выкуп или в запас), или **откройте** ещё карту ради большего.
drago-rosso-move-deadline = ⏰ Сходите <t:{ $deadline }:R>, иначе за вас сыграет ИИ.
drago-rosso-watching = Ходит **{ $active }**. { drago-rosso-stake }
    { drago-rosso-next-card-ends }
    Когда игрок остановится, вы сможете заплатить стоимость кучки и перехватить ход.
drago-rosso-may-take-over =
    ✋ **{ $stopper }** останавливается: перехватите рыцаря за **💎 { $amount }**, потом откройте карту{ $deadline ->
        [none] { "" }
       *[other] { " " }(закроется <t:{ $deadline }:R>)
    }. Нет ответа — значит пас.
# who before the viewer clockwise also offered ($count of them: names while 2 or fewer)
drago-rosso-rivals-ahead =
    ⏳ { $count ->
        [1] Раньше вас по очереди: { $names }; ход ещё может достаться не вам.
        [2] Раньше вас по очереди: { $names }; ход ещё может достаться не вам.
        [one] Раньше вас по очереди ещё { $count } игрок; ход ещё может достаться не вам.
        [few] Раньше вас по очереди ещё { $count } игрока; ход ещё может достаться не вам.
        [many] Раньше вас по очереди ещё { $count } игроков; ход ещё может достаться не вам.
       *[other] Раньше вас по очереди ещё { $count } игрока; ход ещё может достаться не вам.
    }
drago-rosso-rivals-beaten =
    ✅ { $count ->
        [1] Ещё согласие: { $names }, но вы раньше по очереди.
        [2] Ещё согласие: { $names }, но вы раньше по очереди.
        [one] Согласен ещё { $count } игрок, но вы раньше по очереди.
        [few] Согласны ещё { $count } игрока, но вы раньше по очереди.
        [many] Согласны ещё { $count } игроков, но вы раньше по очереди.
       *[other] Согласны ещё { $count } игрока, но вы раньше по очереди.
    }
drago-rosso-you-stopped =
    ✋ Вы остановились с **💎 { $amount }**: они ваши — их заплатит тот, кто перехватит ход, а если никто, они уйдут вам в запас{ $deadline ->
        [none] { "" }
       *[other] { " " }(закроется <t:{ $deadline }:R>)
    }.
drago-rosso-you-offered =
    Вы предложили игроку { $stopper } 💎 { $amount }, чтобы перехватить ход: он ваш, если его не возьмёт кто-то раньше вас по часовой стрелке{ $deadline ->
        [none] { "" }
       *[other] { " " }(закроется <t:{ $deadline }:R>)
    }.
drago-rosso-you-passed =
    Вы отказались перехватывать ход игрока { $stopper }{ $deadline ->
        [none] { "" }
       *[other] { " " }(закроется <t:{ $deadline }:R>)
    }.
drago-rosso-you-were-skipped = Предложение игрока { $stopper } принял кто-то раньше вас по часовой стрелке, так что оно вам уже не достанется.
drago-rosso-you-cannot-pay = Вам не хватает 💎 { $amount }, чтобы заплатить выкуп и перехватить ход игрока { $stopper }.
# your own last card, until the next card is revealed
drago-rosso-your-stop-card =
    🛑 Карта «Стоп»: { $fine ->
        [0] штрафа нет (слишком мало самоцветов)
       *[other] вы теряете 💎 { $fine } (1/{ $divisor } ваших самоцветов)
    }, а кучка возвращается в сокровищницу.
drago-rosso-your-danger-card =
    ⚠️ Карта опасности: { $fine ->
        [0] штрафа нет (слишком мало самоцветов)
       *[other] вы теряете 💎 { $fine } (1/{ $divisor } ваших самоцветов)
    }, а кучка возвращается в сокровищницу.
drago-rosso-your-doom = ⚠️ Третья карта опасности досталась вам: дракон забрал все ваши 💎 { $lost }.

## Картинка (в шрифте картинки нет эмодзи)

drago-rosso-picture-title = Драго Россо
drago-rosso-picture-seat = Место { $number }
drago-rosso-picture-ai = { $name } (ИИ)
# $winners: their names listed; $count: how many they are
drago-rosso-picture-over =
    Игра окончена · { $count ->
        [one] побеждает
        [few] побеждают
        [many] побеждают
       *[other] побеждают
    } { $winners }
drago-rosso-picture-offer = { $stopper }: остановка · выкуп { $amount }
# $owner: whose turn another plays, or "none"
drago-rosso-picture-turn =
    Ход { $turn } · { $active }{ $owner ->
        [none] { "" }
       *[other] { " " }(вместо { $owner })
    } { $must_reveal ->
        [yes] открывает карту
       *[no] ходит
    }
drago-rosso-picture-waits = Рыцарь ждёт на хвосте. Откройте карту, чтобы начать!
drago-rosso-picture-advance =
    { $who }: { $steps ->
        [one] { $steps } след
        [few] { $steps } следа
        [many] { $steps } следов
       *[other] { $steps } следа
    }, { $start ->
        [0] хвост
       *[other] полоса { $start }
    } → полоса { $to }, самоцветы +{ $placed }
drago-rosso-picture-head =
    { $who }: { $steps ->
        [one] { $steps } след
        [few] { $steps } следа
        [many] { $steps } следов
       *[other] { $steps } следа
    }, за полосу { $stripes } — к голове! Самоцветы +{ $gained }
drago-rosso-picture-doom = { $who }: третья карта опасности, потеряно самоцветов: { $lost }
drago-rosso-picture-fined =
    { $who }: { $card ->
        [stop] карта «Стоп»
       *[danger] карта опасности
    }, штраф { $fine }, в сокровищницу вернулось самоцветов: { $returned }
drago-rosso-picture-fines = Штраф 1/{ $divisor }
drago-rosso-picture-stripes =
    { $doubled ->
        [yes] Самоцветы x2 за полосу
       *[no] Самоцветы x1 за полосу
    }
drago-rosso-picture-deck = Колода
drago-rosso-picture-treasure = Сокровищница
drago-rosso-picture-stop = СТОП
drago-rosso-picture-count = x{ $count }
# a player's tag under their name; $owner: "yes" for the turn's owner
drago-rosso-picture-tag =
    { $owner ->
        [yes]
            { $tag ->
                [winner] ПОБЕДА · ход
                [stopped] стоп · ход
                [takes] перехват! · ход
                [passes] пас · ход
                [deciding] решает… · ход
                [cannot-pay] не может платить · ход
                [playing] ходит · ход
               *[none] хозяин хода
            }
       *[no]
            { $tag ->
                [winner] ПОБЕДА
                [stopped] стоп
                [takes] перехват!
                [passes] пас
                [deciding] решает…
                [cannot-pay] не может платить
                [playing] ходит
               *[none] { "" }
            }
    }

# Id, которые общий слой читает у каждой игры.

drago-rosso-title = Драго Россо
drago-rosso-tagline = Испытай удачу, 2–6 игроков: ведите рыцаря по спящему дракону и остановитесь, пока он не проснулся · около 10 минут
drago-rosso-quick-start =
    🎴 В свой ход **открывайте** карты: следы 🐾 ведут рыцаря вверх по дракону, а рядом с ним копятся самоцветы 💎.
    ✋ **Стоп** — и кучка ваша, но остальные могут заплатить вам её стоимость и повести вашего рыцаря дальше.
    🛑 Карта «Стоп» или ⚠️ карта опасности стоит штрафа и кучки; третья ⚠️ будит дракона. Побеждает тот, у кого больше самоцветов.
    Значки: 🐾 следы · 🛑 карта «Стоп» · ⚠️ карта опасности · 💎 самоцветы · 👑 сокровищница · 🗡️ рыцарь · 🂠 колода · 🎲 ходит · ✋ остановка · ✅ перехватывает · ❌ пас · ⏳ решает · ⏭️ опередили
drago-rosso-rules =
    { "*" }*🎯 Цель**
    Закончить игру с наибольшим числом самоцветов 💎. У каждого в начале 40; в сокровищнице дракона 👑 — 200 (домашнее правило). Партия длится около десяти ходов.
    
    { "*" }*🂠 Колода**
    51 карта, перемешивается один раз на всю игру:
    • 38 карт следов: 17 × 🐾 1, 11 × 🐾 2, 6 × 🐾 3, 4 × 🐾 4
    • 10 🛑 карт «Стоп»
    • 3 ⚠️ карты опасности
    Стол показывает, сколько карт каждого вида осталось, а ваш личный вид — шанс каждой для следующей карты.
    
    { "*" }*🎴 Ваш ход**
    Рыцарь 🗡️ начинает на хвосте дракона, и рядом с ним пусто. Откройте верхнюю карту:
    • **🐾 Следы**: рыцарь проходит столько полос из 17 к голове, сколько следов на карте, а сокровищница кладёт рядом с ним столько самоцветов, каков номер полосы, куда он пришёл (полоса 6 → 6 самоцветов). Кучка растёт.
    • **🛑 Карта «Стоп»**: вы платите в сокровищницу четверть своих самоцветов (с округлением вниз), кучка возвращается в сокровищницу, а рыцарь — на хвост. Ваш ход окончен.
    После карты следов можно открыть ещё одну или **остановиться**. Если сокровищница пустеет, кладётся только то, что в ней осталось.
    
    { "*" }*⚠️ Карты опасности**
    Первая действует как карта «Стоп». Вторая тоже, но с этого момента штраф — половина ваших самоцветов, а каждая полоса даёт самоцветы вдвойне. Третья будит дракона: открывший её теряет все самоцветы, и игра заканчивается.
    
    { "*" }*✋ Остановка и выкуп**
    Когда вы останавливаетесь, каждый другой игрок, которому это по карману, может заплатить вам стоимость кучки и перехватить ваш ход: рыцарь остаётся на месте вместе с кучкой. Предложение открыто 30 с (домашнее правило); молчание считается пасом. Если согласились несколько, ход получает первый по часовой стрелке от вас.
    Новый игрок должен открыть хотя бы одну карту, а потом тоже может остановиться, и его ход тоже могут перехватить. Если никто не перехватил, кучка уходит вам в запас. В любом случае остановка приносит вам кучку.
    
    { "*" }*🔄 Ходы и раунды**
    Следующий ход переходит к игроку после того, чей ход был в начале, кто бы его ни перехватил. Когда сходили все, раунд окончен: его стол оставляет строку с самоцветами каждого, и начинается новый стол.
    
    { "*" }*🏁 Конец игры**
    Карта следов, которая уводит рыцаря дальше полосы 17, заканчивает игру: этот игрок забирает кучку и всё, что осталось в сокровищнице. Третья ⚠️ карта опасности тоже заканчивает игру. Побеждает тот, у кого больше всего самоцветов; при равенстве победу делят.
drago-rosso-score =
    { $count ->
        [one] { $amount } самоцвет
        [few] { $amount } самоцвета
        [many] { $amount } самоцветов
       *[other] { $amount } самоцвета
    }
drago-rosso-option-treasure = Сокровищница дракона
    .help = Сколько самоцветов в сокровищнице дракона в начале; из неё берутся самоцветы для полос и приз за голову.
drago-rosso-option-offer-seconds = Время на выкуп (с)
    .help = Сколько времени у остальных игроков, чтобы перехватить ход после остановки.
drago-rosso-illegal-no-ransom-offer = Так ходить нельзя: сейчас нет открытого предложения выкупа.
drago-rosso-illegal-reveal-before-stop = Так ходить нельзя: прежде чем остановиться, откройте хотя бы одну карту.
drago-rosso-illegal-deck-empty = Так ходить нельзя: колода пуста.
