"""Teeko for the registry: its levels, rules text and the two rule variants."""

from __future__ import annotations

from functools import cache, partial

from engine.player import Level
from engine.search import Limits
from games.base import GameSpec
from games.teeko.evaluation import heuristic, order_moves
from games.teeko.rules import PLAYER_NAMES, TeekoState, Variant
from games.teeko.table import PerfectPlay, prepare_table

LEVELS = {
    # level:     engine        limits                          random moves  picks within
    "beginner": Level("alphabeta", Limits(depth=1), blunder=0.3),
    "easy": Level("alphabeta", Limits(depth=2), blunder=0.1, margin=20),
    "medium": Level("alphabeta", Limits(depth=3), margin=5),
    "hard": Level("alphabeta", Limits(depth=5, nodes=60_000), blunder=0.02),
    "expert": Level("perfect", Limits()),  # reads the solved table: perfect play
}
"""Weakest first, the same for both sides.

Depth and node limits, not time, so a level plays the same moves however loaded
the machine is; the random choices come from the caller's generator.  Over 74
positions from early games ``hard``'s depth 5 searched a median 4,600 nodes
(0.2-0.5 s here, with load) and at most 13,000; its node cap only guards the odd
position that would take far longer, and then plays the best move of the last
depth it completed.  ``hard``'s 2% of random moves keep its games varied.
"""

RULES = (
    "Teeko is played on a 5 by 5 board; Black moves first. Each player in turn drops one "
    "of their four markers on an empty cell. When all eight markers are on the board, "
    "each turn moves one of your markers one step, across, up, down or diagonally, to an "
    "empty neighbouring cell. You win with four markers in a row (across, up and down, or "
    "diagonally) or on the four cells of a 2 by 2 square. When the same position (the "
    "same markers on the same cells, the same side to move) occurs for the third time, "
    "the game is a draw. With perfect play by both sides Teeko is a draw."
)


@cache
def spec(no_centre_first: bool = False) -> GameSpec:
    """Teeko; ``no_centre_first``: Black's first drop may not be on the centre (c3)."""
    variant = Variant(no_centre_first)
    rules = RULES
    if no_centre_first:
        rules += " In this variant Black's first marker may not go on the centre cell, c3."
    return GameSpec(
        name="teeko-no-centre" if no_centre_first else "teeko",
        title="Teeko (no centre first)" if no_centre_first else "Teeko",
        player_names=PLAYER_NAMES,
        new_state=partial(TeekoState.new, variant),
        from_text=partial(TeekoState.from_text, variant=variant),
        heuristic=heuristic,
        order_moves=order_moves,
        levels=LEVELS,
        rules=rules,
        searchers={"perfect": PerfectPlay},
        default_algorithm="perfect",
        warm_up=prepare_table,
    )


def specs() -> list[GameSpec]:
    """The standard rules and the no-centre-first variant."""
    return [spec(), spec(no_centre_first=True)]
