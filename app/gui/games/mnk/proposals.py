"""RIF's proposals for the 5th stone on the board: a ring in Black's stone colour round
each point, with a "5" in it, so that they read as stones not yet played."""

from __future__ import annotations

from PyQt6.QtCore import QPointF, QRectF, Qt
from PyQt6.QtGui import QFont, QPainter, QPen

from app.gui.board.view import BoardView

RING = 0.36
"""The ring's radius, in points' spacing."""


def paint_proposals(painter: QPainter, board: BoardView, cells: tuple[int, ...]) -> None:
    """Draw a ring with a "5" on each of ``cells`` of ``board``."""
    centres = [QPointF(board.cell_centre(cell)) for cell in cells]
    spacing = _spacing(board, cells[0])
    colours = board.colours
    radius = RING * spacing
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(8, int(0.45 * spacing)))
    painter.setFont(font)
    for centre in centres:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colours.selected, max(2.0, 0.1 * spacing)))
        painter.drawEllipse(centre, radius, radius)
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "5")


def _spacing(board: BoardView, cell: int) -> float:
    """Pixels between neighbouring points of ``board``, measured beside ``cell``."""
    here = board.cell_centre(cell)
    beside = board.cell_centre(cell + 1)  # the same row unless ``cell`` ends one
    if beside.y() != here.y():
        beside = board.cell_centre(cell - 1)
    return float(abs(beside.x() - here.x()))
