"""numba kernels of the retrograde analysis that fills the perfect-play table.

Byte values (see :mod:`games.teeko.table`): ``0`` is a draw (while building:
not known yet), ``v > 0`` means the game ends ``v - 1`` plies away with best
play, a win for the side to move when that distance is odd, a loss when even.
Positions where either side already has four in a row are terminal (``1``, a
loss for the side to move; a position where only the side to move has a line
cannot arise in a game).

The move phase (layer (4, 4)) has cycles, so it is solved backwards from the
terminal positions one distance at a time: a position one move before a loss
is a win one ply further; a position whose moves all lead to wins becomes a
loss one ply further than its slowest one (a counter per position tracks the
moves not yet known to lose).  What is left at the end is a draw.  The drop
layers have no cycles and are each solved in one sweep from the layer after.

Compiling these happens on first call (``cache=True`` keeps the result on disk).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from games.kernels.jit import njit
from games.teeko.board import CELLS, FULL, MARKERS, NEIGHBOURS
from games.teeko.index import (
    LAYER_SIZE,
    LAYER_START,
    LAYERS,
    TABLE_SIZE,
    count_cells,
    has_line,
    position_at,
    position_index,
)

MOVE_LAYER = len(LAYER_SIZE) - 1
"""The move phase: four markers each."""
_NEIGHBOURS = np.array(NEIGHBOURS, dtype=np.int64)


@njit(cache=True)
def count_slides(mover: int, opponent: int) -> int:
    """Moves of the side to move in the move phase."""
    empty = FULL & ~(mover | opponent)
    total = 0
    for cell in range(CELLS):
        if mover >> cell & 1:
            total += count_cells(_NEIGHBOURS[cell] & empty)
    return total


@njit(cache=True)
def children(mover: int, opponent: int) -> np.ndarray:
    """The mover's markers after each of its moves (a drop while it has fewer than four)."""
    empty = FULL & ~(mover | opponent)
    result = np.zeros(CELLS * 8, dtype=np.int64)
    found = 0
    for cell in range(CELLS):
        if count_cells(mover) < MARKERS:
            if empty >> cell & 1:
                result[found] = mover | (1 << cell)
                found += 1
        elif mover >> cell & 1:
            targets = _NEIGHBOURS[cell] & empty
            for target in range(CELLS):
                if targets >> target & 1:
                    result[found] = (mover & ~(1 << cell)) | (1 << target)
                    found += 1
    return result[:found]


@njit(cache=True)
def value_from_children(values: np.ndarray, mover: int, opponent: int) -> int:
    """The byte of a non-terminal position, from its children's bytes."""
    best_win = 1 << 30
    longest_loss = -1
    draw = False
    for after in children(mover, opponent):
        value = int(values[position_index(opponent, after)])
        if value == 0:
            draw = True
        elif (value - 1) % 2 == 0:
            best_win = min(best_win, value)
        else:
            longest_loss = max(longest_loss, value)
    if best_win < (1 << 30):
        return best_win + 1
    if draw or longest_loss < 0:
        return 0
    return longest_loss + 1


@njit(cache=True)
def start_move_phase(values: np.ndarray, counts: np.ndarray) -> int:
    """Marks terminal positions as lost in 0 and counts every other position's moves.

    Returns how many positions are terminal.
    """
    start = LAYER_START[MOVE_LAYER]
    terminal = 0
    for offset in range(LAYER_SIZE[MOVE_LAYER]):
        mover, opponent = position_at(MOVE_LAYER, offset)
        if has_line(opponent) or has_line(mover):
            values[start + offset] = 1
            terminal += 1
        else:
            counts[offset] = count_slides(mover, opponent)
    return terminal


@njit(cache=True)
def retreat(values: np.ndarray, counts: np.ndarray, distance: int) -> int:
    """Settles the positions one move before those ending ``distance`` plies away.

    Returns how many positions end ``distance`` plies away.
    """
    start = LAYER_START[MOVE_LAYER]
    found = 0
    for offset in range(LAYER_SIZE[MOVE_LAYER]):
        if values[start + offset] != distance + 1:
            continue
        found += 1
        mover, opponent = position_at(MOVE_LAYER, offset)
        empty = FULL & ~(mover | opponent)
        for cell in range(CELLS):
            if not opponent >> cell & 1:
                continue
            sources = _NEIGHBOURS[cell] & empty
            for source in range(CELLS):
                if not sources >> source & 1:
                    continue
                before = (opponent & ~(1 << cell)) | (1 << source)
                if has_line(before) or has_line(mover):
                    continue
                index = position_index(before, mover)
                if values[index] != 0:
                    continue
                if distance % 2 == 0:
                    values[index] = distance + 2
                else:
                    counts[index - start] -= 1
                    if counts[index - start] == 0:
                        values[index] = distance + 2
    return found


def solve_layer(values: np.ndarray, layer: int) -> None:
    """Fills a drop layer from the layer its drops lead to."""
    solve_layer_range(values, layer, 0, int(LAYER_SIZE[layer]))


@njit(cache=True)
def solve_layer_range(values: np.ndarray, layer: int, begin: int, end: int) -> None:
    """Fills offsets ``begin..end`` of a drop layer from the layer its drops lead to
    (``values`` must reach to the end of that layer)."""
    start = LAYER_START[layer]
    for offset in range(begin, end):
        mover, opponent = position_at(layer, offset)
        if has_line(opponent):
            values[start + offset] = 1
        else:
            values[start + offset] = value_from_children(values, mover, opponent)


@njit(cache=True)
def count_inconsistent(values: np.ndarray, layer: int, begin: int, end: int) -> int:
    """Positions at offsets ``begin..end`` of ``layer`` whose byte disagrees with their children."""
    start = LAYER_START[layer]
    wrong = 0
    for offset in range(begin, end):
        mover, opponent = position_at(layer, offset)
        if has_line(opponent) or has_line(mover):
            expected = 1
        else:
            expected = value_from_children(values, mover, opponent)
        if values[start + offset] != expected:
            wrong += 1
    return wrong


def build(progress: Callable[[str], None] | None = None) -> np.ndarray:
    """Every position's byte, in table order (about 97 MB; a few minutes on one core).

    ``progress`` receives a line after each stage: each distance of the move
    phase (about 40), then each drop layer.
    """
    report = progress if progress is not None else (lambda stage: None)
    values = np.zeros(TABLE_SIZE, dtype=np.uint8)
    solve_move_phase(values, report)
    for layer in range(MOVE_LAYER - 1, -1, -1):
        solve_layer(values, layer)
        report(f"drop phase: solved {LAYERS[layer][0]} markers against {LAYERS[layer][1]}")
    return values


def solve_move_phase(values: np.ndarray, report: Callable[[str], None]) -> None:
    """Fills the move phase (layer (4, 4)) of a whole table's ``values``; ``report`` hears
    of each distance."""
    counts = np.zeros(LAYER_SIZE[MOVE_LAYER], dtype=np.uint8)
    terminal = start_move_phase(values, counts)
    report(f"move phase: {terminal:,} positions are over (four in a row or a square)")
    distance = 0
    while True:
        found = retreat(values, counts, distance)
        if found == 0:
            break
        report(f"move phase: {found:,} positions end {distance} plies away")
        distance += 1
        if distance + 2 > np.iinfo(values.dtype).max:
            raise OverflowError("a distance to the end does not fit in one byte")
