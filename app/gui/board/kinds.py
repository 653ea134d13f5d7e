"""The drawing of each kind of board (tiles, slots, crossings, points) and the registry
that picks a game's drawing: :func:`register_drawing`, :func:`drawing_for`."""

from __future__ import annotations

from PyQt6.QtCore import QPointF, Qt
from PyQt6.QtGui import QColor, QFont, QPainter, QPen

from app.gui.board.drawing import BoardDrawing, BoardScene, Frame
from app.gui.board.pieces import PieceIcons
from app.gui.board.themes import BoardColours
from games.base import BoardKind, BoardLayout


class SquaresDrawing(BoardDrawing):
    """Rounded tiles, one per cell (tic-tac-toe, m,n,k games, Teeko)."""

    square_cells = True

    def paint_cells(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        board = scene.board
        half = 0.5 - 0.04
        radius = 0.1 * frame.unit
        edge = scene.palette.tile_edge
        for cell, (x, y) in enumerate(scene.layout.centres):
            tile = frame.rect(x - half, y - half, x + half, y + half)
            fill = self.cell_fill(scene, cell)
            if fill is None:
                fill = board.tile_hover if cell == scene.hover else board.tile
            painter.setBrush(fill)
            painter.setPen(Qt.PenStyle.NoPen if edge is None else QPen(edge, 0.03 * frame.unit))
            painter.drawRoundedRect(tile, radius, radius)
            flash = self.flash_colour(scene, cell)
            if flash is not None:
                painter.setBrush(flash)
                painter.drawRoundedRect(tile, radius, radius)

    def paint_cursor(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """The keyboard cursor: a rounded square around its cell."""
        layout = scene.layout
        if scene.cursor is None or scene.cursor >= len(layout.centres):
            return
        x, y = layout.centres[scene.cursor]
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self.cursor_pen(frame, scene.palette))
        corner = 0.12 * frame.unit
        painter.drawRoundedRect(frame.rect(x - 0.47, y - 0.47, x + 0.47, y + 0.47), corner, corner)


class SlotsDrawing(BoardDrawing):
    """Round holes in an upright frame (Connect Four); discs fill the holes."""

    SLOT_RADIUS = 0.44
    """Radius of a hole, in board units (a disc is a little smaller)."""
    pieces_cover_highlights = True
    square_cells = True

    def frame_colours(self, board: BoardColours) -> tuple[QColor, QColor]:
        return board.slot_frame, board.slot_frame

    def paint_cells(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """Round holes; a ring marks the last move and the winning cells."""
        colours, board = scene.palette, scene.board
        radius = self.SLOT_RADIUS * frame.unit
        edge = colours.tile_edge
        ring = max(2.0, 0.07 * frame.unit) * colours.outline_scale
        for cell, (x, y) in enumerate(scene.layout.centres):
            centre = frame.point(x, y)
            fill = board.tile_hover if cell == scene.hover else board.slot_hole
            painter.setBrush(fill)
            painter.setPen(Qt.PenStyle.NoPen if edge is None else QPen(edge, 0.03 * frame.unit))
            painter.drawEllipse(centre, radius, radius)
            flash = self.flash_colour(scene, cell)
            if flash is not None:
                painter.setBrush(flash)
                painter.drawEllipse(centre, radius, radius)
            mark = self.cell_fill(scene, cell)
            if mark is not None:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(mark, ring))
                painter.drawEllipse(centre, radius + ring / 2, radius + ring / 2)


class IntersectionsDrawing(BoardDrawing):
    """Stones on the crossings of grid lines (Gomoku), with star points."""

    piece_radius = 0.45
    pieces_cover_highlights = True
    grid_lines = True
    """Whether the rows and columns are joined by lines (else only ``layout.edges`` are)."""

    def paint_cells(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """The lines, the star points, and a halo behind highlighted cells."""
        layout, board = scene.layout, scene.board
        pen = QPen(board.line, max(1.0, 0.045 * frame.unit))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        if self.grid_lines:
            for row in range(layout.rows):
                painter.drawLine(frame.point(0, row), frame.point(layout.columns - 1, row))
            for column in range(layout.columns):
                painter.drawLine(frame.point(column, 0), frame.point(column, layout.rows - 1))
        for a, b in layout.edges:
            painter.drawLine(frame.point(*layout.centres[a]), frame.point(*layout.centres[b]))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(board.line)
        for cell in layout.star_points:
            painter.drawEllipse(
                frame.point(*layout.centres[cell]), 0.09 * frame.unit, 0.09 * frame.unit
            )
        halo = self.piece_radius + 0.08
        for cell, (x, y) in enumerate(layout.centres):
            centre = frame.point(x, y)
            fill = self.cell_fill(scene, cell)
            if fill is None and cell == scene.hover:
                fill = board.tile_hover
            if fill is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(fill)
                painter.drawEllipse(centre, halo * frame.unit, halo * frame.unit)
            self.paint_point(painter, frame, scene, centre)
            flash = self.flash_colour(scene, cell)
            if flash is not None:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(flash)
                painter.drawEllipse(centre, halo * frame.unit, halo * frame.unit)

    def paint_point(
        self, painter: QPainter, frame: Frame, scene: BoardScene, centre: QPointF
    ) -> None:
        """A mark on every cell over its halo (none: the crossing is the mark)."""


class PointsDrawing(IntersectionsDrawing):
    """Named points joined by lines (Hare and Hounds); pieces stand on the points."""

    piece_radius = 0.36
    pieces_cover_highlights = False
    grid_lines = False

    def paint_point(
        self, painter: QPainter, frame: Frame, scene: BoardScene, centre: QPointF
    ) -> None:
        """A small ring: the point."""
        painter.setPen(QPen(scene.board.line, max(1.0, 0.04 * frame.unit)))
        painter.setBrush(scene.board.tile)
        painter.drawEllipse(centre, 0.13 * frame.unit, 0.13 * frame.unit)

    def paint_names(self, painter: QPainter, frame: Frame, scene: BoardScene) -> None:
        """Without coordinates: each point's name, up and right of it."""
        if scene.has_labels():
            return
        layout = scene.layout
        font = QFont(scene.font)
        font.setPixelSize(max(9, round(0.2 * frame.unit)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(scene.board.line)
        for (x, y), name in zip(layout.centres, layout.cell_names, strict=True):
            painter.drawText(
                frame.rect(x + 0.27, y - 0.62, x + 0.75, y - 0.27),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                name,
            )


DRAWINGS: dict[BoardKind | str, type[BoardDrawing]] = {
    BoardKind.SQUARES: SquaresDrawing,
    BoardKind.SLOTS: SlotsDrawing,
    BoardKind.INTERSECTIONS: IntersectionsDrawing,
    BoardKind.POINTS: PointsDrawing,
}
"""The drawing of each kind of board, and of the games that have their own (by registry
name; see :func:`register_drawing`)."""


def register_drawing(key: BoardKind | str, drawing: type[BoardDrawing]) -> None:
    """Draw with ``drawing`` from now on the boards of ``key``: a kind of board, or a
    game's registry name (``"chess"``), which wins over the kind of its board."""
    DRAWINGS[key] = drawing


def drawing_for(layout: BoardLayout, icons: PieceIcons, game: str = "") -> BoardDrawing:
    """The drawing for the game called ``game`` when it has its own, else for ``layout``'s
    kind of board; it draws pieces with ``icons``.

    Raises ``KeyError`` naming the kind when no drawing is registered for it.
    """
    drawing = DRAWINGS.get(game) or DRAWINGS.get(layout.kind)
    if drawing is None:
        raise KeyError(f"no board drawing for {layout.kind!r}: register one")
    return drawing(icons)
