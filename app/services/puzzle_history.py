"""A player's puzzle results kept between sessions: per game the local rating, the streak
and the latest results (no Qt).

The file is JSON, ``{"connect4": {"rating": 1216, "attempts": 12, "streak": 3,
"results": [{"id": "...", "solved": true, "rating": 1216}, ...]}, ...}``; a missing or
damaged file, or a damaged game in it, reads as no history (nothing to lose but the
record, and the app never stops over it).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from app.services.puzzle_play import PuzzleRating
from app.services.puzzles import Puzzle

HISTORY_NAME = "puzzles.json"
"""The file, in the app's data folder, of the player's puzzle ratings and results."""
KEPT_RESULTS = 200
"""Latest results kept per game."""


@dataclass(frozen=True, slots=True)
class PuzzleResult:
    """One puzzle tried: its id, whether it was solved at the first try, and the
    player's rating after it."""

    id: str
    solved: bool
    rating: int


@dataclass(frozen=True, slots=True)
class GameHistory:
    """One game's puzzle rating and its latest results, oldest first."""

    rating: PuzzleRating = field(default_factory=PuzzleRating)
    results: tuple[PuzzleResult, ...] = ()

    def after(self, puzzle: Puzzle, solved: bool) -> GameHistory:
        """This history after ``puzzle`` was solved or failed."""
        rating = self.rating.after(puzzle.rating, solved)
        result = PuzzleResult(puzzle.id, solved, rating.rating)
        return replace(self, rating=rating, results=(*self.results, result)[-KEPT_RESULTS:])

    @property
    def solved(self) -> int:
        return sum(result.solved for result in self.results)

    def as_json(self) -> dict[str, Any]:
        rating = self.rating
        return {
            "rating": rating.rating,
            "attempts": rating.attempts,
            "streak": rating.streak,
            "results": [
                {"id": result.id, "solved": result.solved, "rating": result.rating}
                for result in self.results
            ],
        }

    @classmethod
    def from_json(cls, data: Any) -> GameHistory:
        """The history ``data`` holds; raises ``ValueError`` when it is damaged."""
        if not isinstance(data, dict):
            raise ValueError("a game's history is not an object")
        numbers = [data.get(key) for key in ("rating", "attempts", "streak")]
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers):
            raise ValueError("rating, attempts and streak must be whole numbers")
        results = data.get("results", [])
        if not isinstance(results, list):
            raise ValueError("results is not a list")
        kept = []
        for item in results:
            if not (
                isinstance(item, dict)
                and isinstance(item.get("id"), str)
                and isinstance(item.get("solved"), bool)
                and isinstance(item.get("rating"), int)
            ):
                raise ValueError("a result needs an id, solved and a rating")
            kept.append(PuzzleResult(item["id"], item["solved"], item["rating"]))
        rating = PuzzleRating(numbers[0], numbers[1], numbers[2])  # type: ignore[arg-type]
        return cls(rating, tuple(kept[-KEPT_RESULTS:]))


def read_history(path: Path) -> dict[str, GameHistory]:
    """Every game's history in ``path``; a missing or damaged file or game reads as none."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    histories = {}
    for game, entry in data.items():
        try:
            histories[str(game)] = GameHistory.from_json(entry)
        except ValueError:
            continue
    return histories


def write_history(path: Path, histories: dict[str, GameHistory]) -> bool:
    """Write ``histories`` to ``path``; ``False`` when the folder cannot be written."""
    data = {game: history.as_json() for game, history in sorted(histories.items())}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    except OSError:
        return False
    return True
