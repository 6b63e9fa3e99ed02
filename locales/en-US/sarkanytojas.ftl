## Sárkánytojás: what the shared layer reads of this game

sarkanytojas-title = Sárkánytojás
sarkanytojas-tagline = Tile-taking for 2–4 on a 7×7 field: grab eggs, dodge dragons · about 10 minutes a game
sarkanytojas-quick-start =
    🥚 **Your turn:** take any tile from the framed line (the Dragon Egg's row or column); the Egg moves onto its square.
    🔄 **Then the line turns:** row, column, row… so your take chooses where the next player takes from.
    🏁 **The end:** when the next line is empty, the last taker gets the Dragon Egg (+5). Eggs count plus, dragons minus: most points wins.

    🥚 egg (+) · 🐉 dragon (−) · 🛡️ Shield: give up a dragon · 🕳️ Pit: give up an egg · ▶️ takes now · ❓ chooses a tile to give up · 🤝 partner · 🏆 winner
sarkanytojas-rules =
    {"*"}*🥚 The field**
    48 tiles lie in a 7×7 square: eggs 🥚 worth +1 to +10 and dragons 🐉 worth −1 to −10 (three each of 1, 2, 3, 4, 5, 6, 8 and 10). The wooden Dragon Egg stands on the one empty square.

    {"*"}*▶️ Taking**
    On your turn take any tile from the Egg's line, near or far; the Egg moves onto its square. The first take of a game is along the Egg's row, the next along its column, and the direction switches with every take, whoever makes it.

    {"*"}*🂠 Face down**
    Taken tiles lie face down in front of their taker: during a game you see only your own tiles and score (partners too see only their own), the table shows how many tiles each player holds, and everything is revealed when the game ends. House rule **Open scores**: every haul and score is shown during play.

    {"*"}*🏁 The end**
    When the next player's line is empty (or the field is), the game ends and whoever took last gets the Dragon Egg: +5. Eggs count plus, dragons minus; most points wins, equal points share the win.

    {"*"}*🤝 Four players**
    Four play in pairs, partners opposite each other (seats 1 & 3 against 2 & 4); a pair's points add up.

    {"*"}*🛡️ Shield and Pit** (the game's own supplement, switched on in the lobby)
    6 random tiles make way for 3 🛡️ Shields and 3 🕳️ Pits. A Shield costs its taker one of their own dragons, a Pit one of their own eggs, their choice; both go face down, so the others only learn *that* a tile went. With nothing to give up, the Shield or Pit is simply discarded.

    {"*"}*🏆 Matches** (house rule)
    Several games in a row, the first player moving on each time. Each game gives match points (2 players 1/0, 3 players 2/1/0 with ties taking the higher, pairs 1/0); most match points wins.

    {"*"}*📱 Here**
    The framed line on the table picture is where the next take comes from. **My tiles** shows your haul and score and a button per tile you may take, with what each take leaves the next player.

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
sarkanytojas-score = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
sarkanytojas-hand-button = My tiles
sarkanytojas-option-shield-pit = Shield and Pit
    .help = The game's own supplement: 6 random tiles make way for 3 Shields (give up a dragon) and 3 Pits (give up an egg).
sarkanytojas-option-match = Games in the match
    .help = Games played in a row for match points.
sarkanytojas-option-open-scores = Open scores
    .help = Show every player's tiles and score during play; off (the document): taken tiles lie face down, each player sees only their own.
sarkanytojas-illegal-not-a-move = That move is not allowed: '{ $action }' is not a move.
sarkanytojas-illegal-guess-already-announced = That move is not allowed: someone has already announced a guess this round.
