"""Making and verifying puzzles of the solved games with their exact engine (no Qt).

A solved game offers a ``perfect`` searcher (Connect Four's solver, the Teeko and
Hare and Hounds tables) that scores every legal move exactly.  :class:`Oracle`
asks it; :func:`make_puzzle` turns a position into a :class:`Puzzle` (the goal from
the position's value, every move keeping it, the fastest, the line of best play and
the rating), and :func:`check_puzzle` re-verifies one: every accepted move keeps
the goal, every other move does not, the fastest are the fastest, each move of the
line is best play.  The rating given here, from the values, is a first estimate: a set's
shipped ratings come from our levels (:mod:`app.services.puzzle_ratings`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from app.services.puzzles import Goal, Puzzle, PuzzleError, puzzle_position, rating
from engine.search import WIN, Limits, is_proven
from games.base import BoardState, GameSpec

PERFECT = "perfect"
"""The algorithm name of a game's exact engine."""
DRAW_LINE_PLIES = 5
"""Plies of best play a draw's line shows (a drawn game has no end to show)."""


class UnprovenError(PuzzleError):
    """The exact engine could not score every move of a position."""


def is_solved(spec: GameSpec) -> bool:
    """Whether ``spec`` has an exact engine to make and verify puzzles with."""
    return PERFECT in spec.searchers


class Oracle:
    """Exact move values of ``spec``'s positions, from its ``perfect`` searcher."""

    def __init__(self, spec: GameSpec) -> None:
        if not is_solved(spec):
            raise PuzzleError(f"{spec.title} has no exact engine to verify puzzles with")
        if spec.warm_up is not None:
            spec.warm_up()
        self.spec = spec
        self._searcher = spec.searcher(PERFECT)

    def move_values(self, state: BoardState) -> dict[str, int]:
        """Every legal move's text with its exact score, from the side to move, in the
        engine's convention (``WIN - plies`` for a win), in legal-move order."""
        return self.evaluate(state)[0]

    def evaluate(self, state: BoardState) -> tuple[dict[str, int], str]:
        """:meth:`move_values`, and the move the exact engine plays (one of the best)."""
        result = self._searcher.search(state, Limits(), score_all_moves=True)
        scores = {entry.move: entry.score for entry in result.move_scores if entry.exact}
        legal = state.legal_moves()
        if any(move not in scores for move in legal):
            raise UnprovenError(f"the exact engine did not score every move of {state.to_text()}")
        values = {state.move_text(move): scores[move] for move in legal}
        return values, state.move_text(result.best_move)

    def make_puzzle(self, moves: Sequence[str]) -> Puzzle:
        """See :func:`make_puzzle`."""
        return make_puzzle(self, moves)

    def check_puzzle(self, puzzle: Puzzle) -> tuple[str, ...]:
        """See :func:`check_puzzle`."""
        return check_puzzle(self, puzzle)


def goal_of(score: int) -> Goal | None:
    """The goal a position of exact value ``score`` sets its side to move (``None``: lost)."""
    if score == 0:
        return Goal("draw")
    if score > 0 and is_proven(score):
        return Goal("win", (WIN - score + 1) // 2)
    return None


def keeps(goal: Goal, score: int) -> bool:
    """Whether a move of exact value ``score`` keeps ``goal`` (a win at any distance)."""
    return score > 0 if goal.kind == "win" else score == 0


def puzzle_depth(goal: Goal, values: dict[str, int]) -> int:
    """Moves of its own the solver must see ahead (see :func:`rating`)."""
    if goal.kind == "win" and goal.moves is not None:
        return goal.moves
    losses = [WIN + score for score in values.values() if score < 0]  # plies to the loss
    return max(losses, default=0) // 2


def favourite_move(spec: GameSpec, state: BoardState) -> str:
    """The move the game's heuristic likes best one ply ahead (a finishing win first)."""

    def appeal(move: Any) -> float:
        child = state.play(move)
        outcome = child.outcome()
        if outcome is not None:
            return math.inf if outcome.winner == state.to_move else 0.0
        return -spec.heuristic(child)

    best = max(state.legal_moves(), key=appeal)  # the first of equals, in legal order
    return state.move_text(best)


@dataclass(frozen=True, slots=True)
class Position:
    """A puzzle's position and its exact move values."""

    state: BoardState
    values: dict[str, int]
    goal: Goal


def solve_position(oracle: Oracle, moves: Sequence[str]) -> Position:
    """The position after ``moves`` with its values; raises :class:`PuzzleError` when the
    moves are illegal, the game is over or the side to move is lost."""
    state = puzzle_position(oracle.spec, moves)
    values = oracle.move_values(state)
    goal = goal_of(max(values.values()))
    if goal is None:
        raise PuzzleError("the side to move loses whatever it plays")
    return Position(state, values, goal)


def best_line(oracle: Oracle, state: BoardState, goal: Goal) -> tuple[str, ...]:
    """Best play from ``state`` as the exact engine plays it (fastest wins, slowest
    losses): to the end of a won game, :data:`DRAW_LINE_PLIES` of a drawn one."""
    line: list[str] = []
    while state.outcome() is None and (goal.kind == "win" or len(line) < DRAW_LINE_PLIES):
        text = oracle.evaluate(state)[1]
        line.append(text)
        state = state.play(state.parse_move(text))
    return tuple(line)


def make_puzzle(oracle: Oracle, moves: Sequence[str]) -> Puzzle:
    """The puzzle of the position after ``moves`` (see :func:`solve_position`)."""
    spec = oracle.spec
    position = solve_position(oracle, moves)
    goal, values = position.goal, position.values
    best = max(values.values())
    solution = tuple(text for text, score in values.items() if keeps(goal, score))
    trap = not keeps(goal, values[favourite_move(spec, position.state)])
    return Puzzle.at(
        spec,
        moves,
        position.state,
        goal=goal,
        solution=solution,
        fastest=tuple(text for text in solution if values[text] == best),
        line=best_line(oracle, position.state, goal),
        rating=rating(puzzle_depth(goal, values), len(values), len(solution), trap),
    )


def check_puzzle(oracle: Oracle, puzzle: Puzzle) -> tuple[str, ...]:
    """What is wrong with ``puzzle`` by the exact engine; empty when it is right."""
    spec = oracle.spec
    if puzzle.game != spec.name:
        return (f"it is a puzzle of {puzzle.game}, not {spec.name}",)
    try:
        position = solve_position(oracle, puzzle.moves)
    except PuzzleError as error:
        return (str(error),)
    state, values, goal = position.state, position.values, position.goal
    problems = []
    if puzzle.position != state.to_text():
        problems.append(f"the moves lead to {state.to_text()}, not {puzzle.position}")
    if puzzle.to_move != spec.player_names[state.to_move]:
        problems.append(f"{spec.player_names[state.to_move]} is to move, not {puzzle.to_move}")
    if puzzle.goal != goal:
        problems.append(f"the goal is {goal.text()}, not {puzzle.goal.text()}")
    for text in puzzle.solution:
        if text not in values:
            problems.append(f"{text} in the solution is not a legal move")
        elif not keeps(goal, values[text]):
            problems.append(f"{text} in the solution does not keep the {goal.kind}")
    for text, score in values.items():
        if keeps(goal, score) and text not in puzzle.solution:
            problems.append(f"{text} keeps the {goal.kind} but is not in the solution")
    fastest = {text for text, score in values.items() if score == max(values.values())}
    if set(puzzle.fastest) != fastest:
        problems.append(f"the fastest moves are {' '.join(sorted(fastest))}")
    problems += _line_problems(oracle, state, goal, puzzle.line)
    return tuple(problems)


def _line_problems(oracle: Oracle, state: BoardState, goal: Goal, line: Sequence[str]) -> list[str]:
    """What is wrong with ``line`` as best play from ``state`` towards ``goal``."""
    solver = state.to_move
    for ply, text in enumerate(line, start=1):
        if state.outcome() is not None:
            return [f"the line goes on after the game ended at ply {ply - 1}"]
        values = oracle.move_values(state)
        if text not in values:
            return [f"move {ply} of the line ({text}) is not legal"]
        if values[text] != max(values.values()):
            return [f"move {ply} of the line ({text}) is not best play"]
        state = state.play(state.parse_move(text))
    outcome = state.outcome()
    if goal.kind == "draw":
        if outcome is not None and outcome.winner is not None:
            return ["the line of a draw ends in a win"]
        return [] if line else ["the line is empty"]
    if outcome is None or outcome.winner != solver:
        return ["the line does not end in the win"]
    if goal.moves is not None and len(line) != 2 * goal.moves - 1:
        return [f"the line wins in {len(line)} plies, not {2 * goal.moves - 1}"]
    return []
