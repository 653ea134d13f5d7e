"""The compiled gomoku engine agrees with the Python one: board, renju, VCF."""

from __future__ import annotations

import random

import numpy as np
import pytest

from engine.search import Budget, Limits
from games.mnk.compiled.board import CompiledBoard
from games.mnk.compiled.encoding import place_on_lines, undo_on_lines
from games.mnk.compiled.threats import NODE_LIMIT, new_work, vcf
from games.mnk.forbidden import forbidden_reason
from games.mnk.patterns import TRACKED, Board
from games.mnk.rules import MnkState, geometry
from games.mnk.threats import ThreatSearch
from games.registry import get_game
from tests.unit.games.mnk.test_gomoku_tactics import VCF_POSITIONS, assert_forced_win

RULES = ["gomoku", "gomoku-standard", "gomoku-renju"]


def same(board: Board, compiled: CompiledBoard) -> None:
    assert compiled.candidates() == board.candidates
    same_lines(board, compiled)


def same_lines(board: Board, compiled: CompiledBoard) -> None:
    """The same stones, key, shapes and evaluation (candidate cells aside)."""
    assert compiled.stones.tolist() == board.stones
    assert compiled.key == board.key
    for player in (0, 1):
        for shape in TRACKED:
            assert compiled.tracked(player, shape) == board.tracked[player][shape]
        assert sorted(compiled.five_cells(player)) == sorted(board.five_cells(player))
        assert sorted(compiled.four_cells(player)) == sorted(board.four_cells(player))
        assert compiled.evaluate(player) == board.evaluate(player)


@pytest.mark.parametrize(("overline_wins", "renju"), [(True, False), (False, False), (True, True)])
def test_random_play_and_takebacks_agree(overline_wins: bool, renju: bool) -> None:
    g = geometry(15, 15, 5, overline_wins)
    rng = random.Random(f"compiled board {overline_wins} {renju}")
    board, compiled = Board(g, renju), CompiledBoard(g, renju)
    for _ in range(3):
        cells = rng.sample(range(g.cells), 50)
        for index, cell in enumerate(cells):
            board.place(cell, index % 2)
            compiled.place(cell, index % 2)
            same(board, compiled)
            empty = cells[-1] if board.stones[cells[-1]] < 0 else 0
            if board.stones[empty] < 0:
                assert compiled.move_value(empty, index % 2) == board.move_value(empty, index % 2)
        for _ in range(rng.randint(10, 50)):
            board.undo()
            compiled.undo()
        same(board, compiled)
        while board.history:
            board.undo()
            compiled.undo()
    same(board, compiled)
    assert compiled.key == 0 and not compiled.candidates()


@pytest.mark.parametrize(("overline_wins", "renju"), [(True, False), (False, False), (True, True)])
def test_stones_on_lines_alone_leave_the_candidates(overline_wins: bool, renju: bool) -> None:
    """The threat searches' stones: lines, shapes and key as ever, the candidates untouched."""
    g = geometry(15, 15, 5, overline_wins)
    rng = random.Random(f"on lines {overline_wins} {renju}")
    board, compiled = Board(g, renju), CompiledBoard(g, renju)
    cells = rng.sample(range(g.cells), 40)
    for index, cell in enumerate(cells[:30]):
        board.place(cell, index % 2)
        compiled.place(cell, index % 2)
    candidates = compiled.candidates()
    for index, cell in enumerate(cells[30:]):
        board.place(cell, index % 2)
        place_on_lines(compiled.b, compiled.s, cell, index % 2)
        same_lines(board, compiled)
        assert compiled.candidates() == candidates
    for cell in reversed(cells[30:]):
        board.undo()
        assert undo_on_lines(compiled.b, compiled.s) == cell
    same(board, compiled)


def test_the_batch_kernel_sums_the_same_evaluations() -> None:
    g = geometry(15, 15, 5)
    cells = random.Random(7).sample(range(g.cells), 60)
    board = Board(g)
    expected = 0
    for index, cell in enumerate(cells):
        board.place(cell, index % 2)
        expected += board.evaluate(1 - index % 2)
    compiled = CompiledBoard(g)
    players = np.array([index % 2 for index in range(len(cells))], dtype=np.int32)
    assert compiled.replay_evaluations(np.array(cells, dtype=np.int32), players) == expected
    assert compiled.stones.tolist() == [-1] * g.cells  # all taken back


def crowded_black(rng: random.Random, stones: int) -> list[int]:
    """A flat board with ``stones`` stones in the middle, two Black for each White."""
    cells = [-1] * 225
    middle = [r * 15 + c for r in range(4, 11) for c in range(4, 11)]
    for index, cell in enumerate(rng.sample(middle, stones)):
        cells[cell] = 1 if index % 3 == 2 else 0
    return cells


def test_forbidden_points_agree_with_the_renju_rules() -> None:
    """Random Black-heavy positions: every empty cell's verdict as renju.py gives it."""
    g = geometry(15, 15, 5)
    rng = random.Random("forbidden")
    reasons: dict[str | None, int] = {}
    for _ in range(40):
        cells = crowded_black(rng, rng.randint(8, 24))
        compiled = CompiledBoard(g, renju=True)
        for cell, stone in enumerate(cells):
            if stone >= 0:
                compiled.place(cell, stone)
        for cell in range(g.cells):
            if cells[cell] < 0:
                expected = forbidden_reason(g, cells, cell)
                assert compiled.forbidden_reason(cell) == expected, g.name(cell)
                assert compiled.allowed(cell, 0) == (expected is None)
                assert compiled.allowed(cell, 1)
                reasons[expected] = reasons.get(expected, 0) + 1
    assert {"double-three", "double-four", "overline"} <= reasons.keys()


def compiled_vcf(state: MnkState, moves: int) -> list[int]:
    board = CompiledBoard.of_state(state)
    work = new_work(state.geometry.cells, 10)
    work[0][NODE_LIMIT] = 1 << 60
    length = vcf(board.b, board.s, work, state.to_move, moves, 0)
    return work[3][:length].tolist()


def python_vcf(state: MnkState, moves: int) -> list[int] | None:
    board = Board.of_state(state)
    return ThreatSearch(board, Budget(Limits(), None)).vcf(state.to_move, moves)


def test_the_suites_wins_by_fours_are_found_as_short() -> None:
    spec = get_game("gomoku")
    for moves, length in VCF_POSITIONS:
        state = spec.replay(moves.split())
        line = compiled_vcf(state, length - 1)
        assert len(line) == 2 * length - 1
        assert_forced_win(state, tuple(line))
        # ``moves`` counts the fours before the five: none shorter exists
        assert compiled_vcf(state, length - 2) == []


OPEN_THREE_ROW = "h8 a1 i8 a3 j8 a5"
CLOSED_THREE_ROW = "f8 e8 g8 a1 h8 a3"
CROSSING_CLOSED_THREES = "f8 e8 g8 i4 h8 a1 i5 a3 i6 a5 i7 a7"
"""Black to move: i8 makes two fours."""


@pytest.mark.parametrize("name", RULES)
def test_a_last_four_wins_only_by_making_two_fives(name: str) -> None:
    """With one attacker move left, a four wins when it makes two fives at once: an open
    four, or fours in two lines (a double four, which renju forbids Black)."""
    spec = get_game(name)
    open_three = spec.replay(OPEN_THREE_ROW.split())
    line = compiled_vcf(open_three, 1)
    assert len(line) == 3 and line[0] in {open_three.parse_move(m) for m in ("g8", "k8")}
    assert_forced_win(open_three, tuple(line))
    single_fours = spec.replay(CLOSED_THREE_ROW.split())
    assert compiled_vcf(single_fours, 1) == []
    crossing_threes = spec.replay(CROSSING_CLOSED_THREES.split())
    line = compiled_vcf(crossing_threes, 1)
    if name == "gomoku-renju":
        assert line == []
    else:
        assert line[0] == crossing_threes.parse_move("i8")
        assert_forced_win(crossing_threes, tuple(line))


def random_position(spec, rng: random.Random) -> MnkState | None:
    state = spec.new_state()
    for _ in range(rng.randint(8, 40)):
        moves = state.legal_moves()
        near = [c for c in moves if abs(c // 15 - 7) <= 4 and abs(c % 15 - 7) <= 4] or moves
        state = state.play(rng.choice(near))
        if state.outcome() is not None:
            return None
    return state


@pytest.mark.parametrize("name", RULES)
@pytest.mark.slow
def test_vcf_agrees_with_the_python_threat_search_on_random_positions(name: str) -> None:
    spec = get_game(name)
    rng = random.Random(name)
    found = 0
    for _ in range(80):
        state = random_position(spec, rng)
        if state is None:
            continue
        line, expected = compiled_vcf(state, 8), python_vcf(state, 8)
        assert len(line) == (0 if expected is None else len(expected)), state.to_text()
        found += expected is not None
    assert found >= 10
