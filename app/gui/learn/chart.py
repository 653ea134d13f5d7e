"""Charts drawn with QPainter (no plotting library): the Elo ladder and the nodes chart.

The ladder chart shows each player's Elo with its 95% interval; the nodes chart
shows, on a log scale, how many nodes each algorithm of ``plyboard compare``
searched.  Both are drawn offscreen into a PNG; the nodes chart is also painted
by the app's "Compare algorithms" window.  Qt needs an application object for
fonts; a ``QApplication`` is created on the offscreen platform when none exists.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PyQt6.QtCore import QPointF, QRectF, Qt
from PyQt6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QImage, QPainter, QPen
from PyQt6.QtWidgets import QApplication

from app.services.arena import LadderResult
from app.services.compare import Row

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


# --- the nodes chart of ``plyboard compare`` -------------------------------------------

NODES_WIDTH, NODES_HEIGHT = 900, 380
"""Pixels of the nodes chart's PNG."""
TREE_BAR_COLOUR = QColor("#1f5fa8")
MCTS_BAR_COLOUR = QColor("#d0802a")
CHART_PADDING = 12
"""Pixels between the chart's edge, its labels and its bars."""
NODES_CAPTION = (
    "nodes searched, log scale, and their share of minimax's "
    "(MCTS: playouts, each a whole random game)"
)


@dataclass(frozen=True)
class ChartColours:
    """The background, text and grid colours a chart is painted with."""

    background: QColor
    text: QColor
    grid: QColor


PRINT_COLOURS = ChartColours(QColor("white"), TEXT_COLOUR, GRID_COLOUR)
"""Dark on white, for PNG files."""


def count_text(count: float) -> str:
    """``950``, ``12k``, ``3M``: a power of ten or a bar's count, short."""
    for limit, suffix in ((1e6, "M"), (1e3, "k")):
        if count >= limit:
            return f"{count / limit:.3g}{suffix}"
    return f"{count:.0f}"


def paint_nodes_chart(
    painter: QPainter,
    area: QRectF,
    title: str,
    rows: Sequence[Row],
    colours: ChartColours = PRINT_COLOURS,
) -> None:
    """Paint ``rows`` as horizontal bars of nodes on a log scale into ``area``.

    One bar per row, engine names on the left and the count at the end of the
    bar; tree searches and MCTS (playouts) have different colours.
    """
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(area, colours.background)
        metrics = QFontMetricsF(painter.font())
        line = metrics.height()
        painter.setPen(colours.text)
        centred = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(
            QRectF(area.left(), area.top() + 4, area.width(), line * 1.5), centred, title
        )
        names = [row.engine for row in rows] or [""]
        label_width = max(metrics.horizontalAdvance(name) for name in names) + 2 * CHART_PADDING
        value_width = metrics.horizontalAdvance("1,234,567 nodes (100.0%)") + 12
        caption_lines = math.ceil(
            metrics.horizontalAdvance(NODES_CAPTION) / max(area.width() - 2 * CHART_PADDING, 1.0)
        )
        plot = QRectF(
            area.left() + label_width,
            area.top() + line * 2.2,
            max(area.width() - label_width - value_width, 40.0),
            max(area.height() - line * (3.8 + 1.2 * caption_lines), 20.0),
        )
        decades = max(1, math.ceil(math.log10(max([row.nodes for row in rows] + [10]))))

        def x_of(count: float) -> float:
            return plot.left() + math.log10(max(count, 1.0)) / decades * plot.width()

        for power in range(decades + 1):
            x = x_of(10.0**power)
            painter.setPen(QPen(colours.grid, 1))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            painter.setPen(colours.text)
            painter.drawText(
                QRectF(x - 40, plot.bottom() + 2, 80, line), centred, count_text(10.0**power)
            )
        painter.drawText(
            QRectF(
                area.left() + CHART_PADDING,
                plot.bottom() + line * 1.3,
                area.width() - 2 * CHART_PADDING,
                caption_lines * line * 1.2,
            ),
            centred | Qt.TextFlag.TextWordWrap,
            NODES_CAPTION,
        )
        if not rows:
            painter.drawText(plot, centred, "No results yet")
            return
        slot = plot.height() / len(rows)
        bar_height = min(slot * 0.6, line * 1.6)
        for position, row in enumerate(rows):
            middle = plot.top() + slot * (position + 0.5)
            painter.setPen(colours.text)
            painter.drawText(
                QRectF(area.left(), middle - line, label_width - CHART_PADDING, 2 * line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                row.engine,
            )
            end = x_of(row.nodes)
            bar = QRectF(
                plot.left(), middle - bar_height / 2, max(end - plot.left(), 2.0), bar_height
            )
            painter.fillRect(bar, MCTS_BAR_COLOUR if row.is_mcts else TREE_BAR_COLOUR)
            if row.is_mcts:
                value = f"{row.nodes:,} playouts"
            else:
                value = f"{row.nodes:,} nodes ({row.nodes / (rows[0].nodes or 1):.1%})"
            painter.drawText(
                QRectF(bar.right() + 6, middle - line, value_width, 2 * line),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                value,
            )
    finally:
        painter.restore()


def render_nodes_chart(title: str, rows: Sequence[Row]) -> QImage:
    """The nodes chart of ``rows`` (see :func:`paint_nodes_chart`) as an image."""
    _ensure_application()
    image = QImage(NODES_WIDTH, NODES_HEIGHT, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        font = QFont()
        font.setPixelSize(14)
        painter.setFont(font)
        paint_nodes_chart(painter, QRectF(0, 0, NODES_WIDTH, NODES_HEIGHT), title, rows)
    finally:
        painter.end()
    return image


def save_nodes_chart(path: Path, title: str, rows: Sequence[Row]) -> None:
    """Write the nodes chart of ``rows`` to ``path`` as PNG; raises ``OSError`` on failure."""
    image = render_nodes_chart(title, rows)
    if not image.save(str(path), "PNG"):
        raise OSError(f"Qt could not write {path}")
