"""Every sentence Drago Rosso shows players, as format strings with named placeholders.

Names, numbers and the smaller phrases built from these templates are the parameters, so a
translation replaces this module only. In the event sentences names arrive in bold (as
``seat_name`` writes them); elsewhere the templates mark bold names themselves. Where a word
depends on a number, its forms are a ``Plural``, picked by the count.
"""

from __future__ import annotations

from discord_ui.plurals import Plural
from discord_ui.texts import OptionWords

# -- words used inside other sentences -------------------------------------------------
GEMS = Plural({"one": "{count} gem", "other": "{count} gems"})
FOOTPRINTS = Plural({"one": "{count} footprint", "other": "{count} footprints"})
AND = " and "  # between the names of winners
BOLD = "**{name}**"
LIST_SEPARATOR = ", "
STRIPE = "stripe {stripe}"
GEMS_ICON = "💎 {count}"  # gems in the embeds
PERCENT = "{percent}%"
PLAYERS_COUNT = "{count} players"  # who may take over, when more than two may

# every kind of card by one name, with a symbol that tells it apart without its colour
KIND_LABEL = {"1": "🐾 1", "2": "🐾 2", "3": "🐾 3", "4": "🐾 4", "stop": "🛑 stop", "danger": "⚠️ danger"}
STOP_CARD_NAME = "🛑 stop card"
DANGER_CARD_NAMES = {1: "the first ⚠️ danger card", 2: "the second ⚠️ danger card", 3: "the third ⚠️ danger card"}

# -- events: what happened, in the table's recent lines, "since your last move" and the history ---------
ADVANCE = "{who} reveals {card}: the knight goes to stripe {to} and the pile grows to {pile} ({placement})"
PLACED = "+{placed}"
PLACED_DOUBLED = "+{placed}, doubled"
PLACED_SHORT = "+{placed} of the {due} due: the treasure is empty"
HEAD = (
    "{who} reveals {card}: the knight reaches the dragon's head! "
    "{who} takes the {pile} beside it and the whole treasure ({prize})"
)
PAYS_FINE = "pays {fine} (1/{divisor} of their gems)"
PAYS_NO_FINE = "pays no fine (too few gems)"
TAKEN_BACK = " and loses the pile of {returned}"
STOP_CARD = "{who} reveals a " + STOP_CARD_NAME + ": {fine}{taken_back}"
FIRST_DANGER = "{who} reveals {card}, which works as a stop card: {fine}{taken_back}"
SECOND_DANGER = "{who} reveals {card}: {fine}{taken_back}. From now on fines are 1/2 and gems double"
DRAGON_WAKES = "{who} reveals {card}: the dragon wakes! {who} loses all {lost}"
STOPS_NOBODY_PAYS = "{who} stops on stripe {stripe}; nobody can pay the {amount} ransom"
STOPS = "{who} stops on stripe {stripe} with {amount}; {bidders} may pay that to take over"
WOULD_TAKE_OVER = "{who} offers to take over"
PASSES = "{who} passes"
TOOK_OVER = "{who} pays {stopper} {amount} and takes over the turn"
BANKS = "{who} banks the {amount} beside the knight"
NEW_TURN = "Turn {turn}: {who} to play"
GAME_OVER_ONE = "Game over: {winners} wins with {gems}"
GAME_OVER_MANY = "Game over: {winners} share the win with {gems}"

# -- what an old table leaves behind when a new round gets a new table ------------------------------------
ROUND_OVER = "🐉 Round {round} over · {scores}"
ROUND_SCORE = "{name} {gems}{change}"
ROUND_GAIN = " (+{count})"
ROUND_LOSS = " (−{count})"
ROUND_SEPARATOR = " · "

# -- the table ---------------------------------------------------------------------------
TITLE_TURN = "🐉 Drago Rosso · turn {turn}"
TITLE_OVER = "🐉 Drago Rosso · game over"
FIELD_KNIGHT = "🗡️ Knight"
FIELD_TREASURE = "👑 Treasure"
FIELD_DANGERS = "⚠️ Danger cards"
FIELD_DECK = "🂠 Deck"
FIELD_PLAYERS = "Players"
FIELD_RECENT = "Recent"
KNIGHT = "{where}\n{pile} beside it"
FOOTER = "Ransom offers stay open {seconds} s · turn timer {timer}"

AT_TAIL = "at the tail"
AT_HEAD = "at the dragon's head"
ON_STRIPE = "on stripe **{stripe}** of {stripes}"

DECK = "**{size}** cards: {counts}"
DECK_KIND = "{label} ×{count}"
DECK_SEPARATOR = " · "

DANGERS = "**{dangers}** of {total} · fines **1/{divisor}** · {placements}"
PLACEMENTS_DOUBLED = "gems **×2**"
PLACEMENTS_SINGLE = "gems ×1"
NEXT_DANGER_WAKES = "\nThe next one wakes the dragon!"

COUNTDOWN = " (closes <t:{deadline}:R>)"

MARK_TAKES = "✅ takes over"
MARK_PASSES = "❌ passes"
MARK_SKIPPED = "⏭️ after a taker"
MARK_DECIDING = "⏳ deciding"
ANSWER_MARK = "{name} {mark}"
ANSWER_SEPARATOR = " · "

END_HEAD = "The knight reached the dragon's head."
END_DANGER = "The third ⚠️ danger card woke the dragon."
WINS_ONE = "{how}\n🏆 {winners} wins with {gems}."
WINS_MANY = "{how}\n🏆 {winners} share the win with {gems}."
OFFER_OPEN = (
    "✋ **{stopper}** stopped with {amount} beside the knight: the others may pay **{amount}** to take over, "
    "and the first taker clockwise gets the turn{countdown}."
)
PLAYING = "🎲 **{who}**"
PLAYING_FOR = "🎲 **{who}** took over **{owner}**'s turn and"
PLAYING_TOOK_BACK = "🎲 **{who}** took the turn back and"
MUST_REVEAL = "{start} must reveal a card."
REVEAL_OR_STOP = "{start} reveals again or stops with {pile}."

PLAYER_LINE = "**{name}**: {gems}{tag}"
TAG_WINNER = " 🏆"
TAG_STOPPED = " · ✋ stopped"
TAG_MARK = " · {mark}"
TAG_CANNOT_PAY = " · cannot pay"
TAG_PLAYING = " · 🎲 playing"
TAG_OWNER = " · turn owner"

# -- buttons (the labels of one decision read in the same order everywhere: go on first, then stop) -------
BUTTON_TABLE_REVEAL = "{name}: reveal a card"
BUTTON_REVEAL = "Reveal a card"
BUTTON_STOP_FIRST = "Stop (reveal first)"
BUTTON_STOP = Plural({"one": "Stop and keep {count} gem", "other": "Stop and keep {count} gems"})
BUTTON_TAKE = Plural({"one": "Take over for {count} gem", "other": "Take over for {count} gems"})
BUTTON_PASS = "Pass"

# -- the next card, by kind (kinds left out of the deck are not listed) --------------------------------
ODDS_LINE = "{label} · {chance} → {effect}"
ODDS_FOOTPRINTS = "🐾 {kinds}"  # footprint kinds that do alike, e.g. "🐾 1/2/3"
ODDS_KIND_SEPARATOR = "/"
ODDS_HEAD = "the head: the pile + {treasure}, game over"
ODDS_ADVANCE = "+{placed} 💎"
ODDS_ADVANCE_RANGE = "+{least} to +{most} 💎"
ODDS_FINE = "fine {fine}"
ODDS_FINE_SHARE = "fine 1/{divisor}"
ODDS_STOP = "{fine}"
ODDS_FIRST_DANGER = "{fine}"
ODDS_SECOND_DANGER = "{fine}, then gems ×2"
ODDS_DOOM = "you lose {lost}, game over"
ODDS_DOOM_SPECTATOR = "wakes the dragon: all the revealer's gems, game over"
ODDS_LOSE_ALL = "all {gems}"

# -- a player's own view ----------------------------------------------------------------------
HAND_FOOTER = "You have {gems}"
HAND_OVER = "Game over"
HAND_YOUR_TURN = "Your turn · turn {turn}"
HAND_TURN = "Turn {turn}"
HAND_OFFER = "Ransom offer · turn {turn}"
FIELD_NEXT_CARD = "Next card · {chance} ends the turn"
FIELD_FIRST_CARD = "Your first card · {chance} ends the turn"
NEXT_CARD_ENDS = "Next card: {chance} that it ends the turn."
FIELD_ANSWERS = "Answers, clockwise"
STAKE = "Knight {where} · **{pile}** beside it."
YOU_TOOK_OVER = "You took over this turn. "
REVEAL_TO_START = "{stake}\n{took_over}Reveal a card to start."
STOP_OR_REVEAL = "{stake}\n**Stop** to keep the {pile} (as a ransom or banked), or **reveal** for more."
MOVE_DEADLINE = "\n⏰ Move <t:{deadline}:R>, or the AI plays for you."
WATCHING = "**{active}** is playing. {stake}\n{chance}\nWhen they stop, you may pay the pile's worth to take over."
MAY_TAKE_OVER = (
    "✋ **{stopper}** stopped: take over the knight for **{amount}**, then reveal a card{countdown}. "
    "No answer is a pass.{rivals}"
)
RIVALS_AHEAD_ONE = "\n⏳ {names} comes first and may still take it."
RIVALS_AHEAD_MANY = "\n⏳ {names} come first and may still take it."
RIVALS_BEATEN = "\n✅ {names} offered too, but you come first."
YOU_STOPPED = (
    "✋ You stopped with **{amount}**: they are yours, paid by whoever takes over or banked if nobody does{countdown}."
)
YOU_OFFERED = (
    "You offered {stopper} {amount} to take over: it is yours unless a player before you clockwise takes it "
    "too{countdown}."
)
YOU_PASSED = "You passed on {stopper}'s offer{countdown}."
YOU_WERE_SKIPPED = "A player before you clockwise took {stopper}'s offer, so it is not yours to take."
YOU_CANNOT_PAY = "You cannot pay the {amount} ransom for {stopper}'s turn."
# your own last card, until the next card is revealed
YOUR_STOP_CARD = "🛑 Stop card: {fine}, and the pile goes back.\n"
YOUR_DANGER_CARD = "⚠️ Danger card: {fine}, and the pile goes back.\n"
YOU_LOSE = "you lose {fine} (1/{divisor} of your gems)"
YOU_LOSE_NOTHING = "no fine (too few gems)"
YOUR_DOOM = "⚠️ The third danger card was yours: the dragon took all your {lost}.\n"

# -- the picture (plain Latin letters: the picture's font has no emoji) ------------------------------
PICTURE_TITLE = "Drago Rosso"
PICTURE_SEAT = "Seat {number}"
PICTURE_AI = "{name} (AI)"
PICTURE_AND = " & "
PICTURE_OVER_ONE = "Game over · {winners} wins"
PICTURE_OVER_MANY = "Game over · {winners} win"
PICTURE_OFFER = "{stopper} stopped · ransom {amount}"
PICTURE_TURN = "Turn {turn} · {active}"
PICTURE_FOR = " (for {owner})"
PICTURE_MUST_REVEAL = " must reveal"
PICTURE_TO_PLAY = " to play"
PICTURE_WAITS = "The knight waits at the tail. Reveal a card to start!"
PICTURE_TAIL = "tail"
PICTURE_ADVANCE = "{who}: {footprints}, {start} to stripe {to}, +{placed} gems"
PICTURE_HEAD = "{who}: {footprints}, past stripe {stripes} to the head! +{gained} gems"
PICTURE_DOOM = "{who} revealed the third danger card and lost {lost} gems"
PICTURE_STOP_CARD = "a stop card"
PICTURE_DANGER_CARD = "a danger card"
PICTURE_FINED = "{who} revealed {card}: fine {fine}, {returned} gems back to the treasure"
PICTURE_FINES = "Fines 1/{divisor}"
PICTURE_DOUBLED = "Gems x2 per stripe"
PICTURE_SINGLE = "Gems x1 per stripe"
PICTURE_DECK = "Deck"
PICTURE_TREASURE = "Treasure"
PICTURE_STOP = "STOP"
PICTURE_COUNT = "x{count}"
PICTURE_WINNER = "WINNER"
PICTURE_STOPPED = "stopped"
PICTURE_DECIDING = "deciding…"
PICTURE_TAKES = "takes!"
PICTURE_PASSES = "passes"
PICTURE_CANNOT_PAY = "cannot pay"
PICTURE_PLAYING = "playing"
PICTURE_OWNER_TAG = "{tag} · turn"
PICTURE_OWNER = "turn owner"


# -- the command, the lobby and the table's button ------------------------------------------------------
GROUP_DESCRIPTION = "Drago Rosso: push your luck on a dragon, 2–6 players"
NEW_DESCRIPTION = "Open a Drago Rosso lobby in this channel"
NEW_TREASURE = "Gems in the dragon's treasure at the start (default {default})"
NEW_OFFER_SECONDS = "Seconds the others have to take over a turn when a player stops (default {default})"
NEW_TIMER = "How long the active player has for a move before the AI plays for them"
HAND_LABEL = "Play"  # nothing is hidden in this game: the private view holds the buttons for a player's decisions
TAGLINE = "Push-your-luck for 2–6: walk a knight up a sleeping dragon and stop before it wakes · about 10 minutes"

# -- the rules: a quick start first, then pages cut at the blank lines ---------------------------------------------
QUICK_START = """\
🎴 On your turn **reveal** cards: footprints 🐾 walk the knight up the dragon, and gems 💎 pile up beside it.
✋ **Stop** to keep the pile, but the others may pay you its worth and carry on with your knight.
🛑 A stop card or ⚠️ danger card costs a fine and the pile; the third ⚠️ wakes the dragon. Most gems wins.
Icons: 🐾 footprints · 🛑 stop card · ⚠️ danger card · 💎 gems · 👑 treasure · 🗡️ knight · 🂠 deck · \
🎲 playing · ✋ stopped · ✅ takes over · ❌ passes · ⏳ deciding · ⏭️ after a taker"""

RULES = """\
**🎯 Goal**
Finish with the most gems 💎. Everyone starts with {start_gems}; the dragon's treasure 👑 holds {treasure} \
(a house rule). A game takes about ten turns.

**🂠 The deck**
{cards} cards, shuffled once for the whole game:
• {footprint_cards} footprint cards: {ones} × 🐾 1, {twos} × 🐾 2, {threes} × 🐾 3, {fours} × 🐾 4
• {stops} 🛑 stop cards
• {dangers} ⚠️ danger cards
The table shows how many of each are left, and your view the chance of each for the next card.

**🎴 Your turn**
The knight 🗡️ starts at the dragon's tail with nothing beside it. Reveal the top card:
• **🐾 Footprints**: the knight walks that many of the {stripes} stripes towards the head, and the treasure \
puts as many gems beside it as the number of the stripe it reaches (stripe 6 → 6 gems). The pile keeps growing.
• **🛑 Stop card**: you pay a quarter of your gems (rounded down) to the treasure, the pile goes back to the \
treasure and the knight to the tail. Your turn is over.
After a footprint card you may reveal again or **stop**. If the treasure runs dry, only what is left is placed.

**⚠️ Danger cards**
The first works like a stop card. The second too, but from then on every fine is half your gems and every \
stripe gives double gems. The third wakes the dragon: whoever reveals it loses every gem and the game ends.

**✋ Stopping and the ransom**
When you stop, every other player who can afford it may pay you the pile's worth to take over your turn: the \
knight stays where it is, with its pile. The offer stays open {offer_seconds} s (a house rule); not answering \
counts as passing. If several take it, the first one clockwise from you gets the turn.
The new player must reveal at least one card, and may stop and be taken over in turn. If nobody takes over, \
you bank the pile. Either way, stopping earns you the pile.

**🔄 Turns and rounds**
The next turn goes to the player after the one whose turn it was at the start, whoever took it over. When \
everyone has had a turn, a round is over: its table leaves a line with everyone's gems and a new table starts.

**🏁 The end**
A footprint card that carries the knight past stripe {stripes} ends the game: that player takes the pile and \
everything left in the treasure. The third ⚠️ danger card ends it too. Most gems wins; equal gems share the win."""

#: why the engine refuses a move, by code (shared reasons: ``discord_ui.texts.ILLEGAL``)
ILLEGAL = {
    "no_ransom_offer": "no ransom offer is open",
    "reveal_before_stop": "you must reveal at least one card before you stop",
    "deck_empty": "the deck is empty",
}

#: the lobby's house rules, by option key
OPTIONS = {
    "treasure": OptionWords(
        "Dragon's treasure", "Gems in the dragon's treasure at the start; placements and the head prize come from it."
    ),
    "offer_seconds": OptionWords(
        "Ransom offer time (s)", "How long the other players have to take over a turn after a player stops."
    ),
}
