"""The compiled gomoku search behind :class:`engine.search.Searcher`.

:class:`CompiledGomokuSearcher` searches an :class:`~games.mnk.rules.MnkState` (k=5, any
of the three rules) with the kernels of :mod:`games.mnk.compiled.search`: one call
prepares the root (its threat searches may decide the move), then one call per
iteration of alpha-beta, each reported as it finishes (the analysis panel's live line).
With a time limit it deepens until the limit, a new iteration starting only while the
time left exceeds the last iteration's (one that cannot finish would be wasted); a
watchdog thread stops a running kernel at once for the stop event or the time limit.

The result explains itself as the Python engine's does: a win by fours is exact,
``WIN - plies``, with its forced line as the principal variation (a proven win found by
alpha-beta too, its line finished to the five), so the hints say "wins in N" beside what
the move itself does (:meth:`games.mnk.gomoku.GomokuState.threat_reason`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Collection, Hashable
from dataclasses import dataclass, replace

import numpy as np

from engine.search import (
    PROVEN_BOUND,
    InfoCallback,
    Limits,
    MoveScore,
    SearchResult,
    StopReason,
    is_proven,
)
from games.kernels.watchdog import Watchdog
from games.mnk.compiled import search as kernels
from games.mnk.compiled.board import CompiledBoard
from games.mnk.compiled.threats import (
    ABORTED,
    BEST,
    DEPTH,
    KIND,
    NODE_LIMIT,
    NODES,
    PV_LENGTH,
    ROOT_COUNT,
    SCORE,
    STOP,
    new_work,
)
from games.mnk.compiled.vct import vct
from games.mnk.gomoku import GomokuState
from games.mnk.renju import RenjuState
from games.mnk.rules import MnkState

logger = logging.getLogger(__name__)

TABLE_BITS = 21
"""The transposition table holds 2**TABLE_BITS entries (16 bytes each: 32 MiB)."""
MAX_DEPTH = 40
"""Deepest alpha-beta iteration (plies)."""
NODES_PER_SECOND = 600_000
"""The rate assumed for the threat searches' budgets under a time limit: half what one
core searches here (1.2-1.8 M nodes a second, BENCHMARKS.md session 25), so that on a
slower or busy machine they still leave alpha-beta most of the time (at 1.2 M, two
searches side by side, they took a whole 2 s turn in 2 of 61 positions)."""
_NO_LIMIT = np.iinfo(np.int64).max


@dataclass(frozen=True, slots=True)
class CompiledTuning:
    """How widely and how deeply the compiled engine looks."""

    width: int = 16
    """Candidate moves searched per alpha-beta node (forcing positions use fewer)."""
    root_width: int = 16
    """Candidate moves searched at the root."""
    vcf_moves: int = 12
    """Attacker moves (fours before the five) a VCF may take."""
    leaf_vcf_moves: int = 6
    """Attacker moves of the win by fours tried at alpha-beta's leaves (0: none)."""
    vct_moves: int = 16
    """Attacker moves (fours and threes) of our own win by threes, looked for at the root."""
    vct_threes: int = 8
    """Open threes our own win by threes may play."""
    threat_moves: int = 10
    """Attacker moves of the opponent's win by threes looked for at the root, before the
    root moves that may stop it are chosen."""
    threat_threes: int = 5
    """Open threes of the opponent's win by threes looked for at the root."""
    vct_share: float = 0.2
    """Part of the node limit the root's own VCT may use."""
    defence_share: float = 0.7
    """Part of the node limit spent finding the moves that stop the opponent's VCT."""
    reduce_after: int = 4
    """Moves searched at full depth at a node before the quiet ones are searched one ply
    shallower first (late move reductions; 0: none)."""
    defence_moves: int = 16
    """Attacker moves of a win by threes that a root move must not leave the opponent,
    once they have one within ``threat_moves``: a move that stops it may leave a longer
    one."""
    defence_threes: int = 8
    """Open threes of the win by threes a root move must not leave the opponent."""
    quiescence: int = 2
    """Plies past alpha-beta's depth that a side facing an open three (or any cell where
    the opponent makes an open four) still searches its forced moves, the blocks and its
    own fours, before the position is valued (0: none)."""

    def kernel_limits(self, limits: Limits) -> np.ndarray:
        """The ``limits`` array of :func:`games.mnk.compiled.search.prepare`.

        The threat searches need a node budget: a share of the node limit, or of the
        nodes :data:`NODES_PER_SECOND` would search in the time limit; with depth alone
        they are left out (as in the Python engine).
        """
        if limits.nodes is not None:
            nodes = limits.nodes
        elif limits.time is not None:
            nodes = int(limits.time * NODES_PER_SECOND)
        else:
            nodes = 0
        vct_moves = self.vct_moves if nodes else 0
        return np.array(
            [
                self.width, self.root_width, self.vcf_moves, vct_moves,
                self.vct_threes, max(1, int(nodes * self.vct_share)),
                max(1, int(nodes * self.defence_share)), self.leaf_vcf_moves,
                self.reduce_after, self.defence_moves, self.defence_threes,
                self.threat_moves, self.threat_threes, self.quiescence,
            ],
            dtype=np.int64,
        )  # fmt: skip


class CompiledGomokuSearcher:
    """Plyboard's compiled gomoku engine: see the module docstring.

    Not thread-safe: one search at a time; :meth:`interrupt` may be called from any thread.
    """

    def __init__(self, tuning: CompiledTuning | None = None, name: str = "compiled") -> None:
        self.tuning = tuning or CompiledTuning()
        self.name = name
        self._work: tuple[np.ndarray, ...] | None = None

    def _workspace(self, cells: int) -> tuple[np.ndarray, ...]:
        if self._work is None or self._work[11].shape[0] != cells:
            self._work = new_work(cells, TABLE_BITS)
        return self._work

    def clear(self) -> None:
        """Forget the transposition and VCF tables (a new game)."""
        self._work = None

    def interrupt(self) -> None:
        """Stop the running search until :meth:`resume`; thread-safe."""
        if self._work is not None:
            self._work[0][STOP] = 1

    def resume(self) -> None:
        if self._work is not None:
            self._work[0][STOP] = 0

    def search(
        self,
        state: MnkState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        """Best move for the side to move within ``limits`` (``depth`` bounds alpha-beta
        plies); with ``score_all_moves`` every root move gets a full-window score."""
        started = time.perf_counter()
        if state.outcome() is not None:
            raise ValueError("cannot search a finished game")
        g = state.geometry
        player = state.to_move
        if not any(state.stones):
            centre = (g.height // 2) * g.width + g.width // 2
            book = SearchResult(centre, 0, (centre,), stop_reason=StopReason.BOOK)
            return self._report(replace(book, algorithm=self.name), on_info)
        board, work = self._started(state, _NO_LIMIT if limits.nodes is None else limits.nodes)
        deadline = None if limits.time is None else started + limits.time
        with Watchdog(self, stop, deadline):
            count = kernels.prepare(
                board.b, board.s, work, player, self.tuning.kernel_limits(limits)
            )
            cut = count > 0 and self._deepen(
                state, board, work, count, limits, started, stop, on_info, score_all_moves
            )
        result = self._result(state, work, score_all_moves, started, stop, limits, cut)
        if board.renju and not board.allowed(result.best_move, player):
            result = self._legal_instead(state, board, result)
        return self._report(result, on_info)

    def win_by_threats(
        self, state: MnkState, player: int, attacker_moves: int, threes: int, nodes: int
    ) -> tuple[int, ...] | None:
        """The shortest win by fours and at most ``threes`` open threes of ``player`` (as if
        to move) in at most ``attacker_moves`` of their moves: the cells of its main line,
        ``()`` when there is none, or ``None`` when ``nodes`` ran out first."""
        board, work = self._started(state, nodes)
        length = vct(
            board.b, board.s, work, np.int64(player), np.int64(attacker_moves),
            np.int64(threes), np.int64(1),
        )  # fmt: skip
        if work[0][ABORTED]:
            return None
        return tuple(int(cell) for cell in work[3][:length])

    def _started(self, state: MnkState, nodes: int) -> tuple[CompiledBoard, tuple[np.ndarray, ...]]:
        """The board of ``state`` and the workspace, its counters reset for a search of at
        most ``nodes`` nodes."""
        board = CompiledBoard.of_state(state)
        work = self._workspace(state.geometry.cells)
        control = work[0]
        control[NODES] = control[ABORTED] = control[STOP] = 0
        control[NODE_LIMIT] = max(1, nodes)
        return board, work

    def _deepen(
        self,
        state: MnkState,
        board: CompiledBoard,
        work: tuple[np.ndarray, ...],
        count: int,
        limits: Limits,
        started: float,
        stop: threading.Event | None,
        on_info: InfoCallback | None,
        score_all: bool,
    ) -> bool:
        """Iterative deepening over the ``count`` prepared root moves, each finished
        iteration reported; returns whether it was cut short (stop, nodes or time)."""
        control = work[0]
        max_depth = MAX_DEPTH if limits.depth is None else max(1, min(limits.depth, MAX_DEPTH))
        deadline = None if limits.time is None else started + limits.time
        last = 0.0
        for depth in range(1, max_depth + 1):
            begun = time.perf_counter()
            if deadline is not None and not worth_starting(begun, last, deadline):
                return True
            finished = kernels.iterate(
                board.b, board.s, work, state.to_move, depth, count, self.tuning.width, score_all
            )  # fmt: skip
            if not finished:
                return True
            last = time.perf_counter() - begun
            score = int(control[SCORE])
            if score >= PROVEN_BOUND or (score <= -PROVEN_BOUND and not score_all):
                return False
            if on_info is not None and depth < max_depth:
                on_info(self._result(state, work, score_all, started, stop, limits, False))
        return False

    def _report(self, result: SearchResult, on_info: InfoCallback | None) -> SearchResult:
        if on_info is not None:
            on_info(result)
        return result

    def _result(
        self,
        state: MnkState,
        work: tuple[np.ndarray, ...],
        score_all: bool,
        started: float,
        stop: threading.Event | None,
        limits: Limits,
        cut: bool,
    ) -> SearchResult:
        control = work[0]
        kind = int(control[KIND])
        score = int(control[SCORE])
        depth = int(control[DEPTH])
        pv = tuple(int(cell) for cell in work[14][: int(control[PV_LENGTH])])
        exact = is_proven(score)
        move_scores: tuple[MoveScore, ...] = ()
        count = int(control[ROOT_COUNT])
        if score_all and kind == kernels.SEARCHED and count:
            move_scores = _scored_moves(work, count, pv)
        elif score_all:
            move_scores = (MoveScore(int(control[BEST]), score, exact),)
        return SearchResult(
            best_move=int(control[BEST]),
            score=score,
            pv=pv or (int(control[BEST]),),
            depth=depth,
            nodes=int(control[NODES]),
            seconds=time.perf_counter() - started,
            exact=exact,
            stop_reason=self._stop_reason(kind, control, stop, limits, cut),
            move_scores=move_scores,
            algorithm=self.name,
        )

    def _stop_reason(
        self,
        kind: int,
        control: np.ndarray,
        stop: threading.Event | None,
        limits: Limits,
        cut: bool,
    ) -> StopReason:
        """Why the search returned; ``cut``: the kernel was stopped or soft-stopped."""
        if kind in (kernels.WON, kernels.LOST, kernels.WON_BY_FOURS, kernels.WON_BY_THREATS):
            return StopReason.SOLVED
        if cut:
            if stop is not None and stop.is_set():
                return StopReason.CANCELLED
            if limits.nodes is not None and control[NODES] >= limits.nodes:
                return StopReason.NODES
            return StopReason.TIME
        if is_proven(int(control[SCORE])):
            return StopReason.SOLVED
        return StopReason.DEPTH

    def _legal_instead(
        self, state: MnkState, board: CompiledBoard, result: SearchResult
    ) -> SearchResult:
        """A legal move in place of ``result``'s forbidden one (renju; a safety net: the
        kernels filter Black's moves, so this is logged as an error when it happens)."""
        logger.error(
            "renju: the compiled search chose a forbidden move %s",
            state.move_text(result.best_move),
        )
        legal = state.legal_moves()
        move = max(legal, key=lambda cell: board.move_value(cell, state.to_move))
        return replace(result, best_move=move, pv=(move,), move_scores=(), exact=False)


def worth_starting(now: float, last_iteration: float, deadline: float) -> bool:
    """Whether a new iteration may finish by ``deadline``: the time left (seconds, ``now``
    on the same clock) exceeds the last iteration's (0 for none), as the next takes longer."""
    return deadline - now > last_iteration


def _scored_moves(
    work: tuple[np.ndarray, ...], count: int, pv: tuple[int, ...]
) -> tuple[MoveScore, ...]:
    """The ``count`` root moves of a finished iteration that scored them all, best first,
    each with its score and line (the best move's: the expected line ``pv``)."""
    lines, lengths = work[kernels.ROOT_LINES], work[kernels.ROOT_LINE_LENGTHS]
    scored = []
    for i in range(count):
        move, value = int(work[12][i]), int(work[13][i])
        line = pv if i == 0 and pv else tuple(int(cell) for cell in lines[i, : lengths[i]])
        scored.append(MoveScore(move, value, is_proven(value), pv=line))
    return tuple(scored)


def _search_openings() -> None:
    """Search a four-stone opening under free-style and renju rules: every kernel runs."""
    for state in (GomokuState.new(15, 15, 5), RenjuState.new_game()):
        for text in ("h8", "i9", "i8", "h9"):
            state = state.play(state.parse_move(text))
        CompiledGomokuSearcher().search(state, Limits(depth=2, nodes=20_000))


WARM_UP = (_search_openings,)
"""What compiles (or loads from numba's cache) every kernel (:mod:`games.kernels.warmup`)."""
