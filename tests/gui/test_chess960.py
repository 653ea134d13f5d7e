"""Chess960 in the main window: *Games > Chess960…*, castling both ways by click and by
drag, PGN saved with its variant and start position and opened again."""

from __future__ import annotations

import chess
from PyQt6.QtWidgets import QDialog

from app.gui.games.chess.chess960 import back_rank
from app.gui.window.main_window import MainWindow
from games.chess import spec_from_fen
from tests.gui.test_gui_chess import click_square, drag, square
from tests.gui.windows import chess_plugin

BOTH_WINGS = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1"
"""Chess960: kings on b1 and b8 between their rooks, every square between them empty."""


def chess960_window(make_window, fen: str = BOTH_WINGS) -> MainWindow:
    window = make_window("chess", level="beginner", computer=())
    window.controller.new_game(spec_from_fen(fen, chess960=True))
    return window


def piece(window: MainWindow, name: str) -> chess.Piece | None:
    return window.controller.state.board.piece_at(square(name))


def test_the_games_menu_starts_chess960_from_a_numbered_start(qtbot, make_window):
    window = make_window("chess", level="beginner", computer=())
    menu = chess_plugin(window).chess960
    menu.action.trigger()
    dialog = menu.dialog
    assert dialog is not None and dialog.isVisible()
    assert window.controller.spec.name == "chess"  # nothing changes before OK
    assert window.menus.games["chess"].isChecked()
    dialog.number_box.setValue(0)
    assert dialog.rank_label.text() == back_rank(0) == "BBQNNRKR"
    dialog.done(QDialog.DialogCode.Accepted)
    assert window.controller.spec.name == "chess960-0"
    assert window.controller.state.to_text().startswith("bbqnnrkr/")
    assert menu.action.isChecked() and not window.menus.games["chess"].isChecked()
    assert window.windowTitle().endswith("Chess960 (start 0)")
    menu.action.trigger()  # again: the dialog offers the start being played
    assert menu.dialog is not None and menu.dialog.number_box.value() == 0


def test_cancel_keeps_the_game_and_its_tick(qtbot, make_window):
    window = make_window("chess", level="beginner", computer=())
    menu = chess_plugin(window).chess960
    menu.action.trigger()
    assert menu.dialog is not None
    menu.dialog.done(QDialog.DialogCode.Rejected)
    assert window.controller.spec.name == "chess"
    assert window.menus.games["chess"].isChecked() and not menu.action.isChecked()


def test_random_draws_a_start_position(qtbot, make_window):
    window = make_window("chess", level="beginner", computer=())
    menu = chess_plugin(window).chess960
    menu.action.trigger()
    assert menu.dialog is not None
    drawn = set()
    for _ in range(5):
        menu.dialog.random_button.click()
        drawn.add(menu.dialog.number_box.value())
    assert len(drawn) > 1 and all(0 <= number <= 959 for number in drawn)


def test_castling_by_the_kings_two_steps_and_by_dragging_onto_the_rook(qtbot, make_window):
    window = chess960_window(make_window)
    click_square(qtbot, window, "b1")
    click_square(qtbot, window, "g1")  # the usual destination: castles on the king's side
    drag(qtbot, window, "b8", "a8")  # the king onto its rook: castles on the queen's side
    assert piece(window, "g1") == chess.Piece(chess.KING, chess.WHITE)
    assert piece(window, "f1") == chess.Piece(chess.ROOK, chess.WHITE)
    assert piece(window, "c8") == chess.Piece(chess.KING, chess.BLACK)
    assert piece(window, "d8") == chess.Piece(chess.ROOK, chess.BLACK)
    assert piece(window, "a8") is None and piece(window, "h1") is None
    assert window.panel.record.accessibleDescription() == "1. O-O O-O-O"


def test_castling_by_clicking_the_king_onto_its_rook(qtbot, make_window):
    window = chess960_window(make_window)
    click_square(qtbot, window, "b1")
    click_square(qtbot, window, "a1")  # queen's side: king to c1, rook to d1
    assert piece(window, "c1") == chess.Piece(chess.KING, chess.WHITE)
    assert piece(window, "d1") == chess.Piece(chess.ROOK, chess.WHITE)


def test_a_two_step_click_that_is_also_a_king_move_is_the_king_move(qtbot, make_window):
    window = chess960_window(make_window)
    click_square(qtbot, window, "b1")
    click_square(qtbot, window, "c1")  # c1 is the king's step, not the queen's-side castle
    assert piece(window, "c1") == chess.Piece(chess.KING, chess.WHITE)
    assert piece(window, "a1") == chess.Piece(chess.ROOK, chess.WHITE)


def test_pgn_keeps_the_variant_and_the_start(qtbot, make_window, tmp_path):
    window = chess960_window(make_window)
    click_square(qtbot, window, "b1")
    click_square(qtbot, window, "h1")  # the king onto its rook on the king's side
    click_square(qtbot, window, "b8")
    click_square(qtbot, window, "a8")
    path = tmp_path / "960.pgn"
    assert window.files.save_game_file(path)
    text = path.read_text()
    assert '[Variant "Chess960"]' in text and f'[FEN "{BOTH_WINGS}"]' in text
    assert "1. O-O O-O-O" in text
    played = window.controller.move_texts()
    window.controller.new_game(spec_from_fen())
    assert window.files.open_game_file(path)
    assert window.controller.spec.name == f"chess960-fen {BOTH_WINGS}"
    assert window.controller.move_texts() == played == ("b1h1", "b8a8")
    assert chess_plugin(window).chess960.action.isChecked()
