"""View > *Evaluation bar* for chess: the bar beside the board shows White's share of the
game by the newest evaluation of the position on the board, and the result once the game
is over.  The bar itself is the window's (:class:`~app.gui.panels.eval_bar.EvaluationBar`);
this part feeds it while chess is played and hides it otherwise."""

from __future__ import annotations

from PyQt6.QtCore import QCoreApplication, QObject, pyqtSlot
from PyQt6.QtGui import QAction

from app.gui.extensions import WindowParts
from app.gui.session.controller import Evaluation
from app.services.analysis_lines import chess_score_text, white_share
from engine.search import StopReason

translate = QCoreApplication.translate

RESULT_TEXTS = {0: "1-0", 1: "0-1", None: "½-½"}
"""What the evaluation bar says once the game is over, by winner."""


class ChessEvaluationBar(QObject):
    """Feeds the window's evaluation bar in chess games (see the module)."""

    def __init__(self, window: WindowParts, parent: QObject | None = None) -> None:
        """Adds the View toggle before *Analysis overlay*."""
        super().__init__(parent)
        self.window = window
        self.controller = window.controller
        self.active = False
        """Whether chess is played now."""
        self.toggle = QAction(translate("ChessEvaluationBar", "&Evaluation bar"), self)
        self.toggle.setCheckable(True)
        self.toggle.setChecked(True)
        self.toggle.setToolTip(
            translate(
                "ChessEvaluationBar",
                "Show beside the chess board who is better by the latest search (White's share)",
            )
        )
        places = window.menu_places
        places.view.insertAction(places.anchors["analysis_overlay"], self.toggle)

    def connect(self) -> None:
        """Wire the toggle and the controller (once, when the plug-in is installed)."""
        controller = self.controller
        controller.game_started.connect(self.on_game_started)
        controller.state_changed.connect(self.on_state_changed)
        controller.game_over.connect(self.show)
        controller.evaluation_updated.connect(self.on_evaluation_updated)
        self.toggle.toggled.connect(self.on_toggled)
        self.toggle.toggled.connect(self.window.save_settings)

    @pyqtSlot()
    def on_game_started(self) -> None:
        self.toggle.setVisible(self.active)
        self.window.eval_bar.clear()
        self.on_toggled(self.toggle.isChecked())

    @pyqtSlot()
    def on_state_changed(self) -> None:
        if self.active:
            self.show()

    @pyqtSlot(object)
    def on_evaluation_updated(self, evaluation: Evaluation) -> None:
        """The bar shows the newest evaluation of the position on the board (White's view)."""
        if evaluation.ply != len(self.controller.moves) or not self.active:
            return
        if evaluation.result.stop_reason is StopReason.BOOK:
            return  # a book move is weighed, not scored: the bar keeps what it showed
        score = evaluation.first_player_score
        self.window.eval_bar.set_value(white_share(score), chess_score_text(score))

    @pyqtSlot(bool)
    def on_toggled(self, shown: bool) -> None:
        self.window.eval_bar.setVisible(shown and self.active)

    @pyqtSlot()
    def show(self) -> None:
        """The bar for the position on the board: the result once the game is over, else
        the newest evaluation of this position (kept from the last one when there is none,
        unless that was a result)."""
        controller = self.controller
        bar = self.window.eval_bar
        outcome = controller.outcome
        if outcome is not None:
            share = 0.5 if outcome.winner is None else 1.0 - outcome.winner
            bar.set_value(share, RESULT_TEXTS[outcome.winner])
            return
        evaluation = controller.advisor.evaluations().get(len(controller.moves))
        if evaluation is not None:
            self.on_evaluation_updated(evaluation)
        elif bar.score_text in RESULT_TEXTS.values():
            bar.clear()
