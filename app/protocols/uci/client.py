"""The GUI's side of UCI: an external UCI chess engine (Stockfish, sunfish, ...) as a
searcher, through python-chess's ``chess.engine``.

:class:`UciSearcher` starts the engine on its first search
(``SimpleEngine.popen_uci``), sends it each position as a FEN with ``go`` and the
limits (``movetime``, ``depth``, ``nodes``), forwards its ``info`` lines as
:class:`~engine.search.SearchResult` reports and returns its ``bestmove``.  Scores
are the engine's centipawns from the side to move; ``score mate N`` becomes a proven
result ``WIN - plies`` (``exact``), as our own engines report mates.

Whatever goes wrong on the engine's side (it cannot be started, does not speak UCI,
crashes, answers an illegal or malformed move, or does not answer within the time
per move and :data:`TOLERANCE_SECONDS`) is raised as :class:`UciEngineError` with
the reason; the engine's process is then ended and a new one starts on the next
search.  :meth:`UciSearcher.close` ends it (``quit``, then a kill): no zombies.

An engine's options travel with its command: ``COMMAND,option.NAME=VALUE,...``
(:func:`with_options`, :func:`split_options`), so a player spec or a level's algorithm
name says everything needed to start the engine the same way again; they are set
(``setoption``) once the engine has started.  A search that scores every move asks an
engine with ``MultiPV`` for :data:`MULTI_PV_LINES` lines.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import dataclasses
import logging
import os
import shlex
import shutil
import threading
import time
from collections.abc import Collection, Coroutine, Hashable, Mapping
from pathlib import Path
from typing import Any

import chess
import chess.engine

from engine.search import (
    WIN,
    InfoCallback,
    Limits,
    MoveScore,
    PlayerFailure,
    SearchResult,
    StopReason,
)
from games.chess.rules import ChessState

logger = logging.getLogger(__name__)

UCI = "uci:"
"""Prefix of a UCI engine's player spec and of its level's algorithm name."""
START_SECONDS = 10.0
"""How long an engine may take to answer ``uci`` and ``isready`` after it starts."""
TOLERANCE_SECONDS = 1.0
"""Time over the time per move allowed for ``bestmove`` (pipes, scheduling) before the
move counts as a timeout."""
HANG_SECONDS = 60.0
"""How long a search limited only by depth or nodes may run before it counts as hung."""
DEFAULT_SECONDS = 1.0
"""Seconds per move when the limits name no time, depth or nodes."""
OPTION = ",option."
"""Separates an engine's command from each of its options (see :func:`with_options`)."""
PRESS = "press"
"""The value of a button option that is pressed when the engine starts."""
MULTI_PV_LINES = 5
"""Lines an analysis asks of an engine that offers MultiPV (the analysis panel shows up
to five)."""
POLL_SECONDS = 0.01
"""How often a waiting search looks at its stop event and its deadline."""
QUIT_SECONDS = 1.0
"""How long :meth:`UciSearcher.close` waits for the engine to obey ``quit``."""


class UciEngineError(PlayerFailure):
    """The UCI engine failed: ``kind`` is ``missing``, ``protocol``, ``crash``,
    ``timeout`` or ``illegal move``; the message says what happened."""


def engine_command(text: str) -> list[str]:
    """The command line ``text`` names (an executable, a path or a name on ``PATH``,
    then its arguments, shell-quoted), the executable resolved; raises
    :class:`UciEngineError` (``missing``) when there is none."""
    try:
        words = shlex.split(text)
    except ValueError as error:
        raise UciEngineError("missing", f"cannot read the command {text!r}: {error}") from None
    if not words:
        raise UciEngineError("missing", "no engine command given")
    program = words[0]
    found = shutil.which(program) if os.sep not in program else None
    path = Path(found if found is not None else program).expanduser()
    if not path.is_file():
        raise UciEngineError("missing", f"no engine at {program}: no such file")
    if not os.access(path, os.X_OK):
        raise UciEngineError("missing", f"{program} is not executable")
    return [str(path.absolute()), *words[1:]]


def with_options(command: str, options: Mapping[str, str]) -> str:
    """``command`` with its engine's ``options`` (name to value, as UCI text) appended:
    ``stockfish,option.Skill Level=5``."""
    return command + "".join(f"{OPTION}{name}={value}" for name, value in options.items())


def split_options(text: str) -> tuple[str, dict[str, str]]:
    """The command and the options of :func:`with_options` text; raises
    :class:`UciEngineError` (``protocol``) for an option without ``=``."""
    command, *items = text.split(OPTION)
    options = {}
    for item in items:
        name, equals, value = item.partition("=")
        if not equals or not name.strip():
            raise UciEngineError("protocol", f"option {item!r} needs NAME=VALUE")
        options[name.strip()] = value.strip()
    return command, options


def engine_label(text: str) -> str:
    """A short name of the engine ``text`` names, for menus: its program's file name,
    or the script it runs when the program is an interpreter (``python tiny.py``)."""
    text = text.split(OPTION)[0]
    try:
        words = shlex.split(text)
    except ValueError:
        words = text.split()
    names = [Path(word).name for word in words if not word.startswith("-")]
    if len(names) > 1 and names[0].startswith("python"):
        return names[1]
    return names[0] if names else text


def proven_score(mate: int) -> int:
    """Our score of ``score mate N`` (N moves, negative when the side to move is mated):
    ``WIN - plies`` for a win, ``-(WIN - plies)`` for a loss."""
    if mate > 0:
        return WIN - (2 * mate - 1)
    return -(WIN - 2 * -mate)


def report_of(info: Mapping[str, Any], seconds: float, name: str) -> SearchResult | None:
    """The :class:`SearchResult` an ``info`` line (python-chess's dict) describes, or
    ``None`` when it has no principal variation to report."""
    pv = tuple(info.get("pv", ()))
    score = info.get("score")
    if not pv or score is None:
        return None
    relative = score.relative
    mate = relative.mate()
    return SearchResult(
        best_move=pv[0],
        score=proven_score(mate) if mate else relative.score(mate_score=WIN),
        pv=pv,
        depth=int(info.get("depth", 0)),
        nodes=int(info.get("nodes", 0)),
        seconds=seconds,
        exact=bool(mate),
        stop_reason=StopReason.DEPTH,
        algorithm=name,
    )


class UciSearcher:
    """A UCI engine's process as a :class:`~engine.search.Searcher` for chess positions.

    ``command`` is the engine's command line (checked by :func:`engine_command` when the
    engine starts, so a missing one fails its first search); it has
    ``start_seconds`` to answer ``uci`` and ``tolerance`` seconds over each move's time.
    Used by one thread at a time (a match's game, the app's worker thread); :meth:`close`
    from any.
    ``limits``: ``time`` is seconds per move (``movetime``), ``depth`` plies, ``nodes``
    nodes; without any, :data:`DEFAULT_SECONDS` a move.  ``stop`` makes the engine
    answer at once (UCI ``stop``) with its best move so far.
    """

    def __init__(
        self,
        command: str,
        *,
        tolerance: float = TOLERANCE_SECONDS,
        start_seconds: float = START_SECONDS,
    ) -> None:
        self.command = command
        self.tolerance = tolerance
        self.start_seconds = start_seconds
        self.name = "uci"
        self.engine_id = ""
        """The engine's ``id name`` once it has started (e.g. ``Stockfish 16``)."""
        self._engine: chess.engine.SimpleEngine | None = None
        self._refused: Exception | None = None
        """An answer python-chess refused outside any command (an illegal ``bestmove``)."""
        self._lock = threading.Lock()

    def search(
        self,
        state: ChessState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        """The engine's move for the side to move in ``state`` (its last report's score
        and line when it gave one).  Raises :class:`UciEngineError` when it fails."""
        if state.outcome() is not None:
            raise ValueError("cannot search a finished game")
        try:
            result = self._search(state, limits, stop, on_info, score_all_moves)
        except UciEngineError:
            self.close()
            raise
        if result.best_move not in state.legal_moves():
            self.close()
            raise UciEngineError(
                "illegal move", f"the engine played {result.best_move}, not a legal move here"
            )
        return result

    def _search(
        self,
        state: ChessState,
        limits: Limits,
        stop: threading.Event | None,
        on_info: InfoCallback | None,
        score_all_moves: bool = False,
    ) -> SearchResult:
        engine = self._started()
        if state.chess960 and "UCI_Chess960" not in engine.options:
            raise UciEngineError(
                "protocol", f"{self.label} does not play Chess960 (it has no UCI_Chess960 option)"
            )
        unbounded = limits.time is None and limits.depth is None and limits.nodes is None
        seconds = DEFAULT_SECONDS if unbounded else limits.time
        limit = _engine_limit(limits, seconds, state.board.turn)
        if limits.clock is not None:
            seconds = limits.clock.own
        latest: dict[chess.Move, SearchResult] = {}
        """The newest report of each first move (the last one may be a partial line)."""
        lines: dict[int, SearchResult] = {}
        """The newest report of each MultiPV line, by its number."""
        last: SearchResult | None = None
        stopped = False
        multipv = None
        if score_all_moves and "MultiPV" in engine.options:
            multipv = min(MULTI_PV_LINES, len(state.legal_moves()))
        try:
            analysis = engine.analysis(state.board.copy(stack=False), limit, multipv=multipv)
            # Timed from go on: starting (an engine may load its network on isready) has
            # its own limit, start_seconds.
            begun = time.perf_counter()
            allowed = (HANG_SECONDS if seconds is None else seconds) + self.tolerance
            deadline = begun + allowed
            pending: concurrent.futures.Future[Any] | None = None
            while True:
                if self._refused is not None:
                    raise UciEngineError("illegal move", f"the engine answered {self._refused}")
                if stop is not None and stop.is_set() and not stopped:
                    stopped = True
                    analysis.stop()
                    deadline = min(deadline, time.perf_counter() + self.tolerance)
                if time.perf_counter() > deadline:
                    raise UciEngineError("timeout", f"no bestmove within {allowed:.1f} s")
                if pending is None:
                    pending = _scheduled(analysis.inner.next(), engine.protocol.loop)
                try:
                    info = pending.result(timeout=POLL_SECONDS)
                except concurrent.futures.TimeoutError:
                    continue
                pending = None
                if info is None:
                    break
                report = report_of(info, time.perf_counter() - begun, self.label)
                if report is not None:
                    lines[int(info.get("multipv", 1))] = report
                    if int(info.get("multipv", 1)) == 1:
                        last = latest[report.best_move] = report
                        if on_info is not None:
                            on_info(_with_lines(report, lines, multipv))
            best = analysis.wait().move
        except chess.engine.EngineTerminatedError:
            raise UciEngineError("crash", f"the engine exited ({self._exit_text()})") from None
        except TimeoutError:
            raise UciEngineError(
                "timeout", f"the engine was not ready within {self.start_seconds:g} s"
            ) from None
        except chess.engine.EngineError as error:
            raise UciEngineError("protocol", f"the engine broke the protocol: {error}") from None
        if best is None:
            raise UciEngineError("protocol", "the engine answered bestmove without a move")
        reason = StopReason.CANCELLED if stopped else _stop_reason(limits, unbounded)
        found = latest.get(best)
        if found is None:  # no line of the move played: its score is the engine's last word
            found = SearchResult(best, 0 if last is None else last.score, (best,))
        return dataclasses.replace(
            _with_lines(found, lines, multipv),
            nodes=0 if last is None else last.nodes,
            seconds=time.perf_counter() - begun,
            stop_reason=reason,
            algorithm=self.label,
        )

    def _started(self) -> chess.engine.SimpleEngine:
        """The running engine, started (``uci``, ``isready``, its options set) when there
        is none."""
        with self._lock:
            if self._engine is not None:
                return self._engine
            text, options = split_options(self.command)
            command = engine_command(text)
            try:
                engine = chess.engine.SimpleEngine.popen_uci(
                    command, timeout=self.start_seconds, stderr=asyncio.subprocess.DEVNULL
                )
            except FileNotFoundError:
                raise UciEngineError("missing", f"no engine at {command[0]}") from None
            except PermissionError:
                raise UciEngineError("missing", f"{command[0]} is not executable") from None
            except TimeoutError:
                raise UciEngineError(
                    "protocol",
                    f"{Path(command[0]).name} is not a UCI engine: no uciok within "
                    f"{self.start_seconds:g} s",
                ) from None
            except chess.engine.EngineTerminatedError:
                raise UciEngineError(
                    "protocol", f"{Path(command[0]).name} exited before it answered uci"
                ) from None
            except (chess.engine.EngineError, OSError) as error:
                raise UciEngineError("protocol", f"could not start the engine: {error}") from None
            self._refused = None
            loop = engine.protocol.loop
            loop.call_soon_threadsafe(loop.set_exception_handler, self._on_loop_error)
            self.engine_id = engine.id.get("name", "")
            offered = engine.options
            try:
                engine.configure(
                    {
                        name: None if name in offered and offered[name].type == "button" else value
                        for name, value in options.items()
                    }
                )
            except (chess.engine.EngineError, ValueError) as error:
                engine.close()
                raise UciEngineError("protocol", f"option refused: {error}") from None
            self._engine = engine
            return engine

    def options(self) -> Mapping[str, chess.engine.Option]:
        """The options the engine offers (``option`` lines), by name; starts it when it is
        not running.  Raises :class:`UciEngineError` when it cannot be started."""
        try:
            return self._started().options
        except UciEngineError:
            self.close()
            raise

    def _on_loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """python-chess reports an answer it refused after a search started (an illegal
        ``bestmove``) to its event loop: keep it for the waiting search."""
        error = context.get("exception")
        if isinstance(error, chess.engine.EngineError):
            self._refused = error
        else:
            loop.default_exception_handler(context)

    def _exit_text(self) -> str:
        engine = self._engine
        if engine is None:
            return "exit code unknown"
        try:
            return f"exit code {engine.returncode.result(timeout=QUIT_SECONDS)}"
        except concurrent.futures.TimeoutError:
            return "exit code unknown"

    @property
    def label(self) -> str:
        """The reports' algorithm: the engine's own name once started, else ``uci``."""
        return self.engine_id or self.name

    @property
    def pid(self) -> int | None:
        """The engine process's id while it runs."""
        engine = self._engine
        return None if engine is None else engine.transport.get_pid()

    def close(self) -> None:
        """Send ``quit``, end the process if it does not exit within
        :data:`QUIT_SECONDS` and reap it (a new one starts on the next search)."""
        with self._lock:
            engine, self._engine = self._engine, None
        if engine is None:
            return
        protocol = engine.protocol
        try:
            protocol.loop.call_soon_threadsafe(protocol.send_line, "quit")
            engine.returncode.result(timeout=QUIT_SECONDS)
        except (RuntimeError, concurrent.futures.TimeoutError):
            logger.info("the UCI engine did not quit within %g s: ending it", QUIT_SECONDS)
        engine.close()
        try:
            engine.returncode.result(timeout=QUIT_SECONDS)
        except concurrent.futures.TimeoutError:
            logger.warning("the UCI engine %s did not end", self.command)


def _with_lines(
    result: SearchResult, lines: Mapping[int, SearchResult], multipv: int | None
) -> SearchResult:
    """``result`` with a score per move from the MultiPV ``lines`` (best first), when
    they were asked for and each has reported."""
    if multipv is None or len(lines) < multipv:
        return result
    scores = tuple(
        MoveScore(line.best_move, line.score, exact=line.exact, pv=line.pv)
        for _, line in sorted(lines.items())
    )
    return dataclasses.replace(result, move_scores=scores)


def _engine_limit(limits: Limits, seconds: float | None, turn: chess.Color) -> chess.engine.Limit:
    """What the engine is told for one move: its clocks (``wtime``, ``btime``, ``winc``,
    ``binc``, ``movestogo``) in a game on time, else ``seconds`` (``movetime``); depth and
    nodes either way."""
    clock = limits.clock
    if clock is None:
        return chess.engine.Limit(time=seconds, depth=limits.depth, nodes=limits.nodes)
    own, other = (clock.own, clock.own_increment), (clock.opponent, clock.opponent_increment)
    white, black = (own, other) if turn == chess.WHITE else (other, own)
    return chess.engine.Limit(
        white_clock=max(0.0, white[0]),
        black_clock=max(0.0, black[0]),
        white_inc=white[1],
        black_inc=black[1],
        remaining_moves=clock.moves_to_go,
        depth=limits.depth,
        nodes=limits.nodes,
    )


def _stop_reason(limits: Limits, unbounded: bool) -> StopReason:
    if unbounded or limits.time is not None:
        return StopReason.TIME
    return StopReason.NODES if limits.nodes is not None else StopReason.DEPTH


def _scheduled(
    step: Coroutine[Any, Any, Any], loop: asyncio.AbstractEventLoop
) -> concurrent.futures.Future[Any]:
    """``step`` running on the engine's event loop.  The loop closes when the engine
    exits, possibly between two steps: that is the engine's end, not ours."""
    try:
        return asyncio.run_coroutine_threadsafe(step, loop)
    except RuntimeError:  # the loop is closed
        step.close()
        raise chess.engine.EngineTerminatedError("the engine's event loop is closed") from None
