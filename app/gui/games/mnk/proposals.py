"""RIF's proposals for the 5th stone on the board: a see-through Black stone with a "5" on
each point, ringed in the selection colour, so that they read as stones not yet played."""

from __future__ import annotations

from PyQt6.QtCore import QPointF, QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QPainter, QPen

from app.gui.board.view import BoardView

STONE = 0.42
"""The proposed stone's radius, in points' spacing."""
SEE_THROUGH = 150
"""The proposed stone's opacity (0-255): the grid shows through it."""


def paint_proposals(painter: QPainter, board: BoardView, cells: tuple[int, ...]) -> None:
    """Draw a see-through Black stone with a "5" on each of ``cells`` of ``board``."""
    spacing = _spacing(board, cells[0])
    radius = STONE * spacing
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(8, int(0.5 * spacing)))
    painter.setFont(font)
    stone = QColor(0, 0, 0, SEE_THROUGH)
    ring = QPen(board.colours.selected, max(2.0, 0.08 * spacing))
    for cell in cells:
        centre = QPointF(board.cell_centre(cell))
        painter.setBrush(stone)
        painter.setPen(ring)
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(QColor("white"))
        box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "5")


def _spacing(board: BoardView, cell: int) -> float:
    """Pixels between neighbouring points of ``board``, measured beside ``cell``."""
    here = board.cell_centre(cell)
    beside = board.cell_centre(cell + 1)  # the same row unless ``cell`` ends one
    if beside.y() != here.y():
        beside = board.cell_centre(cell - 1)
    return float(abs(beside.x() - here.x()))
