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
        [one] { $count } gold
       *[other] { $count } gold
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
