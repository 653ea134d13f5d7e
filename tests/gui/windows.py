"""Helpers for tests that drive the real main window (the fixture is in conftest.py)."""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import Qt

from app.gui.board.cursor import ARROW_DIRECTIONS, step
from app.gui.games.chess.features import ChessFeatures
from app.gui.games.chess.plugin import ChessPlugin
from app.gui.window.main_window import MainWindow

SLOW_GAME = "mnk-8-8-4"
"""A board where ``expert`` thinks for seconds (100,000 nodes, 3 s at most): long enough to
interrupt."""

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


def assert_board_matches_record(window: MainWindow) -> None:
    controller = window.controller
    assert controller.state.key() == controller.spec.replay(controller.move_texts()).key()
    assert window.board._pieces == tuple(controller.state.pieces())


def assert_undo_then_redo_restore(window: MainWindow, played: tuple) -> None:
    """Undo takes ``played`` (the human's move and the reply) back to the start; redo
    replays both; the human is to move and the board matches the record each time."""
    controller = window.controller
    window.menus.undo.trigger()
    assert controller.moves == ()
    assert controller.human_to_move() and not controller.thinking
    assert window.menus.redo.isEnabled()
    assert_board_matches_record(window)

    window.menus.redo.trigger()
    assert controller.moves == played
    assert controller.human_to_move() and not controller.thinking
    assert not window.menus.redo.isEnabled()
    assert_board_matches_record(window)


def move_cursor_to(qtbot, window: MainWindow, target: int) -> None:
    """Press arrow keys on the board until its cursor is on ``target``."""
    board = window.board
    centres = window.controller.state.layout().centres
    if board.cursor_cell is None:
        qtbot.keyClick(board, Qt.Key.Key_Right)
    for _ in range(20):
        here = board.cursor_cell
        assert here is not None
        if here == target:
            return
        tx, ty = centres[target]

        def distance(key: Qt.Key, here: int = here, tx: float = tx, ty: float = ty) -> float:
            x, y = centres[step(centres, here, ARROW_DIRECTIONS[key])]
            return (x - tx) ** 2 + (y - ty) ** 2

        qtbot.keyClick(board, min(ARROW_DIRECTIONS, key=distance))
    raise AssertionError(f"the cursor never reached cell {target}")


def chess_plugin(window: MainWindow) -> ChessPlugin:
    """The chess plug-in of ``window``."""
    plugin = window.plugins.plugin("chess")
    assert isinstance(plugin, ChessPlugin)
    return plugin


def chess_features(window: MainWindow) -> ChessFeatures:
    """The chess menus, clocks and chooser of ``window``."""
    return chess_plugin(window).features
