"""What the Gomocup manager and brain share: ``INFO rule`` values and coordinates.

Protocol coordinates are 0-based from the top-left corner: ``x`` is the column, ``y``
the row counted downwards, so ``y`` = 0 is our top row.  Our cells are numbered row by
row from the bottom-left corner (``row * size + column``).
"""

from __future__ import annotations

RULE_FREESTYLE = 0
"""``INFO rule``: five or more in a row win (no bit set)."""
RULE_EXACT_FIVE = 1
"""``INFO rule`` bit: only exactly five wins (standard gomoku)."""
RULE_RENJU = 4
"""``INFO rule`` bit: renju (Black's double-threes, double-fours and overlines are
forbidden; exactly five wins for Black), on 15x15 only."""
RULE_UNSUPPORTED = {2: "continuous game", 8: "caro"}
"""``INFO rule`` bits we play as if they were not set (a warning is logged)."""


def cell_of(x: int, y: int, size: int) -> int:
    """Our cell index of protocol ``(x, y)`` on a ``size`` x ``size`` board."""
    return (size - 1 - y) * size + x


def point_of(cell: int, size: int) -> tuple[int, int]:
    """Protocol ``(x, y)`` of our cell index on a ``size`` x ``size`` board."""
    row, column = divmod(cell, size)
    return column, size - 1 - row
