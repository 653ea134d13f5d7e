"""Tic-tac-toe and the other m,n,k boards offered in the Games menu: specs and levels."""

from __future__ import annotations

from dataclasses import replace
from functools import cache, partial

from engine.player import Level
from engine.search import Limits
from games.base import GameSpec
from games.gomoku.patterns import prepare_tables
from games.gomoku.search import GomokuSearcher
from games.mnk import MnkState, geometry, heuristic, order_moves
from games.mnk_solver import PerfectSearcher

TICTACTOE_LEVELS = {
    "beginner": Level("random", Limits()),
    "easy": Level("alphabeta", Limits(depth=1), margin=400_000),
    "medium": Level("alphabeta", Limits(depth=2), blunder=0.2, margin=400_000),
    "hard": Level("alphabeta", Limits(depth=5), margin=400_000),
    "expert": Level("perfect", Limits()),
}
"""Tic-tac-toe: ``expert`` solves the game on every move and sets traps among the
drawing moves.

``margin=400_000`` (more than any heuristic spread, less than a win's lead over
one) picks at random among the moves not proven won or lost within the depth:
``easy`` takes a win it sees one ply ahead, ``medium`` also blocks the
opponent's, ``hard`` sees a fork coming but not a forcing move that prepares
one, which is where ``expert``'s traps catch it.  Calibrated with
``plyboard ladder tictactoe --games 200`` (see BENCHMARKS.md).
"""

SMALL_BOARD_LEVELS = {
    "beginner": Level("random", Limits()),
    "easy": Level("alphabeta", Limits(depth=1), margin=400_000),
    "medium": Level("alphabeta", Limits(depth=2), blunder=0.2, margin=400_000),
    "hard": Level("alphabeta", Limits(depth=2)),
    "expert": Level("perfect", Limits()),
}
"""Boards up to 16 cells (4x4): ``expert`` solves every move (about a second on the
empty 4x4 board, milliseconds later) and sets traps among the drawing moves.  Four in a
row on 4x4 is so drawish that no table separates five levels by 65%: perfect play scores
only 97% against random moves (BENCHMARKS.md)."""

FIVE_BY_FIVE_LEVELS = {
    "beginner": Level("alphabeta", Limits(depth=2), blunder=0.6),
    "easy": Level("alphabeta", Limits(depth=2), blunder=0.3),
    "medium": Level("alphabeta", Limits(depth=2), blunder=0.1),
    "hard": Level("alphabeta", Limits(depth=3)),
    "expert": Level("perfect", Limits(nodes=200_000)),
}
"""Four in a row on 5x5 (a draw with perfect play): ``expert`` solves from the middle
game on (when at most 20 cells are empty) and before that searches with the solver's
threat shortcuts; the levels below differ in depth and in their share of random moves.
Limited by nodes and depth only, so matches replay from their seed.  Calibrated with
``plyboard ladder mnk-5-5-4 --adjacent --games 200`` (BENCHMARKS.md)."""

FIVE_IN_A_ROW_LEVELS = {
    "beginner": Level("alphabeta", Limits(depth=2), blunder=0.85),
    "easy": Level("alphabeta", Limits(depth=2), blunder=0.6),
    "medium": Level("alphabeta", Limits(depth=2), blunder=0.3),
    "hard": Level("alphabeta", Limits(depth=2), blunder=0.1),
    "expert": Level("threats", Limits(nodes=40_000, time=3.0)),
}
"""Five in a row on boards with more than 16 cells (7x7 in the menu): ``expert`` is Gomoku's threat
search (wins and defences by fours and threes).  Even a depth-3 alpha-beta draws nearly
every game against it on 7x7, so the levels below differ in their share of random moves.
Calibrated with ``plyboard ladder mnk-7-7-5 --adjacent --games 200`` (BENCHMARKS.md)."""

LARGE_BOARD_LEVELS = {
    **FIVE_BY_FIVE_LEVELS,
    "expert": Level("perfect", Limits(nodes=100_000, time=3.0)),
}
"""Other m,n,k boards (not calibrated): the 5x5 table's players, ``expert`` also capped
by time since bigger boards cost more per node."""


def levels_for(width: int, height: int, k: int) -> dict[str, Level]:
    """The level table of the ``width`` x ``height`` board with ``k`` in a row."""
    cells = width * height
    if cells <= 9:
        return TICTACTOE_LEVELS
    if cells <= 16:
        return SMALL_BOARD_LEVELS
    if (width, height, k) == (5, 5, 4):
        return FIVE_BY_FIVE_LEVELS
    if k == 5:
        return FIVE_IN_A_ROW_LEVELS
    return LARGE_BOARD_LEVELS


def _rules(width: int, height: int, k: int) -> str:
    return (
        f"Two players take turns placing a stone on an empty cell of a {width} by {height} "
        f"board; X moves first. The first to get {k} of their stones in an unbroken row "
        "(across, up and down, or diagonally) wins. When the board fills up without such "
        "a row, the game is a draw."
    )


def spec() -> GameSpec:
    """Tic-tac-toe: the 3,3,3-game under its own name."""
    return replace(
        mnk_spec(3, 3, 3),
        name="tictactoe",
        title="Tic-tac-toe",
        rules=_rules(3, 3, 3) + " With perfect play by both sides it is always a draw.",
    )


@cache
def mnk_spec(width: int, height: int, k: int) -> GameSpec:
    """The m,n,k-game on a ``width`` x ``height`` board with ``k`` in a row.

    Hints, analysis and review use ``expert``'s engine, as in the other games.
    """
    geometry(width, height, k)  # validates the size, raising ValueError
    levels = levels_for(width, height, k)
    return GameSpec(
        name=f"mnk-{width}-{height}-{k}",
        title=f"{k} in a row ({width}\u00d7{height})",
        player_names=("X", "O"),
        new_state=lambda: MnkState.new(width, height, k),
        from_text=MnkState.from_text,
        heuristic=heuristic,
        order_moves=order_moves,
        levels=levels,
        rules=_rules(width, height, k),
        searchers={"perfect": PerfectSearcher, **({"threats": GomokuSearcher} if k == 5 else {})},
        default_algorithm=levels["expert"].algorithm,
        warm_up=partial(prepare_tables, geometry(width, height, k)) if k == 5 else None,
    )
