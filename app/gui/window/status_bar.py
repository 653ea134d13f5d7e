"""The main window's bottom line: whose turn it is or what the computer is searching,
replaced for a few seconds by announcements, and a moving bar while the computer thinks."""

from __future__ import annotations

from PyQt6.QtCore import pyqtSlot
from PyQt6.QtWidgets import QLabel, QProgressBar, QStatusBar, QWidget

ANNOUNCE_MILLISECONDS = 4000
"""How long a move or cursor announcement stays in the status bar."""
REFUSAL_MILLISECONDS = 2500
"""How long the reason for a refused click stays in the status bar."""


class StatusBar(QStatusBar):
    """A status bar with a lasting line (:meth:`set_line`) under passing announcements."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.line = QLabel()
        self.addWidget(self.line, 1)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # no known end: a moving bar while the computer thinks
        self.busy.setMaximumSize(120, 14)
        self.busy.setTextVisible(False)
        self.busy.hide()
        self.addPermanentWidget(self.busy)
        self.messageChanged.connect(self.on_message_changed)

    def line_text(self) -> str:
        """The lasting line (tests read it)."""
        return self.line.text()

    def set_line(self, text: str) -> None:
        self.line.setText(text)

    @pyqtSlot(str)
    def announce(self, text: str) -> None:
        """Say ``text`` for a few seconds (moves, the cursor's cell, what a file did)."""
        self.showMessage(text, ANNOUNCE_MILLISECONDS)

    @pyqtSlot(str)
    def refuse(self, reason: str) -> None:
        """Say briefly why a click did nothing."""
        self.showMessage(reason, REFUSAL_MILLISECONDS)

    @pyqtSlot(str)
    def on_message_changed(self, message: str) -> None:
        """A temporary announcement replaces the lasting line instead of being drawn over it."""
        self.line.setVisible(not message)
