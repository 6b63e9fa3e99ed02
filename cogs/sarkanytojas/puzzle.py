"""The Dragons' Path, a second engine kind (:mod:`engine.sarkanytojas.path_game`) that the Sárkánytojás cog
registers: its table (the board picture, the race, the checks and the scores) and its private view, where a guess
is typed into a modal opened by the "I have it!" button and a route is built with one button per tile that may
come next."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from cogs.sarkanytojas.guess import GuessButton
from cogs.sarkanytojas.layout import COMMA, SEPARATOR, TABLE_BUDGET, characters
from cogs.sarkanytojas.picture import render_puzzle
from cogs.sarkanytojas.puzzle_words import (
    best_text,
    board_grid,
    deadline,
    describe_path,
    points_listing,
    round_story,
    round_text,
    scores_text,
)
from cogs.sarkanytojas.words import timer_args
from discord_ui import i18n
from discord_ui.components import ActionButton, Item
from discord_ui.drawing import Sheet
from discord_ui.formatting import amount_text, signed
from discord_ui.pictures import Picture
from discord_ui.presenter import HandContext, Presenter, TableContext
from engine.protocol import Event
from engine.sarkanytojas import events as ev
from engine.sarkanytojas import square_name
from engine.sarkanytojas.moves import DONE, GIVEUP, NEXT, PASS, SUBMIT, UNDO, Step
from engine.sarkanytojas.path_game import CHECKING, OVER, RACING, REVEAL, SHOWING
from engine.sarkanytojas.path_game import ENGINE as PUZZLE
from engine.sarkanytojas.views import PathView, Square

#: a checker's mark in the puzzle's checking window, by the check's status
CHECK_MARKS = {"checking": "🔍", "done": "✖️", "found": "✅"}
#: the room a player's line of the scores wants: with less, the table shows the best route on the picture only
SCORE_LINE_ROOM = 40

#: what "since your last move" keeps longest
IMPORTANT = (
    ev.Guessed,
    ev.RouteFound,
    ev.MustShow,
    ev.RouteShown,
    ev.RoundBegins,
    ev.RoundOver,
    ev.PathGameOver,
)


class PuzzlePresenter(Presenter):
    """How a Dragons' Path game looks: the board picture, the race, the checks and the scores."""

    engine = PUZZLE
    emoji = "🧩"
    hand_emoji = "🧭"

    def describe(self, event: Event, names: Sequence[str], locale: str) -> str | None:
        return describe_path(event, names, locale)

    def important(self, event: Event, seat: int) -> bool:
        """A guess and how it was checked, a round begun or scored, the end; a pass is not."""
        return super().important(event, seat) or isinstance(event, IMPORTANT)

    def table_epoch(self, view: PathView) -> str:
        return f"round-{view.round}"

    def pings_for(self, view: PathView) -> bool:
        """Nobody is pinged for the race (anyone may guess or pass, nobody is late) nor for pressing **Next
        board** (the next board comes by itself after a short pause)."""
        return view.phase not in (RACING, REVEAL)

    def round_summary(self, table: TableContext) -> str | None:
        """The board just over, in one line: who guessed what, the best route's value and the points."""
        view: PathView = table.view
        last = view.last_round
        if last is None:
            return None
        names = table.names
        guess, guesser = last.guess, last.guesser
        if guesser is None or guess is None:
            story = table.text("dragons-path-summary-no-guess")
        elif view.practice:
            story = table.text("dragons-path-summary-guessed", name=names[guesser], guess=guess)
        elif last.found is not None:
            story = table.text(
                "dragons-path-summary-found",
                name=names[guesser],
                guess=guess,
                finder=names[last.found.seat],
                value=last.found.value,
            )
        elif last.shown:
            story = table.text("dragons-path-summary-shown", name=names[guesser], guess=guess)
        else:
            story = table.text("dragons-path-summary-not-shown", name=names[guesser], guess=guess)
        args = {"number": last.round, "rounds": view.rounds, "story": story, "best": last.best}
        if last.points is None:
            return table.text("dragons-path-round-summary-practice", **args)
        points = points_listing(last.points, names, table.locale, bold=False)
        if not points:
            return table.text("dragons-path-round-summary-nobody", **args)
        return table.text("dragons-path-round-summary", points=points, **args)

    def draw_table(self, table: TableContext) -> Sheet:
        view: PathView = table.view
        names = table.names
        title = table.text(
            "dragons-path-table-title",
            final="yes" if view.finished else "no",
            practice="yes" if view.practice else "no",
            level=view.level,
            size=view.size,
            number=view.round,
            rounds=view.rounds,
        )
        footer = table.text(
            "dragons-path-footer",
            level=view.level,
            race=view.race_seconds,
            check=view.check_seconds,
            **timer_args(table.game.turn_seconds),
        )
        sheet = Sheet(title, footer=footer, budget=TABLE_BUDGET)
        scores = table.text("dragons-path-scores")
        for route_in_words in (True, False):  # the best route in words too, while the table has room for it
            sheet.lines = [self._situation(table, route_in_words)]
            room = TABLE_BUDGET - characters(sheet, table.locale) - len(scores)
            if not route_in_words or room >= SCORE_LINE_ROOM * view.seats:
                break
        if view.sheet:
            sheet.add(scores, scores_text(view, names, table.locale, room))
        last = view.last_round
        if view.phase in (REVEAL, OVER) and last is not None:
            sheet.picture = Picture(render_puzzle, (last.board, last.best_route, table.locale, last.played))
        else:
            sheet.picture = Picture(render_puzzle, (view.board, None, table.locale))
        return sheet

    def _situation(self, table: TableContext, route_in_words: bool = True) -> str:
        view: PathView = table.view
        names, locale = table.names, table.locale
        phase = view.phase
        if phase == RACING:
            if view.practice:
                return table.text("dragons-path-race-practice")
            race = table.text("dragons-path-race", check=view.check_seconds)
            if not view.passed:
                return race
            passed = table.text(
                "dragons-path-race-passed", names=i18n.listed([names[s] for s in view.passed], locale, style="standard")
            )
            return race + "\n" + passed
        guesser = names[view.guesser] if view.guesser is not None else ""
        if phase == CHECKING:
            checks = SEPARATOR.join(
                table.text("dragons-path-check-entry", mark=CHECK_MARKS[c.status], name=names[c.seat])
                if c.value is None
                else table.text(
                    "dragons-path-check-entry-value", mark=CHECK_MARKS[c.status], name=names[c.seat], value=c.value
                )
                for c in view.checks
            )
            top = max(view.found, key=lambda found: found.value) if view.found else None
            if top is None:
                goal = table.text("dragons-path-goal-looking", guess=view.guess)
            else:
                goal = table.text("dragons-path-goal-beaten", name=names[top.seat], value=top.value)
            return table.text("dragons-path-checking", guesser=guesser, guess=view.guess, goal=goal, checks=checks)
        if phase == SHOWING:
            return table.text("dragons-path-showing", guess=view.guess, guesser=guesser)
        assert view.last_round is not None
        best_message = "dragons-path-best-possible" if route_in_words else "dragons-path-best-on-picture"
        best = best_text(view.last_round, best_message, locale)
        lines = [round_text(view.last_round, names, view.practice, best, locale)]
        if phase == OVER:  # who won with what is in the standings; practice has none
            if view.practice:
                lines += ["", table.text("dragons-path-practice-over")]
        else:
            lines.append("")
            lines.append(table.text("dragons-path-next-board-soon"))
        return "\n".join(lines)

    # -- a player's view -----------------------------------------------------------------------
    def draw_hand(self, hand: HandContext) -> Sheet:
        view: PathView = hand.view
        names, seat, locale = hand.names, hand.seat, hand.locale
        sheet = Sheet(hand.text("dragons-path-route-title", number=view.round, rounds=view.rounds))
        phase = view.phase
        items: list[Item] = []
        board = view.board
        route: tuple[Square, ...] | None = None
        following: tuple[Square, ...] | None = None
        if phase == RACING and seat in view.passed:
            lines = [hand.text("dragons-path-you-passed", deadline=deadline(hand))]
        elif phase == RACING:
            low, high = view.guess_range
            lines = [hand.text("dragons-path-find-route", low=low, high=high)]
            if not view.practice:  # what a guess risks, said before it is made
                lines.append(hand.text("dragons-path-guess-must-show"))
            items.append(GuessButton(hand.game.id, hand.stamp, locale))
            if PASS.action in hand.legal:
                label = hand.text("dragons-path-show-best" if view.practice else "dragons-path-pass")
                items.append(ActionButton(hand.game.id, hand.stamp, PASS.action, label, emoji="🏳️"))
        elif phase in (CHECKING, SHOWING) and view.own is not None:
            route, following = view.own.route, view.own.next
            lines = self._building_text(hand)
            items = self._route_controls(hand)
        elif phase == CHECKING:
            if seat == view.guesser:
                lines = [hand.text("dragons-path-guesser-waits", guess=view.guess, deadline=deadline(hand))]
            else:
                lines = [hand.text("dragons-path-check-over", deadline=deadline(hand))]
        elif phase == SHOWING:
            assert view.guesser is not None
            lines = [
                hand.text(
                    "dragons-path-guesser-showing",
                    guesser=names[view.guesser],
                    guess=view.guess,
                    deadline=deadline(hand),
                )
            ]
        else:
            last = view.last_round
            assert last is not None
            board, route = last.board, last.best_route
            best = best_text(last, "dragons-path-best-on-grid", locale)
            if view.practice or last.points is None or last.guesser is None:  # practice, or everybody passed
                lines = [round_text(last, names, view.practice, best, locale)]
            else:
                lines = [
                    hand.text(
                        "dragons-path-round-your-points",
                        story=round_story(last, names, locale),
                        points=signed(last.points[seat], locale),
                        total=amount_text(view.totals[seat], locale),
                        best=best,
                    )
                ]
            if phase == OVER:  # who won with what is in the standings; practice has none
                if view.practice:
                    lines.append(hand.text("dragons-path-practice-over"))
            elif NEXT.action in hand.legal:
                label = hand.text("dragons-path-next-board")
                items.append(
                    ActionButton(hand.game.id, hand.stamp, NEXT.action, label, discord.ButtonStyle.primary, "➡️")
                )
            else:
                waiting = COMMA.join(names[s] for s in view.to_act)
                lines.append(hand.text("dragons-path-waiting-for", names=waiting, deadline=deadline(hand)))
        lines.append(board_grid(board, locale, route, following))
        if following is not None:
            lines.append(hand.text("dragons-path-legend-building"))
        sheet.lines, sheet.controls = lines, items
        if not view.practice and phase not in (REVEAL, OVER):  # a finished round's lines tell the points
            sheet.footer = hand.text("dragons-path-your-points", points=amount_text(view.totals[seat], locale))
        return sheet

    @staticmethod
    def _building_text(hand: HandContext) -> list[str]:
        view: PathView = hand.view
        own = view.own
        assert own is not None
        if view.phase == CHECKING:
            assert view.guesser is not None and view.target is not None and view.guess is not None
            head = hand.text(
                "dragons-path-build-check", guesser=hand.names[view.guesser], guess=view.guess, deadline=deadline(hand)
            )
            if view.target > view.guess:
                head += "\n" + hand.text("dragons-path-best-shown", target=view.target)
        else:
            head = hand.text("dragons-path-build-show", guess=view.guess, deadline=deadline(hand))
        count = len(own.route)
        if not own.route:
            return [head, hand.text("dragons-path-route-start")]
        if own.value is None:  # demonstrating: no running total
            message = "dragons-path-route-shown-so-far" if own.next else "dragons-path-route-shown-complete"
            return [head, hand.text(message, count=count)]
        message = "dragons-path-route-so-far" if own.next else "dragons-path-route-complete"
        return [head, hand.text(message, count=count, value=signed(own.value, hand.locale))]

    @staticmethod
    def _route_controls(hand: HandContext) -> list[Item]:
        view: PathView = hand.view
        legal = set(hand.legal)
        game_id, stamp = hand.game.id, hand.stamp
        board = view.board
        own = view.own
        assert own is not None and view.guess is not None
        items: list[Item] = []
        for r, c in own.next:  # a line of at most 5 holds at most 4 more tiles: one row
            tile = board[r][c]
            assert tile is not None
            style = discord.ButtonStyle.success if tile > 0 else discord.ButtonStyle.danger
            label = hand.text("dragons-path-step-button", value=signed(tile, hand.locale), square=square_name(r, c))
            button = ActionButton(game_id, stamp, Step(r, c).action, label, style)
            button.row = 0
            items.append(button)
        controls: list[Item] = []
        if UNDO.action in legal:
            controls.append(ActionButton(game_id, stamp, UNDO.action, hand.text("dragons-path-undo"), emoji="↩️"))
        value = own.value
        complete = bool(own.route) and not own.next
        if view.phase == CHECKING:
            assert view.target is not None and value is not None
            if SUBMIT.action in legal:
                best = value > view.target
                style = discord.ButtonStyle.success if best else discord.ButtonStyle.secondary
                label = hand.text("dragons-path-show-my-route", value=signed(value, hand.locale))
                controls.append(ActionButton(game_id, stamp, SUBMIT.action, label, style, "✅"))
            elif complete:
                label = hand.text("dragons-path-does-not-beat", value=signed(value, hand.locale), guess=view.guess)
                controls.append(ActionButton(game_id, stamp, SUBMIT.action, label, disabled=True))
            label = hand.text("dragons-path-nothing-better")
            controls.append(ActionButton(game_id, stamp, DONE.action, label, emoji="✖️"))
        else:  # demonstrating the guess: no running total, the guesser counts for themselves
            if complete:
                label = hand.text("dragons-path-show-it")
                controls.append(ActionButton(game_id, stamp, SUBMIT.action, label, discord.ButtonStyle.primary, "✅"))
            label = hand.text("dragons-path-cannot-show")
            controls.append(ActionButton(game_id, stamp, GIVEUP.action, label, emoji="🏳️"))
        for control in controls:
            control.row = 1
        return items + controls
