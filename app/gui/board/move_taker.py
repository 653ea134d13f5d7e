"""A board that takes a person's moves outside the main game (a puzzle, a lesson's game):
its clicks and keys fed to a :class:`~app.gui.board.clicks.BoardInput`, the selection and
the clickable cells shown, and each completed move handed on."""

from __future__ import annotations

from typing import Any

from PyQt6.QtCore import QObject, pyqtSignal, pyqtSlot
from PyQt6.QtWidgets import QHBoxLayout, QLayout, QWidget

from app.gui.board.clicks import BoardInput, MoveCells, Played, Rejected
from app.gui.board.view import BoardView


class MoveTaker(QObject):
    """Takes moves on ``board`` for the position it is given."""

    played = pyqtSignal(object)
    """A move the clicks completed."""
    refused = pyqtSignal(str)
    """Why a click did nothing (the cell flashes too)."""

    def __init__(self, board: BoardView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.input = BoardInput()
        board.cell_clicked.connect(self.on_cell_clicked)
        board.cancel_requested.connect(self.on_cancel)

    def take(self, state: MoveCells) -> None:
        """Take moves in ``state``."""
        self.input.set_position(state)
        self._show()

    def refuse(self, reason: str) -> None:
        """Take no move until :meth:`take`; a click says ``reason``."""
        self.input.disable(reason)
        self._show()

    def _show(self) -> None:
        self.board.set_selection(self.input.selection, self.input.targets())
        self.board.set_clickable(self.input.clickable_cells(), self.input.aliases)

    @pyqtSlot(int)
    def on_cell_clicked(self, cell: int) -> None:
        result: Any = self.input.click(cell)
        match result:
            case Played(move):
                self.played.emit(move)
            case Rejected(cell, reason):
                self.board.flash_cell(cell)
                self.refused.emit(reason)
        self._show()

    @pyqtSlot()
    def on_cancel(self) -> None:
        if self.input.cancel() is not None:
            self._show()


def board_beside(window: QWidget, board: BoardView, side: QLayout, widest: int) -> QWidget:
    """Lay ``window`` out as the board, taking the room, and a panel of ``side`` at most
    ``widest`` pixels wide to its right; returns the panel."""
    panel = QWidget()
    panel.setLayout(side)
    panel.setMaximumWidth(widest)
    row = QHBoxLayout(window)
    row.addWidget(board, 1)
    row.addWidget(panel)
    return panel
