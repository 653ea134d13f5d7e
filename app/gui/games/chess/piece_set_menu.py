"""*View > Piece set* (shown while chess is played): which piece set the chess board draws,
remembered as ``chess/piece_set``."""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSlot
from PyQt6.QtGui import QAction, QActionGroup
from PyQt6.QtWidgets import QMenu

from app.gui.extensions import WindowParts, shown
from app.gui.games.chess.board import ChessBoardView
from app.gui.games.chess.piece_sets import CLASSIC, PIECE_SETS

translate = QCoreApplication.translate

PIECE_SET = "chess/piece_set"
"""The settings key of the piece set's name."""


def read_piece_set(raw: object) -> str:
    """A stored piece set's name; raises ``ValueError`` for anything else."""
    if isinstance(raw, str) and raw in PIECE_SETS:
        return raw
    raise ValueError(f"{shown(raw)} is not one of {', '.join(PIECE_SETS)}")


class PieceSetMenu(QObject):
    """The *Piece set* submenu of the View menu, before *Stone style*; a choice redraws
    ``board`` and is saved."""

    def __init__(self, window: WindowParts, board: ChessBoardView) -> None:
        super().__init__(board)
        self._window = window
        self._board = board
        places = window.menu_places
        self.menu = QMenu(translate("PieceSetMenu", "P&iece set"), places.view)
        self.group = QActionGroup(self)
        self.actions: dict[str, QAction] = {}
        """One checkable action per piece set, by name."""
        for name, piece_set in PIECE_SETS.items():
            action = QAction(translate("PieceSet", piece_set.title), self.group)
            action.setCheckable(True)
            action.setData(name)
            self.menu.addAction(action)
            self.actions[name] = action
        self.actions[CLASSIC.name].setChecked(True)
        places.view.insertMenu(places.anchors["stone_style"], self.menu)
        self.group.triggered.connect(self._on_chosen)
        self.set_active(False)

    @property
    def chosen(self) -> str:
        """The name of the piece set ticked."""
        checked = self.group.checkedAction()
        return checked.data() if checked is not None else CLASSIC.name

    def choose(self, name: str) -> None:
        """Tick the piece set ``name`` and draw the board with it (not saved: a restore)."""
        self.actions[name].setChecked(True)
        self._board.set_piece_set(PIECE_SETS[name])

    def set_active(self, active: bool) -> None:
        """Show the submenu only while chess is played."""
        action = self.menu.menuAction()
        if action is not None:
            action.setVisible(active)

    @pyqtSlot(QAction)
    def _on_chosen(self, action: QAction) -> None:
        self._board.set_piece_set(PIECE_SETS[action.data()])
        self._window.save_settings()
