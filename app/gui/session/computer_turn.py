"""The computer's turn: when it thinks, Move now, and what its searches answer.

A :class:`ComputerTurn` is a collaborator of the
:class:`~app.gui.session.controller.GameController`, which owns it; it emits through
the controller's signals (named in :class:`TurnOwner`).  The computer's search goes to
the engine process through the controller's
:class:`~app.gui.session.search_desk.SearchDesk`; its answer plays the move (through
the controller), and each of its reports becomes an evaluation (through the advice).
When the engine process dies during the computer's search, the turn says so and
thinks again in a new one (at most :data:`MAX_ENGINE_RESTARTS` times in a row): the
game is untouched.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Protocol

from PyQt6.QtCore import QObject, pyqtBoundSignal, pyqtSlot

from app.gui.session.engine_choice import EngineChoice, takeover_message
from app.gui.session.evaluation import EvaluationSource
from app.gui.session.quick_move import QuickMover
from app.gui.session.record import GameRecord
from app.gui.session.search_desk import SearchDesk
from app.gui.session.worker import SearchRequest
from app.protocols.engine.messages import level_for_engine
from app.services.players import is_external
from engine.game_api import Outcome, Player
from engine.player import Decision, Level, choose_move
from engine.search import SearchResult, StopReason
from games.base import BoardState

MAX_ENGINE_RESTARTS = 3
"""Engine deaths in a row during the computer's move after which it stops trying."""

COMPUTER = EvaluationSource.COMPUTER
"""The kind of the desk's searches this turn starts and answers."""


class TurnOwner(Protocol):
    """What a :class:`ComputerTurn` asks of the controller that owns it, and the signals
    it emits through."""

    plan_level: Callable[[Level], Level] | None
    """Adjusts :attr:`ComputerTurn.level` before each of the computer's moves (chess: the
    clock's time)."""
    move_now_patience: float | None
    """Seconds Move now waits for the engine's answer when the search has completed no
    iteration, before a quick move is played instead (``None``: wait for the engine)."""

    @property
    def thinking_started(self) -> pyqtBoundSignal:
        """Emitted when the computer's search starts."""
        ...

    @property
    def thinking_finished(self) -> pyqtBoundSignal:
        """Emitted when the computer's search ends (answered, failed or abandoned)."""
        ...

    @property
    def search_info(self) -> pyqtBoundSignal:
        """Carries each completed iteration's :class:`SearchResult`."""
        ...

    @property
    def announced(self) -> pyqtBoundSignal:
        """Carries why Move now played a quick move."""
        ...

    @property
    def error(self) -> pyqtBoundSignal:
        """Carries what to tell the person when the computer's search failed."""
        ...

    @property
    def engine_failed(self) -> pyqtBoundSignal:
        """Carries what to tell the person when the external opponent failed."""
        ...

    @property
    def level_name(self) -> str: ...

    @property
    def algorithm(self) -> str:
        """The chosen engine, or ``auto`` for the level's own."""
        ...

    @property
    def computer_players(self) -> frozenset[Player]: ...

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (on the board or off it); ``None`` while it is on."""
        ...

    @property
    def engines(self) -> EngineChoice: ...

    def set_engines(self, engines: EngineChoice) -> None:
        """Use ``engines`` from now on (after an external engine failed)."""
        ...

    def is_computer(self, player: Player) -> bool: ...


class TurnAdvice(Protocol):
    """What a :class:`ComputerTurn` asks of the advice (an
    :class:`~app.gui.session.advice.Advisor`)."""

    def evaluate(
        self, state: BoardState, result: SearchResult, source: EvaluationSource, final: bool
    ) -> None:
        """Keep ``result`` as the evaluation of ``state`` (the current position)."""
        ...

    def abandon(self) -> None:
        """Stop the running hint search and analysis: the computer thinks instead."""
        ...


class ComputerTurn(QObject):
    """When the computer thinks, Move now, and what the computer's searches answer.

    Needs the controller's record (read only), its search desk (the computer's searches
    are the desk's :attr:`~EvaluationSource.COMPUTER` ones; it answers only those), the
    advice its reports go to (:class:`TurnAdvice`), ``play``, which plays the computer's
    move on the record (legal, or a pseudo-move such as a draw claim), and the
    :class:`TurnOwner`: its settings, and its signals ``thinking_started``,
    ``thinking_finished``, ``search_info``, ``announced``, ``error`` and
    ``engine_failed``, which the turn emits.
    """

    def __init__(
        self,
        record: GameRecord,
        desk: SearchDesk,
        advice: TurnAdvice,
        play: Callable[[Any], None],
        owner: TurnOwner,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._record = record
        self._desk = desk
        self._advice = advice
        self._play = play
        self._owner = owner
        self._crashes = 0
        """Engine deaths in a row during the computer's searches (reset by an answer)."""
        self._last_result: SearchResult | None = None
        self._last_decision: Decision | None = None
        self._searched_state: BoardState | None = None
        self._quick = QuickMover(self)
        self._quick.chosen.connect(self._on_quick_move)
        desk.info.connect(self._on_search_info)
        desk.finished.connect(self._on_search_finished)
        desk.failed.connect(self._on_search_failed)
        desk.crashed.connect(self._on_engine_crashed)

    @property
    def thinking(self) -> bool:
        """Whether the computer's search for the current position is running."""
        return self._desk.live(COMPUTER) is not None

    @property
    def level(self) -> Level:
        """The level the computer's next move uses, with the chosen algorithm (or external
        engine) applied: for the side to move when the computer plays it, else for the
        computer's first side."""
        owner, side = self._owner, self._record.state.to_move
        if not owner.is_computer(side):
            side = min(owner.computer_players, default=side)
        level = self._record.spec.level(owner.level_name, side)
        return owner.engines.opponent_level(level_for_engine(level, owner.algorithm))

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

    def maybe_start(self) -> None:
        """Start the computer's search when it is to move in a game still on and is not
        thinking already (a hint or an analysis running is abandoned)."""
        state, owner = self._record.state, self._owner
        if self.thinking or owner.outcome is not None or not owner.is_computer(state.to_move):
            return
        self._advice.abandon()
        level = self.level if owner.plan_level is None else owner.plan_level(self.level)
        record = self._record
        self._desk.start(
            COMPUTER, record.spec, record.states, record.move_texts(), level, level.algorithm
        )
        self._searched_state = state
        self._last_result = None
        self._last_decision = None
        self._owner.thinking_started.emit()

    def move_now(self) -> None:
        """Stop the computer's search and play the best move found so far.

        Once an iteration has completed, its move is played at once, chosen as the
        level chooses from a search (:func:`~engine.player.choose_move`), with the
        report marked ``StopReason.CANCELLED``; the engine's own answer is then
        dropped.  Before that (the engine still starting, or preparing the game), the
        engine is asked to stop; its answer is played if it comes within the owner's
        ``move_now_patience`` seconds, else a quick move (:mod:`app.gui.session.quick_move`)
        and the owner's ``announced`` says so.  Nothing happens when the computer is not
        thinking.
        """
        request = self._desk.live(COMPUTER)
        if request is None:
            return
        result = self._last_result
        if result is None:
            self._desk.stop(COMPUTER)
            patience = self._owner.move_now_patience
            if patience is not None:
                self._quick.start(self._record.spec, request, patience)
            return
        result = replace(result, stop_reason=StopReason.CANCELLED)
        level = replace(request.level, blunder=0.0)  # the search was not a random move
        chosen = choose_move(_Found(result), request.state, level, random.Random(request.seed))
        self._desk.abandon(COMPUTER)
        self._on_search_finished(COMPUTER, request, chosen)

    def abandon(self) -> None:
        """Stop the running search (if any) and make sure its answer is ignored."""
        if self._desk.abandon(COMPUTER):
            self._owner.thinking_finished.emit()

    def forget(self) -> None:
        """Drop the last search's report: it was about a position no longer on the board."""
        self._last_result = None
        self._last_decision = None
        self._searched_state = None

    # --- the desk's answers (the computer's searches only) -----------------------------

    @pyqtSlot(object, object, object)
    def _on_search_info(
        self, kind: EvaluationSource, request: SearchRequest, result: object
    ) -> None:
        assert isinstance(result, SearchResult)
        if kind is not COMPUTER:
            return
        self._last_result = result
        self._advice.evaluate(request.state, result, kind, final=False)
        self._owner.search_info.emit(result)

    @pyqtSlot(object, object, object)
    def _on_search_finished(
        self, kind: EvaluationSource, request: SearchRequest, decision: object
    ) -> None:
        assert isinstance(decision, Decision)
        if kind is not COMPUTER:
            return
        if decision.result is not None:
            self._advice.evaluate(request.state, decision.result, kind, final=True)
        self._play_decision(decision)

    @pyqtSlot(object, object)
    def _on_quick_move(self, request: SearchRequest, result: SearchResult) -> None:
        """Move now's patience ran out before the engine answered: play the quick move
        ``result`` (unless the search ended meanwhile) and say why."""
        if self._desk.live(COMPUTER) is not request:
            return
        preparing = self._desk.preparing
        why = (
            self.tr("the engine was still preparing")
            if preparing
            else self.tr("the engine had no move yet")
        )
        text = request.state.move_text(result.best_move)
        self._desk.abandon(COMPUTER)
        self._play_decision(Decision(result.best_move, result))
        self._owner.announced.emit(
            self.tr("Played {move} at once: {why}.").format(move=text, why=why)
        )

    @pyqtSlot(object, object, str)
    def _on_search_failed(
        self, kind: EvaluationSource, request: SearchRequest, message: str
    ) -> None:
        if kind is not COMPUTER:
            return
        if is_external(request.engine):
            self._external_failed(request, message)
            return
        self._owner.thinking_finished.emit()
        self._owner.error.emit(message)

    @pyqtSlot(object, object, str)
    def _on_engine_crashed(
        self, kind: EvaluationSource, request: SearchRequest, message: str
    ) -> None:
        """The engine process died during the computer's search: say so and think again
        in a new engine process (a few times in a row at most).  The game, its undo
        history and the clocks are untouched."""
        if kind is not COMPUTER:
            return
        self._crashes += 1
        self._owner.thinking_finished.emit()
        if self._crashes > MAX_ENGINE_RESTARTS:
            self._owner.error.emit(
                self.tr(
                    "{message} It stopped {count} times in a row: the computer does not think "
                    "again until you ask (Move now, Undo, New game)."
                ).format(message=message, count=self._crashes)
            )
            return
        self._owner.error.emit(
            self.tr("{} The game is unchanged; the computer thinks again.").format(message)
        )
        self.maybe_start()

    def _external_failed(self, request: SearchRequest, message: str) -> None:
        """The external opponent failed: say so and think again with Plyboard's engine."""
        self._owner.set_engines(self._owner.engines.without(request.engine))
        message = takeover_message(request.engine, "choose a move", message)
        self._owner.error.emit(message)
        self._owner.engine_failed.emit(message)
        self._owner.thinking_finished.emit()
        self.maybe_start()

    def _play_decision(self, decision: Decision) -> None:
        """Play the computer's ``decision`` (its search no longer live)."""
        self._crashes = 0
        self._last_decision = decision
        if decision.result is not None:
            self._last_result = decision.result
        self._owner.thinking_finished.emit()
        if not self._playable(decision.move):
            self._owner.error.emit(
                self.tr("The computer chose an illegal move ({}).").format(repr(decision.move))
            )
            return
        self._play(decision.move)

    def _playable(self, move: Any) -> bool:
        """A legal move, or a pseudo-move the position reads from its text (a draw claim)."""
        state = self._record.state
        if move in state.legal_moves():
            return True
        try:
            return state.parse_move(state.move_text(move)) == move
        except ValueError:
            return False


@dataclass(frozen=True)
class _Found:
    """A searcher that answers with a result found already (for :meth:`ComputerTurn.move_now`)."""

    result: SearchResult
    name: str = "found"

    def search(self, state: Any, limits: Any, **options: Any) -> SearchResult:
        return self.result
