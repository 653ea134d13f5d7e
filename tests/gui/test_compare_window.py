"""The "Compare algorithms" window: opened from the menu, filled by its worker, cancellable."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pytest
from PyQt6.QtCore import Qt

from app.gui.learn.compare_window import CompareDialog
from app.services.compare import engine_names
from games.registry import get_game
from tests.gui.windows import WindowFactory

FINISH_MS = 30_000
"""Generous: the suggested settings take seconds, the shared machine may be slow."""
SLOW_DEPTH = 12
"""Far too deep for minimax on Connect Four: the search runs until cancelled."""


def open_compare(qtbot, window) -> CompareDialog:
    window.menus.compare.trigger()
    dialog = window.side_windows.compare_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def cell_texts(dialog: CompareDialog, column: int) -> list[str]:
    return [dialog.table.item(row, column).text() for row in range(dialog.table.rowCount())]


@pytest.fixture
def make_dialog(qtbot) -> Iterator[Callable[..., CompareDialog]]:
    """Opens comparison dialogs and closes them after the test (pytest-qt holds widgets
    weakly: a dialog collected with its thread running would abort the process)."""
    dialogs: list[CompareDialog] = []

    def make(game: str, moves: Sequence[str] = (), parent=None, depth=None) -> CompareDialog:
        spec = get_game(game)
        dialog = CompareDialog(spec, spec.replay(moves), moves, parent, depth=depth)
        dialogs.append(dialog)
        dialog.open()
        qtbot.waitExposed(dialog)
        return dialog

    yield make
    for dialog in dialogs:
        dialog.close()
        assert not dialog.worker_thread.isRunning()


def slow_dialog(make_dialog, parent=None) -> CompareDialog:
    """A dialog searching Connect Four at :data:`SLOW_DEPTH`: still on minimax when we act."""
    dialog = make_dialog("connect4", ["4", "4"], parent, depth=SLOW_DEPTH)
    assert dialog.running and "Searching with minimax, depth 12" in dialog.status.text()
    return dialog


@pytest.mark.slow
def test_the_menu_opens_a_comparison_of_tic_tac_toe_that_fills_table_and_chart(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window("tictactoe", computer=())
    dialog = open_compare(qtbot, window)
    assert dialog.running and not dialog.run_button.isEnabled()
    qtbot.waitUntil(lambda: not dialog.running, timeout=FINISH_MS)
    assert dialog.status.text().startswith("Done in")
    assert [row.engine for row in dialog.rows][:4] == engine_names(window.controller.spec)[:4]
    assert dialog.rows[-1].engine.startswith("MCTS")
    assert cell_texts(dialog, 0) == [row.engine for row in dialog.rows]
    assert cell_texts(dialog, 2)[0] == "100.0%"
    assert cell_texts(dialog, 1)[-1].endswith("playouts")
    assert cell_texts(dialog, 4) == [row.best for row in dialog.rows]
    assert dialog.table.horizontalHeaderItem(5).text() == "Score for X"
    assert 1 <= dialog.depth_box.value() == dialog.depth_used
    assert dialog.chart.rows == tuple(dialog.rows)
    assert f"depth {dialog.depth_used}" in dialog.chart.title
    assert dialog.run_button.isEnabled() and not dialog.cancel_button.isEnabled()


def test_a_movement_game_is_compared_again_at_the_depth_chosen(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window("hare-hounds", computer=())
    dialog = open_compare(qtbot, window)
    assert "Hare and Hounds at the start: Hounds to move" in dialog.heading.text()
    qtbot.waitUntil(lambda: not dialog.running, timeout=FINISH_MS)
    dialog.depth_box.setValue(3)
    dialog.playouts_box.setCurrentIndex(0)
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.running and dialog.rows == []
    qtbot.waitUntil(lambda: not dialog.running, timeout=FINISH_MS)
    assert dialog.depth_used == 3 and "depth 3" in dialog.chart.title
    assert len(dialog.rows) == len(engine_names(window.controller.spec))
    assert all("-" in row.best for row in dialog.rows)  # moves are slides: from-to
    assert dialog.rows[-1].nodes == 100  # MCTS capped at the first budget


def test_cancel_stops_the_worker_and_keeps_the_window_usable(qtbot, make_dialog) -> None:
    dialog = slow_dialog(make_dialog)
    with qtbot.waitSignal(dialog.worker.finished, timeout=5_000):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
        assert not dialog.running
    assert dialog.rows == []
    assert dialog.status.text().startswith("Cancelled")
    assert cell_texts(dialog, 1) == ["cancelled"] * len(engine_names(dialog.spec))
    assert dialog.run_button.isEnabled() and not dialog.cancel_button.isEnabled()

    dialog.depth_box.setValue(2)
    dialog.playouts_box.setCurrentIndex(0)
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.running, timeout=FINISH_MS)
    assert dialog.rows[0].engine == "minimax"
    assert dialog.status.text().startswith("Done in")


def test_escape_while_running_closes_the_dialog_and_ends_its_thread(qtbot, make_dialog) -> None:
    dialog = slow_dialog(make_dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert not dialog.worker_thread.isRunning()


def test_closing_the_main_window_while_comparing_does_not_crash(
    make_window: WindowFactory, make_dialog
) -> None:
    window = make_window("connect4", computer=())
    dialog = slow_dialog(make_dialog, parent=window)
    window.close()
    assert not dialog.worker_thread.isRunning()
    assert not dialog.isVisible()


def test_a_finished_game_has_nothing_to_compare(make_dialog) -> None:
    dialog = make_dialog("tictactoe", ["a1", "b1", "a2", "b2", "a3"])
    assert not dialog.running
    assert "game is over" in dialog.status.text()
    assert not dialog.run_button.isEnabled()
