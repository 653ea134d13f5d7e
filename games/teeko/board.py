"""Teeko's board: cells, neighbours, winning patterns and symmetries.

Cell ``row * 5 + column`` (row 0 at the bottom, column 0 on the left) is bit
number of the same index in a player's marker mask; ``a1`` is cell 0, ``c3``
(the centre) is cell 12.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

SIDE = 5
CELLS = SIDE * SIDE
MARKERS = 4
"""Markers per player."""
CENTRE = 12
"""Cell ``c3``."""
FULL = (1 << CELLS) - 1


def cell_name(cell: int) -> str:
    return f"{'abcde'[cell % SIDE]}{cell // SIDE + 1}"


CELL_NAMES = tuple(cell_name(cell) for cell in range(CELLS))


def _inside(row: int, column: int) -> bool:
    return 0 <= row < SIDE and 0 <= column < SIDE


def _mask(cells: Iterable[tuple[int, int]]) -> int:
    """The mask of the cells given as ``(row, column)``."""
    mask = 0
    for row, column in cells:
        mask |= 1 << (row * SIDE + column)
    return mask


def _winning_patterns() -> tuple[int, ...]:
    """Four in a row in any of the four directions, and the 16 2x2 squares (44 masks)."""
    patterns = []
    for row, column in itertools.product(range(SIDE), repeat=2):
        for d_row, d_column in ((0, 1), (1, 0), (1, 1), (1, -1)):
            if _inside(row + 3 * d_row, column + 3 * d_column):
                patterns.append(
                    _mask([(row + step * d_row, column + step * d_column) for step in range(4)])
                )
        if _inside(row + 1, column + 1):
            patterns.append(_mask(itertools.product((row, row + 1), (column, column + 1))))
    return tuple(patterns)


WINNING_PATTERNS = _winning_patterns()
"""Every winning set of four cells as a mask."""
PATTERNS_THROUGH = tuple(
    tuple(pattern for pattern in WINNING_PATTERNS if pattern >> cell & 1) for cell in range(CELLS)
)
NEIGHBOURS = tuple(
    _mask(
        [
            (cell // SIDE + d_row, cell % SIDE + d_column)
            for d_row in (-1, 0, 1)
            for d_column in (-1, 0, 1)
            if (d_row or d_column) and _inside(cell // SIDE + d_row, cell % SIDE + d_column)
        ]
    )
    for cell in range(CELLS)
)
"""For each cell, the mask of the up to eight cells around it."""


def _symmetries() -> tuple[tuple[int, ...], ...]:
    """The board's eight symmetries, each as ``new_cell = permutation[cell]``."""
    maps = []
    for turns in range(4):
        for mirror in (False, True):
            permutation = []
            for cell in range(CELLS):
                row, column = divmod(cell, SIDE)
                if mirror:
                    column = SIDE - 1 - column
                for _ in range(turns):
                    row, column = column, SIDE - 1 - row
                permutation.append(row * SIDE + column)
            maps.append(tuple(permutation))
    return tuple(maps)


SYMMETRIES = _symmetries()


def transform(mask: int, permutation: tuple[int, ...]) -> int:
    """``mask`` with every cell moved by ``permutation``."""
    result = 0
    for cell in range(CELLS):
        if mask >> cell & 1:
            result |= 1 << permutation[cell]
    return result
