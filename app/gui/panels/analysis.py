"""The analysis panel: what the engine thinks of the position, the game's evaluation graph,
and the review of a finished game (View > Analysis panel).

It shows, for every registered game alike, the newest :class:`~app.controller.Evaluation`
the controller reports: while the computer thinks (each completed iteration), for an
analysis asked for with "Analyse position", and for hints, with its best lines (as many
as View > Analysis lines asks; one when the search scored only its best move).  Scores
are spoken from the point of view of the side to move in the searched position, except
the lines', which are the first player's (chess: White's, in pawns and mates), as is the
graph.  The module also holds the small text helpers the side panel shares.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import Any

from PyQt6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt, pyqtSlot
from PyQt6.QtGui import QAction, QKeySequence, QShowEvent, QTextDocumentFragment
from PyQt6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.gui.extensions import GamePlugin
from app.gui.panels.analysis_texts import (
    analyse_button_text,
    graph_title,
    lines_tip,
    lines_title,
    marked_line_words,
    review_button_text,
    review_progress,
    review_promise,
    review_summary,
    review_unavailable,
)
from app.gui.panels.eval_graph import EvaluationGraph, estimate_points, graph_points
from app.gui.panels.lines import LinesView
from app.gui.panels.score_texts import evaluation_line, line_rows
from app.gui.session.controller import Evaluation, EvaluationSource, GameController
from app.gui.texts import said
from app.services.analysis_lines import (
    DEFAULT_LINE_COUNT,
    PLIES_SHOWN,
    AnalysisLine,
    analysis_lines,
    line_texts,
)
from app.services.estimate_review import EstimateReview, marked_lines, move_number
from app.services.hints import plies_text
from app.services.review import Review, proves_values
from engine.game_api import Outcome
from engine.search import SearchResult
from games.base import BoardState

translate = QCoreApplication.translate

SPEED_SHOWN_FROM = 0.05
"""Seconds a search must last before its speed (nodes per second) is shown."""

PANEL_ROWS = 14
"""Text lines of height the panel asks for (docked at the bottom, it starts this high):
enough for a finished analysis with the default three lines, shown whole."""
MIN_DOCK_HEIGHT = 70
"""Least pixels of the dock's scroll area: below the panel's height it scrolls."""
REVIEW_TEXT_WIDTH = 160
"""Least pixels of width of the review's verdict."""
REVIEW_LINES_SHOWN = 6
"""Marked moves listed at most (all of them in the tooltip)."""
SOURCE_TITLES = {
    EvaluationSource.COMPUTER: QT_TRANSLATE_NOOP("AnalysisPanel", "Computer's search"),
    EvaluationSource.ANALYSIS: QT_TRANSLATE_NOOP("AnalysisPanel", "Analysis"),
    EvaluationSource.HINT: QT_TRANSLATE_NOOP("AnalysisPanel", "Hint search"),
}


def line_text(state: BoardState, pv: Iterable[Any], limit: int = PLIES_SHOWN) -> str:
    """The principal variation in the game's notation (chess: SAN), played forward from
    ``state``."""
    return " ".join(line_texts(state, pv, limit))


def search_summary(result: SearchResult) -> str:
    """``depth 9 · 4,464 nodes · 0.05 s · 89,280 nodes/s`` (MCTS reports playouts as nodes).

    The speed is left out for searches under :data:`SPEED_SHOWN_FROM` seconds (too noisy).
    """
    if result.algorithm == "mcts":
        summary = translate("AnalysisPanel", "depth {depth} · {nodes} playouts · {seconds} s")
        speed = translate("AnalysisPanel", "{summary} · {speed} playouts/s")
    else:
        summary = translate("AnalysisPanel", "depth {depth} · {nodes} nodes · {seconds} s")
        speed = translate("AnalysisPanel", "{summary} · {speed} nodes/s")
    summary = summary.format(
        depth=result.depth, nodes=f"{result.nodes:,}", seconds=f"{result.seconds:.2f}"
    )
    if result.seconds >= SPEED_SHOWN_FROM:
        summary = speed.format(summary=summary, speed=f"{result.nodes_per_second:,.0f}")
    return summary


def proven_text(evaluation: Evaluation) -> str:
    """Whether the value is the game's proven value or an engine's estimate."""
    if evaluation.result.exact:
        return translate("AnalysisPanel", "Proven: yes, the exact game-theoretic value")
    if evaluation.proven:
        return translate("AnalysisPanel", "Proven: the result, not yet its shortest distance")
    return translate("AnalysisPanel", "Proven: no, an estimate from the engine's heuristic")


def marked_move_links(review: EstimateReview, lines: Sequence[str]) -> list[str]:
    """Each of ``lines`` (a marked move of ``review``, in order) as rich text linking to
    the position before that move (``ply:N``)."""
    return [
        f'<a href="ply:{move.ply}">{html.escape(line)}</a>'
        for move, line in zip(review.marked, lines, strict=True)
    ]


def plain_text(text: str, text_format: Qt.TextFormat) -> str:
    """``text`` without its markup when it is rich text: what a screen reader should say."""
    if text_format != Qt.TextFormat.RichText:
        return text
    return QTextDocumentFragment.fromHtml(text).toPlainText()


class AnalysisPanel(QFrame):
    """Search details, the evaluation graph and the game review, for one controller.

    All its connections to the controller are made in :meth:`_connect`.
    """

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.controller = controller
        self.game_plugin = GamePlugin()
        """The plug-in of the game played: how it writes scores (set by the window)."""
        self.shown: Evaluation | None = None
        """The evaluation the search lines show."""
        self.review: Review | EstimateReview | None = None
        """The last finished review of this game."""
        self.analyse_action = QAction(self.tr("Analy&se position"), self)
        self.analyse_action.setShortcut(QKeySequence("Ctrl+E"))
        self.analyse_action.setToolTip(
            self.tr("Let the strongest engine analyse the position without playing (Ctrl+E)")
        )
        self.review_action = QAction(self.tr("Re&view game"), self)
        self.review_action.setShortcut(QKeySequence("Ctrl+R"))
        self.review_action.setToolTip(
            self.tr("Find the first move that changed the game's value (Ctrl+R)")
        )

        self.analyse_button = QPushButton(self.tr("Analyse position"))
        self.move_now_button = QPushButton(self.tr("Move now"))
        self.move_now_button.setToolTip(
            self.tr("Stop thinking and play the best move found so far (Space)")
        )
        self.source = self._label("sectionTitle")
        self.search = self._label()
        self.score = self._label()
        self.score.setObjectName("turnLine")
        self.proven = self._label("noteLine")
        self.lines_title = self._label("sectionTitle")
        self.lines = LinesView()
        self.line_count = DEFAULT_LINE_COUNT
        """How many of the best lines to show (View > Analysis lines)."""
        self.graph_title = self._label("sectionTitle")
        self.graph = EvaluationGraph()
        self.review_button = QPushButton(self.tr("Review game"))
        self.review_text = self._label()
        self.review_text.setMinimumWidth(REVIEW_TEXT_WIDTH)  # a few lines, not ten
        self.review_text.setAccessibleName(self.tr("Game review"))
        self.review_text.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.jump_button = QPushButton()
        self.jump_button.hide()
        self._build_layout()
        self._connect()
        self.on_game_started()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.fontMetrics().lineSpacing() * PANEL_ROWS)

    def minimumSizeHint(self) -> QSize:
        """The height the wrapped lines need at the current width (the layout's own minimum
        assumes every wrapped line is at its narrowest), so the dock scrolls only when needed."""
        hint = super().minimumSizeHint()
        needed = self.heightForWidth(max(self.width(), hint.width()))
        return QSize(hint.width(), needed) if needed > 0 else hint

    @staticmethod
    def _label(name: str = "") -> QLabel:
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        if name:
            label.setObjectName(name)
        return label

    def _build_layout(self) -> None:
        """Search details on the left; the graph and the review's verdict on the right."""
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.analyse_button)
        buttons.addWidget(self.move_now_button)
        buttons.addWidget(self.review_button)
        buttons.addStretch(1)
        details = QVBoxLayout()
        details.setSpacing(2)
        details.addLayout(buttons)
        details.addWidget(self.source)
        details.addWidget(self.score)
        details.addWidget(self.lines_title)
        details.addWidget(self.lines)
        details.addWidget(self.proven)
        details.addWidget(self.search)
        details.addStretch(1)
        verdict = QHBoxLayout()
        verdict.setSpacing(6)
        verdict.addWidget(self.review_text, 1)
        verdict.addWidget(self.jump_button, 0, Qt.AlignmentFlag.AlignTop)
        graph_column = QVBoxLayout()
        graph_column.setSpacing(3)
        graph_column.addWidget(self.graph_title)
        graph_column.addWidget(self.graph, 1)
        graph_column.addLayout(verdict)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 8)
        row.setSpacing(14)
        row.addLayout(details, 3)
        row.addLayout(graph_column, 2)

    def _connect(self) -> None:
        controller = self.controller
        controller.game_started.connect(self.on_game_started)
        controller.state_changed.connect(self.on_state_changed)
        controller.thinking_started.connect(self.on_activity_changed)
        controller.thinking_finished.connect(self.on_activity_changed)
        controller.analysis_running_changed.connect(self.on_activity_changed)
        controller.evaluation_updated.connect(self.on_evaluation_updated)
        controller.game_over.connect(self.on_game_over)
        controller.move_played.connect(self.on_move_played)
        controller.review_progress.connect(self.on_review_progress)
        controller.review_finished.connect(self.on_review_finished)
        self.analyse_action.triggered.connect(self.on_analyse)
        self.analyse_button.clicked.connect(self.on_analyse)
        self.move_now_button.clicked.connect(controller.computer_turn.move_now)
        self.review_action.triggered.connect(self.start_review)
        self.review_button.clicked.connect(self.on_review)
        self.jump_button.clicked.connect(self.on_jump)
        self.review_text.linkActivated.connect(self.on_review_link)

    # --- controller signals -----------------------------------------------------------------

    @pyqtSlot()
    def on_game_started(self) -> None:
        self.shown = None
        spec = self.controller.spec
        self.graph_title.setText(graph_title(spec))
        self.on_move_played()
        self.on_state_changed()

    @pyqtSlot()
    @pyqtSlot(int, str)
    def on_move_played(self, _player: int = 0, _text: str = "") -> None:
        """A new move makes another game: the last review no longer applies."""
        self.review = None
        spec = self.controller.spec
        self._show_review_text(review_promise(spec, self.controller.advisor.review_available()))

    @pyqtSlot()
    def on_state_changed(self) -> None:
        evaluations = self.controller.advisor.evaluations()
        current = len(self.controller.moves)
        if self.shown is None or evaluations.get(self.shown.ply) is not self.shown:
            earlier = [ply for ply in evaluations if ply <= current]
            self.shown = evaluations[max(earlier)] if earlier else None
        self._show_when_seen()
        self.on_activity_changed()

    @pyqtSlot()
    @pyqtSlot(bool)
    def on_activity_changed(self, _running: bool = False) -> None:
        controller = self.controller
        game_on = controller.state.outcome() is None
        self.analyse_button.setText(analyse_button_text(controller.analysing))
        self.analyse_button.setEnabled(
            controller.analysing or (game_on and not controller.thinking)
        )
        self.analyse_action.setEnabled(game_on and not controller.thinking)
        self.move_now_button.setEnabled(controller.thinking)
        reviewable = controller.advisor.review_available() and bool(controller.moves)
        self.review_button.setText(review_button_text(controller.reviewing))
        self.review_button.setEnabled(controller.reviewing or reviewable)
        self.review_action.setEnabled(reviewable)
        if self.shown is not None:
            self.source.setText(self._source_text(self.shown))

    @pyqtSlot(object)
    def on_evaluation_updated(self, evaluation: Evaluation) -> None:
        self.shown = evaluation
        self._show_when_seen()

    @pyqtSlot(object)
    def on_game_over(self, outcome: Outcome) -> None:
        if self.isVisible() and self.review is None:
            self.start_review()

    @pyqtSlot(int, int)
    def on_review_progress(self, done: int, total: int) -> None:
        proving = proves_values(self.controller.spec)
        self._show_review_text(review_progress(done, total, proving))

    @pyqtSlot(object)
    def on_review_finished(self, review: Review | EstimateReview) -> None:
        self.review = review
        self.on_activity_changed()
        if isinstance(review, EstimateReview):
            self._show_estimate_review(review)
            return
        self._show_review_text(review_summary(review, self.controller.spec))
        mistake = review.mistake
        if mistake is not None:
            self.jump_button.setText(self.tr("Go to move {}").format(mistake.number))
            self.jump_button.setToolTip(
                translate(
                    "AnalysisPanel", "Show the position before move {number} ({move})"
                ).format(number=mistake.number, move=mistake.move_text)
            )
            self.jump_button.show()

    # --- the person's actions ---------------------------------------------------------------

    @pyqtSlot()
    def on_analyse(self) -> None:
        """Start an analysis of the current position, or stop the running one."""
        if self.controller.analysing:
            self.controller.advisor.stop_analysis()
        elif self.controller.advisor.request_analysis():
            self.source.setText(self.tr("ANALYSING…"))

    @pyqtSlot()
    def on_review(self) -> None:
        """Start a review of the game so far, or stop the running one."""
        if self.controller.reviewing:
            self.controller.advisor.cancel_review()
            self._show_review_text(self.tr("Review stopped."))
            self.on_activity_changed()
        else:
            self.start_review()

    @pyqtSlot()
    def on_jump(self) -> None:
        """Go to the position before the reviewed mistake."""
        if isinstance(self.review, EstimateReview):
            worst = self.review.worst
            if worst is not None:
                self.controller.go_to_ply(worst.ply)
        elif self.review is not None and self.review.mistake is not None:
            self.controller.go_to_ply(self.review.mistake.ply)

    @pyqtSlot(str)
    def on_review_link(self, link: str) -> None:
        """A marked move of the review (``ply:N``): go to the position before it."""
        self.controller.go_to_ply(int(link.removeprefix("ply:")))

    @pyqtSlot()
    def start_review(self) -> bool:
        """Review the game so far (again, when one runs); says why when it cannot."""
        controller = self.controller
        if not controller.advisor.review_available():
            self._show_review_text(review_unavailable(controller.spec))
            return False
        if not controller.advisor.request_review():
            self._show_review_text(self.tr("Play some moves first: there is nothing to review."))
            return False
        self.review = None
        self._show_review_text(self.tr("Reviewing…"))
        self.on_activity_changed()
        return True

    def showEvent(self, event: QShowEvent | None) -> None:
        super().showEvent(event)
        self._show_evaluation()
        self._refresh_graph()
        controller = self.controller
        finished = controller.state.outcome() is not None
        if finished and self.review is None and not controller.reviewing:
            self.start_review()

    # --- inside ---------------------------------------------------------------------------------

    def _show_estimate_review(self, review: EstimateReview) -> None:
        """The marked moves, the graph of the review's values and a jump to the worst move."""
        spec = self.controller.spec
        start = spec.new_state()
        unit = spec.review_grades.unit if spec.review_grades is not None else 1
        lines = [marked_line_words(line) for line in marked_lines(review, start, unit)]
        links = marked_move_links(review, lines)
        if review.cancelled:
            stopped = self.tr("Review stopped before the end.")
            lines, links = (stopped, *lines), [stopped, *links]
        if links:
            self._show_review_text("<br>".join(links[:REVIEW_LINES_SHOWN]), Qt.TextFormat.RichText)
            self.review_text.setToolTip("\n".join(lines))
        else:
            self._show_review_text(
                self.tr("No inaccuracies, mistakes or blunders: every move kept the value.")
            )
        self._refresh_graph()
        worst = review.worst
        if worst is not None and not review.cancelled:
            self.jump_button.setText(self.tr("Go to move {}").format(move_number(start, worst.ply)))
            self.jump_button.setToolTip(
                translate(
                    "AnalysisPanel", "Show the position before the move that lost most ({})"
                ).format(worst.move_text)
            )
            self.jump_button.show()

    def _show_review_text(
        self, text: str, text_format: Qt.TextFormat = Qt.TextFormat.PlainText
    ) -> None:
        """Say ``text`` about the review (a jump button is shown again only with a mistake);
        rich text links each marked move (``ply:N``) to the position before it."""
        self.review_text.setTextFormat(text_format)
        self.review_text.setText(text)
        self.review_text.setToolTip(text)
        self.review_text.setAccessibleDescription(plain_text(text, text_format))
        self.jump_button.hide()

    def _source_text(self, evaluation: Evaluation) -> str:
        title = self.tr(SOURCE_TITLES[evaluation.source])
        if evaluation.ply:
            where = self.tr("position after {}").format(said(plies_text(evaluation.ply)))
        else:
            where = self.tr("start")
        running = "" if evaluation.final else " · " + self.tr("running")
        algorithm = f" ({evaluation.result.algorithm})" if evaluation.result.algorithm else ""
        return f"{title}{algorithm} · {where}{running}".upper()

    def _show_when_seen(self) -> None:
        """Rebuild the evaluation's texts and the graph, only while the panel is visible
        (showing it rebuilds them): about 0.3 ms of the GUI thread per search report."""
        if self.isVisible():
            self._show_evaluation()
            self._refresh_graph()

    def _show_evaluation(self) -> None:
        evaluation = self.shown
        lines = (self.search, self.score, self.proven)
        if evaluation is None:
            self.source.setText(self.tr("NO SEARCH YET"))
            for label in lines:
                label.setText("")
            self.show_lines(())
        else:
            result = evaluation.result
            self.source.setText(self._source_text(evaluation))
            names = self.controller.spec.player_names
            self.score.setText(evaluation_line(evaluation, self.game_plugin, names))
            self.proven.setText(proven_text(evaluation))
            self.search.setText(search_summary(result))
            if self.isVisible():  # the lines are written when the panel is shown
                self.show_lines(analysis_lines(evaluation.state, result, self.line_count))
        for label in lines:
            label.setVisible(bool(label.text()))

    @pyqtSlot(QAction)
    def on_line_count_chosen(self, action: QAction) -> None:
        """Show the best ``action.data()`` lines of each analysis from now on (1..5)."""
        self.line_count = action.data()
        self._show_evaluation()

    def show_lines(self, lines: Sequence[AnalysisLine]) -> None:
        """Show ``lines`` (best first; scores from the first player's point of view) in the
        game's notation: the plug-in's (chess: pawns and mates from White's point of view)."""
        names = self.controller.spec.player_names
        rows, view = line_rows(lines, self.game_plugin, names)
        count = len(rows)
        self.lines_title.setText(lines_title(count))
        self.lines_title.setVisible(bool(rows))
        self.lines.set_lines(rows)
        self.lines.setToolTip(lines_tip(view))

    def _refresh_graph(self) -> None:
        controller = self.controller
        plies = len(controller.moves)
        names = controller.spec.player_names
        if isinstance(self.review, EstimateReview):  # the whole reviewed game
            values = self.review.first_player_values
            self.graph.set_points(estimate_points(values), len(values) - 1, plies, names)
        else:
            points = graph_points(controller.advisor.evaluations(), plies)
            self.graph.set_points(points, plies, plies, names)


def analysis_dock(panel: AnalysisPanel, window: QMainWindow) -> QDockWidget:
    """``panel`` in a dock at the bottom of ``window``, hidden until View > Analysis panel."""
    dock = QDockWidget(translate("AnalysisPanel", "Analysis"), window)
    dock.setObjectName("analysisDock")
    area = QScrollArea()  # a small window scrolls the panel rather than clipping the board
    area.setObjectName("panelArea")
    area.setWidget(panel)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setMinimumHeight(MIN_DOCK_HEIGHT)
    dock.setWidget(area)
    dock.setAllowedAreas(
        Qt.DockWidgetArea.BottomDockWidgetArea
        | Qt.DockWidgetArea.LeftDockWidgetArea
        | Qt.DockWidgetArea.RightDockWidgetArea
    )
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
    toggle = dock.toggleViewAction()
    if toggle is not None:
        toggle.setText(translate("AnalysisPanel", "Analysis &panel"))
        toggle.setShortcut(QKeySequence("Ctrl+Shift+A"))
        toggle.setToolTip(
            translate(
                "AnalysisPanel",
                "Depth, nodes, speed, best line and score of each search; the evaluation graph; "
                "the game review (Ctrl+Shift+A)",
            )
        )
    dock.hide()
    return dock
