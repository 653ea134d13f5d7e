"""The computer's side of the game controller: its turn, Move now, and every search's answer.

:class:`ComputerTurnMixin` is a base of :class:`~app.gui.session.controller.GameController`,
kept apart so that the controller stays readable; its methods use the
controller's record, search desk and signals.  The computer's search goes to the
engine process through the :class:`~app.gui.session.search_desk.SearchDesk`; its answer
plays the move, a hint's answer becomes a :class:`~app.services.hints.Hint`, an
analysis's each report an evaluation.  When the engine process dies during the
computer's search, the controller says so and thinks again in a new one (at most
:data:`MAX_ENGINE_RESTARTS` times in a row): the game is untouched.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PyQt6.QtCore import pyqtSlot

from app.gui.session.evaluation import EvaluationSource
from app.gui.session.quick_move import MOVE_NOW_PATIENCE, QuickMover
from app.gui.session.worker import SearchRequest
from app.protocols.uci.client import UCI, engine_label
from app.services.hints import make_hint
from app.services.players import is_external
from engine.player import Decision, Level, choose_move
from engine.search import SearchResult, StopReason
from games.base import BoardState

if TYPE_CHECKING:
    from app.gui.session.engine_choice import EngineChoice
    from app.gui.session.quick_move import QuickMover
    from app.gui.session.record import GameRecord
    from app.gui.session.search_desk import SearchDesk
    from games.base import GameSpec

MAX_ENGINE_RESTARTS = 3
"""Engine deaths in a row during the computer's move after which it stops trying."""


class ComputerTurnMixin:
    """When the computer thinks, Move now, and what the searches answer (see the module)."""

    _desk: SearchDesk
    _record: GameRecord
    _spec: GameSpec
    _crashes: int
    _engines: EngineChoice
    _last_result: SearchResult | None
    _last_decision: Decision | None
    _searched_state: BoardState | None
    _quick: QuickMover
    move_now_patience: float | None
    """Seconds Move now waits for the engine's answer when the search has completed no
    iteration, before a quick move is played instead (``None``: wait for the engine)."""
    announced: Any
    preparing: Any
    search_info: Any
    settings_changed: Any
    thinking_started: Any
    thinking_finished: Any
    hint_ready: Any
    analysis_running_changed: Any
    error: Any
    engine_failed: Any
    outcome: Any
    plan_level: Any

    @property
    def thinking(self) -> bool:
        """Whether a search for the current position is running."""
        return self._desk.live(EvaluationSource.COMPUTER) is not None

    @property
    def last_result(self) -> SearchResult | None:
        """The newest search report (during a search: its last completed iteration)."""
        return self._last_result

    @property
    def last_decision(self) -> Decision | None:
        """The computer's last chosen move (its ``result`` is ``None`` for a random move)."""
        return self._last_decision

    @property
    def searched_state(self) -> BoardState | None:
        """The position :attr:`last_result` was searched from."""
        return self._searched_state

    @property
    def engines(self) -> EngineChoice:
        """The external engines chosen for the computer's moves and for advice (chess)."""
        return self._engines

    def set_engines(self, engines: EngineChoice) -> None:
        """Use ``engines`` from the computer's next search on (Plyboard's engine where
        none is named); the game goes on."""
        self._engines = engines
        self.settings_changed.emit()

    def _start_quick_moves(self) -> None:
        """Set up Move now's quick moves (called once, by the controller's constructor)."""
        self.move_now_patience = MOVE_NOW_PATIENCE
        self._quick = QuickMover(self)  # type: ignore[arg-type]  # the controller: a QObject
        self._quick.chosen.connect(self.on_quick_move)

    def move_now(self) -> None:
        """Stop the computer's search and play the best move found so far.

        Once an iteration has completed, its move is played at once, chosen as the
        level chooses from a search (:func:`~engine.player.choose_move`), with the
        report marked ``StopReason.CANCELLED``; the engine's own answer is then
        dropped.  Before that (the engine still starting, or preparing the game), the
        engine is asked to stop; its answer is played if it comes within
        :attr:`move_now_patience` seconds, else a quick move
        (:mod:`app.gui.session.quick_move`) and :attr:`announced` says so.  Nothing happens
        when the computer is not thinking.
        """
        request = self._desk.live(EvaluationSource.COMPUTER)
        if request is None:
            return
        result = self._last_result
        if result is None:
            self._desk.stop(EvaluationSource.COMPUTER)
            if self.move_now_patience is not None:
                self._quick.start(self._spec, request, self.move_now_patience)
            return
        result = replace(result, stop_reason=StopReason.CANCELLED)
        level = replace(request.level, blunder=0.0)  # the search was not a random move
        chosen = choose_move(_Found(result), request.state, level, random.Random(request.seed))
        self._desk.abandon(EvaluationSource.COMPUTER)
        self.on_search_finished(EvaluationSource.COMPUTER, request, chosen)

    @pyqtSlot(object, object, object)
    def on_search_info(
        self, kind: EvaluationSource, request: SearchRequest, result: object
    ) -> None:
        assert isinstance(result, SearchResult)
        if kind is EvaluationSource.HINT:
            return
        if kind is EvaluationSource.COMPUTER:
            self._last_result = result
        self._evaluate(request.state, result, kind, final=False)
        if kind is EvaluationSource.COMPUTER:
            self.search_info.emit(result)

    @pyqtSlot(object, object, object)
    def on_search_finished(
        self, kind: EvaluationSource, request: SearchRequest, decision: object
    ) -> None:
        assert isinstance(decision, Decision)
        if decision.result is not None:
            self._evaluate(request.state, decision.result, kind, final=True)
        if kind is EvaluationSource.HINT:
            if decision.result is not None:
                self.hint_ready.emit(make_hint(request.state, decision.result))
            return
        if kind is EvaluationSource.ANALYSIS:
            self.analysis_running_changed.emit(False)
            return
        self._play_decision(decision)

    @pyqtSlot(object, object)
    def on_quick_move(self, request: SearchRequest, result: SearchResult) -> None:
        """Move now's patience ran out before the engine answered: play the quick move
        ``result`` (unless the search ended meanwhile) and say why."""
        if self._desk.live(EvaluationSource.COMPUTER) is not request:
            return
        why = "the engine was still preparing" if self.preparing else "the engine had no move yet"
        text = request.state.move_text(result.best_move)
        self._desk.abandon(EvaluationSource.COMPUTER)
        self._play_decision(Decision(result.best_move, result))
        self.announced.emit(f"Played {text} at once: {why}.")

    def _play_decision(self, decision: Decision) -> None:
        """Play the computer's ``decision`` (its search no longer live)."""
        self._crashes = 0
        self._last_decision = decision
        if decision.result is not None:
            self._last_result = decision.result
        self.thinking_finished.emit()
        if not self._playable(decision.move):
            self.error.emit(f"The computer chose an illegal move ({decision.move!r}).")
            return
        self._apply(decision.move)

    @pyqtSlot(object, object, str)
    def on_search_failed(
        self, kind: EvaluationSource, request: SearchRequest, message: str
    ) -> None:
        if is_external(request.engine):
            self._external_failed(kind, request, message)
            return
        if kind is EvaluationSource.HINT:
            message = message.replace("choose a move", "find a hint")
        elif kind is EvaluationSource.ANALYSIS:
            self.analysis_running_changed.emit(False)
            message = message.replace("choose a move", "analyse the position")
        else:
            self.thinking_finished.emit()
        self.error.emit(message)

    @pyqtSlot(object, object, str)
    def on_engine_crashed(
        self, kind: EvaluationSource, request: SearchRequest, message: str
    ) -> None:
        """The engine process died during a request: say so; if it was the computer's move,
        think again in a new engine process (a few times in a row at most).  The game,
        its undo history and the clocks are untouched."""
        if kind is not EvaluationSource.COMPUTER:
            self.on_search_failed(kind, request, message)
            return
        self._crashes += 1
        self.thinking_finished.emit()
        if self._crashes > MAX_ENGINE_RESTARTS:
            self.error.emit(
                f"{message} It stopped {self._crashes} times in a row: "
                "the computer does not think again until you ask (Move now, Undo, New game)."
            )
            return
        self.error.emit(f"{message} The game is unchanged; the computer thinks again.")
        self._maybe_start_search()

    def _external_failed(
        self, kind: EvaluationSource, request: SearchRequest, message: str
    ) -> None:
        """An external engine failed: say so, use Plyboard's engine where it was chosen, and
        (for the computer's move) think again with it.  The game is untouched."""
        self._engines = self._engines.without(request.engine)
        self.settings_changed.emit()
        what = {
            EvaluationSource.HINT: "find a hint",
            EvaluationSource.ANALYSIS: "analyse the position",
        }.get(kind, "choose a move")
        reason = message.removeprefix("The computer could not choose a move: ")
        message = (
            f"The engine {engine_label(request.engine.removeprefix(UCI))} could not {what} "
            f"({reason}); Plyboard's engine takes over, the game is unchanged."
        )
        self.error.emit(message)
        self.engine_failed.emit(message)
        if kind is EvaluationSource.ANALYSIS:
            self.analysis_running_changed.emit(False)
        elif kind is EvaluationSource.COMPUTER:
            self.thinking_finished.emit()
            self._maybe_start_search()

    def _maybe_start_search(self) -> None:
        state = self.state
        if self.thinking or self.outcome is not None or not self.is_computer(state.to_move):
            return
        self._abandon_hint()
        self._abandon_analysis()
        level = self.level if self.plan_level is None else self.plan_level(self.level)
        self._start(EvaluationSource.COMPUTER, level.algorithm, level)
        self._searched_state = state
        self._last_result = None
        self._last_decision = None
        self.thinking_started.emit()

    def _playable(self, move: Any) -> bool:
        """A legal move, or a pseudo-move the position reads from its text (a draw claim)."""
        if move in self.state.legal_moves():
            return True
        try:
            return self.state.parse_move(self.state.move_text(move)) == move
        except ValueError:
            return False

    def _start(
        self, kind: EvaluationSource, engine: str, level: Level, *, score_all_moves: bool = False
    ) -> None:
        """Search the current position as ``kind`` (its seed from the controller's generator,
        so a seeded controller plays the same moves in every run)."""
        self._desk.start(
            kind,
            self._spec,
            self._record.states,
            self.move_texts(),
            level,
            engine,
            score_all_moves=score_all_moves,
        )

    def _abandon_search(self) -> None:
        """Stop the running search (if any) and make sure its answer is ignored."""
        if self._desk.abandon(EvaluationSource.COMPUTER):
            self.thinking_finished.emit()


@dataclass(frozen=True)
class _Found:
    """A searcher that answers with a result found already (for :meth:`move_now`)."""

    result: SearchResult
    name: str = "found"

    def search(self, state: Any, limits: Any, **options: Any) -> SearchResult:
        return self.result
