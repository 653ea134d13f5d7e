"""The server of the engine protocol, ``plyboard engine``: the computer's searches behind
a line protocol on stdin and stdout.

The app runs this as a long-lived process of its own, so that compiling kernels and
searching never share the GUI's interpreter lock; it can be run and tested by hand.
One command per line on stdin; answers one per line on stdout, a keyword and (for
most) one JSON object.  Moves are the game's move texts; scores are from the side to
move's point of view; times in seconds.

Commands:

``search {"id": 7, "game": "connect4", "moves": ["4", "4"], "level": "hard", ...}``
    Choose a move after ``moves``.  ``level`` is a level name (as the side to move
    plays it) or an object ``{"algorithm", "depth", "time", "nodes", "blunder",
    "margin"}``; optional: ``algorithm`` (``auto``: the level's engine; another name
    plays the level with that engine), ``engine`` (the searcher, when it is not the
    level's algorithm: ``auto`` is the game's default engine), ``seed`` (reseeds the
    session's random generator), ``time`` (seconds, replacing the level's limit),
    ``score_all_moves`` (score every root move), ``session`` (whose engines and
    tables to use).  A session's searches run one after the other on its own
    thread (different sessions' side by side), so commands are read while they run.
    Answers: ``info {"id": 7, "result": {...}}`` after each completed iteration,
    then ``result {"id": 7, "move": "4", "random": false, "result": {...}}``
    (``result`` is what ``plyboard analyze --json``
    prints, ``null`` for a level's random move), or ``error {"id": 7, "message":
    "..."}``.
``stop 7``
    End search 7 early; it answers ``result`` with its last completed iteration.
``warm connect4`` (or ``warm {"game": "connect4"}``)
    Prepare the game's kernels on a background thread: ``progress {"game":
    "connect4", "fraction": 0.0}``, then ``ready {"game": "connect4", "seconds":
    2.1}`` (or ``error {"game": ..., "message": ...}``).
``tablebases {"folder": "/path/to/syzygy"}``
    Chess searches probe the Syzygy tables of that folder from now on (``""``: none);
    answers ``tablebases {"folder": ..., "pieces": 5}`` (the largest table's pieces,
    0 for none), or ``error {"id": null, "message": ...}`` for a folder without tables
    (the searches then go on without).
``ping``
    Answers ``pong`` (after everything read before it).
``quit``
    Stops any search and exits.  The end of stdin finishes the searches asked for
    first, or stops them too with ``--quit-at-eof`` (as the app runs it).

A malformed line is answered with ``error {"id": null, "message": "..."}``; the
engine goes on.
"""

from __future__ import annotations

import json
import logging
import queue
import random
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, TextIO

from app.protocols.engine.messages import (
    AUTO,
    decode,
    encode,
    level_for_engine,
    level_from_json,
)
from app.protocols.engine.report import analysis_report
from engine.player import Level, choose_move
from engine.search import ScoringAllMoves, Searcher, SearchResult
from games.base import BoardState, GameSpec, IllegalMoveError
from games.chess.tablebase import SHARED as TABLEBASES
from games.registry import UnknownGameError, get_game

logger = logging.getLogger(__name__)

MAX_SESSIONS = 4
"""Sessions whose engines (and tables) are kept; the least recently used goes first."""


def own_engines(spec: GameSpec) -> set[str]:
    """The game-specific searchers (a solver, a table) its levels and ``auto`` use."""
    levels = list(spec.levels.values())
    for replaced in spec.role_levels.values():
        levels += replaced.values()
    names = {level.algorithm for level in levels} | {spec.default_algorithm}
    return names & set(spec.searchers)


class BadCommand(ValueError):
    """A command line the engine cannot carry out (answered with ``error``)."""


@dataclass
class _Session:
    """One caller's engines, random generator and search lane (a queue and its thread:
    one session's searches run one after the other, different sessions' side by side,
    so a window never waits for another's search to stop)."""

    rng: random.Random = field(default_factory=random.Random)
    searchers: dict[tuple[str, str], Searcher] = field(default_factory=dict)
    jobs: queue.Queue[_Job | None] = field(default_factory=queue.Queue)
    thread: threading.Thread | None = None


@dataclass
class _Job:
    request_id: int
    spec: GameSpec
    state: BoardState
    history: tuple[Any, ...]
    session: _Session
    engine: str
    """The searcher's algorithm name; the searcher is made (or found) on the search thread:
    making one can take a second (Connect Four's opening book)."""
    score_all_moves: bool
    level: Level
    seed: int | None
    """Reseeds the session's generator when the search starts (not while another runs)."""
    stop: threading.Event = field(default_factory=threading.Event)


class _WarmUp:
    """One run of a warm-up function, which every game sharing it waits for."""

    def __init__(self) -> None:
        self.done = threading.Event()
        self.failure: str | None = None

    def carry_out(self, warm_up: Callable[[], None]) -> None:
        try:
            warm_up()
        except Exception as error:
            logger.exception("warming up failed")
            self.failure = str(error)
        finally:
            self.done.set()


class EngineServer:
    """Reads commands, runs each session's searches one at a time on its own thread,
    writes answers."""

    def __init__(self, out: TextIO) -> None:
        self._out = out
        self._write_lock = threading.Lock()
        self._lanes: list[_Session] = []
        """Sessions whose search thread was started (evicted ones too, until they end)."""
        self._stops: dict[int, threading.Event] = {}
        self._sessions: OrderedDict[str, _Session] = OrderedDict()
        self._warming: set[str] = set()
        """Games asked to be warmed (once each)."""
        self._warm_lock = threading.Lock()
        self._warm_ups: dict[Callable[[], None], _WarmUp] = {}
        """Each warm-up run (games of one family share theirs: chess from any position),
        so that a game whose kernels another game prepares waits for that run."""
        self._warm_threads: list[threading.Thread] = []
        self._spares: dict[tuple[str, str], Searcher] = {}
        """Game-specific searchers made ahead (making one can take a second: Connect Four's
        opening book), each handed to the first session that needs one; a new one is
        then made in the background."""
        self._spares_lock = threading.Lock()

    def serve(self, source: TextIO, *, quit_at_eof: bool = False) -> int:
        """Answer commands from ``source`` until ``quit`` or its end (which finishes the
        searches asked for, unless ``quit_at_eof``); returns the exit status."""
        quitting = True
        try:
            while True:
                line = source.readline()
                if not line:  # the end of the input: finish the searches asked for?
                    quitting = quit_at_eof
                    break
                if not line.strip():
                    continue
                if not self.handle(line):
                    break
        finally:
            if quitting:
                self._stop_all()
            for lane in list(self._lanes):
                lane.jobs.put(None)
        for lane in list(self._lanes):
            if lane.thread is not None:
                lane.thread.join()
        if not quitting:
            for warming in self._warm_threads:
                warming.join()
        return 0

    def handle(self, line: str) -> bool:
        """Carry out one command line; ``False`` after ``quit``."""
        request_id: Any = None
        try:
            try:
                keyword, payload = decode(line)
            except json.JSONDecodeError as error:
                raise BadCommand(f"the command's JSON is malformed: {error}") from None
            if isinstance(payload, dict):
                request_id = payload.get("id")
            if keyword == "quit":
                return False
            if keyword == "ping":
                self.write("pong")
            elif keyword == "stop":
                self._stop(payload)
            elif keyword == "warm":
                self._warm(payload)
            elif keyword == "tablebases":
                self._tablebases(payload)
            elif keyword == "search":
                self._submit(self._job(payload))
            else:
                raise BadCommand(
                    f"unknown command {keyword!r}; commands: search, stop, warm, tablebases, "
                    "ping, quit"
                )
        except (BadCommand, ValueError, IllegalMoveError, UnknownGameError) as error:
            self.write("error", {"id": request_id, "message": str(error)})
        return True

    def write(self, keyword: str, payload: Mapping[str, Any] | None = None) -> None:
        with self._write_lock:
            try:
                self._out.write(encode(keyword, payload))
                self._out.flush()
            except (BrokenPipeError, ValueError):  # the app went away: nobody wants answers
                self._stop_all()

    def _stop_all(self) -> None:
        for stop in list(self._stops.values()):
            stop.set()
        for lane in list(self._lanes):  # searches not started yet are dropped
            while True:
                try:
                    job = lane.jobs.get_nowait()
                except queue.Empty:
                    break
                if job is None:  # the end: keep it for the search thread
                    lane.jobs.put(None)
                    break
                self._stops.pop(job.request_id, None)

    def _submit(self, job: _Job) -> None:
        """Queue ``job`` on its session's lane, starting the lane's thread the first time."""
        lane = job.session
        if lane.thread is None:
            lane.thread = threading.Thread(
                target=self._search_loop, args=(lane.jobs,), name="engine-search", daemon=True
            )
            self._lanes.append(lane)
            lane.thread.start()
        lane.jobs.put(job)

    # --- commands ------------------------------------------------------------------------

    def _stop(self, payload: Any) -> None:
        try:
            request_id = int(payload["id"] if isinstance(payload, dict) else payload)
        except (TypeError, ValueError, KeyError):
            raise BadCommand(f"stop needs a search id, got {payload!r}") from None
        stop = self._stops.get(request_id)
        if stop is not None:
            stop.set()

    def _tablebases(self, payload: Any) -> None:
        folder = payload.get("folder") if isinstance(payload, dict) else None
        if not isinstance(folder, str):
            raise BadCommand('tablebases needs a folder, e.g. tablebases {"folder": "/tb"}')
        tablebases = TABLEBASES.use(folder)  # TablebaseError (a ValueError): none used
        pieces = tablebases.pieces if tablebases is not None else 0
        self.write("tablebases", {"folder": folder, "pieces": pieces})

    def _warm(self, payload: Any) -> None:
        name = payload.get("game") if isinstance(payload, dict) else payload
        if not isinstance(name, str):
            raise BadCommand("warm needs a game name, e.g. 'warm connect4'")
        spec = get_game(name)
        if spec.name in self._warming:
            return
        self._warming.add(spec.name)
        thread = threading.Thread(
            target=self._warm_up, args=(spec,), name=f"warm-{spec.name}", daemon=True
        )
        self._warm_threads.append(thread)
        thread.start()

    def _warm_up(self, spec: GameSpec) -> None:
        started = time.perf_counter()
        if spec.warm_up is not None:
            self.write("progress", {"game": spec.name, "fraction": 0.0})
            with self._warm_lock:
                run = self._warm_ups.get(spec.warm_up)
                first = run is None
                if run is None:
                    run = self._warm_ups[spec.warm_up] = _WarmUp()
            if first:
                run.carry_out(spec.warm_up)
            run.done.wait()
            if run.failure is not None:  # a kernel that cannot compile: say so, go on
                message = f"could not prepare {spec.title}: {run.failure}"
                self.write("error", {"game": spec.name, "message": message})
                return
        self._make_spares(spec, own_engines(spec))
        self.write("ready", {"game": spec.name, "seconds": round(time.perf_counter() - started, 3)})

    def _make_spares(self, spec: GameSpec, engines: Collection[str]) -> None:
        """Make a spare of each of ``engines`` (game-specific names) that has none."""
        for name in engines:
            with self._spares_lock:
                if (spec.name, name) in self._spares:
                    continue
            try:
                spare = spec.searchers[name]()
            except Exception:  # the search will try again, and report the error
                logger.exception("making a %s searcher for %s failed", name, spec.name)
                continue
            with self._spares_lock:
                self._spares.setdefault((spec.name, name), spare)

    def _job(self, payload: Any) -> _Job:
        if not isinstance(payload, dict):
            raise BadCommand(
                'search needs a JSON object, e.g. search {"id": 1, "game": "tictactoe"}'
            )
        request_id = payload.get("id")
        if not isinstance(request_id, int) or isinstance(request_id, bool):
            raise BadCommand("search needs an integer id")
        game = payload.get("game")
        if not isinstance(game, str):
            raise BadCommand("search needs a game name")
        spec = get_game(game)
        texts = payload.get("moves", [])
        if not isinstance(texts, list) or not all(isinstance(text, str) for text in texts):
            raise BadCommand("moves must be a list of move texts")
        state = spec.new_state()
        history = []
        for number, text in enumerate(texts, start=1):
            if state.outcome() is not None:
                raise BadCommand(f"move {number} ({text!r}): the game is already over")
            history.append(state.key())
            state = state.play(state.parse_move(text))
        if state.outcome() is not None:
            raise BadCommand("the game is over: there is no move to choose")
        level = self._level(spec, state, payload)
        session = self._session(str(payload.get("session", "")))
        seed = payload.get("seed")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise BadCommand("seed must be an integer")
        engine = payload.get("engine", level.algorithm)
        if not isinstance(engine, str):
            raise BadCommand("engine must be an algorithm name")
        job = _Job(
            request_id,
            spec,
            state,
            tuple(history),
            session,
            engine,
            bool(payload.get("score_all_moves")),
            level,
            seed,
        )
        self._stops[request_id] = job.stop
        return job

    @staticmethod
    def _level(spec: GameSpec, state: BoardState, payload: Mapping[str, Any]) -> Level:
        given = payload.get("level", "medium")
        if isinstance(given, str):
            level = spec.level(given.strip().lower(), state.to_move)
        elif isinstance(given, dict):
            level = level_from_json(given)
        else:
            raise BadCommand("level must be a level name or an object")
        algorithm = payload.get("algorithm", AUTO)
        if not isinstance(algorithm, str):
            raise BadCommand("algorithm must be a name")
        level = level_for_engine(level, algorithm)
        seconds = payload.get("time")
        if seconds is not None:
            if isinstance(seconds, bool) or not isinstance(seconds, int | float) or seconds <= 0:
                raise BadCommand("time must be a positive number of seconds")
            level = replace(level, limits=replace(level.limits, time=float(seconds)))
        return level

    def _session(self, name: str) -> _Session:
        session = self._sessions.get(name)
        if session is None:
            session = self._sessions[name] = _Session()
            while len(self._sessions) > MAX_SESSIONS:
                _, evicted = self._sessions.popitem(last=False)
                evicted.jobs.put(None)  # its thread ends after the searches queued
        self._sessions.move_to_end(name)
        return session

    def _searcher(self, session: _Session, spec: GameSpec, engine: str) -> Searcher:
        key = (spec.name, engine)
        if key not in session.searchers:
            name = spec.default_algorithm if engine == AUTO else engine
            with self._spares_lock:
                spare = self._spares.pop((spec.name, name), None)
            if spare is not None:
                session.searchers[key] = spare
                threading.Thread(
                    target=self._make_spares, args=(spec, (name,)), daemon=True
                ).start()
                return spare
            try:
                session.searchers[key] = spec.searcher(engine, session.rng)
            except (KeyError, ValueError) as error:
                raise BadCommand(f"no engine {engine!r} for {spec.name}: {error}") from None
        return session.searchers[key]

    # --- the search thread ---------------------------------------------------------------

    def _search_loop(self, jobs: queue.Queue[_Job | None]) -> None:
        while True:
            job = jobs.get()
            if job is None:
                return
            try:
                self._run(job)
            finally:
                self._stops.pop(job.request_id, None)

    def _run(self, job: _Job) -> None:
        def report(result: SearchResult) -> None:
            self.write(
                "info",
                {"id": job.request_id, "result": analysis_report(job.spec, job.state, result)},
            )

        try:
            searcher = self._searcher(job.session, job.spec, job.engine)
        except BadCommand as error:
            self.write("error", {"id": job.request_id, "message": str(error)})
            return
        if job.score_all_moves:
            searcher = ScoringAllMoves(searcher)
        if job.seed is not None:
            job.session.rng.seed(job.seed)
        try:
            decision = choose_move(
                searcher,
                job.state,
                job.level,
                job.session.rng,
                stop=job.stop,
                on_info=report,
                history=job.history,
            )
        except Exception as error:
            logger.exception("search %d failed", job.request_id)
            self.write("error", {"id": job.request_id, "message": f"the search failed: {error}"})
            return
        result = decision.result
        self.write(
            "result",
            {
                "id": job.request_id,
                "move": job.state.move_text(decision.move),
                "random": result is None,
                "result": None if result is None else analysis_report(job.spec, job.state, result),
            },
        )
