"""Renju: gomoku on 15x15 where Black, who moves first, may not play forbidden points.

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
in the row-major numbering of :mod:`games.mnk`, so the engine's
:class:`~games.gomoku.patterns.Board` and :class:`RenjuState` share them.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from dataclasses import dataclass
from functools import cache

from engine.game_api import IllegalMoveError
from games.mnk import Geometry, MnkState, geometry

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
    return _lines_of_size(g.width, g.height)  # hashing a Geometry is slow: key by size


@cache
def _lines_of_size(width: int, height: int) -> tuple[tuple[tuple[tuple[int, ...], int], ...], ...]:
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
def _exact_ends() -> dict[int, int]:
    ends = geometry(SIZE, SIZE, K, overline_wins=False).line_ends
    assert ends is not None
    return ends


class RenjuState(MnkState):
    """A renju position: :class:`MnkState` on 15x15 with Black's forbidden points.

    :meth:`legal_moves` leaves them out when Black is to move and :meth:`parse_move`
    refuses them with the reason; :meth:`forbidden_points` lists them for the board.
    """

    __slots__ = ("_forbidden",)

    renju = True
    """Marks the rule for engines (the gomoku searcher checks Black's moves)."""

    def __init__(
        self,
        geometry: Geometry,
        stones: tuple[int, int] = (0, 0),
        to_move: int = 0,
        last_move: int | None = None,
    ) -> None:
        self._forbidden: dict[int, str] | None = None
        super().__init__(geometry, stones, to_move, last_move)  # type: ignore[arg-type]

    @classmethod
    def new_game(cls) -> RenjuState:
        """The empty 15x15 board, Black to move."""
        return cls(geometry(SIZE, SIZE, K))

    def _find_win(self) -> int:
        """A line the last mover completed: exactly five for Black, five or more for White."""
        if self.last_move is None:
            return 0
        player = 1 - self.to_move
        mine = self.stones[player]
        ends = _exact_ends()
        for line in self.geometry.lines_through[self.last_move]:
            if mine & line == line and (player == WHITE or not mine & ends[line]):
                return line
        return 0

    def _with_detected_win(self) -> MnkState:
        ends = _exact_ends()
        for line in self.geometry.lines:
            for player in (BLACK, WHITE):
                stones = self.stones[player]
                if stones & line == line and (player == WHITE or not stones & ends[line]):
                    if player == self.to_move:
                        raise ValueError("the side to move has already won")
                    return RenjuState(
                        self.geometry, self.stones, self.to_move, line.bit_length() - 1
                    )
        return self

    def play(self, move: int) -> RenjuState:
        stones = list(self.stones)
        stones[self.to_move] |= 1 << move
        return RenjuState(self.geometry, (stones[0], stones[1]), 1 - self.to_move, move)

    def cells(self) -> list[int]:
        """The board as a flat list: ``-1`` empty, ``0`` Black, ``1`` White."""
        black, white = self.stones
        return [
            BLACK if black >> cell & 1 else WHITE if white >> cell & 1 else EMPTY
            for cell in range(self.geometry.cells)
        ]

    def _forbidden_map(self) -> dict[int, str]:
        if self._forbidden is None:
            points = forbidden_points(self.geometry, self.cells())
            self._forbidden = {point.cell: point.reason for point in points}
        return self._forbidden

    def forbidden_points(self) -> tuple[ForbiddenPoint, ...]:
        """Black's forbidden points now, whoever is to move (none once the game is over).

        For the board view to mark; computed once per position.
        """
        if self.outcome() is not None:
            return ()
        return tuple(ForbiddenPoint(cell, reason) for cell, reason in self._forbidden_map().items())

    def forbidden_reason(self, cell: int) -> str | None:
        """Why Black may not play ``cell`` now, or ``None``."""
        if self.outcome() is not None:
            return None
        return self._forbidden_map().get(cell)

    def legal_moves(self) -> list[int]:
        moves = super().legal_moves()
        if self.to_move != BLACK or not moves:
            return moves
        forbidden = self._forbidden_map()
        return [cell for cell in moves if cell not in forbidden]

    def parse_move(self, text: str) -> int:
        """The cell ``text`` names; raises :class:`IllegalMoveError`, also for Black's
        forbidden points (``h8 is forbidden for Black: double-three``)."""
        cell = super().parse_move(text)
        if self.to_move == BLACK:
            reason = self.forbidden_reason(cell)
            if reason is not None:
                raise IllegalMoveError(
                    f"{self.geometry.name(cell)} is forbidden for Black: {reason}"
                )
        return cell

    def explain_click(self, cell: int) -> str | None:
        """Why a click on ``cell`` plays nothing (a forbidden point), for the board input."""
        if self.to_move == BLACK and self.outcome() is None:
            reason = self.forbidden_reason(cell)
            if reason is not None:
                return f"{self.geometry.name(cell)} is forbidden for Black: {reason}"
        return None

    @classmethod
    def from_text(cls, text: str, *, overline_wins: bool = True) -> RenjuState:
        """Reads :meth:`to_text`'s format (a 15,15,5 board); raises ``ValueError``."""
        state = super().from_text(text, overline_wins=True)
        if state.geometry != geometry(SIZE, SIZE, K):
            raise ValueError(f"expected a {SIZE},{SIZE},{K} board, got {text.split()[0]}")
        assert isinstance(state, RenjuState)
        return state
