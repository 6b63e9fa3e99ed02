## Sárkánytojás: tile-taking on a 7×7 field (the /sarkanytojas commands, the game's table and private views).


## What the shared layer reads for every game


## Commands

command-sarkanytojas = sarkanytojas
    .description = Sárkánytojás: take eggs, dodge dragons (2–4 players), and the Dragons' Path puzzle
command-sarkanytojas-new = new
    .description = Open a Sárkánytojás lobby in this channel (2–4 players)
command-sarkanytojas-new-shield_pit = shield_pit
    .description = Add 3 Shields and 3 Pits that make their taker give up a dragon or an egg (default: off)
command-sarkanytojas-new-match = match
    .description = Games in the match, played for match points (default: 1)
command-sarkanytojas-new-open_scores = open_scores
    .description = Show every player's tiles and score during play (default: off, tiles lie face down)
command-sarkanytojas-new-timer = timer
    .description = How long each player has for a take before the AI takes for them
command-sarkanytojas-puzzle = puzzle
    .description = Open a Dragons' Path puzzle lobby in this channel (1–12 players)
command-sarkanytojas-puzzle-level = level
    .description = I: 3×3 board, II: 4×4, III: 5×5 (default: I)
command-sarkanytojas-puzzle-level-i = I (3×3)
command-sarkanytojas-puzzle-level-ii = II (4×4)
command-sarkanytojas-puzzle-level-iii = III (5×5)
command-sarkanytojas-puzzle-check_seconds = check_seconds
    .description = Timed Variant: seconds to find a better route after a guess (default: 0, untimed; 30 advised)
command-sarkanytojas-puzzle-race_seconds = race_seconds
    .description = Seconds for the race to guess before everyone left passes (default: 0, no limit)
command-sarkanytojas-puzzle-timer = timer
    .description = How long a guesser has to show their route (default: 2 minutes)

## Tiles and lines

# a Shield or a Pit by name (a value tile shows its signed value)
sarkanytojas-tile-shield = Shield
sarkanytojas-tile-pit = Pit
sarkanytojas-line =
    { $direction ->
        [row] row { $number }
       *[column] column { $letter }
    }
# the score a player's face-down haul may have
sarkanytojas-score-range = { $low } to { $high }
sarkanytojas-tile-count = { $name } ×{ $count }

## Events

sarkanytojas-event-took = { $taker } takes { $tile } from { $square }.
sarkanytojas-event-took-shield-pit =
    { $tile ->
        [shield] { $taker } takes a Shield from { $square } and must give up one of their dragons.
       *[pit] { $taker } takes a Pit from { $square } and must give up one of their eggs.
    }
sarkanytojas-event-took-shield-pit-free =
    { $tile ->
        [shield] { $taker } takes a Shield from { $square }; with no dragon to give up, it is discarded.
       *[pit] { $taker } takes a Pit from { $square }; with no egg to give up, it is discarded.
    }
sarkanytojas-event-gave-up =
    { $by ->
        [shield]
            { $kind ->
                [egg] { $taker } puts the Shield and one of their eggs face down.
               *[dragon] { $taker } puts the Shield and one of their dragons face down.
            }
       *[pit]
            { $kind ->
                [dragon] { $taker } puts the Pit and one of their dragons face down.
               *[egg] { $taker } puts the Pit and one of their eggs face down.
            }
    }
sarkanytojas-event-game-over-field-empty = Game { $number } ends: the field is empty; { $egg_to } gets the Dragon Egg (+{ $bonus }). { $scores }
sarkanytojas-event-game-over-line-empty =
    { $direction ->
        [row] Game { $number } ends: { $seat } has no tile in their row; { $egg_to } gets the Dragon Egg (+{ $bonus }). { $scores }
       *[column] Game { $number } ends: { $seat } has no tile in their column; { $egg_to } gets the Dragon Egg (+{ $bonus }). { $scores }
    }
sarkanytojas-score-entry = { $name } { $score }
sarkanytojas-score-entry-winner = 🏆 { $name } { $score }
sarkanytojas-pair-names = { $one }+{ $other }
# where a player's score of a game came from: the sums of the eggs and of the dragons they kept, and the Dragon Egg
sarkanytojas-parts = 🥚{ $eggs } 🐉{ $dragons }
sarkanytojas-parts-egg = 🥚{ $eggs } 🐉{ $dragons }, Dragon Egg { $bonus }
# a player's score of a game and where it came from ($parts: sarkanytojas-parts)
sarkanytojas-score-parts = { $name } { $score } ({ $parts })
sarkanytojas-score-parts-winner = 🏆 { $name } { $score } ({ $parts })
# a pair's score: its players' (sarkanytojas-score-parts) and their sum
sarkanytojas-pair-sum = { $first } & { $second } = { $score }
sarkanytojas-pair-sum-winner = 🏆 { $first } & { $second } = { $score }
sarkanytojas-event-game-begins = Game { $number } of { $games } is laid out; { $starter } starts.
sarkanytojas-event-match-over =
    { $count ->
        [one] The match is over: { $champions } with { $count } match point.
       *[other] The match is over: { $champions } with { $count } match points.
    }

## The table

sarkanytojas-table-title = 🥚 Sárkánytojás
sarkanytojas-table-title-final = 🥚 Sárkánytojás · final
sarkanytojas-table-title-game = 🥚 Sárkánytojás · game { $number } of { $games }
sarkanytojas-field-game = Game { $number }
sarkanytojas-field-scoresheet = Match: scores by game, match points
sarkanytojas-field-recent = Recent
sarkanytojas-situation-pending =
    { $by ->
        [shield]
            { $kind ->
                [egg] ❓ **{ $name }** took a 🛡️ Shield and chooses which of their eggs to give up. It goes face down: nobody else will know which.
               *[dragon] ❓ **{ $name }** took a 🛡️ Shield and chooses which of their dragons to give up. It goes face down: nobody else will know which.
            }
       *[pit]
            { $kind ->
                [dragon] ❓ **{ $name }** took a 🕳️ Pit and chooses which of their dragons to give up. It goes face down: nobody else will know which.
               *[egg] ❓ **{ $name }** took a 🕳️ Pit and chooses which of their eggs to give up. It goes face down: nobody else will know which.
            }
    }
sarkanytojas-situation-turn =
    ▶️ **{ $name }** takes from **{ $line }**, the framed line:
    { $offer }
    The last taker gets the Dragon Egg (+{ $bonus }).
sarkanytojas-offer-entry = { $tile } { $square }
sarkanytojas-side-turn = ▶️ { $side }
sarkanytojas-side-pending = ❓ { $side }
sarkanytojas-side-names = { $first } & { $second }
sarkanytojas-personal-score-parts = { $score } = { $parts }
sarkanytojas-side-one =
    { $haul }
    { "*" }*Score { $score }**
sarkanytojas-side-player = **{ $name }** ({ $score }): { $haul }
sarkanytojas-side-pair-total = **Pair score { $score }**
sarkanytojas-side-face-down = **{ $name }**: { $haul }
sarkanytojas-last-game =
    { $reason ->
        [row] Ended: { $seat } has no tile in their row. **{ $egg_to }** got the Dragon Egg (+{ $bonus }); won by **{ $winners }**.
        [column] Ended: { $seat } has no tile in their column. **{ $egg_to }** got the Dragon Egg (+{ $bonus }); won by **{ $winners }**.
       *[field] Ended: the field is empty. **{ $egg_to }** got the Dragon Egg (+{ $bonus }); won by **{ $winners }**.
    }
# the last game's scores with their parts, and the match points it gave
sarkanytojas-last-game-scores = { $scores } · match points: { $points }
sarkanytojas-footer-tiles-left =
    { $count ->
        [one] { $count } tile left
       *[other] { $count } tiles left
    }
sarkanytojas-footer-shield-pit = 🛡️ Shield costs a dragon, 🕳️ Pit an egg
sarkanytojas-footer-timer =
    { $unit ->
        [off] turn timer off
        [minutes] turn timer { $minutes } min
       *[seconds] turn timer { $seconds } s
    }
sarkanytojas-sheet-points = Pts
sarkanytojas-sheet-game = G{ $number }
# the line an old table keeps once the next game of the match is laid out
sarkanytojas-game-summary = 🏁 Game { $number } of { $games } over · { $scores } · won by { $winners } · match points: { $points }

## Hauls

sarkanytojas-face-down-tiles =
    { $count ->
        [one] 🂠 { $count } tile face down
       *[other] 🂠 { $count } tiles face down
    }
sarkanytojas-no-tiles = no tiles yet
sarkanytojas-took-tiles = took { $tiles }
sarkanytojas-discard-known =
    { $by ->
        [shield] 🛡️Shield: gave up { $tile }
       *[pit] 🕳️Pit: gave up { $tile }
    }
sarkanytojas-discard-hidden =
    { $by ->
        [shield]
            { $kind ->
                [egg] 🛡️Shield: one egg went face down
               *[dragon] 🛡️Shield: one dragon went face down
            }
       *[pit]
            { $kind ->
                [dragon] 🕳️Pit: one dragon went face down
               *[egg] 🕳️Pit: one egg went face down
            }
    }
sarkanytojas-discard-nothing =
    { $by ->
        [shield] 🛡️Shield: nothing to give up
       *[pit] 🕳️Pit: nothing to give up
    }

## The private view

sarkanytojas-hand-title = Your tiles
sarkanytojas-hand-title-game = Your tiles · game { $number } of { $games }
sarkanytojas-hand-over = 🏁 The game is over: the table has the results.
sarkanytojas-hand-your-take =
    { $direction ->
        [row] ▶️ **Your take** from **{ $line }**; then **{ $name }** takes from its row:
       *[column] ▶️ **Your take** from **{ $line }**; then **{ $name }** takes from its column:
    }
sarkanytojas-hand-your-take-last = ▶️ **Your take** from **{ $line }**:
sarkanytojas-hand-choice = { $square } { $tile } → { $next }
sarkanytojas-hand-choice-costs =
    { $cost ->
        [egg] { $square } { $tile } (costs an egg) → { $next }
       *[dragon] { $square } { $tile } (costs a dragon) → { $next }
    }
sarkanytojas-hand-choice-free =
    { $cost ->
        [egg] { $square } { $tile } (free: no egg) → { $next }
       *[dragon] { $square } { $tile } (free: no dragon) → { $next }
    }
sarkanytojas-next-ends = ends the game: the Dragon Egg (+{ $bonus }) is yours
sarkanytojas-take-button = { $tile } · { $square }
sarkanytojas-hand-wait-discard =
    { $kind ->
        [egg] ⏳ **{ $name }** is choosing which egg to give up.
       *[dragon] ⏳ **{ $name }** is choosing which dragon to give up.
    }
sarkanytojas-hand-wait-take = ⏳ **{ $name }** takes from { $line }.
sarkanytojas-hand-haul = Your haul · score { $score }
sarkanytojas-hand-scores = Scores
sarkanytojas-hand-score = **{ $name }** { $score }
sarkanytojas-hand-score-partner = 🤝 **{ $name }** { $score }
sarkanytojas-hand-face-down =
    { $count ->
        [one] 🂠 { $count } tile
       *[other] 🂠 { $count } tiles
    }
sarkanytojas-hand-pairs = Your pair **{ $ours }** · the other pair **{ $theirs }**
sarkanytojas-discard-choice =
    { $by ->
        [shield]
            { $kind ->
                [egg] 🛡️ You took a **Shield**: give up one of your eggs. It goes face down with the Shield, and only you will know which it was.
               *[dragon] 🛡️ You took a **Shield**: give up one of your dragons. It goes face down with the Shield, and only you will know which it was.
            }
       *[pit]
            { $kind ->
                [dragon] 🕳️ You took a **Pit**: give up one of your dragons. It goes face down with the Pit, and only you will know which it was.
               *[egg] 🕳️ You took a **Pit**: give up one of your eggs. It goes face down with the Pit, and only you will know which it was.
            }
    }
sarkanytojas-discard-usually =
    { $kind ->
        [egg] Usually best: the lowest egg.
       *[dragon] Usually best: the most costly dragon.
    }
sarkanytojas-discard-button = Give up { $tile }

## The table's picture

sarkanytojas-picture-game = Game { $number } of { $games }
sarkanytojas-picture-tiles-left =
    { $count ->
        [one] { $count } tile left
       *[other] { $count } tiles left
    }
sarkanytojas-picture-take-from = take from { $line }
sarkanytojas-picture-finished = finished
# the word under a value tile's number, and the word on a Shield or Pit
sarkanytojas-picture-kind =
    { $kind ->
        [egg] egg
        [dragon] dragon
        [shield] SHIELD
       *[pit] PIT
    }

## The rules (without the puzzle's)

sarkanytojas-rules-game =
    { "*" }*🥚 The field**
    48 tiles lie in a 7×7 square: eggs 🥚 worth +1 to +10 and dragons 🐉 worth −1 to −10 (three each of 1, 2, 3, 4, 5, 6, 8 and 10). The wooden Dragon Egg stands on the one empty square.
    
    { "*" }*▶️ Taking**
    On your turn take any tile from the Egg's line, near or far; the Egg moves onto its square. The first take of a game is along the Egg's row, the next along its column, and the direction switches with every take, whoever makes it.
    
    { "*" }*🂠 Face down**
    Taken tiles lie face down in front of their taker: during a game you see only your own tiles and score (partners too see only their own), the table shows how many tiles each player holds, and everything is revealed when the game ends. House rule **Open scores**: every haul and score is shown during play.
    
    { "*" }*🏁 The end**
    When the next player's line is empty (or the field is), the game ends and whoever took last gets the Dragon Egg: +5. Eggs count plus, dragons minus; most points wins, equal points share the win.
    
    { "*" }*🤝 Four players**
    Four play in pairs, partners opposite each other (seats 1 & 3 against 2 & 4); a pair's points add up.
    
    { "*" }*🛡️ Shield and Pit** (the game's own supplement, switched on in the lobby)
    6 random tiles make way for 3 🛡️ Shields and 3 🕳️ Pits. A Shield costs its taker one of their own dragons, a Pit one of their own eggs, their choice; both go face down, so the others only learn *that* a tile went. With nothing to give up, the Shield or Pit is simply discarded.
    
    { "*" }*🏆 Matches** (house rule)
    Several games in a row, the first player moving on each time. Each game gives match points (2 players 1/0, 3 players 2/1/0 with ties taking the higher, pairs 1/0); most match points wins.
    
    { "*" }*📱 Here**
    The framed line on the table picture is where the next take comes from. **{ table-hand-button }** shows your haul and score and a button per tile you may take, with what each take leaves the next player.

# The ids the shared layer reads for every game.

sarkanytojas-title = Sárkánytojás
sarkanytojas-tagline = Tile-taking for 2–4 on a 7×7 field: grab eggs, dodge dragons · about 10 minutes a game
sarkanytojas-quick-start =
    🥚 **Your turn:** take any tile from the framed line (the Dragon Egg's row or column); the Egg moves onto its square.
    🔄 **Then the line turns:** row, column, row… so your take chooses where the next player takes from.
    🏁 **The end:** when the next line is empty, the last taker gets the Dragon Egg (+5). Eggs count plus, dragons minus: most points wins.
    
    🥚 egg (+) · 🐉 dragon (−) · 🛡️ Shield: give up a dragon · 🕳️ Pit: give up an egg · ▶️ takes now · ❓ chooses a tile to give up · 🤝 partner · 🏆 winner
sarkanytojas-rules =
    { "*" }*🥚 The field**
    48 tiles lie in a 7×7 square: eggs 🥚 worth +1 to +10 and dragons 🐉 worth −1 to −10 (three each of 1, 2, 3, 4, 5, 6, 8 and 10). The wooden Dragon Egg stands on the one empty square.
    
    { "*" }*▶️ Taking**
    On your turn take any tile from the Egg's line, near or far; the Egg moves onto its square. The first take of a game is along the Egg's row, the next along its column, and the direction switches with every take, whoever makes it.
    
    { "*" }*🂠 Face down**
    Taken tiles lie face down in front of their taker: during a game you see only your own tiles and score (partners too see only their own), the table shows how many tiles each player holds, and everything is revealed when the game ends. House rule **Open scores**: every haul and score is shown during play.
    
    { "*" }*🏁 The end**
    When the next player's line is empty (or the field is), the game ends and whoever took last gets the Dragon Egg: +5. Eggs count plus, dragons minus; most points wins, equal points share the win.
    
    { "*" }*🤝 Four players**
    Four play in pairs, partners opposite each other (seats 1 & 3 against 2 & 4); a pair's points add up.
    
    { "*" }*🛡️ Shield and Pit** (the game's own supplement, switched on in the lobby)
    6 random tiles make way for 3 🛡️ Shields and 3 🕳️ Pits. A Shield costs its taker one of their own dragons, a Pit one of their own eggs, their choice; both go face down, so the others only learn *that* a tile went. With nothing to give up, the Shield or Pit is simply discarded.
    
    { "*" }*🏆 Matches** (house rule)
    Several games in a row, the first player moving on each time. Each game gives match points (2 players 1/0, 3 players 2/1/0 with ties taking the higher, pairs 1/0); most match points wins.
    
    { "*" }*📱 Here**
    The framed line on the table picture is where the next take comes from. **{ table-hand-button }** shows your haul and score and a button per tile you may take, with what each take leaves the next player.
    
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
# a match's result in the final standings: the match points that placed the player
sarkanytojas-match-score =
    { $count ->
        [one] { $amount } match point
       *[other] { $amount } match points
    }
sarkanytojas-score =
    { $count ->
        [one] { $amount } point
       *[other] { $amount } points
    }
sarkanytojas-option-shield-pit = Shield and Pit
    .help = The game's own supplement: 6 random tiles make way for 3 Shields (give up a dragon) and 3 Pits (give up an egg).
sarkanytojas-option-match = Games in the match
    .help = Games played in a row for match points.
sarkanytojas-option-open-scores = Open scores
    .help = Show every player's tiles and score during play; off (the document): taken tiles lie face down, each player sees only their own.
sarkanytojas-illegal-not-a-move = That move is not allowed: '{ $action }' is not a move.
sarkanytojas-illegal-guess-already-announced = That move is not allowed: someone has already announced a guess this round.
