"""m,n,k-games: ``k`` in a row on an ``m`` wide by ``n`` high board.

Tic-tac-toe is the 3,3,3-game; gomoku is the 15,15,5-game.  Cells are named
like chess squares: column letter from ``a`` on the left, row number from ``1``
at the bottom (tic-tac-toe's centre is ``b2``).  Internally cell
``row * width + column`` is bit number of the same index in each player's mask.
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from engine.game_api import IllegalMoveError, Outcome, Player
from games.base import BoardKind, BoardLayout, BoardStateBase, Piece, grid_text

STONE_CHARS = ("x", "o")
"""Text form of player 0's and player 1's stones; ``.`` is an empty cell."""
MAX_SIDE = 26
INTERSECTIONS_FROM = 15
"""Boards at least this many cells on each side are drawn as a go-like grid (gomoku)."""


@dataclass(frozen=True, slots=True)
class Geometry:
    """Everything about an m,n,k board that does not depend on the stones."""

    width: int
    height: int
    k: int
    lines: tuple[int, ...]
    """Bit masks of every run of ``k`` cells in a row, column or diagonal."""
    lines_through: tuple[tuple[int, ...], ...]
    """For each cell, the masks in ``lines`` that contain it."""
    neighbours: tuple[int, ...]
    """For each cell, the mask of the up to eight cells around it."""
    centre_rank: tuple[int, ...]
    """For each cell, its squared distance to the centre (times four)."""
    names: tuple[str, ...]
    """Each cell's name in the notation (``a1`` is bottom left)."""
    overline_wins: bool = True
    """Free-style: ``k`` or more in a row wins; ``False`` (standard gomoku): exactly ``k``."""
    line_ends: dict[int, int] | None = field(default=None, compare=False)
    """With ``overline_wins=False``: for each line, the mask of the cells extending it."""

    @property
    def cells(self) -> int:
        return self.width * self.height

    def wins(self, stones: int, line: int) -> bool:
        """Whether ``stones``, which fill ``line``, win by it (not an overline under the rule)."""
        return self.line_ends is None or not stones & self.line_ends[line]

    def name(self, cell: int) -> str:
        return self.names[cell]


@cache
def geometry(width: int, height: int, k: int, overline_wins: bool = True) -> Geometry:
    """The (shared, cached) geometry of the ``width`` x ``height`` board with ``k`` in a row.

    ``overline_wins=False`` is the standard-gomoku rule: a row longer than ``k`` does not win.
    """
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise ValueError(f"board sides must be 1..{MAX_SIDE}, got {width}x{height}")
    if not 1 <= k <= max(width, height):
        raise ValueError(f"k must be 1..{max(width, height)} on a {width}x{height} board, got {k}")
    lines: list[int] = []
    line_ends: dict[int, int] = {}
    for row in range(height):
        for column in range(width):
            for d_column, d_row in ((1, 0), (0, 1), (1, 1), (1, -1)):
                end_column = column + d_column * (k - 1)
                end_row = row + d_row * (k - 1)
                if 0 <= end_column < width and 0 <= end_row < height:
                    mask = 0
                    for step in range(k):
                        mask |= 1 << ((row + d_row * step) * width + column + d_column * step)
                    lines.append(mask)
                    ends = 0
                    for step in (-1, k):
                        r, c = row + d_row * step, column + d_column * step
                        if 0 <= r < height and 0 <= c < width:
                            ends |= 1 << (r * width + c)
                    line_ends[mask] = line_ends.get(mask, 0) | ends
    if k == 1:
        lines = sorted(set(lines))
    cells = width * height
    through = tuple(tuple(line for line in lines if line >> cell & 1) for cell in range(cells))
    neighbours = []
    for cell in range(cells):
        row, column = divmod(cell, width)
        mask = 0
        for d_row in (-1, 0, 1):
            for d_column in (-1, 0, 1):
                r, c = row + d_row, column + d_column
                if (d_row or d_column) and 0 <= r < height and 0 <= c < width:
                    mask |= 1 << (r * width + c)
        neighbours.append(mask)
    centre_rank = tuple(
        (2 * (cell % width) - (width - 1)) ** 2 + (2 * (cell // width) - (height - 1)) ** 2
        for cell in range(cells)
    )
    names = tuple(
        f"{string.ascii_lowercase[cell % width]}{cell // width + 1}" for cell in range(cells)
    )
    return Geometry(
        width,
        height,
        k,
        tuple(lines),
        through,
        tuple(neighbours),
        centre_rank,
        names,
        overline_wins,
        None if overline_wins else line_ends,
    )


class MnkState(BoardStateBase):
    """An immutable m,n,k position; moves are cell indices (``int``)."""

    __slots__ = ("geometry", "stones", "to_move", "last_move", "_outcome", "_winning_line")

    def __init__(
        self,
        geometry: Geometry,
        stones: tuple[int, int] = (0, 0),
        to_move: Player = 0,
        last_move: int | None = None,
    ) -> None:
        self.geometry = geometry
        self.stones = stones
        self.to_move = to_move
        self.last_move = last_move
        self._winning_line = self._find_win()
        if self._winning_line:
            self._outcome: Outcome | None = Outcome(1 - to_move, f"{geometry.k} in a row")
        elif (stones[0] | stones[1]).bit_count() == geometry.cells:
            self._outcome = Outcome(None, "board full")
        else:
            self._outcome = None

    @classmethod
    def new(
        cls, width: int = 3, height: int = 3, k: int = 3, overline_wins: bool = True
    ) -> MnkState:
        return cls(geometry(width, height, k, overline_wins))

    def _find_win(self) -> int:
        """The mask of a line the last mover completed, or 0."""
        if self.last_move is None:
            return 0
        mine = self.stones[1 - self.to_move]
        for line in self.geometry.lines_through[self.last_move]:
            if mine & line == line and self.geometry.wins(mine, line):
                return line
        return 0

    # --- the engine protocol -------------------------------------------------

    def legal_moves(self) -> list[int]:
        if self._outcome is not None:
            return []
        occupied = self.stones[0] | self.stones[1]
        return [cell for cell in range(self.geometry.cells) if not occupied >> cell & 1]

    def play(self, move: int) -> MnkState:
        stones = list(self.stones)
        stones[self.to_move] |= 1 << move
        return type(self)(self.geometry, (stones[0], stones[1]), 1 - self.to_move, move)

    def outcome(self) -> Outcome | None:
        return self._outcome

    def key(self) -> tuple[int, int, int]:
        return self.stones[0], self.stones[1], self.to_move

    # --- notation --------------------------------------------------------------

    def move_text(self, move: int) -> str:
        return self.geometry.name(move)

    def parse_move(self, text: str) -> int:
        """The cell ``text`` names (``b2``); raises :class:`IllegalMoveError`."""
        cleaned = text.strip().lower()
        match = re.fullmatch(r"([a-z])(\d{1,2})", cleaned)
        if match is None:
            raise IllegalMoveError(
                f"{text!r} is not a cell: write a column letter and a row number, like b2"
            )
        column = ord(match[1]) - ord("a")
        row = int(match[2]) - 1
        width, height = self.geometry.width, self.geometry.height
        if not (0 <= column < width and 0 <= row < height):
            last = self.geometry.name(self.geometry.cells - 1)
            raise IllegalMoveError(f"{text!r} is off the board (a1..{last})")
        if self._outcome is not None:
            raise IllegalMoveError(f"{cleaned} cannot be played: the game is over")
        cell = row * width + column
        if (self.stones[0] | self.stones[1]) >> cell & 1:
            raise IllegalMoveError(f"{cleaned} is already taken")
        return cell

    def to_text(self) -> str:
        """``"3,3,3 x../.o./... x"``: size, rows from the top, side to move."""
        return self.position_text(self.pieces(), self.to_move)

    def position_text(self, pieces: Sequence[Piece | None], to_move: Player) -> str:
        g = self.geometry
        rows = grid_text(pieces, g.width, g.height, STONE_CHARS)
        return f"{g.width},{g.height},{g.k} {rows} {STONE_CHARS[to_move]}"

    @classmethod
    def from_text(cls, text: str, *, overline_wins: bool = True) -> MnkState:
        """Reads :meth:`to_text`'s format; raises ``ValueError`` with the reason."""
        parts = text.split()
        if len(parts) != 3:
            raise ValueError("expected 'width,height,k rows side', e.g. '3,3,3 .../.x./... o'")
        try:
            width, height, k = (int(number) for number in parts[0].split(","))
        except ValueError:
            raise ValueError(f"bad board size {parts[0]!r}; expected width,height,k") from None
        g = geometry(width, height, k, overline_wins)
        rows = parts[1].split("/")
        if len(rows) != height or any(len(row) != width for row in rows):
            raise ValueError(f"expected {height} rows of {width} cells separated by '/'")
        stones = [0, 0]
        for index, row_text in enumerate(rows):
            row = height - 1 - index
            for column, char in enumerate(row_text.lower()):
                if char in STONE_CHARS:
                    stones[STONE_CHARS.index(char)] |= 1 << (row * width + column)
                elif char != ".":
                    raise ValueError(f"unknown cell {char!r}; use x, o or .")
        if parts[2].lower() not in STONE_CHARS:
            raise ValueError(f"side to move must be x or o, got {parts[2]!r}")
        to_move = STONE_CHARS.index(parts[2].lower())
        counts = stones[0].bit_count(), stones[1].bit_count()
        if counts[0] - counts[1] != to_move:
            raise ValueError("stone counts do not match the side to move")
        state = cls(g, (stones[0], stones[1]), to_move)
        return state._with_detected_win()

    def _with_detected_win(self) -> MnkState:
        """This position, with a win by either side detected anywhere on the board."""
        for line in self.geometry.lines:
            for player in (0, 1):
                stones = self.stones[player]
                if stones & line == line and self.geometry.wins(stones, line):
                    last = line.bit_length() - 1
                    if player == self.to_move:
                        raise ValueError("the side to move has already won")
                    return type(self)(self.geometry, self.stones, self.to_move, last)
        return self

    # --- drawing ---------------------------------------------------------------

    def layout(self) -> BoardLayout:
        g = self.geometry
        large = min(g.width, g.height) >= INTERSECTIONS_FROM
        return board_layout(g, BoardKind.INTERSECTIONS if large else BoardKind.SQUARES)

    def pieces(self) -> tuple[Piece | None, ...]:
        black, white = self.stones
        return tuple(
            Piece(0) if black >> cell & 1 else Piece(1) if white >> cell & 1 else None
            for cell in range(self.geometry.cells)
        )

    def move_cells(self, move: int) -> tuple[int, ...]:
        return (move,)

    def winning_cells(self) -> tuple[int, ...]:
        line = self._winning_line
        return tuple(cell for cell in range(self.geometry.cells) if line >> cell & 1)

    def hint_reason(self, move: int) -> str | None:
        """What ``move`` does in k-in-a-row terms (``blocks a four``), or ``None``; for hints."""
        g = self.geometry
        if _wins_at(g, self.stones[self.to_move], move):
            return f"completes {_count_word(g.k)} in a row"
        return self.threat_reason(move)

    def threat_reason(self, move: int) -> str | None:
        """What ``move``, which completes no line, makes or blocks (``blocks a four``,
        ``makes two threats``), or ``None``."""
        g = self.geometry
        mine, theirs = self.stones[self.to_move], self.stones[1 - self.to_move]
        threat = f"a {_count_word(g.k - 1)}" if g.k >= 5 else f"{_count_word(g.k)} in a row"
        mine |= 1 << move
        new_threats = 0
        for line in g.lines_through[move]:
            gap = line & ~mine
            if gap.bit_count() == 1 and not gap & theirs and g.wins(mine | gap, line):
                new_threats |= gap
        reasons = [f"blocks {threat}"] if _wins_at(g, theirs, move) else []
        if new_threats.bit_count() >= 2:
            reasons.append("makes two threats")
        elif new_threats:
            reasons.append(f"makes {threat}" if g.k >= 5 else f"threatens {threat}")
        return " and ".join(reasons) or None


_COUNT_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _count_word(n: int) -> str:
    """``n`` in words up to ten (``four``), in digits above."""
    return _COUNT_WORDS[n - 1] if n <= len(_COUNT_WORDS) else str(n)


def _wins_at(g: Geometry, stones: int, cell: int) -> bool:
    """Whether ``stones`` with one more on ``cell`` complete a winning line through it."""
    placed = stones | 1 << cell
    return any(placed & line == line and g.wins(placed, line) for line in g.lines_through[cell])


@cache
def board_layout(g: Geometry, kind: BoardKind = BoardKind.SQUARES) -> BoardLayout:
    """Squares for small boards; gomoku-sized boards use ``BoardKind.INTERSECTIONS``."""
    centres = tuple(
        (float(cell % g.width), float(g.height - 1 - cell // g.width)) for cell in range(g.cells)
    )
    return BoardLayout(
        kind=kind,
        columns=g.width,
        rows=g.height,
        centres=centres,
        cell_names=g.names,
        column_labels=tuple(string.ascii_lowercase[: g.width]),
        row_labels=tuple(str(row) for row in range(g.height, 0, -1)),
        star_points=_star_points(g) if kind is BoardKind.INTERSECTIONS else (),
    )


def _star_points(g: Geometry) -> tuple[int, ...]:
    """The centre and the points four lines in from each corner (h8, d4, l4, d12, l12 on 15x15)."""
    inset = 3 if min(g.width, g.height) >= 13 else 2
    points = {(g.width // 2, g.height // 2)}
    if min(g.width, g.height) > 2 * inset + 2:
        points |= {
            (c, r) for c in (inset, g.width - 1 - inset) for r in (inset, g.height - 1 - inset)
        }
    return tuple(sorted(r * g.width + c for c, r in points))
