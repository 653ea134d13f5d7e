"""*Game > Puzzles…* in the main window's Game menu: enabled for a game that ships a
puzzle set (:func:`app.services.puzzles.shipped_games`), it opens the puzzle window
for the game being played."""

from __future__ import annotations

from pathlib import Path

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSlot
from PyQt6.QtGui import QAction
from PyQt6.QtWidgets import QMessageBox, QWidget

from app.gui.puzzles.window import Looks, PuzzleWindow
from app.gui.session.controller import GameController
from app.gui.window.menus import WindowMenus
from app.services.puzzles import PuzzleError, load_shipped, shipped_games

HISTORY_NAME = "puzzles.json"
"""The file, in the app's data folder, of the player's puzzle ratings and results."""


class PuzzleLauncher(QObject):
    """Adds *Puzzles…* to ``menus``' Game menu and opens the window on ``controller``'s game."""

    def __init__(
        self,
        controller: GameController,
        menus: WindowMenus,
        data_dir: Path,
        window: QWidget,
        looks: Looks | None = None,
    ) -> None:
        super().__init__(window)
        self._controller = controller
        self._window = window
        self._looks = looks
        self.history_path = data_dir / HISTORY_NAME
        self.puzzle_window: PuzzleWindow | None = None
        """The window open now, if any (tests drive it)."""
        self.action = QAction(QCoreApplication.translate("PuzzleLauncher", "&Puzzles…"), window)
        self.action.setToolTip(
            QCoreApplication.translate(
                "PuzzleLauncher", "Solve positions of this game that the solvers checked"
            )
        )
        menus.game_menu.insertAction(menus.statistics, self.action)
        self.action.triggered.connect(self.open)
        controller.game_started.connect(self.on_game_started)
        self._games = frozenset(shipped_games())
        self.on_game_started()

    @pyqtSlot()
    def on_game_started(self) -> None:
        self.action.setEnabled(self._controller.spec.name in self._games)

    @pyqtSlot()
    def open(self) -> None:
        """Open the puzzles of the game being played (a new window for another game)."""
        spec = self._controller.spec
        if self.puzzle_window is not None:
            if self.puzzle_window.spec.name == spec.name:
                self.puzzle_window.show()
                self.puzzle_window.raise_()
                return
            self.puzzle_window.close()
            self.puzzle_window.deleteLater()
        try:
            puzzles = load_shipped(spec.name).puzzles
        except PuzzleError as error:
            box = QMessageBox(
                QMessageBox.Icon.Warning, self.tr("Puzzles"), str(error), parent=self._window
            )
            box.open()  # window-modal, never blocking
            return
        self.puzzle_window = PuzzleWindow(
            spec, puzzles, self.history_path, self._window, looks=self._looks
        )
        self.puzzle_window.show()
