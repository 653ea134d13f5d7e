"""The advice side of the game controller: hints, analyses, reviews and the evaluations.

:class:`AdviceMixin` is a base of :class:`~app.gui.session.controller.GameController`, kept
apart so that the controller module stays readable; its methods use the
controller's record, search desk, review runner and signals (``evaluation_updated``,
``analysis_running_changed``), named below.  Hints and analyses are searches of the
current position by the strongest engine, every move scored; a review goes over
the whole game on the review thread.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PyQt6.QtCore import QThread

from app.gui.session.evaluation import Evaluation, EvaluationSource
from app.services.estimate_review import Grade
from app.services.hints import hint_level
from app.services.review import proves_values
from engine.search import SearchResult
from games.base import BoardState

if TYPE_CHECKING:
    from app.gui.session.engine_choice import EngineChoice
    from app.gui.session.record import GameRecord
    from app.gui.session.review_worker import ReviewRunner
    from app.gui.session.search_desk import SearchDesk
    from games.base import GameSpec

ANALYSIS_TIME_CAP = 5.0
"""Seconds an analysis of the current position may think at most (the strongest level's
limits, capped); "Stop" ends it sooner with what it found."""


class AdviceMixin:
    """Hints, analyses, reviews and the evaluations they leave (see the module's text)."""

    _desk: SearchDesk
    _reviews: ReviewRunner
    _record: GameRecord
    _spec: GameSpec
    _evaluations: dict[int, Evaluation]
    engines: EngineChoice
    evaluation_updated: Any
    analysis_running_changed: Any

    @property
    def hinting(self) -> bool:
        """Whether a hint search is running."""
        return self._desk.live(EvaluationSource.HINT) is not None

    @property
    def analysing(self) -> bool:
        """Whether an analysis of the current position is running."""
        return self._desk.live(EvaluationSource.ANALYSIS) is not None

    @property
    def reviewing(self) -> bool:
        """Whether a review of the game is running."""
        return self._reviews.running

    @property
    def review_thread(self) -> QThread:
        return self._reviews.thread

    def review_available(self) -> bool:
        """Whether a game can be reviewed: this game's strongest engine proves values, or
        the game grades estimated ones (chess)."""
        return proves_values(self._spec) or self._spec.review_grades is not None

    def review_marks(self) -> dict[int, Grade]:
        """The grades (``?!``, ``?``, ``??``) of the moves of this game by ply, from its
        last review of estimates (none after a move that left the reviewed game)."""
        return self._reviews.marks(self._record.moves)

    def evaluations(self) -> dict[int, Evaluation]:
        """The newest evaluation of each position of the game so far, by plies played before it.

        Positions no search looked at are missing; taking moves back drops the
        evaluations of the positions after them.
        """
        return dict(self._evaluations)

    def request_hint(self) -> bool:
        """Ask the strongest engine (or the chosen analyser) for the best move here; answers
        with :attr:`hint_ready`.

        ``False`` (nothing starts) unless a person is to move.  The search runs on the
        worker thread within :func:`~app.services.hints.hint_level`'s budget.
        """
        if not self.human_to_move():
            return False
        self._abandon_hint()
        self._abandon_analysis()
        strongest = list(self._spec.levels.values())[-1]
        self._start(
            EvaluationSource.HINT,
            self.engines.analyser_engine,
            hint_level(strongest),
            score_all_moves=True,
        )
        return True

    def request_analysis(self) -> bool:
        """Analyse the current position with the strongest engine, without playing.

        Reports arrive through :attr:`evaluation_updated` (every move scored, within
        :data:`ANALYSIS_TIME_CAP` seconds).  ``False`` (nothing starts) while the
        computer thinks or when the game is over.
        """
        if self.thinking or self.state.outcome() is not None:
            return False
        self._abandon_hint()
        self._abandon_analysis()
        strongest = list(self._spec.levels.values())[-1]
        self._start(
            EvaluationSource.ANALYSIS,
            self.engines.analyser_engine,
            hint_level(strongest, ANALYSIS_TIME_CAP),
            score_all_moves=True,
        )
        self.analysis_running_changed.emit(True)
        return True

    def stop_analysis(self) -> None:
        """End the running analysis early; its last completed iteration is still reported."""
        self._desk.stop(EvaluationSource.ANALYSIS)

    def request_review(self) -> bool:
        """Review the moves played so far on the review thread; answers with
        :attr:`review_finished` (and :attr:`review_progress` on the way).

        ``False`` (nothing starts) when there are no moves or this game's values are
        not exact (see :meth:`review_available`).  A running review is replaced.
        """
        if not self._record.moves or not self.review_available():
            return False
        self._reviews.start(self._spec, self._record.states, self._record.moves)
        return True

    def cancel_review(self) -> None:
        """Stop the running review; its (cancelled) answer is ignored."""
        self._reviews.cancel()

    def _evaluate(
        self, state: BoardState, result: SearchResult, source: EvaluationSource, final: bool
    ) -> None:
        """Keep ``result`` as the evaluation of ``state`` (the current position) and announce it."""
        evaluation = Evaluation(len(self._record.moves), state, result, source, final)
        self._evaluations[evaluation.ply] = evaluation
        self.evaluation_updated.emit(evaluation)

    def _abandon_hint(self) -> None:
        """Stop the running hint search (if any); its answer is ignored."""
        self._desk.abandon(EvaluationSource.HINT)

    def _abandon_analysis(self) -> None:
        """Stop the running analysis (if any); its answer is ignored."""
        if self._desk.abandon(EvaluationSource.ANALYSIS):
            self.analysis_running_changed.emit(False)
