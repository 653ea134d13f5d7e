"""*Game > Puzzles…* on the m,n,k boards: on 5x5 (four in a row) a win solved by clicks
and a wrong move refused with the exact solver's reason; on 7x7 (five in a row) a win by
fours solved by clicks and a wrong defence refused with the threat search's reason."""

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


def test_a_7x7_win_by_fours_solved_by_clicks_and_a_wrong_defence_explained(qtbot, make_window):
    window = make_window("mnk-7-7-5", level="beginner", computer=())
    puzzles = open_puzzles(qtbot, window)
    puzzle = first(puzzles, "win by fours in 3")
    show(puzzles, puzzle)
    assert "win by fours in 3" in puzzles.goal.text()
    solve_by_clicks(qtbot, puzzles, puzzle)
    end = window.controller.spec.replay((*puzzle.moves, *puzzle.line))
    assert end.outcome() is not None and puzzles.attempt.state.to_text() == end.to_text()

    wrong, opponent = fail_by_clicks(qtbot, window, puzzles, first(puzzles, "stop the threat"))
    assert f"✗ {wrong}: {opponent} still wins by " in puzzles.verdict.text()
