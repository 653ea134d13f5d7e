"""Teeko's rules and notation: an immutable position that knows its own repetitions.

A move is the tuple of cells a person clicks: ``(cell,)`` drops a marker,
``(from, to)`` slides one.  Notation: ``c3`` and ``c3-d4`` (columns ``a``..``e``
from the left, rows ``1``..``5`` from the bottom).

Repetition: a position that occurs for the third time with the same side to
move is a draw.  Drops can never be undone, so only positions since the last
drop can repeat; each state carries the keys of those earlier positions as a
tuple (shared structure is not needed: a game rarely slides for more than a few
dozen plies, and copying a short tuple of ints is cheap).  :meth:`TeekoState.key`
identifies the position alone (board and side to move), not its history, so
transposition tables and the search's repetition check see equal positions as
equal; :meth:`TeekoState.outcome` reports the draw by repetition.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from engine.game_api import IllegalMoveError, Outcome, Player
from games.base import BoardKind, BoardLayout, BoardStateBase, Piece, grid_text
from games.teeko.board import (
    CELL_NAMES,
    CELLS,
    CENTRE,
    MARKERS,
    NEIGHBOURS,
    PATTERNS_THROUGH,
    SIDE,
    WINNING_PATTERNS,
)

Move = tuple[int, ...]
"""``(cell,)`` for a drop, ``(from, to)`` for a slide."""

MARKER_CHARS = ("b", "w")
"""Text form of Black's and White's markers; ``.`` is an empty cell."""
PLAYER_NAMES = ("Black", "White")
REPETITIONS_FOR_DRAW = 3

_CELL = re.compile(r"[a-e][1-5]")
_MOVE = re.compile(r"\s*([a-z]\d+)\s*(?:[-x ]\s*([a-z]\d+))?\s*")


@dataclass(frozen=True, slots=True)
class Variant:
    """Rule options: ``no_centre_first`` forbids Black's first drop on the centre (c3)."""

    no_centre_first: bool = False


def cell_of(text: str) -> int:
    """The cell ``text`` names (``c3``); raises :class:`IllegalMoveError`."""
    if not _CELL.fullmatch(text):
        raise IllegalMoveError(f"{text!r} is not a cell of the board (a1..e5)")
    return CELL_NAMES.index(text)


def _completed_pattern(markers: int, cell: int) -> int:
    """A winning pattern through ``cell`` that ``markers`` fill, or 0."""
    for pattern in PATTERNS_THROUGH[cell]:
        if markers & pattern == pattern:
            return pattern
    return 0


def _any_pattern(markers: int) -> int:
    for pattern in WINNING_PATTERNS:
        if markers & pattern == pattern:
            return pattern
    return 0


class TeekoState(BoardStateBase):
    """An immutable Teeko position with the positions since the last drop."""

    __slots__ = ("_key", "_outcome", "_pattern", "history", "markers", "to_move", "variant")

    def __init__(
        self,
        markers: tuple[int, int] = (0, 0),
        to_move: Player = 0,
        *,
        variant: Variant = Variant(),
        history: tuple[int, ...] = (),
        last_cell: int | None = None,
    ) -> None:
        self.markers = markers
        """Black's and White's marker masks."""
        self.to_move = to_move
        self.variant = variant
        self.history = history
        """Keys of the earlier positions since the last drop, oldest first."""
        self._key = markers[0] | markers[1] << CELLS | to_move << (2 * CELLS)
        mover = 1 - to_move
        self._pattern = 0 if last_cell is None else _completed_pattern(markers[mover], last_cell)
        if self._pattern:
            self._outcome: Outcome | None = Outcome(mover, "four in a row or a square")
        elif history and history.count(self._key) + 1 >= REPETITIONS_FOR_DRAW:
            self._outcome = Outcome(None, "the same position three times")
        else:
            self._outcome = None

    @classmethod
    def new(cls, variant: Variant = Variant()) -> TeekoState:
        return cls(variant=variant)

    # --- the engine protocol -------------------------------------------------

    @property
    def mover(self) -> int:
        """The markers of the side to move."""
        return self.markers[self.to_move]

    @property
    def opponent(self) -> int:
        """The markers of the side that just moved."""
        return self.markers[1 - self.to_move]

    @property
    def dropping(self) -> bool:
        """Whether the side to move still has markers to drop."""
        return self.mover.bit_count() < MARKERS

    def legal_moves(self) -> list[Move]:
        if self._outcome is not None:
            return []
        occupied = self.markers[0] | self.markers[1]
        if self.dropping:
            banned = CENTRE if self.variant.no_centre_first and not occupied else -1
            return [(cell,) for cell in range(CELLS) if not occupied >> cell & 1 and cell != banned]
        mover = self.mover
        return [
            (cell, target)
            for cell in range(CELLS)
            if mover >> cell & 1
            for target in range(CELLS)
            if NEIGHBOURS[cell] >> target & 1 and not occupied >> target & 1
        ]

    def play(self, move: Move) -> TeekoState:
        markers = list(self.markers)
        if len(move) == 1:
            markers[self.to_move] |= 1 << move[0]
            history: tuple[int, ...] = ()
        else:
            markers[self.to_move] ^= 1 << move[0] | 1 << move[1]
            history = (*self.history, self._key)
        return TeekoState(
            (markers[0], markers[1]),
            1 - self.to_move,
            variant=self.variant,
            history=history,
            last_cell=move[-1],
        )

    def outcome(self) -> Outcome | None:
        return self._outcome

    def key(self) -> int:
        """The board and the side to move as one int (not the repetition history)."""
        return self._key

    @property
    def repetitions(self) -> int:
        """How often this position has occurred since the last drop, this time included."""
        return self.history.count(self._key) + 1

    # --- notation --------------------------------------------------------------

    def move_text(self, move: Move) -> str:
        return "-".join(CELL_NAMES[cell] for cell in move)

    def parse_move(self, text: str) -> Move:
        """The legal move ``text`` names (``c3`` or ``c3-d4``); raises :class:`IllegalMoveError`."""
        match = _MOVE.fullmatch(text.lower())
        if match is None:
            raise IllegalMoveError(
                f"{text!r} is not a move: write a cell like c3 to drop a marker, "
                "or two cells like c3-d4 to move one"
            )
        cells = tuple(cell_of(part) for part in match.groups() if part is not None)
        if self._outcome is not None:
            raise IllegalMoveError(f"{text.strip()} cannot be played: the game is over")
        occupied = self.markers[0] | self.markers[1]
        name = PLAYER_NAMES[self.to_move]
        if len(cells) == 1:
            (cell,) = cells
            if not self.dropping:
                raise IllegalMoveError(
                    f"{name} has dropped all four markers: move one to an empty "
                    "neighbouring cell, like c3-d4"
                )
            if occupied >> cell & 1:
                raise IllegalMoveError(f"{CELL_NAMES[cell]} is occupied")
            if (cell,) not in self.legal_moves():
                raise IllegalMoveError("Black's first marker may not go on the centre (c3)")
            return cells
        source, target = cells
        if self.dropping:
            left = MARKERS - self.mover.bit_count()
            raise IllegalMoveError(
                f"{name} still has {left} marker{'s' if left > 1 else ''} to drop: "
                "name an empty cell, like c3"
            )
        if not self.mover >> source & 1:
            owner = "is empty" if not occupied >> source & 1 else "holds the other side's marker"
            raise IllegalMoveError(f"{CELL_NAMES[source]} {owner}: move one of {name}'s markers")
        if not NEIGHBOURS[source] >> target & 1:
            raise IllegalMoveError(
                f"{CELL_NAMES[target]} is not next to {CELL_NAMES[source]}: a marker moves "
                "one step in any of the eight directions"
            )
        if occupied >> target & 1:
            raise IllegalMoveError(f"{CELL_NAMES[target]} is occupied")
        return cells

    def to_text(self) -> str:
        """``"...../...../..b../...w./..... b"``: rows from the top (5 to 1), side to move.

        The repetition history is not part of the text: a position read back
        starts counting repetitions afresh.
        """
        return self.position_text(self.pieces(), self.to_move)

    def position_text(self, pieces: Sequence[Piece | None], to_move: Player) -> str:
        return f"{grid_text(pieces, SIDE, SIDE, MARKER_CHARS)} {MARKER_CHARS[to_move]}"

    @classmethod
    def from_text(cls, text: str, variant: Variant = Variant()) -> TeekoState:
        """Reads :meth:`to_text`'s format; raises ``ValueError`` saying what is wrong."""
        parts = text.split()
        example = "'...../...../..b../...../..... w'"
        if len(parts) != 2:
            raise ValueError(f"expected five rows and the side to move, e.g. {example}")
        rows = parts[0].lower().split("/")
        if len(rows) != SIDE or any(len(row) != SIDE for row in rows):
            raise ValueError(f"expected {SIDE} rows of {SIDE} cells separated by '/'")
        markers = [0, 0]
        for index, row_text in enumerate(rows):
            row = SIDE - 1 - index
            for column, char in enumerate(row_text):
                if char in MARKER_CHARS:
                    markers[MARKER_CHARS.index(char)] |= 1 << (row * SIDE + column)
                elif char != ".":
                    raise ValueError(f"unknown cell {char!r}; use b, w or .")
        side = parts[1].lower()
        if side not in MARKER_CHARS:
            raise ValueError(f"side to move must be b or w, got {parts[1]!r}")
        to_move = MARKER_CHARS.index(side)
        black, white = markers[0].bit_count(), markers[1].bit_count()
        if black > MARKERS or white > MARKERS:
            raise ValueError(f"each side has at most {MARKERS} markers")
        if black < MARKERS or white < MARKERS:
            if black - white != to_move:
                raise ValueError(
                    "while markers are dropped Black moves when both have as many, "
                    "White when Black has one more"
                )
        elif black != white:
            raise ValueError("the marker counts do not match")
        if _any_pattern(markers[to_move]):
            raise ValueError("the side to move has already won")
        won = _any_pattern(markers[1 - to_move])
        last_cell = None if not won else won.bit_length() - 1
        return cls((markers[0], markers[1]), to_move, variant=variant, last_cell=last_cell)

    def piece_words(self, piece: Piece, owner: str) -> str:
        return f"{owner.lower()} piece"

    def status_note(self) -> str:
        """The phase, and a warning when the position has come back (empty once over)."""
        if self._outcome is not None:
            return ""
        if self.dropping:
            left = MARKERS - self.mover.bit_count()
            note = f"{PLAYER_NAMES[self.to_move]} drops a marker ({left} left)"
        else:
            note = "Move phase: slide a marker one step"
        if self.repetitions > 1:
            note += f"; this position has occurred {self.repetitions} times"
        return note

    # --- drawing ---------------------------------------------------------------

    def layout(self) -> BoardLayout:
        return BOARD_LAYOUT

    def pieces(self) -> tuple[Piece | None, ...]:
        black, white = self.markers
        return tuple(
            Piece(0) if black >> cell & 1 else Piece(1) if white >> cell & 1 else None
            for cell in range(CELLS)
        )

    def move_cells(self, move: Move) -> tuple[int, ...]:
        return move

    def winning_cells(self) -> tuple[int, ...]:
        return tuple(cell for cell in range(CELLS) if self._pattern >> cell & 1)


BOARD_LAYOUT = BoardLayout(
    kind=BoardKind.SQUARES,
    columns=SIDE,
    rows=SIDE,
    centres=tuple((float(cell % SIDE), float(SIDE - 1 - cell // SIDE)) for cell in range(CELLS)),
    cell_names=CELL_NAMES,
    column_labels=tuple("abcde"),
    row_labels=tuple(str(row) for row in range(SIDE, 0, -1)),
)
