"""A table to read, not edit: the statistics, the puzzle history, the algorithm comparison."""

from __future__ import annotations

from collections.abc import Sequence

from PyQt6.QtCore import Qt
from PyQt6.QtWidgets import QHeaderView, QTableWidget


def reading_table(headers: Sequence[str]) -> QTableWidget:
    """An empty table with ``headers`` (in the player's language) over its columns: no row
    numbers, nothing to edit, select or focus; the first column takes the spare width, the
    others are as wide as their contents."""
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    rows_header = table.verticalHeader()
    if rows_header is not None:
        rows_header.hide()
    columns_header = table.horizontalHeader()
    if columns_header is not None:
        columns_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(headers)):
            columns_header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    return table
