"""The game being played, who plays it, and the computer's searches (no widgets).

The :class:`GameController` owns the record (the moves played and the positions
they lead to), decides when the computer moves, and runs its searches on a
:class:`~app.worker.SearchWorker` thread.  Each search gets a fresh request id;
answers for any other id (a new game, an undo, another game, a newer search) are
dropped, so an old search's move never lands on a new position.  Hints and analyses
are searches too, by the strongest engine, answered through their own signals.
Every search's reports are kept as the game's :class:`Evaluation` of the
position it searched (for the analysis panel and its graph), and a finished
game of a solved game can be reviewed on a second thread (:mod:`app.services.review`).

When given an autosave path, the controller writes the game there (atomically)
after every change of the record, so a crash loses nothing.
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path
from typing import Any

from PyQt6.QtCore import QObject, QThread, pyqtSignal, pyqtSlot

from app.gui.worker import SearchRequest, SearchWorker
from app.services.hints import ScoringAllMoves, hint_level, make_hint
from app.services.record import LoadedGame, SavedGame, game_result, to_json, write_atomic
from app.services.review import Review, proves_values, review_game
from engine.game_api import Outcome, Player
from engine.player import Decision, Level
from engine.search import Searcher, SearchResult, is_proven
from games.base import BoardState, GameSpec, outcome_text

log = logging.getLogger(__name__)

AUTO = "auto"
"""Algorithm choice meaning "the engine the level table names"."""
ALGORITHM_CHOICES = (AUTO, "minimax", "alphabeta", "mcts")
"""What the Algorithm menu offers, in order."""
DEFAULT_LEVEL = "medium"

USER_ENGINE_TIME_CAP = 5.0
"""Seconds a user-chosen engine may think when the level sets no time or node limit.

Without it, minimax or MCTS with a level meant for a solver (tic-tac-toe's expert
has no limits at all) could think for minutes; with it minimax still solves
tic-tac-toe from the empty board (about 2 s here).
"""
MCTS_PLAYOUTS_PER_PLY = 2_000
"""Playouts MCTS gets per ply of a level's depth limit, when the level sets only a depth."""
ANALYSIS_TIME_CAP = 5.0
"""Seconds an analysis of the current position may think at most (the strongest level's
limits, capped); "Stop" ends it sooner with what it found."""


class EvaluationSource(StrEnum):
    """Which kind of search an :class:`Evaluation` comes from."""

    COMPUTER = "computer"
    """The computer choosing its move."""
    ANALYSIS = "analysis"
    """An analysis the person asked for."""
    HINT = "hint"
    """A hint search (the strongest engine, every move scored)."""


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A search's report on the position after ``ply`` moves of the game."""

    ply: int
    state: BoardState
    """The position searched (``result`` is from its side to move's point of view)."""
    result: SearchResult
    source: EvaluationSource
    final: bool
    """The search has ended; otherwise this is its last completed iteration so far."""

    @property
    def proven(self) -> bool:
        """Whether the value is a proven game-theoretic one (a win or loss, or an exact draw)."""
        return self.result.exact or is_proven(self.result.score)

    @property
    def first_player_score(self) -> int:
        """The score from the first player's point of view (player 0)."""
        return self.result.score if self.state.to_move == 0 else -self.result.score


@dataclass(frozen=True)
class ReviewRequest:
    """One game to review; setting ``stop`` ends the review early."""

    request_id: int
    spec: GameSpec
    moves: tuple[Any, ...]
    make_searcher: Callable[[], Searcher]
    stop: threading.Event = field(default_factory=threading.Event)


class ReviewWorker(QObject):
    """Runs :func:`~app.review.review_game` off the GUI thread; never touches widgets."""

    progress = pyqtSignal(int, int, int)
    """``(request_id, positions done, positions in all)``."""
    finished = pyqtSignal(int, object)
    """``(request_id, Review)``."""
    failed = pyqtSignal(int, str)

    @pyqtSlot(object)
    def run(self, request: ReviewRequest) -> None:
        if request.stop.is_set():
            return

        def report(done: int, total: int) -> None:
            self.progress.emit(request.request_id, done, total)

        try:
            review = review_game(
                request.spec,
                request.moves,
                request.make_searcher,
                stop=request.stop,
                on_progress=report,
            )
        except Exception as error:
            log.exception("review request %d failed", request.request_id)
            self.failed.emit(request.request_id, f"The review could not be completed: {error}")
            return
        self.finished.emit(request.request_id, review)


def level_for_engine(level: Level, algorithm: str) -> Level:
    """``level`` played by ``algorithm`` instead of the level's own engine.

    The level's limits and randomness are kept.  Because the limits were tuned for
    the level's engine, a different engine gets two guards: MCTS, which ignores
    depth, gets :data:`MCTS_PLAYOUTS_PER_PLY` playouts per ply of the level's
    depth; and any engine without a time or node limit gets
    :data:`USER_ENGINE_TIME_CAP` seconds, so minimax (which has no pruning) and
    MCTS (which may never prove the root) stay responsive.
    """
    if algorithm in (AUTO, level.algorithm):
        return level
    limits = level.limits
    if algorithm == "mcts" and limits.nodes is None and limits.depth is not None:
        limits = replace(limits, nodes=MCTS_PLAYOUTS_PER_PLY * limits.depth)
    if limits.time is None and limits.nodes is None:
        limits = replace(limits, time=USER_ENGINE_TIME_CAP)
    return replace(level, algorithm=algorithm, limits=limits)


class GameController(QObject):
    """One game at a time: its record, its players, its level, and the computer's moves.

    ``computer_players`` holds the players (0 moves first) the computer plays.
    """

    game_started = pyqtSignal()
    """A new game began (possibly of another game kind)."""
    state_changed = pyqtSignal()
    """The position changed (a move was played or a new game started)."""
    settings_changed = pyqtSignal()
    """Level, algorithm or who plays which side changed."""
    thinking_started = pyqtSignal()
    search_info = pyqtSignal(object)
    """A :class:`SearchResult` from the running search, after each completed iteration."""
    thinking_finished = pyqtSignal()
    game_over = pyqtSignal(object)
    """The :class:`Outcome` of the game that just ended."""
    move_played = pyqtSignal(int, str)
    """``(player, move text)`` for each move played forward (not for undo)."""
    hint_ready = pyqtSignal(object)
    """A :class:`~app.hints.Hint` for the current position."""
    evaluation_updated = pyqtSignal(object)
    """An :class:`Evaluation` of the current position: after each completed iteration of
    the computer's search or an analysis, and when any search (hints too) ends."""
    analysis_running_changed = pyqtSignal(bool)
    """An analysis of the current position started (``True``) or ended."""
    review_progress = pyqtSignal(int, int)
    """``(positions proven or tried, positions in all)`` while a review runs."""
    review_finished = pyqtSignal(object)
    """The :class:`~app.review.Review` of the game (``cancelled`` when stopped)."""
    error = pyqtSignal(str)

    _search_requested = pyqtSignal(object)
    _review_requested = pyqtSignal(object)

    def __init__(
        self,
        spec: GameSpec,
        *,
        level: str = DEFAULT_LEVEL,
        computer_players: Iterable[Player] = (1,),
        algorithm: str = AUTO,
        rng: random.Random | None = None,
        autosave_path: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._autosave_path = autosave_path
        self._hint_request: SearchRequest | None = None
        self._analysis_request: SearchRequest | None = None
        self._review_request: ReviewRequest | None = None
        self._review_searchers: dict[str, Searcher] = {}
        """One engine per game for reviews (used only on the review thread)."""
        self._evaluations: dict[int, Evaluation] = {}
        self._rng = rng if rng is not None else random.Random()
        self._searchers: dict[tuple[str, str], Searcher] = {}
        self._request_id = 0
        self._request: SearchRequest | None = None
        self._last_result: SearchResult | None = None
        self._last_decision: Decision | None = None
        self._searched_state: BoardState | None = None
        self._computer_players = frozenset(computer_players)
        self._algorithm = self._checked_algorithm(algorithm)
        self._spec = spec
        self._level_name = self._checked_level(spec, level)
        self._states: list[BoardState] = [spec.new_state()]
        self._moves: list[Any] = []
        self._undone: list[Any] = []
        """Moves taken back, the next one to redo last."""
        self._ended: Outcome | None = None
        """How the game ended off the board (a flag fall), until the record changes."""
        self.plan_level: Callable[[Level], Level] | None = None
        """Adjusts the computer's level before each of its moves (chess: time from the clock)."""

        self._thread = QThread(self)
        self._thread.setObjectName("plyboard-search")
        self._worker = SearchWorker()
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        self._search_requested.connect(self._worker.run)
        self._worker.info.connect(self.on_search_info)
        self._worker.finished.connect(self.on_search_finished)
        self._worker.failed.connect(self.on_search_failed)
        self._review_thread = QThread(self)
        self._review_thread.setObjectName("plyboard-review")
        self._review_worker = ReviewWorker()
        self._review_worker.moveToThread(self._review_thread)
        self._review_thread.finished.connect(self._review_worker.deleteLater)
        self._review_requested.connect(self._review_worker.run)
        self._review_worker.progress.connect(self.on_review_progress)
        self._review_worker.finished.connect(self.on_review_finished)
        self._review_worker.failed.connect(self.on_review_failed)
        _warm_up_in_background(spec)

    # --- what the window reads ------------------------------------------------

    @property
    def spec(self) -> GameSpec:
        return self._spec

    @property
    def worker(self) -> SearchWorker:
        """The worker running the searches (its signals carry every request's answers)."""
        return self._worker

    @property
    def search_thread(self) -> QThread:
        return self._thread

    @property
    def state(self) -> BoardState:
        """The current position."""
        return self._states[-1]

    @property
    def moves(self) -> tuple[Any, ...]:
        """The moves played so far, first move first."""
        return tuple(self._moves)

    @property
    def last_move(self) -> Any | None:
        return self._moves[-1] if self._moves else None

    def move_texts(self) -> tuple[str, ...]:
        """The moves played so far in the game's notation."""
        return tuple(
            state.move_text(move) for state, move in zip(self._states, self._moves, strict=False)
        )

    def last_move_cells(self) -> tuple[int, ...]:
        """The cells of the last move (as clicked: a drop's cell, a slide's from and to)."""
        if not self._moves:
            return ()
        before, move = self._states[-2], self._moves[-1]
        if move not in before.legal_moves():
            return ()  # a pseudo-move: a draw claim
        return tuple(before.move_cells(move))

    @property
    def level_name(self) -> str:
        return self._level_name

    @property
    def level(self) -> Level:
        """The level the computer's next move uses, with the chosen algorithm applied: for
        the side to move when the computer plays it, else for the computer's first side."""
        side = self.state.to_move
        if not self.is_computer(side):
            side = min(self._computer_players, default=side)
        level = self._spec.level(self._level_name, side)
        return level_for_engine(level, self._algorithm)

    @property
    def algorithm(self) -> str:
        """The chosen engine, or :data:`AUTO` for the level's own."""
        return self._algorithm

    @property
    def computer_players(self) -> frozenset[Player]:
        return self._computer_players

    @property
    def thinking(self) -> bool:
        """Whether a search for the current position is running."""
        return self._request is not None

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
    def hinting(self) -> bool:
        """Whether a hint search is running."""
        return self._hint_request is not None

    @property
    def analysing(self) -> bool:
        """Whether an analysis of the current position is running."""
        return self._analysis_request is not None

    @property
    def reviewing(self) -> bool:
        """Whether a review of the game is running."""
        return self._review_request is not None

    @property
    def review_thread(self) -> QThread:
        return self._review_thread

    def review_available(self) -> bool:
        """Whether this game's strongest engine proves values, so a game can be reviewed."""
        return proves_values(self._spec)

    def evaluations(self) -> dict[int, Evaluation]:
        """The newest evaluation of each position of the game so far, by plies played before it.

        Positions no search looked at are missing; taking moves back drops the
        evaluations of the positions after them.
        """
        return dict(self._evaluations)

    @property
    def autosave_path(self) -> Path | None:
        return self._autosave_path

    def can_undo(self) -> bool:
        return bool(self._moves)

    def can_redo(self) -> bool:
        return bool(self._undone)

    def saved_game(self) -> SavedGame:
        """The game so far, as a saved game."""
        return SavedGame(
            game=self._spec.name,
            computer_players=self._computer_players,
            level=self._level_name,
            algorithm=self._algorithm,
            moves=self.move_texts(),
            result=(
                game_result(self._spec, self.state)
                if self._ended is None
                else outcome_text(self._spec, self._ended)
            ),
        )

    def is_computer(self, player: Player) -> bool:
        return player in self._computer_players

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended: on the board, or off it (:meth:`end_game`); ``None`` while on."""
        return self._ended if self._ended is not None else self.state.outcome()

    def human_to_move(self) -> bool:
        """Whether a person may move now."""
        return (
            self.outcome is None
            and not self.is_computer(self.state.to_move)
            and not self.thinking
        )

    # --- what the window asks for ---------------------------------------------

    def new_game(self, spec: GameSpec | None = None) -> None:
        """Start again from the beginning, of ``spec`` when given; keeps the level if it can."""
        self._abandon_searches()
        self.cancel_review()
        self._evaluations = {}
        if spec is not None and spec is not self._spec:
            self._spec = spec
            _warm_up_in_background(spec)
            if self._level_name not in spec.levels:
                self._level_name = self._checked_level(spec, DEFAULT_LEVEL)
        self._states = [self._spec.new_state()]
        self._moves = []
        self._undone = []
        self._ended = None
        self._forget_search()
        self.game_started.emit()
        self._position_changed()

    def set_level(self, name: str) -> None:
        """Use level ``name`` from the computer's next move on; the game goes on."""
        self._level_name = self._checked_level(self._spec, name)
        self.settings_changed.emit()

    def set_algorithm(self, algorithm: str) -> None:
        """Use ``algorithm`` (or :data:`AUTO`) from the computer's next move on."""
        self._algorithm = self._checked_algorithm(algorithm)
        self.settings_changed.emit()

    def set_computer_players(self, players: Iterable[Player]) -> None:
        """Let the computer play ``players``; it starts thinking at once if it is its turn."""
        self._computer_players = frozenset(players)
        self.settings_changed.emit()
        if not self.is_computer(self.state.to_move):
            self._abandon_search()
        self._maybe_start_search()

    def play_move(self, move: Any) -> bool:
        """Play a person's ``move``; ``False`` (nothing changes) when it is not theirs to play."""
        if not self.human_to_move() or move not in self.state.legal_moves():
            return False
        self._apply(move)
        return True

    def play_text(self, text: str) -> bool:
        """Play a person's move given as text (chess: ``claim`` claims a draw); ``False``
        (nothing changes) when it is not theirs to play or the text names no move here."""
        if not self.human_to_move():
            return False
        try:
            move = self.state.parse_move(text)
        except ValueError:
            return False
        self._apply(move)
        return True

    def end_game(self, outcome: Outcome) -> None:
        """End the game off the board (a flag fall): no one moves until the record changes."""
        self._abandon_searches()
        self._ended = outcome
        self._autosave()
        self.state_changed.emit()
        self.game_over.emit(outcome)

    def undo(self) -> bool:
        """Take back moves to the last position where a person is to move.

        Against the computer that is its reply and the person's move together; with
        the computer on both sides (or neither) one ply.  A running search is
        abandoned (its move never lands); if the computer is to move afterwards it
        thinks again.  ``False`` when there is nothing to take back.
        """
        if not self._moves:
            return False
        self._abandon_searches()
        self._take_back()
        while self._moves and self._humans() and self.is_computer(self.state.to_move):
            self._take_back()
        self._browsed()
        return True

    def undone_move_texts(self) -> tuple[str, ...]:
        """The moves taken back that :meth:`redo` would replay, in playing order."""
        state = self.state
        texts = []
        for move in reversed(self._undone):
            texts.append(state.move_text(move))
            state = state.play(move)
        return tuple(texts)

    def go_to_ply(self, plies: int) -> bool:
        """Browse the record: back or forward to the position after ``plies`` moves.

        Counts the moves played and those taken back; like :meth:`undo`, it stops at a
        position where a person is to move (one ply earlier when needed).  Playing a move
        from there continues the game from there.  ``False`` when nothing changes.
        """
        total = len(self._moves) + len(self._undone)
        if not 0 <= plies <= total or plies == len(self._moves):
            return False
        self._abandon_searches()
        while len(self._moves) > plies:
            self._take_back()
        while len(self._moves) < plies:
            self._push(self._undone.pop())
        while self._moves and self._humans() and self.is_computer(self.state.to_move):
            self._take_back()
        self._browsed()
        return True

    def redo(self) -> bool:
        """Replay undone moves up to the next position where a person is to move.

        ``False`` when nothing was undone (a new move clears what was).
        """
        if not self._undone:
            return False
        self._abandon_searches()
        self._push(self._undone.pop())
        while self._undone and self._humans() and self.is_computer(self.state.to_move):
            self._push(self._undone.pop())
        self._browsed()
        return True

    def load_game(self, loaded: LoadedGame) -> None:
        """Replace the game with ``loaded`` (validated by :func:`app.record.validate`)."""
        self._abandon_searches()
        self.cancel_review()
        self._evaluations = {}
        saved = loaded.saved
        self._spec = loaded.spec
        self._level_name = self._checked_level(loaded.spec, saved.level)
        self._algorithm = self._checked_algorithm(saved.algorithm)
        self._computer_players = saved.computer_players
        self._states = [loaded.spec.new_state()]
        self._moves = []
        self._undone = []
        self._ended = None
        for move in loaded.moves:
            self._push(move)
        self._forget_search()
        self.game_started.emit()
        self.settings_changed.emit()
        self._record_changed()

    def request_hint(self) -> bool:
        """Ask the strongest engine for the best move here; answers with :attr:`hint_ready`.

        ``False`` (nothing starts) unless a person is to move.  The search runs on the
        worker thread within :func:`~app.hints.hint_level`'s budget.
        """
        if not self.human_to_move():
            return False
        self._abandon_hint()
        self._abandon_analysis()
        strongest = list(self._spec.levels.values())[-1]
        self._hint_request = self._new_request(
            ScoringAllMoves(self._searcher(AUTO)), hint_level(strongest)
        )
        self._search_requested.emit(self._hint_request)
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
        self._analysis_request = self._new_request(
            ScoringAllMoves(self._searcher(AUTO)), hint_level(strongest, ANALYSIS_TIME_CAP)
        )
        self._search_requested.emit(self._analysis_request)
        self.analysis_running_changed.emit(True)
        return True

    def stop_analysis(self) -> None:
        """End the running analysis early; its last completed iteration is still reported."""
        if self._analysis_request is not None:
            self._analysis_request.stop.set()

    def move_now(self) -> None:
        """Ask the running search to stop and play the best move found so far.

        The search returns its last completed iteration (``StopReason.CANCELLED``) and
        the computer plays its move at once; nothing happens when it is not thinking.
        """
        if self._request is not None:
            self._request.stop.set()

    def request_review(self) -> bool:
        """Review the moves played so far on the review thread; answers with
        :attr:`review_finished` (and :attr:`review_progress` on the way).

        ``False`` (nothing starts) when there are no moves or this game's values are
        not exact (see :meth:`review_available`).  A running review is replaced.
        """
        if not self._moves or not self.review_available():
            return False
        self.cancel_review()
        self._request_id += 1
        if not self._review_thread.isRunning():
            self._review_thread.start()
        self._review_request = ReviewRequest(
            self._request_id, self._spec, tuple(self._moves), self._review_searcher
        )
        self._review_requested.emit(self._review_request)
        return True

    def cancel_review(self) -> None:
        """Stop the running review; its (cancelled) answer is ignored."""
        if self._review_request is not None:
            self._review_request.stop.set()
            self._review_request = None

    def shutdown(self) -> None:
        """Cancel any search or review and wait for the worker threads to end (idempotent)."""
        self._abandon_searches()
        self.cancel_review()
        for thread in (self._thread, self._review_thread):
            if thread.isRunning():
                thread.quit()
                thread.wait()

    # --- worker answers ---------------------------------------------------------

    @pyqtSlot(int, object)
    def on_search_info(self, request_id: int, result: SearchResult) -> None:
        analysis = self._analysis_request
        if analysis is not None and request_id == analysis.request_id:
            self._evaluate(analysis.state, result, EvaluationSource.ANALYSIS, final=False)
            return
        if self._request is None or request_id != self._request.request_id:
            return
        self._last_result = result
        self._evaluate(self._request.state, result, EvaluationSource.COMPUTER, final=False)
        self.search_info.emit(result)

    @pyqtSlot(int, object)
    def on_search_finished(self, request_id: int, decision: Decision) -> None:
        hint = self._hint_request
        if hint is not None and request_id == hint.request_id:
            self._hint_request = None
            if decision.result is not None:
                self._evaluate(hint.state, decision.result, EvaluationSource.HINT, final=True)
                self.hint_ready.emit(make_hint(hint.state, decision.result))
            return
        analysis = self._analysis_request
        if analysis is not None and request_id == analysis.request_id:
            self._analysis_request = None
            if decision.result is not None:
                self._evaluate(
                    analysis.state, decision.result, EvaluationSource.ANALYSIS, final=True
                )
            self.analysis_running_changed.emit(False)
            return
        if self._request is None or request_id != self._request.request_id:
            log.debug("dropping the answer to stale search request %d", request_id)
            return
        searched = self._request.state
        self._request = None
        self._last_decision = decision
        if decision.result is not None:
            self._last_result = decision.result
            self._evaluate(searched, decision.result, EvaluationSource.COMPUTER, final=True)
        self.thinking_finished.emit()
        if not self._playable(decision.move):
            self.error.emit(f"The computer chose an illegal move ({decision.move!r}).")
            return
        self._apply(decision.move)

    @pyqtSlot(int, str)
    def on_search_failed(self, request_id: int, message: str) -> None:
        if self._hint_request is not None and request_id == self._hint_request.request_id:
            self._hint_request = None
            self.error.emit(message.replace("choose a move", "find a hint"))
            return
        if self._analysis_request is not None and request_id == self._analysis_request.request_id:
            self._analysis_request = None
            self.analysis_running_changed.emit(False)
            self.error.emit(message.replace("choose a move", "analyse the position"))
            return
        if self._request is None or request_id != self._request.request_id:
            return
        self._request = None
        self.thinking_finished.emit()
        self.error.emit(message)

    @pyqtSlot(int, int, int)
    def on_review_progress(self, request_id: int, done: int, total: int) -> None:
        if self._review_request is not None and request_id == self._review_request.request_id:
            self.review_progress.emit(done, total)

    @pyqtSlot(int, object)
    def on_review_finished(self, request_id: int, review: Review) -> None:
        if self._review_request is None or request_id != self._review_request.request_id:
            return
        self._review_request = None
        self.review_finished.emit(review)

    @pyqtSlot(int, str)
    def on_review_failed(self, request_id: int, message: str) -> None:
        if self._review_request is None or request_id != self._review_request.request_id:
            return
        self._review_request = None
        self.error.emit(message)

    # --- inside -------------------------------------------------------------------

    def _evaluate(
        self, state: BoardState, result: SearchResult, source: EvaluationSource, final: bool
    ) -> None:
        """Keep ``result`` as the evaluation of ``state`` (the current position) and announce it."""
        evaluation = Evaluation(len(self._moves), state, result, source, final)
        self._evaluations[evaluation.ply] = evaluation
        self.evaluation_updated.emit(evaluation)

    def _review_searcher(self) -> Searcher:
        """The review thread's engine for the current game, kept so its tables live on."""
        name = self._spec.name
        if name not in self._review_searchers:
            self._review_searchers[name] = self._spec.searcher(AUTO, random.Random(0))
        return self._review_searchers[name]

    def _apply(self, move: Any) -> None:
        """Play ``move`` forward: what was undone can no longer be redone."""
        self._abandon_hint()
        self._abandon_analysis()
        self.cancel_review()
        player = self.state.to_move
        text = self.state.move_text(move)
        self._undone = []
        self._push(move)
        self.move_played.emit(player, text)
        self._record_changed()

    def _playable(self, move: Any) -> bool:
        """A legal move, or a pseudo-move the position reads from its text (a draw claim)."""
        if move in self.state.legal_moves():
            return True
        try:
            return self.state.parse_move(self.state.move_text(move)) == move
        except ValueError:
            return False

    def _push(self, move: Any) -> None:
        self._states.append(self.state.play(move))
        self._moves.append(move)

    def _take_back(self) -> None:
        self._states.pop()
        self._undone.append(self._moves.pop())

    def _humans(self) -> list[Player]:
        return [player for player in (0, 1) if not self.is_computer(player)]

    def _forget_search(self) -> None:
        """Drop the last search's report (it was about a position no longer on the board)
        and the evaluations of positions no longer in the record."""
        self._last_result = None
        self._last_decision = None
        self._searched_state = None
        plies = len(self._moves)
        self._evaluations = {
            ply: evaluation for ply, evaluation in self._evaluations.items() if ply <= plies
        }

    def _browsed(self) -> None:
        """The record moved back or forward without a new move."""
        self._ended = None
        self._forget_search()
        self._record_changed()

    def _record_changed(self) -> None:
        self._autosave()
        self._position_changed()

    def _autosave(self) -> None:
        if self._autosave_path is None:
            return
        try:
            write_atomic(self._autosave_path, to_json(self.saved_game()))
        except OSError as error:
            log.warning("could not autosave to %s: %s", self._autosave_path, error)
            self.error.emit(f"Could not autosave the game ({error.strerror or error}).")

    def _position_changed(self) -> None:
        self.state_changed.emit()
        outcome: Outcome | None = self.state.outcome()
        if outcome is not None:
            self.game_over.emit(outcome)
            return
        self._maybe_start_search()

    def _maybe_start_search(self) -> None:
        state = self.state
        if self.thinking or self.outcome is not None or not self.is_computer(state.to_move):
            return
        self._abandon_hint()
        self._abandon_analysis()
        level = self.level if self.plan_level is None else self.plan_level(self.level)
        self._request = self._new_request(self._searcher(level.algorithm), level)
        self._searched_state = state
        self._last_result = None
        self._last_decision = None
        self.thinking_started.emit()
        self._search_requested.emit(self._request)

    def _new_request(self, searcher: Searcher, level: Level) -> SearchRequest:
        """A request with a fresh id to search the current position; starts the thread."""
        self._request_id += 1
        if not self._thread.isRunning():
            self._thread.start()
        return SearchRequest(
            request_id=self._request_id,
            searcher=searcher,
            state=self.state,
            level=level,
            rng=self._rng,
            history=tuple(previous.key() for previous in self._states[:-1]),
        )

    def _abandon_hint(self) -> None:
        """Stop the running hint search (if any); its answer is ignored."""
        if self._hint_request is None:
            return
        self._hint_request.abandoned.set()
        self._hint_request.stop.set()
        self._hint_request = None

    def _abandon_searches(self) -> None:
        """Stop every search of the current position: the computer's, a hint, an analysis."""
        self._abandon_search()
        self._abandon_hint()
        self._abandon_analysis()

    def _abandon_analysis(self) -> None:
        """Stop the running analysis (if any); its answer is ignored."""
        if self._analysis_request is None:
            return
        self._analysis_request.abandoned.set()
        self._analysis_request.stop.set()
        self._analysis_request = None
        self.analysis_running_changed.emit(False)

    def _abandon_search(self) -> None:
        """Stop the running search (if any) and make sure its answer is ignored."""
        if self._request is None:
            return
        self._request.abandoned.set()
        self._request.stop.set()
        self._request = None
        self.thinking_finished.emit()

    def _searcher(self, algorithm: str) -> Searcher:
        """One engine per game and algorithm, kept so its tables live across moves."""
        key = (self._spec.name, algorithm)
        if key not in self._searchers:
            self._searchers[key] = self._spec.searcher(algorithm, self._rng)
        return self._searchers[key]

    @staticmethod
    def _checked_level(spec: GameSpec, name: str) -> str:
        spec.level(name)  # raises ValueError naming the known levels
        return name

    @staticmethod
    def _checked_algorithm(algorithm: str) -> str:
        if algorithm not in ALGORITHM_CHOICES:
            raise ValueError(
                f"unknown algorithm {algorithm!r}; choose one of {', '.join(ALGORITHM_CHOICES)}"
            )
        return algorithm


_warmed_up: set[Callable[[], None]] = set()


def _warm_up_in_background(spec: GameSpec) -> None:
    """Run ``spec.warm_up`` once per process on a daemon thread, so choosing a game with
    a compiled solver never waits for the compiler (its first search may)."""
    if spec.warm_up is None or spec.warm_up in _warmed_up:
        return
    _warmed_up.add(spec.warm_up)
    threading.Thread(target=spec.warm_up, name=f"warm-up-{spec.name}", daemon=True).start()
