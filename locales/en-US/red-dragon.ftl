## Red Dragon: what the shared layer reads of this game

red-dragon-title = Red Dragon
red-dragon-tagline = Trick-taking for 3–6: take tricks, avoid the red cards · about 30–45 minutes
red-dragon-quick-start =
    {"*"}*1.** Each round, slip a few cards into a common stock, then draft it back one card at a time.
    {"*"}*2.** Follow the led suit if you can; the highest card of that suit takes the trick.
    {"*"}*3.** A trick scores points, but every 🔥 red card in it costs its number (🔥11 costs 26).
red-dragon-rules =
    {"*"}*🔢 The cards**
    60 cards in four suits numbered 0–14, each suit with its own symbol: 🔥 red, ⭐ gold, 🍀 green, 💧 blue. There are no trumps. Only red counts against you: a red card costs its number in points, and the red 11 costs 26 (🔥11). 🎴 marks the round's first player on the table.

    {"*"}*📥 The stock**
    All cards are dealt. Everyone then secretly puts cards into a common stock: 4 each with 3 players, 3 each with 4 players, 2 each with 5 players, 2 each with 6 players. Nobody sees who gave what.

    {"*"}*🔄 The draft**
    The stock is shown face up and drafted back one card at a time in snake order (A B C D D C B A …), starting with the round's first player, until everyone holds a full hand again.

    {"*"}*🃏 Tricks**
    The round's first player leads any card. Follow the led suit if you can; otherwise play anything. The highest card of the led suit takes the trick, and whoever took it leads the next one.

    {"*"}*🧮 Scoring**
    Each trick is worth 6, 8, 10 or 12 points (3, 4, 5 or 6 players), and the red cards in your tricks cost their points. Trick points and red penalties of a round add up to zero.

    {"*"}*🎁 No trick, a bonus**
    Players who took no trick get a bonus each, by how many of them there are:
    {"*"}*3 players**: alone 20
    {"*"}*4 players**: alone 20, 2 of them 10 each
    {"*"}*5 players**: alone 20, 2 of them 10 each, 3 of them 5 each
    {"*"}*6 players**: alone 20, 2 of them 15 each, 3 of them 10 each, 4 of them 5 each
    If more took no trick, nobody gets it.

    {"*"}*🏆 Winning**
    The game has as many rounds as players; the first player moves one seat on each round. The highest total wins, and equal totals share the win. Whoever takes **every** trick of a round wins the game at once.

    {"*"}*⚠️ Wrong suit**
    The printed rules punish playing a wrong suit with −100. Here the bot only offers the cards you may play, so it cannot happen.
red-dragon-score = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
