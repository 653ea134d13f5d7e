"""*Game > Set up position…* in every game: pieces placed by clicks on the editor's board,
an illegal position refused with the game's own reason, then played on from."""

from __future__ import annotations

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QDialogButtonBox

from app.gui.window.main_window import MainWindow
from app.gui.window.setup_dialog import SetupDialog
from games.base import FROM_POSITION, Piece


def open_editor(window: MainWindow) -> SetupDialog:
    window.menus.setup_position.trigger()
    dialog = window.position_setup.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def choose(dialog: SetupDialog, piece: Piece | None) -> None:
    index = dialog.eraser_id if piece is None else dialog.palette.index(piece)
    button = dialog.tools.button(index)
    assert button is not None
    button.click()


def click_cell(qtbot, dialog: SetupDialog, cell: int) -> None:
    board = dialog.board
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_centre(cell))


def ok_enabled(dialog: SetupDialog) -> bool:
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    return ok.isEnabled()


HOUND, HARE = Piece(0, "hound"), Piece(1, "hare")
CASES = [
    # game, (piece, cell) placements that are illegal, the reason, the fix, side to move
    ("tictactoe", [(Piece(0), 4), (Piece(0), 0)], "stone counts", [(Piece(1), 0)], 0),
    ("gomoku", [(Piece(1), 112)], "stone counts", [(Piece(0), 113)], 0),
    ("connect4", [(Piece(0), 10)], "floats above an empty cell", [(Piece(1), 3)], 0),
    ("teeko", [(Piece(1), 12)], "while markers are dropped", [(Piece(0), 13)], 0),
    ("hare-hounds", [(HARE, 9), (HOUND, 0), (HOUND, 1)], "three hounds", [(HOUND, 2)], 1),
    (
        "chess",
        [(Piece(0, "king"), 4), (Piece(1, "king"), 60), (Piece(0, "pawn"), 3)],
        "pawns on backrank",
        [(Piece(0, "pawn"), 11), (None, 3)],
        0,
    ),
]


@pytest.mark.parametrize(("game", "illegal", "reason", "fix", "to_move"), CASES)
def test_set_up_a_position_by_clicks_and_play_on(
    qtbot, make_window, game, illegal, reason, fix, to_move
):
    window = make_window(game, level="beginner", computer=())
    dialog = open_editor(window)
    dialog.clear_button.click()
    dialog.to_move.setCurrentIndex(to_move)
    for piece, cell in illegal:
        choose(dialog, piece)
        click_cell(qtbot, dialog, cell)
    assert reason in dialog.message.text() and not ok_enabled(dialog)
    assert dialog.board.scene() is not None  # the illegal arrangement is still shown
    for piece, cell in fix:
        choose(dialog, piece)
        click_cell(qtbot, dialog, cell)
    assert dialog.message.text().startswith("Ready:"), dialog.message.text()
    placed = {cell: dialog.pieces[cell] for _, cell in illegal + fix}
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    controller = window.controller
    assert FROM_POSITION in controller.spec.name or controller.spec.name.startswith("chess-fen")
    state = controller.state
    assert all(state.pieces()[cell] == piece for cell, piece in placed.items())
    assert state.to_move == to_move
    move = state.legal_moves()[0]
    assert controller.play_move(move)
    assert len(controller.moves) == 1


def test_clicking_a_piece_again_takes_it_off_and_cancel_changes_nothing(qtbot, make_window):
    window = make_window("tictactoe", level="beginner", computer=())
    dialog = open_editor(window)
    choose(dialog, Piece(0))
    click_cell(qtbot, dialog, 4)
    assert dialog.pieces[4] == Piece(0)
    click_cell(qtbot, dialog, 4)
    assert dialog.pieces[4] is None
    click_cell(qtbot, dialog, 4)
    dialog.reject()
    assert window.controller.spec.name == "tictactoe" and window.controller.moves == ()


def test_chess_castling_rights_come_from_the_edited_fen(qtbot, make_window):
    window = make_window("chess", level="beginner", computer=())
    dialog = open_editor(window)
    dialog.text.setText("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1")
    dialog.on_text_edited()
    assert dialog.message.text() == "Ready: White to move."
    assert dialog.pieces[0] == Piece(0, "rook") and dialog.pieces[60] == Piece(1, "king")
    dialog.accept()
    board = window.controller.state.board
    assert board.has_kingside_castling_rights(True) and not board.has_queenside_castling_rights(
        True
    )
    dialog = open_editor(window)
    dialog.text.setText("not a fen")
    dialog.on_text_edited()
    assert dialog.message.text().startswith("Not a position:") and not ok_enabled(dialog)


def test_a_set_up_game_is_saved_and_opened_again(qtbot, make_window, tmp_path):
    window = make_window("connect4", level="beginner", computer=())
    dialog = open_editor(window)
    dialog.clear_button.click()
    for piece, cell in ((Piece(0), 3), (Piece(1), 10), (Piece(0), 4)):
        choose(dialog, piece)
        click_cell(qtbot, dialog, cell)
    dialog.to_move.setCurrentIndex(1)
    dialog.accept()
    name = window.controller.spec.name
    assert window.controller.play_text("5")
    path = tmp_path / "set-up.json"
    assert window.files.save_game_file(path)
    window.controller.new_game()
    assert window.files.open_game_file(path)
    assert window.controller.spec.name == name and window.controller.move_texts() == ("5",)


def test_the_editor_board_takes_the_window_palette_and_board_theme(qtbot, make_window):
    from app.gui import style

    window = make_window("connect4", level="beginner", computer=())
    theme = next(a for a in window.menus.theme_group.actions() if not a.isChecked())
    theme.trigger()
    window.apply_palette_choice(style.DARK.name)
    dialog = open_editor(window)
    assert dialog.board.colours == style.DARK
    assert dialog.board.looks == window.menus.chosen_looks()
    assert dialog.board.looks == window.board.looks
    dialog.reject()
