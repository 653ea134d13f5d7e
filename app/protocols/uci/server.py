"""The engine's side of UCI, ``plyboard uci``: Plyboard's chess engine speaking UCI on
stdin/stdout, for chess GUIs (Cute Chess, Arena), lichess-bot and ``chess.engine``.

Commands: ``uci``, ``isready`` (answered at once, also while searching), ``ucinewgame``,
``setoption``, ``position startpos|fen ... [moves ...]``, ``go`` (``wtime btime winc binc
movestogo depth nodes movetime infinite``), ``stop``, ``quit``.  The search runs on a
thread of its own and reports an ``info`` line per completed depth (``multipv`` lines
when MultiPV > 1).  A malformed or unknown command is reported as ``info string`` and
ignored.  Options: Hash (MB), MultiPV, Threads (1 only), UCI_LimitStrength and UCI_Elo
(a node budget per move, :func:`elo_nodes`), OwnBook (Plyboard's opening book answers a
``go`` that is not ``infinite``, one move drawn by weight, reported as ``info string book
move ...``; not in Chess960), SyzygyPath (a folder of Syzygy tables, probed at the root:
``info string tablebase win in N ...``, N in DTZ plies) and UCI_Chess960 (positions by
Chess960's castling rules; castling moves are the king taking its own rook, ``e1h1``).
No Qt here: this runs headless.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TextIO

import chess

from engine.clock import MOVE_OVERHEAD, ClockReading
from engine.player import book_text, drawn_from_book
from engine.search import (
    PROVEN_BOUND,
    Limits,
    Searcher,
    SearchResult,
    StopReason,
    is_proven,
    plies_to_end,
)
from games.chess.book import with_book
from games.chess.compiled.searcher import DEFAULT_TABLE_MB, WARM_UP, CompiledChessSearcher
from games.chess.rules import ChessState
from games.chess.tablebase import TablebaseError, TablebaseSetting, with_tablebases
from games.kernels.warmup import warm_up

logger = logging.getLogger(__name__)

ENGINE_NAME = "Plyboard"
AUTHOR = "Plyboard authors"
MIN_ELO, MAX_ELO = 1300, 2400
"""UCI_Elo's range: the lowest is about what the fewest nodes (200) play; above about
2000 the node budget is extrapolated."""
ELO_AT_200_NODES = 1328
ELO_PER_DOUBLING = 55
"""The line of :func:`elo_nodes`: Elo against Stockfish 15.1's ``UCI_Elo``."""
MAX_HASH_MB = 4096
UNKNOWN_DISTANCE_CP = 20_000
"""Centipawns reported for a proven win whose distance to mate is not known (a
tablebase's: it gives the distance to a zeroing move)."""


class UciError(ValueError):
    """A command this engine cannot act on; reported as ``info string`` and ignored."""


def elo_nodes(elo: int) -> int:
    """Nodes per move for ``UCI_Elo`` (clamped to :data:`MIN_ELO`..:data:`MAX_ELO`):
    200 at :data:`ELO_AT_200_NODES`, doubling every :data:`ELO_PER_DOUBLING` Elo.

    The line is fitted to the compiled engine at 200 to 400,000 nodes a move in 920 games
    against Stockfish 15.1 at ``UCI_Elo`` 1350-2100 on a 10+0.1 clock (BENCHMARKS.md,
    "Chess levels in Elo", 29 Nov 2026; each budget within its 95% interval of it)."""
    elo = max(MIN_ELO, min(MAX_ELO, elo))
    return round(200 * 2 ** ((elo - ELO_AT_200_NODES) / ELO_PER_DOUBLING))


def score_text(score: int) -> str:
    """A UCI score: ``cp N`` or ``mate N`` (moves, negative when being mated); a proven
    result without its distance, ``cp ±UNKNOWN_DISTANCE_CP``."""
    if abs(score) == PROVEN_BOUND:
        return f"cp {UNKNOWN_DISTANCE_CP if score > 0 else -UNKNOWN_DISTANCE_CP}"
    if is_proven(score):
        plies = plies_to_end(score) or 0
        moves = (plies + 1) // 2
        return f"mate {moves if score > 0 else -moves}"
    return f"cp {score}"


@dataclass(frozen=True, slots=True)
class GoRequest:
    """The parameters of one ``go`` command (milliseconds as the protocol sends them)."""

    wtime: int | None = None
    btime: int | None = None
    winc: int = 0
    binc: int = 0
    movestogo: int | None = None
    depth: int | None = None
    nodes: int | None = None
    movetime: int | None = None
    infinite: bool = False

    @classmethod
    def parse(cls, words: list[str]) -> GoRequest:
        values: dict[str, Any] = {}
        numeric = ("wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes", "movetime")
        index = 0
        while index < len(words):
            word = words[index]
            if word == "infinite":
                values["infinite"] = True
            elif word == "ponder":
                pass
            elif word in numeric:
                if index + 1 >= len(words):
                    raise UciError(f"go {word} needs a number")
                try:
                    values[word] = int(words[index + 1])
                except ValueError:
                    raise UciError(f"go {word}: {words[index + 1]!r} is not a number") from None
                index += 1
            elif word == "searchmoves":
                raise UciError("go searchmoves is not supported")
            else:
                raise UciError(f"unknown go parameter {word!r}")
            index += 1
        return cls(**values)

    def limits(self, turn: chess.Color, limit_nodes: int | None) -> Limits:
        """Depth, nodes and seconds for this move (``limit_nodes``: UCI_Elo's budget)."""
        nodes = self.nodes
        if limit_nodes is not None:
            nodes = limit_nodes if nodes is None else min(nodes, limit_nodes)
        if self.infinite:
            return Limits(depth=self.depth, nodes=nodes)
        seconds = None
        if self.movetime is not None:
            seconds = max(0.001, self.movetime / 1000 - MOVE_OVERHEAD)
        else:
            white = turn == chess.WHITE
            clock, other = (self.wtime, self.btime) if white else (self.btime, self.wtime)
            increment, other_increment = (self.winc, self.binc) if white else (self.binc, self.winc)
            if clock is not None:
                reading = ClockReading(
                    own=clock / 1000,
                    opponent=(other or 0) / 1000,
                    own_increment=increment / 1000,
                    opponent_increment=other_increment / 1000,
                    moves_to_go=self.movestogo,
                )
                return Limits(depth=self.depth, nodes=nodes).on_clock(reading)
        return Limits(depth=self.depth, nodes=nodes, time=seconds)


class UciEngine:
    """The protocol state; :meth:`handle` takes one input line, replies go to ``write``
    (one line per call, from the reading thread or the search thread)."""

    def __init__(self, write: Callable[[str], None]) -> None:
        self._write_line = write
        self._lock = threading.Lock()
        self.board = chess.Board()
        self.hash_mb: float = DEFAULT_TABLE_MB
        self.multipv = 1
        self.limit_strength = False
        self.elo = MAX_ELO
        self.own_book = True
        self.chess960 = False
        self.tablebases = TablebaseSetting()
        self._rng = random.Random()
        """Draws the book's moves."""
        self._searcher: CompiledChessSearcher | None = None
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._answered = threading.Event()
        """Set once the search has sent its bestmove: the GUI may then change the position
        and the options, though the thread may not have ended yet."""
        self._infinite = False
        self._warm = threading.Thread(
            target=warm_up, args=(WARM_UP,), name="uci-warm-up", daemon=True
        )
        self._warm.start()
        self.finished = False

    # --- output ----------------------------------------------------------------------

    def write(self, line: str) -> None:
        with self._lock:
            self._write_line(line)

    # --- commands --------------------------------------------------------------------

    def handle(self, line: str) -> None:
        words = line.split()
        if not words:
            return
        command, arguments = words[0], words[1:]
        action = {
            "uci": self._uci,
            "isready": self._isready,
            "ucinewgame": self._ucinewgame,
            "setoption": self._setoption,
            "position": self._position,
            "go": self._go,
            "stop": self._stop_search,
            "quit": self._quit,
            "debug": lambda _: None,
            "ponderhit": lambda _: None,
        }.get(command)
        try:
            if action is None:
                raise UciError(f"unknown command {command!r}")
            action(arguments)
        except UciError as error:
            self.write(f"info string {error}")

    def _uci(self, _: list[str]) -> None:
        self.write(f"id name {ENGINE_NAME}")
        self.write(f"id author {AUTHOR}")
        self.write(f"option name Hash type spin default {DEFAULT_TABLE_MB} min 1 max {MAX_HASH_MB}")
        self.write("option name MultiPV type spin default 1 min 1 max 256")
        self.write("option name Threads type spin default 1 min 1 max 1")
        self.write("option name UCI_LimitStrength type check default false")
        self.write(f"option name UCI_Elo type spin default {MAX_ELO} min {MIN_ELO} max {MAX_ELO}")
        self.write("option name OwnBook type check default true")
        self.write("option name SyzygyPath type string default <empty>")
        self.write("option name UCI_Chess960 type check default false")
        self.write("uciok")

    def _isready(self, _: list[str]) -> None:
        if not self._searching():
            self._warm.join()
        self.write("readyok")

    def _ucinewgame(self, _: list[str]) -> None:
        self._stop_search([])
        if self._searcher is not None:
            self._searcher.clear()
        self.board = chess.Board(chess960=self.chess960)

    def _setoption(self, words: list[str]) -> None:
        if len(words) < 2 or words[0] != "name":
            raise UciError("setoption needs 'name NAME [value VALUE]'")
        if "value" in words:
            split = words.index("value")
            name, value = " ".join(words[1:split]).lower(), " ".join(words[split + 1 :])
        else:
            name, value = " ".join(words[1:]).lower(), ""
        if self._searching():
            raise UciError(f"option {name} cannot change during a search")
        if name == "syzygypath":
            self._use_tablebases(value)
            return
        try:
            if name == "hash":
                self.hash_mb = max(1, min(MAX_HASH_MB, int(value)))
                self._searcher = None
            elif name == "multipv":
                self.multipv = max(1, int(value))
            elif name == "threads":
                if int(value) != 1:
                    raise UciError("Threads: only 1 is supported")
            elif name == "uci_limitstrength":
                self.limit_strength = value.lower() == "true"
            elif name == "uci_elo":
                self.elo = max(MIN_ELO, min(MAX_ELO, int(value)))
            elif name == "ownbook":
                self.own_book = value.lower() == "true"
            elif name == "uci_chess960":
                self.chess960 = value.lower() == "true"
                self.board = chess.Board(self.board.fen(), chess960=self.chess960)
            else:
                raise UciError(f"unknown option {name!r}")
        except ValueError:
            raise UciError(f"option {name}: {value!r} is not a valid value") from None

    def _position(self, words: list[str]) -> None:
        if not words:
            raise UciError("position needs startpos or fen")
        if "moves" in words:
            split = words.index("moves")
            setup, moves = words[:split], words[split + 1 :]
        else:
            setup, moves = words, []
        if setup[0] == "startpos" and len(setup) == 1:
            board = chess.Board(chess960=self.chess960)
        elif setup[0] == "fen" and len(setup) > 1:
            try:
                board = chess.Board(" ".join(setup[1:]), chess960=self.chess960)
            except ValueError as error:
                raise UciError(f"bad FEN: {error}") from None
        else:
            raise UciError("position needs 'startpos' or 'fen FEN'")
        for text in moves:
            try:
                board.push_uci(text)
            except ValueError:
                raise UciError(f"illegal move {text} in {board.fen()}") from None
        if self._searching():
            raise UciError("position cannot change during a search; send stop first")
        self.board = board

    def _go(self, words: list[str]) -> None:
        request = GoRequest.parse(words)
        if self._searching():
            raise UciError("already searching; send stop first")
        if not any(True for _ in self.board.legal_moves):
            self.write("info string the game is over")
            self.write("bestmove 0000")
            return
        self._warm.join()  # two threads loading the kernels at once would both wait
        limit_nodes = elo_nodes(self.elo) if self.limit_strength else None
        limits = request.limits(self.board.turn, limit_nodes)
        if self._searcher is None:
            self._searcher = CompiledChessSearcher(table_mb=self.hash_mb)
        self._stop.clear()
        self._answered.clear()
        self._infinite = request.infinite
        board = self.board.copy()
        searcher: Searcher = with_tablebases(self._searcher, self.tablebases)
        if self.own_book and not request.infinite and not self.chess960:
            searcher = with_book(searcher)
        self._thread = threading.Thread(
            target=self._search,
            args=(searcher, board, limits, request.infinite),
            name="uci-search",
            daemon=True,
        )
        self._thread.start()

    def _use_tablebases(self, folder: str) -> None:
        """Probe the Syzygy tables of ``folder`` from now on (empty or ``<empty>``: none)."""
        folder = "" if folder.strip() in ("", "<empty>") else folder.strip()
        try:
            tablebases = self.tablebases.use(folder)
        except TablebaseError as error:
            raise UciError(f"{error}; searching without tablebases") from None
        if tablebases is not None:
            self.write(f"info string {tablebases.describe()}")

    def _search(
        self, searcher: Searcher, board: chess.Board, limits: Limits, infinite: bool
    ) -> None:
        started = time.perf_counter()

        def on_info(result: SearchResult) -> None:
            self._info(result, started)

        try:
            result = searcher.search(
                board, limits, stop=self._stop, on_info=on_info,
                score_all_moves=self.multipv > 1,
            )  # fmt: skip
            result = drawn_from_book(result, self._rng)
            if result.stop_reason in (StopReason.BOOK, StopReason.TABLEBASE):
                self._info(result, started)  # a table's answer: no iteration reported it
            for text in (book_text(ChessState(board), result), result.note):
                if text:
                    self.write(f"info string {text}")
            move = result.best_move.uci()
        except Exception:  # a crash must not leave the GUI without a move
            logger.exception("search failed")
            move = next(iter(board.legal_moves)).uci()
            self.write("info string search failed; playing a legal move")
        if infinite:
            self._stop.wait()  # UCI: after go infinite, bestmove only after stop
        self._answered.set()
        self.write(f"bestmove {move}")

    def _info(self, result: SearchResult, started: float) -> None:
        elapsed = max(time.perf_counter() - started, 1e-6)
        common = (
            f"depth {result.depth} nodes {result.nodes} nps {int(result.nodes / elapsed)} "
            f"time {int(elapsed * 1000)}"
        )
        if self.multipv <= 1 or not result.move_scores:
            pv = " ".join(move.uci() for move in result.pv)
            self.write(f"info {common} score {score_text(result.score)} pv {pv}")
            return
        for rank, entry in enumerate(result.move_scores[: self.multipv], start=1):
            line = entry.pv or (result.pv if entry.move == result.best_move else (entry.move,))
            pv = " ".join(move.uci() for move in line)
            self.write(f"info multipv {rank} {common} score {score_text(entry.score)} pv {pv}")

    def _stop_search(self, _: list[str]) -> None:
        self._stop.set()
        if self._searching() and self._searcher is not None:
            self._searcher.interrupt()  # at once, not at the watchdog's next look
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def _quit(self, _: list[str]) -> None:
        self._stop_search([])
        self.finished = True

    def _searching(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._answered.is_set()

    def end_of_input(self) -> None:
        """The GUI is gone: let a bounded search answer, stop an infinite one."""
        if self._infinite:
            self._stop.set()
        if self._thread is not None:
            self._thread.join()


def serve(source: TextIO, sink: TextIO) -> None:
    """Answer commands from ``source`` on ``sink`` until ``quit`` or the end of input."""

    def write(line: str) -> None:
        sink.write(line + "\n")
        sink.flush()

    engine = UciEngine(write)
    for line in source:
        engine.handle(line)
        if engine.finished:
            return
    engine.end_of_input()
