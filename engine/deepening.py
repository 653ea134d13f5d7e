"""Iterative deepening shared by minimax and alpha-beta.

Each depth is searched to completion or not at all: when the budget runs out in
the middle of an iteration, the result of the last completed one is returned.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from engine.search import (
    Budget,
    InfoCallback,
    Limits,
    MoveScore,
    SearchAborted,
    SearchResult,
    StopReason,
)

UNLIMITED_DEPTH = 128
"""Deepest iteration tried when no limit is given and the game is not solved sooner."""


@dataclass(frozen=True, slots=True)
class Iteration:
    """One completed root search at a fixed depth."""

    best_move: Any
    score: int
    pv: tuple[Any, ...]
    exact: bool
    """The score is the game's value (no heuristic leaf decided it)."""
    move_scores: tuple[MoveScore, ...] = ()
    complete: bool = False
    """Deeper iterations cannot change anything asked for: the value is exact and so
    is every move score (when move scores were asked for)."""


def deepen(
    search_depth: Callable[[int], Iteration],
    fallback_move: Any,
    limits: Limits,
    budget: Budget,
    *,
    algorithm: str,
    on_info: InfoCallback | None = None,
) -> SearchResult:
    """Call ``search_depth(1)``, ``search_depth(2)``, ... within ``limits``.

    Stops after the depth limit, when an iteration is complete (the game is solved
    from here, and so is every requested move score), or when the budget is spent.
    ``fallback_move`` is played if not even depth 1 completes.
    """
    max_depth = limits.depth if limits.depth is not None else UNLIMITED_DEPTH
    result = SearchResult(
        best_move=fallback_move, score=0, pv=(fallback_move,), algorithm=algorithm
    )
    stop_reason = StopReason.DEPTH
    for depth in range(1, max_depth + 1):
        try:
            iteration = search_depth(depth)
        except SearchAborted as aborted:
            stop_reason = aborted.reason
            break
        exact = iteration.exact
        result = SearchResult(
            best_move=iteration.best_move,
            score=iteration.score,
            pv=iteration.pv,
            depth=depth,
            nodes=budget.nodes,
            seconds=budget.elapsed,
            exact=exact,
            stop_reason=StopReason.DEPTH,
            move_scores=iteration.move_scores,
            algorithm=algorithm,
        )
        if on_info is not None:
            on_info(result)
        if iteration.complete:
            stop_reason = StopReason.SOLVED
            break
        spent = budget.exhausted()
        if spent is not None:
            stop_reason = spent
            break
    return replace(result, nodes=budget.nodes, seconds=budget.elapsed, stop_reason=stop_reason)
