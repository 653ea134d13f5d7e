"""The compiled chess search behind :class:`engine.search.Searcher`.

:class:`CompiledChessSearcher` searches a ``chess.Board`` (or any state with a
``board`` attribute holding one, such as the chess game's state) and answers with
``chess.Move`` moves.  Scores are centipawns from the side to move; a mate ``n`` plies
away scores ``WIN - n`` (:mod:`engine.search`).  Repetitions are found from the
board's move stack: a position that repeats an earlier one scores 0.

Iterative deepening runs here, one kernel call per depth
(:func:`games.chess.compiled.search.search_root`); a watchdog thread stops the kernel
for the stop event or the deadline within a few milliseconds.  On a clock
(``Limits.clock``) the move's time follows :class:`engine.time_plan.TimePlan`: longer
while the best move changes or the score falls, shorter when the move is sure, one
iteration for a forced move.  The transposition table is kept between searches
(:meth:`CompiledChessSearcher.clear` forgets it).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Collection, Hashable
from dataclasses import replace
from typing import Any

import chess
import numpy as np

from engine.search import (
    INFINITY,
    InfoCallback,
    Limits,
    MoveScore,
    SearchResult,
    StopReason,
    is_proven,
    proven_within,
)
from engine.time_plan import TimePlan, Unrest
from games.chess.compiled import search as kernels
from games.chess.compiled.board import MAX_MOVES, legal_moves
from games.chess.compiled.position import Position, board_from_key, decode_move
from games.chess.compiled.search import ABORTED, NODE_LIMIT, NODES, ROOT_COUNT, SELDEPTH, STOP
from games.kernels.watchdog import Watchdog

logger = logging.getLogger(__name__)

DEFAULT_TABLE_MB = 64
"""Transposition table size when none is given (16 bytes an entry)."""
MAX_DEPTH = kernels.MAX_PLY - 4
"""Deepest iteration (plies)."""
ASPIRATION = 35
"""Centipawns either side of the previous iteration's score the next one searches first."""
ASPIRATION_DEPTH = 5
"""First iteration searched with an aspiration window."""
_NO_LIMIT = np.iinfo(np.int64).max


def board_of(state: Any) -> chess.Board:
    """The ``chess.Board`` of ``state``: the board itself or its ``board`` attribute."""
    if isinstance(state, chess.Board):
        return state
    board = getattr(state, "board", None)
    if callable(board):
        board = board()
    if not isinstance(board, chess.Board):
        raise TypeError(
            f"cannot search {type(state).__name__}: pass a chess.Board or a state with "
            "a .board attribute holding one"
        )
    return board


def table_bits(megabytes: float) -> int:
    """The largest power-of-two table (entries, as an exponent) within ``megabytes``."""
    entries = max(1, int(megabytes * 2**20) // 16)
    return max(10, entries.bit_length() - 1)


class CompiledChessSearcher:
    """Plyboard's chess engine: see the module docstring.

    Not thread-safe: one search at a time; :meth:`interrupt` may be called from any
    thread.  ``table_mb`` sizes the transposition table (megabytes).
    """

    name = "compiled-pvs"

    def __init__(self, table_mb: float = DEFAULT_TABLE_MB) -> None:
        self._work = kernels.new_work(table_bits(table_mb))
        self._control = self._work[6]
        self._root_lines = np.zeros((MAX_MOVES, kernels.MAX_PLY + 1), dtype=np.int64)
        """Each root move's principal variation (length, then moves), when all are scored."""
        self._castle_rooks: tuple[int, ...] | None = None
        """The searched position's Chess960 castling rooks (see ``decode_move``)."""

    def clear(self) -> None:
        """Forget the transposition table, killer moves and history (a new game)."""
        kernels.clear_tables(self._work)

    def interrupt(self) -> None:
        """Stop the running search until :meth:`resume`; thread-safe."""
        self._control[STOP] = 1

    def resume(self) -> None:
        self._control[STOP] = 0

    def search(
        self,
        state: Any,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        """Search the position of ``state`` within ``limits``.

        The earlier positions, which decide repetitions, come from the board's move
        stack or, for a board without one, from ``history`` (python-chess transposition
        keys, oldest first, as :class:`~games.chess.rules.ChessState` keeps them).  With
        ``score_all_moves`` every root move is searched with a full window and
        ``move_scores`` holds each one's score and principal variation, best first
        (the lines of a MultiPV analysis).
        """
        started = time.perf_counter()
        board = board_of(state)
        earlier = [
            found for key in history if (found := board_from_key(key, board.chess960)) is not None
        ]
        position = Position(board, earlier=earlier)
        self._castle_rooks = position.castle_rooks
        root = legal_moves(position.pos, position.hashes, position.undo)
        if len(root) == 0:
            raise ValueError(f"cannot search a finished game: {board.fen()}")
        control = self._control
        kernels.age_tables(self._work)
        control[NODES] = control[ABORTED] = control[SELDEPTH] = 0
        control[NODE_LIMIT] = _NO_LIMIT if limits.nodes is None else max(1, limits.nodes)
        control[ROOT_COUNT] = len(root)
        root_scores = np.zeros(len(root), dtype=np.int64)
        plan = TimePlan.of(limits)
        if plan is not None and len(root) == 1:
            plan = plan.forced()
        deadline = None if plan is None else started + plan.most
        unrest = Unrest()
        max_depth = MAX_DEPTH if limits.depth is None else max(1, min(limits.depth, MAX_DEPTH))
        first = decode_move(int(root[0]), self._castle_rooks)
        result = SearchResult(best_move=first, score=0, pv=(first,), algorithm=self.name)
        reason = StopReason.DEPTH
        with Watchdog(self, stop, deadline):
            for depth in range(1, max_depth + 1):
                score = self._search_depth(
                    position, root, root_scores, depth, score_all_moves, result
                )
                if control[ABORTED]:
                    reason = self._why_aborted(stop, deadline, limits)
                    break
                result = self._result(
                    root, root_scores, score, depth, started, score_all_moves, board
                )
                _reorder(root, root_scores, score_all_moves)
                unrest = unrest.after(result.best_move, score)
                if on_info is not None:
                    on_info(result)
                if limits.nodes is not None and control[NODES] >= limits.nodes:
                    reason = StopReason.NODES
                    break
                elapsed = time.perf_counter() - started
                if plan is not None and not plan.allows_iteration(elapsed, unrest):
                    reason = StopReason.TIME
                    break
                if stop is not None and stop.is_set():
                    reason = StopReason.CANCELLED
                    break
                if result.exact and not score_all_moves:
                    reason = StopReason.SOLVED
                    break
        return _with(result, int(control[NODES]), time.perf_counter() - started, reason)

    def _search_depth(
        self,
        position: Position,
        root: np.ndarray,
        root_scores: np.ndarray,
        depth: int,
        score_all: bool,
        previous: SearchResult,
    ) -> int:
        """One iteration: first within :data:`ASPIRATION` of the previous score (from
        :data:`ASPIRATION_DEPTH` on), widened until the score falls inside the window."""
        low, high = -INFINITY, INFINITY
        if depth >= ASPIRATION_DEPTH and not score_all and not is_proven(previous.score):
            low, high = previous.score - ASPIRATION, previous.score + ASPIRATION
        margin = ASPIRATION
        while True:
            score = int(
                kernels.search_root(
                    position.pos, position.hashes, position.undo, self._work,
                    root, root_scores, self._root_lines, depth, score_all, low, high,
                )
            )  # fmt: skip
            if self._control[ABORTED] or low < score < high:
                return score
            margin *= 4
            if score <= low:
                low = -INFINITY if margin > 1000 else max(-INFINITY, score - margin)
            else:
                high = INFINITY if margin > 1000 else min(INFINITY, score + margin)

    def _why_aborted(
        self, stop: threading.Event | None, deadline: float | None, limits: Limits
    ) -> StopReason:
        if stop is not None and stop.is_set():
            return StopReason.CANCELLED
        if limits.nodes is not None and self._control[NODES] >= limits.nodes:
            return StopReason.NODES
        return StopReason.TIME

    def _root_line(self, index: int) -> tuple[chess.Move, ...]:
        """Root move ``index``'s principal variation from the last iteration (all scored)."""
        row = self._root_lines[index]
        rooks = self._castle_rooks
        return tuple(decode_move(int(move), rooks) for move in row[1 : 1 + int(row[0])])

    def _result(
        self,
        root: np.ndarray,
        root_scores: np.ndarray,
        score: int,
        depth: int,
        started: float,
        score_all: bool,
        board: chess.Board,
    ) -> SearchResult:
        pv_table, pv_length = self._work[4], self._work[5]
        rooks = self._castle_rooks
        pv = tuple(decode_move(int(pv_table[0, i]), rooks) for i in range(int(pv_length[0])))
        pv = _legal_prefix(board, pv)
        move_scores: tuple[MoveScore, ...] = ()
        if score_all:
            entries = [
                MoveScore(
                    decode_move(int(move), rooks),
                    int(value),
                    exact=proven_within(int(value), depth),
                    pv=_legal_prefix(board, self._root_line(index)),
                )
                for index, (move, value) in enumerate(zip(root, root_scores, strict=True))
            ]
            move_scores = tuple(sorted(entries, key=lambda entry: -entry.score))
        return SearchResult(
            best_move=pv[0],
            score=score,
            pv=pv,
            depth=depth,
            nodes=int(self._control[NODES]),
            seconds=time.perf_counter() - started,
            exact=proven_within(score, depth),
            move_scores=move_scores,
            algorithm=self.name,
        )


def _reorder(root: np.ndarray, scores: np.ndarray, score_all: bool) -> None:
    """Puts the best move first for the next iteration (all by score when all are exact)."""
    if score_all:
        order = np.argsort(-scores, kind="stable")
    else:
        best = int(np.argmax(scores))
        order = np.array([best, *(i for i in range(len(root)) if i != best)])
    root[:] = root[order]
    scores[:] = scores[order]


def _legal_prefix(board: chess.Board, line: tuple[chess.Move, ...]) -> tuple[chess.Move, ...]:
    """The longest start of ``line`` that python-chess plays legally from ``board``."""
    replay = board.copy(stack=False)
    kept: list[chess.Move] = []
    for move in line:
        if not replay.is_legal(move):
            logger.warning("principal variation cut at illegal %s in %s", move, replay.fen())
            break
        kept.append(move)
        replay.push(move)
    return tuple(kept)


def _with(result: SearchResult, nodes: int, seconds: float, reason: StopReason) -> SearchResult:
    return replace(result, nodes=nodes, seconds=seconds, stop_reason=reason)


def _search_start_position() -> None:
    """Search the start position two plies deep: every kernel runs."""
    CompiledChessSearcher(table_mb=1).search(chess.Board(), Limits(depth=2))


WARM_UP = (_search_start_position,)
"""What compiles (or loads from numba's cache) every kernel (:mod:`games.kernels.warmup`);
safe from any thread."""
