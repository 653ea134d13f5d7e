"""The computer's part in RIF's opening rule (:class:`~games.mnk.opening_rules.OpeningPhase`):
the three opening stones, White's 4th stone, Black's two proposals for the 5th stone and
White's pick among them, each with the reason it gives.

Positions are scored as :func:`~games.mnk.opening_rules.white_score` does: a short search
with White to move, from White's point of view, in evaluation units (reasons show
hundreds of them).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from engine.search import Limits
from games.mnk.evaluation import shape_heuristic
from games.mnk.opening_rules import (
    OPENING_STONES,
    RIF_SQUARES,
    SCORE_SCALE,
    SEARCH_NODES,
    OpeningError,
    OpeningPhase,
    distance_from_centre,
    mirrored,
    symmetries,
    white_score,
)
from games.mnk.rules import Geometry, MnkState
from games.mnk.search import GomokuSearcher
from games.mnk.spec import SEARCHERS

SHORTLIST = 6
"""How many points, first ranked by the shape evaluation, the proposals are searched among."""


@dataclass(frozen=True, slots=True)
class Placement:
    """Points the computer chose (proposals, or the one it picks) and the reason it gives."""

    cells: tuple[int, ...]
    reason: str


def rif_opening_stones(state: MnkState) -> tuple[int, ...]:
    """The three stones the computer opens with under RIF: of the 26 openings the rule
    allows (up to turns and mirrors), the one whose score is nearest even (26 short
    searches, about 4 s, once a process)."""
    return _most_even_opening(type(state), state.geometry)


@cache
def _most_even_opening(kind: Callable[[Geometry], MnkState], geometry: Geometry) -> tuple[int, ...]:
    empty = kind(geometry)
    side = geometry.width
    centre = (side // 2) * side + side // 2
    openings: dict[tuple[int, ...], tuple[int, ...]] = {}
    for second in _within(side, RIF_SQUARES[1]):
        for third in _within(side, RIF_SQUARES[2]):
            if len({centre, second, third}) < OPENING_STONES:
                continue
            stones = (centre, second, third)
            shape = min((move(second), move(third)) for move in symmetries(side))
            openings.setdefault(shape, stones)

    def unevenness(stones: tuple[int, ...]) -> int:
        state = empty
        for cell in stones:
            state = state.play(cell)
        return abs(white_score(state))

    return min(sorted(openings.values()), key=unevenness)


def _within(side: int, reach: int) -> list[int]:
    return [cell for cell in range(side * side) if distance_from_centre(cell, side) <= reach]


def fourth_stone(state: MnkState) -> int:
    """White's 4th stone: the short search's best move (``state`` has White to move)."""
    searcher = GomokuSearcher(SEARCHERS["threats"], "threats")
    move = searcher.search(state, Limits(nodes=SEARCH_NODES)).best_move
    return int(move if move is not None else state.legal_moves()[0])


def propose_fifth(
    phase: OpeningPhase, state: MnkState, evaluate: Callable[[MnkState], int] = white_score
) -> Placement:
    """Black's two proposals for the 5th stone (``state`` after the 4th, Black to move):
    the two best for Black by ``evaluate`` (White's score, lower is better for Black) that
    are not the same move mirrored or turned."""
    if phase.proposer() is None:
        raise OpeningError("no proposal for the 5th stone is due now")
    occupied = state.stones[0] | state.stones[1]
    near = [cell for cell in state.legal_moves() if state.geometry.neighbours[cell] & occupied]
    shortlist = sorted(near, key=lambda cell: shape_heuristic(state.play(cell)))[:SHORTLIST]
    scores = {cell: evaluate(state.play(cell)) for cell in shortlist}
    ranked = sorted(shortlist, key=lambda cell: scores[cell])
    first = ranked[0]
    second = next(
        (cell for cell in ranked[1:] if not mirrored(phase.stones, first, cell, phase.side)),
        None,
    )
    if second is None:  # every shortlisted point mirrors the first: any other that does not
        second = next(
            cell
            for cell in near
            if cell != first and not mirrored(phase.stones, first, cell, phase.side)
        )
        scores[second] = evaluate(state.play(second))
    first_text, second_text = state.move_text(first), state.move_text(second)
    return Placement(
        (first, second),
        f"I propose {first_text} and {second_text} for the 5th stone: my two best points "
        f"that differ ({_shown(scores[first])} and {_shown(scores[second])} for White)",
    )


def pick_fifth(
    phase: OpeningPhase, state: MnkState, evaluate: Callable[[MnkState], int] = white_score
) -> Placement:
    """White's pick of Black's two proposals (``state`` after the 4th stone): the one
    after which ``evaluate`` finds White better off."""
    if phase.picker() is None:
        raise OpeningError("there are no two proposals to pick from now")
    scores = {cell: evaluate(state.play(cell)) for cell in phase.proposals}
    best, other = sorted(phase.proposals, key=lambda cell: -scores[cell])
    return Placement(
        (best,),
        f"I pick {state.move_text(best)} for Black's 5th stone: it leaves White "
        f"{_shown(scores[best])}, {state.move_text(other)} would leave {_shown(scores[other])}",
    )


def _shown(score: int) -> str:
    return f"{score / SCORE_SCALE:+.1f}"
