"""Chess's retried mistakes: the positions before the moves a review of estimates marked,
each move judged against the review's threshold by a search of the review's kind."""

from __future__ import annotations

import random

import pytest

from app.services.estimate_review import review_estimates
from app.services.puzzle_estimates import EstimateJudge, review_mistakes
from app.services.puzzle_play import play, start
from app.services.puzzles import Goal, PuzzleError
from games.registry import get_game
from tests.unit.app.services.test_estimate_review import QUEEN_HANGED, TEST_NODES, chess_moves


@pytest.fixture(scope="module")
def reviewed():
    chess = get_game("chess")
    searcher = chess.searcher("auto", random.Random(0))
    review = review_estimates(chess, chess_moves(QUEEN_HANGED), lambda: searcher, nodes=TEST_NODES)
    return chess, review, searcher


def test_the_position_before_a_blunder_of_the_person_is_a_puzzle(reviewed) -> None:
    chess, review, _ = reviewed
    (mistake,) = review_mistakes(chess, review, {0})
    puzzle = mistake.puzzle
    assert puzzle.moves == ("e2e4", "d7d5") and puzzle.to_move == "White"
    assert puzzle.goal == Goal("better") and puzzle.goal.text() == "find a better move"
    assert puzzle.solution == (mistake.move.best_text,) and mistake.move.move_text == "d1g4"
    assert review_mistakes(chess, review, {1}) == ()  # Black made none


def test_a_move_is_accepted_within_the_reviews_threshold_and_refused_with_its_loss(
    reviewed,
) -> None:
    chess, review, searcher = reviewed
    mistakes = review_mistakes(chess, review, {0})
    judge = EstimateJudge(chess, mistakes, lambda: searcher, nodes=TEST_NODES)
    attempt = start(judge, mistakes[0].puzzle)
    after, verdict = play(judge, attempt, "d1g4")  # the blunder again
    assert after.status == "failed" and not verdict.right
    best = attempt.state.san(attempt.state.parse_move(mistakes[0].move.best_text))
    assert verdict.reason.startswith("this loses ") and verdict.reason.endswith(
        f" pawns against {best}"
    )
    assert float(verdict.reason.split()[2]) >= 3.0  # a blunder's loss, in pawns
    after, verdict = play(judge, attempt, mistakes[0].move.best_text)
    assert after.status == "solved" and verdict.reason == f"right: {best} is the review's best move"


def test_a_judge_needs_a_game_with_grades_and_a_reviewed_position(reviewed) -> None:
    chess, review, searcher = reviewed
    with pytest.raises(PuzzleError, match="no grades"):
        EstimateJudge(get_game("tictactoe"), (), lambda: searcher)
    judge = EstimateJudge(chess, (), lambda: searcher)
    (mistake,) = review_mistakes(chess, review, {0})
    with pytest.raises(PuzzleError, match="not one of the reviewed mistakes"):
        judge.judge(mistake.puzzle, start(judge, mistake.puzzle).state, "b1c3")


@pytest.mark.parametrize("goal", [Goal("better"), Goal("block"), Goal("defend"), Goal("advantage")])
def test_worded_goals_read_back(goal: Goal) -> None:
    assert Goal.parse(goal.text()) == goal
