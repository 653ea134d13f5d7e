"""The "Compare algorithms" window: minimax, alpha-beta and MCTS on the current position.

The comparison itself is :func:`app.compare.compare` (the same as ``plyboard
compare``); a :class:`CompareWorker` runs it on the window's own ``QThread`` and
reports each engine's row as it finishes, so the table and the bar chart fill in
while the window stays responsive.  The first run uses a depth and an MCTS cap
measured to finish in a few seconds (:func:`app.compare.suggest_settings`).
Cancel, Close, Escape and closing the main window set the stop event and wait
for the thread: no worker outlives the window.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from PyQt6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QObject,
    QRectF,
    Qt,
    QThread,
    pyqtSignal,
    pyqtSlot,
)
from PyQt6.QtGui import QPainter, QPaintEvent, QPalette
from PyQt6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.gui.learn.chart import ChartColours, paint_nodes_chart
from app.gui.reading_table import reading_table
from app.gui.session.worker_thread import StopsWithParent, WorkerThread
from app.gui.texts import game_title, said, side_name
from app.services.analysis import value_text
from app.services.compare import (
    DEFAULT_DEPTH,
    MAX_DEPTH,
    MCTS_BUDGETS,
    Row,
    Settings,
    compare,
    engine_names,
    estimate_work,
    position_text,
    suggest_settings,
)
from engine.search import is_proven
from games.base import BoardState, GameSpec

translate = QCoreApplication.translate

log = logging.getLogger(__name__)

HEADERS = (
    QT_TRANSLATE_NOOP("CompareDialog", "Algorithm"),
    QT_TRANSLATE_NOOP("CompareDialog", "Nodes"),
    QT_TRANSLATE_NOOP("CompareDialog", "Of minimax"),
    QT_TRANSLATE_NOOP("CompareDialog", "Time"),
    QT_TRANSLATE_NOOP("CompareDialog", "Move"),
    QT_TRANSLATE_NOOP("CompareDialog", "Score"),
)
"""The table's columns; the score's header names the side to move."""
MINIMUM_SIZE = (620, 600)
"""Pixels; below this the wrapped explanation and the chart's labels would be squeezed."""
NODES_COLUMN, SHARE_COLUMN, TIME_COLUMN, MOVE_COLUMN, SCORE_COLUMN = range(1, len(HEADERS))


@dataclass(frozen=True)
class CompareJob:
    """One comparison to run; ``depth`` ``None`` means "measure and suggest" (with the cap)."""

    job_id: int
    spec: GameSpec
    state: BoardState
    depth: int | None
    max_playouts: int
    stop: threading.Event = field(default_factory=threading.Event)


class CompareWorker(QObject):
    """Runs comparisons off the GUI thread; never touches widgets.  Signals carry the job id."""

    settings_chosen = pyqtSignal(int, object)
    """``(job_id, Settings)`` when the job asked for suggested settings."""
    row_ready = pyqtSignal(int, object)
    """``(job_id, Row)`` as each engine finishes."""
    finished = pyqtSignal(int)
    """``job_id`` at the end, after the last row (also when cancelled)."""
    failed = pyqtSignal(int, str)

    @pyqtSlot(object)
    def run(self, job: CompareJob) -> None:
        if job.stop.is_set():
            self.finished.emit(job.job_id)
            return
        try:
            depth, max_playouts = job.depth, job.max_playouts
            if depth is None:
                suggested = suggest_settings(estimate_work(job.spec, job.state))
                self.settings_chosen.emit(job.job_id, suggested)
                depth, max_playouts = suggested.depth, suggested.max_playouts
            compare(
                job.spec,
                job.state,
                depth,
                max_playouts=max_playouts,
                stop=job.stop,
                on_row=lambda row: self.row_ready.emit(job.job_id, row),
            )
        except Exception as error:
            log.exception("comparison %d failed", job.job_id)
            self.failed.emit(
                job.job_id, self.tr("The comparison could not be completed: {}").format(error)
            )
            return
        self.finished.emit(job.job_id)


class NodesChart(QWidget):
    """The bar chart of the rows so far (log scale), in the widget's palette."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.rows: tuple[Row, ...] = ()
        self.setMinimumHeight(230)

    def show_rows(self, title: str, rows: Sequence[Row]) -> None:
        self.title = title
        self.rows = tuple(rows)
        self.update()

    def paintEvent(self, event: QPaintEvent | None) -> None:
        palette = self.palette()
        colours = ChartColours(
            palette.color(QPalette.ColorRole.Base),
            palette.color(QPalette.ColorRole.Text),
            palette.color(QPalette.ColorRole.Mid),
        )
        painter = QPainter(self)
        try:
            paint_nodes_chart(painter, QRectF(self.rect()), self.title, self.rows, colours)
        finally:
            painter.end()


def score_text(score: int | None) -> str:
    """A tree search's score for the side to move: ``+37``, ``win in 5 plies``; MCTS: none."""
    if score is None:
        return "—"
    if is_proven(score):
        return value_text(score, True)
    return f"{score:+d}" if score else "0"


class CompareDialog(StopsWithParent, QDialog):
    """Runs the comparison on one position; all signal connections are made in ``__init__``."""

    _run_requested = pyqtSignal(object)

    def __init__(
        self,
        spec: GameSpec,
        state: BoardState,
        moves: Sequence[str] = (),
        parent: QWidget | None = None,
        *,
        depth: int | None = None,
    ) -> None:
        """``state`` is the position after ``moves`` (their texts, shown in the heading).

        The comparison starts at once: ``depth`` plies deep, or (``None``) at a depth
        and MCTS cap measured to take a few seconds.
        """
        super().__init__(parent)
        self.setWindowTitle(translate("CompareDialog", "Compare algorithms"))
        self.spec = spec
        self.state = state
        self.moves = tuple(moves)
        self.rows: list[Row] = []
        self.depth_used = 0
        self._job: CompareJob | None = None
        self._next_job_id = 1
        self._started = 0.0

        side = side_name(spec, state.to_move)
        self.heading = QLabel(
            translate("CompareDialog", "{game} {position}: {side} to move").format(
                game=game_title(spec), position=said(position_text(self.moves)), side=side
            )
        )
        self.heading.setObjectName("gameTitle")
        self.heading.setWordWrap(True)
        self.explanation = QLabel(
            translate(
                "CompareDialog",
                "Minimax, then alpha-beta alone, with move ordering, and with ordering and a "
                "transposition table search this position to the same depth; then MCTS gets "
                "more and more playouts until it picks alpha-beta's move.",
            )
        )
        self.explanation.setWordWrap(True)
        self.depth_box = QSpinBox()
        self.depth_box.setRange(1, MAX_DEPTH)
        self.depth_box.setValue(DEFAULT_DEPTH)
        self.depth_box.setToolTip(translate("CompareDialog", "How deep the tree searches look"))
        self.playouts_box = QComboBox()
        for playouts in MCTS_BUDGETS:
            self.playouts_box.addItem(f"{playouts:,}", playouts)
        self.playouts_box.setToolTip(
            translate("CompareDialog", "The most playouts MCTS is given to find alpha-beta's move")
        )
        self.run_button = QPushButton(translate("CompareDialog", "&Run"))
        self.cancel_button = QPushButton(translate("CompareDialog", "&Cancel"))
        self.playouts_box.setCurrentIndex(len(MCTS_BUDGETS) - 1)
        controls = QHBoxLayout()
        for text, box in (
            (translate("CompareDialog", "&Depth (plies):"), self.depth_box),
            (translate("CompareDialog", "MCTS &playouts up to:"), self.playouts_box),
        ):
            label = QLabel(text)
            label.setBuddy(box)
            controls.addWidget(label)
            controls.addWidget(box)
            controls.addSpacing(12)
        controls.addStretch(1)
        controls.addWidget(self.run_button)
        controls.addWidget(self.cancel_button)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.table = self._make_table(side)
        self.chart = NodesChart()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        column = QVBoxLayout(self)
        column.addWidget(self.heading)
        column.addWidget(self.explanation)
        column.addLayout(controls)
        column.addWidget(self.status)
        column.addWidget(self.table)
        column.addWidget(self.chart, 1)
        column.addWidget(self.buttons)
        self.setMinimumSize(MINIMUM_SIZE[0], MINIMUM_SIZE[1])
        self.resize(820, 640)

        self._worker = CompareWorker()
        self._thread = WorkerThread(self, self._worker, "plyboard-compare")
        self._run_requested.connect(self._worker.run)
        self._worker.settings_chosen.connect(self.on_settings_chosen)
        self._worker.row_ready.connect(self.on_row_ready)
        self._worker.finished.connect(self.on_finished)
        self._worker.failed.connect(self.on_failed)
        self.run_button.clicked.connect(self.on_run)
        self.cancel_button.clicked.connect(self.cancel)
        self.buttons.rejected.connect(self.reject)
        if parent is not None:
            parent.installEventFilter(self)
        self._thread.start()

        outcome = state.outcome()
        if outcome is not None:
            self.status.setText(
                translate("CompareDialog", "The game is over: there is no move to search for.")
            )
            self.run_button.setEnabled(False)
            self.cancel_button.setEnabled(False)
            self.depth_box.setEnabled(False)
            self.playouts_box.setEnabled(False)
        else:
            self._start(depth, MCTS_BUDGETS[-1])

    @staticmethod
    def _make_table(side: str) -> QTableWidget:
        """The results table; scores are for ``side``, the side to move."""
        score = translate("CompareDialog", "Score for {}").format(side)
        headers = [translate("CompareDialog", header) for header in HEADERS[:-1]]
        table = reading_table([*headers, score])
        table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return table

    # --- running ------------------------------------------------------------------

    @property
    def running(self) -> bool:
        """Whether a comparison is under way (tests wait on it)."""
        return self._job is not None

    def _start(self, depth: int | None, max_playouts: int) -> None:
        self._job = CompareJob(self._next_job_id, self.spec, self.state, depth, max_playouts)
        self._next_job_id += 1
        self._started = time.perf_counter()
        self.rows = []
        self._fill_pending_rows()
        if depth is None:
            self.status.setText(
                translate(
                    "CompareDialog", "Measuring the position to choose a depth that takes seconds…"
                )
            )
        else:
            self._show_settings(Settings(depth, max_playouts))
            self._searching(depth)
        self._refresh_controls()
        self._run_requested.emit(self._job)

    def _searching(self, depth: int) -> None:
        self.depth_used = depth
        names = engine_names(self.spec)
        if len(self.rows) < len(names):
            self.status.setText(
                translate("CompareDialog", "Searching with {engine}, depth {depth}…").format(
                    engine=names[len(self.rows)], depth=depth
                )
            )
            self._set_cell(len(self.rows), NODES_COLUMN, translate("CompareDialog", "searching…"))
        self.chart.show_rows(self._title(), self.rows)

    def _title(self) -> str:
        return translate("CompareDialog", "{game} {position}, depth {depth}").format(
            game=game_title(self.spec),
            position=said(position_text(self.moves)),
            depth=self.depth_used,
        )

    def _fill_pending_rows(self) -> None:
        names = engine_names(self.spec)
        self.table.setRowCount(len(names))
        for number, name in enumerate(names):
            self._set_cell(number, 0, name)
            for column in range(1, len(HEADERS)):
                self._set_cell(number, column, "")
        self.chart.show_rows("", ())

    def _set_cell(self, row: int, column: int, text: str) -> None:
        item = QTableWidgetItem(text)
        if column != 0:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table.setItem(row, column, item)

    def _refresh_controls(self) -> None:
        self.run_button.setEnabled(not self.running)
        self.cancel_button.setEnabled(self.running)

    @pyqtSlot()
    def on_run(self) -> None:
        if self.running:
            return
        self._start(self.depth_box.value(), self.playouts_box.currentData())

    @pyqtSlot()
    def cancel(self) -> None:
        """Stop the running comparison (the worker returns within milliseconds)."""
        if self._job is not None:
            self._job.stop.set()
            self._job = None
            self.status.setText(translate("CompareDialog", "Cancelled. Press Run to start again."))
            for number in range(len(self.rows), self.table.rowCount()):
                self._set_cell(number, NODES_COLUMN, "cancelled")
            self._refresh_controls()

    def shutdown(self) -> None:
        """Cancel and wait for the worker thread to end (idempotent)."""
        self.cancel()
        self._thread.stop()

    @property
    def worker(self) -> CompareWorker:
        return self._worker

    @property
    def worker_thread(self) -> QThread:
        return self._thread.thread

    # --- worker answers -----------------------------------------------------------

    def _current(self, job_id: int) -> bool:
        return self._job is not None and self._job.job_id == job_id

    @pyqtSlot(int, object)
    def on_settings_chosen(self, job_id: int, settings: Settings) -> None:
        if not self._current(job_id):
            return
        self._show_settings(settings)
        self._searching(settings.depth)

    def _show_settings(self, settings: Settings) -> None:
        self.depth_box.setValue(settings.depth)
        self.playouts_box.setCurrentIndex(self.playouts_box.findData(settings.max_playouts))

    @pyqtSlot(int, object)
    def on_row_ready(self, job_id: int, row: Row) -> None:
        if not self._current(job_id):
            return
        number = len(self.rows)
        self.rows.append(row)
        self._set_cell(number, 0, row.engine)
        if row.is_mcts:
            self._set_cell(number, NODES_COLUMN, f"{row.nodes:,} playouts")
            self._set_cell(number, SHARE_COLUMN, "—")
        else:
            self._set_cell(number, NODES_COLUMN, f"{row.nodes:,}")
            self._set_cell(number, SHARE_COLUMN, f"{row.nodes / (self.rows[0].nodes or 1):.1%}")
        self._set_cell(number, TIME_COLUMN, f"{row.seconds:.3f} s")
        self._set_cell(number, MOVE_COLUMN, row.best)
        self._set_cell(number, SCORE_COLUMN, score_text(row.score))
        self._searching(self.depth_used)

    @pyqtSlot(int)
    def on_finished(self, job_id: int) -> None:
        if not self._current(job_id):
            return
        self._job = None
        seconds = time.perf_counter() - self._started
        self.status.setText(
            translate(
                "CompareDialog",
                "Done in {seconds} s. Change the depth or the MCTS playouts and press Run "
                "to compare again.",
            ).format(seconds=f"{seconds:.1f}")
        )
        self._refresh_controls()

    @pyqtSlot(int, str)
    def on_failed(self, job_id: int, message: str) -> None:
        if not self._current(job_id):
            return
        self._job = None
        self.status.setText(message)
        self._refresh_controls()

    # --- closing --------------------------------------------------------------------
