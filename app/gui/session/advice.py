"""The advice a person asks for: hints, analyses, reviews, and the evaluations searches leave.

An :class:`Advisor` is a collaborator of the
:class:`~app.gui.session.controller.GameController`, which owns it; it emits through
the controller's signals (named in :class:`AdviceOwner`).  Hints and analyses are
searches of the current position by the strongest engine (or the chosen analyser),
every move scored, sent through the controller's
:class:`~app.gui.session.search_desk.SearchDesk`; a review goes over the whole game on
the review thread (:class:`~app.gui.session.review_worker.ReviewRunner`).  The advisor
keeps the newest evaluation of each position of the game, from its own searches and
from the computer's (which hands its reports to :meth:`Advisor.evaluate`).
"""

from __future__ import annotations

from typing import Protocol

from PyQt6.QtCore import QObject, QThread, pyqtBoundSignal, pyqtSlot

from app.gui.session.engine_choice import EngineChoice, takeover_message
from app.gui.session.evaluation import Evaluation, EvaluationSource
from app.gui.session.record import GameRecord
from app.gui.session.review_worker import ReviewRunner
from app.gui.session.search_desk import SearchDesk
from app.gui.session.worker import SearchRequest
from app.services.estimate_review import Grade
from app.services.hints import hint_level, make_hint
from app.services.players import is_external
from app.services.review import proves_values
from engine.player import Decision, Level
from engine.search import SearchResult
from games.base import BoardState

ANALYSIS_TIME_CAP = 5.0
"""Seconds an analysis of the current position may think at most (the strongest level's
limits, capped); "Stop" ends it sooner with what it found."""

_WHAT = {EvaluationSource.HINT: "find a hint", EvaluationSource.ANALYSIS: "analyse the position"}
"""What a failed search of each kind could not do, as its message says it."""


class AdviceOwner(Protocol):
    """What an :class:`Advisor` asks of the controller that owns it, and the signals it
    emits through."""

    @property
    def hint_ready(self) -> pyqtBoundSignal:
        """Carries a :class:`~app.services.hints.Hint` for the current position."""
        ...

    @property
    def evaluation_updated(self) -> pyqtBoundSignal:
        """Carries each :class:`Evaluation` kept (see :meth:`Advisor.evaluate`)."""
        ...

    @property
    def analysis_running_changed(self) -> pyqtBoundSignal:
        """Carries whether an analysis of the current position runs, when that changes."""
        ...

    @property
    def review_progress(self) -> pyqtBoundSignal:
        """Carries ``(positions proven or tried, positions in all)`` while a review runs."""
        ...

    @property
    def review_finished(self) -> pyqtBoundSignal:
        """Carries the review of the game (``cancelled`` when stopped)."""
        ...

    @property
    def error(self) -> pyqtBoundSignal:
        """Carries what to tell the person when a hint, analysis or review failed."""
        ...

    @property
    def engine_failed(self) -> pyqtBoundSignal:
        """Carries what to tell the person when the external analyser failed."""
        ...

    @property
    def engines(self) -> EngineChoice:
        """The external engines chosen (hints and analyses use the analyser)."""
        ...

    def set_engines(self, engines: EngineChoice) -> None:
        """Use ``engines`` from now on (after an external engine failed)."""
        ...

    def human_to_move(self) -> bool:
        """Whether a person may move now (only then is a hint given)."""
        ...


class Advisor(QObject):
    """Hints, analyses and reviews of the game in ``record``, and the evaluations they leave.

    Needs the controller's record (read only), its search desk (hints and analyses
    are the desk's :attr:`~EvaluationSource.HINT` and :attr:`~EvaluationSource.ANALYSIS`
    searches; it answers only those) and an :class:`AdviceOwner`, whose signals
    ``hint_ready``, ``evaluation_updated``, ``analysis_running_changed``,
    ``review_progress``, ``review_finished``, ``error`` and ``engine_failed`` it emits.
    """

    def __init__(
        self,
        record: GameRecord,
        desk: SearchDesk,
        owner: AdviceOwner,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._record = record
        self._desk = desk
        self._owner = owner
        self._evaluations: dict[int, Evaluation] = {}
        self._reviews = ReviewRunner(desk, self)
        self._reviews.progress.connect(owner.review_progress)
        self._reviews.finished.connect(owner.review_finished)
        self._reviews.failed.connect(owner.error)
        desk.info.connect(self._on_search_info)
        desk.finished.connect(self._on_search_finished)
        desk.failed.connect(self._on_search_failed)
        desk.crashed.connect(self._on_search_failed)

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
        spec = self._record.spec
        return proves_values(spec) or spec.review_grades is not None

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
        with the owner's ``hint_ready``.

        ``False`` (nothing starts) unless a person is to move.  The search runs on the
        worker thread within :func:`~app.services.hints.hint_level`'s budget.
        """
        if not self._owner.human_to_move():
            return False
        self._search(EvaluationSource.HINT, hint_level(self._strongest()))
        return True

    def request_analysis(self) -> bool:
        """Analyse the current position with the strongest engine, without playing.

        Reports arrive through the owner's ``evaluation_updated`` (every move scored, within
        :data:`ANALYSIS_TIME_CAP` seconds).  ``False`` (nothing starts) while the
        computer thinks or when the game is over.
        """
        computer_thinking = self._desk.live(EvaluationSource.COMPUTER) is not None
        if computer_thinking or self._record.state.outcome() is not None:
            return False
        self._search(EvaluationSource.ANALYSIS, hint_level(self._strongest(), ANALYSIS_TIME_CAP))
        self._owner.analysis_running_changed.emit(True)
        return True

    def stop_analysis(self) -> None:
        """End the running analysis early; its last completed iteration is still reported."""
        self._desk.stop(EvaluationSource.ANALYSIS)

    def request_review(self) -> bool:
        """Review the moves played so far on the review thread; answers with
        the owner's ``review_finished`` (and ``review_progress`` on the way).

        ``False`` (nothing starts) when there are no moves or this game's values are
        not exact (see :meth:`review_available`).  A running review is replaced.
        """
        if not self._record.moves or not self.review_available():
            return False
        self._reviews.start(self._record.spec, self._record.states, self._record.moves)
        return True

    def cancel_review(self) -> None:
        """Stop the running review; its (cancelled) answer is ignored."""
        self._reviews.cancel()

    def evaluate(
        self, state: BoardState, result: SearchResult, source: EvaluationSource, final: bool
    ) -> None:
        """Keep ``result`` as the evaluation of ``state`` (the current position) and announce
        it through the owner's ``evaluation_updated``."""
        evaluation = Evaluation(len(self._record.moves), state, result, source, final)
        self._evaluations[evaluation.ply] = evaluation
        self._owner.evaluation_updated.emit(evaluation)

    def forget_evaluations(self, beyond_ply: int = -1) -> None:
        """Drop the evaluations of the positions after ``beyond_ply`` moves (all by default)."""
        self._evaluations = {
            ply: evaluation for ply, evaluation in self._evaluations.items() if ply <= beyond_ply
        }

    def abandon(self) -> None:
        """Stop the running hint search and analysis (if any); their answers are ignored."""
        self._desk.abandon(EvaluationSource.HINT)
        if self._desk.abandon(EvaluationSource.ANALYSIS):
            self._owner.analysis_running_changed.emit(False)

    def shutdown(self) -> None:
        """Cancel the running review and wait for the review thread to end."""
        self._reviews.shutdown()

    def _strongest(self) -> Level:
        return list(self._record.spec.levels.values())[-1]

    def _search(self, kind: EvaluationSource, level: Level) -> None:
        """Search the current position as ``kind`` with the analyser, every move scored, in
        place of any running hint or analysis."""
        self.abandon()
        record = self._record
        engine = self._owner.engines.analyser_engine
        states, moves = record.states, record.move_texts()
        self._desk.start(kind, record.spec, states, moves, level, engine, score_all_moves=True)

    # --- the desk's answers (hints and analyses only) ----------------------------------

    @pyqtSlot(object, object, object)
    def _on_search_info(
        self, kind: EvaluationSource, request: SearchRequest, result: object
    ) -> None:
        assert isinstance(result, SearchResult)
        if kind is EvaluationSource.ANALYSIS:
            self.evaluate(request.state, result, kind, final=False)

    @pyqtSlot(object, object, object)
    def _on_search_finished(
        self, kind: EvaluationSource, request: SearchRequest, decision: object
    ) -> None:
        assert isinstance(decision, Decision)
        if kind is EvaluationSource.COMPUTER:
            return
        if decision.result is not None:
            self.evaluate(request.state, decision.result, kind, final=True)
        if kind is EvaluationSource.HINT:
            if decision.result is not None:
                self._owner.hint_ready.emit(make_hint(request.state, decision.result))
            return
        self._owner.analysis_running_changed.emit(False)

    @pyqtSlot(object, object, str)
    def _on_search_failed(
        self, kind: EvaluationSource, request: SearchRequest, message: str
    ) -> None:
        """A hint or analysis failed (or the engine process died during it): say so; when
        an external engine failed, Plyboard's takes over."""
        if kind is EvaluationSource.COMPUTER:
            return
        external = is_external(request.engine)
        if external:
            self._owner.set_engines(self._owner.engines.without(request.engine))
            message = takeover_message(request.engine, _WHAT[kind], message)
            self._owner.error.emit(message)
            self._owner.engine_failed.emit(message)
        if kind is EvaluationSource.ANALYSIS:
            self._owner.analysis_running_changed.emit(False)
        if not external:
            self._owner.error.emit(message.replace("choose a move", _WHAT[kind]))
