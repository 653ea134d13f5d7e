"""Renju's rule: the points Black, who moves first, may not play on 15x15.

Black wins only with exactly five in a row; White wins with five or more.  A
point is *forbidden* for Black when the stone there would make (checked in this
order):

1. nothing forbidden if it makes exactly five in some line (a five wins even if
   it is also a double-four or an overline in another line);
2. an *overline*: six or more in a row;
3. a *double-four*: two or more fours at once, also two in the same line
   (``x.xXx.x``: either gap makes five);
4. a *double-three*: two or more threes at once.

A *four* is a line where one more black stone makes exactly five; a *straight
four* has two such points, five cells apart (``.xxxx.``).  A *three* is a line
where one more black stone makes a straight four, **and that stone is not itself
forbidden** (the official rule, applied recursively): a three whose only way to
a straight four runs through a forbidden point is a false three and does not
count.  A line that is already a four is not also counted as a three.

The checks work on a flat list of cells (``-1`` empty, ``0`` Black, ``1`` White)
in the row-major numbering of :mod:`games.mnk.rules`, so the engine's
:class:`~games.mnk.patterns.Board` and :class:`~games.mnk.renju.RenjuState` share them.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from dataclasses import dataclass
from functools import cache

from games.mnk.rules import Geometry, geometry

SIZE = 15
K = 5
EMPTY, BLACK, WHITE = -1, 0, 1
DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))
"""(row step, column step): across, up, the two diagonals."""
OVERLINE, DOUBLE_FOUR, DOUBLE_THREE = "overline", "double-four", "double-three"
"""The reasons a point is forbidden, as :func:`forbidden_reason` names them."""
REACH = 5
"""Cells looked at on each side of a point (a four through it ends within 4, its
five's neighbour within 5)."""


def _lines(g: Geometry) -> tuple[tuple[tuple[tuple[int, ...], int], ...], ...]:
    """For each cell and direction: the cells of the line through it, up to :data:`REACH`
    aside, in order, and the cell's index in that tuple."""
    return lines_of_size(g.width, g.height)  # hashing a Geometry is slow: key by size


@cache
def lines_of_size(width: int, height: int) -> tuple[tuple[tuple[tuple[int, ...], int], ...], ...]:
    g = geometry(width, height, K)
    table = []
    for cell in range(g.cells):
        row, column = divmod(cell, g.width)
        per_direction = []
        for d_row, d_column in DIRECTIONS:
            sides = []
            for sign in (-1, 1):
                cells = []
                for step in range(1, REACH + 1):
                    r, c = row + sign * step * d_row, column + sign * step * d_column
                    if not (0 <= r < g.height and 0 <= c < g.width):
                        break
                    cells.append(r * g.width + c)
                sides.append(cells)
            line = (*reversed(sides[0]), cell, *sides[1])
            per_direction.append((line, len(sides[0])))
        table.append(tuple(per_direction))
    return tuple(table)


def _run(stones: MutableSequence[int], line: tuple[int, ...], index: int) -> int:
    """Length of the black run through ``line[index]`` (a black stone) within ``line``."""
    left = index
    while left > 0 and stones[line[left - 1]] == BLACK:
        left -= 1
    right = index
    while right + 1 < len(line) and stones[line[right + 1]] == BLACK:
        right += 1
    return right - left + 1


def _exact_five_run(
    stones: MutableSequence[int], line: tuple[int, ...], index: int, at: int
) -> bool:
    """Whether ``line[index]`` is in a black run of exactly five that passes ``line[at]``.

    Such a run spans at most four cells on each side of ``at``, so the cells beyond its ends
    are within :data:`REACH` and belong to ``line`` unless they are off the board.
    """
    left = index
    while left > 0 and stones[line[left - 1]] == BLACK:
        left -= 1
    right = index
    while right + 1 < len(line) and stones[line[right + 1]] == BLACK:
        right += 1
    return right - left + 1 == 5 and left <= at <= right


def _five_points(stones: MutableSequence[int], line: tuple[int, ...], at: int) -> list[int]:
    """Indices of empty cells of ``line`` where Black makes exactly five through ``line[at]``."""
    points = []
    for index in range(max(0, at - 4), min(len(line), at + 5)):
        cell = line[index]
        if stones[cell] != EMPTY:
            continue
        stones[cell] = BLACK
        if _exact_five_run(stones, line, index, at):
            points.append(index)
        stones[cell] = EMPTY
    return points


def _fours(points: list[int]) -> int:
    """How many fours the five points of one line make: a straight four's two points count once."""
    count = len(points)
    for first in points:
        if first + 5 in points:
            count -= 1
    return count


def _is_straight_four(points: list[int]) -> bool:
    return any(first + 5 in points for first in points)


def _is_three(g: Geometry, stones: MutableSequence[int], line: tuple[int, ...], at: int) -> bool:
    """Whether ``line`` (with no four through ``line[at]``) is a real three for Black.

    Some empty cell of the line must turn it into a straight four through ``line[at]``
    and not be forbidden itself.
    """
    for index in range(max(0, at - 4), min(len(line), at + 5)):
        cell = line[index]
        if stones[cell] != EMPTY:
            continue
        stones[cell] = BLACK
        straight = _is_straight_four(_five_points(stones, line, at))
        stones[cell] = EMPTY
        if straight and forbidden_reason(g, stones, cell) is None:
            return True
    return False


def forbidden_reason(g: Geometry, stones: MutableSequence[int], cell: int) -> str | None:
    """Why Black may not play the empty ``cell`` (:data:`OVERLINE`, :data:`DOUBLE_FOUR`,
    :data:`DOUBLE_THREE`), or ``None`` when it is allowed.

    ``stones`` is the board as a flat list (``-1`` empty, ``0`` Black, ``1`` White); it is
    changed while the check runs and restored before it returns.
    """
    if stones[cell] != EMPTY:
        raise ValueError(f"{g.name(cell)} is not empty")
    stones[cell] = BLACK
    try:
        lines = _lines(g)[cell]
        runs = [_run(stones, line, at) for line, at in lines]
        if 5 in runs:
            return None
        if max(runs) > 5:
            return OVERLINE
        fours = 0
        four_lines = []
        for line, at in lines:
            # A four needs three more black stones within four cells.
            count = (
                _fours(_five_points(stones, line, at))
                if _black_around(stones, line, at) >= 3
                else 0
            )
            fours += count
            four_lines.append(count > 0)
        if fours >= 2:
            return DOUBLE_FOUR
        threes = 0
        for (line, at), has_four in zip(lines, four_lines, strict=True):
            if (
                not has_four
                and _black_around(stones, line, at) >= 2
                and _is_three(g, stones, line, at)
            ):
                threes += 1
                if threes >= 2:
                    return DOUBLE_THREE
        return None
    finally:
        stones[cell] = EMPTY


def _black_around(stones: MutableSequence[int], line: tuple[int, ...], at: int) -> int:
    """Black stones within four cells of ``line[at]`` (a three needs two besides it)."""
    low, high = max(0, at - 4), min(len(line), at + 5)
    return sum(1 for index in range(low, high) if index != at and stones[line[index]] == BLACK)


def may_be_forbidden(g: Geometry, stones: MutableSequence[int], cell: int) -> bool:
    """A cheap necessary condition for :func:`forbidden_reason` (it may say yes wrongly).

    A double needs two black stones near the point in two directions; an overline or two
    fours in one line need at least four in one.
    """
    busy = 0
    for line, _ in _lines(g)[cell]:
        count = sum(1 for other in line if stones[other] == BLACK)
        if count >= 4:
            return True
        if count >= 2:
            busy += 1
            if busy >= 2:
                return True
    return False


@dataclass(frozen=True, slots=True)
class ForbiddenPoint:
    """An empty cell Black may not play, and why (:data:`OVERLINE` and so on)."""

    cell: int
    reason: str


def forbidden_points(g: Geometry, stones: MutableSequence[int]) -> tuple[ForbiddenPoint, ...]:
    """Every empty cell forbidden for Black on the flat board ``stones``, in cell order."""
    points = []
    for cell, stone in enumerate(stones):
        if stone == EMPTY and may_be_forbidden(g, stones, cell):
            reason = forbidden_reason(g, stones, cell)
            if reason is not None:
                points.append(ForbiddenPoint(cell, reason))
    return tuple(points)


@cache
def exact_ends() -> dict[int, int]:
    """For each line of the 15x15 board, the mask of the cells extending it (Black's five
    must be exact)."""
    ends = geometry(SIZE, SIZE, K, overline_wins=False).line_ends
    assert ends is not None
    return ends
