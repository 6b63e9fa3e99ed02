"""Every sentence players see of Sárkánytojás and the Dragons' Path, as format strings (to translate them later).

Placeholders are named; numbers, names and tiles are parameters. Names come bold (``**ann**``) where a
template is filled with :func:`discord_ui.presenter.seat_name`, plain where it adds the bold itself.
"""

from __future__ import annotations

from discord_ui.plurals import Plural
from discord_ui.texts import OptionWords

# -- shared words ---------------------------------------------------------------------------------------

TILE_EMOJI = {"egg": "🥚", "dragon": "🐉", "shield": "🛡️", "pit": "🕳️"}
#: "three", the copies of each value (the rules' words for small numbers)
COPIES_WORDS = {2: "two", 3: "three", 4: "four"}
VALUES_SEPARATOR = ", "
VALUES_AND = " and "
#: Shield and Pit tiles by name (value tiles show their signed value)
TILE_NAMES = {"shield": "Shield", "pit": "Pit"}
#: a kind of tile, singular and plural
KIND = {"egg": "egg", "dragon": "dragon"}
KINDS = {"egg": "eggs", "dragon": "dragons"}
A_KIND = {"egg": "an egg", "dragon": "a dragon"}
#: the direction of a line, as "has no tile in their ..." says it
DIRECTION = {"row": "row", "column": "column"}
LINE_ROW = "row {number}"
LINE_COLUMN = "column {letter}"
AND = " and "
#: between the names of a list but the last two: "ann, bob and cas"
LIST_SEPARATOR = ", "
AMPERSAND = " & "
SCORE_RANGE = "{low} to {high}"
#: the score of a haul lying face down (the document: taken tiles go face down)
SCORE_FACE_DOWN = "?"
FACE_DOWN_TILES = Plural({"one": "🂠 {count} tile face down", "other": "🂠 {count} tiles face down"})

# -- Sárkánytojás: events ------------------------------------------------------------------------------

TOOK = "{taker} takes {tile} from {square}."
TOOK_SHIELD_PIT = "{taker} takes a {tile} from {square} and must give up one of their {kinds}."
TOOK_SHIELD_PIT_FREE = "{taker} takes a {tile} from {square}; with no {kind} to give up, it is discarded."
GAVE_UP = "{taker} puts the {by} and one of their {kinds} face down."
END_FIELD_EMPTY = "the field is empty"
END_LINE_EMPTY = "{seat} has no tile in their {direction}"
GAME_OVER = "Game {number} ends: {reason}; {egg_to} gets the Dragon Egg (+{bonus}). {scores}"
SCORE_ENTRY = "{name} {score}"
SCORE_SEPARATOR = ", "
PAIR_NAMES = "{one}+{other}"
GAME_BEGINS = "Game {number} of {games} is laid out; {starter} starts."
MATCH_OVER = Plural(
    {
        "one": "The match is over: {champions} with {count} match point.",
        "other": "The match is over: {champions} with {count} match points.",
    }
)

# -- Sárkánytojás: the lobby, the quick start and the old tables ------------------------------------------

TAGLINE = "Tile-taking for 2–4 on a 7×7 field: grab eggs, dodge dragons · about 10 minutes a game"
QUICK_START = (
    "🥚 **Your turn:** take any tile from the framed line (the Dragon Egg's row or column); the Egg moves onto "
    "its square.\n"
    "🔄 **Then the line turns:** row, column, row… so your take chooses where the next player takes from.\n"
    "🏁 **The end:** when the next line is empty, the last taker gets the Dragon Egg (+5). Eggs count plus, "
    "dragons minus: most points wins.\n\n"
    "{legend}"
)
LEGEND = (
    "🥚 egg (+) · 🐉 dragon (−) · 🛡️ Shield: give up a dragon · 🕳️ Pit: give up an egg · ▶️ takes now · "
    "❓ chooses a tile to give up · 🤝 partner · 🏆 winner"
)
#: the line an old table keeps once the next game of the match is laid out
GAME_SUMMARY = "🏁 Game {number} of {games} over · {scores} · won by {winners}"
GAME_SUMMARY_SEPARATOR = " · "

# -- Sárkánytojás: the table ---------------------------------------------------------------------------

TITLE = "🥚 Sárkánytojás"
TITLE_STAGE = "🥚 Sárkánytojás · {stage}"
STAGE_FINAL = "final"
STAGE_GAME = "game {number} of {games}"
FIELD_GAME = "Game {number}"
FIELD_SCORESHEET = "Match: scores by game, match points"
FIELD_RECENT = "Recent"
SITUATION_PENDING = (
    "❓ **{name}** took a {by} and chooses which of their {kinds} to give up. It goes face down: nobody else will "
    "know which."
)
SHIELD_PIT_WITH_EMOJI = "{emoji} {name}"
SITUATION_TURN = (
    "▶️ **{name}** takes from **{line}**, the framed line:\n{offer}\nThe last taker gets the Dragon Egg (+{bonus})."
)
OFFER_ENTRY = "{tile} {square}"
OFFER_SEPARATOR = " · "
WIN_MATCH = Plural(
    {
        "one": "🏆 {who} {verb} the match with {count} match point!",
        "other": "🏆 {who} {verb} the match with {count} match points!",
    }
)
WIN_GAME = "🏆 {who} {verb} with {score}!"
VERB_WINS = "wins"
VERB_WIN = "win"
VERB_SHARE = "share the win"
MARK_TURN = "▶️ "
MARK_PENDING = "❓ "
MARK_WINNER = "🏆 "
WITH_EGG = " with the 🥚 Dragon Egg"
SIDE_ONE = "{haul}\n**Score {score}**"
SIDE_PLAYER = "**{name}** ({score}): {haul}"
SIDE_PAIR_TOTAL = "\n**Pair score {score}**"
SIDE_FACE_DOWN = "**{name}**: {haul}"
LAST_GAME = "Ended: {reason}. **{egg_to}** got the Dragon Egg (+{bonus}); won by **{winners}**."
FOOTER_TILES_LEFT = Plural({"one": "{count} tile left", "other": "{count} tiles left"})
FOOTER_SHIELD_PIT = "🛡️ Shield costs a dragon, 🕳️ Pit an egg"
FOOTER_TIMER = "turn timer {timer}"
FOOTER_SEPARATOR = " · "
SHEET_POINTS = "Pts"
SHEET_GAME = "G{number}"
SHEET_EMPTY = "·"

# -- Sárkánytojás: hauls -------------------------------------------------------------------------------

NO_TILES = "no tiles yet"
TOOK_TILES = "took {tiles}"
#: a haul's tiles, a group per kind: "🥚+10 +5 · 🐉-2 -8"
TILE_GROUP = "{emoji}{values}"
TILE_GROUP_SEPARATOR = " · "
TILE_COUNT = "{name} ×{count}"
DISCARD_BY = "{emoji}{name}"
DISCARD_KNOWN = "{by}: gave up {tile}"
DISCARD_HIDDEN = "{by}: one {kind} went face down"
DISCARD_NOTHING = "{by}: nothing to give up"
DISCARD_SEPARATOR = " · "

# -- Sárkánytojás: My tiles ----------------------------------------------------------------------------

HAND_TITLE = "Your tiles{stage}"
HAND_STAGE = " · game {number} of {games}"
HAND_OVER = "🏁 The game is over: the table has the results."
HAND_YOUR_TAKE = "▶️ **Your take** from **{line}**; then **{name}** takes from its {direction}:"
HAND_YOUR_TAKE_LAST = "▶️ **Your take** from **{line}**:"
HAND_CHOICE = "{square} {tile}{cost} → {next}"
COST_GIVE_UP = " (costs {a_kind})"
COST_NOTHING = " (free: no {kind})"
NEXT_ENDS = "ends the game: the Dragon Egg (+{bonus}) is yours"
NEXT_LINE = "{tiles}"
NEXT_TILE_SEPARATOR = " "
TAKE_BUTTON = "{tile} · {square}"
HAND_WAIT_DISCARD = "⏳ **{name}** is choosing which {kind} to give up."
HAND_WAIT_TAKE = "⏳ **{name}** takes from {line}."
HAND_HAUL = "Your haul · score {score}"
HAND_PARTNER = "🤝 "
HAND_SCORES = "Scores"
HAND_SCORE = "{partner}**{name}** {score}"
HAND_SCORE_SEPARATOR = " · "
HAND_FACE_DOWN = Plural({"one": "🂠 {count} tile", "other": "🂠 {count} tiles"})
HAND_PAIRS_LINE = "Your pair **{ours}** · the other pair **{theirs}**"
DISCARD_ADVICE = {"egg": "the lowest egg", "dragon": "the most costly dragon"}
DISCARD_CHOICE = (
    "{emoji} You took a **{by}**: give up one of your {kinds}. It goes face down with the {by}, and only you "
    "will know which it was."
)
DISCARD_USUALLY = "Usually best: {advice}."
DISCARD_BUTTON = "Give up {tile}"

# -- Sárkánytojás: the picture -------------------------------------------------------------------------

PICTURE_GAME = "Game {number} of {games}"
PICTURE_TILES_LEFT = Plural({"one": "{count} tile left", "other": "{count} tiles left"})
PICTURE_TAKE_FROM = "take from {line}"
PICTURE_FINISHED = "finished"
PICTURE_SEPARATOR = "  \u00b7  "
#: the word under a value tile's number, and the word on a Shield or Pit
PICTURE_KIND = {"egg": "egg", "dragon": "dragon", "shield": "SHIELD", "pit": "PIT"}
PICTURE_START = "START"

# -- Sárkánytojás: commands and rules -----------------------------------------------------------------------

GROUP_DESCRIPTION = "Sárkánytojás: take eggs, dodge dragons (2–4 players), and the Dragons' Path puzzle"
NEW_DESCRIPTION = "Open a Sárkánytojás lobby in this channel (2–4 players)"
NEW_SHIELD_PIT = "Add 3 Shields and 3 Pits that make their taker give up a dragon or an egg (default: off)"
NEW_MATCH = "Games in the match, played for match points (default: 1)"
PUZZLE_RACE_SECONDS = "Seconds for the race to guess before everyone left passes (default: 0, no limit)"
NEW_OPEN_SCORES = "Show every player's tiles and score during play (default: off, tiles lie face down)"
NEW_TIMER = "How long each player has for a take before the AI takes for them"
PUZZLE_DESCRIPTION = "Open a Dragons' Path puzzle lobby in this channel (1–12 players)"
PUZZLE_LEVEL = "I: 3×3 board, II: 4×4, III: 5×5 (default: I)"
PUZZLE_CHECK_SECONDS = "Timed Variant: seconds to find a better route after a guess (default: 0, untimed; 30 advised)"
PUZZLE_TIMER = "How long a guesser has to show their route (default: 2 minutes)"
PUZZLE_LEVEL_CHOICE = "{name} ({size}×{size})"
HAND_LABEL = "My tiles"
PUZZLE_HAND_LABEL = "My route"

SARKANYTOJAS_RULES = """\
**🥚 The field**
{tiles} tiles lie in a {size}×{size} square: eggs 🥚 worth +{low} to +{high} and dragons 🐉 worth −{low} to \
−{high} ({copies} each of {values}). The wooden Dragon Egg stands on the one empty square.

**▶️ Taking**
On your turn take any tile from the Egg's line, near or far; the Egg moves onto its square. The first take of \
a game is along the Egg's row, the next along its column, and the direction switches with every take, whoever \
makes it.

**🂠 Face down**
Taken tiles lie face down in front of their taker: during a game you see only your own tiles and score (partners \
too see only their own), the table shows how many tiles each player holds, and everything is revealed when the \
game ends. House rule **Open scores**: every haul and score is shown during play.

**🏁 The end**
When the next player's line is empty (or the field is), the game ends and whoever took last gets the Dragon \
Egg: +{egg_bonus}. Eggs count plus, dragons minus; most points wins, equal points share the win.

**🤝 Four players**
Four play in pairs, partners opposite each other (seats 1 & 3 against 2 & 4); a pair's points add up.

**🛡️ Shield and Pit** (the game's own supplement, switched on in the lobby)
6 random tiles make way for 3 🛡️ Shields and 3 🕳️ Pits. A Shield costs its taker one of their own dragons, a \
Pit one of their own eggs, their choice; both go face down, so the others only learn *that* a tile went. With \
nothing to give up, the Shield or Pit is simply discarded.

**🏆 Matches** (house rule)
Several games in a row, the first player moving on each time. Each game gives match points (2 players 1/0, \
3 players 2/1/0 with ties taking the higher, pairs 1/0); most match points wins.

**📱 Here**
The framed line on the table picture is where the next take comes from. **My tiles** shows your haul and \
score and a button per tile you may take, with what each take leaves the next player."""

PUZZLE_QUICK_START = (
    "🧭 **A route** starts at START, takes a tile along its row, then one along that tile's column, turning "
    "after every tile until its line is empty. Its value is the sum of its tiles.\n"
    "💡 **Found a good one?** **My route** → **I have it!** and type its value: the first guess counts, and "
    "the others get the checking time to beat it.\n"
    "🏅 **Beaten:** every checker scores the difference and the guesser loses the guess. **Unbeaten:** the "
    "guesser shows the route tile by tile to score it.\n\n"
    "{legend}"
)
PUZZLE_LEGEND = (
    "`S` START · `#n` the n-th tile of a route · `[+3]` may come next · 🔍 still checking · ✅ beat it · "
    "✖️ nothing better"
)
PUZZLE_TAGLINE = (
    "Route puzzle for 1–12: race to the most valuable path through eggs and dragons · about 5 minutes "
    "(alone it is practice)"
)

PUZZLE_RULES = """\
**🧩 Dragons' Path**
`/sarkanytojas puzzle`, 1–12 players: a small board (level I 3×3, II 4×4, III 5×5) of eggs and dragons \
around START.

**🧭 Routes**
A route starts at START, takes a tile along START's row, then one along that tile's column, and so on, \
turning after every tile; it must go on while its line holds a tile. Its value is the sum of its tiles. Find \
the most valuable route!

**💡 Guessing and checking**
The first to announce a value is the guesser; the others then build a better route if they can, each until they \
show one or give up (house rule **Checking time**: the document's Timed Variant, 30 s at most advised). Stuck? \
**Pass**: once everyone has passed, the best route is shown and nobody scores (house rule **Race time** ends the \
race for everyone left). AI players race too: they take longer on bigger boards and do not always find the best.

**🏅 Scoring**
If a checker shows a better route, every checker scores the difference and the guesser loses their guess. \
Otherwise the guesser must show a route worth the guess, counting for themselves (no running total): done, they \
score the guess; failed, they lose it.

**🔁 Rounds**
A game has a round per player (at least 4), each on a new board; after each round the bot draws the best \
route. Alone, you practise without scores.

**📱 Here**
**My route** → **I have it!** announces a value. To check or show a route, tap its tiles in order: the \
buttons are the tiles that may come next, and `#n` on the grid marks your n-th tile."""

# -- Dragons' Path: events -----------------------------------------------------------------------------

PASSED = "{seat} gives up on this board."
GUESSED_PRACTICE = "{seat} guesses **{guess}**."
GUESSED = "{seat} has a route worth **{guess}**! The others check for a better one."
ROUTE_FOUND = "{seat} shows a route worth **{value}**, beating {guess}!"
MUST_SHOW = "Nobody found better: {seat} must now show a route worth {guess}."
CANNOT_SHOW = "{seat} cannot show the route."
SHOWN_OK = "{seat}'s route is worth **{value}** ✅"
SHOWN_SHORT = "{seat}'s route is worth only {value}, not {guess} ❌"
ROUND_OVER = "Round {number}: {points}. The best route was worth {best}."
ROUND_OVER_PRACTICE = "Round {number}: the best route was worth {best}."
NOBODY_SCORES = "nobody scores"
POINTS_ENTRY = "{name} {points}"
POINTS_SEPARATOR = ", "
PATH_OVER = Plural(
    {
        "one": "The game is over: {winners} with {count} point.",
        "other": "The game is over: {winners} with {count} points.",
    }
)
ROUND_BEGINS = "Round {number} of {rounds}: a new board is laid out. Find the best route!"

# -- Dragons' Path: the table --------------------------------------------------------------------------

PUZZLE_TITLE = "🧩 Dragons' Path · {what} · {stage}"
PUZZLE_PRACTICE = "practice"
PUZZLE_LEVEL_SIZE = "level {level} ({size}×{size})"
PUZZLE_STAGE_FINAL = "final"
PUZZLE_STAGE_ROUND = "round {number} of {rounds}"
PUZZLE_SCORES = "Scores"
PUZZLE_FOOTER = "Level {level} · {race} · {check} · time to show a route {timer}"
FOOTER_RACE_OPEN = "no race limit"
FOOTER_RACE_TIMED = "race {seconds} s"
FOOTER_CHECK_UNTIMED = "checking untimed"
FOOTER_CHECK_TIMED = "checking time {seconds} s"
RACE_PRACTICE = (
    "🔎 **Find the most valuable route**: from START along its row, then along that tile's column, turning "
    "after every tile until your line is empty.\n"
    "Got it? **My route** → **I have it!** and enter its value; the bot then shows the best."
)
RACE = (
    "🏁 **Race!** Find the most valuable route: from START along its row, then along that tile's column, "
    "turning after every tile until your line is empty.\n"
    "First to press **My route** → **I have it!** with a value is the guesser; {check}. Stuck? **Pass**: once "
    "everyone has passed, the best route is shown and nobody scores.{passed}"
)
RACE_CHECK_TIMED = "the others then get {seconds} s to beat it"
RACE_CHECK_UNTIMED = "the others then check until each has beaten it or given up"
RACE_PASSED = "\nPassed: {names}."
CHECK_MARKS = {"checking": "🔍", "done": "✖️", "found": "✅"}
CHECK_ENTRY = "{mark} {name}"
CHECK_VALUE = " {value}"
CHECK_SEPARATOR = " · "
GOAL_LOOKING = "The others are looking for a route worth more than **{guess}**."
GOAL_BEATEN = "**{name}** beat it with **{value}**; the others may still find more."
CHECKING = "💬 **{guesser}** says **{guess}**. {goal}\n{checks}"
SHOWING = "✋ Nobody beat **{guess}**: **{guesser}** must now show a route worth at least that."
NEXT_BOARD_SOON = "Press **My route** → **Next board** when you are ready; the next board comes by itself soon."
#: the line an old table keeps once the next board is laid out
ROUND_SUMMARY = "🧩 Round {number} of {rounds} over · {story} · best route {best} · {points}"
ROUND_SUMMARY_PRACTICE = "🧩 Round {number} of {rounds} over · {story} · best route {best}"
SUMMARY_NO_GUESS = "no guess"
SUMMARY_GUESSED = "{name} guessed {guess}"
SUMMARY_FOUND = "{name} guessed {guess}, {finder} showed {value}"
SUMMARY_SHOWN = "{name} guessed {guess} and showed it ✅"
SUMMARY_NOT_SHOWN = "{name} guessed {guess} but could not show it ❌"

# -- Dragons' Path: My route ---------------------------------------------------------------------------

ROUTE_TITLE = "Your route · round {number} of {rounds}"
FIND_ROUTE = (
    "🔎 Find the most valuable route from START: its row first, then turn after every tile. Got it? Press "
    "**I have it!** and enter its value ({low} to {high})."
)
SHOW_BEST = "Show me the best route"
PASS_BUTTON = "Pass"
YOU_PASSED = "🏳️ You passed on this board; waiting for the others to guess or pass{countdown}."
GUESSER_WAITS = (
    "⏳ The others are checking your **{guess}**{countdown}. If nobody beats it, you must show your route, tile "
    "by tile: keep it in mind."
)
CHECK_OVER = "✅ Your check is over; waiting for the others{countdown}."
GUESSER_SHOWING = "⏳ **{guesser}** is showing a route worth {guess}{countdown}…"
NEXT_BOARD = "Next board"
WAITING_FOR = "⏳ Waiting for {names}{countdown}."
NAMES_SEPARATOR = ", "
LEGEND_BUILDING = "`S` START · `#n` your n-th tile · `[ ]` can be taken next"
YOUR_POINTS = "Your points: {points}"
BUILD_CHECK = "💬 **{guesser}** says **{guess}**. Build a better route{countdown}: tap its tiles in order."
BEST_SHOWN = "\n🏅 Best shown so far: **{target}**; a better one scores more for every checker."
BUILD_SHOW = "✋ Nobody beat your **{guess}**. Show a route worth at least that{countdown}: tap its tiles in order."
ROUTE_START = "Start: take a tile along START's row."
ROUTE_SO_FAR = Plural(
    {"one": "Your route so far: {count} tile, **{value}**.", "other": "Your route so far: {count} tiles, **{value}**."}
)
ROUTE_COMPLETE = Plural(
    {
        "one": "Your route is complete: {count} tile, **{value}**.",
        "other": "Your route is complete: {count} tiles, **{value}**.",
    }
)
#: while demonstrating the guess there is no running total: the guesser counts for themselves
ROUTE_SHOWN_SO_FAR = Plural(
    {
        "one": "Your route so far: {count} tile (count it yourself).",
        "other": "Your route so far: {count} tiles (count it yourself).",
    }
)
ROUTE_SHOWN_COMPLETE = Plural(
    {
        "one": "Your route is complete: {count} tile. Show it if it is worth your guess.",
        "other": "Your route is complete: {count} tiles. Show it if it is worth your guess.",
    }
)
SHOW_IT_UNCOUNTED = "Show it"
STEP_BUTTON = "{value} · {square}"
UNDO = "Undo"
SHOW_MY_ROUTE = "Show my route ({value})"
DOES_NOT_BEAT = "{value} does not beat {guess}"
NOTHING_BETTER = "Nothing better"
CANNOT_SHOW_BUTTON = "I can't show it"
COUNTDOWN = " (ends <t:{deadline}:R>)"
ROUTE_STEP = "{square} ({value})"
ROUTE_ARROW = " → "
ROUTE_TOTAL = " = **{total}**"
SCORE_LINE = "{medal} {name} **{total}**"
SCORE_ROUNDS = "{head} ({rounds})"
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
NO_MEDAL = "▫️"
BEST_POSSIBLE = "⭐ Best possible: **{best}**: {route}"
BEST_ON_GRID = "⭐ Best possible: **{best}**; `#n` on the grid is its n-th tile."
BEST_ON_PICTURE = "⭐ Best possible: **{best}** (the picture shows its route)."
NO_GUESS = "🏳️ No guess this time.\n{best}"
VERDICT_SPOT_ON = "spot on! 🎯"
VERDICT_BETTER_EXISTS = "a better route exists."
VERDICT_TOO_HIGH = "no route is worth that much."
PRACTICE_GUESS = "💬 **{name}** guessed **{guess}**: {verdict}\n{best}"
STORY_FOUND = "💬 **{name}** guessed **{guess}**; **{finder}** showed **{value}**."
STORY_SHOWN = "💬 **{name}** guessed **{guess}**, nobody beat it, and {name} showed it. ✅"
STORY_NOT_SHOWN = "💬 **{name}** guessed **{guess}**, nobody beat it, but {name} could not show it. ❌"
ROUND_POINTS = "{story}\nPoints: {points}\n{best}"
ROUND_YOUR_POINTS = "{story}\nYou: **{points}** this round, **{total}** in all.\n{best}"
PRACTICE_OVER = "🏁 Practice over. `/sarkanytojas puzzle` for another, or invite friends to race!"
FINAL_ONE = "🏆 {winners} wins with {points}!"
FINAL_SHARED = "🏆 {winners} share the win with {points}!"
FINAL_POINTS = Plural({"one": "**{count}** point", "other": "**{count}** points"})
I_HAVE_IT = "I have it!"
TOO_LATE = "Too late: a guess has been announced already."
GUESS_INPUT = "Your route's value ({low} to {high})"
GUESS_PLACEHOLDER = "e.g. 7"
NOT_A_VALUE = "“{text}” is not a value from {low} to {high}. Press **I have it!** to try again."


# -- words built from the templates ---------------------------------------------------------------------


def tile_label(tile: int | str) -> str:
    """A tile's own label: a value tile's signed value (``+5``, ``-3``), else ``Shield`` / ``Pit``."""
    return f"{tile:+d}" if isinstance(tile, int) else TILE_NAMES[tile]


def line_label(direction: str, index: int) -> str:
    """``row 4`` or ``column G`` for a zero-based line index."""
    if direction == "row":
        return LINE_ROW.format(number=index + 1)
    return LINE_COLUMN.format(letter=chr(ord("A") + index))


#: why the engines refuse a move, by code (shared reasons: ``discord_ui.texts.ILLEGAL``)
ILLEGAL = {
    "not_a_move": "{action!r} is not a move",
    "guess_already_announced": "someone has already announced a guess this round",
}

#: the lobby's house rules of Sárkánytojás, by option key
OPTIONS = {
    "shield_pit": OptionWords(
        "Shield and Pit",
        "The game's own supplement: 6 random tiles make way for 3 Shields (give up a dragon) and 3 Pits "
        "(give up an egg).",
    ),
    "match": OptionWords("Games in the match", "Games played in a row for match points."),
    "open_scores": OptionWords(
        "Open scores",
        "Show every player's tiles and score during play; off (the document): taken tiles lie face down, "
        "each player sees only their own.",
    ),
}
#: the lobby's house rules of the Dragons' Path, by option key
PUZZLE_OPTIONS = {
    "level": OptionWords("Level", "I: 3x3 board, II: 4x4, III: 5x5."),
    "check_seconds": OptionWords(
        "Checking time (s)",
        "0: the others check until each has shown a better route or given up (the base game); else the "
        "Timed Variant's seconds to check (the document advises 30 at most).",
        {0: "untimed"},
    ),
    "race_seconds": OptionWords(
        "Race time (s)",
        "0: the race to guess has no limit; else the seconds before everyone who has not guessed passes.",
        {0: "no limit"},
    ),
}
