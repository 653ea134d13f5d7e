"""The m,n,k boards' heuristics, from the side to move: open lines weighted by their
stones (every board, :func:`heuristic`) and gomoku's shapes (:mod:`games.mnk.patterns`,
:func:`shape_heuristic`, with its renju twin) for the generic engines."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from engine.search import clamp_heuristic
from games.mnk.patterns import Board
from games.mnk.rules import Geometry, MnkState


@cache
def _line_values(k: int) -> tuple[int, ...]:
    """Value of an open line holding ``n`` of ``k`` stones, for ``n`` = 0..k."""
    return tuple(0 if n == 0 else 8 ** (n - 1) * (4 if n == k - 1 else 1) for n in range(k + 1))


def heuristic(state: MnkState) -> int:
    """Open lines weighted by their stones, from the side to move (see :func:`line_balance`)."""
    return line_balance(
        state.geometry, state.stones[state.to_move], state.stones[1 - state.to_move]
    )


def line_balance(g: Geometry, mine: int, theirs: int) -> int:
    """Open lines weighted by their stones, for the player to move with stones ``mine``.

    A line with stones of only one player is worth ``8^(n-1)`` to that player for
    ``n`` stones (four times more when one stone short of ``k``).  The side to move
    gets its lines counted at one and a half times, since it moves next.
    """
    values = _line_values(g.k)
    own = other = 0
    for line in g.lines:
        a = mine & line
        b = theirs & line
        if a and not b:
            own += values[a.bit_count()]
        elif b and not a:
            other += values[b.bit_count()]
    return clamp_heuristic(1.5 * own - other)


def order_moves(state: MnkState, moves: Sequence[int]) -> list[int]:
    """Cells next to stones first, then by closeness to the centre."""
    g = state.geometry
    by_centre = sorted(moves, key=lambda cell: g.centre_rank[cell])
    return near_stones_first(g, state.stones[0] | state.stones[1], by_centre)


def near_stones_first(g: Geometry, occupied: int, cells: Iterable[int]) -> list[int]:
    """``cells`` with those next to a stone of ``occupied`` first, each group in the
    order given."""
    return sorted(cells, key=lambda cell: not g.neighbours[cell] & occupied)


def shape_heuristic(state: MnkState) -> int:
    """The engine's shape evaluation, from the side to move (for the generic engines)."""
    board = Board.from_stones(state.geometry, *state.stones)
    return clamp_heuristic(board.evaluate(state.to_move))


def shape_order_moves(state: MnkState, moves: Sequence[int]) -> list[int]:
    """Moves by the engine's move value for the side to move (for the generic engines)."""
    board = Board.from_stones(state.geometry, *state.stones)
    return sorted(moves, key=lambda cell: -board.move_value(cell, state.to_move))


def renju_heuristic(state: MnkState) -> int:
    """The engine's shape evaluation under renju, from the side to move."""
    board = Board.from_stones(state.geometry, *state.stones, renju=True)
    return clamp_heuristic(board.evaluate(state.to_move))


def renju_order_moves(state: MnkState, moves: Sequence[int]) -> list[int]:
    """Moves by the engine's renju move value for the side to move."""
    board = Board.from_stones(state.geometry, *state.stones, renju=True)
    return sorted(moves, key=lambda cell: -board.move_value(cell, state.to_move))
