"""Tic-tac-toe and the other m,n,k boards offered in the Games menu: specs and levels."""

from __future__ import annotations

from functools import cache

from engine.player import Level
from engine.search import Limits
from games.base import GameSpec
from games.mnk import MnkState, geometry, heuristic, order_moves

TICTACTOE_LEVELS = {
    "beginner": Level("random", Limits()),
    "easy": Level("alphabeta", Limits(depth=1), margin=400_000),
    "medium": Level("alphabeta", Limits(depth=2), blunder=0.2, margin=400_000),
    "hard": Level("alphabeta", Limits(depth=4), blunder=0.05, margin=1),
    "expert": Level("alphabeta", Limits(), margin=1),  # searches to the end: perfect play
}
"""Tic-tac-toe: ``expert`` solves the game on every move (a few thousand nodes).

``margin=400_000`` (more than any heuristic spread, less than a win's lead over
one) picks at random among the moves not proven won or lost within the depth:
``easy`` takes a win it sees one ply ahead, ``medium`` also blocks the
opponent's.  ``margin=1`` varies only between equally good moves.  Calibrated
with ``plyboard ladder tictactoe --games 200`` (see BENCHMARKS.md).
"""

LARGE_BOARD_LEVELS = {
    "beginner": Level("alphabeta", Limits(depth=1), blunder=0.3),
    "easy": Level("alphabeta", Limits(depth=2), blunder=0.15),
    "medium": Level("alphabeta", Limits(depth=2, time=1.0)),
    "hard": Level("alphabeta", Limits(depth=4, time=1.5)),
    "expert": Level("alphabeta", Limits(time=3.0)),
}
"""Bigger m,n,k boards: deeper and longer searches up the ladder, ``expert`` by time.

``easy``'s 15% random moves put it about 72% above ``beginner`` and 28% below
``medium`` on 5x5 (``plyboard arena mnk-5-5-4``, see BENCHMARKS.md).
"""


def _rules(width: int, height: int, k: int) -> str:
    return (
        f"Two players take turns placing a stone on an empty cell of a {width} by {height} "
        f"board; X moves first. The first to get {k} of their stones in an unbroken row "
        "(across, up and down, or diagonally) wins. When the board fills up without such "
        "a row, the game is a draw."
    )


def spec() -> GameSpec:
    """Tic-tac-toe, the 3,3,3-game."""
    return GameSpec(
        name="tictactoe",
        title="Tic-tac-toe",
        player_names=("X", "O"),
        new_state=lambda: MnkState.new(3, 3, 3),
        from_text=MnkState.from_text,
        heuristic=heuristic,
        order_moves=order_moves,
        levels=TICTACTOE_LEVELS,
        rules=_rules(3, 3, 3) + " With perfect play by both sides it is always a draw.",
    )


@cache
def mnk_spec(width: int, height: int, k: int) -> GameSpec:
    """The m,n,k-game on a ``width`` x ``height`` board with ``k`` in a row."""
    geometry(width, height, k)  # validates the size, raising ValueError
    return GameSpec(
        name=f"mnk-{width}-{height}-{k}",
        title=f"{k} in a row ({width}\u00d7{height})",
        player_names=("X", "O"),
        new_state=lambda: MnkState.new(width, height, k),
        from_text=MnkState.from_text,
        heuristic=heuristic,
        order_moves=order_moves,
        levels=TICTACTOE_LEVELS if width * height <= 9 else LARGE_BOARD_LEVELS,
        rules=_rules(width, height, k),
    )
