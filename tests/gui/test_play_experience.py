"""Undo and redo, saved games, autosave, hints and keyboard play, through the real window."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QApplication, QFileDialog

from app.gui.board.cursor import ARROW_DIRECTIONS
from app.gui.window.main_window import AUTOSAVE_NAME
from app.services.record import SavedGame, to_json
from tests.gui.windows import (
    SLOW_GAME,
    WindowFactory,
    assert_board_matches_record,
    assert_undo_then_redo_restore,
    cell_named,
    click,
    move_cursor_to,
    wait_for_human_turn,
)

# --- undo and redo ----------------------------------------------------------------------


def test_undo_takes_back_the_reply_and_the_move_and_redo_replays_them(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window()
    controller = window.controller
    assert not window.menus.undo.isEnabled()
    click(qtbot, window, cell_named(window, "b2"))
    wait_for_human_turn(qtbot, window)
    played = controller.moves
    assert len(played) == 2 and window.menus.undo.isEnabled()

    assert_undo_then_redo_restore(window, played)

    window.menus.undo.trigger()
    click(qtbot, window, cell_named(window, "a1"))  # a new move clears what was undone
    assert not controller.can_redo()
    wait_for_human_turn(qtbot, window)
    assert controller.moves[0] == cell_named(window, "a1")


def test_undo_while_the_computer_thinks_cancels_its_move(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game=SLOW_GAME)
    controller = window.controller
    with qtbot.waitSignal(controller.worker.info, timeout=5000) as running:
        click(qtbot, window, cell_named(window, "d4"))
    old_request = running.args[0]
    with qtbot.waitSignal(
        controller.worker.finished,
        timeout=5000,
        check_params_cb=lambda request_id, decision: request_id == old_request,
    ):
        window.menus.undo.trigger()
        assert not controller.thinking
        assert controller.moves == ()
        assert controller.can_redo()
    # The abandoned search answered; its move was dropped and the computer does not rethink.
    assert controller.moves == ()
    assert controller.human_to_move()
    assert not window.status_bar.busy.isVisible()
    window.menus.redo.trigger()  # replays the person's move; the computer thinks again
    assert controller.moves == (cell_named(window, "d4"),)
    assert controller.thinking
    with qtbot.waitSignal(controller.state_changed, timeout=5000):
        window.menus.move_now.trigger()
    assert len(controller.moves) == 2


def test_undo_with_the_computer_on_both_sides_makes_it_think_again(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(computer=(0, 1))
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.outcome() is not None, timeout=20_000)
    assert len(controller.moves) == 9
    with qtbot.waitSignal(controller.game_over, timeout=20_000):
        window.menus.undo.trigger()
        assert len(controller.moves) == 8
        assert controller.thinking
    assert len(controller.moves) == 9
    assert_board_matches_record(window)


def test_the_move_list_browses_back_and_forth_and_a_move_there_continues(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window()
    controller = window.controller
    for _ in range(2):
        click(qtbot, window, controller.state.legal_moves()[0])
        wait_for_human_turn(qtbot, window)
    played = controller.moves
    texts = controller.move_texts()
    assert len(played) == 4
    window.panel.record.linkActivated.emit("ply:2")
    assert controller.moves == played[:2]
    assert controller.undone_move_texts() == texts[2:]
    assert 'href="ply:4"' in window.panel.record.text()
    window.panel.record.linkActivated.emit("ply:4")
    assert controller.moves == played
    window.panel.record.linkActivated.emit("ply:3")  # the computer would be to move: one back
    assert controller.moves == played[:2]
    assert controller.human_to_move()
    click(qtbot, window, controller.state.legal_moves()[-1])
    assert not controller.can_redo()
    wait_for_human_turn(qtbot, window)
    assert controller.moves[:2] == played[:2] and len(controller.moves) == 4
    assert_board_matches_record(window)


# --- saved games and autosave --------------------------------------------------------------


def test_save_and_open_round_trip_through_the_file_dialogs(
    qtbot, make_window: WindowFactory, tmp_path: Path, monkeypatch
) -> None:
    window = make_window(level="hard")
    controller = window.controller
    click(qtbot, window, cell_named(window, "a1"))
    wait_for_human_turn(qtbot, window)
    played = controller.move_texts()
    path = tmp_path / "game.plyboard.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(path), ""))
    window.menus.save.trigger()
    document = json.loads(path.read_text())
    assert document["moves"] == list(played)
    assert document["level"] == "hard"

    window.menus.games["connect4"].trigger()
    window.menus.sides[frozenset()].trigger()
    window.menus.open.trigger()
    assert controller.spec.name == "tictactoe"
    assert controller.move_texts() == played
    assert controller.level_name == "hard"
    assert controller.computer_players == frozenset({1})
    assert window.menus.levels["hard"].isChecked()
    assert window.menus.sides[frozenset({1})].isChecked()
    assert controller.human_to_move()
    assert_board_matches_record(window)


def test_a_movement_game_saves_and_opens_its_slides(
    qtbot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window(game="hare-hounds", level="beginner", computer=())
    controller = window.controller
    for _ in range(3):
        controller.play_move(controller.state.legal_moves()[0])
    played = controller.move_texts()
    path = tmp_path / "hare.json"
    assert window.files.save_game_file(path)
    window.menus.new_game.trigger()
    assert window.files.open_game_file(path)
    assert controller.move_texts() == played
    assert_board_matches_record(window)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\x00\x9c\xff not a game", "not text"),
        (b'{"format": "plyboard-game", "version": 1', "not JSON"),
        (
            to_json(SavedGame("tictactoe", frozenset(), "easy", "auto", ("b2", "b2"))).encode(),
            "move 2",
        ),
    ],
    ids=["garbage", "truncated", "illegal-move"],
)
def test_a_bad_file_says_why_and_changes_nothing(
    qtbot, make_window: WindowFactory, tmp_path: Path, content: bytes, message: str
) -> None:
    window = make_window()
    controller = window.controller
    click(qtbot, window, cell_named(window, "b2"))
    wait_for_human_turn(qtbot, window)
    before = (controller.spec, controller.moves, controller.level_name)
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert not window.files.open_game_file(path)
    box = window.message_box
    assert box is not None and box.isVisible()
    assert message in box.text() and "Nothing changed" in box.text()
    assert (controller.spec, controller.moves, controller.level_name) == before
    box.close()


def test_copy_and_paste_a_position_as_text(qtbot, make_window: WindowFactory) -> None:
    window = make_window(computer=())
    controller = window.controller
    for name in ("b2", "a1"):
        click(qtbot, window, cell_named(window, name))
    window.menus.copy.trigger()
    clipboard = QApplication.clipboard()
    assert clipboard is not None and clipboard.text() == "tictactoe b2 a1"
    window.menus.new_game.trigger()
    window.menus.paste.trigger()
    assert controller.move_texts() == ("b2", "a1")
    assert not window.files.paste_position("tictactoe b2 b2")
    assert window.message_box is not None and "move 2" in window.message_box.text()
    assert controller.move_texts() == ("b2", "a1")
    window.message_box.close()


def test_every_move_is_autosaved_and_offered_at_the_next_start(
    qtbot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window()
    click(qtbot, window, cell_named(window, "b2"))
    wait_for_human_turn(qtbot, window)
    played = window.controller.move_texts()
    autosave = tmp_path / AUTOSAVE_NAME
    qtbot.waitUntil(  # written on the autosave's thread, a moment after the move
        lambda: autosave.exists() and json.loads(autosave.read_text())["moves"] == list(played),
        timeout=10_000,
    )
    window.close()

    again = make_window(game="connect4", offer_resume=True)
    assert again.resume_bar.isVisible()
    assert "Tic-tac-toe" in again.resume_bar.message.text()
    qtbot.mouseClick(again.resume_bar.resume_button, Qt.MouseButton.LeftButton)
    assert not again.resume_bar.isVisible()
    assert again.controller.spec.name == "tictactoe"
    assert again.controller.move_texts() == played
    assert again.controller.human_to_move()


def test_a_finished_game_is_not_offered_for_resumption(
    qtbot, make_window: WindowFactory, tmp_path: Path
) -> None:
    finished = SavedGame(
        "tictactoe", frozenset({1}), "expert", "auto", ("a1", "b1", "a2", "b2", "a3"), "X wins"
    )
    (tmp_path / AUTOSAVE_NAME).write_text(to_json(finished))
    window = make_window(offer_resume=True)
    assert not window.resume_bar.isVisible()
    (tmp_path / AUTOSAVE_NAME).write_bytes(b"\x00 broken")
    assert not make_window(offer_resume=True).resume_bar.isVisible()


def test_a_finished_game_is_counted_in_the_statistics_which_can_be_reset(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window()
    controller = window.controller
    while controller.state.outcome() is None:
        wait_for_human_turn(qtbot, window)
        if controller.state.outcome() is None:
            click(qtbot, window, controller.state.legal_moves()[0])
    window.menus.statistics.trigger()
    dialog = window.side_windows.statistics_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.table.rowCount() == 1
    cells = [dialog.table.item(0, column).text() for column in range(5)]
    assert cells[:2] == ["Tic-tac-toe", "Expert"]
    assert sorted(cells[2:]) == ["0", "0", "1"] and cells[2] == "0"  # never won against expert
    dialog.reset_button.click()
    assert dialog.table.rowCount() == 0
    assert "No games finished" in dialog.notice.text()
    dialog.close()


# --- hints -------------------------------------------------------------------------------


def test_a_hint_highlights_the_only_move_that_does_not_lose(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(computer=())
    controller = window.controller
    for name in ("a1", "b2", "a2", "a3"):
        click(qtbot, window, cell_named(window, name))
    window.hints.timer.setInterval(300)
    with qtbot.waitSignal(controller.hint_ready, timeout=10_000) as ready:
        window.menus.hint.trigger()
    hint = ready.args[0]
    assert hint.move_text == "c1"
    reason = "blocks three in a row and threatens three in a row, the only move that does not lose"
    assert hint.reason == reason
    assert window.board.hint_cells == (cell_named(window, "c1"),)
    assert window.panel.hint.text() == f"c1 — {reason}"
    status_bar = window.statusBar()
    assert status_bar is not None and "Hint: c1" in status_bar.currentMessage()
    assert controller.moves == tuple(cell_named(window, n) for n in ("a1", "b2", "a2", "a3"))
    qtbot.waitUntil(lambda: window.board.hint_cells == (), timeout=3000)


def test_a_hint_for_a_slide_marks_both_cells_and_the_overlay_shows_scores(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game="hare-hounds", computer=(1,))
    controller = window.controller
    with qtbot.waitSignal(controller.hint_ready, timeout=10_000) as ready:
        window.menus.analysis_overlay.trigger()  # the overlay asks for an analysis of the position
    hint = ready.args[0]
    assert len(hint.cells) == 2
    assert window.board.hint_cells == hint.cells
    assert hint.reason.startswith("wins in")
    labels = window.board.score_labels
    assert labels and all(text.startswith(("W", "D", "L")) for text in labels.values())
    with qtbot.waitSignal(controller.hint_ready, timeout=10_000) as again:
        controller.play_move(hint.move)  # the computer replies; then the overlay analyses again
        assert window.board.hint_cells == () and window.board.score_labels == {}
    assert again.args[0].result.move_scores
    assert window.board.score_labels
    window.menus.analysis_overlay.trigger()
    assert window.board.score_labels == {}


def test_a_hint_is_only_for_the_persons_turn_and_is_dropped_by_a_move(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window(game=SLOW_GAME)
    controller = window.controller
    click(qtbot, window, cell_named(window, "d4"))
    assert controller.thinking and not window.menus.hint.isEnabled()
    assert not controller.advisor.request_hint()
    controller.computer_turn.move_now()
    wait_for_human_turn(qtbot, window)
    assert controller.advisor.request_hint() and controller.hinting
    click(qtbot, window, controller.state.legal_moves()[0])
    assert not controller.hinting and controller.thinking
    controller.computer_turn.move_now()
    wait_for_human_turn(qtbot, window)
    assert window.hints.current is None


# --- keyboard ----------------------------------------------------------------------------


def test_a_whole_game_of_tictactoe_by_keyboard_alone(qtbot, make_window: WindowFactory) -> None:
    window = make_window()
    controller = window.controller
    board = window.board
    board.setFocus()
    assert board.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert board.accessibleName() == "Tic-tac-toe board"
    announced: list[str] = []
    status_bar = window.statusBar()
    assert status_bar is not None
    status_bar.messageChanged.connect(announced.append)
    while controller.state.outcome() is None:
        wait_for_human_turn(qtbot, window)
        if controller.state.outcome() is not None:
            break
        target = controller.state.legal_moves()[-1]
        move_cursor_to(qtbot, window, target)
        name = controller.state.layout().cell_names[target]
        assert status_bar.currentMessage().startswith(f"{name}: empty")
        qtbot.keyClick(board, Qt.Key.Key_Return)
        assert controller.moves[-1 if controller.thinking else -2] == target
    assert controller.state.outcome().winner in (None, 1)
    assert any(text.startswith("You play ") for text in announced)
    assert any(text.startswith("Computer plays ") for text in announced)
    assert_board_matches_record(window)


def test_a_slide_by_keyboard_with_a_cancel_on_the_way(qtbot, make_window: WindowFactory) -> None:
    window = make_window(game="hare-hounds", level="beginner", computer=())
    controller = window.controller
    board = window.board
    move = controller.state.legal_moves()[0]
    start, end = controller.state.move_cells(move)
    move_cursor_to(qtbot, window, start)
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert board.selection == (start,)
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.selection == ()
    qtbot.keyClick(board, Qt.Key.Key_Space)
    move_cursor_to(qtbot, window, end)
    status_bar = window.statusBar()
    assert status_bar is not None and "a target" in status_bar.currentMessage()
    qtbot.keyClick(board, Qt.Key.Key_Enter)
    assert controller.moves == (move,)
    start_point, end_point = controller.move_texts()[0].split("-")
    assert status_bar.currentMessage() == (
        f"A hound moves from point {start_point} to point {end_point}. Hare to move."
    )


# --- hostile use -------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "level"), [(SLOW_GAME, "expert"), ("hare-hounds", "easy")])
@pytest.mark.slow
def test_random_clicks_keys_and_actions_keep_the_board_equal_to_the_record(
    qtbot, make_window: WindowFactory, game: str, level: str
) -> None:
    window = make_window(game=game, level=level, computer=(1,))
    controller = window.controller
    longest = undone = 0
    rng = random.Random(5)
    cells = len(controller.state.layout().centres)
    actions = [
        window.menus.undo,
        window.menus.redo,
        window.menus.hint,
        window.menus.move_now,
        window.menus.analysis_overlay,
    ]
    keys = [*ARROW_DIRECTIONS, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape]
    for number in range(600):
        choice = rng.random()
        if choice < 0.5:
            click(qtbot, window, rng.randrange(cells))
        elif choice < 0.8:
            qtbot.keyClick(window.board, rng.choice(keys))
        elif choice < 0.98:
            action = rng.choice(actions)
            action.trigger()
            if action is window.menus.move_now:  # the reply comes however slow the machine
                qtbot.waitUntil(lambda: not controller.thinking, timeout=60_000)
        else:
            window.menus.new_game.trigger()
        if number % 10 == 0:
            QApplication.processEvents()
        assert_board_matches_record(window)
        assert not (controller.thinking and controller.human_to_move())
        longest = max(longest, len(controller.moves))
        undone = max(undone, int(controller.can_redo()))
    assert longest >= 2 and undone  # the monkey really played and took back moves
    controller.computer_turn.move_now()
    qtbot.waitUntil(lambda: not controller.thinking and not controller.hinting, timeout=10_000)
    assert_board_matches_record(window)
