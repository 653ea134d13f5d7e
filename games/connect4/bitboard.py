"""Connect Four bitboards: the position part of the solver, shared with the rules.

Column ``c`` owns bits ``c * (height + 1)`` to ``c * (height + 1) + height - 1``,
bottom to top, plus one always-empty bit on top that keeps columns apart.  A
position is two masks: the stones of one player and ``mask``, every stone.

The functions below are plain Python on integers (annotated ``int``) that numba
also compiles for ``numpy.uint64`` bitboards (:mod:`games.connect4.compiled.solver`), so
the rules, the heuristic and the compiled solver share one definition.  Callers must keep
every bitboard argument the same unsigned type inside compiled code.

The compiled kernels' numba cache covers this file too (:mod:`games.kernels.jit`).
"""

from __future__ import annotations


def winning_spots(stones: int, mask: int, height: int, board: int) -> int:
    """Empty cells (filled or not below) where ``stones`` would complete four in a row.

    ``mask`` holds every stone and ``board`` every cell of the board.
    """
    # vertical: three stones below the spot
    spots = (stones << 1) & (stones << 2) & (stones << 3)
    for shift in (height + 1, height, height + 2):  # horizontal and the two diagonals
        pair = (stones << shift) & (stones << 2 * shift)
        spots |= pair & (stones << 3 * shift)
        spots |= pair & (stones >> shift)
        pair = (stones >> shift) & (stones >> 2 * shift)
        spots |= pair & (stones << shift)
        spots |= pair & (stones >> 3 * shift)
    return spots & (board ^ mask)


def has_four(stones: int, height: int) -> bool:
    """Whether ``stones`` contain four in a row in any direction."""
    for shift in (1, height + 1, height, height + 2):
        pair = stones & (stones >> shift)
        if pair & (pair >> 2 * shift):
            return True
    return False


def playable(mask: int, bottom: int, board: int) -> int:
    """The lowest empty cell of every column that is not full."""
    return (mask + bottom) & board
