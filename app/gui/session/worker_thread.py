"""A dialog's worker on a thread of its own, stopped when the dialog or its main window closes.

The "Compare algorithms" and "Search tree" windows both run their searches this way:
:class:`WorkerThread` moves the worker onto a ``QThread`` the dialog owns, and
:class:`StopsWithParent` makes every way of closing (Close, Escape, the window's close
button, the main window closing first) call the dialog's ``shutdown``, which cancels
its job and stops the thread before Qt deletes anything.
"""

from __future__ import annotations

from PyQt6.QtCore import QEvent, QObject, QThread


class WorkerThread:
    """``worker`` (a ``QObject``) on a thread owned by ``owner``; the worker is deleted when
    the thread ends."""

    def __init__(self, owner: QObject, worker: QObject, name: str) -> None:
        self.thread = QThread(owner)
        self.thread.setObjectName(name)
        worker.moveToThread(self.thread)
        self.thread.finished.connect(worker.deleteLater)

    def start(self) -> None:
        """Start the thread unless it runs already."""
        if not self.thread.isRunning():
            self.thread.start()

    def stop(self) -> None:
        """End the thread's event loop and wait for it (idempotent); cancel the worker's job
        first, or this waits for the job to finish."""
        if self.thread.isRunning():
            self.thread.quit()
            self.thread.wait()


class StopsWithParent:
    """Mixin for a ``QDialog`` with a ``shutdown()`` method and a worker thread: closing the
    dialog, or its parent window (whose events it must filter: ``parent.installEventFilter``),
    shuts it down first."""

    def done(self, result: int) -> None:
        """Close, Escape and the window's close button all end here."""
        self.shutdown()
        super().done(result)

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        """When the main window closes, stop the worker before Qt deletes this dialog."""
        if watched is self.parent() and event is not None and event.type() == QEvent.Type.Close:
            self.shutdown()
            self.close()
        return super().eventFilter(watched, event)
