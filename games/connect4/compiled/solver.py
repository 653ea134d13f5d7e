"""The Connect Four solver: exact scores by negamax on bitboards, compiled with numba.

The design follows Pascal Pons' solver ("Solving Connect 4", gamesolver.org) in
small parts: the position (:mod:`games.connect4.bitboard`), a move sorter, a
transposition table, the negamax search and the root solve that narrows the
score with null-window searches.  The compiled parts live together in this
module because numba's on-disk cache is keyed by the file of each kernel.

Scores come in two conventions, converted only by :func:`engine_score` and
:func:`public_score`:

* the *public* one of the benchmark files, from the side to move:
  ``(cells + 1 - n) // 2`` for a win with the next stone (``n`` stones on the
  board), one less for every further stone of the winner, negative for a loss,
  0 for a draw;
* the *engine* one (:mod:`engine.search`): ``WIN - plies`` for a win ``plies``
  plies away, ``-(WIN - plies)`` for a loss.

Nothing is compiled on import: :data:`WARM_UP` compiles (or loads from the
cache) every kernel, and the first solve does it otherwise.
"""

from __future__ import annotations

import logging
import threading
import weakref
from dataclasses import dataclass

import numpy as np
from numba import types
from numba.extending import intrinsic

from engine.search import WIN
from games.connect4 import bitboard
from games.connect4.rules import Connect4State, Geometry, geometry
from games.kernels.jit import njit

logger = logging.getLogger(__name__)

_winning_spots = njit(nogil=True)(bitboard.winning_spots)
_playable = njit(nogil=True)(bitboard.playable)


@intrinsic
def popcount(typingctx, value):
    """Number of set bits of a ``uint64`` (one CPU instruction)."""
    signature = types.uint64(types.uint64)

    def codegen(context, builder, sig, args):
        return builder.ctpop(args[0])

    return signature, codegen


# --- workspace ------------------------------------------------------------------------
#
# Everything the kernels write lives in one uint64 array, the *workspace*, so that a
# recursive call passes one array (numba counts references of each array passed):
# the transposition table, then the move sorter's buffers (one row per ply), the
# columns in search order, and the counters shared with Python.
#
# Transposition table entries, one uint64 each: bits 0-7 the score code (0 = empty),
# bits 8-47 the key's quotient by TABLE_SIZE (the index is the remainder, so the pair
# identifies a key of up to 64 bits exactly), bits 48-63 the generation.  Clearing
# the table starts a new generation; only every 65,535th clear writes the memory.

TABLE_SIZE = 16_777_259
"""Entries: the prime just above 2**24, as in Pons' solver (128 MiB)."""
_TABLE_DIVISOR = np.uint64(TABLE_SIZE)
_GENERATION_SHIFT = 40
"""Generation bits sit above the 40 quotient bits (counted after the code byte)."""
_MAX_GENERATION = (1 << 16) - 1
_CODE_BITS = 8
_CODE_MASK = np.uint64(0xFF)
_ONE = np.uint64(1)
_ZERO = np.uint64(0)

_ROWS = 65
"""Move sorter rows: one per number of stones, for boards of up to 64 cells."""
_SLOTS = 9
"""Move sorter slots per row: the widest board."""
_MOVES = TABLE_SIZE
_SCORES = _MOVES + _ROWS * _SLOTS
_COLUMNS = _SCORES + _ROWS * _SLOTS
"""Column masks, centre first."""
_COUNTERS = _COLUMNS + _SLOTS
_NODES = _COUNTERS
_NODE_LIMIT = _COUNTERS + 1
_ABORTED = _COUNTERS + 2
"""Set by the kernel when the stop flag or the node limit ended the search."""
_STOP = _COUNTERS + 3
"""Set from any thread to stop the search."""
WORKSPACE_SIZE = _COUNTERS + 4
_NO_NODE_LIMIT = np.iinfo(np.uint64).max


@njit(cache=True, nogil=True)
def _upper_code(score, cells):
    """Table code of ``value <= score``: 1 .. cells + 2."""
    return np.uint64(score + cells // 2 + 1)


@njit(cache=True, nogil=True)
def _lower_code(score, cells):
    """Table code of ``value >= score``: above every upper-bound code."""
    return np.uint64(score + cells // 2 + 1 + cells + 2)


# --- the search -----------------------------------------------------------------------

_CHECK_MASK = np.uint64(4095)
"""Nodes between two looks at the stop flag and the node limit, minus one."""


@njit(cache=True, nogil=True, inline="always")
def count_node(work, counters):
    """Counts a node; whether the search is over (stopped, or out of nodes now or before).

    ``work[counters:]`` holds the nodes, the node limit, the aborted flag and the stop
    flag, in that order (every kernel's workspace ends with them).
    """
    nodes = work[counters] + _ONE
    work[counters] = nodes
    if nodes & _CHECK_MASK == _ZERO and (
        work[counters + 3] != _ZERO or nodes >= work[counters + 1]
    ):
        work[counters + 2] = _ONE
    return work[counters + 2] != _ZERO


@njit(cache=True, nogil=True)
def _negamax(current, mask, moves, alpha, beta, geo, work, generation_tag):
    """The public score of the position within ``[alpha, beta]`` (fail-hard outside).

    ``current`` holds the stones of the side to move, ``mask`` all stones,
    ``moves`` their number; the side to move cannot win with its next stone.
    ``geo`` = (height, cells, bottom, board, width); ``work`` is the workspace;
    ``generation_tag`` marks the table entries of the current generation.
    Returns 0 at once after the stop flag or the node limit ended the search
    (``work[_ABORTED]`` says so).
    """
    height, cells, bottom, board, width = geo
    if count_node(work, _COUNTERS):
        return 0

    # Moves that do not lose at once: block a single threat, never play below one.
    possible = _playable(mask, bottom, board)
    opponent_wins = _winning_spots(current ^ mask, mask, height, board)
    forced = possible & opponent_wins
    if forced != _ZERO:
        if forced & (forced - _ONE) != _ZERO:
            return -((cells - moves) // 2)  # two threats: lost at the opponent's next stone
        possible = forced
    possible &= ~(opponent_wins >> 1)
    if possible == _ZERO:
        return -((cells - moves) // 2)
    if moves >= cells - 2:
        return 0  # neither side can complete four in the last two cells

    low = -((cells - 2 - moves) // 2)  # the opponent cannot win with its next stone
    if alpha < low:
        alpha = low
        if alpha >= beta:
            return alpha
    high = (cells - 1 - moves) // 2  # we cannot win with our next stone
    if beta > high:
        beta = high
        if alpha >= beta:
            return beta

    key = current + mask
    quotient = key // _TABLE_DIVISOR
    index = key - quotient * _TABLE_DIVISOR
    tag = generation_tag | quotient
    entry = work[index]
    if entry >> _CODE_BITS == tag:
        code = np.int64(entry & _CODE_MASK)
        if code > cells + 2:
            low = code - (cells + 2) - cells // 2 - 1
            if alpha < low:
                alpha = low
                if alpha >= beta:
                    return alpha
        else:
            high = code - cells // 2 - 1
            if beta > high:
                beta = high
                if alpha >= beta:
                    return beta

    # Move sorter: most new threats first; ties go to the column nearer the centre.
    row_moves = _MOVES + moves * _SLOTS
    row_scores = _SCORES + moves * _SLOTS
    size = 0
    for order in range(width - 1, -1, -1):
        move = possible & work[_COLUMNS + order]
        if move != _ZERO:
            threats = popcount(_winning_spots(current | move, mask, height, board))
            slot = size
            size += 1
            while slot > 0 and work[row_scores + slot - 1] > threats:
                work[row_moves + slot] = work[row_moves + slot - 1]
                work[row_scores + slot] = work[row_scores + slot - 1]
                slot -= 1
            work[row_moves + slot] = move
            work[row_scores + slot] = threats

    opponent = current ^ mask
    while size > 0:
        size -= 1
        move = work[row_moves + size]
        score = -_negamax(
            opponent, mask | move, moves + 1, -beta, -alpha, geo, work, generation_tag
        )
        if work[_ABORTED] != _ZERO:
            return 0
        if score >= beta:
            work[index] = (tag << _CODE_BITS) | _lower_code(score, cells)
            return score
        if score > alpha:
            alpha = score
    work[index] = (tag << _CODE_BITS) | _upper_code(alpha, cells)
    return alpha


@njit(cache=True, nogil=True)
def _half_toward_zero(value):
    return -((-value) // 2) if value < 0 else value // 2


@njit(cache=True, nogil=True)
def _narrow(current, mask, moves, low, high, geo, work, generation_tag):
    """Bounds ``(low, high)`` of the public score, narrowed by null-window searches.

    Starts from the given bounds (which must hold, or be the question asked)
    and stops when they meet or when the search is aborted.
    """
    height, cells, bottom, board, _ = geo
    if _winning_spots(current, mask, height, board) & _playable(mask, bottom, board) != _ZERO:
        best = (cells + 1 - moves) // 2
        return best, best
    while low < high:
        middle = low + (high - low) // 2
        if middle <= 0 and _half_toward_zero(low) < middle:
            middle = _half_toward_zero(low)
        elif middle >= 0 and _half_toward_zero(high) > middle:
            middle = _half_toward_zero(high)
        result = _negamax(current, mask, moves, middle, middle + 1, geo, work, generation_tag)
        if work[_ABORTED] != _ZERO:
            break
        if result <= middle:
            high = result
        else:
            low = result
    return low, high


@njit(cache=True, nogil=True)
def _clear_table(work):
    work[:TABLE_SIZE] = 0


# --- scores -----------------------------------------------------------------------------


def engine_score(score: int, moves_played: int, cells: int) -> int:
    """The engine score (``WIN - plies``) of a public benchmark ``score``.

    ``moves_played`` stones are on a board of ``cells`` cells; both scores are
    from the side to move.
    """
    if score > 0:
        own_stones = (cells + 1 - moves_played) // 2 - score + 1
        return WIN - (2 * own_stones - 1)
    if score < 0:
        their_stones = (cells - moves_played) // 2 + score + 1
        return -(WIN - 2 * their_stones)
    return 0


def public_score(score: int, moves_played: int, cells: int) -> int:
    """The public benchmark score of an exact engine ``score``; inverse of :func:`engine_score`."""
    if score > 0:
        own_stones = (WIN - score + 1) // 2
        return (cells + 1 - moves_played) // 2 - own_stones + 1
    if score < 0:
        their_stones = (WIN + score) // 2
        return their_stones - (cells - moves_played) // 2 - 1
    return 0


# --- the Python side ------------------------------------------------------------------

_spare_workspaces: list[np.ndarray] = []
"""Workspaces already paged in, for the next solvers made: one from :data:`WARM_UP`
or from a solver that is gone."""
_MAX_SPARE_WORKSPACES = 1
_spare_lock = threading.Lock()


def _recycle_workspace(work: np.ndarray) -> None:
    """Keep ``work`` for the next solver, unless a spare one is already waiting."""
    with _spare_lock:
        if len(_spare_workspaces) < _MAX_SPARE_WORKSPACES:
            _spare_workspaces.append(work)


def _take_workspace() -> np.ndarray:
    """A zeroed workspace, written through so that every page of its table is mapped.

    A freshly mapped table takes a page fault on most of its first million probes,
    which costs more than a second on a virtual machine; reusing one does not.
    """
    with _spare_lock:
        work = _spare_workspaces.pop() if _spare_workspaces else None
    if work is None:
        work = np.empty(WORKSPACE_SIZE, dtype=np.uint64)
    work.fill(0)
    return work


@dataclass(frozen=True, slots=True)
class Solution:
    """What a solve proved about a position, in the public convention (side to move).

    The score lies in ``[low, high]``; the two meet when the solve completed.
    """

    low: int
    high: int
    nodes: int

    @property
    def complete(self) -> bool:
        return self.low == self.high

    @property
    def score(self) -> int:
        """The exact score; raises ``ValueError`` for an unfinished solve."""
        if not self.complete:
            raise ValueError(f"the score is only known to lie in [{self.low}, {self.high}]")
        return self.low


def kernel_geometry(g: Geometry) -> tuple[np.int64, np.int64, np.uint64, np.uint64, np.int64]:
    """``(height, cells, bottom, board, width)`` of a board, typed as the kernels take them."""
    return (
        np.int64(g.height),
        np.int64(g.cells),
        np.uint64(g.bottom),
        np.uint64(g.board),
        np.int64(g.width),
    )


class Solver:
    """Solves positions of one board size; the transposition table lives as long as it.

    Not thread-safe: one search at a time.  :meth:`interrupt` may be called
    from any thread to stop the running search; the kernels release the GIL.
    """

    def __init__(self, width: int = 7, height: int = 6) -> None:
        self.geometry: Geometry = geometry(width, height)
        self._geo = kernel_geometry(self.geometry)
        self._work: np.ndarray | None = None
        self._recycle: weakref.finalize | None = None
        self._generation = 1
        self._stop_requested = False
        self.total_nodes = 0
        """Nodes searched by this solver since it was made."""

    # --- control ---------------------------------------------------------------

    def clear(self) -> None:
        """Forget every stored bound (cheap: starts a new table generation)."""
        self._generation += 1
        if self._generation > _MAX_GENERATION and self._work is not None:
            _clear_table(self._work)
            self._generation = 1

    def interrupt(self) -> None:
        """Stop the running (and any later) search until :meth:`resume`; thread-safe."""
        self._stop_requested = True
        work = self._work
        if work is not None:
            work[_STOP] = 1

    def resume(self) -> None:
        """Allow searching again after :meth:`interrupt`."""
        self._stop_requested = False
        work = self._work
        if work is not None:
            work[_STOP] = 0

    # --- solving -----------------------------------------------------------------

    def solve(
        self,
        state: Connect4State,
        *,
        weak: bool = False,
        node_limit: int | None = None,
        at_least: int | None = None,
    ) -> Solution:
        """The public score of ``state`` (not over) from the side to move.

        ``weak`` only tells win (1), draw (0) and loss (-1) apart, which is faster.
        ``at_least`` is a lower bound of the score known to hold (say, the score of the
        position two plies back, where this side played a move keeping its score): the
        solve first asks whether the score is exactly that, one null-window search.
        With ``node_limit`` (nodes) or after :meth:`interrupt`, the solution may
        be incomplete: its bounds then say what was proven.
        """
        self._check(state)
        n, cells = state.moves_played, self.geometry.cells
        low, high = -((cells - n) // 2), (cells + 1 - n) // 2
        if not weak:
            if at_least is None or at_least <= low:
                return self._narrow(state, low, high, node_limit)
            return self._narrow_from(state, min(at_least, high), high, node_limit)
        solution = self._narrow(state, -1, 1, node_limit)
        # A search outside the window returns a bound beyond it: keep only the sign.
        low, high = (max(-1, min(bound, 1)) for bound in (solution.low, solution.high))
        return Solution(low, high, solution.nodes)

    def _narrow_from(
        self, state: Connect4State, low: int, high: int, node_limit: int | None
    ) -> Solution:
        """Like :meth:`_narrow` from the proven bound ``low``, asking first whether the
        score is exactly ``low``."""
        first = self._narrow(state, low, low + 1, node_limit)
        if self._workspace()[_ABORTED]:
            return Solution(low, high, first.nodes)
        if first.high <= low or first.low >= high:
            return Solution(first.low, first.low, first.nodes)
        remaining = None if node_limit is None else max(0, node_limit - first.nodes)
        rest = self._narrow(state, first.low, high, remaining)
        return Solution(rest.low, rest.high, first.nodes + rest.nodes)

    def at_most(self, state: Connect4State, bound: int, *, node_limit: int | None = None) -> bool:
        """Whether the public score of ``state`` is at most ``bound`` (one null-window search).

        Raises :class:`SolveInterrupted` when the search could not finish.
        """
        self._check(state)
        solution = self._narrow(state, bound, bound + 1, node_limit)
        if self._workspace()[_ABORTED]:
            raise SolveInterrupted(solution.nodes)
        return solution.high <= bound

    def analyze(
        self, state: Connect4State, *, node_limit: int | None = None, at_least: int | None = None
    ) -> list[Solution | None]:
        """What is proven about every column, in the public score from the side to move.

        ``at_least`` is a known lower bound of the position's score, as for :meth:`solve`.

        ``None`` stands for a full column.  Solves the position first (no column
        scores more than its value, which narrows every column's search); when
        ``node_limit`` or :meth:`interrupt` stops the work, the columns not yet
        solved keep wider bounds.
        """
        cells, n = self.geometry.cells, state.moves_played
        root = self.solve(state, node_limit=node_limit, at_least=at_least)
        spent = root.nodes
        results: list[Solution | None] = [None] * self.geometry.width
        for column in state.legal_moves():
            child = state.play(column)
            outcome = child.outcome()
            if outcome is not None:
                score = (cells + 1 - n) // 2 if outcome.winner is not None else 0
                results[column] = Solution(score, score, 0)
                continue
            low, high = -((cells - n - 1) // 2), (cells - n) // 2  # the child's range
            low = max(low, -root.high)
            nodes = 0
            if root.complete and not self._workspace()[_ABORTED]:
                remaining = None if node_limit is None else max(0, node_limit - spent)
                solution = self._narrow(child, low, high, remaining)
                spent += solution.nodes
                low, high, nodes = solution.low, solution.high, solution.nodes
            results[column] = Solution(-high, -low, nodes)
        return results

    def _check(self, state: Connect4State) -> None:
        if state.geometry != self.geometry:
            g = state.geometry
            raise ValueError(
                f"this solver is for {self.geometry.width}x{self.geometry.height} boards, "
                f"not {g.width}x{g.height}"
            )
        if state.outcome() is not None:
            raise ValueError("cannot solve a finished game")

    def release_table(self) -> None:
        """Hand the table to the next solver made now rather than when this one is gone."""
        if self._recycle is not None:
            self._work = None
            self._recycle()  # the finalizer holds the workspace and runs once
            self._recycle = None

    def _workspace(self) -> np.ndarray:
        if self._work is None:
            work = _take_workspace()
            g = self.geometry
            for order, column in enumerate(g.centre_order):
                work[_COLUMNS + order] = g.column_masks[column]
            work[_STOP] = self._stop_requested
            self._generation = 1
            self._work = work
            self._recycle = weakref.finalize(self, _recycle_workspace, work)
        return self._work

    def _narrow(
        self, state: Connect4State, low: int, high: int, node_limit: int | None
    ) -> Solution:
        work = self._workspace()
        work[_NODES], work[_ABORTED] = 0, 0
        work[_NODE_LIMIT] = _NO_NODE_LIMIT if node_limit is None else node_limit
        low, high = _narrow(
            np.uint64(state.current),
            np.uint64(state.mask),
            np.int64(state.moves_played),
            np.int64(low),
            np.int64(high),
            self._geo,
            work,
            np.uint64(self._generation << _GENERATION_SHIFT),
        )
        nodes = int(work[_NODES])
        self.total_nodes += nodes
        return Solution(int(low), int(high), nodes)


class SolveInterrupted(Exception):
    """A solve ran out of nodes or was interrupted before it proved what was asked."""

    def __init__(self, nodes: int) -> None:
        super().__init__(f"the solve was interrupted after {nodes:,} nodes")
        self.nodes = nodes


def _solve_small_board() -> None:
    """Solve a 4x4 position both ways (every kernel runs) and page in a table for the next
    solver."""
    solver = Solver(4, 4)
    state = Connect4State.new(4, 4).play(1).play(2)
    solver.solve(state)
    solver.at_most(state, 0)
    solver.release_table()
    logger.debug("Connect Four solver kernels ready")


WARM_UP = (_solve_small_board,)
"""What compiles (or loads from numba's cache) every kernel (:mod:`games.kernels.warmup`):
until then, the first solve spends a second or so doing that, holding the GIL."""
KERNELS = (_narrow,)
"""The kernels compiled once :data:`WARM_UP` has run."""
