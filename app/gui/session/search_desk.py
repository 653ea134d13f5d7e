"""The controller's searches: at most one of each kind at a time, sent to the worker thread.

A :class:`SearchDesk` builds each :class:`~app.gui.session.worker.SearchRequest` (a fresh id,
the position, a seed from the controller's generator), hands it to the
:class:`~app.gui.session.worker.SearchWorker` on its ``QThread`` and passes on only the
answers of the request still live for its kind (:class:`EvaluationSource`: the
computer's move, a hint, an analysis); answers to abandoned or replaced requests
are dropped here.  The searches run in the engine process, except for games it
cannot know (see :func:`searches_locally`), external engines (a UCI engine is a process
of its own: the worker thread only waits for its answers) and, until the engine process
is up, for games with no kernels to prepare.
"""

from __future__ import annotations

import logging
import os
import random
import threading
import uuid
from collections.abc import Callable, Sequence
from typing import Any

from PyQt6.QtCore import QObject, QThread, pyqtSignal, pyqtSlot

from app.gui.session.evaluation import EvaluationSource
from app.gui.session.quick_move import prepare_quick_moves
from app.gui.session.worker import IN_PROCESS_VARIABLE, SearchRequest, SearchWorker, shared_engine
from app.protocols.engine.client import EngineClient
from app.protocols.engine.messages import EngineNotice
from app.services.players import close_external, external_searcher, is_external
from engine.player import Decision, Level
from engine.search import ScoringAllMoves, Searcher, SearchResult
from games.base import BoardState, GameSpec
from games.registry import is_builtin

log = logging.getLogger(__name__)

Kind = EvaluationSource
"""The kinds of search: the computer's move, a hint, an analysis."""


def searches_locally(spec: GameSpec) -> bool:
    """Whether ``spec``'s searches run in this process: when asked to
    (:data:`~app.gui.session.worker.IN_PROCESS_VARIABLE`), or for a game the engine process
    cannot know (not the built-in game of that name: a test's own variant, a game
    registered at run time)."""
    return os.environ.get(IN_PROCESS_VARIABLE) == "1" or not is_builtin(spec)


class SearchDesk(QObject):
    """Starts, stops and abandons the searches of one controller; relays the live answers.

    Each signal carries the kind and the request it answers.
    """

    info = pyqtSignal(object, object, object)
    """``(kind, SearchRequest, SearchResult)`` after each completed iteration."""
    finished = pyqtSignal(object, object, object)
    """``(kind, SearchRequest, Decision)``; the request is no longer live."""
    failed = pyqtSignal(object, object, str)
    """``(kind, SearchRequest, message)``; the request is no longer live."""
    crashed = pyqtSignal(object, object, str)
    """``(kind, SearchRequest, message)``: the engine process died during it (restarted
    on the next request); the request is no longer live."""
    engine_status = pyqtSignal(str)
    """"Preparing the solver…" (with progress when known) while the engine process
    prepares :attr:`game`'s kernels, then ``""`` when they are ready."""

    _requested = pyqtSignal(object)

    def __init__(self, rng: random.Random, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rng = rng
        self._session = uuid.uuid4().hex
        """Names this desk's engines (and their tables) in the engine process."""
        self._ids = 0
        self._live: dict[Kind, SearchRequest] = {}
        self._closed = False
        self._local_rng = random.Random()
        self._local_searchers: dict[tuple[str, str], Searcher] = {}
        self.engine, self.notices = shared_engine()
        self.notices.notice.connect(self._on_notice)
        self.game = ""
        """The game whose preparation :attr:`engine_status` reports."""
        self.preparing = False
        """Whether the engine process is preparing :attr:`game`'s kernels."""
        self.thread = QThread(self)
        self.thread.setObjectName("plyboard-search")
        self.worker = SearchWorker(self.engine)
        self.worker.moveToThread(self.thread)
        self.thread.finished.connect(self.worker.deleteLater)
        self._requested.connect(self.worker.run)
        self.worker.info.connect(self._on_info)
        self.worker.finished.connect(self._on_finished)
        self.worker.failed.connect(self._on_failed)
        self.worker.crashed.connect(self._on_crashed)

    @property
    def session(self) -> str:
        return self._session

    @property
    def client(self) -> EngineClient:
        return self.engine

    def live(self, kind: Kind) -> SearchRequest | None:
        """The running request of ``kind``, if any."""
        return self._live.get(kind)

    def next_id(self) -> int:
        """A fresh request id (reviews take theirs from here too)."""
        self._ids += 1
        return self._ids

    def start(
        self,
        kind: Kind,
        spec: GameSpec,
        states: Sequence[BoardState],
        moves: tuple[str, ...],
        level: Level,
        engine: str,
        *,
        score_all_moves: bool = False,
    ) -> SearchRequest:
        """Search the last of ``states`` (the game after ``moves``) as ``kind``, replacing
        (abandoning) the running request of that kind.  After :meth:`shutdown` nothing
        is searched: the request returned is never live."""
        self.abandon(kind)
        if self._closed:
            log.info("no %s search after the shutdown", kind)
            return SearchRequest(0, spec, states[-1], moves, level, engine, 0, self._session)
        if not self.thread.isRunning():
            self.thread.start()
        local = None
        if is_external(engine) or searches_locally(spec) or self._engine_starting(spec):
            local = self._local_searcher(spec, engine)
            if score_all_moves:
                local = ScoringAllMoves(local)
        request = SearchRequest(
            request_id=self.next_id(),
            spec=spec,
            state=states[-1],
            moves=moves,
            level=level,
            engine=engine,
            seed=self._rng.getrandbits(63),
            session=self._session,
            score_all_moves=score_all_moves,
            local=local,
            rng=self._local_rng,
            history=tuple(previous.key() for previous in states[:-1]),
        )
        self._live[kind] = request
        self._requested.emit(request)
        return request

    def stop(self, kind: Kind) -> None:
        """Ask the running request of ``kind`` to answer now with its best so far."""
        request = self._live.get(kind)
        if request is not None:
            request.stop.set()

    def abandon(self, kind: Kind) -> bool:
        """Stop the running request of ``kind`` and drop its answer; whether one ran."""
        request = self._live.pop(kind, None)
        if request is None:
            return False
        request.abandoned.set()
        request.stop.set()
        return True

    def _engine_starting(self, spec: GameSpec) -> bool:
        """Whether to search ``spec`` here because the engine process is not up yet (its
        start takes a second or more): only for games with no kernels to prepare, whose
        pure-Python searches the window shares its lock with for that moment."""
        if self.engine.responsive:
            return False
        self.engine.start()  # (re)started now, so it is up for the next request
        return spec.warm_up is None

    def warm(self, spec: GameSpec) -> None:
        """Have ``spec``'s searches prepared in the background, and this process its quick
        moves (:func:`~app.gui.session.quick_move.prepare_quick_moves`); ``spec`` becomes
        the :attr:`game` whose preparation :attr:`engine_status` reports.

        The engine process prepares the game's kernels and its own searchers (a solver,
        a table): :attr:`preparing` until it says they are ready (also when it was asked
        before, by another window or for an earlier game).  A game searched in this
        process (:func:`searches_locally`) has its kernels compiled on a thread here.
        """
        self.game = spec.name
        prepare_quick_moves(spec)
        if searches_locally(spec):
            _warm_up_in_background(spec)
            return
        ready = spec.name in self.engine.ready_games
        self.preparing = spec.warm_up is not None and not ready
        if not ready:
            self.engine.warm(spec.name)

    def shutdown(self) -> None:
        """Abandon every search and end the worker thread without waiting for the engine,
        then end the external engines' processes; no search starts afterwards."""
        self._closed = True
        for kind in list(self._live):
            self.abandon(kind)
        self.worker.closing.set()
        if self.thread.isRunning():
            self.thread.quit()
            self.thread.wait()
        close_external(self._local_searchers.values())

    # --- the worker's answers --------------------------------------------------------

    @pyqtSlot(object)
    def _on_notice(self, notice: EngineNotice) -> None:
        if notice.game != self.game:
            return
        if notice.kind == "progress":
            self.preparing = True
            done = f" {notice.fraction:.0%}" if notice.fraction else ""
            self.engine_status.emit(self.tr("Preparing the solver…{}").format(done))
        elif notice.kind == "ready" and self.preparing:
            self.preparing = False
            self.engine_status.emit("")
        elif notice.kind == "error":
            self.preparing = False
            self.engine_status.emit(
                self.tr("The solver could not be prepared: {}").format(notice.message)
            )

    def _find(self, request_id: int) -> tuple[Kind, SearchRequest] | None:
        for kind, request in self._live.items():
            if request.request_id == request_id:
                return kind, request
        log.debug("dropping the answer to stale search request %d", request_id)
        return None

    @pyqtSlot(int, object)
    def _on_info(self, request_id: int, result: SearchResult) -> None:
        found = self._find(request_id)
        if found is not None:
            self.info.emit(*found, result)

    @pyqtSlot(int, object)
    def _on_finished(self, request_id: int, decision: Decision) -> None:
        self._settle(request_id, self.finished, decision)

    @pyqtSlot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        self._settle(request_id, self.failed, message)

    @pyqtSlot(int, str)
    def _on_crashed(self, request_id: int, message: str) -> None:
        self._settle(request_id, self.crashed, message)

    def _settle(self, request_id: int, signal: Any, answer: object) -> None:
        found = self._find(request_id)
        if found is not None:
            del self._live[found[0]]
            signal.emit(*found, answer)

    def _local_searcher(self, spec: GameSpec, engine: str) -> Searcher:
        key = (spec.name, engine)
        if key not in self._local_searchers:
            external = external_searcher(engine)
            self._local_searchers[key] = (
                external if external is not None else spec.searcher(engine, self._local_rng)
            )
        return self._local_searchers[key]


_warmed_up: set[Callable[[], None]] = set()


def _warm_up_in_background(spec: GameSpec) -> None:
    """Run ``spec.warm_up`` once per process on a daemon thread (for games searched in
    this process), so choosing the game never waits for the compiler."""
    if spec.warm_up is None or spec.warm_up in _warmed_up:
        return
    _warmed_up.add(spec.warm_up)
    threading.Thread(target=spec.warm_up, name=f"warm-up-{spec.name}", daemon=True).start()
