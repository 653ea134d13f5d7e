"""Hare and Hounds for the registry: levels, rules text and the rule variants."""

from __future__ import annotations

from functools import cache, partial

from engine.player import Level
from engine.search import Limits
from games.base import GameSpec
from games.hare_hounds.evaluation import heuristic
from games.hare_hounds.reachable import unreachable_reason
from games.hare_hounds.rules import (
    HOUNDS,
    PLY_LIMIT,
    STALLING_MOVES,
    Goal,
    HareHoundsState,
    Limit,
    Variant,
)
from games.hare_hounds.table import PerfectPlay, prepare_table, sound_openings

LEVELS = {
    # level:     engine        limits            random moves  picks within
    "beginner": Level("alphabeta", Limits(depth=1), blunder=0.4),
    "easy": Level("alphabeta", Limits(depth=2), blunder=0.25),
    "medium": Level("alphabeta", Limits(depth=5), blunder=0.05, margin=5),
    "hard": Level("alphabeta", Limits(depth=6), margin=5),
    "expert": Level("perfect", Limits()),  # reads the solved table: perfect play
}
"""Weakest first; :data:`HOUND_LEVELS` replaces some of them for the hounds, and
``plyboard arena hare-hounds`` measures each side's ladder (BENCHMARKS.md).

``expert`` plays a longest-surviving move when lost, as the issue asks, and among
those the one with the most hidden pitfalls for the hounds ahead
(:func:`games.hare_hounds.table.pitfalls`): the slowest loss alone gave searching
hounds fewer chances to go wrong than the ``hard`` hare's heuristic play.

The ``easy`` hare makes 25% random moves: with 15% it escaped the ``medium`` hounds
often enough that ``medium`` scored under 65% against ``easy`` on two of the rule
variants (BENCHMARKS.md)."""

HOUND_LEVELS = {
    "easy": Level("alphabeta", Limits(depth=2), blunder=0.02),
    "hard": Level("perfect", Limits(), blunder=0.08),
}
"""The hounds' own levels where they differ from :data:`LEVELS`.

One random move usually lets the hare through, so ``easy`` hounds make far fewer
than the ``easy`` hare (with 15% they caught the beginner hare in 19% of games).
``hard`` hounds play from the solved table but make a random move 8% of the time:
heuristic hounds could not top both ladders.  Searching 6 to 10 plies they lost
every game to the expert hare, which steers towards mistakes punished only beyond a
6-ply look-ahead (``medium``'s random choices won some); searching 12 plies they
won 44% against it but let a random-moving ``easy`` hare slip past in 30% of games,
more often than the stronger hares, so the hare's ladder broke instead
(BENCHMARKS.md).  With the table, the hare's level decides how often a slip is
punished, which is the ladder the hare side needs."""

PLIES_TO_WIN = {
    Variant(): 23,
    Variant(hare_first=True): 24,
    Variant(hare_centre=True): 23,
    Variant(goal="tip"): 23,
    Variant(limit="plies40"): 23,
}
"""Plies to the hounds' win with perfect play from the start, as the table finds."""

BASE_RULES = (
    "Three hounds hunt one hare on a board of eleven points joined by lines: the top row "
    "1-2-3, the middle row 4-5-6-7-8 (4 is the left tip, 6 the centre, 8 the right tip) "
    "and the bottom row 9-10-11. From the left, the columns are 4 | 1, 5, 9 | 2, 6, 10 | "
    "3, 7, 11 | 8. A move takes one piece one step along a line to an empty point: "
    "the hare may step in any direction, a hound never to a point in a column further left."
)


def rules_text(variant: Variant) -> str:
    """The rules of ``variant`` in plain words."""
    hare_start = "6 (the centre)" if variant.hare_centre else "8"
    first = "The hare moves first." if variant.hare_first else "The hounds move first."
    start = f"The hounds start on 1, 4 and 9, the hare on {hare_start}. {first}"
    if variant.goal == "tip":
        goal = "when it reaches point 4, the left tip"
    else:
        goal = (
            "when no hound stands in a column left of the hare's column (it has slipped "
            "past them; a hare on point 4 has always won)"
        )
    if variant.limit == "plies40":
        limit = f"or when {PLY_LIMIT} plies have been played without a trap"
    else:
        limit = (
            f"or when the hounds make {STALLING_MOVES} vertical moves in a row (they are "
            "stalling; the hare's moves in between do not break the count)"
        )
    ending = (
        f"The hounds win when the hare cannot move. The hare wins {goal}, {limit}. "
        "A trap on the hounds' last allowed move still wins for them. Hounds that have "
        "no move left (they can never step back) lose."
    )
    plies = PLIES_TO_WIN.get(variant)
    solved = f" With perfect play the hounds win, in {plies} plies." if plies is not None else ""
    return f"{BASE_RULES} {start}\n\n{ending}{solved}"


@cache
def spec(
    hare_first: bool = False,
    hare_centre: bool = False,
    goal: Goal = "escape",
    limit: Limit = "stalling",
) -> GameSpec:
    """Hare and Hounds under the given rule options (the classic rules by default).

    ``hare_first``: the hare moves first (and is then player 0); ``hare_centre``:
    the hare starts on point 6; ``goal="tip"``: the hare must reach point 4;
    ``limit="plies40"``: the hare wins after 40 plies instead of by the stalling rule.
    """
    variant = Variant(hare_first, hare_centre, goal, limit)
    names = ["Hounds", "Hare"]
    if variant.hare_first:
        names.reverse()
    suffix = "-".join(variant.options)
    details = ", ".join(
        description
        for option, description in (
            ("hare-first", "hare first"),
            ("centre", "hare in the centre"),
            ("tip", "hare to the tip"),
            ("plies40", f"{PLY_LIMIT}-ply limit"),
        )
        if option in variant.options
    )
    return GameSpec(
        name="hare-hounds" + (f"-{suffix}" if suffix else ""),
        title="Hare and Hounds" + (f" ({details})" if details else ""),
        player_names=(names[0], names[1]),
        new_state=partial(HareHoundsState.new, variant),
        from_text=partial(HareHoundsState.from_text, variant=variant),
        heuristic=heuristic,
        levels=LEVELS,
        role_levels={variant.player_of(HOUNDS): HOUND_LEVELS},
        rules=rules_text(variant),
        searchers={"perfect": PerfectPlay},
        default_algorithm="perfect",
        warm_up=partial(prepare_table, variant),
        opening_moves=sound_openings,
        unreachable=unreachable_reason,
    )


def specs() -> list[GameSpec]:
    """The classic rules, then each option on its own (any mix via :func:`spec`)."""
    return [
        spec(),
        spec(hare_first=True),
        spec(hare_centre=True),
        spec(goal="tip"),
        spec(limit="plies40"),
    ]
