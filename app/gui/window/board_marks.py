"""The arrows and circles of the game played, kept by position, and the engine's best move.

:class:`BoardMarks` keeps what a person draws on each position of the game (by plies
played before it), shows a position's marks whenever it is on the board (browsing back
and forth shows them again), and forgets those of positions a new move replaces: the
next move played leaves a clean board.  It hands them to the game files to save and
takes those a file brings (a position's comments are the game tree's).  With
*View > Best move arrow* on, the best move of an analysis running on the position, or of
a hint, is drawn over them as an arrow (or a circle for a placement); it goes when the
position changes or the analysis stops.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from PyQt6.QtCore import QObject, pyqtSlot
from PyQt6.QtGui import QAction

from app.gui.session.controller import EvaluationSource, GameController
from app.gui.session.evaluation import Evaluation
from app.gui.window.game_files import GameFiles
from app.gui.window.menus import WindowMenus
from app.gui.window.plugin_host import PluginHost
from app.services.marks import NO_MARKS, Marks, move_mark
from app.services.record import SavedGame

ENGINE_SOURCES = (EvaluationSource.ANALYSIS, EvaluationSource.HINT)
"""The searches whose best move is drawn (not the computer's own)."""


class Remembering(Protocol):
    def save_settings(self) -> None: ...


class BoardMarks(QObject):
    """The marks of ``controller``'s game on ``plugins``' boards, saved and opened through
    ``files``; ``window`` remembers *View > Best move arrow* (of ``menus``) when toggled."""

    def __init__(
        self,
        controller: GameController,
        plugins: PluginHost,
        menus: WindowMenus,
        files: GameFiles,
        window: Remembering,
    ) -> None:
        super().__init__(plugins)
        self.controller = controller
        self.plugins = plugins
        self.best_move: QAction = menus.best_move_arrow
        self.by_ply: dict[int, Marks] = {}
        """The person's marks on the positions after that many plies."""
        self.engine = NO_MARKS
        """The engine's best move on the position shown."""
        self._engine_source: EvaluationSource | None = None
        for board in plugins.boards:
            board.marks_drawn.connect(self.on_marks_drawn)
        controller.game_started.connect(self.on_game_started)
        controller.move_played.connect(self.on_move_played)
        controller.state_changed.connect(self.on_position_changed)
        controller.evaluation_updated.connect(self.on_evaluation)
        controller.analysis_running_changed.connect(self.on_analysis_running)
        self.best_move.toggled.connect(self.on_best_move_toggled)
        self.best_move.toggled.connect(window.save_settings)
        files.annotate = self.annotate
        files.marks_loaded.connect(self.on_marks_loaded)

    @property
    def ply(self) -> int:
        return len(self.controller.moves)

    def annotate(self, saved: SavedGame) -> SavedGame:
        """``saved`` (the game up to the position shown) with the marks of its positions."""
        marks = {ply: marks for ply, marks in self.by_ply.items() if ply <= self.ply}
        return replace(saved, marks=marks)

    def _show(self) -> None:
        engine = self.engine if self.best_move.isChecked() else NO_MARKS
        self.plugins.board().set_marks(self.by_ply.get(self.ply, NO_MARKS), engine)

    @pyqtSlot(object)
    def on_marks_drawn(self, marks: Marks) -> None:
        if marks.empty:
            self.by_ply.pop(self.ply, None)
        else:
            self.by_ply[self.ply] = marks

    @pyqtSlot()
    def on_game_started(self) -> None:
        self.by_ply = {}
        for board in self.plugins.boards:
            board.set_marks(NO_MARKS)

    @pyqtSlot(int, str)
    def on_move_played(self, _player: int, _text: str) -> None:
        """A move played forward replaces the positions from here on: their marks go."""
        self.by_ply = {ply: marks for ply, marks in self.by_ply.items() if ply < self.ply}

    @pyqtSlot()
    def on_position_changed(self) -> None:
        self.engine, self._engine_source = NO_MARKS, None
        self._show()

    @pyqtSlot(object)
    def on_marks_loaded(self, saved: SavedGame) -> None:
        """The marks of a game just opened or pasted."""
        self.by_ply = {ply: value for ply, value in saved.marks.items() if not value.empty}
        self._show()

    @pyqtSlot(object)
    def on_evaluation(self, evaluation: Evaluation) -> None:
        """An analysis's or a hint's report on the position shown: its best move drawn."""
        if evaluation.source not in ENGINE_SOURCES or evaluation.ply != self.ply:
            return
        move = evaluation.result.best_move
        if move is None:
            return
        self.engine = move_mark(tuple(evaluation.state.move_cells(move)))
        self._engine_source = evaluation.source
        self._show()

    @pyqtSlot(bool)
    def on_analysis_running(self, running: bool) -> None:
        if not running and self._engine_source is EvaluationSource.ANALYSIS:
            self.engine, self._engine_source = NO_MARKS, None
            self._show()

    @pyqtSlot(bool)
    def on_best_move_toggled(self, _shown: bool) -> None:
        self._show()
