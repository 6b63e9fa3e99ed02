"""Every word Play of the Dragons shows players, in one place so that it can be translated.

Sentences are format strings with named placeholders; names, cards and numbers are filled in by
``cog.py`` (names already in bold where a sentence shows them so, cards as emoji and short name).
The card facts (strengths, colours, powers) come from the engine; their names and power texts are here.
"""

from __future__ import annotations

from discord_ui.plurals import Plural
from discord_ui.texts import OptionWords

#: a game's score (/stats): the gold a player ends with
GOLD = Plural({"one": "{count} gold", "other": "{count} gold"})

# -- the slash commands ----------------------------------------------------------------------------------------------
GROUP_DESCRIPTION = "Play of the Dragons: Three-Dragon Ante for 2–6 players"
NEW_DESCRIPTION = "Open a Play of the Dragons lobby in this channel"
NEW_START_GOLD = "Gold each player starts with (default 50)"
NEW_GAMBITS = "0 (default): play until a gambit leaves someone without gold; else how many gambits"
NEW_LEAD_TIE = "On a tie for the strongest card the round's leader leads again (default: on, the document's rule)"
NEW_TIMER = "How long each player has for a move before the AI plays for them"

# -- taught in place: the lobby's line, the quick start, the rules in pages ------------------------------------------
TAGLINE = (
    "Three-Dragon Ante for 2–6: ante in secret, build the strongest flight, win the gold · about 5 minutes a gambit"
)
QUICK_START = """\
🎲 **Ante**: each gambit everyone picks a card in secret; the highest sets what everyone pays into the stakes.
🐉 **Play**: in 3 rounds everyone adds a card to their flight; a card no stronger than the one before triggers ⚡.
💰 **Win**: the strongest flight takes the stakes; once someone is out of gold, the most gold wins.

Icons: 💰 gold · ✋ cards in hand · 🎲 ante · 🐉 flight strength · ⚡ power triggers · 🚩 leads the round · \
▶️ to play · ❓ deciding · ⚠️ owes · 🚫 cannot win · 🎉 special flight · 📜 **Card powers** (in your hand) says \
what your cards do."""
#: the short form of each power, by power (Tiamat by her id): the rules' lists and select descriptions (≤ 100)
POWER_SUMMARY = {
    "black": "Take 2 gold from the stakes.",
    "blue": "Count your evil dragons: take that much from the stakes, or every opponent pays it in.",
    "green": "The next player gives you a weaker evil dragon or pays you 5 gold.",
    "red": "The opponent with the strongest flight pays you 1 gold; pull a random card from their hand.",
    "white": "Take 3 gold if a mortal is in any flight.",
    "brass": "The opponent with the strongest flight gives you a stronger good dragon or pays you 5 gold.",
    "bronze": "Take the two weakest ante cards into your hand.",
    "copper": "Swap this card for the top card of the draw pile, whose power then triggers.",
    "gold": "Draw a card per good dragon in your flight.",
    "silver": "Everyone with a good dragon in their flight draws a card.",
    "bahamut": "Every opponent whose flight mixes good and evil dragons pays you 10 gold.",
    "tiamat": "No power; she counts as every evil colour.",
    "dracolich": "Use the power of an evil dragon in any flight.",
    "archmage": "Pay 1, then use the power of an ante card.",
    "dragonslayer": "Pay 1, then discard a weaker dragon from any flight.",
    "thief": "Take 7 gold from the stakes, then throw away a card.",
    "druid": "Pay 1; the weakest flight wins this gambit.",
    "priest": "Pay 1; you lead the next round.",
    "princess": "Pay 1; your good dragons' powers trigger again.",
    "fool": "Pay 1; draw a card per flight stronger than yours.",
}
POWER_LIST_LINE = "{emoji} **{name}**: {text}"
RULES_PARTS = [
    "**Goal.** End with the most gold. Everyone starts with {start_gold} gold (a house rule) and {hand} cards; a "
    "hand holds at most {limit}.",
    "**The cards.** {cards} cards, each always shown with its name beside its symbol. Dragons of ten colours, strength "
    "1–13: evil ⬛ Black, 🟦 Blue, 🟩 Green, 🟥 Red, ⬜ White; good 🟫 Brass, 🟤 Bronze, 🟠 Copper, 🟨 Gold, ⚪ "
    "Silver. The gods 💠 Bahamut (good) and 🐲 Tiamat (evil), the evil 💀 Dracolich, and seven mortals: 🧙 Archmage, "
    "⚔️ Dragonslayer, 🦹 Thief, 🌿 Druid, 🕯️ Priest, 👸 Princess, 🃏 Fool.",
    "**Ante.** A gambit opens with everyone choosing a card in secret; all are revealed together. Everyone pays "
    "the highest ante's strength into the stakes, and the owner of the highest value nobody else shows leads round "
    "1. If every value is shared, the antes are discarded, everyone draws a card and antes again for free. The ante "
    "cards stay face up beside the stakes.",
    "**Rounds.** Three rounds; in each, from the leader clockwise, everyone plays a card into their own flight. The "
    "strongest card leads the next round; on a tie the round's leader keeps the lead (house rule "
    '"Lead ties keep the leader" off: the strongest card nobody ties leads). The Priest overrides that.',
    "**Powers ⚡.** A card's power **triggers** if it opens the round or is no stronger than the card played just "
    "before it. Your hand marks those cards with ⚡, and its **📜 Card powers** button says what each card does. "
    "A Green or Brass victim is always asked (only they see what they may hand over; paying 5 is always allowed). "
    "A Dracolich or Archmage using another card's power measures \"this card\" by the copied card's strength. A "
    "power with a single possible target takes it at once, and the log says so.",
    "**Winning a gambit.** After round 3 the strongest flight (sum of strengths) takes the stakes, or the weakest "
    "once a Druid has triggered. Tied flights mean another round for everyone. A power that empties the stakes ends "
    "the gambit at once.",
    "**Gods.** A flight with Bahamut and any evil dragon, or with Tiamat and any good dragon, cannot win; stakes "
    "that no flight may win stay for the next gambit. Tiamat counts as every evil colour.",
    "**Special flights**, once each per gambit: three dragons of one colour make every opponent pay you the middle "
    "one's strength; three of one strength take that much from the stakes plus the ante cards.",
    "**Buying cards.** With an empty hand you turn over the top card of the draw pile, pay its strength into the "
    "stakes and draw 4.",
    "**Debts.** Who cannot pay pays what they have and owes the rest; a debt not repaid when the gambit ends puts "
    "that player out.",
    "**End.** After a gambit everyone draws 2. The game ends after a gambit that leaves a player without gold (or "
    "after the number of gambits the host set); most gold wins, equal gold shares. Gold still in the stakes then "
    "belongs to nobody.",
]
#: the rules' lists of powers: a heading, then the cards it covers (by power; Tiamat by her id)
POWER_GROUPS = [
    ("**Powers of the evil dragons**", ("black", "blue", "green", "red", "white")),
    ("**Powers of the good dragons**", ("brass", "bronze", "copper", "gold", "silver")),
    (
        "**Powers of the gods, the Dracolich and the mortals**",
        (
            "bahamut",
            "tiamat",
            "dracolich",
            "archmage",
            "dragonslayer",
            "thief",
            "druid",
            "priest",
            "princess",
            "fool",
        ),
    ),
]

# -- the cards -------------------------------------------------------------------------------------------------
COLOUR_NAMES = {
    "black": "Black",
    "blue": "Blue",
    "green": "Green",
    "red": "Red",
    "white": "White",
    "brass": "Brass",
    "bronze": "Bronze",
    "copper": "Copper",
    "gold": "Gold",
    "silver": "Silver",
}
COLOUR_EMOJI = {
    "black": "⬛",
    "blue": "🟦",
    "green": "🟩",
    "red": "🟥",
    "white": "⬜",
    "brass": "🟫",
    "bronze": "🟤",
    "copper": "🟠",
    "gold": "🟨",
    "silver": "⚪",
}
#: the cards without a colour: their names and emoji
SPECIAL_NAMES = {
    "bahamut": "Bahamut",
    "tiamat": "Tiamat",
    "dracolich": "Dracolich",
    "archmage": "Archmage",
    "dragonslayer": "Dragonslayer",
    "thief": "Thief",
    "druid": "Druid",
    "priest": "Priest",
    "princess": "Princess",
    "fool": "Fool",
}
SPECIAL_EMOJI = {
    "bahamut": "💠",
    "tiamat": "🐲",
    "dracolich": "💀",
    "archmage": "🧙",
    "dragonslayer": "⚔️",
    "thief": "🦹",
    "druid": "🌿",
    "priest": "🕯️",
    "princess": "👸",
    "fool": "🃏",
}
#: "Red 8", "Archmage 9": a card's short name
CARD_NAME = "{name} {strength}"
#: the name a power goes by when another card copies it ("as Black")
POWER_NAMES = {
    "black": "Black",
    "blue": "Blue",
    "green": "Green",
    "red": "Red",
    "white": "White",
    "brass": "Brass",
    "bronze": "Bronze",
    "copper": "Copper",
    "gold": "Gold",
    "silver": "Silver",
    "bahamut": "Bahamut",
    "dracolich": "Dracolich",
    "archmage": "Archmage",
    "dragonslayer": "Dragonslayer",
    "thief": "Thief",
    "druid": "Druid",
    "priest": "Priest",
    "princess": "Princess",
    "fool": "Fool",
}
#: what each card does, by its power (Tiamat, who has none, by her id); our own summaries
RULE_TEXTS = {
    "black": "Take 2 gold from the stakes.",
    "blue": "Count the evil dragons in your flight, this one too. Either take that much gold from the stakes, or "
    "make every opponent put that much into the stakes.",
    "green": "The next player clockwise must either hand you an evil dragon from their hand that is weaker than "
    "this card, or pay you 5 gold.",
    "red": "The opponent whose flight is strongest pays you 1 gold, and you pull a random card out of their hand.",
    "white": "If there is a mortal in any flight on the table, take 3 gold from the stakes.",
    "brass": "The opponent whose flight is strongest must either hand you a good dragon from their hand that is "
    "stronger than this card, or pay you 5 gold.",
    "bronze": "Move the two weakest cards of the ante into your hand.",
    "copper": "Throw this card away and put the top card of the draw pile in its place; the newcomer's power "
    "triggers whatever its strength (unless a Copper threw it away earlier in the same chain).",
    "gold": "Draw one card for each good dragon in your flight, this one too.",
    "silver": "Every player with at least one good dragon in their flight draws a card, you included.",
    "bahamut": "Every opponent whose flight mixes good and evil dragons pays you 10 gold. Dragon god: a flight "
    "holding Bahamut and any evil dragon can never win the gambit.",
    "tiamat": "Has no power of her own. Dragon god: she counts as a black, blue, green, red and white dragon for "
    "colour flights, and a flight holding Tiamat and any good dragon can never win the gambit.",
    "dracolich": "An undead evil dragon of no colour. Pick an evil dragon in any flight and use its power as if it "
    "were printed on this card.",
    "archmage": "Put 1 gold into the stakes, then pick a card of the ante and use its power as if it were printed "
    "on this card.",
    "dragonslayer": "Put 1 gold into the stakes, then send one dragon weaker than this card from any flight (yours "
    "too) to the discard pile.",
    "thief": "Take 7 gold from the stakes, then throw away one card from your hand.",
    "druid": "Put 1 gold into the stakes. For the rest of this gambit the weakest flight wins instead of the "
    "strongest.",
    "priest": "Put 1 gold into the stakes. You lead the next round, whoever played the strongest card.",
    "princess": "Put 1 gold into the stakes, then the power of every good dragon already in your flight triggers, "
    "in the order you pick.",
    "fool": "Put 1 gold into the stakes, then draw one card for each player whose flight is stronger than yours.",
}
KIND_MORTAL = "mortal"
KIND_GOD = "{alignment} god"
KIND_DRAGON = "{alignment} dragon"
ALIGNMENTS = {"good": "good", "evil": "evil"}

# -- small pieces of sentences -------------------------------------------------------------------------------------
LIST_SEPARATOR = ", "
PAYMENT_SEPARATOR = "; "
AND = " and "
#: cards drawn, in a sentence ("draws a card", "draws 2 cards")
CARDS_DRAWN = Plural({"one": "a card", "other": "{count} cards"})
CARD_COUNT = Plural({"one": "{count} card", "other": "{count} cards"})
INTO_THE_STAKES = "into the stakes"
TO_SEAT = "to {seat}"
PAYS = "{payer} pays {paid} gold {where}"
PAYS_AND_OWES = "{payer} pays {paid} gold {where} and owes {owed} more"
#: "{s0}'s Black 3" or, for a copied power, "{s0}'s Dracolich 10 (as Black)"
USES = "{seat}'s {card}"
USES_COPIED = "{seat}'s {card} (as {power})"
SEAT_CARD = "{seat} {card}"
SEAT_GOLD = "{seat} {gold}"

# -- events ----------------------------------------------------------------------------------------------------------
FIRST_GAMBIT = "Gambit {gambit}: everyone chooses an ante card."
NEXT_GAMBIT = "Gambit {gambit}: everyone draws {drew} cards and chooses an ante card."
ANTE_CHOSEN = "{seat} has chosen an ante card."
ANTE_TIED = "Ante cards: {antes}. Every value is tied: the cards are discarded, everyone draws a card and antes again."
ANTE_REVEALED = "Ante cards: {antes}. Everyone antes {amount} gold: {payments}."
ROUND_STARTED = "Round {round}: {leader} leads ({reason})."
TIE_BREAK_ROUND_STARTED = "Round {round} (an extra round to break the tie): {leader} leads ({reason})."
ROUND_REASONS = {
    "ante": "highest untied ante",
    "priest": "the Priest's call",
    "strongest": "strongest card of the round",
    "untied": "strongest untied card of the round",
    "kept": "the strongest card is tied, so the leader keeps the lead",
}
CARD_PLAYED = "{seat} plays {card} ({note}); flight strength {strength}."
PLAY_TRIGGERS = "its power triggers"
PLAY_POWERLESS = "it has no power"
PLAY_TOO_STRONG = "too strong to trigger its power"
TURN_SKIPPED = "{seat} has no card to play and sits out this turn."
RESHUFFLED = "The discard pile is shuffled into a new draw pile."
CARDS_BOUGHT = "{seat} is out of cards and buys: {card} is turned over, {payment}, and draws {cards}."
COLOUR_FLIGHT = "{seat} completes a {colour} colour flight: every opponent pays {amount} ({payments})."
STRENGTH_FLIGHT = (
    "{seat} completes a strength flight of {strength}s: {strength} gold from the stakes and the ante cards."
)
STRENGTH_FLIGHT_GOLD = "{seat} takes {gold} gold from the stakes (strength flight)."
ANTE_TAKEN = "{seat} takes {cards} from the ante ({source})."
ANTE_SOURCES = {"bronze": "Bronze", "strength_flight": "strength flight"}
GOLD_TAKEN = "{who} takes {gold} gold from the stakes."
NO_EVIL_DRAGON = "{who} counts no evil dragon; nothing happens."
OPPONENTS_PAY = "{who} makes every opponent pay {amount}: {payments}."
CARD_HANDED = "{who}: {giver} hands {seat} a card."
PAID_INSTEAD = "{who}: {payment}."
CARD_PULLED = "{who}: {payment}; {seat} pulls a random card from {target}'s hand."
NO_CARD_PULLED = "{who}: {payment}; no card can be taken."
MORTAL_SEEN = "{who} sees a mortal and takes {gold} gold from the stakes."
NO_MORTAL_SEEN = "{who} sees no mortal in any flight; nothing happens."
COPPER_STAYS = "{who} finds no card to swap with and stays."
COPPER_SWAPPED = "{who} is swapped for {card} from the draw pile ({note})."
COPPER_RAN = "its power already ran in this chain of swaps"
GOOD_DRAGONS_DRAW = Plural(
    {
        "one": "{who} counts {count} good dragon: {seat} draws {cards}.",
        "other": "{who} counts {count} good dragons: {seat} draws {cards}.",
    }
)
SILVER_DRAWS = "{who}: {seats} each draw a card."
SILVER_DRAWS_ONE = "{who}: {seats} draws a card."
SILVER_NOBODY = "{who}: nobody draws a card."
BAHAMUT_COLLECTS = "{who}: {payments}."
BAHAMUT_NOBODY = "{who}: no opponent mixes good and evil."
POWER_COPIED = "{seat}'s {host} uses the power of {card}."
POWER_COPIED_MEASURED = "{seat}'s {host} uses the power of {card}, measured by its strength {strength}."
#: a question with a single possible answer, carried out at once
ONLY_CHOICE = {
    "target": "{host}: {choice} is the only possible target (no other target).",
    "copy": "{seat}'s {host}: {choice} is the only power to copy (no other target).",
    "slay": "{seat}'s {host}: {choice} is the only dragon weak enough (no other target).",
    "discard": "{seat} must throw away {choice}, their only card (no other choice).",
    "princess": "{seat}'s Princess calls on {choice} (no other choice).",
}
MORTAL_PAYS = {
    "archmage": "{who}: {payment}; an ante card's power is used.",
    "dragonslayer": "{who}: {payment}.",
    "druid": "{who}: {payment}; the weakest flight wins this gambit.",
    "priest": "{who}: {payment}; {seat} leads the next round.",
    "princess": "{who}: {payment}; she calls on {cards}.",
    "fool": "{who}: {payment}; stronger flights: {stronger}; {seat} draws {drew}.",
}
NO_GOOD_DRAGON = "no good dragon"
DRAGON_SLAIN = "{who} slays {card} in {owner}'s flight."
CARD_THROWN_AWAY = "{seat} throws away {card} (Thief)."
PRINCESS_TRIGGERS = "{seat}'s Princess triggers {card}."
NOTHING_TO_CHOOSE = {
    "copy": "{seat}'s {host} finds no power to copy.",
    "slay": "{seat}'s {host} finds no dragon weak enough to slay.",
    "discard": "{seat} has no card left to throw away.",
    "princess": "{seat}'s Princess has no good dragon left to call on.",
    "bronze": "{seat} takes no (more) ante cards: none left or no room in hand.",
    "grab": "{seat} takes no (more) ante cards: none left or no room in hand.",
}
STAKES_EMPTIED = "The stakes are empty: gambit {gambit} ends at once."
NO_FLIGHT_MAY_WIN = "No flight may win under the god rules; the stakes stay for the next gambit."
FLIGHTS_TIED = "{seats} tie at {strength}: everyone plays another round."
FLIGHTS_TIED_SETTLED = "{seats} tie at {strength} and nobody has a card left; the stakes stay for the next gambit."
GAMBIT_WON_STRONGEST = "{winner} wins gambit {gambit} with the strongest flight ({strength}) and takes {gold} gold."
GAMBIT_WON_WEAKEST = "{winner} wins gambit {gambit} with the weakest flight ({strength}) and takes {gold} gold."
DEBT_REPAID = "Debt repaid: {payments}."
DEBT_DEFAULTED = "{payments}."
ELIMINATED = "{seat} cannot pay their debts and is eliminated."
GAME_OVER_ONE = "Game over after {gambits}. Gold: {gold}. {winners} wins."
GAME_OVER_SHARED = "Game over after {gambits}. Gold: {gold}. {winners} share the win."
STAKES_LEFT = " The {gold} gold left in the stakes belongs to nobody."

# -- questions -------------------------------------------------------------------------------------------------------
QUESTION_BLUE = "{host}: take {count} gold from the stakes, or make every opponent pay {count}?"
QUESTION_GIVE = "{host} of {to}: give them {wanted} from your hand, or pay {pay} gold?"
#: the same question as the others see it: whether the victim could hand anything over stays theirs
QUESTION_GIVE_PUBLIC = "{host} of {to}: hand over a fitting dragon or pay {pay} gold (their choice, in private)"
WANTED = {"green": "an evil dragon weaker than {than}", "brass": "a good dragon stronger than {than}"}
QUESTION_TARGET = "{host}: which of the opponents with the strongest flight?"
QUESTION_COPY = {
    "ante": "{host}: copy the power of which ante card?",
    "flight": "{host}: copy the power of which evil dragon in a flight?",
}
QUESTION_SLAY = "{host}: which dragon weaker than {than} is slain?"
QUESTION_DISCARD = "Thief: which card do you throw away?"
QUESTION_PRINCESS = "Princess: which good dragon's power triggers next?"
QUESTION_BRONZE = "Bronze: which of the equally weak ante cards do you take?"
QUESTION_GRAB = "Strength flight: which ante card do you take into your hand?"
DECISION_HELP = {
    "blue": "Take the gold yourself, or make every opponent pay that much into the stakes.",
    "give": "Hand over one of the cards offered, or pay 5 gold instead.",
    "target": "Several opponents tie for the strongest flight: pick the one your power hits.",
    "copy": "The power you pick works as if it were printed on your card.",
    "slay": "The dragon you pick leaves its flight for the discard pile.",
    "discard": "The Thief makes you throw away one card of your hand.",
    "princess": "Your good dragons' powers trigger one by one: pick which goes next.",
    "bronze": "The weakest ante cards are tied: pick which one goes into your hand.",
    "grab": "Your hand cannot hold every ante card: pick them one at a time.",
}
# the answers, as buttons and select options show them (names plain, cards without emoji)
CHOICE_TAKE = "Take {amount} gold from the stakes"
CHOICE_OTHERS = "Every opponent pays {amount} gold into the stakes"
CHOICE_GIVE = "Give {card}"
CHOICE_PAY = "Pay {amount} gold"
CHOICE_TARGET = "{seat} (flight {strength})"
CHOICE_ANTE_OF = "{card} (ante of {seat})"
CHOICE_FLIGHT_OF = "{card} (flight of {seat})"
CHOICE_DISCARD = "Discard {card}"
CHOICE_TRIGGER = "Trigger {card}"
CHOICE_TAKE_CARD = "Take {card}"
CHOICE_SELECT = "Choose"

# -- the table ------------------------------------------------------------------------------------------------------
TITLE = "🪙 Play of the Dragons · {stage}"
GAMBIT_NUMBER = "gambit {gambit}"
GAMBIT_OF = "gambit {gambit} of {gambits}"
STAGE_FINAL = "final gold"
STAGE_ANTE = "{gambit} · ante"
STAGE_TIE_BREAK = "{gambit} · round {round} (tie-break)"
STAGE_ROUND = "{gambit} · round {round} of {rounds}"
GAME_OVER = "🏁 The game is over after {gambits}."
GAMBITS = Plural({"one": "{count} gambit", "other": "{count} gambits"})
STAKES_LINE = "💰 Stakes: **{stakes}** gold"
ANTE_LINE = "🎲 **Ante**: everyone chooses a card in secret (**My hand**)."
ANTED_MARK = "✅ {name}"
CHOOSING_MARK = "⏳ {name}"
MARK_SEPARATOR = " · "
GOAL_WEAKEST = "🌿 the **weakest** flight wins (Druid)"
GOAL_STRONGEST = "the strongest flight wins"
LEADS_LINE = "💰 Stakes: **{stakes}** gold · 🚩 **{name}** leads · {goal}"
MUST_DECIDE = "❓ **{name}** must decide: {prompt}"
TO_PLAY = "▶️ **{name}** to play · {rule}"
TRIGGER_FIRST = "⚡ the round's first card always triggers"
TRIGGER_AT_MOST = "⚡ at strength **{strength}** or less"
MARK_LEADER = "🚩 "
MARK_DECIDING = "❓ "
MARK_PLAYING = "▶️ "
MARK_WINNER = "🏆 "
PLAYER_GOLD = "💰 **{gold}** · ✋ {cards}"
ELIMINATED_NAME = "💀 {name}"
OUT_OF_THE_GAME = "out of the game · 💰 {gold}"
DEBTS_LINE = "⚠️ {debts}"
OWES = "owes {debts}"
OWED = "{amount} to {creditor}"
THE_STAKES = "the stakes"
ANTE_SHOWN = "🎲 {card}"
NONE = "—"
FLIGHT_STRENGTH = "🐉 **{strength}**"
FLIGHT_EARLIER = "… {count} more"
CANNOT_WIN = "🚫 cannot win"
SPECIAL_LINE = "🎉 {special}"
SPECIAL_COLOUR = "{colour} colour flight"
SPECIAL_STRENGTH = "strength flight of {strength}s"
PRIEST_LEADS = "🕯️ leads next round"
WINS_ONE = "🏆 **{names}** wins with {gold} gold!"
WINS_SHARED = "🏆 **{names}** share the win with {gold} gold!"
WINNER_SEPARATOR = "**, **"
STANDING = "{mark} **{name}**: {gold} gold{out}"
STANDING_OUT = " (eliminated)"
PLACE = "{place}."
NO_PLACE = "•"
FINAL_GOLD = "Final gold"
WHAT_HAPPENED = "What happened"
SCORESHEET = "Gold after each gambit"
SCORESHEET_HEADER = "Gambit"
SCORESHEET_START = "Start"
HOUSE_RULES = "{end} · {ties} · turn timer {timer} · draw pile {deck} · discards {discard}"
END_AFTER = Plural({"one": "{count} gambit in all", "other": "{count} gambits in all"})
END_BROKE = "Until someone is out of gold"
TIES_KEEP = "on a tie the leader keeps the lead"
TIES_UNTIED = "untied card leads"
#: the one line an old table keeps once its gambit is over
ROUND_SUMMARY = "🏁 Gambit {gambit} over · {outcome} · 💰 {gold}"
ROUND_SUMMARY_GOLD = "🏁 Gambit {gambit} over · 💰 {gold}"
SUMMARY_WON = "**{winner}** takes the stakes: {gold} gold"
SUMMARY_WON_WEAKEST = "**{winner}** takes the stakes with the weakest flight: {gold} gold"
SUMMARY_EMPTIED = "the stakes ran dry"
SUMMARY_KEPT = "nobody wins: the stakes stay"
SUMMARY_GOLD = "{name} {gold}"
SUMMARY_OUT = "{name} out"
SUMMARY_SEPARATOR = " · "

# -- a player's hand --------------------------------------------------------------------------------------------
HAND_TITLE = "Your hand · {stage}"
HAND_GAME_OVER = "🏁 The game is over: you finish with **{gold}** gold. The table has the results."
HAND_ELIMINATED = "💀 You are out of the game; the table shows how the others fare."
YOUR_DECISION = "❓ **Your decision**: {prompt}"
CHOOSE_ANTE = (
    "🎲 **Choose your ante card**, in secret. Everyone pays the highest ante's strength into the stakes; the "
    "highest untied ante leads round 1."
)
YOUR_ANTE = "🎲 Your ante: {card}.{wait}"
WAITING_FOR = " Waiting for **{names}**."
NAME_SEPARATOR = "**, **"
NO_ANTE = "🎲 You have no card to ante; the others are choosing."
YOUR_TURN = "▶️ **Your turn**: play a card into your flight · {rule}"
IS_DECIDING = "⏳ **{name}** is deciding: {prompt}"
WAITING_TO_PLAY = "⏳ Waiting for **{name}** to play."
WAITING_FOR_OTHERS = "⏳ Waiting for the others."
YOUR_GOLD = "💰 **{gold}** gold · stakes **{stakes}** · ✋ {cards} (at most {limit})"
YOUR_DEBTS = "⚠️ You owe {debts}"
YOUR_FLIGHT = "🐉 Your flight **{strength}**: {flight}"
OTHER_FLIGHTS = "🐉 Others: {flights}"
OTHER_FLIGHT = "{name} **{strength}**{mark}"
CANNOT_WIN_MARK = " 🚫"
FLIGHT_SEPARATOR = " · "
WEAKEST_NOTE = "🌿 The **weakest** flight wins this gambit (Druid)."
NO_CARDS = "You hold no cards."
#: the button that shows the powers of one's cards, and its answer
POWERS_BUTTON = "Card powers"
POWERS_TITLE = "📜 What your cards do · {stage}"
POWERS_LINE = "{emoji} **{names}** · {kind}: {text}"
POWERS_NAME_SEPARATOR = ", "
POWERS_CHOICES = "**The powers you may pick from**"
POWERS_FOOTER = "{trigger} = its power would trigger if you played it now"
NOT_SEATED = "You are not playing in this game."


# -- the rules as the pages show them -------------------------------------------------------------------------------
RULES = "\n\n".join(
    [
        *RULES_PARTS,
        *(
            "\n".join(
                [
                    heading,
                    *(
                        POWER_LIST_LINE.format(
                            emoji=COLOUR_EMOJI.get(key) or SPECIAL_EMOJI[key],
                            name=COLOUR_NAMES.get(key) or SPECIAL_NAMES[key],
                            text=POWER_SUMMARY[key],
                        )
                        for key in keys
                    ),
                ]
            )
            for heading, keys in POWER_GROUPS
        ),
    ]
)

#: why the engine refuses a move, by code (shared reasons: ``discord_ui.texts.ILLEGAL``)
ILLEGAL = {
    "answer_power_first": "another player must answer a power first",
    "ante_already_chosen": "you have already chosen your ante card",
    "answer_question_first": "answer the pending question first",
    "ante_now": "now is the time to ante a card (ante:<card>)",
    "play_now": "now is the time to play a card (play:<card>)",
    "ante_now_because": "now is the time to ante a card (ante:<card>): {problem}",
    "play_now_because": "now is the time to play a card (play:<card>): {problem}",
    "card_not_held": "you do not hold the card {card}",
    "no_such_card": "there is no card {card!r}",
    "no_such_action": "{action!r} is no action",
}

#: the lobby's house rules, by option key
OPTIONS = {
    "start_gold": OptionWords("Starting gold", "Gold each player starts with."),
    "gambits": OptionWords(
        "Gambits",
        "0: play until a gambit ends with a player out of gold; otherwise the number of gambits to play.",
        {0: "until someone is out of gold"},
    ),
    "lead_tie_keeps_leader": OptionWords(
        "Lead ties keep the leader",
        "On a tie for the strongest card of a round the round's leader leads again (the document's rule); "
        "off: the strongest card nobody ties takes the lead.",
    ),
}
