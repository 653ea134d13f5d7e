"""Replay the expert's side of recorded Connect Four games: time each answer, check each move.

Reads a record written by ``plyboard arena connect4 --record FILE``.  For every
game and every colour ``expert`` played, a fresh expert (as in the arena) answers
each of its positions in order, timed; a separate solver then checks that the
move keeps the position's exact score (fastest win, slowest loss), from
``--min-stones`` stones on; earlier answers are counted, by whether the book gave
them (the book's own tests check its entries against the solver).

    plyboard arena connect4 --players expert hard --games 200 --opening-plies 1 \\
        --record /tmp/c4.txt
    /work/venv/bin/python tools/check_connect4_expert.py /tmp/c4.txt
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.player import choose_move
from engine.search import StopReason
from games.connect4.rules import Connect4State
from games.connect4.solver import Solver
from games.registry import get_game

EXPERT = "expert"


def keeps_the_score(solver: Solver, state: Connect4State, column: int) -> bool:
    """Whether ``column`` keeps the exact score of ``state``."""
    child = state.play(column)
    score = solver.solve(state).score
    if child.outcome() is not None:
        return child.outcome().winner is not None or score == 0
    return solver.at_most(child, -score)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("record", type=Path)
    parser.add_argument("--min-stones", type=int, default=8)
    parser.add_argument("--games", type=int, default=None, help="check only the first N games")
    args = parser.parse_args()

    spec = get_game("connect4")
    level = spec.levels[EXPERT]
    verifier = Solver()
    seconds: list[float] = []
    wrong: list[str] = []
    book_answers = unchecked = checked = fallbacks = 0
    lines = args.record.read_text(encoding="utf-8").splitlines()
    games = [line for line in lines if line and not line.startswith("#")]
    for line in games[: args.games]:
        number, first, second, _result, moves = line.split("\t")
        for colour, player in enumerate((first, second)):
            if player != EXPERT:
                continue
            searcher = spec.searcher(level.algorithm, random.Random(0))
            state = spec.new_state()
            for text in moves.split():
                if state.to_move == colour:
                    started = time.perf_counter()
                    decision = choose_move(searcher, state, level, random.Random(0))
                    elapsed = time.perf_counter() - started
                    result = decision.result
                    from_book = result is not None and result.stop_reason is StopReason.BOOK
                    book_answers += from_book
                    if state.moves_played >= args.min_stones:
                        seconds.append(elapsed)
                        fallbacks += result is not None and not result.exact
                    if state.moves_played >= args.min_stones:
                        checked += 1
                        if not keeps_the_score(verifier, state, decision.move):
                            column = decision.move + 1
                            wrong.append(f"game {number}: {state.to_text()} column {column}")
                    else:
                        unchecked += 1
                state = state.play(state.parse_move(text))
        print(f"game {number}: {checked} moves checked, {len(wrong)} not optimal", flush=True)
    print(f"expert moves checked against the solver: {checked}")
    print(f"not optimal: {len(wrong)}")
    for entry in wrong:
        print(f"  not optimal: {entry}")
    print(f"expert moves with fewer than {args.min_stones} stones: {book_answers} from the book,")
    print(f"  {unchecked - book_answers} from the solver or its fallback")
    if seconds:
        print(
            f"with >= {args.min_stones} stones: {len(seconds)} answers, "
            f"median {statistics.median(seconds):.3f} s, max {max(seconds):.3f} s, "
            f"{fallbacks} not proven within the budget"
        )
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
