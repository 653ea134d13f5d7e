"""Puzzles: positions with one thing to achieve and few moves that achieve it (no Qt).

A :class:`Puzzle` is a position (the moves from the start), the side to move, the
:class:`Goal` ("win in 3", "win by fours in 4", "draw"), every accepted first move
(``solution``), the quickest of them (``fastest``), the expected continuation
(``line``: the puzzle side's fastest moves and the opponent's best defence) and a
:func:`rating`.  The sets are made by ``python -m tools.build.puzzles`` from the games'
solvers, tables and threat search and ship as one JSON file per game in
``resources/puzzles/<game>.json``, sorted by rating and id;
:mod:`app.services.puzzle_verifiers` re-verifies them.
"""

from __future__ import annotations

import hashlib
import importlib.resources
import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from engine.game_api import IllegalMoveError

if TYPE_CHECKING:
    from games.base import BoardState, GameSpec

RESOURCE_PACKAGE = "resources"
PUZZLE_DIRECTORY = "puzzles"
RATING_WINDOW = 150
"""Rating points either side of a requested rating that count as near it."""

GoalKind = Literal["win", "draw", "fours", "threes", "advantage", "better", "block", "defend"]
ADVANTAGE_TEXT = "win material"
"""The text of the ``advantage`` goal (chess tactics: end a clearly better side)."""
BETTER_TEXT = "find a better move"
"""The text of the ``better`` goal (a retried mistake of a game reviewed by estimates:
a move within the review's threshold of its best)."""
BLOCK_TEXT = "stop the win by fours"
"""The text of the ``block`` goal (a retried Gomoku mistake: a move after which the
opponent has no win by fours)."""
DEFEND_TEXT = "stop the threat"
"""The text of the ``defend`` goal (Gomoku: leave the opponent no win by threats)."""
WORDED_GOALS: dict[str, GoalKind] = {
    ADVANTAGE_TEXT: "advantage",
    BETTER_TEXT: "better",
    BLOCK_TEXT: "block",
    DEFEND_TEXT: "defend",
}
"""The goals without a number, by their text."""


class PuzzleError(ValueError):
    """A puzzle set that cannot be read, or a game without one; the message is for people."""


def puzzle_position(spec: GameSpec, moves: Sequence[str]) -> BoardState:
    """The position after ``moves``, still to be played; raises :class:`PuzzleError` when
    the moves are illegal or the game is over after them."""
    try:
        state = spec.replay(moves)
    except IllegalMoveError as error:
        raise PuzzleError(f"the moves are not legal: {error}") from None
    if state.outcome() is not None:
        raise PuzzleError("the game is over after these moves")
    return state


@dataclass(frozen=True, slots=True)
class Goal:
    """What the side to move must achieve: a win in ``moves`` of its own moves (the
    winning one included) at best, a win by fours (every move a four, the last a five)
    in ``moves`` at best, a win by threes (fours and open threes) in ``moves`` at best,
    to hold a draw, (``advantage``, chess tactics) to win material: reach a clearly
    better position by the one move that does, or (``defend``, Gomoku) to stop the
    opponent's win by threats."""

    kind: GoalKind
    moves: int | None = None

    def text(self) -> str:
        """``win in 3``, ``win by fours in 4``, ``win by threes in 5``, ``draw`` or a worded
        goal (``win material``, ``stop the threat``)."""
        if self.kind == "draw":
            return "draw"
        worded = next((text for text, kind in WORDED_GOALS.items() if kind == self.kind), None)
        if worded is not None:
            return worded
        means = f"by {self.kind} " if self.kind in ("fours", "threes") else ""
        return f"win {means}in {self.moves}"

    @classmethod
    def parse(cls, text: str) -> Goal:
        """The goal :meth:`text` wrote; raises :class:`PuzzleError` for anything else."""
        words = text.split()
        if words == ["draw"]:
            return cls("draw")
        if text in WORDED_GOALS:
            return cls(WORDED_GOALS[text])
        kind: GoalKind = "win"
        if words[1:2] == ["by"] and words[2:3] in (["fours"], ["threes"]):
            kind = "fours" if words[2] == "fours" else "threes"
            del words[1:3]
        moves = words[2] if len(words) == 3 and words[:2] == ["win", "in"] else ""
        if moves.isdigit() and int(moves) >= 1:
            return cls(kind, int(moves))
        raise PuzzleError(
            f"unknown goal {text!r}; expected 'win in N', 'win by fours in N', 'win by "
            f"threes in N', 'draw' or one of {', '.join(repr(worded) for worded in WORDED_GOALS)}"
        )


MATE_GAMES = ("chess",)
"""Games where a win is a checkmate: their goal reads "mate in N"."""


def goal_words(goal: Goal, game: str) -> str:
    """The goal for people in ``game``'s words: ``mate in 2`` in chess, else :meth:`Goal.text`."""
    if goal.kind == "win" and game in MATE_GAMES:
        return f"mate in {goal.moves}"
    return goal.text()


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One puzzle of a game; moves are the game's move texts."""

    id: str
    game: str
    """The game's command-line name."""
    moves: tuple[str, ...]
    """From the start to the puzzle's position."""
    position: str
    """The position in the game's text form (its ``to_text``)."""
    to_move: str
    """The name of the side to move (who solves the puzzle)."""
    goal: Goal
    solution: tuple[str, ...]
    """Every first move that keeps the goal, in the game's move order."""
    fastest: tuple[str, ...]
    """The accepted first moves that reach the goal soonest (all of them for a draw)."""
    line: tuple[str, ...]
    """The expected continuation from the position, both sides' moves, first move first."""
    rating: int

    @classmethod
    def at(
        cls,
        spec: GameSpec,
        moves: Sequence[str],
        state: BoardState,
        *,
        goal: Goal,
        solution: tuple[str, ...],
        fastest: tuple[str, ...],
        line: tuple[str, ...],
        rating: int,
    ) -> Puzzle:
        """The puzzle of ``state``, the position after ``moves`` in ``spec``'s game: its
        id, game, position and side to move filled in from them."""
        return cls(
            id=puzzle_id(spec.name, moves),
            game=spec.name,
            moves=tuple(moves),
            position=state.to_text(),
            to_move=spec.player_names[state.to_move],
            goal=goal,
            solution=solution,
            fastest=fastest,
            line=line,
            rating=rating,
        )

    def as_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game,
            "moves": list(self.moves),
            "position": self.position,
            "to_move": self.to_move,
            "goal": self.goal.text(),
            "solution": list(self.solution),
            "fastest": list(self.fastest),
            "line": list(self.line),
            "rating": self.rating,
        }

    @classmethod
    def from_json(cls, data: Any) -> Puzzle:
        """The puzzle :meth:`as_json` wrote; raises :class:`PuzzleError` naming what is wrong."""
        if not isinstance(data, dict):
            raise PuzzleError("a puzzle is not a JSON object")
        name = data.get("id", "?")
        try:
            puzzle = cls(
                id=_text(data["id"]),
                game=_text(data["game"]),
                moves=_texts(data["moves"]),
                position=_text(data["position"]),
                to_move=_text(data["to_move"]),
                goal=Goal.parse(_text(data["goal"])),
                solution=_texts(data["solution"]),
                fastest=_texts(data["fastest"]),
                line=_texts(data["line"]),
                rating=_whole(data["rating"]),
            )
        except KeyError as missing:
            raise PuzzleError(f"puzzle {name}: no field {missing}") from None
        except (TypeError, PuzzleError) as error:
            raise PuzzleError(f"puzzle {name}: {error}") from None
        return puzzle


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{value!r} is not a string")
    return value


def _texts(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise TypeError(f"{value!r} is not a list of strings")
    return tuple(_text(item) for item in value)


def _whole(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{value!r} is not a whole number")
    return value


def puzzle_id(game: str, moves: Sequence[str]) -> str:
    """A stable id from the game and the moves: ``connect4-3fa2b1c0``."""
    digest = hashlib.sha1(" ".join(moves).encode()).hexdigest()[:8]
    return f"{game}-{digest}"


# --- the rating -------------------------------------------------------------------

RATING_BASE = 500
RATING_PER_MOVE = 120
"""Points for each move beyond the first that one must see ahead."""
RATING_MAX_DEPTH = 12
RATING_FAILING = 500
"""Points for a position where every legal move but the accepted ones fails."""
RATING_TRAP = 250
"""Points when the move the game's heuristic likes best fails."""


def rating(depth: int, legal: int, accepted: int, trap: bool) -> int:
    """How hard a puzzle is, on an Elo-like scale, rounded to 10.

    ``500 + 120 * (min(depth, 12) - 1) + 500 * (legal - accepted) / legal + 250 * trap``:
    ``depth`` is how many of the solver's own moves one must see (for a win its
    moves to the win; for a draw the opponent's moves to punish the slowest
    failing move), ``legal`` and ``accepted`` count the first moves there are and
    that keep the goal, and ``trap`` says that the move the game's heuristic likes
    best (one ply) fails.
    """
    seen = min(max(depth, 1), RATING_MAX_DEPTH) - 1
    failing_share = (legal - accepted) / legal if legal else 0.0
    points = RATING_BASE + RATING_PER_MOVE * seen + RATING_FAILING * failing_share
    points += RATING_TRAP if trap else 0
    return int(round(points / 10) * 10)


# --- sets -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PuzzleSet:
    """The puzzles of one game and the command that made them."""

    game: str
    command: str
    puzzles: tuple[Puzzle, ...]


def ordered(puzzles: Iterable[Puzzle]) -> tuple[Puzzle, ...]:
    """``puzzles`` in the files' order: by rating, then id."""
    return tuple(sorted(puzzles, key=lambda puzzle: (puzzle.rating, puzzle.id)))


def dump_set(puzzle_set: PuzzleSet) -> str:
    """The JSON text of ``puzzle_set``: one puzzle a line, in :func:`ordered` order."""
    rows = ",\n".join(
        "    " + json.dumps(puzzle.as_json(), ensure_ascii=False)
        for puzzle in ordered(puzzle_set.puzzles)
    )
    head = json.dumps({"game": puzzle_set.game, "command": puzzle_set.command})[:-1]
    return f'{head}, "puzzles": [\n{rows}\n]}}\n'


def parse_set(text: str, source: str) -> PuzzleSet:
    """The set in ``text`` (read from ``source``, named in errors)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise PuzzleError(f"{source} is not valid JSON: {error}") from None
    if not isinstance(data, dict) or not isinstance(data.get("puzzles"), list):
        raise PuzzleError(f"{source} is not a puzzle set (no list of puzzles)")
    try:
        puzzles = tuple(Puzzle.from_json(item) for item in data["puzzles"])
        game, command = _text(data.get("game")), _text(data.get("command", ""))
    except (PuzzleError, TypeError) as error:
        raise PuzzleError(f"{source}: {error}") from None
    strays = sorted({puzzle.game for puzzle in puzzles} - {game})
    if strays:
        raise PuzzleError(f"{source}: a set of {game} holds puzzles of {', '.join(strays)}")
    return PuzzleSet(game, command, puzzles)


def shipped_path(game: str) -> Any:
    """Where the shipped set of ``game`` lives (an ``importlib.resources`` traversable)."""
    return importlib.resources.files(RESOURCE_PACKAGE).joinpath(PUZZLE_DIRECTORY, f"{game}.json")


def shipped_games() -> tuple[str, ...]:
    """The games a set ships for, by name."""
    folder = importlib.resources.files(RESOURCE_PACKAGE).joinpath(PUZZLE_DIRECTORY)
    if not folder.is_dir():
        return ()
    names = (entry.name for entry in folder.iterdir() if entry.name.endswith(".json"))
    return tuple(sorted(name.removesuffix(".json") for name in names))


def load_shipped(game: str) -> PuzzleSet:
    """The shipped set of ``game``; raises :class:`PuzzleError` when there is none."""
    path = shipped_path(game)
    if not path.is_file():
        known = ", ".join(shipped_games()) or "none"
        raise PuzzleError(f"no puzzles for {game}; sets ship for: {known}")
    return parse_set(path.read_text(encoding="utf-8"), f"the {game} puzzles")


def load_set(game: str, path: Path | None = None) -> PuzzleSet:
    """The set of ``game`` in the file ``path``, or the shipped one; raises
    :class:`PuzzleError` when it cannot be read or holds another game's puzzles."""
    if path is None:
        return load_shipped(game)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise PuzzleError(f"cannot read {path}: {error}") from None
    puzzle_set = parse_set(text, str(path))
    if puzzle_set.game != game:
        raise PuzzleError(f"{path} holds puzzles of {puzzle_set.game}, not {game}")
    return puzzle_set


def choose(
    puzzles: Sequence[Puzzle], count: int, rng: random.Random, near: int | None = None
) -> tuple[Puzzle, ...]:
    """``count`` puzzles drawn with ``rng`` (all when there are fewer), by rating.

    With ``near``, only puzzles within :data:`RATING_WINDOW` of that rating, or, when
    there are too few, the ``count`` nearest to it.
    """
    pool = list(puzzles)
    if near is not None:
        pool.sort(key=lambda puzzle: (abs(puzzle.rating - near), puzzle.id))
        within = [puzzle for puzzle in pool if abs(puzzle.rating - near) <= RATING_WINDOW]
        pool = within if len(within) >= count else pool[:count]
    chosen = rng.sample(pool, min(count, len(pool)))
    return ordered(chosen)
