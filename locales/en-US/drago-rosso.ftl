## Drago Rosso: what the shared layer reads of this game

drago-rosso-title = Drago Rosso
drago-rosso-tagline = Push-your-luck for 2–6: walk a knight up a sleeping dragon and stop before it wakes · about 10 minutes
drago-rosso-quick-start =
    🎴 On your turn **reveal** cards: footprints 🐾 walk the knight up the dragon, and gems 💎 pile up beside it.
    ✋ **Stop** to keep the pile, but the others may pay you its worth and carry on with your knight.
    🛑 A stop card or ⚠️ danger card costs a fine and the pile; the third ⚠️ wakes the dragon. Most gems wins.
    Icons: 🐾 footprints · 🛑 stop card · ⚠️ danger card · 💎 gems · 👑 treasure · 🗡️ knight · 🂠 deck · 🎲 playing · ✋ stopped · ✅ takes over · ❌ passes · ⏳ deciding · ⏭️ after a taker
drago-rosso-rules =
    {"*"}*🎯 Goal**
    Finish with the most gems 💎. Everyone starts with 40; the dragon's treasure 👑 holds 200 (a house rule). A game takes about ten turns.

    {"*"}*🂠 The deck**
    51 cards, shuffled once for the whole game:
    • 38 footprint cards: 17 × 🐾 1, 11 × 🐾 2, 6 × 🐾 3, 4 × 🐾 4
    • 10 🛑 stop cards
    • 3 ⚠️ danger cards
    The table shows how many of each are left, and your view the chance of each for the next card.

    {"*"}*🎴 Your turn**
    The knight 🗡️ starts at the dragon's tail with nothing beside it. Reveal the top card:
    • **🐾 Footprints**: the knight walks that many of the 17 stripes towards the head, and the treasure puts as many gems beside it as the number of the stripe it reaches (stripe 6 → 6 gems). The pile keeps growing.
    • **🛑 Stop card**: you pay a quarter of your gems (rounded down) to the treasure, the pile goes back to the treasure and the knight to the tail. Your turn is over.
    After a footprint card you may reveal again or **stop**. If the treasure runs dry, only what is left is placed.

    {"*"}*⚠️ Danger cards**
    The first works like a stop card. The second too, but from then on every fine is half your gems and every stripe gives double gems. The third wakes the dragon: whoever reveals it loses every gem and the game ends.

    {"*"}*✋ Stopping and the ransom**
    When you stop, every other player who can afford it may pay you the pile's worth to take over your turn: the knight stays where it is, with its pile. The offer stays open 30 s (a house rule); not answering counts as passing. If several take it, the first one clockwise from you gets the turn.
    The new player must reveal at least one card, and may stop and be taken over in turn. If nobody takes over, you bank the pile. Either way, stopping earns you the pile.

    {"*"}*🔄 Turns and rounds**
    The next turn goes to the player after the one whose turn it was at the start, whoever took it over. When everyone has had a turn, a round is over: its table leaves a line with everyone's gems and a new table starts.

    {"*"}*🏁 The end**
    A footprint card that carries the knight past stripe 17 ends the game: that player takes the pile and everything left in the treasure. The third ⚠️ danger card ends it too. Most gems wins; equal gems share the win.
drago-rosso-score = { $count ->
    [one] { $count } gem
   *[other] { $count } gems
}
drago-rosso-hand-button = Play
drago-rosso-option-treasure = Dragon's treasure
    .help = Gems in the dragon's treasure at the start; placements and the head prize come from it.
drago-rosso-option-offer-seconds = Ransom offer time (s)
    .help = How long the other players have to take over a turn after a player stops.
drago-rosso-illegal-no-ransom-offer = That move is not allowed: no ransom offer is open.
drago-rosso-illegal-reveal-before-stop = That move is not allowed: you must reveal at least one card before you stop.
drago-rosso-illegal-deck-empty = That move is not allowed: the deck is empty.
