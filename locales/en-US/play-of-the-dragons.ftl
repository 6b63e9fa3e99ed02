# Play of the Dragons (Three-Dragon Ante): every word the game shows players.
# Names arrive escaped for markdown; cards arrive as their emoji and short name ("🟥 Red 8").


## What the shared layer reads for every game


## The house rules (lobby options)


## Why a move is refused, by the engine's code (the refusal's own sentence is the shared layer's)


## The slash commands

command-play-of-the-dragons =
    .description = Play of the Dragons: Three-Dragon Ante for 2–6 players
command-play-of-the-dragons-new =
    .description = Open a Play of the Dragons lobby in this channel
command-play-of-the-dragons-new-start_gold =
    .description = Gold each player starts with (default 50)
command-play-of-the-dragons-new-gambits =
    .description = 0 (default): play until a gambit leaves someone without gold; else how many gambits
command-play-of-the-dragons-new-lead_tie_keeps_leader =
    .description = On a tie for the strongest card the round's leader leads again (default: on, the document's rule)
command-play-of-the-dragons-new-timer =
    .description = How long each player has for a move before the AI plays for them

## The cards: names by colour or card, and what each power does (full text; .summary for the rules and selects)

play-of-the-dragons-name-black = Black
play-of-the-dragons-name-blue = Blue
play-of-the-dragons-name-green = Green
play-of-the-dragons-name-red = Red
play-of-the-dragons-name-white = White
play-of-the-dragons-name-brass = Brass
play-of-the-dragons-name-bronze = Bronze
play-of-the-dragons-name-copper = Copper
play-of-the-dragons-name-gold = Gold
play-of-the-dragons-name-silver = Silver
play-of-the-dragons-name-bahamut = Bahamut
play-of-the-dragons-name-tiamat = Tiamat
play-of-the-dragons-name-dracolich = Dracolich
play-of-the-dragons-name-archmage = Archmage
play-of-the-dragons-name-dragonslayer = Dragonslayer
play-of-the-dragons-name-thief = Thief
play-of-the-dragons-name-druid = Druid
play-of-the-dragons-name-priest = Priest
play-of-the-dragons-name-princess = Princess
play-of-the-dragons-name-fool = Fool
# "Red 8", "Archmage 9": a card's short name
play-of-the-dragons-card = { $name } { $strength }
play-of-the-dragons-power-black = Take 2 gold from the stakes.
    .summary = Take 2 gold from the stakes.
play-of-the-dragons-power-blue = Count the evil dragons in your flight, this one too. Either take that much gold from the stakes, or make every opponent put that much into the stakes.
    .summary = Count your evil dragons: take that much from the stakes, or every opponent pays it in.
play-of-the-dragons-power-green = The next player clockwise must either hand you an evil dragon from their hand that is weaker than this card, or pay you 5 gold.
    .summary = The next player gives you a weaker evil dragon or pays you 5 gold.
play-of-the-dragons-power-red = The opponent whose flight is strongest pays you 1 gold, and you pull a random card out of their hand.
    .summary = The opponent with the strongest flight pays you 1 gold; pull a random card from their hand.
play-of-the-dragons-power-white = If there is a mortal in any flight on the table, take 3 gold from the stakes.
    .summary = Take 3 gold if a mortal is in any flight.
play-of-the-dragons-power-brass = The opponent whose flight is strongest must either hand you a good dragon from their hand that is stronger than this card, or pay you 5 gold.
    .summary = The opponent with the strongest flight gives you a stronger good dragon or pays you 5 gold.
play-of-the-dragons-power-bronze = Move the two weakest cards of the ante into your hand.
    .summary = Take the two weakest ante cards into your hand.
play-of-the-dragons-power-copper = Throw this card away and put the top card of the draw pile in its place; the newcomer's power triggers whatever its strength (unless a Copper threw it away earlier in the same chain).
    .summary = Swap this card for the top card of the draw pile, whose power then triggers.
play-of-the-dragons-power-gold = Draw one card for each good dragon in your flight, this one too.
    .summary = Draw a card per good dragon in your flight.
play-of-the-dragons-power-silver = Every player with at least one good dragon in their flight draws a card, you included.
    .summary = Everyone with a good dragon in their flight draws a card.
play-of-the-dragons-power-bahamut = Every opponent whose flight mixes good and evil dragons pays you 10 gold. Dragon god: a flight holding Bahamut and any evil dragon can never win the gambit.
    .summary = Every opponent whose flight mixes good and evil dragons pays you 10 gold.
play-of-the-dragons-power-tiamat = Has no power of her own. Dragon god: she counts as a black, blue, green, red and white dragon for colour flights, and a flight holding Tiamat and any good dragon can never win the gambit.
    .summary = No power; she counts as every evil colour.
play-of-the-dragons-power-dracolich = An undead evil dragon of no colour. Pick an evil dragon in any flight and use its power as if it were printed on this card.
    .summary = Use the power of an evil dragon in any flight.
play-of-the-dragons-power-archmage = Put 1 gold into the stakes, then pick a card of the ante and use its power as if it were printed on this card.
    .summary = Pay 1, then use the power of an ante card.
play-of-the-dragons-power-dragonslayer = Put 1 gold into the stakes, then send one dragon weaker than this card from any flight (yours too) to the discard pile.
    .summary = Pay 1, then discard a weaker dragon from any flight.
play-of-the-dragons-power-thief = Take 7 gold from the stakes, then throw away one card from your hand.
    .summary = Take 7 gold from the stakes, then throw away a card.
play-of-the-dragons-power-druid = Put 1 gold into the stakes. For the rest of this gambit the weakest flight wins instead of the strongest.
    .summary = Pay 1; the weakest flight wins this gambit.
play-of-the-dragons-power-priest = Put 1 gold into the stakes. You lead the next round, whoever played the strongest card.
    .summary = Pay 1; you lead the next round.
play-of-the-dragons-power-princess = Put 1 gold into the stakes, then the power of every good dragon already in your flight triggers, in the order you pick.
    .summary = Pay 1; your good dragons' powers trigger again.
play-of-the-dragons-power-fool = Put 1 gold into the stakes, then draw one card for each player whose flight is stronger than yours.
    .summary = Pay 1; draw a card per flight stronger than yours.
# what kind of card: $alignment is good or evil
play-of-the-dragons-kind-mortal = mortal
play-of-the-dragons-kind-god =
    { $alignment ->
        [good] good god
       *[evil] evil god
    }
play-of-the-dragons-kind-dragon =
    { $alignment ->
        [good] good dragon
       *[evil] evil dragon
    }

## Parts of the log's sentences: a bold name, a list of clauses, a payment, who uses a power

play-of-the-dragons-player = **{ $player }**
play-of-the-dragons-clauses = { $first }; { $rest }
play-of-the-dragons-and = { $first } and { $last }
play-of-the-dragons-seat-card = **{ $seat }** { $card }
play-of-the-dragons-seat-gold = **{ $seat }** { $gold }
play-of-the-dragons-pays-stakes = **{ $payer }** pays { $paid } gold into the stakes
play-of-the-dragons-pays-stakes-owing = **{ $payer }** pays { $paid } gold into the stakes and owes { $owed } more
play-of-the-dragons-pays-seat = **{ $payer }** pays { $paid } gold to **{ $payee }**
play-of-the-dragons-pays-seat-owing = **{ $payer }** pays { $paid } gold to **{ $payee }** and owes { $owed } more
# "**ann**'s ⬛ Black 3", or for a copied power "**ann**'s 💀 Dracolich 10 (as Black)"
play-of-the-dragons-uses = **{ $seat }**'s { $card }
play-of-the-dragons-uses-copied = **{ $seat }**'s { $card } (as { $power })

## The log: what happened

play-of-the-dragons-first-gambit = Gambit { $gambit }: everyone chooses an ante card.
play-of-the-dragons-next-gambit = Gambit { $gambit }: everyone draws { $drew } cards and chooses an ante card.
play-of-the-dragons-ante-chosen = **{ $seat }** has chosen an ante card.
play-of-the-dragons-ante-tied = Ante cards: { $antes }. Every value is tied: the cards are discarded, everyone draws a card and antes again.
play-of-the-dragons-ante-revealed = Ante cards: { $antes }. Everyone antes { $amount } gold: { $payments }.
play-of-the-dragons-round-started =
    Round { $round }: **{ $leader }** leads ({ $reason ->
        [ante] highest untied ante
        [priest] the Priest's call
        [strongest] strongest card of the round
        [untied] strongest untied card of the round
       *[kept] the strongest card is tied, so the leader keeps the lead
    }).
play-of-the-dragons-tie-break-round-started =
    Round { $round } (an extra round to break the tie): **{ $leader }** leads ({ $reason ->
        [ante] highest untied ante
        [priest] the Priest's call
        [strongest] strongest card of the round
        [untied] strongest untied card of the round
       *[kept] the strongest card is tied, so the leader keeps the lead
    }).
play-of-the-dragons-card-played = **{ $seat }** plays { $card } ({ $note ->
        [triggers] its power triggers
        [powerless] it has no power
       *[strong] too strong to trigger its power
    }); flight strength { $strength }.
play-of-the-dragons-turn-skipped = **{ $seat }** has no card to play and sits out this turn.
play-of-the-dragons-reshuffled = The discard pile is shuffled into a new draw pile.
play-of-the-dragons-cards-bought = **{ $seat }** is out of cards and buys: { $card } is turned over, { $payment }, and draws { $count ->
        [one] a card
       *[other] { $count } cards
    }.
play-of-the-dragons-colour-flight = **{ $seat }** completes a { $colour ->
        [black] black
        [blue] blue
        [green] green
        [red] red
        [white] white
        [brass] brass
        [bronze] bronze
        [copper] copper
        [gold] gold
       *[silver] silver
    } colour flight: every opponent pays { $amount } ({ $payments }).
play-of-the-dragons-strength-flight = **{ $seat }** completes a strength flight of { $strength }s: { $strength } gold from the stakes and the ante cards.
play-of-the-dragons-strength-flight-gold = **{ $seat }** takes { $gold } gold from the stakes (strength flight).
play-of-the-dragons-ante-taken = **{ $seat }** takes { $cards } from the ante ({ $source ->
        [bronze] Bronze
       *[strength_flight] strength flight
    }).
play-of-the-dragons-gold-taken = { $who } takes { $gold } gold from the stakes.
play-of-the-dragons-no-evil-dragon = { $who } counts no evil dragon; nothing happens.
play-of-the-dragons-opponents-pay = { $who } makes every opponent pay { $amount }: { $payments }.
play-of-the-dragons-card-handed = { $who }: **{ $giver }** hands **{ $seat }** a card.
play-of-the-dragons-paid-instead = { $who }: { $payment }.
# Green or Brass: the victim has no dragon it can hand over and pays at once; you-…: as the victim reads it
play-of-the-dragons-paid-without-choice = { $who }: { $payment } (no dragon to hand over: no other choice).
play-of-the-dragons-you-paid-without-choice = { $who }: you pay { $paid } gold, as you have no dragon you can hand over.
play-of-the-dragons-you-paid-without-choice-owing = { $who }: you pay { $paid } gold and owe { $owed } more, as you have no dragon you can hand over.
play-of-the-dragons-card-pulled = { $who }: { $payment }; **{ $seat }** pulls a random card from **{ $target }**'s hand.
play-of-the-dragons-no-card-pulled = { $who }: { $payment }; no card can be taken.
play-of-the-dragons-mortal-seen = { $who } sees a mortal and takes { $gold } gold from the stakes.
play-of-the-dragons-no-mortal-seen = { $who } sees no mortal in any flight; nothing happens.
play-of-the-dragons-copper-stays = { $who } finds no card to swap with and stays.
play-of-the-dragons-copper-swapped =
    { $who } is swapped for { $card } from the draw pile ({ $note ->
        [triggers] its power triggers
        [ran] its power already ran in this chain of swaps
       *[powerless] it has no power
    }).
play-of-the-dragons-good-dragons-draw =
    { $who } counts { $count } good { $count ->
        [one] dragon
       *[other] dragons
    }: **{ $seat }** draws { $drew ->
        [one] a card
       *[other] { $drew } cards
    }.
play-of-the-dragons-silver-draws =
    { $who }: { $count ->
        [0] nobody draws a card.
        [one] { $seats } draws a card.
       *[other] { $seats } each draw a card.
    }
play-of-the-dragons-bahamut-collects = { $who }: { $payments }.
play-of-the-dragons-bahamut-nobody = { $who }: no opponent mixes good and evil.
play-of-the-dragons-power-copied = **{ $seat }**'s { $host } uses the power of { $card }.
play-of-the-dragons-power-copied-measured = **{ $seat }**'s { $host } uses the power of { $card }, measured by its strength { $strength }.
# a question with a single possible answer, carried out at once
play-of-the-dragons-only-choice-target = { $host }: { $choice } is the only possible target (no other target).
play-of-the-dragons-only-choice-copy = **{ $seat }**'s { $host }: { $choice } is the only power to copy (no other target).
play-of-the-dragons-only-choice-slay = **{ $seat }**'s { $host }: { $choice } is the only dragon weak enough (no other target).
play-of-the-dragons-only-choice-discard = **{ $seat }** must throw away { $choice }, their only card (no other choice).
play-of-the-dragons-only-choice-princess = **{ $seat }**'s Princess calls on { $choice } (no other choice).
play-of-the-dragons-mortal-pays-archmage = { $who }: { $payment }; an ante card's power is used.
play-of-the-dragons-mortal-pays-dragonslayer = { $who }: { $payment }.
play-of-the-dragons-mortal-pays-druid = { $who }: { $payment }; the weakest flight wins this gambit.
play-of-the-dragons-mortal-pays-priest = { $who }: { $payment }; **{ $seat }** leads the next round.
play-of-the-dragons-mortal-pays-princess = { $who }: { $payment }; she calls on { $cards }.
play-of-the-dragons-mortal-pays-princess-nothing = { $who }: { $payment }; she calls on no good dragon.
play-of-the-dragons-mortal-pays-fool =
    { $who }: { $payment }; stronger flights: { $stronger }; **{ $seat }** draws { $drew ->
        [one] a card
       *[other] { $drew } cards
    }.
play-of-the-dragons-dragon-slain = { $who } slays { $card } in **{ $owner }**'s flight.
play-of-the-dragons-card-thrown-away = **{ $seat }** throws away { $card } (Thief).
play-of-the-dragons-princess-triggers = **{ $seat }**'s Princess triggers { $card }.
play-of-the-dragons-nothing-to-choose-copy = **{ $seat }**'s { $host } finds no power to copy.
play-of-the-dragons-nothing-to-choose-slay = **{ $seat }**'s { $host } finds no dragon weak enough to slay.
play-of-the-dragons-nothing-to-choose-discard = **{ $seat }** has no card left to throw away.
play-of-the-dragons-nothing-to-choose-princess = **{ $seat }**'s Princess has no good dragon left to call on.
play-of-the-dragons-nothing-to-choose-bronze = **{ $seat }** takes no (more) ante cards: none left or no room in hand.
play-of-the-dragons-nothing-to-choose-grab = **{ $seat }** takes no (more) ante cards: none left or no room in hand.
play-of-the-dragons-stakes-emptied = The stakes are empty: gambit { $gambit } ends at once.
play-of-the-dragons-no-flight-may-win = No flight may win under the god rules; the stakes stay for the next gambit.
play-of-the-dragons-flights-tied = { $seats } tie at { $strength }: everyone plays another round.
play-of-the-dragons-flights-tied-settled = { $seats } tie at { $strength } and nobody has a card left; the stakes stay for the next gambit.
play-of-the-dragons-gambit-won = **{ $winner }** wins gambit { $gambit } with the { $weakest ->
        [yes] weakest
       *[no] strongest
    } flight ({ $strength }) and takes { $gold } gold.
play-of-the-dragons-debt-repaid = Debt repaid: { $payments }.
play-of-the-dragons-debt-defaulted = { $payments }.
play-of-the-dragons-eliminated = **{ $seat }** cannot pay their debts and is eliminated.
# a gambit's gold on the scoresheet: each player's change of gold and where it came from ($parts: the
# play-of-the-dragons-part-… listed; …-plain: no parts to show); you-…: as each player reads their own
play-of-the-dragons-gambit-scored = 💰 Gambit { $gambit }: { $players }.
play-of-the-dragons-gambit-scored-player = **{ $player }** { $points } ({ $parts })
play-of-the-dragons-gambit-scored-player-plain = **{ $player }** { $points }
play-of-the-dragons-you-gambit-scored = 💰 Gambit { $gambit }: your balance { $points } ({ $parts }); you now have { $gold } gold.
play-of-the-dragons-you-gambit-scored-plain = 💰 Gambit { $gambit }: your balance { $points }; you now have { $gold } gold.
# the parts of a gambit's gold ($gold: signed, "+28" or "−8"): the stakes won at its end, the ante, cards bought with an
# empty hand, colour and strength flights, card powers, debts repaid or left unpaid
play-of-the-dragons-part-won = stakes { $gold }
play-of-the-dragons-part-ante = ante { $gold }
play-of-the-dragons-part-bought = cards bought { $gold }
play-of-the-dragons-part-flights = special flights { $gold }
play-of-the-dragons-part-powers = powers { $gold }
play-of-the-dragons-part-debts = debts { $gold }
play-of-the-dragons-game-over =
    Game over after { $gambits ->
        [one] { $gambits } gambit
       *[other] { $gambits } gambits
    }. Gold: { $gold }. { $winners } { $count ->
        [one] wins.
       *[other] share the win.
    }
play-of-the-dragons-game-over-stakes-left =
    Game over after { $gambits ->
        [one] { $gambits } gambit
       *[other] { $gambits } gambits
    }. Gold: { $gold }. { $winners } { $count ->
        [one] wins.
       *[other] share the win.
    } The { $left } gold left in the stakes belongs to nobody.

## Questions a power asks, and their answers (buttons and select options: names plain, cards without emoji)

play-of-the-dragons-question-blue = { $host }: take { $count } gold from the stakes, or make every opponent pay { $count }?
play-of-the-dragons-question-give =
    { $host } of **{ $to }**: give them { $power ->
        [green] an evil dragon weaker than { $than }
       *[brass] a good dragon stronger than { $than }
    } from your hand, or pay { $pay } gold?
# the same question as the others see it: whether the victim could hand anything over stays theirs
play-of-the-dragons-question-give-public = { $host } of **{ $to }**: hand over a fitting dragon or pay { $pay } gold (their choice, in private)
play-of-the-dragons-question-target = { $host }: which of the opponents with the strongest flight?
play-of-the-dragons-question-copy-ante = { $host }: copy the power of which ante card?
play-of-the-dragons-question-copy-flight = { $host }: copy the power of which evil dragon in a flight?
play-of-the-dragons-question-slay = { $host }: which dragon weaker than { $than } is slain?
play-of-the-dragons-question-discard = Thief: which card do you throw away?
play-of-the-dragons-question-princess = Princess: which good dragon's power triggers next?
play-of-the-dragons-question-bronze = Bronze: which of the equally weak ante cards do you take?
play-of-the-dragons-question-grab = Strength flight: which ante card do you take into your hand?
play-of-the-dragons-decision-help-blue = Take the gold yourself, or make every opponent pay that much into the stakes.
play-of-the-dragons-decision-help-give = Hand over one of the cards offered, or pay 5 gold instead.
play-of-the-dragons-decision-help-target = Several opponents tie for the strongest flight: pick the one your power hits.
play-of-the-dragons-decision-help-copy = The power you pick works as if it were printed on your card.
play-of-the-dragons-decision-help-slay = The dragon you pick leaves its flight for the discard pile.
play-of-the-dragons-decision-help-discard = The Thief makes you throw away one card of your hand.
play-of-the-dragons-decision-help-princess = Your good dragons' powers trigger one by one: pick which goes next.
play-of-the-dragons-decision-help-bronze = The weakest ante cards are tied: pick which one goes into your hand.
play-of-the-dragons-decision-help-grab = Your hand cannot hold every ante card: pick them one at a time.
play-of-the-dragons-choice-take = Take { $amount } gold from the stakes
play-of-the-dragons-choice-others = Every opponent pays { $amount } gold into the stakes
play-of-the-dragons-choice-pay = Pay { $amount } gold
play-of-the-dragons-choice-give = Give { $card }
play-of-the-dragons-choice-target = { $seat } (flight { $strength })
play-of-the-dragons-choice-ante-of = { $card } (ante of { $seat })
play-of-the-dragons-choice-flight-of = { $card } (flight of { $seat })
play-of-the-dragons-choice-discard = Discard { $card }
play-of-the-dragons-choice-trigger = Trigger { $card }
play-of-the-dragons-choice-take-card = Take { $card }
play-of-the-dragons-choice-select = Choose

## The table

play-of-the-dragons-table-title = 🪙 { play-of-the-dragons-title } · { $stage }
# the stage of the game; $gambits is 0 when the game plays until someone is out of gold
play-of-the-dragons-stage-final = final gold
play-of-the-dragons-stage-ante =
    { $gambits ->
        [0] gambit { $gambit }
       *[other] gambit { $gambit } of { $gambits }
    } · ante
play-of-the-dragons-stage-tie-break =
    { $gambits ->
        [0] gambit { $gambit }
       *[other] gambit { $gambit } of { $gambits }
    } · round { $round } (tie-break)
play-of-the-dragons-stage-round =
    { $gambits ->
        [0] gambit { $gambit }
       *[other] gambit { $gambit } of { $gambits }
    } · round { $round } of { $rounds }
play-of-the-dragons-game-over-line =
    🏁 The game is over after { $gambits ->
        [one] { $gambits } gambit
       *[other] { $gambits } gambits
    }.
play-of-the-dragons-stakes-line = 💰 Stakes: **{ $stakes }** gold
play-of-the-dragons-ante-line = 🎲 **Ante**: everyone chooses a card in secret (**{ table-hand-button }**).
play-of-the-dragons-leads-line =
    💰 Stakes: **{ $stakes }** gold · 🚩 **{ $name }** leads · { $weakest ->
        [yes] 🌿 the **weakest** flight wins (Druid)
       *[no] the strongest flight wins
    }
play-of-the-dragons-must-decide = ❓ **{ $name }** must decide: { $prompt }
play-of-the-dragons-to-play = ▶️ **{ $name }** to play · { $rule }
play-of-the-dragons-trigger-first = ⚡ the round's first card always triggers
play-of-the-dragons-trigger-at-most = ⚡ at strength **{ $strength }** or less
play-of-the-dragons-player-gold =
    💰 **{ $gold }** · ✋ { $cards } { $cards ->
        [one] card
       *[other] cards
    }
play-of-the-dragons-out-of-the-game = out of the game · 💰 { $gold }
play-of-the-dragons-owes = ⚠️ owes { $debts }
play-of-the-dragons-owed = { $amount } to { $creditor }
play-of-the-dragons-owed-stakes = { $amount } to the stakes
play-of-the-dragons-flight-earlier = … { $count } more
play-of-the-dragons-cannot-win = 🚫 cannot win
play-of-the-dragons-special-colour =
    🎉 { $colour ->
        [black] black
        [blue] blue
        [green] green
        [red] red
        [white] white
        [brass] brass
        [bronze] bronze
        [copper] copper
        [gold] gold
       *[silver] silver
    } colour flight
play-of-the-dragons-special-strength = 🎉 strength flight of { $strength }s
play-of-the-dragons-priest-leads = 🕯️ leads next round
play-of-the-dragons-what-happened = What happened
play-of-the-dragons-scoresheet = Gold after each gambit
play-of-the-dragons-scoresheet-gambit = Gambit
play-of-the-dragons-scoresheet-start = Start
play-of-the-dragons-house-rules =
    { $gambits ->
        [0] Until someone is out of gold
        [one] { $gambits } gambit in all
       *[other] { $gambits } gambits in all
    } · { $ties ->
        [keep] on a tie the leader keeps the lead
       *[untied] untied card leads
    } · turn timer { $timer } · draw pile { $deck } · discards { $discard }
play-of-the-dragons-timer-off = off
play-of-the-dragons-timer-minutes = { $minutes } min
play-of-the-dragons-timer-seconds = { $seconds } s
# the one line an old table keeps once its gambit is over
play-of-the-dragons-summary-won = 🏁 Gambit { $gambit } over · **{ $winner }** takes the stakes: { $amount } gold · 💰 { $gold }
play-of-the-dragons-summary-won-weakest = 🏁 Gambit { $gambit } over · **{ $winner }** takes the stakes with the weakest flight: { $amount } gold · 💰 { $gold }
play-of-the-dragons-summary-emptied = 🏁 Gambit { $gambit } over · the stakes ran dry · 💰 { $gold }
play-of-the-dragons-summary-kept = 🏁 Gambit { $gambit } over · nobody wins: the stakes stay · 💰 { $gold }
play-of-the-dragons-summary-gold = 🏁 Gambit { $gambit } over · 💰 { $gold }
play-of-the-dragons-summary-player = { $name } { $gold }
play-of-the-dragons-summary-player-out = { $name } out
# …-parts: the gold, its change over the gambit ($points, signed) and where that came from
play-of-the-dragons-summary-player-parts = { $name } { $gold } ({ $points }: { $parts })
play-of-the-dragons-summary-player-out-parts = { $name } out ({ $points }: { $parts })

## A player's hand

play-of-the-dragons-hand-title = Your hand · { $stage }
play-of-the-dragons-hand-game-over = 🏁 The game is over: you finish with **{ $gold }** gold. The table has the results.
play-of-the-dragons-hand-eliminated = 💀 You are out of the game; the table shows how the others fare.
play-of-the-dragons-your-decision = ❓ **Your decision**: { $prompt }
play-of-the-dragons-choose-ante = 🎲 **Choose your ante card**, in secret. Everyone pays the highest ante's strength into the stakes; the highest untied ante leads round 1.
play-of-the-dragons-your-ante = 🎲 Your ante: { $card }.
play-of-the-dragons-your-ante-waiting = 🎲 Your ante: { $card }. Waiting for { $names }.
play-of-the-dragons-no-ante = 🎲 You have no card to ante; the others are choosing.
play-of-the-dragons-your-turn = ▶️ **Your turn**: play a card into your flight · { $rule }
play-of-the-dragons-is-deciding = ⏳ **{ $name }** is deciding: { $prompt }
play-of-the-dragons-waiting-to-play = ⏳ Waiting for **{ $name }** to play.
play-of-the-dragons-waiting-for-others = ⏳ Waiting for the others.
play-of-the-dragons-your-gold =
    💰 **{ $gold }** gold · stakes **{ $stakes }** · ✋ { $cards } { $cards ->
        [one] card
       *[other] cards
    } (at most { $limit })
play-of-the-dragons-your-debts = ⚠️ You owe { $debts }
play-of-the-dragons-your-flight = 🐉 Your flight **{ $strength }**: { $flight }
play-of-the-dragons-your-flight-cannot-win = 🐉 Your flight **{ $strength }**: { $flight } · 🚫 cannot win
# $cards: the cards of the hand whose play would leave the flight unable to win
play-of-the-dragons-spoils-warning = ⚠️ { $cards }: played now, your flight could never win (dragon god rule).
# a hidden card the reader gave or took (Red's pull, Green's or Brass's gift); $name: the other player
play-of-the-dragons-exchange-taken-from-you = ✋ **{ $name }** took your { $card }.
play-of-the-dragons-exchange-you-took = ✋ You took { $card } from **{ $name }**.
play-of-the-dragons-exchange-you-handed = 🤝 You handed { $card } to **{ $name }**.
play-of-the-dragons-exchange-handed-you = 🤝 **{ $name }** handed you { $card }.
play-of-the-dragons-other-flights = 🐉 Others: { $flights }
play-of-the-dragons-other-flight = { $name } **{ $strength }**
play-of-the-dragons-other-flight-cannot-win = { $name } **{ $strength }** 🚫
play-of-the-dragons-weakest-note = 🌿 The **weakest** flight wins this gambit (Druid).
play-of-the-dragons-no-cards = You hold no cards.
# the button that shows the powers of one's cards, and its answer
play-of-the-dragons-powers-button = Card powers
play-of-the-dragons-powers-title = 📜 What your cards do · { $stage }
play-of-the-dragons-powers-line = { $emoji } **{ $names }** · { $kind }: { $text }
play-of-the-dragons-powers-choices = **The powers you may pick from**
play-of-the-dragons-powers-footer = { $trigger } = its power would trigger if you played it now
play-of-the-dragons-not-seated = You are not playing in this game.

# The ids the shared layer reads for every game.

play-of-the-dragons-title = Play of the Dragons
play-of-the-dragons-tagline = Three-Dragon Ante for 2–6: ante in secret, build the strongest flight, win the gold · about 5 minutes a gambit
play-of-the-dragons-quick-start =
    🎲 **Ante**: each gambit everyone picks a card in secret; the highest sets what everyone pays into the stakes.
    🐉 **Play**: in 3 rounds everyone adds a card to their flight; a card no stronger than the one before triggers ⚡.
    💰 **Win**: the strongest flight takes the stakes; once someone is out of gold, the most gold wins.
    
    Icons: 💰 gold · ✋ cards in hand · 🎲 ante · 🐉 flight strength · ⚡ power triggers · 🚩 leads the round · ▶️ to play · ❓ deciding · ⚠️ owes · 🚫 cannot win · 🎉 special flight · 📜 **Card powers** (in your hand) says what your cards do.
play-of-the-dragons-rules =
    { "*" }*Goal.** End with the most gold. Everyone starts with 50 gold (a house rule) and 6 cards; a hand holds at most 10.
    
    { "*" }*The cards.** 70 cards, each always shown with its name beside its symbol. Dragons of ten colours, strength 1–13: evil ⬛ Black, 🟦 Blue, 🟩 Green, 🟥 Red, ⬜ White; good 🟫 Brass, 🟤 Bronze, 🟠 Copper, 🟨 Gold, ⚪ Silver. The gods 💠 Bahamut (good) and 🐲 Tiamat (evil), the evil 💀 Dracolich, and seven mortals: 🧙 Archmage, ⚔️ Dragonslayer, 🦹 Thief, 🌿 Druid, 🕯️ Priest, 👸 Princess, 🃏 Fool.
    
    { "*" }*Ante.** A gambit opens with everyone choosing a card in secret; all are revealed together. Everyone pays the highest ante's strength into the stakes, and the owner of the highest value nobody else shows leads round 1. If every value is shared, the antes are discarded, everyone draws a card and antes again for free. The ante cards stay face up beside the stakes.
    
    { "*" }*Rounds.** Three rounds; in each, from the leader clockwise, everyone plays a card into their own flight. The strongest card leads the next round; on a tie the round's leader keeps the lead (house rule "Lead ties keep the leader" off: the strongest card nobody ties leads). The Priest overrides that.
    
    { "*" }*Powers ⚡.** A card's power **triggers** if it opens the round or is no stronger than the card played just before it. Your hand marks those cards with ⚡, and its **📜 Card powers** button says what each card does. A Green or Brass victim is always asked (only they see what they may hand over; paying 5 is always allowed). A Dracolich or Archmage using another card's power measures "this card" by the copied card's strength. A power with a single possible target takes it at once, and the log says so.
    
    { "*" }*Winning a gambit.** After round 3 the strongest flight (sum of strengths) takes the stakes, or the weakest once a Druid has triggered. Tied flights mean another round for everyone. A power that empties the stakes ends the gambit at once.
    
    { "*" }*Gods.** A flight with Bahamut and any evil dragon, or with Tiamat and any good dragon, cannot win; stakes that no flight may win stay for the next gambit. Tiamat counts as every evil colour.
    
    { "*" }*Special flights**, once each per gambit: three dragons of one colour make every opponent pay you the middle one's strength; three of one strength take that much from the stakes plus the ante cards.
    
    { "*" }*Buying cards.** With an empty hand you turn over the top card of the draw pile, pay its strength into the stakes and draw 4.
    
    { "*" }*Debts.** Who cannot pay pays what they have and owes the rest; a debt not repaid when the gambit ends puts that player out.
    
    { "*" }*End.** After a gambit everyone draws 2. The game ends after a gambit that leaves a player without gold (or after the number of gambits the host set); most gold wins, equal gold shares. Gold still in the stakes then belongs to nobody.
    
    { "*" }*Powers of the evil dragons**
    ⬛ **Black**: Take 2 gold from the stakes.
    🟦 **Blue**: Count your evil dragons: take that much from the stakes, or every opponent pays it in.
    🟩 **Green**: The next player gives you a weaker evil dragon or pays you 5 gold.
    🟥 **Red**: The opponent with the strongest flight pays you 1 gold; pull a random card from their hand.
    ⬜ **White**: Take 3 gold if a mortal is in any flight.
    
    { "*" }*Powers of the good dragons**
    🟫 **Brass**: The opponent with the strongest flight gives you a stronger good dragon or pays you 5 gold.
    🟤 **Bronze**: Take the two weakest ante cards into your hand.
    🟠 **Copper**: Swap this card for the top card of the draw pile, whose power then triggers.
    🟨 **Gold**: Draw a card per good dragon in your flight.
    ⚪ **Silver**: Everyone with a good dragon in their flight draws a card.
    
    { "*" }*Powers of the gods, the Dracolich and the mortals**
    💠 **Bahamut**: Every opponent whose flight mixes good and evil dragons pays you 10 gold.
    🐲 **Tiamat**: No power; she counts as every evil colour.
    💀 **Dracolich**: Use the power of an evil dragon in any flight.
    🧙 **Archmage**: Pay 1, then use the power of an ante card.
    ⚔️ **Dragonslayer**: Pay 1, then discard a weaker dragon from any flight.
    🦹 **Thief**: Take 7 gold from the stakes, then throw away a card.
    🌿 **Druid**: Pay 1; the weakest flight wins this gambit.
    🕯️ **Priest**: Pay 1; you lead the next round.
    👸 **Princess**: Pay 1; your good dragons' powers trigger again.
    🃏 **Fool**: Pay 1; draw a card per flight stronger than yours.
play-of-the-dragons-score =
    { $count ->
        [one] { $amount } gold
       *[other] { $amount } gold
    }
play-of-the-dragons-option-start-gold = Starting gold
    .help = Gold each player starts with.
play-of-the-dragons-option-gambits = Gambits
    .help = 0: play until a gambit ends with a player out of gold; otherwise the number of gambits to play.
play-of-the-dragons-option-gambits-0 = until someone is out of gold
play-of-the-dragons-option-lead-tie-keeps-leader = Lead ties keep the leader
    .help = On a tie for the strongest card of a round the round's leader leads again (the document's rule); off: the strongest card nobody ties takes the lead.
play-of-the-dragons-illegal-answer-power-first = That move is not allowed: another player must answer a power first.
play-of-the-dragons-illegal-ante-already-chosen = That move is not allowed: you have already chosen your ante card.
play-of-the-dragons-illegal-answer-question-first = That move is not allowed: answer the pending question first.
play-of-the-dragons-illegal-ante-now = That move is not allowed: now is the time to ante a card (ante:<card>).
play-of-the-dragons-illegal-play-now = That move is not allowed: now is the time to play a card (play:<card>).
play-of-the-dragons-illegal-ante-now-because-no-such-card = That move is not allowed: now is the time to ante a card (ante:<card>): there is no card '{ $card }'.
play-of-the-dragons-illegal-ante-now-because-no-such-action = That move is not allowed: now is the time to ante a card (ante:<card>): '{ $action }' is no action.
play-of-the-dragons-illegal-play-now-because-no-such-card = That move is not allowed: now is the time to play a card (play:<card>): there is no card '{ $card }'.
play-of-the-dragons-illegal-play-now-because-no-such-action = That move is not allowed: now is the time to play a card (play:<card>): '{ $action }' is no action.
play-of-the-dragons-illegal-card-not-held = That move is not allowed: you do not hold the card { $card }.
play-of-the-dragons-illegal-no-such-card = That move is not allowed: there is no card '{ $card }'.
play-of-the-dragons-illegal-no-such-action = That move is not allowed: '{ $action }' is no action.
