"""The compiled gomoku board's arrays and how a stone updates them.

Two tuples of numpy arrays hold a board: ``s`` (static, per board size and rule, see
:func:`static_arrays`) and ``b`` (the position, see :func:`new_board`).  Per empty cell,
direction and player: the base-3 code of the four cells on each side and its shape;
per player: the sum of :data:`~games.mnk.patterns.SHAPE_VALUE` over the shapes, and
the cells making each tracked shape (five, open four, four, open three) as sparse sets
with a count of directions; the candidate cells (empty, within two cells of a stone) as
a sparse set; the Zobrist key (the Python board's keys, so the two can be compared).
The threat searches, which never ask for candidates, place their stones with
:func:`place_on_lines`, which leaves that set alone (a quarter of the work of a stone).

Players are 0 (Black) and 1 (White); ``stones[cell]`` is -1 for an empty cell.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from games.kernels.jit import inline_kernel, kernel
from games.mnk.forbidden import lines_of_size
from games.mnk.patterns import (
    MOVE_VALUE,
    OPEN_THREE,
    SHAPE_VALUE,
    _initial_codes,
    _rays,
    _zobrist,
    near_cells,
    shape_table,
)
from games.mnk.rules import Geometry

MAX_RAYS = 32
"""Neighbours of a cell along its four lines, four each side."""
MAX_ZONE = 24
"""Cells within two steps of a cell (king moves)."""
LINE_SPAN = 11
"""Cells of a renju line through a cell: five on each side and itself."""
WIDTH, HEIGHT, EXACT_BLACK, EXACT_WHITE, RENJU = range(5)
"""Indices in the ``params`` array of the static tuple."""

# --- the static arrays -------------------------------------------------------------------


@cache
def static_arrays(g: Geometry, renju: bool) -> tuple[np.ndarray, ...]:
    """(tables, overline table, ray other/index/weight/count, zone, zone count, zobrist,
    shape values, move values, renju lines, line lengths, line positions, params)."""
    exact = (True, False) if renju else (not g.overline_wins,) * 2
    tables = np.array([shape_table(exact[0]), shape_table(exact[1])], dtype=np.int8)
    overline_table = np.array(shape_table(False), dtype=np.int8)
    ray_other = np.zeros((g.cells, MAX_RAYS), dtype=np.int32)
    ray_index = np.zeros((g.cells, MAX_RAYS), dtype=np.int32)
    ray_weight = np.zeros((g.cells, MAX_RAYS), dtype=np.int32)
    ray_count = np.zeros(g.cells, dtype=np.int32)
    for cell, triples in enumerate(_rays(g)):
        ray_count[cell] = len(triples)
        for i, (other, index, weight) in enumerate(triples):
            ray_other[cell, i], ray_index[cell, i], ray_weight[cell, i] = other, index, weight
    zone = np.zeros((g.cells, MAX_ZONE), dtype=np.int32)
    zone_count = np.zeros(g.cells, dtype=np.int32)
    for cell, cells in enumerate(near_cells(g)):
        zone_count[cell] = len(cells)
        zone[cell, : len(cells)] = cells
    zobrist = np.array(_zobrist(g.cells), dtype=np.uint64)
    lines = np.full((g.cells, 4, LINE_SPAN), -1, dtype=np.int32)
    line_length = np.zeros((g.cells, 4), dtype=np.int32)
    line_at = np.zeros((g.cells, 4), dtype=np.int32)
    for cell, per_direction in enumerate(lines_of_size(g.width, g.height)):
        for d, (line, at) in enumerate(per_direction):
            lines[cell, d, : len(line)] = line
            line_length[cell, d] = len(line)
            line_at[cell, d] = at
    params = np.array([g.width, g.height, exact[0], exact[1], renju], dtype=np.int64)
    return (
        tables, overline_table, ray_other, ray_index, ray_weight, ray_count, zone, zone_count,
        zobrist, np.array(SHAPE_VALUE, dtype=np.int64), np.array(MOVE_VALUE, dtype=np.int64),
        lines, line_length, line_at, params,
    )  # fmt: skip


def new_board(g: Geometry, renju: bool) -> tuple[np.ndarray, ...]:
    """The empty board's arrays: (stones, codes, shapes, value, tracked count, tracked list,
    tracked position, tracked length, near, candidate list, candidate position, candidate
    length, history, history length, key, renju scratch: five points per recursion)."""
    tables = static_arrays(g, renju)[0]
    codes = np.array(_initial_codes(g), dtype=np.int32)
    shapes = np.stack([tables[0][codes], tables[1][codes]]).astype(np.int8)
    shape_value = np.array(SHAPE_VALUE, dtype=np.int64)
    board = (
        np.full(g.cells, -1, dtype=np.int8),
        np.stack([codes, codes.copy()]),
        shapes,
        np.array([shape_value[shapes[p]].sum() for p in (0, 1)], dtype=np.int64),
        np.zeros((2, 8, g.cells), dtype=np.int8),
        np.zeros((2, 8, g.cells), dtype=np.int16),
        np.zeros((2, 8, g.cells), dtype=np.int16),
        np.zeros((2, 8), dtype=np.int32),
        np.zeros(g.cells, dtype=np.int16),
        np.zeros(g.cells, dtype=np.int16),
        np.zeros(g.cells, dtype=np.int16),
        np.zeros(1, dtype=np.int32),
        np.zeros(g.cells + 1, dtype=np.int16),
        np.zeros(1, dtype=np.int32),
        np.zeros(1, dtype=np.uint64),
        np.zeros((g.cells, LINE_SPAN), dtype=np.int64),
    )
    _track_initial(board)
    return board


@kernel
def _track_initial(b):
    """Lists the empty board's tracked shapes (edge cells may make none; kept general)."""
    shapes = b[2]
    cells = b[0].shape[0]
    for p in range(2):
        for cell in range(cells):
            for d in range(4):
                if shapes[p, cell * 4 + d] >= OPEN_THREE:
                    _track(b, p, cell, shapes[p, cell * 4 + d], 1)


# --- sparse sets ---------------------------------------------------------------------------


@kernel
def _track(b, p, cell, shape, sign):
    """Count ``sign`` (1 or -1) more directions where ``p`` makes ``shape`` (a tracked one)
    at ``cell``."""
    count, members, where, length = b[4], b[5], b[6], b[7]
    old = count[p, shape, cell]
    count[p, shape, cell] = old + sign
    if old == 0:
        n = length[p, shape]
        members[p, shape, n] = cell
        where[p, shape, cell] = n
        length[p, shape] = n + 1
    elif old + sign == 0:
        n = length[p, shape] - 1
        i = where[p, shape, cell]
        last = members[p, shape, n]
        members[p, shape, i] = last
        where[p, shape, last] = i
        length[p, shape] = n


# --- placing and removing stones -------------------------------------------------------------


@inline_kernel
def _update(b, s, cell, player, sign):
    """Add (``sign`` 1) or remove (-1) ``player``'s stone at ``cell`` in its neighbours'
    codes, shapes, values and tracked cells (for empty neighbours).

    The hot loop of every search: the tracked-set updates are written out here, since
    a numba call with array arguments costs more than the update itself.
    """
    stones, codes, shapes, value = b[0], b[1], b[2], b[3]
    count, members, where, length = b[4], b[5], b[6], b[7]
    tables, ray_other, ray_index, ray_weight, ray_count = s[0], s[2], s[3], s[4], s[5]
    shape_value = s[9]
    for side in range(2):
        p = player if side == 0 else 1 - player
        digit = sign if side == 0 else 2 * sign
        change = 0
        for i in range(ray_count[cell]):
            index = ray_index[cell, i]
            code = codes[p, index] + digit * ray_weight[cell, i]
            codes[p, index] = code
            shape = tables[p, code]
            old = shapes[p, index]
            if shape == old:
                continue
            shapes[p, index] = shape
            other = ray_other[cell, i]
            if stones[other] >= 0:
                continue
            change += shape_value[shape] - shape_value[old]
            if old >= OPEN_THREE:
                left = count[p, old, other] - 1
                count[p, old, other] = left
                if left == 0:
                    n = length[p, old] - 1
                    at = where[p, old, other]
                    last = members[p, old, n]
                    members[p, old, at] = last
                    where[p, old, last] = at
                    length[p, old] = n
            if shape >= OPEN_THREE:
                before = count[p, shape, other]
                count[p, shape, other] = before + 1
                if before == 0:
                    n = length[p, shape]
                    members[p, shape, n] = other
                    where[p, shape, other] = n
                    length[p, shape] = n + 1
        value[p] += change


@inline_kernel
def place_on_lines(b, s, cell, player):
    """Put ``player``'s stone on the empty ``cell``, leaving the candidate cells as they
    were: for the threat searches, which never ask for them (:func:`undo_on_lines` takes
    it back)."""
    stones, shapes, value = b[0], b[2], b[3]
    shape_value, zobrist = s[9], s[8]
    for p in range(2):
        for d in range(4):
            shape = shapes[p, cell * 4 + d]
            value[p] -= shape_value[shape]
            if shape >= OPEN_THREE:
                _track(b, p, cell, shape, -1)
    stones[cell] = player
    _update(b, s, cell, player, 1)
    b[14][0] ^= zobrist[player, cell]
    history, history_length = b[12], b[13]
    history[history_length[0]] = cell
    history_length[0] += 1


@inline_kernel
def undo_on_lines(b, s):
    """Take back the last stone, placed by :func:`place_on_lines`; returns its cell."""
    stones, shapes, value = b[0], b[2], b[3]
    shape_value, zobrist = s[9], s[8]
    history, history_length = b[12], b[13]
    history_length[0] -= 1
    cell = history[history_length[0]]
    player = stones[cell]
    _update(b, s, cell, player, -1)
    stones[cell] = -1
    b[14][0] ^= zobrist[player, cell]
    for p in range(2):
        for d in range(4):
            shape = shapes[p, cell * 4 + d]
            value[p] += shape_value[shape]
            if shape >= OPEN_THREE:
                _track(b, p, cell, shape, 1)
    return cell


@inline_kernel
def place(b, s, cell, player):
    """Put ``player``'s stone on the empty ``cell``."""
    place_on_lines(b, s, cell, player)
    stones, near, zone, zone_count = b[0], b[8], s[6], s[7]
    members, where, length = b[9], b[10], b[11]
    n = length[0]
    for i in range(zone_count[cell]):
        other = zone[cell, i]
        near[other] += 1
        if near[other] == 1 and stones[other] < 0:  # a new candidate
            members[n] = other
            where[other] = n
            n += 1
    if near[cell] > 0:  # the cell was a candidate
        n -= 1
        at = where[cell]
        last = members[n]
        members[at] = last
        where[last] = at
    length[0] = n


@inline_kernel
def undo(b, s):
    """Take back the last stone, placed by :func:`place`."""
    cell = undo_on_lines(b, s)
    stones, near, zone, zone_count = b[0], b[8], s[6], s[7]
    members, where, length = b[9], b[10], b[11]
    n = length[0]
    if near[cell] > 0:  # a candidate again
        members[n] = cell
        where[cell] = n
        n += 1
    for i in range(zone_count[cell]):
        other = zone[cell, i]
        near[other] -= 1
        if near[other] == 0 and stones[other] < 0:  # no longer a candidate
            n -= 1
            at = where[other]
            last = members[n]
            members[at] = last
            where[last] = at
    length[0] = n
