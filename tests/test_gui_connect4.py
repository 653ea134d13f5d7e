"""Connect Four in the real window: a click anywhere in a column drops a disc there."""

from PyQt6.QtCore import Qt
from windows import WindowFactory


def test_clicking_the_top_of_a_column_drops_to_the_bottom(qtbot, make_window: WindowFactory):
    window = make_window(game="connect4", level="beginner", computer=())
    names = window.controller.state.layout().cell_names
    top, bottom = names.index("column 4, row 6"), names.index("column 4, row 1")
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_centre(top))
    assert window.controller.state.move_text(window.controller.moves[0]) == "4"
    assert window.controller.state.pieces()[bottom].owner == 0
