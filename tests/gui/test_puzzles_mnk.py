"""*Game > Puzzles…* on the 5x5 board with four in a row: a win solved by clicks and a
wrong move refused with the exact solver's reason (7x7's puzzles, made like Gomoku's, are
tested with Gomoku's in test_puzzles.py)."""

from __future__ import annotations

from tests.gui.test_puzzles import fail_by_clicks, first, open_puzzles, show, solve_by_clicks

GAME = "mnk-5-5-4"


def test_an_mnk_win_solved_by_clicks_and_a_wrong_move_explained(qtbot, make_window):
    window = make_window(GAME, level="beginner", computer=())
    puzzles = open_puzzles(qtbot, window)
    puzzle = first(puzzles, "win in 3")
    show(puzzles, puzzle)
    assert f"{puzzle.to_move} to move" in puzzles.goal.text()
    assert "win in 3" in puzzles.goal.text()
    solve_by_clicks(qtbot, puzzles, puzzle)
    end = window.controller.spec.replay((*puzzle.moves, *puzzle.line))
    assert puzzles.attempt.state.to_text() == end.to_text()

    wrong, opponent = fail_by_clicks(qtbot, window, puzzles, first(puzzles, "draw"))
    assert f"✗ {wrong}: this lets {opponent} win in " in puzzles.verdict.text()
