"""Reviews a finished game on a thread of its own (:func:`app.services.review.review_game`)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PyQt6.QtCore import QObject, pyqtSignal, pyqtSlot

from app.services.review import review_game
from engine.search import Searcher
from games.base import GameSpec

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ReviewRequest:
    """One game to review; setting ``stop`` ends the review early."""

    request_id: int
    spec: GameSpec
    moves: tuple[Any, ...]
    make_searcher: Callable[[], Searcher]
    stop: threading.Event = field(default_factory=threading.Event)


class ReviewWorker(QObject):
    """Runs :func:`~app.review.review_game` off the GUI thread; never touches widgets."""

    progress = pyqtSignal(int, int, int)
    """``(request_id, positions done, positions in all)``."""
    finished = pyqtSignal(int, object)
    """``(request_id, Review)``."""
    failed = pyqtSignal(int, str)

    @pyqtSlot(object)
    def run(self, request: ReviewRequest) -> None:
        if request.stop.is_set():
            return

        def report(done: int, total: int) -> None:
            self.progress.emit(request.request_id, done, total)

        try:
            review = review_game(
                request.spec,
                request.moves,
                request.make_searcher,
                stop=request.stop,
                on_progress=report,
            )
        except Exception as error:
            log.exception("review request %d failed", request.request_id)
            self.failed.emit(request.request_id, f"The review could not be completed: {error}")
            return
        self.finished.emit(request.request_id, review)
