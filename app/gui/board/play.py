"""A person's moves on the board: clicks and keys become moves for the controller.

:class:`~app.gui.board.clicks.BoardInput` decides what each click means (select a
piece, choose where it goes, play); :class:`BoardPlay` feeds it the board's clicks,
plays what it completes, and shows the selection, its targets and the cells a click
means something on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSignal, pyqtSlot

from app.gui.board.clicks import BoardInput, Played, Rejected
from app.gui.board.move_numbers import MoveNumbers, numbered_cells
from app.gui.board.view import BoardView
from app.gui.session.controller import GameController
from app.gui.texts import said


def cell_description(controller: GameController, cell: int, targets: tuple[int, ...]) -> str:
    """``d2: white pawn``, ``h8: black stone, move 17``, ``b2: empty, a target``: a cell and
    what is on it in the game's words (:meth:`games.base.BoardStateBase.cell_words`), for the
    keyboard cursor."""
    spec = controller.spec
    placed = numbered_cells(controller.move_cells(), MoveNumbers.ALL)
    words = said(controller.state.cell_words(cell, spec.player_names, placed))
    if cell in targets:
        return QCoreApplication.translate("BoardPlay", "{}, a target").format(words)
    return words


class BoardPlay(QObject):
    """Turns ``board``'s clicks into moves for ``controller`` while a person is to move."""

    announced = pyqtSignal(str)
    """A line for the status bar: the cell under the keyboard cursor."""
    refused = pyqtSignal(str)
    """Why a click did nothing (the cell also flashes red)."""
    move_played = pyqtSignal()
    """The person's clicks completed a move and the controller played it."""

    def __init__(
        self, controller: GameController, board: BoardView, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.input = BoardInput()
        self.choose_move: Callable[[Any], bool] | None = None
        """Asks the person which of the moves sharing ``move``'s cells they mean (chess:
        the promotion piece) and returns ``True``; the asker then calls :meth:`play_chosen`.
        ``False``: play ``move`` at once."""

    def refresh(self) -> None:
        """Take clicks for the position shown, or refuse them (the computer's move, game over)."""
        controller = self.controller
        if controller.human_to_move():
            self.input.set_position(controller.state)
        elif controller.outcome is not None:
            self.input.disable(self.tr("The game is over: start a new one with Ctrl+N."))
        else:
            self.input.disable(self.tr("Wait: it is the computer's move."))
        self._show_selection()

    def _show_selection(self) -> None:
        """Show the input's selection, its targets and the clickable cells."""
        self.board.set_selection(self.input.selection, self.input.targets())
        self.board.set_clickable(self.input.clickable_cells(), self.input.aliases)

    @pyqtSlot(int)
    def on_cell_clicked(self, cell: int) -> None:
        result = self.input.click(cell)
        match result:
            case Played(move):
                if self.choose_move is None or not self.choose_move(move):
                    self.play_chosen(move)
            case Rejected(cell, reason):
                self.board.flash_cell(cell)
                self.refused.emit(said(reason))
        self._show_selection()

    @pyqtSlot(object)
    def play_chosen(self, move: Any) -> None:
        """Play ``move`` for the person (also once a chooser settled which move it is)."""
        if self.controller.play_move(move):
            self.move_played.emit()
        self._show_selection()

    @pyqtSlot()
    def on_cancel_selection(self) -> None:
        if self.input.cancel() is not None:
            self._show_selection()

    @pyqtSlot(int)
    def on_cursor_moved(self, cell: int) -> None:
        description = cell_description(self.controller, cell, self.input.targets())
        self.board.setAccessibleDescription(description)
        self.announced.emit(description)
