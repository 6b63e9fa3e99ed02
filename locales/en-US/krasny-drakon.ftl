## Krasny Drakon: what the shared layer reads of this game

krasny-drakon-title = Krasny Drakon
krasny-drakon-tagline = Shedding for 2–8: play equal or higher, don't be the last one holding cards · about 20 minutes
krasny-drakon-quick-start =
    1. Get rid of all your cards: the last player still holding some loses.
    2. Play a card of the same rank or higher on the pile (2 and 10 go on anything); if none fits, pick up the pile.
    3. Play your face-up opening cards first, then your secret reserve 🔒 and blind chance cards 🎲, then your hand ✋.
krasny-drakon-rules =
    {"*"}*Goal**
    Get rid of all your cards. Players leave one by one as they run out; the finishing order is the result, and the last player still holding cards loses.

    {"*"}*Cards**
    2–4 players use one deck (or two if the host likes), 5–8 players always two. Everyone gets 13 cards; the rest stays out unseen. You get 5 **chance** cards 🎲 face down that nobody knows, not even you, and 8 more. From those 8 you secretly keep 3 as your **reserve** 🔒 (only you see them); the other 5 lie face up as your **opening** cards. Everyone chooses at the same time. The first dealer is drawn by lot; the deal passes to the left in a rematch.

    {"*"}*Order of play**
    First your opening cards. When they are gone you choose once: reserve or chance cards next, then the other. Last comes your **hand** ✋: the piles you had to pick up. You only play from the source you are on, and you must play if you can.

    {"*"}*The pile**
    The player left of the dealer starts with any opening card. On a card you may play one of the same rank or higher, and a 2 or a 10 at any time. Exceptions: on a 2 or a 3 anything goes; on a 9 only a 9 or lower (or a 10); on an Ace only an Ace, a 2 or a 10. So a 3 only fits on a 2, a 3 or a 9.

    {"*"}*What may follow**
    on **2**: anything · on **3**: anything · on **4**: 2, 4–A · on **5**: 2, 5–A · on **6**: 2, 6–A · on **7**: 2, 7–A · on **8**: 2, 8–A · on **9**: 2–10 · on **J**: 2, 10–A · on **Q**: 2, 10, Q–A · on **K**: 2, 10, K, A · on **A**: 2, 10, A

    {"*"}*Special cards**
    🔁 **8**: you play again (unless it was your last card).
    ⬇️ **9**: the next card must be equal or lower.
    🔥 **10**: the pile is burnt, out of the game, and the next player starts a new pile (with the house rule *10 plays again*, you start it yourself).

    {"*"}*Cannot play?**
    Pick up the whole pile into your hand; the next player starts a new pile.

    {"*"}*Chance cards**
    They are played blind: you pick one by its place and it is turned over. If it fits, it is played; if not, you pick up the pile together with it. House rule **Open chance cards** (the Russian wording, "open, at his choice, the chance cards"): they are turned face up for everyone once you reach them, and you play them like your other cards. The house rules of a game show which is in force.

    {"*"}*Jokers** (house rule)
    2 per deck. A Joker counts as any rank you name when you play it, with that rank's effect. A Joker turned over from your chance cards is named then; a picked-up Joker is wild again.

    {"*"}*Sets** (house rule)
    Several cards of one rank from the same source in one play; never blind chance cards, never with a Joker. A set of 8s still gives one more play.

    {"*"}*No endless games**
    If 25 pickups follow each other without anybody going out or burning the pile, the game stops, and everyone still holding cards shares the last place (not in the rules: a safeguard so that every game ends; games that end normally never see such a streak).

    {"*"}*Icons**
    ▶️ whose turn and which source · 🔒 reserve · 🎲 chance cards (face down 🂠) · ✋ hand · 🔥 burnt · 📥 picked up
krasny-drakon-score = { $count ->
    [one] { $count } player outlasted
   *[other] { $count } players outlasted
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
krasny-drakon-illegal-not-in-source = That move is not allowed: '{ $card }' is not among your { $source } cards, the only ones you may play now.
krasny-drakon-illegal-sets-not-allowed = That move is not allowed: only cards of one rank may go together, never a joker, and only with the sets option.
krasny-drakon-illegal-declare-joker-rank = That move is not allowed: name the rank the joker plays as: play:{ $card }=<rank>.
krasny-drakon-illegal-may-not-follow = That move is not allowed: a { $rank } may not follow a { $top }.
krasny-drakon-illegal-may-not-follow-nine = That move is not allowed: a { $rank } may not follow a { $top } (after a 9 only an equal or lower card).
krasny-drakon-illegal-sets-as-listed = That move is not allowed: suits do not matter, so sets are played as listed: { $action }.
