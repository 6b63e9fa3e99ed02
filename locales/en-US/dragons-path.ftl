## Dragons' Path: what the shared layer reads of this game

dragons-path-title = Dragons' Path
dragons-path-tagline = Route puzzle for 1–12: race to the most valuable path through eggs and dragons · about 5 minutes (alone it is practice)
dragons-path-quick-start =
    🧭 **A route** starts at START, takes a tile along its row, then one along that tile's column, turning after every tile until its line is empty. Its value is the sum of its tiles.
    💡 **Found a good one?** **My route** → **I have it!** and type its value: the first guess counts, and the others get the checking time to beat it.
    🏅 **Beaten:** every checker scores the difference and the guesser loses the guess. **Unbeaten:** the guesser shows the route tile by tile to score it.

    `S` START · `#n` the n-th tile of a route · `[+3]` may come next · 🔍 still checking · ✅ beat it · ✖️ nothing better
dragons-path-rules =
    {"*"}*🧩 Dragons' Path**
    `/sarkanytojas puzzle`, 1–12 players: a small board (level I 3×3, II 4×4, III 5×5) of eggs and dragons around START.

    {"*"}*🧭 Routes**
    A route starts at START, takes a tile along START's row, then one along that tile's column, and so on, turning after every tile; it must go on while its line holds a tile. Its value is the sum of its tiles. Find the most valuable route!

    {"*"}*💡 Guessing and checking**
    The first to announce a value is the guesser; the others then build a better route if they can, each until they show one or give up (house rule **Checking time**: the document's Timed Variant, 30 s at most advised). Stuck? **Pass**: once everyone has passed, the best route is shown and nobody scores (house rule **Race time** ends the race for everyone left). AI players race too: they take longer on bigger boards and do not always find the best.

    {"*"}*🏅 Scoring**
    If a checker shows a better route, every checker scores the difference and the guesser loses their guess. Otherwise the guesser must show a route worth the guess, counting for themselves (no running total): done, they score the guess; failed, they lose it.

    {"*"}*🔁 Rounds**
    A game has a round per player (at least 4), each on a new board; after each round the bot draws the best route. Alone, you practise without scores.

    {"*"}*📱 Here**
    {"*"}*My route** → **I have it!** announces a value. To check or show a route, tap its tiles in order: the buttons are the tiles that may come next, and `#n` on the grid marks your n-th tile.
dragons-path-score = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
dragons-path-hand-button = My route
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
