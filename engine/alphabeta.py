"""Alpha-beta negamax with iterative deepening, a transposition table and move ordering.

Moves are tried in this order: the transposition table's best move, then the
game's hint (``order_moves``).  The table is kept between searches, so a game's
later moves profit from what earlier searches learned.

A search is *exact* when no leaf was judged by the heuristic: then the score is
the game-theoretic value and the distance to the end is known.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from engine.deepening import Iteration, deepen
from engine.game_api import GameState, Heuristic, MoveOrder
from engine.observer import (
    CutOff,
    IterationAborted,
    IterationFinished,
    IterationStarted,
    LeafKind,
    NodeEntered,
    NodeLeft,
    SearchObserver,
    TableHit,
    ValueBound,
)
from engine.search import (
    INFINITY,
    MOVE_LINES,
    WIN,
    Budget,
    InfoCallback,
    Limits,
    MoveScore,
    SearchAborted,
    SearchResult,
    proven_within,
    score_from_table,
    score_to_table,
)

DEFAULT_TABLE_ENTRIES = 1 << 20


class Bound(Enum):
    EXACT = 0
    LOWER = 1
    """The value is at least the stored score (a cut-off happened)."""
    UPPER = 2
    """The value is at most the stored score (no move reached alpha)."""


@dataclass(frozen=True, slots=True)
class TableEntry:
    depth: int
    """Plies searched below the position."""
    score: int
    """From the side to move there; proven distances counted from that position."""
    bound: Bound
    best_move: Any
    proven: bool
    """No heuristic leaf below: the score holds at any depth."""


def search_root(
    moves: Sequence[Any],
    move_value: Callable[[Any, int], tuple[int, bool]],
    depth: int,
    score_all: bool,
) -> Iteration:
    """One iteration at the root: each of ``moves`` (in search order) valued ``depth`` plies
    deep, with a full window for every move when ``score_all``.

    ``move_value(move, alpha)`` is the move's score from the root's side to move,
    exact above ``alpha``, and whether no heuristic leaf decided it.  The line of the
    iteration is the best move alone: the caller adds the continuation it expects.
    """
    alpha = -INFINITY
    best_move = moves[0]
    scored: list[tuple[MoveScore, bool]] = []
    for move in moves:
        score, proven = move_value(move, -INFINITY if score_all else alpha)
        scored.append((MoveScore(move, score), proven))
        if score > alpha:
            alpha, best_move = score, move
    all_proven = all(proven or proven_within(entry.score, depth) for entry, proven in scored)
    exact = all_proven or proven_within(alpha, depth)
    move_scores: tuple[MoveScore, ...] = ()
    if score_all:
        ranked = sorted(scored, key=lambda entry: -entry[0].score)
        move_scores = tuple(
            MoveScore(entry.move, entry.score, proven or proven_within(entry.score, depth))
            for entry, proven in ranked
        )
    complete = all_proven if score_all else exact
    return Iteration(best_move, alpha, (best_move,), exact, move_scores, complete)


class AlphaBeta:
    """Negamax with alpha-beta pruning; see the module docstring.

    ``observer`` (see :mod:`engine.observer`) hears every node entered and left, every
    cut-off and every transposition-table hit.
    """

    name = "alphabeta"

    def __init__(
        self,
        heuristic: Heuristic,
        order_moves: MoveOrder | None = None,
        *,
        use_table: bool = True,
        table_entries: int = DEFAULT_TABLE_ENTRIES,
        observer: SearchObserver | None = None,
    ) -> None:
        self.heuristic = heuristic
        self.observer = observer
        self.order_moves = order_moves
        self.use_table = use_table
        self.table_entries = table_entries
        self.table: dict[Hashable, TableEntry] = {}
        self._budget: Budget | None = None
        self._horizon = False
        self._path: set[Hashable] = set()

    def clear(self) -> None:
        """Forget everything the transposition table learned."""
        self.table.clear()

    def search(
        self,
        state: GameState,
        limits: Limits,
        *,
        stop: threading.Event | None = None,
        on_info: InfoCallback | None = None,
        history: Collection[Hashable] = (),
        score_all_moves: bool = False,
    ) -> SearchResult:
        moves = self._ordered(state, state.legal_moves(), None)
        if not moves:
            raise ValueError("cannot search a finished game")
        if len(self.table) > self.table_entries:
            self.table.clear()
        budget = Budget(limits, stop)
        self._budget = budget
        self._path = set(history)
        previous_best: list[Any] = [None]

        def search_depth(depth: int) -> Iteration:
            self._horizon = False
            self._path.add(state.key())
            observer = self.observer
            if observer is not None:
                observer(IterationStarted(depth))
            try:
                iteration = self._search_root(
                    state, moves, previous_best[0], depth, score_all_moves
                )
            except SearchAborted as aborted:
                if observer is not None:
                    observer(IterationAborted(depth, aborted.reason.value))
                raise
            finally:
                self._path.discard(state.key())
            if observer is not None:
                observer(IterationFinished(depth, iteration.score, iteration.best_move))
            previous_best[0] = iteration.best_move
            return iteration

        return deepen(search_depth, moves[0], limits, budget, algorithm=self.name, on_info=on_info)

    def _ordered(self, state: GameState, moves: Sequence[Any], first: Any) -> list[Any]:
        ordered = self.order_moves(state, moves) if self.order_moves else list(moves)
        if first is not None and first in ordered:
            ordered.remove(first)
            ordered.insert(0, first)
        return ordered

    def _search_root(
        self, state: GameState, moves: list[Any], first: Any, depth: int, score_all: bool
    ) -> Iteration:
        observer = self.observer

        def move_value(move: Any, alpha: int) -> tuple[int, bool]:
            self._horizon = False
            child = state.play(move)
            if observer is None:
                score = -self._negamax(child, depth - 1, -INFINITY, -alpha, 1)
            else:
                score = -self._observed_negamax(
                    observer, move, child, depth - 1, -INFINITY, -alpha, 1
                )
            return score, not self._horizon

        iteration = search_root(self._ordered(state, moves, first), move_value, depth, score_all)
        best = iteration.best_move
        if self.use_table:
            self.table[state.key()] = TableEntry(
                depth, iteration.score, Bound.EXACT, best, iteration.exact
            )
        pv = (best, *self._principal_line(state.play(best), depth - 1))
        return replace(iteration, pv=pv, move_scores=self._with_lines(state, iteration, depth))

    def _with_lines(
        self, state: GameState, iteration: Iteration, depth: int
    ) -> tuple[MoveScore, ...]:
        """The per-move scores, the best :data:`MOVE_LINES` of them with their own lines
        from the table (each was searched with a full window); none without the table."""
        if not self.use_table:
            return iteration.move_scores
        lined = tuple(
            replace(
                entry, pv=(entry.move, *self._principal_line(state.play(entry.move), depth - 1))
            )
            for entry in iteration.move_scores[:MOVE_LINES]
        )
        return lined + iteration.move_scores[MOVE_LINES:]

    def _principal_line(self, state: GameState, length: int) -> tuple[Any, ...]:
        """The expected continuation, read from the transposition table."""
        line: list[Any] = []
        seen: set[Hashable] = set()
        while len(line) < length and state.outcome() is None:
            key = state.key()
            entry = self.table.get(key)
            if entry is None or key in seen or entry.best_move is None:
                break
            if entry.best_move not in state.legal_moves():
                break
            seen.add(key)
            line.append(entry.best_move)
            state = state.play(entry.best_move)
        return tuple(line)

    def _negamax(self, state: GameState, depth: int, alpha: int, beta: int, ply: int) -> int:
        """Value of ``state`` for its side to move; proven distances count from the root."""
        assert self._budget is not None
        self._budget.tick()
        outcome = state.outcome()
        if outcome is not None:
            if outcome.winner is None:
                return 0
            return WIN - ply if outcome.winner == state.to_move else -(WIN - ply)
        key = state.key()
        if key in self._path:
            # A repetition: scored as a draw, but not a proof of one.
            self._horizon = True
            return 0
        if depth <= 0:
            self._horizon = True
            return self.heuristic(state)

        entry = self.table.get(key) if self.use_table else None
        table_move = None
        if entry is not None:
            table_move = entry.best_move
            if entry.proven or entry.depth >= depth:
                score = score_from_table(entry.score, ply)
                if (
                    entry.bound is Bound.EXACT
                    or (entry.bound is Bound.LOWER and score >= beta)
                    or (entry.bound is Bound.UPPER and score <= alpha)
                ):
                    if not entry.proven:
                        self._horizon = True
                    if self.observer is not None:
                        self.observer(_table_hit(entry, ply, used=True))
                    return score
            if self.observer is not None:
                self.observer(_table_hit(entry, ply, used=False))

        observer = self.observer
        outer_horizon = self._horizon
        self._horizon = False
        original_alpha = alpha
        best = -INFINITY
        best_move = None
        self._path.add(key)
        try:
            moves = self._ordered(state, state.legal_moves(), table_move)
            for move in moves:
                child = state.play(move)
                if observer is None:
                    score = -self._negamax(child, depth - 1, -beta, -alpha, ply + 1)
                else:
                    score = -self._observed_negamax(
                        observer, move, child, depth - 1, -beta, -alpha, ply + 1
                    )
                if score > best:
                    best, best_move = score, move
                    if score > alpha:
                        alpha = score
                        if alpha >= beta:
                            if observer is not None:
                                pruned = tuple(moves[moves.index(move) + 1 :])
                                observer(CutOff(move, score, beta, pruned))
                            break
        finally:
            self._path.discard(key)
        proven = not self._horizon
        self._horizon = outer_horizon or self._horizon

        if self.use_table:
            if best <= original_alpha:
                bound = Bound.UPPER
            elif best >= beta:
                bound = Bound.LOWER
            else:
                bound = Bound.EXACT
            self.table[key] = TableEntry(depth, score_to_table(best, ply), bound, best_move, proven)
        return best

    def _observed_negamax(
        self,
        observer: SearchObserver,
        move: Any,
        state: GameState,
        depth: int,
        alpha: int,
        beta: int,
        ply: int,
    ) -> int:
        """:meth:`_negamax` of the position after ``move``, reported to ``observer``."""
        observer(NodeEntered(move, depth, alpha, beta))
        leaf: LeafKind | None = None
        if state.outcome() is not None:
            leaf = LeafKind.TERMINAL
        elif state.key() in self._path:
            leaf = LeafKind.REPETITION
        elif depth <= 0:
            leaf = LeafKind.HORIZON
        value = self._negamax(state, depth, alpha, beta, ply)
        observer(NodeLeft(value, alpha, beta, leaf))
        return value


_OBSERVED_BOUND = {
    Bound.EXACT: ValueBound.EXACT,
    Bound.LOWER: ValueBound.LOWER,
    Bound.UPPER: ValueBound.UPPER,
}


def _table_hit(entry: TableEntry, ply: int, *, used: bool) -> TableHit:
    """What ``entry`` tells the node ``ply`` plies below the root, as an observer event."""
    return TableHit(
        score_from_table(entry.score, ply),
        _OBSERVED_BOUND[entry.bound],
        entry.depth,
        entry.best_move,
        entry.proven,
        used,
    )
