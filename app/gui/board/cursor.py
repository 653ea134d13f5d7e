"""The board's keyboard cursor: which keys move it and click, and where it goes on any
layout (grids step to the neighbour, points boards to the nearest point that way)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PyQt6.QtCore import Qt

from games.base import BoardLayout

ARROW_DIRECTIONS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}
"""Board-unit directions of the arrow keys (y grows downwards)."""
CLICK_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
SIDEWAYS_PENALTY = 2.0
"""How much a sideways step counts against a cell when the cursor moves (see :func:`step`)."""


def step(centres: Sequence[tuple[float, float]], start: int, direction: tuple[float, float]) -> int:
    """The cell the cursor moves to from ``start`` in ``direction``; ``start`` if none lies there.

    Works for any layout: among cells ahead in ``direction`` it takes the nearest, where a
    unit sideways counts :data:`SIDEWAYS_PENALTY` units ahead, so grids step to the neighbour
    and points boards to the closest point that way.
    """
    x0, y0 = centres[start]
    dx, dy = direction
    best, best_cost = start, math.inf
    for cell, (x, y) in enumerate(centres):
        ahead = (x - x0) * dx + (y - y0) * dy
        if ahead <= 0.1:
            continue
        sideways = abs((x - x0) * dy - (y - y0) * dx)
        cost = ahead + SIDEWAYS_PENALTY * sideways
        if cost < best_cost:
            best, best_cost = cell, cost
    return best


def central_cell(layout: BoardLayout) -> int:
    """Where the cursor appears first: the cell nearest the middle of the board."""
    middle_x, middle_y = (layout.columns - 1) / 2, (layout.rows - 1) / 2
    centres = layout.centres
    return min(
        range(len(centres)),
        key=lambda cell: math.hypot(centres[cell][0] - middle_x, centres[cell][1] - middle_y),
    )
