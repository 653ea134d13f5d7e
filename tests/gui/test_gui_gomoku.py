"""Gomoku through the real window, two people at the board: stones by click and by
keyboard on the 15x15 grid, the last move marked, the winning five highlighted."""

from PyQt6.QtCore import Qt
from PyQt6.QtGui import QColor, QImage

from tests.gui.windows import WindowFactory, cell_named, click

FIVE_ACROSS = ("h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8")
"""Black makes h8-l8 while White plays along the a-file."""


def pixel(window, image: QImage, name: str) -> QColor:
    """The colour at the centre of cell ``name`` in a grab of the board."""
    centre = window.board.cell_centre(cell_named(window, name))
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(centre.x() * ratio), round(centre.y() * ratio))


def test_stones_by_click_and_by_arrow_keys_and_enter(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="gomoku", computer=())
    controller, board = window.controller, window.board
    assert controller.state.layout().columns == 15

    click(qtbot, window, cell_named(window, "h8"))
    assert controller.move_texts() == ("h8",)

    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)  # the cursor appears in the middle, on h8
    assert board.cursor_cell == cell_named(window, "h8")
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Up):
        qtbot.keyClick(board, key)
    assert board.cursor_cell == cell_named(window, "j9")
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert controller.move_texts() == ("h8", "j9")
    assert controller.state.pieces()[cell_named(window, "j9")].owner == 1

    qtbot.keyClick(board, Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_Down)
    qtbot.keyClick(board, Qt.Key.Key_Enter)  # back on h8: taken, nothing is played
    assert controller.move_texts() == ("h8", "j9")
    qtbot.keyClick(board, Qt.Key.Key_Down)
    qtbot.keyClick(board, Qt.Key.Key_Enter)
    assert controller.move_texts() == ("h8", "j9", "h7")


def test_the_last_move_is_marked_and_the_winning_five_highlighted(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game="gomoku", computer=())
    controller, board = window.controller, window.board
    for name in FIVE_ACROSS:
        click(qtbot, window, cell_named(window, name))
        assert controller.last_move_cells() == (cell_named(window, name),)
    outcome = controller.state.outcome()
    assert outcome is not None and outcome.winner == 0
    five = {cell_named(window, name) for name in ("h8", "i8", "j8", "k8", "l8")}
    assert set(board.winning_cells()) == five

    qtbot.waitUntil(lambda: not board.animating())  # the last stone is in place
    highlighted = board.grab().toImage()
    assert pixel(window, highlighted, "l8") == board.colours.last_move_dot
    board.set_highlights((), ())
    plain = board.grab().toImage()
    for name in ("h8", "i8", "j8", "k8"):
        assert pixel(window, highlighted, name) != pixel(window, plain, name), name
    assert pixel(window, plain, "l8") != board.colours.last_move_dot
    assert pixel(window, highlighted, "a4") == pixel(window, plain, "a4")  # not in the five

    click(qtbot, window, cell_named(window, "a5"))  # the game is over: nothing is played
    assert len(controller.moves) == len(FIVE_ACROSS)
