# Krasny Drakon: the shedding game (cogs/krasny_drakon). Names arrive escaped; the catalog writes their emphasis.
# Cards arrive as labels ("10♠", "Joker as 7"); ranks as labels ("10", "J"), with $rank the engine's code where a
# selector needs it (2-9, T, J, Q, K, A).


## What the shared layer reads for the game: its name, lobby line, quick start, rules, score, options, refusals


## Slash commands

command-krasny-drakon =
    .description = Krasny Drakon: shed all your cards, 2–8 players
command-krasny-drakon-new =
    .description = Open a Krasny Drakon lobby in this channel
command-krasny-drakon-new-decks =
    .description = 1 or 2 decks for 2–4 players (default 1); 5–8 players always play with 2
command-krasny-drakon-new-decks-1 = 1 deck (5–8 players still get 2)
command-krasny-drakon-new-decks-2 = 2 decks
command-krasny-drakon-new-jokers =
    .description = Two Jokers per deck, each played as any rank you name (default: off)
command-krasny-drakon-new-sets =
    .description = Play several cards of one rank from the same source at once (default: off)
command-krasny-drakon-new-ten_plays_again =
    .description = After burning the pile with a 10 you start the new pile yourself (default: off)
command-krasny-drakon-new-open_chance =
    .description = Chance cards are turned face up when you reach them, not played blind (default: off)
command-krasny-drakon-new-timer =
    .description = How long each player has for a move before the AI plays for them

## Cards and ranks

krasny-drakon-joker = Joker
# a Joker on the pile or in a select, with the rank it plays as
krasny-drakon-joker-as = Joker as { $rank }
# every rank may follow
krasny-drakon-any-rank = anything
# a run of three ranks or more: "8–A"
krasny-drakon-rank-run = { $first }–{ $last }
# what a special rank does, in select options and the reserve choice
krasny-drakon-hint-2 = goes on anything
krasny-drakon-hint-3 = anything may follow it
krasny-drakon-hint-8 = you play again
krasny-drakon-hint-9 = the next card must be a 9 or lower
krasny-drakon-hint-t = burns the pile
krasny-drakon-hint-a = only an Ace, a 2 or a 10 may follow
krasny-drakon-hint-joker = stands for any rank you name
# a rank in the plural ($rank: the engine's code, $label: as shown)
krasny-drakon-ranks =
    { $rank ->
        [J] Jacks
        [Q] Queens
        [K] Kings
        [A] Aces
       *[other] { $label }s
    }
# a rank as the cards show it ($rank: the engine's code, T the 10)
krasny-drakon-rank-label =
    { $rank ->
        [T] 10
        [J] J
        [Q] Q
        [K] K
        [A] A
       *[other] { $rank }
    }
krasny-drakon-cards =
    { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
# a place in the finishing order
krasny-drakon-ordinal =
    { $place ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $place }th
    }
# the sources a seat plays from
krasny-drakon-source =
    { $source ->
        [opening] opening cards
        [reserve] reserve
        [chance] chance cards
       *[hand] hand
    }
# a fourth place or later, where the first three have medals
krasny-drakon-place-number = { $place }.

## Events, as the table's log and "since your last move" show them

krasny-drakon-event-ready = ✅ **{ $player }** has chosen a reserve
krasny-drakon-event-start = All reserves are chosen; **{ $starter }** starts
krasny-drakon-event-unlock = 🔓 **{ $player }** unlocks the { krasny-drakon-source } first
krasny-drakon-event-play = **{ $player }** plays { $cards } from the { krasny-drakon-source }
krasny-drakon-event-play-chance = 🎲 **{ $player }** turns over { $cards } from the chance cards: it fits
krasny-drakon-event-reveal-joker = 🎲 **{ $player }** turns over a { $card } from the chance cards and names its rank
krasny-drakon-event-reveal-miss = 🎲 **{ $player }** turns over { $card } from the chance cards: it does not fit
krasny-drakon-event-burn = 🔥 **{ $player }** burns the pile ({ krasny-drakon-cards })
krasny-drakon-event-again = 🔁 **{ $player }** plays again
krasny-drakon-event-pickup = 📥 **{ $player }** picks up { krasny-drakon-cards }; **{ $starter }** starts a new pile
krasny-drakon-event-out = { $medal } **{ $player }** is out in { krasny-drakon-ordinal } place
# $players: the players still holding cards, whom it outlasted; $score: how many, as krasny-drakon-score says
krasny-drakon-event-out-ahead = { $medal } **{ $player }** is out in { krasny-drakon-ordinal } place, ahead of { $players }: { $score }
krasny-drakon-event-stalemate = { $pickups } pickups without anybody going out: the game ends, fewest cards ranking best
# $players: a list of names, each as krasny-drakon-player shows it
krasny-drakon-event-stalemate-shared = { $pickups } pickups without anybody going out: the game ends, and { $players } share the last place
krasny-drakon-event-lost-left = 🐉 **{ $player }** is left holding cards and loses
krasny-drakon-event-lost-most = 🐉 **{ $player }** holds the most cards and loses
# a name in a list of names
krasny-drakon-player = **{ $player }**

## The public table

krasny-drakon-table-title =
    🐲 Krasny Drakon · { $stage ->
        [setup] choosing reserves
        [play] play
       *[over] finishing order
    }
krasny-drakon-what-happened = What happened
# $marks: every seat's mark (krasny-drakon-ready-mark, krasny-drakon-waiting-mark)
krasny-drakon-setup-situation =
    Everyone secretly keeps **{ $reserve }** of their 8 dealt cards as a reserve; the other 5 lie face up as opening cards. Press **{ table-hand-button }** to choose.
    { $marks }
krasny-drakon-ready-mark = ✅ { $player }
krasny-drakon-waiting-mark = ⏳ { $player }
krasny-drakon-stopped = Stopped after { $pickups } pickups in a row: those still holding cards share the last place.
krasny-drakon-pile-empty = 🂠 **Pile**: empty, any card may start it.
# $shown: the newest cards, the top one as krasny-drakon-top-card shows it, after "… " when older ones lie below
krasny-drakon-pile = 🂠 **Pile** ({ krasny-drakon-cards }): { $shown }
krasny-drakon-top-card = **{ $card }**
krasny-drakon-may-follow = ➡️ May follow: **{ $ranks }**
krasny-drakon-may-follow-after-nine = ➡️ May follow: **{ $ranks }** · ⬇️ after a 9: a 9 or lower, or a 10
krasny-drakon-may-follow-after-ace = ➡️ May follow: **{ $ranks }** · after an Ace: an Ace, a 2 or a 10
krasny-drakon-naming-joker = 🃏 **{ $player }** turned over a Joker and is naming its rank.
krasny-drakon-choosing-unlock = ▶️ **{ $player }** is choosing: reserve or chance cards first?
krasny-drakon-starts-pile = ▶️ **{ $player }** starts a new pile from the { krasny-drakon-source }.
krasny-drakon-plays-from = ▶️ **{ $player }** plays from the { krasny-drakon-source }.
# $players: a list of krasny-drakon-out-entry
krasny-drakon-out-so-far = Out so far: { $players }
krasny-drakon-out-entry = { $medal } { $player }
krasny-drakon-stalemate-warning = ⚠️ { $pickups } pickups in a row: { $left } more without anybody going out or burning the pile ends the game.
krasny-drakon-last-loses = 🐉 last: loses
krasny-drakon-out-in-place = { $medal } out in { krasny-drakon-ordinal } place
# a seat's sources still to play ("🔒3 · 🎲5") while it has yet to choose which comes first
krasny-drakon-choice-due = { $held } · choosing
# the footer: the icons, then the house rules in force and the game's counters
krasny-drakon-legend = Cards shown: opening · 🔒 reserve · 🎲 chance (face down) · ✋ hand

# a seat's cards in a finished game's replay: its hand ($hand) and secret reserve ($reserve)
krasny-drakon-replay-hand = ✋ { $hand } · 🔒 { $reserve }
krasny-drakon-decks =
    { $count ->
        [one] { $count } deck
       *[other] { $count } decks
    }
krasny-drakon-decks-forced = { krasny-drakon-decks } (always with { $seats }+)
krasny-drakon-jokers-on = Jokers
krasny-drakon-sets-on = sets
krasny-drakon-ten-again-on = 10 plays again
krasny-drakon-open-chance-on = open chance cards
krasny-drakon-not-dealt = { krasny-drakon-cards } not dealt
krasny-drakon-burnt = 🔥 { $count } burnt
krasny-drakon-dealer = dealer { $player }
# minutes without grouping, as the lobby shows a timer ("1440 min")
krasny-drakon-timer-minutes = ⏰ { NUMBER($minutes, useGrouping: 0) } min
krasny-drakon-timer-seconds = ⏰ { $seconds } s
krasny-drakon-timer-off = ⏰ off
# the line an old table keeps once the reserves are chosen and a new table shows the play; $players: a list
krasny-drakon-setup-summary = 🐲 Reserves chosen by { $players }: each holds { $opening } opening cards, 🔒{ $reserve } and 🎲{ $chance } · **{ $starter }** started the first pile
# chance cards turned face up (house rule open chance cards)
krasny-drakon-chance-open = 🎲 { $cards }

## A player's private view ($mark: ▶️ before the source the player plays from, else nothing)

krasny-drakon-hand-title = 🐲 Your cards
krasny-drakon-you-lost = 🐉 You were the last one holding cards: you lose this time.
krasny-drakon-you-share-last = 🐉 The game stopped while you still held cards: you share the last place.
krasny-drakon-you-are-out = 🏁 You are out in **{ krasny-drakon-ordinal }** place, ahead of { $players }: { $count ->
        [one] { $count } player outlasted!
       *[other] { $count } players outlasted!
    }
krasny-drakon-you-are-out-others-play-on = 🏁 You are out in **{ krasny-drakon-ordinal }** place, ahead of { $players }: { $count ->
        [one] { $count } player outlasted!
       *[other] { $count } players outlasted!
    } The others play on.
krasny-drakon-opening-line = { $mark }Opening: { $cards }
krasny-drakon-reserve-line = { $mark }🔒 Reserve: { $cards }
krasny-drakon-chance-line = { $mark }🎲 Chance (face down): { $backs }
krasny-drakon-chance-open-line = { $mark }🎲 Chance cards (face up): { $cards }
krasny-drakon-hand-line = { $mark }✋ Hand ({ krasny-drakon-cards }): { $shown }
krasny-drakon-declare-placeholder = 🃏 The Joker you turned over is a…
krasny-drakon-keep-reserve = 🔒 **Keep { $need } of these 8 cards as your reserve.** Nobody else sees them; the other 5 lie face up as your opening cards. Keep back cards that fit on almost anything (2, 10, high cards).
krasny-drakon-your-eight = Your 8 cards
krasny-drakon-choose-reserve = Choose { $need } reserve cards
krasny-drakon-your-reserve =
    🔒 Your reserve: **{ $reserve }**
    Opening cards: { $opening }
# $players: a list of krasny-drakon-player
krasny-drakon-your-reserve-waiting =
    🔒 Your reserve: **{ $reserve }**
    Opening cards: { $opening }
    ⏳ Waiting for { $players }.
krasny-drakon-someone-plays = ⏳ **{ $player }** is playing.
krasny-drakon-joker-turned = 🃏 **You turned over a Joker!** Name the rank it plays as.
krasny-drakon-unlock-now = 🔓 **Your opening cards are gone.** What comes next: your reserve (cards you know) or your chance cards (blind)? The other follows.
krasny-drakon-must-pick-up = 📥 **Your turn**, but nothing from your { krasny-drakon-source } fits: pick up the pile.
krasny-drakon-your-turn = ▶️ **Your turn**: play from your { krasny-drakon-source }.
krasny-drakon-chance-turn = ▶️ **Your turn**: turn over a chance card; if it does not fit, you pick up the pile with it.
krasny-drakon-joker-placeholder = 🃏 Play a Joker as…
krasny-drakon-lit-cards = Lit cards fit on the pile.
krasny-drakon-menus-later = { $count } cards: on your turn the ones that fit are in menus, grouped by rank.
krasny-drakon-menus-note = Menus hold only the cards that fit; suits never matter.
krasny-drakon-menus-note-trimmed = Menus hold only the cards that fit; suits never matter. Too many sets to list: each rank offers its largest (and smallest) one.
krasny-drakon-pick-up = Pick up the pile ({ krasny-drakon-cards })
# a set of equal cards in a select: "Three 7s: 7♠ 7♥ 7♦"
krasny-drakon-set-option =
    { $count ->
        [2] Two
        [3] Three
        [4] Four
        [5] Five
        [6] Six
        [7] Seven
        [8] Eight
       *[other] { $count }
    } { krasny-drakon-ranks }: { $cards }
# the placeholder of a select of single cards: its ranks, from the lowest to the highest
krasny-drakon-play-a-card = Play a card: { $first }
krasny-drakon-play-a-card-span = Play a card: { $first } to { $last }
krasny-drakon-play-a-card-joker = Play a card: { $first } or a Joker
krasny-drakon-play-a-card-span-joker = Play a card: { $first } to { $last } or a Joker
krasny-drakon-play-several = Play several { krasny-drakon-ranks }…
krasny-drakon-play-several-ranks = Play several cards of one rank…
krasny-drakon-reserve-first =
    { $count ->
        [one] Reserve first ({ $count } card you know)
       *[other] Reserve first ({ $count } cards you know)
    }
krasny-drakon-chance-first =
    { $count ->
        [one] Chance first ({ $count } blind card)
       *[other] Chance first ({ $count } blind cards)
    }
krasny-drakon-chance-slot = Chance { $number }

# The ids the shared layer reads for every game.

krasny-drakon-title = Krasny Drakon
krasny-drakon-tagline = Shedding for 2–8: play equal or higher, don't be the last one holding cards · about 20 minutes
krasny-drakon-quick-start =
    1. Get rid of all your cards: the last player still holding some loses.
    2. Play a card of the same rank or higher on the pile (2 and 10 go on anything); if none fits, pick up the pile.
    3. Play your face-up opening cards first, then your secret reserve 🔒 and blind chance cards 🎲, then your hand ✋.
krasny-drakon-rules =
    { "*" }*Goal**
    Get rid of all your cards. Players leave one by one as they run out; the finishing order is the result, and the last player still holding cards loses.
    
    { "*" }*Cards**
    2–4 players use one deck (or two if the host likes), 5–8 players always two. Everyone gets 13 cards; the rest stays out unseen. You get 5 **chance** cards 🎲 face down that nobody knows, not even you, and 8 more. From those 8 you secretly keep 3 as your **reserve** 🔒 (only you see them); the other 5 lie face up as your **opening** cards. Everyone chooses at the same time. The first dealer is drawn by lot; the deal passes to the left in a rematch.
    
    { "*" }*Order of play**
    First your opening cards. When they are gone you choose once: reserve or chance cards next, then the other. Last comes your **hand** ✋: the piles you had to pick up. You only play from the source you are on, and you must play if you can.
    
    { "*" }*The pile**
    The player left of the dealer starts with any opening card. On a card you may play one of the same rank or higher, and a 2 or a 10 at any time. Exceptions: on a 2 or a 3 anything goes; on a 9 only a 9 or lower (or a 10); on an Ace only an Ace, a 2 or a 10. So a 3 only fits on a 2, a 3 or a 9.
    
    { "*" }*What may follow**
    on **2**: anything · on **3**: anything · on **4**: 2, 4–A · on **5**: 2, 5–A · on **6**: 2, 6–A · on **7**: 2, 7–A · on **8**: 2, 8–A · on **9**: 2–10 · on **J**: 2, 10–A · on **Q**: 2, 10, Q–A · on **K**: 2, 10, K, A · on **A**: 2, 10, A
    
    { "*" }*Special cards**
    🔁 **8**: you play again (unless it was your last card).
    ⬇️ **9**: the next card must be equal or lower.
    🔥 **10**: the pile is burnt, out of the game, and the next player starts a new pile (with the house rule *10 plays again*, you start it yourself).
    
    { "*" }*Cannot play?**
    Pick up the whole pile into your hand; the next player starts a new pile.
    
    { "*" }*Chance cards**
    They are played blind: you pick one by its place and it is turned over. If it fits, it is played; if not, you pick up the pile together with it. House rule **Open chance cards** (the Russian wording, "open, at his choice, the chance cards"): they are turned face up for everyone once you reach them, and you play them like your other cards. The house rules of a game show which is in force.
    
    { "*" }*Jokers** (house rule)
    2 per deck. A Joker counts as any rank you name when you play it, with that rank's effect. A Joker turned over from your chance cards is named then; a picked-up Joker is wild again.
    
    { "*" }*Sets** (house rule)
    Several cards of one rank from the same source in one play; never blind chance cards, never with a Joker. A set of 8s still gives one more play.
    
    { "*" }*No endless games**
    If 25 pickups follow each other without anybody going out or burning the pile, the game stops, and everyone still holding cards shares the last place (not in the rules: a safeguard so that every game ends; games that end normally never see such a streak).
    
    { "*" }*Icons**
    ▶️ whose turn and which source · 🔒 reserve · 🎲 chance cards (face down 🂠) · ✋ hand · 🔥 burnt · 📥 picked up
krasny-drakon-score =
    { $count ->
        [one] { $amount } player outlasted
       *[other] { $amount } players outlasted
    }
krasny-drakon-option-decks = Decks
    .help = 1 or 2 decks; 5-8 players always use 2
krasny-drakon-option-decks-1 = 1 (2 with 5 or more players)
krasny-drakon-option-jokers = Jokers
    .help = 2 jokers per deck; a joker is played as any rank the player names
krasny-drakon-option-sets = Sets
    .help = play several cards of one rank from the same source in one turn
krasny-drakon-option-ten-plays-again = 10 plays again
    .help = after burning the pile with a 10, play again
krasny-drakon-option-open-chance = Open chance cards
    .help = the chance cards are turned face up when a player reaches them, and played like the others (the Russian wording); off: played blind
krasny-drakon-option-dealer = Dealer
    .help = seat of the first dealer, drawn by lot unless the host chooses; the player on the dealer's left starts
krasny-drakon-option-dealer--1 = drawn by lot
krasny-drakon-illegal-reserve-already-chosen = That move is not allowed: you have already chosen your reserve cards.
krasny-drakon-illegal-choose-reserve-first = That move is not allowed: choose { $count } reserve cards first.
krasny-drakon-illegal-not-a-dealt-card = That move is not allowed: '{ $card }' is not one of your dealt cards still to choose from.
krasny-drakon-illegal-declare-joker-first = That move is not allowed: name the rank of the joker you turned over (declare:<rank>) first.
krasny-drakon-illegal-choose-unlock-first = That move is not allowed: your opening cards are gone: choose unlock:reserve or unlock:chance first.
krasny-drakon-illegal-unlock-once = That move is not allowed: the unlock choice is made once, when your opening cards are gone.
krasny-drakon-illegal-must-play = That move is not allowed: you must play a card if you can; you may pick up only when nothing fits.
krasny-drakon-illegal-chance-next = That move is not allowed: your chance cards are next: turn one over with chance:<slot> (a slot still face down).
krasny-drakon-illegal-not-an-action-now = That move is not allowed: '{ $action }' is not an action of this game now.
krasny-drakon-illegal-not-in-source =
    { $source ->
        [opening] That move is not allowed: '{ $card }' is not among your opening cards, the only ones you may play now.
        [reserve] That move is not allowed: '{ $card }' is not among your reserve cards, the only ones you may play now.
        [chance] That move is not allowed: '{ $card }' is not among your chance cards, the only ones you may play now.
       *[hand] That move is not allowed: '{ $card }' is not in your hand, the only cards you may play now.
    }
krasny-drakon-illegal-sets-not-allowed = That move is not allowed: only cards of one rank may go together, never a joker, and only with the sets option.
krasny-drakon-illegal-declare-joker-rank = That move is not allowed: name the rank the joker plays as: play:{ $card }=<rank>.
krasny-drakon-illegal-may-not-follow = That move is not allowed: a { $rank } may not follow a { $top }.
krasny-drakon-illegal-may-not-follow-nine = That move is not allowed: a { $rank } may not follow a { $top } (after a 9 only an equal or lower card).
krasny-drakon-illegal-sets-as-listed = That move is not allowed: suits do not matter, so sets are played as listed: { $action }.
