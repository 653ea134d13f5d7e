"""Arrows and circles on any board: drawing them with the right mouse button, and painting
them in their own layer over the pieces.

:class:`MarkPen` watches a board's right button: a drag from one cell to another draws an
arrow, a press and release on one cell a circle, and a right-click off the cells clears
them.  The colour comes from the keys held, as on chess sites: none green, Shift red, Ctrl
(Cmd on macOS) blue, Alt or Shift+Ctrl yellow (window managers often take Alt+drag, hence
the second way).  :func:`paint_marks` paints a :class:`~app.services.marks.Marks` value
and the engine's best move; the values themselves are :mod:`app.services.marks`'.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PyQt6.QtCore import QEvent, QObject, QPointF, Qt
from PyQt6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPen
from PyQt6.QtWidgets import QWidget

from app.gui import style
from app.gui.board.drawing import Frame
from app.services.marks import Arrow, Circle, Mark, MarkColour, Marks
from games.base import BoardLayout

MARK_COLOURS = {
    MarkColour.GREEN: QColor("#15781b"),
    MarkColour.RED: QColor("#c02828"),
    MarkColour.BLUE: QColor("#1450c8"),
    MarkColour.YELLOW: QColor("#e68f00"),
}
"""The four colours, those of the chess sites a little brightened for dark boards."""
ENGINE_COLOUR = QColor("#9c27b0")
"""The engine's best move: a purple none of the person's colours is."""
OPACITY = 0.8
"""How opaque marks are (fully in the high-contrast palette)."""
SHAFT_WIDTH = 0.16
"""Board units; the engine's marks are drawn at :data:`ENGINE_SCALE` of every size."""
HEAD_LENGTH = 0.4
HEAD_HALF_WIDTH = 0.3
TIP_SHORT = 0.12
"""Board units the tip stops before the end cell's centre."""
RING_WIDTH = 0.08
ENGINE_SCALE = 0.8


def mark_colour(modifiers: Qt.KeyboardModifier) -> MarkColour:
    """The colour the keys held give: none green, Shift red, Ctrl blue, Alt or Shift+Ctrl
    yellow."""
    shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
    control = bool(modifiers & Qt.KeyboardModifier.ControlModifier)
    if modifiers & Qt.KeyboardModifier.AltModifier or (shift and control):
        return MarkColour.YELLOW
    if control:
        return MarkColour.BLUE
    if shift:
        return MarkColour.RED
    return MarkColour.GREEN


class MarkPen(QObject):
    """Turns right-button gestures on ``board`` into marks (see the module's docstring).

    ``cell_at`` maps a widget pixel to a cell (``None``: off the cells); ``drawn`` hears of
    each finished mark, or ``None`` for a right-click that clears them all.  While a drag
    goes on, :attr:`pending` is the arrow it would draw and ``board`` is repainted.
    """

    def __init__(
        self,
        board: QWidget,
        cell_at: Callable[[QPointF], int | None],
        drawn: Callable[[Mark | None], None],
    ) -> None:
        super().__init__(board)
        self._board = board
        self._cell_at = cell_at
        self._drawn = drawn
        self._start: int | None = None
        self._pressed = False
        self._colour = MarkColour.GREEN
        self.pending: Arrow | None = None
        """The arrow the right-drag going on would draw, for painting."""
        board.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        board.installEventFilter(self)

    def eventFilter(self, watched: QObject | None, event: QEvent | None) -> bool:
        if event is None or not isinstance(event, QMouseEvent):
            return False
        kind = event.type()
        if kind == QEvent.Type.MouseMove and self._pressed:
            self._follow(self._cell_at(event.position()))
            return False
        if event.button() != Qt.MouseButton.RightButton:
            return False
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            self._pressed = True
            self._start = self._cell_at(event.position())
            self._colour = mark_colour(event.modifiers())
            return True
        if kind == QEvent.Type.MouseButtonRelease and self._pressed:
            self._release(self._cell_at(event.position()))
            return True
        return False

    def _follow(self, cell: int | None) -> None:
        start = self._start
        pending = None
        if start is not None and cell is not None and cell != start:
            pending = Arrow(start, cell, self._colour)
        if pending != self.pending:
            self.pending = pending
            self._board.update()

    def _release(self, end: int | None) -> None:
        start, self._start, self._pressed, self.pending = self._start, None, False, None
        if start is None and end is None:
            self._drawn(None)
        elif start is not None and end == start:
            self._drawn(Circle(start, self._colour))
        elif start is not None and end is not None:
            self._drawn(Arrow(start, end, self._colour))
        else:
            self._board.update()  # dragged off the board: nothing drawn


def paint_marks(
    painter: QPainter,
    frame: Frame,
    layout: BoardLayout,
    palette: style.Palette,
    marks: Marks,
    engine: Marks,
    ring_radius: float,
) -> None:
    """The person's ``marks`` and the ``engine``'s best move over the board; cells off
    ``layout`` are skipped; ``ring_radius`` is a circle's radius in board units."""
    count = len(layout.centres)
    rim = _edge(palette, frame)
    layers = ((engine, ENGINE_SCALE, True), (marks, 1.0, False))
    for value, scale, is_engine in layers:
        for circle in value.circles:
            if circle.cell < count:
                colour = _colour(palette, circle.colour, is_engine)
                radius = ring_radius * scale  # the engine's inside a hint's ring
                _paint_circle(painter, frame, layout, circle.cell, colour, rim, radius, scale)
        for arrow in value.arrows:
            if arrow.start < count and arrow.end < count:
                colour = _colour(palette, arrow.colour, is_engine)
                _paint_arrow(painter, frame, layout, arrow, colour, rim, scale)


def _colour(palette: style.Palette, colour: MarkColour, engine: bool) -> QColor:
    shade = QColor(ENGINE_COLOUR if engine else MARK_COLOURS[colour])
    shade.setAlphaF(1.0 if palette.outline_scale > 1 else OPACITY)
    return shade


def _edge(palette: style.Palette, frame: Frame) -> QPen:
    """A thin rim that keeps marks apart from any board colour (white in high contrast)."""
    rim = QColor("#ffffff") if palette.outline_scale > 1 else QColor(0, 0, 0, 90)
    return QPen(rim, max(1.0, 0.015 * frame.unit * palette.outline_scale))


def _paint_circle(
    painter: QPainter,
    frame: Frame,
    layout: BoardLayout,
    cell: int,
    colour: QColor,
    rim: QPen,
    radius: float,
    scale: float,
) -> None:
    """A ring whose outer edge is ``radius`` board units from the cell's centre."""
    centre = frame.point(*layout.centres[cell])
    outer = radius * frame.unit
    inner = outer - RING_WIDTH * scale * frame.unit
    ring = QPainterPath()
    ring.addEllipse(centre, outer, outer)
    ring.addEllipse(centre, inner, inner)
    painter.setPen(rim)
    painter.setBrush(colour)
    painter.drawPath(ring)


def _paint_arrow(
    painter: QPainter,
    frame: Frame,
    layout: BoardLayout,
    arrow: Arrow,
    colour: QColor,
    rim: QPen,
    scale: float,
) -> None:
    """An arrow from the start cell's centre, its tip just short of the end cell's."""
    (x0, y0), (x1, y1) = layout.centres[arrow.start], layout.centres[arrow.end]
    length = math.hypot(x1 - x0, y1 - y0)
    head = HEAD_LENGTH * scale
    if length <= head + TIP_SHORT:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    shaft, wing = SHAFT_WIDTH * scale / 2, HEAD_HALF_WIDTH * scale
    reach = length - TIP_SHORT
    along = ((0.0, shaft), (reach - head, shaft), (reach - head, wing), (reach, 0.0))
    outline = [*along, *((a, -b) for a, b in reversed(along[:-1]))]
    path = QPainterPath()
    for index, (a, b) in enumerate(outline):
        point = frame.point(x0 + a * ux - b * uy, y0 + a * uy + b * ux)
        if index == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    painter.setPen(rim)
    painter.setBrush(colour)
    painter.drawPath(path)
