"""The arrows and circles of the game played, kept by position, and the engine's best move.

:class:`BoardMarks` keeps what a person draws on a position on that position's node of
the game tree (:attr:`app.services.game_tree.Node.marks`, main line or variation) and
shows a node's marks whenever its position is on the board (browsing back and forth,
after a line is promoted or demoted); a new position starts clean.  The tree takes them
into saved games and brings them back (:mod:`app.gui.window.tree_files`).  With
*View > Best move arrow* on, the best move of an analysis running on the position, or of
a hint, is drawn over them as an arrow (or a circle for a placement); it goes when the
position changes or the analysis stops.
"""

from __future__ import annotations

from typing import Protocol

from PyQt6.QtCore import QObject, pyqtSlot
from PyQt6.QtGui import QAction

from app.gui.session.controller import EvaluationSource, GameController
from app.gui.session.evaluation import Evaluation
from app.gui.window.menus import WindowMenus
from app.gui.window.plugin_host import PluginHost
from app.services.marks import NO_MARKS, Marks, move_mark

ENGINE_SOURCES = (EvaluationSource.ANALYSIS, EvaluationSource.HINT)
"""The searches whose best move is drawn (not the computer's own)."""


class Remembering(Protocol):
    def save_settings(self) -> None: ...


class BoardMarks(QObject):
    """The marks of ``controller``'s game on ``plugins``' boards; ``window`` remembers
    *View > Best move arrow* (of ``menus``) when toggled."""

    def __init__(
        self,
        controller: GameController,
        plugins: PluginHost,
        menus: WindowMenus,
        window: Remembering,
    ) -> None:
        super().__init__(plugins)
        self.controller = controller
        self.plugins = plugins
        self.best_move: QAction = menus.best_move_arrow
        self.engine = NO_MARKS
        """The engine's best move on the position shown."""
        self._engine_source: EvaluationSource | None = None
        for board in plugins.boards:
            board.marks_drawn.connect(self.on_marks_drawn)
        controller.game_started.connect(self.on_game_started)
        controller.state_changed.connect(self.on_position_changed)
        controller.evaluation_updated.connect(self.on_evaluation)
        controller.analysis_running_changed.connect(self.on_analysis_running)
        self.best_move.toggled.connect(self.on_best_move_toggled)
        self.best_move.toggled.connect(window.save_settings)

    @property
    def ply(self) -> int:
        return len(self.controller.moves)

    def _show(self) -> None:
        engine = self.engine if self.best_move.isChecked() else NO_MARKS
        self.plugins.board().set_marks(self.controller.current_node.marks, engine)

    @pyqtSlot(object)
    def on_marks_drawn(self, marks: Marks) -> None:
        """A person drew on the position shown: the marks are its node's (autosaved)."""
        self.controller.current_node.marks = marks
        self.controller.save_record()

    @pyqtSlot()
    def on_game_started(self) -> None:
        for board in self.plugins.boards:
            board.set_marks(NO_MARKS)

    @pyqtSlot()
    def on_position_changed(self) -> None:
        self.engine, self._engine_source = NO_MARKS, None
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
