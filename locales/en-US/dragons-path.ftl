## Dragons' Path: the Sárkánytojás route puzzle (/sarkanytojas puzzle), its table and private views.


## What the shared layer reads for every game


## Events

dragons-path-event-passed = { $seat } gives up on this board.
dragons-path-event-guessed-practice = { $seat } guesses **{ $guess }**.
dragons-path-event-guessed = { $seat } has a route worth **{ $guess }**! The others check for a better one.
dragons-path-event-route-found = { $seat } shows a route worth **{ $value }**, beating { $guess }!
dragons-path-event-must-show = Nobody found better: { $seat } must now show a route worth { $guess }.
dragons-path-event-cannot-show = { $seat } cannot show the route.
dragons-path-event-shown-ok = { $seat }'s route is worth **{ $value }** ✅
dragons-path-event-shown-short = { $seat }'s route is worth only { $value }, not { $guess } ❌
dragons-path-event-round-over = Round { $number }: { $points }. The best route was worth { $best }.
dragons-path-event-round-over-nobody = Round { $number }: nobody scores. The best route was worth { $best }.
dragons-path-event-round-over-practice = Round { $number }: the best route was worth { $best }.
dragons-path-points-entry = { $name } { $points }
dragons-path-event-game-over =
    { $count ->
        [one] The game is over: { $winners } with { $count } point.
       *[other] The game is over: { $winners } with { $count } points.
    }
dragons-path-event-round-begins = Round { $number } of { $rounds }: a new board is laid out. Find the best route!

## The table

dragons-path-table-title =
    { $final ->
        [yes]
            { $practice ->
                [yes] 🧩 Dragons' Path · practice · final
               *[no] 🧩 Dragons' Path · level { $level } ({ $size }×{ $size }) · final
            }
       *[no]
            { $practice ->
                [yes] 🧩 Dragons' Path · practice · round { $number } of { $rounds }
               *[no] 🧩 Dragons' Path · level { $level } ({ $size }×{ $size }) · round { $number } of { $rounds }
            }
    }
dragons-path-scores = Scores
dragons-path-footer =
    Level { $level } · { $race ->
        [0] no race limit
       *[other] race { $race } s
    } · { $check ->
        [0] checking untimed
       *[other] checking time { $check } s
    } · time to show a route { $unit ->
        [off] off
        [minutes] { $minutes } min
       *[seconds] { $seconds } s
    }
dragons-path-race-practice =
    🔎 **Find the most valuable route**: from START along its row, then along that tile's column, turning after every tile until your line is empty.
    Got it? **{ table-hand-button }** → **I have it!** and enter its value; the bot then shows the best.
dragons-path-race =
    { $check ->
        [0]
            🏁 **Race!** Find the most valuable route: from START along its row, then along that tile's column, turning after every tile until your line is empty.
            First to press **{ table-hand-button }** → **I have it!** with a value is the guesser; the others then check until each has beaten it or given up. Stuck? **Pass**: once everyone has passed, the best route is shown and nobody scores.
       *[other]
            🏁 **Race!** Find the most valuable route: from START along its row, then along that tile's column, turning after every tile until your line is empty.
            First to press **{ table-hand-button }** → **I have it!** with a value is the guesser; the others then get { $check } s to beat it. Stuck? **Pass**: once everyone has passed, the best route is shown and nobody scores.
    }
dragons-path-race-passed = Passed: { $names }.
dragons-path-check-entry = { $mark } { $name }
dragons-path-check-entry-value = { $mark } { $name } { $value }
dragons-path-goal-looking = The others are looking for a route worth more than **{ $guess }**.
dragons-path-goal-beaten = **{ $name }** beat it with **{ $value }**; the others may still find more.
dragons-path-checking =
    💬 **{ $guesser }** says **{ $guess }**. { $goal }
    { $checks }
dragons-path-showing = ✋ Nobody beat **{ $guess }**: **{ $guesser }** must now show a route worth at least that.
dragons-path-next-board-soon = Press **{ table-hand-button }** → **Next board** when you are ready; the next board comes by itself soon.
# the line an old table keeps once the next board is laid out
dragons-path-round-summary = 🧩 Round { $number } of { $rounds } over · { $story } · best route { $best } · { $points }
dragons-path-round-summary-nobody = 🧩 Round { $number } of { $rounds } over · { $story } · best route { $best } · nobody scores
dragons-path-round-summary-practice = 🧩 Round { $number } of { $rounds } over · { $story } · best route { $best }
dragons-path-summary-no-guess = no guess
dragons-path-summary-guessed = { $name } guessed { $guess }
dragons-path-summary-found = { $name } guessed { $guess }, { $finder } showed { $value }
dragons-path-summary-shown = { $name } guessed { $guess } and showed it ✅
dragons-path-summary-not-shown = { $name } guessed { $guess } but could not show it ❌

## The private view

dragons-path-route-title = Your route · round { $number } of { $rounds }
dragons-path-find-route = 🔎 Find the most valuable route from START: its row first, then turn after every tile. Got it? Press **I have it!** and enter its value ({ $low } to { $high }).
# the stake of a guess, said before it is made (not in practice, which scores nothing)
dragons-path-guess-must-show = ⚠️ Guess only a route you can show: if nobody beats it, you must show it tile by tile, and a route you cannot show costs you as many points as you guessed.
dragons-path-show-best = Show me the best route
dragons-path-pass = Pass
dragons-path-you-passed =
    { $deadline ->
        [none] 🏳️ You passed on this board; waiting for the others to guess or pass.
       *[other] 🏳️ You passed on this board; waiting for the others to guess or pass (ends <t:{ $deadline }:R>).
    }
dragons-path-guesser-waits =
    { $deadline ->
        [none] ⏳ The others are checking your **{ $guess }**. If nobody beats it, you must show your route, tile by tile: keep it in mind.
       *[other] ⏳ The others are checking your **{ $guess }** (ends <t:{ $deadline }:R>). If nobody beats it, you must show your route, tile by tile: keep it in mind.
    }
dragons-path-check-over =
    { $deadline ->
        [none] ✅ Your check is over; waiting for the others.
       *[other] ✅ Your check is over; waiting for the others (ends <t:{ $deadline }:R>).
    }
dragons-path-guesser-showing =
    { $deadline ->
        [none] ⏳ **{ $guesser }** is showing a route worth { $guess }…
       *[other] ⏳ **{ $guesser }** is showing a route worth { $guess } (ends <t:{ $deadline }:R>)…
    }
dragons-path-next-board = Next board
dragons-path-waiting-for =
    { $deadline ->
        [none] ⏳ Waiting for { $names }.
       *[other] ⏳ Waiting for { $names } (ends <t:{ $deadline }:R>).
    }
dragons-path-legend-building = `S` START · `#n` your n-th tile · `[ ]` can be taken next
dragons-path-your-points = Your points: { $points }
dragons-path-build-check =
    { $deadline ->
        [none] 💬 **{ $guesser }** says **{ $guess }**. Build a better route: tap its tiles in order.
       *[other] 💬 **{ $guesser }** says **{ $guess }**. Build a better route (ends <t:{ $deadline }:R>): tap its tiles in order.
    }
dragons-path-best-shown = 🏅 Best shown so far: **{ $target }**; a better one scores more for every checker.
dragons-path-build-show =
    { $deadline ->
        [none] ✋ Nobody beat your **{ $guess }**. Show a route worth at least that: tap its tiles in order.
       *[other] ✋ Nobody beat your **{ $guess }**. Show a route worth at least that (ends <t:{ $deadline }:R>): tap its tiles in order.
    }
dragons-path-route-start = Start: take a tile along START's row.
dragons-path-route-so-far =
    { $count ->
        [one] Your route so far: { $count } tile, **{ $value }**.
       *[other] Your route so far: { $count } tiles, **{ $value }**.
    }
dragons-path-route-complete =
    { $count ->
        [one] Your route is complete: { $count } tile, **{ $value }**.
       *[other] Your route is complete: { $count } tiles, **{ $value }**.
    }
# while showing the guess there is no running total: the guesser counts for themselves
dragons-path-route-shown-so-far =
    { $count ->
        [one] Your route so far: { $count } tile (count it yourself).
       *[other] Your route so far: { $count } tiles (count it yourself).
    }
dragons-path-route-shown-complete =
    { $count ->
        [one] Your route is complete: { $count } tile. Show it if it is worth your guess.
       *[other] Your route is complete: { $count } tiles. Show it if it is worth your guess.
    }
dragons-path-show-it = Show it
dragons-path-step-button = { $value } · { $square }
dragons-path-undo = Undo
dragons-path-show-my-route = Show my route ({ $value })
dragons-path-does-not-beat = { $value } does not beat { $guess }
dragons-path-nothing-better = Nothing better
dragons-path-cannot-show = I can't show it
dragons-path-route-step = { $square } ({ $value })
dragons-path-route = START → { $steps } = **{ $total }**
dragons-path-route-empty = START = **{ $total }**
dragons-path-score-line = { $medal } { $name } **{ $total }**
dragons-path-score-rounds = { $medal } { $name } **{ $total }** ({ $rounds })
dragons-path-best-possible = ⭐ Best possible: **{ $best }**: { $route }
dragons-path-best-on-grid = ⭐ Best possible: **{ $best }**; `#n` on the grid is its n-th tile.
dragons-path-best-on-picture = ⭐ Best possible: **{ $best }** (the picture shows its route).
dragons-path-no-guess =
    🏳️ No guess this time.
    { $best }
dragons-path-practice-guess =
    { $verdict ->
        [spot-on] 💬 **{ $name }** guessed **{ $guess }**: spot on! 🎯
        [better-exists] 💬 **{ $name }** guessed **{ $guess }**: a better route exists.
       *[too-high] 💬 **{ $name }** guessed **{ $guess }**: no route is worth that much.
    }
    { $best }
dragons-path-story-found = 💬 **{ $name }** guessed **{ $guess }**; **{ $finder }** showed **{ $value }**.
dragons-path-story-shown = 💬 **{ $name }** guessed **{ $guess }**, nobody beat it, and { $name } showed it. ✅
dragons-path-story-not-shown = 💬 **{ $name }** guessed **{ $guess }**, nobody beat it, but { $name } could not show it. ❌
dragons-path-round-points =
    { $story }
    Points: { $points }
    { $best }
dragons-path-round-points-nobody =
    { $story }
    Points: nobody scores
    { $best }
dragons-path-round-your-points =
    { $story }
    You: **{ $points }** this round, **{ $total }** in all.
    { $best }
dragons-path-practice-over = 🏁 Practice over. `/sarkanytojas puzzle` for another, or invite friends to race!
dragons-path-i-have-it = I have it!
dragons-path-too-late = Too late: a guess has been announced already.
dragons-path-guess-input = Your route's value ({ $low } to { $high })
dragons-path-guess-placeholder = e.g. 7
dragons-path-not-a-value = “{ $text }” is not a value from { $low } to { $high }. Press **I have it!** to try again.

## The picture

dragons-path-picture-start = START
# the legend under the last board's picture: a solid line, then a dashed one
dragons-path-picture-best = Best route
dragons-path-picture-played = Route shown

## The rules


# The ids the shared layer reads for every game.

dragons-path-title = Dragons' Path
dragons-path-tagline = Route puzzle for 1–12: race to the most valuable path through eggs and dragons · about 5 minutes (alone it is practice)
dragons-path-quick-start =
    🧭 **A route** starts at START, takes a tile along its row, then one along that tile's column, turning after every tile until its line is empty. Its value is the sum of its tiles.
    💡 **Found a good one?** **{ table-hand-button }** → **I have it!** and type its value: the first guess counts, and the others get the checking time to beat it.
    🏅 **Beaten:** every checker scores the difference and the guesser loses the guess. **Unbeaten:** the guesser shows the route tile by tile to score it.
    
    `S` START · `#n` the n-th tile of a route · `[+3]` may come next · 🔍 still checking · ✅ beat it · ✖️ nothing better
dragons-path-rules =
    { "*" }*🧩 Dragons' Path**
    `/sarkanytojas puzzle`, 1–12 players: a small board (level I 3×3, II 4×4, III 5×5) of eggs and dragons around START.
    
    { "*" }*🧭 Routes**
    A route starts at START, takes a tile along START's row, then one along that tile's column, and so on, turning after every tile; it must go on while its line holds a tile. Its value is the sum of its tiles. Find the most valuable route!
    
    { "*" }*💡 Guessing and checking**
    The first to announce a value is the guesser; the others then build a better route if they can, each until they show one or give up (house rule **Checking time**: the document's Timed Variant, 30 s at most advised). Stuck? **Pass**: once everyone has passed, the best route is shown and nobody scores (house rule **Race time** ends the race for everyone left). AI players race too: they take longer on bigger boards and do not always find the best.
    
    { "*" }*🏅 Scoring**
    If a checker shows a better route, every checker scores the difference and the guesser loses their guess. Otherwise the guesser must show a route worth the guess, counting for themselves (no running total): done, they score the guess; failed, they lose it.
    
    { "*" }*🔁 Rounds**
    A game has a round per player (at least 4), each on a new board; after each round the bot draws the best route. Alone, you practise without scores.
    
    { "*" }*📱 Here**
    { "*" }*{ table-hand-button }** → **I have it!** announces a value. To check or show a route, tap its tiles in order: the buttons are the tiles that may come next, and `#n` on the grid marks your n-th tile.
dragons-path-score =
    { $count ->
        [one] { $amount } point
       *[other] { $amount } points
    }
dragons-path-option-level = Level
    .help = I: 3x3 board, II: 4x4, III: 5x5.
dragons-path-option-check-seconds = Checking time (s)
    .help = 0: the others check until each has shown a better route or given up (the base game); else the Timed Variant's seconds to check (the document advises 30 at most).
dragons-path-option-check-seconds-0 = untimed
dragons-path-option-race-seconds = Race time (s)
    .help = 0: the race to guess has no limit; else the seconds before everyone who has not guessed passes.
dragons-path-option-race-seconds-0 = no limit
dragons-path-illegal-not-a-move = That move is not allowed: '{ $action }' is not a move.
dragons-path-illegal-guess-already-announced = That move is not allowed: someone has already announced a guess this round.
