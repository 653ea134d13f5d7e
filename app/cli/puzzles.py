"""``plyboard puzzles``: print puzzles of a game, or re-verify its whole set (``--check``).

Exit status: 0, or with ``--check`` 1 when a puzzle is wrong; 2 for bad input.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

from app.cli.common import Subparsers, UsageError, load_game, reporting, whole_number
from app.services.puzzle_verifiers import CheckReport, check_puzzles, verifier_for
from app.services.puzzles import (
    Puzzle,
    PuzzleError,
    PuzzleSet,
    choose,
    goal_words,
    load_set,
    shipped_games,
)

DEFAULT_COUNT = 5
EXIT_WRONG_PUZZLES = 1


def register(subparsers: Subparsers) -> None:
    games = ", ".join(shipped_games()) or "none yet"
    parser = subparsers.add_parser(
        "puzzles",
        help="print puzzles of a game, or verify its set with the solver (--check)",
        description="Print puzzles made from the game's solver, table or threat search: the "
        "position (moves "
        "from the start), the side to move and what to achieve; --solution adds every "
        "accepted first move and the line of best play. --check re-verifies the whole set "
        "and exits with status 1 when a puzzle is wrong. "
        f"Sets ship for: {games}.",
    )
    parser.add_argument("game", metavar="GAME", help="game name (see 'plyboard games')")
    parser.add_argument(
        "--count",
        type=whole_number(1),
        metavar="N",
        help=f"how many puzzles to print (default {DEFAULT_COUNT})",
    )
    parser.add_argument(
        "--rating", type=whole_number(0), metavar="R", help="puzzles rated near R (e.g. 1200)"
    )
    parser.add_argument("--seed", type=int, metavar="S", help="seed of the choice (repeatable)")
    parser.add_argument("--solution", action="store_true", help="show the answers too")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument(
        "--check", action="store_true", help="verify every puzzle of the set with the solver"
    )
    parser.add_argument(
        "--file", type=Path, metavar="FILE", help="a puzzle set to read instead of the shipped one"
    )
    parser.set_defaults(run=reporting("puzzles", run))


def run(args: argparse.Namespace) -> int:
    spec = load_game(args.game)
    if args.check and any(value is not None for value in (args.count, args.rating, args.seed)):
        raise UsageError(
            "--check verifies the whole set: --count, --rating and --seed do not apply"
        )
    try:
        puzzle_set = load_set(spec.name, args.file)
        if args.check:
            report = check_puzzles(verifier_for(spec), puzzle_set.puzzles, _progress(args.json))
            print(json.dumps(report_json(report)) if args.json else format_report(report))
            return EXIT_WRONG_PUZZLES if report.wrong else 0
    except PuzzleError as error:
        raise UsageError(str(error)) from None
    return _print_puzzles(args, puzzle_set)


def _print_puzzles(args: argparse.Namespace, puzzle_set: PuzzleSet) -> int:
    count = DEFAULT_COUNT if args.count is None else args.count
    chosen = choose(puzzle_set.puzzles, count, random.Random(args.seed), args.rating)
    if args.json:
        print(json.dumps([puzzle.as_json() for puzzle in chosen]))
    else:
        print("\n\n".join(format_puzzle(puzzle, args.solution) for puzzle in chosen))
    return 0


def _progress(quiet: bool) -> Callable[[int, int], None] | None:
    """A progress line on stderr while a check runs (none for JSON or when not a terminal)."""
    if quiet or not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        end = "\n" if done == total else ""
        print(f"\rchecked {done}/{total}", end=end, file=sys.stderr, flush=True)

    return show


def format_puzzle(puzzle: Puzzle, with_solution: bool) -> str:
    """A puzzle for people: its id, rating, task and position, and the answers if asked."""
    lines = [
        f"{puzzle.id}  rating {puzzle.rating}",
        f"  {puzzle.to_move} to move: {goal_words(puzzle.goal, puzzle.game)}",
        f"  moves:    {' '.join(puzzle.moves) if puzzle.moves else '(the start)'}",
        f"  position: {puzzle.position}",
    ]
    if with_solution:
        lines += [
            f"  solution: {' '.join(puzzle.solution)} (fastest: {' '.join(puzzle.fastest)})",
            f"  line:     {' '.join(puzzle.line)}",
        ]
    return "\n".join(lines)


def report_json(report: CheckReport) -> dict[str, object]:
    return {
        "game": report.game,
        "checked": report.checked,
        "wrong": [{"id": name, "problems": list(problems)} for name, problems in report.wrong],
        "seconds": round(report.seconds, 3),
    }


def format_report(report: CheckReport) -> str:
    """One line for the set, then one per problem of each wrong puzzle."""
    verdict = f"{len(report.wrong)} wrong" if report.wrong else "all right"
    lines = [f"checked {report.checked} {report.game} puzzles in {report.seconds:.1f} s: {verdict}"]
    for name, problems in report.wrong:
        lines += [f"{name}: {problem}" for problem in problems]
    return "\n".join(lines)
