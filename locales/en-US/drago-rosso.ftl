# Drago Rosso: push-your-luck on a dragon's back.
# Names arrive escaped for markdown; the messages make them bold. Numbers of gems choose their plural form.


## The game as the lobby, the rules and the records name it


## Slash commands

command-drago-rosso =
    .description = Drago Rosso: push your luck on a dragon, 2–6 players
command-drago-rosso-new =
    .description = Open a Drago Rosso lobby in this channel
command-drago-rosso-new-treasure =
    .description = Gems in the dragon's treasure at the start (default 200)
command-drago-rosso-new-offer_seconds =
    .description = Seconds the others have to take over a turn when a player stops (default 30)
command-drago-rosso-new-timer =
    .description = How long the active player has for a move before the AI plays for them

## The rules: a quick start first, then pages cut at the blank lines


## Events: what happened, in the table's recent lines, "since your last move" and the history

drago-rosso-event-advance = **{ $who }** reveals 🐾 { $steps }: the knight goes to stripe { $to } and the pile grows to { $pile ->
        [one] { $pile } gem
       *[other] { $pile } gems
    } ({ $placement ->
        [doubled] +{ $placed }, doubled
        [short] +{ $placed } of the { $due } due: the treasure is empty
       *[single] +{ $placed }
    })
drago-rosso-event-head = **{ $who }** reveals 🐾 { $steps }: the knight reaches the dragon's head! **{ $who }** takes the { $pile ->
        [one] { $pile } gem
       *[other] { $pile } gems
    } beside it and the whole treasure ({ $prize ->
        [one] { $prize } gem
       *[other] { $prize } gems
    })
# $fine: the gems the revealer pays (0: too few to pay any); $returned: the pile that goes back (0: none)
drago-rosso-event-stop-card = **{ $who }** reveals a 🛑 stop card: { $fine ->
        [0] pays no fine (too few gems)
        [one] pays { $fine } gem (1/{ $divisor } of their gems)
       *[other] pays { $fine } gems (1/{ $divisor } of their gems)
    }{ $returned ->
        [0] { "" }
        [one] { " " }and loses the pile of { $returned } gem
       *[other] { " " }and loses the pile of { $returned } gems
    }
drago-rosso-event-first-danger = **{ $who }** reveals the first ⚠️ danger card, which works as a stop card: { $fine ->
        [0] pays no fine (too few gems)
        [one] pays { $fine } gem (1/{ $divisor } of their gems)
       *[other] pays { $fine } gems (1/{ $divisor } of their gems)
    }{ $returned ->
        [0] { "" }
        [one] { " " }and loses the pile of { $returned } gem
       *[other] { " " }and loses the pile of { $returned } gems
    }
drago-rosso-event-second-danger = **{ $who }** reveals the second ⚠️ danger card: { $fine ->
        [0] pays no fine (too few gems)
        [one] pays { $fine } gem (1/{ $divisor } of their gems)
       *[other] pays { $fine } gems (1/{ $divisor } of their gems)
    }{ $returned ->
        [0] { "" }
        [one] { " " }and loses the pile of { $returned } gem
       *[other] { " " }and loses the pile of { $returned } gems
    }. From now on fines are 1/2 and gems double
drago-rosso-event-dragon-wakes = **{ $who }** reveals the third ⚠️ danger card: the dragon wakes! **{ $who }** loses all { $lost ->
        [one] { $lost } gem
       *[other] { $lost } gems
    }
drago-rosso-event-stops-nobody-pays = **{ $who }** stops on stripe { $stripe }; nobody can pay the { $amount ->
        [one] { $amount } gem
       *[other] { $amount } gems
    } ransom
# $bidders: the names of those who may take over, listed while they are $count 2 or fewer
drago-rosso-event-stops = **{ $who }** stops on stripe { $stripe } with { $amount ->
        [one] { $amount } gem
       *[other] { $amount } gems
    }; { $count ->
        [1] { $bidders }
        [2] { $bidders }
       *[other] { $count } players
    } may pay that to take over
drago-rosso-event-offer-taken = **{ $who }** offers to take over
drago-rosso-event-offer-passed = **{ $who }** passes
drago-rosso-event-took-over = **{ $who }** pays **{ $stopper }** { $amount ->
        [one] { $amount } gem
       *[other] { $amount } gems
    } and takes over the turn
drago-rosso-event-banks = **{ $who }** banks the { $amount ->
        [one] { $amount } gem
       *[other] { $amount } gems
    } beside the knight
drago-rosso-event-new-turn = Turn { $turn }: **{ $who }** to play
# a round's end (every seat owned a turn in it, or the game ended in it); $scores: every player's score,
# separated by drago-rosso-separator
drago-rosso-event-round-over = Round { $round } is over: { $scores }
# $winners: their names listed; $count: how many they are
drago-rosso-event-game-over =
    Game over: { $winners } { $count ->
        [one] wins
       *[other] share the win
    } with { $gems ->
        [one] { $gems } gem
       *[other] { $gems } gems
    }
# a name in a list of names in bold
drago-rosso-bold-name = **{ $name }**

## What an old table leaves behind when a new round gets a new table

# $scores: every player's score, separated by drago-rosso-separator
drago-rosso-round-over = 🐉 Round { $round } over · { $scores }
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
        [banked] banked
        [received] ransoms received
        [paid] ransoms paid
        [fines] fines
        [lost] lost to the dragon
       *[treasure] the treasure
    } { $amount }
# between the items of a line of scores or of answers
drago-rosso-separator = { " · " }

## The table

drago-rosso-table-title = 🐉 Drago Rosso · turn { $turn }
drago-rosso-table-title-over = 🐉 Drago Rosso · game over
drago-rosso-field-knight = 🗡️ Knight
drago-rosso-field-treasure = 👑 Treasure
drago-rosso-field-dangers = ⚠️ Danger cards
drago-rosso-field-deck = 🂠 Deck
drago-rosso-field-players = Players
drago-rosso-field-recent = Recent
# gems in the embeds
drago-rosso-gems = 💎 { $count }
# where the knight is: $place is "tail", "head" or "stripe" ($stripe of $stripes)
drago-rosso-where =
    { $place ->
        [tail] at the tail
        [head] at the dragon's head
       *[stripe] on stripe **{ $stripe }** of { $stripes }
    }
drago-rosso-knight =
    { drago-rosso-where }
    💎 { $pile } beside it
# $timer: "off", "minutes" ($minutes) or "seconds" ($turn_seconds)
drago-rosso-footer =
    Ransom offers stay open { $seconds } s · turn timer { $timer ->
        [off] off
        [minutes] { $minutes } min
       *[seconds] { $turn_seconds } s
    }
drago-rosso-deck = **{ $size }** cards: 🐾 1 ×{ $ones } · 🐾 2 ×{ $twos } · 🐾 3 ×{ $threes } · 🐾 4 ×{ $fours } · 🛑 stop ×{ $stops } · ⚠️ danger ×{ $dangers }
drago-rosso-dangers = **{ $dangers }** of { $total } · fines **1/{ $divisor }** · { $doubled ->
        [yes] gems **×2**
       *[no] gems ×1
    }
drago-rosso-next-danger-wakes = The next one wakes the dragon!
# $deadline: when a ransom offer closes (a Discord timestamp), or "none"
drago-rosso-offer-open =
    ✋ **{ $stopper }** stopped with 💎 { $amount } beside the knight: the others may pay **💎 { $amount }** to take over, and the first taker clockwise gets the turn{ $deadline ->
        [none] { "" }
       *[other] { " " }(closes <t:{ $deadline }:R>)
    }.
# $start: "own" (the turn's owner plays), "for" (who took it over plays for $owner) or "back" (the owner took it back)
drago-rosso-playing =
    🎲 { $start ->
        [for] **{ $who }** took over **{ $owner }**'s turn and { $must_reveal ->
                [yes] must reveal a card.
               *[no] reveals again or stops with 💎 { $pile }.
            }
        [back] **{ $who }** took the turn back and { $must_reveal ->
                [yes] must reveal a card.
               *[no] reveals again or stops with 💎 { $pile }.
            }
       *[own] **{ $who }** { $must_reveal ->
                [yes] must reveal a card.
               *[no] reveals again or stops with 💎 { $pile }.
            }
    }
drago-rosso-end-head = The knight reached the dragon's head.
drago-rosso-end-danger = The third ⚠️ danger card woke the dragon.
# $tag: the player's part in the decision; $owner: "yes" for the turn's owner while another plays it
drago-rosso-player = **{ $name }**: 💎 { $gems }{ $tag ->
        [winner] { " " }🏆
        [stopped] { " " }· ✋ stopped
        [takes] { " " }· ✅ takes over
        [passes] { " " }· ❌ passes
        [skipped] { " " }· ⏭️ after a taker
        [deciding] { " " }· ⏳ deciding
        [cannot-pay] { " " }· cannot pay
        [playing] { " " }· 🎲 playing
       *[none] { "" }
    }{ $owner ->
        [yes] { " " }· turn owner
       *[no] { "" }
    }
# where a seat asked about a ransom offer stands
drago-rosso-answer =
    { $name } { $status ->
        [takes] ✅ takes over
        [passes] ❌ passes
        [skipped] ⏭️ after a taker
       *[deciding] ⏳ deciding
    }

## Buttons (the labels of one decision read in the same order everywhere: go on first, then stop)

drago-rosso-button-table-reveal = { $name }: reveal a card
drago-rosso-button-reveal = Reveal a card
drago-rosso-button-stop-first = Stop (reveal first)
drago-rosso-button-stop =
    { $count ->
        [one] Stop and keep { $count } gem
       *[other] Stop and keep { $count } gems
    }
drago-rosso-button-take =
    { $count ->
        [one] Take over for { $count } gem
       *[other] Take over for { $count } gems
    }
drago-rosso-button-pass = Pass

## The next card, by kind (kinds left out of the deck are not listed); $chance is a share of the deck

# $kinds: the numbers of the footprint cards that do alike, e.g. 1/2/3
drago-rosso-odds-walk = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → +{ $placed } 💎
drago-rosso-odds-walk-range = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → +{ $least } to +{ $most } 💎
drago-rosso-odds-head = 🐾 { $kinds } · { NUMBER($chance, style: "percent") } → the head: the pile + 💎 { $treasure }, game over
# $cost: the fine in gems, or "share" when it depends on the revealer's gems (1/$divisor of them)
drago-rosso-odds-stop =
    🛑 stop · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] fine 1/{ $divisor }
       *[other] fine 💎 { $cost }
    }
drago-rosso-odds-first-danger =
    ⚠️ danger · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] fine 1/{ $divisor }
       *[other] fine 💎 { $cost }
    }
drago-rosso-odds-second-danger =
    ⚠️ danger · { NUMBER($chance, style: "percent") } → { $cost ->
        [share] fine 1/{ $divisor }
       *[other] fine 💎 { $cost }
    }, then gems ×2
drago-rosso-odds-doom = ⚠️ danger · { NUMBER($chance, style: "percent") } → you lose all 💎 { $cost }, game over
drago-rosso-odds-doom-spectator = ⚠️ danger · { NUMBER($chance, style: "percent") } → wakes the dragon: all the revealer's gems, game over
# what a card that ends the turn also costs: the pile beside the knight
drago-rosso-odds-pile-back = 🛑⚠️ A stop or danger card also sends the **💎 { $pile }** beside the knight back to the treasure.

## A player's own view

drago-rosso-hand-footer = You have 💎 { $gems }
drago-rosso-hand-over = Game over
drago-rosso-hand-your-turn = Your turn · turn { $turn }
drago-rosso-hand-turn = Turn { $turn }
drago-rosso-hand-offer = Ransom offer · turn { $turn }
drago-rosso-field-next-card = Next card · { NUMBER($chance, style: "percent") } ends the turn
drago-rosso-field-first-card = Your first card · { NUMBER($chance, style: "percent") } ends the turn
drago-rosso-next-card-ends = Next card: { NUMBER($chance, style: "percent") } that it ends the turn.
drago-rosso-field-answers = Answers, clockwise
drago-rosso-stake = Knight { drago-rosso-where } · **💎 { $pile }** beside it.
# $took_over: "yes" when the player took this turn over
drago-rosso-reveal-to-start =
    { $took_over ->
        [yes] You took over this turn. Reveal a card to start.
       *[no] Reveal a card to start.
    }
drago-rosso-stop-or-reveal = **Stop** to keep the 💎 { $pile } (as a ransom or banked), or **reveal** for more.
drago-rosso-move-deadline = ⏰ Move <t:{ $deadline }:R>, or the AI plays for you.
drago-rosso-watching = **{ $active }** is playing. { drago-rosso-stake }
    { drago-rosso-next-card-ends }
    When they stop, you may pay the pile's worth to take over.
drago-rosso-may-take-over =
    ✋ **{ $stopper }** stopped: take over the knight for **💎 { $amount }**, then reveal a card{ $deadline ->
        [none] { "" }
       *[other] { " " }(closes <t:{ $deadline }:R>)
    }. No answer is a pass.
# who before the viewer clockwise also offered ($count of them: names while 2 or fewer)
drago-rosso-rivals-ahead =
    ⏳ { $count ->
        [1] { $names } comes first and may still take it.
        [2] { $names } come first and may still take it.
       *[other] { $count } players come first and may still take it.
    }
drago-rosso-rivals-beaten =
    ✅ { $count ->
        [1] { $names } offered too, but you come first.
        [2] { $names } offered too, but you come first.
       *[other] { $count } players offered too, but you come first.
    }
drago-rosso-you-stopped =
    ✋ You stopped with **💎 { $amount }**: they are yours, paid by whoever takes over or banked if nobody does{ $deadline ->
        [none] { "" }
       *[other] { " " }(closes <t:{ $deadline }:R>)
    }.
drago-rosso-you-offered =
    You offered { $stopper } 💎 { $amount } to take over: it is yours unless a player before you clockwise takes it too{ $deadline ->
        [none] { "" }
       *[other] { " " }(closes <t:{ $deadline }:R>)
    }.
drago-rosso-you-passed =
    You passed on { $stopper }'s offer{ $deadline ->
        [none] { "" }
       *[other] { " " }(closes <t:{ $deadline }:R>)
    }.
drago-rosso-you-were-skipped = A player before you clockwise took { $stopper }'s offer, so it is not yours to take.
drago-rosso-you-cannot-pay = You cannot pay the 💎 { $amount } ransom for { $stopper }'s turn.
# your own last card, until the next card is revealed
drago-rosso-your-stop-card =
    🛑 Stop card: { $fine ->
        [0] no fine (too few gems)
       *[other] you lose 💎 { $fine } (1/{ $divisor } of your gems)
    }, and the pile goes back.
drago-rosso-your-danger-card =
    ⚠️ Danger card: { $fine ->
        [0] no fine (too few gems)
       *[other] you lose 💎 { $fine } (1/{ $divisor } of your gems)
    }, and the pile goes back.
drago-rosso-your-doom = ⚠️ The third danger card was yours: the dragon took all your 💎 { $lost }.

## The picture (its font has no emoji)

drago-rosso-picture-title = Drago Rosso
drago-rosso-picture-seat = Seat { $number }
drago-rosso-picture-ai = { $name } (AI)
# $winners: their names listed; $count: how many they are
drago-rosso-picture-over =
    Game over · { $winners } { $count ->
        [one] wins
       *[other] win
    }
drago-rosso-picture-offer = { $stopper } stopped · ransom { $amount }
# $owner: whose turn another plays, or "none"
drago-rosso-picture-turn =
    Turn { $turn } · { $active }{ $owner ->
        [none] { "" }
       *[other] { " " }(for { $owner })
    } { $must_reveal ->
        [yes] must reveal
       *[no] to play
    }
drago-rosso-picture-waits = The knight waits at the tail. Reveal a card to start!
drago-rosso-picture-advance =
    { $who }: { $steps ->
        [one] { $steps } footprint
       *[other] { $steps } footprints
    }, { $start ->
        [0] tail
       *[other] stripe { $start }
    } to stripe { $to }, +{ $placed } gems
drago-rosso-picture-head =
    { $who }: { $steps ->
        [one] { $steps } footprint
       *[other] { $steps } footprints
    }, past stripe { $stripes } to the head! +{ $gained } gems
drago-rosso-picture-doom = { $who } revealed the third danger card and lost { $lost } gems
drago-rosso-picture-fined =
    { $who } revealed { $card ->
        [stop] a stop card
       *[danger] a danger card
    }: fine { $fine }, { $returned } gems back to the treasure
drago-rosso-picture-fines = Fines 1/{ $divisor }
drago-rosso-picture-stripes =
    { $doubled ->
        [yes] Gems x2 per stripe
       *[no] Gems x1 per stripe
    }
drago-rosso-picture-deck = Deck
drago-rosso-picture-treasure = Treasure
drago-rosso-picture-stop = STOP
drago-rosso-picture-count = x{ $count }
# a player's tag under their name; $owner: "yes" for the turn's owner
drago-rosso-picture-tag =
    { $owner ->
        [yes]
            { $tag ->
                [winner] WINNER · turn
                [stopped] stopped · turn
                [takes] takes! · turn
                [passes] passes · turn
                [deciding] deciding… · turn
                [cannot-pay] cannot pay · turn
                [playing] playing · turn
               *[none] turn owner
            }
       *[no]
            { $tag ->
                [winner] WINNER
                [stopped] stopped
                [takes] takes!
                [passes] passes
                [deciding] deciding…
                [cannot-pay] cannot pay
                [playing] playing
               *[none] { "" }
            }
    }

# The ids the shared layer reads for every game.

drago-rosso-title = Drago Rosso
drago-rosso-tagline = Push-your-luck for 2–6: walk a knight up a sleeping dragon and stop before it wakes · about 10 minutes
drago-rosso-quick-start =
    🎴 On your turn **reveal** cards: footprints 🐾 walk the knight up the dragon, and gems 💎 pile up beside it.
    ✋ **Stop** to keep the pile, but the others may pay you its worth and carry on with your knight.
    🛑 A stop card or ⚠️ danger card costs a fine and the pile; the third ⚠️ wakes the dragon. Most gems wins.
    Icons: 🐾 footprints · 🛑 stop card · ⚠️ danger card · 💎 gems · 👑 treasure · 🗡️ knight · 🂠 deck · 🎲 playing · ✋ stopped · ✅ takes over · ❌ passes · ⏳ deciding · ⏭️ after a taker
drago-rosso-rules =
    { "*" }*🎯 Goal**
    Finish with the most gems 💎. Everyone starts with 40; the dragon's treasure 👑 holds 200 (a house rule). A game takes about ten turns.
    
    { "*" }*🂠 The deck**
    51 cards, shuffled once for the whole game:
    • 38 footprint cards: 17 × 🐾 1, 11 × 🐾 2, 6 × 🐾 3, 4 × 🐾 4
    • 10 🛑 stop cards
    • 3 ⚠️ danger cards
    The table shows how many of each are left, and your view the chance of each for the next card.
    
    { "*" }*🎴 Your turn**
    The knight 🗡️ starts at the dragon's tail with nothing beside it. Reveal the top card:
    • **🐾 Footprints**: the knight walks that many of the 17 stripes towards the head, and the treasure puts as many gems beside it as the number of the stripe it reaches (stripe 6 → 6 gems). The pile keeps growing.
    • **🛑 Stop card**: you pay a quarter of your gems (rounded down) to the treasure, the pile goes back to the treasure and the knight to the tail. Your turn is over.
    After a footprint card you may reveal again or **stop**. If the treasure runs dry, only what is left is placed.
    
    { "*" }*⚠️ Danger cards**
    The first works like a stop card. The second too, but from then on every fine is half your gems and every stripe gives double gems. The third wakes the dragon: whoever reveals it loses every gem and the game ends.
    
    { "*" }*✋ Stopping and the ransom**
    When you stop, every other player who can afford it may pay you the pile's worth to take over your turn: the knight stays where it is, with its pile. The offer stays open 30 s (a house rule); not answering counts as passing. If several take it, the first one clockwise from you gets the turn.
    The new player must reveal at least one card, and may stop and be taken over in turn. If nobody takes over, you bank the pile. Either way, stopping earns you the pile.
    
    { "*" }*🔄 Turns and rounds**
    The next turn goes to the player after the one whose turn it was at the start, whoever took it over. When everyone has had a turn, a round is over: its table leaves a line with everyone's gems and a new table starts.
    
    { "*" }*🏁 The end**
    A footprint card that carries the knight past stripe 17 ends the game: that player takes the pile and everything left in the treasure. The third ⚠️ danger card ends it too. Most gems wins; equal gems share the win.
drago-rosso-score =
    { $count ->
        [one] { $amount } gem
       *[other] { $amount } gems
    }
drago-rosso-option-treasure = Dragon's treasure
    .help = Gems in the dragon's treasure at the start; placements and the head prize come from it.
drago-rosso-option-offer-seconds = Ransom offer time (s)
    .help = How long the other players have to take over a turn after a player stops.
drago-rosso-illegal-no-ransom-offer = That move is not allowed: no ransom offer is open.
drago-rosso-illegal-reveal-before-stop = That move is not allowed: you must reveal at least one card before you stop.
drago-rosso-illegal-deck-empty = That move is not allowed: the deck is empty.
