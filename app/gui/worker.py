"""Runs the computer's searches on a worker thread and reports back through signals.

A :class:`SearchWorker` lives on its own ``QThread`` for as long as its
controller.  Requests arrive through a queued signal and are run one after the
other, so two searches never share a searcher at the same time.  Every signal
carries the request's id; the receiver decides whether the answer is still wanted.
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Hashable
from dataclasses import dataclass, field

from PyQt6.QtCore import QObject, pyqtSignal, pyqtSlot

from engine.player import Level, choose_move
from engine.search import Searcher, SearchResult
from games.base import BoardState

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SearchRequest:
    """One move for the computer to choose.

    Setting ``stop`` ends the search early with the best move found so far; setting
    ``abandoned`` as well tells the worker nobody wants the answer any more.
    """

    request_id: int
    searcher: Searcher
    state: BoardState
    level: Level
    rng: random.Random
    history: tuple[Hashable, ...] = ()
    """Keys of the positions before ``state`` in this game (for repetition rules)."""
    stop: threading.Event = field(default_factory=threading.Event)
    abandoned: threading.Event = field(default_factory=threading.Event)


class SearchWorker(QObject):
    """Chooses moves off the GUI thread; never touches widgets."""

    info = pyqtSignal(int, object)
    """``(request_id, SearchResult)`` after each completed iteration."""
    finished = pyqtSignal(int, object)
    """``(request_id, Decision)`` when the move is chosen."""
    failed = pyqtSignal(int, str)
    """``(request_id, message)`` when the search raised."""

    @pyqtSlot(object)
    def run(self, request: SearchRequest) -> None:
        """Search ``request`` to the end (or until stopped) and emit the outcome."""
        if request.abandoned.is_set():
            return

        def report(result: SearchResult) -> None:
            if not request.abandoned.is_set():
                self.info.emit(request.request_id, result)

        try:
            decision = choose_move(
                request.searcher,
                request.state,
                request.level,
                request.rng,
                stop=request.stop,
                on_info=report,
                history=request.history,
            )
        except Exception as error:
            log.exception("search request %d failed", request.request_id)
            self.failed.emit(request.request_id, f"The computer could not choose a move: {error}")
            return
        self.finished.emit(request.request_id, decision)
