"""Every sentence Krasny Drakon shows players, as format strings with named placeholders.

Names arrive already bolded (``{player}``, ``{starter}``); cards arrive as labels (``{card}``: "10♠",
"Joker as 7"); numbers are numbers. Kept in one place so that they can be translated.
"""

from __future__ import annotations

# -- cards and ranks -------------------------------------------------------------------------------
#: a joker on the pile or in a select, with the rank it plays as
JOKER_AS = "{joker} as {rank}"
NO_CARDS = "—"
#: a word on what each special rank does, for select options and the reserve choice
RANK_HINT = {
    "2": "goes on anything",
    "3": "anything may follow it",
    "8": "you play again",
    "9": "the next card must be a 9 or lower",
    "T": "burns the pile",
    "A": "only an Ace, a 2 or a 10 may follow",
}
JOKER_HINT = "stands for any rank you name"
ANY_RANK = "anything"
RANK_RUN = "{first}–{last}"
#: the sources a seat plays from, as the table and the private view name them
SOURCE_NAME = {"opening": "opening cards", "reserve": "reserve", "chance": "chance cards", "hand": "hand"}
#: the same in event sentences ("from the chance cards")
SOURCE_WORD = {"opening": "opening", "reserve": "reserve", "chance": "chance", "hand": "hand"}
#: a set holds at most the eight cards of one rank in two decks
COUNT_WORDS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight")
RANK_PLURALS = {"J": "Jacks", "Q": "Queens", "K": "Kings", "A": "Aces"}
RANK_PLURAL = "{rank}s"
COUNTED_RANK = "{count} {ranks}"
ONE_RANK = "cards of one rank"
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}

# -- events, as the table's log shows them ---------------------------------------------------------
READY = "{player} has chosen the reserve cards"
START = "All reserves are chosen; {starter} starts"
UNLOCK = "🔓 {player} unlocks the {source} cards first"
PLAY = "{player} plays {cards} from the {source} cards"
CARD_LIST_SEPARATOR = ", "
REVEAL_JOKER = "🎲 {player} turns over a {card} and names its rank"
REVEAL_MISS = "🎲 {player} turns over {card}, which does not fit"
BURN = "🔥 {player} burns the pile ({count} cards)"
AGAIN = "🔁 {player} plays again"
PICKUP = "📥 {player} picks up {count} cards; {starter} starts a new pile"
OUT = "🏅 {player} is out in place {place}"
STALEMATE = "{pickups} pickups without anybody going out: the game ends, fewest cards ranks best"
LOST_LEFT = "🐉 {player} is left holding cards and loses"
LOST_MOST = "🐉 {player} holds the most cards and loses"

# -- the public table ------------------------------------------------------------------------------
TITLE = "🐲 Krasny Drakon · {stage}"
STAGES = {"setup": "choosing reserves", "play": "play", "over": "finishing order"}
FINISHING_ORDER = "Finishing order"
WHAT_HAPPENED = "What happened"
SETUP_SITUATION = (
    "Everyone secretly keeps **{reserve}** of their 8 dealt cards as a reserve; the other 5 "
    "will lie face up as opening cards. Press **My hand** to choose.\n{marks}"
)
READY_MARK = "✅ {name}"
WAITING_MARK = "⏳ {name}"
MARK_SEPARATOR = " · "
WINNER_AND_LOSER = "🏁 **{winner}** went out first and wins; **{loser}** loses."
STOPPED = (
    "The game stopped after {pickups} pickups in a row; the players still holding cards are ranked by "
    "how many they held."
)
PILE_EMPTY = "🂠 **Pile**: empty, so any card may start it."
PILE = "🂠 **Pile** ({count} {cards}): {older}{shown}"
CARD_ONE, CARD_MANY = "card", "cards"
OLDER = "… "
TOP_CARD = "**{card}**"
MAY_FOLLOW = "➡️ May follow: **{ranks}**"
AFTER_NINE = " · ⬇️ after a 9 only an equal or lower card (or a 10)"
AFTER_ACE = " · after an Ace only an Ace, a 2 or a 10"
NAMING_JOKER = "🃏 **{name}** turned over a Joker and is naming its rank."
CHOOSING_UNLOCK = "▶️ **{name}** is choosing: reserve or chance cards first?"
STARTS_PILE = "▶️ **{name}** starts a new pile from the {source}."
PLAYS_FROM = "▶️ **{name}** plays from the {source}."
OUT_SO_FAR = "Out so far: {players}"
OUT_ENTRY = "{medal} {name}"
PLACE_NUMBER = "{place}."
LIST_SEPARATOR = ", "
STALEMATE_WARNING = (
    "⚠️ {pickups} pickups in a row: {left} more without anybody going out or burning the pile and the "
    "game ends, fewest cards ranking best."
)
TURN_MARK = "▶️ "
DEALER_MARK = "🎴 "
LAST_LOSES = "🐉 last: loses"
OUT_IN_PLACE = "{medal} out in place {place}"
RESERVE_CHOSEN = "✅ reserve chosen"
CHOOSING_RESERVE = "⏳ choosing a reserve…"
OPENING_LINE = "Opening: {cards}"
HELD_LINE = "🎲 {chance} chance · 🔒 {reserve} reserve · ✋ {hand} in hand"
NEXT_CHOICE = "next: reserve or chance first?"
NOW_ORDER = "now: {order}"
ORDER_ARROW = " → "
FINISHED_LAST = "🐉 **{name}** (last: loses)"
FINISHED = "{medal} **{name}**"
DECKS_ONE, DECKS_MANY = "{decks} deck", "{decks} decks"
DECKS_FORCED = " ({seats}+ players always play with 2)"
NOT_DEALT = "{count} cards not dealt"
JOKERS_ON, JOKERS_OFF = "jokers on", "jokers off"
SETS_ON, SETS_OFF = "sets allowed", "one card a turn"
TEN_AGAIN, TEN_PASSES = "10 burns and you play again", "10 burns and the next player starts"
BURNT = "burnt {count}"
DEALER = "dealer {name}"
TIMER = "turn timer {timer}"
FOOTER_SEPARATOR = " · "

# -- a player's private view -----------------------------------------------------------------------
HAND_TITLE = "🐲 Your cards · Krasny Drakon"
YOU_LOST = "🐉 You were the last one holding cards: you lose this time."
YOU_ARE_OUT = "🏁 You are out in place **{place}**!{still}"
OTHERS_PLAY_ON = " The others play on."
OPENING_FIELD = "{mark}Opening (face up)"
RESERVE_FIELD = "{mark}Reserve (only you see it)"
CHANCE_FIELD = "{mark}Chance (face down)"
CHANCE_BACK = "🂠 "
HAND_FIELD = "{mark}Hand ({count} {cards})"
SOURCE_MARK = "▶️ "
DECLARE_PLACEHOLDER = "🃏 The Joker you turned over is a…"
KEEP_RESERVE = (
    "🔒 **Keep {need} of these 8 cards as your reserve.** Nobody else will see them; the other 5 "
    "become your opening cards, face up for everyone. Cards that fit on almost anything (2, 10, "
    "high cards) are good to keep back: the reserve is played later, usually onto higher piles."
)
YOUR_EIGHT = "Your 8 cards"
CHOOSE_RESERVE = "Choose {need} reserve cards"
YOUR_RESERVE = "🔒 Your reserve: **{reserve}**\nOpening cards: {opening}"
WAITING_FOR = "\n⏳ Waiting for **{names}**."
NAMES_SEPARATOR = "**, **"
SOMEONE_PLAYS = "⏳ **{name}** is playing."
JOKER_TURNED = "🃏 **You turned over a Joker!** Name the rank it plays as."
UNLOCK_NOW = (
    "🔓 **Your opening cards are gone.** Choose which comes next: your reserve (the cards you "
    "know) or your chance cards (blind). The other follows after."
)
MUST_PICK_UP = "📥 **Your turn**, but nothing from your {source} fits: pick up the pile."
YOUR_TURN = "▶️ **Your turn**: play from your {source}."
JOKER_PLACEHOLDER = "🃏 Play a Joker as…"
LIT_CARDS = "Lit cards fit on the pile; greyed ones do not."
MENUS_LATER = "{count} cards: on your turn the ones that fit are in menus, grouped by rank."
MENUS_NOTE = "The menus hold only the cards that fit on the pile; suits never matter."
SETS_TRIMMED = " Too many sets to list: each rank offers its largest (and smallest) one."
PICK_UP = "Pick up the pile ({count} {cards})"
COPIES = "{card} ×{count}"
SET_OPTION = "{count}: {cards}"
PLAY_A_CARD = "Play a card: {span}"
PLAY_A_CARD_JOKER = "Play a card: {span} or a Joker"
RANK_SPAN = "{first} to {last}"
PLAY_SEVERAL = "Play several {ranks}…"
RESERVE_FIRST = "Reserve first ({count} cards you know)"
CHANCE_FIRST = "Chance first ({count} blind cards)"
CHANCE_SLOT = "Chance {number}"

# -- commands and rules ----------------------------------------------------------------------------
GROUP_DESCRIPTION = "Krasny Drakon: shed all your cards, 2–8 players"
NEW_DESCRIPTION = "Open a Krasny Drakon lobby in this channel"
RULES = """\
**Goal.** Get rid of all your cards. Players leave the game one by one as they run out; the finishing \
order is the result, and the last player still holding cards loses. 2–4 players use one deck (or two if the \
host likes), 5–8 players always two. Everyone plays with 13 cards; the rest of the deck stays out unseen.
**Your cards.** You get 5 **chance** cards face down that nobody knows, not even you, and 8 more. From those \
8 you secretly keep 3 as your **reserve** (only you may look at them); the other 5 lie face up as your \
**opening** cards. Everyone chooses at the same time.
**Order of play.** First your opening cards; when they are gone you choose once whether your reserve or your \
chance cards come next, then the other; last of all your **hand**, the piles you had to pick up. You may only \
play from the source you are on, and you must play if you can.
**The pile.** The player left of the dealer starts with any opening card. On top of a card you may play one \
of the same rank or higher, and a 2 or a 10 at any time. Exceptions: on a 2 or a 3 anything goes; on a 9 \
only a 9 or lower (or a 10); on an Ace only an Ace, a 2 or a 10. So a 3 only fits on a 2, a 3 or a 9.
**Special cards.** 🔁 **8**: you play again (unless it was your last card). ⬇️ **9**: the next card must be \
equal or lower. 🔥 **10**: the whole pile is burnt, out of the game, and the next player starts a new pile \
(with the house rule *10 plays again*, you start it yourself).
**Cannot play?** Pick up the whole pile into your hand; the next player starts a new pile.
**Chance cards** are played blind: you pick one by its place, it is turned over, and if it fits it is \
played. If not, you pick up the pile together with it.
**Jokers** (house rule, 2 per deck): a Joker counts as any rank you name when you play it, with that rank's \
effect. A Joker turned over from your chance cards is named then. A picked-up Joker is wild again.
**Sets** (house rule): several cards of one rank from the same source in one play. Never blind chance \
cards, never with a Joker. A set of 8s still gives one more play.
**No endless games.** If {stalemate_pickups} pickups follow each other without anybody going out or \
burning the pile, the game stops. Whoever holds the fewest cards then ranks best (a tie goes to whoever \
would play first)."""
DESCRIBE_DECKS = "1 or 2 decks for 2–4 players (default 1); 5–8 players always play with 2"
DESCRIBE_JOKERS = "Two Jokers per deck, each played as any rank you name (default: off)"
DESCRIBE_SETS = "Play several cards of one rank from the same source at once (default: off)"
DESCRIBE_TEN = "After burning the pile with a 10 you start the new pile yourself (default: off)"
DESCRIBE_TIMER = "How long each player has for a move before the AI plays for them"
ONE_DECK_CHOICE = "1 deck (5–8 players still get 2)"
TWO_DECKS_CHOICE = "2 decks"
