"""Renju in the window: Black's forbidden points are crossed on the board, and a click on
one is refused with the reason while the board and the record stay as they were."""

from __future__ import annotations

from tests.gui.windows import WindowFactory, assert_board_matches_record, cell_named, click

DOUBLE_THREE_GAME = ["h9", "a1", "h10", "a2", "i8", "a3", "j8", "a15"]
"""Black to move; h8 is a double-three."""


def test_forbidden_points_are_crossed_and_a_click_there_is_refused(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game="gomoku-renju", computer=())
    controller = window.controller
    assert window.board.scene().forbidden == ()  # nothing forbidden on an empty board
    for text in DOUBLE_THREE_GAME:
        controller.play_move(controller.state.parse_move(text))
    h8 = cell_named(window, "h8")
    assert window.board.scene().forbidden == (h8,)

    click(qtbot, window, h8)
    assert controller.move_texts() == tuple(DOUBLE_THREE_GAME)  # refused: nothing played
    assert window.status_bar.currentMessage() == "h8 is forbidden for Black: double-three"
    assert_board_matches_record(window)

    click(qtbot, window, cell_named(window, "o15"))  # Black plays elsewhere
    assert window.board.scene().forbidden == ()  # White may play h8: no cross for White
