"""Connect Four rules: an immutable bitboard position, notation and board drawing.

Moves are column indices ``0`` .. ``width - 1`` internally and the column
numbers ``1`` .. ``width`` in text (``"4"`` is the centre of the standard
board).  A game record may also be written as one compact digit string, such
as ``"4453"`` (see :func:`split_moves`).

Red (player 0) moves first, Yellow (player 1) second.  Board cells, for
drawing, are numbered ``row * width + column`` with row 0 at the bottom.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, cached_property

from engine.game_api import IllegalMoveError, Outcome, Player
from games.base import BoardKind, BoardLayout, BoardStateBase, Mover, Piece, count_words, grid_text
from games.connect4.bitboard import has_four, playable, winning_spots

STONE_CHARS = ("r", "y")
"""Text form of Red's and Yellow's stones; ``.`` is an empty cell."""
PLAYER_NAMES = ("Red", "Yellow")
MIN_SIDE = 4
MAX_WIDTH = 9
"""Columns are written as one digit each."""
BITBOARD_BITS = 64


class BoardSizeError(ValueError):
    """A board size the bitboards cannot hold; the message gives the limits."""


@dataclass(frozen=True)
class Geometry:
    """Everything about a ``width`` x ``height`` board that does not depend on the stones."""

    width: int
    height: int

    @property
    def cells(self) -> int:
        return self.width * self.height

    @property
    def stride(self) -> int:
        """Bits per column: ``height`` cells and one separator."""
        return self.height + 1

    def bit(self, column: int, row: int) -> int:
        """The bitboard bit of ``column`` (from the left) and ``row`` (from the bottom)."""
        return 1 << (column * self.stride + row)

    @cached_property
    def bottom(self) -> int:
        """The lowest cell of every column."""
        return sum(self.bit(column, 0) for column in range(self.width))

    @cached_property
    def board(self) -> int:
        """Every cell of the board."""
        return self.bottom * ((1 << self.height) - 1)

    @cached_property
    def column_masks(self) -> tuple[int, ...]:
        return tuple(
            ((1 << self.height) - 1) << column * self.stride for column in range(self.width)
        )

    @cached_property
    def centre_order(self) -> tuple[int, ...]:
        """Columns from the centre outwards, left before right at equal distance."""
        return tuple(sorted(range(self.width), key=lambda c: (abs(2 * c - (self.width - 1)), c)))

    @cached_property
    def lines(self) -> tuple[int, ...]:
        """Bitboard masks of every run of four cells in a row, column or diagonal."""
        runs = []
        for column in range(self.width):
            for row in range(self.height):
                for d_column, d_row in ((1, 0), (0, 1), (1, 1), (1, -1)):
                    end_column, end_row = column + 3 * d_column, row + 3 * d_row
                    if 0 <= end_column < self.width and 0 <= end_row < self.height:
                        runs.append(
                            sum(
                                self.bit(column + step * d_column, row + step * d_row)
                                for step in range(4)
                            )
                        )
        return tuple(runs)

    def cell_of_bit(self, bit_index: int) -> int:
        """The drawing cell (``row * width + column``) of a bitboard bit index."""
        column, row = divmod(bit_index, self.stride)
        return row * self.width + column


@cache
def geometry(width: int = 7, height: int = 6) -> Geometry:
    """The shared geometry of a ``width`` x ``height`` board; raises :class:`BoardSizeError`."""
    if not (MIN_SIDE <= width <= MAX_WIDTH and height >= MIN_SIDE):
        raise BoardSizeError(
            f"a Connect Four board needs {MIN_SIDE}..{MAX_WIDTH} columns and at least "
            f"{MIN_SIDE} rows, got {width}x{height}"
        )
    if width * (height + 1) > BITBOARD_BITS:
        raise BoardSizeError(
            f"a {width}x{height} board does not fit the {BITBOARD_BITS}-bit bitboards: "
            f"width x (height + 1) must be at most {BITBOARD_BITS} (8x7 is the largest)"
        )
    return Geometry(width, height)


def split_moves(text: str) -> list[str]:
    """Move texts from a compact record such as ``"4453"`` (one digit per move).

    Spaces and commas between moves are allowed (``"4 4 5 3"``).  Raises
    :class:`IllegalMoveError` for anything but digits and separators; whether
    each column exists is checked when the moves are played.
    """
    compact = re.sub(r"[\s,]+", "", text)
    if not compact.isdigit() or not compact.isascii():
        raise IllegalMoveError(
            f"{text!r} is not a Connect Four record: write the column numbers, like 4453"
        )
    return list(compact)


class Connect4State(BoardStateBase):
    """An immutable Connect Four position; moves are column indices (``int``)."""

    __slots__ = ("geometry", "stones", "_mask", "_moves", "_outcome")

    discs_fall = True
    """The app may animate a dropped disc falling down its column."""

    def __init__(self, geometry: Geometry, stones: tuple[int, int] = (0, 0)) -> None:
        """``stones[p]`` is player ``p``'s bitboard; they must form a legal position."""
        self.geometry = geometry
        self.stones = stones
        self._mask = stones[0] | stones[1]
        self._moves = self._mask.bit_count()
        if has_four(stones[1 - self.to_move], geometry.height):
            self._outcome: Outcome | None = Outcome(1 - self.to_move, "four in a row")
        elif self._moves == geometry.cells:
            self._outcome = Outcome(None, "board full")
        else:
            self._outcome = None

    @classmethod
    def new(cls, width: int = 7, height: int = 6) -> Connect4State:
        return cls(geometry(width, height))

    # --- bitboard views (for the solver and the heuristic) ----------------------

    @property
    def mask(self) -> int:
        """Every stone on the board."""
        return self._mask

    @property
    def moves_played(self) -> int:
        """Stones on the board (plies since the start)."""
        return self._moves

    @property
    def current(self) -> int:
        """The stones of the side to move."""
        return self.stones[self.to_move]

    def landing_bit(self, column: int) -> int:
        """The bitboard bit a stone dropped in ``column`` lands on (0 when it is full)."""
        g = self.geometry
        return playable(self._mask, g.bottom, g.board) & g.column_masks[column]

    # --- the engine protocol -----------------------------------------------------

    @property
    def to_move(self) -> Player:
        return self._moves & 1

    def legal_moves(self) -> list[int]:
        if self._outcome is not None:
            return []
        return [column for column in range(self.geometry.width) if self.landing_bit(column)]

    def play(self, move: int) -> Connect4State:
        player = self.to_move
        stones = list(self.stones)
        stones[player] |= self.landing_bit(move)
        return Connect4State(self.geometry, (stones[0], stones[1]))

    def outcome(self) -> Outcome | None:
        return self._outcome

    def key(self) -> tuple[int, int]:
        return self.stones

    def before_last_stone_in(self, column: int) -> Connect4State | None:
        """The position before the top stone of ``column`` was dropped, if it can have been
        the last move: ``None`` when the column is empty or its top stone is the side to
        move's.  The position one ply earlier is one of these, for some column."""
        stones_in_column = self._mask & self.geometry.column_masks[column]
        if not stones_in_column:
            return None
        top = 1 << (stones_in_column.bit_length() - 1)
        last_mover = 1 - self.to_move
        if not self.stones[last_mover] & top:
            return None
        stones = list(self.stones)
        stones[last_mover] ^= top
        return Connect4State(self.geometry, (stones[0], stones[1]))

    # --- notation ------------------------------------------------------------------

    def move_text(self, move: int) -> str:
        return str(move + 1)

    def parse_move(self, text: str) -> int:
        """The column ``text`` names (``"4"``); raises :class:`IllegalMoveError`."""
        cleaned = text.strip()
        width = self.geometry.width
        if not (cleaned.isascii() and cleaned.isdigit() and 1 <= int(cleaned) <= width):
            raise IllegalMoveError(f"{text!r} is not a column: write a number from 1 to {width}")
        if self._outcome is not None:
            raise IllegalMoveError(f"column {cleaned} cannot be played: the game is over")
        column = int(cleaned) - 1
        if not self.landing_bit(column):
            raise IllegalMoveError(f"column {column + 1} is full")
        return column

    def to_text(self) -> str:
        """``"7x6 ......./.../...r... y"``: size, rows from the top, side to move."""
        return self.position_text(self.pieces(), self.to_move)

    def position_text(self, pieces: Sequence[Piece | None], to_move: Player) -> str:
        g = self.geometry
        rows = grid_text(pieces, g.width, g.height, STONE_CHARS)
        return f"{g.width}x{g.height} {rows} {STONE_CHARS[to_move]}"

    @classmethod
    def from_text(cls, text: str) -> Connect4State:
        """Reads :meth:`to_text`'s format; raises ``ValueError`` with the reason."""
        parts = text.split()
        if len(parts) != 3:
            raise ValueError("expected 'WxH rows side', e.g. '7x6 ......./.../...r... y'")
        size = re.fullmatch(r"(\d+)x(\d+)", parts[0].lower())
        if size is None:
            raise ValueError(f"bad board size {parts[0]!r}; expected width x height, like 7x6")
        g = geometry(int(size[1]), int(size[2]))
        rows = parts[1].lower().split("/")
        if len(rows) != g.height or any(len(row) != g.width for row in rows):
            raise ValueError(f"expected {g.height} rows of {g.width} cells separated by '/'")
        stones = [0, 0]
        for index, row_text in enumerate(rows):
            row = g.height - 1 - index
            for column, char in enumerate(row_text):
                if char in STONE_CHARS:
                    stones[STONE_CHARS.index(char)] |= g.bit(column, row)
                elif char != ".":
                    raise ValueError(f"unknown cell {char!r}; use r, y or .")
        mask = stones[0] | stones[1]
        if (mask + g.bottom) & mask:  # a gap below a stone stops the carry early
            raise ValueError("a stone floats above an empty cell")
        side = parts[2].lower()
        if side not in STONE_CHARS:
            raise ValueError(f"side to move must be r or y, got {parts[2]!r}")
        to_move = STONE_CHARS.index(side)
        if stones[0].bit_count() - stones[1].bit_count() != to_move:
            raise ValueError("stone counts do not match the side to move (Red moves first)")
        if has_four(stones[to_move], g.height):
            raise ValueError(f"{PLAYER_NAMES[to_move]}, to move, already has four in a row")
        return cls(g, (stones[0], stones[1]))

    # --- drawing -------------------------------------------------------------------

    def layout(self) -> BoardLayout:
        return board_layout(self.geometry)

    def pieces(self) -> tuple[Piece | None, ...]:
        g = self.geometry
        return tuple(
            Piece(0)
            if self.stones[0] & g.bit(column, row)
            else Piece(1)
            if self.stones[1] & g.bit(column, row)
            else None
            for row in range(g.height)
            for column in range(g.width)
        )

    def piece_words(self, piece: Piece, owner: str) -> str:
        return f"{owner.lower()} disc"

    def cell_words(self, cell: int, names: Sequence[str], move_numbers: Mapping[int, int]) -> str:
        """The cursor's whole column, as a player feels it: "column 4: three discs, red on
        top", "column 2: empty", "column 5: six discs, yellow on top, full"."""
        g = self.geometry
        column = cell % g.width
        pieces = self.pieces()
        discs = [pieces[column + row * g.width] for row in range(g.height)]
        stacked = [disc for disc in discs if disc is not None]
        if not stacked:
            return f"column {column + 1}: empty"
        top = names[stacked[-1].owner].lower()
        count = count_words(len(stacked))
        if len(stacked) == 1:
            return f"column {column + 1}: one disc, {top}"
        if len(stacked) == g.height:
            return f"column {column + 1}: {count} discs, {top} on top, full"
        return f"column {column + 1}: {count} discs, {top} on top"

    def move_sentence(self, move: int, mover: Mover, side: str) -> str:
        """The drop in words: "Red drops in column 4."."""
        column = self.move_text(move)
        match mover:
            case Mover.YOU:
                return f"You drop in column {column}."
            case Mover.COMPUTER:
                return f"Computer drops in column {column}."
            case Mover.SIDE:
                return f"{side} drops in column {column}."

    def move_cells(self, move: int) -> tuple[int, ...]:
        """The landing cell of a stone dropped in column ``move``."""
        return (self.geometry.cell_of_bit(self.landing_bit(move).bit_length() - 1),)

    def click_cells(self, move: int) -> tuple[int, ...]:
        """Every cell of column ``move``: a click anywhere in it drops a disc there."""
        g = self.geometry
        return tuple(row * g.width + move for row in range(g.height))

    def explain_click(self, cell: int) -> str | None:
        """Why a click on ``cell`` plays nothing, in words (``None`` when it does)."""
        column = cell % self.geometry.width
        if self._outcome is None and not self.landing_bit(column):
            return f"Column {column + 1} is full."
        return None

    def winning_cells(self) -> tuple[int, ...]:
        """Every cell of the winner's fours (empty unless the game is won)."""
        if self._outcome is None or self._outcome.winner is None:
            return ()
        winner = self.stones[self._outcome.winner]
        won = 0
        for line in self.geometry.lines:
            if winner & line == line:
                won |= line
        g = self.geometry
        return tuple(
            sorted(g.cell_of_bit(index) for index in range(won.bit_length()) if won >> index & 1)
        )

    def hint_reason(self, move: int) -> str | None:
        """What dropping in column ``move`` does (``blocks a four``), or ``None``; for hints."""
        g = self.geometry
        landing = self.landing_bit(move)
        mine = self.current | landing
        if has_four(mine, g.height):
            return "completes four in a row"
        theirs = self.stones[1 - self.to_move]
        reasons = []
        if winning_spots(theirs, self._mask, g.height, g.board) & landing:
            reasons.append("blocks a four")
        mask = self._mask | landing
        before = winning_spots(self.current, mask, g.height, g.board)
        new_threats = winning_spots(mine, mask, g.height, g.board) & ~before
        if new_threats.bit_count() >= 2:
            reasons.append("makes two threats")
        elif new_threats:
            reasons.append("threatens four in a row")
        return " and ".join(reasons) or None

    def split_moves(self, text: str) -> list[str]:
        """Hook for the command line: see :func:`split_moves`."""
        return split_moves(text)

    def __repr__(self) -> str:
        return f"Connect4State.from_text({self.to_text()!r})"


@cache
def board_layout(g: Geometry) -> BoardLayout:
    """Round holes, ``width`` columns labelled ``1``.. and rows labelled from the bottom."""
    cells = range(g.cells)
    return BoardLayout(
        kind=BoardKind.SLOTS,
        columns=g.width,
        rows=g.height,
        centres=tuple(
            (float(cell % g.width), float(g.height - 1 - cell // g.width)) for cell in cells
        ),
        cell_names=tuple(
            f"column {cell % g.width + 1}, row {cell // g.width + 1}" for cell in cells
        ),
        column_labels=tuple(str(column + 1) for column in range(g.width)),
        row_labels=tuple(str(row) for row in range(g.height, 0, -1)),
    )
