"""Hints and the analysis overlay on the board.

A hint is the strongest engine's search of the position a person is to move in: the
suggested move is ringed on the board for a few seconds and explained in the side
panel.  With the analysis overlay on, every such position is searched this way and
each move's score is drawn on its cell.
"""

from __future__ import annotations

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QObject, QTimer, pyqtSignal, pyqtSlot
from PyQt6.QtGui import QAction

from app.gui.board.view import BoardView
from app.gui.panels.side_panel import SidePanel
from app.gui.session.controller import GameController
from app.gui.texts import hint_words
from app.services.hints import Hint, move_score_labels

HINT_MILLISECONDS = 4000
"""How long a hint stays highlighted on the board."""
LOOKING = QT_TRANSLATE_NOOP("HintDisplay", "Looking for the best move…")


class HintDisplay(QObject):
    """Asks ``controller`` for hints and shows them on ``board`` and ``panel``;
    ``overlay`` is the checkable action that turns the analysis overlay on."""

    announced = pyqtSignal(str)
    """A line for the status bar: the hint, or why there is none."""

    def __init__(
        self,
        controller: GameController,
        board: BoardView,
        panel: SidePanel,
        overlay: QAction,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board = board
        self.panel = panel
        self.overlay = overlay
        self.current: Hint | None = None
        """The hint for the current position, once one arrived."""
        self.timer = QTimer(self)
        """Takes the hint's ring off the board after :data:`HINT_MILLISECONDS`."""
        self.timer.setSingleShot(True)
        self.timer.setInterval(HINT_MILLISECONDS)
        self.timer.timeout.connect(self.on_expired)

    @pyqtSlot()
    def on_hint_requested(self) -> None:
        if self.controller.advisor.request_hint():
            self.panel.show_hint(self.tr(LOOKING))
        else:
            self.announced.emit(self.tr("A hint is for your turn, while the game goes on."))

    @pyqtSlot(bool)
    def on_overlay_toggled(self, shown: bool) -> None:
        """With the overlay on, each position where a person is to move is analysed."""
        if shown:
            self._analyse()
        self._refresh_overlay()

    @pyqtSlot(object)
    def on_hint_ready(self, hint: Hint) -> None:
        self.current = hint
        self.board.set_hint(hint.cells)
        words = hint_words(hint)
        self.panel.show_hint(words)
        self.announced.emit(self.tr("Hint: {}").format(words))
        self.timer.start()
        self._refresh_overlay()

    @pyqtSlot()
    def on_expired(self) -> None:
        self.board.set_hint(())

    def on_position_changed(self) -> None:
        """Forget the last position's hint; analyse the new one when the overlay is on."""
        self.current = None
        self.timer.stop()
        self.board.set_hint(())
        self.panel.show_hint("")
        self._refresh_overlay()
        if self.overlay.isChecked():
            self._analyse()

    def _analyse(self) -> None:
        """Start a hint search (it scores every move) unless one ran or runs for this position."""
        controller = self.controller
        if self.current is None and not controller.hinting and controller.advisor.request_hint():
            self.panel.show_hint(self.tr(LOOKING))

    def _refresh_overlay(self) -> None:
        """The per-move scores of this position's hint search, when the overlay is on."""
        labels: dict[int, str] = {}
        if self.overlay.isChecked() and self.current is not None:
            labels = dict(move_score_labels(self.controller.state, self.current.result))
        self.board.set_score_labels(labels)
