"""*Game > Puzzles…*: a puzzle solved and failed by clicks and keys, the verdicts with
the verifier's reasons, the rating and history kept, Retry, Show solution and Next, and
the game in the main window left as it was."""

from __future__ import annotations

import json

import pytest
from PyQt6.QtCore import Qt

from app.gui.puzzles.window import PuzzleWindow
from app.gui.window.puzzle_launcher import HISTORY_NAME
from app.services.puzzle_history import read_history
from app.services.puzzle_play import START_RATING
from app.services.puzzles import Puzzle
from games.registry import get_game

WAIT_MS = 120_000  # a cold start may compile the engines first


def open_puzzles(qtbot, window) -> PuzzleWindow:
    assert window.puzzles.action.isEnabled()
    window.puzzles.action.trigger()
    puzzles = window.puzzles.puzzle_window
    assert puzzles is not None and puzzles.isVisible()
    qtbot.waitExposed(puzzles)
    return puzzles


def show(puzzles: PuzzleWindow, puzzle: Puzzle) -> None:
    puzzles.start(puzzle)


def click_move(qtbot, puzzles: PuzzleWindow, text: str) -> None:
    """Click the cells of move ``text`` in the puzzle's position now."""
    assert puzzles.attempt is not None
    state = puzzles.attempt.state
    for cell in state.move_cells(state.parse_move(text)):
        qtbot.mouseClick(
            puzzles.board, Qt.MouseButton.LeftButton, pos=puzzles.board.cell_centre(cell)
        )


def wait_verdict(qtbot, puzzles: PuzzleWindow, moves_judged: int) -> None:
    qtbot.waitUntil(
        lambda: (
            puzzles.attempt is not None
            and (len(puzzles.attempt.played) >= moves_judged or puzzles.attempt.status != "solving")
        ),
        timeout=WAIT_MS,
    )


def first(puzzles: PuzzleWindow, goal: str) -> Puzzle:
    return next(p for p in puzzles.puzzles if p.goal.text().startswith(goal))


def test_a_connect4_puzzle_solved_by_clicks_raises_the_rating(qtbot, make_window, tmp_path):
    window = make_window("connect4", level="beginner", computer=())
    game_before = window.controller.state
    puzzles = open_puzzles(qtbot, window)
    puzzle = first(puzzles, "win in 2")
    show(puzzles, puzzle)
    assert "Yellow to move" in puzzles.goal.text() or "Red to move" in puzzles.goal.text()
    assert "win in 2" in puzzles.goal.text()
    for index in range(0, len(puzzle.line), 2):
        if puzzles.attempt.status != "solving":
            break
        click_move(qtbot, puzzles, puzzle.line[index])
        wait_verdict(qtbot, puzzles, index + 1)
        assert "✓" in puzzles.verdict.text(), puzzles.verdict.text()
    assert puzzles.attempt.status == "solved"
    assert "Solved!" in puzzles.verdict.text()
    history = read_history(tmp_path / HISTORY_NAME)["connect4"]
    assert history.rating.rating > START_RATING
    assert history.results[-1].id == puzzle.id and history.results[-1].solved
    assert str(history.rating.rating) in puzzles.rating.text()
    assert puzzles.results.count() == 1
    assert window.controller.state == game_before and window.controller.moves == ()


def test_a_wrong_move_is_refused_with_the_solvers_reason_and_counts_once(
    qtbot, make_window, tmp_path
):
    window = make_window("connect4", level="beginner", computer=())
    puzzles = open_puzzles(qtbot, window)
    puzzle = first(puzzles, "win in")
    show(puzzles, puzzle)
    state = puzzles.attempt.state
    wrong = next(
        text for text in map(state.move_text, state.legal_moves()) if text not in puzzle.solution
    )
    click_move(qtbot, puzzles, wrong)
    wait_verdict(qtbot, puzzles, 1)
    assert puzzles.attempt.status == "failed"
    verdict = puzzles.verdict.text()
    assert f"✗ {wrong}:" in verdict
    assert "this lets" in verdict or "only draws" in verdict
    after_fail = read_history(tmp_path / HISTORY_NAME)["connect4"].rating.rating
    assert after_fail < START_RATING
    puzzles.retry_button.click()
    assert puzzles.attempt.status == "solving" and puzzles.attempt.played == ()
    assert puzzles.attempt.puzzle == puzzle
    click_move(qtbot, puzzles, wrong)
    wait_verdict(qtbot, puzzles, 1)
    assert read_history(tmp_path / HISTORY_NAME)["connect4"].rating.rating == after_fail


def test_show_solution_plays_the_line_and_next_draws_another(qtbot, make_window):
    window = make_window("teeko", level="beginner", computer=())
    puzzles = open_puzzles(qtbot, window)
    puzzle = puzzles.attempt.puzzle
    puzzles.solution_button.click()
    assert puzzles.attempt.status == "failed"
    assert " ".join(puzzle.line) in puzzles.verdict.text()
    end = window.controller.spec.replay((*puzzle.moves, *puzzle.line))
    qtbot.waitUntil(lambda: puzzles.shown_state.to_text() == end.to_text(), timeout=WAIT_MS)
    puzzles.next_button.click()
    assert puzzles.attempt.puzzle != puzzle and puzzles.attempt.status == "solving"
    assert puzzles.history.results[-1].id == puzzle.id  # seeing the solution is a fail
    assert not puzzles.history.results[-1].solved


def test_keyboard_play_in_a_puzzle(qtbot, make_window):
    window = make_window("connect4", level="beginner", computer=())
    puzzles = open_puzzles(qtbot, window)
    puzzle = first(puzzles, "win in")
    show(puzzles, puzzle)
    board = puzzles.board
    board.setFocus()
    state = puzzles.attempt.state
    target = state.move_cells(state.parse_move(puzzle.line[0]))[0]
    qtbot.keyClick(board, Qt.Key.Key_Right)  # the cursor appears in the middle
    for _ in range(20):  # along the row to the target's column
        x, goal = board.cell_centre(board.cursor_cell).x(), board.cell_centre(target).x()
        if abs(x - goal) < 2:
            break
        qtbot.keyClick(board, Qt.Key.Key_Right if goal > x else Qt.Key.Key_Left)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    wait_verdict(qtbot, puzzles, 1)
    assert puzzles.attempt.played[0] == puzzle.line[0]
    assert f"✓ {puzzle.line[0]}:" in puzzles.verdict.text()


def test_a_chess_mate_in_one_by_two_clicks(qtbot, make_window):
    window = make_window("chess", level="beginner", computer=())
    puzzles = open_puzzles(qtbot, window)
    puzzle = first(puzzles, "win in 1")
    show(puzzles, puzzle)
    assert "mate in 1" in puzzles.goal.text()
    click_move(qtbot, puzzles, puzzle.solution[0])
    wait_verdict(qtbot, puzzles, 1)
    assert puzzles.attempt.status == "solved", puzzles.verdict.text()


def test_the_menu_is_off_for_a_game_without_puzzles_and_a_damaged_history_is_empty(
    qtbot, make_window, tmp_path
):
    (tmp_path / HISTORY_NAME).write_text("{not json", encoding="utf-8")
    window = make_window("tictactoe", level="beginner", computer=())
    assert not window.puzzles.action.isEnabled()
    window.controller.new_game(get_game("hare-hounds"))
    assert window.puzzles.action.isEnabled()
    puzzles = open_puzzles(qtbot, window)
    assert puzzles.history.rating.rating == START_RATING
    assert "1200" in puzzles.rating.text()


@pytest.mark.parametrize(
    "data", [[], {"connect4": {"rating": "x"}}, {"connect4": {"rating": 1, "attempts": 1}}]
)
def test_damaged_histories_read_as_none(tmp_path, data):
    path = tmp_path / HISTORY_NAME
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_history(path) == {}


# --- Retry mistakes ---------------------------------------------------------------------

EDGE_REPLY_GAME = ("a1", "b1", "b2", "c3", "c2", "a3", "a2")
"""X takes a corner, O answers on an edge (losing the draw); both err again later."""


def test_retry_mistakes_offers_the_position_before_each_reviewed_mistake(qtbot, make_window):
    window = make_window("tictactoe", level="beginner", computer=(0,))
    controller = window.controller
    launcher = window.puzzles
    assert not launcher.retry_action.isEnabled()
    controller.set_computer_players(())  # the person plays O's moves below
    for text in EDGE_REPLY_GAME:
        assert controller.play_move(controller.state.parse_move(text)), text
    controller.set_computer_players((0,))  # X was the computer: only O's mistakes count
    with qtbot.waitSignal(controller.review_finished, timeout=20_000) as finished:
        window.analysis_panel.review_action.trigger()
    assert finished.args[0].mistake.ply == 1
    assert launcher.retry_action.isEnabled()
    launcher.retry_action.trigger()
    qtbot.waitUntil(lambda: launcher.puzzle_window is not None, timeout=WAIT_MS)
    puzzles = launcher.puzzle_window
    assert puzzles.mistakes and len(puzzles.puzzles) >= 1
    assert all(p.to_move == "O" for p in puzzles.puzzles)  # only the person's mistakes
    puzzle = puzzles.attempt.puzzle
    assert puzzle.moves == ("a1",) and puzzle.goal.text() == "draw"
    assert "b2" in puzzle.solution and "b1" not in puzzle.solution
    assert f"Mistake 1 of {len(puzzles.puzzles)}" in puzzles.verdict.text()
    click_move(qtbot, puzzles, "b1")  # the same mistake again
    wait_verdict(qtbot, puzzles, 1)
    assert puzzles.attempt.status == "failed" and "✗ b1:" in puzzles.verdict.text()
    assert puzzles.history.results == ()  # a retried mistake moves no rating
    puzzles.retry_button.click()
    click_move(qtbot, puzzles, "b2")
    wait_verdict(qtbot, puzzles, 1)
    assert "✓ b2:" in puzzles.verdict.text()
    puzzles.next_button.click()
    assert puzzles.attempt.puzzle == puzzles.puzzles[1 % len(puzzles.puzzles)]
    assert controller.move_texts() == EDGE_REPLY_GAME  # the game itself is untouched
    controller.new_game()
    assert not launcher.retry_action.isEnabled()


def solve_by_clicks(qtbot, puzzles: PuzzleWindow, puzzle: Puzzle) -> None:
    """Play ``puzzle``'s line by clicks, each move judged right, to the end."""
    for index in range(0, len(puzzle.line), 2):
        click_move(qtbot, puzzles, puzzle.line[index])
        wait_verdict(qtbot, puzzles, index + 1)
        assert "✓" in puzzles.verdict.text(), puzzles.verdict.text()
    assert puzzles.attempt.status == "solved"
    assert "Solved!" in puzzles.verdict.text()


def fail_by_clicks(qtbot, window, puzzles: PuzzleWindow, puzzle: Puzzle) -> tuple[str, str]:
    """Play a first move outside ``puzzle``'s solution; the move and the opponent's name."""
    show(puzzles, puzzle)
    state = puzzles.attempt.state
    wrong = next(
        text for text in map(state.move_text, state.legal_moves()) if text not in puzzle.solution
    )
    click_move(qtbot, puzzles, wrong)
    wait_verdict(qtbot, puzzles, 1)
    assert puzzles.attempt.status == "failed"
    opponent = next(name for name in window.controller.spec.player_names if name != puzzle.to_move)
    return wrong, opponent


@pytest.mark.parametrize(
    ("game", "goal"), [("gomoku", "win by threes"), ("mnk-7-7-5", "win by fours")]
)
def test_a_five_in_a_row_win_solved_by_clicks_and_a_wrong_defence_explained(
    qtbot, make_window, game, goal
):
    window = make_window(game, level="beginner", computer=())
    puzzles = open_puzzles(qtbot, window)
    puzzle = first(puzzles, goal)
    show(puzzles, puzzle)
    assert f"{goal} in" in puzzles.goal.text()
    solve_by_clicks(qtbot, puzzles, puzzle)
    end = window.controller.spec.replay((*puzzle.moves, *puzzle.line))
    assert end.outcome() is not None and puzzles.attempt.state.to_text() == end.to_text()
    wrong, opponent = fail_by_clicks(qtbot, window, puzzles, first(puzzles, "stop the threat"))
    assert f"✗ {wrong}: {opponent} still wins by " in puzzles.verdict.text()


def test_the_puzzle_board_follows_a_palette_chosen_while_it_is_open(qtbot, make_window):
    from app.gui import style

    window = make_window("connect4", computer=())
    window.apply_palette_choice(style.LIGHT.name)
    puzzles = open_puzzles(qtbot, window)
    assert puzzles.board.colours == style.LIGHT
    window.apply_palette_choice(style.DARK.name)
    assert puzzles.board.colours == style.DARK
    theme = next(a for a in window.menus.theme_group.actions() if not a.isChecked())
    theme.trigger()
    puzzles.hide()
    puzzles.show()
    assert puzzles.board.looks == window.menus.chosen_looks()
