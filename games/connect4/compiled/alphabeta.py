"""Alpha-beta with the Connect Four heuristic, compiled with numba: ``expert``'s search for
the positions its solver cannot prove.

It is :class:`engine.alphabeta.AlphaBeta` with :func:`games.connect4.evaluation.heuristic`
and :func:`~games.connect4.evaluation.order_moves`, move for move and score for score
(a test checks it against the generic engine), on bitboards: on 8x7 it searches
tens of times the generic engine's nodes per second, some six plies deeper in
expert's budget (BENCHMARKS.md).  The levels below ``expert`` keep the generic engine.

Scores are in the engine's convention, from the side to move at the root: a win
``n`` plies away scores ``WIN - n``, heuristic values lie far inside that.
The root, iterative deepening and the expected line are in Python (a handful of
calls per iteration); the tree below each root move is searched by one kernel call.
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Hashable, Sequence
from dataclasses import replace
from typing import Any

import numpy as np

from engine.alphabeta import search_root
from engine.deepening import Iteration, deepen
from engine.search import (
    INFINITY,
    WIN,
    Budget,
    InfoCallback,
    Limits,
    SearchAborted,
    SearchResult,
    score_to_table,
)
from games.connect4 import bitboard
from games.connect4.compiled.solver import count_node, kernel_geometry, popcount
from games.connect4.evaluation import (
    LINE_VALUES,
    PARITY_BONUS,
    THREAT_VALUE,
    WIN_NEXT,
    order_moves,
    rows_mask,
)
from games.connect4.rules import Connect4State, Geometry, geometry
from games.kernels.jit import njit
from games.kernels.watchdog import Watchdog

_winning_spots = njit(nogil=True)(bitboard.winning_spots)
_to_table = njit(nogil=True)(score_to_table)
"""Also the inverse, :func:`~engine.search.score_from_table`, with ``-ply``."""

TABLE_BUCKETS = 524_309
"""Transposition table buckets: the prime just above 2**19.  A bucket holds two entries
(a key and a packed entry each, 16 MiB in all): one for the deepest search of the
positions that share it (:func:`_priority`), so that the expected line survives, one
for the latest.  Kept between searches."""

# --- workspace ------------------------------------------------------------------------
#
# One uint64 array holds the table (four per bucket: key and packed entry of its deep
# slot, then of its recent slot), the move lists (one row per number of stones) and the
# counters shared with Python.  A packed entry is never 0: its score field carries an
# offset.

_SCORE_OFFSET = 1 << 21
"""Added to a score (at most ``WIN + 1`` in size) so that it packs as a positive field."""
_SCORE_MASK = (1 << 22) - 1
_DEPTH_SHIFT = 22
_BOUND_SHIFT = 30
_MOVE_SHIFT = 32
_PROVEN_SHIFT = 36
_EXACT, _LOWER, _UPPER = 0, 1, 2
"""Bounds: the stored score is the value, at least the value, at most the value."""

_ROWS = 65
_SLOTS = 9
_ORDER = 4 * TABLE_BUCKETS
_COUNTERS = _ORDER + _ROWS * _SLOTS
_NODES = _COUNTERS
_NODE_LIMIT = _COUNTERS + 1
_ABORTED = _COUNTERS + 2
_STOP = _COUNTERS + 3
"""The counters :func:`~games.connect4.compiled.solver.count_node` reads, in its order."""
_HORIZON = _COUNTERS + 4
"""Set when a heuristic leaf (or a table entry resting on one) decided a value."""
WORKSPACE_SIZE = _COUNTERS + 5
_NO_NODE_LIMIT = np.iinfo(np.uint64).max
_ONE = np.uint64(1)
_ZERO = np.uint64(0)


@njit(cache=True, nogil=True)
def _pack(score, depth, bound, move, proven):
    """A table entry; ``move`` is a column or -1."""
    return np.uint64(
        (score + _SCORE_OFFSET)
        | (depth << _DEPTH_SHIFT)
        | (bound << _BOUND_SHIFT)
        | ((move + 1) << _MOVE_SHIFT)
        | (proven << _PROVEN_SHIFT)
    )


@njit(cache=True, nogil=True)
def _entry_move(entry):
    return np.int64((entry >> np.uint64(_MOVE_SHIFT)) & np.uint64(15)) - 1


@njit(cache=True, nogil=True)
def _entry_depth(entry):
    return np.int64((entry >> np.uint64(_DEPTH_SHIFT)) & np.uint64(255))


@njit(cache=True, nogil=True)
def _bucket(key):
    return 4 * np.int64(key % np.uint64(TABLE_BUCKETS))


@njit(cache=True, nogil=True)
def _probe(work, key):
    """The packed entry of the position ``key`` (``current + mask``), 0 if none."""
    index = _bucket(key)
    for slot in (index, index + 2):
        if work[slot + 1] != _ZERO and work[slot] == key:
            return work[slot + 1]
    return _ZERO


@njit(cache=True, nogil=True)
def _priority(entry):
    """Depth first; at equal depth an exact value (a node of the expected line) first."""
    bound = (entry >> np.uint64(_BOUND_SHIFT)) & np.uint64(3)
    return 2 * _entry_depth(entry) + (1 if bound == _EXACT else 0)


@njit(cache=True, nogil=True)
def _store(work, key, entry):
    """Keeps ``entry`` for ``key``: in the deep slot when it ranks at least as high as the
    one there (:func:`_priority`; or it is the same position), else in the recent slot."""
    index = _bucket(key)
    deep = work[index + 1]
    if deep == _ZERO or work[index] == key or _priority(entry) >= _priority(deep):
        work[index] = key
        work[index + 1] = entry
    else:
        work[index + 2] = key
        work[index + 3] = entry


@njit(cache=True, nogil=True)
def _count(stones):
    """Number of stones (or cells) of a bitboard, as a signed integer."""
    return np.int64(popcount(stones))


@njit(cache=True, nogil=True)
def _evaluate(current, mask, moves, geo, lines, good_rows):
    """:func:`games.connect4.evaluation.heuristic` on bitboards, for the side to move."""
    height, bottom, board = geo[0], geo[2], geo[3]
    drops = (mask + bottom) & board
    my_spots = _winning_spots(current, mask, height, board)
    if my_spots & drops:
        return WIN_NEXT
    theirs = current ^ mask
    their_spots = _winning_spots(theirs, mask, height, board)
    if _count(their_spots & drops) > 1:
        return -WIN_NEXT
    value = 0
    for line in lines:
        own = current & line
        other = theirs & line
        if own and not other:
            value += LINE_VALUES[_count(own)]
        elif other and not own:
            value -= LINE_VALUES[_count(other)]
    player = moves & 1
    value += THREAT_VALUE * _count(my_spots)
    value += PARITY_BONUS * _count(my_spots & good_rows[player])
    value -= THREAT_VALUE * _count(their_spots)
    value -= PARITY_BONUS * _count(their_spots & good_rows[1 - player])
    return value


@njit(cache=True, nogil=True)
def _order(drops, my_spots, their_spots, board, first, row, columns, centre, work):
    """Fills the move ``row`` as :func:`~games.connect4.evaluation.order_moves` does
    (winning drops, blocks, quiet drops, drops under a threat; centre first in each),
    with the column ``first`` (or -1) in front; returns the number of moves.

    ``drops`` are the playable cells, ``my_spots`` and ``their_spots`` the cells that
    complete four for the side to move and for the other side.
    """
    wins = blocks = quiet = under_threat = 0  # bit r: the column of centre rank r
    for rank in range(len(centre)):
        column = centre[rank]
        landing = drops & columns[column]
        if landing == _ZERO or column == first:
            continue
        if landing & my_spots:
            wins |= 1 << rank
        elif landing & their_spots:
            blocks |= 1 << rank
        elif (landing << _ONE) & their_spots & board:
            under_threat |= 1 << rank
        else:
            quiet |= 1 << rank
    size = 0
    if first >= 0:
        work[row] = np.uint64(first)
        size = 1
    for ranks in (wins, blocks, quiet, under_threat):
        for rank in range(len(centre)):
            if ranks >> rank & 1:
                work[row + size] = np.uint64(centre[rank])
                size += 1
    return size


@njit(cache=True, nogil=True)
def _negamax(current, mask, moves, depth, alpha, beta, ply, geo, tables, work):
    """The value of a position that is not over, for its side to move, ``ply`` plies below
    the root (proven distances count from the root), searched ``depth`` plies deep.

    ``current`` holds the stones of the side to move, ``mask`` all ``moves`` stones;
    ``tables`` = (lines, good rows per player, column masks, centre order).
    Returns 0 at once after the stop flag or the node limit ended the search.
    """
    lines, good_rows, columns, centre = tables
    height, cells, bottom, board = geo[0], geo[1], geo[2], geo[3]
    if count_node(work, _COUNTERS):
        return 0
    if depth <= 0:
        work[_HORIZON] = _ONE
        return _evaluate(current, mask, moves, geo, lines, good_rows)

    key = current + mask
    first = -1
    entry = _probe(work, key)
    if entry != _ZERO:
        first = _entry_move(entry)
        stored_proven = (entry >> np.uint64(_PROVEN_SHIFT)) & _ONE
        if stored_proven or _entry_depth(entry) >= depth:
            stored = np.int64(entry & np.uint64(_SCORE_MASK)) - _SCORE_OFFSET
            score = _to_table(stored, -ply)
            stored_bound = np.int64((entry >> np.uint64(_BOUND_SHIFT)) & np.uint64(3))
            if (
                stored_bound == _EXACT
                or (stored_bound == _LOWER and score >= beta)
                or (stored_bound == _UPPER and score <= alpha)
            ):
                if not stored_proven:
                    work[_HORIZON] = _ONE
                return score

    outer_horizon = work[_HORIZON]
    work[_HORIZON] = _ZERO
    original_alpha = alpha
    best = -INFINITY
    best_move = -1
    opponent = current ^ mask
    drops = (mask + bottom) & board
    my_spots = _winning_spots(current, mask, height, board)
    their_spots = _winning_spots(opponent, mask, height, board)
    row = _ORDER + moves * _SLOTS
    size = _order(drops, my_spots, their_spots, board, first, row, columns, centre, work)
    for slot in range(size):
        column = np.int64(work[row + slot])
        landing = drops & columns[column]
        if landing & my_spots:
            score = WIN - (ply + 1)  # four in a row
        elif moves + 1 == cells:
            score = 0  # the last cell, without four
        else:
            score = -_negamax(
                opponent, mask | landing, moves + 1, depth - 1, -beta, -alpha, ply + 1, geo,
                tables, work,
            )  # fmt: skip
            if work[_ABORTED] != _ZERO:
                return 0
        if score > best:
            best, best_move = score, column
            if score > alpha:
                alpha = score
                if alpha >= beta:
                    break
    proven = work[_HORIZON] == _ZERO
    work[_HORIZON] = work[_HORIZON] | outer_horizon
    if best <= original_alpha:
        bound = _UPPER
    elif best >= beta:
        bound = _LOWER
    else:
        bound = _EXACT
    _store(work, key, _pack(_to_table(best, ply), depth, bound, best_move, np.int64(proven)))
    return best


@njit(cache=True, nogil=True)
def _clear(work):
    work[:_ORDER] = 0


class CompiledAlphaBeta:
    """Alpha-beta on one board size with the Connect Four heuristic; see the module docstring.

    Not thread-safe: one search at a time.  :meth:`interrupt` may be called from any
    thread to stop the running search; the kernels release the GIL.
    """

    name = "alphabeta"

    def __init__(self, width: int = 7, height: int = 6) -> None:
        self.geometry: Geometry = geometry(width, height)
        g = self.geometry
        self._geo = kernel_geometry(g)
        self._tables = (
            np.array(g.lines, dtype=np.uint64),
            np.array(
                [rows_mask(g.bottom, g.height, first=first) for first in (True, False)],
                dtype=np.uint64,
            ),
            np.array(g.column_masks, dtype=np.uint64),
            np.array(g.centre_order, dtype=np.int64),
        )
        self._work = np.zeros(WORKSPACE_SIZE, dtype=np.uint64)

    def clear(self) -> None:
        """Forget everything the transposition table learned."""
        _clear(self._work)

    def interrupt(self) -> None:
        """Stop the running search until :meth:`resume`; thread-safe."""
        self._work[_STOP] = 1

    def resume(self) -> None:
        self._work[_STOP] = 0

    def search(
        self,
        state: Connect4State,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        """Search ``state`` within ``limits`` (``history`` does not matter: no position of
        Connect Four repeats)."""
        if state.geometry != self.geometry:
            raise ValueError(
                f"this search is for {self.geometry.width}x{self.geometry.height} boards"
            )
        moves = order_moves(state, state.legal_moves())
        if not moves:
            raise ValueError("cannot search a finished game")
        budget = Budget(limits, stop)
        deadline = None if limits.time is None else budget.started + limits.time
        previous_best: list[Any] = [None]

        def search_depth(depth: int) -> Iteration:
            iteration = self._search_root(
                state, moves, previous_best[0], depth, score_all_moves, limits, budget
            )
            previous_best[0] = iteration.best_move
            return iteration

        with Watchdog(self, stop, deadline):
            return deepen(
                search_depth, moves[0], limits, budget, algorithm=self.name, on_info=on_info
            )

    def _search_root(
        self,
        state: Connect4State,
        moves: Sequence[int],
        first: int | None,
        depth: int,
        score_all: bool,
        limits: Limits,
        budget: Budget,
    ) -> Iteration:
        ordered = list(moves)
        if first is not None:
            ordered.remove(first)
            ordered.insert(0, first)

        def move_value(move: int, alpha: int) -> tuple[int, bool]:
            return self._move_value(state.play(move), depth - 1, alpha, limits, budget)

        iteration = search_root(ordered, move_value, depth, score_all)
        best = iteration.best_move
        entry = _pack(iteration.score, depth, _EXACT, best, int(iteration.exact))
        _store(self._work, np.uint64(state.current + state.mask), entry)
        return replace(iteration, pv=(best, *self._principal_line(state.play(best), depth - 1)))

    def _move_value(
        self,
        child: Connect4State,
        depth: int,
        alpha: int,
        limits: Limits,
        budget: Budget,
    ) -> tuple[int, bool]:
        """The value of the root move leading to ``child`` (from the root's side to move),
        searched ``depth`` plies below it with the window's lower end ``alpha``, and
        whether no heuristic leaf decided it."""
        outcome = child.outcome()
        if outcome is not None:
            return (0 if outcome.winner is None else WIN - 1), True
        work = self._work
        if work[_STOP]:
            raise _aborted(budget)
        work[_NODES] = work[_ABORTED] = work[_HORIZON] = 0
        work[_NODE_LIMIT] = (
            _NO_NODE_LIMIT if limits.nodes is None else max(0, limits.nodes - budget.nodes)
        )
        score = -_negamax(
            np.uint64(child.current),
            np.uint64(child.mask),
            np.int64(child.moves_played),
            np.int64(depth),
            np.int64(-INFINITY),
            np.int64(-alpha),
            np.int64(1),
            self._geo,
            self._tables,
            work,
        )
        budget.nodes += int(work[_NODES])
        if work[_ABORTED]:
            raise _aborted(budget)
        return int(score), not work[_HORIZON]

    def _principal_line(self, state: Connect4State, length: int) -> tuple[int, ...]:
        """The expected continuation, read from the transposition table."""
        line: list[int] = []
        while len(line) < length and state.outcome() is None:
            entry = _probe(self._work, np.uint64(state.current + state.mask))
            if entry == 0:
                break
            move = int(_entry_move(entry))
            if move not in state.legal_moves():
                break
            line.append(move)
            state = state.play(move)
        return tuple(line)


def _aborted(budget: Budget) -> SearchAborted:
    """Why the kernel stopped, as the budget tells it: the watchdog interrupts it for the
    stop event or the deadline, and it stops itself at the node limit."""
    reason = budget.exhausted()
    assert reason is not None, "the kernel stopped with budget left"
    return SearchAborted(reason)


def _search_small_board() -> None:
    """Search a 4x4 board three plies deep: every kernel runs."""
    CompiledAlphaBeta(4, 4).search(Connect4State.new(4, 4), Limits(depth=3))


WARM_UP = (_search_small_board,)
"""What compiles (or loads from numba's cache) the kernels (:mod:`games.kernels.warmup`)."""
KERNELS = (_negamax,)
"""The kernels compiled once :data:`WARM_UP` has run."""
