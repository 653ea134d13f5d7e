"""Work the window must not wait for, done on a thread of its own: a puzzle move's
verdict, a lesson game's reply, the computer's opening stones or colour choice.

An :class:`Errand` runs one function per call and delivers its result with the ticket it
was given, through a queued signal, on the GUI thread; the receiver drops a result whose
ticket is stale.  It has no parent and the running thread holds it, so a window closed
while the work runs loses only the delivery (Qt disconnects a destroyed receiver).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PyQt6.QtCore import QObject, pyqtSignal


class Errand(QObject):
    """Runs work on threads of their own; :attr:`done` brings back each result."""

    done = pyqtSignal(int, object)
    """The ticket the work was given and what it returned."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self._name = name

    def run(self, ticket: int, work: Callable[[], object]) -> None:
        """Start ``work`` now; its result comes with ``ticket``."""
        threading.Thread(
            target=lambda: self.done.emit(ticket, work()), name=self._name, daemon=True
        ).start()
