"""Teeko through the real window: drops, slides by clicks and by dragging, a cancelled
selection, a slide that is not a step, and the draw when a position comes back three times."""

from PyQt6.QtCore import Qt

from app.gui.window.dialogs import rules_box
from tests.gui.windows import WindowFactory, cell_named, click

DROPS = ("a1", "b3", "c1", "d3", "e1", "b5", "a5", "e5")
"""Four markers each, no four in a row or square among them."""


def drop_all(qtbot, window) -> None:
    for name in DROPS:
        click(qtbot, window, cell_named(window, name))
    assert window.controller.move_texts() == DROPS


def test_both_phases_by_clicks_and_by_drag(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="teeko", computer=())
    controller = window.controller
    drop_all(qtbot, window)

    click(qtbot, window, cell_named(window, "a1"))  # pick up...
    assert window.board_play.input.selection == (cell_named(window, "a1"),)
    click(qtbot, window, cell_named(window, "a2"))  # ...and put down
    assert controller.move_texts()[-1] == "a1-a2"

    start, end = cell_named(window, "b3"), cell_named(window, "b4")
    board = window.board
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=board.cell_centre(start))
    qtbot.mouseMove(board, pos=board.cell_centre(end))
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=board.cell_centre(end))
    assert controller.move_texts()[-1] == "b3-b4"


def test_a_cancelled_selection_and_a_slide_that_is_not_a_step(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game="teeko", computer=())
    controller = window.controller
    drop_all(qtbot, window)
    marker = cell_named(window, "c1")

    click(qtbot, window, marker)
    qtbot.keyClick(window.board, Qt.Key.Key_Escape)
    assert window.board_play.input.selection == ()

    click(qtbot, window, marker)
    click(qtbot, window, cell_named(window, "c4"))  # three rows away: not a move
    assert window.board_play.input.selection == ()
    assert len(controller.moves) == len(DROPS)
    assert controller.state.pieces()[marker] is not None

    click(qtbot, window, marker)
    click(qtbot, window, cell_named(window, "c2"))
    assert controller.move_texts()[-1] == "c1-c2"


SHUFFLE = ("a1-a2", "e5-e4", "a2-a1", "e4-e5")
"""Black and White each step out and back: the position after the drops comes back."""


def test_the_same_position_three_times_is_a_draw(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="teeko", computer=())
    controller = window.controller
    assert "third time" in rules_box(controller.spec).text()
    drop_all(qtbot, window)
    after_drops = controller.state.key()

    for number, move in enumerate(SHUFFLE * 2, start=1):
        assert controller.state.outcome() is None
        source, target = move.split("-")
        click(qtbot, window, cell_named(window, source))
        click(qtbot, window, cell_named(window, target))
        assert controller.move_texts()[-1] == move
        if number == len(SHUFFLE):
            assert "occurred 2 times" in window.panel.note.text()

    state = controller.state
    assert state.key() == after_drops
    outcome = state.outcome()
    assert outcome is not None and outcome.winner is None
    assert window.status_bar.line_text() == "Game over: Draw (the same position three times)"

    played = len(controller.moves)
    click(qtbot, window, cell_named(window, "a1"))
    click(qtbot, window, cell_named(window, "a2"))
    assert len(controller.moves) == played
    assert window.board_play.input.selection == ()
    assert "game is over" in window.statusBar().currentMessage()
