"""Every sentence Krasny Drakon shows players, as format strings with named placeholders.

Names arrive already bolded (``{player}``, ``{starter}``); cards arrive as labels (``{card}``: "10♠",
"Joker as 7"); numbers are numbers. Kept in one place so that they can be translated.
"""

from __future__ import annotations

from discord_ui.plurals import Plural
from discord_ui.texts import OptionWords
from engine.krasny_drakon.rules import BY_LOT

#: a game's score (/stats): how many players finished after this one
OUTLASTED = Plural({"one": "{count} player outlasted", "other": "{count} players outlasted"})

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
SOURCE_WORD = {"opening": "opening cards", "reserve": "reserve", "chance": "chance cards", "hand": "hand"}
#: the icon of each source once the opening cards are gone, as the table and the private view show it
SOURCE_ICON = {"reserve": "🔒", "chance": "🎲", "hand": "✋"}
#: a set holds at most the eight cards of one rank in two decks
COUNT_WORDS = ("", "one", "two", "three", "four", "five", "six", "seven", "eight")
RANK_PLURALS = {"J": "Jacks", "Q": "Queens", "K": "Kings", "A": "Aces"}
RANK_PLURAL = "{rank}s"
COUNTED_RANK = "{count} {ranks}"
ONE_RANK = "cards of one rank"
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
OTHER_MEDAL = "🏅"
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}
ORDINAL = "{place}th"
COUNTED_CARDS = Plural({"one": "{count} card", "other": "{count} cards"})

# -- events, as the table's log and "since your last move" show them -------------------------------
READY = "✅ {player} has chosen a reserve"
START = "All reserves are chosen; {starter} starts"
UNLOCK = "🔓 {player} unlocks the {source} first"
PLAY = "{player} plays {cards} from the {source}"
CARD_LIST_SEPARATOR = ", "
PLAY_CHANCE = "🎲 {player} turns over {cards} from the chance cards: it fits"
REVEAL_JOKER = "🎲 {player} turns over a {card} from the chance cards and names its rank"
REVEAL_MISS = "🎲 {player} turns over {card} from the chance cards: it does not fit"
BURN = "🔥 {player} burns the pile ({cards})"
AGAIN = "🔁 {player} plays again"
PICKUP = "📥 {player} picks up {cards}; {starter} starts a new pile"
OUT = "{medal} {player} is out in {ordinal} place"
STALEMATE = "{pickups} pickups without anybody going out: the game ends, fewest cards ranking best"
PLAYERS_SEPARATOR = ", "
STALEMATE_SHARED = "{pickups} pickups without anybody going out: the game ends, and {players} share the last place"
LOST_LEFT = "🐉 {player} is left holding cards and loses"
LOST_MOST = "🐉 {player} holds the most cards and loses"

# -- the public table ------------------------------------------------------------------------------
TITLE = "🐲 Krasny Drakon · {stage}"
STAGES = {"setup": "choosing reserves", "play": "play", "over": "finishing order"}
FINISHING_ORDER = "Finishing order"
WHAT_HAPPENED = "What happened"
SETUP_SITUATION = (
    "Everyone secretly keeps **{reserve}** of their 8 dealt cards as a reserve; the other 5 lie face up "
    "as opening cards. Press **My hand** to choose.\n{marks}"
)
READY_MARK = "✅ {name}"
WAITING_MARK = "⏳ {name}"
MARK_SEPARATOR = " · "
WINNER_AND_LOSER = "🏁 **{winner}** went out first and wins; **{loser}** loses."
STOPPED = "Stopped after {pickups} pickups in a row: those still holding cards share the last place."
PILE_EMPTY = "🂠 **Pile**: empty, any card may start it."
PILE = "🂠 **Pile** ({cards}): {older}{shown}"
OLDER = "… "
TOP_CARD = "**{card}**"
MAY_FOLLOW = "➡️ May follow: **{ranks}**"
AFTER_NINE = " · ⬇️ after a 9: a 9 or lower, or a 10"
AFTER_ACE = " · after an Ace: an Ace, a 2 or a 10"
NAMING_JOKER = "🃏 **{name}** turned over a Joker and is naming its rank."
CHOOSING_UNLOCK = "▶️ **{name}** is choosing: reserve or chance cards first?"
STARTS_PILE = "▶️ **{name}** starts a new pile from the {source}."
PLAYS_FROM = "▶️ **{name}** plays from the {source}."
OUT_SO_FAR = "Out so far: {players}"
OUT_ENTRY = "{medal} {name}"
PLACE_NUMBER = "{place}."
LIST_SEPARATOR = ", "
STALEMATE_WARNING = (
    "⚠️ {pickups} pickups in a row: {left} more without anybody going out or burning the pile ends the game."
)
TURN_MARK = "▶️ "
LAST_LOSES = "🐉 last: loses"
OUT_IN_PLACE = "{medal} out in {ordinal} place"
#: a source and its cards in a seat's field: "🔒3", "🎲5", "✋12"
HELD = "{icon}{count}"
#: the sources in the order the seat will play them ("🔒3 → 🎲5 → ✋2"), or (the unlock choice still to
#: come) side by side
ORDER_ARROW = " → "
HELD_SEPARATOR = " · "
CHOICE_DUE = "{held} · choosing"
FINISHED_LAST = "🐉 **{name}** (last: loses)"
FINISHED = "{medal} **{name}**"
DECKS = Plural({"one": "{count} deck", "other": "{count} decks"})
DECKS_FORCED = " (always with {seats}+)"
NOT_DEALT = "{cards} not dealt"
JOKERS_ON = "Jokers"
SETS_ON = "sets"
TEN_AGAIN = "10 plays again"
BURNT = "🔥 {count} burnt"
DEALER = "dealer {name}"
TIMER = "⏰ {timer}"
FOOTER_SEPARATOR = " · "
#: what the icons of the table and the private view mean, in the table's footer
LEGEND = "Cards shown: opening · 🔒 reserve · 🎲 chance (face down) · ✋ hand"
FOOTER = "{legend}\n{rules}"
#: the line an old table keeps once the reserves are chosen and a new table shows the play
SETUP_SUMMARY = (
    "🐲 Reserves chosen by {players}: each holds {opening} opening cards, 🔒{reserve} and 🎲{chance} · "
    "{starter} started the first pile"
)
SUMMARY_SEPARATOR = ", "

# -- a player's private view -----------------------------------------------------------------------
HAND_TITLE = "🐲 Your cards"
YOU_LOST = "🐉 You were the last one holding cards: you lose this time."
YOU_ARE_OUT = "🏁 You are out in **{ordinal}** place!{still}"
OTHERS_PLAY_ON = " The others play on."
SOURCE_MARK = "▶️ "
OPENING_LINE = "{mark}Opening: {cards}"
RESERVE_LINE = "{mark}🔒 Reserve: {cards}"
CHANCE_LINE = "{mark}🎲 Chance (face down): {backs}"
CHANCE_BACK = "🂠"
HAND_LINE = "{mark}✋ Hand ({cards}): {shown}"
#: a huge hand shown rank by rank with counts, since suits never matter: "4 ×3"
RANK_COUNT = "{rank} ×{count}"
DECLARE_PLACEHOLDER = "🃏 The Joker you turned over is a…"
KEEP_RESERVE = (
    "🔒 **Keep {need} of these 8 cards as your reserve.** Nobody else sees them; the other 5 lie face up "
    "as your opening cards. Keep back cards that fit on almost anything (2, 10, high cards)."
)
YOUR_EIGHT = "Your 8 cards"
CHOOSE_RESERVE = "Choose {need} reserve cards"
YOUR_RESERVE = "🔒 Your reserve: **{reserve}**\nOpening cards: {opening}"
WAITING_FOR = "\n⏳ Waiting for **{names}**."
NAMES_SEPARATOR = "**, **"
SOMEONE_PLAYS = "⏳ **{name}** is playing."
JOKER_TURNED = "🃏 **You turned over a Joker!** Name the rank it plays as."
UNLOCK_NOW = (
    "🔓 **Your opening cards are gone.** What comes next: your reserve (cards you know) or your chance "
    "cards (blind)? The other follows."
)
MUST_PICK_UP = "📥 **Your turn**, but nothing from your {source} fits: pick up the pile."
YOUR_TURN = "▶️ **Your turn**: play from your {source}."
CHANCE_TURN = "▶️ **Your turn**: turn over a chance card; if it does not fit, you pick up the pile with it."
JOKER_PLACEHOLDER = "🃏 Play a Joker as…"
LIT_CARDS = "Lit cards fit on the pile."
MENUS_LATER = "{count} cards: on your turn the ones that fit are in menus, grouped by rank."
MENUS_NOTE = "Menus hold only the cards that fit; suits never matter."
SETS_TRIMMED = " Too many sets to list: each rank offers its largest (and smallest) one."
PICK_UP = "Pick up the pile ({cards})"
COPIES = "{card} ×{count}"
SET_OPTION = "{count}: {cards}"
PLAY_A_CARD = "Play a card: {span}"
PLAY_A_CARD_JOKER = "Play a card: {span} or a Joker"
RANK_SPAN = "{first} to {last}"
PLAY_SEVERAL = "Play several {ranks}…"
RESERVE_FIRST = Plural(
    {"one": "Reserve first ({count} card you know)", "other": "Reserve first ({count} cards you know)"}
)
CHANCE_FIRST = Plural({"one": "Chance first ({count} blind card)", "other": "Chance first ({count} blind cards)"})
CHANCE_SLOT = "Chance {number}"

# -- commands and rules ----------------------------------------------------------------------------
GROUP_DESCRIPTION = "Krasny Drakon: shed all your cards, 2–8 players"
NEW_DESCRIPTION = "Open a Krasny Drakon lobby in this channel"
TAGLINE = "Shedding for 2–8: play equal or higher, don't be the last one holding cards · about 20 minutes"
QUICK_START = (
    "1. Get rid of all your cards: the last player still holding some loses.\n"
    "2. Play a card of the same rank or higher on the pile (2 and 10 go on anything); if none fits, pick up "
    "the pile.\n"
    "3. Play your face-up opening cards first, then your secret reserve 🔒 and blind chance cards 🎲, then "
    "your hand ✋."
)
RULES = """\
**Goal**
Get rid of all your cards. Players leave one by one as they run out; the finishing order is the result, \
and the last player still holding cards loses.

**Cards**
2–{one_deck_most} players use one deck (or two if the host likes), {two_decks_from}–8 players always two. \
Everyone gets {cards} cards; the rest stays out unseen. You get {chance} **chance** cards 🎲 face down that \
nobody knows, not even you, and {dealt} more. From those {dealt} you secretly keep {reserve} as your \
**reserve** 🔒 (only you see them); the other {opening} lie face up as your **opening** cards. Everyone \
chooses at the same time. The first dealer is drawn by lot; the deal passes to the left in a rematch.

**Order of play**
First your opening cards. When they are gone you choose once: reserve or chance cards next, then the \
other. Last comes your **hand** ✋: the piles you had to pick up. You only play from the source you are on, \
and you must play if you can.

**The pile**
The player left of the dealer starts with any opening card. On a card you may play one of the same rank \
or higher, and a 2 or a 10 at any time. Exceptions: on a 2 or a 3 anything goes; on a 9 only a 9 or lower \
(or a 10); on an Ace only an Ace, a 2 or a 10. So a 3 only fits on a 2, a 3 or a 9.

**What may follow**
{follow_table}

**Special cards**
🔁 **8**: you play again (unless it was your last card).
⬇️ **9**: the next card must be equal or lower.
🔥 **10**: the pile is burnt, out of the game, and the next player starts a new pile (with the house rule \
*10 plays again*, you start it yourself).

**Cannot play?**
Pick up the whole pile into your hand; the next player starts a new pile.

**Chance cards**
They are played blind: you pick one by its place and it is turned over. If it fits, it is played; if not, \
you pick up the pile together with it. House rule **Open chance cards** (the Russian wording, "open, at his \
choice, the chance cards"): they are turned face up for everyone once you reach them, and you play them like \
your other cards. The house rules of a game show which is in force.

**Jokers** (house rule)
{jokers} per deck. A Joker counts as any rank you name when you play it, with that rank's effect. A Joker turned \
over from your chance cards is named then; a picked-up Joker is wild again.

**Sets** (house rule)
Several cards of one rank from the same source in one play; never blind chance cards, never with a Joker. \
A set of 8s still gives one more play.

**No endless games**
If {stalemate_pickups} pickups follow each other without anybody going out or burning the pile, the game \
stops, and everyone still holding cards shares the last place (not in the rules: a safeguard so that every \
game ends; games that end normally never see such a streak).

**Icons**
▶️ whose turn and which source · 🔒 reserve · 🎲 chance cards (face down 🂠) · ✋ hand · 🔥 burnt · 📥 picked up"""
DESCRIBE_DECKS = "1 or 2 decks for 2–4 players (default 1); 5–8 players always play with 2"
DESCRIBE_JOKERS = "Two Jokers per deck, each played as any rank you name (default: off)"
DESCRIBE_SETS = "Play several cards of one rank from the same source at once (default: off)"
DESCRIBE_OPEN_CHANCE = "Chance cards are turned face up when you reach them, not played blind (default: off)"
DESCRIBE_TEN = "After burning the pile with a 10 you start the new pile yourself (default: off)"
DESCRIBE_TIMER = "How long each player has for a move before the AI plays for them"
ONE_DECK_CHOICE = "1 deck (5–8 players still get 2)"
TWO_DECKS_CHOICE = "2 decks"

#: one rank's line of the rules' follow table, generated from the engine's table
FOLLOW_ROW = "on **{rank}**: {ranks}"
FOLLOW_SEPARATOR = " · "
OPEN_CHANCE_ON = "open chance cards"
#: chance cards turned face up (option open chance cards), on the table and in the private view
CHANCE_OPEN = "🎲 {cards}"
CHANCE_OPEN_LINE = "{mark}🎲 Chance cards (face up): {cards}"

#: why the engine refuses a move, by code (shared reasons: ``discord_ui.texts.ILLEGAL``); ranks as labels
ILLEGAL = {
    "reserve_already_chosen": "you have already chosen your reserve cards",
    "choose_reserve_first": "choose {count} reserve cards first",
    "not_a_dealt_card": "{card!r} is not one of your dealt cards still to choose from",
    "declare_joker_first": "name the rank of the joker you turned over (declare:<rank>) first",
    "choose_unlock_first": "your opening cards are gone: choose unlock:reserve or unlock:chance first",
    "unlock_once": "the unlock choice is made once, when your opening cards are gone",
    "must_play": "you must play a card if you can; you may pick up only when nothing fits",
    "chance_next": "your chance cards are next: turn one over with chance:<slot> (a slot still face down)",
    "not_an_action_now": "{action!r} is not an action of this game now",
    "not_in_source": "{card!r} is not among your {source} cards, the only ones you may play now",
    "sets_not_allowed": "only cards of one rank may go together, never a joker, and only with the sets option",
    "declare_joker_rank": "name the rank the joker plays as: play:{card}=<rank>",
    "may_not_follow": "a {rank} may not follow a {top}",
    "may_not_follow_nine": "a {rank} may not follow a {top} (after a 9 only an equal or lower card)",
    "sets_as_listed": "suits do not matter, so sets are played as listed: {action}",
}

#: the lobby's house rules, by option key
OPTIONS = {
    "decks": OptionWords("Decks", "1 or 2 decks; 5-8 players always use 2", {1: "1 (2 with 5 or more players)"}),
    "jokers": OptionWords("Jokers", "2 jokers per deck; a joker is played as any rank the player names"),
    "sets": OptionWords("Sets", "play several cards of one rank from the same source in one turn"),
    "ten_plays_again": OptionWords("10 plays again", "after burning the pile with a 10, play again"),
    "open_chance": OptionWords(
        "Open chance cards",
        "the chance cards are turned face up when a player reaches them, and played like the others "
        "(the Russian wording); off: played blind",
    ),
    "dealer": OptionWords(
        "Dealer",
        "seat of the first dealer, drawn by lot unless the host chooses; the player on the dealer's left starts",
        {BY_LOT: "drawn by lot"},
    ),
}
