"""Gomoku's retried mistakes: missed wins by fours and moves that let the opponent have
one, found and judged by the threat search."""

from __future__ import annotations

import pytest

from app.services.puzzle_defence import (
    defence_puzzle,
    defence_verdict,
    defences,
    fours_mistakes,
    missed_win,
)
from app.services.puzzle_fours import FoursOracle
from app.services.puzzle_play import play, start
from app.services.puzzles import Goal
from games.registry import get_game

BLUNDERS = ("h8", "h6", "f6", "g7", "f8", "f7", "e8", "d7", "e7", "e6", "c8", "g8", "a1")
"""A Gomoku opening where White lets Black win by fours three times (with d7, e6 and g8:
only d8 stops the last) and Black misses it each time (e7, c8 and a1, where d8 wins)."""


@pytest.fixture(scope="module")
def oracle() -> FoursOracle:
    return FoursOracle(get_game("gomoku"))


def test_each_move_that_let_the_opponent_win_by_fours_is_a_puzzle_to_stop_it(oracle) -> None:
    puzzles = fours_mistakes(oracle, BLUNDERS, {1})
    assert [len(puzzle.moves) for puzzle in puzzles] == [7, 9, 11]
    assert all(puzzle.goal == Goal("block") and puzzle.to_move == "White" for puzzle in puzzles)
    assert puzzles[-1].solution == ("d8",) and puzzles[-1].line == ("d8",)
    assert puzzles[-1].goal.text() == "stop the win by fours"


def test_a_missed_win_by_fours_is_a_puzzle_to_win_by_fours(oracle) -> None:
    puzzles = fours_mistakes(oracle, BLUNDERS, {0})
    assert [len(puzzle.moves) for puzzle in puzzles] == [8, 10, 12]
    puzzle = puzzles[-1]
    assert puzzle.moves == BLUNDERS[:12] and puzzle.to_move == "Black"
    assert puzzle.goal == Goal("fours", 3) and puzzle.solution == ("d8",)
    assert missed_win(oracle, BLUNDERS[:12], "d8") is None  # the win was played


def test_a_defence_is_right_only_when_the_threat_search_finds_no_win_by_fours(oracle) -> None:
    state = oracle.spec.replay(BLUNDERS[:11])
    assert defence_verdict(state, "d8", "Black") == (True, "right: Black has no win by fours now")
    right, reason = defence_verdict(state, "g8", "Black")
    assert not right and reason.startswith("this lets Black win by fours: d8 ")
    assert defences(state, "Black") == ("d8",)


DELAYING = ("h8", "f6", "h6", "h5", "f8", "i5", "g8", "e8", "g6", "g5", "f5")
"""White to move against Black's win by fours; White's four j5 is blocked at k5."""
DOUBLE_FOUR = (
    *("h8", "f6", "f8", "e8", "h6", "h5", "i5", "g7"),
    *("g6", "e7", "e5", "h7", "i7", "g5", "i6"),
)
"""White to move; h4 makes two fours at once."""
OPEN_FIVE_POINT = ("h8", "f6", "h6", "h5", "i7", "g5", "k5", "f5", "j6", "l4", "i5", "h4", "i3")
"""White to move; Black makes five at g9 unless White takes it."""


def test_a_four_of_ones_own_is_judged_after_the_forced_block() -> None:
    spec = get_game("gomoku")
    right, reason = defence_verdict(spec.replay(DELAYING), "j5", "Black")
    assert not right
    assert reason.startswith("this four only delays: Black blocks at k5 and still wins by fours")
    assert defence_verdict(spec.replay(DOUBLE_FOUR), "h4", "Black") == (
        True,
        "right: a double four wins",
    )
    right, reason = defence_verdict(spec.replay(OPEN_FIVE_POINT), "d5", "Black")
    assert (right, reason) == (False, "this lets Black make five at g9")


def test_no_puzzle_where_there_is_nothing_to_stop(oracle) -> None:
    assert defence_puzzle(oracle, ("h8", "h9")) is None
    assert fours_mistakes(oracle, ("h8", "h9", "i8", "i9"), {0, 1}) == ()


def test_a_defence_puzzle_is_played_to_its_verdict(oracle) -> None:
    puzzle = fours_mistakes(oracle, BLUNDERS, {1})[-1]
    after, verdict = play(oracle, start(oracle, puzzle), "a1")
    assert after.status == "failed" and verdict.reply is None
    assert verdict.reason.startswith("this lets Black win by fours")
    after, verdict = play(oracle, start(oracle, puzzle), "d8")
    assert after.status == "solved" and verdict.right
