"""Which engine makes and verifies a game's puzzles, and checking a whole set (no Qt).

The solved games (a ``perfect`` engine) are verified exactly by
:class:`~app.services.puzzle_check.Oracle`; the five-in-a-row games' puzzles (Gomoku's and
7x7's, whose exact solver answers only near the end) by :class:`ThreatVerifier` (wins by
fours, wins by threes, "stop the threat", each by its own oracle); chess's
mates and tactics by :class:`~app.services.puzzle_chess.ChessOracle` (the compiled
engine at a fixed depth).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from app.services.puzzle_check import Oracle, is_solved
from app.services.puzzle_chess import ChessOracle
from app.services.puzzle_fours import FoursOracle, has_fours
from app.services.puzzle_ratings import calibrated_rating
from app.services.puzzle_stop import StopOracle
from app.services.puzzle_threes import ThreesOracle
from app.services.puzzles import Puzzle, PuzzleError
from games.base import GameSpec


class Verifier(Protocol):
    """Makes the puzzle of a position and says what is wrong with one."""

    spec: GameSpec

    def make_puzzle(self, moves: Sequence[str]) -> Puzzle: ...

    def check_puzzle(self, puzzle: Puzzle) -> tuple[str, ...]: ...


class ThreatVerifier:
    """Five-in-a-row puzzles by the threat search: each checked by the oracle of its goal."""

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec
        self.fours = FoursOracle(spec)
        self.threes = ThreesOracle(spec)
        self.stop = StopOracle(spec)

    def make_puzzle(self, moves: Sequence[str]) -> Puzzle:
        """The puzzle of the position after ``moves``: won by fours, else by threes, else
        "stop the threat"; raises :class:`PuzzleError` (the last kind's reason) when none."""
        try:
            return self.fours.make_puzzle(moves)
        except PuzzleError:
            pass
        try:
            return self.threes.make_puzzle(moves)
        except PuzzleError:
            return self.stop.make_puzzle(moves)

    def check_puzzle(self, puzzle: Puzzle) -> tuple[str, ...]:
        """What is wrong with ``puzzle`` by the oracle of its goal; empty when it is right."""
        if puzzle.goal.kind == "threes":
            return self.threes.check_puzzle(puzzle)
        if puzzle.goal.kind == "defend":
            return self.stop.check_puzzle(puzzle)
        return self.fours.check_puzzle(puzzle)


def verifier_for(spec: GameSpec) -> Verifier:
    """The verifier of ``spec``'s puzzles; raises :class:`PuzzleError` when it has none."""
    if has_fours(spec):  # before the exact solver: 7x7's answers only near the end
        return ThreatVerifier(spec)
    if is_solved(spec):
        return Oracle(spec)
    if spec.name == "chess":
        return ChessOracle(spec)
    raise PuzzleError(f"{spec.title} has no solver or threat search to verify puzzles with")


@dataclass(frozen=True, slots=True)
class CheckReport:
    """The verdict on a set: how many puzzles were checked and what is wrong with which."""

    game: str
    checked: int
    wrong: tuple[tuple[str, tuple[str, ...]], ...]
    """(puzzle id, problems) for each wrong puzzle, in the set's order."""
    seconds: float


def check_puzzles(
    verifier: Verifier,
    puzzles: Sequence[Puzzle],
    on_progress: Callable[[int, int], None] | None = None,
    ratings: bool = True,
) -> CheckReport:
    """Verify every puzzle of ``puzzles`` (with ``ratings``, its rating too: see
    :mod:`app.services.puzzle_ratings`); ``on_progress(done, total)`` after each."""
    started = time.perf_counter()
    wrong = []
    for done, puzzle in enumerate(puzzles, start=1):
        problems = verifier.check_puzzle(puzzle)
        if ratings and not problems:
            problems = rating_problems(verifier.spec, puzzle)
        if problems:
            wrong.append((puzzle.id, problems))
        if on_progress is not None:
            on_progress(done, len(puzzles))
    seconds = time.perf_counter() - started
    return CheckReport(verifier.spec.name, len(puzzles), tuple(wrong), seconds)


def rating_problems(spec: GameSpec, puzzle: Puzzle) -> tuple[str, ...]:
    """What is wrong with ``puzzle``'s rating: empty when it is the calibrated one."""
    expected = calibrated_rating(spec, puzzle)
    return () if puzzle.rating == expected else (f"the rating is {expected}, not {puzzle.rating}",)
