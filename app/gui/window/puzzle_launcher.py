"""*Game > Puzzles…* and *Game > Retry mistakes* in the main window's Game menu.

*Puzzles…*, enabled for a game that ships a puzzle set
(:func:`app.services.puzzles.shipped_games`), opens the puzzle window for the game being
played.  *Retry mistakes*, enabled once a review proved a mistake of the person's in a
solved game (until the next move), makes the positions before those mistakes into
puzzles on a thread of its own (the solver may take a moment) and opens them in order."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from pathlib import Path
from typing import Any

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSlot
from PyQt6.QtGui import QAction
from PyQt6.QtWidgets import QMessageBox, QWidget

from app.gui.puzzles.window import Looks, PuzzleWindow
from app.gui.session.controller import GameController
from app.gui.session.errand import Errand
from app.gui.window.menus import WindowMenus
from app.services.puzzle_check import Oracle, is_solved
from app.services.puzzle_mistakes import mistake_puzzles
from app.services.puzzles import Puzzle, PuzzleError, load_shipped, shipped_games
from app.services.review import Review
from games.base import GameSpec

HISTORY_NAME = "puzzles.json"
"""The file, in the app's data folder, of the player's puzzle ratings and results."""


class PuzzleLauncher(QObject):
    """Adds *Puzzles…* and *Retry mistakes* to ``menus``' Game menu and opens the
    puzzle window on ``controller``'s game."""

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
        self.retry_action = QAction(
            QCoreApplication.translate("PuzzleLauncher", "Retry &mistakes"), window
        )
        self.retry_action.setToolTip(
            QCoreApplication.translate(
                "PuzzleLauncher", "Play again from the positions before your reviewed mistakes"
            )
        )
        self.retry_action.setEnabled(False)
        self._review: tuple[Sequence[str], Review, Collection[int]] | None = None
        menus.game_menu.insertAction(menus.statistics, self.action)
        menus.game_menu.insertAction(menus.statistics, self.retry_action)
        self.action.triggered.connect(self.open)
        self.retry_action.triggered.connect(self.retry_mistakes)
        self._errand = Errand("mistake-puzzles")
        self._errand.done.connect(self.on_mistakes_made)
        controller.game_started.connect(self.on_game_started)
        controller.review_finished.connect(self.on_review_finished)
        controller.move_played.connect(self.forget_review)
        self._games = frozenset(shipped_games())
        self.on_game_started()

    @pyqtSlot()
    def on_game_started(self) -> None:
        self.action.setEnabled(self._controller.spec.name in self._games)
        self.forget_review()

    @pyqtSlot()
    def forget_review(self) -> None:
        """Another move or game: the last review no longer applies."""
        self._review = None
        self.retry_action.setEnabled(False)

    @pyqtSlot(object)
    def on_review_finished(self, review: object) -> None:
        controller = self._controller
        if not isinstance(review, Review) or not is_solved(controller.spec):
            return
        people = {0, 1} - set(controller.computer_players) or {0, 1}
        self._review = (controller.move_texts(), review, people)
        self.retry_action.setEnabled(review.mistake is not None)

    @pyqtSlot()
    def retry_mistakes(self) -> None:
        """Make the puzzles of the reviewed mistakes (off the GUI thread), then show them."""
        if self._review is None:
            return
        self.retry_action.setEnabled(False)
        spec = self._controller.spec
        texts, review, people = self._review

        def make() -> tuple[GameSpec, tuple[Puzzle, ...] | str]:
            try:
                return spec, mistake_puzzles(Oracle(spec), texts, review, people)
            except PuzzleError as error:
                return spec, str(error)

        self._errand.run(0, make)

    @pyqtSlot(int, object)
    def on_mistakes_made(self, _ticket: int, result: tuple[GameSpec, Any]) -> None:
        """Show the puzzles made, or say why there are none (a text: the reason)."""
        spec, made = result
        self.retry_action.setEnabled(self._review is not None)
        if isinstance(made, str) or not made:
            text = made or self.tr("The review found no mistake of yours.")
            box = QMessageBox(
                QMessageBox.Icon.Information, self.tr("Retry mistakes"), text, parent=self._window
            )
            box.open()  # window-modal, never blocking
            return
        window = PuzzleWindow(
            spec, made, self.history_path, self._window, self._looks, mistakes=True
        )
        self._show(window)

    @pyqtSlot()
    def open(self) -> None:
        """Open the puzzles of the game being played (a new window for another game)."""
        spec = self._controller.spec
        shown = self.puzzle_window
        if shown is not None and shown.spec.name == spec.name and not shown.mistakes:
            shown.show()
            shown.raise_()
            return
        try:
            puzzles = load_shipped(spec.name).puzzles
        except PuzzleError as error:
            box = QMessageBox(
                QMessageBox.Icon.Warning, self.tr("Puzzles"), str(error), parent=self._window
            )
            box.open()  # window-modal, never blocking
            return
        self._show(PuzzleWindow(spec, puzzles, self.history_path, self._window, self._looks))

    def _show(self, puzzle_window: PuzzleWindow) -> None:
        if self.puzzle_window is not None:
            self.puzzle_window.close()
            self.puzzle_window.deleteLater()
        self.puzzle_window = puzzle_window
        puzzle_window.show()
