"""Lesson 2's game against chosen weights: the depth-limited search with the learner's
evaluation plays a Connect Four move, and the solver says what the move did (no Qt).

The search is alpha-beta with :func:`app.services.lessons_games.line_heuristic` at a
depth of the learner's choice; the solver is the game's exact engine, which values the
position before the move and after it from the mover's point of view.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.services.lessons_games import PERFECT, line_heuristic
from app.services.review import OPPOSITE, OUTCOME_RANK, position_value
from engine.alphabeta import AlphaBeta
from engine.search import Limits
from games.base import BoardState, GameSpec

SOLVER_SECONDS = 3.0
"""The most the solver spends proving one position (early positions take minutes)."""


@dataclass(frozen=True, slots=True)
class WeightsReply:
    """The computer's move and what it did."""

    move: str
    score: int
    """The depth-limited search's score of the move, from the mover's point of view."""
    depth: int
    before: str
    """The mover's outcome with perfect play before the move: win, draw, loss or
    unknown."""
    after: str
    """... and after it."""

    @property
    def mistake(self) -> bool:
        """Whether the move made the mover's outcome worse (as far as the solver knows)."""
        if "unknown" in (self.before, self.after):
            return False
        return OUTCOME_RANK[self.after] < OUTCOME_RANK[self.before]

    def judgement(self) -> str:
        """What the move did, in words."""
        if "unknown" in (self.before, self.after):
            return f"too deep for the solver within {SOLVER_SECONDS:g} s"
        if not self.mistake:
            return {"win": "keeps the win", "draw": "keeps the draw", "loss": "was lost anyway"}[
                self.before
            ]
        if self.before == "win":
            return "throws away a win" + (" (now a draw)" if self.after == "draw" else "")
        return "throws away the draw"


def exact_outcome(spec: GameSpec, state: BoardState, mover: int) -> str:
    """``mover``'s outcome in ``state`` with perfect play (the game over: as it ended),
    ``unknown`` when the solver cannot prove it within :data:`SOLVER_SECONDS`."""
    if spec.warm_up is not None:
        spec.warm_up()
    searcher = spec.searcher(PERFECT)
    word = position_value(searcher, state, Limits(time=SOLVER_SECONDS))
    if word is None:
        return "unknown"
    if state.to_move == mover:
        return word
    return OPPOSITE[word]


def weights_reply(
    spec: GameSpec, state: BoardState, weights: tuple[int, int, int], depth: int
) -> WeightsReply:
    """The move the search with ``weights`` plays at ``depth`` in ``state``, judged."""
    mover = state.to_move
    result = AlphaBeta(line_heuristic(weights), spec.order_moves).search(state, Limits(depth=depth))
    move = result.best_move
    return WeightsReply(
        move=state.move_text(move),
        score=result.score,
        depth=result.depth,
        before=exact_outcome(spec, state, mover),
        after=exact_outcome(spec, state.play(move), mover),
    )
