"""Chess puzzles: the oracle finds known mates with exactly the moves that mate, judges a
wrong move with a reason, the shipped set re-verifies, and the builder repeats itself, in
games against itself and against an outside engine."""

from __future__ import annotations

import json
import os
import random
import shlex
import sys

import chess
import pytest

from app.services import puzzle_play
from app.services.puzzle_chess import ChessOracle
from app.services.puzzles import Goal, PuzzleError, goal_words, load_shipped
from games.chess.rules import ChessState
from games.registry import get_game
from tests.support import FAKES
from tools.build.puzzles import OUTSIDE_ENGINE, build
from tools.build.puzzles_chess import OUTSIDE_NODES, chess_puzzles, engine_name

TINY = shlex.join([sys.executable, str(FAKES / "uci_tiny_engine.py")])
"""A UCI engine that plays the first legal move: it gives material away at once."""
SHIPPED_OUTSIDE = "Stockfish 15.1"
"""The outside engine that played the shipped set's games against us."""

BACK_RANK = "6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1"
"""Re8 mates; nothing else does."""
ROOK_MATE_IN_2 = "k7/8/2K5/8/8/8/8/7R w - - 0 1"
"""King and rook against king: mate in two, never in one."""


@pytest.fixture(scope="module")
def oracle() -> ChessOracle:
    return ChessOracle(get_game("chess"))


def mates_within(board: chess.Board, moves: int) -> bool:
    """Whether the side to move mates within ``moves`` of its moves, by trying every line."""
    for move in list(board.legal_moves):
        board.push(move)
        try:
            if board.is_checkmate():
                return True
            if moves > 1 and not board.is_game_over() and _every_reply_mated(board, moves - 1):
                return True
        finally:
            board.pop()
    return False


def _every_reply_mated(board: chess.Board, moves: int) -> bool:
    for reply in list(board.legal_moves):
        board.push(reply)
        try:
            if not mates_within(board, moves):
                return False
        finally:
            board.pop()
    return True


def exact_solution(fen: str, moves: int) -> set[str]:
    """The first moves that mate within ``moves``, by brute force."""
    board = chess.Board(fen)
    found = set()
    for move in list(board.legal_moves):
        board.push(move)
        if board.is_checkmate() or (moves > 1 and _every_reply_mated(board, moves - 1)):
            found.add(move.uci())
        board.pop()
    return found


@pytest.mark.slow
def test_a_back_rank_mate_in_one(oracle: ChessOracle) -> None:
    goal, solution = oracle.solve(ChessState.from_text(BACK_RANK))
    assert goal == Goal("win", 1)
    assert set(solution) == exact_solution(BACK_RANK, 1) == {"e1e8"}


@pytest.mark.slow
def test_a_mate_in_two_accepts_exactly_the_moves_that_mate_in_two(oracle: ChessOracle) -> None:
    goal, solution = oracle.solve(ChessState.from_text(ROOK_MATE_IN_2))
    assert goal == Goal("win", 2)
    assert set(solution) == exact_solution(ROOK_MATE_IN_2, 2)
    assert "c6b6" in solution


@pytest.mark.slow
def test_a_wrong_move_is_judged_wrong_with_a_reason(oracle: ChessOracle) -> None:
    state = ChessState.from_text(ROOK_MATE_IN_2)
    right, reason = oracle.judge(state, Goal("win", 2), "h1h2")
    assert not right
    assert reason == "this does not mate in 2"
    right, reason = oracle.judge(state, Goal("win", 2), "c6b6")
    assert right and reason == "right: it mates in 2"


@pytest.mark.slow
def test_a_shipped_puzzle_is_solved_along_its_line_and_failed_by_a_wrong_move(
    oracle: ChessOracle,
) -> None:
    puzzle = load_shipped("chess").puzzles[0]
    attempt = puzzle_play.start(oracle, puzzle)
    wrong = next(
        text
        for text in map(attempt.state.move_text, attempt.state.legal_moves())
        if text not in puzzle.solution
    )
    failed, verdict = puzzle_play.play(oracle, attempt, wrong)
    assert (failed.status, verdict.right) == ("failed", False)
    assert verdict.reason.startswith("this ")
    while attempt.status == "solving":
        attempt, verdict = puzzle_play.play(oracle, attempt, puzzle.line[len(attempt.played)])
        assert verdict.right, verdict.reason
    assert attempt.status == "solved"


@pytest.mark.slow
def test_an_even_position_is_no_puzzle(oracle: ChessOracle) -> None:
    with pytest.raises(PuzzleError):
        oracle.solve(ChessState.from_text(chess.STARTING_FEN))


def test_the_advantage_goal_reads_back() -> None:
    goal = Goal("advantage")
    assert goal.text() == "win material"
    assert Goal.parse(goal.text()) == goal
    assert goal_words(Goal("win", 2), "chess") == "mate in 2"
    assert goal_words(Goal("win", 2), "connect4") == "win in 2"


@pytest.mark.slow
def test_a_seeded_sample_of_the_shipped_set_holds_by_the_deeper_search(
    oracle: ChessOracle,
) -> None:
    puzzles = load_shipped("chess").puzzles
    sample = random.Random(45).sample(puzzles, min(20, len(puzzles)))
    assert {puzzle.id: oracle.check_puzzle(puzzle) for puzzle in sample} == {
        puzzle.id: () for puzzle in sample
    }


def test_the_shipped_set_has_mates_and_tactics_rated_by_depth() -> None:
    puzzles = load_shipped("chess").puzzles
    assert all(puzzle.goal.kind in ("win", "advantage") for puzzle in puzzles)
    assert len({puzzle.position for puzzle in puzzles}) == len(puzzles)
    ones = [p.rating for p in puzzles if p.goal == Goal("win", 1)]
    deeper = [p.rating for p in puzzles if p.goal.kind == "win" and (p.goal.moves or 0) >= 3]
    if ones and deeper:
        assert sum(ones) / len(ones) < sum(deeper) / len(deeper)


@pytest.mark.slow
def test_the_builder_repeats_itself_from_a_seed_with_any_number_of_processes(tmp_path) -> None:
    first = build("chess", seed=7, count=1)
    assert first == build("chess", seed=7, count=1, jobs=2, work=tmp_path)
    assert len(first.puzzles) == 1
    assert (tmp_path / "plan.json").exists() and list(tmp_path.glob("games-*.unit"))


def test_no_shipped_puzzle_is_a_forced_move() -> None:
    from games.registry import get_game

    for game in ("chess", "connect4", "teeko", "hare-hounds", "gomoku", "mnk-5-5-4", "mnk-7-7-5"):
        spec = get_game(game)
        for puzzle in load_shipped(game).puzzles:
            state = spec.replay(puzzle.moves)
            legal = {state.move_text(move) for move in state.legal_moves()}
            assert not legal <= set(puzzle.solution), (game, puzzle.id)


@pytest.mark.slow
def test_regenerating_the_first_chess_puzzles_gives_shipped_ones() -> None:
    made = build("chess", seed=1, count=3)
    assert set(made.puzzles) <= set(load_shipped("chess").puzzles)


@pytest.mark.slow
def test_games_against_an_outside_engine_make_puzzles_and_their_checkpoints_name_it(
    oracle: ChessOracle, tmp_path
) -> None:
    made = chess_puzzles(1, 1, work=tmp_path, outside=TINY)
    plan = json.loads((tmp_path / "plan.json").read_text())
    assert (plan["outside"], plan["outside_nodes"]) == ("Tiny UCI", OUTSIDE_NODES)
    assert len(made) == 1 and oracle.check_puzzle(made[0]) == ()
    assert made == chess_puzzles(1, 1, work=tmp_path / "again", outside=TINY)
    known = frozenset({made[0].position})
    other = chess_puzzles(1, 1, work=tmp_path / "known", outside=TINY, known=known)
    assert other[0].position not in known


def _shipped_outside_engine() -> bool:
    return os.access(OUTSIDE_ENGINE, os.X_OK) and engine_name(OUTSIDE_ENGINE) == SHIPPED_OUTSIDE


@pytest.mark.slow
def test_regenerating_the_first_puzzle_against_stockfish_gives_a_shipped_one() -> None:
    if not _shipped_outside_engine():  # asked here, not at import: it starts the engine
        pytest.skip(f"{SHIPPED_OUTSIDE} is not installed")
    shipped = load_shipped("chess")
    assert shipped.command.endswith(f"--engine {OUTSIDE_ENGINE}")
    made = build("chess", seed=1, count=1, outside=1)
    assert made.command.endswith(f"--outside 1 --engine {OUTSIDE_ENGINE}")
    assert len(made.puzzles) == 2 and set(made.puzzles) <= set(shipped.puzzles)
