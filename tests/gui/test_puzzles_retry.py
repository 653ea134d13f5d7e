"""*Game > Retry mistakes* in chess (after a review of estimates) and in Gomoku (found by
the threat search), and the puzzle history in *Game > Statistics*."""

from __future__ import annotations

import json
from functools import partial

from PyQt6.QtWidgets import QMessageBox

from app.gui.session import review_worker
from app.gui.window.dialogs import StatisticsDialog
from app.gui.window.puzzle_launcher import HISTORY_NAME
from app.services.estimate_review import review_estimates
from tests.gui.test_puzzles import WAIT_MS, click_move, wait_verdict
from tests.unit.app.services.test_estimate_review import QUEEN_HANGED, TEST_NODES
from tests.unit.app.services.test_puzzle_defence import BLUNDERS

REVIEW_TIMEOUT_MS = 300_000
"""A hang guard only: the review searches a fixed number of nodes per position."""


def play_texts(controller, texts) -> None:
    for text in texts:
        assert controller.play_move(controller.state.parse_move(text)), text


def open_retry(qtbot, launcher):
    assert launcher.retry_action.isEnabled()
    launcher.retry_action.trigger()
    qtbot.waitUntil(lambda: launcher.puzzle_window is not None, timeout=WAIT_MS)
    puzzles = launcher.puzzle_window
    qtbot.waitExposed(puzzles)
    assert puzzles.mistakes
    return puzzles


def test_retry_mistakes_in_chess_offers_the_blunders_position_and_judges_by_the_threshold(
    qtbot, make_window, monkeypatch
):
    monkeypatch.setattr(
        review_worker, "review_estimates", partial(review_estimates, nodes=TEST_NODES)
    )
    window = make_window("chess", level="beginner", computer=())
    controller, launcher = window.controller, window.puzzles
    launcher.judge_nodes = TEST_NODES
    play_texts(controller, QUEEN_HANGED)
    controller.set_computer_players((1,))  # the person played White
    assert not launcher.retry_action.isEnabled()
    with qtbot.waitSignal(controller.review_finished, timeout=REVIEW_TIMEOUT_MS):
        window.analysis_panel.review_action.trigger()
    puzzles = open_retry(qtbot, launcher)
    (puzzle,) = puzzles.puzzles
    assert puzzle.moves == ("e2e4", "d7d5") and "find a better move" in puzzles.goal.text()
    assert "rated" not in puzzles.goal.text()  # a retried mistake is unrated
    assert puzzles.rating.isHidden() and puzzles.results.isHidden()
    click_move(qtbot, puzzles, "d1g4")  # the blunder again
    wait_verdict(qtbot, puzzles, 1)
    assert puzzles.attempt.status == "failed"
    assert "✗ Qg4: this loses " in puzzles.verdict.text() and " pawns against " in (
        puzzles.verdict.text()
    )
    puzzles.retry_button.click()
    click_move(qtbot, puzzles, puzzle.solution[0])
    wait_verdict(qtbot, puzzles, 1)
    assert puzzles.attempt.status == "solved", puzzles.verdict.text()
    assert "is the review's best move" in puzzles.verdict.text()
    assert puzzles.history.results == ()
    assert controller.move_texts() == ("e2e4", "d7d5", "d1g4", "c8g4")
    play_texts(controller, ("b1c3",))
    assert not launcher.retry_action.isEnabled()  # the review is of another game now


def test_retry_mistakes_in_gomoku_offers_each_move_that_let_the_opponent_win_by_fours(
    qtbot, make_window
):
    window = make_window("gomoku", level="beginner", computer=())
    controller, launcher = window.controller, window.puzzles
    assert not launcher.retry_action.isEnabled()
    play_texts(controller, BLUNDERS)
    controller.set_computer_players((0,))  # the person played White
    puzzles = open_retry(qtbot, launcher)
    assert [len(puzzle.moves) for puzzle in puzzles.puzzles] == [7, 9, 11]
    assert "stop the win by fours" in puzzles.goal.text()
    puzzles.next_button.click()
    puzzles.next_button.click()
    assert puzzles.attempt.puzzle.moves == BLUNDERS[:11]
    click_move(qtbot, puzzles, "g8")  # the mistake again
    wait_verdict(qtbot, puzzles, 1)
    assert puzzles.attempt.status == "failed"
    assert "✗ g8: this lets Black win by fours: d8" in puzzles.verdict.text()
    puzzles.retry_button.click()
    click_move(qtbot, puzzles, "d8")
    wait_verdict(qtbot, puzzles, 1)
    assert puzzles.attempt.status == "solved"
    assert "✓ d8: right: Black has no win by fours now" in puzzles.verdict.text()
    controller.new_game()
    assert not launcher.retry_action.isEnabled()


def test_a_gomoku_game_without_such_mistakes_says_so(qtbot, make_window):
    window = make_window("gomoku", level="beginner", computer=())
    launcher = window.puzzles
    play_texts(window.controller, ("h8", "h9", "i8", "i9"))
    launcher.retry_action.trigger()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox) is not None, timeout=WAIT_MS)
    box = window.findChild(QMessageBox)
    assert "found no move of yours" in box.text()
    assert launcher.puzzle_window is None


def write_history(folder, data) -> None:
    (folder / HISTORY_NAME).write_text(json.dumps(data), encoding="utf-8")


def test_statistics_show_the_puzzle_history_per_game(qtbot, tmp_path):
    results = [{"id": f"connect4-{n}", "solved": n % 3 != 0, "rating": 1200 + n} for n in range(12)]
    write_history(
        tmp_path,
        {
            "connect4": {"rating": 1261, "attempts": 12, "streak": 2, "results": results},
            "chess": {"rating": 1180, "attempts": 0, "streak": 0, "results": []},
        },
    )
    dialog = StatisticsDialog(tmp_path / "statistics.json")
    qtbot.addWidget(dialog)
    table = dialog.puzzles.table
    rows = {
        table.item(row, 0).text(): [table.item(row, col).text() for col in range(1, 6)]
        for row in range(table.rowCount())
    }
    assert rows["Connect Four"] == ["1261", "2", "8", "4", "✓✗✓✓✗✓✓✗✓✓"]
    assert rows["Chess"] == ["1180", "0", "0", "0", ""]
    assert dialog.puzzles.notice.isHidden()
    write_history(tmp_path, {"teeko": {"rating": 900, "attempts": 250, "streak": 0, "results": []}})
    dialog.refresh()
    assert "the latest 200 puzzles" in dialog.puzzles.notice.text()  # older ones are not kept


def test_statistics_read_a_damaged_puzzle_history_as_none(qtbot, tmp_path):
    (tmp_path / HISTORY_NAME).write_text("{not json", encoding="utf-8")
    dialog = StatisticsDialog(tmp_path / "statistics.json")
    qtbot.addWidget(dialog)
    assert dialog.puzzles.table.rowCount() == 0
    assert "No puzzles tried yet" in dialog.puzzles.notice.text()
    write_history(
        tmp_path,
        {
            "teeko": {"rating": "high"},
            "connect4": {
                "rating": 1210,
                "attempts": 1,
                "streak": 1,
                "results": [{"id": "c", "solved": True, "rating": 1210}],
            },
        },
    )
    dialog.refresh()
    assert dialog.puzzles.table.rowCount() == 1  # the damaged game reads as none
    assert dialog.puzzles.table.item(0, 5).text() == "✓"
