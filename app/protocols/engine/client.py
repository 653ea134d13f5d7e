"""The client of the engine protocol: the app's side (no Qt).

:class:`EngineClient` starts ``python -m app engine`` (:mod:`app.protocols.engine.server`)
once, keeps it running, sends it searches from any thread and survives its death: a
search running when the process dies raises :class:`EngineCrashed`, and the next request
starts a new process.  :class:`EngineSearcher` is a searcher whose searches run there.

Moves travel as the game's move texts (``state.move_text``) and come back through
``state.parse_move``; results are :func:`~app.protocols.engine.report.analysis_report`
objects, the JSON ``plyboard analyze --json`` prints.  Scores are from the side to
move's point of view, times in seconds.  See docs/architecture.md, section 4.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import IO, Any

from app.protocols.engine.messages import (
    AUTO,
    EngineNotice,
    SearchOrder,
    decision_from_json,
    decode,
    encode,
)
from app.protocols.engine.report import result_from_report
from engine.player import Decision, Level
from engine.search import Limits, SearchResult
from games.base import BoardState

log = logging.getLogger(__name__)

STOP_POLL_SECONDS = 0.01
"""How often a waiting search checks its stop event (the engine then stops within ~50 ms)."""
QUIT_GRACE_SECONDS = 2.0
"""How long :meth:`EngineClient.close` waits for the process to quit before killing it."""


class EngineError(RuntimeError):
    """The engine answered a request with an error (a bad request, a failed search)."""


class EngineCrashed(RuntimeError):
    """The engine process ended while a request was waiting for it (killed, a fault)."""

    def __init__(self, exit_code: int | None) -> None:
        self.exit_code = exit_code
        if exit_code is not None and exit_code < 0:
            try:
                how = f"killed by {signal.Signals(-exit_code).name}"
            except ValueError:
                how = f"killed by signal {-exit_code}"
        elif exit_code is None:
            how = "its output closed"
        else:
            how = f"exit status {exit_code}"
        super().__init__(
            f"The engine process stopped unexpectedly ({how}); it restarts on the next request."
        )


InfoHandler = Callable[[SearchResult], None]


def engine_command() -> list[str]:
    """The command that starts the engine: this interpreter running ``app engine``, or in
    a bundle (``sys.frozen``, tools/build/bundle.py) the bundle's own executable."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "engine", "--quit-at-eof"]
    return [sys.executable, "-m", "app", "engine", "--quit-at-eof"]


@dataclass
class _Process:
    """One started engine process and the requests waiting for its answers."""

    popen: subprocess.Popen[str]
    waiting: dict[int, queue.Queue[tuple[str, Any]]] = field(default_factory=dict)
    alive: bool = True
    exit_code: int | None = None
    responsive: bool = False
    """It has answered (its first ``pong``): its imports are done."""


class EngineClient:
    """A long-lived engine process, shared by every caller (thread-safe).

    :meth:`search` blocks its calling thread (a worker thread, never the GUI's) until
    the answer arrives, forwarding each completed iteration to ``on_info`` and
    sending ``stop`` as soon as the caller's stop event is set.  ``on_notice``
    receives :class:`EngineNotice` values on the client's reader thread.
    """

    def __init__(
        self,
        command: Sequence[str] | None = None,
        *,
        env: Mapping[str, str] | None = None,
        on_notice: Callable[[EngineNotice], None] | None = None,
    ) -> None:
        self._command = list(command) if command is not None else engine_command()
        self._env = dict(env) if env is not None else None
        self.on_notice = on_notice
        self._lock = threading.Lock()
        self._process: _Process | None = None
        self._ids = itertools.count(1)
        self._warm_games: dict[str, None] = {}
        """Games asked to be warmed, in order (warmed again after a restart)."""
        self._tablebases = ""
        """The chess tablebases folder the engine uses (sent again after a restart)."""
        self.ready_games: set[str] = set()
        """Games whose kernels the running process has prepared."""
        self.restarts = 0
        """Processes started after the first (each one a recovery from a death)."""
        self._started = 0

    @property
    def responsive(self) -> bool:
        """Whether the running process has answered yet (starting it takes a second or
        more: imports); ``False`` before the first request and after a death."""
        process = self._process
        return process is not None and process.alive and process.responsive

    @property
    def pid(self) -> int | None:
        """The running engine process's id (``None`` before the first request)."""
        process = self._process
        return process.popen.pid if process is not None and process.alive else None

    def start(self) -> None:
        """Start the engine process now unless it runs (requests start it anyway)."""
        with self._lock:
            self._running()

    def warm(self, game: str) -> None:
        """Ask the engine to prepare ``game``'s kernels in the background (once per process)."""
        with self._lock:
            first = game not in self._warm_games
            self._warm_games[game] = None
            process = self._running()
            if first:
                self._send(process, encode("warm", {"game": game}))

    def use_tablebases(self, folder: str) -> None:
        """Have the engine probe the Syzygy tables of ``folder`` (``""``: none)."""
        with self._lock:
            self._tablebases = folder
            self._send(self._running(), encode("tablebases", {"folder": folder}))

    def search(
        self,
        order: SearchOrder,
        state: BoardState,
        *,
        stop: threading.Event | None = None,
        on_info: InfoHandler | None = None,
        give_up: threading.Event | None = None,
    ) -> Decision | None:
        """The engine's decision for ``order`` (whose position is ``state``).

        Setting ``stop`` asks the engine to answer with its best move so far; setting
        ``give_up`` stops it too but returns ``None`` at once, without its answer.
        Raises :class:`EngineCrashed` if the process dies first and
        :class:`EngineError` when the engine refuses or fails the request.
        """
        answers: queue.Queue[tuple[str, Any]] = queue.Queue()
        with self._lock:
            process = self._running()
            request_id = next(self._ids)
            process.waiting[request_id] = answers
            self._send(process, encode("search", order.to_json(request_id)))
        stop_sent = False
        try:
            while True:
                try:
                    kind, payload = answers.get(timeout=STOP_POLL_SECONDS)
                except queue.Empty:
                    leaving = give_up is not None and give_up.is_set()
                    stopping = leaving or (stop is not None and stop.is_set())
                    if stopping and not stop_sent:
                        stop_sent = True
                        with self._lock:
                            if process.alive:
                                self._send(process, f"stop {request_id}\n")
                    if leaving:
                        return None
                    continue
                if kind == "info" and on_info is not None:
                    on_info(result_from_report(state, payload["result"]))
                elif kind == "result":
                    return decision_from_json(state, payload)
                elif kind == "error":
                    raise EngineError(str(payload.get("message", "the engine failed")))
                elif kind == "dead":
                    raise EngineCrashed(payload)
        finally:
            with self._lock:
                process.waiting.pop(request_id, None)

    def ping(self, timeout: float = 30.0) -> bool:
        """Whether the engine answers ``ping`` within ``timeout`` seconds."""
        answers: queue.Queue[tuple[str, Any]] = queue.Queue()
        with self._lock:
            process = self._running()
            process.waiting[0] = answers
            self._send(process, "ping\n")
        try:
            kind, _ = answers.get(timeout=timeout)
            return kind == "pong"
        except queue.Empty:
            return False
        finally:
            with self._lock:
                process.waiting.pop(0, None)

    def process_exit_code(self, timeout: float | None = None) -> int | None:
        """Wait up to ``timeout`` seconds for the current process to end; its exit code."""
        process = self._process
        if process is None:
            return None
        try:
            return process.popen.wait(timeout)
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> None:
        """End the running process at once (SIGKILL); waiting requests raise
        :class:`EngineCrashed` and the next request starts a new process."""
        with self._lock:
            process = self._process
        if process is not None and process.popen.poll() is None:
            process.popen.kill()

    def close(self) -> None:
        """Ask the process to quit, kill it if it does not within a moment (idempotent)."""
        with self._lock:
            process, self._process = self._process, None
        if process is None or not process.alive:
            return
        try:
            self._send(process, "quit\n")
            process.popen.wait(QUIT_GRACE_SECONDS)
        except (OSError, subprocess.TimeoutExpired):
            process.popen.kill()
            process.popen.wait()

    # --- inside (call with the lock held) ------------------------------------------------

    def _running(self) -> _Process:
        process = self._process
        if process is not None and process.alive and process.popen.poll() is None:
            return process
        env = None
        if self._env is not None:
            env = {**os.environ, **self._env}
        popen = subprocess.Popen(
            self._command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
            env=env,
        )
        if self._started:
            self.restarts += 1
            log.warning("engine process restarted (pid %d)", popen.pid)
        self._started += 1
        process = _Process(popen)
        self._process = process
        self.ready_games = set()
        threading.Thread(
            target=self._read, args=(process,), name="plyboard-engine-reader", daemon=True
        ).start()
        self._send(process, "ping\n")  # its pong says the process is up
        for game in self._warm_games:
            self._send(process, encode("warm", {"game": game}))
        self._send(process, encode("tablebases", {"folder": self._tablebases}))
        return process

    def _send(self, process: _Process, line: str) -> None:
        stdin = process.popen.stdin
        assert stdin is not None
        try:
            stdin.write(line)
            stdin.flush()
        except OSError:  # the process died; its reader reports it to the waiting requests
            log.info("could not write to the engine process %d", process.popen.pid)

    def _read(self, process: _Process) -> None:
        """Hand each answer to the request waiting for it until the output closes."""
        stdout: IO[str] | None = process.popen.stdout
        assert stdout is not None
        for line in stdout:
            try:
                keyword, payload = decode(line)
            except json.JSONDecodeError:
                log.warning("the engine wrote a line that is not JSON: %r", line[:200])
                continue
            self._dispatch(process, keyword, payload)
        exit_code = process.popen.wait()
        with self._lock:
            process.alive = False
            process.exit_code = exit_code
            waiting = list(process.waiting.values())
        for answers in waiting:
            answers.put(("dead", exit_code))
        if waiting:
            log.warning("the engine process ended with %s during a request", exit_code)

    def _dispatch(self, process: _Process, keyword: str, payload: Any) -> None:
        if keyword == "pong":
            process.responsive = True
            target = process.waiting.get(0)
            if target is not None:
                target.put(("pong", None))
            return
        warm_failed = keyword == "error" and isinstance(payload, dict) and "game" in payload
        if keyword in ("progress", "ready") or warm_failed:
            game = str(payload.get("game", ""))
            if keyword == "ready":
                self.ready_games.add(game)
            notice = EngineNotice(
                keyword,
                game,
                payload.get("fraction"),
                payload.get("seconds"),
                str(payload.get("message", "")),
            )
            if self.on_notice is not None:
                self.on_notice(notice)
            return
        if not isinstance(payload, dict):
            log.warning("unexpected engine line %r %r", keyword, payload)
            return
        request_id = payload.get("id")
        answers = process.waiting.get(request_id) if isinstance(request_id, int) else None
        if answers is not None:
            answers.put((keyword, payload))
        elif keyword == "error":
            log.warning("engine error: %s", payload.get("message"))


class EngineSearcher:
    """A :class:`~engine.search.Searcher` whose searches run in the engine process, for
    the positions of one game line (a review searches them one by one).

    The engine process knows positions by the moves leading to them, so ``search``
    accepts only a position of ``line`` (found by its key); limits travel as a level
    without randomness played by ``engine`` (``auto``: the game's default engine).
    """

    def __init__(
        self,
        client: EngineClient,
        game: str,
        line: Sequence[BoardState],
        texts: Sequence[str],
        *,
        engine: str = AUTO,
        session: str = "",
    ) -> None:
        self._client = client
        self._game = game
        self._keys = tuple(state.key() for state in line)
        self._plies = {key: ply for ply, key in enumerate(self._keys)}
        self._texts = tuple(texts)
        self._engine = engine
        self._session = session
        self.name = engine

    def search(
        self,
        state: BoardState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoHandler | None = None,
        history: Any = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        ply = self._ply_of(state, history)
        if ply is None:
            raise ValueError("the engine process searches only positions of the game line given")
        order = SearchOrder(
            game=self._game,
            moves=self._texts[:ply],
            level=Level(self._engine, limits),
            score_all_moves=score_all_moves,
            session=self._session,
            engine=self._engine,
        )
        decision = self._client.search(order, state, stop=stop, on_info=on_info)
        if decision is None or decision.result is None:
            raise EngineError("the engine answered without a search result")
        return decision.result

    def _ply_of(self, state: BoardState, history: Sequence[Any]) -> int | None:
        """The ply of ``state`` in the line: the one its ``history`` (the keys before
        it) leads to, so a position met twice is searched with its own past; else the
        last ply with its key."""
        key = state.key()
        if len(history) < len(self._keys) and self._keys[len(history)] == key:
            return len(history)
        return self._plies.get(key)
