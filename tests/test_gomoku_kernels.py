"""The compiled pattern evaluator agrees with the Python board, stone by stone."""

from __future__ import annotations

import random

import numpy as np
import pytest

from games.gomoku.kernels import CompiledPatterns
from games.gomoku.patterns import Board
from games.mnk import geometry


def same(board: Board, compiled: CompiledPatterns) -> None:
    assert compiled.stones.tolist() == board.stones
    for player in (0, 1):
        assert compiled.codes[player].tolist() == board.codes[player]
        assert compiled.shapes[player].tolist() == board.shapes[player]
        assert int(compiled.value[player]) == board.value[player]
        assert compiled.evaluate(player) == board.evaluate(player)


@pytest.mark.parametrize(("overline_wins", "renju"), [(True, False), (False, False), (True, True)])
def test_random_play_and_takebacks_agree(overline_wins: bool, renju: bool) -> None:
    g = geometry(15, 15, 5, overline_wins)
    rng = random.Random(f"kernels {overline_wins} {renju}")
    board, compiled = Board(g, renju), CompiledPatterns(g, renju)
    same(board, compiled)
    centre = [r * 15 + c for r in range(3, 12) for c in range(3, 12)]
    for _ in range(3):
        cells = rng.sample(centre, 40)
        for index, cell in enumerate(cells):
            board.place(cell, index % 2)
            compiled.place(cell, index % 2)
            same(board, compiled)
        for _ in range(rng.randint(10, 40)):
            board.undo()
            compiled.undo()
        same(board, compiled)
        while board.history:
            board.undo()
            compiled.undo()
    same(board, compiled)


def test_the_batch_kernel_sums_the_same_evaluations() -> None:
    g = geometry(15, 15, 5)
    rng = random.Random(7)
    cells = rng.sample(range(g.cells), 60)
    board = Board(g)
    expected = 0
    for index, cell in enumerate(cells):
        board.place(cell, index % 2)
        expected += board.evaluate(1 - index % 2)
    compiled = CompiledPatterns(g)
    players = np.array([index % 2 for index in range(len(cells))], dtype=np.int32)
    total = compiled.replay_evaluations(np.array(cells, dtype=np.int32), players)
    assert total == expected
    assert compiled.stones.tolist() == [-1] * g.cells  # all taken back
