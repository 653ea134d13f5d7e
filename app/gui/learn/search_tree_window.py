"""The "Search tree" window: watch minimax, alpha-beta or MCTS explore the current position.

A :class:`TreeWorker` runs one search with a :class:`engine.tree.TreeRecorder` on the
window's own ``QThread``; the window then shows the recorded tree in a ``QTreeView``
(move, value from the side to move there, window, and what happened: bound, horizon,
table, the cut-off's reason; cut branches greyed; the principal variation highlighted)
and replays the search event by event (Back, Next, Play) with the board showing the
current node's position.  Closing the window cancels the search and waits for its thread.

Entry point for the main window: ``SearchTreeWindow(spec, state, moves, parent)``.
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PyQt6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QModelIndex,
    QObject,
    Qt,
    QThread,
    QTimer,
    pyqtSignal,
    pyqtSlot,
)
from PyQt6.QtGui import QCloseEvent
from PyQt6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from app.gui.board.view import BoardView
from app.gui.learn.search_tree_diagram import TreeDiagram
from app.gui.learn.search_tree_model import SearchTreeModel, move_words, node_state, step_text
from app.gui.session.worker_thread import StopsWithParent, WorkerThread
from app.gui.texts import game_title, side_name
from engine.search import Limits, SearchResult
from engine.tree import TREE_ALGORITHMS, TreeNode, TreeRecorder, record_search
from engine.tree_format import score_text
from games.base import BoardState, GameSpec

translate = QCoreApplication.translate

log = logging.getLogger(__name__)

DEFAULT_DEPTH = 3
DEFAULT_PLAYOUTS = 200
SEARCH_NODES = 200_000
"""A search stops here (the last completed iteration stands), so a big board stays quick."""
PLAY_MILLISECONDS = 250
ALGORITHM_TITLES = {
    "minimax": QT_TRANSLATE_NOOP("SearchTreeWindow", "Minimax"),
    "alphabeta": QT_TRANSLATE_NOOP("SearchTreeWindow", "Alpha-beta"),
    "alphabeta-ordered": QT_TRANSLATE_NOOP("SearchTreeWindow", "Alpha-beta + move ordering"),
    "alphabeta-table": QT_TRANSLATE_NOOP("SearchTreeWindow", "Alpha-beta + ordering + table"),
    "mcts": QT_TRANSLATE_NOOP("SearchTreeWindow", "Monte Carlo tree search"),
}


@dataclass(frozen=True)
class TreeJob:
    job_id: int
    spec: GameSpec
    state: BoardState
    algorithm: str
    limits: Limits
    stop: threading.Event = field(default_factory=threading.Event)


class TreeWorker(QObject):
    """Runs recorded searches off the GUI thread; never touches widgets."""

    finished = pyqtSignal(int, object, object)
    """``(job_id, SearchResult, TreeRecorder)``."""
    failed = pyqtSignal(int, str)

    @pyqtSlot(object)
    def run(self, job: TreeJob) -> None:
        try:
            result, recorder = record_search(
                job.algorithm,
                job.state,
                job.limits,
                job.spec.heuristic,
                job.spec.order_moves,
                random.Random(0),
                stop=job.stop,
            )
        except Exception as error:
            log.exception("recorded search %d failed", job.job_id)
            self.failed.emit(
                job.job_id, self.tr("The search could not be recorded: {}").format(error)
            )
            return
        self.finished.emit(job.job_id, result, recorder)


class SearchTreeWindow(StopsWithParent, QDialog):
    """The search tree of one position; all signal connections are made in ``__init__``."""

    _run_requested = pyqtSignal(object)

    def __init__(
        self,
        spec: GameSpec,
        state: BoardState,
        moves: Sequence[str] = (),
        parent: QWidget | None = None,
        *,
        algorithm: str = "alphabeta",
        depth: int = DEFAULT_DEPTH,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("SearchTreeWindow", "Search tree"))
        self.spec, self.state, self.moves = spec, state, tuple(moves)
        self.recorder: TreeRecorder | None = None
        self.result: SearchResult | None = None
        self.model: SearchTreeModel | None = None
        self._job: TreeJob | None = None
        self._next_job_id = 1
        self.focus: tuple[Any, ...] | None = None
        """Moves from the root to the node to select when a search finishes (the Learn
        course points at a cut-off this way); ``None``: the replay's start."""

        side = side_name(spec, state.to_move)
        heading = QLabel(
            translate("SearchTreeWindow", "{game} after {moves}: {side} to move").format(
                game=game_title(spec), moves=" ".join(self.moves), side=side
            )
            if self.moves
            else translate("SearchTreeWindow", "{game} at the start: {side} to move").format(
                game=game_title(spec), side=side
            )
        )
        heading.setObjectName("gameTitle")
        self.algorithm_box = QComboBox()
        for name in TREE_ALGORITHMS:
            self.algorithm_box.addItem(translate("SearchTreeWindow", ALGORITHM_TITLES[name]), name)
        self.algorithm_box.setCurrentIndex(TREE_ALGORITHMS.index(algorithm))
        self.depth_box = QSpinBox()
        self.depth_box.setRange(1, 12)
        self.depth_box.setValue(depth)
        self.depth_box.setPrefix(translate("SearchTreeWindow", "depth "))
        self.playouts_box = QSpinBox()
        self.playouts_box.setRange(1, 20_000)
        self.playouts_box.setValue(DEFAULT_PLAYOUTS)
        self.playouts_box.setSuffix(translate("SearchTreeWindow", " playouts"))
        self.search_button = QPushButton(translate("SearchTreeWindow", "&Search"))
        self.iteration_box = QComboBox()
        self.iteration_box.setToolTip(
            translate("SearchTreeWindow", "Iterative deepening searches 1, 2, ... plies: pick one")
        )
        controls = QHBoxLayout()
        for widget in (self.algorithm_box, self.depth_box, self.playouts_box, self.search_button):
            controls.addWidget(widget)
        controls.addStretch(1)
        controls.addWidget(QLabel(translate("SearchTreeWindow", "Show:")))
        controls.addWidget(self.iteration_box)
        self.status = QLabel()
        self.status.setWordWrap(True)

        self.view = QTreeView()
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.view.setAccessibleName(translate("SearchTreeWindow", "Search tree"))
        self.diagram = TreeDiagram()
        self.tabs = QTabWidget()
        self.tabs.addTab(self.view, translate("SearchTreeWindow", "&Tree"))
        self.tabs.addTab(self.diagram, translate("SearchTreeWindow", "&Diagram"))
        self.board = BoardView()
        self.board.setMinimumSize(220, 200)
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.step_label = QLabel()
        self.step_label.setWordWrap(True)
        self.step_label.setMinimumHeight(70)
        self.step_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.back_button = QPushButton(translate("SearchTreeWindow", "◀ &Back"))
        self.next_button = QPushButton(translate("SearchTreeWindow", "&Next ▶"))
        self.play_button = QPushButton(translate("SearchTreeWindow", "&Play"))
        self.all_button = QPushButton(translate("SearchTreeWindow", "&Finished tree"))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName(translate("SearchTreeWindow", "Replay step"))
        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_MILLISECONDS)
        steps = QHBoxLayout()
        for button in (self.back_button, self.next_button, self.play_button):
            steps.addWidget(button)
        side_panel = QWidget()
        side_column = QVBoxLayout(side_panel)
        side_column.setContentsMargins(0, 0, 0, 0)
        side_column.addWidget(self.board, 1)
        side_column.addWidget(self.step_label)
        side_column.addWidget(self.slider)
        side_column.addLayout(steps)
        side_column.addWidget(self.all_button)
        splitter = QSplitter()
        splitter.addWidget(self.tabs)
        splitter.addWidget(side_panel)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([600, 280])
        column = QVBoxLayout(self)
        column.addWidget(heading)
        column.addLayout(controls)
        column.addWidget(self.status)
        column.addWidget(splitter, 1)
        self.resize(900, 650)

        self._worker = TreeWorker()
        self._thread = WorkerThread(self, self._worker, "plyboard-search-tree")
        self._run_requested.connect(self._worker.run)
        self._worker.finished.connect(self.on_finished)
        self._worker.failed.connect(self.on_failed)
        self.search_button.clicked.connect(self.on_search)
        self.algorithm_box.currentIndexChanged.connect(self.on_algorithm_changed)
        self.iteration_box.currentIndexChanged.connect(self.on_iteration_changed)
        self.back_button.clicked.connect(self.on_back)
        self.next_button.clicked.connect(self.on_next)
        self.play_button.clicked.connect(self.on_play)
        self.all_button.clicked.connect(self.on_show_all)
        self.slider.valueChanged.connect(self.on_slider_moved)
        self.timer.timeout.connect(self.on_next)
        self.view.clicked.connect(self.on_node_clicked)
        if parent is not None:
            parent.installEventFilter(self)

        self._show_position(state)
        self.on_algorithm_changed()
        if state.outcome() is not None:
            self.status.setText(
                translate("SearchTreeWindow", "The game is over: there is nothing to search.")
            )
            self.search_button.setEnabled(False)
        else:
            self.on_search()

    # --- searching ----------------------------------------------------------------

    @property
    def running(self) -> bool:
        """Whether a search is under way (tests wait on it)."""
        return self._job is not None

    @property
    def algorithm(self) -> str:
        return self.algorithm_box.currentData()

    @pyqtSlot()
    def on_algorithm_changed(self) -> None:
        mcts = self.algorithm == "mcts"
        self.depth_box.setVisible(not mcts)
        self.playouts_box.setVisible(mcts)

    @pyqtSlot()
    def on_search(self) -> None:
        if self.running:
            return
        if self.algorithm == "mcts":
            limits = Limits(nodes=self.playouts_box.value())
        else:
            limits = Limits(depth=self.depth_box.value(), nodes=SEARCH_NODES)
        self._thread.start()  # only once there is something to search
        self._job = TreeJob(self._next_job_id, self.spec, self.state, self.algorithm, limits)
        self._next_job_id += 1
        self.search_button.setEnabled(False)
        self.status.setText(
            translate("SearchTreeWindow", "Searching with {}…").format(
                translate("SearchTreeWindow", ALGORITHM_TITLES[self.algorithm]).lower()
            )
        )
        self._run_requested.emit(self._job)

    @pyqtSlot(int, object, object)
    def on_finished(self, job_id: int, result: SearchResult, recorder: TreeRecorder) -> None:
        if self._job is None or self._job.job_id != job_id:
            return
        self._job = None
        self.search_button.setEnabled(True)
        self.result, self.recorder = result, recorder
        side = self.spec.player_names[self.state.to_move]
        best = move_words(self.state, result.best_move)
        if recorder.playouts:
            work = f"{recorder.playouts:,} playouts, {recorder.nodes_seen:,} nodes in the tree"
        else:
            work = f"{result.nodes:,} nodes over iterations 1 to {result.depth}"
        text = f"{work}. Value {score_text(result.score)} for {side}, best move {best}."
        if recorder.note:
            text += f" Note: {recorder.note}."
        self.status.setText(text)
        self.iteration_box.blockSignals(True)
        self.iteration_box.clear()
        for record in recorder.iterations:
            if recorder.playouts:
                label = "the tree"
            else:
                label = f"depth {record.depth}" + ("" if record.completed else " (stopped)")
                label += " (dropped)" if record.dropped else ""
            self.iteration_box.addItem(label)
        self.iteration_box.setCurrentIndex(recorder.iterations.index(recorder.shown_iteration()))
        self.iteration_box.blockSignals(False)
        self.on_iteration_changed()
        focused = self.focused_node()
        if focused is not None:
            self.on_show_all()
            self.show_node(focused)

    def focused_node(self) -> TreeNode | None:
        """The node :attr:`focus` names in the tree shown, if it was recorded."""
        if self.focus is None or self.model is None:
            return None
        return next((node for node in self.model.root.walk() if node.path() == self.focus), None)

    @pyqtSlot(int, str)
    def on_failed(self, job_id: int, message: str) -> None:
        if self._job is not None and self._job.job_id == job_id:
            self._job = None
            self.search_button.setEnabled(True)
            self.status.setText(message)

    @pyqtSlot()
    def on_iteration_changed(self) -> None:
        if self.recorder is None or self.iteration_box.currentIndex() < 0:
            return
        self.timer.stop()
        self.model = SearchTreeModel(self.recorder, self.iteration_box.currentIndex(), self.state)
        self.view.setModel(self.model)
        header = self.view.header()
        if header is not None:
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setStretchLastSection(True)
        self.view.expandToDepth(1)
        self.slider.blockSignals(True)
        self.slider.setRange(0, max(0, len(self.model.steps) - 1))
        self.slider.setValue(self.slider.maximum())
        self.slider.blockSignals(False)
        self.on_show_all()

    # --- replay -------------------------------------------------------------------

    @property
    def step(self) -> int | None:
        return None if self.model is None else self.model.step

    def show_step(self, step: int | None) -> None:
        """Show the tree after event ``step`` (``None``: finished) and its node's position."""
        if self.model is None:
            return
        if step is not None:
            step = max(0, min(step, len(self.model.steps) - 1))
        self.model.set_step(step)
        self.view.viewport().update()  # type: ignore[union-attr]
        if step is None:
            self.step_label.setText(
                translate(
                    "SearchTreeWindow",
                    "The finished tree: the principal variation is highlighted; ✂ rows are the "
                    "moves a cut-off left unsearched; ≥ and ≤ mark bounds; win@N is a win N plies "
                    "from the root. Press Next or Play to replay the search.",
                )
            )
            self.show_node(self.model.root)
        else:
            current = self.model.steps[step]
            self.step_label.setText(
                translate("SearchTreeWindow", "Step {step} of {steps}: {what}").format(
                    step=step + 1, steps=len(self.model.steps), what=step_text(current, self.state)
                )
            )
            self.show_node(current.node)
            self.slider.blockSignals(True)
            self.slider.setValue(step)
            self.slider.blockSignals(False)
        self.back_button.setEnabled(step is None or step > 0)
        self.next_button.setEnabled(step is None or step < len(self.model.steps) - 1)

    def show_node(self, node: TreeNode) -> None:
        """Select ``node`` in the tree and draw its position."""
        if self.model is None:
            return
        index = self.model.index_of(node)
        self.view.setCurrentIndex(index)
        self.view.scrollTo(index)
        self.diagram.show_node(self.model, node)
        position = node_state(self.state, node)
        self._show_position(position)
        last = () if node.parent is None else self._cells(node)
        self.board.set_highlights(last, position.winning_cells())

    def _cells(self, node: TreeNode) -> tuple[int, ...]:
        assert node.parent is not None
        before = node_state(self.state, node.parent)
        return tuple(before.move_cells(node.move))

    @pyqtSlot()
    def on_next(self) -> None:
        if self.model is None:
            return
        step = 0 if self.step is None else self.step + 1
        if step >= len(self.model.steps):
            self.timer.stop()
            self.play_button.setText(translate("SearchTreeWindow", "&Play"))
            return
        self.show_step(step)

    @pyqtSlot()
    def on_back(self) -> None:
        if self.model is None:
            return
        self.show_step(len(self.model.steps) - 1 if self.step is None else self.step - 1)

    @pyqtSlot()
    def on_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
            self.play_button.setText(translate("SearchTreeWindow", "&Play"))
        else:
            self.timer.start()
            self.play_button.setText(translate("SearchTreeWindow", "&Pause"))

    @pyqtSlot()
    def on_show_all(self) -> None:
        self.timer.stop()
        self.play_button.setText(translate("SearchTreeWindow", "&Play"))
        self.show_step(None)

    @pyqtSlot(int)
    def on_slider_moved(self, value: int) -> None:
        self.show_step(value)

    @pyqtSlot(QModelIndex)
    def on_node_clicked(self, index: QModelIndex) -> None:
        item = index.internalPointer()
        if isinstance(item, TreeNode) and self.model is not None:
            self.diagram.show_node(self.model, item)
            position = node_state(self.state, item)
            self._show_position(position)
            last = () if item.parent is None else self._cells(item)
            self.board.set_highlights(last, position.winning_cells())

    @property
    def worker_thread(self) -> QThread:
        return self._thread.thread

    # --- closing --------------------------------------------------------------------

    def shutdown(self) -> None:
        """Cancel the search and wait for the worker thread to end (idempotent)."""
        self.timer.stop()
        if self._job is not None:
            self._job.stop.set()
            self._job = None
        self._thread.stop()

    def closeEvent(self, event: QCloseEvent | None) -> None:
        """Also a window closed while hidden stops its worker."""
        self.shutdown()
        super().closeEvent(event)

    def _show_position(self, position: BoardState) -> None:
        """Draw ``position`` on the board as its game draws it (chess pieces for chess)."""
        spec = self.spec
        self.board.set_position(position, spec.player_names, spec.family or spec.name)
