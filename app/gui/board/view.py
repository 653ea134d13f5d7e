"""The board widget: shows any game's :class:`~games.base.BoardLayout` and pieces.

It knows nothing about rules.  The window tells it the position, which cells to
highlight (last move, winning cells, a selection and its targets, a hint, per-move
scores) and when to flash a cell red for an illegal click; it reports clicks as
cell indices.  The keyboard works too: the arrow keys move a cursor (a focus ring)
from cell to cell, Enter or Space clicks the cell under it, Esc cancels.

The drawing itself is :mod:`app.gui.board.drawing`'s (one drawing per kind of
board) and :mod:`app.gui.board.pieces`'s; this widget keeps what is marked, the
mouse and keyboard, and the move and flash animations (a click or key on the board, or a
new position, ends a move's animation at once).
Arrows and circles drawn with the right button are :mod:`app.gui.board.annotations`'
(the board shows and reports them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from PyQt6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QPoint,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    pyqtSignal,
)
from PyQt6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PyQt6.QtWidgets import QWidget

from app.gui import style
from app.gui.board.annotations import MarkPen, paint_marks
from app.gui.board.cursor import ARROW_DIRECTIONS, CLICK_KEYS, central_cell, step
from app.gui.board.drawing import BoardDrawing, BoardScene, Frame
from app.gui.board.kinds import drawing_for
from app.gui.board.motion import Motion
from app.gui.board.pieces import PieceIcons
from app.gui.board.themes import DEFAULT_LOOKS, BoardLooks
from app.services.marks import NO_MARKS, Mark, Marks
from games.base import BoardLayout, BoardState, Piece

translate = QCoreApplication.translate

FLASH_MILLISECONDS = 600
"""How long an illegal click's red flash takes to fade."""


def repainting(
    widget: QWidget, start: float, end: float, milliseconds: int, curve: QEasingCurve.Type
) -> QVariantAnimation:
    """A value animation from ``start`` to ``end`` that repaints ``widget`` as it runs."""
    animation = QVariantAnimation(widget)
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setDuration(milliseconds)
    animation.setEasingCurve(curve)
    animation.valueChanged.connect(widget.update)
    return animation


class BoardView(QWidget):
    """Paints a position and turns mouse clicks into cell indices."""

    cell_clicked = pyqtSignal(int)
    cancel_requested = pyqtSignal()
    """Esc was pressed on the board (drop a selection)."""
    refused = pyqtSignal(int)
    """A click or drop on this cell was refused: it flashes red (an illegal attempt)."""
    cursor_moved = pyqtSignal(int)
    """The keyboard cursor moved to this cell."""
    marks_drawn = pyqtSignal(object)
    """The person drew or took off an arrow or a circle: the :class:`Marks` shown now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(260, 220)
        self.setAccessibleName(translate("BoardView", "Board"))
        self.colours = style.LIGHT
        """The palette the board paints with (see :meth:`set_palette`)."""
        self.looks = DEFAULT_LOOKS
        """The board theme and stone style it paints with (see :meth:`set_looks`)."""
        self._layout: BoardLayout | None = None
        """The layout drawn: the position's, without its coordinates when they are hidden."""
        self._full_layout: BoardLayout | None = None
        self._coordinates = True
        self._pieces: tuple[Piece | None, ...] = ()
        self._player_names: tuple[str, str] = ("", "")
        self._last_move: tuple[int, ...] = ()
        self._winning: tuple[int, ...] = ()
        self._selection: tuple[int, ...] = ()
        self._pressed: int | None = None
        """The cell the left button went down on, until it comes up."""
        self._targets: tuple[int, ...] = ()
        self._clickable: frozenset[int] = frozenset()
        self._aliases: dict[int, int] = {}
        self._hover: int | None = None
        self._cursor: int | None = None
        self._hint: tuple[int, ...] = ()
        self._forbidden: tuple[int, ...] = ()
        self._score_labels: dict[int, str] = {}
        self._move_numbers: dict[int, int] = {}
        self._flash_cell: int | None = None
        self._flash = repainting(self, 1.0, 0.0, FLASH_MILLISECONDS, QEasingCurve.Type.InQuad)
        self._flash.finished.connect(self._end_flash)
        self._icons = PieceIcons(self)
        self._drawing: BoardDrawing | None = None
        """How the board looks: chosen by the game or the kind of board (see
        :func:`~app.gui.board.kinds.drawing_for`)."""
        self._motion: Motion | None = None
        """What the move just shown moves, while its animation runs."""
        self._motion_progress = repainting(self, 0.0, 1.0, 1, QEasingCurve.Type.Linear)
        self._motion_progress.finished.connect(self.finish_animation)
        self._marks = NO_MARKS
        self._engine_marks = NO_MARKS
        self._pen = MarkPen(self, self.cell_at, self._on_mark)

    # --- what the window sets ---------------------------------------------------

    def set_position(
        self, state: BoardState, player_names: tuple[str, str], game: str = ""
    ) -> None:
        """Show ``state``; clears the selection (highlights are set separately).

        ``game`` (a registry name) picks the game's own drawing when it has one.
        """
        self._full_layout = state.layout()
        layout = self._shown_layout(self._full_layout)
        if self._layout is None or layout.centres != self._layout.centres:
            self._cursor = None
        self._layout = layout
        drawing = drawing_for(layout, self._icons, game)
        if type(drawing) is not type(self._drawing):  # else keep the one whose frame is painted
            self._drawing = drawing
        self.finish_animation()
        self._pieces = tuple(state.pieces())
        self._forbidden = self.forbidden_cells(state)
        self._player_names = player_names
        self._selection = ()
        self._targets = ()
        self.update()

    def forbidden_cells(self, state: BoardState) -> tuple[int, ...]:
        """The empty cells the side to move may not play in ``state``, crossed on the board;
        none here (a game's own board may have them: renju)."""
        return ()

    def animate(self, motion: Motion, milliseconds: int) -> None:
        """Show the move to the position shown now as ``motion`` over ``milliseconds``,
        ending the animation running first (an empty motion shows nothing)."""
        self.finish_animation()
        if motion.empty:
            return
        self._motion = motion
        self._motion_progress.setDuration(max(1, milliseconds))
        self._motion_progress.start()

    def hold_animation(self, progress: float) -> None:
        """Stop the running animation at ``progress`` (0 to 1) until it is finished: a frame
        for tools and tests to look at."""
        if self._motion is None:
            return
        self._motion_progress.pause()
        self._motion_progress.setCurrentTime(round(progress * self._motion_progress.duration()))

    def animating(self) -> bool:
        """Whether a move's animation is running."""
        return self._motion is not None

    def finish_animation(self) -> None:
        """End the move's animation: every piece stands in place."""
        if self._motion is None:
            return
        self._motion_progress.stop()
        self._motion = None
        self.update()

    def set_highlights(self, last_move: Sequence[int], winning: Sequence[int]) -> None:
        """Mark the cells of the last move and the cells that won the game."""
        self._last_move = tuple(last_move)
        self._winning = tuple(winning)
        self.update()

    def winning_cells(self) -> tuple[int, ...]:
        """The cells marked as the ones that won the game."""
        return self._winning

    def set_selection(self, selection: Sequence[int], targets: Sequence[int]) -> None:
        """Mark the cells clicked so far for a move and where it may continue."""
        self._selection = tuple(selection)
        self._targets = tuple(targets)
        self.update()

    def set_clickable(self, cells: Sequence[int], aliases: Mapping[int, int] | None = None) -> None:
        """The cells a click means something on now (hovering them highlights them).

        ``aliases`` maps a cell to the cell a click on it stands for (Connect Four: any
        cell of a column to where the disc lands); hovering highlights the latter.
        """
        self._clickable = frozenset(cells)
        self._aliases = dict(aliases or {})
        self._update_cursor()
        self.update()

    def set_palette(self, palette: style.Palette) -> None:
        """Paint with ``palette`` from now on."""
        self.colours = palette
        self.update()

    def set_looks(self, looks: BoardLooks) -> None:
        """Paint with the theme and stone style of ``looks`` from now on."""
        self.looks = looks
        self.update()

    def set_hint(self, cells: Sequence[int]) -> None:
        """Mark the cells of a suggested move (empty: no hint)."""
        self._hint = tuple(cells)
        self.update()

    def set_marks(self, marks: Marks, engine: Marks = NO_MARKS) -> None:
        """Show the person's ``marks`` and the ``engine``'s best move (arrows, circles)."""
        self._marks, self._engine_marks = marks, engine
        self.update()

    @property
    def marks(self) -> Marks:
        return self._marks

    def _on_mark(self, mark: Mark | None) -> None:
        """A mark drawn with the right button (``None``: a right-click off the board)."""
        self.set_marks(NO_MARKS if mark is None else self._marks.toggled(mark), self._engine_marks)
        self.marks_drawn.emit(self._marks)

    def set_coordinates(self, shown: bool) -> None:
        """Draw the columns' and rows' names around the board, or not (the board grows)."""
        self._coordinates = shown
        if self._full_layout is not None:
            self._layout = self._shown_layout(self._full_layout)
        self.update()

    def _shown_layout(self, layout: BoardLayout) -> BoardLayout:
        if self._coordinates:
            return layout
        return replace(layout, column_labels=(), row_labels=())

    def set_move_numbers(self, numbers: Mapping[int, int]) -> None:
        """The move number to write on each cell's stone (empty: none)."""
        self._move_numbers = dict(numbers)
        self.update()

    def set_score_labels(self, labels: dict[int, str]) -> None:
        """Short score texts to draw on cells (the analysis overlay; empty: none)."""
        self._score_labels = dict(labels)
        self.update()

    @property
    def hint_cells(self) -> tuple[int, ...]:
        return self._hint

    @property
    def score_labels(self) -> dict[int, str]:
        return dict(self._score_labels)

    @property
    def cursor_cell(self) -> int | None:
        """The keyboard cursor's cell, once an arrow key was pressed."""
        return self._cursor

    def flash_cell(self, cell: int) -> None:
        """Flash ``cell`` red, fading out: the feedback for an illegal click."""
        self._flash_cell = cell
        self._flash.stop()
        self._flash.start()
        self.refused.emit(cell)

    @property
    def flashing_cell(self) -> int | None:
        """The cell being flashed red, while the flash lasts."""
        return self._flash_cell

    @property
    def selection(self) -> tuple[int, ...]:
        return self._selection

    @property
    def targets(self) -> tuple[int, ...]:
        return self._targets

    def hover_target(self) -> int | None:
        """The cell a click at the mouse would act on (highlighted), or ``None``."""
        if self._hover is None or self._hover not in self._clickable:
            return None
        return self._aliases.get(self._hover, self._hover)

    # --- geometry -----------------------------------------------------------------

    def cell_centre(self, cell: int) -> QPoint:
        """The widget pixel at the centre of ``cell`` (for clicks in tests and tools)."""
        frame = self._frame()
        if frame is None or self._layout is None:
            raise ValueError("the board shows no position yet")
        x, y = self._layout.centres[cell]
        return frame.point(x, y).toPoint()

    def cell_at(self, position: QPointF) -> int | None:
        """The cell under the widget pixel ``position``, or ``None``."""
        frame = self._frame()
        if frame is None or self._layout is None or self._drawing is None:
            return None
        x = (position.x() - frame.origin_x) / frame.unit
        y = (position.y() - frame.origin_y) / frame.unit
        return self._drawing.cell_at(self._layout, x, y)

    def frame_rect(self) -> QRectF | None:
        """The outer edge of the board's frame in widget pixels (``None``: nothing drawn)."""
        frame = self._frame()
        if frame is None or self._layout is None:
            return None
        return frame.outline(self._layout)

    def sizeHint(self) -> QSize:
        return QSize(560, 520)

    def _frame(self) -> Frame | None:
        if self._layout is None or self._drawing is None:
            return None
        return self._drawing.frame(self._layout, self.width(), self.height())

    # --- events ---------------------------------------------------------------------

    def event(self, event: QEvent | None) -> bool:
        """A press of a mouse button or a key ends a move's animation first: the person
        never waits for one."""
        if event is not None and event.type() in (
            QEvent.Type.MouseButtonPress,
            QEvent.Type.MouseButtonDblClick,
            QEvent.Type.KeyPress,
        ):
            self.finish_animation()
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent | None) -> None:
        if event is None or event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.position())
        self._pressed = cell
        if cell is not None:
            self.cell_clicked.emit(cell)

    def mouseReleaseEvent(self, event: QMouseEvent | None) -> None:
        """Dragging a selected piece to another cell drops it there (a second click)."""
        if event is None or event.button() != Qt.MouseButton.LeftButton:
            return
        cell = self.cell_at(event.position())
        pressed, self._pressed = self._pressed, None
        if cell is not None and cell != pressed and self._selection:
            self.cell_clicked.emit(cell)

    def mouseMoveEvent(self, event: QMouseEvent | None) -> None:
        if event is None:
            return
        cell = self.cell_at(event.position())
        if cell != self._hover:
            self._hover = cell
            names = self._layout.cell_names if self._layout is not None else ()
            self.setToolTip(names[cell] if cell is not None else "")
            self._update_cursor()
            self.update()

    def leaveEvent(self, event: object) -> None:
        self._hover = None
        self.update()

    def keyPressEvent(self, event: QKeyEvent | None) -> None:
        if event is None or self._layout is None or not self._layout.centres:
            super().keyPressEvent(event)
            return
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.cancel_requested.emit()
        elif key in ARROW_DIRECTIONS:
            start, centres = self._cursor, self._layout.centres
            direction = ARROW_DIRECTIONS[key]
            self._cursor = (
                central_cell(self._layout) if start is None else step(centres, start, direction)
            )
            self.update()
            self.cursor_moved.emit(self._cursor)
        elif key in CLICK_KEYS:
            if self._cursor is None:
                self._cursor = central_cell(self._layout)
                self.cursor_moved.emit(self._cursor)
            self.update()
            self.cell_clicked.emit(self._cursor)
        else:
            super().keyPressEvent(event)

    def _update_cursor(self) -> None:
        pointing = self._hover is not None and self._hover in self._clickable
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if pointing else Qt.CursorShape.ArrowCursor
        )

    def _end_flash(self) -> None:
        self._flash_cell = None
        self.update()

    # --- painting ---------------------------------------------------------------------

    def scene(self) -> BoardScene | None:
        """What the board shows now, for its drawing; ``None`` before a position is set."""
        if self._layout is None:
            return None
        motion = self._motion
        return BoardScene(
            layout=self._layout,
            pieces=self._pieces if motion is None else motion.still_pieces(self._pieces),
            player_names=self._player_names,
            palette=self.colours,
            font=self.font(),
            last_move=self._last_move,
            winning=self._winning,
            selection=self._selection,
            targets=self._targets,
            hint=self._hint,
            score_labels=self._score_labels,
            hover=self.hover_target(),
            flash_cell=self._flash_cell,
            flash_strength=float(self._flash.currentValue() or 0.0),
            motion=motion,
            motion_progress=float(self._motion_progress.currentValue() or 0.0),
            cursor=self._cursor if self.hasFocus() else None,
            forbidden=self._forbidden,
            move_numbers=self._move_numbers,
            looks=self.looks,
            marks=self._marks.with_mark(self._pen.pending),
            engine_marks=self._engine_marks,
        )

    def paintEvent(self, event: QPaintEvent | None) -> None:
        frame = self._frame()
        scene = self.scene()
        if frame is None or scene is None or self._drawing is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._drawing.paint(painter, frame, scene)
        ring = min(self._drawing.piece_radius + 0.06, 0.47)
        marks, engine = scene.marks, scene.engine_marks
        paint_marks(painter, frame, scene.layout, scene.palette, marks, engine, ring)
        painter.end()
