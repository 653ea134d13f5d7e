"""Learn lesson 2: a game against the evaluation weights the learner chose, the replies
searched and judged by the solver off the GUI thread, undo and a new game."""

from __future__ import annotations

from PyQt6.QtCore import Qt

from app.gui.learn.weights_game import MAX_WEIGHT, WeightsGameWindow
from app.services.lessons_play import weights_reply
from tests.gui.test_learn import open_course

WAIT_MS = 60_000


def open_weights_game(qtbot, make_window) -> WeightsGameWindow:
    window = make_window("tictactoe", computer=())
    course = open_course(qtbot, window)
    assert not course.weights_button.isVisible()  # lesson 1 is not about weights
    course.show_lesson(1)
    assert course.lesson.key == "evaluation" and course.weights_button.isVisible()
    course.weights_button.click()
    game = course.weights_window
    assert game is not None and game.isVisible()
    return game


def click_column(qtbot, game: WeightsGameWindow, text: str) -> None:
    state = game.state
    cell = state.move_cells(state.parse_move(text))[0]
    qtbot.mouseClick(game.board, Qt.MouseButton.LeftButton, pos=game.board.cell_centre(cell))


def test_the_computer_replies_with_the_chosen_weights_and_the_solver_judges(
    qtbot, make_window
):
    game = open_weights_game(qtbot, make_window)
    for box, value in zip(game.weight_boxes, (2, 5, 1), strict=True):
        box.setValue(value)
    game.depth.setValue(2)
    assert game.person != game.state.to_move  # the weights play the lesson's move first
    game.side.setCurrentIndex(game.state.to_move)  # the learner moves first: a new game
    start = game.state
    mine = start.move_text(start.legal_moves()[0])
    click_column(qtbot, game, mine)
    qtbot.waitUntil(lambda: len(game.replies) == 1, timeout=WAIT_MS)
    after_mine = start.play(start.parse_move(mine))
    expected = weights_reply(game.spec, after_mine, (2, 5, 1), 2)
    assert game.replies[0] == expected
    assert game.reply_text(expected) in game.status.text()
    assert f"plays {expected.move}" in game.status.text()
    assert expected.judgement() in game.status.text()
    assert len(game.states) == 3 and game.state.to_move == game.person
    game.undo()
    assert game.states == [start] and game.replies == []


def test_the_weights_cannot_be_set_out_of_range_and_a_new_game_starts_over(qtbot, make_window):
    game = open_weights_game(qtbot, make_window)
    game.weight_boxes[0].setValue(MAX_WEIGHT + 50)
    assert game.weights[0] == MAX_WEIGHT
    game.depth.setValue(0)
    assert game.depth.value() == 1
    game.depth.setValue(1)
    game.side.setCurrentIndex(game.state.to_move)
    start = game.state
    click_column(qtbot, game, start.move_text(start.legal_moves()[-1]))
    qtbot.waitUntil(lambda: len(game.replies) == 1, timeout=WAIT_MS)
    game.new_game()
    assert game.states == [start] and game.replies == []
    assert "Your move." in game.status.text()
