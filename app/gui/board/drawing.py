"""Drawing a board: one :class:`BoardDrawing` per :class:`~games.base.BoardKind`.

A drawing paints a :class:`BoardScene` (the position and everything marked on it) in
layers, each a method a drawing for a new kind of board may override: the frame, the
cells, the coordinates, the pieces, the moving pieces of a move being animated (drawn by
:mod:`app.gui.board.motion`), the winning line, the hint, the selection, the
analysis overlay and the keyboard cursor.  Board units place everything: one unit is
the distance between neighbouring cells, and :class:`Frame` maps units to pixels.

The drawings of the kinds of board and the registry that picks one for a game are in
:mod:`app.gui.board.kinds`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from PyQt6.QtCore import QPointF, QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from app.gui import style
from app.gui.board.layer_cache import LayerCache
from app.gui.board.motion import Motion, paint_motion
from app.gui.board.move_numbers import is_numbered, paint_move_numbers
from app.gui.board.pieces import PieceIcons, paint_piece
from app.gui.board.themes import DEFAULT_LOOKS, BoardColours, BoardLooks
from app.services.marks import NO_MARKS, Marks
from games.base import BoardLayout, Piece

MARGIN = 10
"""Pixels between the widget's edge and the board frame."""
LABEL_BAND_PIXELS = (22, 40)
"""Least and most pixels of frame around the playing area when coordinates are drawn."""
PLAIN_BAND_PIXELS = 14
"""Pixels of frame around the playing area when there are no coordinates."""


@dataclass(frozen=True, slots=True)
class Frame:
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

    def outline(self, layout: BoardLayout) -> QRectF:
        """The outer edge of the board's frame around ``layout``, in widget pixels."""
        band = self.band
        return self.rect(
            -0.5 - band, -0.5 - band, layout.columns - 0.5 + band, layout.rows - 0.5 + band
        )


@dataclass(frozen=True, slots=True)
class BoardScene:
    """Everything one paint of the board shows; cells are indices into ``layout``."""

    layout: BoardLayout
    pieces: tuple[Piece | None, ...]
    """The pieces standing in place (those of :attr:`motion` are drawn on their way)."""
    player_names: tuple[str, str]
    palette: style.Palette
    font: QFont
    """The widget's font, which labels and letters are sized from."""
    last_move: tuple[int, ...] = ()
    winning: tuple[int, ...] = ()
    selection: tuple[int, ...] = ()
    """Cells clicked so far for a move (ringed)."""
    targets: tuple[int, ...] = ()
    """Cells that continue the selection (dotted)."""
    hint: tuple[int, ...] = ()
    score_labels: Mapping[int, str] = field(default_factory=dict)
    """Short score texts per cell (the analysis overlay)."""
    hover: int | None = None
    """The cell a click at the mouse would act on (highlighted)."""
    flash_cell: int | None = None
    flash_strength: float = 0.0
    """How red the flashed cell is, from 1 (just clicked) down to 0."""
    motion: Motion | None = None
    """The move being animated, if one is."""
    motion_progress: float = 0.0
    """How far it went, from 0 (the position before) to 1 (the position shown)."""
    cursor: int | None = None
    """The keyboard cursor's cell, while the board has the focus."""
    forbidden: tuple[int, ...] = ()
    """Empty cells the side to move may not play (Renju: Black's forbidden points), crossed."""
    move_numbers: Mapping[int, int] = field(default_factory=dict)
    """The move number written on each cell's stone (*View > Move numbers*)."""
    looks: BoardLooks = DEFAULT_LOOKS
    """The board theme and the stone style."""

    @property
    def board(self) -> BoardColours:
        """The board's colours: the theme's under the palette."""
        return self.looks.theme.colours(self.palette)
    marks: Marks = NO_MARKS
    """The arrows and circles a person drew (:mod:`app.gui.board.annotations` paints them)."""
    engine_marks: Marks = NO_MARKS
    """The engine's best move as an arrow or a circle (*View > Best move arrow*)."""

    def has_labels(self) -> bool:
        return bool(self.layout.column_labels or self.layout.row_labels)


def collinear(points: Sequence[tuple[float, float]]) -> bool:
    """Whether ``points`` lie on the line through the first and the last."""
    (x0, y0), (x1, y1) = points[0], points[-1]
    return all(abs((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)) < 1e-6 for x, y in points)


class BoardDrawing:
    """How one kind of board looks and where its cells are; the layers are drawn in the
    order of :meth:`paint`.  Subclasses draw the cells (:meth:`paint_cells`) and may
    change any other layer."""

    piece_radius = 0.4
    """Board units."""
    pieces_cover_highlights = False
    """Whether pieces hide the highlights under them (then the winning line and a dot on
    the last move are drawn over the pieces)."""
    square_cells = False
    """Whether a cell is the whole square around its centre (else a disc around it)."""
    label_size = (0.5, 0.4)
    """The coordinates' pixel size: at most these fractions of the frame's band and of a cell."""
    label_box_spans_band = False
    """Whether a coordinate's box spans the band across (else a cell's width each way)."""

    def __init__(self, icons: PieceIcons) -> None:
        self.icons = icons
        self._background = LayerCache()

    # --- geometry ---------------------------------------------------------------------

    def frame(self, layout: BoardLayout, width: int, height: int) -> Frame | None:
        """Where ``layout`` lands in a widget of ``width`` x ``height`` pixels (centred, as
        large as fits); ``None`` when there is no room."""
        short_side = min(width, height)
        if layout.column_labels or layout.row_labels:
            band_pixels = min(max(LABEL_BAND_PIXELS[0], 0.06 * short_side), LABEL_BAND_PIXELS[1])
        else:
            band_pixels = PLAIN_BAND_PIXELS
        unit = min(
            (width - 2 * MARGIN - 2 * band_pixels) / layout.columns,
            (height - 2 * MARGIN - 2 * band_pixels) / layout.rows,
        )
        if unit <= 0:
            return None
        left = (width - layout.columns * unit) / 2
        top = (height - layout.rows * unit) / 2
        return Frame(left + 0.5 * unit, top + 0.5 * unit, unit, band_pixels / unit)

    def cell_at(self, layout: BoardLayout, x: float, y: float) -> int | None:
        """The cell under the board point (``x``, ``y``), or ``None``."""
        reach = 0.5 if self.square_cells else 0.48
        best: int | None = None
        best_distance = math.inf
        for cell, (cx, cy) in enumerate(layout.centres):
            if self.square_cells:
                distance = max(abs(x - cx), abs(y - cy))
            else:
                distance = math.hypot(x - cx, y - cy)
            if distance < reach and distance < best_distance:
                best, best_distance = cell, distance
        return best

    # --- the layers -------------------------------------------------------------------

    def paint(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """Draw every layer of ``scene``, bottom first."""
        self.paint_background(painter, frame, scene)
        self.paint_cells(painter, frame, scene)
        self.paint_labels(painter, frame, scene)
        if not self.pieces_cover_highlights:
            self.paint_winning_line(painter, frame, scene)
        self.paint_pieces(painter, frame, scene)
        self.paint_motion(painter, frame, scene)
        if self.pieces_cover_highlights:
            self.paint_winning_line(painter, frame, scene, width=0.1)
            self.paint_last_move_dots(painter, frame, scene)
        paint_move_numbers(painter, frame.point, scene, self.piece_radius * frame.unit)
        self.paint_names(painter, frame, scene)
        self.paint_hint(painter, frame, scene)
        self.paint_forbidden(painter, frame, scene)
        self.paint_selection(painter, frame, scene)
        self.paint_score_labels(painter, frame, scene)
        self.paint_cursor(painter, frame, scene)

    def frame_colours(self, board: BoardColours) -> tuple[QColor, QColor]:
        """The colours of the frame and of the playing surface."""
        return board.frame, board.surface

    def paint_background(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """The frame layer (:meth:`paint_frame`) painted once per size, board and palette,
        then copied: its antialiased rounded rectangles cost 0.2-0.5 ms a paint."""
        key = (frame, scene.layout, scene.palette, scene.looks.theme)
        self._background.paint(painter, key, lambda layer: self.paint_frame(layer, frame, scene))

    def paint_frame(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """The board's frame, its shadow, and the playing surface (from the frame, the
        layout, the palette and the theme only: :meth:`paint_background` keeps it)."""
        layout, board = scene.layout, scene.board
        outer = frame.outline(layout)
        radius = 0.6 * frame.band * frame.unit
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(scene.palette.board_shadow)
        painter.drawRoundedRect(outer.translated(0, max(2.0, 0.05 * frame.unit)), radius, radius)
        frame_colour, surface_colour = self.frame_colours(board)
        painter.setBrush(frame_colour)
        painter.setPen(QPen(board.frame_edge, max(1.0, 0.02 * frame.unit)))
        painter.drawRoundedRect(outer, radius, radius)
        surface = frame.rect(-0.5, -0.5, layout.columns - 0.5, layout.rows - 0.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(surface_colour)
        painter.drawRoundedRect(surface, 0.08 * frame.unit, 0.08 * frame.unit)

    def paint_cells(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """The cells, with the highlights of the last move, the win, the hover and a flash."""
        raise NotImplementedError

    def cell_fill(self, scene: BoardScene, cell: int) -> QColor | None:
        """The highlight colour behind ``cell``, or ``None`` for none."""
        if cell in scene.winning:
            return scene.palette.winning
        if cell in scene.last_move:
            return scene.palette.last_move
        return None

    def flash_colour(self, scene: BoardScene, cell: int) -> QColor | None:
        """The fading red over ``cell`` after an illegal click on it, or ``None``."""
        if cell != scene.flash_cell:
            return None
        colour = QColor(scene.palette.illegal)
        colour.setAlphaF(0.75 * scene.flash_strength)
        return colour

    def paint_labels(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """Coordinates along the bottom and left edges."""
        if not scene.has_labels():
            return
        layout = scene.layout
        font = QFont(scene.font)
        of_band, of_cell = self.label_size
        font.setPixelSize(
            max(9, round(min(of_band * frame.band * frame.unit, of_cell * frame.unit)))
        )
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(scene.board.label)
        band = frame.band
        across = band / 2 if self.label_box_spans_band else 0.5
        for column, text in enumerate(layout.column_labels):
            y = layout.rows - 0.5 + band / 2
            painter.drawText(
                frame.rect(column - 0.5, y - across, column + 0.5, y + across),
                Qt.AlignmentFlag.AlignCenter,
                text,
            )
        for row, text in enumerate(layout.row_labels):
            x = -0.5 - band / 2
            painter.drawText(
                frame.rect(x - across, row - 0.5, x + across, row + 0.5),
                Qt.AlignmentFlag.AlignCenter,
                text,
            )

    def paint_pieces(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """Every piece standing in place: all but the one :meth:`lifted_cell` names."""
        lifted = self.lifted_cell(scene)
        for cell, piece in enumerate(scene.pieces):
            if piece is not None and cell != lifted:
                self.paint_piece_at(painter, frame, scene, piece, *scene.layout.centres[cell])

    def lifted_cell(self, scene: BoardScene) -> int | None:
        """The cell whose piece is drawn elsewhere, not in place (a piece the mouse
        carries); ``None``: every piece stands in place."""
        return None

    def paint_piece_at(
        self,
        painter: QPainter,
        frame: Frame,
        scene: BoardScene,
        piece: Piece,
        x: float,
        y: float,
        scale: float = 1.0,
    ) -> None:
        """``piece`` centred on the board point (``x``, ``y``), ``scale`` times its size."""
        paint_piece(
            painter,
            frame.point(x, y),
            scale * self.piece_radius * frame.unit,
            piece,
            scene.player_names[piece.owner],
            scene.palette,
            scene.font,
            self.icons,
            scene.looks.stones,
        )

    def paint_motion(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """The pieces of the move being animated, on their way (see :func:`paint_motion`)."""
        if scene.motion is None:
            return

        def paint_at(piece: Piece, x: float, y: float, scale: float) -> None:
            self.paint_piece_at(painter, frame, scene, piece, x, y, scale)

        paint_motion(painter, scene.motion, scene.motion_progress, scene.layout.centres, paint_at)

    def paint_last_move_dots(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """A small dot on the stones of the last move, where the stone hides its halo."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(scene.palette.last_move_dot)
        for cell in scene.last_move:
            if scene.pieces[cell] is not None and not is_numbered(scene, cell):
                centre = frame.point(*scene.layout.centres[cell])
                painter.drawEllipse(centre, 0.12 * frame.unit, 0.12 * frame.unit)

    def paint_winning_line(
        self, painter: QPainter, frame: Frame, scene: BoardScene, width: float = 0.16
    ) -> None:
        """A line through the winning cells; ``width`` in board units."""
        if len(scene.winning) < 2:
            return
        points = [scene.layout.centres[cell] for cell in scene.winning]
        if not collinear(points):
            return
        first = min(points)
        last = max(points)
        pen = QPen(scene.palette.winning_line, width * frame.unit)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(frame.point(*first), frame.point(*last))

    def paint_names(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """Cell names beside the cells, for boards without coordinates (none by default)."""

    def paint_hint(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """A dashed ring on each cell of the suggested move, and an arrow for a slide."""
        if not scene.hint:
            return
        layout, colours = scene.layout, scene.palette
        radius = (self.piece_radius + 0.04) * frame.unit
        pen = QPen(colours.hint, max(2.5, 0.09 * frame.unit) * colours.outline_scale)
        pen.setStyle(Qt.PenStyle.DashLine)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(colours.hint_fill)
        for cell in scene.hint:
            painter.drawEllipse(frame.point(*layout.centres[cell]), radius, radius)
        line = QPen(colours.hint, max(2.0, 0.06 * frame.unit))
        line.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(line)
        for a, b in zip(scene.hint, scene.hint[1:], strict=False):
            paint_arrow(
                painter, frame.point(*layout.centres[a]), frame.point(*layout.centres[b]), radius
            )

    def paint_forbidden(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """A small cross in the illegal-move colour on each forbidden cell."""
        if not scene.forbidden:
            return
        arm = 0.22 * frame.unit  # wide enough not to read as the grid's own crossing
        painter.setPen(QPen(scene.palette.illegal, max(2.0, 0.08 * frame.unit)))
        for cell in scene.forbidden:
            centre = frame.point(*scene.layout.centres[cell])
            painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
            painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm))

    def paint_selection(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """A ring on each selected cell and a dot on each cell the selection may go to."""
        layout, colours = scene.layout, scene.palette
        radius = (self.piece_radius + 0.06) * frame.unit
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.selected, max(2.0, 0.07 * frame.unit) * colours.outline_scale))
        for cell in scene.selection:
            painter.drawEllipse(frame.point(*layout.centres[cell]), radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colours.target)
        for cell in scene.targets:
            painter.drawEllipse(
                frame.point(*layout.centres[cell]), 0.15 * frame.unit, 0.15 * frame.unit
            )

    def paint_score_labels(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """The analysis overlay: each move's score in a small tag low in its cell.

        Tags are coloured by what they say: a win green, a loss red, a draw or estimate brown.
        """
        if not scene.score_labels:
            return
        layout, colours = scene.layout, scene.palette
        font = QFont(scene.font)
        font.setPixelSize(round(min(max(0.16 * frame.unit, 9), 14)))
        font.setBold(True)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        for cell, text in scene.score_labels.items():
            if not 0 <= cell < len(layout.centres):
                continue
            centre = frame.point(*layout.centres[cell])
            width = metrics.horizontalAdvance(text) + 10
            height = metrics.height() + 2
            box = QRectF(
                centre.x() - width / 2, centre.y() + 0.3 * frame.unit - height / 2, width, height
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colours.score_tags.get(text[:1], colours.score_tags[""]))
            painter.drawRoundedRect(box, height / 2, height / 2)
            painter.setPen(colours.score_text)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def cursor_pen(self, frame: Frame, palette: style.Palette) -> QPen:
        return QPen(palette.cursor, min(max(2.0, 0.04 * frame.unit), 5.0) * palette.outline_scale)

    def paint_cursor(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """The keyboard cursor: a focus ring around its cell."""
        layout = scene.layout
        if scene.cursor is None or scene.cursor >= len(layout.centres):
            return
        x, y = layout.centres[scene.cursor]
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self.cursor_pen(frame, scene.palette))
        radius = (self.piece_radius + 0.12) * frame.unit
        painter.drawEllipse(frame.point(x, y), radius, radius)


def paint_arrow(painter: QPainter, start: QPointF, end: QPointF, gap: float) -> None:
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
