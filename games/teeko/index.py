"""The perfect-play table's index: where each position's byte sits.

The table stores one byte per position seen from the side to move: ``mover``
(the markers of the side to move) and ``opponent``.  Positions are grouped in
*layers* by how many markers each side has; inside a layer a position's index
is ``rank(mover) * C(25 - m, o) + rank(opponent)``, where a rank is the
colexicographic rank of a set of cells (the opponent's cells counted among the
cells the mover does not hold).  The functions here are plain Python on ints
and NumPy arrays, so the runtime reads the table with them, and the builder's
numba kernels compile the very same functions (``register_jitable`` makes them
callable from compiled code without compiling anything on import).
"""

from __future__ import annotations

import itertools
import math

import numpy as np
from numba.extending import register_jitable

from games.teeko.board import CELLS, MARKERS, WINNING_PATTERNS

BINOMIAL = np.array(
    [[math.comb(n, k) for k in range(MARKERS + 1)] for n in range(CELLS + 1)], dtype=np.int64
)
"""``BINOMIAL[n, k]`` = C(n, k) for n <= 25, k <= 4."""
WINNING_PATTERNS_ARRAY = np.array(WINNING_PATTERNS, dtype=np.int64)

LAYERS = ((0, 0), (0, 1), (1, 1), (1, 2), (2, 2), (2, 3), (3, 3), (3, 4), (4, 4))
"""``(mover's markers, opponent's markers)`` of every layer, in table order.

Black moves when both have dropped as many markers, White when Black has one
more; in the move phase (4, 4) either may move.
"""
LAYER_COUNTS = np.array(LAYERS, dtype=np.int64)
LAYER_OF = np.full((MARKERS + 1, MARKERS + 1), -1, dtype=np.int64)
LAYER_SIZE = np.zeros(len(LAYERS), dtype=np.int64)
LAYER_START = np.zeros(len(LAYERS) + 1, dtype=np.int64)
for _number, (_mover, _opponent) in enumerate(LAYERS):
    LAYER_OF[_mover, _opponent] = _number
    LAYER_SIZE[_number] = BINOMIAL[CELLS, _mover] * BINOMIAL[CELLS - _mover, _opponent]
    LAYER_START[_number + 1] = LAYER_START[_number] + LAYER_SIZE[_number]
TABLE_SIZE = int(LAYER_START[-1])
"""Positions in the table (about 9.7e7)."""


def _subsets_in_colex_order(size: int) -> np.ndarray:
    """Masks of every ``size``-subset of the 25 cells, at their colexicographic rank."""
    ordered = sorted(itertools.combinations(range(CELLS), size), key=lambda cells: cells[::-1])
    return np.array([sum(1 << cell for cell in cells) for cells in ordered], dtype=np.int64)


SUBSETS = np.zeros((MARKERS + 1, int(BINOMIAL[CELLS, MARKERS])), dtype=np.int64)
"""``SUBSETS[k, r]`` is the mask of the k-subset of rank ``r`` (positions 0..24)."""
for _size in range(MARKERS + 1):
    _masks = _subsets_in_colex_order(_size)
    SUBSETS[_size, : len(_masks)] = _masks


@register_jitable
def count_cells(mask: int) -> int:
    count = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


@register_jitable
def subset_rank(cells: int, excluded: int) -> int:
    """Colexicographic rank of ``cells`` among the cells not in ``excluded``."""
    rank = 0
    seen = 0
    position = 0
    for cell in range(CELLS):
        if excluded >> cell & 1:
            continue
        if cells >> cell & 1:
            seen += 1
            rank += BINOMIAL[position, seen]
        position += 1
    return rank


@register_jitable
def spread(compressed: int, excluded: int) -> int:
    """The cells whose positions among the cells not in ``excluded`` are set in ``compressed``."""
    mask = 0
    position = 0
    for cell in range(CELLS):
        if excluded >> cell & 1:
            continue
        if compressed >> position & 1:
            mask |= 1 << cell
        position += 1
    return mask


@register_jitable
def position_index(mover: int, opponent: int) -> int:
    """Where the position (``mover`` to move against ``opponent``) sits in the table."""
    movers = count_cells(mover)
    opponents = count_cells(opponent)
    layer = LAYER_OF[movers, opponents]
    return (
        LAYER_START[layer]
        + subset_rank(mover, 0) * BINOMIAL[CELLS - movers, opponents]
        + subset_rank(opponent, mover)
    )


@register_jitable
def position_at(layer: int, offset: int) -> tuple[int, int]:
    """``(mover, opponent)`` of the position at ``offset`` inside ``layer``."""
    movers = LAYER_COUNTS[layer, 0]
    opponents = LAYER_COUNTS[layer, 1]
    per_mover = BINOMIAL[CELLS - movers, opponents]
    mover = SUBSETS[movers, offset // per_mover]
    opponent = spread(SUBSETS[opponents, offset % per_mover], mover)
    return mover, opponent


@register_jitable
def has_line(mask: int) -> bool:
    """Whether ``mask`` holds a winning pattern."""
    for pattern in WINNING_PATTERNS_ARRAY:  # noqa: SIM110 (a loop numba compiles)
        if mask & pattern == pattern:
            return True
    return False
