"""Every sentence Red Dragon players see, as format strings with named placeholders (for translation).

Names arrive already formatted (bold where the sentence wants it); cards arrive as labels such as ``🔥11``;
signed amounts arrive already signed (``+12``, ``−4``, ``0``).
"""

from __future__ import annotations

from discord_ui.plurals import Plural

#: the suits' symbols (shown before a card's number): a shape of its own for each suit, not only a colour
SUIT_EMOJI = {"R": "🔥", "Y": "⭐", "G": "🍀", "B": "💧"}
#: what the table's icons mean (the table's footer and the first page of the rules)
LEGEND = "🔥 red · ⭐ gold · 🍀 green · 💧 blue · 🎴 first player"

TAGLINE = "Trick-taking for 3–6: take tricks, avoid the red cards · about 30–45 minutes"
QUICK_START = """\
**1.** Each round, slip a few cards into a common stock, then draft it back one card at a time.
**2.** Follow the led suit if you can; the highest card of that suit takes the trick.
**3.** A trick scores points, but every 🔥 red card in it costs its number (🔥11 costs 26)."""

RULES = """\
**🔢 The cards**
{cards} cards in four suits numbered {low}–{high}, each suit with its own symbol: 🔥 red, ⭐ gold, 🍀 green, 💧 blue. \
There are no trumps. Only red counts against you: a red card costs its number in points, and the red 11 \
costs 26 (🔥11). 🎴 marks the round's first player on the table.

**📥 The stock**
All cards are dealt. Everyone then secretly puts cards into a common stock: {stock}. Nobody sees who gave \
what.

**🔄 The draft**
The stock is shown face up and drafted back one card at a time in snake order (A B C D D C B A …), starting \
with the round's first player, until everyone holds a full hand again.

**🃏 Tricks**
The round's first player leads any card. Follow the led suit if you can; otherwise play anything. The \
highest card of the led suit takes the trick, and whoever took it leads the next one.

**🧮 Scoring**
Each trick is worth {trick_values} points ({player_counts} players), and the red cards in your tricks \
cost their points. Trick points and red penalties of a round add up to zero.

**🎁 No trick, a bonus**
Players who took no trick get a bonus each, by how many of them there are:
{bonus_table}
If more took no trick, nobody gets it.

**🏆 Winning**
The game has as many rounds as players; the first player moves one seat on each round. The highest total \
wins, and equal totals share the win. Whoever takes **every** trick of a round wins the game at once.

**⚠️ Wrong suit**
The printed rules punish playing a wrong suit with −100. Here the bot only offers the cards you may play, \
so it cannot happen."""

#: the rules' tables, filled in from the engine's figures (``data/red_dragon.json``)
STOCK_ENTRY = "{stock} each with {players} players"
LIST_SEPARATOR = ", "
OR = " or "
BONUS_ROW = "**{players} players**: {bonuses}"
BONUS_ALONE = "alone {bonus}"
BONUS_SHARED = "{count} of them {bonus} each"

GROUP_DESCRIPTION = "Red Dragon: trick-taking for 3–6 players"
NEW_DESCRIPTION = "Open a Red Dragon lobby in this channel"
TIMER_DESCRIPTION = "How long each player has for a move before the AI plays for them"

# -- cards and amounts --------------------------------------------------------------------------
CARD = "{suit}{rank}"
CARD_OPTION = "{rank}"
CARD_OPTION_COST = "{rank} (−{penalty})"
CARD_SEPARATOR = " "
NO_CARDS = "—"
PLAYED_CARD = "{name} {card}"
PLAYED_SEPARATOR = " · "
PLUS = "+{amount}"
MINUS = "−{amount}"
ZERO = "0"
#: a name cut short where room is scarce
SHORT_NAME = "{start}…"

# -- events -----------------------------------------------------------------------------------
STOCK_READY = "{player} has chosen their stock cards."
STOCK_REVEALED = "The stock is revealed: {cards}"
CARD_DRAFTED = "{player} takes {card}."
PLAY_BEGINS = "Round {round}: {player} leads."
CARD_PLAYED = "{player} plays {card}."
TRICK_WON = "{player} takes the trick."
TRICK_WON_RED = "{player} takes the trick (red −{penalty})."
ROUND_SCORED = "Round {round}: {points}."
ROUND_POINTS = "{player} {points}"
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
PLAYER_LINE = "{name}{lead} · {parts}"
PLAYER_PART_SEPARATOR = " · "
FIRST_PLAYER_MARK = " 🎴"
TRICKS_NONE = "no tricks"
TRICKS = Plural({"one": "{count} trick", "other": "{count} tricks"})
PLAYER_RED = ", red −{penalty}"
PLAYER_HAND = "{count} in hand"
PLAYER_TOTAL = "total {total}"
LAST_TRICK = "{cards}\n→ **{winner}**"
LAST_TRICK_RED = "{cards}\n→ **{winner}** (red −{penalty})"
SHEET_ROUND_HEADER = "Rnd"
SHEET_TOTAL = "Tot"
FOOTER = (
    "{legend}\nTrick = {trick_value} points · red cards cost their number, {costly} costs {costly_penalty} · "
    "turn timer {timer}"
)
TIMER_MINUTES = "{minutes} min"
TIMER_SECONDS = "{seconds} s"
TIMER_OFF = "off"
#: the one line an old table keeps once its round is over
ROUND_SUMMARY = "🐉 Round {round} of {rounds} over · {points}"
ROUND_SUMMARY_POINTS = "**{name}** {points} (total {total})"
ROUND_SUMMARY_SEPARATOR = " · "

SWEEP_WINNER = "🏆 **{name}** took every trick of a round and wins at once!"
WINNER = "🏆 Winner: {names}"
WINNERS = "🏆 Winners: {names}"
WINNER_NAME = "**{name}** ({total})"
WAITING_NAME = "**{name}**"
WINNER_SEPARATOR = ", "
GAME_OVER_TABLE = "The game is over."
STOCK_PHASE = Plural(
    {
        "one": "Everyone secretly puts **{count}** card into the stock. Press **My hand** to choose.\n{marks}",
        "other": "Everyone secretly puts **{count}** cards into the stock. Press **My hand** to choose.\n{marks}",
    }
)
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
HAND_OVER = "The game is over (your total: {total}): see the final table."
STOCK_SELECT = Plural({"one": "Choose {count} card for the stock", "other": "Choose {count} cards for the stock"})
STOCK_CHOOSE = Plural(
    {
        "one": "Choose **{count}** card to put into the common stock (nobody sees which).",
        "other": "Choose **{count}** cards to put into the common stock (nobody sees which).",
    }
)
STOCK_CHOSEN = "You put {cards} into the stock. Waiting for {names}…"
STOCK_WAITING_SEPARATOR = ", "
FIELD_YOUR_CARDS = "Your cards"
DRAFT_YOUR_PICK = "**Your pick**: take one card from the stock."
DRAFT_OTHER_PICKS = "**{name}** is picking from the stock…"
RULE_LEAD = "**Your lead**: play any card."
RULE_FOLLOW = "**Your turn**: follow {suit} if you can.\nTrick: {trick}"
WAITING_TRICK = "Trick: {trick}\nWaiting for **{name}**…"
WAITING_LEAD = "Waiting for **{name}** to lead…"
HAND_LAST_TRICK = "Last trick: {cards} → **{winner}**"
HAND_LAST_TRICK_RED = "Last trick: {cards} → **{winner}** (red −{penalty})"
HAND_FOOTER = "This round: {tricks} · your total {total}"
HAND_FOOTER_FIRST_ROUND = "This round: {tricks}"
HAND_TOTAL = "Your total: {total}"
