"""Playing puzzles: moves judged with reasons, replies along the line, the local rating."""

from __future__ import annotations

from functools import cache

import pytest

from app.services.puzzle_fours import FoursOracle
from app.services.puzzle_play import PuzzleRating, Verdict, play, start
from app.services.puzzle_verifiers import Verifier, verifier_for
from app.services.puzzles import Puzzle, PuzzleError, load_shipped
from games.registry import get_game


@cache
def oracle(game: str) -> Verifier:
    return verifier_for(get_game(game))


def solve_by_line(game: str, puzzle: Puzzle) -> list[Verdict]:
    """Play the puzzle side's moves of the line; the replies must be the line's."""
    attempt = start(oracle(game), puzzle)
    verdicts = []
    for text in puzzle.line[::2]:
        attempt, verdict = play(oracle(game), attempt, text)
        verdicts.append(verdict)
        if attempt.status != "solving":
            break
        assert attempt.on_line
    assert attempt.status == "solved"
    return verdicts


@pytest.mark.parametrize("game", ["hare-hounds", "teeko", "connect4", "gomoku"])
def test_following_the_line_solves_the_first_puzzles(game):
    for puzzle in load_shipped(game).puzzles[:2]:
        verdicts = solve_by_line(game, puzzle)
        assert all(verdict.right and verdict.reason.startswith("right") for verdict in verdicts)
        assert [v.reply for v in verdicts[:-1]] == list(puzzle.line[1::2][: len(verdicts) - 1])
        assert verdicts[-1].reply is None


def test_a_draw_puzzle_is_solved_after_the_line_held():
    puzzle = next(p for p in load_shipped("teeko").puzzles if p.goal.kind == "draw")
    verdicts = solve_by_line("teeko", puzzle)
    assert len(verdicts) == (len(puzzle.line) + 1) // 2
    assert verdicts[0].reason == "right: it holds the draw"


def test_a_wrong_move_fails_with_the_reason_from_the_solver():
    puzzle = load_shipped("hare-hounds").puzzles[-1]
    attempt = start(oracle("hare-hounds"), puzzle)
    wrong = next(
        text
        for text in map(attempt.state.move_text, attempt.state.legal_moves())
        if text not in puzzle.solution
    )
    opponent = next(name for name in ("Hare", "Hounds") if name != puzzle.to_move)
    attempt, verdict = play(oracle("hare-hounds"), attempt, wrong)
    assert not verdict.right and verdict.reply is None and attempt.status == "failed"
    assert verdict.reason.startswith(f"this lets {opponent} win in ")
    with pytest.raises(PuzzleError, match="already failed"):
        play(oracle("hare-hounds"), attempt, wrong)


def test_a_slower_win_is_accepted_and_said_to_be_slower():
    puzzle = next(p for p in load_shipped("connect4").puzzles if set(p.solution) != set(p.fastest))
    slower = next(text for text in puzzle.solution if text not in puzzle.fastest)
    attempt, verdict = play(oracle("connect4"), start(oracle("connect4"), puzzle), slower)
    assert verdict.right and attempt.status == "solving" and not attempt.on_line
    assert verdict.reason.endswith("though more slowly than the best")
    assert verdict.reply is not None


def test_gomoku_moves_that_are_no_four_or_a_four_that_fails_are_wrong():
    puzzles = load_shipped("gomoku").puzzles
    verifier = FoursOracle(get_game("gomoku"))
    puzzle = next(puzzle for puzzle in puzzles if puzzle.goal.kind == "fours")
    attempt = start(verifier, puzzle)
    fours = verifier.four_lines(attempt.state)
    failing = next(text for text, line in fours.items() if line is None)
    _, verdict = play(verifier, attempt, failing)
    assert verdict == Verdict(failing, False, "this four does not lead to a win by fours", None)
    quiet = next(
        text
        for text in map(attempt.state.move_text, attempt.state.legal_moves())
        if text not in fours
    )
    _, verdict = play(verifier, attempt, quiet)
    assert not verdict.right and "is not a four" in verdict.reason


def test_an_illegal_move_is_refused():
    puzzle = load_shipped("connect4").puzzles[0]
    with pytest.raises(PuzzleError):
        play(oracle("connect4"), start(oracle("connect4"), puzzle), "9")


def test_the_rating_moves_both_ways_and_counts_the_streak():
    rating = PuzzleRating()
    solved = rating.after(1200, solved=True)
    assert (solved.rating, solved.attempts, solved.streak) == (1220, 1, 1)
    twice = solved.after(1500, solved=True)
    assert twice.rating > solved.rating and twice.streak == 2
    failed = twice.after(900, solved=False)
    assert failed.rating < twice.rating and failed.streak == 0 and failed.attempts == 3
    settled = PuzzleRating(1200, attempts=50)
    assert settled.after(1200, solved=True).rating == 1210
