"""The ladder chart: each player's Elo with its 95% interval, drawn offscreen into a PNG.

Uses only QImage and QPainter (no plotting library).  Qt needs an application
object for fonts; a ``QApplication`` is created on the offscreen platform when
none exists.
"""

from __future__ import annotations

import math
import os
from pathlib import Path

from PyQt6.QtCore import QPointF, QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen
from PyQt6.QtWidgets import QApplication

from app.arena import LadderResult

WIDTH, HEIGHT = 900, 540
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 80, 30, 60, 110
GRID_STEPS = (25, 50, 100, 200, 250, 500)
"""Candidate Elo spacings between grid lines; the chart picks one giving 4-10 lines."""
POINT_COLOUR = QColor("#1f5fa8")
INTERVAL_COLOUR = QColor("#6b8fc2")
GRID_COLOUR = QColor("#d9d9d9")
TEXT_COLOUR = QColor("#222222")


_own_application: list[QApplication] = []
"""The application this module created, kept alive for as long as the process runs."""


def _ensure_application() -> None:
    """Create a (widgets-capable) application if there is none, so that windows made
    later in the same process still work."""
    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _own_application.append(QApplication([]))


def _grid_step(span: float) -> int:
    return next((step for step in GRID_STEPS if span / step <= 10), GRID_STEPS[-1])


def render_ladder_chart(result: LadderResult) -> QImage:
    """The chart of ``result``'s ratings: players left to right, Elo upwards."""
    _ensure_application()
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    ratings = result.ratings
    low = min(rating.lower for rating in ratings)
    high = max(rating.upper for rating in ratings)
    step = _grid_step(max(high - low, 1.0))
    low = math.floor((low - step / 4) / step) * step
    high = math.ceil((high + step / 4) / step) * step
    plot = QRectF(
        MARGIN_LEFT,
        MARGIN_TOP,
        WIDTH - MARGIN_LEFT - MARGIN_RIGHT,
        HEIGHT - MARGIN_TOP - MARGIN_BOTTOM,
    )

    def y_of(elo: float) -> float:
        return plot.bottom() - (elo - low) / (high - low) * plot.height()

    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont()
        font.setPixelSize(14)
        painter.setFont(font)
        painter.setPen(TEXT_COLOUR)
        title = (
            f"{result.game.title}: Elo ladder ({result.games_per_pairing} games per pairing, "
            f"{result.players[0].text} = 0, bars: 95% interval)"
        )
        painter.drawText(
            QRectF(0, 10, WIDTH, 30),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
            title,
        )
        for elo in range(int(low), int(high) + 1, step):
            y = y_of(elo)
            painter.setPen(QPen(GRID_COLOUR, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(TEXT_COLOUR)
            painter.drawText(
                QRectF(0, y - 10, MARGIN_LEFT - 8, 20),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{elo:+d}" if elo else "0",
            )
        painter.setPen(QPen(TEXT_COLOUR, 1))
        painter.drawRect(plot)
        slot = plot.width() / len(ratings)
        for position, rating in enumerate(ratings):
            x = plot.left() + slot * (position + 0.5)
            painter.setPen(QPen(INTERVAL_COLOUR, 2))
            top, bottom = y_of(rating.upper), y_of(rating.lower)
            painter.drawLine(QPointF(x, top), QPointF(x, bottom))
            painter.drawLine(QPointF(x - 8, top), QPointF(x + 8, top))
            painter.drawLine(QPointF(x - 8, bottom), QPointF(x + 8, bottom))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(POINT_COLOUR)
            painter.drawEllipse(QPointF(x, y_of(rating.elo)), 6, 6)
            painter.setPen(TEXT_COLOUR)
            painter.drawText(
                QRectF(x + 10, y_of(rating.elo) - 10, slot / 2, 20),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                f"{rating.elo:+.0f}" if round(rating.elo) else "0",
            )
            painter.save()
            painter.translate(x, plot.bottom() + 8)
            painter.rotate(30)
            painter.drawText(
                QRectF(0, -10, MARGIN_BOTTOM * 1.8, 20),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                rating.player,
            )
            painter.restore()
    finally:
        painter.end()
    return image


def save_ladder_chart(path: Path, result: LadderResult) -> None:
    """Write the chart of ``result`` to ``path`` as PNG; raises ``OSError`` on failure."""
    image = render_ladder_chart(result)
    if not image.save(str(path), "PNG"):
        raise OSError(f"Qt could not write {path}")
