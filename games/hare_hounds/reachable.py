"""Which Hare and Hounds positions a game can reach: the set-up editor refuses the others.

The positions (hounds, hare, role to move) reachable from a variant's start are found
once by a breadth-first walk over the rules' moves, stopping where a game ends (the hare
at its goal, a side without a move) and, under the ply limit, after
:data:`~games.hare_hounds.rules.PLY_LIMIT` plies; the stalling counter only ever ends a
game, so it changes nothing reachable.  The hounds start at the left end, so nearly
every arrangement the rules allow is reachable; what is not is a side to move that could
not have got there: the hare on point 2 with hounds on 1, 3 and 6 and the hounds to move
(it had no way in), or the hounds on their starting points with the hare on point 5 and
to move.
"""

from __future__ import annotations

from functools import cache

from games.base import BoardState
from games.hare_hounds.rules import (
    CENTRE,
    HARE,
    HARE_START,
    HOUNDS,
    HOUNDS_START,
    PLY_LIMIT,
    ROLE_NAMES,
    HareHoundsState,
    Variant,
    hare_moves,
    hare_reached_goal,
    hound_moves,
    mask_of,
)

Placement = tuple[int, int, int]
"""The hounds' bit mask, the hare's cell and the role to move."""


@cache
def reachable_placements(variant: Variant) -> frozenset[Placement]:
    """Every placement some game of ``variant`` passes through, its start included."""
    start = (mask_of(HOUNDS_START), CENTRE if variant.hare_centre else HARE_START)
    frontier = [(*start, variant.first_role)]
    seen = set(frontier)
    plies = 0
    while frontier and (variant.limit != "plies40" or plies < PLY_LIMIT):
        following = []
        for hounds, hare, mover in frontier:
            if hare_reached_goal(variant, hounds, hare):
                continue
            if mover == HOUNDS:
                placements = [
                    (hounds & ~(1 << source) | 1 << target, hare, HARE)
                    for source, target in hound_moves(hounds, hare)
                ]
            else:
                placements = [(hounds, target, HOUNDS) for _, target in hare_moves(hounds, hare)]
            for placement in placements:
                if placement not in seen:
                    seen.add(placement)
                    following.append(placement)
        frontier = following
        plies += 1
    return frozenset(seen)


def unreachable_reason(state: BoardState) -> str | None:
    """Why no game of its variant reaches ``state`` (a Hare and Hounds position), or
    ``None`` when one does."""
    assert isinstance(state, HareHoundsState)
    if (state.hounds, state.hare, state.mover) in reachable_placements(state.variant):
        return None
    return f"no game reaches this position with the {ROLE_NAMES[state.mover]} to move"
