"""Sends the computer's searches to the engine process and reports back through signals.

The searches themselves run in ``plyboard engine`` (:mod:`app.protocols.engine.server`), a process
of its own shared by every window of the app (:func:`shared_engine`), so neither a
search nor a kernel compiling ever holds this process's interpreter lock.  A
:class:`SearchWorker` lives on its own ``QThread`` for as long as its controller
and waits there for the engine's answers; requests arrive through a queued signal
and are sent one after the other.  Every signal carries the request's id; the
receiver decides whether the answer is still wanted.
"""

from __future__ import annotations

import atexit
import logging
import random
import threading
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from functools import partial

from PyQt6 import sip
from PyQt6.QtCore import QCoreApplication, QObject, pyqtSignal, pyqtSlot

from app.protocols.engine.client import EngineClient, EngineCrashed
from app.protocols.engine.messages import EngineNotice, SearchOrder
from engine.player import Level, choose_move
from engine.search import Searcher, SearchResult
from games.base import BoardState, GameSpec

log = logging.getLogger(__name__)

IN_PROCESS_VARIABLE = "PLYBOARD_IN_PROCESS_ENGINE"
"""Set to ``1``, the app searches on its worker thread, in its own process, as it did
before the engine process (for measuring the difference, e.g. ``tools/gui/ui_latency.py``)."""


@dataclass(frozen=True)
class SearchRequest:
    """One move for the computer to choose (or a position to score, for hints and analysis).

    Setting ``stop`` ends the search early with the best move found so far; setting
    ``abandoned`` as well tells the worker nobody wants the answer any more.
    """

    request_id: int
    spec: GameSpec
    state: BoardState
    moves: tuple[str, ...]
    """The game's moves (texts) from its start to ``state``."""
    level: Level
    engine: str
    """The searcher: an algorithm name, or ``auto`` for the game's default engine."""
    seed: int
    """Reseeds the session's random generator (the level's randomness, MCTS)."""
    session: str
    """Whose engines and tables the engine process uses (one per controller)."""
    score_all_moves: bool = False
    local: Searcher | None = None
    """Search in this process with this searcher instead (a game the engine process does
    not know, e.g. a test's own; or the in-process mode, :data:`IN_PROCESS_VARIABLE`)."""
    rng: random.Random | None = None
    """The local searcher's random generator (reseeded with ``seed``, as the engine does)."""
    history: tuple[Hashable, ...] = ()
    """Keys of the positions before ``state`` (for the local searcher's repetition rules)."""
    stop: threading.Event = field(default_factory=threading.Event)
    abandoned: threading.Event = field(default_factory=threading.Event)

    def order(self) -> SearchOrder:
        """The request as the engine process's ``search`` command."""
        return SearchOrder(
            game=self.spec.name,
            moves=self.moves,
            level=self.level,
            seed=self.seed,
            score_all_moves=self.score_all_moves,
            session=self.session,
            engine=self.engine,
        )


class EngineNotices(QObject):
    """Carries the engine's notices (kernels being prepared, ready) to the GUI thread."""

    notice = pyqtSignal(object)
    """An :class:`~app.protocols.engine.messages.EngineNotice`."""


_shared: tuple[EngineClient, EngineNotices] | None = None
_shared_lock = threading.Lock()


def shared_engine(env: Mapping[str, str] | None = None) -> tuple[EngineClient, EngineNotices]:
    """The app's engine process client and its notices (created on first use, from the GUI
    thread, with ``env`` added to the process's environment; the process starts at once in
    the background and ends with the app)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            notices = EngineNotices()
            client = EngineClient(env=env, on_notice=partial(_forward_notice, notices))
            client.start()
            atexit.register(_close_engine, client)
            _shared = (client, notices)
        return _shared


def _forward_notice(notices: EngineNotices, notice: EngineNotice) -> None:
    """Hand ``notice`` to the GUI thread, unless the application or the carrier is gone:
    the engine's last lines (a game ready) may come while the app exits, and emitting then
    crashed it (or raised in the reader thread when Python had already deleted the
    carrier)."""
    if QCoreApplication.instance() is not None and not sip.isdeleted(notices):
        notices.notice.emit(notice)


def _close_engine(client: EngineClient) -> None:
    client.on_notice = None  # at exit: no Qt object is wanted any more
    client.close()


class SearchWorker(QObject):
    """Waits for the engine's answers off the GUI thread; never touches widgets."""

    info = pyqtSignal(int, object)
    """``(request_id, SearchResult)`` after each completed iteration."""
    finished = pyqtSignal(int, object)
    """``(request_id, Decision)`` when the move is chosen."""
    failed = pyqtSignal(int, str)
    """``(request_id, message)`` when the search failed (the engine refused it or died)."""
    crashed = pyqtSignal(int, str)
    """``(request_id, message)`` when the engine process died during the request (sent
    before :attr:`failed`); the next request starts a new one."""

    def __init__(self, client: EngineClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.closing = threading.Event()
        """Set by the owner before ending the thread: a running search is stopped and its
        answer not waited for."""

    @pyqtSlot(object)
    def run(self, request: SearchRequest) -> None:
        """Have the engine search ``request`` to the end (or until stopped); emit the outcome."""
        if request.abandoned.is_set():
            return

        def report(result: SearchResult) -> None:
            if not request.abandoned.is_set():
                self.info.emit(request.request_id, result)

        try:
            if request.local is not None:
                rng = request.rng if request.rng is not None else random.Random()
                rng.seed(request.seed)
                decision = choose_move(
                    request.local,
                    request.state,
                    request.level,
                    rng,
                    stop=request.stop,
                    on_info=report,
                    history=request.history,
                )
            else:
                decision = self.client.search(
                    request.order(),
                    request.state,
                    stop=request.stop,
                    on_info=report,
                    give_up=self.closing,
                )
                if decision is None:
                    return
        except EngineCrashed as crash:
            log.warning("search request %d: %s", request.request_id, crash)
            self.crashed.emit(request.request_id, str(crash))
            self.failed.emit(
                request.request_id,
                self.tr("The computer could not choose a move: {}").format(crash),
            )
            return
        except Exception as error:  # a refused request, or a local searcher's bug
            log.exception("search request %d failed", request.request_id)
            self.failed.emit(
                request.request_id,
                self.tr("The computer could not choose a move: {}").format(error),
            )
            return
        self.finished.emit(request.request_id, decision)


__all__ = ["EngineNotice", "EngineNotices", "SearchRequest", "SearchWorker", "shared_engine"]
