"""The games' hot kernels compile without numba's reference counting (games/jit.py)."""

from __future__ import annotations

import pytest

from games.chess.compiled import board as chess_board
from games.chess.compiled import search as chess_search
from games.gomoku.compiled import board as gomoku_board
from games.gomoku.compiled import search as gomoku_search
from games.gomoku.compiled import threats, vct

HOT = (
    gomoku_search.negamax,
    gomoku_search.generate,
    threats.fours,
    threats.vcf,
    vct.vct,
    gomoku_board.forbidden,
    chess_search.negamax,
    chess_search.quiesce,
    chess_search.search_root,
)
ALLOCATING = (gomoku_search.iterate, vct.defend, chess_board.legal_moves)


@pytest.mark.parametrize("kernel", HOT, ids=lambda kernel: kernel.__name__)
def test_a_hot_kernel_counts_no_references(kernel) -> None:
    # Reference counting on the arrays the kernels pass around cost more than the
    # searches themselves (BENCHMARKS.md, session 16).
    assert kernel.targetoptions["_nrt"] is False


@pytest.mark.parametrize("kernel", ALLOCATING, ids=lambda kernel: kernel.__name__)
def test_an_allocating_kernel_says_so(kernel) -> None:
    # A kernel without flags of its own would compile with its caller's, without the
    # reference counting its arrays need.
    assert kernel.targetoptions["_nrt"] is True
