"""Puzzle ratings calibrated on our levels: how likely each level is to find the first move
(no Qt).

Each level below ``expert`` stands for a player of its measured rating where the game's
levels have one (chess: :attr:`engine.player.Level.rating`), else of a nominal rating
(:data:`LEVEL_RATINGS`, 300 points apart).  Its chance of finding a puzzle's first move
is computed exactly from one search of the level's engine within its depth and node
limits (its time limit is left out, so the machine's speed changes nothing):
:func:`engine.player.move_chances` gives every move's chance of being the level's
choice, with its random moves and its margin, and the chance of a move in the solution
is their sum.  A puzzle rated ``r`` is taken to be solved by a level rated ``R`` with
the Elo chance ``1 / (1 + 10 ** ((r - R) / 400))``; its rating is the ``r`` that makes the
levels' chances most likely (each chance weighed as a fractional result), with a weak
prior from the puzzle's shape (:func:`shape_rating`: the moves to see, the first moves
there are and that are accepted), and rounded to 10.  ``expert`` is left out: it thinks
by the clock in chess and Gomoku and is perfect in the solved games.

The rating depends only on what the puzzle file holds and the levels, so a set is
re-rated the same way anywhere (``python -m tools.build.puzzles GAME --rerate``) and
``plyboard puzzles GAME --check`` verifies it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import replace

from app.services.puzzles import Puzzle, puzzle_position, rating
from engine.algorithms import RandomMover
from engine.player import move_chances
from games.base import GameSpec

LEVEL_RATINGS = {"beginner": 800, "easy": 1100, "medium": 1400, "hard": 1700}
"""The levels a puzzle is measured against, with their nominal ratings."""
ELO_SCALE = 400
PRIOR_SPREAD = 350
"""Standard deviation of the prior around the puzzle's shape rating (rating points)."""
RATING_RANGE = (400, 2800)
"""Lowest and highest rating given."""


def level_chances(spec: GameSpec, puzzle: Puzzle) -> dict[str, float]:
    """Each level's chance (0-1) of playing one of ``puzzle``'s accepted first moves."""
    state = puzzle_position(spec, puzzle.moves)
    solution = set(puzzle.solution)
    chances = {}
    for name in LEVEL_RATINGS:
        level = spec.level(name, state.to_move)
        level = replace(level, limits=replace(level.limits, time=None))
        if level.algorithm == RandomMover.name:
            level = replace(level, blunder=1.0)
        searcher = spec.searcher(level.algorithm, random.Random(f"{puzzle.id}:{name}"))
        moves = move_chances(searcher, state, level)
        chances[name] = sum(p for move, p in moves.items() if state.move_text(move) in solution)
    return chances


def shape_rating(spec: GameSpec, puzzle: Puzzle) -> int:
    """The prior's centre: :func:`~app.services.puzzles.rating` from the moves to see (the
    goal's, else half the line), the legal first moves and the accepted ones (no trap)."""
    depth = puzzle.goal.moves or (len(puzzle.line) + 1) // 2
    legal = len(puzzle_position(spec, puzzle.moves).legal_moves())
    return rating(depth, legal, len(puzzle.solution), trap=False)


def level_ratings(spec: GameSpec) -> dict[str, int]:
    """The rating each level of :data:`LEVEL_RATINGS` stands for in ``spec``: its measured
    one where it has one, else the nominal one."""
    return {name: spec.level(name).rating or nominal for name, nominal in LEVEL_RATINGS.items()}


def most_likely_rating(
    chances: Mapping[str, float], prior: int, ratings: Mapping[str, int] = LEVEL_RATINGS
) -> int:
    """The rating, rounded to 10 within :data:`RATING_RANGE`, at which the levels'
    ``chances`` of solving (fractional results), the levels rated ``ratings``, and the
    prior around ``prior`` are most likely together."""
    low, high = RATING_RANGE

    def weight(points: int) -> float:
        total = -(((points - prior) / PRIOR_SPREAD) ** 2) / 2
        for name, chance in chances.items():
            solved = 1 / (1 + 10 ** ((points - ratings[name]) / ELO_SCALE))
            total += chance * math.log(solved) + (1 - chance) * math.log(1 - solved)
        return total

    return max(range(low, high + 1, 10), key=weight)


def calibrated_rating(spec: GameSpec, puzzle: Puzzle) -> int:
    """``puzzle``'s rating from our levels' chances of finding its first move."""
    chances = level_chances(spec, puzzle)
    return most_likely_rating(chances, shape_rating(spec, puzzle), level_ratings(spec))


def rated(spec: GameSpec, puzzle: Puzzle) -> Puzzle:
    """``puzzle`` with its :func:`calibrated_rating`."""
    return replace(puzzle, rating=calibrated_rating(spec, puzzle))
