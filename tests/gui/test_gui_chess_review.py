"""The review of a chess game in the window: marks in the Analysis dock and the move list."""

from __future__ import annotations

import os

import pytest
from PyQt6.QtCore import Qt

from app.gui.games.chess.files import pgn_text
from app.services.estimate_review import Grade
from tests.gui.test_analysis_panel import open_panel, play_texts
from tests.gui.windows import WindowFactory
from tests.unit.app.services.test_estimate_review import QUEEN_HANGED

REVIEW_TIMEOUT_MS = 300_000
"""A hang guard only: the review searches a fixed number of nodes per position."""


@pytest.mark.slow
def test_a_chess_review_marks_the_hanged_queen_and_jumps_to_it(
    qtbot, make_window: WindowFactory
) -> None:
    window = make_window("chess", level="beginner", computer=())
    open_panel(window)
    panel, controller = window.analysis_panel, window.controller
    play_texts(window, QUEEN_HANGED)
    assert panel.review_action.isEnabled()
    with qtbot.waitSignal(controller.review_finished, timeout=REVIEW_TIMEOUT_MS) as finished:
        panel.review_action.trigger()
    review = finished.args[0]
    assert review.marks() == {2: Grade.BLUNDER}
    assert panel.review_text.text().startswith('<a href="ply:2">2. Qg4?? -')
    assert "(best was " in panel.review_text.text()
    flags = panel.review_text.textInteractionFlags()
    assert flags & Qt.TextInteractionFlag.LinksAccessibleByMouse
    assert "Qg4??" in window.panel.record.text() and "Bxg4?" not in window.panel.record.text()
    assert [point.ply for point in panel.graph.points] == [0, 1, 2, 3, 4]
    assert panel.graph.points[-1].value < 0  # Black is better at the end
    assert panel.jump_button.isVisible() and panel.jump_button.text() == "Go to move 2."
    qtbot.mouseClick(panel.jump_button, Qt.MouseButton.LeftButton)
    assert controller.move_texts() == ("e2e4", "d7d5")
    assert "Qg4??" in window.panel.record.text()  # still marked, now a move to redo
    controller.go_to_ply(4)
    panel.review_text.linkActivated.emit("ply:2")  # a click on the marked move
    assert controller.move_texts() == ("e2e4", "d7d5")
    controller.go_to_ply(4)
    assert "2. Qg4 $4 Bxg4" in pgn_text(controller, controller.saved_game())
    shots = os.environ.get("PLYBOARD_SHOTS")
    if shots:
        for width, height in ((1400, 900), (640, 480)):
            window.resize(width, height)
            qtbot.wait(50)
            window.grab().save(f"{shots}/chess-review-{width}x{height}.png")


@pytest.mark.slow
def test_a_move_after_the_review_leaves_no_stale_marks(qtbot, make_window: WindowFactory) -> None:
    window = make_window("chess", level="beginner", computer=())
    open_panel(window)
    controller = window.controller
    play_texts(window, QUEEN_HANGED)
    with qtbot.waitSignal(controller.review_finished, timeout=REVIEW_TIMEOUT_MS):
        window.analysis_panel.review_action.trigger()
    controller.go_to_ply(2)
    play_texts(window, ("Nc3",))  # another game from move 2 on
    assert "??" not in window.panel.record.text()
    assert window.analysis_panel.review_text.text().startswith("Review: after the game")
