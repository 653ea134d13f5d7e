"""A side window's board painted as the main window paints its own (no game knowledge)."""

from __future__ import annotations

from collections.abc import Callable

from PyQt6.QtCore import QEvent, QObject
from PyQt6.QtWidgets import QWidget

from app.gui import style
from app.gui.board.themes import BoardLooks
from app.gui.board.view import BoardView

Looks = Callable[[], tuple[style.Palette, BoardLooks]]
"""The palette and the board looks the main window paints with now."""


class LooksFollower(QObject):
    """Paints ``board`` with ``looks`` now, each time ``window`` is shown and whenever its
    palette changes (*View > Palette* while the window is open)."""

    def __init__(self, window: QWidget, board: BoardView, looks: Looks | None) -> None:
        super().__init__(window)
        self._board = board
        self._looks = looks
        self.follow()
        window.installEventFilter(self)

    def follow(self) -> None:
        """Paint the board as the main window paints its own."""
        if self._looks is not None:
            palette, looks = self._looks()
            self._board.set_palette(palette)
            self._board.set_looks(looks)

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if event is not None and event.type() in (QEvent.Type.Show, QEvent.Type.PaletteChange):
            self.follow()
        return False
