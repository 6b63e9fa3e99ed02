"""Every sentence Red Dragon players see, as format strings with named placeholders (for translation).

Names arrive already formatted (bold where the sentence wants it); cards arrive as labels such as ``🟥11``.
"""

from __future__ import annotations

#: the suits' symbols (shown before a card's number)
SUIT_EMOJI = {"R": "🟥", "Y": "🟨", "G": "🟩", "B": "🟦"}

RULES = """\
**Cards.** 60 cards: four suits (🟥 red, 🟨 gold, 🟩 green, 🟦 blue) numbered 0–14. Only red matters for \
scoring: a red card costs its number in points, and the red 11 costs 26. No trumps.
**Each round.** All cards are dealt. Everyone secretly picks cards for a common stock (3 players: 4 each, \
4 players: 3, 5–6 players: 2). The stock is then shown face up and drafted back one card at a time in snake \
order (A B C D D C B A …) starting with the round's first player, so everyone ends with a full hand again.
**Tricks.** The round's first player leads any card. Follow the led suit if you can; otherwise play anything. \
The highest card of the led suit takes the trick, and its taker leads next.
**Scoring.** Each trick is worth 6/8/10/12 points (3/4/5/6 players); the red cards in your tricks cost their \
points. Players who took no trick get a bonus: 20 if alone, and less when several share it (10 for two with \
4–5 players, 15/10/5 with 6 players…). Trick points and red penalties of a round always add up to zero.
**Winning.** The game has as many rounds as players, the first player moving one seat on each round. Highest \
total wins; equal totals share the win. Whoever takes **every** trick of a round wins the game at once.
The printed rules punish playing a wrong suit with −100; here the bot only offers cards you may play, so that \
cannot happen."""

GROUP_DESCRIPTION = "Red Dragon: trick-taking for 3–6 players"
NEW_DESCRIPTION = "Open a Red Dragon lobby in this channel"
TIMER_DESCRIPTION = "How long each player has for a move before the AI plays for them"

# -- cards ------------------------------------------------------------------------------------
CARD = "{suit}{rank}"
CARD_OPTION = "{rank}"
CARD_OPTION_COST = "{rank} (−{penalty})"
CARD_SEPARATOR = " "
NO_CARDS = "—"
PLAYED_CARD = "{name} {card}"
PLAYED_SEPARATOR = " · "

# -- events -----------------------------------------------------------------------------------
STOCK_READY = "{player} has chosen their stock cards."
STOCK_REVEALED = "The stock is revealed: {cards}"
CARD_DRAFTED = "{player} takes {card}."
PLAY_BEGINS = "Round {round}: {player} leads."
CARD_PLAYED = "{player} plays {card}."
TRICK_WON = "{player} takes the trick."
TRICK_WON_RED = "{player} takes the trick (red −{penalty})."
ROUND_SCORED = "Round {round}: {points}."
ROUND_POINTS = "{player} {points:+d}"
ROUND_POINTS_SEPARATOR = ", "
SWEEP = "{player} took every trick and wins the game at once!"
GAME_OVER = "The last round is over."
ROUND_DEALT = "Round {round} is dealt."

# -- the table ----------------------------------------------------------------------------------
TABLE_TITLE = "🐉 Red Dragon · {stage}"
STAGE_OVER = "final scores"
STAGE_ROUND = "round {round} of {rounds}"
FIELD_PLAYERS = "Players"
FIELD_LAST_TRICK = "Last trick"
FIELD_SCORESHEET = "Scoresheet"
FIELD_RECENT = "Recent"
PLAYER_LINE = "{name}{lead}: {tricks}{red} · {count} in hand"
FIRST_PLAYER_MARK = " 🎴"
TRICKS_ONE = "{count} trick"
TRICKS_MANY = "{count} tricks"
PLAYER_RED = ", red −{penalty}"
LAST_TRICK = "{cards}\n→ **{winner}**"
LAST_TRICK_RED = "{cards}\n→ **{winner}** (red −{penalty})"
SHEET_ROUND_HEADER = "Rnd"
SHEET_TOTAL = "Tot"
FOOTER = (
    "Trick = {trick_value} points · red cards cost their number, red {costly_rank} costs {costly_penalty} · "
    "turn timer {timer}"
)
TIMER_MINUTES = "{minutes} min"
TIMER_SECONDS = "{seconds} s"
TIMER_OFF = "off"

SWEEP_WINNER = "🏆 **{name}** took every trick of a round and wins at once!"
WINNER = "🏆 Winner: {names}"
WINNERS = "🏆 Winners: {names}"
WINNER_NAME = "**{name}**"
WINNER_SEPARATOR = ", "
GAME_OVER_TABLE = "The game is over."
STOCK_PHASE = "Everyone secretly puts **{count}** cards into the stock. Press **My hand** to choose.\n{marks}"
STOCK_MARK_READY = "✅ {name}"
STOCK_MARK_WAITING = "⏳ {name}"
STOCK_MARK_SEPARATOR = " · "
DRAFT_PHASE = "**Stock** (face up): {cards}\nDrafting: {upcoming}"
DRAFT_SEPARATOR = " → "
UNKNOWN_NAME = "?"
LEADS_NEXT = "**{name}** leads the next trick."
TRICK_PHASE = "**Trick** (led {suit}): {trick}\n**{name}** to play"

# -- a player's hand ------------------------------------------------------------------------------
HAND_TITLE = "Your hand · round {round} of {rounds}"
HAND_OVER = "The game is over: see the final table."
STOCK_SELECT = "Choose {count} card(s) for the stock"
STOCK_CHOOSE = "Choose **{count}** card(s) to put into the common stock (nobody sees which)."
STOCK_CHOSEN = "You put {cards} into the stock. Waiting for the others…"
FIELD_YOUR_CARDS = "Your cards"
DRAFT_YOUR_PICK = "**Your pick**: take one card from the stock."
DRAFT_OTHER_PICKS = "{name} is picking…"
TRICK_EMPTY = "empty"
RULE_LEAD = "lead any card"
RULE_FOLLOW = "follow suit if you can"
YOUR_TURN = "**Your turn** ({rule}).\nTrick: {trick}"
WAITING_FOR = "Trick: {trick}\nWaiting for **{name}**…"
HAND_FOOTER = "You have {tricks} tricks, red −{penalty} this round"
