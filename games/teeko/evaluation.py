"""Teeko's static evaluation and move ordering, from the side to move."""

from __future__ import annotations

from collections.abc import Sequence

from engine.search import clamp_heuristic
from games.teeko.board import CELLS, NEIGHBOURS, SIDE, WINNING_PATTERNS
from games.teeko.rules import Move, TeekoState

PATTERN_VALUES = (0, 2, 10, 60, 0)
"""Worth of a winning pattern holding ``n`` markers of one side and none of the other."""
MOBILITY_VALUE = 2
"""Per move the side has more than the other (in the move phase)."""
CENTRE_VALUES = tuple(
    4 - max(abs(cell % SIDE - 2), abs(cell // SIDE - 2)) * 2 for cell in range(CELLS)
)
"""Per marker: 4 on the centre, 2 on the ring around it, 0 on the edge."""
TEMPO = 1.5
"""The side to move counts its patterns this many times: it acts first."""


def _slides(markers: int, occupied: int) -> int:
    total = 0
    for cell in range(CELLS):
        if markers >> cell & 1:
            total += (NEIGHBOURS[cell] & ~occupied).bit_count()
    return total


def _side_value(markers: int, other: int) -> int:
    value = 0
    for pattern in WINNING_PATTERNS:
        if not pattern & other:
            value += PATTERN_VALUES[(pattern & markers).bit_count()]
    for cell in range(CELLS):
        if markers >> cell & 1:
            value += CENTRE_VALUES[cell]
    return value


def heuristic(state: TeekoState) -> int:
    """Open patterns weighted by their markers, centre and mobility; side to move's view.

    A pattern (four in a row or a 2x2 square) holding only one side's markers is
    worth :data:`PATTERN_VALUES` to that side; each marker earns its centre
    value; in the move phase each extra legal move is worth :data:`MOBILITY_VALUE`.
    """
    mover, opponent = state.mover, state.opponent
    value = TEMPO * _side_value(mover, opponent) - _side_value(opponent, mover)
    if not state.dropping:
        occupied = mover | opponent
        value += MOBILITY_VALUE * (_slides(mover, occupied) - _slides(opponent, occupied))
    return clamp_heuristic(value)


def order_moves(state: TeekoState, moves: Sequence[Move]) -> list[Move]:
    """Moves that win at once first, then moves toward the centre and the own markers."""
    mover = state.mover
    opponent = state.opponent

    def priority(move: Move) -> tuple[int, int]:
        after = mover & ~(1 << move[0]) | 1 << move[-1] if len(move) == 2 else mover | 1 << move[0]
        wins = any(after & pattern == pattern for pattern in WINNING_PATTERNS)
        blocks = sum(
            1 for pattern in WINNING_PATTERNS if pattern >> move[-1] & 1 and pattern & opponent
        )
        return (not wins, -(CENTRE_VALUES[move[-1]] + blocks))

    return sorted(moves, key=priority)
