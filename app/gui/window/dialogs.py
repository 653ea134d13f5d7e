"""The main window's dialogs: a custom m,n,k board, statistics, rules, about and warnings."""

from __future__ import annotations

import logging
from importlib import metadata
from pathlib import Path

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, pyqtSlot
from PyQt6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QSpinBox,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.gui.reading_table import reading_table
from app.gui.rules_words import rules_words
from app.gui.session.controller import GameController
from app.gui.texts import game_title, level_title
from app.gui.window.puzzle_statistics import PuzzleStatistics
from app.services.puzzle_history import HISTORY_NAME
from app.services.stats import EMPTY, load_statistics, save_statistics
from engine.game_api import Outcome
from games.base import GameSpec
from games.registry import MNK_MAX_SIDE, UnknownGameError, get_game

translate = QCoreApplication.translate
log = logging.getLogger(__name__)


def application_version() -> str:
    """Plyboard's installed version, or "development version" when it is not installed."""
    try:
        return metadata.version("plyboard")
    except metadata.PackageNotFoundError:
        return "development version"


class CustomGameDialog(QDialog):
    """Asks for an m,n,k board: width, height and how many in a row win."""

    def __init__(self, parent: QWidget | None = None, size: tuple[int, int, int] = (6, 6, 4)):
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Custom m,n,k game"))
        self.width_box = self._spin_box(size[0], translate("Dialogs", "Columns of the board"))
        self.height_box = self._spin_box(size[1], translate("Dialogs", "Rows of the board"))
        self.k_box = self._spin_box(size[2], translate("Dialogs", "Stones in a row needed to win"))
        self.message = QLabel()
        self.message.setObjectName("errorLine")
        self.message.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(translate("Dialogs", "&Width (m):"), self.width_box)
        form.addRow(translate("Dialogs", "&Height (n):"), self.height_box)
        form.addRow(translate("Dialogs", "In a &row (k):"), self.k_box)
        form.addRow(self.message)
        form.addRow(self.buttons)
        for box in (self.width_box, self.height_box, self.k_box):
            box.valueChanged.connect(self.on_size_changed)
        self._spec: GameSpec | None = None
        self.on_size_changed()

    @staticmethod
    def _spin_box(value: int, tip: str) -> QSpinBox:
        box = QSpinBox()
        box.setRange(1, MNK_MAX_SIDE)
        box.setValue(value)
        box.setToolTip(tip)
        return box

    @property
    def spec(self) -> GameSpec | None:
        """The chosen game, or ``None`` while the sizes do not make one."""
        return self._spec

    @pyqtSlot()
    def on_size_changed(self) -> None:
        name = f"mnk-{self.width_box.value()}-{self.height_box.value()}-{self.k_box.value()}"
        try:
            self._spec = get_game(name)
        except UnknownGameError as error:
            self._spec = None
            self.message.setText(
                translate("Dialogs", "Not possible: {}.").format(str(error).split(": ", 1)[-1])
            )
        else:
            self.message.setText("")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(self._spec is not None)


class StatisticsDialog(QDialog):
    """Wins, draws and losses per game and level, with a button to reset them, and the
    puzzle history kept beside the statistics file (not reset with them)."""

    HEADERS = (
        QT_TRANSLATE_NOOP("Dialogs", "Game"),
        QT_TRANSLATE_NOOP("Dialogs", "Level"),
        QT_TRANSLATE_NOOP("Dialogs", "Won"),
        QT_TRANSLATE_NOOP("Dialogs", "Drawn"),
        QT_TRANSLATE_NOOP("Dialogs", "Lost"),
    )

    def __init__(self, path: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Statistics"))
        self.path = path
        self.table = reading_table([translate("Dialogs", header) for header in self.HEADERS])
        self.notice = QLabel()
        self.notice.setObjectName("noteLine")
        self.notice.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = self.buttons.addButton(
            translate("Dialogs", "&Reset"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.buttons.rejected.connect(self.reject)
        if self.reset_button is not None:
            self.reset_button.clicked.connect(self.on_reset)
        self.puzzles = PuzzleStatistics(path.parent / HISTORY_NAME)
        column = QVBoxLayout(self)
        column.addWidget(self.table)
        column.addWidget(self.notice)
        column.addWidget(self.puzzles)
        column.addWidget(self.buttons)
        self.resize(560, 460)
        self.refresh()

    def refresh(self) -> None:
        """Read the statistics file again and show it."""
        statistics, notice = load_statistics(self.path)
        rows = sorted(statistics.tallies.items())
        self.table.setRowCount(len(rows))
        for row, ((game, level), tally) in enumerate(rows):
            try:
                title = game_title(get_game(game))
            except UnknownGameError:
                title = game
            cells = (title, level_title(level), tally.wins, tally.draws, tally.losses)
            for column, value in enumerate(cells):
                item = QTableWidgetItem(str(value))
                if isinstance(value, int):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        if not rows and not notice:
            notice = translate("Dialogs", "No games finished against the computer yet.")
        self.notice.setText(notice)
        self.notice.setVisible(bool(notice))
        self.puzzles.refresh()

    @pyqtSlot()
    def on_reset(self) -> None:
        try:
            save_statistics(self.path, EMPTY)
        except OSError as error:
            self.notice.setText(
                translate("Dialogs", "Could not reset: {reason}.").format(
                    reason=error.strerror or error
                )
            )
            self.notice.show()
            return
        self.refresh()


def count_result(path: Path, controller: GameController, outcome: Outcome) -> None:
    """Add a game that ended in ``outcome`` to the statistics file at ``path`` (what
    :class:`StatisticsDialog` shows), when one person played the computer."""
    humans = [player for player in (0, 1) if not controller.is_computer(player)]
    if len(humans) != 1:
        return
    if outcome.winner is None:
        result = "draw"
    elif outcome.winner == humans[0]:
        result = "win"
    else:
        result = "loss"
    statistics, _ = load_statistics(path)
    try:
        save_statistics(
            path, statistics.counted(controller.spec.name, controller.level_name, result)
        )
    except OSError as error:
        log.warning("could not save the statistics: %s", error)


def rules_box(spec: GameSpec, parent: QWidget | None = None) -> QMessageBox:
    """The Rules dialog for ``spec`` (not yet shown)."""
    box = QMessageBox(
        QMessageBox.Icon.Information,
        translate("Dialogs", "Rules of {game}").format(game=game_title(spec)),
        rules_words(spec.rules),
        QMessageBox.StandardButton.Close,
        parent,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """The About dialog (not yet shown)."""
    text = f"<h3>Plyboard {application_version()}</h3>" + translate(
        "Dialogs",
        "<p>Classic board games against a computer that is fast, strong at the top, "
        "honest at every level, and able to show why it plays a move.</p>"
        "<p>Licence: GPL-3.0-or-later.</p>",
    )
    return QMessageBox(
        QMessageBox.Icon.NoIcon,
        translate("Dialogs", "About Plyboard"),
        text,
        QMessageBox.StandardButton.Close,
        parent,
    )


def warning_box(title: str, text: str, parent: QWidget | None = None) -> QMessageBox:
    """A window-modal warning, opened without blocking the caller."""
    box = QMessageBox(
        QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Close, parent
    )
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.open()
    return box
