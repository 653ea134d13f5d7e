"""The toy game's GUI plug-in, written against the extension API alone."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtGui import QAction, QColor, QKeySequence, QPainter, QPaintEvent, QPen

from app.gui.board.view import BoardView
from app.gui.extensions import GamePlugin, WindowParts

FRAME_COLOUR = QColor("#ff00ff")
"""The toy board's frame: nothing else in the window is this magenta."""


class StripBoard(BoardView):
    """The generic board in a wide magenta frame."""

    def paintEvent(self, event: QPaintEvent | None) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setPen(QPen(FRAME_COLOUR, 12))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.rect())
        painter.end()


class StripPlugin(GamePlugin):
    """Its board and *Play leftmost* (L) in the Game menu."""

    def __init__(self) -> None:
        super().__init__()
        self.board = StripBoard()
        self.window: WindowParts | None = None
        self.leftmost = QAction("Play &leftmost", self)
        self.leftmost.setShortcut(QKeySequence("L"))

    def install(self, window: WindowParts) -> None:
        self.window = window
        places = window.menu_places
        places.game.insertAction(places.anchors["copy"], self.leftmost)
        window.add_shortcut(self.leftmost)
        self.leftmost.triggered.connect(self.on_leftmost)

    def board_view(self) -> BoardView:
        return self.board

    def set_active(self, active: bool) -> None:
        super().set_active(active)
        self.leftmost.setVisible(active)

    def on_leftmost(self) -> None:
        """Put a stone on the leftmost empty cell for the person."""
        assert self.window is not None
        moves = self.window.controller.state.legal_moves()
        if moves:
            self.window.play_move(min(moves))
            self.window.announce("Played the leftmost cell")
