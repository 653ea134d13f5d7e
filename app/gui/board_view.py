"""The generic board widget: draws any game's :class:`~games.base.BoardLayout` and pieces.

It knows nothing about rules.  The window tells it the position, which cells to
highlight (last move, winning cells, a selection and its targets, a hint, per-move
scores) and when to flash a cell red for an illegal click; it reports clicks as
cell indices.  The keyboard works too: the arrow keys move a cursor (a focus ring)
from cell to cell, Enter or Space clicks the cell under it, Esc cancels.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib import resources

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
from PyQt6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QRadialGradient,
)
from PyQt6.QtSvg import QSvgRenderer
from PyQt6.QtWidgets import QWidget

from app.gui import style
from games.base import BoardKind, BoardLayout, BoardState, Piece

MARGIN = 10
"""Pixels between the widget's edge and the board frame."""
LABEL_BAND_PIXELS = (22, 40)
"""Least and most pixels of frame around the playing area when coordinates are drawn."""
PLAIN_BAND_PIXELS = 14
"""Pixels of frame around the playing area when there are no coordinates."""
DROP_MILLISECONDS = 350
"""How long a dropped disc takes to fall into place."""
FLASH_MILLISECONDS = 600
PIECE_RADIUS = {
    BoardKind.SQUARES: 0.4,
    BoardKind.SLOTS: 0.4,
    BoardKind.INTERSECTIONS: 0.45,
    BoardKind.POINTS: 0.36,
}
SLOT_RADIUS = 0.44
"""Radius of a hole of a slots board, in board units (a disc is a little smaller)."""
"""Piece radius in board units (one unit is the distance between neighbouring cells)."""
NAMED_DISC_COLOURS = {
    "red": QColor("#d33b2c"),
    "yellow": QColor("#f3c623"),
    "white": QColor("#f6f1e7"),
    "black": QColor("#2d2a26"),
    "blue": QColor("#2f6db5"),
    "green": QColor("#3c8d4f"),
}
"""Friendlier shades for players named after a colour (Connect Four's Red and Yellow)."""
PALE_DISC_LIGHTNESS = 0.8
"""Discs at least this light (0..1) get a much darker rim (see :func:`disc_rim`)."""
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


@dataclass(frozen=True, slots=True)
class _Frame:
    """Where board units land in widget pixels."""

    origin_x: float
    """Pixel x of board x = 0."""
    origin_y: float
    unit: float
    """Pixels per board unit."""
    band: float
    """Board units of frame around the playing area."""

    def point(self, x: float, y: float) -> QPointF:
        return QPointF(self.origin_x + x * self.unit, self.origin_y + y * self.unit)

    def rect(self, left: float, top: float, right: float, bottom: float) -> QRectF:
        return QRectF(self.point(left, top), self.point(right, bottom))


def disc_colour(player_name: str, owner: int, palette: style.Palette = style.LIGHT) -> QColor:
    """The disc colour for a player: their name when it is a colour, else ``palette``'s."""
    key = player_name.strip().lower()
    if key in NAMED_DISC_COLOURS:
        return NAMED_DISC_COLOURS[key]
    if QColor.isValidColorName(key):
        return QColor(key)
    return palette.disc_colours[owner % 2]


def disc_rim(colour: QColor, palette: style.Palette) -> QColor:
    """The ring around a disc of ``colour``: the palette's outline, else a darker shade
    (much darker for pale discs, so that they stand out on a light board)."""
    if palette.piece_outline is not None:
        return palette.piece_outline
    return colour.darker(150 if colour.lightnessF() < PALE_DISC_LIGHTNESS else 250)


def _collinear(points: Sequence[tuple[float, float]]) -> bool:
    (x0, y0), (x1, y1) = points[0], points[-1]
    return all(abs((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)) < 1e-6 for x, y in points)


class BoardView(QWidget):
    """Paints a position and turns mouse clicks into cell indices."""

    cell_clicked = pyqtSignal(int)
    cancel_requested = pyqtSignal()
    """Esc was pressed on the board (drop a selection)."""
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
        self._score_labels: dict[int, str] = {}
        self._flash_cell: int | None = None
        self._flash = self._animation(1.0, 0.0, FLASH_MILLISECONDS, QEasingCurve.Type.InQuad)
        self._flash.finished.connect(self._end_flash)
        self._icons: dict[str, QSvgRenderer | None] = {}
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

    def set_position(self, state: BoardState, player_names: tuple[str, str]) -> None:
        """Show ``state``; clears the selection (highlights are set separately)."""
        layout = state.layout()
        if self._layout is None or layout.centres != self._layout.centres:
            self._cursor = None
        self._layout = layout
        self._pieces = tuple(state.pieces())
        self._player_names = player_names
        self._selection = ()
        self._targets = ()
        self.update()

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
        if frame is None or self._layout is None:
            return None
        x = (position.x() - frame.origin_x) / frame.unit
        y = (position.y() - frame.origin_y) / frame.unit
        squares = self._layout.kind in (BoardKind.SQUARES, BoardKind.SLOTS)
        reach = 0.5 if squares else 0.48
        best: int | None = None
        best_distance = math.inf
        for cell, (cx, cy) in enumerate(self._layout.centres):
            distance = max(abs(x - cx), abs(y - cy)) if squares else math.hypot(x - cx, y - cy)
            if distance < reach and distance < best_distance:
                best, best_distance = cell, distance
        return best

    def sizeHint(self) -> QSize:
        return QSize(560, 520)

    def _has_labels(self) -> bool:
        layout = self._layout
        return layout is not None and bool(layout.column_labels or layout.row_labels)

    def _frame(self) -> _Frame | None:
        layout = self._layout
        if layout is None:
            return None
        short_side = min(self.width(), self.height())
        if self._has_labels():
            band_pixels = min(max(LABEL_BAND_PIXELS[0], 0.06 * short_side), LABEL_BAND_PIXELS[1])
        else:
            band_pixels = PLAIN_BAND_PIXELS
        unit = min(
            (self.width() - 2 * MARGIN - 2 * band_pixels) / layout.columns,
            (self.height() - 2 * MARGIN - 2 * band_pixels) / layout.rows,
        )
        if unit <= 0:
            return None
        left = (self.width() - layout.columns * unit) / 2
        top = (self.height() - layout.rows * unit) / 2
        return _Frame(left + 0.5 * unit, top + 0.5 * unit, unit, band_pixels / unit)

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

    def paintEvent(self, event: QPaintEvent | None) -> None:
        frame = self._frame()
        layout = self._layout
        if frame is None or layout is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._paint_frame(painter, frame, layout)
        if layout.kind is BoardKind.SQUARES:
            self._paint_squares(painter, frame, layout)
        elif layout.kind is BoardKind.SLOTS:
            self._paint_slots(painter, frame, layout)
        else:
            self._paint_lines(painter, frame, layout)
        self._paint_labels(painter, frame, layout)
        stones_cover_highlights = layout.kind in (BoardKind.INTERSECTIONS, BoardKind.SLOTS)
        if not stones_cover_highlights:
            self._paint_winning_line(painter, frame, layout)
        for cell, piece in enumerate(self._pieces):
            if piece is not None:
                x, y = layout.centres[cell]
                if cell == self._dropping:
                    above = -1.0  # board units: one row over the top row
                    y = above + (y - above) * float(self._drop.currentValue() or 0.0)
                self._paint_piece(painter, frame.point(x, y), frame.unit, layout.kind, piece)
        if stones_cover_highlights:
            self._paint_winning_line(painter, frame, layout, width=0.1)
            self._paint_last_move_dots(painter, frame, layout)
        self._paint_point_names(painter, frame, layout)
        self._paint_hint(painter, frame, layout)
        self._paint_selection(painter, frame, layout)
        self._paint_score_labels(painter, frame, layout)
        self._paint_cursor(painter, frame, layout)
        painter.end()

    def _paint_frame(self, painter: QPainter, frame: _Frame, layout: BoardLayout) -> None:
        band = frame.band
        outer = frame.rect(
            -0.5 - band, -0.5 - band, layout.columns - 0.5 + band, layout.rows - 0.5 + band
        )
        radius = 0.6 * frame.band * frame.unit
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colours.board_shadow)
        painter.drawRoundedRect(outer.translated(0, max(2.0, 0.05 * frame.unit)), radius, radius)
        slots = layout.kind is BoardKind.SLOTS
        painter.setBrush(self.colours.slot_frame if slots else self.colours.board_frame)
        painter.setPen(QPen(self.colours.board_frame_edge, max(1.0, 0.02 * frame.unit)))
        painter.drawRoundedRect(outer, radius, radius)
        surface = frame.rect(-0.5, -0.5, layout.columns - 0.5, layout.rows - 0.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colours.slot_frame if slots else self.colours.board_surface)
        painter.drawRoundedRect(surface, 0.08 * frame.unit, 0.08 * frame.unit)

    def _cell_fill(self, cell: int) -> QColor | None:
        """The highlight colour behind ``cell``, or ``None`` for none."""
        if cell in self._winning:
            return self.colours.winning
        if cell in self._last_move:
            return self.colours.last_move
        return None

    def hover_target(self) -> int | None:
        """The cell a click at the mouse would act on (highlighted), or ``None``."""
        if self._hover is None or self._hover not in self._clickable:
            return None
        return self._aliases.get(self._hover, self._hover)

    def _hovering(self, cell: int) -> bool:
        return cell == self.hover_target()

    def _paint_squares(self, painter: QPainter, frame: _Frame, layout: BoardLayout) -> None:
        half = 0.5 - 0.04
        radius = 0.1 * frame.unit
        edge = self.colours.tile_edge
        for cell, (x, y) in enumerate(layout.centres):
            tile = frame.rect(x - half, y - half, x + half, y + half)
            fill = self._cell_fill(cell)
            if fill is None:
                fill = self.colours.tile_hover if self._hovering(cell) else self.colours.tile
            painter.setBrush(fill)
            painter.setPen(Qt.PenStyle.NoPen if edge is None else QPen(edge, 0.03 * frame.unit))
            painter.drawRoundedRect(tile, radius, radius)
            flash = self._flash_colour(cell)
            if flash is not None:
                painter.setBrush(flash)
                painter.drawRoundedRect(tile, radius, radius)

    def _paint_slots(self, painter: QPainter, frame: _Frame, layout: BoardLayout) -> None:
        """Round holes; a ring marks the last move and the winning cells (discs fill holes)."""
        radius = SLOT_RADIUS * frame.unit
        edge = self.colours.tile_edge
        ring = max(2.0, 0.07 * frame.unit) * self.colours.outline_scale
        for cell, (x, y) in enumerate(layout.centres):
            centre = frame.point(x, y)
            fill = self.colours.tile_hover if self._hovering(cell) else self.colours.slot_hole
            painter.setBrush(fill)
            painter.setPen(Qt.PenStyle.NoPen if edge is None else QPen(edge, 0.03 * frame.unit))
            painter.drawEllipse(centre, radius, radius)
            flash = self._flash_colour(cell)
            if flash is not None:
                painter.setBrush(flash)
                painter.drawEllipse(centre, radius, radius)
            mark = self._cell_fill(cell)
            if mark is not None:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(mark, ring))
                painter.drawEllipse(centre, radius + ring / 2, radius + ring / 2)

    def _paint_lines(self, painter: QPainter, frame: _Frame, layout: BoardLayout) -> None:
        """Intersections and points: the lines, the points, and highlight halos."""
        pen = QPen(self.colours.board_line, max(1.0, 0.045 * frame.unit))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        if layout.kind is BoardKind.INTERSECTIONS:
            for row in range(layout.rows):
                painter.drawLine(frame.point(0, row), frame.point(layout.columns - 1, row))
            for column in range(layout.columns):
                painter.drawLine(frame.point(column, 0), frame.point(column, layout.rows - 1))
        for a, b in layout.edges:
            painter.drawLine(frame.point(*layout.centres[a]), frame.point(*layout.centres[b]))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colours.board_line)
        for cell in layout.star_points:
            painter.drawEllipse(
                frame.point(*layout.centres[cell]), 0.09 * frame.unit, 0.09 * frame.unit
            )
        halo = PIECE_RADIUS[layout.kind] + 0.08
        for cell, (x, y) in enumerate(layout.centres):
            centre = frame.point(x, y)
            fill = self._cell_fill(cell)
            if fill is None and self._hovering(cell):
                fill = self.colours.tile_hover
            if fill is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(fill)
                painter.drawEllipse(centre, halo * frame.unit, halo * frame.unit)
            if layout.kind is BoardKind.POINTS:
                painter.setPen(QPen(self.colours.board_line, max(1.0, 0.04 * frame.unit)))
                painter.setBrush(self.colours.tile)
                painter.drawEllipse(centre, 0.13 * frame.unit, 0.13 * frame.unit)
            flash = self._flash_colour(cell)
            if flash is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(flash)
                painter.drawEllipse(centre, halo * frame.unit, halo * frame.unit)

    def _flash_colour(self, cell: int) -> QColor | None:
        if cell != self._flash_cell:
            return None
        colour = QColor(self.colours.illegal)
        colour.setAlphaF(0.75 * float(self._flash.currentValue() or 0.0))
        return colour

    def _paint_labels(self, painter: QPainter, frame: _Frame, layout: BoardLayout) -> None:
        """Coordinates along the bottom and left edges."""
        if self._has_labels():
            font = QFont(self.font())
            font.setPixelSize(max(9, round(min(0.5 * frame.band * frame.unit, 0.4 * frame.unit))))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(self.colours.label)
            band = frame.band
            box = 0.5
            for column, text in enumerate(layout.column_labels):
                y = layout.rows - 0.5 + band / 2
                painter.drawText(
                    frame.rect(column - box, y - box, column + box, y + box),
                    Qt.AlignmentFlag.AlignCenter,
                    text,
                )
            for row, text in enumerate(layout.row_labels):
                x = -0.5 - band / 2
                painter.drawText(
                    frame.rect(x - box, row - box, x + box, row + box),
                    Qt.AlignmentFlag.AlignCenter,
                    text,
                )

    def _paint_point_names(self, painter: QPainter, frame: _Frame, layout: BoardLayout) -> None:
        """Points boards without coordinates: each point's name, up and right of it."""
        if self._has_labels() or layout.kind is not BoardKind.POINTS:
            return
        font = QFont(self.font())
        font.setPixelSize(max(9, round(0.2 * frame.unit)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(self.colours.board_line)
        for (x, y), name in zip(layout.centres, layout.cell_names, strict=True):
            painter.drawText(
                frame.rect(x + 0.27, y - 0.62, x + 0.75, y - 0.27),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                name,
            )

    def _paint_last_move_dots(self, painter: QPainter, frame: _Frame, layout: BoardLayout) -> None:
        """A small dot on the stones of the last move, where the stone hides its halo."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colours.last_move_dot)
        for cell in self._last_move:
            if self._pieces[cell] is not None:
                centre = frame.point(*layout.centres[cell])
                painter.drawEllipse(centre, 0.12 * frame.unit, 0.12 * frame.unit)

    def _paint_winning_line(
        self, painter: QPainter, frame: _Frame, layout: BoardLayout, width: float = 0.16
    ) -> None:
        """A line through the winning cells; ``width`` in board units."""
        if len(self._winning) < 2:
            return
        points = [layout.centres[cell] for cell in self._winning]
        if not _collinear(points):
            return
        first = min(points)
        last = max(points)
        pen = QPen(self.colours.winning_line, width * frame.unit)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(frame.point(*first), frame.point(*last))

    def _paint_piece(
        self, painter: QPainter, centre: QPointF, unit: float, kind: BoardKind, piece: Piece
    ) -> None:
        name = self._player_names[piece.owner]
        radius = PIECE_RADIUS[kind] * unit
        if piece.kind == "stone" and name.upper() in ("X", "O"):
            self._paint_glyph(painter, centre, radius, name.upper(), piece.owner)
            return
        colour = disc_colour(name, piece.owner, self.colours)
        if piece.kind == "stone":
            self._paint_disc(painter, centre, radius, colour)
            return
        icon = self._icon(piece.kind)
        if icon is None:
            self._paint_disc(painter, centre, radius, colour)
            text_colour = QColor("#ffffff") if colour.lightnessF() < 0.55 else QColor("#000000")
            font = QFont(self.font())
            font.setPixelSize(max(8, round(radius)))
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(text_colour)
            box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, piece.kind[:1].upper())
            return
        self._paint_disc(painter, centre, radius, style.LIGHT.panel)  # icons are drawn dark
        inner = 0.82 * radius
        icon.render(painter, QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner))

    def _paint_glyph(
        self, painter: QPainter, centre: QPointF, radius: float, letter: str, owner: int
    ) -> None:
        pen = QPen(self.colours.glyph_colours[owner % 2], 0.26 * radius)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if letter == "X":
            reach = 0.66 * radius
            x, y = centre.x(), centre.y()
            painter.drawLine(QPointF(x - reach, y - reach), QPointF(x + reach, y + reach))
            painter.drawLine(QPointF(x - reach, y + reach), QPointF(x + reach, y - reach))
        else:
            painter.drawEllipse(centre, 0.7 * radius, 0.7 * radius)

    def _paint_disc(
        self, painter: QPainter, centre: QPointF, radius: float, colour: QColor
    ) -> None:
        """A shaded disc with a darker rim, or the palette's strong outline when it has one."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(40, 25, 10, 60))
        painter.drawEllipse(centre + QPointF(0.06 * radius, 0.1 * radius), radius, radius)
        gradient = QRadialGradient(centre - QPointF(0.35 * radius, 0.4 * radius), 1.5 * radius)
        gradient.setColorAt(0.0, colour.lighter(135))
        gradient.setColorAt(1.0, colour.darker(115))
        painter.setBrush(gradient)
        rim = disc_rim(colour, self.colours)
        painter.setPen(QPen(rim, max(1.0, 0.06 * radius * self.colours.outline_scale)))
        painter.drawEllipse(centre, radius, radius)

    def _paint_selection(self, painter: QPainter, frame: _Frame, layout: BoardLayout) -> None:
        radius = (PIECE_RADIUS[layout.kind] + 0.06) * frame.unit
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(
            QPen(self.colours.selected, max(2.0, 0.07 * frame.unit) * self.colours.outline_scale)
        )
        for cell in self._selection:
            painter.drawEllipse(frame.point(*layout.centres[cell]), radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colours.target)
        for cell in self._targets:
            painter.drawEllipse(
                frame.point(*layout.centres[cell]), 0.15 * frame.unit, 0.15 * frame.unit
            )

    def _paint_hint(self, painter: QPainter, frame: _Frame, layout: BoardLayout) -> None:
        """A dashed ring on each cell of the suggested move, and an arrow for a slide."""
        if not self._hint:
            return
        radius = (PIECE_RADIUS[layout.kind] + 0.04) * frame.unit
        pen = QPen(self.colours.hint, max(2.5, 0.09 * frame.unit) * self.colours.outline_scale)
        pen.setStyle(Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(self.colours.hint_fill)
        for cell in self._hint:
            painter.drawEllipse(frame.point(*layout.centres[cell]), radius, radius)
        line = QPen(self.colours.hint, max(2.0, 0.06 * frame.unit))
        line.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(line)
        for a, b in zip(self._hint, self._hint[1:], strict=False):
            self._paint_arrow(
                painter, frame.point(*layout.centres[a]), frame.point(*layout.centres[b]), radius
            )

    @staticmethod
    def _paint_arrow(painter: QPainter, start: QPointF, end: QPointF, gap: float) -> None:
        """An arrow from ring to ring: ``gap`` pixels short of both centres, head at ``end``."""
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy)
        if length <= 2 * gap:
            return
        ux, uy = dx / length, dy / length
        tail = QPointF(start.x() + ux * gap, start.y() + uy * gap)
        tip = QPointF(end.x() - ux * gap, end.y() - uy * gap)
        painter.drawLine(tail, tip)
        head = 0.5 * gap
        for side in (1.0, -1.0):
            wing = QPointF(
                tip.x() - head * (ux + 0.6 * side * uy), tip.y() - head * (uy - 0.6 * side * ux)
            )
            painter.drawLine(tip, wing)

    def _paint_score_labels(self, painter: QPainter, frame: _Frame, layout: BoardLayout) -> None:
        """The analysis overlay: each move's score in a small tag low in its cell.

        Tags are coloured by what they say: a win green, a loss red, a draw or estimate brown.
        """
        if not self._score_labels:
            return
        font = QFont(self.font())
        font.setPixelSize(round(min(max(0.16 * frame.unit, 9), 14)))
        font.setBold(True)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        for cell, text in self._score_labels.items():
            if not 0 <= cell < len(layout.centres):
                continue
            centre = frame.point(*layout.centres[cell])
            width = metrics.horizontalAdvance(text) + 10
            height = metrics.height() + 2
            box = QRectF(
                centre.x() - width / 2, centre.y() + 0.3 * frame.unit - height / 2, width, height
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.colours.score_tags.get(text[:1], self.colours.score_tags[""]))
            painter.drawRoundedRect(box, height / 2, height / 2)
            painter.setPen(self.colours.score_text)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_cursor(self, painter: QPainter, frame: _Frame, layout: BoardLayout) -> None:
        """The keyboard cursor: a focus ring around its cell, while the board has focus."""
        if self._cursor is None or self._cursor >= len(layout.centres) or not self.hasFocus():
            return
        x, y = layout.centres[self._cursor]
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(
            QPen(
                self.colours.cursor,
                min(max(2.0, 0.04 * frame.unit), 5.0) * self.colours.outline_scale,
            )
        )
        if layout.kind is BoardKind.SQUARES:
            corner = 0.12 * frame.unit
            painter.drawRoundedRect(
                frame.rect(x - 0.47, y - 0.47, x + 0.47, y + 0.47), corner, corner
            )
        else:
            radius = (PIECE_RADIUS[layout.kind] + 0.12) * frame.unit
            painter.drawEllipse(frame.point(x, y), radius, radius)

    def _icon(self, kind: str) -> QSvgRenderer | None:
        """The renderer for ``resources/icons/<kind>.svg``, or ``None`` when there is none."""
        if kind not in self._icons:
            renderer = None
            icon = resources.files("resources").joinpath("icons", f"{kind}.svg")
            if icon.is_file():
                loaded = QSvgRenderer(icon.read_bytes(), self)
                renderer = loaded if loaded.isValid() else None
            self._icons[kind] = renderer
        return self._icons[kind]
