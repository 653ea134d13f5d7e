"""Undo and redo, keyboard play, statistics and hints on movement games (Teeko in its move
phase, Hare and Hounds), through the real window: the counterparts of the placement-game
tests in test_play_experience.py."""

from __future__ import annotations

from typing import Any

from PyQt6.QtCore import Qt

from app.gui.window.main_window import MainWindow
from engine.search import StopReason
from tests.gui.windows import (
    WindowFactory,
    assert_board_matches_record,
    assert_undo_then_redo_restore,
    click,
    move_cursor_to,
    wait_for_human_turn,
)

TEEKO_MOVE_PHASE = "teeko c3 b2 c2 d2 b3 c4 d3 b4"
"""All eight markers dropped, Black (the person) to slide; nobody has four yet."""


def slide_by_clicks(qtbot, window: MainWindow, move: Any) -> None:
    """Play a person's slide by clicking its cell and then its target."""
    start, end = window.controller.state.move_cells(move)
    click(qtbot, window, start)
    assert window.board.selection == (start,)
    click(qtbot, window, end)


def open_teeko_move_phase(make_window: WindowFactory, level: str) -> MainWindow:
    window = make_window(game="teeko", level=level)
    assert window.files.paste_position(TEEKO_MOVE_PHASE)
    state = window.controller.state
    assert not state.dropping and window.controller.human_to_move()
    return window


def test_undo_while_the_computer_slides_in_teeko_cancels_its_move(
    qtbot, make_window: WindowFactory
) -> None:
    # MCTS at ``hard`` gets thousands of playouts (seconds here) and reports every quarter
    # second: the search is still running whenever the test interrupts it.
    window = open_teeko_move_phase(make_window, "hard")
    controller = window.controller
    window.menus.algorithms["mcts"].trigger()
    assert controller.level.algorithm == "mcts"
    assert controller.level.limits.nodes is not None and controller.level.limits.nodes >= 10_000
    before = controller.moves
    slide = controller.state.parse_move("c2-c1")
    with qtbot.waitSignal(controller.worker.info, timeout=10_000) as running:
        slide_by_clicks(qtbot, window, slide)
        assert controller.moves == (*before, slide) and controller.thinking
    old_request = running.args[0]
    with qtbot.waitSignal(
        controller.worker.finished,
        timeout=10_000,
        check_params_cb=lambda request_id, decision: request_id == old_request,
    ):
        window.menus.undo.trigger()
        assert not controller.thinking
        assert controller.moves == before
        assert controller.can_redo()
    # The abandoned search answered; its slide was dropped and the computer does not rethink.
    assert controller.moves == before
    assert controller.human_to_move()
    assert not window.status_bar.busy.isVisible()
    assert_board_matches_record(window)
    window.menus.redo.trigger()  # replays the person's slide; the computer thinks again
    assert controller.moves == (*before, slide)
    assert controller.thinking
    with qtbot.waitSignal(controller.state_changed, timeout=10_000):
        window.menus.move_now.trigger()
    assert len(controller.moves) == len(before) + 2
    assert len(controller.moves[-1]) == 2  # the computer's reply is a slide too
    decision = controller.last_decision
    assert decision is not None and decision.result is not None
    assert decision.result.stop_reason == StopReason.CANCELLED  # Move now cut the search short
    assert controller.human_to_move()
    assert_board_matches_record(window)


def test_undo_in_hare_and_hounds_takes_back_the_hares_reply_and_the_hounds_move(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game="hare-hounds")
    controller = window.controller
    first, second = controller.state.legal_moves()[:2]
    slide_by_clicks(qtbot, window, first)
    wait_for_human_turn(qtbot, window)
    played = controller.moves
    assert len(played) == 2 and played[0] == first and window.menus.undo.isEnabled()

    assert_undo_then_redo_restore(window, played)

    window.menus.undo.trigger()
    slide_by_clicks(qtbot, window, second)  # a new move clears what was undone
    assert not controller.can_redo()
    wait_for_human_turn(qtbot, window)
    assert controller.moves[0] == second and len(controller.moves) == 2
    assert_board_matches_record(window)


def test_a_whole_game_of_hare_and_hounds_by_keyboard_alone(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game="hare-hounds", level="beginner")
    controller = window.controller
    board = window.board
    board.setFocus()
    announced: list[str] = []
    status_bar = window.statusBar()
    assert status_bar is not None
    status_bar.messageChanged.connect(announced.append)
    slides = 0
    while controller.state.outcome() is None:
        wait_for_human_turn(qtbot, window)
        if controller.state.outcome() is not None:
            break
        played = len(controller.moves)
        move = controller.state.legal_moves()[-1]
        start, end = controller.state.move_cells(move)
        move_cursor_to(qtbot, window, start)
        qtbot.keyClick(board, Qt.Key.Key_Space)
        assert board.selection == (start,)
        move_cursor_to(qtbot, window, end)
        qtbot.keyClick(board, Qt.Key.Key_Return if slides % 2 else Qt.Key.Key_Enter)
        assert controller.moves[played] == move
        slides += 1
    assert slides >= 3
    assert any(text.startswith("You move a hound ") for text in announced)
    assert any(text.startswith("Computer moves the hare ") for text in announced)
    assert_board_matches_record(window)


def test_a_finished_game_of_hare_and_hounds_is_counted_in_the_statistics(
    qtbot, make_window: WindowFactory
) -> None:
    # The person's hounds follow every hint (perfect play from the solved table), so they win.
    window = make_window(game="hare-hounds", level="beginner")
    controller = window.controller
    while controller.state.outcome() is None:
        wait_for_human_turn(qtbot, window)
        if controller.state.outcome() is None:
            with qtbot.waitSignal(controller.hint_ready, timeout=10_000) as ready:
                window.menus.hint.trigger()
            slide_by_clicks(qtbot, window, ready.args[0].move)
    outcome = controller.state.outcome()
    assert outcome is not None and outcome.winner == 0
    window.menus.statistics.trigger()
    dialog = window.side_windows.statistics_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.table.rowCount() == 1
    cells = [dialog.table.item(0, column).text() for column in range(5)]
    assert cells == [controller.spec.title, "Beginner", "1", "0", "0"]
    dialog.close()


def test_a_teeko_hint_in_the_move_phase_marks_both_cells_of_a_slide(
    qtbot, make_window: WindowFactory
) -> None:
    window = open_teeko_move_phase(make_window, "beginner")
    controller = window.controller
    before = controller.moves
    with qtbot.waitSignal(controller.hint_ready, timeout=20_000) as ready:
        window.menus.hint.trigger()
    hint = ready.args[0]
    assert hint.move in controller.state.legal_moves()
    assert len(hint.cells) == 2 and hint.cells == controller.state.move_cells(hint.move)
    assert window.board.hint_cells == hint.cells
    assert hint.move_text == controller.state.move_text(hint.move)
    assert window.panel.hint.text().startswith(f"{hint.move_text} — ")
    status_bar = window.statusBar()
    assert status_bar is not None and f"Hint: {hint.move_text}" in status_bar.currentMessage()
    assert controller.moves == before
