"""The dialogs and windows the menus open over the main window: statistics, compare
algorithms, search tree, the Learn course, rules and about.

:class:`SideWindows` keeps the last of each (tests and tools read them) and opens them on
the position the window's controller shows.
"""

from __future__ import annotations

from pathlib import Path

from PyQt6.QtCore import QObject, pyqtSlot
from PyQt6.QtWidgets import QWidget

from app.gui.board.looks_follower import Looks
from app.gui.learn.compare_window import CompareDialog
from app.gui.learn.course_window import LearnWindow
from app.gui.learn.search_tree_window import SearchTreeWindow
from app.gui.session.controller import GameController
from app.gui.window.dialogs import StatisticsDialog, about_box, rules_box

LEARN_PROGRESS_NAME = "learn.json"
"""The file, beside the statistics, of the lessons a learner has answered."""


class SideWindows(QObject):
    """Opens the menus' dialogs and windows over ``window``, on ``controller``'s game."""

    def __init__(
        self,
        controller: GameController,
        statistics_path: Path,
        window: QWidget,
        looks: Looks | None = None,
    ) -> None:
        """``statistics_path`` is the file of wins, draws and losses; ``looks`` the palette
        and board looks the window paints with (the Learn course's board follows them)."""
        super().__init__(window)
        self._looks = looks
        self._controller = controller
        self._statistics_path = statistics_path
        self._window = window
        self.statistics_dialog: StatisticsDialog | None = None
        self.compare_dialog: CompareDialog | None = None
        self.search_tree_window: SearchTreeWindow | None = None
        self.learn_window: LearnWindow | None = None

    @pyqtSlot()
    def on_statistics(self) -> None:
        self.statistics_dialog = StatisticsDialog(self._statistics_path, self._window)
        self.statistics_dialog.open()

    @pyqtSlot()
    def on_compare_algorithms(self) -> None:
        """Open the "Compare algorithms" window on the position shown."""
        if self.compare_dialog is not None:
            self.compare_dialog.deleteLater()
        controller = self._controller
        self.compare_dialog = CompareDialog(
            controller.spec, controller.state, controller.move_texts(), self._window
        )
        self.compare_dialog.open()

    @pyqtSlot()
    def on_search_tree(self) -> None:
        """Open a "Search tree" window on the position shown (it closes with the window)."""
        if self.search_tree_window is not None:
            self.search_tree_window.close()
        controller = self._controller
        self.search_tree_window = SearchTreeWindow(
            controller.spec, controller.state, controller.move_texts(), self._window
        )
        self.search_tree_window.show()

    @pyqtSlot()
    def on_learn(self) -> None:
        """Open the Learn course (not modal), or bring it forward."""
        if self.learn_window is None:
            progress = self._statistics_path.parent / LEARN_PROGRESS_NAME
            self.learn_window = LearnWindow(
                self._controller, progress, self._window, looks=self._looks
            )
        self.learn_window.show()
        self.learn_window.raise_()

    @pyqtSlot()
    def on_rules(self) -> None:
        rules_box(self._controller.spec, self._window).open()

    @pyqtSlot()
    def on_about(self) -> None:
        about_box(self._window).open()
