"""Reviews a game on a thread of its own: proven values by
:func:`app.services.review.review_game`, estimated ones (a game with review grades,
chess) by :func:`app.services.estimate_review.review_estimates`.

The review's many searches go to the engine process one by one (through an
:class:`~app.protocols.engine.client.EngineSearcher`), except for games searched
in this process (:func:`~app.gui.session.search_desk.searches_locally`).
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from PyQt6.QtCore import QObject, QThread, pyqtSignal, pyqtSlot

from app.gui.session.search_desk import SearchDesk, searches_locally
from app.protocols.engine.client import EngineSearcher
from app.services.estimate_review import EstimateReview, Grade, review_estimates
from app.services.review import proves_values, review_game
from engine.search import Searcher
from games.base import BoardState, GameSpec

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
    """Runs the game's review off the GUI thread; never touches widgets."""

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

        review_of = review_game if proves_values(request.spec) else review_estimates
        try:
            review = review_of(
                request.spec,
                request.moves,
                request.make_searcher,
                stop=request.stop,
                on_progress=report,
            )
        except Exception as error:
            log.exception("review request %d failed", request.request_id)
            self.failed.emit(
                request.request_id, self.tr("The review could not be completed: {}").format(error)
            )
            return
        self.finished.emit(request.request_id, review)


class ReviewRunner(QObject):
    """At most one review at a time on the review thread; relays the live one's answers."""

    progress = pyqtSignal(int, int)
    """``(positions proven or tried, positions in all)``."""
    finished = pyqtSignal(object)
    """The :class:`~app.services.review.Review` or
    :class:`~app.services.estimate_review.EstimateReview` (``cancelled`` when stopped)."""
    failed = pyqtSignal(str)

    _requested = pyqtSignal(object)

    def __init__(self, desk: SearchDesk, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._desk = desk
        self._request: ReviewRequest | None = None
        self._reviewed: tuple[tuple[Any, ...], EstimateReview] | None = None
        """The moves of the last finished review of estimates, and that review."""
        self._local_searchers: dict[str, Searcher] = {}
        """One engine per game for reviews in this process (used only on the review thread)."""
        self.thread = QThread(self)
        self.thread.setObjectName("plyboard-review")
        self._worker = ReviewWorker()
        self._worker.moveToThread(self.thread)
        self.thread.finished.connect(self._worker.deleteLater)
        self._requested.connect(self._worker.run)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)

    @property
    def running(self) -> bool:
        return self._request is not None

    def start(self, spec: GameSpec, states: Sequence[BoardState], moves: Sequence[Any]) -> None:
        """Review the game ``moves`` (leading through ``states``), replacing a running review."""
        self.cancel()
        if not self.thread.isRunning():
            self.thread.start()
        if searches_locally(spec):
            make_searcher: Callable[[], Searcher] = partial(self._local_searcher, spec)
        else:
            texts = tuple(state.move_text(move) for state, move in zip(states, moves, strict=False))
            searcher = EngineSearcher(
                self._desk.engine, spec.name, states, texts, session=f"{self._desk.session}-review"
            )
            make_searcher = partial(_same, searcher)
        self._request = ReviewRequest(self._desk.next_id(), spec, tuple(moves), make_searcher)
        self._requested.emit(self._request)

    def marks(self, moves: Sequence[Any]) -> dict[int, Grade]:
        """The grades of the last review of estimates by ply, if the game ``moves`` (those
        before the current position) is still the one it reviewed; else none."""
        if self._reviewed is None:
            return {}
        reviewed, review = self._reviewed
        if tuple(moves) != reviewed[: len(moves)] or review.cancelled:
            return {}
        return dict(review.marks())

    def cancel(self) -> None:
        """Stop the running review; its (cancelled) answer is ignored."""
        if self._request is not None:
            self._request.stop.set()
            self._request = None

    def shutdown(self) -> None:
        self.cancel()
        if self.thread.isRunning():
            self.thread.quit()
            self.thread.wait()

    def _local_searcher(self, spec: GameSpec) -> Searcher:
        if spec.name not in self._local_searchers:
            self._local_searchers[spec.name] = spec.searcher("auto", random.Random(0))
        return self._local_searchers[spec.name]

    def _live(self, request_id: int) -> bool:
        return self._request is not None and request_id == self._request.request_id

    @pyqtSlot(int, int, int)
    def _on_progress(self, request_id: int, done: int, total: int) -> None:
        if self._live(request_id):
            self.progress.emit(done, total)

    @pyqtSlot(int, object)
    def _on_finished(self, request_id: int, review: object) -> None:
        if self._live(request_id):
            moves = self._request.moves if self._request is not None else ()
            self._request = None
            if isinstance(review, EstimateReview):
                self._reviewed = (moves, review)
            self.finished.emit(review)

    @pyqtSlot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        if self._live(request_id):
            self._request = None
            self.failed.emit(message)


def _same(searcher: Searcher) -> Searcher:
    return searcher
