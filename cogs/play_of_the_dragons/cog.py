"""``/play-of-the-dragons``: Three-Dragon Ante, drawn as an embed table and a hand of card buttons.

Cards are shown as a colour emoji and a short name with the strength ("🟥 Red 8", "🧙 Archmage 9"),
the same in the log, on the table, in the hand and on a button (there without the emoji). The words
are the catalog's (``locales/<locale>/play-of-the-dragons.ftl``), in the locale of whoever reads them;
the engine's typed views and events only give seats, card ids and numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord
from discord import app_commands

from cogs.play_of_the_dragons.events import (
    concerns,
    describe_event,
    describe_own,
    question_text,
)
from cogs.play_of_the_dragons.hand import PrivateView
from cogs.play_of_the_dragons.powers import PowersButton
from cogs.play_of_the_dragons.words import (
    ANTED_MARK,
    CHOOSING_MARK,
    ELIMINATED_MARK,
    MARK_DECIDING,
    MARK_LEADER,
    MARK_PLAYING,
    MARK_WINNER,
    NONE,
    SEPARATOR,
    card_text,
    cards_list,
    gambit_summary,
    owed_text,
    say,
    scoresheet,
    special_text,
    stage_text,
    timer_words,
    trigger_rule,
)
from discord_ui.drawing import Field, Line, Log, Sheet
from discord_ui.gamecog import TIMER_CHOICES, GameCog
from discord_ui.presenter import TableContext
from discord_ui.translator import command_text
from engine.play_of_the_dragons import ENGINE, SeatView
from engine.play_of_the_dragons.views import PlayerView
from engine.protocol import FORCED_CHOICES, Event

OPTION = {option.key: option for option in ENGINE.options}
#: the slash-command ranges of the numeric options, straight from the engine's limits
StartGold = app_commands.Range[int, OPTION["start_gold"].minimum, OPTION["start_gold"].maximum]
Gambits = app_commands.Range[int, OPTION["gambits"].minimum, OPTION["gambits"].maximum]
#: the most characters the table shows
TABLE_BUDGET = 1000
#: room kept for the final table's last events, and the shortest log worth a field
FINAL_LOG = 100
LOG_ROOM = 250
SHORTEST_LOG = 60


class PlayOfTheDragonsCog(
    PrivateView,
    GameCog,
    group_name="play-of-the-dragons",
    group_description=command_text("command-play-of-the-dragons.description"),
):
    engine = ENGINE
    hidden_options = (FORCED_CHOICES.key,)  # not a house rule: every new game pays for a victim with no other answer
    recent_events = 12  # one card can set off several powers' events
    emoji = "🪙"

    async def cog_load(self) -> None:
        await super().cog_load()
        self.bot.add_dynamic_items(PowersButton)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(PowersButton)

    @app_commands.command(name="new", description=command_text("command-play-of-the-dragons-new.description"))
    @app_commands.describe(
        start_gold=command_text("command-play-of-the-dragons-new-start_gold.description"),
        gambits=command_text("command-play-of-the-dragons-new-gambits.description"),
        lead_tie_keeps_leader=command_text("command-play-of-the-dragons-new-lead_tie_keeps_leader.description"),
        timer=command_text("command-play-of-the-dragons-new-timer.description"),
        thread=command_text("command-game-new-thread.description"),
    )
    @app_commands.choices(timer=TIMER_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        start_gold: StartGold | None = None,
        gambits: Gambits | None = None,
        lead_tie_keeps_leader: bool | None = None,
        timer: int | None = None,
        thread: bool | None = None,
    ) -> None:
        options = {"start_gold": start_gold, "gambits": gambits, "lead_tie_keeps_leader": lead_tie_keeps_leader}
        await self.open_lobby(interaction, options, timer, thread)

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return describe_event(event, names, locale)

    def important(self, event: Event, seat: int) -> bool:
        return super().important(event, seat) or concerns(event, seat)

    def describe_for(self, event: Event, seat: int, names: Sequence[str], locale: str) -> str | None:
        return describe_own(event, seat, names, locale)

    def revealed_hand(self, view: SeatView, locale: str) -> str | None:
        return cards_list([c.card for c in view.hand], locale) if view.hand else None

    # -- the public table ------------------------------------------------------------------
    def table_epoch(self, view: SeatView) -> str:
        return f"gambit-{view.gambit}"

    def round_summary(self, table: TableContext) -> str | None:
        return gambit_summary(table.view, table.names, table.locale)

    def draw_table(self, table: TableContext) -> Sheet:
        view: SeatView = table.view
        title = table.text(f"{ENGINE.id}-table-title", stage=stage_text(view, table.locale))
        sheet = Sheet(title, [self._situation(table)], footer=self._house_rules(table), budget=TABLE_BUDGET)
        what_happened = say(table.locale, "what-happened")
        if view.finished:  # the places and gold are in the standings above: the gambits' gold follows
            scores = say(table.locale, "scoresheet")
            room = TABLE_BUDGET - sheet.size() - len(scores) - len(what_happened) - FINAL_LOG
            sheet.add(scores, scoresheet(view, table.plain_names, table.locale, room))
        else:
            sheet.fields += self._player_fields(table, TABLE_BUDGET - sheet.size() - LOG_ROOM)
        sheet.log = Log(what_happened, self._log(table), least=SHORTEST_LOG)
        return sheet

    def _situation(self, table: TableContext) -> str:
        """What is going on and who is to act, in a few plain lines."""
        view: SeatView = table.view
        names, L = table.names, table.locale
        if view.finished:
            return say(L, "game-over-line", gambits=view.gambit)
        if view.phase == "ante":
            marks = [
                f"{ANTED_MARK if p.anted else CHOOSING_MARK} {names[p.seat]}" for p in view.players if not p.eliminated
            ]
            return "\n".join([say(L, "stakes-line", stakes=view.stakes), say(L, "ante-line"), SEPARATOR.join(marks)])
        weakest = "yes" if view.weakest_wins else "no"
        lines = [say(L, "leads-line", stakes=view.stakes, name=names[view.leader], weakest=weakest)]
        if view.waiting is not None:
            prompt = question_text(view.waiting, names, L, asked=False)
            lines.append(say(L, "must-decide", name=names[view.waiting.seat], prompt=prompt))
        elif view.turn is not None:
            lines.append(say(L, "to-play", name=names[view.turn], rule=trigger_rule(view, L)))
        return "\n".join(lines)

    def _player_fields(self, table: TableContext, room: int) -> list[Field]:
        """A field per player in about ``room`` characters: the longest flights list only their newest cards
        when the flights grow long."""
        view: SeatView = table.view
        shown = {p.seat: len(p.flight) for p in view.players}
        while True:
            fields = [self._player_field(table, p, shown[p.seat]) for p in view.players]
            longest = max(shown, key=lambda seat: shown[seat])
            if sum(len(f.name) + len(f.value) for f in fields) <= room or shown[longest] <= 1:
                return fields
            shown[longest] -= 1

    @staticmethod
    def _player_field(table: TableContext, player: PlayerView, shown: int) -> Field:
        """A player's gold, cards, debts, ante and flight (its newest ``shown`` cards by name)."""
        view: SeatView = table.view
        names, L = table.names, table.locale
        seat = player.seat
        marks = ""
        if view.phase == "play" and seat == view.leader:
            marks += MARK_LEADER
        if seat in view.to_act and not view.finished:
            marks += MARK_DECIDING if view.waiting else MARK_PLAYING
        if seat in view.winners:
            marks += MARK_WINNER
        if player.eliminated:
            return Field(f"{ELIMINATED_MARK} {names[seat]}", say(L, "out-of-the-game", gold=player.gold), inline=True)
        lines = [say(L, "player-gold", gold=player.gold, cards=player.hand_size)]
        owed = owed_text(player.debts, names, L)
        if owed:
            lines.append(say(L, "owes", debts=owed))
        if view.phase != "ante":  # (during the ante the description marks who has chosen)
            lines.append(f"🎲 {card_text(player.ante, L) if player.ante else NONE}")
            lines.append(f"🐉 **{player.flight_strength}**")
            if shown < len(player.flight):
                lines.append(say(L, "flight-earlier", count=len(player.flight) - shown))
            lines += [card_text(card, L) for card in player.flight[len(player.flight) - shown :]]
            if player.flight and not player.can_win:
                lines.append(say(L, "cannot-win"))
        lines += [special_text(s, L) for s in player.specials]
        if view.priest == seat:
            lines.append(say(L, "priest-leads"))
        return Field(f"{marks}{names[seat]}", "\n".join(lines), inline=True)

    def _log(self, table: TableContext) -> list[Line]:
        """The view's log of the latest events, with the bot's own notes (timeouts) in their place.

        ``table.recent`` is the tail of every event in words, the bot's notes included; the view's log is
        a longer tail of the game's events only. Dropping from the log the entries ``recent`` repeats and
        appending ``recent`` puts each note where it happened.
        """
        view: SeatView = table.view
        log = [line for line in (describe_event(e, table.names, table.locale) for e in view.log) if line]
        known = set(log)
        repeated = sum(1 for line in table.recent if line.text in known)
        return [Line(line) for line in log[: len(log) - repeated]] + table.recent

    @staticmethod
    def _house_rules(table: TableContext) -> str:
        view: SeatView = table.view
        options = view.options
        return say(
            table.locale,
            "house-rules",
            gambits=options.gambits,
            ties="keep" if options.lead_tie_keeps_leader else "untied",
            timer=timer_words(table.game.turn_seconds, table.locale),
            deck=view.deck_size,
            discard=view.discard_size,
        )
