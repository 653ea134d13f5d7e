"""Gomoku puzzles won by threes (VCT) and "stop the threat": the oracles on hand-made
positions, their verdicts in words, and the checker catching broken puzzles."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from app.services.puzzle_play import play, start
from app.services.puzzle_stop import StopOracle
from app.services.puzzle_threes import ThreesOracle
from app.services.puzzle_verifiers import ThreatVerifier, verifier_for
from app.services.puzzles import Goal, Puzzle, PuzzleError, load_shipped
from games.registry import get_game

VCT_4 = ["e7", "h8", "f8", "g9", "f10", "f9", "e9", "g7"]
"""Black wins by threes in 4 (e8 first) and has no win by fours (docs/gomoku-suite.md)."""
VCT_6 = ["f9", "j10", "g10", "h11", "g9", "g11", "h9", "i9"]
"""Black wins by threes in 6, beginning at d9 or f11."""
STOP = [
    "f7",
    "k7",
    "g7",
    "e7",
    "f6",
    "f8",
    "e5",
    "h8",
    "d4",
    "c3",
    "d6",
    "g8",
    "e8",
    "j8",
    "i8",
    "i9",
    "h10",
    "m5",
    "l6",
    "g6",
    "a1",
]
"""Black's 5-move win by threes with a Black stone added at a1: White must stop it."""
STOP_DEFENCES = ("d3", "f3", "g3", "f4", "d5", "f5", "c7", "d7")


@cache
def verifier() -> ThreatVerifier:
    found = verifier_for(get_game("gomoku"))
    assert isinstance(found, ThreatVerifier)
    return found


@cache
def stop_puzzle() -> Puzzle:
    return verifier().stop.make_puzzle(STOP)


def test_a_win_by_threes_accepts_exactly_the_threats_that_win():
    puzzle = verifier().threes.make_puzzle(VCT_4)
    assert puzzle.goal == Goal("threes", 4) and puzzle.goal.text() == "win by threes in 4"
    assert puzzle.solution == ("e8",) and puzzle.fastest == ("e8",)
    assert puzzle.line == ("e8", "e10", "d8", "e5", "c8", "b8", "g8")
    lines = verifier().threes.threat_lines(get_game("gomoku").replay(VCT_4))
    assert {text for text, line in lines.items() if line} == {"e8"} and len(lines) > 1
    assert verifier().check_puzzle(puzzle) == ()
    longer = verifier().threes.make_puzzle(VCT_6)
    assert longer.goal == Goal("threes", 6) and set(longer.solution) == {"d9", "f11"}


def test_a_position_won_by_fours_alone_is_no_threes_puzzle():
    fours = next(p for p in load_shipped("gomoku").puzzles if p.goal.kind == "fours")
    with pytest.raises(PuzzleError, match="wins by fours alone"):
        ThreesOracle(get_game("gomoku")).make_puzzle(fours.moves)
    with pytest.raises(PuzzleError, match="wins by fours first"):
        StopOracle(get_game("gomoku")).make_puzzle(fours.moves)


def test_a_broken_threes_puzzle_is_reported():
    puzzle = verifier().threes.make_puzzle(VCT_4)
    lines = verifier().threes.threat_lines(get_game("gomoku").replay(VCT_4))
    failing = next(text for text, line in lines.items() if line is None)
    problems = verifier().check_puzzle(replace(puzzle, solution=(failing,)))
    assert f"{failing} in the solution does not win by threats" in problems
    assert "e8 wins by threats but is not in the solution" in problems
    assert verifier().check_puzzle(replace(puzzle, line=puzzle.line[:-1]))
    assert verifier().check_puzzle(replace(puzzle, goal=Goal("threes", 3)))


def test_threes_verdicts_say_why_and_the_right_line_solves_it():
    puzzle = verifier().threes.make_puzzle(VCT_4)
    attempt = start(verifier(), puzzle)
    _, quiet = play(verifier(), attempt, "a15")
    assert not quiet.right and "neither a four nor an open three" in quiet.reason
    lines = verifier().threes.threat_lines(attempt.state)
    failing = next(text for text, line in lines.items() if line is None)
    _, refuted = play(verifier(), attempt, failing)
    assert not refuted.right and refuted.reason.startswith("White answers at ")
    assert refuted.reason.endswith(" and no win by threats follows")
    for move in puzzle.line[::2]:
        attempt, verdict = play(verifier(), attempt, move)
        assert verdict.right, verdict.reason
    assert attempt.status == "solved" and attempt.played == puzzle.line


def test_stop_the_threat_accepts_exactly_the_defences():
    puzzle = stop_puzzle()
    assert puzzle.goal == Goal("defend") and puzzle.goal.text() == "stop the threat"
    assert puzzle.to_move == "White" and set(puzzle.solution) == set(STOP_DEFENCES)
    assert puzzle.fastest == puzzle.solution and puzzle.line == puzzle.solution[:1]
    assert Goal.parse(puzzle.goal.text()) == puzzle.goal


def test_a_wrong_defence_shows_the_win_it_allows_and_a_right_one_solves():
    attempt = start(verifier(), stop_puzzle())
    failed, wrong = play(verifier(), attempt, "h7")
    assert not wrong.right and failed.status == "failed" and wrong.reply is None
    assert wrong.reason.startswith("Black still wins by threes: ")
    assert wrong.reason.endswith(", …") and len(wrong.reason.split(", ")) == 6
    solved, right = play(verifier(), attempt, "d5")
    assert right.right and solved.status == "solved"
    assert right.reason == "right: Black has no win by fours or threes left"


@pytest.mark.slow
def test_a_broken_stop_puzzle_is_reported():
    puzzle = stop_puzzle()
    problems = verifier().check_puzzle(replace(puzzle, solution=(*puzzle.solution, "h7")))
    assert "h7 in the solution does not stop the threat" in problems
    problems = verifier().check_puzzle(replace(puzzle, solution=puzzle.solution[1:]))
    assert f"{puzzle.solution[0]} stops the threat but is not in the solution" in problems


def test_a_position_without_a_threat_is_no_stop_puzzle():
    with pytest.raises(PuzzleError, match="threatens no win"):
        StopOracle(get_game("gomoku")).make_puzzle(["h8", "a1"])
