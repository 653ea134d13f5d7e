"""The game being played, who plays it, and the computer's searches (no widgets).

The :class:`GameController` owns the record (:class:`~app.gui.session.record.GameRecord`:
the moves played, the positions they lead to, the moves taken back), decides when
the computer moves, and sends its searches to the engine process through a
:class:`~app.gui.session.search_desk.SearchDesk` (the GUI never waits for the engine: Undo
and New game act at once).  Each search gets a fresh request id; answers for any
other id (a new game, an undo, another game, a newer search) are dropped, so an
old search's move never lands on a new position.  What the searches answer and
Move now are the job of its :class:`~app.gui.session.computer_turn.ComputerTurn`; hints,
analyses, reviews and the evaluations they leave (for the analysis panel and its graph)
of its :class:`~app.gui.session.advice.Advisor`.  Both are collaborators the controller
owns and calls: each gets the record and the search desk, and asks the controller for
the little else it needs, and for the signals it emits, through a small protocol
(:class:`~app.gui.session.computer_turn.TurnOwner`,
:class:`~app.gui.session.advice.AdviceOwner`); neither imports this module.

When given an autosave path, the controller has the game written there (atomically, on
the autosave's thread) after every change of the record, so a crash loses nothing.
When the engine process dies, the controller says so, and the computer thinks again
in the restarted one: the game is unchanged.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterable, Mapping
from functools import partial
from pathlib import Path
from typing import Any

from PyQt6.QtCore import QCoreApplication, QObject, QThread, pyqtSignal

from app.gui.session.advice import ANALYSIS_TIME_CAP, Advisor
from app.gui.session.autosave import Autosave
from app.gui.session.computer_turn import ComputerTurn
from app.gui.session.engine_choice import EngineChoice
from app.gui.session.evaluation import Evaluation, EvaluationSource
from app.gui.session.quick_move import MOVE_NOW_PATIENCE
from app.gui.session.record import GameRecord
from app.gui.session.search_desk import SearchDesk
from app.gui.session.worker import SearchWorker
from app.protocols.engine.messages import (
    AUTO,
    MCTS_PLAYOUTS_PER_PLY,
    USER_ENGINE_TIME_CAP,
    level_for_engine,
)
from app.services.game_tree import Node, saved_tree
from app.services.record import LoadedGame, SavedGame, game_result, to_json
from engine.game_api import Outcome, Player
from engine.player import Decision, Level
from engine.search import SearchResult
from games.base import BoardState, GameSpec, outcome_text

log = logging.getLogger(__name__)

# Re-exported for the window and the tests:
__all__ = ["AUTO", "MCTS_PLAYOUTS_PER_PLY", "USER_ENGINE_TIME_CAP", "Evaluation"]
__all__ += ["ANALYSIS_TIME_CAP", "EvaluationSource", "level_for_engine"]

ALGORITHM_CHOICES = (AUTO, "minimax", "alphabeta", "mcts")
"""What the Algorithm menu offers, in order."""
DEFAULT_LEVEL = "medium"


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
    """A :class:`~app.services.hints.Hint` for the current position."""
    evaluation_updated = pyqtSignal(object)
    """An :class:`Evaluation` of the current position: after each completed iteration of
    the computer's search or an analysis, and when any search (hints too) ends."""
    analysis_running_changed = pyqtSignal(bool)
    """An analysis of the current position started (``True``) or ended."""
    review_progress = pyqtSignal(int, int)
    """``(positions proven or tried, positions in all)`` while a review runs."""
    review_finished = pyqtSignal(object)
    """The :class:`~app.services.review.Review` of the game (``cancelled`` when stopped)."""
    error = pyqtSignal(str)
    announced = pyqtSignal(str)
    """A passing remark for the status bar (Move now played a quick move, and why)."""
    engine_failed = pyqtSignal(str)
    """An external engine failed (also sent as :attr:`error`); Plyboard's engine took over."""
    engine_status = pyqtSignal(str)
    """What the engine process is doing outside searches, for the status bar: "Preparing
    the solver…" (with progress when known) while it prepares this game's kernels, then
    ``""`` when they are ready."""

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
        self._autosave = _autosave(autosave_path, self.error) if autosave_path else None
        self._computer_players = frozenset(computer_players)
        self._algorithm = _checked_algorithm(algorithm)
        self._level_name = _checked_level(spec, level)
        self._record = GameRecord(spec)
        self._ended: Outcome | None = None
        """How the game ended off the board (a flag fall), until the record changes."""
        self.plan_level: Callable[[Level], Level] | None = None
        """Adjusts the computer's level before each of its moves (chess: time from the clock)."""
        self.save_extras: Callable[[], Mapping[str, Any]] = dict
        """What the game's plug-in keeps in a saved game beyond the moves (JSON values)."""
        self.move_now_patience: float | None = MOVE_NOW_PATIENCE
        """Seconds :meth:`ComputerTurn.move_now` waits for the engine's answer when the search
        has completed no iteration, before a quick move is played instead (``None``: wait for
        the engine)."""
        self._engines = EngineChoice()

        self._desk = SearchDesk(rng if rng is not None else random.Random(), self)
        self._desk.engine_status.connect(self.engine_status)
        self.advisor = Advisor(self._record, self._desk, self, self)
        """Hints, analyses, reviews and the evaluations they leave: the window asks it."""
        self.computer_turn = ComputerTurn(
            self._record, self._desk, self.advisor, self._apply, self, self
        )
        """The computer's moves and *Move now* (:meth:`ComputerTurn.move_now`)."""
        self._desk.warm(spec)

    # --- what the window reads ------------------------------------------------

    @property
    def spec(self) -> GameSpec:
        return self._record.spec

    @property
    def worker(self) -> SearchWorker:
        """The worker running the searches (its signals carry every request's answers)."""
        return self._desk.worker

    @property
    def search_thread(self) -> QThread:
        return self._desk.thread

    @property
    def state(self) -> BoardState:
        """The current position."""
        return self._record.state

    @property
    def moves(self) -> tuple[Any, ...]:
        """The moves played so far, first move first."""
        return tuple(self._record.moves)

    def move_texts(self) -> tuple[str, ...]:
        """The moves played so far in the game's notation."""
        return self._record.move_texts()

    def last_move_cells(self) -> tuple[int, ...]:
        """The cells of the last move (as clicked: a drop's cell, a slide's from and to)."""
        return self._record.last_move_cells()

    def move_cells(self) -> tuple[tuple[int, ...], ...]:
        """The cells of each move played, first move first (none for a move off the board)."""
        return tuple(self._record.cells)

    @property
    def level_name(self) -> str:
        return self._level_name

    @property
    def level(self) -> Level:
        """The level the computer's next move uses (see :attr:`ComputerTurn.level`)."""
        return self.computer_turn.level

    @property
    def algorithm(self) -> str:
        """The chosen engine, or :data:`AUTO` for the level's own."""
        return self._algorithm

    @property
    def computer_players(self) -> frozenset[Player]:
        return self._computer_players

    @property
    def engines(self) -> EngineChoice:
        """The external engines chosen for the computer's moves and for advice (chess)."""
        return self._engines

    @property
    def thinking(self) -> bool:
        """Whether the computer's search for the current position is running."""
        return self.computer_turn.thinking

    @property
    def last_result(self) -> SearchResult | None:
        """The newest search report (during a search: its last completed iteration)."""
        return self.computer_turn.last_result

    @property
    def last_decision(self) -> Decision | None:
        """The computer's last chosen move (its ``result`` is ``None`` for a random move)."""
        return self.computer_turn.last_decision

    @property
    def searched_state(self) -> BoardState | None:
        """The position :attr:`last_result` was searched from."""
        return self.computer_turn.searched_state

    @property
    def hinting(self) -> bool:
        """Whether a hint search is running."""
        return self.advisor.hinting

    @property
    def analysing(self) -> bool:
        """Whether an analysis of the current position is running."""
        return self.advisor.analysing

    @property
    def reviewing(self) -> bool:
        """Whether a review of the game is running."""
        return self.advisor.reviewing

    @property
    def review_thread(self) -> QThread:
        return self.advisor.review_thread

    @property
    def preparing(self) -> bool:
        """Whether the engine process is preparing this game's kernels."""
        return self._desk.preparing

    @property
    def autosave_path(self) -> Path | None:
        return self._autosave_path

    def can_undo(self) -> bool:
        return bool(self._record.moves)

    def can_redo(self) -> bool:
        return bool(self._record.undone)

    def saved_game(self) -> SavedGame:
        """The game so far, as a saved game."""
        ended, spec = self._ended, self.spec
        result = game_result(spec, self.state) if ended is None else outcome_text(spec, ended)
        return SavedGame(
            game=spec.name,
            computer_players=self._computer_players,
            level=self._level_name,
            algorithm=self._algorithm,
            moves=self.move_texts(),
            result=result,
            tree=saved_tree(self._record.root, spec.new_state()),
            extras=self.save_extras(),
        )

    def is_computer(self, player: Player) -> bool:
        return player in self._computer_players

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended: on the board, or off it (:meth:`end_game`); ``None`` while on."""
        return self._ended if self._ended is not None else self.state.outcome()

    def human_to_move(self) -> bool:
        """Whether a person may move now."""
        playing = self.outcome is None and not self.is_computer(self.state.to_move)
        return playing and not self.thinking

    # --- what the window asks for ---------------------------------------------

    def new_game(self, spec: GameSpec | None = None) -> None:
        """Start again from the beginning, of ``spec`` when given; keeps the level if it can."""
        if spec is not None and spec is not self.spec:
            self._desk.warm(spec)
            if self._level_name not in spec.levels:
                self._level_name = _checked_level(spec, DEFAULT_LEVEL)
        self._restart(spec or self.spec)
        self._position_changed()

    def set_level(self, name: str) -> None:
        """Use level ``name`` from the computer's next move on; the game goes on."""
        self._level_name = _checked_level(self.spec, name)
        self.settings_changed.emit()

    def set_algorithm(self, algorithm: str) -> None:
        """Use ``algorithm`` (or :data:`AUTO`) from the computer's next move on."""
        self._algorithm = _checked_algorithm(algorithm)
        self.settings_changed.emit()

    def set_computer_players(self, players: Iterable[Player]) -> None:
        """Let the computer play ``players``; it starts thinking at once if it is its turn."""
        self._computer_players = frozenset(players)
        self.settings_changed.emit()
        if not self.is_computer(self.state.to_move):
            self.computer_turn.abandon()
        self.computer_turn.maybe_start()

    def set_engines(self, engines: EngineChoice) -> None:
        """Use ``engines`` from the computer's next search on (Plyboard's engine where
        none is named); the game goes on."""
        self._engines = engines
        self.settings_changed.emit()

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
        self.save_record()
        self.state_changed.emit()
        self.game_over.emit(outcome)

    def undo(self) -> bool:
        """Take back moves to the last position where a person is to move (against the
        computer its reply and the person's move; else one ply).  A running search is
        abandoned; if the computer is to move afterwards it thinks again.  ``False``: none."""
        return self._browse(bool(self._record.moves), self._record.undo)

    def undone_move_texts(self) -> tuple[str, ...]:
        """The moves taken back that :meth:`redo` would replay, in playing order."""
        return self._record.undone_move_texts()

    @property
    def tree(self) -> Node:
        """The game's tree (its root): every line played, comments and NAGs."""
        return self._record.root

    @property
    def current_node(self) -> Node:
        return self._record.node

    def go_to_node(self, node: Node) -> bool:
        """Browse to ``node``'s position anywhere in the tree (as :meth:`go_to_ply`)."""
        return self._browse(node is not self._record.node, partial(self._record.go_to_node, node))

    def tree_edited(self) -> None:  # a line moved or deleted, a comment or NAG: show, keep
        self._record_changed()

    def go_to_ply(self, plies: int) -> bool:
        """Browse the record: back or forward (along the main line ahead) to the position
        after ``plies`` moves; like :meth:`undo`, it stops where a person is to move (one
        ply earlier when needed).  A move played there makes a variation unless it is the
        line's next move.  ``False`` when nothing changes."""
        return self._browse(self._record.reaches(plies), partial(self._record.go_to, plies))

    def redo(self) -> bool:
        """Replay the main line ahead up to the next position where a person is to move
        (``False``: nothing ahead)."""
        return self._browse(bool(self._record.undone), self._record.redo)

    def load_game(self, loaded: LoadedGame) -> None:
        """Replace the game with ``loaded`` (validated by :func:`app.record.validate`)."""
        saved = loaded.saved
        if loaded.spec is not self.spec:
            self._desk.warm(loaded.spec)
        self._level_name = _checked_level(loaded.spec, saved.level)
        self._algorithm = _checked_algorithm(saved.algorithm)
        self._computer_players = saved.computer_players
        self._restart(loaded.spec, loaded.moves)
        self.settings_changed.emit()
        self._record_changed()

    def shutdown(self) -> None:
        """Cancel any search or review and wait for the worker threads to end (idempotent)."""
        self._abandon_searches()
        self._desk.shutdown()
        self.advisor.shutdown()
        if self._autosave is not None:
            self._autosave.close()

    # --- inside -------------------------------------------------------------------

    def _apply(self, move: Any) -> None:
        """Play ``move`` forward: what was undone can no longer be redone."""
        self.advisor.abandon()
        self.advisor.cancel_review()
        player = self.state.to_move
        text = self.state.move_text(move)
        self._record.play(move)
        self.move_played.emit(player, text)
        self._record_changed()

    def _restart(self, spec: GameSpec, moves: Iterable[Any] = ()) -> None:
        """Replace the game with one of ``spec`` after ``moves``: every search and the review
        of the game left stop, what they found is forgotten."""
        self._abandon_searches()
        self.advisor.cancel_review()
        self._record.restart(spec, moves)
        self._ended = None
        self.computer_turn.forget()
        self.advisor.forget_evaluations()
        self.game_started.emit()

    def _browse(self, possible: bool, step: Callable[[frozenset[Player]], object]) -> bool:
        """Move back or forward in the record with ``step`` (given the computer's players)
        when ``possible``, abandoning the searches of the position left first; whether it did."""
        if not possible:
            return False
        self._abandon_searches()
        step(self._computer_players)
        self._ended = None
        self.computer_turn.forget()  # its report was about a position no longer on the board
        self.advisor.forget_evaluations(beyond_ply=len(self._record.moves))
        self._record_changed()
        return True

    def _record_changed(self) -> None:
        self.save_record()
        self._position_changed()

    def save_record(self) -> None:
        """Autosave the game as it stands (a move played, marks drawn on a position)."""
        if self._autosave is not None:
            self._autosave.write(self.saved_game())  # encoded on the autosave's thread

    def _position_changed(self) -> None:
        self.state_changed.emit()
        outcome: Outcome | None = self.state.outcome()
        if outcome is not None:
            self.game_over.emit(outcome)
            return
        self.computer_turn.maybe_start()

    def _abandon_searches(self) -> None:
        """Stop every search of the current position: the computer's, a hint, an analysis."""
        self.computer_turn.abandon()
        self.advisor.abandon()


def _checked_level(spec: GameSpec, name: str) -> str:
    spec.level(name)  # raises ValueError naming the known levels
    return name


def _checked_algorithm(algorithm: str) -> str:
    if algorithm not in ALGORITHM_CHOICES:
        raise ValueError(
            f"unknown algorithm {algorithm!r}; choose one of {', '.join(ALGORITHM_CHOICES)}"
        )
    return algorithm


def _autosave(path: Path, error_signal: Any) -> Autosave[SavedGame]:
    """The autosave of games to ``path``, whose failures ``error_signal`` reports."""
    return Autosave(path, to_json, partial(_report_autosave_failure, error_signal))


def _report_autosave_failure(error_signal: Any, error: OSError) -> None:
    """Say that the autosave failed (called on the autosave's thread: the signal reaches the
    window queued; nobody is told once the controller is gone)."""
    try:
        error_signal.emit(
            QCoreApplication.translate(
                "GameController", "Could not autosave the game ({})."
            ).format(error.strerror or error)
        )
    except RuntimeError:
        log.info("autosave failure after the window closed: %s", error)
