"""A static evaluation of Hare and Hounds positions for the lower levels.

It weighs what decides the game: how far the hare still is from slipping past
the hounds (columns behind the leftmost hound, steps around them to its goal,
hounds left of it), how much room it has to move, how tightly the hounds keep
together, and how close the stalling counter or the ply count is to ending
the game in the hare's favour.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from engine.search import clamp_heuristic
from games.hare_hounds.rules import (
    COLUMN,
    HARE,
    HOUNDS,
    LEFT_TIP,
    NEIGHBOURS,
    POINTS,
    Goal,
    HareHoundsState,
    Variant,
    after_move,
    cells_of,
    decide,
    hare_moves,
    hound_moves,
)

# Weights in heuristic units, from the hounds' point of view; tuned offline so that a
# shallow search keeps won positions won as often as it can (checked against the table).
COLUMNS_BEHIND = 33
"""Per column the hare stands right of the leftmost hound (it still has to get past)."""
HARE_COLUMN = 7
"""Per column of the hare from the left tip."""
HOUND_SPREAD = 10
"""Per column between the leftmost and the rightmost hound (a loose pack lets it through)."""
HARE_MOVE = 14
"""Per empty point the hare can step to (good for the hare)."""
STEP_TO_FREEDOM = 4
"""Per step the hare needs, around the hounds, to reach its goal."""
HOUND_LEFT_OF_HARE = 4
"""Per hound in a column left of the hare's."""
STALLING_STEP = 1
"""Per vertical hound move in a row (the hare wins at ten; the search sees it coming)."""
PLY_STEP = 1
"""Per ply played under the 40-ply limit."""
THREAT = 300
"""When the side to move can win on the spot: the hare step past, or the hounds trap it."""
UNREACHABLE_STEPS = 6
"""Steps counted when the hounds wall the hare off from its goal."""


@cache
def steps_to_freedom(goal: Goal, hounds: int, hare: int) -> int:
    """Fewest hare steps over empty points to a point where it has won (hounds stand still).

    ``escape``: a point in the column of the leftmost hound or further left;
    ``tip``: point 4.  :data:`UNREACHABLE_STEPS` when the hounds block every way.
    """
    if goal == "tip":
        targets = {LEFT_TIP}
    else:
        leftmost = min(COLUMN[cell] for cell in cells_of(hounds))
        targets = {cell for cell in range(POINTS) if COLUMN[cell] <= leftmost}
    distance = {hare: 0}
    queue = deque([hare])
    while queue:
        cell = queue.popleft()
        if cell in targets:
            return min(distance[cell], UNREACHABLE_STEPS)
        for step in NEIGHBOURS[cell]:
            if step not in distance and not hounds >> step & 1:
                distance[step] = distance[cell] + 1
                queue.append(step)
    return UNREACHABLE_STEPS


@cache
def placement_value(goal: Goal, hounds: int, hare: int) -> int:
    """The hounds' view of where the pieces stand, in heuristic units."""
    hare_column = COLUMN[hare]
    hound_columns = [COLUMN[cell] for cell in cells_of(hounds)]
    return (
        COLUMNS_BEHIND * (hare_column - min(hound_columns))
        + HARE_COLUMN * hare_column
        - HOUND_SPREAD * (max(hound_columns) - min(hound_columns))
        - HARE_MOVE * len(hare_moves(hounds, hare))
        + STEP_TO_FREEDOM * steps_to_freedom(goal, hounds, hare)
        + HOUND_LEFT_OF_HARE * sum(1 for column in hound_columns if column < hare_column)
    )


@cache
def hounds_view(variant: Variant, hounds: int, hare: int, mover: int, counter: int) -> int:
    """The value for the hounds, in heuristic units; ``counter`` is the stalling count or ply.

    With the hare to move it is :func:`placement_value`, less :data:`THREAT` when the
    hare can reach its goal in one step.  With the hounds to move it is the best value
    any hound step leads to (a step that wins scores :data:`THREAT`), so that a judgement
    never depends on whose turn it happens to be at the search horizon.
    """
    if mover == HARE:
        value = placement_value(variant.goal, hounds, hare)
        if steps_to_freedom(variant.goal, hounds, hare) == 1:
            value -= THREAT
        return value - (PLY_STEP if variant.limit == "plies40" else STALLING_STEP) * counter
    by_ply = variant.limit == "plies40"
    stall, ply = (0, counter) if by_ply else (counter, 0)
    best = -THREAT
    for move in hound_moves(hounds, hare):
        child_hounds, _, _, child_stall, child_ply = after_move(
            variant, hounds, hare, HOUNDS, stall, ply, move
        )
        decided = decide(variant, child_hounds, hare, HARE, child_stall, child_ply)
        if decided is not None:
            if decided[0] == HOUNDS:
                return THREAT
            continue
        child_counter = child_ply if by_ply else child_stall
        best = max(best, hounds_view(variant, child_hounds, hare, HARE, child_counter))
    return best


def heuristic(state: HareHoundsState) -> int:
    """Evaluation from the side to move (positive is good for it), inside the heuristic bound."""
    variant = state.variant
    counter = state.ply if variant.limit == "plies40" else state.stall
    value = hounds_view(variant, state.hounds, state.hare, state.mover, counter)
    return clamp_heuristic(value if state.mover == HOUNDS else -value)
