"""*Help > Learn*: the course on how game programs think, one lesson at a time.

Each lesson (:mod:`app.services.lessons`) is a page of text beside a live board, with an
exercise the engines answer, *Back* and *Next*, *Try it on the board* (the main window
plays on from the lesson's position) and, where the lesson talks about a search, *Open the
search tree* on its position with the node the text names selected.  The lessons a
learner has answered are remembered in a small file of the app's data folder.  A page's
figures are computed on a thread of its own (a search of up to tens of milliseconds),
so the window never waits for them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import partial
from html import escape
from pathlib import Path

from PyQt6.QtCore import QCoreApplication, pyqtSlot
from PyQt6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.gui.board.looks_follower import Looks, LooksFollower
from app.gui.board.view import BoardView
from app.gui.learn.search_tree_window import SearchTreeWindow
from app.gui.learn.weights_game import WeightsGameWindow
from app.gui.session.controller import GameController
from app.gui.session.errand import Errand
from app.services.lesson_pages import LessonPage
from app.services.lessons import LESSONS, Lesson
from app.services.lessons_games import WEIGHTS

translate = QCoreApplication.translate

CONTENTS_WIDTHS = (150, 260)
"""Narrowest and widest lesson list, in pixels; between them a fifth of the window's width."""
WEIGHTS_LESSON = "evaluation"
"""The lesson whose weights the learner can play against."""
DONE_MARK = "✓ "
"""Before the title of a lesson whose exercise was answered right."""


def read_progress(path: Path) -> set[str]:
    """The keys of the lessons answered right (none when the file is missing or damaged)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    if not isinstance(data, list):
        return set()
    return {key for key in data if isinstance(key, str)}


def write_progress(path: Path, done: set[str]) -> None:
    """Remember ``done``; a folder that cannot be written loses nothing but the tick."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(sorted(done)), encoding="utf-8")
    except OSError:
        return


class LearnWindow(QDialog):
    """The course: the lesson list, the page, the board, the exercise."""

    def __init__(
        self,
        controller: GameController,
        progress_path: Path,
        parent: QWidget | None = None,
        lessons: Sequence[Lesson] = LESSONS,
        looks: Looks | None = None,
    ) -> None:
        """``looks`` gives the palette and board looks to paint the lesson board with
        (the board's defaults without it)."""
        super().__init__(parent)
        self.setWindowTitle(translate("LearnWindow", "Learn: how game programs think"))
        self.setModal(False)
        self._controller = controller
        self._progress_path = progress_path
        self.lessons = tuple(lessons)
        self.done = read_progress(progress_path)
        self.search_tree_window: SearchTreeWindow | None = None
        self.page: LessonPage | None = None
        """The page shown (``None`` while its figures are being computed)."""
        self._pages: dict[int, LessonPage] = {}
        self._maker = Errand("lesson-page")
        self._maker.done.connect(self.on_page_made)
        self.index = 0
        self.contents = QListWidget()
        self.contents.setAccessibleName(translate("LearnWindow", "Lessons"))
        self.contents.setMinimumWidth(CONTENTS_WIDTHS[0])
        self.contents.setWordWrap(True)
        self.title = QLabel()
        self.title.setObjectName("gameTitle")
        self.title.setWordWrap(True)
        self.text = QTextBrowser()
        self.text.setAccessibleName(translate("LearnWindow", "Lesson text"))
        self.text.setOpenExternalLinks(False)
        self.board = BoardView()
        self.board.setAccessibleName(translate("LearnWindow", "Lesson board"))
        self.board.setMinimumSize(220, 200)
        self.board.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.looks = LooksFollower(self, self.board, looks)
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.choices = QButtonGroup(self)
        self.choice_column = QVBoxLayout()
        self.check_button = QPushButton(translate("LearnWindow", "&Check"))
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setAccessibleName(translate("LearnWindow", "Feedback"))
        self.back_button = QPushButton(translate("LearnWindow", "◀ &Back"))
        self.next_button = QPushButton(translate("LearnWindow", "&Next ▶"))
        self.try_button = QPushButton(translate("LearnWindow", "&Try it on the board"))
        self.tree_button = QPushButton(translate("LearnWindow", "Open the search &tree"))
        self.weights_button = QPushButton(self.tr("&Play against weights…"))
        self.weights_window: WeightsGameWindow | None = None
        self._build()
        self.contents.currentRowChanged.connect(self.show_lesson)
        self.check_button.clicked.connect(self.on_check)
        self.back_button.clicked.connect(lambda: self.show_lesson(self.index - 1))
        self.next_button.clicked.connect(lambda: self.show_lesson(self.index + 1))
        self.try_button.clicked.connect(self.on_try)
        self.tree_button.clicked.connect(self.on_search_tree)
        self.weights_button.clicked.connect(self.on_play_weights)
        self._fill_contents()
        self.show_lesson(0)

    def _build(self) -> None:
        exercise = QVBoxLayout()
        exercise.addWidget(self.question)
        exercise.addLayout(self.choice_column)
        exercise.addWidget(self.check_button)
        exercise.addWidget(self.feedback)
        right = QVBoxLayout()
        right.addWidget(self.board, 1)
        right.addLayout(exercise)
        page = QVBoxLayout()
        page.addWidget(self.title)
        page.addWidget(self.text, 1)
        middle = QHBoxLayout()
        middle.addLayout(page, 3)
        middle.addLayout(right, 2)
        buttons = QHBoxLayout()
        for button in (self.back_button, self.next_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.tree_button)
        buttons.addWidget(self.weights_button)
        buttons.addWidget(self.try_button)
        column = QVBoxLayout()
        column.addLayout(middle, 1)
        column.addLayout(buttons)
        row = QHBoxLayout(self)
        row.addWidget(self.contents)
        row.addLayout(column, 1)
        self.resize(1000, 650)

    def _fill_contents(self) -> None:
        self.contents.blockSignals(True)
        self.contents.clear()
        for number, lesson in enumerate(self.lessons, start=1):
            mark = DONE_MARK if lesson.key in self.done else ""
            self.contents.addItem(f"{mark}{number}. {translate('Lessons', lesson.title)}")
        self.contents.setCurrentRow(self.index)
        self.contents.blockSignals(False)

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    @pyqtSlot(int)
    def show_lesson(self, index: int) -> None:
        """Show lesson ``index`` (from 0), its figures computed now."""
        if not 0 <= index < len(self.lessons):
            return
        self.index = index
        lesson = self.lesson
        self.title.setText(f"{index + 1}. {translate('Lessons', lesson.title)}")
        spec = lesson.spec
        self.looks.follow()
        self.board.set_position(lesson.state(), spec.player_names, spec.family or spec.name)
        self.weights_button.setVisible(lesson.key == WEIGHTS_LESSON)
        self.back_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(self.lessons) - 1)
        self.contents.blockSignals(True)
        self.contents.setCurrentRow(index)
        self.contents.blockSignals(False)
        self.page = self._pages.get(index)
        if self.page is None:
            self.text.setPlainText(
                translate("LearnWindow", "The engines are working out this lesson's figures…")
            )
            self._show_exercise(None)
            self._maker.run(index, partial(lesson.page, translate))
        else:
            self._show_page(self.page)

    def resizeEvent(self, event) -> None:
        """The lesson list takes a fifth of the width, so a small window keeps room for
        the page."""
        narrowest, widest = CONTENTS_WIDTHS
        self.contents.setMaximumWidth(max(narrowest, min(widest, self.width() // 5)))
        super().resizeEvent(event)

    @pyqtSlot(int, object)
    def on_page_made(self, index: int, page: LessonPage) -> None:
        self._pages[index] = page
        if index == self.index and self.page is None:
            self.page = page
            self._show_page(page)

    def _show_page(self, page: LessonPage) -> None:
        sources = "; ".join(escape(translate("Lessons", source)) for source in self.lesson.sources)
        told = self.tr("Sources, retold in our words: {}").format(sources)
        self.text.setHtml(f"{page.html}<p><small>{told}</small></p>")
        self._show_exercise(page)
        self.tree_button.setVisible(bool(page.focus))

    def _show_exercise(self, page: LessonPage | None) -> None:
        self.question.setText("" if page is None else page.exercise.question)
        self.check_button.setEnabled(page is not None)
        for button in self.choices.buttons():
            self.choices.removeButton(button)
            self.choice_column.removeWidget(button)
            button.hide()
            button.deleteLater()
        for number, text in enumerate(() if page is None else page.exercise.choices):
            button = QRadioButton(text)
            self.choices.addButton(button, number)
            self.choice_column.addWidget(button)
        self.feedback.setText("")
        self.board.set_hint([])

    def answer(self, choice: int) -> str:
        """Choose ``choice`` and check it; the feedback shown."""
        button = self.choices.button(choice)
        if button is not None:
            button.setChecked(True)
        self.on_check()
        return self.feedback.text()

    @pyqtSlot()
    def on_check(self) -> None:
        if self.page is None:
            return
        choice = self.choices.checkedId()
        if choice < 0:
            self.feedback.setText(translate("LearnWindow", "Choose an answer first."))
            return
        exercise = self.page.exercise
        self.feedback.setText(exercise.feedback(choice, translate))
        self.board.set_hint(self.marked_cells(self.page))
        if choice == exercise.answer and self.lesson.key not in self.done:
            self.done.add(self.lesson.key)
            write_progress(self._progress_path, self.done)
            self._fill_contents()

    def marked_cells(self, page: LessonPage) -> list[int]:
        """The board cells of the moves the answer names."""
        state = self.lesson.state()
        return [cell for text in page.marked for cell in state.move_cells(state.parse_move(text))]

    @pyqtSlot()
    def on_play_weights(self) -> None:
        """A game from the evaluation lesson's position against the weight set the
        exercise asks about (the learner changes the weights there)."""
        lesson = self.lesson
        if self.weights_window is not None:
            self.weights_window.close()
        first = WEIGHTS[0]
        self.weights_window = WeightsGameWindow(lesson.spec, lesson.state(), first, self)
        self.weights_window.show()

    @pyqtSlot()
    def on_try(self) -> None:
        """Play on from the lesson's position in the main window."""
        lesson = self.lesson
        self._controller.new_game(lesson.spec.from_position(lesson.state().to_text()))

    @pyqtSlot()
    def on_search_tree(self) -> None:
        """The search tree of the lesson's position, the node the text names selected."""
        if self.page is None:
            return
        if self.search_tree_window is not None:
            self.search_tree_window.close()
        lesson = self.lesson
        window = SearchTreeWindow(
            lesson.spec, lesson.state(), lesson.moves, self, algorithm="alphabeta", depth=9
        )
        window.focus = self.page.focus
        self.search_tree_window = window
        window.show()
