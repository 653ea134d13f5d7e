"""Helpers for tests that drive the real main window (the fixture is in conftest.py)."""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import Qt

from app.main_window import MainWindow

SLOW_GAME = "mnk-7-7-5"
"""A board where ``expert`` thinks for its full 3 s: long enough to interrupt."""

WindowFactory = Callable[..., MainWindow]
"""``make_window(game="tictactoe", level="expert", computer=(1,), offer_resume=False)``."""


def cell_named(window: MainWindow, name: str) -> int:
    return window.controller.state.layout().cell_names.index(name)


def click(qtbot, window: MainWindow, cell: int) -> None:
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_centre(cell))


def wait_for_human_turn(qtbot, window: MainWindow) -> None:
    controller = window.controller
    qtbot.waitUntil(
        lambda: controller.human_to_move() or controller.state.outcome() is not None,
        timeout=10_000,
    )
