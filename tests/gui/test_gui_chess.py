"""Chess in the main window: clicks and drags on the real board, the promotion chooser,
flip, draw claims, results, clocks (a fake time source), PGN and FEN in and out."""

from __future__ import annotations

import chess
import pytest
from PyQt6.QtCore import QPoint, QPointF, Qt
from PyQt6.QtGui import QMouseEvent
from PyQt6.QtWidgets import QApplication

from app.gui.games.chess.clock import TimeControl
from app.gui.games.chess.files import pgn_text
from app.gui.window.main_window import MainWindow
from games.chess import LEVELS
from games.chess.rules import ChessState
from tests.gui.windows import cell_named, chess_features, click, move_cursor_to


def square(name: str) -> int:
    return chess.parse_square(name)


def click_square(qtbot, window: MainWindow, name: str) -> None:
    click(qtbot, window, square(name))


def drag(qtbot, window: MainWindow, start: str, end: str) -> None:
    """Press on ``start``, move in steps, release on ``end``."""
    board = window.board
    a = board.cell_centre(square(start))
    b = board.cell_centre(square(end))
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=a)
    # qtbot.mouseMove sends no button state: send move events with the left button down
    for target in (a + QPoint(8, 8), b):
        event = QMouseEvent(
            QMouseEvent.Type.MouseMove,
            QPointF(target),
            QPointF(board.mapToGlobal(target)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(board, event)
    assert board.dragging
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=b)


def play(qtbot, window: MainWindow, *moves: str) -> None:
    """Play UCI moves by clicking from and to squares."""
    for move in moves:
        click_square(qtbot, window, move[:2])
        click_square(qtbot, window, move[2:4])


def from_fen(window: MainWindow, fen: str) -> None:
    assert window.files.paste_position(fen)


@pytest.fixture
def two_humans(make_window) -> MainWindow:
    return make_window("chess", level="beginner", computer=())


def fen(window: MainWindow) -> str:
    state = window.controller.state
    assert isinstance(state, ChessState)
    return state.to_text()


def pixel(window: MainWindow, name: str):
    """The colour at the middle of square ``name`` as drawn now."""
    board = window.board
    return board.grab().toImage().pixelColor(board.cell_centre(square(name)))


def test_click_click_and_legal_move_dots(qtbot, two_humans):
    window = two_humans
    plain = pixel(window, "f3")
    click_square(qtbot, window, "g1")
    assert window.board.selection == (square("g1"),)
    assert set(window.board.targets) == {square("f3"), square("h3")}
    assert window.board.show_legal_moves
    assert pixel(window, "f3") != plain  # a dot
    chess_features(window).show_legal.trigger()
    assert not window.board.show_legal_moves
    assert pixel(window, "f3") == plain
    click_square(qtbot, window, "f3")
    assert window.controller.move_texts() == ("g1f3",)
    assert window.board._last_move == (square("g1"), square("f3"))
    assert window.panel.record.accessibleDescription() == "1. Nf3"


def test_drag_and_drop_and_illegal_drop_snaps_back(qtbot, two_humans):
    window = two_humans
    refused = []
    window.board.drop_refused.connect(refused.append)
    drag(qtbot, window, "e2", "e5")
    assert window.controller.moves == ()
    assert refused == [square("e5")]
    assert window.board.flashing_cell == square("e5")
    assert window.status_bar.currentMessage() == "That piece cannot go to e5."
    assert window.board.selection == (square("e2"),)  # it snapped back, still selected
    drag(qtbot, window, "e2", "e4")
    assert window.controller.move_texts() == ("e2e4",)


def test_clicked_and_computer_moves_slide_and_dragged_ones_do_not(qtbot, make_window):
    window = make_window("chess", level="beginner", computer=(1,))
    sliding = []  # whether a piece slides, seen as each position is shown
    window.controller.state_changed.connect(lambda: sliding.append(window.board.animating()))
    play(qtbot, window, "e2e4")
    qtbot.waitUntil(lambda: len(window.controller.moves) == 2, timeout=20_000)
    qtbot.waitUntil(lambda: not window.board.animating())
    drag(qtbot, window, "d2", "d4")
    assert window.controller.moves[2] == chess.Move.from_uci("d2d4")
    assert sliding[:3] == [True, True, False]  # my click, the computer's move, my drag


def test_castling_both_sides_by_click_and_drag(qtbot, two_humans):
    window = two_humans
    from_fen(window, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1")
    play(qtbot, window, "e1g1")
    drag(qtbot, window, "e8", "c8")
    board = window.controller.state.board
    assert board.piece_at(square("g1")) == chess.Piece(chess.KING, chess.WHITE)
    assert board.piece_at(square("f1")) == chess.Piece(chess.ROOK, chess.WHITE)
    assert board.piece_at(square("c8")) == chess.Piece(chess.KING, chess.BLACK)
    assert board.piece_at(square("d8")) == chess.Piece(chess.ROOK, chess.BLACK)
    assert window.panel.record.accessibleDescription() == "1. O-O O-O-O"


def test_en_passant_shows_a_capture_ring_and_takes_the_pawn(qtbot, two_humans):
    window = two_humans
    play(qtbot, window, "e2e4", "a7a6", "e4e5", "d7d5")
    click_square(qtbot, window, "e5")
    assert square("d6") in window.board.targets
    click_square(qtbot, window, "d6")
    assert window.controller.state.board.piece_at(square("d5")) is None
    assert window.panel.record.accessibleDescription().endswith("3. exd6")


PROMOTION_FEN = "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1"


def test_promotion_chooser_queen_by_click(qtbot, two_humans):
    window = two_humans
    from_fen(window, PROMOTION_FEN)
    play(qtbot, window, "e7e8")
    chooser = chess_features(window).chooser
    assert chooser.isVisible() and window.controller.moves == ()
    qtbot.mouseClick(chooser.buttons[chess.QUEEN], Qt.MouseButton.LeftButton)
    assert window.controller.move_texts() == ("e7e8q",)
    assert not chooser.isVisible()


def test_under_promotion_by_drag_and_escape_cancels(qtbot, two_humans):
    window = two_humans
    from_fen(window, PROMOTION_FEN)
    drag(qtbot, window, "e7", "e8")
    chooser = chess_features(window).chooser
    assert chooser.isVisible()
    qtbot.keyClick(chooser, Qt.Key.Key_Escape)
    assert not chooser.isVisible() and window.controller.moves == ()
    assert window.controller.human_to_move()
    drag(qtbot, window, "e7", "e8")
    qtbot.mouseClick(chooser.buttons[chess.KNIGHT], Qt.MouseButton.LeftButton)
    assert window.controller.move_texts() == ("e7e8n",)
    assert window.controller.state.board.piece_at(square("e8")) == chess.Piece(
        chess.KNIGHT, chess.WHITE
    )


def test_promotion_by_keyboard(qtbot, two_humans):
    window = two_humans
    from_fen(window, PROMOTION_FEN)
    window.board.setFocus()
    for name in ("e7", "e8"):
        move_cursor_to(qtbot, window, cell_named(window, name))
        qtbot.keyClick(window.board, Qt.Key.Key_Return)
    chooser = chess_features(window).chooser
    assert chooser.isVisible() and chooser.buttons[chess.QUEEN].hasFocus()
    qtbot.keyClick(chooser.focusWidget(), Qt.Key.Key_Down)
    qtbot.keyClick(chooser.focusWidget(), Qt.Key.Key_Down)
    assert chooser.buttons[chess.BISHOP].hasFocus()
    qtbot.keyClick(chooser.focusWidget(), Qt.Key.Key_Return)
    assert window.controller.move_texts() == ("e7e8b",)


def test_black_promotes_on_the_first_rank(qtbot, two_humans):
    window = two_humans
    from_fen(window, "8/8/8/8/8/5k2/3p4/6K1 b - - 0 1")
    play(qtbot, window, "d2d1")
    qtbot.mouseClick(chess_features(window).chooser.buttons[chess.ROOK], Qt.MouseButton.LeftButton)
    assert window.controller.move_texts() == ("d2d1r",)
    assert window.panel.record.accessibleDescription() == "1... d1=R+"


def test_check_is_highlighted_and_noted(qtbot, two_humans):
    window = two_humans
    play(qtbot, window, "e2e4", "f7f6", "d1h5")
    state = window.controller.state
    assert state.check_square() == square("e8")
    assert "Black is in check" in window.panel.note.text()
    image = window.board.grab().toImage()
    centre = window.board.cell_centre(square("e8"))
    corner = centre + QPoint(-window.board.width() // 40, -window.board.width() // 40)
    colour = image.pixelColor(corner)
    assert colour.red() > 200 and colour.green() < 180  # the light square e8 is #f0d9b5


def test_mate_message(qtbot, two_humans):
    window = two_humans
    play(qtbot, window, "f2f3", "e7e5", "g2g4", "d8h4")
    assert window.controller.outcome is not None
    assert window.status_bar.line_text() == "Game over: Black wins (checkmate)"
    assert "Black wins (checkmate)" in window.panel.result.text()
    assert set(window.board.winning_cells()) == {square("e1"), square("h4")}


def test_stalemate_message(qtbot, two_humans):
    window = two_humans
    from_fen(window, "7k/8/6Q1/8/8/8/8/K7 w - - 0 1")
    play(qtbot, window, "g6f7")
    assert "Draw (stalemate)" in window.panel.result.text()


def test_insufficient_material_message(qtbot, two_humans):
    window = two_humans
    from_fen(window, "8/8/8/4k3/8/8/3Kn3/8 w - - 0 1")
    play(qtbot, window, "d2e2")
    assert "Draw (insufficient material)" in window.panel.result.text()


def test_fifty_move_claim(qtbot, two_humans):
    window = two_humans
    from_fen(window, "8/8/8/4k3/8/8/3K4/7R w - - 99 80")
    assert not chess_features(window).claim_draw.isEnabled()
    play(qtbot, window, "h1h2")
    assert window.panel.record.accessibleDescription() == "80. Rh2"
    assert "may claim a draw (fifty-move rule)" in window.panel.note.text()
    chess_features(window).claim_draw.trigger()
    assert "Draw (fifty-move rule)" in window.panel.result.text()


def test_threefold_repetition_claim(qtbot, two_humans):
    window = two_humans
    claim = chess_features(window).claim_draw
    shuffle = ("g1f3", "g8f6", "f3g1", "f6g8")
    play(qtbot, window, *shuffle)
    assert not claim.isEnabled()
    play(qtbot, window, *shuffle)
    assert claim.isEnabled()
    claim.trigger()
    assert window.controller.outcome is not None
    assert "Draw (threefold repetition)" in window.panel.result.text()
    assert not claim.isEnabled()


def test_the_computer_claims_a_repetition_when_it_is_worse(qtbot, make_window):
    window = make_window("chess", level="hard", computer=())
    from_fen(window, "7k/7r/8/8/8/8/8/K7 w - - 0 1")
    play(qtbot, window, *("a1b1", "h7g7", "b1a1", "g7h7") * 2)
    with qtbot.waitSignal(window.controller.game_over, timeout=30_000):
        window.controller.set_computer_players((0,))
    assert window.controller.move_texts()[-1] == "claim"
    assert "Draw (threefold repetition)" in window.panel.result.text()
    assert window.panel.record.accessibleDescription().endswith("(draw claimed)")


def test_flip_by_key_and_when_playing_black(qtbot, make_window):
    window = make_window("chess", level="beginner", computer=())
    below = window.board.cell_centre(square("e1")).y()
    assert below > window.board.cell_centre(square("e8")).y()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_F)  # the shortcut of View > Flip board
    assert window.board.flipped
    assert window.board.cell_centre(square("e1")).y() < window.board.cell_centre(square("e8")).y()
    play(qtbot, window, "e2e4")  # clicks land on the turned squares
    assert window.controller.move_texts() == ("e2e4",)
    qtbot.keyClick(window.board, Qt.Key.Key_F)
    assert not window.board.flipped
    window.controller.set_computer_players((0,))
    assert window.board.flipped


def test_keyboard_play_on_the_chess_board(qtbot, two_humans):
    window = two_humans
    window.board.setFocus()
    move_cursor_to(qtbot, window, cell_named(window, "e2"))
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    move_cursor_to(qtbot, window, cell_named(window, "e4"))
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert window.controller.move_texts() == ("e2e4",)


def test_flag_fall_loses_on_time(qtbot, two_humans):
    window = two_humans
    now = [1000.0]
    chess_features(window).now = lambda: now[0]
    chess_features(window).set_time_control(TimeControl(5, 3))
    assert chess_features(window).box.clocks[0].text() == "5:00"
    play(qtbot, window, "e2e4")
    assert chess_features(window).clock.remaining(0) == 303
    now[0] += 60
    chess_features(window).on_tick()
    assert chess_features(window).box.clocks[1].text() == "4:00"
    now[0] += 241
    with qtbot.waitSignal(window.controller.game_over):
        chess_features(window).on_tick()
    assert "White wins (on time)" in window.panel.result.text()
    assert window.controller.saved_game().result == "White wins (on time)"
    written = pgn_text(window.controller, window.controller.saved_game())
    assert '[Result "1-0"]' in written
    assert "{ Black lost on time } 1-0" in written
    assert not window.controller.human_to_move()
    click_square(qtbot, window, "e7")
    assert window.controller.moves == (chess.Move.from_uci("e2e4"),)


def test_flag_fall_is_a_draw_when_the_opponent_cannot_mate(qtbot, two_humans):
    window = two_humans
    now = [0.0]
    chess_features(window).now = lambda: now[0]
    chess_features(window).set_time_control(TimeControl(1, 0))
    from_fen(window, "8/8/8/4k3/8/8/3KP3/8 b - - 0 1")
    play(qtbot, window, "e5e6")  # White's clock runs; Black's lone king cannot mate
    now[0] += 61
    chess_features(window).on_tick()
    assert "Draw (time out, but the opponent cannot mate)" in window.panel.result.text()


def test_clocks_against_the_computer(qtbot, make_window):
    window = make_window("chess", level="beginner", computer=(1,))
    now = [0.0]
    chess_features(window).now = lambda: now[0]
    chess_features(window).set_time_control(TimeControl(10, 5))
    play(qtbot, window, "e2e4")
    assert chess_features(window).clock.running == 1
    assert chess_features(window).box.clocks[1].accessibleDescription() == "running"
    now[0] += 7
    qtbot.waitUntil(lambda: len(window.controller.moves) == 2, timeout=20_000)
    assert chess_features(window).clock.running == 0
    assert chess_features(window).clock.remaining(1) == pytest.approx(600 - 7 + 5)
    assert chess_features(window).box.clocks[1].text() == "9:58"


def test_time_control_menu(qtbot, two_humans):
    window = two_humans
    play(qtbot, window, "e2e4")
    assert not chess_features(window).box.clock_grid.isVisibleTo(window)
    chess_features(window).time_actions["10+5"].trigger()
    assert window.controller.moves == ()  # a new game starts with the clocks
    clock = chess_features(window).clock
    assert clock is not None and clock.control == TimeControl(10, 5)
    assert chess_features(window).box.clock_grid.isVisibleTo(window)
    assert [label.text() for label in chess_features(window).box.clocks] == ["10:00", "10:00"]
    chess_features(window).time_actions["No clock"].trigger()
    assert chess_features(window).clock is None
    assert not chess_features(window).box.clock_grid.isVisibleTo(window)


def test_computer_time_is_planned_from_its_clock(two_humans):
    window = two_humans
    now = [0.0]
    chess_features(window).now = lambda: now[0]
    chess_features(window).set_time_control(TimeControl(5, 2))
    level = chess_features(window).plan_level(window.controller.level)
    assert level.limits.time == pytest.approx(300 / 30 + 2)
    assert level.limits.depth == window.controller.level.limits.depth


def test_pgn_save_and_open_round_trip(qtbot, make_window, tmp_path):
    window = make_window("chess", level="beginner", computer=())
    play(qtbot, window, "e2e4", "c7c5", "g1f3")
    path = tmp_path / "game.pgn"
    assert window.files.save_game_file(path)
    text = path.read_text()
    assert '[White "Player"]' in text and "1. e4 c5 2. Nf3" in text
    window.controller.new_game()
    assert window.files.open_game_file(path)
    assert window.controller.move_texts() == ("e2e4", "c7c5", "g1f3")
    assert "B27" in chess_features(window).box.opening.text()


def test_pgn_keeps_the_computer_level(qtbot, make_window, tmp_path):
    window = make_window("chess", level="easy", computer=(0,))
    qtbot.waitUntil(lambda: window.controller.moves != (), timeout=20_000)
    path = tmp_path / "game.pgn"
    assert window.files.save_game_file(path)
    assert '[WhiteLevel "easy"]' in path.read_text()


def test_json_save_still_works_for_chess_from_a_position(qtbot, two_humans, tmp_path):
    window = two_humans
    from_fen(window, PROMOTION_FEN)
    play(qtbot, window, "g2f3")
    path = tmp_path / "game.plyboard.json"
    assert window.files.save_game_file(path)
    window.controller.new_game()
    assert window.files.open_game_file(path)
    assert fen(window) == "8/4P1k1/8/8/8/5K2/8/8 b - - 1 1"


def test_fen_paste_from_the_clipboard(qtbot, two_humans):
    window = two_humans
    fen_text = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
    QApplication.clipboard().setText(fen_text)
    window.menus.paste.trigger()
    assert fen(window) == fen_text
    assert window.controller.moves == ()
    chess_features(window).copy_fen.trigger()
    assert QApplication.clipboard().text() == fen_text


def test_copy_position_of_a_game_from_a_fen_pastes_back(qtbot, two_humans):
    window = two_humans
    from_fen(window, PROMOTION_FEN)
    play(qtbot, window, "g2f3")
    window.menus.copy.trigger()
    window.controller.new_game()
    window.menus.paste.trigger()
    assert window.controller.move_texts() == ("g2f3",)
    assert window.controller.spec.name == "chess-fen " + PROMOTION_FEN


def test_custom_time_control_dialog(qtbot):
    from app.gui.games.chess.features import TimeControlDialog

    dialog = TimeControlDialog()
    qtbot.addWidget(dialog)
    dialog.minutes.setValue(3)
    dialog.increment.setValue(2)
    assert dialog.control() == TimeControl(3, 2)


def test_pgn_copy_and_paste(qtbot, two_humans):
    window = two_humans
    play(qtbot, window, "d2d4", "d7d5")
    chess_features(window).copy_pgn.trigger()
    copied = QApplication.clipboard().text()
    window.controller.new_game()
    QApplication.clipboard().setText(copied)
    window.menus.paste.trigger()
    assert window.controller.move_texts() == ("d2d4", "d7d5")


@pytest.mark.parametrize(
    "text",
    [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        '[Event "x"]\n\n1. e4 e5 2. Ke3 *',
        "1. e4 e5 2. Nf9 *",
    ],
)
def test_damaged_fen_or_pgn_is_refused_with_one_line(qtbot, two_humans, text):
    window = two_humans
    play(qtbot, window, "e2e4")
    before = (window.controller.spec, window.controller.move_texts())
    failures = []
    window.files.failed.connect(lambda title, message: failures.append(message))
    assert not window.files.paste_position(text)
    assert (window.controller.spec, window.controller.move_texts()) == before
    assert len(failures) == 1 and "\n" not in failures[0]
    assert failures[0].endswith("Nothing changed.")


def test_damaged_pgn_file_is_refused(qtbot, two_humans, tmp_path):
    window = two_humans
    path = tmp_path / "bad.pgn"
    path.write_text('[White "A"\n1. e4 *')
    failures = []
    window.files.failed.connect(lambda title, message: failures.append(message))
    assert not window.files.open_game_file(path)
    assert window.controller.moves == ()
    assert len(failures) == 1 and "\n" not in failures[0]


def test_other_games_still_use_the_generic_board(qtbot, make_window):
    window = make_window("tictactoe", computer=())
    assert not chess_features(window).flip.isVisible()
    click(qtbot, window, 4)
    assert window.controller.move_texts() == ("b2",)


def test_search_lines_are_in_san():
    from app.gui.panels.analysis import line_text

    moves = [chess.Move.from_uci(text) for text in ("e2e4", "e7e5", "g1f3")]
    assert line_text(ChessState.new(), moves) == "e4 e5 Nf3"


def test_chess_from_a_fen_uses_the_chess_drawing(two_humans):
    from app.gui.games.chess.board import ChessDrawing

    window = two_humans
    assert type(window.board._drawing) is ChessDrawing
    from_fen(window, PROMOTION_FEN)
    assert type(window.board._drawing) is ChessDrawing


def test_show_legal_moves_is_remembered(qtbot, make_window, tmp_path):
    from app.gui.window.settings import Settings

    path = tmp_path / "settings.ini"
    window = make_window("chess", level="beginner", computer=(), settings=Settings(path))
    chess_features(window).show_legal.trigger()
    assert Settings(path).load().preferences.plugin_values["view/show_legal_moves"] is False
    again = make_window("chess", level="beginner", computer=(), settings=Settings(path))
    assert not chess_features(again).show_legal.isChecked()
    assert not again.board.show_legal_moves


def test_the_difficulty_menu_gives_each_chess_level_its_measured_elo(make_window) -> None:
    window = make_window("chess", "hard")
    texts = [action.text() for action in window.menus.level_menu.actions()]
    assert texts == [
        f"&{name.capitalize()} — about {level.rating}" for name, level in LEVELS.items()
    ]
    window.menus.levels["strong"].trigger()
    assert window.controller.level_name == "strong"
    assert window.controller.level == LEVELS["strong"]
    strong_elo = LEVELS["strong"].rating
    assert window.panel.level.text().startswith(f"Level: Strong — about {strong_elo}\n")
    window.menus.games["connect4"].trigger()
    texts = [action.text() for action in window.menus.level_menu.actions()]
    assert texts == ["&Beginner", "&Easy", "&Medium", "&Hard", "&Expert"]
