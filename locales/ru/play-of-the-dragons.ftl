# Игра драконов (Three-Dragon Ante): все слова, которые игра показывает игрокам.
# Имена приходят экранированными; карты приходят значком и коротким названием («🟥 Красный 8»).


## Что общий слой читает у каждой игры


## Домашние правила (настройки лобби)


## Почему ход отклонён, по кодам движка (само предложение отказа — из общего слоя)


## Слэш-команды

command-play-of-the-dragons =
    .description = Игра драконов: тайные ставки и стаи драконов, 2–6 игроков
command-play-of-the-dragons-new =
    .description = Открыть лобби «Игры драконов» в этом канале
command-play-of-the-dragons-new-start_gold =
    .description = Сколько золота у каждого игрока в начале (по умолчанию 50)
command-play-of-the-dragons-new-gambits =
    .description = 0 (по умолчанию): играть, пока кто-то не останется без золота после кона; иначе — число конов
command-play-of-the-dragons-new-lead_tie_keeps_leader =
    .description = При равенстве сильнейших карт ведущий круга ведёт снова (по умолчанию вкл., как в правилах)
command-play-of-the-dragons-new-timer =
    .description = Сколько времени у игрока на ход, прежде чем за него сходит ИИ

## Карты: названия по цвету или по карте и что делает каждое свойство (полный текст; .summary для правил и меню)

play-of-the-dragons-name-black = Чёрный
play-of-the-dragons-name-blue = Синий
play-of-the-dragons-name-green = Зелёный
play-of-the-dragons-name-red = Красный
play-of-the-dragons-name-white = Белый
play-of-the-dragons-name-brass = Латунный
play-of-the-dragons-name-bronze = Бронзовый
play-of-the-dragons-name-copper = Медный
play-of-the-dragons-name-gold = Золотой
play-of-the-dragons-name-silver = Серебряный
play-of-the-dragons-name-bahamut = Бахамут
play-of-the-dragons-name-tiamat = Тиамат
play-of-the-dragons-name-dracolich = Драколич
play-of-the-dragons-name-archmage = Архимаг
play-of-the-dragons-name-dragonslayer = Драконоборец
play-of-the-dragons-name-thief = Вор
play-of-the-dragons-name-druid = Друид
play-of-the-dragons-name-priest = Жрец
play-of-the-dragons-name-princess = Принцесса
play-of-the-dragons-name-fool = Шут
# "Red 8", "Archmage 9": a card's short name
play-of-the-dragons-card = { $name } { $strength }
play-of-the-dragons-power-black = Возьмите 2 золота из банка.
    .summary = Возьмите 2 золота из банка.
play-of-the-dragons-power-blue = Посчитайте злых драконов в своей стае, включая этого. Либо возьмите столько золота из банка, либо заставьте каждого соперника положить столько же в банк.
    .summary = Посчитайте своих злых драконов: возьмите столько из банка или пусть столько заплатит каждый соперник.
play-of-the-dragons-power-green = Следующий по часовой стрелке игрок либо отдаёт вам из руки злого дракона слабее этой карты, либо платит вам 5 золота.
    .summary = Следующий игрок отдаёт вам более слабого злого дракона или платит вам 5 золота.
play-of-the-dragons-power-red = Соперник с самой сильной стаей платит вам 1 золото, и вы вытягиваете случайную карту из его руки.
    .summary = Соперник с самой сильной стаей платит вам 1 золото; вытяните случайную карту из его руки.
play-of-the-dragons-power-white = Если в какой-нибудь стае на столе есть смертный, возьмите 3 золота из банка.
    .summary = Возьмите 3 золота, если в какой-нибудь стае есть смертный.
play-of-the-dragons-power-brass = Соперник с самой сильной стаей либо отдаёт вам из руки доброго дракона сильнее этой карты, либо платит вам 5 золота.
    .summary = Соперник с самой сильной стаей отдаёт вам более сильного доброго дракона или платит вам 5 золота.
play-of-the-dragons-power-bronze = Заберите в руку две самые слабые карты ставки.
    .summary = Заберите в руку две самые слабые карты ставки.
play-of-the-dragons-power-copper = Сбросьте эту карту и положите на её место верхнюю карту колоды; свойство новой карты срабатывает при любой её силе (если только Медный уже не сбросил её раньше в той же цепочке).
    .summary = Замените эту карту верхней картой колоды; свойство новой карты срабатывает.
play-of-the-dragons-power-gold = Возьмите по карте за каждого доброго дракона в своей стае, включая этого.
    .summary = Возьмите по карте за каждого доброго дракона в своей стае.
play-of-the-dragons-power-silver = Каждый игрок, у которого в стае есть хотя бы один добрый дракон, берёт карту, и вы тоже.
    .summary = Каждый, у кого в стае есть добрый дракон, берёт карту.
play-of-the-dragons-power-bahamut = Каждый соперник, в чьей стае смешаны добрые и злые драконы, платит вам 10 золота. Бог драконов: стая, где есть Бахамут и хоть один злой дракон, никогда не выигрывает кон.
    .summary = Каждый соперник, в чьей стае смешаны добрые и злые драконы, платит вам 10 золота.
play-of-the-dragons-power-tiamat = Своего свойства нет. Богиня драконов: для стай одного цвета она считается чёрным, синим, зелёным, красным и белым драконом, а стая, где есть Тиамат и хоть один добрый дракон, никогда не выигрывает кон.
    .summary = Свойства нет; считается драконом любого злого цвета.
play-of-the-dragons-power-dracolich = Злой дракон-нежить без цвета. Выберите злого дракона в любой стае и примените его свойство так, будто оно напечатано на этой карте.
    .summary = Примените свойство злого дракона из любой стаи.
play-of-the-dragons-power-archmage = Положите 1 золото в банк, затем выберите карту ставки и примените её свойство так, будто оно напечатано на этой карте.
    .summary = Заплатите 1, затем примените свойство карты ставки.
play-of-the-dragons-power-dragonslayer = Положите 1 золото в банк, затем отправьте в сброс одного дракона слабее этой карты из любой стаи (в том числе своей).
    .summary = Заплатите 1, затем сбросьте более слабого дракона из любой стаи.
play-of-the-dragons-power-thief = Возьмите 7 золота из банка, затем сбросьте одну карту с руки.
    .summary = Возьмите 7 золота из банка, затем сбросьте карту.
play-of-the-dragons-power-druid = Положите 1 золото в банк. До конца этого кона побеждает самая слабая стая, а не самая сильная.
    .summary = Заплатите 1; в этом коне побеждает самая слабая стая.
play-of-the-dragons-power-priest = Положите 1 золото в банк. Следующий круг ведёте вы, кто бы ни сыграл самую сильную карту.
    .summary = Заплатите 1; следующий круг ведёте вы.
play-of-the-dragons-power-princess = Положите 1 золото в банк, затем срабатывают свойства всех добрых драконов, уже лежащих в вашей стае, в выбранном вами порядке.
    .summary = Заплатите 1; свойства ваших добрых драконов срабатывают снова.
play-of-the-dragons-power-fool = Положите 1 золото в банк, затем возьмите по карте за каждого игрока, чья стая сильнее вашей.
    .summary = Заплатите 1; возьмите по карте за каждую стаю сильнее вашей.
# what kind of card: $alignment is good or evil
play-of-the-dragons-kind-mortal = смертный
play-of-the-dragons-kind-god =
    { $alignment ->
        [good] добрый бог
       *[evil] злая богиня
    }
play-of-the-dragons-kind-dragon =
    { $alignment ->
        [good] добрый дракон
       *[evil] злой дракон
    }

## Части фраз журнала: имя жирным, список частей, платёж, чьё свойство

play-of-the-dragons-player = **{ $player }**
play-of-the-dragons-clauses = { $first }; { $rest }
play-of-the-dragons-and = { $first } и { $last }
play-of-the-dragons-seat-card = **{ $seat }** { $card }
play-of-the-dragons-seat-gold = **{ $seat }** { $gold }
play-of-the-dragons-pays-stakes = **{ $payer }** платит в банк { $paid } золота
play-of-the-dragons-pays-stakes-owing = **{ $payer }** платит в банк { $paid } золота, долг ещё { $owed }
play-of-the-dragons-pays-seat = **{ $payer }** платит { $paid } золота игроку **{ $payee }**
play-of-the-dragons-pays-seat-owing = **{ $payer }** платит { $paid } золота игроку **{ $payee }**, долг ещё { $owed }
# "**ann**'s ⬛ Black 3", or for a copied power "**ann**'s 💀 Dracolich 10 (as Black)"
play-of-the-dragons-uses = { $card } игрока **{ $seat }**
play-of-the-dragons-uses-copied = { $card } игрока **{ $seat }** (как { $power })

## Журнал: что произошло

play-of-the-dragons-first-gambit = Кон { $gambit }: каждый выбирает карту ставки.
play-of-the-dragons-next-gambit = { $drew ->
        [one] Кон { $gambit }: каждый берёт { $drew } карту и выбирает карту ставки.
        [few] Кон { $gambit }: каждый берёт { $drew } карты и выбирает карту ставки.
        [many] Кон { $gambit }: каждый берёт { $drew } карт и выбирает карту ставки.
       *[other] Кон { $gambit }: каждый берёт { $drew } карты и выбирает карту ставки.
    }
play-of-the-dragons-ante-chosen = **{ $seat }**: карта ставки выбрана.
play-of-the-dragons-ante-tied = Карты ставки: { $antes }. Все значения совпали: карты уходят в сброс, каждый берёт карту и ставит снова.
play-of-the-dragons-ante-revealed = Карты ставки: { $antes }. Каждый ставит { $amount } золота: { $payments }.
play-of-the-dragons-round-started =
    Круг { $round }: ведёт **{ $leader }** ({ $reason ->
        [ante] старшая ставка без пары
        [priest] по слову Жреца
        [strongest] сильнейшая карта круга
        [untied] сильнейшая карта круга без пары
       *[kept] сильнейшие карты равны, поэтому ведущий остаётся прежним
    }).
play-of-the-dragons-tie-break-round-started =
    Круг { $round } (дополнительный, чтобы разрешить ничью): ведёт **{ $leader }** ({ $reason ->
        [ante] старшая ставка без пары
        [priest] по слову Жреца
        [strongest] сильнейшая карта круга
        [untied] сильнейшая карта круга без пары
       *[kept] сильнейшие карты равны, поэтому ведущий остаётся прежним
    }).
play-of-the-dragons-card-played = **{ $seat }** играет { $card } ({ $note ->
        [triggers] свойство срабатывает
        [powerless] свойства у неё нет
       *[strong] слишком сильная, свойство не срабатывает
    }); сила стаи { $strength }.
play-of-the-dragons-turn-skipped = **{ $seat }**: сыграть нечем, этот ход пропускается.
play-of-the-dragons-reshuffled = Сброс перемешан и стал новой колодой.
play-of-the-dragons-cards-bought = **{ $seat }** без карт и покупает: открывается { $card }, { $payment }, и { $count ->
        [one] берётся { $count } карта
        [few] берутся { $count } карты
        [many] берутся { $count } карт
       *[other] берутся { $count } карты
    }.
play-of-the-dragons-colour-flight = **{ $seat }** собирает { $colour ->
        [black] чёрную
        [blue] синюю
        [green] зелёную
        [red] красную
        [white] белую
        [brass] латунную
        [bronze] бронзовую
        [copper] медную
        [gold] золотую
       *[silver] серебряную
    } стаю одного цвета: каждый соперник платит { $amount } ({ $payments }).
play-of-the-dragons-strength-flight = **{ $seat }** собирает стаю одной силы ({ $strength }): { $strength } золота из банка и карты ставки.
play-of-the-dragons-strength-flight-gold = **{ $seat }** берёт { $gold } золота из банка (стая одной силы).
play-of-the-dragons-ante-taken = **{ $seat }** забирает из ставки { $cards } ({ $source ->
        [bronze] Бронзовый
       *[strength_flight] стая одной силы
    }).
play-of-the-dragons-gold-taken = { $who } берёт { $gold } золота из банка.
play-of-the-dragons-no-evil-dragon = { $who }: злых драконов нет; ничего не происходит.
play-of-the-dragons-opponents-pay = { $who } заставляет каждого соперника заплатить { $amount }: { $payments }.
play-of-the-dragons-card-handed = { $who }: **{ $giver }** отдаёт карту игроку **{ $seat }**.
play-of-the-dragons-paid-instead = { $who }: { $payment }.
# Green or Brass: the victim has no dragon it can hand over and pays at once; you-…: as the victim reads it
play-of-the-dragons-paid-without-choice = { $who }: { $payment } (отдать нечего — другого выбора нет).
play-of-the-dragons-you-paid-without-choice = { $who }: у вас нет дракона, которого можно отдать, и вы платите золотом: { $paid }.
play-of-the-dragons-you-paid-without-choice-owing = { $who }: у вас нет дракона, которого можно отдать, и вы платите золотом: { $paid }, долг ещё { $owed }.
play-of-the-dragons-card-pulled = { $who }: { $payment }; **{ $seat }** вытягивает случайную карту из руки игрока **{ $target }**.
play-of-the-dragons-no-card-pulled = { $who }: { $payment }; взять нечего.
play-of-the-dragons-mortal-seen = { $who }: на столе есть смертный, из банка берётся { $gold } золота.
play-of-the-dragons-no-mortal-seen = { $who }: смертных ни в одной стае нет; ничего не происходит.
play-of-the-dragons-copper-stays = { $who }: заменить не на что, карта остаётся.
play-of-the-dragons-copper-swapped =
    { $who } заменяется картой { $card } из колоды ({ $note ->
        [triggers] её свойство срабатывает
        [ran] её свойство уже срабатывало в этой цепочке замен
       *[powerless] свойства у неё нет
    }).
play-of-the-dragons-good-dragons-draw =
    { $who }: { $count ->
        [one] { $count } добрый дракон
        [few] { $count } добрых дракона
        [many] { $count } добрых драконов
       *[other] { $count } доброго дракона
    }, **{ $seat }** берёт { $drew ->
        [one] { $drew } карту
        [few] { $drew } карты
        [many] { $drew } карт
       *[other] { $drew } карты
    }.
play-of-the-dragons-silver-draws =
    { $who }: { $count ->
        [0] карту не берёт никто.
        [one] { $seats } берёт карту.
        [few] { $seats } берут по карте.
        [many] { $seats } берут по карте.
       *[other] { $seats } берут по карте.
    }
play-of-the-dragons-bahamut-collects = { $who }: { $payments }.
play-of-the-dragons-bahamut-nobody = { $who }: ни у одного соперника нет смеси добрых и злых.
play-of-the-dragons-power-copied = { $host } игрока **{ $seat }** применяет свойство карты { $card }.
play-of-the-dragons-power-copied-measured = { $host } игрока **{ $seat }** применяет свойство карты { $card }, мерой служит её сила { $strength }.
# a question with a single possible answer, carried out at once
play-of-the-dragons-only-choice-target = { $host }: { $choice } — единственная возможная цель (других целей нет).
play-of-the-dragons-only-choice-copy = { $host } игрока **{ $seat }**: { $choice } — единственное свойство, которое можно скопировать (других целей нет).
play-of-the-dragons-only-choice-slay = { $host } игрока **{ $seat }**: { $choice } — единственный достаточно слабый дракон (других целей нет).
play-of-the-dragons-only-choice-discard = **{ $seat }** сбрасывает { $choice }, свою единственную карту (выбора нет).
play-of-the-dragons-only-choice-princess = Принцесса игрока **{ $seat }** призывает { $choice } (выбора нет).
play-of-the-dragons-mortal-pays-archmage = { $who }: { $payment }; применяется свойство карты ставки.
play-of-the-dragons-mortal-pays-dragonslayer = { $who }: { $payment }.
play-of-the-dragons-mortal-pays-druid = { $who }: { $payment }; в этом коне побеждает самая слабая стая.
play-of-the-dragons-mortal-pays-priest = { $who }: { $payment }; следующий круг ведёт **{ $seat }**.
play-of-the-dragons-mortal-pays-princess = { $who }: { $payment }; она призывает { $cards }.
play-of-the-dragons-mortal-pays-princess-nothing = { $who }: { $payment }; призвать ей некого: добрых драконов нет.
play-of-the-dragons-mortal-pays-fool =
    { $who }: { $payment }; стаи сильнее: { $stronger }; **{ $seat }** берёт { $drew ->
        [one] { $drew } карту
        [few] { $drew } карты
        [many] { $drew } карт
       *[other] { $drew } карты
    }.
play-of-the-dragons-dragon-slain = { $who } убивает { $card } в стае игрока **{ $owner }**.
play-of-the-dragons-card-thrown-away = **{ $seat }** сбрасывает { $card } (Вор).
play-of-the-dragons-princess-triggers = Принцесса игрока **{ $seat }**: срабатывает { $card }.
play-of-the-dragons-nothing-to-choose-copy = { $host } игрока **{ $seat }**: скопировать нечего.
play-of-the-dragons-nothing-to-choose-slay = { $host } игрока **{ $seat }**: достаточно слабых драконов нет.
play-of-the-dragons-nothing-to-choose-discard = **{ $seat }**: сбрасывать больше нечего.
play-of-the-dragons-nothing-to-choose-princess = Принцесса игрока **{ $seat }**: добрых драконов, которых можно призвать, не осталось.
play-of-the-dragons-nothing-to-choose-bronze = **{ $seat }** больше не берёт карт ставки: их не осталось или рука полна.
play-of-the-dragons-nothing-to-choose-grab = **{ $seat }** больше не берёт карт ставки: их не осталось или рука полна.
play-of-the-dragons-stakes-emptied = Банк пуст: кон { $gambit } сразу заканчивается.
play-of-the-dragons-no-flight-may-win = По правилу богов ни одна стая не может победить; банк остаётся на следующий кон.
play-of-the-dragons-flights-tied = Ничья по силе { $strength }: { $seats }; все играют ещё один круг.
play-of-the-dragons-flights-tied-settled = Ничья по силе { $strength }: { $seats }, и карт ни у кого не осталось; банк остаётся на следующий кон.
play-of-the-dragons-gambit-won = **{ $winner }** выигрывает кон { $gambit } { $weakest ->
        [yes] самой слабой
       *[no] самой сильной
    } стаей ({ $strength }) и забирает { $gold } золота.
play-of-the-dragons-debt-repaid = Долг погашен: { $payments }.
play-of-the-dragons-debt-defaulted = { $payments }.
play-of-the-dragons-eliminated = **{ $seat }** не может заплатить долги и выбывает из игры.
# a gambit's gold on the scoresheet: each player's change of gold and where it came from ($parts: the
# play-of-the-dragons-part-… listed; …-plain: no parts to show); you-…: as each player reads their own
play-of-the-dragons-gambit-scored = 💰 Кон { $gambit }: { $players }.
play-of-the-dragons-gambit-scored-player = **{ $player }** { $points } ({ $parts })
play-of-the-dragons-gambit-scored-player-plain = **{ $player }** { $points }
play-of-the-dragons-you-gambit-scored =
    💰 Кон { $gambit }: ваш итог { $points } ({ $parts }); теперь у вас { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }.
play-of-the-dragons-you-gambit-scored-plain =
    💰 Кон { $gambit }: ваш итог { $points }; теперь у вас { $gold ->
        [one] { $gold } золото
        [few] { $gold } золота
        [many] { $gold } золота
       *[other] { $gold } золота
    }.
# the parts of a gambit's gold ($gold: signed, "+28" or "−8"): the stakes won at its end, the ante, cards bought with an
# empty hand, colour and strength flights, card powers, debts repaid or left unpaid
play-of-the-dragons-part-won = выигранный банк { $gold }
play-of-the-dragons-part-ante = ставка { $gold }
play-of-the-dragons-part-bought = покупка карт { $gold }
play-of-the-dragons-part-flights = особые стаи { $gold }
play-of-the-dragons-part-powers = свойства карт { $gold }
play-of-the-dragons-part-debts = долги { $gold }
play-of-the-dragons-game-over =
    Игра окончена после { $gambits ->
        [one] { $gambits } кона
        [few] { $gambits } конов
        [many] { $gambits } конов
       *[other] { $gambits } кона
    }. Золото: { $gold }. { $count ->
        [one] Побеждает
        [few] Победу делят
        [many] Победу делят
       *[other] Победу делят
    } { $winners }.
play-of-the-dragons-game-over-stakes-left =
    Игра окончена после { $gambits ->
        [one] { $gambits } кона
        [few] { $gambits } конов
        [many] { $gambits } конов
       *[other] { $gambits } кона
    }. Золото: { $gold }. { $count ->
        [one] Побеждает
        [few] Победу делят
        [many] Победу делят
       *[other] Победу делят
    } { $winners }. Оставшиеся в банке { $left } золота не достаются никому.

## Вопросы, которые задаёт свойство, и ответы (кнопки и пункты меню: имена без разметки, карты без значков)

play-of-the-dragons-question-blue = { $host }: взять { $count } золота из банка или заставить каждого соперника заплатить { $count }?
play-of-the-dragons-question-give =
    { $host } игрока **{ $to }**: отдать { $power ->
        [green] злого дракона слабее, чем { $than },
       *[brass] доброго дракона сильнее, чем { $than },
    } из руки или заплатить { $pay } золота?
# the same question as the others see it: whether the victim could hand anything over stays theirs
play-of-the-dragons-question-give-public = { $host } игрока **{ $to }**: отдать подходящего дракона или заплатить { $pay } золота (выбор тайный)
play-of-the-dragons-question-target = { $host }: кого из соперников с самой сильной стаей?
play-of-the-dragons-question-copy-ante = { $host }: свойство какой карты ставки скопировать?
play-of-the-dragons-question-copy-flight = { $host }: свойство какого злого дракона из стай скопировать?
play-of-the-dragons-question-slay = { $host }: какого дракона слабее, чем { $than }, убить?
play-of-the-dragons-question-discard = Вор: какую карту сбросить?
play-of-the-dragons-question-princess = Принцесса: свойство какого доброго дракона сработает следующим?
play-of-the-dragons-question-bronze = Бронзовый: какую из одинаково слабых карт ставки взять?
play-of-the-dragons-question-grab = Стая одной силы: какую карту ставки взять в руку?
play-of-the-dragons-decision-help-blue = Возьмите золото себе или заставьте каждого соперника положить столько же в банк.
play-of-the-dragons-decision-help-give = Отдайте одну из предложенных карт или заплатите вместо этого 5 золота.
play-of-the-dragons-decision-help-target = У нескольких соперников одинаково сильные стаи: выберите, по кому ударит ваше свойство.
play-of-the-dragons-decision-help-copy = Выбранное свойство действует так, будто оно напечатано на вашей карте.
play-of-the-dragons-decision-help-slay = Выбранный дракон покидает стаю и уходит в сброс.
play-of-the-dragons-decision-help-discard = Вор заставляет вас сбросить одну карту с руки.
play-of-the-dragons-decision-help-princess = Свойства ваших добрых драконов срабатывают по одному: выберите следующее.
play-of-the-dragons-decision-help-bronze = Самые слабые карты ставки равны: выберите, какая пойдёт вам в руку.
play-of-the-dragons-decision-help-grab = Все карты ставки в руку не поместятся: выбирайте их по одной.
play-of-the-dragons-choice-take = Взять { $amount } золота из банка
play-of-the-dragons-choice-others = Каждый соперник платит в банк { $amount } золота
play-of-the-dragons-choice-pay = Заплатить { $amount } золота
play-of-the-dragons-choice-give = Отдать { $card }
play-of-the-dragons-choice-target = { $seat } (стая { $strength })
play-of-the-dragons-choice-ante-of = { $card } (ставка игрока { $seat })
play-of-the-dragons-choice-flight-of = { $card } (стая игрока { $seat })
play-of-the-dragons-choice-discard = Сбросить { $card }
play-of-the-dragons-choice-trigger = Запустить { $card }
play-of-the-dragons-choice-take-card = Взять { $card }
play-of-the-dragons-choice-select = Выбрать

## Стол

play-of-the-dragons-table-title = 🪙 { play-of-the-dragons-title } · { $stage }
# the stage of the game; $gambits is 0 when the game plays until someone is out of gold
play-of-the-dragons-stage-final = итоговое золото
play-of-the-dragons-stage-ante =
    { $gambits ->
        [0] кон { $gambit }
       *[other] кон { $gambit } из { $gambits }
    } · ставка
play-of-the-dragons-stage-tie-break =
    { $gambits ->
        [0] кон { $gambit }
       *[other] кон { $gambit } из { $gambits }
    } · круг { $round } (переигровка)
play-of-the-dragons-stage-round =
    { $gambits ->
        [0] кон { $gambit }
       *[other] кон { $gambit } из { $gambits }
    } · круг { $round } из { $rounds }
play-of-the-dragons-game-over-line =
    🏁 Игра окончена после { $gambits ->
        [one] { $gambits } кона
        [few] { $gambits } конов
        [many] { $gambits } конов
       *[other] { $gambits } кона
    }.
play-of-the-dragons-stakes-line = 💰 Банк: **{ $stakes }** золота
play-of-the-dragons-ante-line = 🎲 **Ставка**: каждый тайно выбирает карту (**{ table-hand-button }**).
play-of-the-dragons-leads-line =
    💰 Банк: **{ $stakes }** золота · 🚩 ведёт **{ $name }** · { $weakest ->
        [yes] 🌿 побеждает **самая слабая** стая (Друид)
       *[no] побеждает самая сильная стая
    }
play-of-the-dragons-must-decide = ❓ **{ $name }** решает: { $prompt }
play-of-the-dragons-to-play = ▶️ Ходит **{ $name }** · { $rule }
play-of-the-dragons-trigger-first = ⚡ первая карта круга срабатывает всегда
play-of-the-dragons-trigger-at-most = ⚡ при силе **{ $strength }** или меньше
play-of-the-dragons-player-gold =
    💰 **{ $gold }** · ✋ { $cards } { $cards ->
        [one] карта
        [few] карты
        [many] карт
       *[other] карты
    }
play-of-the-dragons-out-of-the-game = вне игры · 💰 { $gold }
play-of-the-dragons-owes = ⚠️ долг: { $debts }
play-of-the-dragons-owed = { $amount } игроку { $creditor }
play-of-the-dragons-owed-stakes = { $amount } в банк
play-of-the-dragons-flight-earlier = … и ещё { $count }
play-of-the-dragons-cannot-win = 🚫 не может победить
play-of-the-dragons-special-colour =
    🎉 { $colour ->
        [black] чёрная
        [blue] синяя
        [green] зелёная
        [red] красная
        [white] белая
        [brass] латунная
        [bronze] бронзовая
        [copper] медная
        [gold] золотая
       *[silver] серебряная
    } стая одного цвета
play-of-the-dragons-special-strength = 🎉 стая одной силы: { $strength }
play-of-the-dragons-priest-leads = 🕯️ ведёт следующий круг
play-of-the-dragons-what-happened = Что произошло
play-of-the-dragons-scoresheet = Золото после каждого кона
play-of-the-dragons-scoresheet-gambit = Кон
play-of-the-dragons-scoresheet-start = Старт
play-of-the-dragons-house-rules =
    { $gambits ->
        [0] Пока у кого-то не кончится золото
        [one] Всего { $gambits } кон
        [few] Всего { $gambits } кона
        [many] Всего { $gambits } конов
       *[other] Всего { $gambits } кона
    } · { $ties ->
        [keep] при равенстве ведущий остаётся
       *[untied] ведёт карта без пары
    } · время на ход: { $timer } · колода: { $deck } · сброс: { $discard }
play-of-the-dragons-timer-off = без ограничения
play-of-the-dragons-timer-minutes = { $minutes } мин
play-of-the-dragons-timer-seconds = { $seconds } с
# the one line an old table keeps once its gambit is over
play-of-the-dragons-summary-won = 🏁 Кон { $gambit } окончен · банк забирает **{ $winner }**: { $amount } золота · 💰 { $gold }
play-of-the-dragons-summary-won-weakest = 🏁 Кон { $gambit } окончен · банк забирает **{ $winner }** самой слабой стаей: { $amount } золота · 💰 { $gold }
play-of-the-dragons-summary-emptied = 🏁 Кон { $gambit } окончен · банк опустел · 💰 { $gold }
play-of-the-dragons-summary-kept = 🏁 Кон { $gambit } окончен · победителя нет: банк остаётся · 💰 { $gold }
play-of-the-dragons-summary-gold = 🏁 Кон { $gambit } окончен · 💰 { $gold }
play-of-the-dragons-summary-player = { $name } { $gold }
play-of-the-dragons-summary-player-out = { $name } вне игры
# …-parts: the gold, its change over the gambit ($points, signed) and where that came from
play-of-the-dragons-summary-player-parts = { $name } { $gold } ({ $points }: { $parts })
play-of-the-dragons-summary-player-out-parts = { $name } вне игры ({ $points }: { $parts })

## Рука игрока

play-of-the-dragons-hand-title = Ваши карты · { $stage }
play-of-the-dragons-hand-game-over = 🏁 Игра окончена: у вас в итоге **{ $gold }** золота. Результаты на столе.
play-of-the-dragons-hand-eliminated = 💀 Вы выбыли из игры; как идут дела у остальных, видно на столе.
play-of-the-dragons-your-decision = ❓ **Ваше решение**: { $prompt }
play-of-the-dragons-choose-ante = 🎲 **Выберите карту ставки** — тайно. Каждый платит в банк силу старшей ставки; старшая ставка без пары ведёт круг 1.
play-of-the-dragons-your-ante = 🎲 Ваша ставка: { $card }.
play-of-the-dragons-your-ante-waiting = 🎲 Ваша ставка: { $card }. Ждём: { $names }.
play-of-the-dragons-no-ante = 🎲 Вам нечего поставить; остальные выбирают.
play-of-the-dragons-your-turn = ▶️ **Ваш ход**: сыграйте карту в свою стаю · { $rule }
play-of-the-dragons-is-deciding = ⏳ **{ $name }** решает: { $prompt }
play-of-the-dragons-waiting-to-play = ⏳ Ждём хода: **{ $name }**.
play-of-the-dragons-waiting-for-others = ⏳ Ждём остальных.
play-of-the-dragons-your-gold =
    💰 **{ $gold }** золота · банк **{ $stakes }** · ✋ { $cards } { $cards ->
        [one] карта
        [few] карты
        [many] карт
       *[other] карты
    } (не больше { $limit })
play-of-the-dragons-your-debts = ⚠️ Ваш долг: { $debts }
play-of-the-dragons-your-flight = 🐉 Ваша стая **{ $strength }**: { $flight }
play-of-the-dragons-your-flight-cannot-win = 🐉 Ваша стая **{ $strength }**: { $flight } · 🚫 не может победить
# $cards: the cards of the hand whose play would leave the flight unable to win
play-of-the-dragons-spoils-warning = ⚠️ { $cards }: если сыграть сейчас, ваша стая уже никогда не сможет победить (правило богов драконов).
# a hidden card the reader gave or took (Red's pull, Green's or Brass's gift); $name: the other player
play-of-the-dragons-exchange-taken-from-you = ✋ **{ $name }** забирает у вас карту: { $card }.
play-of-the-dragons-exchange-you-took = ✋ Вы забираете у игрока **{ $name }** карту: { $card }.
play-of-the-dragons-exchange-you-handed = 🤝 Вы отдаёте игроку **{ $name }** карту: { $card }.
play-of-the-dragons-exchange-handed-you = 🤝 **{ $name }** отдаёт вам карту: { $card }.
play-of-the-dragons-other-flights = 🐉 Остальные: { $flights }
play-of-the-dragons-other-flight = { $name } **{ $strength }**
play-of-the-dragons-other-flight-cannot-win = { $name } **{ $strength }** 🚫
play-of-the-dragons-weakest-note = 🌿 В этом коне побеждает **самая слабая** стая (Друид).
play-of-the-dragons-no-cards = У вас нет карт.
# the button that shows the powers of one's cards, and its answer
play-of-the-dragons-powers-button = Свойства карт
play-of-the-dragons-powers-title = 📜 Что делают ваши карты · { $stage }
play-of-the-dragons-powers-line = { $emoji } **{ $names }** · { $kind }: { $text }
play-of-the-dragons-powers-choices = **Свойства, из которых можно выбрать**
play-of-the-dragons-powers-footer = { $trigger } = свойство сработает, если сыграть карту сейчас
play-of-the-dragons-not-seated = Вы не участвуете в этой игре.

# Id, которые общий слой читает у каждой игры.

play-of-the-dragons-title = Игра драконов
play-of-the-dragons-tagline = Ставки и стаи драконов для 2–6: тайная ставка, самая сильная стая, всё золото · около 5 минут на кон
play-of-the-dragons-quick-start =
    🎲 **Ставка**: в каждом коне каждый тайно выбирает карту; старшая определяет, сколько все платят в банк.
    🐉 **Игра**: за 3 круга каждый добавляет по карте в свою стаю; карта не сильнее предыдущей срабатывает ⚡.
    💰 **Победа**: самая сильная стая забирает банк; когда у кого-то кончится золото, побеждает тот, у кого его больше всех.
    
    Значки: 💰 золото · ✋ карты в руке · 🎲 ставка · 🐉 сила стаи · ⚡ свойство срабатывает · 🚩 ведёт круг · ▶️ ходит · ❓ решает · ⚠️ долг · 🚫 не может победить · 🎉 особая стая · 📜 **Свойства карт** (в ваших картах) рассказывает, что делают ваши карты.
play-of-the-dragons-rules =
    { "*" }*Цель.** Закончить игру с наибольшим количеством золота. У каждого в начале 50 золота (домашнее правило) и 6 карт; в руке не больше 10 карт.
    
    { "*" }*Карты.** 70 карт, у каждой рядом со значком всегда написано название. Драконы десяти цветов, сила 1–13: злые ⬛ Чёрный, 🟦 Синий, 🟩 Зелёный, 🟥 Красный, ⬜ Белый; добрые 🟫 Латунный, 🟤 Бронзовый, 🟠 Медный, 🟨 Золотой, ⚪ Серебряный. Боги 💠 Бахамут (добрый) и 🐲 Тиамат (злая), злой 💀 Драколич и семь смертных: 🧙 Архимаг, ⚔️ Драконоборец, 🦹 Вор, 🌿 Друид, 🕯️ Жрец, 👸 Принцесса, 🃏 Шут.
    
    { "*" }*Ставка.** Кон начинается с того, что каждый тайно выбирает карту; все карты открывают одновременно. Каждый платит в банк силу старшей ставки, а владелец старшего значения, которого больше ни у кого нет, ведёт круг 1. Если каждое значение у кого-то совпало, ставки уходят в сброс, каждый берёт карту и снова ставит, уже бесплатно. Карты ставки лежат в открытую рядом с банком.
    
    { "*" }*Круги.** Три круга; в каждом, начиная с ведущего и по часовой стрелке, каждый кладёт карту в свою стаю. Самая сильная карта ведёт следующий круг; при равенстве ведущий круга остаётся ведущим (если домашнее правило «При равенстве ведущий остаётся» выключено, ведёт самая сильная карта без пары). Жрец отменяет всё это.
    
    { "*" }*Свойства ⚡.** Свойство карты **срабатывает**, если карта открывает круг или не сильнее карты, сыгранной прямо перед ней. В вашей руке такие карты отмечены ⚡, а кнопка **📜 Свойства карт** рассказывает, что делает каждая. Жертву Зелёного или Латунного всегда спрашивают (только она видит, что может отдать; заплатить 5 можно всегда). Когда Драколич или Архимаг применяет свойство другой карты, «эта карта» меряется силой скопированной карты. Свойство с единственной возможной целью выбирает её сразу, и журнал об этом сообщает.
    
    { "*" }*Выигрыш кона.** После круга 3 самая сильная стая (сумма сил) забирает банк, а если сработал Друид — самая слабая. При равенстве стай все играют ещё один круг. Свойство, опустошившее банк, сразу заканчивает кон.
    
    { "*" }*Боги.** Стая с Бахамутом и хоть одним злым драконом или с Тиамат и хоть одним добрым драконом победить не может; банк, который не может выиграть ни одна стая, остаётся на следующий кон. Тиамат считается драконом любого злого цвета.
    
    { "*" }*Особые стаи**, каждая раз за кон: три дракона одного цвета заставляют каждого соперника заплатить вам силу среднего из них; три карты одной силы берут столько же из банка и вдобавок карты ставки.
    
    { "*" }*Покупка карт.** Если рука пуста, вы открываете верхнюю карту колоды, платите её силу в банк и берёте 4 карты.
    
    { "*" }*Долги.** Кто не может заплатить, платит сколько есть и остаётся в долгу; если долг не погашен к концу кона, игрок выбывает.
    
    { "*" }*Конец.** После кона каждый берёт 2 карты. Игра заканчивается после кона, после которого у кого-то не осталось золота (или после числа конов, заданного организатором); побеждает тот, у кого больше всего золота, при равенстве победу делят. Золото, оставшееся в банке, не достаётся никому.
    
    { "*" }*Свойства злых драконов**
    ⬛ **Чёрный**: Возьмите 2 золота из банка.
    🟦 **Синий**: Посчитайте своих злых драконов: возьмите столько из банка или пусть столько заплатит каждый соперник.
    🟩 **Зелёный**: Следующий игрок отдаёт вам более слабого злого дракона или платит вам 5 золота.
    🟥 **Красный**: Соперник с самой сильной стаей платит вам 1 золото; вытяните случайную карту из его руки.
    ⬜ **Белый**: Возьмите 3 золота, если в какой-нибудь стае есть смертный.
    
    { "*" }*Свойства добрых драконов**
    🟫 **Латунный**: Соперник с самой сильной стаей отдаёт вам более сильного доброго дракона или платит вам 5 золота.
    🟤 **Бронзовый**: Заберите в руку две самые слабые карты ставки.
    🟠 **Медный**: Замените эту карту верхней картой колоды; свойство новой карты срабатывает.
    🟨 **Золотой**: Возьмите по карте за каждого доброго дракона в своей стае.
    ⚪ **Серебряный**: Каждый, у кого в стае есть добрый дракон, берёт карту.
    
    { "*" }*Свойства богов, Драколича и смертных**
    💠 **Бахамут**: Каждый соперник, в чьей стае смешаны добрые и злые драконы, платит вам 10 золота.
    🐲 **Тиамат**: Свойства нет; считается драконом любого злого цвета.
    💀 **Драколич**: Примените свойство злого дракона из любой стаи.
    🧙 **Архимаг**: Заплатите 1, затем примените свойство карты ставки.
    ⚔️ **Драконоборец**: Заплатите 1, затем сбросьте более слабого дракона из любой стаи.
    🦹 **Вор**: Возьмите 7 золота из банка, затем сбросьте карту.
    🌿 **Друид**: Заплатите 1; в этом коне побеждает самая слабая стая.
    🕯️ **Жрец**: Заплатите 1; следующий круг ведёте вы.
    👸 **Принцесса**: Заплатите 1; свойства ваших добрых драконов срабатывают снова.
    🃏 **Шут**: Заплатите 1; возьмите по карте за каждую стаю сильнее вашей.
play-of-the-dragons-score =
    { $count ->
        [one] { $amount } золото
        [few] { $amount } золота
        [many] { $amount } золота
       *[other] { $amount } золота
    }
play-of-the-dragons-option-start-gold = Золото в начале
    .help = Сколько золота у каждого игрока в начале.
play-of-the-dragons-option-gambits = Коны
    .help = 0: играть, пока после кона у кого-то не кончится золото; иначе — сколько конов играть.
play-of-the-dragons-option-gambits-0 = пока у кого-то не кончится золото
play-of-the-dragons-option-lead-tie-keeps-leader = При равенстве ведущий остаётся
    .help = При равенстве сильнейших карт круга ведущий круга ведёт снова (по правилам); выкл.: ведёт сильнейшая карта без пары.
play-of-the-dragons-illegal-answer-power-first = Так ходить нельзя: сначала другой игрок должен ответить на свойство.
play-of-the-dragons-illegal-ante-already-chosen = Так ходить нельзя: вы уже выбрали карту ставки.
play-of-the-dragons-illegal-answer-question-first = Так ходить нельзя: сначала ответьте на открытый вопрос.
play-of-the-dragons-illegal-ante-now = Так ходить нельзя: сейчас время сделать ставку картой (ante:<card>).
play-of-the-dragons-illegal-play-now = Так ходить нельзя: сейчас время сыграть карту (play:<card>).
play-of-the-dragons-illegal-ante-now-because-no-such-card = Так ходить нельзя: сейчас время сделать ставку картой (ante:<card>): карты «{ $card }» нет.
play-of-the-dragons-illegal-ante-now-because-no-such-action = Так ходить нельзя: сейчас время сделать ставку картой (ante:<card>): «{ $action }» — не действие.
play-of-the-dragons-illegal-play-now-because-no-such-card = Так ходить нельзя: сейчас время сыграть карту (play:<card>): карты «{ $card }» нет.
play-of-the-dragons-illegal-play-now-because-no-such-action = Так ходить нельзя: сейчас время сыграть карту (play:<card>): «{ $action }» — не действие.
play-of-the-dragons-illegal-card-not-held = Так ходить нельзя: у вас нет карты { $card }.
play-of-the-dragons-illegal-no-such-card = Так ходить нельзя: карты «{ $card }» нет.
play-of-the-dragons-illegal-no-such-action = Так ходить нельзя: «{ $action }» — не действие.
