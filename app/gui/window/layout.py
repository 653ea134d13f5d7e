"""How the main window's central area is laid out: the resume bar over the board (with its
evaluation bar) and the side panel in a scroll area beside it."""

from __future__ import annotations

from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)


def central_area(
    board: QWidget, panel: QWidget, resume_bar: QWidget
) -> tuple[QWidget, QScrollArea]:
    """The central widget, and the scroll area holding ``panel`` (the window sizes it)."""
    row = QHBoxLayout()
    row.setContentsMargins(12, 10, 12, 10)
    row.setSpacing(12)
    row.addWidget(board, 1)
    panel_area = QScrollArea()
    panel_area.setObjectName("panelArea")
    panel_area.setWidget(panel)
    panel_area.setWidgetResizable(True)
    panel_area.setFrameShape(QFrame.Shape.NoFrame)
    panel_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    panel_area.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
    row.addWidget(panel_area)
    column = QVBoxLayout()
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    column.addWidget(resume_bar)
    column.addLayout(row, 1)
    central = QWidget()
    central.setLayout(column)
    return central, panel_area
