"""Turning clicks on board cells into moves: a small state machine without Qt.

Every legal move is known by the cells a person clicks for it
(``state.move_cells(move)``): one cell for a drop, ``(from, to)`` for a slide,
longer sequences for multi-step moves.  Clicks build up a prefix of such a
sequence; when the prefix equals a move's cells the move is played.  A click
that continues no move cancels the selection, or starts a new one when a move
begins on the clicked cell (clicking another of one's own pieces re-selects).

A position may explain a refused click in its own words with
``explain_click(cell) -> str | None`` (Connect Four: "column 4 is full").

A game may also let a click on other cells stand for a one-click move: when the
position has ``click_cells(move)``, a click on any of those cells counts as a
click on the move's own cell (Connect Four: anywhere in the column drops there).

A move may also be clicked by other cells (``other_move_cells(move)``: castling by the king
onto its rook as well as by the king's two steps); another move's own cells win over them.

Clicks never raise: every click returns a :class:`ClickResult` value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class MoveCells(Protocol):
    """What board input needs from a position."""

    def legal_moves(self) -> Sequence[Any]: ...

    def move_cells(self, move: Any) -> tuple[int, ...]: ...

    def click_cells(self, move: Any) -> tuple[int, ...]: ...

    def other_move_cells(self, move: Any) -> tuple[tuple[int, ...], ...]: ...

    def explain_click(self, cell: int) -> str | None: ...


@dataclass(frozen=True, slots=True)
class Played:
    """The clicks completed ``move``; the caller should play it."""

    move: Any


@dataclass(frozen=True, slots=True)
class Selected:
    """The clicks so far start at least one move; ``targets`` are the cells that continue one."""

    cells: tuple[int, ...]
    targets: tuple[int, ...]

    @property
    def cell(self) -> int:
        """The cell selected last (the piece that is about to move)."""
        return self.cells[-1]


@dataclass(frozen=True, slots=True)
class Rejected:
    """The click on ``cell`` means nothing here; ``reason`` says why, for people."""

    cell: int
    reason: str


@dataclass(frozen=True, slots=True)
class Cancelled:
    """A selection was dropped (a click elsewhere, or Esc)."""


ClickResult = Played | Selected | Rejected | Cancelled


class BoardInput:
    """Matches clicked cells against the legal moves of the position it was last given.

    With no position (:meth:`disable`) every click is rejected with the given reason,
    e.g. while the computer thinks or after the game ended.  When several legal moves
    share the same cells (a promotion choice), the first in legal-move order is played.
    """

    def __init__(self) -> None:
        self._moves: dict[tuple[int, ...], Any] = {}
        self._aliases: dict[int, int] = {}
        self._explain: Callable[[int], str | None] | None = None
        self._selection: tuple[int, ...] = ()
        self._disabled_reason = "There is no game to play."

    @property
    def selection(self) -> tuple[int, ...]:
        """The cells clicked so far for a move not yet complete (empty when none)."""
        return self._selection

    @property
    def aliases(self) -> dict[int, int]:
        """Cells whose click stands for a click on another cell (see the module docstring)."""
        return dict(self._aliases)

    def targets(self) -> tuple[int, ...]:
        """Cells that continue the current selection (empty when nothing is selected)."""
        return self._continuations(self._selection) if self._selection else ()

    def clickable_cells(self) -> tuple[int, ...]:
        """Cells where a click starts, continues or completes a move now."""
        cells = {move_cells[0] for move_cells in self._moves if move_cells}
        cells.update(self._aliases)
        cells.update(self.targets())
        return tuple(sorted(cells))

    def set_position(self, state: MoveCells) -> None:
        """Accept clicks for ``state``'s legal moves; drops any selection."""
        moves: dict[tuple[int, ...], Any] = {}
        aliases: dict[int, int] = {}
        legal = state.legal_moves()
        for move in legal:
            cells = tuple(state.move_cells(move))
            moves.setdefault(cells, move)
            if len(cells) == 1:
                aliases.update(dict.fromkeys(state.click_cells(move), cells[0]))
        for move in legal:
            for other in state.other_move_cells(move):
                moves.setdefault(tuple(other), move)
        self._moves = moves
        self._aliases = aliases
        self._explain = state.explain_click
        self._selection = ()
        self._disabled_reason = "No legal move here." if moves else "The game is over."

    def disable(self, reason: str) -> None:
        """Reject every click with ``reason`` until the next :meth:`set_position`."""
        self._moves = {}
        self._aliases = {}
        self._explain = None
        self._selection = ()
        self._disabled_reason = reason

    def cancel(self) -> Cancelled | None:
        """Drop the selection (Esc); ``None`` when nothing was selected."""
        if not self._selection:
            return None
        self._selection = ()
        return Cancelled()

    def click(self, cell: int) -> ClickResult:
        """What a click on ``cell`` does, given the clicks before it."""
        if not self._moves:
            return Rejected(cell, self._disabled_reason)
        cell = self._aliases.get(cell, cell)
        if self._selection:
            extended = self._advance((*self._selection, cell))
            if extended is not None:
                return extended
            if cell == self._selection[-1]:
                return self.cancel() or Cancelled()
        fresh = self._advance((cell,))
        if fresh is not None:
            return fresh
        if self._selection:
            return self.cancel() or Cancelled()
        reason = self._explain(cell) if self._explain is not None else None
        return Rejected(cell, reason or "No legal move starts on that cell.")

    def _advance(self, cells: tuple[int, ...]) -> Played | Selected | None:
        """Play or select ``cells`` when a move has them as its cells or starts with them."""
        if cells in self._moves:
            self._selection = ()
            return Played(self._moves[cells])
        targets = self._continuations(cells)
        if not targets:
            return None
        self._selection = cells
        return Selected(cells, targets)

    def _continuations(self, prefix: tuple[int, ...]) -> tuple[int, ...]:
        length = len(prefix)
        found = {
            cells[length]
            for cells in self._moves
            if len(cells) > length and cells[:length] == prefix
        }
        return tuple(sorted(found))
