"""*Game > Puzzles…* on the 5x5 board with four in a row: a win solved by clicks and a
wrong move refused with the exact solver's reason."""

from __future__ import annotations

from tests.gui.test_puzzles import click_move, first, open_puzzles, show, wait_verdict

GAME = "mnk-5-5-4"


def test_an_mnk_win_solved_by_clicks_and_a_wrong_move_explained(qtbot, make_window):
    window = make_window(GAME, level="beginner", computer=())
    puzzles = open_puzzles(qtbot, window)
    puzzle = first(puzzles, "win in 3")
    show(puzzles, puzzle)
    assert f"{puzzle.to_move} to move" in puzzles.goal.text()
    assert "win in 3" in puzzles.goal.text()
    for index in range(0, len(puzzle.line), 2):
        click_move(qtbot, puzzles, puzzle.line[index])
        wait_verdict(qtbot, puzzles, index + 1)
        assert "✓" in puzzles.verdict.text(), puzzles.verdict.text()
    assert puzzles.attempt.status == "solved"
    assert "Solved!" in puzzles.verdict.text()
    end = window.controller.spec.replay((*puzzle.moves, *puzzle.line))
    assert puzzles.attempt.state.to_text() == end.to_text()

    held = first(puzzles, "draw")
    show(puzzles, held)
    state = puzzles.attempt.state
    wrong = next(
        text for text in map(state.move_text, state.legal_moves()) if text not in held.solution
    )
    click_move(qtbot, puzzles, wrong)
    wait_verdict(qtbot, puzzles, 1)
    assert puzzles.attempt.status == "failed"
    opponent = next(name for name in window.controller.spec.player_names if name != held.to_move)
    assert f"✗ {wrong}: this lets {opponent} win in " in puzzles.verdict.text()
