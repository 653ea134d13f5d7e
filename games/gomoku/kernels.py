"""The gomoku pattern evaluator compiled with numba: the first part of a compiled engine.

:class:`CompiledPatterns` keeps the same incremental line patterns as
:class:`games.gomoku.patterns.Board` (per empty cell, direction and player the base-3
code of the four cells on each side, its shape from the rule's table, and each
player's sum of :data:`~games.gomoku.patterns.SHAPE_VALUE`), in numpy arrays updated
by compiled kernels.  It does not keep the tracked threat cells or candidates yet:
it is the evaluator a compiled search will call, checked against ``Board`` by a test
and measured beside it by ``tools/bench_gomoku_patterns.py``.

The kernels compile on first use (``cache=True`` keeps them between runs); nothing
compiles at import time.
"""

from __future__ import annotations

from functools import cache

import numpy as np
from numba import njit

from games.gomoku.patterns import SHAPE_VALUE, _initial_codes, _rays, shape_table
from games.mnk import Geometry

MAX_RAYS = 32
"""Neighbours of a cell along its four lines, four each side."""


@njit(cache=True, nogil=True)
def _update(stones, codes, shapes, value, tables, ray_other, ray_index, ray_weight, ray_count,
            shape_value, cell, player, sign):  # fmt: skip
    """Add (``sign`` 1) or remove (-1) ``player``'s stone at ``cell`` in its neighbours'
    codes, shapes and, for empty neighbours, the players' values."""
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
            if shape != old:
                shapes[p, index] = shape
                if stones[ray_other[cell, i]] < 0:
                    change += shape_value[shape] - shape_value[old]
        value[p] += change


@njit(cache=True, nogil=True)
def place(stones, codes, shapes, value, tables, ray_other, ray_index, ray_weight, ray_count,
          shape_value, cell, player):  # fmt: skip
    """Put ``player``'s stone on the empty ``cell``."""
    for p in range(2):
        for d in range(4):
            value[p] -= shape_value[shapes[p, cell * 4 + d]]
    stones[cell] = player
    _update(stones, codes, shapes, value, tables, ray_other, ray_index, ray_weight, ray_count,
            shape_value, cell, player, 1)  # fmt: skip


@njit(cache=True, nogil=True)
def undo(stones, codes, shapes, value, tables, ray_other, ray_index, ray_weight, ray_count,
         shape_value, cell):  # fmt: skip
    """Take the stone on ``cell`` back."""
    player = stones[cell]
    _update(stones, codes, shapes, value, tables, ray_other, ray_index, ray_weight, ray_count,
            shape_value, cell, player, -1)  # fmt: skip
    stones[cell] = -1
    for p in range(2):
        for d in range(4):
            value[p] += shape_value[shapes[p, cell * 4 + d]]


@njit(cache=True, nogil=True)
def replay_evaluations(stones, codes, shapes, value, tables, ray_other, ray_index, ray_weight,
                       ray_count, shape_value, cells, players):  # fmt: skip
    """For a benchmark: place each of ``cells`` (for ``players``), evaluate for the side
    to move after it, then take them all back; returns the sum of the evaluations."""
    total = 0
    for i in range(cells.shape[0]):
        place(stones, codes, shapes, value, tables, ray_other, ray_index, ray_weight,
              ray_count, shape_value, cells[i], players[i])  # fmt: skip
        mover = 1 - players[i]
        total += value[mover] * 3 // 2 - value[1 - mover]
    for i in range(cells.shape[0] - 1, -1, -1):
        undo(stones, codes, shapes, value, tables, ray_other, ray_index, ray_weight, ray_count,
             shape_value, cells[i])  # fmt: skip
    return total


@cache
def _static_arrays(g: Geometry, renju: bool) -> tuple[np.ndarray, ...]:
    """(tables, ray_other, ray_index, ray_weight, ray_count, shape_value) for ``g``."""
    exact = (True, False) if renju else (not g.overline_wins,) * 2
    tables = np.array([shape_table(exact[0]), shape_table(exact[1])], dtype=np.int8)
    rays = _rays(g)
    ray_other = np.zeros((g.cells, MAX_RAYS), dtype=np.int32)
    ray_index = np.zeros((g.cells, MAX_RAYS), dtype=np.int32)
    ray_weight = np.zeros((g.cells, MAX_RAYS), dtype=np.int32)
    ray_count = np.zeros(g.cells, dtype=np.int32)
    for cell, triples in enumerate(rays):
        ray_count[cell] = len(triples)
        for i, (other, index, weight) in enumerate(triples):
            ray_other[cell, i], ray_index[cell, i], ray_weight[cell, i] = other, index, weight
    shape_value = np.array(SHAPE_VALUE, dtype=np.int64)
    return tables, ray_other, ray_index, ray_weight, ray_count, shape_value


class CompiledPatterns:
    """Incremental shapes and values of a gomoku board in numpy arrays (see the module).

    ``place`` and ``undo`` must be paired (last in, first out); players are 0 and 1.
    """

    def __init__(self, g: Geometry, renju: bool = False) -> None:
        if g.k != 5:
            raise ValueError(f"gomoku shapes need five in a row, got k={g.k}")
        self.geometry = g
        self.static = _static_arrays(g, renju)
        tables = self.static[0]
        self.stones = np.full(g.cells, -1, dtype=np.int8)
        codes = np.array(_initial_codes(g), dtype=np.int32)
        self.codes = np.stack([codes, codes.copy()])
        self.shapes = np.stack([tables[0][codes], tables[1][codes]]).astype(np.int8)
        shape_value = self.static[5]
        self.value = np.array([shape_value[self.shapes[p]].sum() for p in (0, 1)], dtype=np.int64)
        self.history: list[int] = []

    def _arrays(self) -> tuple[np.ndarray, ...]:
        tables, ray_other, ray_index, ray_weight, ray_count, shape_value = self.static
        return (self.stones, self.codes, self.shapes, self.value, tables, ray_other, ray_index,
                ray_weight, ray_count, shape_value)  # fmt: skip

    def place(self, cell: int, player: int) -> None:
        """Put ``player``'s stone on the empty ``cell``."""
        place(*self._arrays(), cell, player)
        self.history.append(cell)

    def undo(self) -> None:
        """Take back the last stone."""
        undo(*self._arrays(), self.history.pop())

    def evaluate(self, player: int) -> int:
        """Static value for ``player`` (to move), as :meth:`Board.evaluate` computes it."""
        return int(self.value[player] * 3 // 2 - self.value[1 - player])

    def replay_evaluations(self, cells: np.ndarray, players: np.ndarray) -> int:
        """Place, evaluate after each, and take back ``cells`` in one compiled call."""
        return int(replay_evaluations(*self._arrays(), cells, players))


def warm_up() -> None:
    """Compile the kernels (or load them from numba's cache) on a tiny sequence."""
    from games.mnk import geometry

    patterns = CompiledPatterns(geometry(15, 15, 5))
    patterns.place(112, 0)
    patterns.undo()
    patterns.replay_evaluations(np.array([112], dtype=np.int32), np.array([0], dtype=np.int32))
