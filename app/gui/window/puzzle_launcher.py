"""*Game > Puzzles…* and *Game > Retry mistakes* in the main window's Game menu.

*Puzzles…*, enabled for a game that ships a puzzle set
(:func:`app.services.puzzles.shipped_games`), opens the puzzle window for the game being
played.  *Retry mistakes* makes the positions before the person's mistakes into puzzles
on a thread of its own (the solver may take a moment) and opens them in order; it is
enabled, until the next move, once a review proved a mistake in a solved game or marked a
mistake or blunder in chess (:mod:`app.services.puzzle_estimates`: its moves judged by a
search of the review's kind), and in Gomoku whenever moves were played (there the threat
search finds the mistakes itself, :mod:`app.services.puzzle_defence`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from pathlib import Path

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSlot
from PyQt6.QtGui import QAction
from PyQt6.QtWidgets import QMessageBox, QWidget

from app.gui.board.looks_follower import Looks
from app.gui.puzzles.window import PuzzleWindow
from app.gui.session.controller import GameController
from app.gui.session.errand import Errand
from app.gui.window.menus import WindowMenus
from app.services.estimate_review import EstimateReview
from app.services.puzzle_check import Oracle, is_solved
from app.services.puzzle_defence import fours_mistakes
from app.services.puzzle_estimates import EstimateJudge, review_mistakes
from app.services.puzzle_fours import FoursOracle, has_fours
from app.services.puzzle_history import HISTORY_NAME
from app.services.puzzle_mistakes import mistake_puzzles
from app.services.puzzle_play import Judge
from app.services.puzzles import Puzzle, PuzzleError, load_shipped, shipped_games
from app.services.review import Review
from games.base import GameSpec

__all__ = ["HISTORY_NAME", "PuzzleLauncher"]

Retried = tuple[tuple[Puzzle, ...], Callable[[], Judge] | None] | str
"""What retrying mistakes makes: the puzzles and what judges their moves (``None``: the
game's own verifier), or why there are none."""


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
        self._make_retry: Callable[[], Retried] | None = None
        """Makes the puzzles of the reviewed mistakes (run off the GUI thread)."""
        self.judge_nodes: int | None = None
        """Nodes of each search judging a retried chess move (``None``: the review's)."""
        menus.game_menu.insertAction(menus.statistics, self.action)
        menus.game_menu.insertAction(menus.statistics, self.retry_action)
        self.action.triggered.connect(self.open)
        self.retry_action.triggered.connect(self.retry_mistakes)
        self._errand = Errand("mistake-puzzles")
        self._errand.done.connect(self.on_mistakes_made)
        controller.game_started.connect(self.on_game_started)
        controller.review_finished.connect(self.on_review_finished)
        controller.move_played.connect(self.forget_review)
        controller.state_changed.connect(self._offer_threat_search)
        self._games = frozenset(shipped_games())
        self.on_game_started()

    @pyqtSlot()
    def on_game_started(self) -> None:
        self.action.setEnabled(self._controller.spec.name in self._games)
        self.forget_review()

    @pyqtSlot()
    def forget_review(self) -> None:
        """Another move or game: the last review no longer applies."""
        self._make_retry = None
        self.retry_action.setEnabled(False)

    def _people(self) -> set[int]:
        """The players the person plays (both when the computer plays none or both)."""
        return {0, 1} - set(self._controller.computer_players) or {0, 1}

    @pyqtSlot()
    def _offer_threat_search(self) -> None:
        """In Gomoku the threat search finds the mistakes of the game so far itself."""
        if has_fours(self._controller.spec) and self._controller.move_texts():
            self.retry_action.setEnabled(True)

    def _threat_search(self) -> Callable[[], Retried]:
        """What finds the person's mistakes in the Gomoku game now, by the threat search."""
        spec, texts, people = self._controller.spec, self._controller.move_texts(), self._people()
        none_found = self.tr(
            "The threat search found no move of yours that missed a win by fours or "
            "let the opponent have one."
        )

        def make() -> Retried:
            found = fours_mistakes(FoursOracle(spec), texts, people)
            return (found, None) if found else none_found

        return make

    @pyqtSlot(object)
    def on_review_finished(self, review: object) -> None:
        spec, texts, people = self._controller.spec, self._controller.move_texts(), self._people()
        if isinstance(review, Review) and is_solved(spec) and review.mistake is not None:
            self._make_retry = lambda: (mistake_puzzles(Oracle(spec), texts, review, people), None)
        elif isinstance(review, EstimateReview) and not review.cancelled:
            mistakes = review_mistakes(spec, review, people)
            if not mistakes:
                return
            nodes = {} if self.judge_nodes is None else {"nodes": self.judge_nodes}
            searcher = partial(spec.searcher, "auto", random.Random(0))
            judge = partial(EstimateJudge, spec, mistakes, searcher, **nodes)
            found = tuple(mistake.puzzle for mistake in mistakes)
            self._make_retry = lambda: (found, judge)
        else:
            return
        self.retry_action.setEnabled(True)

    @pyqtSlot()
    def retry_mistakes(self) -> None:
        """Make the puzzles of the mistakes (off the GUI thread), then show them."""
        threats = has_fours(self._controller.spec)  # the game and the sides as they are now
        make = self._threat_search() if threats else self._make_retry
        if make is None:
            return
        self.retry_action.setEnabled(False)
        spec = self._controller.spec

        def run() -> tuple[GameSpec, Retried]:
            try:
                return spec, make()
            except PuzzleError as error:
                return spec, str(error)

        self._errand.run(0, run)

    @pyqtSlot(int, object)
    def on_mistakes_made(self, _ticket: int, result: tuple[GameSpec, Retried]) -> None:
        """Show the puzzles made, or say why there are none (a text: the reason)."""
        spec, made = result
        self.retry_action.setEnabled(self._make_retry is not None or has_fours(spec))
        if isinstance(made, str) or not made[0]:
            none = self.tr("The review found no mistake of yours.")
            text = made if isinstance(made, str) else none
            box = QMessageBox(
                QMessageBox.Icon.Information, self.tr("Retry mistakes"), text, parent=self._window
            )
            box.open()  # window-modal, never blocking
            return
        puzzles, judge = made
        window = PuzzleWindow(
            spec,
            puzzles,
            self.history_path,
            self._window,
            self._looks,
            mistakes=True,
            make_verifier=judge,
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
