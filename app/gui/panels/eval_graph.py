"""A small graph of the evaluation after each ply of the game, from the first player's view.

Heuristic scores are scaled to the largest one shown; proven wins and losses sit in
bands at the top and bottom, marked with a diamond, and so do proven draws on the
middle line.  Plies no search evaluated have no point; the line joins points at most
:data:`JOINED_PLIES` apart (against the computer only its own turns are searched) and
breaks over longer gaps.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PyQt6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PyQt6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PyQt6.QtWidgets import QSizePolicy, QWidget

from app.gui.session.controller import Evaluation

translate = QCoreApplication.translate

HEURISTIC_SPAN = 0.75
"""Part of the half-height the largest heuristic score reaches; proven values go beyond."""
PROVEN_LEVEL = 0.92
"""Height (of the half-height) at which proven wins and losses are drawn."""
JOINED_PLIES = 2
"""Points at most this many plies apart are joined by the line."""
MARGIN = 4.0
"""Pixels around the plot."""
PROVEN_COLOUR = QColor("#e0a526")
"""Fill of the diamonds that mark proven values."""


@dataclass(frozen=True, slots=True)
class GraphPoint:
    """One evaluated position: where it sits and what it stands for."""

    ply: int
    value: float
    """From -1 (the second player wins) to 1 (the first player wins)."""
    proven: bool
    """A proven result (win, loss or exact draw) rather than an estimate."""


def graph_points(evaluations: Mapping[int, Evaluation], plies: int) -> tuple[GraphPoint, ...]:
    """The points for the positions after 0..``plies`` moves that have an evaluation.

    Values are from the first player's point of view; heuristic scores are scaled so
    the largest shown reaches :data:`HEURISTIC_SPAN`, proven ones sit at
    ±:data:`PROVEN_LEVEL` (0 for a proven draw).
    """
    shown = [evaluations[ply] for ply in sorted(evaluations) if ply <= plies]
    estimates = [abs(entry.first_player_score) for entry in shown if not entry.proven]
    scale = max([1, *estimates])
    points = []
    for entry in shown:
        score = entry.first_player_score
        if entry.proven:
            value = PROVEN_LEVEL * ((score > 0) - (score < 0))
        else:
            value = HEURISTIC_SPAN * score / scale
        points.append(GraphPoint(entry.ply, value, entry.proven))
    return tuple(points)


def estimate_points(values: Sequence[int | None]) -> tuple[GraphPoint, ...]:
    """The points for a review's estimated ``values`` (the first player's point of view,
    per position of the game), scaled as :func:`graph_points` scales estimates."""
    shown = [(ply, value) for ply, value in enumerate(values) if value is not None]
    scale = max([1, *(abs(value) for _ply, value in shown)])
    return tuple(GraphPoint(ply, HEURISTIC_SPAN * value / scale, False) for ply, value in shown)


class EvaluationGraph(QWidget):
    """Draws :class:`GraphPoint` values against plies, with the current ply marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: tuple[GraphPoint, ...] = ()
        self._plies = 0
        self._current = 0
        self._names = ("First player", "Second player")
        self.setMinimumSize(160, 60)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(translate("EvaluationGraph", "Evaluation graph"))

    @property
    def points(self) -> tuple[GraphPoint, ...]:
        return self._points

    def sizeHint(self) -> QSize:
        return QSize(280, 70)

    def set_points(
        self,
        points: Sequence[GraphPoint],
        plies: int,
        current: int,
        player_names: tuple[str, str],
    ) -> None:
        """Show ``points`` over plies 0..``plies`` with ply ``current`` marked."""
        self._points = tuple(points)
        self._plies = plies
        self._current = current
        self._names = player_names
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The graph in words (its accessible description)."""
        if not self._points:
            return "No evaluations yet."
        last = self._points[-1]
        proven = "proven" if last.proven else "estimated"
        if last.value > 0:
            leader = f"{self._names[0]} ahead"
        elif last.value < 0:
            leader = f"{self._names[1]} ahead"
        else:
            leader = "level"
        return f"{len(self._points)} positions evaluated; after ply {last.ply}: {leader} ({proven})"

    def _plot_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)

    def paintEvent(self, event: QPaintEvent | None) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.windowText().color()
        muted = QColor(text)
        muted.setAlpha(110)
        band = QColor(palette.highlight().color())
        band.setAlpha(28)
        plot = self._plot_rect()
        painter.fillRect(plot, palette.base())
        middle = plot.center().y()
        half = plot.height() / 2

        def y_of(value: float) -> float:
            return middle - value * half

        band_height = max((1 - HEURISTIC_SPAN) * half * 0.9, 12.0)
        top_band = QRectF(plot.left(), plot.top(), plot.width(), band_height)
        bottom_band = QRectF(plot.left(), plot.bottom() - band_height, plot.width(), band_height)
        painter.fillRect(top_band, band)
        painter.fillRect(bottom_band, band)
        painter.setPen(QPen(muted, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(plot.left(), middle), QPointF(plot.right(), middle))
        painter.setPen(QPen(muted, 1))
        painter.drawRect(plot)

        font = painter.font()
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.8))
        painter.setFont(font)
        painter.setPen(muted)
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        top_text, bottom_text = top_band.adjusted(4, 0, 0, 0), bottom_band.adjusted(4, 0, 0, 0)
        painter.drawText(top_text, align, f"{self._names[0]} wins")
        painter.drawText(bottom_text, align, f"{self._names[1]} wins")

        span = max(self._plies, 1)

        def x_of(ply: int) -> float:
            return plot.left() + plot.width() * ply / span

        painter.setPen(QPen(palette.highlight().color(), 1.5))
        current_x = x_of(self._current)
        painter.drawLine(QPointF(current_x, plot.top()), QPointF(current_x, plot.bottom()))

        line = QPen(palette.link().color(), 2)
        painter.setPen(line)
        path = QPainterPath()
        previous: GraphPoint | None = None
        for point in self._points:
            where = QPointF(x_of(point.ply), y_of(point.value))
            if previous is not None and point.ply - previous.ply <= JOINED_PLIES:
                path.lineTo(where)
            else:
                path.moveTo(where)
            previous = point
        painter.drawPath(path)
        for point in self._points:
            where = QPointF(x_of(point.ply), y_of(point.value))
            if point.proven:
                self._draw_diamond(painter, where, text)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(palette.link().color())
                painter.drawEllipse(where, 3.0, 3.0)
        painter.end()

    @staticmethod
    def _draw_diamond(painter: QPainter, centre: QPointF, colour: QColor) -> None:
        size = 4.5
        painter.setPen(QPen(colour, 1))
        painter.setBrush(PROVEN_COLOUR)
        painter.drawPolygon(
            QPolygonF(
                [
                    centre + QPointF(0, -size),
                    centre + QPointF(size, 0),
                    centre + QPointF(0, size),
                    centre + QPointF(-size, 0),
                ]
            )
        )
