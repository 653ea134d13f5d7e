"""*Games > Chess960…*: a Chess960 game from a random start position or one by number.

The entry sits in the Games menu (ticked while any Chess960 game is played); it opens
:class:`Chess960Dialog`, window-modal and not blocking, and starts the game chosen there
(the window keeps the tick on the game being played until then).
"""

from __future__ import annotations

import random

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSlot
from PyQt6.QtGui import QAction
from PyQt6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.gui.extensions import WindowParts
from app.gui.games.chess.files import is_chess960
from games.base import GameSpec
from games.chess import chess960_spec
from games.chess.rules import CHESS960_LAST, ChessState

translate = QCoreApplication.translate

STANDARD_NUMBER = 518
"""The start position of standard chess in the Chess960 numbering."""


def back_rank(number: int) -> str:
    """White's pieces on the first rank, a to h, in letters (``RNBQKBNR`` for 518)."""
    return ChessState.chess960_start(number).to_text().split("/")[-1].split()[0]


class Chess960Dialog(QDialog):
    """Asks for a start position: a number from 0 to 959, or a random one."""

    def __init__(self, parent: QWidget | None, rng: random.Random, number: int) -> None:
        super().__init__(parent)
        self.setWindowTitle("Chess960")
        self._rng = rng
        self.number_box = QSpinBox()
        self.number_box.setRange(0, CHESS960_LAST)
        self.number_box.setValue(number)
        self.number_box.setToolTip(
            translate(
                "Chess960Dialog", "Start positions are numbered 0 to 959; 518 is the usual one"
            )
        )
        self.number_box.setAccessibleName(translate("Chess960Dialog", "Start position number"))
        self.rank_label = QLabel()
        self.rank_label.setAccessibleName(translate("Chess960Dialog", "White's first rank"))
        self.random_button = QPushButton(translate("Chess960Dialog", "&Random"))
        self.random_button.setToolTip(
            translate("Chess960Dialog", "Draw a start position at random")
        )
        self.random_button.clicked.connect(self.on_random)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(translate("Chess960Dialog", "Start &position:"), self.number_box)
        form.addRow(translate("Chess960Dialog", "White's first rank:"), self.rank_label)
        form.addRow(self.random_button)
        form.addRow(self.buttons)
        self.number_box.valueChanged.connect(self.on_number_changed)
        self.on_number_changed(number)

    @property
    def spec(self) -> GameSpec:
        """Chess960 from the chosen start position."""
        return chess960_spec(self.number_box.value())

    @pyqtSlot(int)
    def on_number_changed(self, number: int) -> None:
        self.rank_label.setText(back_rank(number))

    @pyqtSlot()
    def on_random(self) -> None:
        self.number_box.setValue(self._rng.randrange(CHESS960_LAST + 1))


class Chess960Menu(QObject):
    """The Games menu's *Chess960…* entry and the dialog it opens."""

    def __init__(self, window: WindowParts, rng: random.Random | None = None) -> None:
        super().__init__()
        self._window = window
        self._rng = rng if rng is not None else random.Random()
        self.action = QAction("Chess&960…", window.dialog_parent())
        self.action.setToolTip(
            translate(
                "Chess960Menu", "Chess with the pieces of the first rank shuffled (Fischer random)"
            )
        )
        self.dialog: Chess960Dialog | None = None
        """The open dialog, if any (tests answer it)."""

    def connect(self) -> None:
        self._window.menu_places.add_game_choice(self.action, lambda spec: is_chess960(spec.name))
        self.action.triggered.connect(self.on_triggered)

    @pyqtSlot()
    def on_triggered(self) -> None:
        controller = self._window.controller
        current = controller.spec.new_state()
        playing = current.board.chess960_pos() if isinstance(current, ChessState) else None
        if isinstance(current, ChessState) and current.chess960:
            number = STANDARD_NUMBER if playing is None else playing
        else:
            number = self._rng.randrange(CHESS960_LAST + 1)
        self.dialog = Chess960Dialog(self._window.dialog_parent(), self._rng, number)
        self.dialog.finished.connect(self.on_finished)
        self.dialog.open()

    @pyqtSlot(int)
    def on_finished(self, result: int) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is not None and result == QDialog.DialogCode.Accepted:
            self._window.controller.new_game(dialog.spec)
