"""Every sentence Drago Rosso shows players, as format strings with named placeholders.

Names, numbers and the smaller phrases built from these templates are the parameters, so a
translation replaces this module only. In the event sentences names arrive in bold (as
``seat_name`` writes them); elsewhere the templates mark bold names themselves. Where a word
depends on a number, there is one template for one and one for more.
"""

from __future__ import annotations

# -- words used inside other sentences -------------------------------------------------
GEM_ONE = "{count} gem"
GEM_MANY = "{count} gems"
FOOTPRINT_ONE = "{count} footprint"
FOOTPRINT_MANY = "{count} footprints"
AND = " and "  # between the names of winners
BOLD = "**{name}**"
LIST_SEPARATOR = ", "
THE_TAIL = "the tail"
STRIPE = "stripe {stripe}"
GEMS_ICON = "💎 {count}"  # gems in the embeds
PERCENT = "{percent}%"

# card kinds, as the embeds label them
KIND_LABEL = {"1": "🐾 1", "2": "🐾 2", "3": "🐾 3", "4": "🐾 4", "stop": "🛑 stop", "danger": "⚠️ danger"}

# -- events: what happened, in the log and the table's recent lines ----------------------------
ADVANCE = "{who} reveals {footprints}: the knight moves from {start} to stripe {to}; {placement} ({pile} in all)"
PLACED = "{gems} placed beside it"
PLACED_DOUBLED = "{gems} (doubled) placed beside it"
PLACED_SHORT = "only {placed} of the {due} gems due placed beside it, the treasure is empty"
HEAD = (
    "{who} reveals {footprints}: the knight passes stripe {stripes} and reaches the dragon's head! "
    "{who} takes the {pile} beside the knight and the whole treasure ({prize})"
)
FINE = (
    "{who} pays a fine of {fine} (1/{divisor} of their gems) to the treasure; "
    "the {returned} beside the knight go back to it and the knight returns to the tail"
)
STOP_CARD = "{who} reveals a stop card. " + FINE
FIRST_DANGER = "{who} reveals the first danger card: it acts as a stop card. " + FINE
SECOND_DANGER = "{who} reveals the second danger card: from now on fines are 1/2 and placements are doubled. " + FINE
DRAGON_WAKES = "{who} reveals the third danger card: the dragon wakes! {who} loses all {lost}"
STOPS_NOBODY_PAYS = "{who} stops at stripe {stripe}; nobody can pay the ransom of {amount}"
STOPS = (
    "{who} stops at stripe {stripe} with {amount} beside the knight. {bidders} may pay {amount} to take over the turn"
)
WOULD_TAKE_OVER = "{who} would take over"
PASSES = "{who} passes"
TOOK_OVER = "{who} pays {stopper} {amount} and takes over the turn: they must reveal a card"
BANKS = "{who} banks the {amount} beside the knight"
NEW_TURN = "Turn {turn}: {who} to play"
GAME_OVER_ONE = "Game over: {winners} wins with {gems}"
GAME_OVER_MANY = "Game over: {winners} share the win with {gems}"

# -- the table ---------------------------------------------------------------------------
TITLE_TURN = "🐉 Drago Rosso · turn {turn}"
TITLE_OVER = "🐉 Drago Rosso · game over"
FIELD_KNIGHT = "🗡️ Knight"
FIELD_TREASURE = "👑 Treasure"
FIELD_DANGERS = "⚠️ Danger cards"
FIELD_DECK = "🂠 Deck"
FIELD_PLAYERS = "Players"
FIELD_LAST = "Last card"
FIELD_RECENT = "Recent"
KNIGHT = "{where}\n{pile} beside it"
FOOTER = "Ransom offers stay open {seconds} s · turn timer {timer}"

AT_TAIL = "at the tail"
AT_HEAD = "at the dragon's head"
ON_STRIPE = "on stripe **{stripe}** of {stripes}"

DECK = "**{size}** cards: {counts}"
DECK_KIND = "{label}: {count}"
DECK_SEPARATOR = " · "

DANGERS = "{dangers} of {total} revealed · fines **1/{divisor}** of the payer's gems · {placements}"
PLACEMENTS_DOUBLED = "placements **doubled**"
PLACEMENTS_SINGLE = "placements ×1"
NEXT_DANGER_WAKES = "\nThe next danger card wakes the dragon and ends the game."

NO_CARD_YET = "No card revealed yet."
LAST_ADVANCE = "**{who}** revealed {card}: {start} → stripe {to}, {placed} placed"
LAST_HEAD = "**{who}** revealed {card}: past stripe {stripes} to the head, {gained} won"
LAST_DOOM = "**{who}** revealed the third ⚠️ danger card: the dragon woke and took all {lost}"
LAST_FINED = "**{who}** revealed {card}: fine {fine}, {returned} went back to the treasure"

COUNTDOWN = " (closes <t:{deadline}:R>)"

MARK_TAKES = "✅ would take over"
MARK_PASSES = "❌ passes"
MARK_SKIPPED = "⏭️ after a taker"
MARK_DECIDING = "⏳ deciding"
ANSWER_MARK = "{name} {mark}"
ANSWER_SEPARATOR = " · "

END_HEAD = "The knight reached the dragon's head."
END_DANGER = "The third danger card woke the dragon."
WINS_ONE = "{how}\n🏆 {winners} wins with {gems}."
WINS_MANY = "{how}\n🏆 {winners} share the win with {gems}."
OFFER_OPEN = (
    "✋ **{stopper}** stopped {where} with {amount} beside the knight. "
    "Taking over the turn costs **{amount}**, paid to **{stopper}**{countdown}.\n"
    "Clockwise, the first who takes over gets the turn: {answers}"
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

# -- buttons -----------------------------------------------------------------------------
BUTTON_TABLE_REVEAL = "{name}: reveal a card"
BUTTON_REVEAL = "Reveal a card"
BUTTON_STOP_FIRST = "Stop (reveal first)"
BUTTON_STOP = "Stop and keep {pile} gems"
BUTTON_TAKE = "Take over for {amount} gems"
BUTTON_PASS = "Pass"

# -- the next card ------------------------------------------------------------------------
ODDS_LINE = "{label} · {chance} → {effect}"
ODDS_HEAD = "the head: the pile and the whole treasure ({treasure})"
ODDS_ADVANCE = "stripe {to}, +{placed} 💎"
ODDS_FINE = "fine {fine}"
ODDS_FINE_SHARE = "fine 1/{divisor}"
ODDS_STOP = "{fine}, the pile goes back"
ODDS_FIRST_DANGER = "counts as a stop card: {fine}"
ODDS_SECOND_DANGER = "{fine}; from then on fines 1/2 and gems ×2"
ODDS_DOOM = "the dragon wakes: lose {lost} and the game ends"
ODDS_LOSE_ALL = "all {gems}"
ODDS_LOSE_EVERY_GEM = "every gem"
ODDS_ENDS_TURN = "**{chance}** that the card ends the turn."

# -- a player's own view ----------------------------------------------------------------------
HAND_FOOTER = "You have {gems} · treasure {treasure}"
HAND_OVER = "Game over"
HAND_YOUR_TURN = "Your turn · turn {turn}"
HAND_TURN = "Turn {turn}"
HAND_OFFER = "Ransom offer · turn {turn}"
FIELD_NEXT_CARD = "The next card"
FIELD_FIRST_CARD = "If you take over, your first card"
FIELD_ANSWERS = "Answers, clockwise"
STAKE = "Knight {where} · **{pile}** beside it."
YOU_TOOK_OVER = "You took over this turn. "
REVEAL_TO_START = "{stake}\n{took_over}Reveal a card to start."
STOP_OR_REVEAL = (
    "{stake}\n**Stop** and the {pile} are yours (paid as a ransom if someone takes over, banked if nobody "
    "does), or **reveal** for more."
)
MOVE_DEADLINE = "\n⏰ Move <t:{deadline}:R>, or the AI plays for you."
WATCHING = "**{active}** is playing. {stake}\nWhen they stop you may take over their turn: you will get a ping."
MAY_TAKE_OVER = (
    "**{stopper}** stopped. {stake}\nPay **{stopper} {amount}** to take over: the knight and its pile become "
    "yours and you must reveal at least one card{countdown}. Not answering counts as a pass.{rivals}"
)
RIVALS_AHEAD_ONE = "\n{names} comes before you and may still take it."
RIVALS_AHEAD_MANY = "\n{names} come before you and may still take it."
RIVALS_BEATEN = "\n{names} offered to take over, but you come first: if you take over, it is yours."
YOU_STOPPED = (
    "You stopped. {stake}\nThe others may take over by paying you {amount}; "
    "if nobody does, you bank them{countdown}. Either way they are yours."
)
YOU_OFFERED = (
    "You offered {stopper} {amount} to take over. You get the turn unless a player "
    "before you clockwise takes it too{countdown}."
)
YOU_PASSED = "You passed on {stopper}'s offer{countdown}."
YOU_WERE_SKIPPED = "A player before you clockwise offered to take over {stopper}'s turn, so it is not yours to take."
YOU_CANNOT_PAY = "You cannot pay the {amount} ransom for {stopper}'s turn."

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

# -- the command and the table's button ------------------------------------------------------------------
GROUP_DESCRIPTION = "Drago Rosso: push your luck on a dragon, 2–6 players"
NEW_DESCRIPTION = "Open a Drago Rosso lobby in this channel"
NEW_TREASURE = "Gems in the dragon's treasure at the start (default {default})"
NEW_OFFER_SECONDS = "Seconds the others have to take over a turn when a player stops (default {default})"
NEW_TIMER = "How long the active player has for a move before the AI plays for them"
HAND_LABEL = "Play"  # nothing is hidden in this game: the private view holds the buttons for a player's decisions

# -- the rules, as /drago-rosso rules shows them ------------------------------------------------------
RULES = """\
**Goal.** Finish with the most gems 💎. Everyone starts with {start_gems}; the dragon's treasure holds \
{treasure} (a house rule).
**The deck.** {cards} cards: {footprint_cards} footprint cards ({ones} × 🐾1, {twos} × 🐾2, {threes} × 🐾3, \
{fours} × 🐾4), {stops} 🛑 stop cards and {dangers} ⚠️ danger cards, shuffled once for the whole game.
**Your turn.** The knight starts at the dragon's tail with nothing beside it. Reveal the top card:
• **Footprints**: the knight walks that many of the {stripes} stripes towards the head, and the treasure puts as \
many gems beside it as the number of the stripe it reaches (stripe 6 → 6 gems). The pile keeps growing.
• **Stop card**: you pay a quarter of your gems (rounded down) to the treasure, the pile goes back to the \
treasure and the knight to the tail. Your turn is over.
• **Danger cards**: the first works like a stop card. The second too, but from then on every fine is half \
your gems and every stripe gives double gems. The third wakes the dragon: whoever reveals it loses every gem \
and the game ends.
After a footprint you may reveal again or **stop**. If the treasure runs dry, only what is left is placed.
**Ransom.** When you stop, every other player who can afford it may pay you the pile's worth to take over \
your turn: the knight stays where it is, with its pile. The offer stays open for a short time ({offer_seconds} s \
unless the host changed it); not answering counts as passing. If several accept, the first one clockwise from you \
takes over. The new player must reveal at least one card and may stop and be taken over in turn. If nobody \
accepts, you bank the pile. Either way, stopping earns you the pile. The next turn goes to the player after \
the one whose turn it was at the start.
**The head.** A footprint that carries the knight past stripe {stripes} ends the game: that player takes the pile \
and everything left in the treasure.
**The end.** The game ends at the head or with the third danger card. Most gems wins; equal gems share the win."""
