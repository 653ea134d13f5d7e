"""Move now's way out when the engine has no move ready: a quick move, chosen off the GUI thread.

When the person asks for the computer's move before its search has completed an
iteration (the engine process still starting, compiling or loading a game's kernels,
building a table), the controller asks the engine to stop and gives it
:data:`MOVE_NOW_PATIENCE` seconds to answer.  Meanwhile a :class:`QuickMover` chooses
a move with :func:`engine.quick.quick_move` (one ply, the game's pure-Python
heuristic, about 20 ms) on a thread of its own: Gomoku's heuristic costs 0.5 ms a
position and its pattern tables 150 ms the first time, too long for the GUI thread.
When the patience is over and the quick move is chosen, :attr:`QuickMover.chosen`
carries it to the GUI thread; the controller plays it unless the engine answered first.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass

from PyQt6.QtCore import QObject, QTimer, pyqtSignal, pyqtSlot

from app.gui.session.worker import SearchRequest
from engine.quick import quick_move
from engine.search import SearchResult
from games.base import GameSpec

log = logging.getLogger(__name__)

MOVE_NOW_PATIENCE = 0.05
"""Seconds Move now waits for the engine's own answer before playing the quick move."""


_preparations: dict[str, threading.Thread] = {}


def prepare_quick_moves(spec: GameSpec) -> None:
    """Choose one quick move of ``spec`` in the background, once per game and process, so
    that what its heuristic builds on first use (Gomoku's pattern tables: 0.2-0.5 s) is
    ready before Move now needs it (not for a game that starts finished: a set-up
    position)."""
    start = spec.new_state()
    if spec.name in _preparations or start.outcome() is not None:
        return
    preparation = threading.Thread(
        target=quick_move,
        args=(start, spec.heuristic, spec.order_moves),
        name=f"plyboard-quick-move-{spec.name}",
        daemon=True,
    )
    _preparations[spec.name] = preparation
    preparation.start()


@dataclass
class _Hurry:
    """One Move now waiting: for its patience to run out and for its quick move."""

    request: SearchRequest
    patience_over: bool = False
    found: SearchResult | None = None


class QuickMover(QObject):
    """Chooses one quick move at a time, for the computer's live request, off the GUI thread."""

    chosen = pyqtSignal(object, object)
    """``(SearchRequest, SearchResult)``: the patience is over and the quick move chosen."""
    _found = pyqtSignal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hurry: _Hurry | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_patience_over)
        self._found.connect(self._on_found)

    def start(self, spec: GameSpec, request: SearchRequest, patience: float) -> None:
        """Choose a quick move for ``request``'s position; announce it once ``patience``
        seconds have passed (at once when ``patience`` is 0).  Replaces any earlier one."""
        self._hurry = _Hurry(request)
        threading.Thread(
            target=self._choose, args=(spec, request), name="plyboard-quick-move", daemon=True
        ).start()
        if patience <= 0:
            self._timer.stop()
            self._on_patience_over()
        else:
            self._timer.start(round(patience * 1000))

    def _choose(self, spec: GameSpec, request: SearchRequest) -> None:
        preparation = _preparations.get(spec.name)
        if preparation is not None:  # building the same tables twice at once takes longer
            preparation.join()
        try:
            result = quick_move(request.state, spec.heuristic, spec.order_moves)
        except Exception:  # a heuristic's bug: Move now then waits for the engine
            log.exception("no quick move for search request %d", request.request_id)
            return
        try:
            self._found.emit(request, result)
        except RuntimeError:  # the window closed meanwhile: nobody wants the move
            log.debug("quick move for search request %d dropped", request.request_id)

    @pyqtSlot()
    def _on_patience_over(self) -> None:
        if self._hurry is not None:
            self._hurry.patience_over = True
            self._announce()

    @pyqtSlot(object, object)
    def _on_found(self, request: SearchRequest, result: SearchResult) -> None:
        if self._hurry is not None and self._hurry.request is request:
            self._hurry.found = result
            self._announce()

    def _announce(self) -> None:
        hurry = self._hurry
        if hurry is not None and hurry.patience_over and hurry.found is not None:
            self._hurry = None
            self.chosen.emit(hurry.request, hurry.found)
