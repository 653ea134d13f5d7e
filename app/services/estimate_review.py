"""Game review by estimated values: each move's loss and its grade (no Qt).

For games whose engine estimates values (chess) and that say how to grade a loss
(:class:`~games.base.ReviewGrades`), :func:`review_estimates` searches every
position of the game with one searcher (its tables carry over) under a node limit,
so a review is the same on any machine.  A move's loss is the mover's value before
it minus the mover's value after it; losses from the game's thresholds on are marked
``?!`` (inaccuracy), ``?`` (mistake) and ``??`` (blunder), as chess programs do.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from app.services.analysis_lines import display_move_text
from engine.search import Limits, Searcher, StopReason, is_proven
from games.base import BoardState, GameSpec, ReviewGrades

REVIEW_NODES = 150_000
"""Nodes the engine may search in each position of a reviewed game."""


class Grade(Enum):
    """How much a move lost, with the mark chess writes after it and its PGN NAG."""

    INACCURACY = ("inaccuracy", "?!", 6)
    MISTAKE = ("mistake", "?", 2)
    BLUNDER = ("blunder", "??", 4)

    def __init__(self, word: str, mark: str, nag: int) -> None:
        self.word = word
        self.mark = mark
        self.nag = nag


def grade_of(loss: int, grades: ReviewGrades) -> Grade | None:
    """The grade of a move that lost ``loss`` (heuristic units); ``None`` below an inaccuracy."""
    if loss >= grades.blunder:
        return Grade.BLUNDER
    if loss >= grades.mistake:
        return Grade.MISTAKE
    if loss >= grades.inaccuracy:
        return Grade.INACCURACY
    return None


def clamped(score: int, cap: int) -> int:
    """``score`` within ``±cap``; a proven win or loss is ``±cap``."""
    if is_proven(score):
        return cap if score > 0 else -cap
    return max(-cap, min(cap, score))


@dataclass(frozen=True, slots=True)
class PositionValue:
    """What the review found in one position, for the side to move there."""

    score: int
    """Clamped to the game's cap."""
    best_text: str = ""
    """The engine's move there (empty at the end of the game)."""
    book: bool = False
    """The game went on with a move of the opening book (a book move is not graded)."""


@dataclass(frozen=True, slots=True)
class MoveGrade:
    """One move of the reviewed game, judged from its mover's point of view."""

    ply: int
    """Plies played before the move (the move is number ``ply + 1``)."""
    move_text: str
    before: int
    """The mover's value before the move (heuristic units, clamped)."""
    after: int
    """The mover's value after it."""
    best_text: str
    grade: Grade | None

    @property
    def loss(self) -> int:
        return max(0, self.before - self.after)


@dataclass(frozen=True, slots=True)
class EstimateReview:
    """Estimated values of a game's positions and every graded move."""

    values: tuple[int | None, ...]
    """Per position (after 0, 1, ... plies): the value for the side to move there
    (``None``: not searched, the review was stopped first)."""
    first_player_values: tuple[int | None, ...]
    """The same values from the first player's point of view (for a graph)."""
    moves: tuple[MoveGrade, ...]
    """The moves whose value before and after is known, in game order (book moves
    are left out)."""
    move_texts: tuple[str, ...] = ()
    """Every move of the game in its own notation, in order."""
    cancelled: bool = False

    @property
    def marked(self) -> tuple[MoveGrade, ...]:
        """The moves graded inaccuracy or worse, in game order."""
        return tuple(move for move in self.moves if move.grade is not None)

    @property
    def worst(self) -> MoveGrade | None:
        """The move that lost most (the first of equals), if any was marked."""
        marked = self.marked
        return max(marked, key=lambda move: move.loss) if marked else None

    @property
    def first_blunder(self) -> MoveGrade | None:
        return next((move for move in self.moves if move.grade is Grade.BLUNDER), None)

    def marks(self) -> Mapping[int, Grade]:
        """The grade of each marked move, by its ply."""
        return {move.ply: move.grade for move in self.marked if move.grade is not None}


def estimate_limits(nodes: int = REVIEW_NODES) -> Limits:
    return Limits(nodes=nodes)


def position_estimate(
    searcher: Searcher,
    state: BoardState,
    limits: Limits,
    cap: int,
    *,
    played: Any = None,
    stop: threading.Event | None = None,
    history: Sequence[Any] = (),
) -> PositionValue:
    """The value of ``state`` for the side to move, clamped to ``±cap``.

    Where the opening book answers, every move is scored instead (the book knows what
    is played, not what it is worth), and the value says whether ``played`` (the move
    the game went on with) is one of the book's.
    """
    outcome = state.outcome()
    if outcome is not None:
        if outcome.winner is None:
            return PositionValue(0)
        return PositionValue(cap if outcome.winner == state.to_move else -cap)
    result = searcher.search(state, limits, stop=stop, history=history)
    book = False
    if result.stop_reason is StopReason.BOOK:
        book = played is not None and any(entry.move == played for entry in result.move_scores)
        result = searcher.search(state, limits, stop=stop, history=history, score_all_moves=True)
    best = state.move_text(result.best_move) if result.best_move is not None else ""
    return PositionValue(clamped(result.score, cap), best, book)


def graded_moves(
    states: Sequence[BoardState],
    moves: Sequence[Any],
    values: Sequence[PositionValue | None],
    grades: ReviewGrades,
) -> tuple[MoveGrade, ...]:
    """Every move whose value before and after is known, with its loss graded.

    ``states[i]`` is the position before ``moves[i]``; ``values[i]`` its value for
    the side to move there.
    """
    graded = []
    for ply, move in enumerate(moves):
        before, after = values[ply], values[ply + 1]
        if before is None or after is None or before.book:
            continue
        same_mover = states[ply + 1].to_move == states[ply].to_move
        mover_after = after.score if same_mover else -after.score
        loss = max(0, before.score - mover_after)
        text = states[ply].move_text(move)
        best = before.best_text if before.best_text != text else ""
        graded.append(MoveGrade(ply, text, before.score, mover_after, best, grade_of(loss, grades)))
    return tuple(graded)


def review_estimates(
    spec: GameSpec,
    moves: Sequence[Any],
    make_searcher: Callable[[], Searcher],
    *,
    nodes: int = REVIEW_NODES,
    stop: threading.Event | None = None,
    on_progress: Callable[[int, int], None] | None = None,
) -> EstimateReview:
    """Estimate every position of the game ``moves`` (from ``spec``'s start) and grade
    each move by :attr:`~games.base.GameSpec.review_grades`.

    Positions are searched from the last to the first with one searcher from
    ``make_searcher``, ``nodes`` nodes each.  ``on_progress(done, total)`` is called
    after each position; setting ``stop`` ends the review early (``cancelled`` is then
    true and the moves graded so far are kept).  Raises ``ValueError`` for a game
    without grades.
    """
    grades = spec.review_grades
    if grades is None:
        raise ValueError(f"{spec.title} has no grades for a review of estimated values")
    limits = estimate_limits(nodes)
    states = [spec.new_state()]
    for move in moves:
        states.append(states[-1].play(move))
    values: list[PositionValue | None] = [None] * len(states)
    searcher = make_searcher()
    cancelled = False
    for done, index in enumerate(reversed(range(len(states))), start=1):
        if stop is not None and stop.is_set():
            cancelled = True
            break
        history = [state.key() for state in states[:index]]
        played = moves[index] if index < len(moves) else None
        value = position_estimate(
            searcher, states[index], limits, grades.cap, played=played, stop=stop, history=history
        )
        if stop is not None and stop.is_set():
            cancelled = True
            break
        values[index] = value
        if on_progress is not None:
            on_progress(done, len(states))
    scores = tuple(None if value is None else value.score for value in values)
    first = states[0].to_move
    first_view = tuple(
        None if score is None else (score if state.to_move == first else -score)
        for state, score in zip(states, scores, strict=True)
    )
    texts = tuple(state.move_text(move) for state, move in zip(states, moves, strict=False))
    graded = graded_moves(states, moves, values, grades)
    return EstimateReview(scores, first_view, graded, texts, cancelled)


def move_number(start: BoardState, ply: int) -> str:
    """The number chess gives the move after ``ply`` plies from ``start``: ``14.`` for the
    first player's, ``14…`` for the second's."""
    offset = 0 if start.to_move == 0 else 1
    dots = "." if (ply + offset) % 2 == 0 else "…"
    return f"{(ply + offset) // 2 + 1}{dots}"


def marked_lines(review: EstimateReview, start: BoardState, unit: int) -> tuple[str, ...]:
    """``14… Qxb2?? -3.2 (best was Rb8)`` for each marked move of ``review`` (of the game
    from ``start``), in game order; moves as players read them (SAN in chess) and losses
    in units of ``unit`` (chess: 100 centipawns, a pawn)."""
    states = [start]
    for text in review.move_texts:
        states.append(states[-1].play(states[-1].parse_move(text)))
    lines = []
    for move in review.marked:
        state = states[move.ply]
        played = display_move_text(state, state.parse_move(move.move_text))
        best = display_move_text(state, state.parse_move(move.best_text)) if move.best_text else ""
        lines.append(describe_move(move, move_number(start, move.ply), played, best, unit))
    return tuple(lines)


def describe_move(move: MoveGrade, number: str, text: str, best_text: str, unit: int) -> str:
    """``14… Qxb2?? -3.2 (best was Rb8)``: the move's ``number``, its ``text`` with its
    mark, what it lost in units of ``unit`` (chess: 100 centipawns, a pawn) and the
    engine's choice when another."""
    mark = move.grade.mark if move.grade is not None else ""
    best = f" (best was {best_text})" if best_text else ""
    return f"{number} {text}{mark} -{move.loss / unit:.1f}{best}"
