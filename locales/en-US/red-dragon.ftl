## Red Dragon: every word its players read.
## Names arrive escaped for markdown (the catalog makes them bold); cards arrive as labels such as 🔥11; signed
## amounts arrive already signed (+12, −4, 0: number-signed).


## What the lobby, the rules, the records and the slash commands show

command-red-dragon =
    .description = Red Dragon: trick-taking for 3–6 players
command-red-dragon-new =
    .description = Open a Red Dragon lobby in this channel
command-red-dragon-new-timer =
    .description = How long each player has for a move before the AI plays for them

## Cards and amounts

# a card in the stock's select, with what it costs when it is red
red-dragon-card-option-cost = { $rank } (−{ $penalty })

## Events (the table's "Recent" lines and the move log)

red-dragon-event-stock-ready = **{ $player }** has chosen their stock cards.
red-dragon-event-stock-revealed = The stock is revealed: { $cards }
red-dragon-event-card-drafted = **{ $player }** takes { $card }.
# the last card of a draft, taken for its drafter (nothing left to choose); -yours: as that player reads it
red-dragon-event-last-card = **{ $player }** takes the last card, { $card } (no choice left).
red-dragon-event-last-card-yours = You take the last card, { $card }: there was no choice left.
red-dragon-event-play-begins = Round { $round }: **{ $player }** leads.
red-dragon-event-card-played = **{ $player }** plays { $card }.
red-dragon-event-trick-won = **{ $player }** takes the trick.
red-dragon-event-trick-won-red = **{ $player }** takes the trick (red −{ $penalty }).
# $points: a list of red-dragon-event-round-points
red-dragon-event-round-scored = Round { $round }: { $points }.
red-dragon-event-round-points = **{ $player }** { $points }
red-dragon-event-round-points-parts = **{ $player }** { $points } ({ $parts })
red-dragon-event-sweep = **{ $player }** took every trick and wins the game at once!
red-dragon-event-game-over = The last round is over.
red-dragon-event-round-dealt = Round { $round } is dealt.

## The table

red-dragon-table-title = 🐉 { red-dragon-title } · round { $round } of { $rounds }
red-dragon-table-title-over = 🐉 { red-dragon-title } · final scores
red-dragon-table-players = Players
red-dragon-table-last-trick = Last trick
red-dragon-table-scoresheet = Scoresheet
red-dragon-table-recent = Recent
# a player's line: $parts are the table's facts about them (tricks, cards in hand, total), apart
red-dragon-table-player = { $name } · { $parts }
red-dragon-table-player-first = { $name } 🎴 · { $parts }
red-dragon-tricks =
    { $count ->
        [0] no tricks
        [one] { $count } trick
       *[other] { $count } tricks
    }
red-dragon-tricks-red =
    { $count ->
        [one] { $count } trick, red −{ $penalty }
       *[other] { $count } tricks, red −{ $penalty }
    }
# where a round's points came from ($value: the points a trick is worth; $red: the red points in the tricks)
red-dragon-parts-tricks =
    { $count ->
        [one] { $count } trick × { $value }
       *[other] { $count } tricks × { $value }
    }
red-dragon-parts-tricks-red =
    { $count ->
        [one] { $count } trick × { $value }, red −{ $red }
       *[other] { $count } tricks × { $value }, red −{ $red }
    }
red-dragon-parts-bonus = no trick, bonus +{ $bonus }
red-dragon-parts-none = no trick
red-dragon-table-in-hand = { $count } in hand
red-dragon-table-total = total { $total }
red-dragon-table-last-trick-cards =
    { $cards }
    → **{ $winner }**
red-dragon-table-last-trick-cards-red =
    { $cards }
    → **{ $winner }** (red −{ $penalty })
# the scoresheet's column of rounds and its row of totals (short: the sheet is narrow)
red-dragon-sheet-round = Rnd
red-dragon-sheet-total = Tot
# what the table's icons mean (the footer; the rules' first page says it too)
red-dragon-legend = 🔥 red · ⭐ gold · 🍀 green · 💧 blue · 🎴 first player
red-dragon-footer =
    { red-dragon-legend }
    Trick = { $trick_value } points · red cards cost their number, { $costly } costs { $costly_penalty } · turn timer { $timer }
red-dragon-timer-minutes = { $minutes } min
red-dragon-timer-seconds = { $seconds } s
red-dragon-timer-off = off
# the one line an old table keeps once its round is over; $points: red-dragon-round-summary-points apart
red-dragon-round-summary = 🐉 Round { $round } of { $rounds } over · { $points }
red-dragon-round-summary-points = **{ $name }** { $points } ({ $parts }; total { $total })
red-dragon-table-sweep = 🏆 **{ $name }** took every trick of a round and wins at once!
red-dragon-table-game-over = The game is over.
# $marks: each player's name with whether they have chosen
red-dragon-table-stock =
    { $count ->
        [one] Everyone secretly puts **{ $count }** card into the stock. Press **{ table-hand-button }** to choose.
       *[other] Everyone secretly puts **{ $count }** cards into the stock. Press **{ table-hand-button }** to choose.
    }
    { $marks }
# $upcoming: who drafts next, in order
red-dragon-table-draft = **Stock** (face up): { $cards }
    Drafting: { $upcoming }
red-dragon-table-leads-next = **{ $name }** leads the next trick.
red-dragon-table-trick = **Trick** (led { $suit }): { $trick }
    { "**" }{ $name }** to play

## A player's private view

red-dragon-hand-title = Your hand · round { $round } of { $rounds }
red-dragon-hand-over = The game is over (your total: { $total }): see the final table.
red-dragon-hand-stock-select =
    { $count ->
        [one] Choose { $count } card for the stock (turned face up, drafted back)
       *[other] Choose { $count } cards for the stock (turned face up, drafted back)
    }
red-dragon-hand-stock-choose =
    { $count ->
        [one] Choose **{ $count }** card to put into the common stock. Once everyone has chosen, the stock is turned face up and drafted back one card at a time: anyone may take what you give (nobody learns who gave it).
       *[other] Choose **{ $count }** cards to put into the common stock. Once everyone has chosen, the stock is turned face up and drafted back one card at a time: anyone may take what you give (nobody learns who gave it).
    }
# $names: a list of red-dragon-hand-waiting-name
red-dragon-hand-stock-chosen = You put { $cards } into the stock. Waiting for { $names }…
red-dragon-hand-waiting-name = **{ $name }**
red-dragon-hand-your-cards = Your cards
red-dragon-hand-your-pick = **Your pick**: take one card from the stock.
red-dragon-hand-other-picks = **{ $name }** is picking from the stock…
red-dragon-hand-lead = **Your lead**: play any card.
red-dragon-hand-follow = **Your turn**: follow { $suit } if you can.
    Trick: { $trick }
red-dragon-hand-waiting-trick =
    Trick: { $trick }
    Waiting for **{ $name }**…
red-dragon-hand-waiting-lead = Waiting for **{ $name }** to lead…
red-dragon-hand-last-trick = Last trick: { $cards } → **{ $winner }**
red-dragon-hand-last-trick-red = Last trick: { $cards } → **{ $winner }** (red −{ $penalty })
red-dragon-hand-footer = This round: { $tricks } · your total { $total }
red-dragon-hand-footer-first-round = This round: { $tricks }
red-dragon-hand-total = Your total: { $total }

# The ids the shared layer reads for every game.

red-dragon-title = Red Dragon
red-dragon-tagline = Trick-taking for 3–6: take tricks, avoid the red cards · about 30–45 minutes
red-dragon-quick-start =
    { "*" }*1.** Each round, slip a few cards into a common stock, then draft it back one card at a time.
    { "*" }*2.** Follow the led suit if you can; the highest card of that suit takes the trick.
    { "*" }*3.** A trick scores points, but every 🔥 red card in it costs its number (🔥11 costs 26).
# The whole rules, cut into pages at blank lines. Figures from the engine's data: $cards cards numbered
# $low–$high; by player count N (3–6): $stock_N stock cards each, $trick_N points a trick, and $bonus_N_K the
# bonus of each of K players who took no trick.
red-dragon-rules = **🔢 The cards**
    { $cards } cards in four suits numbered { $low }–{ $high }, each suit with its own symbol: 🔥 red, ⭐ gold, 🍀 green, 💧 blue. There are no trumps. Only red counts against you: a red card costs its number in points, and the red 11 costs 26 (🔥11). 🎴 marks the round's first player on the table.
    
    { "**" }📥 The stock**
    All cards are dealt. Everyone then secretly puts cards into a common stock: { $stock_3 } each with 3 players, { $stock_4 } each with 4 players, { $stock_5 } each with 5 players, { $stock_6 } each with 6 players. Nobody sees who gave what.
    
    { "**" }🔄 The draft**
    The stock is shown face up and drafted back one card at a time in snake order (A B C D D C B A …), starting with the round's first player, until everyone holds a full hand again.
    
    { "**" }🃏 Tricks**
    The round's first player leads any card. Follow the led suit if you can; otherwise play anything. The highest card of the led suit takes the trick, and whoever took it leads the next one.
    
    { "**" }🧮 Scoring**
    Each trick is worth { $trick_3 }, { $trick_4 }, { $trick_5 } or { $trick_6 } points (3, 4, 5 or 6 players), and the red cards in your tricks cost their points. Trick points and red penalties of a round add up to zero.
    
    { "**" }🎁 No trick, a bonus**
    Players who took no trick get a bonus each, by how many of them there are:
    { "**" }3 players**: alone { $bonus_3_1 }
    { "**" }4 players**: alone { $bonus_4_1 }, 2 of them { $bonus_4_2 } each
    { "**" }5 players**: alone { $bonus_5_1 }, 2 of them { $bonus_5_2 } each, 3 of them { $bonus_5_3 } each
    { "**" }6 players**: alone { $bonus_6_1 }, 2 of them { $bonus_6_2 } each, 3 of them { $bonus_6_3 } each, 4 of them { $bonus_6_4 } each
    If more took no trick, nobody gets it.
    
    { "**" }🏆 Winning**
    The game has as many rounds as players; the first player moves one seat on each round. The highest total wins, and equal totals share the win. Whoever takes **every** trick of a round wins the game at once.
    
    { "**" }⚠️ Wrong suit**
    The printed rules punish playing a wrong suit with −100. Here the bot only offers the cards you may play, so it cannot happen.
red-dragon-score =
    { $count ->
        [one] { $amount } point
       *[other] { $amount } points
    }
