"""The board widget: shows any game's :class:`~games.base.BoardLayout` and pieces.

It knows nothing about rules.  The window tells it the position, which cells to
highlight (last move, winning cells, a selection and its targets, a hint, per-move
scores) and when to flash a cell red for an illegal click; it reports clicks as
cell indices.  The keyboard works too: the arrow keys move a cursor (a focus ring)
from cell to cell, Enter or Space clicks the cell under it, Esc cancels.

The drawing itself is :mod:`app.gui.board.drawing`'s (one drawing per kind of
board) and :mod:`app.gui.board.pieces`'s; this widget keeps what is marked, the
mouse and keyboard, and the drop and flash animations.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import replace

from PyQt6.QtCore import (
    QEasingCurve,
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
from app.gui.board.drawing import BoardDrawing, BoardScene, Frame
from app.gui.board.kinds import drawing_for
from app.gui.board.pieces import PieceIcons
from games.base import BoardLayout, BoardState, Piece

DROP_MILLISECONDS = 350
"""How long a dropped disc takes to fall into place."""
FLASH_MILLISECONDS = 600
"""How long an illegal click's red flash takes to fade."""
ARROW_DIRECTIONS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}
"""Board-unit directions of the arrow keys (y grows downwards)."""
CLICK_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
SIDEWAYS_PENALTY = 2.0
"""How much a sideways step counts against a cell when the cursor moves (see :func:`step`)."""


def step(centres: Sequence[tuple[float, float]], start: int, direction: tuple[float, float]) -> int:
    """The cell the cursor moves to from ``start`` in ``direction``; ``start`` if none lies there.

    Works for any layout: among cells ahead in ``direction`` it takes the nearest, where a
    unit sideways counts :data:`SIDEWAYS_PENALTY` units ahead, so grids step to the neighbour
    and points boards to the closest point that way.
    """
    x0, y0 = centres[start]
    dx, dy = direction
    best, best_cost = start, math.inf
    for cell, (x, y) in enumerate(centres):
        ahead = (x - x0) * dx + (y - y0) * dy
        if ahead <= 0.1:
            continue
        sideways = abs((x - x0) * dy - (y - y0) * dx)
        cost = ahead + SIDEWAYS_PENALTY * sideways
        if cost < best_cost:
            best, best_cost = cell, cost
    return best


class BoardView(QWidget):
    """Paints a position and turns mouse clicks into cell indices."""

    cell_clicked = pyqtSignal(int)
    cancel_requested = pyqtSignal()
    """Esc was pressed on the board (drop a selection)."""
    refused = pyqtSignal(int)
    """A click or drop on this cell was refused: it flashes red (an illegal attempt)."""
    cursor_moved = pyqtSignal(int)
    """The keyboard cursor moved to this cell."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(260, 220)
        self.setAccessibleName("Board")
        self.colours = style.LIGHT
        """The palette the board paints with (see :meth:`set_palette`)."""
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
        self._flash = self._animation(1.0, 0.0, FLASH_MILLISECONDS, QEasingCurve.Type.InQuad)
        self._flash.finished.connect(self._end_flash)
        self._icons = PieceIcons(self)
        self._drawing: BoardDrawing | None = None
        """How the board looks: chosen by the game or the kind of board (see
        :func:`~app.gui.board.kinds.drawing_for`)."""
        self._dropping: int | None = None
        """The cell whose piece is falling into place, while the drop animation runs."""
        self._drop = self._animation(0.0, 1.0, DROP_MILLISECONDS, QEasingCurve.Type.OutBounce)
        self._drop.finished.connect(self._end_drop)

    def _animation(
        self, start: float, end: float, milliseconds: int, curve: QEasingCurve.Type
    ) -> QVariantAnimation:
        """A value animation from ``start`` to ``end`` that repaints the board as it runs."""
        animation = QVariantAnimation(self)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(milliseconds)
        animation.setEasingCurve(curve)
        animation.valueChanged.connect(self.update)
        return animation

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

    def animate_drop(self, cell: int) -> None:
        """Let the piece on ``cell`` fall into place from above the board."""
        self._dropping = cell
        self._drop.stop()
        self._drop.start()

    def dropping(self) -> bool:
        """Whether a drop animation is running."""
        return self._dropping is not None

    def _end_drop(self) -> None:
        self._dropping = None
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

    def set_hint(self, cells: Sequence[int]) -> None:
        """Mark the cells of a suggested move (empty: no hint)."""
        self._hint = tuple(cells)
        self.update()

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
            if self._cursor is None:
                self._cursor = self._central_cell()
            else:
                self._cursor = step(self._layout.centres, self._cursor, ARROW_DIRECTIONS[key])
            self.update()
            self.cursor_moved.emit(self._cursor)
        elif key in CLICK_KEYS:
            if self._cursor is None:
                self._cursor = self._central_cell()
                self.cursor_moved.emit(self._cursor)
            self.update()
            self.cell_clicked.emit(self._cursor)
        else:
            super().keyPressEvent(event)

    def _central_cell(self) -> int:
        """Where the cursor appears first: the cell nearest the middle of the board."""
        assert self._layout is not None
        middle_x = (self._layout.columns - 1) / 2
        middle_y = (self._layout.rows - 1) / 2
        centres = self._layout.centres
        return min(
            range(len(centres)),
            key=lambda cell: math.hypot(centres[cell][0] - middle_x, centres[cell][1] - middle_y),
        )

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
        return BoardScene(
            layout=self._layout,
            pieces=self._pieces,
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
            dropping=self._dropping,
            drop_progress=float(self._drop.currentValue() or 0.0),
            cursor=self._cursor if self.hasFocus() else None,
            forbidden=self._forbidden,
            move_numbers=self._move_numbers,
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
        painter.end()
