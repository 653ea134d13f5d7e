"""Static evaluation and move ordering for the heuristic levels (pure Python).

Scores are from the side to move and stay far inside ``±HEURISTIC_BOUND``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from engine.search import clamp_heuristic
from games.connect4.bitboard import playable, winning_spots
from games.connect4.rules import Connect4State

LINE_VALUES = (0, 1, 4, 0, 0)
"""Value of an open line of four (no opposing stone) by its stones; three are threats."""
THREAT_VALUE = 24
"""A cell that completes four for its owner, not yet playable."""
PARITY_BONUS = 16
"""Extra for a threat on a row that suits its owner (odd rows, counted from 1, for the
first player; even rows for the second): those are the ones that decide endgames."""
WIN_NEXT = 5000
"""The side to move can complete four with its next stone."""


def heuristic(state: Connect4State) -> int:
    """Open lines, threats (weighted by row parity) and centre control, for the side to move."""
    g = state.geometry
    mine, mask = state.current, state.mask
    theirs = mask ^ mine
    drops = playable(mask, g.bottom, g.board)
    my_spots = winning_spots(mine, mask, g.height, g.board)
    if my_spots & drops:
        return WIN_NEXT
    their_spots = winning_spots(theirs, mask, g.height, g.board)
    if (their_spots & drops).bit_count() > 1:
        return -WIN_NEXT  # two threats to block at once
    value = 0
    for line in g.lines:
        own, other = mine & line, theirs & line
        if own and not other:
            value += LINE_VALUES[own.bit_count()]
        elif other and not own:
            value -= LINE_VALUES[other.bit_count()]
    value += _threats(my_spots, state.to_move, state)
    value -= _threats(their_spots, 1 - state.to_move, state)
    return clamp_heuristic(value)


def _threats(spots: int, player: int, state: Connect4State) -> int:
    g = state.geometry
    good_rows = rows_mask(g.bottom, g.height, first=player == 0)
    return THREAT_VALUE * spots.bit_count() + PARITY_BONUS * (spots & good_rows).bit_count()


@cache
def rows_mask(bottom: int, height: int, *, first: bool) -> int:
    """Cells on rows 1, 3, 5, ... (``first``) or rows 2, 4, ... (counted from 1 at the bottom)."""
    start = 0 if first else 1
    return sum(bottom << row for row in range(start, height, 2))


def order_moves(state: Connect4State, moves: Sequence[int]) -> list[int]:
    """Winning drops first, then blocks, then from the centre out; drops under a threat last."""
    g = state.geometry
    mine, mask = state.current, state.mask
    my_spots = winning_spots(mine, mask, g.height, g.board)
    their_spots = winning_spots(mask ^ mine, mask, g.height, g.board)
    rank = {column: index for index, column in enumerate(g.centre_order)}

    def key(column: int) -> tuple[int, int]:
        landing = state.landing_bit(column)
        if landing & my_spots:
            group = 0
        elif landing & their_spots:
            group = 1
        elif (landing << 1) & their_spots & g.board:
            group = 3  # lets the opponent complete four on top
        else:
            group = 2
        return group, rank[column]

    return sorted(moves, key=key)
