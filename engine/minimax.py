"""Plain minimax (negamax form): every move, every reply, no pruning.

Slow on purpose.  It is the reference the other engines are tested against and
the baseline a learner compares them with.
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Hashable
from typing import Any

from engine.deepening import Iteration, deepen
from engine.game_api import GameState, Heuristic
from engine.observer import (
    IterationAborted,
    IterationFinished,
    IterationStarted,
    LeafKind,
    NodeEntered,
    NodeLeft,
    SearchObserver,
)
from engine.search import (
    INFINITY,
    WIN,
    Budget,
    InfoCallback,
    Limits,
    MoveScore,
    SearchAborted,
    SearchResult,
    proven_within,
)


class Minimax:
    """Depth-limited negamax; leaves at the horizon are scored by ``heuristic``.

    ``observer`` (see :mod:`engine.observer`) hears every node entered and left.
    """

    name = "minimax"

    def __init__(self, heuristic: Heuristic, *, observer: SearchObserver | None = None) -> None:
        self.heuristic = heuristic
        self.observer = observer
        self._budget: Budget | None = None
        self._horizon = False

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
        budget = Budget(limits, stop)
        self._budget = budget
        moves = list(state.legal_moves())
        if not moves:
            raise ValueError("cannot search a finished game")

        def search_depth(depth: int) -> Iteration:
            self._horizon = False
            scored: list[MoveScore] = []
            best_line: tuple[Any, ...] = ()
            best = -WIN - 1
            observer = self.observer
            if observer is not None:
                observer(IterationStarted(depth))
            try:
                for move in moves:
                    child = state.play(move)
                    if observer is None:
                        score, line = self._negamax(child, depth - 1, 1)
                    else:
                        score, line = self._observed_negamax(observer, move, child, depth - 1, 1)
                    score = -score
                    scored.append(MoveScore(move, score))
                    if score > best:
                        best, best_line = score, (move, *line)
            except SearchAborted as aborted:
                if observer is not None:
                    observer(IterationAborted(depth, aborted.reason.value))
                raise
            if observer is not None:
                observer(IterationFinished(depth, best, best_line[0]))
            exact = not self._horizon
            scored.sort(key=lambda entry: -entry.score)
            move_scores = (
                tuple(
                    MoveScore(m.move, m.score, exact or proven_within(m.score, depth))
                    for m in scored
                )
                if score_all_moves
                else ()
            )
            value_exact = exact or proven_within(best, depth)
            complete = exact if score_all_moves else value_exact
            return Iteration(best_line[0], best, best_line, value_exact, move_scores, complete)

        return deepen(search_depth, moves[0], limits, budget, algorithm=self.name, on_info=on_info)

    def _negamax(self, state: GameState, depth: int, ply: int) -> tuple[int, tuple[Any, ...]]:
        """Value of ``state`` for its side to move, and the line that reaches it."""
        assert self._budget is not None
        self._budget.tick()
        outcome = state.outcome()
        if outcome is not None:
            if outcome.winner is None:
                return 0, ()
            return (WIN - ply if outcome.winner == state.to_move else -(WIN - ply)), ()
        if depth <= 0:
            self._horizon = True
            return self.heuristic(state), ()
        best = -WIN - 1
        best_line: tuple[Any, ...] = ()
        observer = self.observer
        for move in state.legal_moves():
            child = state.play(move)
            if observer is None:
                score, line = self._negamax(child, depth - 1, ply + 1)
            else:
                score, line = self._observed_negamax(observer, move, child, depth - 1, ply + 1)
            if -score > best:
                best, best_line = -score, (move, *line)
        return best, best_line

    def _observed_negamax(
        self, observer: SearchObserver, move: Any, state: GameState, depth: int, ply: int
    ) -> tuple[int, tuple[Any, ...]]:
        """:meth:`_negamax` of the position after ``move``, reported to ``observer``."""
        observer(NodeEntered(move, depth, -INFINITY, INFINITY))
        if state.outcome() is not None:
            leaf: LeafKind | None = LeafKind.TERMINAL
        else:
            leaf = LeafKind.HORIZON if depth <= 0 else None
        score, line = self._negamax(state, depth, ply)
        observer(NodeLeft(score, -INFINITY, INFINITY, leaf))
        return score, line
