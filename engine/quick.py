"""A move chosen in milliseconds, for when the real search has nothing to offer yet.

:func:`quick_move` looks one ply ahead: a move that wins on the spot is played at
once; otherwise each move's position is scored with the game's heuristic (from the
opponent's point of view there, so negated), the moves tried in the game's order,
most promising first, until a wall-clock budget is spent.  It is the app's answer to
*Move now* while its engine is still compiling or has completed no iteration.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from engine.game_api import GameState, Heuristic, MoveOrder
from engine.search import WIN, MoveScore, SearchResult, StopReason

QUICK_MOVE_BUDGET = 0.02
"""Seconds :func:`quick_move` spends scoring moves (the first move is always scored)."""
QUICK_ALGORITHM = "quick move"
"""The ``algorithm`` of a :func:`quick_move` result, as the side panel shows it."""


def quick_move(
    state: GameState,
    heuristic: Heuristic,
    order_moves: MoveOrder | None = None,
    *,
    budget: float = QUICK_MOVE_BUDGET,
    clock: Callable[[], float] = time.perf_counter,
) -> SearchResult:
    """The best move of ``state`` one ply deep, scored within about ``budget`` seconds.

    Scores are from the side to move in ``state``: a win on the spot ``WIN - 1``, a
    draw 0, otherwise the negated ``heuristic`` of the position after the move.
    ``clock`` gives seconds (for tests).  Raises ``ValueError`` when the game is over.
    """
    started = clock()
    moves = list(state.legal_moves())
    if not moves:
        raise ValueError("cannot choose a move in a finished game")
    if order_moves is not None:
        moves = order_moves(state, moves)
    mover = state.to_move
    scores: list[MoveScore] = []
    for move in moves:
        after = state.play(move)
        outcome = after.outcome()
        if outcome is None:
            scores.append(MoveScore(move, -heuristic(after)))
        elif outcome.winner is None:
            scores.append(MoveScore(move, 0, exact=True))
        else:
            won = outcome.winner == mover
            scores.append(MoveScore(move, WIN - 1 if won else -(WIN - 1), exact=True))
            if won:
                break
        if clock() - started >= budget:
            break
    scores.sort(key=lambda scored: -scored.score)
    best = scores[0]
    return SearchResult(
        best_move=best.move,
        score=best.score,
        pv=(best.move,),
        depth=1,
        nodes=len(scores),
        seconds=clock() - started,
        exact=best.score == WIN - 1,  # a win on the spot is proven; nothing else is
        stop_reason=StopReason.CANCELLED,
        move_scores=tuple(scores),
        algorithm=QUICK_ALGORITHM,
    )
