"""Connect Four in the real window: a click anywhere in a column drops a disc there."""

import random

from PyQt6.QtCore import Qt

from app.main_window import MainWindow
from games.registry import get_game


def test_clicking_the_top_of_a_column_drops_to_the_bottom(qtbot) -> None:
    window = MainWindow(get_game("connect4"), "beginner", computer_players=(), rng=random.Random(1))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    names = window.controller.state.layout().cell_names
    top, bottom = names.index("column 4, row 6"), names.index("column 4, row 1")
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_centre(top))
    assert window.controller.state.move_text(window.controller.moves[0]) == "4"
    assert window.controller.state.pieces()[bottom].owner == 0
    window.close()
