"""Table pictures put together from cached pieces: the bytes never depend on what the process drew before."""

from __future__ import annotations

import random
from collections.abc import Callable
from types import ModuleType
from typing import Any

from cogs.drago_rosso import canvas, dragon
from cogs.drago_rosso import picture as drago_rosso
from cogs.sarkanytojas import picture as sarkanytojas
from engine.drago_rosso import ENGINE as DRAGO_ROSSO
from engine.sarkanytojas import ENGINE as SARKANYTOJAS
from engine.sarkanytojas.dragons_path import new_board, solve


def forget_pieces(module: ModuleType) -> None:
    """Empty every cache of ``module``'s drawing functions, as in a freshly started worker process."""
    for value in vars(module).values():
        if callable(getattr(value, "cache_clear", None)):
            value.cache_clear()


def drawn_twice(modules: tuple[ModuleType, ...], draw: Callable[..., bytes], inputs: list[tuple[Any, ...]]) -> None:
    """Drawn in order with the pieces kept, then each alone from empty caches: the same bytes."""
    kept = [draw(*args) for args in inputs]
    for args, png in zip(reversed(inputs), reversed(kept), strict=True):
        for module in modules:
            forget_pieces(module)
        assert draw(*args) == png


def test_a_drago_rosso_table_is_the_same_picture_however_warm_the_caches():
    names = ("Ann", "Bartholomew the Unbelievably Brave", "Cyd")
    rng = random.Random(3)
    state = DRAGO_ROSSO.new_state(3, {}, 3)
    inputs = []
    while not DRAGO_ROSSO.is_over(state) and len(inputs) < 30:
        seat = DRAGO_ROSSO.to_act(state)[0]
        view, legal = DRAGO_ROSSO.view(state, seat), DRAGO_ROSSO.legal_actions(state, seat)
        DRAGO_ROSSO.apply(state, seat, DRAGO_ROSSO.ai_action(view, legal, rng))
        inputs.append((DRAGO_ROSSO.view(state, None), names))
    drawn_twice((canvas, dragon, drago_rosso), drago_rosso.render_table, inputs[::5])


def test_a_sarkanytojas_table_and_a_puzzle_are_the_same_pictures_however_warm_the_caches():
    rng = random.Random(4)
    state = SARKANYTOJAS.new_state(2, {"shield_pit": True}, 4)
    inputs = []
    for _ in range(12):
        seat = SARKANYTOJAS.to_act(state)[0]
        SARKANYTOJAS.apply(state, seat, rng.choice(SARKANYTOJAS.legal_actions(state, seat)))
        inputs.append((sarkanytojas.TableBoard.of(SARKANYTOJAS.view(state, None)),))
    drawn_twice((sarkanytojas,), sarkanytojas.render_board, inputs[::4])
    board = new_board(3, 5)
    drawn_twice((sarkanytojas,), sarkanytojas.render_puzzle, [(board,), (board, solve(board)[1])])
