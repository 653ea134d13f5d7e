"""*Retry mistakes* in a game reviewed by estimates (chess): the positions before the
person's mistakes and blunders, each move judged by a search of the kind the review made
(no Qt).

A review of estimates (:mod:`app.services.estimate_review`) knows, for each graded move,
the mover's value before it and the engine's best move there.  The position before a
move graded mistake or blunder becomes a puzzle (``Goal("better")``); a move is accepted
when the review would not have marked it: its loss against the value before, by a
search of the position after it of the same kind (the game's default engine, a fixed
number of nodes), stays below the game's inaccuracy threshold.  The review's best move
is always accepted; it is the puzzle's solution, though not the only move accepted.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass

from app.services.analysis_lines import display_move_text
from app.services.estimate_review import (
    REVIEW_NODES,
    EstimateReview,
    Grade,
    MoveGrade,
    estimate_limits,
    grade_of,
    position_estimate,
)
from app.services.puzzles import Goal, Puzzle, PuzzleError, rating
from engine.search import Searcher
from games.base import BoardState, GameSpec, ReviewGrades

RETRIED_GRADES = (Grade.MISTAKE, Grade.BLUNDER)
"""The grades whose positions are retried (an inaccuracy is not)."""
LOSS_UNITS = {"chess": "pawns"}
"""The word for the grades' display unit, by game (else ``points``)."""


@dataclass(frozen=True, slots=True)
class ReviewedMistake:
    """A retried mistake: its puzzle and what the review found of the move."""

    puzzle: Puzzle
    move: MoveGrade


def review_mistakes(
    spec: GameSpec, review: EstimateReview, players: Collection[int]
) -> tuple[ReviewedMistake, ...]:
    """The mistakes and blunders ``players`` (by index) made in the game ``review``
    graded, as puzzles, in the game's order."""
    states = [spec.new_state()]
    for text in review.move_texts:
        states.append(states[-1].play(states[-1].parse_move(text)))
    found = []
    for move in review.moves:
        state = states[move.ply]
        if move.grade not in RETRIED_GRADES or state.to_move not in players or not move.best_text:
            continue
        legal = len(state.legal_moves())
        puzzle = Puzzle.at(
            spec,
            review.move_texts[: move.ply],
            state,
            goal=Goal("better"),
            solution=(move.best_text,),
            fastest=(move.best_text,),
            line=(move.best_text,),
            rating=rating(1, legal, 1, False),
        )
        found.append(ReviewedMistake(puzzle, move))
    return tuple(found)


class EstimateJudge:
    """Judges the moves of ``mistakes``' puzzles by searches of ``nodes`` nodes with one
    engine from ``make_searcher`` (its tables carry over); safe from several threads."""

    def __init__(
        self,
        spec: GameSpec,
        mistakes: Sequence[ReviewedMistake],
        make_searcher: Callable[[], Searcher],
        nodes: int = REVIEW_NODES,
    ) -> None:
        if spec.review_grades is None:
            raise PuzzleError(f"{spec.title} has no grades for a review of estimated values")
        self.spec = spec
        self.grades: ReviewGrades = spec.review_grades
        self._moves = {mistake.puzzle.id: mistake.move for mistake in mistakes}
        self._make_searcher = make_searcher
        self._searcher: Searcher | None = None
        self._nodes = nodes
        self._lock = threading.Lock()

    def judge(self, puzzle: Puzzle, state: BoardState, text: str) -> tuple[bool, str]:
        """Whether the move ``text`` in ``state`` (``puzzle``'s position) stays within the
        review's threshold of its best move, and why, in words: ``this loses 2.3 pawns
        against Nf3``."""
        reviewed = self._moves.get(puzzle.id)
        if reviewed is None:
            raise PuzzleError("this position is not one of the reviewed mistakes")
        best = display_move_text(state, state.parse_move(reviewed.best_text))
        if text == reviewed.best_text:
            return True, f"right: {best} is the review's best move"
        loss = self.loss(puzzle, state, text, reviewed.before)
        amount = f"{loss / self.grades.unit:.1f} {LOSS_UNITS.get(self.spec.name, 'points')}"
        if grade_of(loss, self.grades) is not None:
            return False, f"this loses {amount} against {best}"
        if loss == 0:
            return True, f"right: as good as {best}"
        return True, f"right: within {amount} of {best}"

    def loss(self, puzzle: Puzzle, state: BoardState, text: str, before: int) -> int:
        """What the move ``text`` in ``state`` loses against the mover's value ``before``
        (heuristic units, at least 0), by a search of the position after it."""
        child = state.play(state.parse_move(text))
        history = (*_keys(self.spec, puzzle.moves), state.key())
        with self._lock:
            if self._searcher is None:
                self._searcher = self._make_searcher()
            value = position_estimate(
                self._searcher,
                child,
                estimate_limits(self._nodes),
                self.grades.cap,
                history=history,
            )
        after = value.score if child.to_move == state.to_move else -value.score
        return max(0, before - after)


def _keys(spec: GameSpec, moves: Sequence[str]) -> tuple[Hashable, ...]:
    """The keys of the positions ``moves`` are played from, the start first (the
    review's history of the position before the last move)."""
    state, keys = spec.new_state(), []
    for text in moves:
        keys.append(state.key())
        state = state.play(state.parse_move(text))
    return tuple(keys)
