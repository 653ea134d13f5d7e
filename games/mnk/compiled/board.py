"""The compiled gomoku board: the questions the searches ask of it, renju's forbidden
points and the Python view.

The same incremental bookkeeping as :class:`games.mnk.patterns.Board`, kept by numba
kernels on the arrays of :mod:`.encoding`.  Renju's forbidden-point check is compiled
too (:func:`forbidden`, the rules of :mod:`games.mnk.forbidden`), so Black's moves can
be filtered inside the searches.

The kernels compile on first use (``cache=True`` keeps them between runs), without
numba's reference counting (:mod:`games.kernels.jit`).
"""

from __future__ import annotations

import numpy as np

from games.kernels.jit import inline_kernel, kernel
from games.mnk.compiled.encoding import (
    EXACT_BLACK,
    RENJU,
    new_board,
    place,
    static_arrays,
    undo,
)
from games.mnk.patterns import FIVE, FOUR, OPEN_FOUR, OPEN_THREE
from games.mnk.rules import Geometry, MnkState

ALLOWED, OVERLINE, DOUBLE_FOUR, DOUBLE_THREE = range(4)
"""What :func:`forbidden` answers."""
FORBIDDEN_NAMES = (None, "overline", "double-four", "double-three")


@kernel
def replay_evaluations(b, s, cells, players):
    """For a benchmark: place each of ``cells`` (for ``players``), evaluate for the side
    to move after it, then take them all back; returns the sum of the evaluations."""
    total = 0
    for i in range(cells.shape[0]):
        place(b, s, cells[i], players[i])
        total += evaluate(b, 1 - players[i])
    for _ in range(cells.shape[0]):
        undo(b, s)
    return total


# --- questions the searches ask --------------------------------------------------------------


@inline_kernel
def _exactly_five(b, s, cell, player):
    """Whether ``player``'s stone on the empty ``cell`` makes exactly five in some line."""
    stones, lines, line_length, line_at = b[0], s[11], s[12], s[13]
    for d in range(4):
        at = line_at[cell, d]
        n = line_length[cell, d]
        run = 1
        i = at - 1
        while i >= 0 and stones[lines[cell, d, i]] == player:
            run += 1
            i -= 1
        i = at + 1
        while i < n and stones[lines[cell, d, i]] == player:
            run += 1
            i += 1
        if run == 5:
            return True
    return False


@inline_kernel
def five_cells(b, s, player, out):
    """Writes the cells where ``player`` wins at once into ``out``; returns how many."""
    members, length = b[5], b[7]
    exact = s[14][EXACT_BLACK + player]
    n = 0
    for i in range(length[player, FIVE]):
        cell = members[player, FIVE, i]
        if exact == 0 or _exactly_five(b, s, cell, player):
            out[n] = cell
            n += 1
    return n


@inline_kernel
def four_cells(b, s, player, out):
    """Writes the cells where ``player`` makes a four or an open four but not five into
    ``out`` (open fours first); returns how many."""
    count, members, length = b[4], b[5], b[7]
    n = 0
    for i in range(length[player, OPEN_FOUR]):
        cell = members[player, OPEN_FOUR, i]
        if count[player, FIVE, cell] == 0:
            out[n] = cell
            n += 1
    for i in range(length[player, FOUR]):
        cell = members[player, FOUR, i]
        if count[player, FIVE, cell] == 0 and count[player, OPEN_FOUR, cell] == 0:
            out[n] = cell
            n += 1
    return n


@inline_kernel
def move_value(b, s, player, cell):
    """How promising the empty ``cell`` is for ``player``: the shapes they would make there
    plus 4/5 of the other's."""
    shapes, weights = b[2], s[10]
    base = cell * 4
    mine = 0
    theirs = 0
    for d in range(4):
        mine += weights[shapes[player, base + d]]
        theirs += weights[shapes[1 - player, base + d]]
    return mine + theirs * 4 // 5


@inline_kernel
def move_values(b, s, player, cells, count, values):
    """:func:`move_value` of each of the first ``count`` of ``cells``, written to
    ``values``: one call for a whole move list."""
    for i in range(count):
        values[i] = move_value(b, s, player, cells[i])


@kernel
def sort_by_value(cells, values, start, count):
    """Sorts ``cells[start:count]`` (with their ``values``) by value, highest first; an
    insertion sort, for the short move lists of the searches."""
    for i in range(start + 1, count):
        cell, value = cells[i], values[i]
        j = i - 1
        while j >= start and values[j] < value:
            cells[j + 1], values[j + 1] = cells[j], values[j]
            j -= 1
        cells[j + 1], values[j + 1] = cell, value


@inline_kernel
def evaluate(b, player):
    """Static value for ``player`` (to move): the shapes each side could make, the mover's
    counted one and a half times."""
    value = b[3]
    return value[player] * 3 // 2 - value[1 - player]


@inline_kernel
def allowed(b, s, cell, player):
    """Whether ``player`` may play the empty ``cell``: always, except Black's forbidden
    points under renju (:func:`renju_allowed`)."""
    if s[14][RENJU] == 0 or player != 0:
        return True
    return renju_allowed(b, s, cell)


@kernel
def renju_allowed(b, s, cell):
    """Whether Black may play the empty ``cell`` under renju (the shapes rule most cells
    out before the full check)."""
    shapes, codes, overline_table = b[2], b[1], s[1]
    strong = 0
    for d in range(4):
        shape = shapes[0, cell * 4 + d]
        if shape >= OPEN_FOUR or overline_table[codes[0, cell * 4 + d]] == FIVE:
            strong = 2
            break
        if shape >= OPEN_THREE:
            strong += 1
    if strong < 2:
        return True
    return forbidden(b, s, np.int64(cell), np.int64(0)) == ALLOWED


# --- renju's forbidden points ---------------------------------------------------------------


@kernel
def _black_run(stones, s, cell, d, index):
    """Length of the black run through position ``index`` of ``cell``'s line ``d``, and
    its first and last positions."""
    lines, n = s[11], s[12][cell, d]
    left = index
    while left > 0 and stones[lines[cell, d, left - 1]] == 0:
        left -= 1
    right = index
    while right + 1 < n and stones[lines[cell, d, right + 1]] == 0:
        right += 1
    return right - left + 1, left, right


@kernel
def _five_points(stones, s, cell, d, points):
    """Positions of ``cell``'s line ``d`` where Black makes exactly five through ``cell``;
    written to ``points``, returns how many."""
    lines, n, at = s[11], s[12][cell, d], s[13][cell, d]
    count = 0
    for index in range(max(0, at - 4), min(n, at + 5)):
        other = lines[cell, d, index]
        if stones[other] != -1:
            continue
        stones[other] = 0
        run, left, right = _black_run(stones, s, cell, d, index)
        stones[other] = -1
        if run == 5 and left <= at <= right:
            points[count] = index
            count += 1
    return count


@kernel
def _fours_in(points, count):
    """Fours made by five points in one line: a straight four's two points count once."""
    fours = count
    for i in range(count):
        for j in range(count):
            if points[j] == points[i] + 5:
                fours -= 1
    return fours


@kernel
def _straight(points, count):
    """Whether two of the five points are five cells apart (a straight four)."""
    for i in range(count):
        for j in range(count):
            if points[j] == points[i] + 5:
                return True
    return False


@kernel
def _black_around(stones, s, cell, d):
    lines, n, at = s[11], s[12][cell, d], s[13][cell, d]
    total = 0
    for index in range(max(0, at - 4), min(n, at + 5)):
        if index != at and stones[lines[cell, d, index]] == 0:
            total += 1
    return total


@kernel
def forbidden(b, s, cell, depth):
    """Why Black may not play the empty ``cell`` (:data:`OVERLINE`, :data:`DOUBLE_FOUR`,
    :data:`DOUBLE_THREE`) or :data:`ALLOWED`: :func:`games.mnk.forbidden.forbidden_reason`
    compiled.  ``depth`` counts the recursion through false threes.  Recursive calls pass
    typed ``np.int64`` values: another argument type compiles a second version that
    numba's cache cannot link (numba issue 6713)."""
    stones, points = b[0], b[15][depth]
    lines, line_length, line_at = s[11], s[12], s[13]
    stones[cell] = 0
    has_four = 0  # bit d: a four in direction d
    reason = ALLOWED
    longest = 0
    for d in range(4):
        run, _, _ = _black_run(stones, s, cell, d, line_at[cell, d])
        if run == 5:
            stones[cell] = -1
            return ALLOWED
        longest = max(longest, run)
    if longest > 5:
        reason = OVERLINE
    else:
        fours = 0
        for d in range(4):
            if _black_around(stones, s, cell, d) >= 3:
                count = _fours_in(points, _five_points(stones, s, cell, d, points))
                fours += count
                if count > 0:
                    has_four |= 1 << d
        if fours >= 2:
            reason = DOUBLE_FOUR
        else:
            threes = 0
            for d in range(4):
                if has_four >> d & 1 or _black_around(stones, s, cell, d) < 2:
                    continue
                # A real three: some empty cell of the line makes a straight four through
                # ``cell`` and is not itself forbidden (checked recursively).
                at, n = line_at[cell, d], line_length[cell, d]
                for index in range(max(0, at - 4), min(n, at + 5)):
                    other = lines[cell, d, index]
                    if stones[other] != -1:
                        continue
                    stones[other] = 0
                    count = _five_points(stones, s, cell, d, points)
                    stones[other] = -1
                    if _straight(points, count) and (
                        forbidden(b, s, np.int64(other), depth + 1) == ALLOWED
                    ):
                        threes += 1
                        break
                if threes >= 2:
                    reason = DOUBLE_THREE
                    break
    stones[cell] = -1
    return reason


# --- the Python view, for tests and the searcher ---------------------------------------------


class CompiledBoard:
    """A compiled board with Python methods (for tests, the searcher's set-up and tools).

    ``place`` and ``undo`` must be paired (last in, first out).
    """

    def __init__(self, g: Geometry, renju: bool = False) -> None:
        if g.k != 5:
            raise ValueError(f"gomoku shapes need five in a row, got k={g.k}")
        self.geometry = g
        self.renju = renju
        self.s = static_arrays(g, renju)
        self.b = new_board(g, renju)
        self._out = np.zeros(g.cells, dtype=np.int64)

    @classmethod
    def from_stones(cls, g: Geometry, black: int, white: int, renju: bool = False) -> CompiledBoard:
        """A board holding the stones of two bit masks."""
        board = cls(g, renju)
        for cell in range(g.cells):
            if (black | white) >> cell & 1:
                board.place(cell, 0 if black >> cell & 1 else 1)
        return board

    @classmethod
    def of_state(cls, state: MnkState) -> CompiledBoard:
        """The board of an m,n,k ``state`` (k=5), under its rules (Black's forbidden points
        when ``state.renju``), as :meth:`games.mnk.patterns.Board.of_state`."""
        renju = state.renju
        return cls.from_stones(state.geometry, *state.stones, renju=renju)

    @property
    def stones(self) -> np.ndarray:
        return self.b[0]

    @property
    def key(self) -> int:
        return int(self.b[14][0])

    def place(self, cell: int, player: int) -> None:
        """Put ``player``'s stone on the empty ``cell``."""
        place(self.b, self.s, cell, player)

    def undo(self) -> None:
        """Take back the last stone."""
        undo(self.b, self.s)

    def history(self) -> list[int]:
        return self.b[12][: self.b[13][0]].tolist()

    def tracked(self, player: int, shape: int) -> dict[int, int]:
        """Cells where ``player`` makes ``shape`` (a tracked one) -> number of directions."""
        members = self.b[5][player, shape, : self.b[7][player, shape]]
        return {int(cell): int(self.b[4][player, shape, cell]) for cell in members}

    def candidates(self) -> set[int]:
        return {int(cell) for cell in self.b[9][: self.b[11][0]]}

    def five_cells(self, player: int) -> list[int]:
        return self._out[: five_cells(self.b, self.s, player, self._out)].tolist()

    def four_cells(self, player: int) -> list[int]:
        return self._out[: four_cells(self.b, self.s, player, self._out)].tolist()

    def allowed(self, cell: int, player: int) -> bool:
        return bool(allowed(self.b, self.s, cell, player))

    def forbidden_reason(self, cell: int) -> str | None:
        """Why Black may not play the empty ``cell`` (renju's words), or ``None``."""
        return FORBIDDEN_NAMES[forbidden(self.b, self.s, np.int64(cell), np.int64(0))]

    def move_value(self, cell: int, player: int) -> int:
        return int(move_value(self.b, self.s, player, cell))

    def evaluate(self, player: int) -> int:
        return int(evaluate(self.b, player))

    def replay_evaluations(self, cells: np.ndarray, players: np.ndarray) -> int:
        """Place, evaluate after each, and take back ``cells`` in one compiled call."""
        return int(replay_evaluations(self.b, self.s, cells, players))
